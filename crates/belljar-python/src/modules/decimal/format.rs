//! `format(Decimal, spec)`: the format-specification mini-language as C `_decimal` reads it
//! (`[[fill]align][sign][z][0][width][,][.precision][type]` with types `eEfFgGn%`; `#` and
//! `_` are invalid), rounding with the context's rounding mode.

use num_traits::Zero;

use super::num::{Dec, Op, coeff_str};
use crate::vm::{PyErr, PyResult};

/// A parsed specification.
struct Spec {
    fill: char,
    align: char,
    sign: char,
    no_neg_0: bool,
    zeropad: bool,
    width: usize,
    thousands: bool,
    precision: Option<i64>,
    ty: Option<char>,
    /// The `0` flag chose the fill and alignment (not applied to Infinity and NaNs).
    zero_fill: bool,
}

fn invalid() -> PyErr {
    PyErr::value_err("invalid format string")
}

fn parse_spec(spec: &str) -> PyResult<Spec> {
    let c: Vec<char> = spec.chars().collect();
    let mut i = 0;
    let mut s = Spec {
        fill: ' ',
        align: '>',
        sign: '-',
        no_neg_0: false,
        zeropad: false,
        width: 0,
        thousands: false,
        precision: None,
        ty: None,
        zero_fill: false,
    };
    let is_align = |ch: char| matches!(ch, '<' | '>' | '=' | '^');
    let mut explicit_align = false;
    if c.len() >= 2 && is_align(c[1]) {
        s.fill = c[0];
        s.align = c[1];
        explicit_align = true;
        i = 2;
    } else if !c.is_empty() && is_align(c[0]) {
        s.align = c[0];
        explicit_align = true;
        i = 1;
    }
    if i < c.len() && matches!(c[i], '-' | '+' | ' ') {
        s.sign = c[i];
        i += 1;
    }
    if i < c.len() && c[i] == 'z' {
        s.no_neg_0 = true;
        i += 1;
    }
    if i < c.len() && c[i] == '0' {
        s.zeropad = true;
        i += 1;
    }
    let start = i;
    while i < c.len() && c[i].is_ascii_digit() {
        i += 1;
    }
    if i > start {
        let w: String = c[start..i].iter().collect();
        s.width = w.parse().map_err(|_| invalid())?;
    }
    if i < c.len() && c[i] == ',' {
        s.thousands = true;
        i += 1;
    }
    if i < c.len() && c[i] == '.' {
        i += 1;
        let start = i;
        while i < c.len() && c[i].is_ascii_digit() {
            i += 1;
        }
        if i == start {
            return Err(invalid());
        }
        let p: String = c[start..i].iter().collect();
        s.precision = Some(p.parse().map_err(|_| invalid())?);
    }
    if i < c.len() && matches!(c[i], 'e' | 'E' | 'f' | 'F' | 'g' | 'G' | 'n' | '%') {
        s.ty = Some(c[i]);
        i += 1;
    }
    if i != c.len() {
        return Err(invalid());
    }
    if s.zeropad && !explicit_align {
        s.fill = '0';
        s.align = '=';
        s.zero_fill = true;
    }
    if s.ty == Some('n') {
        s.ty = Some('g');
    }
    Ok(s)
}

fn sign_str(neg: bool, s: &Spec) -> &'static str {
    if neg {
        "-"
    } else if s.sign == '+' {
        "+"
    } else if s.sign == ' ' {
        " "
    } else {
        ""
    }
}

fn align(sign: &str, body: &str, s: &Spec) -> String {
    let len = sign.chars().count() + body.chars().count();
    let pad_n = s.width.saturating_sub(len);
    let pad: String = std::iter::repeat_n(s.fill, pad_n).collect();
    match s.align {
        '<' => format!("{sign}{body}{pad}"),
        '=' => format!("{sign}{pad}{body}"),
        '^' => {
            let half = pad_n / 2;
            let (l, r): (String, String) = (
                std::iter::repeat_n(s.fill, half).collect(),
                std::iter::repeat_n(s.fill, pad_n - half).collect(),
            );
            format!("{l}{sign}{body}{r}")
        }
        _ => format!("{pad}{sign}{body}"),
    }
}

/// Digits grouped by three with `,` (when asked), zero-padded on the left to `min_width`.
fn group(digits: &str, thousands: bool, min_width: i64) -> String {
    if !thousands {
        let l = (digits.len() as i64).max(min_width).max(1) as usize;
        return format!("{}{}", "0".repeat(l - digits.len()), digits);
    }
    let mut groups: Vec<String> = Vec::new();
    let mut digits = digits.to_string();
    let mut min_width = min_width;
    loop {
        let l = (digits.len() as i64).max(min_width).clamp(1, 3) as usize;
        let take = l.min(digits.len());
        let tail = digits[digits.len() - take..].to_string();
        groups.push(format!("{}{}", "0".repeat(l - take), tail));
        digits.truncate(digits.len() - take);
        min_width -= l as i64;
        if digits.is_empty() && min_width <= 0 {
            break;
        }
        min_width -= 1;
    }
    groups.reverse();
    groups.join(",")
}

/// `format(d, spec)` under the operation's context (rounding mode, capitals).
pub fn format(o: &mut Op, d: &Dec, spec: &str) -> PyResult<String> {
    let mut s = parse_spec(spec)?;
    o.vm.check_memory(s.width)?;
    if d.is_special() {
        // C `_decimal` pads Infinity and NaNs with spaces on the left despite a `0` flag.
        if s.zero_fill {
            s.fill = ' ';
            s.align = '>';
        }
        let sign = sign_str(d.sign, &s);
        let mut body = super::num::to_string(&d.abs(), false, true);
        if s.ty == Some('%') {
            body.push('%');
        }
        return Ok(align(sign, &body, &s));
    }
    let ty = s.ty.unwrap_or(if o.ctx.capitals { 'G' } else { 'g' });
    let mut d = d.clone();
    if ty == '%' {
        d.exp += 2;
    }
    let rounding = o.ctx.rounding;
    if let Some(p) = s.precision {
        o.guard_digits(p.unsigned_abs())?;
        match ty {
            'e' | 'E' => d = o.round_digits(&d, p + 1, rounding)?,
            'f' | 'F' | '%' => d = o.rescale(&d, -p, rounding)?,
            _ => {
                if d.digits() > p {
                    d = o.round_digits(&d, p, rounding)?;
                }
            }
        }
    }
    if d.coeff.is_zero() && d.exp > 0 && matches!(ty, 'f' | 'F' | '%') {
        d = o.rescale(&d, 0, rounding)?;
    }
    let neg = if d.coeff.is_zero() && s.no_neg_0 {
        false
    } else {
        d.sign
    };
    let digits = coeff_str(&d.coeff);
    let n = digits.len() as i64;
    let leftdigits = d.exp + n;
    let dotplace = match ty {
        'e' | 'E' => {
            if d.coeff.is_zero() && s.precision.is_some() {
                1 - s.precision.unwrap_or(0)
            } else {
                1
            }
        }
        'f' | 'F' | '%' => leftdigits,
        _ => {
            if d.exp <= 0 && leftdigits > -6 {
                leftdigits
            } else {
                1
            }
        }
    };
    o.guard_digits(dotplace.unsigned_abs())?;
    let (intpart, fracpart) = if dotplace < 0 {
        (
            "0".to_string(),
            format!("{}{}", "0".repeat((-dotplace) as usize), digits),
        )
    } else if dotplace > n {
        (
            format!("{}{}", digits, "0".repeat((dotplace - n) as usize)),
            String::new(),
        )
    } else {
        let ip = &digits[..dotplace as usize];
        (
            if ip.is_empty() {
                "0".to_string()
            } else {
                ip.to_string()
            },
            digits[dotplace as usize..].to_string(),
        )
    };
    let exp = leftdigits - dotplace;
    let sign = sign_str(neg, &s);
    let mut frac = if fracpart.is_empty() {
        String::new()
    } else {
        format!(".{fracpart}")
    };
    if exp != 0 || matches!(ty, 'e' | 'E') {
        let echar = if matches!(ty, 'E' | 'G') { 'E' } else { 'e' };
        frac.push_str(&format!(
            "{echar}{}{}",
            if exp < 0 { '-' } else { '+' },
            exp.unsigned_abs()
        ));
    }
    if ty == '%' {
        frac.push('%');
    }
    let min_width = if s.zeropad {
        s.width as i64 - frac.chars().count() as i64 - sign.len() as i64
    } else {
        0
    };
    let ip = group(&intpart, s.thousands, min_width);
    Ok(align(sign, &format!("{ip}{frac}"), &s))
}
