//! The builtins: the table of builtin names, constructors of builtin types, and method
//! dispatch for builtin values (one file per group).

pub mod args;
pub mod bytearray;
pub mod complex;
pub mod dict_methods;
pub mod functions;
pub mod list_methods;
pub mod misc_methods;
pub mod slots;
pub mod sort;
pub mod str_methods;

use std::collections::HashMap;
use std::rc::Rc;

use crate::values::function::{Kwargs, Native};
use crate::values::object::TypeKind;
use crate::values::{Builtin, BuiltinFn, Class, Value};
use crate::vm::{ExcKind, PyErr, PyResult, Types, Vm};
use args::Table;

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
            Some(obj) if !matches!(obj, Value::Function(_)) => Err(PyErr::msg(
                ExcKind::AttributeError,
                format!("'{}' object has no attribute '{}'", obj.type_name(), b.name),
            )),
            _ => f(vm, pos, kw),
        },
        Native::Table(owner, m) => match &b.bound {
            Some(this) => call_table(vm, owner, m, &b.name, this, pos, kw),
            None => call_table(vm, owner, m, &b.name, &Value::None, pos, kw),
        },
        Native::Unbound(owner, m) => {
            let Some((this, rest)) = pos.split_first() else {
                return Err(PyErr::type_err(if b.name.starts_with("__") {
                    // A slot wrapper is named after the class it was looked up on.
                    let cls = match &b.bound {
                        Some(Value::Class(c)) => c.name.to_string(),
                        _ => owner.to_string(),
                    };
                    format!(
                        "descriptor '{}' of '{cls}' object needs an argument",
                        b.name
                    )
                } else {
                    format!("unbound method {owner}.{}() needs an argument", b.name)
                }));
            };
            if let Some(Value::Class(c)) = &b.bound {
                let wrapper = b.name.starts_with("__")
                    && !matches!(
                        &*b.name,
                        "__getitem__" | "__contains__" | "__format__" | "__reversed__"
                    );
                if wrapper && !vm.types.type_of(this).is_subclass(c) {
                    // A slot wrapper's wording.
                    return Err(PyErr::type_err(format!(
                        "descriptor '{}' requires a '{owner}' object but received a '{}'",
                        b.name,
                        this.type_name()
                    )));
                }
                if !vm.types.type_of(this).is_subclass(c) {
                    return Err(PyErr::type_err(format!(
                        "descriptor '{}' for '{owner}' objects doesn't apply to a '{}' object",
                        b.name,
                        this.type_name()
                    )));
                }
            }
            call_table(vm, owner, m, &b.name, this, rest, kw)
        }
    }
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
    for t in [&complex::COMPLEX, &bytearray::BYTEARRAY] {
        add(
            t.short_name(),
            Value::Class(crate::values::native::class_of(t, &types.object)),
        );
    }
    add("NotImplemented", Value::NotImplemented);
    add("Ellipsis", Value::Ellipsis);
    for m in functions::FUNCTIONS {
        add(m.name(), native(m));
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

/// The error for a table method called on a value of the wrong type (possible only through
/// an unbound method on a subclass).
pub fn wrong_receiver(obj: &Value, owner: &str, name: &str) -> PyErr {
    PyErr::type_err(format!(
        "descriptor '{name}' for '{owner}' objects doesn't apply to a '{}' object",
        obj.type_name()
    ))
}

/// The method table of a builtin value's type.
pub fn table_of(obj: &Value) -> Option<&'static Table> {
    Some(match obj {
        Value::List(_) => &list_methods::TABLE,
        Value::Dict(_) => &dict_methods::DICT_TABLE,
        Value::Set(_) => &dict_methods::SET_TABLE,
        Value::FrozenSet(_) => &dict_methods::FROZENSET_TABLE,
        Value::Tuple(_) => &misc_methods::TUPLE_TABLE,
        Value::Int(_) | Value::BigInt(_) | Value::Bool(_) => &misc_methods::INT_TABLE,
        Value::Float(_) => &misc_methods::FLOAT_TABLE,
        Value::Bytes(_) => &misc_methods::BYTES_TABLE,
        Value::Range(_) => &misc_methods::RANGE_TABLE,
        Value::Slice(_) => &misc_methods::SLICE_TABLE,
        Value::Generator(g) => match g.borrow().kind {
            crate::values::GenKind::Generator => &misc_methods::GENERATOR_TABLE,
            crate::values::GenKind::Coroutine => &crate::vm::coro::COROUTINE_TABLE,
            crate::values::GenKind::AsyncGenerator => &crate::vm::coro::ASYNC_GEN_TABLE,
        },
        Value::Iter(_) => &misc_methods::ITERATOR_TABLE,
        Value::Property(_) => &misc_methods::PROPERTY_TABLE,
        Value::Str(_) => &str_methods::STR_TABLE,
        _ => return None,
    })
}

/// The method tables of a builtin class, searched in order (for `dict.fromkeys`, unbound
/// `list.append`, `Exception.__init__`).
fn tables_of_kind(kind: TypeKind) -> [Option<&'static Table>; 2] {
    let one: &'static Table = match kind {
        TypeKind::List => &list_methods::TABLE,
        TypeKind::Dict => &dict_methods::DICT_TABLE,
        TypeKind::Set => &dict_methods::SET_TABLE,
        TypeKind::FrozenSet => &dict_methods::FROZENSET_TABLE,
        TypeKind::Tuple => &misc_methods::TUPLE_TABLE,
        TypeKind::Int | TypeKind::Bool => &misc_methods::INT_TABLE,
        TypeKind::Float => &misc_methods::FLOAT_TABLE,
        TypeKind::Bytes => &misc_methods::BYTES_TABLE,
        TypeKind::Range => &misc_methods::RANGE_TABLE,
        TypeKind::Slice => &misc_methods::SLICE_TABLE,
        TypeKind::Str => &str_methods::STR_TABLE,
        TypeKind::Object => &misc_methods::OBJECT_TABLE,
        TypeKind::Type => &misc_methods::TYPE_META_TABLE,
        TypeKind::Exception => {
            return [
                Some(&misc_methods::BASE_EXCEPTION_TABLE),
                Some(&misc_methods::OBJECT_TABLE),
            ];
        }
        _ => return [None, None],
    };
    [Some(one), None]
}

/// The builtin method `name` of a value: the owning type's name and the table entry.
pub fn find_method(obj: &Value, name: &str) -> Option<(&'static str, &'static args::Method)> {
    if let Value::Instance(inst) = obj {
        // An instance of a builtin type's subclass has its base's methods first.
        if let Some(p) = &inst.payload {
            if let Some(found) = find_method(p, name) {
                return Some(found);
            }
        }
        if let Some(m) = misc_methods::OBJECT_TABLE.find(name) {
            return Some(("object", m));
        }
        if inst.exc.is_some() {
            if let Some(m) = misc_methods::BASE_EXCEPTION_TABLE.find(name) {
                return Some(("BaseException", m));
            }
        }
        return None;
    }
    if let Some(found) = table_of(obj).and_then(|t| t.find(name).map(|m| (t.owner, m))) {
        return Some(found);
    }
    let kind = slots::kind_of(obj)?;
    slots::find(kind, name).map(|m| (kind_name(kind), m))
}

/// The name of a builtin kind's type, for messages.
pub fn kind_name(kind: TypeKind) -> &'static str {
    match kind {
        TypeKind::Int => "int",
        TypeKind::Bool => "bool",
        TypeKind::Float => "float",
        TypeKind::Str => "str",
        TypeKind::List => "list",
        TypeKind::Tuple => "tuple",
        TypeKind::Dict => "dict",
        TypeKind::Set => "set",
        TypeKind::FrozenSet => "frozenset",
        TypeKind::Bytes => "bytes",
        TypeKind::Range => "range",
        TypeKind::Slice => "slice",
        TypeKind::Exception => "BaseException",
        _ => "object",
    }
}

/// Whether a builtin value has a method `name`.
pub fn has_method(obj: &Value, name: &str) -> bool {
    find_method(obj, name).is_some()
}

/// The names of a builtin value's methods (for `dir()` and "Did you mean" suggestions).
pub fn method_names(obj: &Value) -> Vec<&'static str> {
    let mut v: Vec<&'static str> = Vec::new();
    match obj {
        Value::Instance(inst) => {
            v.extend(misc_methods::OBJECT_TABLE.names());
            if inst.exc.is_some() {
                v.extend(misc_methods::BASE_EXCEPTION_TABLE.names());
            }
        }
        Value::Class(_) => v.extend(misc_methods::TYPE_TABLE.names()),
        _ => {
            if let Some(t) = table_of(obj) {
                v.extend(t.names());
            }
        }
    }
    v
}

/// The names of a builtin class's methods (for `dir(list)`).
pub fn class_method_names(c: &Class) -> Vec<&'static str> {
    let mut v: Vec<&'static str> = Vec::new();
    for t in tables_of_kind(c.kind).into_iter().flatten() {
        v.extend(t.names());
    }
    v
}

fn unbound(_: &mut Vm, _: &[Value], _: Kwargs) -> PyResult<Value> {
    Err(PyErr::type_err("unbound builtin method"))
}

fn builtin_value(name: &str, func: Native, bound: Option<Value>) -> Value {
    Value::Builtin(Rc::new(Builtin {
        name: Rc::from(name),
        func,
        bound,
    }))
}

/// The bound builtin method `obj.name` (class methods bind to the value too: they ignore
/// their receiver). An unknown name gives a callable that raises AttributeError.
pub fn bound_method(obj: &Value, name: &str) -> Value {
    if let Some((owner, m)) = find_method(obj, name) {
        let bound = (m.kind != args::MethodKind::Static).then(|| obj.clone());
        return builtin_value(name, Native::Table(owner, m), bound);
    }
    builtin_value(name, Native::Raw(unbound), Some(obj.clone()))
}

/// The method `name` looked up on builtin class `c` (or on `type`): a class method bound to
/// the class, a plain function, or an unbound instance method taking the receiver first.
pub fn class_method(c: &Rc<Class>, name: &str) -> Option<Value> {
    let cls = Value::Class(c.clone());
    if let Some(m) = misc_methods::TYPE_TABLE.find(name) {
        return Some(builtin_value(name, Native::Table("type", m), Some(cls)));
    }
    // `__new__` of a builtin type other than `object` (`int.__new__`, `ValueError.__new__`).
    let new = (name == "__new__" && c.kind != TypeKind::Object)
        .then(|| slots::find(c.kind, name).map(|m| (kind_name(c.kind), m)))
        .flatten();
    let found = new.or_else(|| {
        tables_of_kind(c.kind)
            .into_iter()
            .flatten()
            .find_map(|t| t.find(name).map(|m| (t.owner, m)))
    });
    let (owner, m) = match found {
        Some(found) => found,
        None => match slots::find(c.kind, name) {
            Some(m) => (kind_name(c.kind), m),
            None => return None,
        },
    };
    Some(match m.kind {
        args::MethodKind::Instance => builtin_value(name, Native::Unbound(owner, m), Some(cls)),
        args::MethodKind::Class => builtin_value(name, Native::Table(owner, m), Some(cls)),
        args::MethodKind::Static => builtin_value(name, Native::Table(owner, m), None),
    })
}

/// The method `name` of builtin class `c` as `super()` finds it for `obj` (whose class, or
/// itself when it is a class, is `start`): instance methods bound to `obj`, class methods to
/// `start`, functions unbound.
pub fn super_method(c: &Rc<Class>, obj: &Value, start: &Rc<Class>, name: &str) -> Option<Value> {
    if name == "__new__" && c.kind != TypeKind::Object {
        // `int.__new__`, `tuple.__new__`, `BaseException.__new__`: the type they belong to is
        // their receiver, the class to instantiate their first argument.
        if let Some(m) = slots::find(c.kind, name) {
            let owner = kind_name(c.kind);
            return Some(builtin_value(
                name,
                Native::Table(owner, m),
                Some(Value::Class(c.clone())),
            ));
        }
    }
    let (owner, m) = tables_of_kind(c.kind)
        .into_iter()
        .flatten()
        .find_map(|t| t.find(name).map(|m| (t.owner, m)))
        .or_else(|| slots::find(c.kind, name).map(|m| (kind_name(c.kind), m)))?;
    let bound = match m.kind {
        args::MethodKind::Instance => Some(obj.clone()),
        args::MethodKind::Class => Some(Value::Class(start.clone())),
        args::MethodKind::Static => None,
    };
    Some(builtin_value(name, Native::Table(owner, m), bound))
}

/// Call builtin method `name` on `obj` (an AttributeError when it has none).
pub fn call_method(
    vm: &mut Vm,
    obj: &Value,
    name: &str,
    args: &[Value],
    kw: Kwargs,
) -> PyResult<Value> {
    match find_method(obj, name) {
        Some((owner, m)) => call_table(vm, owner, m, name, obj, args, kw),
        None => Err(PyErr::msg(
            ExcKind::AttributeError,
            format!("'{}' object has no attribute '{name}'", obj.type_name()),
        )),
    }
}

/// Bind and run a table method called by `name` on `this`.
pub fn call_table(
    vm: &mut Vm,
    owner: &str,
    m: &'static args::Method,
    name: &str,
    this: &Value,
    pos: &[Value],
    kw: Kwargs,
) -> PyResult<Value> {
    // A builtin type's method called on an instance of a subclass acts on the value the
    // instance carries (the slots and `object`'s methods take the instance itself).
    let this = match this.payload() {
        Some(p)
            if owner != "object"
                && owner != "BaseException"
                && m.kind == args::MethodKind::Instance
                && !slots::is_slot(m) =>
        {
            p
        }
        _ => this,
    };
    let owner = (!owner.is_empty()).then_some(owner);
    let a = args::bind(&m.sig, owner, name, pos, kw)?;
    (m.func)(vm, this, &a)
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
