//! Iteration: `iter`/`next` over every builtin iterator and user iterators, collecting, unpacking
//! and mapping items.

use super::{ExcKind, PyErr, PyResult, Vm};
use crate::compile::code::BinOp;
use crate::values::{IterState, Key, Value, ViewKind};
use std::cell::RefCell;
use std::rc::Rc;

impl Vm {
    /// `iter(v)`.
    pub fn iter(&mut self, v: &Value) -> PyResult<Value> {
        if let Some(m) = self.meta_special(v, "__iter__") {
            return self.call(&m, vec![], vec![]);
        }
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
            Value::Iter(_) => return Ok(v.clone()),
            Value::Generator(g) if g.borrow().kind == crate::values::GenKind::Generator => {
                return Ok(v.clone());
            }
            Value::Instance(_) => {
                if let Some(m) = self.lookup_special(v, "__iter__") {
                    // `__iter__ = None` declares the type not iterable.
                    if matches!(m, Value::None) {
                        return Err(PyErr::type_err(format!(
                            "'{}' object is not iterable",
                            v.type_name()
                        )));
                    }
                    let it = self.call(&m, vec![], vec![])?;
                    let is_iterator = match &it {
                        Value::Iter(_) => true,
                        Value::Generator(g) => g.borrow().kind == crate::values::GenKind::Generator,
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
                if let Some(p) = v.payload() {
                    let p = p.clone();
                    return self.iter(&p);
                }
                if self.lookup_special(v, "__getitem__").is_some() {
                    IterState::GetItem(v.clone(), 0)
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
                    IterState::ListRev(l, pos) => {
                        // CPython's listreviter: the index counts down over the live list
                        // and stops for good once it falls outside it.
                        let item = match pos.checked_sub(1) {
                            Some(i) => l.borrow().get(i).cloned(),
                            None => None,
                        };
                        match item {
                            Some(v) => {
                                *pos -= 1;
                                Ok(Some(v))
                            }
                            None => {
                                *s = IterState::Done;
                                Ok(None)
                            }
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
                    IterState::Set(_, usize::MAX, _) => Ok(None),
                    IterState::Set(set, i, n) => {
                        let sb = set.borrow();
                        unchanged_size(sb.len(), n, "Set")?;
                        // `i` is a slot of the live table, as CPython's set iterator.
                        match sb.next_from(*i) {
                            Some((j, k)) => {
                                let r = k.value.clone();
                                drop(sb);
                                *i = j + 1;
                                Ok(Some(r))
                            }
                            None => {
                                drop(sb);
                                *i = usize::MAX;
                                Ok(None)
                            }
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
                        let _level = crate::vm::nest::enter(crate::vm::nest::Ctx::Plain)?;
                        match self.next(&inner)? {
                            Some(v) => {
                                let ni = match i {
                                    Value::Int(n) if n < i64::MAX => Value::Int(n + 1),
                                    _ => self.binary(BinOp::Add, &i, &Value::Int(1))?,
                                };
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
                        let _level = crate::vm::nest::enter(crate::vm::nest::Ctx::Plain)?;
                        let mut out = Vec::with_capacity(iters.len());
                        for i in iters.iter() {
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
                        let _level = crate::vm::nest::enter(crate::vm::nest::Ctx::Plain)?;
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
                    IterState::GetItem(obj, i) => {
                        let (obj, i) = (obj.clone(), *i);
                        drop(s);
                        // As CPython's iterator over the sequence protocol: IndexError or
                        // StopIteration from `__getitem__` ends it, for good.
                        let v = match self.getitem(&obj, &Value::Int(i)) {
                            Ok(v) => v,
                            Err(PyErr::New(ExcKind::IndexError | ExcKind::StopIteration, _)) => {
                                *st.borrow_mut() = IterState::Done;
                                return Ok(None);
                            }
                            Err(PyErr::Obj(o))
                                if o.class.is_subclass(self.types.exc(ExcKind::IndexError))
                                    || o.class
                                        .is_subclass(self.types.exc(ExcKind::StopIteration)) =>
                            {
                                *st.borrow_mut() = IterState::Done;
                                return Ok(None);
                            }
                            Err(e) => return Err(e),
                        };
                        if let IterState::GetItem(_, next) = &mut *st.borrow_mut() {
                            *next = i.checked_add(1).ok_or_else(super::ssize_overflow)?;
                        }
                        Ok(Some(v))
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
                        let _level = crate::vm::nest::enter(crate::vm::nest::Ctx::Plain)?;
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
            Value::Generator(g) if g.borrow().kind != crate::values::GenKind::Generator => Err(
                PyErr::type_err(format!("'{}' object is not an iterator", it.type_name())),
            ),
            Value::Generator(g) => match self.gen_resume(g, Value::None, None)? {
                crate::vm::call::GenStep::Yielded(v) => Ok(Some(v)),
                crate::vm::call::GenStep::Returned(_) => Ok(None),
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
            // A plain generator runs once for all its values (vm/drain.rs).
            Value::Generator(g) if Self::drainable(g) => self.drain_collect(g),
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
                ) && !matches!(v, Value::Class(c)
                        if c.ext.meta.as_ref().is_some_and(|m| m.lookup("__iter__").is_some()))
                {
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
            Value::Instance(_)
                if v.payload().is_some() && self.lookup_special(v, "keys").is_none() =>
            {
                let p = v.payload().cloned().unwrap_or(Value::None);
                self.mapping_items(&p)
            }
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
}

/// CPython's `RuntimeError` when a set or dict (`what`) changed size while iterated; the new
/// size is remembered so the iterator keeps failing the same way.
pub(super) fn unchanged_size(len: usize, at_start: &mut usize, what: &str) -> PyResult<()> {
    if len != *at_start {
        // Sticky, as CPython: every later step raises too.
        *at_start = usize::MAX;
        return Err(PyErr::msg(
            ExcKind::RuntimeError,
            format!("{what} changed size during iteration"),
        ));
    }
    Ok(())
}
