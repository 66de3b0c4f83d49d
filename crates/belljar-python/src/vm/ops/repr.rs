//! `repr()` and `str()` of every value, with the recursion guard for self-referential containers.

use super::{ExcKind, PyErr, PyResult, Vm};
use crate::text::float::float_repr;
use crate::text::str_methods::{
    bytes_repr_quote, push_bytes_repr_body, push_str_repr_body, str_repr_quote,
};
use crate::values::Value;
use std::rc::Rc;

/// Input bytes escaped at a time by [`Vm::str_repr`] and [`Vm::bytes_repr`] (a scratch buffer
/// of at most ten times this).
const REPR_PIECE: usize = 1 << 16;

impl Vm {
    /// `repr(v)`.
    pub fn repr(&mut self, v: &Value) -> PyResult<String> {
        if matches!(
            v,
            Value::List(_) | Value::Tuple(_) | Value::Dict(_) | Value::Set(_) | Value::FrozenSet(_)
        ) {
            let _level = crate::vm::nest::enter(crate::vm::nest::Ctx::Repr)?;
            return self.repr_inner(v);
        }
        self.repr_inner(v)
    }

    /// How a type parameter shows inside a union or a generic alias (`int`, `None`,
    /// `__main__.C`, `...`, a nested alias).
    fn type_arg_repr(&mut self, v: &Value) -> PyResult<String> {
        Ok(match v {
            Value::Class(c) if Rc::ptr_eq(c, &self.types.none) => "None".into(),
            Value::Class(c) if c.builtin => c.name.to_string(),
            Value::Class(c) => match c.dict.borrow().get("__module__") {
                Some(Value::Str(m)) => format!("{}.{}", m.s, c.qualname),
                _ => format!("__main__.{}", c.qualname),
            },
            Value::Ellipsis => "...".into(),
            other => self.repr(other)?,
        })
    }

    pub(super) fn repr_inner(&mut self, v: &Value) -> PyResult<String> {
        if let Some(m) = self.meta_special(v, "__repr__") {
            return match self.call(&m, vec![], vec![])? {
                Value::Str(s) => Ok(s.s.clone()),
                other => Err(PyErr::type_err(format!(
                    "__repr__ returned non-string (type {})",
                    other.type_name()
                ))),
            };
        }
        Ok(match v {
            Value::None => "None".into(),
            Value::Bool(b) => {
                if b.get() {
                    "True".into()
                } else {
                    "False".into()
                }
            }
            Value::Int(i) => crate::values::int::i64_text(*i),
            // The exact digit count decides (the sign does not count), as in CPython.
            Value::BigInt(b) => crate::text::str_methods::int_to_decimal(
                b,
                crate::text::str_methods::DEFAULT_MAX_STR_DIGITS,
            )?,
            Value::Float(f) => float_repr(f.get()),
            Value::Str(s) => self.str_repr(&s.s)?,
            Value::Bytes(b) => self.bytes_repr(b)?,
            Value::List(l) => {
                let id = v.id();
                if self.repr_guard.contains(&id) {
                    return Ok("[...]".into());
                }
                self.repr_guard.push(id);
                let items = l.borrow().clone();
                let r = self.repr_items(&items);
                self.repr_guard.pop();
                format!("[{}]", r?)
            }
            Value::Tuple(t) => {
                let id = v.id();
                if !t.is_empty() && self.repr_guard.contains(&id) {
                    return Ok("(...)".into());
                }
                self.repr_guard.push(id);
                let r = if t.len() == 1 {
                    self.repr(&t[0]).map(|s| format!("({s},)"))
                } else {
                    self.repr_items(t).map(|s| format!("({s})"))
                };
                self.repr_guard.pop();
                r?
            }
            Value::View(vw) => {
                let name = v.type_name().to_string();
                let items = self.collect(v)?;
                let _ = vw;
                format!("{name}([{}])", self.repr_items(&items)?)
            }
            Value::Dict(d) => {
                let id = v.id();
                if self.repr_guard.contains(&id) {
                    return Ok("{...}".into());
                }
                self.repr_guard.push(id);
                let items: Vec<(Value, Value)> = d.pairs();
                let mut parts = Vec::with_capacity(items.len());
                let mut res = Ok(());
                for (k, val) in items {
                    match (self.repr(&k), self.repr(&val)) {
                        (Ok(a), Ok(b)) => parts.push(format!("{a}: {b}")),
                        (Err(e), _) | (_, Err(e)) => {
                            res = Err(e);
                            break;
                        }
                    }
                }
                self.repr_guard.pop();
                res?;
                format!("{{{}}}", parts.join(", "))
            }
            Value::Set(s) => {
                let items: Vec<Value> = s.borrow().iter().map(|k| k.value.clone()).collect();
                if items.is_empty() {
                    "set()".into()
                } else {
                    format!("{{{}}}", self.repr_items(&items)?)
                }
            }
            Value::FrozenSet(s) => {
                let items: Vec<Value> = s.iter().map(|k| k.value.clone()).collect();
                if items.is_empty() {
                    "frozenset()".into()
                } else {
                    format!("frozenset({{{}}})", self.repr_items(&items)?)
                }
            }
            Value::Range(r) => {
                if r.step == 1 {
                    format!("range({}, {})", r.start, r.stop)
                } else {
                    format!("range({}, {}, {})", r.start, r.stop, r.step)
                }
            }
            Value::Slice(s) => format!(
                "slice({}, {}, {})",
                self.repr(&s[0])?,
                self.repr(&s[1])?,
                self.repr(&s[2])?
            ),
            Value::NotImplemented => "NotImplemented".into(),
            Value::Ellipsis => "Ellipsis".into(),
            Value::Function(f) => format!("<function {} at {:#x}>", f.qualname, v.id()),
            Value::Method(m) => {
                let name = match &m.1 {
                    Value::Function(f) => f.qualname.to_string(),
                    _ => "?".into(),
                };
                format!("<bound method {} of {}>", name, self.repr(&m.0)?)
            }
            Value::Builtin(b) => match &b.bound {
                _ if matches!(b.func, crate::values::function::Native::Unbound(..)) => {
                    let owner = match b.func {
                        crate::values::function::Native::Unbound(owner, _) => owner,
                        _ => "",
                    };
                    format!("<method '{}' of '{owner}' objects>", b.name)
                }
                Some(Value::Class(_))
                    if matches!(b.func, crate::values::function::Native::Table(..)) =>
                {
                    format!(
                        "<built-in method {} of type object at {:#x}>",
                        b.name,
                        b.bound.as_ref().map(|o| o.id()).unwrap_or(0)
                    )
                }
                Some(o) if !matches!(o, Value::Class(_)) => {
                    format!(
                        "<built-in method {} of {} object at {:#x}>",
                        b.name,
                        o.type_name(),
                        o.id()
                    )
                }
                _ => format!("<built-in function {}>", b.name),
            },
            Value::Class(c) => match c.dict.borrow().get("__module__") {
                Some(Value::Str(m)) if m.s != "builtins" => {
                    format!("<class '{}.{}'>", m.s, c.qualname)
                }
                _ if c.builtin => format!("<class '{}'>", c.name),
                _ => format!("<class '__main__.{}'>", c.qualname),
            },
            Value::Instance(i) => {
                if let Some(m) = i.class.lookup("__repr__") {
                    let m = self.bind(v, m);
                    return match self.call(&m, vec![], vec![])? {
                        Value::Str(s) => Ok(s.s.clone()),
                        other => Err(PyErr::type_err(format!(
                            "__repr__ returned non-string (type {})",
                            other.type_name()
                        ))),
                    };
                }
                if let Some(p) = &i.payload {
                    let p = p.clone();
                    let r = self.repr(&p)?;
                    // Sets show their type's name: `S({1, 2})`, `S()`.
                    return Ok(match &p {
                        Value::Set(_) | Value::FrozenSet(_) => {
                            let inner = r
                                .strip_prefix("frozenset(")
                                .or_else(|| r.strip_prefix("set("))
                                .and_then(|x| x.strip_suffix(')'))
                                .map(str::to_string)
                                .unwrap_or(r);
                            format!("{}({inner})", i.class.name)
                        }
                        _ => r,
                    });
                }
                if let Some(members) = self.union_args(v) {
                    let mut names: Vec<String> = Vec::with_capacity(members.len());
                    for m in &members {
                        names.push(self.type_arg_repr(m)?);
                    }
                    return Ok(names.join(" | "));
                }
                if let Some((origin, args)) = self.alias_parts(v) {
                    let _level = crate::vm::nest::enter(crate::vm::nest::Ctx::Repr)?;
                    let mut out = self.type_arg_repr(&origin)?;
                    out.push('[');
                    if args.is_empty() {
                        out.push_str("()");
                    }
                    for (i, a) in args.iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        out.push_str(&self.type_arg_repr(a)?);
                    }
                    out.push(']');
                    return Ok(out);
                }
                if let Some(d) = &i.exc {
                    let args = d.borrow().args.clone();
                    let inner = if args.len() == 1 {
                        self.repr(&args[0])?
                    } else {
                        self.repr_items(&args)?
                    };
                    return Ok(format!("{}({})", i.class.name, inner));
                }
                // `object.__repr__`: the class's `__module__` (found along the MRO, as an
                // attribute lookup would) and qualified name.
                let module = std::iter::once(&i.class)
                    .chain(i.class.mro.iter())
                    .find_map(|c| match c.dict.borrow().get("__module__") {
                        Some(Value::Str(m)) => Some(m.s.to_string()),
                        _ if c.builtin => Some("builtins".to_string()),
                        _ => None,
                    })
                    .unwrap_or_else(|| "__main__".to_string());
                if module == "builtins" {
                    format!("<{} object at {:#x}>", i.class.qualname, v.id())
                } else {
                    format!("<{module}.{} object at {:#x}>", i.class.qualname, v.id())
                }
            }
            Value::Generator(g) => format!(
                "<{} object {} at {:#x}>",
                g.borrow().kind.name(),
                g.borrow().qualname,
                v.id()
            ),
            Value::Iter(_) => format!("<{} object at {:#x}>", v.type_name(), v.id()),
            Value::Module(m) => format!("<module '{}' (built-in)>", m.name),
            Value::Native(o) => return o.repr(self, v),
            Value::Property(_) => format!("<property object at {:#x}>", v.id()),
            Value::StaticMethod(_) => format!("<staticmethod object at {:#x}>", v.id()),
            Value::ClassMethod(_) => format!("<classmethod object at {:#x}>", v.id()),
            Value::Super(s) => format!(
                "<super: <class '{}'>, <{} object>>",
                s.0.name,
                s.1.type_name()
            ),
        })
    }

    pub(super) fn repr_items(&mut self, items: &[Value]) -> PyResult<String> {
        let mut out = String::new();
        for (i, x) in items.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            out.push_str(&self.repr(x)?);
            if out.len() > self.limits.max_output.saturating_mul(4).max(1 << 16) {
                self.check_memory(out.len())?;
            }
        }
        Ok(out)
    }

    /// `repr(s)` of a `str`, built in pieces of [`REPR_PIECE`] input bytes with the deadline
    /// and the memory budget checked before each: the repr of a long string (up to ten
    /// output bytes per input byte) stops at the limits instead of outrunning them inside one
    /// call.
    pub fn str_repr(&self, s: &str) -> PyResult<String> {
        if s.len() <= REPR_PIECE {
            self.check_growth(s.len() + 2)?;
            return Ok(crate::text::str_methods::str_repr(s));
        }
        let quote = str_repr_quote(s);
        let mut out = String::new();
        out.push(quote);
        let mut rest = s;
        while !rest.is_empty() {
            let mut cut = REPR_PIECE.min(rest.len());
            while !rest.is_char_boundary(cut) {
                cut += 1;
            }
            let (piece, tail) = rest.split_at(cut);
            self.escape_piece(&mut out, |buf| push_str_repr_body(buf, piece, quote))?;
            rest = tail;
        }
        out.push(quote);
        Ok(out)
    }

    /// `repr(b)` of `bytes`, built in pieces as [`Vm::str_repr`] is.
    pub fn bytes_repr(&self, b: &[u8]) -> PyResult<String> {
        if b.len() <= REPR_PIECE {
            self.check_growth(b.len() + 3)?;
            return Ok(crate::text::str_methods::bytes_repr(b));
        }
        let quote = bytes_repr_quote(b);
        let mut out = String::from("b");
        out.push(quote);
        for piece in b.chunks(REPR_PIECE) {
            self.escape_piece(&mut out, |buf| push_bytes_repr_body(buf, piece, quote))?;
        }
        out.push(quote);
        Ok(out)
    }

    /// Escapes one piece of a long repr (`escape` writes it into a scratch buffer) and appends
    /// it to `out`. A large output checks the deadline first, and any growth of `out`'s buffer
    /// is checked against the memory budget before it is allocated.
    fn escape_piece(&self, out: &mut String, escape: impl FnOnce(&mut String)) -> PyResult<()> {
        if out.len() >= REPR_PIECE {
            self.check_deadline()?;
        }
        let mut buf = String::new();
        escape(&mut buf);
        if out.capacity() - out.len() < buf.len() {
            let cap = (out.len() + buf.len()).max(out.capacity().saturating_mul(2));
            self.check_growth(cap)?;
            out.reserve_exact(cap - out.len());
        }
        out.push_str(&buf);
        Ok(())
    }

    /// `str(v)`.
    pub fn to_str(&mut self, v: &Value) -> PyResult<String> {
        match v {
            Value::Str(s) => Ok(s.s.clone()),
            Value::Native(o) => o.str(self, v),
            Value::Float(f) => Ok(float_repr(f.get())),
            Value::Instance(i) => {
                // Exceptions show their arguments, which may be exceptions again.
                let _level = crate::vm::nest::enter(crate::vm::nest::Ctx::Str)?;
                if let Some(m) = i.class.lookup("__str__") {
                    let m = self.bind(v, m);
                    return match self.call(&m, vec![], vec![])? {
                        Value::Str(s) => Ok(s.s.clone()),
                        other => Err(PyErr::type_err(format!(
                            "__str__ returned non-string (type {})",
                            other.type_name()
                        ))),
                    };
                }
                if let Some(Value::Str(s)) = &i.payload {
                    return Ok(s.s.clone());
                }
                if let Some(d) = &i.exc {
                    {
                        let args = d.borrow().args.clone();
                        if args.len() >= 2 && i.class.is_subclass(self.types.exc(ExcKind::OSError))
                        {
                            let errno = self.to_str(&args[0])?;
                            let strerror = self.to_str(&args[1])?;
                            return Ok(match args.get(2) {
                                Some(f) => format!("[Errno {errno}] {strerror}: {}", self.repr(f)?),
                                None => format!("[Errno {errno}] {strerror}"),
                            });
                        }
                        return match args.len() {
                            0 => Ok(String::new()),
                            1 => {
                                if Rc::ptr_eq(&i.class, self.types.exc(ExcKind::KeyError))
                                    || i.class.is_subclass(self.types.exc(ExcKind::KeyError))
                                {
                                    self.repr(&args[0])
                                } else {
                                    self.to_str(&args[0])
                                }
                            }
                            _ => self.repr(&Value::tuple(args)),
                        };
                    }
                }
                self.repr(v)
            }
            _ => self.repr(v),
        }
    }
}
