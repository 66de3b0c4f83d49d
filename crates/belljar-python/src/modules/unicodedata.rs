//! `unicodedata`: the Unicode 14.0 character database of CPython 3.11, native. The tables
//! (`unicodedata/tables.rs`) are generated from CPython's own module by
//! `scripts/gen-unicodedata.py`; data access is in [`ucd`], normalization in [`normalize`].
//! Present: `name`, `lookup` (names, aliases, named sequences), `category`, `bidirectional`,
//! `combining`, `east_asian_width`, `mirrored`, `decomposition`, `decimal`, `digit`,
//! `numeric`, `normalize`, `is_normalized`, `unidata_version`, with CPython's messages.
//! Absent: `ucd_3_2_0` and the `UCD` type.

pub mod normalize;
mod tables;
#[cfg(test)]
mod tests;
pub mod ucd;

use super::registry::{Const, ModuleDef};
use crate::builtins::args::{Args, Method, Sig};
use crate::values::Value;
use crate::vm::{ExcKind, PyErr, PyResult, Vm};
use normalize::Form;

/// The `unicodedata` module.
pub static MODULE: ModuleDef = ModuleDef {
    functions: &[
        &LOOKUP,
        &NAME,
        &DECIMAL,
        &DIGIT,
        &NUMERIC,
        &CATEGORY,
        &BIDIRECTIONAL,
        &COMBINING,
        &MIRRORED,
        &EAST_ASIAN_WIDTH,
        &DECOMPOSITION,
        &NORMALIZE,
        &IS_NORMALIZED,
    ],
    constants: &[("unidata_version", Const::Str(tables::UNIDATA_VERSION))],
    ..ModuleDef::empty("unicodedata")
};

static LOOKUP: Method = Method::function(Sig::one("lookup"), lookup);
static NAME: Method = Method::function(Sig::pos("name", 1, 2), with_default);
static DECIMAL: Method = Method::function(Sig::pos("decimal", 1, 2), with_default);
static DIGIT: Method = Method::function(Sig::pos("digit", 1, 2), with_default);
static NUMERIC: Method = Method::function(Sig::pos("numeric", 1, 2), with_default);
static CATEGORY: Method = Method::function(Sig::one("category"), property);
static BIDIRECTIONAL: Method = Method::function(Sig::one("bidirectional"), property);
static COMBINING: Method = Method::function(Sig::one("combining"), property);
static MIRRORED: Method = Method::function(Sig::one("mirrored"), property);
static EAST_ASIAN_WIDTH: Method = Method::function(Sig::one("east_asian_width"), property);
static DECOMPOSITION: Method = Method::function(Sig::one("decomposition"), property);
static NORMALIZE: Method = Method::function(Sig::pos("normalize", 2, 2), normalize_fn);
static IS_NORMALIZED: Method = Method::function(Sig::pos("is_normalized", 2, 2), normalize_fn);

/// The one character of a `chr` argument, or CPython's TypeError (`category() argument must
/// be a unicode character, not str`; `argument 1` for functions with a default).
fn char_arg(v: &Value, func: &str, numbered: bool) -> PyResult<u32> {
    if let Value::Str(s) = v.base_value() {
        if s.char_len == 1 {
            return Ok(s.char_at(0) as u32);
        }
    }
    let which = if numbered { "argument 1" } else { "argument" };
    Err(PyErr::type_err(format!(
        "{func}() {which} must be a unicode character, not {}",
        clinic_type_name(v)
    )))
}

/// The type an Argument Clinic message names: `None` for None, else the type's name.
fn clinic_type_name(v: &Value) -> &str {
    match v {
        Value::None => "None",
        _ => v.type_name(),
    }
}

/// `category`, `bidirectional`, `combining`, `mirrored`, `east_asian_width`, `decomposition`.
fn property(_: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let cp = char_arg(a.arg(0), a.name(), false)?;
    Ok(match a.name() {
        "category" => Value::str(ucd::category(cp)),
        "bidirectional" => Value::str(ucd::bidirectional(cp)),
        "combining" => Value::Int(ucd::combining(cp) as i64),
        "mirrored" => Value::Int(ucd::mirrored(cp) as i64),
        "east_asian_width" => Value::str(ucd::east_asian_width(cp)),
        _ => Value::string(ucd::decomposition_string(cp)),
    })
}

/// `name`, `decimal`, `digit`, `numeric`: the value, else the default, else ValueError.
fn with_default(_: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let func = a.name();
    let cp = char_arg(a.arg(0), func, true)?;
    let (dec, dig, num) = ucd::numeric(cp);
    let (value, missing) = match func {
        "name" => (ucd::name(cp).map(Value::string), "no such name"),
        "decimal" => (dec.map(|d| Value::Int(d as i64)), "not a decimal"),
        "digit" => (dig.map(|d| Value::Int(d as i64)), "not a digit"),
        _ => (num.map(Value::float), "not a numeric character"),
    };
    match (value, a.get(1)) {
        (Some(v), _) => Ok(v),
        (None, Some(default)) => Ok(default.clone()),
        (None, None) => Err(PyErr::value_err(missing)),
    }
}

/// `lookup(name)`: the character (or named sequence) called `name`; KeyError otherwise. The
/// name may be a str or bytes, as CPython's `s#` conversion allows.
fn lookup(_: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let v = a.arg(0);
    let name: Vec<u8> = match v.base_value() {
        Value::Str(s) => s.s.as_bytes().to_vec(),
        Value::Bytes(b) => b.to_vec(),
        other => {
            return Err(PyErr::type_err(match other {
                Value::Native(_) if crate::builtins::bytearray::contents(other).is_some() => {
                    format!(
                        "lookup() argument must be read-only bytes-like object, not {}",
                        v.type_name()
                    )
                }
                _ => format!("a bytes-like object is required, not '{}'", v.type_name()),
            }));
        }
    };
    if name.len() > ucd::NAME_MAXLEN {
        return Err(PyErr::msg(ExcKind::KeyError, "name too long"));
    }
    match ucd::lookup(&name) {
        Some(ucd::Found::Char(cp)) => Ok(Value::string(
            char::from_u32(cp).map(String::from).unwrap_or_default(),
        )),
        Some(ucd::Found::Sequence(seq)) => Ok(Value::string(
            seq.iter().filter_map(|&c| char::from_u32(c)).collect(),
        )),
        None => {
            // CPython formats the name with `%s`: it ends at the first NUL byte.
            let shown = name.split(|&b| b == 0).next().unwrap_or_default();
            Err(PyErr::msg(
                ExcKind::KeyError,
                format!(
                    "undefined character name '{}'",
                    String::from_utf8_lossy(shown)
                ),
            ))
        }
    }
}

/// `normalize(form, unistr)` and `is_normalized(form, unistr)`.
fn normalize_fn(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let func = a.name();
    let mut strs = [""; 2];
    for (i, slot) in strs.iter_mut().enumerate() {
        match a.arg(i).base_value() {
            Value::Str(s) => *slot = &s.s,
            _ => {
                return Err(PyErr::type_err(format!(
                    "{func}() argument {} must be str, not {}",
                    i + 1,
                    clinic_type_name(a.arg(i))
                )));
            }
        }
    }
    let form =
        Form::parse(strs[0]).ok_or_else(|| PyErr::value_err("invalid normalization form"))?;
    let s = strs[1];
    vm.check_limits()?;
    if func == "is_normalized" {
        return Ok(Value::bool(normalize::is_normalized(s, form)));
    }
    Ok(match normalize::normalize(s, form) {
        Some(n) => Value::string(n),
        None => a.arg(1).clone(),
    })
}
