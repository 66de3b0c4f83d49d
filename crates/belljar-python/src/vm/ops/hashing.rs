//! Hashing and keyed lookup: `hash()`, dict and set keys, and the probes that may run a user
//! `__eq__`.

use super::*;
use super::{PyErr, PyResult, Vm};
use crate::values::dict::hash_str;
use crate::values::float::hash_float;
use crate::values::int::{hash_big, hash_i64};
use crate::values::{Key, SetObj, Value};
use std::cell::RefCell;

impl Vm {
    /// The dict/set key for a value (TypeError when unhashable).
    pub fn key(&mut self, v: Value) -> PyResult<Key> {
        let hash = self.hash(&v)?;
        Ok(Key { hash, value: v })
    }

    /// Whether equality of `v` involves user code (instances with `__eq__`).
    pub(crate) fn user_eq(v: &Value) -> bool {
        match v {
            Value::Instance(i) => i.class.lookup("__eq__").is_some(),
            Value::Tuple(t) => t.iter().any(Self::user_eq),
            _ => false,
        }
    }

    /// Index of `key` in a dict, using user `__eq__` when keys need it.
    pub fn dict_find(
        &mut self,
        d: &RefCell<crate::values::Dict>,
        key: &Key,
    ) -> PyResult<Option<usize>> {
        if let Some(i) = d.borrow().get_index_of(key) {
            return Ok(Some(i));
        }
        if Self::user_eq(&key.value) {
            'restart: loop {
                let cands: Vec<(usize, Value)> = d
                    .borrow()
                    .iter()
                    .enumerate()
                    .filter(|(_, (k, _))| k.hash == key.hash)
                    .map(|(i, (k, _))| (i, k.value.clone()))
                    .collect();
                for (i, kv) in cands {
                    // The stored key is compared first, as in CPython (its `__eq__` decides).
                    let equal = self.eq(&kv, &key.value)?;
                    // A `__eq__` that changed the dict sends the lookup back to the start,
                    // as CPython's does (each round runs user code, so the limits apply).
                    let still = d
                        .borrow()
                        .get_index(i)
                        .is_some_and(|(k, _)| k.value.is(&kv));
                    if !still {
                        self.check_limits()?;
                        continue 'restart;
                    }
                    if equal {
                        return Ok(Some(i));
                    }
                }
                return Ok(None);
            }
        }
        Ok(None)
    }

    /// `d[key] = value`, keeping the existing key object when an equal one exists.
    pub fn dict_set(
        &mut self,
        d: &RefCell<crate::values::Dict>,
        key: Key,
        value: Value,
    ) -> PyResult<()> {
        if !Self::user_eq(&key.value) && !crate::alloc::over_budget(0) {
            // No user `__eq__` can be involved: one probe that inserts or replaces the value
            // (an existing equal key object is kept, as in CPython). Over the memory budget,
            // the path below tells a new key (refused) from a replaced value.
            let old = d.borrow_mut().insert_full(key, value).1;
            if let Some(old) = old {
                drop_fast(old);
            }
            return Ok(());
        }
        match self.dict_find(d, &key)? {
            Some(i) => {
                let old = d
                    .borrow_mut()
                    .get_index_mut(i)
                    .map(|(_, v)| std::mem::replace(v, value));
                if let Some(old) = old {
                    drop_fast(old);
                }
            }
            None => {
                self.check_growth(0)?;
                d.borrow_mut().insert(key, value);
            }
        }
        Ok(())
    }

    /// Index of `key` in a set.
    pub fn set_find(&mut self, s: &SetObj, key: &Key) -> PyResult<Option<usize>> {
        if let Some(i) = s.find(key) {
            return Ok(Some(i));
        }
        if Self::user_eq(&key.value) {
            for (i, kv) in s.with_hash(key.hash) {
                if self.eq(&kv, &key.value)? {
                    return Ok(Some(i));
                }
            }
        }
        Ok(None)
    }

    /// Add to a set unless an equal element is there.
    pub fn set_add(&mut self, s: &RefCell<SetObj>, key: Key) -> PyResult<()> {
        if Self::user_eq(&key.value) {
            let snapshot = s.borrow().clone();
            if self.set_find(&snapshot, &key)?.is_some() {
                return Ok(());
            }
        }
        self.check_growth(0)?;
        s.borrow_mut().insert(key);
        Ok(())
    }

    /// `hash(v)`.
    pub fn hash(&mut self, v: &Value) -> PyResult<i64> {
        Ok(match v {
            Value::Int(i) => hash_i64(*i),
            Value::Str(s) => s.hash(),
            Value::Bool(b) => *b as i64,
            Value::None => 0x5f5e100,
            Value::Float(f) => hash_float(f.get()),
            Value::BigInt(b) => hash_big(b),
            Value::Tuple(t) => {
                let _level = crate::vm::nest::enter(crate::vm::nest::Ctx::Plain)?;
                // CPython's xxHash-based tuple hash (`tuplehash`).
                const PRIME_1: u64 = 11400714785074694791;
                const PRIME_2: u64 = 14029467366897019727;
                const PRIME_5: u64 = 2870177450012600261;
                let mut acc = PRIME_5;
                for x in t.iter() {
                    let lane = self.hash(x)? as u64;
                    acc = acc.wrapping_add(lane.wrapping_mul(PRIME_2));
                    acc = acc.rotate_left(31);
                    acc = acc.wrapping_mul(PRIME_1);
                }
                acc = acc.wrapping_add(t.len() as u64 ^ (PRIME_5 ^ 3527539));
                if acc == u64::MAX {
                    1546275796
                } else {
                    acc as i64
                }
            }
            Value::FrozenSet(s) => s.frozen_hash(),
            Value::Bytes(b) => hash_str(&String::from_utf8_lossy(b)) ^ 0x55,
            Value::Range(r) => hash_i64(r.start ^ r.stop.rotate_left(20) ^ r.step.rotate_left(40)),
            Value::List(_) | Value::Dict(_) | Value::Set(_) | Value::Slice(_) => {
                return Err(PyErr::type_err(format!(
                    "unhashable type: '{}'",
                    v.type_name()
                )));
            }
            Value::Instance(i) => {
                if let Some(h) = i.class.lookup("__hash__") {
                    if matches!(h, Value::None) {
                        return Err(PyErr::type_err(format!(
                            "unhashable type: '{}'",
                            v.type_name()
                        )));
                    }
                    let m = self.bind(v, h);
                    let r = self.call(&m, vec![], vec![])?;
                    // As CPython: an int that fits is the hash as it is (-1 becomes -2); a
                    // bigger one is reduced like the int's own hash.
                    return match r {
                        Value::Int(-1) => Ok(-2),
                        Value::Int(i) => Ok(i),
                        Value::BigInt(b) => Ok(hash_big(&b)),
                        Value::Bool(b) => Ok(b as i64),
                        _ => Err(PyErr::type_err("__hash__ method should return an integer")),
                    };
                }
                match &i.payload {
                    Some(Value::List(_) | Value::Dict(_) | Value::Set(_)) => {
                        return Err(PyErr::type_err(format!(
                            "unhashable type: '{}'",
                            v.type_name()
                        )));
                    }
                    Some(p) => {
                        let p = p.clone();
                        return self.hash(&p);
                    }
                    None => {}
                }
                if i.class.lookup("__eq__").is_some() {
                    return Err(PyErr::type_err(format!(
                        "unhashable type: '{}'",
                        v.type_name()
                    )));
                }
                (v.id() >> 4) as i64
            }
            Value::Native(o) => match o.hash(self)? {
                Some(h) => h,
                None => (v.id() >> 4) as i64,
            },
            other => (other.id() >> 4) as i64,
        })
    }
}
