//! Methods of `dict`, `set` and `frozenset`: their method tables and implementations.

use std::cell::RefCell;
use std::rc::Rc;

use crate::values::{Dict, Key, SetObj, Value, View, ViewKind};
use crate::vm::ops::set_of;
use crate::vm::ops::sets;
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

use super::args::{Args, Method, Sig, Table};
use super::list_methods::{contains, delitem, dunder_iter, len_of, setitem};

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
        Value::Instance(_)
            if vm.lookup_special(src, "keys").is_some()
                || matches!(src.payload(), Some(Value::Dict(_))) =>
        {
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
                vm.dict_set(dd, key, v)?;
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
    let r = match vm.dict_find(d, &k)? {
        Some(i) => d.borrow_mut().shift_remove_index(i).map(|(_, v)| v),
        None => None,
    };
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
    if let Some(i) = vm.dict_find(d, &k)? {
        if let Some((_, v)) = d.borrow().get_index(i) {
            return Ok(v.clone());
        }
    }
    vm.dict_set(d, k, default.clone())?;
    Ok(default)
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

fn m_fromkeys(vm: &mut Vm, cls: &Value, a: &Args) -> PyResult<Value> {
    let v = a.get(1).cloned().unwrap_or(Value::None);
    // On a subclass: an instance of it, filled through its `__setitem__`.
    let sub = match cls {
        Value::Class(c) if !c.builtin => Some(c.clone()),
        Value::Instance(i) if i.payload.is_some() => Some(i.class.clone()),
        _ => None,
    };
    if let Some(c) = sub {
        let obj = vm.call(&Value::Class(c), vec![], vec![])?;
        for k in vm.collect(a.arg(0))? {
            vm.setitem(&obj, k, v.clone())?;
        }
        return Ok(obj);
    }
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

/// Remove the member equal to `k` (through a user `__eq__` when needed); whether one was.
fn discard_key(vm: &mut Vm, s: &RefCell<SetObj>, k: &Key) -> PyResult<bool> {
    if !Vm::user_eq(&k.value) {
        return Ok(s.borrow_mut().remove(k).is_some());
    }
    let snap = s.borrow().clone();
    let Some(i) = vm.set_find(&snap, k)? else {
        return Ok(false);
    };
    // The `__eq__` may have changed the set: remove the member found, by identity.
    let found = snap.slot(i).map(|m| m.value.clone());
    let mut sb = s.borrow_mut();
    let at = found.and_then(|f| {
        sb.with_hash(k.hash)
            .into_iter()
            .find(|(_, v)| v.is(&f))
            .map(|(j, _)| j)
    });
    Ok(at.and_then(|j| sb.remove_slot(j)).is_some())
}

fn remove(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let s = this_set(this, a)?;
    let k = vm.key(a.arg(0).clone())?;
    if !discard_key(vm, s, &k)? {
        return Err(PyErr::New(ExcKind::KeyError, vec![a.arg(0).clone()]));
    }
    Ok(Value::None)
}

fn discard(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let s = this_set(this, a)?;
    let k = vm.key(a.arg(0).clone())?;
    discard_key(vm, s, &k)?;
    Ok(Value::None)
}

fn set_pop(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let r = this_set(this, a)?.borrow_mut().pop();
    match r {
        Some(k) => Ok(k.value),
        None => Err(PyErr::msg(ExcKind::KeyError, "pop from an empty set")),
    }
}

fn set_clear(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let old = this_set(this, a)?.borrow_mut().take();
    crate::values::teardown::teardown_all(old.into_iter().map(|k| k.value));
    Ok(Value::None)
}

fn set_copy(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    match this {
        // An exact frozenset is immutable: its copy is itself, as in CPython.
        Value::FrozenSet(_) => Ok(this.clone()),
        _ => {
            let me = sets::borrow_set(this)
                .ok_or_else(|| super::wrong_receiver(this, "set", a.name()))?;
            Ok(wrap(false, me.copy()))
        }
    }
}

/// `s.update(*others)` and the other `*_update` methods (by the name called). Each operand
/// is read (which may run user code) before the set is changed.
fn update_in_place(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let s = this_set(this, a)?;
    let name = a.name();
    if name == "intersection_update" {
        let mut tmp = intersect_all(vm, this, a)?;
        s.borrow_mut().swap_bodies(&mut tmp);
        return Ok(Value::None);
    }
    for o in a.positional() {
        if sets::same_set(this, o) {
            if name != "update" {
                set_clear(vm, this, a)?;
            }
            continue;
        }
        if name == "update" {
            vm.set_update_from(s, o)?;
            continue;
        }
        let o = vm.set_operand(o)?;
        vm.check_growth(0)?;
        let mut sb = s.borrow_mut();
        match name {
            "difference_update" => sets::difference_update(&mut sb, &o),
            _ => sets::symmetric_difference_update(&mut sb, &o),
        }
    }
    Ok(Value::None)
}

/// The operands of a multi-argument set method, read before any table is borrowed (reading
/// may run user code); `None` marks the receiver itself.
fn operands(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Vec<Option<sets::Operand>>> {
    let mut out = Vec::with_capacity(a.positional().len());
    for o in a.positional() {
        out.push(if sets::same_set(this, o) {
            None
        } else {
            Some(vm.set_operand(o)?)
        });
    }
    Ok(out)
}

/// `s.intersection(*others)`: the receiver intersected with each in turn.
fn intersect_all(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<SetObj> {
    let ops = operands(vm, this, a)?;
    let me = sets::borrow_set(this).ok_or_else(|| super::wrong_receiver(this, "set", a.name()))?;
    let mut cur: Option<SetObj> = None;
    for o in &ops {
        let base: &SetObj = cur.as_ref().unwrap_or(&me);
        cur = Some(match o {
            None if cur.is_none() => base.copy(),
            None => sets::intersection(base, &sets::Operand::Owned(me.clone())),
            Some(o) => sets::intersection(base, o),
        });
    }
    Ok(cur.unwrap_or_else(|| me.copy()))
}

/// `s.union(*others)` and friends (by the name called): a new set of the receiver's type.
fn combine(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let frozen = matches!(this, Value::FrozenSet(_));
    if a.name() == "intersection" {
        return Ok(wrap(frozen, intersect_all(vm, this, a)?));
    }
    let ops = operands(vm, this, a)?;
    let me = sets::borrow_set(this).ok_or_else(|| super::wrong_receiver(this, "set", a.name()))?;
    let r = match a.name() {
        "union" => {
            let mut r = me.copy();
            for o in ops.iter().flatten() {
                sets::update(&mut r, o);
            }
            r
        }
        "difference" => {
            let mut r: Option<SetObj> = None;
            for o in &ops {
                match (&mut r, o) {
                    (None, None) => r = Some(SetObj::new()),
                    (None, Some(o)) => r = Some(sets::difference(&me, o)),
                    (Some(cur), None) => {
                        sets::difference_update(cur, &sets::Operand::Owned(me.clone()))
                    }
                    (Some(cur), Some(o)) => sets::difference_update(cur, o),
                }
            }
            r.unwrap_or_else(|| me.copy())
        }
        _ => match ops.first() {
            Some(Some(o)) => sets::symmetric_difference(&me, o),
            _ => SetObj::new(),
        },
    };
    Ok(wrap(frozen, r))
}

/// `issubset`, `issuperset`, `isdisjoint` (by the name called).
fn compare(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let me = elements(this, a)?;
    let o = to_set(vm, a.arg(0))?;
    Ok(Value::bool(match a.name() {
        "issubset" => me.iter().all(|k| o.contains(k)),
        "issuperset" => o.iter().all(|k| me.contains(k)),
        _ => !me.iter().any(|k| o.contains(k)),
    }))
}
