//! `itertools`, written in Python (`py/itertools.py`) and run in the module's own namespace.

use super::registry::ModuleDef;

/// The `itertools` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/itertools.py")),
    ..ModuleDef::empty("itertools")
};
