//! Methods of `dict`, `set` and `frozenset`.

use std::cell::RefCell;
use std::rc::Rc;

use crate::values::function::Kwargs;
use crate::values::{Dict, SetObj, Value, View, ViewKind};
use crate::vm::ops::set_of;
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// dict methods.
pub const DICT_METHODS: &[&str] = &[
    "get",
    "keys",
    "values",
    "items",
    "pop",
    "popitem",
    "setdefault",
    "update",
    "copy",
    "clear",
    "fromkeys",
    "__getitem__",
    "__setitem__",
    "__contains__",
    "__len__",
    "__iter__",
];
/// set methods.
pub const SET_METHODS: &[&str] = &[
    "add",
    "remove",
    "discard",
    "pop",
    "clear",
    "copy",
    "update",
    "union",
    "intersection",
    "difference",
    "symmetric_difference",
    "issubset",
    "issuperset",
    "isdisjoint",
    "intersection_update",
    "difference_update",
    "symmetric_difference_update",
    "__contains__",
    "__len__",
];
/// frozenset methods.
pub const FROZENSET_METHODS: &[&str] = &[
    "copy",
    "union",
    "intersection",
    "difference",
    "symmetric_difference",
    "issubset",
    "issuperset",
    "isdisjoint",
    "__contains__",
    "__len__",
];

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

/// Call dict method `name`.
pub fn call_dict(
    vm: &mut Vm,
    obj: &Value,
    d: &Rc<RefCell<Dict>>,
    name: &str,
    args: &[Value],
    kw: Kwargs,
) -> PyResult<Value> {
    let nargs = |min: usize, max: usize| super::check_args(name, args, min, max);
    match name {
        "get" => {
            nargs(1, 2)?;
            let k = vm.key(args[0].clone())?;
            match vm.dict_find(d, &k)? {
                Some(i) => Ok(d
                    .borrow()
                    .get_index(i)
                    .map(|(_, v)| v.clone())
                    .unwrap_or(Value::None)),
                None => Ok(args.get(1).cloned().unwrap_or(Value::None)),
            }
        }
        "keys" => Ok(view(d, ViewKind::Keys)),
        "values" => Ok(view(d, ViewKind::Values)),
        "items" => Ok(view(d, ViewKind::Items)),
        "pop" => {
            nargs(1, 2)?;
            let k = vm.key(args[0].clone())?;
            let r = d.borrow_mut().shift_remove(&k);
            match r {
                Some(v) => Ok(v),
                None => match args.get(1) {
                    Some(v) => Ok(v.clone()),
                    None => Err(PyErr::New(ExcKind::KeyError, vec![args[0].clone()])),
                },
            }
        }
        "popitem" => {
            let r = d.borrow_mut().pop();
            match r {
                Some((k, v)) => Ok(Value::tuple(vec![k.value, v])),
                None => Err(PyErr::msg(
                    ExcKind::KeyError,
                    "popitem(): dictionary is empty",
                )),
            }
        }
        "setdefault" => {
            nargs(1, 2)?;
            let k = vm.key(args[0].clone())?;
            let default = args.get(1).cloned().unwrap_or(Value::None);
            Ok(d.borrow_mut().entry(k).or_insert(default).clone())
        }
        "update" => {
            nargs(0, 1)?;
            if let Some(src) = args.first() {
                update(vm, obj, src)?;
            }
            for (k, v) in kw {
                let key = vm.key(Value::str(k))?;
                d.borrow_mut().insert(key, v.clone());
            }
            Ok(Value::None)
        }
        "copy" => Ok(Value::Dict(Rc::new(RefCell::new(d.borrow().clone())))),
        "clear" => {
            d.borrow_mut().clear();
            Ok(Value::None)
        }
        "__getitem__" => vm.getitem(obj, &args[0]),
        "__setitem__" => {
            vm.setitem(obj, args[0].clone(), args[1].clone())?;
            Ok(Value::None)
        }
        "__contains__" => Ok(Value::Bool(vm.contains(obj, &args[0])?)),
        "__len__" => Ok(Value::Int(d.borrow().len() as i64)),
        "__iter__" => vm.iter(obj),
        "fromkeys" => fromkeys(vm, args),
        _ => Err(PyErr::msg(
            ExcKind::AttributeError,
            format!("'dict' object has no attribute '{name}'"),
        )),
    }
}

fn view(d: &Rc<RefCell<Dict>>, kind: ViewKind) -> Value {
    Value::View(Rc::new(View {
        kind,
        dict: d.clone(),
    }))
}

/// `dict.fromkeys(keys, value)`.
pub fn fromkeys(vm: &mut Vm, args: &[Value]) -> PyResult<Value> {
    super::check_args("fromkeys", args, 1, 2)?;
    let v = args.get(1).cloned().unwrap_or(Value::None);
    let mut d = Dict::default();
    for k in vm.collect(&args[0])? {
        let key = vm.key(k)?;
        d.insert(key, v.clone());
    }
    Ok(Value::Dict(Rc::new(RefCell::new(d))))
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

/// Call set/frozenset method `name`.
pub fn call_set(
    vm: &mut Vm,
    obj: &Value,
    name: &str,
    args: &[Value],
    _kw: Kwargs,
) -> PyResult<Value> {
    let frozen = matches!(obj, Value::FrozenSet(_));
    let me = set_of(obj);
    let mutable = |name: &str| -> PyResult<Rc<RefCell<SetObj>>> {
        match obj {
            Value::Set(s) => Ok(s.clone()),
            _ => Err(PyErr::msg(
                ExcKind::AttributeError,
                format!("'frozenset' object has no attribute '{name}'"),
            )),
        }
    };
    match name {
        "add" => {
            super::check_args("add", args, 1, 1)?;
            let k = vm.key(args[0].clone())?;
            let s = mutable(name)?;
            vm.set_add(&s, k)?;
            Ok(Value::None)
        }
        "remove" => {
            super::check_args("remove", args, 1, 1)?;
            let k = vm.key(args[0].clone())?;
            if !mutable(name)?.borrow_mut().shift_remove(&k) {
                return Err(PyErr::New(ExcKind::KeyError, vec![args[0].clone()]));
            }
            Ok(Value::None)
        }
        "discard" => {
            super::check_args("discard", args, 1, 1)?;
            let k = vm.key(args[0].clone())?;
            mutable(name)?.borrow_mut().shift_remove(&k);
            Ok(Value::None)
        }
        "pop" => {
            let s = mutable(name)?;
            let r = s.borrow_mut().shift_remove_index(0);
            match r {
                Some(k) => Ok(k.value),
                None => Err(PyErr::msg(ExcKind::KeyError, "pop from an empty set")),
            }
        }
        "clear" => {
            mutable(name)?.borrow_mut().clear();
            Ok(Value::None)
        }
        "copy" => Ok(wrap(frozen, me)),
        "update" | "intersection_update" | "difference_update" | "symmetric_difference_update" => {
            let s = mutable(name)?;
            let mut cur = me;
            for a in args {
                let o = to_set(vm, a)?;
                cur = match name {
                    "update" => {
                        let mut c = cur;
                        c.extend(o);
                        c
                    }
                    "intersection_update" => cur.into_iter().filter(|k| o.contains(k)).collect(),
                    "difference_update" => cur.into_iter().filter(|k| !o.contains(k)).collect(),
                    _ => {
                        let mut r: SetObj =
                            cur.iter().filter(|k| !o.contains(*k)).cloned().collect();
                        r.extend(o.into_iter().filter(|k| !cur.contains(k)));
                        r
                    }
                };
            }
            *s.borrow_mut() = cur;
            Ok(Value::None)
        }
        "union" | "intersection" | "difference" | "symmetric_difference" => {
            let mut cur = me;
            for a in args {
                let o = to_set(vm, a)?;
                cur = match name {
                    "union" => {
                        let mut c = cur;
                        c.extend(o);
                        c
                    }
                    "intersection" => cur.into_iter().filter(|k| o.contains(k)).collect(),
                    "difference" => cur.into_iter().filter(|k| !o.contains(k)).collect(),
                    _ => {
                        let mut r: SetObj =
                            cur.iter().filter(|k| !o.contains(*k)).cloned().collect();
                        r.extend(o.into_iter().filter(|k| !cur.contains(k)));
                        r
                    }
                };
            }
            Ok(wrap(frozen, cur))
        }
        "issubset" | "issuperset" | "isdisjoint" => {
            super::check_args(name, args, 1, 1)?;
            let o = to_set(vm, &args[0])?;
            Ok(Value::Bool(match name {
                "issubset" => me.iter().all(|k| o.contains(k)),
                "issuperset" => o.iter().all(|k| me.contains(k)),
                _ => !me.iter().any(|k| o.contains(k)),
            }))
        }
        "__contains__" => Ok(Value::Bool(vm.contains(obj, &args[0])?)),
        "__len__" => Ok(Value::Int(me.len() as i64)),
        _ => Err(PyErr::msg(
            ExcKind::AttributeError,
            format!("'{}' object has no attribute '{name}'", obj.type_name()),
        )),
    }
}
