//! `contextlib`, written in Python (`py/contextlib.py`) after CPython's `Lib/contextlib.py`,
//! run in the module's own namespace.

use super::registry::ModuleDef;

/// The `contextlib` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/contextlib.py")),
    ..ModuleDef::empty("contextlib")
};
