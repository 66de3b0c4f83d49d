//! Coroutines and asynchronous generators, built on the generator machinery.
//!
//! An `async def` compiles to a suspendable frame like a generator; the object calling it
//! makes is a [`Generator`] whose [`GenKind`] says which of CPython's three types it is.
//! `await x` is `GetAwaitable` + `YieldFrom`: the awaitable's iterator (a coroutine itself, or
//! what `__await__` returns) runs inside the awaiting frame, and what it yields (an event
//! loop's future) passes through every awaiting frame up to whoever drives the outermost
//! coroutine (`coro.send(None)` in `asyncio`'s tasks). A deep chain of awaits nests one run
//! loop per level, bounded by the depth guard like any other nesting.
//!
//! An asynchronous generator's own `yield` wraps its value ([`AsyncGenValue`]) so that the
//! awaitables of `__anext__`/`asend`/`athrow`/`aclose` ([`AsyncGenAwait`]) can tell it from
//! the futures its awaits pass through: a wrapped value ends the awaitable with that value
//! (`StopIteration(value)`), anything else is yielded on to the event loop.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use super::call::GenStep;
use super::instr::exceptions::remove_handling;
use super::{Block, ExcKind, Flow, Frame, PyErr, PyResult, Vm};
use crate::builtins::args::{Args, Method, Sig, Table};
use crate::compile::code::Op;
use crate::values::native::{self, NativeObject, NativeType};
use crate::values::{GenKind, Generator, IterState, Value};

/// A value an asynchronous generator yields to its consumer (made by `AsyncGenWrap`).
pub struct AsyncGenValue(pub Value);

/// The type of [`AsyncGenValue`] (never visible to Python code).
pub static ASYNC_GEN_VALUE: NativeType = NativeType {
    name: "async_generator_wrapped_value",
    methods: &[],
};

impl NativeObject for AsyncGenValue {
    fn native_type(&self) -> &'static NativeType {
        &ASYNC_GEN_VALUE
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

/// What an [`AsyncGenAwait`] does to its generator when first driven.
enum AOp {
    /// `__anext__()` / `asend(v)`: resume with the value.
    Send(Value),
    /// `athrow(exc)`: throw it in.
    Throw(Value),
    /// `aclose()`: throw `GeneratorExit` in.
    Close,
}

/// The awaitable of `agen.__anext__()`, `asend(v)`, `athrow(exc)` or `aclose()`: driving it
/// (by `await`, or `send`/`throw` by hand) resumes the generator until its next `yield`.
pub struct AsyncGenAwait {
    agen: Rc<RefCell<Generator>>,
    op: RefCell<Option<AOp>>,
    /// Whether `__anext__`/`asend` made it (else `athrow`/`aclose`: their wording differs).
    asend: bool,
    /// Whether `aclose` made it (ignoring `GeneratorExit` is an error; the end is `None`).
    close: bool,
    /// Whether it finished (driving it again is a `RuntimeError`).
    done: Cell<bool>,
}

/// The type of the awaitables of `__anext__` and `asend`.
pub static ASYNC_GEN_ASEND: NativeType = NativeType {
    name: "async_generator_asend",
    methods: &[
        &AW_SEND, &AW_THROW, &AW_CLOSE, &AW_NEXT, &AW_ITER, &AW_AWAIT,
    ],
};

/// The type of the awaitables of `athrow` and `aclose`.
pub static ASYNC_GEN_ATHROW: NativeType = NativeType {
    name: "async_generator_athrow",
    methods: &[
        &AW_SEND, &AW_THROW, &AW_CLOSE, &AW_NEXT, &AW_ITER, &AW_AWAIT,
    ],
};

impl NativeObject for AsyncGenAwait {
    fn native_type(&self) -> &'static NativeType {
        if self.asend {
            &ASYNC_GEN_ASEND
        } else {
            &ASYNC_GEN_ATHROW
        }
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
    fn is_iterator(&self) -> bool {
        true
    }
    fn next(&self, vm: &mut Vm) -> PyResult<Option<Value>> {
        match self.step(vm, Value::None, None)? {
            GenStep::Yielded(v) => Ok(Some(v)),
            GenStep::Returned(v) => Err(stop_iteration(v)),
        }
    }
}

/// `StopIteration(v)` (no argument for `None`, as CPython).
fn stop_iteration(v: Value) -> PyErr {
    PyErr::New(
        ExcKind::StopIteration,
        if matches!(v, Value::None) {
            vec![]
        } else {
            vec![v]
        },
    )
}

/// Whether `e` is an exception of class `kind` (or a subclass).
pub(crate) fn is_kind(vm: &Vm, e: &PyErr, kind: ExcKind) -> bool {
    match e {
        PyErr::New(k, _) => vm.types.exc(*k).is_subclass(vm.types.exc(kind)),
        PyErr::Obj(o) => o.class.is_subclass(vm.types.exc(kind)),
        _ => false,
    }
}

impl AsyncGenAwait {
    /// Drive the awaitable once: `sent` goes into the generator, or `throw` is thrown in.
    fn step(&self, vm: &mut Vm, sent: Value, throw: Option<PyErr>) -> PyResult<GenStep> {
        if self.done.get() {
            return Err(PyErr::msg(
                ExcKind::RuntimeError,
                if !self.asend {
                    "cannot reuse already awaited aclose()/athrow()"
                } else {
                    "cannot reuse already awaited __anext__()/asend()"
                },
            ));
        }
        let first = self.op.borrow_mut().take();
        let (sent, throw) = match first {
            None => (sent, throw),
            Some(AOp::Send(v)) => match throw {
                Some(e) => (Value::None, Some(e)),
                None => {
                    let fresh = self.agen.borrow().frame.as_ref().is_some_and(|f| f.pc == 0);
                    if fresh && !matches!(v, Value::None) {
                        self.done.set(true);
                        return Err(PyErr::type_err(
                            "can't send non-None value to a just-started async generator",
                        ));
                    }
                    (v, None)
                }
            },
            Some(AOp::Throw(exc)) => {
                let inst = vm.make_exception(exc)?;
                (Value::None, Some(PyErr::Obj(inst)))
            }
            Some(AOp::Close) => (
                Value::None,
                Some(PyErr::New(ExcKind::GeneratorExit, vec![])),
            ),
        };
        let r = vm.gen_resume(&self.agen, sent, throw);
        match r {
            Ok(GenStep::Yielded(v)) => {
                if let Value::Native(o) = &v {
                    if let Some(w) = o.as_any().downcast_ref::<AsyncGenValue>() {
                        self.done.set(true);
                        if self.close {
                            return Err(PyErr::msg(
                                ExcKind::RuntimeError,
                                "async generator ignored GeneratorExit",
                            ));
                        }
                        return Ok(GenStep::Returned(w.0.clone()));
                    }
                }
                Ok(GenStep::Yielded(v))
            }
            Ok(GenStep::Returned(_)) => {
                self.done.set(true);
                if self.close {
                    return Ok(GenStep::Returned(Value::None));
                }
                Err(PyErr::New(ExcKind::StopAsyncIteration, vec![]))
            }
            Err(e) => {
                self.done.set(true);
                if self.close
                    && (is_kind(vm, &e, ExcKind::GeneratorExit)
                        || is_kind(vm, &e, ExcKind::StopAsyncIteration))
                {
                    return Ok(GenStep::Returned(Value::None));
                }
                Err(e)
            }
        }
    }
}

/// The awaitable behind `v`, if it is one of ours.
fn as_agen_await(v: &Value) -> Option<&AsyncGenAwait> {
    match v {
        Value::Native(o) => o.as_any().downcast_ref::<AsyncGenAwait>(),
        _ => None,
    }
}

static AW_SEND: Method = Method::new(Sig::one("send"), aw_send);
static AW_THROW: Method = Method::new(Sig::pos("throw", 1, 3), aw_throw);
static AW_CLOSE: Method = Method::new(Sig::noargs("close"), aw_close);
static AW_NEXT: Method = Method::new(Sig::wrapper("__next__", 0), aw_next);
static AW_ITER: Method = Method::new(Sig::wrapper("__iter__", 0), itself);
static AW_AWAIT: Method = Method::new(Sig::wrapper("__await__", 0), itself);

fn this_await<'a>(this: &'a Value, name: &str) -> PyResult<&'a AsyncGenAwait> {
    as_agen_await(this).ok_or_else(|| {
        PyErr::type_err(format!(
            "descriptor '{name}' requires a 'async_generator_asend' object but received a '{}'",
            this.type_name()
        ))
    })
}

fn step_result(r: GenStep) -> PyResult<Value> {
    match r {
        GenStep::Yielded(v) => Ok(v),
        GenStep::Returned(v) => Err(stop_iteration(v)),
    }
}

fn aw_send(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let r = this_await(this, "send")?.step(vm, a.arg(0).clone(), None)?;
    step_result(r)
}

fn aw_next(vm: &mut Vm, this: &Value, _: &Args) -> PyResult<Value> {
    let r = this_await(this, "__next__")?.step(vm, Value::None, None)?;
    step_result(r)
}

fn aw_throw(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let aw = this_await(this, "throw")?;
    let inst = vm.make_exception(a.arg(0).clone())?;
    let r = aw.step(vm, Value::None, Some(PyErr::Obj(inst)))?;
    step_result(r)
}

fn aw_close(_: &mut Vm, this: &Value, _: &Args) -> PyResult<Value> {
    this_await(this, "close")?.done.set(true);
    Ok(Value::None)
}

fn itself(_: &mut Vm, this: &Value, _: &Args) -> PyResult<Value> {
    Ok(this.clone())
}

/// The methods of coroutines.
pub static COROUTINE_TABLE: Table = Table {
    owner: "coroutine",
    methods: &[
        Method::new(Sig::one("send"), crate::builtins::misc_methods::gen_send),
        Method::new(
            Sig::pos("throw", 1, 3),
            crate::builtins::misc_methods::gen_throw,
        ),
        Method::new(
            Sig::noargs("close"),
            crate::builtins::misc_methods::gen_close,
        ),
    ],
};

/// The methods of asynchronous generators.
pub static ASYNC_GEN_TABLE: Table = Table {
    owner: "async_generator",
    methods: &[
        Method::new(Sig::wrapper("__anext__", 0), agen_anext),
        Method::new(Sig::wrapper("__aiter__", 0), itself),
        Method::new(Sig::one("asend"), agen_asend),
        Method::new(Sig::pos("athrow", 1, 3), agen_athrow),
        Method::new(Sig::noargs("aclose"), agen_aclose),
    ],
};

fn agen_of<'a>(this: &'a Value, name: &str) -> PyResult<&'a Rc<RefCell<Generator>>> {
    match this {
        Value::Generator(g) if g.borrow().kind == GenKind::AsyncGenerator => Ok(g),
        _ => Err(crate::builtins::wrong_receiver(
            this,
            "async_generator",
            name,
        )),
    }
}

fn make_await(g: &Rc<RefCell<Generator>>, op: AOp) -> Value {
    let asend = matches!(op, AOp::Send(_));
    let close = matches!(op, AOp::Close);
    native::value(AsyncGenAwait {
        agen: g.clone(),
        op: RefCell::new(Some(op)),
        asend,
        close,
        done: Cell::new(false),
    })
}

fn agen_anext(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    Ok(make_await(agen_of(this, a.name())?, AOp::Send(Value::None)))
}

fn agen_asend(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    Ok(make_await(
        agen_of(this, a.name())?,
        AOp::Send(a.arg(0).clone()),
    ))
}

fn agen_athrow(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    Ok(make_await(
        agen_of(this, a.name())?,
        AOp::Throw(a.arg(0).clone()),
    ))
}

fn agen_aclose(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    Ok(make_await(agen_of(this, a.name())?, AOp::Close))
}

impl Vm {
    /// The iterator `await v` delegates to, with CPython's errors for what is not awaitable.
    pub fn get_awaitable(&mut self, v: Value) -> PyResult<Value> {
        match &v {
            Value::Generator(g) => {
                let kind = g.borrow().kind;
                if kind == GenKind::Coroutine {
                    return Ok(v);
                }
                return Err(not_awaitable(&v));
            }
            Value::Native(_) if as_agen_await(&v).is_some() => return Ok(v),
            _ => {}
        }
        let Some(m) = self.lookup_special(&v, "__await__") else {
            return Err(not_awaitable(&v));
        };
        let it = self.call(&m, vec![], vec![])?;
        let ok = match &it {
            Value::Generator(g) => {
                if g.borrow().kind == GenKind::Coroutine {
                    return Err(PyErr::type_err("__await__() returned a coroutine"));
                }
                g.borrow().kind == GenKind::Generator
            }
            Value::Iter(_) => true,
            Value::Native(o) => o.is_iterator(),
            Value::Instance(_) => self.lookup_special(&it, "__next__").is_some(),
            _ => false,
        };
        if !ok {
            return Err(PyErr::type_err(format!(
                "__await__() returned non-iterator of type '{}'",
                it.type_name()
            )));
        }
        Ok(it)
    }

    /// `yield from` (and `await`): send the value on the stack into the iterator under it.
    /// A plain generator resumes in this run loop (no nested run: what it yields the frame
    /// yields on, see [`super::GenResume::YieldFrom`]), a list or range iterator steps
    /// inline; anything else goes through [`Vm::delegate_send`]. A yield leaves the frame at
    /// this instruction, to send its next value in.
    pub(crate) fn yield_from_op(&mut self, f: &mut Frame) -> PyResult<Flow> {
        let mut sent = f.stack.pop().unwrap();
        loop {
            let step = match f.stack.last() {
                Some(Value::Generator(g)) => {
                    let g = g.clone();
                    if let Some(frame) =
                        Self::gen_frame_for_loop(&g, sent.clone(), super::GenResume::YieldFrom)?
                    {
                        return Ok(Flow::Push(frame));
                    }
                    None
                }
                Some(Value::Iter(st)) if matches!(sent, Value::None) => {
                    let mut s = st.borrow_mut();
                    match &mut *s {
                        IterState::Range(cur, stop, step) => Some(
                            if (*step > 0 && *cur < *stop) || (*step < 0 && *cur > *stop) {
                                let v = *cur;
                                *cur = cur.saturating_add(*step);
                                GenStep::Yielded(Value::Int(v))
                            } else {
                                GenStep::Returned(Value::None)
                            },
                        ),
                        IterState::List(l, i) => {
                            let item = l.borrow().get(*i).map(super::ops::clone_fast);
                            Some(match item {
                                Some(v) => {
                                    *i += 1;
                                    GenStep::Yielded(v)
                                }
                                None => {
                                    *s = IterState::Done;
                                    GenStep::Returned(Value::None)
                                }
                            })
                        }
                        _ => None,
                    }
                }
                _ => None,
            };
            let step = match step {
                Some(step) => step,
                None => {
                    let it = f.stack.last().unwrap().clone();
                    self.delegate_send(&it, sent)?
                }
            };
            match step {
                GenStep::Yielded(v) => {
                    if self.drain.is_some() && self.drained_frame(f) {
                        // The frame of a drained generator (vm/drain.rs): the value goes to the
                        // sink and the delegation goes on here, each value counted as the
                        // `yield from` resumed for it.
                        if self.drain_item(v) {
                            self.icount += 1;
                            if self.icount >= self.next_check {
                                self.check_limits()?;
                            }
                            sent = Value::None;
                            continue;
                        }
                        // The sink stopped the drain: suspended here (the value is consumed).
                        f.pc -= 1;
                        return Ok(Flow::Yield(Value::None));
                    }
                    f.pc -= 1;
                    return Ok(Flow::Yield(v));
                }
                GenStep::Returned(v) => {
                    f.stack.pop();
                    f.stack.push(v);
                    return Ok(Flow::Next);
                }
            }
        }
    }

    /// One step of `yield from`/`await` delegation: send `sent` into `it`.
    pub(crate) fn delegate_send(&mut self, it: &Value, sent: Value) -> PyResult<GenStep> {
        match it {
            Value::Generator(g) => self.gen_resume(g, sent, None),
            Value::Native(o) if o.as_any().is::<AsyncGenAwait>() => match as_agen_await(it) {
                Some(aw) => aw.step(self, sent, None),
                None => Ok(GenStep::Returned(Value::None)),
            },
            _ => {
                if !matches!(sent, Value::None) {
                    if let Some(m) = self.lookup_special(it, "send") {
                        return match self.call(&m, vec![sent], vec![]) {
                            Ok(v) => Ok(GenStep::Yielded(v)),
                            Err(e) if is_kind(self, &e, ExcKind::StopIteration) => {
                                Ok(GenStep::Returned(stop_value(self, e)?))
                            }
                            Err(e) => Err(e),
                        };
                    }
                    // CPython calls `it.send(sent)`: an iterator without one cannot take it.
                    return Err(PyErr::msg(
                        ExcKind::AttributeError,
                        format!("'{}' object has no attribute 'send'", it.type_name()),
                    ));
                }
                match self.next(it) {
                    Ok(Some(v)) => Ok(GenStep::Yielded(v)),
                    Ok(None) => Ok(GenStep::Returned(Value::None)),
                    Err(e) if is_kind(self, &e, ExcKind::StopIteration) => {
                        Ok(GenStep::Returned(stop_value(self, e)?))
                    }
                    Err(e) => Err(e),
                }
            }
        }
    }

    /// An exception thrown into a frame suspended in `yield from`/`await` goes to the
    /// iterator it delegates to first, when that can take it (generators, coroutines, the
    /// awaitables of asynchronous generators); `None` when it cannot.
    pub(crate) fn delegate_throw(
        &mut self,
        it: &Value,
        e: PyErr,
    ) -> Result<PyResult<GenStep>, PyErr> {
        match it {
            Value::Generator(g) => Ok(self.gen_resume(g, Value::None, Some(e))),
            Value::Native(o) => match o.as_any().downcast_ref::<AsyncGenAwait>() {
                Some(aw) => Ok(aw.step(self, Value::None, Some(e))),
                None => Err(e),
            },
            _ => Err(e),
        }
    }

    /// The instructions of `await`, `async for` and `async with` (other than `YieldFrom`).
    #[inline(never)]
    pub(crate) fn coro_op(&mut self, f: &mut Frame, op: Op) -> PyResult<Flow> {
        match op {
            Op::GetAwaitable => {
                let v = f.stack.pop().unwrap_or(Value::None);
                let it = self.get_awaitable(v)?;
                f.stack.push(it);
            }
            Op::AsyncGenWrap => {
                let v = f.stack.pop().unwrap_or(Value::None);
                f.stack.push(native::value(AsyncGenValue(v)));
            }
            Op::GetAIter => {
                let v = f.stack.pop().unwrap_or(Value::None);
                let it = self.get_aiter(v)?;
                f.stack.push(it);
            }
            Op::GetANext => {
                let it = f.stack.last().cloned().unwrap_or(Value::None);
                let aw = self.get_anext(&it)?;
                f.stack.push(aw);
            }
            Op::EndAsyncFor => {
                let exc = f.stack.pop().unwrap_or(Value::None);
                let stop = match &exc {
                    Value::Instance(i) => i
                        .class
                        .is_subclass(self.types.exc(ExcKind::StopAsyncIteration)),
                    _ => false,
                };
                if !stop {
                    if let Value::Instance(i) = exc {
                        return Err(PyErr::Obj(i));
                    }
                    return Ok(Flow::Next);
                }
                remove_handling(f);
                f.stack.pop();
            }
            Op::BeforeAsyncWith => {
                let mgr = f.stack.pop().unwrap_or(Value::None);
                let (enter, exit) = self.context_methods(&mgr, true)?;
                let r = self.call(&enter, vec![], vec![])?;
                let aw = self.with_awaitable(r, "__aenter__")?;
                f.stack.push(exit);
                f.stack.push(aw);
            }
            Op::SetupAsyncWith(t) => {
                f.blocks.push(Block::Except {
                    handler: t,
                    depth: f.stack.len().saturating_sub(1) as u32,
                });
            }
            Op::AsyncWithExit => {
                let exit = f.stack.pop().unwrap_or(Value::None);
                let r = self.call(&exit, vec![Value::None, Value::None, Value::None], vec![])?;
                let aw = self.with_awaitable(r, "__aexit__")?;
                f.stack.push(aw);
            }
            Op::AsyncWithExcept => {
                let exc = f.stack.pop().unwrap_or(Value::None);
                let exit = f.stack.pop().unwrap_or(Value::None);
                let cls = Value::Class(self.types.type_of(&exc));
                let r = self.call(&exit, vec![cls, exc.clone(), Value::None], vec![])?;
                let aw = self.with_awaitable(r, "__aexit__")?;
                f.stack.push(exc);
                f.stack.push(aw);
            }
            Op::AsyncWithExceptEnd => {
                let r = f.stack.pop().unwrap_or(Value::None);
                let exc = f.stack.pop().unwrap_or(Value::None);
                if self.truthy(&r)? {
                    remove_handling(f);
                } else if let Value::Instance(i) = exc {
                    return Err(PyErr::Obj(i));
                }
            }
            _ => {
                return Err(PyErr::msg(
                    ExcKind::SystemError,
                    "unexpected instruction for coroutines",
                ));
            }
        }
        Ok(Flow::Next)
    }

    /// The awaitable of what `__aenter__`/`__aexit__` returned, with CPython's message.
    fn with_awaitable(&mut self, r: Value, which: &str) -> PyResult<Value> {
        let tn = r.type_name().to_string();
        self.get_awaitable(r).map_err(|e| match e {
            PyErr::New(ExcKind::TypeError, _) => PyErr::type_err(format!(
                "'async with' received an object from {which} that does not implement __await__: {tn}"
            )),
            e => e,
        })
    }

    /// `async for`'s `__aiter__()`.
    fn get_aiter(&mut self, v: Value) -> PyResult<Value> {
        if let Value::Generator(g) = &v {
            if g.borrow().kind == GenKind::AsyncGenerator {
                return Ok(v);
            }
        }
        let Some(m) = self.lookup_special(&v, "__aiter__") else {
            return Err(PyErr::type_err(format!(
                "'async for' requires an object with __aiter__ method, got {}",
                v.type_name()
            )));
        };
        let it = self.call(&m, vec![], vec![])?;
        let ok = match &it {
            Value::Generator(g) => g.borrow().kind == GenKind::AsyncGenerator,
            _ => self.lookup_special(&it, "__anext__").is_some(),
        };
        if !ok {
            return Err(PyErr::type_err(format!(
                "'async for' received an object from __aiter__ that does not implement __anext__: {}",
                it.type_name()
            )));
        }
        Ok(it)
    }

    /// `async for`'s awaitable of `__anext__()`.
    fn get_anext(&mut self, it: &Value) -> PyResult<Value> {
        if let Value::Generator(g) = it {
            if g.borrow().kind == GenKind::AsyncGenerator {
                return Ok(make_await(g, AOp::Send(Value::None)));
            }
        }
        let Some(m) = self.lookup_special(it, "__anext__") else {
            return Err(PyErr::type_err(format!(
                "'async for' requires an iterator with __anext__ method, got {}",
                it.type_name()
            )));
        };
        let r = self.call(&m, vec![], vec![])?;
        let tn = r.type_name().to_string();
        self.get_awaitable(r).map_err(|e| match e {
            PyErr::New(ExcKind::TypeError, _) => PyErr::type_err(format!(
                "'async for' received an invalid object from __anext__: {tn}"
            )),
            e => e,
        })
    }
}

/// CPython's error for awaiting what is not awaitable.
fn not_awaitable(v: &Value) -> PyErr {
    PyErr::type_err(format!(
        "object {} can't be used in 'await' expression",
        v.type_name()
    ))
}

/// The value a `StopIteration` carries (`e.value`).
fn stop_value(vm: &mut Vm, e: PyErr) -> PyResult<Value> {
    let inst = vm.materialize(e)?;
    Ok(inst
        .exc
        .as_ref()
        .and_then(|d| d.borrow().args.first().cloned())
        .unwrap_or(Value::None))
}

thread_local! {
    /// Suspended generators and coroutines dropped since the VM last closed them.
    static ABANDONED: RefCell<Vec<Generator>> = const { RefCell::new(Vec::new()) };
    /// Whether [`ABANDONED`] may be non-empty (one cheap read at each closing point).
    static PENDING: Cell<bool> = const { Cell::new(false) };
}

/// Queue a suspended generator or coroutine whose last reference went (from its `Drop`).
/// During thread teardown the queue may be gone: then the frame is simply freed.
pub fn abandon(g: Generator) {
    let mut slot = Some(g);
    let queued = ABANDONED
        .try_with(|q| match q.try_borrow_mut() {
            Ok(mut q) => {
                q.extend(slot.take());
                true
            }
            Err(_) => false,
        })
        .unwrap_or(false);
    if queued {
        let _ = PENDING.try_with(|p| p.set(true));
    } else if let Some(mut g) = slot {
        // Not queued: freed as it is (its drop must not queue it again).
        g.finished = true;
    }
}

/// Whether any abandoned generator waits to be closed.
#[inline]
pub fn abandoned_pending() -> bool {
    PENDING.with(|p| p.get())
}

/// Forget the queue without running anything (a new run starts; the VM is dropped).
pub fn discard_abandoned() {
    loop {
        let batch = ABANDONED.with(|q| std::mem::take(&mut *q.borrow_mut()));
        if batch.is_empty() {
            break;
        }
        for mut g in batch {
            // Freed without closing: mark it finished so its drop queues nothing.
            g.finished = true;
            if let Some(f) = g.frame.take() {
                let f = *f;
                crate::values::teardown::teardown_all(f.stack);
                crate::values::teardown::teardown_all(f.locals.into_iter().flatten());
            }
        }
    }
    PENDING.with(|p| p.set(false));
}

impl Vm {
    /// Close the generators and coroutines abandoned since the last call: `GeneratorExit` is
    /// thrown in, so their `finally` blocks and `__exit__`s run, as CPython's reference
    /// counting does when the last reference goes. The VM calls this at defined points (an
    /// expression statement's value dropped, `del`, rebinding a global, a function's return,
    /// an exception caught or leaving a frame); a generator dropped elsewhere (inside a
    /// builtin) is closed at the next of them. An exception from the cleanup is reported on
    /// stderr ("Exception ignored in: ...") and dropped, as CPython does; a limit ends the run.
    #[inline]
    pub fn close_abandoned(&mut self) -> PyResult<()> {
        if abandoned_pending() {
            return self.close_abandoned_now();
        }
        Ok(())
    }

    #[cold]
    fn close_abandoned_now(&mut self) -> PyResult<()> {
        let mut n = 0u32;
        while abandoned_pending() {
            let batch = ABANDONED.with(|q| std::mem::take(&mut *q.borrow_mut()));
            PENDING.with(|p| p.set(false));
            for g in batch {
                n = n.wrapping_add(1);
                if n.is_multiple_of(256) {
                    self.check_deadline()?;
                }
                let kind = g.kind;
                let g = Rc::new(RefCell::new(g));
                let r = self.gen_resume(
                    &g,
                    Value::None,
                    Some(PyErr::New(ExcKind::GeneratorExit, vec![])),
                );
                let err = match r {
                    Ok(GenStep::Returned(_)) => None,
                    Ok(GenStep::Yielded(_)) => Some(PyErr::msg(
                        ExcKind::RuntimeError,
                        format!("{} ignored GeneratorExit", kind.name()),
                    )),
                    Err(e) if is_kind(self, &e, ExcKind::GeneratorExit) => None,
                    Err(e @ (PyErr::Limit(..) | PyErr::Final(_))) => return Err(e),
                    Err(e) => Some(e),
                };
                {
                    // Whatever happened, it is not closed again.
                    let mut gb = g.borrow_mut();
                    gb.finished = true;
                    gb.frame = None;
                }
                if let Some(e) = err {
                    let what = self.repr(&Value::Generator(g)).unwrap_or_default();
                    let exc = self.materialize(e)?;
                    let line = self.exception_line(&exc);
                    self.write_out(&format!("Exception ignored in: {what}\n{line}\n"), true)?;
                }
            }
        }
        Ok(())
    }

    /// The `Type: message` line of an exception.
    fn exception_line(&mut self, exc: &Rc<crate::values::Instance>) -> String {
        let name = exc.class.name.to_string();
        match self.to_str(&Value::Instance(exc.clone())) {
            Ok(m) if !m.is_empty() => format!("{name}: {m}"),
            _ => name,
        }
    }
}
