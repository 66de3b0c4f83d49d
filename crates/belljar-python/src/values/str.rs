//! `str`: UTF-8 text indexed by code point, with an ASCII fast path for indexing and length.
//! The data type only: every text rule (repr, methods, formatting) lives in `crate::text`.

/// A Python string. `char_len` is cached so `len()` is O(1); ASCII strings index in O(1).
pub struct PyStr {
    /// The text.
    pub s: String,
    /// Number of code points.
    pub char_len: usize,
}

impl PyStr {
    /// Wrap a String.
    pub fn new(s: String) -> PyStr {
        let char_len = if s.is_ascii() {
            s.len()
        } else {
            s.chars().count()
        };
        PyStr { s, char_len }
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
