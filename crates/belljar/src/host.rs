//! What a host gives the code it runs, in terms every backend can share: plain-data values
//! ([`Data`]), tools the code calls ([`Tool`], described by a [`ToolSpec`]) and the errors a
//! tool answers with ([`ToolError`]).
//!
//! These types carry no interpreter state: a backend converts [`Data`] to and from its own
//! values. The embedded interpreter (`belljar-python`) is the backend that uses them today;
//! `docs/host.md` describes the whole host surface.

use std::fmt;
use std::sync::Arc;

/// A plain-data value crossing between the host and the code: what Python calls `None`,
/// `bool`, `int`, `float`, `complex`, `str`, `bytes`, `list`, `tuple`, `dict`, `set` and
/// `frozenset`, nested.
///
/// Ints beyond 64 bits are kept exactly, as decimal text ([`Data::BigInt`]); floats may be
/// NaN or infinite. JSON has no form for some of these; [`Data::to_json`] says which and
/// refuses them rather than changing them.
#[derive(Debug, Clone, PartialEq)]
pub enum Data {
    /// `None`.
    None,
    /// `True` / `False`.
    Bool(bool),
    /// An int that fits in 64 bits.
    Int(i64),
    /// An int outside `i64`, as decimal digits with an optional leading `-` (never one that
    /// fits in `i64`: conversions normalise to [`Data::Int`]).
    BigInt(String),
    /// A float (NaN and the infinities included).
    Float(f64),
    /// A complex number: its real and imaginary parts.
    Complex(f64, f64),
    /// A str.
    Str(String),
    /// bytes.
    Bytes(Vec<u8>),
    /// A list.
    List(Vec<Data>),
    /// A tuple.
    Tuple(Vec<Data>),
    /// A dict, its items in insertion order. Keys must be hashable in Python: not lists or
    /// dicts (a conversion into the interpreter refuses them).
    Dict(Vec<(Data, Data)>),
    /// A set, its items in the set's iteration order. Items must be hashable in Python: not
    /// lists, dicts or sets (a conversion into the interpreter refuses them).
    Set(Vec<Data>),
    /// A frozenset (items as for [`Data::Set`]).
    FrozenSet(Vec<Data>),
}

/// Why a [`Data`] value has no JSON form.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct NotJson(pub String);

impl Data {
    /// A str value.
    pub fn str(s: impl Into<String>) -> Data {
        Data::Str(s.into())
    }

    /// The value as JSON: `None` → `null`, lists and tuples → arrays, dicts with str keys →
    /// objects; ints beyond 64 bits that fit in `u64` are numbers. Refused, with the reason:
    /// larger ints, NaN and the infinities (JSON has no exact form for them), bytes, and dicts
    /// whose keys are not all str.
    pub fn to_json(&self) -> Result<serde_json::Value, NotJson> {
        use serde_json::Value as J;
        Ok(match self {
            Data::None => J::Null,
            Data::Bool(b) => J::Bool(*b),
            Data::Int(i) => J::from(*i),
            Data::BigInt(s) => match s.parse::<u64>() {
                Ok(u) => J::from(u),
                Err(_) => {
                    return Err(NotJson(format!(
                        "an int of {} digits has no exact JSON number",
                        s.trim_start_matches('-').len()
                    )));
                }
            },
            Data::Float(f) => match serde_json::Number::from_f64(*f) {
                Some(n) => J::Number(n),
                None => {
                    return Err(NotJson(format!(
                        "the float {} has no JSON form",
                        py_float(*f)
                    )));
                }
            },
            Data::Complex(..) => {
                return Err(NotJson("a complex number has no JSON form".into()));
            }
            Data::Str(s) => J::String(s.clone()),
            Data::Bytes(_) => return Err(NotJson("bytes have no JSON form".into())),
            Data::Set(_) | Data::FrozenSet(_) => {
                return Err(NotJson(format!("a {} has no JSON form", self.type_name())));
            }
            Data::List(items) | Data::Tuple(items) => J::Array(
                items
                    .iter()
                    .map(Data::to_json)
                    .collect::<Result<Vec<_>, _>>()?,
            ),
            Data::Dict(items) => {
                let mut m = serde_json::Map::new();
                for (k, v) in items {
                    let Data::Str(k) = k else {
                        return Err(NotJson(format!(
                            "a dict key of type {} has no JSON form (JSON keys are str)",
                            k.type_name()
                        )));
                    };
                    m.insert(k.clone(), v.to_json()?);
                }
                J::Object(m)
            }
        })
    }

    /// The value of a JSON document: `null` → `None`, numbers → `Int` (or `BigInt` past
    /// `i64`) when integral in the text, else `Float`; arrays → lists, objects → dicts with
    /// str keys in the document's order as `serde_json` keeps it.
    pub fn from_json(j: &serde_json::Value) -> Data {
        use serde_json::Value as J;
        match j {
            J::Null => Data::None,
            J::Bool(b) => Data::Bool(*b),
            J::Number(n) => {
                if let Some(i) = n.as_i64() {
                    Data::Int(i)
                } else if let Some(u) = n.as_u64() {
                    Data::BigInt(u.to_string())
                } else {
                    Data::Float(n.as_f64().unwrap_or(f64::NAN))
                }
            }
            J::String(s) => Data::Str(s.clone()),
            J::Array(items) => Data::List(items.iter().map(Data::from_json).collect()),
            J::Object(m) => Data::Dict(
                m.iter()
                    .map(|(k, v)| (Data::Str(k.clone()), Data::from_json(v)))
                    .collect(),
            ),
        }
    }

    /// The Python type name of the value (`int`, `NoneType`, ...), for messages.
    pub fn type_name(&self) -> &'static str {
        match self {
            Data::None => "NoneType",
            Data::Bool(_) => "bool",
            Data::Int(_) | Data::BigInt(_) => "int",
            Data::Float(_) => "float",
            Data::Complex(..) => "complex",
            Data::Str(_) => "str",
            Data::Bytes(_) => "bytes",
            Data::List(_) => "list",
            Data::Tuple(_) => "tuple",
            Data::Dict(_) => "dict",
            Data::Set(_) => "set",
            Data::FrozenSet(_) => "frozenset",
        }
    }
}

/// A float as Python writes the special ones (`nan`, `inf`, `-inf`).
fn py_float(f: f64) -> String {
    if f.is_nan() {
        "nan".into()
    } else if f.is_infinite() {
        if f > 0.0 { "inf".into() } else { "-inf".into() }
    } else {
        f.to_string()
    }
}

/// What a tool is, as an agent framework describes it to a model: its name (the Python name
/// the code calls it by), what it does, and a JSON Schema of its parameters.
#[derive(Debug, Clone, PartialEq)]
pub struct ToolSpec {
    /// The name code calls the tool by; a Python identifier.
    pub name: String,
    /// What the tool does (the function's `__doc__` in Python).
    pub description: String,
    /// A JSON Schema of the parameters (`{"type": "object", "properties": {...},
    /// "required": [...]}`), given to the model and shown in the tool's `__doc__`. Belljar
    /// does not check calls against it: the tool receives what the code passed.
    pub parameters: serde_json::Value,
}

/// One call of a tool by the code: positional and keyword arguments as plain data.
#[derive(Debug, Clone, PartialEq)]
pub struct ToolCall {
    /// The tool's name.
    pub name: String,
    /// Positional arguments.
    pub args: Vec<Data>,
    /// Keyword arguments, in the order the call gave them.
    pub kwargs: Vec<(String, Data)>,
}

impl ToolCall {
    /// The arguments as the JSON object `{"args": [...], "kwargs": {...}}` (what command-line
    /// tools receive), or why one of them has no JSON form.
    pub fn to_json(&self) -> Result<serde_json::Value, NotJson> {
        let args = self
            .args
            .iter()
            .enumerate()
            .map(|(i, a)| {
                a.to_json()
                    .map_err(|e| NotJson(format!("argument {}: {}", i + 1, e.0)))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let mut kwargs = serde_json::Map::new();
        for (k, v) in &self.kwargs {
            let v = v
                .to_json()
                .map_err(|e| NotJson(format!("argument {k:?}: {}", e.0)))?;
            kwargs.insert(k.clone(), v);
        }
        Ok(serde_json::json!({"args": args, "kwargs": kwargs}))
    }
}

/// A tool's failure, raised in the code as a Python exception of type `kind` with `message`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ToolError {
    /// The exception type: a builtin exception's name (`ValueError`, `KeyError`,
    /// `TimeoutError`, ...) raises that exception; any other name raises an exception of a
    /// class of that name deriving from `Exception`.
    pub kind: String,
    /// The exception's message.
    pub message: String,
}

impl ToolError {
    /// An error of type `kind` with `message`.
    pub fn new(kind: impl Into<String>, message: impl Into<String>) -> ToolError {
        ToolError {
            kind: kind.into(),
            message: message.into(),
        }
    }

    /// A `RuntimeError` with `message`: the type for a tool that failed without saying how.
    pub fn runtime(message: impl Into<String>) -> ToolError {
        ToolError::new("RuntimeError", message)
    }
}

impl fmt::Display for ToolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.kind, self.message)
    }
}

impl std::error::Error for ToolError {}

/// The function behind a tool: called on the session's thread while the code waits.
pub type ToolFn = Arc<dyn Fn(ToolCall) -> Result<Data, ToolError> + Send + Sync>;

/// A tool: its description and what answers its calls.
#[derive(Clone)]
pub struct Tool {
    /// Name, description and parameter schema.
    pub spec: ToolSpec,
    /// The function a call runs while the code waits (the *callback* mode), or `None` for a
    /// tool whose calls *suspend* the execution: it stops at the call and hands the call to
    /// the host, which resumes it later with the answer (docs/host.md).
    pub func: Option<ToolFn>,
}

impl Tool {
    /// A tool named `name` described by `description` and `parameters` (a JSON Schema),
    /// answering calls with `func`.
    pub fn new(
        name: impl Into<String>,
        description: impl Into<String>,
        parameters: serde_json::Value,
        func: impl Fn(ToolCall) -> Result<Data, ToolError> + Send + Sync + 'static,
    ) -> Tool {
        Tool {
            func: Some(Arc::new(func)),
            ..Tool::suspending(name, description, parameters)
        }
    }

    /// A tool named `name` whose calls suspend the execution for the host to answer.
    pub fn suspending(
        name: impl Into<String>,
        description: impl Into<String>,
        parameters: serde_json::Value,
    ) -> Tool {
        Tool {
            spec: ToolSpec {
                name: name.into(),
                description: description.into(),
                parameters,
            },
            func: None,
        }
    }

    /// Whether calls of this tool suspend the execution (it has no function).
    pub fn suspends(&self) -> bool {
        self.func.is_none()
    }
}

impl fmt::Debug for Tool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Tool")
            .field("spec", &self.spec)
            .field("suspends", &self.suspends())
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_round_trip_and_refusals() {
        let j = serde_json::json!({"a": [1, 2.5, "x", null, true], "b": 18446744073709551615u64});
        let d = Data::from_json(&j);
        assert_eq!(d.to_json().unwrap(), j);
        assert!(
            matches!(&d, Data::Dict(items) if items[1].1 == Data::BigInt("18446744073709551615".into()))
        );
        assert_eq!(
            Data::Float(f64::NAN).to_json().unwrap_err().0,
            "the float nan has no JSON form"
        );
        assert_eq!(
            Data::BigInt("-123456789012345678901234567890".into())
                .to_json()
                .unwrap_err()
                .0,
            "an int of 30 digits has no exact JSON number"
        );
        assert!(Data::Bytes(vec![1]).to_json().is_err());
        assert_eq!(
            Data::FrozenSet(vec![Data::Int(1)]).to_json().unwrap_err().0,
            "a frozenset has no JSON form"
        );
        assert!(Data::Set(vec![]).to_json().is_err());
        assert!(Data::Complex(1.0, 2.0).to_json().is_err());
        assert!(
            Data::Dict(vec![(Data::Int(1), Data::None)])
                .to_json()
                .is_err()
        );
        assert_eq!(
            Data::Tuple(vec![Data::Int(1)]).to_json().unwrap(),
            serde_json::json!([1])
        );
    }

    #[test]
    fn a_call_as_json() {
        let call = ToolCall {
            name: "t".into(),
            args: vec![Data::Int(1)],
            kwargs: vec![("k".into(), Data::str("v"))],
        };
        assert_eq!(
            call.to_json().unwrap(),
            serde_json::json!({"args": [1], "kwargs": {"k": "v"}})
        );
        let bad = ToolCall {
            name: "t".into(),
            args: vec![Data::Float(f64::INFINITY)],
            kwargs: vec![],
        };
        assert_eq!(
            bad.to_json().unwrap_err().0,
            "argument 1: the float inf has no JSON form"
        );
    }
}
