//! `float`: CPython's `repr` (shortest round-trip digits, exponent past 1e16 / below 1e-4),
//! and float hashing consistent with int hashing.

/// `repr(x)` / `str(x)` of a float, exactly as CPython prints it.
pub fn repr_float(x: f64) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf".into() } else { "-inf".into() };
    }
    if x == 0.0 {
        return if x.is_sign_negative() {
            "-0.0".into()
        } else {
            "0.0".into()
        };
    }
    // Shortest round-trip digits in scientific form, e.g. "1.2345e-7".
    let sci = format!("{x:e}");
    let (mant, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let neg = mant.starts_with('-');
    let digits: String = mant.chars().filter(|c| c.is_ascii_digit()).collect();
    let mut out = String::new();
    if neg {
        out.push('-');
    }
    if (-4..16).contains(&exp) {
        if exp >= 0 {
            let e = exp as usize;
            if digits.len() > e + 1 {
                out.push_str(&digits[..e + 1]);
                out.push('.');
                out.push_str(&digits[e + 1..]);
            } else {
                out.push_str(&digits);
                for _ in digits.len()..e + 1 {
                    out.push('0');
                }
                out.push_str(".0");
            }
        } else {
            out.push_str("0.");
            for _ in 0..(-exp - 1) {
                out.push('0');
            }
            out.push_str(&digits);
        }
    } else {
        out.push_str(&digits[..1]);
        if digits.len() > 1 {
            out.push('.');
            out.push_str(&digits[1..]);
        }
        out.push('e');
        out.push(if exp < 0 { '-' } else { '+' });
        out.push_str(&format!("{:02}", exp.abs()));
    }
    out
}

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
    fn reprs() {
        assert_eq!(repr_float(0.1 + 0.2), "0.30000000000000004");
        assert_eq!(repr_float(1e16), "1e+16");
        assert_eq!(repr_float(5e-324), "5e-324");
        assert_eq!(repr_float(1.0), "1.0");
        assert_eq!(repr_float(123456789012345.0), "123456789012345.0");
        assert_eq!(repr_float(0.0001), "0.0001");
        assert_eq!(repr_float(0.00001), "1e-05");
        assert_eq!(repr_float(-2.5), "-2.5");
        assert_eq!(repr_float(1.5e300), "1.5e+300");
    }
    #[test]
    fn hashes() {
        assert_eq!(hash_float(1.0), 1);
        assert_eq!(hash_float(0.5), 1152921504606846976);
        assert_eq!(hash_float(-1.0), -2);
    }
}
