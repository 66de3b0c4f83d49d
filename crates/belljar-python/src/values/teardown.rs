//! Dropping values without Rust recursion. Rust's drop glue for a `Value` recurses into its
//! items, so freeing a list nested a million deep (or a long linked list of instances, or a
//! long chain of `map` iterators) would overflow the stack. [`teardown`] frees such a value
//! with an explicit work list instead: a container that is about to be freed (this is its
//! last reference) is emptied first, and its items that are themselves about-to-be-freed
//! containers go on the list rather than down the stack.
//!
//! The VM drops through [`teardown`] where deep structures are let go: storing over or
//! deleting a variable, dropping a frame's locals, and the end of a session. And list and
//! dict storage ([`ListCell`], [`DictCell`]) hand their items to [`teardown`] when they are
//! freed, wherever that happens (`l.clear()`, a discarded temporary, a class namespace), so
//! the Rust drop glue never recurses through them.

use std::cell::RefCell;
use std::ops::Deref;
use std::rc::Rc;

use super::{Dict, Instance, IterState, Value};

/// A list's storage: a `RefCell<Vec<Value>>` (it derefs to one) whose drop frees its items
/// through [`teardown`], never by recursing.
#[derive(Default)]
pub struct ListCell(RefCell<Vec<Value>>);

impl ListCell {
    /// Storage holding `items`.
    pub fn new(items: Vec<Value>) -> ListCell {
        ListCell(RefCell::new(items))
    }
}

impl Deref for ListCell {
    type Target = RefCell<Vec<Value>>;
    #[inline(always)]
    fn deref(&self) -> &RefCell<Vec<Value>> {
        &self.0
    }
}

impl Drop for ListCell {
    fn drop(&mut self) {
        let items = std::mem::take(self.0.get_mut());
        if items.iter().any(frees_container) {
            teardown_all(items);
        }
    }
}

impl Drop for Instance {
    /// Attribute values are freed through [`teardown`]: a long chain of instances (a linked
    /// list) is let go without recursing once per link.
    fn drop(&mut self) {
        let attrs = self.dict.get_mut();
        if attrs.values().any(frees_container) {
            // The map has no owning iterator: clone the values out, free the map (dropping
            // only references), then the values.
            let values: Vec<Value> = attrs.values().cloned().collect();
            drop(std::mem::take(attrs));
            teardown_all(values);
        }
    }
}

/// A dict's storage: a `RefCell<Dict>` (it derefs to one) whose drop frees its keys and values
/// through [`teardown`], never by recursing.
#[derive(Default)]
pub struct DictCell(RefCell<Dict>);

impl DictCell {
    /// Storage holding `d`.
    pub fn new(d: Dict) -> DictCell {
        DictCell(RefCell::new(d))
    }
}

impl DictCell {
    /// A snapshot of the items, in order: the keys' values and the values, cloned, so the
    /// dict is not borrowed while they are used (code run with them may change it).
    pub fn pairs(&self) -> Vec<(Value, Value)> {
        self.0
            .borrow()
            .iter()
            .map(|(k, v)| (k.value.clone(), v.clone()))
            .collect()
    }
}

impl Deref for DictCell {
    type Target = RefCell<Dict>;
    #[inline(always)]
    fn deref(&self) -> &RefCell<Dict> {
        &self.0
    }
}

impl Drop for DictCell {
    fn drop(&mut self) {
        let d = std::mem::take(self.0.get_mut());
        if d.values().any(frees_container) || d.keys().any(|k| frees_container(&k.value)) {
            for (k, v) in d {
                teardown(k.value);
                teardown(v);
            }
        }
    }
}

/// Whether dropping `v` frees a container that holds other values.
#[inline(always)]
fn frees_container(v: &Value) -> bool {
    match v {
        Value::List(r) => Rc::strong_count(r) == 1,
        Value::Tuple(r) => Rc::strong_count(r) == 1 && !r.is_empty(),
        Value::Dict(r) => Rc::strong_count(r) == 1,
        Value::Set(r) => Rc::strong_count(r) == 1,
        Value::FrozenSet(r) => Rc::strong_count(r) == 1,
        Value::Instance(r) => Rc::strong_count(r) == 1,
        Value::Iter(r) => Rc::strong_count(r) == 1,
        Value::Method(r) => Rc::strong_count(r) == 1,
        Value::Slice(r) => Rc::strong_count(r) == 1,
        Value::StaticMethod(r) | Value::ClassMethod(r) => Rc::strong_count(r) == 1,
        _ => false,
    }
}

/// Drop `v` without recursing on the Rust stack (see the module docs).
#[inline(always)]
pub fn teardown(v: Value) {
    if frees_container(&v) {
        teardown_slow(v);
    } else {
        drop(v);
    }
}

/// Drop every value of `values` through [`teardown`].
pub fn teardown_all(values: impl IntoIterator<Item = Value>) {
    for v in values {
        teardown(v);
    }
}

#[cold]
fn teardown_slow(v: Value) {
    if shallow(&v) {
        // Its items free no container: the drop glue goes one level down, no further.
        drop(v);
        return;
    }
    let mut work = vec![v];
    while let Some(v) = work.pop() {
        take_apart(v, &mut work);
    }
}

/// Whether `v` (a container about to be freed) holds no item that would free a container
/// in turn: an instance of plain attribute values, a list or tuple of numbers and strings,
/// the commonest values let go. Dropping it then recurses one level at most. Long
/// containers are not scanned (the work list handles them as well as anything).
#[inline]
fn shallow(v: &Value) -> bool {
    const SCAN: usize = 16;
    let flat = |items: &[Value]| items.len() <= SCAN && !items.iter().any(frees_container);
    match v {
        Value::Instance(i) => {
            i.exc.is_none()
                && i.payload.is_none()
                && i.dict
                    .try_borrow()
                    .is_ok_and(|d| d.len() <= SCAN && !d.values().any(frees_container))
        }
        Value::List(l) => l.try_borrow().is_ok_and(|items| flat(&items)),
        Value::Tuple(t) => flat(t),
        _ => false,
    }
}

/// Free `v`, moving its items that would free containers in turn onto `work`.
fn take_apart(v: Value, work: &mut Vec<Value>) {
    let mut keep = |x: Value| {
        if frees_container(&x) {
            work.push(x);
        }
    };
    match v {
        Value::List(l) => {
            if let Ok(mut items) = l.try_borrow_mut() {
                std::mem::take(&mut *items).into_iter().for_each(&mut keep);
            }
        }
        Value::Tuple(t) => {
            if let Ok(items) = Rc::try_unwrap(t) {
                items.into_iter().for_each(&mut keep);
            }
        }
        Value::Dict(d) => {
            if let Ok(mut m) = d.try_borrow_mut() {
                for (k, x) in std::mem::take(&mut *m) {
                    keep(k.value);
                    keep(x);
                }
            }
        }
        Value::Set(s) => {
            if let Ok(mut m) = s.try_borrow_mut() {
                std::mem::take(&mut *m)
                    .into_iter()
                    .for_each(|k| keep(k.value));
            }
        }
        Value::FrozenSet(s) => {
            if let Ok(m) = Rc::try_unwrap(s) {
                m.into_iter().for_each(|k| keep(k.value));
            }
        }
        Value::Instance(i) => {
            // Attribute values are cloned out (the map has no owning iterator), so freeing
            // the instance below only drops references, never the last one.
            if let Ok(mut d) = i.dict.try_borrow_mut() {
                let attrs = std::mem::take(&mut *d);
                let values: Vec<Value> = attrs.values().cloned().collect();
                drop(attrs);
                values.into_iter().for_each(&mut keep);
            }
            if let Some(e) = &i.exc {
                if let Ok(mut e) = e.try_borrow_mut() {
                    std::mem::take(&mut e.args).into_iter().for_each(&mut keep);
                    e.cause.take().into_iter().for_each(&mut keep);
                    e.context.take().into_iter().for_each(&mut keep);
                }
            }
        }
        Value::Iter(it) => {
            if let Ok(mut st) = it.try_borrow_mut() {
                match std::mem::replace(&mut *st, IterState::Done) {
                    IterState::List(l, _) | IterState::ListRev(l, _) => keep(Value::List(l)),
                    IterState::GetItem(o, _) => keep(o),
                    IterState::Enumerate(a, b)
                    | IterState::Filter(a, b)
                    | IterState::Callable(a, b) => {
                        keep(a);
                        keep(b);
                    }
                    IterState::Zip(xs) => {
                        if let Ok(xs) = Rc::try_unwrap(xs) {
                            xs.into_iter().for_each(&mut keep);
                        }
                    }
                    IterState::Map(f, xs) => {
                        keep(f);
                        xs.into_iter().for_each(&mut keep);
                    }
                    IterState::Seq(xs, _) => {
                        if let Ok(xs) = Rc::try_unwrap(xs) {
                            xs.into_iter().for_each(&mut keep);
                        }
                    }
                    IterState::Dict(d, ..) => keep(Value::Dict(d)),
                    IterState::Set(s, ..) => keep(Value::Set(s)),
                    IterState::Range(..) | IterState::Str(..) | IterState::Done => {}
                }
            }
        }
        Value::Method(m) => {
            if let Ok((a, b)) = Rc::try_unwrap(m) {
                keep(a);
                keep(b);
            }
        }
        Value::Slice(s) => {
            if let Ok(parts) = Rc::try_unwrap(s) {
                parts.into_iter().for_each(&mut keep);
            }
        }
        Value::StaticMethod(x) | Value::ClassMethod(x) => {
            if let Ok(x) = Rc::try_unwrap(x) {
                keep(x);
            }
        }
        other => drop(other),
    }
}
