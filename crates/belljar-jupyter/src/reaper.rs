//! The kernel's reaper: a small process between Belljar and a local kernel that makes sure
//! nothing the kernel started outlives the session, even when Belljar is killed with SIGKILL.
//!
//! `PR_SET_PDEATHSIG` alone kills the kernel when Belljar dies, but not what the kernel
//! started: a `subprocess.Popen`, a multiprocessing pool or a daemon that left the process
//! group would be reparented to init and live on. So the process Belljar starts forks twice:
//!
//! ```text
//! Belljar ── reaper (PR_SET_CHILD_SUBREAPER, leader of the kernel's process group,
//!                    PR_SET_PDEATHSIG = SIGTERM)
//!               └── kernel (execs the kernelspec's argv; PR_SET_PDEATHSIG = SIGKILL)
//! ```
//!
//! The reaper is a *child subreaper*: every process under it whose parent dies is reparented
//! to it rather than to init, so it can always find what is left. It waits for signals only:
//! when Belljar dies (its death signal) or asks (SIGTERM: close, restart, drop) it kills its
//! children one level at a time (each killed process's children come to it next) until none
//! is left, then exits; when the kernel exits by itself it does the same and exits with the
//! kernel's status, so Belljar sees the kernel's ending. It ignores SIGINT, so interrupting
//! the process group reaches the kernel only.
//!
//! All of this runs between `fork` and `exec` in a copy of a multithreaded process: only
//! async-signal-safe system calls, no allocation, no locks.

use std::io;

/// The signals the reaper waits for.
fn wait_set() -> libc::sigset_t {
    // SAFETY: sigemptyset/sigaddset only write the set they are given.
    unsafe {
        let mut set: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut set);
        for signal in [libc::SIGCHLD, libc::SIGTERM, libc::SIGHUP] {
            libc::sigaddset(&mut set, signal);
        }
        set
    }
}

/// Run in the child Belljar forked (a `pre_exec` hook; `belljar` is Belljar's pid): forks
/// the kernel, which returns `Ok` to go on to `exec`, while this process becomes the reaper
/// and never returns.
///
/// # Safety
/// Only between `fork` and `exec`, in the forked child.
pub(crate) unsafe fn split(belljar: libc::pid_t) -> io::Result<()> {
    // SAFETY: plain system calls on this process, async-signal-safe.
    unsafe {
        // Block the reaper's signals first, so none is lost before it waits for them.
        let waited = wait_set();
        let mut before: libc::sigset_t = std::mem::zeroed();
        libc::sigprocmask(libc::SIG_BLOCK, &waited, &mut before);
        if libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0 {
            return Err(io::Error::last_os_error());
        }
        libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGTERM, 0, 0, 0);
        if libc::getppid() != belljar {
            // Belljar died before the death signal was armed.
            libc::_exit(1);
        }
        let reaper = libc::getpid();
        let kernel = libc::fork();
        if kernel < 0 {
            return Err(io::Error::last_os_error());
        }
        if kernel == 0 {
            libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL, 0, 0, 0);
            if libc::getppid() != reaper {
                libc::_exit(1);
            }
            libc::sigprocmask(libc::SIG_SETMASK, &before, std::ptr::null_mut());
            return Ok(());
        }
        reap(kernel, &waited)
    }
}

/// The reaper's life: see the module docs.
///
/// # Safety
/// As [`split`].
unsafe fn reap(kernel: libc::pid_t, waited: &libc::sigset_t) -> ! {
    // SAFETY: plain system calls on this process and its children.
    unsafe {
        let mut all: libc::sigset_t = std::mem::zeroed();
        libc::sigfillset(&mut all);
        libc::sigprocmask(libc::SIG_SETMASK, &all, std::ptr::null_mut());
        close_from(3);
        loop {
            let signal = libc::sigwaitinfo(waited, std::ptr::null_mut());
            if signal == libc::SIGCHLD {
                let mut kernel_status = None;
                loop {
                    let mut status = 0;
                    let pid = libc::waitpid(-1, &mut status, libc::WNOHANG);
                    if pid <= 0 {
                        break;
                    }
                    if pid == kernel {
                        kernel_status = Some(status);
                    }
                }
                if let Some(status) = kernel_status {
                    kill_descendants();
                    exit_like(status);
                }
            } else if signal > 0 {
                // SIGTERM (Belljar asks, or Belljar died) or SIGHUP.
                kill_descendants();
                libc::_exit(0);
            }
        }
    }
}

/// Closes every descriptor from `first` on (among them the pipe through which the process
/// that started Belljar's child learns that `exec` happened).
unsafe fn close_from(first: libc::c_int) {
    // SAFETY: closing descriptors this process owns.
    unsafe {
        if libc::syscall(
            libc::SYS_close_range,
            first as libc::c_uint,
            libc::c_uint::MAX,
            0,
        ) != 0
        {
            for fd in first..4096 {
                libc::close(fd);
            }
        }
    }
}

/// Kills every process under the reaper and reaps them: its children first; the children of
/// each one killed are reparented to the reaper (a subreaper) and killed on the next round.
unsafe fn kill_descendants() {
    // SAFETY: signals and waits on this process's own children; reads of its own /proc entry.
    unsafe {
        loop {
            if !kill_children() {
                // No children list (a kernel without CONFIG_PROC_CHILDREN): the process
                // group at least, the reaper with it.
                libc::kill(0, libc::SIGKILL);
            }
            let mut status = 0;
            if libc::waitpid(-1, &mut status, 0) < 0
                && io::Error::last_os_error().raw_os_error() == Some(libc::ECHILD)
            {
                return;
            }
        }
    }
}

/// Sends SIGKILL to each child listed in `/proc/self/task/<pid>/children`; `false` when the
/// list cannot be read.
unsafe fn kill_children() -> bool {
    // SAFETY: the path and the list are in stack buffers; open/read/close/kill are
    // async-signal-safe.
    unsafe {
        let mut path = [0u8; 64];
        let head = b"/proc/self/task/";
        path[..head.len()].copy_from_slice(head);
        let mut at = head.len();
        at += write_decimal(&mut path[at..], libc::getpid() as u64);
        let tail = b"/children\0";
        path[at..at + tail.len()].copy_from_slice(tail);
        let fd = libc::open(path.as_ptr().cast(), libc::O_RDONLY | libc::O_CLOEXEC);
        if fd < 0 {
            return false;
        }
        let mut buf = [0u8; 4096];
        let mut pid: libc::pid_t = 0;
        loop {
            let n = libc::read(fd, buf.as_mut_ptr().cast(), buf.len());
            if n <= 0 {
                break;
            }
            for &b in &buf[..n as usize] {
                if b.is_ascii_digit() {
                    pid = pid
                        .saturating_mul(10)
                        .saturating_add(libc::pid_t::from(b - b'0'));
                } else {
                    if pid > 0 {
                        libc::kill(pid, libc::SIGKILL);
                    }
                    pid = 0;
                }
            }
        }
        if pid > 0 {
            libc::kill(pid, libc::SIGKILL);
        }
        libc::close(fd);
        true
    }
}

/// Writes `n` in decimal at the start of `out`; returns how many bytes it took.
fn write_decimal(out: &mut [u8], mut n: u64) -> usize {
    let mut digits = [0u8; 20];
    let mut len = 0;
    loop {
        digits[len] = b'0' + (n % 10) as u8;
        len += 1;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for i in 0..len {
        out[i] = digits[len - 1 - i];
    }
    len
}

/// Ends the reaper the way the kernel ended (its exit code, or its signal).
unsafe fn exit_like(status: libc::c_int) -> ! {
    // SAFETY: signal disposition and delivery on this process only.
    unsafe {
        if libc::WIFSIGNALED(status) {
            let signal = libc::WTERMSIG(status);
            libc::signal(signal, libc::SIG_DFL);
            let mut only: libc::sigset_t = std::mem::zeroed();
            libc::sigemptyset(&mut only);
            libc::sigaddset(&mut only, signal);
            libc::kill(libc::getpid(), signal);
            libc::sigprocmask(libc::SIG_UNBLOCK, &only, std::ptr::null_mut());
            libc::_exit(128 + signal);
        }
        libc::_exit(libc::WEXITSTATUS(status))
    }
}

#[cfg(test)]
mod tests {
    use super::write_decimal;

    #[test]
    fn decimals() {
        let mut out = [0u8; 20];
        let n = write_decimal(&mut out, 40213);
        assert_eq!(&out[..n], b"40213");
        let n = write_decimal(&mut out, 0);
        assert_eq!(&out[..n], b"0");
    }
}
