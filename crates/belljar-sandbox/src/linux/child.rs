//! The code that runs in the forked processes, between `fork` and `execve`.
//!
//! Three processes: the *outer* process (host PID namespace) joins the cgroups, creates the
//! namespaces and later mirrors the program's exit status; *init* (PID 1 of the new PID
//! namespace) builds the root file system, pivots into it, forks the program and reaps
//! zombies; the *program* process applies rlimits, drops capabilities, sets no_new_privs,
//! landlock and seccomp, then execs. Setup errors travel to the parent over descriptor 3 as
//! framed messages. When the program exits, init kills and reaps everything left in the
//! sandbox and writes the program's wait status on descriptor 5 (the *done* pipe), so that
//! Belljar has the result before the namespaces are torn down; the outer process then exits
//! (removing the cgroups itself only if Belljar is already gone). Everything here works on
//! data prepared in [`Plan`] before forking.

use std::ffi::CStr;
use std::sync::atomic::{AtomicI32, Ordering};

use super::plan::{ExecSpec, Op, Plan};
use super::sys::{
    MOUNT_ATTR_NODEV, MOUNT_ATTR_NOSUID, MOUNT_ATTR_RDONLY, close_from, errno, errno_text,
    landlock_abi, loopback_up, mount_setattr, pidfd_open, write_all_fd, write_file,
};

/// Message tag: a setup step failed (payload: text).
pub(crate) const TAG_ERROR: u8 = b'E';
/// Message tag: the program could not be executed (payload: text).
pub(crate) const TAG_EXEC: u8 = b'X';
/// Message tag: what the program process applied (see [`Applied`]).
pub(crate) const TAG_REPORT: u8 = b'R';
/// Message tag: a prepared sandbox is set up and its init waits for the program (no payload).
pub(crate) const TAG_READY: u8 = b'W';

const FD_ERR: i32 = 3;
const FD_LIFE: i32 = 4;
const FD_DONE: i32 = 5;
const FD_GO: i32 = 6;
const FD_RELEASE: i32 = 7;
const FD_NETNS: i32 = 8;
const FD_PROXY: i32 = 9;

/// Where init's listening socket for the allow-list proxy is bound (the sandbox's own
/// loopback; [`crate::PROXY_ADDR`]).
const PROXY_PORT: u16 = 3128;

/// Descriptors handed to the outer process (in the parent's numbering).
pub(crate) struct ChildFds {
    pub stdin: i32,
    pub stdout: i32,
    pub stderr: i32,
    pub err: i32,
    pub life: i32,
    /// Write end of the done pipe: init writes the program's wait status there.
    pub done: i32,
    /// Read end of the go pipe: a prepared sandbox's init reads the program from it.
    pub go: i32,
    /// Read end of the release pipe: Belljar closes the write end once it has read the
    /// memory cgroup's OOM count, and the outer process then removes the cgroups.
    pub release: i32,
    /// A pre-made network namespace to join (see `netpool`), or -1.
    pub netns: i32,
    /// Init's end of the Unix socket pair on which it hands Belljar the proxy's listening
    /// socket (see `netallow`), or -1.
    pub proxy: i32,
}

/// Payload of [`TAG_REPORT`]: landlock state (0 unsupported, 1 full, 2 partial, 3 failed),
/// landlock ABI, seccomp, no_new_privs, capabilities dropped; then a failure text.
pub(crate) struct Applied {
    pub landlock: u8,
    pub abi: u8,
    pub seccomp: bool,
    pub nnp: bool,
    pub caps: bool,
    pub text: String,
}

impl Applied {
    pub(crate) fn decode(b: &[u8]) -> Option<Applied> {
        if b.len() < 5 {
            return None;
        }
        Some(Applied {
            landlock: b[0],
            abi: b[1],
            seccomp: b[2] != 0,
            nnp: b[3] != 0,
            caps: b[4] != 0,
            text: String::from_utf8_lossy(&b[5..]).into_owned(),
        })
    }
}

/// Sends one framed message (`tag`, u16 length, payload) on the error pipe. Each frame is
/// written with a single `write` below PIPE_BUF, so frames never interleave.
fn send(tag: u8, payload: &[u8]) {
    let n = payload.len().min(3000);
    let mut buf = [0u8; 3003];
    buf[0] = tag;
    buf[1..3].copy_from_slice(&(n as u16).to_le_bytes());
    buf[3..3 + n].copy_from_slice(&payload[..n]);
    write_all_fd(FD_ERR, &buf[..3 + n]);
}

fn fail(step: &str, e: i32) -> ! {
    send(TAG_ERROR, format!("{step}: {}", errno_text(e)).as_bytes());
    // SAFETY: terminating the forked child without running destructors.
    unsafe { libc::_exit(1) }
}

fn show(c: &CStr) -> String {
    c.to_string_lossy().into_owned()
}

static FORWARD_TO: AtomicI32 = AtomicI32::new(0);

extern "C" fn forward(sig: libc::c_int) {
    let p = FORWARD_TO.load(Ordering::Relaxed);
    if p > 0 {
        // SAFETY: kill is async-signal-safe.
        unsafe { libc::kill(p, sig) };
    }
}

const FORWARDED: [libc::c_int; 6] = [
    libc::SIGINT,
    libc::SIGTERM,
    libc::SIGHUP,
    libc::SIGQUIT,
    libc::SIGUSR1,
    libc::SIGUSR2,
];

/// Forwards the usual termination/interrupt signals to `pid`.
unsafe fn install_forwarders(pid: i32) {
    FORWARD_TO.store(pid, Ordering::Relaxed);
    for sig in FORWARDED {
        // SAFETY: a zeroed sigaction with a valid handler is a valid argument.
        unsafe {
            let mut sa: libc::sigaction = std::mem::zeroed();
            sa.sa_sigaction = forward as *const () as usize;
            sa.sa_flags = libc::SA_RESTART;
            libc::sigemptyset(&mut sa.sa_mask);
            libc::sigaction(sig, &sa, std::ptr::null_mut());
        }
    }
}

/// Every signal back to its default disposition and unblocked (Rust ignores SIGPIPE, and
/// ignored signals would survive execve).
unsafe fn reset_signals() {
    // SAFETY: plain libc calls on valid arguments.
    unsafe {
        for sig in 1..libc::SIGRTMAX() {
            if sig != libc::SIGKILL && sig != libc::SIGSTOP {
                libc::signal(sig, libc::SIG_DFL);
            }
        }
        let mut set: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut set);
        libc::sigprocmask(libc::SIG_SETMASK, &set, std::ptr::null_mut());
    }
}

/// Entry point of the outer process. Never returns.
///
/// # Safety
/// Must be called only in a freshly forked child.
pub(crate) unsafe fn outer_main(plan: &Plan, fds: ChildFds) -> ! {
    // SAFETY: we are a single-threaded forked child; everything below is plain syscalls.
    unsafe {
        reset_signals();
        // Descriptors: stdio on 0-2, error pipe 3, lifeline 4, done pipe 5, go pipe 6,
        // release pipe 7, nothing else.
        let list = [
            fds.stdin,
            fds.stdout,
            fds.stderr,
            fds.err,
            fds.life,
            fds.done,
            fds.go,
            fds.release,
        ];
        let mut high = [0i32; 8];
        for (i, fd) in list.iter().enumerate() {
            high[i] = libc::fcntl(*fd, libc::F_DUPFD_CLOEXEC, 10);
            if high[i] < 0 {
                libc::_exit(120);
            }
        }
        // Also moved out of the way before 0-9 are overwritten.
        let mut optional_high = [-1i32; 2];
        for (i, fd) in [fds.netns, fds.proxy].into_iter().enumerate() {
            if fd >= 0 {
                optional_high[i] = libc::fcntl(fd, libc::F_DUPFD_CLOEXEC, 10);
                if optional_high[i] < 0 {
                    libc::_exit(123);
                }
            }
        }
        let [netns_high, proxy_high] = optional_high;
        for (i, fd) in high.iter().enumerate() {
            let flags = if i < 3 { 0 } else { libc::O_CLOEXEC };
            if libc::dup3(*fd, i as i32, flags) < 0 {
                libc::_exit(121);
            }
        }
        // 8 and 9 hold the optional descriptors or nothing (closed, not inherited; the
        // pipes made below may then take those numbers). The socket pair is given exactly
        // when `plan.proxy` is set.
        let mut netns = -1;
        for (high, low) in [(netns_high, FD_NETNS), (proxy_high, FD_PROXY)] {
            if high < 0 {
                libc::close(low);
            } else if libc::dup3(high, low, libc::O_CLOEXEC) < 0 {
                libc::_exit(123);
            } else if low == FD_NETNS {
                netns = FD_NETNS;
            }
        }
        close_from(FD_PROXY + 1);
        let zero = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        libc::setrlimit(libc::RLIMIT_CORE, &zero);
        if libc::setsid() < 0 {
            fail("setsid", errno());
        }
        for p in &plan.cgroup_procs {
            if let Err(e) = write_file(p, b"0", false) {
                fail(&format!("joining cgroup {}", show(p)), e);
            }
        }
        if plan.as_root && libc::setgroups(0, std::ptr::null()) != 0 {
            fail("setgroups", errno());
        }
        if netns >= 0 {
            if libc::setns(netns, libc::CLONE_NEWNET) != 0 {
                fail("joining the pre-made network namespace", errno());
            }
            libc::close(netns);
        }
        let mut st = [0i32; 2];
        let mut al = [0i32; 2];
        let mut go = [0i32; 2];
        if libc::pipe2(st.as_mut_ptr(), libc::O_CLOEXEC) != 0
            || libc::pipe2(al.as_mut_ptr(), libc::O_CLOEXEC) != 0
            || libc::pipe2(go.as_mut_ptr(), libc::O_CLOEXEC) != 0
        {
            fail("pipe", errno());
        }
        // A fork straight into the new namespaces: the child is PID 1 of the new PID
        // namespace, and this process stays in the host's user namespace, so it can write
        // the child's uid/gid maps itself (as root it holds CAP_SETUID there; unprivileged it
        // owns the new namespace) without a round trip through Belljar.
        let pid = libc::syscall(
            libc::SYS_clone,
            (plan.unshare_flags | libc::SIGCHLD) as libc::c_ulong,
            0usize,
            0usize,
            0usize,
            0usize,
        ) as i32;
        if pid < 0 {
            fail(
                "clone(user, mount, pid, ipc, uts, net, cgroup namespaces)",
                errno(),
            );
        }
        if pid == 0 {
            libc::close(st[0]);
            libc::close(al[1]);
            libc::close(go[1]);
            libc::close(FD_LIFE);
            libc::close(FD_RELEASE);
            // Wait until the maps are written: before that this process has no uid.
            let mut b = [0u8; 1];
            loop {
                let n = libc::read(go[0], b.as_mut_ptr().cast(), 1);
                if n == 1 {
                    break;
                }
                if n < 0 && errno() == libc::EINTR {
                    continue;
                }
                libc::_exit(1); // the outer process failed and is gone
            }
            libc::close(go[0]);
            init_main(plan, st[1], al[0]);
        }
        libc::close(go[0]);
        // Only init writes the done pipe; with this copy closed, its end of file means init
        // is gone. Only init reads the go pipe.
        libc::close(FD_DONE);
        libc::close(FD_GO);
        // Only when it holds the socket pair: otherwise 9 may be one of the pipes above.
        if plan.proxy {
            libc::close(FD_PROXY);
        }
        let mut buf = [0u8; 64];
        for (name, data) in [
            (&b"/setgroups\0"[..], &b"deny"[..]),
            (b"/uid_map\0", &plan.uid_map),
            (b"/gid_map\0", &plan.gid_map),
        ] {
            let path = proc_path(c"/proc/", pid, name, &mut buf);
            if let Err(e) = write_file(path, data, false)
                // No setgroups file before Linux 3.19 (nor the restriction it lifts).
                && !(e == libc::ENOENT && name.starts_with(b"/setgroups"))
            {
                libc::kill(pid, libc::SIGKILL);
                fail(&format!("writing {}", show(path)), e);
            }
        }
        write_all_fd(go[1], b"1");
        libc::close(go[1]);
        // Init stays in the sandbox's cgroups (a child starts in its parent's); this process
        // goes back to Belljar's, so that it can remove them once init is gone (a cgroup
        // that holds a process cannot be removed). Best effort: cgroup v2 refuses a process
        // in a cgroup that delegates controllers; the cgroups are then Belljar's to remove.
        let mut left = true;
        for p in &plan.cgroup_leave {
            left &= write_file(p, b"0", false).is_ok();
        }
        libc::close(st[1]);
        libc::close(al[0]);
        for fd in 0..=FD_ERR {
            libc::close(fd);
        }
        install_forwarders(pid);
        let pidfd = pidfd_open(pid);
        let mut status = 0i32;
        loop {
            if let Some(pfd) = &pidfd {
                use std::os::fd::AsRawFd;
                let mut pfds = [
                    libc::pollfd {
                        fd: FD_LIFE,
                        events: libc::POLLIN,
                        revents: 0,
                    },
                    libc::pollfd {
                        fd: pfd.as_raw_fd(),
                        events: libc::POLLIN,
                        revents: 0,
                    },
                ];
                let r = libc::poll(pfds.as_mut_ptr(), 2, -1);
                if r < 0 {
                    continue;
                }
                if pfds[0].revents != 0 {
                    // Belljar is gone: nobody can ever kill this sandbox, so end it now.
                    libc::kill(pid, libc::SIGKILL);
                    pfds[0].fd = -1;
                }
                if libc::waitpid(pid, &mut status, libc::WNOHANG) == pid {
                    break;
                }
                if pfds[0].fd < 0 {
                    libc::waitpid(pid, &mut status, 0);
                    break;
                }
            } else {
                let r = libc::waitpid(pid, &mut status, 0);
                if r == pid || (r < 0 && errno() != libc::EINTR) {
                    break;
                }
            }
        }
        // Every process of the sandbox is gone. The cgroups are removed here, off Belljar's
        // path, once Belljar has read the memory cgroup's OOM count: it closes its end of the
        // release pipe then (or it has exited: its lifeline hangs up). Belljar's reaper
        // removes whatever is left after this process is reaped.
        if left && !plan.cgroup_dirs.is_empty() {
            let mut pfds = [FD_LIFE, FD_RELEASE].map(|fd| libc::pollfd {
                fd,
                events: libc::POLLIN,
                revents: 0,
            });
            while libc::poll(pfds.as_mut_ptr(), 2, -1) < 0 && errno() == libc::EINTR {}
            for dir in &plan.cgroup_dirs {
                for _ in 0..20 {
                    if libc::rmdir(dir.as_ptr()) == 0 || errno() == libc::ENOENT {
                        break;
                    }
                    libc::usleep(1000);
                }
            }
        }
        // Mirror the program's status (init forwarded it), or die by SIGKILL.
        let mut buf = [0u8; 4];
        libc::fcntl(st[0], libc::F_SETFL, libc::O_NONBLOCK);
        let n = libc::read(st[0], buf.as_mut_ptr().cast(), 4);
        let sig = if n == 4 {
            let ws = i32::from_ne_bytes(buf);
            if libc::WIFEXITED(ws) {
                libc::_exit(libc::WEXITSTATUS(ws));
            }
            if libc::WIFSIGNALED(ws) {
                libc::WTERMSIG(ws)
            } else {
                libc::SIGKILL
            }
        } else {
            libc::SIGKILL
        };
        libc::signal(sig, libc::SIG_DFL);
        libc::raise(sig);
        libc::_exit(128 + sig);
    }
}

/// `prefix` + the decimal `n` + `suffix` (which ends with a NUL), e.g. "/proc/self/fd/N" or
/// "/proc/PID/uid_map", in `buf` without allocating. `suffix` must fit the remaining space.
fn proc_path<'a>(prefix: &CStr, n: i32, suffix: &[u8], buf: &'a mut [u8; 64]) -> &'a CStr {
    let p = prefix.to_bytes();
    buf[..p.len()].copy_from_slice(p);
    let mut digits = [0u8; 12];
    let mut n = n.max(0) as u32;
    let mut k = 0;
    loop {
        digits[k] = b'0' + (n % 10) as u8;
        k += 1;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    let mut i = p.len();
    while k > 0 {
        k -= 1;
        buf[i] = digits[k];
        i += 1;
    }
    let end = (i + suffix.len()).min(buf.len() - 1);
    buf[i..end].copy_from_slice(&suffix[..end - i]);
    buf[end] = 0;
    CStr::from_bytes_until_nul(&buf[..]).unwrap_or(c"")
}

/// Mount attributes for a bind, via mount_setattr (recursive), or a remount fallback that
/// keeps the flags the kernel locked on the source mount.
unsafe fn restrict_mount(path: &CStr, read_only: bool, allow_dev: bool) -> Result<(), i32> {
    let mut attrs = MOUNT_ATTR_NOSUID;
    if !allow_dev {
        attrs |= MOUNT_ATTR_NODEV;
    }
    if read_only {
        attrs |= MOUNT_ATTR_RDONLY;
    }
    match mount_setattr(path, attrs, true) {
        Ok(()) => Ok(()),
        Err(libc::ENOSYS) => {
            // SAFETY: statvfs into a zeroed struct; mount with valid C strings.
            unsafe {
                let mut sv: libc::statvfs = std::mem::zeroed();
                libc::statvfs(path.as_ptr(), &mut sv);
                let mut flags = libc::MS_BIND | libc::MS_REMOUNT | libc::MS_NOSUID;
                for (st, ms) in [
                    (libc::ST_NODEV, libc::MS_NODEV),
                    (libc::ST_NOEXEC, libc::MS_NOEXEC),
                    (libc::ST_RDONLY, libc::MS_RDONLY),
                    (libc::ST_NOATIME, libc::MS_NOATIME),
                    (libc::ST_NODIRATIME, libc::MS_NODIRATIME),
                    (libc::ST_RELATIME, libc::MS_RELATIME),
                ] {
                    if sv.f_flag & st != 0 {
                        flags |= ms;
                    }
                }
                if !allow_dev {
                    flags |= libc::MS_NODEV;
                }
                if read_only {
                    flags |= libc::MS_RDONLY;
                }
                if libc::mount(
                    std::ptr::null(),
                    path.as_ptr(),
                    std::ptr::null(),
                    flags,
                    std::ptr::null(),
                ) != 0
                {
                    return Err(errno());
                }
            }
            Ok(())
        }
        Err(e) => Err(e),
    }
}

unsafe fn run_op(plan: &Plan, op: &Op, src_fds: &[i32]) {
    // SAFETY: syscalls over prepared C strings.
    unsafe {
        match op {
            Op::Mkdir { path, mode } => {
                if libc::mkdir(path.as_ptr(), *mode) != 0 && errno() != libc::EEXIST {
                    fail(&format!("mkdir {}", show(path)), errno());
                }
            }
            Op::Tmpfs { path, data, flags } => {
                if libc::mount(
                    c"tmpfs".as_ptr(),
                    path.as_ptr(),
                    c"tmpfs".as_ptr(),
                    *flags,
                    data.as_ptr().cast(),
                ) != 0
                {
                    fail(&format!("mounting tmpfs on {}", show(path)), errno());
                }
            }
            Op::Touch { path } => {
                // An empty regular file as a bind target: one syscall (open + close is two).
                if libc::mknod(path.as_ptr(), libc::S_IFREG | 0o644, 0) != 0
                    && errno() != libc::EEXIST
                {
                    fail(&format!("creating {}", show(path)), errno());
                }
            }
            Op::Bind {
                src,
                path,
                read_only,
                allow_dev,
            } => {
                let mut buf = [0u8; 64];
                let from = proc_path(&plan.proc_self_fd, src_fds[*src], b"\0", &mut buf);
                if libc::mount(
                    from.as_ptr(),
                    path.as_ptr(),
                    std::ptr::null(),
                    libc::MS_BIND | libc::MS_REC,
                    std::ptr::null(),
                ) != 0
                {
                    fail(
                        &format!(
                            "bind-mounting {} on {}",
                            plan.source_names[*src],
                            show(path)
                        ),
                        errno(),
                    );
                }
                if let Err(e) = restrict_mount(path, *read_only, *allow_dev) {
                    fail(&format!("restricting mount {}", show(path)), e);
                }
            }
            Op::Symlink { target, path } => {
                if libc::symlink(target.as_ptr(), path.as_ptr()) != 0 && errno() != libc::EEXIST {
                    fail(&format!("symlink {}", show(path)), errno());
                }
            }
            Op::Write { path, data } => {
                if let Err(e) = write_file(path, data, true) {
                    fail(&format!("writing {}", show(path)), e);
                }
            }
            Op::Proc { path } => {
                let flags = libc::MS_NOSUID | libc::MS_NODEV | libc::MS_NOEXEC;
                if libc::mount(
                    c"proc".as_ptr(),
                    path.as_ptr(),
                    c"proc".as_ptr(),
                    flags,
                    std::ptr::null(),
                ) != 0
                {
                    fail("mounting a fresh /proc", errno());
                }
            }
            Op::ReadOnly { path } => {
                if let Err(e) = mount_setattr(
                    path,
                    MOUNT_ATTR_RDONLY | MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV,
                    false,
                ) {
                    let flags = libc::MS_REMOUNT
                        | libc::MS_BIND
                        | libc::MS_RDONLY
                        | libc::MS_NOSUID
                        | libc::MS_NODEV;
                    if e != libc::ENOSYS
                        || libc::mount(
                            std::ptr::null(),
                            path.as_ptr(),
                            std::ptr::null(),
                            flags,
                            std::ptr::null(),
                        ) != 0
                    {
                        fail(&format!("making {} read-only", show(path)), errno());
                    }
                }
            }
        }
    }
}

/// Makes the allow-list proxy's listening socket on the sandbox's loopback (before the
/// program exists, so the code can never take the port first) and sends it to Belljar over
/// [`FD_PROXY`] (`SCM_RIGHTS`); Belljar accepts on it and serves the proxy. Init keeps no
/// copy: nothing in the sandbox holds the socket.
///
/// # Safety
/// Plain syscalls, for init between fork and the program.
unsafe fn hand_over_proxy_listener() -> Result<(), i32> {
    // SAFETY: socket calls on descriptors this function owns, with initialised structures.
    unsafe {
        let s = libc::socket(libc::AF_INET, libc::SOCK_STREAM | libc::SOCK_CLOEXEC, 0);
        if s < 0 {
            return Err(errno());
        }
        let mut addr: libc::sockaddr_in = std::mem::zeroed();
        addr.sin_family = libc::AF_INET as libc::sa_family_t;
        addr.sin_port = PROXY_PORT.to_be();
        addr.sin_addr.s_addr = u32::from(std::net::Ipv4Addr::LOCALHOST).to_be();
        let bound = libc::bind(
            s,
            (&addr as *const libc::sockaddr_in).cast(),
            std::mem::size_of::<libc::sockaddr_in>() as libc::socklen_t,
        ) == 0
            && libc::listen(s, 128) == 0;
        let result = if bound {
            send_fd(FD_PROXY, s)
        } else {
            Err(errno())
        };
        libc::close(s);
        libc::close(FD_PROXY);
        result
    }
}

/// Sends descriptor `fd` over the Unix socket `sock` (one byte of data with it).
unsafe fn send_fd(sock: i32, fd: i32) -> Result<(), i32> {
    // SAFETY: a msghdr over stack buffers sized with CMSG_SPACE for one descriptor.
    unsafe {
        let mut byte = [b'L'];
        let mut iov = libc::iovec {
            iov_base: byte.as_mut_ptr().cast(),
            iov_len: 1,
        };
        let mut control = [0u64; 4]; // 32 bytes, aligned: more than CMSG_SPACE(4)
        let mut msg: libc::msghdr = std::mem::zeroed();
        msg.msg_iov = &mut iov;
        msg.msg_iovlen = 1;
        msg.msg_control = control.as_mut_ptr().cast();
        msg.msg_controllen = libc::CMSG_SPACE(std::mem::size_of::<i32>() as u32) as _;
        let cmsg = libc::CMSG_FIRSTHDR(&msg);
        (*cmsg).cmsg_level = libc::SOL_SOCKET;
        (*cmsg).cmsg_type = libc::SCM_RIGHTS;
        (*cmsg).cmsg_len = libc::CMSG_LEN(std::mem::size_of::<i32>() as u32) as _;
        std::ptr::write_unaligned(libc::CMSG_DATA(cmsg).cast::<i32>(), fd);
        loop {
            if libc::sendmsg(sock, &msg, libc::MSG_NOSIGNAL) == 1 {
                return Ok(());
            }
            if errno() != libc::EINTR {
                return Err(errno());
            }
        }
    }
}

#[repr(C)]
struct CapHeader {
    version: u32,
    pid: i32,
}

#[repr(C)]
#[derive(Clone, Copy)]
struct CapData {
    effective: u32,
    permitted: u32,
    inheritable: u32,
}

/// Empties the bounding, ambient, effective, permitted and inheritable capability sets.
/// Capability numbers are contiguous: the first one the kernel calls invalid ends the walk,
/// and only capabilities still in the bounding set are dropped (each drop allocates and
/// commits new credentials; reading is cheap).
unsafe fn drop_capabilities() -> bool {
    // SAFETY: prctl/capset with valid arguments.
    unsafe {
        let mut ok = true;
        for cap in 0..64 {
            match libc::prctl(libc::PR_CAPBSET_READ, cap, 0, 0, 0) {
                0 => {}
                1 => {
                    if libc::prctl(libc::PR_CAPBSET_DROP, cap, 0, 0, 0) != 0 {
                        ok = false;
                    }
                }
                _ => break,
            }
        }
        if libc::prctl(
            libc::PR_CAP_AMBIENT,
            libc::PR_CAP_AMBIENT_CLEAR_ALL,
            0,
            0,
            0,
        ) != 0
        {
            ok = false;
        }
        let hdr = CapHeader {
            version: 0x2008_0522,
            pid: 0,
        };
        let data = [CapData {
            effective: 0,
            permitted: 0,
            inheritable: 0,
        }; 2];
        if libc::syscall(libc::SYS_capset, &hdr as *const CapHeader, data.as_ptr()) != 0 {
            ok = false;
        }
        ok
    }
}

/// Overwrites init's copy of Belljar's command line and environment strings with zeros (the
/// command line then reads `belljar-init`), and names the process the same: init is a fork
/// of Belljar that never execs, and the sandbox's `/proc/1/cmdline` is readable by the
/// program (`/proc/1/environ` is not: init is not dumpable). Belljar's own copy, and the
/// host's view of it, are untouched (the pages are copied on write).
///
/// # Safety
/// Only in a forked child that never returns to Belljar's code that reads its arguments or
/// environment.
unsafe fn scrub_host_strings(plan: &Plan) {
    const NAME: &[u8] = b"belljar-init";
    for (i, &(start, end)) in plan.host_strings.iter().enumerate() {
        if end <= start {
            continue;
        }
        // SAFETY: [start, end) is this process's own argument/environment area (from
        // /proc/self/stat before the fork), mapped and writable on the main stack.
        unsafe {
            libc::memset(start as *mut libc::c_void, 0, end - start);
            if i == 0 {
                let n = NAME.len().min(end - start - 1);
                std::ptr::copy_nonoverlapping(NAME.as_ptr(), start as *mut u8, n);
            }
        }
    }
    // SAFETY: prctl with a NUL-terminated name.
    unsafe { libc::prctl(libc::PR_SET_NAME, c"belljar-init".as_ptr(), 0, 0, 0) };
}

/// Entry point of the sandbox's PID 1. Never returns.
unsafe fn init_main(plan: &Plan, status_w: i32, alive_r: i32) -> ! {
    // SAFETY: single-threaded forked child; plain syscalls.
    unsafe {
        scrub_host_strings(plan);
        if libc::mount(
            std::ptr::null(),
            c"/".as_ptr(),
            std::ptr::null(),
            libc::MS_REC | libc::MS_PRIVATE,
            std::ptr::null(),
        ) != 0
        {
            fail("making mounts private", errno());
        }
        let mut src_fds: Vec<i32> = Vec::with_capacity(plan.sources.len());
        for (i, s) in plan.sources.iter().enumerate() {
            let fd = libc::open(s.as_ptr(), libc::O_PATH | libc::O_CLOEXEC);
            if fd < 0 {
                fail(&format!("opening {}", plan.source_names[i]), errno());
            }
            src_fds.push(fd);
        }
        if libc::setresgid(plan.inside_gid, plan.inside_gid, plan.inside_gid) != 0 {
            fail("setresgid", errno());
        }
        if libc::setresuid(plan.inside_uid, plan.inside_uid, plan.inside_uid) != 0 {
            fail("setresuid", errno());
        }
        // Armed only now: credential changes clear the parent-death signal.
        libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL, 0, 0, 0);
        let mut pfd = libc::pollfd {
            fd: alive_r,
            events: libc::POLLIN,
            revents: 0,
        };
        if libc::poll(&mut pfd, 1, 0) > 0 {
            libc::_exit(1); // the outer process died before PDEATHSIG was armed
        }
        libc::close(alive_r);
        for op in &plan.ops {
            run_op(plan, op, &src_fds);
        }
        for fd in &src_fds {
            libc::close(*fd);
        }
        if libc::chdir(plan.stage.as_ptr()) != 0 {
            fail("chdir to the new root", errno());
        }
        if libc::syscall(libc::SYS_pivot_root, c".".as_ptr(), c".".as_ptr()) != 0 {
            fail("pivot_root", errno());
        }
        if libc::umount2(c".".as_ptr(), libc::MNT_DETACH) != 0 {
            fail("detaching the old root", errno());
        }
        if libc::chdir(c"/".as_ptr()) != 0 || libc::chdir(plan.workdir_guest.as_ptr()) != 0 {
            fail(&format!("chdir {}", show(&plan.workdir_guest)), errno());
        }
        if libc::sethostname(plan.hostname.as_ptr().cast(), plan.hostname.len()) != 0 {
            fail("sethostname", errno());
        }
        if plan.net_isolated
            && !plan.net_pooled
            && let Err(e) = loopback_up()
        {
            fail("bringing up loopback", e);
        }
        if plan.proxy
            && let Err(e) = hand_over_proxy_listener()
        {
            fail("making the allow-list proxy's socket", e);
        }
        // Init needs no capability from here on (signalling and reaping the program, which
        // runs as the same uid): drop them all before forking, so the program starts with
        // none and its own drop only confirms that.
        if !drop_capabilities() {
            fail("dropping capabilities (sandbox init)", errno());
        }
        // Not dumpable from here on, so the program (same uid) can never open init's
        // descriptors through /proc/1/fd — the done pipe above all, whose status Belljar
        // trusts. Set before the fork, so that there is no window after it either; the
        // program's own image becomes dumpable again at exec.
        libc::prctl(libc::PR_SET_DUMPABLE, 0, 0, 0, 0);
        // A prepared sandbox waits here, fully set up, for the program to run.
        let received;
        let spec = match &plan.exec {
            Some(spec) => spec,
            None => {
                send(TAG_READY, &[]);
                received = read_go(&plan.path);
                &received
            }
        };
        libc::close(FD_GO);
        let pid = libc::fork();
        if pid < 0 {
            fail("fork (program)", errno());
        }
        if pid == 0 {
            libc::close(status_w);
            program_main(plan, spec);
        }
        install_forwarders(pid);
        for fd in 0..=FD_ERR {
            libc::close(fd);
        }
        libc::prctl(libc::PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
        let mut status = None;
        loop {
            let mut ws = 0i32;
            let r = libc::waitpid(-1, &mut ws, 0);
            if r == pid {
                // The program is done: nothing else may outlive it. SIGKILL every other
                // process of the namespace (kill(-1) from PID 1 spares only itself) and
                // reap them all, so that when Belljar reads the status below, no process of
                // the sandbox can run any more.
                status = Some(ws);
                libc::kill(-1, libc::SIGKILL);
            }
            if r < 0 && errno() == libc::ECHILD {
                break;
            }
        }
        if let Some(ws) = status {
            write_all_fd(status_w, &ws.to_ne_bytes());
            write_all_fd(FD_DONE, &ws.to_ne_bytes());
        }
        libc::_exit(0);
    }
}

fn apply_landlock(plan: &Plan) -> (u8, u8, String) {
    use landlock::{
        ABI, Access, AccessFs, Ruleset, RulesetAttr, RulesetCreatedAttr, RulesetStatus, Scope,
        path_beneath_rules,
    };
    let Some(abi) = landlock_abi() else {
        return (0, 0, String::new());
    };
    let target = ABI::V6;
    let res = (|| {
        Ruleset::default()
            .handle_access(AccessFs::from_all(target))?
            .scope(Scope::from_all(target))?
            .create()?
            .add_rules(path_beneath_rules(["/"], AccessFs::from_read(target)))?
            .add_rules(path_beneath_rules(
                &plan.landlock_rw,
                AccessFs::from_all(target),
            ))?
            .restrict_self()
    })();
    let abi = abi.min(255) as u8;
    match res {
        Ok(s) => match s.ruleset {
            RulesetStatus::FullyEnforced => (1, abi, String::new()),
            RulesetStatus::PartiallyEnforced => (2, abi, String::new()),
            RulesetStatus::NotEnforced => (0, abi, String::new()),
        },
        Err(e) => (3, abi, format!("landlock: {e}")),
    }
}

/// In a prepared sandbox's init: reads the program from the go pipe (a little-endian u32
/// length, then [`ExecSpec::encode`]'s bytes). Exits quietly when Belljar closes the pipe
/// without sending one (the prepared sandbox was dropped).
fn read_go(path: &str) -> ExecSpec {
    let read_exact = |buf: &mut [u8]| {
        let mut off = 0;
        while off < buf.len() {
            // SAFETY: reading into the unfilled rest of `buf`.
            let n = unsafe { libc::read(FD_GO, buf[off..].as_mut_ptr().cast(), buf.len() - off) };
            if n > 0 {
                off += n as usize;
            } else if n < 0 && errno() == libc::EINTR {
                continue;
            } else {
                // SAFETY: ending this process.
                unsafe { libc::_exit(0) };
            }
        }
    };
    let mut len = [0u8; 4];
    read_exact(&mut len);
    let len = u32::from_le_bytes(len) as usize;
    if len > MAX_GO_BYTES {
        fail("reading the program to run", libc::E2BIG);
    }
    let mut bytes = vec![0u8; len];
    read_exact(&mut bytes);
    match ExecSpec::decode(&bytes, path) {
        Some(spec) => spec,
        None => fail("reading the program to run", libc::EINVAL),
    }
}

/// The largest program request a prepared sandbox accepts. Small on purpose: init reads and
/// parses it after `fork` in a copy of a multi-threaded process, where only small
/// allocations (served from the thread's own heap) are safe from locks another thread held
/// at the fork. It also fits a pipe's default 64 KiB buffer with its length prefix, so
/// Belljar's write of it never waits. A longer command line must use `spawn`.
pub(crate) const MAX_GO_BYTES: usize = 60 << 10;

unsafe fn program_main(plan: &Plan, spec: &ExecSpec) -> ! {
    // SAFETY: single-threaded forked child; plain syscalls.
    unsafe {
        reset_signals();
        for (res, soft, hard) in &plan.rlimits {
            let lim = libc::rlimit {
                rlim_cur: *soft,
                rlim_max: *hard,
            };
            if libc::setrlimit(*res, &lim) != 0 {
                fail(&format!("setrlimit({res})"), errno());
            }
        }
        let caps = drop_capabilities();
        if !caps {
            fail("dropping capabilities", errno());
        }
        if libc::prctl(libc::PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 {
            fail("prctl(PR_SET_NO_NEW_PRIVS)", errno());
        }
        let (ll, abi, text) = apply_landlock(plan);
        let seccomp = match super::seccomp::filters() {
            Ok(programs) => {
                for prog in programs {
                    if let Err(e) = seccompiler::apply_filter(prog) {
                        send(
                            TAG_ERROR,
                            format!("installing the seccomp filter: {e}").as_bytes(),
                        );
                        libc::_exit(1);
                    }
                }
                true
            }
            Err(_) => false,
        };
        let mut payload = vec![ll, abi, seccomp as u8, 1, caps as u8];
        payload.extend_from_slice(text.as_bytes());
        send(TAG_REPORT, &payload);
        let argv: Vec<*const libc::c_char> = spec
            .argv
            .iter()
            .map(|a| a.as_ptr())
            .chain(std::iter::once(std::ptr::null()))
            .collect();
        let envp: Vec<*const libc::c_char> = plan
            .envp
            .iter()
            .map(|a| a.as_ptr())
            .chain(std::iter::once(std::ptr::null()))
            .collect();
        let mut last = libc::ENOENT;
        for cand in &spec.exec_candidates {
            libc::execve(cand.as_ptr(), argv.as_ptr(), envp.as_ptr());
            let e = errno();
            if e != libc::ENOENT && e != libc::ENOTDIR {
                last = e;
                if e != libc::EACCES {
                    break;
                }
            }
        }
        send(
            TAG_EXEC,
            format!("{}: '{}'", errno_text(last), spec.program_name).as_bytes(),
        );
        libc::_exit(127);
    }
}
