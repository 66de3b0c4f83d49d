//! The Docker backend's benchmark, every reference measured in the same run:
//! - a session's execute round trip for `x += 1` against `docker exec CONTAINER python3 -c
//!   'pass'` on the same container (what a `docker exec` per block costs);
//! - a session's start (volume + container create + start + driver ready) against
//!   `docker run --rm --network none IMAGE python3 -c 'print(1)'`.
//!
//! Usage: `cargo run --release -p belljar-docker --example bench -- [ROUND_TRIPS] [--write]`
//! (`bench/run-docker.sh`). Prints a Markdown table; `--write` also rewrites
//! `docs/benchmarks-docker.md` with it.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use belljar::{CancellationToken, CodeBlock, ExecOptions, Executor, Status};
use belljar_docker::{DEFAULT_IMAGE, DockerConfig, DockerExecutor};

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

fn ms(d: Duration) -> String {
    format!("{:.3} ms", d.as_secs_f64() * 1e3)
}

fn row(what: &str, ours: Duration, reference: &str, theirs: Duration) -> String {
    let ratio = ours.as_secs_f64() / theirs.as_secs_f64();
    let diff = (ours.as_secs_f64() - theirs.as_secs_f64()) * 1e3;
    format!(
        "| {what} | {} | {reference}: {} | {ratio:.3}x ({diff:+.3} ms) |",
        ms(ours),
        ms(theirs)
    )
}

/// Runs the docker CLI with `args`, checking that it succeeded; its wall time.
fn docker_cli(args: &[&str]) -> Duration {
    let started = Instant::now();
    let out = std::process::Command::new("docker")
        .args(args)
        .output()
        .expect("the docker CLI runs");
    let took = started.elapsed();
    assert!(
        out.status.success(),
        "docker {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    took
}

fn load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|l| l.split(' ').next().map(str::to_string))
        .unwrap_or_default()
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let write = args.iter().any(|a| a == "--write");
    let round_trips: usize = args.iter().find_map(|a| a.parse().ok()).unwrap_or(200);
    let starts = 15;
    let execs = 30;
    let load_start = load();
    let cancel = CancellationToken::new();
    let options = ExecOptions::default();

    // Session start vs docker run --rm.
    let mut start_times = Vec::new();
    let mut run_times = Vec::new();
    for _ in 0..starts {
        run_times.push(docker_cli(&[
            "run",
            "--rm",
            "--network",
            "none",
            DEFAULT_IMAGE,
            "python3",
            "-c",
            "print(1)",
        ]));
        let started = Instant::now();
        let mut ex = DockerExecutor::new(DockerConfig::default());
        ex.open().await.expect("the session opens");
        start_times.push(started.elapsed());
        ex.close().await.expect("closes");
    }

    // Round trips in one session vs docker exec in its container.
    let mut ex = DockerExecutor::new(DockerConfig::default());
    ex.open().await.expect("the session opens");
    let block = CodeBlock::new("python", "x = 0");
    assert_eq!(
        ex.execute(&block, &options, &cancel).await.status,
        Status::Ok
    );
    let block = CodeBlock::new("python", "x += 1");
    let mut trips = Vec::new();
    for _ in 0..round_trips {
        let started = Instant::now();
        let r = ex.execute(&block, &options, &cancel).await;
        trips.push(started.elapsed());
        assert_eq!(r.status, Status::Ok);
    }
    let container = ex.container_id().expect("live").to_string();
    let mut exec_times = Vec::new();
    for _ in 0..execs {
        exec_times.push(docker_cli(&["exec", &container, "python3", "-c", "pass"]));
    }
    // One-shot execs through the backend (a bash block), for the record.
    let block = CodeBlock::new("bash", "true");
    let mut oneshots = Vec::new();
    for _ in 0..execs {
        let started = Instant::now();
        let r = ex.execute(&block, &options, &cancel).await;
        oneshots.push(started.elapsed());
        assert_eq!(r.status, Status::Ok);
    }
    let mut bash_execs = Vec::new();
    for _ in 0..execs {
        bash_execs.push(docker_cli(&["exec", &container, "bash", "-c", "true"]));
    }
    ex.close().await.expect("closes");
    let load_end = load();

    let table = [
        "| measurement (median) | Belljar | reference (same run) | ratio (difference) |"
            .to_string(),
        "|---|---|---|---|".to_string(),
        row(
            "session round trip `x += 1`",
            median(trips),
            "`docker exec CONTAINER python3 -c pass`",
            median(exec_times),
        ),
        row(
            "session start (volume + create + start + driver ready)",
            median(start_times),
            "`docker run --rm --network none IMAGE python3 -c 'print(1)'`",
            median(run_times),
        ),
        row(
            "one-shot bash block `true` (file upload + setsid exec)",
            median(oneshots),
            "`docker exec CONTAINER bash -c true`",
            median(bash_execs),
        ),
    ]
    .join("\n");
    let engine = std::process::Command::new("docker")
        .args([
            "version",
            "--format",
            "{{.Server.Version}} (API {{.Server.APIVersion}})",
        ])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_default();
    let doc = format!(
        "# Docker backend benchmark\n\n\
         Written by `bench/run-docker.sh` (`cargo run --release -p belljar-docker --example bench -- {round_trips} --write`); do not edit by hand.\n\
         Every reference is measured in the same run on the same machine (2 cores shared with other work; Docker engine {engine}; image `{DEFAULT_IMAGE}`).\n\n\
         {table}\n\n\
         Medians: {round_trips} round trips, {starts} session starts and `docker run`s (alternating), {execs} of each exec. \
         Load average (1 min) at the start and the end of the run: {load_start} / {load_end}.\n\n\
         The round trip is one frame each way over the container's attached stdio (the driver is the container's main process), \
         so it costs about what a local session does; a `docker exec` per block pays the engine's exec set-up and a new `python3` each time. \
         The `docker` CLI figures include the CLI's own start-up, as a user of `docker exec` pays it; the SDK-based executors of the seeds skip that but not the exec set-up.\n"
    );
    println!("{doc}");
    if write {
        let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
        std::fs::write(root.join("docs/benchmarks-docker.md"), doc).expect("writes the doc");
    }
}
