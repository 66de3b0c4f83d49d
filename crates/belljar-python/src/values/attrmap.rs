//! [`AttrMap`], the insertion-ordered name → value map behind instance, class and class-body
//! namespaces, and [`intern`], the per-thread table that gives equal attribute names one
//! shared allocation.
//!
//! Written by hand rather than taken from a crate because the access pattern is narrow and
//! hot: namespaces are small (a handful of attributes per instance), keys are identifiers the
//! compiler interned, and a lookup by pointer over a few entries beats hashing the name. A map
//! that grows past [`INDEX_AT`] entries adds a hash index, so large namespaces stay O(1).

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::hash::BuildHasherDefault;
use std::rc::Rc;

use super::Value;
use super::object::FxHasher;

/// Entries at which a map starts keeping a hash index beside its entries.
const INDEX_AT: usize = 16;

/// Most names the interner keeps per thread; past it names are still correct, only not shared.
const INTERN_MAX: usize = 1 << 16;

/// Longest name the interner keeps (bytes). The table outlives sessions (it is per thread),
/// so what it holds must be bounded in bytes, not only in count: a program building long
/// attribute names at run time (`setattr(o, "x" * 10**6 + str(i), 1)`) would otherwise leave
/// up to [`INTERN_MAX`] of them behind on the thread. Identifiers are far shorter.
pub const INTERN_LEN_MAX: usize = 128;

type FxBuild = BuildHasherDefault<FxHasher>;

thread_local! {
    static NAMES: RefCell<HashSet<Rc<str>, FxBuild>> = RefCell::new(HashSet::default());
}

/// The shared allocation for `name` on this thread (made on first use; a name longer than
/// [`INTERN_LEN_MAX`], or past [`INTERN_MAX`] names, gets an allocation of its own).
pub fn intern(name: &str) -> Rc<str> {
    NAMES.with(|t| {
        let mut t = t.borrow_mut();
        if let Some(n) = t.get(name) {
            return n.clone();
        }
        let n: Rc<str> = Rc::from(name);
        if t.len() < INTERN_MAX && name.len() <= INTERN_LEN_MAX {
            t.insert(n.clone());
        }
        n
    })
}

/// Whether `a` and `b` name the same attribute: the same allocation (interned), or equal text.
#[inline(always)]
pub(crate) fn same(a: &str, b: &str) -> bool {
    a.len() == b.len() && (a.as_ptr() == b.as_ptr() || same_text(a.as_bytes(), b.as_bytes()))
}

/// Whether two byte strings of equal length are equal: names are short, so up to 16 bytes
/// compare as two (overlapping) words, and shorter ones byte by byte (most differ in the
/// first: `x` and `y`), without a call to `memcmp`.
#[inline(always)]
fn same_text(a: &[u8], b: &[u8]) -> bool {
    let n = a.len();
    let w = |s: &[u8], i: usize| u64::from_le_bytes(s[i..i + 8].try_into().unwrap());
    if n < 8 {
        let mut i = 0;
        while i < n {
            if a[i] != b[i] {
                return false;
            }
            i += 1;
        }
        true
    } else if n <= 16 {
        w(a, 0) == w(b, 0) && w(a, n - 8) == w(b, n - 8)
    } else {
        a == b
    }
}

/// An insertion-ordered attribute namespace.
#[derive(Clone, Default)]
pub struct AttrMap {
    entries: Vec<(Rc<str>, Value)>,
    index: Option<HashMap<Rc<str>, usize, FxBuild>>,
}

impl AttrMap {
    /// An empty map with room for `n` entries (an instance of a class with `n` slots).
    pub fn with_capacity(n: usize) -> AttrMap {
        AttrMap {
            entries: Vec::with_capacity(n),
            index: None,
        }
    }

    /// An instance namespace for class `c`: room for every slot when the class has
    /// `__slots__` (instances of such classes usually fill them all), else for as many
    /// attributes as its instances have held so far (`ClassExt::attr_hint`).
    pub fn for_class(c: &super::object::Class) -> AttrMap {
        match &c.ext.slots {
            Some(s) if s.len() <= INDEX_AT => AttrMap::with_capacity(s.len()),
            _ => AttrMap::with_capacity(c.ext.attr_hint.get() as usize),
        }
    }

    /// Position of `name`, if present.
    #[inline]
    fn find(&self, name: &str) -> Option<usize> {
        if let Some(ix) = &self.index {
            return ix.get(name).copied();
        }
        // Interned names match by pointer; text is compared only for keys of the same length.
        self.entries.iter().position(|(k, _)| same(k, name))
    }

    fn reindex(&mut self) {
        self.index = (self.entries.len() > INDEX_AT).then(|| {
            self.entries
                .iter()
                .enumerate()
                .map(|(i, (k, _))| (k.clone(), i))
                .collect()
        });
    }

    /// Position of `name`, if present (for a per-site cache of where a class's instances
    /// keep an attribute: see [`AttrMap::get_at`]).
    #[inline]
    pub fn position(&self, name: &str) -> Option<usize> {
        self.find(name)
    }

    /// The value at position `i` when that entry's key is `name`'s own allocation (an
    /// interned name): a cached position checked in one comparison, with no search. `None`
    /// says nothing about whether `name` is elsewhere in the map.
    #[inline(always)]
    pub fn get_at(&self, i: usize, name: &Rc<str>) -> Option<&Value> {
        match self.entries.get(i) {
            Some((k, v)) if std::ptr::addr_eq(Rc::as_ptr(k), Rc::as_ptr(name)) => Some(v),
            _ => None,
        }
    }

    /// As [`AttrMap::get_at`], for replacing the value in place.
    #[inline(always)]
    pub fn get_at_mut(&mut self, i: usize, name: &Rc<str>) -> Option<&mut Value> {
        match self.entries.get_mut(i) {
            Some((k, v)) if std::ptr::addr_eq(Rc::as_ptr(k), Rc::as_ptr(name)) => Some(v),
            _ => None,
        }
    }

    /// The value at position `i` (which must be in range).
    #[inline]
    pub fn value_at(&self, i: usize) -> &Value {
        &self.entries[i].1
    }

    /// Set `key` as [`AttrMap::insert_ref`] does; returns its position and the old value.
    #[inline]
    pub fn insert_ref_at(&mut self, key: &Rc<str>, v: Value) -> (usize, Option<Value>) {
        match self.find(key) {
            Some(i) => (i, Some(std::mem::replace(&mut self.entries[i].1, v))),
            None => {
                self.push(key.clone(), v);
                (self.entries.len() - 1, None)
            }
        }
    }

    /// The value of `name`.
    #[inline]
    pub fn get(&self, name: &str) -> Option<&Value> {
        self.find(name).map(|i| &self.entries[i].1)
    }

    /// Whether `name` is present.
    pub fn contains_key(&self, name: &str) -> bool {
        self.find(name).is_some()
    }

    /// Set `key` (keeping its position if present); returns the old value.
    pub fn insert(&mut self, key: Rc<str>, v: Value) -> Option<Value> {
        match self.find(&key) {
            Some(i) => Some(std::mem::replace(&mut self.entries[i].1, v)),
            None => {
                self.push(key, v);
                None
            }
        }
    }

    /// Set `key` (keeping its position if present); returns the old value. The key is
    /// cloned only when it is new (an attribute store to a name the map holds, the common
    /// case, touches no reference count).
    #[inline]
    pub fn insert_ref(&mut self, key: &Rc<str>, v: Value) -> Option<Value> {
        match self.find(key) {
            Some(i) => Some(std::mem::replace(&mut self.entries[i].1, v)),
            None => {
                self.push(key.clone(), v);
                None
            }
        }
    }

    /// Set `name` without allocating when it is present; a new name is interned.
    pub fn set(&mut self, name: &str, v: Value) -> Option<Value> {
        match self.find(name) {
            Some(i) => Some(std::mem::replace(&mut self.entries[i].1, v)),
            None => {
                self.push(intern(name), v);
                None
            }
        }
    }

    fn push(&mut self, key: Rc<str>, v: Value) {
        let i = self.entries.len();
        if let Some(ix) = &mut self.index {
            ix.insert(key.clone(), i);
        }
        self.entries.push((key, v));
        if self.index.is_none() && self.entries.len() > INDEX_AT {
            self.reindex();
        }
    }

    /// Remove `name`, keeping the order of the rest; returns its value.
    pub fn shift_remove(&mut self, name: &str) -> Option<Value> {
        let i = self.find(name)?;
        let (_, v) = self.entries.remove(i);
        if self.index.is_some() {
            self.reindex();
        }
        Some(v)
    }

    /// Number of entries.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether there are no entries.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Entries in insertion order.
    pub fn iter(&self) -> impl Iterator<Item = (&Rc<str>, &Value)> {
        self.entries.iter().map(|(k, v)| (k, v))
    }

    /// Names in insertion order.
    pub fn keys(&self) -> impl Iterator<Item = &Rc<str>> {
        self.entries.iter().map(|(k, _)| k)
    }

    /// Values in insertion order.
    pub fn values(&self) -> impl Iterator<Item = &Value> {
        self.entries.iter().map(|(_, v)| v)
    }
}

impl<'a> IntoIterator for &'a AttrMap {
    type Item = (&'a Rc<str>, &'a Value);
    type IntoIter = std::iter::Map<
        std::slice::Iter<'a, (Rc<str>, Value)>,
        fn(&'a (Rc<str>, Value)) -> (&'a Rc<str>, &'a Value),
    >;
    fn into_iter(self) -> Self::IntoIter {
        self.entries.iter().map(|(k, v)| (k, v))
    }
}

impl FromIterator<(Rc<str>, Value)> for AttrMap {
    fn from_iter<I: IntoIterator<Item = (Rc<str>, Value)>>(iter: I) -> Self {
        let mut m = AttrMap::default();
        for (k, v) in iter {
            m.insert(k, v);
        }
        m
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn order_replace_remove_and_index() {
        let mut m = AttrMap::default();
        for i in 0..40 {
            assert!(m.set(&format!("a{i}"), Value::Int(i)).is_none());
        }
        assert!(m.index.is_some());
        assert!(matches!(m.set("a3", Value::Int(-3)), Some(Value::Int(3))));
        assert!(matches!(m.shift_remove("a0"), Some(Value::Int(0))));
        assert!(m.shift_remove("a0").is_none());
        let keys: Vec<&str> = m.keys().map(|k| &**k).collect();
        assert_eq!(keys[0], "a1");
        assert_eq!(keys.len(), 39);
        assert!(matches!(m.get("a3"), Some(Value::Int(-3))));
        // Text equality works for names that were not interned.
        let other: Rc<str> = Rc::from("a7");
        assert!(matches!(m.get(&other), Some(Value::Int(7))));
        while m.len() > 2 {
            let k = m.keys().next().unwrap().clone();
            m.shift_remove(&k);
        }
        assert!(matches!(m.get("a39"), Some(Value::Int(39))));
        assert!(m.get("a1").is_none());
    }

    #[test]
    fn interned_names_share_an_allocation() {
        let a = intern("velocity");
        let b = intern(&String::from("velocity"));
        assert!(Rc::ptr_eq(&a, &b));
    }
}
