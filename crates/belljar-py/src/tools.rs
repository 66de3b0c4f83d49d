//! Python callables as interpreter tools. A call from the interpreted code takes the GIL,
//! converts the arguments to Python values ([`crate::convert::from_data`]), calls the callable
//! with them (positional and keyword, as the code passed them), and converts the answer back;
//! an exception the callable raises is raised in the code as an exception of the same class
//! name with the same message. A `BaseException` that is not an `Exception`
//! (`KeyboardInterrupt`, `SystemExit`, ...) is not the code's to catch: it stops the execution
//! and is raised to the caller of `run` ([`crate::wait::Interrupts`]). The callable runs on
//! the thread's own stack, not on the interpreter's switched stack
//! ([`belljar_python::stack::on_thread_stack`]).

use std::sync::Arc;

use belljar::{Data, Tool, ToolCall, ToolError};
use pyo3::exceptions::PyException;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

use crate::convert::{from_data, to_data};
use crate::wait::Interrupts;

/// A tool named `name` that calls `func` back with the GIL held.
pub fn callback_tool(
    name: String,
    description: String,
    parameters: serde_json::Value,
    func: Py<PyAny>,
    interrupts: Arc<Interrupts>,
) -> Tool {
    let tool_name = name.clone();
    Tool::new(name, description, parameters, move |call: ToolCall| {
        // Back on the thread's own stack for CPython: it measures its C stack against the
        // thread's bounds (3.14 checks the stack pointer itself), and the interpreter's switched
        // stack lies outside them (docs/decisions.md, "CPython versions").
        belljar_python::stack::on_thread_stack(|| {
            Python::attach(|py| call_tool(py, &tool_name, func.bind(py), &call, &interrupts))
        })
    })
}

/// The arguments of `call` as Python values.
pub fn arguments<'py>(
    py: Python<'py>,
    call: &ToolCall,
) -> PyResult<(Bound<'py, PyTuple>, Bound<'py, PyDict>)> {
    let args = call
        .args
        .iter()
        .map(|d| from_data(py, d))
        .collect::<PyResult<Vec<_>>>()?;
    let kwargs = PyDict::new(py);
    for (k, v) in &call.kwargs {
        kwargs.set_item(k, from_data(py, v)?)?;
    }
    Ok((PyTuple::new(py, args)?, kwargs))
}

/// One call of a Python tool.
fn call_tool(
    py: Python<'_>,
    name: &str,
    func: &Bound<'_, PyAny>,
    call: &ToolCall,
    interrupts: &Interrupts,
) -> Result<Data, ToolError> {
    let (args, kwargs) = arguments(py, call).map_err(|e| tool_error(py, e, interrupts))?;
    let answer = func
        .call(args, Some(&kwargs))
        .map_err(|e| tool_error(py, e, interrupts))?;
    to_data(&answer).map_err(|e| {
        ToolError::new(
            "TypeError",
            format!(
                "tool '{name}' returned a value the code cannot receive: {}",
                e.value(py)
            ),
        )
    })
}

/// The interpreter's form of a Python exception a tool raised: its class name and message.
/// A `BaseException` that is not an `Exception` is also kept to be raised to the caller, and
/// stops the execution.
pub fn tool_error(py: Python<'_>, err: PyErr, interrupts: &Interrupts) -> ToolError {
    let kind = err
        .get_type(py)
        .name()
        .map(|n| n.to_string())
        .unwrap_or_else(|_| "Exception".into());
    let message = err
        .value(py)
        .str()
        .map(|s| s.to_string())
        .unwrap_or_default();
    if !err.is_instance_of::<PyException>(py) {
        interrupts.raise_later(err);
    }
    ToolError::new(kind, message)
}
