//! Out-of-line handlers for building containers: set and dict displays, slices, `*`/`**`
//! unpacking into displays and call arguments, and starred assignment targets
//! (`a, *b = ...`). Tuple and list displays, the comprehension adds (`ListAppend`, `SetAdd`,
//! `MapAdd`) and plain unpacking stay inline in `Vm::step`.

use crate::compile::code::Op;
use crate::values::Value;
use crate::vm::{ExcKind, Frame, PyErr, PyResult, Vm, call};
use std::cell::RefCell;
use std::rc::Rc;

impl Vm {
    /// Building sets, dicts and slices, `*`/`**` unpacking into displays and calls, and starred assignment.
    #[inline(never)]
    pub(crate) fn build_op(&mut self, f: &mut Frame, op: Op) -> PyResult<()> {
        match op {
            Op::BuildSlice => {
                let c = f.stack.pop().unwrap();
                let b = f.stack.pop().unwrap();
                let a = f.stack.pop().unwrap();
                f.stack.push(Value::Slice(Rc::new([a, b, c])));
            }
            Op::BuildSet(n) => {
                let folded = n & crate::compile::code::SET_FROM_CONSTANTS != 0;
                let n = n & !crate::compile::code::SET_FROM_CONSTANTS;
                let at = f.stack.len() - n as usize;
                let v: Vec<Value> = f.stack.drain(at..).collect();
                let s = RefCell::new(crate::values::SetObj::default());
                for x in v {
                    let k = self.key(x)?;
                    self.set_add(&s, k)?;
                }
                if folded {
                    // CPython's compiler re-creates the frozenset constant from its own
                    // iteration order (merging constants), then the display merges it.
                    let constant: crate::values::SetObj = s.into_inner().into_iter().collect();
                    let mut merged = crate::values::SetObj::default();
                    merged.merge(&constant);
                    f.stack.push(Value::Set(Rc::new(RefCell::new(merged))));
                } else {
                    f.stack.push(Value::Set(Rc::new(s)));
                }
            }
            Op::BuildMap(n) => {
                let at = f.stack.len() - 2 * n as usize;
                let v: Vec<Value> = f.stack.drain(at..).collect();
                let d = RefCell::new(crate::values::Dict::with_capacity_and_hasher(
                    n as usize,
                    Default::default(),
                ));
                let mut it = v.into_iter();
                while let (Some(k), Some(v)) = (it.next(), it.next()) {
                    let k = self.key(k)?;
                    self.dict_set(&d, k, v)?;
                }
                f.stack.push(Value::Dict(Rc::new(
                    crate::values::teardown::DictCell::new(d.into_inner()),
                )));
            }
            Op::ListExtend(d) => {
                let v = f.stack.pop().unwrap();
                let for_call = d & crate::compile::code::EXTEND_CALL_ARGS != 0;
                let d = d & !crate::compile::code::EXTEND_CALL_ARGS;
                let idx = f.stack.len() - d as usize;
                let items = match self.collect(&v) {
                    Err(PyErr::New(ExcKind::TypeError, a)) => {
                        // As CPython: an object that is not iterable at all (rather than one
                        // whose iteration raised TypeError) gets the `*` message.
                        let iterable = matches!(v, Value::Instance(_))
                            && (self.lookup_special(&v, "__iter__").is_some()
                                || self.lookup_special(&v, "__getitem__").is_some());
                        if iterable {
                            return Err(PyErr::New(ExcKind::TypeError, a));
                        }
                        return Err(PyErr::type_err(if for_call {
                            format!(
                                "{} argument after * must be an iterable, not {}",
                                call::function_str(&f.stack[idx - 1]),
                                v.type_name()
                            )
                        } else {
                            format!("Value after * must be an iterable, not {}", v.type_name())
                        }));
                    }
                    r => r?,
                };
                if let Value::List(l) = &f.stack[idx] {
                    l.borrow_mut().extend(items);
                }
            }
            Op::SetUpdate(d) => {
                let v = f.stack.pop().unwrap();
                let idx = f.stack.len() - d as usize;
                if let Value::Set(s) = f.stack[idx].clone() {
                    self.set_update_from(&s, &v)?;
                }
            }
            Op::DictUpdate(d) => {
                let v = f.stack.pop().unwrap();
                let pairs = self.mapping_items(&v)?;
                let idx = f.stack.len() - d as usize;
                if let Value::Dict(m) = &f.stack[idx] {
                    let mut m = m.borrow_mut();
                    for (k, v) in pairs {
                        m.insert(k, v);
                    }
                }
            }
            Op::DictMerge(d) => {
                let v = f.stack.pop().unwrap();
                let idx = f.stack.len() - d as usize;
                if !matches!(v, Value::Dict(_) | Value::Instance(_)) {
                    return Err(PyErr::type_err(format!(
                        "{} argument after ** must be a mapping, not {}",
                        call::function_str(&f.stack[idx - 2]),
                        v.type_name()
                    )));
                }
                let pairs = self.mapping_items(&v)?;
                if let Value::Dict(m) = f.stack[idx].clone() {
                    for (k, v) in pairs {
                        let Value::Str(name) = &k.value else {
                            return Err(PyErr::type_err("keywords must be strings"));
                        };
                        if self.dict_find(&m, &k)?.is_some() {
                            return Err(PyErr::type_err(format!(
                                "{} got multiple values for keyword argument '{}'",
                                call::function_str(&f.stack[idx - 2]),
                                name.s
                            )));
                        }
                        self.dict_set(&m, k, v)?;
                    }
                }
            }
            Op::ListToTuple => {
                let v = f.stack.pop().unwrap();
                if let Value::List(l) = v {
                    let items = std::mem::take(&mut *l.borrow_mut());
                    f.stack.push(Value::tuple(items));
                }
            }
            Op::UnpackEx(before, after) => {
                let v = f.stack.pop().unwrap();
                let mut items = self.collect(&v)?;
                let (b, a) = (before as usize, after as usize);
                if items.len() < b + a {
                    return Err(PyErr::value_err(format!(
                        "not enough values to unpack (expected at least {}, got {})",
                        b + a,
                        items.len()
                    )));
                }
                let tail = items.split_off(items.len() - a);
                let mid = items.split_off(b);
                for x in tail.into_iter().rev() {
                    f.stack.push(x);
                }
                f.stack.push(Value::list(mid));
                for x in items.into_iter().rev() {
                    f.stack.push(x);
                }
            }
            _ => unreachable!("build_op given {op:?}"),
        }
        Ok(())
    }
}
