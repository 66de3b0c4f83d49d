//! The word-sized payloads of [`Value::Bool`](super::Value::Bool) and
//! [`Value::Float`](super::Value::Float).
//!
//! Every kind of [`Value`](super::Value) holds at most one 8-byte integer or pointer, so the
//! compiler lays `Value` (and `Option<Value>`) out as a *scalar pair*: a tag and a word, passed
//! and returned in two registers and moved as two scalars. A `bool` or an `f64` payload would
//! make it an aggregate instead, moved with one 16-byte copy. That copy is what made values
//! slow: a value built in parts (a tag byte, then a payload word) and then moved whole is read
//! back at a wider width than it was written, and the processor cannot forward such a load
//! from its pending stores (it waits for them to reach the cache, about 15 cycles each time).
//! Hence a bool as a word-sized enum and a float as its bits.

/// A Python bool stored as a whole word (see the module comment).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[repr(u64)]
pub enum PyBool {
    /// `False`
    False = 0,
    /// `True`
    True = 1,
}

impl PyBool {
    /// The bool for `b`.
    #[inline(always)]
    pub const fn of(b: bool) -> PyBool {
        if b { PyBool::True } else { PyBool::False }
    }

    /// As a Rust `bool`.
    #[inline(always)]
    pub const fn get(self) -> bool {
        matches!(self, PyBool::True)
    }
}

impl From<bool> for PyBool {
    #[inline(always)]
    fn from(b: bool) -> PyBool {
        PyBool::of(b)
    }
}

/// A Python float stored as the bits of its `f64` (see the module comment).
#[derive(Clone, Copy)]
pub struct PyFloat(u64);

impl PyFloat {
    /// The float for `x`.
    #[inline(always)]
    pub const fn of(x: f64) -> PyFloat {
        PyFloat(x.to_bits())
    }

    /// As a Rust `f64`.
    #[inline(always)]
    pub const fn get(self) -> f64 {
        f64::from_bits(self.0)
    }
}

impl From<f64> for PyFloat {
    #[inline(always)]
    fn from(x: f64) -> PyFloat {
        PyFloat::of(x)
    }
}

impl std::fmt::Debug for PyFloat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.get().fmt(f)
    }
}

/// Reads as the `f64` (its methods: `x.is_nan()`, `x.abs()`).
impl std::ops::Deref for PyFloat {
    type Target = f64;
    #[inline(always)]
    fn deref(&self) -> &f64 {
        // SAFETY: `u64` and `f64` have the same size and alignment, and every bit pattern
        // is a valid `f64`.
        unsafe { &*(&self.0 as *const u64 as *const f64) }
    }
}

/// Float equality (`NaN` is equal to nothing).
impl PartialEq for PyFloat {
    #[inline(always)]
    fn eq(&self, other: &PyFloat) -> bool {
        self.get() == other.get()
    }
}

/// Float ordering (`NaN` is unordered).
impl PartialOrd for PyFloat {
    #[inline(always)]
    fn partial_cmp(&self, other: &PyFloat) -> Option<std::cmp::Ordering> {
        self.get().partial_cmp(&other.get())
    }
}

/// Reads as the `bool`.
impl std::ops::Deref for PyBool {
    type Target = bool;
    #[inline(always)]
    fn deref(&self) -> &bool {
        if self.get() { &true } else { &false }
    }
}

impl std::ops::Not for PyBool {
    type Output = bool;
    #[inline(always)]
    fn not(self) -> bool {
        !self.get()
    }
}
