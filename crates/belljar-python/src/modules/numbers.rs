//! `numbers`, written in Python (`py/numbers.py`): the numeric abstract base classes of
//! PEP 3141 (`Number`, `Complex`, `Real`, `Rational`, `Integral`) with `int`, `float` and
//! `complex` registered, run in the module's own namespace.

use super::registry::ModuleDef;

/// The `numbers` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/numbers.py")),
    ..ModuleDef::empty("numbers")
};
