//! `quopri`: quoted-printable encoding of bytes and binary streams, written in Python
//! (`py/quopri.py`) over `binascii`'s native `b2a_qp`/`a2b_qp`, as CPython's module is.

use super::registry::ModuleDef;

/// The `quopri` module.
pub static MODULE: ModuleDef = ModuleDef {
    python: Some(include_str!("py/quopri.py")),
    ..ModuleDef::empty("quopri")
};
