//! Text algorithms with Python's exact semantics, independent of the VM's value types: float
//! `repr`/`str`, the format-spec mini-language, `%`-formatting and `str` method algorithms.
//!
//! Everything here is a pure function over Rust primitives (`i64`, `BigInt`, `f64`, `&str`,
//! `char`); errors are [`TextError`]s whose [`ErrorKind`] maps one to one to a Python exception
//! (or to the VM's size limit, for [`ErrorKind::LimitExceeded`]). Where to find what:
//!
//! - [`codecs`]: `str.encode`/`bytes.decode` for `utf-8`, `ascii` and `latin-1`.
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
//! them): ~7,700 `format()` cases, ~5,300 `%` cases, ~200 `str.format` cases and ~20,000
//! `str`-method, `int()`/`float()`/`fromhex` parsing, float `repr`/`hex` and `round` cases,
//! plus whole-Unicode sweeps of every predicate and case mapping.

pub mod codecs;
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

#[cfg(test)]
mod tests {
    use super::format_spec::{FormatOptions, format_float, format_i64, format_int, format_str};
    use super::percent::{IntConversion, PercentArgs, PercentHost, percent_format};
    use super::str_methods as sm;
    use super::{TextError, float};
    use num_bigint::BigInt;

    /// A tiny deterministic generator of hostile strings.
    struct Gen(u64);

    impl Gen {
        fn next(&mut self) -> u64 {
            self.0 = self
                .0
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            self.0 >> 33
        }

        fn text(&mut self) -> String {
            const ALPHABET: &[char] = &[
                '%', '{', '}', '(', ')', '[', ']', '.', ':', '!', '*', '#', '0', '1', '9', '-',
                '+', ' ', ',', '_', 'z', '<', '>', '=', '^', 'd', 'x', 'X', 'o', 'b', 'c', 'e',
                'E', 'f', 'g', 'n', 's', 'r', 'a', 'l', '\t', '\n', 'é', '٣', 'Σ', '\u{3000}',
                '\0', 'i', 'j', 'I', 'N', 'F',
            ];
            let len = self.next() % 12;
            (0..len)
                .map(|_| ALPHABET[(self.next() % ALPHABET.len() as u64) as usize])
                .collect()
        }
    }

    struct Host;

    impl PercentHost for Host {
        type Value = i64;
        type Error = TextError;
        fn str(&mut self, v: &i64) -> Result<String, TextError> {
            Ok(v.to_string())
        }
        fn repr(&mut self, v: &i64) -> Result<String, TextError> {
            Ok(v.to_string())
        }
        fn get_item(&mut self, _: &i64, key: &str) -> Result<i64, TextError> {
            Ok(key.len() as i64)
        }
        fn to_int(&mut self, v: &i64, _: IntConversion) -> Result<Option<BigInt>, TextError> {
            Ok(Some(BigInt::from(*v)))
        }
        fn to_float(&mut self, v: &i64) -> Result<Option<f64>, TextError> {
            Ok(Some(*v as f64 * 1.5))
        }
        fn as_str(&mut self, _: &i64) -> Option<String> {
            None
        }
        fn type_name(&mut self, _: &i64) -> String {
            "int".into()
        }
    }

    impl super::format_string::FormatHost for Host {
        type Value = i64;
        type Error = TextError;
        fn positional(&mut self, index: usize) -> Result<Option<i64>, TextError> {
            Ok((index < 3).then_some(index as i64))
        }
        fn keyword(&mut self, name: &str) -> Result<i64, TextError> {
            Ok(name.len() as i64)
        }
        fn getattr(&mut self, v: &i64, name: &str) -> Result<i64, TextError> {
            Ok(v + name.len() as i64)
        }
        fn getitem_index(&mut self, v: &i64, index: usize) -> Result<i64, TextError> {
            Ok(v + index as i64)
        }
        fn getitem_str(&mut self, v: &i64, key: &str) -> Result<i64, TextError> {
            Ok(v - key.len() as i64)
        }
        fn convert(&mut self, v: &i64, _: char) -> Result<i64, TextError> {
            Ok(*v)
        }
        fn format(&mut self, v: &i64, spec: &str) -> Result<String, TextError> {
            format_i64(
                *v,
                spec,
                "int",
                &FormatOptions {
                    max_len: 10_000,
                    max_str_digits: 4300,
                },
            )
        }
    }

    /// Random hostile input never panics and never builds more than the limit.
    #[test]
    fn hostile_input_never_panics() {
        let mut g = Gen(42);
        let opts = FormatOptions {
            max_len: 10_000,
            max_str_digits: 4300,
        };
        let big: BigInt = "-123456789012345678901234567890".parse().unwrap();
        for _ in 0..30_000 {
            let t = g.text();
            let n = (g.next() as i64 - (1 << 30)) * 12345;
            let x = f64::from_bits(g.next() << 31 ^ g.next());
            for r in [
                format_i64(n, &t, "int", &opts),
                format_int(&big, &t, "int", &opts),
                format_float(x, &t, "float", &opts),
                format_str(&t, &t, "str", &opts),
                percent_format(
                    &t,
                    PercentArgs::Tuple(vec![n, 7, -3]),
                    &mut Host,
                    10_000,
                    4300,
                ),
                percent_format(
                    &t,
                    PercentArgs::Single {
                        value: n,
                        is_mapping: true,
                    },
                    &mut Host,
                    10_000,
                    4300,
                ),
            ]
            .into_iter()
            .flatten()
            {
                assert!(r.chars().count() <= 10_000 + t.len());
            }
            let _ = super::format_string::str_format(&t, &mut Host, true, 10_000);
            let _ = sm::parse_int(&t, (g.next() % 38) as u32, 4300);
            let _ = float::float_from_str(&t);
            let _ = float::float_fromhex(&format!("0x{t}p-1070"));
            let _ = float::float_fromhex(&t);
            let _ = float::float_round(x, (g.next() % 700) as i64 - 350);
            let _ = sm::split_sep(&t, "%", 2);
            let _ = sm::rsplit_whitespace(&t, 1);
            let _ = sm::title(&t);
            let _ = sm::expandtabs(&t, (g.next() % 20) as i64 - 5, 10_000);
            let _ = sm::center(&t, (g.next() % 40) as i64 - 5, '*', 10_000);
            let _ = sm::find(
                &t,
                "%",
                Some(g.next() as i64 % 20 - 10),
                Some(g.next() as i64 % 20 - 10),
            );
        }
    }
}
