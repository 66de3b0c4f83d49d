//! `struct`: packing Python values into C layouts and back, native, following CPython 3.11's
//! `Modules/_struct.c`: the byte orders (`@` native with alignment, `=`, `<`, `>`, `!`), every
//! format character (`x c b B ? h H i I l L q Q n N e f d s p P`), repeat counts, `calcsize`,
//! `pack`, `unpack`, `pack_into` (into a `bytearray`), `unpack_from`, `iter_unpack`, the
//! `Struct` type and `struct.error`, with CPython's messages. "Native" is x86-64 Linux:
//! little-endian, 8-byte `long` and pointers.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

use num_bigint::BigInt;
use num_traits::ToPrimitive;

use super::registry::{self, ExcDef, ModuleDef};
use crate::builtins::args::{self, Args, Method, Sig};
use crate::values::Value;
use crate::values::native::{self, NativeObject, NativeType};
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// The `struct` module.
pub static MODULE: ModuleDef = ModuleDef {
    functions: &[
        &PACK,
        &UNPACK,
        &CALCSIZE,
        &PACK_INTO,
        &UNPACK_FROM,
        &ITER_UNPACK,
    ],
    exceptions: &[ExcDef {
        name: "error",
        base: ExcKind::Exception,
        module: "struct",
    }],
    types: &[&STRUCT],
    ..ModuleDef::empty("struct")
};

static PACK: Method = Method::function(Sig::raw("pack"), m_pack);
static UNPACK: Method = Method::function(Sig::pos("unpack", 2, 2), m_unpack);
static CALCSIZE: Method = Method::function(Sig::one("calcsize"), m_calcsize);
static PACK_INTO: Method = Method::function(Sig::raw("pack_into"), m_pack_into);
static UNPACK_FROM: Method = Method::function(
    Sig::kw("unpack_from", &["format", "buffer", "offset"], 1, 3, 2),
    m_unpack_from,
);
static ITER_UNPACK: Method = Method::function(Sig::pos("iter_unpack", 2, 2), m_iter_unpack);

/// `struct.Struct`.
pub static STRUCT: NativeType = NativeType {
    name: "_struct.Struct",
    methods: &[
        &S_NEW,
        &S_PACK,
        &S_UNPACK,
        &S_PACK_INTO,
        &S_UNPACK_FROM,
        &S_ITER_UNPACK,
    ],
};

static S_NEW: Method = Method::class(Sig::raw("__new__"), s_new);
static S_PACK: Method = Method::new(Sig::raw("pack"), s_pack);
static S_UNPACK: Method = Method::new(Sig::one("unpack"), s_unpack);
static S_PACK_INTO: Method = Method::new(Sig::raw("pack_into"), s_pack_into);
static S_UNPACK_FROM: Method = Method::new(
    Sig::kw("unpack_from", &["buffer", "offset"], 0, 2, 1),
    s_unpack_from,
);
static S_ITER_UNPACK: Method = Method::new(Sig::one("iter_unpack"), s_iter_unpack);

/// `_struct.unpack_iterator`.
pub static UNPACK_ITERATOR: NativeType = NativeType {
    name: "_struct.unpack_iterator",
    methods: &[&LENGTH_HINT],
};

static LENGTH_HINT: Method = Method::new(Sig::noargs("__length_hint__"), length_hint);

/// The byte order of a format.
#[derive(Clone, Copy, PartialEq)]
enum Order {
    /// `@`: native order, sizes and alignment.
    Native,
    /// `<` and `=` (on a little-endian machine).
    Little,
    /// `>` and `!`.
    Big,
}

/// One item of a compiled format: a code at an offset, with its count for `s`/`p`.
#[derive(Clone, Copy)]
struct Item {
    code: u8,
    offset: usize,
    /// The item's size in bytes (`s`/`p`: the count).
    size: usize,
}

/// A compiled format.
pub struct Layout {
    format: String,
    order: Order,
    items: Vec<Item>,
    size: usize,
}

/// `struct.error(msg)`.
fn error(vm: &mut Vm, msg: impl Into<String>) -> PyErr {
    registry::module_error(vm, "struct", "error", msg.into())
}

/// Size and alignment of a code in an order, or `None` for a code the order lacks.
fn code_size(code: u8, order: Order) -> Option<(usize, usize)> {
    let native = order == Order::Native;
    let s = match code {
        b'x' | b'c' | b'b' | b'B' | b'?' | b's' | b'p' => 1,
        b'h' | b'H' | b'e' => 2,
        b'i' | b'I' | b'f' => 4,
        b'l' | b'L' => {
            if native {
                8
            } else {
                4
            }
        }
        b'q' | b'Q' | b'd' => 8,
        b'n' | b'N' | b'P' if native => 8,
        _ => return None,
    };
    Some((s, if native { s } else { 1 }))
}

impl Layout {
    /// Compile a format string.
    fn compile(vm: &mut Vm, format: &str) -> PyResult<Layout> {
        let bytes = format.as_bytes();
        let (order, body) = match bytes.first() {
            Some(b'@') => (Order::Native, &bytes[1..]),
            Some(b'=') | Some(b'<') => (Order::Little, &bytes[1..]),
            Some(b'>') | Some(b'!') => (Order::Big, &bytes[1..]),
            _ => (Order::Native, bytes),
        };
        let too_long = |vm: &mut Vm| error(vm, "total struct size too long");
        let mut items = Vec::new();
        let mut size = 0usize;
        let mut i = 0;
        while i < body.len() {
            let c = body[i];
            if c.is_ascii_whitespace() {
                i += 1;
                continue;
            }
            let mut count: Option<usize> = None;
            while i < body.len() && body[i].is_ascii_digit() {
                let d = (body[i] - b'0') as usize;
                count = Some(
                    match count
                        .unwrap_or(0)
                        .checked_mul(10)
                        .and_then(|n| n.checked_add(d))
                    {
                        Some(n) if n <= isize::MAX as usize => n,
                        _ => return Err(too_long(vm)),
                    },
                );
                i += 1;
            }
            let Some(&code) = body.get(i) else {
                return Err(error(vm, "repeat count given without format specifier"));
            };
            i += 1;
            let Some((item_size, align)) = code_size(code, order) else {
                return Err(error(vm, "bad char in struct format"));
            };
            let n = count.unwrap_or(1);
            size = size.div_ceil(align) * align;
            match code {
                b's' | b'p' => {
                    items.push(Item {
                        code,
                        offset: size,
                        size: n,
                    });
                    size = size.checked_add(n).ok_or_else(|| too_long(vm))?;
                }
                b'x' => size = size.checked_add(n).ok_or_else(|| too_long(vm))?,
                _ => {
                    let total = n.checked_mul(item_size).ok_or_else(|| too_long(vm))?;
                    if total > isize::MAX as usize {
                        return Err(too_long(vm));
                    }
                    vm.check_growth(n.saturating_mul(std::mem::size_of::<Item>()))?;
                    for k in 0..n {
                        items.push(Item {
                            code,
                            offset: size + k * item_size,
                            size: item_size,
                        });
                    }
                    size = size.checked_add(total).ok_or_else(|| too_long(vm))?;
                }
            }
            if size > isize::MAX as usize {
                return Err(too_long(vm));
            }
        }
        Ok(Layout {
            format: format.to_string(),
            order,
            items,
            size,
        })
    }

    fn little(&self) -> bool {
        self.order != Order::Big
    }

    /// Pack `values` (already counted) into `out[..self.size]`.
    fn pack(&self, vm: &mut Vm, values: &[Value], out: &mut [u8]) -> PyResult<()> {
        for (item, v) in self.items.iter().zip(values) {
            let dst = &mut out[item.offset..item.offset + item.size];
            self.pack_one(vm, item, v, dst)?;
        }
        Ok(())
    }

    fn pack_one(&self, vm: &mut Vm, item: &Item, v: &Value, dst: &mut [u8]) -> PyResult<()> {
        let little = self.little();
        let put = |dst: &mut [u8], n: u64| {
            let b = n.to_le_bytes();
            let len = dst.len();
            for (k, slot) in dst.iter_mut().enumerate() {
                *slot = if little { b[k] } else { b[len - 1 - k] };
            }
        };
        match item.code {
            b'c' => match v {
                Value::Bytes(b) if b.len() == 1 => dst[0] = b[0],
                _ => return Err(error(vm, "char format requires a bytes object of length 1")),
            },
            b's' | b'p' => {
                let Some(data) = crate::builtins::bytearray::contents(v) else {
                    let c = item.code as char;
                    return Err(error(
                        vm,
                        format!("argument for '{c}' must be a bytes object"),
                    ));
                };
                if item.code == b's' {
                    let n = data.len().min(item.size);
                    dst[..n].copy_from_slice(&data[..n]);
                    dst[n..].fill(0);
                } else if item.size > 0 {
                    let n = data.len().min(item.size - 1);
                    dst[1..1 + n].copy_from_slice(&data[..n]);
                    dst[1 + n..].fill(0);
                    dst[0] = n.min(255) as u8;
                }
            }
            b'?' => dst[0] = vm.truthy(v)? as u8,
            b'e' | b'f' | b'd' => {
                let x = float_arg(vm, v)?;
                match item.code {
                    b'd' => put(dst, x.to_bits()),
                    b'f' => {
                        let y = x as f32;
                        if y.is_infinite() && x.is_finite() && self.order != Order::Native {
                            return Err(PyErr::msg(
                                ExcKind::OverflowError,
                                "float too large to pack with f format",
                            ));
                        }
                        put(dst, y.to_bits() as u64)
                    }
                    _ => put(dst, half_bits(x)?),
                }
            }
            code => {
                let n = int_arg(vm, v)?;
                let bits = self.int_bits(vm, code, item.size, &n)?;
                put(dst, bits);
            }
        }
        Ok(())
    }

    /// The two's-complement bits of an int for an integer code, with CPython's range errors.
    fn int_bits(&self, vm: &mut Vm, code: u8, size: usize, n: &BigInt) -> PyResult<u64> {
        let out_of_range = |vm: &mut Vm| error(vm, "argument out of range");
        let signed = code.is_ascii_lowercase();
        match code {
            b'b' | b'B' | b'h' | b'H' => {
                let Some(x) = n.to_i64() else {
                    return Err(out_of_range(vm));
                };
                let (lo, hi, name) = match code {
                    b'b' => (-128, 127, "byte"),
                    b'B' => (0, 255, "ubyte"),
                    b'h' => (-32768, 32767, "short"),
                    _ => (0, 65535, "ushort"),
                };
                if x < lo || x > hi {
                    return Err(error(
                        vm,
                        format!("{name} format requires {lo} <= number <= {hi}"),
                    ));
                }
                Ok(x as u64)
            }
            b'P' => match (n.to_i64(), n.to_u64()) {
                (Some(x), _) => Ok(x as u64),
                (None, Some(x)) => Ok(x),
                _ => Err(out_of_range(vm)),
            },
            _ if signed => {
                let Some(x) = n.to_i64() else {
                    return Err(out_of_range(vm));
                };
                if size == 4 && i32::try_from(x).is_err() {
                    return Err(error(
                        vm,
                        format!(
                            "'{}' format requires -2147483648 <= number <= 2147483647",
                            code as char
                        ),
                    ));
                }
                Ok(x as u64)
            }
            _ => {
                let Some(x) = n.to_u64() else {
                    return Err(out_of_range(vm));
                };
                if size == 4 && u32::try_from(x).is_err() {
                    return Err(error(
                        vm,
                        format!(
                            "'{}' format requires 0 <= number <= 4294967295",
                            code as char
                        ),
                    ));
                }
                Ok(x)
            }
        }
    }

    /// Unpack `data[..self.size]` into a tuple.
    fn unpack(&self, data: &[u8]) -> Value {
        let little = self.little();
        let get = |src: &[u8]| {
            let mut n = 0u64;
            for k in 0..src.len() {
                let b = if little {
                    src[src.len() - 1 - k]
                } else {
                    src[k]
                };
                n = n << 8 | b as u64;
            }
            n
        };
        let out = self
            .items
            .iter()
            .map(|item| {
                let src = &data[item.offset..item.offset + item.size];
                match item.code {
                    b'c' => Value::Bytes(Rc::new(src.to_vec())),
                    b's' => Value::Bytes(Rc::new(src.to_vec())),
                    b'p' => {
                        if src.is_empty() {
                            return Value::Bytes(Rc::new(Vec::new()));
                        }
                        let n = (src[0] as usize).min(src.len() - 1);
                        Value::Bytes(Rc::new(src[1..1 + n].to_vec()))
                    }
                    b'?' => Value::bool(src[0] != 0),
                    b'd' => Value::float(f64::from_bits(get(src))),
                    b'f' => Value::float(f32::from_bits(get(src) as u32) as f64),
                    b'e' => Value::float(half::f16::from_bits(get(src) as u16).to_f64()),
                    code => {
                        let raw = get(src);
                        let bits = item.size * 8;
                        if code.is_ascii_lowercase() {
                            let shift = 64 - bits;
                            Value::Int(((raw << shift) as i64) >> shift)
                        } else if raw > i64::MAX as u64 {
                            Value::from_big(BigInt::from(raw))
                        } else {
                            Value::Int(raw as i64)
                        }
                    }
                }
            })
            .collect();
        Value::tuple(out)
    }

    /// How many values `pack` takes.
    fn arity(&self) -> usize {
        self.items.len()
    }
}

/// The bits of `x` as an IEEE half, as CPython's `PyFloat_Pack2` (NaN is `0x7e00` with the
/// sign; a finite value that rounds past the largest half is an `OverflowError`).
fn half_bits(x: f64) -> PyResult<u64> {
    if x.is_nan() {
        return Ok(if x.is_sign_negative() { 0xfe00 } else { 0x7e00 });
    }
    let h = half::f16::from_f64(x);
    if h.is_infinite() && x.is_finite() {
        return Err(PyErr::msg(
            ExcKind::OverflowError,
            "float too large to pack with e format",
        ));
    }
    Ok(h.to_bits() as u64)
}

/// An integer argument: an int, a bool or an object with `__index__`.
fn int_arg(vm: &mut Vm, v: &Value) -> PyResult<BigInt> {
    match v {
        Value::Int(i) => Ok(BigInt::from(*i)),
        Value::Bool(b) => Ok(BigInt::from(*b as i64)),
        Value::BigInt(b) => Ok((**b).clone()),
        Value::Instance(_) => match args::index_big(vm, v) {
            Err(PyErr::New(ExcKind::TypeError, _)) => {
                Err(error(vm, "required argument is not an integer"))
            }
            r => r,
        },
        _ => Err(error(vm, "required argument is not an integer")),
    }
}

/// A float argument: a float or an int (objects with `__float__` are refused: see
/// docs/stdlib.md).
fn float_arg(vm: &mut Vm, v: &Value) -> PyResult<f64> {
    match v {
        Value::Float(f) => Ok(f.get()),
        Value::Int(i) => Ok(*i as f64),
        Value::Bool(b) => Ok(*b as i64 as f64),
        Value::BigInt(b) => b
            .to_f64()
            .filter(|f| f.is_finite())
            .ok_or_else(|| PyErr::msg(ExcKind::OverflowError, "int too large to convert to float")),
        _ => Err(error(vm, "required argument is not a float")),
    }
}

thread_local! {
    /// Compiled formats by their text, as CPython's `_struct` caches them.
    static CACHE: RefCell<HashMap<String, Rc<Layout>>> = RefCell::new(HashMap::new());
}

/// The compiled layout of a format argument (str or bytes), cached.
fn layout(vm: &mut Vm, format: &Value) -> PyResult<Rc<Layout>> {
    let text = match format {
        Value::Str(s) => s.s.to_string(),
        Value::Bytes(b) => b.iter().map(|&c| c as char).collect(),
        o => {
            return Err(PyErr::type_err(format!(
                "Struct() argument 1 must be a str or bytes object, not {}",
                o.type_name()
            )));
        }
    };
    if let Some(l) = CACHE.with(|c| c.borrow().get(&text).cloned()) {
        return Ok(l);
    }
    let l = Rc::new(Layout::compile(vm, &text)?);
    CACHE.with(|c| {
        let mut c = c.borrow_mut();
        if c.len() >= 100 {
            c.clear();
        }
        c.insert(text, l.clone());
    });
    Ok(l)
}

/// A `Struct` object.
pub struct StructObj {
    layout: Rc<Layout>,
}

impl NativeObject for StructObj {
    fn native_type(&self) -> &'static NativeType {
        &STRUCT
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
    fn getattr(&self, _vm: &mut Vm, name: &str) -> PyResult<Option<Value>> {
        Ok(match name {
            "format" => Some(Value::str(&self.layout.format)),
            "size" => Some(Value::Int(self.layout.size as i64)),
            _ => None,
        })
    }
    /// The format, which [`restore`] compiles again.
    fn save(&self) -> Result<Value, String> {
        Ok(Value::str(&self.layout.format))
    }
}

/// A `Struct` made again from its saved format (a session restored, `host/save/`).
pub fn restore(vm: &mut Vm, state: Value) -> PyResult<Value> {
    let Value::Str(_) = &state else {
        return Err(PyErr::value_err("bad saved Struct"));
    };
    let layout = layout(vm, &state)?;
    Ok(native::value(StructObj { layout }))
}

fn me<'a>(this: &'a Value, name: &str) -> PyResult<&'a StructObj> {
    native::this::<StructObj>(this, &STRUCT, name)
}

fn pack(vm: &mut Vm, l: &Layout, values: &[Value]) -> PyResult<Value> {
    if values.len() != l.arity() {
        return Err(error(
            vm,
            format!(
                "pack expected {} items for packing (got {})",
                l.arity(),
                values.len()
            ),
        ));
    }
    vm.check_growth(l.size)?;
    let mut out = vec![0u8; l.size];
    l.pack(vm, values, &mut out)?;
    Ok(Value::Bytes(Rc::new(out)))
}

fn buffer(v: &Value) -> PyResult<Vec<u8>> {
    crate::builtins::bytearray::contents(v).ok_or_else(|| {
        PyErr::type_err(format!(
            "a bytes-like object is required, not '{}'",
            v.type_name()
        ))
    })
}

fn unpack(vm: &mut Vm, l: &Layout, data: &Value) -> PyResult<Value> {
    let data = buffer(data)?;
    if data.len() != l.size {
        return Err(error(
            vm,
            format!("unpack requires a buffer of {} bytes", l.size),
        ));
    }
    Ok(l.unpack(&data))
}

fn unpack_from(vm: &mut Vm, l: &Layout, data: &Value, offset: Option<&Value>) -> PyResult<Value> {
    let data = buffer(data)?;
    let given = match offset {
        Some(v) => args::index(vm, v)?,
        None => 0,
    };
    let off = place(vm, given, data.len(), l.size, Access::Unpack)?;
    Ok(l.unpack(&data[off..]))
}

/// Which of `unpack_from` and `pack_into` an offset is checked for (their messages differ).
#[derive(Clone, Copy, PartialEq)]
enum Access {
    Unpack,
    Pack,
}

/// The start of `size` bytes at offset `given` (negative: from the end) in a buffer of `len`
/// bytes, or CPython's `struct.error` for `unpack_from`/`pack_into`.
fn place(vm: &mut Vm, given: i64, len: usize, size: usize, access: Access) -> PyResult<usize> {
    let (len, size_i) = (len as i64, size as i64);
    let mut off = given;
    if off < 0 {
        if off + len < 0 {
            return Err(error(
                vm,
                format!("offset {given} out of range for {len}-byte buffer"),
            ));
        }
        off += len;
        if len - off < size_i {
            let msg = match access {
                Access::Unpack => {
                    format!("not enough data to unpack {size} bytes at offset {given}")
                }
                Access::Pack => format!("no space to pack {size} bytes at offset {given}"),
            };
            return Err(error(vm, msg));
        }
    }
    if len - off < size_i {
        let (name, verb) = match access {
            Access::Unpack => ("unpack_from", "unpacking"),
            Access::Pack => ("pack_into", "packing"),
        };
        return Err(error(
            vm,
            format!(
                "{name} requires a buffer of at least {} bytes for {verb} {size} bytes at offset \
                 {off} (actual buffer size is {len})",
                size_i + off
            ),
        ));
    }
    Ok(off as usize)
}

fn pack_into(
    vm: &mut Vm,
    l: &Layout,
    target: &Value,
    offset: &Value,
    values: &[Value],
) -> PyResult<Value> {
    let Some(ba) = crate::builtins::bytearray::as_bytearray(target) else {
        return Err(PyErr::type_err(format!(
            "argument must be read-write bytes-like object, not {}",
            target.type_name()
        )));
    };
    if values.len() != l.arity() {
        return Err(error(
            vm,
            format!(
                "pack_into expected {} items for packing (got {})",
                l.arity(),
                values.len()
            ),
        ));
    }
    let given = args::index(vm, offset)?;
    let len = ba.data.borrow().len();
    let off = place(vm, given, len, l.size, Access::Pack)?;
    // Pack into a scratch buffer first: packing may call user code (`__index__`, `__bool__`)
    // that resizes the bytearray.
    let mut out = vec![0u8; l.size];
    l.pack(vm, values, &mut out)?;
    let mut data = ba.data.borrow_mut();
    if off + l.size <= data.len() {
        data[off..off + l.size].copy_from_slice(&out);
    }
    Ok(Value::None)
}

/// An iterator over the records of a buffer.
pub struct UnpackIter {
    layout: Rc<Layout>,
    data: Vec<u8>,
    pos: Cell<usize>,
}

impl NativeObject for UnpackIter {
    fn native_type(&self) -> &'static NativeType {
        &UNPACK_ITERATOR
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
    fn is_iterator(&self) -> bool {
        true
    }
    fn next(&self, _vm: &mut Vm) -> PyResult<Option<Value>> {
        let p = self.pos.get();
        if p + self.layout.size > self.data.len() {
            return Ok(None);
        }
        self.pos.set(p + self.layout.size);
        Ok(Some(self.layout.unpack(&self.data[p..])))
    }
}

fn iter_unpack(vm: &mut Vm, l: Rc<Layout>, data: &Value) -> PyResult<Value> {
    let data = buffer(data)?;
    if l.size == 0 {
        return Err(error(
            vm,
            "cannot iteratively unpack with a struct of length 0",
        ));
    }
    if data.len() % l.size != 0 {
        return Err(error(
            vm,
            format!(
                "iterative unpacking requires a buffer of a multiple of {} bytes",
                l.size
            ),
        ));
    }
    Ok(native::value(UnpackIter {
        layout: l,
        data,
        pos: Cell::new(0),
    }))
}

fn length_hint(_: &mut Vm, this: &Value, _: &Args) -> PyResult<Value> {
    let it = native::this::<UnpackIter>(this, &UNPACK_ITERATOR, "__length_hint__")?;
    let left = it.data.len().saturating_sub(it.pos.get());
    Ok(Value::Int((left / it.layout.size.max(1)) as i64))
}

/// The positional arguments of a `Sig::raw` function that takes no keywords (CPython's
/// `pack` and `pack_into` are `METH_FASTCALL` with their own counting and messages).
fn no_keywords<'a>(a: &Args<'a>, name: &str) -> PyResult<&'a [Value]> {
    let (pos, kw) = a.raw();
    if !kw.is_empty() {
        return Err(PyErr::type_err(format!(
            "{name}() takes no keyword arguments"
        )));
    }
    Ok(pos)
}

fn m_pack(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let pos = no_keywords(a, "_struct.pack")?;
    let Some(format) = pos.first() else {
        return Err(PyErr::type_err("missing format argument"));
    };
    let l = layout(vm, format)?;
    pack(vm, &l, &pos[1..])
}

fn m_unpack(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let l = layout(vm, a.arg(0))?;
    unpack(vm, &l, a.arg(1))
}

fn m_calcsize(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let l = layout(vm, a.arg(0))?;
    Ok(Value::Int(l.size as i64))
}

fn m_pack_into(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let pos = no_keywords(a, "_struct.pack_into")?;
    let Some(format) = pos.first() else {
        return Err(PyErr::type_err("missing format argument"));
    };
    let l = layout(vm, format)?;
    pack_into_args(vm, &l, &pos[1..])
}

/// `pack_into`'s `buffer, offset, *values`, with CPython's messages when they are missing.
fn pack_into_args(vm: &mut Vm, l: &Layout, pos: &[Value]) -> PyResult<Value> {
    match pos {
        [] => Err(error(vm, "pack_into expected buffer argument")),
        [_] => Err(error(vm, "pack_into expected offset argument")),
        [buf, off, values @ ..] => pack_into(vm, l, buf, off, values),
    }
}

fn m_unpack_from(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let l = layout(vm, a.arg(0))?;
    unpack_from(vm, &l, a.arg(1), a.get(2))
}

fn m_iter_unpack(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let l = layout(vm, a.arg(0))?;
    iter_unpack(vm, l, a.arg(1))
}

fn s_new(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let (pos, kw) = a.raw();
    let a = args::bind(
        &Sig::kw("Struct", &["format"], 0, 1, 1),
        None,
        "Struct",
        pos,
        kw,
    )?;
    let layout = layout(vm, a.arg(0))?;
    Ok(native::value(StructObj { layout }))
}

fn s_pack(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let l = me(this, "pack")?.layout.clone();
    let pos = no_keywords(a, "Struct.pack")?;
    pack(vm, &l, pos)
}

fn s_unpack(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let l = me(this, "unpack")?.layout.clone();
    unpack(vm, &l, a.arg(0))
}

fn s_pack_into(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let l = me(this, "pack_into")?.layout.clone();
    let pos = no_keywords(a, "Struct.pack_into")?;
    pack_into_args(vm, &l, pos)
}

fn s_unpack_from(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let l = me(this, "unpack_from")?.layout.clone();
    unpack_from(vm, &l, a.arg(0), a.get(1))
}

fn s_iter_unpack(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let l = me(this, "iter_unpack")?.layout.clone();
    iter_unpack(vm, l, a.arg(0))
}
