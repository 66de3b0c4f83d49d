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

mod interpreters;
pub mod launch;
mod run;
pub mod session;
mod workdir;

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Duration;

use async_trait::async_trait;
use belljar::language::{self, Runner};
use belljar::result::exit_codes;
use belljar::traceback::parse_python_traceback;
use belljar::{
    CancellationToken, CodeBlock, ErrorInfo, ExecOptions, ExecResult, Executor, SessionError,
    Status,
};

pub use belljar_sandbox::{
    Limits as SandboxLimits, Mount, Network, Report as SandboxReport, sandbox_check,
};
pub use interpreters::{resolve as resolve_interpreter, which};
pub use launch::{SandboxSettings, Sandboxing};
use run::Ending;
use workdir::WorkDir;

/// The warning shown wherever the unsandboxed process backend is used.
pub const UNSANDBOXED_WARNING: &str =
    "the process backend runs code UNSANDBOXED, with your user's full access to files and network";

/// Configuration of a process session.
#[derive(Debug, Clone, Default)]
pub struct ProcessConfig {
    /// The working directory; `None` for a temporary one removed when the session closes.
    pub workdir: Option<PathBuf>,
    /// Interpreter overrides by canonical language name, e.g. `"python"` → a venv's
    /// `bin/python`.
    pub programs: BTreeMap<String, PathBuf>,
    /// Run Python blocks in one long-lived interpreter that keeps its globals between
    /// executions (and returns the last expression's value, `final_answer`, rich outputs),
    /// instead of one fresh `python3` per block.
    pub python_sessions: bool,
    /// The sandbox (the default) or the explicit opt-out.
    pub sandboxing: Sandboxing,
}

/// A process-backend session. See the crate docs.
#[derive(Debug)]
pub struct ProcessExecutor {
    config: ProcessConfig,
    dir: Option<WorkDir>,
    blocks_run: u64,
    session: Option<session::PythonSession>,
}

impl ProcessExecutor {
    /// A session with `config`; it opens on first use.
    pub fn new(config: ProcessConfig) -> Self {
        ProcessExecutor {
            config,
            dir: None,
            blocks_run: 0,
            session: None,
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
        let tag = block.language.as_str();
        let Some(lang) = language::lookup(tag) else {
            let message = if tag.is_empty() || tag == belljar::extract::UNKNOWN_LANGUAGE {
                "the block has no language tag and reads as neither shell nor Python; tag it (```python, ```bash, …)".to_string()
            } else {
                format!("unknown language {tag:?}; `belljar languages` lists what can run")
            };
            return Err(ExecResult::failed(
                tag,
                ErrorInfo::new("UnknownLanguage", message),
            ));
        };
        let Runner::Program { program, args } = lang.runner else {
            let mut result = ExecResult::new(Status::Skipped, lang.name);
            result.error = Some(ErrorInfo::new(
                "NotExecuted",
                format!(
                    "{} blocks are data or markup, not code; not executed",
                    lang.name
                ),
            ));
            return Err(result);
        };
        let session_error = |err: SessionError| {
            ExecResult::failed(lang.name, ErrorInfo::new("SessionError", err.to_string()))
        };
        if lang.name == "python" && self.config.python_sessions {
            return self.run_in_session(block, options, cancel).await;
        }
        let dir = self.dir().map_err(session_error)?;
        let file_name = match belljar::paths::filename_hint(&block.code) {
            Some(name) => name.to_string(),
            None => format!("block_{}.{}", self.blocks_run + 1, lang.extension),
        };
        let path = dir
            .write(&file_name, block.code.as_bytes())
            .map_err(|err| {
                let kind = match err {
                    SessionError::PathOutsideWorkspace(_) => "FilenameOutsideWorkspace",
                    _ => "OSError",
                };
                ExecResult::failed(lang.name, ErrorInfo::new(kind, err.to_string()))
            })?;
        self.blocks_run += 1;
        let override_path = self.config.programs.get(lang.name).map(PathBuf::as_path);
        let Some(program_path) = interpreters::resolve(program, override_path) else {
            let mut result = ExecResult::failed(
                lang.name,
                ErrorInfo::new(
                    "InterpreterNotFound",
                    format!(
                        "cannot run {} code: {program:?} is not installed (not on PATH)",
                        lang.name
                    ),
                ),
            );
            result.exit_code = Some(127);
            return Err(result);
        };
        let dir_path = self.dir().map_err(session_error)?.path().to_path_buf();
        let relative = path.strip_prefix(&dir_path).unwrap_or(&path);
        let mut argv: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        argv.push(relative.to_string_lossy().into_owned());
        let env = run::minimal_env(&program_path, &dir_path, &options.env);
        // The sandbox's own timer is a backstop a little after ours.
        let backstop = options.timeout.map(|t| t + Duration::from_secs(2));
        let sandboxing = &self.config.sandboxing;
        let launched = launch::launch(&program_path, &argv, &dir_path, &env, sandboxing, backstop)
            .await
            .map_err(|e| ExecResult::failed(lang.name, ErrorInfo::new("OSError", e)))?;
        let isolation = launched.isolation.clone();
        let finished = run::run(launched, options.timeout, options.max_output_bytes, cancel).await;
        let mut result = to_result(lang.name, &file_name, finished, options);
        result.isolation = Some(isolation);
        Ok(result)
    }
}

impl ProcessExecutor {
    /// Run a Python block in the live session, starting one if there is none.
    async fn run_in_session(
        &mut self,
        block: &CodeBlock,
        options: &ExecOptions,
        cancel: &CancellationToken,
    ) -> Result<ExecResult, ExecResult> {
        let fail = |kind: &str, message: String| {
            ExecResult::failed("python", ErrorInfo::new(kind, message))
        };
        if self.session.is_none() {
            let override_path = self.config.programs.get("python").map(PathBuf::as_path);
            let python = session::python_for_sessions(override_path).ok_or_else(|| {
                fail(
                    "InterpreterNotFound",
                    "cannot start a Python session: \"python3\" is not installed (not on PATH)"
                        .into(),
                )
            })?;
            let dir = self
                .dir()
                .map_err(|e| fail("SessionError", e.to_string()))?
                .path()
                .to_path_buf();
            let mut env = run::minimal_env(&python, &dir, &options.env);
            env.entry("MPLBACKEND".into())
                .or_insert_with(|| "Agg".into());
            let args = session::driver_args();
            let sandboxing = &self.config.sandboxing;
            let launched = launch::launch(&python, &args, &dir, &env, sandboxing, None)
                .await
                .map_err(|e| fail("OSError", e))?;
            let started = session::PythonSession::start(launched)
                .await
                .map_err(|e| fail("SessionError", e.0))?;
            self.session = Some(started);
        }
        let Some(live) = self.session.as_mut() else {
            return Err(fail("SessionError", "no session".into()));
        };
        let (result, alive) = live
            .execute(
                &block.code,
                options.timeout,
                options.max_output_bytes,
                cancel,
            )
            .await;
        if !alive {
            self.session = None;
        }
        self.blocks_run += 1;
        Ok(result)
    }

    /// Kill the live Python session, if any.
    async fn end_session(&mut self) {
        if let Some(mut live) = self.session.take() {
            live.kill().await;
        }
    }
}

/// Turn a finished subprocess into an [`ExecResult`].
fn to_result(
    language: &str,
    file_name: &str,
    finished: run::Finished,
    options: &ExecOptions,
) -> ExecResult {
    let (stdout, stdout_truncated) = finished.stdout.finish();
    let (stderr, stderr_truncated) = finished.stderr.finish();
    let mut result = ExecResult::new(Status::Ok, language);
    match finished.ending {
        Ending::Exited(0) => {
            result.exit_code = Some(exit_codes::OK);
        }
        Ending::Exited(code) => {
            result.status = Status::Error;
            result.exit_code = Some(code);
            let python_error = (language == "python")
                .then(|| parse_python_traceback(&stderr, Some(file_name)))
                .flatten();
            result.error = Some(python_error.unwrap_or_else(|| {
                ErrorInfo::new(
                    "NonZeroExit",
                    format!("the program exited with code {code}"),
                )
            }));
        }
        Ending::OutOfMemory => {
            result.status = Status::LimitExceeded;
            result.exit_code = Some(exit_codes::LIMIT_EXCEEDED);
            result.error = Some(ErrorInfo::new(
                "MemoryError",
                "the program exceeded the sandbox's memory limit and was killed",
            ));
        }
        Ending::Signaled(signal) => {
            result.status = Status::Error;
            result.exit_code = Some(128 + signal);
            result.error = Some(ErrorInfo::new(
                "KilledBySignal",
                format!("the program was killed by signal {signal}"),
            ));
        }
        Ending::TimedOut => {
            let secs = options.timeout.map(|t| t.as_secs_f64()).unwrap_or_default();
            result.status = Status::Timeout;
            result.exit_code = Some(exit_codes::TIMEOUT);
            result.error = Some(ErrorInfo::new(
                "TimeoutError",
                format!("execution exceeded the timeout of {secs} s and was stopped"),
            ));
        }
        Ending::Cancelled => {
            result.status = Status::Cancelled;
            result.exit_code = Some(exit_codes::CANCELLED);
            result.error = Some(ErrorInfo::new("Cancelled", "execution was cancelled"));
        }
    }
    result.stdout = stdout;
    result.stderr = stderr;
    result.stdout_truncated = stdout_truncated;
    result.stderr_truncated = stderr_truncated;
    result.duration_secs = finished.elapsed.as_secs_f64();
    result
}

#[async_trait]
impl Executor for ProcessExecutor {
    fn backend(&self) -> &'static str {
        "process"
    }

    async fn open(&mut self) -> Result<(), SessionError> {
        if self.dir.is_none() {
            self.dir = Some(WorkDir::create(self.config.workdir.as_deref())?);
        }
        Ok(())
    }

    async fn execute(
        &mut self,
        block: &CodeBlock,
        options: &ExecOptions,
        cancel: &CancellationToken,
    ) -> ExecResult {
        if let Err(err) = self.open().await {
            return ExecResult::failed(
                block.language.clone(),
                ErrorInfo::new("SessionError", err.to_string()),
            );
        }
        match self.run_block(block, options, cancel).await {
            Ok(result) | Err(result) => result,
        }
    }

    /// Restarting ends the Python session (its globals are gone) and gives a temporary working
    /// directory a fresh, empty replacement. A directory the caller named is left as it is.
    async fn restart(&mut self) -> Result<(), SessionError> {
        self.end_session().await;
        if matches!(self.dir, Some(WorkDir::Temporary(_))) {
            self.dir = None;
        }
        self.open().await
    }

    async fn close(&mut self) -> Result<(), SessionError> {
        self.end_session().await;
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
