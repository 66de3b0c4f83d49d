//! Methods of `list` (and `tuple`'s `count`/`index`).

use std::cell::RefCell;
use std::rc::Rc;

use super::kwarg;
use crate::values::Value;
use crate::values::function::Kwargs;
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// The names of list methods.
pub const METHODS: &[&str] = &[
    "append",
    "extend",
    "insert",
    "pop",
    "remove",
    "index",
    "count",
    "sort",
    "reverse",
    "copy",
    "clear",
    "__len__",
    "__getitem__",
    "__setitem__",
    "__contains__",
    "__iter__",
];

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

/// Item `i` of the list as it is now (None past its end): searches re-read the list at each
/// step, since a comparison may change it.
fn live_item(l: &RefCell<Vec<Value>>, i: usize) -> Option<Value> {
    l.borrow().get(i).cloned()
}

/// CPython's `PyObject_RichCompareBool`: identity first (floats aside: they are values here),
/// then `==`.
fn same_or_equal(vm: &mut Vm, x: &Value, y: &Value) -> PyResult<bool> {
    Ok((x.is(y) && !matches!(y, Value::Float(_))) || vm.eq(x, y)?)
}

/// Call list method `name`.
pub fn call(
    vm: &mut Vm,
    obj: &Value,
    l: &Rc<RefCell<Vec<Value>>>,
    name: &str,
    args: &[Value],
    kw: Kwargs,
) -> PyResult<Value> {
    let nargs = |min: usize, max: usize| super::check_args(name, args, min, max);
    match name {
        "append" => {
            nargs(1, 1)?;
            append(vm, l, args[0].clone())?;
            Ok(Value::None)
        }
        "extend" => {
            nargs(1, 1)?;
            let items = vm.collect(&args[0])?;
            l.borrow_mut().extend(items);
            Ok(Value::None)
        }
        "insert" => {
            nargs(2, 2)?;
            let i = vm.ssize_arg(&args[0])?;
            let mut b = l.borrow_mut();
            let n = b.len() as i64;
            let idx = if i < 0 { (i + n).max(0) } else { i.min(n) };
            b.insert(idx as usize, args[1].clone());
            Ok(Value::None)
        }
        "pop" => {
            nargs(0, 1)?;
            // The argument is converted first (its `__index__` may run Python code).
            let i = match args.first() {
                Some(v) => Some(vm.ssize_arg(v)?),
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
        "remove" => {
            nargs(1, 1)?;
            // Live, as CPython: an `__eq__` may change the list while it is searched.
            let mut i = 0;
            while let Some(x) = live_item(l, i) {
                if same_or_equal(vm, &x, &args[0])? {
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
        "index" => {
            nargs(1, 3)?;
            let n = l.borrow().len() as i64;
            let mut norm = |v: Option<&Value>, d: i64| -> PyResult<i64> {
                Ok(match v {
                    Some(v) => {
                        let i = match vm.slice_arg(v) {
                            Err(PyErr::New(ExcKind::TypeError, _)) => {
                                return Err(PyErr::type_err(
                                    "slice indices must be integers or have an __index__ method",
                                ));
                            }
                            r => r?,
                        };
                        if i < 0 { (i + n).max(0) } else { i.min(n) }
                    }
                    None => d,
                })
            };
            let a = norm(args.get(1), 0)?;
            let b = norm(args.get(2), n)?;
            for i in a..b {
                let Some(x) = live_item(l, i as usize) else {
                    break;
                };
                if same_or_equal(vm, &x, &args[0])? {
                    return Ok(Value::Int(i));
                }
            }
            let r = vm.repr(&args[0])?;
            Err(PyErr::value_err(format!("{r} is not in list")))
        }
        "count" => {
            nargs(1, 1)?;
            let mut c = 0;
            let mut i = 0;
            while let Some(x) = live_item(l, i) {
                if same_or_equal(vm, &x, &args[0])? {
                    c += 1;
                }
                i += 1;
            }
            Ok(Value::Int(c))
        }
        "sort" => {
            if !args.is_empty() {
                return Err(PyErr::type_err("sort() takes no positional arguments"));
            }
            let key = kwarg(kw, "key")
                .filter(|k| !matches!(k, Value::None))
                .cloned();
            // As CPython, `reverse` is taken as an int.
            let reverse = match kwarg(kw, "reverse") {
                Some(v) => vm.ssize_arg(v)? != 0,
                None => false,
            };
            // As CPython: the list is empty while it sorts; if a key or comparison put
            // anything in it meanwhile, that is dropped and the sort reports it.
            let mut items = std::mem::take(&mut *l.borrow_mut());
            let r = super::functions::sort_values(vm, &mut items, key.as_ref(), reverse);
            let meddled = std::mem::replace(&mut *l.borrow_mut(), items);
            r?;
            if !meddled.is_empty() {
                drop(meddled);
                return Err(PyErr::value_err("list modified during sort"));
            }
            Ok(Value::None)
        }
        "reverse" => {
            l.borrow_mut().reverse();
            Ok(Value::None)
        }
        "copy" => Ok(Value::list(l.borrow().clone())),
        "clear" => {
            l.borrow_mut().clear();
            Ok(Value::None)
        }
        "__len__" => Ok(Value::Int(l.borrow().len() as i64)),
        "__getitem__" => vm.getitem(obj, &args[0]),
        "__setitem__" => {
            vm.setitem(obj, args[0].clone(), args[1].clone())?;
            Ok(Value::None)
        }
        "__contains__" => Ok(Value::Bool(vm.contains(obj, &args[0])?)),
        "__iter__" => vm.iter(obj),
        _ => Err(PyErr::msg(
            ExcKind::AttributeError,
            format!("'list' object has no attribute '{name}'"),
        )),
    }
}
