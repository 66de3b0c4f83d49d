//! What the executor path costs over the interpreter itself, measured in one run.
//!
//! For a three-line snippet, timed in interleaved rounds (each after a 200 µs pause, so that
//! interpreter threads are asleep as they would be between an agent's turns) so machine load
//! hits every series alike:
//! - (a) `Session::execute` on an existing session (the interpreter itself);
//! - (b) `InterpreterExecutor::execute` on an existing, open executor (the default placement:
//!   an interpreter thread);
//! - (d) the same on the caller's thread (`InterpreterExecutor::on_caller_thread`, the CLI's);
//! - (f) `Session::new` + `Session::execute` (a fresh session, in process);
//! - (c) a fresh `InterpreterExecutor`: `open` + `execute` + `close`;
//! - (e) the same on the caller's thread.
//!
//! - (w) the machine's own floor for a hand-off: a bare thread, asleep, sent a number over a
//!   channel that it sends back, the caller polling for the answer as `execute` does.
//!
//! Reports medians (and 10th/90th percentiles), the overheads (b) − (a), (d) − (a), (c) − (f)
//! and (e) − (f), and
//! (w) beside them: what any design that runs the code on another thread pays here.
//! Before those, once: the process's first executor (`open`, which starts an interpreter
//! thread, then `execute` and `close`), as a one-shot `belljar run --json` meets it.
//! `cargo run --release -p belljar-python --example executor_path [-- ROUNDS] [--json]`;
//! with `--json` it prints one JSON object (for bench/run_interpreter.py) instead of text.
//! Exits non-zero if any run gives the wrong output.

use std::time::{Duration, Instant};

use belljar::{CancellationToken, CodeBlock, ExecOptions, ExecResult, Executor, Status};
use belljar_python::{InterpreterExecutor, Limits, Session};

#[global_allocator]
static ALLOC: belljar_python::alloc::CountingAlloc = belljar_python::alloc::CountingAlloc;

/// The snippet: three lines, a print and a last value, as an agent's small step would be.
const SNIPPET: &str = "xs = [3, 1, 2]\nprint(sorted(xs))\nsum(xs) * 2\n";

/// Exit with a message unless `r` is the snippet's result.
fn check(what: &str, r: &ExecResult) {
    let ok = r.status == Status::Ok
        && r.stdout == "[1, 2, 3]\n"
        && r.value.as_ref().is_some_and(|v| v.repr == "12");
    if !ok {
        eprintln!("executor_path: {what} gave a wrong result: {r:?}");
        std::process::exit(1);
    }
}

/// The pause before each round (longer than an interpreter thread stays awake after a job).
const PAUSE: Duration = Duration::from_micros(200);

/// One series of timings, in microseconds.
struct Series(Vec<f64>);

impl Series {
    fn push(&mut self, d: Duration) {
        self.0.push(d.as_secs_f64() * 1e6);
    }
    fn pct(&self, p: usize) -> f64 {
        let mut v = self.0.clone();
        v.sort_by(f64::total_cmp);
        v[(v.len() - 1) * p / 100]
    }
    fn median(&self) -> f64 {
        self.pct(50)
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let json = args.iter().any(|a| a == "--json");
    let rounds: usize = args
        .iter()
        .find_map(|a| a.parse().ok())
        .unwrap_or(2000)
        .max(1);
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a tokio runtime");
    let opts = ExecOptions::default();
    let cancel = CancellationToken::new();
    let block = CodeBlock::new("python", SNIPPET);

    // The process's first executor: a new interpreter thread.
    let t = Instant::now();
    let mut first = InterpreterExecutor::new(Limits::default());
    rt.block_on(first.open()).expect("open");
    let first_open = t.elapsed();
    let t = Instant::now();
    let r = rt.block_on(first.execute(&block, &opts, &cancel));
    let first_exec = t.elapsed();
    check("the first InterpreterExecutor", &r);
    let t = Instant::now();
    rt.block_on(first.close()).expect("close");
    let first_close = t.elapsed();
    let us = |d: Duration| d.as_secs_f64() * 1e6;

    let mut session = Session::new(Limits::default());
    let mut executor = InterpreterExecutor::new(Limits::default());
    rt.block_on(executor.open()).expect("open");
    let mut here = InterpreterExecutor::on_caller_thread(Limits::default());
    rt.block_on(here.open()).expect("open");
    let (mut here_s, mut here_fresh) = (Series(Vec::new()), Series(Vec::new()));

    let (mut a, mut b, mut f, mut c) = (
        Series(Vec::new()),
        Series(Vec::new()),
        Series(Vec::new()),
        Series(Vec::new()),
    );
    // (w): a bare thread that answers.
    let (ping_tx, ping_rx) = std::sync::mpsc::channel::<u64>();
    let (pong_tx, pong_rx) = std::sync::mpsc::channel::<u64>();
    std::thread::spawn(move || {
        while let Ok(x) = ping_rx.recv() {
            if pong_tx.send(x).is_err() {
                break;
            }
        }
    });
    let mut w = Series(Vec::new());
    let (mut c_open, mut c_exec, mut c_close) =
        (Series(Vec::new()), Series(Vec::new()), Series(Vec::new()));
    let warm = (rounds / 10).clamp(1, 200);
    for round in 0..warm + rounds {
        let timed = round >= warm;
        // A pause before each round, as between an agent's turns: the interpreter threads are
        // asleep when the jobs arrive, so every execution pays the wake-up a real one pays.
        // This thread waits busy, so that it is not the one coming back cold to series (a).
        let t = Instant::now();
        while t.elapsed() < PAUSE {
            std::hint::spin_loop();
        }

        let t = Instant::now();
        ping_tx.send(round as u64).expect("ping");
        let spin_until = Instant::now() + Duration::from_micros(50);
        loop {
            match pong_rx.try_recv() {
                Ok(_) => break,
                Err(_) if Instant::now() < spin_until => std::thread::yield_now(),
                Err(_) => {
                    pong_rx.recv().expect("pong");
                    break;
                }
            }
        }
        let d = t.elapsed();
        if timed {
            w.push(d);
        }
        let t = Instant::now();
        while t.elapsed() < PAUSE {
            std::hint::spin_loop();
        }

        let t = Instant::now();
        let r = session.execute(SNIPPET);
        let d = t.elapsed();
        check("Session::execute", &r);
        if timed {
            a.push(d);
        }

        let t = Instant::now();
        let r = rt.block_on(executor.execute(&block, &opts, &cancel));
        let d = t.elapsed();
        check("InterpreterExecutor::execute", &r);
        if timed {
            b.push(d);
        }

        let t = Instant::now();
        let r = rt.block_on(here.execute(&block, &opts, &cancel));
        let dt = t.elapsed();
        check("InterpreterExecutor::execute on the caller's thread", &r);
        if timed {
            here_s.push(dt);
        }

        let t = Instant::now();
        let mut fresh = Session::new(Limits::default());
        let r = fresh.execute(SNIPPET);
        let d = t.elapsed();
        check("Session::new + execute", &r);
        drop(fresh);
        if timed {
            f.push(d);
        }

        let t = Instant::now();
        let (r, t_open, t_exec) = rt.block_on(async {
            let mut ex = InterpreterExecutor::new(Limits::default());
            ex.open().await.expect("open");
            let t_open = Instant::now();
            let r = ex.execute(&block, &opts, &cancel).await;
            let t_exec = Instant::now();
            ex.close().await.expect("close");
            (r, t_open, t_exec)
        });
        let d = t.elapsed();
        check("fresh InterpreterExecutor", &r);
        if timed {
            c.push(d);
            c_open.push(t_open - t);
            c_exec.push(t_exec - t_open);
            c_close.push(t.elapsed() - (t_exec - t));
        }

        let t = Instant::now();
        let r = rt.block_on(async {
            let mut ex = InterpreterExecutor::on_caller_thread(Limits::default());
            ex.open().await.expect("open");
            let r = ex.execute(&block, &opts, &cancel).await;
            ex.close().await.expect("close");
            r
        });
        let dt = t.elapsed();
        check("fresh InterpreterExecutor on the caller's thread", &r);
        if timed {
            here_fresh.push(dt);
        }
    }
    rt.block_on(executor.close()).expect("close");
    rt.block_on(here.close()).expect("close");

    let over_b = b.median() - a.median();
    let over_c = c.median() - f.median();
    let over_d = here_s.median() - a.median();
    let over_e = here_fresh.median() - f.median();
    if json {
        println!(
            "{{\"rounds\": {rounds}, \"session_us\": {:.2}, \"executor_us\": {:.2}, \
             \"fresh_session_us\": {:.2}, \"fresh_executor_us\": {:.2}, \
             \"overhead_existing_us\": {over_b:.2}, \"overhead_fresh_us\": {over_c:.2}, \
             \"caller_executor_us\": {:.2}, \"caller_fresh_executor_us\": {:.2}, \
             \"overhead_caller_existing_us\": {over_d:.2}, \"overhead_caller_fresh_us\": {over_e:.2}, \
             \"handoff_floor_us\": {:.2}, \"first_open_us\": {:.2}, \"first_execute_us\": {:.2}, \"first_close_us\": {:.2}}}",
            a.median(),
            b.median(),
            f.median(),
            c.median(),
            here_s.median(),
            here_fresh.median(),
            w.median(),
            us(first_open),
            us(first_exec),
            us(first_close)
        );
        return;
    }
    println!(
        "the process's first executor: open {:.2} us, execute {:.2} us, close {:.2} us",
        us(first_open),
        us(first_exec),
        us(first_close)
    );
    println!("snippet: {SNIPPET:?}; {rounds} interleaved rounds (after {warm} warm-up rounds)");
    println!("                                          median      p10      p90  (us)");
    for (name, s) in [
        ("(a) Session::execute, existing session", &a),
        ("(b) InterpreterExecutor::execute, existing", &b),
        ("(d) the same on the caller's thread", &here_s),
        ("(f) Session::new + execute", &f),
        ("(c) fresh executor open+execute+close", &c),
        ("    of which open", &c_open),
        ("    of which execute", &c_exec),
        ("    of which close", &c_close),
        ("(e) the same on the caller's thread", &here_fresh),
        ("(w) bare hand-off to a sleeping thread", &w),
    ] {
        println!(
            "{name:<42} {:>8.2} {:>8.2} {:>8.2}",
            s.median(),
            s.pct(10),
            s.pct(90)
        );
    }
    println!("overhead of the executor, existing session (b) - (a): {over_b:.2} us");
    println!("overhead of the executor, fresh session    (c) - (f): {over_c:.2} us");
    println!("on the caller's thread, existing session   (d) - (a): {over_d:.2} us");
    println!("on the caller's thread, fresh session      (e) - (f): {over_e:.2} us");
}
