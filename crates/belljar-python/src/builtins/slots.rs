//! The special methods of the builtin types as callable objects (`int.__add__`,
//! `dict.__getitem__`, `list.__init__`, `str.__eq__`, `tuple.__new__`…), which is also what
//! `super().__setitem__(k, v)` reaches in a subclass of a builtin type. Each runs the VM's
//! protocol on the builtin value (the receiver itself, or the value an instance of a subclass
//! carries), so there is one implementation of every operation. Binary operators and
//! comparisons return `NotImplemented` for operands of another type, as CPython's slot
//! wrappers do.

use std::rc::Rc;

use super::args::{Args, Method, Sig, Table};
use crate::compile::code::{BinOp, CmpOp, UnOp};
use crate::values::object::TypeKind;
use crate::values::{Class, Value};
use crate::vm::{PyErr, PyResult, Vm};

macro_rules! binary_slots {
    ($($name:literal, $rname:literal, $op:ident, $f:ident, $rf:ident;)*) => {
        $(
            fn $f(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
                binary(vm, BinOp::$op, this.base_value(), a.arg(0).base_value(), false)
            }
            fn $rf(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
                binary(vm, BinOp::$op, a.arg(0).base_value(), this.base_value(), true)
            }
        )*
        /// The binary operator slots, forward and reflected.
        static BINARY: &[Method] = &[
            $(
                Method::new(Sig::wrapper($name, 1), $f),
                Method::new(Sig::wrapper($rname, 1), $rf),
            )*
        ];
    };
}

binary_slots! {
    "__add__", "__radd__", Add, add, radd;
    "__sub__", "__rsub__", Sub, sub, rsub;
    "__mul__", "__rmul__", Mul, mul, rmul;
    "__truediv__", "__rtruediv__", TrueDiv, truediv, rtruediv;
    "__floordiv__", "__rfloordiv__", FloorDiv, floordiv, rfloordiv;
    "__mod__", "__rmod__", Mod, mod_, rmod;
    "__pow__", "__rpow__", Pow, pow, rpow;
    "__lshift__", "__rlshift__", LShift, lshift, rlshift;
    "__rshift__", "__rrshift__", RShift, rshift, rrshift;
    "__and__", "__rand__", And, and, rand;
    "__or__", "__ror__", Or, or, ror;
    "__xor__", "__rxor__", Xor, xor, rxor;
}

/// The other special methods (containers, comparisons, conversions).
pub static SLOTS: Table = Table {
    owner: "",
    methods: &[
        // METH_O, as `dict.__getitem__` (the one type whose own table leaves it to here).
        Method::new(Sig::one("__getitem__"), getitem),
        Method::new(Sig::wrapper("__setitem__", 2), setitem),
        Method::new(Sig::wrapper("__delitem__", 1), delitem),
        Method::new(Sig::wrapper("__len__", 0), len),
        Method::new(Sig::wrapper("__contains__", 1), contains),
        Method::new(Sig::wrapper("__iter__", 0), iter),
        Method::new(Sig::wrapper("__repr__", 0), repr),
        Method::new(Sig::wrapper("__str__", 0), str_),
        Method::new(Sig::wrapper("__hash__", 0), hash),
        Method::new(Sig::wrapper("__bool__", 0), bool_),
        Method::new(Sig::wrapper("__eq__", 1), eq),
        Method::new(Sig::wrapper("__ne__", 1), ne),
        Method::new(Sig::wrapper("__lt__", 1), lt),
        Method::new(Sig::wrapper("__le__", 1), le),
        Method::new(Sig::wrapper("__gt__", 1), gt),
        Method::new(Sig::wrapper("__ge__", 1), ge),
        Method::new(Sig::wrapper("__neg__", 0), neg),
        Method::new(Sig::wrapper("__pos__", 0), pos),
        Method::new(Sig::wrapper("__invert__", 0), invert),
        Method::new(Sig::wrapper("__abs__", 0), abs),
        Method::new(Sig::wrapper("__int__", 0), int),
        Method::new(Sig::wrapper("__float__", 0), float),
        Method::new(Sig::wrapper("__index__", 0), index),
        Method::new(Sig::raw("__init__"), init),
        Method::class(Sig::raw("__new__"), new),
    ],
};

/// Whether builtin kind `kind` has the special method `name` (CPython's slots of that type).
fn applies(kind: TypeKind, name: &str) -> bool {
    use TypeKind::*;
    let number = matches!(kind, Int | Bool | Float);
    let int = matches!(kind, Int | Bool);
    let sized = matches!(
        kind,
        Str | List | Tuple | Dict | Set | FrozenSet | Bytes | Range
    );
    let value = number || sized;
    match name {
        "__getitem__" => matches!(kind, Str | List | Tuple | Dict | Bytes | Range),
        "__setitem__" | "__delitem__" => matches!(kind, List | Dict),
        "__len__" | "__contains__" | "__iter__" => sized,
        "__repr__" | "__str__" | "__eq__" | "__ne__" => value,
        "__hash__" => value && !matches!(kind, List | Dict | Set),
        "__lt__" | "__le__" | "__gt__" | "__ge__" => {
            number || matches!(kind, Str | List | Tuple | Set | FrozenSet | Bytes)
        }
        "__bool__" | "__neg__" | "__pos__" | "__abs__" | "__int__" | "__float__" => number,
        "__invert__" | "__index__" => int,
        "__init__" => matches!(kind, List | Dict | Set),
        "__new__" => value || kind == Exception,
        "__add__" | "__radd__" | "__mul__" | "__rmul__" => {
            number || matches!(kind, Str | List | Tuple | Bytes)
        }
        "__mod__" | "__rmod__" => number || matches!(kind, Str | Bytes),
        "__sub__" | "__rsub__" | "__and__" | "__rand__" | "__or__" | "__ror__" | "__xor__"
        | "__rxor__" => int || matches!(kind, Set | FrozenSet) || (name.contains("sub") && number),
        "__truediv__" | "__rtruediv__" | "__floordiv__" | "__rfloordiv__" | "__pow__"
        | "__rpow__" => number,
        "__lshift__" | "__rlshift__" | "__rshift__" | "__rrshift__" => int,
        _ => false,
    }
}

/// The special method `name` of builtin kind `kind`, if it has one.
pub fn find(kind: TypeKind, name: &str) -> Option<&'static Method> {
    if !name.starts_with("__") || !applies(kind, name) {
        return None;
    }
    SLOTS
        .find(name)
        .or_else(|| BINARY.iter().find(|m| m.sig.name == name))
}

/// Whether `m` is one of these slots (they take the instance itself as receiver, not the
/// builtin value it carries).
pub fn is_slot(m: &'static Method) -> bool {
    let p = m as *const Method;
    SLOTS.methods.as_ptr_range().contains(&p) || BINARY.as_ptr_range().contains(&p)
}

/// The builtin kind of a value (`None` for values that are not of a builtin value type).
pub fn kind_of(v: &Value) -> Option<TypeKind> {
    Some(match v.base_value() {
        Value::Int(_) | Value::BigInt(_) => TypeKind::Int,
        Value::Bool(_) => TypeKind::Bool,
        Value::Float(_) => TypeKind::Float,
        Value::Str(_) => TypeKind::Str,
        Value::List(_) => TypeKind::List,
        Value::Tuple(_) => TypeKind::Tuple,
        Value::Dict(_) => TypeKind::Dict,
        Value::Set(_) => TypeKind::Set,
        Value::FrozenSet(_) => TypeKind::FrozenSet,
        Value::Bytes(_) => TypeKind::Bytes,
        Value::Range(_) => TypeKind::Range,
        _ => return None,
    })
}

/// A binary slot of the type of `a` (`reflected`: of `b`): `NotImplemented` unless the other
/// operand is one that slot takes (`int.__add__` takes ints, `float.__add__` ints and floats,
/// `str.__mul__` an int…).
fn binary(vm: &mut Vm, op: BinOp, a: &Value, b: &Value, reflected: bool) -> PyResult<Value> {
    let (mine, other) = if reflected { (b, a) } else { (a, b) };
    let int = |v: &Value| matches!(v, Value::Int(_) | Value::BigInt(_) | Value::Bool(_));
    let takes = match mine {
        Value::Int(_) | Value::BigInt(_) | Value::Bool(_) => int(other),
        Value::Float(_) => int(other) || matches!(other, Value::Float(_)),
        Value::Set(_) | Value::FrozenSet(_) => {
            matches!(other, Value::Set(_) | Value::FrozenSet(_))
        }
        _ => match op {
            BinOp::Mul => int(other),
            BinOp::Mod => true,
            _ => family(mine) == family(other),
        },
    };
    if !takes {
        return Ok(Value::NotImplemented);
    }
    Ok(vm.binary_slot(op, a, b)?.unwrap_or(Value::NotImplemented))
}

fn getitem(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    // Through the instance: a dict subclass's `__missing__` is honoured.
    vm.payload_getitem(this, a.arg(0))
}

fn setitem(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    vm.setitem(this.base_value(), a.arg(0).clone(), a.arg(1).clone())?;
    Ok(Value::None)
}

fn delitem(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    vm.delitem(this.base_value(), a.arg(0))?;
    Ok(Value::None)
}

fn len(vm: &mut Vm, this: &Value, _: &Args) -> PyResult<Value> {
    Ok(Value::Int(vm.len(this.base_value())? as i64))
}

fn contains(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    Ok(Value::bool(vm.contains(this.base_value(), a.arg(0))?))
}

fn iter(vm: &mut Vm, this: &Value, _: &Args) -> PyResult<Value> {
    vm.iter(this.base_value())
}

fn repr(vm: &mut Vm, this: &Value, _: &Args) -> PyResult<Value> {
    Ok(Value::string(vm.repr(this.base_value())?))
}

fn str_(vm: &mut Vm, this: &Value, _: &Args) -> PyResult<Value> {
    Ok(Value::string(vm.to_str(this.base_value())?))
}

fn hash(vm: &mut Vm, this: &Value, _: &Args) -> PyResult<Value> {
    Ok(Value::Int(vm.hash(this.base_value())?))
}

fn bool_(vm: &mut Vm, this: &Value, _: &Args) -> PyResult<Value> {
    Ok(Value::bool(vm.truthy(this.base_value())?))
}

/// Which comparison family a builtin value belongs to: a slot compares only within one.
fn family(v: &Value) -> u8 {
    match v {
        Value::Int(_) | Value::BigInt(_) | Value::Bool(_) | Value::Float(_) => 1,
        Value::Str(_) => 2,
        Value::Bytes(_) => 3,
        Value::List(_) => 4,
        Value::Tuple(_) => 5,
        Value::Dict(_) => 6,
        Value::Set(_) | Value::FrozenSet(_) => 7,
        Value::Range(_) => 8,
        _ => 0,
    }
}

fn compare(vm: &mut Vm, op: CmpOp, this: &Value, a: &Args) -> PyResult<Value> {
    let (x, y) = (this.base_value(), a.arg(0).base_value());
    let int_vs_float = !matches!(x, Value::Float(_)) && matches!(y, Value::Float(_));
    if family(x) == 0 || family(x) != family(y) || int_vs_float {
        return Ok(Value::NotImplemented);
    }
    if matches!(op, CmpOp::Eq | CmpOp::Ne) {
        let e = vm.eq(x, y)?;
        return Ok(Value::bool(e == (op == CmpOp::Eq)));
    }
    if matches!(x, Value::Dict(_) | Value::Range(_)) {
        return Ok(Value::NotImplemented);
    }
    let (x, y) = (x.clone(), y.clone());
    vm.compare(op, &x, &y)
}

fn eq(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    compare(vm, CmpOp::Eq, this, a)
}
fn ne(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    compare(vm, CmpOp::Ne, this, a)
}
fn lt(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    compare(vm, CmpOp::Lt, this, a)
}
fn le(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    compare(vm, CmpOp::Le, this, a)
}
fn gt(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    compare(vm, CmpOp::Gt, this, a)
}
fn ge(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    compare(vm, CmpOp::Ge, this, a)
}

fn neg(vm: &mut Vm, this: &Value, _: &Args) -> PyResult<Value> {
    vm.unary(UnOp::Neg, this.base_value())
}
fn pos(vm: &mut Vm, this: &Value, _: &Args) -> PyResult<Value> {
    vm.unary(UnOp::Pos, this.base_value())
}
fn invert(vm: &mut Vm, this: &Value, _: &Args) -> PyResult<Value> {
    vm.unary(UnOp::Invert, this.base_value())
}

fn abs(vm: &mut Vm, this: &Value, _: &Args) -> PyResult<Value> {
    let int = vm.types.int.clone();
    let x = this.base_value().clone();
    match x {
        Value::Float(f) => Ok(Value::float(f.abs())),
        Value::Bool(b) => Ok(Value::Int(b as i64)),
        other => {
            let neg = vm.compare(CmpOp::Lt, &other, &Value::Int(0))?;
            if vm.truthy(&neg)? {
                vm.unary(UnOp::Neg, &other)
            } else {
                super::construct(vm, &int, vec![other], vec![])
            }
        }
    }
}

fn int(vm: &mut Vm, this: &Value, _: &Args) -> PyResult<Value> {
    let int = vm.types.int.clone();
    let x = this.base_value().clone();
    super::construct(vm, &int, vec![x], vec![])
}

fn float(vm: &mut Vm, this: &Value, _: &Args) -> PyResult<Value> {
    let float = vm.types.float.clone();
    let x = this.base_value().clone();
    super::construct(vm, &float, vec![x], vec![])
}

fn index(_: &mut Vm, this: &Value, _: &Args) -> PyResult<Value> {
    Ok(match this.base_value() {
        Value::Bool(b) => Value::Int(*b as i64),
        other => other.clone(),
    })
}

/// `list.__init__` / `dict.__init__` / `set.__init__`.
fn init(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let (pos, kw) = a.raw();
    let p = this.base_value().clone();
    init_payload(vm, &p, pos, kw)?;
    Ok(Value::None)
}

/// Fill a list, dict or set from `__init__`'s arguments: a list and a set are replaced by the
/// items of the one optional iterable, a dict is updated from a mapping or pairs and keywords.
pub fn init_payload(
    vm: &mut Vm,
    p: &Value,
    pos: &[Value],
    kw: &[(Rc<str>, Value)],
) -> PyResult<()> {
    let name = p.type_name().to_string();
    match p {
        Value::Dict(_) => {
            if pos.len() > 1 {
                return Err(PyErr::type_err(format!(
                    "dict expected at most 1 argument, got {}",
                    pos.len()
                )));
            }
            super::call_method(vm, p, "update", pos, kw)?;
        }
        Value::List(_) | Value::Set(_) => {
            if !kw.is_empty() {
                return Err(PyErr::type_err(format!(
                    "{name}() takes no keyword arguments"
                )));
            }
            if pos.len() > 1 {
                return Err(PyErr::type_err(format!(
                    "{name} expected at most 1 argument, got {}",
                    pos.len()
                )));
            }
            let items = match pos.first() {
                Some(src) => vm.collect(src)?,
                None => Vec::new(),
            };
            super::call_method(vm, p, "clear", &[], &[])?;
            match p {
                Value::List(l) => l.borrow_mut().extend(items),
                _ => {
                    let src = Value::list(items);
                    super::call_method(vm, p, "update", &[src], &[])?;
                }
            }
        }
        _ => {}
    }
    Ok(())
}

/// `int.__new__(cls, ...)`, `tuple.__new__(cls, it)`…: `this` is the builtin class the method
/// was looked up on; `cls` must derive from it.
fn new(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let Value::Class(base) = this else {
        return Err(PyErr::type_err("__new__ needs a type"));
    };
    let (pos, kw) = a.raw();
    let Some((first, rest)) = pos.split_first() else {
        return Err(PyErr::type_err(format!(
            "{}.__new__(): not enough arguments",
            base.name
        )));
    };
    let Value::Class(cls) = first else {
        return Err(PyErr::type_err(format!(
            "{}.__new__(X): X is not a type object ({})",
            base.name,
            first.type_name()
        )));
    };
    if !cls.is_subclass(base) {
        return Err(PyErr::type_err(format!(
            "{}.__new__({}): {} is not a subtype of {}",
            base.name, cls.name, cls.name, base.name
        )));
    }
    new_of(vm, base, cls, rest, kw)
}

/// An instance of `cls` (deriving from builtin `base`) made by `base.__new__`.
fn new_of(
    vm: &mut Vm,
    base: &Rc<Class>,
    cls: &Rc<Class>,
    args: &[Value],
    kw: &[(Rc<str>, Value)],
) -> PyResult<Value> {
    if cls.builtin && !cls.is_exc {
        if !Rc::ptr_eq(cls, base) {
            return Err(PyErr::type_err(format!(
                "{}.__new__({}) is not safe, use {}.__new__()",
                base.name, cls.name, cls.name
            )));
        }
        return super::construct(vm, cls, args.to_vec(), kw.to_vec());
    }
    vm.builtin_new(cls, args, kw)
}

/// `object.__new__(cls, *args)`: a bare instance of a user class; CPython's errors for a
/// builtin class, for arguments the class does not take.
pub fn object_new(vm: &mut Vm, args: &[Value]) -> PyResult<Value> {
    let Some((first, rest)) = args.split_first() else {
        return Err(PyErr::type_err("object.__new__(): not enough arguments"));
    };
    let Value::Class(cls) = first else {
        return Err(PyErr::type_err(format!(
            "object.__new__(X): X is not a type object ({})",
            first.type_name()
        )));
    };
    if cls.builtin && cls.kind == TypeKind::Object {
        let object = cls.clone();
        return super::construct(vm, &object, vec![], vec![]);
    }
    if cls.is_exc || !matches!(cls.kind, TypeKind::User | TypeKind::Object) {
        // CPython names the nearest class whose `__new__` is not written in Python.
        let safe = std::iter::once(cls)
            .chain(cls.mro.iter())
            .find(|b| !b.dict.borrow().contains_key("__new__"))
            .map(|b| b.name.to_string())
            .unwrap_or_else(|| cls.name.to_string());
        return Err(PyErr::type_err(format!(
            "object.__new__({}) is not safe, use {safe}.__new__()",
            cls.name
        )));
    }
    if !rest.is_empty() {
        if cls.lookup("__new__").is_some() {
            return Err(PyErr::type_err(
                "object.__new__() takes exactly one argument (the type to instantiate)",
            ));
        }
        if cls.lookup("__init__").is_none() {
            return Err(PyErr::type_err(format!(
                "{}() takes no arguments",
                cls.name
            )));
        }
    }
    vm.builtin_new(cls, &[], &[])
}
