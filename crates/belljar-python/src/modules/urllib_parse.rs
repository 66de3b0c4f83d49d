//! `urllib.parse`, written in Python (`py/urllib_parse.py`) after CPython 3.11's
//! `Lib/urllib/parse.py`: URL splitting and joining, quoting and query strings. Importing it
//! makes `urllib` a package holding it, as in CPython.

use super::registry::ModuleDef;

/// The `urllib.parse` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/urllib_parse.py")),
    ..ModuleDef::empty("urllib.parse")
};

/// The `urllib` package: nothing but its submodule `parse` (`urllib.request`, `urllib.error`
/// and `urllib.robotparser` would reach the network and do not exist here).
pub static PACKAGE: ModuleDef = ModuleDef::empty("urllib");
