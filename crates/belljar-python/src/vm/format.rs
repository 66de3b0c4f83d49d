//! `format(value, spec)` (the format-spec mini-language for int, float and str) and
//! `%`-formatting, with huge widths refused before any allocation.

use num_bigint::BigInt;
use num_traits::Signed;

use super::{PyErr, PyResult, Vm};
use crate::values::Value;
use crate::values::float::repr_float;

/// A parsed format spec.
#[derive(Default, Debug)]
struct Spec {
    fill: char,
    align: Option<char>,
    sign: Option<char>,
    alt: bool,
    zero: bool,
    width: usize,
    grouping: Option<char>,
    precision: Option<usize>,
    ty: Option<char>,
    /// `z`: negative zero (after rounding) is shown as zero.
    z: bool,
}

const MAX_WIDTH: usize = 1 << 24;

fn parse_spec(s: &str) -> PyResult<Spec> {
    let c: Vec<char> = s.chars().collect();
    let mut i = 0;
    let mut sp = Spec {
        fill: ' ',
        ..Default::default()
    };
    let is_align = |ch: char| matches!(ch, '<' | '>' | '^' | '=');
    if c.len() >= 2 && is_align(c[1]) {
        sp.fill = c[0];
        sp.align = Some(c[1]);
        i = 2;
    } else if !c.is_empty() && is_align(c[0]) {
        sp.align = Some(c[0]);
        i = 1;
    }
    if i < c.len() && matches!(c[i], '+' | '-' | ' ') {
        sp.sign = Some(c[i]);
        i += 1;
    }
    if i < c.len() && c[i] == 'z' {
        sp.z = true;
        i += 1;
    }
    if i < c.len() && c[i] == '#' {
        sp.alt = true;
        i += 1;
    }
    if i < c.len() && c[i] == '0' {
        sp.zero = true;
        i += 1;
    }
    let mut w = String::new();
    while i < c.len() && c[i].is_ascii_digit() {
        w.push(c[i]);
        i += 1;
    }
    if !w.is_empty() {
        let width: u128 = w.parse().unwrap_or(u128::MAX);
        if width > MAX_WIDTH as u128 {
            return Err(PyErr::Limit(
                super::LimitKind::Memory,
                format!("memory limit exceeded (refused a format width of {w})"),
            ));
        }
        sp.width = width as usize;
    }
    if i < c.len() && matches!(c[i], ',' | '_') {
        sp.grouping = Some(c[i]);
        i += 1;
    }
    if i < c.len() && c[i] == '.' {
        i += 1;
        let mut p = String::new();
        while i < c.len() && c[i].is_ascii_digit() {
            p.push(c[i]);
            i += 1;
        }
        if p.is_empty() {
            return Err(PyErr::value_err("Format specifier missing precision"));
        }
        let prec: u128 = p.parse().unwrap_or(u128::MAX);
        if prec > MAX_WIDTH as u128 {
            return Err(PyErr::Limit(
                super::LimitKind::Memory,
                format!("memory limit exceeded (refused a format precision of {p})"),
            ));
        }
        sp.precision = Some(prec as usize);
    }
    if i < c.len() {
        sp.ty = Some(c[i]);
        i += 1;
    }
    if i < c.len() {
        return Err(PyErr::value_err("Invalid format specifier"));
    }
    Ok(sp)
}

fn group(digits: &str, sep: char, every: usize) -> String {
    let mut out = String::new();
    let n = digits.len();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (n - i).is_multiple_of(every) {
            out.push(sep);
        }
        out.push(ch);
    }
    out
}

fn pad(body: String, sign: &str, sp: &Spec, default_align: char) -> String {
    let len = body.chars().count() + sign.chars().count();
    if sp.width <= len {
        return format!("{sign}{body}");
    }
    let filln = sp.width - len;
    let (fill, align) = if sp.zero && sp.align.is_none() {
        ('0', '=')
    } else {
        (sp.fill, sp.align.unwrap_or(default_align))
    };
    let f = |n: usize| std::iter::repeat_n(fill, n).collect::<String>();
    match align {
        '<' => format!("{sign}{body}{}", f(filln)),
        '^' => format!("{}{sign}{body}{}", f(filln / 2), f(filln - filln / 2)),
        '=' => format!("{sign}{}{body}", f(filln)),
        _ => format!("{}{sign}{body}", f(filln)),
    }
}

/// Format a float in exponent notation like Python (`1.5e+03`).
fn fmt_exp(x: f64, prec: usize, upper: bool) -> String {
    let s = format!("{:.*e}", prec, x);
    let (m, e) = s.split_once('e').unwrap_or((&s, "0"));
    let e: i32 = e.parse().unwrap_or(0);
    let r = format!("{m}e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs());
    if upper { r.to_uppercase() } else { r }
}

fn fmt_general(x: f64, prec: usize, alt: bool, upper: bool, repr_like: bool) -> String {
    if !x.is_finite() {
        let s = if x.is_nan() {
            "nan"
        } else if x > 0.0 {
            "inf"
        } else {
            "-inf"
        };
        return if upper {
            s.to_uppercase()
        } else {
            s.to_string()
        };
    }
    let p = prec.max(1);
    if x == 0.0 {
        let z = if x.is_sign_negative() { "-0" } else { "0" };
        return if alt {
            format!("{z}.{}", "0".repeat(p - 1))
        } else if repr_like {
            format!("{z}.0")
        } else {
            z.to_string()
        };
    }
    let e_str = format!("{:.*e}", p - 1, x);
    let exp: i32 = e_str
        .split_once('e')
        .map(|(_, e)| e.parse().unwrap_or(0))
        .unwrap_or(0);
    let mut s = if exp >= -4 && exp < p as i32 {
        format!("{:.*}", (p as i32 - 1 - exp).max(0) as usize, x)
    } else {
        fmt_exp(x, p - 1, upper)
    };
    if !alt {
        if let Some(epos) = s.find(['e', 'E']) {
            let (m, e) = s.split_at(epos);
            let m = if m.contains('.') {
                m.trim_end_matches('0').trim_end_matches('.')
            } else {
                m
            };
            s = format!("{m}{e}");
        } else if s.contains('.') {
            s = s.trim_end_matches('0').trim_end_matches('.').to_string();
        }
        if repr_like && !s.contains(['.', 'e', 'E', 'n', 'i']) {
            s.push_str(".0");
        }
    }
    s
}

impl Vm {
    /// `format(v, spec)`.
    pub fn format(&mut self, v: &Value, spec: &str) -> PyResult<String> {
        if let Value::Instance(i) = v {
            if let Some(m) = i.class.lookup("__format__") {
                let m = self.bind(v, m);
                return match self.call(&m, vec![Value::str(spec)], vec![])? {
                    Value::Str(s) => Ok(s.s.clone()),
                    other => Err(PyErr::type_err(format!(
                        "__format__ must return a str, not {}",
                        other.type_name()
                    ))),
                };
            }
        }
        if spec.is_empty() {
            return self.to_str(v);
        }
        let sp = parse_spec(spec)?;
        match v {
            Value::Int(_) | Value::BigInt(_) | Value::Bool(_) => {
                if matches!(sp.ty, Some('e' | 'E' | 'f' | 'F' | 'g' | 'G' | '%')) {
                    let f = match v {
                        Value::Int(i) => *i as f64,
                        Value::Bool(b) => *b as i64 as f64,
                        Value::BigInt(b) => {
                            crate::values::int::big_to_f64(b).unwrap_or(f64::INFINITY)
                        }
                        _ => 0.0,
                    };
                    return self.format_float(f, &sp);
                }
                // A bool with a non-empty spec formats as the int it is (int.__format__).
                if sp.z {
                    return Err(PyErr::value_err(
                        "Negative zero coercion (z) not allowed in integer format specifier",
                    ));
                }
                let b = match v {
                    Value::Int(i) => BigInt::from(*i),
                    Value::Bool(x) => BigInt::from(*x as i64),
                    Value::BigInt(b) => (**b).clone(),
                    _ => unreachable!(),
                };
                if sp.precision.is_some() {
                    return Err(PyErr::value_err(
                        "Precision not allowed in integer format specifier",
                    ));
                }
                let neg = b.is_negative();
                let a = b.abs();
                let (digits, prefix) = match sp.ty {
                    // The digit limit applies wherever an int becomes decimal text.
                    None | Some('d') | Some('n') => (
                        crate::text::str_methods::int_to_decimal(
                            &a,
                            crate::text::str_methods::DEFAULT_MAX_STR_DIGITS,
                        )
                        .map_err(|e| PyErr::value_err(e.message))?,
                        "",
                    ),
                    Some('b') => (a.to_str_radix(2), "0b"),
                    Some('o') => (a.to_str_radix(8), "0o"),
                    Some('x') => (a.to_str_radix(16), "0x"),
                    Some('X') => (a.to_str_radix(16).to_uppercase(), "0X"),
                    Some('c') => {
                        let cp = num_traits::ToPrimitive::to_u32(&a)
                            .filter(|&c| c <= 0x10ffff && !neg)
                            .ok_or_else(|| {
                                PyErr::msg(
                                    super::ExcKind::OverflowError,
                                    "%c arg not in range(0x110000)",
                                )
                            })?;
                        let c = char::from_u32(cp).unwrap_or('\u{fffd}');
                        return Ok(pad(c.to_string(), "", &sp, '<'));
                    }
                    Some('s') => {
                        return Err(PyErr::value_err(
                            "Unknown format code 's' for object of type 'int'",
                        ));
                    }
                    Some(t) => {
                        return Err(PyErr::value_err(format!(
                            "Unknown format code '{t}' for object of type 'int'"
                        )));
                    }
                };
                let digits = match sp.grouping {
                    Some(g) => group(
                        &digits,
                        g,
                        if matches!(sp.ty, Some('b' | 'o' | 'x' | 'X')) {
                            4
                        } else {
                            3
                        },
                    ),
                    None => digits,
                };
                let sign = if neg {
                    "-"
                } else {
                    match sp.sign {
                        Some('+') => "+",
                        Some(' ') => " ",
                        _ => "",
                    }
                };
                let sign = if sp.alt {
                    format!("{sign}{prefix}")
                } else {
                    sign.to_string()
                };
                Ok(pad(digits, &sign, &sp, '>'))
            }
            Value::Float(f) => {
                let mut f = *f;
                if sp.z && f.is_finite() && f.is_sign_negative() {
                    // Does it round to zero? Format its magnitude bare and look for a digit.
                    let probe = Spec {
                        fill: ' ',
                        alt: sp.alt,
                        precision: sp.precision,
                        ty: sp.ty,
                        ..Default::default()
                    };
                    let text = self.format_float(-f, &probe)?;
                    let mantissa = text.split(['e', 'E']).next().unwrap_or("");
                    if !mantissa.chars().any(|c| matches!(c, '1'..='9')) {
                        f = -f;
                    }
                }
                self.format_float(f, &sp)
            }
            Value::Str(s) => {
                if !matches!(sp.ty, None | Some('s')) {
                    return Err(PyErr::value_err(format!(
                        "Unknown format code '{}' for object of type 'str'",
                        sp.ty.unwrap_or(' ')
                    )));
                }
                if sp.sign.is_some() {
                    return Err(PyErr::value_err(
                        "Sign not allowed in string format specifier",
                    ));
                }
                let body: String = match sp.precision {
                    Some(p) => s.s.chars().take(p).collect(),
                    None => s.s.clone(),
                };
                Ok(pad(body, "", &sp, '<'))
            }
            _ => {
                let s = self.to_str(v)?;
                if matches!(
                    v,
                    Value::None
                        | Value::List(_)
                        | Value::Tuple(_)
                        | Value::Dict(_)
                        | Value::Instance(_)
                ) {
                    return Err(PyErr::type_err(format!(
                        "unsupported format string passed to {}.__format__",
                        v.type_name()
                    )));
                }
                Ok(pad(s, "", &sp, '<'))
            }
        }
    }

    fn format_float(&mut self, f: f64, sp: &Spec) -> PyResult<String> {
        let neg = f.is_sign_negative();
        let a = f.abs();
        let body = match sp.ty {
            Some('f') | Some('F') => {
                if a.is_finite() {
                    format!("{:.*}", sp.precision.unwrap_or(6), a)
                } else if a.is_nan() {
                    if sp.ty == Some('F') {
                        "NAN".into()
                    } else {
                        "nan".into()
                    }
                } else if sp.ty == Some('F') {
                    "INF".into()
                } else {
                    "inf".into()
                }
            }
            Some('e') | Some('E') => {
                if a.is_finite() {
                    fmt_exp(a, sp.precision.unwrap_or(6), sp.ty == Some('E'))
                } else {
                    fmt_general(a, 6, false, sp.ty == Some('E'), false)
                }
            }
            Some('g') | Some('G') | Some('n') => fmt_general(
                a,
                sp.precision.unwrap_or(6),
                sp.alt,
                sp.ty == Some('G'),
                false,
            ),
            Some('%') => {
                format!("{:.*}%", sp.precision.unwrap_or(6), a * 100.0)
            }
            None => match sp.precision {
                Some(p) => fmt_general(a, p, sp.alt, false, true),
                None => repr_float(a),
            },
            Some(t) => {
                return Err(PyErr::value_err(format!(
                    "Unknown format code '{t}' for object of type 'float'"
                )));
            }
        };
        let body = match sp.grouping {
            Some(g) => {
                let (int_part, rest) = match body.find(|c: char| !c.is_ascii_digit()) {
                    Some(i) => body.split_at(i),
                    None => (body.as_str(), ""),
                };
                format!("{}{}", group(int_part, g, 3), rest)
            }
            None => body,
        };
        let sign = if neg && !f.is_nan() {
            "-"
        } else {
            match sp.sign {
                Some('+') => "+",
                Some(' ') => " ",
                _ => "",
            }
        };
        Ok(pad(body, sign, sp, '>'))
    }

    /// `fmt % args`.
    pub fn percent_format(&mut self, fmt: &str, args: &Value) -> PyResult<String> {
        let (items, mapping): (Vec<Value>, Option<Value>) = match args {
            Value::Tuple(t) => (t.to_vec(), None),
            Value::Dict(_) => (vec![args.clone()], Some(args.clone())),
            other => (vec![other.clone()], None),
        };
        let mut out = String::new();
        let chars: Vec<char> = fmt.chars().collect();
        let mut i = 0;
        let mut ai = 0;
        let mut used_mapping = false;
        while i < chars.len() {
            let ch = chars[i];
            if ch != '%' {
                out.push(ch);
                i += 1;
                continue;
            }
            i += 1;
            if i >= chars.len() {
                return Err(PyErr::value_err("incomplete format"));
            }
            let mut key: Option<String> = None;
            if chars[i] == '(' {
                let mut depth = 1;
                let mut k = String::new();
                i += 1;
                while i < chars.len() {
                    if chars[i] == '(' {
                        depth += 1;
                    } else if chars[i] == ')' {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    k.push(chars[i]);
                    i += 1;
                }
                if i >= chars.len() {
                    return Err(PyErr::value_err("incomplete format key"));
                }
                i += 1;
                key = Some(k);
            }
            let mut flags = String::new();
            while i < chars.len() && matches!(chars[i], '-' | '+' | ' ' | '#' | '0') {
                flags.push(chars[i]);
                i += 1;
            }
            let mut width = String::new();
            if i < chars.len() && chars[i] == '*' {
                i += 1;
                let v = items
                    .get(ai)
                    .cloned()
                    .ok_or_else(|| PyErr::type_err("not enough arguments for format string"))?;
                ai += 1;
                width = self.to_str(&v)?;
            }
            while i < chars.len() && chars[i].is_ascii_digit() {
                width.push(chars[i]);
                i += 1;
            }
            let mut prec: Option<String> = None;
            if i < chars.len() && chars[i] == '.' {
                i += 1;
                let mut p = String::new();
                while i < chars.len() && chars[i].is_ascii_digit() {
                    p.push(chars[i]);
                    i += 1;
                }
                prec = Some(p);
            }
            while i < chars.len() && matches!(chars[i], 'l' | 'h' | 'L') {
                i += 1;
            }
            if i >= chars.len() {
                return Err(PyErr::value_err("incomplete format"));
            }
            let conv = chars[i];
            i += 1;
            if conv == '%' {
                out.push('%');
                continue;
            }
            let v = match &key {
                Some(k) => {
                    used_mapping = true;
                    match &mapping {
                        Some(m) => self.getitem(m, &Value::str(k))?,
                        None => return Err(PyErr::type_err("format requires a mapping")),
                    }
                }
                None => {
                    let v = items
                        .get(ai)
                        .cloned()
                        .ok_or_else(|| PyErr::type_err("not enough arguments for format string"))?;
                    ai += 1;
                    v
                }
            };
            let mut spec = String::new();
            let left = flags.contains('-');
            if flags.contains('+') {
                spec.push('+');
            } else if flags.contains(' ') {
                spec.push(' ');
            }
            if flags.contains('#') {
                spec.push('#');
            }
            if flags.contains('0') && !left {
                spec.push('0');
            }
            if !width.is_empty() {
                if width.len() > 8 {
                    return Err(PyErr::Limit(
                        super::LimitKind::Memory,
                        format!("memory limit exceeded (refused a format width of {width})"),
                    ));
                }
                let numeric = matches!(
                    conv,
                    'd' | 'i' | 'u' | 'x' | 'X' | 'o' | 'e' | 'E' | 'f' | 'F' | 'g' | 'G'
                );
                spec = format!(
                    "{}{}",
                    if left {
                        "<"
                    } else if numeric {
                        ""
                    } else {
                        ">"
                    },
                    spec
                ) + &width;
            }
            let str_spec = if width.is_empty() {
                String::new()
            } else {
                format!("{}{}", if left { "<" } else { ">" }, width)
            };
            let s = match conv {
                's' => {
                    let s = self.to_str(&v)?;
                    let s = match &prec {
                        Some(p) => s.chars().take(p.parse().unwrap_or(0)).collect(),
                        None => s,
                    };
                    self.format(&Value::string(s), &str_spec)?
                }
                'r' | 'a' => {
                    let s = self.repr(&v)?;
                    let s = if conv == 'a' {
                        crate::text::str_methods::ascii_escape(&s)
                    } else {
                        s
                    };
                    self.format(&Value::string(s), &str_spec)?
                }
                'd' | 'i' | 'u' | 'x' | 'X' | 'o' | 'c' => {
                    let iv = match &v {
                        Value::Float(f) if conv != 'c' => {
                            Value::from_big(BigInt::from(f.trunc() as i128))
                        }
                        Value::Int(_) | Value::BigInt(_) | Value::Bool(_) => v.clone(),
                        Value::Str(s) if conv == 'c' => {
                            out.push_str(&s.s);
                            continue;
                        }
                        other => {
                            return Err(PyErr::type_err(format!(
                                "%{} format: {} is required, not {}",
                                conv,
                                if matches!(conv, 'c' | 'x' | 'X' | 'o') {
                                    "an integer"
                                } else {
                                    "a real number"
                                },
                                other.type_name()
                            )));
                        }
                    };
                    let t = match conv {
                        'x' => "x",
                        'X' => "X",
                        'o' => "o",
                        'c' => "c",
                        _ => "d",
                    };
                    self.format(&iv, &format!("{spec}{t}"))?
                }
                'e' | 'E' | 'f' | 'F' | 'g' | 'G' => {
                    let f = match &v {
                        Value::Float(f) => *f,
                        Value::Int(i) => *i as f64,
                        Value::Bool(b) => *b as i64 as f64,
                        Value::BigInt(b) => {
                            crate::values::int::big_to_f64(b).unwrap_or(f64::INFINITY)
                        }
                        other => {
                            return Err(PyErr::type_err(format!(
                                "must be real number, not {}",
                                other.type_name()
                            )));
                        }
                    };
                    let p = prec
                        .clone()
                        .map(|p| if p.is_empty() { "0".to_string() } else { p })
                        .unwrap_or_else(|| "6".into());
                    self.format(&Value::Float(f), &format!("{spec}.{p}{conv}"))?
                }
                other => {
                    return Err(PyErr::value_err(format!(
                        "unsupported format character '{}' (0x{:x}) at index {}",
                        other,
                        other as u32,
                        i - 1
                    )));
                }
            };
            out.push_str(&s);
        }
        if !used_mapping && ai < items.len() && mapping.is_none() {
            return Err(PyErr::type_err(
                "not all arguments converted during string formatting",
            ));
        }
        Ok(out)
    }
}
