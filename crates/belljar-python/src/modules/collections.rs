//! `collections`, written in Python (`py/collections.py`) and run in the module's own namespace.

use super::registry::ModuleDef;

/// The `collections` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/collections.py")),
    ..ModuleDef::empty("collections")
};
