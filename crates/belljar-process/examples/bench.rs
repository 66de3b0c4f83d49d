//! Benchmark of the process backend against its references, measured in the same run:
//!
//! - one-shot `print(1)` through Belljar vs bare `python3 -c 'print(1)'` (median overhead);
//! - a CPython session's start, and its round trip for `x += 1`, vs ipykernel driven by
//!   jupyter_client (`examples/jupyter_roundtrip.py`, needs the venv from scripts/setup-venv).
//!
//! Run: `cargo run --release -p belljar-process --example bench [N]`. Prints a Markdown table.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use belljar::{CancellationToken, CodeBlock, ExecOptions, Executor};
use belljar_process::{ProcessConfig, ProcessExecutor};

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn venv_python() -> Option<PathBuf> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../.venv/bin/python");
    path.exists().then_some(path)
}

#[tokio::main]
async fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(100);
    // The same real executable Belljar runs (not a pyenv shim), so the comparison is fair.
    let python = belljar_process::resolve_interpreter("python3", None).expect("python3 on PATH");
    let options = ExecOptions::default();
    let cancel = CancellationToken::new();

    let mut bare = Vec::new();
    for _ in 0..n {
        let t0 = Instant::now();
        let out = std::process::Command::new(&python)
            .args(["-c", "print(1)"])
            .output()
            .expect("run python3");
        assert!(out.status.success());
        bare.push(t0.elapsed());
    }

    let mut oneshot = Vec::new();
    let mut exec = ProcessExecutor::new(ProcessConfig::default());
    exec.open().await.expect("open");
    let block = CodeBlock::new("python", "print(1)\n");
    for _ in 0..n {
        let t0 = Instant::now();
        let r = exec.execute(&block, &options, &cancel).await;
        assert_eq!(r.stdout, "1\n");
        oneshot.push(t0.elapsed());
    }
    exec.close().await.ok();

    let mut starts = Vec::new();
    for _ in 0..10 {
        let mut exec = ProcessExecutor::new(ProcessConfig {
            python_sessions: true,
            ..ProcessConfig::default()
        });
        let t0 = Instant::now();
        let r = exec
            .execute(&CodeBlock::new("python", "0"), &options, &cancel)
            .await;
        assert!(r.is_ok());
        starts.push(t0.elapsed());
        exec.close().await.ok();
    }

    let mut exec = ProcessExecutor::new(ProcessConfig {
        python_sessions: true,
        ..ProcessConfig::default()
    });
    exec.execute(&CodeBlock::new("python", "x = 0"), &options, &cancel)
        .await;
    let step = CodeBlock::new("python", "x += 1");
    let mut trips = Vec::new();
    for _ in 0..n * 5 {
        let t0 = Instant::now();
        let r = exec.execute(&step, &options, &cancel).await;
        assert!(r.is_ok());
        trips.push(t0.elapsed());
    }
    exec.close().await.ok();

    let jupyter = venv_python().and_then(|py| {
        let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/jupyter_roundtrip.py");
        let out = std::process::Command::new(py)
            .arg(script)
            .arg((n * 2).to_string())
            .stderr(std::process::Stdio::null())
            .output()
            .ok()?;
        let parsed = serde_json::from_slice::<serde_json::Value>(&out.stdout).ok();
        if parsed.is_none() {
            eprintln!(
                "jupyter reference failed: {}",
                String::from_utf8_lossy(&out.stdout)
            );
        }
        parsed
    });

    let (bare_ms, oneshot_ms) = (ms(median(bare)), ms(median(oneshot)));
    let (start_ms, trip_ms) = (ms(median(starts)), ms(median(trips)));
    println!("| measurement (median) | Belljar | reference | ratio |");
    println!("|---|---|---|---|");
    println!(
        "| one-shot `print(1)` (unsandboxed) vs bare `python3 -c` | {oneshot_ms:.2} ms | {bare_ms:.2} ms | {:.2}x (+{:.2} ms) |",
        oneshot_ms / bare_ms,
        oneshot_ms - bare_ms
    );
    match jupyter {
        Some(j) => {
            let j_start = j["start_ms"].as_f64().unwrap_or(f64::NAN);
            let j_trip = j["roundtrip_ms"].as_f64().unwrap_or(f64::NAN);
            println!(
                "| session start vs ipykernel start (jupyter_client) | {start_ms:.2} ms | {j_start:.2} ms | {:.3}x |",
                start_ms / j_start
            );
            println!(
                "| session round trip `x += 1` vs ipykernel (jupyter_client) | {trip_ms:.3} ms | {j_trip:.3} ms | {:.3}x |",
                trip_ms / j_trip
            );
        }
        None => {
            println!("| session start | {start_ms:.2} ms | (no venv: run scripts/setup-venv) | |");
            println!("| session round trip `x += 1` | {trip_ms:.3} ms | (no venv) | |");
        }
    }
}
