//! The builtins: the table of builtin names, constructors of builtin types, and method
//! dispatch for builtin values (one file per group).

pub mod args;
pub mod dict_methods;
pub mod functions;
pub mod list_methods;
pub mod misc_methods;
pub mod str_methods;

use std::collections::HashMap;
use std::rc::Rc;

use crate::values::function::{Kwargs, Native};
use crate::values::object::TypeKind;
use crate::values::{Builtin, BuiltinFn, Class, Value};
use crate::vm::{PyErr, PyResult, Types, Vm};

/// A builtin function value.
pub fn func(name: &str, f: BuiltinFn) -> Value {
    Value::Builtin(Rc::new(Builtin {
        name: Rc::from(name),
        func: Native::Raw(f),
        bound: None,
    }))
}

/// A native function from a method-table entry (a builtin or module function with a
/// declared signature).
pub fn native(m: &'static args::Method) -> Value {
    Value::Builtin(Rc::new(Builtin {
        name: Rc::from(m.name()),
        func: Native::Table("", m),
        bound: None,
    }))
}

/// Call a builtin function or bound builtin method.
pub fn call_builtin(vm: &mut Vm, b: &Builtin, pos: &[Value], kw: Kwargs) -> PyResult<Value> {
    match b.func {
        Native::Raw(f) => match &b.bound {
            Some(obj) if !matches!(obj, Value::Function(_)) => {
                let obj = obj.clone();
                call_method(vm, &obj, &b.name, pos, kw)
            }
            _ => f(vm, pos, kw),
        },
        Native::Table(owner, m) => {
            let owner = (!owner.is_empty()).then_some(owner);
            match &b.bound {
                Some(this) => m.call(vm, owner, this, pos, kw),
                None => m.call(vm, owner, &Value::None, pos, kw),
            }
        }
        Native::Unbound(owner, m) => {
            let Some((this, rest)) = pos.split_first() else {
                return Err(PyErr::type_err(if m.name().starts_with("__") {
                    format!(
                        "descriptor '{}' of '{owner}' object needs an argument",
                        m.name()
                    )
                } else {
                    format!("unbound method {owner}.{}() needs an argument", m.name())
                }));
            };
            if let Some(Value::Class(c)) = &b.bound {
                if !vm.types.type_of(this).is_subclass(c) {
                    return Err(PyErr::type_err(format!(
                        "descriptor '{}' for '{owner}' objects doesn't apply to a '{}' object",
                        m.name(),
                        this.type_name()
                    )));
                }
            }
            m.call(vm, Some(owner), this, rest, kw)
        }
    }
}

fn unbound(_: &mut Vm, _: &[Value], _: Kwargs) -> PyResult<Value> {
    Err(PyErr::type_err("unbound builtin method"))
}

/// A builtin method bound to `obj`, dispatched by name when called.
pub fn bound_method(obj: &Value, name: &str) -> Value {
    Value::Builtin(Rc::new(Builtin {
        name: Rc::from(name),
        func: Native::Raw(unbound),
        bound: Some(obj.clone()),
    }))
}

/// Build the builtins table.
pub fn make_builtins(types: &Types) -> HashMap<Rc<str>, Value> {
    let mut m: HashMap<Rc<str>, Value> = HashMap::new();
    let mut add = |n: &str, v: Value| {
        m.insert(Rc::from(n), v);
    };
    for c in [
        &types.int,
        &types.bool_,
        &types.float,
        &types.str_,
        &types.list,
        &types.tuple,
        &types.dict,
        &types.set,
        &types.frozenset,
        &types.bytes,
        &types.range,
        &types.slice,
        &types.object,
        &types.type_,
        &types.property,
        &types.staticmethod,
        &types.classmethod,
        &types.super_,
    ] {
        add(&c.name, Value::Class(c.clone()));
    }
    for c in &types.exc {
        add(&c.name, Value::Class(c.clone()));
    }
    add(
        "EnvironmentError",
        Value::Class(types.exc(crate::vm::ExcKind::OSError).clone()),
    );
    add(
        "IOError",
        Value::Class(types.exc(crate::vm::ExcKind::OSError).clone()),
    );
    add("NotImplemented", Value::NotImplemented);
    add("Ellipsis", Value::Ellipsis);
    for (n, f) in functions::FUNCTIONS {
        add(n, func(n, *f));
    }
    m
}

/// Call a builtin type (`int("3")`, `list(x)`…).
pub fn construct(
    vm: &mut Vm,
    c: &Rc<Class>,
    args: Vec<Value>,
    kwargs: Vec<(Rc<str>, Value)>,
) -> PyResult<Value> {
    functions::construct(vm, c, args, kwargs)
}

/// Whether a builtin value has a method `name`.
pub fn has_method(obj: &Value, name: &str) -> bool {
    let list: &[&str] = match obj {
        Value::Str(_) => str_methods::METHODS,
        Value::List(_) => list_methods::METHODS,
        Value::Dict(_) => dict_methods::DICT_METHODS,
        Value::Set(_) => dict_methods::SET_METHODS,
        Value::FrozenSet(_) => dict_methods::FROZENSET_METHODS,
        Value::Tuple(_) => &["count", "index"],
        Value::Int(_) | Value::BigInt(_) | Value::Bool(_) => &[
            "bit_length",
            "bit_count",
            "conjugate",
            "to_bytes",
            "as_integer_ratio",
            "is_integer",
        ],
        Value::Float(_) => &["is_integer", "as_integer_ratio", "conjugate", "hex"],
        Value::Bytes(_) => &[
            "decode",
            "hex",
            "startswith",
            "endswith",
            "count",
            "find",
            "split",
            "strip",
            "upper",
            "lower",
            "join",
            "replace",
        ],
        Value::Generator(_) => &["send", "throw", "close", "__next__", "__iter__"],
        Value::Iter(_) => &["__next__", "__iter__"],
        Value::Range(_) => &["count", "index"],
        Value::Slice(_) => &["indices"],
        _ => &[],
    };
    list.contains(&name)
}

/// Methods every instance has through `object` (and BaseException).
pub fn instance_has_builtin_method(name: &str) -> bool {
    matches!(
        name,
        "__init__"
            | "__repr__"
            | "__str__"
            | "__eq__"
            | "__ne__"
            | "__hash__"
            | "__setattr__"
            | "__delattr__"
            | "__format__"
            | "with_traceback"
            | "add_note"
    )
}

/// Whether a builtin class has a (class or unbound) method `name`.
pub fn class_has_method(c: &Rc<Class>, name: &str) -> bool {
    let sample = match c.kind {
        TypeKind::Str => Value::str(""),
        TypeKind::List => Value::list(vec![]),
        TypeKind::Dict => {
            if name == "fromkeys" {
                return true;
            }
            Value::Dict(Default::default())
        }
        TypeKind::Set => Value::Set(Default::default()),
        TypeKind::Int | TypeKind::Bool => {
            if name == "from_bytes" {
                return true;
            }
            Value::Int(0)
        }
        TypeKind::Float => {
            if name == "fromhex" {
                return false;
            }
            Value::Float(0.0)
        }
        TypeKind::Tuple => Value::tuple(vec![]),
        TypeKind::Bytes => {
            if name == "fromhex" {
                return true;
            }
            Value::Bytes(Rc::from(Vec::new()))
        }
        TypeKind::Object => {
            return matches!(
                name,
                "__init__"
                    | "__new__"
                    | "__setattr__"
                    | "__repr__"
                    | "__str__"
                    | "__eq__"
                    | "__hash__"
            );
        }
        TypeKind::Exception => return matches!(name, "__init__" | "__str__" | "__repr__"),
        _ => return false,
    };
    has_method(&sample, name) || (c.kind == TypeKind::Str && name == "maketrans")
}

/// Call builtin method `name` on `obj`.
pub fn call_method(
    vm: &mut Vm,
    obj: &Value,
    name: &str,
    args: &[Value],
    kw: Kwargs,
) -> PyResult<Value> {
    match obj {
        Value::Str(s) => str_methods::call(vm, s, name, args, kw),
        Value::List(l) => list_methods::call(vm, obj, l, name, args, kw),
        Value::Dict(d) => dict_methods::call_dict(vm, obj, d, name, args, kw),
        Value::Set(_) | Value::FrozenSet(_) => dict_methods::call_set(vm, obj, name, args, kw),
        Value::Class(c)
            if c.builtin || name == "__init__" || name == "__new__" || name == "mro" =>
        {
            misc_methods::call_class(vm, c, name, args, kw)
        }
        _ => misc_methods::call(vm, obj, name, args, kw),
    }
}

/// Fetch a keyword argument.
pub fn kwarg<'a>(kw: Kwargs<'a>, name: &str) -> Option<&'a Value> {
    kw.iter().find(|(k, _)| &**k == name).map(|(_, v)| v)
}

/// Check argument counts: `name() takes …` errors.
pub fn check_args(name: &str, args: &[Value], min: usize, max: usize) -> PyResult<()> {
    if args.len() < min || args.len() > max {
        if min == max {
            return Err(PyErr::type_err(if min == 0 {
                format!("{name}() takes no arguments ({} given)", args.len())
            } else if min == 1 {
                format!("{name}() takes exactly one argument ({} given)", args.len())
            } else {
                format!(
                    "{name}() takes exactly {min} arguments ({} given)",
                    args.len()
                )
            }));
        }
        if args.len() < min {
            return Err(PyErr::type_err(format!(
                "{name} expected at least {min} argument{}, got {}",
                if min == 1 { "" } else { "s" },
                args.len()
            )));
        }
        return Err(PyErr::type_err(format!(
            "{name} expected at most {max} argument{}, got {}",
            if max == 1 { "" } else { "s" },
            args.len()
        )));
    }
    Ok(())
}
