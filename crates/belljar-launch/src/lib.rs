//! `belljar-launch`: the seam between *what* runs a process and *how* Belljar drives it.
//!
//! Every backend that runs real programs — the process backend (locally or in the Linux
//! sandbox) and the Docker backend (execs and containers) — implements one [`Launcher`]: start
//! a [`Command`] and hand back a [`Launched`] program (three byte streams and a
//! [`ChildControl`] to interrupt, kill and wait for it). Everything above that is written once,
//! here, and shared:
//!
//! - [`oneshot`]: run a program to its end, its timeout or a cancellation, with stdout and
//!   stderr captured separately up to a cap and sent live to an event sink, the partial output
//!   kept on a timeout, and the ending mapped to an [`ExecResult`] the same way for every
//!   backend (exit codes, Python tracebacks, signals, the memory limit);
//! - [`session`]: a stateful CPython session speaking the driver protocol (`driver.py`) over
//!   the launched program's stdin/stdout — the last expression's value, `final_answer`,
//!   files produced, interrupt-then-kill on a timeout;
//! - [`block_file_name`]: the name a one-shot block is saved under.
//!
//! Backends never depend on each other; each depends on this crate and the facade.

pub mod oneshot;
pub mod session;

use std::collections::BTreeMap;
use std::time::Duration;

use async_trait::async_trait;
use belljar::{CodeBlock, ErrorKind, ExecResult, Isolation};
use tokio::io::{AsyncRead, AsyncWrite};

/// The default size of a session's size-limited working directory (the process backend's
/// sandboxed tmpfs, the Docker backend's tmpfs volume): 256 MiB.
pub const DEFAULT_DISK_BYTES: u64 = 256 << 20;

/// The inodes (files, directories, symlinks) a size-limited working directory of `bytes` may
/// hold: one per 8 KiB, at least 1024 and at most 2^20.
pub fn disk_inodes(bytes: u64) -> u64 {
    (bytes / 8192).clamp(1024, 1 << 20)
}

/// A program to launch: what a [`Launcher`] is asked to start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Command {
    /// The program, as the launcher's side sees it (a host path for local and sandboxed
    /// launches, a path or name inside the container for Docker).
    pub program: String,
    /// Its arguments (without the program itself).
    pub args: Vec<String>,
    /// The working directory, as the launcher's side sees it.
    pub workdir: String,
    /// Exactly the environment the program gets (a launcher may replace `PATH` and `HOME`
    /// with its own).
    pub env: BTreeMap<String, String>,
    /// A backstop wall-clock limit the launcher may enforce itself, a little after the
    /// caller's own timeout; `None` for none.
    pub wall: Option<Duration>,
}

/// Why a program could not be launched (or a session not started): an error kind for the
/// result and a message for a person.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LaunchError {
    /// The kind results report: `OSError` when the process could not be started,
    /// `BackendUnavailable` when the engine or the driver did not answer, …
    pub kind: ErrorKind,
    /// What went wrong.
    pub message: String,
}

impl LaunchError {
    /// An error of `kind`.
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Self {
        LaunchError {
            kind,
            message: message.into(),
        }
    }

    /// The failed result of a block of `language` that could not be launched.
    pub fn into_result(self, language: &str) -> ExecResult {
        ExecResult::failed(language, self.kind.error(self.message))
    }
}

impl std::fmt::Display for LaunchError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for LaunchError {}

/// How a launched program ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChildExit {
    /// Its exit code, if it exited.
    pub code: Option<i32>,
    /// The signal that killed it, if one did.
    pub signal: Option<i32>,
    /// A memory limit killed a process of it.
    pub oom_killed: bool,
}

/// Control over a launched program, whatever launched it.
#[async_trait]
pub trait ChildControl: Send {
    /// Send SIGINT to the program (KeyboardInterrupt in Python).
    fn interrupt(&mut self);
    /// Kill the program and everything it started, and reap it.
    async fn kill(&mut self);
    /// Wait for it to end (cancel-safe: a dropped wait can be repeated).
    async fn wait(&mut self) -> Option<ChildExit>;
}

/// A launched program: its three pipes, its control, and what isolates it.
pub struct Launched {
    /// Its stdin.
    pub stdin: Box<dyn AsyncWrite + Unpin + Send>,
    /// Its stdout.
    pub stdout: Box<dyn AsyncRead + Unpin + Send>,
    /// Its stderr.
    pub stderr: Box<dyn AsyncRead + Unpin + Send>,
    /// Signals and waiting.
    pub control: Box<dyn ChildControl>,
    /// The isolation report for results.
    pub isolation: Isolation,
}

/// Something that starts programs: a local subprocess, the Linux sandbox, a Docker exec or
/// container. `&mut self` so that a launcher can keep what it prepared for the next launch.
#[async_trait]
pub trait Launcher: Send {
    /// Start `command`.
    async fn launch(&mut self, command: &Command) -> Result<Launched, LaunchError>;
}

/// The file name a one-shot block is saved under: its `# filename:` hint, else
/// `block_N.EXT` with `number` the count of blocks run before it plus one.
pub fn block_file_name(block: &CodeBlock, number: u64, extension: &str) -> String {
    match belljar::paths::filename_hint(&block.code) {
        Some(name) => name.to_string(),
        None => format!("block_{number}.{extension}"),
    }
}
