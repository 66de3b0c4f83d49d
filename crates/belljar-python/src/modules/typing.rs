//! `typing`: annotations are not evaluated, so its names only need to exist and be
//! subscriptable: generic aliases are the builtin classes, the rest is `object`.

use crate::values::Value;
use crate::values::globals::Globals;
use crate::vm::Vm;

use super::registry::ModuleDef;

/// The `typing` module.
pub static MODULE: ModuleDef = ModuleDef {
    init: Some(init),
    ..ModuleDef::empty("typing")
};

fn identity(
    _: &mut Vm,
    args: &[Value],
    _: crate::values::function::Kwargs,
) -> crate::vm::PyResult<Value> {
    Ok(args.first().cloned().unwrap_or(Value::None))
}

fn cast(
    _: &mut Vm,
    args: &[Value],
    _: crate::values::function::Kwargs,
) -> crate::vm::PyResult<Value> {
    Ok(args.get(1).cloned().unwrap_or(Value::None))
}

fn type_var(
    _: &mut Vm,
    args: &[Value],
    _: crate::values::function::Kwargs,
) -> crate::vm::PyResult<Value> {
    Ok(args.first().cloned().unwrap_or(Value::None))
}

/// `typing`: annotations are not evaluated, so its names only need to exist and be
/// subscriptable: generic aliases are the builtin classes, the rest is `object`.
fn init(vm: &mut Vm, g: &mut Globals) -> crate::vm::PyResult<()> {
    let t = &vm.types;
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
        g.set(n, Value::Class(c.clone()));
    }
    for n in [
        "Any",
        "Optional",
        "Union",
        "Callable",
        "Iterable",
        "Iterator",
        "Generator",
        "Sequence",
        "Mapping",
        "MutableMapping",
        "MutableSequence",
        "Collection",
        "Container",
        "Hashable",
        "Sized",
        "Reversible",
        "Awaitable",
        "Coroutine",
        "AsyncIterator",
        "AsyncIterable",
        "Literal",
        "Final",
        "ClassVar",
        "Protocol",
        "Annotated",
        "Generic",
        "NoReturn",
        "Never",
        "Self",
        "TypeAlias",
        "SupportsInt",
        "SupportsFloat",
        "SupportsIndex",
        "Counter",
        "Deque",
        "ChainMap",
        "Pattern",
        "Match",
        "IO",
        "TextIO",
        "BinaryIO",
        "NamedTuple",
        "TypedDict",
    ] {
        g.set(n, Value::Class(t.object.clone()));
    }
    g.set("TYPE_CHECKING", Value::Bool(false));
    g.set("cast", crate::builtins::func("cast", cast));
    g.set("TypeVar", crate::builtins::func("TypeVar", type_var));
    g.set("NewType", crate::builtins::func("NewType", cast));
    for n in ["overload", "final", "runtime_checkable", "no_type_check"] {
        g.set(n, crate::builtins::func(n, identity));
    }
    Ok(())
}
