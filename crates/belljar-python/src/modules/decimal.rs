//! `decimal`: CPython 3.11's decimal arithmetic (the C `_decimal` module's behaviour and
//! messages), native. `Decimal` and `Context` are native types over the number and context
//! of `decimal/num.rs`; the arithmetic is in `decimal/arith.rs`, the transcendental
//! functions in `decimal/trans.rs`, `format()` in `decimal/format.rs`. The signal classes,
//! `DecimalTuple` and `localcontext` are Python (`py/decimal.py`). Each session has its own
//! current context (`getcontext`), made from `DefaultContext` on first use.

use crate::values::PyBool;
mod arith;
mod format;
pub mod num;
mod trans;

use std::borrow::Cow;
use std::cell::Cell;
use std::cmp::Ordering;
use std::rc::Rc;

use num_bigint::{BigInt, BigUint, Sign};
use num_integer::Integer;
use num_traits::{ToPrimitive, Zero};

use self::arith::total_cmp;
use self::num::{Ctx, Dec, Kind, Op, Rounding, cond};
use super::registry::ModuleDef;
use crate::builtins::args::{Args, Method, Sig};
use crate::compile::code::{BinOp, CmpOp, UnOp};
use crate::values::globals::GlobalsRef;
use crate::values::native::{self, NativeObject, NativeType};
use crate::values::{Class, Globals, Value};
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// The session's decimal state: the current context and the three template contexts.
#[derive(Default)]
pub struct State {
    /// `getcontext()`'s context, made on first use.
    pub current: Option<Value>,
    /// `DefaultContext`, `BasicContext`, `ExtendedContext`.
    pub templates: Vec<Value>,
}

/// The `decimal` module.
pub static MODULE: ModuleDef = ModuleDef {
    functions: &[&GETCONTEXT, &SETCONTEXT, &REGISTER],
    types: &[&DECIMAL, &CONTEXT],
    init: Some(init),
    python: Some(include_str!("py/decimal.py")),
    ..ModuleDef::empty("decimal")
};

static GETCONTEXT: Method = Method::function(Sig::noargs("getcontext"), getcontext);
static SETCONTEXT: Method = Method::function(Sig::one("setcontext"), setcontext);
static REGISTER: Method = Method::function(Sig::varpos("_register_signals", 0), register);

/// The signals in C `_decimal`'s order (which signal a trap raises, `SignalDict` order),
/// with their condition bits.
const SIGNALS: [(&str, u32); 9] = [
    ("InvalidOperation", cond::IEEE_INVALID),
    ("FloatOperation", cond::FLOAT_OPERATION),
    ("DivisionByZero", cond::DIVISION_BY_ZERO),
    ("Overflow", cond::OVERFLOW),
    ("Underflow", cond::UNDERFLOW),
    ("Subnormal", cond::SUBNORMAL),
    ("Inexact", cond::INEXACT),
    ("Rounded", cond::ROUNDED),
    ("Clamped", cond::CLAMPED),
];

/// The conditions listed first in a raised signal's argument.
const CONDITIONS: [(&str, u32); 5] = [
    ("InvalidOperation", cond::INVALID_OPERATION),
    ("ConversionSyntax", cond::CONVERSION_SYNTAX),
    ("DivisionImpossible", cond::DIVISION_IMPOSSIBLE),
    ("DivisionUndefined", cond::DIVISION_UNDEFINED),
    ("InvalidContext", cond::INVALID_CONTEXT),
];

/// The name each condition bit prints as in a context's repr.
const BIT_NAMES: [&str; 15] = [
    "Clamped",
    "InvalidOperation",
    "DivisionByZero",
    "InvalidOperation",
    "InvalidOperation",
    "InvalidOperation",
    "Inexact",
    "InvalidOperation",
    "InvalidOperation",
    "InvalidOperation",
    "FloatOperation",
    "Overflow",
    "Rounded",
    "Subnormal",
    "Underflow",
];

fn init(vm: &mut Vm, g: &mut Globals) -> PyResult<()> {
    let dflt = Ctx::default_ctx();
    let basic = Ctx {
        prec: 9,
        rounding: Rounding::HalfUp,
        traps: cond::CLAMPED
            | cond::IEEE_INVALID
            | cond::DIVISION_BY_ZERO
            | cond::OVERFLOW
            | cond::UNDERFLOW,
        ..dflt
    };
    let extended = Ctx {
        prec: 9,
        traps: 0,
        ..dflt
    };
    let t: Vec<Value> = [dflt, basic, extended].into_iter().map(ctx_value).collect();
    g.set("DefaultContext", t[0].clone());
    g.set("BasicContext", t[1].clone());
    g.set("ExtendedContext", t[2].clone());
    vm.decimal.templates = t;
    vm.decimal.current = None;
    g.set("MAX_PREC", Value::Int(num::MAX_PREC));
    g.set("MAX_EMAX", Value::Int(num::MAX_PREC));
    g.set("MIN_EMIN", Value::Int(num::MIN_EMIN));
    g.set("MIN_ETINY", Value::Int(num::MIN_ETINY));
    for (r, n) in Rounding::NAMES {
        let _ = r;
        g.set(n, Value::str(n));
    }
    Ok(())
}

/// `_register_signals(*classes)`: the signal classes the Python part defines, in the order
/// of `SIGNALS` then the four `InvalidOperation` conditions.
fn register(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    for v in a.rest() {
        if let Value::Class(c) = v {
            vm.module_exceptions
                .insert(format!("decimal.{}", c.name), c.clone());
        }
    }
    Ok(Value::None)
}

fn signal_class(vm: &Vm, name: &str) -> Option<Rc<Class>> {
    vm.module_exceptions
        .get(&format!("decimal.{name}"))
        .cloned()
}

/// The error a trapped condition raises: the first trapped signal's class, with the list
/// of the conditions as its argument (as C `_decimal` does).
fn trap_error(vm: &Vm, trapped: u32) -> PyErr {
    let Some((name, _)) = SIGNALS.iter().find(|(_, m)| trapped & m != 0) else {
        return PyErr::msg(ExcKind::SystemError, "no signal");
    };
    let mut list = Vec::new();
    for (n, m) in CONDITIONS.iter().chain(SIGNALS[1..].iter()) {
        if trapped & m != 0 {
            if let Some(c) = signal_class(vm, n) {
                list.push(Value::Class(c));
            }
        }
    }
    let Some(class) = signal_class(vm, name) else {
        return PyErr::msg(ExcKind::SystemError, "decimal signals not registered");
    };
    PyErr::Obj(Rc::new(crate::values::Instance {
        class,
        dict: std::cell::RefCell::new(Default::default()),
        exc: Some(std::cell::RefCell::new(crate::values::ExcData {
            args: vec![Value::list(list)],
            ..Default::default()
        })),
        payload: None,
    }))
}

/// The condition bits of a signal class (`None` for anything else).
fn signal_bits(vm: &Vm, v: &Value) -> Option<u32> {
    let Value::Class(c) = v else {
        return None;
    };
    SIGNALS
        .iter()
        .find_map(|(n, m)| signal_class(vm, n).filter(|s| Rc::ptr_eq(s, c)).map(|_| *m))
}

// ---------------------------------------------------------------------------------------
// Context

/// A `decimal.Context`.
pub struct PyCtx {
    /// Parameters and flags (shared with its `flags` and `traps` dicts).
    pub c: Rc<Cell<Ctx>>,
}

/// The `Context` type.
pub static CONTEXT: NativeType = NativeType {
    name: "decimal.Context",
    methods: CONTEXT_METHODS,
};

fn ctx_value(c: Ctx) -> Value {
    native::value(PyCtx {
        c: Rc::new(Cell::new(c)),
    })
}

fn as_ctx(v: &Value) -> Option<&PyCtx> {
    match v.base_value() {
        Value::Native(o) => o.as_any().downcast_ref::<PyCtx>(),
        _ => None,
    }
}

/// The session's current context (made from `DefaultContext` on first use).
fn current(vm: &mut Vm) -> Value {
    if let Some(c) = &vm.decimal.current {
        return c.clone();
    }
    let mut base = vm
        .decimal
        .templates
        .first()
        .and_then(as_ctx)
        .map(|c| c.c.get())
        .unwrap_or_else(Ctx::default_ctx);
    base.flags = 0;
    let v = ctx_value(base);
    vm.decimal.current = Some(v.clone());
    v
}

fn getcontext(vm: &mut Vm, _: &Value, _: &Args) -> PyResult<Value> {
    Ok(current(vm))
}

fn setcontext(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let v = a.arg(0);
    let Some(c) = as_ctx(v) else {
        return Err(PyErr::type_err("argument must be a context"));
    };
    let v = if vm.decimal.templates.iter().any(|t| t.is(v)) {
        let mut c = c.c.get();
        c.flags = 0;
        ctx_value(c)
    } else {
        v.clone()
    };
    vm.decimal.current = Some(v);
    Ok(Value::None)
}

/// The context a `context=` argument names (the current one for `None`).
fn ctx_arg(vm: &mut Vm, v: Option<&Value>) -> PyResult<Value> {
    match v {
        None | Some(Value::None) => Ok(current(vm)),
        Some(v) if as_ctx(v).is_some() => Ok(v.clone()),
        Some(_) => Err(PyErr::type_err("optional argument must be a context")),
    }
}

/// Add `status` to the context's flags and raise the first trapped signal, if any.
fn finish(vm: &Vm, ctx: &PyCtx, status: u32) -> PyResult<()> {
    if status == 0 {
        return Ok(());
    }
    let mut c = ctx.c.get();
    c.flags |= status;
    ctx.c.set(c);
    let trapped = status & c.traps;
    if trapped != 0 {
        return Err(trap_error(vm, trapped));
    }
    Ok(())
}

/// Run `f` under the context `ctxv`, then record its conditions there.
fn run<T>(vm: &mut Vm, ctxv: &Value, f: impl FnOnce(&mut Op) -> PyResult<T>) -> PyResult<T> {
    let Some(ctx) = as_ctx(ctxv) else {
        return Err(PyErr::type_err("optional argument must be a context"));
    };
    let mut op = Op::new(vm, ctx.c.get());
    let r = f(&mut op)?;
    let st = op.status;
    finish(vm, ctx, st)?;
    Ok(r)
}

fn signals_list(bits: u32) -> String {
    let mut out: Vec<&str> = Vec::new();
    let mut invalid_done = false;
    for (i, name) in BIT_NAMES.iter().enumerate() {
        if bits & (1 << i) != 0 {
            if (1 << i) & cond::IEEE_INVALID != 0 {
                if invalid_done {
                    continue;
                }
                invalid_done = true;
            }
            out.push(name);
        }
    }
    format!("[{}]", out.join(", "))
}

fn ctx_repr(c: &Ctx) -> String {
    format!(
        "Context(prec={}, rounding={}, Emin={}, Emax={}, capitals={}, clamp={}, flags={}, traps={})",
        c.prec,
        c.rounding.name(),
        c.emin,
        c.emax,
        c.capitals as i32,
        c.clamp as i32,
        signals_list(c.flags),
        signals_list(c.traps)
    )
}

/// A context attribute given an int (`an integer is required` otherwise).
fn int_attr(v: &Value) -> PyResult<i64> {
    match v {
        Value::Int(i) => Ok(*i),
        Value::Bool(b) => Ok(*b as i64),
        Value::BigInt(b) => Ok(if b.sign() == Sign::Minus {
            i64::MIN
        } else {
            i64::MAX
        }),
        Value::Instance(_) if v.payload().is_some() => {
            let p = v.payload().cloned().unwrap_or(Value::None);
            int_attr(&p)
        }
        _ => Err(PyErr::type_err("an integer is required")),
    }
}

fn rounding_arg(v: &Value) -> PyResult<Rounding> {
    const MSG: &str = "valid values for rounding are:\n  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n   ROUND_05UP]";
    match v {
        Value::Str(s) => Rounding::from_name(&s.s).ok_or_else(|| PyErr::type_err(MSG)),
        _ => Err(PyErr::type_err(MSG)),
    }
}

/// Signals from a list of signal classes or a dict of all of them (`flags=`, `traps=`).
fn signals_arg(vm: &mut Vm, v: &Value) -> PyResult<u32> {
    match v {
        Value::Dict(_) => {
            let items = vm.collect(v)?;
            if items.len() != SIGNALS.len() {
                return Err(PyErr::msg(ExcKind::KeyError, "invalid signal dict"));
            }
            let mut bits = 0;
            for k in items {
                let Some(b) = signal_bits(vm, &k) else {
                    return Err(PyErr::msg(ExcKind::KeyError, "invalid signal dict"));
                };
                let val = vm.getitem(v, &k)?;
                if vm.truthy(&val)? {
                    bits |= b;
                }
            }
            Ok(bits)
        }
        Value::Native(o) if o.as_any().downcast_ref::<SignalDict>().is_some() => {
            let d = o.as_any().downcast_ref::<SignalDict>();
            Ok(d.map(|d| d.get()).unwrap_or(0))
        }
        _ => {
            let items = vm.collect(v)?;
            let mut bits = 0;
            for k in items {
                let Some(b) = signal_bits(vm, &k) else {
                    return Err(PyErr::msg(ExcKind::KeyError, BAD_SIGNAL));
                };
                bits |= b;
            }
            Ok(bits)
        }
    }
}

/// Set one attribute of a context, with C `_decimal`'s checks.
fn set_ctx_attr(vm: &mut Vm, c: &mut Ctx, name: &str, v: &Value) -> PyResult<bool> {
    match name {
        "prec" => {
            let p = int_attr(v)?;
            if !(1..=num::MAX_PREC).contains(&p) {
                return Err(PyErr::value_err("valid range for prec is [1, MAX_PREC]"));
            }
            c.prec = p;
        }
        "Emin" => {
            let p = int_attr(v)?;
            if !(num::MIN_EMIN..=0).contains(&p) {
                return Err(PyErr::value_err("valid range for Emin is [MIN_EMIN, 0]"));
            }
            c.emin = p;
        }
        "Emax" => {
            let p = int_attr(v)?;
            if !(0..=num::MAX_PREC).contains(&p) {
                return Err(PyErr::value_err("valid range for Emax is [0, MAX_EMAX]"));
            }
            c.emax = p;
        }
        "capitals" => {
            let p = int_attr(v)?;
            if !(0..=1).contains(&p) {
                return Err(PyErr::value_err("valid values for capitals are 0 or 1"));
            }
            c.capitals = p == 1;
        }
        "clamp" => {
            let p = int_attr(v)?;
            if !(0..=1).contains(&p) {
                return Err(PyErr::value_err("valid values for clamp are 0 or 1"));
            }
            c.clamp = p == 1;
        }
        "rounding" => c.rounding = rounding_arg(v)?,
        "flags" => c.flags = signals_arg(vm, v)?,
        "traps" => c.traps = signals_arg(vm, v)?,
        _ => return Ok(false),
    }
    Ok(true)
}

/// A context's parameters as saved: `(prec, rounding, Emin, Emax, capitals, clamp, flags,
/// traps)`, the flags and traps as their condition bits.
fn ctx_state(c: &Ctx) -> Value {
    Value::tuple(vec![
        Value::Int(c.prec),
        Value::str(c.rounding.name()),
        Value::Int(c.emin),
        Value::Int(c.emax),
        Value::Int(c.capitals as i64),
        Value::Int(c.clamp as i64),
        Value::Int(c.flags as i64),
        Value::Int(c.traps as i64),
    ])
}

/// The parameters [`ctx_state`] saved, each checked as `Context()` checks it.
fn ctx_from_state(vm: &mut Vm, state: &Value) -> PyResult<Ctx> {
    let bad = || PyErr::value_err("bad saved decimal context");
    let Value::Tuple(t) = state else {
        return Err(bad());
    };
    let [
        prec,
        rounding,
        emin,
        emax,
        capitals,
        clamp,
        Value::Int(flags),
        Value::Int(traps),
    ] = t.as_slice()
    else {
        return Err(bad());
    };
    let mut c = Ctx::default_ctx();
    for (name, v) in [
        ("prec", prec),
        ("rounding", rounding),
        ("Emin", emin),
        ("Emax", emax),
        ("capitals", capitals),
        ("clamp", clamp),
    ] {
        set_ctx_attr(vm, &mut c, name, v).map_err(|_| bad())?;
    }
    let bits = |b: i64| u32::try_from(b).ok().filter(|b| b & !cond::ALL == 0);
    c.flags = bits(*flags).ok_or_else(bad)?;
    c.traps = bits(*traps).ok_or_else(bad)?;
    Ok(c)
}

/// A context made again from its saved parameters (a session restored, `host/save/`).
pub fn restore_context(vm: &mut Vm, state: Value) -> PyResult<Value> {
    Ok(ctx_value(ctx_from_state(vm, &state)?))
}

/// The module's state a saved session keeps (`host/save/`): the current context (`None`
/// before the first `getcontext`) and the parameters of `DefaultContext`, `BasicContext`
/// and `ExtendedContext`, which code may have changed.
pub fn save_module_state(vm: &mut Vm, _: Option<&GlobalsRef>) -> PyResult<Value> {
    let templates = vm
        .decimal
        .templates
        .iter()
        .map(|t| as_ctx(t).map_or(Value::None, |c| ctx_state(&c.c.get())))
        .collect();
    Ok(Value::tuple(vec![
        vm.decimal.current.clone().unwrap_or(Value::None),
        Value::tuple(templates),
    ]))
}

/// Put back what [`save_module_state`] saved, in a session that has imported `decimal`.
pub fn restore_module_state(vm: &mut Vm, _: Option<&GlobalsRef>, state: Value) -> PyResult<()> {
    let bad = || PyErr::value_err("bad saved decimal state");
    let Value::Tuple(t) = &state else {
        return Err(bad());
    };
    let [current, Value::Tuple(templates)] = t.as_slice() else {
        return Err(bad());
    };
    if templates.len() != vm.decimal.templates.len() {
        return Err(bad());
    }
    for (i, saved) in templates.iter().enumerate() {
        let c = ctx_from_state(vm, saved)?;
        if let Some(t) = vm.decimal.templates.get(i).and_then(as_ctx) {
            t.c.set(c);
        }
    }
    vm.decimal.current = match current {
        Value::None => None,
        v if as_ctx(v).is_some() => Some(v.clone()),
        _ => return Err(bad()),
    };
    Ok(())
}

impl NativeObject for PyCtx {
    fn native_type(&self) -> &'static NativeType {
        &CONTEXT
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
    /// Its parameters, flags and traps ([`restore_context`]).
    fn save(&self) -> Result<Value, String> {
        Ok(ctx_state(&self.c.get()))
    }
    fn repr(&self, _: &mut Vm, _: &Value) -> PyResult<String> {
        Ok(ctx_repr(&self.c.get()))
    }
    fn getattr(&self, _: &mut Vm, name: &str) -> PyResult<Option<Value>> {
        let c = self.c.get();
        Ok(Some(match name {
            "prec" => Value::Int(c.prec),
            "Emin" => Value::Int(c.emin),
            "Emax" => Value::Int(c.emax),
            "capitals" => Value::Int(c.capitals as i64),
            "clamp" => Value::Int(c.clamp as i64),
            "rounding" => Value::str(c.rounding.name()),
            "flags" | "traps" => native::value(SignalDict {
                c: self.c.clone(),
                traps: name == "traps",
            }),
            _ => return Ok(None),
        }))
    }
    fn setattr(&self, vm: &mut Vm, name: &str, v: Value) -> PyResult<()> {
        let mut c = self.c.get();
        if !set_ctx_attr(vm, &mut c, name, &v)? {
            return Err(PyErr::msg(
                ExcKind::AttributeError,
                format!("'decimal.Context' object has no attribute '{name}'"),
            ));
        }
        self.c.set(c);
        Ok(())
    }
}

/// `ctx.flags` / `ctx.traps`: a live mapping from signal classes to bools.
pub struct SignalDict {
    c: Rc<Cell<Ctx>>,
    traps: bool,
}

static SIGNAL_DICT: NativeType = NativeType {
    name: "abc.SignalDict",
    methods: &[&SD_KEYS, &SD_VALUES, &SD_ITEMS, &SD_COPY, &SD_GET],
};
static SD_KEYS: Method = Method::new(Sig::noargs("keys"), sd_method);
static SD_VALUES: Method = Method::new(Sig::noargs("values"), sd_method);
static SD_ITEMS: Method = Method::new(Sig::noargs("items"), sd_method);
static SD_COPY: Method = Method::new(Sig::noargs("copy"), sd_method);
static SD_GET: Method = Method::new(Sig::pos("get", 1, 2), sd_method);

impl SignalDict {
    fn get(&self) -> u32 {
        let c = self.c.get();
        if self.traps { c.traps } else { c.flags }
    }
    fn set(&self, bits: u32) {
        let mut c = self.c.get();
        if self.traps {
            c.traps = bits;
        } else {
            c.flags = bits;
        }
        self.c.set(c);
    }
    fn pairs(&self, vm: &Vm) -> Vec<(Value, bool)> {
        let bits = self.get();
        SIGNALS
            .iter()
            .filter_map(|(n, m)| signal_class(vm, n).map(|c| (Value::Class(c), bits & m != 0)))
            .collect()
    }
}

fn bad_key() -> PyErr {
    PyErr::msg(ExcKind::KeyError, BAD_SIGNAL)
}

const BAD_SIGNAL: &str = "valid values for signals are:\n  [InvalidOperation, FloatOperation, DivisionByZero,\n   Overflow, Underflow, Subnormal, Inexact, Rounded,\n   Clamped]";

fn sd_method(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let d = native::this::<SignalDict>(this, &SIGNAL_DICT, a.name())?;
    let pairs = d.pairs(vm);
    Ok(match a.name() {
        "keys" => Value::list(pairs.into_iter().map(|(k, _)| k).collect()),
        "values" => Value::list(pairs.into_iter().map(|(_, v)| Value::bool(v)).collect()),
        "items" => Value::list(
            pairs
                .into_iter()
                .map(|(k, v)| Value::tuple(vec![k, Value::bool(v)]))
                .collect(),
        ),
        "get" => match signal_bits(vm, a.arg(0)) {
            Some(b) => Value::bool(d.get() & b != 0),
            None => a.get(1).cloned().unwrap_or(Value::None),
        },
        _ => {
            let dict = Value::Dict(Default::default());
            for (k, v) in pairs {
                vm.setitem(&dict, k, Value::bool(v))?;
            }
            dict
        }
    })
}

impl NativeObject for SignalDict {
    fn native_type(&self) -> &'static NativeType {
        &SIGNAL_DICT
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
    fn repr(&self, vm: &mut Vm, _: &Value) -> PyResult<String> {
        let parts: Vec<String> = self
            .pairs(vm)
            .into_iter()
            .map(|(k, v)| {
                let name = match &k {
                    Value::Class(c) => c.name.to_string(),
                    _ => String::new(),
                };
                format!(
                    "<class 'decimal.{name}'>:{}",
                    if v { "True" } else { "False" }
                )
            })
            .collect();
        Ok(format!("{{{}}}", parts.join(", ")))
    }
    fn len(&self, _: &mut Vm) -> PyResult<Option<usize>> {
        Ok(Some(SIGNALS.len()))
    }
    fn getitem(&self, vm: &mut Vm, key: &Value) -> PyResult<Option<Value>> {
        let b = signal_bits(vm, key).ok_or_else(bad_key)?;
        Ok(Some(Value::bool(self.get() & b != 0)))
    }
    fn setitem(&self, vm: &mut Vm, key: &Value, v: Value) -> PyResult<bool> {
        let b = signal_bits(vm, key).ok_or_else(bad_key)?;
        let on = vm.truthy(&v)?;
        let bits = self.get();
        self.set(if on { bits | b } else { bits & !b });
        Ok(true)
    }
    fn delitem(&self, _: &mut Vm, _: &Value) -> PyResult<bool> {
        Err(PyErr::value_err("signal keys cannot be deleted"))
    }
    fn contains(&self, vm: &mut Vm, item: &Value) -> PyResult<Option<bool>> {
        Ok(Some(signal_bits(vm, item).is_some()))
    }
    fn iter(&self, vm: &mut Vm, _: &Value) -> PyResult<Option<Value>> {
        let keys = Value::list(self.pairs(vm).into_iter().map(|(k, _)| k).collect());
        vm.iter(&keys).map(Some)
    }
    fn eq(&self, vm: &mut Vm, other: &Value) -> PyResult<Option<bool>> {
        let mine = Value::Dict(Default::default());
        for (k, v) in self.pairs(vm) {
            vm.setitem(&mine, k, Value::bool(v))?;
        }
        let other = match other {
            Value::Native(o) => match o.as_any().downcast_ref::<SignalDict>() {
                Some(d) => return Ok(Some(d.get() == self.get())),
                None => return Ok(Some(false)),
            },
            v => v.clone(),
        };
        Ok(Some(vm.eq(&mine, &other)?))
    }
}

// Context methods.

macro_rules! ctx_methods {
    ($($id:ident = $m:expr;)*) => {
        $(static $id: Method = $m;)*
        static CONTEXT_METHODS: &[&Method] = &[$(&$id),*];
    };
}

ctx_methods! {
    C_NEW = Method::function(Sig::raw("__new__"), ctx_new);
    C_INIT = Method::new(Sig::raw("__init__"), ctx_init);
    C_ADD = Method::new(Sig::pos("add", 2, 2), ctx_binary);
    C_SUB = Method::new(Sig::pos("subtract", 2, 2), ctx_binary);
    C_MUL = Method::new(Sig::pos("multiply", 2, 2), ctx_binary);
    C_DIV = Method::new(Sig::pos("divide", 2, 2), ctx_binary);
    C_DIVINT = Method::new(Sig::pos("divide_int", 2, 2), ctx_binary);
    C_REM = Method::new(Sig::pos("remainder", 2, 2), ctx_binary);
    C_REMNEAR = Method::new(Sig::pos("remainder_near", 2, 2), ctx_binary);
    C_DIVMOD = Method::new(Sig::pos("divmod", 2, 2), ctx_binary);
    C_CMP = Method::new(Sig::pos("compare", 2, 2), ctx_binary);
    C_CMPSIG = Method::new(Sig::pos("compare_signal", 2, 2), ctx_binary);
    C_CMPT = Method::new(Sig::pos("compare_total", 2, 2), ctx_binary);
    C_CMPTM = Method::new(Sig::pos("compare_total_mag", 2, 2), ctx_binary);
    C_COPYSIGN = Method::new(Sig::pos("copy_sign", 2, 2), ctx_binary);
    C_AND = Method::new(Sig::pos("logical_and", 2, 2), ctx_binary);
    C_OR = Method::new(Sig::pos("logical_or", 2, 2), ctx_binary);
    C_XOR = Method::new(Sig::pos("logical_xor", 2, 2), ctx_binary);
    C_MAX = Method::new(Sig::pos("max", 2, 2), ctx_binary);
    C_MAXMAG = Method::new(Sig::pos("max_mag", 2, 2), ctx_binary);
    C_MIN = Method::new(Sig::pos("min", 2, 2), ctx_binary);
    C_MINMAG = Method::new(Sig::pos("min_mag", 2, 2), ctx_binary);
    C_NEXTT = Method::new(Sig::pos("next_toward", 2, 2), ctx_binary);
    C_QUANT = Method::new(Sig::pos("quantize", 2, 2), ctx_binary);
    C_ROT = Method::new(Sig::pos("rotate", 2, 2), ctx_binary);
    C_SAMEQ = Method::new(Sig::pos("same_quantum", 2, 2), ctx_binary);
    C_SCALEB = Method::new(Sig::pos("scaleb", 2, 2), ctx_binary);
    C_SHIFT = Method::new(Sig::pos("shift", 2, 2), ctx_binary);
    C_POWER = Method::new(Sig::kw("power", &["a", "b", "modulo"], 0, 3, 2), ctx_power);
    C_FMA = Method::new(Sig::pos("fma", 3, 3), ctx_fma);
    C_ABS = Method::new(Sig::one("abs"), ctx_unary);
    C_CANON = Method::new(Sig::one("canonical"), ctx_unary);
    C_COPYABS = Method::new(Sig::one("copy_abs"), ctx_unary);
    C_COPYDEC = Method::new(Sig::one("copy_decimal"), ctx_unary);
    C_COPYNEG = Method::new(Sig::one("copy_negate"), ctx_unary);
    C_EXP = Method::new(Sig::one("exp"), ctx_unary);
    C_LN = Method::new(Sig::one("ln"), ctx_unary);
    C_LOG10 = Method::new(Sig::one("log10"), ctx_unary);
    C_LOGB = Method::new(Sig::one("logb"), ctx_unary);
    C_INV = Method::new(Sig::one("logical_invert"), ctx_unary);
    C_MINUS = Method::new(Sig::one("minus"), ctx_unary);
    C_PLUS = Method::new(Sig::one("plus"), ctx_unary);
    C_NEXTM = Method::new(Sig::one("next_minus"), ctx_unary);
    C_NEXTP = Method::new(Sig::one("next_plus"), ctx_unary);
    C_NORM = Method::new(Sig::one("normalize"), ctx_unary);
    C_CLASS = Method::new(Sig::one("number_class"), ctx_unary);
    C_SQRT = Method::new(Sig::one("sqrt"), ctx_unary);
    C_ENG = Method::new(Sig::one("to_eng_string"), ctx_unary);
    C_SCI = Method::new(Sig::one("to_sci_string"), ctx_unary);
    C_TOINT = Method::new(Sig::one("to_integral"), ctx_unary);
    C_TOINTX = Method::new(Sig::one("to_integral_exact"), ctx_unary);
    C_TOINTV = Method::new(Sig::one("to_integral_value"), ctx_unary);
    C_ISCANON = Method::new(Sig::one("is_canonical"), ctx_unary);
    C_ISFIN = Method::new(Sig::one("is_finite"), ctx_unary);
    C_ISINF = Method::new(Sig::one("is_infinite"), ctx_unary);
    C_ISNAN = Method::new(Sig::one("is_nan"), ctx_unary);
    C_ISNORM = Method::new(Sig::one("is_normal"), ctx_unary);
    C_ISQNAN = Method::new(Sig::one("is_qnan"), ctx_unary);
    C_ISSIGNED = Method::new(Sig::one("is_signed"), ctx_unary);
    C_ISSNAN = Method::new(Sig::one("is_snan"), ctx_unary);
    C_ISSUB = Method::new(Sig::one("is_subnormal"), ctx_unary);
    C_ISZERO = Method::new(Sig::one("is_zero"), ctx_unary);
    C_CREATE = Method::new(Sig::pos("create_decimal", 0, 1), ctx_create);
    C_CREATEF = Method::new(Sig::one("create_decimal_from_float"), ctx_create_float);
    C_ETINY = Method::new(Sig::noargs("Etiny"), ctx_noargs);
    C_ETOP = Method::new(Sig::noargs("Etop"), ctx_noargs);
    C_RADIX = Method::new(Sig::noargs("radix"), ctx_noargs);
    C_CLEARF = Method::new(Sig::noargs("clear_flags"), ctx_noargs);
    C_CLEART = Method::new(Sig::noargs("clear_traps"), ctx_noargs);
    C_COPY = Method::new(Sig::noargs("copy"), ctx_noargs);
    C_COPY2 = Method::new(Sig::noargs("__copy__"), ctx_noargs);
    C_APPLY = Method::new(Sig::one("_apply"), ctx_unary);
}

fn ctx_this<'a>(this: &'a Value, name: &str) -> PyResult<&'a PyCtx> {
    native::this::<PyCtx>(this, &CONTEXT, name)
}

const CTX_PARAMS: [&str; 8] = [
    "prec", "rounding", "Emin", "Emax", "capitals", "clamp", "flags", "traps",
];

/// `Context(prec=None, rounding=None, Emin=None, Emax=None, capitals=None, clamp=None,
/// flags=None, traps=None)`: unset values from `DefaultContext`, no flags.
fn ctx_new(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    static SIG: Sig = Sig::kw("Context", &CTX_PARAMS, 0, 8, 0);
    let (pos, kw) = a.raw();
    let (cls, pos) = native::subclass_new(vm, this, pos, &CONTEXT)?;
    // A subclass with an `__init__` of its own gets its arguments there (CPython's
    // `Context.__new__` ignores them; `Context.__init__` sets the parameters).
    let own_init = cls
        .as_ref()
        .is_some_and(|c| matches!(c.lookup("__init__"), Some(Value::Function(_))));
    let (pos, kw) = if own_init {
        (&[][..], &[][..])
    } else {
        (pos, kw)
    };
    let b = crate::builtins::args::bind(&SIG, None, "Context", pos, kw)?;
    let mut c = vm
        .decimal
        .templates
        .first()
        .and_then(as_ctx)
        .map(|c| c.c.get())
        .unwrap_or_else(Ctx::default_ctx);
    c.flags = 0;
    for (i, name) in CTX_PARAMS.iter().enumerate() {
        if let Some(v) = b.opt(i) {
            let v = v.clone();
            set_ctx_attr(vm, &mut c, name, &v)?;
        }
    }
    Ok(native::subclass_instance(cls, ctx_value(c)))
}

/// `Context.__init__(self, prec=None, ...)`: sets the parameters given (what a subclass's
/// `super().__init__(...)` calls).
fn ctx_init(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    static SIG: Sig = Sig::kw("Context", &CTX_PARAMS, 0, 8, 0);
    let p = ctx_this(this, "__init__")?;
    let (pos, kw) = a.raw();
    let b = crate::builtins::args::bind(&SIG, None, "Context", pos, kw)?;
    let mut c = p.c.get();
    for (i, name) in CTX_PARAMS.iter().enumerate() {
        if let Some(v) = b.opt(i) {
            let v = v.clone();
            set_ctx_attr(vm, &mut c, name, &v)?;
        }
    }
    p.c.set(c);
    Ok(Value::None)
}

fn ctx_noargs(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let p = ctx_this(this, a.name())?;
    let mut c = p.c.get();
    Ok(match a.name() {
        "Etiny" => Value::Int(c.etiny()),
        "Etop" => Value::Int(c.etop()),
        "radix" => dec_value(Dec::small(false, 10, 0)),
        "clear_flags" => {
            c.flags = 0;
            p.c.set(c);
            Value::None
        }
        "clear_traps" => {
            c.traps = 0;
            p.c.set(c);
            Value::None
        }
        _ => {
            let _ = vm;
            ctx_value(c)
        }
    })
}

/// An operand of a context method or a `Decimal` method: a Decimal or an int, exactly
/// (`conversion from float to Decimal is not supported` otherwise).
fn operand<'v>(vm: &mut Vm, v: &'v Value) -> PyResult<Cow<'v, Dec>> {
    match convert(v) {
        Some(d) => Ok(d),
        None => {
            let _ = vm;
            Err(PyErr::type_err(format!(
                "conversion from {} to Decimal is not supported",
                v.type_name()
            )))
        }
    }
}

/// A Decimal or an int as a number; `None` for anything else.
fn convert(v: &Value) -> Option<Cow<'_, Dec>> {
    match v {
        Value::Native(o) => o
            .as_any()
            .downcast_ref::<PyDec>()
            .map(|d| Cow::Borrowed(&d.0)),
        Value::Int(i) => Some(Cow::Owned(Dec::small(*i < 0, i.unsigned_abs(), 0))),
        Value::Bool(b) => Some(Cow::Owned(Dec::small(false, *b as u64, 0))),
        Value::BigInt(b) => Some(Cow::Owned(Dec::new(
            b.sign() == Sign::Minus,
            b.magnitude().clone(),
            0,
        ))),
        Value::Instance(_) => match v.payload() {
            Some(p @ (Value::Int(_) | Value::BigInt(_) | Value::Bool(_))) => convert(p),
            _ => None,
        },
        _ => None,
    }
}

fn ctx_unary(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    ctx_this(this, a.name())?;
    let x = operand(vm, a.arg(0))?;
    unary_method(vm, a.name(), &x, this, None)
}

fn ctx_binary(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    ctx_this(this, a.name())?;
    let x = operand(vm, a.arg(0))?;
    let y = operand(vm, a.arg(1))?;
    binary_method(vm, a.name(), &x, &y, this)
}

fn ctx_power(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    ctx_this(this, a.name())?;
    let x = operand(vm, a.arg(0))?;
    let y = operand(vm, a.arg(1))?;
    match a.opt(2) {
        Some(m) => {
            let m = operand(vm, m)?;
            run(vm, this, |o| o.power_mod(&x, &y, &m)).map(dec_value)
        }
        None => run(vm, this, |o| o.power(&x, &y)).map(dec_value),
    }
}

fn ctx_fma(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    ctx_this(this, a.name())?;
    let x = operand(vm, a.arg(0))?;
    let y = operand(vm, a.arg(1))?;
    let z = operand(vm, a.arg(2))?;
    run(vm, this, |o| o.fma(&x, &y, &z)).map(dec_value)
}

fn ctx_create(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    ctx_this(this, a.name())?;
    let v = a.get(0).cloned().unwrap_or_else(|| Value::str("0"));
    let d = construct(vm, &v, this, true)?;
    // The context's precision applies (a NaN's payload is cut to it).
    let r = run(vm, this, |o| {
        if d.is_nan() {
            let max = o.ctx.prec - o.ctx.clamp as i64;
            if d.digits() > max && !d.coeff.is_zero() {
                return Ok(o.invalid(cond::CONVERSION_SYNTAX));
            }
            return Ok(d.clone());
        }
        o.fix(d.clone())
    })?;
    Ok(dec_value(r))
}

fn ctx_create_float(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    ctx_this(this, a.name())?;
    let d = from_float_value(vm, a.arg(0), this)?;
    run(vm, this, |o| o.fix(d)).map(dec_value)
}

/// The methods of one operand (`x.exp()`, `ctx.exp(x)`); `rounding` overrides the
/// context's for the `to_integral` family.
fn unary_method(
    vm: &mut Vm,
    name: &str,
    x: &Dec,
    ctxv: &Value,
    rounding: Option<Rounding>,
) -> PyResult<Value> {
    let ctx = as_ctx(ctxv)
        .map(|c| c.c.get())
        .unwrap_or_else(Ctx::default_ctx);
    let b = |v: bool| Ok(Value::bool(v));
    match name {
        "is_canonical" => return b(true),
        "is_finite" => return b(x.kind == Kind::Finite),
        "is_infinite" => return b(x.is_inf()),
        "is_nan" => return b(x.is_nan()),
        "is_qnan" => return b(x.kind == Kind::NaN),
        "is_snan" => return b(x.kind == Kind::SNaN),
        "is_signed" => return b(x.sign),
        "is_zero" => return b(x.is_zero()),
        "is_normal" => {
            return b(x.kind == Kind::Finite && !x.coeff.is_zero() && x.adjusted() >= ctx.emin);
        }
        "is_subnormal" => {
            return b(x.kind == Kind::Finite && !x.coeff.is_zero() && x.adjusted() < ctx.emin);
        }
        "number_class" => return Ok(Value::str(number_class(x, &ctx))),
        "to_sci_string" => return Ok(Value::string(num::to_string(x, false, ctx.capitals))),
        "to_eng_string" => return Ok(Value::string(num::to_string(x, true, ctx.capitals))),
        "canonical" | "copy_decimal" => return Ok(dec_value(x.clone())),
        "copy_abs" => return Ok(dec_value(x.abs())),
        "copy_negate" => return Ok(dec_value(x.negated())),
        _ => {}
    }
    let r = run(vm, ctxv, |o| {
        let rnd = rounding.unwrap_or(o.ctx.rounding);
        match name {
            "abs" => o.abs(x),
            "plus" => o.plus(x),
            // Rounding to the context alone (libmpdec's `mpd_qfinalize`): signs and
            // signalling NaNs stay.
            "_apply" => {
                if x.is_nan() {
                    o.fix_nan(x)
                } else {
                    o.fix(x.clone())
                }
            }
            "minus" => o.minus(x),
            "exp" => o.exp(x),
            "ln" => o.ln(x),
            "log10" => o.log10(x),
            "logb" => o.logb(x),
            "logical_invert" => o.logical_invert(x),
            "next_minus" => o.next(x, false),
            "next_plus" => o.next(x, true),
            "normalize" => o.normalize(x),
            "sqrt" => o.sqrt(x),
            "to_integral" | "to_integral_value" => o.to_integral(x, rnd, false),
            "to_integral_exact" => o.to_integral(x, rnd, true),
            _ => Ok(Dec::nan()),
        }
    })?;
    Ok(dec_value(r))
}

/// The methods of two operands (`x.compare(y)`, `ctx.compare(x, y)`).
fn binary_method(vm: &mut Vm, name: &str, x: &Dec, y: &Dec, ctxv: &Value) -> PyResult<Value> {
    match name {
        "compare_total" => return Ok(dec_value(arith::ord_dec(total_cmp(x, y)))),
        "compare_total_mag" => return Ok(dec_value(arith::ord_dec(total_cmp(&x.abs(), &y.abs())))),
        "copy_sign" => {
            let mut r = x.clone();
            r.sign = y.sign;
            return Ok(dec_value(r));
        }
        "same_quantum" => {
            let r = if x.is_special() || y.is_special() {
                (x.is_nan() && y.is_nan()) || (x.is_inf() && y.is_inf())
            } else {
                x.exp == y.exp
            };
            return Ok(Value::bool(r));
        }
        "divmod" => {
            let (q, r) = run(vm, ctxv, |o| o.divmod(x, y))?;
            return Ok(Value::tuple(vec![dec_value(q), dec_value(r)]));
        }
        _ => {}
    }
    let r = run(vm, ctxv, |o| match name {
        "add" => o.add(x, y),
        "subtract" => o.sub(x, y),
        "multiply" => o.mul(x, y),
        "divide" => o.div(x, y),
        "divide_int" => o.divint(x, y),
        "remainder" => o.rem(x, y),
        "remainder_near" => o.remainder_near(x, y),
        "compare" => o.compare(x, y),
        "compare_signal" => o.compare_signal(x, y),
        "logical_and" => o.logical(x, y, b'&'),
        "logical_or" => o.logical(x, y, b'|'),
        "logical_xor" => o.logical(x, y, b'^'),
        "max" => o.minmax(x, y, false, false),
        "max_mag" => o.minmax(x, y, false, true),
        "min" => o.minmax(x, y, true, false),
        "min_mag" => o.minmax(x, y, true, true),
        "next_toward" => o.next_toward(x, y),
        "quantize" => {
            let r = o.ctx.rounding;
            o.quantize(x, y, r)
        }
        "rotate" => o.shift(x, y, true),
        "shift" => o.shift(x, y, false),
        "scaleb" => o.scaleb(x, y),
        "power" => o.power(x, y),
        _ => Ok(Dec::nan()),
    })?;
    Ok(dec_value(r))
}

fn number_class(x: &Dec, ctx: &Ctx) -> &'static str {
    match x.kind {
        Kind::SNaN => "sNaN",
        Kind::NaN => "NaN",
        Kind::Inf => {
            if x.sign {
                "-Infinity"
            } else {
                "+Infinity"
            }
        }
        Kind::Finite => {
            let neg = x.sign;
            if x.coeff.is_zero() {
                if neg { "-Zero" } else { "+Zero" }
            } else if x.adjusted() < ctx.emin {
                if neg { "-Subnormal" } else { "+Subnormal" }
            } else if neg {
                "-Normal"
            } else {
                "+Normal"
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// Decimal

/// A `decimal.Decimal` (immutable).
pub struct PyDec(pub Dec);

/// The `Decimal` type.
pub static DECIMAL: NativeType = NativeType {
    name: "decimal.Decimal",
    methods: DECIMAL_METHODS,
};

/// A Decimal value.
pub fn dec_value(d: Dec) -> Value {
    native::value(PyDec(d))
}

fn as_dec(v: &Value) -> Option<&Dec> {
    match v.base_value() {
        Value::Native(o) => o.as_any().downcast_ref::<PyDec>().map(|d| &d.0),
        _ => None,
    }
}

macro_rules! dec_methods {
    ($($id:ident = $m:expr;)*) => {
        $(static $id: Method = $m;)*
        static DECIMAL_METHODS: &[&Method] = &[$(&$id),*];
    };
}

const CTXP: &[&str] = &["context"];
const OTHERP: &[&str] = &["other", "context"];
const ROUNDP: &[&str] = &["rounding", "context"];

dec_methods! {
    D_NEW = Method::function(Sig::raw("__new__"), dec_new);
    D_FROMF = Method::class(Sig::one("from_float"), dec_from_float);
    D_EXP = Method::new(Sig::kw("exp", CTXP, 0, 1, 0), dec_unary);
    D_LN = Method::new(Sig::kw("ln", CTXP, 0, 1, 0), dec_unary);
    D_LOG10 = Method::new(Sig::kw("log10", CTXP, 0, 1, 0), dec_unary);
    D_LOGB = Method::new(Sig::kw("logb", CTXP, 0, 1, 0), dec_unary);
    D_SQRT = Method::new(Sig::kw("sqrt", CTXP, 0, 1, 0), dec_unary);
    D_NORM = Method::new(Sig::kw("normalize", CTXP, 0, 1, 0), dec_unary);
    D_NEXTM = Method::new(Sig::kw("next_minus", CTXP, 0, 1, 0), dec_unary);
    D_NEXTP = Method::new(Sig::kw("next_plus", CTXP, 0, 1, 0), dec_unary);
    D_INV = Method::new(Sig::kw("logical_invert", CTXP, 0, 1, 0), dec_unary);
    D_CLASS = Method::new(Sig::kw("number_class", CTXP, 0, 1, 0), dec_unary);
    D_ISNORM = Method::new(Sig::kw("is_normal", CTXP, 0, 1, 0), dec_unary);
    D_ISSUB = Method::new(Sig::kw("is_subnormal", CTXP, 0, 1, 0), dec_unary);
    D_ENG = Method::new(Sig::kw("to_eng_string", CTXP, 0, 1, 0), dec_unary);
    D_TOINT = Method::new(Sig::kw("to_integral", ROUNDP, 0, 2, 0), dec_unary);
    D_TOINTV = Method::new(Sig::kw("to_integral_value", ROUNDP, 0, 2, 0), dec_unary);
    D_TOINTX = Method::new(Sig::kw("to_integral_exact", ROUNDP, 0, 2, 0), dec_unary);
    D_CMP = Method::new(Sig::kw("compare", OTHERP, 0, 2, 1), dec_binary);
    D_CMPSIG = Method::new(Sig::kw("compare_signal", OTHERP, 0, 2, 1), dec_binary);
    D_CMPT = Method::new(Sig::kw("compare_total", OTHERP, 0, 2, 1), dec_binary);
    D_CMPTM = Method::new(Sig::kw("compare_total_mag", OTHERP, 0, 2, 1), dec_binary);
    D_COPYSIGN = Method::new(Sig::kw("copy_sign", OTHERP, 0, 2, 1), dec_binary);
    D_MAX = Method::new(Sig::kw("max", OTHERP, 0, 2, 1), dec_binary);
    D_MAXMAG = Method::new(Sig::kw("max_mag", OTHERP, 0, 2, 1), dec_binary);
    D_MIN = Method::new(Sig::kw("min", OTHERP, 0, 2, 1), dec_binary);
    D_MINMAG = Method::new(Sig::kw("min_mag", OTHERP, 0, 2, 1), dec_binary);
    D_NEXTT = Method::new(Sig::kw("next_toward", OTHERP, 0, 2, 1), dec_binary);
    D_REMNEAR = Method::new(Sig::kw("remainder_near", OTHERP, 0, 2, 1), dec_binary);
    D_ROT = Method::new(Sig::kw("rotate", OTHERP, 0, 2, 1), dec_binary);
    D_SAMEQ = Method::new(Sig::kw("same_quantum", OTHERP, 0, 2, 1), dec_binary);
    D_SCALEB = Method::new(Sig::kw("scaleb", OTHERP, 0, 2, 1), dec_binary);
    D_SHIFT = Method::new(Sig::kw("shift", OTHERP, 0, 2, 1), dec_binary);
    D_AND = Method::new(Sig::kw("logical_and", OTHERP, 0, 2, 1), dec_binary);
    D_OR = Method::new(Sig::kw("logical_or", OTHERP, 0, 2, 1), dec_binary);
    D_XOR = Method::new(Sig::kw("logical_xor", OTHERP, 0, 2, 1), dec_binary);
    D_QUANT = Method::new(Sig::kw("quantize", &["exp", "rounding", "context"], 0, 3, 1), dec_quantize);
    D_FMA = Method::new(Sig::kw("fma", &["other", "third", "context"], 0, 3, 2), dec_fma);
    D_ADJ = Method::new(Sig::noargs("adjusted"), dec_noargs);
    D_TUPLE = Method::new(Sig::noargs("as_tuple"), dec_noargs);
    D_RATIO = Method::new(Sig::noargs("as_integer_ratio"), dec_noargs);
    D_CANON = Method::new(Sig::noargs("canonical"), dec_noargs);
    D_CONJ = Method::new(Sig::noargs("conjugate"), dec_noargs);
    D_COPYABS = Method::new(Sig::noargs("copy_abs"), dec_noargs);
    D_COPYNEG = Method::new(Sig::noargs("copy_negate"), dec_noargs);
    D_ISCANON = Method::new(Sig::noargs("is_canonical"), dec_noargs);
    D_ISFIN = Method::new(Sig::noargs("is_finite"), dec_noargs);
    D_ISINF = Method::new(Sig::noargs("is_infinite"), dec_noargs);
    D_ISNAN = Method::new(Sig::noargs("is_nan"), dec_noargs);
    D_ISQNAN = Method::new(Sig::noargs("is_qnan"), dec_noargs);
    D_ISSIGNED = Method::new(Sig::noargs("is_signed"), dec_noargs);
    D_ISSNAN = Method::new(Sig::noargs("is_snan"), dec_noargs);
    D_ISZERO = Method::new(Sig::noargs("is_zero"), dec_noargs);
    D_RADIX = Method::new(Sig::noargs("radix"), dec_noargs);
    D_FLOAT = Method::new(Sig::noargs("__float__"), dec_noargs);
    D_INT = Method::new(Sig::noargs("__int__"), dec_noargs);
    D_FLOOR = Method::new(Sig::noargs("__floor__"), dec_noargs);
    D_CEIL = Method::new(Sig::noargs("__ceil__"), dec_noargs);
    D_TRUNC = Method::new(Sig::noargs("__trunc__"), dec_noargs);
    D_COMPLEX = Method::new(Sig::noargs("__complex__"), dec_noargs);
    D_COPY = Method::new(Sig::noargs("__copy__"), dec_noargs);
    D_REPR = Method::new(Sig::wrapper("__repr__", 0), dec_noargs);
    D_STR = Method::new(Sig::wrapper("__str__", 0), dec_noargs);
    D_DEEPCOPY = Method::new(Sig::one("__deepcopy__"), dec_deepcopy);
    D_ROUND = Method::new(Sig::pos("__round__", 0, 1), dec_round);
    D_DIVMOD = Method::new(Sig::one("__divmod__"), dec_divmod);
    D_RDIVMOD = Method::new(Sig::one("__rdivmod__"), dec_divmod);
    D_POW = Method::new(Sig::pos("__pow__", 1, 2), dec_pow3);
    D_FORMAT = Method::new(Sig::pos("__format__", 1, 2), dec_format);
}

fn dec_this<'a>(this: &'a Value, name: &str) -> PyResult<&'a Dec> {
    native::this::<PyDec>(this, &DECIMAL, name).map(|d| &d.0)
}

/// A float as the exact Decimal it is (`Decimal.from_float`), without flags.
fn exact_float(f: f64) -> Dec {
    if f.is_nan() {
        let mut d = Dec::nan();
        d.sign = f.is_sign_negative();
        return d;
    }
    if f.is_infinite() {
        return Dec::inf(f < 0.0);
    }
    let sign = f.is_sign_negative();
    let bits = f.abs().to_bits();
    let exp_bits = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1u64 << 52) - 1);
    let (mut m, mut e) = if exp_bits == 0 {
        (frac, -1074i64)
    } else {
        (frac | (1u64 << 52), exp_bits - 1075)
    };
    if m == 0 {
        return Dec::small(sign, 0, 0);
    }
    let tz = m.trailing_zeros() as i64;
    m >>= tz;
    e += tz;
    if e >= 0 {
        Dec::new(sign, BigUint::from(m) << (e as u64), 0)
    } else {
        // m / 2^k = m * 5^k / 10^k.
        let k = (-e) as u32;
        Dec::new(
            sign,
            BigUint::from(m) * BigUint::from(5u32).pow(k),
            -(k as i64),
        )
    }
}

/// A float argument as a Decimal, raising FloatOperation on the context when trapped... it
/// is only flagged by construction (`Decimal(1.5)`), never refused unless trapped.
fn from_float_value(vm: &mut Vm, v: &Value, ctxv: &Value) -> PyResult<Dec> {
    match v {
        Value::Float(f) => {
            let d = exact_float(f.get());
            let _ = ctxv;
            Ok(d)
        }
        Value::Int(_) | Value::BigInt(_) | Value::Bool(_) => operand(vm, v).map(Cow::into_owned),
        _ => Err(PyErr::type_err("argument must be int or float")),
    }
}

/// `Decimal(value)` before any rounding: strings exactly (or a NaN under
/// ConversionSyntax), ints and floats exactly, tuples, Decimals.
fn construct(vm: &mut Vm, v: &Value, ctxv: &Value, strict: bool) -> PyResult<Dec> {
    match v {
        Value::Str(s) => match num::parse(&s.s, strict) {
            Some(d) => Ok(d),
            None => run(vm, ctxv, |o| Ok(o.invalid(cond::CONVERSION_SYNTAX))),
        },
        Value::Float(f) => {
            let d = exact_float(f.get());
            run(vm, ctxv, |o| {
                o.raise(cond::FLOAT_OPERATION);
                Ok(())
            })?;
            Ok(d)
        }
        Value::Tuple(_) | Value::List(_) => from_tuple(vm, v),
        _ => match convert(v) {
            Some(d) => Ok(d.into_owned()),
            None => match v.payload() {
                Some(p @ Value::Str(_)) => {
                    let p = p.clone();
                    construct(vm, &p, ctxv, strict)
                }
                _ => Err(PyErr::type_err(format!(
                    "conversion from {} to Decimal is not supported",
                    v.type_name()
                ))),
            },
        },
    }
}

/// `Decimal((sign, digits, exponent))`.
fn from_tuple(vm: &mut Vm, v: &Value) -> PyResult<Dec> {
    let items = vm.collect(v)?;
    if items.len() != 3 {
        return Err(PyErr::value_err("argument must be a sequence of length 3"));
    }
    let sign = match &items[0] {
        Value::Int(0) | Value::Bool(PyBool::False) => false,
        Value::Int(1) | Value::Bool(PyBool::True) => true,
        _ => {
            return Err(PyErr::value_err(
                "sign must be an integer with the value 0 or 1",
            ));
        }
    };
    let kind = match &items[2] {
        Value::Str(s) => match &*s.s {
            "F" => Kind::Inf,
            "n" => Kind::NaN,
            "N" => Kind::SNaN,
            _ => {
                return Err(PyErr::value_err(
                    "string argument in the third position must be 'F', 'n' or 'N'",
                ));
            }
        },
        Value::Int(_) | Value::BigInt(_) | Value::Bool(_) => Kind::Finite,
        _ => return Err(PyErr::value_err("exponent must be an integer")),
    };
    let digits = match &items[1] {
        Value::Tuple(_) | Value::List(_) => vm.collect(&items[1])?,
        _ => return Err(PyErr::value_err("coefficient must be a tuple of digits")),
    };
    let mut s = String::with_capacity(digits.len());
    for d in &digits {
        match d {
            Value::Int(i) if (0..=9).contains(i) => s.push(char::from(b'0' + *i as u8)),
            _ => return Err(PyErr::value_err("coefficient must be a tuple of digits")),
        }
    }
    let s = s.trim_start_matches('0');
    let coeff = if s.is_empty() {
        BigUint::zero()
    } else {
        s.parse::<BigUint>().unwrap_or_default()
    };
    Ok(match kind {
        Kind::Finite => {
            let exp = match &items[2] {
                Value::Int(i) => *i,
                Value::Bool(b) => *b as i64,
                Value::BigInt(b) => {
                    if b.sign() == Sign::Minus {
                        i64::MIN / 4
                    } else {
                        i64::MAX / 4
                    }
                }
                _ => 0,
            };
            Dec::new(sign, coeff, exp)
        }
        Kind::Inf => Dec::inf(sign),
        k => Dec {
            sign,
            coeff,
            exp: 0,
            kind: k,
        },
    })
}

/// `Decimal(value="0", context=None)`.
fn dec_new(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    static SIG: Sig = Sig::kw("Decimal", &["value", "context"], 0, 2, 0);
    let (pos, kw) = a.raw();
    let (cls, pos) = native::subclass_new(vm, this, pos, &DECIMAL)?;
    let b = crate::builtins::args::bind(&SIG, None, "Decimal", pos, kw)?;
    let ctxv = ctx_arg(vm, b.get(1))?;
    let v = match b.get(0) {
        Some(v) => v.clone(),
        None => dec_value(Dec::small(false, 0, 0)),
    };
    // (A Decimal is itself; a subclass's instance gives its value.)
    let v = if matches!(v, Value::Native(_)) && as_dec(&v).is_some() {
        v
    } else if let Some(d) = as_dec(&v) {
        dec_value(d.clone())
    } else {
        dec_value(construct(vm, &v, &ctxv, false)?)
    };
    Ok(native::subclass_instance(cls, v))
}

fn dec_from_float(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let ctxv = current(vm);
    let d = from_float_value(vm, a.arg(0), &ctxv)?;
    Ok(dec_value(d))
}

fn dec_unary(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let x = dec_this(this, a.name())?.clone();
    let name = a.name();
    let (rounding, ctx_i) = if name.starts_with("to_integral") {
        (a.opt(0).map(rounding_arg).transpose()?, 1)
    } else {
        (None, 0)
    };
    let ctxv = ctx_arg(vm, a.get(ctx_i))?;
    unary_method(vm, name, &x, &ctxv, rounding)
}

fn dec_binary(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let x = dec_this(this, a.name())?.clone();
    let y = operand(vm, a.arg(0))?;
    let ctxv = ctx_arg(vm, a.get(1))?;
    binary_method(vm, a.name(), &x, &y, &ctxv)
}

fn dec_quantize(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let x = dec_this(this, a.name())?;
    let y = operand(vm, a.arg(0))?;
    let rounding = a.opt(1).map(rounding_arg).transpose()?;
    let ctxv = ctx_arg(vm, a.get(2))?;
    run(vm, &ctxv, |o| {
        let r = rounding.unwrap_or(o.ctx.rounding);
        o.quantize(x, &y, r)
    })
    .map(dec_value)
}

fn dec_fma(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let x = dec_this(this, a.name())?.clone();
    let y = operand(vm, a.arg(0))?;
    let z = operand(vm, a.arg(1))?;
    let ctxv = ctx_arg(vm, a.get(2))?;
    run(vm, &ctxv, |o| o.fma(&x, &y, &z)).map(dec_value)
}

/// CPython's error for converting a NaN or an Infinity to an integer (`what`: `integer` or
/// `integer ratio`).
fn check_finite(d: &Dec, what: &str) -> PyResult<()> {
    match d.kind {
        Kind::NaN | Kind::SNaN => Err(PyErr::value_err(format!("cannot convert NaN to {what}"))),
        Kind::Inf => Err(PyErr::msg(
            ExcKind::OverflowError,
            format!("cannot convert Infinity to {what}"),
        )),
        Kind::Finite => Ok(()),
    }
}

/// `int(d)` rounded with `r` (NaN and Infinity refused as CPython does).
fn to_int(vm: &mut Vm, d: &Dec, r: Rounding) -> PyResult<Value> {
    check_finite(d, "integer")?;
    let mut op = Op::new(vm, Ctx::default_ctx());
    let i = if d.exp >= 0 {
        op.guard_digits(d.exp as u64 + d.digits() as u64)?;
        &d.coeff * op.p10(d.exp as u64)?
    } else {
        op.rescale(d, 0, r)?.coeff
    };
    let i = BigInt::from_biguint(Sign::Plus, i);
    Ok(Value::from_big(if d.sign { -i } else { i }))
}

fn dec_noargs(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let x = dec_this(this, a.name())?.clone();
    let b = |v: bool| Ok(Value::bool(v));
    match a.name() {
        "adjusted" => Ok(Value::Int(x.adjusted())),
        "as_tuple" => as_tuple(vm, &x),
        "as_integer_ratio" => as_integer_ratio(vm, &x),
        "canonical" | "conjugate" | "__copy__" => Ok(this.clone()),
        "copy_abs" => Ok(dec_value(x.abs())),
        "copy_negate" => Ok(dec_value(x.negated())),
        "is_canonical" => b(true),
        "is_finite" => b(x.kind == Kind::Finite),
        "is_infinite" => b(x.is_inf()),
        "is_nan" => b(x.is_nan()),
        "is_qnan" => b(x.kind == Kind::NaN),
        "is_snan" => b(x.kind == Kind::SNaN),
        "is_signed" => b(x.sign),
        "is_zero" => b(x.is_zero()),
        "radix" => Ok(dec_value(Dec::small(false, 10, 0))),
        "__float__" => Ok(Value::float(to_f64(&x)?)),
        "__complex__" => Ok(crate::values::complex::complex_value(to_f64(&x)?, 0.0)),
        "__int__" | "__trunc__" => to_int(vm, &x, Rounding::Down),
        "__floor__" => to_int(vm, &x, Rounding::Floor),
        "__ceil__" => to_int(vm, &x, Rounding::Ceiling),
        "__repr__" => Ok(Value::string(PyDec(x).repr(vm, this)?)),
        _ => Ok(Value::string(PyDec(x).str(vm, this)?)),
    }
}

fn dec_deepcopy(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    dec_this(this, a.name())?;
    Ok(this.clone())
}

fn to_f64(x: &Dec) -> PyResult<f64> {
    match x.kind {
        Kind::SNaN => Err(PyErr::value_err("cannot convert signaling NaN to float")),
        Kind::NaN => Ok(if x.sign { -f64::NAN } else { f64::NAN }),
        Kind::Inf => Ok(if x.sign {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        }),
        Kind::Finite => {
            if x.coeff.is_zero() {
                return Ok(if x.sign { -0.0 } else { 0.0 });
            }
            // Past these exponents the value is 0 or infinite whatever the digits.
            let adj = x.adjusted();
            if adj > 400 {
                return Ok(if x.sign {
                    f64::NEG_INFINITY
                } else {
                    f64::INFINITY
                });
            }
            if adj < -400 {
                return Ok(if x.sign { -0.0 } else { 0.0 });
            }
            let s = format!(
                "{}{}e{}",
                if x.sign { "-" } else { "" },
                x.coeff.to_str_radix(10),
                x.exp
            );
            Ok(s.parse::<f64>().unwrap_or(f64::NAN))
        }
    }
}

fn as_tuple(vm: &mut Vm, x: &Dec) -> PyResult<Value> {
    let digits: Vec<Value> = if x.kind == Kind::Inf {
        vec![Value::Int(0)]
    } else if x.is_nan() && x.coeff.is_zero() {
        vec![]
    } else {
        x.coeff
            .to_str_radix(10)
            .bytes()
            .map(|c| Value::Int((c - b'0') as i64))
            .collect()
    };
    let exp = match x.kind {
        Kind::Finite => Value::Int(x.exp),
        Kind::Inf => Value::str("F"),
        Kind::NaN => Value::str("n"),
        Kind::SNaN => Value::str("N"),
    };
    let args = vec![Value::Int(x.sign as i64), Value::tuple(digits), exp];
    let module = vm.import("decimal")?;
    let cls = vm.get_attr(&module, "DecimalTuple")?;
    vm.call(&cls, args, vec![])
}

fn as_integer_ratio(vm: &mut Vm, x: &Dec) -> PyResult<Value> {
    check_finite(x, "integer ratio")?;
    let op = Op::new(vm, Ctx::default_ctx());
    let (n, d) = if x.exp >= 0 {
        (&x.coeff * op.p10(x.exp as u64)?, BigUint::from(1u32))
    } else {
        let d = op.p10((-x.exp) as u64)?;
        let g = x.coeff.gcd(&d);
        if g.is_zero() {
            (BigUint::zero(), BigUint::from(1u32))
        } else {
            (&x.coeff / &g, d / g)
        }
    };
    let n = BigInt::from_biguint(Sign::Plus, n);
    Ok(Value::tuple(vec![
        Value::from_big(if x.sign { -n } else { n }),
        Value::from_big(BigInt::from_biguint(Sign::Plus, d)),
    ]))
}

fn dec_round(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let x = dec_this(this, a.name())?.clone();
    match a.get(0) {
        None => to_int(vm, &x, Rounding::HalfEven),
        Some(n) => {
            let n = match n {
                Value::Int(i) => *i,
                Value::Bool(b) => *b as i64,
                _ => return Err(PyErr::type_err("optional arg must be an integer")),
            };
            let ctxv = current(vm);
            let q = Dec::small(false, 1, n.saturating_neg());
            run(vm, &ctxv, |o| {
                let r = o.ctx.rounding;
                o.quantize(&x, &q, r)
            })
            .map(dec_value)
        }
    }
}

fn dec_divmod(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let x = dec_this(this, a.name())?.clone();
    let Some(y) = convert(a.arg(0)) else {
        return Ok(Value::NotImplemented);
    };
    let y = y.into_owned();
    let (x, y) = if a.name() == "__rdivmod__" {
        (y, x)
    } else {
        (x, y)
    };
    let ctxv = current(vm);
    let (q, r) = run(vm, &ctxv, |o| o.divmod(&x, &y))?;
    Ok(Value::tuple(vec![dec_value(q), dec_value(r)]))
}

fn dec_pow3(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let x = dec_this(this, a.name())?.clone();
    let Some(y) = convert(a.arg(0)) else {
        return Ok(Value::NotImplemented);
    };
    let ctxv = current(vm);
    match a.opt(1) {
        Some(m) => {
            let Some(m) = convert(m) else {
                return Ok(Value::NotImplemented);
            };
            run(vm, &ctxv, |o| o.power_mod(&x, &y, &m)).map(dec_value)
        }
        None => run(vm, &ctxv, |o| o.power(&x, &y)).map(dec_value),
    }
}

fn dec_format(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let x = dec_this(this, a.name())?.clone();
    let Value::Str(spec) = a.arg(0) else {
        return Err(PyErr::type_err("format arg must be str"));
    };
    let spec = spec.s.to_string();
    let ctxv = current(vm);
    run(vm, &ctxv, |o| format::format(o, &x, &spec)).map(Value::string)
}

/// `hash(d)`: CPython's numeric hash, equal to the hash of an equal int, float or Fraction.
fn dec_hash(d: &Dec) -> PyResult<Option<i64>> {
    const M: u64 = crate::values::float::HASH_MODULUS;
    match d.kind {
        Kind::SNaN => return Err(PyErr::type_err("Cannot hash a signaling NaN value")),
        Kind::NaN => return Ok(None),
        Kind::Inf => return Ok(Some(if d.sign { -314159 } else { 314159 })),
        Kind::Finite => {}
    }
    let mulmod = |a: u64, b: u64| ((a as u128 * b as u128) % M as u128) as u64;
    let powmod = |mut b: u64, mut e: u64| {
        let mut r = 1u64;
        while e > 0 {
            if e & 1 == 1 {
                r = mulmod(r, b);
            }
            b = mulmod(b, b);
            e >>= 1;
        }
        r
    };
    // 10's inverse modulo 2**61 - 1.
    let inv10 = powmod(10, M - 2);
    let exp_hash = if d.exp >= 0 {
        powmod(10, d.exp as u64)
    } else {
        powmod(inv10, d.exp.unsigned_abs())
    };
    let c = (&d.coeff % BigUint::from(M)).to_u64().unwrap_or(0);
    let h = mulmod(c, exp_hash) as i64;
    let h = if d.sign { -h } else { h };
    Ok(Some(if h == -1 { -2 } else { h }))
}

/// A comparison operand: Decimal, int, or (flagging FloatOperation) float.
fn cmp_operand(v: &Value) -> Option<(Cow<'_, Dec>, bool)> {
    if let Some(d) = convert(v) {
        return Some((d, false));
    }
    match v {
        Value::Float(f) => Some((Cow::Owned(exact_float(f.get())), true)),
        _ => None,
    }
}

/// A decimal from its saved digits (a session restored, `host/save/`), through the
/// `Decimal` constructor, which reads a string exactly.
pub fn restore(vm: &mut Vm, state: Value) -> PyResult<Value> {
    let Value::Str(_) = &state else {
        return Err(PyErr::value_err("bad saved decimal"));
    };
    let m = vm.import("decimal")?;
    let cls = vm.get_attr(&m, "Decimal")?;
    let d = vm.call(&cls, vec![state], vec![])?;
    match &d {
        Value::Native(o) if std::ptr::eq(o.native_type(), &DECIMAL) => Ok(d),
        _ => Err(PyErr::value_err("bad saved decimal")),
    }
}

impl NativeObject for PyDec {
    fn native_type(&self) -> &'static NativeType {
        &DECIMAL
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
    /// Its digits as `str()` writes them, which [`restore`] reads back exactly.
    fn save(&self) -> Result<Value, String> {
        Ok(Value::string(num::to_string(&self.0, false, true)))
    }
    fn repr(&self, vm: &mut Vm, _: &Value) -> PyResult<String> {
        let caps = as_ctx(&current(vm)).is_none_or(|c| c.c.get().capitals);
        Ok(format!(
            "Decimal('{}')",
            num::to_string(&self.0, false, caps)
        ))
    }
    fn str(&self, vm: &mut Vm, _: &Value) -> PyResult<String> {
        let caps = as_ctx(&current(vm)).is_none_or(|c| c.c.get().capitals);
        Ok(num::to_string(&self.0, false, caps))
    }
    fn getattr(&self, _: &mut Vm, name: &str) -> PyResult<Option<Value>> {
        Ok(match name {
            "real" => Some(dec_value(self.0.clone())),
            "imag" => Some(dec_value(Dec::small(false, 0, 0))),
            _ => None,
        })
    }
    fn hash(&self, _: &mut Vm) -> PyResult<Option<i64>> {
        dec_hash(&self.0)
    }
    fn key_eq(&self, other: &Value) -> Option<bool> {
        let (o, _) = cmp_operand(other)?;
        if self.0.is_nan() || o.is_nan() {
            return Some(false);
        }
        Some(num::cmp_num(&self.0, &o) == Ordering::Equal)
    }
    fn eq(&self, vm: &mut Vm, other: &Value) -> PyResult<Option<bool>> {
        let Some((o, is_float)) = cmp_operand(other) else {
            return Ok(None);
        };
        let ctxv = current(vm);
        if is_float {
            // Equality with a float only flags FloatOperation (never traps).
            if let Some(c) = as_ctx(&ctxv) {
                let mut cc = c.c.get();
                cc.flags |= cond::FLOAT_OPERATION;
                c.c.set(cc);
            }
        }
        if self.0.kind == Kind::SNaN || o.kind == Kind::SNaN {
            run(vm, &ctxv, |op| {
                op.raise(cond::INVALID_OPERATION);
                Ok(())
            })?;
            return Ok(Some(false));
        }
        if self.0.is_nan() || o.is_nan() {
            return Ok(Some(false));
        }
        Ok(Some(num::cmp_num(&self.0, &o) == Ordering::Equal))
    }
    fn compare(&self, vm: &mut Vm, other: &Value) -> PyResult<Option<Ordering>> {
        let Some((o, is_float)) = cmp_operand(other) else {
            return Ok(None);
        };
        let ctxv = current(vm);
        if is_float {
            run(vm, &ctxv, |op| {
                op.raise(cond::FLOAT_OPERATION);
                Ok(())
            })?;
        }
        Ok(Some(num::cmp_num(&self.0, &o)))
    }
    fn rich_compare(&self, vm: &mut Vm, op: CmpOp, other: &Value) -> PyResult<Option<bool>> {
        if matches!(op, CmpOp::Eq | CmpOp::Ne) {
            return Ok(None);
        }
        let Some((o, is_float)) = cmp_operand(other) else {
            return Ok(None);
        };
        if !(self.0.is_nan() || o.is_nan()) {
            return Ok(None);
        }
        let ctxv = current(vm);
        run(vm, &ctxv, |p| {
            if is_float {
                p.raise(cond::FLOAT_OPERATION);
            }
            p.raise(cond::INVALID_OPERATION);
            Ok(())
        })?;
        Ok(Some(false))
    }
    fn binary(
        &self,
        vm: &mut Vm,
        op: BinOp,
        other: &Value,
        reflected: bool,
    ) -> PyResult<Option<Value>> {
        let Some(o) = convert(other) else {
            return Ok(None);
        };
        let o: &Dec = &o;
        let (x, y) = if reflected {
            (o, &self.0)
        } else {
            (&self.0, o)
        };
        let ctxv = current(vm);
        let r = run(vm, &ctxv, |p| {
            Ok(Some(match op {
                BinOp::Add => p.add(x, y)?,
                BinOp::Sub => p.sub(x, y)?,
                BinOp::Mul => p.mul(x, y)?,
                BinOp::TrueDiv => p.div(x, y)?,
                BinOp::FloorDiv => p.divint(x, y)?,
                BinOp::Mod => p.rem(x, y)?,
                BinOp::Pow => p.power(x, y)?,
                _ => return Ok(None),
            }))
        })?;
        Ok(r.map(dec_value))
    }
    fn unary(&self, vm: &mut Vm, op: UnOp) -> PyResult<Option<Value>> {
        let ctxv = current(vm);
        let x = &self.0;
        let r = run(vm, &ctxv, |p| {
            Ok(Some(match op {
                UnOp::Neg => p.minus(x)?,
                UnOp::Pos => p.plus(x)?,
                _ => return Ok(None),
            }))
        })?;
        Ok(r.map(dec_value))
    }
    fn abs(&self, vm: &mut Vm) -> PyResult<Option<Value>> {
        let ctxv = current(vm);
        run(vm, &ctxv, |p| p.abs(&self.0)).map(|d| Some(dec_value(d)))
    }
    fn truthy(&self, _: &mut Vm) -> PyResult<Option<bool>> {
        Ok(Some(self.0.is_special() || !self.0.coeff.is_zero()))
    }
    fn format(&self, vm: &mut Vm, spec: &str) -> PyResult<Option<String>> {
        let ctxv = current(vm);
        run(vm, &ctxv, |o| format::format(o, &self.0, spec)).map(Some)
    }
}
