//! `base64`, written in Python (`py/base64.py`) over the native `binascii`: Base16, Base32
//! (and base32hex), Base64 (standard and URL-safe), Ascii85 and Base85 with CPython 3.11's
//! results and errors, run in the module's own namespace.

use super::registry::ModuleDef;

/// The `base64` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/base64.py")),
    ..ModuleDef::empty("base64")
};
