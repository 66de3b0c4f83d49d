//! [`InterpreterExecutor`]: the `interpreter` backend. The session lives on its own thread
//! (the VM is single-threaded and wants a large stack); executions are sent to it, and a
//! cancellation token or timeout stops the running code at the next limit check.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::thread::JoinHandle;

use async_trait::async_trait;
use belljar::{CancellationToken, CodeBlock, ExecOptions, ExecResult, Executor, SessionError};
use tokio::sync::oneshot;

use crate::Limits;
use crate::session::{STACK_SIZE, Session};

enum Job {
    Exec {
        code: String,
        limits: Limits,
        cancel: Arc<AtomicBool>,
        reply: oneshot::Sender<ExecResult>,
    },
}

struct Worker {
    tx: mpsc::Sender<Job>,
    handle: JoinHandle<()>,
}

/// The in-process Python backend.
pub struct InterpreterExecutor {
    limits: Limits,
    worker: Option<Worker>,
}

impl InterpreterExecutor {
    /// A backend whose sessions run under `limits` (timeout and output cap are taken from each
    /// execution's options).
    pub fn new(limits: Limits) -> Self {
        InterpreterExecutor {
            limits,
            worker: None,
        }
    }

    fn start(&mut self) -> Result<(), SessionError> {
        if self.worker.is_some() {
            return Ok(());
        }
        let (tx, rx) = mpsc::channel::<Job>();
        let limits = self.limits.clone();
        let handle = std::thread::Builder::new()
            .name("belljar-python-session".into())
            .stack_size(STACK_SIZE)
            .spawn(move || {
                crate::vm::nest::thread_stack(STACK_SIZE);
                let mut session = Session::new(limits);
                while let Ok(job) = rx.recv() {
                    match job {
                        Job::Exec {
                            code,
                            limits,
                            cancel,
                            reply,
                        } => {
                            session.set_limits(limits);
                            session.set_cancel(Some(cancel));
                            let r = session.execute(&code);
                            session.set_cancel(None);
                            let _ = reply.send(r);
                        }
                    }
                }
            })
            .map_err(|e| SessionError::io("starting the interpreter thread", e))?;
        self.worker = Some(Worker { tx, handle });
        Ok(())
    }

    fn stop(&mut self) {
        if let Some(w) = self.worker.take() {
            drop(w.tx);
            let _ = w.handle.join();
        }
    }
}

#[async_trait]
impl Executor for InterpreterExecutor {
    fn backend(&self) -> &'static str {
        "interpreter"
    }

    async fn open(&mut self) -> Result<(), SessionError> {
        self.start()
    }

    async fn execute(
        &mut self,
        block: &CodeBlock,
        options: &ExecOptions,
        cancel: &CancellationToken,
    ) -> ExecResult {
        if let Err(e) = self.start() {
            return ExecResult::failed(
                "python",
                belljar::ErrorInfo::new("BackendUnavailable", e.to_string()),
            );
        }
        let mut limits = self.limits.clone();
        limits.timeout = options.timeout;
        limits.max_output = options.max_output_bytes;
        let flag = Arc::new(AtomicBool::new(false));
        let (reply_tx, reply_rx) = oneshot::channel();
        let job = Job::Exec {
            code: block.code.clone(),
            limits,
            cancel: flag.clone(),
            reply: reply_tx,
        };
        let sent = self
            .worker
            .as_ref()
            .map(|w| w.tx.send(job).is_ok())
            .unwrap_or(false);
        if !sent {
            self.worker = None;
            return ExecResult::failed(
                "python",
                belljar::ErrorInfo::new("BackendUnavailable", "the interpreter thread stopped"),
            );
        }
        let mut reply_rx = reply_rx;
        let result = tokio::select! {
            r = &mut reply_rx => r,
            _ = cancel.cancelled() => {
                flag.store(true, Ordering::Relaxed);
                reply_rx.await
            }
        };
        match result {
            Ok(r) => r,
            Err(_) => {
                self.worker = None;
                ExecResult::failed(
                    "python",
                    belljar::ErrorInfo::new("InternalError", "the interpreter thread stopped"),
                )
            }
        }
    }

    async fn restart(&mut self) -> Result<(), SessionError> {
        self.stop();
        self.start()
    }

    async fn close(&mut self) -> Result<(), SessionError> {
        self.stop();
        Ok(())
    }
}

impl Drop for InterpreterExecutor {
    fn drop(&mut self) {
        if let Some(w) = self.worker.take() {
            drop(w.tx);
        }
    }
}
