//! `_Core`: one interpreter session for Python, over [`InterpreterExecutor`]. The Python class
//! `belljar.Interpreter` wraps it (tool discovery, `arun`, approval).
//!
//! Where the session runs (`docs/decisions.md`, "The Python package"): by default on the thread
//! of its first use, with no hand-off ([`Placement::CallerThread`]); the session then belongs
//! to that thread and another thread's call raises `belljar.SessionError`. With
//! `own_thread=True` it runs on an interpreter thread of its own ([`Placement::Thread`]) and
//! any thread may call it, at the price of a hand-off per call. Either way the GIL is released
//! while the code runs and taken again only for tool calls.

use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::ThreadId;
use std::time::Duration;

use belljar::{
    CancellationToken, CodeBlock, Data, ExecOptions, ExecResult, Executor, Tool, ToolError,
};
use belljar_python::{
    ImportPolicy, InterpreterExecutor, Limits, Placement, Progress, ResumeHandle,
};
use pyo3::exceptions::{PyKeyError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyTuple};

use crate::calls::{Running, is_closed, try_lock};
use crate::convert::{from_data, to_data};
use crate::result::Result as PyRunResult;
use crate::wait::{Interrupts, block_on, on_main_thread};
use crate::{BackendUnavailable, SessionError};

/// The error type of a refusal by an `approve` callback (`belljar::ErrorKind::Refused` once
/// the facade has it).
pub const REFUSED: &str = "Refused";

/// The executor and what goes with it, behind the core's lock.
struct Inner {
    exec: InterpreterExecutor,
    options: ExecOptions,
    /// The thread the session lives on (caller's-thread placement), once it has one.
    owner: Option<ThreadId>,
    /// The suspended execution's handle (`start` stopped at an async tool).
    pending: Option<ResumeHandle>,
    closed: bool,
}

impl Inner {
    /// `p`, its call's handle kept as the pending one when the execution stopped at a call.
    fn keep_pending(&mut self, p: Progress) -> Progress {
        if let Progress::Pending(call) = &p {
            self.pending = Some(call.handle);
        }
        p
    }
}

/// One interpreter session (the native half of `belljar.Interpreter`).
#[pyclass(module = "belljar._belljar", name = "_Core")]
pub struct Core {
    inner: Mutex<Inner>,
    interrupts: Arc<Interrupts>,
    placement: Placement,
    /// The call running now, for [`Core::cancel`] from another thread (outside `inner`, which
    /// the running call holds).
    running: Running,
}

impl Core {
    /// The session, for a call from this thread: refused when it is closed, busy with another
    /// call (a tool calling its own interpreter, or another thread), or lives on another thread.
    fn lock(&self) -> PyResult<MutexGuard<'_, Inner>> {
        let inner = try_lock(
            &self.inner,
            "this Interpreter is busy with another call (a tool calling its own interpreter, or \
             another thread); calls of one Interpreter cannot overlap",
        )?;
        if inner.closed {
            return Err(SessionError::new_err("this Interpreter is closed"));
        }
        if self.placement == Placement::CallerThread {
            let me = std::thread::current().id();
            if inner.owner.is_some_and(|o| o != me) {
                return Err(SessionError::new_err(
                    "this Interpreter's session lives on the thread that first used it, and \
                     this is another thread; use one Interpreter per thread, or create it with \
                     own_thread=True so that any thread can call it (each call then hands off \
                     to the interpreter's own thread)",
                ));
            }
        }
        Ok(inner)
    }

    /// Run `f` on the session with the GIL released, then raise what a signal handler or a tool
    /// left to raise.
    fn session<T: Send>(
        &self,
        py: Python<'_>,
        f: impl for<'a> FnOnce(&'a mut Inner, &'a CancellationToken) -> T + Send,
    ) -> PyResult<T> {
        let main = on_main_thread(py)?;
        let mut inner = self.lock()?;
        self.interrupts.begin(main);
        let cancel = self.running.begin();
        let session: &mut Inner = &mut inner;
        let out = py.detach(|| f(session, &cancel));
        self.running.end();
        if self.placement == Placement::CallerThread {
            inner.owner = Some(std::thread::current().id());
        }
        drop(inner);
        match self.interrupts.take() {
            Some(err) => Err(err),
            None => Ok(out),
        }
    }

    /// Wait for `fut` (with the GIL released).
    fn wait<F: std::future::Future>(&self, fut: F, cancel: &CancellationToken) -> F::Output {
        block_on(fut, &self.interrupts, cancel)
    }
}

/// The interpreter's value of a Python tool error given to `resume`.
fn resume_error(err: &Bound<'_, PyAny>) -> ToolError {
    let kind = err
        .get_type()
        .name()
        .map(|n| n.to_string())
        .unwrap_or_else(|_| "Exception".into());
    let message = err.str().map(|s| s.to_string()).unwrap_or_default();
    ToolError::new(kind, message)
}

#[pymethods]
impl Core {
    /// A session with these limits: `timeout` seconds of wall-clock time per execution (`None`:
    /// none), `memory` bytes, `max_output` bytes of stdout and stderr each, `max_instructions`
    /// (`None`: none); `allowed_imports` the modules the code may import (`None`: every module
    /// the interpreter has); `own_thread` where the session runs (see the module's doc).
    #[new]
    #[pyo3(signature = (*, timeout, memory, max_output, max_instructions, allowed_imports, own_thread))]
    fn new(
        timeout: Option<f64>,
        memory: Option<u64>,
        max_output: usize,
        max_instructions: Option<u64>,
        allowed_imports: Option<Vec<String>>,
        own_thread: bool,
    ) -> PyResult<Core> {
        let timeout = match timeout {
            None => None,
            Some(t) if t.is_finite() && t > 0.0 => match Duration::try_from_secs_f64(t) {
                Ok(timeout) => Some(timeout),
                Err(_) => {
                    return Err(PyValueError::new_err(format!(
                        "timeout {t} is too long (at most {} seconds)",
                        Duration::MAX.as_secs()
                    )));
                }
            },
            Some(t) => {
                return Err(PyValueError::new_err(format!(
                    "timeout must be a positive number of seconds or None, not {t}"
                )));
            }
        };
        let limits = Limits {
            timeout,
            max_output_bytes: max_output,
            memory_bytes: memory,
            max_instructions,
            max_recursion: None,
        };
        let placement = if own_thread {
            Placement::Thread
        } else {
            Placement::CallerThread
        };
        let interrupts = Interrupts::new();
        let mut exec = InterpreterExecutor::with_placement(limits, placement);
        // (A target that cannot switch stacks runs on a thread whatever was asked.)
        let placement = exec.placement();
        if placement == Placement::CallerThread {
            exec.set_interrupt_check(Some(interrupts.hook()));
        }
        if let Some(modules) = allowed_imports {
            exec.set_import_policy(ImportPolicy::only(modules));
        }
        let options = ExecOptions::default();
        Ok(Core {
            inner: Mutex::new(Inner {
                exec,
                options,
                owner: None,
                pending: None,
                closed: false,
            }),
            interrupts,
            placement,
            running: Running::default(),
        })
    }

    /// Whether the session runs on an interpreter thread of its own.
    #[getter]
    fn own_thread(&self) -> bool {
        self.placement == Placement::Thread
    }

    /// Make `func` callable by the code as `name` (a callback: called with the GIL held).
    #[pyo3(signature = (name, func, description, parameters))]
    fn add_tool(
        &self,
        name: String,
        func: Py<PyAny>,
        description: String,
        parameters: Option<String>,
    ) -> PyResult<()> {
        let tool = crate::tools::callback_tool(
            checked_name(name)?,
            description,
            schema(parameters)?,
            func,
            self.interrupts.clone(),
        );
        self.lock()?.exec.add_tool(tool);
        Ok(())
    }

    /// Make `name` a tool whose calls suspend the execution (`start` returns the call; the
    /// Python side awaits the async tool and `resume`s).
    #[pyo3(signature = (name, description, parameters))]
    fn add_suspending_tool(
        &self,
        name: String,
        description: String,
        parameters: Option<String>,
    ) -> PyResult<()> {
        let tool = Tool::suspending(checked_name(name)?, description, schema(parameters)?);
        self.lock()?.exec.add_tool(tool);
        Ok(())
    }

    /// Bind `name` to `value` in every new session (the first and each after `restart`).
    fn add_start_variable(&self, name: String, value: &Bound<'_, PyAny>) -> PyResult<()> {
        let value = to_data(value)?;
        let mut inner = self.lock()?;
        let placeholder = InterpreterExecutor::new(Limits::default());
        let exec = std::mem::replace(&mut inner.exec, placeholder);
        // `with_variable` consumes the executor; on a bad name it is dropped (a fresh one,
        // with no session yet, so nothing is lost but its set-up: the name is checked first).
        if !is_identifier(&name) {
            inner.exec = exec;
            return Err(PyValueError::new_err(format!(
                "{name:?} is not a valid Python name"
            )));
        }
        match exec.with_variable(&name, value) {
            Ok(e) => {
                inner.exec = e;
                Ok(())
            }
            Err(e) => Err(PyValueError::new_err(e.to_string())),
        }
    }

    /// Run `code` in the session; the result.
    fn run(&self, py: Python<'_>, code: String) -> PyResult<PyRunResult> {
        let block = CodeBlock::new("python", code);
        let r = self.session(py, |inner, cancel| {
            let Inner { exec, options, .. } = inner;
            block_on(
                exec.execute(&block, options, cancel),
                &self.interrupts,
                cancel,
            )
        })?;
        self.done(py, r)
    }

    /// Run `code` so that a call of a suspending tool stops it: a `Result` when it ended, or
    /// the call `(name, args, kwargs)` it waits on (answer with `resume_value` or
    /// `resume_error`).
    fn start(&self, py: Python<'_>, code: String) -> PyResult<Py<PyAny>> {
        let block = CodeBlock::new("python", code);
        let p = self.session(py, |inner, cancel| {
            inner.pending = None;
            let p = self.wait(inner.exec.start(&block, &inner.options, cancel), cancel);
            inner.keep_pending(p)
        })?;
        self.progress(py, p)
    }

    /// Go on with the suspended execution: the pending call evaluates to `value`.
    fn resume_value(&self, py: Python<'_>, value: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let answer = match to_data(value) {
            Ok(d) => Ok(d),
            Err(e) => Err(ToolError::new(
                "TypeError",
                format!(
                    "the async tool returned a value the code cannot receive: {}",
                    e.value(py)
                ),
            )),
        };
        self.resume(py, answer)
    }

    /// Go on with the suspended execution: the pending call raises `error` (an exception
    /// object: its class name and message).
    fn resume_error(&self, py: Python<'_>, error: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let e = resume_error(error);
        self.resume(py, Err(e))
    }

    /// Bind the global `name` to `value` (plain data) in the session.
    fn set_variable(&self, py: Python<'_>, name: String, value: &Bound<'_, PyAny>) -> PyResult<()> {
        let value = to_data(value)?;
        self.session(py, |inner, cancel| {
            self.wait(inner.exec.set_variable(&name, value), cancel)
        })?
        .map_err(|e| PyValueError::new_err(e.to_string()))
    }

    /// The global `name` as plain data; `KeyError` when it is not bound, `TypeError` when it
    /// holds something that is not plain data.
    fn get(&self, py: Python<'_>, name: String) -> PyResult<Py<PyAny>> {
        let got = self.session(py, |inner, cancel| {
            self.wait(inner.exec.get_variable(&name), cancel)
        })?;
        match got {
            Ok(Some(d)) => Ok(from_data(py, &d)?.unbind()),
            Ok(None) => Err(PyKeyError::new_err(name)),
            Err(e @ belljar_python::HostError::NotData { .. }) => {
                Err(PyTypeError::new_err(e.to_string()))
            }
            Err(belljar_python::HostError::Unavailable(m)) => Err(SessionError::new_err(m)),
            Err(e) => Err(PyValueError::new_err(e.to_string())),
        }
    }

    /// Drop the session's state: the next execution starts a fresh session (with the tools,
    /// the import policy and the start-up variables). On the caller's-thread placement the new
    /// session belongs to the thread that uses it next.
    fn restart(&self, py: Python<'_>) -> PyResult<()> {
        let mut inner = self.lock()?;
        inner.pending = None;
        let r = {
            let exec = &mut inner.exec;
            let cancel = CancellationToken::new();
            py.detach(|| block_on(exec.restart(), &self.interrupts, &cancel))
        };
        inner.owner = None;
        r.map_err(|e| BackendUnavailable::new_err(e.to_string()))
    }

    /// The session saved to bytes (`belljar_python::Session::save`).
    fn save<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyBytes>> {
        let bytes = self.session(py, |inner, cancel| self.wait(inner.exec.save(), cancel))?;
        match bytes {
            Ok(b) => Ok(PyBytes::new(py, &b)),
            Err(e) => Err(PyValueError::new_err(e.to_string())),
        }
    }

    /// Replace the session with the one `data` holds.
    fn restore(&self, py: Python<'_>, data: Vec<u8>) -> PyResult<()> {
        let r = self.session(py, |inner, cancel| {
            inner.pending = None;
            self.wait(inner.exec.restore(&data), cancel)
        })?;
        r.map(|_| ())
            .map_err(|e| PyValueError::new_err(e.to_string()))
    }

    /// End the session; later calls raise `belljar.SessionError`. Closing twice is fine.
    fn close(&self, py: Python<'_>) -> PyResult<()> {
        let mut inner = try_lock(
            &self.inner,
            "this Interpreter is busy with another call and cannot be closed now",
        )?;
        if inner.closed {
            return Ok(());
        }
        inner.closed = true;
        let exec = &mut inner.exec;
        let cancel = CancellationToken::new();
        let _ = py.detach(|| block_on(exec.close(), &self.interrupts, &cancel));
        Ok(())
    }

    /// Cancel the call running now, from any thread: the code stops at its next limit check
    /// and the run returns a result with status `cancelled`. Does nothing when no call runs.
    fn cancel(&self) {
        self.running.cancel();
    }

    /// Whether `close` was called.
    #[getter]
    fn closed(&self) -> bool {
        is_closed(&self.inner, |i| i.closed)
    }
}

impl Core {
    /// Resume the suspended execution with `answer`.
    fn resume(
        &self,
        py: Python<'_>,
        answer: std::result::Result<Data, ToolError>,
    ) -> PyResult<Py<PyAny>> {
        let p = self.session(py, |inner, cancel| {
            let handle = inner.pending.take()?;
            let p = self.wait(
                inner.exec.resume(handle, answer, &inner.options, cancel),
                cancel,
            );
            Some(inner.keep_pending(p))
        })?;
        match p {
            Some(p) => self.progress(py, p),
            None => Err(SessionError::new_err(
                "no execution of this Interpreter is waiting for a tool's answer",
            )),
        }
    }

    /// A finished execution as a `Result`, or the pending call as `(name, args, kwargs)`.
    fn progress(&self, py: Python<'_>, p: Progress) -> PyResult<Py<PyAny>> {
        match p {
            Progress::Done(r) => Ok(Py::new(py, self.done(py, r)?)?.into_any()),
            Progress::Pending(call) => {
                let (args, kwargs) = crate::tools::arguments(py, &call.call)?;
                Ok(PyTuple::new(
                    py,
                    [
                        call.call.name.into_pyobject(py)?.into_any(),
                        args.into_any(),
                        kwargs.into_any(),
                    ],
                )?
                .into_any()
                .unbind())
            }
        }
    }

    /// `r` as a Python result; a session Belljar lost is an exception, not a result.
    fn done(&self, py: Python<'_>, r: ExecResult) -> PyResult<PyRunResult> {
        if let Some(e) = r
            .error
            .as_ref()
            .filter(|e| e.kind == belljar::ErrorKind::BackendUnavailable.as_str())
        {
            return Err(BackendUnavailable::new_err(e.message.clone()));
        }
        PyRunResult::from_exec(py, r)
    }
}

/// `name` if it can name a tool.
fn checked_name(name: String) -> PyResult<String> {
    if is_identifier(&name) {
        Ok(name)
    } else {
        Err(PyValueError::new_err(format!(
            "{name:?} is not a valid Python name, so it cannot name a tool"
        )))
    }
}

/// Whether `name` is a Python identifier and not a keyword.
fn is_identifier(name: &str) -> bool {
    belljar_python::host::is_identifier(name)
}

/// A tool's parameter schema from its JSON text (`None`: no schema).
fn schema(parameters: Option<String>) -> PyResult<serde_json::Value> {
    match parameters {
        None => Ok(serde_json::Value::Null),
        Some(text) => serde_json::from_str(&text)
            .map_err(|e| PyValueError::new_err(format!("the tool's parameters are not JSON: {e}"))),
    }
}
