//! Live events from the `interpreter` backend: output reaches the sink while the code still
//! runs (checked by the code itself, through a tool that asks the sink what it has seen), line
//! by line and at once on flush, in order with its stream; the result comes last, also after a
//! timeout, a cancellation and a flood past the output cap.

use std::sync::{Arc, Mutex};

use belljar::{
    CancellationToken, CodeBlock, Data, Event, EventSink, ExecOptions, Executor, Status, Tool,
};
use belljar_python::{InterpreterExecutor, Limits};

/// A sink that records every event.
fn recorder() -> (EventSink, Arc<Mutex<Vec<Event>>>) {
    let seen = Arc::new(Mutex::new(Vec::new()));
    let s = seen.clone();
    (EventSink::new(move |e| s.lock().unwrap().push(e)), seen)
}

/// The stdout text the sink has received so far.
fn stdout_seen(seen: &Mutex<Vec<Event>>) -> String {
    seen.lock()
        .unwrap()
        .iter()
        .filter_map(|e| match e {
            Event::Stdout { text } => Some(text.as_str()),
            _ => None,
        })
        .collect()
}

/// An executor with a tool `seen()` that returns the stdout the sink has received so far:
/// code calls it to check what was delivered before it goes on.
fn executor_with_probe(seen: Arc<Mutex<Vec<Event>>>) -> InterpreterExecutor {
    let probe = Tool::new(
        "seen",
        "The stdout delivered so far.",
        serde_json::json!({}),
        move |_| Ok(Data::str(stdout_seen(&seen))),
    );
    InterpreterExecutor::new(Limits::default()).with_tool(probe)
}

fn options(sink: &EventSink) -> ExecOptions {
    ExecOptions {
        events: Some(sink.clone()),
        ..ExecOptions::default()
    }
}

#[tokio::test]
async fn output_reaches_the_sink_while_the_code_runs_line_by_line_and_on_flush() {
    let (sink, seen) = recorder();
    let mut ex = executor_with_probe(seen.clone());
    let code = "\
import sys
print('first')
a = seen()
print('no newline yet', end='')
b = seen()
sys.stdout.flush()
c = seen()
print(' more', end='', flush=True)
d = seen()
print()
print('err line', file=sys.stderr)
print(repr(a), repr(b), repr(c), repr(d))
";
    let r = ex
        .execute(
            &CodeBlock::new("python", code),
            &options(&sink),
            &CancellationToken::new(),
        )
        .await;
    assert_eq!(r.status, Status::Ok, "{:?}", r.error);
    let last = r.stdout.lines().last().unwrap().to_string();
    assert_eq!(
        last,
        "'first\\n' 'first\\n' 'first\\nno newline yet' 'first\\nno newline yet more'"
    );
    let events = seen.lock().unwrap().clone();
    // Every stdout chunk, in order, is the result's stdout; stderr has its own; the result is
    // last and equals the one returned.
    assert_eq!(stdout_seen(&seen), r.stdout);
    let err: String = events
        .iter()
        .filter_map(|e| match e {
            Event::Stderr { text } => Some(text.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(err, "err line\n");
    assert_eq!(events.last(), Some(&Event::Result(Box::new(r.clone()))));
    // The stderr line came after the stdout written before it.
    let err_at = events
        .iter()
        .position(|e| matches!(e, Event::Stderr { .. }))
        .unwrap();
    let more_at = events
        .iter()
        .position(|e| matches!(e, Event::Stdout { text } if text == " more"))
        .unwrap();
    assert!(more_at < err_at, "{events:?}");
}

#[tokio::test]
async fn a_traceback_and_a_last_partial_line_are_sent_before_the_result() {
    let (sink, seen) = recorder();
    let mut ex = InterpreterExecutor::new(Limits::default());
    let r = ex
        .execute(
            &CodeBlock::new("python", "print('x', end='')\n1/0\n"),
            &options(&sink),
            &CancellationToken::new(),
        )
        .await;
    assert_eq!(r.status, Status::Error);
    let events = seen.lock().unwrap().clone();
    assert_eq!(events[0], Event::text(belljar::Stream::Stdout, "x"));
    match &events[1] {
        Event::Stderr { text } => {
            assert!(
                text.contains("ZeroDivisionError: division by zero"),
                "{text}"
            )
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(events[2], Event::Result(_)));
    assert_eq!(events.len(), 3);
}

#[tokio::test]
async fn a_timeout_ends_the_stream_with_its_result_after_the_output() {
    let (sink, seen) = recorder();
    let mut ex = InterpreterExecutor::new(Limits {
        timeout: Some(std::time::Duration::from_millis(300)),
        ..Limits::default()
    });
    let opts = options(&sink);
    let r = ex
        .execute(
            &CodeBlock::new("python", "print('before')\nwhile True:\n    pass\n"),
            &opts,
            &CancellationToken::new(),
        )
        .await;
    assert_eq!(r.status, Status::Timeout);
    let events = seen.lock().unwrap().clone();
    assert_eq!(events[0], Event::text(belljar::Stream::Stdout, "before\n"));
    match events.last() {
        Some(Event::Result(res)) => assert_eq!(res.status, Status::Timeout),
        other => panic!("{other:?}"),
    }
}

#[tokio::test]
async fn cancelling_from_the_sink_ends_the_stream_with_a_cancelled_result() {
    let token = CancellationToken::new();
    let seen = Arc::new(Mutex::new(Vec::new()));
    let (s, t) = (seen.clone(), token.clone());
    // The sink cancels as soon as it sees the first line: the code cannot have ended by then.
    let sink = EventSink::new(move |e| {
        if matches!(&e, Event::Stdout { text } if text.contains("go")) {
            t.cancel();
        }
        s.lock().unwrap().push(e);
    });
    let mut ex = InterpreterExecutor::new(Limits::default());
    let r = ex
        .execute(
            &CodeBlock::new("python", "print('go')\nwhile True:\n    pass\n"),
            &options(&sink),
            &token,
        )
        .await;
    assert_eq!(r.status, Status::Cancelled);
    let events = seen.lock().unwrap().clone();
    assert_eq!(events[0], Event::text(belljar::Stream::Stdout, "go\n"));
    assert!(matches!(events.last(), Some(Event::Result(r)) if r.status == Status::Cancelled));
    // The session goes on.
    let r = ex
        .execute(
            &CodeBlock::new("python", "print('again')"),
            &ExecOptions::default(),
            &CancellationToken::new(),
        )
        .await;
    assert_eq!(r.stdout, "again\n");
}

#[tokio::test]
async fn a_flood_stops_at_the_cap_and_the_result_says_so() {
    let (sink, seen) = recorder();
    let mut ex = InterpreterExecutor::new(Limits {
        max_output_bytes: 1000,
        ..Limits::default()
    });
    let opts = options(&sink);
    let r = ex
        .execute(
            &CodeBlock::new("python", "for i in range(100000):\n    print(i)\n"),
            &opts,
            &CancellationToken::new(),
        )
        .await;
    assert_eq!(r.status, Status::LimitExceeded);
    let streamed = stdout_seen(&seen);
    assert_eq!(streamed.len(), 1000);
    assert!(r.stdout.starts_with(&streamed[..900]));
    assert!(matches!(
        seen.lock().unwrap().last(),
        Some(Event::Result(res)) if res.status == Status::LimitExceeded
    ));
}

#[tokio::test]
async fn without_a_sink_nothing_changes() {
    let mut ex = InterpreterExecutor::new(Limits::default());
    let r = ex
        .execute(
            &CodeBlock::new(
                "python",
                "import sys\nprint('a', flush=True)\nsys.stdout.flush()\n",
            ),
            &ExecOptions::default(),
            &CancellationToken::new(),
        )
        .await;
    assert_eq!(r.stdout, "a\n");
}
