//! `int`: i64 fast path with overflow promotion to `BigInt`, Python's floor division and
//! modulo, hashing, and conversion to text in any base.

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{Signed, ToPrimitive, Zero};

use super::float::HASH_MODULUS;

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
