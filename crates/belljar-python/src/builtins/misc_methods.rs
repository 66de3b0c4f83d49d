//! Method tables of the remaining builtin values (tuple, int, float, bytes, range, slice,
//! generators, iterators, properties), `object`'s and `BaseException`'s methods on instances,
//! and the class methods of builtin types (`dict.fromkeys` lives with dict, `int.from_bytes`,
//! `bytes.fromhex`, `str.maketrans`, `type.mro` here).

use crate::values::PyBool;
use std::rc::Rc;

use num_bigint::BigInt;
use num_traits::{Signed, Zero};

use super::args::{self, Args, Method, Sig, Table};
use super::list_methods::{contains, dunder_iter, getitem, len_of};
use crate::values::{Property, Value};
use crate::vm::call::GenStep;
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// The methods of `tuple`.
pub static TUPLE_TABLE: Table = Table {
    owner: "tuple",
    methods: &[
        Method::new(Sig::one("count"), seq_count),
        Method::new(Sig::pos("index", 1, 3), tuple_index),
        Method::new(Sig::wrapper("__len__", 0), len_of),
        Method::new(Sig::wrapper("__getitem__", 1), getitem),
        Method::new(Sig::wrapper("__contains__", 1), contains),
        Method::new(Sig::wrapper("__iter__", 0), dunder_iter),
    ],
};

/// The methods of `int` (and `bool`).
pub static INT_TABLE: Table = Table {
    owner: "int",
    methods: &[
        Method::new(Sig::noargs("bit_length"), int_bit_length),
        Method::new(Sig::one("__format__"), number_format),
        Method::new(Sig::noargs("bit_count"), int_bit_count),
        Method::new(Sig::noargs("conjugate"), int_conjugate),
        Method::new(Sig::noargs("as_integer_ratio"), int_as_integer_ratio),
        Method::new(
            Sig::kw("to_bytes", &["length", "byteorder", "signed"], 0, 2, 0),
            int_to_bytes,
        ),
        Method::class(
            Sig::kw("from_bytes", &["bytes", "byteorder", "signed"], 0, 2, 1),
            int_from_bytes,
        ),
    ],
};

/// The methods of `float`.
pub static FLOAT_TABLE: Table = Table {
    owner: "float",
    methods: &[
        Method::new(Sig::noargs("is_integer"), float_is_integer),
        Method::new(Sig::one("__format__"), number_format),
        Method::new(Sig::noargs("as_integer_ratio"), float_as_integer_ratio),
        Method::new(Sig::noargs("conjugate"), float_conjugate),
        Method::new(Sig::noargs("hex"), float_hex),
        Method::class(Sig::one("fromhex"), float_fromhex),
    ],
};

/// The methods of `bytes`. The text-like ones declare CPython's `bytes` signatures and run
/// `str`'s implementation (`str_methods::run`) on the Latin-1 view.
pub static BYTES_TABLE: Table = Table {
    owner: "bytes",
    methods: &[
        Method::new(
            Sig::kw("decode", &["encoding", "errors"], 0, 2, 0),
            bytes_decode,
        ),
        Method::new(
            Sig::kw("hex", &["sep", "bytes_per_sep"], 0, 2, 0),
            bytes_hex,
        ),
        Method::new(Sig::tuple("startswith", 1, 3), bytes_as_text),
        Method::new(Sig::tuple("endswith", 1, 3), bytes_as_text),
        Method::new(Sig::tuple("count", 1, 3), bytes_as_text),
        Method::new(Sig::tuple("find", 1, 3), bytes_as_text),
        Method::new(
            Sig::kw("split", &["sep", "maxsplit"], 0, 2, 0),
            bytes_as_text,
        ),
        Method::new(Sig::pos("strip", 0, 1), bytes_as_text),
        Method::new(Sig::noargs("upper"), bytes_as_text),
        Method::new(Sig::noargs("lower"), bytes_as_text),
        Method::new(Sig::one("join"), bytes_as_text),
        Method::new(Sig::pos("replace", 2, 3), bytes_as_text),
        Method::new(Sig::pos("lstrip", 0, 1), bytes_as_text),
        Method::new(Sig::pos("rstrip", 0, 1), bytes_as_text),
        Method::new(
            Sig::kw("rsplit", &["sep", "maxsplit"], 0, 2, 0),
            bytes_as_text,
        ),
        Method::new(Sig::kw("splitlines", &["keepends"], 0, 1, 0), bytes_as_text),
        Method::new(Sig::tuple("rfind", 1, 3), bytes_as_text),
        Method::new(Sig::tuple("index", 1, 3), bytes_as_text),
        Method::new(Sig::tuple("rindex", 1, 3), bytes_as_text),
        Method::new(Sig::one("partition"), bytes_as_text),
        Method::new(Sig::one("rpartition"), bytes_as_text),
        Method::new(Sig::one("removeprefix"), bytes_as_text),
        Method::new(Sig::one("removesuffix"), bytes_as_text),
        Method::new(Sig::pos("ljust", 1, 2), bytes_as_text),
        Method::new(Sig::pos("rjust", 1, 2), bytes_as_text),
        Method::new(Sig::pos("center", 1, 2), bytes_as_text),
        Method::new(Sig::one("zfill"), bytes_as_text),
        Method::new(Sig::kw("expandtabs", &["tabsize"], 0, 1, 0), bytes_as_text),
        Method::new(Sig::noargs("capitalize"), bytes_as_text),
        Method::new(Sig::noargs("title"), bytes_as_text),
        Method::new(Sig::noargs("swapcase"), bytes_as_text),
        Method::new(Sig::noargs("isalnum"), bytes_as_text),
        Method::new(Sig::noargs("isalpha"), bytes_as_text),
        Method::new(Sig::noargs("isascii"), bytes_as_text),
        Method::new(Sig::noargs("isdigit"), bytes_as_text),
        Method::new(Sig::noargs("islower"), bytes_as_text),
        Method::new(Sig::noargs("isupper"), bytes_as_text),
        Method::new(Sig::noargs("isspace"), bytes_as_text),
        Method::new(Sig::noargs("istitle"), bytes_as_text),
        Method::class(Sig::one("fromhex"), bytes_fromhex),
        Method::new(
            Sig::kw("translate", &["table", "delete"], 1, 2, 1),
            bytes_translate,
        ),
        Method::function(Sig::pos("maketrans", 2, 2), bytes_maketrans),
        Method::new(Sig::wrapper("__len__", 0), len_of),
        Method::new(Sig::wrapper("__getitem__", 1), getitem),
        Method::new(Sig::wrapper("__contains__", 1), contains),
        Method::new(Sig::wrapper("__iter__", 0), dunder_iter),
    ],
};

/// The methods of `range`.
pub static RANGE_TABLE: Table = Table {
    owner: "range",
    methods: &[
        Method::new(Sig::one("count"), range_count),
        Method::new(Sig::one("index"), range_index),
        Method::new(Sig::wrapper("__len__", 0), len_of),
        Method::new(Sig::wrapper("__getitem__", 1), getitem),
        Method::new(Sig::wrapper("__contains__", 1), contains),
        Method::new(Sig::wrapper("__iter__", 0), dunder_iter),
    ],
};

/// The methods of `slice`.
pub static SLICE_TABLE: Table = Table {
    owner: "slice",
    methods: &[Method::new(Sig::one("indices"), slice_indices)],
};

/// The methods of generators.
pub static GENERATOR_TABLE: Table = Table {
    owner: "generator",
    methods: &[
        Method::new(Sig::one("send"), gen_send),
        Method::new(Sig::pos("throw", 1, 3), gen_throw),
        Method::new(Sig::noargs("close"), gen_close),
        Method::new(Sig::wrapper("__next__", 0), gen_next),
        Method::new(Sig::wrapper("__iter__", 0), itself),
    ],
};

/// The methods of builtin iterators.
pub static ITERATOR_TABLE: Table = Table {
    owner: "iterator",
    methods: &[
        Method::new(Sig::wrapper("__next__", 0), iter_next),
        Method::new(Sig::wrapper("__iter__", 0), itself),
    ],
};

/// The methods of `property`.
pub static PROPERTY_TABLE: Table = Table {
    owner: "property",
    methods: &[
        Method::new(Sig::one("setter"), property_with),
        Method::new(Sig::one("getter"), property_with),
        Method::new(Sig::one("deleter"), property_with),
    ],
};

/// `object`'s methods, which every instance has.
pub static OBJECT_TABLE: Table = Table {
    owner: "object",
    methods: &[
        Method::new(Sig::raw("__init__"), object_init),
        Method::function(Sig::varpos("__new__", 0), object_new),
        Method::new(Sig::wrapper("__repr__", 0), object_repr),
        Method::new(Sig::wrapper("__str__", 0), object_str),
        Method::new(Sig::wrapper("__eq__", 1), object_eq),
        Method::new(Sig::wrapper("__ne__", 1), object_ne),
        Method::new(Sig::wrapper("__hash__", 0), object_hash),
        Method::new(Sig::one("__format__"), object_format),
        Method::new(Sig::wrapper("__setattr__", 2), object_setattr),
        Method::new(Sig::wrapper("__delattr__", 1), object_delattr),
        Method::class(Sig::raw("__init_subclass__"), object_init_subclass),
        Method::new(Sig::wrapper("__getattribute__", 1), object_getattribute),
    ],
};

/// `BaseException`'s own methods.
pub static BASE_EXCEPTION_TABLE: Table = Table {
    owner: "BaseException",
    methods: &[
        Method::new(Sig::one("with_traceback"), exc_with_traceback),
        Method::new(Sig::one("add_note"), exc_add_note),
    ],
};

/// `type`'s methods, which every class has.
pub static TYPE_TABLE: Table = Table {
    owner: "type",
    methods: &[Method::new(Sig::noargs("mro"), type_mro)],
};

/// `type`'s own slots, which metaclasses (`class M(type)`) inherit and reach through `super()`.
pub static TYPE_META_TABLE: Table = Table {
    owner: "type",
    methods: &[
        Method::new(Sig::raw("__call__"), type_call),
        Method::function(Sig::raw("__new__"), type_new),
        Method::new(Sig::raw("__init__"), type_init),
    ],
};

fn tuple_items<'v>(this: &'v Value, a: &Args) -> PyResult<&'v Rc<Vec<Value>>> {
    match this {
        Value::Tuple(t) => Ok(t),
        o => Err(super::wrong_receiver(o, "tuple", a.name())),
    }
}

/// `t.count(x)`.
fn seq_count(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let t = tuple_items(this, a)?.clone();
    let mut c = 0;
    for x in t.iter() {
        if vm.eq(x, a.arg(0))? {
            c += 1;
        }
    }
    Ok(Value::Int(c))
}

fn tuple_index(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let t = tuple_items(this, a)?.clone();
    let n = t.len() as i64;
    let mut norm = |v: Option<&Value>, d: i64| -> PyResult<i64> {
        Ok(match v {
            Some(v) => {
                let i = args::slice_index(vm, v)?;
                if i < 0 {
                    i.saturating_add(n).max(0)
                } else {
                    i.min(n)
                }
            }
            None => d,
        })
    };
    let lo = norm(a.get(1), 0)?;
    let hi = norm(a.get(2), n)?;
    for i in lo..hi {
        if let Some(x) = t.get(i as usize) {
            if vm.eq(x, a.arg(0))? {
                return Ok(Value::Int(i));
            }
        }
    }
    Err(PyErr::value_err("tuple.index(x): x not in tuple"))
}

fn range_count(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    Ok(Value::Int(vm.contains(this, a.arg(0))? as i64))
}

fn range_index(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let x = a.arg(0);
    if let Value::Range(r) = this {
        if vm.contains(this, x)? {
            if let Value::Int(i) = x {
                let pos = (*i as i128 - r.start as i128) / r.step as i128;
                return Ok(Value::from_big(BigInt::from(pos)));
            }
        }
    }
    let s = vm.repr(x)?;
    Err(PyErr::value_err(format!("{s} is not in range")))
}

/// The receiver of an int method as a BigInt.
fn int_of(this: &Value, a: &Args) -> PyResult<BigInt> {
    match this {
        Value::Int(i) => Ok(BigInt::from(*i)),
        Value::Bool(x) => Ok(BigInt::from(*x as i64)),
        Value::BigInt(b) => Ok((**b).clone()),
        o => Err(super::wrong_receiver(o, "int", a.name())),
    }
}

fn int_bit_length(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    Ok(Value::Int(int_of(this, a)?.bits() as i64))
}

fn int_bit_count(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let b = int_of(this, a)?;
    Ok(Value::Int(
        b.abs()
            .to_u64_digits()
            .1
            .iter()
            .map(|d| d.count_ones() as i64)
            .sum(),
    ))
}

fn int_conjugate(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    Ok(Value::from_big(int_of(this, a)?))
}

fn int_as_integer_ratio(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    Ok(Value::tuple(vec![
        Value::from_big(int_of(this, a)?),
        Value::Int(1),
    ]))
}

/// `byteorder` of `to_bytes`/`from_bytes`: true for little-endian.
fn little_endian(v: Option<&Value>, func: &str) -> PyResult<bool> {
    match v {
        None => Ok(false),
        Some(v) => match args::str_arg(v, func, "byteorder")? {
            "little" => Ok(true),
            "big" => Ok(false),
            _ => Err(PyErr::value_err(
                "byteorder must be either 'little' or 'big'",
            )),
        },
    }
}

fn int_to_bytes(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let b = int_of(this, a)?;
    let len = match a.get(0) {
        Some(v) => args::index(vm, v)?,
        None => 1,
    };
    if len < 0 {
        return Err(PyErr::value_err("length argument must be non-negative"));
    }
    let little = little_endian(a.get(1), "to_bytes")?;
    let signed = args::truth(vm, a.get(2), false)?;
    if b.is_negative() && !signed {
        return Err(PyErr::msg(
            ExcKind::OverflowError,
            "can't convert negative int to unsigned",
        ));
    }
    let mut bytes = if signed {
        b.to_signed_bytes_le()
    } else {
        b.to_bytes_le().1
    };
    if b.is_zero() {
        bytes.clear();
    }
    if bytes.len() as u128 > len as u128 {
        return Err(PyErr::msg(ExcKind::OverflowError, "int too big to convert"));
    }
    vm.reserve(len as u128)?;
    bytes.resize(len as usize, if b.is_negative() { 0xff } else { 0 });
    if !little {
        bytes.reverse();
    }
    Ok(Value::Bytes(Rc::new(bytes)))
}

fn int_from_bytes(vm: &mut Vm, _cls: &Value, a: &Args) -> PyResult<Value> {
    let src = a.arg(0);
    let data: Vec<u8> = match src {
        Value::Bytes(b) => b.to_vec(),
        Value::Str(_) | Value::Int(_) | Value::Float(_) | Value::None | Value::Bool(_) => {
            return Err(PyErr::type_err(format!(
                "cannot convert '{}' object to bytes",
                src.type_name()
            )));
        }
        other => {
            let mut out = Vec::new();
            for x in vm.collect(other)? {
                let i = args::index(vm, &x)?;
                if !(0..256).contains(&i) {
                    return Err(PyErr::value_err("bytes must be in range(0, 256)"));
                }
                out.push(i as u8);
            }
            out
        }
    };
    let little = little_endian(a.get(1), "from_bytes")?;
    let signed = args::truth(vm, a.get(2), false)?;
    let n = match (little, signed) {
        (true, false) => BigInt::from_bytes_le(num_bigint::Sign::Plus, &data),
        (false, false) => BigInt::from_bytes_be(num_bigint::Sign::Plus, &data),
        (true, true) => BigInt::from_signed_bytes_le(&data),
        (false, true) => BigInt::from_signed_bytes_be(&data),
    };
    Ok(Value::from_big(n))
}

fn float_of(this: &Value, a: &Args) -> PyResult<f64> {
    match this {
        Value::Float(f) => Ok(f.get()),
        o => Err(super::wrong_receiver(o, "float", a.name())),
    }
}

fn float_is_integer(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let f = float_of(this, a)?;
    Ok(Value::bool(f.is_finite() && f.fract() == 0.0))
}

fn float_conjugate(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    Ok(Value::float(float_of(this, a)?))
}

/// `float.as_integer_ratio()`: the exact value as a fraction in lowest terms (the
/// denominator a power of two), from the float's bits.
fn float_as_integer_ratio(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let f = float_of(this, a)?;
    if f.is_nan() {
        return Err(PyErr::value_err("cannot convert NaN to integer ratio"));
    }
    if f.is_infinite() {
        return Err(PyErr::msg(
            ExcKind::OverflowError,
            "cannot convert Infinity to integer ratio",
        ));
    }
    let bits = f.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i64;
    let fraction = bits & ((1 << 52) - 1);
    // f = mantissa * 2^exp exactly.
    let (mut mantissa, mut exp) = if biased == 0 {
        (fraction, -1074)
    } else {
        (fraction | (1 << 52), biased - 1075)
    };
    if mantissa == 0 {
        return Ok(Value::tuple(vec![Value::Int(0), Value::Int(1)]));
    }
    let tz = mantissa.trailing_zeros() as i64;
    mantissa >>= tz;
    exp += tz;
    let mut n = BigInt::from(mantissa);
    if f < 0.0 {
        n = -n;
    }
    let (n, d) = if exp >= 0 {
        (n << exp as usize, BigInt::from(1))
    } else {
        (n, BigInt::from(1) << (-exp) as usize)
    };
    Ok(Value::tuple(vec![Value::from_big(n), Value::from_big(d)]))
}

/// `float.hex()`: `[-]0x1.<13 hex digits>p<exp>` (`0x0.` for zero and subnormals).
fn float_hex(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    Ok(Value::string(crate::text::float::float_hex(float_of(
        this, a,
    )?)))
}

fn float_fromhex(_: &mut Vm, _cls: &Value, a: &Args) -> PyResult<Value> {
    let Value::Str(s) = a.arg(0) else {
        return Err(PyErr::type_err("bad argument type for built-in operation"));
    };
    Ok(Value::float(crate::text::float::float_fromhex(&s.s)?))
}

/// A bytes-like argument's contents, or CPython's `TypeError`.
fn buffer_arg(v: &Value) -> PyResult<Vec<u8>> {
    super::bytearray::contents(v).ok_or_else(|| {
        PyErr::type_err(format!(
            "a bytes-like object is required, not '{}'",
            v.type_name()
        ))
    })
}

/// `bytes.maketrans(from, to)`: a 256-byte table mapping each byte of `from` to the byte
/// of `to` at the same position.
pub fn bytes_maketrans(_: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let from = buffer_arg(a.arg(0))?;
    let to = buffer_arg(a.arg(1))?;
    if from.len() != to.len() {
        return Err(PyErr::value_err(
            "maketrans arguments must have same length",
        ));
    }
    let mut table: Vec<u8> = (0..=255).collect();
    for (f, t) in from.into_iter().zip(to) {
        table[f as usize] = t;
    }
    Ok(Value::Bytes(Rc::new(table)))
}

/// `b.translate(table, /, delete=b'')`: drop the bytes in `delete`, map the rest through
/// `table` (a 256-byte table, or `None` to keep them).
fn bytes_translate(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let b = bytes_of(this, a)?;
    let table = match a.arg(0) {
        Value::None => None,
        t => {
            let t = buffer_arg(t)?;
            if t.len() != 256 {
                return Err(PyErr::value_err(
                    "translation table must be 256 characters long",
                ));
            }
            Some(t)
        }
    };
    let delete = match a.get(1) {
        Some(d) => buffer_arg(d)?,
        None => Vec::new(),
    };
    let mut drop = [false; 256];
    for d in delete {
        drop[d as usize] = true;
    }
    let out: Vec<u8> = b
        .iter()
        .filter(|&&c| !drop[c as usize])
        .map(|&c| table.as_ref().map_or(c, |t| t[c as usize]))
        .collect();
    Ok(Value::Bytes(Rc::new(out)))
}

fn bytes_of<'v>(this: &'v Value, a: &Args) -> PyResult<&'v Rc<Vec<u8>>> {
    match this {
        Value::Bytes(b) => Ok(b),
        o => Err(super::wrong_receiver(o, "bytes", a.name())),
    }
}

fn bytes_decode(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let b = bytes_of(this, a)?;
    let encoding = super::str_methods::codec_arg(a.get(0), "decode", "encoding", "utf-8")?;
    let errors = super::str_methods::codec_arg(a.get(1), "decode", "errors", "strict")?;
    Ok(Value::string(crate::text::codecs::decode(
        b, encoding, errors,
    )?))
}

fn bytes_hex(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let b = bytes_of(this, a)?;
    Ok(Value::string(hex_sep(vm, b, a.get(0), a.get(1))?))
}

/// `bytes.hex(sep, bytes_per_sep)` (and `binascii.hexlify`): lower-case hex digits, with `sep`
/// (a str or bytes of length 1) between groups of `bytes_per_sep` bytes, counted from the
/// right when it is positive and from the left when negative, as CPython's `_Py_strhex`.
pub fn hex_sep(
    vm: &mut Vm,
    b: &[u8],
    sep: Option<&Value>,
    bytes_per_sep: Option<&Value>,
) -> PyResult<String> {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let digit = |x: u8| {
        [
            DIGITS[(x >> 4) as usize] as char,
            DIGITS[(x & 15) as usize] as char,
        ]
    };
    let Some(sep) = sep else {
        return Ok(b.iter().flat_map(|&x| digit(x)).collect());
    };
    let sep = match sep {
        Value::Str(s) => s.s.clone(),
        Value::Bytes(s) => s.iter().map(|&c| c as char).collect(),
        o => {
            return Err(PyErr::type_err(format!(
                "object of type '{}' has no len()",
                o.type_name()
            )));
        }
    };
    if sep.chars().count() != 1 {
        return Err(PyErr::value_err("sep must be length 1."));
    }
    let per = match bytes_per_sep {
        Some(v) => args::index(vm, v)?,
        None => 1,
    };
    vm.check_growth(b.len().saturating_mul(3))?;
    if per == 0 {
        return Ok(b.iter().flat_map(|&x| digit(x)).collect());
    }
    let group = per.unsigned_abs().min(b.len().max(1) as u64) as usize;
    let n = b.len();
    let mut out = String::with_capacity(n * 3);
    for (i, &x) in b.iter().enumerate() {
        // Groups count from the right for a positive bytes_per_sep, from the left otherwise.
        let boundary = if per > 0 {
            i > 0 && (n - i).is_multiple_of(group)
        } else {
            i > 0 && i.is_multiple_of(group)
        };
        if boundary {
            out.push_str(&sep);
        }
        out.extend(digit(x));
    }
    Ok(out)
}

/// A bytes method that `str` also has: run `str`'s on a text view of the bytes and convert
/// back (see `bytes_view`). Arguments are checked as `bytes`' own methods check them (a str
/// where bytes are expected is CPython's `TypeError`, an int is a byte for the search
/// methods) before they are viewed as text.
fn bytes_as_text(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let b = bytes_of(this, a)?;
    let name = a.name();
    match name {
        "isascii" => return Ok(Value::bool(b.is_ascii())),
        "join" => return bytes_join(vm, b, a.arg(0)),
        _ => {}
    }
    let view = |v: &Value| super::bytearray::contents(v).map(|x| Value::string(bytes_view(&x)));
    let required = |v: &Value| {
        PyErr::type_err(format!(
            "a bytes-like object is required, not '{}'",
            v.type_name()
        ))
    };
    let mut sargs: [Option<Value>; 3] = [None, None, None];
    for (i, slot) in sargs.iter_mut().enumerate() {
        let Some(v) = a.get(i) else { continue };
        *slot = Some(match (name, i) {
            ("find" | "rfind" | "index" | "rindex" | "count", 0) => match view(v) {
                Some(t) => t,
                None if matches!(v, Value::Int(_) | Value::Bool(_) | Value::BigInt(_)) => {
                    let n = args::index_big(vm, v)?;
                    let Some(n) = num_traits::ToPrimitive::to_u8(&n) else {
                        return Err(PyErr::value_err("byte must be in range(0, 256)"));
                    };
                    Value::string(bytes_view(&[n]))
                }
                None => {
                    return Err(PyErr::type_err(format!(
                        "argument should be integer or bytes-like object, not '{}'",
                        v.type_name()
                    )));
                }
            },
            ("center" | "ljust" | "rjust", 1) => match super::bytearray::contents(v) {
                Some(x) if x.len() == 1 => Value::string(bytes_view(&x)),
                _ => {
                    return Err(PyErr::type_err(format!(
                        "{name}() argument 2 must be a byte string of length 1, not {}",
                        v.type_name()
                    )));
                }
            },
            ("startswith" | "endswith", 0) => match v {
                Value::Tuple(t) => {
                    let mut items = Vec::with_capacity(t.len());
                    for x in t.iter() {
                        items.push(view(x).ok_or_else(|| required(x))?);
                    }
                    Value::tuple(items)
                }
                _ => view(v).ok_or_else(|| {
                    PyErr::type_err(format!(
                        "{name} first arg must be bytes or a tuple of bytes, not {}",
                        v.type_name()
                    ))
                })?,
            },
            ("strip" | "lstrip" | "rstrip" | "split" | "rsplit", 0) if matches!(v, Value::None) => {
                Value::None
            }
            (
                "strip" | "lstrip" | "rstrip" | "split" | "rsplit" | "partition" | "rpartition"
                | "removeprefix" | "removesuffix",
                0,
            )
            | ("replace", 0 | 1) => view(v).ok_or_else(|| required(v))?,
            _ => v.clone(),
        });
    }
    let sargs = [sargs[0].as_ref(), sargs[1].as_ref(), sargs[2].as_ref()];
    let text = Rc::new(crate::values::PyStr::new(bytes_view(b)));
    let r = match super::str_methods::run(vm, &text, name, sargs) {
        Err(PyErr::New(ExcKind::ValueError, _)) if matches!(name, "index" | "rindex") => {
            return Err(PyErr::value_err("subsection not found"));
        }
        r => r?,
    };
    fn back(v: Value) -> Value {
        match v {
            Value::Str(s) => Value::Bytes(Rc::from(bytes_back(&s.s))),
            Value::List(l) => Value::list(l.borrow().iter().cloned().map(back).collect()),
            Value::Tuple(t) => Value::tuple(t.iter().cloned().map(back).collect()),
            o => o,
        }
    }
    Ok(back(r))
}

/// `sep.join(iterable)` for bytes: every item bytes-like, CPython's message otherwise.
fn bytes_join(vm: &mut Vm, sep: &[u8], items: &Value) -> PyResult<Value> {
    let items = vm.collect(items)?;
    let mut out = Vec::new();
    for (i, item) in items.iter().enumerate() {
        let Some(x) = super::bytearray::contents(item) else {
            return Err(PyErr::type_err(format!(
                "sequence item {i}: expected a bytes-like object, {} found",
                item.type_name()
            )));
        };
        if i > 0 {
            out.extend_from_slice(sep);
        }
        vm.check_growth(x.len() + sep.len())?;
        out.extend_from_slice(&x);
    }
    Ok(Value::Bytes(Rc::from(out)))
}

fn bytes_fromhex(_: &mut Vm, _cls: &Value, a: &Args) -> PyResult<Value> {
    let Value::Str(s) = a.arg(0) else {
        return Err(PyErr::type_err(format!(
            "fromhex() argument must be str, not {}",
            a.arg(0).type_name()
        )));
    };
    let clean: String = s.s.chars().filter(|c| !c.is_whitespace()).collect();
    if !clean.len().is_multiple_of(2) || !clean.chars().all(|c| c.is_ascii_hexdigit()) {
        return Err(PyErr::value_err(
            "non-hexadecimal number found in fromhex() arg",
        ));
    }
    let bytes: Vec<u8> = (0..clean.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&clean[i..i + 2], 16).unwrap_or(0))
        .collect();
    Ok(Value::Bytes(Rc::from(bytes)))
}

fn slice_indices(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let Value::Slice(sl) = this else {
        return Err(super::wrong_receiver(this, "slice", a.name()));
    };
    let n = args::index(vm, a.arg(0))?;
    if n < 0 {
        return Err(PyErr::value_err("length should not be negative"));
    }
    let (lo, hi, step, _) = crate::vm::ops::slice_indices(n, sl)?;
    Ok(Value::tuple(vec![
        Value::Int(lo),
        Value::Int(hi),
        Value::Int(step),
    ]))
}

/// A generator step as `send`/`__next__` return it: the yielded value, or `StopIteration`
/// carrying the returned value.
pub(crate) fn gen_step(r: GenStep) -> PyResult<Value> {
    match r {
        GenStep::Yielded(v) => Ok(v),
        GenStep::Returned(v) => Err(PyErr::New(
            ExcKind::StopIteration,
            if matches!(v, Value::None) {
                vec![]
            } else {
                vec![v]
            },
        )),
    }
}

/// `gen.send(v)` (also coroutines').
pub(crate) fn gen_send(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let Value::Generator(g) = this else {
        return Err(super::wrong_receiver(this, "generator", a.name()));
    };
    let r = vm.gen_resume(g, a.arg(0).clone(), None)?;
    gen_step(r)
}

fn gen_next(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let Value::Generator(g) = this else {
        return Err(super::wrong_receiver(this, "generator", a.name()));
    };
    let r = vm.gen_resume(g, Value::None, None)?;
    gen_step(r)
}

/// `gen.throw(exc)` (also coroutines').
pub(crate) fn gen_throw(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let Value::Generator(g) = this else {
        return Err(super::wrong_receiver(this, "generator", a.name()));
    };
    // `throw` words a non-exception differently from `raise`.
    match a.arg(0) {
        Value::Instance(i) if i.exc.is_some() => {}
        Value::Class(c) if c.is_exc => {}
        o => {
            return Err(PyErr::type_err(format!(
                "exceptions must be classes or instances deriving from BaseException, not {}",
                o.type_name()
            )));
        }
    }
    let inst = vm.make_exception(a.arg(0).clone())?;
    let r = vm.gen_resume(g, Value::None, Some(PyErr::Obj(inst)))?;
    gen_step(r)
}

/// `gen.close()` (also coroutines').
pub(crate) fn gen_close(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let Value::Generator(g) = this else {
        return Err(super::wrong_receiver(this, "generator", a.name()));
    };
    let kind = g.borrow().kind.name();
    if g.borrow().running {
        return Err(PyErr::value_err(format!("{kind} already executing")));
    }
    let started = g.borrow().frame.as_ref().map(|f| f.pc > 0).unwrap_or(false);
    if !started {
        let mut gb = g.borrow_mut();
        gb.finished = true;
        gb.frame = None;
        return Ok(Value::None);
    }
    match vm.gen_resume(
        g,
        Value::None,
        Some(PyErr::New(ExcKind::GeneratorExit, vec![])),
    ) {
        Ok(GenStep::Yielded(_)) => Err(PyErr::msg(
            ExcKind::RuntimeError,
            format!("{kind} ignored GeneratorExit"),
        )),
        Ok(GenStep::Returned(_)) => Ok(Value::None),
        Err(PyErr::Obj(o)) if o.class.is_subclass(vm.types.exc(ExcKind::GeneratorExit)) => {
            Ok(Value::None)
        }
        Err(PyErr::New(ExcKind::GeneratorExit, _)) => Ok(Value::None),
        Err(e) => Err(e),
    }
}

fn itself(_: &mut Vm, this: &Value, _: &Args) -> PyResult<Value> {
    Ok(this.clone())
}

fn iter_next(vm: &mut Vm, this: &Value, _: &Args) -> PyResult<Value> {
    match vm.next(this)? {
        Some(v) => Ok(v),
        None => Err(PyErr::New(ExcKind::StopIteration, vec![])),
    }
}

/// `p.setter(f)`, `p.getter(f)`, `p.deleter(f)`: a copy of the property with one function
/// replaced.
fn property_with(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let Value::Property(p) = this else {
        return Err(super::wrong_receiver(this, "property", a.name()));
    };
    let f = a.arg(0).clone();
    let mut np = Property {
        fget: p.fget.clone(),
        fset: p.fset.clone(),
        fdel: p.fdel.clone(),
    };
    match a.name() {
        "setter" => np.fset = f,
        "getter" => np.fget = f,
        _ => np.fdel = f,
    }
    Ok(Value::Property(Rc::new(np)))
}

/// `object.__init__`: an exception instance keeps its arguments; others ignore them.
fn object_init(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    if let Value::Instance(inst) = this {
        if let Some(e) = &inst.exc {
            e.borrow_mut().args = a.positional().to_vec();
        } else {
            let (pos, kw) = a.raw();
            if inst.payload.is_none() && (!pos.is_empty() || !kw.is_empty()) {
                // CPython's `object_init`: extra arguments are an error unless the class
                // takes them in its own `__new__`.
                let user = |n: &str| {
                    inst.class
                        .lookup(n)
                        .is_some_and(|v| !matches!(v, Value::Builtin(_)))
                };
                if user("__init__") {
                    return Err(PyErr::type_err(
                        "object.__init__() takes exactly one argument (the instance to initialize)",
                    ));
                }
                if !user("__new__") {
                    return Err(PyErr::type_err(format!(
                        "{}() takes no arguments",
                        inst.class.name
                    )));
                }
            }
        }
    }
    Ok(Value::None)
}

fn object_new(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    super::slots::object_new(vm, a.rest())
}

fn object_repr(vm: &mut Vm, this: &Value, _: &Args) -> PyResult<Value> {
    let Value::Instance(inst) = this else {
        return Ok(Value::string(vm.repr(this)?));
    };
    if let Some(e) = &inst.exc {
        let a = e.borrow().args.clone();
        let inner = match a.as_slice() {
            [one] => vm.repr(one)?,
            _ => {
                let t = vm.repr(&Value::tuple(a))?;
                t.trim_start_matches('(').trim_end_matches(')').to_string()
            }
        };
        return Ok(Value::string(format!("{}({})", inst.class.name, inner)));
    }
    Ok(Value::string(format!(
        "<__main__.{} object at {:#x}>",
        inst.class.qualname,
        this.id()
    )))
}

fn object_str(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    if let Value::Instance(inst) = this {
        if let Some(e) = &inst.exc {
            let args = e.borrow().args.clone();
            return Ok(Value::string(match args.as_slice() {
                [] => String::new(),
                [one] => vm.to_str(one)?,
                _ => vm.repr(&Value::tuple(args))?,
            }));
        }
    }
    object_repr(vm, this, a)
}

fn object_eq(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    Ok(if this.is(a.arg(0)) {
        Value::Bool(PyBool::True)
    } else {
        Value::NotImplemented
    })
}

fn object_ne(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    Ok(if this.is(a.arg(0)) {
        Value::Bool(PyBool::False)
    } else {
        Value::NotImplemented
    })
}

fn object_hash(_: &mut Vm, this: &Value, _: &Args) -> PyResult<Value> {
    Ok(Value::Int((this.id() >> 4) as i64))
}

fn object_format(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    vm.format_method(this, std::slice::from_ref(a.arg(0)))
}

/// `int.__format__` / `float.__format__` (bool's too): the format-spec mini-language.
fn number_format(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    vm.format_method(this, std::slice::from_ref(a.arg(0)))
}

fn attr_name(v: &Value) -> PyResult<&str> {
    match v {
        Value::Str(n) => Ok(&n.s),
        o => Err(PyErr::type_err(format!(
            "attribute name must be string, not '{}'",
            o.type_name()
        ))),
    }
}

fn object_setattr(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let name = attr_name(a.arg(0))?.to_string();
    match this {
        // `type.__setattr__` of a user class (what a metaclass's `super().__setattr__` reaches).
        Value::Class(c) if !c.builtin => vm.class_set_attr(c, &name, a.arg(1).clone())?,
        _ => vm.raw_set_attr(this, &name, a.arg(1).clone())?,
    }
    Ok(Value::None)
}

fn object_delattr(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let name = attr_name(a.arg(0))?;
    let removed = match this {
        Value::Instance(inst) => inst.dict.borrow_mut().shift_remove(name).is_some(),
        Value::Class(c) if !c.builtin => {
            if c.dict_mut().shift_remove(name).is_none() {
                return Err(PyErr::msg(
                    ExcKind::AttributeError,
                    format!("type object '{}' has no attribute '{name}'", c.name),
                ));
            }
            true
        }
        _ => false,
    };
    if !removed {
        return Err(PyErr::msg(
            ExcKind::AttributeError,
            format!("'{}' object has no attribute '{name}'", this.type_name()),
        ));
    }
    Ok(Value::None)
}

fn exc_with_traceback(_: &mut Vm, this: &Value, _: &Args) -> PyResult<Value> {
    Ok(this.clone())
}

fn exc_add_note(_: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    if !matches!(a.arg(0), Value::Str(_)) {
        return Err(PyErr::type_err(format!(
            "note must be a str, not '{}'",
            a.arg(0).type_name()
        )));
    }
    Ok(Value::None)
}

/// `type.__call__(cls, *args, **kwargs)`.
fn type_call(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let Value::Class(c) = this else {
        return Err(super::wrong_receiver(this, "type", a.name()));
    };
    let (pos, kw) = a.raw();
    vm.type_call(&c.clone(), pos.to_vec(), kw.to_vec())
}

/// `type.__new__(mcs, name, bases, ns, **kwargs)`.
fn type_new(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let (pos, kw) = a.raw();
    match pos.first() {
        Some(Value::Class(mcs)) if crate::vm::meta::is_metaclass(mcs) => {
            vm.type_new(&mcs.clone(), &pos[1..], &kw.to_vec())
        }
        Some(Value::Class(c)) => Err(PyErr::type_err(format!(
            "type.__new__({}): {} is not a subtype of type",
            c.name, c.name
        ))),
        Some(o) => Err(PyErr::type_err(format!(
            "type.__new__(X): X is not a type object ({})",
            o.type_name()
        ))),
        None => Err(PyErr::type_err("type.__new__(): not enough arguments")),
    }
}

/// `type.__init__(cls, ...)`: checks its arguments only.
fn type_init(_: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let (pos, kw) = a.raw();
    crate::vm::meta::type_init_check(pos, &kw.to_vec())?;
    Ok(Value::None)
}

/// `object.__getattribute__(obj, name)`: the lookup without a user `__getattribute__` or
/// `__getattr__`.
fn object_getattribute(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let name = attr_name(a.arg(0))?.to_string();
    match this {
        Value::Instance(inst) => vm.generic_getattr(this, &inst.clone(), &name),
        other => vm.get_attr(other, &name),
    }
}

/// `object.__init_subclass__()`: takes nothing.
fn object_init_subclass(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let cls = match this {
        Value::Class(c) => c.clone(),
        other => vm.types.type_of(other),
    };
    let (pos, kw) = a.raw();
    crate::vm::meta::object_init_subclass(&cls, pos, &kw.to_vec())?;
    Ok(Value::None)
}

fn type_mro(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let Value::Class(c) = this else {
        return Err(super::wrong_receiver(this, "type", a.name()));
    };
    let mut v = vec![Value::Class(c.clone())];
    v.extend(c.mro.iter().map(|x| Value::Class(x.clone())));
    Ok(Value::list(v))
}

pub(super) fn str_maketrans(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let d = std::cell::RefCell::new(crate::values::Dict::default());
    match (a.arg(0), a.get(1), a.get(2)) {
        (Value::Dict(src), None, _) => {
            let items: Vec<(Value, Value)> = src.pairs();
            for (k, v) in items {
                let k = match k {
                    Value::Str(s) if s.char_len == 1 => {
                        Value::Int(s.s.chars().next().map(|c| c as i64).unwrap_or(0))
                    }
                    Value::Str(_) => {
                        return Err(PyErr::value_err(
                            "string keys in translate table must be of length 1",
                        ));
                    }
                    o @ (Value::Int(_) | Value::BigInt(_) | Value::Bool(_)) => o,
                    _ => {
                        return Err(PyErr::type_err(
                            "keys in translate table must be strings or integers",
                        ));
                    }
                };
                let key = vm.key(k)?;
                d.borrow_mut().insert(key, v);
            }
        }
        (_, None, _) => {
            return Err(PyErr::type_err(
                "if you give only one argument to maketrans it must be a dict",
            ));
        }
        (Value::Str(x), Some(Value::Str(y)), z) => {
            if x.char_len != y.char_len {
                return Err(PyErr::value_err(
                    "the first two maketrans arguments must have equal length",
                ));
            }
            for (p, q) in x.s.chars().zip(y.s.chars()) {
                let key = vm.key(Value::Int(p as i64))?;
                d.borrow_mut().insert(key, Value::Int(q as i64));
            }
            match z {
                Some(Value::Str(z)) => {
                    for p in z.s.chars() {
                        let key = vm.key(Value::Int(p as i64))?;
                        d.borrow_mut().insert(key, Value::None);
                    }
                }
                Some(o) => {
                    return Err(PyErr::type_err(format!(
                        "maketrans() argument 3 must be str, not {}",
                        o.type_name()
                    )));
                }
                None => {}
            }
        }
        (Value::Str(_), Some(o), _) => {
            return Err(PyErr::type_err(format!(
                "maketrans() argument 2 must be str, not {}",
                o.type_name()
            )));
        }
        (o, Some(_), _) => {
            return Err(PyErr::type_err(format!(
                "maketrans() argument 1 must be str, not {}",
                o.type_name()
            )));
        }
    }
    Ok(Value::Dict(Rc::new(
        crate::values::teardown::DictCell::new(d.into_inner()),
    )))
}

/// The text view the bytes methods that reuse `str`'s algorithms work on: ASCII bytes other
/// than `\x1c`..`\x1f` stay themselves, every other byte becomes the private-use character
/// U+E000 + byte, which no `str` rule treats as whitespace, cased or a line break. So
/// `upper`/`lower` change ASCII letters only and `split()`/`strip()` see only ASCII
/// whitespace, as bytes methods do.
fn bytes_view(b: &[u8]) -> String {
    b.iter()
        .map(|&c| {
            if c < 0x80 && !(0x1c..0x20).contains(&c) {
                c as char
            } else {
                char::from_u32(0xe000 + c as u32).unwrap_or('\u{fffd}')
            }
        })
        .collect()
}

/// The bytes of a [`bytes_view`] text.
fn bytes_back(s: &str) -> Vec<u8> {
    s.chars()
        .map(|c| {
            let n = c as u32;
            if n >= 0xe000 {
                (n - 0xe000) as u8
            } else {
                n as u8
            }
        })
        .collect()
}
