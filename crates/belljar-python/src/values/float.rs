//! `float`: hashing consistent with int hashing. (`repr`/`str` of floats is
//! `crate::text::float::float_repr`.)

/// The modulus of Python's numeric hash.
pub const HASH_MODULUS: u64 = (1 << 61) - 1;

/// `hash(x)` for a float, equal to the int hash when x is integral.
pub fn hash_float(x: f64) -> i64 {
    if x.is_nan() {
        return 0;
    }
    if x.is_infinite() {
        return if x > 0.0 { 314159 } else { -314159 };
    }
    let (mut m, mut e) = frexp(x.abs());
    let mut h: u64 = 0;
    while m != 0.0 {
        h = ((h << 28) & HASH_MODULUS) | (h >> (61 - 28));
        m *= 268435456.0;
        e -= 28;
        let y = m as u64;
        m -= y as f64;
        h += y;
        if h >= HASH_MODULUS {
            h -= HASH_MODULUS;
        }
    }
    let e = if e >= 0 {
        e % 61
    } else {
        61 - 1 - ((-1 - e) % 61)
    };
    h = ((h << e) & HASH_MODULUS) | (h >> (61 - e));
    let mut r = h as i64;
    if x < 0.0 {
        r = -r;
    }
    if r == -1 { -2 } else { r }
}

fn frexp(x: f64) -> (f64, i32) {
    if x == 0.0 {
        return (0.0, 0);
    }
    let bits = x.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    if exp == 0 {
        let (m, e) = frexp(x * 2f64.powi(64));
        return (m, e - 64);
    }
    let m = f64::from_bits((bits & !(0x7ffu64 << 52)) | (1022u64 << 52));
    (m, exp - 1022)
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn hashes() {
        assert_eq!(hash_float(1.0), 1);
        assert_eq!(hash_float(0.5), 1152921504606846976);
        assert_eq!(hash_float(-1.0), -2);
    }
}
