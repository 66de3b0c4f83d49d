//! `difflib`, written in Python (`py/difflib.py`): CPython 3.11's `SequenceMatcher`, `Differ`,
//! `ndiff`, `unified_diff`, `context_diff`, `get_close_matches`, run in the module's own
//! namespace.

use super::registry::ModuleDef;

/// The `difflib` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/difflib.py")),
    ..ModuleDef::empty("difflib")
};
