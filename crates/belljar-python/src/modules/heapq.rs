//! `heapq`, written in Python (`py/heapq.py`) with the C module's order of comparisons, its
//! errors and its size-change check, run in the module's own namespace.

use super::registry::ModuleDef;

/// The `heapq` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/heapq.py")),
    ..ModuleDef::empty("heapq")
};
