//! `datetime`: `timedelta`, `date`, `time`, `datetime`, `tzinfo`, `timezone` (`py/datetime.py`,
//! after CPython 3.11's pure-Python `Lib/datetime.py`, with the C module's error messages and
//! reprs), over the native `time` module's `strftime`, `gmtime` and clocks. `strptime` is
//! `_strptime`'s.

use super::registry::ModuleDef;
use crate::builtins::args::{Args, Method, Sig};
use crate::values::Value;
use crate::vm::{PyErr, PyResult, Vm};

/// The `datetime` module.
pub static MODULE: ModuleDef = ModuleDef {
    functions: &[&SET_TP_NAME],
    python: Some(include_str!("py/datetime.py")),
    ..ModuleDef::empty("datetime")
};

static SET_TP_NAME: Method = Method::function(Sig::pos("_set_tp_name", 2, 2), set_tp_name);

/// `_set_tp_name(cls, name)`: messages name instances of `cls` as `name`
/// (`'datetime.date'`), as CPython's C types do.
fn set_tp_name(_: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    match (a.arg(0), a.arg(1)) {
        (Value::Class(c), Value::Str(s)) => {
            let _ = c.ext.tp_name.set(std::rc::Rc::from(&*s.s));
            Ok(Value::None)
        }
        _ => Err(PyErr::type_err("_set_tp_name(cls, name)")),
    }
}
