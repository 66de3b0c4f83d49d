//! `belljar-process`: the process backend — each code block written to a file in a working
//! directory and run by the language's real interpreter (`python3`, `bash`, `node`…), or Python
//! blocks sent to a long-lived CPython session.
//!
//! **Sandboxed by default.** Every program runs inside `belljar-sandbox` (namespaces, a minimal
//! read-only root, landlock, seccomp, resource limits); each result's `isolation` says what was
//! in force. [`Sandboxing::Unsandboxed`] is an explicit opt-out: the code then runs with the
//! user's full access, and only the environment is cut down.
//!
//! What it does, AutoGen's `LocalCommandLineCodeExecutor` semantics done right:
//! - blocks run in order in one working directory (a temporary one, removed at close, unless
//!   the caller names one); files persist between blocks, in-memory state does not;
//! - `# filename: path` on the first line saves the block under that name; a path that leaves
//!   the working directory (absolute, `..`, or through a symlink) is refused;
//! - stdout and stderr are captured separately up to a cap, with a visible marker where cut;
//! - a timeout or cancellation kills the whole process group (no orphaned grandchildren) and
//!   keeps the output produced so far; when a block ends, anything it left running is killed.
//!
//! **Set-up off the caller's path.** After each sandboxed one-shot run the executor prepares
//! the next sandbox in the background ([`ProcessConfig::prepare_sandboxes`]); with Python
//! sessions it keeps a pre-started session ready when it opens, restarts or loses one
//! ([`ProcessConfig::warm_sessions`]). Both are used once and only for the exact
//! configuration they were made for; `docs/benchmarks-process.md` reports warm and cold.

mod env;
pub mod launch;
pub mod session;
mod workdir;

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Duration;

use async_trait::async_trait;
use belljar::language::{self, Runner};
use belljar::{
    CancellationToken, Capabilities, CodeBlock, ErrorKind, ExecOptions, ExecResult, Executor,
    Limit, Limits, SessionError, UnenforceableLimit,
};
use belljar_launch::oneshot;

use belljar_launch::{Command, LaunchError};
use belljar_runtimes::interpreters;
pub use belljar_runtimes::interpreters::{resolve as resolve_interpreter, which};
pub use belljar_runtimes::packages;
pub use belljar_sandbox::{
    AllowedHost, Limits as SandboxLimits, Mount, Network, Report as SandboxReport, sandbox_check,
};
pub use launch::{ProcessLauncher, SandboxSettings, Sandboxing};
use workdir::WorkDir;
pub use workdir::{DEFAULT_DISK_BYTES, Disk, disk_inodes};

/// The warning shown wherever the unsandboxed process backend is used.
pub const UNSANDBOXED_WARNING: &str =
    "the process backend runs code UNSANDBOXED, with your user's full access to files and network";

/// How many pre-warmed Python sessions an executor keeps by default (see
/// [`ProcessConfig::warm_sessions`]).
pub const DEFAULT_WARM_SESSIONS: usize = 1;

/// Configuration of a process session.
#[derive(Debug, Clone)]
pub struct ProcessConfig {
    /// The working directory; `None` for a temporary one removed when the session closes.
    pub workdir: Option<PathBuf>,
    /// Interpreter overrides by canonical language name, e.g. `"python"` → a venv's
    /// `bin/python` (an existing virtual environment: the sandbox shows it read-only).
    pub programs: BTreeMap<String, PathBuf>,
    /// Third-party packages (requirement lines, as in a requirements file) installed once
    /// into a cached virtual environment keyed by the normalised list, which Python blocks
    /// then run in (read-only); see [`packages`]. Installed when the executor opens, with
    /// network for the installer only; the blocks keep the sandbox's own network setting.
    /// The base interpreter is `programs["python"]` if given (not a venv's), else
    /// `python3`. Needs the sandbox. Empty by default.
    pub requirements: Vec<String>,
    /// Run Python blocks in one long-lived interpreter that keeps its globals between
    /// executions (and returns the last expression's value, `final_answer`, rich outputs),
    /// instead of one fresh `python3` per block.
    pub python_sessions: bool,
    /// The sandbox (the default) or the explicit opt-out.
    pub sandboxing: Sandboxing,
    /// With `python_sessions`: how many Python sessions to start in the background, ahead of
    /// need ([`DEFAULT_WARM_SESSIONS`]; 0 disables the pool). The pool is filled when the
    /// executor opens, when it restarts, and when its session dies (a timeout's kill, an
    /// exit); the first execution after each of these takes a warm session (waiting for it
    /// if it is still starting, which is never slower than a cold start), so CPython's own
    /// start-up (tens of milliseconds) is off the caller's path when the executor was opened
    /// ahead of time. While a session is live no spare is kept. Each pooled session is fresh
    /// (it ran only the driver), is checked alive before it is handed out, and is never
    /// reused after that. Costs one idle interpreter (about 10 MB) per warm session.
    pub warm_sessions: usize,
    /// Sandboxed one-shot runs: after each run, prepare the next sandbox in the background
    /// (namespaces, root file system, cgroups; see `belljar_sandbox::prepare`), so that the
    /// next run with the same configuration (same language, environment and timeout) only
    /// forks and executes its program. Costs one idle sandbox (a waiting init process) per
    /// executor. Default `true`.
    pub prepare_sandboxes: bool,
    /// The session's limits. Enforced: the timeout and the output cap (by Belljar), and
    /// `memory_bytes` (by the sandbox: it replaces the memory limit of
    /// [`SandboxSettings::limits`]). Refused when the executor opens
    /// ([`ProcessConfig::check_limits`]): `max_instructions` and `max_recursion` (real
    /// interpreters count neither), and `memory_bytes` when unsandboxed.
    pub limits: Limits,
}

impl ProcessConfig {
    /// `Ok` when this backend can enforce every limit `limits` asks for
    /// ([`enforced_limits`]), else the first it cannot.
    pub fn check_limits(&self) -> Result<(), UnenforceableLimit> {
        self.limits
            .refuse_unenforced(
                "process",
                enforced_limits(&self.sandboxing),
                |limit| match limit {
                    Limit::MemoryBytes => {
                        "unsandboxed programs have no memory limit; use the sandbox".into()
                    }
                    Limit::MaxInstructions => {
                        "real interpreters do not count instructions; use the timeout".into()
                    }
                    _ => "real interpreters keep their own recursion limit".into(),
                },
            )
    }

    /// The sandbox settings with the memory limit of [`ProcessConfig::limits`].
    fn apply_limits(&mut self) {
        if let Sandboxing::Sandboxed(settings) = &mut self.sandboxing {
            settings.limits.memory_bytes = self.limits.memory_bytes;
        }
    }
}

/// The fields of [`Limits`] the process backend enforces with `sandboxing`: the timeout and
/// the output cap always, the memory limit in the sandbox.
pub fn enforced_limits(sandboxing: &Sandboxing) -> &'static [Limit] {
    match sandboxing {
        Sandboxing::Sandboxed(_) => &[Limit::Timeout, Limit::MaxOutputBytes, Limit::MemoryBytes],
        Sandboxing::Unsandboxed => &[Limit::Timeout, Limit::MaxOutputBytes],
    }
}

impl Default for ProcessConfig {
    fn default() -> Self {
        ProcessConfig {
            workdir: None,
            programs: BTreeMap::new(),
            requirements: Vec::new(),
            python_sessions: false,
            sandboxing: Sandboxing::default(),
            warm_sessions: DEFAULT_WARM_SESSIONS,
            prepare_sandboxes: true,
            limits: Limits::default(),
        }
    }
}

/// A process-backend session. See the crate docs.
#[derive(Debug)]
pub struct ProcessExecutor {
    config: ProcessConfig,
    dir: Option<WorkDir>,
    blocks_run: u64,
    session: Option<session::PythonSession>,
    warm: session::pool::WarmPool,
    /// The sandbox prepared for the next one-shot run.
    prepared: launch::PreparedPool,
    /// The extra environment of the last session started (`ExecOptions::env`): the pool
    /// prepares sessions with it.
    session_env: BTreeMap<String, String>,
    /// The environment of [`ProcessConfig::requirements`], once installed.
    packages: Option<packages::Environment>,
}

impl ProcessExecutor {
    /// A session with `config`; it opens on first use (and fails to, with
    /// [`SessionError::Limits`], when `config` asks for a limit it cannot enforce:
    /// [`ProcessConfig::check_limits`]).
    pub fn new(mut config: ProcessConfig) -> Self {
        config.apply_limits();
        ProcessExecutor {
            warm: session::pool::WarmPool::new(if config.python_sessions {
                config.warm_sessions
            } else {
                0
            }),
            config,
            dir: None,
            blocks_run: 0,
            session: None,
            session_env: BTreeMap::new(),
            prepared: launch::PreparedPool::default(),
            packages: None,
        }
    }

    /// Waits until the pre-warmed Python sessions (see [`ProcessConfig::warm_sessions`]) have
    /// finished starting, opening the executor first; returns how many are ready. Useful to
    /// prepare an executor before a user arrives. Without sessions or with a pool of 0 it
    /// returns 0 at once.
    pub async fn wait_warm(&mut self) -> Result<usize, SessionError> {
        self.open().await?;
        Ok(self.warm.wait_ready().await)
    }

    /// The limits its executions run under.
    pub fn limits(&self) -> &Limits {
        &self.config.limits
    }

    /// Run the next executions under `limits` (refused, and nothing changed, when this
    /// backend cannot enforce them). The timeout and output cap apply at once; a new memory
    /// limit applies to the sandboxes and Python sessions started from now on (the live
    /// session keeps its own until it ends or `restart`).
    pub fn set_limits(&mut self, limits: Limits) -> Result<(), UnenforceableLimit> {
        let mut config = self.config.clone();
        config.limits = limits;
        config.check_limits()?;
        config.apply_limits();
        self.config = config;
        Ok(())
    }

    /// The recipe of this executor's Python sessions for the extra environment `env`, or why
    /// there can be none.
    fn session_recipe(
        &self,
        env: &BTreeMap<String, String>,
    ) -> Result<session::pool::Recipe, LaunchError> {
        let override_path = self.config.programs.get("python").map(PathBuf::as_path);
        let python = session::python_for_sessions(override_path).ok_or_else(|| {
            LaunchError::new(
                ErrorKind::InterpreterNotFound,
                "cannot start a Python session: \"python3\" is not installed (not on PATH)",
            )
        })?;
        let dir = self
            .dir()
            .map_err(|e| LaunchError::new(ErrorKind::BackendUnavailable, e.to_string()))?
            .path()
            .to_path_buf();
        Ok(session::pool::Recipe {
            python,
            dir,
            env: env.clone(),
            sandboxing: self.config.sandboxing.clone(),
        })
    }

    /// Keeps the warm pool filled for the next session (no-op when disabled or when no
    /// Python is installed).
    fn refill_warm(&mut self) {
        if !self.config.python_sessions || self.config.warm_sessions == 0 {
            return;
        }
        if let Ok(recipe) = self.session_recipe(&self.session_env) {
            self.warm.fill(&recipe);
        }
    }

    /// The size limit asked for the working directory: the sandbox's `disk_bytes`.
    fn disk_bytes(&self) -> Option<u64> {
        match &self.config.sandboxing {
            Sandboxing::Sandboxed(settings) => settings.disk_bytes,
            Sandboxing::Unsandboxed => None,
        }
    }

    /// The working directory, once the session is open.
    pub fn workdir(&self) -> Option<&std::path::Path> {
        self.dir.as_ref().map(WorkDir::path)
    }

    fn dir(&self) -> Result<&WorkDir, SessionError> {
        self.dir.as_ref().ok_or(SessionError::Closed)
    }

    async fn run_block(
        &mut self,
        block: &CodeBlock,
        options: &ExecOptions,
        cancel: &CancellationToken,
    ) -> Result<ExecResult, ExecResult> {
        let lang = belljar::executor::admit_language(&block.language).map_err(|r| *r)?;
        let Runner::Program { program, args } = lang.runner else {
            // (Not reached: admitted languages are executable.)
            return Err(belljar::executor::unsupported_language(
                "process", lang.name,
            ));
        };
        let session_error = |err: SessionError| {
            ExecResult::failed(
                lang.name,
                ErrorKind::BackendUnavailable.error(err.to_string()),
            )
        };
        if lang.name == "python" && self.config.python_sessions {
            return self.run_in_session(block, options, cancel).await;
        }
        let dir = self.dir().map_err(session_error)?;
        let file_name = belljar_launch::block_file_name(block, self.blocks_run + 1, lang.extension);
        let path = dir
            .write(&file_name, block.code.as_bytes())
            .map_err(|err| {
                let kind = match err {
                    SessionError::PathOutsideWorkspace(_) => ErrorKind::FilenameOutsideWorkspace,
                    _ => ErrorKind::OsError,
                };
                ExecResult::failed(lang.name, kind.error(err.to_string()))
            })?;
        self.blocks_run += 1;
        let override_path = self.config.programs.get(lang.name).map(PathBuf::as_path);
        let Some(program_path) = interpreters::resolve(program, override_path) else {
            let mut result = ExecResult::failed(
                lang.name,
                ErrorKind::InterpreterNotFound.error(format!(
                    "cannot run {} code: {program:?} is not installed (not on PATH)",
                    lang.name
                )),
            );
            result.exit_code = Some(127);
            return Err(result);
        };
        let dir_path = self.dir().map_err(session_error)?.path().to_path_buf();
        let relative = path.strip_prefix(&dir_path).unwrap_or(&path);
        let mut argv: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        argv.push(relative.to_string_lossy().into_owned());
        let env = env::minimal_env(&program_path, &dir_path, &options.env);
        // The sandbox's own timer is a backstop a little after ours.
        let timeout = self.config.limits.timeout;
        let backstop = timeout.map(|t| t + Duration::from_secs(2));
        let command = Command {
            program: program_path.to_string_lossy().into_owned(),
            args: argv,
            workdir: dir_path.to_string_lossy().into_owned(),
            env,
            wall: backstop,
        };
        let prepared = self.config.prepare_sandboxes.then_some(&mut self.prepared);
        let mut launcher = ProcessLauncher::new(&self.config.sandboxing, prepared);
        let result = oneshot::run_program(
            &mut launcher,
            &command,
            lang.name,
            &file_name,
            timeout,
            self.config.limits.max_output_bytes,
            options.events.as_ref(),
            cancel,
        )
        .await;
        let recipe = launcher.recipe.take();
        // Prepared after the run, not during it, so that it does not compete for the CPU.
        if let (true, Some(recipe)) = (self.config.prepare_sandboxes, recipe) {
            self.prepared.prepare_next(recipe);
        }
        Ok(result)
    }
}

impl ProcessExecutor {
    /// Installs [`ProcessConfig::requirements`] (or finds them in the cache) once, and makes
    /// the environment's interpreter the one Python blocks run with.
    async fn install_packages(&mut self) -> Result<(), SessionError> {
        if self.config.requirements.is_empty() || self.packages.is_some() {
            return Ok(());
        }
        let unavailable = |message: String| SessionError::Unavailable(message);
        if self.config.sandboxing == Sandboxing::Unsandboxed {
            return Err(unavailable(
                "requirements are installed in the sandbox; they cannot be used unsandboxed".into(),
            ));
        }
        let override_path = self.config.programs.get("python").map(PathBuf::as_path);
        if override_path.is_some_and(interpreters::is_venv_python) {
            return Err(unavailable(
                "requirements cannot be installed into an existing virtual environment: give                  the environment or the requirements, not both"
                    .into(),
            ));
        }
        let python = interpreters::resolve("python3", override_path).ok_or_else(|| {
            unavailable("cannot install requirements: \"python3\" is not installed".into())
        })?;
        let envs = packages::envs_dir().ok_or_else(|| {
            unavailable(
                "cannot install requirements: no cache directory (set XDG_CACHE_HOME or HOME)"
                    .into(),
            )
        })?;
        let env = packages::ensure(&python, &self.config.requirements, &envs)
            .await
            .map_err(unavailable)?;
        self.config.programs.insert("python".into(), env.python());
        self.packages = Some(env);
        Ok(())
    }

    /// The environment of [`ProcessConfig::requirements`], once the executor is open.
    pub fn packages(&self) -> Option<&packages::Environment> {
        self.packages.as_ref()
    }

    /// Run a Python block in the live session, starting one if there is none.
    async fn run_in_session(
        &mut self,
        block: &CodeBlock,
        options: &ExecOptions,
        cancel: &CancellationToken,
    ) -> Result<ExecResult, ExecResult> {
        let fail =
            |kind: ErrorKind, message: String| ExecResult::failed("python", kind.error(message));
        if self.session.is_none() {
            let recipe = self
                .session_recipe(&options.env)
                .map_err(|e| e.into_result("python"))?;
            let started = match self.warm.take(&recipe).await {
                Some(warm) => warm,
                None => session::pool::start(&recipe)
                    .await
                    .map_err(|e| e.into_result("python"))?,
            };
            self.session = Some(started);
            self.session_env = options.env.clone();
        }
        let Some(live) = self.session.as_mut() else {
            return Err(fail(ErrorKind::BackendUnavailable, "no session".into()));
        };
        let (result, alive) = live
            .execute(
                &block.code,
                self.config.limits.timeout,
                self.config.limits.max_output_bytes,
                options.events.as_ref(),
                cancel,
            )
            .await;
        if !alive {
            self.session = None;
        }
        self.blocks_run += 1;
        // The session died (killed after a timeout, or it exited): the next execution needs a
        // new one, so start it now. Done after the execution, not before, so that starting a
        // sandbox and CPython does not compete with it for the CPU. A live session needs no
        // spare: keeping one would double the idle interpreters, and a short-lived process
        // (the CLI) would start one only to kill it.
        if self.session.is_none() {
            self.refill_warm();
        }
        Ok(result)
    }

    /// Kill the live Python session, if any.
    async fn end_session(&mut self) {
        if let Some(mut live) = self.session.take() {
            live.kill().await;
        }
    }
}

#[async_trait]
impl Executor for ProcessExecutor {
    fn backend(&self) -> &'static str {
        "process"
    }

    /// The languages are those of the table whose interpreter is installed (on `PATH`, or
    /// the override in [`ProcessConfig::programs`]) now: a block of another executable
    /// language would fail with `InterpreterNotFound`. Only Python sessions keep state and
    /// return rich outputs; the working directory always takes files. No host tools.
    fn capabilities(&self) -> Capabilities {
        let languages = language::LANGUAGES
            .iter()
            .filter(|lang| match lang.runner {
                Runner::Program { program, .. } => {
                    let override_path = self.config.programs.get(lang.name);
                    interpreters::installed(program, override_path.map(PathBuf::as_path))
                }
                Runner::NotExecutable => false,
            })
            .map(|lang| lang.name.to_string())
            .collect::<Vec<_>>();
        let sessions = self.config.python_sessions && languages.iter().any(|l| l == "python");
        Capabilities {
            languages,
            stateful: sessions,
            files: true,
            rich_outputs: sessions,
            tools: false,
            live_output: true,
        }
    }

    /// Refuses limits it cannot enforce ([`ProcessConfig::check_limits`]), then makes the
    /// working directory and starts the warm pool.
    async fn open(&mut self) -> Result<(), SessionError> {
        self.config.check_limits()?;
        if self.dir.is_none()
            && let Sandboxing::Sandboxed(settings) = &self.config.sandboxing
        {
            // The first sandbox's network namespace is made while the rest is set up.
            belljar_sandbox::expect_spawn(&settings.network);
        }
        self.install_packages().await?;
        if self.dir.is_none() {
            self.dir = Some(WorkDir::create(
                self.config.workdir.as_deref(),
                self.disk_bytes(),
            )?);
        }
        self.refill_warm();
        Ok(())
    }

    async fn execute(
        &mut self,
        block: &CodeBlock,
        options: &ExecOptions,
        cancel: &CancellationToken,
    ) -> ExecResult {
        if let Err(err) = self.open().await {
            let kind = match err {
                SessionError::Limits(_) => ErrorKind::Unsupported,
                _ => ErrorKind::BackendUnavailable,
            };
            let result = ExecResult::failed(block.language.clone(), kind.error(err.to_string()));
            options.emit_result(&result);
            return result;
        }
        let mut result = match self.run_block(block, options, cancel).await {
            Ok(result) | Err(result) => result,
        };
        if let (Some(dir), Some(isolation)) = (&self.dir, result.isolation.as_mut())
            && isolation.sandboxed
            && let Some(disk) = dir.disk(self.disk_bytes()).report()
        {
            isolation.limits.push(disk);
        }
        options.emit_result(&result);
        result
    }

    /// Restarting ends the Python session (its globals are gone) and empties a temporary
    /// working directory (the same path, every entry removed without following symlinks). A
    /// directory the caller named is left as it is. The next Python session is a warm one
    /// from the pool when ready (pooled sessions ran no user code).
    async fn restart(&mut self) -> Result<(), SessionError> {
        self.end_session().await;
        if let Some(dir @ WorkDir::Temporary(..)) = &self.dir {
            dir.clear()?;
            // The directory is as new: so is the numbering of the block files written in it,
            // and the next block runs as the first block of a new executor would.
            self.blocks_run = 0;
        }
        self.open().await
    }

    async fn close(&mut self) -> Result<(), SessionError> {
        self.end_session().await;
        self.warm.clear();
        self.prepared.clear();
        self.dir = None;
        Ok(())
    }

    async fn write_file(&mut self, path: &str, contents: &[u8]) -> Result<(), SessionError> {
        self.open().await?;
        self.dir()?.write(path, contents).map(|_| ())
    }

    async fn read_file(&mut self, path: &str) -> Result<Vec<u8>, SessionError> {
        self.open().await?;
        self.dir()?.read(path)
    }
}
