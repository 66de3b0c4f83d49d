//! `html`, written in Python (`py/html.py`): `escape` and `unescape` with CPython 3.11's rules and
//! the full HTML5 table of named character references.

use super::registry::ModuleDef;

/// The `html` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/html.py")),
    ..ModuleDef::empty("html")
};
