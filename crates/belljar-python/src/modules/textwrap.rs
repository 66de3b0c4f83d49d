//! `textwrap`, written in Python (`py/textwrap.py`): wrap, fill, shorten, dedent, indent and
//! `TextWrapper` with CPython 3.11's results, the chunking done by hand (no regular expressions).

use super::registry::ModuleDef;

/// The `textwrap` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/textwrap.py")),
    ..ModuleDef::empty("textwrap")
};
