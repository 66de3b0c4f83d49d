//! Live events from the `process` backend, one-shot and in a Python session: output reaches
//! the sink while the program still runs (the program waits for a file that the sink creates
//! when it sees the first line, so nothing depends on wall-clock thresholds), with its stream,
//! in order; the result comes last, also on timeout, on cancel and past the output cap.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use belljar::{
    CancellationToken, CodeBlock, Event, EventSink, ExecOptions, Executor, Limits, Status, Stream,
};
use belljar_process::{ProcessConfig, ProcessExecutor};

/// A sink that records every event.
fn recorder() -> (EventSink, Arc<Mutex<Vec<Event>>>) {
    let seen = Arc::new(Mutex::new(Vec::new()));
    let s = seen.clone();
    (EventSink::new(move |e| s.lock().unwrap().push(e)), seen)
}

/// An executor (temporary working directory), with or without Python sessions.
fn executor(python_sessions: bool) -> ProcessExecutor {
    ProcessExecutor::new(ProcessConfig {
        python_sessions,
        ..ProcessConfig::default()
    })
}

/// Run `code` as `language` with `options`, not cancelled from outside.
async fn run(
    exec: &mut ProcessExecutor,
    language: &str,
    code: &str,
    options: &ExecOptions,
) -> belljar::ExecResult {
    exec.execute(
        &CodeBlock::new(language, code),
        options,
        &CancellationToken::new(),
    )
    .await
}

/// A sink that records events and creates `dir/go` when stdout shows `first`.
fn handshake_sink(dir: &Path) -> (EventSink, Arc<Mutex<Vec<Event>>>) {
    let seen = Arc::new(Mutex::new(Vec::new()));
    let s = seen.clone();
    let go: PathBuf = dir.join("go");
    let sink = EventSink::new(move |e| {
        if matches!(&e, Event::Stdout { text } if text.contains("first")) {
            std::fs::write(&go, b"").unwrap();
        }
        s.lock().unwrap().push(e);
    });
    (sink, seen)
}

fn text_of(events: &[Event], stream: Stream) -> String {
    events
        .iter()
        .filter_map(|e| match (e, stream) {
            (Event::Stdout { text }, Stream::Stdout) | (Event::Stderr { text }, Stream::Stderr) => {
                Some(text.as_str())
            }
            _ => None,
        })
        .collect()
}

/// Prints `first`, then waits (up to 20 s) for the file the sink creates on seeing it.
const WAIT_FOR_SINK_PY: &str = "\
import os, sys, time
print('first')
print('to stderr', file=sys.stderr)
for _ in range(400):
    if os.path.exists('go'):
        print('the sink saw the first line while the program ran')
        break
    time.sleep(0.05)
else:
    print('the sink never saw the first line')
";

async fn live_output_is_delivered_while_the_program_runs(python_sessions: bool) {
    let dir = tempfile::tempdir().unwrap();
    let mut exec = ProcessExecutor::new(ProcessConfig {
        workdir: Some(dir.path().to_path_buf()),
        python_sessions,
        ..ProcessConfig::default()
    });
    let (sink, seen) = handshake_sink(dir.path());
    let options = ExecOptions {
        events: Some(sink),
        ..ExecOptions::default()
    };
    let r = run(&mut exec, "python", WAIT_FOR_SINK_PY, &options).await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert!(
        r.stdout
            .ends_with("the sink saw the first line while the program ran\n"),
        "{}",
        r.stdout
    );
    let events = seen.lock().unwrap().clone();
    assert_eq!(text_of(&events, Stream::Stdout), r.stdout);
    assert_eq!(text_of(&events, Stream::Stderr), r.stderr);
    assert_eq!(events.last(), Some(&Event::Result(Box::new(r.clone()))));
    exec.close().await.unwrap();
}

#[tokio::test]
async fn one_shot_output_is_delivered_while_the_program_runs() {
    live_output_is_delivered_while_the_program_runs(false).await;
}

#[tokio::test]
async fn session_output_is_delivered_while_the_code_runs() {
    live_output_is_delivered_while_the_program_runs(true).await;
}

#[tokio::test]
async fn shell_output_is_delivered_while_the_script_runs() {
    let dir = tempfile::tempdir().unwrap();
    let mut exec = ProcessExecutor::new(ProcessConfig {
        workdir: Some(dir.path().to_path_buf()),
        ..ProcessConfig::default()
    });
    let (sink, seen) = handshake_sink(dir.path());
    let options = ExecOptions {
        events: Some(sink),
        ..ExecOptions::default()
    };
    let script = "echo first\nfor i in $(seq 400); do [ -e go ] && { echo seen; exit 0; }; sleep 0.05; done\necho never\n";
    let r = run(&mut exec, "bash", script, &options).await;
    assert_eq!(r.stdout, "first\nseen\n", "{r:?}");
    assert!(matches!(
        seen.lock().unwrap().last(),
        Some(Event::Result(_))
    ));
}

async fn timeout_and_cancel(python_sessions: bool) {
    let mut exec = executor(python_sessions);
    exec.set_limits(Limits {
        timeout: Some(Duration::from_millis(1500)),
        ..Limits::default()
    })
    .unwrap();
    // Timeout: the line printed before it, then the result saying so.
    let (sink, seen) = recorder();
    let options = ExecOptions {
        events: Some(sink),
        ..ExecOptions::default()
    };
    let code = "print('before', flush=True)\nwhile True:\n    pass\n";
    let r = run(&mut exec, "python", code, &options).await;
    assert_eq!(r.status, Status::Timeout, "{r:?}");
    let events = seen.lock().unwrap().clone();
    assert_eq!(text_of(&events, Stream::Stdout), "before\n");
    assert!(matches!(events.last(), Some(Event::Result(res)) if res.status == Status::Timeout));

    // Cancel, from the sink on seeing the line.
    let token = CancellationToken::new();
    let seen = Arc::new(Mutex::new(Vec::new()));
    let (s, t) = (seen.clone(), token.clone());
    let options = ExecOptions {
        events: Some(EventSink::new(move |e| {
            if matches!(&e, Event::Stdout { text } if text.contains("before")) {
                t.cancel();
            }
            s.lock().unwrap().push(e);
        })),
        ..ExecOptions::default()
    };
    let r = exec
        .execute(&CodeBlock::new("python", code), &options, &token)
        .await;
    assert_eq!(r.status, Status::Cancelled, "{r:?}");
    let events = seen.lock().unwrap().clone();
    // (Unbuffered, print writes its text and its end separately: the kill may come between.)
    assert!(r.stdout.starts_with("before"), "{r:?}");
    assert_eq!(text_of(&events, Stream::Stdout), r.stdout);
    assert!(matches!(events.last(), Some(Event::Result(res)) if res.status == Status::Cancelled));
    exec.close().await.unwrap();
}

#[tokio::test]
async fn one_shot_timeout_and_cancel_end_the_stream_with_the_result() {
    timeout_and_cancel(false).await;
}

#[tokio::test]
async fn session_timeout_and_cancel_end_the_stream_with_the_result() {
    timeout_and_cancel(true).await;
}

#[tokio::test]
async fn a_flood_past_the_cap_says_what_was_dropped_and_shows_the_end() {
    for python_sessions in [false, true] {
        let mut exec = executor(python_sessions);
        exec.set_limits(Limits {
            max_output_bytes: 1000,
            ..Limits::default()
        })
        .unwrap();
        let (sink, seen) = recorder();
        let options = ExecOptions {
            events: Some(sink),
            ..ExecOptions::default()
        };
        let code = "for i in range(20000):\n    print(i)\nprint('THE END')\n";
        let r = run(&mut exec, "python", code, &options).await;
        assert_eq!(r.status, Status::Ok, "{r:?}");
        assert!(r.stdout_truncated);
        let events = seen.lock().unwrap().clone();
        let dropped = events
            .iter()
            .position(|e| {
                matches!(
                    e,
                    Event::Dropped {
                        stream: Stream::Stdout,
                        cap: 1000,
                        ..
                    }
                )
            })
            .expect("a dropped event");
        let before: String = text_of(&events[..dropped], Stream::Stdout);
        let after: String = text_of(&events[dropped..], Stream::Stdout);
        assert_eq!(before.len(), 1000, "sessions={python_sessions}");
        assert!(r.stdout.starts_with(&before[..500]));
        assert!(after.ends_with("19999\nTHE END\n"), "{after}");
        assert!(r.stdout.ends_with(&after));
        assert!(matches!(events.last(), Some(Event::Result(_))));
        exec.close().await.unwrap();
    }
}

#[tokio::test]
async fn rich_outputs_come_as_file_events_before_the_result() {
    let mut exec = executor(true);
    let (sink, seen) = recorder();
    let options = ExecOptions {
        events: Some(sink),
        ..ExecOptions::default()
    };
    let code = "class Table:\n    def _repr_html_(self):\n        return '<table></table>'\nprint('made')\nTable()\n";
    let r = run(&mut exec, "python", code, &options).await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert_eq!(r.files.len(), 1, "{r:?}");
    let events = seen.lock().unwrap().clone();
    let n = events.len();
    assert_eq!(events[n - 2], Event::File(r.files[0].clone()));
    assert_eq!(r.files[0].mime, "text/html");
    assert!(matches!(&events[n - 1], Event::Result(_)));
    exec.close().await.unwrap();
}
