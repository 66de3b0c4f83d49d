//! `hmac`, written in Python (`py/hmac.py`) over `hashlib`'s native hash objects: CPython
//! 3.11's `HMAC` class, `new`, `digest` and `compare_digest`, run in the module's own namespace.

use super::registry::ModuleDef;

/// The `hmac` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/hmac.py")),
    ..ModuleDef::empty("hmac")
};
