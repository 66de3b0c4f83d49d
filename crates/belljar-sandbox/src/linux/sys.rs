//! Thin wrappers over raw Linux syscalls used by the sandbox (pipes, pidfds, mount_setattr,
//! close_range, capset, landlock ABI probe) and small async-signal-safe write helpers.

use std::ffi::CStr;
use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};

/// The calling thread's errno.
pub(crate) fn errno() -> i32 {
    io::Error::last_os_error().raw_os_error().unwrap_or(0)
}

/// A pipe with both ends close-on-exec: (read, write).
pub(crate) fn pipe_cloexec() -> io::Result<(OwnedFd, OwnedFd)> {
    let mut fds = [0 as libc::c_int; 2];
    // SAFETY: fds is a valid 2-element array.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: pipe2 returned two fresh descriptors we now own.
    Ok(unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) })
}

/// `pidfd_open(2)`; `None` when the kernel lacks it.
pub(crate) fn pidfd_open(pid: libc::pid_t) -> Option<OwnedFd> {
    // SAFETY: plain syscall with integer arguments.
    let fd = unsafe { libc::syscall(libc::SYS_pidfd_open, pid, 0) };
    if fd < 0 {
        None
    } else {
        // SAFETY: the kernel returned a fresh descriptor.
        Some(unsafe { OwnedFd::from_raw_fd(fd as RawFd) })
    }
}

/// `pidfd_send_signal(2)`.
pub(crate) fn pidfd_send_signal(pidfd: RawFd, sig: i32) -> io::Result<()> {
    // SAFETY: plain syscall; a null siginfo means "as if by kill(2)".
    let r = unsafe {
        libc::syscall(
            libc::SYS_pidfd_send_signal,
            pidfd,
            sig,
            std::ptr::null::<libc::siginfo_t>(),
            0,
        )
    };
    if r < 0 {
        Err(io::Error::last_os_error())
    } else {
        Ok(())
    }
}

/// The kernel's landlock ABI version, or `None` when landlock is unavailable.
pub(crate) fn landlock_abi() -> Option<u32> {
    const LANDLOCK_CREATE_RULESET_VERSION: libc::c_uint = 1;
    // SAFETY: a null attribute with size 0 and the VERSION flag only queries the ABI.
    let r = unsafe {
        libc::syscall(
            libc::SYS_landlock_create_ruleset,
            std::ptr::null::<libc::c_void>(),
            0usize,
            LANDLOCK_CREATE_RULESET_VERSION,
        )
    };
    if r > 0 { Some(r as u32) } else { None }
}

/// Kernel release string (`uname -r`).
pub(crate) fn kernel_release() -> String {
    // SAFETY: utsname is plain data; uname fills it.
    let mut u: libc::utsname = unsafe { std::mem::zeroed() };
    // SAFETY: valid pointer to a utsname.
    if unsafe { libc::uname(&mut u) } != 0 {
        return "unknown".into();
    }
    // SAFETY: uname NUL-terminates the field.
    unsafe { CStr::from_ptr(u.release.as_ptr()) }
        .to_string_lossy()
        .into_owned()
}

/// `MOUNT_ATTR_*` flags for [`mount_setattr`].
pub(crate) const MOUNT_ATTR_RDONLY: u64 = 0x1;
pub(crate) const MOUNT_ATTR_NOSUID: u64 = 0x2;
pub(crate) const MOUNT_ATTR_NODEV: u64 = 0x4;

#[repr(C)]
struct MountAttr {
    attr_set: u64,
    attr_clr: u64,
    propagation: u64,
    userns_fd: u64,
}

/// `mount_setattr(2)` on `path` (recursively when `recursive`). Returns the raw result/errno.
pub(crate) fn mount_setattr(path: &CStr, attr_set: u64, recursive: bool) -> Result<(), i32> {
    const AT_RECURSIVE: libc::c_uint = 0x8000;
    let attr = MountAttr {
        attr_set,
        attr_clr: 0,
        propagation: 0,
        userns_fd: 0,
    };
    let flags = if recursive { AT_RECURSIVE } else { 0 };
    // SAFETY: path is NUL-terminated, attr is a valid struct of the given size.
    let r = unsafe {
        libc::syscall(
            libc::SYS_mount_setattr,
            libc::AT_FDCWD,
            path.as_ptr(),
            flags,
            &attr as *const MountAttr,
            std::mem::size_of::<MountAttr>(),
        )
    };
    if r < 0 { Err(errno()) } else { Ok(()) }
}

/// Closes every descriptor from `first` up (close_range, or a loop when unavailable).
pub(crate) fn close_from(first: i32) {
    // SAFETY: closing descriptors we own in a freshly forked child.
    let r = unsafe { libc::syscall(libc::SYS_close_range, first as libc::c_uint, u32::MAX, 0) };
    if r != 0 {
        for fd in first..65536 {
            // SAFETY: as above; EBADF is harmless.
            unsafe { libc::close(fd) };
        }
    }
}

/// Writes all of `buf` to `fd`, retrying on EINTR; errors are ignored (best effort).
pub(crate) fn write_all_fd(fd: RawFd, mut buf: &[u8]) -> bool {
    while !buf.is_empty() {
        // SAFETY: buf is valid for buf.len() bytes.
        let n = unsafe { libc::write(fd, buf.as_ptr().cast(), buf.len()) };
        if n < 0 {
            if errno() == libc::EINTR {
                continue;
            }
            return false;
        }
        buf = &buf[n as usize..];
    }
    true
}

/// Writes `data` to the file at `path` (opened write-only, created when `create`).
pub(crate) fn write_file(path: &CStr, data: &[u8], create: bool) -> Result<(), i32> {
    let flags = libc::O_WRONLY
        | libc::O_CLOEXEC
        | if create {
            libc::O_CREAT | libc::O_TRUNC
        } else {
            0
        };
    // SAFETY: path is NUL-terminated.
    let fd = unsafe { libc::open(path.as_ptr(), flags, 0o644 as libc::c_uint) };
    if fd < 0 {
        return Err(errno());
    }
    let ok = write_all_fd(fd, data);
    let e = errno();
    // SAFETY: closing the descriptor we just opened.
    unsafe { libc::close(fd) };
    if ok { Ok(()) } else { Err(e) }
}

/// A connected pair of Unix datagram-ordered sockets (`SOCK_SEQPACKET`), close-on-exec.
pub(crate) fn socketpair_cloexec() -> io::Result<(OwnedFd, OwnedFd)> {
    let mut fds = [0i32; 2];
    // SAFETY: socketpair writes two descriptors into the array.
    let r = unsafe {
        libc::socketpair(
            libc::AF_UNIX,
            libc::SOCK_SEQPACKET | libc::SOCK_CLOEXEC,
            0,
            fds.as_mut_ptr(),
        )
    };
    if r != 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: fresh descriptors we own.
    Ok(unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) })
}

/// Receives one descriptor sent with `SCM_RIGHTS` on `sock`, without waiting (it must
/// already be queued).
pub(crate) fn recv_fd(sock: &OwnedFd) -> io::Result<OwnedFd> {
    // SAFETY: a msghdr over stack buffers; the descriptor is taken only from a well-formed
    // SCM_RIGHTS control message the kernel filled in.
    unsafe {
        let mut byte = [0u8; 1];
        let mut iov = libc::iovec {
            iov_base: byte.as_mut_ptr().cast(),
            iov_len: 1,
        };
        let mut control = [0u64; 4];
        let mut msg: libc::msghdr = std::mem::zeroed();
        msg.msg_iov = &mut iov;
        msg.msg_iovlen = 1;
        msg.msg_control = control.as_mut_ptr().cast();
        msg.msg_controllen = std::mem::size_of_val(&control) as _;
        let n = libc::recvmsg(
            sock.as_raw_fd(),
            &mut msg,
            libc::MSG_DONTWAIT | libc::MSG_CMSG_CLOEXEC,
        );
        if n < 0 {
            return Err(io::Error::last_os_error());
        }
        let cmsg = libc::CMSG_FIRSTHDR(&msg);
        if n != 1
            || cmsg.is_null()
            || (*cmsg).cmsg_level != libc::SOL_SOCKET
            || (*cmsg).cmsg_type != libc::SCM_RIGHTS
            || (*cmsg).cmsg_len as usize
                != libc::CMSG_LEN(std::mem::size_of::<i32>() as u32) as usize
        {
            return Err(io::Error::other("the sandbox sent no proxy socket"));
        }
        let fd = std::ptr::read_unaligned(libc::CMSG_DATA(cmsg).cast::<i32>());
        Ok(OwnedFd::from_raw_fd(fd))
    }
}

/// Formats an errno like CPython: `[Errno 2] No such file or directory`.
pub(crate) fn errno_text(e: i32) -> String {
    let msg = io::Error::from_raw_os_error(e).to_string();
    let msg = msg.split(" (os error").next().unwrap_or(&msg).to_string();
    format!("[Errno {e}] {msg}")
}

/// Brings the loopback interface of the current network namespace up.
///
/// # Safety
/// Plain syscalls; safe to call anywhere, marked unsafe for use between fork and exec.
pub(crate) unsafe fn loopback_up() -> Result<(), i32> {
    // SAFETY: ioctl on a socket we own with a properly initialised ifreq.
    unsafe {
        let s = libc::socket(libc::AF_INET, libc::SOCK_DGRAM | libc::SOCK_CLOEXEC, 0);
        if s < 0 {
            return Err(errno());
        }
        let mut ifr: libc::ifreq = std::mem::zeroed();
        ifr.ifr_name[0] = b'l' as libc::c_char;
        ifr.ifr_name[1] = b'o' as libc::c_char;
        if libc::ioctl(s, libc::SIOCGIFFLAGS, &mut ifr) != 0 {
            let e = errno();
            libc::close(s);
            return Err(e);
        }
        ifr.ifr_ifru.ifru_flags |= (libc::IFF_UP | libc::IFF_RUNNING) as libc::c_short;
        let r = libc::ioctl(s, libc::SIOCSIFFLAGS, &ifr);
        let e = errno();
        libc::close(s);
        if r != 0 { Err(e) } else { Ok(()) }
    }
}
