//! `collections.abc`, written in Python (`py/collections_abc.py`) after CPython 3.11's
//! `Lib/_collections_abc.py` semantics, run in the module's own namespace. `collections.abc`
//! after a plain `import collections` imports it ([`super::registry::LOADED_AT_START`]), as
//! CPython has it imported at start-up.

use super::registry::ModuleDef;

/// The `collections.abc` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/collections_abc.py")),
    ..ModuleDef::empty("collections.abc")
};
