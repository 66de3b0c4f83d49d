//! A small pool of fresh network namespaces (loopback up, nothing else), made by a
//! background thread when Belljar runs as root, so that creating one — the most expensive
//! namespace, about 1 ms of CPU — is off the spawn's critical path. Each namespace is used
//! by exactly one sandbox. The sandbox joins it (as host root, before creating its user
//! namespace), so the namespace belongs to the initial user namespace and the sandbox has
//! no capability over it at all.
//!
//! The thread starts at the second sandbox a process spawns, not the first: a process that
//! runs one sandbox and exits (the CLI's one-shot run) would otherwise create four more
//! namespaces it never uses — about 4 ms of CPU competing with the spawn on a small machine,
//! and as much again for the kernel to destroy them at exit.

use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex, Once};

use super::sys::{errno, loopback_up};

/// Namespaces kept ready.
const TARGET: usize = 4;

static READY: Mutex<Vec<OwnedFd>> = Mutex::new(Vec::new());
static WAKE: Condvar = Condvar::new();
static START: Once = Once::new();
/// Set when namespaces cannot be made here (not root, or a failure): spawns make their own.
static DISABLED: AtomicBool = AtomicBool::new(false);

fn open_ns() -> Option<OwnedFd> {
    // SAFETY: valid NUL-terminated path.
    let fd = unsafe {
        libc::open(
            c"/proc/thread-self/ns/net".as_ptr(),
            libc::O_RDONLY | libc::O_CLOEXEC,
        )
    };
    // SAFETY: a fresh descriptor when non-negative.
    (fd >= 0).then(|| unsafe { OwnedFd::from_raw_fd(fd) })
}

/// Creates one namespace in this thread and returns to the original one.
fn make(original: &OwnedFd) -> Result<OwnedFd, i32> {
    // SAFETY: affects only this dedicated thread.
    if unsafe { libc::unshare(libc::CLONE_NEWNET) } != 0 {
        return Err(errno());
    }
    // SAFETY: plain ioctls on a socket of the new namespace.
    let up = unsafe { loopback_up() };
    let fd = open_ns();
    // SAFETY: back to the namespace this thread started in.
    if unsafe { libc::setns(original.as_raw_fd(), libc::CLONE_NEWNET) } != 0 {
        // This thread is stuck in a namespace it cannot leave: stop using it.
        return Err(errno());
    }
    up?;
    fd.ok_or(libc::EIO)
}

fn refill() {
    let Some(original) = open_ns() else {
        DISABLED.store(true, Ordering::SeqCst);
        return;
    };
    loop {
        let need = {
            let mut ready = READY.lock().unwrap_or_else(|e| e.into_inner());
            while ready.len() >= TARGET {
                ready = WAKE.wait(ready).unwrap_or_else(|e| e.into_inner());
            }
            TARGET - ready.len()
        };
        for _ in 0..need {
            match make(&original) {
                Ok(fd) => READY.lock().unwrap_or_else(|e| e.into_inner()).push(fd),
                Err(_) => {
                    DISABLED.store(true, Ordering::SeqCst);
                    return;
                }
            }
        }
    }
}

/// Calls of [`take`] so far (the pool starts at the second).
static CALLS: AtomicUsize = AtomicUsize::new(0);

/// A fresh, unused network namespace if one is ready. Call only when running as root; the
/// first call returns `None` (that sandbox makes its own), the second starts the background
/// thread (and returns `None`).
pub(crate) fn take() -> Option<OwnedFd> {
    if DISABLED.load(Ordering::SeqCst) || CALLS.fetch_add(1, Ordering::SeqCst) == 0 {
        return None;
    }
    START.call_once(|| {
        let spawned = std::thread::Builder::new()
            .name("belljar-netns".into())
            .spawn(refill);
        if spawned.is_err() {
            DISABLED.store(true, Ordering::SeqCst);
        }
    });
    let fd = READY.lock().unwrap_or_else(|e| e.into_inner()).pop();
    WAKE.notify_one();
    fd
}
