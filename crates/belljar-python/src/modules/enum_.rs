//! `enum`, written in Python (`py/enum.py`) after CPython 3.11's semantics, run in the
//! module's own namespace. Its class bodies run in a non-dict `__prepare__` mapping
//! (`_EnumDict`), which the VM supports (`vm::ClassNs::Mapping`). Native here is what
//! `global_enum` needs of the VM: writing into the namespace of the module a class was
//! defined in.

use super::registry::ModuleDef;
use crate::builtins::args::{Args, Method, Sig};
use crate::values::Value;
use crate::vm::{PyErr, PyResult, Vm};

/// The `enum` module.
pub static MODULE: ModuleDef = ModuleDef {
    functions: &[&EXPORT_MEMBERS],
    python: Some(include_str!("py/enum.py")),
    ..ModuleDef::empty("enum")
};

static EXPORT_MEMBERS: Method = Method::function(Sig::pos("_export_members", 2, 2), export_members);

/// `_export_members(module, members)`: CPython's
/// `sys.modules[module].__dict__.update(members)` — the session's globals for `__main__`,
/// else the attributes of the imported module of that name (nothing for another name).
fn export_members(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let (Value::Str(module), Value::Dict(d)) = (a.arg(0), a.arg(1)) else {
        return Err(PyErr::type_err("_export_members(module, members)"));
    };
    let items: Vec<(Value, Value)> = d.pairs();
    let target = match &*module.s {
        "__main__" => None,
        name => match vm.modules.get(name) {
            Some(Value::Module(m)) => Some(m.clone()),
            _ => return Ok(Value::None),
        },
    };
    for (k, v) in items {
        let Value::Str(k) = k else { continue };
        match &target {
            None => vm.globals.set(&k.s, v),
            Some(m) => {
                m.attrs.borrow_mut().insert(std::rc::Rc::from(&*k.s), v);
            }
        }
    }
    Ok(Value::None)
}
