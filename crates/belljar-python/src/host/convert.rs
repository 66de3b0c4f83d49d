//! Plain data across the host boundary: [`to_data`] turns an interpreter value into a
//! [`Data`] and [`from_data`] builds the value a [`Data`] describes. Both recurse through the
//! one depth guard (`vm::nest`), so a value nested deeper than the recursion limit is refused
//! instead of overflowing the stack.

use std::cell::RefCell;
use std::rc::Rc;

use belljar::Data;
use num_bigint::BigInt;

use crate::values::complex::{as_complex, complex_value};
use crate::values::{Key, SetObj, Value};
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// Why a value is not plain data: the type (or path) that is not, for messages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotData(pub String);

impl std::fmt::Display for NotData {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// The plain data `v` holds: None, bool, int, float, complex, str, bytes, and lists, tuples,
/// dicts, sets and frozensets of those (instances of their subclasses count as their builtin value: a `Counter` is a
/// dict, a named tuple a tuple). Anything else is refused with its type's name.
pub fn to_data(v: &Value) -> Result<Data, NotData> {
    let Some(_level) = crate::vm::nest::try_enter() else {
        return Err(NotData("a value nested too deeply".into()));
    };
    let v = v.base_value();
    if let Some(c) = as_complex(v) {
        return Ok(Data::Complex(c.re, c.im));
    }
    Ok(match v {
        Value::None => Data::None,
        Value::Bool(b) => Data::Bool(b.get()),
        Value::Int(i) => Data::Int(*i),
        Value::BigInt(b) => Data::BigInt(b.to_string()),
        Value::Float(f) => Data::Float(f.get()),
        Value::Str(s) => Data::Str(s.s.clone()),
        Value::Bytes(b) => Data::Bytes(b.to_vec()),
        Value::List(l) => {
            let items: Vec<Value> = l.borrow().clone();
            Data::List(items.iter().map(to_data).collect::<Result<_, _>>()?)
        }
        Value::Tuple(t) => Data::Tuple(t.iter().map(to_data).collect::<Result<_, _>>()?),
        Value::Dict(d) => {
            let items: Vec<(Value, Value)> = d.pairs();
            let mut out = Vec::with_capacity(items.len());
            for (k, v) in &items {
                out.push((to_data(k)?, to_data(v)?));
            }
            Data::Dict(out)
        }
        Value::Set(set) => {
            let items: Vec<Value> = set.borrow().iter().map(|k| k.value.clone()).collect();
            Data::Set(items.iter().map(to_data).collect::<Result<_, _>>()?)
        }
        Value::FrozenSet(set) => Data::FrozenSet(
            set.iter()
                .map(|k| to_data(&k.value))
                .collect::<Result<_, _>>()?,
        ),
        other => return Err(NotData(format!("'{}' object", other.type_name()))),
    })
}

/// The interpreter value for `d`. Fails with `ValueError` for a [`Data::BigInt`] that is not
/// an integer, `TypeError` for an unhashable dict key (a list or dict), and `RecursionError`
/// past the depth guard.
pub fn from_data(vm: &mut Vm, d: &Data) -> PyResult<Value> {
    let _level = crate::vm::nest::enter(crate::vm::nest::Ctx::Plain)?;
    Ok(match d {
        Data::None => Value::None,
        Data::Bool(b) => Value::bool(*b),
        Data::Int(i) => Value::Int(*i),
        Data::BigInt(s) => match s.parse::<BigInt>() {
            Ok(b) => Value::from_big(b),
            Err(_) => {
                return Err(PyErr::value_err(format!(
                    "invalid literal for int() with base 10: {s:?}"
                )));
            }
        },
        Data::Float(f) => Value::float(*f),
        Data::Complex(re, im) => complex_value(*re, *im),
        Data::Str(s) => Value::str(s),
        Data::Bytes(b) => Value::Bytes(Rc::new(b.clone())),
        Data::List(items) => {
            let mut out = Vec::with_capacity(items.len());
            for x in items {
                out.push(from_data(vm, x)?);
            }
            Value::list(out)
        }
        Data::Tuple(items) => {
            let mut out = Vec::with_capacity(items.len());
            for x in items {
                out.push(from_data(vm, x)?);
            }
            Value::tuple(out)
        }
        Data::Dict(items) => {
            let mut dict = crate::values::Dict::default();
            for (k, v) in items {
                let key = key_of(vm, k)?;
                let value = from_data(vm, v)?;
                dict.insert(key, value);
            }
            Value::Dict(Rc::new(crate::values::teardown::DictCell::new(dict)))
        }
        Data::Set(items) => Value::Set(Rc::new(RefCell::new(set_of(vm, items)?))),
        Data::FrozenSet(items) => Value::FrozenSet(Rc::new(set_of(vm, items)?)),
    })
}

/// The hashed interpreter value of `d`, a dict key or set item: `TypeError` for a list, dict
/// or set (unhashable), before anything is built.
fn key_of(vm: &mut Vm, d: &Data) -> PyResult<Key> {
    if matches!(d, Data::List(_) | Data::Dict(_) | Data::Set(_)) {
        return Err(PyErr::msg(
            ExcKind::TypeError,
            format!("unhashable type: '{}'", d.type_name()),
        ));
    }
    let value = from_data(vm, d)?;
    vm.key(value)
}

/// A set of the values of `items` (duplicates kept once, as `set(...)` does).
fn set_of(vm: &mut Vm, items: &[Data]) -> PyResult<SetObj> {
    let mut set = SetObj::new();
    for x in items {
        let key = key_of(vm, x)?;
        set.insert(key);
    }
    Ok(set)
}
