//! Set algebra with CPython's algorithms (`Objects/setobject.c`): which operand is walked,
//! which is probed, when a copy is made first and when the result is resized, so results
//! come out in CPython's table order. The operand is materialised first (it may run user
//! `__iter__`/`__hash__`), then the tables are combined without user code.

use super::{PyResult, Vm};
use crate::values::{Key, SetObj, Value};
use std::cell::RefCell;
use std::rc::Rc;

/// The right operand of a set operation, read out.
pub enum Operand {
    /// A set or frozenset (read in place: no user code runs while the tables combine).
    Set(Value),
    /// A set table of its own.
    Owned(SetObj),
    /// A dict's keys in order, with their hashes.
    Dict(Vec<Key>),
    /// Any other iterable's items, in order.
    Items(Vec<Key>),
}

impl Vm {
    /// Read a set operation's operand.
    pub fn set_operand(&mut self, v: &Value) -> PyResult<Operand> {
        Ok(match v {
            Value::Set(_) | Value::FrozenSet(_) => Operand::Set(v.clone()),
            Value::Dict(d) => {
                let keys: Vec<Key> = d.borrow().keys().cloned().collect();
                Operand::Dict(keys)
            }
            _ => {
                let items = self.collect(v)?;
                let mut keys = Vec::with_capacity(items.len());
                for x in items {
                    keys.push(self.key(x)?);
                }
                Operand::Items(keys)
            }
        })
    }
}

/// The table of a set or frozenset, borrowed.
pub enum SetGuard<'a> {
    /// A set's.
    Cell(std::cell::Ref<'a, SetObj>),
    /// A frozenset's (or an owned table).
    Plain(&'a SetObj),
}

impl std::ops::Deref for SetGuard<'_> {
    type Target = SetObj;
    fn deref(&self) -> &SetObj {
        match self {
            SetGuard::Cell(r) => r,
            SetGuard::Plain(s) => s,
        }
    }
}

/// Borrow the table of a set or frozenset.
pub fn borrow_set(v: &Value) -> Option<SetGuard<'_>> {
    match v {
        Value::Set(s) => Some(SetGuard::Cell(s.borrow())),
        Value::FrozenSet(s) => Some(SetGuard::Plain(s)),
        _ => None,
    }
}

impl Operand {
    /// The operand's table when it is a set.
    fn set(&self) -> Option<SetGuard<'_>> {
        match self {
            Operand::Set(v) => borrow_set(v),
            Operand::Owned(s) => Some(SetGuard::Plain(s)),
            _ => None,
        }
    }
}

impl Vm {
    /// `s.update(v)` for a set `s` that `v` is not: members whose `__eq__` is user code are
    /// added one by one through it.
    pub fn set_update_from(&mut self, s: &RefCell<SetObj>, v: &Value) -> PyResult<()> {
        let o = self.set_operand(v)?;
        if let Operand::Items(keys) = &o {
            if keys.iter().any(|k| Vm::user_eq(&k.value)) {
                for k in keys {
                    self.set_add(s, k.clone())?;
                }
                return Ok(());
            }
        }
        self.check_growth(0)?;
        update(&mut s.borrow_mut(), &o);
        Ok(())
    }
}

/// Whether two values are the same set object.
pub fn same_set(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Set(x), Value::Set(y)) => Rc::ptr_eq(x, y),
        (Value::FrozenSet(x), Value::FrozenSet(y)) => Rc::ptr_eq(x, y),
        _ => false,
    }
}

/// `so |= other` (`set_update_internal`).
pub fn update(so: &mut SetObj, o: &Operand) {
    if let Some(s) = o.set() {
        so.merge(&s);
        return;
    }
    match o {
        Operand::Set(_) | Operand::Owned(_) => {}
        Operand::Dict(keys) => {
            so.presize(keys.len());
            for k in keys {
                so.insert(k.clone());
            }
        }
        Operand::Items(keys) => {
            for k in keys {
                so.insert(k.clone());
            }
        }
    }
}

/// A new set holding the operand's members (`set(other)`).
pub fn new_from(o: &Operand) -> SetObj {
    let mut s = SetObj::new();
    update(&mut s, o);
    s
}

/// `so & other` (`set_intersection`): the smaller set is walked, the larger probed.
pub fn intersection(so: &SetObj, o: &Operand) -> SetObj {
    let mut result = SetObj::new();
    if let Some(other) = o.set() {
        let (walk, probe) = if other.len() > so.len() {
            (so, &*other)
        } else {
            (&*other, so)
        };
        for k in walk.iter() {
            if probe.contains(k) {
                result.insert(k.clone());
            }
        }
        return result;
    }
    match o {
        Operand::Set(_) | Operand::Owned(_) => {}
        Operand::Dict(keys) | Operand::Items(keys) => {
            for k in keys {
                if so.contains(k) {
                    result.insert(k.clone());
                }
            }
        }
    }
    result
}

/// `so -= other` (`set_difference_update_internal`), then the dummy clean-up.
pub fn difference_update(so: &mut SetObj, o: &Operand) {
    if let Some(other) = o.set() {
        let small;
        let walk = if (other.len() >> 3) > so.len() {
            small = intersection(so, o);
            &small
        } else {
            &*other
        };
        for k in walk.iter() {
            so.remove(k);
        }
        so.shrink_dummies();
        return;
    }
    match o {
        Operand::Set(_) | Operand::Owned(_) => {}
        Operand::Dict(keys) | Operand::Items(keys) => {
            for k in keys {
                so.remove(k);
            }
        }
    }
    so.shrink_dummies();
}

/// `so - other` (`set_difference`).
pub fn difference(so: &SetObj, o: &Operand) -> SetObj {
    let other_len = match (o.set(), o) {
        (Some(s), _) => s.len(),
        (None, Operand::Dict(keys)) => keys.len(),
        _ => usize::MAX,
    };
    if other_len == usize::MAX || (so.len() >> 2) > other_len {
        let mut r = so.copy();
        difference_update(&mut r, o);
        return r;
    }
    let owned;
    let guard;
    let probe: &SetObj = match (o.set(), o) {
        (Some(s), _) => {
            guard = s;
            &guard
        }
        (None, Operand::Dict(keys) | Operand::Items(keys)) => {
            owned = keys.iter().cloned().collect::<SetObj>();
            &owned
        }
        (None, _) => return so.copy(),
    };
    let mut result = SetObj::new();
    for k in so.iter() {
        if !probe.contains(k) {
            result.insert(k.clone());
        }
    }
    result
}

/// `so ^= other` (`set_symmetric_difference_update`).
pub fn symmetric_difference_update(so: &mut SetObj, o: &Operand) {
    let toggle = |so: &mut SetObj, k: &Key| {
        if so.remove(k).is_none() {
            so.insert(k.clone());
        }
    };
    match o {
        Operand::Dict(keys) => keys.iter().for_each(|k| toggle(so, k)),
        Operand::Items(_) => new_from(o).iter().for_each(|k| toggle(so, k)),
        Operand::Set(_) | Operand::Owned(_) => {
            if let Some(s) = o.set() {
                s.iter().for_each(|k| toggle(so, k));
            }
        }
    }
}

/// `so ^ other` (`set_symmetric_difference`): `set(other)` updated with `so`.
pub fn symmetric_difference(so: &SetObj, o: &Operand) -> SetObj {
    let mut r = new_from(o);
    symmetric_difference_update(&mut r, &Operand::Owned(so.clone()));
    r
}
