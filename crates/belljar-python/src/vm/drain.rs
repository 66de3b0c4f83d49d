//! Native consumers that take the values of a plain generator in order (`list(g)`,
//! `tuple(g)`, `str.join(g)`, `min`/`max`: everything [`Vm::collect`] serves; `sum`; `any` and
//! `all`, which stop at the deciding value) run it in one nested run loop instead of one
//! nested run per value.
//!
//! Resumed one value at a time from native code, a generator costs a trip into and out of
//! the run loop per value (`Vm::next` -> `gen_resume` -> `run_frame` -> `run_loop` and back,
//! about 300 instructions). Drained, the generator's frame is the base of a nested loop whose
//! yields hand the value to a [`Sink`] and go on at once, as if the value `None` had been sent
//! back: the generator runs exactly as the item-at-a-time loop would run it, and each value is
//! consumed before the generator resumes (a `sum` over user objects calls `__add__` between
//! the yields, as in CPython). A sink that fails leaves the generator suspended at that
//! yield, as a consumer failing after `next()` would.

use std::cell::RefCell;
use std::rc::Rc;

use super::{Frame, Outcome, PyErr, PyResult, Vm};
use crate::compile::code::BinOp;
use crate::compile::code::Op;
use crate::values::{GenKind, Generator, Value};

/// Where a drained generator's values go.
pub enum Sink {
    /// Appended, with [`Vm::push_item`]'s memory checks (`list(g)` and every other
    /// [`Vm::collect`]).
    Collect(Vec<Value>),
    /// Added to the running total (`sum(g)`).
    Sum(Value),
    /// Tested for truth until one is `want` (`any(g)`: true, `all(g)`: false); `found` then,
    /// and the generator stays suspended at that yield, as CPython's `any` leaves it.
    Until {
        /// The truth value that stops the drain.
        want: bool,
        /// Whether a value had it.
        found: bool,
    },
}

/// The drain in progress: the run loop whose base frame's yields go to `sink`.
pub struct Drain {
    /// The nesting level ([`Vm::loops`]) of that run loop.
    level: u32,
    /// The id of the drained generator's frame ([`Frame::id`]): its `yield` hands the value
    /// over inside the instruction ([`Vm::drain_yield`]).
    frame: u64,
    /// Whether the sink stopped the drain (has what it needs, or failed): the generator's
    /// frame then leaves the loop suspended at its yield.
    stopped: bool,
    /// Where the values go.
    sink: Sink,
    /// The error the sink raised, which stopped the drain.
    err: Option<PyErr>,
}

impl Vm {
    /// Whether `g` can be drained: a plain generator neither running nor finished.
    pub(crate) fn drainable(g: &Rc<RefCell<Generator>>) -> bool {
        let gb = g.borrow();
        gb.kind == GenKind::Generator && !gb.running && !gb.finished && gb.frame.is_some()
    }

    /// Run `g` (which [`Vm::drainable`] accepted) to its end, every value it yields into
    /// `sink`; the sink with all of them. An exception from the generator leaves it finished
    /// (a StopIteration becomes a RuntimeError, PEP 479); one from the sink leaves it
    /// suspended at the yield whose value failed.
    fn drain_gen(&mut self, g: &Rc<RefCell<Generator>>, sink: Sink) -> PyResult<Sink> {
        let frame = {
            let mut gb = g.borrow_mut();
            let Some(frame) = gb.frame.take() else {
                return Ok(sink);
            };
            gb.running = true;
            frame
        };
        let mut frame = frame;
        // Resumed as `next()` resumes it.
        self.resume_with_none(&mut frame);
        let outer = self.drain.replace(Box::new(Drain {
            level: self.loops + 1,
            frame: frame.id,
            stopped: false,
            sink,
            err: None,
        }));
        let r = self.run_frame(frame, None);
        let d = std::mem::replace(&mut self.drain, outer).expect("the drain in progress");
        let mut gb = g.borrow_mut();
        gb.running = false;
        match r {
            Ok(Outcome::Return(_)) => {
                gb.finished = true;
                Ok(d.sink)
            }
            Ok(Outcome::Yield(_, frame)) => {
                // The sink stopped the drain (`any`), or failed.
                gb.frame = Some(frame);
                match d.err {
                    None => Ok(d.sink),
                    Some(e) => Err(e),
                }
            }
            Err(e) => {
                gb.finished = true;
                let kind = gb.kind;
                drop(gb);
                Err(self.gen_raised(kind, e))
            }
        }
    }

    /// Every value of `g` (which [`Vm::drainable`] accepted), for [`Vm::collect`].
    pub(crate) fn drain_collect(&mut self, g: &Rc<RefCell<Generator>>) -> PyResult<Vec<Value>> {
        match self.drain_gen(g, Sink::Collect(Vec::new()))? {
            Sink::Collect(out) => Ok(out),
            _ => unreachable!("drain_gen gives back the sink it was given"),
        }
    }

    /// `start` plus every value of `g`, for `sum`.
    pub(crate) fn drain_sum(
        &mut self,
        g: &Rc<RefCell<Generator>>,
        start: Value,
    ) -> PyResult<Value> {
        match self.drain_gen(g, Sink::Sum(start))? {
            Sink::Sum(total) => Ok(total),
            _ => unreachable!("drain_gen gives back the sink it was given"),
        }
    }

    /// Whether some value of `g` has the truth value `want`, stopping at the first (`any`,
    /// and `all` negated).
    pub(crate) fn drain_until(&mut self, g: &Rc<RefCell<Generator>>, want: bool) -> PyResult<bool> {
        let sink = Sink::Until { want, found: false };
        match self.drain_gen(g, sink)? {
            Sink::Until { found, .. } => Ok(found),
            _ => unreachable!("drain_gen gives back the sink it was given"),
        }
    }

    /// Whether a value yielded by the base frame of the current run loop goes to a drain.
    #[inline(always)]
    pub(crate) fn draining(&self) -> bool {
        matches!(&self.drain, Some(d) if d.level == self.loops)
    }

    /// Whether `f` is the frame of the generator being drained, its sink still taking values.
    #[inline(always)]
    pub(crate) fn drained_frame(&self, f: &Frame) -> bool {
        matches!(&self.drain, Some(d) if d.frame == f.id && !d.stopped)
    }

    /// `yield` in the frame of a drained generator, handled inside the instruction (the
    /// common case, without leaving the run loop): the value on the stack goes to the sink
    /// and the frame goes on as if `None` had been sent back. `false` when `f` is not that
    /// frame, or the sink stopped the drain (the value is then consumed and `None` left in
    /// its place: the `yield` leaves the loop with it, and [`Vm::drain_item`] refuses it).
    #[inline(never)]
    pub(crate) fn drain_yield(&mut self, f: &mut Frame) -> bool {
        if !self.drained_frame(f) {
            return false;
        }
        let v = f.stack.pop().unwrap_or(Value::None);
        if self.drain_item(v) {
            self.resume_with_none(f);
            true
        } else {
            f.stack.push(Value::None);
            false
        }
    }

    /// A suspended generator's frame `f` resumes with `None` sent in (`next()`, a `for` loop,
    /// a drain). When the `yield` was a statement (the sent value popped at once: `Pop`, or
    /// `PopJump` ending a loop body) that instruction is done here, counted as run, instead of
    /// pushing `None` for it to pop; when a generator waits to be closed the pop stays (it is
    /// one of the points where that happens, vm/coro.rs).
    #[inline(always)]
    pub(crate) fn resume_with_none(&mut self, f: &mut Frame) {
        if f.pc == 0 {
            return;
        }
        match f.code.ops.get(f.pc) {
            Some(Op::PopJump(t)) if !super::coro::abandoned_pending() => {
                f.pc = *t as usize;
                self.icount += 1;
            }
            Some(Op::Pop) if !super::coro::abandoned_pending() => {
                f.pc += 1;
                self.icount += 1;
            }
            _ => f.stack.push(Value::None),
        }
    }

    /// Hand `v` to the drain of the current run loop ([`Vm::draining`]). `false`: the loop
    /// must leave, the generator suspended at this yield, because the sink has what it needs
    /// or failed (its error kept for [`Vm::drain_gen`]).
    pub(crate) fn drain_item(&mut self, v: Value) -> bool {
        // (Out of `self` while it runs: `sum` may call user code, which may drain too.)
        let Some(mut d) = self.drain.take() else {
            return false;
        };
        if d.stopped {
            self.drain = Some(d);
            return false;
        }
        let mut stop = false;
        let r = match &mut d.sink {
            Sink::Collect(out) => self.push_item(out, v),
            Sink::Sum(acc) => match (&*acc, &v) {
                (Value::Int(a), Value::Int(b)) if a.checked_add(*b).is_some() => {
                    *acc = Value::Int(a + b);
                    Ok(())
                }
                (Value::Float(a), Value::Float(b)) => {
                    *acc = Value::float(a.get() + b.get());
                    Ok(())
                }
                _ => match self.binary(BinOp::Add, acc, &v) {
                    Ok(t) => {
                        *acc = t;
                        // Adding containers copies the total so far: quadratic inside one
                        // instruction, so the deadline is checked at each such step.
                        self.check_deadline()
                    }
                    Err(e) => Err(e),
                },
            },
            Sink::Until { want, found } => match self.truthy(&v) {
                Ok(t) => {
                    if t == *want {
                        *found = true;
                        stop = true;
                    }
                    Ok(())
                }
                Err(e) => Err(e),
            },
        };
        let ok = match r {
            Ok(()) => !stop,
            Err(e) => {
                d.err = Some(e);
                false
            }
        };
        d.stopped = !ok;
        self.drain = Some(d);
        ok
    }
}
