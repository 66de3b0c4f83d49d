//! `string`: the character-class constants, `capwords` and `Template` (its pattern matched by
//! hand, with CPython's results and errors).

use super::registry::{Const, ModuleDef};

/// The `string` module.
pub static MODULE: ModuleDef = ModuleDef {
    constants: &[
        ("ascii_lowercase", Const::Str("abcdefghijklmnopqrstuvwxyz")),
        ("ascii_uppercase", Const::Str("ABCDEFGHIJKLMNOPQRSTUVWXYZ")),
        (
            "ascii_letters",
            Const::Str("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"),
        ),
        ("digits", Const::Str("0123456789")),
        ("hexdigits", Const::Str("0123456789abcdefABCDEF")),
        ("octdigits", Const::Str("01234567")),
        (
            "punctuation",
            Const::Str("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"),
        ),
        ("whitespace", Const::Str(" \t\n\r\x0b\x0c")),
        (
            "printable",
            Const::Str(
                "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~ \t\n\r\x0b\x0c",
            ),
        ),
    ],
    python: Some(include_str!("py/string.py")),
    ..ModuleDef::empty("string")
};
