//! Fresh-session start-up of belljar-python, measured in-process: the time from creating a
//! `Session` to having the result of `print(1 + 1)`, and the bytes a session holds live once
//! it has produced that result (counted by belljar-python's `CountingAlloc`).
//!
//! Prints one JSON object: `{"runs", "min_us", "median_us", "p90_us", "session_bytes"}`.
//! Exits non-zero, printing the reason, if a run does not print exactly `2`.

use std::time::{Duration, Instant};

use belljar_python::alloc::{CountingAlloc, thread_allocated};
use belljar_python::{Limits, Session};

#[global_allocator]
static ALLOC: CountingAlloc = CountingAlloc;

const SOURCE: &str = "print(1 + 1)\n";

/// One fresh session running `print(1 + 1)`: its time to first result and the session.
fn once() -> (Duration, Session) {
    let start = Instant::now();
    let mut session = Session::new(Limits::default());
    let out = session.run_script(SOURCE, "<bench>");
    let elapsed = start.elapsed();
    if out.stdout != "2\n" || out.exit_code != 0 {
        eprintln!(
            "startup bench: print(1 + 1) gave stdout {:?}, exit code {}, stderr {:?}",
            out.stdout, out.exit_code, out.stderr
        );
        std::process::exit(1);
    }
    (elapsed, session)
}

fn main() {
    let runs: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(2000);
    // Warm the process (page faults, lazy statics) before timing.
    for _ in 0..50 {
        drop(once());
    }
    let mut times: Vec<Duration> = (0..runs).map(|_| once().0).collect();
    times.sort();
    let pct = |p: usize| times[(times.len() - 1) * p / 100].as_secs_f64() * 1e6;

    let before = thread_allocated();
    let (_, session) = once();
    let session_bytes = thread_allocated() - before;
    drop(session);

    println!(
        "{{\"runs\": {runs}, \"min_us\": {:.2}, \"median_us\": {:.2}, \"p90_us\": {:.2}, \"session_bytes\": {session_bytes}}}",
        pct(0),
        pct(50),
        pct(90)
    );
}
