//! The broker itself, `belljar broker`: listens on a socket only its own user can use, serves
//! one `belljar run --backend process` at a time with a sandbox prepared while it waited, and
//! declines whatever it could not run exactly as the command would (see the crate's
//! `broker` module comment).
//!
//! One thread, on a single-threaded runtime: tasks accept connections, check each client's
//! user and read its request; the main task runs the requests one at a time; the next sandbox
//! is prepared while no request is running. A request runs as the command's own `run`, with the broker's
//! standard streams and working directory swapped for the client's for its duration (one
//! request at a time, so the swap is safe), and the client's umask.
//!
//! The executor of a run without host paths (no `--mount`, `--workdir`, `--python`, `--venv`
//! or requirements) is kept for the next run with the same options: its working directory is
//! emptied after each run (files, then the directory's mode), and the sandbox it prepared
//! after the run waits for the next one. Runs with host paths get a fresh executor each time,
//! closed afterwards, as the command's own would be.

use std::ffi::OsString;
use std::io::Write as _;
use std::os::fd::{AsRawFd, OwnedFd, RawFd};
use std::os::unix::fs::{FileTypeExt, PermissionsExt};
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use belljar::{CancellationToken, Executor};
use belljar_spec::{BackendOptions, BackendSpec};
use clap::Parser as _;

use super::wire::{self, ACCEPTED, DECLINED, FDS, INTERRUPT, Request};
use crate::args::{BrokerArgs, Cli, Command, CommonArgs};

/// How long the broker waits for a client's request once it has connected.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(10);

/// A request the acceptor read, for the main thread to run.
struct Job {
    stream: UnixStream,
    request: Request,
    fds: Vec<OwnedFd>,
    pid: libc::pid_t,
}

/// The broker's own standard streams and directory, put back after each request; its log
/// goes to its saved standard error.
struct Home {
    stdin: OwnedFd,
    stdout: OwnedFd,
    stderr: OwnedFd,
    cwd: OwnedFd,
    umask: libc::mode_t,
    /// The broker's environment, without [`super::IGNORED_ENV`], sorted.
    env: Vec<(OsString, OsString)>,
}

impl Home {
    fn log(&self, message: &str) {
        log_to(self.stderr.as_raw_fd(), message);
    }
}

/// Writes one line of the broker's log to `fd` (its saved standard error).
fn log_to(fd: RawFd, message: &str) {
    let line = format!("belljar broker: {message}\n");
    // SAFETY: a write of a valid buffer; a failed log line is not worth more.
    let _ = unsafe { libc::write(fd, line.as_ptr().cast(), line.len()) };
}

/// `belljar broker`: runs until SIGINT or SIGTERM; the exit code.
pub(crate) fn serve(args: BrokerArgs) -> i32 {
    let Some(path) = args.socket.or_else(super::socket_path) else {
        return crate::fail(&format!(
            "{} is set and empty: no socket to listen on (give --socket PATH)",
            super::SOCKET_VAR
        ));
    };
    let listener = match listen(&path) {
        Ok(listener) => listener,
        Err(err) => return crate::fail(&err),
    };
    let home = match save_home() {
        Ok(home) => Arc::new(home),
        Err(err) => return crate::fail(&format!("saving the broker's own descriptors: {err}")),
    };
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(err) => return crate::fail(&format!("cannot start the async runtime: {err}")),
    };
    let code = runtime.block_on(async {
        let listener = match listener
            .set_nonblocking(true)
            .and_then(|()| tokio::net::UnixListener::from_std(listener))
        {
            Ok(listener) => listener,
            Err(err) => return crate::fail(&format!("listening on {}: {err}", path.display())),
        };
        let (jobs, mut queue) = tokio::sync::mpsc::unbounded_channel::<Job>();
        let busy = Arc::new(AtomicBool::new(false));
        tokio::spawn(accept_loop(listener, jobs, busy.clone(), home.clone()));
        let mut kept = Kept::default();
        use tokio::signal::unix::{SignalKind, signal};
        let (mut interrupt, mut terminate) = match (
            signal(SignalKind::interrupt()),
            signal(SignalKind::terminate()),
        ) {
            (Ok(interrupt), Ok(terminate)) => (interrupt, terminate),
            (Err(err), _) | (_, Err(err)) => {
                return crate::fail(&format!("cannot watch SIGINT and SIGTERM: {err}"));
            }
        };
        home.log(&format!(
            "listening on {} (pid {})",
            path.display(),
            std::process::id()
        ));
        loop {
            tokio::select! {
                job = queue.recv() => match job {
                    Some(job) => {
                        run_job(job, &mut kept, &home).await;
                        busy.store(false, Ordering::Release);
                        kept.tidy(&home).await;
                    }
                    None => break,
                },
                _ = interrupt.recv() => break,
                _ = terminate.recv() => break,
            }
        }
        kept.close().await;
        0
    });
    if std::fs::remove_file(&path).is_ok() {
        home.log("stopped; socket removed");
    }
    runtime.shutdown_background();
    code
}

/// Binds the socket at `path`, usable by this user only: a default path's directory is made
/// private to the user (and refused when it is someone else's or others may write in it); a
/// stale socket from a broker that was killed is replaced; the socket itself is mode 0600.
fn listen(path: &Path) -> Result<UnixListener, String> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    if !dir.exists() {
        std::fs::create_dir_all(dir).map_err(|e| format!("creating {}: {e}", dir.display()))?;
        std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700))
            .map_err(|e| format!("making {} private: {e}", dir.display()))?;
    }
    let meta = std::fs::metadata(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    use std::os::unix::fs::MetadataExt as _;
    // SAFETY: geteuid cannot fail.
    let me = unsafe { libc::geteuid() };
    if meta.uid() != me || meta.mode() & 0o022 != 0 {
        return Err(format!(
            "{} is not a directory only this user may write in (owner uid {}, mode {:o}): \
             another user could replace the socket",
            dir.display(),
            meta.uid(),
            meta.mode() & 0o7777
        ));
    }
    match std::fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_socket() => {
            if UnixStream::connect(path).is_ok() {
                return Err(format!("a broker already listens on {}", path.display()));
            }
            std::fs::remove_file(path)
                .map_err(|e| format!("removing the stale socket {}: {e}", path.display()))?;
        }
        Ok(_) => {
            return Err(format!(
                "{} exists and is not a socket: not replacing it",
                path.display()
            ));
        }
        Err(_) => {}
    }
    // The socket file is made with the process's umask: 0600, whatever the umask was.
    // SAFETY: umask cannot fail; no other thread runs yet.
    let old = unsafe { libc::umask(0o177) };
    let bound = UnixListener::bind(path);
    // SAFETY: as above.
    unsafe { libc::umask(old) };
    bound.map_err(|e| format!("listening on {}: {e}", path.display()))
}

/// Duplicates the broker's standard streams and working directory, to put back after each
/// request, and notes its umask and environment.
fn save_home() -> std::io::Result<Home> {
    let dup = |fd: RawFd| -> std::io::Result<OwnedFd> {
        // SAFETY: the descriptor is borrowed only for the duplication.
        let borrowed = unsafe { std::os::fd::BorrowedFd::borrow_raw(fd) };
        borrowed.try_clone_to_owned()
    };
    let cwd = std::fs::File::open(".")?.into();
    // SAFETY: umask cannot fail; no other thread runs yet.
    let umask = unsafe {
        let mask = libc::umask(0o022);
        libc::umask(mask);
        mask
    };
    Ok(Home {
        stdin: dup(0)?,
        stdout: dup(1)?,
        stderr: dup(2)?,
        cwd,
        umask,
        env: comparable_env(std::env::vars_os()),
    })
}

/// `env` without the variables that do not matter to a run, sorted.
fn comparable_env(
    env: impl IntoIterator<Item = (OsString, OsString)>,
) -> Vec<(OsString, OsString)> {
    let mut env: Vec<_> = env
        .into_iter()
        .filter(|(key, _)| !super::IGNORED_ENV.iter().any(|k| key == k))
        .collect();
    env.sort();
    env
}

/// Accepts connections: each one's request is read by a task of its own, so that a slow
/// client holds up no other.
async fn accept_loop(
    listener: tokio::net::UnixListener,
    jobs: tokio::sync::mpsc::UnboundedSender<Job>,
    busy: Arc<AtomicBool>,
    home: Arc<Home>,
) {
    loop {
        match listener.accept().await {
            Ok((stream, _)) => {
                let (jobs, busy, home) = (jobs.clone(), busy.clone(), home.clone());
                tokio::spawn(take_request(stream, jobs, busy, home));
            }
            // Out of descriptors, most likely: let some close before trying again.
            Err(_) => tokio::time::sleep(Duration::from_millis(50)).await,
        }
    }
}

/// Checks a client's user, reads its request and hands it to the main task, or declines it
/// when a run is going on.
async fn take_request(
    stream: tokio::net::UnixStream,
    jobs: tokio::sync::mpsc::UnboundedSender<Job>,
    busy: Arc<AtomicBool>,
    home: Arc<Home>,
) {
    // SAFETY: geteuid cannot fail.
    let me = unsafe { libc::geteuid() };
    let Ok(peer) = stream.peer_cred() else {
        return;
    };
    let pid = peer.pid().unwrap_or(0);
    if peer.uid() != me {
        home.log(&format!(
            "refused a client of uid {} (pid {pid}): only uid {me} may use this broker",
            peer.uid()
        ));
        return;
    }
    let (request, fds) = match tokio::time::timeout(REQUEST_TIMEOUT, read_request(&stream)).await {
        Ok(Ok(received)) => received,
        Ok(Err(err)) => {
            home.log(&format!("bad request from pid {pid}: {err}"));
            return;
        }
        Err(_) => {
            home.log(&format!(
                "bad request from pid {pid}: none within {} s",
                REQUEST_TIMEOUT.as_secs()
            ));
            return;
        }
    };
    let Ok(stream) = stream.into_std() else {
        return;
    };
    if stream.set_nonblocking(false).is_err() {
        return;
    }
    if busy
        .compare_exchange(false, true, Ordering::AcqRel, Ordering::Acquire)
        .is_err()
    {
        home.log(&format!(
            "declined pid {pid}: serving another run (it runs by itself)"
        ));
        let _ = (&stream).write_all(&[DECLINED]);
        return;
    }
    let job = Job {
        stream,
        request,
        fds,
        pid,
    };
    if let Err(refused) = jobs.send(job) {
        let _ = (&refused.0.stream).write_all(&[DECLINED]);
    }
}

/// Reads a request (header with descriptors, then body) from a non-blocking `stream`.
async fn read_request(stream: &tokio::net::UnixStream) -> Result<(Request, Vec<OwnedFd>), String> {
    let failed = |e: std::io::Error| format!("reading the request: {e}");
    let mut header = [0u8; 16];
    let (got, fds) = stream
        .async_io(tokio::io::Interest::READABLE, || {
            wire::receive_header(stream.as_raw_fd(), &mut header)
        })
        .await
        .map_err(failed)?;
    if got == 0 {
        return Err("the client hung up".into());
    }
    read_exact(stream, &mut header[got..])
        .await
        .map_err(failed)?;
    let mut body = vec![0u8; wire::request_len(&header, fds.len())?];
    read_exact(stream, &mut body).await.map_err(failed)?;
    Ok((Request::decode(&body)?, fds))
}

/// Fills `buf` from a non-blocking `stream`.
async fn read_exact(stream: &tokio::net::UnixStream, buf: &mut [u8]) -> std::io::Result<()> {
    let mut done = 0;
    while done < buf.len() {
        stream.readable().await?;
        match stream.try_read(&mut buf[done..]) {
            Ok(0) => return Err(std::io::ErrorKind::UnexpectedEof.into()),
            Ok(n) => done += n,
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

/// Why the broker will not run `request` exactly as the command would, or its arguments.
fn admit(request: &Request, home: &Home) -> Result<crate::args::RunArgs, String> {
    let cli = Cli::try_parse_from(&request.argv)
        .map_err(|_| "its arguments do not parse (the command reports why)".to_string())?;
    let Command::Run(args) = cli.command else {
        return Err("not a `belljar run`".into());
    };
    let backend = crate::run_backend(&args);
    if backend != "process" {
        return Err(format!(
            "it runs on the {backend} backend, not the process backend"
        ));
    }
    if args.common.confirm {
        return Err("--confirm asks on the client's terminal".into());
    }
    let env = comparable_env(request.env.iter().cloned());
    if env != home.env {
        let differs = first_difference(&env, &home.env);
        return Err(format!(
            "its environment differs from the broker's ({})",
            differs.to_string_lossy()
        ));
    }
    Ok(args)
}

/// The first variable set in one sorted environment and not the same in the other.
fn first_difference(a: &[(OsString, OsString)], b: &[(OsString, OsString)]) -> OsString {
    // Linear in the sizes (a client's environment may be megabytes long).
    let missing = |x: &[(OsString, OsString)], y: &[(OsString, OsString)]| {
        let y: std::collections::HashSet<_> = y.iter().collect();
        x.iter()
            .find(|pair| !y.contains(pair))
            .map(|(k, _)| k.clone())
    };
    missing(a, b).or_else(|| missing(b, a)).unwrap_or_default()
}

/// Runs one client's request as the command would, in the client's working directory and on
/// its standard streams, and answers with the exit code.
async fn run_job(job: Job, kept: &mut Kept, home: &Home) {
    let Job {
        stream,
        request,
        fds,
        pid,
    } = job;
    let started = std::time::Instant::now();
    let args = match admit(&request, home) {
        Ok(args) => args,
        Err(why) => {
            home.log(&format!("declined pid {pid}: {why} (it runs by itself)"));
            let _ = (&stream).write_all(&[DECLINED]);
            return;
        }
    };
    if (&stream).write_all(&[ACCEPTED]).is_err() {
        home.log(&format!("pid {pid} hung up before its run"));
        return;
    }
    let cancel = CancellationToken::new();
    let watcher = match watch_client(&stream, cancel.clone()) {
        Ok(watcher) => watcher,
        Err(err) => {
            home.log(&format!("pid {pid}: cannot watch the connection: {err}"));
            return;
        }
    };
    let code = match Swap::enter(&fds, request.umask, home) {
        Ok(swap) => {
            let mut place = BrokerRun {
                kept,
                cancel,
                keep: false,
            };
            let code = crate::run(args, &mut place).await;
            drop(swap);
            // The client's descriptors are let go before it is answered, so that whoever
            // reads its output sees the end of it when the client exits.
            drop(fds);
            code
        }
        Err(err) => {
            home.log(&format!("pid {pid}: cannot take its streams: {err}"));
            belljar::result::exit_codes::ERROR
        }
    };
    watcher.abort();
    let answered = (&stream)
        .write_all(&code.clamp(0, 255).to_le_bytes())
        .is_ok();
    home.log(&format!(
        "served pid {pid}: exit code {code} after {:.1} ms{}",
        started.elapsed().as_secs_f64() * 1e3,
        if answered {
            ""
        } else {
            " (the client had gone)"
        }
    ));
}

/// Cancels `cancel` when the client sends [`INTERRUPT`] or hangs up.
fn watch_client(
    stream: &UnixStream,
    cancel: CancellationToken,
) -> std::io::Result<tokio::task::JoinHandle<()>> {
    let watched = stream.try_clone()?;
    watched.set_nonblocking(true)?;
    let watched = tokio::net::UnixStream::from_std(watched)?;
    Ok(tokio::spawn(async move {
        use tokio::io::AsyncReadExt as _;
        let mut watched = watched;
        let mut byte = [0u8; 1];
        loop {
            match watched.read(&mut byte).await {
                Ok(1) if byte[0] == INTERRUPT => break,
                Ok(1) => continue,
                _ => break,
            }
        }
        cancel.cancel();
    }))
}

/// The client's standard streams, working directory and umask in place of the broker's, for
/// as long as it lives.
struct Swap<'a> {
    home: &'a Home,
}

impl<'a> Swap<'a> {
    fn enter(fds: &[OwnedFd], umask: u32, home: &'a Home) -> std::io::Result<Swap<'a>> {
        if fds.len() != FDS {
            return Err(std::io::Error::other("not four descriptors"));
        }
        let swap = Swap { home };
        for (target, fd) in fds[..3].iter().enumerate() {
            // SAFETY: dup2 onto 0-2 of descriptors this process owns.
            if unsafe { libc::dup2(fd.as_raw_fd(), target as RawFd) } < 0 {
                return Err(std::io::Error::last_os_error());
            }
        }
        // SAFETY: fchdir to a directory descriptor the client sent; umask cannot fail.
        unsafe {
            if libc::fchdir(fds[3].as_raw_fd()) < 0 {
                return Err(std::io::Error::last_os_error());
            }
            libc::umask((umask & 0o777) as libc::mode_t);
        }
        Ok(swap)
    }
}

impl Drop for Swap<'_> {
    fn drop(&mut self) {
        let _ = std::io::stdout().flush();
        let _ = std::io::stderr().flush();
        let home = self.home;
        // SAFETY: dup2 of the broker's own saved descriptors back onto 0-2; fchdir to its
        // saved directory; umask cannot fail.
        unsafe {
            libc::dup2(home.stdin.as_raw_fd(), 0);
            libc::dup2(home.stdout.as_raw_fd(), 1);
            libc::dup2(home.stderr.as_raw_fd(), 2);
            libc::fchdir(home.cwd.as_raw_fd());
            libc::umask(home.umask);
        }
    }
}

/// The executor kept from the last run, with the spec it was opened for.
#[derive(Default)]
struct Kept {
    spec: Option<BackendSpec>,
    executor: Option<Box<dyn Executor>>,
    /// The kept executor ran a block since it was last emptied.
    used: bool,
}

impl Kept {
    /// Empties the kept executor's working directory after a run (off the client's path);
    /// drops the executor when that fails.
    async fn tidy(&mut self, home: &Home) {
        if !std::mem::take(&mut self.used) {
            return;
        }
        if let Some(executor) = self.executor.as_mut()
            && let Err(err) = executor.restart().await
        {
            home.log(&format!(
                "dropping the kept executor: emptying it failed: {err}"
            ));
            self.close().await;
        }
    }

    async fn close(&mut self) {
        self.spec = None;
        if let Some(mut executor) = self.executor.take() {
            let _ = executor.close().await;
        }
    }
}

/// A run served by the broker: Ctrl-C is the client's; the executor is the kept one when the
/// options allow.
struct BrokerRun<'a> {
    kept: &'a mut Kept,
    cancel: CancellationToken,
    /// The executor handed out is to be kept afterwards.
    keep: bool,
}

/// Whether an executor opened for `common` may serve later runs: it names no host path, which
/// would be resolved against one client's working directory.
fn keepable(common: &CommonArgs) -> bool {
    common.mount.is_empty() && common.workdir.is_none() && !common.any_python_env()
}

impl crate::RunPlace for BrokerRun<'_> {
    fn cancel(&mut self) -> CancellationToken {
        self.cancel.clone()
    }

    async fn open(
        &mut self,
        common: &CommonArgs,
        backend: &str,
    ) -> Result<Box<dyn Executor>, String> {
        let mut spec = crate::backends::spec(common, backend, "oneshot")?;
        if !keepable(common) {
            return crate::backends::open_spec(common, &spec);
        }
        if let BackendOptions::Process(options) = &mut spec.backend {
            options.prepare_sandboxes = true;
        }
        self.keep = true;
        if self.kept.spec.as_ref() == Some(&spec)
            && let Some(executor) = self.kept.executor.take()
        {
            return Ok(executor);
        }
        self.kept.close().await;
        let executor = crate::backends::open_spec(common, &spec)?;
        self.kept.spec = Some(spec);
        Ok(executor)
    }

    async fn finish(&mut self, mut executor: Box<dyn Executor>) {
        if self.keep {
            self.kept.executor = Some(executor);
            self.kept.used = true;
        } else {
            let _ = executor.close().await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &[(&str, &str)]) -> Vec<(OsString, OsString)> {
        pairs
            .iter()
            .map(|(k, v)| ((*k).into(), (*v).into()))
            .collect()
    }

    #[test]
    fn environments_compare_without_a_shells_bookkeeping() {
        let broker = comparable_env(env(&[("PATH", "/bin"), ("PWD", "/a"), ("SHLVL", "1")]));
        let client = comparable_env(env(&[
            ("SHLVL", "3"),
            ("PATH", "/bin"),
            ("PWD", "/b"),
            ("BELLJAR_BROKER", "/s"),
        ]));
        assert_eq!(broker, client);
        let other = comparable_env(env(&[("PATH", "/usr/bin")]));
        assert_eq!(first_difference(&other, &broker), "PATH");
        let more = comparable_env(env(&[("PATH", "/bin"), ("EXTRA", "1")]));
        assert_eq!(first_difference(&more, &broker), "EXTRA");
        assert_eq!(first_difference(&broker, &more), "EXTRA");
    }
}
