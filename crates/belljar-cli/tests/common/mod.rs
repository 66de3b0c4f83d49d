//! Shared helpers of the CLI's end-to-end tests: start the `belljar` binary with arguments,
//! standard input and extra environment variables, and read what it printed.

#![allow(dead_code)]

use std::ffi::OsStr;
use std::io::Write;
use std::process::{Child, Command, Output, Stdio};

/// Start `belljar ARGS` with the extra environment `envs` and `stdin` written to its input
/// (then closed), stdout piped and stderr going to `stderr`.
pub fn spawn_in(args: &[&str], stdin: &str, envs: &[(&str, &OsStr)], stderr: Stdio) -> Child {
    let mut command = Command::new(env!("CARGO_BIN_EXE_belljar"));
    command
        .args(args)
        .envs(envs.iter().copied())
        .stdout(Stdio::piped())
        .stderr(stderr);
    spawn_command(command, stdin)
}

/// Start `command` with `stdin` written to its input (then closed).
pub fn spawn_command(mut command: Command, stdin: &str) -> Child {
    let mut child = command
        .stdin(Stdio::piped())
        .spawn()
        .expect("spawn the command");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child
}

/// [`spawn_in`] with no extra environment.
pub fn spawn(args: &[&str], stdin: &str, stderr: Stdio) -> Child {
    spawn_in(args, stdin, &[], stderr)
}

/// Run `belljar ARGS` with `stdin` and the extra environment `envs` to its end.
pub fn belljar_in(args: &[&str], stdin: &str, envs: &[(&str, &OsStr)]) -> Output {
    spawn_in(args, stdin, envs, Stdio::piped())
        .wait_with_output()
        .unwrap()
}

/// Run `belljar ARGS` with `stdin` to its end.
pub fn belljar(args: &[&str], stdin: &str) -> Output {
    belljar_in(args, stdin, &[])
}

/// What `out` printed on stdout, as the one JSON value `--json` prints.
pub fn json(out: &Output) -> serde_json::Value {
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "not JSON ({e}): {}\nstderr: {}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )
    })
}
