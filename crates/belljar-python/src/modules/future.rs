//! `__future__`: every feature it names is already on in Python 3.11.

use super::registry::{Const, ModuleDef};

/// The `__future__` module.
pub static MODULE: ModuleDef = ModuleDef {
    constants: &[
        ("annotations", Const::Bool(true)),
        ("division", Const::Bool(true)),
        ("print_function", Const::Bool(true)),
        ("absolute_import", Const::Bool(true)),
        ("generator_stop", Const::Bool(true)),
    ],
    ..ModuleDef::empty("__future__")
};
