//! The `complex` type, a native type (`values/native.rs`): construction (`complex(1, 2)`,
//! `complex('1+2j')`, `__complex__`), arithmetic with ints and floats (CPython's
//! `_Py_c_quot`, `_Py_c_pow` and small-integer powers), `abs`, repr and `format` as CPython
//! writes them, hashing and equality consistent with ints and floats. Complex numbers have no
//! ordering (`TypeError`), no `//`, `%` or `divmod`. The functions of `cmath` are in `modules/cmath.rs`.

use std::any::Any;

use super::args::{self, Args, Method, Sig};
use crate::compile::code::{BinOp, UnOp};
use crate::text::float::double_to_string;
use crate::text::format_spec::{self, FormatSpec};
use crate::values::Value;
use crate::values::complex::{Complex, as_complex, complex_value};
use crate::values::float::hash_float;
use crate::values::native::{NativeObject, NativeType, this};
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// The `complex` type.
pub static COMPLEX: NativeType = NativeType {
    name: "complex",
    methods: &[&CONJUGATE, &NEW],
};

static CONJUGATE: Method = Method::new(Sig::noargs("conjugate"), conjugate);
static NEW: Method = Method::function(Sig::raw("__new__"), new);

/// `complex(real=0, imag=0)`'s signature.
const SIG: Sig = Sig::kw("complex", &["real", "imag"], 0, 2, 0);

fn conjugate(_: &mut Vm, me: &Value, a: &Args) -> PyResult<Value> {
    let c = this::<Complex>(me, &COMPLEX, a.name())?;
    Ok(complex_value(c.re, -c.im))
}

/// `complex(real, imag)` (`complex_new` in CPython), and `complex.__new__(cls, real, imag)`
/// for a subclass.
fn new(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let (pos, kw) = a.raw();
    let (cls, pos) = crate::values::native::subclass_new(vm, this, pos, &COMPLEX)?;
    let v = make(vm, pos, kw)?;
    Ok(crate::values::native::subclass_instance(cls, v))
}

fn make(vm: &mut Vm, pos: &[Value], kw: crate::values::function::Kwargs) -> PyResult<Value> {
    let a = args::bind(&SIG, None, "complex", pos, kw)?;
    let (r, i) = (a.get(0), a.get(1));
    let Some(r) = r else {
        return match i {
            None => Ok(complex_value(0.0, 0.0)),
            Some(i) => from_parts(vm, &Value::Int(0), Some(i)),
        };
    };
    if as_complex(r).is_some() && i.is_none() {
        return Ok(r.base_value().clone());
    }
    if let Value::Str(s) = r {
        if i.is_some() {
            return Err(PyErr::type_err(
                "complex() can't take second arg if first is a string",
            ));
        }
        let (re, im) = parse(&s.s).ok_or_else(|| {
            PyErr::msg(ExcKind::ValueError, "complex() arg is a malformed string")
        })?;
        return Ok(complex_value(re, im));
    }
    from_parts(vm, r, i)
}

/// `complex(r, i)` for numbers: `r + i*1j`, each part through `__complex__`/`__float__`.
fn from_parts(vm: &mut Vm, r: &Value, i: Option<&Value>) -> PyResult<Value> {
    if let Some(Value::Str(_)) = i {
        return Err(PyErr::type_err("complex() second arg can't be a string"));
    }
    let cr = match special_complex(vm, r)? {
        Some(c) => Some(c),
        None => as_complex(r),
    };
    let cr = match cr {
        Some(c) => (c.re, c.im, true),
        None => match number(vm, r)? {
            Some(x) => (x, 0.0, false),
            None => {
                return Err(PyErr::type_err(format!(
                    "complex() first argument must be a string or a number, not '{}'",
                    r.type_name()
                )));
            }
        },
    };
    let ci = match i {
        None => (cr.1, 0.0, false),
        Some(i) => match as_complex(i) {
            Some(c) => (c.re, c.im, true),
            None => match number(vm, i)? {
                Some(x) => (x, 0.0, false),
                None => {
                    return Err(PyErr::type_err(format!(
                        "complex() second argument must be a number, not '{}'",
                        i.type_name()
                    )));
                }
            },
        },
    };
    let mut re = cr.0;
    let mut im = ci.0;
    if ci.2 {
        re -= ci.1;
    }
    if cr.2 && i.is_some() {
        im += cr.1;
    }
    Ok(complex_value(re, im))
}

/// An instance's `__complex__`, which must return a complex.
pub(crate) fn special_complex(vm: &mut Vm, v: &Value) -> PyResult<Option<Complex>> {
    if !matches!(v, Value::Instance(_)) {
        return Ok(None);
    }
    let Some(m) = vm.lookup_special(v, "__complex__") else {
        return Ok(None);
    };
    let r = vm.call(&m, vec![], vec![])?;
    match as_complex(&r) {
        Some(c) => Ok(Some(c)),
        None => Err(PyErr::type_err(format!(
            "__complex__ returned non-complex (type {})",
            r.type_name()
        ))),
    }
}

/// A real number as a float (`__float__`, then `__index__`), `None` when `v` is not one.
pub(crate) fn number(vm: &mut Vm, v: &Value) -> PyResult<Option<f64>> {
    if let Some(x) = real(v)? {
        return Ok(Some(x));
    }
    if !matches!(v, Value::Instance(_)) {
        return Ok(None);
    }
    for name in ["__float__", "__index__"] {
        if let Some(m) = vm.lookup_special(v, name) {
            let r = vm.call(&m, vec![], vec![])?;
            return match (name, real(&r)?) {
                ("__float__", Some(x)) if matches!(r, Value::Float(_)) => Ok(Some(x)),
                ("__index__", Some(x)) if !matches!(r, Value::Float(_)) => Ok(Some(x)),
                _ => Err(PyErr::type_err(format!(
                    "{}.{name} returned non-{} (type {})",
                    v.type_name(),
                    if name == "__float__" { "float" } else { "int" },
                    r.type_name()
                ))),
            };
        }
    }
    Ok(None)
}

/// An int, bool or float as a float (`OverflowError` for an int past the float range).
fn real(v: &Value) -> PyResult<Option<f64>> {
    Ok(match v {
        Value::Int(i) => Some(*i as f64),
        Value::Bool(b) => Some(*b as i64 as f64),
        Value::Float(f) => Some(f.get()),
        Value::BigInt(b) => Some(crate::values::int::big_to_f64(b).ok_or_else(|| {
            PyErr::msg(ExcKind::OverflowError, "int too large to convert to float")
        })?),
        _ => None,
    })
}

/// A complex operand: a complex, int, bool or float.
fn operand(v: &Value) -> PyResult<Option<Complex>> {
    if let Some(c) = as_complex(v) {
        return Ok(Some(c));
    }
    Ok(real(v)?.map(|re| Complex { re, im: 0.0 }))
}

/// The length of the float that starts `s` (sign, digits with underscores, point,
/// exponent, or `inf`/`infinity`/`nan`), 0 when none does.
fn float_prefix(s: &str) -> usize {
    let b = s.as_bytes();
    let mut i = 0;
    if matches!(b.first(), Some(b'+' | b'-')) {
        i = 1;
    }
    let rest = &s[i..];
    for word in ["infinity", "inf", "nan"] {
        if rest.len() >= word.len() && rest[..word.len()].eq_ignore_ascii_case(word) {
            return i + word.len();
        }
    }
    let start = i;
    while i < b.len() && (b[i].is_ascii_digit() || b[i] == b'_') {
        i += 1;
    }
    if i < b.len() && b[i] == b'.' {
        i += 1;
        while i < b.len() && (b[i].is_ascii_digit() || b[i] == b'_') {
            i += 1;
        }
    }
    if i == start || (i == start + 1 && b[start] == b'.') {
        return 0;
    }
    if i < b.len() && matches!(b[i], b'e' | b'E') {
        let mut j = i + 1;
        if j < b.len() && matches!(b[j], b'+' | b'-') {
            j += 1;
        }
        if j < b.len() && b[j].is_ascii_digit() {
            while j < b.len() && (b[j].is_ascii_digit() || b[j] == b'_') {
                j += 1;
            }
            i = j;
        }
    }
    i
}

/// A float from its text (the rules of `float()`), `None` when malformed.
fn float_of(s: &str) -> Option<f64> {
    if s.is_empty()
        || s.starts_with(|c: char| c.is_whitespace())
        || s.ends_with(char::is_whitespace)
    {
        return None;
    }
    crate::text::float::float_from_str(s).ok()
}

/// `complex(s)`: `<float>`, `<float>j`, `<float><signed float>j`, and the older `<float><sign>j`,
/// `<sign>j`, `j`, optionally in parentheses, with surrounding whitespace.
fn parse(s: &str) -> Option<(f64, f64)> {
    let ws = |c: char| matches!(c, ' ' | '\t' | '\n' | '\r' | '\x0b' | '\x0c');
    let mut t = s.trim_matches(ws);
    if let Some(inner) = t.strip_prefix('(') {
        t = inner.strip_suffix(')')?.trim_matches(ws);
    }
    let Some(body) = t.strip_suffix(['j', 'J']) else {
        return Some((float_of(t)?, 0.0));
    };
    match body {
        "" | "+" => return Some((0.0, 1.0)),
        "-" => return Some((0.0, -1.0)),
        _ => {}
    }
    let n = float_prefix(body);
    if n == 0 {
        return None;
    }
    let x = float_of(&body[..n])?;
    if n == body.len() {
        return Some((0.0, x));
    }
    let rest = &body[n..];
    match rest {
        "+" => Some((x, 1.0)),
        "-" => Some((x, -1.0)),
        _ if rest.starts_with(['+', '-']) && float_prefix(rest) == rest.len() => {
            Some((x, float_of(rest)?))
        }
        _ => None,
    }
}

/// One part as `repr` writes it: the shortest round-trip digits without `.0`.
fn part(x: f64, sign: bool) -> String {
    let t = double_to_string(x, 'r', 0, false, false, false);
    let s = if t.negative {
        "-"
    } else if sign {
        "+"
    } else {
        ""
    };
    format!("{s}{}", t.body)
}

/// `repr(z)`: `1j`, `(1+2j)`, `(-0-0j)`, `(nan+infj)`.
pub fn repr(c: Complex) -> String {
    if c.re == 0.0 && c.re.is_sign_positive() {
        format!("{}j", part(c.im, false))
    } else {
        format!("({}{}j)", part(c.re, false), part(c.im, true))
    }
}

/// `a * b` (`_Py_c_prod`).
fn prod(a: Complex, b: Complex) -> Complex {
    Complex {
        re: a.re * b.re - a.im * b.im,
        im: a.re * b.im + a.im * b.re,
    }
}

/// `a / b` (`_Py_c_quot`, Smith's method); `None` for division by zero.
pub(crate) fn quot(a: Complex, b: Complex) -> Option<Complex> {
    let (abs_re, abs_im) = (b.re.abs(), b.im.abs());
    if abs_re >= abs_im {
        if abs_re == 0.0 {
            return None;
        }
        let ratio = b.im / b.re;
        let denom = b.re + b.im * ratio;
        Some(Complex {
            re: (a.re + a.im * ratio) / denom,
            im: (a.im - a.re * ratio) / denom,
        })
    } else if abs_im >= abs_re {
        let ratio = b.re / b.im;
        let denom = b.re * ratio + b.im;
        Some(Complex {
            re: (a.re * ratio + a.im) / denom,
            im: (a.im * ratio - a.re) / denom,
        })
    } else {
        Some(Complex {
            re: f64::NAN,
            im: f64::NAN,
        })
    }
}

/// `a ** b` (`complex_pow`): small integral exponents by repeated squaring, others through
/// polar form.
fn power(a: Complex, b: Complex) -> PyResult<Complex> {
    const ONE: Complex = Complex { re: 1.0, im: 0.0 };
    let zero_power = || {
        PyErr::msg(
            ExcKind::ZeroDivisionError,
            "0.0 to a negative or complex power",
        )
    };
    let r = if b.im == 0.0 && b.re == b.re.floor() && b.re.abs() <= 100.0 {
        let n = b.re as i64;
        let powu = |mut n: i64| {
            let (mut r, mut p) = (ONE, a);
            while n > 0 {
                if n & 1 == 1 {
                    r = prod(r, p);
                }
                n >>= 1;
                if n > 0 {
                    p = prod(p, p);
                }
            }
            r
        };
        if n > 0 {
            powu(n)
        } else {
            quot(ONE, powu(-n)).ok_or_else(zero_power)?
        }
    } else if b.re == 0.0 && b.im == 0.0 {
        ONE
    } else if a.re == 0.0 && a.im == 0.0 {
        if b.im != 0.0 || b.re < 0.0 {
            return Err(zero_power());
        }
        Complex { re: 0.0, im: 0.0 }
    } else {
        let vabs = a.re.hypot(a.im);
        let mut len = vabs.powf(b.re);
        let at = a.im.atan2(a.re);
        let mut phase = at * b.re;
        if b.im != 0.0 {
            len /= (at * b.im).exp();
            phase += b.im * vabs.ln();
        }
        Complex {
            re: len * phase.cos(),
            im: len * phase.sin(),
        }
    };
    if r.re.is_infinite() || r.im.is_infinite() {
        return Err(PyErr::msg(ExcKind::OverflowError, "complex exponentiation"));
    }
    Ok(r)
}

/// `abs(z)` (`_Py_c_abs`).
fn magnitude(c: Complex) -> PyResult<f64> {
    if c.re.is_infinite() || c.im.is_infinite() {
        return Ok(f64::INFINITY);
    }
    if c.re.is_nan() || c.im.is_nan() {
        return Ok(f64::NAN);
    }
    let r = c.re.hypot(c.im);
    if r.is_infinite() {
        return Err(PyErr::msg(
            ExcKind::OverflowError,
            "absolute value too large",
        ));
    }
    Ok(r)
}

/// `format(z, spec)` (`format_complex_internal`): each part formatted as a float, the
/// imaginary one always signed; with no type, like `str` (parentheses unless the real part
/// is +0) but with the precision when one is given.
fn format(vm: &Vm, c: Complex, spec: &str) -> PyResult<String> {
    if spec.is_empty() {
        return Ok(repr(c));
    }
    let f = format_spec::parse_format_spec(spec, "complex")?;
    if f.zero_flag {
        return Err(PyErr::msg(
            ExcKind::ValueError,
            "Zero padding is not allowed in complex format specifier",
        ));
    }
    if f.align == Some('=') {
        return Err(PyErr::msg(
            ExcKind::ValueError,
            "'=' alignment flag is not allowed in complex format specifier",
        ));
    }
    let ty = match f.ty {
        None => None,
        Some('n') => Some('g'),
        Some(t @ ('e' | 'E' | 'f' | 'F' | 'g' | 'G')) => Some(t),
        Some(t) => {
            return Err(PyErr::msg(
                ExcKind::ValueError,
                format!("Unknown format code '{t}' for object of type 'complex'"),
            ));
        }
    };
    let (skip_re, parens) = match ty {
        None => {
            let skip = c.re == 0.0 && c.re.is_sign_positive();
            (skip, !skip)
        }
        Some(_) => (false, false),
    };
    let opts = vm.format_options();
    let one = |x: f64, sign: Option<char>| -> PyResult<String> {
        match (ty, f.precision) {
            (None, None) => {
                let t = double_to_string(x, 'r', 0, false, f.alternate, f.no_neg_0);
                let s = match (t.negative, sign) {
                    (true, _) => "-",
                    (false, Some('+')) => "+",
                    (false, Some(' ')) => " ",
                    _ => "",
                };
                Ok(format!("{s}{}", t.body))
            }
            _ => {
                let part = FormatSpec {
                    fill: ' ',
                    fill_given: false,
                    align: None,
                    sign,
                    no_neg_0: f.no_neg_0,
                    alternate: f.alternate,
                    zero_flag: false,
                    width: None,
                    grouping: f.grouping,
                    precision: f.precision,
                    ty: Some(ty.unwrap_or('g')),
                };
                Ok(format_spec::apply_float_spec(x, &part, &opts)?)
            }
        }
    };
    let mut s = String::new();
    if parens {
        s.push('(');
    }
    if !skip_re {
        s.push_str(&one(c.re, f.sign)?);
    }
    s.push_str(&one(
        c.im,
        Some(if skip_re { f.sign.unwrap_or('-') } else { '+' }),
    )?);
    s.push('j');
    if parens {
        s.push(')');
    }
    let pad = FormatSpec {
        align: Some(f.align.unwrap_or('>')),
        sign: None,
        precision: None,
        ty: None,
        grouping: None,
        alternate: false,
        no_neg_0: false,
        ..f
    };
    Ok(format_spec::apply_str_spec(&s, &pad, &opts)?)
}

/// A complex number from its saved parts (a session restored, `host/save/`).
pub fn restore(_: &mut Vm, state: Value) -> PyResult<Value> {
    match &state {
        Value::Tuple(t) => match t.as_slice() {
            [Value::Float(re), Value::Float(im)] => Ok(complex_value(re.get(), im.get())),
            _ => Err(PyErr::value_err("bad saved complex")),
        },
        _ => Err(PyErr::value_err("bad saved complex")),
    }
}

impl NativeObject for Complex {
    fn native_type(&self) -> &'static NativeType {
        &COMPLEX
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    /// The two parts, which [`restore`] takes.
    fn save(&self) -> Result<Value, String> {
        Ok(Value::tuple(vec![
            Value::float(self.re),
            Value::float(self.im),
        ]))
    }

    fn repr(&self, _vm: &mut Vm, _me: &Value) -> PyResult<String> {
        Ok(repr(*self))
    }

    fn getattr(&self, _vm: &mut Vm, name: &str) -> PyResult<Option<Value>> {
        Ok(match name {
            "real" => Some(Value::float(self.re)),
            "imag" => Some(Value::float(self.im)),
            _ => None,
        })
    }

    fn eq(&self, _vm: &mut Vm, other: &Value) -> PyResult<Option<bool>> {
        Ok(self.key_eq(other))
    }

    fn key_eq(&self, other: &Value) -> Option<bool> {
        if let Some(o) = as_complex(other) {
            return Some(self.re == o.re && self.im == o.im);
        }
        match other {
            Value::Int(_) | Value::Bool(_) | Value::BigInt(_) | Value::Float(_) => {
                Some(self.im == 0.0 && crate::values::dict::key_eq(&Value::float(self.re), other))
            }
            _ => None,
        }
    }

    fn hash(&self, _vm: &mut Vm) -> PyResult<Option<i64>> {
        let h = (hash_float(self.re) as u64)
            .wrapping_add(1000003u64.wrapping_mul(hash_float(self.im) as u64))
            as i64;
        Ok(Some(if h == -1 { -2 } else { h }))
    }

    fn binary(
        &self,
        _vm: &mut Vm,
        op: BinOp,
        other: &Value,
        reflected: bool,
    ) -> PyResult<Option<Value>> {
        if !matches!(
            op,
            BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::TrueDiv | BinOp::Pow
        ) {
            return Ok(None);
        }
        let Some(o) = operand(other)? else {
            return Ok(None);
        };
        let (a, b) = if reflected { (o, *self) } else { (*self, o) };
        let r = match op {
            BinOp::Add => Complex {
                re: a.re + b.re,
                im: a.im + b.im,
            },
            BinOp::Sub => Complex {
                re: a.re - b.re,
                im: a.im - b.im,
            },
            BinOp::Mul => prod(a, b),
            BinOp::TrueDiv => quot(a, b).ok_or_else(|| {
                PyErr::msg(ExcKind::ZeroDivisionError, "complex division by zero")
            })?,
            _ => power(a, b)?,
        };
        Ok(Some(complex_value(r.re, r.im)))
    }

    fn unary(&self, _vm: &mut Vm, op: UnOp) -> PyResult<Option<Value>> {
        Ok(match op {
            UnOp::Neg => Some(complex_value(-self.re, -self.im)),
            UnOp::Pos => Some(complex_value(self.re, self.im)),
            _ => None,
        })
    }

    fn abs(&self, _vm: &mut Vm) -> PyResult<Option<Value>> {
        Ok(Some(Value::float(magnitude(*self)?)))
    }

    fn truthy(&self, _vm: &mut Vm) -> PyResult<Option<bool>> {
        Ok(Some(self.re != 0.0 || self.im != 0.0))
    }

    fn format(&self, vm: &mut Vm, spec: &str) -> PyResult<Option<String>> {
        format(vm, *self, spec).map(Some)
    }
}

/// `x ** y` for floats whose result is complex (a negative base, a fractional exponent).
pub fn real_power(x: f64, y: f64) -> PyResult<Value> {
    let r = power(Complex { re: x, im: 0.0 }, Complex { re: y, im: 0.0 })?;
    Ok(complex_value(r.re, r.im))
}

/// `pow(z, e, mod)` with a modulus: CPython refuses it for complex numbers.
pub fn modulo_error() -> PyErr {
    PyErr::msg(ExcKind::ValueError, "complex modulo")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_cpython_forms() {
        assert_eq!(parse("1+2j"), Some((1.0, 2.0)));
        assert_eq!(parse(" (1-2.5e3j) "), Some((1.0, -2500.0)));
        assert_eq!(parse("j"), Some((0.0, 1.0)));
        assert_eq!(parse("-J"), Some((0.0, -1.0)));
        assert_eq!(parse("1_0j"), Some((0.0, 10.0)));
        assert_eq!(parse("2-j"), Some((2.0, -1.0)));
        assert_eq!(parse("1e5"), Some((1e5, 0.0)));
        assert_eq!(parse("1+ 2j"), None);
        assert_eq!(parse("1ej"), None);
        assert_eq!(parse("(1+2j"), None);
        assert_eq!(parse(""), None);
        assert_eq!(parse("1+2"), None);
    }

    #[test]
    fn repr_as_cpython() {
        let c = |re, im| repr(Complex { re, im });
        assert_eq!(c(1.0, 2.0), "(1+2j)");
        assert_eq!(c(0.0, 1.0), "1j");
        assert_eq!(c(-0.0, -0.0), "(-0-0j)");
        assert_eq!(c(0.0, -0.0), "-0j");
        assert_eq!(c(f64::NAN, f64::INFINITY), "(nan+infj)");
        assert_eq!(c(0.0, 1e16), "1e+16j");
    }
}
