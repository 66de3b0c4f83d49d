//! `abc`, written in Python (`py/abc.py`) after CPython's `Lib/_py_abc.py`,
//! run in the module's own namespace.

use super::registry::ModuleDef;

/// The `abc` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/abc.py")),
    ..ModuleDef::empty("abc")
};
