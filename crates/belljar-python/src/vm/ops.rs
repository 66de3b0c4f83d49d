//! Operators and protocols on values: arithmetic with int/float/bigint promotion, comparisons,
//! truthiness, equality, hashing, repr/str, containment, subscripts, iteration and unpacking.

use std::cell::RefCell;
use std::cmp::Ordering;
use std::rc::Rc;

use num_bigint::BigInt;
use num_traits::{Signed, ToPrimitive, Zero};

use super::{ExcKind, PyErr, PyResult, Vm};
use crate::compile::code::{BinOp, CmpOp, UnOp};
use crate::text::float::float_repr;
use crate::text::str_methods::{bytes_repr, str_repr};
use crate::values::dict::{hash_str, key_eq};
use crate::values::float::hash_float;
use crate::values::int::{floordiv_i64, hash_big, hash_i64, mod_i64};
use crate::values::{IterState, Key, RangeObj, SetObj, Value, ViewKind};

/// Apply an ordering to a comparison operator.
#[inline]
pub fn cmp_ord(op: CmpOp, o: Ordering) -> bool {
    match op {
        CmpOp::Lt => o == Ordering::Less,
        CmpOp::Le => o != Ordering::Greater,
        CmpOp::Eq => o == Ordering::Equal,
        CmpOp::Ne => o != Ordering::Equal,
        CmpOp::Gt => o == Ordering::Greater,
        CmpOp::Ge => o != Ordering::Less,
    }
}

/// The instruction loop's arithmetic fast path: int and float operands whose result needs no
/// allocation and cannot fail. `None` sends the operation down the general path (overflow to
/// big ints, division by zero, other types, user dunders).
#[inline(always)]
pub fn binary_fast(op: BinOp, a: &Value, b: &Value) -> Option<Value> {
    use BinOp::*;
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => {
            let (x, y) = (*x, *y);
            let r = match op {
                Add => x.checked_add(y)?,
                Sub => x.checked_sub(y)?,
                Mul => x.checked_mul(y)?,
                FloorDiv if y != 0 => crate::values::int::floordiv_i64(x, y)?,
                Mod if y != 0 => crate::values::int::mod_i64(x, y),
                And => x & y,
                Or => x | y,
                Xor => x ^ y,
                RShift if (0..64).contains(&y) => x >> y,
                TrueDiv
                    if y != 0 && x.unsigned_abs() < (1 << 53) && y.unsigned_abs() < (1 << 53) =>
                {
                    return Some(Value::Float(x as f64 / y as f64));
                }
                _ => return None,
            };
            Some(Value::Int(r))
        }
        (Value::Float(x), Value::Float(y)) => float_fast(op, *x, *y),
        (Value::Float(x), Value::Int(y)) => float_fast(op, *x, *y as f64),
        (Value::Int(x), Value::Float(y)) => float_fast(op, *x as f64, *y),
        _ => None,
    }
}

#[inline(always)]
fn float_fast(op: BinOp, x: f64, y: f64) -> Option<Value> {
    Some(Value::Float(match op {
        BinOp::Add => x + y,
        BinOp::Sub => x - y,
        BinOp::Mul => x * y,
        BinOp::TrueDiv if y != 0.0 => x / y,
        _ => return None,
    }))
}

/// The instruction loop's comparison fast path for ints, floats and strs (no user code, no
/// error possible); `None` sends the comparison down the general path.
#[inline(always)]
pub fn compare_fast(op: CmpOp, a: &Value, b: &Value) -> Option<bool> {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => Some(cmp_ord(op, x.cmp(y))),
        (Value::Float(x), Value::Float(y)) => Some(match op {
            CmpOp::Lt => x < y,
            CmpOp::Le => x <= y,
            CmpOp::Eq => x == y,
            CmpOp::Ne => x != y,
            CmpOp::Gt => x > y,
            CmpOp::Ge => x >= y,
        }),
        (Value::Str(x), Value::Str(y)) => Some(match op {
            CmpOp::Eq => x.s == y.s,
            CmpOp::Ne => x.s != y.s,
            _ => cmp_ord(op, x.s.as_str().cmp(y.s.as_str())),
        }),
        _ => None,
    }
}

/// Clone with the immediates copied inline (the general clone is an out-of-line call).
#[inline(always)]
pub fn clone_fast(v: &Value) -> Value {
    match v {
        Value::Int(i) => Value::Int(*i),
        Value::Float(x) => Value::Float(*x),
        Value::Bool(b) => Value::Bool(*b),
        Value::None => Value::None,
        other => other.clone(),
    }
}

/// Drop a value, skipping the out-of-line drop glue for immediates.
#[inline(always)]
pub fn drop_fast(v: Value) {
    if matches!(
        v,
        Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::None
    ) {
        std::mem::forget(v);
    } else {
        crate::values::teardown::teardown(v);
    }
}

/// A list or tuple index `i` (negative from the end) as a position in `len` items.
#[inline(always)]
fn seq_pos(i: i64, len: usize) -> Option<usize> {
    let idx = if i < 0 { i + len as i64 } else { i };
    (0..len as i64).contains(&idx).then_some(idx as usize)
}

/// `o[k]` for a list or tuple and an in-range int; `None` sends it down the general path.
#[inline(always)]
pub fn subscr_fast(o: &Value, k: &Value) -> Option<Value> {
    let Value::Int(i) = k else { return None };
    match o {
        Value::List(l) => {
            let l = l.borrow();
            seq_pos(*i, l.len()).map(|p| clone_fast(&l[p]))
        }
        Value::Tuple(t) => seq_pos(*i, t.len()).map(|p| clone_fast(&t[p])),
        _ => None,
    }
}

/// `o[k] = v` for a list and an in-range int; hands `v` back when the general path must run.
#[inline(always)]
pub fn store_subscr_fast(o: &Value, k: &Value, v: Value) -> Option<Value> {
    if let (Value::List(l), Value::Int(i)) = (o, k) {
        let mut l = l.borrow_mut();
        if let Some(p) = seq_pos(*i, l.len()) {
            let old = std::mem::replace(&mut l[p], v);
            drop(l);
            drop_fast(old);
            return None;
        }
    }
    Some(v)
}

enum Num {
    I(i64),
    B(BigInt),
    F(f64),
}

fn num(v: &Value) -> Option<Num> {
    match v {
        Value::Int(i) => Some(Num::I(*i)),
        Value::Bool(b) => Some(Num::I(*b as i64)),
        Value::BigInt(b) => Some(Num::B((**b).clone())),
        Value::Float(f) => Some(Num::F(*f)),
        _ => None,
    }
}

fn to_big(n: &Num) -> BigInt {
    match n {
        Num::I(i) => BigInt::from(*i),
        Num::B(b) => b.clone(),
        Num::F(f) => BigInt::from(*f as i64),
    }
}

fn to_f64(n: &Num) -> PyResult<f64> {
    match n {
        Num::I(i) => Ok(*i as f64),
        Num::F(f) => Ok(*f),
        Num::B(b) => crate::values::int::big_to_f64(b)
            .ok_or_else(|| PyErr::msg(ExcKind::OverflowError, "int too large to convert to float")),
    }
}

/// CPython's error for a size or index that does not fit a C `ssize_t`.
pub fn ssize_overflow() -> PyErr {
    PyErr::msg(
        ExcKind::OverflowError,
        "Python int too large to convert to C ssize_t",
    )
}

fn zero_div(m: &str) -> PyErr {
    PyErr::msg(ExcKind::ZeroDivisionError, m)
}

/// Compare builtin scalars and tuples/lists of them without user code; None when the values
/// are not comparable this way (the caller falls back to the general path).
pub fn fast_cmp(a: &Value, b: &Value) -> Option<Ordering> {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => Some(x.cmp(y)),
        (Value::Str(x), Value::Str(y)) => Some(x.s.cmp(&y.s)),
        (Value::Float(x), Value::Float(y)) => x.partial_cmp(y),
        (Value::Int(x), Value::Float(y)) if x.unsigned_abs() < (1 << 53) => {
            (*x as f64).partial_cmp(y)
        }
        (Value::Float(x), Value::Int(y)) if y.unsigned_abs() < (1 << 53) => {
            x.partial_cmp(&(*y as f64))
        }
        (Value::Bool(x), Value::Bool(y)) => Some(x.cmp(y)),
        // Nested sequences: bounded by the depth guard; past it the caller's guarded path
        // raises the RecursionError.
        (Value::Tuple(x), Value::Tuple(y)) => {
            let _level = super::nest::try_enter()?;
            seq_cmp(x, y)
        }
        (Value::List(x), Value::List(y)) => {
            let _level = super::nest::try_enter()?;
            let (x, y) = (x.try_borrow().ok()?, y.try_borrow().ok()?);
            seq_cmp(&x, &y)
        }
        _ => None,
    }
}

fn seq_cmp(x: &[Value], y: &[Value]) -> Option<Ordering> {
    for (p, q) in x.iter().zip(y.iter()) {
        match fast_cmp(p, q)? {
            Ordering::Equal => {}
            o => return Some(o),
        }
    }
    Some(x.len().cmp(&y.len()))
}

/// Normalise a slice against a length: (start, stop, step, count).
pub fn slice_indices(len: i64, s: &[Value; 3]) -> PyResult<(i64, i64, i64, usize)> {
    let get = |v: &Value| -> PyResult<Option<i64>> {
        match v {
            Value::None => Ok(None),
            Value::Int(i) => Ok(Some(*i)),
            Value::Bool(b) => Ok(Some(*b as i64)),
            Value::BigInt(b) => Ok(Some(if b.is_negative() {
                i64::MIN / 2
            } else {
                i64::MAX / 2
            })),
            _ => Err(PyErr::type_err(
                "slice indices must be integers or None or have an __index__ method",
            )),
        }
    };
    // CPython clamps the step to ±(2**63 - 1): -step must not overflow below.
    let step = get(&s[2])?.unwrap_or(1).max(-i64::MAX);
    if step == 0 {
        return Err(PyErr::value_err("slice step cannot be zero"));
    }
    let (lo, hi) = if step < 0 { (-1, len - 1) } else { (0, len) };
    let adj = |v: Option<i64>, default: i64| -> i64 {
        match v {
            None => default,
            Some(mut x) => {
                if x < 0 {
                    x += len;
                    if x < lo {
                        x = lo;
                    }
                } else if x > hi {
                    x = hi;
                }
                x
            }
        }
    };
    let start = adj(get(&s[0])?, if step < 0 { hi } else { lo });
    let stop = adj(get(&s[1])?, if step < 0 { lo } else { hi });
    let count = if step > 0 {
        if stop > start {
            ((stop - start - 1) / step + 1) as usize
        } else {
            0
        }
    } else if start > stop {
        ((start - stop - 1) / (-step) + 1) as usize
    } else {
        0
    };
    Ok((start, stop, step, count))
}

impl Vm {
    /// An index as i64 (bool accepted, `__index__` of user objects called): `what` names the
    /// sequence in the TypeError (`list indices must be integers or slices, not str`).
    pub fn index_of(&mut self, v: &Value, what: &str) -> PyResult<i64> {
        match self.user_index(v)?.as_ref().unwrap_or(v) {
            Value::Int(i) => Ok(*i),
            Value::Bool(b) => Ok(*b as i64),
            Value::BigInt(_) => Err(PyErr::msg(
                ExcKind::IndexError,
                format!("cannot fit '{}' into an index-sized integer", v.type_name()),
            )),
            other => Err(PyErr::type_err(format!(
                "{what} indices must be integers or slices, not {}",
                other.type_name()
            ))),
        }
    }

    /// The int a user object's `__index__` returns (None for anything else);
    /// `TypeError: __index__ returned non-int (type X)` when it returns something else.
    pub fn user_index(&mut self, v: &Value) -> PyResult<Option<Value>> {
        let Some(m) = self.lookup_special(v, "__index__") else {
            return Ok(None);
        };
        match self.call(&m, vec![], vec![])? {
            Value::Bool(b) => Ok(Some(Value::Int(b as i64))),
            r @ (Value::Int(_) | Value::BigInt(_)) => Ok(Some(r)),
            r => Err(PyErr::type_err(format!(
                "__index__ returned non-int (type {})",
                r.type_name()
            ))),
        }
    }

    /// An integer argument of a builtin method that CPython takes as `Py_ssize_t` (`pop`,
    /// `insert`, widths, counts): `__index__` honoured, an int past 64 bits is OverflowError,
    /// anything else `TypeError: 'X' object cannot be interpreted as an integer`.
    pub fn ssize_arg(&mut self, v: &Value) -> PyResult<i64> {
        match self.user_index(v)?.as_ref().unwrap_or(v) {
            Value::Int(i) => Ok(*i),
            Value::Bool(b) => Ok(*b as i64),
            Value::BigInt(_) => Err(PyErr::msg(
                ExcKind::OverflowError,
                "Python int too large to convert to C ssize_t",
            )),
            other => Err(PyErr::type_err(format!(
                "'{}' object cannot be interpreted as an integer",
                other.type_name()
            ))),
        }
    }

    /// A start/end argument taken like a slice bound (`list.index`, `str.find`, `str.count`):
    /// ints past 64 bits clamp (any bound past the length acts as the length).
    pub fn slice_arg(&mut self, v: &Value) -> PyResult<i64> {
        match self.user_index(v)?.as_ref().unwrap_or(v) {
            Value::Int(i) => Ok(*i),
            Value::Bool(b) => Ok(*b as i64),
            Value::BigInt(b) => Ok(if b.is_negative() {
                i64::MIN / 2
            } else {
                i64::MAX / 2
            }),
            _ => Err(PyErr::type_err(
                "slice indices must be integers or None or have an __index__ method",
            )),
        }
    }

    fn binary_num(&mut self, op: BinOp, a: Num, b: Num) -> PyResult<Value> {
        use BinOp::*;
        if let (Num::I(x), Num::I(y)) = (&a, &b) {
            let (x, y) = (*x, *y);
            let r = match op {
                Add => x.checked_add(y),
                Sub => x.checked_sub(y),
                Mul => x.checked_mul(y),
                TrueDiv => {
                    if y == 0 {
                        return Err(zero_div("division by zero"));
                    }
                    return Ok(Value::Float(true_div_int(x, y)));
                }
                FloorDiv => {
                    if y == 0 {
                        return Err(zero_div("integer division or modulo by zero"));
                    }
                    floordiv_i64(x, y)
                }
                Mod => {
                    if y == 0 {
                        return Err(zero_div("integer modulo by zero"));
                    }
                    Some(mod_i64(x, y))
                }
                Pow => {
                    if y < 0 {
                        if x == 0 {
                            return Err(zero_div("0.0 cannot be raised to a negative power"));
                        }
                        return Ok(Value::Float((x as f64).powf(y as f64)));
                    }
                    if y <= u32::MAX as i64 {
                        x.checked_pow(y as u32)
                    } else {
                        None
                    }
                }
                LShift => {
                    if y < 0 {
                        return Err(PyErr::value_err("negative shift count"));
                    }
                    if y < 63 && x.unsigned_abs().leading_zeros() as i64 > y + 1 {
                        Some(x << y)
                    } else {
                        None
                    }
                }
                RShift => {
                    if y < 0 {
                        return Err(PyErr::value_err("negative shift count"));
                    }
                    Some(if y >= 64 {
                        if x < 0 { -1 } else { 0 }
                    } else {
                        x >> y
                    })
                }
                And => Some(x & y),
                Or => Some(x | y),
                Xor => Some(x ^ y),
                MatMul => return Err(unsupported(op, &Value::Int(x), &Value::Int(y))),
            };
            if let Some(r) = r {
                return Ok(Value::Int(r));
            }
        }
        if matches!(a, Num::F(_)) || matches!(b, Num::F(_)) {
            if matches!(op, LShift | RShift | And | Or | Xor | MatMul) {
                return Err(PyErr::type_err(format!(
                    "unsupported operand type(s) for {}: '{}' and '{}'",
                    op.symbol(),
                    if matches!(a, Num::F(_)) {
                        "float"
                    } else {
                        "int"
                    },
                    if matches!(b, Num::F(_)) {
                        "float"
                    } else {
                        "int"
                    }
                )));
            }
            let x = to_f64(&a)?;
            let y = to_f64(&b)?;
            let r = match op {
                Add => x + y,
                Sub => x - y,
                Mul => x * y,
                TrueDiv => {
                    if y == 0.0 {
                        return Err(zero_div("float division by zero"));
                    }
                    x / y
                }
                FloorDiv => {
                    if y == 0.0 {
                        return Err(zero_div("float floor division by zero"));
                    }
                    float_divmod(x, y).0
                }
                Mod => {
                    if y == 0.0 {
                        return Err(zero_div("float modulo"));
                    }
                    float_divmod(x, y).1
                }
                Pow => {
                    if x == 0.0 && y < 0.0 {
                        return Err(zero_div("0.0 cannot be raised to a negative power"));
                    }
                    if x < 0.0 && y.fract() != 0.0 {
                        return Err(PyErr::value_err(
                            "math domain error: complex results are not supported",
                        ));
                    }
                    let r = x.powf(y);
                    if r.is_infinite() && x.is_finite() && y.is_finite() {
                        return Err(PyErr::msg(
                            ExcKind::OverflowError,
                            "(34, 'Numerical result out of range')",
                        ));
                    }
                    r
                }
                _ => unreachable!(),
            };
            return Ok(Value::Float(r));
        }
        // Big int arithmetic.
        let x = to_big(&a);
        let y = to_big(&b);
        let r = match op {
            Add => x + y,
            Sub => x - y,
            Mul => {
                let bits = x.bits() + y.bits();
                self.check_memory((bits / 8) as usize)?;
                self.check_work_time(crate::values::int::mul_cost_ms(x.bits(), y.bits()))?;
                x * y
            }
            TrueDiv => {
                if y.is_zero() {
                    return Err(zero_div("division by zero"));
                }
                // Both fit a float: divide the floats; otherwise the quotient may still fit.
                if x.bits() < 1024 && y.bits() < 1024 {
                    let fx = to_f64(&Num::B(x))?;
                    let fy = to_f64(&Num::B(y))?;
                    return Ok(Value::Float(fx / fy));
                }
                return big_true_div(&x, &y).map(Value::Float);
            }
            FloorDiv => {
                if y.is_zero() {
                    return Err(zero_div("integer division or modulo by zero"));
                }
                self.check_work_time(crate::values::int::div_cost_ms(x.bits(), y.bits()))?;
                crate::values::int::floordiv_big(&x, &y)
            }
            Mod => {
                if y.is_zero() {
                    return Err(zero_div("integer modulo by zero"));
                }
                self.check_work_time(crate::values::int::div_cost_ms(x.bits(), y.bits()))?;
                crate::values::int::mod_big(&x, &y)
            }
            Pow => {
                if y.is_negative() {
                    return Ok(Value::Float(to_f64(&Num::B(x))?.powf(to_f64(&Num::B(y))?)));
                }
                let e = y.to_u64().unwrap_or(u64::MAX);
                let base_bits = x.bits();
                if base_bits > 1 {
                    let est = (base_bits as u128) * (e as u128) / 8;
                    if est > (1u128 << 40) {
                        return Err(self.memory_refusal(est));
                    }
                    self.check_memory(est as usize)?;
                    // The last squaring dominates: about 1.5 times its cost in all.
                    let half = (base_bits as u128 * e as u128 / 2).min(u64::MAX as u128) as u64;
                    self.check_work_time(1.5 * crate::values::int::mul_cost_ms(half, half))?;
                }
                if x.is_zero() || x == BigInt::from(1) {
                    if e == 0 { BigInt::from(1) } else { x }
                } else if x == BigInt::from(-1) {
                    if e.is_multiple_of(2) {
                        BigInt::from(1)
                    } else {
                        x
                    }
                } else {
                    num_traits::Pow::pow(&x, e as u32)
                }
            }
            LShift => {
                if y.is_negative() {
                    return Err(PyErr::value_err("negative shift count"));
                }
                let s = y.to_u64().unwrap_or(u64::MAX);
                if x.is_zero() {
                    return Ok(Value::Int(0));
                }
                let est = (x.bits() as u128 + s as u128) / 8;
                if est > (1u128 << 40) {
                    return Err(self.memory_refusal(est));
                }
                self.check_memory(est as usize)?;
                x << s as usize
            }
            RShift => {
                if y.is_negative() {
                    return Err(PyErr::value_err("negative shift count"));
                }
                let s = y.to_u64().unwrap_or(u64::MAX);
                if s > x.bits() {
                    return Ok(Value::Int(if x.is_negative() { -1 } else { 0 }));
                }
                x >> s as usize
            }
            And => x & y,
            Or => x | y,
            Xor => x ^ y,
            MatMul => {
                return Err(PyErr::type_err(
                    "unsupported operand type(s) for @: 'int' and 'int'",
                ));
            }
        };
        Ok(Value::from_big(r))
    }

    /// The error for an allocation refused before it is made.
    pub fn memory_refusal(&self, bytes: u128) -> PyErr {
        PyErr::Limit(
            super::LimitKind::Memory,
            format!(
                "memory limit exceeded (refused an allocation of about {bytes} bytes; the limit is {} bytes)",
                self.limits.max_memory.unwrap_or(usize::MAX)
            ),
        )
    }

    /// Check that `n` more bytes may be allocated, refusing absurd sizes outright.
    pub fn reserve(&self, n: u128) -> PyResult<()> {
        let limit = self.limits.max_memory.unwrap_or(usize::MAX) as u128;
        if n > limit || n > (1u128 << 40) {
            return Err(self.memory_refusal(n));
        }
        self.check_memory(n as usize)
    }

    /// The members of a `types.UnionType` value (`int | None`), or None for anything else.
    pub fn union_args(&self, v: &Value) -> Option<Vec<Value>> {
        match v {
            Value::Instance(i) if Rc::ptr_eq(&i.class, &self.types.union_type) => {
                match i.dict.borrow().get("__args__") {
                    Some(Value::Tuple(t)) => Some(t.to_vec()),
                    _ => Some(Vec::new()),
                }
            }
            _ => None,
        }
    }

    /// `a | b` on types (PEP 604): a `types.UnionType` of both sides' members, `None` as
    /// `NoneType`, duplicates dropped; None when either side is not a type.
    fn type_union(&mut self, a: &Value, b: &Value) -> Option<Value> {
        let mut args: Vec<Value> = Vec::new();
        let mut any_union = false;
        for side in [a, b] {
            let members = match side {
                Value::Class(_) => vec![side.clone()],
                Value::None => vec![Value::Class(self.types.none.clone())],
                _ => {
                    any_union = true;
                    self.union_args(side)?
                }
            };
            for m in members {
                if !args.iter().any(|x| x.is(&m)) {
                    args.push(m);
                }
            }
        }
        // `None | None` is not a union; at least one side must be a type or a union.
        if !any_union && matches!((a, b), (Value::None, Value::None)) {
            return None;
        }
        if args.len() == 1 {
            // `int | int` is just int.
            return args.pop();
        }
        let mut dict = crate::values::object::AttrMap::default();
        dict.insert(
            crate::values::attrmap::intern("__args__"),
            Value::tuple(args),
        );
        Some(Value::Instance(Rc::new(crate::values::Instance {
            class: self.types.union_type.clone(),
            dict: RefCell::new(dict),
            exc: None,
        })))
    }

    /// Whether `n` is an int a sequence can be repeated by.
    fn is_repeat_count(n: &Value) -> bool {
        matches!(n, Value::Int(_) | Value::Bool(_) | Value::BigInt(_))
    }

    /// The repeat count of `seq * n` (negative counts as 0); an int past the index range is
    /// OverflowError, as in CPython, whatever the length of the sequence.
    fn repeat_count(n: &Value) -> PyResult<usize> {
        match n {
            Value::Int(i) => Ok((*i).max(0) as usize),
            Value::Bool(b) => Ok(*b as usize),
            _ => Err(PyErr::msg(
                ExcKind::OverflowError,
                "cannot fit 'int' into an index-sized integer",
            )),
        }
    }

    /// Binary operation on builtin types; None when not applicable.
    fn binary_builtin(&mut self, op: BinOp, a: &Value, b: &Value) -> PyResult<Option<Value>> {
        if let (Value::Bool(x), Value::Bool(y)) = (a, b) {
            match op {
                BinOp::And => return Ok(Some(Value::Bool(x & y))),
                BinOp::Or => return Ok(Some(Value::Bool(x | y))),
                BinOp::Xor => return Ok(Some(Value::Bool(x ^ y))),
                _ => {}
            }
        }
        if let (Some(x), Some(y)) = (num(a), num(b)) {
            return self.binary_num(op, x, y).map(Some);
        }
        use BinOp::*;
        let r = match (op, a, b) {
            (Add, Value::Str(x), Value::Str(y)) => {
                self.reserve((x.s.len() + y.s.len()) as u128)?;
                let mut s = String::with_capacity(x.s.len() + y.s.len());
                s.push_str(&x.s);
                s.push_str(&y.s);
                Value::string(s)
            }
            (Mul, Value::Str(s), n) | (Mul, n, Value::Str(s)) if Self::is_repeat_count(n) => {
                let n = Self::repeat_count(n)?;
                self.reserve(s.s.len() as u128 * n as u128)?;
                Value::string(s.s.repeat(n))
            }
            (Add, Value::List(x), Value::List(y)) => {
                let mut v = x.borrow().clone();
                v.extend(y.borrow().iter().cloned());
                Value::list(v)
            }
            (Mul, Value::List(l), n) | (Mul, n, Value::List(l)) if Self::is_repeat_count(n) => {
                let n = Self::repeat_count(n)?;
                let items = l.borrow();
                self.reserve(items.len() as u128 * n as u128 * 16)?;
                // An empty list repeats to nothing without looping `n` times.
                let n = if items.is_empty() { 0 } else { n };
                let mut v = Vec::with_capacity(items.len() * n);
                for _ in 0..n {
                    v.extend(items.iter().cloned());
                }
                Value::list(v)
            }
            (Add, Value::Tuple(x), Value::Tuple(y)) => {
                let mut v = x.to_vec();
                v.extend(y.iter().cloned());
                Value::tuple(v)
            }
            (Mul, Value::Tuple(t), n) | (Mul, n, Value::Tuple(t)) if Self::is_repeat_count(n) => {
                let n = Self::repeat_count(n)?;
                self.reserve(t.len() as u128 * n as u128 * 16)?;
                let n = if t.is_empty() { 0 } else { n };
                let mut v = Vec::with_capacity(t.len() * n);
                for _ in 0..n {
                    v.extend(t.iter().cloned());
                }
                Value::tuple(v)
            }
            (Add, Value::Bytes(x), Value::Bytes(y)) => {
                let mut v = x.to_vec();
                v.extend_from_slice(y);
                Value::Bytes(Rc::from(v))
            }
            (Mul, Value::Bytes(s), n) | (Mul, n, Value::Bytes(s)) if Self::is_repeat_count(n) => {
                let n = Self::repeat_count(n)?;
                self.reserve(s.len() as u128 * n as u128)?;
                Value::Bytes(Rc::from(s.repeat(n)))
            }
            (Mod, Value::Str(s), args) => Value::string(self.percent_format(&s.s, args)?),
            (
                Or | And | Sub | Xor,
                Value::Set(_) | Value::FrozenSet(_),
                Value::Set(_) | Value::FrozenSet(_),
            ) => {
                let frozen = matches!(a, Value::FrozenSet(_));
                let r = set_op(op, &set_of(a), &set_of(b));
                if frozen {
                    Value::FrozenSet(Rc::new(r))
                } else {
                    Value::Set(Rc::new(RefCell::new(r)))
                }
            }
            (Or | And | Sub | Xor, Value::View(v), other)
            | (Or | And | Sub | Xor, other, Value::View(v))
                if v.kind != ViewKind::Values
                    && matches!(
                        other,
                        Value::View(_)
                            | Value::Set(_)
                            | Value::FrozenSet(_)
                            | Value::List(_)
                            | Value::Tuple(_)
                    ) =>
            {
                let _ = (v, other);
                let x = self.keyset_of(a)?;
                let y = self.keyset_of(b)?;
                Value::Set(Rc::new(RefCell::new(set_op(op, &x, &y))))
            }
            (Or, Value::Dict(x), Value::Dict(y)) => {
                let mut d = x.borrow().clone();
                for (k, v) in y.borrow().iter() {
                    d.insert(k.clone(), v.clone());
                }
                Value::Dict(Rc::new(crate::values::teardown::DictCell::new(d)))
            }
            _ => return Ok(None),
        };
        Ok(Some(r))
    }

    fn keyset_of(&mut self, v: &Value) -> PyResult<SetObj> {
        match v {
            Value::Set(_) | Value::FrozenSet(_) => Ok(set_of(v)),
            _ => {
                let mut s = SetObj::default();
                for x in self.collect(v)? {
                    let k = self.key(x)?;
                    s.insert(k);
                }
                Ok(s)
            }
        }
    }

    /// `a op b`.
    pub fn binary(&mut self, op: BinOp, a: &Value, b: &Value) -> PyResult<Value> {
        if let Some(r) = self.binary_builtin(op, a, b)? {
            return Ok(r);
        }
        let (name, rname, _) = op.dunders();
        if let Value::Instance(_) = a {
            if let Some(m) = self.lookup_special(a, name) {
                let r = self.call(&m, vec![b.clone()], vec![])?;
                if !matches!(r, Value::NotImplemented) {
                    return Ok(r);
                }
            }
        }
        if let Value::Instance(_) = b {
            if let Some(m) = self.lookup_special(b, rname) {
                let r = self.call(&m, vec![a.clone()], vec![])?;
                if !matches!(r, Value::NotImplemented) {
                    return Ok(r);
                }
            }
        }
        if op == BinOp::Or {
            if let Some(u) = self.type_union(a, b) {
                return Ok(u);
            }
        }
        if op == BinOp::Add {
            if let (Value::Bytes(_), _) = (a, b) {
                return Err(PyErr::type_err(format!(
                    "can't concat {} to bytes",
                    b.type_name()
                )));
            }
            if let (Value::Str(_), _) = (a, b) {
                return Err(PyErr::type_err(format!(
                    "can only concatenate str (not \"{}\") to str",
                    b.type_name()
                )));
            }
            if let (Value::List(_), _) = (a, b) {
                return Err(PyErr::type_err(format!(
                    "can only concatenate list (not \"{}\") to list",
                    b.type_name()
                )));
            }
            if let (Value::Tuple(_), _) = (a, b) {
                return Err(PyErr::type_err(format!(
                    "can only concatenate tuple (not \"{}\") to tuple",
                    b.type_name()
                )));
            }
        }
        if op == BinOp::Mul {
            // A sequence repeated by an object with `__index__` (after its own `__mul__` /
            // `__rmul__` declined).
            let seq = |v: &Value| {
                matches!(
                    v,
                    Value::Str(_) | Value::List(_) | Value::Tuple(_) | Value::Bytes(_)
                )
            };
            let (s, n) = if seq(a) { (a, b) } else { (b, a) };
            if seq(s) && matches!(n, Value::Instance(_)) {
                if let Some(i) = self.user_index(n)? {
                    if let Value::BigInt(_) = i {
                        return Err(PyErr::msg(
                            ExcKind::OverflowError,
                            format!("cannot fit '{}' into an index-sized integer", n.type_name()),
                        ));
                    }
                    return self.binary(op, s, &i);
                }
            }
            if let (
                Value::Str(_) | Value::List(_) | Value::Tuple(_),
                Value::Float(_) | Value::Str(_) | Value::List(_) | Value::Tuple(_),
            )
            | (Value::Float(_), Value::Str(_) | Value::List(_) | Value::Tuple(_)) = (a, b)
            {
                let other = if matches!(a, Value::Str(_) | Value::List(_) | Value::Tuple(_)) {
                    b
                } else {
                    a
                };
                return Err(PyErr::type_err(format!(
                    "can't multiply sequence by non-int of type '{}'",
                    other.type_name()
                )));
            }
        }
        Err(unsupported(op, a, b))
    }

    /// `a op= b`.
    pub fn inplace(&mut self, op: BinOp, a: &Value, b: &Value) -> PyResult<Value> {
        match (op, a) {
            (BinOp::Add, Value::List(l)) => {
                let items = self.collect(b)?;
                l.borrow_mut().extend(items);
                return Ok(a.clone());
            }
            (BinOp::Mul, Value::List(l)) if Self::is_repeat_count(b) => {
                // `list *= n` repeats in place (the same list object), as in CPython.
                let n = Self::repeat_count(b)?;
                let len = l.borrow().len();
                self.reserve(len as u128 * n.saturating_sub(1) as u128 * 16)?;
                let mut v = l.borrow_mut();
                if n == 0 {
                    v.clear();
                } else if len > 0 {
                    v.reserve(len * (n - 1));
                    for _ in 1..n {
                        v.extend_from_within(..len);
                    }
                }
                drop(v);
                return Ok(a.clone());
            }
            (BinOp::Or, Value::Set(s)) if matches!(b, Value::Set(_) | Value::FrozenSet(_)) => {
                let other = set_of(b);
                s.borrow_mut().extend(other.iter().cloned());
                return Ok(a.clone());
            }
            (BinOp::Or, Value::Dict(d)) if matches!(b, Value::Dict(_)) => {
                let items = self.mapping_items(b)?;
                let mut d = d.borrow_mut();
                for (k, v) in items {
                    d.insert(k, v);
                }
                return Ok(a.clone());
            }
            (_, Value::Instance(_)) => {
                let (_, _, iname) = op.dunders();
                if let Some(m) = self.lookup_special(a, iname) {
                    let r = self.call(&m, vec![b.clone()], vec![])?;
                    if !matches!(r, Value::NotImplemented) {
                        return Ok(r);
                    }
                }
            }
            _ => {}
        }
        match self.binary(op, a, b) {
            Err(PyErr::New(ExcKind::TypeError, args))
                if op != BinOp::Add || !matches!(a, Value::Str(_)) =>
            {
                let msg = match args.first() {
                    Some(Value::Str(s)) => s.s.replacen(
                        &format!("for {}:", op.symbol()),
                        &format!("for {}=:", op.symbol().trim_end_matches(" or pow()")),
                        1,
                    ),
                    _ => String::new(),
                };
                Err(PyErr::type_err(msg))
            }
            r => r,
        }
    }

    /// Unary operators.
    pub fn unary(&mut self, op: UnOp, a: &Value) -> PyResult<Value> {
        match (op, a) {
            (UnOp::Not, v) => Ok(Value::Bool(!self.truthy(v)?)),
            (UnOp::Neg, Value::Int(i)) => Ok(match i.checked_neg() {
                Some(r) => Value::Int(r),
                None => Value::from_big(-BigInt::from(*i)),
            }),
            (UnOp::Neg, Value::Bool(b)) => Ok(Value::Int(-(*b as i64))),
            (UnOp::Neg, Value::BigInt(b)) => Ok(Value::from_big(-(**b).clone())),
            (UnOp::Neg, Value::Float(f)) => Ok(Value::Float(-f)),
            (UnOp::Pos, Value::Int(_) | Value::BigInt(_) | Value::Float(_)) => Ok(a.clone()),
            (UnOp::Pos, Value::Bool(b)) => Ok(Value::Int(*b as i64)),
            (UnOp::Invert, Value::Int(i)) => Ok(Value::Int(!i)),
            (UnOp::Invert, Value::Bool(b)) => Ok(Value::Int(!(*b as i64))),
            (UnOp::Invert, Value::BigInt(b)) => Ok(Value::from_big(-(**b).clone() - 1)),
            (_, Value::Instance(_)) => {
                let name = match op {
                    UnOp::Neg => "__neg__",
                    UnOp::Pos => "__pos__",
                    _ => "__invert__",
                };
                match self.lookup_special(a, name) {
                    Some(m) => self.call(&m, vec![], vec![]),
                    None => Err(bad_unary(op, a)),
                }
            }
            _ => Err(bad_unary(op, a)),
        }
    }

    /// Rich comparison.
    pub fn compare(&mut self, op: CmpOp, a: &Value, b: &Value) -> PyResult<Value> {
        if let Some(o) = self.builtin_order(a, b)? {
            return Ok(Value::Bool(match o {
                Some(o) => cmp_ord(op, o),
                None => op == CmpOp::Ne,
            }));
        }
        if matches!(a, Value::Native(_)) || matches!(b, Value::Native(_)) {
            if let Some(r) = self.native_compare(op, a, b)? {
                return Ok(Value::Bool(r));
            }
        }
        if matches!(op, CmpOp::Eq | CmpOp::Ne) {
            if matches!(a, Value::Instance(_)) || matches!(b, Value::Instance(_)) {
                let (name, rname) = op.dunders();
                for (x, y, n) in [(a, b, name), (b, a, rname)] {
                    if let Value::Instance(_) = x {
                        if let Some(m) = self.lookup_special(x, n) {
                            let r = self.call(&m, vec![y.clone()], vec![])?;
                            if !matches!(r, Value::NotImplemented) {
                                return Ok(r);
                            }
                        } else if n == "__ne__" {
                            if let Some(m) = self.lookup_special(x, "__eq__") {
                                let r = self.call(&m, vec![y.clone()], vec![])?;
                                if !matches!(r, Value::NotImplemented) {
                                    return Ok(Value::Bool(!self.truthy(&r)?));
                                }
                            }
                        }
                    }
                }
            }
            let e = if matches!(a, Value::Instance(_)) || matches!(b, Value::Instance(_)) {
                a.is(b)
            } else {
                self.eq(a, b)?
            };
            return Ok(Value::Bool(if op == CmpOp::Eq { e } else { !e }));
        }
        let (name, rname) = op.dunders();
        if let Value::Instance(_) = a {
            if let Some(m) = self.lookup_special(a, name) {
                let r = self.call(&m, vec![b.clone()], vec![])?;
                if !matches!(r, Value::NotImplemented) {
                    return Ok(r);
                }
            }
        }
        if let Value::Instance(_) = b {
            if let Some(m) = self.lookup_special(b, rname) {
                let r = self.call(&m, vec![a.clone()], vec![])?;
                if !matches!(r, Value::NotImplemented) {
                    return Ok(r);
                }
            }
        }
        if let (Value::Tuple(_), Value::Tuple(_)) | (Value::List(_), Value::List(_)) = (a, b) {
            if let Some(o) = fast_cmp(a, b) {
                return Ok(Value::Bool(cmp_ord(op, o)));
            }
        }
        // Slices order as the tuples (start, stop, step).
        if let (Value::Slice(x), Value::Slice(y)) = (a, b) {
            let (x, y) = (Value::tuple(x.to_vec()), Value::tuple(y.to_vec()));
            return self.compare(op, &x, &y);
        }
        // Sequences: lexicographic with user elements.
        match (a, b) {
            (Value::List(_), Value::List(_)) | (Value::Tuple(_), Value::Tuple(_)) => {
                let _level = super::nest::enter(super::nest::Ctx::Compare)?;
                let x = self.collect(a)?;
                let y = self.collect(b)?;
                for (p, q) in x.iter().zip(y.iter()) {
                    if !self.eq(p, q)? {
                        let r = self.compare(op, p, q)?;
                        return Ok(r);
                    }
                }
                return Ok(Value::Bool(cmp_ord(op, x.len().cmp(&y.len()))));
            }
            (
                Value::Set(_) | Value::FrozenSet(_) | Value::View(_),
                Value::Set(_) | Value::FrozenSet(_) | Value::View(_),
            ) if !matches!(a, Value::View(v) if v.kind == ViewKind::Values)
                && !matches!(b, Value::View(v) if v.kind == ViewKind::Values) =>
            {
                let x = self.keyset_of(a)?;
                let y = self.keyset_of(b)?;
                let sub = x.iter().all(|k| y.contains(k));
                let sup = y.iter().all(|k| x.contains(k));
                let r = match op {
                    CmpOp::Le => sub,
                    CmpOp::Lt => sub && x.len() < y.len(),
                    CmpOp::Ge => sup,
                    CmpOp::Gt => sup && x.len() > y.len(),
                    _ => false,
                };
                return Ok(Value::Bool(r));
            }
            _ => {}
        }
        Err(PyErr::type_err(format!(
            "'{}' not supported between instances of '{}' and '{}'",
            op.symbol(),
            a.type_name(),
            b.type_name()
        )))
    }

    /// A comparison involving a native object: its own hooks, then the other side's reflected
    /// ones; equality falls back to identity unless a user object may still decide. `None`
    /// leaves the comparison to the generic paths (and their `TypeError`).
    fn native_compare(&mut self, op: CmpOp, a: &Value, b: &Value) -> PyResult<Option<bool>> {
        if matches!(op, CmpOp::Eq | CmpOp::Ne) {
            let mut r = None;
            if let Value::Native(o) = a {
                r = o.eq(self, b)?;
            }
            if r.is_none() {
                if let Value::Native(o) = b {
                    r = o.eq(self, a)?;
                }
            }
            let r = match r {
                Some(r) => r,
                None if matches!(a, Value::Instance(_)) || matches!(b, Value::Instance(_)) => {
                    return Ok(None);
                }
                None => a.is(b),
            };
            return Ok(Some(if op == CmpOp::Eq { r } else { !r }));
        }
        if let Value::Native(o) = a {
            if let Some(ord) = o.compare(self, b)? {
                return Ok(Some(cmp_ord(op, ord)));
            }
        }
        if let Value::Native(o) = b {
            if let Some(ord) = o.compare(self, a)? {
                return Ok(Some(cmp_ord(op, ord.reverse())));
            }
        }
        Ok(None)
    }

    /// Total order of builtin scalars without user code; Some(None) for NaN comparisons.
    fn builtin_order(&mut self, a: &Value, b: &Value) -> PyResult<Option<Option<Ordering>>> {
        Ok(match (a, b) {
            (Value::Int(x), Value::Int(y)) => Some(Some(x.cmp(y))),
            (Value::Str(x), Value::Str(y)) => Some(Some(x.s.cmp(&y.s))),
            (Value::Bytes(x), Value::Bytes(y)) => Some(Some(x.cmp(y))),
            _ => match (num(a), num(b)) {
                (Some(x), Some(y)) => Some(num_cmp(&x, &y)),
                _ => None,
            },
        })
    }

    /// Equality (may call user `__eq__`).
    pub fn eq(&mut self, a: &Value, b: &Value) -> PyResult<bool> {
        match (a, b) {
            (Value::Int(x), Value::Int(y)) => return Ok(x == y),
            (Value::Str(x), Value::Str(y)) => return Ok(Rc::ptr_eq(x, y) || x.s == y.s),
            _ => {}
        }
        // Containers recurse into their items (and instances into user code).
        let nested = |v: &Value| {
            matches!(
                v,
                Value::List(_) | Value::Tuple(_) | Value::Dict(_) | Value::Instance(_)
            )
        };
        let _level = if nested(a) || nested(b) {
            Some(super::nest::enter(super::nest::Ctx::Compare)?)
        } else {
            None
        };
        match (a, b) {
            (Value::List(x), Value::List(y)) => {
                if Rc::ptr_eq(x, y) {
                    return Ok(true);
                }
                let (x, y) = (x.borrow().clone(), y.borrow().clone());
                self.seq_eq(&x, &y)
            }
            (Value::Tuple(x), Value::Tuple(y)) => self.seq_eq(x, y),
            (Value::Slice(x), Value::Slice(y)) => self.seq_eq(&x[..], &y[..]),
            (Value::Dict(x), Value::Dict(y)) => {
                if Rc::ptr_eq(x, y) {
                    return Ok(true);
                }
                let (x, y) = (x.borrow().clone(), y.borrow().clone());
                if x.len() != y.len() {
                    return Ok(false);
                }
                for (k, v) in x.iter() {
                    match y.get(k) {
                        Some(w) => {
                            if !self.eq(v, w)? {
                                return Ok(false);
                            }
                        }
                        None => return Ok(false),
                    }
                }
                Ok(true)
            }
            (Value::Set(_) | Value::FrozenSet(_), Value::Set(_) | Value::FrozenSet(_)) => {
                let (x, y) = (set_of(a), set_of(b));
                if x.len() != y.len() {
                    return Ok(false);
                }
                // Members with a user __eq__ are looked up through it (equal but distinct
                // objects with equal hashes).
                for k in x.iter() {
                    if !y.contains(k) && self.set_find(&y, k)?.is_none() {
                        return Ok(false);
                    }
                }
                Ok(true)
            }
            (Value::Method(x), Value::Method(y)) => Ok(x.0.is(&y.0) && x.1.is(&y.1)),
            (Value::View(v), o) | (o, Value::View(v))
                if v.kind != ViewKind::Values
                    && matches!(o, Value::View(_) | Value::Set(_) | Value::FrozenSet(_)) =>
            {
                if let Value::View(w) = o {
                    if w.kind == ViewKind::Values {
                        return Ok(false);
                    }
                }
                let x = self.keyset_of(a)?;
                let y = self.keyset_of(b)?;
                Ok(x.len() == y.len() && x.iter().all(|k| y.contains(k)))
            }
            (Value::Range(x), Value::Range(y)) => {
                let (lx, ly) = (x.len_exact(), y.len_exact());
                Ok(lx == ly && (lx == 0 || (x.start == y.start && (lx == 1 || x.step == y.step))))
            }
            (Value::Instance(_) | Value::Native(_), _)
            | (_, Value::Instance(_) | Value::Native(_)) => {
                let r = self.compare(CmpOp::Eq, a, b)?;
                self.truthy(&r)
            }
            (Value::Float(x), Value::Float(y)) => Ok(x == y),
            _ => {
                if let (Some(x), Some(y)) = (num(a), num(b)) {
                    return Ok(num_cmp(&x, &y) == Some(Ordering::Equal));
                }
                Ok(key_eq(a, b))
            }
        }
    }

    fn seq_eq(&mut self, x: &[Value], y: &[Value]) -> PyResult<bool> {
        if x.len() != y.len() {
            return Ok(false);
        }
        for (p, q) in x.iter().zip(y.iter()) {
            if !p.is(q) && !self.eq(p, q)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// The dict/set key for a value (TypeError when unhashable).
    pub fn key(&mut self, v: Value) -> PyResult<Key> {
        let hash = self.hash(&v)?;
        Ok(Key { hash, value: v })
    }

    /// Whether equality of `v` involves user code (instances with `__eq__`).
    fn user_eq(v: &Value) -> bool {
        match v {
            Value::Instance(i) => i.class.lookup("__eq__").is_some(),
            Value::Tuple(t) => t.iter().any(Self::user_eq),
            _ => false,
        }
    }

    /// Index of `key` in a dict, using user `__eq__` when keys need it.
    pub fn dict_find(
        &mut self,
        d: &RefCell<crate::values::Dict>,
        key: &Key,
    ) -> PyResult<Option<usize>> {
        if let Some(i) = d.borrow().get_index_of(key) {
            return Ok(Some(i));
        }
        if Self::user_eq(&key.value) {
            let cands: Vec<(usize, Value)> = d
                .borrow()
                .iter()
                .enumerate()
                .filter(|(_, (k, _))| k.hash == key.hash)
                .map(|(i, (k, _))| (i, k.value.clone()))
                .collect();
            for (i, kv) in cands {
                if self.eq(&kv, &key.value)? {
                    return Ok(Some(i));
                }
            }
        }
        Ok(None)
    }

    /// `d[key] = value`, keeping the existing key object when an equal one exists.
    pub fn dict_set(
        &mut self,
        d: &RefCell<crate::values::Dict>,
        key: Key,
        value: Value,
    ) -> PyResult<()> {
        match self.dict_find(d, &key)? {
            Some(i) => {
                let old = d
                    .borrow_mut()
                    .get_index_mut(i)
                    .map(|(_, v)| std::mem::replace(v, value));
                if let Some(old) = old {
                    drop_fast(old);
                }
            }
            None => {
                self.check_growth(0)?;
                d.borrow_mut().insert(key, value);
            }
        }
        Ok(())
    }

    /// Index of `key` in a set.
    pub fn set_find(&mut self, s: &SetObj, key: &Key) -> PyResult<Option<usize>> {
        if let Some(i) = s.get_index_of(key) {
            return Ok(Some(i));
        }
        if Self::user_eq(&key.value) {
            let cands: Vec<(usize, Value)> = s
                .iter()
                .enumerate()
                .filter(|(_, k)| k.hash == key.hash)
                .map(|(i, k)| (i, k.value.clone()))
                .collect();
            for (i, kv) in cands {
                if self.eq(&kv, &key.value)? {
                    return Ok(Some(i));
                }
            }
        }
        Ok(None)
    }

    /// Add to a set unless an equal element is there.
    pub fn set_add(&mut self, s: &RefCell<SetObj>, key: Key) -> PyResult<()> {
        if Self::user_eq(&key.value) {
            let snapshot = s.borrow().clone();
            if self.set_find(&snapshot, &key)?.is_some() {
                return Ok(());
            }
        }
        self.check_growth(0)?;
        s.borrow_mut().insert(key);
        Ok(())
    }

    /// `hash(v)`.
    pub fn hash(&mut self, v: &Value) -> PyResult<i64> {
        Ok(match v {
            Value::Int(i) => hash_i64(*i),
            Value::Str(s) => hash_str(&s.s),
            Value::Bool(b) => *b as i64,
            Value::None => 0x5f5e100,
            Value::Float(f) => hash_float(*f),
            Value::BigInt(b) => hash_big(b),
            Value::Tuple(t) => {
                let _level = super::nest::enter(super::nest::Ctx::Plain)?;
                let mut h: u64 = 0x345678;
                for x in t.iter() {
                    let xh = self.hash(x)? as u64;
                    h = (h ^ xh).wrapping_mul(1000003).rotate_left(7);
                }
                (h >> 1) as i64
            }
            Value::FrozenSet(s) => {
                let mut h: u64 = 0;
                for k in s.iter() {
                    h ^= (k.hash as u64).wrapping_mul(0x9E3779B97F4A7C15);
                }
                (h >> 1) as i64
            }
            Value::Bytes(b) => hash_str(&String::from_utf8_lossy(b)) ^ 0x55,
            Value::Range(r) => hash_i64(r.start ^ r.stop.rotate_left(20) ^ r.step.rotate_left(40)),
            Value::List(_) | Value::Dict(_) | Value::Set(_) | Value::Slice(_) => {
                return Err(PyErr::type_err(format!(
                    "unhashable type: '{}'",
                    v.type_name()
                )));
            }
            Value::Instance(i) => {
                if let Some(h) = i.class.lookup("__hash__") {
                    if matches!(h, Value::None) {
                        return Err(PyErr::type_err(format!(
                            "unhashable type: '{}'",
                            v.type_name()
                        )));
                    }
                    let m = self.bind(v, h);
                    let r = self.call(&m, vec![], vec![])?;
                    // As CPython: an int that fits is the hash as it is (-1 becomes -2); a
                    // bigger one is reduced like the int's own hash.
                    return match r {
                        Value::Int(-1) => Ok(-2),
                        Value::Int(i) => Ok(i),
                        Value::BigInt(b) => Ok(hash_big(&b)),
                        Value::Bool(b) => Ok(b as i64),
                        _ => Err(PyErr::type_err("__hash__ method should return an integer")),
                    };
                }
                if i.class.lookup("__eq__").is_some() {
                    return Err(PyErr::type_err(format!(
                        "unhashable type: '{}'",
                        v.type_name()
                    )));
                }
                (v.id() >> 4) as i64
            }
            Value::Native(o) => match o.hash(self)? {
                Some(h) => h,
                None => (v.id() >> 4) as i64,
            },
            other => (other.id() >> 4) as i64,
        })
    }

    /// Truthiness.
    pub fn truthy(&mut self, v: &Value) -> PyResult<bool> {
        Ok(match v {
            Value::None => false,
            Value::Bool(b) => *b,
            Value::Int(i) => *i != 0,
            Value::BigInt(_) => true,
            Value::Float(f) => *f != 0.0,
            Value::Str(s) => !s.s.is_empty(),
            Value::List(l) => !l.borrow().is_empty(),
            Value::Tuple(t) => !t.is_empty(),
            Value::Dict(d) => !d.borrow().is_empty(),
            Value::Set(s) => !s.borrow().is_empty(),
            Value::FrozenSet(s) => !s.is_empty(),
            Value::Bytes(b) => !b.is_empty(),
            Value::Range(r) => !r.is_empty(),
            Value::View(vw) => !vw.dict.borrow().is_empty(),
            Value::Instance(_) => {
                if let Some(m) = self.lookup_special(v, "__bool__") {
                    let r = self.call(&m, vec![], vec![])?;
                    return match r {
                        Value::Bool(b) => Ok(b),
                        other => Err(PyErr::type_err(format!(
                            "__bool__ should return bool, returned {}",
                            other.type_name()
                        ))),
                    };
                }
                if self.lookup_special(v, "__len__").is_some() {
                    // Checked as len() checks it (negative, non-int and huge are errors).
                    return Ok(self.len(v)? != 0);
                }
                true
            }
            Value::Native(o) => o.len(self)?.is_none_or(|n| n != 0),
            _ => true,
        })
    }

    /// A method from the class of `v`, bound to `v` (None when absent).
    pub fn lookup_special(&mut self, v: &Value, name: &str) -> Option<Value> {
        if let Value::Instance(i) = v {
            let m = i.class.lookup(name)?;
            return Some(self.bind(v, m));
        }
        None
    }

    /// Bind a class attribute to an instance.
    pub fn bind(&mut self, obj: &Value, attr: Value) -> Value {
        match attr {
            Value::Function(_) => Value::Method(Rc::new((obj.clone(), attr))),
            Value::StaticMethod(f) => (*f).clone(),
            Value::ClassMethod(f) => Value::Method(Rc::new((
                Value::Class(self.types.type_of(obj)),
                (*f).clone(),
            ))),
            other => other,
        }
    }

    /// `len(v)`.
    pub fn len(&mut self, v: &Value) -> PyResult<usize> {
        Ok(match v {
            Value::Str(s) => s.char_len,
            Value::List(l) => l.borrow().len(),
            Value::Tuple(t) => t.len(),
            Value::Dict(d) => d.borrow().len(),
            Value::Set(s) => s.borrow().len(),
            Value::FrozenSet(s) => s.len(),
            Value::Bytes(b) => b.len(),
            Value::Range(r) => r.len_checked().ok_or_else(ssize_overflow)? as usize,
            Value::View(vw) => vw.dict.borrow().len(),
            Value::Instance(_) => match self.lookup_special(v, "__len__") {
                Some(m) => match self.call(&m, vec![], vec![])? {
                    Value::Int(i) if i >= 0 => i as usize,
                    Value::Bool(b) => b as usize,
                    Value::Int(_) => return Err(PyErr::value_err("__len__() should return >= 0")),
                    Value::BigInt(_) => {
                        return Err(PyErr::msg(
                            ExcKind::OverflowError,
                            "cannot fit 'int' into an index-sized integer",
                        ));
                    }
                    other => {
                        return Err(PyErr::type_err(format!(
                            "'{}' object cannot be interpreted as an integer",
                            other.type_name()
                        )));
                    }
                },
                None => {
                    return Err(PyErr::type_err(format!(
                        "object of type '{}' has no len()",
                        v.type_name()
                    )));
                }
            },
            Value::Native(o) => match o.len(self)? {
                Some(n) => n,
                None => {
                    return Err(PyErr::type_err(format!(
                        "object of type '{}' has no len()",
                        v.type_name()
                    )));
                }
            },
            _ => {
                return Err(PyErr::type_err(format!(
                    "object of type '{}' has no len()",
                    v.type_name()
                )));
            }
        })
    }

    /// `item in container`.
    pub fn contains(&mut self, container: &Value, item: &Value) -> PyResult<bool> {
        match container {
            Value::Str(s) => match item {
                Value::Str(sub) => Ok(s.s.contains(&*sub.s)),
                other => Err(PyErr::type_err(format!(
                    "'in <string>' requires string as left operand, not {}",
                    other.type_name()
                ))),
            },
            Value::Dict(d) => {
                let k = self.key(item.clone())?;
                Ok(self.dict_find(d, &k)?.is_some())
            }
            Value::View(vw) => match vw.kind {
                ViewKind::Keys => {
                    let k = self.key(item.clone())?;
                    Ok(self.dict_find(&vw.dict, &k)?.is_some())
                }
                ViewKind::Items => {
                    let Value::Tuple(t) = item else {
                        return Ok(false);
                    };
                    if t.len() != 2 {
                        return Ok(false);
                    }
                    let k = self.key(t[0].clone())?;
                    match self.dict_find(&vw.dict, &k)? {
                        Some(i) => {
                            let v = vw
                                .dict
                                .borrow()
                                .get_index(i)
                                .map(|(_, v)| v.clone())
                                .unwrap_or(Value::None);
                            self.eq(&v, &t[1])
                        }
                        None => Ok(false),
                    }
                }
                ViewKind::Values => {
                    let vals: Vec<Value> = vw.dict.borrow().values().cloned().collect();
                    for x in vals {
                        if self.eq(&x, item)? {
                            return Ok(true);
                        }
                    }
                    Ok(false)
                }
            },
            Value::Set(s) => {
                let k = self.key(item.clone())?;
                let snap = s.borrow().clone();
                Ok(self.set_find(&snap, &k)?.is_some())
            }
            Value::FrozenSet(s) => {
                let k = self.key(item.clone())?;
                Ok(self.set_find(s, &k)?.is_some())
            }
            Value::List(l) => {
                // Live by index (an `__eq__` may change the list), no copy.
                let mut i = 0;
                loop {
                    let Some(x) = l.borrow().get(i).cloned() else {
                        return Ok(false);
                    };
                    if (x.is(item) && !matches!(item, Value::Float(_))) || self.eq(&x, item)? {
                        return Ok(true);
                    }
                    i += 1;
                }
            }
            Value::Tuple(t) => {
                for x in t.iter() {
                    if (x.is(item) && !matches!(item, Value::Float(_))) || self.eq(x, item)? {
                        return Ok(true);
                    }
                }
                Ok(false)
            }
            Value::Range(r) => match item {
                Value::Int(i) => {
                    let i = *i;
                    let inside = if r.step > 0 {
                        i >= r.start && i < r.stop
                    } else {
                        i <= r.start && i > r.stop
                    };
                    Ok(inside && (i as i128 - r.start as i128) % r.step as i128 == 0)
                }
                _ => {
                    for x in self.collect(container)? {
                        if self.eq(&x, item)? {
                            return Ok(true);
                        }
                    }
                    Ok(false)
                }
            },
            Value::Bytes(b) => match item {
                Value::Int(i) if (0..256).contains(i) => Ok(b.contains(&(*i as u8))),
                Value::Bool(v) => Ok(b.contains(&(*v as u8))),
                Value::Int(_) | Value::BigInt(_) => {
                    Err(PyErr::value_err("byte must be in range(0, 256)"))
                }
                Value::Bytes(sub) => {
                    Ok(sub.is_empty() || b.windows(sub.len()).any(|w| w == &sub[..]))
                }
                other => Err(PyErr::type_err(format!(
                    "a bytes-like object is required, not '{}'",
                    other.type_name()
                ))),
            },
            Value::Instance(_) => {
                if let Some(m) = self.lookup_special(container, "__contains__") {
                    let r = self.call(&m, vec![item.clone()], vec![])?;
                    return self.truthy(&r);
                }
                // As CPython: a TypeError getting the iterator reads as "not iterable".
                let it = match self.iter(container) {
                    Err(PyErr::New(ExcKind::TypeError, _)) => {
                        return Err(PyErr::type_err(format!(
                            "argument of type '{}' is not iterable",
                            container.type_name()
                        )));
                    }
                    r => r?,
                };
                while let Some(x) = self.next(&it)? {
                    if self.eq(&x, item)? {
                        return Ok(true);
                    }
                }
                Ok(false)
            }
            Value::Iter(_) | Value::Generator(_) => {
                while let Some(x) = self.next(container)? {
                    if self.eq(&x, item)? {
                        return Ok(true);
                    }
                }
                Ok(false)
            }
            Value::Native(o) => {
                if let Some(r) = o.contains(self, item)? {
                    return Ok(r);
                }
                if o.iter(self, container)?.is_none() {
                    return Err(PyErr::type_err(format!(
                        "argument of type '{}' is not iterable",
                        container.type_name()
                    )));
                }
                let it = self.iter(container)?;
                while let Some(x) = self.next(&it)? {
                    if self.eq(&x, item)? {
                        return Ok(true);
                    }
                }
                Ok(false)
            }
            _ => Err(PyErr::type_err(format!(
                "argument of type '{}' is not iterable",
                container.type_name()
            ))),
        }
    }

    /// `iter(v)`.
    pub fn iter(&mut self, v: &Value) -> PyResult<Value> {
        let st = match v {
            Value::List(l) => IterState::List(l.clone(), 0),
            Value::Tuple(t) => IterState::Seq(t.clone(), 0),
            Value::Str(s) => IterState::Str(s.clone(), 0),
            Value::Range(r) => IterState::Range(r.start, r.stop, r.step),
            Value::Dict(d) => IterState::Dict(d.clone(), 0, d.borrow().len(), ViewKind::Keys),
            Value::View(v) => IterState::Dict(v.dict.clone(), 0, v.dict.borrow().len(), v.kind),
            Value::Set(s) => IterState::Set(s.clone(), 0, s.borrow().len()),
            Value::FrozenSet(s) => {
                IterState::Seq(Rc::new(s.iter().map(|k| k.value.clone()).collect()), 0)
            }
            Value::Bytes(b) => IterState::Seq(
                Rc::new(b.iter().map(|x| Value::Int(*x as i64)).collect()),
                0,
            ),
            Value::Iter(_) | Value::Generator(_) => return Ok(v.clone()),
            Value::Instance(_) => {
                if let Some(m) = self.lookup_special(v, "__iter__") {
                    let it = self.call(&m, vec![], vec![])?;
                    let is_iterator = match &it {
                        Value::Iter(_) | Value::Generator(_) => true,
                        Value::Instance(_) => self.lookup_special(&it, "__next__").is_some(),
                        _ => false,
                    };
                    if !is_iterator {
                        return Err(PyErr::type_err(format!(
                            "iter() returned non-iterator of type '{}'",
                            it.type_name()
                        )));
                    }
                    return Ok(it);
                }
                if self.lookup_special(v, "__getitem__").is_some() {
                    let mut items = Vec::new();
                    let mut i = 0;
                    loop {
                        match self.getitem(v, &Value::Int(i)) {
                            Ok(x) => items.push(x),
                            Err(PyErr::New(ExcKind::IndexError | ExcKind::StopIteration, _)) => {
                                break;
                            }
                            Err(PyErr::Obj(o))
                                if o.class.is_subclass(self.types.exc(ExcKind::IndexError)) =>
                            {
                                break;
                            }
                            Err(e) => return Err(e),
                        }
                        i += 1;
                    }
                    IterState::Seq(Rc::from(items), 0)
                } else {
                    return Err(PyErr::type_err(format!(
                        "'{}' object is not iterable",
                        v.type_name()
                    )));
                }
            }
            Value::Native(o) => {
                return match o.iter(self, v)? {
                    Some(it) => Ok(it),
                    None => Err(PyErr::type_err(format!(
                        "'{}' object is not iterable",
                        v.type_name()
                    ))),
                };
            }
            _ => {
                return Err(PyErr::type_err(format!(
                    "'{}' object is not iterable",
                    v.type_name()
                )));
            }
        };
        Ok(Value::Iter(Rc::new(RefCell::new(st))))
    }

    /// `next(it)`; None when exhausted.
    #[inline]
    pub fn next(&mut self, it: &Value) -> PyResult<Option<Value>> {
        match it {
            Value::Iter(st) => {
                let mut s = st.borrow_mut();
                match &mut *s {
                    IterState::List(l, i) => {
                        let l2 = l.borrow();
                        if *i < l2.len() {
                            let v = l2[*i].clone();
                            drop(l2);
                            *i += 1;
                            Ok(Some(v))
                        } else {
                            drop(l2);
                            *s = IterState::Done;
                            Ok(None)
                        }
                    }
                    IterState::Range(cur, stop, step) => {
                        if (*step > 0 && *cur < *stop) || (*step < 0 && *cur > *stop) {
                            let v = *cur;
                            *cur = cur.saturating_add(*step);
                            Ok(Some(Value::Int(v)))
                        } else {
                            Ok(None)
                        }
                    }
                    IterState::Seq(t, i) => {
                        if *i < t.len() {
                            let v = t[*i].clone();
                            *i += 1;
                            Ok(Some(v))
                        } else {
                            Ok(None)
                        }
                    }
                    IterState::Str(p, i) => match p.s[*i..].chars().next() {
                        Some(c) => {
                            *i += c.len_utf8();
                            let mut b = [0u8; 4];
                            Ok(Some(Value::str(c.encode_utf8(&mut b))))
                        }
                        None => Ok(None),
                    },
                    IterState::Done => Ok(None),
                    IterState::Set(set, i, n) => {
                        let sb = set.borrow();
                        unchanged_size(sb.len(), n, "Set")?;
                        match sb.get_index(*i) {
                            Some(k) => {
                                let r = k.value.clone();
                                drop(sb);
                                *i += 1;
                                Ok(Some(r))
                            }
                            None => Ok(None),
                        }
                    }
                    IterState::Dict(d, i, n, kind) => {
                        let db = d.borrow();
                        unchanged_size(db.len(), n, "dictionary")?;
                        match db.get_index(*i) {
                            Some((k, v)) => {
                                let r = match kind {
                                    ViewKind::Keys => k.value.clone(),
                                    ViewKind::Values => v.clone(),
                                    ViewKind::Items => {
                                        Value::tuple(vec![k.value.clone(), v.clone()])
                                    }
                                };
                                drop(db);
                                *i += 1;
                                Ok(Some(r))
                            }
                            None => Ok(None),
                        }
                    }
                    IterState::Enumerate(inner, idx) => {
                        let inner = inner.clone();
                        let i = idx.clone();
                        drop(s);
                        // Iterator chains recurse into the inner iterator.
                        let _level = super::nest::enter(super::nest::Ctx::Plain)?;
                        match self.next(&inner)? {
                            Some(v) => {
                                let ni = self.binary(BinOp::Add, &i, &Value::Int(1))?;
                                if let IterState::Enumerate(_, idx) = &mut *st.borrow_mut() {
                                    *idx = ni;
                                }
                                Ok(Some(Value::tuple(vec![i, v])))
                            }
                            None => Ok(None),
                        }
                    }
                    IterState::Zip(iters) => {
                        let iters = iters.clone();
                        drop(s);
                        // Iterator chains recurse into the inner iterator.
                        let _level = super::nest::enter(super::nest::Ctx::Plain)?;
                        let mut out = Vec::with_capacity(iters.len());
                        for i in &iters {
                            match self.next(i)? {
                                Some(v) => out.push(v),
                                None => {
                                    *st.borrow_mut() = IterState::Done;
                                    return Ok(None);
                                }
                            }
                        }
                        if iters.is_empty() {
                            return Ok(None);
                        }
                        Ok(Some(Value::tuple(out)))
                    }
                    IterState::Map(func, iters) => {
                        let (func, iters) = (func.clone(), iters.clone());
                        drop(s);
                        // Iterator chains recurse into the inner iterator.
                        let _level = super::nest::enter(super::nest::Ctx::Plain)?;
                        let mut args = Vec::with_capacity(iters.len());
                        for i in &iters {
                            match self.next(i)? {
                                Some(v) => args.push(v),
                                None => {
                                    *st.borrow_mut() = IterState::Done;
                                    return Ok(None);
                                }
                            }
                        }
                        Ok(Some(self.call(&func, args, vec![])?))
                    }
                    IterState::Callable(func, sentinel) => {
                        let (func, sentinel) = (func.clone(), sentinel.clone());
                        drop(s);
                        let v = match self.call(&func, vec![], vec![]) {
                            Ok(v) => v,
                            // As CPython's callable_iterator: StopIteration from the callable
                            // ends the iteration.
                            Err(PyErr::New(ExcKind::StopIteration, _)) => {
                                *st.borrow_mut() = IterState::Done;
                                return Ok(None);
                            }
                            Err(PyErr::Obj(o))
                                if o.class.is_subclass(self.types.exc(ExcKind::StopIteration)) =>
                            {
                                *st.borrow_mut() = IterState::Done;
                                return Ok(None);
                            }
                            Err(e) => return Err(e),
                        };
                        if self.eq(&v, &sentinel)? {
                            *st.borrow_mut() = IterState::Done;
                            return Ok(None);
                        }
                        Ok(Some(v))
                    }
                    IterState::Filter(func, inner) => {
                        let (func, inner) = (func.clone(), inner.clone());
                        drop(s);
                        // Iterator chains recurse into the inner iterator.
                        let _level = super::nest::enter(super::nest::Ctx::Plain)?;
                        loop {
                            match self.next(&inner)? {
                                Some(v) => {
                                    let keep = if matches!(func, Value::None) {
                                        self.truthy(&v)?
                                    } else {
                                        let r = self.call(&func, vec![v.clone()], vec![])?;
                                        self.truthy(&r)?
                                    };
                                    if keep {
                                        return Ok(Some(v));
                                    }
                                }
                                None => return Ok(None),
                            }
                        }
                    }
                }
            }
            Value::Generator(g) => match self.gen_resume(g, Value::None, None)? {
                super::call::GenStep::Yielded(v) => Ok(Some(v)),
                super::call::GenStep::Returned(_) => Ok(None),
            },
            Value::Instance(_) => match self.lookup_special(it, "__next__") {
                Some(m) => match self.call(&m, vec![], vec![]) {
                    Ok(v) => Ok(Some(v)),
                    Err(PyErr::New(ExcKind::StopIteration, _)) => Ok(None),
                    Err(PyErr::Obj(o))
                        if o.class.is_subclass(self.types.exc(ExcKind::StopIteration)) =>
                    {
                        Ok(None)
                    }
                    Err(e) => Err(e),
                },
                None => Err(PyErr::type_err(format!(
                    "'{}' object is not an iterator",
                    it.type_name()
                ))),
            },
            Value::Native(o) if o.is_iterator() => o.next(self),
            _ => Err(PyErr::type_err(format!(
                "'{}' object is not an iterator",
                it.type_name()
            ))),
        }
    }

    /// All items of an iterable.
    pub fn collect(&mut self, v: &Value) -> PyResult<Vec<Value>> {
        match v {
            // Copies: checked against the memory budget before they are made.
            Value::List(l) => {
                self.check_growth(l.borrow().len() * std::mem::size_of::<Value>())?;
                Ok(l.borrow().clone())
            }
            Value::Tuple(t) => {
                self.check_growth(t.len() * std::mem::size_of::<Value>())?;
                Ok(t.to_vec())
            }
            _ => {
                let it = self.iter(v)?;
                let mut out = Vec::new();
                while let Some(x) = self.next(&it)? {
                    self.push_item(&mut out, x)?;
                    if out.len().is_multiple_of(65536) {
                        self.check_limits()?;
                    }
                }
                Ok(out)
            }
        }
    }

    /// Unpack exactly n values.
    pub fn unpack(&mut self, v: &Value, n: usize) -> PyResult<Vec<Value>> {
        let items = match v {
            Value::Tuple(t) => t.to_vec(),
            Value::List(l) => l.borrow().clone(),
            _ => {
                if !matches!(
                    v,
                    Value::Str(_)
                        | Value::Dict(_)
                        | Value::Set(_)
                        | Value::FrozenSet(_)
                        | Value::Range(_)
                        | Value::Bytes(_)
                        | Value::Iter(_)
                        | Value::Generator(_)
                        | Value::Instance(_)
                ) {
                    return Err(PyErr::type_err(format!(
                        "cannot unpack non-iterable {} object",
                        v.type_name()
                    )));
                }
                let it = self.iter(v)?;
                let mut out = Vec::with_capacity(n);
                while let Some(x) = self.next(&it)? {
                    out.push(x);
                    if out.len() > n {
                        return Err(PyErr::value_err(format!(
                            "too many values to unpack (expected {n})"
                        )));
                    }
                }
                out
            }
        };
        if items.len() > n {
            return Err(PyErr::value_err(format!(
                "too many values to unpack (expected {n})"
            )));
        }
        if items.len() < n {
            return Err(PyErr::value_err(format!(
                "not enough values to unpack (expected {n}, got {})",
                items.len()
            )));
        }
        Ok(items)
    }

    /// (key, value) pairs of a mapping for `**` and dict updates.
    pub fn mapping_items(&mut self, v: &Value) -> PyResult<Vec<(Key, Value)>> {
        match v {
            Value::Dict(d) => Ok(d
                .borrow()
                .iter()
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect()),
            Value::Instance(_) => {
                let keys_m = self.lookup_special(v, "keys").ok_or_else(|| {
                    PyErr::type_err(format!("'{}' object is not a mapping", v.type_name()))
                })?;
                let keys = self.call(&keys_m, vec![], vec![])?;
                let mut out = Vec::new();
                for k in self.collect(&keys)? {
                    let val = self.getitem(v, &k)?;
                    out.push((self.key(k)?, val));
                }
                Ok(out)
            }
            _ => Err(PyErr::type_err(format!(
                "'{}' object is not a mapping",
                v.type_name()
            ))),
        }
    }

    /// `o[k]`.
    pub fn getitem(&mut self, o: &Value, k: &Value) -> PyResult<Value> {
        match o {
            Value::List(l) => {
                if let Value::Slice(s) = k {
                    let l = l.borrow();
                    let (start, _, step, n) = slice_indices(l.len() as i64, s)?;
                    return Ok(Value::list(
                        (0..n)
                            .map(|i| l[(start + i as i64 * step) as usize].clone())
                            .collect(),
                    ));
                }
                let i = self.index_of(k, "list")?;
                let l = l.borrow();
                let idx = if i < 0 { i + l.len() as i64 } else { i };
                if idx < 0 || idx >= l.len() as i64 {
                    return Err(PyErr::msg(ExcKind::IndexError, "list index out of range"));
                }
                Ok(l[idx as usize].clone())
            }
            Value::Tuple(t) => {
                if let Value::Slice(s) = k {
                    let (start, _, step, n) = slice_indices(t.len() as i64, s)?;
                    return Ok(Value::tuple(
                        (0..n)
                            .map(|i| t[(start + i as i64 * step) as usize].clone())
                            .collect(),
                    ));
                }
                let i = self.index_of(k, "tuple")?;
                let idx = if i < 0 { i + t.len() as i64 } else { i };
                if idx < 0 || idx >= t.len() as i64 {
                    return Err(PyErr::msg(ExcKind::IndexError, "tuple index out of range"));
                }
                Ok(t[idx as usize].clone())
            }
            Value::Str(s) => {
                if let Value::Slice(sl) = k {
                    let (start, _, step, n) = slice_indices(s.char_len as i64, sl)?;
                    if step == 1 {
                        let a = s.byte_offset(start as usize);
                        let b = s.byte_offset(start as usize + n);
                        return Ok(Value::str(&s.s[a..b]));
                    }
                    let chars: Vec<char> = s.s.chars().collect();
                    let out: String = (0..n)
                        .map(|i| chars[(start + i as i64 * step) as usize])
                        .collect();
                    return Ok(Value::string(out));
                }
                let i = match k {
                    Value::Int(i) => *i,
                    Value::Bool(b) => *b as i64,
                    Value::BigInt(_) => {
                        return Err(PyErr::msg(
                            ExcKind::IndexError,
                            "cannot fit 'int' into an index-sized integer",
                        ));
                    }
                    other => {
                        return Err(PyErr::type_err(format!(
                            "string indices must be integers, not '{}'",
                            other.type_name()
                        )));
                    }
                };
                let idx = if i < 0 { i + s.char_len as i64 } else { i };
                if idx < 0 || idx >= s.char_len as i64 {
                    return Err(PyErr::msg(ExcKind::IndexError, "string index out of range"));
                }
                let c = s.char_at(idx as usize);
                let mut b = [0u8; 4];
                Ok(Value::str(c.encode_utf8(&mut b)))
            }
            Value::Dict(d) => {
                let key = self.key(k.clone())?;
                if let Some(v) = d.borrow().get(&key) {
                    return Ok(v.clone());
                }
                match self.dict_find(d, &key)? {
                    Some(i) => Ok(d
                        .borrow()
                        .get_index(i)
                        .map(|(_, v)| v.clone())
                        .unwrap_or(Value::None)),
                    None => Err(PyErr::New(ExcKind::KeyError, vec![k.clone()])),
                }
            }
            Value::Range(r) => {
                if let Value::Slice(s) = k {
                    // Ranges are i64 only: a slice of one longer than i64::MAX is refused
                    // rather than computed wrong.
                    let n = r.len_checked().ok_or_else(ssize_overflow)?;
                    let (start, stop, step, _) = slice_indices(n, s)?;
                    let pos = |p: i64| r.start as i128 + p as i128 * r.step as i128;
                    let fit = |x: i128| i64::try_from(x).map_err(|_| ssize_overflow());
                    return Ok(Value::Range(Rc::new(RangeObj {
                        start: fit(pos(start))?,
                        stop: fit(pos(stop))?,
                        step: fit(r.step as i128 * step as i128)?,
                    })));
                }
                let i = self.index_of(k, "range")? as i128;
                let n = r.len_exact();
                let idx = if i < 0 { i + n } else { i };
                if idx < 0 || idx >= n {
                    return Err(PyErr::msg(
                        ExcKind::IndexError,
                        "range object index out of range",
                    ));
                }
                Ok(Value::Int(r.at(idx)))
            }
            Value::Bytes(b) => {
                if let Value::Slice(s) = k {
                    let (start, _, step, n) = slice_indices(b.len() as i64, s)?;
                    let v: Vec<u8> = (0..n)
                        .map(|i| b[(start + i as i64 * step) as usize])
                        .collect();
                    return Ok(Value::Bytes(Rc::from(v)));
                }
                let i = self.index_of(k, "byte")?;
                let idx = if i < 0 { i + b.len() as i64 } else { i };
                if idx < 0 || idx >= b.len() as i64 {
                    return Err(PyErr::msg(ExcKind::IndexError, "index out of range"));
                }
                Ok(Value::Int(b[idx as usize] as i64))
            }
            Value::Instance(_) => match self.lookup_special(o, "__getitem__") {
                Some(m) => self.call(&m, vec![k.clone()], vec![]),
                None => Err(PyErr::type_err(format!(
                    "'{}' object is not subscriptable",
                    o.type_name()
                ))),
            },
            Value::Class(c) if c.builtin || c.lookup("__class_getitem__").is_some() => {
                Ok(o.clone())
            }
            Value::Native(n) => match n.getitem(self, k)? {
                Some(v) => Ok(v),
                None => Err(PyErr::type_err(format!(
                    "'{}' object is not subscriptable",
                    o.type_name()
                ))),
            },
            _ => Err(PyErr::type_err(format!(
                "'{}' object is not subscriptable",
                o.type_name()
            ))),
        }
    }

    /// `o[k] = v`.
    pub fn setitem(&mut self, o: &Value, k: Value, v: Value) -> PyResult<()> {
        match o {
            Value::List(l) => {
                if let Value::Slice(s) = &k {
                    let items = self.collect(&v)?;
                    let mut l = l.borrow_mut();
                    let (start, stop, step, n) = slice_indices(l.len() as i64, s)?;
                    if step == 1 {
                        let stop = stop.max(start);
                        l.splice(start as usize..stop as usize, items);
                    } else {
                        if items.len() != n {
                            return Err(PyErr::value_err(format!(
                                "attempt to assign sequence of size {} to extended slice of size {}",
                                items.len(),
                                n
                            )));
                        }
                        for (i, x) in items.into_iter().enumerate() {
                            l[(start + i as i64 * step) as usize] = x;
                        }
                    }
                    return Ok(());
                }
                let i = self.index_of(&k, "list")?;
                let mut l = l.borrow_mut();
                let idx = if i < 0 { i + l.len() as i64 } else { i };
                if idx < 0 || idx >= l.len() as i64 {
                    return Err(PyErr::msg(
                        ExcKind::IndexError,
                        "list assignment index out of range",
                    ));
                }
                let old = std::mem::replace(&mut l[idx as usize], v);
                drop(l);
                drop_fast(old);
                Ok(())
            }
            Value::Dict(d) => {
                let key = self.key(k)?;
                self.dict_set(d, key, v)
            }
            Value::Instance(_) => match self.lookup_special(o, "__setitem__") {
                Some(m) => {
                    self.call(&m, vec![k, v], vec![])?;
                    Ok(())
                }
                None => Err(PyErr::type_err(format!(
                    "'{}' object does not support item assignment",
                    o.type_name()
                ))),
            },
            Value::Native(n) => {
                if n.setitem(self, &k, v)? {
                    Ok(())
                } else {
                    Err(PyErr::type_err(format!(
                        "'{}' object does not support item assignment",
                        o.type_name()
                    )))
                }
            }
            _ => Err(PyErr::type_err(format!(
                "'{}' object does not support item assignment",
                o.type_name()
            ))),
        }
    }

    /// `del o[k]`.
    pub fn delitem(&mut self, o: &Value, k: &Value) -> PyResult<()> {
        match o {
            Value::List(l) => {
                if let Value::Slice(s) = k {
                    let mut l = l.borrow_mut();
                    let (start, _, step, n) = slice_indices(l.len() as i64, s)?;
                    let mut idxs: Vec<usize> =
                        (0..n).map(|i| (start + i as i64 * step) as usize).collect();
                    idxs.sort_unstable();
                    for i in idxs.into_iter().rev() {
                        l.remove(i);
                    }
                    return Ok(());
                }
                let i = self.index_of(k, "list")?;
                let mut l = l.borrow_mut();
                let idx = if i < 0 { i + l.len() as i64 } else { i };
                if idx < 0 || idx >= l.len() as i64 {
                    return Err(PyErr::msg(
                        ExcKind::IndexError,
                        "list assignment index out of range",
                    ));
                }
                l.remove(idx as usize);
                Ok(())
            }
            Value::Dict(d) => {
                let key = self.key(k.clone())?;
                match self.dict_find(d, &key)? {
                    Some(i) => {
                        d.borrow_mut().shift_remove_index(i);
                        Ok(())
                    }
                    None => Err(PyErr::New(ExcKind::KeyError, vec![k.clone()])),
                }
            }
            Value::Instance(_) => match self.lookup_special(o, "__delitem__") {
                Some(m) => {
                    self.call(&m, vec![k.clone()], vec![])?;
                    Ok(())
                }
                None => Err(PyErr::type_err(format!(
                    "'{}' object doesn't support item deletion",
                    o.type_name()
                ))),
            },
            _ => Err(PyErr::type_err(format!(
                "'{}' object doesn't support item deletion",
                o.type_name()
            ))),
        }
    }

    /// `repr(v)`.
    pub fn repr(&mut self, v: &Value) -> PyResult<String> {
        if matches!(
            v,
            Value::List(_) | Value::Tuple(_) | Value::Dict(_) | Value::Set(_) | Value::FrozenSet(_)
        ) {
            let _level = super::nest::enter(super::nest::Ctx::Repr)?;
            return self.repr_inner(v);
        }
        self.repr_inner(v)
    }

    fn repr_inner(&mut self, v: &Value) -> PyResult<String> {
        Ok(match v {
            Value::None => "None".into(),
            Value::Bool(b) => {
                if *b {
                    "True".into()
                } else {
                    "False".into()
                }
            }
            Value::Int(i) => i.to_string(),
            Value::BigInt(b) => {
                if b.bits() > 4300 * 10 / 3 {
                    return Err(PyErr::value_err(
                        "Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit",
                    ));
                }
                b.to_string()
            }
            Value::Float(f) => float_repr(*f),
            Value::Str(s) => str_repr(&s.s),
            Value::Bytes(b) => bytes_repr(b),
            Value::List(l) => {
                let id = v.id();
                if self.repr_guard.contains(&id) {
                    return Ok("[...]".into());
                }
                self.repr_guard.push(id);
                let items = l.borrow().clone();
                let r = self.repr_items(&items);
                self.repr_guard.pop();
                format!("[{}]", r?)
            }
            Value::Tuple(t) => {
                let id = v.id();
                if !t.is_empty() && self.repr_guard.contains(&id) {
                    return Ok("(...)".into());
                }
                self.repr_guard.push(id);
                let r = if t.len() == 1 {
                    self.repr(&t[0]).map(|s| format!("({s},)"))
                } else {
                    self.repr_items(t).map(|s| format!("({s})"))
                };
                self.repr_guard.pop();
                r?
            }
            Value::View(vw) => {
                let name = v.type_name().to_string();
                let items = self.collect(v)?;
                let _ = vw;
                format!("{name}([{}])", self.repr_items(&items)?)
            }
            Value::Dict(d) => {
                let id = v.id();
                if self.repr_guard.contains(&id) {
                    return Ok("{...}".into());
                }
                self.repr_guard.push(id);
                let items: Vec<(Value, Value)> = d
                    .borrow()
                    .iter()
                    .map(|(k, v)| (k.value.clone(), v.clone()))
                    .collect();
                let mut parts = Vec::with_capacity(items.len());
                let mut res = Ok(());
                for (k, val) in items {
                    match (self.repr(&k), self.repr(&val)) {
                        (Ok(a), Ok(b)) => parts.push(format!("{a}: {b}")),
                        (Err(e), _) | (_, Err(e)) => {
                            res = Err(e);
                            break;
                        }
                    }
                }
                self.repr_guard.pop();
                res?;
                format!("{{{}}}", parts.join(", "))
            }
            Value::Set(s) => {
                let items: Vec<Value> = s.borrow().iter().map(|k| k.value.clone()).collect();
                if items.is_empty() {
                    "set()".into()
                } else {
                    format!("{{{}}}", self.repr_items(&items)?)
                }
            }
            Value::FrozenSet(s) => {
                let items: Vec<Value> = s.iter().map(|k| k.value.clone()).collect();
                if items.is_empty() {
                    "frozenset()".into()
                } else {
                    format!("frozenset({{{}}})", self.repr_items(&items)?)
                }
            }
            Value::Range(r) => {
                if r.step == 1 {
                    format!("range({}, {})", r.start, r.stop)
                } else {
                    format!("range({}, {}, {})", r.start, r.stop, r.step)
                }
            }
            Value::Slice(s) => format!(
                "slice({}, {}, {})",
                self.repr(&s[0])?,
                self.repr(&s[1])?,
                self.repr(&s[2])?
            ),
            Value::NotImplemented => "NotImplemented".into(),
            Value::Ellipsis => "Ellipsis".into(),
            Value::Function(f) => format!("<function {} at {:#x}>", f.qualname, v.id()),
            Value::Method(m) => {
                let name = match &m.1 {
                    Value::Function(f) => f.qualname.to_string(),
                    _ => "?".into(),
                };
                format!("<bound method {} of {}>", name, self.repr(&m.0)?)
            }
            Value::Builtin(b) => match &b.bound {
                _ if matches!(b.func, crate::values::function::Native::Unbound(..)) => {
                    let owner = match b.func {
                        crate::values::function::Native::Unbound(owner, _) => owner,
                        _ => "",
                    };
                    format!("<method '{}' of '{owner}' objects>", b.name)
                }
                Some(Value::Class(_))
                    if matches!(b.func, crate::values::function::Native::Table(..)) =>
                {
                    format!(
                        "<built-in method {} of type object at {:#x}>",
                        b.name,
                        b.bound.as_ref().map(|o| o.id()).unwrap_or(0)
                    )
                }
                Some(o) if !matches!(o, Value::Class(_)) => {
                    format!(
                        "<built-in method {} of {} object at {:#x}>",
                        b.name,
                        o.type_name(),
                        o.id()
                    )
                }
                _ => format!("<built-in function {}>", b.name),
            },
            Value::Class(c) => match c.dict.borrow().get("__module__") {
                Some(Value::Str(m)) if m.s != "builtins" => {
                    format!("<class '{}.{}'>", m.s, c.qualname)
                }
                _ if c.builtin => format!("<class '{}'>", c.name),
                _ => format!("<class '__main__.{}'>", c.qualname),
            },
            Value::Instance(i) => {
                if let Some(m) = i.class.lookup("__repr__") {
                    let m = self.bind(v, m);
                    return match self.call(&m, vec![], vec![])? {
                        Value::Str(s) => Ok(s.s.clone()),
                        other => Err(PyErr::type_err(format!(
                            "__repr__ returned non-string (type {})",
                            other.type_name()
                        ))),
                    };
                }
                if let Some(members) = self.union_args(v) {
                    let names: Vec<String> = members
                        .iter()
                        .map(|m| match m {
                            Value::Class(c) if Rc::ptr_eq(c, &self.types.none) => "None".into(),
                            Value::Class(c) if c.builtin => c.name.to_string(),
                            Value::Class(c) => format!("__main__.{}", c.qualname),
                            other => other.type_name().to_string(),
                        })
                        .collect();
                    return Ok(names.join(" | "));
                }
                if let Some(d) = &i.exc {
                    let args = d.borrow().args.clone();
                    let inner = if args.len() == 1 {
                        self.repr(&args[0])?
                    } else {
                        self.repr_items(&args)?
                    };
                    return Ok(format!("{}({})", i.class.name, inner));
                }
                format!("<__main__.{} object at {:#x}>", i.class.qualname, v.id())
            }
            Value::Generator(g) => format!(
                "<generator object {} at {:#x}>",
                g.borrow().qualname,
                v.id()
            ),
            Value::Iter(_) => format!("<{} object at {:#x}>", v.type_name(), v.id()),
            Value::Module(m) => format!("<module '{}' (built-in)>", m.name),
            Value::Native(o) => return o.repr(self, v),
            Value::Property(_) => format!("<property object at {:#x}>", v.id()),
            Value::StaticMethod(_) => format!("<staticmethod object at {:#x}>", v.id()),
            Value::ClassMethod(_) => format!("<classmethod object at {:#x}>", v.id()),
            Value::Super(s) => format!(
                "<super: <class '{}'>, <{} object>>",
                s.0.name,
                s.1.type_name()
            ),
        })
    }

    fn repr_items(&mut self, items: &[Value]) -> PyResult<String> {
        let mut out = String::new();
        for (i, x) in items.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            out.push_str(&self.repr(x)?);
            if out.len() > self.limits.max_output.saturating_mul(4).max(1 << 16) {
                self.check_memory(out.len())?;
            }
        }
        Ok(out)
    }

    /// `str(v)`.
    pub fn to_str(&mut self, v: &Value) -> PyResult<String> {
        match v {
            Value::Str(s) => Ok(s.s.clone()),
            Value::Native(o) => o.str(self, v),
            Value::Float(f) => Ok(float_repr(*f)),
            Value::Instance(i) => {
                // Exceptions show their arguments, which may be exceptions again.
                let _level = super::nest::enter(super::nest::Ctx::Str)?;
                if let Some(m) = i.class.lookup("__str__") {
                    let m = self.bind(v, m);
                    return match self.call(&m, vec![], vec![])? {
                        Value::Str(s) => Ok(s.s.clone()),
                        other => Err(PyErr::type_err(format!(
                            "__str__ returned non-string (type {})",
                            other.type_name()
                        ))),
                    };
                }
                if let Some(d) = &i.exc {
                    {
                        let args = d.borrow().args.clone();
                        if args.len() >= 2 && i.class.is_subclass(self.types.exc(ExcKind::OSError))
                        {
                            let errno = self.to_str(&args[0])?;
                            let strerror = self.to_str(&args[1])?;
                            return Ok(match args.get(2) {
                                Some(f) => format!("[Errno {errno}] {strerror}: {}", self.repr(f)?),
                                None => format!("[Errno {errno}] {strerror}"),
                            });
                        }
                        return match args.len() {
                            0 => Ok(String::new()),
                            1 => {
                                if Rc::ptr_eq(&i.class, self.types.exc(ExcKind::KeyError))
                                    || i.class.is_subclass(self.types.exc(ExcKind::KeyError))
                                {
                                    self.repr(&args[0])
                                } else {
                                    self.to_str(&args[0])
                                }
                            }
                            _ => self.repr(&Value::tuple(args)),
                        };
                    }
                }
                self.repr(v)
            }
            _ => self.repr(v),
        }
    }

    /// Values for the keys of a mapping pattern, or None.
    pub fn match_keys(&mut self, subj: &Value, keys: &Value) -> PyResult<Value> {
        let (Value::Dict(d), Value::Tuple(ks)) = (subj, keys) else {
            return Ok(Value::None);
        };
        let mut out = Vec::with_capacity(ks.len());
        for k in ks.iter() {
            let key = self.key(k.clone())?;
            match d.borrow().get(&key) {
                Some(v) => out.push(v.clone()),
                None => return Ok(Value::None),
            }
        }
        Ok(Value::tuple(out))
    }

    /// Attributes for a class pattern, or None when it does not match.
    pub fn match_class(
        &mut self,
        subj: &Value,
        cls: &Value,
        npos: usize,
        names: &Value,
    ) -> PyResult<Value> {
        let Value::Class(c) = cls else {
            return Err(PyErr::type_err("called match pattern must be a class"));
        };
        let t = self.types.type_of(subj);
        if !t.is_subclass(c) {
            return Ok(Value::None);
        }
        let mut out = Vec::new();
        if npos > 0 {
            let self_match = c.builtin
                && matches!(
                    c.kind,
                    crate::values::object::TypeKind::Int
                        | crate::values::object::TypeKind::Str
                        | crate::values::object::TypeKind::Float
                        | crate::values::object::TypeKind::Bool
                        | crate::values::object::TypeKind::List
                        | crate::values::object::TypeKind::Tuple
                        | crate::values::object::TypeKind::Dict
                );
            if self_match {
                if npos > 1 {
                    return Err(PyErr::type_err(format!(
                        "{}() accepts 1 positional sub-pattern ({npos} given)",
                        c.name
                    )));
                }
                out.push(subj.clone());
            } else {
                let ma = c.lookup("__match_args__");
                let ma = match ma {
                    Some(Value::Tuple(t)) => t,
                    _ => {
                        return Err(PyErr::type_err(format!(
                            "{}() accepts 0 positional sub-patterns ({npos} given)",
                            c.name
                        )));
                    }
                };
                if npos > ma.len() {
                    return Err(PyErr::type_err(format!(
                        "{}() accepts {} positional sub-patterns ({npos} given)",
                        c.name,
                        ma.len()
                    )));
                }
                for n in ma.iter().take(npos) {
                    let Value::Str(n) = n else { continue };
                    match self.get_attr(subj, &n.s) {
                        Ok(v) => out.push(v),
                        Err(_) => return Ok(Value::None),
                    }
                }
            }
        }
        if let Value::Tuple(ns) = names {
            for n in ns.iter() {
                let Value::Str(n) = n else { continue };
                match self.get_attr(subj, &n.s) {
                    Ok(v) => out.push(v),
                    Err(_) => return Ok(Value::None),
                }
            }
        }
        Ok(Value::tuple(out))
    }
}

/// CPython's float divmod.
fn float_divmod(vx: f64, wx: f64) -> (f64, f64) {
    let mut m = vx % wx;
    let mut div = (vx - m) / wx;
    if m != 0.0 {
        if (wx < 0.0) != (m < 0.0) {
            m += wx;
            div -= 1.0;
        }
    } else {
        m = 0.0f64.copysign(wx);
    }
    let floordiv = if div != 0.0 {
        let mut f = div.floor();
        if div - f > 0.5 {
            f += 1.0;
        }
        f
    } else {
        0.0f64.copysign(vx / wx)
    };
    (floordiv, m)
}

/// `x / y` for ints too large to convert to float first (the quotient may still fit):
/// about 64 significant bits of the quotient by integer division, then scaled.
fn big_true_div(x: &BigInt, y: &BigInt) -> PyResult<f64> {
    let shift = y.bits() as i64 - x.bits() as i64 + 64;
    let q = if shift >= 0 {
        (x << shift as usize) / y
    } else {
        x / (y << (-shift) as usize)
    };
    // q has about 64 bits, so the result is about 2^(64 - shift).
    if 64 - shift > 1025 {
        return Err(PyErr::msg(
            ExcKind::OverflowError,
            "integer division result too large for a float",
        ));
    }
    let mut r = q.to_f64().unwrap_or(0.0);
    let mut e = -shift;
    while e > 0 {
        let step = e.min(1000);
        r *= 2f64.powi(step as i32);
        e -= step;
    }
    while e < 0 {
        let step = (-e).min(1000);
        r /= 2f64.powi(step as i32);
        e += step;
    }
    if r.is_infinite() {
        return Err(PyErr::msg(
            ExcKind::OverflowError,
            "integer division result too large for a float",
        ));
    }
    Ok(r)
}

fn true_div_int(x: i64, y: i64) -> f64 {
    if x.unsigned_abs() < (1 << 53) && y.unsigned_abs() < (1 << 53) {
        x as f64 / y as f64
    } else {
        // Correctly rounded through big-int arithmetic would be exact; f64 division of the
        // rounded operands is within one ulp.
        let (bx, by) = (BigInt::from(x), BigInt::from(y));
        let q = &bx / &by;
        let r = &bx - &q * &by;
        q.to_f64().unwrap_or(0.0) + r.to_f64().unwrap_or(0.0) / (y as f64)
    }
}

fn num_cmp(a: &Num, b: &Num) -> Option<Ordering> {
    match (a, b) {
        (Num::I(x), Num::I(y)) => Some(x.cmp(y)),
        (Num::F(x), Num::F(y)) => x.partial_cmp(y),
        (Num::I(x), Num::F(y)) => cmp_int_float(&BigInt::from(*x), *y),
        (Num::F(x), Num::I(y)) => cmp_int_float(&BigInt::from(*y), *x).map(|o| o.reverse()),
        (Num::B(x), Num::F(y)) => cmp_int_float(x, *y),
        (Num::F(x), Num::B(y)) => cmp_int_float(y, *x).map(|o| o.reverse()),
        _ => Some(to_big(a).cmp(&to_big(b))),
    }
}

fn cmp_int_float(i: &BigInt, f: f64) -> Option<Ordering> {
    if f.is_nan() {
        return None;
    }
    if f.is_infinite() {
        return Some(if f > 0.0 {
            Ordering::Less
        } else {
            Ordering::Greater
        });
    }
    let fl = f.floor();
    let fb = BigInt::from(fl as i128);
    match i.cmp(&fb) {
        Ordering::Equal => {
            if f > fl {
                Some(Ordering::Less)
            } else {
                Some(Ordering::Equal)
            }
        }
        o => Some(o),
    }
}

fn unsupported(op: BinOp, a: &Value, b: &Value) -> PyErr {
    PyErr::type_err(format!(
        "unsupported operand type(s) for {}: '{}' and '{}'",
        op.symbol(),
        a.type_name(),
        b.type_name()
    ))
}

fn bad_unary(op: UnOp, a: &Value) -> PyErr {
    let sym = match op {
        UnOp::Neg => "-",
        UnOp::Pos => "+",
        UnOp::Invert => "~",
        UnOp::Not => "not",
    };
    PyErr::type_err(format!(
        "bad operand type for unary {}: '{}'",
        sym,
        a.type_name()
    ))
}

/// The keys of a set or frozenset.
pub fn set_of(v: &Value) -> SetObj {
    match v {
        Value::Set(s) => s.borrow().clone(),
        Value::FrozenSet(s) => (**s).clone(),
        _ => SetObj::default(),
    }
}

fn set_op(op: BinOp, a: &SetObj, b: &SetObj) -> SetObj {
    match op {
        BinOp::Or => {
            let mut r = a.clone();
            r.extend(b.iter().cloned());
            r
        }
        BinOp::And => a.iter().filter(|k| b.contains(*k)).cloned().collect(),
        BinOp::Sub => a.iter().filter(|k| !b.contains(*k)).cloned().collect(),
        _ => {
            let mut r: SetObj = a.iter().filter(|k| !b.contains(*k)).cloned().collect();
            r.extend(b.iter().filter(|k| !a.contains(*k)).cloned());
            r
        }
    }
}

/// CPython's `RuntimeError` when a set or dict (`what`) changed size while iterated; the new
/// size is remembered so the iterator keeps failing the same way.
fn unchanged_size(len: usize, at_start: &mut usize, what: &str) -> PyResult<()> {
    if len != *at_start {
        *at_start = len;
        return Err(PyErr::msg(
            ExcKind::RuntimeError,
            format!("{what} changed size during iteration"),
        ));
    }
    Ok(())
}
