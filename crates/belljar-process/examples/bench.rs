//! Benchmark of the process backend against its references, all measured in the same run:
//!
//! - one-shot `print(1)` through Belljar (sandboxed, and unsandboxed) vs bare
//!   `python3 -c 'print(1)'`: the median overhead;
//! - a CPython session's start and its round trip for `x += 1` (sandboxed, and unsandboxed) vs
//!   ipykernel driven by jupyter_client (`examples/jupyter_roundtrip.py`, run with the venv from
//!   scripts/setup-venv), and session start vs bare `python3` start. Session start is measured
//!   twice: *warm* (the executor's pool of pre-started sessions is ready; the time is taking
//!   one, checking it is alive and running `0`) and *cold* (no pool: launching the sandbox
//!   and CPython, then running `0`).
//!
//! - the CLI: `belljar run --backend process FILE` against bare `python3 FILE` with the same
//!   interpreter, as two commands started from here (a whole process each, so Belljar's own
//!   start-up, the interpreter discovery and a cold sandbox are in it); the same with
//!   `--unsandboxed`; and served by a `belljar broker` started here, as `belljar run` and as
//!   `belljar-run` (the small client binary beside `belljar`).
//!
//! Run: `bench/run-process.sh [N]` (builds the CLI and this example in release, then runs
//! `bench -- N --cli target/release/belljar --write`). Prints a Markdown table; `--write`
//! also rewrites `docs/benchmarks-process.md` with it.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use belljar::{CancellationToken, CodeBlock, ExecOptions, Executor};
use belljar_process::{ProcessConfig, ProcessExecutor, Sandboxing};

fn median(mut samples: Vec<Duration>) -> f64 {
    assert!(!samples.is_empty());
    samples.sort();
    samples[samples.len() / 2].as_secs_f64() * 1e3
}

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn config(sandboxed: bool, sessions: bool) -> ProcessConfig {
    config_warm(sandboxed, sessions, 0)
}

fn config_warm(sandboxed: bool, sessions: bool, warm: usize) -> ProcessConfig {
    ProcessConfig {
        python_sessions: sessions,
        warm_sessions: warm,
        sandboxing: if sandboxed {
            Sandboxing::default()
        } else {
            Sandboxing::Unsandboxed
        },
        // Unsandboxed, nothing could enforce a memory limit.
        limits: belljar::Limits {
            memory_bytes: sandboxed.then_some(belljar::limits::DEFAULT_MEMORY_BYTES),
            ..belljar::Limits::default()
        },
        ..ProcessConfig::default()
    }
}

/// The median of signed millisecond values.
fn median_ms(mut v: Vec<f64>) -> f64 {
    assert!(!v.is_empty());
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// One-shot `print(1)`: bare, sandboxed (with the sandbox prepared in the background after
/// the previous run, the default), sandboxed cold (`prepare_sandboxes: false`) and
/// unsandboxed, interleaved so that load on the machine falls on all alike. Returns their
/// medians, then the medians of the paired overheads (each run minus the bare run just
/// before it) in the same order.
async fn oneshot(python: &Path, n: usize) -> ([f64; 4], [f64; 3]) {
    let (options, cancel) = (ExecOptions::default(), CancellationToken::new());
    let mut sandboxed = ProcessExecutor::new(config(true, false));
    let mut cold = ProcessExecutor::new(ProcessConfig {
        prepare_sandboxes: false,
        ..config(true, false)
    });
    let mut plain = ProcessExecutor::new(config(false, false));
    for exec in [&mut sandboxed, &mut cold, &mut plain] {
        exec.open().await.expect("open");
    }
    let block = CodeBlock::new("python", "print(1)\n");
    let (mut b, mut s, mut c, mut p) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for _ in 0..n {
        b.push(bare(python, &["-c", "print(1)"]));
        for (exec, samples) in [
            (&mut sandboxed, &mut s),
            (&mut cold, &mut c),
            (&mut plain, &mut p),
        ] {
            let t0 = Instant::now();
            let r = exec.execute(&block, &options, &cancel).await;
            assert_eq!(r.stdout, "1\n", "{r:?}");
            samples.push(t0.elapsed());
            // Runs are spaced as an agent's are (by model calls, here only 20 ms), so that
            // what an executor does in the background after a run (preparing the next
            // sandbox) does not fall into the next measurement.
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
    for exec in [&mut sandboxed, &mut cold, &mut plain] {
        exec.close().await.ok();
    }
    let paired = |x: &[Duration]| {
        median_ms(
            x.iter()
                .zip(&b)
                .map(|(x, b)| (x.as_secs_f64() - b.as_secs_f64()) * 1e3)
                .collect(),
        )
    };
    let overheads = [paired(&s), paired(&c), paired(&p)];
    (
        [median(b.clone()), median(s), median(c), median(p)],
        overheads,
    )
}

/// Session start (open → first result of `0`): bare `python3 -c pass`, sandboxed sessions
/// taken warm from a ready pool, cold sandboxed and cold unsandboxed sessions, interleaved.
/// Returns the medians (bare, warm sandboxed, cold sandboxed, cold unsandboxed).
async fn session_start(python: &Path, n: usize) -> (f64, f64, f64, f64) {
    let (options, cancel) = (ExecOptions::default(), CancellationToken::new());
    let (mut b, mut w, mut s, mut p) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for _ in 0..n {
        b.push(bare(python, &["-c", "pass"]));
        for (sandboxed, warm, samples) in [(true, 1, &mut w), (true, 0, &mut s), (false, 0, &mut p)]
        {
            let mut exec = ProcessExecutor::new(config_warm(sandboxed, true, warm));
            exec.open().await.expect("open");
            if warm > 0 {
                assert_eq!(exec.wait_warm().await.expect("warm"), warm);
            }
            let t0 = Instant::now();
            let r = exec
                .execute(&CodeBlock::new("python", "0"), &options, &cancel)
                .await;
            assert!(r.is_ok(), "{r:?}");
            samples.push(t0.elapsed());
            exec.close().await.ok();
        }
    }
    (median(b), median(w), median(s), median(p))
}

async fn round_trip(sandboxed: bool, n: usize) -> f64 {
    let (options, cancel) = (ExecOptions::default(), CancellationToken::new());
    let mut exec = ProcessExecutor::new(config(sandboxed, true));
    exec.execute(&CodeBlock::new("python", "x = 0"), &options, &cancel)
        .await;
    let step = CodeBlock::new("python", "x += 1");
    let mut samples = Vec::new();
    for _ in 0..n {
        let t0 = Instant::now();
        let r = exec.execute(&step, &options, &cancel).await;
        assert!(r.is_ok(), "{r:?}");
        samples.push(t0.elapsed());
    }
    exec.close().await.ok();
    median(samples)
}

/// The CLI's one-shot runs against bare `python3 FILE`, interleaved: `belljar run --backend
/// process FILE` (the default sandbox, one-shot mode), the same with `--unsandboxed`, the
/// same served by a `belljar broker` this starts, `belljar-run` served by it, and `python
/// FILE`, on the same `print(1)` file.
fn cli_oneshot(belljar: &Path, python: &Path, n: usize) -> CliFigures {
    let dir = tempfile::tempdir().expect("temporary directory");
    let script = dir.path().join("one.py");
    std::fs::write(&script, "print(1)\n").expect("write the script");
    let script = script.to_string_lossy().into_owned();
    // A broker of its own for the brokered runs (`belljar broker`, docs/cli.md); the other
    // runs are told there is none, so that a broker the user runs does not serve them.
    let socket = dir.path().join("broker.sock");
    let broker_log = dir.path().join("broker.log");
    let mut broker = std::process::Command::new(belljar)
        .args(["broker", "--socket"])
        .arg(&socket)
        .stdin(std::process::Stdio::null())
        .stderr(std::fs::File::create(&broker_log).expect("broker log"))
        .spawn()
        .expect("start belljar broker");
    while !socket.exists() {
        std::thread::sleep(Duration::from_millis(10));
    }
    // `belljar-run`, the small client beside `belljar`: `belljar run` without the word `run`.
    let small = belljar.with_file_name("belljar-run");
    assert!(
        small.is_file(),
        "no {} (bench/run-process.sh builds it)",
        small.display()
    );
    let cli = |belljar: &Path, extra: &[&str], brokered: bool| {
        let t0 = Instant::now();
        let mut command = std::process::Command::new(belljar);
        if belljar != small {
            command.arg("run");
        }
        let out = command
            .args(["--backend", "process"])
            .args(extra)
            .arg(&script)
            .env(
                "BELLJAR_BROKER",
                if brokered {
                    socket.as_os_str()
                } else {
                    "".as_ref()
                },
            )
            .output()
            .expect("run belljar");
        assert_eq!(out.stdout, b"1\n", "{out:?}");
        let took = t0.elapsed();
        // What a run leaves to the background (the broker preparing the next sandbox, a cold
        // sandbox's outer process removing its cgroups) must not fall into the next
        // measurement: an agent's runs are spaced by model calls anyway.
        std::thread::sleep(Duration::from_millis(30));
        took
    };
    // The first runs fill the on-disk interpreter cache, as any earlier use would have.
    for _ in 0..3 {
        cli(belljar, &[], false);
        cli(belljar, &["--unsandboxed"], false);
        cli(belljar, &[], true);
        cli(&small, &[], true);
    }
    let (mut b, mut c, mut u, mut k, mut s) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for _ in 0..n {
        b.push(bare(python, &[&script]));
        c.push(cli(belljar, &[], false));
        b.push(bare(python, &[&script]));
        u.push(cli(belljar, &["--unsandboxed"], false));
        b.push(bare(python, &[&script]));
        k.push(cli(belljar, &[], true));
        b.push(bare(python, &[&script]));
        s.push(cli(&small, &[], true));
    }
    let _ = broker.kill();
    let _ = broker.wait();
    // Every brokered run was served by the broker (none ran by itself).
    let log = std::fs::read_to_string(&broker_log).unwrap_or_default();
    let served = log.matches("served pid").count();
    assert_eq!(
        served,
        2 * (n + 3),
        "brokered runs not served by the broker:\n{log}"
    );
    let paired = |xs: &[Duration], offset: usize| {
        median_ms(
            xs.iter()
                .zip(b.iter().skip(offset).step_by(4))
                .map(|(x, b)| (x.as_secs_f64() - b.as_secs_f64()) * 1e3)
                .collect(),
        )
    };
    CliFigures {
        sandboxed_paired: paired(&c, 0),
        unsandboxed_paired: paired(&u, 1),
        brokered_paired: paired(&k, 2),
        small_paired: paired(&s, 3),
        bare: median(b),
        sandboxed: median(c),
        unsandboxed: median(u),
        brokered: median(k),
        small: median(s),
    }
}

/// What [`cli_oneshot`] measured: medians, and medians of the paired differences (each CLI
/// run minus the bare run just before it), in milliseconds for the latter.
struct CliFigures {
    bare: f64,
    sandboxed: f64,
    unsandboxed: f64,
    brokered: f64,
    small: f64,
    sandboxed_paired: f64,
    unsandboxed_paired: f64,
    brokered_paired: f64,
    small_paired: f64,
}

/// The line of docs/benchmarks-process.md after which the text is written by hand: `--write`
/// replaces what is above it and keeps it and what follows.
const KEPT_MARKER: &str = "<!-- written by hand below this line";

fn bare(python: &Path, args: &[&str]) -> Duration {
    let t0 = Instant::now();
    let out = std::process::Command::new(python)
        .args(args)
        .output()
        .expect("run python3");
    assert!(out.status.success());
    t0.elapsed()
}

/// The 1-minute load average, to say how busy the machine was.
fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|s| s.split_whitespace().next().map(str::to_string))
        .unwrap_or_else(|| "unknown".into())
}

fn jupyter(n: usize) -> Option<(f64, f64)> {
    let python = repo().join(".venv/bin/python");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/jupyter_roundtrip.py");
    let out = std::process::Command::new(python)
        .arg(script)
        .arg(n.to_string())
        .stderr(std::process::Stdio::null())
        .output()
        .ok()?;
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).ok()?;
    Some((value["start_ms"].as_f64()?, value["roundtrip_ms"].as_f64()?))
}

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let write = args.iter().any(|a| a == "--write");
    let n: usize = args.iter().find_map(|a| a.parse().ok()).unwrap_or(100);
    // The CLI binary: `--cli PATH`, else `belljar` beside this example's directory.
    let belljar = args
        .iter()
        .position(|a| a == "--cli")
        .and_then(|i| args.get(i + 1))
        .map(PathBuf::from)
        .or_else(|| {
            let exe = std::env::current_exe().ok()?;
            Some(exe.parent()?.parent()?.join("belljar"))
        })
        .filter(|p| p.is_file());
    // The same real executable Belljar runs (not a pyenv shim), so the comparison is fair.
    let python = belljar_process::resolve_interpreter("python3", None).expect("python3 on PATH");

    let load_before = load_average();
    let (
        [bare_print, sandboxed_print, cold_print, plain_print],
        [sandboxed_paired, cold_paired, plain_paired],
    ) = oneshot(&python, n).await;
    let (bare_start, warm_start, sandboxed_start, plain_start) =
        session_start(&python, n / 5 + 1).await;
    let sandboxed_trip = round_trip(true, n * 5).await;
    let plain_trip = round_trip(false, n * 5).await;
    let jupyter = jupyter(n * 2);
    let cli = belljar.as_deref().map(|b| cli_oneshot(b, &python, n));
    let load_after = load_average();

    let mut table = String::new();
    let row = |t: &mut String, what: &str, ours: f64, reference: f64, against: &str| {
        let _ = writeln!(
            t,
            "| {what} | {ours:.3} ms | {against}: {reference:.3} ms | {:.3}x ({:+.3} ms) |",
            ours / reference,
            ours - reference
        );
    };
    table.push_str(
        "| measurement (median) | Belljar | reference (same run) | ratio (difference) |\n",
    );
    table.push_str("|---|---|---|---|\n");
    row(
        &mut table,
        "one-shot `print(1)`, sandboxed (prepared in the background, the default)",
        sandboxed_print,
        bare_print,
        "bare `python3 -c 'print(1)'`",
    );
    row(
        &mut table,
        "one-shot `print(1)`, sandboxed, cold (`prepare_sandboxes: false`)",
        cold_print,
        bare_print,
        "bare `python3 -c 'print(1)'`",
    );
    row(
        &mut table,
        "one-shot `print(1)`, unsandboxed",
        plain_print,
        bare_print,
        "bare `python3 -c 'print(1)'`",
    );
    row(
        &mut table,
        "session start, sandboxed, **warm** (from the pool)",
        warm_start,
        bare_start,
        "bare `python3 -c pass`",
    );
    row(
        &mut table,
        "session start, sandboxed, **cold** (no pool)",
        sandboxed_start,
        bare_start,
        "bare `python3 -c pass`",
    );
    row(
        &mut table,
        "session start, unsandboxed, cold",
        plain_start,
        bare_start,
        "bare `python3 -c pass`",
    );
    match jupyter {
        Some((j_start, j_trip)) => {
            row(
                &mut table,
                "session start, sandboxed, cold",
                sandboxed_start,
                j_start,
                "ipykernel start (jupyter_client)",
            );
            row(
                &mut table,
                "session round trip `x += 1`, sandboxed",
                sandboxed_trip,
                j_trip,
                "ipykernel (jupyter_client)",
            );
            row(
                &mut table,
                "session round trip `x += 1`, unsandboxed",
                plain_trip,
                j_trip,
                "ipykernel (jupyter_client)",
            );
        }
        None => {
            let _ = writeln!(
                table,
                "| session round trip `x += 1`, sandboxed | {sandboxed_trip:.3} ms | ipykernel: not measured (no .venv: run scripts/setup-venv) | |"
            );
        }
    }
    let cli_note = match cli {
        Some(f) => {
            row(
                &mut table,
                "CLI one-shot `belljar run --backend process one.py` (sandboxed, cold: a new process)",
                f.sandboxed,
                f.bare,
                "bare `python3 one.py`",
            );
            row(
                &mut table,
                "CLI one-shot `belljar run --backend process --unsandboxed one.py`",
                f.unsandboxed,
                f.bare,
                "bare `python3 one.py`",
            );
            row(
                &mut table,
                "CLI one-shot `belljar run --backend process one.py` served by `belljar broker` (sandbox prepared ahead)",
                f.brokered,
                f.bare,
                "bare `python3 one.py`",
            );
            row(
                &mut table,
                "CLI one-shot `belljar-run --backend process one.py` (the small client) served by `belljar broker`",
                f.small,
                f.bare,
                "bare `python3 one.py`",
            );
            format!(
                "\n**CLI** one-shot: `belljar run --backend process one.py` (a `print(1)` file; the release binary, started from the benchmark as a whole process, the sandbox set up on its path), the same with `--unsandboxed`, the same served by a `belljar broker` the benchmark started (the command hands its run to the broker, which runs it in a sandbox prepared while it waited), and `belljar-run --backend process one.py` (the same command in the small client binary) served by the same broker (every brokered run is checked to have been served), against the same interpreter run bare on the same file, interleaved, {n} runs each: median paired difference **{:+.3} ms** sandboxed, **{:+.3} ms** unsandboxed, **{:+.3} ms** through the broker, **{:+.3} ms** through the broker with `belljar-run`. Belljar finds the interpreter behind `python3` (a pyenv shim here) once and keeps it in `~/.cache/belljar/python-runtimes.json` (keyed by the binary's path, inode, size and modification time; a shim's also by its version files and environment), so a run starts no Python but the one that runs the code; the unsandboxed figure is what the CLI itself costs, the difference between the two is the sandbox's set-up and teardown on a cold process.\n",
                f.sandboxed_paired, f.unsandboxed_paired, f.brokered_paired, f.small_paired
            )
        }
        None => {
            let _ = writeln!(
                table,
                "| CLI one-shot `belljar run --backend process` | not measured (no `--cli` binary: use bench/run-process.sh) | | |"
            );
            String::new()
        }
    };
    print!("{table}");
    print!("{cli_note}");
    println!(
        "one-shot overhead, median of paired differences: sandboxed {sandboxed_paired:+.3} ms, \
         cold {cold_paired:+.3} ms, unsandboxed {plain_paired:+.3} ms"
    );
    if write {
        let machine = format!(
            "{} cores; {}; {}",
            std::thread::available_parallelism()
                .map(|n| n.get())
                .unwrap_or(0),
            String::from_utf8_lossy(
                &std::process::Command::new(&python)
                    .arg("--version")
                    .output()
                    .map(|o| o.stdout)
                    .unwrap_or_default()
            )
            .trim(),
            String::from_utf8_lossy(
                &std::process::Command::new("uname")
                    .arg("-r")
                    .output()
                    .map(|o| o.stdout)
                    .unwrap_or_default()
            )
            .trim(),
        );
        let doc = format!(
            "# Process backend benchmark\n\nWritten by `bench/run-process.sh {n}` (`cargo run --release -p belljar-process --example bench -- {n} --cli target/release/belljar --write`); do not edit by hand above the marker line (what follows it is kept).\nEvery reference is measured in the same run on the same machine ({machine}).\n\n{table}\nMedians over {n} runs (session start: {} runs; round trips: {} runs; ipykernel round trips: {} runs). Load average (1 min) at the start and the end of the run: {load_before} / {load_after}.\n\nOne-shot overhead as the median of the paired differences (each run minus the bare run just before it, which cancels slow drifts of the machine): sandboxed **{sandboxed_paired:+.3} ms**, sandboxed cold {cold_paired:+.3} ms, unsandboxed {plain_paired:+.3} ms. Each executor runs 20 ms after the previous run (an agent's runs are spaced by model calls), so that what an executor does in the background after a run does not fall into the next measurement. **Prepared** one-shot runs: after each sandboxed run the executor prepares the next sandbox in the background (`belljar_sandbox::prepare`: cgroups, namespaces, root file system, init waiting), so the run itself only forks and executes `python3`; a **cold** run sets the whole sandbox up on its path.\n\n**Warm** session start: the executor keeps `warm_sessions` (default {}) sessions started in the background; the time is from `execute` to the result of `0` when one is ready (taking it, a ping to check it is alive, the execution). The pool's own start-up is not in it — it happens before the user arrives (after `open`, `restart`, or the death of the previous session). **Cold** session start (`warm_sessions: 0`, or an executor used before its pool is ready): launching the sandbox and CPython in `execute`, then running `0`; CPython's own start-up on this machine is most of it, as the bare `python3 -c pass` row shows.\n{cli_note}",
            n / 5 + 1,
            n * 5,
            n * 2,
            belljar_process::DEFAULT_WARM_SESSIONS,
        );
        // What follows the marker was written by hand (analyses of these figures): kept.
        let path = repo().join("docs/benchmarks-process.md");
        let kept = std::fs::read_to_string(&path)
            .ok()
            .and_then(|old| old.find(KEPT_MARKER).map(|at| old[at..].to_string()))
            .unwrap_or_default();
        let doc = if kept.is_empty() {
            doc
        } else {
            format!("{}\n\n{kept}", doc.trim_end())
        };
        std::fs::write(&path, doc).expect("write docs/benchmarks-process.md");
    }
}
