//! Methods of `list` (its method table), and the dunder methods shared by builtin containers.

use std::cell::RefCell;
use std::rc::Rc;

use super::args::{self, Args, Method, Sig, Table};
use crate::values::Value;
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// The methods of `list`, hot ones first.
pub static TABLE: Table = Table {
    owner: "list",
    methods: &[
        Method::new(Sig::one("append"), m_append),
        Method::new(Sig::pos("pop", 0, 1), pop),
        Method::new(Sig::one("extend"), extend),
        Method::new(Sig::pos("insert", 2, 2), insert),
        Method::new(Sig::one("remove"), remove),
        Method::new(Sig::pos("index", 1, 3), index),
        Method::new(Sig::one("count"), count),
        Method::new(Sig::kw("sort", &["key", "reverse"], 0, 0, 0), sort),
        Method::new(Sig::noargs("reverse"), reverse),
        Method::new(Sig::noargs("copy"), copy),
        Method::new(Sig::noargs("clear"), clear),
        Method::new(Sig::wrapper("__len__", 0), dunder_len),
        Method::new(Sig::one("__getitem__"), getitem),
        Method::new(Sig::wrapper("__setitem__", 2), setitem),
        Method::new(Sig::wrapper("__delitem__", 1), delitem),
        Method::new(Sig::wrapper("__contains__", 1), contains),
        Method::new(Sig::wrapper("__iter__", 0), dunder_iter),
    ],
};

/// The list behind a receiver (a `list.append(x, …)` through the class checks the type first).
fn this_list<'v>(this: &'v Value, a: &Args) -> PyResult<&'v Rc<crate::values::teardown::ListCell>> {
    match this {
        Value::List(l) => Ok(l),
        o => Err(super::wrong_receiver(o, "list", a.name())),
    }
}

/// `l.append(v)`; a large list that must grow is checked against the memory limit first.
#[inline]
pub fn append(vm: &mut Vm, l: &RefCell<Vec<Value>>, v: Value) -> PyResult<()> {
    let mut b = l.borrow_mut();
    if b.len() == b.capacity() && b.len() > 1 << 16 {
        vm.check_memory(b.len() * std::mem::size_of::<Value>())?;
    }
    b.push(v);
    Ok(())
}

fn m_append(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    append(vm, this_list(this, a)?, a.arg(0).clone())?;
    Ok(Value::None)
}

fn extend(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let l = this_list(this, a)?;
    let items = vm.collect(a.arg(0))?;
    l.borrow_mut().extend(items);
    Ok(Value::None)
}

fn insert(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let l = this_list(this, a)?;
    let i = args::index(vm, a.arg(0))?;
    let mut b = l.borrow_mut();
    let n = b.len() as i64;
    let idx = if i < 0 { (i + n).max(0) } else { i.min(n) };
    b.insert(idx as usize, a.arg(1).clone());
    Ok(Value::None)
}

fn pop(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let l = this_list(this, a)?;
    let i = match a.get(0) {
        Some(v) => Some(args::index(vm, v)?),
        None => None,
    };
    let mut b = l.borrow_mut();
    if b.is_empty() {
        return Err(PyErr::msg(ExcKind::IndexError, "pop from empty list"));
    }
    let n = b.len() as i64;
    let i = i.unwrap_or(n - 1);
    let idx = if i < 0 { i + n } else { i };
    if idx < 0 || idx >= n {
        return Err(PyErr::msg(ExcKind::IndexError, "pop index out of range"));
    }
    Ok(b.remove(idx as usize))
}

/// CPython's `PyObject_RichCompareBool`: identity first (floats aside: they are values here),
/// then `==`.
fn same_or_equal(vm: &mut Vm, x: &Value, y: &Value) -> PyResult<bool> {
    Ok((x.is(y) && !matches!(y, Value::Float(_))) || vm.eq(x, y)?)
}

/// Item `i` of the list as it is now (None past its end): searches re-read the list at each
/// step, since a comparison may change it.
fn live_item(l: &RefCell<Vec<Value>>, i: usize) -> Option<Value> {
    l.borrow().get(i).cloned()
}

fn remove(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let l = this_list(this, a)?;
    let x = a.arg(0);
    // Live, as CPython: an `__eq__` may change the list while it is searched.
    let mut i = 0;
    while let Some(v) = live_item(l, i) {
        if same_or_equal(vm, &v, x)? {
            let mut b = l.borrow_mut();
            if i < b.len() {
                b.remove(i);
            }
            return Ok(Value::None);
        }
        i += 1;
    }
    Err(PyErr::value_err("list.remove(x): x not in list"))
}

fn index(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let l = this_list(this, a)?;
    let x = a.arg(0);
    let n = l.borrow().len() as i64;
    let mut norm = |v: Option<&Value>, d: i64| -> PyResult<i64> {
        Ok(match v {
            Some(v) => {
                let i = args::slice_index(vm, v)?;
                if i < 0 {
                    (i.saturating_add(n)).max(0)
                } else {
                    i.min(n)
                }
            }
            None => d,
        })
    };
    let lo = norm(a.get(1), 0)?;
    let hi = norm(a.get(2), n)?;
    for i in lo..hi {
        let Some(v) = live_item(l, i as usize) else {
            break;
        };
        if same_or_equal(vm, &v, x)? {
            return Ok(Value::Int(i));
        }
    }
    let r = vm.repr(x)?;
    Err(PyErr::value_err(format!("{r} is not in list")))
}

fn count(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let l = this_list(this, a)?;
    let mut c = 0;
    let mut i = 0;
    while let Some(v) = live_item(l, i) {
        if same_or_equal(vm, &v, a.arg(0))? {
            c += 1;
        }
        i += 1;
    }
    Ok(Value::Int(c))
}

fn sort(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let l = this_list(this, a)?;
    let key = a.opt(0).cloned();
    // As CPython, `reverse` is taken as an int.
    let reverse = match a.get(1) {
        Some(v) => vm.ssize_arg(v)? != 0,
        None => false,
    };
    // As CPython: the list is empty while it sorts; if a key or comparison put anything in
    // it meanwhile, that is dropped and the sort reports it.
    let mut items = std::mem::take(&mut *l.borrow_mut());
    let r = super::sort::sort_values(vm, &mut items, key.as_ref(), reverse);
    let meddled = std::mem::replace(&mut *l.borrow_mut(), items);
    r?;
    if !meddled.is_empty() {
        drop(meddled);
        return Err(PyErr::value_err("list modified during sort"));
    }
    Ok(Value::None)
}

fn reverse(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    this_list(this, a)?.borrow_mut().reverse();
    Ok(Value::None)
}

fn copy(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    Ok(Value::list(this_list(this, a)?.borrow().clone()))
}

fn clear(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    this_list(this, a)?.borrow_mut().clear();
    Ok(Value::None)
}

fn dunder_len(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    Ok(Value::Int(this_list(this, a)?.borrow().len() as i64))
}

/// `x.__getitem__(k)` for any builtin container.
pub(crate) fn getitem(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    vm.getitem(this, a.arg(0))
}

/// `x.__setitem__(k, v)` for any builtin container.
pub(crate) fn setitem(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    vm.setitem(this, a.arg(0).clone(), a.arg(1).clone())?;
    Ok(Value::None)
}

/// `x.__delitem__(k)` for any builtin container.
pub(crate) fn delitem(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    vm.delitem(this, a.arg(0))?;
    Ok(Value::None)
}

/// `x.__contains__(v)` for any builtin container.
pub(crate) fn contains(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    Ok(Value::bool(vm.contains(this, a.arg(0))?))
}

/// `x.__iter__()` for any builtin iterable.
pub(crate) fn dunder_iter(vm: &mut Vm, this: &Value, _: &Args) -> PyResult<Value> {
    vm.iter(this)
}

/// `x.__len__()` for any builtin container.
pub(crate) fn len_of(vm: &mut Vm, this: &Value, _: &Args) -> PyResult<Value> {
    Ok(Value::Int(vm.len(this)? as i64))
}
