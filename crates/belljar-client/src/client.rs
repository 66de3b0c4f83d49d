//! The hand-over: a `belljar run` command gives itself to a running broker, first thing in
//! `main`, before it parses its arguments or starts a runtime (that is most of what it saves).
//!
//! The client only forwards; every decision about the run is the broker's, made with the same
//! code the command would have run. When no broker answers, the broker is not this user's,
//! or it declines, the command goes on as if there were none. Once the broker has accepted,
//! the run is the broker's: the client never runs the program again itself, whatever happens.

use std::ffi::OsString;
use std::io::Read as _;
use std::os::fd::{AsRawFd, OwnedFd};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::OpenOptionsExt;
use std::os::unix::net::UnixStream;
use std::sync::atomic::{AtomicI32, Ordering};

use nix::sys::socket::{getsockopt, sockopt::PeerCredentials};

use crate::wire::{self, ACCEPTED, INTERRUPT, Request};

/// The connection to the broker, for the Ctrl-C handler (-1: none).
static BROKER_FD: AtomicI32 = AtomicI32::new(-1);

/// See [`crate::run_through_broker`].
pub(crate) fn run_through_broker(argv: Vec<OsString>) -> Option<i32> {
    if argv.get(1).map(|a| a.as_bytes()) != Some(b"run") {
        return None;
    }
    let path = crate::socket_path()?;
    let mut stream = UnixStream::connect(&path).ok()?;
    // The broker gets this command's standard streams and working directory: only one that
    // runs as this user may have them.
    let peer = getsockopt(&stream, PeerCredentials).ok()?;
    // SAFETY: geteuid cannot fail.
    let me = unsafe { libc::geteuid() };
    if peer.uid() != me {
        eprintln!(
            "belljar: warning: not using the broker at {}: it runs as uid {}, not as this \
             user (uid {me})",
            path.display(),
            peer.uid()
        );
        return None;
    }
    let cwd: OwnedFd = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_PATH | libc::O_DIRECTORY)
        .open(".")
        .ok()?
        .into();
    let request = Request {
        umask: current_umask(),
        argv,
        env: std::env::vars_os().collect(),
    };
    wire::send(&mut stream, &request, &[0, 1, 2, cwd.as_raw_fd()]).ok()?;
    drop(cwd);
    let mut answer = [0u8; 1];
    stream.read_exact(&mut answer).ok()?;
    if answer[0] != ACCEPTED {
        return None;
    }
    // From here on the run is the broker's.
    forward_interrupts(&stream);
    let mut code = [0u8; 4];
    match stream.read_exact(&mut code) {
        Ok(()) => Some(i32::from_le_bytes(code)),
        Err(err) => {
            eprintln!(
                "belljar: error: the broker at {} stopped during the run ({err}); the run's \
                 result is unknown",
                path.display()
            );
            Some(crate::EXIT_ERROR)
        }
    }
}

/// This process's umask (read by setting it and putting it back: the process has no other
/// thread yet).
fn current_umask() -> u32 {
    // SAFETY: umask cannot fail.
    unsafe {
        let mask = libc::umask(0o022);
        libc::umask(mask);
        mask as u32
    }
}

/// From now on Ctrl-C is sent to the broker as [`INTERRUPT`] (the broker cancels the run and
/// answers with its exit code, as the command itself would have); other signals end this
/// process, which closes the connection and so cancels the run too.
fn forward_interrupts(stream: &UnixStream) {
    BROKER_FD.store(stream.as_raw_fd(), Ordering::Relaxed);
    extern "C" fn on_interrupt(_: libc::c_int) {
        let fd = BROKER_FD.load(Ordering::Relaxed);
        let byte = [INTERRUPT];
        // SAFETY: send is async-signal-safe; a failure only means the broker is gone, which
        // the waiting read reports.
        unsafe {
            libc::send(
                fd,
                byte.as_ptr().cast(),
                1,
                libc::MSG_NOSIGNAL | libc::MSG_DONTWAIT,
            )
        };
    }
    // SAFETY: installs a handler that only calls async-signal-safe functions.
    unsafe {
        let mut action: libc::sigaction = std::mem::zeroed();
        action.sa_sigaction = on_interrupt as extern "C" fn(libc::c_int) as usize;
        action.sa_flags = libc::SA_RESTART;
        libc::sigemptyset(&mut action.sa_mask);
        libc::sigaction(libc::SIGINT, &action, std::ptr::null_mut());
    }
}
