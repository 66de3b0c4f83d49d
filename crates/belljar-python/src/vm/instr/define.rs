//! Out-of-line handlers for definitions: `def`/`lambda` (`MakeFunction`, with the closure
//! cells `LoadClosure` names), `class` statements (`BuildClass`, see vm/meta.rs for the
//! machinery) and the implicit `__class__` of zero-argument `super()`.

use crate::compile::code::Op;
use crate::values::{Function, Value};
use crate::vm::{ExcKind, Frame, PyErr, PyResult, Vm};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

impl Vm {
    /// Creating functions (defaults, closures) and classes, and the `__class__` cell of `super()`.
    #[inline(never)]
    pub(crate) fn define_op(&mut self, f: &mut Frame, op: Op) -> PyResult<()> {
        match op {
            Op::LoadClosure(i) => {
                // Cells travel as a one-element list holding the shared cell via a Function-less
                // wrapper: we reuse Value::Tuple of the cell index resolved in MakeFunction.
                f.stack.push(Value::Int(i as i64));
            }
            Op::MakeFunction(ci, flags) => {
                let closure = if flags & 4 != 0 {
                    let Value::Tuple(t) = f.stack.pop().unwrap() else {
                        unreachable!()
                    };
                    t.iter()
                        .map(|v| match v {
                            Value::Int(i) => f.cells[*i as usize].clone(),
                            _ => Rc::new(RefCell::new(None)),
                        })
                        .collect()
                } else {
                    Vec::new()
                };
                let kwdefaults = if flags & 2 != 0 {
                    let Value::Dict(d) = f.stack.pop().unwrap() else {
                        unreachable!()
                    };
                    d.borrow()
                        .iter()
                        .map(|(k, v)| {
                            let name: Rc<str> = match &k.value {
                                Value::Str(s) => Rc::from(s.s.as_str()),
                                _ => Rc::from(""),
                            };
                            (name, v.clone())
                        })
                        .collect()
                } else {
                    Vec::new()
                };
                let defaults = if flags & 1 != 0 {
                    let Value::Tuple(t) = f.stack.pop().unwrap() else {
                        unreachable!()
                    };
                    t.to_vec()
                } else {
                    Vec::new()
                };
                let Value::Builtin(b) = &f.code.consts[ci as usize] else {
                    unreachable!()
                };
                let Some(Value::Function(proto)) = &b.bound else {
                    unreachable!()
                };
                let code = proto.code.clone();
                let mut attrs = HashMap::new();
                if let Some(d) = &code.doc {
                    attrs.insert(Rc::from("__doc__"), Value::str(d));
                }
                let func = Function {
                    name: RefCell::new(code.name.clone()),
                    qualname: code.qualname.clone(),
                    code,
                    defaults,
                    kwdefaults,
                    closure,
                    owner: RefCell::new(None),
                    attrs: RefCell::new(attrs),
                    globals: Self::frame_module(f).cloned(),
                };
                f.stack.push(Value::Function(Rc::new(func)));
            }
            Op::BuildClass(nkw) => {
                let kwnames = f.stack.pop().unwrap();
                let values = f.stack.split_off(f.stack.len() - nkw as usize);
                let kwargs: Vec<(Rc<str>, Value)> = match &kwnames {
                    Value::Tuple(names) => names
                        .iter()
                        .zip(values)
                        .map(|(k, v)| match k {
                            Value::Str(s) => (Rc::from(s.s.as_str()), v),
                            _ => (Rc::from("?"), v),
                        })
                        .collect(),
                    _ => Vec::new(),
                };
                let bases = f.stack.pop().unwrap();
                let name = f.stack.pop().unwrap();
                let body = f.stack.pop().unwrap();
                let cls = self.build_class(body, name, bases, kwargs)?;
                f.stack.push(cls);
            }
            Op::LoadOwnerClass => {
                let owner = f
                    .func
                    .as_ref()
                    .and_then(|func| func.owner.borrow().as_ref().and_then(|w| w.upgrade()));
                match owner {
                    Some(c) => f.stack.push(Value::Class(c)),
                    None => {
                        return Err(PyErr::msg(
                            ExcKind::RuntimeError,
                            "super(): __class__ cell not found",
                        ));
                    }
                }
            }
            _ => unreachable!("define_op given {op:?}"),
        }
        Ok(())
    }
}
