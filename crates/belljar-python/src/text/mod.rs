//! Text algorithms with Python's exact semantics, independent of the VM's value types: float
//! `repr`/`str`, the format-spec mini-language, `%`-formatting and `str` method algorithms.
//!
//! Everything here is a pure function over Rust primitives (`i64`, `BigInt`, `f64`, `&str`,
//! `char`); errors are [`TextError`]s whose [`ErrorKind`] maps one to one to a Python exception
//! (or to the VM's size limit, for [`ErrorKind::LimitExceeded`]). Where to find what:
//!
//! - [`error`]: [`TextError`], [`ErrorKind`], [`TextResult`].
//! - [`float`]: `repr`/`str` of floats, the `e`/`f`/`g`/`r` digit engine, `float(str)`,
//!   `round` for floats and ints, `int(float)`.
//! - [`format_spec`]: the format-spec mini-language for `format()`, f-strings and `str.format`
//!   fields, over `i64`/`BigInt`, `f64` and `&str`, with a size limit checked before allocating.
//! - [`format_string`]: `str.format`/`format_map` templates over a [`format_string::FormatHost`].
//! - [`percent`]: `str % args` over a [`percent::PercentHost`].
//! - [`str_methods`]: `repr`/`ascii` of strings, split/strip/partition/pad/case/`is*`,
//!   find/count/replace with code-point indices, `int(str, base)`, int → text.
//! - [`unicode`]: per-character properties and case mappings as CPython 3.11 sees them, from
//!   tables generated out of CPython itself (`unicode_tables`, `gen_unicode_tables.py`).
//!
//! The tests compare against corpora written by python3.11 (`testdata/gen_*.py` regenerate
//! them): ~3,700 `format()` cases, ~2,300 `%` cases, ~200 `str.format` cases and ~19,000
//! `str`-method, `int()`/`float()` parsing, float `repr` and `round` cases, plus whole-Unicode
//! sweeps of every predicate and case mapping.

pub mod error;
pub mod float;
pub mod format_spec;
pub mod format_string;
pub mod percent;
pub mod str_methods;
pub mod unicode;
#[rustfmt::skip]
mod unicode_tables;

pub use error::{ErrorKind, TextError, TextResult};
