//! `datetime`: `timedelta`, `date`, `time`, `datetime`, `tzinfo`, `timezone` (`py/datetime.py`,
//! after CPython 3.11's pure-Python `Lib/datetime.py`, with the C module's error messages and
//! reprs), over the native `time` module's `strftime`, `gmtime` and clocks. `strptime` is
//! `_strptime`'s. The arithmetic the classes repeat (ordinal conversions, `timedelta`'s
//! normalisation of mixed int and float arguments, as the C module's `delta_new` does it) is
//! native, and so are the common operations on the module's own classes (`_fast_*`: arithmetic
//! with a `timedelta`, comparisons, `isoformat`, `strftime`, `fromisoformat`), which answer
//! `None` for anything unusual (a subclass, a field that is not an int, a `tzinfo`) so the
//! Python code takes over with its exact results and messages.

use crate::values::PyBool;
use std::cell::RefCell;
use std::rc::Rc;

use num_traits::ToPrimitive;

use super::registry::ModuleDef;
use super::time::{Tm, civil_from_days, days_from_civil, format_tm, is_leap};
use crate::builtins::args::{self, Args, Method, Sig};
use crate::values::object::{AttrMap, Class, Instance};
use crate::values::{Value, attrmap};
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// The `datetime` module.
pub static MODULE: ModuleDef = ModuleDef {
    functions: &[
        &SET_TP_NAME,
        &ORD2YMD,
        &YMD2ORD,
        &TD_NORM,
        &FAST_ADD,
        &FAST_CMP,
        &FAST_ISO,
        &FAST_STRFTIME,
        &FAST_FROMISO,
        &FAST_TD,
    ],
    python: Some(include_str!("py/datetime.py")),
    ..ModuleDef::empty("datetime")
};

static SET_TP_NAME: Method = Method::function(Sig::pos("_set_tp_name", 2, 2), set_tp_name);
static ORD2YMD: Method = Method::function(Sig::pos("_c_ord2ymd", 1, 1), ord2ymd);
static YMD2ORD: Method = Method::function(Sig::pos("_c_ymd2ord", 3, 3), ymd2ord);
static TD_NORM: Method = Method::function(Sig::pos("_td_norm", 7, 7), td_norm);
static FAST_ADD: Method = Method::function(Sig::pos("_fast_add", 3, 3), fast_add);
static FAST_CMP: Method = Method::function(Sig::pos("_fast_cmp", 2, 2), fast_cmp);
static FAST_ISO: Method = Method::function(Sig::pos("_fast_iso", 3, 3), fast_iso);
static FAST_STRFTIME: Method = Method::function(Sig::pos("_fast_strftime", 2, 2), fast_strftime);
static FAST_FROMISO: Method = Method::function(Sig::pos("_fast_fromiso", 2, 2), fast_fromiso);
static FAST_TD: Method = Method::function(Sig::pos("_fast_td", 8, 8), fast_td);

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
    let (d, sec, micro) = td_parts(std::array::from_fn(|i| a.arg(i)))?;
    Ok(Value::tuple(vec![
        Value::Int(d),
        Value::Int(sec),
        Value::Int(micro),
    ]))
}

/// [`td_norm`]'s work on its seven arguments.
fn td_parts(args: [&Value; 7]) -> PyResult<(i64, i64, i64)> {
    let mut us: i128 = 0;
    let mut leftover = 0.0f64;
    for (tag, pos, factor) in UNITS {
        let v = args[pos];
        // `if (day)`: a false argument of any type adds nothing.
        let num = match v.base_value() {
            Value::Int(0) | Value::Bool(PyBool::False) => continue,
            Value::Int(i) => *i as i128,
            Value::Bool(PyBool::True) => 1,
            Value::BigInt(b) => b.to_i128().ok_or_else(too_large)?,
            Value::Float(f) => {
                let f = *f;
                if f.get() == 0.0 {
                    continue;
                }
                // `PyLong_FromDouble` of the integer part (NaN and infinities refused).
                let int = crate::text::float::float_to_bigint(f.get())?
                    .to_i128()
                    .ok_or_else(too_large)?;
                let frac = f.get() - f.trunc();
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
    Ok((d as i64, sec as i64, micro as i64))
}

/// `_fast_td(cls, days, seconds, microseconds, milliseconds, minutes, hours, weeks)`: the new
/// `timedelta` when `cls` is exactly the module's (normalised as [`td_norm`] does, with its
/// errors); `None` for a subclass, whose `__new__` runs in Python.
fn fast_td(_: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let Value::Class(c) = a.arg(0) else {
        return Ok(Value::None);
    };
    if c.ext.tp_name.get().map(|n| &**n) != Some("datetime.timedelta") {
        return Ok(Value::None);
    }
    let (d, s, us) = td_parts(std::array::from_fn(|i| a.arg(i + 1)))?;
    TD_NAMES.with(|names| {
        let mut m = AttrMap::with_capacity(4);
        for (k, v) in names.iter().zip([d, s, us, -1]) {
            m.insert(k.clone(), Value::Int(v));
        }
        Ok(Value::Instance(Rc::new(Instance {
            class: c.clone(),
            dict: RefCell::new(m),
            exc: None,
            payload: None,
        })))
    })
}

/// `date.max.toordinal()`.
const MAX_ORDINAL: i64 = 3_652_059;

/// The instance fields of a `datetime`, in the order `_new_datetime` sets them.
const DT_FIELDS: [&str; 10] = [
    "_year",
    "_month",
    "_day",
    "_hour",
    "_minute",
    "_second",
    "_microsecond",
    "_tzinfo",
    "_hashcode",
    "_fold",
];

thread_local! {
    /// [`DT_FIELDS`] interned, so the instances made here share the names the module's code
    /// uses (attribute lookups compare pointers first).
    static FIELD_NAMES: [Rc<str>; 10] = DT_FIELDS.map(attrmap::intern);
    /// A `timedelta`'s fields, interned, in the order its `__new__` sets them.
    static TD_NAMES: [Rc<str>; 4] =
        ["_days", "_seconds", "_microseconds", "_hashcode"].map(attrmap::intern);
}

/// `v` when it is an instance of exactly the module's class whose `tp_name` is `tp`
/// (`datetime.datetime`): not a subclass, whose methods may differ.
fn exact<'a>(v: &'a Value, tp: &str) -> Option<&'a Rc<Instance>> {
    match v {
        Value::Instance(i) if i.class.ext.tp_name.get().is_some_and(|n| &**n == tp) => Some(i),
        _ => None,
    }
}

/// The int fields `names` of `inst` (`None` when one is missing or not an int).
fn ints<const N: usize>(inst: &Instance, names: [&str; N]) -> Option<[i64; N]> {
    let d = inst.dict.borrow();
    let mut out = [0; N];
    for (o, n) in out.iter_mut().zip(names) {
        match d.get(n) {
            Some(Value::Int(i)) => *o = *i,
            _ => return None,
        }
    }
    Some(out)
}

/// `_year`, `_month`, `_day` and, for a `datetime`, the time fields and `_tzinfo` of an
/// exact `date` or `datetime`.
struct Fields {
    /// Year, month, day, hour, minute, second, microsecond (the time is zero for a date).
    f: [i64; 7],
    /// `_tzinfo` (`None` for a date).
    tz: Value,
    /// Whether it is a `datetime`.
    is_dt: bool,
}

fn fields(v: &Value) -> Option<(&Rc<Instance>, Fields)> {
    if let Some(i) = exact(v, "datetime.datetime") {
        let f = ints(
            i,
            [
                "_year",
                "_month",
                "_day",
                "_hour",
                "_minute",
                "_second",
                "_microsecond",
            ],
        )?;
        let tz = i.dict.borrow().get("_tzinfo")?.clone();
        return Some((i, Fields { f, tz, is_dt: true }));
    }
    let i = exact(v, "datetime.date")?;
    let [y, m, d] = ints(i, ["_year", "_month", "_day"])?;
    let f = [y, m, d, 0, 0, 0, 0];
    Some((
        i,
        Fields {
            f,
            tz: Value::None,
            is_dt: false,
        },
    ))
}

/// A new instance of `class` (the module's `date` or `datetime`) with these fields.
fn make(class: &Rc<Class>, f: [i64; 7], tz: Value, is_dt: bool) -> Value {
    FIELD_NAMES.with(|names| {
        let n = if is_dt { 10 } else { 3 };
        let mut d = AttrMap::with_capacity(n + 1);
        for (k, v) in names.iter().zip(f).take(n.min(7)) {
            d.insert(k.clone(), Value::Int(v));
        }
        if is_dt {
            d.insert(names[7].clone(), tz);
        }
        d.insert(names[8].clone(), Value::Int(-1));
        if is_dt {
            d.insert(names[9].clone(), Value::Int(0));
        }
        Value::Instance(Rc::new(Instance {
            class: class.clone(),
            dict: RefCell::new(d),
            exc: None,
            payload: None,
        }))
    })
}

/// The ordinal of a valid date.
fn ordinal(y: i64, m: i64, d: i64) -> i64 {
    days_from_civil(y, m, 1) + d - 1 + EPOCH_ORDINAL
}

/// `_fast_add(x, delta, sign)`: `x + delta` (sign 1) or `x - delta` (sign -1) for an exact
/// `date` or `datetime` and an exact `timedelta`; `None` otherwise, and when the result is
/// out of range (the Python code raises the error).
fn fast_add(_: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let (Some((inst, x)), Some(td), Value::Int(sign @ (1 | -1))) = (
        fields(a.arg(0)),
        exact(a.arg(1), "datetime.timedelta"),
        a.arg(2),
    ) else {
        return Ok(Value::None);
    };
    let Some([dd, ds, dus]) = ints(td, ["_days", "_seconds", "_microseconds"]) else {
        return Ok(Value::None);
    };
    let [y, m, d, hh, mm, ss, us] = x.f;
    let (dd, ds, dus) = (dd * sign, ds * sign, dus * sign);
    let days = if x.is_dt {
        let us = us + dus;
        let s = hh * 3600 + mm * 60 + ss + ds + us.div_euclid(1_000_000);
        let days = ordinal(y, m, d) + dd + s.div_euclid(86_400);
        if 0 < days && days <= MAX_ORDINAL {
            let s = s.rem_euclid(86_400);
            let (y, m, d) = civil_from_days(days - EPOCH_ORDINAL);
            let f = [
                y,
                m,
                d,
                s / 3600,
                s / 60 % 60,
                s % 60,
                us.rem_euclid(1_000_000),
            ];
            return Ok(make(&inst.class, f, x.tz, true));
        }
        return Ok(Value::None);
    } else {
        // A date ignores the delta's seconds and microseconds.
        ordinal(y, m, d) + dd
    };
    if 0 < days && days <= MAX_ORDINAL {
        let (y, m, d) = civil_from_days(days - EPOCH_ORDINAL);
        return Ok(make(&inst.class, [y, m, d, 0, 0, 0, 0], Value::None, false));
    }
    Ok(Value::None)
}

/// `_fast_cmp(x, y)`: -1, 0 or 1 for two exact `datetime`s with the same `tzinfo` object
/// (or none) or two exact `date`s; `None` otherwise.
fn fast_cmp(_: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    match (fields(a.arg(0)), fields(a.arg(1))) {
        (Some((_, x)), Some((_, y))) if x.is_dt == y.is_dt && x.tz.is(&y.tz) => {
            Ok(Value::Int(x.f.cmp(&y.f) as i64))
        }
        _ => Ok(Value::None),
    }
}

/// `_fast_iso(dt, sep, timespec)`: `dt.isoformat(sep)` for an exact naive `datetime`, a
/// one-character `sep` and `timespec='auto'`; `None` otherwise.
fn fast_iso(_: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let (Some((_, x)), Value::Str(sep), Value::Str(spec)) = (fields(a.arg(0)), a.arg(1), a.arg(2))
    else {
        return Ok(Value::None);
    };
    let mut chars = sep.s.chars();
    let (Some(c), None) = (chars.next(), chars.next()) else {
        return Ok(Value::None);
    };
    if !x.is_dt || !matches!(x.tz, Value::None) || spec.s != "auto" {
        return Ok(Value::None);
    }
    let [y, m, d, hh, mm, ss, us] = x.f;
    let mut s = format!("{y:04}-{m:02}-{d:02}{c}{hh:02}:{mm:02}:{ss:02}");
    if us != 0 {
        s.push_str(&format!(".{us:06}"));
    }
    Ok(Value::string(s))
}

/// `_fast_strftime(x, fmt)`: `x.strftime(fmt)` for an exact `date` or naive `datetime` and a
/// str format without `%z`, `%Z` or `%f` (which `_wrap_strftime` hands to `time.strftime`
/// unchanged with `x.timetuple()`); `None` otherwise.
fn fast_strftime(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let (Some((_, x)), Value::Str(fmt)) = (fields(a.arg(0)), a.arg(1)) else {
        return Ok(Value::None);
    };
    // The C module reads the format as a C string: it ends at the first NUL.
    let f = fmt.s.split('\0').next().unwrap_or_default();
    if !matches!(x.tz, Value::None) || f.contains("%z") || f.contains("%Z") || f.contains("%f") {
        return Ok(Value::None);
    }
    let [y, m, d, hh, mm, ss, _] = x.f;
    let ord = ordinal(y, m, d);
    let tm = Tm {
        year: y,
        mon: m - 1,
        mday: d,
        hour: hh,
        min: mm,
        sec: ss,
        // Sunday is 0; the ordinal of a Sunday is a multiple of 7.
        wday: ord % 7,
        yday: ord - ordinal(y, 1, 1),
        // `timetuple()` of a naive value: dst() is None.
        isdst: -1,
        gmtoff: 0,
        zone: None,
    };
    format_tm(vm, f, &tm)
}

/// The days of month `m` of year `y`.
fn days_in_month(y: i64, m: i64) -> i64 {
    match m {
        2 if is_leap(y) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// `_fast_fromiso(cls, s)`: `cls.fromisoformat(s)` for the module's exact `date` or
/// `datetime` and the common forms (`YYYY-MM-DD`, and for a datetime
/// `YYYY-MM-DD[T ]HH:MM:SS[.fff[fff]]`) with valid fields; `None` otherwise.
fn fast_fromiso(_: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let (Value::Class(c), Value::Str(s)) = (a.arg(0), a.arg(1)) else {
        return Ok(Value::None);
    };
    let is_dt = match c.ext.tp_name.get().map(|n| &**n) {
        Some("datetime.datetime") => true,
        Some("datetime.date") => false,
        _ => return Ok(Value::None),
    };
    let b = s.s.as_bytes();
    let num = |r: std::ops::Range<usize>| -> Option<i64> {
        let part = b.get(r)?;
        part.iter().try_fold(0i64, |n, &c| {
            c.is_ascii_digit().then(|| n * 10 + (c - b'0') as i64)
        })
    };
    let ok = b.len() >= 10 && b[4] == b'-' && b[7] == b'-';
    let (Some(y), Some(m), Some(d), true) = (num(0..4), num(5..7), num(8..10), ok) else {
        return Ok(Value::None);
    };
    if y < 1 || !(1..=12).contains(&m) || d < 1 || d > days_in_month(y, m) {
        return Ok(Value::None);
    }
    if !is_dt {
        return Ok(if b.len() == 10 {
            make(c, [y, m, d, 0, 0, 0, 0], Value::None, false)
        } else {
            Value::None
        });
    }
    let mut f = [y, m, d, 0, 0, 0, 0];
    if b.len() > 10 {
        let time_ok =
            matches!(b[10], b'T' | b' ') && b.get(13) == Some(&b':') && b.get(16) == Some(&b':');
        let (Some(hh), Some(mm), Some(ss), true) = (num(11..13), num(14..16), num(17..19), time_ok)
        else {
            return Ok(Value::None);
        };
        let us = match b.len() {
            19 => 0,
            23 | 26 if b[19] == b'.' => match num(20..b.len()) {
                Some(frac) if b.len() == 23 => frac * 1000,
                Some(frac) => frac,
                None => return Ok(Value::None),
            },
            _ => return Ok(Value::None),
        };
        if hh > 23 || mm > 59 || ss > 59 {
            return Ok(Value::None);
        }
        f[3..].copy_from_slice(&[hh, mm, ss, us]);
    }
    Ok(make(c, f, Value::None, true))
}
