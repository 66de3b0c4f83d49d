//! `operator`, written in Python (`py/operator.py`) and run in the module's own namespace:
//! the operator functions, `itemgetter`, `attrgetter` and `methodcaller`; `index` is native
//! (CPython's `PyNumber_Index`, with its `TypeError`s).

use super::registry::ModuleDef;
use crate::builtins::args::{self, Args, Method, Sig};
use crate::values::Value;
use crate::vm::{PyResult, Vm};

/// The `operator` module.
pub static MODULE: ModuleDef = ModuleDef {
    functions: &[&INDEX],
    python: Some(include_str!("py/operator.py")),
    ..ModuleDef::empty("operator")
};

static INDEX: Method = Method::function(Sig::one("index"), index);

/// `operator.index(a)`: `a` as an int through `__index__` (an int, or an instance of an int
/// subclass, is that int, as in CPython).
fn index(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let v = match a.arg(0).payload() {
        Some(p @ (Value::Int(_) | Value::BigInt(_) | Value::Bool(_))) => p.clone(),
        _ => a.arg(0).clone(),
    };
    Ok(Value::from_big(args::index_big(vm, &v)?))
}
