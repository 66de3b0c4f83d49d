//! Builtin functions (`print`, `len`, `sorted`, `isinstance`…) and the constructors of builtin
//! types (`int(x)`, `list(it)`, `dict(**kw)`…).

use std::cell::RefCell;
use std::cmp::Ordering;
use std::rc::Rc;

use num_bigint::BigInt;
use num_traits::{Signed, ToPrimitive, Zero};

use super::{check_args, kwarg};
use crate::compile::code::{BinOp, CmpOp};
use crate::values::function::Kwargs;
use crate::values::object::TypeKind;
use crate::values::{BuiltinFn, Class, IterState, Property, RangeObj, SetObj, Value};
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// Every builtin function by name.
pub const FUNCTIONS: &[(&str, BuiltinFn)] = &[
    ("print", print),
    ("len", len),
    ("repr", repr),
    ("ascii", ascii),
    ("abs", abs),
    ("min", min),
    ("max", max),
    ("sum", sum),
    ("sorted", sorted),
    ("reversed", reversed),
    ("enumerate", enumerate),
    ("zip", zip),
    ("map", map),
    ("filter", filter),
    ("any", any),
    ("all", all),
    ("isinstance", isinstance),
    ("issubclass", issubclass),
    ("hash", hash),
    ("id", id),
    ("iter", iter),
    ("next", next),
    ("chr", chr),
    ("ord", ord),
    ("hex", hex),
    ("oct", oct),
    ("bin", bin),
    ("round", round),
    ("divmod", divmod),
    ("pow", pow),
    ("getattr", getattr),
    ("setattr", setattr),
    ("hasattr", hasattr),
    ("delattr", delattr),
    ("callable", callable),
    ("format", format),
    ("dir", dir),
    ("input", input),
    ("final_answer", final_answer),
    ("vars", vars),
    ("exit", sys_exit),
    ("quit", sys_exit),
];

/// `sys.exit(code)` / `exit()`: raise SystemExit.
pub fn sys_exit(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    Err(PyErr::New(
        ExcKind::SystemExit,
        args.iter().take(1).cloned().collect(),
    ))
}

fn vars(vm: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    if args.len() != 1 {
        return Err(PyErr::type_err("vars() without arguments is not supported"));
    }
    match &args[0] {
        Value::Instance(_) | Value::Class(_) | Value::Function(_) => vm
            .get_attr(&args[0], "__dict__")
            .map_err(|_| PyErr::type_err("vars() argument must have __dict__ attribute")),
        _ => Err(PyErr::type_err(
            "vars() argument must have __dict__ attribute",
        )),
    }
}

fn print(vm: &mut Vm, args: &[Value], kw: Kwargs) -> PyResult<Value> {
    let sep = match kwarg(kw, "sep") {
        Some(Value::Str(s)) => s.s.clone(),
        Some(Value::None) | None => " ".into(),
        Some(o) => {
            return Err(PyErr::type_err(format!(
                "sep must be None or a string, not {}",
                o.type_name()
            )));
        }
    };
    let end = match kwarg(kw, "end") {
        Some(Value::Str(s)) => s.s.clone(),
        Some(Value::None) | None => "\n".into(),
        Some(o) => {
            return Err(PyErr::type_err(format!(
                "end must be None or a string, not {}",
                o.type_name()
            )));
        }
    };
    let to_err = kwarg(kw, "file").is_some_and(crate::modules::sys::is_stderr);
    for (k, _) in kw {
        if !matches!(&**k, "sep" | "end" | "file" | "flush") {
            return Err(PyErr::type_err(format!(
                "'{k}' is an invalid keyword argument for print()"
            )));
        }
    }
    let mut out = String::new();
    for (i, a) in args.iter().enumerate() {
        if i > 0 {
            out.push_str(&sep);
        }
        match a {
            Value::Str(s) => out.push_str(&s.s),
            other => out.push_str(&vm.to_str(other)?),
        }
    }
    out.push_str(&end);
    vm.write_out(&out, to_err)?;
    Ok(Value::None)
}

fn len(vm: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    check_args("len", args, 1, 1)?;
    Ok(Value::Int(vm.len(&args[0])? as i64))
}

fn repr(vm: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    check_args("repr", args, 1, 1)?;
    Ok(Value::string(vm.repr(&args[0])?))
}

fn ascii(vm: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    check_args("ascii", args, 1, 1)?;
    let r = vm.repr(&args[0])?;
    Ok(Value::string(crate::text::str_methods::ascii_escape(&r)))
}

fn abs(vm: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    check_args("abs", args, 1, 1)?;
    match &args[0] {
        Value::Int(i) => Ok(match i.checked_abs() {
            Some(r) => Value::Int(r),
            None => Value::from_big(BigInt::from(*i).abs()),
        }),
        Value::Bool(b) => Ok(Value::Int(*b as i64)),
        Value::BigInt(b) => Ok(Value::from_big(b.abs())),
        Value::Float(f) => Ok(Value::Float(f.abs())),
        v @ Value::Instance(_) => match vm.lookup_special(v, "__abs__") {
            Some(m) => vm.call(&m, vec![], vec![]),
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

fn min_max(vm: &mut Vm, args: &[Value], kw: Kwargs, name: &str, want: Ordering) -> PyResult<Value> {
    let key = kwarg(kw, "key")
        .filter(|k| !matches!(k, Value::None))
        .cloned();
    let default = kwarg(kw, "default").cloned();
    let items = if args.len() == 1 {
        vm.collect(&args[0])?
    } else if args.is_empty() {
        return Err(PyErr::type_err(format!(
            "{name} expected at least 1 argument, got 0"
        )));
    } else {
        args.to_vec()
    };
    if items.is_empty() {
        return match default {
            Some(d) => Ok(d),
            None => Err(PyErr::value_err(format!(
                "{name}() arg is an empty sequence"
            ))),
        };
    }
    let mut best = items[0].clone();
    let mut best_key = match &key {
        Some(k) => vm.call(k, vec![best.clone()], vec![])?,
        None => best.clone(),
    };
    for x in items.into_iter().skip(1) {
        let k = match &key {
            Some(kf) => vm.call(kf, vec![x.clone()], vec![])?,
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

fn min(vm: &mut Vm, args: &[Value], kw: Kwargs) -> PyResult<Value> {
    min_max(vm, args, kw, "min", Ordering::Less)
}

fn max(vm: &mut Vm, args: &[Value], kw: Kwargs) -> PyResult<Value> {
    min_max(vm, args, kw, "max", Ordering::Greater)
}

fn sum(vm: &mut Vm, args: &[Value], kw: Kwargs) -> PyResult<Value> {
    check_args("sum", args, 1, 2)?;
    let mut acc = args
        .get(1)
        .cloned()
        .or_else(|| kwarg(kw, "start").cloned())
        .unwrap_or(Value::Int(0));
    if let Value::Str(_) = acc {
        return Err(PyErr::type_err(
            "sum() can't sum strings [use ''.join(seq) instead]",
        ));
    }
    let it = vm.iter(&args[0])?;
    while let Some(x) = vm.next(&it)? {
        acc = match (&acc, &x) {
            (Value::Int(a), Value::Int(b)) if a.checked_add(*b).is_some() => Value::Int(a + b),
            (Value::Float(a), Value::Float(b)) => Value::Float(a + b),
            _ => vm.binary(BinOp::Add, &acc, &x)?,
        };
    }
    Ok(acc)
}

/// Sort indices by keys with [`crate::vm::ops::fast_cmp`]; false when some keys need the
/// general comparison (then `idx` is untouched).
fn fast_sort(keys: &[Value], idx: &mut Vec<usize>, reverse: bool) -> bool {
    let mut ok = true;
    let mut probe = idx.clone();
    probe.sort_by(
        |&a, &b| match crate::vm::ops::fast_cmp(&keys[a], &keys[b]) {
            Some(o) => {
                if reverse {
                    o.reverse()
                } else {
                    o
                }
            }
            None => {
                ok = false;
                Ordering::Equal
            }
        },
    );
    if ok {
        *idx = probe;
    }
    ok
}

/// Sort values in place with an optional key function, stably, Python's way.
pub fn sort_values(
    vm: &mut Vm,
    items: &mut Vec<Value>,
    key: Option<&Value>,
    reverse: bool,
) -> PyResult<()> {
    let keys: Vec<Value> = match key {
        Some(k) => {
            let mut ks = Vec::with_capacity(items.len());
            for x in items.iter() {
                ks.push(vm.call(k, vec![x.clone()], vec![])?);
            }
            ks
        }
        None => items.clone(),
    };
    let mut idx: Vec<usize> = (0..items.len()).collect();
    let all_int = keys.iter().all(|k| matches!(k, Value::Int(_)));
    let all_str = keys.iter().all(|k| matches!(k, Value::Str(_)));
    if all_int {
        idx.sort_by(|&a, &b| {
            let (Value::Int(x), Value::Int(y)) = (&keys[a], &keys[b]) else {
                return Ordering::Equal;
            };
            if reverse { y.cmp(x) } else { x.cmp(y) }
        });
    } else if all_str {
        idx.sort_by(|&a, &b| {
            let (Value::Str(x), Value::Str(y)) = (&keys[a], &keys[b]) else {
                return Ordering::Equal;
            };
            if reverse {
                y.s.cmp(&x.s)
            } else {
                x.s.cmp(&y.s)
            }
        });
    } else if fast_sort(&keys, &mut idx, reverse) {
    } else {
        let mut err: Option<PyErr> = None;
        idx.sort_by(|&a, &b| {
            if err.is_some() {
                return Ordering::Equal;
            }
            let (x, y) = if reverse {
                (&keys[b], &keys[a])
            } else {
                (&keys[a], &keys[b])
            };
            match vm.compare(CmpOp::Lt, x, y).and_then(|r| vm.truthy(&r)) {
                Ok(true) => Ordering::Less,
                Ok(false) => match vm.compare(CmpOp::Lt, y, x).and_then(|r| vm.truthy(&r)) {
                    Ok(true) => Ordering::Greater,
                    Ok(false) => Ordering::Equal,
                    Err(e) => {
                        err = Some(e);
                        Ordering::Equal
                    }
                },
                Err(e) => {
                    err = Some(e);
                    Ordering::Equal
                }
            }
        });
        if let Some(e) = err {
            return Err(e);
        }
    }
    let sorted: Vec<Value> = idx.into_iter().map(|i| items[i].clone()).collect();
    *items = sorted;
    Ok(())
}

fn sorted(vm: &mut Vm, args: &[Value], kw: Kwargs) -> PyResult<Value> {
    check_args("sorted", args, 1, 1)?;
    let mut items = vm.collect(&args[0])?;
    let key = kwarg(kw, "key")
        .filter(|k| !matches!(k, Value::None))
        .cloned();
    let reverse = match kwarg(kw, "reverse") {
        Some(v) => vm.truthy(v)?,
        None => false,
    };
    sort_values(vm, &mut items, key.as_ref(), reverse)?;
    Ok(Value::list(items))
}

fn reversed(vm: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    check_args("reversed", args, 1, 1)?;
    let v = &args[0];
    if let Value::Instance(_) = v {
        if let Some(m) = vm.lookup_special(v, "__reversed__") {
            return vm.call(&m, vec![], vec![]);
        }
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
        let n = r.len();
        let last = r.start + (n - 1) * r.step;
        return Ok(Value::Iter(Rc::new(RefCell::new(IterState::Range(
            last,
            r.start - r.step,
            -r.step,
        )))));
    }
    let mut items = vm.collect(v)?;
    items.reverse();
    Ok(Value::Iter(Rc::new(RefCell::new(IterState::Seq(
        Rc::from(items),
        0,
    )))))
}

fn enumerate(vm: &mut Vm, args: &[Value], kw: Kwargs) -> PyResult<Value> {
    check_args("enumerate", args, 1, 2)?;
    let start = args
        .get(1)
        .cloned()
        .or_else(|| kwarg(kw, "start").cloned())
        .unwrap_or(Value::Int(0));
    let it = vm.iter(&args[0])?;
    Ok(Value::Iter(Rc::new(RefCell::new(IterState::Enumerate(
        it, start,
    )))))
}

fn zip(vm: &mut Vm, args: &[Value], kw: Kwargs) -> PyResult<Value> {
    let strict = match kwarg(kw, "strict") {
        Some(v) => vm.truthy(v)?,
        None => false,
    };
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
    Ok(Value::Iter(Rc::new(RefCell::new(IterState::Zip(iters)))))
}

fn map(vm: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    if args.len() < 2 {
        return Err(PyErr::type_err("map() must have at least two arguments."));
    }
    let mut iters = Vec::new();
    for a in &args[1..] {
        iters.push(vm.iter(a)?);
    }
    Ok(Value::Iter(Rc::new(RefCell::new(IterState::Map(
        args[0].clone(),
        iters,
    )))))
}

fn filter(vm: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    check_args("filter", args, 2, 2)?;
    let it = vm.iter(&args[1])?;
    Ok(Value::Iter(Rc::new(RefCell::new(IterState::Filter(
        args[0].clone(),
        it,
    )))))
}

fn any(vm: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    check_args("any", args, 1, 1)?;
    let it = vm.iter(&args[0])?;
    while let Some(x) = vm.next(&it)? {
        if vm.truthy(&x)? {
            return Ok(Value::Bool(true));
        }
    }
    Ok(Value::Bool(false))
}

fn all(vm: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    check_args("all", args, 1, 1)?;
    let it = vm.iter(&args[0])?;
    while let Some(x) = vm.next(&it)? {
        if !vm.truthy(&x)? {
            return Ok(Value::Bool(false));
        }
    }
    Ok(Value::Bool(true))
}

fn class_check(t: &Rc<Class>, cls: &Value, fname: &str) -> PyResult<bool> {
    match cls {
        Value::Class(c) => Ok(t.is_subclass(c)),
        Value::Tuple(items) => {
            for c in items.iter() {
                if class_check(t, c, fname)? {
                    return Ok(true);
                }
            }
            Ok(false)
        }
        _ => Err(PyErr::type_err(format!(
            "{fname}() arg 2 must be a type, a tuple of types, or a union"
        ))),
    }
}

fn isinstance(vm: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    check_args("isinstance", args, 2, 2)?;
    let t = vm.types.type_of(&args[0]);
    Ok(Value::Bool(class_check(&t, &args[1], "isinstance")?))
}

fn issubclass(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    check_args("issubclass", args, 2, 2)?;
    let Value::Class(t) = &args[0] else {
        return Err(PyErr::type_err("issubclass() arg 1 must be a class"));
    };
    let t = t.clone();
    Ok(Value::Bool(class_check(&t, &args[1], "issubclass")?))
}

fn hash(vm: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    check_args("hash", args, 1, 1)?;
    Ok(Value::Int(vm.hash(&args[0])?))
}

fn id(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    check_args("id", args, 1, 1)?;
    Ok(Value::Int((args[0].id() & 0x7fff_ffff_ffff) as i64))
}

fn iter(vm: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    check_args("iter", args, 1, 2)?;
    if let Some(sentinel) = args.get(1) {
        // iter(callable, sentinel): call until the sentinel comes back.
        let mut items = Vec::new();
        loop {
            let v = vm.call(&args[0], vec![], vec![])?;
            if vm.eq(&v, sentinel)? {
                break;
            }
            items.push(v);
            if items.len() % 4096 == 0 {
                vm.check_limits()?;
            }
        }
        return Ok(Value::Iter(Rc::new(RefCell::new(IterState::Seq(
            Rc::from(items),
            0,
        )))));
    }
    vm.iter(&args[0])
}

fn next(vm: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    check_args("next", args, 1, 2)?;
    if !matches!(
        args[0],
        Value::Iter(_) | Value::Generator(_) | Value::Instance(_)
    ) {
        return Err(PyErr::type_err(format!(
            "'{}' object is not an iterator",
            args[0].type_name()
        )));
    }
    if let Value::Generator(g) = &args[0] {
        return match vm.gen_resume(g, Value::None, None)? {
            crate::vm::call::GenStep::Yielded(v) => Ok(v),
            crate::vm::call::GenStep::Returned(v) => match args.get(1) {
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
    match vm.next(&args[0])? {
        Some(v) => Ok(v),
        None => match args.get(1) {
            Some(d) => Ok(d.clone()),
            None => Err(PyErr::New(ExcKind::StopIteration, vec![])),
        },
    }
}

fn chr(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    check_args("chr", args, 1, 1)?;
    match &args[0] {
        Value::Int(i) => match u32::try_from(*i).ok().and_then(char::from_u32) {
            Some(c) => Ok(Value::string(c.to_string())),
            None => Err(PyErr::value_err("chr() arg not in range(0x110000)")),
        },
        v => Err(PyErr::type_err(format!(
            "'{}' object cannot be interpreted as an integer",
            v.type_name()
        ))),
    }
}

fn ord(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    check_args("ord", args, 1, 1)?;
    match &args[0] {
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

fn hex(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    check_args("hex", args, 1, 1)?;
    Ok(Value::string(crate::values::int::to_base(
        &int_arg(&args[0])?,
        16,
        "0x",
    )))
}

fn oct(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    check_args("oct", args, 1, 1)?;
    Ok(Value::string(crate::values::int::to_base(
        &int_arg(&args[0])?,
        8,
        "0o",
    )))
}

fn bin(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    check_args("bin", args, 1, 1)?;
    Ok(Value::string(crate::values::int::to_base(
        &int_arg(&args[0])?,
        2,
        "0b",
    )))
}

fn round_half_even(x: f64) -> f64 {
    let r = x.round();
    if (x - x.trunc()).abs() == 0.5 {
        2.0 * (x / 2.0).round()
    } else {
        r
    }
}

fn round(vm: &mut Vm, args: &[Value], kw: Kwargs) -> PyResult<Value> {
    check_args("round", args, 1, 2)?;
    let nd = args
        .get(1)
        .or_else(|| kwarg(kw, "ndigits"))
        .filter(|v| !matches!(v, Value::None))
        .cloned();
    match (&args[0], nd) {
        (Value::Float(f), None) => {
            if f.is_nan() {
                return Err(PyErr::value_err("cannot convert float NaN to integer"));
            }
            if f.is_infinite() {
                return Err(PyErr::msg(
                    ExcKind::OverflowError,
                    "cannot convert float infinity to integer",
                ));
            }
            let r = round_half_even(*f);
            Ok(if r.abs() < 9.2e18 {
                Value::Int(r as i64)
            } else {
                Value::from_big(BigInt::from(r as i128))
            })
        }
        (Value::Float(f), Some(n)) => {
            let n = vm.index_of(&n, "round")?;
            if !f.is_finite() {
                return Ok(Value::Float(*f));
            }
            if n > 300 {
                return Ok(Value::Float(*f));
            }
            if n >= 0 {
                let s = format!("{:.*}", n as usize, f);
                Ok(Value::Float(s.parse().unwrap_or(*f)))
            } else {
                let p = 10f64.powi((-n) as i32);
                Ok(Value::Float(round_half_even(f / p) * p))
            }
        }
        (Value::Int(_) | Value::Bool(_) | Value::BigInt(_), None) => Ok(match &args[0] {
            Value::Bool(b) => Value::Int(*b as i64),
            v => v.clone(),
        }),
        (Value::Int(i), Some(n)) => {
            let n = vm.index_of(&n, "round")?;
            if n >= 0 {
                return Ok(Value::Int(*i));
            }
            if n < -18 {
                return Ok(Value::Int(0));
            }
            let p = 10i64.pow((-n) as u32);
            let q = i.div_euclid(p);
            let r = i.rem_euclid(p);
            let q = if r * 2 > p || (r * 2 == p && q % 2 != 0) {
                q + 1
            } else {
                q
            };
            Ok(Value::Int(q * p))
        }
        (v @ Value::Instance(_), nd) => match vm.lookup_special(v, "__round__") {
            Some(m) => vm.call(&m, nd.into_iter().collect(), vec![]),
            None => Err(PyErr::type_err(format!(
                "type {} doesn't define __round__ method",
                v.type_name()
            ))),
        },
        (v, _) => Err(PyErr::type_err(format!(
            "type {} doesn't define __round__ method",
            v.type_name()
        ))),
    }
}

fn divmod(vm: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    check_args("divmod", args, 2, 2)?;
    let q = vm.binary(BinOp::FloorDiv, &args[0], &args[1])?;
    let r = vm.binary(BinOp::Mod, &args[0], &args[1])?;
    Ok(Value::tuple(vec![q, r]))
}

fn pow(vm: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    check_args("pow", args, 2, 3)?;
    if let Some(m) = args.get(2) {
        let b = int_arg(&args[0])?;
        let e = int_arg(&args[1])?;
        let m = int_arg(m)?;
        if m.is_zero() {
            return Err(PyErr::value_err("pow() 3rd argument cannot be 0"));
        }
        let (b, e) = if e.is_negative() {
            // Modular inverse by the extended Euclidean algorithm.
            let modulus = m.abs();
            let (mut old_r, mut r) = (((b % &modulus) + &modulus) % &modulus, modulus.clone());
            let (mut old_s, mut s) = (BigInt::from(1), BigInt::from(0));
            while !r.is_zero() {
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
        let r = b.modpow(&e, &m.abs());
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
    vm.binary(BinOp::Pow, &args[0], &args[1])
}

fn attr_name(v: &Value, f: &str) -> PyResult<String> {
    match v {
        Value::Str(s) => Ok(s.s.clone()),
        o => Err(PyErr::type_err(format!(
            "{f}(): attribute name must be string, not '{}'",
            o.type_name()
        ))),
    }
}

fn getattr(vm: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    check_args("getattr", args, 2, 3)?;
    let name = attr_name(&args[1], "getattr")?;
    match vm.get_attr(&args[0], &name) {
        Ok(v) => Ok(v),
        Err(e) => {
            if let Some(d) = args.get(2) {
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

fn setattr(vm: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    check_args("setattr", args, 3, 3)?;
    let name = attr_name(&args[1], "setattr")?;
    vm.set_attr(&args[0], &name, args[2].clone())?;
    Ok(Value::None)
}

fn hasattr(vm: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    check_args("hasattr", args, 2, 2)?;
    let name = attr_name(&args[1], "hasattr")?;
    match vm.get_attr(&args[0], &name) {
        Ok(_) => Ok(Value::Bool(true)),
        Err(PyErr::New(ExcKind::AttributeError, _)) => Ok(Value::Bool(false)),
        Err(PyErr::Obj(o)) if o.class.is_subclass(vm.types.exc(ExcKind::AttributeError)) => {
            Ok(Value::Bool(false))
        }
        Err(e) => Err(e),
    }
}

fn delattr(vm: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    check_args("delattr", args, 2, 2)?;
    let name = attr_name(&args[1], "delattr")?;
    vm.del_attr(&args[0], &name)?;
    Ok(Value::None)
}

fn callable(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    check_args("callable", args, 1, 1)?;
    Ok(Value::Bool(match &args[0] {
        Value::Function(_) | Value::Method(_) | Value::Builtin(_) | Value::Class(_) => true,
        Value::Instance(i) => i.class.lookup("__call__").is_some(),
        _ => false,
    }))
}

fn format(vm: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    check_args("format", args, 1, 2)?;
    let spec = match args.get(1) {
        Some(Value::Str(s)) => s.s.clone(),
        Some(o) => {
            return Err(PyErr::type_err(format!(
                "format() argument 2 must be str, not {}",
                o.type_name()
            )));
        }
        None => String::new(),
    };
    Ok(Value::string(vm.format(&args[0], &spec)?))
}

fn dir(vm: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    check_args("dir", args, 1, 1)?;
    let mut names: Vec<String> = Vec::new();
    match &args[0] {
        Value::Instance(i) => {
            names.extend(i.dict.borrow().keys().map(|k| k.to_string()));
            names.extend(i.class.dict.borrow().keys().map(|k| k.to_string()));
            for c in &i.class.mro {
                names.extend(c.dict.borrow().keys().map(|k| k.to_string()));
            }
        }
        Value::Class(c) => {
            names.extend(c.dict.borrow().keys().map(|k| k.to_string()));
            for b in &c.mro {
                names.extend(b.dict.borrow().keys().map(|k| k.to_string()));
            }
        }
        Value::Module(m) => names.extend(m.attrs.borrow().keys().map(|k| k.to_string())),
        _ => {}
    }
    names.sort();
    names.dedup();
    let _ = vm;
    Ok(Value::list(names.into_iter().map(Value::string).collect()))
}

fn input(_: &mut Vm, _: &[Value], _: Kwargs) -> PyResult<Value> {
    Err(PyErr::msg(ExcKind::EOFError, "EOF when reading a line"))
}

fn final_answer(_: &mut Vm, args: &[Value], kw: Kwargs) -> PyResult<Value> {
    let v = args
        .first()
        .cloned()
        .or_else(|| kwarg(kw, "answer").cloned())
        .unwrap_or(Value::None);
    Err(PyErr::Final(v))
}

/// Parse an int from text like `int(s, base)`.
pub fn parse_int(s: &str, base: u32) -> Option<BigInt> {
    let t = s.trim();
    let (neg, t) = match t.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    let lower = t.to_ascii_lowercase();
    let (digits, base) = match base {
        0 | 16 if lower.starts_with("0x") => (&t[2..], 16),
        0 | 8 if lower.starts_with("0o") => (&t[2..], 8),
        0 | 2 if lower.starts_with("0b") => (&t[2..], 2),
        0 => {
            if t.len() > 1 && t.starts_with('0') && t.chars().any(|c| c != '0' && c != '_') {
                return None;
            }
            (t, 10)
        }
        b => (t, b),
    };
    let digits = digits.strip_prefix('_').unwrap_or(digits);
    if digits.is_empty()
        || digits.starts_with('_')
        || digits.ends_with('_')
        || digits.contains("__")
    {
        return None;
    }
    let clean: String = digits.chars().filter(|c| *c != '_').collect();
    if !clean.chars().all(|c| c.is_digit(base)) {
        return None;
    }
    let b = BigInt::parse_bytes(clean.as_bytes(), base)?;
    Some(if neg { -b } else { b })
}

/// Parse a float like `float(s)`.
pub fn parse_float(s: &str) -> Option<f64> {
    let t = s.trim().to_ascii_lowercase().replace('_', "");
    let body = t.trim_start_matches(['+', '-']);
    match body {
        "inf" | "infinity" => {
            return Some(if t.starts_with('-') {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            });
        }
        "nan" => return Some(f64::NAN),
        _ => {}
    }
    if body.is_empty()
        || !body
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '.' | 'e' | '+' | '-'))
    {
        return None;
    }
    if s.contains("__") || s.trim().starts_with('_') || s.trim().ends_with('_') {
        return None;
    }
    t.parse::<f64>().ok()
}

fn to_int(vm: &mut Vm, v: &Value, base: Option<&Value>) -> PyResult<Value> {
    if let Some(b) = base {
        let b = vm.index_of(b, "int")?;
        let Value::Str(s) = v else {
            return Err(PyErr::type_err(
                "int() can't convert non-string with explicit base",
            ));
        };
        if b != 0 && !(2..=36).contains(&b) {
            return Err(PyErr::value_err("int() base must be >= 2 and <= 36, or 0"));
        }
        return match parse_int(&s.s, b as u32) {
            Some(x) => Ok(Value::from_big(x)),
            None => Err(PyErr::value_err(format!(
                "invalid literal for int() with base {b}: {}",
                crate::values::str::repr_str(&s.s)
            ))),
        };
    }
    match v {
        Value::Int(_) | Value::BigInt(_) => Ok(v.clone()),
        Value::Bool(b) => Ok(Value::Int(*b as i64)),
        Value::Float(f) => {
            if f.is_nan() {
                return Err(PyErr::value_err("cannot convert float NaN to integer"));
            }
            if f.is_infinite() {
                return Err(PyErr::msg(
                    ExcKind::OverflowError,
                    "cannot convert float infinity to integer",
                ));
            }
            let t = f.trunc();
            if t.abs() < 9.2e18 {
                Ok(Value::Int(t as i64))
            } else {
                use num_traits::FromPrimitive;
                Ok(Value::from_big(BigInt::from_f64(t).unwrap_or_default()))
            }
        }
        Value::Str(s) => {
            let digits = s.s.trim().len();
            if digits > 4300 {
                return Err(PyErr::value_err(format!(
                    "Exceeds the limit (4300 digits) for integer string conversion: value has {digits} digits; use sys.set_int_max_str_digits() to increase the limit"
                )));
            }
            match parse_int(&s.s, 10) {
                Some(x) => Ok(Value::from_big(x)),
                None => Err(PyErr::value_err(format!(
                    "invalid literal for int() with base 10: {}",
                    crate::values::str::repr_str(&s.s)
                ))),
            }
        }
        Value::Instance(_) => {
            for m in ["__int__", "__index__", "__trunc__"] {
                if let Some(f) = vm.lookup_special(v, m) {
                    return vm.call(&f, vec![], vec![]);
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
    match v {
        Value::Float(_) => Ok(v.clone()),
        Value::Int(i) => Ok(Value::Float(*i as f64)),
        Value::Bool(b) => Ok(Value::Float(*b as i64 as f64)),
        Value::BigInt(b) => match crate::values::int::big_to_f64(b) {
            Some(f) => Ok(Value::Float(f)),
            None => Err(PyErr::msg(
                ExcKind::OverflowError,
                "int too large to convert to float",
            )),
        },
        Value::Str(s) => match parse_float(&s.s) {
            Some(f) => Ok(Value::Float(f)),
            None => Err(PyErr::value_err(format!(
                "could not convert string to float: {}",
                crate::values::str::repr_str(&s.s)
            ))),
        },
        Value::Instance(_) => match vm.lookup_special(v, "__float__") {
            Some(f) => vm.call(&f, vec![], vec![]),
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

/// Call a builtin type.
pub fn construct(
    vm: &mut Vm,
    c: &Rc<Class>,
    args: Vec<Value>,
    kwargs: Vec<(Rc<str>, Value)>,
) -> PyResult<Value> {
    let name = c.name.clone();
    let a = &args;
    match c.kind {
        TypeKind::Int => {
            check_args("int", a, 0, 2)?;
            let base = a.get(1).or_else(|| kwarg(&kwargs, "base"));
            match a.first() {
                Some(v) => to_int(vm, v, base),
                None => Ok(Value::Int(0)),
            }
        }
        TypeKind::Bool => {
            check_args("bool", a, 0, 1)?;
            match a.first() {
                Some(v) => Ok(Value::Bool(vm.truthy(v)?)),
                None => Ok(Value::Bool(false)),
            }
        }
        TypeKind::Float => {
            check_args("float", a, 0, 1)?;
            match a.first() {
                Some(v) => to_float(vm, v),
                None => Ok(Value::Float(0.0)),
            }
        }
        TypeKind::Str => {
            check_args("str", a, 0, 3)?;
            match a.first() {
                Some(Value::Bytes(b)) if a.len() > 1 || kwarg(&kwargs, "encoding").is_some() => {
                    Ok(Value::string(String::from_utf8_lossy(b).into_owned()))
                }
                Some(v) => Ok(Value::string(vm.to_str(v)?)),
                None => Ok(Value::str("")),
            }
        }
        TypeKind::List => {
            check_args("list", a, 0, 1)?;
            match a.first() {
                Some(v) => Ok(Value::list(vm.collect(v)?)),
                None => Ok(Value::list(vec![])),
            }
        }
        TypeKind::Tuple => {
            check_args("tuple", a, 0, 1)?;
            match a.first() {
                Some(Value::Tuple(_)) => Ok(a[0].clone()),
                Some(v) => Ok(Value::tuple(vm.collect(v)?)),
                None => Ok(Value::tuple(vec![])),
            }
        }
        TypeKind::Dict => {
            check_args("dict", a, 0, 1)?;
            let d = Value::Dict(Default::default());
            if let Some(src) = a.first() {
                super::dict_methods::update(vm, &d, src)?;
            }
            if let Value::Dict(dd) = &d {
                for (k, v) in kwargs {
                    let key = vm.key(Value::str(&k))?;
                    dd.borrow_mut().insert(key, v);
                }
            }
            Ok(d)
        }
        TypeKind::Set | TypeKind::FrozenSet => {
            check_args(&name, a, 0, 1)?;
            let s = RefCell::new(SetObj::default());
            if let Some(v) = a.first() {
                for x in vm.collect(v)? {
                    let k = vm.key(x)?;
                    vm.set_add(&s, k)?;
                }
            }
            Ok(if c.kind == TypeKind::Set {
                Value::Set(Rc::new(s))
            } else {
                Value::FrozenSet(Rc::new(s.into_inner()))
            })
        }
        TypeKind::Bytes => {
            check_args("bytes", a, 0, 3)?;
            match a.first() {
                None => Ok(Value::Bytes(Rc::from(Vec::new()))),
                Some(Value::Str(s)) => {
                    if a.len() < 2 && kwarg(&kwargs, "encoding").is_none() {
                        return Err(PyErr::type_err("string argument without an encoding"));
                    }
                    Ok(Value::Bytes(Rc::from(s.s.as_bytes().to_vec())))
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
            check_args("range", a, 1, 3)?;
            let mut n = Vec::new();
            for x in a {
                match x {
                    Value::Int(i) => n.push(*i),
                    Value::Bool(b) => n.push(*b as i64),
                    Value::BigInt(_) => {
                        return Err(PyErr::msg(
                            ExcKind::OverflowError,
                            "Python int too large to convert to C ssize_t",
                        ));
                    }
                    o => {
                        return Err(PyErr::type_err(format!(
                            "'{}' object cannot be interpreted as an integer",
                            o.type_name()
                        )));
                    }
                }
            }
            let (start, stop, step) = match n.len() {
                1 => (0, n[0], 1),
                2 => (n[0], n[1], 1),
                _ => (n[0], n[1], n[2]),
            };
            if step == 0 {
                return Err(PyErr::value_err("range() arg 3 must not be zero"));
            }
            Ok(Value::Range(Rc::new(RangeObj { start, stop, step })))
        }
        TypeKind::Slice => {
            check_args("slice", a, 1, 3)?;
            Ok(match a.len() {
                1 => Value::Slice(Rc::new([Value::None, a[0].clone(), Value::None])),
                2 => Value::Slice(Rc::new([a[0].clone(), a[1].clone(), Value::None])),
                _ => Value::Slice(Rc::new([a[0].clone(), a[1].clone(), a[2].clone()])),
            })
        }
        TypeKind::Type => {
            if a.len() == 1 {
                return Ok(Value::Class(vm.types.type_of(&a[0])));
            }
            Err(PyErr::type_err("type() with 3 arguments is not supported"))
        }
        TypeKind::Object => {
            if !a.is_empty() {
                return Err(PyErr::type_err("object() takes no arguments"));
            }
            let cls = vm.types.object.clone();
            Ok(Value::Instance(Rc::new(crate::values::Instance {
                class: cls,
                dict: RefCell::new(Default::default()),
                exc: None,
            })))
        }
        _ => match &*name {
            "property" => {
                let get = |i: usize, n: &str| {
                    a.get(i)
                        .cloned()
                        .or_else(|| kwarg(&kwargs, n).cloned())
                        .unwrap_or(Value::None)
                };
                Ok(Value::Property(Rc::new(Property {
                    fget: get(0, "fget"),
                    fset: get(1, "fset"),
                    fdel: get(2, "fdel"),
                })))
            }
            "staticmethod" => {
                check_args("staticmethod", a, 1, 1)?;
                Ok(Value::StaticMethod(Rc::new(a[0].clone())))
            }
            "classmethod" => {
                check_args("classmethod", a, 1, 1)?;
                Ok(Value::ClassMethod(Rc::new(a[0].clone())))
            }
            "super" => {
                if a.len() != 2 {
                    return Err(PyErr::msg(ExcKind::RuntimeError, "super(): no arguments"));
                }
                let Value::Class(cls) = &a[0] else {
                    return Err(PyErr::type_err("super() argument 1 must be a type"));
                };
                Ok(Value::Super(Rc::new((cls.clone(), a[1].clone()))))
            }
            _ => Err(PyErr::type_err(format!("cannot create '{name}' instances"))),
        },
    }
}

#[allow(dead_code)]
fn unused_to_i64(b: &BigInt) -> Option<i64> {
    b.to_i64()
}
