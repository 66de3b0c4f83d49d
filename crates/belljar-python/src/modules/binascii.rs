//! `binascii`: conversions between binary data and ASCII, native, following CPython 3.11's
//! `Modules/binascii.c` byte for byte: hex (`hexlify`/`unhexlify` and their `b2a_`/`a2b_`
//! names, with `sep` and `bytes_per_sep`), base64 (`b2a_base64` with `newline`, `a2b_base64`
//! with its lenient default and `strict_mode`), uuencode (`b2a_uu`, `a2b_uu`), `crc32` and
//! `crc_hqx`, and the `Error`/`Incomplete` exceptions. The `a2b_` functions take ASCII
//! strs as well as bytes-like objects, as CPython's do.

use std::rc::Rc;

use super::registry::{self, ExcDef, ModuleDef};
use crate::builtins::args::{self, Args, Method, Sig};
use crate::values::Value;
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// The `binascii` module.
pub static MODULE: ModuleDef = ModuleDef {
    functions: &[
        &HEXLIFY,
        &B2A_HEX,
        &UNHEXLIFY,
        &A2B_HEX,
        &B2A_BASE64,
        &A2B_BASE64,
        &B2A_UU,
        &A2B_UU,
        &CRC32,
        &CRC_HQX,
        &A2B_QP,
        &B2A_QP,
    ],
    exceptions: &[
        ExcDef {
            name: "Error",
            base: ExcKind::ValueError,
            module: "binascii",
        },
        ExcDef {
            name: "Incomplete",
            base: ExcKind::Exception,
            module: "binascii",
        },
    ],
    ..ModuleDef::empty("binascii")
};

const HEX_SIG: &[&str] = &["data", "sep", "bytes_per_sep"];
static HEXLIFY: Method = Method::function(Sig::kw("hexlify", HEX_SIG, 0, 3, 1), hexlify);
static B2A_HEX: Method = Method::function(Sig::kw("b2a_hex", HEX_SIG, 0, 3, 1), hexlify);
static UNHEXLIFY: Method = Method::function(Sig::one("unhexlify"), unhexlify);
static A2B_HEX: Method = Method::function(Sig::one("a2b_hex"), unhexlify);
static B2A_BASE64: Method = Method::function(
    Sig::kw("b2a_base64", &["data", "newline"], 1, 1, 1),
    b2a_base64,
);
static A2B_BASE64: Method = Method::function(
    Sig::kw("a2b_base64", &["data", "strict_mode"], 1, 1, 1),
    a2b_base64,
);
static B2A_UU: Method = Method::function(Sig::kw("b2a_uu", &["data", "backtick"], 1, 1, 1), b2a_uu);
static A2B_UU: Method = Method::function(Sig::one("a2b_uu"), a2b_uu);
static CRC32: Method = Method::function(Sig::pos("crc32", 1, 2), crc32);
static CRC_HQX: Method = Method::function(Sig::pos("crc_hqx", 2, 2), crc_hqx);
static A2B_QP: Method = Method::function(Sig::kw("a2b_qp", &["data", "header"], 0, 2, 1), a2b_qp);
static B2A_QP: Method = Method::function(
    Sig::kw(
        "b2a_qp",
        &["data", "quotetabs", "istext", "header"],
        0,
        4,
        1,
    ),
    b2a_qp,
);

/// `binascii.Error(msg)`.
fn error(vm: &mut Vm, msg: impl Into<String>) -> PyErr {
    registry::module_error(vm, "binascii", "Error", msg.into())
}

/// The data of a `b2a_` function: a bytes-like object.
fn binary(v: &Value) -> PyResult<Vec<u8>> {
    crate::builtins::bytearray::contents(v).ok_or_else(|| {
        PyErr::type_err(format!(
            "a bytes-like object is required, not '{}'",
            v.type_name()
        ))
    })
}

/// The data of an `a2b_` function: a bytes-like object or a str of ASCII characters.
pub fn ascii_data(v: &Value) -> PyResult<Vec<u8>> {
    if let Value::Str(s) = v {
        if !s.s.is_ascii() {
            return Err(PyErr::value_err(
                "string argument should contain only ASCII characters",
            ));
        }
        return Ok(s.s.as_bytes().to_vec());
    }
    crate::builtins::bytearray::contents(v).ok_or_else(|| {
        PyErr::type_err(format!(
            "argument should be bytes, buffer or ASCII string, not '{}'",
            v.type_name()
        ))
    })
}

fn bytes(b: Vec<u8>) -> Value {
    Value::Bytes(Rc::new(b))
}

/// `hexlify(data, sep=..., bytes_per_sep=1)`.
fn hexlify(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let data = binary(a.arg(0))?;
    let s = crate::builtins::misc_methods::hex_sep(vm, &data, a.get(1), a.get(2))?;
    Ok(bytes(s.into_bytes()))
}

/// `unhexlify(hexstr)`.
fn unhexlify(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let data = ascii_data(a.arg(0))?;
    if data.len() % 2 != 0 {
        return Err(error(vm, "Odd-length string"));
    }
    let mut out = Vec::with_capacity(data.len() / 2);
    for pair in data.chunks(2) {
        let d = |c: u8| (c as char).to_digit(16);
        match (d(pair[0]), d(pair[1])) {
            (Some(h), Some(l)) => out.push((h * 16 + l) as u8),
            _ => return Err(error(vm, "Non-hexadecimal digit found")),
        }
    }
    Ok(bytes(out))
}

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Standard base64 of `data` with padding (no newline).
pub fn b64encode(data: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(data.len().div_ceil(3) * 4 + 1);
    for chunk in data.chunks(3) {
        let n = chunk.len();
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let v = (b[0] as u32) << 16 | (b[1] as u32) << 8 | b[2] as u32;
        out.push(B64[(v >> 18) as usize & 63]);
        out.push(B64[(v >> 12) as usize & 63]);
        out.push(if n > 1 {
            B64[(v >> 6) as usize & 63]
        } else {
            b'='
        });
        out.push(if n > 2 { B64[v as usize & 63] } else { b'=' });
    }
    out
}

/// `b2a_base64(data, *, newline=True)`.
fn b2a_base64(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let data = binary(a.arg(0))?;
    vm.check_growth(data.len() / 3 * 4 + 8)?;
    let mut out = b64encode(&data);
    if args::truth(vm, a.get(1), true)? {
        out.push(b'\n');
    }
    Ok(bytes(out))
}

/// The value of a base64 character, or 64 for any other byte.
fn b64_value(c: u8) -> u8 {
    match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        b'/' => 63,
        _ => 64,
    }
}

/// Decode base64 as CPython's `a2b_base64`: by default characters outside the alphabet are
/// skipped and decoding stops at the padding that completes a quad; `strict` refuses
/// anything but canonical base64. `Err` is the `binascii.Error` message.
pub fn b64decode(data: &[u8], strict: bool) -> Result<Vec<u8>, String> {
    let mut out = Vec::with_capacity(data.len() / 4 * 3 + 3);
    let (mut quad, mut left, mut pads) = (0u8, 0u8, 0u8);
    let mut padding = false;
    if strict && data.first() == Some(&b'=') {
        return Err("Leading padding not allowed".into());
    }
    for (i, &c) in data.iter().enumerate() {
        if c == b'=' {
            padding = true;
            if strict && quad == 0 {
                return Err(if i == 0 {
                    "Leading padding not allowed"
                } else {
                    "Excess padding not allowed"
                }
                .into());
            }
            if quad >= 2 {
                pads += 1;
                if quad + pads >= 4 {
                    if strict && i + 1 < data.len() {
                        return Err("Excess data after padding".into());
                    }
                    return Ok(out);
                }
            }
            continue;
        }
        let v = b64_value(c);
        if v >= 64 {
            if strict {
                return Err("Only base64 data is allowed".into());
            }
            continue;
        }
        if strict && padding {
            return Err("Discontinuous padding not allowed".into());
        }
        pads = 0;
        match quad {
            0 => {
                quad = 1;
                left = v;
            }
            1 => {
                quad = 2;
                out.push(left << 2 | v >> 4);
                left = v & 0x0f;
            }
            2 => {
                quad = 3;
                out.push(left << 4 | v >> 2);
                left = v & 0x03;
            }
            _ => {
                quad = 0;
                out.push(left << 6 | v);
                left = 0;
            }
        }
    }
    match quad {
        0 => Ok(out),
        1 => Err(format!(
            "Invalid base64-encoded string: number of data characters ({}) cannot be 1 more \
             than a multiple of 4",
            out.len() / 3 * 4 + 1
        )),
        _ => Err("Incorrect padding".into()),
    }
}

/// `a2b_base64(data, /, *, strict_mode=False)`.
fn a2b_base64(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let data = ascii_data(a.arg(0))?;
    let strict = args::truth(vm, a.get(1), false)?;
    match b64decode(&data, strict) {
        Ok(b) => Ok(bytes(b)),
        Err(m) => Err(error(vm, m)),
    }
}

/// `b2a_uu(data, *, backtick=False)`: one uuencoded line of at most 45 bytes.
fn b2a_uu(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let data = binary(a.arg(0))?;
    let backtick = args::truth(vm, a.get(1), false)?;
    if data.len() > 45 {
        return Err(error(vm, "At most 45 bytes at once"));
    }
    let enc = |v: u8| {
        if backtick && v == 0 { b'`' } else { b' ' + v }
    };
    let mut out = vec![enc(data.len() as u8)];
    for chunk in data.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let v = (b[0] as u32) << 16 | (b[1] as u32) << 8 | b[2] as u32;
        for shift in [18, 12, 6, 0] {
            out.push(enc((v >> shift) as u8 & 63));
        }
    }
    out.push(b'\n');
    Ok(bytes(out))
}

/// `a2b_uu(data)`: one uuencoded line back to bytes.
fn a2b_uu(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let data = ascii_data(a.arg(0))?;
    let Some((&first, rest)) = data.split_first() else {
        // An empty line is 32 zero bytes, as CPython's.
        return Ok(bytes(vec![0; 32]));
    };
    let len = (first.wrapping_sub(b' ') & 0x3f) as usize;
    let mut out = Vec::with_capacity(len);
    let (mut acc, mut bits) = (0u32, 0u32);
    let mut i = 0;
    while out.len() < len {
        let c = rest.get(i).copied();
        i += 1;
        let v = match c {
            // A line may end early (trailing whitespace stripped): zeros follow.
            None | Some(b'\n') | Some(b'\r') => 0,
            Some(c) if (b' '..=b' ' + 64).contains(&c) => (c - b' ') & 0x3f,
            Some(_) => return Err(error(vm, "Illegal char")),
        };
        acc = acc << 6 | v as u32;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    // What follows the data may only be padding characters and the line end.
    for &c in rest.get(i..).unwrap_or(&[]) {
        if !matches!(c, b' ' | b'`' | b'\n' | b'\r') && !(b' '..=b' ' + 64).contains(&c) {
            return Err(error(vm, "Illegal char"));
        }
        if !matches!(c, b' ' | b'`' | b'@' | b'\n' | b'\r') {
            return Err(error(vm, "Trailing garbage"));
        }
    }
    Ok(bytes(out))
}

/// `crc32(data, crc=0)`: CRC-32 (zlib's), continuing from `crc`.
fn crc32(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let data = binary(a.arg(0))?;
    let start = match a.get(1) {
        Some(v) => low_bits(vm, v, 32)? as u32,
        None => 0,
    };
    let mut h = crc32fast::Hasher::new_with_initial(start);
    h.update(&data);
    Ok(Value::Int(h.finalize() as i64))
}

/// An int argument reduced to its low `bits` bits (CPython's `crc` arguments wrap, as
/// `PyLong_AsUnsignedLongMask` does).
pub fn low_bits(vm: &mut Vm, v: &Value, bits: u32) -> PyResult<u64> {
    use num_traits::ToPrimitive;
    let n = args::index_big(vm, v)?;
    let m = num_bigint::BigInt::from(1u8) << bits;
    let r = ((n % &m) + &m) % &m;
    Ok(r.to_u64().unwrap_or(0))
}

/// `crc_hqx(data, crc)`: CRC-CCITT (polynomial 0x1021, as XMODEM), continuing from `crc`.
fn crc_hqx(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let data = binary(a.arg(0))?;
    let mut crc = low_bits(vm, a.arg(1), 16)? as u16;
    for &b in &data {
        crc ^= (b as u16) << 8;
        for _ in 0..8 {
            crc = if crc & 0x8000 != 0 {
                crc << 1 ^ 0x1021
            } else {
                crc << 1
            };
        }
    }
    Ok(Value::Int(crc as i64))
}

/// `a2b_qp(data, header=False)`: quoted-printable decoded as `binascii.c` decodes it (`=XX`
/// hex escapes in either case, `=` before a line end a soft break, a lone `=` kept, `_` a
/// space in headers).
fn a2b_qp(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let data = ascii_data(a.arg(0))?;
    let header = args::truth(vm, a.get(1), false)?;
    vm.check_growth(data.len())?;
    let hex = |c: u8| (c as char).to_digit(16).map(|d| d as u8);
    let mut out = Vec::with_capacity(data.len());
    let mut i = 0;
    while i < data.len() {
        let c = data[i];
        if c == b'=' {
            i += 1;
            let Some(&next) = data.get(i) else { break };
            if next == b'\n' || next == b'\r' {
                // A soft line break: up to and past the end of the line.
                if next != b'\n' {
                    while i < data.len() && data[i] != b'\n' {
                        i += 1;
                    }
                }
                if i < data.len() {
                    i += 1;
                }
            } else if next == b'=' {
                // `==`, as broken encoders wrote it.
                out.push(b'=');
                i += 1;
            } else if let (Some(h), Some(l)) = (hex(next), data.get(i + 1).and_then(|&d| hex(d))) {
                out.push(h << 4 | l);
                i += 2;
            } else {
                out.push(b'=');
            }
        } else if header && c == b'_' {
            out.push(b' ');
            i += 1;
        } else {
            out.push(c);
            i += 1;
        }
    }
    Ok(bytes(out))
}

/// `b2a_qp(data, quotetabs=False, istext=True, header=False)`: quoted-printable as
/// `binascii.c` writes it: lines of at most 76 characters with `=` soft breaks, `=XX` for
/// bytes past 126, `=`, control characters, a `.` alone at a line's start, trailing
/// whitespace (and tabs and spaces everywhere with `quotetabs`), line ends kept in text
/// (CRLF throughout when the first line end is one) and escaped otherwise.
fn b2a_qp(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    const MAXLINESIZE: usize = 76;
    let data = binary(a.arg(0))?;
    let quotetabs = args::truth(vm, a.get(1), false)?;
    let istext = args::truth(vm, a.get(2), true)?;
    let header = args::truth(vm, a.get(3), false)?;
    vm.check_growth(data.len().saturating_mul(3))?;
    let crlf =
        matches!(data.iter().position(|&c| c == b'\n'), Some(p) if p > 0 && data[p - 1] == b'\r');
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut out: Vec<u8> = Vec::with_capacity(data.len() + data.len() / 8);
    let soft_break = |out: &mut Vec<u8>| {
        out.push(b'=');
        if crlf {
            out.push(b'\r');
        }
        out.push(b'\n');
    };
    let n = data.len();
    let (mut i, mut linelen) = (0, 0);
    while i < n {
        let c = data[i];
        let next = data.get(i + 1).copied();
        let quote = c > 126
            || c == b'='
            || (header && c == b'_')
            || (c == b'.'
                && linelen == 0
                && matches!(next, None | Some(b'\n') | Some(b'\r') | Some(0)))
            || (!istext && (c == b'\r' || c == b'\n'))
            || ((c == b'\t' || c == b' ') && next.is_none())
            || (c < 33 && c != b'\r' && c != b'\n' && (quotetabs || (c != b'\t' && c != b' ')));
        if quote {
            if linelen + 3 >= MAXLINESIZE {
                soft_break(&mut out);
                linelen = 0;
            }
            out.extend_from_slice(&[b'=', HEX[(c >> 4) as usize], HEX[(c & 15) as usize]]);
            i += 1;
            linelen += 3;
        } else if istext && (c == b'\n' || (c == b'\r' && next == Some(b'\n'))) {
            linelen = 0;
            // Whitespace before a line end is escaped.
            if let Some(&last) = out.last() {
                if last == b' ' || last == b'\t' {
                    out.pop();
                    out.extend_from_slice(&[
                        b'=',
                        HEX[(last >> 4) as usize],
                        HEX[(last & 15) as usize],
                    ]);
                }
            }
            if crlf {
                out.push(b'\r');
            }
            out.push(b'\n');
            i += if c == b'\r' { 2 } else { 1 };
        } else {
            if next.is_some() && next != Some(b'\n') && linelen + 1 >= MAXLINESIZE {
                soft_break(&mut out);
                linelen = 0;
            }
            linelen += 1;
            out.push(if header && c == b' ' { b'_' } else { c });
            i += 1;
        }
    }
    Ok(bytes(out))
}
