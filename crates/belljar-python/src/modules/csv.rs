//! `csv`, written in Python (`py/csv.py`): CPython 3.11's reader state machine, writer quoting,
//! dialects, `DictReader` and `DictWriter`, run in the module's own namespace. A saved session
//! keeps the module's registry of dialects and its field size limit ([`save_module_state`]).

use super::registry::ModuleDef;
use crate::values::{GlobalsRef, Value};
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// The `csv` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/csv.py")),
    ..ModuleDef::empty("csv")
};

/// The module's state a saved session keeps (`host/save/`): the registered dialects (the
/// `register_dialect` registry, a dict of name to dialect) and `field_size_limit()`.
pub fn save_module_state(_: &mut Vm, ns: Option<&GlobalsRef>) -> PyResult<Value> {
    let ns = ns.ok_or_else(no_namespace)?.borrow();
    match (ns.get("_dialects"), ns.get("_field_limit")) {
        (Some(d @ Value::Dict(_)), Some(limit)) => Ok(Value::tuple(vec![d, limit])),
        _ => Err(no_namespace()),
    }
}

/// Put back what [`save_module_state`] saved, in a session that has imported `csv`.
pub fn restore_module_state(_: &mut Vm, ns: Option<&GlobalsRef>, state: Value) -> PyResult<()> {
    let Value::Tuple(t) = &state else {
        return Err(PyErr::value_err("bad saved csv state"));
    };
    let [
        d @ Value::Dict(_),
        limit @ (Value::Int(_) | Value::BigInt(_) | Value::Bool(_)),
    ] = t.as_slice()
    else {
        return Err(PyErr::value_err("bad saved csv state"));
    };
    let mut ns = ns.ok_or_else(no_namespace)?.borrow_mut();
    ns.set("_dialects", d.clone());
    ns.set("_field_limit", limit.clone());
    Ok(())
}

fn no_namespace() -> PyErr {
    PyErr::msg(ExcKind::SystemError, "csv has no dialect registry")
}
