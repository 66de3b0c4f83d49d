//! The decimal number and its context: representation (sign, big-integer coefficient,
//! exponent, or a special value), the context's parameters and condition flags (libmpdec's
//! bits, so flags print and trap as C `_decimal`'s do), conversion from and to strings, and
//! rounding a result to the context (`_fix` of the General Decimal Arithmetic specification).

use std::cell::RefCell;
use std::cmp::Ordering;

use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::{One, ToPrimitive, Zero};

use crate::vm::{PyResult, Vm};

/// libmpdec's condition bits (`MPD_Clamped` ... `MPD_Underflow`).
pub mod cond {
    /// `Clamped`.
    pub const CLAMPED: u32 = 1;
    /// `ConversionSyntax` (an `InvalidOperation`).
    pub const CONVERSION_SYNTAX: u32 = 2;
    /// `DivisionByZero`.
    pub const DIVISION_BY_ZERO: u32 = 4;
    /// `DivisionImpossible` (an `InvalidOperation`).
    pub const DIVISION_IMPOSSIBLE: u32 = 8;
    /// `DivisionUndefined` (an `InvalidOperation`).
    pub const DIVISION_UNDEFINED: u32 = 16;
    /// libmpdec's `MPD_Fpu_error` (an `InvalidOperation`).
    pub const FPU_ERROR: u32 = 32;
    /// `Inexact`.
    pub const INEXACT: u32 = 64;
    /// `InvalidContext` (an `InvalidOperation`).
    pub const INVALID_CONTEXT: u32 = 128;
    /// `InvalidOperation`.
    pub const INVALID_OPERATION: u32 = 256;
    /// libmpdec's `MPD_Malloc_error` (an `InvalidOperation`).
    pub const MALLOC_ERROR: u32 = 512;
    /// `FloatOperation` (libmpdec's `MPD_Not_implemented` bit, as `_decimal` uses it).
    pub const FLOAT_OPERATION: u32 = 1024;
    /// `Overflow`.
    pub const OVERFLOW: u32 = 2048;
    /// `Rounded`.
    pub const ROUNDED: u32 = 4096;
    /// `Subnormal`.
    pub const SUBNORMAL: u32 = 8192;
    /// `Underflow`.
    pub const UNDERFLOW: u32 = 16384;
    /// Every condition that is an `InvalidOperation` signal.
    pub const IEEE_INVALID: u32 = CONVERSION_SYNTAX
        | DIVISION_IMPOSSIBLE
        | DIVISION_UNDEFINED
        | FPU_ERROR
        | INVALID_CONTEXT
        | INVALID_OPERATION
        | MALLOC_ERROR;
    /// All bits.
    pub const ALL: u32 = 32767;
}

/// The eight rounding modes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Rounding {
    /// `ROUND_UP`: away from zero.
    Up,
    /// `ROUND_DOWN`: towards zero.
    Down,
    /// `ROUND_CEILING`: towards +Infinity.
    Ceiling,
    /// `ROUND_FLOOR`: towards -Infinity.
    Floor,
    /// `ROUND_HALF_UP`.
    HalfUp,
    /// `ROUND_HALF_DOWN`.
    HalfDown,
    /// `ROUND_HALF_EVEN`.
    HalfEven,
    /// `ROUND_05UP`.
    R05Up,
}

impl Rounding {
    /// Every mode with its Python name.
    pub const NAMES: [(Rounding, &'static str); 8] = [
        (Rounding::Up, "ROUND_UP"),
        (Rounding::Down, "ROUND_DOWN"),
        (Rounding::Ceiling, "ROUND_CEILING"),
        (Rounding::Floor, "ROUND_FLOOR"),
        (Rounding::HalfUp, "ROUND_HALF_UP"),
        (Rounding::HalfDown, "ROUND_HALF_DOWN"),
        (Rounding::HalfEven, "ROUND_HALF_EVEN"),
        (Rounding::R05Up, "ROUND_05UP"),
    ];

    /// The Python name (`ROUND_HALF_EVEN`).
    pub fn name(self) -> &'static str {
        Self::NAMES
            .iter()
            .find(|(r, _)| *r == self)
            .map(|(_, n)| *n)
            .unwrap_or("ROUND_HALF_EVEN")
    }

    /// The mode named `s`.
    pub fn from_name(s: &str) -> Option<Rounding> {
        Self::NAMES.iter().find(|(_, n)| *n == s).map(|(r, _)| *r)
    }
}

/// `MAX_PREC`, `MAX_EMAX` (64-bit libmpdec).
pub const MAX_PREC: i64 = 999_999_999_999_999_999;
/// `MIN_EMIN`.
pub const MIN_EMIN: i64 = -999_999_999_999_999_999;
/// `MIN_ETINY`.
pub const MIN_ETINY: i64 = MIN_EMIN - (MAX_PREC - 1);

/// A context's parameters and its accumulated flags.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ctx {
    /// Precision (digits).
    pub prec: i64,
    /// Rounding mode.
    pub rounding: Rounding,
    /// Smallest adjusted exponent of a normal number.
    pub emin: i64,
    /// Largest adjusted exponent.
    pub emax: i64,
    /// Whether the exponent marker prints as `E`.
    pub capitals: bool,
    /// IEEE clamping of exponents to `Etop`.
    pub clamp: bool,
    /// Accumulated conditions.
    pub flags: u32,
    /// Conditions that raise.
    pub traps: u32,
}

impl Ctx {
    /// `DefaultContext`'s values.
    pub fn default_ctx() -> Ctx {
        Ctx {
            prec: 28,
            rounding: Rounding::HalfEven,
            emin: -999_999,
            emax: 999_999,
            capitals: true,
            clamp: false,
            flags: 0,
            traps: cond::IEEE_INVALID | cond::DIVISION_BY_ZERO | cond::OVERFLOW,
        }
    }
    /// `Etiny`: the smallest exponent of a subnormal.
    pub fn etiny(&self) -> i64 {
        self.emin - self.prec + 1
    }
    /// `Etop`: the largest exponent when clamping.
    pub fn etop(&self) -> i64 {
        self.emax - self.prec + 1
    }
}

/// What kind of number.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// An ordinary number.
    Finite,
    /// Infinity.
    Inf,
    /// A quiet NaN (the coefficient is its payload).
    NaN,
    /// A signalling NaN.
    SNaN,
}

/// A decimal number: `(-1)**sign * coeff * 10**exp`, or a special value.
#[derive(Clone, Debug, PartialEq)]
pub struct Dec {
    /// Negative.
    pub sign: bool,
    /// The coefficient (a NaN's payload).
    pub coeff: BigUint,
    /// The exponent (0 for specials).
    pub exp: i64,
    /// Finite or special.
    pub kind: Kind,
}

impl Dec {
    /// A finite number.
    pub fn new(sign: bool, coeff: BigUint, exp: i64) -> Dec {
        Dec {
            sign,
            coeff,
            exp,
            kind: Kind::Finite,
        }
    }
    /// A finite number from a small coefficient.
    pub fn small(sign: bool, coeff: u64, exp: i64) -> Dec {
        Dec::new(sign, BigUint::from(coeff), exp)
    }
    /// `±Infinity`.
    pub fn inf(sign: bool) -> Dec {
        Dec {
            sign,
            coeff: BigUint::zero(),
            exp: 0,
            kind: Kind::Inf,
        }
    }
    /// A quiet NaN without payload.
    pub fn nan() -> Dec {
        Dec {
            sign: false,
            coeff: BigUint::zero(),
            exp: 0,
            kind: Kind::NaN,
        }
    }
    /// Whether it is Infinity or a NaN.
    pub fn is_special(&self) -> bool {
        self.kind != Kind::Finite
    }
    /// Whether it is a NaN of either kind.
    pub fn is_nan(&self) -> bool {
        matches!(self.kind, Kind::NaN | Kind::SNaN)
    }
    /// Whether it is infinite.
    pub fn is_inf(&self) -> bool {
        self.kind == Kind::Inf
    }
    /// Whether it is a finite zero.
    pub fn is_zero(&self) -> bool {
        self.kind == Kind::Finite && self.coeff.is_zero()
    }
    /// The number of digits of the coefficient (1 for zero).
    pub fn digits(&self) -> i64 {
        ndigits(&self.coeff) as i64
    }
    /// The adjusted exponent (`exp + digits - 1`; 0 for specials).
    pub fn adjusted(&self) -> i64 {
        if self.is_special() {
            0
        } else {
            self.exp + self.digits() - 1
        }
    }
    /// The same number with the sign flipped.
    pub fn negated(&self) -> Dec {
        let mut d = self.clone();
        d.sign = !d.sign;
        d
    }
    /// The same number, positive.
    pub fn abs(&self) -> Dec {
        let mut d = self.clone();
        d.sign = false;
        d
    }
}

/// The number of decimal digits of `c` (1 for zero).
pub fn ndigits(c: &BigUint) -> u64 {
    let bits = c.bits();
    if bits <= 64 {
        let v = c.to_u64().unwrap_or(0);
        return digits_u64(v);
    }
    // 2^(bits-1) <= c < 2^bits.
    let lo = ((bits - 1) as f64 * std::f64::consts::LOG10_2) as u64 + 1;
    let hi = (bits as f64 * std::f64::consts::LOG10_2) as u64 + 1;
    let mut d = lo.saturating_sub(1).max(1);
    while d < hi + 1 {
        if *c < pow10(d) {
            return d;
        }
        d += 1;
    }
    d
}

/// The number of decimal digits of `v` (1 for zero).
pub fn digits_u64(v: u64) -> u64 {
    let mut n = 1;
    let mut p: u64 = 10;
    while n < 20 && v >= p {
        n += 1;
        p = p.saturating_mul(10);
    }
    n
}

thread_local! {
    static POW10: RefCell<Vec<BigUint>> = const { RefCell::new(Vec::new()) };
}

/// `10**k` (cached below 1,200).
pub fn pow10(k: u64) -> BigUint {
    if k < 20 {
        return BigUint::from(10u64.pow(k as u32));
    }
    if k < 1200 {
        return POW10.with(|p| {
            let mut p = p.borrow_mut();
            if p.is_empty() {
                p.push(BigUint::one());
            }
            while p.len() as u64 <= k {
                let next = p.last().cloned().unwrap_or_else(BigUint::one) * 10u32;
                p.push(next);
            }
            p[k as usize].clone()
        });
    }
    BigUint::from(10u32).pow(k as u32)
}

/// The state of one operation: the context it runs under, the conditions it raised, and the
/// VM whose limits long loops check.
pub struct Op<'a> {
    /// The context (its flags are not touched; see `status`).
    pub ctx: Ctx,
    /// Conditions raised so far.
    pub status: u32,
    /// The VM, for its time and memory limits.
    pub vm: &'a Vm,
}

impl<'a> Op<'a> {
    /// An operation under `ctx`.
    pub fn new(vm: &'a Vm, ctx: Ctx) -> Op<'a> {
        Op { ctx, status: 0, vm }
    }
    /// Raise `c`.
    pub fn raise(&mut self, c: u32) {
        self.status |= c;
    }
    /// A NaN after raising an invalid-operation condition `c`.
    pub fn invalid(&mut self, c: u32) -> Dec {
        self.status |= c;
        Dec::nan()
    }
    /// `10**k`, refused when it would pass the memory limit or take too long.
    pub fn p10(&self, k: u64) -> PyResult<BigUint> {
        if k >= 1200 {
            self.guard_digits(k)?;
        }
        Ok(pow10(k))
    }
    /// Check the limits before making numbers of `digits` digits.
    pub fn guard_digits(&self, digits: u64) -> PyResult<()> {
        let bytes = (digits as f64 * 0.4153) as usize;
        self.vm.check_memory(bytes.saturating_mul(3))?;
        let bits = (digits as f64 * 3.33) as u64;
        self.vm
            .check_work_time(crate::values::int::mul_cost_ms(bits, bits))?;
        self.vm.check_deadline()
    }
    /// Check the time limit before multiplying numbers of `a` and `b` digits.
    pub fn guard_mul(&self, a: u64, b: u64) -> PyResult<()> {
        if a.max(b) < 5000 {
            return Ok(());
        }
        let (ba, bb) = ((a as f64 * 3.33) as u64, (b as f64 * 3.33) as u64);
        self.vm.check_memory(((a + b) as f64 * 0.5) as usize)?;
        self.vm
            .check_work_time(crate::values::int::mul_cost_ms(ba, bb))?;
        self.vm.check_deadline()
    }
    /// Check the time limit before dividing an `a`-digit number by a `b`-digit one.
    pub fn guard_div(&self, a: u64, b: u64) -> PyResult<()> {
        if a.max(b) < 5000 {
            return Ok(());
        }
        let (ba, bb) = ((a as f64 * 3.33) as u64, (b as f64 * 3.33) as u64);
        self.vm.check_work_time(
            crate::values::int::div_cost_ms(ba, bb).max(crate::values::int::mul_cost_ms(ba, bb)),
        )?;
        self.vm.check_deadline()
    }

    /// The result of an overflow: Infinity or the largest finite number, by the rounding
    /// mode and sign (after raising Overflow, Inexact and Rounded).
    pub fn overflow(&mut self, sign: bool) -> PyResult<Dec> {
        self.raise(cond::OVERFLOW | cond::INEXACT | cond::ROUNDED);
        let to_inf = match self.ctx.rounding {
            Rounding::HalfUp | Rounding::HalfEven | Rounding::HalfDown | Rounding::Up => true,
            Rounding::Down | Rounding::R05Up => false,
            Rounding::Ceiling => !sign,
            Rounding::Floor => sign,
        };
        if to_inf {
            return Ok(Dec::inf(sign));
        }
        let p = self.p10(self.ctx.prec as u64)?;
        Ok(Dec::new(sign, p - 1u32, self.ctx.etop()))
    }

    /// A NaN's payload cut to the context (`_fix_nan`): at most `prec - clamp` digits.
    pub fn fix_nan(&self, d: &Dec) -> PyResult<Dec> {
        let max = self.ctx.prec - self.ctx.clamp as i64;
        let n = ndigits(&d.coeff) as i64;
        if !d.coeff.is_zero() && n > max {
            let mut r = d.clone();
            r.coeff = &d.coeff % self.p10(max.max(0) as u64)?;
            return Ok(r);
        }
        Ok(d.clone())
    }

    /// Round `d` to the context (precision, exponent range, clamping), raising the
    /// conditions the specification names.
    pub fn fix(&mut self, d: Dec) -> PyResult<Dec> {
        if d.is_special() {
            if d.is_nan() {
                return self.fix_nan(&d);
            }
            return Ok(d);
        }
        let etiny = self.ctx.etiny();
        let etop = self.ctx.etop();
        if d.coeff.is_zero() {
            let exp_max = if self.ctx.clamp { etop } else { self.ctx.emax };
            let new_exp = d.exp.max(etiny).min(exp_max);
            if new_exp != d.exp {
                self.raise(cond::CLAMPED);
                return Ok(Dec::new(d.sign, d.coeff, new_exp));
            }
            return Ok(d);
        }
        let len = d.digits();
        let mut exp_min = len + d.exp - self.ctx.prec;
        if exp_min > etop {
            return self.overflow(d.sign);
        }
        let subnormal = exp_min < etiny;
        if subnormal {
            exp_min = etiny;
        }
        if d.exp < exp_min {
            let keep = len + d.exp - exp_min;
            let (coeff, changed) = if keep < 0 {
                // Less than half a unit of the last place: only the sign and the rounding
                // mode decide (as `_fix` does with a coefficient of 1 one place further).
                let r = round_decision(&BigUint::zero(), RemCmp::Below, self.ctx.rounding, d.sign);
                (
                    if r > 0 {
                        BigUint::one()
                    } else {
                        BigUint::zero()
                    },
                    r,
                )
            } else {
                let drop = (exp_min - d.exp) as u64;
                let (q, rc) = self.split(&d.coeff, drop)?;
                let r = match rc {
                    RemCmp::Zero => 0,
                    _ => round_decision(&q, rc, self.ctx.rounding, d.sign),
                };
                if r > 0 { (q + 1u32, 1) } else { (q, r) }
            };
            let mut coeff = coeff;
            if changed > 0 && ndigits(&coeff) as i64 > self.ctx.prec {
                coeff /= 10u32;
                exp_min += 1;
            }
            let ans = if exp_min > etop {
                self.overflow(d.sign)?
            } else {
                Dec::new(d.sign, coeff, exp_min)
            };
            if changed != 0 && subnormal {
                self.raise(cond::UNDERFLOW);
            }
            if subnormal {
                self.raise(cond::SUBNORMAL);
            }
            if changed != 0 {
                self.raise(cond::INEXACT);
            }
            self.raise(cond::ROUNDED);
            if ans.is_zero() {
                self.raise(cond::CLAMPED);
            }
            return Ok(ans);
        }
        if subnormal {
            self.raise(cond::SUBNORMAL);
        }
        if self.ctx.clamp && d.exp > etop {
            self.raise(cond::CLAMPED);
            let shift = (d.exp - etop) as u64;
            let coeff = d.coeff * self.p10(shift)?;
            return Ok(Dec::new(d.sign, coeff, etop));
        }
        Ok(d)
    }

    /// `c` without its last `drop` digits, and how the dropped part compares with half a
    /// unit of the kept part's last place.
    pub fn split(&self, c: &BigUint, drop: u64) -> PyResult<(BigUint, RemCmp)> {
        if drop == 0 {
            return Ok((c.clone(), RemCmp::Zero));
        }
        if let Some(v) = c.to_u64() {
            if drop >= 20 {
                return Ok((
                    BigUint::zero(),
                    if v == 0 { RemCmp::Zero } else { RemCmp::Below },
                ));
            }
            let p = 10u64.pow(drop as u32);
            let (q, r) = (v / p, v % p);
            let rc = if r == 0 {
                RemCmp::Zero
            } else {
                match (r as u128 * 2).cmp(&(p as u128)) {
                    Ordering::Less => RemCmp::Below,
                    Ordering::Equal => RemCmp::Half,
                    Ordering::Greater => RemCmp::Above,
                }
            };
            return Ok((BigUint::from(q), rc));
        }
        let n = ndigits(c);
        if drop > n {
            return Ok((BigUint::zero(), RemCmp::Below));
        }
        let p = self.p10(drop)?;
        let (q, r) = c.div_rem(&p);
        let rc = if r.is_zero() {
            RemCmp::Zero
        } else {
            match (r << 1u32).cmp(&p) {
                Ordering::Less => RemCmp::Below,
                Ordering::Equal => RemCmp::Half,
                Ordering::Greater => RemCmp::Above,
            }
        };
        Ok((q, rc))
    }

    /// `d` with exponent `exp`, rounding with `rounding` (`_rescale`); no other checks.
    pub fn rescale(&mut self, d: &Dec, exp: i64, rounding: Rounding) -> PyResult<Dec> {
        if d.is_special() {
            return Ok(d.clone());
        }
        if d.coeff.is_zero() {
            return Ok(Dec::new(d.sign, BigUint::zero(), exp));
        }
        if d.exp >= exp {
            let shift = (d.exp - exp) as u64;
            let coeff = &d.coeff * self.p10(shift)?;
            return Ok(Dec::new(d.sign, coeff, exp));
        }
        let drop = (exp - d.exp) as u64;
        let (q, rc) = self.split(&d.coeff, drop)?;
        let r = match rc {
            RemCmp::Zero => 0,
            _ => round_decision(&q, rc, rounding, d.sign),
        };
        let coeff = if r > 0 { q + 1u32 } else { q };
        Ok(Dec::new(d.sign, coeff, exp))
    }

    /// Round `d` to `places` significant digits (`_round`): the exponent moves up as needed.
    pub fn round_digits(&mut self, d: &Dec, places: i64, rounding: Rounding) -> PyResult<Dec> {
        if d.is_special() || d.coeff.is_zero() {
            return Ok(d.clone());
        }
        let mut ans = self.rescale(d, d.adjusted() + 1 - places, rounding)?;
        if ans.adjusted() != d.adjusted() {
            ans = self.rescale(&ans, ans.adjusted() + 1 - places, rounding)?;
        }
        Ok(ans)
    }
}

/// How a dropped part compares with half a unit of the last kept place.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RemCmp {
    /// Nothing dropped (exact).
    Zero,
    /// Less than half.
    Below,
    /// Exactly half.
    Half,
    /// More than half.
    Above,
}

/// Whether rounding the kept part `q` (with the dropped part `rc`, not zero) increments it:
/// 1 to increment, -1 to truncate (both inexact).
pub fn round_decision(q: &BigUint, rc: RemCmp, r: Rounding, sign: bool) -> i32 {
    let up = match r {
        Rounding::Down => false,
        Rounding::Up => true,
        Rounding::Ceiling => !sign,
        Rounding::Floor => sign,
        Rounding::HalfUp => matches!(rc, RemCmp::Half | RemCmp::Above),
        Rounding::HalfDown => rc == RemCmp::Above,
        Rounding::HalfEven => match rc {
            RemCmp::Above => true,
            RemCmp::Half => q.is_odd(),
            _ => false,
        },
        Rounding::R05Up => {
            let last = (q % 10u32).to_u32().unwrap_or(0);
            last == 0 || last == 5
        }
    };
    if up { 1 } else { -1 }
}

/// The number a numeric string spells, or `None` for a syntax error. As C `_decimal`'s
/// constructor, surrounding whitespace and every underscore are dropped (`strict`:
/// `create_decimal`, which takes neither); any Unicode decimal digit reads as its value.
pub fn parse(s: &str, strict: bool) -> Option<Dec> {
    let t = if strict {
        s
    } else {
        s.trim_matches(crate::text::unicode::is_space)
    };
    let t: String = t
        .chars()
        .filter(|&c| strict || c != '_')
        .map(|c| {
            if c.is_ascii() {
                c
            } else if let Some(d) = crate::text::unicode::decimal_value(c) {
                char::from(b'0' + d as u8)
            } else {
                c
            }
        })
        .collect();
    let (sign, rest) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, &t[..]),
    };
    let lower = rest.to_ascii_lowercase();
    if lower == "inf" || lower == "infinity" {
        return Some(Dec::inf(sign));
    }
    for (prefix, kind) in [("snan", Kind::SNaN), ("nan", Kind::NaN)] {
        if let Some(payload) = lower.strip_prefix(prefix) {
            if !payload.bytes().all(|c| c.is_ascii_digit()) {
                return None;
            }
            let coeff = if payload.is_empty() {
                BigUint::zero()
            } else {
                payload.parse::<BigUint>().ok()?
            };
            return Some(Dec {
                sign,
                coeff,
                exp: 0,
                kind,
            });
        }
    }
    let (mant, exp_part) = match lower.find('e') {
        Some(i) => (&lower[..i], Some(&lower[i + 1..])),
        None => (&lower[..], None),
    };
    let (int_part, frac_part) = match mant.find('.') {
        Some(i) => (&mant[..i], &mant[i + 1..]),
        None => (mant, ""),
    };
    if int_part.is_empty() && frac_part.is_empty() {
        return None;
    }
    if !int_part.bytes().all(|c| c.is_ascii_digit())
        || !frac_part.bytes().all(|c| c.is_ascii_digit())
    {
        return None;
    }
    let mut exp: i64 = 0;
    if let Some(e) = exp_part {
        let (esign, digits) = match e.as_bytes().first() {
            Some(b'-') => (true, &e[1..]),
            Some(b'+') => (false, &e[1..]),
            _ => (false, e),
        };
        if digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_digit()) {
            return None;
        }
        let digits = digits.trim_start_matches('0');
        // An exponent past what an exponent can hold is a syntax error, as in libmpdec.
        let v: i64 = if digits.len() > 19 {
            return None;
        } else if digits.is_empty() {
            0
        } else {
            digits.parse::<i64>().ok()?
        };
        if v > MAX_PREC * 4 {
            return None;
        }
        exp = if esign { -v } else { v };
    }
    exp -= frac_part.len() as i64;
    let all = format!("{int_part}{frac_part}");
    let all = all.trim_start_matches('0');
    let coeff = if all.is_empty() {
        BigUint::zero()
    } else if all.len() <= 19 {
        BigUint::from(all.parse::<u64>().ok()?)
    } else {
        all.parse::<BigUint>().ok()?
    };
    Some(Dec::new(sign, coeff, exp))
}

/// The coefficient's digits as text.
pub fn coeff_str(c: &BigUint) -> String {
    c.to_str_radix(10)
}

/// `to_sci_string` (`eng`: `to_eng_string`), with `E` or `e` by `capitals`.
pub fn to_string(d: &Dec, eng: bool, capitals: bool) -> String {
    let sign = if d.sign { "-" } else { "" };
    match d.kind {
        Kind::Inf => return format!("{sign}Infinity"),
        Kind::NaN | Kind::SNaN => {
            let s = if d.kind == Kind::SNaN { "sNaN" } else { "NaN" };
            if d.coeff.is_zero() {
                return format!("{sign}{s}");
            }
            return format!("{sign}{s}{}", coeff_str(&d.coeff));
        }
        Kind::Finite => {}
    }
    let digits = coeff_str(&d.coeff);
    let n = digits.len() as i64;
    let leftdigits = d.exp + n;
    let dotplace = if d.exp <= 0 && leftdigits > -6 {
        leftdigits
    } else if !eng {
        1
    } else if d.coeff.is_zero() {
        (leftdigits + 1).rem_euclid(3) - 1
    } else {
        (leftdigits - 1).rem_euclid(3) + 1
    };
    let (intpart, fracpart) = if dotplace <= 0 {
        (
            "0".to_string(),
            format!(".{}{}", "0".repeat((-dotplace) as usize), digits),
        )
    } else if dotplace >= n {
        (
            format!("{}{}", digits, "0".repeat((dotplace - n) as usize)),
            String::new(),
        )
    } else {
        (
            digits[..dotplace as usize].to_string(),
            format!(".{}", &digits[dotplace as usize..]),
        )
    };
    let exp = if leftdigits == dotplace {
        String::new()
    } else {
        let e = leftdigits - dotplace;
        format!(
            "{}{}{}",
            if capitals { "E" } else { "e" },
            if e >= 0 { "+" } else { "-" },
            e.unsigned_abs()
        )
    };
    format!("{sign}{intpart}{fracpart}{exp}")
}

/// Compare two finite numbers' values (`_cmp` without the specials).
pub fn cmp_finite(a: &Dec, b: &Dec) -> Ordering {
    let az = a.coeff.is_zero();
    let bz = b.coeff.is_zero();
    if az || bz {
        return match (az, bz) {
            (true, true) => Ordering::Equal,
            (true, false) => {
                if b.sign {
                    Ordering::Greater
                } else {
                    Ordering::Less
                }
            }
            _ => {
                if a.sign {
                    Ordering::Less
                } else {
                    Ordering::Greater
                }
            }
        };
    }
    if a.sign != b.sign {
        return if a.sign {
            Ordering::Less
        } else {
            Ordering::Greater
        };
    }
    let mag = cmp_mag(a, b);
    if a.sign { mag.reverse() } else { mag }
}

/// Compare the magnitudes of two finite nonzero numbers.
pub fn cmp_mag(a: &Dec, b: &Dec) -> Ordering {
    let (aa, ba) = (a.adjusted(), b.adjusted());
    if aa != ba {
        return aa.cmp(&ba);
    }
    // Same adjusted exponent: align (the shift is at most the longer coefficient's length).
    if a.exp == b.exp {
        return a.coeff.cmp(&b.coeff);
    }
    if a.exp > b.exp {
        let s = (a.exp - b.exp) as u64;
        (&a.coeff * pow10(s)).cmp(&b.coeff)
    } else {
        let s = (b.exp - a.exp) as u64;
        a.coeff.cmp(&(&b.coeff * pow10(s)))
    }
}

/// Compare two numbers, infinities included (NaNs are the caller's).
pub fn cmp_num(a: &Dec, b: &Dec) -> Ordering {
    match (a.is_inf(), b.is_inf()) {
        (true, true) => (!a.sign).cmp(&!b.sign),
        (true, false) => {
            if a.sign {
                Ordering::Less
            } else {
                Ordering::Greater
            }
        }
        (false, true) => {
            if b.sign {
                Ordering::Greater
            } else {
                Ordering::Less
            }
        }
        _ => cmp_finite(a, b),
    }
}
