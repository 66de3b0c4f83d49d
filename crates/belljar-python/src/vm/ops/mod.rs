//! Operators and protocols on values: arithmetic with int/float/bigint promotion, comparisons,
//! truthiness, equality, hashing, repr/str, containment, subscripts, iteration and unpacking.
//! Each concern has its own file; this one holds the instruction loop's fast paths, the numeric
//! view shared by arithmetic and comparison, and slice normalisation.

mod arith;
mod compare;
mod hashing;
mod iterate;
mod pattern;
mod protocols;
mod repr;
pub mod sets;
mod subscript;

use super::{ExcKind, PyErr, PyResult, Vm};
use crate::compile::code::{BinOp, CmpOp};
use crate::values::{SetObj, Value};
use num_bigint::BigInt;
use num_traits::Signed;
use std::cmp::Ordering;

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
                    return Some(Value::float(x as f64 / y as f64));
                }
                _ => return None,
            };
            Some(Value::Int(r))
        }
        (Value::Float(x), Value::Float(y)) => float_fast(op, x.get(), y.get()),
        (Value::Float(x), Value::Int(y)) => float_fast(op, x.get(), *y as f64),
        (Value::Int(x), Value::Float(y)) => float_fast(op, *x as f64, y.get()),
        _ => None,
    }
}

#[inline(always)]
fn float_fast(op: BinOp, x: f64, y: f64) -> Option<Value> {
    Some(Value::float(match op {
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

/// Clone as a copy of the value's two words, plus the reference count's increment for the
/// kinds that have one (an out-of-line call, whose own copy is forgotten).
///
/// Why a copy of the words rather than a clone built kind by kind: a value built in parts
/// (a tag byte, then a payload word) and then moved whole (onto the stack, into a slot) is
/// read back at a wider width than it was written, which stalls the processor on every
/// such move (store-to-load forwarding fails). A word copy is written as it is read.
#[inline(always)]
pub fn clone_fast(v: &Value) -> Value {
    if !matches!(
        v,
        Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::None
    ) {
        std::mem::forget(v.clone());
    }
    // SAFETY: every `Value` kind is either plain data (`Copy` fields) or holds exactly one
    // `Rc` (the derived `Clone` clones each field): the forgotten clone above raised that
    // `Rc`'s strong count by one, which the copy made here now owns.
    unsafe { std::ptr::read(v) }
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

/// `o[k] = v` for a list and an in-range int, `v` popped from `stack` when stored; `false`
/// (nothing popped) when the general path must run.
#[inline(always)]
pub fn store_subscr_in_place(o: &Value, k: &Value, stack: &mut Vec<Value>) -> bool {
    if let (Value::List(l), Value::Int(i)) = (o, k) {
        let mut l = l.borrow_mut();
        if let Some(p) = seq_pos(*i, l.len()) {
            let v = stack.pop().unwrap();
            let old = std::mem::replace(&mut l[p], v);
            drop(l);
            drop_fast(old);
            return true;
        }
    }
    false
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
        Value::Float(f) => Some(Num::F(f.get())),
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
            x.get().partial_cmp(&(*y as f64))
        }
        (Value::Bool(x), Value::Bool(y)) => Some(x.cmp(y)),
        // Nested sequences: bounded by the depth guard; past it the caller's guarded path
        // raises the RecursionError.
        (Value::Tuple(x), Value::Tuple(y)) => {
            let _level = crate::vm::nest::try_enter()?;
            seq_cmp(x, y)
        }
        (Value::List(x), Value::List(y)) => {
            let _level = crate::vm::nest::try_enter()?;
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

/// The keys of a set or frozenset.
pub fn set_of(v: &Value) -> SetObj {
    match v {
        Value::Set(s) => s.borrow().clone(),
        Value::FrozenSet(s) => (**s).clone(),
        _ => SetObj::default(),
    }
}
