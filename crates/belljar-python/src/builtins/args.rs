//! The argument binder for every native (Rust) function and method.
//!
//! A native callable declares a [`Sig`]: its name, its parameters (positional-only,
//! positional-or-keyword, keyword-only, which are required), whether it takes `*args` or
//! `**kwargs`, and which CPython calling convention it follows ([`Style`]). [`bind`] checks a
//! call against it and hands the function an [`Args`] whose required parameters are always
//! present, so native code never indexes its arguments unchecked.
//!
//! CPython 3.11 words its arity errors differently per convention, and so does the binder:
//!
//! | [`Style`]       | CPython                            | example message                                      |
//! |-----------------|------------------------------------|------------------------------------------------------|
//! | `NoArgs`        | `METH_NOARGS`                      | `list.copy() takes no arguments (1 given)`           |
//! | `OneArg`        | `METH_O`                           | `tuple.count() takes exactly one argument (0 given)` |
//! | `Positional`    | `METH_VARARGS`/`_PyArg_CheckPositional` | `pop expected at most 1 argument, got 2`        |
//! | `Tuple`         | `METH_VARARGS` + `PyArg_ParseTuple` | `find() takes at least 1 argument (0 given)`        |
//! | `Wrapper`       | slot wrappers (`__len__`…)         | `expected 0 arguments, got 1`                        |
//! | `Keywords`      | Argument Clinic / `ParseTupleAndKeywords` | `split() takes at most 2 arguments (3 given)` |
//! | `Raw`           | no checks: the function reads the raw call itself |                                       |
//!
//! The first four take no keywords (`list.pop() takes no keyword arguments`); `Keywords`
//! reports unknown and duplicated keywords (`'x' is an invalid keyword argument for sort()`,
//! `argument for pow() given by name ('base') and position (1)`).
//!
//! The conversion helpers at the end ([`index`], [`slice_index`], [`str_arg`], [`not_none`])
//! turn bound values into Rust values with CPython's messages.

use std::rc::Rc;

use num_bigint::BigInt;
use num_traits::{Signed, ToPrimitive};

use crate::values::Value;
use crate::values::function::Kwargs;
use crate::vm::{PyErr, PyResult, Vm};

/// Which CPython calling convention a native callable follows (decides the error wording).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// No checks: the function reads [`Args::raw`] itself.
    Raw,
    /// `METH_NOARGS`: `{owner}.{name}() takes no arguments (N given)`.
    NoArgs,
    /// `METH_O`: `{owner}.{name}() takes exactly one argument (N given)`.
    OneArg,
    /// Positional-only through `_PyArg_CheckPositional`: `{name} expected at most M arguments, got N`.
    Positional,
    /// `METH_VARARGS` parsed by `PyArg_ParseTuple` (`str.find`, `str.startswith`):
    /// `{name}() takes at least M argument (N given)`; keywords as `{owner}.{name}()` called
    /// directly.
    Tuple,
    /// A slot wrapper such as `list.__len__`: `expected M arguments, got N`.
    Wrapper,
    /// Argument Clinic / `PyArg_ParseTupleAndKeywords`: keywords allowed, `{name}() takes at
    /// most M arguments (N given)`, `{name}() missing required argument 'p' (pos i)`.
    Keywords,
}

/// A native callable's declared signature.
#[derive(Clone, Copy, Debug)]
pub struct Sig {
    /// The Python name (`count`, `from_bytes`, `len`).
    pub name: &'static str,
    /// The calling convention.
    pub style: Style,
    /// Parameter names in order: positional ones first (positional-only leading), then
    /// keyword-only ones. May be empty for the positional-only styles.
    pub params: &'static [&'static str],
    /// How many leading parameters are positional-only.
    pub posonly: usize,
    /// How many parameters can be given by position (the rest of `params` are keyword-only).
    pub npos: usize,
    /// How many leading parameters are required.
    pub required: usize,
    /// Extra positional arguments are accepted (`*args`, read with [`Args::rest`]).
    pub varargs: bool,
    /// Unknown keywords are accepted (`**kwargs`, read with [`Args::extra_kwargs`]).
    pub varkw: bool,
    /// Skip the "takes at most N arguments" total check (CPython's `print` reports an unknown
    /// keyword instead).
    pub lenient: bool,
}

impl Sig {
    const fn base(name: &'static str, style: Style) -> Sig {
        Sig {
            name,
            style,
            params: &[],
            posonly: 0,
            npos: 0,
            required: 0,
            varargs: false,
            varkw: false,
            lenient: false,
        }
    }

    /// A callable that checks nothing and reads the raw call.
    pub const fn raw(name: &'static str) -> Sig {
        Sig::base(name, Style::Raw)
    }

    /// `METH_NOARGS`.
    pub const fn noargs(name: &'static str) -> Sig {
        Sig::base(name, Style::NoArgs)
    }

    /// `METH_O`: exactly one positional argument.
    pub const fn one(name: &'static str) -> Sig {
        let mut s = Sig::base(name, Style::OneArg);
        s.posonly = 1;
        s.npos = 1;
        s.required = 1;
        s
    }

    /// Positional-only, between `min` and `max` arguments, no keywords.
    pub const fn pos(name: &'static str, min: usize, max: usize) -> Sig {
        let mut s = Sig::base(name, Style::Positional);
        s.posonly = max;
        s.npos = max;
        s.required = min;
        s
    }

    /// Positional-only, between `min` and `max` arguments, no keywords, with
    /// `PyArg_ParseTuple`'s wording ([`Style::Tuple`]).
    pub const fn tuple(name: &'static str, min: usize, max: usize) -> Sig {
        let mut s = Sig::base(name, Style::Tuple);
        s.posonly = max;
        s.npos = max;
        s.required = min;
        s
    }

    /// Positional-only, at least `min` arguments and any number more (`*args`), no keywords.
    pub const fn varpos(name: &'static str, min: usize) -> Sig {
        let mut s = Sig::pos(name, min, min);
        s.varargs = true;
        s
    }

    /// A slot wrapper taking exactly `n` arguments.
    pub const fn wrapper(name: &'static str, n: usize) -> Sig {
        let mut s = Sig::base(name, Style::Wrapper);
        s.posonly = n;
        s.npos = n;
        s.required = n;
        s
    }

    /// Argument Clinic style: `params` (the first `npos` positional, the first `posonly` of those
    /// positional-only, the first `required` required; the rest keyword-only).
    pub const fn kw(
        name: &'static str,
        params: &'static [&'static str],
        posonly: usize,
        npos: usize,
        required: usize,
    ) -> Sig {
        let mut s = Sig::base(name, Style::Keywords);
        s.params = params;
        s.posonly = posonly;
        s.npos = npos;
        s.required = required;
        s
    }

    /// The same signature accepting `*args`.
    pub const fn with_varargs(mut self) -> Sig {
        self.varargs = true;
        self
    }

    /// The same signature accepting `**kwargs`.
    pub const fn with_varkw(mut self) -> Sig {
        self.varkw = true;
        self
    }

    /// The same signature without the total-count check (see [`Sig::lenient`]).
    pub const fn lenient(mut self) -> Sig {
        self.lenient = true;
        self
    }
}

/// The arguments of one call, bound to a [`Sig`].
pub struct Args<'a> {
    name: &'a str,
    pos: &'a [Value],
    /// How many entries of `pos` fill declared parameters (the rest are `*args`).
    nbound: usize,
    kw: Kwargs<'a>,
    /// What keywords bound (`None` for the calls without keywords, most of them: nothing to
    /// allocate or drop).
    named: Option<Box<Named>>,
}

/// The parameters a call's keywords filled, and the keywords left for `**kwargs`.
#[derive(Default)]
struct Named {
    /// By parameter index.
    params: Vec<Option<Value>>,
    /// Keywords that matched no parameter.
    extra: Vec<(Rc<str>, Value)>,
}

impl<'a> Args<'a> {
    /// Arguments that were not checked (for [`Style::Raw`] and for calling Rust helpers).
    pub fn unchecked(name: &'a str, pos: &'a [Value], kw: Kwargs<'a>) -> Args<'a> {
        Args {
            name,
            pos,
            nbound: pos.len(),
            kw,
            named: None,
        }
    }

    fn named_mut(&mut self) -> &mut Named {
        self.named.get_or_insert_with(Default::default)
    }

    /// The name the callable was called by.
    pub fn name(&self) -> &str {
        self.name
    }

    /// Parameter `i` (by its index in the signature), if given.
    pub fn get(&self, i: usize) -> Option<&Value> {
        if i < self.nbound {
            self.pos.get(i)
        } else {
            self.named.as_ref()?.params.get(i)?.as_ref()
        }
    }

    /// Required parameter `i`: the binder guarantees it is present (None otherwise, which only
    /// a wrong signature could cause).
    pub fn arg(&self, i: usize) -> &Value {
        self.get(i).unwrap_or(&Value::None)
    }

    /// Optional parameter `i`, treating an explicit `None` as absent.
    pub fn opt(&self, i: usize) -> Option<&Value> {
        not_none(self.get(i))
    }

    /// Positional arguments beyond the declared ones (`*args`).
    pub fn rest(&self) -> &'a [Value] {
        self.pos.get(self.nbound..).unwrap_or(&[])
    }

    /// All positional arguments as given.
    pub fn positional(&self) -> &'a [Value] {
        self.pos
    }

    /// Keywords that matched no parameter (`**kwargs`).
    pub fn extra_kwargs(&self) -> &[(Rc<str>, Value)] {
        match &self.named {
            Some(n) => &n.extra,
            None => &[],
        }
    }

    /// The call as given: positional arguments and keywords.
    pub fn raw(&self) -> (&'a [Value], Kwargs<'a>) {
        (self.pos, self.kw)
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// `owner.name` for methods (`list.append`), `name` for functions.
fn qualified(owner: Option<&str>, name: &str) -> String {
    match owner {
        Some(o) if !o.is_empty() => format!("{o}.{name}"),
        _ => name.to_string(),
    }
}

/// Check a call against `sig` (`owner` is the type name of a method, `None` for a function)
/// and bind it.
pub fn bind<'a>(
    sig: &Sig,
    owner: Option<&str>,
    name: &'a str,
    pos: &'a [Value],
    kw: Kwargs<'a>,
) -> PyResult<Args<'a>> {
    let n = pos.len();
    let mut args = Args::unchecked(name, pos, kw);
    let no_keywords = |q: String| PyErr::type_err(format!("{q}() takes no keyword arguments"));
    match sig.style {
        Style::Raw => return Ok(args),
        Style::NoArgs => {
            if !kw.is_empty() {
                return Err(no_keywords(qualified(owner, sig.name)));
            }
            if n != 0 {
                return Err(PyErr::type_err(format!(
                    "{}() takes no arguments ({n} given)",
                    qualified(owner, sig.name)
                )));
            }
        }
        Style::OneArg => {
            if !kw.is_empty() {
                return Err(no_keywords(qualified(owner, sig.name)));
            }
            if n != 1 {
                return Err(PyErr::type_err(format!(
                    "{}() takes exactly one argument ({n} given)",
                    qualified(owner, sig.name)
                )));
            }
        }
        Style::Wrapper => {
            if !kw.is_empty() {
                return Err(PyErr::type_err(format!(
                    "wrapper {}() takes no keyword arguments",
                    sig.name
                )));
            }
            if n != sig.npos {
                // Unary/binary wrappers use check_num_args; ternary ones PyArg_UnpackTuple
                // with an empty name, hence the leading space.
                let lead = if sig.npos >= 2 { " " } else { "" };
                return Err(PyErr::type_err(format!(
                    "{lead}expected {} argument{}, got {n}",
                    sig.npos,
                    plural(sig.npos)
                )));
            }
        }
        Style::Positional => {
            if !kw.is_empty() {
                if !sig.varkw {
                    return Err(no_keywords(qualified(owner, sig.name)));
                }
                args.named_mut().extra = kw.to_vec();
            }
            let (min, max) = (sig.required, sig.npos);
            if n < min || (n > max && !sig.varargs) {
                let msg = if min == max && !sig.varargs {
                    format!(
                        "{} expected {min} argument{}, got {n}",
                        sig.name,
                        plural(min)
                    )
                } else if n < min {
                    format!(
                        "{} expected at least {min} argument{}, got {n}",
                        sig.name,
                        plural(min)
                    )
                } else {
                    format!(
                        "{} expected at most {max} argument{}, got {n}",
                        sig.name,
                        plural(max)
                    )
                };
                return Err(PyErr::type_err(msg));
            }
            args.nbound = n.min(max);
        }
        Style::Tuple => {
            if !kw.is_empty() {
                return Err(no_keywords(qualified(owner, sig.name)));
            }
            let (min, max) = (sig.required, sig.npos);
            if n < min || n > max {
                let (how, m) = if min == max {
                    ("exactly", min)
                } else if n < min {
                    ("at least", min)
                } else {
                    ("at most", max)
                };
                return Err(PyErr::type_err(format!(
                    "{}() takes {how} {m} argument{} ({n} given)",
                    sig.name,
                    plural(m)
                )));
            }
            args.nbound = n;
        }
        Style::Keywords => bind_keywords(sig, &mut args)?,
    }
    Ok(args)
}

/// The Argument Clinic rules (`_PyArg_UnpackKeywords` in CPython 3.11).
fn bind_keywords(sig: &Sig, args: &mut Args<'_>) -> PyResult<()> {
    let f = sig.name;
    let n = args.pos.len();
    let nkw = args.kw.len();
    let maxpos = sig.npos;
    let maxargs = sig.params.len().max(sig.npos);
    let bound_pos = if sig.varargs { n.min(maxpos) } else { n };
    if !sig.lenient && !sig.varkw && bound_pos + nkw > maxargs {
        return Err(PyErr::type_err(format!(
            "{f}() takes at most {maxargs} {}argument{} ({} given)",
            if bound_pos == 0 { "keyword " } else { "" },
            plural(maxargs),
            bound_pos + nkw
        )));
    }
    if n > maxpos && !sig.varargs {
        return Err(PyErr::type_err(if maxpos == 0 {
            format!("{f}() takes no positional arguments")
        } else {
            format!(
                "{f}() takes {} {maxpos} positional argument{} ({n} given)",
                if sig.required < maxpos {
                    "at most"
                } else {
                    "exactly"
                },
                plural(maxpos)
            )
        }));
    }
    let minposonly = sig.posonly.min(sig.required);
    if n < minposonly {
        return Err(PyErr::type_err(format!(
            "{f}() takes {} {minposonly} positional argument{} ({n} given)",
            if minposonly < maxpos {
                "at least"
            } else {
                "exactly"
            },
            plural(minposonly)
        )));
    }
    args.nbound = n.min(maxpos);
    // Fill parameters from keywords; remember the keywords that fit nowhere.
    let mut leftover: Vec<usize> = Vec::new();
    if nkw > 0 {
        args.named_mut().params = vec![None; sig.params.len()];
        for (j, (k, v)) in args.kw.iter().enumerate() {
            match sig.params.iter().position(|p| **p == **k) {
                Some(i) if i >= sig.posonly && i >= args.nbound => {
                    args.named_mut().params[i] = Some(v.clone());
                }
                _ => leftover.push(j),
            }
        }
    }
    for i in args.nbound..sig.required {
        if args.get(i).is_none() {
            let p = sig.params.get(i).copied().unwrap_or("?");
            return Err(PyErr::type_err(if i < maxpos {
                format!("{f}() missing required argument '{p}' (pos {})", i + 1)
            } else {
                format!("{f}() missing required keyword-only argument '{p}'")
            }));
        }
    }
    for j in leftover {
        let (k, v) = &args.kw[j];
        match sig.params.iter().position(|p| **p == **k) {
            Some(i) if i >= sig.posonly && i < args.nbound => {
                return Err(PyErr::type_err(format!(
                    "argument for {f}() given by name ('{k}') and position ({})",
                    i + 1
                )));
            }
            _ if sig.varkw => args.named_mut().extra.push((k.clone(), v.clone())),
            _ => {
                return Err(PyErr::type_err(format!(
                    "'{k}' is an invalid keyword argument for {f}()"
                )));
            }
        }
    }
    Ok(())
}

/// A native function or method. `this` is the receiver: the bound object for an instance
/// method, the class for a class method, `None` for a plain function.
pub type NativeFn = fn(&mut Vm, &Value, &Args<'_>) -> PyResult<Value>;

/// How a table method binds when looked up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MethodKind {
    /// An instance method: bound to the object; through the class, the first argument is it.
    Instance,
    /// A class method (`dict.fromkeys`): bound to the class, also when looked up on an instance.
    Class,
    /// A plain function (builtins, module functions, `str.maketrans`): no receiver.
    Static,
}

/// One entry of a method table: the signature, how it binds, and the Rust function.
pub struct Method {
    /// The declared signature (its name is the method's name).
    pub sig: Sig,
    /// How it binds.
    pub kind: MethodKind,
    /// The implementation.
    pub func: NativeFn,
}

impl Method {
    /// An instance method.
    pub const fn new(sig: Sig, func: NativeFn) -> Method {
        Method {
            sig,
            kind: MethodKind::Instance,
            func,
        }
    }

    /// A class method.
    pub const fn class(sig: Sig, func: NativeFn) -> Method {
        Method {
            sig,
            kind: MethodKind::Class,
            func,
        }
    }

    /// A plain function (no receiver).
    pub const fn function(sig: Sig, func: NativeFn) -> Method {
        Method {
            sig,
            kind: MethodKind::Static,
            func,
        }
    }

    /// Its Python name.
    pub fn name(&self) -> &'static str {
        self.sig.name
    }

    /// Bind `pos`/`kw` to the signature and run it on `this` (`owner` names the type in
    /// messages; `None` for a function).
    pub fn call(
        &self,
        vm: &mut Vm,
        owner: Option<&str>,
        this: &Value,
        pos: &[Value],
        kw: Kwargs<'_>,
    ) -> PyResult<Value> {
        let args = bind(&self.sig, owner, self.sig.name, pos, kw)?;
        (self.func)(vm, this, &args)
    }
}

/// The methods of one builtin type, with the type's name (used in error messages).
pub struct Table {
    /// The type name (`list`, `frozenset`).
    pub owner: &'static str,
    /// The methods, hot ones first (lookup is a linear scan).
    pub methods: &'static [Method],
}

/// What one call site (`obj.name(...)`, a code object's `names[i]`) has learnt about calling
/// `name` on builtin values: the table of the last receiver's type and its entry for the
/// name. Builtin types' tables never change, so the entry stays valid for any receiver whose
/// type has that table; a receiver of another type looks its method up again.
#[derive(Default)]
pub struct BuiltinSite(std::cell::Cell<Option<(&'static Table, &'static Method)>>);

impl BuiltinSite {
    /// The entry of `table` for `name`, from this site's memory when `table` is the one it
    /// saw last (`None` when the table has no such method; a miss is not remembered).
    #[inline]
    pub fn find(&self, table: &'static Table, name: &str) -> Option<&'static Method> {
        if let Some((t, m)) = self.0.get() {
            if std::ptr::eq(t, table) {
                return Some(m);
            }
        }
        let m = table.find(name)?;
        self.0.set(Some((table, m)));
        Some(m)
    }
}

impl Table {
    /// The method called `name`.
    pub fn find(&self, name: &str) -> Option<&'static Method> {
        // Length and first byte before the full comparison: most entries differ there, and
        // the scan runs on every builtin method call.
        let (len, first) = (name.len(), name.as_bytes().first());
        self.methods.iter().find(|m| {
            let n = m.sig.name;
            n.len() == len && n.as_bytes().first() == first && n == name
        })
    }

    /// The names of its methods.
    pub fn names(&self) -> impl Iterator<Item = &'static str> {
        self.methods.iter().map(|m| m.sig.name)
    }
}

/// An optional argument with an explicit `None` treated as absent.
pub fn not_none(v: Option<&Value>) -> Option<&Value> {
    v.filter(|v| !matches!(v, Value::None))
}

/// An int argument through `__index__` (`PyNumber_Index`): `'str' object cannot be interpreted
/// as an integer`.
pub fn index_big(vm: &mut Vm, v: &Value) -> PyResult<BigInt> {
    match v {
        Value::Int(i) => Ok(BigInt::from(*i)),
        Value::Bool(b) => Ok(BigInt::from(*b as i64)),
        Value::BigInt(b) => Ok((**b).clone()),
        Value::Instance(_) => match vm.lookup_special(v, "__index__") {
            Some(m) => match vm.call(&m, vec![], vec![])? {
                r @ (Value::Int(_) | Value::Bool(_) | Value::BigInt(_)) => index_big(vm, &r),
                r => Err(PyErr::type_err(format!(
                    "__index__ returned non-int (type {})",
                    r.type_name()
                ))),
            },
            None => Err(not_integer(v)),
        },
        _ => Err(not_integer(v)),
    }
}

fn not_integer(v: &Value) -> PyErr {
    PyErr::type_err(format!(
        "'{}' object cannot be interpreted as an integer",
        v.type_name()
    ))
}

/// An index-sized int argument (`Py_ssize_t` through `__index__`): too large gives
/// `OverflowError: Python int too large to convert to C ssize_t`.
pub fn index(vm: &mut Vm, v: &Value) -> PyResult<i64> {
    if let Value::Int(i) = v {
        return Ok(*i);
    }
    vm.ssize_arg(v)
}

/// A slice bound such as `list.index`'s start/stop (`_PyEval_SliceIndex`): huge values clamp,
/// non-integers give `slice indices must be integers or have an __index__ method`.
pub fn slice_index(vm: &mut Vm, v: &Value) -> PyResult<i64> {
    let b = match v {
        Value::Int(i) => return Ok(*i),
        Value::Bool(b) => return Ok(*b as i64),
        Value::BigInt(b) => (**b).clone(),
        Value::Instance(_) if vm.lookup_special(v, "__index__").is_some() => index_big(vm, v)?,
        _ => return Err(bad_slice_index()),
    };
    Ok(b.to_i64()
        .unwrap_or(if b.is_negative() { i64::MIN } else { i64::MAX }))
}

fn bad_slice_index() -> PyErr {
    PyErr::type_err("slice indices must be integers or have an __index__ method")
}

/// A `str` argument of an Argument Clinic function: `f() argument 'p' must be str, not int`.
pub fn str_arg<'v>(v: &'v Value, func: &str, param: &str) -> PyResult<&'v str> {
    match v.base_value() {
        Value::Str(s) => Ok(&s.s),
        o => Err(PyErr::type_err(format!(
            "{func}() argument '{param}' must be str, not {}",
            o.type_name()
        ))),
    }
}

/// A truth-value argument (`p` in CPython's format strings): any object, by its truth.
pub fn truth(vm: &mut Vm, v: Option<&Value>, default: bool) -> PyResult<bool> {
    match v {
        Some(v) => vm.truthy(v),
        None => Ok(default),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vm::ExcKind;

    fn err(r: PyResult<Args<'_>>) -> String {
        match r {
            Err(PyErr::New(ExcKind::TypeError, a)) => match a.first() {
                Some(Value::Str(s)) => s.s.clone(),
                _ => panic!("no message"),
            },
            Err(_) => panic!("not a TypeError"),
            Ok(_) => panic!("bound"),
        }
    }

    fn ok(r: PyResult<Args<'_>>) -> Args<'_> {
        match r {
            Ok(a) => a,
            Err(_) => panic!("binding failed"),
        }
    }

    fn ints(n: usize) -> Vec<Value> {
        (0..n as i64).map(Value::Int).collect()
    }

    fn kws(names: &[&str]) -> Vec<(Rc<str>, Value)> {
        names
            .iter()
            .map(|n| (Rc::from(*n), Value::Int(9)))
            .collect()
    }

    const COUNT: Sig = Sig::one("count");
    const COPY: Sig = Sig::noargs("copy");
    const POP: Sig = Sig::pos("pop", 0, 1);
    const INDEX: Sig = Sig::pos("index", 1, 3);
    const INSERT: Sig = Sig::pos("insert", 2, 2);
    const UNION: Sig = Sig::varpos("union", 0);
    const LEN: Sig = Sig::wrapper("__len__", 0);
    const SETITEM: Sig = Sig::wrapper("__setitem__", 2);
    const SORT: Sig = Sig::kw("sort", &["key", "reverse"], 0, 0, 0);
    const SPLIT: Sig = Sig::kw("split", &["sep", "maxsplit"], 0, 2, 0);
    const SUM: Sig = Sig::kw("sum", &["iterable", "start"], 1, 2, 1);
    const POW: Sig = Sig::kw("pow", &["base", "exp", "mod"], 0, 3, 2);
    const TO_BYTES: Sig = Sig::kw("to_bytes", &["length", "byteorder", "signed"], 0, 2, 0);
    const ZIP: Sig = Sig::kw("zip", &["strict"], 0, 0, 0).with_varargs();
    const DICT: Sig = Sig::kw("dict", &[], 0, 0, 0).with_varkw();
    const UPDATE: Sig = Sig::pos("update", 0, 1).with_varkw();
    const KWONLY: Sig = Sig::kw("f", &["a", "b"], 0, 1, 2);
    const PRINT: Sig = Sig::kw("print", &["sep", "end"], 0, 0, 0)
        .with_varargs()
        .lenient();

    #[test]
    fn keywords_extra_and_required() {
        let k = kws(&["a", "b"]);
        let v = ints(1);
        let a = ok(bind(&UPDATE, Some("dict"), "update", &v, &k));
        assert_eq!(a.extra_kwargs().len(), 2);
        assert!(a.get(0).is_some());
        assert_eq!(
            err(bind(&UPDATE, Some("dict"), "update", &ints(2), &[])),
            "update expected at most 1 argument, got 2"
        );
        assert_eq!(
            err(bind(&KWONLY, None, "f", &ints(1), &[])),
            "f() missing required keyword-only argument 'b'"
        );
        let k = kws(&["b"]);
        let v = ints(1);
        let a = ok(bind(&KWONLY, None, "f", &v, &k));
        assert!(matches!(a.arg(1), Value::Int(9)));
        assert_eq!(
            err(bind(
                &PRINT,
                None,
                "print",
                &ints(2),
                &kws(&["sep", "end", "x"])
            )),
            "'x' is an invalid keyword argument for print()"
        );
        let v = ints(2);
        let a = ok(bind(&Sig::raw("r"), None, "r", &v, &[]));
        assert_eq!(a.positional().len(), 2);
        assert_eq!(a.name(), "r");
    }

    #[test]
    fn parse_tuple_wording() {
        const FIND: Sig = Sig::tuple("find", 1, 3);
        assert_eq!(
            err(bind(&FIND, Some("str"), "find", &[], &[])),
            "find() takes at least 1 argument (0 given)"
        );
        assert_eq!(
            err(bind(&FIND, Some("str"), "find", &ints(4), &[])),
            "find() takes at most 3 arguments (4 given)"
        );
        assert_eq!(
            err(bind(&FIND, Some("str"), "find", &ints(1), &kws(&["start"]))),
            "str.find() takes no keyword arguments"
        );
        let v = ints(2);
        let a = ok(bind(&FIND, Some("str"), "find", &v, &[]));
        assert!(a.get(1).is_some() && a.get(2).is_none());
        assert_eq!(
            err(bind(&Sig::tuple("g", 2, 2), None, "g", &ints(1), &[])),
            "g() takes exactly 2 arguments (1 given)"
        );
    }

    #[test]
    fn meth_o_and_noargs() {
        assert_eq!(
            err(bind(&COUNT, Some("tuple"), "count", &[], &[])),
            "tuple.count() takes exactly one argument (0 given)"
        );
        assert_eq!(
            err(bind(&COUNT, None, "count", &ints(2), &[])),
            "count() takes exactly one argument (2 given)"
        );
        assert_eq!(
            err(bind(&COUNT, Some("tuple"), "count", &ints(1), &kws(&["x"]))),
            "tuple.count() takes no keyword arguments"
        );
        assert_eq!(
            err(bind(&COPY, Some("list"), "copy", &ints(1), &[])),
            "list.copy() takes no arguments (1 given)"
        );
        assert_eq!(
            err(bind(&COPY, Some("list"), "copy", &[], &kws(&["x"]))),
            "list.copy() takes no keyword arguments"
        );
        let v = ints(1);
        let a = ok(bind(&COUNT, Some("tuple"), "count", &v, &[]));
        assert!(matches!(a.arg(0), Value::Int(0)));
        assert!(a.get(1).is_none());
    }

    #[test]
    fn positional_only() {
        assert_eq!(
            err(bind(&POP, Some("list"), "pop", &ints(2), &[])),
            "pop expected at most 1 argument, got 2"
        );
        assert_eq!(
            err(bind(&INDEX, Some("list"), "index", &[], &[])),
            "index expected at least 1 argument, got 0"
        );
        assert_eq!(
            err(bind(&INDEX, Some("list"), "index", &ints(4), &[])),
            "index expected at most 3 arguments, got 4"
        );
        assert_eq!(
            err(bind(&INSERT, Some("list"), "insert", &ints(1), &[])),
            "insert expected 2 arguments, got 1"
        );
        assert_eq!(
            err(bind(&POP, Some("list"), "pop", &[], &kws(&["x"]))),
            "list.pop() takes no keyword arguments"
        );
        let v = ints(3);
        let a = ok(bind(&UNION, Some("set"), "union", &v, &[]));
        assert_eq!(a.rest().len(), 3);
        let v = ints(2);
        let a = ok(bind(&INDEX, Some("list"), "index", &v, &[]));
        assert!(a.get(1).is_some() && a.get(2).is_none() && a.rest().is_empty());
    }

    #[test]
    fn wrappers() {
        assert_eq!(
            err(bind(&LEN, Some("list"), "__len__", &ints(1), &[])),
            "expected 0 arguments, got 1"
        );
        assert_eq!(
            err(bind(&SETITEM, Some("list"), "__setitem__", &ints(1), &[])),
            " expected 2 arguments, got 1"
        );
        assert_eq!(
            err(bind(&LEN, Some("list"), "__len__", &[], &kws(&["x"]))),
            "wrapper __len__() takes no keyword arguments"
        );
    }

    #[test]
    fn clinic() {
        assert_eq!(
            err(bind(&SORT, Some("list"), "sort", &ints(1), &[])),
            "sort() takes no positional arguments"
        );
        assert_eq!(
            err(bind(&SORT, Some("list"), "sort", &[], &kws(&["x"]))),
            "'x' is an invalid keyword argument for sort()"
        );
        assert_eq!(
            err(bind(
                &SORT,
                None,
                "sort",
                &[],
                &kws(&["key", "reverse", "x"])
            )),
            "sort() takes at most 2 keyword arguments (3 given)"
        );
        assert_eq!(
            err(bind(&SPLIT, None, "split", &ints(3), &[])),
            "split() takes at most 2 arguments (3 given)"
        );
        assert_eq!(
            err(bind(&SPLIT, None, "split", &ints(1), &kws(&["sep"]))),
            "argument for split() given by name ('sep') and position (1)"
        );
        assert_eq!(
            err(bind(&SUM, None, "sum", &[], &[])),
            "sum() takes at least 1 positional argument (0 given)"
        );
        assert_eq!(
            err(bind(&SUM, None, "sum", &ints(1), &kws(&["start", "x"]))),
            "sum() takes at most 2 arguments (3 given)"
        );
        assert_eq!(
            err(bind(&SUM, None, "sum", &[], &kws(&["iterable"]))),
            "sum() takes at least 1 positional argument (0 given)"
        );
        assert_eq!(
            err(bind(&POW, None, "pow", &ints(1), &[])),
            "pow() missing required argument 'exp' (pos 2)"
        );
        assert_eq!(
            err(bind(&POW, None, "pow", &ints(1), &kws(&["base"]))),
            "pow() missing required argument 'exp' (pos 2)"
        );
        assert_eq!(
            err(bind(&POW, None, "pow", &ints(1), &kws(&["exp", "base"]))),
            "argument for pow() given by name ('base') and position (1)"
        );
        assert_eq!(
            err(bind(&TO_BYTES, None, "to_bytes", &ints(3), &[])),
            "to_bytes() takes at most 2 positional arguments (3 given)"
        );
        assert_eq!(
            err(bind(&ZIP, None, "zip", &ints(2), &kws(&["strict", "x"]))),
            "zip() takes at most 1 keyword argument (2 given)"
        );
        assert_eq!(
            err(bind(&ZIP, None, "zip", &ints(2), &kws(&["x"]))),
            "'x' is an invalid keyword argument for zip()"
        );
        let k = kws(&["exp", "mod"]);
        let v = ints(1);
        let a = ok(bind(&POW, None, "pow", &v, &k));
        assert!(matches!(a.arg(0), Value::Int(0)));
        assert!(matches!(a.arg(1), Value::Int(9)));
        assert!(matches!(a.get(2), Some(Value::Int(9))));
        let k = kws(&["a", "b"]);
        let a = ok(bind(&DICT, None, "dict", &[], &k));
        assert_eq!(a.extra_kwargs().len(), 2);
        let v = ints(3);
        let a = ok(bind(&ZIP, None, "zip", &v, &[]));
        assert_eq!(a.rest().len(), 3);
        assert!(a.get(0).is_none());
    }
}
