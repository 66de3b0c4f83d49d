//! `_strptime`: `time.strptime` and `datetime.strptime` (`py/_strptime.py`, after CPython
//! 3.11's `Lib/_strptime.py` in the C locale; its regular expressions are matched by a small
//! backtracking matcher of the same alternatives, as there is no `re` module to compile
//! them with).

use super::registry::ModuleDef;

/// The `_strptime` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/_strptime.py")),
    ..ModuleDef::empty("_strptime")
};
