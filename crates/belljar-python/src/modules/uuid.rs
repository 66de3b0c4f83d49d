//! `uuid`, written in Python (`py/uuid.py`) after CPython 3.11's `Lib/uuid.py`: `UUID`
//! objects and `uuid1`/`uuid3`/`uuid4`/`uuid5`, with a random node (no host access).

use super::registry::ModuleDef;

/// The `uuid` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/uuid.py")),
    ..ModuleDef::empty("uuid")
};
