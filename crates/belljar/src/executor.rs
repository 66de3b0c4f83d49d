//! The [`Executor`] trait every backend implements, and the options an execution takes.
//!
//! An executor *is* a session: [`Executor::open`] starts it (a working directory, a container,
//! a kernel, an interpreter state), [`Executor::execute`] runs blocks in it in order with state
//! kept between calls where the backend has state, [`Executor::restart`] throws that state away,
//! and [`Executor::close`] releases everything. The trait is object-safe so a CLI or server can
//! pick a backend at run time as `Box<dyn Executor>`.

use std::collections::BTreeMap;
use std::time::Duration;

use async_trait::async_trait;
use serde::{Deserialize, Serialize};
pub use tokio_util::sync::CancellationToken;

use crate::block::CodeBlock;
use crate::error_kind::ErrorKind;
use crate::events::{Event, EventSink};
use crate::language::{self, Language};
use crate::limits::UnenforceableLimit;
use crate::result::{ExecResult, Status};

/// The default cap on each of stdout and stderr: 1 MiB ([`crate::Limits::max_output_bytes`]).
pub const DEFAULT_MAX_OUTPUT_BYTES: usize = 1 << 20;

/// The default per-execution timeout ([`crate::Limits::timeout`]): 60 seconds (AutoGen's and E2B's default for a command).
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(60);

/// Options for one execution. Limits are not among them: they belong to the session
/// ([`crate::Limits`], given when the executor is made).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ExecOptions {
    /// Environment variables given to the code, on backends that run processes. Nothing else
    /// from Belljar's own environment reaches it but a minimal `PATH`, `HOME` and `LANG`.
    pub env: BTreeMap<String, String>,
    /// Where to send live events (output as it is printed, then the result); `None` for
    /// none. See [`crate::events`].
    pub events: Option<EventSink>,
}

impl ExecOptions {
    /// Send the files `result` lists, then `result` as the last event, when there is a sink
    /// (backends call this at the end of `execute`).
    pub fn emit_result(&self, result: &ExecResult) {
        if let Some(sink) = &self.events {
            for file in &result.files {
                sink.emit(Event::File(file.clone()));
            }
            sink.emit(Event::Result(Box::new(result.clone())));
        }
    }
}

/// What an executor can do, as [`Executor::capabilities`] reports it: for a host choosing a
/// backend, or telling a model what its code may use.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Capabilities {
    /// The languages it runs, by canonical name ([`crate::language`]), in the table's order.
    /// Data and markup languages (JSON, HTML, …) are never listed: every backend reports
    /// their blocks as skipped.
    pub languages: Vec<String>,
    /// Whether state (variables, imports, definitions) is kept from one execution to the next.
    pub stateful: bool,
    /// Whether [`Executor::write_file`] and [`Executor::read_file`] work.
    pub files: bool,
    /// Whether results can carry files the code produced, such as figures
    /// ([`crate::ExecResult::files`]).
    pub rich_outputs: bool,
    /// Whether the code can call tools the host provides ([`crate::Tool`]).
    pub tools: bool,
    /// Whether an execution sends live events ([`ExecOptions::events`], `docs/events.md`).
    pub live_output: bool,
}

impl Capabilities {
    /// Whether it runs blocks of `language` (a canonical name or an alias).
    pub fn runs(&self, language: &str) -> bool {
        let name = crate::language::lookup(language).map_or(language, |l| l.name);
        self.languages.iter().any(|l| l == name)
    }
}

/// The language row of a block's tag, or the result every backend gives a block it cannot
/// look at: an unknown tag (or none) is an `UnknownLanguage` error, a data or markup language
/// (JSON, HTML, …) is `skipped` with `NotExecuted`. Whether the backend runs the language it
/// returns is the backend's to check (an `Unsupported` result, see [`unsupported_language`]).
pub fn admit_language(tag: &str) -> Result<&'static Language, Box<ExecResult>> {
    let Some(lang) = language::lookup(tag) else {
        let message = if tag.is_empty() || tag == crate::extract::UNKNOWN_LANGUAGE {
            "the block has no language tag and reads as neither shell nor Python; tag it \
             (```python, ```bash, …)"
                .to_string()
        } else {
            format!("unknown language {tag:?}; `belljar languages` lists what can run")
        };
        return Err(Box::new(ExecResult::failed(
            tag,
            ErrorKind::UnknownLanguage.error(message),
        )));
    };
    if !lang.is_executable() {
        let mut result = ExecResult::new(Status::Skipped, lang.name);
        result.error = Some(ErrorKind::NotExecuted.error(format!(
            "{} blocks are data or markup, not code; not executed",
            lang.name
        )));
        return Err(Box::new(result));
    }
    Ok(lang)
}

/// The result of a block in a language Belljar knows but `backend` does not run: an
/// `Unsupported` error naming both, pointing at the `process` backend.
pub fn unsupported_language(backend: &str, language: &str) -> ExecResult {
    ExecResult::failed(
        language,
        ErrorKind::Unsupported.error(format!(
            "the {backend} backend does not run {language} code; use the process backend \
                 (real interpreters) for it"
        )),
    )
}

/// A failure of the session itself, as opposed to a failure of the code it ran (which is an
/// [`ExecResult`] with status `error`).
#[derive(Debug, thiserror::Error)]
pub enum SessionError {
    /// The backend cannot be used on this machine (no Docker engine, no kernel, no interpreter).
    #[error("backend unavailable: {0}")]
    Unavailable(String),
    /// The session was closed; open a new one.
    #[error("the session is closed")]
    Closed,
    /// A path given to a file operation is absolute, has `..` in it, or otherwise leaves the
    /// session's working directory.
    #[error("path {0:?} is outside the session's working directory")]
    PathOutsideWorkspace(String),
    /// This backend does not offer the operation.
    #[error("{0} is not supported by this backend")]
    Unsupported(&'static str),
    /// The session's limits ask for one the backend cannot enforce.
    #[error(transparent)]
    Limits(#[from] UnenforceableLimit),
    /// An I/O error in Belljar's own work (creating the working directory, writing a file).
    #[error("{context}: {source}")]
    Io {
        /// What Belljar was doing.
        context: String,
        /// The underlying error.
        #[source]
        source: std::io::Error,
    },
}

impl SessionError {
    /// Wrap an I/O error with what was being done.
    pub fn io(context: impl Into<String>, source: std::io::Error) -> Self {
        SessionError::Io {
            context: context.into(),
            source,
        }
    }
}

/// A backend session that runs code blocks.
///
/// `execute` never returns a Rust error for something the *code* did: syntax errors, exceptions,
/// timeouts and limits are all [`ExecResult`]s. It opens the session first if `open` was not
/// called.
#[async_trait]
pub trait Executor: Send {
    /// The backend's name, e.g. `"process"`, as used by `--backend`.
    fn backend(&self) -> &'static str;

    /// What this executor can do, with its configuration, on this machine. There is no
    /// default: each backend says what is true of it.
    fn capabilities(&self) -> Capabilities;

    /// Start the session. Calling it on an open session does nothing.
    async fn open(&mut self) -> Result<(), SessionError>;

    /// Run one block in the session.
    async fn execute(
        &mut self,
        block: &CodeBlock,
        options: &ExecOptions,
        cancel: &CancellationToken,
    ) -> ExecResult;

    /// Run blocks in order, stopping after the first that does not succeed (skipped blocks do
    /// not stop the batch). Returns one result per block that was attempted.
    async fn execute_all(
        &mut self,
        blocks: &[CodeBlock],
        options: &ExecOptions,
        cancel: &CancellationToken,
    ) -> Vec<ExecResult> {
        let mut results = Vec::with_capacity(blocks.len());
        for block in blocks {
            let result = self.execute(block, options, cancel).await;
            let go_on = result.status.continues_batch();
            results.push(result);
            if !go_on {
                break;
            }
        }
        results
    }

    /// Throw away the session's state and start afresh (same configuration).
    async fn restart(&mut self) -> Result<(), SessionError>;

    /// Release everything the session holds. Calling it twice does nothing.
    async fn close(&mut self) -> Result<(), SessionError>;

    /// Put a file into the session's working directory. `path` is relative to it.
    async fn write_file(&mut self, path: &str, contents: &[u8]) -> Result<(), SessionError> {
        let _ = (path, contents);
        Err(SessionError::Unsupported("writing files"))
    }

    /// Read a file from the session's working directory. `path` is relative to it.
    async fn read_file(&mut self, path: &str) -> Result<Vec<u8>, SessionError> {
        let _ = path;
        Err(SessionError::Unsupported("reading files"))
    }
}
