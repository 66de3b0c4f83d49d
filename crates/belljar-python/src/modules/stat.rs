//! `stat`, written in Python (`py/stat.py`): CPython 3.11's constants (Linux values), the
//! `S_IS*` tests, `S_IMODE`, `S_IFMT` and `filemode`.

use super::registry::ModuleDef;

/// The `stat` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/stat.py")),
    ..ModuleDef::empty("stat")
};
