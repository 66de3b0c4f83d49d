//! `enum`, written in Python (`py/enum.py`) after CPython 3.11's semantics, run in the
//! module's own namespace. Its class bodies run in a non-dict `__prepare__` mapping
//! (`_EnumDict`), which the VM supports (`vm::ClassNs::Mapping`).

use super::registry::ModuleDef;

/// The `enum` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/enum.py")),
    ..ModuleDef::empty("enum")
};
