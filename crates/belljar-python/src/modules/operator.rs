//! `operator`, written in Python (`py/operator.py`) and run in the module's own namespace:
//! the operator functions, `itemgetter`, `attrgetter` and `methodcaller`.

use super::registry::ModuleDef;

/// The `operator` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/operator.py")),
    ..ModuleDef::empty("operator")
};
