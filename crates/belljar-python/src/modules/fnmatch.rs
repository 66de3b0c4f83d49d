//! `fnmatch`, written in Python (`py/fnmatch.py`): shell-style wildcards matched directly (no
//! regular expressions), with CPython 3.11's results; `translate` gives CPython's pattern.

use super::registry::ModuleDef;

/// The `fnmatch` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/fnmatch.py")),
    ..ModuleDef::empty("fnmatch")
};
