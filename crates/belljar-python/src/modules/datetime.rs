//! `datetime`: `timedelta`, `date`, `time`, `datetime`, `tzinfo`, `timezone` (`py/datetime.py`,
//! after CPython 3.11's pure-Python `Lib/datetime.py`, with the C module's error messages and
//! reprs), over the native `time` module's `strftime`, `gmtime` and clocks. `strptime` is
//! `_strptime`'s. The arithmetic the classes repeat (ordinal conversions, `timedelta`'s
//! normalisation of mixed int and float arguments, as the C module's `delta_new` does it) is
//! native.

use num_traits::ToPrimitive;

use super::registry::ModuleDef;
use super::time::{civil_from_days, days_from_civil};
use crate::builtins::args::{self, Args, Method, Sig};
use crate::values::Value;
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// The `datetime` module.
pub static MODULE: ModuleDef = ModuleDef {
    functions: &[&SET_TP_NAME, &ORD2YMD, &YMD2ORD, &TD_NORM],
    python: Some(include_str!("py/datetime.py")),
    ..ModuleDef::empty("datetime")
};

static SET_TP_NAME: Method = Method::function(Sig::pos("_set_tp_name", 2, 2), set_tp_name);
static ORD2YMD: Method = Method::function(Sig::pos("_c_ord2ymd", 1, 1), ord2ymd);
static YMD2ORD: Method = Method::function(Sig::pos("_c_ymd2ord", 3, 3), ymd2ord);
static TD_NORM: Method = Method::function(Sig::pos("_td_norm", 7, 7), td_norm);

/// `date(1970, 1, 1).toordinal()`.
const EPOCH_ORDINAL: i64 = 719_163;

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

/// A C `int` argument: `'float' object cannot be interpreted as an integer`, and
/// CPython's `OverflowError` past 32 bits.
fn c_int(vm: &mut Vm, v: &Value) -> PyResult<i64> {
    let i = match v {
        Value::Int(i) => *i,
        Value::Float(_) => {
            return Err(PyErr::type_err(
                "'float' object cannot be interpreted as an integer",
            ));
        }
        v => args::index_big(vm, v)?.to_i64().unwrap_or(i64::MAX),
    };
    if i > i32::MAX as i64 {
        return Err(PyErr::msg(
            ExcKind::OverflowError,
            "signed integer is greater than maximum",
        ));
    }
    if i < i32::MIN as i64 {
        return Err(PyErr::msg(
            ExcKind::OverflowError,
            "signed integer is less than minimum",
        ));
    }
    Ok(i)
}

/// `_ord2ymd(n)`: the proleptic Gregorian date of ordinal `n` (1 is 0001-01-01).
fn ord2ymd(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let n = c_int(vm, a.arg(0))?;
    let (y, m, d) = civil_from_days(n - EPOCH_ORDINAL);
    Ok(Value::tuple(vec![
        Value::Int(y),
        Value::Int(m),
        Value::Int(d),
    ]))
}

/// `_ymd2ord(y, m, d)`: the ordinal of a date (fields already checked).
fn ymd2ord(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let y = c_int(vm, a.arg(0))?;
    let m = c_int(vm, a.arg(1))?;
    let d = c_int(vm, a.arg(2))?;
    if !(1..=12).contains(&m) {
        return Err(PyErr::value_err("month must be in 1..12"));
    }
    Ok(Value::Int(days_from_civil(y, m, 1) + d - 1 + EPOCH_ORDINAL))
}

/// The microseconds of one unit of each `timedelta` argument, in `delta_new`'s order of
/// accumulation (microseconds, milliseconds, seconds, minutes, hours, days, weeks) with its
/// position among `_td_norm`'s arguments.
const UNITS: [(&str, usize, i128); 7] = [
    ("microseconds", 2, 1),
    ("milliseconds", 3, 1_000),
    ("seconds", 1, 1_000_000),
    ("minutes", 4, 60_000_000),
    ("hours", 5, 3_600_000_000),
    ("days", 0, 86_400_000_000),
    ("weeks", 6, 604_800_000_000),
];

fn too_large() -> PyErr {
    PyErr::msg(
        ExcKind::OverflowError,
        "Python int too large to convert to C int",
    )
}

/// `_td_norm(days, seconds, microseconds, milliseconds, minutes, hours, weeks)`: the
/// normalised `(days, seconds, microseconds)` of a `timedelta`, computed as the C module's
/// `delta_new` does (exact int parts, float fractions gathered and rounded half to even once),
/// with its errors.
fn td_norm(_: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let mut us: i128 = 0;
    let mut leftover = 0.0f64;
    for (tag, pos, factor) in UNITS {
        let v = a.arg(pos);
        // `if (day)`: a false argument of any type adds nothing.
        let num = match v.base_value() {
            Value::Int(0) | Value::Bool(false) => continue,
            Value::Int(i) => *i as i128,
            Value::Bool(true) => 1,
            Value::BigInt(b) => b.to_i128().ok_or_else(too_large)?,
            Value::Float(f) => {
                let f = *f;
                if f == 0.0 {
                    continue;
                }
                // `PyLong_FromDouble` of the integer part (NaN and infinities refused).
                let int = crate::text::float::float_to_bigint(f)?
                    .to_i128()
                    .ok_or_else(too_large)?;
                let frac = f - f.trunc();
                let prod = int.checked_mul(factor).ok_or_else(too_large)?;
                us = us.checked_add(prod).ok_or_else(too_large)?;
                if frac != 0.0 {
                    let x = factor as f64 * frac;
                    let whole = x.trunc();
                    us = us.checked_add(whole as i128).ok_or_else(too_large)?;
                    leftover += x - whole;
                }
                continue;
            }
            // Every argument given is checked (`delta_new` tests for presence, not truth);
            // the defaults are int zeros.
            _ => {
                return Err(PyErr::type_err(format!(
                    "unsupported type for timedelta {tag} component: {}",
                    v.type_name()
                )));
            }
        };
        let prod = num.checked_mul(factor).ok_or_else(too_large)?;
        us = us.checked_add(prod).ok_or_else(too_large)?;
    }
    if leftover != 0.0 {
        let mut whole = leftover.round();
        if (whole - leftover).abs() == 0.5 {
            // Halfway: round half to even, on the parity of the total so far.
            let odd = (us & 1) as f64;
            whole = 2.0 * ((leftover + odd) * 0.5).round() - odd;
        }
        us = us.checked_add(whole as i128).ok_or_else(too_large)?;
    }
    let s = us.div_euclid(1_000_000);
    let micro = us.rem_euclid(1_000_000);
    let d = s.div_euclid(86_400);
    let sec = s.rem_euclid(86_400);
    if d > i32::MAX as i128 || d < i32::MIN as i128 {
        return Err(too_large());
    }
    if d.abs() > 999_999_999 {
        return Err(PyErr::msg(
            ExcKind::OverflowError,
            format!("days={d}; must have magnitude <= 999999999"),
        ));
    }
    Ok(Value::tuple(vec![
        Value::Int(d as i64),
        Value::Int(sec as i64),
        Value::Int(micro as i64),
    ]))
}
