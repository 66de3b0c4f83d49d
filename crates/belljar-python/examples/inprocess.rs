//! In-process timing of belljar-python for bench/run-interpreter.sh: for each program given,
//! the time to parse, compile and run its source in a fresh `Session` (as `run_script` does,
//! output captured), repeated, without process start-up. bench/inprocess.py times CPython's
//! `compile()` + `exec()` of the same source the same way.
//!
//! `inprocess [--runs N] PROGRAM.py ...` prints one JSON object per program, one per line:
//! `{"program", "runs", "median_ms", "min_ms", "exit_code", "stdout"}` (the stdout of the
//! first run, for the runner to compare with CPython's). `inprocess --startup [RUNS]` prints
//! `{"runs", "min_us", "median_us", "p90_us", "session_bytes"}`: a fresh session's time from
//! `Session::new` to the result of `print(1 + 1)`, and the bytes it holds live afterwards.
//! Everything runs on one thread with the interpreter's stack size, as the CLI runs it.

use std::time::{Duration, Instant};

use belljar_python::alloc::{CountingAlloc, thread_allocated};
use belljar_python::session::STACK_SIZE;
use belljar_python::{Limits, Session};

#[global_allocator]
static ALLOC: CountingAlloc = CountingAlloc;

/// Limits for benchmark programs: the defaults, without the time limit.
fn limits() -> Limits {
    Limits {
        timeout: None,
        ..Limits::default()
    }
}

/// Median and minimum of `times`, in milliseconds.
fn stats_ms(times: &mut [Duration]) -> (f64, f64) {
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    (ms(times[times.len() / 2]), ms(times[0]))
}

/// Time each program `runs` times; one JSON line each.
fn programs(paths: &[String], runs: usize) -> Result<(), String> {
    for path in paths {
        let source = std::fs::read_to_string(path).map_err(|e| format!("reading {path}: {e}"))?;
        let mut first = None;
        let mut times = Vec::with_capacity(runs);
        for _ in 0..runs {
            let mut session = Session::new(limits());
            let t = Instant::now();
            let out = session.run_script(&source, path);
            times.push(t.elapsed());
            drop(session);
            first.get_or_insert(out);
        }
        let out = first.ok_or("no runs")?;
        let (median, min) = stats_ms(&mut times);
        let line = serde_json::json!({
            "program": path,
            "runs": runs,
            "median_ms": median,
            "min_ms": min,
            "exit_code": out.exit_code,
            "stdout": out.stdout,
            "stderr": out.stderr,
        });
        println!("{line}");
    }
    Ok(())
}

/// A fresh session's time to the result of `print(1 + 1)`, and its live bytes.
fn startup(runs: usize) -> Result<(), String> {
    let once = || {
        let start = Instant::now();
        let mut session = Session::new(Limits::default());
        let out = session.run_script("print(1 + 1)\n", "<bench>");
        (start.elapsed(), session, out)
    };
    for _ in 0..50 {
        drop(once());
    }
    let mut times = Vec::with_capacity(runs);
    for _ in 0..runs {
        let (t, session, out) = once();
        if out.stdout != "2\n" || out.exit_code != 0 {
            return Err(format!("print(1 + 1) gave {out:?}"));
        }
        drop(session);
        times.push(t);
    }
    times.sort();
    let pct = |p: usize| times[(times.len() - 1) * p / 100].as_secs_f64() * 1e6;
    let before = thread_allocated();
    let (_, session, _) = once();
    let session_bytes = thread_allocated() - before;
    drop(session);
    let line = serde_json::json!({
        "runs": runs,
        "min_us": pct(0),
        "median_us": pct(50),
        "p90_us": pct(90),
        "session_bytes": session_bytes,
    });
    println!("{line}");
    Ok(())
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut runs = 5usize;
    if let Some(i) = args.iter().position(|a| a == "--runs") {
        runs = args
            .get(i + 1)
            .and_then(|n| n.parse().ok())
            .filter(|&n| n > 0)
            .unwrap_or_else(|| {
                eprintln!("inprocess: --runs takes a positive number");
                std::process::exit(2)
            });
        args.drain(i..i + 2);
    }
    let work = move || -> Result<(), String> {
        if args.first().map(String::as_str) == Some("--startup") {
            let n = args.get(1).and_then(|n| n.parse().ok()).unwrap_or(2000);
            startup(n.max(1))
        } else {
            programs(&args, runs)
        }
    };
    let result = std::thread::Builder::new()
        .name("belljar-python-bench".into())
        .stack_size(STACK_SIZE)
        .spawn(work)
        .map_err(|e| e.to_string())
        .and_then(|h| {
            h.join()
                .map_err(|_| "the benchmark thread panicked".to_string())
        })
        .and_then(|r| r);
    if let Err(e) = result {
        eprintln!("inprocess: {e}");
        std::process::exit(1);
    }
}
