//! `cmath`: mathematical functions of complex numbers, native, computing what CPython 3.11's
//! `Modules/cmathmodule.c` computes bit for bit: the same formulas (with their rescaling to
//! avoid spurious overflow and loss of precision near zero), the C99 Annex G special values
//! for infinite and NaN arguments (7x7 tables indexed by the kind of each part, as 3.11 has
//! them: `acosh` and `tanh` of a signed zero and a NaN give `nan+nanj`), and the same
//! C library building blocks (`exp`, `log`, `atan2`, `hypot`, `log1p` through Rust's `f64`,
//! which calls glibc's; `asinh` straight from glibc, as `math` does). Errors are CPython's:
//! `ValueError: math domain error` where C would signal divide-by-zero or invalid,
//! `OverflowError: math range error` on overflow. Arguments are converted as CPython's
//! `PyComplex_AsCComplex` does (complex, `__complex__`, then `__float__`/`__index__`).

use super::math::special;
use super::registry::{Const, ModuleDef};
use crate::builtins::args::{Args, Method, Sig};
use crate::builtins::complex::{number, quot, special_complex};
use crate::values::PyBool;
use crate::values::complex::{Complex, as_complex, complex_value};
use crate::values::{Globals, Value};
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// The `cmath` module.
pub static MODULE: ModuleDef = ModuleDef {
    functions: &[
        &ACOS, &ACOSH, &ASIN, &ASINH, &ATAN, &ATANH, &COS, &COSH, &EXP, &ISCLOSE, &ISFINITE,
        &ISINF, &ISNAN, &LOG, &LOG10, &PHASE, &POLAR, &RECT, &SIN, &SINH, &SQRT, &TAN, &TANH,
    ],
    constants: &[
        ("pi", Const::Float(std::f64::consts::PI)),
        ("e", Const::Float(std::f64::consts::E)),
        ("tau", Const::Float(std::f64::consts::TAU)),
        ("inf", Const::Float(f64::INFINITY)),
        ("nan", Const::Float(f64::NAN)),
    ],
    init: Some(init),
    ..ModuleDef::empty("cmath")
};

fn init(_: &mut Vm, g: &mut Globals) -> PyResult<()> {
    g.set("infj", complex_value(0.0, f64::INFINITY));
    g.set("nanj", complex_value(0.0, f64::NAN));
    Ok(())
}

static ACOS: Method = Method::function(Sig::one("acos"), unary);
static ACOSH: Method = Method::function(Sig::one("acosh"), unary);
static ASIN: Method = Method::function(Sig::one("asin"), unary);
static ASINH: Method = Method::function(Sig::one("asinh"), unary);
static ATAN: Method = Method::function(Sig::one("atan"), unary);
static ATANH: Method = Method::function(Sig::one("atanh"), unary);
static COS: Method = Method::function(Sig::one("cos"), unary);
static COSH: Method = Method::function(Sig::one("cosh"), unary);
static EXP: Method = Method::function(Sig::one("exp"), unary);
static LOG10: Method = Method::function(Sig::one("log10"), unary);
static SIN: Method = Method::function(Sig::one("sin"), unary);
static SINH: Method = Method::function(Sig::one("sinh"), unary);
static SQRT: Method = Method::function(Sig::one("sqrt"), unary);
static TAN: Method = Method::function(Sig::one("tan"), unary);
static TANH: Method = Method::function(Sig::one("tanh"), unary);
static LOG: Method = Method::function(Sig::pos("log", 1, 2), log);
static PHASE: Method = Method::function(Sig::one("phase"), phase);
static POLAR: Method = Method::function(Sig::one("polar"), polar);
static RECT: Method = Method::function(Sig::pos("rect", 2, 2), rect);
static ISFINITE: Method = Method::function(Sig::one("isfinite"), predicate);
static ISINF: Method = Method::function(Sig::one("isinf"), predicate);
static ISNAN: Method = Method::function(Sig::one("isnan"), predicate);
static ISCLOSE: Method = Method::function(
    Sig::kw("isclose", &["a", "b", "rel_tol", "abs_tol"], 0, 2, 2),
    isclose,
);

// ---- arguments and errors ----

/// A complex argument, as `PyComplex_AsCComplex` reads it.
fn complex_arg(vm: &mut Vm, v: &Value) -> PyResult<Complex> {
    if let Some(c) = as_complex(v.base_value()) {
        return Ok(c);
    }
    if let Some(c) = special_complex(vm, v)? {
        return Ok(c);
    }
    Ok(Complex {
        re: float_arg(vm, v)?,
        im: 0.0,
    })
}

/// A float argument, as `PyFloat_AsDouble` reads it: a float (or a float subclass's value),
/// else `__float__`, else `__index__` (an int subclass without them gives its int).
fn float_arg(vm: &mut Vm, v: &Value) -> PyResult<f64> {
    if let Value::Float(f) = v.base_value() {
        return Ok(f.get());
    }
    if let Some(x) = number(vm, v)? {
        return Ok(x);
    }
    if v.payload().is_some() {
        if let Some(x) = number(vm, v.base_value())? {
            return Ok(x);
        }
    }
    Err(not_real(v))
}

fn not_real(v: &Value) -> PyErr {
    PyErr::type_err(format!("must be real number, not {}", v.type_name()))
}

/// The C `errno` a function leaves: what CPython turns into an exception.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Errno {
    Ok,
    /// Divide-by-zero or invalid: `ValueError`.
    Dom,
    /// Overflow: `OverflowError`.
    Range,
}

fn math_error(e: Errno) -> PyResult<()> {
    match e {
        Errno::Ok => Ok(()),
        Errno::Dom => Err(PyErr::value_err("math domain error")),
        Errno::Range => Err(PyErr::msg(ExcKind::OverflowError, "math range error")),
    }
}

// ---- constants of cmathmodule.c ----

const PI: f64 = std::f64::consts::PI;
const E: f64 = std::f64::consts::E;
const LN2: f64 = std::f64::consts::LN_2;
const LN10: f64 = std::f64::consts::LN_10;
const LARGE: f64 = f64::MAX / 4.0;
/// `2**CM_SCALE_UP` and `2**CM_SCALE_DOWN`: rescale subnormal parts to normal ones.
const SCALE_UP: f64 = 9007199254740992.0; // 2**53
const SCALE_DOWN: f64 = 1.0 / 134217728.0; // 2**-27
/// `2**DBL_MANT_DIG`.
const MANT_SCALE: f64 = 9007199254740992.0;
const MANT_DIG: f64 = 53.0;

fn sqrt_large() -> f64 {
    LARGE.sqrt()
}

fn log_large() -> f64 {
    LARGE.ln()
}

fn sqrt_dbl_min() -> f64 {
    f64::MIN_POSITIVE.sqrt()
}

fn c(re: f64, im: f64) -> Complex {
    Complex { re, im }
}

// ---- special values ----

/// The kind of a float, the index into the special-value tables.
fn kind(d: f64) -> usize {
    if d.is_finite() {
        match (d != 0.0, d.is_sign_positive()) {
            (true, false) => 1,  // negative
            (false, false) => 2, // -0.
            (false, true) => 3,  // +0.
            (true, true) => 4,   // positive
        }
    } else if d.is_nan() {
        6
    } else if d > 0.0 {
        5
    } else {
        0
    }
}

const INF: f64 = f64::INFINITY;
const N: f64 = f64::NAN;
const P: f64 = PI;
const P14: f64 = 0.25 * PI;
const P12: f64 = 0.5 * PI;
const P34: f64 = 0.75 * PI;
/// A placeholder for the finite-by-finite entries, which are never looked up.
const U: f64 = -9.542631940771103e33;

type Table = [[(f64, f64); 7]; 7];

/// `table[kind(re)][kind(im)]`.
fn special(table: &Table, z: Complex) -> Complex {
    let (re, im) = table[kind(z.re)][kind(z.im)];
    c(re, im)
}

fn finite(z: Complex) -> bool {
    z.re.is_finite() && z.im.is_finite()
}

#[rustfmt::skip]
static ACOS_SPECIAL: Table = [
    [(P34, INF), (P, INF), (P, INF), (P, -INF), (P, -INF), (P34, -INF), (N, INF)],
    [(P12, INF), (U, U), (U, U), (U, U), (U, U), (P12, -INF), (N, N)],
    [(P12, INF), (U, U), (P12, 0.), (P12, -0.), (U, U), (P12, -INF), (P12, N)],
    [(P12, INF), (U, U), (P12, 0.), (P12, -0.), (U, U), (P12, -INF), (P12, N)],
    [(P12, INF), (U, U), (U, U), (U, U), (U, U), (P12, -INF), (N, N)],
    [(P14, INF), (0., INF), (0., INF), (0., -INF), (0., -INF), (P14, -INF), (N, INF)],
    [(N, INF), (N, N), (N, N), (N, N), (N, N), (N, -INF), (N, N)],
];

#[rustfmt::skip]
static ACOSH_SPECIAL: Table = [
    [(INF, -P34), (INF, -P), (INF, -P), (INF, P), (INF, P), (INF, P34), (INF, N)],
    [(INF, -P12), (U, U), (U, U), (U, U), (U, U), (INF, P12), (N, N)],
    [(INF, -P12), (U, U), (0., -P12), (0., P12), (U, U), (INF, P12), (N, N)],
    [(INF, -P12), (U, U), (0., -P12), (0., P12), (U, U), (INF, P12), (N, N)],
    [(INF, -P12), (U, U), (U, U), (U, U), (U, U), (INF, P12), (N, N)],
    [(INF, -P14), (INF, -0.), (INF, -0.), (INF, 0.), (INF, 0.), (INF, P14), (INF, N)],
    [(INF, N), (N, N), (N, N), (N, N), (N, N), (INF, N), (N, N)],
];

#[rustfmt::skip]
static ASINH_SPECIAL: Table = [
    [(-INF, -P14), (-INF, -0.), (-INF, -0.), (-INF, 0.), (-INF, 0.), (-INF, P14), (-INF, N)],
    [(-INF, -P12), (U, U), (U, U), (U, U), (U, U), (-INF, P12), (N, N)],
    [(-INF, -P12), (U, U), (-0., -0.), (-0., 0.), (U, U), (-INF, P12), (N, N)],
    [(INF, -P12), (U, U), (0., -0.), (0., 0.), (U, U), (INF, P12), (N, N)],
    [(INF, -P12), (U, U), (U, U), (U, U), (U, U), (INF, P12), (N, N)],
    [(INF, -P14), (INF, -0.), (INF, -0.), (INF, 0.), (INF, 0.), (INF, P14), (INF, N)],
    [(INF, N), (N, N), (N, -0.), (N, 0.), (N, N), (INF, N), (N, N)],
];

#[rustfmt::skip]
static ATANH_SPECIAL: Table = [
    [(-0., -P12), (-0., -P12), (-0., -P12), (-0., P12), (-0., P12), (-0., P12), (-0., N)],
    [(-0., -P12), (U, U), (U, U), (U, U), (U, U), (-0., P12), (N, N)],
    [(-0., -P12), (U, U), (-0., -0.), (-0., 0.), (U, U), (-0., P12), (-0., N)],
    [(0., -P12), (U, U), (0., -0.), (0., 0.), (U, U), (0., P12), (0., N)],
    [(0., -P12), (U, U), (U, U), (U, U), (U, U), (0., P12), (N, N)],
    [(0., -P12), (0., -P12), (0., -P12), (0., P12), (0., P12), (0., P12), (0., N)],
    [(0., -P12), (N, N), (N, N), (N, N), (N, N), (0., P12), (N, N)],
];

#[rustfmt::skip]
static COSH_SPECIAL: Table = [
    [(INF, N), (U, U), (INF, 0.), (INF, -0.), (U, U), (INF, N), (INF, N)],
    [(N, N), (U, U), (U, U), (U, U), (U, U), (N, N), (N, N)],
    [(N, 0.), (U, U), (1., 0.), (1., -0.), (U, U), (N, 0.), (N, 0.)],
    [(N, 0.), (U, U), (1., -0.), (1., 0.), (U, U), (N, 0.), (N, 0.)],
    [(N, N), (U, U), (U, U), (U, U), (U, U), (N, N), (N, N)],
    [(INF, N), (U, U), (INF, -0.), (INF, 0.), (U, U), (INF, N), (INF, N)],
    [(N, N), (N, N), (N, 0.), (N, 0.), (N, N), (N, N), (N, N)],
];

#[rustfmt::skip]
static EXP_SPECIAL: Table = [
    [(0., 0.), (U, U), (0., -0.), (0., 0.), (U, U), (0., 0.), (0., 0.)],
    [(N, N), (U, U), (U, U), (U, U), (U, U), (N, N), (N, N)],
    [(N, N), (U, U), (1., -0.), (1., 0.), (U, U), (N, N), (N, N)],
    [(N, N), (U, U), (1., -0.), (1., 0.), (U, U), (N, N), (N, N)],
    [(N, N), (U, U), (U, U), (U, U), (U, U), (N, N), (N, N)],
    [(INF, N), (U, U), (INF, -0.), (INF, 0.), (U, U), (INF, N), (INF, N)],
    [(N, N), (N, N), (N, -0.), (N, 0.), (N, N), (N, N), (N, N)],
];

#[rustfmt::skip]
static LOG_SPECIAL: Table = [
    [(INF, -P34), (INF, -P), (INF, -P), (INF, P), (INF, P), (INF, P34), (INF, N)],
    [(INF, -P12), (U, U), (U, U), (U, U), (U, U), (INF, P12), (N, N)],
    [(INF, -P12), (U, U), (-INF, -P), (-INF, P), (U, U), (INF, P12), (N, N)],
    [(INF, -P12), (U, U), (-INF, -0.), (-INF, 0.), (U, U), (INF, P12), (N, N)],
    [(INF, -P12), (U, U), (U, U), (U, U), (U, U), (INF, P12), (N, N)],
    [(INF, -P14), (INF, -0.), (INF, -0.), (INF, 0.), (INF, 0.), (INF, P14), (INF, N)],
    [(INF, N), (N, N), (N, N), (N, N), (N, N), (INF, N), (N, N)],
];

#[rustfmt::skip]
static SINH_SPECIAL: Table = [
    [(INF, N), (U, U), (-INF, -0.), (-INF, 0.), (U, U), (INF, N), (INF, N)],
    [(N, N), (U, U), (U, U), (U, U), (U, U), (N, N), (N, N)],
    [(0., N), (U, U), (-0., -0.), (-0., 0.), (U, U), (0., N), (0., N)],
    [(0., N), (U, U), (0., -0.), (0., 0.), (U, U), (0., N), (0., N)],
    [(N, N), (U, U), (U, U), (U, U), (U, U), (N, N), (N, N)],
    [(INF, N), (U, U), (INF, -0.), (INF, 0.), (U, U), (INF, N), (INF, N)],
    [(N, N), (N, N), (N, -0.), (N, 0.), (N, N), (N, N), (N, N)],
];

#[rustfmt::skip]
static SQRT_SPECIAL: Table = [
    [(INF, -INF), (0., -INF), (0., -INF), (0., INF), (0., INF), (INF, INF), (N, INF)],
    [(INF, -INF), (U, U), (U, U), (U, U), (U, U), (INF, INF), (N, N)],
    [(INF, -INF), (U, U), (0., -0.), (0., 0.), (U, U), (INF, INF), (N, N)],
    [(INF, -INF), (U, U), (0., -0.), (0., 0.), (U, U), (INF, INF), (N, N)],
    [(INF, -INF), (U, U), (U, U), (U, U), (U, U), (INF, INF), (N, N)],
    [(INF, -INF), (INF, -0.), (INF, -0.), (INF, 0.), (INF, 0.), (INF, INF), (INF, N)],
    [(INF, -INF), (N, N), (N, N), (N, N), (N, N), (INF, INF), (N, N)],
];

#[rustfmt::skip]
static TANH_SPECIAL: Table = [
    [(-1., 0.), (U, U), (-1., -0.), (-1., 0.), (U, U), (-1., 0.), (-1., 0.)],
    [(N, N), (U, U), (U, U), (U, U), (U, U), (N, N), (N, N)],
    [(N, N), (U, U), (-0., -0.), (-0., 0.), (U, U), (N, N), (N, N)],
    [(N, N), (U, U), (0., -0.), (0., 0.), (U, U), (N, N), (N, N)],
    [(N, N), (U, U), (U, U), (U, U), (U, U), (N, N), (N, N)],
    [(1., 0.), (U, U), (1., -0.), (1., 0.), (U, U), (1., 0.), (1., 0.)],
    [(N, N), (N, N), (N, -0.), (N, 0.), (N, N), (N, N), (N, N)],
];

#[rustfmt::skip]
static RECT_SPECIAL: Table = [
    [(INF, N), (U, U), (-INF, 0.), (-INF, -0.), (U, U), (INF, N), (INF, N)],
    [(N, N), (U, U), (U, U), (U, U), (U, U), (N, N), (N, N)],
    [(0., 0.), (U, U), (-0., 0.), (-0., -0.), (U, U), (0., 0.), (0., 0.)],
    [(0., 0.), (U, U), (0., -0.), (0., 0.), (U, U), (0., 0.), (0., 0.)],
    [(N, N), (U, U), (U, U), (U, U), (U, U), (N, N), (N, N)],
    [(INF, N), (U, U), (INF, -0.), (INF, 0.), (U, U), (INF, N), (INF, N)],
    [(N, N), (N, N), (N, 0.), (N, 0.), (N, N), (N, N), (N, N)],
];

// ---- the functions, each returning its result and errno ----

fn neg(z: Complex) -> Complex {
    c(-z.re, -z.im)
}

fn c_sqrt(z: Complex) -> (Complex, Errno) {
    if !finite(z) {
        return (special(&SQRT_SPECIAL, z), Errno::Ok);
    }
    if z.re == 0.0 && z.im == 0.0 {
        return (c(0.0, z.im), Errno::Ok);
    }
    let (ax, ay) = (z.re.abs(), z.im.abs());
    let s = if ax < f64::MIN_POSITIVE && ay < f64::MIN_POSITIVE {
        // hypot(ax, ay) would be subnormal: scale up to normal numbers first.
        let ax = ax * SCALE_UP;
        (ax + ax.hypot(ay * SCALE_UP)).sqrt() * SCALE_DOWN
    } else {
        let ax = ax / 8.0;
        2.0 * (ax + ax.hypot(ay / 8.0)).sqrt()
    };
    let d = ay / (2.0 * s);
    let r = if z.re >= 0.0 {
        c(s, d.copysign(z.im))
    } else {
        c(d, s.copysign(z.im))
    };
    (r, Errno::Ok)
}

fn c_acos(z: Complex) -> (Complex, Errno) {
    if !finite(z) {
        return (special(&ACOS_SPECIAL, z), Errno::Ok);
    }
    let r = if z.re.abs() > LARGE || z.im.abs() > LARGE {
        // Avoid overflow for large arguments.
        c(
            z.im.abs().atan2(z.re),
            -((z.re / 2.0).hypot(z.im / 2.0).ln() + LN2 * 2.0).copysign(z.im),
        )
    } else {
        let s1 = c_sqrt(c(1.0 - z.re, -z.im)).0;
        let s2 = c_sqrt(c(1.0 + z.re, z.im)).0;
        c(
            2.0 * s1.re.atan2(s2.re),
            special::asinh(s2.re * s1.im - s2.im * s1.re),
        )
    };
    (r, Errno::Ok)
}

fn c_acosh(z: Complex) -> (Complex, Errno) {
    if !finite(z) {
        return (special(&ACOSH_SPECIAL, z), Errno::Ok);
    }
    let r = if z.re.abs() > LARGE || z.im.abs() > LARGE {
        c(
            (z.re / 2.0).hypot(z.im / 2.0).ln() + LN2 * 2.0,
            z.im.atan2(z.re),
        )
    } else {
        let s1 = c_sqrt(c(z.re - 1.0, z.im)).0;
        let s2 = c_sqrt(c(z.re + 1.0, z.im)).0;
        c(
            special::asinh(s1.re * s2.re + s1.im * s2.im),
            2.0 * s1.im.atan2(s2.re),
        )
    };
    (r, Errno::Ok)
}

fn c_asinh(z: Complex) -> (Complex, Errno) {
    if !finite(z) {
        return (special(&ASINH_SPECIAL, z), Errno::Ok);
    }
    let r = if z.re.abs() > LARGE || z.im.abs() > LARGE {
        let l = (z.re / 2.0).hypot(z.im / 2.0).ln() + LN2 * 2.0;
        let re = if z.im >= 0.0 {
            l.copysign(z.re)
        } else {
            -l.copysign(-z.re)
        };
        c(re, z.im.atan2(z.re.abs()))
    } else {
        let s1 = c_sqrt(c(1.0 + z.im, -z.re)).0;
        let s2 = c_sqrt(c(1.0 - z.im, z.re)).0;
        c(
            special::asinh(s1.re * s2.im - s2.re * s1.im),
            z.im.atan2(s1.re * s2.re - s1.im * s2.im),
        )
    };
    (r, Errno::Ok)
}

/// `asin(z) = -i asinh(iz)`.
fn c_asin(z: Complex) -> (Complex, Errno) {
    let (s, e) = c_asinh(c(-z.im, z.re));
    (c(s.im, -s.re), e)
}

fn c_atanh(z: Complex) -> (Complex, Errno) {
    if !finite(z) {
        return (special(&ATANH_SPECIAL, z), Errno::Ok);
    }
    if z.re < 0.0 {
        let (r, e) = c_atanh(neg(z));
        return (neg(r), e);
    }
    let ay = z.im.abs();
    if z.re > sqrt_large() || ay > sqrt_large() {
        // atanh(z) ~ 1/z +/- i*pi/2 for large z.
        let h = (z.re / 2.0).hypot(z.im / 2.0);
        (c(z.re / 4.0 / h / h, (PI / 2.0).copysign(z.im)), Errno::Ok)
    } else if z.re == 1.0 && ay < sqrt_dbl_min() {
        if ay == 0.0 {
            (c(INF, z.im), Errno::Dom)
        } else {
            let re = -(ay.sqrt() / ay.hypot(2.0).sqrt()).ln();
            (c(re, (2f64.atan2(-ay) / 2.0).copysign(z.im)), Errno::Ok)
        }
    } else {
        let one_minus = 1.0 - z.re;
        let re = (4.0 * z.re / (one_minus * one_minus + ay * ay)).ln_1p() / 4.0;
        let im = -(-2.0 * z.im).atan2((1.0 - z.re) * (1.0 + z.re) - ay * ay) / 2.0;
        (c(re, im), Errno::Ok)
    }
}

/// `atan(z) = -i atanh(iz)`.
fn c_atan(z: Complex) -> (Complex, Errno) {
    let (s, e) = c_atanh(c(-z.im, z.re));
    (c(s.im, -s.re), e)
}

/// The result for an infinite real part and a finite non-zero imaginary one, shared by
/// `cosh`, `sinh` and `exp`: infinities (or zeros) signed by the cosine and sine of `y`.
fn signed_by_trig(y: f64, re_mag: f64, im_mag: f64, re_neg: bool, im_neg: bool) -> Complex {
    let re = re_mag.copysign(y.cos());
    let im = im_mag.copysign(y.sin());
    c(if re_neg { -re } else { re }, if im_neg { -im } else { im })
}

fn overflow_check(r: Complex) -> Errno {
    if r.re.is_infinite() || r.im.is_infinite() {
        Errno::Range
    } else {
        Errno::Ok
    }
}

/// `cosh(z)` (`sinh` false) or `sinh(z)` (`sinh` true): the two share their structure, with
/// the roles of `cosh` and `sinh` of the real part swapped.
fn c_cosh_sinh(z: Complex, sinh: bool) -> (Complex, Errno) {
    if !finite(z) {
        let r = if z.re.is_infinite() && z.im.is_finite() && z.im != 0.0 {
            let neg = z.re < 0.0;
            signed_by_trig(z.im, INF, INF, neg && sinh, neg && !sinh)
        } else {
            special(if sinh { &SINH_SPECIAL } else { &COSH_SPECIAL }, z)
        };
        let e = if z.im.is_infinite() && !z.re.is_nan() {
            Errno::Dom
        } else {
            Errno::Ok
        };
        return (r, e);
    }
    // For a large real part, cosh/sinh of it overflows where the result may not.
    let (x, scale) = if z.re.abs() > log_large() {
        (z.re - 1f64.copysign(z.re), E)
    } else {
        (z.re, 1.0)
    };
    let (a, b) = if sinh {
        (x.sinh(), x.cosh())
    } else {
        (x.cosh(), x.sinh())
    };
    let r = if scale == E {
        c(z.im.cos() * a * E, z.im.sin() * b * E)
    } else {
        c(z.im.cos() * a, z.im.sin() * b)
    };
    (r, overflow_check(r))
}

fn c_cosh(z: Complex) -> (Complex, Errno) {
    c_cosh_sinh(z, false)
}

/// `cos(z) = cosh(iz)`.
fn c_cos(z: Complex) -> (Complex, Errno) {
    c_cosh(c(-z.im, z.re))
}

fn c_sinh(z: Complex) -> (Complex, Errno) {
    c_cosh_sinh(z, true)
}

/// `sin(z) = -i sinh(iz)`.
fn c_sin(z: Complex) -> (Complex, Errno) {
    let (s, e) = c_sinh(c(-z.im, z.re));
    (c(s.im, -s.re), e)
}

fn c_exp(z: Complex) -> (Complex, Errno) {
    if !finite(z) {
        let r = if z.re.is_infinite() && z.im.is_finite() && z.im != 0.0 {
            if z.re > 0.0 {
                signed_by_trig(z.im, INF, INF, false, false)
            } else {
                signed_by_trig(z.im, 0.0, 0.0, false, false)
            }
        } else {
            special(&EXP_SPECIAL, z)
        };
        let e = if z.im.is_infinite() && (z.re.is_finite() || z.re == INF) {
            Errno::Dom
        } else {
            Errno::Ok
        };
        return (r, e);
    }
    let r = if z.re > log_large() {
        let l = (z.re - 1.0).exp();
        c(l * z.im.cos() * E, l * z.im.sin() * E)
    } else {
        let l = z.re.exp();
        c(l * z.im.cos(), l * z.im.sin())
    };
    (r, overflow_check(r))
}

fn c_tanh(z: Complex) -> (Complex, Errno) {
    if !finite(z) {
        let r = if z.re.is_infinite() && z.im.is_finite() && z.im != 0.0 {
            let im = 0f64.copysign(2.0 * z.im.sin() * z.im.cos());
            c(if z.re > 0.0 { 1.0 } else { -1.0 }, im)
        } else {
            special(&TANH_SPECIAL, z)
        };
        let e = if z.im.is_infinite() && z.re.is_finite() {
            Errno::Dom
        } else {
            Errno::Ok
        };
        return (r, e);
    }
    let r = if z.re.abs() > log_large() {
        c(
            1f64.copysign(z.re),
            4.0 * z.im.sin() * z.im.cos() * (-2.0 * z.re.abs()).exp(),
        )
    } else {
        let tx = z.re.tanh();
        let ty = z.im.tan();
        let cx = 1.0 / z.re.cosh();
        let txty = tx * ty;
        let denom = 1.0 + txty * txty;
        c(tx * (1.0 + ty * ty) / denom, ((ty / denom) * cx) * cx)
    };
    (r, Errno::Ok)
}

/// `tan(z) = -i tanh(iz)`.
fn c_tan(z: Complex) -> (Complex, Errno) {
    let (s, e) = c_tanh(c(-z.im, z.re));
    (c(s.im, -s.re), e)
}

fn c_log(z: Complex) -> (Complex, Errno) {
    if !finite(z) {
        return (special(&LOG_SPECIAL, z), Errno::Ok);
    }
    let (ax, ay) = (z.re.abs(), z.im.abs());
    let re = if ax > LARGE || ay > LARGE {
        (ax / 2.0).hypot(ay / 2.0).ln() + LN2
    } else if ax < f64::MIN_POSITIVE && ay < f64::MIN_POSITIVE {
        if ax > 0.0 || ay > 0.0 {
            // hypot(ax, ay) would be subnormal.
            (ax * MANT_SCALE).hypot(ay * MANT_SCALE).ln() - MANT_DIG * LN2
        } else {
            return (c(-INF, z.im.atan2(z.re)), Errno::Dom);
        }
    } else {
        let h = ax.hypot(ay);
        if (0.71..=1.73).contains(&h) {
            let (am, an) = if ax > ay { (ax, ay) } else { (ay, ax) };
            ((am - 1.0) * (am + 1.0) + an * an).ln_1p() / 2.0
        } else {
            h.ln()
        }
    };
    (c(re, z.im.atan2(z.re)), Errno::Ok)
}

fn c_log10(z: Complex) -> (Complex, Errno) {
    let (r, e) = c_log(z);
    (c(r.re / LN10, r.im / LN10), e)
}

// ---- the Python functions ----

/// The one-argument functions returning a complex.
fn unary(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let z = complex_arg(vm, a.arg(0))?;
    let f: fn(Complex) -> (Complex, Errno) = match a.name() {
        "acos" => c_acos,
        "acosh" => c_acosh,
        "asin" => c_asin,
        "asinh" => c_asinh,
        "atan" => c_atan,
        "atanh" => c_atanh,
        "cos" => c_cos,
        "cosh" => c_cosh,
        "exp" => c_exp,
        "log10" => c_log10,
        "sin" => c_sin,
        "sinh" => c_sinh,
        "sqrt" => c_sqrt,
        "tan" => c_tan,
        _ => c_tanh,
    };
    let (r, e) = f(z);
    math_error(e)?;
    Ok(complex_value(r.re, r.im))
}

/// `log(z[, base])`. As in CPython, only the errno of the last logarithm taken counts (so
/// `log(0, 2)` is `-inf+nanj`), and a zero divisor is a domain error.
fn log(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let z = complex_arg(vm, a.arg(0))?;
    let (mut r, mut e) = c_log(z);
    if let Some(base) = a.get(1) {
        let b = complex_arg(vm, base)?;
        let (lb, eb) = c_log(b);
        e = eb;
        match quot(r, lb) {
            Some(q) => r = q,
            None => {
                e = Errno::Dom;
                r = c(0.0, 0.0);
            }
        }
    }
    math_error(e)?;
    Ok(complex_value(r.re, r.im))
}

/// `phase(z)`: `atan2(z.imag, z.real)`, with the error CPython reports when glibc's `atan2`
/// sets `errno` (`ERANGE` when a non-zero `y` over a finite `x` underflows to zero).
fn phase(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let z = complex_arg(vm, a.arg(0))?;
    let phi = z.im.atan2(z.re);
    if phi == 0.0 && z.im != 0.0 && z.re.is_finite() {
        math_error(Errno::Range)?;
    }
    Ok(Value::float(phi))
}

/// `abs(z)` as `_Py_c_abs`: an infinite part wins over a NaN; overflow is a range error.
fn c_abs(z: Complex) -> (f64, Errno) {
    if !finite(z) {
        if z.re.is_infinite() {
            return (z.re.abs(), Errno::Ok);
        }
        if z.im.is_infinite() {
            return (z.im.abs(), Errno::Ok);
        }
        return (f64::NAN, Errno::Ok);
    }
    let r = z.re.hypot(z.im);
    (
        r,
        if r.is_finite() {
            Errno::Ok
        } else {
            Errno::Range
        },
    )
}

fn polar(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let z = complex_arg(vm, a.arg(0))?;
    let phi = z.im.atan2(z.re);
    let (r, e) = c_abs(z);
    math_error(e)?;
    Ok(Value::tuple(vec![Value::float(r), Value::float(phi)]))
}

fn rect(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let r = float_arg(vm, a.arg(0))?;
    let phi = float_arg(vm, a.arg(1))?;
    let z = if !r.is_finite() || !phi.is_finite() {
        let z = if r.is_infinite() && phi.is_finite() && phi != 0.0 {
            signed_by_trig(phi, INF, INF, r < 0.0, r < 0.0)
        } else {
            special(&RECT_SPECIAL, c(r, phi))
        };
        if r != 0.0 && !r.is_nan() && phi.is_infinite() {
            math_error(Errno::Dom)?;
        }
        z
    } else if phi == 0.0 {
        c(r, r * phi)
    } else {
        c(r * phi.cos(), r * phi.sin())
    };
    Ok(complex_value(z.re, z.im))
}

/// `isfinite`, `isinf`, `isnan`.
fn predicate(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let z = complex_arg(vm, a.arg(0))?;
    Ok(Value::bool(match a.name() {
        "isfinite" => finite(z),
        "isinf" => z.re.is_infinite() || z.im.is_infinite(),
        _ => z.re.is_nan() || z.im.is_nan(),
    }))
}

fn isclose(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let x = complex_arg(vm, a.arg(0))?;
    let y = complex_arg(vm, a.arg(1))?;
    let rel_tol = match a.get(2) {
        Some(v) => float_arg(vm, v)?,
        None => 1e-9,
    };
    let abs_tol = match a.get(3) {
        Some(v) => float_arg(vm, v)?,
        None => 0.0,
    };
    if rel_tol < 0.0 || abs_tol < 0.0 {
        return Err(PyErr::value_err("tolerances must be non-negative"));
    }
    if x.re == y.re && x.im == y.im {
        return Ok(Value::Bool(PyBool::True));
    }
    if x.re.is_infinite() || x.im.is_infinite() || y.re.is_infinite() || y.im.is_infinite() {
        return Ok(Value::Bool(PyBool::False));
    }
    let diff = c_abs(c(x.re - y.re, x.im - y.im)).0;
    Ok(Value::bool(
        diff <= rel_tol * c_abs(y).0 || diff <= rel_tol * c_abs(x).0 || diff <= abs_tol,
    ))
}
