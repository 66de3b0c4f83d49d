//! Methods of `str`, `str.format` included.

use std::rc::Rc;

use num_traits::Signed;

use super::args::{Args, Method, Sig, Table};
use crate::text::str_methods as ts;
use crate::values::{PyStr, Value};
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// The methods of `str`, hot ones first (lookup scans), each with CPython 3.11's calling
/// convention so arity and keyword errors read as CPython's. All run [`str_method`] but
/// `maketrans` (a static method, in misc_methods.rs).
pub static STR_TABLE: Table = Table {
    owner: "str",
    methods: &[
        Method::new(Sig::one("join"), str_method),
        Method::new(Sig::kw("split", &["sep", "maxsplit"], 0, 2, 0), str_method),
        Method::new(Sig::pos("strip", 0, 1), str_method),
        Method::new(Sig::tuple("startswith", 1, 3), str_method),
        Method::new(Sig::tuple("endswith", 1, 3), str_method),
        Method::new(Sig::pos("replace", 2, 3), str_method),
        Method::new(Sig::raw("format"), str_method),
        Method::new(Sig::noargs("lower"), str_method),
        Method::new(Sig::noargs("upper"), str_method),
        Method::new(Sig::tuple("find", 1, 3), str_method),
        Method::new(Sig::pos("lstrip", 0, 1), str_method),
        Method::new(Sig::pos("rstrip", 0, 1), str_method),
        Method::new(Sig::kw("rsplit", &["sep", "maxsplit"], 0, 2, 0), str_method),
        Method::new(Sig::kw("splitlines", &["keepends"], 0, 1, 0), str_method),
        Method::new(Sig::noargs("title"), str_method),
        Method::new(Sig::noargs("capitalize"), str_method),
        Method::new(Sig::noargs("swapcase"), str_method),
        Method::new(Sig::noargs("casefold"), str_method),
        Method::new(Sig::tuple("rfind", 1, 3), str_method),
        Method::new(Sig::tuple("index", 1, 3), str_method),
        Method::new(Sig::tuple("rindex", 1, 3), str_method),
        Method::new(Sig::tuple("count", 1, 3), str_method),
        Method::new(Sig::one("format_map"), str_method),
        Method::new(Sig::noargs("isdigit"), str_method),
        Method::new(Sig::noargs("isalpha"), str_method),
        Method::new(Sig::noargs("isalnum"), str_method),
        Method::new(Sig::noargs("isspace"), str_method),
        Method::new(Sig::noargs("isupper"), str_method),
        Method::new(Sig::noargs("islower"), str_method),
        Method::new(Sig::noargs("istitle"), str_method),
        Method::new(Sig::noargs("isnumeric"), str_method),
        Method::new(Sig::noargs("isdecimal"), str_method),
        Method::new(Sig::noargs("isidentifier"), str_method),
        Method::new(Sig::noargs("isascii"), str_method),
        Method::new(Sig::noargs("isprintable"), str_method),
        Method::new(Sig::pos("center", 1, 2), str_method),
        Method::new(Sig::pos("ljust", 1, 2), str_method),
        Method::new(Sig::pos("rjust", 1, 2), str_method),
        Method::new(Sig::one("zfill"), str_method),
        Method::new(Sig::one("partition"), str_method),
        Method::new(Sig::one("rpartition"), str_method),
        Method::new(
            Sig::kw("encode", &["encoding", "errors"], 0, 2, 0),
            str_method,
        ),
        Method::new(Sig::kw("expandtabs", &["tabsize"], 0, 1, 0), str_method),
        Method::new(Sig::one("removeprefix"), str_method),
        Method::new(Sig::one("removesuffix"), str_method),
        Method::new(Sig::one("translate"), str_method),
        Method::function(
            Sig::pos("maketrans", 1, 3),
            super::misc_methods::str_maketrans,
        ),
        Method::new(Sig::one("__format__"), str_method),
        Method::new(Sig::wrapper("__len__", 0), str_method),
        Method::new(Sig::wrapper("__contains__", 1), str_method),
        Method::new(Sig::wrapper("__getitem__", 1), str_method),
    ],
};

fn arg_str<'a>(v: &'a Value, what: &str) -> PyResult<&'a str> {
    match v.base_value() {
        Value::Str(s) => Ok(&s.s),
        Value::None => Err(PyErr::type_err(format!("{what}must be str, not None"))),
        o => Err(PyErr::type_err(format!(
            "{what}must be str, not {}",
            o.type_name()
        ))),
    }
}

/// The `encoding`/`errors` argument of `str.encode`/`bytes.decode` (`default` when absent).
pub fn codec_arg<'a>(
    v: Option<&'a Value>,
    method: &str,
    param: &str,
    default: &'a str,
) -> PyResult<&'a str> {
    match v {
        None => Ok(default),
        Some(Value::Str(s)) => Ok(&s.s),
        Some(Value::None) => Err(PyErr::type_err(format!(
            "{method}() argument '{param}' must be str, not None"
        ))),
        Some(o) => Err(PyErr::type_err(format!(
            "{method}() argument '{param}' must be str, not {}",
            o.type_name()
        ))),
    }
}

/// An integer argument converted like CPython's C `int` parameters (`i`).
fn c_int_arg(vm: &mut Vm, v: &Value) -> PyResult<i64> {
    let too_big = || {
        PyErr::msg(
            ExcKind::OverflowError,
            "Python int too large to convert to C int",
        )
    };
    match vm.ssize_arg(v) {
        Ok(i) if i32::try_from(i).is_ok() => Ok(i),
        Ok(_) | Err(PyErr::New(ExcKind::OverflowError, _)) => Err(too_big()),
        Err(e) => Err(e),
    }
}

/// The `chars` argument of `strip`/`lstrip`/`rstrip` (`name`).
fn opt_str<'a>(v: Option<&'a Value>, name: &str) -> PyResult<Option<&'a str>> {
    match v {
        None | Some(Value::None) => Ok(None),
        Some(Value::Str(s)) => Ok(Some(&s.s)),
        Some(_) => Err(PyErr::type_err(format!("{name} arg must be None or str"))),
    }
}

fn s(v: String) -> Value {
    Value::string(v)
}

/// A `start`/`end` argument of the search methods: `None` or an int (a big int clamps, as
/// in a slice), as CPython's `_PyEval_SliceIndex` takes it.
fn slice_bound(vm: &mut Vm, v: Option<&Value>) -> PyResult<Option<i64>> {
    match v {
        None | Some(Value::None) => Ok(None),
        Some(Value::Int(i)) => Ok(Some(*i)),
        Some(Value::Bool(b)) => Ok(Some(*b as i64)),
        Some(Value::BigInt(b)) => Ok(Some(if b.is_negative() { i64::MIN } else { i64::MAX })),
        Some(o) => vm.slice_arg(o).map(Some),
    }
}

fn pad_arg(v: Option<&Value>) -> PyResult<char> {
    match v {
        None => Ok(' '),
        Some(Value::Str(f)) if f.char_len == 1 => Ok(f.s.chars().next().unwrap()),
        Some(Value::Str(_)) => Err(PyErr::type_err(
            "The fill character must be exactly one character long",
        )),
        Some(o) => Err(PyErr::type_err(format!(
            "The fill character must be a unicode character, not {}",
            o.type_name()
        ))),
    }
}

/// A str method from [`STR_TABLE`], its arguments bound by the table's signature.
fn str_method(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let Value::Str(p) = this else {
        return Err(super::wrong_receiver(this, "str", a.name()));
    };
    if a.name() == "format" {
        // `format` passes its arguments on to `__format__`, subclass instances included.
        let (pos, kw) = a.raw();
        return Ok(s(vm.str_format(&p.s, pos, kw)?));
    }
    // Arguments that are instances of str's (or int's) subclasses act as their values; these
    // methods keep none of their arguments.
    let given = [a.get(0), a.get(1), a.get(2)];
    if given.iter().flatten().any(|v| v.payload().is_some()) {
        let owned = given.map(|v| v.map(unwrap_arg));
        return run(
            vm,
            p,
            a.name(),
            [owned[0].as_ref(), owned[1].as_ref(), owned[2].as_ref()],
        );
    }
    run(vm, p, a.name(), given)
}

/// `s.split(sep)` by a one-byte (ASCII) separator without a limit, the commonest split: the
/// separators are counted first (the list is allocated once, at its size, under the memory
/// budget), then each part is cut at the separator bytes (an ASCII byte is never inside a
/// multi-byte character), and a part of an ASCII string knows its length.
fn split_by_byte(vm: &mut Vm, p: &PyStr, b: u8) -> PyResult<Value> {
    let t: &str = &p.s;
    let bytes = t.as_bytes();
    let n = bytes.iter().filter(|&&c| c == b).count() + 1;
    vm.check_growth(n.saturating_mul(std::mem::size_of::<Value>()))?;
    let ascii = p.is_ascii();
    let part = |x: &str| {
        if ascii {
            Value::Str(Rc::new(PyStr::with_len(x.to_string(), x.len())))
        } else {
            Value::str(x)
        }
    };
    let mut parts = Vec::with_capacity(n);
    let mut start = 0;
    for (i, &c) in bytes.iter().enumerate() {
        if c == b {
            parts.push(part(&t[start..i]));
            start = i + 1;
            // The parts' own memory counts too.
            if parts.len() % 1024 == 0 {
                vm.check_growth(0)?;
            }
        }
    }
    parts.push(part(&t[start..]));
    Ok(Value::list(parts))
}

/// The value a str method works with for an argument: an instance of a subclass of str, int
/// or tuple acts as its builtin value.
fn unwrap_arg(a: &Value) -> Value {
    match a.payload() {
        Some(Value::Tuple(t)) => Value::Tuple(t.clone()),
        Some(p @ (Value::Str(_) | Value::Int(_) | Value::BigInt(_))) => p.clone(),
        _ => a.clone(),
    }
}

/// Run str method `name` (not `format`) on `p`: `given[i]` is its parameter `i`, already
/// checked against the method's signature in [`STR_TABLE`] (bytes' text-like methods run
/// here too, on a text view of their bytes).
pub fn run(vm: &mut Vm, p: &Rc<PyStr>, name: &str, given: [Option<&Value>; 3]) -> PyResult<Value> {
    let t: &str = &p.s;
    let none = Value::None;
    let opt = |i: usize| given[i];
    let arg = |i: usize| given[i].unwrap_or(&none);
    Ok(match name {
        "join" => {
            let items = vm.collect(arg(0))?;
            // The result's size is known before it is built: refuse it up front when it
            // cannot fit the memory budget (docs/interpreter.md, "Limits").
            let total = items
                .iter()
                .map(|x| match x.base_value() {
                    Value::Str(x) => x.s.len() as u128,
                    _ => 0,
                })
                .sum::<u128>()
                + (t.len() as u128) * (items.len().saturating_sub(1) as u128);
            vm.reserve(total)?;
            let mut out = String::with_capacity(total as usize);
            for (i, x) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(t);
                }
                match x.base_value() {
                    Value::Str(x) => out.push_str(&x.s),
                    _ => {
                        return Err(PyErr::type_err(format!(
                            "sequence item {i}: expected str instance, {} found",
                            x.type_name()
                        )));
                    }
                }
            }
            s(out)
        }
        "split" | "rsplit" => {
            let sep = match opt(0) {
                None | Some(Value::None) => None,
                Some(v) => Some(arg_str(v, "must be str or None, not ").map_err(|_| {
                    PyErr::type_err(format!("must be str or None, not {}", v.type_name()))
                })?),
            };
            let maxsplit = match opt(1) {
                Some(v) => vm.ssize_arg(v)?,
                None => -1,
            };
            if let (Some(sep), "split", true) = (sep, name, maxsplit < 0) {
                if let &[b] = sep.as_bytes() {
                    return split_by_byte(vm, p, b);
                }
            }
            // Built under the memory budget: one part per separator can take far more
            // memory than the string itself.
            let mut parts = Vec::new();
            // The parts of an ASCII string are ASCII: their lengths are their byte counts.
            let ascii = p.is_ascii();
            let mut push = |x: &str| {
                let part = if ascii {
                    Value::Str(Rc::new(PyStr::with_len(x.to_string(), x.len())))
                } else {
                    Value::str(x)
                };
                vm.push_item(&mut parts, part)
            };
            match (sep, name) {
                (None, "split") => ts::split_whitespace_each(t, maxsplit, &mut push)?,
                (None, _) => ts::rsplit_whitespace_each(t, maxsplit, &mut push)?,
                (Some(sep), "split") => ts::split_sep_each(t, sep, maxsplit, false, &mut push)?,
                (Some(sep), _) => ts::split_sep_each(t, sep, maxsplit, true, &mut push)?,
            }
            if name == "rsplit" {
                parts.reverse();
            }
            Value::list(parts)
        }
        "splitlines" => {
            let keep = match opt(0) {
                Some(v) => c_int_arg(vm, v)? != 0,
                None => false,
            };
            let mut out = Vec::new();
            ts::splitlines_each(t, keep, &mut |x| vm.push_item(&mut out, Value::str(x)))?;
            Value::list(out)
        }
        "strip" => s(ts::strip(t, opt_str(opt(0), name)?).to_string()),
        "lstrip" => s(ts::lstrip(t, opt_str(opt(0), name)?).to_string()),
        "rstrip" => s(ts::rstrip(t, opt_str(opt(0), name)?).to_string()),
        "upper" => s(ts::upper(t)),
        "lower" => s(ts::lower(t)),
        "casefold" => s(ts::casefold(t)),
        "title" => s(ts::title(t)),
        "capitalize" => s(ts::capitalize(t)),
        "swapcase" => s(ts::swapcase(t)),
        "startswith" | "endswith" => {
            let (start, end) = (slice_bound(vm, opt(1))?, slice_bound(vm, opt(2))?);
            let test = |x: &str| {
                if name == "startswith" {
                    ts::startswith(t, x, start, end)
                } else {
                    ts::endswith(t, x, start, end)
                }
            };
            match arg(0) {
                Value::Str(x) => Value::bool(test(&x.s)),
                Value::Tuple(items) => {
                    let mut r = false;
                    for i in items.iter() {
                        if let Value::Str(x) = i {
                            if test(&x.s) {
                                r = true;
                                break;
                            }
                        } else {
                            return Err(PyErr::type_err(format!(
                                "tuple for {name} must only contain str, not {}",
                                i.type_name()
                            )));
                        }
                    }
                    Value::bool(r)
                }
                o => {
                    return Err(PyErr::type_err(format!(
                        "{name} first arg must be str or a tuple of str, not {}",
                        o.type_name()
                    )));
                }
            }
        }
        "find" | "rfind" | "index" | "rindex" | "count" => {
            let sub = arg_str(arg(0), "")
                .map_err(|_| PyErr::type_err(format!("must be str, not {}", arg(0).type_name())))?;
            let (start, end) = (slice_bound(vm, opt(1))?, slice_bound(vm, opt(2))?);
            match name {
                "count" => Value::Int(ts::count(t, sub, start, end) as i64),
                "find" => Value::Int(ts::find(t, sub, start, end)),
                "rfind" => Value::Int(ts::rfind(t, sub, start, end)),
                _ => {
                    let r = if name == "index" {
                        ts::find(t, sub, start, end)
                    } else {
                        ts::rfind(t, sub, start, end)
                    };
                    if r < 0 {
                        return Err(PyErr::value_err("substring not found"));
                    }
                    Value::Int(r)
                }
            }
        }
        "replace" => {
            let old = arg_str(arg(0), "replace() argument 1 ")?;
            let new = arg_str(arg(1), "replace() argument 2 ")?;
            let count = match opt(2) {
                Some(v) => vm.ssize_arg(v)?,
                None => -1,
            };
            s(ts::replace(t, old, new, count, vm.text_max_len())?)
        }
        "format_map" => s(vm.str_format_map(t, arg(0))?),
        "isdigit" => Value::bool(ts::isdigit(t)),
        "isnumeric" => Value::bool(ts::isnumeric(t)),
        "isdecimal" => Value::bool(ts::isdecimal(t)),
        "isalpha" => Value::bool(ts::isalpha(t)),
        "isalnum" => Value::bool(ts::isalnum(t)),
        "isspace" => Value::bool(ts::isspace(t)),
        "isascii" => Value::bool(ts::isascii(t)),
        "isprintable" => Value::bool(ts::isprintable(t)),
        "isupper" => Value::bool(ts::isupper(t)),
        "islower" => Value::bool(ts::islower(t)),
        "istitle" => Value::bool(ts::istitle(t)),
        "isidentifier" => Value::bool(ts::isidentifier(t)),
        "center" | "ljust" | "rjust" => {
            let w = vm.ssize_arg(arg(0))?;
            let fill = pad_arg(opt(1))?;
            let max_len = vm.text_max_len();
            s(match name {
                "ljust" => ts::ljust(t, w, fill, max_len)?,
                "rjust" => ts::rjust(t, w, fill, max_len)?,
                _ => ts::center(t, w, fill, max_len)?,
            })
        }
        "zfill" => {
            let w = vm.ssize_arg(arg(0))?;
            s(ts::zfill(t, w, vm.text_max_len())?)
        }
        "partition" | "rpartition" => {
            let sep = arg_str(arg(0), "")
                .map_err(|_| PyErr::type_err(format!("must be str, not {}", arg(0).type_name())))?;
            let (a, b, c) = if name == "partition" {
                ts::partition(t, sep)?
            } else {
                ts::rpartition(t, sep)?
            };
            Value::tuple(vec![Value::str(a), Value::str(b), Value::str(c)])
        }
        "translate" => {
            let mut out = String::new();
            for (i, c) in t.chars().enumerate() {
                // A lookup in a plain dict runs no Python code, so nothing else would see the
                // deadline during a translation of a long string.
                if i % 256 == 255 {
                    vm.check_deadline()?;
                }
                match vm.getitem(arg(0), &Value::Int(c as i64)) {
                    Ok(Value::None) => {}
                    Ok(Value::Int(i)) => out.push(char::from_u32(i as u32).unwrap_or(c)),
                    Ok(Value::Str(s)) => out.push_str(&s.s),
                    Ok(_) => {
                        return Err(PyErr::type_err(
                            "character mapping must return integer, None or str",
                        ));
                    }
                    Err(PyErr::New(ExcKind::KeyError | ExcKind::IndexError, _)) => out.push(c),
                    Err(e) => return Err(e),
                }
            }
            s(out)
        }
        "encode" => {
            let encoding = codec_arg(opt(0), "encode", "encoding", "utf-8")?;
            let errors = codec_arg(opt(1), "encode", "errors", "strict")?;
            Value::Bytes(Rc::from(crate::text::codecs::encode(t, encoding, errors)?))
        }
        "expandtabs" => {
            let size = match opt(0) {
                Some(v) => c_int_arg(vm, v)?,
                None => 8,
            };
            s(ts::expandtabs(t, size, vm.text_max_len())?)
        }
        "removeprefix" => {
            let x = arg_str(arg(0), "removeprefix() argument ")?;
            s(t.strip_prefix(x).unwrap_or(t).to_string())
        }
        "removesuffix" => {
            let x = arg_str(arg(0), "removesuffix() argument ")?;
            s(t.strip_suffix(x).unwrap_or(t).to_string())
        }
        "__format__" => vm.format_method(&Value::Str(p.clone()), std::slice::from_ref(arg(0)))?,
        "__len__" => Value::Int(p.char_len as i64),
        "__contains__" => Value::bool(vm.contains(&Value::Str(p.clone()), arg(0))?),
        "__getitem__" => vm.getitem(&Value::Str(p.clone()), arg(0))?,
        _ => {
            return Err(PyErr::msg(
                ExcKind::AttributeError,
                format!("'str' object has no attribute '{name}'"),
            ));
        }
    })
}
