//! `str.format` / `str.format_map` templates: literal text with `{{`/`}}` escapes and
//! replacement fields `{field_name!conversion:format_spec}` (auto or manual numbering, keyword
//! names, `.attr` and `[key]` walks, nested fields inside the spec two levels deep), evaluated
//! left to right with CPython 3.11's exact errors.
//!
//! The VM supplies argument lookup, attribute and item access, conversions and `__format__`
//! through [`FormatHost`]; isolation rules (no dunder walks) belong in its `getattr`.

use super::error::{TextError, TextResult};
use super::unicode;

/// What the VM provides to [`str_format`].
pub trait FormatHost {
    /// The VM's value handle.
    type Value: Clone;
    /// The VM's error type; text errors convert into it.
    type Error: From<TextError>;

    /// `args[index]`, or `Ok(None)` when out of range (the algorithm raises CPython's
    /// `IndexError: Replacement index N out of range for positional args tuple`).
    fn positional(&mut self, index: usize) -> Result<Option<Self::Value>, Self::Error>;
    /// `kwargs[name]` (`mapping[name]` for `format_map`); missing names raise
    /// `KeyError: 'name'` in the VM.
    fn keyword(&mut self, name: &str) -> Result<Self::Value, Self::Error>;
    /// `getattr(obj, name)` for a `.name` step.
    fn getattr(&mut self, obj: &Self::Value, name: &str) -> Result<Self::Value, Self::Error>;
    /// `obj[index]` for a `[digits]` step.
    fn getitem_index(
        &mut self,
        obj: &Self::Value,
        index: usize,
    ) -> Result<Self::Value, Self::Error>;
    /// `obj[key]` for a `[text]` step (the key is a `str`).
    fn getitem_str(&mut self, obj: &Self::Value, key: &str) -> Result<Self::Value, Self::Error>;
    /// `!r`, `!s` or `!a`: `repr(obj)`, `str(obj)` or `ascii(obj)` as a `str` value.
    fn convert(&mut self, obj: &Self::Value, conversion: char) -> Result<Self::Value, Self::Error>;
    /// `format(obj, spec)`.
    fn format(&mut self, obj: &Self::Value, spec: &str) -> Result<String, Self::Error>;
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum AutoState {
    Init,
    Auto,
    Manual,
}

struct Ctx {
    state: AutoState,
    next_auto: usize,
    positional_allowed: bool,
    max_len: usize,
}

/// `template.format(*args, **kwargs)` (with `positional_allowed`) or
/// `template.format_map(mapping)` (without: positional fields are
/// `ValueError: Format string contains positional fields`). Output longer than `max_len`
/// characters is refused with `LimitExceeded`.
pub fn str_format<H: FormatHost>(
    template: &str,
    host: &mut H,
    positional_allowed: bool,
    max_len: usize,
) -> Result<String, H::Error> {
    let chars: Vec<char> = template.chars().collect();
    let mut ctx = Ctx {
        state: AutoState::Init,
        next_auto: 0,
        positional_allowed,
        max_len,
    };
    let mut out = String::with_capacity(template.len() + 16);
    build(&chars, host, 2, &mut ctx, &mut out)?;
    Ok(out)
}

fn build<H: FormatHost>(
    chars: &[char],
    host: &mut H,
    depth: i32,
    ctx: &mut Ctx,
    out: &mut String,
) -> Result<(), H::Error> {
    if depth <= 0 {
        return Err(TextError::value("Max string recursion exceeded").into());
    }
    let n = chars.len();
    let mut pos = 0;
    while pos < n {
        let start = pos;
        let mut c = '\0';
        let mut markup = false;
        while pos < n {
            c = chars[pos];
            pos += 1;
            if c == '{' || c == '}' {
                markup = true;
                break;
            }
        }
        let at_end = pos >= n;
        let mut lit_end = pos;
        if markup && c == '}' && (at_end || chars[pos] != '}') {
            return Err(TextError::value("Single '}' encountered in format string").into());
        }
        if markup && at_end && c == '{' {
            return Err(TextError::value("Single '{' encountered in format string").into());
        }
        if !at_end {
            if chars[pos] == c {
                pos += 1;
                markup = false;
            } else {
                lit_end -= 1;
            }
        }
        out.extend(&chars[start..lit_end]);
        if !markup {
            continue;
        }
        let field = parse_field(chars, &mut pos)?;
        output_markup(chars, &field, host, depth, ctx, out)?;
        if out.len() > ctx.max_len {
            return Err(TextError::limit(out.len() as u128, ctx.max_len).into());
        }
    }
    Ok(())
}

struct Field {
    name: (usize, usize),
    conversion: Option<char>,
    spec: (usize, usize),
    spec_needs_expanding: bool,
}

fn parse_field(chars: &[char], pos: &mut usize) -> TextResult<Field> {
    let n = chars.len();
    let name_start = *pos;
    let mut c = '\0';
    while *pos < n {
        c = chars[*pos];
        *pos += 1;
        match c {
            '{' => return Err(TextError::value("unexpected '{' in field name")),
            '[' => {
                while *pos < n && chars[*pos] != ']' {
                    *pos += 1;
                }
            }
            '}' | ':' | '!' => break,
            _ => {}
        }
    }
    let name = (name_start, (*pos).saturating_sub(1).max(name_start));
    let mut field = Field {
        name,
        conversion: None,
        spec: (0, 0),
        spec_needs_expanding: false,
    };
    if c == '!' || c == ':' {
        if c == '!' {
            if *pos >= n {
                return Err(TextError::value(
                    "end of string while looking for conversion specifier",
                ));
            }
            field.conversion = Some(chars[*pos]);
            *pos += 1;
            if *pos < n {
                let c2 = chars[*pos];
                *pos += 1;
                if c2 == '}' {
                    return Ok(field);
                }
                if c2 != ':' {
                    return Err(TextError::value("expected ':' after conversion specifier"));
                }
            }
        }
        let spec_start = *pos;
        let mut count = 1;
        while *pos < n {
            let c = chars[*pos];
            *pos += 1;
            if c == '{' {
                field.spec_needs_expanding = true;
                count += 1;
            } else if c == '}' {
                count -= 1;
                if count == 0 {
                    field.spec = (spec_start, *pos - 1);
                    return Ok(field);
                }
            }
        }
        return Err(TextError::value("unmatched '{' in format spec"));
    }
    if c != '}' {
        return Err(TextError::value("expected '}' before end of string"));
    }
    Ok(field)
}

/// CPython's `get_integer` for field names: `None` unless every character is a decimal digit.
fn field_integer(chars: &[char]) -> TextResult<Option<usize>> {
    if chars.is_empty() {
        return Ok(None);
    }
    let mut acc: u64 = 0;
    for &c in chars {
        let Some(d) = unicode::decimal_value(c) else {
            return Ok(None);
        };
        if acc > (i64::MAX as u64 - d as u64) / 10 {
            return Err(TextError::value("Too many decimal digits in format string"));
        }
        acc = acc * 10 + d as u64;
    }
    Ok(Some(acc as usize))
}

fn output_markup<H: FormatHost>(
    chars: &[char],
    field: &Field,
    host: &mut H,
    depth: i32,
    ctx: &mut Ctx,
    out: &mut String,
) -> Result<(), H::Error> {
    let mut obj = field_object(&chars[field.name.0..field.name.1], host, ctx)?;
    if let Some(conv) = field.conversion {
        if !matches!(conv, 'r' | 's' | 'a') {
            let cp = conv as u32;
            let shown = if cp > 32 && cp < 127 {
                conv.to_string()
            } else {
                format!("\\x{cp:x}")
            };
            return Err(TextError::value(format!("Unknown conversion specifier {shown}")).into());
        }
        obj = host.convert(&obj, conv)?;
    }
    let spec_chars = &chars[field.spec.0..field.spec.1];
    let text = if field.spec_needs_expanding {
        let mut spec = String::new();
        build(spec_chars, host, depth - 1, ctx, &mut spec)?;
        host.format(&obj, &spec)?
    } else {
        let spec: String = spec_chars.iter().collect();
        host.format(&obj, &spec)?
    };
    out.push_str(&text);
    Ok(())
}

fn field_object<H: FormatHost>(
    name: &[char],
    host: &mut H,
    ctx: &mut Ctx,
) -> Result<H::Value, H::Error> {
    let split = name
        .iter()
        .position(|&c| c == '.' || c == '[')
        .unwrap_or(name.len());
    let first = &name[..split];
    let mut index = field_integer(first)?;
    let empty = first.is_empty();
    if empty || index.is_some() {
        if ctx.state == AutoState::Init {
            ctx.state = if empty {
                AutoState::Auto
            } else {
                AutoState::Manual
            };
        }
        if ctx.state == AutoState::Manual && empty {
            return Err(TextError::value(
                "cannot switch from manual field specification to automatic field numbering",
            )
            .into());
        }
        if ctx.state != AutoState::Manual && !empty {
            return Err(TextError::value(
                "cannot switch from automatic field numbering to manual field specification",
            )
            .into());
        }
        if empty {
            index = Some(ctx.next_auto);
            ctx.next_auto += 1;
        }
    }
    let mut obj = match index {
        None => host.keyword(&first.iter().collect::<String>())?,
        Some(i) => {
            if !ctx.positional_allowed {
                return Err(TextError::value("Format string contains positional fields").into());
            }
            match host.positional(i)? {
                Some(v) => v,
                None => {
                    return Err(TextError {
                        kind: super::ErrorKind::IndexError,
                        message: format!(
                            "Replacement index {i} out of range for positional args tuple"
                        ),
                    }
                    .into());
                }
            }
        }
    };
    let mut i = split;
    while i < name.len() {
        let c = name[i];
        i += 1;
        match c {
            '.' => {
                let start = i;
                while i < name.len() && name[i] != '.' && name[i] != '[' {
                    i += 1;
                }
                if start == i {
                    return Err(TextError::value("Empty attribute in format string").into());
                }
                let attr: String = name[start..i].iter().collect();
                obj = host.getattr(&obj, &attr)?;
            }
            '[' => {
                let start = i;
                while i < name.len() && name[i] != ']' {
                    i += 1;
                }
                if i >= name.len() {
                    return Err(TextError::value("Missing ']' in format string").into());
                }
                let key = &name[start..i];
                i += 1;
                if key.is_empty() {
                    return Err(TextError::value("Empty attribute in format string").into());
                }
                obj = match field_integer(key)? {
                    Some(idx) => host.getitem_index(&obj, idx)?,
                    None => host.getitem_str(&obj, &key.iter().collect::<String>())?,
                };
            }
            _ => {
                return Err(TextError::value(
                    "Only '.' or '[' may follow ']' in format field specifier",
                )
                .into());
            }
        }
    }
    Ok(obj)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::ErrorKind;
    use crate::text::float::float_repr;
    use crate::text::format_spec::{FormatOptions, format_float, format_i64, format_str};
    use crate::text::str_methods::{ascii_escape, str_repr};

    /// A miniature value model standing in for the VM's.
    #[derive(Debug, Clone)]
    enum V {
        Int(i64),
        Float(f64),
        Str(String),
        List(Vec<V>),
        Dict(Vec<(String, V)>),
        Obj,
    }

    #[derive(Debug, PartialEq)]
    struct E(String, String);

    impl From<TextError> for E {
        fn from(e: TextError) -> Self {
            let kind = match e.kind {
                ErrorKind::ValueError => "ValueError",
                ErrorKind::TypeError => "TypeError",
                ErrorKind::OverflowError => "OverflowError",
                ErrorKind::KeyError => "KeyError",
                ErrorKind::IndexError => "IndexError",
                ErrorKind::LimitExceeded => "LimitExceeded",
            };
            E(kind.into(), e.message)
        }
    }

    fn repr(v: &V) -> String {
        match v {
            V::Int(i) => i.to_string(),
            V::Float(f) => float_repr(*f),
            V::Str(s) => str_repr(s),
            V::List(l) => format!("[{}]", l.iter().map(repr).collect::<Vec<_>>().join(", ")),
            V::Dict(d) => format!(
                "{{{}}}",
                d.iter()
                    .map(|(k, v)| format!("{}: {}", str_repr(k), repr(v)))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            V::Obj => "<A>".into(),
        }
    }

    fn type_name(v: &V) -> &'static str {
        match v {
            V::Int(_) => "int",
            V::Float(_) => "float",
            V::Str(_) => "str",
            V::List(_) => "list",
            V::Dict(_) => "dict",
            V::Obj => "A",
        }
    }

    fn s(x: &str) -> V {
        V::Str(x.into())
    }

    struct Host {
        args: Vec<V>,
        kwargs: Vec<(String, V)>,
    }

    impl FormatHost for Host {
        type Value = V;
        type Error = E;

        fn positional(&mut self, index: usize) -> Result<Option<V>, E> {
            Ok(self.args.get(index).cloned())
        }
        fn keyword(&mut self, name: &str) -> Result<V, E> {
            self.kwargs
                .iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.clone())
                .ok_or_else(|| E("KeyError".into(), str_repr(name)))
        }
        fn getattr(&mut self, obj: &V, name: &str) -> Result<V, E> {
            match (obj, name) {
                (V::Obj, "x") => Ok(V::Int(7)),
                (V::Obj, "y") => Ok(s("why")),
                (V::Int(i), "real") => Ok(V::Int(*i)),
                _ => Err(E(
                    "AttributeError".into(),
                    format!("'{}' object has no attribute '{name}'", type_name(obj)),
                )),
            }
        }
        fn getitem_index(&mut self, obj: &V, index: usize) -> Result<V, E> {
            match obj {
                V::List(l) => l
                    .get(index)
                    .cloned()
                    .ok_or_else(|| E("IndexError".into(), "list index out of range".into())),
                V::Str(t) => t
                    .chars()
                    .nth(index)
                    .map(|c| V::Str(c.to_string()))
                    .ok_or_else(|| E("IndexError".into(), "string index out of range".into())),
                V::Dict(_) => Err(E("KeyError".into(), index.to_string())),
                other => Err(E(
                    "TypeError".into(),
                    format!("'{}' object is not subscriptable", type_name(other)),
                )),
            }
        }
        fn getitem_str(&mut self, obj: &V, key: &str) -> Result<V, E> {
            match obj {
                V::Dict(d) => d
                    .iter()
                    .find(|(k, _)| k == key)
                    .map(|(_, v)| v.clone())
                    .ok_or_else(|| E("KeyError".into(), str_repr(key))),
                V::List(_) => Err(E(
                    "TypeError".into(),
                    "list indices must be integers or slices, not str".into(),
                )),
                V::Str(_) => Err(E(
                    "TypeError".into(),
                    "string indices must be integers, not 'str'".into(),
                )),
                other => Err(E(
                    "TypeError".into(),
                    format!("'{}' object is not subscriptable", type_name(other)),
                )),
            }
        }
        fn convert(&mut self, obj: &V, conversion: char) -> Result<V, E> {
            Ok(V::Str(match (conversion, obj) {
                ('s', V::Str(t)) => t.clone(),
                ('a', _) => ascii_escape(&repr(obj)),
                _ => repr(obj),
            }))
        }
        fn format(&mut self, obj: &V, spec: &str) -> Result<String, E> {
            let o = FormatOptions::default();
            Ok(match obj {
                V::Int(i) => format_i64(*i, spec, "int", &o)?,
                V::Float(f) => format_float(*f, spec, "float", &o)?,
                V::Str(t) => format_str(t, spec, "str", &o)?,
                other if spec.is_empty() => repr(other),
                other => {
                    return Err(E(
                        "TypeError".into(),
                        format!(
                            "unsupported format string passed to {}.__format__",
                            type_name(other)
                        ),
                    ));
                }
            })
        }
    }

    fn host() -> Host {
        Host {
            args: vec![
                V::Int(255),
                s("abc"),
                V::List(vec![
                    V::Int(10),
                    V::Int(20),
                    V::List(vec![V::Int(30), V::Int(40)]),
                ]),
                V::Dict(vec![("k".into(), s("v")), ("0".into(), s("zero"))]),
                V::Float(3.5),
                V::Obj,
                V::Int(-7),
            ],
            kwargs: vec![
                ("name".into(), s("Ann")),
                ("n".into(), V::Int(42)),
                ("w".into(), V::Int(8)),
                ("obj".into(), V::Obj),
                ("f".into(), s("x>9")),
                ("lst".into(), V::List(vec![V::Int(1), V::Int(2)])),
            ],
        }
    }

    fn unhex(h: &str) -> String {
        if h == "-" {
            return String::new();
        }
        let bytes: Vec<u8> = (0..h.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(&h[i..i + 2], 16).unwrap())
            .collect();
        String::from_utf8(bytes).unwrap()
    }

    /// Every line of `testdata/format_string_cases.txt` (written by python3.11 via
    /// `gen_format_string_cases.py`), through `format` and `format_map`.
    #[test]
    fn matches_cpython_corpus() {
        let data = include_str!("testdata/format_string_cases.txt");
        let mut failures = Vec::new();
        let mut n = 0;
        for line in data.lines() {
            let f: Vec<&str> = line.split('\t').collect();
            let template = unhex(f[0]);
            let got = match str_format(&template, &mut host(), f[1] == "format", 1 << 20) {
                Ok(text) => ("ok".to_string(), text),
                Err(E(kind, msg)) => (kind, msg),
            };
            let want = (f[2].to_string(), unhex(f[3]));
            n += 1;
            if got != want {
                failures.push(format!("{template:?} {}: got {got:?} want {want:?}", f[1]));
            }
        }
        assert!(n > 150);
        assert!(
            failures.is_empty(),
            "{} failures:\n{}",
            failures.len(),
            failures.join("\n")
        );
    }

    #[test]
    fn output_limit_is_enforced() {
        let e = str_format("{0}{0}{0}", &mut host(), true, 5).unwrap_err();
        assert_eq!(e.0, "LimitExceeded");
        let e = str_format("{0:1000000000000}", &mut host(), true, 1 << 20).unwrap_err();
        assert_eq!(e.0, "LimitExceeded");
    }
}
