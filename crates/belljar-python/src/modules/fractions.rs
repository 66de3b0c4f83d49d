//! `fractions`, written in Python (`py/fractions.py`): CPython 3.11's `Fraction` (exact
//! rational arithmetic over the interpreter's big ints), run in the module's own namespace.

use super::registry::ModuleDef;

/// The `fractions` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/fractions.py")),
    ..ModuleDef::empty("fractions")
};
