//! Rich comparisons and equality: the builtin orderings, user `__eq__`/`__lt__`… with reflection,
//! and element-wise comparison of sequences.

use super::*;
use super::{PyErr, PyResult, Vm};
use crate::compile::code::CmpOp;
use crate::values::dict::key_eq;
use crate::values::{Value, ViewKind};
use num_bigint::BigInt;
use std::cmp::Ordering;
use std::rc::Rc;

impl Vm {
    /// Rich comparison.
    pub fn compare(&mut self, op: CmpOp, a: &Value, b: &Value) -> PyResult<Value> {
        if let Some(o) = self.builtin_order(a, b)? {
            return Ok(Value::bool(match o {
                Some(o) => cmp_ord(op, o),
                None => op == CmpOp::Ne,
            }));
        }
        if matches!(a, Value::Native(_)) || matches!(b, Value::Native(_)) {
            if let Some(r) = self.native_compare(op, a, b)? {
                return Ok(Value::bool(r));
            }
        }
        if matches!(op, CmpOp::Eq | CmpOp::Ne) {
            if matches!(a, Value::Instance(_)) || matches!(b, Value::Instance(_)) {
                let (name, rname) = op.dunders();
                let order = if self.reflected_first(a, b, rname, false) {
                    [(b, a, rname), (a, b, name)]
                } else {
                    [(a, b, name), (b, a, rname)]
                };
                for (x, y, n) in order {
                    if let Value::Instance(_) = x {
                        if let Some(m) = self.lookup_special(x, n) {
                            let r = self.call(&m, vec![y.clone()], vec![])?;
                            if !matches!(r, Value::NotImplemented) {
                                return Ok(r);
                            }
                        } else if n == "__ne__" && x.payload().is_none() {
                            if let Some(m) = self.lookup_special(x, "__eq__") {
                                let r = self.call(&m, vec![y.clone()], vec![])?;
                                if !matches!(r, Value::NotImplemented) {
                                    return Ok(Value::bool(!self.truthy(&r)?));
                                }
                            }
                        }
                    }
                }
            }
            if a.payload().is_some() || b.payload().is_some() {
                return self.compare(op, a.base_value(), b.base_value());
            }
            let e = if matches!(a, Value::Instance(_)) || matches!(b, Value::Instance(_)) {
                a.is(b)
            } else {
                self.eq(a, b)?
            };
            return Ok(Value::bool(if op == CmpOp::Eq { e } else { !e }));
        }
        let (name, rname) = op.dunders();
        let b_first = self.reflected_first(a, b, rname, false);
        if b_first {
            if let Some(r) = self.call_dunder(b, rname, a)? {
                return Ok(r);
            }
        }
        if let Value::Instance(_) = a {
            if let Some(r) = self.call_dunder(a, name, b)? {
                return Ok(r);
            }
        }
        if let (Value::Instance(_), false) = (b, b_first) {
            if let Some(r) = self.call_dunder(b, rname, a)? {
                return Ok(r);
            }
        }
        if a.payload().is_some() || b.payload().is_some() {
            let (x, y) = (a.base_value().clone(), b.base_value().clone());
            return match self.compare(op, &x, &y) {
                // The error names the operands' own types.
                Err(PyErr::New(ExcKind::TypeError, _)) => Err(PyErr::type_err(format!(
                    "'{}' not supported between instances of '{}' and '{}'",
                    op.symbol(),
                    a.type_name(),
                    b.type_name()
                ))),
                r => r,
            };
        }
        if let (Value::Tuple(_), Value::Tuple(_)) | (Value::List(_), Value::List(_)) = (a, b) {
            if let Some(o) = fast_cmp(a, b) {
                return Ok(Value::bool(cmp_ord(op, o)));
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
                let _level = crate::vm::nest::enter(crate::vm::nest::Ctx::Compare)?;
                // Walks the live lists, as CPython does: an item's `__eq__` may resize them.
                let mut i = 0;
                while let (Some(p), Some(q)) = (seq_item(a, i), seq_item(b, i)) {
                    if !same_object(&p, &q) && !self.eq(&p, &q)? {
                        return self.compare(op, &p, &q);
                    }
                    i += 1;
                }
                return Ok(Value::bool(cmp_ord(op, seq_len(a).cmp(&seq_len(b)))));
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
                return Ok(Value::bool(r));
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

    /// CPython's rule for binary operators and comparisons: when the right operand's type is a
    /// proper subclass of the left's and provides its own reflected method `rname`, that
    /// method is tried first.
    /// Comparisons (`overridden` false) do not ask for an override, only for the method.
    pub(crate) fn reflected_first(
        &mut self,
        a: &Value,
        b: &Value,
        rname: &str,
        overridden: bool,
    ) -> bool {
        let Value::Instance(bi) = b else {
            return false;
        };
        let ta = self.types.type_of(a);
        if Rc::ptr_eq(&bi.class, &ta) || !bi.class.is_subclass(&ta) {
            return false;
        }
        match (bi.class.lookup(rname), ta.lookup(rname)) {
            (Some(x), Some(y)) => !overridden || !x.is(&y),
            (Some(_), None) => true,
            _ => false,
        }
    }

    /// A comparison involving a native object: its own hooks, then the other side's reflected
    /// ones; equality falls back to identity unless a user object may still decide. `None`
    /// leaves the comparison to the generic paths (and their `TypeError`).
    pub(super) fn native_compare(
        &mut self,
        op: CmpOp,
        a: &Value,
        b: &Value,
    ) -> PyResult<Option<bool>> {
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
            if let Some(r) = o.rich_compare(self, op, b)? {
                return Ok(Some(r));
            }
        }
        if let Value::Native(o) = b {
            let swapped = match op {
                CmpOp::Lt => CmpOp::Gt,
                CmpOp::Le => CmpOp::Ge,
                CmpOp::Gt => CmpOp::Lt,
                CmpOp::Ge => CmpOp::Le,
                other => other,
            };
            if let Some(r) = o.rich_compare(self, swapped, a)? {
                return Ok(Some(r));
            }
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
    pub(super) fn builtin_order(
        &mut self,
        a: &Value,
        b: &Value,
    ) -> PyResult<Option<Option<Ordering>>> {
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
            Some(crate::vm::nest::enter(crate::vm::nest::Ctx::Compare)?)
        } else {
            None
        };
        match (a, b) {
            (Value::List(x), Value::List(y)) => {
                if Rc::ptr_eq(x, y) {
                    return Ok(true);
                }
                if x.borrow().len() != y.borrow().len() {
                    return Ok(false);
                }
                // The live lists, as CPython walks them: an item's `__eq__` may resize them,
                // and the sizes decide once either runs out.
                let mut i = 0;
                while let (Some(p), Some(q)) = (seq_item(a, i), seq_item(b, i)) {
                    if !p.is(&q) && !self.eq(&p, &q)? {
                        return Ok(false);
                    }
                    i += 1;
                }
                Ok(x.borrow().len() == y.borrow().len())
            }
            (Value::Tuple(x), Value::Tuple(y)) => self.seq_eq(x, y),
            (Value::Slice(x), Value::Slice(y)) => self.seq_eq(&x[..], &y[..]),
            (Value::Dict(x), Value::Dict(y)) => {
                if Rc::ptr_eq(x, y) {
                    return Ok(true);
                }
                if x.borrow().len() != y.borrow().len() {
                    return Ok(false);
                }
                // CPython's dict_equal: each key is looked up in the live `y` (a value's
                // `__eq__` may change either dict).
                let items: Vec<(crate::values::Key, Value)> = x
                    .borrow()
                    .iter()
                    .map(|(k, v)| (k.clone(), v.clone()))
                    .collect();
                for (k, v) in items {
                    let w = y.borrow().get(&k).cloned();
                    match w {
                        Some(w) => {
                            if !same_object(&v, &w) && !self.eq(&v, &w)? {
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

    pub(super) fn seq_eq(&mut self, x: &[Value], y: &[Value]) -> PyResult<bool> {
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
}

/// Identity as `PyObject_RichCompareBool`'s shortcut sees it; floats are unboxed here, so two
/// equal-bit floats are not taken for one object (`nan` stays unequal to itself).
fn same_object(a: &Value, b: &Value) -> bool {
    !matches!(a, Value::Float(_)) && a.is(b)
}

/// Item `i` of a list (read live) or tuple.
fn seq_item(v: &Value, i: usize) -> Option<Value> {
    match v {
        Value::List(l) => l.borrow().get(i).cloned(),
        Value::Tuple(t) => t.get(i).cloned(),
        _ => None,
    }
}

/// The current length of a list or tuple.
fn seq_len(v: &Value) -> usize {
    match v {
        Value::List(l) => l.borrow().len(),
        Value::Tuple(t) => t.len(),
        _ => 0,
    }
}

pub(super) fn num_cmp(a: &Num, b: &Num) -> Option<Ordering> {
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

pub(super) fn cmp_int_float(i: &BigInt, f: f64) -> Option<Ordering> {
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
    // Exact for any finite float (an `as i128` cast would saturate past 2**127).
    let fb = <BigInt as num_traits::FromPrimitive>::from_f64(fl).unwrap_or_default();
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
