//! The object protocols that are not operators: index conversion, truthiness, `len`, `in`,
//! special-method lookup and binding.

use super::*;
use super::{ExcKind, PyErr, PyResult, Vm};
use crate::values::{Value, ViewKind};
use num_traits::Signed;
use std::rc::Rc;

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
            // An int subclass's instance is its int.
            return Ok(match v.payload() {
                Some(p @ (Value::Int(_) | Value::BigInt(_))) => Some(p.clone()),
                _ => None,
            });
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

    /// Truthiness.
    pub fn truthy(&mut self, v: &Value) -> PyResult<bool> {
        Ok(match v {
            Value::None => false,
            Value::Bool(b) => b.get(),
            Value::Int(i) => *i != 0,
            Value::BigInt(_) => true,
            Value::Float(f) => f.get() != 0.0,
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
                        Value::Bool(b) => Ok(b.get()),
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
                match v.payload() {
                    Some(p) => {
                        let p = p.clone();
                        self.truthy(&p)?
                    }
                    None => true,
                }
            }
            Value::Native(o) => match o.truthy(self)? {
                Some(t) => t,
                None => o.len(self)?.is_none_or(|n| n != 0),
            },
            _ => true,
        })
    }

    /// Call `obj`'s special method `name` with `arg`, as the binary operators and rich
    /// comparisons do: `None` when `obj` has no such method or it returns `NotImplemented`.
    pub fn call_dunder(&mut self, obj: &Value, name: &str, arg: &Value) -> PyResult<Option<Value>> {
        let r = match obj {
            // A plain function: its frame directly, without a bound method or argument vector.
            Value::Instance(i) => match i.class.lookup(name) {
                None => return Ok(None),
                Some(Value::Function(func)) if !func.code.is_generator => {
                    let frame =
                        self.bind_frame(&func, Some(obj.clone()), std::slice::from_ref(arg), &[])?;
                    self.run_function_frame(&func, frame)?
                }
                Some(m) => {
                    let m = self.bind(obj, m);
                    self.call(&m, vec![arg.clone()], vec![])?
                }
            },
            _ => return Ok(None),
        };
        Ok((!matches!(r, Value::NotImplemented)).then_some(r))
    }

    /// A method from the class of `v`, bound to `v` (None when absent).
    pub fn lookup_special(&mut self, v: &Value, name: &str) -> Option<Value> {
        if let Value::Instance(i) = v {
            let m = i.class.lookup(name)?;
            return Some(self.bind(v, m));
        }
        if let Value::Native(_) = v {
            // A native type's table entry, bound to the object (`Decimal.__float__`).
            let Value::Native(o) = v else { return None };
            let t = o.native_type();
            let m: &'static crate::builtins::args::Method =
                t.methods.iter().find(|m| m.name() == name)?;
            return Some(Value::Builtin(Rc::new(crate::values::Builtin {
                name: Rc::from(name),
                func: crate::values::function::Native::Table(t.short_name(), m),
                bound: Some(v.clone()),
            })));
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
            // A builtin type's method taken from the class (`__hash__ = int.__hash__`).
            Value::Builtin(b) if matches!(b.func, crate::values::function::Native::Unbound(..)) => {
                Value::Method(Rc::new((obj.clone(), Value::Builtin(b))))
            }
            other => other,
        }
    }

    /// `len(v)`.
    pub fn len(&mut self, v: &Value) -> PyResult<usize> {
        if let Some(m) = self.meta_special(v, "__len__") {
            return match self.call(&m, vec![], vec![])? {
                Value::Int(i) if i >= 0 => Ok(i as usize),
                Value::Bool(b) => Ok(b as usize),
                Value::Int(_) => Err(PyErr::value_err("__len__() should return >= 0")),
                other => Err(PyErr::type_err(format!(
                    "'{}' object cannot be interpreted as an integer",
                    other.type_name()
                ))),
            };
        }
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
                None => match v.payload() {
                    Some(p) => {
                        let p = p.clone();
                        return self.len(&p);
                    }
                    None => {
                        return Err(PyErr::type_err(format!(
                            "object of type '{}' has no len()",
                            v.type_name()
                        )));
                    }
                },
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
        if let Some(m) = self.meta_special(container, "__contains__") {
            let r = self.call(&m, vec![item.clone()], vec![])?;
            return self.truthy(&r);
        }
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
                if !Self::user_eq(&k.value) {
                    return Ok(s.borrow().contains(&k));
                }
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
                if let Some(p) = container.payload() {
                    let p = p.clone();
                    return self.contains(&p, item);
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
}
