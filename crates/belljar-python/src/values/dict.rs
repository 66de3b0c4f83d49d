//! `dict` storage (sets are in `set.rs`): insertion-ordered hash maps keyed by [`Key`], which
//! carries a precomputed Python hash and compares with Python equality for builtin values.

use std::hash::{BuildHasherDefault, Hash, Hasher};

use indexmap::IndexMap;

use super::Value;

/// A dict key: the value and its Python hash.
#[derive(Clone)]
pub struct Key {
    /// The precomputed hash.
    pub hash: i64,
    /// The key value.
    pub value: Value,
}

impl Hash for Key {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.hash as u64);
    }
}

impl PartialEq for Key {
    fn eq(&self, other: &Key) -> bool {
        self.hash == other.hash && key_eq(&self.value, &other.value)
    }
}
impl Eq for Key {}

/// Equality of hashable values without calling user code (instances compare by identity).
pub fn key_eq(a: &Value, b: &Value) -> bool {
    use Value::*;
    match (a, b) {
        (Int(x), Int(y)) => x == y,
        // (The same str object first: constant keys and keys looked up again.)
        (Str(x), Str(y)) => std::rc::Rc::ptr_eq(x, y) || x.s == y.s,
        (Bool(x), Bool(y)) => x == y,
        (Int(x), Bool(y)) | (Bool(y), Int(x)) => *x == *y as i64,
        (Float(x), Float(y)) => x == y,
        (Int(x), Float(y)) | (Float(y), Int(x)) => (*x as f64) == y.get() && (y.get() as i64) == *x,
        (Bool(x), Float(y)) | (Float(y), Bool(x)) => (*x as i64 as f64) == y.get(),
        (BigInt(x), BigInt(y)) => x == y,
        (BigInt(x), Float(y)) | (Float(y), BigInt(x)) => {
            y.fract() == 0.0 && y.is_finite() && num_bigint::BigInt::from(y.get() as i128) == **x
        }
        // The same tuple object first (CPython's lookup compares keys by identity before
        // equality: a tuple holding a NaN finds itself), then item by item.
        (Tuple(x), Tuple(y)) => {
            std::rc::Rc::ptr_eq(x, y)
                || x.len() == y.len() && x.iter().zip(y.iter()).all(|(a, b)| key_eq(a, b))
        }
        (Bytes(x), Bytes(y)) => x == y,
        (FrozenSet(x), FrozenSet(y)) => x.len() == y.len() && x.iter().all(|k| y.contains(k)),
        (None, None) => true,
        (Range(x), Range(y)) => x == y,
        // An instance of a builtin type's subclass that keeps the builtin equality.
        (Instance(i), _) if i.payload.is_some() && i.class.lookup("__eq__").is_none() => {
            a.is(b) || key_eq(a.base_value(), b)
        }
        (_, Instance(i)) if i.payload.is_some() && i.class.lookup("__eq__").is_none() => {
            key_eq(a, b.base_value())
        }
        (Native(x), y) | (y, Native(x)) => x.key_eq(y).unwrap_or_else(|| a.is(b)),
        _ => a.is(b),
    }
}

/// A pass-through hasher: keys already carry their hash.
#[derive(Default)]
pub struct IdHasher(u64);
impl Hasher for IdHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ b as u64;
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n.wrapping_mul(0x9E3779B97F4A7C15);
    }
}

/// The build-hasher used by dicts and sets.
pub type IdBuild = BuildHasherDefault<IdHasher>;
/// dict storage.
pub type Dict = IndexMap<Key, Value, IdBuild>;
/// set / frozenset storage: CPython's table, in its own file.
pub use super::set::SetObj;

/// A hash for a str, stable within a process.
pub fn hash_str(s: &str) -> i64 {
    let mut h: u64 = 0xcbf29ce484222325;
    for &b in s.as_bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x100000001b3);
    }
    let r = (h >> 1) as i64;
    if r == -1 { -2 } else { r }
}
