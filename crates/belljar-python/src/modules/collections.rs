//! `collections`, written in Python (`py/collections.py`) and run in the module's own namespace,
//! over one native helper: `_count_elements`, the counting loop of `Counter.update` (native in
//! CPython too, `_collections._count_elements`).

use std::cell::RefCell;

use super::registry::ModuleDef;
use crate::builtins::args::{Args, Method, Sig};
use crate::compile::code::BinOp;
use crate::values::{Dict, Value};
use crate::vm::{PyResult, Vm};

/// The `collections` module.
pub static MODULE: ModuleDef = ModuleDef {
    functions: &[&COUNT_ELEMENTS],
    python: Some(include_str!("py/collections.py")),
    ..ModuleDef::empty("collections")
};

static COUNT_ELEMENTS: Method = Method::function(Sig::pos("_count_elements", 2, 2), count_elements);

/// The dict a mapping stores its items in when its class inherits `get` and `__setitem__`
/// from `dict` (no class along its MRO written in Python defines them), so counting may
/// work on the dict directly, as CPython's `_count_elements` does for such mappings.
fn plain_dict(mapping: &Value) -> Option<&RefCell<Dict>> {
    match mapping {
        Value::Dict(d) => Some(d),
        Value::Instance(i) => {
            let Some(Value::Dict(d)) = &i.payload else {
                return None;
            };
            let overrides = std::iter::once(&i.class)
                .chain(i.class.mro.iter())
                .filter(|c| !c.builtin)
                .any(|c| {
                    let ns = c.dict.borrow();
                    ns.contains_key("get") || ns.contains_key("__setitem__")
                });
            (!overrides).then_some(&**d)
        }
        _ => None,
    }
}

/// `_count_elements(mapping, iterable)`: `mapping[x] = mapping.get(x, 0) + 1` for each `x`.
fn count_elements(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let (mapping, iterable) = (a.arg(0), a.arg(1));
    let it = vm.iter(iterable)?;
    let one = Value::Int(1);
    let plain = plain_dict(mapping);
    let mut n = 0u32;
    while let Some(x) = vm.next(&it)? {
        n = n.wrapping_add(1);
        if n.is_multiple_of(4096) {
            vm.check_limits()?;
        }
        let Some(d) = plain else {
            let get = vm.get_attr(mapping, "get")?;
            let old = vm.call(&get, vec![x.clone(), Value::Int(0)], vec![])?;
            let new = vm.binary(BinOp::Add, &old, &one)?;
            vm.setitem(mapping, x, new)?;
            continue;
        };
        let key = vm.key(x)?;
        match vm.dict_find(d, &key)? {
            Some(i) => {
                let old = d.borrow().get_index(i).map(|(_, v)| v.clone());
                match old {
                    // No user code ran since the lookup: the entry is still at `i`.
                    Some(Value::Int(c)) if c < i64::MAX => {
                        if let Some((_, v)) = d.borrow_mut().get_index_mut(i) {
                            *v = Value::Int(c + 1);
                        }
                    }
                    Some(old) => {
                        let new = vm.binary(BinOp::Add, &old, &one)?;
                        vm.dict_set(d, key, new)?;
                    }
                    None => vm.dict_set(d, key, one.clone())?,
                }
            }
            None => vm.dict_set(d, key, one.clone())?,
        }
    }
    Ok(Value::None)
}
