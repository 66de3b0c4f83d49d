//! `typing`: annotations are not evaluated, so its names only need to exist and be
//! subscriptable: generic aliases are the builtin classes, the rest is `object`.

use crate::values::Value;
use crate::values::globals::Globals;
use crate::vm::Vm;

use super::registry::ModuleDef;

/// The `typing` module.
pub static MODULE: ModuleDef = ModuleDef {
    init: Some(init),
    // The helpers are Python, as in CPython, so their arguments bind the same way.
    python: Some(
        "def cast(typ, val):\n\
         \x20   return val\n\
         \n\
         def overload(func):\n\
         \x20   return func\n\
         \n\
         def final(f):\n\
         \x20   return f\n\
         \n\
         def runtime_checkable(cls):\n\
         \x20   return cls\n\
         \n\
         def no_type_check(arg):\n\
         \x20   return arg\n\
         \n\
         def TypeVar(name, *constraints, bound=None, covariant=False, contravariant=False):\n\
         \x20   return name\n\
         \n\
         def NewType(name, tp):\n\
         \x20   return tp\n",
    ),
    ..ModuleDef::empty("typing")
};

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
    // A class of its own, so that `dataclasses` can tell an evaluated `ClassVar[int]`
    // annotation from a field's.
    let class_var = crate::vm::types::class(
        "ClassVar",
        crate::values::object::TypeKind::Other,
        vec![t.object.clone()],
        false,
    );
    g.set("ClassVar", Value::Class(class_var));
    g.set("TYPE_CHECKING", Value::Bool(false));
    Ok(())
}
