//! Subscripts: `o[k]`, `o[k] = v` and `del o[k]` for builtin containers, slices and user
//! `__getitem__`….

use super::*;
use super::{ExcKind, PyErr, PyResult, Vm};
use crate::values::object::TypeKind;
use crate::values::{RangeObj, Value};
use std::rc::Rc;

impl Vm {
    /// A slice whose bounds are objects with `__index__`, as the slice of their ints (None when
    /// no bound needs converting).
    fn index_slice(&mut self, k: &Value) -> PyResult<Option<Value>> {
        let Value::Slice(s) = k else { return Ok(None) };
        if !s.iter().any(|v| matches!(v, Value::Instance(_))) {
            return Ok(None);
        }
        let mut out = [Value::None, Value::None, Value::None];
        for (o, v) in out.iter_mut().zip(s.iter()) {
            *o = match self.user_index(v)? {
                Some(i) if matches!(v, Value::Instance(_)) => i,
                _ => v.clone(),
            };
        }
        Ok(Some(Value::Slice(Rc::new(out))))
    }

    /// `o[k]`.
    pub fn getitem(&mut self, o: &Value, k: &Value) -> PyResult<Value> {
        if matches!(
            o,
            Value::List(_) | Value::Tuple(_) | Value::Str(_) | Value::Bytes(_) | Value::Range(_)
        ) {
            if let Some(k) = self.index_slice(k)? {
                return self.getitem(o, &k);
            }
            // An object with `__index__` indexes every builtin sequence.
            if let Value::Instance(_) = k {
                if let Some(i) = self.user_index(k)? {
                    if let Value::BigInt(_) = i {
                        return Err(PyErr::msg(
                            ExcKind::IndexError,
                            format!("cannot fit '{}' into an index-sized integer", k.type_name()),
                        ));
                    }
                    return self.getitem(o, &i);
                }
            }
        }
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
                None if o.payload().is_some() => self.payload_getitem(o, k),
                None => Err(PyErr::type_err(format!(
                    "'{}' object is not subscriptable",
                    o.type_name()
                ))),
            },
            Value::Class(c) if !c.builtin && c.lookup("__class_getitem__").is_some() => {
                let m = self.get_attr(o, "__class_getitem__")?;
                self.call(&m, vec![k.clone()], vec![])
            }
            Value::Class(c)
                if c.builtin
                    && matches!(
                        c.kind,
                        TypeKind::List
                            | TypeKind::Dict
                            | TypeKind::Tuple
                            | TypeKind::Set
                            | TypeKind::FrozenSet
                            | TypeKind::Type
                    ) =>
            {
                let args = match k {
                    Value::Tuple(t) => t.to_vec(),
                    other => vec![other.clone()],
                };
                Ok(self.generic_alias(o.clone(), args))
            }
            Value::Class(c) if c.builtin => Ok(o.clone()),
            Value::Class(c) if c.ext.meta.is_some() => {
                // `__getitem__` of the metaclass (`Color['RED']`), bound to the class.
                let found = c.ext.meta.as_ref().and_then(|m| m.lookup("__getitem__"));
                match found {
                    Some(f) => {
                        let m = self.bind(o, f);
                        self.call(&m, vec![k.clone()], vec![])
                    }
                    None => Err(PyErr::type_err(format!(
                        "type '{}' is not subscriptable",
                        c.name
                    ))),
                }
            }
            Value::Class(c) => Err(PyErr::type_err(format!(
                "type '{}' is not subscriptable",
                c.name
            ))),
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
        if matches!(o, Value::List(_)) {
            if let Some(k) = self.index_slice(&k)? {
                return self.setitem(o, k, v);
            }
        }
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
                None if o.payload().is_some() => {
                    let p = o.payload().cloned().unwrap_or(Value::None);
                    self.setitem(&p, k, v)
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
        if matches!(o, Value::List(_)) {
            if let Some(k) = self.index_slice(k)? {
                return self.delitem(o, &k);
            }
        }
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
                None if o.payload().is_some() => {
                    let p = o.payload().cloned().unwrap_or(Value::None);
                    self.delitem(&p, k)
                }
                None => Err(PyErr::type_err(format!(
                    "'{}' object doesn't support item deletion",
                    o.type_name()
                ))),
            },
            Value::Native(n) if n.delitem(self, k)? => Ok(()),
            _ => Err(PyErr::type_err(format!(
                "'{}' object doesn't support item deletion",
                o.type_name()
            ))),
        }
    }

    /// `o[k]` through the builtin value an instance of a builtin type's subclass carries; a
    /// missing key of a dict subclass goes to the class's `__missing__`, as `dict.__getitem__`
    /// does.
    pub fn payload_getitem(&mut self, o: &Value, k: &Value) -> PyResult<Value> {
        let Some(p) = o.payload().cloned() else {
            return self.getitem(o, k);
        };
        if let Value::Dict(d) = &p {
            let key = self.key(k.clone())?;
            if let Some(i) = self.dict_find(d, &key)? {
                let v = d.borrow().get_index(i).map(|(_, v)| v.clone());
                if let Some(v) = v {
                    return Ok(v);
                }
            }
            if let Some(m) = self.lookup_special(o, "__missing__") {
                return self.call(&m, vec![k.clone()], vec![]);
            }
            return Err(PyErr::New(ExcKind::KeyError, vec![k.clone()]));
        }
        self.getitem(&p, k)
    }
}
