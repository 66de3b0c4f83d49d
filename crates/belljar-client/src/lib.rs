//! The client side of `belljar broker`: what a `belljar run` command needs to hand its run to
//! a broker of its own user, and nothing else, so that a command built from this crate alone
//! (`belljar-run`) starts in a fraction of `belljar`'s time.
//!
//! A broker is a long-lived `belljar broker` that keeps a sandbox prepared for the next
//! `belljar run --backend process` (docs/cli.md, "belljar broker"; the server is in
//! `belljar-cli`). A command connects to the broker's socket ([`socket_path`]), checks that
//! the broker runs as its own user, and sends its arguments, environment, umask, working
//! directory and standard streams ([`wire`]); the broker either runs it exactly as the command
//! would have and answers with the exit code, or declines, and the command runs by itself
//! ([`run_through_broker`]).
//!
//! Linux only (`SO_PEERCRED`, `SCM_RIGHTS`); elsewhere [`run_through_broker`] always says
//! "run by yourself".

#[cfg(target_os = "linux")]
mod client;
#[cfg(target_os = "linux")]
pub mod wire;

use std::ffi::OsString;
use std::path::PathBuf;

/// The environment variable naming the broker's socket; set and empty, no broker is used.
pub const SOCKET_VAR: &str = "BELLJAR_BROKER";

/// Environment variables a shell sets per command or per directory, which no part of a run
/// reads: a client whose environment differs from the broker's only in these is served.
pub const IGNORED_ENV: &[&str] = &["_", "PWD", "OLDPWD", "SHLVL", SOCKET_VAR];

/// The exit code of a run whose result is unknown (the broker stopped during it): the CLI's
/// "error" code (`belljar::result::exit_codes::ERROR`, checked equal by a test of the CLI).
pub const EXIT_ERROR: i32 = 1;

/// The socket a client looks for and a broker listens on by default: `$BELLJAR_BROKER`;
/// else `$XDG_RUNTIME_DIR/belljar/broker.sock` (a directory of the user's own); else
/// `/tmp/belljar-UID/broker.sock`. `None` when `$BELLJAR_BROKER` is set and empty.
pub fn socket_path() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os(SOCKET_VAR) {
        return (!path.is_empty()).then(|| PathBuf::from(path));
    }
    if let Some(dir) = std::env::var_os("XDG_RUNTIME_DIR").filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir).join("belljar").join("broker.sock"));
    }
    // SAFETY: geteuid cannot fail.
    let uid = unsafe { libc::geteuid() };
    Some(PathBuf::from(format!("/tmp/belljar-{uid}/broker.sock")))
}

/// Runs the command `argv` (`belljar run …`: its program name first, then `run`) through the
/// broker, if one serves it: the run's exit code; or `None` when the command must run by
/// itself (not `run`, no broker, a broker of another user, or the broker declined). Once the
/// broker has accepted, the run is the broker's: the caller must not run it again, whatever
/// code comes back.
pub fn run_through_broker(argv: Vec<OsString>) -> Option<i32> {
    #[cfg(target_os = "linux")]
    {
        client::run_through_broker(argv)
    }
    #[cfg(not(target_os = "linux"))]
    {
        let _ = argv;
        None
    }
}
