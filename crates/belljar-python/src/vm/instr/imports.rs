//! Imports: the `import` statement's instructions and `Vm::import`, which creates a session's
//! module objects from the registry (modules/registry.rs).

use crate::compile::code::Op;
use crate::values::Value;
use crate::vm::{ExcKind, Frame, PyErr, PyResult, Vm};
use std::rc::Rc;

impl Vm {
    /// The import instructions: `import m`, `from m import x` and `from m import *`.
    #[cold]
    pub(crate) fn import_op(&mut self, f: &mut Frame, op: Op) -> PyResult<()> {
        match op {
            Op::ImportName(i) => {
                let name = f.code.names[i as usize].clone();
                // The session's code is held to the import policy; the interpreter's own
                // modules importing each other are not.
                if Self::frame_module(f).is_none() {
                    crate::modules::registry::check_policy(self, &name)?;
                }
                let m = self.import(&name)?;
                f.stack.push(m);
            }
            Op::ImportFrom(i) => {
                let name = f.code.names[i as usize].clone();
                let m = f.stack.last().unwrap().clone();
                let v = match &m {
                    Value::Module(md) => match md.attrs.borrow().get(&name).cloned() {
                        Some(v) => v,
                        // `from package import submodule` imports the submodule, as in CPython.
                        None if crate::modules::registry::find(&format!("{}.{name}", md.name))
                            .is_some() =>
                        {
                            self.import(&format!("{}.{name}", md.name))?
                        }
                        None => {
                            return Err(PyErr::msg(
                                ExcKind::ImportError,
                                format!(
                                    "cannot import name '{}' from '{}' (unknown location)",
                                    name, md.name
                                ),
                            ));
                        }
                    },
                    _ => self.get_attr(&m, &name)?,
                };
                f.stack.push(v);
            }
            Op::ImportStar => {
                let m = f.stack.last().unwrap().clone();
                let names = self.public_names(&m)?;
                for name in names {
                    let v = self.get_attr(&m, &name)?;
                    match Self::frame_module(f) {
                        Some(g) => g.borrow_mut().set(&name, v),
                        None => {
                            let tool = self.globals.get(&name);
                            if tool.as_ref().and_then(crate::host::tool::tool_name) == Some(&*name)
                            {
                                return Err(crate::host::tool::rebind_error(&name));
                            }
                            self.globals.set(&name, v)
                        }
                    }
                }
            }
            _ => unreachable!("import_op given {op:?}"),
        }
        Ok(())
    }

    /// The names `from m import *` binds: `m.__all__` when the module has it (each must be
    /// a str), else its names not starting with an underscore, sorted.
    fn public_names(&mut self, m: &Value) -> PyResult<Vec<Rc<str>>> {
        let Value::Module(md) = m else {
            return Err(PyErr::type_err("import * needs a module"));
        };
        let all = md.attrs.borrow().get("__all__").cloned();
        if let Some(all) = all {
            let items = self.collect(&all)?;
            let mut out = Vec::with_capacity(items.len());
            for x in items {
                match x {
                    Value::Str(s) => out.push(Rc::from(s.s.as_str())),
                    o => {
                        return Err(PyErr::type_err(format!(
                            "Item in {}.__all__ must be str, not {}",
                            md.name,
                            o.type_name()
                        )));
                    }
                }
            }
            return Ok(out);
        }
        let mut out: Vec<Rc<str>> = md
            .attrs
            .borrow()
            .keys()
            .filter(|k| !k.starts_with('_'))
            .cloned()
            .collect();
        out.sort_unstable();
        Ok(out)
    }

    /// `import name`: the session's module object, created from the registry on first use
    /// (so importing twice gives the same object). For a dotted name the parent packages are
    /// imported first and each gains the submodule as an attribute.
    pub fn import(&mut self, name: &str) -> PyResult<Value> {
        if let Some(m) = self.modules.get(name) {
            return Ok(m.clone());
        }
        let parent = match name.rsplit_once('.') {
            Some((p, _)) => Some(self.import(p)?),
            None => None,
        };
        let not_found = || {
            let msg = match name.rsplit_once('.') {
                Some((p, _)) if !crate::modules::registry::is_package(p) => {
                    format!("No module named '{name}'; '{p}' is not a package")
                }
                _ => format!("No module named '{name}'"),
            };
            PyErr::New(ExcKind::ModuleNotFoundError, vec![Value::string(msg)])
        };
        let def = crate::modules::registry::find(name).ok_or_else(not_found)?;
        let m = crate::modules::registry::create(self, def)?;
        if let (Some(Value::Module(p)), Some((_, last))) = (&parent, name.rsplit_once('.')) {
            p.attrs.borrow_mut().insert(Rc::from(last), m.clone());
        }
        self.modules.insert(Rc::from(name), m.clone());
        Ok(m)
    }
}
