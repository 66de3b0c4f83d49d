//! Printing results: the program's own output for people and pipes, or JSON for programs.

use std::io::Write;

use belljar::output::truncation_marker;
use belljar::result::exit_codes;
use belljar::{CodeBlock, Event, EventSink, ExecResult, Status, Stream};

/// After output shown live: the error, if stderr does not already show it.
pub fn print_error_note(result: &ExecResult) {
    let mut err = std::io::stderr().lock();
    if let Some(error) = &result.error {
        let shown = match &error.traceback {
            Some(traceback) => result.stderr.contains(traceback.trim_end()),
            None => result.stderr.contains(&error.summary()),
        };
        if !shown && error.kind != "NonZeroExit" {
            if let Some(traceback) = &error.traceback {
                let _ = err.write_all(traceback.as_bytes());
                if !traceback.ends_with('\n') {
                    let _ = err.write_all(b"\n");
                }
            } else {
                let _ = writeln!(
                    err,
                    "belljar: {}: {}",
                    result.status.as_str(),
                    error.summary()
                );
            }
        }
    }
    let _ = err.flush();
}

/// A sink that prints output live as the code writes it: stdout chunks to stdout, stderr
/// chunks to stderr, a truncation marker where the cap dropped output. The result is left to
/// the caller.
pub fn live_text_sink() -> EventSink {
    EventSink::new(|event| match event {
        Event::Stdout { text } => {
            let mut out = std::io::stdout().lock();
            let _ = out.write_all(text.as_bytes());
            let _ = out.flush();
        }
        Event::Stderr { text } => {
            let _ = std::io::stderr().lock().write_all(text.as_bytes());
        }
        Event::Dropped { stream, bytes, cap } => {
            let marker = truncation_marker(bytes, cap);
            match stream {
                Stream::Stdout => {
                    let mut out = std::io::stdout().lock();
                    let _ = out.write_all(marker.as_bytes());
                    let _ = out.flush();
                }
                Stream::Stderr => {
                    let _ = std::io::stderr().lock().write_all(marker.as_bytes());
                }
            }
        }
        Event::File(_) | Event::Result(_) => {}
    })
}

/// A sink that prints each event as one JSON object on its own line of stdout (`--events`).
pub fn json_lines_sink() -> EventSink {
    EventSink::new(|event| match serde_json::to_value(&event) {
        Ok(value) => print_json_line(&value),
        Err(err) => eprintln!("belljar: error: {err}"),
    })
}

/// Print `value` as one line of JSON on stdout, flushed.
pub fn print_json_line(value: &serde_json::Value) {
    match serde_json::to_string(value) {
        Ok(json) => {
            let mut out = std::io::stdout().lock();
            let _ = writeln!(out, "{json}");
            let _ = out.flush();
        }
        Err(err) => eprintln!("belljar: error: {err}"),
    }
}

/// Print one result as a JSON object.
pub fn print_json(result: &ExecResult) {
    match serde_json::to_string(result) {
        Ok(json) => {
            let _ = writeln!(std::io::stdout().lock(), "{json}");
        }
        Err(err) => eprintln!("belljar: error: {err}"),
    }
}

/// Print `{"blocks": [...], "results": [...]}` for `belljar exec --json`.
pub fn print_exec_json(blocks: &[CodeBlock], results: &[ExecResult]) {
    let value = serde_json::json!({ "blocks": blocks, "results": results });
    let _ = writeln!(std::io::stdout().lock(), "{value}");
}

/// The exit code the CLI returns for a result; see `docs/cli.md`.
pub fn exit_code(result: &ExecResult) -> i32 {
    match result.status {
        Status::Ok | Status::Skipped => exit_codes::OK,
        Status::Error => result
            .exit_code
            .filter(|c| *c != 0)
            .unwrap_or(exit_codes::ERROR),
        Status::Timeout => exit_codes::TIMEOUT,
        Status::Cancelled => exit_codes::CANCELLED,
        Status::LimitExceeded => exit_codes::LIMIT_EXCEEDED,
    }
}
