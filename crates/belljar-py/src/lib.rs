//! `belljar-py`: the native half of the Python package `belljar` (built by maturin from
//! `python/pyproject.toml` as the module `belljar._belljar`). The Python half (`python/belljar/`)
//! wraps it: tool discovery, async drivers, approval. Here:
//!
//! - [`calls`]: the session lock and the running call's cancellation, shared by both cores.
//! - [`interpreter`]: `_Core`, one interpreter session ([`belljar_python::InterpreterExecutor`]).
//! - [`result`]: `Result` and `Error`, what an execution gives back.
//! - [`sandbox`]: `_SandboxCore`, any backend opened from a spec (`belljar_spec::open`).
//! - [`convert`]: Python objects ↔ [`belljar::Data`] and JSON values.
//! - [`tools`]: Python callables as [`belljar::Tool`]s.
//! - [`wait`]: blocking on the executor's futures with the GIL released, and Ctrl-C.
//!
//! Everything but tool calls runs with the GIL released, so other Python threads (and other
//! interpreters) run meanwhile; `docs/decisions.md` ("The Python package") says why a session
//! lives on the thread that first uses it.

use pyo3::prelude::*;

pub mod calls;
pub mod convert;
pub mod interpreter;
pub mod result;
pub mod sandbox;
pub mod tools;
pub mod wait;

/// The interpreter's memory limit counts the bytes each thread has live; this makes it count
/// the extension's allocations (Python's own objects are CPython's and not counted).
#[global_allocator]
static ALLOC: belljar_python::alloc::CountingAlloc = belljar_python::alloc::CountingAlloc;

pyo3::create_exception!(
    belljar,
    BelljarError,
    pyo3::exceptions::PyException,
    "Base class of the errors Belljar itself raises (not those of the code it runs, which come \
     back in a Result)."
);
pyo3::create_exception!(
    belljar,
    ExecutionError,
    BelljarError,
    "The code failed: raised by Result.raise_for_error(). Its `result` attribute is the Result \
     and its `error` attribute the Result's Error (type, message, line, traceback)."
);
pyo3::create_exception!(
    belljar,
    BackendUnavailable,
    BelljarError,
    "The backend cannot be used: not built into this package, not installed on this machine, or \
     its session could not be started."
);
pyo3::create_exception!(
    belljar,
    SessionError,
    BelljarError,
    "The session cannot serve this call: it is closed, busy with another call, or lives on \
     another thread."
);

/// The module `belljar._belljar`.
#[pymodule]
#[pyo3(name = "_belljar")]
fn belljar_module(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("BelljarError", py.get_type::<BelljarError>())?;
    m.add("ExecutionError", py.get_type::<ExecutionError>())?;
    m.add("BackendUnavailable", py.get_type::<BackendUnavailable>())?;
    m.add("SessionError", py.get_type::<SessionError>())?;
    m.add_class::<interpreter::Core>()?;
    m.add_class::<sandbox::SandboxCore>()?;
    m.add_class::<result::Result>()?;
    m.add_class::<result::Error>()?;
    m.add_class::<result::File>()?;
    m.add_function(wrap_pyfunction!(result::refused, m)?)?;
    wait::init(py)?;
    Ok(())
}
