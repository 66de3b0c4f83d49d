//! A small pool of fresh network namespaces (loopback up, nothing else), made by a
//! background thread when Belljar runs as root, so that creating one — the most expensive
//! namespace, about 1 ms of CPU, and bringing its loopback up, about 0.4 ms more — is off the
//! spawn's critical path. Each namespace is used by exactly one sandbox. The sandbox joins it
//! (as host root, before creating its user namespace), so the namespace belongs to the
//! initial user namespace and the sandbox has no capability over it at all.
//!
//! The thread starts at the second sandbox a process spawns, not the first: a process that
//! runs one sandbox and exits (the CLI's one-shot run) would otherwise create four more
//! namespaces it never uses — about 4 ms of CPU competing with the spawn on a small machine,
//! and as much again for the kernel to destroy them at exit. Such a process can instead ask
//! for exactly one namespace ahead ([`make_one_ahead`], through `crate::expect_spawn`) as soon
//! as it knows a sandbox is coming: a thread makes it while the caller prepares the rest (the
//! working directory, the cgroups, the plan), and the first spawn takes it, waiting for it if
//! it is still being made (which never takes longer than making one on the spot would).
//! That thread also finds the cgroup hierarchies before (the first spawn's other once-per-
//! process set-up), and afterwards stays on as the reaper of finished sandboxes (see
//! `super::reap_later`), so that no thread is started on the path once the program is done.

use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex, Once};
use std::time::Duration;

use super::sys::{errno, loopback_up};

/// Namespaces kept ready.
const TARGET: usize = 4;

/// The namespaces ready to be taken, and how many [`make_one_ahead`] is still making.
struct Pool {
    ready: Vec<OwnedFd>,
    making: usize,
}

static POOL: Mutex<Pool> = Mutex::new(Pool {
    ready: Vec::new(),
    making: 0,
});
/// Wakes the refill thread (a namespace was taken).
static WAKE: Condvar = Condvar::new();
/// Wakes [`take`] waiting for the namespace [`make_one_ahead`] is making.
static MADE: Condvar = Condvar::new();
static START: Once = Once::new();
/// Set by the first [`make_one_ahead`]: later calls leave the work to the pool.
static AHEAD: AtomicBool = AtomicBool::new(false);
/// The longest [`take`] waits for a namespace being made ahead before the sandbox makes its
/// own (making one takes about a millisecond; this only bounds a stalled thread).
const AHEAD_WAIT: Duration = Duration::from_millis(100);
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

fn lock() -> std::sync::MutexGuard<'static, Pool> {
    POOL.lock().unwrap_or_else(|e| e.into_inner())
}

/// Starts making one namespace on a thread of its own, for the next [`take`]; only the first
/// call in a process does anything (from the second spawn on the pool keeps namespaces
/// ready). Call only when running as root. The same thread first runs `before` (other
/// set-up to take off the first spawn's path), and once the namespace is ready it runs
/// `after` with what `before` returned (work that may live on, so that no other thread need
/// be started later).
pub(crate) fn make_one_ahead<T: Send + 'static>(
    before: impl FnOnce() -> T + Send + 'static,
    after: impl FnOnce(T) + Send + 'static,
) {
    if DISABLED.load(Ordering::SeqCst) || AHEAD.swap(true, Ordering::SeqCst) {
        return;
    }
    lock().making += 1;
    let spawned = std::thread::Builder::new()
        .name("belljar-netns".into())
        .spawn(move || {
            let kept = before();
            let made = open_ns()
                .ok_or(libc::EIO)
                .and_then(|original| make(&original));
            let mut pool = lock();
            pool.making -= 1;
            match made {
                Ok(fd) => pool.ready.push(fd),
                Err(_) => DISABLED.store(true, Ordering::SeqCst),
            }
            drop(pool);
            MADE.notify_all();
            after(kept);
        });
    if spawned.is_err() {
        lock().making -= 1;
        MADE.notify_all();
    }
}

fn refill() {
    let Some(original) = open_ns() else {
        DISABLED.store(true, Ordering::SeqCst);
        return;
    };
    loop {
        let need = {
            let mut pool = lock();
            while pool.ready.len() >= TARGET {
                pool = WAKE.wait(pool).unwrap_or_else(|e| e.into_inner());
            }
            TARGET - pool.ready.len()
        };
        for _ in 0..need {
            match make(&original) {
                Ok(fd) => lock().ready.push(fd),
                Err(_) => {
                    DISABLED.store(true, Ordering::SeqCst);
                    MADE.notify_all();
                    return;
                }
            }
        }
    }
}

/// Calls of [`take`] so far (the pool starts at the second).
static CALLS: AtomicUsize = AtomicUsize::new(0);

/// A fresh, unused network namespace if one is ready (or being made by [`make_one_ahead`]:
/// then this waits for it, at most [`AHEAD_WAIT`]). Call only when running as root; the
/// first call starts nothing, the second starts the background thread.
pub(crate) fn take() -> Option<OwnedFd> {
    if DISABLED.load(Ordering::SeqCst) {
        return None;
    }
    if CALLS.fetch_add(1, Ordering::SeqCst) > 0 {
        START.call_once(|| {
            let spawned = std::thread::Builder::new()
                .name("belljar-netns".into())
                .spawn(refill);
            if spawned.is_err() {
                DISABLED.store(true, Ordering::SeqCst);
            }
        });
    }
    let mut pool = lock();
    if pool.ready.is_empty() && pool.making > 0 {
        pool = MADE
            .wait_timeout_while(pool, AHEAD_WAIT, |p| {
                p.ready.is_empty() && p.making > 0 && !DISABLED.load(Ordering::SeqCst)
            })
            .unwrap_or_else(|e| e.into_inner())
            .0;
    }
    let fd = pool.ready.pop();
    drop(pool);
    WAKE.notify_one();
    fd
}
