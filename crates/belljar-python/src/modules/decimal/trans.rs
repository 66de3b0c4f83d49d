//! The functions whose results are irrational in general: `sqrt`, `exp`, `ln`, `log10` and
//! `power`, correctly rounded (ROUND_HALF_EVEN except `power`) by fixed-point integer
//! approximations with a few guard digits, retried with more digits while the approximation
//! is too close to a rounding boundary. The integer algorithms are those of the General
//! Decimal Arithmetic reference implementation (argument reduction and Taylor series for
//! `log1p` and `expm1`), on big integers.

use std::cell::RefCell;

use num_bigint::{BigInt, BigUint, Sign};
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};

use super::arith::{is_integer, strip_zeros};
use super::num::{Dec, Kind, Op, Rounding, cond, ndigits};
use crate::vm::PyResult;

fn bi(u: &BigUint) -> BigInt {
    BigInt::from_biguint(Sign::Plus, u.clone())
}

fn p10i(k: u64) -> BigInt {
    bi(&super::num::pow10(k))
}

/// Decimal digits of `|x|`.
fn len_i(x: &BigInt) -> i64 {
    ndigits(x.magnitude()) as i64
}

/// The closest integer to `a / b` (`b > 0`), ties to even.
fn div_nearest(a: &BigInt, b: &BigInt) -> BigInt {
    let (q, r) = a.div_mod_floor(b);
    let twice: BigInt = (r << 1u32) + if q.is_odd() { 1 } else { 0 };
    if twice > *b { q + 1 } else { q }
}

/// The closest integer to `x / 2**shift`, ties to even.
fn rshift_nearest(x: &BigInt, shift: u64) -> BigInt {
    let b = BigInt::one() << shift;
    div_nearest(x, &b)
}

/// The closest integer to the square root of `n > 0`, from the estimate `a > 0`.
fn sqrt_nearest(n: &BigInt, a: &BigInt) -> BigInt {
    let mut a = a.clone();
    let mut b = BigInt::zero();
    while a != b {
        b = a.clone();
        let neg_n: BigInt = -n;
        let t = neg_n.div_floor(&a);
        a = (&a - t) >> 1u32;
    }
    a
}

/// An integer approximation to `M * log(x / M)` (`_ilog`, L = 8).
fn ilog(o: &Op, x: &BigInt, m: &BigInt) -> PyResult<BigInt> {
    const L: u64 = 8;
    let mut y = x - m;
    let mut r: u64 = 0;
    loop {
        let ay = y.abs();
        let big = if r <= L {
            (&ay << (L - r)) >= *m
        } else {
            (&ay >> (r - L)) >= *m
        };
        if !big {
            break;
        }
        let inner = m * (m + rshift_nearest(&y, r));
        let s = sqrt_nearest(&inner, m);
        y = div_nearest(&((m * &y) << 1u32), &(m + s));
        r += 1;
        o.vm.check_deadline()?;
    }
    let t = (10 * len_i(m) + 3 * L as i64 - 1) / (3 * L as i64);
    let yshift = rshift_nearest(&y, r);
    let mut w = div_nearest(m, &BigInt::from(t));
    for k in (1..t).rev() {
        w = div_nearest(m, &BigInt::from(k)) - div_nearest(&(&yshift * &w), m);
        if k % 16 == 0 {
            o.vm.check_deadline()?;
        }
    }
    Ok(div_nearest(&(w * y), m))
}

thread_local! {
    static LOG10: RefCell<String> =
        RefCell::new("23025850929940456840179914546843642076011014886".to_string());
}

/// `floor(10**p * log(10))`, from a memo of digits extended on demand.
fn log10_digits(o: &Op, p: u64) -> PyResult<BigInt> {
    let have = LOG10.with(|d| d.borrow().len() as u64);
    if p >= have {
        let mut extra = 3u64;
        let digits = loop {
            let m = p10i(p + extra + 2);
            let v = div_nearest(&ilog(o, &(&m * 10), &m)?, &BigInt::from(100));
            let s = v.to_string();
            if !s.ends_with(&"0".repeat(extra as usize)) {
                break s;
            }
            extra += 3;
        };
        let t = digits.trim_end_matches('0');
        let t = &t[..t.len().saturating_sub(1)];
        LOG10.with(|d| *d.borrow_mut() = t.to_string());
    }
    LOG10.with(|d| {
        let d = d.borrow();
        Ok(d[..(p as usize + 1).min(d.len())]
            .parse::<BigInt>()
            .unwrap_or_default())
    })
}

/// `10**p * log10(c * 10**e)` to within 1 (`_dlog10`).
fn dlog10(o: &Op, c: &BigInt, e: i64, p: i64) -> PyResult<BigInt> {
    let p = p + 2;
    let l = len_i(c);
    let f = e + l - i64::from(e + l >= 1);
    let (log_d, log_tenpower) = if p > 0 {
        let m = p10i(p as u64);
        let k = e + p - f;
        let c = if k >= 0 {
            c * p10i(k as u64)
        } else {
            div_nearest(c, &p10i((-k) as u64))
        };
        let log_d = ilog(o, &c, &m)?;
        let log_10 = log10_digits(o, p as u64)?;
        (div_nearest(&(log_d * &m), &log_10), BigInt::from(f) * m)
    } else {
        (
            BigInt::zero(),
            div_nearest(&BigInt::from(f), &p10i((-p) as u64)),
        )
    };
    Ok(div_nearest(&(log_tenpower + log_d), &BigInt::from(100)))
}

/// `10**p * log(c * 10**e)` to within 1 (`_dlog`).
fn dlog(o: &Op, c: &BigInt, e: i64, p: i64) -> PyResult<BigInt> {
    let p = p + 2;
    let l = len_i(c);
    let f = e + l - i64::from(e + l >= 1);
    let log_d = if p > 0 {
        let k = e + p - f;
        let c = if k >= 0 {
            c * p10i(k as u64)
        } else {
            div_nearest(c, &p10i((-k) as u64))
        };
        ilog(o, &c, &p10i(p as u64))?
    } else {
        BigInt::zero()
    };
    let f_log_ten = if f != 0 {
        let extra = len_i(&BigInt::from(f)) - 1;
        if p + extra >= 0 {
            div_nearest(
                &(BigInt::from(f) * log10_digits(o, (p + extra) as u64)?),
                &p10i(extra as u64),
            )
        } else {
            BigInt::zero()
        }
    } else {
        BigInt::zero()
    };
    Ok(div_nearest(&(f_log_ten + log_d), &BigInt::from(100)))
}

/// An integer approximation to `M * exp(x / M)` for small `x / M` (`_iexp`, L = 8).
fn iexp(o: &Op, x: &BigInt, m: &BigInt) -> PyResult<BigInt> {
    const L: u64 = 8;
    let r = ((x << L).div_floor(m)).magnitude().bits();
    let t = (10 * len_i(m) + 3 * L as i64 - 1) / (3 * L as i64);
    let mut y = div_nearest(x, &BigInt::from(t));
    let mshift = m << r;
    for i in (1..t).rev() {
        y = div_nearest(&(x * (&mshift + &y)), &(&mshift * i));
        if i % 16 == 0 {
            o.vm.check_deadline()?;
        }
    }
    for k in (0..r).rev() {
        let ms = m << (k + 2);
        y = div_nearest(&(&y * (&y + &ms)), &ms);
    }
    Ok(m + y)
}

/// `(d, f)` with `d * 10**f` within one unit of `exp(c * 10**e)`, `d` of `p` digits.
fn dexp(o: &Op, c: &BigInt, e: i64, p: i64) -> PyResult<(BigInt, i64)> {
    let p = p + 2;
    let extra = (e + len_i(c) - 1).max(0);
    let q = p + extra;
    let shift = e + q;
    let cshift = if shift >= 0 {
        c * p10i(shift as u64)
    } else {
        c.div_floor(&p10i((-shift) as u64))
    };
    let (quot, rem) = cshift.div_mod_floor(&log10_digits(o, q as u64)?);
    let rem = div_nearest(&rem, &p10i(extra as u64));
    let v = div_nearest(&iexp(o, &rem, &p10i(p as u64))?, &BigInt::from(1000));
    Ok((v, quot.to_i64().unwrap_or(0) - p + 3))
}

/// `(c, e)` with `c * 10**e` within one unit of `x**y`, `c` of `p` digits (`_dpower`).
fn dpower(o: &Op, xc: &BigInt, xe: i64, yc: &BigInt, ye: i64, p: i64) -> PyResult<(BigInt, i64)> {
    let b = len_i(yc) + ye;
    let lxc = dlog(o, xc, xe, p + b + 1)?;
    let shift = ye - b;
    let pc = if shift >= 0 {
        lxc * yc * p10i(shift as u64)
    } else {
        div_nearest(&(lxc * yc), &p10i((-shift) as u64))
    };
    if pc.is_zero() {
        let gt1 = (len_i(xc) + xe >= 1) == yc.is_positive();
        if gt1 {
            Ok((p10i((p - 1) as u64) + 1, 1 - p))
        } else {
            Ok((p10i(p as u64) - 1, -p))
        }
    } else {
        let (coeff, exp) = dexp(o, &pc, -(p + 1), p + 1)?;
        Ok((div_nearest(&coeff, &BigInt::from(10)), exp + 1))
    }
}

/// A lower bound for `100 * log10(c)`.
fn log10_lb(c: &BigInt) -> i64 {
    let s = c.magnitude().to_str_radix(10);
    let corr = [0, 100, 70, 53, 40, 31, 23, 16, 10, 5];
    let first = (s.as_bytes()[0] - b'0') as usize;
    100 * s.len() as i64 - corr[first]
}

/// Whether a coefficient is too close to a rounding boundary at `p` digits (`coeff %
/// (5 * 10**(len - p - 1)) == 0`).
fn near_boundary(coeff: &BigInt, p: i64) -> bool {
    let k = len_i(coeff) - p - 1;
    if k < 0 {
        // 5 * 10**k with k < 0 is a fraction in Python: the modulus is never zero unless
        // coeff is; treat as not near.
        return coeff.is_zero();
    }
    (coeff.magnitude() % (super::num::pow10(k as u64) * 5u32)).is_zero()
}

/// `n * 10**e` when that is an integer.
fn lshift_exact(n: &BigInt, e: i64) -> Option<BigInt> {
    if n.is_zero() {
        return Some(BigInt::zero());
    }
    if e >= 0 {
        return Some(n * p10i(e as u64));
    }
    let (_, k) = strip_zeros(n.magnitude(), (-e) as u64);
    if (k as i64) < -e {
        None
    } else {
        Some(n / p10i((-e) as u64))
    }
}

impl Op<'_> {
    /// Round `ans` with ROUND_HALF_EVEN (the transcendental functions ignore the context's
    /// rounding).
    fn fix_half_even(&mut self, ans: Dec) -> PyResult<Dec> {
        let saved = self.ctx.rounding;
        self.ctx.rounding = Rounding::HalfEven;
        let r = self.fix(ans);
        self.ctx.rounding = saved;
        r
    }

    /// Check the limits for a computation with `p` working digits.
    fn guard_prec(&self, p: i64) -> PyResult<()> {
        if p > 2000 {
            self.guard_digits((p as u64).saturating_mul(4))?;
        }
        Ok(())
    }

    /// A logarithm of `a` (`log`: `dlog` or `dlog10`) with enough places for the precision
    /// and for deciding the rounding, from a lower bound of its adjusted exponent.
    fn log_digits(
        &self,
        a: &Dec,
        bound: i64,
        log: fn(&Op, &BigInt, i64, i64) -> PyResult<BigInt>,
    ) -> PyResult<Dec> {
        let p = self.ctx.prec;
        self.guard_prec(p + a.digits())?;
        let c = bi(&a.coeff);
        let mut places = p - bound + 2;
        let coeff = loop {
            let coeff = log(self, &c, a.exp, places)?;
            if !near_boundary(&coeff, p) {
                break coeff;
            }
            places += 3;
        };
        Ok(Dec::new(
            coeff.is_negative(),
            coeff.magnitude().clone(),
            -places,
        ))
    }

    /// `sqrt(a)`.
    pub fn sqrt(&mut self, a: &Dec) -> PyResult<Dec> {
        if a.is_special() {
            if let Some(n) = self.check_nans(a, None)? {
                return Ok(n);
            }
            if a.is_inf() && !a.sign {
                return Ok(a.clone());
            }
        }
        if a.is_zero() {
            return self.fix(Dec::new(a.sign, BigUint::zero(), a.exp.div_euclid(2)));
        }
        if a.sign {
            return Ok(self.invalid(cond::INVALID_OPERATION));
        }
        let prec = self.ctx.prec + 1;
        self.guard_prec(prec)?;
        let len = a.digits();
        let mut e = a.exp >> 1;
        let (c, l) = if a.exp & 1 == 1 {
            (&a.coeff * 10u32, (len >> 1) + 1)
        } else {
            (a.coeff.clone(), (len + 1) >> 1)
        };
        let shift = prec - l;
        let (c, mut exact) = if shift >= 0 {
            (c * self.p10(2 * shift as u64)?, true)
        } else {
            let (q, r) = c.div_rem(&self.p10(2 * (-shift) as u64)?);
            (q, r.is_zero())
        };
        e -= shift;
        let mut n = c.sqrt();
        exact = exact && &n * &n == c;
        if exact {
            if shift >= 0 {
                n /= self.p10(shift as u64)?;
            } else {
                n *= self.p10((-shift) as u64)?;
            }
            e += shift;
        } else if (&n % 5u32).is_zero() {
            n += 1u32;
        }
        self.fix_half_even(Dec::new(false, n, e))
    }

    /// `exp(a)`.
    pub fn exp(&mut self, a: &Dec) -> PyResult<Dec> {
        if let Some(n) = self.check_nans(a, None)? {
            return Ok(n);
        }
        if a.is_inf() {
            return Ok(if a.sign {
                Dec::small(false, 0, 0)
            } else {
                a.clone()
            });
        }
        if a.coeff.is_zero() {
            return Ok(Dec::small(false, 1, 0));
        }
        let p = self.ctx.prec;
        self.guard_prec(p)?;
        let adj = a.adjusted();
        let ans = if !a.sign && adj > ((self.ctx.emax + 1) * 3).to_string().len() as i64 {
            Dec::small(false, 1, self.ctx.emax + 1)
        } else if a.sign && adj > ((-self.ctx.etiny() + 1) * 3).to_string().len() as i64 {
            Dec::small(false, 1, self.ctx.etiny() - 1)
        } else if !a.sign && adj < -p {
            Dec::new(false, self.p10(p as u64)? + 1u32, -p)
        } else if a.sign && adj < -p - 1 {
            Dec::new(false, self.p10((p + 1) as u64)? - 1u32, -p - 1)
        } else {
            let mut c = bi(&a.coeff);
            if a.sign {
                c = -c;
            }
            let mut extra = 3;
            loop {
                let (coeff, exp) = dexp(self, &c, a.exp, p + extra)?;
                if !near_boundary(&coeff, p) {
                    break Dec::new(false, coeff.magnitude().clone(), exp);
                }
                extra += 3;
            }
        };
        self.fix_half_even(ans)
    }

    /// A lower bound for the adjusted exponent of `ln(a)` (`a` positive, not 1).
    fn ln_exp_bound(&self, a: &Dec) -> i64 {
        let adj = a.adjusted();
        if adj >= 1 {
            return (adj * 23 / 10).to_string().len() as i64 - 1;
        }
        if adj <= -2 {
            return ((-1 - adj) * 23 / 10).to_string().len() as i64 - 1;
        }
        let c = bi(&a.coeff);
        let e = a.exp;
        if adj == 0 {
            let num = (&c - p10i((-e) as u64)).to_string();
            let den = c.to_string();
            return num.len() as i64 - den.len() as i64 - i64::from(str_lt(&num, &den));
        }
        e + (p10i((-e) as u64) - c).to_string().len() as i64 - 1
    }

    /// A lower bound for the adjusted exponent of `log10(a)`.
    fn log10_exp_bound(&self, a: &Dec) -> i64 {
        let adj = a.adjusted();
        if adj >= 1 {
            return adj.to_string().len() as i64 - 1;
        }
        if adj <= -2 {
            return (-1 - adj).to_string().len() as i64 - 1;
        }
        let c = bi(&a.coeff);
        let e = a.exp;
        if adj == 0 {
            let num = (&c - p10i((-e) as u64)).to_string();
            let den = (c * 231u32).to_string();
            return num.len() as i64 - den.len() as i64 - i64::from(str_lt(&num, &den)) + 2;
        }
        let num = (p10i((-e) as u64) - c).to_string();
        num.len() as i64 + e - i64::from(str_lt(&num, "231")) - 1
    }

    /// `ln(a)`.
    pub fn ln(&mut self, a: &Dec) -> PyResult<Dec> {
        if let Some(n) = self.check_nans(a, None)? {
            return Ok(n);
        }
        if a.is_zero() {
            return Ok(Dec::inf(true));
        }
        if a.is_inf() && !a.sign {
            return Ok(a.clone());
        }
        if !a.sign && is_one(a) {
            return Ok(Dec::small(false, 0, 0));
        }
        if a.sign {
            return Ok(self.invalid(cond::INVALID_OPERATION));
        }
        let bound = self.ln_exp_bound(a);
        let ans = self.log_digits(a, bound, dlog)?;
        self.fix_half_even(ans)
    }

    /// `log10(a)`.
    pub fn log10(&mut self, a: &Dec) -> PyResult<Dec> {
        if let Some(n) = self.check_nans(a, None)? {
            return Ok(n);
        }
        if a.is_zero() {
            return Ok(Dec::inf(true));
        }
        if a.is_inf() && !a.sign {
            return Ok(a.clone());
        }
        if a.sign {
            return Ok(self.invalid(cond::INVALID_OPERATION));
        }
        let (stripped, _) = strip_zeros(&a.coeff, u64::MAX);
        let ans = if stripped.is_one() {
            let v = a.adjusted();
            Dec::small(v < 0, v.unsigned_abs(), 0)
        } else {
            let bound = self.log10_exp_bound(a);
            self.log_digits(a, bound, dlog10)?
        };
        self.fix_half_even(ans)
    }

    /// `a ** b` computed exactly when the result has at most `p` digits (`_power_exact`);
    /// `a` positive, not 1, `b` nonzero, both finite.
    fn power_exact(&self, a: &Dec, b: &Dec, p: i64) -> PyResult<Option<Dec>> {
        let (xc, k) = strip_zeros(&a.coeff, u64::MAX);
        let mut xc = bi(&xc);
        let mut xe = BigInt::from(a.exp) + k;
        let (yc, k) = strip_zeros(&b.coeff, u64::MAX);
        let yc = bi(&yc);
        let mut ye = b.exp + k as i64;
        let ideal = |other: &Dec| -> Option<BigInt> {
            if is_integer(other) && !other.sign {
                Some(BigInt::from(a.exp) * dec_to_int(other))
            } else {
                None
            }
        };
        if xc.is_one() {
            xe *= &yc;
            while !xe.is_zero() && (&xe % 10u32).is_zero() {
                xe /= 10u32;
                ye += 1;
            }
            if ye < 0 {
                return Ok(None);
            }
            if ye > 40 {
                return Ok(None);
            }
            let mut exponent = &xe * p10i(ye as u64);
            if b.sign {
                exponent = -exponent;
            }
            let zeros = match ideal(b) {
                Some(ie) => (&exponent - ie)
                    .min(BigInt::from(p - 1))
                    .max(BigInt::zero()),
                None => BigInt::zero(),
            };
            let zeros = zeros.to_i64().unwrap_or(0);
            let e = (exponent - zeros).to_i64().unwrap_or(i64::MAX / 4);
            return Ok(Some(Dec::new(false, super::num::pow10(zeros as u64), e)));
        }
        if b.sign {
            let last = (&xc % 10u32).to_u32().unwrap_or(0);
            let e;
            if [2, 4, 6, 8].contains(&last) {
                let mag = xc.magnitude();
                if mag.count_ones() != 1 {
                    return Ok(None);
                }
                let e0 = BigInt::from(mag.bits() - 1);
                let emax = p * 93 / 65;
                if ye >= emax.to_string().len() as i64 {
                    return Ok(None);
                }
                let (Some(ee), Some(x2)) = (
                    lshift_exact(&(e0 * &yc), ye),
                    lshift_exact(&(&xe * &yc), ye),
                ) else {
                    return Ok(None);
                };
                if ee > BigInt::from(emax) {
                    return Ok(None);
                }
                xe = x2;
                e = ee;
                xc = BigInt::from(5).pow(e.to_u32().unwrap_or(0));
            } else if last == 5 {
                let mut e0 = (xc.magnitude().bits() * 28 / 65) as i64;
                let five = BigInt::from(5).pow(e0 as u32);
                let (q, r) = five.div_rem(&xc);
                if !r.is_zero() {
                    return Ok(None);
                }
                let mut q = q;
                while !q.is_zero() && (&q % 5u32).is_zero() {
                    q /= 5u32;
                    e0 -= 1;
                }
                let emax = p * 10 / 3;
                if ye >= emax.to_string().len() as i64 {
                    return Ok(None);
                }
                let (Some(ee), Some(x2)) = (
                    lshift_exact(&(BigInt::from(e0) * &yc), ye),
                    lshift_exact(&(&xe * &yc), ye),
                ) else {
                    return Ok(None);
                };
                if ee > BigInt::from(emax) {
                    return Ok(None);
                }
                xe = x2;
                e = ee;
                xc = BigInt::from(2).pow(e.to_u32().unwrap_or(0));
            } else {
                return Ok(None);
            }
            if xc >= p10i(p as u64) {
                return Ok(None);
            }
            let xe = (-e - xe).to_i64().unwrap_or(i64::MAX / 4);
            return Ok(Some(Dec::new(false, xc.magnitude().clone(), xe)));
        }
        let (m, n) = if ye >= 0 {
            if ye > 40 {
                return Ok(None);
            }
            (&yc * p10i(ye as u64), BigInt::one())
        } else {
            if !xe.is_zero() && len_i(&(&yc * &xe)) <= -ye {
                return Ok(None);
            }
            let xc_bits = xc.magnitude().bits();
            if len_i(&(&yc * xc_bits)) <= -ye {
                return Ok(None);
            }
            let mut m = yc.clone();
            let mut n = p10i((-ye) as u64);
            while m.is_even() && n.is_even() {
                m /= 2u32;
                n /= 2u32;
            }
            while (&m % 5u32).is_zero() && (&n % 5u32).is_zero() {
                m /= 5u32;
                n /= 5u32;
            }
            (m, n)
        };
        if n > BigInt::one() {
            let xc_bits = xc.magnitude().bits();
            if BigInt::from(xc_bits) <= n {
                return Ok(None);
            }
            let (q, r) = xe.div_mod_floor(&n);
            if !r.is_zero() {
                return Ok(None);
            }
            xe = q;
            let nn = n.to_u32().unwrap_or(u32::MAX);
            let root = xc.magnitude().nth_root(nn);
            if root.pow(nn) != *xc.magnitude() {
                return Ok(None);
            }
            xc = bi(&root);
        }
        if xc > BigInt::one() && m > BigInt::from(p * 100 / log10_lb(&xc)) {
            return Ok(None);
        }
        let mu = m.to_u32().unwrap_or(0);
        xc = xc.pow(mu);
        xe *= &m;
        if xc > p10i(p as u64) {
            return Ok(None);
        }
        let len = len_i(&xc);
        let zeros = match ideal(b) {
            Some(ie) => (&xe - ie).min(BigInt::from(p - len)).max(BigInt::zero()),
            None => BigInt::zero(),
        };
        let zeros = zeros.to_i64().unwrap_or(0);
        let coeff = xc.magnitude() * super::num::pow10(zeros as u64);
        let e = (xe - zeros).to_i64().unwrap_or(i64::MAX / 4);
        Ok(Some(Dec::new(false, coeff, e)))
    }

    /// `a ** b`.
    pub fn power(&mut self, a: &Dec, b: &Dec) -> PyResult<Dec> {
        if let Some(n) = self.check_nans(a, Some(b))? {
            return Ok(n);
        }
        if b.is_zero() {
            if a.is_zero() {
                return Ok(self.invalid(cond::INVALID_OPERATION));
            }
            return Ok(Dec::small(false, 1, 0));
        }
        let mut result_sign = false;
        let mut x = a.clone();
        if a.sign {
            if is_integer(b) {
                result_sign = !is_even(b);
            } else if !a.is_zero() {
                return Ok(self.invalid(cond::INVALID_OPERATION));
            }
            x.sign = false;
        }
        if x.is_zero() {
            return Ok(if !b.sign {
                Dec::small(result_sign, 0, 0)
            } else {
                Dec::inf(result_sign)
            });
        }
        if x.is_inf() {
            return Ok(if !b.sign {
                Dec::inf(result_sign)
            } else {
                Dec::small(result_sign, 0, 0)
            });
        }
        let prec = self.ctx.prec;
        if is_one(&x) {
            let exp = if is_integer(b) {
                let multiplier: i64 = if b.sign {
                    0
                } else if super::num::cmp_num(b, &Dec::small(false, prec as u64, 0))
                    == std::cmp::Ordering::Greater
                {
                    prec
                } else {
                    dec_to_int(b).to_i64().unwrap_or(prec)
                };
                let mut exp = x.exp * multiplier;
                if exp < 1 - prec {
                    exp = 1 - prec;
                    self.raise(cond::ROUNDED);
                }
                exp
            } else {
                self.raise(cond::INEXACT | cond::ROUNDED);
                1 - prec
            };
            return Ok(Dec::new(result_sign, self.p10((-exp) as u64)?, exp));
        }
        let self_adj = x.adjusted();
        if b.is_inf() {
            return Ok(if b.sign != (self_adj < 0) {
                Dec::small(result_sign, 0, 0)
            } else {
                Dec::inf(result_sign)
            });
        }
        let mut ans = None;
        let mut exact = false;
        let bound = self.log10_exp_bound(&x) + b.adjusted();
        if (self_adj >= 0) != b.sign {
            if bound >= self.ctx.emax.to_string().len() as i64 {
                ans = Some(Dec::small(result_sign, 1, self.ctx.emax + 1));
            }
        } else {
            let etiny = self.ctx.etiny();
            if bound >= (-etiny).to_string().len() as i64 {
                ans = Some(Dec::small(result_sign, 1, etiny - 1));
            }
        }
        if ans.is_none() {
            self.guard_prec(prec)?;
            if let Some(mut r) = self.power_exact(&x, b, prec + 1)? {
                r.sign = result_sign;
                ans = Some(r);
                exact = true;
            }
        }
        let mut ans = match ans {
            Some(a) => a,
            None => {
                let xc = bi(&x.coeff);
                let mut yc = bi(&b.coeff);
                if b.sign {
                    yc = -yc;
                }
                let mut extra = 3;
                loop {
                    let (coeff, exp) = dpower(self, &xc, x.exp, &yc, b.exp, prec + extra)?;
                    if !near_boundary(&coeff, prec) {
                        break Dec::new(result_sign, coeff.magnitude().clone(), exp);
                    }
                    extra += 3;
                }
            }
        };
        if exact && !is_integer(b) {
            if ans.digits() <= prec {
                let expdiff = prec + 1 - ans.digits();
                ans.coeff *= self.p10(expdiff as u64)?;
                ans.exp -= expdiff;
            }
            let mut sub = Op::new(self.vm, self.ctx);
            let r = sub.fix(ans)?;
            sub.raise(cond::INEXACT);
            if sub.status & cond::SUBNORMAL != 0 {
                sub.raise(cond::UNDERFLOW);
            }
            self.status |= sub.status;
            return Ok(r);
        }
        self.fix(ans)
    }

    /// `pow(a, b, m)`: exact modular exponentiation of integers.
    pub fn power_mod(&mut self, a: &Dec, b: &Dec, m: &Dec) -> PyResult<Dec> {
        for d in [a, b, m] {
            if d.kind == Kind::SNaN {
                return self.quiet_snan(d);
            }
        }
        for d in [a, b, m] {
            if d.kind == Kind::NaN {
                return self.fix_nan(d);
            }
        }
        if !(is_integer(a) && is_integer(b) && is_integer(m)) {
            return Ok(self.invalid(cond::INVALID_OPERATION));
        }
        if b.sign && !b.is_zero() {
            return Ok(self.invalid(cond::INVALID_OPERATION));
        }
        if m.is_zero() {
            return Ok(self.invalid(cond::INVALID_OPERATION));
        }
        if m.adjusted() >= self.ctx.prec {
            return Ok(self.invalid(cond::INVALID_OPERATION));
        }
        if a.is_zero() && b.is_zero() {
            return Ok(self.invalid(cond::INVALID_OPERATION));
        }
        let sign = if is_even(b) { false } else { a.sign };
        let modulo = dec_to_int(m).magnitude().clone();
        let base_i = self.to_integral(a, Rounding::HalfEven, false)?;
        let exp_i = self.to_integral(b, Rounding::HalfEven, false)?;
        let bm = BigUint::from(10u32).modpow(&BigUint::from(base_i.exp.max(0) as u64), &modulo);
        let mut base = (&base_i.coeff % &modulo) * bm % &modulo;
        for i in 0..exp_i.exp.max(0) {
            base = base.modpow(&BigUint::from(10u32), &modulo);
            if i % 1024 == 0 {
                self.vm.check_deadline()?;
            }
        }
        self.vm.check_work_time(crate::values::int::modpow_cost_ms(
            exp_i.coeff.bits(),
            modulo.bits(),
        ))?;
        let base = base.modpow(&exp_i.coeff, &modulo);
        Ok(Dec::new(sign, base, 0))
    }
}

/// Whether `num < den` as Python compares the two strings.
fn str_lt(a: &str, b: &str) -> bool {
    a < b
}

/// Whether a finite number equals 1.
fn is_one(d: &Dec) -> bool {
    if d.kind != Kind::Finite || d.sign || d.exp > 0 {
        return false;
    }
    let (c, k) = strip_zeros(&d.coeff, u64::MAX);
    c.is_one() && k as i64 == -d.exp
}

/// Whether an integer-valued number is even.
pub fn is_even(d: &Dec) -> bool {
    if d.coeff.is_zero() || d.exp > 0 {
        return true;
    }
    let q = &d.coeff / super::num::pow10((-d.exp) as u64);
    q.is_even()
}

/// The integer value of an integral finite number (truncated otherwise).
pub fn dec_to_int(d: &Dec) -> BigInt {
    let m = if d.exp >= 0 {
        &d.coeff * super::num::pow10(d.exp as u64)
    } else {
        &d.coeff / super::num::pow10((-d.exp) as u64)
    };
    let v = bi(&m);
    if d.sign { -v } else { v }
}
