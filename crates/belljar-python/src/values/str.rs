//! `str`: UTF-8 text indexed by code point, with an ASCII fast path for indexing and length.
//! The data type only: every text rule (repr, methods, formatting) lives in `crate::text`.

use std::cell::Cell;

/// A Python string. `char_len` is cached so `len()` is O(1); ASCII strings index in O(1).
/// The hash is computed on first use and kept, as CPython's `str` keeps it: a string used as
/// a dict key again and again (a constant key, a loop variable) is hashed once.
pub struct PyStr {
    /// The text.
    pub s: String,
    /// Number of code points.
    pub char_len: usize,
    /// The hash ([`crate::values::dict::hash_str`] of `s`), or [`HASH_UNSET`].
    hash: Cell<i64>,
}

/// [`PyStr`]'s hash before it is computed: a value `hash_str` never returns (as Python's
/// hashes, it turns -1 into -2).
const HASH_UNSET: i64 = -1;

impl PyStr {
    /// Wrap a String.
    pub fn new(s: String) -> PyStr {
        let char_len = if s.is_ascii() {
            s.len()
        } else {
            s.chars().count()
        };
        PyStr::with_len(s, char_len)
    }
    /// Wrap a String whose number of code points the caller knows.
    pub fn with_len(s: String, char_len: usize) -> PyStr {
        debug_assert_eq!(char_len, s.chars().count());
        PyStr {
            s,
            char_len,
            hash: Cell::new(HASH_UNSET),
        }
    }
    /// `a + b`, counting code points without scanning the text again.
    pub fn concat(a: &PyStr, b: &PyStr) -> PyStr {
        let mut s = String::with_capacity(a.s.len() + b.s.len());
        s.push_str(&a.s);
        s.push_str(&b.s);
        PyStr::with_len(s, a.char_len + b.char_len)
    }
    /// Append `t` in place (only for a string nobody else references: `s += t` on the last
    /// reference). The buffer grows geometrically, so a loop of `+=` is linear.
    pub fn push_str(&mut self, t: &PyStr) {
        self.s.push_str(&t.s);
        self.char_len += t.char_len;
        self.hash.set(HASH_UNSET);
    }
    /// The Python hash of the text, computed once.
    #[inline]
    pub fn hash(&self) -> i64 {
        let h = self.hash.get();
        if h != HASH_UNSET {
            return h;
        }
        let h = crate::values::dict::hash_str(&self.s);
        self.hash.set(h);
        h
    }
    /// Whether every character is ASCII.
    pub fn is_ascii(&self) -> bool {
        self.char_len == self.s.len()
    }
    /// The byte offset of code point `i` (i <= char_len).
    pub fn byte_offset(&self, i: usize) -> usize {
        if self.is_ascii() {
            i
        } else {
            self.s
                .char_indices()
                .nth(i)
                .map(|(b, _)| b)
                .unwrap_or(self.s.len())
        }
    }
    /// The code point at index `i` (0 <= i < char_len).
    pub fn char_at(&self, i: usize) -> char {
        if self.is_ascii() {
            self.s.as_bytes()[i] as char
        } else {
            self.s.chars().nth(i).unwrap_or('\0')
        }
    }
}
