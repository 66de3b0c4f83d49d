//! `bisect`, written in Python (`py/bisect.py`) with the C module's argument errors,
//! run in the module's own namespace.

use super::registry::ModuleDef;

/// The `bisect` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/bisect.py")),
    ..ModuleDef::empty("bisect")
};
