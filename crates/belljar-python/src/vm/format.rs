//! The glue between the VM and `text/`: `format(v, spec)` (f-strings, `str.format` fields,
//! `format()`), `str % args`, `str.format`/`format_map` templates, and the conversion of
//! `text`'s errors (`TextError`, `CodecError`) into Python exceptions.
//! The rules themselves live in `crate::text`; this file only turns `Value`s into the
//! primitives those algorithms take ([`PercentHost`], [`FormatHost`]) and `TextError`s into
//! `PyErr`s. A result the memory budget cannot hold is refused before it is built.

use std::rc::Rc;

use num_bigint::BigInt;

use super::{ExcKind, LimitKind, PyErr, PyResult, Vm};
use crate::text::codecs::{CodecError, CodecErrorKind};
use crate::text::format_spec::{self, FormatOptions};
use crate::text::format_string::{FormatHost, str_format};
use crate::text::percent::{IntConversion, PercentArgs, PercentHost, percent_format};
use crate::text::str_methods::{DEFAULT_MAX_STR_DIGITS, ascii_escape};
use crate::text::{ErrorKind, TextError};
use crate::values::Value;

/// The largest string, in characters, a text algorithm may build: no more than the memory
/// budget has left (every character takes at least one byte), and never more than the
/// absolute cap `Vm::reserve` applies.
const ABSOLUTE_MAX_LEN: usize = 1 << 40;

impl From<TextError> for PyErr {
    fn from(e: TextError) -> PyErr {
        let kind = match e.kind {
            ErrorKind::ValueError => ExcKind::ValueError,
            ErrorKind::TypeError => ExcKind::TypeError,
            ErrorKind::OverflowError => ExcKind::OverflowError,
            ErrorKind::IndexError => ExcKind::IndexError,
            ErrorKind::KeyError => ExcKind::KeyError,
            ErrorKind::LimitExceeded => {
                return PyErr::Limit(
                    LimitKind::Memory,
                    format!(
                        "memory limit exceeded ({}; refused before allocating)",
                        e.message
                    ),
                );
            }
        };
        PyErr::msg(kind, e.message)
    }
}

impl From<CodecError> for PyErr {
    fn from(e: CodecError) -> PyErr {
        let kind = match e.kind {
            CodecErrorKind::Lookup => ExcKind::LookupError,
            CodecErrorKind::Encode => ExcKind::UnicodeEncodeError,
            CodecErrorKind::Decode => ExcKind::UnicodeDecodeError,
            CodecErrorKind::Unsupported => ExcKind::ValueError,
        };
        PyErr::msg(kind, e.message)
    }
}

impl Vm {
    /// How many characters a text algorithm may produce before the result is refused (see
    /// [`ErrorKind::LimitExceeded`]): what is left of the memory budget.
    pub fn text_max_len(&self) -> usize {
        match self.limits.max_memory {
            Some(max) => {
                let used = (crate::alloc::thread_allocated() - self.mem_base).max(0) as usize;
                max.saturating_sub(used).min(ABSOLUTE_MAX_LEN)
            }
            None => ABSOLUTE_MAX_LEN,
        }
    }

    /// The limits handed to the format-spec algorithms.
    pub fn format_options(&self) -> FormatOptions {
        FormatOptions {
            max_len: self.text_max_len(),
            max_str_digits: DEFAULT_MAX_STR_DIGITS,
        }
    }

    /// `format(v, spec)`: a class's `__format__`, else the int/float/str/bool rules of
    /// `text::format_spec`, else `object.__format__` (`str(v)` for an empty spec).
    pub fn format(&mut self, v: &Value, spec: &str) -> PyResult<String> {
        match v {
            Value::Str(s) if spec.is_empty() => Ok(s.s.clone()),
            Value::Int(n) if spec.is_empty() => Ok(crate::values::int::i64_text(*n)),
            Value::Str(s) => Ok(format_spec::format_str(
                &s.s,
                spec,
                "str",
                &self.format_options(),
            )?),
            Value::Int(n) => Ok(format_spec::format_i64(
                *n,
                spec,
                "int",
                &self.format_options(),
            )?),
            Value::BigInt(b) => Ok(format_spec::format_int(
                b,
                spec,
                "int",
                &self.format_options(),
            )?),
            Value::Bool(b) if spec.is_empty() => Ok(if b.get() { "True" } else { "False" }.into()),
            Value::Bool(b) => Ok(format_spec::format_i64(
                *b as i64,
                spec,
                "bool",
                &self.format_options(),
            )?),
            Value::Float(x) => Ok(format_spec::format_float(
                x.get(),
                spec,
                "float",
                &self.format_options(),
            )?),
            Value::Instance(i) => {
                if let Some(m) = i.class.lookup("__format__") {
                    let m = self.bind(v, m);
                    return match self.call(&m, vec![Value::str(spec)], vec![])? {
                        Value::Str(s) => Ok(s.s.clone()),
                        other => Err(PyErr::type_err(format!(
                            "__format__ must return a str, not {}",
                            other.type_name()
                        ))),
                    };
                }
                // The builtin base's `__format__`: an empty spec is `str(self)` (which may be
                // the class's own `__str__`).
                if let Some(p) = &i.payload {
                    if spec.is_empty() {
                        return self.to_str(v);
                    }
                    let p = p.clone();
                    return self.format(&p, spec);
                }
                self.object_format(v, spec)
            }
            Value::Native(o) => match o.format(self, spec)? {
                Some(s) => Ok(s),
                None => self.object_format(v, spec),
            },
            _ => self.object_format(v, spec),
        }
    }

    /// `object.__format__`: `str(v)` for an empty spec, a `TypeError` otherwise.
    pub fn object_format(&mut self, v: &Value, spec: &str) -> PyResult<String> {
        if spec.is_empty() {
            return self.to_str(v);
        }
        Err(PyErr::type_err(format!(
            "unsupported format string passed to {}.__format__",
            v.type_name()
        )))
    }

    /// `v.__format__(spec)` called as a method of a builtin value (`int`, `float`, `str`,
    /// `bool`) or of `object`: checks the one argument, then formats without looking for a
    /// user `__format__` (which is what `super().__format__(spec)` needs).
    pub fn format_method(&mut self, v: &Value, args: &[Value]) -> PyResult<Value> {
        let spec = match args {
            [Value::Str(s)] => s.s.clone(),
            [Value::None] => {
                return Err(PyErr::type_err(
                    "__format__() argument must be str, not None",
                ));
            }
            [o] => {
                return Err(PyErr::type_err(format!(
                    "__format__() argument must be str, not {}",
                    o.type_name()
                )));
            }
            _ => {
                return Err(PyErr::type_err(format!(
                    "{}.__format__() takes exactly one argument ({} given)",
                    v.type_name(),
                    args.len()
                )));
            }
        };
        Ok(Value::string(match v {
            Value::Instance(_) => self.object_format(v, &spec)?,
            _ => self.format(v, &spec)?,
        }))
    }

    /// `ascii(v)`: `repr(v)` with every non-ASCII character escaped.
    pub fn ascii(&mut self, v: &Value) -> PyResult<String> {
        Ok(ascii_escape(&self.repr(v)?))
    }

    /// `fmt % args` for a `str` on the left.
    pub fn percent_format(&mut self, fmt: &str, args: &Value) -> PyResult<String> {
        let args = match args {
            Value::Tuple(t) => PercentArgs::Tuple(t.to_vec()),
            other => PercentArgs::Single {
                is_mapping: self.is_percent_mapping(other),
                value: other.clone(),
            },
        };
        let max_len = self.text_max_len();
        percent_format(
            fmt,
            args,
            &mut VmHost(self, false),
            max_len,
            DEFAULT_MAX_STR_DIGITS,
        )
    }

    /// `fmt % args` for bytes (and bytearray) formats.
    pub fn bytes_percent_format(&mut self, fmt: &[u8], args: &Value) -> PyResult<Vec<u8>> {
        let args = match args {
            Value::Tuple(t) => PercentArgs::Tuple(t.to_vec()),
            other => PercentArgs::Single {
                is_mapping: !matches!(other, Value::Bytes(_))
                    && (self.is_percent_mapping(other)
                        || crate::builtins::bytearray::as_bytearray(other).is_some()),
                value: other.clone(),
            },
        };
        let fmt: String = fmt.iter().map(|&b| char::from(b)).collect();
        let max_len = self.text_max_len();
        let out = percent_format(
            &fmt,
            args,
            &mut VmHost(self, true),
            max_len,
            DEFAULT_MAX_STR_DIGITS,
        )?;
        Ok(out.chars().map(|c| c as u32 as u8).collect())
    }

    /// CPython's `PyMapping_Check` as `%` uses it: the object supports `obj[key]` (and is
    /// not a `str`, which `%` treats as a single value).
    fn is_percent_mapping(&self, v: &Value) -> bool {
        match v {
            Value::Dict(_) | Value::List(_) | Value::Bytes(_) | Value::Range(_) => true,
            Value::Instance(i) => i.class.lookup("__getitem__").is_some(),
            _ => false,
        }
    }

    /// `template.format(*args, **kwargs)`.
    pub fn str_format(
        &mut self,
        template: &str,
        args: &[Value],
        kwargs: &[(Rc<str>, Value)],
    ) -> PyResult<String> {
        let max_len = self.text_max_len();
        let mut host = TemplateHost {
            vm: self,
            args,
            keywords: Keywords::Pairs(kwargs),
        };
        str_format(template, &mut host, true, max_len)
    }

    /// `template.format_map(mapping)`: names are looked up with `mapping[name]`.
    pub fn str_format_map(&mut self, template: &str, mapping: &Value) -> PyResult<String> {
        let max_len = self.text_max_len();
        let mut host = TemplateHost {
            vm: self,
            args: &[],
            keywords: Keywords::Mapping(mapping),
        };
        str_format(template, &mut host, false, max_len)
    }

    /// `v` as a Python int for `%`-formatting (see [`IntConversion`]); `None` when the value
    /// is not acceptable at all.
    fn percent_int(&mut self, v: &Value, how: IntConversion) -> PyResult<Option<BigInt>> {
        // Subclasses of int and float are taken as their values.
        let v = match v.payload() {
            Some(p @ (Value::Int(_) | Value::BigInt(_) | Value::Float(_))) => p,
            _ => v,
        };
        match v {
            Value::Int(i) => return Ok(Some(BigInt::from(*i))),
            Value::Bool(b) => return Ok(Some(BigInt::from(*b as i64))),
            Value::BigInt(b) => return Ok(Some((**b).clone())),
            _ => {}
        }
        match (how, v) {
            (IntConversion::Exact, _) => Ok(None),
            (IntConversion::Number, Value::Float(x)) => {
                Ok(Some(crate::text::float::float_to_bigint(x.get())?))
            }
            (IntConversion::Index, Value::Instance(_)) => match self.lookup_special(v, "__index__")
            {
                Some(f) => {
                    let r = self.call(&f, vec![], vec![])?;
                    self.int_result(&r, "__index__").map(Some)
                }
                None => Ok(None),
            },
            (IntConversion::Number, Value::Instance(_)) => {
                for name in ["__int__", "__index__"] {
                    if let Some(f) = self.lookup_special(v, name) {
                        let r = self.call(&f, vec![], vec![])?;
                        return self.int_result(&r, name).map(Some);
                    }
                }
                if self.lookup_special(v, "__float__").is_some() {
                    return Err(PyErr::type_err(format!(
                        "int() argument must be a string, a bytes-like object or a real number, not '{}'",
                        v.type_name()
                    )));
                }
                Ok(None)
            }
            _ => Ok(None),
        }
    }

    /// The int returned by a conversion dunder, or CPython's `TypeError` for anything else.
    fn int_result(&self, r: &Value, name: &str) -> PyResult<BigInt> {
        match r {
            Value::Int(i) => Ok(BigInt::from(*i)),
            Value::Bool(b) => Ok(BigInt::from(*b as i64)),
            Value::BigInt(b) => Ok((**b).clone()),
            other => Err(PyErr::type_err(format!(
                "{name} returned non-int (type {})",
                other.type_name()
            ))),
        }
    }

    /// `float(v)` for numbers as CPython's `PyFloat_AsDouble` (`__float__`, then `__index__`),
    /// for `%e %f %g` and the `math` functions; `None` when `v` is not a number.
    pub fn float_of(&mut self, v: &Value) -> PyResult<Option<f64>> {
        let v = match v.payload() {
            Some(p @ (Value::Int(_) | Value::BigInt(_) | Value::Float(_))) => p,
            _ => v,
        };
        match v {
            Value::Float(x) => Ok(Some(x.get())),
            Value::Int(i) => Ok(Some(*i as f64)),
            Value::Bool(b) => Ok(Some(*b as i64 as f64)),
            Value::BigInt(b) => match crate::values::int::big_to_f64(b) {
                Some(x) => Ok(Some(x)),
                None => Err(PyErr::msg(
                    ExcKind::OverflowError,
                    "int too large to convert to float",
                )),
            },
            Value::Instance(_) | Value::Native(_) => {
                if let Some(f) = self.lookup_special(v, "__float__") {
                    return match self.call(&f, vec![], vec![])? {
                        Value::Float(x) => Ok(Some(x.get())),
                        other => Err(PyErr::type_err(format!(
                            "{}.__float__ returned non-float (type {})",
                            v.type_name(),
                            other.type_name()
                        ))),
                    };
                }
                if let Some(f) = self.lookup_special(v, "__index__") {
                    let r = self.call(&f, vec![], vec![])?;
                    let n = self.int_result(&r, "__index__")?;
                    return match crate::values::int::big_to_f64(&n) {
                        Some(x) => Ok(Some(x)),
                        None => Err(PyErr::msg(
                            ExcKind::OverflowError,
                            "int too large to convert to float",
                        )),
                    };
                }
                Ok(None)
            }
            _ => Ok(None),
        }
    }
}

/// The VM as `%`-formatting sees it; the flag is `bytes % args`.
struct VmHost<'a>(&'a mut Vm, bool);

impl PercentHost for VmHost<'_> {
    type Value = Value;
    type Error = PyErr;

    fn str(&mut self, v: &Value) -> PyResult<String> {
        self.0.to_str(v)
    }

    fn repr(&mut self, v: &Value) -> PyResult<String> {
        self.0.repr(v)
    }

    fn get_item(&mut self, mapping: &Value, key: &str) -> PyResult<Value> {
        if self.1 {
            // Keys of `b'%(k)s' % d` are bytes (the format holds one char per byte).
            let key: Vec<u8> = key.chars().map(|c| c as u32 as u8).collect();
            return self.0.getitem(mapping, &Value::Bytes(Rc::new(key)));
        }
        self.0.getitem(mapping, &Value::str(key))
    }

    fn to_int(&mut self, v: &Value, how: IntConversion) -> PyResult<Option<BigInt>> {
        self.0.percent_int(v, how)
    }

    fn to_float(&mut self, v: &Value) -> PyResult<Option<f64>> {
        self.0.float_of(v)
    }

    fn as_str(&mut self, v: &Value) -> Option<String> {
        match v.base_value() {
            Value::Str(s) if !self.1 => Some(s.s.clone()),
            _ => None,
        }
    }

    fn type_name(&mut self, v: &Value) -> String {
        v.type_name().to_string()
    }

    fn bytes_mode(&self) -> bool {
        self.1
    }

    fn as_bytes(&mut self, v: &Value, call_dunder: bool) -> PyResult<Option<Vec<u8>>> {
        if let Some(b) = crate::builtins::bytearray::contents(v) {
            return Ok(Some(b));
        }
        if call_dunder && matches!(v, Value::Instance(_)) {
            if let Some(m) = self.0.lookup_special(v, "__bytes__") {
                return match self.0.call(&m, vec![], vec![])? {
                    Value::Bytes(b) => Ok(Some(b.to_vec())),
                    o => Err(PyErr::type_err(format!(
                        "__bytes__ returned non-bytes (type {})",
                        o.type_name()
                    ))),
                };
            }
        }
        Ok(None)
    }
}

/// Where `str.format` finds named fields.
enum Keywords<'a> {
    /// The keyword arguments of `format(**kwargs)`.
    Pairs(&'a [(Rc<str>, Value)]),
    /// The mapping of `format_map(mapping)`.
    Mapping(&'a Value),
}

/// The VM as `str.format` sees it.
struct TemplateHost<'a, 'v> {
    vm: &'a mut Vm,
    args: &'v [Value],
    keywords: Keywords<'v>,
}

impl FormatHost for TemplateHost<'_, '_> {
    type Value = Value;
    type Error = PyErr;

    fn positional(&mut self, index: usize) -> PyResult<Option<Value>> {
        Ok(self.args.get(index).cloned())
    }

    fn keyword(&mut self, name: &str) -> PyResult<Value> {
        match self.keywords {
            Keywords::Pairs(kw) => match kw.iter().find(|(k, _)| &**k == name) {
                Some((_, v)) => Ok(v.clone()),
                None => Err(PyErr::New(ExcKind::KeyError, vec![Value::str(name)])),
            },
            Keywords::Mapping(m) => self.vm.getitem(m, &Value::str(name)),
        }
    }

    fn getattr(&mut self, obj: &Value, name: &str) -> PyResult<Value> {
        self.vm.get_attr(obj, name)
    }

    fn getitem_index(&mut self, obj: &Value, index: usize) -> PyResult<Value> {
        let i = i64::try_from(index).map_err(|_| {
            PyErr::msg(
                ExcKind::IndexError,
                "cannot fit 'int' into an index-sized integer",
            )
        })?;
        self.vm.getitem(obj, &Value::Int(i))
    }

    fn getitem_str(&mut self, obj: &Value, key: &str) -> PyResult<Value> {
        self.vm.getitem(obj, &Value::str(key))
    }

    fn convert(&mut self, obj: &Value, conversion: char) -> PyResult<Value> {
        Ok(Value::string(match conversion {
            'r' => self.vm.repr(obj)?,
            'a' => self.vm.ascii(obj)?,
            _ => self.vm.to_str(obj)?,
        }))
    }

    fn format(&mut self, obj: &Value, spec: &str) -> PyResult<String> {
        self.vm.format(obj, spec)
    }
}
