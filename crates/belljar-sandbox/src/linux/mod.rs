//! The Linux implementation: [`spawn`] prepares a plan, forks the outer process (see
//! `child.rs`), collects the setup report, and wraps the result in a handle that waits, kills and enforces the wall timeout.

mod cgroup;
mod check;
mod child;
mod netpool;
mod plan;
mod seccomp;
mod sys;

use std::io::{Read, Write};
use std::os::fd::{AsRawFd, OwnedFd};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

use tokio::io::Interest;
use tokio::io::unix::AsyncFd;

use crate::netallow::proxy::{self, Proxy};
use crate::{
    AllowedHost, Enforcement, ExitStatus, LandlockState, Network, SandboxConfig, SandboxError,
    SandboxedChild,
};

pub(crate) use check::sandbox_check;

use child::{Applied, ChildFds, MAX_GO_BYTES, TAG_ERROR, TAG_EXEC, TAG_READY, TAG_REPORT};

/// State shared between the handle and its wall-timeout task.
struct Shared {
    pid: i32,
    pidfd: Option<OwnedFd>,
    reaped: AtomicBool,
    killed: AtomicBool,
    timed_out: AtomicBool,
    /// Init reported the program's status: every process of the sandbox is gone, only the
    /// outer process is left to reap (by the reaper thread).
    finished: AtomicBool,
    cgroups: Mutex<cgroup::SandboxCgroups>,
    /// Write end of the release pipe: closed once the memory cgroup's OOM count is read (or
    /// will not be), which lets the outer process remove the cgroups (see `child.rs`).
    release: Mutex<Option<OwnedFd>>,
    /// Killed by [`Shared::kill_for_drop`] through its cgroups: the outer process is left to
    /// remove them and exit, and [`Shared::reap_blocking`] waits for that only so long.
    killed_for_drop: AtomicBool,
}

/// How long [`Shared::reap_blocking`] waits for the outer process of a sandbox killed through
/// its cgroups ([`Shared::kill_for_drop`]) to remove them and exit before it SIGKILLs it.
const DROP_REAP_GRACE: std::time::Duration = std::time::Duration::from_secs(2);

impl Shared {
    fn send(&self, sig: i32) -> std::io::Result<()> {
        if let Some(fd) = &self.pidfd {
            return sys::pidfd_send_signal(fd.as_raw_fd(), sig);
        }
        if self.reaped.load(Ordering::SeqCst) {
            return Ok(());
        }
        // SAFETY: the pid is our unreaped child, so it cannot have been reused.
        if unsafe { libc::kill(self.pid, sig) } != 0 {
            return Err(std::io::Error::last_os_error());
        }
        Ok(())
    }

    /// SIGKILL to the outer process: its death SIGKILLs the sandbox's PID 1 (parent-death
    /// signal), which makes the kernel kill every process of the PID namespace.
    fn kill_all(&self) {
        let _ = self.send(libc::SIGKILL);
        if let Ok(cg) = self.cgroups.lock() {
            cg.kill_all();
        }
    }

    /// Kills the sandbox when Belljar lets go of it (a running sandbox dropped, a prepared
    /// one never used, a spawn cancelled), so that its cgroups go even if Belljar exits right
    /// after, before any thread of its own can reap and remove them. With cgroups, every
    /// process in them is killed — init among them, so the kernel kills the whole PID
    /// namespace — while the outer process, which left the cgroups, lives on: it sees init
    /// gone and removes the cgroups itself once released, or once Belljar has exited (its
    /// lifeline hangs up). Without cgroups (or when nothing could be signalled through them),
    /// [`Self::kill_all`]. The reap that follows SIGKILLs an outer process that has not exited
    /// within [`DROP_REAP_GRACE`].
    fn kill_for_drop(&self) {
        let through_cgroups = self.cgroups.lock().map(|cg| cg.kill_all()).unwrap_or(false);
        if through_cgroups {
            self.killed_for_drop.store(true, Ordering::SeqCst);
        } else {
            self.kill_all();
        }
    }

    /// Whether the kernel's OOM killer killed a process of the sandbox (its cgroups' count;
    /// read before [`Self::release`], after which the outer process removes them).
    fn oom_killed(&self) -> bool {
        self.cgroups
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .oom_kills()
            > 0
    }

    /// Lets the outer process remove the cgroups once init is gone: call after the OOM
    /// count was read, and before waiting for the outer process (which waits for this).
    fn release(&self) {
        drop(
            self.release
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .take(),
        );
    }

    /// Blocking reap, for the drop path and setup failures.
    fn reap_blocking(&self) -> i32 {
        self.release();
        let mut ws = 0;
        // Killed through its cgroups: the outer process removes them and exits by itself;
        // waited for only so long, then SIGKILLed (and its cgroups removed below).
        let mut deadline = self
            .killed_for_drop
            .load(Ordering::SeqCst)
            .then(|| std::time::Instant::now() + DROP_REAP_GRACE);
        loop {
            let flags = if deadline.is_some() { libc::WNOHANG } else { 0 };
            // SAFETY: waiting for our own child.
            let r = unsafe { libc::waitpid(self.pid, &mut ws, flags) };
            if r == self.pid || (r < 0 && sys::errno() != libc::EINTR) {
                break;
            }
            if let (0, Some(end)) = (r, deadline) {
                if std::time::Instant::now() >= end {
                    let _ = self.send(libc::SIGKILL);
                    deadline = None;
                } else {
                    std::thread::sleep(std::time::Duration::from_millis(2));
                }
            }
        }
        self.reaped.store(true, Ordering::SeqCst);
        if let Ok(mut cg) = self.cgroups.lock() {
            cg.remove();
        }
        ws
    }
}

/// Where finished sandboxes are sent to be reaped: the reaper thread's end of its channel,
/// once there is a reaper.
static REAPER: Mutex<Option<std::sync::mpsc::Sender<Arc<Shared>>>> = Mutex::new(None);

/// Installs a reaper's channel, unless there is one already: the receiver, for the thread
/// that then calls [`run_reaper`] with it.
fn reaper_channel() -> Option<std::sync::mpsc::Receiver<Arc<Shared>>> {
    let mut slot = REAPER.lock().unwrap_or_else(|p| p.into_inner());
    if slot.is_some() {
        return None;
    }
    let (tx, rx) = std::sync::mpsc::channel();
    *slot = Some(tx);
    Some(rx)
}

/// The reaper's loop, on the calling thread: reaps each sandbox sent by [`reap_later`].
fn run_reaper(rx: std::sync::mpsc::Receiver<Arc<Shared>>) {
    // SAFETY: names the calling thread; a NUL-terminated name of at most 16 bytes.
    unsafe { libc::prctl(libc::PR_SET_NAME, c"belljar-reaper".as_ptr()) };
    for shared in rx {
        shared.reap_blocking();
    }
}

/// Reaps, on one background thread, the outer processes of sandboxes whose result is already
/// known (init reported it on the done pipe), then removes what is left of their cgroups.
/// The outer process exits right after init, so each wait is short. The reaper is the thread
/// [`expect_spawn`] started (it stays on once its namespace is made), so that a process that
/// runs one sandbox and exits starts no thread after its program is done; without it, the
/// first call starts one.
fn reap_later(shared: Arc<Shared>) {
    if let Some(rx) = reaper_channel() {
        let started = std::thread::Builder::new()
            .name("belljar-reaper".into())
            .spawn(move || run_reaper(rx));
        if started.is_err() {
            *REAPER.lock().unwrap_or_else(|p| p.into_inner()) = None;
        }
    }
    let sent = REAPER
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .as_ref()
        .and_then(|tx| tx.send(shared.clone()).ok());
    if sent.is_none() {
        std::thread::spawn(move || shared.reap_blocking());
    }
}

/// The Linux side of [`crate::SandboxController`]: kill/signal without borrowing the child.
#[derive(Clone)]
pub(crate) struct Controller {
    shared: Arc<Shared>,
}

impl Controller {
    pub(crate) fn kill(&self) -> Result<(), SandboxError> {
        if !self.shared.reaped.load(Ordering::SeqCst)
            && !self.shared.finished.load(Ordering::SeqCst)
        {
            self.shared.killed.store(true, Ordering::SeqCst);
            self.shared.kill_all();
        }
        Ok(())
    }

    pub(crate) fn signal(&self, signal: i32) -> Result<(), SandboxError> {
        if ![
            libc::SIGINT,
            libc::SIGTERM,
            libc::SIGHUP,
            libc::SIGQUIT,
            libc::SIGUSR1,
            libc::SIGUSR2,
        ]
        .contains(&signal)
        {
            return Err(SandboxError::InvalidConfig(format!(
                "signal {signal} cannot be forwarded into the sandbox"
            )));
        }
        if self.shared.reaped.load(Ordering::SeqCst) || self.shared.finished.load(Ordering::SeqCst)
        {
            return Ok(());
        }
        match self.shared.send(signal) {
            Ok(()) => Ok(()),
            // Already exited (not yet reaped): nothing to signal.
            Err(e) if e.raw_os_error() == Some(libc::ESRCH) => Ok(()),
            Err(e) => Err(SandboxError::io("signalling the sandbox", e)),
        }
    }
}

/// The Linux side of [`SandboxedChild`].
pub(crate) struct Inner {
    shared: Arc<Shared>,
    enforcement: Enforcement,
    status: Option<ExitStatus>,
    timer: Option<tokio::task::JoinHandle<()>>,
    /// Read end of the done pipe (see `child.rs`), until it has been read.
    done: Option<OwnedFd>,
    /// The allow-list proxy ([`Network::Allow`]), stopped when the sandbox has ended.
    proxy: Option<Proxy>,
}

impl Inner {
    pub(crate) fn id(&self) -> u32 {
        self.shared.pid as u32
    }

    pub(crate) fn enforcement(&self) -> &Enforcement {
        &self.enforcement
    }

    pub(crate) fn controller(&self) -> Controller {
        Controller {
            shared: self.shared.clone(),
        }
    }

    pub(crate) async fn wait(&mut self) -> Result<ExitStatus, SandboxError> {
        if let Some(s) = self.status {
            return Ok(s);
        }
        if let Some(ws) = self.done_status().await? {
            // Init reaped every process of the sandbox before writing this: the result is
            // final. The outer process (which only exits once init has) is reaped
            // in the background, so the namespaces' teardown is not on the caller's path.
            self.shared.finished.store(true, Ordering::SeqCst);
            self.proxy = None;
            if let Some(t) = self.timer.take() {
                t.abort();
            }
            let oom_killed = self.shared.oom_killed();
            self.shared.release();
            reap_later(self.shared.clone());
            return Ok(self.finish(ws, oom_killed));
        }
        // The done pipe closed without a status: init is gone (only it held the write end),
        // so every process of the sandbox is dead or dying and the OOM count is final. It is
        // read before the outer process is released (it then removes the cgroups) and waited.
        let oom_killed = self.shared.oom_killed();
        self.shared.release();
        let pid = self.shared.pid;
        let mut ws = 0i32;
        let mut done = false;
        if let Some(fd) = &self.shared.pidfd {
            let dup = fd
                .try_clone()
                .map_err(|e| SandboxError::io("duplicating pidfd", e))?;
            // SAFETY: `dup` is an OwnedFd moved into the AsyncFd, so it stays open and refers
            // to the same pidfd for the AsyncFd's whole lifetime.
            let afd = unsafe { AsyncFd::register_with_interest(dup, Interest::READABLE) }.map_err(
                |e| SandboxError::io("registering pidfd", std::io::Error::other(e.to_string())),
            )?;
            loop {
                // SAFETY: non-blocking wait for our own child.
                let r = unsafe { libc::waitpid(pid, &mut ws, libc::WNOHANG) };
                if r == pid {
                    done = true;
                    break;
                }
                if r < 0 && sys::errno() != libc::EINTR {
                    return Err(SandboxError::io("waitpid", std::io::Error::last_os_error()));
                }
                let mut guard = afd
                    .readable()
                    .await
                    .map_err(|e| SandboxError::io("waiting for the sandbox", e))?;
                guard.clear_ready();
            }
        }
        if !done {
            let shared = self.shared.clone();
            ws = tokio::task::spawn_blocking(move || {
                let mut ws = 0;
                loop {
                    // SAFETY: blocking wait for our own child.
                    let r = unsafe { libc::waitpid(shared.pid, &mut ws, 0) };
                    if r == shared.pid || (r < 0 && sys::errno() != libc::EINTR) {
                        break;
                    }
                }
                ws
            })
            .await
            .map_err(|e| SandboxError::io("waiting for the sandbox", std::io::Error::other(e)))?;
        }
        self.shared.reaped.store(true, Ordering::SeqCst);
        self.proxy = None;
        if let Some(t) = self.timer.take() {
            t.abort();
        }
        self.shared
            .cgroups
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .remove();
        Ok(self.finish(ws, oom_killed))
    }

    /// Records and returns the final status from the wait status `ws`.
    fn finish(&mut self, ws: i32, oom_killed: bool) -> ExitStatus {
        let status = ExitStatus {
            code: libc::WIFEXITED(ws).then(|| libc::WEXITSTATUS(ws)),
            signal: libc::WIFSIGNALED(ws).then(|| libc::WTERMSIG(ws)),
            timed_out: self.shared.timed_out.load(Ordering::SeqCst),
            killed: self.shared.killed.load(Ordering::SeqCst),
            oom_killed,
        };
        self.status = Some(status);
        status
    }

    /// The program's wait status from the done pipe, or `None` when the pipe closed without
    /// one (init was killed, e.g. by a timeout or a kill: the outer process's exit tells).
    /// Cancel-safe: the pipe is kept until a complete answer was read.
    async fn done_status(&mut self) -> Result<Option<i32>, SandboxError> {
        let Some(fd) = self.done.as_ref() else {
            return Ok(None);
        };
        let raw = fd.as_raw_fd();
        // SAFETY: fcntl on a descriptor we own.
        unsafe {
            let flags = libc::fcntl(raw, libc::F_GETFL);
            libc::fcntl(raw, libc::F_SETFL, flags | libc::O_NONBLOCK);
        }
        let dup = fd
            .try_clone()
            .map_err(|e| SandboxError::io("duplicating the done pipe", e))?;
        // SAFETY: `dup` is an OwnedFd moved into the AsyncFd, so it stays open and refers to
        // the same pipe for the AsyncFd's whole lifetime.
        let afd =
            unsafe { AsyncFd::register_with_interest(dup, Interest::READABLE) }.map_err(|e| {
                SandboxError::io(
                    "registering the done pipe",
                    std::io::Error::other(e.to_string()),
                )
            })?;
        let mut buf = [0u8; 4];
        let mut got = 0;
        let answer = loop {
            let mut guard = afd
                .readable()
                .await
                .map_err(|e| SandboxError::io("waiting for the sandbox", e))?;
            // SAFETY: reading into our own buffer from a descriptor we own.
            let n = unsafe { libc::read(raw, buf[got..].as_mut_ptr().cast(), 4 - got) };
            if n > 0 {
                got += n as usize;
                if got == 4 {
                    break Some(i32::from_ne_bytes(buf));
                }
            } else if n == 0 {
                break None;
            } else if sys::errno() == libc::EAGAIN {
                guard.clear_ready();
            } else if sys::errno() != libc::EINTR {
                break None;
            }
        };
        self.done = None;
        Ok(answer)
    }
}

impl Drop for Inner {
    fn drop(&mut self) {
        if let Some(t) = self.timer.take() {
            t.abort();
        }
        if self.status.is_none() && !self.shared.reaped.load(Ordering::SeqCst) {
            self.shared.kill_for_drop();
            let shared = self.shared.clone();
            std::thread::spawn(move || {
                shared.reap_blocking();
            });
        }
    }
}

/// A pipe whose write end stays open in this process forever: the outer process of every
/// sandbox polls the read end and kills its sandbox when Belljar dies.
fn lifeline() -> Result<&'static (OwnedFd, OwnedFd), SandboxError> {
    static L: OnceLock<std::io::Result<(OwnedFd, OwnedFd)>> = OnceLock::new();
    L.get_or_init(sys::pipe_cloexec)
        .as_ref()
        .map_err(|e| SandboxError::io("creating the lifeline pipe", std::io::Error::from(e.kind())))
}

struct Started {
    shared: Arc<Shared>,
    stdin: OwnedFd,
    stdout: OwnedFd,
    stderr: OwnedFd,
    enforcement: Enforcement,
    done: OwnedFd,
    proxy: Option<Proxy>,
}

/// A sandbox between `fork` and the program's `execve`.
struct Forked {
    plan: plan::Plan,
    shared: Arc<Shared>,
    stdin: OwnedFd,
    stdout: OwnedFd,
    stderr: OwnedFd,
    err_r: OwnedFd,
    done_r: OwnedFd,
    /// Write end of the go pipe (the program for a prepared sandbox's init).
    go_w: OwnedFd,
    limits: Vec<crate::LimitReport>,
    seccomp_ok: bool,
    /// With [`Network::Allow`]: Belljar's end of the socket pair on which init sends the
    /// proxy's listening socket, and the list the proxy enforces.
    proxy: Option<(OwnedFd, Arc<[AllowedHost]>)>,
    /// The list the proxy enforces, for the report.
    proxy_list: Option<Arc<[AllowedHost]>>,
}

/// Creates the cgroups and the plan, and forks the outer process.
/// `exec` is the program and its arguments, or `None` for a prepared sandbox (see
/// [`prepare`]).
fn fork_sandbox(
    exec: Option<(&str, &[String])>,
    cfg: &SandboxConfig,
) -> Result<Forked, SandboxError> {
    let mut limits = Vec::new();
    let mut cgroups = cgroup::create(cfg.limits.memory_bytes, cfg.limits.max_processes);
    let mut plan = match plan::build(exec, cfg, &cgroups, &mut limits) {
        Ok(p) => p,
        Err(e) => {
            cgroups.remove();
            return Err(e);
        }
    };
    // Root: take a network namespace made in the background instead of creating one on
    // the critical path (about 1 ms of CPU each).
    let netns = if plan.as_root && plan.net_isolated {
        netpool::take()
    } else {
        None
    };
    if netns.is_some() {
        plan.unshare_flags &= !libc::CLONE_NEWNET;
        plan.net_pooled = true;
    }
    if plan.as_root {
        use std::os::unix::fs::MetadataExt;
        let owned = std::fs::metadata(&cfg.workdir).and_then(|meta| {
            if meta.uid() != plan.host_uid || meta.gid() != plan.host_gid {
                std::os::unix::fs::chown(&cfg.workdir, Some(plan.host_uid), Some(plan.host_gid))
            } else {
                Ok(())
            }
        });
        if let Err(e) = owned {
            cgroups.remove();
            return Err(SandboxError::io(
                format!("chown {}", cfg.workdir.display()),
                e,
            ));
        }
    }
    let seccomp_ok = seccomp::filters().is_ok();
    let life = match lifeline() {
        Ok(l) => l,
        Err(e) => {
            cgroups.remove();
            return Err(e);
        }
    };
    let pipes = || -> std::io::Result<_> {
        Ok((
            sys::pipe_cloexec()?,
            sys::pipe_cloexec()?,
            sys::pipe_cloexec()?,
            sys::pipe_cloexec()?,
            sys::pipe_cloexec()?,
            sys::pipe_cloexec()?,
            sys::pipe_cloexec()?,
        ))
    };
    let (stdin, stdout, stderr, err, done, go, release) = match pipes() {
        Ok(p) => p,
        Err(e) => {
            cgroups.remove();
            return Err(SandboxError::io("creating pipes", e));
        }
    };
    let proxy_pair = match &cfg.network {
        Network::Allow(list) => match sys::socketpair_cloexec() {
            Ok((ours, theirs)) => Some((ours, theirs, Arc::<[AllowedHost]>::from(list.clone()))),
            Err(e) => {
                cgroups.remove();
                return Err(SandboxError::io("creating the proxy's socket pair", e));
            }
        },
        _ => None,
    };
    let fds = ChildFds {
        stdin: stdin.0.as_raw_fd(),
        stdout: stdout.1.as_raw_fd(),
        stderr: stderr.1.as_raw_fd(),
        err: err.1.as_raw_fd(),
        life: life.0.as_raw_fd(),
        done: done.1.as_raw_fd(),
        go: go.0.as_raw_fd(),
        release: release.0.as_raw_fd(),
        netns: netns.as_ref().map_or(-1, |f| f.as_raw_fd()),
        proxy: proxy_pair.as_ref().map_or(-1, |p| p.1.as_raw_fd()),
    };
    // SAFETY: fork; the child only runs `outer_main`, which never returns.
    let pid = unsafe { libc::fork() };
    if pid < 0 {
        cgroups.remove();
        return Err(SandboxError::io("fork", std::io::Error::last_os_error()));
    }
    if pid == 0 {
        // SAFETY: we are the freshly forked child.
        unsafe { child::outer_main(&plan, fds) };
    }
    drop(netns);
    let shared = Arc::new(Shared {
        pid,
        pidfd: sys::pidfd_open(pid),
        reaped: AtomicBool::new(false),
        killed: AtomicBool::new(false),
        timed_out: AtomicBool::new(false),
        finished: AtomicBool::new(false),
        cgroups: Mutex::new(cgroups),
        release: Mutex::new(Some(release.1)),
        killed_for_drop: AtomicBool::new(false),
    });
    drop((stdin.0, stdout.1, stderr.1, err.1, done.1, go.0, release.0));
    let proxy = proxy_pair.map(|(ours, _theirs, list)| (ours, list));
    Ok(Forked {
        plan,
        shared,
        stdin: stdin.1,
        stdout: stdout.0,
        stderr: stderr.0,
        err_r: err.0,
        done_r: done.0,
        go_w: go.1,
        limits,
        seccomp_ok,
        proxy,
        proxy_list: None,
    })
}

/// What the setup messages said so far.
#[derive(Default)]
struct Collector {
    error: Option<SandboxError>,
    applied: Option<Applied>,
    /// A prepared sandbox's init said it waits for the program.
    ready: bool,
}

impl Collector {
    /// Handles one frame from the error pipe.
    fn frame(&mut self, tag: u8, payload: &[u8]) {
        let text = || String::from_utf8_lossy(payload).into_owned();
        match tag {
            TAG_ERROR => {
                self.error.get_or_insert(SandboxError::Setup(text()));
            }
            TAG_EXEC => {
                self.error.get_or_insert(SandboxError::Exec(text()));
            }
            TAG_REPORT => self.applied = Applied::decode(payload),
            TAG_READY => self.ready = true,
            _ => {}
        }
    }

    /// The started sandbox, or the error (the sandbox is then being killed; reap it).
    fn finish(self, mut f: Forked) -> Result<Started, (SandboxError, Arc<Shared>)> {
        let applied = match (self.error, self.applied) {
            (Some(e), _) => {
                f.shared.kill_all();
                return Err((e, f.shared));
            }
            (None, None) => {
                f.shared.kill_all();
                return Err((
                    SandboxError::Setup("the sandbox exited before starting the program".into()),
                    f.shared,
                ));
            }
            (None, Some(a)) => a,
        };
        // Init sent the proxy's listening socket before the program existed.
        let proxy = match f.proxy.take() {
            None => None,
            Some((sock, allow)) => {
                f.proxy_list = Some(allow.clone());
                let started =
                    sys::recv_fd(&sock).and_then(|listener| proxy::start(listener, allow));
                match started {
                    Ok(p) => Some(p),
                    Err(e) => {
                        f.shared.kill_all();
                        return Err((
                            SandboxError::io("starting the allow-list proxy", e),
                            f.shared,
                        ));
                    }
                }
            }
        };
        let landlock = match applied.landlock {
            1 | 2 => LandlockState::Enforced {
                abi: applied.abi as u32,
                fully: applied.landlock == 1,
            },
            3 => LandlockState::Failed(applied.text.clone()),
            _ => LandlockState::Unsupported,
        };
        let enforcement = Enforcement {
            user_namespace: true,
            mount_namespace: true,
            pid_namespace: true,
            ipc_namespace: true,
            uts_namespace: true,
            network_namespace: f.plan.net_isolated,
            allowed_hosts: match &f.proxy_list {
                Some(list) => list.to_vec(),
                None => Vec::new(),
            },
            cgroup_namespace: true,
            landlock,
            seccomp: applied.seccomp && f.seccomp_ok,
            no_new_privs: applied.nnp,
            capabilities_dropped: applied.caps,
            new_session: true,
            supplementary_groups_dropped: f.plan.as_root,
            host_uid: f.plan.host_uid,
            host_gid: f.plan.host_gid,
            limits: f.limits,
        };
        Ok(Started {
            shared: f.shared,
            stdin: f.stdin,
            stdout: f.stdout,
            stderr: f.stderr,
            enforcement,
            done: f.done_r,
            proxy,
        })
    }
}

/// Starts a sandbox, blocking until the program is executed (used by `sandbox_check`).
fn start(program: &str, args: &[String], cfg: &SandboxConfig) -> Result<Started, SandboxError> {
    let f = fork_sandbox(Some((program, args)), cfg)?;
    // Read framed messages until every copy of the error pipe is closed (exec happened or
    // every sandbox process died).
    let err_r = f
        .err_r
        .try_clone()
        .map_err(|e| SandboxError::io("dup", e))?;
    let mut file = std::fs::File::from(err_r);
    let mut c = Collector::default();
    loop {
        let mut hdr = [0u8; 3];
        if read_exact_or_eof(&mut file, &mut hdr).is_none() {
            break;
        }
        let mut payload = vec![0u8; u16::from_le_bytes([hdr[1], hdr[2]]) as usize];
        if read_exact_or_eof(&mut file, &mut payload).is_none() {
            break;
        }
        c.frame(hdr[0], &payload);
    }
    c.finish(f).map_err(|(e, shared)| {
        shared.reap_blocking();
        e
    })
}

/// Reads setup frames from `rx` into `c` until the pipe closes (the program was executed, or
/// every sandbox process is gone) or, with `until_ready`, until init says it waits.
async fn collect(rx: &mut tokio::net::unix::pipe::Receiver, c: &mut Collector, until_ready: bool) {
    use tokio::io::AsyncReadExt;
    loop {
        let mut hdr = [0u8; 3];
        if rx.read_exact(&mut hdr).await.is_err() {
            return;
        }
        let mut payload = vec![0u8; u16::from_le_bytes([hdr[1], hdr[2]]) as usize];
        if rx.read_exact(&mut payload).await.is_err() {
            return;
        }
        c.frame(hdr[0], &payload);
        if until_ready && (c.ready || c.error.is_some()) {
            return;
        }
    }
}

/// The setup pipe, registered with the runtime.
fn setup_pipe(f: &Forked) -> Result<tokio::net::unix::pipe::Receiver, SandboxError> {
    f.err_r
        .try_clone()
        .and_then(tokio::net::unix::pipe::Receiver::from_owned_fd)
        .map_err(|e| SandboxError::io("registering the setup pipe", e))
}

/// Finishes a start: the started sandbox, or the error after reaping what was forked.
async fn conclude(c: Collector, f: Forked) -> Result<Started, SandboxError> {
    match c.finish(f) {
        Ok(s) => Ok(s),
        Err((e, shared)) => Err(reaped(shared, e).await),
    }
}

/// `e`, once the (killed) sandbox of `shared` has been reaped off the runtime's threads.
async fn reaped(shared: Arc<Shared>, e: SandboxError) -> SandboxError {
    let _ = tokio::task::spawn_blocking(move || shared.reap_blocking()).await;
    e
}

/// Starts a sandbox without blocking the runtime: the setup messages are read
/// asynchronously.
async fn start_async(
    program: &str,
    args: &[String],
    cfg: &SandboxConfig,
) -> Result<Started, SandboxError> {
    let f = fork_sandbox(Some((program, args)), cfg)?;
    // If this future is dropped while the setup is awaited (a cancelled spawn), the forked
    // sandbox must not outlive it: the guard kills and reaps it.
    let mut guard = CancelGuard(Some(f.shared.clone()));
    let mut c = Collector::default();
    match setup_pipe(&f) {
        Ok(mut rx) => collect(&mut rx, &mut c, false).await,
        Err(e) => c.error = Some(e),
    }
    guard.0 = None;
    conclude(c, f).await
}

/// A sandbox set up up to the program: namespaces, root file system, cgroups and limits in
/// place, its init waiting for the program to run (see [`crate::prepare`]).
pub(crate) struct Prepared {
    forked: Option<Forked>,
    rx: Option<tokio::net::unix::pipe::Receiver>,
    wall_timeout: Option<std::time::Duration>,
}

impl std::fmt::Debug for Prepared {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Prepared")
            .field("pid", &self.forked.as_ref().map(|f| f.shared.pid))
            .finish()
    }
}

pub(crate) async fn prepare(config: &SandboxConfig) -> Result<Prepared, SandboxError> {
    let f = fork_sandbox(None, config)?;
    let mut guard = CancelGuard(Some(f.shared.clone()));
    let mut c = Collector::default();
    let rx = match setup_pipe(&f) {
        Ok(mut rx) => {
            collect(&mut rx, &mut c, true).await;
            Some(rx)
        }
        Err(e) => {
            c.error = Some(e);
            None
        }
    };
    guard.0 = None;
    if c.error.is_some() || !c.ready {
        let e = c.error.unwrap_or_else(|| {
            SandboxError::Setup("the sandbox exited before it was ready".into())
        });
        f.shared.kill_all();
        return Err(reaped(f.shared.clone(), e).await);
    }
    Ok(Prepared {
        forked: Some(f),
        rx,
        wall_timeout: config.limits.wall_timeout,
    })
}

impl Prepared {
    pub(crate) async fn start(
        mut self,
        program: &str,
        args: &[String],
    ) -> Result<SandboxedChild, SandboxError> {
        let (Some(f), Some(mut rx)) = (self.forked.take(), self.rx.take()) else {
            return Err(SandboxError::Setup("the prepared sandbox is gone".into()));
        };
        let mut guard = CancelGuard(Some(f.shared.clone()));
        let spec = plan::ExecSpec::new(program, args, &f.plan.path)?;
        let bytes = spec.encode();
        if bytes.len() > MAX_GO_BYTES {
            return Err(SandboxError::InvalidConfig(format!(
                "the program and its arguments take {} bytes; at most {MAX_GO_BYTES} are allowed",
                bytes.len()
            )));
        }
        let mut message = (bytes.len() as u32).to_le_bytes().to_vec();
        message.extend_from_slice(&bytes);
        let mut c = Collector::default();
        // A blocking write, but it fits the pipe's buffer (see MAX_GO_BYTES), so it does not
        // wait for init.
        if let Err(e) = std::fs::File::from(
            f.go_w
                .try_clone()
                .map_err(|e| SandboxError::io("duplicating the go pipe", e))?,
        )
        .write_all(&message)
        {
            c.error = Some(SandboxError::Setup(format!(
                "the prepared sandbox is gone (its init did not read the program: {e})"
            )));
        } else {
            collect(&mut rx, &mut c, false).await;
        }
        guard.0 = None;
        let started = conclude(c, f).await?;
        into_child(started, self.wall_timeout)
    }
}

impl Drop for Prepared {
    fn drop(&mut self) {
        if let Some(f) = self.forked.take() {
            f.shared.kill_for_drop();
            reap_later(f.shared.clone());
        }
    }
}

/// Kills and reaps (on a thread) a sandbox whose spawn was cancelled; disarmed by taking
/// the `Option`.
struct CancelGuard(Option<Arc<Shared>>);

impl Drop for CancelGuard {
    fn drop(&mut self) {
        if let Some(shared) = self.0.take() {
            shared.kill_for_drop();
            std::thread::spawn(move || shared.reap_blocking());
        }
    }
}

fn read_exact_or_eof(f: &mut std::fs::File, buf: &mut [u8]) -> Option<()> {
    let mut off = 0;
    while off < buf.len() {
        match f.read(&mut buf[off..]) {
            Ok(0) => return None,
            Ok(n) => off += n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(_) => return None,
        }
    }
    Some(())
}

/// The three standard pipes, registered with the runtime.
fn boxed_pipes(
    stdin: OwnedFd,
    stdout: OwnedFd,
    stderr: OwnedFd,
) -> Result<(crate::ChildStdin, crate::ChildStdout, crate::ChildStderr), SandboxError> {
    use tokio::net::unix::pipe;
    let conv = |e| SandboxError::io("registering pipes", e);
    let stdin = pipe::Sender::from_owned_fd(stdin).map_err(conv)?;
    let stdout = pipe::Receiver::from_owned_fd(stdout).map_err(conv)?;
    let stderr = pipe::Receiver::from_owned_fd(stderr).map_err(conv)?;
    Ok((Box::pin(stdin), Box::pin(stdout), Box::pin(stderr)))
}

/// See [`crate::expect_spawn`]: as root, a sandbox with a network namespace of its own
/// joins one made ahead (`netpool`); the first is started now, on a thread that first finds
/// the cgroup hierarchies (`cgroup::warm_up`) and afterwards stays on as the reaper.
pub(crate) fn expect_spawn(network: &Network) {
    // SAFETY: geteuid has no preconditions.
    if network.isolated() && unsafe { libc::geteuid() } == 0 {
        netpool::make_one_ahead(
            || {
                let rx = reaper_channel();
                cgroup::warm_up();
                rx
            },
            |rx| {
                if let Some(rx) = rx {
                    run_reaper(rx);
                }
            },
        );
    }
}

pub(crate) async fn spawn(
    program: &str,
    args: &[String],
    config: &SandboxConfig,
) -> Result<SandboxedChild, SandboxError> {
    let started = start_async(program, args, config).await?;
    into_child(started, config.limits.wall_timeout)
}

/// The handle of a started sandbox, with its wall-timeout timer.
fn into_child(
    started: Started,
    wall_timeout: Option<std::time::Duration>,
) -> Result<SandboxedChild, SandboxError> {
    let Started {
        shared,
        stdin,
        stdout,
        stderr,
        enforcement,
        done,
        proxy,
    } = started;
    let (stdin, stdout, stderr) = match boxed_pipes(stdin, stdout, stderr) {
        Ok(v) => v,
        Err(e) => {
            shared.kill_all();
            std::thread::spawn(move || shared.reap_blocking());
            return Err(e);
        }
    };
    let timer = wall_timeout.map(|d| {
        let s = shared.clone();
        tokio::spawn(async move {
            tokio::time::sleep(d).await;
            if !s.reaped.load(Ordering::SeqCst) && !s.finished.load(Ordering::SeqCst) {
                s.timed_out.store(true, Ordering::SeqCst);
                s.kill_all();
            }
        })
    });
    Ok(SandboxedChild {
        stdin: Some(stdin),
        stdout: Some(stdout),
        stderr: Some(stderr),
        inner: Inner {
            shared,
            enforcement,
            status: None,
            timer,
            done: Some(done),
            proxy,
        },
    })
}
