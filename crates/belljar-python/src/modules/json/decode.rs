//! `json.loads`' scanner: the rules of CPython 3.11's C scanner (`Modules/_json.c`,
//! `scan_once_unicode`, `scanstring_unicode`, `_parse_object_unicode`, `_parse_array_unicode`,
//! `_match_number_unicode`) and of `json.decoder.JSONDecoder.decode`, so that what parses, what
//! it parses to (object keys in document order, the last duplicate winning; `NaN`,
//! `Infinity`, `-Infinity`; big ints under the 4300-digit limit; floats that overflow to
//! `inf`) and every error message with its position (`Expecting ',' delimiter: line 2
//! column 5 (char 12)`, in code points) are CPython's.
//!
//! The scanner walks the UTF-8 bytes (every byte the grammar looks at is ASCII) and converts
//! a byte offset to a code-point offset only to report an error. Nesting goes through the
//! VM's depth guard, long documents check the deadline, and lists and strings are built
//! under the memory budget.

use crate::text::str_methods::{DEFAULT_MAX_STR_DIGITS, ParsedInt, parse_int};
use crate::values::PyBool;
use crate::values::Value;
use crate::vm::nest::{self, Ctx};
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// Why scanning stopped without a value.
pub enum ScanError {
    /// CPython's `StopIteration(idx)` from `scan_once`: reported as `Expecting value` at the
    /// byte offset.
    NoValue(usize),
    /// A decode error: the message (without position) and the byte offset.
    Syntax(&'static str, usize),
    /// Any other exception (recursion, memory, deadline, int digit limit).
    Py(PyErr),
}

impl From<PyErr> for ScanError {
    fn from(e: PyErr) -> Self {
        ScanError::Py(e)
    }
}

type Scan<T> = Result<T, ScanError>;

/// The JSON whitespace CPython skips: space, tab, newline, carriage return.
fn is_ws(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r')
}

struct Scanner<'a, 'v> {
    vm: &'v mut Vm,
    s: &'a str,
    b: &'a [u8],
    /// Values built since the last deadline check.
    work: usize,
}

impl Scanner<'_, '_> {
    fn skip_ws(&self, mut i: usize) -> usize {
        while i < self.b.len() && is_ws(self.b[i]) {
            i += 1;
        }
        i
    }

    fn tick(&mut self) -> PyResult<()> {
        self.work += 1;
        if self.work >= 4096 {
            self.work = 0;
            self.vm.check_deadline()?;
        }
        Ok(())
    }

    /// `scan_once_unicode`: one value starting exactly at `i`; returns it and the offset after it.
    fn value(&mut self, i: usize) -> Scan<(Value, usize)> {
        self.tick()?;
        let b = self.b;
        let Some(&c) = b.get(i) else {
            return Err(ScanError::NoValue(i));
        };
        let lit = |word: &str| b[i..].starts_with(word.as_bytes());
        match c {
            b'"' => {
                let (s, end) = self.string(i + 1)?;
                Ok((Value::string(s), end))
            }
            b'{' => {
                let _level = nest::enter(Ctx::Plain).map_err(|_| {
                    PyErr::msg(
                        ExcKind::RecursionError,
                        "maximum recursion depth exceeded while decoding a JSON object from a unicode string",
                    )
                })?;
                self.object(i + 1)
            }
            b'[' => {
                let _level = nest::enter(Ctx::Plain).map_err(|_| {
                    PyErr::msg(
                        ExcKind::RecursionError,
                        "maximum recursion depth exceeded while decoding a JSON array from a unicode string",
                    )
                })?;
                self.array(i + 1)
            }
            b'n' if lit("null") => Ok((Value::None, i + 4)),
            b't' if lit("true") => Ok((Value::Bool(PyBool::True), i + 4)),
            b'f' if lit("false") => Ok((Value::Bool(PyBool::False), i + 5)),
            b'N' if lit("NaN") => Ok((Value::float(f64::NAN), i + 3)),
            b'I' if lit("Infinity") => Ok((Value::float(f64::INFINITY), i + 8)),
            b'-' if lit("-Infinity") => Ok((Value::float(f64::NEG_INFINITY), i + 9)),
            _ => self.number(i),
        }
    }

    /// `_match_number_unicode`.
    fn number(&mut self, start: usize) -> Scan<(Value, usize)> {
        let b = self.b;
        let digit = |i: usize| b.get(i).is_some_and(u8::is_ascii_digit);
        let mut i = start;
        if b.get(i) == Some(&b'-') {
            i += 1;
        }
        match b.get(i) {
            Some(b'1'..=b'9') => {
                i += 1;
                while digit(i) {
                    i += 1;
                }
            }
            Some(b'0') => i += 1,
            _ => return Err(ScanError::NoValue(start)),
        }
        let mut is_float = false;
        if b.get(i) == Some(&b'.') && digit(i + 1) {
            is_float = true;
            i += 2;
            while digit(i) {
                i += 1;
            }
        }
        if matches!(b.get(i), Some(b'e' | b'E')) {
            let e_start = i;
            i += 1;
            if matches!(b.get(i), Some(b'-' | b'+')) {
                i += 1;
            }
            let digits_from = i;
            while digit(i) {
                i += 1;
            }
            if i > digits_from {
                is_float = true;
            } else {
                i = e_start;
            }
        }
        let text = &self.s[start..i];
        let v = if is_float {
            // Rust's parser is correctly rounded and overflows to ±inf, as CPython's does.
            Value::float(text.parse::<f64>().unwrap_or(f64::NAN))
        } else {
            match parse_int(text, 10, DEFAULT_MAX_STR_DIGITS).map_err(PyErr::from)? {
                ParsedInt::Small(v) => Value::Int(v),
                ParsedInt::Big(v) => Value::from_big(v),
            }
        };
        Ok((v, i))
    }

    /// `scanstring_unicode`: the string whose opening quote is just before `end`; returns its
    /// text and the offset after the closing quote.
    fn string(&mut self, mut end: usize) -> Scan<(String, usize)> {
        let b = self.b;
        let begin = end - 1;
        let unterminated = ScanError::Syntax("Unterminated string starting at", begin);
        let mut out = String::new();
        loop {
            let mut next = end;
            while next < b.len() && b[next] != b'"' && b[next] != b'\\' {
                if b[next] <= 0x1f {
                    return Err(ScanError::Syntax("Invalid control character at", next));
                }
                next += 1;
            }
            if next >= b.len() {
                return Err(unterminated);
            }
            self.vm.reserve((out.len() + (next - end)) as u128)?;
            out.push_str(&self.s[end..next]);
            let c = b[next];
            next += 1;
            if c == b'"' {
                return Ok((out, next));
            }
            let Some(&esc) = b.get(next) else {
                return Err(unterminated);
            };
            if esc != b'u' {
                end = next + 1;
                out.push(match esc {
                    b'"' => '"',
                    b'\\' => '\\',
                    b'/' => '/',
                    b'b' => '\u{8}',
                    b'f' => '\u{c}',
                    b'n' => '\n',
                    b'r' => '\r',
                    b't' => '\t',
                    // Reported at the backslash.
                    _ => return Err(ScanError::Syntax("Invalid \\escape", next - 1)),
                });
                continue;
            }
            next += 1;
            end = next + 4;
            if end >= b.len() {
                return Err(ScanError::Syntax("Invalid \\uXXXX escape", next - 1));
            }
            let Some(mut cp) = hex4(&b[next..end]) else {
                return Err(ScanError::Syntax("Invalid \\uXXXX escape", next - 1));
            };
            if (0xd800..=0xdbff).contains(&cp)
                && end + 6 < b.len()
                && b[end] == b'\\'
                && b[end + 1] == b'u'
            {
                let Some(low) = hex4(&b[end + 2..end + 6]) else {
                    return Err(ScanError::Syntax("Invalid \\uXXXX escape", end + 1));
                };
                if (0xdc00..=0xdfff).contains(&low) {
                    cp = 0x10000 + (((cp - 0xd800) << 10) | (low - 0xdc00));
                    end += 6;
                }
            }
            // A lone surrogate cannot be held by a str here: it becomes U+FFFD
            // (docs/interpreter.md, "Strings").
            out.push(char::from_u32(cp).unwrap_or('\u{fffd}'));
        }
    }

    /// `_parse_object_unicode`: the object whose `{` is just before `i`.
    fn object(&mut self, i: usize) -> Scan<(Value, usize)> {
        let b = self.b;
        let d = Value::Dict(Default::default());
        let mut i = self.skip_ws(i);
        if b.get(i) != Some(&b'}') {
            loop {
                if b.get(i) != Some(&b'"') {
                    return Err(ScanError::Syntax(
                        "Expecting property name enclosed in double quotes",
                        i,
                    ));
                }
                let (key, next) = self.string(i + 1)?;
                i = self.skip_ws(next);
                if b.get(i) != Some(&b':') {
                    return Err(ScanError::Syntax("Expecting ':' delimiter", i));
                }
                i = self.skip_ws(i + 1);
                let (v, next) = self.value(i)?;
                self.vm.setitem(&d, Value::string(key), v)?;
                i = self.skip_ws(next);
                if b.get(i) == Some(&b'}') {
                    break;
                }
                if b.get(i) != Some(&b',') {
                    return Err(ScanError::Syntax("Expecting ',' delimiter", i));
                }
                i = self.skip_ws(i + 1);
            }
        }
        Ok((d, i + 1))
    }

    /// `_parse_array_unicode`: the array whose `[` is just before `i`.
    fn array(&mut self, i: usize) -> Scan<(Value, usize)> {
        let b = self.b;
        let mut items = Vec::new();
        let mut i = self.skip_ws(i);
        if b.get(i) != Some(&b']') {
            loop {
                let (v, next) = self.value(i)?;
                self.vm.push_item(&mut items, v)?;
                i = self.skip_ws(next);
                if b.get(i) == Some(&b']') {
                    break;
                }
                if b.get(i) != Some(&b',') {
                    return Err(ScanError::Syntax("Expecting ',' delimiter", i));
                }
                i = self.skip_ws(i + 1);
            }
        }
        Ok((Value::list(items), i + 1))
    }
}

/// Four hex digits as a code point.
fn hex4(b: &[u8]) -> Option<u32> {
    let mut v = 0;
    for &c in b {
        v = v * 16 + (c as char).to_digit(16)?;
    }
    Some(v)
}

/// A decode failure, before it becomes a `JSONDecodeError`: the message and the code-point
/// position, line and column (CPython's `JSONDecodeError.msg/pos/lineno/colno`).
pub struct DecodeError {
    /// The message without its position (`Expecting value`).
    pub msg: &'static str,
    /// Offset in code points.
    pub pos: usize,
    /// 1-based line.
    pub lineno: usize,
    /// 1-based column, in code points.
    pub colno: usize,
}

impl DecodeError {
    fn at(text: &str, msg: &'static str, byte: usize) -> DecodeError {
        let before = &text[..byte.min(text.len())];
        let pos = before.chars().count();
        let lineno = before.matches('\n').count() + 1;
        let colno = match before.rfind('\n') {
            Some(nl) => before[nl + 1..].chars().count() + 1,
            None => pos + 1,
        };
        DecodeError {
            msg,
            pos,
            lineno,
            colno,
        }
    }

    /// CPython's `str()` of the error.
    pub fn message(&self) -> String {
        format!(
            "{}: line {} column {} (char {})",
            self.msg, self.lineno, self.colno, self.pos
        )
    }
}

/// `JSONDecoder().decode(text)`: the value, a decode error, or another exception.
pub fn decode(vm: &mut Vm, text: &str) -> PyResult<Result<Value, DecodeError>> {
    if text.starts_with('\u{feff}') {
        return Ok(Err(DecodeError::at(
            text,
            "Unexpected UTF-8 BOM (decode using utf-8-sig)",
            0,
        )));
    }
    let mut sc = Scanner {
        vm,
        s: text,
        b: text.as_bytes(),
        work: 0,
    };
    let start = sc.skip_ws(0);
    match sc.value(start) {
        Ok((v, end)) => {
            let end = sc.skip_ws(end);
            if end != text.len() {
                return Ok(Err(DecodeError::at(text, "Extra data", end)));
            }
            Ok(Ok(v))
        }
        Err(ScanError::NoValue(at)) => Ok(Err(DecodeError::at(text, "Expecting value", at))),
        Err(ScanError::Syntax(msg, at)) => Ok(Err(DecodeError::at(text, msg, at))),
        Err(ScanError::Py(e)) => Err(e),
    }
}
