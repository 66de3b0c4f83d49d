//! `re.Match`: the result of a successful match (`group`, `groups`, `groupdict`, `start`,
//! `end`, `span`, `expand`, `m[g]`, and the attributes `pos`, `endpos`, `lastindex`,
//! `lastgroup`, `re`, `string`, `regs`), with CPython 3.11's repr and errors.

use std::rc::Rc;

use super::Text;
use super::pattern::Compiled;
use crate::builtins::args::{Args, Method, Sig};
use crate::text::str_methods::{bytes_repr, str_repr};
use crate::values::native::{self, NativeObject, NativeType};
use crate::values::{Value, teardown::DictCell};
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// A match object.
pub struct Match {
    /// The pattern object.
    pub re: Value,
    /// Its compiled form.
    pub inner: Rc<Compiled>,
    /// The subject as given.
    pub string: Value,
    /// The subject as the engine saw it.
    pub text: Text,
    /// The span of every group, index 0 the whole match.
    pub regs: Vec<Option<(usize, usize)>>,
    /// `pos` as given (clamped).
    pub pos: usize,
    /// `endpos` as given (clamped).
    pub endpos: usize,
    /// The last group closed.
    pub lastindex: Option<usize>,
}

/// The type of [`Match`].
pub static MATCH: NativeType = NativeType {
    name: "re.Match",
    methods: &[
        &GROUP, &GROUPS, &GROUPDICT, &START, &END, &SPAN, &EXPAND, &COPY, &DEEPCOPY,
    ],
};

static GROUP: Method = Method::new(Sig::varpos("group", 0), m_group);
static GROUPS: Method = Method::new(Sig::kw("groups", &["default"], 0, 1, 0), m_groups);
static GROUPDICT: Method = Method::new(Sig::kw("groupdict", &["default"], 0, 1, 0), m_groupdict);
static START: Method = Method::new(Sig::pos("start", 0, 1), m_span);
static END: Method = Method::new(Sig::pos("end", 0, 1), m_span);
static SPAN: Method = Method::new(Sig::pos("span", 0, 1), m_span);
static EXPAND: Method = Method::new(Sig::kw("expand", &["template"], 0, 1, 1), m_expand);
static COPY: Method = Method::new(Sig::noargs("__copy__"), m_copy);
static DEEPCOPY: Method = Method::new(Sig::one("__deepcopy__"), m_copy);

/// Wrap a match as a value.
pub fn value(m: Match) -> Value {
    native::value(m)
}

impl Match {
    /// The group number `g` names (an int or a group name), or `IndexError: no such group`.
    fn index(&self, vm: &mut Vm, g: &Value) -> PyResult<usize> {
        let i = match g {
            Value::Int(i) => *i,
            Value::Bool(b) => *b as i64,
            Value::Str(s) => match self.inner.groupindex.iter().find(|(n, _)| **n == *s.s) {
                Some(&(_, i)) => i as i64,
                None => -1,
            },
            Value::BigInt(_) => -1,
            Value::Instance(_) if vm.lookup_special(g, "__index__").is_some() => {
                crate::builtins::args::index(vm, g)?
            }
            Value::Instance(_) => match g.base_value() {
                Value::Str(s) => match self.inner.groupindex.iter().find(|(n, _)| **n == *s.s) {
                    Some(&(_, i)) => i as i64,
                    None => -1,
                },
                _ => -1,
            },
            _ => -1,
        };
        if i < 0 || i as usize > self.inner.groups {
            return Err(PyErr::msg(ExcKind::IndexError, "no such group"));
        }
        Ok(i as usize)
    }

    /// The text of group `i`, or `default` when it did not take part.
    fn group(&self, i: usize, default: &Value) -> Value {
        match self.regs[i] {
            Some((a, b)) => self.text.slice(a, b),
            None => default.clone(),
        }
    }
}

/// A match made again from its saved state (a session restored, `host/save/`): the
/// pattern (restored first), the subject and the spans, each checked against the other.
pub fn restore(_: &mut Vm, state: Value) -> PyResult<Value> {
    let bad = || PyErr::value_err("bad saved match");
    let Value::Tuple(t) = &state else {
        return Err(bad());
    };
    let [
        re,
        string,
        text,
        Value::Int(pos),
        Value::Int(endpos),
        Value::Tuple(regs),
        last,
    ] = t.as_slice()
    else {
        return Err(bad());
    };
    let inner = match re {
        Value::Native(o) => match o.as_any().downcast_ref::<super::pattern::Pattern>() {
            Some(p) => p.inner.clone(),
            None => return Err(bad()),
        },
        _ => return Err(bad()),
    };
    let subject = match text {
        Value::None => string,
        t => t,
    };
    let text = Text::of(subject, inner.is_bytes).map_err(|_| bad())?;
    let n = text.len();
    let at = |v: &Value| match v {
        Value::Int(i) if (0..=n as i64).contains(i) => Some(*i as usize),
        _ => None,
    };
    let span = |v: &Value| match v {
        Value::None => Some(None),
        Value::Tuple(ab) => match ab.as_slice() {
            [a, b] => match (at(a), at(b)) {
                (Some(a), Some(b)) if a <= b => Some(Some((a, b))),
                _ => None,
            },
            _ => None,
        },
        _ => None,
    };
    let regs: Vec<Option<(usize, usize)>> = regs
        .iter()
        .map(span)
        .collect::<Option<_>>()
        .ok_or_else(bad)?;
    let lastindex = match last {
        Value::None => None,
        Value::Int(i) if *i >= 1 && (*i as usize) <= inner.groups => Some(*i as usize),
        _ => return Err(bad()),
    };
    let (Some(pos), Some(endpos)) = (at(&Value::Int(*pos)), at(&Value::Int(*endpos))) else {
        return Err(bad());
    };
    if regs.len() != inner.groups + 1 || regs[0].is_none() || pos > endpos {
        return Err(bad());
    }
    Ok(value(Match {
        re: re.clone(),
        inner,
        string: string.clone(),
        text,
        regs,
        pos,
        endpos,
        lastindex,
    }))
}

fn this<'a>(this: &'a Value, name: &str) -> PyResult<&'a Match> {
    native::this::<Match>(this, &MATCH, name)
}

impl NativeObject for Match {
    fn native_type(&self) -> &'static NativeType {
        &MATCH
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
    /// The pattern, the subject (and, when it is not a str or bytes, the bytes it had when
    /// matched), `pos`, `endpos`, the group spans and `lastindex`, which [`restore`] checks
    /// and makes a match of again.
    fn save(&self) -> Result<Value, String> {
        let text = match self.string.base_value() {
            Value::Str(_) | Value::Bytes(_) => Value::None,
            _ => self.text.slice(0, self.text.len()),
        };
        let int = |i: Option<usize>| i.map_or(Value::None, |i| Value::Int(i as i64));
        let regs = self
            .regs
            .iter()
            .map(|r| match r {
                Some((a, b)) => Value::tuple(vec![Value::Int(*a as i64), Value::Int(*b as i64)]),
                None => Value::None,
            })
            .collect();
        Ok(Value::tuple(vec![
            self.re.clone(),
            self.string.clone(),
            text,
            Value::Int(self.pos as i64),
            Value::Int(self.endpos as i64),
            Value::tuple(regs),
            int(self.lastindex),
        ]))
    }
    fn repr(&self, _: &mut Vm, _: &Value) -> PyResult<String> {
        let (a, b) = self.regs[0].unwrap_or((0, 0));
        let r = match self.text.slice(a, b) {
            Value::Str(s) => str_repr(&s.s),
            Value::Bytes(v) => bytes_repr(&v),
            _ => String::new(),
        };
        let r: String = r.chars().take(50).collect();
        Ok(format!("<re.Match object; span=({a}, {b}), match={r}>"))
    }
    fn getattr(&self, _: &mut Vm, name: &str) -> PyResult<Option<Value>> {
        Ok(Some(match name {
            "pos" => Value::Int(self.pos as i64),
            "endpos" => Value::Int(self.endpos as i64),
            "lastindex" => self.lastindex.map_or(Value::None, |i| Value::Int(i as i64)),
            "lastgroup" => match self
                .lastindex
                .and_then(|i| self.inner.indexgroup.get(i).cloned().flatten())
            {
                Some(n) => Value::str(&n),
                None => Value::None,
            },
            "re" => self.re.clone(),
            "string" => self.string.clone(),
            "regs" => Value::tuple(
                self.regs
                    .iter()
                    .map(|r| {
                        let (a, b) = r.map_or((-1, -1), |(a, b)| (a as i64, b as i64));
                        Value::tuple(vec![Value::Int(a), Value::Int(b)])
                    })
                    .collect(),
            ),
            _ => return Ok(None),
        }))
    }
    fn getitem(&self, vm: &mut Vm, key: &Value) -> PyResult<Option<Value>> {
        let i = self.index(vm, key)?;
        Ok(Some(self.group(i, &Value::None)))
    }
    fn truthy(&self, _: &mut Vm) -> PyResult<Option<bool>> {
        Ok(Some(true))
    }
}

fn m_copy(_: &mut Vm, this: &Value, _: &Args) -> PyResult<Value> {
    Ok(this.clone())
}

/// `m.group(*groups)`.
fn m_group(vm: &mut Vm, me: &Value, a: &Args) -> PyResult<Value> {
    let m = this(me, "group")?;
    let gs = a.rest();
    match gs {
        [] => Ok(m.group(0, &Value::None)),
        [g] => {
            let i = m.index(vm, g)?;
            Ok(m.group(i, &Value::None))
        }
        _ => {
            let mut out = Vec::with_capacity(gs.len());
            for g in gs {
                let i = m.index(vm, g)?;
                out.push(m.group(i, &Value::None));
            }
            Ok(Value::tuple(out))
        }
    }
}

/// `m.groups(default=None)`.
fn m_groups(_: &mut Vm, me: &Value, a: &Args) -> PyResult<Value> {
    let m = this(me, "groups")?;
    let default = a.get(0).cloned().unwrap_or(Value::None);
    Ok(Value::tuple(
        (1..=m.inner.groups).map(|i| m.group(i, &default)).collect(),
    ))
}

/// `m.groupdict(default=None)`.
fn m_groupdict(vm: &mut Vm, me: &Value, a: &Args) -> PyResult<Value> {
    let m = this(me, "groupdict")?;
    let default = a.get(0).cloned().unwrap_or(Value::None);
    let mut d = crate::values::Dict::default();
    for (n, i) in &m.inner.groupindex {
        let k = vm.key(Value::str(n))?;
        d.insert(k, m.group(*i, &default));
    }
    Ok(Value::Dict(Rc::new(DictCell::new(d))))
}

/// `m.start(g)`, `m.end(g)`, `m.span(g)`.
fn m_span(vm: &mut Vm, me: &Value, a: &Args) -> PyResult<Value> {
    let m = this(me, a.name())?;
    let i = match a.get(0) {
        Some(g) => m.index(vm, g)?,
        None => 0,
    };
    let (s, e) = m.regs[i].map_or((-1, -1), |(s, e)| (s as i64, e as i64));
    Ok(match a.name() {
        "start" => Value::Int(s),
        "end" => Value::Int(e),
        _ => Value::tuple(vec![Value::Int(s), Value::Int(e)]),
    })
}

/// `m.expand(template)`.
fn m_expand(vm: &mut Vm, me: &Value, a: &Args) -> PyResult<Value> {
    let m = this(me, "expand")?;
    super::pattern::expand(vm, m, a.arg(0))
}
