//! `io`, written in Python (`py/io.py`): the in-memory streams `StringIO` and `BytesIO`,
//! run in the module's own namespace. There are no files.

use super::registry::ModuleDef;

/// The `io` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/io.py")),
    ..ModuleDef::empty("io")
};
