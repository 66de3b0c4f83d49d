//! `re`: Python's regular expressions with CPython 3.11's semantics. The pattern parser
//! (`re/parser.rs`) and compiler (`re/compiler.rs`) produce the code CPython's
//! `re._compiler` produces, which runs on SRE, CPython's matching machine, as vendored from
//! the MIT-licensed `rustpython-sre_engine` (`re/sre/`), with a step hook through which the
//! time, cancellation and memory limits stop a runaway match. `Pattern` and `Match` are
//! native types (`re/pattern.rs`, `re/matchobj.rs`); the module-level functions, the cache
//! and `RegexFlag` are Python (`py/re.py`), as in CPython.

mod compiler;
pub mod matchobj;
mod parser;
pub mod pattern;
mod sre;
mod template;

use std::rc::Rc;

use super::registry::{ExcDef, ModuleDef};
use crate::builtins::args::{self, Args, Method, Sig};
use crate::values::str::PyStr;
use crate::values::{Value, native};
use crate::vm::{ExcKind, LimitKind, PyErr, PyResult, Vm};
use sre::{Request, State, StrDrive};

/// The `re` module.
pub static MODULE: ModuleDef = ModuleDef {
    functions: &[&COMPILE],
    exceptions: &[ExcDef {
        name: "error",
        base: ExcKind::Exception,
        module: "re",
    }],
    types: &[&pattern::PATTERN, &matchobj::MATCH],
    python: Some(include_str!("py/re.py")),
    ..ModuleDef::empty("re")
};

static COMPILE: Method = Method::function(Sig::pos("_compile_pattern", 2, 2), compile_pattern);

/// `_compile_pattern(pattern, flags)`: parse and compile a str or bytes pattern (the cache
/// is `re._compile`'s, in Python).
fn compile_pattern(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let flags = args::index(vm, a.arg(1))?;
    let flags = (flags as u64 & u32::MAX as u64) as u32;
    let pat = a.arg(0).base_value().clone();
    let (chars, istext): (Vec<u32>, bool) = match &pat {
        Value::Str(s) => (s.s.chars().map(|c| c as u32).collect(), true),
        Value::Bytes(b) => (b.iter().map(|&c| c as u32).collect(), false),
        _ => {
            return Err(PyErr::type_err(
                "first argument must be string or compiled pattern",
            ));
        }
    };
    vm.check_growth(chars.len() * 64)?;
    let parsed = match parser::parse_pattern(&chars, istext, flags) {
        Ok(p) => p,
        Err(parser::ParseError::Re(msg, pos)) => return Err(re_error(vm, &msg, &pat, Some(pos))),
        Err(parser::ParseError::Value(msg)) => return Err(PyErr::value_err(msg)),
        Err(parser::ParseError::Overflow(msg)) => {
            return Err(PyErr::msg(ExcKind::OverflowError, msg));
        }
        Err(parser::ParseError::Recursion) => {
            return Err(PyErr::msg(
                ExcKind::RecursionError,
                "maximum recursion depth exceeded",
            ));
        }
    };
    let code = match compiler::compile(&parsed) {
        Ok(c) => c,
        Err(compiler::CompileError(msg)) => return Err(re_error(vm, &msg, &pat, None)),
    };
    let mut indexgroup = vec![None; parsed.groups];
    for (name, i) in &parsed.groupdict {
        indexgroup[*i] = Some(Rc::<str>::from(name.as_str()));
    }
    Ok(native::value(pattern::Pattern {
        inner: Rc::new(pattern::Compiled {
            pattern: pat,
            flags: flags | parsed.flags,
            code,
            groups: parsed.groups - 1,
            groupindex: parsed
                .groupdict
                .into_iter()
                .map(|(n, i)| (Rc::from(n.as_str()), i))
                .collect(),
            indexgroup,
            is_bytes: !istext,
        }),
    }))
}

/// A `re.error(msg, pattern, pos)`: the message gets `at position N` (and the line and
/// column when the pattern has several lines), and the attributes CPython sets.
pub(crate) fn re_error(vm: &mut Vm, msg: &str, pattern: &Value, pos: Option<usize>) -> PyErr {
    let mut full = msg.to_string();
    let mut lineno = Value::None;
    let mut colno = Value::None;
    if let Some(pos) = pos {
        full = format!("{msg} at position {pos}");
        let units: Vec<u32> = match pattern {
            Value::Str(s) => s.s.chars().map(|c| c as u32).collect(),
            Value::Bytes(b) => b.iter().map(|&c| c as u32).collect(),
            _ => Vec::new(),
        };
        let before = &units[..pos.min(units.len())];
        let line = before.iter().filter(|&&c| c == 10).count() + 1;
        let col = pos - before.iter().rposition(|&c| c == 10).map_or(0, |i| i + 1) + 1;
        if units.contains(&10) {
            full = format!("{full} (line {line}, column {col})");
        }
        lineno = Value::Int(line as i64);
        colno = Value::Int(col as i64);
    }
    let err = super::registry::module_error(vm, "re", "error", full);
    if let PyErr::Obj(inst) = &err {
        let this = Value::Instance(inst.clone());
        let attrs = [
            ("msg", Value::str(msg)),
            (
                "pattern",
                if pos.is_some() {
                    pattern.clone()
                } else {
                    Value::None
                },
            ),
            ("pos", pos.map_or(Value::None, |p| Value::Int(p as i64))),
            ("lineno", lineno),
            ("colno", colno),
        ];
        for (k, v) in attrs {
            if let Err(e) = vm.set_attr(&this, k, v) {
                return e;
            }
        }
    }
    err
}

/// The subject of a match: a str (its bytes when ASCII, else its code points) or bytes.
#[derive(Clone)]
pub enum Text {
    /// An ASCII str: characters are bytes.
    Ascii(Rc<PyStr>),
    /// Any other str, with its code points.
    Wide(Rc<PyStr>, Rc<[u32]>),
    /// bytes (a bytearray is copied).
    Bytes(Rc<Vec<u8>>),
}

impl Text {
    /// The subject of `v`, or CPython's `TypeError` (`pattern_bytes`: the pattern's kind).
    pub fn of(v: &Value, pattern_bytes: bool) -> PyResult<Text> {
        let t = match v.base_value() {
            Value::Str(s) => {
                if s.is_ascii() {
                    Text::Ascii(s.clone())
                } else {
                    Text::Wide(s.clone(), s.s.chars().map(|c| c as u32).collect())
                }
            }
            Value::Bytes(b) => Text::Bytes(b.clone()),
            o => match crate::builtins::bytearray::contents(o) {
                Some(b) => Text::Bytes(Rc::new(b)),
                None => {
                    return Err(PyErr::type_err(format!(
                        "expected string or bytes-like object, got '{}'",
                        o.type_name()
                    )));
                }
            },
        };
        match (pattern_bytes, t.is_bytes()) {
            (false, true) => Err(PyErr::type_err(
                "cannot use a string pattern on a bytes-like object",
            )),
            (true, false) => Err(PyErr::type_err(
                "cannot use a bytes pattern on a string-like object",
            )),
            _ => Ok(t),
        }
    }

    /// Whether the subject is bytes.
    pub fn is_bytes(&self) -> bool {
        matches!(self, Text::Bytes(_))
    }

    /// Length in characters.
    pub fn len(&self) -> usize {
        match self {
            Text::Ascii(s) => s.s.len(),
            Text::Wide(_, c) => c.len(),
            Text::Bytes(b) => b.len(),
        }
    }

    /// Whether it is empty.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Append characters `a..b` to `out` (a str subject).
    pub fn push_str(&self, out: &mut String, a: usize, b: usize) {
        match self {
            Text::Ascii(s) => out.push_str(&s.s[a..b]),
            Text::Wide(_, c) => out.extend(c[a..b].iter().filter_map(|&u| char::from_u32(u))),
            Text::Bytes(bs) => out.extend(bs[a..b].iter().map(|&u| u as char)),
        }
    }

    /// Append bytes `a..b` to `out` (a bytes subject).
    pub fn push_bytes(&self, out: &mut Vec<u8>, a: usize, b: usize) {
        match self {
            Text::Bytes(bs) => out.extend_from_slice(&bs[a..b]),
            Text::Ascii(s) => out.extend_from_slice(&s.s.as_bytes()[a..b]),
            Text::Wide(_, c) => out.extend(c[a..b].iter().map(|&u| u as u8)),
        }
    }

    /// Characters `a..b` as a str or bytes value.
    pub fn slice(&self, a: usize, b: usize) -> Value {
        match self {
            Text::Bytes(bs) => Value::Bytes(Rc::new(bs[a..b].to_vec())),
            _ => {
                let mut s = String::new();
                self.push_str(&mut s, a, b);
                Value::string(s)
            }
        }
    }
}

/// How a pattern is applied.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// `match`: at the start position.
    Match,
    /// `fullmatch`: at the start position, to the end.
    Full,
    /// `search`: at the start position or later.
    Search,
}

/// A successful match: the span of every group (index 0: the whole match) and `lastindex`.
pub struct Found {
    /// `(start, end)` per group, `None` when the group did not take part.
    pub regs: Vec<Option<(usize, usize)>>,
    /// The last group closed (`Match.lastindex`).
    pub lastindex: Option<usize>,
}

/// Run `code` over `text` from `start` to `end`. The engine's hook stops it at the time limit,
/// on cancellation, or when the memory budget is spent; the VM's error says which. `state` is
/// the engine's working memory, reused between the runs of one call.
#[allow(clippy::too_many_arguments)]
pub fn run(
    vm: &mut Vm,
    state: &mut State,
    code: &[u32],
    groups: usize,
    text: &Text,
    start: usize,
    end: usize,
    mode: Mode,
    must_advance: bool,
) -> PyResult<Option<Found>> {
    match text {
        Text::Ascii(s) => exec(
            vm,
            state,
            code,
            groups,
            s.s.as_bytes(),
            start,
            end,
            mode,
            must_advance,
        ),
        Text::Wide(_, c) => exec(
            vm,
            state,
            code,
            groups,
            &c[..],
            start,
            end,
            mode,
            must_advance,
        ),
        Text::Bytes(b) => exec(
            vm,
            state,
            code,
            groups,
            &b[..],
            start,
            end,
            mode,
            must_advance,
        ),
    }
}

#[allow(clippy::too_many_arguments)]
fn exec<S: StrDrive>(
    vm: &mut Vm,
    state: &mut State,
    code: &[u32],
    groups: usize,
    s: S,
    start: usize,
    end: usize,
    mode: Mode,
    must_advance: bool,
) -> PyResult<Option<Found>> {
    let watch = vm.deadline_watch();
    let hook = || watch.passed_now() || crate::alloc::over_budget(0);
    let mut req = Request::new(s, start, end, code, mode == Mode::Full);
    req.must_advance = must_advance;
    req.hook = Some(&hook);
    state.aborted = false;
    state.reset(&req, req.start);
    let ok = match mode {
        Mode::Search => state.search(req),
        Mode::Match | Mode::Full => state.py_match(&req),
    };
    if state.aborted {
        *state = State::default();
        vm.check_limits()?;
        return Err(PyErr::Limit(
            LimitKind::Memory,
            "memory limit exceeded (while matching a regular expression)".into(),
        ));
    }
    if !ok {
        return Ok(None);
    }
    let mut regs = Vec::with_capacity(groups + 1);
    regs.push(Some((state.start, state.cursor.position)));
    for g in 0..groups {
        let (a, b) = state.marks.get(g);
        regs.push(match (a.get(), b.get()) {
            (Some(a), Some(b)) if a <= b => Some((a, b)),
            _ => None,
        });
    }
    let li = state.marks.last_index();
    Ok(Some(Found {
        regs,
        lastindex: (li >= 0).then_some(li as usize),
    }))
}
