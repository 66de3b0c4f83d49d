//! Printing results: the program's own output for people and pipes, or JSON for programs.

use std::io::Write;

use belljar::result::exit_codes;
use belljar::{CodeBlock, ExecResult, Status};

/// Print stdout to stdout and stderr to stderr, then the error if stderr does not already
/// show it.
pub fn print_plain(result: &ExecResult) {
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(result.stdout.as_bytes());
    let _ = out.flush();
    let mut err = std::io::stderr().lock();
    let _ = err.write_all(result.stderr.as_bytes());
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
