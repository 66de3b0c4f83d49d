//! Builtin modules the interpreter offers (`math`, a tiny `sys`); anything else is
//! `ModuleNotFoundError`, as for a module that is not installed.

pub mod dataclasses;
pub mod math;

use std::collections::HashMap;
use std::rc::Rc;

use crate::values::{Module, Value};
use crate::vm::Vm;

fn identity(_: &mut Vm, args: &[Value], _: crate::values::function::Kwargs) -> crate::vm::PyResult<Value> {
    Ok(args.first().cloned().unwrap_or(Value::None))
}

fn cast(_: &mut Vm, args: &[Value], _: crate::values::function::Kwargs) -> crate::vm::PyResult<Value> {
    Ok(args.get(1).cloned().unwrap_or(Value::None))
}

fn type_var(_: &mut Vm, args: &[Value], _: crate::values::function::Kwargs) -> crate::vm::PyResult<Value> {
    Ok(args.first().cloned().unwrap_or(Value::None))
}

/// `typing`: annotations are not evaluated, so its names only need to exist and be
/// subscriptable: generic aliases are the builtin classes, the rest is `object`.
fn typing_attrs(vm: &mut Vm) -> HashMap<Rc<str>, Value> {
    let t = &vm.types;
    let mut m: HashMap<Rc<str>, Value> = HashMap::new();
    let pairs: [(&str, &std::rc::Rc<crate::values::Class>); 10] = [
        ("List", &t.list),
        ("Dict", &t.dict),
        ("Set", &t.set),
        ("FrozenSet", &t.frozenset),
        ("Tuple", &t.tuple),
        ("Type", &t.type_),
        ("DefaultDict", &t.dict),
        ("OrderedDict", &t.dict),
        ("Text", &t.str_),
        ("AnyStr", &t.str_),
    ];
    for (n, c) in pairs {
        m.insert(Rc::from(n), Value::Class(c.clone()));
    }
    for n in [
        "Any", "Optional", "Union", "Callable", "Iterable", "Iterator", "Generator", "Sequence",
        "Mapping", "MutableMapping", "MutableSequence", "Collection", "Container", "Hashable",
        "Sized", "Reversible", "Awaitable", "Coroutine", "AsyncIterator", "AsyncIterable",
        "Literal", "Final", "ClassVar", "Protocol", "Annotated", "Generic", "NoReturn", "Never",
        "Self", "TypeAlias", "SupportsInt", "SupportsFloat", "SupportsIndex", "Counter", "Deque",
        "ChainMap", "Pattern", "Match", "IO", "TextIO", "BinaryIO", "NamedTuple", "TypedDict",
    ] {
        m.insert(Rc::from(n), Value::Class(t.object.clone()));
    }
    m.insert(Rc::from("TYPE_CHECKING"), Value::Bool(false));
    m.insert(Rc::from("cast"), crate::builtins::func("cast", cast));
    m.insert(Rc::from("TypeVar"), crate::builtins::func("TypeVar", type_var));
    m.insert(Rc::from("NewType"), crate::builtins::func("NewType", cast));
    for n in ["overload", "final", "runtime_checkable", "no_type_check"] {
        m.insert(Rc::from(n), crate::builtins::func(n, identity));
    }
    m
}

/// Create module `name`, or None when there is no such module.
pub fn make_module(vm: &mut Vm, name: &str) -> Option<Value> {
    let attrs: HashMap<Rc<str>, Value> = match name {
        "math" => math::attrs(),
        "sys" => {
            let mut m = HashMap::new();
            m.insert(Rc::from("maxsize"), Value::Int(i64::MAX));
            m.insert(
                Rc::from("stderr"),
                Value::Module(Rc::new(Module {
                    name: Rc::from("sys.stderr"),
                    attrs: HashMap::new(),
                })),
            );
            m.insert(
                Rc::from("stdout"),
                Value::Module(Rc::new(Module {
                    name: Rc::from("sys.stdout"),
                    attrs: HashMap::new(),
                })),
            );
            m.insert(Rc::from("version"), Value::str("3.11.0 (belljar)"));
            m.insert(
                Rc::from("version_info"),
                Value::tuple(vec![Value::Int(3), Value::Int(11), Value::Int(0)]),
            );
            m
        }
        "typing" => typing_attrs(vm),
        "dataclasses" => dataclasses::attrs(),
        "__future__" => {
            let mut m = HashMap::new();
            for n in ["annotations", "division", "print_function", "absolute_import", "generator_stop"] {
                m.insert(Rc::from(n), Value::Bool(true));
            }
            m
        }
        _ => return None,
    };
    let _ = vm;
    Some(Value::Module(Rc::new(Module {
        name: Rc::from(name),
        attrs,
    })))
}
