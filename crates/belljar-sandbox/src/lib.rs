//! `belljar-sandbox`: run a program isolated on Linux, with secure defaults and an honest
//! report of what was enforced.
//!
//! [`spawn`] starts `program` inside new user, mount, PID, IPC, UTS, cgroup and (by default)
//! network namespaces (optionally with an allow-list proxy, [`Network::Allow`]), in a minimal read-only root (pivot_root into a tmpfs) holding `/usr`,
//! the needed parts of `/etc`, a read-write working directory, a size-capped `/tmp`, a fresh
//! `/proc` and a minimal `/dev`; with landlock, no_new_privs, no capabilities, a seccomp
//! deny-list, rlimits and cgroups. [`SandboxedChild::enforcement`] says what was actually
//! applied on this machine; [`sandbox_check`] says what the machine supports. See README.md
//! for the threat model.

#![warn(missing_docs)]

mod config;
mod error;
mod files;
mod netallow;
mod owner;
mod report;
mod run;

#[cfg(target_os = "linux")]
mod linux;
#[cfg(not(target_os = "linux"))]
mod unsupported;

#[cfg(target_os = "linux")]
use linux as sys;
#[cfg(not(target_os = "linux"))]
use unsupported as sys;

use std::pin::Pin;

pub use config::{
    DEFAULT_PATH, DEFAULT_WORKDIR_GUEST, Identity, Limits, Mount, Network, PROXY_ADDR, PROXY_URL,
    PythonRuntime, SandboxConfig,
};
pub use error::SandboxError;
pub use files::{read_file_beneath, write_file_beneath};
pub use netallow::{AllowedHost, HostName};
pub use owner::restore_owner_beneath;
pub use report::{Enforcement, Feature, LandlockState, LimitReport, Mechanism, Report};
pub use run::{Output, run};

/// The sandboxed program's standard input (an async pipe; drop it to send EOF).
pub type ChildStdin = Pin<Box<dyn tokio::io::AsyncWrite + Send>>;
/// The sandboxed program's standard output (an async pipe).
pub type ChildStdout = Pin<Box<dyn tokio::io::AsyncRead + Send>>;
/// The sandboxed program's standard error (an async pipe).
pub type ChildStderr = Pin<Box<dyn tokio::io::AsyncRead + Send>>;

/// How a sandboxed program ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExitStatus {
    /// Exit code, when the program exited normally.
    pub code: Option<i32>,
    /// Terminating signal, when it was killed by one.
    pub signal: Option<i32>,
    /// The wall-clock timeout fired and the sandbox was killed.
    pub timed_out: bool,
    /// [`SandboxedChild::kill`] was called before it ended.
    pub killed: bool,
    /// The memory cgroup killed a process in the sandbox (out of memory).
    pub oom_killed: bool,
}

impl ExitStatus {
    /// Exit code 0, and no timeout or kill.
    pub fn success(&self) -> bool {
        self.code == Some(0) && !self.timed_out && !self.killed
    }
}

/// A running sandbox. Dropping it kills every process in the sandbox.
pub struct SandboxedChild {
    /// Standard input of the program (taken with `Option::take`).
    pub stdin: Option<ChildStdin>,
    /// Standard output of the program.
    pub stdout: Option<ChildStdout>,
    /// Standard error of the program.
    pub stderr: Option<ChildStderr>,
    inner: sys::Inner,
}

impl std::fmt::Debug for SandboxedChild {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SandboxedChild")
            .field("pid", &self.id())
            .finish_non_exhaustive()
    }
}

impl SandboxedChild {
    /// Host PID of the sandbox's outer process (it mirrors the program's exit status).
    pub fn id(&self) -> u32 {
        self.inner.id()
    }

    /// Which isolation features and limits were applied.
    pub fn enforcement(&self) -> &Enforcement {
        self.inner.enforcement()
    }

    /// Waits for the program to end (or for the wall timeout to kill it). All processes in
    /// the sandbox are gone when this returns. Calling it again returns the same status.
    /// Read stdout/stderr concurrently (or use [`run`]): a program blocked on a full pipe
    /// only ends at the wall timeout.
    pub async fn wait(&mut self) -> Result<ExitStatus, SandboxError> {
        self.inner.wait().await
    }

    /// Kills every process in the sandbox (SIGKILL). Call [`SandboxedChild::wait`] to reap.
    pub fn kill(&self) -> Result<(), SandboxError> {
        self.controller().kill()
    }

    /// Delivers `signal` (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1 or SIGUSR2) to the
    /// program's main process, e.g. SIGINT to raise `KeyboardInterrupt` in Python.
    pub fn signal(&self, signal: i32) -> Result<(), SandboxError> {
        self.controller().signal(signal)
    }

    /// A cloneable handle that can kill or signal the sandbox from another task while
    /// [`SandboxedChild::wait`] holds `&mut self`.
    pub fn controller(&self) -> SandboxController {
        SandboxController {
            inner: self.inner.controller(),
        }
    }
}

/// Kills or signals a sandbox without borrowing its [`SandboxedChild`] (cheap to clone,
/// `Send + Sync`). After the sandbox has been reaped both calls do nothing.
#[derive(Clone)]
pub struct SandboxController {
    inner: sys::Controller,
}

impl std::fmt::Debug for SandboxController {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SandboxController").finish_non_exhaustive()
    }
}

impl SandboxController {
    /// Same as [`SandboxedChild::kill`].
    pub fn kill(&self) -> Result<(), SandboxError> {
        self.inner.kill()
    }

    /// Same as [`SandboxedChild::signal`].
    pub fn signal(&self, signal: i32) -> Result<(), SandboxError> {
        self.inner.signal(signal)
    }
}

/// Starts `program` (a path inside the sandbox, or a name looked up in the sandbox's `PATH`)
/// with `args` inside a new sandbox. Returns once the program has been executed, or with the
/// exact setup step that failed. Must be called within a tokio runtime with the I/O and
/// time drivers enabled (`enable_all`). Preparing and forking run inline (a few hundred
/// microseconds of syscalls); the rest of the setup is awaited without blocking.
pub async fn spawn(
    program: &str,
    args: &[String],
    config: &SandboxConfig,
) -> Result<SandboxedChild, SandboxError> {
    sys::spawn(program, args, config).await
}

/// Says that a [`spawn`] (or [`prepare`]) of a sandbox with `network` is coming soon, so that
/// the part of its setup that does not depend on its other settings starts now, in the
/// background, while the caller gets the rest ready: when running as root, its network
/// namespace (about 1.5 ms of CPU with the loopback; as root every sandbox joins one made
/// beforehand, which belongs to the host's user namespace, so the sandbox holds no
/// capability over it). Optional and cheap: only the first call in a process does anything
/// (from its second sandbox on, a process keeps a few namespaces ready anyway), and it makes
/// one namespace. Without it, the first sandbox of a process makes its namespace on its path
/// — what a process that runs one sandbox and exits (the CLI's one-shot run) would pay.
pub fn expect_spawn(network: &Network) {
    sys::expect_spawn(network)
}

/// The text of `/proc/self/mountinfo` as this process first read it (empty if it could not
/// be read, or on other platforms): read once and shared by everything that only needs the
/// mounts as they were when the process started using sandboxes — the sandbox's cgroup
/// discovery, and a caller's sweep of mounts left behind by dead processes. Mounts made or
/// removed later are not in it.
pub fn mount_table() -> &'static str {
    static TABLE: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        if cfg!(target_os = "linux") {
            std::fs::read_to_string("/proc/self/mountinfo").unwrap_or_default()
        } else {
            String::new()
        }
    })
}

/// Sets a sandbox up ahead of need — cgroups, namespaces, the root file system, everything
/// [`spawn`] does before it runs the program — and leaves its init waiting. Starting a
/// program in it later ([`PreparedSandbox::start`]) only forks and executes it, so the
/// setup (most of a sandbox's cost) is off the caller's path when the sandbox was prepared
/// in advance. A prepared sandbox runs one program; dropping it unused kills it. The wall
/// timeout (`config.limits.wall_timeout`) counts from the start, not from the preparation.
#[cfg(target_os = "linux")]
pub async fn prepare(config: &SandboxConfig) -> Result<PreparedSandbox, SandboxError> {
    Ok(PreparedSandbox {
        inner: linux::prepare(config).await?,
    })
}

/// A sandbox made by [`prepare`], waiting for its program.
#[cfg(target_os = "linux")]
#[derive(Debug)]
pub struct PreparedSandbox {
    inner: linux::Prepared,
}

#[cfg(target_os = "linux")]
impl PreparedSandbox {
    /// Runs `program` (a path inside the sandbox, or a name looked up in the sandbox's
    /// `PATH`) with `args` in this sandbox; returns like [`spawn`]. A sandbox whose init died
    /// while it waited fails with [`SandboxError::Setup`]; a program and arguments longer than
    /// 64 KiB in all fail with [`SandboxError::InvalidConfig`] (use [`spawn`] for those).
    pub async fn start(
        self,
        program: &str,
        args: &[String],
    ) -> Result<SandboxedChild, SandboxError> {
        self.inner.start(program, args).await
    }
}

/// Probes what this machine supports (namespaces, landlock ABI, seccomp, cgroup controllers).
pub fn sandbox_check() -> Report {
    sys::sandbox_check()
}
