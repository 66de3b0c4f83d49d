//! `bisect`: CPython 3.11's `_bisect` (native there too): `bisect_right`, `bisect_left`,
//! `insort_right` and `insort_left` with Argument Clinic's signature
//! `(a, x, lo=0, hi=None, *, key=None)` and its messages; `bisect` and `insort` are the
//! aliases `py/bisect.py` binds.

use super::registry::ModuleDef;
use crate::builtins::args::{self, Args, Method, Sig};
use crate::compile::code::CmpOp;
use crate::values::Value;
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// The `bisect` module.
pub static MODULE: ModuleDef = ModuleDef {
    functions: &[&BISECT_RIGHT, &BISECT_LEFT, &INSORT_RIGHT, &INSORT_LEFT],
    python: Some(include_str!("py/bisect.py")),
    ..ModuleDef::empty("bisect")
};

const PARAMS: &[&str] = &["a", "x", "lo", "hi", "key"];
static BISECT_RIGHT: Method = Method::function(Sig::kw("bisect_right", PARAMS, 0, 4, 2), run);
static BISECT_LEFT: Method = Method::function(Sig::kw("bisect_left", PARAMS, 0, 4, 2), run);
static INSORT_RIGHT: Method = Method::function(Sig::kw("insort_right", PARAMS, 0, 4, 2), run);
static INSORT_LEFT: Method = Method::function(Sig::kw("insort_left", PARAMS, 0, 4, 2), run);

/// `hi`: `None` (or absent) is -1, the length; else an index-sized int, with the messages
/// of `_Py_convert_optional_to_ssize_t`.
fn hi_arg(vm: &mut Vm, v: Option<&Value>) -> PyResult<i64> {
    let Some(v) = v else { return Ok(-1) };
    let indexable = match v {
        Value::None => return Ok(-1),
        Value::Int(i) => return Ok(*i),
        Value::Bool(_) | Value::BigInt(_) => true,
        _ => vm.lookup_special(v, "__index__").is_some(),
    };
    if !indexable {
        return Err(PyErr::type_err(format!(
            "argument should be integer or None, not '{}'",
            v.type_name()
        )));
    }
    match vm.ssize_arg(v) {
        Err(PyErr::New(ExcKind::OverflowError, _)) => Err(PyErr::msg(
            ExcKind::OverflowError,
            "cannot fit 'int' into an index-sized integer",
        )),
        r => r,
    }
}

/// The four functions: the insertion point of `x` (after equal items for the `right`
/// forms), and for `insort_*` the insertion itself.
fn run(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let name = a.name();
    let (seq, x) = (a.arg(0), a.arg(1));
    let mut lo = match a.get(2) {
        Some(v) => args::index(vm, v)?,
        None => 0,
    };
    let hi = hi_arg(vm, a.get(3))?;
    let key = a.opt(4).cloned();
    let right = name.ends_with("right");
    let insort = name.starts_with("insort");
    // `insort` looks its item's key up once, before the search.
    let target = match (&key, insort) {
        (Some(k), true) => vm.call(k, vec![x.clone()], vec![])?,
        _ => x.clone(),
    };
    if lo < 0 {
        return Err(PyErr::value_err("lo must be non-negative"));
    }
    if matches!(seq, Value::Dict(_)) && (hi == -1 || lo < hi) {
        // `PySequence_Size` and `PySequence_GetItem` refuse a mapping without the sequence
        // protocol (a dict; a subclass written in Python has it, through `__getitem__`).
        return Err(PyErr::type_err("dict is not a sequence"));
    }
    let mut hi = if hi == -1 { vm.len(seq)? as i64 } else { hi };
    let mut steps = 0u32;
    while lo < hi {
        // (lo + hi) / 2 without overflow, as the C module's `((size_t)lo + hi) / 2`.
        let mid = ((lo as u64 + hi as u64) / 2) as i64;
        let mut item = vm.getitem(seq, &Value::Int(mid))?;
        if let Some(k) = &key {
            item = vm.call(k, vec![item], vec![])?;
        }
        let go_left = if right {
            let r = vm.compare(CmpOp::Lt, &target, &item)?;
            vm.truthy(&r)?
        } else {
            let r = vm.compare(CmpOp::Lt, &item, &target)?;
            !vm.truthy(&r)?
        };
        if go_left {
            hi = mid;
        } else {
            lo = mid + 1;
        }
        steps += 1;
        if steps.is_multiple_of(256) {
            vm.check_limits()?;
        }
    }
    if !insort {
        return Ok(Value::Int(lo));
    }
    match seq {
        Value::List(l) => {
            let mut l = l.borrow_mut();
            let i = (lo.max(0) as usize).min(l.len());
            l.insert(i, x.clone());
        }
        _ => {
            let m = vm.get_attr(seq, "insert")?;
            vm.call(&m, vec![Value::Int(lo), x.clone()], vec![])?;
        }
    }
    Ok(Value::None)
}
