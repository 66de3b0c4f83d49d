//! One running kernel: its process (the leader of its own process group), its connection file
//! and the client sockets (shell, control, iopub) spoken to over ZeroMQ: Unix sockets in the
//! session's private runtime directory ([`Transport::Ipc`], the default) or loopback TCP.
//!
//! Reader tasks turn what arrives on shell and iopub into checked [`Incoming`] messages on one
//! bounded channel, so an execution can wait on messages, the kernel's exit, its deadline and
//! its cancellation at once. The process Belljar starts is the kernel's reaper
//! (`crate::reaper`), which forks the kernel and kills everything under it when asked, when
//! the kernel exits, or when Belljar dies.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::{Value, json};
use tokio::io::AsyncReadExt;
use tokio::sync::mpsc;
use zeromq::{Socket, SocketRecv, SocketSend};

use crate::kernelspec::{InterruptMode, KernelSpec};
use crate::remote::{Remote, Server};
use crate::wire::{Incoming, Signer};

/// The most stderr of the kernel process kept, for saying why it did not start.
const STDERR_TAIL: usize = 8 << 10;

/// The kernel's process: started here behind its reaper, or in Belljar's sandbox.
pub(crate) enum Proc {
    /// The reaper Belljar forked (the kernel is its child).
    Local(tokio::process::Child),
    /// The sandbox's outer process (the kernel runs in its PID namespace).
    Sandboxed(belljar_sandbox::SandboxedChild),
}

/// Where a sandboxed kernel sees the session's runtime directory.
pub const SANDBOX_RUNTIME_DIR: &str = "/run/belljar";

/// A live kernel.
pub struct Kernel {
    /// The kernel process (none for a kernel on a server).
    pub(crate) child: Option<Proc>,
    pgid: i32,
    signer: Signer,
    shell: Option<zeromq::DealerSendHalf>,
    control: Option<zeromq::DealerSocket>,
    remote: Option<Remote>,
    /// Messages from shell and iopub, checked and parsed.
    pub rx: mpsc::Receiver<Incoming>,
    interrupt_mode: InterruptMode,
    stderr_tail: Arc<Mutex<Vec<u8>>>,
    tasks: Vec<tokio::task::JoinHandle<()>>,
    /// The kernel's `language_info.name`, from its `kernel_info_reply`.
    pub language: String,
    /// Whether the process is known to have exited.
    pub(crate) exited: bool,
}

/// What starting a kernel needs besides its spec.
pub struct Start<'a> {
    /// The kernel's working directory.
    pub workdir: &'a Path,
    /// A private directory for the connection file and the kernel's own state.
    pub runtime_dir: &'a Path,
    /// The environment (the kernelspec's `env` is added on top).
    pub env: BTreeMap<String, String>,
    /// How long the kernel may take to answer.
    pub timeout: Duration,
    /// The cap on a message's content, in bytes.
    pub message_cap: usize,
    /// How the client reaches the kernel's sockets.
    pub transport: Transport,
    /// Run the kernel in Belljar's sandbox (`belljar-sandbox`): `workdir` is its `/work`,
    /// `runtime_dir` its [`SANDBOX_RUNTIME_DIR`], `env` must use those paths. Needs ipc.
    pub sandbox: Option<belljar_sandbox::Limits>,
}

/// How Belljar and a local kernel connect.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Transport {
    /// Unix domain sockets in the session's private runtime directory (mode 0700): no port
    /// another local user can reach, and no TCP stack on the path. The default; falls back to
    /// TCP when the directory's path is too long for a socket address.
    #[default]
    Ipc,
    /// Loopback TCP (`127.0.0.1`), for kernels that do not support `ipc`.
    Tcp,
}

/// The longest path a Unix socket address holds (`sun_path`, less its terminating NUL).
const MAX_SOCKET_PATH: usize = 107;

/// The connection file's `transport`, `ip` and five ports, and the endpoint of each port.
/// `tag` makes the socket names of each kernel of a session new.
/// `seen_as` is where the kernel sees `runtime_dir` (in a sandbox), when not at its path.
fn addresses(
    transport: Transport,
    runtime_dir: &Path,
    tag: &str,
    seen_as: Option<&Path>,
) -> std::io::Result<(Value, Vec<String>)> {
    let base = runtime_dir.join(format!("k{tag}"));
    let base = base.to_string_lossy();
    if seen_as.is_some() || (transport == Transport::Ipc && base.len() + 2 <= MAX_SOCKET_PATH) {
        if base.len() + 2 > MAX_SOCKET_PATH {
            return Err(std::io::Error::other(format!(
                "{base}: too long a path for a Unix socket"
            )));
        }
        let ports: Vec<u16> = (1..=5).collect();
        let endpoints = ports.iter().map(|p| format!("ipc://{base}-{p}")).collect();
        let ip = match seen_as {
            Some(dir) => dir.join(format!("k{tag}")).to_string_lossy().into_owned(),
            None => base.into_owned(),
        };
        return Ok((
            json!({"transport": "ipc", "ip": ip, "ports": ports}),
            endpoints,
        ));
    }
    let ports = free_ports()?;
    let endpoints = ports
        .iter()
        .map(|p| format!("tcp://127.0.0.1:{p}"))
        .collect();
    Ok((
        json!({"transport": "tcp", "ip": "127.0.0.1", "ports": ports}),
        endpoints,
    ))
}

fn random_hex(bytes: usize) -> String {
    let mut buf = vec![0u8; bytes];
    if let Ok(mut f) = std::fs::File::open("/dev/urandom") {
        use std::io::Read;
        let _ = f.read_exact(&mut buf);
    }
    // Mixed with the clock and pid, should /dev/urandom be missing.
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default()
        .as_nanos();
    for (i, b) in nanos.to_le_bytes().iter().enumerate() {
        buf[i % bytes] ^= b;
    }
    buf[0] ^= std::process::id() as u8;
    hex::encode(buf)
}

/// Five free loopback ports (bound and released at once: the kernel binds them next).
fn free_ports() -> std::io::Result<Vec<u16>> {
    let listeners: Vec<std::net::TcpListener> = (0..5)
        .map(|_| std::net::TcpListener::bind("127.0.0.1:0"))
        .collect::<Result<_, _>>()?;
    listeners
        .iter()
        .map(|l| l.local_addr().map(|a| a.port()))
        .collect()
}

impl Kernel {
    /// Starts `spec` and waits until it answers a `kernel_info_request` and its iopub channel
    /// is connected.
    pub async fn start(spec: &KernelSpec, start: Start<'_>) -> Result<Kernel, String> {
        let key = random_hex(32);
        let session = random_hex(16);
        let seen_as = start
            .sandbox
            .as_ref()
            .map(|_| Path::new(SANDBOX_RUNTIME_DIR));
        let (address, endpoints) =
            addresses(start.transport, start.runtime_dir, &session[..8], seen_as)
                .map_err(|e| format!("no address for the kernel: {e}"))?;
        let connection = json!({
            "transport": address["transport"],
            "ip": address["ip"],
            "shell_port": address["ports"][0],
            "iopub_port": address["ports"][1],
            "stdin_port": address["ports"][2],
            "control_port": address["ports"][3],
            "hb_port": address["ports"][4],
            "signature_scheme": "hmac-sha256",
            "key": key,
            "kernel_name": spec.name,
        });
        let connection_file = start.runtime_dir.join(format!("kernel-{session}.json"));
        write_private(
            &connection_file,
            &serde_json::to_vec(&connection).unwrap_or_default(),
        )
        .map_err(|e| format!("could not write the connection file: {e}"))?;
        let connection_seen = match seen_as {
            Some(dir) => dir.join(format!("kernel-{session}.json")),
            None => connection_file.clone(),
        };
        let argv = spec.command_line(&connection_seen);
        let (child, stderr): (Proc, Option<Box<dyn tokio::io::AsyncRead + Send + Unpin>>) =
            match &start.sandbox {
                Some(limits) => {
                    let mut child = spawn_sandboxed(spec, &argv, &start, limits).await?;
                    let stderr = child.stderr.take();
                    (
                        Proc::Sandboxed(child),
                        stderr.map(|s| Box::new(s) as Box<dyn tokio::io::AsyncRead + Send + Unpin>),
                    )
                }
                None => {
                    let mut child = spawn_local(spec, &argv, &start)?;
                    let stderr = child.stderr.take();
                    (
                        Proc::Local(child),
                        stderr.map(|s| Box::new(s) as Box<dyn tokio::io::AsyncRead + Send + Unpin>),
                    )
                }
            };
        let pgid = match &child {
            Proc::Local(c) => c.id().map(|p| p as i32).unwrap_or(0),
            Proc::Sandboxed(c) => c.id() as i32,
        };
        let stderr_tail = Arc::new(Mutex::new(Vec::new()));
        let mut tasks = Vec::new();
        if let Some(mut stderr) = stderr {
            let tail = stderr_tail.clone();
            tasks.push(tokio::spawn(async move {
                let mut buf = [0u8; 4096];
                while let Ok(n) = stderr.read(&mut buf).await {
                    if n == 0 {
                        break;
                    }
                    let mut tail = tail.lock().unwrap_or_else(|e| e.into_inner());
                    tail.extend_from_slice(&buf[..n]);
                    if tail.len() > STDERR_TAIL {
                        let cut = tail.len() - STDERR_TAIL;
                        tail.drain(..cut);
                    }
                }
            }));
        }
        let signer = Signer::new(&key, &session);
        let (tx, rx) = mpsc::channel(256);
        let mut kernel = Kernel {
            child: Some(child),
            pgid,
            signer: signer.clone(),
            shell: None,
            control: None,
            remote: None,
            rx,
            interrupt_mode: spec.interrupt_mode,
            stderr_tail,
            tasks,
            language: spec.language.clone(),
            exited: false,
        };
        let deadline = tokio::time::Instant::now() + start.timeout;
        let connected = tokio::time::timeout_at(deadline, async {
            let mut iopub = zeromq::SubSocket::new();
            iopub.subscribe("").await.map_err(|e| e.to_string())?;
            connect(&mut iopub, &endpoints[1]).await?;
            let mut shell = zeromq::DealerSocket::new();
            connect(&mut shell, &endpoints[0]).await?;
            let mut control = zeromq::DealerSocket::new();
            connect(&mut control, &endpoints[3]).await?;
            kernel.control = Some(control);
            let (shell_tx, shell_rx) = shell.split();
            kernel.shell = Some(shell_tx);
            kernel.tasks.push(spawn_reader(
                iopub,
                signer.clone(),
                tx.clone(),
                start.message_cap,
            ));
            kernel.tasks.push(spawn_reader(
                shell_rx,
                signer.clone(),
                tx,
                start.message_cap,
            ));
            Ok::<(), String>(())
        })
        .await;
        match connected {
            Ok(Ok(())) => {}
            Ok(Err(e)) => {
                return Err(kernel
                    .failed_start(&format!("could not connect: {e}"))
                    .await);
            }
            Err(_) => return Err(kernel.failed_start("it did not listen in time").await),
        }
        match tokio::time::timeout_at(deadline, kernel.handshake()).await {
            Ok(Ok(())) => Ok(kernel),
            Ok(Err(e)) => Err(kernel.failed_start(&e).await),
            Err(_) => Err(kernel
                .failed_start(&format!(
                    "it did not answer within {} s",
                    start.timeout.as_secs_f64()
                ))
                .await),
        }
    }

    /// Starts a kernel of `name` on `server` and waits until it answers.
    pub async fn start_remote(
        server: &Server,
        name: &str,
        timeout: Duration,
        message_cap: usize,
    ) -> Result<Kernel, String> {
        let (tx, rx) = mpsc::channel(256);
        let deadline = tokio::time::Instant::now() + timeout;
        let remote =
            tokio::time::timeout_at(deadline, Remote::start(server, name, tx, message_cap))
                .await
                .map_err(|_| format!("the server at {} did not answer in time", server.url))??;
        let mut kernel = Kernel {
            child: None,
            pgid: 0,
            signer: Signer::new("", &random_hex(16)),
            shell: None,
            control: None,
            remote: Some(remote),
            rx,
            interrupt_mode: InterruptMode::Message,
            stderr_tail: Arc::default(),
            tasks: Vec::new(),
            language: String::new(),
            exited: false,
        };
        match tokio::time::timeout_at(deadline, kernel.handshake()).await {
            Ok(Ok(())) => Ok(kernel),
            Ok(Err(e)) => {
                kernel.kill().await;
                Err(format!("the kernel on the server did not start: {e}"))
            }
            Err(_) => {
                kernel.kill().await;
                Err("the kernel on the server did not answer in time".into())
            }
        }
    }

    /// The server's id of the kernel, for a kernel on a server.
    pub fn remote_id(&self) -> Option<&str> {
        self.remote.as_ref().map(|r| r.id.as_str())
    }

    /// Sends `kernel_info_request` until a reply comes and an iopub message shows the
    /// subscription is live (a subscription made before the kernel bound its socket is only
    /// in place once the connection is up, so the first requests' iopub messages may be
    /// lost).
    async fn handshake(&mut self) -> Result<(), String> {
        let mut replied = false;
        let mut iopub_seen = false;
        loop {
            let id = self
                .send_shell("kernel_info_request", json!({}))
                .await
                .map_err(|e| format!("could not send to the kernel: {e}"))?;
            let wait = tokio::time::sleep(Duration::from_millis(250));
            tokio::pin!(wait);
            loop {
                tokio::select! {
                    message = self.rx.recv() => {
                        let Some(message) = message else {
                            return Err("its channels closed".into());
                        };
                        if message.msg_type == "kernel_info_reply" {
                            replied = true;
                            if let Some(name) = message.content
                                .pointer("/language_info/name")
                                .and_then(Value::as_str)
                            {
                                self.language = name.to_lowercase();
                            }
                        } else if message.msg_type == "status" && message.parent.as_deref() == Some(&id) {
                            iopub_seen = true;
                        }
                        if replied && iopub_seen {
                            return Ok(());
                        }
                    }
                    why = wait_child(&mut self.child) => {
                        self.exited = true;
                        return Err(format!("it exited ({why})"));
                    }
                    _ = &mut wait => break,
                }
            }
        }
    }

    async fn failed_start(&mut self, why: &str) -> String {
        self.kill().await;
        // Let the stderr reader take what is left.
        tokio::time::sleep(Duration::from_millis(20)).await;
        let tail = self.stderr_tail();
        if tail.trim().is_empty() {
            format!("the Jupyter kernel did not start: {why}")
        } else {
            format!(
                "the Jupyter kernel did not start: {why}; its stderr ends with:\n{}",
                tail.trim_end()
            )
        }
    }

    /// The end of what the kernel process wrote to its stderr.
    pub fn stderr_tail(&self) -> String {
        let tail = self.stderr_tail.lock().unwrap_or_else(|e| e.into_inner());
        String::from_utf8_lossy(&tail).into_owned()
    }

    /// Sends a shell request; returns its msg_id.
    pub async fn send_shell(&mut self, msg_type: &str, content: Value) -> Result<String, String> {
        if let Some(remote) = &self.remote {
            let (id, header) = self.signer.header(msg_type);
            remote.send("shell", header, content)?;
            return Ok(id);
        }
        let (id, message) = self.signer.request(msg_type, content);
        let shell = self.shell.as_mut().ok_or("the kernel is not connected")?;
        shell.send(message).await.map_err(|e| e.to_string())?;
        Ok(id)
    }

    /// Interrupts the running code, the way the kernelspec asks.
    pub async fn interrupt(&mut self) {
        if let Some(remote) = &self.remote {
            remote.interrupt().await;
            return;
        }
        match self.interrupt_mode {
            InterruptMode::Signal if matches!(self.child, Some(Proc::Sandboxed(_))) => {
                if let Some(Proc::Sandboxed(child)) = &self.child {
                    let _ = child.signal(libc::SIGINT);
                }
            }
            InterruptMode::Signal => {
                if self.pgid > 0 {
                    // SAFETY: a plain syscall on our own child's process group.
                    unsafe {
                        libc::killpg(self.pgid, libc::SIGINT);
                    }
                }
            }
            InterruptMode::Message => {
                let (_, message) = self.signer.request("interrupt_request", json!({}));
                if let Some(control) = self.control.as_mut() {
                    let _ = control.send(message).await;
                }
            }
        }
    }

    /// Waits for the kernel process to exit (cancel-safe). Returns a description.
    pub async fn wait_exit(&mut self) -> String {
        if self.exited {
            return "exited".into();
        }
        if self.remote.is_some() {
            self.exited = true;
            return "the server closed its channels".into();
        }
        let why = wait_child(&mut self.child).await;
        self.exited = true;
        why
    }

    /// Kills the kernel and everything it started, and waits until they are gone (at most
    /// 2 s; then the process group is killed outright).
    pub async fn kill(&mut self) {
        if let Some(remote) = self.remote.as_mut() {
            remote.delete().await;
            self.exited = true;
            return;
        }
        self.kill_now();
        if !self.exited {
            let waited =
                tokio::time::timeout(Duration::from_secs(2), wait_child(&mut self.child)).await;
            if waited.is_err() {
                self.kill_group();
                let _ =
                    tokio::time::timeout(Duration::from_secs(2), wait_child(&mut self.child)).await;
            }
            self.exited = true;
        }
    }

    /// Asks the reaper to kill the kernel and everything it started, without waiting (for
    /// drops). The reaper is reaped by tokio later.
    pub fn kill_now(&mut self) {
        if let Some(remote) = self.remote.as_mut() {
            remote.delete_in_background();
        }
        match &self.child {
            Some(Proc::Sandboxed(child)) => {
                let _ = child.kill();
            }
            _ if self.pgid > 0 && !self.exited => {
                // SAFETY: a plain syscall on our own child, the reaper.
                unsafe {
                    libc::kill(self.pgid, libc::SIGTERM);
                }
            }
            _ => {}
        }
        for task in &self.tasks {
            task.abort();
        }
    }

    /// SIGKILL to the kernel's whole process group, reaper included (a backstop).
    fn kill_group(&mut self) {
        if self.pgid > 0 && matches!(self.child, Some(Proc::Local(_))) {
            // SAFETY: a plain syscall on our own child's process group.
            unsafe {
                libc::killpg(self.pgid, libc::SIGKILL);
            }
        }
    }

    /// The process id of the kernel's reaper (the leader of the kernel's process group; it
    /// exits when the kernel does, the same way).
    pub fn pid(&self) -> i32 {
        self.pgid
    }
}

impl Drop for Kernel {
    fn drop(&mut self) {
        self.kill_now();
        // Reap it if it is already gone; tokio reaps it later otherwise.
        if let Some(Proc::Local(child)) = self.child.as_mut() {
            let _ = child.try_wait();
        }
    }
}

/// Starts the kernel's reaper, which forks the kernel (see `crate::reaper`).
fn spawn_local(
    spec: &KernelSpec,
    argv: &[String],
    start: &Start<'_>,
) -> Result<tokio::process::Child, String> {
    let mut command = tokio::process::Command::new(&argv[0]);
    command
        .args(&argv[1..])
        .current_dir(start.workdir)
        .env_clear()
        .envs(&start.env)
        .envs(&spec.env)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        // Not killed on drop: a SIGKILL would keep the reaper from killing what the
        // kernel started. `kill_now` asks the reaper instead.
        .kill_on_drop(false)
        .process_group(0);
    let belljar = std::process::id() as libc::pid_t;
    // SAFETY: `reaper::split` makes only async-signal-safe calls (it runs between fork
    // and exec).
    unsafe {
        command.pre_exec(move || crate::reaper::split(belljar));
    }
    command.spawn().map_err(|e| {
        format!(
            "could not start the kernel {:?} ({}): {e}",
            spec.name, argv[0]
        )
    })
}

/// Starts the kernel in Belljar's sandbox: the working directory at `/work`, the runtime
/// directory at [`SANDBOX_RUNTIME_DIR`], the kernel program's installation read-only (a
/// Python's whole runtime, found by `PythonRuntime::discover`), no network.
async fn spawn_sandboxed(
    spec: &KernelSpec,
    argv: &[String],
    start: &Start<'_>,
    limits: &belljar_sandbox::Limits,
) -> Result<belljar_sandbox::SandboxedChild, String> {
    use belljar_sandbox::{Mount, PythonRuntime, SandboxConfig};
    // Resolve `..` and symlinks in the directory (not the file: a venv's `bin/python` is a
    // symlink that must stay a venv path), so the path exists inside the sandbox too.
    let program = Path::new(&argv[0]);
    let program = match (
        program.parent().map(Path::canonicalize),
        program.file_name(),
    ) {
        (Some(Ok(dir)), Some(name)) => dir.join(name),
        _ => program.to_path_buf(),
    };
    let program_name = program.to_string_lossy().into_owned();
    let mut config = SandboxConfig::new(start.workdir);
    config.limits = limits.clone();
    config
        .mounts
        .push(Mount::read_write(start.runtime_dir, SANDBOX_RUNTIME_DIR));
    let is_python = program
        .file_name()
        .is_some_and(|n| n.to_string_lossy().starts_with("python"));
    if is_python {
        let runtime = PythonRuntime::discover(&program_name).map_err(|e| e.to_string())?;
        config.add_runtime(&runtime);
    } else if let Some(dir) = program.parent().filter(|d| d.is_absolute()) {
        config.mounts.push(Mount::read_only(dir, dir));
        config.path_prefix.push(dir.to_path_buf());
    }
    // Belljar as root runs the sandbox as an unprivileged host account, which must own the
    // runtime directory to read the connection file and make its sockets there (the sandbox
    // does the same for the working directory).
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } == 0 {
        chown_tree(
            start.runtime_dir,
            config.identity.host_uid_when_root,
            config.identity.host_gid_when_root,
        )
        .map_err(|e| format!("could not hand the runtime directory to the sandbox: {e}"))?;
    }
    let mut env = start.env.clone();
    env.extend(spec.env.clone());
    env.remove("PATH");
    config.env = env;
    belljar_sandbox::spawn(&program_name, &argv[1..], &config)
        .await
        .map_err(|e| {
            format!(
                "could not start the kernel {:?} in the sandbox: {e}",
                spec.name
            )
        })
}

/// `chown`s `dir` and everything beneath it (symlinks themselves, not their targets).
fn chown_tree(dir: &Path, uid: u32, gid: u32) -> std::io::Result<()> {
    std::os::unix::fs::lchown(dir, Some(uid), Some(gid))?;
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        if entry.file_type()?.is_dir() {
            chown_tree(&entry.path(), uid, gid)?;
        } else {
            std::os::unix::fs::lchown(entry.path(), Some(uid), Some(gid))?;
        }
    }
    Ok(())
}

/// Waits for the kernel's process to exit; never ends when there is none (cancel-safe).
/// Returns how it ended, in words.
pub(crate) async fn wait_child(child: &mut Option<Proc>) -> String {
    match child {
        Some(Proc::Local(child)) => describe_exit(child.wait().await.ok()),
        Some(Proc::Sandboxed(child)) => match child.wait().await {
            Ok(status) => match (status.code, status.signal) {
                _ if status.oom_killed => "killed by the sandbox's memory limit".into(),
                (Some(code), _) => format!("exit code {code}"),
                (_, Some(signal)) => format!("killed by signal {signal}"),
                _ => "exited".into(),
            },
            Err(e) => format!("lost: {e}"),
        },
        None => std::future::pending().await,
    }
}

/// How a process ended, in words.
pub(crate) fn describe_exit(status: Option<std::process::ExitStatus>) -> String {
    use std::os::unix::process::ExitStatusExt;
    match status {
        Some(s) => match (s.code(), s.signal()) {
            (Some(code), _) => format!("exit code {code}"),
            (_, Some(sig)) => format!("killed by signal {sig}"),
            _ => "exited".into(),
        },
        None => "exited".into(),
    }
}

async fn connect<S: Socket>(socket: &mut S, endpoint: &str) -> Result<(), String> {
    // The kernel binds its ports a moment after it starts: retry until it does.
    loop {
        match socket.connect(endpoint).await {
            Ok(()) => return Ok(()),
            Err(_) => tokio::time::sleep(Duration::from_millis(20)).await,
        }
    }
}

fn spawn_reader<S: SocketRecv + Send + 'static>(
    mut socket: S,
    signer: Signer,
    tx: mpsc::Sender<Incoming>,
    cap: usize,
) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        while let Ok(message) = socket.recv().await {
            if let Some(message) = signer.parse(message, cap)
                && tx.send(message).await.is_err()
            {
                break;
            }
        }
    })
}

/// Writes `bytes` to a new file readable by its owner only.
fn write_private(path: &PathBuf, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    use std::os::unix::fs::OpenOptionsExt;
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(path)
        .map_err(|e| std::io::Error::new(e.kind(), format!("{}: {e}", path.display())))?;
    file.write_all(bytes)
}
