//! `re.Pattern`: a compiled pattern and its methods (`match`, `fullmatch`, `search`,
//! `findall`, `finditer`, `split`, `sub`, `subn`), with CPython 3.11's rules for empty
//! matches, `pos`/`endpos`, and the limits checked between matches.

use std::cell::Cell;
use std::rc::Rc;

use super::matchobj::{self, Match};
use super::sre::State;
use super::template::{self, Piece, TemplateError};
use super::{Mode, Text, run};
use crate::builtins::args::{self, Args, Method, Sig};
use crate::text::str_methods::{bytes_repr, str_repr};
use crate::values::native::{self, NativeObject, NativeType};
use crate::values::{Value, teardown::DictCell};
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// What a compiled pattern is made of (shared with the matches it makes).
pub struct Compiled {
    /// The pattern as given (str or bytes).
    pub pattern: Value,
    /// The flags: those given, the inline global ones, `UNICODE` for str patterns.
    pub flags: u32,
    /// SRE code.
    pub code: Vec<u32>,
    /// Number of capturing groups.
    pub groups: usize,
    /// Named groups in definition order.
    pub groupindex: Vec<(Rc<str>, usize)>,
    /// The name of each group (index 0 unused).
    pub indexgroup: Vec<Option<Rc<str>>>,
    /// A bytes pattern.
    pub is_bytes: bool,
}

/// A compiled pattern object.
pub struct Pattern {
    /// Its compiled form.
    pub inner: Rc<Compiled>,
}

/// The type of [`Pattern`].
pub static PATTERN: NativeType = NativeType {
    name: "re.Pattern",
    methods: &[
        &SEARCH, &MATCH, &FULLMATCH, &FINDALL, &FINDITER, &SUB, &SUBN, &SPLIT, &COPY, &DEEPCOPY,
    ],
};

static SEARCH: Method = Method::new(
    Sig::kw("search", &["string", "pos", "endpos"], 0, 3, 1),
    m_search,
);
static MATCH: Method = Method::new(
    Sig::kw("match", &["string", "pos", "endpos"], 0, 3, 1),
    m_search,
);
static FULLMATCH: Method = Method::new(
    Sig::kw("fullmatch", &["string", "pos", "endpos"], 0, 3, 1),
    m_search,
);
static FINDALL: Method = Method::new(
    Sig::kw("findall", &["string", "pos", "endpos"], 0, 3, 1),
    m_findall,
);
static FINDITER: Method = Method::new(
    Sig::kw("finditer", &["string", "pos", "endpos"], 0, 3, 1),
    m_finditer,
);
static SUB: Method = Method::new(Sig::kw("sub", &["repl", "string", "count"], 0, 3, 2), m_sub);
static SUBN: Method = Method::new(
    Sig::kw("subn", &["repl", "string", "count"], 0, 3, 2),
    m_sub,
);
static SPLIT: Method = Method::new(Sig::kw("split", &["string", "maxsplit"], 0, 2, 1), m_split);
static COPY: Method = Method::new(Sig::noargs("__copy__"), m_copy);
static DEEPCOPY: Method = Method::new(Sig::one("__deepcopy__"), m_copy);

const FLAG_NAMES: &[(&str, u32)] = &[
    ("re.TEMPLATE", 1),
    ("re.IGNORECASE", 2),
    ("re.LOCALE", 4),
    ("re.MULTILINE", 8),
    ("re.DOTALL", 16),
    ("re.UNICODE", 32),
    ("re.VERBOSE", 64),
    ("re.DEBUG", 128),
    ("re.ASCII", 256),
];

/// A pattern compiled again from its saved pattern and flags (a session restored,
/// `host/save/`), through `re.compile`.
pub fn restore(vm: &mut Vm, state: Value) -> PyResult<Value> {
    let Value::Tuple(t) = &state else {
        return Err(PyErr::value_err("bad saved pattern"));
    };
    let [
        pattern @ (Value::Str(_) | Value::Bytes(_)),
        flags @ Value::Int(_),
    ] = t.as_slice()
    else {
        return Err(PyErr::value_err("bad saved pattern"));
    };
    let re = vm.import("re")?;
    let compile = vm.get_attr(&re, "compile")?;
    let p = vm.call(&compile, vec![pattern.clone(), flags.clone()], vec![])?;
    match &p {
        Value::Native(o) if std::ptr::eq(o.native_type(), &PATTERN) => Ok(p),
        _ => Err(PyErr::value_err("bad saved pattern")),
    }
}

impl NativeObject for Pattern {
    fn native_type(&self) -> &'static NativeType {
        &PATTERN
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
    /// The pattern and its flags, which [`restore`] compiles again.
    fn save(&self) -> Result<Value, String> {
        let c = &self.inner;
        Ok(Value::tuple(vec![
            c.pattern.clone(),
            Value::Int(c.flags as i64),
        ]))
    }
    fn repr(&self, _: &mut Vm, _: &Value) -> PyResult<String> {
        let c = &self.inner;
        let r = match &c.pattern {
            Value::Str(s) => str_repr(&s.s),
            Value::Bytes(b) => bytes_repr(b),
            _ => String::new(),
        };
        let r: String = r.chars().take(200).collect();
        let mut flags = c.flags;
        if !c.is_bytes && flags & (4 | 32 | 256) == 32 {
            flags &= !32;
        }
        if flags == 0 {
            return Ok(format!("re.compile({r})"));
        }
        let mut parts = Vec::new();
        for &(name, bit) in FLAG_NAMES {
            if flags & bit != 0 {
                parts.push(name.to_string());
                flags &= !bit;
            }
        }
        if flags != 0 {
            parts.push(format!("{flags:#x}"));
        }
        Ok(format!("re.compile({r}, {})", parts.join("|")))
    }
    fn getattr(&self, vm: &mut Vm, name: &str) -> PyResult<Option<Value>> {
        let c = &self.inner;
        Ok(Some(match name {
            "pattern" => c.pattern.clone(),
            "flags" => Value::Int(c.flags as i64),
            "groups" => Value::Int(c.groups as i64),
            "groupindex" => {
                let mut d = crate::values::Dict::default();
                for (n, i) in &c.groupindex {
                    let k = vm.key(Value::str(n))?;
                    d.insert(k, Value::Int(*i as i64));
                }
                Value::Dict(Rc::new(DictCell::new(d)))
            }
            _ => return Ok(None),
        }))
    }
    fn eq(&self, _: &mut Vm, other: &Value) -> PyResult<Option<bool>> {
        let Some(o) = as_pattern(other) else {
            return Ok(Some(false));
        };
        let (a, b) = (&self.inner, &o.inner);
        Ok(Some(
            Rc::ptr_eq(a, b)
                || (a.flags == b.flags
                    && a.is_bytes == b.is_bytes
                    && a.code == b.code
                    && crate::values::dict::key_eq(&a.pattern, &b.pattern)),
        ))
    }
    fn hash(&self, vm: &mut Vm) -> PyResult<Option<i64>> {
        let h = vm.hash(&self.inner.pattern)?;
        Ok(Some(h ^ (self.inner.flags as i64).wrapping_mul(1_000_003)))
    }
}

/// The pattern a value is, if it is one.
pub fn as_pattern(v: &Value) -> Option<&Pattern> {
    match v {
        Value::Native(o) => o.as_any().downcast_ref::<Pattern>(),
        _ => None,
    }
}

fn this<'a>(this: &'a Value, name: &str) -> PyResult<&'a Pattern> {
    native::this::<Pattern>(this, &PATTERN, name)
}

/// `pos` and `endpos` clamped to the subject, as CPython's `state_init` does.
fn window(
    vm: &mut Vm,
    len: usize,
    pos: Option<&Value>,
    endpos: Option<&Value>,
) -> PyResult<(usize, usize)> {
    let clamp = |v: i64| v.clamp(0, len as i64) as usize;
    let start = match pos {
        Some(v) => clamp(args::index(vm, v)?),
        None => 0,
    };
    let end = match endpos {
        Some(v) => clamp(args::index(vm, v)?),
        None => len,
    };
    Ok((start, end))
}

fn m_copy(_: &mut Vm, this: &Value, _: &Args) -> PyResult<Value> {
    Ok(this.clone())
}

/// `search`, `match`, `fullmatch`.
fn m_search(vm: &mut Vm, me: &Value, a: &Args) -> PyResult<Value> {
    let p = this(me, a.name())?.inner.clone();
    let text = Text::of(a.arg(0), p.is_bytes)?;
    let (start, end) = window(vm, text.len(), a.get(1), a.get(2))?;
    let mode = match a.name() {
        "match" => Mode::Match,
        "fullmatch" => Mode::Full,
        _ => Mode::Search,
    };
    match run(
        vm,
        &mut State::default(),
        &p.code,
        p.groups,
        &text,
        start,
        end,
        mode,
        false,
    )? {
        None => Ok(Value::None),
        Some(f) => Ok(matchobj::value(Match {
            re: me.clone(),
            inner: p,
            string: a.arg(0).clone(),
            text,
            regs: f.regs,
            pos: start,
            endpos: end,
            lastindex: f.lastindex,
        })),
    }
}

/// Calls `step` for each match from `start` to `end`, as CPython's loops advance (an empty
/// match forbids another empty match at the same place), checking the limits between
/// matches. `step` returns `false` to stop.
#[allow(clippy::too_many_arguments)]
fn each_match(
    vm: &mut Vm,
    p: &Compiled,
    text: &Text,
    start: usize,
    end: usize,
    mut step: impl FnMut(&mut Vm, super::Found) -> PyResult<bool>,
) -> PyResult<()> {
    let mut at = start;
    let mut must_advance = false;
    let mut n: u32 = 0;
    let mut state = State::default();
    while at <= end {
        n = n.wrapping_add(1);
        if n.is_multiple_of(256) {
            vm.check_deadline()?;
        }
        let Some(f) = run(
            vm,
            &mut state,
            &p.code,
            p.groups,
            text,
            at,
            end,
            Mode::Search,
            must_advance,
        )?
        else {
            break;
        };
        let (b, e) = f.regs[0].unwrap_or((at, at));
        if !step(vm, f)? {
            break;
        }
        must_advance = e == b;
        at = e;
    }
    Ok(())
}

/// `findall`.
fn m_findall(vm: &mut Vm, me: &Value, a: &Args) -> PyResult<Value> {
    let p = this(me, "findall")?.inner.clone();
    let text = Text::of(a.arg(0), p.is_bytes)?;
    let (start, end) = window(vm, text.len(), a.get(1), a.get(2))?;
    let mut out = Vec::new();
    each_match(vm, &p, &text, start, end, |vm, f| {
        let group = |g: usize| match f.regs[g] {
            Some((x, y)) => text.slice(x, y),
            None => text.slice(0, 0),
        };
        let item = match p.groups {
            0 => group(0),
            1 => group(1),
            n => Value::tuple((1..=n).map(group).collect()),
        };
        vm.push_item(&mut out, item)?;
        Ok(true)
    })?;
    Ok(Value::list(out))
}

/// `split`.
fn m_split(vm: &mut Vm, me: &Value, a: &Args) -> PyResult<Value> {
    let p = this(me, "split")?.inner.clone();
    let text = Text::of(a.arg(0), p.is_bytes)?;
    let maxsplit = match a.get(1) {
        Some(v) => args::index(vm, v)?,
        None => 0,
    };
    let mut out = Vec::new();
    let mut last = 0;
    let mut n = 0i64;
    let len = text.len();
    if maxsplit >= 0 {
        each_match(vm, &p, &text, 0, len, |vm, f| {
            let (b, e) = f.regs[0].unwrap_or((last, last));
            vm.push_item(&mut out, text.slice(last, b))?;
            for g in 1..=p.groups {
                let v = match f.regs[g] {
                    Some((x, y)) => text.slice(x, y),
                    None => Value::None,
                };
                vm.push_item(&mut out, v)?;
            }
            last = e;
            n += 1;
            Ok(maxsplit == 0 || n < maxsplit)
        })?;
    }
    out.push(text.slice(last, len));
    Ok(Value::list(out))
}

/// `finditer`: an iterator of matches.
fn m_finditer(vm: &mut Vm, me: &Value, a: &Args) -> PyResult<Value> {
    let p = this(me, "finditer")?.inner.clone();
    let text = Text::of(a.arg(0), p.is_bytes)?;
    let (start, end) = window(vm, text.len(), a.get(1), a.get(2))?;
    Ok(native::value(Finditer {
        re: me.clone(),
        inner: p,
        string: a.arg(0).clone(),
        text,
        pos: start,
        endpos: end,
        at: Cell::new(Some(start)),
        must_advance: Cell::new(false),
        state: Default::default(),
    }))
}

/// The iterator `finditer` returns (CPython's `callable_iterator` over a scanner).
pub struct Finditer {
    re: Value,
    inner: Rc<Compiled>,
    string: Value,
    text: Text,
    pos: usize,
    endpos: usize,
    at: Cell<Option<usize>>,
    must_advance: Cell<bool>,
    state: std::cell::RefCell<State>,
}

/// The type of [`Finditer`].
pub static FINDITER_TYPE: NativeType = NativeType {
    name: "callable_iterator",
    methods: &[],
};

impl NativeObject for Finditer {
    fn native_type(&self) -> &'static NativeType {
        &FINDITER_TYPE
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
    fn is_iterator(&self) -> bool {
        true
    }
    fn next(&self, vm: &mut Vm) -> PyResult<Option<Value>> {
        let Some(at) = self.at.get() else {
            return Ok(None);
        };
        if at > self.endpos {
            self.at.set(None);
            return Ok(None);
        }
        let p = &self.inner;
        let found = run(
            vm,
            &mut self.state.borrow_mut(),
            &p.code,
            p.groups,
            &self.text,
            at,
            self.endpos,
            Mode::Search,
            self.must_advance.get(),
        );
        let found = match found {
            Ok(f) => f,
            Err(e) => {
                self.at.set(None);
                return Err(e);
            }
        };
        let Some(f) = found else {
            self.at.set(None);
            return Ok(None);
        };
        let (b, e) = f.regs[0].unwrap_or((at, at));
        self.must_advance.set(b == e);
        self.at.set(Some(e));
        Ok(Some(matchobj::value(Match {
            re: self.re.clone(),
            inner: self.inner.clone(),
            string: self.string.clone(),
            text: self.text.clone(),
            regs: f.regs,
            pos: self.pos,
            endpos: self.endpos,
            lastindex: f.lastindex,
        })))
    }
}

/// What replaces each match.
enum Repl {
    /// A str or bytes without backslashes, used as is.
    Literal(Value),
    /// A parsed template.
    Template(Vec<Piece>, bool),
    /// A function of the match.
    Callable(Value),
}

/// The result of `sub` being built: CPython joins a list at the end, so an item of the wrong
/// type is reported (by its index in that list) only after every replacement ran.
struct Joined {
    bytes: bool,
    s: String,
    b: Vec<u8>,
    items: usize,
    bad: Option<(usize, String)>,
}

impl Joined {
    fn grow(&self, vm: &Vm, more: usize) -> PyResult<()> {
        let (len, cap) = if self.bytes {
            (self.b.len(), self.b.capacity())
        } else {
            (self.s.len(), self.s.capacity())
        };
        if len + more > cap {
            vm.check_growth((len + more).max(cap * 2))?;
        }
        Ok(())
    }
    fn push_text(&mut self, vm: &Vm, text: &Text, a: usize, b: usize) -> PyResult<()> {
        self.grow(vm, (b - a) * 4)?;
        if self.bytes {
            text.push_bytes(&mut self.b, a, b);
        } else {
            text.push_str(&mut self.s, a, b);
        }
        self.items += 1;
        Ok(())
    }
    fn push_value(&mut self, vm: &Vm, v: &Value) -> PyResult<()> {
        match (v.base_value(), self.bytes) {
            (Value::Str(s), false) => {
                self.grow(vm, s.s.len())?;
                self.s.push_str(&s.s);
            }
            (Value::Bytes(b), true) => {
                self.grow(vm, b.len())?;
                self.b.extend_from_slice(b);
            }
            (o, true) if crate::builtins::bytearray::as_bytearray(o).is_some() => {
                if let Some(b) = crate::builtins::bytearray::contents(o) {
                    self.grow(vm, b.len())?;
                    self.b.extend_from_slice(&b);
                }
            }
            (o, _) => {
                if self.bad.is_none() {
                    self.bad = Some((self.items, o.type_name().to_string()));
                }
            }
        }
        self.items += 1;
        Ok(())
    }
    fn finish(self) -> PyResult<Value> {
        if let Some((i, t)) = self.bad {
            return Err(PyErr::type_err(if self.bytes {
                format!("sequence item {i}: expected a bytes-like object, {t} found")
            } else {
                format!("sequence item {i}: expected str instance, {t} found")
            }));
        }
        Ok(if self.bytes {
            Value::Bytes(Rc::new(self.b))
        } else {
            Value::string(self.s)
        })
    }
}

/// The parsed replacement `repl` for pattern `p`.
fn parse_repl(vm: &mut Vm, p: &Compiled, repl: &Value) -> PyResult<Repl> {
    if crate::builtins::functions::is_callable(repl) {
        return Ok(Repl::Callable(repl.clone()));
    }
    let (units, istext): (Vec<u32>, bool) = match repl.base_value() {
        Value::Str(s) => {
            if !s.s.contains('\\') {
                return Ok(Repl::Literal(repl.base_value().clone()));
            }
            (s.s.chars().map(|c| c as u32).collect(), true)
        }
        Value::Bytes(b) => {
            if !b.contains(&b'\\') {
                return Ok(Repl::Literal(repl.base_value().clone()));
            }
            (b.iter().map(|&c| c as u32).collect(), false)
        }
        o => {
            return Err(PyErr::type_err(format!(
                "decoding to str: need a bytes-like object, {} found",
                o.type_name()
            )));
        }
    };
    template_of(vm, p, &units, istext, repl).map(|t| Repl::Template(t, istext))
}

/// Parse a template, raising `re.error` or `IndexError` as CPython does.
pub fn template_of(
    vm: &mut Vm,
    p: &Compiled,
    units: &[u32],
    istext: bool,
    repl: &Value,
) -> PyResult<Vec<Piece>> {
    match template::parse_template(units, istext, p) {
        Ok(t) => Ok(t),
        Err(TemplateError::Index(m)) => Err(PyErr::msg(ExcKind::IndexError, m)),
        Err(TemplateError::Re(m, pos)) => Err(super::re_error(vm, &m, repl, Some(pos))),
    }
}

/// Append the expansion of `pieces` for the match `regs` over `text`.
fn expand_into(
    out: &mut Joined,
    vm: &Vm,
    pieces: &[Piece],
    istext: bool,
    text: &Text,
    regs: &[Option<(usize, usize)>],
) -> PyResult<()> {
    if istext == out.bytes {
        // A str template for a bytes pattern (or the reverse): CPython joins the pieces with
        // the subject's empty value, which fails at the first literal piece.
        if let Some(i) = pieces.iter().position(|p| matches!(p, Piece::Lit(_))) {
            return Err(PyErr::type_err(if out.bytes {
                format!("sequence item {i}: expected a bytes-like object, str found")
            } else {
                format!("sequence item {i}: expected str instance, bytes found")
            }));
        }
    }
    for piece in pieces {
        match piece {
            Piece::Lit(units) => {
                out.grow(vm, units.len() * 4)?;
                if out.bytes {
                    out.b.extend(units.iter().map(|&u| u as u8));
                } else {
                    out.s
                        .extend(units.iter().filter_map(|&u| char::from_u32(u)));
                }
            }
            Piece::Group(g) => {
                if let Some(Some((a, b))) = regs.get(*g) {
                    out.grow(vm, (b - a) * 4)?;
                    if out.bytes {
                        text.push_bytes(&mut out.b, *a, *b);
                    } else {
                        text.push_str(&mut out.s, *a, *b);
                    }
                }
            }
        }
    }
    out.items += 1;
    Ok(())
}

/// `Match.expand(template)`.
pub fn expand(vm: &mut Vm, m: &Match, template: &Value) -> PyResult<Value> {
    let (units, istext): (Vec<u32>, bool) = match template.base_value() {
        Value::Str(s) => (s.s.chars().map(|c| c as u32).collect(), true),
        Value::Bytes(b) => (b.iter().map(|&c| c as u32).collect(), false),
        o => {
            return Err(PyErr::type_err(format!(
                "decoding to str: need a bytes-like object, {} found",
                o.type_name()
            )));
        }
    };
    let pieces = template_of(vm, &m.inner, &units, istext, template)?;
    let mut out = Joined {
        bytes: m.text.is_bytes(),
        s: String::new(),
        b: Vec::new(),
        items: 0,
        bad: None,
    };
    expand_into(&mut out, vm, &pieces, istext, &m.text, &m.regs)?;
    out.finish()
}

/// `sub` and `subn`.
fn m_sub(vm: &mut Vm, me: &Value, a: &Args) -> PyResult<Value> {
    let p = this(me, a.name())?.inner.clone();
    let string = a.arg(1);
    let text = Text::of(string, p.is_bytes)?;
    let count = match a.get(2) {
        Some(v) => args::index(vm, v)?,
        None => 0,
    };
    let repl = parse_repl(vm, &p, a.arg(0))?;
    let mut out = Joined {
        bytes: text.is_bytes(),
        s: String::new(),
        b: Vec::new(),
        items: 0,
        bad: None,
    };
    let len = text.len();
    let mut last = 0;
    let mut n = 0i64;
    if count >= 0 {
        each_match(vm, &p, &text, 0, len, |vm, f| {
            let (b, e) = f.regs[0].unwrap_or((last, last));
            if last < b {
                out.push_text(vm, &text, last, b)?;
            }
            match &repl {
                Repl::Literal(v) => {
                    let empty = match v {
                        Value::Str(s) => s.s.is_empty(),
                        Value::Bytes(b) => b.is_empty(),
                        _ => false,
                    };
                    if !empty {
                        out.push_value(vm, v)?;
                    }
                }
                Repl::Template(pieces, istext) => {
                    expand_into(&mut out, vm, pieces, *istext, &text, &f.regs)?;
                }
                Repl::Callable(func) => {
                    let m = matchobj::value(Match {
                        re: me.clone(),
                        inner: p.clone(),
                        string: string.clone(),
                        text: text.clone(),
                        regs: f.regs,
                        pos: 0,
                        endpos: len,
                        lastindex: f.lastindex,
                    });
                    let r = vm.call(func, vec![m], Vec::new())?;
                    if !matches!(r, Value::None) {
                        out.push_value(vm, &r)?;
                    }
                }
            }
            last = e;
            n += 1;
            Ok(count == 0 || n < count)
        })?;
    }
    if last < len {
        out.push_text(vm, &text, last, len)?;
    }
    let result = if n == 0
        && out.bad.is_none()
        && matches!(string.base_value(), Value::Str(_) | Value::Bytes(_))
        && string.payload().is_none()
    {
        string.clone()
    } else {
        out.finish()?
    };
    if a.name() == "subn" {
        return Ok(Value::tuple(vec![result, Value::Int(n)]));
    }
    Ok(result)
}
