//! `str.encode` and `bytes.decode` for the codecs agents use (`utf-8`, `ascii`, `latin-1`,
//! under CPython's aliases) with the error handlers `strict`, `ignore`, `replace`,
//! `backslashreplace` and (for encoding) `xmlcharrefreplace`, with CPython 3.11's exact
//! `UnicodeEncodeError`/`UnicodeDecodeError`/`LookupError` messages.
//!
//! The handlers that produce lone surrogates (`surrogateescape`, `surrogatepass`) cannot be
//! represented in Rust text; they fail with a `ValueError` saying so, and only when an error
//! actually needs handling (as CPython only looks a handler up then).

use std::fmt::Write;

/// A codec this module implements.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Codec {
    /// UTF-8.
    Utf8,
    /// 7-bit ASCII.
    Ascii,
    /// ISO-8859-1.
    Latin1,
}

impl Codec {
    /// The codec for an encoding name, normalised as CPython's `encodings.search_function`
    /// does (case, `-`/` ` as `_`); `None` for an unknown or unsupported name.
    pub fn lookup(name: &str) -> Option<Codec> {
        let norm: String = name
            .trim()
            .chars()
            .map(|c| match c {
                '-' | ' ' => '_',
                c => c.to_ascii_lowercase(),
            })
            .collect();
        Some(match norm.as_str() {
            "utf_8" | "utf8" | "u8" | "utf" | "cp65001" => Codec::Utf8,
            "ascii" | "us_ascii" | "646" | "us" | "ansi_x3.4_1968" | "iso646_us" => Codec::Ascii,
            "latin_1" | "latin1" | "latin" | "l1" | "iso_8859_1" | "iso8859_1" | "8859"
            | "cp819" | "iso_ir_100" => Codec::Latin1,
            _ => return None,
        })
    }

    /// The name CPython's messages use.
    pub fn name(self) -> &'static str {
        match self {
            Codec::Utf8 => "utf-8",
            Codec::Ascii => "ascii",
            Codec::Latin1 => "latin-1",
        }
    }
}

/// Which Python exception a [`CodecError`] becomes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CodecErrorKind {
    /// `LookupError` (unknown encoding or error handler).
    Lookup,
    /// `UnicodeEncodeError`.
    Encode,
    /// `UnicodeDecodeError`.
    Decode,
    /// `ValueError` (a handler this implementation cannot honour).
    Unsupported,
}

/// An encode/decode failure: the exception kind and CPython's message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CodecError {
    /// The exception kind.
    pub kind: CodecErrorKind,
    /// The message.
    pub message: String,
}

fn lookup_error(message: String) -> CodecError {
    CodecError {
        kind: CodecErrorKind::Lookup,
        message,
    }
}

/// The codec named `encoding`, or `LookupError: unknown encoding: NAME`.
pub fn codec(encoding: &str) -> Result<Codec, CodecError> {
    Codec::lookup(encoding).ok_or_else(|| lookup_error(format!("unknown encoding: {encoding}")))
}

/// What to do with the characters (or bytes) in error.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Handler {
    Strict,
    Ignore,
    Replace,
    BackslashReplace,
    XmlCharRefReplace,
}

fn handler(errors: &str, decoding: bool) -> Result<Handler, CodecError> {
    Ok(match errors {
        "strict" => Handler::Strict,
        "ignore" => Handler::Ignore,
        "replace" => Handler::Replace,
        "backslashreplace" => Handler::BackslashReplace,
        "xmlcharrefreplace" if !decoding => Handler::XmlCharRefReplace,
        "xmlcharrefreplace" => {
            return Err(CodecError {
                kind: CodecErrorKind::Unsupported,
                message: "don't know how to handle UnicodeDecodeError in error callback".into(),
            });
        }
        "surrogateescape" | "surrogatepass" | "namereplace" => {
            return Err(CodecError {
                kind: CodecErrorKind::Unsupported,
                message: format!("the '{errors}' error handler is not supported"),
            });
        }
        _ => {
            return Err(lookup_error(format!(
                "unknown error handler name '{errors}'"
            )));
        }
    })
}

fn escape_char(c: char) -> String {
    let n = c as u32;
    if n <= 0xff {
        format!("'\\x{n:02x}'")
    } else if n <= 0xffff {
        format!("'\\u{n:04x}'")
    } else {
        format!("'\\U{n:08x}'")
    }
}

/// `s.encode(encoding, errors)`.
pub fn encode(s: &str, encoding: &str, errors: &str) -> Result<Vec<u8>, CodecError> {
    let codec = codec(encoding)?;
    let limit: u32 = match codec {
        Codec::Utf8 => return Ok(s.as_bytes().to_vec()),
        Codec::Ascii => 0x80,
        Codec::Latin1 => 0x100,
    };
    if s.is_ascii() {
        return Ok(s.as_bytes().to_vec());
    }
    let chars: Vec<char> = s.chars().collect();
    let mut out = Vec::with_capacity(chars.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if (c as u32) < limit {
            out.push(c as u32 as u8);
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && chars[i] as u32 >= limit {
            i += 1;
        }
        match handler(errors, false)? {
            Handler::Strict => {
                let what = if i - start == 1 {
                    format!(
                        "character {} in position {start}",
                        escape_char(chars[start])
                    )
                } else {
                    format!("characters in position {start}-{}", i - 1)
                };
                return Err(CodecError {
                    kind: CodecErrorKind::Encode,
                    message: format!(
                        "'{}' codec can't encode {what}: ordinal not in range({limit})",
                        codec.name()
                    ),
                });
            }
            Handler::Ignore => {}
            Handler::Replace => out.extend(std::iter::repeat_n(b'?', i - start)),
            Handler::BackslashReplace => {
                for &c in &chars[start..i] {
                    let mut t = String::new();
                    let n = c as u32;
                    let _ = if n <= 0xff {
                        write!(t, "\\x{n:02x}")
                    } else if n <= 0xffff {
                        write!(t, "\\u{n:04x}")
                    } else {
                        write!(t, "\\U{n:08x}")
                    };
                    out.extend_from_slice(t.as_bytes());
                }
            }
            Handler::XmlCharRefReplace => {
                for &c in &chars[start..i] {
                    out.extend_from_slice(format!("&#{};", c as u32).as_bytes());
                }
            }
        }
    }
    Ok(out)
}

/// One undecodable stretch: its byte range and CPython's reason.
struct BadRange {
    start: usize,
    end: usize,
    reason: &'static str,
}

/// The next UTF-8 error at or after `pos` (CPython's decoder's classification: a bad start
/// byte is one byte; a truncated but so far valid sequence at the end is "unexpected end of
/// data"; otherwise the start byte and its valid continuations are "invalid continuation
/// byte"), or the length of the valid sequence at `pos`.
fn utf8_step(b: &[u8], pos: usize) -> Result<usize, BadRange> {
    let c = b[pos];
    let (need, lo, hi) = match c {
        0x00..=0x7f => return Ok(1),
        0xc2..=0xdf => (1, 0x80, 0xbf),
        0xe0 => (2, 0xa0, 0xbf),
        0xed => (2, 0x80, 0x9f),
        0xe1..=0xef => (2, 0x80, 0xbf),
        0xf0 => (3, 0x90, 0xbf),
        0xf4 => (3, 0x80, 0x8f),
        0xf1..=0xf3 => (3, 0x80, 0xbf),
        _ => {
            return Err(BadRange {
                start: pos,
                end: pos + 1,
                reason: "invalid start byte",
            });
        }
    };
    for k in 1..=need {
        let Some(&x) = b.get(pos + k) else {
            return Err(BadRange {
                start: pos,
                end: b.len(),
                reason: "unexpected end of data",
            });
        };
        let (l, h) = if k == 1 { (lo, hi) } else { (0x80, 0xbf) };
        if x < l || x > h {
            return Err(BadRange {
                start: pos,
                end: pos + k,
                reason: "invalid continuation byte",
            });
        }
    }
    Ok(need + 1)
}

/// `b.decode(encoding, errors)`.
pub fn decode(b: &[u8], encoding: &str, errors: &str) -> Result<String, CodecError> {
    let codec = codec(encoding)?;
    match codec {
        Codec::Latin1 => return Ok(b.iter().map(|&x| x as char).collect()),
        Codec::Utf8 => {
            if let Ok(s) = std::str::from_utf8(b) {
                return Ok(s.to_string());
            }
        }
        Codec::Ascii => {
            if b.is_ascii() {
                return Ok(String::from_utf8_lossy(b).into_owned());
            }
        }
    }
    let mut out = String::with_capacity(b.len());
    let mut pos = 0;
    while pos < b.len() {
        let step = match codec {
            Codec::Ascii if b[pos] >= 0x80 => Err(BadRange {
                start: pos,
                end: pos + 1,
                reason: "ordinal not in range(128)",
            }),
            Codec::Utf8 => utf8_step(b, pos),
            _ => Ok(1),
        };
        match step {
            Ok(n) => {
                // Valid by construction (ASCII, or a checked UTF-8 sequence).
                out.push_str(std::str::from_utf8(&b[pos..pos + n]).unwrap_or("\u{fffd}"));
                pos += n;
            }
            Err(bad) => {
                match handler(errors, true)? {
                    Handler::Strict => {
                        let what = if bad.end - bad.start == 1 {
                            format!("byte 0x{:02x} in position {}", b[bad.start], bad.start)
                        } else {
                            format!("bytes in position {}-{}", bad.start, bad.end - 1)
                        };
                        return Err(CodecError {
                            kind: CodecErrorKind::Decode,
                            message: format!(
                                "'{}' codec can't decode {what}: {}",
                                codec.name(),
                                bad.reason
                            ),
                        });
                    }
                    Handler::Ignore => {}
                    Handler::Replace => out.push('\u{fffd}'),
                    Handler::BackslashReplace => {
                        for &x in &b[bad.start..bad.end] {
                            let _ = write!(out, "\\x{x:02x}");
                        }
                    }
                    Handler::XmlCharRefReplace => {}
                }
                pos = bad.end;
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn enc(s: &str, e: &str, h: &str) -> Result<Vec<u8>, String> {
        encode(s, e, h).map_err(|e| e.message)
    }

    fn dec(b: &[u8], e: &str, h: &str) -> Result<String, String> {
        decode(b, e, h).map_err(|e| e.message)
    }

    /// Expected values from python3.11.
    #[test]
    fn matches_cpython() {
        assert_eq!(
            enc("a日本b", "ascii", "strict").unwrap_err(),
            "'ascii' codec can't encode characters in position 1-2: ordinal not in range(128)"
        );
        assert_eq!(
            enc("日a本", "ascii", "strict").unwrap_err(),
            "'ascii' codec can't encode character '\\u65e5' in position 0: ordinal not in range(128)"
        );
        assert_eq!(enc("é", "Latin-1", "strict").unwrap(), b"\xe9");
        assert_eq!(enc("a日b", "ascii", "replace").unwrap(), b"a?b");
        assert_eq!(
            enc("a日😀b", "ascii", "backslashreplace").unwrap(),
            b"a\\u65e5\\U0001f600b"
        );
        assert_eq!(
            enc("a日😀b", "latin-1", "xmlcharrefreplace").unwrap(),
            b"a&#26085;&#128512;b"
        );
        assert_eq!(
            enc("x", "bogus", "strict").unwrap_err(),
            "unknown encoding: bogus"
        );
        assert_eq!(
            enc("é", "ascii", "bogus").unwrap_err(),
            "unknown error handler name 'bogus'"
        );
        assert_eq!(enc("x", "ascii", "bogus").unwrap(), b"x");
        assert_eq!(
            dec(b"\xe9ab", "utf-8", "strict").unwrap_err(),
            "'utf-8' codec can't decode byte 0xe9 in position 0: invalid continuation byte"
        );
        assert_eq!(
            dec(b"\xe2\x82x", "utf-8", "strict").unwrap_err(),
            "'utf-8' codec can't decode bytes in position 0-1: invalid continuation byte"
        );
        assert_eq!(
            dec(b"a\xe2\x82", "utf8", "strict").unwrap_err(),
            "'utf-8' codec can't decode bytes in position 1-2: unexpected end of data"
        );
        assert_eq!(
            dec(b"\xed\xa0\x80", "utf-8", "strict").unwrap_err(),
            "'utf-8' codec can't decode byte 0xed in position 0: invalid continuation byte"
        );
        assert_eq!(
            dec(b"\xc0\x80", "utf-8", "strict").unwrap_err(),
            "'utf-8' codec can't decode byte 0xc0 in position 0: invalid start byte"
        );
        assert_eq!(
            dec(b"a\xffb\xe2\x82", "utf-8", "replace").unwrap(),
            "a\u{fffd}b\u{fffd}"
        );
        assert_eq!(
            dec(b"a\xffb", "utf-8", "backslashreplace").unwrap(),
            "a\\xffb"
        );
        assert_eq!(
            dec(b"a\xffb", "ascii", "strict").unwrap_err(),
            "'ascii' codec can't decode byte 0xff in position 1: ordinal not in range(128)"
        );
        assert_eq!(dec(b"a\xffb\xfe", "ascii", "ignore").unwrap(), "ab");
        assert_eq!(dec(b"\xe9", "latin-1", "strict").unwrap(), "é");
    }
}
