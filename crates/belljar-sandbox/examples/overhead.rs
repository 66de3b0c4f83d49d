//! Benchmark: `python3 -c 'print(1)'` through the sandbox vs bare, median of N runs each
//! (interleaved), printing both medians and the overhead.
//! Run: `cargo run --release -p belljar-sandbox --example overhead -- [N] [--host-net]
//! [--no-cgroups] [--true-only]` (the flags show what the network namespace and the cgroups
//! cost; `--true-only` times only sandboxed `/bin/true`).

use std::time::{Duration, Instant};

use belljar_sandbox::{PythonRuntime, SandboxConfig, spawn};
use tokio::io::AsyncReadExt;

fn median(v: &mut [Duration]) -> Duration {
    v.sort();
    v[v.len() / 2]
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let n: usize = argv
        .iter()
        .find_map(|s| s.parse().ok())
        .unwrap_or(40)
        .max(1);
    let rt = PythonRuntime::discover("python3").expect("python3");
    // The real binary, so that pyenv's shim does not dominate the bare timing.
    let python = rt.executable.to_string_lossy().into_owned();
    let dir = tempfile::tempdir().expect("tempdir");
    let mut cfg = SandboxConfig::new(dir.path());
    cfg.add_runtime(&rt);
    if argv.iter().any(|a| a == "--host-net") {
        cfg.network = belljar_sandbox::Network::Host;
    }
    if argv.iter().any(|a| a == "--no-cgroups") {
        cfg.limits.memory_bytes = None;
        cfg.limits.max_processes = None;
    }
    let args = vec!["-c".to_string(), "print(1)".to_string()];

    if argv.iter().any(|a| a == "--true-only") {
        // Only sandboxed /bin/true, e.g. under `perf stat` to see the CPU cost per sandbox.
        let mut times = Vec::with_capacity(n);
        for _ in 0..n {
            let t = Instant::now();
            let mut child = spawn("true", &[], &cfg).await.expect("sandboxed true");
            assert!(child.wait().await.unwrap().success());
            times.push(t.elapsed());
        }
        println!(
            "sandboxed /bin/true (spawn + wait) median of {n}: {:.3} ms",
            median(&mut times).as_secs_f64() * 1e3
        );
        return;
    }
    let mut bare = Vec::with_capacity(n);
    let mut sandboxed = Vec::with_capacity(n);
    let mut spawn_only = Vec::with_capacity(n);
    let mut true_only = Vec::with_capacity(n);
    for i in 0..n + 3 {
        let t = Instant::now();
        let out = tokio::process::Command::new(&python)
            .args(&args)
            .output()
            .await
            .expect("bare python");
        let b = t.elapsed();
        assert_eq!(out.stdout, b"1\n");

        let t = Instant::now();
        let mut child = spawn(&python, &args, &cfg).await.expect("sandboxed python");
        let s0 = t.elapsed();
        let mut o = Vec::new();
        child
            .stdout
            .take()
            .unwrap()
            .read_to_end(&mut o)
            .await
            .unwrap();
        let st = child.wait().await.unwrap();
        let s = t.elapsed();
        assert_eq!(o, b"1\n");
        assert!(st.success());
        let t = Instant::now();
        let mut child = spawn("true", &[], &cfg).await.expect("sandboxed true");
        assert!(child.wait().await.unwrap().success());
        let tr = t.elapsed();
        if i >= 3 {
            true_only.push(tr);
            bare.push(b);
            sandboxed.push(s);
            spawn_only.push(s0);
        }
    }
    let (b, s, s0) = (
        median(&mut bare),
        median(&mut sandboxed),
        median(&mut spawn_only),
    );
    println!("runs: {n} (after 3 warm-ups), program: {python} -c 'print(1)'");
    println!("bare      median: {:>8.3} ms", b.as_secs_f64() * 1e3);
    println!(
        "sandboxed median: {:>8.3} ms (spawn until exec: {:.3} ms)",
        s.as_secs_f64() * 1e3,
        s0.as_secs_f64() * 1e3
    );
    println!(
        "sandboxed /bin/true (spawn + wait) median: {:.3} ms",
        median(&mut true_only).as_secs_f64() * 1e3
    );
    println!(
        "overhead  median: {:>8.3} ms (ratio {:.2}x)",
        (s.as_secs_f64() - b.as_secs_f64()) * 1e3,
        s.as_secs_f64() / b.as_secs_f64()
    );
}
