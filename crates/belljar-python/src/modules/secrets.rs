//! `secrets`, written in Python (`py/secrets.py`) over `random.SystemRandom` (OS entropy)
//! and `hmac.compare_digest`.

use super::registry::ModuleDef;

/// The `secrets` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/secrets.py")),
    ..ModuleDef::empty("secrets")
};
