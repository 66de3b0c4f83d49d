//! The `math` module.

use crate::values::PyBool;
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};

use super::registry::{Const, ModuleDef};
use crate::builtins::args::{Args, Method, Sig};
use crate::values::Value;
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// A float argument as CPython's `PyFloat_AsDouble` reads it: a float, an int, or an object
/// with `__float__` or `__index__`.
fn f64_arg(vm: &mut Vm, v: &Value) -> PyResult<f64> {
    match v {
        Value::Float(f) => Ok(f.get()),
        Value::Int(i) => Ok(*i as f64),
        Value::Bool(b) => Ok(*b as i64 as f64),
        Value::BigInt(b) => crate::values::int::big_to_f64(b)
            .ok_or_else(|| PyErr::msg(ExcKind::OverflowError, "int too large to convert to float")),
        o => match vm.float_of(o)? {
            Some(x) => Ok(x),
            None => Err(PyErr::type_err(format!(
                "must be real number, not {}",
                o.type_name()
            ))),
        },
    }
}

fn int_arg(v: &Value) -> PyResult<BigInt> {
    match v {
        Value::Int(i) => Ok(BigInt::from(*i)),
        Value::Bool(b) => Ok(BigInt::from(*b as i64)),
        Value::BigInt(b) => Ok((**b).clone()),
        Value::Float(_) => Err(PyErr::type_err(
            "'float' object cannot be interpreted as an integer",
        )),
        o => Err(PyErr::type_err(format!(
            "'{}' object cannot be interpreted as an integer",
            o.type_name()
        ))),
    }
}

fn domain() -> PyErr {
    PyErr::value_err("math domain error")
}

/// The one argument of a single-argument function (the binder checked there is one) as a float.
fn one(vm: &mut Vm, a: &Args) -> PyResult<f64> {
    f64_arg(vm, a.arg(0))
}

macro_rules! unary {
    ($name:ident, $f:expr, $check:expr) => {
        fn $name(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
            let x = one(vm, a)?;
            let ok: fn(f64) -> bool = $check;
            if !ok(x) {
                return Err(domain());
            }
            let f: fn(f64) -> f64 = $f;
            let r = f(x);
            if r.is_infinite() && x.is_finite() {
                return Err(PyErr::msg(ExcKind::OverflowError, "math range error"));
            }
            Ok(Value::float(r))
        }
    };
}

unary!(sqrt, f64::sqrt, |x| x >= 0.0 || x.is_nan());
unary!(exp, f64::exp, |_| true);
unary!(sin, f64::sin, |x| !x.is_infinite());
unary!(cos, f64::cos, |x| !x.is_infinite());
unary!(tan, f64::tan, |x| !x.is_infinite());
unary!(asin, f64::asin, |x| (-1.0..=1.0).contains(&x) || x.is_nan());
unary!(acos, f64::acos, |x| (-1.0..=1.0).contains(&x) || x.is_nan());
unary!(atan, f64::atan, |_| true);
unary!(sinh, f64::sinh, |_| true);
unary!(cosh, f64::cosh, |_| true);
unary!(tanh, f64::tanh, |_| true);
unary!(log2, f64::log2, |x| x > 0.0 || x.is_nan());
unary!(log10, f64::log10, |x| x > 0.0 || x.is_nan());
unary!(log1p, f64::ln_1p, |x| x > -1.0 || x.is_nan());
unary!(fabs, f64::abs, |_| true);
unary!(degrees, f64::to_degrees, |_| true);
unary!(radians, f64::to_radians, |_| true);

fn log(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let (args, kw) = a.raw();
    if !kw.is_empty() {
        return Err(PyErr::type_err("log() takes no keyword arguments"));
    }
    if args.is_empty() || args.len() > 2 {
        return Err(PyErr::type_err("math.log requires 1 to 2 arguments"));
    }
    let mut ln = |v: &Value| -> PyResult<f64> {
        if let Value::BigInt(b) = v {
            if b.is_positive() {
                let bits = b.bits();
                let shift = bits.saturating_sub(60);
                let top = (&**b >> shift).to_f64().unwrap_or(1.0);
                return Ok(top.ln() + shift as f64 * std::f64::consts::LN_2);
            }
        }
        let x = f64_arg(vm, v)?;
        if x <= 0.0 {
            return Err(domain());
        }
        Ok(x.ln())
    };
    let x = ln(a.arg(0))?;
    match args.get(1) {
        Some(b) => {
            let lb = ln(b)?;
            if lb == 0.0 {
                return Err(PyErr::msg(
                    ExcKind::ZeroDivisionError,
                    "float division by zero",
                ));
            }
            Ok(Value::float(x / lb))
        }
        None => Ok(Value::float(x)),
    }
}

fn float_to_int(f: f64) -> PyResult<Value> {
    if f.is_nan() {
        return Err(PyErr::value_err("cannot convert float NaN to integer"));
    }
    if f.is_infinite() {
        return Err(PyErr::msg(
            ExcKind::OverflowError,
            "cannot convert float infinity to integer",
        ));
    }
    if f.abs() < 9.2e18 {
        Ok(Value::Int(f as i64))
    } else {
        use num_traits::FromPrimitive;
        Ok(Value::from_big(BigInt::from_f64(f).unwrap_or_default()))
    }
}

/// `math.floor`/`ceil`/`trunc` of an instance: its `__floor__`/`__ceil__`/`__trunc__`, or
/// (floor and ceil only) its float value, as CPython's.
fn rounding_dunder(vm: &mut Vm, v: &Value, dunder: &str) -> PyResult<Value> {
    if let Some(f) = vm.lookup_special(v, dunder) {
        return vm.call(&f, vec![], vec![]);
    }
    if dunder == "__trunc__" {
        return Err(PyErr::type_err(format!(
            "type {} doesn't define __trunc__ method",
            v.type_name()
        )));
    }
    let x = f64_arg(vm, v)?;
    float_to_int(if dunder == "__floor__" {
        x.floor()
    } else {
        x.ceil()
    })
}

fn floor(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    match a.arg(0) {
        v @ (Value::Int(_) | Value::BigInt(_)) => Ok(v.clone()),
        Value::Bool(b) => Ok(Value::Int(*b as i64)),
        v @ (Value::Instance(_) | Value::Native(_)) => rounding_dunder(vm, v, "__floor__"),
        _ => float_to_int(one(vm, a)?.floor()),
    }
}

fn ceil(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    match a.arg(0) {
        v @ (Value::Int(_) | Value::BigInt(_)) => Ok(v.clone()),
        Value::Bool(b) => Ok(Value::Int(*b as i64)),
        v @ (Value::Instance(_) | Value::Native(_)) => rounding_dunder(vm, v, "__ceil__"),
        _ => float_to_int(one(vm, a)?.ceil()),
    }
}

fn trunc(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    match a.arg(0) {
        v @ (Value::Int(_) | Value::BigInt(_)) => Ok(v.clone()),
        Value::Bool(b) => Ok(Value::Int(*b as i64)),
        v @ (Value::Instance(_) | Value::Native(_)) => rounding_dunder(vm, v, "__trunc__"),
        _ => float_to_int(one(vm, a)?.trunc()),
    }
}

fn pow(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let (x, y) = (f64_arg(vm, a.arg(0))?, f64_arg(vm, a.arg(1))?);
    if x == 0.0 && y < 0.0 {
        return Err(domain());
    }
    if x < 0.0 && y.fract() != 0.0 && y.is_finite() {
        return Err(domain());
    }
    let r = x.powf(y);
    if r.is_infinite() && x.is_finite() && y.is_finite() {
        return Err(PyErr::msg(ExcKind::OverflowError, "math range error"));
    }
    Ok(Value::float(r))
}

fn atan2(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    Ok(Value::float(
        f64_arg(vm, a.arg(0))?.atan2(f64_arg(vm, a.arg(1))?),
    ))
}

fn hypot(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let args = a.positional();
    let mut s = 0.0f64;
    for a in args {
        let x = f64_arg(vm, a)?;
        s = s.hypot(x);
    }
    Ok(Value::float(s))
}

fn fmod(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let (x, y) = (f64_arg(vm, a.arg(0))?, f64_arg(vm, a.arg(1))?);
    if y == 0.0 {
        return Err(domain());
    }
    Ok(Value::float(x % y))
}

/// `math.remainder`: IEEE 754 remainder, `x - n*y` with `n` the integer nearest `x / y`
/// (ties to even), computed exactly as CPython does from `fmod`.
fn remainder(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let (x, y) = (f64_arg(vm, a.arg(0))?, f64_arg(vm, a.arg(1))?);
    if x.is_nan() {
        return Ok(Value::float(x));
    }
    if y.is_nan() {
        return Ok(Value::float(y));
    }
    if x.is_infinite() || y == 0.0 {
        return Err(domain());
    }
    if y.is_infinite() {
        return Ok(Value::float(x));
    }
    let (absx, absy) = (x.abs(), y.abs());
    let m = absx % absy;
    let c = absy - m;
    let r = if m < c {
        m
    } else if m > c {
        -c
    } else {
        // Half-way: pick the even multiple.
        m - 2.0 * ((0.5 * (absx - m)) % absy)
    };
    Ok(Value::float(1.0f64.copysign(x) * r))
}

fn copysign(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    Ok(Value::float(
        f64_arg(vm, a.arg(0))?.copysign(f64_arg(vm, a.arg(1))?),
    ))
}

fn isclose(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let rel = match a.get(2) {
        Some(v) => f64_arg(vm, v)?,
        None => 1e-9,
    };
    let abs = match a.get(3) {
        Some(v) => f64_arg(vm, v)?,
        None => 0.0,
    };
    let (a, b) = (f64_arg(vm, a.arg(0))?, f64_arg(vm, a.arg(1))?);
    if a == b {
        return Ok(Value::Bool(PyBool::True));
    }
    if a.is_infinite() || b.is_infinite() {
        return Ok(Value::Bool(PyBool::False));
    }
    let d = (a - b).abs();
    Ok(Value::bool(
        d <= (rel * b.abs()).max(rel * a.abs()) || d <= abs,
    ))
}

fn isnan(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    Ok(Value::bool(one(vm, a)?.is_nan()))
}

fn isinf(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    Ok(Value::bool(one(vm, a)?.is_infinite()))
}

fn isfinite(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    Ok(Value::bool(one(vm, a)?.is_finite()))
}

fn factorial(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let n = int_arg(a.arg(0))?;
    if n.is_negative() {
        return Err(PyErr::value_err(
            "factorial() not defined for negative values",
        ));
    }
    let n = n.to_u64().unwrap_or(u64::MAX);
    if n > 100_000 {
        // n! has about n·log2(n) bits.
        vm.reserve((n as u128) * (64 - n.leading_zeros() as u128) / 8)?;
    }
    let mut r = BigInt::one();
    for i in 2..=n {
        r *= i;
        // Each step costs more as the product grows: check the deadline often.
        if i % 64 == 0 {
            vm.check_deadline()?;
            vm.check_growth(0)?;
        }
    }
    Ok(Value::from_big(r))
}

/// The time limit's estimate for one gcd: a big one that cannot finish in time is refused
/// up front (the gcd itself cannot be interrupted).
fn gcd_time(vm: &Vm, a: &BigInt, b: &BigInt) -> PyResult<()> {
    vm.check_work_time(crate::values::int::gcd_cost_ms(a.bits().max(b.bits())))
}

/// The gcd of machine ints (`None` when one is not a plain int, or the result is
/// 2**63, which is not one): Stein's binary algorithm on their magnitudes, without the
/// big-integer conversions (`Fraction` arithmetic calls `gcd` on small ints all the time).
fn small_gcd(args: &[Value]) -> Option<i64> {
    let mut g: u64 = 0;
    for a in args {
        let Value::Int(x) = a else { return None };
        let mut x = x.unsigned_abs();
        if g == 0 {
            g = x;
            continue;
        }
        if x == 0 {
            continue;
        }
        let shift = (g | x).trailing_zeros();
        g >>= g.trailing_zeros();
        loop {
            x >>= x.trailing_zeros();
            if g > x {
                std::mem::swap(&mut g, &mut x);
            }
            x -= g;
            if x == 0 {
                break;
            }
        }
        g <<= shift;
    }
    i64::try_from(g).ok()
}

fn gcd(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let args = a.positional();
    if let Some(g) = small_gcd(args) {
        return Ok(Value::Int(g));
    }
    let mut g = BigInt::zero();
    for a in args {
        let x = int_arg(a)?;
        gcd_time(vm, &g, &x)?;
        g = g.gcd(&x);
    }
    Ok(Value::from_big(g))
}

fn lcm(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let args = a.positional();
    let mut l = BigInt::one();
    for a in args {
        let x = int_arg(a)?;
        if x.is_zero() {
            return Ok(Value::Int(0));
        }
        gcd_time(vm, &l, &x)?;
        vm.reserve((l.bits() as u128 + x.bits() as u128) / 8)?;
        l = l.lcm(&x);
    }
    Ok(Value::from_big(l))
}

fn isqrt(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let n = int_arg(a.arg(0))?;
    if n.is_negative() {
        return Err(PyErr::value_err("isqrt() argument must be nonnegative"));
    }
    vm.check_work_time(crate::values::int::isqrt_cost_ms(n.bits()))?;
    Ok(Value::from_big(n.sqrt()))
}

fn comb(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let n = int_arg(a.arg(0))?;
    let k = int_arg(a.arg(1))?;
    if n.is_negative() || k.is_negative() {
        return Err(PyErr::value_err("n must be a non-negative integer"));
    }
    if k > n {
        return Ok(Value::Int(0));
    }
    let k = k
        .to_u64()
        .unwrap_or(u64::MAX)
        .min((&n - k.clone()).to_u64().unwrap_or(u64::MAX));
    let mut r = BigInt::one();
    for i in 0..k {
        r = r * (&n - i) / (i + 1);
        if i % 64 == 63 {
            vm.check_deadline()?;
            vm.check_growth(0)?;
        }
    }
    Ok(Value::from_big(r))
}

fn perm(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let args = a.positional();
    let n = int_arg(a.arg(0))?;
    let k = match args.get(1) {
        Some(v) => int_arg(v)?,
        None => n.clone(),
    };
    if k > n {
        return Ok(Value::Int(0));
    }
    let mut r = BigInt::one();
    let k = k.to_u64().unwrap_or(u64::MAX);
    for i in 0..k {
        r *= &n - i;
        if i % 64 == 63 {
            vm.check_deadline()?;
            vm.check_growth(0)?;
        }
    }
    Ok(Value::from_big(r))
}

/// `math.fsum(iterable)`: the correctly rounded sum, as CPython computes it (Shewchuk's exact
/// partial sums, then a half-even correction across the partials), with its errors for an
/// intermediate overflow and for `inf + -inf`.
fn fsum(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let mut partials: Vec<f64> = Vec::new();
    let (mut special, mut inf_sum) = (0.0f64, 0.0f64);
    for v in vm.collect(a.arg(0))? {
        let mut x = f64_arg(vm, &v)?;
        let saved = x;
        let mut i = 0;
        for j in 0..partials.len() {
            let mut y = partials[j];
            if x.abs() < y.abs() {
                std::mem::swap(&mut x, &mut y);
            }
            let hi = x + y;
            let lo = y - (hi - x);
            if lo != 0.0 {
                partials[i] = lo;
                i += 1;
            }
            x = hi;
        }
        partials.truncate(i);
        if x != 0.0 {
            if !x.is_finite() {
                // From an infinity or NaN among the summands, or an intermediate overflow.
                if saved.is_finite() {
                    return Err(PyErr::msg(
                        ExcKind::OverflowError,
                        "intermediate overflow in fsum",
                    ));
                }
                if saved.is_infinite() {
                    inf_sum += saved;
                }
                special += saved;
                partials.clear();
            } else {
                partials.push(x);
            }
        }
    }
    if special != 0.0 {
        if inf_sum.is_nan() {
            return Err(PyErr::value_err("-inf + inf in fsum"));
        }
        return Ok(Value::float(special));
    }
    let mut n = partials.len();
    let mut hi = 0.0;
    if n > 0 {
        n -= 1;
        hi = partials[n];
        let mut lo = 0.0;
        // Add from the top until the sum is inexact.
        while n > 0 {
            let x = hi;
            n -= 1;
            let y = partials[n];
            hi = x + y;
            lo = y - (hi - x);
            if lo != 0.0 {
                break;
            }
        }
        // Round half to even across the remaining partials.
        if n > 0 && ((lo < 0.0 && partials[n - 1] < 0.0) || (lo > 0.0 && partials[n - 1] > 0.0)) {
            let y = lo * 2.0;
            let x = hi + y;
            if y == x - hi {
                hi = x;
            }
        }
    }
    Ok(Value::float(hi))
}

fn prod(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let mut acc = a.get(1).cloned().unwrap_or(Value::Int(1));
    for v in vm.collect(a.arg(0))? {
        acc = vm.binary(crate::compile::code::BinOp::Mul, &acc, &v)?;
    }
    Ok(acc)
}

fn dist(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let mut get = |v: &Value| -> PyResult<Vec<f64>> {
        match v {
            Value::List(l) => l.borrow().iter().map(|v| f64_arg(vm, v)).collect(),
            Value::Tuple(t) => t.iter().map(|v| f64_arg(vm, v)).collect(),
            _ => Err(PyErr::type_err("dist(): arguments must be sequences")),
        }
    };
    let (p, q) = (get(a.arg(0))?, get(a.arg(1))?);
    if p.len() != q.len() {
        return Err(PyErr::value_err(
            "both points must have the same number of dimensions",
        ));
    }
    Ok(Value::float(
        p.iter()
            .zip(q.iter())
            .map(|(a, b)| (a - b) * (a - b))
            .sum::<f64>()
            .sqrt(),
    ))
}

fn modf(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let x = one(vm, a)?;
    let i = x.trunc();
    Ok(Value::tuple(vec![
        Value::float((x - i).copysign(x)),
        Value::float(i),
    ]))
}

fn frexp(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let x = one(vm, a)?;
    if x == 0.0 || !x.is_finite() {
        return Ok(Value::tuple(vec![Value::float(x), Value::Int(0)]));
    }
    let mut e = x.abs().log2().floor() as i32 + 1;
    let mut m = x / 2f64.powi(e);
    if m.abs() >= 1.0 {
        m /= 2.0;
        e += 1;
    } else if m.abs() < 0.5 {
        m *= 2.0;
        e -= 1;
    }
    Ok(Value::tuple(vec![Value::float(m), Value::Int(e as i64)]))
}

fn ldexp(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let x = f64_arg(vm, a.arg(0))?;
    let e = vm.index_of(a.arg(1), "ldexp")?.clamp(-10000, 10000) as i32;
    let r = x * 2f64.powi(e);
    if r.is_infinite() && x.is_finite() {
        return Err(PyErr::msg(ExcKind::OverflowError, "math range error"));
    }
    Ok(Value::float(r))
}

unary!(expm1, f64::exp_m1, |_| true);
unary!(asinh, special::asinh, |_| true);
unary!(acosh, special::acosh, |x| x >= 1.0 || x.is_nan());
unary!(atanh, special::atanh, |x| (x > -1.0 && x < 1.0)
    || x.is_nan());

/// The attributes of `math`.
/// The `math` module.
pub static MODULE: ModuleDef = ModuleDef {
    constants: &[
        ("pi", Const::Float(std::f64::consts::PI)),
        ("e", Const::Float(std::f64::consts::E)),
        ("tau", Const::Float(std::f64::consts::TAU)),
        ("inf", Const::Float(f64::INFINITY)),
        ("nan", Const::Float(f64::NAN)),
    ],
    functions: &[
        &SQRT, &EXP, &SIN, &COS, &TAN, &ASIN, &ACOS, &ATAN, &SINH, &COSH, &TANH, &LOG, &LOG2,
        &LOG10, &LOG1P, &FABS, &DEGREES, &RADIANS, &FLOOR, &CEIL, &TRUNC, &POW, &ATAN2, &HYPOT,
        &FMOD, &REMAINDER, &COPYSIGN, &ISCLOSE, &ISNAN, &ISINF, &ISFINITE, &FACTORIAL, &GCD, &LCM,
        &ISQRT, &COMB, &PERM, &FSUM, &PROD, &DIST, &MODF, &FREXP, &LDEXP, &EXPM1, &ASINH, &ACOSH,
        &ATANH, &CBRT, &EXP2, &ERF, &ERFC, &GAMMA, &LGAMMA, &NEXTAFTER, &ULP,
    ],
    ..ModuleDef::empty("math")
};

static SQRT: Method = Method::function(Sig::one("sqrt"), sqrt);
static EXP: Method = Method::function(Sig::one("exp"), exp);
static SIN: Method = Method::function(Sig::one("sin"), sin);
static COS: Method = Method::function(Sig::one("cos"), cos);
static TAN: Method = Method::function(Sig::one("tan"), tan);
static ASIN: Method = Method::function(Sig::one("asin"), asin);
static ACOS: Method = Method::function(Sig::one("acos"), acos);
static ATAN: Method = Method::function(Sig::one("atan"), atan);
static SINH: Method = Method::function(Sig::one("sinh"), sinh);
static COSH: Method = Method::function(Sig::one("cosh"), cosh);
static TANH: Method = Method::function(Sig::one("tanh"), tanh);
static LOG: Method = Method::function(Sig::raw("log"), log);
static LOG2: Method = Method::function(Sig::one("log2"), log2);
static LOG10: Method = Method::function(Sig::one("log10"), log10);
static LOG1P: Method = Method::function(Sig::one("log1p"), log1p);
static FABS: Method = Method::function(Sig::one("fabs"), fabs);
static DEGREES: Method = Method::function(Sig::one("degrees"), degrees);
static RADIANS: Method = Method::function(Sig::one("radians"), radians);
static FLOOR: Method = Method::function(Sig::one("floor"), floor);
static CEIL: Method = Method::function(Sig::one("ceil"), ceil);
static TRUNC: Method = Method::function(Sig::one("trunc"), trunc);
static POW: Method = Method::function(Sig::pos("pow", 2, 2), pow);
static ATAN2: Method = Method::function(Sig::pos("atan2", 2, 2), atan2);
static HYPOT: Method = Method::function(Sig::varpos("hypot", 0), hypot);
static FMOD: Method = Method::function(Sig::pos("fmod", 2, 2), fmod);
static REMAINDER: Method = Method::function(Sig::pos("remainder", 2, 2), remainder);
static COPYSIGN: Method = Method::function(Sig::pos("copysign", 2, 2), copysign);
static ISCLOSE: Method = Method::function(
    Sig::kw("isclose", &["a", "b", "rel_tol", "abs_tol"], 0, 2, 2),
    isclose,
);
static ISNAN: Method = Method::function(Sig::one("isnan"), isnan);
static ISINF: Method = Method::function(Sig::one("isinf"), isinf);
static ISFINITE: Method = Method::function(Sig::one("isfinite"), isfinite);
static FACTORIAL: Method = Method::function(Sig::one("factorial"), factorial);
static GCD: Method = Method::function(Sig::varpos("gcd", 0), gcd);
static LCM: Method = Method::function(Sig::varpos("lcm", 0), lcm);
static ISQRT: Method = Method::function(Sig::one("isqrt"), isqrt);
static COMB: Method = Method::function(Sig::pos("comb", 2, 2), comb);
static PERM: Method = Method::function(Sig::pos("perm", 1, 2), perm);
static FSUM: Method = Method::function(Sig::one("fsum"), fsum);
static PROD: Method = Method::function(Sig::kw("prod", &["iterable", "start"], 1, 1, 1), prod);
static DIST: Method = Method::function(Sig::pos("dist", 2, 2), dist);
static MODF: Method = Method::function(Sig::one("modf"), modf);
static FREXP: Method = Method::function(Sig::one("frexp"), frexp);
static LDEXP: Method = Method::function(Sig::pos("ldexp", 2, 2), ldexp);
static EXPM1: Method = Method::function(Sig::one("expm1"), expm1);
static ASINH: Method = Method::function(Sig::one("asinh"), asinh);
static ACOSH: Method = Method::function(Sig::one("acosh"), acosh);
static ATANH: Method = Method::function(Sig::one("atanh"), atanh);
static CBRT: Method = Method::function(Sig::one("cbrt"), cbrt);
static EXP2: Method = Method::function(Sig::one("exp2"), exp2);
static ERF: Method = Method::function(Sig::one("erf"), erf);
static ERFC: Method = Method::function(Sig::one("erfc"), erfc);
static GAMMA: Method = Method::function(Sig::one("gamma"), gamma);
static LGAMMA: Method = Method::function(Sig::one("lgamma"), lgamma);
static NEXTAFTER: Method = Method::function(Sig::pos("nextafter", 2, 2), nextafter);
static ULP: Method = Method::function(Sig::one("ulp"), ulp);

unary!(cbrt, special::cbrt, |_| true);
unary!(exp2, f64::exp2, |_| true);
unary!(erf, special::erf, |_| true);
unary!(erfc, special::erfc, |_| true);

/// `math.gamma(x)`: CPython's Lanczos implementation, for its exact results.
fn gamma(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let x = one(vm, a)?;
    match special::gamma(x) {
        Ok(r) if r.is_infinite() && x.is_finite() => {
            Err(PyErr::msg(ExcKind::OverflowError, "math range error"))
        }
        Ok(r) => Ok(Value::float(r)),
        Err(()) => Err(domain()),
    }
}

/// `math.lgamma(x)`: CPython's Lanczos implementation, for its exact results.
fn lgamma(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let x = one(vm, a)?;
    match special::lgamma(x) {
        Ok(r) if r.is_infinite() && x.is_finite() => {
            Err(PyErr::msg(ExcKind::OverflowError, "math range error"))
        }
        Ok(r) => Ok(Value::float(r)),
        Err(()) => Err(domain()),
    }
}

/// `math.nextafter(x, y)`.
fn nextafter(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let x = f64_arg(vm, a.arg(0))?;
    let y = f64_arg(vm, a.arg(1))?;
    Ok(Value::float(special::nextafter(x, y)))
}

/// `math.ulp(x)`.
fn ulp(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let x = one(vm, a)?;
    if x.is_nan() {
        return Ok(Value::float(x));
    }
    let x = x.abs();
    if x.is_infinite() {
        return Ok(Value::float(x));
    }
    let up = special::nextafter(x, f64::INFINITY);
    Ok(Value::float(if up.is_infinite() {
        x - special::nextafter(x, f64::NEG_INFINITY)
    } else {
        up - x
    }))
}

/// The special functions CPython computes itself or takes from the C library, kept apart so
/// that their results are CPython's bit for bit.
pub(crate) mod special {
    // glibc's error functions, which CPython 3.11 calls on Linux (`HAVE_ERF`), and its
    // inverse hyperbolic functions (Rust's `f64::asinh`, `acosh` and `atanh` are computed by
    // Rust's standard library with other formulas, which differ from glibc's in the last bit
    // for about a tenth of the arguments).
    unsafe extern "C" {
        #[link_name = "erf"]
        fn c_erf(x: f64) -> f64;
        #[link_name = "erfc"]
        fn c_erfc(x: f64) -> f64;
        #[link_name = "asinh"]
        fn c_asinh(x: f64) -> f64;
        #[link_name = "acosh"]
        fn c_acosh(x: f64) -> f64;
        #[link_name = "atanh"]
        fn c_atanh(x: f64) -> f64;
    }

    /// `asinh(x)` from the C library (which CPython's `math` and `cmath` call).
    pub fn asinh(x: f64) -> f64 {
        // SAFETY: a pure function of one double, defined for every input.
        unsafe { c_asinh(x) }
    }

    /// `acosh(x)` from the C library.
    pub fn acosh(x: f64) -> f64 {
        // SAFETY: as for `asinh` (NaN outside the domain, which callers check first).
        unsafe { c_acosh(x) }
    }

    /// `atanh(x)` from the C library.
    pub fn atanh(x: f64) -> f64 {
        // SAFETY: as for `asinh`.
        unsafe { c_atanh(x) }
    }

    /// `cbrt(x)` as glibc computes it (which CPython calls; Rust's `f64::cbrt` is another
    /// implementation that differs in the last bit for some inputs, and the C symbol links to
    /// that one): a polynomial guess on the mantissa, one rational Halley step, and the
    /// exponent divided by three with its remainder folded into a constant.
    pub fn cbrt(x: f64) -> f64 {
        const CBRT2: f64 = 1.2599210498948732;
        const SQR_CBRT2: f64 = 1.5874010519681996;
        const FACTOR: [f64; 5] = [1.0 / SQR_CBRT2, 1.0 / CBRT2, 1.0, CBRT2, SQR_CBRT2];
        if x == 0.0 || !x.is_finite() {
            return x + x;
        }
        let (xm, xe) = frexp(x.abs());
        let u = 0.35489576504391984
            + ((1.508191937815849
                + ((-2.114994941673713
                    + ((2.4469312256353444
                        + ((-1.8346927748361308
                            + (0.7849323449766392 - 0.14526389938548637 * xm) * xm)
                            * xm))
                        * xm))
                    * xm))
                * xm);
        let t2 = u * u * u;
        let ym = u * (t2 + 2.0 * xm) / (2.0 * t2 + xm) * FACTOR[(2 + xe % 3) as usize];
        let ym = if x > 0.0 { ym } else { -ym };
        // |result| is at least about 1.7e-108: 2**(xe / 3) is a normal float.
        ym * f64::from_bits(((xe / 3 + 1023) as u64) << 52)
    }

    /// C's `frexp` for a finite non-zero `x`: a mantissa in [0.5, 1) and an exponent.
    fn frexp(x: f64) -> (f64, i32) {
        let (x, shift) = if x.abs() < f64::MIN_POSITIVE {
            (x * 2f64.powi(54), -54)
        } else {
            (x, 0)
        };
        let bits = x.to_bits();
        let e = ((bits >> 52) & 0x7ff) as i32 - 1022;
        (
            f64::from_bits((bits & !(0x7ff << 52)) | (1022 << 52)),
            e + shift,
        )
    }

    /// `erf(x)` from the C library.
    pub fn erf(x: f64) -> f64 {
        // SAFETY: a pure function of one double, defined for every input.
        unsafe { c_erf(x) }
    }

    /// `erfc(x)` from the C library.
    pub fn erfc(x: f64) -> f64 {
        // SAFETY: as for `erf`.
        unsafe { c_erfc(x) }
    }

    const PI: f64 = std::f64::consts::PI;
    const LOG_PI: f64 = 1.1447298858494002;
    // Lanczos' approximation with N = 13 and g = 6.024680040776729583740234375, as a
    // rational function (the parameters CPython's `mathmodule.c` takes from Boost).
    const G: f64 = 6.02468004077673;
    const G_MINUS_HALF: f64 = 5.52468004077673;
    // Each coefficient is the double nearest CPython's 50-digit constant (the shortest
    // decimal that rounds to it).
    const NUM: [f64; 13] = [
        23531376880.41076,
        42919803642.6491,
        35711959237.35567,
        17921034426.03721,
        6039542586.352028,
        1439720407.3117216,
        248874557.86205417,
        31426415.585400194,
        2876370.6289353725,
        186056.26539522348,
        8071.672002365816,
        210.82427775157936,
        2.5066282746310002,
    ];
    const DEN: [f64; 13] = [
        0.0,
        39_916_800.0,
        120_543_840.0,
        150_917_976.0,
        105_258_076.0,
        45_995_730.0,
        13_339_535.0,
        2_637_558.0,
        357_423.0,
        32_670.0,
        1_925.0,
        66.0,
        1.0,
    ];

    /// The Lanczos sum for `x > 0`, in `1/x` for large `x` to avoid overflow.
    fn lanczos_sum(x: f64) -> f64 {
        let (mut num, mut den) = (0.0, 0.0);
        if x < 5.0 {
            for i in (0..13).rev() {
                num = num * x + NUM[i];
                den = den * x + DEN[i];
            }
        } else {
            for i in 0..13 {
                num = num / x + NUM[i];
                den = den / x + DEN[i];
            }
        }
        num / den
    }

    /// `sin(pi * x)` for finite `x`, exact at the multiples of one half.
    fn sinpi(x: f64) -> f64 {
        let y = x.abs() % 2.0;
        let r = match (2.0 * y).round() as i32 {
            0 => (PI * y).sin(),
            1 => (PI * (y - 0.5)).cos(),
            2 => (PI * (1.0 - y)).sin(),
            3 => -(PI * (y - 1.5)).cos(),
            _ => (PI * (y - 2.0)).sin(),
        };
        1f64.copysign(x) * r
    }

    /// The Gamma function; `Err` where CPython reports a domain error.
    pub fn gamma(x: f64) -> Result<f64, ()> {
        if !x.is_finite() {
            return if x.is_nan() || x > 0.0 {
                Ok(x)
            } else {
                Err(())
            };
        }
        if x == 0.0 {
            return Err(());
        }
        if x == x.floor() {
            if x < 0.0 {
                return Err(());
            }
            if x <= 23.0 {
                let mut f = 1.0;
                for k in 2..(x as u32) {
                    f *= k as f64;
                }
                return Ok(f);
            }
        }
        let ax = x.abs();
        if ax < 1e-20 {
            return Ok(1.0 / x);
        }
        if ax > 200.0 {
            return Ok(if x < 0.0 {
                0.0 / sinpi(x)
            } else {
                f64::INFINITY
            });
        }
        let y = ax + G_MINUS_HALF;
        // The rounding error of y, to correct the power below.
        let z = if ax > G_MINUS_HALF {
            (y - ax) - G_MINUS_HALF
        } else {
            (y - G_MINUS_HALF) - ax
        };
        let z = z * G / y;
        let mut r;
        if x < 0.0 {
            r = -PI / sinpi(ax) / ax * y.exp() / lanczos_sum(ax);
            r -= z * r;
            if ax < 140.0 {
                r /= y.powf(ax - 0.5);
            } else {
                let p = y.powf(ax / 2.0 - 0.25);
                r /= p;
                r /= p;
            }
        } else {
            r = lanczos_sum(ax) / y.exp();
            r += z * r;
            if ax < 140.0 {
                r *= y.powf(ax - 0.5);
            } else {
                let p = y.powf(ax / 2.0 - 0.25);
                r *= p;
                r *= p;
            }
        }
        Ok(r)
    }

    /// The log of the absolute value of the Gamma function; `Err` for CPython's domain
    /// errors (the integers up to 0).
    pub fn lgamma(x: f64) -> Result<f64, ()> {
        if !x.is_finite() {
            return Ok(if x.is_nan() { x } else { f64::INFINITY });
        }
        if x == x.floor() && x <= 2.0 {
            return if x <= 0.0 { Err(()) } else { Ok(0.0) };
        }
        let ax = x.abs();
        if ax < 1e-20 {
            return Ok(-ax.ln());
        }
        let mut r = lanczos_sum(ax).ln() - G;
        r += (ax - 0.5) * ((ax + G - 0.5).ln() - 1.0);
        if x < 0.0 {
            r = LOG_PI - sinpi(ax).abs().ln() - ax.ln() - r;
        }
        Ok(r)
    }

    /// The next float after `x` towards `y` (C's `nextafter`).
    pub fn nextafter(x: f64, y: f64) -> f64 {
        if x.is_nan() || y.is_nan() {
            return x + y;
        }
        if x == y {
            return y;
        }
        if x == 0.0 {
            return f64::from_bits(1).copysign(y);
        }
        let bits = x.to_bits();
        let away = (y > x) == (x > 0.0);
        f64::from_bits(if away { bits + 1 } else { bits - 1 })
    }
}
