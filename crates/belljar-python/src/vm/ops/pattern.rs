//! The runtime half of `match` statements: mapping-key and class patterns.

use super::{PyErr, PyResult, Vm};
use crate::values::Value;

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
}
