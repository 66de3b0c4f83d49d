//! The Jupyter backend's benchmark, the reference measured in the same run:
//! - the execute round trip for `x += 1` on a warm IPython kernel against `jupyter_client`'s
//!   blocking client (`execute_interactive`) on its own warm kernel;
//! - a kernel start (ready for code, `final_answer` defined) against
//!   `jupyter_client.start_new_kernel`.
//!
//! Both use the IPython kernel of the venv (`.venv/bin/python`, or `BELLJAR_TEST_PYTHON`).
//! Usage: `cargo run --release -p belljar-jupyter --example bench -- [ROUND_TRIPS] [--write]
//! [--only]` (`bench/run-jupyter.sh`). Prints a Markdown table; `--write` also rewrites
//! `docs/benchmarks-jupyter.md`. `--only` measures Belljar's round trips alone (no
//! reference, no kernel starts) and prints their percentiles and the kernel's threads, for
//! profiling (e.g. under `perf sched record`).

use std::path::PathBuf;
use std::time::{Duration, Instant};

use belljar::{CancellationToken, CodeBlock, ExecOptions, Executor, Status};
use belljar_jupyter::{JupyterConfig, JupyterExecutor, KernelChoice};

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

/// The `p`th percentile (0–100) of `samples`.
fn percentile(samples: &[Duration], p: usize) -> Duration {
    let mut sorted = samples.to_vec();
    sorted.sort();
    sorted[(sorted.len() * p / 100).min(sorted.len() - 1)]
}

/// "p10 / p50 / p90" of `samples`, in ms.
fn spread(samples: &[Duration]) -> String {
    format!(
        "{:.3} / {:.3} / {:.3}",
        percentile(samples, 10).as_secs_f64() * 1e3,
        percentile(samples, 50).as_secs_f64() * 1e3,
        percentile(samples, 90).as_secs_f64() * 1e3
    )
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

fn load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|l| l.split(' ').next().map(str::to_string))
        .unwrap_or_default()
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// What `bench/jupyter_client_ref.py` measured.
struct Reference {
    /// `start_new_kernel` times.
    starts: Vec<Duration>,
    /// `execute_interactive` round trips.
    trips: Vec<Duration>,
    /// The minimal pyzmq client's round trips.
    minimal: Vec<Duration>,
    /// The minimal client's arrival times of each kind of message.
    arrivals: Vec<(String, Vec<Duration>)>,
    /// jupyter_client's version.
    version: String,
}

/// The references' figures.
fn reference(python: &PathBuf, round_trips: usize, starts: usize) -> Reference {
    let out = std::process::Command::new(python)
        .arg(root().join("bench/jupyter_client_ref.py"))
        .args([round_trips.to_string(), starts.to_string()])
        .env(
            "BELLJAR_KERNEL_SETUP",
            belljar_jupyter::output::python_setup(true),
        )
        .output()
        .expect("the reference runs");
    assert!(
        out.status.success(),
        "reference failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("reference JSON");
    let secs = |key: &str| -> Vec<Duration> {
        json[key]
            .as_array()
            .expect("a list")
            .iter()
            .map(|v| Duration::from_secs_f64(v.as_f64().expect("seconds")))
            .collect()
    };
    let arrivals = json["minimal_arrivals"]
        .as_object()
        .map(|m| {
            m.iter()
                .map(|(k, v)| {
                    let times = v.as_array().map(Vec::as_slice).unwrap_or_default();
                    let times = times
                        .iter()
                        .map(|t| Duration::from_secs_f64(t.as_f64().unwrap_or_default()))
                        .collect();
                    (k.clone(), times)
                })
                .collect()
        })
        .unwrap_or_default();
    Reference {
        starts: secs("start"),
        trips: secs("round_trip"),
        minimal: secs("minimal"),
        arrivals,
        version: json["version"].as_str().unwrap_or("").to_string(),
    }
}

/// `--only`: Belljar's round trips alone, their percentiles, and the kernel's threads.
async fn belljar_only(config: JupyterConfig, round_trips: usize) {
    let cancel = CancellationToken::new();
    let options = ExecOptions::default();
    let mut executor = JupyterExecutor::new(config);
    executor.open().await.expect("the kernel starts");
    let threads = executor
        .execute(
            &CodeBlock::new(
                "python",
                "import os, threading\n\
                 print(os.getpid(), sorted((t.native_id, t.name) for t in threading.enumerate()))\n\
                 x = 0",
            ),
            &options,
            &cancel,
        )
        .await;
    println!("kernel threads: {}", threads.stdout.trim_end());
    println!("Belljar: pid {} (load {})", std::process::id(), load());
    // Code to run in the kernel around the round trips (e.g. a profiler), from the
    // environment: BELLJAR_BENCH_BEFORE, BELLJAR_BENCH_AFTER (its output is printed).
    let hook = |name: &str| {
        std::env::var(name)
            .ok()
            .map(|c| CodeBlock::new("python", c))
    };
    if let Some(before) = hook("BELLJAR_BENCH_BEFORE") {
        let r = executor.execute(&before, &options, &cancel).await;
        assert_eq!(r.status, Status::Ok, "{r:?}");
    }
    let block = CodeBlock::new("python", "x += 1");
    let mut trips = Vec::new();
    for _ in 0..round_trips {
        let t = Instant::now();
        let r = executor.execute(&block, &options, &cancel).await;
        trips.push(t.elapsed());
        assert_eq!(r.status, Status::Ok, "{r:?}");
    }
    println!(
        "{round_trips} round trips, p10 / p50 / p90 (ms): {}; p99 {}; load {}",
        spread(&trips),
        ms(percentile(&trips, 99)),
        load()
    );
    if let Some(after) = hook("BELLJAR_BENCH_AFTER") {
        let r = executor.execute(&after, &options, &cancel).await;
        println!("{}{}", r.stdout, r.stderr);
    }
    executor.close().await.expect("closes");
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let write = args.iter().any(|a| a == "--write");
    let only = args.iter().any(|a| a == "--only");
    let round_trips: usize = args.iter().find_map(|a| a.parse().ok()).unwrap_or(200);
    let starts = 10;
    let python = std::env::var_os("BELLJAR_TEST_PYTHON")
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join(".venv/bin/python"));
    let load_start = load();
    let cancel = CancellationToken::new();
    let options = ExecOptions::default();
    let config = JupyterConfig {
        kernel: KernelChoice::Python(python.clone()),
        ..JupyterConfig::default()
    };

    if only {
        belljar_only(config, round_trips).await;
        return;
    }

    // Half the reference before ours and half after, so drifting load hits both.
    let mut first = reference(&python, round_trips / 2, starts / 2);

    let mut start_times = Vec::new();
    for _ in 0..starts {
        let mut executor = JupyterExecutor::new(config.clone());
        let t = Instant::now();
        executor.open().await.expect("the kernel starts");
        start_times.push(t.elapsed());
        executor.close().await.expect("closes");
    }
    let mut executor = JupyterExecutor::new(config);
    executor.open().await.expect("the kernel starts");
    let warm = executor
        .execute(&CodeBlock::new("python", "x = 0"), &options, &cancel)
        .await;
    assert_eq!(warm.status, Status::Ok, "{warm:?}");
    let block = CodeBlock::new("python", "x += 1");
    let mut trips = Vec::new();
    for _ in 0..round_trips {
        let t = Instant::now();
        let r = executor.execute(&block, &options, &cancel).await;
        trips.push(t.elapsed());
        assert_eq!(r.status, Status::Ok, "{r:?}");
    }
    executor.close().await.expect("closes");

    let second = reference(&python, round_trips - round_trips / 2, starts - starts / 2);
    let mut arrivals: Vec<(String, Duration)> = first
        .arrivals
        .iter()
        .map(|(kind, times)| {
            let mut all = times.clone();
            if let Some((_, more)) = second.arrivals.iter().find(|(k, _)| k == kind) {
                all.extend(more);
            }
            (kind.clone(), median(all))
        })
        .collect();
    arrivals.sort_by_key(|(_, at)| *at);
    let arrivals = arrivals
        .iter()
        .map(|(kind, at)| format!("{kind} {}", ms(*at)))
        .collect::<Vec<_>>()
        .join(", ");
    first.starts.extend(second.starts);
    first.trips.extend(second.trips);
    first.minimal.extend(second.minimal);
    let version = first.version;
    let spread_ours = spread(&trips);
    let spread_theirs = spread(&first.trips);
    let spread_minimal = spread(&first.minimal);
    let load_end = load();

    let table = [
        "| measurement (median) | Belljar | reference (same run) | ratio (difference) |"
            .to_string(),
        "|---|---|---|---|".to_string(),
        row(
            "execute round trip `x += 1`, warm IPython kernel",
            median(trips.clone()),
            "jupyter_client `BlockingKernelClient.execute_interactive`",
            median(first.trips.clone()),
        ),
        row(
            "execute round trip `x += 1`, warm IPython kernel",
            median(trips.clone()),
            "a minimal pyzmq client, kernel set up as Belljar's (the kernel's own floor)",
            median(first.minimal),
        ),
        row(
            "kernel start (ready for code)",
            median(start_times),
            "`jupyter_client.start_new_kernel`",
            median(first.starts),
        ),
    ]
    .join("\n");
    let doc = format!(
        "# Jupyter backend benchmark\n\n\
         Written by `bench/run-jupyter.sh` (`cargo run --release -p belljar-jupyter --example bench -- {round_trips} --write`); do not edit by hand.\n\
         Every reference is measured in the same run on the same machine (2 cores shared with other work), on the IPython kernel of the same venv (jupyter_client {version}).\n\n\
         {table}\n\n\
         Medians: {round_trips} round trips and {starts} kernel starts each; the reference ran half before Belljar's measurements and half after. \
         Load average (1 min) at the start and the end of the run: {load_start} / {load_end}.\n\n\
         Round trips, 10th / 50th / 90th percentile (ms): Belljar {spread_ours}; jupyter_client {spread_theirs}; the minimal client {spread_minimal}.\n\n\
         Every client waits for the same things: the `execute_reply` on shell and the kernel's `idle` status on iopub. \
         Belljar and the minimal client reach their kernels over ipc (Unix sockets) and run them without IPython's history database (`HistoryManager.enabled = false`) and with Belljar's set-up code (no 0.5 ms sleep before each reply, no round trip to the iopub thread to flush an empty stream, `busy` and `execute_input` queued for the iopub thread without waking it, so they go out with `idle`; docs/jupyter.md); \
         jupyter_client's kernel has its defaults (loopback TCP, history written to SQLite after every cell). \
         The minimal client is pyzmq sockets, jupyter_client's `Session` for signing and one `zmq.Poller`: no threads, no event loop. \
         When the minimal client sends at 0, the messages of the execution arrive at (medians): {arrivals}. \
         Belljar's kernel start includes defining `final_answer` in the kernel (one more execution).\n"
    );
    println!("{doc}");
    if write {
        std::fs::write(root().join("docs/benchmarks-jupyter.md"), doc).expect("writes the doc");
    }
}
