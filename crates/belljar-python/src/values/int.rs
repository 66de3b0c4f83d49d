//! `int`: i64 fast path with overflow promotion to `BigInt`, Python's floor division and
//! modulo, hashing, and conversion to text in any base.

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};

use super::float::HASH_MODULUS;

/// The decimal text of an i64 (`str(i)`), without `core::fmt`.
pub fn i64_text(i: i64) -> String {
    itoa::Buffer::new().format(i).to_owned()
}

/// `str(i)` as a str value (ASCII: its length is its byte count).
pub fn i64_str(i: i64) -> super::Value {
    let s = i64_text(i);
    let n = s.len();
    super::Value::Str(std::rc::Rc::new(super::PyStr::with_len(s, n)))
}

/// `hash(i)` for an i64.
pub fn hash_i64(i: i64) -> i64 {
    let m = HASH_MODULUS as i64;
    let r = if i >= 0 {
        i % m
    } else {
        -((-(i as i128) % m as i128) as i64)
    };
    if r == -1 { -2 } else { r }
}

/// `hash(i)` for a big int.
pub fn hash_big(b: &BigInt) -> i64 {
    let m = BigInt::from(HASH_MODULUS);
    let r = (b.abs() % &m).to_i64().unwrap_or(0);
    let r = if b.is_negative() { -r } else { r };
    if r == -1 { -2 } else { r }
}

/// Python floor division on i64 (caller checks b != 0); None on overflow.
pub fn floordiv_i64(a: i64, b: i64) -> Option<i64> {
    let q = a.checked_div(b)?;
    if (a % b != 0) && ((a < 0) != (b < 0)) {
        Some(q - 1)
    } else {
        Some(q)
    }
}

/// Python modulo on i64 (caller checks b != 0).
pub fn mod_i64(a: i64, b: i64) -> i64 {
    let r = a.wrapping_rem(b);
    if r != 0 && ((r < 0) != (b < 0)) {
        r + b
    } else {
        r
    }
}

/// An int value from an i128 (an `Int` when it fits an i64).
pub fn from_i128(r: i128) -> super::Value {
    match i64::try_from(r) {
        Ok(i) => super::Value::Int(i),
        Err(_) => super::Value::BigInt(std::rc::Rc::new(BigInt::from(r))),
    }
}

/// `x op y` for two ints that fit an i128, when the exact result fits too and needs no error
/// (`+ - * // % << >> & | ^`); None sends the operation to the big-int path (which also
/// raises the errors: division by zero, negative shifts). Ints just past the i64 range —
/// 64-bit hashes and random-number generators — stay off `BigInt`'s allocations.
pub fn binop_i128(op: crate::compile::code::BinOp, x: i128, y: i128) -> Option<super::Value> {
    use crate::compile::code::BinOp::*;
    let r = match op {
        Add => x.checked_add(y)?,
        Sub => x.checked_sub(y)?,
        Mul => x.checked_mul(y)?,
        FloorDiv | Mod if y == 0 => return None,
        FloorDiv => {
            let q = x.checked_div(y)?;
            if x % y != 0 && ((x < 0) != (y < 0)) {
                q - 1
            } else {
                q
            }
        }
        Mod => {
            let r = x.checked_rem(y)?;
            if r != 0 && ((r < 0) != (y < 0)) {
                r + y
            } else {
                r
            }
        }
        LShift if (0..127).contains(&y) && x.unsigned_abs().leading_zeros() as i128 > y + 1 => {
            x << y
        }
        RShift if y >= 0 => x >> y.min(127),
        And => x & y,
        Or => x | y,
        Xor => x ^ y,
        _ => return None,
    };
    Some(from_i128(r))
}

/// Python floor division on big ints.
pub fn floordiv_big(a: &BigInt, b: &BigInt) -> BigInt {
    a.div_floor(b)
}

/// Python modulo on big ints.
pub fn mod_big(a: &BigInt, b: &BigInt) -> BigInt {
    a.mod_floor(b)
}

/// An int to f64 like Python (None when too large: OverflowError).
pub fn big_to_f64(b: &BigInt) -> Option<f64> {
    let f = b.to_f64()?;
    if f.is_finite() { Some(f) } else { None }
}

/// Whether a big int is zero.
pub fn big_is_zero(b: &BigInt) -> bool {
    b.is_zero()
}

/// Estimated milliseconds to multiply integers of `a` and `b` bits, for the time limit's
/// refusal of hopeless operations (`Vm::check_work_time`). Measured with num-bigint on a
/// 2-core EPYC (release build): balanced products of 1, 4 and 8 Mbit took 29, 130 and
/// 350 ms, about `29 ms * (bits / 2^20)^1.45`; an unbalanced product costs about
/// `max / min` balanced products of the smaller size (an overestimate for small factors).
pub fn mul_cost_ms(a: u64, b: u64) -> f64 {
    let (lo, hi) = (a.min(b).max(1) as f64, a.max(b).max(1) as f64);
    if lo < 65_536.0 && hi < (1u64 << 26) as f64 {
        // Under 64 Kbit a product takes well under a millisecond; skip the float math.
        return 0.0;
    }
    29.0 * (lo / 1_048_576.0).powf(1.45) * (hi / lo)
}

/// Estimated milliseconds for `modpow` with an exponent of `e` bits and a modulus of `m` bits
/// (release build, 2-core EPYC: a 2000-bit exponent took 0.19 s modulo 5 Kbit and 8.5 s modulo
/// 40 Kbit: about 7 ns per word product, 1.5 products per exponent bit).
pub fn modpow_cost_ms(e: u64, m: u64) -> f64 {
    let words = (m as f64 / 64.0).max(1.0);
    e as f64 * 1.5 * words * words * 7e-6
}

/// Estimated milliseconds for the gcd of numbers of `bits` bits (binary gcd, quadratic: 84 ms
/// at 50 Kbit, 2.2 s at 400 Kbit).
pub fn gcd_cost_ms(bits: u64) -> f64 {
    let b = bits as f64;
    (1.4e-8 * b * b).max(1.7e-3 * b)
}

/// Estimated milliseconds to divide an `a`-bit number by a `b`-bit one (schoolbook: 42 ms for
/// 800 Kbit by 400 Kbit, about 1.1 ns per word product).
pub fn div_cost_ms(a: u64, b: u64) -> f64 {
    if a <= b {
        return 0.0;
    }
    let (q, d) = ((a - b) as f64 / 64.0, (b as f64 / 64.0).max(1.0));
    q * d * 1.1e-6
}

/// Estimated milliseconds for the integer square root of a `bits`-bit number (0.45 s at
/// 800 Kbit, growing as bits^1.5).
pub fn isqrt_cost_ms(bits: u64) -> f64 {
    454.0 * (bits as f64 / 800_000.0).powf(1.5)
}

/// `b ** e % m` for `m > 0`, `e >= 0`, under the time limit: refused up front when hopeless
/// ([`crate::vm::Vm::check_work_time`]); a long one runs in windows of the exponent with the
/// deadline checked between them (about twice the work of one `modpow`, only for those).
pub fn modpow_checked(
    vm: &crate::vm::Vm,
    b: &BigInt,
    e: &BigInt,
    m: &BigInt,
) -> crate::vm::PyResult<BigInt> {
    let est = modpow_cost_ms(e.bits(), m.bits());
    vm.check_work_time(2.0 * est)?;
    if est < 50.0 {
        return Ok(b.modpow(e, m));
    }
    let per_bit = (est / e.bits().max(1) as f64).max(1e-9);
    let window = ((20.0 / per_bit) as u64).clamp(1, 64);
    let base = ((b % m) + m) % m;
    let mut r = BigInt::one() % m;
    let bits = e.bits();
    let mut top = bits;
    while top > 0 {
        let low = top.saturating_sub(window);
        let width = top - low;
        let chunk: BigInt = (e >> low as usize) & ((BigInt::one() << width as usize) - 1u32);
        r = r.modpow(&(BigInt::one() << width as usize), m);
        if !chunk.is_zero() {
            r = (r * base.modpow(&chunk, m)) % m;
        }
        vm.check_deadline()?;
        top = low;
    }
    Ok(r)
}
