//! The runtime half of `match` statements: mapping-key and class patterns.

use super::super::Frame;
use super::{PyErr, PyResult, Vm};
use crate::compile::code::Op;
use crate::values::Value;
use std::rc::Rc;

impl Vm {
    /// Values for the keys of a mapping pattern, or None.
    pub fn match_keys(&mut self, subj: &Value, keys: &Value) -> PyResult<Value> {
        let (Value::Dict(d), Value::Tuple(ks)) = (subj.base_value(), keys) else {
            return Ok(Value::None);
        };
        let mut out = Vec::with_capacity(ks.len());
        for k in ks.iter() {
            let key = self.key(k.clone())?;
            match d.borrow().get(&key) {
                Some(v) => out.push(v.clone()),
                None => return Ok(Value::None),
            }
        }
        Ok(Value::tuple(out))
    }

    /// Attributes for a class pattern, or None when it does not match.
    pub fn match_class(
        &mut self,
        subj: &Value,
        cls: &Value,
        npos: usize,
        names: &Value,
    ) -> PyResult<Value> {
        let Value::Class(c) = cls else {
            return Err(PyErr::type_err("called match pattern must be a class"));
        };
        let t = self.types.type_of(subj);
        if !t.is_subclass(c) {
            return Ok(Value::None);
        }
        let mut out = Vec::new();
        if npos > 0 {
            // The builtin types that match themselves, and their subclasses that do not say
            // otherwise with `__match_args__`.
            let self_match = (c.builtin || c.lookup("__match_args__").is_none())
                && matches!(
                    c.kind,
                    crate::values::object::TypeKind::Int
                        | crate::values::object::TypeKind::Str
                        | crate::values::object::TypeKind::Float
                        | crate::values::object::TypeKind::Bool
                        | crate::values::object::TypeKind::List
                        | crate::values::object::TypeKind::Tuple
                        | crate::values::object::TypeKind::Dict
                        | crate::values::object::TypeKind::Set
                        | crate::values::object::TypeKind::FrozenSet
                        | crate::values::object::TypeKind::Bytes
                );
            if self_match {
                if npos > 1 {
                    return Err(PyErr::type_err(format!(
                        "{}() accepts 1 positional sub-pattern ({npos} given)",
                        c.name
                    )));
                }
                out.push(subj.clone());
            } else {
                let ma = c.lookup("__match_args__");
                let ma = match ma {
                    Some(Value::Tuple(t)) => t,
                    _ => {
                        return Err(PyErr::type_err(format!(
                            "{}() accepts 0 positional sub-patterns ({npos} given)",
                            c.name
                        )));
                    }
                };
                if npos > ma.len() {
                    return Err(PyErr::type_err(format!(
                        "{}() accepts {} positional sub-patterns ({npos} given)",
                        c.name,
                        ma.len()
                    )));
                }
                for n in ma.iter().take(npos) {
                    let Value::Str(n) = n else { continue };
                    match self.get_attr(subj, &n.s) {
                        Ok(v) => out.push(v),
                        Err(_) => return Ok(Value::None),
                    }
                }
            }
        }
        if let Value::Tuple(ns) = names {
            for n in ns.iter() {
                let Value::Str(n) = n else { continue };
                match self.get_attr(subj, &n.s) {
                    Ok(v) => out.push(v),
                    Err(_) => return Ok(Value::None),
                }
            }
        }
        Ok(Value::tuple(out))
    }

    /// The `match` statement's instructions: sequence/mapping tests, keys, class patterns and `**rest`.
    #[inline(never)]
    pub(crate) fn pattern_op(&mut self, f: &mut Frame, op: Op) -> PyResult<()> {
        match op {
            Op::GetLen => {
                let v = f.stack.pop().unwrap();
                let n = self.len(&v)?;
                f.stack.push(Value::Int(n as i64));
            }
            Op::MatchSequence => {
                let v = f.stack.pop().unwrap();
                let r = match &v {
                    Value::List(_) | Value::Tuple(_) | Value::Range(_) => true,
                    // A subclass of a builtin type is a sequence when its base is one.
                    Value::Instance(i) if i.payload.is_some() => matches!(
                        i.payload,
                        Some(Value::List(_) | Value::Tuple(_) | Value::Range(_))
                    ),
                    Value::Instance(i) => {
                        i.class.lookup("__getitem__").is_some()
                            && i.class.lookup("__len__").is_some()
                            && i.class.lookup("keys").is_none()
                    }
                    _ => false,
                };
                f.stack.push(Value::bool(r));
            }
            Op::MatchMapping => {
                let v = f.stack.pop().unwrap();
                f.stack
                    .push(Value::bool(matches!(v.base_value(), Value::Dict(_))));
            }
            Op::MatchKeys => {
                let keys = f.stack.pop().unwrap();
                let subj = f.stack.last().unwrap().clone();
                let r = self.match_keys(&subj, &keys)?;
                f.stack.push(r);
            }
            Op::MatchClass(npos) => {
                let names = f.stack.pop().unwrap();
                let cls = f.stack.pop().unwrap();
                let subj = f.stack.pop().unwrap();
                let r = self.match_class(&subj, &cls, npos as usize, &names)?;
                f.stack.push(r);
            }
            Op::DictWithout => {
                let keys = f.stack.pop().unwrap();
                let subj = f.stack.pop().unwrap();
                let mut out = crate::values::Dict::default();
                if let (Value::Dict(d), Value::Tuple(ks)) = (subj.base_value(), &keys) {
                    for (k, v) in d.borrow().iter() {
                        if !ks.iter().any(|x| crate::values::dict::key_eq(x, &k.value)) {
                            out.insert(k.clone(), v.clone());
                        }
                    }
                }
                f.stack.push(Value::Dict(Rc::new(
                    crate::values::teardown::DictCell::new(out),
                )));
            }
            _ => unreachable!("pattern_op given {op:?}"),
        }
        Ok(())
    }
}
