//! `types`, written in Python (`py/types.py`) after CPython's `Lib/types.py`,
//! run in the module's own namespace.

use super::registry::ModuleDef;

/// The `types` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/types.py")),
    ..ModuleDef::empty("types")
};
