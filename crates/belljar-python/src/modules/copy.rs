//! `copy`, written in Python (`py/copy.py`) after CPython's `Lib/copy.py`, run in the
//! module's own namespace.

use super::registry::ModuleDef;

/// The `copy` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/copy.py")),
    ..ModuleDef::empty("copy")
};
