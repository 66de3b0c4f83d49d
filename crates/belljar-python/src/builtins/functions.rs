//! Builtin functions (`print`, `len`, `sorted`, `isinstance`…) and the constructors of builtin
//! types (`int(x)`, `list(it)`, `dict(**kw)`…).

use crate::values::PyBool;
use std::cell::RefCell;
use std::cmp::Ordering;
use std::rc::Rc;

use num_bigint::BigInt;
use num_traits::{Signed, ToPrimitive, Zero};

use super::args::{self, Args, Method, Sig};
use crate::compile::code::{BinOp, CmpOp};
use crate::modules::sys::StdTarget;
use crate::values::function::Kwargs;
use crate::values::object::TypeKind;
use crate::values::{Class, IterState, Property, RangeObj, SetObj, Value};
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// Every builtin function, with its signature.
pub static FUNCTIONS: &[Method] = &[
    Method::function(
        Sig::kw("print", &["sep", "end", "file", "flush"], 0, 0, 0)
            .with_varargs()
            .lenient(),
        print,
    ),
    Method::function(Sig::one("len"), len),
    Method::function(Sig::one("repr"), repr),
    Method::function(Sig::one("ascii"), ascii),
    Method::function(Sig::one("abs"), abs),
    Method::function(Sig::raw("min"), min),
    Method::function(Sig::raw("max"), max),
    Method::function(Sig::kw("sum", &["iterable", "start"], 1, 2, 1), sum),
    Method::function(Sig::raw("sorted"), sorted),
    Method::function(Sig::pos("reversed", 1, 1), reversed),
    Method::function(Sig::raw("enumerate"), enumerate),
    Method::function(Sig::kw("zip", &["strict"], 0, 0, 0).with_varargs(), zip),
    Method::function(Sig::varpos("map", 0), map),
    Method::function(Sig::pos("filter", 2, 2), filter),
    Method::function(Sig::one("any"), any),
    Method::function(Sig::one("all"), all),
    Method::function(Sig::pos("isinstance", 2, 2), isinstance),
    Method::function(Sig::pos("issubclass", 2, 2), issubclass),
    Method::function(Sig::one("hash"), hash),
    Method::function(Sig::one("id"), id),
    Method::function(Sig::pos("iter", 1, 2), iter),
    Method::function(Sig::pos("next", 1, 2), next),
    Method::function(Sig::one("chr"), chr),
    Method::function(Sig::one("ord"), ord),
    Method::function(Sig::one("hex"), hex),
    Method::function(Sig::one("oct"), oct),
    Method::function(Sig::one("bin"), bin),
    Method::function(Sig::kw("round", &["number", "ndigits"], 0, 2, 1), round),
    Method::function(Sig::pos("divmod", 2, 2), divmod),
    Method::function(Sig::kw("pow", &["base", "exp", "mod"], 0, 3, 2), pow),
    Method::function(Sig::pos("getattr", 2, 3), getattr),
    Method::function(Sig::pos("setattr", 3, 3), setattr),
    Method::function(Sig::pos("hasattr", 2, 2), hasattr),
    Method::function(Sig::pos("delattr", 2, 2), delattr),
    Method::function(Sig::one("callable"), callable),
    Method::function(Sig::pos("format", 1, 2), format),
    Method::function(Sig::pos("dir", 0, 1), dir),
    Method::function(Sig::pos("input", 0, 1), input),
    Method::function(Sig::kw("final_answer", &["answer"], 0, 1, 0), final_answer),
    Method::function(Sig::pos("vars", 0, 1), vars),
    Method::function(Sig::kw("exit", &["code"], 0, 1, 0), exit),
    Method::function(Sig::kw("quit", &["code"], 0, 1, 0), exit),
];

/// `sys.exit(code)` (raw arguments, for the `sys` module): raise SystemExit.
pub fn sys_exit(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    Err(PyErr::New(
        ExcKind::SystemExit,
        args.iter().take(1).cloned().collect(),
    ))
}

/// `exit(code)` / `quit(code)`: raise SystemExit.
fn exit(_: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    Err(PyErr::New(
        ExcKind::SystemExit,
        a.get(0).cloned().into_iter().collect(),
    ))
}

fn vars(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let Some(v) = a.get(0) else {
        return Err(PyErr::type_err("vars() without arguments is not supported"));
    };
    match v {
        Value::Instance(_) | Value::Class(_) | Value::Function(_) => vm
            .get_attr(v, "__dict__")
            .map_err(|_| PyErr::type_err("vars() argument must have __dict__ attribute")),
        _ => Err(PyErr::type_err(
            "vars() argument must have __dict__ attribute",
        )),
    }
}

fn print(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let sep = match a.get(0) {
        Some(Value::Str(s)) => s.s.clone(),
        Some(Value::None) | None => " ".into(),
        Some(o) => {
            return Err(PyErr::type_err(format!(
                "sep must be None or a string, not {}",
                o.type_name()
            )));
        }
    };
    let end = match a.get(1) {
        Some(Value::Str(s)) => s.s.clone(),
        Some(Value::None) | None => "\n".into(),
        Some(o) => {
            return Err(PyErr::type_err(format!(
                "end must be None or a string, not {}",
                o.type_name()
            )));
        }
    };
    // No `file` (or None) means `sys.stdout`, which code may have rebound.
    let file = match a.get(2).filter(|f| !matches!(f, Value::None)) {
        Some(f) => Some(f.clone()),
        None => match &vm.std_redirect[0] {
            StdTarget::Captured => None,
            // As CPython: `sys.stdout = None` silences print.
            StdTarget::Object(Value::None) => return Ok(Value::None),
            StdTarget::Object(f) => Some(f.clone()),
            StdTarget::Lost => {
                return Err(PyErr::msg(ExcKind::RuntimeError, "lost sys.stdout"));
            }
        },
    };
    if let Some(file) = file
        .as_ref()
        .filter(|f| !crate::modules::sys::is_std_stream(f))
    {
        // As CPython: any object with `write` is a stream; each item, separator and the end
        // are written by a call of their own, then `flush()` when asked.
        let write = vm.get_attr(file, "write")?;
        for (i, v) in a.rest().iter().enumerate() {
            if i > 0 {
                vm.call(&write, vec![Value::string(sep.to_string())], vec![])?;
            }
            let piece = match v {
                Value::Str(_) => v.clone(),
                other => Value::string(vm.to_str(other)?),
            };
            vm.call(&write, vec![piece], vec![])?;
        }
        vm.call(&write, vec![Value::string(end.to_string())], vec![])?;
        if let Some(flush) = a.get(3) {
            if vm.truthy(flush)? {
                let flush = vm.get_attr(file, "flush")?;
                vm.call(&flush, vec![], vec![])?;
            }
        }
        return Ok(Value::None);
    }
    let to_err = file.as_ref().is_some_and(crate::modules::sys::is_stderr);
    let mut out = String::new();
    for (i, v) in a.rest().iter().enumerate() {
        if i > 0 {
            out.push_str(&sep);
        }
        match v {
            Value::Str(s) => out.push_str(&s.s),
            other => out.push_str(&vm.to_str(other)?),
        }
    }
    out.push_str(&end);
    vm.write_out(&out, to_err)?;
    if let Some(flush) = a.get(3) {
        if vm.events.is_some() && vm.truthy(flush)? {
            vm.send_pending(to_err);
        }
    }
    Ok(Value::None)
}

fn len(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    Ok(Value::Int(vm.len(a.arg(0))? as i64))
}

fn repr(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    Ok(Value::string(vm.repr(a.arg(0))?))
}

fn ascii(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    Ok(Value::string(vm.ascii(a.arg(0))?))
}

fn abs(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    abs_of(vm, a.arg(0))
}

/// `abs(v)`.
fn abs_of(vm: &mut Vm, v: &Value) -> PyResult<Value> {
    match v {
        Value::Int(i) => Ok(match i.checked_abs() {
            Some(r) => Value::Int(r),
            None => Value::from_big(BigInt::from(*i).abs()),
        }),
        Value::Bool(b) => Ok(Value::Int(*b as i64)),
        Value::BigInt(b) => Ok(Value::from_big(b.abs())),
        Value::Float(f) => Ok(Value::float(f.abs())),
        Value::Native(o) if o.abs(vm)?.is_some() => Ok(o.abs(vm)?.unwrap_or(Value::None)),
        v @ Value::Instance(_) => match vm.lookup_special(v, "__abs__") {
            Some(m) => vm.call(&m, vec![], vec![]),
            None if v.payload().is_some() => {
                let p = v.base_value().clone();
                abs_of(vm, &p)
            }
            None => Err(PyErr::type_err(format!(
                "bad operand type for abs(): '{}'",
                v.type_name()
            ))),
        },
        v => Err(PyErr::type_err(format!(
            "bad operand type for abs(): '{}'",
            v.type_name()
        ))),
    }
}

/// The keywords of `min`/`max` (checked after the positional count, as CPython does).
const MIN_KW: Sig = Sig::kw("min", &["key", "default"], 0, 0, 0);
const MAX_KW: Sig = Sig::kw("max", &["key", "default"], 0, 0, 0);

fn min_max(vm: &mut Vm, a: &Args, sig: &Sig, want: Ordering) -> PyResult<Value> {
    let name = sig.name;
    let (pos, kw) = a.raw();
    if pos.is_empty() {
        return Err(PyErr::type_err(format!(
            "{name} expected at least 1 argument, got 0"
        )));
    }
    let k = args::bind(sig, None, name, &[], kw)?;
    let key = k.opt(0).cloned();
    let default = k.get(1).cloned();
    let items = if let [one] = pos {
        vm.collect(one)?
    } else {
        if default.is_some() {
            return Err(PyErr::type_err(format!(
                "Cannot specify a default for {name}() with multiple positional arguments"
            )));
        }
        pos.to_vec()
    };
    let mut items = items.into_iter();
    let Some(mut best) = items.next() else {
        return match default {
            Some(d) => Ok(d),
            None => Err(PyErr::value_err(format!(
                "{name}() arg is an empty sequence"
            ))),
        };
    };
    let mut best_key = match &key {
        Some(k) => vm.call1(k, best.clone())?,
        None => best.clone(),
    };
    for x in items {
        let k = match &key {
            Some(kf) => vm.call1(kf, x.clone())?,
            None => x.clone(),
        };
        let op = if want == Ordering::Less {
            CmpOp::Lt
        } else {
            CmpOp::Gt
        };
        let r = vm.compare(op, &k, &best_key)?;
        if vm.truthy(&r)? {
            best = x;
            best_key = k;
        }
    }
    Ok(best)
}

fn min(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    min_max(vm, a, &MIN_KW, Ordering::Less)
}

fn max(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    min_max(vm, a, &MAX_KW, Ordering::Greater)
}

fn sum(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let mut acc = a.get(1).cloned().unwrap_or(Value::Int(0));
    if let Value::Str(_) = acc {
        return Err(PyErr::type_err(
            "sum() can't sum strings [use ''.join(seq) instead]",
        ));
    }
    if let Value::Generator(g) = a.arg(0) {
        if Vm::drainable(g) {
            // One run of the generator for all its values (vm/drain.rs).
            return vm.drain_sum(g, acc);
        }
    }
    let it = vm.iter(a.arg(0))?;
    let mut n = 0u32;
    while let Some(x) = vm.next(&it)? {
        acc = match (&acc, &x) {
            (Value::Int(a), Value::Int(b)) if a.checked_add(*b).is_some() => Value::Int(a + b),
            (Value::Float(a), Value::Float(b)) => Value::float(a.get() + b.get()),
            _ => {
                // Adding containers copies the total so far: quadratic, so check every step.
                n = 255;
                vm.binary(BinOp::Add, &acc, &x)?
            }
        };
        n = n.wrapping_add(1);
        if n.is_multiple_of(256) {
            vm.check_deadline()?;
        }
    }
    Ok(acc)
}

/// `sorted` checks its one positional argument, then hands the keywords to `list.sort`'s
/// signature (CPython's messages name `sort()`).
const SORTED_POS: Sig = Sig::pos("sorted", 1, 1);
const SORT_KW: Sig = Sig::kw("sort", &["key", "reverse"], 0, 0, 0);

fn sorted(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let (pos, kw) = a.raw();
    let p = args::bind(&SORTED_POS, None, "sorted", pos, &[])?;
    let k = args::bind(&SORT_KW, None, "sort", &[], kw)?;
    let mut items = vm.collect(p.arg(0))?;
    let key = k.opt(0).cloned();
    // As CPython, `reverse` is taken as an int.
    let reverse = match k.get(1) {
        Some(v) => vm.ssize_arg(v)? != 0,
        None => false,
    };
    super::sort::sort_values(vm, &mut items, key.as_ref(), reverse)?;
    Ok(Value::list(items))
}

fn reversed(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let v = a.arg(0);
    if let Value::Instance(_) = v {
        if let Some(m) = vm.lookup_special(v, "__reversed__") {
            // `__reversed__ = None` declares the type not reversible.
            if matches!(m, Value::None) {
                return Err(PyErr::type_err(format!(
                    "'{}' object is not reversible",
                    v.type_name()
                )));
            }
            return vm.call(&m, vec![], vec![]);
        }
    }
    if let Some(m) = vm.meta_special(v, "__reversed__") {
        return vm.call(&m, vec![], vec![]);
    }
    if let Some(b) = super::bytearray::as_bytearray(v) {
        // The bytes at the time of the call, last first.
        let items: Vec<Value> = b
            .data
            .borrow()
            .iter()
            .rev()
            .map(|&x| Value::Int(x as i64))
            .collect();
        return Ok(Value::Iter(Rc::new(RefCell::new(IterState::Seq(
            Rc::new(items),
            0,
        )))));
    }
    if !matches!(
        v,
        Value::List(_)
            | Value::Tuple(_)
            | Value::Str(_)
            | Value::Range(_)
            | Value::Dict(_)
            | Value::Instance(_)
            | Value::Bytes(_)
            | Value::View(_)
    ) {
        return Err(PyErr::type_err(format!(
            "'{}' object is not reversible",
            v.type_name()
        )));
    }
    if let Value::Range(r) = v {
        let n = r.len_exact();
        if n == 0 {
            return Ok(Value::Iter(Rc::new(RefCell::new(IterState::Done))));
        }
        let last = r.at(n - 1);
        // The stop one step before the start may leave the i64 range: clamp it (the
        // iterator stops at the first value past it either way).
        let stop = (r.start as i128 - r.step as i128).clamp(i64::MIN as i128, i64::MAX as i128);
        if stop == r.start as i128 {
            // Clamped onto the start itself (a range starting at an end of i64): the range
            // iterator could not yield the start, so list the items when there are few.
            if n > 1 << 16 {
                return Err(crate::vm::ops::ssize_overflow());
            }
            let items: Vec<Value> = (0..n).map(|k| Value::Int(r.at(n - 1 - k))).collect();
            return Ok(Value::Iter(Rc::new(RefCell::new(IterState::Seq(
                Rc::new(items),
                0,
            )))));
        }
        return Ok(Value::Iter(Rc::new(RefCell::new(IterState::Range(
            last,
            stop as i64,
            -r.step,
        )))));
    }
    // A subclass of a builtin sequence reverses its value (not through its own `__iter__`).
    let v = v.base_value();
    if let Value::List(l) = v {
        let n = l.borrow().len();
        return Ok(Value::Iter(Rc::new(RefCell::new(IterState::ListRev(
            l.clone(),
            n,
        )))));
    }
    let mut items = vm.collect(v)?;
    items.reverse();
    Ok(Value::Iter(Rc::new(RefCell::new(IterState::Seq(
        Rc::from(items),
        0,
    )))))
}

const ENUMERATE: Sig = Sig::kw("enumerate", &["iterable", "start"], 0, 2, 1);

fn enumerate(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let (pos, kw) = a.raw();
    if pos.is_empty() && kw.is_empty() {
        return Err(PyErr::type_err(
            "enumerate() missing required argument 'iterable'",
        ));
    }
    let a = args::bind(&ENUMERATE, None, "enumerate", pos, kw)?;
    // As CPython's `PyNumber_Index`: `True` counts from 1, an `__index__` converts, a float
    // is refused.
    let start = match a.get(1) {
        Some(v) => Value::from_big(args::index_big(vm, v)?),
        None => Value::Int(0),
    };
    let it = vm.iter(a.arg(0))?;
    Ok(Value::Iter(Rc::new(RefCell::new(IterState::Enumerate(
        it, start,
    )))))
}

fn zip(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let strict = args::truth(vm, a.get(0), false)?;
    let args = a.rest();
    if strict {
        let lists: Vec<Vec<Value>> = args
            .iter()
            .map(|a| vm.collect(a))
            .collect::<PyResult<_>>()?;
        if let Some(first) = lists.first() {
            for (i, l) in lists.iter().enumerate().skip(1) {
                if l.len() != first.len() {
                    return Err(PyErr::value_err(format!(
                        "zip() argument {} is {} than argument{} 1",
                        i + 1,
                        if l.len() < first.len() {
                            "shorter"
                        } else {
                            "longer"
                        },
                        if i > 1 { "s" } else { "" }
                    )));
                }
            }
        }
    }
    let mut iters = Vec::with_capacity(args.len());
    for a in args {
        iters.push(vm.iter(a)?);
    }
    Ok(Value::Iter(Rc::new(RefCell::new(IterState::Zip(Rc::new(
        iters,
    ))))))
}

fn map(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let [func, its @ ..] = a.rest() else {
        return Err(PyErr::type_err("map() must have at least two arguments."));
    };
    if its.is_empty() {
        return Err(PyErr::type_err("map() must have at least two arguments."));
    }
    let mut iters = Vec::new();
    for it in its {
        iters.push(vm.iter(it)?);
    }
    Ok(Value::Iter(Rc::new(RefCell::new(IterState::Map(
        func.clone(),
        iters,
    )))))
}

fn filter(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let it = vm.iter(a.arg(1))?;
    Ok(Value::Iter(Rc::new(RefCell::new(IterState::Filter(
        a.arg(0).clone(),
        it,
    )))))
}

fn any(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    if let Value::Generator(g) = a.arg(0) {
        if Vm::drainable(g) {
            // One run of the generator, stopped at the first true value (vm/drain.rs).
            let found = vm.drain_until(g, true)?;
            return Ok(Value::bool(found));
        }
    }
    let it = vm.iter(a.arg(0))?;
    while let Some(x) = vm.next(&it)? {
        if vm.truthy(&x)? {
            return Ok(Value::Bool(PyBool::True));
        }
    }
    Ok(Value::Bool(PyBool::False))
}

fn all(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    if let Value::Generator(g) = a.arg(0) {
        if Vm::drainable(g) {
            // One run of the generator, stopped at the first false value (vm/drain.rs).
            let found = vm.drain_until(g, false)?;
            return Ok(Value::bool(!found));
        }
    }
    let it = vm.iter(a.arg(0))?;
    while let Some(x) = vm.next(&it)? {
        if !vm.truthy(&x)? {
            return Ok(Value::Bool(PyBool::False));
        }
    }
    Ok(Value::Bool(PyBool::True))
}

fn class_check(vm: &Vm, t: &Rc<Class>, cls: &Value, fname: &str) -> PyResult<bool> {
    let what = if fname == "issubclass" {
        "class, a tuple of classes"
    } else {
        "type, a tuple of types"
    };
    if let Some(members) = vm.union_args(cls) {
        return class_check(vm, t, &Value::tuple(members), fname);
    }
    if vm.alias_parts(cls).is_some() {
        return Err(PyErr::type_err(format!(
            "{fname}() argument 2 cannot be a parameterized generic"
        )));
    }
    match cls {
        Value::Class(c) => Ok(t.is_subclass(c)),
        Value::Tuple(items) => {
            let _level = crate::vm::nest::enter(if fname == "isinstance" {
                crate::vm::nest::Ctx::InstanceCheck
            } else {
                crate::vm::nest::Ctx::SubclassCheck
            })?;
            for c in items.iter() {
                if class_check(vm, t, c, fname)? {
                    return Ok(true);
                }
            }
            Ok(false)
        }
        _ => Err(PyErr::type_err(format!(
            "{fname}() arg 2 must be a {what}, or a union"
        ))),
    }
}

fn isinstance(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    Ok(Value::bool(instance_check(vm, a.arg(0), a.arg(1))?))
}

/// `isinstance(obj, cls)`: a tuple is tried member by member, each with its metaclass's
/// `__instancecheck__` (as CPython does).
fn instance_check(vm: &mut Vm, obj: &Value, cls: &Value) -> PyResult<bool> {
    if let Value::Tuple(items) = cls {
        let _level = crate::vm::nest::enter(crate::vm::nest::Ctx::InstanceCheck)?;
        for c in items.iter() {
            if instance_check(vm, obj, c)? {
                return Ok(true);
            }
        }
        return Ok(false);
    }
    let t = vm.types.type_of(obj);
    if let Value::Class(c) = cls {
        // An exact type match needs no hook (as CPython).
        if !Rc::ptr_eq(&t, c) {
            if let Some(r) = vm.meta_check(obj, cls, "__instancecheck__")? {
                return Ok(r);
            }
        }
    }
    if let Some(r) = object_check(vm, obj, cls, "__instancecheck__")? {
        return Ok(r);
    }
    class_check(vm, &t, cls, "isinstance")
}

fn issubclass(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let Value::Class(t) = a.arg(0) else {
        return Err(PyErr::type_err("issubclass() arg 1 must be a class"));
    };
    let t = t.clone();
    Ok(Value::bool(subclass_check(vm, &t, a.arg(1))?))
}

/// `issubclass(t, cls)`: a tuple is tried member by member, each with its metaclass's
/// `__subclasscheck__`.
fn subclass_check(vm: &mut Vm, t: &Rc<Class>, cls: &Value) -> PyResult<bool> {
    if let Value::Tuple(items) = cls {
        let _level = crate::vm::nest::enter(crate::vm::nest::Ctx::SubclassCheck)?;
        for c in items.iter() {
            if subclass_check(vm, t, c)? {
                return Ok(true);
            }
        }
        return Ok(false);
    }
    if let Some(r) = vm.meta_check(&Value::Class(t.clone()), cls, "__subclasscheck__")? {
        return Ok(r);
    }
    if let Some(r) = object_check(vm, &Value::Class(t.clone()), cls, "__subclasscheck__")? {
        return Ok(r);
    }
    class_check(vm, t, cls, "issubclass")
}

/// `isinstance(obj, x)` / `issubclass(c, x)` where `x` is an object that is not a class
/// but whose class defines the check (`typing.List`, `typing.Union[int, str]`): CPython
/// calls `type(x).__instancecheck__(x, obj)` for any `x`.
fn object_check(vm: &mut Vm, obj: &Value, cls: &Value, check: &str) -> PyResult<Option<bool>> {
    let Value::Instance(i) = cls else {
        return Ok(None);
    };
    if vm.alias_parts(cls).is_some() {
        return Ok(None);
    }
    let Some(f) = i.class.lookup(check) else {
        return Ok(None);
    };
    let m = vm.bind(cls, f);
    let _level = crate::vm::nest::enter(crate::vm::nest::Ctx::InstanceCheck)?;
    let r = vm.call(&m, vec![obj.clone()], vec![])?;
    vm.truthy(&r).map(Some)
}

fn hash(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    Ok(Value::Int(vm.hash(a.arg(0))?))
}

fn id(_: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    Ok(Value::Int((a.arg(0).id() & 0x7fff_ffff_ffff) as i64))
}

fn iter(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    if let Some(sentinel) = a.get(1) {
        // iter(callable, sentinel): a lazy iterator that calls at each step.
        if !is_callable(a.arg(0)) {
            return Err(PyErr::type_err("iter(v, w): v must be callable"));
        }
        return Ok(Value::Iter(Rc::new(RefCell::new(IterState::Callable(
            a.arg(0).clone(),
            sentinel.clone(),
        )))));
    }
    vm.iter(a.arg(0))
}

fn next(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let native_iter = matches!(a.arg(0), Value::Native(o) if o.is_iterator());
    if !native_iter
        && !matches!(
            a.arg(0),
            Value::Iter(_) | Value::Generator(_) | Value::Instance(_)
        )
    {
        return Err(PyErr::type_err(format!(
            "'{}' object is not an iterator",
            a.arg(0).type_name()
        )));
    }
    if let Value::Generator(g) = a.arg(0) {
        if g.borrow().kind != crate::values::GenKind::Generator {
            return Err(PyErr::type_err(format!(
                "'{}' object is not an iterator",
                a.arg(0).type_name()
            )));
        }
        return match vm.gen_resume(g, Value::None, None)? {
            crate::vm::call::GenStep::Yielded(v) => Ok(v),
            crate::vm::call::GenStep::Returned(v) => match a.get(1) {
                Some(d) => Ok(d.clone()),
                None => Err(PyErr::New(
                    ExcKind::StopIteration,
                    if matches!(v, Value::None) {
                        vec![]
                    } else {
                        vec![v]
                    },
                )),
            },
        };
    }
    match vm.next(a.arg(0))? {
        Some(v) => Ok(v),
        None => match a.get(1) {
            Some(d) => Ok(d.clone()),
            None => Err(PyErr::New(ExcKind::StopIteration, vec![])),
        },
    }
}

fn chr(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let Some(i) = args::index_big(vm, a.arg(0))?.to_i32() else {
        return Err(PyErr::msg(
            ExcKind::OverflowError,
            "Python int too large to convert to C int",
        ));
    };
    match u32::try_from(i).ok().and_then(char::from_u32) {
        Some(c) => Ok(Value::string(c.to_string())),
        None => Err(PyErr::value_err("chr() arg not in range(0x110000)")),
    }
}

fn ord(_: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    match a.arg(0) {
        Value::Str(s) => {
            if s.char_len != 1 {
                return Err(PyErr::type_err(format!(
                    "ord() expected a character, but string of length {} found",
                    s.char_len
                )));
            }
            Ok(Value::Int(s.s.chars().next().unwrap() as i64))
        }
        Value::Bytes(b) if b.len() == 1 => Ok(Value::Int(b[0] as i64)),
        v => Err(PyErr::type_err(format!(
            "ord() expected string of length 1, but {} found",
            v.type_name()
        ))),
    }
}

fn int_arg(v: &Value) -> PyResult<BigInt> {
    match v {
        Value::Int(i) => Ok(BigInt::from(*i)),
        Value::Bool(b) => Ok(BigInt::from(*b as i64)),
        Value::BigInt(b) => Ok((**b).clone()),
        v => Err(PyErr::type_err(format!(
            "'{}' object cannot be interpreted as an integer",
            v.type_name()
        ))),
    }
}

fn hex(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let v = vm.user_index(a.arg(0))?.unwrap_or_else(|| a.arg(0).clone());
    Ok(Value::string(crate::text::str_methods::int_to_base(
        &int_arg(&v)?,
        16,
        true,
    )))
}

fn oct(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let v = vm.user_index(a.arg(0))?.unwrap_or_else(|| a.arg(0).clone());
    Ok(Value::string(crate::text::str_methods::int_to_base(
        &int_arg(&v)?,
        8,
        true,
    )))
}

fn bin(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let v = vm.user_index(a.arg(0))?.unwrap_or_else(|| a.arg(0).clone());
    Ok(Value::string(crate::text::str_methods::int_to_base(
        &int_arg(&v)?,
        2,
        true,
    )))
}

/// The `ndigits` of `round()`: an int (a big one clamps, which rounds the same), as
/// `__index__` gives it.
fn round_ndigits(vm: &mut Vm, n: &Value) -> PyResult<i64> {
    let n = vm.user_index(n)?.unwrap_or_else(|| n.clone());
    match &n {
        Value::Int(i) => Ok(*i),
        Value::Bool(b) => Ok(*b as i64),
        Value::BigInt(b) => Ok(if b.is_negative() { i64::MIN } else { i64::MAX }),
        o => Err(PyErr::type_err(format!(
            "'{}' object cannot be interpreted as an integer",
            o.type_name()
        ))),
    }
}

fn round(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let x = a.arg(0);
    let x = if x.payload().is_some() && vm.lookup_special(x, "__round__").is_none() {
        x.base_value()
    } else {
        x
    };
    let nd = a.opt(1).cloned();
    match (x, nd) {
        (Value::Float(f), None) => Ok(Value::from_big(crate::text::float::float_round_to_int(
            f.get(),
        )?)),
        (Value::Float(f), Some(n)) => Ok(Value::float(crate::text::float::float_round(
            f.get(),
            round_ndigits(vm, &n)?,
        )?)),
        (Value::Int(_) | Value::Bool(_) | Value::BigInt(_), None) => Ok(match x {
            Value::Bool(b) => Value::Int(*b as i64),
            v => v.clone(),
        }),
        (Value::Int(i), Some(n)) => {
            let n = round_ndigits(vm, &n)?;
            if n >= 0 {
                return Ok(Value::Int(*i));
            }
            Ok(Value::from_big(crate::text::float::int_round(
                &BigInt::from(*i),
                n,
            )))
        }
        (Value::Bool(b), Some(n)) => {
            let n = round_ndigits(vm, &n)?;
            Ok(Value::from_big(crate::text::float::int_round(
                &BigInt::from(*b as i64),
                n,
            )))
        }
        (Value::BigInt(b), Some(n)) => {
            let n = round_ndigits(vm, &n)?;
            Ok(Value::from_big(crate::text::float::int_round(b, n)))
        }
        (v @ (Value::Instance(_) | Value::Native(_)), nd) => {
            match vm.lookup_special(v, "__round__") {
                Some(m) => vm.call(&m, nd.into_iter().collect(), vec![]),
                None => Err(PyErr::type_err(format!(
                    "type {} doesn't define __round__ method",
                    v.type_name()
                ))),
            }
        }
        (v, _) => Err(PyErr::type_err(format!(
            "type {} doesn't define __round__ method",
            v.type_name()
        ))),
    }
}

/// `divmod(x, y)`: numbers directly (with CPython's own zero-division messages), objects through
/// `__divmod__` / `__rdivmod__`.
fn divmod(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let (x, y) = (a.arg(0), a.arg(1));
    let number = |v: &Value| {
        matches!(
            v,
            Value::Int(_) | Value::BigInt(_) | Value::Bool(_) | Value::Float(_)
        )
    };
    if number(x) && number(y) {
        if matches!(x, Value::Float(_)) || matches!(y, Value::Float(_)) {
            let zero = match y {
                Value::Float(f) => f.get() == 0.0,
                Value::Int(i) => *i == 0,
                Value::Bool(b) => !*b,
                _ => false,
            };
            if zero {
                return Err(PyErr::msg(ExcKind::ZeroDivisionError, "float divmod()"));
            }
        }
        let q = vm.binary(BinOp::FloorDiv, x, y)?;
        let r = vm.binary(BinOp::Mod, x, y)?;
        return Ok(Value::tuple(vec![q, r]));
    }
    if let Value::Instance(_) | Value::Native(_) = x {
        if let Some(m) = vm.lookup_special(x, "__divmod__") {
            let r = vm.call(&m, vec![y.clone()], vec![])?;
            if !matches!(r, Value::NotImplemented) {
                return Ok(r);
            }
        }
    }
    if let Value::Instance(_) | Value::Native(_) = y {
        if let Some(m) = vm.lookup_special(y, "__rdivmod__") {
            let r = vm.call(&m, vec![x.clone()], vec![])?;
            if !matches!(r, Value::NotImplemented) {
                return Ok(r);
            }
        }
    }
    // Subclasses of int and float divide as their values.
    if (x.payload().is_some() || y.payload().is_some())
        && number(x.base_value())
        && number(y.base_value())
    {
        let (x, y) = (x.base_value().clone(), y.base_value().clone());
        let q = vm.binary(BinOp::FloorDiv, &x, &y)?;
        let r = vm.binary(BinOp::Mod, &x, &y)?;
        return Ok(Value::tuple(vec![q, r]));
    }
    Err(PyErr::type_err(format!(
        "unsupported operand type(s) for divmod(): '{}' and '{}'",
        x.type_name(),
        y.type_name()
    )))
}

fn pow(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    if let Some(m) = a.opt(2) {
        // A native number with a three-argument `__pow__` (`decimal.Decimal`).
        if let Value::Native(_) = a.arg(0) {
            if let Some(f) = vm.lookup_special(a.arg(0), "__pow__") {
                let r = vm.call(&f, vec![a.arg(1).clone(), m.clone()], vec![])?;
                if !matches!(r, Value::NotImplemented) {
                    return Ok(r);
                }
            }
        }
        if [a.arg(0), a.arg(1), m]
            .iter()
            .any(|v| crate::values::complex::as_complex(v).is_some())
        {
            return Err(super::complex::modulo_error());
        }
        if ![a.arg(0), a.arg(1), m]
            .iter()
            .all(|a| matches!(a, Value::Int(_) | Value::BigInt(_) | Value::Bool(_)))
        {
            return Err(PyErr::type_err(
                "pow() 3rd argument not allowed unless all arguments are integers",
            ));
        }
        let b = int_arg(a.arg(0))?;
        let e = int_arg(a.arg(1))?;
        let m = int_arg(m)?;
        if m.is_zero() {
            return Err(PyErr::value_err("pow() 3rd argument cannot be 0"));
        }
        let (b, e) = if e.is_negative() {
            // Modular inverse by the extended Euclidean algorithm.
            let modulus = m.abs();
            let (mut old_r, mut r) = (((b % &modulus) + &modulus) % &modulus, modulus.clone());
            let (mut old_s, mut s) = (BigInt::from(1), BigInt::from(0));
            vm.check_work_time(crate::values::int::gcd_cost_ms(modulus.bits()))?;
            while !r.is_zero() {
                vm.check_deadline()?;
                let q = &old_r / &r;
                let nr = &old_r - &q * &r;
                old_r = std::mem::replace(&mut r, nr);
                let ns = &old_s - &q * &s;
                old_s = std::mem::replace(&mut s, ns);
            }
            if old_r != BigInt::from(1) {
                return Err(PyErr::value_err(
                    "base is not invertible for the given modulus",
                ));
            }
            (((old_s % &modulus) + &modulus) % &modulus, -e)
        } else {
            (b, e)
        };
        let r = crate::values::int::modpow_checked(vm, &b, &e, &m.abs())?;
        let r = if m.is_negative() && !r.is_zero() {
            r + &m
        } else {
            r
        };
        let r = if !r.is_zero() && (r.is_negative() != m.is_negative()) {
            r + &m
        } else {
            r
        };
        return Ok(Value::from_big(r));
    }
    vm.binary(BinOp::Pow, a.arg(0), a.arg(1))
}

/// The name argument of `getattr`/`setattr`/`hasattr`/`delattr` (CPython 3.11's message names
/// no function).
fn attr_name(v: &Value) -> PyResult<String> {
    match v {
        Value::Str(s) => Ok(s.s.clone()),
        o => Err(PyErr::type_err(format!(
            "attribute name must be string, not '{}'",
            o.type_name()
        ))),
    }
}

fn getattr(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let name = attr_name(a.arg(1))?;
    match vm.get_attr(a.arg(0), &name) {
        Ok(v) => Ok(v),
        Err(e) => {
            if let Some(d) = a.get(2) {
                let is_attr = match &e {
                    PyErr::New(ExcKind::AttributeError, _) => true,
                    PyErr::Obj(o) => o.class.is_subclass(vm.types.exc(ExcKind::AttributeError)),
                    _ => false,
                };
                if is_attr {
                    return Ok(d.clone());
                }
            }
            Err(e)
        }
    }
}

fn setattr(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let name = attr_name(a.arg(1))?;
    vm.set_attr(a.arg(0), &name, a.arg(2).clone())?;
    Ok(Value::None)
}

fn hasattr(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let name = attr_name(a.arg(1))?;
    match vm.get_attr(a.arg(0), &name) {
        Ok(_) => Ok(Value::Bool(PyBool::True)),
        Err(PyErr::New(ExcKind::AttributeError, _)) => Ok(Value::Bool(PyBool::False)),
        Err(PyErr::Obj(o)) if o.class.is_subclass(vm.types.exc(ExcKind::AttributeError)) => {
            Ok(Value::Bool(PyBool::False))
        }
        Err(e) => Err(e),
    }
}

fn delattr(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let name = attr_name(a.arg(1))?;
    vm.del_attr(a.arg(0), &name)?;
    Ok(Value::None)
}

fn callable(_: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    Ok(Value::bool(is_callable(a.arg(0))))
}

/// `callable(v)`.
pub(crate) fn is_callable(v: &Value) -> bool {
    match v {
        Value::Function(_) | Value::Method(_) | Value::Builtin(_) | Value::Class(_) => true,
        Value::Instance(i) => i.class.lookup("__call__").is_some(),
        Value::Native(n) => n.callable(),
        _ => false,
    }
}

fn format(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let spec = match a.get(1) {
        Some(Value::Str(s)) => s.s.clone(),
        Some(o) => {
            return Err(PyErr::type_err(format!(
                "format() argument 2 must be str, not {}",
                o.type_name()
            )));
        }
        None => String::new(),
    };
    Ok(Value::string(vm.format(a.arg(0), &spec)?))
}

fn dir(_: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let Some(v) = a.get(0) else {
        return Err(PyErr::type_err("dir() without arguments is not supported"));
    };
    let mut names: Vec<String> = Vec::new();
    match v {
        Value::Instance(i) => {
            names.extend(i.dict.borrow().keys().map(|k| k.to_string()));
            names.extend(i.class.dict.borrow().keys().map(|k| k.to_string()));
            for c in &i.class.mro {
                names.extend(c.dict.borrow().keys().map(|k| k.to_string()));
            }
            names.extend(super::method_names(v).into_iter().map(String::from));
        }
        Value::Class(c) => {
            names.extend(c.dict.borrow().keys().map(|k| k.to_string()));
            for b in &c.mro {
                names.extend(b.dict.borrow().keys().map(|k| k.to_string()));
            }
            for b in std::iter::once(c).chain(c.mro.iter()) {
                if b.builtin {
                    names.extend(super::class_method_names(b).into_iter().map(String::from));
                }
            }
        }
        Value::Module(m) => names.extend(m.attrs.borrow().keys().map(|k| k.to_string())),
        other => names.extend(super::method_names(other).into_iter().map(String::from)),
    }
    names.sort();
    names.dedup();
    Ok(Value::list(names.into_iter().map(Value::string).collect()))
}

fn input(_: &mut Vm, _: &Value, _: &Args) -> PyResult<Value> {
    Err(PyErr::msg(ExcKind::EOFError, "EOF when reading a line"))
}

fn final_answer(_: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    Err(PyErr::Final(a.get(0).cloned().unwrap_or(Value::None)))
}

/// The value `int(str)` parsed.
fn parsed_int(p: crate::text::str_methods::ParsedInt) -> Value {
    match p {
        crate::text::str_methods::ParsedInt::Small(v) => Value::Int(v),
        crate::text::str_methods::ParsedInt::Big(b) => Value::from_big(b),
    }
}

fn to_int(vm: &mut Vm, v: &Value, base: Option<&Value>) -> PyResult<Value> {
    // An instance of a builtin type's subclass converts as its value unless the class has
    // its own conversion.
    if let Some(p) = v.payload() {
        if ["__int__", "__index__", "__trunc__"]
            .iter()
            .all(|n| vm.lookup_special(v, n).is_none())
        {
            let p = p.clone();
            return to_int(vm, &p, base);
        }
    }
    // bytes and bytearray parse as their ASCII text, with their own repr in the error.
    if let Some(raw) = match v {
        Value::Bytes(_) | Value::Native(_) => super::bytearray::contents(v),
        _ => None,
    } {
        let text: String = raw.iter().map(|&c| c as char).collect();
        let b = match base {
            Some(b) => args::index_big(vm, b)?.to_i64().unwrap_or(-1),
            None => 10,
        };
        if b != 0 && !(2..=36).contains(&b) {
            return Err(PyErr::value_err("int() base must be >= 2 and <= 36, or 0"));
        }
        return match crate::text::str_methods::parse_int(
            &text,
            b as u32,
            crate::text::str_methods::DEFAULT_MAX_STR_DIGITS,
        ) {
            Ok(p) => Ok(parsed_int(p)),
            Err(e) => match PyErr::from(e) {
                PyErr::New(ExcKind::ValueError, a) if matches!(a.first(), Some(Value::Str(m)) if m.s.starts_with("invalid literal")) => {
                    Err(PyErr::value_err(format!(
                        "invalid literal for int() with base {b}: {}",
                        crate::text::str_methods::bytes_repr(&raw)
                    )))
                }
                e => Err(e),
            },
        };
    }
    if let Some(b) = base {
        let b = args::index_big(vm, b)?.to_i64().unwrap_or(-1);
        let Value::Str(s) = v else {
            return Err(PyErr::type_err(
                "int() can't convert non-string with explicit base",
            ));
        };
        if b != 0 && !(2..=36).contains(&b) {
            return Err(PyErr::value_err("int() base must be >= 2 and <= 36, or 0"));
        }
        return Ok(parsed_int(crate::text::str_methods::parse_int(
            &s.s,
            b as u32,
            crate::text::str_methods::DEFAULT_MAX_STR_DIGITS,
        )?));
    }
    match v {
        Value::Int(_) | Value::BigInt(_) => Ok(v.clone()),
        Value::Bool(b) => Ok(Value::Int(*b as i64)),
        Value::Float(f) if f.is_finite() && f.abs() < 9.2e18 => Ok(Value::Int(f.trunc() as i64)),
        Value::Float(f) => Ok(Value::from_big(crate::text::float::float_to_bigint(
            f.get(),
        )?)),
        Value::Str(s) => Ok(parsed_int(crate::text::str_methods::parse_int(
            &s.s,
            10,
            crate::text::str_methods::DEFAULT_MAX_STR_DIGITS,
        )?)),
        Value::Instance(_) | Value::Native(_) => {
            for m in ["__int__", "__index__", "__trunc__"] {
                if let Some(f) = vm.lookup_special(v, m) {
                    return match vm.call(&f, vec![], vec![])? {
                        r @ (Value::Int(_) | Value::BigInt(_)) => Ok(r),
                        Value::Bool(b) => Ok(Value::Int(b as i64)),
                        r if m == "__trunc__" => Ok(r),
                        r => Err(PyErr::type_err(format!(
                            "{m} returned non-int (type {})",
                            r.type_name()
                        ))),
                    };
                }
            }
            Err(PyErr::type_err(format!(
                "int() argument must be a string, a bytes-like object or a real number, not '{}'",
                v.type_name()
            )))
        }
        _ => Err(PyErr::type_err(format!(
            "int() argument must be a string, a bytes-like object or a real number, not '{}'",
            v.type_name()
        ))),
    }
}

fn to_float(vm: &mut Vm, v: &Value) -> PyResult<Value> {
    if let Some(p) = v.payload() {
        if ["__float__", "__index__"]
            .iter()
            .all(|n| vm.lookup_special(v, n).is_none())
        {
            let p = p.clone();
            return to_float(vm, &p);
        }
    }
    match v {
        Value::Float(_) => Ok(v.clone()),
        Value::Int(i) => Ok(Value::float(*i as f64)),
        Value::Bool(b) => Ok(Value::float(*b as i64 as f64)),
        Value::BigInt(b) => match crate::values::int::big_to_f64(b) {
            Some(f) => Ok(Value::float(f)),
            None => Err(PyErr::msg(
                ExcKind::OverflowError,
                "int too large to convert to float",
            )),
        },
        Value::Str(s) => Ok(Value::float(crate::text::float::float_from_str(&s.s)?)),
        Value::Instance(_) | Value::Native(_) => match vm.lookup_special(v, "__float__") {
            Some(f) => match vm.call(&f, vec![], vec![])? {
                r @ Value::Float(_) => Ok(r),
                r => Err(PyErr::type_err(format!(
                    "{}.__float__ returned non-float (type {})",
                    v.type_name(),
                    r.type_name()
                ))),
            },
            None => Err(PyErr::type_err(format!(
                "float() argument must be a string or a real number, not '{}'",
                v.type_name()
            ))),
        },
        _ => Err(PyErr::type_err(format!(
            "float() argument must be a string or a real number, not '{}'",
            v.type_name()
        ))),
    }
}

/// The signatures of the builtin types' constructors.
mod ctor {
    use super::Sig;
    pub const INT: Sig = Sig::kw("int", &["x", "base"], 1, 2, 0);
    pub const BOOL: Sig = Sig::pos("bool", 0, 1);
    pub const FLOAT: Sig = Sig::pos("float", 0, 1);
    pub const STR: Sig = Sig::kw("str", &["object", "encoding", "errors"], 0, 3, 0);
    pub const LIST: Sig = Sig::pos("list", 0, 1);
    pub const TUPLE: Sig = Sig::pos("tuple", 0, 1);
    pub const DICT: Sig = Sig::pos("dict", 0, 1).with_varkw();
    pub const SET: Sig = Sig::pos("set", 0, 1);
    pub const FROZENSET: Sig = Sig::pos("frozenset", 0, 1);
    pub const BYTES: Sig = Sig::kw("bytes", &["source", "encoding", "errors"], 0, 3, 0);
    pub const RANGE: Sig = Sig::pos("range", 1, 3);
    pub const SLICE: Sig = Sig::pos("slice", 1, 3);
    pub const PROPERTY: Sig = Sig::kw("property", &["fget", "fset", "fdel", "doc"], 0, 4, 0);
    pub const STATICMETHOD: Sig = Sig::pos("staticmethod", 1, 1);
    pub const CLASSMETHOD: Sig = Sig::pos("classmethod", 1, 1);
}

/// The `encoding` and `errors` arguments of `str(b, ...)` / `bytes(s, ...)`, defaults filled in.
fn codec_args<'a>(a: &'a Args, func: &str) -> PyResult<(&'a str, &'a str)> {
    let encoding = super::str_methods::codec_arg(a.get(1), func, "encoding", "utf-8")?;
    let errors = super::str_methods::codec_arg(a.get(2), func, "errors", "strict")?;
    Ok((encoding, errors))
}

/// Call a builtin type.
pub fn construct(
    vm: &mut Vm,
    c: &Rc<Class>,
    args: Vec<Value>,
    kwargs: Vec<(Rc<str>, Value)>,
) -> PyResult<Value> {
    let name = c.name.clone();
    let bind = |sig: &Sig| args::bind(sig, None, sig.name, &args, &kwargs);
    match c.kind {
        TypeKind::Int => {
            let a = bind(&ctor::INT)?;
            match (a.get(0), a.get(1)) {
                (Some(v), base) => to_int(vm, v, base),
                (None, Some(_)) => Err(PyErr::type_err("int() missing string argument")),
                (None, None) => Ok(Value::Int(0)),
            }
        }
        TypeKind::Bool => match bind(&ctor::BOOL)?.get(0) {
            Some(v) => Ok(Value::bool(vm.truthy(v)?)),
            None => Ok(Value::Bool(PyBool::False)),
        },
        TypeKind::Float => match bind(&ctor::FLOAT)?.get(0) {
            Some(v) => to_float(vm, v),
            None => Ok(Value::float(0.0)),
        },
        TypeKind::Str => {
            let a = bind(&ctor::STR)?;
            let decoding = a.get(1).is_some() || a.get(2).is_some();
            if let Some(e) = a.get(1) {
                args::str_arg(e, "str", "encoding")?;
            }
            if let Some(e) = a.get(2) {
                args::str_arg(e, "str", "errors")?;
            }
            match a.get(0) {
                Some(Value::Bytes(b)) if decoding => {
                    let (encoding, errors) = codec_args(&a, "str")?;
                    Ok(Value::string(crate::text::codecs::decode(
                        b, encoding, errors,
                    )?))
                }
                Some(o) if decoding => Err(PyErr::type_err(format!(
                    "decoding to str: need a bytes-like object, {} found",
                    o.type_name()
                ))),
                // An exact str is itself; an int's text is ASCII, its length known.
                Some(v @ Value::Str(_)) => Ok(v.clone()),
                Some(Value::Int(i)) => Ok(crate::values::int::i64_str(*i)),
                Some(v) => Ok(Value::string(vm.to_str(v)?)),
                None => Ok(Value::str("")),
            }
        }
        TypeKind::List => match bind(&ctor::LIST)?.get(0) {
            Some(v) => Ok(Value::list(vm.collect(v)?)),
            None => Ok(Value::list(vec![])),
        },
        TypeKind::Tuple => match bind(&ctor::TUPLE)?.get(0) {
            Some(v @ Value::Tuple(_)) => Ok(v.clone()),
            Some(v) => Ok(Value::tuple(vm.collect(v)?)),
            None => Ok(Value::tuple(vec![])),
        },
        TypeKind::Dict => {
            let a = bind(&ctor::DICT)?;
            let d = Value::Dict(Default::default());
            if let Some(src) = a.get(0) {
                super::dict_methods::update(vm, &d, src)?;
            }
            if let Value::Dict(dd) = &d {
                for (k, v) in a.extra_kwargs() {
                    let key = vm.key(Value::str(k))?;
                    dd.borrow_mut().insert(key, v.clone());
                }
            }
            Ok(d)
        }
        TypeKind::Set | TypeKind::FrozenSet => {
            let a = bind(if c.kind == TypeKind::Set {
                &ctor::SET
            } else {
                &ctor::FROZENSET
            })?;
            if c.kind == TypeKind::FrozenSet {
                // An exact frozenset is immutable: frozenset(fs) is fs, as in CPython.
                if let Some(v @ Value::FrozenSet(_)) = a.get(0) {
                    return Ok(v.clone());
                }
            }
            let s = RefCell::new(SetObj::default());
            if let Some(v) = a.get(0) {
                vm.set_update_from(&s, v)?;
            }
            Ok(if c.kind == TypeKind::Set {
                Value::Set(Rc::new(s))
            } else {
                Value::FrozenSet(Rc::new(s.into_inner()))
            })
        }
        TypeKind::Bytes => {
            let a = bind(&ctor::BYTES)?;
            if let Some(e) = a.get(1) {
                args::str_arg(e, "bytes", "encoding")?;
            }
            if let Some(e) = a.get(2) {
                args::str_arg(e, "bytes", "errors")?;
            }
            match a.get(0) {
                None => Ok(Value::Bytes(Rc::from(Vec::new()))),
                Some(Value::Str(s)) => {
                    if a.get(1).is_none() {
                        return Err(PyErr::type_err("string argument without an encoding"));
                    }
                    let (encoding, errors) = codec_args(&a, "bytes")?;
                    Ok(Value::Bytes(Rc::from(crate::text::codecs::encode(
                        &s.s, encoding, errors,
                    )?)))
                }
                Some(v) if crate::builtins::bytearray::as_bytearray(v).is_some() => {
                    Ok(Value::Bytes(Rc::new(
                        crate::builtins::bytearray::contents(v).unwrap_or_default(),
                    )))
                }
                Some(Value::Int(n)) => {
                    if *n < 0 {
                        return Err(PyErr::value_err("negative count"));
                    }
                    vm.reserve(*n as u128)?;
                    Ok(Value::Bytes(Rc::from(vec![0u8; *n as usize])))
                }
                Some(v) => {
                    let mut out = Vec::new();
                    for x in vm.collect(v)? {
                        match x {
                            Value::Int(i) if (0..256).contains(&i) => out.push(i as u8),
                            Value::Int(_) => {
                                return Err(PyErr::value_err("bytes must be in range(0, 256)"));
                            }
                            o => {
                                return Err(PyErr::type_err(format!(
                                    "'{}' object cannot be interpreted as an integer",
                                    o.type_name()
                                )));
                            }
                        }
                    }
                    Ok(Value::Bytes(Rc::from(out)))
                }
            }
        }
        TypeKind::Range => {
            let a = bind(&ctor::RANGE)?;
            let mut n = Vec::new();
            for x in a.positional() {
                n.push(args::index(vm, x)?);
            }
            let (start, stop, step) = match n.as_slice() {
                [stop] => (0, *stop, 1),
                [start, stop] => (*start, *stop, 1),
                [start, stop, step, ..] => (*start, *stop, *step),
                [] => (0, 0, 1),
            };
            if step == 0 {
                return Err(PyErr::value_err("range() arg 3 must not be zero"));
            }
            Ok(Value::Range(Rc::new(RangeObj { start, stop, step })))
        }
        TypeKind::Slice => {
            let a = bind(&ctor::SLICE)?;
            Ok(match a.positional() {
                [stop] => Value::Slice(Rc::new([Value::None, stop.clone(), Value::None])),
                [start, stop] => Value::Slice(Rc::new([start.clone(), stop.clone(), Value::None])),
                [start, stop, step, ..] => {
                    Value::Slice(Rc::new([start.clone(), stop.clone(), step.clone()]))
                }
                [] => Value::Slice(Rc::new([Value::None, Value::None, Value::None])),
            })
        }
        TypeKind::Type => match (args.as_slice(), kwargs.is_empty()) {
            ([v], true) => Ok(Value::Class(vm.types.type_of(v))),
            ([_, _, _], _) => {
                let t = vm.types.type_.clone();
                vm.type_new(&t, &args, &kwargs)
            }
            _ => Err(PyErr::type_err("type() takes 1 or 3 arguments")),
        },
        TypeKind::Object => {
            if !args.is_empty() || !kwargs.is_empty() {
                return Err(PyErr::type_err("object() takes no arguments"));
            }
            let cls = vm.types.object.clone();
            Ok(Value::Instance(Rc::new(crate::values::Instance {
                class: cls,
                dict: RefCell::new(Default::default()),
                exc: None,
                payload: None,
            })))
        }
        _ if Rc::ptr_eq(c, &vm.types.generic_alias) => {
            // `types.GenericAlias(origin, args)`, as `__class_getitem__ = classmethod(GenericAlias)`
            // uses it.
            if !kwargs.is_empty() {
                return Err(PyErr::type_err("GenericAlias() takes no keyword arguments"));
            }
            let [origin, params] = args.as_slice() else {
                return Err(PyErr::type_err(format!(
                    "GenericAlias expected 2 arguments, got {}",
                    args.len()
                )));
            };
            let params = match params {
                Value::Tuple(t) => t.to_vec(),
                other => vec![other.clone()],
            };
            Ok(vm.generic_alias(origin.clone(), params))
        }
        _ if crate::values::native::constructor(c).is_some() => {
            let Some(m) = crate::values::native::constructor(c) else {
                return Err(PyErr::type_err(format!("cannot create '{name}' instances")));
            };
            super::call_table(vm, "", m, &name, &Value::Class(c.clone()), &args, &kwargs)
        }
        _ => match &*name {
            "property" => {
                let a = bind(&ctor::PROPERTY)?;
                let get = |i: usize| a.get(i).cloned().unwrap_or(Value::None);
                Ok(Value::Property(Rc::new(Property {
                    fget: get(0),
                    fset: get(1),
                    fdel: get(2),
                })))
            }
            "staticmethod" => {
                let a = bind(&ctor::STATICMETHOD)?;
                Ok(Value::StaticMethod(Rc::new(a.arg(0).clone())))
            }
            "classmethod" => {
                let a = bind(&ctor::CLASSMETHOD)?;
                Ok(Value::ClassMethod(Rc::new(a.arg(0).clone())))
            }
            "super" => match args.as_slice() {
                [Value::Class(cls), obj] => {
                    let fits = match obj {
                        Value::Class(c) if c.is_subclass(cls) => true,
                        o => vm.types.type_of(o).is_subclass(cls),
                    };
                    if !fits {
                        return Err(PyErr::type_err(
                            "super(type, obj): obj must be an instance or subtype of type",
                        ));
                    }
                    Ok(Value::Super(Rc::new((cls.clone(), obj.clone()))))
                }
                [_, _] => Err(PyErr::type_err("super() argument 1 must be a type")),
                [_, _, _, ..] => Err(PyErr::type_err(format!(
                    "super() expected at most 2 arguments, got {}",
                    args.len()
                ))),
                _ => Err(PyErr::msg(ExcKind::RuntimeError, "super(): no arguments")),
            },
            _ => Err(PyErr::type_err(format!("cannot create '{name}' instances"))),
        },
    }
}

#[allow(dead_code)]
fn unused_to_i64(b: &BigInt) -> Option<i64> {
    b.to_i64()
}
