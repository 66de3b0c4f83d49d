//! `pprint`, written in Python (`py/pprint.py`): CPython 3.11's pretty printer, run in the
//! module's own namespace.

use super::registry::ModuleDef;

/// The `pprint` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/pprint.py")),
    ..ModuleDef::empty("pprint")
};
