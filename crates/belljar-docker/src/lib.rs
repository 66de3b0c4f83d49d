//! `belljar-docker`: the Docker backend. A session is one container, locked down by default
//! (see [`DockerConfig`] and `docs/docker.md`):
//!
//! - Python blocks go to the session driver (`driver.py`, the same as the process backend's)
//!   running as the container's main process and spoken to over the attached stdio: state
//!   persists, and a round trip costs about what it costs locally — not a `docker exec`;
//! - other languages run as one-shot execs in the same container, each the leader of its own
//!   process group, so a timeout kills everything the block started;
//! - a timeout first interrupts (`KeyboardInterrupt`, state kept); code that does not stop
//!   gets its container killed and removed, the result says the state was lost, and a new
//!   container starts at once in the background on the same working directory volume (files
//!   kept), ready for the next execution;
//! - files go in and out through the Engine API's archive endpoints;
//! - every container and volume carries Belljar's labels; close and drop remove them, and
//!   the first session a process opens removes those of Belljar processes of this machine
//!   that died without closing theirs.
//!
//! The engine is `DOCKER_HOST`, else the default socket; the API version is negotiated. No
//! engine answering is a `BackendUnavailable` error. Belljar never pulls an image:
//! `scripts/docker-image` builds the default one from the machine's own Debian mirror.

mod container;
pub mod engine;
mod exec;
mod files;
mod probe;
mod streams;

use std::collections::BTreeMap;
use std::time::Duration;

use async_trait::async_trait;
use belljar::language::{self, Runner};
use belljar::{
    CancellationToken, Capabilities, CodeBlock, ErrorKind, ExecOptions, ExecResult, Executor,
    Limit, Limits, SessionError, UnenforceableLimit,
};
use belljar_launch::session::{PythonSession, driver_args};
use belljar_launch::{Command, LaunchError, Launched, oneshot};
use bollard::Docker;
use bollard::models::VolumeCreateRequest;
use bollard::query_parameters::RemoveVolumeOptions;

/// The image used when none is configured: built by `scripts/docker-image`.
pub const DEFAULT_IMAGE: &str = "belljar/python:bookworm";

/// Settings of a Docker session. The defaults are the secure ones.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DockerConfig {
    /// The image (never pulled: it must be on the engine).
    pub image: String,
    /// The container's network (`HostConfig.NetworkMode`): `"none"` unless asked.
    pub network: String,
    /// The session's limits. Enforced: the timeout and the output cap (by Belljar) and
    /// `memory_bytes` (the container's memory, swap included; `None` for none). Refused
    /// when the session opens ([`DockerConfig::check_limits`]): `max_instructions` and
    /// `max_recursion`, which real interpreters do not count.
    pub limits: Limits,
    /// The CPU limit in billionths of a CPU (`1_000_000_000` = one CPU).
    pub nano_cpus: i64,
    /// The most processes (and threads) the container may have.
    pub pids_limit: i64,
    /// The size of the tmpfs at `/tmp` (bytes).
    pub tmp_bytes: u64,
    /// The user code runs as (`UID:GID`); never root by default.
    pub user: String,
    /// The working directory inside the container: a volume of the session's own, or
    /// [`DockerConfig::host_dir`].
    pub workdir: String,
    /// Run Python blocks in the long-lived session driver (state kept, last value,
    /// `final_answer`, files produced) rather than as one-shot `python3` execs.
    pub python_sessions: bool,
    /// A host directory bind-mounted (read-write) as the working directory instead of a
    /// volume of the session's own: files the code writes appear there, and it is never
    /// emptied or removed. It must exist and be writable by [`DockerConfig::user`]; it
    /// needs an engine on this machine. `None` by default.
    pub host_dir: Option<std::path::PathBuf>,
    /// Third-party packages (requirement lines): installed once on this machine into a
    /// cached environment, by the host's `python3` in the process backend's sandbox with
    /// network for the installer only (`belljar_runtimes::packages`), and its
    /// `site-packages` becomes [`DockerConfig::site_packages`]. The image's Python must
    /// have the host's major.minor version for compiled packages (pure-Python ones work
    /// across versions). Needs an engine on this machine. Empty by default.
    pub requirements: Vec<String>,
    /// A host `site-packages` directory bind-mounted read-only at [`SITE_PACKAGES`] and put
    /// on the container's `PYTHONPATH` (a host virtual environment's, or the one
    /// [`DockerConfig::requirements`] installs). Needs an engine on this machine. `None` by
    /// default.
    pub site_packages: Option<std::path::PathBuf>,
    /// The size of the session's working-directory volume in bytes: a volume of the local
    /// driver with tmpfs options (`size=`, and `nr_inodes=` one per 8 KiB:
    /// [`belljar_launch::disk_inodes`]), so the code gets `ENOSPC` past either. Its pages
    /// count against the memory limit of the container that writes them. `None` for a plain
    /// volume on the engine's disk, with no quota. Not applied to a
    /// [`DockerConfig::host_dir`]. Default [`belljar_launch::DEFAULT_DISK_BYTES`] (256 MiB).
    pub disk_bytes: Option<u64>,
}

/// Where [`DockerConfig::site_packages`] appears in the container.
pub const SITE_PACKAGES: &str = "/opt/belljar/site-packages";

impl Default for DockerConfig {
    fn default() -> Self {
        DockerConfig {
            image: DEFAULT_IMAGE.into(),
            network: "none".into(),
            limits: Limits::default(),
            nano_cpus: 1_000_000_000,
            pids_limit: 256,
            tmp_bytes: 64 << 20,
            user: "1000:1000".into(),
            workdir: "/work".into(),
            python_sessions: true,
            host_dir: None,
            requirements: Vec::new(),
            site_packages: None,
            disk_bytes: Some(belljar_launch::DEFAULT_DISK_BYTES),
        }
    }
}

/// The fields of [`Limits`] the Docker backend enforces.
pub const ENFORCED_LIMITS: &[Limit] = &[Limit::Timeout, Limit::MaxOutputBytes, Limit::MemoryBytes];

impl DockerConfig {
    /// `Ok` when this backend can enforce every limit asked for ([`ENFORCED_LIMITS`]), else
    /// the first it cannot.
    pub fn check_limits(&self) -> Result<(), UnenforceableLimit> {
        self.limits
            .refuse_unenforced("docker", ENFORCED_LIMITS, |limit| match limit {
                Limit::MaxInstructions => {
                    "real interpreters do not count instructions; use the timeout".into()
                }
                _ => "real interpreters keep their own recursion limit".into(),
            })
    }
}

/// What runs as the container's main process.
enum Main {
    /// The Python session driver.
    Session(PythonSession),
    /// An idle process keeping the container up for execs (sessions off).
    Idle(Launched),
}

/// A container starting in the background: its id and its ready session.
type Replacement = tokio::task::JoinHandle<Result<(String, PythonSession), LaunchError>>;

/// The live container.
struct Live {
    id: String,
    main: Main,
}

/// A Docker session. See the crate docs.
pub struct DockerExecutor {
    config: DockerConfig,
    docker: Option<Docker>,
    volume: Option<String>,
    live: Option<Live>,
    /// The container starting in the background to replace one that died or was killed.
    replacement: Option<Replacement>,
    execs: u64,
    blocks_run: u64,
    /// The extra environment of the live container's main process.
    env: BTreeMap<String, String>,
    /// The languages the image has an interpreter for, once a container has started
    /// ([`probe`]).
    installed: Option<Vec<&'static str>>,
    /// Whether the session's volume is a size-limited tmpfs ([`DockerConfig::disk_bytes`]).
    tmpfs_volume: bool,
    /// The container that keeps a tmpfs volume mounted while the session's containers are
    /// replaced (the local driver unmounts it, contents and all, when no running container
    /// uses it): an idle `cat` on the attached stdin, so it also stops when Belljar dies.
    holder: Option<(String, Launched)>,
}

impl std::fmt::Debug for DockerExecutor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DockerExecutor")
            .field("config", &self.config)
            .field("container", &self.live.as_ref().map(|l| &l.id))
            .finish()
    }
}

impl DockerExecutor {
    /// A session with `config`; it opens on first use (or [`Executor::open`]).
    pub fn new(config: DockerConfig) -> Self {
        DockerExecutor {
            config,
            docker: None,
            volume: None,
            live: None,
            replacement: None,
            execs: 0,
            blocks_run: 0,
            env: BTreeMap::new(),
            installed: None,
            tmpfs_volume: false,
            holder: None,
        }
    }

    /// The container that keeps the session's tmpfs working directory mounted, once the
    /// session is open (none for a plain volume or a host directory).
    pub fn holder_id(&self) -> Option<&str> {
        self.holder.as_ref().map(|(id, _)| id.as_str())
    }

    /// The limits its executions run under.
    pub fn limits(&self) -> &Limits {
        &self.config.limits
    }

    /// Run the next executions under `limits` (refused, and nothing changed, when this
    /// backend cannot enforce them). The timeout and output cap apply at once; a new memory
    /// limit applies to the containers started from now on.
    pub fn set_limits(&mut self, limits: Limits) -> Result<(), UnenforceableLimit> {
        let config = DockerConfig {
            limits,
            ..self.config.clone()
        };
        config.check_limits()?;
        self.config = config;
        Ok(())
    }

    /// The id of the live container, if any.
    pub fn container_id(&self) -> Option<&str> {
        self.live.as_ref().map(|l| l.id.as_str())
    }

    /// The name of the session's working directory volume, once open.
    pub fn volume(&self) -> Option<&str> {
        self.volume.as_deref()
    }

    /// The environment every program gets: a plain `PATH`, `HOME` and `LANG`, then the
    /// caller's variables.
    fn env(&self, extra: &BTreeMap<String, String>) -> BTreeMap<String, String> {
        let mut env = BTreeMap::from([
            ("PATH".to_string(), probe::PATH_DIRS.join(":")),
            ("HOME".to_string(), self.config.workdir.clone()),
            ("LANG".to_string(), "C.UTF-8".to_string()),
            ("PYTHONUNBUFFERED".to_string(), "1".to_string()),
            ("PYTHONDONTWRITEBYTECODE".to_string(), "1".to_string()),
            ("MPLBACKEND".to_string(), "Agg".to_string()),
        ]);
        if self.config.site_packages.is_some() {
            env.insert("PYTHONPATH".to_string(), SITE_PACKAGES.to_string());
        }
        env.extend(extra.iter().map(|(k, v)| (k.clone(), v.clone())));
        env
    }

    /// Installs [`DockerConfig::requirements`] on the host (or finds them in the cache)
    /// once, making their `site-packages` the one mounted into the containers.
    async fn install_packages(&mut self) -> Result<(), LaunchError> {
        if self.config.requirements.is_empty() || self.config.site_packages.is_some() {
            return Ok(());
        }
        let unavailable =
            |message: String| LaunchError::new(ErrorKind::BackendUnavailable, message);
        let python = belljar_runtimes::resolve("python3", None).ok_or_else(|| {
            unavailable("cannot install requirements: \"python3\" is not installed here".into())
        })?;
        let envs = belljar_runtimes::packages::envs_dir().ok_or_else(|| {
            unavailable(
                "cannot install requirements: no cache directory (set XDG_CACHE_HOME or HOME)"
                    .into(),
            )
        })?;
        let env = belljar_runtimes::packages::ensure(&python, &self.config.requirements, &envs)
            .await
            .map_err(unavailable)?;
        let site = env
            .site_packages()
            .ok_or_else(|| unavailable(format!("{} has no site-packages", env.root.display())))?;
        self.config.site_packages = Some(site);
        Ok(())
    }

    /// Connects, reaps what dead Belljar processes left, and creates the session's volume.
    async fn connect(&mut self) -> Result<(), LaunchError> {
        if self.docker.is_none() {
            let docker = engine::connect().await?;
            engine::reap_once(&docker).await;
            self.docker = Some(docker);
        }
        if self.volume.is_none() && self.config.host_dir.is_none() {
            let docker = self.docker.as_ref().expect("connected above");
            let mut request = VolumeCreateRequest {
                labels: Some(engine::labels()),
                ..Default::default()
            };
            if let Some(bytes) = self.config.disk_bytes {
                request.driver = Some("local".into());
                request.driver_opts = Some(tmpfs_volume_options(bytes, &self.config.user)?);
            }
            let volume = docker.create_volume(request).await.map_err(|e| {
                LaunchError::new(
                    ErrorKind::BackendUnavailable,
                    format!("could not create the session's volume: {e}"),
                )
            })?;
            self.volume = Some(volume.name);
            self.tmpfs_volume = self.config.disk_bytes.is_some();
        }
        Ok(())
    }

    /// Starts the container (and its Python driver) when none is live, with the extra
    /// environment `extra`.
    async fn ensure_container(
        &mut self,
        extra: &BTreeMap<String, String>,
    ) -> Result<(), LaunchError> {
        self.install_packages().await?;
        self.connect().await?;
        if self.live.is_some() {
            return Ok(());
        }
        if let Some(replacement) = self.replacement.take() {
            match replacement.await {
                Ok(Ok((id, session))) if self.env == *extra => {
                    self.live = Some(Live {
                        id,
                        main: Main::Session(session),
                    });
                    return Ok(());
                }
                // Started with another environment: not this one's.
                Ok(Ok((_, mut session))) => session.kill().await,
                // It could not start: start one now, which reports why if it fails again.
                _ => {}
            }
        }
        let command = self.main_command(extra);
        let holder_command = Command {
            program: "cat".into(),
            args: Vec::new(),
            workdir: self.config.workdir.clone(),
            env: self.env(&BTreeMap::new()),
            wall: None,
        };
        let docker = self.docker.as_ref().expect("connected above");
        let volume = self.volume.as_deref();
        let mut launcher = container::ContainerLauncher {
            docker,
            config: &self.config,
            volume,
            started: None,
        };
        let mut holder_launcher = container::ContainerLauncher {
            docker,
            config: &self.config,
            volume,
            started: None,
        };
        let python_sessions = self.config.python_sessions;
        let need_holder = self.tmpfs_volume && self.holder.is_none();
        // The holder starts beside the session's first container, not before it.
        let (main, holder) = tokio::join!(
            async {
                if python_sessions {
                    PythonSession::launch(&mut launcher, &command)
                        .await
                        .map(Main::Session)
                } else {
                    belljar_launch::Launcher::launch(&mut launcher, &command)
                        .await
                        .map(Main::Idle)
                }
            },
            async {
                if !need_holder {
                    return None;
                }
                let launched =
                    belljar_launch::Launcher::launch(&mut holder_launcher, &holder_command).await;
                Some(launched.map(|l| (holder_launcher.started.take().unwrap_or_default(), l)))
            }
        );
        match holder {
            Some(Ok(holder)) => self.holder = Some(holder),
            Some(Err(mut e)) => {
                e.message = format!(
                    "{} (the container that keeps the working directory's tmpfs mounted)",
                    e.message
                );
                // The session's container, if it started, goes with its control.
                drop(main);
                return Err(e);
            }
            None => {}
        }
        let main = main?;
        let id = launcher.started.take().unwrap_or_default();
        if self.installed.is_none() {
            self.installed = Some(probe::installed_languages(docker, &id).await);
        }
        self.live = Some(Live { id, main });
        self.env = extra.clone();
        Ok(())
    }

    /// The container's main process: the Python driver, or an idle process when sessions
    /// are off.
    fn main_command(&self, extra: &BTreeMap<String, String>) -> Command {
        let (program, args) = if self.config.python_sessions {
            ("python3".to_string(), driver_args())
        } else {
            ("sleep".to_string(), vec!["infinity".to_string()])
        };
        Command {
            program,
            args,
            workdir: self.config.workdir.clone(),
            env: self.env(extra),
            wall: None,
        }
    }

    /// Starts, in the background, the container that replaces one whose session died or
    /// was killed, so that the next execution does not wait for a whole start.
    fn start_replacement(&mut self) {
        let (Some(docker), true) = (self.docker.clone(), self.config.python_sessions) else {
            return;
        };
        let config = self.config.clone();
        let volume = self.volume.clone();
        let command = self.main_command(&self.env);
        self.replacement = Some(tokio::spawn(async move {
            let mut launcher = container::ContainerLauncher {
                docker: &docker,
                config: &config,
                volume: volume.as_deref(),
                started: None,
            };
            let session = PythonSession::launch(&mut launcher, &command).await?;
            Ok((launcher.started.take().unwrap_or_default(), session))
        }));
    }

    /// Stops a replacement container that is starting or ready, and removes it.
    async fn end_replacement(&mut self) {
        if let Some(replacement) = self.replacement.take()
            && let Ok(Ok((_, mut session))) = replacement.await
        {
            session.kill().await;
        }
    }

    /// Removes the live container, the volume's holder and the working-directory volume.
    async fn end_session(&mut self) {
        self.end_container().await;
        self.end_replacement().await;
        if let Some((_, mut holder)) = self.holder.take() {
            holder.control.kill().await;
        }
        if let (Some(docker), Some(volume)) = (&self.docker, self.volume.take()) {
            let _ = docker
                .remove_volume(&volume, Some(RemoveVolumeOptions { force: true }))
                .await;
        }
    }

    /// Kills and removes the live container, if any.
    async fn end_container(&mut self) {
        if let Some(live) = self.live.take() {
            match live.main {
                Main::Session(mut session) => session.kill().await,
                Main::Idle(mut launched) => launched.control.kill().await,
            }
        }
    }

    async fn run_block(
        &mut self,
        block: &CodeBlock,
        options: &ExecOptions,
        cancel: &CancellationToken,
    ) -> Result<ExecResult, ExecResult> {
        let lang = belljar::executor::admit_language(&block.language).map_err(|r| *r)?;
        let Runner::Program { program, args } = lang.runner else {
            return Err(belljar::executor::unsupported_language("docker", lang.name));
        };
        if let Some(installed) = &self.installed
            && !installed.contains(&lang.name)
        {
            return Err(ExecResult::failed(
                lang.name,
                ErrorKind::InterpreterNotFound.error(format!(
                    "cannot run {} code: {program:?} is not installed in the image {} \
                     (looked in {})",
                    lang.name,
                    self.config.image,
                    probe::PATH_DIRS.join(":")
                )),
            ));
        }
        // A session started with other environment variables is replaced (its main process
        // got its environment when it started).
        if self.live.is_some() && self.env != options.env {
            self.end_container().await;
        }
        self.ensure_container(&options.env)
            .await
            .map_err(|e| e.into_result(lang.name))?;
        let live = self.live.as_mut().expect("started above");
        if lang.name == "python"
            && let Main::Session(session) = &mut live.main
        {
            let (result, alive) = session
                .execute(
                    &block.code,
                    self.config.limits.timeout,
                    self.config.limits.max_output_bytes,
                    options.events.as_ref(),
                    cancel,
                )
                .await;
            self.blocks_run += 1;
            if !alive {
                // Killed after a timeout, or it died: its container goes, and a new one
                // starts at once on the same volume, in the background, for the next
                // execution.
                self.end_container().await;
                self.start_replacement();
            }
            return Ok(result);
        }
        let file_name = belljar_launch::block_file_name(block, self.blocks_run + 1, lang.extension);
        let docker = self.docker.clone().expect("connected");
        let id = live.id.clone();
        files::write(
            &docker,
            &id,
            &self.config.workdir,
            &self.config.user,
            &file_name,
            block.code.as_bytes(),
        )
        .await
        .map_err(|e| {
            let kind = match e {
                SessionError::PathOutsideWorkspace(_) => ErrorKind::FilenameOutsideWorkspace,
                _ => ErrorKind::OsError,
            };
            ExecResult::failed(lang.name, kind.error(e.to_string()))
        })?;
        self.blocks_run += 1;
        self.execs += 1;
        let mut argv: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        argv.push(file_name.clone());
        let command = Command {
            program: program.to_string(),
            args: argv,
            workdir: self.config.workdir.clone(),
            env: self.env(&options.env),
            wall: None,
        };
        let mut launcher = exec::ExecLauncher {
            docker: &docker,
            container: &id,
            number: self.execs,
            isolation: container::isolation(&self.config),
        };
        let mut result = oneshot::run_program(
            &mut launcher,
            &command,
            lang.name,
            &file_name,
            self.config.limits.timeout,
            self.config.limits.max_output_bytes,
            options.events.as_ref(),
            cancel,
        )
        .await;
        if result.exit_code == Some(127) && result.stderr.contains(&format!("{program}: not found"))
        {
            result.error = Some(ErrorKind::InterpreterNotFound.error(format!(
                "cannot run {} code: {program:?} is not installed in the image {}",
                lang.name, self.config.image
            )));
        }
        Ok(result)
    }

    async fn live_id(&mut self) -> Result<(Docker, String), SessionError> {
        let env = self.env.clone();
        self.ensure_container(&env)
            .await
            .map_err(|e| SessionError::Unavailable(e.message))?;
        let docker = self.docker.clone().ok_or(SessionError::Closed)?;
        let id = self
            .live
            .as_ref()
            .map(|l| l.id.clone())
            .ok_or(SessionError::Closed)?;
        Ok((docker, id))
    }
}

#[async_trait]
impl Executor for DockerExecutor {
    fn backend(&self) -> &'static str {
        "docker"
    }

    /// The languages whose interpreter the image has, once the session is open (its first
    /// container is looked at: [`probe`]); before that, every executable language of the
    /// table. A block in a language the image lacks is `InterpreterNotFound`. Python
    /// sessions keep state and return rich outputs; files go through the archive endpoints.
    /// No host tools.
    fn capabilities(&self) -> Capabilities {
        let languages = language::LANGUAGES
            .iter()
            .filter(|lang| match &self.installed {
                Some(installed) => installed.contains(&lang.name),
                None => lang.is_executable(),
            })
            .map(|lang| lang.name.to_string())
            .collect();
        Capabilities {
            languages,
            stateful: self.config.python_sessions,
            files: true,
            rich_outputs: self.config.python_sessions,
            tools: false,
            live_output: true,
        }
    }

    /// Connects to the engine, removes what dead Belljar processes left, creates the
    /// session's volume and starts its container (and Python driver).
    /// Refuses limits it cannot enforce ([`DockerConfig::check_limits`]), then starts the
    /// container.
    async fn open(&mut self) -> Result<(), SessionError> {
        self.config.check_limits()?;
        let env = self.env.clone();
        self.ensure_container(&env)
            .await
            .map_err(|e| SessionError::Unavailable(e.message))
    }

    async fn execute(
        &mut self,
        block: &CodeBlock,
        options: &ExecOptions,
        cancel: &CancellationToken,
    ) -> ExecResult {
        let result = match self.config.check_limits() {
            Err(e) => ExecResult::failed(
                block.language.clone(),
                ErrorKind::Unsupported.error(e.to_string()),
            ),
            Ok(()) => match self.run_block(block, options, cancel).await {
                Ok(result) | Err(result) => result,
            },
        };
        options.emit_result(&result);
        result
    }

    /// Restarting replaces the container (state gone) and empties the working directory
    /// (a new volume); a [`DockerConfig::host_dir`] is left as it is.
    async fn restart(&mut self) -> Result<(), SessionError> {
        self.end_session().await;
        self.open().await
    }

    /// Removes the container and the volume.
    async fn close(&mut self) -> Result<(), SessionError> {
        self.end_session().await;
        Ok(())
    }

    async fn write_file(&mut self, path: &str, contents: &[u8]) -> Result<(), SessionError> {
        let (docker, id) = self.live_id().await?;
        files::write(
            &docker,
            &id,
            &self.config.workdir,
            &self.config.user,
            path,
            contents,
        )
        .await
    }

    async fn read_file(&mut self, path: &str) -> Result<Vec<u8>, SessionError> {
        let (docker, id) = self.live_id().await?;
        files::read(&docker, &id, &self.config.workdir, path).await
    }
}

impl Drop for DockerExecutor {
    fn drop(&mut self) {
        // The container goes with its control (removed from its own drop); the volume here,
        // after it (a volume in use cannot be removed).
        drop(self.live.take());
        // A replacement still starting is stopped where it is: a container it had created
        // is removed by its control's own drop; one whose creation was under way when the
        // task stopped is left to the reaper of the next Belljar process after this one.
        if let Some(replacement) = self.replacement.take() {
            replacement.abort();
        }
        drop(self.holder.take());
        engine::remove_blocking(None, self.volume.take());
    }
}

/// The local volume driver's options for a tmpfs of `bytes` (and one inode per 8 KiB of it)
/// owned by `user` (`UID[:GID]`, numeric; a user given by name gets a world-writable sticky
/// directory instead, as `/tmp` is). `nosuid,nodev` like the container's `/tmp`.
fn tmpfs_volume_options(
    bytes: u64,
    user: &str,
) -> Result<std::collections::HashMap<String, String>, LaunchError> {
    if bytes < 1 << 20 {
        return Err(LaunchError::new(
            ErrorKind::Unsupported,
            format!("disk_bytes must be at least 1 MiB (1048576), not {bytes}"),
        ));
    }
    let (uid, gid) = user.split_once(':').unwrap_or((user, user));
    let owner = match (uid.parse::<u32>(), gid.parse::<u32>()) {
        (Ok(uid), Ok(gid)) => format!("uid={uid},gid={gid},mode=0700"),
        _ => "mode=1777".to_string(),
    };
    let o = format!(
        "size={bytes},nr_inodes={},{owner},nosuid,nodev",
        belljar_launch::disk_inodes(bytes)
    );
    Ok(std::collections::HashMap::from([
        ("type".to_string(), "tmpfs".to_string()),
        ("device".to_string(), "tmpfs".to_string()),
        ("o".to_string(), o),
    ]))
}

/// How long an interrupted Python execution may take to stop before its container is
/// killed (the session's grace).
pub const INTERRUPT_GRACE: Duration = belljar_launch::session::INTERRUPT_GRACE;
