//! Methods of `dict`, `set` and `frozenset`: their method tables and implementations.

use std::cell::RefCell;
use std::rc::Rc;

use crate::values::{Dict, SetObj, Value, View, ViewKind};
use crate::vm::ops::set_of;
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

use super::args::{Args, Method, Sig, Table};
use super::list_methods::{contains, delitem, dunder_iter, getitem, len_of, setitem};

/// The methods of `dict`.
pub static DICT_TABLE: Table = Table {
    owner: "dict",
    methods: &[
        Method::new(Sig::pos("get", 1, 2), get),
        Method::new(Sig::noargs("items"), items),
        Method::new(Sig::noargs("keys"), keys),
        Method::new(Sig::noargs("values"), values),
        Method::new(Sig::pos("pop", 1, 2), pop),
        Method::new(Sig::noargs("popitem"), popitem),
        Method::new(Sig::pos("setdefault", 1, 2), setdefault),
        Method::new(Sig::pos("update", 0, 1).with_varkw(), m_update),
        Method::new(Sig::noargs("copy"), copy),
        Method::new(Sig::noargs("clear"), clear),
        Method::class(Sig::pos("fromkeys", 1, 2), m_fromkeys),
        Method::new(Sig::one("__getitem__"), getitem),
        Method::new(Sig::wrapper("__setitem__", 2), setitem),
        Method::new(Sig::wrapper("__delitem__", 1), delitem),
        Method::new(Sig::one("__contains__"), contains),
        Method::new(Sig::wrapper("__len__", 0), len_of),
        Method::new(Sig::wrapper("__iter__", 0), dunder_iter),
    ],
};

/// The methods of `set`.
pub static SET_TABLE: Table = Table {
    owner: "set",
    methods: &[
        Method::new(Sig::one("add"), add),
        Method::new(Sig::one("remove"), remove),
        Method::new(Sig::one("discard"), discard),
        Method::new(Sig::noargs("pop"), set_pop),
        Method::new(Sig::noargs("clear"), set_clear),
        Method::new(Sig::noargs("copy"), set_copy),
        Method::new(Sig::varpos("update", 0), update_in_place),
        Method::new(Sig::varpos("intersection_update", 0), update_in_place),
        Method::new(Sig::varpos("difference_update", 0), update_in_place),
        Method::new(Sig::one("symmetric_difference_update"), update_in_place),
        Method::new(Sig::varpos("union", 0), combine),
        Method::new(Sig::varpos("intersection", 0), combine),
        Method::new(Sig::varpos("difference", 0), combine),
        Method::new(Sig::one("symmetric_difference"), combine),
        Method::new(Sig::one("issubset"), compare),
        Method::new(Sig::one("issuperset"), compare),
        Method::new(Sig::one("isdisjoint"), compare),
        Method::new(Sig::one("__contains__"), contains),
        Method::new(Sig::wrapper("__len__", 0), len_of),
        Method::new(Sig::wrapper("__iter__", 0), dunder_iter),
    ],
};

/// The methods of `frozenset`.
pub static FROZENSET_TABLE: Table = Table {
    owner: "frozenset",
    methods: &[
        Method::new(Sig::noargs("copy"), set_copy),
        Method::new(Sig::varpos("union", 0), combine),
        Method::new(Sig::varpos("intersection", 0), combine),
        Method::new(Sig::varpos("difference", 0), combine),
        Method::new(Sig::one("symmetric_difference"), combine),
        Method::new(Sig::one("issubset"), compare),
        Method::new(Sig::one("issuperset"), compare),
        Method::new(Sig::one("isdisjoint"), compare),
        Method::new(Sig::one("__contains__"), contains),
        Method::new(Sig::wrapper("__len__", 0), len_of),
        Method::new(Sig::wrapper("__iter__", 0), dunder_iter),
    ],
};

/// `d.update(src)`.
pub fn update(vm: &mut Vm, d: &Value, src: &Value) -> PyResult<()> {
    let Value::Dict(dd) = d else { return Ok(()) };
    match src {
        Value::Dict(_) => {
            let items = vm.mapping_items(src)?;
            let mut m = dd.borrow_mut();
            for (k, v) in items {
                m.insert(k, v);
            }
        }
        Value::Instance(_) if vm.lookup_special(src, "keys").is_some() => {
            let items = vm.mapping_items(src)?;
            let mut m = dd.borrow_mut();
            for (k, v) in items {
                m.insert(k, v);
            }
        }
        _ => {
            let items = vm.collect(src)?;
            for (i, item) in items.into_iter().enumerate() {
                let pair = match vm.collect(&item) {
                    Ok(p) => p,
                    Err(_) => {
                        return Err(PyErr::type_err(format!(
                            "cannot convert dictionary update sequence element #{i} to a sequence"
                        )));
                    }
                };
                if pair.len() != 2 {
                    return Err(PyErr::value_err(format!(
                        "dictionary update sequence element #{i} has length {}; 2 is required",
                        pair.len()
                    )));
                }
                let mut it = pair.into_iter();
                let k = it.next().unwrap();
                let v = it.next().unwrap();
                let key = vm.key(k)?;
                dd.borrow_mut().insert(key, v);
            }
        }
    }
    Ok(())
}

/// The dict behind a receiver.
fn this_dict<'v>(this: &'v Value, a: &Args) -> PyResult<&'v Rc<crate::values::teardown::DictCell>> {
    match this {
        Value::Dict(d) => Ok(d),
        o => Err(super::wrong_receiver(o, "dict", a.name())),
    }
}

fn get(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let d = this_dict(this, a)?;
    let k = vm.key(a.arg(0).clone())?;
    match vm.dict_find(d, &k)? {
        Some(i) => Ok(d
            .borrow()
            .get_index(i)
            .map(|(_, v)| v.clone())
            .unwrap_or(Value::None)),
        None => Ok(a.get(1).cloned().unwrap_or(Value::None)),
    }
}

fn keys(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    Ok(view(this_dict(this, a)?, ViewKind::Keys))
}

fn values(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    Ok(view(this_dict(this, a)?, ViewKind::Values))
}

fn items(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    Ok(view(this_dict(this, a)?, ViewKind::Items))
}

fn pop(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let d = this_dict(this, a)?;
    let k = vm.key(a.arg(0).clone())?;
    let r = d.borrow_mut().shift_remove(&k);
    match r {
        Some(v) => Ok(v),
        None => match a.get(1) {
            Some(v) => Ok(v.clone()),
            None => Err(PyErr::New(ExcKind::KeyError, vec![a.arg(0).clone()])),
        },
    }
}

fn popitem(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let r = this_dict(this, a)?.borrow_mut().pop();
    match r {
        Some((k, v)) => Ok(Value::tuple(vec![k.value, v])),
        None => Err(PyErr::msg(
            ExcKind::KeyError,
            "popitem(): dictionary is empty",
        )),
    }
}

fn setdefault(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let d = this_dict(this, a)?;
    let k = vm.key(a.arg(0).clone())?;
    let default = a.get(1).cloned().unwrap_or(Value::None);
    Ok(d.borrow_mut().entry(k).or_insert(default).clone())
}

fn m_update(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let d = this_dict(this, a)?;
    if let Some(src) = a.get(0) {
        update(vm, this, src)?;
    }
    for (k, v) in a.extra_kwargs() {
        let key = vm.key(Value::str(k))?;
        d.borrow_mut().insert(key, v.clone());
    }
    Ok(Value::None)
}

fn copy(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let d = this_dict(this, a)?;
    Ok(Value::Dict(Rc::new(
        crate::values::teardown::DictCell::new(d.borrow().clone()),
    )))
}

fn clear(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    this_dict(this, a)?.borrow_mut().clear();
    Ok(Value::None)
}

fn m_fromkeys(vm: &mut Vm, _cls: &Value, a: &Args) -> PyResult<Value> {
    let v = a.get(1).cloned().unwrap_or(Value::None);
    let mut d = Dict::default();
    for k in vm.collect(a.arg(0))? {
        let key = vm.key(k)?;
        d.insert(key, v.clone());
    }
    Ok(Value::Dict(Rc::new(
        crate::values::teardown::DictCell::new(d),
    )))
}

fn view(d: &Rc<crate::values::teardown::DictCell>, kind: ViewKind) -> Value {
    Value::View(Rc::new(View {
        kind,
        dict: d.clone(),
    }))
}

fn to_set(vm: &mut Vm, v: &Value) -> PyResult<SetObj> {
    match v {
        Value::Set(_) | Value::FrozenSet(_) => Ok(set_of(v)),
        _ => {
            let mut s = SetObj::default();
            for x in vm.collect(v)? {
                s.insert(vm.key(x)?);
            }
            Ok(s)
        }
    }
}

fn wrap(frozen: bool, s: SetObj) -> Value {
    if frozen {
        Value::FrozenSet(Rc::new(s))
    } else {
        Value::Set(Rc::new(RefCell::new(s)))
    }
}

/// The set behind a mutating method's receiver.
fn this_set<'v>(this: &'v Value, a: &Args) -> PyResult<&'v Rc<RefCell<SetObj>>> {
    match this {
        Value::Set(s) => Ok(s),
        o => Err(super::wrong_receiver(o, "set", a.name())),
    }
}

/// The elements of a set or frozenset receiver.
fn elements(this: &Value, a: &Args) -> PyResult<SetObj> {
    match this {
        Value::Set(_) | Value::FrozenSet(_) => Ok(set_of(this)),
        o => Err(super::wrong_receiver(o, "set", a.name())),
    }
}

fn add(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let s = this_set(this, a)?;
    let k = vm.key(a.arg(0).clone())?;
    vm.set_add(s, k)?;
    Ok(Value::None)
}

fn remove(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let s = this_set(this, a)?;
    let k = vm.key(a.arg(0).clone())?;
    if !s.borrow_mut().shift_remove(&k) {
        return Err(PyErr::New(ExcKind::KeyError, vec![a.arg(0).clone()]));
    }
    Ok(Value::None)
}

fn discard(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let s = this_set(this, a)?;
    let k = vm.key(a.arg(0).clone())?;
    s.borrow_mut().shift_remove(&k);
    Ok(Value::None)
}

fn set_pop(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let r = this_set(this, a)?.borrow_mut().shift_remove_index(0);
    match r {
        Some(k) => Ok(k.value),
        None => Err(PyErr::msg(ExcKind::KeyError, "pop from an empty set")),
    }
}

fn set_clear(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    this_set(this, a)?.borrow_mut().clear();
    Ok(Value::None)
}

fn set_copy(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    Ok(wrap(
        matches!(this, Value::FrozenSet(_)),
        elements(this, a)?,
    ))
}

/// `s.update(*others)` and the other `*_update` methods (by the name called).
fn update_in_place(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let s = this_set(this, a)?;
    let mut cur = elements(this, a)?;
    for o in a.positional() {
        let o = to_set(vm, o)?;
        cur = apply(a.name(), cur, o);
    }
    *s.borrow_mut() = cur;
    Ok(Value::None)
}

/// `s.union(*others)` and friends (by the name called): a new set of the receiver's type.
fn combine(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let mut cur = elements(this, a)?;
    for o in a.positional() {
        let o = to_set(vm, o)?;
        cur = apply(a.name(), cur, o);
    }
    Ok(wrap(matches!(this, Value::FrozenSet(_)), cur))
}

/// One step of a set operation named like the method.
fn apply(name: &str, cur: SetObj, o: SetObj) -> SetObj {
    match name {
        "update" | "union" => {
            let mut c = cur;
            c.extend(o);
            c
        }
        "intersection_update" | "intersection" => {
            cur.into_iter().filter(|k| o.contains(k)).collect()
        }
        "difference_update" | "difference" => cur.into_iter().filter(|k| !o.contains(k)).collect(),
        _ => {
            let mut r: SetObj = cur.iter().filter(|k| !o.contains(*k)).cloned().collect();
            r.extend(o.into_iter().filter(|k| !cur.contains(k)));
            r
        }
    }
}

/// `issubset`, `issuperset`, `isdisjoint` (by the name called).
fn compare(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let me = elements(this, a)?;
    let o = to_set(vm, a.arg(0))?;
    Ok(Value::Bool(match a.name() {
        "issubset" => me.iter().all(|k| o.contains(k)),
        "issuperset" => o.iter().all(|k| me.contains(k)),
        _ => !me.iter().any(|k| o.contains(k)),
    }))
}
