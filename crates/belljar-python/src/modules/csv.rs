//! `csv`, written in Python (`py/csv.py`): CPython 3.11's reader state machine, writer quoting,
//! dialects, `DictReader` and `DictWriter`, run in the module's own namespace.

use super::registry::ModuleDef;

/// The `csv` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/csv.py")),
    ..ModuleDef::empty("csv")
};
