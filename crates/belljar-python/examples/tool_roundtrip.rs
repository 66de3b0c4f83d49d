//! In-process timing of a callback tool call for bench/run-host.sh: the cost of one call of
//! a host tool from Python code, over the tool's own work, beside the cost of one call of a
//! Python function in the same session.
//!
//! `tool_roundtrip [--runs R] [--calls N]` prints one JSON object with the median time (over
//! R runs, each in a fresh `Session`) of three loops of N iterations: `pass` (the loop
//! itself), `f(i)` with `def f(x): return x`, and `echo(i)` with `echo` a tool whose
//! function returns its first argument; and `tool_work_ns`, the time of the tool's function
//! alone per call (on `ToolCall`s built beforehand).
//! bench/run_host.py subtracts the loop and times CPython's `f(i)` loop the same way.

use std::time::{Duration, Instant};

use belljar::{Data, Tool, ToolCall, ToolError};
use belljar_python::session::STACK_SIZE;
use belljar_python::{Limits, Session};

/// The tool's function: the first argument back (so `echo(i)` returns `i`).
fn echo(call: ToolCall) -> Result<Data, ToolError> {
    Ok(call.args.into_iter().next().unwrap_or(Data::None))
}

/// Median of `times`.
fn median(times: &mut [Duration]) -> Duration {
    times.sort();
    times[times.len() / 2]
}

/// The median time of calling `bench()` (whose body is `body`) in a fresh session with the
/// tool, after running `setup` at module level, `runs` times; fails if a run does not end
/// cleanly.
fn time_loop(setup: &str, body: &str, runs: usize) -> Result<Duration, String> {
    let mut times = Vec::with_capacity(runs);
    for _ in 0..runs {
        let mut session = Session::new(Limits {
            timeout: None,
            ..Limits::default()
        });
        session
            .add_tool(Tool::new(
                "echo",
                "Return the argument.",
                serde_json::json!({}),
                echo,
            ))
            .map_err(|e| e.to_string())?;
        // Compile outside the timed part: define the loop as a function, then time its call.
        let def = format!("{setup}def bench():\n{}\n", indent(body));
        let out = session.run_script(&def, "<bench>");
        if out.exit_code != 0 {
            return Err(out.stderr);
        }
        let t = Instant::now();
        let out = session.run_script("bench()\n", "<bench>");
        times.push(t.elapsed());
        if out.exit_code != 0 {
            return Err(out.stderr);
        }
    }
    Ok(median(&mut times))
}

/// `body` indented one level.
fn indent(body: &str) -> String {
    body.lines().map(|l| format!("    {l}\n")).collect()
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut runs = 11usize;
    let mut calls = 200_000usize;
    let mut i = 0;
    while i < args.len() {
        let value = args.get(i + 1).and_then(|v| v.parse().ok());
        match (args[i].as_str(), value) {
            ("--runs", Some(v)) => runs = v,
            ("--calls", Some(v)) => calls = v,
            _ => {
                return Err(format!(
                    "usage: tool_roundtrip [--runs R] [--calls N] ({})",
                    args[i]
                ));
            }
        }
        i += 2;
    }
    let run = move || -> Result<String, String> {
        let n = format!("N = {calls}\n");
        let f = format!("{n}def f(x):\n    return x\n");
        let empty = time_loop(&n, "for i in range(N):\n    pass", runs)?;
        let pyfunc = time_loop(&f, "for i in range(N):\n    f(i)", runs)?;
        let tool = time_loop(&n, "for i in range(N):\n    echo(i)", runs)?;
        // The tool's own work: the function alone, on calls built beforehand (building the
        // call is Belljar's cost, so it stays in the round trip).
        let calls_made: Vec<ToolCall> = (0..calls)
            .map(|k| ToolCall {
                name: "echo".into(),
                args: vec![Data::Int(k as i64)],
                kwargs: Vec::new(),
            })
            .collect();
        let t = Instant::now();
        for call in calls_made {
            let _ = std::hint::black_box(echo(std::hint::black_box(call)));
        }
        let work = t.elapsed();
        let ns = |d: Duration| d.as_secs_f64() * 1e9 / calls as f64;
        Ok(serde_json::json!({
            "runs": runs,
            "calls": calls,
            "loop_ns": ns(empty),
            "pyfunc_ns": ns(pyfunc),
            "tool_ns": ns(tool),
            "tool_work_ns": ns(work),
        })
        .to_string())
    };
    let line = std::thread::Builder::new()
        .stack_size(STACK_SIZE)
        .spawn(run)
        .map_err(|e| e.to_string())?
        .join()
        .map_err(|_| "the benchmark thread panicked".to_string())??;
    println!("{line}");
    Ok(())
}
