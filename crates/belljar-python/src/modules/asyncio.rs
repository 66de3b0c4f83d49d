//! `asyncio`: an event loop, futures, tasks, `gather`/`wait_for`/`wait`/`as_completed`,
//! `timeout`, queues and locks, written in Python (`py/asyncio.py`) on the interpreter's
//! coroutines (`vm/coro.rs`). Sleeping goes through `time.sleep`, so the run's limits hold;
//! a loop with nothing to run and no timer while a task waits raises `RuntimeError` at once
//! (a deadlock can never be woken in a single-threaded loop without I/O).

use super::registry::{ExcDef, ModuleDef};
use crate::builtins::args::{Args, Method, Sig};
use crate::values::{GenKind, Value};
use crate::vm::{ExcKind, PyResult, Vm};

/// The `asyncio` module.
pub static MODULE: ModuleDef = ModuleDef {
    functions: &[&IS_COROUTINE_FUNCTION],
    exceptions: &[
        ExcDef {
            name: "CancelledError",
            base: ExcKind::BaseException,
            module: "asyncio.exceptions",
        },
        ExcDef {
            name: "InvalidStateError",
            base: ExcKind::Exception,
            module: "asyncio.exceptions",
        },
        ExcDef {
            name: "QueueEmpty",
            base: ExcKind::Exception,
            module: "asyncio.queues",
        },
        ExcDef {
            name: "QueueFull",
            base: ExcKind::Exception,
            module: "asyncio.queues",
        },
    ],
    python: Some(include_str!("py/asyncio.py")),
    ..ModuleDef::empty("asyncio")
};

static IS_COROUTINE_FUNCTION: Method =
    Method::function(Sig::one("_is_coroutine_function"), is_coroutine_function);

/// Whether `f` is an `async def` function (a bound method's function counts).
fn is_coroutine_function(_: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let f = match a.arg(0) {
        Value::Method(m) => &m.1,
        other => other,
    };
    Ok(Value::bool(matches!(
        f,
        Value::Function(func) if func.code.is_generator && func.code.gen_kind == GenKind::Coroutine
    )))
}
