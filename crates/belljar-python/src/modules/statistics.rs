//! `statistics`, written in Python (`py/statistics.py`): CPython 3.11's results over exact
//! fractions, run in the module's own namespace.

use super::registry::ModuleDef;

/// The `statistics` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/statistics.py")),
    ..ModuleDef::empty("statistics")
};
