//! Methods of the remaining builtin values (tuple, int, float, bytes, range, generators,
//! iterators, properties), `object`'s methods on instances, and methods looked up on builtin
//! classes (`dict.fromkeys`, unbound `str.upper`…).

use std::rc::Rc;

use num_bigint::BigInt;
use num_traits::{Signed, ToPrimitive};

use crate::values::function::Kwargs;
use crate::values::object::TypeKind;
use crate::values::{Class, Property, Value};
use crate::vm::call::GenStep;
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

fn no_attr(obj: &Value, name: &str) -> PyErr {
    PyErr::msg(
        ExcKind::AttributeError,
        format!("'{}' object has no attribute '{name}'", obj.type_name()),
    )
}

/// Call method `name` on a value not covered by the str/list/dict/set dispatchers.
pub fn call(vm: &mut Vm, obj: &Value, name: &str, args: &[Value], kw: Kwargs) -> PyResult<Value> {
    match (obj, name) {
        (Value::Tuple(t), "count") => {
            let mut c = 0;
            for x in t.iter() {
                if vm.eq(x, &args[0])? {
                    c += 1;
                }
            }
            Ok(Value::Int(c))
        }
        (Value::Tuple(t), "index") => {
            for (i, x) in t.iter().enumerate() {
                if vm.eq(x, &args[0])? {
                    return Ok(Value::Int(i as i64));
                }
            }
            Err(PyErr::value_err("tuple.index(x): x not in tuple"))
        }
        (Value::Range(_), "count") => Ok(Value::Int(vm.contains(obj, &args[0])? as i64)),
        (Value::Range(r), "index") => {
            if vm.contains(obj, &args[0])? {
                if let Value::Int(i) = &args[0] {
                    return Ok(Value::Int((i - r.start) / r.step));
                }
            }
            let s = vm.repr(&args[0])?;
            Err(PyErr::value_err(format!("{s} is not in range")))
        }
        (Value::Int(_) | Value::Bool(_) | Value::BigInt(_), _) => {
            let b = match obj {
                Value::Int(i) => BigInt::from(*i),
                Value::Bool(x) => BigInt::from(*x as i64),
                Value::BigInt(b) => (**b).clone(),
                _ => unreachable!(),
            };
            match name {
                "bit_length" => Ok(Value::Int(b.bits() as i64)),
                "bit_count" => Ok(Value::Int(
                    b.abs()
                        .to_u64_digits()
                        .1
                        .iter()
                        .map(|d| d.count_ones() as i64)
                        .sum(),
                )),
                "conjugate" => Ok(Value::from_big(b)),
                "is_integer" => Ok(Value::Bool(true)),
                "as_integer_ratio" => Ok(Value::tuple(vec![Value::from_big(b), Value::Int(1)])),
                "to_bytes" => {
                    let len = match args.first().or_else(|| super::kwarg(kw, "length")) {
                        Some(v) => vm.index_of(v, "length")? as usize,
                        None => 1,
                    };
                    let big = !matches!(args.get(1).or_else(|| super::kwarg(kw, "byteorder")), Some(Value::Str(s)) if s.s == "little");
                    let (_, mut bytes) = b.to_bytes_le();
                    if bytes.len() > len || b.is_negative() {
                        return Err(PyErr::msg(ExcKind::OverflowError, "int too big to convert"));
                    }
                    bytes.resize(len, 0);
                    if big {
                        bytes.reverse();
                    }
                    Ok(Value::Bytes(Rc::from(bytes)))
                }
                _ => Err(no_attr(obj, name)),
            }
        }
        (Value::Slice(sl), "indices") => {
            super::check_args("indices", args, 1, 1)?;
            let n = vm.index_of(&args[0], "slice")?;
            let (a, b, c, _) = crate::vm::ops::slice_indices(n, sl)?;
            Ok(Value::tuple(vec![
                Value::Int(a),
                Value::Int(b),
                Value::Int(c),
            ]))
        }
        (Value::Float(f), "is_integer") => Ok(Value::Bool(f.is_finite() && f.fract() == 0.0)),
        (Value::Float(f), "conjugate") => Ok(Value::Float(*f)),
        (Value::Float(f), "as_integer_ratio") => {
            if !f.is_finite() {
                return Err(PyErr::value_err(
                    "cannot convert Infinity or NaN to integer ratio",
                ));
            }
            let mut n = *f;
            let mut d = BigInt::from(1);
            while n.fract() != 0.0 {
                n *= 2.0;
                d *= 2;
            }
            let mut nb = BigInt::from(n as i128);
            let g = num_integer::Integer::gcd(&nb, &d);
            nb /= &g;
            d /= &g;
            Ok(Value::tuple(vec![Value::from_big(nb), Value::from_big(d)]))
        }
        (Value::Bytes(b), _) => match name {
            "decode" => match std::str::from_utf8(b) {
                Ok(s) => Ok(Value::str(s)),
                Err(e) => Err(PyErr::msg(
                    ExcKind::UnicodeDecodeError,
                    format!(
                        "'utf-8' codec can't decode byte 0x{:02x} in position {}: invalid start byte",
                        b[e.valid_up_to()],
                        e.valid_up_to()
                    ),
                )),
            },
            "hex" => Ok(Value::string(
                b.iter().map(|x| format!("{x:02x}")).collect(),
            )),
            "startswith" | "endswith" | "count" | "find" | "upper" | "lower" | "strip"
            | "split" | "replace" | "join" => {
                // Work on the Latin-1 view and convert back.
                let s: String = b.iter().map(|&x| x as char).collect();
                let sargs: Vec<Value> = args
                    .iter()
                    .map(|a| match a {
                        Value::Bytes(x) => Value::string(x.iter().map(|&c| c as char).collect()),
                        Value::List(l) => Value::list(
                            l.borrow()
                                .iter()
                                .map(|v| match v {
                                    Value::Bytes(x) => {
                                        Value::string(x.iter().map(|&c| c as char).collect())
                                    }
                                    o => o.clone(),
                                })
                                .collect(),
                        ),
                        o => o.clone(),
                    })
                    .collect();
                let r = super::str_methods::call(
                    vm,
                    &Rc::new(crate::values::PyStr::new(s)),
                    name,
                    &sargs,
                    kw,
                )?;
                fn back(v: Value) -> Value {
                    match v {
                        Value::Str(s) => Value::Bytes(Rc::from(
                            s.s.chars().map(|c| c as u32 as u8).collect::<Vec<u8>>(),
                        )),
                        Value::List(l) => {
                            Value::list(l.borrow().iter().cloned().map(back).collect())
                        }
                        o => o,
                    }
                }
                Ok(back(r))
            }
            _ => Err(no_attr(obj, name)),
        },
        (Value::Generator(g), _) => match name {
            "send" | "__next__" => {
                let v = args.first().cloned().unwrap_or(Value::None);
                match vm.gen_resume(g, v, None)? {
                    GenStep::Yielded(v) => Ok(v),
                    GenStep::Returned(v) => Err(PyErr::New(
                        ExcKind::StopIteration,
                        if matches!(v, Value::None) {
                            vec![]
                        } else {
                            vec![v]
                        },
                    )),
                }
            }
            "throw" => {
                let exc = args.first().cloned().unwrap_or(Value::None);
                let inst = vm.make_exception(exc)?;
                match vm.gen_resume(g, Value::None, Some(PyErr::Obj(inst)))? {
                    GenStep::Yielded(v) => Ok(v),
                    GenStep::Returned(v) => Err(PyErr::New(
                        ExcKind::StopIteration,
                        if matches!(v, Value::None) {
                            vec![]
                        } else {
                            vec![v]
                        },
                    )),
                }
            }
            "close" => {
                let started = g.borrow().frame.as_ref().map(|f| f.pc > 0).unwrap_or(false);
                if !started {
                    let mut gb = g.borrow_mut();
                    gb.finished = true;
                    gb.frame = None;
                    return Ok(Value::None);
                }
                match vm.gen_resume(
                    g,
                    Value::None,
                    Some(PyErr::New(ExcKind::GeneratorExit, vec![])),
                ) {
                    Ok(GenStep::Yielded(_)) => Err(PyErr::msg(
                        ExcKind::RuntimeError,
                        "generator ignored GeneratorExit",
                    )),
                    Ok(GenStep::Returned(_)) => Ok(Value::None),
                    Err(PyErr::Obj(o))
                        if o.class.is_subclass(vm.types.exc(ExcKind::GeneratorExit)) =>
                    {
                        Ok(Value::None)
                    }
                    Err(PyErr::New(ExcKind::GeneratorExit, _)) => Ok(Value::None),
                    Err(e) => Err(e),
                }
            }
            "__iter__" => Ok(obj.clone()),
            _ => Err(no_attr(obj, name)),
        },
        (Value::Iter(_), "__next__") => match vm.next(obj)? {
            Some(v) => Ok(v),
            None => Err(PyErr::New(ExcKind::StopIteration, vec![])),
        },
        (Value::Iter(_), "__iter__") => Ok(obj.clone()),
        (Value::Property(p), "setter" | "getter" | "deleter") => {
            let f = args.first().cloned().unwrap_or(Value::None);
            let mut np = Property {
                fget: p.fget.clone(),
                fset: p.fset.clone(),
                fdel: p.fdel.clone(),
            };
            match name {
                "setter" => np.fset = f,
                "getter" => np.fget = f,
                _ => np.fdel = f,
            }
            Ok(Value::Property(Rc::new(np)))
        }
        (Value::Instance(inst), _) => match name {
            "__init__" => {
                if let Some(e) = &inst.exc {
                    e.borrow_mut().args = args.to_vec();
                }
                Ok(Value::None)
            }
            "__repr__" => {
                if let Some(e) = &inst.exc {
                    let a = e.borrow().args.clone();
                    let inner = if a.len() == 1 {
                        vm.repr(&a[0])?
                    } else {
                        let t = vm.repr(&Value::tuple(a))?;
                        t.trim_start_matches('(').trim_end_matches(')').to_string()
                    };
                    return Ok(Value::string(format!("{}({})", inst.class.name, inner)));
                }
                Ok(Value::string(format!(
                    "<__main__.{} object at {:#x}>",
                    inst.class.qualname,
                    obj.id()
                )))
            }
            "__str__" => {
                if let Some(e) = &inst.exc {
                    let a = e.borrow().args.clone();
                    return Ok(Value::string(match a.len() {
                        0 => String::new(),
                        1 => vm.to_str(&a[0])?,
                        _ => vm.repr(&Value::tuple(a))?,
                    }));
                }
                call(vm, obj, "__repr__", args, kw)
            }
            "__eq__" => Ok(if obj.is(&args[0]) {
                Value::Bool(true)
            } else {
                Value::NotImplemented
            }),
            "__ne__" => Ok(if obj.is(&args[0]) {
                Value::Bool(false)
            } else {
                Value::NotImplemented
            }),
            "__hash__" => Ok(Value::Int((obj.id() >> 4) as i64)),
            "__format__" => {
                let s = vm.to_str(obj)?;
                Ok(Value::string(s))
            }
            "__setattr__" => {
                super::check_args("__setattr__", args, 2, 2)?;
                let Value::Str(n) = &args[0] else {
                    return Err(PyErr::type_err("attribute name must be string"));
                };
                vm.raw_set_attr(obj, &n.s.clone(), args[1].clone())?;
                Ok(Value::None)
            }
            "__delattr__" => {
                let Value::Str(n) = &args[0] else {
                    return Err(PyErr::type_err("attribute name must be string"));
                };
                if inst.dict.borrow_mut().shift_remove(&n.s).is_none() {
                    return Err(no_attr(obj, &n.s));
                }
                Ok(Value::None)
            }
            "with_traceback" => Ok(obj.clone()),
            "add_note" => Ok(Value::None),
            _ => Err(no_attr(obj, name)),
        },
        _ => Err(no_attr(obj, name)),
    }
}

/// A method looked up on a builtin class: class methods, or unbound methods taking self first.
pub fn call_class(
    vm: &mut Vm,
    c: &Rc<Class>,
    name: &str,
    args: &[Value],
    kw: Kwargs,
) -> PyResult<Value> {
    if name == "mro" && args.is_empty() {
        let mut v = vec![Value::Class(c.clone())];
        v.extend(c.mro.iter().map(|x| Value::Class(x.clone())));
        return Ok(Value::list(v));
    }
    match (c.kind, name) {
        (TypeKind::Dict, "fromkeys") => super::dict_methods::fromkeys(vm, args),
        (TypeKind::Int, "from_bytes") => {
            let Some(Value::Bytes(b)) = args.first() else {
                return Err(PyErr::type_err("cannot convert to bytes"));
            };
            let little = matches!(args.get(1).or_else(|| super::kwarg(kw, "byteorder")), Some(Value::Str(s)) if s.s == "little");
            let n = if little {
                BigInt::from_bytes_le(num_bigint::Sign::Plus, b)
            } else {
                BigInt::from_bytes_be(num_bigint::Sign::Plus, b)
            };
            Ok(Value::from_big(n))
        }
        (TypeKind::Str, "maketrans") => {
            let d = crate::values::Dict::default();
            let d = std::cell::RefCell::new(d);
            match args {
                [Value::Dict(src)] => {
                    let items: Vec<(Value, Value)> = src
                        .borrow()
                        .iter()
                        .map(|(k, v)| (k.value.clone(), v.clone()))
                        .collect();
                    for (k, v) in items {
                        let k = match k {
                            Value::Str(s) => {
                                Value::Int(s.s.chars().next().map(|c| c as i64).unwrap_or(0))
                            }
                            o => o,
                        };
                        let key = vm.key(k)?;
                        d.borrow_mut().insert(key, v);
                    }
                }
                [Value::Str(a), Value::Str(b), rest @ ..] => {
                    if a.char_len != b.char_len {
                        return Err(PyErr::value_err(
                            "the first two maketrans arguments must have equal length",
                        ));
                    }
                    for (x, y) in a.s.chars().zip(b.s.chars()) {
                        let key = vm.key(Value::Int(x as i64))?;
                        d.borrow_mut().insert(key, Value::Int(y as i64));
                    }
                    if let Some(Value::Str(z)) = rest.first() {
                        for x in z.s.chars() {
                            let key = vm.key(Value::Int(x as i64))?;
                            d.borrow_mut().insert(key, Value::None);
                        }
                    }
                }
                _ => {
                    return Err(PyErr::type_err(
                        "maketrans() arguments must be a dict or two strings",
                    ));
                }
            }
            Ok(Value::Dict(Rc::new(d)))
        }
        (TypeKind::Bytes, "fromhex") => {
            let Some(Value::Str(s)) = args.first() else {
                return Err(PyErr::type_err("fromhex() argument must be str"));
            };
            let clean: String = s.s.chars().filter(|c| !c.is_whitespace()).collect();
            if !clean.len().is_multiple_of(2) || !clean.chars().all(|c| c.is_ascii_hexdigit()) {
                return Err(PyErr::value_err(
                    "non-hexadecimal number found in fromhex() arg",
                ));
            }
            let bytes: Vec<u8> = (0..clean.len())
                .step_by(2)
                .map(|i| u8::from_str_radix(&clean[i..i + 2], 16).unwrap_or(0))
                .collect();
            Ok(Value::Bytes(Rc::from(bytes)))
        }
        (TypeKind::Object | TypeKind::Exception | TypeKind::User, "__init__") => {
            if let Some(obj @ Value::Instance(_)) = args.first() {
                return call(vm, obj, "__init__", &args[1..], kw);
            }
            Ok(Value::None)
        }
        (TypeKind::Object, "__new__") => match args.first() {
            Some(Value::Class(cls)) => vm.instantiate(cls, vec![], vec![]),
            _ => Err(PyErr::type_err("object.__new__(X): X is not a type object")),
        },
        (TypeKind::Object, "__setattr__" | "__repr__" | "__str__" | "__eq__" | "__hash__") => {
            match args.first() {
                Some(obj) => {
                    let obj = obj.clone();
                    call(vm, &obj, name, &args[1..], kw)
                }
                None => Err(PyErr::type_err(format!(
                    "descriptor '{name}' of 'object' object needs an argument"
                ))),
            }
        }
        _ => match args.first() {
            Some(obj) => {
                let t = vm.types.type_of(obj);
                if !t.is_subclass(c) {
                    return Err(PyErr::type_err(format!(
                        "descriptor '{name}' for '{}' objects doesn't apply to a '{}' object",
                        c.name,
                        obj.type_name()
                    )));
                }
                let obj = obj.clone();
                super::call_method(vm, &obj, name, &args[1..], kw)
            }
            None => Err(PyErr::type_err(format!(
                "unbound method {}.{name}() needs an argument",
                c.name
            ))),
        },
    }
}

#[allow(dead_code)]
fn unused(b: &BigInt) -> Option<i64> {
    b.to_i64()
}
