//! The arithmetic of the General Decimal Arithmetic specification on [`Dec`]: addition,
//! multiplication, the divisions, comparisons, quantize and the integral roundings, the
//! `next_*` functions, `fma`, `scaleb`, `logb`, the total order, and the digit-wise logical
//! operations, shifts and rotations. Each operation raises its conditions on the [`Op`].

use std::cmp::Ordering;

use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::{One, ToPrimitive, Zero};

use super::num::{Dec, Kind, Op, Rounding, cmp_finite, cmp_num, cond, ndigits};
use crate::vm::PyResult;

impl Op<'_> {
    /// The NaN result of an operation with a NaN operand (`_check_nans`): a signalling NaN
    /// raises InvalidOperation and becomes quiet; `None` when no operand is a NaN.
    pub fn check_nans(&mut self, a: &Dec, b: Option<&Dec>) -> PyResult<Option<Dec>> {
        let b_nan = b.is_some_and(|b| b.is_nan());
        if !a.is_nan() && !b_nan {
            return Ok(None);
        }
        if a.kind == Kind::SNaN {
            return Ok(Some(self.quiet_snan(a)?));
        }
        if let Some(b) = b {
            if b.kind == Kind::SNaN {
                return Ok(Some(self.quiet_snan(b)?));
            }
        }
        if a.is_nan() {
            return Ok(Some(self.fix_nan(a)?));
        }
        Ok(Some(self.fix_nan(b.unwrap_or(a))?))
    }

    /// The quiet NaN a signalling NaN becomes, after raising InvalidOperation.
    pub fn quiet_snan(&mut self, d: &Dec) -> PyResult<Dec> {
        self.raise(cond::INVALID_OPERATION);
        let mut q = d.clone();
        q.kind = Kind::NaN;
        self.fix_nan(&q)
    }

    /// `a + b`.
    pub fn add(&mut self, a: &Dec, b: &Dec) -> PyResult<Dec> {
        if a.is_special() || b.is_special() {
            if let Some(n) = self.check_nans(a, Some(b))? {
                return Ok(n);
            }
            if a.is_inf() {
                if b.is_inf() && a.sign != b.sign {
                    return Ok(self.invalid(cond::INVALID_OPERATION));
                }
                return Ok(a.clone());
            }
            return Ok(b.clone());
        }
        let exp = a.exp.min(b.exp);
        let negativezero = self.ctx.rounding == Rounding::Floor && a.sign != b.sign;
        let (az, bz) = (a.coeff.is_zero(), b.coeff.is_zero());
        if az && bz {
            let sign = (a.sign && b.sign) || negativezero;
            return self.fix(Dec::new(sign, BigUint::zero(), exp));
        }
        if az || bz {
            let (nz, zexp) = if az { (b, a.exp) } else { (a, b.exp) };
            let e = zexp.min(nz.exp).max(nz.exp - self.ctx.prec - 1);
            let e = e.min(nz.exp);
            let r = self.rescale(nz, e, self.ctx.rounding)?;
            return self.fix(r);
        }
        // Align (`_normalize`): a far smaller operand only matters as a sticky digit.
        let (hi, lo) = if a.exp < b.exp { (b, a) } else { (a, b) };
        let hi_len = hi.digits();
        let lo_len = lo.digits();
        let e = hi.exp + (-1i64).min(hi_len - self.ctx.prec - 2);
        let (lo_c, lo_e) = if lo_len + lo.exp - 1 < e {
            (BigUint::one(), e)
        } else {
            (lo.coeff.clone(), lo.exp)
        };
        let shift = (hi.exp - lo_e) as u64;
        self.guard_mul(hi_len as u64 + shift, 1)?;
        let hi_c = if shift == 0 {
            hi.coeff.clone()
        } else {
            &hi.coeff * self.p10(shift)?
        };
        let (hi_s, lo_s) = (hi.sign, lo.sign);
        let result = if hi_s == lo_s {
            Dec::new(hi_s, hi_c + lo_c, lo_e)
        } else {
            match hi_c.cmp(&lo_c) {
                Ordering::Equal => {
                    return self.fix(Dec::new(negativezero, BigUint::zero(), exp));
                }
                Ordering::Greater => Dec::new(hi_s, hi_c - lo_c, lo_e),
                Ordering::Less => Dec::new(lo_s, lo_c - hi_c, lo_e),
            }
        };
        self.fix(result)
    }

    /// `a - b`.
    pub fn sub(&mut self, a: &Dec, b: &Dec) -> PyResult<Dec> {
        if let Some(n) = self.check_nans(a, Some(b))? {
            return Ok(n);
        }
        self.add(a, &b.negated())
    }

    /// `a * b`.
    pub fn mul(&mut self, a: &Dec, b: &Dec) -> PyResult<Dec> {
        let sign = a.sign ^ b.sign;
        if a.is_special() || b.is_special() {
            if let Some(n) = self.check_nans(a, Some(b))? {
                return Ok(n);
            }
            if (a.is_inf() && b.is_zero()) || (b.is_inf() && a.is_zero()) {
                return Ok(self.invalid(cond::INVALID_OPERATION));
            }
            return Ok(Dec::inf(sign));
        }
        let exp = a.exp + b.exp;
        if a.coeff.is_zero() || b.coeff.is_zero() {
            return self.fix(Dec::new(sign, BigUint::zero(), exp));
        }
        self.guard_mul(a.digits() as u64, b.digits() as u64)?;
        let c = &a.coeff * &b.coeff;
        self.fix(Dec::new(sign, c, exp))
    }

    /// `a / b`.
    pub fn div(&mut self, a: &Dec, b: &Dec) -> PyResult<Dec> {
        let sign = a.sign ^ b.sign;
        if a.is_special() || b.is_special() {
            if let Some(n) = self.check_nans(a, Some(b))? {
                return Ok(n);
            }
            if a.is_inf() && b.is_inf() {
                return Ok(self.invalid(cond::INVALID_OPERATION));
            }
            if a.is_inf() {
                return Ok(Dec::inf(sign));
            }
            self.raise(cond::CLAMPED);
            return Ok(Dec::new(sign, BigUint::zero(), self.ctx.etiny()));
        }
        if b.coeff.is_zero() {
            if a.coeff.is_zero() {
                return Ok(self.invalid(cond::DIVISION_UNDEFINED));
            }
            self.raise(cond::DIVISION_BY_ZERO);
            return Ok(Dec::inf(sign));
        }
        let (coeff, exp) = if a.coeff.is_zero() {
            (BigUint::zero(), a.exp - b.exp)
        } else {
            let prec = self.ctx.prec;
            let shift = b.digits() - a.digits() + prec + 1;
            let exp = a.exp - b.exp - shift;
            let (mut coeff, rem) = if shift >= 0 {
                self.guard_div(a.digits() as u64 + shift as u64, b.digits() as u64)?;
                (&a.coeff * self.p10(shift as u64)?).div_rem(&b.coeff)
            } else {
                let d = &b.coeff * self.p10((-shift) as u64)?;
                a.coeff.div_rem(&d)
            };
            let mut exp = exp;
            if !rem.is_zero() {
                if (&coeff % 5u32).is_zero() {
                    coeff += 1u32;
                }
            } else {
                let ideal = a.exp - b.exp;
                if exp < ideal {
                    let (c, k) = strip_zeros(&coeff, (ideal - exp) as u64);
                    coeff = c;
                    exp += k as i64;
                }
            }
            (coeff, exp)
        };
        self.fix(Dec::new(sign, coeff, exp))
    }

    /// The integer quotient and remainder of finite `a` by `b` (`_divide`): `Err` of a
    /// `DivisionImpossible` NaN when the quotient needs more than `prec` digits.
    fn divide(&mut self, a: &Dec, b: &Dec) -> PyResult<Result<(Dec, Dec), Dec>> {
        let sign = a.sign ^ b.sign;
        let ideal = if b.is_inf() { a.exp } else { a.exp.min(b.exp) };
        let expdiff = a.adjusted() - b.adjusted();
        if a.coeff.is_zero() || b.is_inf() || expdiff <= -2 {
            let r = self.rescale(a, ideal, self.ctx.rounding)?;
            return Ok(Ok((Dec::new(sign, BigUint::zero(), 0), r)));
        }
        if expdiff <= self.ctx.prec {
            let (x, y) = if a.exp >= b.exp {
                (
                    &a.coeff * self.p10((a.exp - b.exp) as u64)?,
                    b.coeff.clone(),
                )
            } else {
                (
                    a.coeff.clone(),
                    &b.coeff * self.p10((b.exp - a.exp) as u64)?,
                )
            };
            self.guard_div(ndigits(&x), ndigits(&y))?;
            let (q, r) = x.div_rem(&y);
            if (ndigits(&q) as i64) <= self.ctx.prec {
                return Ok(Ok((Dec::new(sign, q, 0), Dec::new(a.sign, r, ideal))));
            }
        }
        Ok(Err(self.invalid(cond::DIVISION_IMPOSSIBLE)))
    }

    /// `a // b`.
    pub fn divint(&mut self, a: &Dec, b: &Dec) -> PyResult<Dec> {
        let sign = a.sign ^ b.sign;
        if a.is_special() || b.is_special() {
            if let Some(n) = self.check_nans(a, Some(b))? {
                return Ok(n);
            }
            if a.is_inf() {
                if b.is_inf() {
                    return Ok(self.invalid(cond::INVALID_OPERATION));
                }
                return Ok(Dec::inf(sign));
            }
        }
        if b.is_zero() {
            if a.is_zero() {
                return Ok(self.invalid(cond::DIVISION_UNDEFINED));
            }
            self.raise(cond::DIVISION_BY_ZERO);
            return Ok(Dec::inf(sign));
        }
        Ok(match self.divide(a, b)? {
            Ok((q, _)) => q,
            Err(nan) => nan,
        })
    }

    /// `a % b` (the sign of `a`, as the specification's `remainder`).
    pub fn rem(&mut self, a: &Dec, b: &Dec) -> PyResult<Dec> {
        if a.is_special() || b.is_special() {
            if let Some(n) = self.check_nans(a, Some(b))? {
                return Ok(n);
            }
            if a.is_inf() {
                return Ok(self.invalid(cond::INVALID_OPERATION));
            }
        }
        if b.is_zero() {
            if a.is_zero() {
                return Ok(self.invalid(cond::DIVISION_UNDEFINED));
            }
            return Ok(self.invalid(cond::INVALID_OPERATION));
        }
        match self.divide(a, b)? {
            Ok((_, r)) => self.fix(r),
            Err(nan) => Ok(nan),
        }
    }

    /// `divmod(a, b)`.
    pub fn divmod(&mut self, a: &Dec, b: &Dec) -> PyResult<(Dec, Dec)> {
        let sign = a.sign ^ b.sign;
        if a.is_special() || b.is_special() {
            if let Some(n) = self.check_nans(a, Some(b))? {
                return Ok((n.clone(), n));
            }
            if a.is_inf() {
                if b.is_inf() {
                    let n = self.invalid(cond::INVALID_OPERATION);
                    return Ok((n.clone(), n));
                }
                let n = self.invalid(cond::INVALID_OPERATION);
                return Ok((Dec::inf(sign), n));
            }
        }
        if b.is_zero() {
            if a.is_zero() {
                let n = self.invalid(cond::DIVISION_UNDEFINED);
                return Ok((n.clone(), n));
            }
            self.raise(cond::DIVISION_BY_ZERO);
            let n = self.invalid(cond::INVALID_OPERATION);
            return Ok((Dec::inf(sign), n));
        }
        match self.divide(a, b)? {
            Ok((q, r)) => {
                let r = self.fix(r)?;
                Ok((q, r))
            }
            Err(nan) => Ok((nan.clone(), nan)),
        }
    }

    /// `remainder_near`: the remainder of the division rounded to the nearest integer.
    pub fn remainder_near(&mut self, a: &Dec, b: &Dec) -> PyResult<Dec> {
        if let Some(n) = self.check_nans(a, Some(b))? {
            return Ok(n);
        }
        if a.is_inf() {
            return Ok(self.invalid(cond::INVALID_OPERATION));
        }
        if b.is_zero() {
            if a.is_zero() {
                return Ok(self.invalid(cond::DIVISION_UNDEFINED));
            }
            return Ok(self.invalid(cond::INVALID_OPERATION));
        }
        if b.is_inf() {
            return self.fix(a.clone());
        }
        let ideal = a.exp.min(b.exp);
        if a.coeff.is_zero() {
            return self.fix(Dec::new(a.sign, BigUint::zero(), ideal));
        }
        let expdiff = a.adjusted() - b.adjusted();
        if expdiff > self.ctx.prec {
            return Ok(self.invalid(cond::DIVISION_IMPOSSIBLE));
        }
        if expdiff <= -2 {
            let r = self.rescale(a, ideal, self.ctx.rounding)?;
            return self.fix(r);
        }
        let (x, y) = if a.exp >= b.exp {
            (
                &a.coeff * self.p10((a.exp - b.exp) as u64)?,
                b.coeff.clone(),
            )
        } else {
            (
                a.coeff.clone(),
                &b.coeff * self.p10((b.exp - a.exp) as u64)?,
            )
        };
        let (mut q, r) = x.div_rem(&y);
        let twice = (&r << 1u32) + if q.is_odd() { 1u32 } else { 0u32 };
        let (neg, r) = if twice > y {
            q += 1u32;
            (true, &y - &r)
        } else {
            (false, r)
        };
        if ndigits(&q) as i64 > self.ctx.prec {
            return Ok(self.invalid(cond::DIVISION_IMPOSSIBLE));
        }
        self.fix(Dec::new(a.sign ^ neg, r, ideal))
    }

    /// `+a` (`plus`): rounded to the context; a zero loses its sign except under
    /// ROUND_FLOOR.
    pub fn plus(&mut self, a: &Dec) -> PyResult<Dec> {
        self.signed_copy(a, a.sign)
    }

    /// `-a` (`minus`).
    pub fn minus(&mut self, a: &Dec) -> PyResult<Dec> {
        self.signed_copy(a, !a.sign)
    }

    /// `a` with the sign `sign`, rounded to the context (`plus` and `minus`).
    fn signed_copy(&mut self, a: &Dec, sign: bool) -> PyResult<Dec> {
        if let Some(n) = self.check_nans(a, None)? {
            return Ok(n);
        }
        let mut r = a.clone();
        r.sign = sign && !(a.is_zero() && self.ctx.rounding != Rounding::Floor);
        self.fix(r)
    }

    /// `abs(a)`.
    pub fn abs(&mut self, a: &Dec) -> PyResult<Dec> {
        if a.sign { self.minus(a) } else { self.plus(a) }
    }

    /// `compare`: -1, 0 or 1 as a number, or a NaN.
    pub fn compare(&mut self, a: &Dec, b: &Dec) -> PyResult<Dec> {
        if let Some(n) = self.check_nans(a, Some(b))? {
            return Ok(n);
        }
        Ok(ord_dec(cmp_num(a, b)))
    }

    /// `compare_signal`: as `compare`, but any NaN is invalid.
    pub fn compare_signal(&mut self, a: &Dec, b: &Dec) -> PyResult<Dec> {
        if a.is_nan() || b.is_nan() {
            if let Some(n) = self.check_nans(a, Some(b))? {
                self.raise(cond::INVALID_OPERATION);
                return Ok(n);
            }
        }
        self.compare(a, b)
    }

    /// `max` (`mag`: `max_mag`; `min`: the minimum versions).
    pub fn minmax(&mut self, a: &Dec, b: &Dec, min: bool, mag: bool) -> PyResult<Dec> {
        let (an, bn) = (nan_rank(a), nan_rank(b));
        if an != 0 || bn != 0 {
            if bn == 1 && an == 0 {
                return self.fix(a.clone());
            }
            if an == 1 && bn == 0 {
                return self.fix(b.clone());
            }
            return Ok(self.check_nans(a, Some(b))?.unwrap_or_else(Dec::nan));
        }
        let mut c = if mag {
            cmp_num(&a.abs(), &b.abs())
        } else {
            cmp_num(a, b)
        };
        if c == Ordering::Equal {
            c = total_cmp(a, b);
        }
        let pick_b = if min {
            c != Ordering::Less
        } else {
            c == Ordering::Less
        };
        let r = if pick_b { b.clone() } else { a.clone() };
        self.fix(r)
    }

    /// `quantize(a, b)`: `a` with `b`'s exponent, rounded with `rounding`.
    pub fn quantize(&mut self, a: &Dec, b: &Dec, rounding: Rounding) -> PyResult<Dec> {
        if a.is_special() || b.is_special() {
            if let Some(n) = self.check_nans(a, Some(b))? {
                return Ok(n);
            }
            if a.is_inf() && b.is_inf() {
                return Ok(a.clone());
            }
            return Ok(self.invalid(cond::INVALID_OPERATION));
        }
        self.quantize_exp(a, b.exp, rounding)
    }

    /// `a` with exponent `exp`, rounded with `rounding` (quantize's body).
    pub fn quantize_exp(&mut self, a: &Dec, exp: i64, rounding: Rounding) -> PyResult<Dec> {
        if !(self.ctx.etiny() <= exp && exp <= self.ctx.emax) {
            return Ok(self.invalid(cond::INVALID_OPERATION));
        }
        if a.coeff.is_zero() {
            return self.fix(Dec::new(a.sign, BigUint::zero(), exp));
        }
        let adj = a.adjusted();
        if adj > self.ctx.emax || adj - exp + 1 > self.ctx.prec {
            return Ok(self.invalid(cond::INVALID_OPERATION));
        }
        let ans = self.rescale(a, exp, rounding)?;
        if ans.adjusted() > self.ctx.emax || ans.digits() > self.ctx.prec {
            return Ok(self.invalid(cond::INVALID_OPERATION));
        }
        if !ans.coeff.is_zero() && ans.adjusted() < self.ctx.emin {
            self.raise(cond::SUBNORMAL);
        }
        if ans.exp > a.exp {
            if cmp_finite(&ans, a) != Ordering::Equal {
                self.raise(cond::INEXACT);
            }
            self.raise(cond::ROUNDED);
        }
        self.fix(ans)
    }

    /// `to_integral_value` (`exact`: `to_integral_exact`, which raises Inexact and Rounded).
    pub fn to_integral(&mut self, a: &Dec, rounding: Rounding, exact: bool) -> PyResult<Dec> {
        if a.is_special() {
            if let Some(n) = self.check_nans(a, None)? {
                return Ok(n);
            }
            return Ok(a.clone());
        }
        if a.exp >= 0 {
            return Ok(a.clone());
        }
        if a.coeff.is_zero() {
            return Ok(Dec::new(a.sign, BigUint::zero(), 0));
        }
        let ans = self.rescale(a, 0, rounding)?;
        if exact {
            if cmp_finite(&ans, a) != Ordering::Equal {
                self.raise(cond::INEXACT);
            }
            self.raise(cond::ROUNDED);
        }
        Ok(ans)
    }

    /// `normalize` (`reduce`): rounded, trailing zeros removed.
    pub fn normalize(&mut self, a: &Dec) -> PyResult<Dec> {
        if let Some(n) = self.check_nans(a, None)? {
            return Ok(n);
        }
        let d = self.fix(a.clone())?;
        if d.is_inf() {
            return Ok(d);
        }
        if d.coeff.is_zero() {
            return Ok(Dec::new(d.sign, BigUint::zero(), 0));
        }
        let exp_max = if self.ctx.clamp {
            self.ctx.etop()
        } else {
            self.ctx.emax
        };
        if d.exp >= exp_max {
            return Ok(d);
        }
        let (c, k) = strip_zeros(&d.coeff, (exp_max - d.exp) as u64);
        Ok(Dec::new(d.sign, c, d.exp + k as i64))
    }

    /// `next_plus` (`up`) or `next_minus`.
    pub fn next(&mut self, a: &Dec, up: bool) -> PyResult<Dec> {
        if a.is_special() {
            if let Some(n) = self.check_nans(a, None)? {
                return Ok(n);
            }
            if a.sign == up {
                // -Inf going up or +Inf going down: the largest finite number.
                let c = self.p10(self.ctx.prec as u64)? - 1u32;
                return Ok(Dec::new(a.sign, c, self.ctx.etop()));
            }
            return Ok(a.clone());
        }
        // Conditions of these steps are not the operation's.
        let mut sub = Op::new(self.vm, self.ctx);
        sub.ctx.rounding = if up {
            Rounding::Ceiling
        } else {
            Rounding::Floor
        };
        let fixed = sub.fix(a.clone())?;
        if cmp_num(&fixed, a) != Ordering::Equal {
            return Ok(fixed);
        }
        let tiny = Dec::small(!up, 1, self.ctx.etiny() - 1);
        sub.add(a, &tiny)
    }

    /// `next_toward(a, b)`.
    pub fn next_toward(&mut self, a: &Dec, b: &Dec) -> PyResult<Dec> {
        if let Some(n) = self.check_nans(a, Some(b))? {
            return Ok(n);
        }
        let c = cmp_num(a, b);
        if c == Ordering::Equal {
            let mut r = a.clone();
            r.sign = b.sign;
            return Ok(r);
        }
        let ans = self.next(a, c == Ordering::Less)?;
        if ans.is_inf() {
            self.raise(cond::OVERFLOW | cond::INEXACT | cond::ROUNDED);
        } else if ans.adjusted() < self.ctx.emin {
            self.raise(cond::UNDERFLOW | cond::SUBNORMAL | cond::INEXACT | cond::ROUNDED);
            if ans.coeff.is_zero() {
                self.raise(cond::CLAMPED);
            }
        }
        Ok(ans)
    }

    /// `fma(a, b, c)`: `a * b + c` with one rounding.
    pub fn fma(&mut self, a: &Dec, b: &Dec, c: &Dec) -> PyResult<Dec> {
        let product = if a.is_special() || b.is_special() {
            if a.kind == Kind::SNaN {
                return self.quiet_snan(a);
            }
            if b.kind == Kind::SNaN {
                return self.quiet_snan(b);
            }
            if a.kind == Kind::NaN {
                a.clone()
            } else if b.kind == Kind::NaN {
                b.clone()
            } else if (a.is_inf() && b.is_zero()) || (b.is_inf() && a.is_zero()) {
                return Ok(self.invalid(cond::INVALID_OPERATION));
            } else {
                Dec::inf(a.sign ^ b.sign)
            }
        } else {
            self.guard_mul(a.digits() as u64, b.digits() as u64)?;
            Dec::new(a.sign ^ b.sign, &a.coeff * &b.coeff, a.exp + b.exp)
        };
        self.add(&product, c)
    }

    /// An integer operand of `scaleb`, `shift`, `rotate` within `[-lim, lim]`, or `None`
    /// (after raising InvalidOperation).
    fn int_operand(&mut self, b: &Dec, lim: i64) -> Option<i64> {
        if b.kind != Kind::Finite || b.exp != 0 {
            self.raise(cond::INVALID_OPERATION);
            return None;
        }
        match b.coeff.to_i64() {
            Some(v) if v <= lim => Some(if b.sign { -v } else { v }),
            _ => {
                self.raise(cond::INVALID_OPERATION);
                None
            }
        }
    }

    /// `scaleb(a, b)`: `a` times `10**b`.
    pub fn scaleb(&mut self, a: &Dec, b: &Dec) -> PyResult<Dec> {
        if let Some(n) = self.check_nans(a, Some(b))? {
            return Ok(n);
        }
        let lim = 2 * (self.ctx.emax + self.ctx.prec);
        let Some(k) = self.int_operand(b, lim) else {
            return Ok(Dec::nan());
        };
        if a.is_inf() {
            return Ok(a.clone());
        }
        let mut d = a.clone();
        d.exp += k;
        self.fix(d)
    }

    /// `logb(a)`: the adjusted exponent as a number.
    pub fn logb(&mut self, a: &Dec) -> PyResult<Dec> {
        if let Some(n) = self.check_nans(a, None)? {
            return Ok(n);
        }
        if a.is_inf() {
            return Ok(Dec::inf(false));
        }
        if a.coeff.is_zero() {
            self.raise(cond::DIVISION_BY_ZERO);
            return Ok(Dec::inf(true));
        }
        let adj = a.adjusted();
        self.fix(Dec::small(adj < 0, adj.unsigned_abs(), 0))
    }

    /// `a`'s coefficient as exactly `prec` digits (zero-padded or cut on the left).
    fn padded_digits(&self, c: &BigUint) -> PyResult<Vec<u8>> {
        self.guard_digits(self.ctx.prec as u64)?;
        let s = c.to_str_radix(10);
        let prec = self.ctx.prec as usize;
        let mut v: Vec<u8> = s.into_bytes();
        if c.is_zero() {
            v.clear();
        }
        if v.len() > prec {
            v.drain(..v.len() - prec);
        } else {
            let mut p = vec![b'0'; prec - v.len()];
            p.extend_from_slice(&v);
            v = p;
        }
        Ok(v)
    }

    /// `shift` (`rotate`: `rotate`) of `a`'s digits by `b` places.
    pub fn shift(&mut self, a: &Dec, b: &Dec, rotate: bool) -> PyResult<Dec> {
        if let Some(n) = self.check_nans(a, Some(b))? {
            return Ok(n);
        }
        let Some(k) = self.int_operand(b, self.ctx.prec) else {
            return Ok(Dec::nan());
        };
        if a.is_inf() {
            return Ok(a.clone());
        }
        let d = self.padded_digits(&a.coeff)?;
        let n = d.len();
        let out: Vec<u8> = if rotate {
            let k = k.rem_euclid(n.max(1) as i64) as usize;
            let mut v = d[k..].to_vec();
            v.extend_from_slice(&d[..k]);
            v
        } else if k < 0 {
            let k = (-k) as usize;
            let mut v = vec![b'0'; k.min(n)];
            v.extend_from_slice(&d[..n - k.min(n)]);
            v
        } else {
            let k = k as usize;
            let mut v = d[k.min(n)..].to_vec();
            v.extend(std::iter::repeat_n(b'0', k.min(n)));
            v
        };
        Ok(Dec::new(a.sign, digits_to_big(&out), a.exp))
    }

    /// `logical_and`/`or`/`xor` (`op` is `&`, `|`, `^`) of two logical operands.
    pub fn logical(&mut self, a: &Dec, b: &Dec, op: u8) -> PyResult<Dec> {
        let (Some(x), Some(y)) = (self.logical_digits(a)?, self.logical_digits(b)?) else {
            return Ok(self.invalid(cond::INVALID_OPERATION));
        };
        let out: Vec<u8> = x
            .iter()
            .zip(y.iter())
            .map(|(&p, &q)| {
                let (p, q) = (p == b'1', q == b'1');
                let r = match op {
                    b'&' => p && q,
                    b'|' => p || q,
                    _ => p != q,
                };
                if r { b'1' } else { b'0' }
            })
            .collect();
        Ok(Dec::new(false, digits_to_big(&out), 0))
    }

    /// `logical_invert`.
    pub fn logical_invert(&mut self, a: &Dec) -> PyResult<Dec> {
        let Some(x) = self.logical_digits(a)? else {
            return Ok(self.invalid(cond::INVALID_OPERATION));
        };
        let out: Vec<u8> = x
            .iter()
            .map(|&c| if c == b'1' { b'0' } else { b'1' })
            .collect();
        Ok(Dec::new(false, digits_to_big(&out), 0))
    }

    /// The digits of a logical operand (positive, exponent 0, only 0s and 1s), padded to
    /// `prec`; `None` for any other number.
    fn logical_digits(&self, a: &Dec) -> PyResult<Option<Vec<u8>>> {
        if a.kind != Kind::Finite || a.sign || a.exp != 0 {
            return Ok(None);
        }
        let d = self.padded_digits(&a.coeff)?;
        if d.iter().any(|&c| c != b'0' && c != b'1') {
            return Ok(None);
        }
        Ok(Some(d))
    }
}

/// Digits (ASCII) as a coefficient.
fn digits_to_big(d: &[u8]) -> BigUint {
    let s = std::str::from_utf8(d).unwrap_or("0");
    let s = s.trim_start_matches('0');
    if s.is_empty() {
        return BigUint::zero();
    }
    s.parse::<BigUint>().unwrap_or_default()
}

/// `c` without up to `max` trailing zeros, and how many it lost: divisions by 10**k with k
/// doubling while they are exact, then halving, so a coefficient with a million trailing
/// zeros takes a few dozen divisions rather than a million.
pub fn strip_zeros(c: &BigUint, max: u64) -> (BigUint, u64) {
    if c.is_zero() || max == 0 || c.is_odd() {
        return (c.clone(), 0);
    }
    if let Some(mut v) = c.to_u128() {
        let mut k = 0;
        while k < max && v % 10 == 0 {
            v /= 10;
            k += 1;
        }
        return (BigUint::from(v), k);
    }
    let mut c = c.clone();
    let mut k = 0u64;
    let mut step = 1u64;
    while k + step <= max {
        let (q, r) = c.div_rem(&super::num::pow10(step));
        if !r.is_zero() {
            break;
        }
        c = q;
        k += step;
        step *= 2;
    }
    while step > 1 {
        step /= 2;
        if k + step <= max {
            let (q, r) = c.div_rem(&super::num::pow10(step));
            if r.is_zero() {
                c = q;
                k += step;
            }
        }
    }
    (c, k)
}

/// -1, 0 or 1 as a number.
pub fn ord_dec(o: Ordering) -> Dec {
    match o {
        Ordering::Less => Dec::small(true, 1, 0),
        Ordering::Equal => Dec::small(false, 0, 0),
        Ordering::Greater => Dec::small(false, 1, 0),
    }
}

/// 0 for a number, 1 for a quiet NaN, 2 for a signalling one.
pub fn nan_rank(d: &Dec) -> u8 {
    match d.kind {
        Kind::NaN => 1,
        Kind::SNaN => 2,
        _ => 0,
    }
}

/// The specification's total order (`compare_total`).
pub fn total_cmp(a: &Dec, b: &Dec) -> Ordering {
    if a.sign != b.sign {
        return if a.sign {
            Ordering::Less
        } else {
            Ordering::Greater
        };
    }
    // For positive numbers: numbers < sNaN < NaN.
    let rank = |d: &Dec| match d.kind {
        Kind::SNaN => 1,
        Kind::NaN => 2,
        _ => 0,
    };
    let (ra, rb) = (rank(a), rank(b));
    let o = if ra != rb {
        ra.cmp(&rb)
    } else if ra != 0 {
        a.coeff.cmp(&b.coeff)
    } else {
        match cmp_num(&a.abs(), &b.abs()) {
            Ordering::Equal => a.exp.cmp(&b.exp),
            o => o,
        }
    };
    if a.sign { o.reverse() } else { o }
}

/// Whether a finite number is an integer.
pub fn is_integer(d: &Dec) -> bool {
    if d.kind != Kind::Finite {
        return false;
    }
    if d.exp >= 0 || d.coeff.is_zero() {
        return true;
    }
    let (_, k) = strip_zeros(&d.coeff, (-d.exp) as u64);
    k as i64 >= -d.exp
}
