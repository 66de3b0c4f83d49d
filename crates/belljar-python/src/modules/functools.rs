//! `functools`, written in Python (`py/functools.py`) and run in the module's own namespace.

use super::registry::ModuleDef;

/// The `functools` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/functools.py")),
    ..ModuleDef::empty("functools")
};
