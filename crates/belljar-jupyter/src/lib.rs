//! `belljar-jupyter`: the Jupyter backend. A session is one local Jupyter kernel (any
//! kernelspec: IPython, bash_kernel, …), started with a fresh connection file and key and
//! spoken to over ZeroMQ (`zeromq`, pure Rust) with HMAC-SHA256-signed messages:
//!
//! - `stream` output becomes stdout/stderr (and live events), `execute_result` the value
//!   (`text/plain`), images (PNG, JPEG, SVG) and HTML from `display_data`/`execute_result`
//!   files under `outputs/` listed in the result, `error` the error (type, message, traceback
//!   without ANSI colours); in Python kernels `final_answer(x)` is defined at session start;
//! - a timeout or cancellation interrupts the kernel (SIGINT to its process group, or an
//!   `interrupt_request` when its kernelspec says so): state is kept. A kernel that does not
//!   stop within [`INTERRUPT_GRACE`] is killed; one that dies is reported, and the next
//!   execution starts a new kernel, saying the state was lost;
//! - `restart` replaces the kernel; `close` and drop kill it and everything it started, and so
//!   does a SIGKILL of Belljar: a small reaper process (a child subreaper) stands between
//!   Belljar and the kernel (see the `reaper` module).
//!
//! Kernel output is untrusted: messages are verified, size-checked before parsing and parsed
//! as plain JSON. Kernels can also run on a Jupyter Server or Kernel Gateway ([`Server`]), or
//! locally in Belljar's sandbox ([`JupyterConfig::sandbox`]). See `docs/jupyter.md` for what
//! is not done (TLS and cookie logins for servers, `input()`).

pub mod kernel;
pub mod kernelspec;
pub mod output;
mod reaper;
pub mod remote;
pub mod wire;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use async_trait::async_trait;
use belljar::output::OutputBuffer;
use belljar::result::exit_codes;
use belljar::{
    CancellationToken, Capabilities, CodeBlock, ErrorInfo, ErrorKind, ExecOptions, ExecResult,
    Executor, Limit, Limits, SessionError, Status, Stream, UnenforceableLimit,
};
use serde_json::{Value, json};

pub use kernel::Transport;
use kernel::{Kernel, Start};
pub use kernelspec::{InterruptMode, KernelSpec};
pub use remote::Server;

/// How long interrupted code may take to stop before the kernel is killed.
pub const INTERRUPT_GRACE: Duration = Duration::from_secs(2);

/// Which kernel a session runs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KernelChoice {
    /// An installed kernelspec, by name (searched as [`kernelspec::find`] does).
    Name(String),
    /// The IPython kernel of this Python (which must have `ipykernel`).
    Python(PathBuf),
    /// This kernelspec.
    Spec(KernelSpec),
}

/// Settings of a Jupyter session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JupyterConfig {
    /// The kernel; `python3` by default.
    pub kernel: KernelChoice,
    /// Data directories searched before the standard ones for a kernel by name.
    pub kernel_dirs: Vec<PathBuf>,
    /// The kernel's working directory; a temporary one (removed at close) when `None`.
    pub workdir: Option<PathBuf>,
    /// Where the rich outputs (`outputs/` of a temporary working directory) are kept when
    /// the session closes; `None` for a new directory `belljar-jupyter-outputs-*` in the
    /// system's temporary directory, made only when there are outputs. Unused with `workdir`
    /// set: the outputs stay in `<workdir>/outputs`. Belljar never removes it.
    pub output_dir: Option<PathBuf>,
    /// The session's limits. Enforced by Belljar: the timeout and the output cap (each
    /// stream's; a message's content is also refused past four times the cap, at least
    /// 8 MiB). Refused: instructions, recursion, and memory unless `sandbox` is set.
    pub limits: Limits,
    /// How long a kernel may take to start and answer.
    pub start_timeout: Duration,
    /// A Jupyter Server or Kernel Gateway to run the kernel on, instead of starting it
    /// here; the kernel must then be chosen by name ([`KernelChoice::Name`]).
    pub server: Option<Server>,
    /// How a local kernel is reached: Unix sockets in the private runtime directory (the
    /// default) or loopback TCP.
    pub transport: Transport,
    /// Run a local kernel in Belljar's Linux sandbox (`belljar-sandbox`: namespaces, a
    /// minimal read-only root, landlock, seccomp, no network; the working directory is its
    /// `/work`), reached over ipc sockets in the runtime directory. The memory limit is then
    /// enforced (the sandbox's cgroup).
    pub sandbox: bool,
}

impl Default for JupyterConfig {
    fn default() -> Self {
        JupyterConfig {
            kernel: KernelChoice::Name("python3".into()),
            kernel_dirs: Vec::new(),
            workdir: None,
            limits: Limits {
                memory_bytes: None,
                ..Limits::default()
            },
            start_timeout: Duration::from_secs(30),
            server: None,
            transport: Transport::default(),
            output_dir: None,
            sandbox: false,
        }
    }
}

/// The fields of [`Limits`] this backend enforces.
pub const ENFORCED_LIMITS: &[Limit] = &[Limit::Timeout, Limit::MaxOutputBytes];

impl JupyterConfig {
    /// `Ok` when every limit asked for is enforced here ([`ENFORCED_LIMITS`]).
    pub fn check_limits(&self) -> Result<(), UnenforceableLimit> {
        let enforced: &[Limit] = if self.sandbox && self.server.is_none() {
            &[Limit::Timeout, Limit::MaxOutputBytes, Limit::MemoryBytes]
        } else {
            ENFORCED_LIMITS
        };
        self.limits
            .refuse_unenforced("jupyter", enforced, |limit| match limit {
                Limit::MemoryBytes => {
                    "a kernel outside the sandbox has no memory limit (sandbox: true sets one)"
                        .into()
                }
                Limit::MaxInstructions => {
                    "kernels do not count instructions; use the timeout".into()
                }
                _ => "kernels keep their own recursion limit".into(),
            })
    }

    /// The kernelspec this configuration names.
    pub fn resolve_kernel(&self) -> Result<KernelSpec, String> {
        match &self.kernel {
            KernelChoice::Name(name) => kernelspec::find(name, &self.kernel_dirs),
            KernelChoice::Python(python) => Ok(KernelSpec::ipykernel(python)),
            KernelChoice::Spec(spec) => Ok(spec.clone()),
        }
    }

    fn message_cap(&self) -> usize {
        self.limits.max_output_bytes.saturating_mul(4).max(8 << 20)
    }
}

/// A Jupyter session. See the crate docs.
pub struct JupyterExecutor {
    config: JupyterConfig,
    spec: Option<KernelSpec>,
    kernel: Option<Kernel>,
    temp_workdir: Option<tempfile::TempDir>,
    runtime_dir: Option<tempfile::TempDir>,
    /// The environment the live kernel was started with (the caller's part).
    env: BTreeMap<String, String>,
    /// Set when the last kernel died or was killed: the next start says state was lost.
    lost: Option<String>,
    files_saved: u64,
    /// Where the last temporary working directory's outputs were kept at close.
    kept_outputs: Option<PathBuf>,
    closed: bool,
}

impl std::fmt::Debug for JupyterExecutor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("JupyterExecutor")
            .field("config", &self.config)
            .field("kernel_pid", &self.kernel_pid())
            .finish()
    }
}

impl JupyterExecutor {
    /// A session with `config`; the kernel starts on first use (or [`Executor::open`]).
    pub fn new(config: JupyterConfig) -> Self {
        JupyterExecutor {
            config,
            spec: None,
            kernel: None,
            temp_workdir: None,
            runtime_dir: None,
            env: BTreeMap::new(),
            lost: None,
            files_saved: 0,
            kept_outputs: None,
            closed: false,
        }
    }

    /// The limits its executions run under.
    pub fn limits(&self) -> &Limits {
        &self.config.limits
    }

    /// Run the next executions under `limits` (refused, nothing changed, when this backend
    /// cannot enforce them).
    pub fn set_limits(&mut self, limits: Limits) -> Result<(), UnenforceableLimit> {
        let config = JupyterConfig {
            limits,
            ..self.config.clone()
        };
        config.check_limits()?;
        self.config = config;
        Ok(())
    }

    /// The process id of the live kernel's reaper (the leader of the kernel's process group,
    /// which lives and ends with the kernel), if a local kernel runs.
    pub fn kernel_pid(&self) -> Option<i32> {
        self.kernel.as_ref().map(Kernel::pid)
    }

    /// The kernelspec in use, once resolved.
    pub fn kernel_spec(&self) -> Option<&KernelSpec> {
        self.spec.as_ref()
    }

    /// The session's working directory, once open.
    pub fn workdir(&self) -> Option<&Path> {
        self.config
            .workdir
            .as_deref()
            .or(self.temp_workdir.as_ref().map(|d| d.path()))
    }

    fn env(&self, spec: &KernelSpec, workdir: &Path, runtime: &Path) -> BTreeMap<String, String> {
        let mut path = String::new();
        if let Some(dir) = Path::new(&spec.argv[0]).parent()
            && !dir.as_os_str().is_empty()
        {
            path.push_str(&dir.to_string_lossy());
            path.push(':');
        }
        path.push_str("/usr/local/bin:/usr/bin:/bin");
        let mut env = BTreeMap::from([
            ("PATH".to_string(), path),
            ("HOME".to_string(), workdir.to_string_lossy().into_owned()),
            ("LANG".to_string(), "C.UTF-8".to_string()),
            ("PYTHONDONTWRITEBYTECODE".to_string(), "1".to_string()),
            (
                "IPYTHONDIR".to_string(),
                runtime.join("ipython").to_string_lossy().into_owned(),
            ),
            (
                "JUPYTER_RUNTIME_DIR".to_string(),
                runtime.to_string_lossy().into_owned(),
            ),
            (
                "MPLCONFIGDIR".to_string(),
                runtime.join("matplotlib").to_string_lossy().into_owned(),
            ),
        ]);
        env.extend(self.env.iter().map(|(k, v)| (k.clone(), v.clone())));
        env
    }

    /// Starts the kernel when none is live (and defines `final_answer` in a Python one).
    async fn ensure_kernel(&mut self) -> Result<(), String> {
        if self.kernel.is_some() {
            return Ok(());
        }
        if let Some(server) = self.config.server.clone() {
            if self.config.sandbox {
                return Err("a kernel on a server cannot run in Belljar's sandbox".into());
            }
            let KernelChoice::Name(name) = &self.config.kernel else {
                return Err("a kernel on a server is chosen by name".into());
            };
            if self.temp_workdir.is_none() && self.config.workdir.is_none() {
                self.temp_workdir = Some(
                    tempfile::Builder::new()
                        .prefix("belljar-jupyter-")
                        .tempdir()
                        .map_err(|e| format!("could not create a directory for outputs: {e}"))?,
                );
            }
            let kernel = Kernel::start_remote(
                &server,
                name,
                self.config.start_timeout,
                self.config.message_cap(),
            )
            .await?;
            return self.set_up(kernel).await;
        }
        if self.spec.is_none() {
            self.spec = Some(self.config.resolve_kernel()?);
        }
        let spec = self.spec.clone().expect("resolved above");
        if self.config.workdir.is_none() && self.temp_workdir.is_none() {
            self.temp_workdir = Some(
                tempfile::Builder::new()
                    .prefix("belljar-jupyter-")
                    .tempdir()
                    .map_err(|e| format!("could not create a working directory: {e}"))?,
            );
        }
        if self.runtime_dir.is_none() {
            self.runtime_dir = Some(
                tempfile::Builder::new()
                    .prefix("belljar-kernel-")
                    .tempdir()
                    .map_err(|e| format!("could not create a runtime directory: {e}"))?,
            );
        }
        let workdir = self.workdir().expect("made above").to_path_buf();
        let runtime = self
            .runtime_dir
            .as_ref()
            .expect("made above")
            .path()
            .to_path_buf();
        let sandbox = self.config.sandbox.then(|| belljar_sandbox::Limits {
            wall_timeout: None,
            cpu_time: None,
            memory_bytes: self.config.limits.memory_bytes,
            ..belljar_sandbox::Limits::default()
        });
        let env = if sandbox.is_some() {
            self.env(
                &spec,
                Path::new(belljar_sandbox::DEFAULT_WORKDIR_GUEST),
                Path::new(kernel::SANDBOX_RUNTIME_DIR),
            )
        } else {
            self.env(&spec, &workdir, &runtime)
        };
        write_ipython_config(&runtime)
            .map_err(|e| format!("could not write the kernel's IPython settings: {e}"))?;
        let kernel = Kernel::start(
            &spec,
            Start {
                workdir: &workdir,
                runtime_dir: &runtime,
                env,
                timeout: self.config.start_timeout,
                message_cap: self.config.message_cap(),
                transport: self.config.transport,
                sandbox,
            },
        )
        .await?;
        self.set_up(kernel).await
    }

    /// Defines `final_answer` in a Python kernel, then keeps the kernel.
    async fn set_up(&mut self, mut kernel: Kernel) -> Result<(), String> {
        if kernel.language == "python" {
            let setup = output::python_setup(kernel.remote_id().is_none());
            let id = kernel
                .send_shell(
                    "execute_request",
                    json!({"code": setup, "silent": true, "store_history": false,
                           "user_expressions": {}, "allow_stdin": false, "stop_on_error": false}),
                )
                .await?;
            let deadline = tokio::time::Instant::now() + self.config.start_timeout;
            loop {
                let message = tokio::time::timeout_at(deadline, kernel.rx.recv())
                    .await
                    .map_err(|_| "the kernel did not run Belljar's set-up in time".to_string())?
                    .ok_or("the kernel's channels closed")?;
                if message.msg_type == "execute_reply" && message.parent.as_deref() == Some(&id) {
                    if message.content.get("status").and_then(Value::as_str) != Some("ok") {
                        return Err(format!(
                            "Belljar's set-up failed in the kernel: {}",
                            output::error_info(&message.content).summary()
                        ));
                    }
                    break;
                }
            }
        }
        self.kernel = Some(kernel);
        Ok(())
    }

    async fn end_kernel(&mut self) {
        if let Some(mut kernel) = self.kernel.take() {
            kernel.kill().await;
        }
    }

    fn runs(&self, language: &str) -> bool {
        let kernel_language = self
            .kernel
            .as_ref()
            .map(|k| k.language.as_str())
            .or(self.spec.as_ref().map(|s| s.language.as_str()))
            .unwrap_or("");
        canonical(kernel_language) == Some(language)
    }

    async fn run_block(
        &mut self,
        block: &CodeBlock,
        options: &ExecOptions,
        cancel: &CancellationToken,
    ) -> ExecResult {
        let lang = match belljar::executor::admit_language(&block.language) {
            Ok(lang) => lang,
            Err(result) => return *result,
        };
        if self.kernel.is_some() && self.env != options.env {
            // The kernel got its environment when it started.
            self.end_kernel().await;
        }
        if self.kernel.is_none() {
            self.env = options.env.clone();
        }
        if let Err(e) = self.ensure_kernel().await {
            return ExecResult::failed(lang.name, ErrorKind::BackendUnavailable.error(e));
        }
        if !self.runs(lang.name) {
            let kernel_language = self.kernel.as_ref().map(|k| k.language.clone());
            return ExecResult::failed(
                lang.name,
                ErrorKind::Unsupported.error(format!(
                    "this Jupyter kernel runs {} code, not {}; choose a kernel for it (--kernel)",
                    kernel_language.unwrap_or_default(),
                    lang.name
                )),
            );
        }
        let lost = self.lost.take();
        let mut result = self
            .run_in_kernel(&block.code, lang.name, options, cancel)
            .await;
        if let Some(why) = lost {
            let note = format!(
                "[belljar: {why}; a new kernel was started for this execution and the previous state is lost]\n"
            );
            result.stderr.insert_str(0, &note);
        }
        result
    }

    async fn run_in_kernel(
        &mut self,
        code: &str,
        language: &str,
        options: &ExecOptions,
        cancel: &CancellationToken,
    ) -> ExecResult {
        let started = Instant::now();
        let cap = self.config.limits.max_output_bytes;
        let timeout = self.config.limits.timeout;
        let workdir = self.workdir().expect("open").to_path_buf();
        let sink = options.events.as_ref();
        let mut stdout = OutputBuffer::live(cap, Stream::Stdout, sink);
        let mut stderr = OutputBuffer::live(cap, Stream::Stderr, sink);
        let mut result = ExecResult::new(Status::Ok, language);
        let mut notes = Vec::new();
        let mut error: Option<ErrorInfo> = None;
        let kernel = self.kernel.as_mut().expect("started");
        let id = match kernel
            .send_shell(
                "execute_request",
                json!({"code": code, "silent": false, "store_history": true,
                       "user_expressions": {}, "allow_stdin": false, "stop_on_error": true}),
            )
            .await
        {
            Ok(id) => id,
            Err(e) => {
                self.end_kernel().await;
                self.lost = Some("the kernel could not be reached".into());
                return ExecResult::failed(
                    language,
                    ErrorKind::SessionDied.error(format!("could not send to the kernel: {e}")),
                );
            }
        };
        // A timeout too long for the clock is no deadline at all.
        let deadline = timeout.and_then(|t| tokio::time::Instant::now().checked_add(t));
        // (status, when the kernel is killed if it has not stopped).
        let mut stopping: Option<(Status, tokio::time::Instant)> = None;
        let mut replied = false;
        let mut idle = false;
        let mut died: Option<String> = None;
        let mut killed = false;
        loop {
            let timer = match (stopping, deadline) {
                (Some((_, kill_at)), _) => Some(kill_at),
                (None, Some(d)) => Some(d),
                (None, None) => None,
            };
            tokio::select! {
                message = kernel.rx.recv() => {
                    let Some(message) = message else {
                        died = Some(kernel.wait_exit().await);
                        break;
                    };
                    if message.parent.as_deref() != Some(id.as_str()) {
                        continue;
                    }
                    if let Some(size) = message.oversized {
                        notes.push(format!(
                            "a {} message of {size} bytes from the kernel exceeded the cap and was dropped",
                            message.msg_type
                        ));
                        if message.msg_type == "execute_reply" {
                            replied = true;
                        }
                        continue;
                    }
                    let content = &message.content;
                    match message.msg_type.as_str() {
                        "stream" => {
                            let text = content.get("text").and_then(Value::as_str).unwrap_or("");
                            if content.get("name").and_then(Value::as_str) == Some("stderr") {
                                stderr.push(text.as_bytes());
                            } else {
                                stdout.push(text.as_bytes());
                            }
                        }
                        "execute_result" => {
                            result.value = output::value(content, cap);
                            result.files.extend(output::save_rich(content, &workdir, &mut self.files_saved, &mut notes));
                        }
                        "display_data" => {
                            if let Some(answer) = content.pointer("/data/application~1vnd.belljar.final-answer+json") {
                                result.is_final_answer = true;
                                result.final_answer = answer.get("value").cloned();
                                result.final_answer_repr = answer.get("repr").and_then(Value::as_str).map(str::to_string);
                            } else {
                                result.files.extend(output::save_rich(content, &workdir, &mut self.files_saved, &mut notes));
                            }
                        }
                        "error" => {
                            let info = output::error_info(content);
                            if info.kind != output::FINAL_ANSWER_EXCEPTION {
                                error = Some(info);
                            }
                        }
                        "execute_reply" => {
                            replied = true;
                            if error.is_none()
                                && content.get("status").and_then(Value::as_str) == Some("error")
                            {
                                let info = output::error_info(content);
                                if info.kind != output::FINAL_ANSWER_EXCEPTION {
                                    error = Some(info);
                                }
                            }
                        }
                        "status"
                            if content.get("execution_state").and_then(Value::as_str)
                                == Some("idle") =>
                        {
                            idle = true;
                        }
                        _ => {}
                    }
                    if replied && idle {
                        break;
                    }
                }
                why = kernel::wait_child(&mut kernel.child) => {
                    kernel.exited = true;
                    died = Some(why);
                    break;
                }
                _ = async { tokio::time::sleep_until(timer.expect("guarded")).await }, if timer.is_some() => {
                    match stopping {
                        Some(_) => {
                            kernel.kill().await;
                            killed = true;
                            break;
                        }
                        None => {
                            kernel.interrupt().await;
                            stopping = Some((Status::Timeout, tokio::time::Instant::now() + INTERRUPT_GRACE));
                        }
                    }
                }
                _ = cancel.cancelled(), if stopping.is_none() => {
                    kernel.interrupt().await;
                    stopping = Some((Status::Cancelled, tokio::time::Instant::now() + INTERRUPT_GRACE));
                }
            }
        }
        if !notes.is_empty() {
            for note in &notes {
                stderr.push(format!("[belljar: {note}]\n").as_bytes());
            }
        }
        stdout.end_events();
        stderr.end_events();
        (result.stdout, result.stdout_truncated) = stdout.finish();
        (result.stderr, result.stderr_truncated) = stderr.finish();
        result.duration_secs = started.elapsed().as_secs_f64();
        if let Some(why) = died {
            self.end_kernel().await;
            self.lost = Some(format!("the previous kernel died ({why})"));
            result.status = Status::Error;
            result.exit_code = Some(exit_codes::ERROR);
            result.value = None;
            result.error = Some(ErrorKind::SessionDied.error(format!(
                "the Jupyter kernel died ({why}); its state is lost and the next execution starts a new kernel"
            )));
            return result;
        }
        if let Some((status, _)) = stopping {
            let what = match status {
                Status::Timeout => format!(
                    "execution exceeded the timeout of {} s",
                    timeout.map(|t| t.as_secs_f64()).unwrap_or_default()
                ),
                _ => "execution was cancelled".to_string(),
            };
            let kind = if status == Status::Timeout {
                ErrorKind::Timeout
            } else {
                ErrorKind::Cancelled
            };
            result.status = status;
            result.exit_code = Some(if status == Status::Timeout {
                exit_codes::TIMEOUT
            } else {
                exit_codes::CANCELLED
            });
            result.value = None;
            let message = if killed {
                self.end_kernel().await;
                self.lost = Some("the previous kernel was killed after a timeout".into());
                format!(
                    "{what}; the code did not stop when interrupted, so the kernel was killed: its state is lost and the next execution starts a new kernel"
                )
            } else {
                format!("{what}; the code was interrupted and the kernel's state is kept")
            };
            result.error = Some(ErrorInfo {
                traceback: error.and_then(|e| e.traceback),
                ..kind.error(message)
            });
            return result;
        }
        if let Some(info) = error {
            result.status = Status::Error;
            result.exit_code = Some(exit_codes::ERROR);
            result.value = None;
            result.error = Some(info);
        } else {
            result.exit_code = Some(exit_codes::OK);
        }
        result
    }
}

/// The IPython settings of a session's kernels (`IPYTHONDIR` is private to the session):
/// no history database. IPython's history would go to a SQLite file in a directory removed
/// at close, and writing it after every cell costs the round trip more than anything else
/// the kernel does for `x += 1` (its commits wait on the disk). `In`, `Out`, `_` and
/// `%history` keep working, from memory.
fn write_ipython_config(runtime: &Path) -> std::io::Result<()> {
    let profile = runtime.join("ipython").join("profile_default");
    std::fs::create_dir_all(&profile)?;
    std::fs::write(
        profile.join("ipython_kernel_config.json"),
        br#"{"HistoryManager": {"enabled": false}}"#,
    )
}

/// The canonical Belljar language of a kernel's language name.
fn canonical(kernel_language: &str) -> Option<&'static str> {
    belljar::language::lookup(kernel_language).map(|l| l.name)
}

#[async_trait]
impl Executor for JupyterExecutor {
    fn backend(&self) -> &'static str {
        "jupyter"
    }

    /// The kernel's one language (known once the kernelspec is resolved); state, files,
    /// rich outputs and live output; no host tools.
    fn capabilities(&self) -> Capabilities {
        let spec = self
            .spec
            .clone()
            .or_else(|| self.config.resolve_kernel().ok());
        let language = self
            .kernel
            .as_ref()
            .map(|k| k.language.clone())
            .or(spec.map(|s| s.language));
        Capabilities {
            languages: language
                .as_deref()
                .and_then(canonical)
                .map(|l| vec![l.to_string()])
                .unwrap_or_default(),
            stateful: true,
            files: true,
            rich_outputs: true,
            tools: false,
            live_output: true,
        }
    }

    /// Refuses limits it cannot enforce, finds the kernelspec and starts the kernel.
    async fn open(&mut self) -> Result<(), SessionError> {
        self.config.check_limits()?;
        self.closed = false;
        self.ensure_kernel()
            .await
            .map_err(SessionError::Unavailable)
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
            Ok(()) => self.run_block(block, options, cancel).await,
        };
        options.emit_result(&result);
        result
    }

    /// Replaces the kernel with a new one: every variable, import and definition is gone.
    /// Files in the working directory stay.
    async fn restart(&mut self) -> Result<(), SessionError> {
        self.end_kernel().await;
        self.lost = None;
        self.open().await
    }

    /// Kills the kernel and what it started and removes the temporary directories, after
    /// moving a temporary working directory's rich outputs where they are kept
    /// ([`JupyterConfig::output_dir`], [`JupyterExecutor::kept_outputs`]).
    async fn close(&mut self) -> Result<(), SessionError> {
        self.end_kernel().await;
        self.runtime_dir = None;
        let kept = self.keep_outputs();
        self.temp_workdir = None;
        self.closed = true;
        kept
    }

    async fn write_file(&mut self, path: &str, contents: &[u8]) -> Result<(), SessionError> {
        if self.config.server.is_some() {
            return Err(SessionError::Unsupported(
                "writing files into a kernel on a server",
            ));
        }
        let target = self.file_path(path).await?;
        if let Some(parent) = target.parent() {
            std::fs::create_dir_all(parent)
                .map_err(|e| SessionError::io("creating a directory", e))?;
        }
        std::fs::write(&target, contents)
            .map_err(|e| SessionError::io(format!("writing {path}"), e))
    }

    async fn read_file(&mut self, path: &str) -> Result<Vec<u8>, SessionError> {
        let target = self.file_path(path).await?;
        std::fs::read(&target).map_err(|e| SessionError::io(format!("reading {path}"), e))
    }
}

impl JupyterExecutor {
    /// The host path of `path` in the working directory, refusing paths that leave it
    /// (lexically, or through a symlink).
    async fn file_path(&mut self, path: &str) -> Result<PathBuf, SessionError> {
        if self.closed {
            return Err(SessionError::Closed);
        }
        let rel = belljar::paths::workspace_relative(path)?;
        if self.workdir().is_none() {
            self.open().await?;
        }
        let root = self.workdir().expect("open").to_path_buf();
        let mut at = root.clone();
        for part in rel.components() {
            at.push(part);
            if std::fs::symlink_metadata(&at).is_ok_and(|m| m.file_type().is_symlink()) {
                return Err(SessionError::PathOutsideWorkspace(path.to_string()));
            }
        }
        Ok(at)
    }
}

impl JupyterExecutor {
    /// Where the rich outputs of the closed session's temporary working directory were
    /// moved (`None` before close, with a caller's `workdir`, or when there were none).
    pub fn kept_outputs(&self) -> Option<&Path> {
        self.kept_outputs.as_deref()
    }

    /// Moves `outputs/` of a temporary working directory to where outputs are kept.
    fn keep_outputs(&mut self) -> Result<(), SessionError> {
        let Some(workdir) = &self.temp_workdir else {
            return Ok(());
        };
        let outputs = workdir.path().join("outputs");
        // The kernel's code could have replaced `outputs` or its files with symlinks: only
        // the regular files of a real directory move.
        if !std::fs::symlink_metadata(&outputs).is_ok_and(|m| m.is_dir()) {
            return Ok(());
        }
        let Ok(entries) = std::fs::read_dir(&outputs) else {
            return Ok(());
        };
        let entries: Vec<_> = entries
            .filter_map(Result::ok)
            .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
            .collect();
        if entries.is_empty() {
            return Ok(());
        }
        let target = match &self.config.output_dir {
            Some(dir) => {
                std::fs::create_dir_all(dir)
                    .map_err(|e| SessionError::io(format!("creating {}", dir.display()), e))?;
                dir.clone()
            }
            None => tempfile::Builder::new()
                .prefix("belljar-jupyter-outputs-")
                .tempdir()
                .map_err(|e| SessionError::io("creating a directory for the outputs", e))?
                .keep(),
        };
        for entry in entries {
            // Never over an earlier session's output of the same name.
            let name = entry.file_name().to_string_lossy().into_owned();
            let (stem, ext) = name.rsplit_once('.').unwrap_or((&name, ""));
            let mut to = target.join(&name);
            let mut n = 1;
            while to.exists() {
                n += 1;
                to = target.join(format!("{stem}-{n}.{ext}"));
            }
            // Same file system: a rename; else a copy.
            if std::fs::rename(entry.path(), &to).is_err() {
                std::fs::copy(entry.path(), &to).map_err(|e| {
                    SessionError::io(format!("keeping {}", entry.path().display()), e)
                })?;
            }
        }
        self.kept_outputs = Some(target);
        Ok(())
    }
}

impl Drop for JupyterExecutor {
    fn drop(&mut self) {
        if let Some(mut kernel) = self.kernel.take() {
            kernel.kill_now();
        }
        if !self.closed {
            let _ = self.keep_outputs();
        }
    }
}
