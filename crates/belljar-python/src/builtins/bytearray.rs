//! The `bytearray` type, a native type (`values/native.rs`): a mutable byte buffer. Its
//! construction forms, item and slice assignment and deletion, the list-like mutators
//! (`append`, `extend`, `pop`, `insert`, `remove`, `+=`, `*=`), comparison with `bytes`, and
//! the `bytes` methods it shares (run on a snapshot through `bytes`' own table, results
//! turned back into `bytearray`s), with CPython's messages. Iteration is live, by index.

use std::any::Any;
use std::cell::{Cell, RefCell};
use std::cmp::Ordering;
use std::rc::Rc;

use super::args::{self, Args, Method, Sig};
use crate::compile::code::BinOp;
use crate::values::Value;
use crate::values::native::{self, NativeObject, NativeType, this};
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// A `bytearray`.
pub struct ByteArray {
    /// The bytes.
    pub data: RefCell<Vec<u8>>,
}

/// The `bytearray` type.
pub static BYTEARRAY: NativeType = NativeType {
    name: "bytearray",
    methods: &[
        &m::APPEND,
        &m::EXTEND,
        &m::POP,
        &m::INSERT,
        &m::REMOVE,
        &m::CLEAR,
        &m::COPY,
        &m::REVERSE,
        &m::DECODE,
        &m::HEX,
        &m::STARTSWITH,
        &m::ENDSWITH,
        &m::COUNT,
        &m::FIND,
        &m::SPLIT,
        &m::STRIP,
        &m::UPPER,
        &m::LOWER,
        &m::JOIN,
        &m::REPLACE,
        &m::LSTRIP,
        &m::RSTRIP,
        &m::RSPLIT,
        &m::SPLITLINES,
        &m::RFIND,
        &m::INDEX,
        &m::RINDEX,
        &m::PARTITION,
        &m::RPARTITION,
        &m::REMOVEPREFIX,
        &m::REMOVESUFFIX,
        &m::LJUST,
        &m::RJUST,
        &m::CENTER,
        &m::ZFILL,
        &m::EXPANDTABS,
        &m::CAPITALIZE,
        &m::TITLE,
        &m::SWAPCASE,
        &m::ISALNUM,
        &m::ISALPHA,
        &m::ISASCII,
        &m::ISDIGIT,
        &m::ISLOWER,
        &m::ISUPPER,
        &m::ISSPACE,
        &m::ISTITLE,
        &m::TRANSLATE,
        &m::MAKETRANS,
        &m::FROMHEX,
        &m::NEW,
    ],
};

/// The method table's entries.
mod m {
    use super::*;
    pub static APPEND: Method = Method::new(Sig::one("append"), append);
    pub static EXTEND: Method = Method::new(Sig::one("extend"), extend);
    pub static POP: Method = Method::new(Sig::pos("pop", 0, 1), pop);
    pub static INSERT: Method = Method::new(Sig::pos("insert", 2, 2), insert);
    pub static REMOVE: Method = Method::new(Sig::one("remove"), remove);
    pub static CLEAR: Method = Method::new(Sig::noargs("clear"), clear);
    pub static COPY: Method = Method::new(Sig::noargs("copy"), copy);
    pub static REVERSE: Method = Method::new(Sig::noargs("reverse"), reverse);
    pub static DECODE: Method =
        Method::new(Sig::kw("decode", &["encoding", "errors"], 0, 2, 0), shared);
    pub static HEX: Method =
        Method::new(Sig::kw("hex", &["sep", "bytes_per_sep"], 0, 2, 0), shared);
    pub static STARTSWITH: Method = Method::new(Sig::raw("startswith"), shared);
    pub static ENDSWITH: Method = Method::new(Sig::raw("endswith"), shared);
    pub static COUNT: Method = Method::new(Sig::raw("count"), shared);
    pub static FIND: Method = Method::new(Sig::raw("find"), shared);
    pub static SPLIT: Method = Method::new(Sig::raw("split"), shared);
    pub static STRIP: Method = Method::new(Sig::raw("strip"), shared);
    pub static UPPER: Method = Method::new(Sig::raw("upper"), shared);
    pub static LOWER: Method = Method::new(Sig::raw("lower"), shared);
    pub static JOIN: Method = Method::new(Sig::raw("join"), shared);
    pub static REPLACE: Method = Method::new(Sig::raw("replace"), shared);
    pub static LSTRIP: Method = Method::new(Sig::raw("lstrip"), shared);
    pub static RSTRIP: Method = Method::new(Sig::raw("rstrip"), shared);
    pub static RSPLIT: Method = Method::new(Sig::raw("rsplit"), shared);
    pub static SPLITLINES: Method = Method::new(Sig::raw("splitlines"), shared);
    pub static RFIND: Method = Method::new(Sig::raw("rfind"), shared);
    pub static INDEX: Method = Method::new(Sig::raw("index"), shared);
    pub static RINDEX: Method = Method::new(Sig::raw("rindex"), shared);
    pub static PARTITION: Method = Method::new(Sig::raw("partition"), shared);
    pub static RPARTITION: Method = Method::new(Sig::raw("rpartition"), shared);
    pub static REMOVEPREFIX: Method = Method::new(Sig::raw("removeprefix"), shared);
    pub static REMOVESUFFIX: Method = Method::new(Sig::raw("removesuffix"), shared);
    pub static LJUST: Method = Method::new(Sig::raw("ljust"), shared);
    pub static RJUST: Method = Method::new(Sig::raw("rjust"), shared);
    pub static CENTER: Method = Method::new(Sig::raw("center"), shared);
    pub static ZFILL: Method = Method::new(Sig::raw("zfill"), shared);
    pub static EXPANDTABS: Method = Method::new(Sig::raw("expandtabs"), shared);
    pub static CAPITALIZE: Method = Method::new(Sig::raw("capitalize"), shared);
    pub static TITLE: Method = Method::new(Sig::raw("title"), shared);
    pub static SWAPCASE: Method = Method::new(Sig::raw("swapcase"), shared);
    pub static ISALNUM: Method = Method::new(Sig::raw("isalnum"), shared);
    pub static ISALPHA: Method = Method::new(Sig::raw("isalpha"), shared);
    pub static ISASCII: Method = Method::new(Sig::raw("isascii"), shared);
    pub static ISDIGIT: Method = Method::new(Sig::raw("isdigit"), shared);
    pub static ISLOWER: Method = Method::new(Sig::raw("islower"), shared);
    pub static ISUPPER: Method = Method::new(Sig::raw("isupper"), shared);
    pub static ISSPACE: Method = Method::new(Sig::raw("isspace"), shared);
    pub static ISTITLE: Method = Method::new(Sig::raw("istitle"), shared);
    pub static TRANSLATE: Method =
        Method::new(Sig::kw("translate", &["table", "delete"], 1, 2, 1), shared);
    pub static MAKETRANS: Method = Method::function(Sig::pos("maketrans", 2, 2), maketrans);
    pub static FROMHEX: Method = Method::class(Sig::one("fromhex"), fromhex);
    pub static NEW: Method = Method::class(Sig::raw("__new__"), new);
}

/// `bytearray(source, encoding, errors)`'s signature.
const SIG: Sig = Sig::kw("bytearray", &["source", "encoding", "errors"], 0, 3, 0);

/// A new bytearray value.
pub fn value(data: Vec<u8>) -> Value {
    native::value(ByteArray {
        data: RefCell::new(data),
    })
}

/// The bytearray a value is, if it is one.
pub fn as_bytearray(v: &Value) -> Option<&ByteArray> {
    match v {
        Value::Native(o) => o.as_any().downcast_ref::<ByteArray>(),
        _ => None,
    }
}

/// The contents of a bytes-like object (`bytes` or `bytearray`), copied.
pub fn contents(v: &Value) -> Option<Vec<u8>> {
    match v {
        Value::Bytes(b) => Some(b.to_vec()),
        _ => as_bytearray(v).map(|b| b.data.borrow().clone()),
    }
}

fn me<'a>(v: &'a Value, a: &Args) -> PyResult<&'a ByteArray> {
    this::<ByteArray>(v, &BYTEARRAY, a.name())
}

/// A byte value (`0 <= v < 256`) from an int-like object.
fn byte_of(vm: &mut Vm, v: &Value) -> PyResult<u8> {
    let i = args::index(vm, v)?;
    u8::try_from(i).map_err(|_| PyErr::value_err("byte must be in range(0, 256)"))
}

/// The bytes of an iterable of ints, or of a bytes-like object.
fn bytes_from_iterable(vm: &mut Vm, v: &Value) -> PyResult<Vec<u8>> {
    if let Some(b) = contents(v) {
        return Ok(b);
    }
    let items = vm.collect(v)?;
    let mut out = Vec::with_capacity(items.len());
    for x in &items {
        out.push(byte_of(vm, x)?);
    }
    Ok(out)
}

/// Make room for `extra` more bytes under the memory budget (`MemoryError`-like refusal
/// before allocating).
fn reserve(vm: &mut Vm, extra: u128) -> PyResult<()> {
    vm.reserve(extra)
}

fn append(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let b = me(this, a)?;
    let x = byte_of(vm, a.arg(0))?;
    vm.check_growth(1)?;
    b.data.borrow_mut().push(x);
    Ok(Value::None)
}

fn extend(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let b = me(this, a)?;
    let src = a.arg(0);
    if matches!(src, Value::Str(_)) {
        return Err(PyErr::type_err(
            "'str' object cannot be interpreted as an integer",
        ));
    }
    let iterable = contents(src).is_some() || vm.iter(src).is_ok();
    if !iterable {
        return Err(PyErr::type_err(format!(
            "can't extend bytearray with {}",
            src.type_name()
        )));
    }
    let more = bytes_from_iterable(vm, src)?;
    reserve(vm, more.len() as u128)?;
    b.data.borrow_mut().extend_from_slice(&more);
    Ok(Value::None)
}

/// A position argument made absolute (`None` when out of range).
fn position(i: i64, len: usize) -> Option<usize> {
    let i = if i < 0 { i.checked_add(len as i64)? } else { i };
    (0..len as i64).contains(&i).then_some(i as usize)
}

fn pop(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let b = me(this, a)?;
    let i = match a.get(0) {
        Some(v) => args::index(vm, v)?,
        None => -1,
    };
    let mut d = b.data.borrow_mut();
    if d.is_empty() {
        return Err(PyErr::msg(ExcKind::IndexError, "pop from empty bytearray"));
    }
    let Some(at) = position(i, d.len()) else {
        return Err(PyErr::msg(ExcKind::IndexError, "pop index out of range"));
    };
    Ok(Value::Int(d.remove(at) as i64))
}

fn insert(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let b = me(this, a)?;
    let i = args::index(vm, a.arg(0))?;
    let x = byte_of(vm, a.arg(1))?;
    vm.check_growth(1)?;
    let mut d = b.data.borrow_mut();
    let n = d.len() as i64;
    let at = if i < 0 {
        (i.saturating_add(n)).max(0)
    } else {
        i.min(n)
    };
    d.insert(at as usize, x);
    Ok(Value::None)
}

fn remove(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let b = me(this, a)?;
    let x = byte_of(vm, a.arg(0))?;
    let mut d = b.data.borrow_mut();
    match d.iter().position(|&c| c == x) {
        Some(i) => {
            d.remove(i);
            Ok(Value::None)
        }
        None => Err(PyErr::value_err("value not found in bytearray")),
    }
}

fn clear(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    me(this, a)?.data.borrow_mut().clear();
    Ok(Value::None)
}

fn copy(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let d = me(this, a)?.data.borrow().clone();
    vm.check_growth(0)?;
    Ok(value(d))
}

fn reverse(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    me(this, a)?.data.borrow_mut().reverse();
    Ok(Value::None)
}

/// A method `bytes` has too: run `bytes`' implementation on a snapshot, with bytearray
/// arguments read as bytes, and give bytes results back as bytearrays.
fn shared(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let snapshot = Value::Bytes(Rc::new(me(this, a)?.data.borrow().clone()));
    let (pos, kw) = a.raw();
    let pos: Vec<Value> = pos.iter().map(as_bytes_value).collect();
    let Some(m) = super::misc_methods::BYTES_TABLE
        .methods
        .iter()
        .find(|m| m.name() == a.name())
    else {
        return Err(PyErr::msg(
            ExcKind::AttributeError,
            format!("'bytearray' object has no attribute '{}'", a.name()),
        ));
    };
    let r = super::call_table(vm, "bytearray", m, a.name(), &snapshot, &pos, kw)?;
    Ok(match r {
        Value::Bytes(b) => value(b.to_vec()),
        Value::List(l) => {
            let items: Vec<Value> = l
                .borrow()
                .iter()
                .map(|v| match v {
                    Value::Bytes(b) => value(b.to_vec()),
                    o => o.clone(),
                })
                .collect();
            Value::list(items)
        }
        // `partition`/`rpartition`.
        Value::Tuple(t) => Value::tuple(
            t.iter()
                .map(|v| match v {
                    Value::Bytes(b) => value(b.to_vec()),
                    o => o.clone(),
                })
                .collect(),
        ),
        o => o,
    })
}

/// A bytearray argument as `bytes` (other values unchanged; lists of them too).
fn as_bytes_value(v: &Value) -> Value {
    match v {
        Value::List(l) => Value::list(l.borrow().iter().map(as_bytes_value).collect()),
        Value::Tuple(t) => Value::tuple(t.iter().map(as_bytes_value).collect()),
        _ => match as_bytearray(v) {
            Some(b) => Value::Bytes(Rc::new(b.data.borrow().clone())),
            None => v.clone(),
        },
    }
}

fn maketrans(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    super::misc_methods::bytes_maketrans(vm, &Value::None, a)
}

fn fromhex(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let m = super::misc_methods::BYTES_TABLE
        .methods
        .iter()
        .find(|m| m.name() == "fromhex");
    match m {
        Some(m) => match (m.func)(vm, &Value::None, a)? {
            Value::Bytes(b) => Ok(value(b.to_vec())),
            o => Ok(o),
        },
        None => Err(PyErr::type_err("fromhex")),
    }
}

/// `bytearray(source=b'', encoding=None, errors=None)` (`bytearray___init___impl`).
fn new(vm: &mut Vm, _cls: &Value, a: &Args) -> PyResult<Value> {
    let (pos, kw) = a.raw();
    let a = args::bind(&SIG, None, "bytearray", pos, kw)?;
    let encoding = a.get(1);
    let errors = a.get(2);
    let no_str = |enc: bool| {
        PyErr::type_err(if enc {
            "encoding without a string argument"
        } else {
            "errors without a string argument"
        })
    };
    let Some(src) = a.get(0) else {
        if encoding.is_some() || errors.is_some() {
            return Err(no_str(encoding.is_some()));
        }
        return Ok(value(Vec::new()));
    };
    if let Value::Str(s) = src {
        let Some(enc) = encoding else {
            return Err(PyErr::type_err("string argument without an encoding"));
        };
        let enc = super::str_methods::codec_arg(Some(enc), "bytearray", "encoding", "utf-8")?;
        let err = super::str_methods::codec_arg(errors, "bytearray", "errors", "strict")?;
        return Ok(value(crate::text::codecs::encode(&s.s, enc, err)?));
    }
    if encoding.is_some() || errors.is_some() {
        return Err(no_str(encoding.is_some()));
    }
    if let Some(b) = contents(src) {
        return Ok(value(b));
    }
    let index_like = matches!(src, Value::Int(_) | Value::Bool(_) | Value::BigInt(_))
        || (matches!(src, Value::Instance(_)) && vm.lookup_special(src, "__index__").is_some());
    if index_like {
        let n = args::index(vm, src).map_err(|e| match (&e, src) {
            (PyErr::New(ExcKind::OverflowError, _), Value::BigInt(_)) => PyErr::msg(
                ExcKind::OverflowError,
                "cannot fit 'int' into an index-sized integer",
            ),
            _ => e,
        })?;
        if n < 0 {
            return Err(PyErr::value_err("negative count"));
        }
        reserve(vm, n as u128)?;
        return Ok(value(vec![0; n as usize]));
    }
    if vm.iter(src).is_err() {
        return Err(PyErr::type_err(format!(
            "cannot convert '{}' object to bytearray",
            src.type_name()
        )));
    }
    Ok(value(bytes_from_iterable(vm, src)?))
}

/// The live iterator of a bytearray.
struct ByteArrayIter {
    /// The bytearray.
    of: Value,
    /// The next index.
    at: Cell<usize>,
}

static BYTEARRAY_ITER: NativeType = NativeType {
    name: "bytearray_iterator",
    methods: &[],
};

impl NativeObject for ByteArrayIter {
    fn native_type(&self) -> &'static NativeType {
        &BYTEARRAY_ITER
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn is_iterator(&self) -> bool {
        true
    }
    fn next(&self, _vm: &mut Vm) -> PyResult<Option<Value>> {
        let Some(b) = as_bytearray(&self.of) else {
            return Ok(None);
        };
        let i = self.at.get();
        let x = b.data.borrow().get(i).copied();
        if x.is_some() {
            self.at.set(i + 1);
        }
        Ok(x.map(|x| Value::Int(x as i64)))
    }
}

/// A slice of `d` (`start`, `step`, `count` as `slice_indices` gives them).
fn take_slice(d: &[u8], start: i64, step: i64, count: usize) -> Vec<u8> {
    (0..count)
        .map(|i| d[(start + i as i64 * step) as usize])
        .collect()
}

impl ByteArray {
    /// The index `k` made absolute, or CPython's errors.
    fn index(&self, vm: &mut Vm, k: &Value) -> PyResult<usize> {
        let i = match k {
            Value::Int(_) | Value::Bool(_) | Value::BigInt(_) | Value::Instance(_) => {
                args::index(vm, k).map_err(|e| match k {
                    Value::Instance(_) => e,
                    _ => PyErr::msg(
                        ExcKind::IndexError,
                        "cannot fit 'int' into an index-sized integer",
                    ),
                })?
            }
            _ => {
                return Err(PyErr::type_err(format!(
                    "bytearray indices must be integers or slices, not {}",
                    k.type_name()
                )));
            }
        };
        position(i, self.data.borrow().len())
            .ok_or_else(|| PyErr::msg(ExcKind::IndexError, "bytearray index out of range"))
    }
}

/// A bytearray from its saved bytes (a session restored, `host/save/`).
pub fn restore(_: &mut Vm, state: Value) -> PyResult<Value> {
    match state {
        Value::Bytes(b) => Ok(value(b.to_vec())),
        _ => Err(PyErr::value_err("bad saved bytearray")),
    }
}

impl NativeObject for ByteArray {
    fn native_type(&self) -> &'static NativeType {
        &BYTEARRAY
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    /// Its bytes, which [`restore`] takes.
    fn save(&self) -> Result<Value, String> {
        Ok(Value::Bytes(Rc::new(self.data.borrow().clone())))
    }

    fn repr(&self, vm: &mut Vm, _me: &Value) -> PyResult<String> {
        let r = vm.bytes_repr(&self.data.borrow())?;
        // Unlike bytes, bytearray escapes `'` even inside double quotes.
        let r = if r.starts_with("b\"") {
            r.replace('\'', "\\'")
        } else {
            r
        };
        Ok(format!("bytearray({r})"))
    }

    fn eq(&self, _vm: &mut Vm, other: &Value) -> PyResult<Option<bool>> {
        Ok(contents(other).map(|o| *self.data.borrow() == o))
    }

    fn key_eq(&self, other: &Value) -> Option<bool> {
        contents(other).map(|o| *self.data.borrow() == o)
    }

    fn hash(&self, _vm: &mut Vm) -> PyResult<Option<i64>> {
        Err(PyErr::type_err("unhashable type: 'bytearray'"))
    }

    fn compare(&self, _vm: &mut Vm, other: &Value) -> PyResult<Option<Ordering>> {
        Ok(contents(other).map(|o| self.data.borrow().as_slice().cmp(o.as_slice())))
    }

    fn len(&self, _vm: &mut Vm) -> PyResult<Option<usize>> {
        Ok(Some(self.data.borrow().len()))
    }

    fn truthy(&self, _vm: &mut Vm) -> PyResult<Option<bool>> {
        Ok(Some(!self.data.borrow().is_empty()))
    }

    fn getitem(&self, vm: &mut Vm, key: &Value) -> PyResult<Option<Value>> {
        if let Value::Slice(s) = key {
            let d = self.data.borrow();
            let (start, _, step, count) = crate::vm::ops::slice_indices(d.len() as i64, s)?;
            return Ok(Some(value(take_slice(&d, start, step, count))));
        }
        let i = self.index(vm, key)?;
        Ok(Some(Value::Int(self.data.borrow()[i] as i64)))
    }

    fn setitem(&self, vm: &mut Vm, key: &Value, v: Value) -> PyResult<bool> {
        if let Value::Slice(s) = key {
            let new = if matches!(
                v,
                Value::Int(_) | Value::Bool(_) | Value::BigInt(_) | Value::Str(_)
            ) {
                return Err(PyErr::type_err(
                    "can assign only bytes, buffers, or iterables of ints in range(0, 256)",
                ));
            } else {
                bytes_from_iterable(vm, &v)?
            };
            let len = self.data.borrow().len() as i64;
            let (start, stop, step, count) = crate::vm::ops::slice_indices(len, s)?;
            if step == 1 {
                reserve(vm, new.len() as u128)?;
                let lo = start as usize;
                let hi = (stop.max(start)) as usize;
                self.data.borrow_mut().splice(lo..hi, new);
                return Ok(true);
            }
            if new.len() != count {
                return Err(PyErr::value_err(format!(
                    "attempt to assign bytes of size {} to extended slice of size {count}",
                    new.len()
                )));
            }
            let mut d = self.data.borrow_mut();
            for (i, x) in new.into_iter().enumerate() {
                d[(start + i as i64 * step) as usize] = x;
            }
            return Ok(true);
        }
        let i = self.index(vm, key)?;
        let x = byte_of(vm, &v)?;
        if let Some(slot) = self.data.borrow_mut().get_mut(i) {
            *slot = x;
        }
        Ok(true)
    }

    fn delitem(&self, vm: &mut Vm, key: &Value) -> PyResult<bool> {
        if let Value::Slice(s) = key {
            let mut d = self.data.borrow_mut();
            let (start, _, step, count) = crate::vm::ops::slice_indices(d.len() as i64, s)?;
            let mut idxs: Vec<usize> = (0..count)
                .map(|i| (start + i as i64 * step) as usize)
                .collect();
            idxs.sort_unstable();
            let mut k = 0;
            let mut i = 0;
            d.retain(|_| {
                let drop = k < idxs.len() && idxs[k] == i;
                if drop {
                    k += 1;
                }
                i += 1;
                !drop
            });
            return Ok(true);
        }
        let i = self.index(vm, key)?;
        self.data.borrow_mut().remove(i);
        Ok(true)
    }

    fn contains(&self, vm: &mut Vm, item: &Value) -> PyResult<Option<bool>> {
        if let Some(sub) = contents(item) {
            let d = self.data.borrow();
            return Ok(Some(
                sub.is_empty() || d.windows(sub.len()).any(|w| w == sub.as_slice()),
            ));
        }
        if matches!(
            item,
            Value::Int(_) | Value::Bool(_) | Value::BigInt(_) | Value::Instance(_)
        ) {
            let x = byte_of(vm, item)?;
            return Ok(Some(self.data.borrow().contains(&x)));
        }
        Err(PyErr::type_err(format!(
            "a bytes-like object is required, not '{}'",
            item.type_name()
        )))
    }

    fn iter(&self, _vm: &mut Vm, me: &Value) -> PyResult<Option<Value>> {
        Ok(Some(native::value(ByteArrayIter {
            of: me.clone(),
            at: Cell::new(0),
        })))
    }

    fn binary(
        &self,
        vm: &mut Vm,
        op: BinOp,
        other: &Value,
        reflected: bool,
    ) -> PyResult<Option<Value>> {
        match op {
            BinOp::Add => {
                let Some(o) = contents(other) else {
                    if reflected {
                        return Ok(None);
                    }
                    return Err(PyErr::type_err(format!(
                        "can't concat {} to bytearray",
                        other.type_name()
                    )));
                };
                let d = self.data.borrow();
                reserve(vm, d.len() as u128 + o.len() as u128)?;
                Ok(Some(if reflected {
                    // `bytes + bytearray` is bytes, as CPython's bytes concatenation.
                    let mut r = o;
                    r.extend_from_slice(&d);
                    match other {
                        Value::Bytes(_) => Value::Bytes(Rc::new(r)),
                        _ => value(r),
                    }
                } else {
                    let mut r = d.clone();
                    r.extend_from_slice(&o);
                    value(r)
                }))
            }
            BinOp::Mul => {
                let int_like = matches!(other, Value::Int(_) | Value::Bool(_) | Value::BigInt(_))
                    || (matches!(other, Value::Instance(_))
                        && vm.lookup_special(other, "__index__").is_some());
                if !int_like {
                    let seq = matches!(
                        other,
                        Value::Str(_) | Value::List(_) | Value::Tuple(_) | Value::Bytes(_)
                    ) || as_bytearray(other).is_some();
                    return match (reflected, seq) {
                        (false, _) if !matches!(other, Value::Instance(_)) => {
                            Err(PyErr::type_err(format!(
                                "can't multiply sequence by non-int of type '{}'",
                                other.type_name()
                            )))
                        }
                        (true, true) => Err(PyErr::type_err(
                            "can't multiply sequence by non-int of type 'bytearray'",
                        )),
                        _ => Ok(None),
                    };
                }
                let n = args::index(vm, other)?.max(0) as u128;
                let d = self.data.borrow().clone();
                reserve(vm, d.len() as u128 * n)?;
                Ok(Some(value(d.repeat(n as usize))))
            }
            BinOp::Mod if !reflected => {
                let d = self.data.borrow().clone();
                Ok(Some(value(vm.bytes_percent_format(&d, other)?)))
            }
            _ => Ok(None),
        }
    }

    fn inplace(&self, vm: &mut Vm, op: BinOp, other: &Value) -> PyResult<Option<()>> {
        match op {
            BinOp::Add => {
                let Some(o) = contents(other) else {
                    return Err(PyErr::type_err(format!(
                        "can't concat {} to bytearray",
                        other.type_name()
                    )));
                };
                reserve(vm, o.len() as u128)?;
                self.data.borrow_mut().extend_from_slice(&o);
                Ok(Some(()))
            }
            BinOp::Mul if matches!(other, Value::Int(_) | Value::Bool(_) | Value::BigInt(_)) => {
                let n = args::index(vm, other)?.max(0) as u128;
                let len = self.data.borrow().len() as u128;
                reserve(vm, len * n.saturating_sub(1))?;
                let mut d = self.data.borrow_mut();
                let r = d.repeat(n as usize);
                *d = r;
                Ok(Some(()))
            }
            _ => Ok(None),
        }
    }
}
