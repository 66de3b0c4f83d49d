//! `typing`: the names annotations use, with CPython 3.11's runtime behaviour (aliases with
//! CPython's reprs, `get_origin`/`get_args`, `TypeVar`/`Generic`, `Protocol`,
//! `NamedTuple`, `TypedDict`, ...). Written in Python (`py/typing.py`), as CPython's is.

use super::registry::ModuleDef;

/// The `typing` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/typing.py")),
    ..ModuleDef::empty("typing")
};
