//! `_SandboxCore`: any backend opened from a spec ([`belljar_spec::open`]), for
//! `belljar.Sandbox`. The Python side builds the spec's JSON (`{"backend", "options",
//! "limits"}`) and asks for approval; here the executor runs on a process-wide tokio runtime
//! (the process and docker backends need its reactor for their children and timers), driven
//! from the calling thread with the GIL released, looking for Ctrl-C every
//! [`crate::wait::SIGNAL_EVERY`].

use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

use belljar::{CancellationToken, CodeBlock, ExecOptions, Executor, SessionError};
use belljar_spec::{BackendSpec, Host, OpenError};
use pyo3::exceptions::{PyOSError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyBytes;

use crate::calls::{Running, is_closed, try_lock};
use crate::result::Result as PyRunResult;
use crate::wait::{Interrupts, SIGNAL_EVERY, on_main_thread};
use crate::{BackendUnavailable, SessionError as PySessionError};

/// The runtime every sandbox's executor runs on (two workers: backends spawn background
/// tasks, such as warm sessions and reapers, that must progress between calls).
fn runtime() -> PyResult<&'static tokio::runtime::Runtime> {
    static RUNTIME: OnceLock<std::io::Result<tokio::runtime::Runtime>> = OnceLock::new();
    RUNTIME
        .get_or_init(|| {
            tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .thread_name("belljar-sandbox")
                .enable_all()
                .build()
        })
        .as_ref()
        .map_err(|e| BackendUnavailable::new_err(format!("cannot start Belljar's runtime: {e}")))
}

/// A sandbox's executor and its state.
struct Inner {
    /// Always `Some` until the drop (which takes it to drop it inside the runtime).
    exec: Option<Box<dyn Executor>>,
    opened: bool,
    closed: bool,
}

impl Inner {
    fn exec(&mut self) -> &mut dyn Executor {
        self.exec
            .as_deref_mut()
            .expect("the executor is only taken by the drop")
    }
}

impl Drop for Inner {
    /// Backends clean up with tokio tasks (killing children, removing directories), so the
    /// executor is dropped inside the runtime.
    fn drop(&mut self) {
        if let Ok(rt) = runtime() {
            let _inside = rt.enter();
            drop(self.exec.take());
        }
    }
}

/// One session of a backend opened from a spec (the native half of `belljar.Sandbox`).
#[pyclass(module = "belljar._belljar", name = "_SandboxCore")]
pub struct SandboxCore {
    inner: Mutex<Inner>,
    interrupts: Arc<Interrupts>,
    backend: String,
    /// The call running now, for [`SandboxCore::cancel`] from another thread (outside
    /// `inner`, which the running call holds).
    running: Running,
}

/// The Python exception for a session error of the backend.
fn session_error(e: SessionError) -> PyErr {
    match e {
        SessionError::Unavailable(m) => BackendUnavailable::new_err(m),
        other => PyOSError::new_err(other.to_string()),
    }
}

impl SandboxCore {
    fn lock(&self) -> PyResult<MutexGuard<'_, Inner>> {
        let inner = try_lock(
            &self.inner,
            "this Sandbox is busy with another call; calls of one Sandbox cannot overlap",
        )?;
        if inner.closed {
            return Err(PySessionError::new_err("this Sandbox is closed"));
        }
        Ok(inner)
    }

    /// Run `f`'s future on the runtime with the GIL released, opening the session first;
    /// Ctrl-C cancels `cancel` and is raised afterwards.
    fn call<T: Send>(
        &self,
        py: Python<'_>,
        f: impl for<'a> FnOnce(
            &'a mut dyn Executor,
            &'a CancellationToken,
        ) -> std::pin::Pin<Box<dyn Future<Output = T> + Send + 'a>>
        + Send,
    ) -> PyResult<T> {
        let rt = runtime()?;
        let main = on_main_thread(py)?;
        let mut guard = self.lock()?;
        self.interrupts.begin(main);
        let inner: &mut Inner = &mut guard;
        let interrupts = &self.interrupts;
        let cancel = self.running.begin();
        let out = py.detach(|| {
            rt.block_on(async {
                if !inner.opened {
                    inner.exec().open().await?;
                    inner.opened = true;
                }
                let fut = f(inner.exec(), &cancel);
                tokio::pin!(fut);
                loop {
                    tokio::select! {
                        r = &mut fut => break Ok(r),
                        _ = tokio::time::sleep(SIGNAL_EVERY) => {
                            if !cancel.is_cancelled() && interrupts.check() {
                                cancel.cancel();
                            }
                        }
                    }
                }
            })
        });
        self.running.end();
        drop(guard);
        if let Some(err) = self.interrupts.take() {
            return Err(err);
        }
        out.map_err(session_error)
    }
}

#[pymethods]
impl SandboxCore {
    /// Open the backend `spec_json` describes (`belljar_spec::BackendSpec`'s JSON). Nothing
    /// starts until the first call.
    #[new]
    fn new(spec_json: String) -> PyResult<SandboxCore> {
        let spec = BackendSpec::from_json(&spec_json)
            .map_err(|e| PyValueError::new_err(format!("invalid sandbox options: {e}")))?;
        let backend = spec.name().to_string();
        let host = Host {
            tools: Vec::new(),
            approver: None,
        };
        // (Every backend is built; one that cannot start says so when the session opens.)
        let exec = belljar_spec::open(&spec, host)
            .map_err(|e: OpenError| PyValueError::new_err(e.to_string()))?;
        Ok(SandboxCore {
            inner: Mutex::new(Inner {
                exec: Some(exec),
                opened: false,
                closed: false,
            }),
            interrupts: Interrupts::new(),
            backend,
            running: Running::default(),
        })
    }

    /// Cancel the call running now, from any thread: the backend interrupts the code (then
    /// kills it if it does not stop) and the run returns a result with status `cancelled`.
    /// Does nothing when no call runs.
    fn cancel(&self) {
        self.running.cancel();
    }

    /// The backend's name.
    #[getter]
    fn backend(&self) -> &str {
        &self.backend
    }

    /// The languages the backend runs.
    #[getter]
    fn languages(&self) -> PyResult<Vec<String>> {
        Ok(self.lock()?.exec().capabilities().languages)
    }

    /// Start the session now (otherwise the first call does).
    fn open(&self, py: Python<'_>) -> PyResult<()> {
        self.call(py, |_, _| Box::pin(async {}))
    }

    /// Run `code` as `language`; the result.
    fn run(&self, py: Python<'_>, code: String, language: String) -> PyResult<PyRunResult> {
        let block = CodeBlock::new(language, code);
        let r = self.call(py, |exec, cancel| {
            Box::pin(async move { exec.execute(&block, &ExecOptions::default(), cancel).await })
        })?;
        PyRunResult::from_exec(py, r)
    }

    /// Write `data` to `path` in the session's working directory.
    fn write_file(&self, py: Python<'_>, path: String, data: Vec<u8>) -> PyResult<()> {
        self.call(py, |exec, _| {
            Box::pin(async move { exec.write_file(&path, &data).await })
        })?
        .map_err(session_error)
    }

    /// The bytes of `path` in the session's working directory.
    fn read_file<'py>(&self, py: Python<'py>, path: String) -> PyResult<Bound<'py, PyBytes>> {
        let data = self
            .call(py, |exec, _| {
                Box::pin(async move { exec.read_file(&path).await })
            })?
            .map_err(session_error)?;
        Ok(PyBytes::new(py, &data))
    }

    /// A fresh session (state and, for a temporary working directory, files dropped).
    fn restart(&self, py: Python<'_>) -> PyResult<()> {
        self.call(py, |exec, _| Box::pin(async move { exec.restart().await }))?
            .map_err(session_error)
    }

    /// End the session; later calls raise `belljar.SessionError`. Closing twice is fine.
    fn close(&self, py: Python<'_>) -> PyResult<()> {
        let rt = runtime()?;
        let mut guard = try_lock(
            &self.inner,
            "this Sandbox is busy with another call and cannot be closed now",
        )?;
        if guard.closed {
            return Ok(());
        }
        guard.closed = true;
        let inner: &mut Inner = &mut guard;
        let r = py.detach(|| rt.block_on(inner.exec().close()));
        r.map_err(session_error)
    }

    /// Whether `close` was called.
    #[getter]
    fn closed(&self) -> bool {
        is_closed(&self.inner, |i| i.closed)
    }
}
