//! Out-of-line handlers for the name instructions the hot loop rarely runs: deletions of every
//! kind, the `*Name` instructions of class bodies and `exec` code, the `*ModuleGlobal`
//! instructions of Python-source modules, and the session's last expression value.

use crate::compile::code::Op;
use crate::values::Value;
use crate::vm::coro::is_kind;
use crate::vm::{ClassNs, ExcKind, Frame, PyErr, PyResult, Vm, ops};

impl Vm {
    /// Deleting names, module-level and class-body name lookups, and `SetLastValue`.
    #[inline(never)]
    pub(crate) fn name_op(&mut self, f: &mut Frame, op: Op) -> PyResult<()> {
        match op {
            Op::DeleteFast(i) => {
                if let Some(old) = f.locals[i as usize].take() {
                    ops::drop_fast(old);
                    self.close_abandoned()?;
                } else {
                    return Err(PyErr::msg(
                        ExcKind::UnboundLocalError,
                        format!(
                            "cannot access local variable '{}' where it is not associated with a value",
                            f.code.local_names[i as usize]
                        ),
                    ));
                }
            }
            Op::DeleteDeref(i) => {
                *f.cells[i as usize].borrow_mut() = None;
            }
            Op::DeleteGlobal(s) => {
                let name = &self.globals.names[s as usize];
                let tool = self.globals.values[s as usize]
                    .as_ref()
                    .and_then(crate::host::tool::tool_name);
                if tool == Some(&**name) {
                    return Err(crate::host::tool::rebind_error(name));
                }
                if let Some(old) = self.globals.values[s as usize].take() {
                    ops::drop_fast(old);
                    self.close_abandoned()?;
                } else {
                    return Err(PyErr::msg(
                        ExcKind::NameError,
                        format!("name '{}' is not defined", self.globals.names[s as usize]),
                    ));
                }
            }
            Op::LoadModuleGlobal(s) => {
                let g = Self::module_globals(f)?;
                let v = Self::module_global(&g, s as usize);
                match v {
                    Some(v) => f.stack.push(v),
                    None => {
                        let name = g.borrow().names[s as usize].clone();
                        return Err(self.name_error(f, &name));
                    }
                }
            }
            Op::StoreModuleGlobal(s) => {
                let g = Self::module_globals(f)?;
                let v = f.stack.pop().unwrap();
                g.borrow_mut().values[s as usize] = Some(v);
            }
            Op::DeleteModuleGlobal(s) => {
                let g = Self::module_globals(f)?;
                let old = g.borrow_mut().values[s as usize].take();
                if old.is_none() {
                    let name = g.borrow().names[s as usize].clone();
                    return Err(PyErr::msg(
                        ExcKind::NameError,
                        format!("name '{name}' is not defined"),
                    ));
                }
            }
            Op::LoadName(i) => {
                let name = &f.code.names[i as usize];
                let found = match &f.ns {
                    Some(ClassNs::Plain(ns)) => ns.borrow().get(name).cloned(),
                    Some(ClassNs::Mapping(m)) => {
                        let (m, key) = (m.clone(), Value::str(name));
                        match self.getitem(&m, &key) {
                            Ok(v) => Some(v),
                            Err(e) if is_kind(self, &e, ExcKind::KeyError) => None,
                            Err(e) => return Err(e),
                        }
                    }
                    None => None,
                };
                let name = &f.code.names[i as usize];
                let v = match found {
                    Some(v) => v,
                    None => {
                        let s = f.code.name_slots[i as usize] as usize;
                        let v = match Self::frame_module(f) {
                            None => self.globals.values[s]
                                .clone()
                                .or_else(|| self.globals.fallback[s].clone()),
                            Some(g) => Self::module_global(g, s),
                        };
                        match v {
                            Some(v) => v,
                            None => {
                                let name = name.clone();
                                return Err(self.name_error(f, &name));
                            }
                        }
                    }
                };
                f.stack.push(v);
            }
            Op::StoreName(i) => {
                let v = f.stack.pop().unwrap();
                let name = f.code.names[i as usize].clone();
                match &f.ns {
                    Some(ClassNs::Plain(ns)) => {
                        ns.borrow_mut().insert(name, v);
                    }
                    Some(ClassNs::Mapping(m)) => {
                        let m = m.clone();
                        self.setitem(&m, Value::str(&name), v)?;
                    }
                    None => {}
                }
            }
            Op::DeleteName(i) => {
                let name = &f.code.names[i as usize];
                let removed = match &f.ns {
                    Some(ClassNs::Plain(ns)) => ns.borrow_mut().shift_remove(name).is_some(),
                    Some(ClassNs::Mapping(m)) => {
                        let (m, key) = (m.clone(), Value::str(name));
                        match self.delitem(&m, &key) {
                            Ok(()) => true,
                            Err(e) if is_kind(self, &e, ExcKind::KeyError) => false,
                            Err(e) => return Err(e),
                        }
                    }
                    None => false,
                };
                let name = &f.code.names[i as usize];
                if !removed {
                    return Err(PyErr::msg(
                        ExcKind::NameError,
                        format!("name '{name}' is not defined"),
                    ));
                }
            }
            Op::DeleteAttr(i) => {
                let obj = f.stack.pop().unwrap();
                let name = f.code.names[i as usize].clone();
                self.del_attr(&obj, &name)?;
            }
            Op::SetLastValue => {
                let v = f.stack.pop().unwrap();
                self.last_value = Some(v);
            }
            _ => unreachable!("name_op given {op:?}"),
        }
        Ok(())
    }

    /// The error for reading an empty cell: CPython's UnboundLocalError for the frame's own
    /// cell, NameError for a free variable of an enclosing scope.
    #[cold]
    pub(crate) fn unbound_cell(f: &Frame, i: u32) -> PyErr {
        let name = &f.code.cell_names[i as usize];
        if i < f.code.ncells {
            PyErr::msg(
                ExcKind::UnboundLocalError,
                format!(
                    "cannot access local variable '{name}' where it is not associated with a value"
                ),
            )
        } else {
            PyErr::msg(
                ExcKind::NameError,
                format!(
                    "cannot access free variable '{name}' where it is not associated with a value in enclosing scope"
                ),
            )
        }
    }
}
