//! Floats as text, exactly like CPython 3.11: `repr`/`str` (shortest round-trip digits),
//! the digit-string engine behind `format()`/`%` for the `e`, `f`, `g` and `r` codes,
//! `float(str)` parsing, and `round()`.

use num_bigint::BigInt;
use num_traits::{FromPrimitive, ToPrimitive, Zero};

use super::error::{TextError, TextResult};
use super::str_methods::str_repr;
use super::unicode;

/// A byte buffer that lives on the stack up to 64 bytes and spills to the heap beyond.
struct Buf {
    arr: [u8; 64],
    len: usize,
    heap: Vec<u8>,
}

impl Buf {
    fn new() -> Self {
        Buf {
            arr: [0; 64],
            len: 0,
            heap: Vec::new(),
        }
    }

    fn bytes_mut(&mut self) -> &mut [u8] {
        if self.heap.is_empty() {
            &mut self.arr[..self.len]
        } else {
            &mut self.heap
        }
    }
}

impl std::fmt::Write for Buf {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        if self.heap.is_empty() && self.len + s.len() <= self.arr.len() {
            self.arr[self.len..self.len + s.len()].copy_from_slice(s.as_bytes());
            self.len += s.len();
        } else {
            if self.heap.is_empty() {
                self.heap.extend_from_slice(&self.arr[..self.len]);
            }
            self.heap.extend_from_slice(s.as_bytes());
        }
        Ok(())
    }
}

/// Decimal digits of a finite, non-negative float in dtoa's convention:
/// `value = 0.DIGITS × 10^decpt`, no trailing zeros, and zero as `("0", 1)`.
struct Digits {
    buf: Buf,
    start: usize,
    end: usize,
    decpt: i64,
}

impl Digits {
    fn zero() -> Self {
        let mut buf = Buf::new();
        buf.arr[0] = b'0';
        buf.len = 1;
        Digits {
            buf,
            start: 0,
            end: 1,
            decpt: 1,
        }
    }

    fn get(&mut self) -> &[u8] {
        let (a, b) = (self.start, self.end);
        &self.buf.bytes_mut()[a..b]
    }

    /// From plain decimal text `iii.fff` (or `iii`) in `buf`.
    fn from_fixed(mut buf: Buf) -> Self {
        let bytes = buf.bytes_mut();
        let n = bytes.len();
        let dot = bytes.iter().position(|&b| b == b'.').unwrap_or(n);
        let (start, decpt);
        if &bytes[..dot] != b"0" {
            // Shift the integer part right by one over the point.
            if dot < n {
                bytes.copy_within(0..dot, 1);
                start = 1;
            } else {
                start = 0;
            }
            decpt = dot as i64;
        } else {
            if dot + 1 >= n {
                return Digits::zero();
            }
            let lead = bytes[dot + 1..].iter().take_while(|&&b| b == b'0').count();
            if dot + 1 + lead >= n {
                return Digits::zero();
            }
            start = dot + 1 + lead;
            decpt = -(lead as i64);
        }
        let mut end = n;
        while end > start + 1 && bytes[end - 1] == b'0' {
            end -= 1;
        }
        Digits {
            buf,
            start,
            end,
            decpt,
        }
    }

    /// From scientific text `d.ddde±x` (or `de±x`) in `buf`.
    fn from_sci(mut buf: Buf) -> Self {
        let bytes = buf.bytes_mut();
        let epos = bytes.iter().position(|&b| b == b'e').unwrap_or(bytes.len());
        let exp: i64 = std::str::from_utf8(&bytes[epos + 1..])
            .ok()
            .and_then(|e| e.parse().ok())
            .unwrap_or(0);
        // Drop the '.' by moving the leading digit onto it.
        let mut start = 0;
        if epos > 1 && bytes[1] == b'.' {
            bytes[1] = bytes[0];
            start = 1;
        }
        let mut end = epos;
        while end > start + 1 && bytes[end - 1] == b'0' {
            end -= 1;
        }
        Digits {
            buf,
            start,
            end,
            decpt: exp + 1,
        }
    }
}

/// Shortest round-trip digits (dtoa mode 0), via `ryu`.
fn digits_shortest(ax: f64) -> Digits {
    use std::fmt::Write;
    if ax == 0.0 {
        return Digits::zero();
    }
    let mut rb = ryu::Buffer::new();
    let text = rb.format_finite(ax);
    let mut buf = Buf::new();
    let _ = buf.write_str(text);
    if text.contains('e') {
        Digits::from_sci(buf)
    } else {
        Digits::from_fixed(buf)
    }
}

/// An f64's exact decimal expansion has at most 1074 digits after the point and 767
/// significant digits, so asking for more than this changes nothing but trailing zeros (which
/// [`Digits`] drops); it also keeps the precision within what `core::fmt` accepts (65535).
const EXACT_DIGITS: usize = 1100;

/// `ndigits` (≥ 1) significant digits, correctly rounded (dtoa mode 2).
fn digits_significant(ax: f64, ndigits: usize) -> Digits {
    use std::fmt::Write;
    let ndigits = ndigits.min(EXACT_DIGITS);
    if ax == 0.0 {
        return Digits::zero();
    }
    let mut buf = Buf::new();
    let _ = write!(buf, "{:.*e}", ndigits - 1, ax);
    Digits::from_sci(buf)
}

/// Digits rounded to `ndigits` places after the point (dtoa mode 3).
fn digits_fixed(ax: f64, ndigits: usize) -> Digits {
    if let Some(d) = digits_fixed_small(ax, ndigits) {
        return d;
    }
    digits_fixed_fmt(ax, ndigits)
}

/// [`digits_fixed`] through `core::fmt`'s exact formatting: any value, any number of places.
fn digits_fixed_fmt(ax: f64, ndigits: usize) -> Digits {
    use std::fmt::Write;
    let ndigits = ndigits.min(EXACT_DIGITS);
    let mut buf = Buf::new();
    let _ = write!(buf, "{ax:.ndigits$}");
    Digits::from_fixed(buf)
}

/// [`digits_fixed`] by integer arithmetic when the scaled value fits a `u128` (up to 19
/// places, magnitudes below about 2^63): `ax = m·2^e` exactly, so `ax·10^ndigits` is
/// `m·10^ndigits` shifted by `e`, rounded half to even on the bits shifted out — the exact
/// rounding of dtoa's mode 3, without `core::fmt`'s exact formatting, which falls back to
/// its slow big-number algorithm on values such as `1.5` with 2 places. None when it does
/// not fit.
fn digits_fixed_small(ax: f64, ndigits: usize) -> Option<Digits> {
    const POW10: [u64; 20] = {
        let mut p = [1u64; 20];
        let mut i = 1;
        while i < 20 {
            p[i] = p[i - 1] * 10;
            i += 1;
        }
        p
    };
    if ndigits >= POW10.len() {
        return None;
    }
    let bits = ax.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1u64 << 52) - 1);
    let (m, e) = if biased == 0 {
        (frac, -1074)
    } else {
        (frac | (1u64 << 52), biased - 1075)
    };
    // Below 2^117: 2^53 · 10^19.
    let scaled = m as u128 * POW10[ndigits] as u128;
    let q = if e >= 0 {
        if e >= scaled.leading_zeros() as i64 {
            return None;
        }
        scaled << e
    } else if -e >= 118 {
        // Below half a unit of the last place (scaled < 2^117 ≤ 2^(-e-1)): rounds to zero.
        0
    } else {
        let s = (-e) as u32;
        let q = scaled >> s;
        let rest = scaled & ((1u128 << s) - 1);
        let half = 1u128 << (s - 1);
        if rest > half || (rest == half && q & 1 == 1) {
            q + 1
        } else {
            q
        }
    };
    if q == 0 {
        return Some(Digits::zero());
    }
    // The decimal digits of q, written from the end of the buffer.
    let mut buf = Buf::new();
    let mut at = buf.arr.len();
    let mut v = q;
    while v > u64::MAX as u128 {
        at -= 1;
        buf.arr[at] = b'0' + (v % 10) as u8;
        v /= 10;
    }
    let mut w = v as u64;
    while w > 0 {
        at -= 1;
        buf.arr[at] = b'0' + (w % 10) as u8;
        w /= 10;
    }
    let n = buf.arr.len() - at;
    buf.arr.copy_within(at.., 0);
    buf.len = n;
    let mut end = n;
    while end > 1 && buf.arr[end - 1] == b'0' {
        end -= 1;
    }
    Some(Digits {
        buf,
        start: 0,
        end,
        decpt: n as i64 - ndigits as i64,
    })
}

/// The formatted magnitude of a float and whether a minus sign belongs in front of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FloatText {
    /// True when the value is negative (never for a NaN, and not for a zero that
    /// `no_neg_0` cleared).
    pub negative: bool,
    /// The text without any sign, e.g. `1.5e+16`, `0.001`, `inf`.
    pub body: String,
    /// True for `inf`/`nan` (which `0`-padding and grouping treat differently).
    pub special: bool,
}

/// CPython's `PyOS_double_to_string` without the sign: `code` is one of `e E f F g G r`
/// (`r` is repr's shortest form and ignores `precision`). `add_dot_0` appends `.0` to
/// integral non-exponent results (repr, and format with no type), `alt` is the `#` flag
/// (keep the point and trailing zeros), `no_neg_0` is the `z` flag.
///
/// Callers bound `precision` first (see [`float_text_len_bound`]): the result has about
/// `precision` characters.
pub fn double_to_string(
    x: f64,
    code: char,
    precision: usize,
    add_dot_0: bool,
    alt: bool,
    no_neg_0: bool,
) -> FloatText {
    let upper = code.is_ascii_uppercase();
    let code = code.to_ascii_lowercase();
    if x.is_nan() {
        let body = if upper { "NAN" } else { "nan" };
        return FloatText {
            negative: false,
            body: body.into(),
            special: true,
        };
    }
    if x.is_infinite() {
        let body = if upper { "INF" } else { "inf" };
        return FloatText {
            negative: x < 0.0,
            body: body.into(),
            special: true,
        };
    }
    let ax = x.abs();
    let mut precision = precision as i64;
    let mut d = match code {
        'e' => {
            precision += 1;
            digits_significant(ax, precision as usize)
        }
        'f' => digits_fixed(ax, precision as usize),
        'g' => {
            if precision == 0 {
                precision = 1;
            }
            digits_significant(ax, precision as usize)
        }
        _ => digits_shortest(ax),
    };
    let mut decpt = d.decpt;
    let digits = d.get();
    let mut negative = x.is_sign_negative();
    if no_neg_0 && negative && digits == b"0" {
        negative = false;
    }
    let digits_len = digits.len() as i64;
    let mut vend = digits_len;
    let mut use_exp = false;
    match code {
        'e' => {
            use_exp = true;
            vend = precision;
        }
        'f' => vend = decpt + precision,
        'g' => {
            let limit = if add_dot_0 { precision - 1 } else { precision };
            if decpt <= -4 || decpt > limit {
                use_exp = true;
            }
            if alt {
                vend = precision;
            }
        }
        _ => {
            if decpt <= -4 || decpt > 16 {
                use_exp = true;
            }
        }
    }
    let mut exp = 0;
    if use_exp {
        exp = decpt - 1;
        decpt = 1;
    }
    let vstart = if decpt <= 0 { decpt - 1 } else { 0 };
    if !use_exp && add_dot_0 {
        vend = vend.max(decpt + 1);
    } else {
        vend = vend.max(decpt);
    }
    let zeros = |out: &mut String, n: i64| {
        for _ in 0..n.max(0) {
            out.push('0');
        }
    };
    let mut out = String::with_capacity((vend - vstart + 8).max(0) as usize);
    if decpt <= 0 {
        zeros(&mut out, decpt - vstart);
        out.push('.');
        zeros(&mut out, -decpt);
    } else {
        zeros(&mut out, -vstart);
    }
    let digits = std::str::from_utf8(digits).unwrap_or("0");
    if 0 < decpt && decpt <= digits_len {
        out.push_str(&digits[..decpt as usize]);
        out.push('.');
        out.push_str(&digits[decpt as usize..]);
    } else {
        out.push_str(digits);
    }
    if digits_len < decpt {
        zeros(&mut out, decpt - digits_len);
        out.push('.');
        zeros(&mut out, vend - decpt);
    } else {
        zeros(&mut out, vend - digits_len);
    }
    if out.ends_with('.') && !alt {
        out.pop();
    }
    if use_exp {
        out.push(if upper { 'E' } else { 'e' });
        out.push(if exp < 0 { '-' } else { '+' });
        let e = exp.unsigned_abs();
        if e < 10 {
            out.push('0');
        }
        if e >= 100 {
            out.push(char::from(b'0' + (e / 100) as u8));
        }
        if e >= 10 {
            out.push(char::from(b'0' + (e / 10 % 10) as u8));
        }
        out.push(char::from(b'0' + (e % 10) as u8));
    }
    FloatText {
        negative,
        body: out,
        special: false,
    }
}

/// An upper bound on the length of [`double_to_string`]'s result for `code` and `precision`,
/// so callers can refuse huge precisions before formatting.
pub fn float_text_len_bound(code: char, precision: usize) -> u128 {
    match code.to_ascii_lowercase() {
        'f' | '%' => 312 + precision as u128,
        _ => 12 + precision as u128,
    }
}

/// `repr(x)` (and `str(x)`, which is the same): the shortest string that round-trips,
/// switching to exponent form when the decimal exponent is below -4 or at least 16
/// (`0.1`, `1e+16`, `1e-05`, `5e-324`, `-0.0`, `inf`, `nan`).
pub fn float_repr(x: f64) -> String {
    let t = double_to_string(x, 'r', 0, true, false, false);
    if t.negative {
        format!("-{}", t.body)
    } else {
        t.body
    }
}

/// `str(x)`: identical to [`float_repr`] in Python 3.
pub fn float_str(x: f64) -> String {
    float_repr(x)
}

/// Python's ASCII whitespace for number parsing (`Py_ISSPACE`).
fn is_py_ascii_space(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\n' | '\r' | '\x0b' | '\x0c')
}

/// CPython's `_PyUnicode_TransformDecimalAndSpaceToASCII`: non-ASCII whitespace becomes a
/// space and non-ASCII decimal digits become ASCII digits; `None` if any other non-ASCII
/// character (or DEL) occurs.
pub(crate) fn transform_decimal_and_space(s: &str) -> Option<String> {
    if s.bytes().all(|b| b < 127) {
        return Some(s.to_string());
    }
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if (c as u32) < 127 {
            out.push(c);
        } else if unicode::is_space(c) {
            out.push(' ');
        } else {
            let d = unicode::decimal_value(c)?;
            out.push(char::from(b'0' + d as u8));
        }
    }
    Some(out)
}

/// CPython's underscore rule for numeric strings: an `_` must sit between two digits.
/// Returns the string without underscores, or `None` if an underscore is misplaced.
pub(crate) fn remove_underscores(s: &str) -> Option<String> {
    if !s.contains('_') {
        return Some(s.to_string());
    }
    let mut out = String::with_capacity(s.len());
    let mut prev = '\0';
    for c in s.chars() {
        if c == '_' {
            if !prev.is_ascii_digit() {
                return None;
            }
        } else {
            if prev == '_' && !c.is_ascii_digit() {
                return None;
            }
            out.push(c);
        }
        prev = c;
    }
    if prev == '_' {
        return None;
    }
    Some(out)
}

/// `float(s)` for a `str` argument: surrounding whitespace, underscores between digits,
/// non-ASCII decimal digits, `inf`/`infinity`/`nan` in any case with an optional sign.
/// Errors are `ValueError: could not convert string to float: '...'`.
pub fn float_from_str(s: &str) -> TextResult<f64> {
    // The common case — an optional sign, ASCII digits and at most one point, with a digit —
    // is text both Python and `str::parse` read the same way (correctly rounded).
    let body = s.strip_prefix(['+', '-']).unwrap_or(s).as_bytes();
    if !body.is_empty()
        && body.len() <= 64
        && body.iter().any(u8::is_ascii_digit)
        && body.iter().all(|&b| b.is_ascii_digit() || b == b'.')
        && body.iter().filter(|&&b| b == b'.').count() <= 1
    {
        if let Ok(x) = s.parse::<f64>() {
            return Ok(x);
        }
    }
    let err = || {
        TextError::value(format!(
            "could not convert string to float: {}",
            str_repr(s)
        ))
    };
    let t = transform_decimal_and_space(s).ok_or_else(err)?;
    let t = remove_underscores(&t).ok_or_else(err)?;
    let t = t.trim_matches(is_py_ascii_space);
    if t.is_empty() || t.contains(is_py_ascii_space) {
        return Err(err());
    }
    let body = t.strip_prefix(['+', '-']).unwrap_or(t);
    let ok = body.eq_ignore_ascii_case("inf")
        || body.eq_ignore_ascii_case("infinity")
        || body.eq_ignore_ascii_case("nan")
        || (body
            .bytes()
            .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'+' | b'-'))
            && body
                .bytes()
                .next()
                .is_some_and(|b| b.is_ascii_digit() || b == b'.'));
    if !ok {
        return Err(err());
    }
    t.parse::<f64>().map_err(|_| err())
}

/// `round(x, ndigits)` for a float: round-half-even on the exact binary value, as CPython does
/// with correctly rounded decimal strings. Callers clamp a big `ndigits` into `i64` first
/// (any value beyond ±400 behaves the same). NaN and infinities come back unchanged; a result
/// too large is `OverflowError: rounded value too large to represent`.
pub fn float_round(x: f64, ndigits: i64) -> TextResult<f64> {
    const NDIGITS_MAX: i64 = 323;
    const NDIGITS_MIN: i64 = -308;
    if !x.is_finite() || ndigits > NDIGITS_MAX {
        return Ok(x);
    }
    if ndigits < NDIGITS_MIN {
        return Ok(0.0 * x);
    }
    let rounded = if ndigits >= 0 {
        let s = format!("{:.*}", ndigits as usize, x);
        s.parse::<f64>().unwrap_or(x)
    } else {
        let k = (-ndigits) as usize;
        let t = x.trunc();
        let frac_nonzero = x.fract() != 0.0;
        let mut digits = format!("{:.0}", t.abs());
        if digits.len() <= k {
            digits = format!("{}{}", "0".repeat(k + 1 - digits.len()), digits);
        }
        let (head, tail) = digits.split_at(digits.len() - k);
        let mut head = BigInt::parse_bytes(head.as_bytes(), 10).unwrap_or_default();
        let tail = tail.as_bytes();
        let half_cmp = tail[0].cmp(&b'5').then_with(|| {
            if tail[1..].iter().any(|&b| b != b'0') {
                std::cmp::Ordering::Greater
            } else {
                std::cmp::Ordering::Equal
            }
        });
        let up = match half_cmp {
            std::cmp::Ordering::Greater => true,
            std::cmp::Ordering::Less => false,
            std::cmp::Ordering::Equal => frac_nonzero || head.bit(0),
        };
        if up {
            head += 1;
        }
        let sign = if x.is_sign_negative() { "-" } else { "" };
        format!("{sign}{head}e{k}")
            .parse::<f64>()
            .unwrap_or(f64::INFINITY)
    };
    if rounded.is_infinite() {
        return Err(TextError::overflow("rounded value too large to represent"));
    }
    Ok(rounded)
}

/// `int(x)` for a float (truncation toward zero), with CPython's errors for NaN
/// (`ValueError`) and infinities (`OverflowError`).
pub fn float_to_bigint(x: f64) -> TextResult<BigInt> {
    if x.is_nan() {
        return Err(TextError::value("cannot convert float NaN to integer"));
    }
    if x.is_infinite() {
        return Err(TextError::overflow(
            "cannot convert float infinity to integer",
        ));
    }
    Ok(BigInt::from_f64(x.trunc()).unwrap_or_else(BigInt::zero))
}

/// `x.hex()`: `0x1.8000000000000p+1`, `-0x0.0p+0`, `0x0.0000000000001p-1022`, `inf`, `nan`.
pub fn float_hex(x: f64) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x < 0.0 { "-inf".into() } else { "inf".into() };
    }
    let sign = if x.is_sign_negative() { "-" } else { "" };
    if x == 0.0 {
        return format!("{sign}0x0.0p+0");
    }
    let bits = x.to_bits();
    let exp_bits = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1u64 << 52) - 1);
    let (lead, exp) = if exp_bits == 0 {
        (0, -1022)
    } else {
        (1, exp_bits - 1023)
    };
    format!("{sign}0x{lead}.{frac:013x}p{exp:+}")
}

/// `float.fromhex(s)`: optional whitespace and sign, `inf`/`infinity`/`nan`, or hex digits
/// with an optional `0x` prefix, point and `p` exponent, rounded half-even to the nearest float.
/// Errors read `invalid hexadecimal floating-point string` (ValueError) and
/// `hexadecimal value too large to represent as a float` (OverflowError).
pub fn float_fromhex(s: &str) -> TextResult<f64> {
    use num_bigint::BigUint;
    use num_traits::One;
    let invalid = || TextError::value("invalid hexadecimal floating-point string");
    let t = s.trim_matches(is_py_ascii_space);
    let (negative, body) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let signed = |v: f64| if negative { -v } else { v };
    if body.eq_ignore_ascii_case("inf") || body.eq_ignore_ascii_case("infinity") {
        return Ok(signed(f64::INFINITY));
    }
    if body.eq_ignore_ascii_case("nan") {
        return Ok(signed(f64::NAN));
    }
    let b = body.as_bytes();
    let mut i = 0;
    if b.len() >= 2 && b[0] == b'0' && (b[1] == b'x' || b[1] == b'X') {
        i = 2;
    }
    let mut mant: Vec<u8> = Vec::new();
    let mut frac_digits: i64 = 0;
    let mut seen_point = false;
    let mut any_digit = false;
    while i < b.len() {
        let c = b[i];
        if c == b'.' && !seen_point {
            seen_point = true;
        } else if c.is_ascii_hexdigit() {
            any_digit = true;
            if !(mant.is_empty() && c == b'0') {
                mant.push(c);
            }
            if seen_point {
                frac_digits += 1;
            }
        } else {
            break;
        }
        i += 1;
    }
    if !any_digit {
        return Err(invalid());
    }
    let mut exp: i64 = 0;
    if i < b.len() && (b[i] == b'p' || b[i] == b'P') {
        i += 1;
        let mut eneg = false;
        if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
            eneg = b[i] == b'-';
            i += 1;
        }
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            exp = (exp * 10 + (b[i] - b'0') as i64).min(1 << 50);
            i += 1;
        }
        if i == start {
            return Err(invalid());
        }
        if eneg {
            exp = -exp;
        }
    }
    if i != b.len() {
        return Err(invalid());
    }
    if mant.is_empty() {
        return Ok(signed(0.0));
    }
    let m = BigUint::parse_bytes(&mant, 16).ok_or_else(invalid)?;
    let e = exp - 4 * frac_digits;
    let len = m.bits() as i64;
    let top = len - 1 + e;
    let overflow = || TextError::overflow("hexadecimal value too large to represent as a float");
    if top > 1024 {
        return Err(overflow());
    }
    let mut lsb = (top - 52).max(-1074);
    let shift = lsb - e;
    let q: u64 = if shift <= 0 {
        (m << (-shift) as usize).to_u64().unwrap_or(0)
    } else if shift > len {
        0
    } else {
        let shift = shift as usize;
        let mut q = (&m >> shift).to_u64().unwrap_or(0);
        let rem = &m & ((BigUint::one() << shift) - 1u32);
        let half = BigUint::one() << (shift - 1);
        if rem > half || (rem == half && q & 1 == 1) {
            q += 1;
        }
        q
    };
    let mut q = q;
    if q == 1 << 53 {
        q = 1 << 52;
        lsb += 1;
    }
    if q == 0 {
        return Ok(signed(0.0));
    }
    let bits = if q < 1 << 52 {
        q
    } else {
        let exp_field = lsb + 52 + 1023;
        if exp_field >= 0x7ff {
            return Err(overflow());
        }
        ((exp_field as u64) << 52) | (q - (1 << 52))
    };
    Ok(signed(f64::from_bits(bits)))
}

/// `round(n, ndigits)` for an int: unchanged for `ndigits >= 0`, otherwise rounded to a
/// multiple of `10**-ndigits`, ties to even (`round(25, -1) == 20`). Never builds a power of
/// ten larger than `n` itself needs.
pub fn int_round(n: &BigInt, ndigits: i64) -> BigInt {
    use num_integer::Integer;
    if ndigits >= 0 {
        return n.clone();
    }
    let k = ndigits.unsigned_abs();
    if k as f64 >= n.bits() as f64 * std::f64::consts::LOG10_2 + 2.0 {
        return BigInt::zero();
    }
    let pow = num_traits::pow(BigInt::from(10), k as usize);
    let (mut q, r) = n.div_mod_floor(&pow);
    let twice: BigInt = r * 2;
    if twice > pow || (twice == pow && q.bit(0)) {
        q += 1;
    }
    q * pow
}

/// `round(x)` with no `ndigits`: the nearest integer, ties to even, as an int.
pub fn float_round_to_int(x: f64) -> TextResult<BigInt> {
    float_to_bigint(x.round_ties_even())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fmt(x: f64, code: char, p: usize, dot0: bool, alt: bool) -> String {
        let t = double_to_string(x, code, p, dot0, alt, false);
        if t.negative {
            format!("-{}", t.body)
        } else {
            t.body
        }
    }

    #[test]
    fn fixed_by_integers_matches_exact_formatting() {
        // Ties (k/2^n), values just off them, large and tiny magnitudes, subnormals.
        let mut xs: Vec<f64> = vec![0.0, 0.5, 1.5, 2.5, 0.125, 0.375, 2.675, 1e-300, 5e-324];
        xs.extend([
            9.5,
            99.995,
            1e15 + 0.5,
            4503599627370495.5,
            9007199254740993.0,
        ]);
        xs.extend([
            1.8446744073709552e19,
            9.223372036854776e18,
            1e22,
            123_456_789.987_654_33,
        ]);
        for i in 0..2000u32 {
            let x = i as f64 * 1.5 / 16.0;
            xs.push(x);
            xs.push(f64::from_bits(x.to_bits() + 1));
            xs.push(x / 1024.0 + 1e-7 * i as f64);
        }
        for &x in &xs {
            for nd in 0..21 {
                let fast = digits_fixed_small(x, nd);
                let Some(mut fast) = fast else { continue };
                let mut slow = digits_fixed_fmt(x, nd);
                assert_eq!(
                    (fast.get().to_vec(), fast.decpt),
                    (slow.get().to_vec(), slow.decpt),
                    "{x:e} to {nd} places"
                );
            }
        }
        assert_eq!(fmt(0.125, 'f', 2, false, false), "0.12");
        assert_eq!(fmt(0.375, 'f', 2, false, false), "0.38");
        assert_eq!(fmt(-1.5, 'f', 0, false, false), "-2");
        assert_eq!(fmt(1234.5, 'f', 2, false, false), "1234.50");
    }

    #[test]
    fn repr_matches_cpython() {
        let cases: &[(f64, &str)] = &[
            (0.1, "0.1"),
            (0.1 + 0.2, "0.30000000000000004"),
            (1e16, "1e+16"),
            (1e-5, "1e-05"),
            (0.0001, "0.0001"),
            (5e-324, "5e-324"),
            (f64::INFINITY, "inf"),
            (f64::NEG_INFINITY, "-inf"),
            (f64::NAN, "nan"),
            (-f64::NAN, "nan"),
            (-0.0, "-0.0"),
            (0.0, "0.0"),
            (1.0, "1.0"),
            (123456789012345.0, "123456789012345.0"),
            (1.2345678901234567e16, "1.2345678901234568e+16"),
            (9999999999999998.0, "9999999999999998.0"),
            (1.5e300, "1.5e+300"),
            (-2.5e-7, "-2.5e-07"),
            (1e22, "1e+22"),
            (f64::MAX, "1.7976931348623157e+308"),
            (2.0f64.powi(60), "1.152921504606847e+18"),
            (100.0, "100.0"),
            (0.5, "0.5"),
        ];
        for &(x, want) in cases {
            assert_eq!(float_repr(x), want, "repr of {x:e}");
            assert_eq!(float_str(x), want);
        }
    }

    #[test]
    fn codes_match_cpython() {
        // '%.2f' % 0.125, '%.3e' % 12345.678, '%g' % ..., format(x, '.3') etc. from python3.11
        assert_eq!(fmt(0.125, 'f', 2, false, false), "0.12");
        assert_eq!(fmt(0.375, 'f', 2, false, false), "0.38");
        assert_eq!(fmt(2.5, 'f', 0, false, false), "2");
        assert_eq!(fmt(2.5, 'f', 0, false, true), "2.");
        assert_eq!(fmt(-0.0001, 'f', 2, false, false), "-0.00");
        assert_eq!(fmt(1e300, 'f', 1, false, false).len(), 303);
        assert_eq!(fmt(12345.678, 'e', 3, false, false), "1.235e+04");
        assert_eq!(fmt(0.0, 'e', 2, false, false), "0.00e+00");
        assert_eq!(fmt(1.0, 'E', 0, false, false), "1E+00");
        assert_eq!(fmt(1.0, 'e', 0, false, true), "1.e+00");
        assert_eq!(fmt(100000.0, 'g', 6, false, false), "100000");
        assert_eq!(fmt(1000000.0, 'g', 6, false, false), "1e+06");
        assert_eq!(fmt(0.0001, 'g', 6, false, false), "0.0001");
        assert_eq!(fmt(0.00001, 'g', 6, false, false), "1e-05");
        assert_eq!(fmt(1.5, 'g', 6, false, true), "1.50000");
        assert_eq!(fmt(123.456, 'g', 2, false, false), "1.2e+02");
        assert_eq!(fmt(0.0, 'g', 6, false, false), "0");
        assert_eq!(fmt(1.0, 'g', 3, true, false), "1.0");
        assert_eq!(fmt(123.0, 'g', 3, true, false), "1.23e+02");
        assert_eq!(fmt(12.0, 'g', 3, true, false), "12.0");
        assert_eq!(fmt(f64::INFINITY, 'F', 2, false, false), "INF");
        assert_eq!(fmt(-f64::INFINITY, 'g', 2, false, false), "-inf");
        let z = double_to_string(-0.001, 'f', 1, false, false, true);
        assert!(!z.negative);
        assert_eq!(z.body, "0.0");
    }

    /// Precisions past what `core::fmt` takes (65535) give CPython's exact digits and zeros
    /// (python3.11: `format(5e-324, '.70000f')` ends in `...19718265533447265625` and
    /// zeros, `'.70000g'` of 1/3 is 56 characters).
    #[test]
    fn huge_precisions_pad_with_zeros() {
        let f = fmt(5e-324, 'f', 70000, false, false);
        assert_eq!(f.len(), 70002);
        assert!(f.trim_end_matches('0').ends_with("19718265533447265625"));
        let e = fmt(5e-324, 'e', 100000, false, false);
        assert_eq!(e.len(), 100007);
        assert!(e.ends_with("0e-324"));
        assert_eq!(fmt(1.0 / 3.0, 'g', 70000, false, false).len(), 56);
        assert_eq!(fmt(2.5, 'f', 70000, false, false).len(), 70002);
    }

    #[test]
    fn parse_matches_cpython() {
        assert_eq!(float_from_str(" 1.5 ").unwrap(), 1.5);
        assert_eq!(float_from_str("1_000.000_1").unwrap(), 1000.0001);
        assert_eq!(float_from_str("-InFiNiTy").unwrap(), f64::NEG_INFINITY);
        assert!(float_from_str("nan").unwrap().is_nan());
        assert!(float_from_str("-NaN").unwrap().is_nan());
        assert_eq!(float_from_str("1e5").unwrap(), 100000.0);
        assert_eq!(float_from_str(".5").unwrap(), 0.5);
        assert_eq!(float_from_str("5.").unwrap(), 5.0);
        assert_eq!(float_from_str("1e500").unwrap(), f64::INFINITY);
        assert_eq!(float_from_str("\u{3000}١٢.٥\n").unwrap(), 12.5);
        for bad in [
            "", " ", "1_", "_1", "1__0", "1_.5", "0x10", "1e", "e5", "abc", "1 2", "--1", "in f",
            "\x1c1", "+",
        ] {
            let e = float_from_str(bad).unwrap_err();
            assert_eq!(e.kind, crate::text::ErrorKind::ValueError);
            assert_eq!(
                e.message,
                format!("could not convert string to float: {}", str_repr(bad))
            );
        }
        assert_eq!(
            float_from_str("x'y").unwrap_err().message,
            "could not convert string to float: \"x'y\""
        );
    }

    #[test]
    fn round_matches_cpython() {
        assert_eq!(float_round(2.675, 2).unwrap(), 2.67);
        assert_eq!(float_round(0.125, 2).unwrap(), 0.12);
        assert_eq!(float_round(0.375, 2).unwrap(), 0.38);
        assert_eq!(float_round(2.5, 0).unwrap(), 2.0);
        assert_eq!(float_round(1250.0, -2).unwrap(), 1200.0);
        assert_eq!(float_round(1350.0, -2).unwrap(), 1400.0);
        assert_eq!(float_round(1250.0001, -2).unwrap(), 1300.0);
        assert_eq!(float_round(-1250.0, -2).unwrap(), -1200.0);
        assert_eq!(float_round(49.0, -2).unwrap(), 0.0);
        assert_eq!(float_round(51.0, -2).unwrap(), 100.0);
        assert_eq!(float_round(123.456, -1).unwrap(), 120.0);
        assert!(float_round(-0.4, 0).unwrap().is_sign_negative());
        assert_eq!(float_round(1.5, -400).unwrap(), 0.0);
        assert_eq!(float_round(1.23456789, 400).unwrap(), 1.23456789);
        assert_eq!(float_round(5e-324, 330).unwrap(), 5e-324);
        let e = float_round(1.7976931348623157e308, -308).unwrap_err();
        assert_eq!(e.message, "rounded value too large to represent");
        assert_eq!(float_round_to_int(2.5).unwrap(), BigInt::from(2));
        assert_eq!(float_round_to_int(-3.5).unwrap(), BigInt::from(-4));
        assert_eq!(
            float_round_to_int(1e20).unwrap().to_string(),
            "100000000000000000000"
        );
        assert_eq!(float_to_bigint(-2.9).unwrap(), BigInt::from(-2));
        assert_eq!(
            float_to_bigint(f64::NAN).unwrap_err().message,
            "cannot convert float NaN to integer"
        );
        assert_eq!(
            float_to_bigint(f64::INFINITY).unwrap_err().message,
            "cannot convert float infinity to integer"
        );
    }
}
