//! Text algorithms with Python's exact semantics, independent of the VM's value types: float
//! `repr`/`str`, the format-spec mini-language, `%`-formatting and `str` method algorithms.
//!
//! Everything here is a pure function over Rust primitives (`i64`, `BigInt`, `f64`, `&str`,
//! `char`); errors are [`TextError`]s whose [`ErrorKind`] maps one to one to a Python exception
//! (or to the VM's size limit, for [`ErrorKind::LimitExceeded`]). Where to find what:
//!
//! - [`error`]: [`TextError`], [`ErrorKind`], [`TextResult`].
//! - [`float`]: `repr`/`str` of floats, the `e`/`f`/`g`/`r` digit engine, `float(str)`, `round`.
//! - [`str_methods`]: `repr`/`ascii` of strings, split/strip/partition/pad/case/`is*`,
//!   find/count/replace with code-point indices, `int(str, base)`, int → text.
//! - [`unicode`]: per-character properties and case mappings as CPython 3.11 sees them, from
//!   tables generated out of CPython itself (`unicode_tables`, `gen_unicode_tables.py`).

pub mod error;
pub mod float;
pub mod format_spec;
pub mod percent;
pub mod str_methods;
pub mod unicode;
#[rustfmt::skip]
mod unicode_tables;

pub use error::{ErrorKind, TextError, TextResult};
