//! `reprlib`, written in Python (`py/reprlib.py`): `Repr`, `repr` and `recursive_repr` with CPython
//! 3.11's results.

use super::registry::ModuleDef;

/// The `reprlib` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/reprlib.py")),
    ..ModuleDef::empty("reprlib")
};
