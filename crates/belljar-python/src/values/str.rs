//! `str`: UTF-8 text indexed by code point, with an ASCII fast path for indexing and length.

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

/// `repr()` of a str, CPython's quoting rules.
pub fn repr_str(s: &str) -> String {
    let quote = if s.contains('\'') && !s.contains('"') {
        '"'
    } else {
        '\''
    };
    let mut out = String::with_capacity(s.len() + 2);
    out.push(quote);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                out.push_str(&format!("\\x{:02x}", c as u32))
            }
            c if is_printable(c) => out.push(c),
            c => {
                let n = c as u32;
                if n < 0x100 {
                    out.push_str(&format!("\\x{n:02x}"));
                } else if n < 0x10000 {
                    out.push_str(&format!("\\u{n:04x}"));
                } else {
                    out.push_str(&format!("\\U{n:08x}"));
                }
            }
        }
    }
    out.push(quote);
    out
}

/// `ascii()` of a str: like repr, with every non-ASCII character escaped.
pub fn ascii_str(s: &str) -> String {
    let r = repr_str(s);
    let mut out = String::new();
    for c in r.chars() {
        let n = c as u32;
        if n < 0x80 {
            out.push(c);
        } else if n < 0x100 {
            out.push_str(&format!("\\x{n:02x}"));
        } else if n < 0x10000 {
            out.push_str(&format!("\\u{n:04x}"));
        } else {
            out.push_str(&format!("\\U{n:08x}"));
        }
    }
    out
}

/// Approximation of Python's `str.isprintable` per character for repr: Latin-1 controls and
/// a few separator/format ranges are escaped; the rest prints.
fn is_printable(c: char) -> bool {
    let n = c as u32;
    !((0x80..0xa0).contains(&n)
        || n == 0xad
        || (0x2028..=0x2029).contains(&n)
        || (0x200b..=0x200f).contains(&n)
        || (0x202a..=0x202e).contains(&n)
        || (0x2060..=0x2064).contains(&n)
        || n == 0xfeff
        || (0xd800..0xe000).contains(&n)
        || (0xe000..0xf900).contains(&n)
        || n == 0x2000
        || (0x2001..=0x200a).contains(&n)
        || n == 0x3000
        || n == 0xa0
        || n == 0x1680
        || n == 0x202f
        || n == 0x205f
        || n >= 0xf0000)
}

/// `repr()` of bytes.
pub fn repr_bytes(b: &[u8]) -> String {
    let quote = if b.contains(&b'\'') && !b.contains(&b'"') {
        '"'
    } else {
        '\''
    };
    let mut out = String::from("b");
    out.push(quote);
    for &c in b {
        match c {
            b'\\' => out.push_str("\\\\"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            b'\t' => out.push_str("\\t"),
            c if c as char == quote => {
                out.push('\\');
                out.push(quote);
            }
            0x20..=0x7e => out.push(c as char),
            c => out.push_str(&format!("\\x{c:02x}")),
        }
    }
    out.push(quote);
    out
}
