//! Out-of-line handlers for exceptions and `with`: `raise` (with cause and context),
//! `except` matching, re-raising, leaving a handler, and entering/exiting context managers.
//! Setting up and popping a `try` block stay inline in `Vm::step`; unwinding to a handler is
//! in `Vm::run_loop`.

use crate::compile::code::Op;
use crate::values::{Instance, Value};
use crate::vm::{Block, ExcKind, Frame, PyErr, PyResult, Vm};
use std::rc::Rc;

impl Vm {
    /// Raising, matching `except` clauses, leaving handlers, and the `with` statement.
    #[inline(never)]
    pub(crate) fn exception_op(&mut self, f: &mut Frame, op: Op) -> PyResult<()> {
        match op {
            Op::PopExcept => {
                remove_handling(f);
            }
            Op::Reraise => {
                let v = f.stack.pop().unwrap();
                if let Value::Instance(i) = v {
                    return Err(PyErr::Obj(i));
                }
            }
            Op::Raise(n) => return Err(self.raise_op(f, n)),
            Op::ExcMatch => {
                let cls = f.stack.pop().unwrap();
                let exc = f.stack.pop().unwrap();
                let m = self.exc_matches(&exc, &cls)?;
                f.stack.push(Value::bool(m));
            }
            Op::SetupWith(t) => {
                let mgr = f.stack.pop().unwrap();
                let (enter, exit) = self.context_methods(&mgr, false)?;
                let r = self.call(&enter, vec![], vec![])?;
                f.stack.push(exit);
                f.blocks.push(Block::Except {
                    handler: t,
                    depth: f.stack.len() as u32,
                });
                f.stack.push(r);
            }
            Op::WithExitNormal => {
                let exit = f.stack.pop().unwrap();
                self.call(&exit, vec![Value::None, Value::None, Value::None], vec![])?;
            }
            Op::WithExcept => {
                let exc = f.stack.pop().unwrap();
                let exit = f.stack.pop().unwrap();
                let cls = Value::Class(self.types.type_of(&exc));
                let r = self.call(&exit, vec![cls, exc.clone(), Value::None], vec![])?;
                if self.truthy(&r)? {
                    remove_handling(f);
                } else if let Value::Instance(i) = exc {
                    return Err(PyErr::Obj(i));
                }
            }
            Op::LoadAssertionError => {
                f.stack.push(Value::Class(
                    self.types.exc(ExcKind::AssertionError).clone(),
                ));
            }
            _ => unreachable!("exception_op given {op:?}"),
        }
        Ok(())
    }

    /// `raise` (n = 0: re-raise the handled exception; 1: `raise X`; 2: `raise X from Y`).
    fn raise_op(&mut self, f: &mut Frame, n: u8) -> PyErr {
        if n == 0 {
            return match self.handled(f) {
                Some(Value::Instance(i)) => PyErr::Obj(i),
                _ => PyErr::msg(ExcKind::RuntimeError, "No active exception to reraise"),
            };
        }
        let cause = if n == 2 { f.stack.pop() } else { None };
        let exc = f.stack.pop().unwrap();
        let inst = match self.make_exception(exc) {
            Ok(i) => i,
            Err(e) => return e,
        };
        if let Some(c) = cause {
            let cause_v = match c {
                Value::None => None,
                other => match self.make_exception(other) {
                    Ok(ci) => Some(Value::Instance(ci)),
                    Err(_) => {
                        return PyErr::type_err("exception causes must derive from BaseException");
                    }
                },
            };
            if let Some(d) = &inst.exc {
                let mut d = d.borrow_mut();
                d.cause = cause_v;
                d.suppress_context = true;
            }
        }
        PyErr::Obj(inst)
    }

    /// Turn `raise X` operand into an exception instance.
    pub fn make_exception(&mut self, v: Value) -> Result<Rc<Instance>, PyErr> {
        match v {
            Value::Instance(i) if i.exc.is_some() => Ok(i),
            Value::Class(c) if c.is_exc => match self.call(&Value::Class(c), vec![], vec![])? {
                Value::Instance(i) if i.exc.is_some() => Ok(i),
                _ => Err(PyErr::type_err("exceptions must derive from BaseException")),
            },
            _ => Err(PyErr::type_err("exceptions must derive from BaseException")),
        }
    }

    /// isinstance check for `except` clauses.
    pub fn exc_matches(&mut self, exc: &Value, cls: &Value) -> PyResult<bool> {
        let ec = self.types.type_of(exc);
        match cls {
            Value::Class(c) => {
                if !c.is_exc {
                    return Err(PyErr::type_err(
                        "catching classes that do not inherit from BaseException is not allowed",
                    ));
                }
                Ok(ec.is_subclass(c))
            }
            Value::Tuple(t) => {
                // As CPython: every entry must be an exception class (no nested tuples),
                // checked before any is matched.
                let mut found = false;
                for c in t.iter() {
                    match c {
                        Value::Class(c) if c.is_exc => found |= ec.is_subclass(c),
                        _ => {
                            return Err(PyErr::type_err(
                                "catching classes that do not inherit from BaseException is not allowed",
                            ));
                        }
                    }
                }
                Ok(found)
            }
            _ => Err(PyErr::type_err(
                "catching classes that do not inherit from BaseException is not allowed",
            )),
        }
    }

    /// The `__enter__`/`__exit__` (`__aenter__`/`__aexit__` when `is_async`) of a context
    /// manager, looked up on its type as CPython 3.11 does, the entering one first.
    pub(crate) fn context_methods(
        &mut self,
        mgr: &Value,
        is_async: bool,
    ) -> PyResult<(Value, Value)> {
        let (kind, enter, exit) = if is_async {
            ("asynchronous context manager", "__aenter__", "__aexit__")
        } else {
            ("context manager", "__enter__", "__exit__")
        };
        let Some(enter) = self.lookup_special(mgr, enter) else {
            return Err(PyErr::type_err(format!(
                "'{}' object does not support the {kind} protocol",
                mgr.type_name()
            )));
        };
        let Some(exit_fn) = self.lookup_special(mgr, exit) else {
            return Err(PyErr::type_err(format!(
                "'{}' object does not support the {kind} protocol (missed {exit} method)",
                mgr.type_name()
            )));
        };
        Ok((enter, exit_fn))
    }
}

/// Leave the innermost `except`-like handled state (`PopExcept`, a `with` whose `__exit__`
/// swallowed the exception).
pub(crate) fn remove_handling(f: &mut Frame) {
    if let Some(pos) = f
        .blocks
        .iter()
        .rposition(|b| matches!(b, Block::Handling(_)))
    {
        f.blocks.remove(pos);
    }
}
