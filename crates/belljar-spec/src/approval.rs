//! Human approval: an [`Approver`] sees each block (its language and code) before it runs
//! and may refuse it with a reason; [`ApprovingExecutor`] wraps any executor with one.
//!
//! A refused block is not run: its result has status `error`, `error.type` `Refused`
//! ([`belljar::ErrorKind::Refused`]) and the reason as the message, so a batch
//! (`execute_all`, the CLI's `exec`) stops there like after any failure. This is AutoGen's
//! `approval_func` and the CLI's `--confirm`; the Python package's `approve=` implements
//! [`Approver`] over a Python callable.

use std::sync::Arc;

use async_trait::async_trait;
use belljar::{
    CancellationToken, Capabilities, CodeBlock, ErrorKind, ExecOptions, ExecResult, Executor,
    SessionError,
};

/// The answer of an [`Approver`] for one block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Approval {
    /// Run it.
    Approve,
    /// Do not run it; the reason becomes the result's error message.
    Refuse(String),
}

/// Decides, before each block runs, whether it may.
#[async_trait]
pub trait Approver: Send + Sync {
    /// The decision for `block` (`block.language` is the canonical name when the tag is
    /// known). Called once per block about to run, in order; data blocks and blocks in an
    /// unknown language are asked about too, since the wrapped backend decides what they are.
    async fn approve(&self, block: &CodeBlock) -> Approval;
}

/// An [`Approver`] from a plain function (which may block, e.g. to ask on a terminal).
pub struct FnApprover<F>(pub F);

#[async_trait]
impl<F> Approver for FnApprover<F>
where
    F: Fn(&CodeBlock) -> Approval + Send + Sync,
{
    async fn approve(&self, block: &CodeBlock) -> Approval {
        (self.0)(block)
    }
}

/// The result of a refused block: status `error`, `error.type` `Refused`, `reason` as the
/// message, exit code 1, nothing run.
pub fn refused(block: &CodeBlock, reason: &str) -> ExecResult {
    let reason = if reason.trim().is_empty() {
        "the block was refused before it ran"
    } else {
        reason
    };
    let language = belljar::language::lookup(&block.language)
        .map_or(block.language.as_str(), |lang| lang.name);
    ExecResult::failed(language, ErrorKind::Refused.error(reason))
}

/// An executor that asks its [`Approver`] before each block and runs only approved ones.
/// Everything else (capabilities, files, restart) is the wrapped executor's.
pub struct ApprovingExecutor {
    inner: Box<dyn Executor>,
    approver: Arc<dyn Approver>,
}

impl ApprovingExecutor {
    /// Wrap `inner` with `approver`.
    pub fn new(inner: Box<dyn Executor>, approver: Arc<dyn Approver>) -> Self {
        ApprovingExecutor { inner, approver }
    }

    /// The wrapped executor.
    pub fn inner(&mut self) -> &mut dyn Executor {
        self.inner.as_mut()
    }
}

#[async_trait]
impl Executor for ApprovingExecutor {
    fn backend(&self) -> &'static str {
        self.inner.backend()
    }

    fn capabilities(&self) -> Capabilities {
        self.inner.capabilities()
    }

    async fn open(&mut self) -> Result<(), SessionError> {
        self.inner.open().await
    }

    /// Asks the approver; runs the block in the wrapped executor if approved, else returns
    /// (and sends as the result event) the refusal. A cancellation while the approver is
    /// deciding is a `cancelled` result.
    async fn execute(
        &mut self,
        block: &CodeBlock,
        options: &ExecOptions,
        cancel: &CancellationToken,
    ) -> ExecResult {
        let approval = tokio_select_cancel(self.approver.approve(block), cancel).await;
        let result = match approval {
            Some(Approval::Approve) => return self.inner.execute(block, options, cancel).await,
            Some(Approval::Refuse(reason)) => refused(block, &reason),
            None => {
                let mut result = ExecResult::failed(
                    block.language.clone(),
                    ErrorKind::Cancelled.error("cancelled while waiting for approval"),
                );
                result.status = belljar::Status::Cancelled;
                result.exit_code = Some(belljar::result::exit_codes::CANCELLED);
                result
            }
        };
        options.emit_result(&result);
        result
    }

    async fn restart(&mut self) -> Result<(), SessionError> {
        self.inner.restart().await
    }

    async fn close(&mut self) -> Result<(), SessionError> {
        self.inner.close().await
    }

    async fn write_file(&mut self, path: &str, contents: &[u8]) -> Result<(), SessionError> {
        self.inner.write_file(path, contents).await
    }

    async fn read_file(&mut self, path: &str) -> Result<Vec<u8>, SessionError> {
        self.inner.read_file(path).await
    }
}

/// `future`'s output, or `None` if `cancel` fires first.
async fn tokio_select_cancel<T>(
    future: impl std::future::Future<Output = T>,
    cancel: &CancellationToken,
) -> Option<T> {
    cancel.run_until_cancelled(future).await
}
