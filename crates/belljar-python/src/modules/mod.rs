//! Builtin modules the interpreter offers (`math`, a tiny `sys`); anything else is
//! `ModuleNotFoundError`, as for a module that is not installed.

pub mod dataclasses;
pub mod json;
pub mod math;

use std::collections::HashMap;
use std::rc::Rc;

use crate::values::{Module, Value};
use crate::vm::Vm;

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
        m.insert(Rc::from(n), Value::Class(t.object.clone()));
    }
    // A class of its own, so that `dataclasses` can tell an evaluated `ClassVar[int]`
    // annotation from a field's.
    m.insert(
        Rc::from("ClassVar"),
        Value::Class(crate::vm::types::class(
            "ClassVar",
            crate::values::object::TypeKind::Other,
            vec![t.object.clone()],
            false,
        )),
    );
    m.insert(Rc::from("TYPE_CHECKING"), Value::Bool(false));
    m.insert(Rc::from("cast"), crate::builtins::func("cast", cast));
    m.insert(
        Rc::from("TypeVar"),
        crate::builtins::func("TypeVar", type_var),
    );
    m.insert(Rc::from("NewType"), crate::builtins::func("NewType", cast));
    for n in ["overload", "final", "runtime_checkable", "no_type_check"] {
        m.insert(Rc::from(n), crate::builtins::func(n, identity));
    }
    m
}

fn time_time(
    _: &mut Vm,
    _: &[Value],
    _: crate::values::function::Kwargs,
) -> crate::vm::PyResult<Value> {
    let d = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    Ok(Value::Float(d.as_secs_f64()))
}

fn time_perf(
    _: &mut Vm,
    _: &[Value],
    _: crate::values::function::Kwargs,
) -> crate::vm::PyResult<Value> {
    thread_local! {
        static START: std::time::Instant = std::time::Instant::now();
    }
    Ok(Value::Float(START.with(|s| s.elapsed().as_secs_f64())))
}

/// `time.sleep`: sleeps in short slices so the deadline and cancellation still apply.
fn time_sleep(
    vm: &mut Vm,
    args: &[Value],
    _: crate::values::function::Kwargs,
) -> crate::vm::PyResult<Value> {
    let secs = match args.first() {
        Some(Value::Int(i)) => *i as f64,
        Some(Value::Float(f)) => *f,
        Some(Value::Bool(b)) => *b as i64 as f64,
        _ => {
            return Err(crate::vm::PyErr::type_err(
                "sleep() argument must be a number",
            ));
        }
    };
    if secs < 0.0 || secs.is_nan() {
        return Err(crate::vm::PyErr::value_err(
            "sleep length must be non-negative",
        ));
    }
    let end = std::time::Instant::now() + std::time::Duration::from_secs_f64(secs.min(1e9));
    loop {
        vm.check_limits()?;
        let now = std::time::Instant::now();
        if now >= end {
            return Ok(Value::None);
        }
        std::thread::sleep((end - now).min(std::time::Duration::from_millis(20)));
    }
}

/// Run a module written in Python: its source defines `__bj_module()`, which returns the
/// module's attributes as a dict. Nothing of it stays in the session's globals.
fn py_module(vm: &mut Vm, src: &str) -> Option<HashMap<Rc<str>, Value>> {
    let body = crate::parse::parse(src).ok()?;
    let code =
        crate::compile::compile_module(&body, src, "<frozen>", &mut vm.globals, false).ok()?;
    let slot = vm.globals.slot("__bj_module") as usize;
    let saved = vm.globals.values[slot].take();
    let frame = vm.new_frame(code, None);
    let r = vm.run_frame(frame, None);
    let maker = vm.globals.values[slot].take();
    vm.globals.values[slot] = saved;
    r.ok()?;
    let attrs = vm.call(&maker?, vec![], vec![]).ok()?;
    let Value::Dict(d) = attrs else { return None };
    let mut m = HashMap::new();
    for (k, v) in d.borrow().iter() {
        if let Value::Str(s) = &k.value {
            m.insert(Rc::from(s.s.as_str()), v.clone());
        }
    }
    Some(m)
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
                Rc::from("exit"),
                crate::builtins::func("exit", crate::builtins::functions::sys_exit),
            );
            m.insert(Rc::from("platform"), Value::str("belljar"));
            m.insert(
                Rc::from("version_info"),
                Value::tuple(vec![Value::Int(3), Value::Int(11), Value::Int(0)]),
            );
            m
        }
        "typing" => typing_attrs(vm),
        "dataclasses" => dataclasses::attrs(),
        "json" => json::attrs(vm),
        "time" => {
            let mut m = HashMap::new();
            for (n, f) in [
                ("time", time_time as crate::values::BuiltinFn),
                ("perf_counter", time_perf),
                ("monotonic", time_perf),
                ("process_time", time_perf),
                ("sleep", time_sleep),
            ] {
                m.insert(Rc::from(n), crate::builtins::func(n, f));
            }
            m
        }
        "collections" => py_module(vm, include_str!("py/collections.py"))?,
        "itertools" => py_module(vm, include_str!("py/itertools.py"))?,
        "functools" => py_module(vm, include_str!("py/functools.py"))?,
        "string" => {
            let mut m = HashMap::new();
            for (n, v) in [
                ("ascii_lowercase", "abcdefghijklmnopqrstuvwxyz"),
                ("ascii_uppercase", "ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
                (
                    "ascii_letters",
                    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
                ),
                ("digits", "0123456789"),
                ("hexdigits", "0123456789abcdefABCDEF"),
                ("octdigits", "01234567"),
                ("punctuation", "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"),
                ("whitespace", " \t\n\r\x0b\x0c"),
                (
                    "printable",
                    "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~ \t\n\r\x0b\x0c",
                ),
            ] {
                m.insert(Rc::from(n), Value::str(v));
            }
            m
        }
        "__future__" => {
            let mut m = HashMap::new();
            for n in [
                "annotations",
                "division",
                "print_function",
                "absolute_import",
                "generator_stop",
            ] {
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
