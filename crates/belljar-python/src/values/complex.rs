//! `complex`: the data of a complex number (two floats). Its behaviour — construction,
//! arithmetic, repr, hashing — is the native type in `builtins/complex.rs`; this file only
//! lets the compiler make `1j` constants without depending on the VM.

use super::Value;

/// A complex number.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Complex {
    /// The real part.
    pub re: f64,
    /// The imaginary part.
    pub im: f64,
}

/// A complex value.
pub fn complex_value(re: f64, im: f64) -> Value {
    super::native::value(Complex { re, im })
}

/// The complex number a value holds, if it is one.
pub fn as_complex(v: &Value) -> Option<Complex> {
    match v.base_value() {
        Value::Native(o) => o.as_any().downcast_ref::<Complex>().copied(),
        _ => None,
    }
}
