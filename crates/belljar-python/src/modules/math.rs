//! The `math` module.

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};

use super::registry::{Const, ModuleDef};
use crate::values::Value;
use crate::values::function::Kwargs;
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

fn f64_arg(v: &Value) -> PyResult<f64> {
    match v {
        Value::Float(f) => Ok(*f),
        Value::Int(i) => Ok(*i as f64),
        Value::Bool(b) => Ok(*b as i64 as f64),
        Value::BigInt(b) => crate::values::int::big_to_f64(b)
            .ok_or_else(|| PyErr::msg(ExcKind::OverflowError, "int too large to convert to float")),
        o => Err(PyErr::type_err(format!(
            "must be real number, not {}",
            o.type_name()
        ))),
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

fn one(args: &[Value], name: &str) -> PyResult<f64> {
    if args.len() != 1 {
        return Err(PyErr::type_err(format!(
            "math.{name}() takes exactly one argument ({} given)",
            args.len()
        )));
    }
    f64_arg(&args[0])
}

macro_rules! unary {
    ($name:ident, $f:expr, $check:expr) => {
        fn $name(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
            let x = one(args, stringify!($name))?;
            let ok: fn(f64) -> bool = $check;
            if !ok(x) {
                return Err(domain());
            }
            let f: fn(f64) -> f64 = $f;
            let r = f(x);
            if r.is_infinite() && x.is_finite() {
                return Err(PyErr::msg(ExcKind::OverflowError, "math range error"));
            }
            Ok(Value::Float(r))
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

fn log(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    crate::builtins::check_args("log", args, 1, 2)?;
    let ln = |v: &Value| -> PyResult<f64> {
        if let Value::BigInt(b) = v {
            if b.is_positive() {
                let bits = b.bits();
                let shift = bits.saturating_sub(60);
                let top = (&**b >> shift).to_f64().unwrap_or(1.0);
                return Ok(top.ln() + shift as f64 * std::f64::consts::LN_2);
            }
        }
        let x = f64_arg(v)?;
        if x <= 0.0 {
            return Err(domain());
        }
        Ok(x.ln())
    };
    let x = ln(&args[0])?;
    match args.get(1) {
        Some(b) => {
            let lb = ln(b)?;
            if lb == 0.0 {
                return Err(PyErr::msg(
                    ExcKind::ZeroDivisionError,
                    "float division by zero",
                ));
            }
            Ok(Value::Float(x / lb))
        }
        None => Ok(Value::Float(x)),
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

fn floor(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    match args.first() {
        Some(v @ (Value::Int(_) | Value::BigInt(_))) => Ok(v.clone()),
        _ => float_to_int(one(args, "floor")?.floor()),
    }
}

fn ceil(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    match args.first() {
        Some(v @ (Value::Int(_) | Value::BigInt(_))) => Ok(v.clone()),
        _ => float_to_int(one(args, "ceil")?.ceil()),
    }
}

fn trunc(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    match args.first() {
        Some(v @ (Value::Int(_) | Value::BigInt(_))) => Ok(v.clone()),
        _ => float_to_int(one(args, "trunc")?.trunc()),
    }
}

fn pow(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    crate::builtins::check_args("pow", args, 2, 2)?;
    let (x, y) = (f64_arg(&args[0])?, f64_arg(&args[1])?);
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
    Ok(Value::Float(r))
}

fn atan2(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    crate::builtins::check_args("atan2", args, 2, 2)?;
    Ok(Value::Float(f64_arg(&args[0])?.atan2(f64_arg(&args[1])?)))
}

fn hypot(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    let mut s = 0.0f64;
    for a in args {
        let x = f64_arg(a)?;
        s = s.hypot(x);
    }
    Ok(Value::Float(s))
}

fn fmod(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    crate::builtins::check_args("fmod", args, 2, 2)?;
    let (x, y) = (f64_arg(&args[0])?, f64_arg(&args[1])?);
    if y == 0.0 {
        return Err(domain());
    }
    Ok(Value::Float(x % y))
}

/// `math.remainder`: IEEE 754 remainder, `x - n*y` with `n` the integer nearest `x / y`
/// (ties to even), computed exactly as CPython does from `fmod`.
fn remainder(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    crate::builtins::check_args("remainder", args, 2, 2)?;
    let (x, y) = (f64_arg(&args[0])?, f64_arg(&args[1])?);
    if x.is_nan() {
        return Ok(Value::Float(x));
    }
    if y.is_nan() {
        return Ok(Value::Float(y));
    }
    if x.is_infinite() || y == 0.0 {
        return Err(domain());
    }
    if y.is_infinite() {
        return Ok(Value::Float(x));
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
    Ok(Value::Float(1.0f64.copysign(x) * r))
}

fn copysign(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    crate::builtins::check_args("copysign", args, 2, 2)?;
    Ok(Value::Float(
        f64_arg(&args[0])?.copysign(f64_arg(&args[1])?),
    ))
}

fn isclose(_: &mut Vm, args: &[Value], kw: Kwargs) -> PyResult<Value> {
    crate::builtins::check_args("isclose", args, 2, 2)?;
    let (a, b) = (f64_arg(&args[0])?, f64_arg(&args[1])?);
    let rel = match crate::builtins::kwarg(kw, "rel_tol") {
        Some(v) => f64_arg(v)?,
        None => 1e-9,
    };
    let abs = match crate::builtins::kwarg(kw, "abs_tol") {
        Some(v) => f64_arg(v)?,
        None => 0.0,
    };
    if a == b {
        return Ok(Value::Bool(true));
    }
    if a.is_infinite() || b.is_infinite() {
        return Ok(Value::Bool(false));
    }
    let d = (a - b).abs();
    Ok(Value::Bool(
        d <= (rel * b.abs()).max(rel * a.abs()) || d <= abs,
    ))
}

fn isnan(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    Ok(Value::Bool(one(args, "isnan")?.is_nan()))
}

fn isinf(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    Ok(Value::Bool(one(args, "isinf")?.is_infinite()))
}

fn isfinite(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    Ok(Value::Bool(one(args, "isfinite")?.is_finite()))
}

fn factorial(vm: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    crate::builtins::check_args("factorial", args, 1, 1)?;
    let n = int_arg(&args[0])?;
    if n.is_negative() {
        return Err(PyErr::value_err(
            "factorial() not defined for negative values",
        ));
    }
    let n = n.to_u64().unwrap_or(u64::MAX);
    if n > 100_000 {
        vm.reserve((n as u128) * 2)?;
    }
    let mut r = BigInt::one();
    for i in 2..=n {
        r *= i;
        if i % 4096 == 0 {
            vm.check_limits()?;
        }
    }
    Ok(Value::from_big(r))
}

fn gcd(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    let mut g = BigInt::zero();
    for a in args {
        g = g.gcd(&int_arg(a)?);
    }
    Ok(Value::from_big(g))
}

fn lcm(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    let mut l = BigInt::one();
    for a in args {
        let x = int_arg(a)?;
        if x.is_zero() {
            return Ok(Value::Int(0));
        }
        l = l.lcm(&x);
    }
    Ok(Value::from_big(l))
}

fn isqrt(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    crate::builtins::check_args("isqrt", args, 1, 1)?;
    let n = int_arg(&args[0])?;
    if n.is_negative() {
        return Err(PyErr::value_err("isqrt() argument must be nonnegative"));
    }
    Ok(Value::from_big(n.sqrt()))
}

fn comb(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    crate::builtins::check_args("comb", args, 2, 2)?;
    let n = int_arg(&args[0])?;
    let k = int_arg(&args[1])?;
    if n.is_negative() || k.is_negative() {
        return Err(PyErr::value_err("n must be a non-negative integer"));
    }
    if k > n {
        return Ok(Value::Int(0));
    }
    let k = k
        .to_u64()
        .unwrap_or(0)
        .min((&n - k.clone()).to_u64().unwrap_or(0));
    let mut r = BigInt::one();
    for i in 0..k {
        r = r * (&n - i) / (i + 1);
    }
    Ok(Value::from_big(r))
}

fn perm(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    crate::builtins::check_args("perm", args, 1, 2)?;
    let n = int_arg(&args[0])?;
    let k = match args.get(1) {
        Some(v) => int_arg(v)?,
        None => n.clone(),
    };
    if k > n {
        return Ok(Value::Int(0));
    }
    let mut r = BigInt::one();
    let k = k.to_u64().unwrap_or(0);
    for i in 0..k {
        r *= &n - i;
    }
    Ok(Value::from_big(r))
}

fn fsum(vm: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    crate::builtins::check_args("fsum", args, 1, 1)?;
    // Neumaier summation.
    let mut s = 0.0f64;
    let mut c = 0.0f64;
    for v in vm.collect(&args[0])? {
        let x = f64_arg(&v)?;
        let t = s + x;
        if s.abs() >= x.abs() {
            c += (s - t) + x;
        } else {
            c += (x - t) + s;
        }
        s = t;
    }
    Ok(Value::Float(s + c))
}

fn prod(vm: &mut Vm, args: &[Value], kw: Kwargs) -> PyResult<Value> {
    crate::builtins::check_args("prod", args, 1, 1)?;
    let mut acc = crate::builtins::kwarg(kw, "start")
        .cloned()
        .unwrap_or(Value::Int(1));
    for v in vm.collect(&args[0])? {
        acc = vm.binary(crate::compile::code::BinOp::Mul, &acc, &v)?;
    }
    Ok(acc)
}

fn dist(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    crate::builtins::check_args("dist", args, 2, 2)?;
    let get = |v: &Value| -> PyResult<Vec<f64>> {
        match v {
            Value::List(l) => l.borrow().iter().map(f64_arg).collect(),
            Value::Tuple(t) => t.iter().map(f64_arg).collect(),
            _ => Err(PyErr::type_err("dist(): arguments must be sequences")),
        }
    };
    let (p, q) = (get(&args[0])?, get(&args[1])?);
    if p.len() != q.len() {
        return Err(PyErr::value_err(
            "both points must have the same number of dimensions",
        ));
    }
    Ok(Value::Float(
        p.iter()
            .zip(q.iter())
            .map(|(a, b)| (a - b) * (a - b))
            .sum::<f64>()
            .sqrt(),
    ))
}

fn modf(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    let x = one(args, "modf")?;
    let i = x.trunc();
    Ok(Value::tuple(vec![
        Value::Float((x - i).copysign(x)),
        Value::Float(i),
    ]))
}

fn frexp(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    let x = one(args, "frexp")?;
    if x == 0.0 || !x.is_finite() {
        return Ok(Value::tuple(vec![Value::Float(x), Value::Int(0)]));
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
    Ok(Value::tuple(vec![Value::Float(m), Value::Int(e as i64)]))
}

fn ldexp(vm: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    crate::builtins::check_args("ldexp", args, 2, 2)?;
    let x = f64_arg(&args[0])?;
    let e = vm.index_of(&args[1], "ldexp")?.clamp(-10000, 10000) as i32;
    let r = x * 2f64.powi(e);
    if r.is_infinite() && x.is_finite() {
        return Err(PyErr::msg(ExcKind::OverflowError, "math range error"));
    }
    Ok(Value::Float(r))
}

unary!(expm1, f64::exp_m1, |_| true);
unary!(asinh, f64::asinh, |_| true);
unary!(acosh, f64::acosh, |x| x >= 1.0 || x.is_nan());
unary!(atanh, f64::atanh, |x| x > -1.0 && x < 1.0);

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
        ("sqrt", sqrt),
        ("exp", exp),
        ("sin", sin),
        ("cos", cos),
        ("tan", tan),
        ("asin", asin),
        ("acos", acos),
        ("atan", atan),
        ("sinh", sinh),
        ("cosh", cosh),
        ("tanh", tanh),
        ("log", log),
        ("log2", log2),
        ("log10", log10),
        ("log1p", log1p),
        ("fabs", fabs),
        ("degrees", degrees),
        ("radians", radians),
        ("floor", floor),
        ("ceil", ceil),
        ("trunc", trunc),
        ("pow", pow),
        ("atan2", atan2),
        ("hypot", hypot),
        ("fmod", fmod),
        ("remainder", remainder),
        ("copysign", copysign),
        ("isclose", isclose),
        ("isnan", isnan),
        ("isinf", isinf),
        ("isfinite", isfinite),
        ("factorial", factorial),
        ("gcd", gcd),
        ("lcm", lcm),
        ("isqrt", isqrt),
        ("comb", comb),
        ("perm", perm),
        ("fsum", fsum),
        ("prod", prod),
        ("dist", dist),
        ("modf", modf),
        ("frexp", frexp),
        ("ldexp", ldexp),
        ("expm1", expm1),
        ("asinh", asinh),
        ("acosh", acosh),
        ("atanh", atanh),
    ],
    ..ModuleDef::empty("math")
};
