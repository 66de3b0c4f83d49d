//! What an execution gives back to Python: [`Result`] (status, output, value, final answer,
//! error, duration, files) and [`Error`] (type, message, line, traceback), made from a
//! [`belljar::ExecResult`]. `Result.raise_for_error()` raises `belljar.ExecutionError`.

use belljar::{ErrorInfo, ExecResult};
use pyo3::prelude::*;
use pyo3::types::PyList;

use crate::convert::{from_data, from_json};

/// Why an execution failed.
///
/// `type` is the exception's class name for errors the code raised (`ZeroDivisionError`) or
/// one of Belljar's kinds (`TimeoutError`, `MemoryLimitExceeded`, `Cancelled`, `Refused`,
/// ...: see docs/json.md); `message` its text; `line` the line of the code it happened on, when
/// known; `traceback` the traceback as CPython prints it, when there is one.
#[pyclass(module = "belljar", frozen, get_all)]
pub struct Error {
    /// The exception's class name, or Belljar's kind.
    #[pyo3(name = "type")]
    pub kind: String,
    /// The error's message.
    pub message: String,
    /// The line it happened on (1-based), if known.
    pub line: Option<u32>,
    /// The traceback text, if there is one.
    pub traceback: Option<String>,
}

#[pymethods]
impl Error {
    fn __repr__(&self) -> String {
        format!(
            "Error(type={:?}, message={:?}, line={})",
            self.kind,
            self.message,
            self.line
                .map(|l| l.to_string())
                .unwrap_or_else(|| "None".into())
        )
    }

    fn __str__(&self) -> String {
        summary(&self.kind, &self.message)
    }
}

/// `Type: message`, or `Type` alone when there is no message.
fn summary(kind: &str, message: &str) -> String {
    if message.is_empty() {
        kind.to_string()
    } else {
        format!("{kind}: {message}")
    }
}

impl From<ErrorInfo> for Error {
    fn from(e: ErrorInfo) -> Error {
        Error {
            kind: e.kind,
            message: e.message,
            line: e.line,
            traceback: e.traceback,
        }
    }
}

/// A file an execution produced (a sandbox's rich outputs: figures, HTML).
#[pyclass(module = "belljar", frozen, get_all)]
pub struct File {
    /// The file's path, relative to the session's working directory.
    pub path: String,
    /// Its MIME type.
    pub mime: String,
    /// Its size in bytes.
    pub size: u64,
}

#[pymethods]
impl File {
    fn __repr__(&self) -> String {
        format!(
            "File(path={:?}, mime={:?}, size={})",
            self.path, self.mime, self.size
        )
    }
}

/// The result of running code.
///
/// - `status`: `"ok"`, `"error"` (the code raised), `"timeout"`, `"limit_exceeded"` (memory,
///   instructions, output), `"cancelled"` or `"skipped"` (a data block, not run). A run an
///   `approve` callback refused has status `"error"` and an error of type `Refused`.
/// - `stdout`, `stderr`: what the code printed (capped at `max_output` bytes each, head and
///   tail kept); `stderr` also holds the traceback of an uncaught exception.
/// - `value`: the value of the last expression, as Python data when it is plain data (`None`,
///   `bool`, `int`, `float`, `complex`, `str`, `bytes`, and lists, tuples, dicts, sets and
///   frozensets of those, nested, each as itself), else its `repr` as a string; `None` when
///   the code ended with a statement. `value_repr` is always the repr (or `None`). (A
///   `Sandbox` backend returns JSON's shapes: a tuple as a list, other values as their repr.)
/// - `is_final_answer`, `final_answer`: whether the code called `final_answer(x)`, and `x`
///   (plain data as for `value`, else its repr).
/// - `error`: an `Error` when the status is not `ok`, else `None`.
/// - `duration`: seconds the execution took.
/// - `files`: files the execution produced (sandbox backends), as `File`s.
#[pyclass(module = "belljar", frozen, get_all)]
pub struct Result {
    /// `ok`, `error`, `timeout`, `limit_exceeded`, `cancelled` or `skipped`.
    pub status: String,
    /// Captured standard output.
    pub stdout: String,
    /// Captured standard error.
    pub stderr: String,
    /// Whether stdout was cut to the cap.
    pub stdout_truncated: bool,
    /// Whether stderr was cut to the cap.
    pub stderr_truncated: bool,
    /// The last expression's value (plain data or its repr).
    pub value: Py<PyAny>,
    /// The last expression's repr.
    pub value_repr: Option<String>,
    /// Whether the code called `final_answer`.
    pub is_final_answer: bool,
    /// The final answer (plain data or its repr).
    pub final_answer: Py<PyAny>,
    /// The final answer's repr.
    pub final_answer_repr: Option<String>,
    /// The error, when the status is not `ok`.
    pub error: Option<Py<Error>>,
    /// Seconds the execution took.
    pub duration: f64,
    /// The exit code (0 ok, 1 an error, 124 timeout, ...), when the backend has one.
    pub exit_code: Option<i32>,
    /// The language the code ran as.
    pub language: String,
    /// Files the execution produced.
    pub files: Py<PyList>,
}

impl Result {
    /// The Python result of `r`.
    pub fn from_exec(py: Python<'_>, r: ExecResult) -> PyResult<Result> {
        let status = r.status.as_str();
        let (value, value_repr) = match r.value {
            Some(v) => {
                let value = match (&v.data, &v.json) {
                    (Some(d), _) => from_data(py, d)?.unbind(),
                    (None, Some(j)) => from_json(py, j)?.unbind(),
                    (None, None) => v.repr.clone().into_pyobject(py)?.into_any().unbind(),
                };
                (value, Some(v.repr))
            }
            None => (py.None(), None),
        };
        let final_answer = match (&r.final_answer_data, &r.final_answer) {
            (Some(d), _) => from_data(py, d)?.unbind(),
            (None, Some(j)) => from_json(py, j)?.unbind(),
            (None, None) => py.None(),
        };
        let files = PyList::empty(py);
        for f in r.files {
            files.append(Py::new(
                py,
                File {
                    path: f.path,
                    mime: f.mime,
                    size: f.size,
                },
            )?)?;
        }
        Ok(Result {
            status: status.to_string(),
            stdout: r.stdout,
            stderr: r.stderr,
            stdout_truncated: r.stdout_truncated,
            stderr_truncated: r.stderr_truncated,
            value,
            value_repr,
            is_final_answer: r.is_final_answer,
            final_answer,
            final_answer_repr: r.final_answer_repr,
            error: r.error.map(|e| Py::new(py, Error::from(e))).transpose()?,
            duration: r.duration_secs,
            exit_code: r.exit_code,
            language: r.language,
            files: files.unbind(),
        })
    }
}

#[pymethods]
impl Result {
    /// Whether the status is `ok`.
    #[getter]
    fn ok(&self) -> bool {
        self.status == "ok"
    }

    /// Raise `belljar.ExecutionError` if the execution did not succeed (any status but `ok`
    /// and `skipped`); return this result otherwise, so calls can be chained.
    fn raise_for_error(slf: Bound<'_, Self>) -> PyResult<Bound<'_, Self>> {
        let me = slf.get();
        if me.status == "ok" || me.status == "skipped" {
            return Ok(slf);
        }
        let py = slf.py();
        let text = match &me.error {
            Some(e) => {
                let e = e.get();
                summary(&e.kind, &e.message)
            }
            None => format!("the execution ended with status {}", me.status),
        };
        let err = crate::ExecutionError::new_err(text);
        let value = err.value(py);
        value.setattr("result", &slf)?;
        value.setattr(
            "error",
            me.error
                .as_ref()
                .map(|e| e.clone_ref(py).into_any())
                .unwrap_or_else(|| py.None()),
        )?;
        Err(err)
    }

    fn __repr__(&self) -> String {
        let mut s = format!("Result(status={:?}", self.status);
        if !self.stdout.is_empty() {
            s.push_str(&format!(", stdout={:?}", self.stdout));
        }
        if let Some(v) = &self.value_repr {
            s.push_str(&format!(", value={v}"));
        }
        if self.is_final_answer {
            s.push_str(&format!(
                ", final_answer={}",
                self.final_answer_repr.as_deref().unwrap_or("None")
            ));
        }
        if let Some(e) = &self.error {
            s.push_str(&format!(", error={}", e.get().__repr__()));
        }
        s.push(')');
        s
    }
}

/// The result of a run an `approve` callback refused: status `error`, an error of type
/// `Refused` (Belljar's kind for it) whose message is `reason`.
#[pyfunction]
#[pyo3(name = "_refused")]
pub fn refused(py: Python<'_>, language: String, reason: String) -> PyResult<Result> {
    let r = ExecResult::failed(
        language,
        ErrorInfo::new(crate::interpreter::REFUSED, reason),
    );
    Result::from_exec(py, r)
}
