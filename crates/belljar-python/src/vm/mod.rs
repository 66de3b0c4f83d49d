//! The virtual machine: frames on a heap stack, the instruction loop, exceptions unwinding
//! through block stacks, generators as suspended frames, and the limits checked as it runs.

pub mod attr;
pub mod call;
pub mod coro;
pub mod drain;
pub mod format;
pub mod instr;
pub mod meta;
pub mod nest;
pub mod ops;
pub mod suggest;
pub mod types;

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use crate::RunLimits;
use crate::compile::code::{Code, Op};
use crate::values::object::{ExcData, TbEntry};
use crate::values::{CellRef, Class, Function, Instance, IterState, Value};
pub use types::{ExcKind, Types};

/// Which limit ended a run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LimitKind {
    /// Wall-clock time.
    Time,
    /// Memory.
    Memory,
    /// Instruction budget.
    Instructions,
    /// Captured output size.
    Output,
    /// The caller cancelled.
    Cancelled,
}

/// An error travelling through the VM.
pub enum PyErr {
    /// A builtin exception not yet turned into an object: kind and args.
    New(ExcKind, Vec<Value>),
    /// An exception object.
    Obj(Rc<Instance>),
    /// A limit was hit: uncatchable.
    Limit(LimitKind, String),
    /// `final_answer(x)` was called: uncatchable.
    Final(Value),
    /// A suspending tool was called where the execution can stop (`host/tool.rs`): the run
    /// loop keeps its frames and hands the call to the session, which resumes it later.
    Suspend(Box<belljar::ToolCall>),
}

impl PyErr {
    /// A builtin exception with a message.
    pub fn msg(kind: ExcKind, m: impl Into<String>) -> PyErr {
        PyErr::New(kind, vec![Value::string(m.into())])
    }
    /// TypeError.
    pub fn type_err(m: impl Into<String>) -> PyErr {
        PyErr::msg(ExcKind::TypeError, m)
    }
    /// ValueError.
    pub fn value_err(m: impl Into<String>) -> PyErr {
        PyErr::msg(ExcKind::ValueError, m)
    }
}

/// Result of VM operations.
pub type PyResult<T> = Result<T, PyErr>;

/// A block on a frame's block stack.
#[derive(Clone)]
pub enum Block {
    /// A handler: jump to `handler` with the stack cut to `depth`.
    Except {
        /// Handler address.
        handler: u32,
        /// Stack depth to restore.
        depth: u32,
    },
    /// An exception being handled (for bare `raise` and `__context__`).
    Handling(Value),
}

/// A Python frame.
pub struct Frame {
    /// The code.
    pub code: Rc<Code>,
    /// Next instruction.
    pub pc: usize,
    /// Value stack.
    pub stack: Vec<Value>,
    /// Local slots.
    pub locals: Vec<Option<Value>>,
    /// Cells then free variables.
    pub cells: Vec<CellRef>,
    /// Block stack.
    pub blocks: Vec<Block>,
    /// The function running (for super()).
    pub func: Option<Rc<Function>>,
    /// The namespace of a class body.
    pub ns: Option<ClassNs>,
    /// Unique id for traceback de-duplication.
    pub id: u64,
    /// For an `__init__` frame pushed by instantiating a class: the new instance, which the
    /// call evaluates to once `__init__` returns None.
    pub init_for: Option<Value>,
    /// For a generator's frame resumed inside the run loop of its caller (`for` over it,
    /// `gen.send(x)`): the generator, which gets the frame back at a yield, and what the
    /// caller does when it returns (see [`GenResume`]).
    pub gen_of: Option<(Rc<RefCell<crate::values::Generator>>, GenResume)>,
    /// For the frame of a binary operator's method (`a.__add__(b)`, see
    /// [`Vm::binary_frame`]): the operator. Its operands stay on the caller's stack until it
    /// returns; `NotImplemented` goes on with the rest of the operation ([`Vm::binary_rest`]).
    pub binop: Option<crate::compile::code::BinOp>,
}

/// The namespace a class body runs in.
pub enum ClassNs {
    /// A plain dict (no `__prepare__`, or one returning a dict).
    Plain(Rc<RefCell<crate::values::object::AttrMap>>),
    /// The mapping a metaclass's `__prepare__` returned when it is not a dict (a dict
    /// subclass such as `enum`'s `_EnumDict`, or any object with `__getitem__`): names are
    /// read, stored and deleted through its `__getitem__`/`__setitem__`/`__delitem__`.
    Mapping(Value),
}

/// How a generator resumed inside the caller's run loop hands its return to the caller.
#[derive(Clone, Copy)]
pub enum GenResume {
    /// `for` over it: the caller's loop ends (the iterator leaves the stack and the caller
    /// jumps to this address).
    ForIter(u32),
    /// `gen.send(x)`: StopIteration with the return value is raised in the caller.
    Send,
    /// `yield from` it in a generator: what it yields, the caller yields on (suspended at
    /// its `yield from` again); what it returns replaces it on the caller's stack.
    YieldFrom,
}

/// What an instruction asks the loop to do next.
pub enum Flow {
    /// Go on.
    Next,
    /// Run this new frame (a call).
    Push(Box<Frame>),
    /// Return from the frame.
    Return(Value),
    /// Yield from a generator frame.
    Yield(Value),
}

/// How a frame run ended.
pub enum Outcome {
    /// It returned.
    Return(Value),
    /// It yielded (generator), handing back the frame.
    Yield(Value, Box<Frame>),
}

pub use crate::values::globals::{Globals, GlobalsRef};

pub use crate::values::function::code_value;

/// The interpreter state of one session.
pub struct Vm {
    /// Builtin classes.
    pub types: Types,
    /// Globals.
    pub globals: Globals,
    /// Suspended caller frames.
    pub frames: Vec<Box<Frame>>,
    /// Python frame depth.
    pub depth: usize,
    /// Limits.
    pub limits: RunLimits,
    /// Deadline of the current run.
    pub deadline: Option<Instant>,
    /// Instructions executed in this run.
    pub icount: u64,
    /// When to check limits next.
    pub next_check: u64,
    /// What cancels the run, checked with the time limit.
    pub cancel: Option<Cancel>,
    /// The host's own check, asked at the same points as `cancel` (a binding's Ctrl-C:
    /// [`InterruptCheck`]).
    pub interrupt: Option<InterruptCheck>,
    /// Captured stdout.
    pub stdout: String,
    /// Captured stderr.
    pub stderr: String,
    /// Output bytes written this run.
    pub out_bytes: usize,
    /// Where output goes live, as it is written (`Session::set_events`).
    pub events: Option<belljar::EventSink>,
    /// How much of `stdout` and `stderr` has been sent to `events`.
    pub sent: [usize; 2],
    /// What `sys.stdout` and `sys.stderr` were rebound to (`sys.stdout = buf`,
    /// `contextlib.redirect_stdout`): `print` writes there instead of the captured output.
    pub std_redirect: [crate::modules::sys::StdTarget; 2],
    /// Allocation baseline (bytes) at the start of the run.
    pub mem_base: isize,
    /// Sources by filename, for tracebacks.
    pub sources: HashMap<Rc<str>, Rc<str>>,
    /// Value of the last expression statement.
    pub last_value: Option<Value>,
    /// Frame id counter.
    pub frame_ids: u64,
    /// Imported modules.
    pub modules: HashMap<Rc<str>, Value>,
    /// Containers being repr'd (cycle detection).
    pub repr_guard: Vec<u64>,
    /// Finished frames kept for reuse (saves three allocations per call).
    pub frame_pool: Vec<Box<Frame>>,
    /// The exception classes modules define, by `module.Name`, for their native code to raise.
    pub module_exceptions: HashMap<String, Rc<Class>>,
    /// The `decimal` module's state: the current context and the template contexts.
    pub decimal: crate::modules::decimal::State,
    /// The module attributes the session's code assigned or deleted, as (module, name): a
    /// saved session keeps their values (`host/save/`).
    pub patched_modules: std::collections::BTreeSet<(Rc<str>, Rc<str>)>,
    /// Which modules the session's code may import; see `modules::registry::check_policy`.
    pub import_policy: crate::host::ImportPolicy,
    /// Whether the current execution may suspend at a tool call (`Session::start`).
    pub suspend_ready: bool,
    /// Run loops active on the Rust stack: 1 in the outermost one, the only one that can
    /// suspend (a nested loop sits under native code that cannot be left and re-entered).
    pub loops: u32,
    /// The generator drain in progress, if any (`vm/drain.rs`).
    pub(crate) drain: Option<Box<drain::Drain>>,
    /// Whether a missing module's `ModuleNotFoundError` says which modules there are and
    /// where others run (agent sessions), or is CPython's message alone (`run_script`).
    pub import_hint: bool,

    /// The namespaces of the Python-written code this session ran outside `__main__` (modules,
    /// dataclass helpers). Each refers to itself (its functions carry it as their globals), so
    /// reference counting alone never frees it; the VM empties the live ones when it ends.
    pub namespaces: Vec<std::rc::Weak<RefCell<crate::values::Globals>>>,
    /// The classes this session created. A class often refers to itself (a method naming its
    /// class through a closure cell, a registry or singleton in a class attribute), so the VM
    /// empties the live ones when it ends.
    pub classes: Vec<std::rc::Weak<Class>>,
}

impl Drop for Vm {
    /// The session's values may nest deeper than drop glue can recurse: free them through
    /// the iterative teardown.
    fn drop(&mut self) {
        coro::discard_abandoned();
        let globals = std::mem::take(&mut self.globals.values);
        crate::values::teardown::teardown_all(globals.into_iter().flatten());
        crate::values::teardown::teardown_all(self.last_value.take());
        self.discard_frames();
        // Break the namespaces' cycles (namespace → function → namespace), as CPython empties
        // module dicts at shutdown: without it every session that imported a module written in
        // Python left the module behind (about 200 KB for `collections`).
        for ns in std::mem::take(&mut self.namespaces) {
            if let Some(ns) = ns.upgrade() {
                let values = match ns.try_borrow_mut() {
                    Ok(mut g) => std::mem::take(&mut g.values),
                    Err(_) => continue,
                };
                crate::values::teardown::teardown_all(values.into_iter().flatten());
            }
        }
        // The same for the session's classes (class → method → cell or attribute → class).
        for c in std::mem::take(&mut self.classes) {
            if let Some(c) = c.upgrade() {
                let (Ok(mut dict), Ok(mut cache)) =
                    (c.dict.try_borrow_mut(), c.cache.try_borrow_mut())
                else {
                    continue;
                };
                let cached = std::mem::take(&mut *cache);
                let dict = std::mem::take(&mut *dict);
                let values: Vec<Value> = dict.values().cloned().collect();
                drop(dict);
                drop(cached);
                crate::values::teardown::teardown_all(values);
            }
        }
    }
}

/// A host's check asked at every limit check of a run (every few thousand instructions and
/// at the other deadline checks): `true` stops the run as cancelled. The Python package uses
/// it to see Ctrl-C, which only the thread running the code can notice. It is called often,
/// so it should be cheap (the package's asks Python at most every few milliseconds).
pub type InterruptCheck = Arc<dyn Fn() -> bool + Send + Sync>;

/// What cancels a run from outside: set from any thread, seen at the run's next limit check.
#[derive(Clone, Debug)]
pub enum Cancel {
    /// A flag (the interpreter threads' executions).
    Flag(Arc<AtomicBool>),
    /// The caller's token itself (executions on the caller's thread, where nothing else could
    /// watch the token while the code runs).
    Token(belljar::CancellationToken),
}

impl Cancel {
    /// Whether the run was cancelled.
    #[inline]
    pub fn is_set(&self) -> bool {
        match self {
            Cancel::Flag(f) => f.load(Ordering::Relaxed),
            Cancel::Token(t) => t.is_cancelled(),
        }
    }
}

/// The run's deadline, checked from inside a closure every 256 steps ([`Deadline::passed`]).
pub struct Deadline {
    at: Option<Instant>,
    cancel: Option<Cancel>,
    steps: u32,
}

impl Deadline {
    /// Count one step; every 256 steps, whether the deadline has passed or the run was
    /// cancelled (then the caller stops and reports [`Vm::check_deadline`]'s error).
    #[inline]
    pub fn passed(&mut self) -> bool {
        self.steps = self.steps.wrapping_add(1);
        if !self.steps.is_multiple_of(256) {
            return false;
        }
        self.passed_now()
    }

    /// Whether the deadline has passed or the run was cancelled, asked now (for a caller that
    /// counts its own steps: the `re` engine's hook).
    pub fn passed_now(&self) -> bool {
        self.at.is_some_and(|d| Instant::now() >= d)
            || self.cancel.as_ref().is_some_and(Cancel::is_set)
    }
}

/// Peak bytes of syntax tree and bytecode per byte of source (see [`Vm::check_source_cost`]).
pub const COMPILE_BYTES_PER_SOURCE_BYTE: u128 = 64;

/// How often (in instructions) limits are checked.
const CHECK_EVERY: u64 = 4096;

impl Vm {
    /// A fresh VM with the builtins installed.
    pub fn new(limits: RunLimits) -> Vm {
        thread_local! {
            static PROTO: (Types, HashMap<Rc<str>, Value>) = {
                let t = Types::new();
                let b = crate::builtins::make_builtins(&t);
                (t, b)
            };
        }
        let (types, builtins) = PROTO.with(|p| (p.0.clone(), p.1.clone()));
        Vm {
            types,
            globals: Globals::new(builtins, "__main__"),
            frames: Vec::new(),
            depth: 0,
            limits,
            deadline: None,
            icount: 0,
            next_check: CHECK_EVERY,
            cancel: None,
            interrupt: None,
            stdout: String::new(),
            stderr: String::new(),
            out_bytes: 0,
            events: None,
            sent: [0, 0],
            std_redirect: Default::default(),
            mem_base: 0,
            sources: HashMap::new(),
            last_value: None,
            frame_ids: 0,
            modules: HashMap::new(),
            repr_guard: Vec::new(),
            frame_pool: Vec::new(),
            module_exceptions: HashMap::new(),
            decimal: Default::default(),
            patched_modules: Default::default(),
            import_policy: crate::host::ImportPolicy::default(),
            import_hint: false,
            suspend_ready: false,
            loops: 0,
            drain: None,
            namespaces: Vec::new(),
            classes: Vec::new(),
        }
    }

    /// Prepare for a run: reset counters, set the deadline.
    pub fn begin_run(&mut self) {
        self.icount = 0;
        self.next_check = CHECK_EVERY;
        self.out_bytes = 0;
        self.sent = [self.stdout.len(), self.stderr.len()];
        // A timeout too long for the clock is no deadline at all.
        self.deadline = self
            .limits
            .timeout
            .and_then(|t| Instant::now().checked_add(t));
        self.mem_base = crate::alloc::thread_allocated();
        crate::alloc::set_budget(self.limits.max_memory);
        self.depth = 0;
        // (Left counting by a run a panic ended.)
        self.loops = 0;
        coro::discard_abandoned();
        nest::begin_run(self.limits.max_recursion);
        // (Frames are left only by an execution suspended at a tool call and not resumed.)
        self.discard_frames();
        self.last_value = None;
    }

    /// Drop the frames of an execution that will not go on (values freed without recursion;
    /// a generator running among them is finished).
    pub fn discard_frames(&mut self) {
        for f in std::mem::take(&mut self.frames) {
            let f = *f;
            if let Some((g, _)) = &f.gen_of {
                call::gen_finished(g);
            }
            crate::values::teardown::teardown_all(f.stack);
            crate::values::teardown::teardown_all(f.locals.into_iter().flatten());
        }
    }

    /// Prepare to go on with a suspended execution that has run for `used` so far: the rest
    /// of its time, its memory budget counted from its start, its frames and counters kept.
    pub fn begin_resume(&mut self, used: std::time::Duration) {
        self.deadline = self
            .limits
            .timeout
            .and_then(|t| Instant::now().checked_add(t.saturating_sub(used)));
        let allocated = (crate::alloc::thread_allocated() - self.mem_base).max(0) as usize;
        crate::alloc::set_budget(self.limits.max_memory.map(|m| m.saturating_sub(allocated)));
        self.next_check = self.icount;
        self.loops = 0;
        coro::discard_abandoned();
        nest::begin_run(self.limits.max_recursion);
    }

    /// Check time, cancellation, instructions and memory.
    #[cold]
    pub fn check_limits(&mut self) -> PyResult<()> {
        self.next_check = self.icount + CHECK_EVERY;
        if let Some(max) = self.limits.max_instructions {
            if self.icount > max {
                return Err(PyErr::Limit(
                    LimitKind::Instructions,
                    format!("instruction limit exceeded ({max} instructions)"),
                ));
            }
            self.next_check = self.next_check.min(max + 1);
        }
        self.check_deadline()?;
        self.check_memory(0)
    }

    /// Fail with the time limit now when one indivisible operation (a big-int multiplication or
    /// power, which cannot be interrupted half-way) is estimated to take `est_ms` and that is
    /// more than twice the time left: it would overrun the deadline by far, and the loop's
    /// periodic check could only stop the run after it. Cheap operations are never refused.
    pub fn check_work_time(&self, est_ms: f64) -> PyResult<()> {
        if est_ms < 20.0 {
            return Ok(());
        }
        if let Some(d) = self.deadline {
            let left = d.saturating_duration_since(Instant::now()).as_secs_f64() * 1000.0;
            if est_ms > 2.0 * left {
                return Err(self.time_limit());
            }
        }
        Ok(())
    }

    /// Fail with the time limit or cancellation when the run is past its deadline: for loops
    /// inside one builtin (sorting, big-int loops, `sum`), which the instruction loop's
    /// periodic check cannot interrupt. One clock read: call it every few hundred cheap steps
    /// or after every expensive one.
    pub fn check_deadline(&self) -> PyResult<()> {
        if let Some(d) = self.deadline {
            if Instant::now() >= d {
                return Err(self.time_limit());
            }
        }
        if let Some(c) = &self.cancel {
            if c.is_set() {
                return Err(PyErr::Limit(
                    LimitKind::Cancelled,
                    "execution cancelled".into(),
                ));
            }
        }
        if let Some(check) = &self.interrupt {
            if check() {
                return Err(PyErr::Limit(
                    LimitKind::Cancelled,
                    "execution interrupted".into(),
                ));
            }
        }
        Ok(())
    }

    /// A [`Deadline`] for a loop that cannot reach the `Vm` (a sort's comparison closure).
    pub fn deadline_watch(&self) -> Deadline {
        Deadline {
            at: self.deadline,
            cancel: self.cancel.clone(),
            steps: 0,
        }
    }

    /// The error that ends a run at its time limit.
    fn time_limit(&self) -> PyErr {
        let secs = self.limits.timeout.map(|t| t.as_secs_f64()).unwrap_or(0.0);
        PyErr::Limit(LimitKind::Time, format!("time limit exceeded ({secs} s)"))
    }

    /// Fail when `extra` more bytes would pass the memory limit.
    pub fn check_memory(&self, extra: usize) -> PyResult<()> {
        if let Some(max) = self.limits.max_memory {
            let used = (crate::alloc::thread_allocated() - self.mem_base).max(0) as usize;
            if used.saturating_add(extra) > max {
                return Err(PyErr::Limit(
                    LimitKind::Memory,
                    format!("memory limit exceeded ({} bytes)", max),
                ));
            }
        }
        Ok(())
    }

    /// Refuse a source whose parse and compile would not fit the memory budget, before
    /// parsing it: syntax tree and bytecode take about [`COMPILE_BYTES_PER_SOURCE_BYTE`] bytes
    /// per byte of source at their peak (measured on generated code).
    pub fn check_source_cost(&self, source_len: usize) -> PyResult<()> {
        let est = source_len as u128 * COMPILE_BYTES_PER_SOURCE_BYTE;
        if let Some(max) = self.limits.max_memory {
            if est > max as u128 {
                return Err(PyErr::Limit(
                    LimitKind::Memory,
                    format!(
                        "memory limit exceeded (a source of {source_len} bytes needs about {est} bytes to compile; the limit is {max} bytes)"
                    ),
                ));
            }
        }
        Ok(())
    }

    /// Fail with the memory limit when the thread is past its budget, or `more` bytes about
    /// to be allocated would take it past. Cheap (two thread-local reads): builders call it
    /// per item or before each growth step (docs/interpreter.md, "Limits").
    #[inline]
    pub fn check_growth(&self, more: usize) -> PyResult<()> {
        if crate::alloc::over_budget(more) {
            return self.check_memory(more);
        }
        Ok(())
    }

    /// Push `x` onto a vector being built, checking the budget first (and before the vector
    /// doubles its buffer).
    #[inline]
    pub fn push_item(&self, out: &mut Vec<Value>, x: Value) -> PyResult<()> {
        let more = if out.len() == out.capacity() {
            out.capacity().max(4) * std::mem::size_of::<Value>()
        } else {
            0
        };
        self.check_growth(more)?;
        out.push(x);
        Ok(())
    }

    /// Collect `items` into a vector with [`Vm::push_item`]'s checks.
    pub fn gather(&self, items: impl Iterator<Item = Value>) -> PyResult<Vec<Value>> {
        let mut out = Vec::new();
        for x in items {
            self.push_item(&mut out, x)?;
        }
        Ok(out)
    }

    /// Write to stdout, enforcing the output limit.
    pub fn write_out(&mut self, s: &str, to_stderr: bool) -> PyResult<()> {
        self.out_bytes += s.len();
        if self.out_bytes > self.limits.max_output {
            let room = self
                .limits
                .max_output
                .saturating_sub(self.out_bytes - s.len());
            let mut cut = room.min(s.len());
            while !s.is_char_boundary(cut) {
                cut -= 1;
            }
            if to_stderr {
                self.stderr.push_str(&s[..cut]);
            } else {
                self.stdout.push_str(&s[..cut]);
            }
            self.send_pending(to_stderr);
            return Err(PyErr::Limit(
                LimitKind::Output,
                format!("output limit exceeded ({} bytes)", self.limits.max_output),
            ));
        }
        if to_stderr {
            self.stderr.push_str(s);
        } else {
            self.stdout.push_str(s);
        }
        // Live output goes line by line, as a terminal shows CPython's stdout.
        if self.events.is_some() && s.contains('\n') {
            self.send_lines(to_stderr);
        }
        Ok(())
    }

    /// Send the complete lines written to a stream since the last send.
    fn send_lines(&mut self, to_stderr: bool) {
        let i = usize::from(to_stderr);
        let buf = if to_stderr {
            &self.stderr
        } else {
            &self.stdout
        };
        let from = self.sent[i].min(buf.len());
        if let Some(nl) = buf[from..].rfind('\n') {
            self.send_range(to_stderr, from + nl + 1);
        }
    }

    /// Send everything written to a stream since the last send (`flush()`, the end of a run).
    pub fn send_pending(&mut self, to_stderr: bool) {
        let len = if to_stderr {
            self.stderr.len()
        } else {
            self.stdout.len()
        };
        self.send_range(to_stderr, len);
    }

    /// Send a stream's text from the last send up to byte `to`.
    fn send_range(&mut self, to_stderr: bool, to: usize) {
        let Some(sink) = &self.events else {
            return;
        };
        let i = usize::from(to_stderr);
        let buf = if to_stderr {
            &self.stderr
        } else {
            &self.stdout
        };
        let from = self.sent[i].min(to);
        if from < to {
            let stream = if to_stderr {
                belljar::Stream::Stderr
            } else {
                belljar::Stream::Stdout
            };
            sink.emit(belljar::Event::text(stream, &buf[from..to]));
            self.sent[i] = to;
        }
    }

    /// Turn an error into an exception object (limits and final answers pass through).
    pub fn materialize(&mut self, e: PyErr) -> Result<Rc<Instance>, PyErr> {
        match e {
            PyErr::New(kind, args) => {
                let cls = self.types.exc(kind).clone();
                Ok(Rc::new(Instance {
                    class: cls,
                    dict: RefCell::new(crate::values::object::AttrMap::default()),
                    exc: Some(RefCell::new(ExcData {
                        args,
                        ..Default::default()
                    })),
                    payload: None,
                }))
            }
            PyErr::Obj(o) => Ok(o),
            other => Err(other),
        }
    }

    /// The exception currently being handled, searching outwards from `f`.
    pub fn handled(&self, f: &Frame) -> Option<Value> {
        for b in f.blocks.iter().rev() {
            if let Block::Handling(v) = b {
                return Some(v.clone());
            }
        }
        for fr in self.frames.iter().rev() {
            for b in fr.blocks.iter().rev() {
                if let Block::Handling(v) = b {
                    return Some(v.clone());
                }
            }
        }
        None
    }

    fn add_tb(exc: &Rc<Instance>, f: &Frame) {
        if let Some(d) = &exc.exc {
            let mut d = d.borrow_mut();
            let line = f
                .code
                .lines
                .get(f.pc.saturating_sub(1))
                .copied()
                .unwrap_or(0);
            if let Some(last) = d.traceback.last() {
                if last.frame_id == f.id {
                    return;
                }
            }
            d.traceback.push(TbEntry {
                func: f.code.name.clone(),
                file: f.code.filename.clone(),
                line,
                frame_id: f.id,
            });
        }
    }

    /// A new frame for `code`.
    pub fn new_frame(&mut self, code: Rc<Code>, func: Option<Rc<Function>>) -> Box<Frame> {
        let nlocals = code.nlocals as usize;
        let mut f = self.new_frame_empty(code, func);
        f.locals.resize(nlocals, None);
        f
    }

    /// A new frame for `code` whose local slots the caller fills (all `code.nlocals` of them).
    #[inline(always)]
    pub fn new_frame_empty(&mut self, code: Rc<Code>, func: Option<Rc<Function>>) -> Box<Frame> {
        self.frame_ids += 1;
        if let Some(mut f) = self.frame_pool.pop() {
            f.pc = 0;
            f.func = func;
            f.id = self.frame_ids;
            f.code = code;
            return f;
        }
        Box::new(Frame {
            pc: 0,
            stack: Vec::with_capacity(8),
            locals: Vec::with_capacity(code.nlocals as usize),
            cells: Vec::new(),
            blocks: Vec::new(),
            func,
            ns: None,
            id: self.frame_ids,
            init_for: None,
            gen_of: None,
            binop: None,
            code,
        })
    }

    /// A new frame for a call of `func`, whose local slots the caller fills (all
    /// `code.nlocals` of them). A pooled frame keeps the code it last ran: a recursive call
    /// finds its own there and does not touch the code's reference count.
    #[inline(always)]
    pub fn new_frame_for(&mut self, func: Rc<Function>) -> Box<Frame> {
        self.frame_ids += 1;
        if let Some(mut f) = self.frame_pool.pop() {
            f.pc = 0;
            f.id = self.frame_ids;
            if !Rc::ptr_eq(&f.code, &func.code) {
                f.code = func.code.clone();
            }
            f.func = Some(func);
            return f;
        }
        let code = func.code.clone();
        self.new_frame_empty(code, Some(func))
    }

    /// Keep a finished frame for reuse.
    #[inline(always)]
    fn recycle(&mut self, mut f: Box<Frame>) {
        // Locals may hold deep values: free them without recursion (values/teardown.rs).
        // Popped one by one: cheaper than a draining iterator for the few slots of a frame.
        while let Some(slot) = f.locals.pop() {
            if let Some(v) = slot {
                ops::drop_fast(v);
            }
        }
        if self.frame_pool.len() < 64 {
            if !f.stack.is_empty() {
                f.stack.clear();
            }
            if !f.cells.is_empty() {
                f.cells.clear();
            }
            if !f.blocks.is_empty() {
                f.blocks.clear();
            }
            f.func = None;
            f.ns = None;
            f.init_for = None;
            f.binop = None;
            self.frame_pool.push(f);
        }
    }

    /// Run a frame to its return (or first yield), nesting on the Rust stack (bounded).
    pub fn run_frame(&mut self, frame: Box<Frame>, throw: Option<PyErr>) -> PyResult<Outcome> {
        // A nested run loop is Rust recursion: the one depth guard bounds it (docs/interpreter.md).
        let _level = nest::enter(nest::Ctx::Plain)?;
        if self.depth >= self.limits.max_recursion {
            return Err(PyErr::msg(
                ExcKind::RecursionError,
                "maximum recursion depth exceeded",
            ));
        }
        self.depth += 1;
        let base = self.frames.len();
        self.loops += 1;
        let r = self.run_loop(frame, throw, base);
        self.loops -= 1;
        r
    }

    /// Go on with the execution that suspended at a tool call ([`PyErr::Suspend`]): `answer`
    /// is what the call evaluates to, or the exception it raises. Its frames are where the
    /// suspension left them; the outermost run loop takes them up again.
    pub fn resume_suspended(&mut self, answer: PyResult<Value>) -> PyResult<Outcome> {
        let Some(mut f) = self.frames.pop() else {
            return Err(PyErr::msg(
                ExcKind::SystemError,
                "no suspended execution to resume",
            ));
        };
        let _level = nest::enter(nest::Ctx::Plain)?;
        let pending = match answer {
            Ok(v) => {
                f.stack.push(v);
                None
            }
            Err(e) => Some(e),
        };
        self.loops += 1;
        let r = self.run_loop(f, pending, 0);
        self.loops -= 1;
        r
    }

    fn run_loop(
        &mut self,
        mut f: Box<Frame>,
        throw: Option<PyErr>,
        base: usize,
    ) -> PyResult<Outcome> {
        let mut pending = throw;
        loop {
            // What the instruction that left the hot loop asks for. It is the `out` the
            // instructions write into, read here in place: an instruction writes it field by
            // field, and a copy of it as a whole would read those fresh stores back at a wider
            // width, which stalls the processor (store-to-load forwarding fails).
            let mut result: PyResult<Flow> = Ok(Flow::Next);
            // (Tested before taken: the common case moves no error.)
            match if pending.is_some() {
                pending.take()
            } else {
                None
            } {
                Some(e) => {
                    // An exception thrown into a generator suspended in `yield from` (or a
                    // coroutine in `await`) goes to the sub-generator first (vm/coro.rs).
                    let delegate = match (f.code.ops.get(f.pc), f.stack.last()) {
                        (Some(Op::YieldFrom), Some(it)) => Some(it.clone()),
                        _ => None,
                    };
                    let thrown = match delegate {
                        Some(it) if !matches!(e, PyErr::Limit(..) | PyErr::Final(_)) => {
                            self.delegate_throw(&it, e)
                        }
                        _ => Err(e),
                    };
                    result = match thrown {
                        Ok(r) => match r {
                            Ok(call::GenStep::Yielded(v)) => Ok(Flow::Yield(v)),
                            Ok(call::GenStep::Returned(r)) => {
                                f.stack.pop();
                                f.stack.push(r);
                                f.pc += 1;
                                Ok(Flow::Next)
                            }
                            Err(e2) => {
                                f.pc += 1;
                                Err(e2)
                            }
                        },
                        Err(e) => Err(e),
                    };
                }
                None => {
                    // The hot loop: run this frame's instructions until one does something
                    // other than continue (a call, a return, a yield or an error).
                    // The instructions are read through a pointer rather than a clone of
                    // the code's `Rc` (an increment and a checked decrement each time a
                    // call or a return enters this loop).
                    let ops: *const [Op] = &f.code.ops[..];
                    // SAFETY: `f` is borrowed by this loop alone until it breaks, and
                    // `Frame::code` is only ever assigned to a frame that is not running
                    // (`new_frame_empty` on a pooled frame): the frame's `Rc<Code>` keeps
                    // `ops` alive and unmoved for the whole loop.
                    let ops: &[Op] = unsafe { &*ops };
                    let fr: &mut Frame = &mut f;
                    loop {
                        let op = &ops[fr.pc];
                        fr.pc += 1;
                        self.icount += 1;
                        if self.icount >= self.next_check {
                            if let Err(e) = self.check_limits() {
                                result = Err(e);
                                break;
                            }
                        }
                        if !self.step(fr, op, &mut result) {
                            break;
                        }
                    }
                }
            }
            match result {
                Ok(Flow::Next) => {}
                Ok(Flow::Push(new)) => {
                    if self.depth >= self.limits.max_recursion {
                        // A generator that cannot resume is finished, as when its nested
                        // run failed the same check.
                        if let Some((g, _)) = &new.gen_of {
                            call::gen_finished(g);
                        }
                        pending = Some(PyErr::msg(
                            ExcKind::RecursionError,
                            "maximum recursion depth exceeded",
                        ));
                        continue;
                    }
                    self.depth += 1;
                    let old = std::mem::replace(&mut f, new);
                    self.frames.push(old);
                }
                Ok(Flow::Return(v)) => {
                    self.depth -= 1;
                    if self.frames.len() == base {
                        self.recycle(f);
                        return Ok(Outcome::Return(v));
                    }
                    let mut done = std::mem::replace(&mut f, self.frames.pop().unwrap());
                    let init_for = done.init_for.take();
                    let gen_of = done.gen_of.take();
                    let binop = done.binop;
                    self.recycle(done);
                    // Generators its locals held are closed as the frame goes (vm/coro.rs).
                    if coro::abandoned_pending() {
                        if let Err(e) = self.close_abandoned() {
                            pending = Some(e);
                        }
                    }
                    if let Some((g, how)) = gen_of {
                        // A generator resumed in this loop returned.
                        call::gen_finished(&g);
                        match how {
                            GenResume::ForIter(t) => {
                                f.stack.pop();
                                f.pc = t as usize;
                            }
                            GenResume::Send => {
                                if pending.is_none() {
                                    pending = crate::builtins::misc_methods::gen_step(
                                        call::GenStep::Returned(v),
                                    )
                                    .err();
                                }
                            }
                            GenResume::YieldFrom => {
                                // The value of the `yield from` expression.
                                f.stack.pop();
                                f.stack.push(v);
                            }
                        }
                        continue;
                    }
                    if let Some(op) = binop {
                        // A binary operator's method returned: its operands leave the stack.
                        let b = f.stack.pop().unwrap();
                        let a = f.stack.pop().unwrap();
                        match v {
                            Value::NotImplemented => match self.binary_rest(op, &a, &b, false) {
                                Ok(r) => f.stack.push(r),
                                Err(e) => pending = Some(e),
                            },
                            v => f.stack.push(v),
                        }
                        ops::drop_fast(a);
                        ops::drop_fast(b);
                        continue;
                    }
                    match init_for {
                        None => f.stack.push(v),
                        Some(obj) if matches!(v, Value::None) => f.stack.push(obj),
                        Some(_) => {
                            pending = Some(PyErr::type_err(format!(
                                "__init__() should return None, not '{}'",
                                v.type_name()
                            )));
                        }
                    }
                }
                Ok(Flow::Yield(v)) => loop {
                    self.depth -= 1;
                    let Some((g, how)) = f.gen_of.take() else {
                        if self.draining() && self.frames.len() == base {
                            // A drained generator (vm/drain.rs): its value is consumed and
                            // it goes on as if `None` were sent back.
                            if self.drain_item(v) {
                                self.depth += 1;
                                f.stack.push(Value::None);
                                break;
                            }
                            return Ok(Outcome::Yield(Value::None, f));
                        }
                        return Ok(Outcome::Yield(v, f));
                    };
                    // A generator resumed in this loop yielded: it keeps its frame and
                    // its caller goes on with the value.
                    let frame = std::mem::replace(&mut f, self.frames.pop().unwrap());
                    let mut gb = g.borrow_mut();
                    gb.running = false;
                    gb.frame = Some(frame);
                    drop(gb);
                    if let GenResume::YieldFrom = how {
                        // The caller delegates to it: the caller yields the value on and
                        // will resume at its `yield from`.
                        f.pc -= 1;
                        continue;
                    }
                    f.stack.push(v);
                    break;
                },
                Err(PyErr::Suspend(call)) => {
                    // Only the outermost loop, at base 0, suspends (`host/tool.rs`): its
                    // frames stay for `resume_suspended`, the running one on top.
                    self.frames.push(f);
                    return Err(PyErr::Suspend(call));
                }
                Err(e) => {
                    let mut exc = match self.materialize(e) {
                        Ok(x) => x,
                        Err(e) => return Err(self.abandon_frames(f, base, e)),
                    };
                    // Implicit chaining.
                    if let Some(Value::Instance(h)) = self.handled(&f) {
                        if !Rc::ptr_eq(&h, &exc) {
                            if let Some(d) = &exc.exc {
                                let mut d = d.borrow_mut();
                                if d.context.is_none() {
                                    // As CPython, no cycle through the context chain: if
                                    // `exc` is already in h's chain, that link is cut.
                                    let mut cur = h.clone();
                                    for _ in 0..100_000 {
                                        let Some(cd) = &cur.exc else { break };
                                        let next = match &cd.borrow().context {
                                            Some(Value::Instance(n)) => n.clone(),
                                            _ => break,
                                        };
                                        if Rc::ptr_eq(&next, &exc) {
                                            cd.borrow_mut().context = None;
                                            break;
                                        }
                                        cur = next;
                                    }
                                    d.context = Some(Value::Instance(h));
                                }
                            }
                        }
                    }
                    Self::add_tb(&exc, &f);
                    loop {
                        let mut handled = false;
                        while let Some(b) = f.blocks.pop() {
                            if let Block::Except { handler, depth } = b {
                                f.stack.truncate(depth as usize);
                                f.stack.push(Value::Instance(exc.clone()));
                                f.blocks.push(Block::Handling(Value::Instance(exc.clone())));
                                f.pc = handler as usize;
                                handled = true;
                                break;
                            }
                        }
                        if handled {
                            // Generators the unwinding dropped are closed before the
                            // handler runs, as CPython frees them (vm/coro.rs).
                            if coro::abandoned_pending() {
                                if let Err(e) = self.close_abandoned() {
                                    pending = Some(e);
                                }
                            }
                            break;
                        }
                        if let Some((g, _)) = f.gen_of.take() {
                            // The exception leaves a generator resumed in this loop: it is
                            // finished, and a StopIteration becomes a RuntimeError (PEP 479).
                            let kind = call::gen_finished(&g);
                            match self.gen_raised(kind, PyErr::Obj(exc)) {
                                PyErr::Obj(e) => exc = e,
                                e => return Err(self.abandon_frames(f, base, e)),
                            }
                        }
                        self.depth -= 1;
                        if self.frames.len() == base {
                            return Err(PyErr::Obj(exc));
                        }
                        f = self.frames.pop().unwrap();
                        Self::add_tb(&exc, &f);
                    }
                }
            }
        }
    }

    /// The old value of a global just rebound was a native object: if it is the host's tool
    /// of that name, the tool goes back and the code gets smolagents' `TypeError`.
    #[cold]
    fn store_over_native(&mut self, slot: usize, old: Value) -> PyResult<()> {
        let name = self.globals.names[slot].clone();
        if crate::host::tool::tool_name(&old) == Some(&*name) {
            let new = self.globals.values[slot].replace(old);
            crate::values::teardown::teardown_all(new);
            return Err(crate::host::tool::rebind_error(&name));
        }
        drop(old);
        Ok(())
    }

    /// Leave the run loop with an uncatchable error (a limit, `final_answer`): the frames it
    /// pushed go, and generators running among them are finished.
    #[cold]
    fn abandon_frames(&mut self, f: Box<Frame>, base: usize, e: PyErr) -> PyErr {
        self.depth -= self.frames.len() - base + 1;
        for fr in self.frames.drain(base..).chain(std::iter::once(f)) {
            if let Some((g, _)) = &fr.gen_of {
                call::gen_finished(g);
            }
        }
        e
    }

    /// Run one instruction. `true`: go on with the next one (`Flow::Next`, the hot case,
    /// which is never written to memory: the loop's back edge tests a flag in a register);
    /// `false`: `out` holds what the loop does instead (a call, a return, a yield or an
    /// error), written only on those paths.
    #[inline(always)]
    fn step(&mut self, f: &mut Frame, op: &Op, out: &mut PyResult<Flow>) -> bool {
        // `expr?` of the loop: an error leaves the instruction through `out`.
        macro_rules! tri {
            ($e:expr) => {
                match $e {
                    Ok(v) => v,
                    Err(e) => {
                        leave(out, Err(e));
                        return false;
                    }
                }
            };
        }
        // `return expr` of the loop: a result that is not `Flow::Next` goes out through `out`.
        macro_rules! flow {
            ($e:expr) => {
                match $e {
                    Ok(Flow::Next) => return true,
                    r => {
                        leave(out, r);
                        return false;
                    }
                }
            };
        }
        // The same for instructions that mostly switch frames (calls, returns, yields): the
        // result is written straight into `out` and tested there, never copied as a whole
        // (see `run_loop`).
        macro_rules! switch {
            ($e:expr) => {{
                leave(out, $e);
                return matches!(out, Ok(Flow::Next));
            }};
        }
        // `out` holds `Ok(Flow::Next)` on entry (nothing to drop): written without the
        // out-of-line drop of a `PyResult<Flow>` that an assignment calls.
        #[inline(always)]
        fn leave(out: &mut PyResult<Flow>, r: PyResult<Flow>) {
            debug_assert!(matches!(out, Ok(Flow::Next)));
            std::mem::forget(std::mem::replace(out, r));
        }
        // (Matched in place: each arm reads the fields it uses.)
        match *op {
            Op::Nop => {}
            Op::LoadConst(i) => {
                let v = ops::clone_fast(&f.code.consts[i as usize]);
                f.stack.push(v);
            }
            Op::LoadFast(i) => tri!(self.load_fast(f, i)),
            Op::StoreFast(i) => {
                let v = f.stack.pop().unwrap();
                if let Some(old) = f.locals[i as usize].replace(v) {
                    ops::drop_fast(old);
                }
            }
            Op::LoadDeref(i) => tri!(Self::load_deref(f, i)),
            Op::StoreDeref(i) => {
                let v = f.stack.pop().unwrap();
                *f.cells[i as usize].borrow_mut() = Some(v);
            }
            Op::LoadGlobal(s) => {
                let s = s as usize;
                let v = match &self.globals.values[s] {
                    Some(v) => ops::clone_fast(v),
                    None => match &self.globals.fallback[s] {
                        Some(v) => ops::clone_fast(v),
                        None => {
                            let name = self.globals.names[s].clone();
                            flow!(Err(self.name_error(f, &name)))
                        }
                    },
                };
                f.stack.push(v);
            }
            Op::LoadModuleGlobal(s) => {
                // A Python-source module's global: the error (unbound name) is `name_op`'s.
                match Self::frame_module(f).and_then(|g| Self::module_global(g, s as usize)) {
                    Some(v) => f.stack.push(v),
                    None => tri!(self.name_op(f, *op)),
                }
            }
            Op::StoreGlobal(s) => {
                let v = f.stack.pop().unwrap();
                if let Some(old) = self.globals.values[s as usize].replace(v) {
                    if matches!(old, Value::Generator(_)) {
                        // Rebinding the last reference to a suspended generator closes it.
                        drop(old);
                        tri!(self.close_abandoned());
                    } else if matches!(old, Value::Native(_)) {
                        tri!(self.store_over_native(s as usize, old));
                    } else {
                        ops::drop_fast(old);
                    }
                }
            }
            Op::LoadAttr(i) => {
                let obj = f.stack.pop().unwrap();
                let v = match self.load_attr_fast(&f.code, i as usize, &obj) {
                    Some(v) => v,
                    None => flow!(self.load_attr_op(f, i as usize, obj)),
                };
                f.stack.push(v);
            }
            Op::StoreAttr(i) => tri!(self.store_attr_op(f, i as usize)),
            Op::CallMethod(ni, argc) => switch!(self.call_method_op(f, ni, argc as usize)),
            Op::Binary(bop) | Op::Inplace(bop) => {
                let b = f.stack.pop().unwrap();
                let a = f.stack.pop().unwrap();
                // ints, floats and strs have no in-place forms: one fast path for both.
                let r = match ops::binary_fast(bop, &a, &b) {
                    Some(r) => r,
                    None if matches!(*op, Op::Inplace(_)) => {
                        flow!(self.binary_values(f, bop, true, a, b))
                    }
                    None if matches!(a, Value::Instance(_)) => {
                        flow!(self.binary_instance(f, bop, a, b))
                    }
                    None => tri!(self.binary(bop, &a, &b)),
                };
                f.stack.push(r);
                ops::drop_fast(a);
                ops::drop_fast(b);
            }
            Op::Unary(op) => {
                let a = f.stack.pop().unwrap();
                let r = tri!(self.unary(op, &a));
                f.stack.push(r);
            }
            Op::Compare(op) => {
                let b = f.stack.pop().unwrap();
                let a = f.stack.pop().unwrap();
                match ops::compare_fast(op, &a, &b) {
                    Some(r) => f.stack.push(Value::bool(r)),
                    None => {
                        let r = tri!(self.compare(op, &a, &b));
                        f.stack.push(r);
                    }
                }
                ops::drop_fast(a);
                ops::drop_fast(b);
            }
            Op::CompareJump(op, jump_if, target) => {
                let b = f.stack.pop().unwrap();
                let a = f.stack.pop().unwrap();
                let r = match ops::compare_fast(op, &a, &b) {
                    Some(r) => r,
                    None => match tri!(self.compare(op, &a, &b)) {
                        Value::Bool(r) => r.get(),
                        v => tri!(self.truthy(&v)),
                    },
                };
                ops::drop_fast(a);
                ops::drop_fast(b);
                if r == jump_if {
                    f.pc = target as usize;
                } else {
                    f.pc += 1;
                }
            }
            Op::LoadFast2(a, b) => {
                tri!(self.load_fast(f, a as u32));
                f.pc += 1;
                tri!(self.load_fast(f, b as u32));
            }
            Op::SubscrLocals(a, b) => {
                // (Both locals read in place: no reference count moves on the fast path.)
                let v = match (&f.locals[a as usize], &f.locals[b as usize]) {
                    (Some(o), Some(k)) => ops::subscr_fast(o, k),
                    _ => None,
                };
                match v {
                    Some(v) => {
                        f.pc += 2;
                        f.stack.push(v);
                    }
                    None => {
                        tri!(self.load_fast(f, a as u32));
                        f.pc += 1;
                        tri!(self.load_fast(f, b as u32));
                    }
                }
            }
            Op::StoreSubscrLocals(a, b) => {
                let done = match (&f.locals[a as usize], &f.locals[b as usize]) {
                    (Some(o), Some(k)) => ops::store_subscr_in_place(o, k, &mut f.stack),
                    _ => false,
                };
                if done {
                    f.pc += 2;
                } else {
                    tri!(self.load_fast(f, a as u32));
                    f.pc += 1;
                    tri!(self.load_fast(f, b as u32));
                }
            }
            Op::SubscrDerefLocal(c, b) => {
                let v = match (&*f.cells[c as usize].borrow(), &f.locals[b as usize]) {
                    (Some(o), Some(k)) => ops::subscr_fast(o, k),
                    _ => None,
                };
                match v {
                    Some(v) => {
                        f.pc += 2;
                        f.stack.push(v);
                    }
                    None => tri!(Self::load_deref(f, c as u32)),
                }
            }
            Op::StoreSubscrDerefLocal(c, b) => {
                let done = match (&*f.cells[c as usize].borrow(), &f.locals[b as usize]) {
                    (Some(o), Some(k)) => ops::store_subscr_in_place(o, k, &mut f.stack),
                    _ => false,
                };
                if done {
                    f.pc += 2;
                } else {
                    tri!(Self::load_deref(f, c as u32));
                }
            }
            Op::LoadFastConst(a, c) => {
                tri!(self.load_fast(f, a as u32));
                f.pc += 1;
                let v = ops::clone_fast(&f.code.consts[c as usize]);
                f.stack.push(v);
            }
            Op::LoadFastAttr(a, name) => {
                // (The local is read in place: no reference count moves unless the general
                // path runs.)
                let v = match &f.locals[a as usize] {
                    Some(obj) => self.load_attr_fast(&f.code, name as usize, obj),
                    None => flow!(Err(Self::unbound_local(f, a as u32))),
                };
                f.pc += 1;
                let v = match v {
                    Some(v) => v,
                    None => {
                        let obj = f.locals[a as usize].clone().unwrap();
                        flow!(self.load_attr_op(f, name as usize, obj))
                    }
                };
                f.stack.push(v);
            }
            Op::StoreFastLoadFast(a, b) => {
                let v = f.stack.pop().unwrap();
                if let Some(old) = f.locals[a as usize].replace(v) {
                    ops::drop_fast(old);
                }
                f.pc += 1;
                tri!(self.load_fast(f, b as u32));
            }
            Op::BinaryLocalConst(a, b, bop)
            | Op::BinaryLocals(a, b, bop)
            | Op::InplaceLocalConst(a, b, bop)
            | Op::InplaceLocals(a, b, bop) => {
                // `at`: the fused instruction; the operator is at `at + 2`, the `StoreFast` of
                // the in-place forms at `at + 3`.
                let at = f.pc - 1;
                let Some(x) = &f.locals[a as usize] else {
                    flow!(Err(Self::unbound_local(f, a as u32)))
                };
                let y = match *op {
                    Op::BinaryLocalConst(..) | Op::InplaceLocalConst(..) => {
                        &f.code.consts[b as usize]
                    }
                    _ => match &f.locals[b as usize] {
                        Some(y) => y,
                        None => {
                            f.pc = at + 2;
                            flow!(Err(Self::unbound_local(f, b as u32)))
                        }
                    },
                };
                let inplace = matches!(*op, Op::InplaceLocalConst(..) | Op::InplaceLocals(..));
                // Past the operator (its line is the operation's in a traceback).
                f.pc = at + 3;
                match ops::binary_fast(bop, x, y) {
                    Some(r) if inplace => {
                        // The store is done here too: on past it.
                        f.pc = at + 4;
                        if let Some(old) = f.locals[a as usize].replace(r) {
                            ops::drop_fast(old);
                        }
                    }
                    Some(r) => f.stack.push(r),
                    None => {
                        // (In place, the result goes on the stack for the `StoreFast`.)
                        let (x, y) = (x.clone(), y.clone());
                        flow!(self.binary_values(f, bop, inplace, x, y))
                    }
                }
            }
            Op::CompareLocalConstJump(a, b) | Op::CompareLocalsJump(a, b) => {
                let Some(x) = &f.locals[a as usize] else {
                    flow!(Err(Self::unbound_local(f, a as u32)))
                };
                let y = match *op {
                    Op::CompareLocalConstJump(..) => &f.code.consts[b as usize],
                    _ => match &f.locals[b as usize] {
                        Some(y) => y,
                        None => {
                            f.pc += 1;
                            flow!(Err(Self::unbound_local(f, b as u32)))
                        }
                    },
                };
                let Op::CompareJump(cop, jump_if, target) = f.code.ops[f.pc + 1] else {
                    flow!(Err(Self::not_fused(f)))
                };
                match ops::compare_fast(cop, x, y) {
                    Some(r) if r == jump_if => f.pc = target as usize,
                    Some(_) => f.pc += 3,
                    None => {
                        let (x, y) = (x.clone(), y.clone());
                        flow!(self.compare_jump_slow(f, x, y))
                    }
                }
            }
            Op::BinaryConst(c, bop) => {
                let y = &f.code.consts[c as usize];
                f.pc += 1;
                let top = f.stack.last_mut().unwrap();
                match ops::binary_fast(bop, top, y) {
                    Some(r) => ops::drop_fast(std::mem::replace(top, r)),
                    None => {
                        let (x, y) = (f.stack.pop().unwrap(), y.clone());
                        flow!(self.binary_values(f, bop, false, x, y))
                    }
                }
            }
            Op::BinaryLocal(a, bop) => {
                let Some(y) = &f.locals[a as usize] else {
                    flow!(Err(Self::unbound_local(f, a as u32)))
                };
                f.pc += 1;
                let top = f.stack.last_mut().unwrap();
                match ops::binary_fast(bop, top, y) {
                    Some(r) => ops::drop_fast(std::mem::replace(top, r)),
                    None => {
                        let (x, y) = (f.stack.pop().unwrap(), y.clone());
                        flow!(self.binary_values(f, bop, false, x, y))
                    }
                }
            }
            Op::ReturnLocal(a) => {
                // The frame ends: its local moves out.
                switch!(match f.locals[a as usize].take() {
                    Some(v) => Ok(Flow::Return(v)),
                    None => Err(Self::unbound_local(f, a)),
                })
            }
            Op::Is(neg) => {
                let b = f.stack.pop().unwrap();
                let a = f.stack.pop().unwrap();
                f.stack.push(Value::bool(a.is(&b) != neg));
            }
            Op::In(neg) => {
                let b = f.stack.pop().unwrap();
                let a = f.stack.pop().unwrap();
                let r = tri!(self.contains(&b, &a));
                f.stack.push(Value::bool(r != neg));
            }
            Op::Subscr => {
                let k = f.stack.pop().unwrap();
                let o = f.stack.pop().unwrap();
                let r = match ops::subscr_fast(&o, &k) {
                    Some(r) => r,
                    None => tri!(self.getitem(&o, &k)),
                };
                ops::drop_fast(k);
                f.stack.push(r);
            }
            Op::StoreSubscr => {
                let k = f.stack.pop().unwrap();
                let o = f.stack.pop().unwrap();
                let v = f.stack.pop().unwrap();
                if let Some(v) = ops::store_subscr_fast(&o, &k, v) {
                    tri!(self.setitem(&o, k, v));
                }
            }
            Op::DeleteSubscr => {
                let k = f.stack.pop().unwrap();
                let o = f.stack.pop().unwrap();
                tri!(self.delitem(&o, &k));
            }
            Op::BuildTuple(n) => {
                let at = f.stack.len() - n as usize;
                let v: Vec<Value> = f.stack.drain(at..).collect();
                f.stack.push(Value::tuple(v));
            }
            Op::BuildList(n) => {
                let at = f.stack.len() - n as usize;
                let v: Vec<Value> = f.stack.drain(at..).collect();
                f.stack.push(Value::list(v));
            }
            Op::ListAppend(d) => {
                let v = f.stack.pop().unwrap();
                let idx = f.stack.len() - d as usize;
                if let Value::List(l) = &f.stack[idx] {
                    l.borrow_mut().push(v);
                }
            }
            Op::ListAppendJump(d, t) => {
                let v = f.stack.pop().unwrap();
                let idx = f.stack.len() - d as usize;
                if let Value::List(l) = &f.stack[idx] {
                    l.borrow_mut().push(v);
                }
                f.pc = t as usize;
            }
            Op::SetAdd(d) => tri!(self.set_add_op(f, d as usize)),
            Op::SetAddJump(d, t) => {
                tri!(self.set_add_op(f, d as usize));
                f.pc = t as usize;
            }
            Op::MapAdd(d) => tri!(self.map_add_op(f, d as usize)),
            Op::MapAddJump(d, t) => {
                tri!(self.map_add_op(f, d as usize));
                f.pc = t as usize;
            }
            Op::UnpackSequence(n) => {
                let v = f.stack.pop().unwrap();
                let items = tri!(self.unpack(&v, n as usize));
                f.stack.extend(items.into_iter().rev());
            }
            Op::Jump(t) => f.pc = t as usize,
            Op::PopJumpIfFalse(t) => {
                let v = f.stack.pop().unwrap();
                let b = match v {
                    Value::Bool(b) => b.get(),
                    v => tri!(self.truthy(&v)),
                };
                if !b {
                    f.pc = t as usize;
                }
            }
            Op::PopJumpIfTrue(t) => {
                let v = f.stack.pop().unwrap();
                let b = match v {
                    Value::Bool(b) => b.get(),
                    v => tri!(self.truthy(&v)),
                };
                if b {
                    f.pc = t as usize;
                }
            }
            Op::JumpIfFalseOrPop(t) => {
                let b = tri!(self.truthy(f.stack.last().unwrap()));
                if !b {
                    f.pc = t as usize;
                } else {
                    f.stack.pop();
                }
            }
            Op::JumpIfTrueOrPop(t) => {
                let b = tri!(self.truthy(f.stack.last().unwrap()));
                if b {
                    f.pc = t as usize;
                } else {
                    f.stack.pop();
                }
            }
            Op::GetIter => {
                let v = f.stack.pop().unwrap();
                let it = tri!(self.iter(&v));
                f.stack.push(it);
            }
            Op::ForIter(t) | Op::ForIterStore(_, t) => {
                // Range and list iterators step inline; every other iterator goes through
                // `Vm::next`. Fused with the `StoreFast` after it, the value goes straight
                // into its local ([`Vm::iter_value`]) except from a generator, whose value
                // arrives on the stack for that `StoreFast`.
                let fast = match f.stack.last() {
                    Some(Value::Iter(st)) => {
                        let mut s = st.borrow_mut();
                        match &mut *s {
                            IterState::Range(cur, stop, step) => {
                                if (*step > 0 && *cur < *stop) || (*step < 0 && *cur > *stop) {
                                    let v = *cur;
                                    *cur = cur.saturating_add(*step);
                                    drop(s);
                                    Self::iter_value(f, op, Value::Int(v));
                                } else {
                                    drop(s);
                                    f.stack.pop();
                                    f.pc = t as usize;
                                }
                                true
                            }
                            IterState::List(l, i) => {
                                let item = l.borrow().get(*i).map(ops::clone_fast);
                                match item {
                                    Some(v) => {
                                        *i += 1;
                                        drop(s);
                                        Self::iter_value(f, op, v);
                                    }
                                    None => {
                                        *s = IterState::Done;
                                        drop(s);
                                        f.stack.pop();
                                        f.pc = t as usize;
                                    }
                                }
                                true
                            }
                            _ => false,
                        }
                    }
                    _ => false,
                };
                if let (false, Some(Value::Generator(g))) = (fast, f.stack.last()) {
                    // A generator resumes directly (no trip through `Vm::next`): a plain
                    // one's frame runs in this loop, others nest a run.
                    if let Some(frame) = self.gen_frame_next(g, GenResume::ForIter(t)) {
                        flow!(Ok(Flow::Push(frame)))
                    }
                    let g = g.clone();
                    match tri!(self.gen_resume(&g, Value::None, None)) {
                        call::GenStep::Yielded(v) => f.stack.push(v),
                        call::GenStep::Returned(_) => {
                            f.stack.pop();
                            f.pc = t as usize;
                        }
                    }
                } else if !fast {
                    let it = f.stack.last().unwrap().clone();
                    match tri!(self.next(&it)) {
                        Some(v) => Self::iter_value(f, op, v),
                        None => {
                            f.stack.pop();
                            f.pc = t as usize;
                        }
                    }
                }
            }
            Op::Call(argc) => switch!(self.call_op(f, argc as usize)),
            Op::CallKw(argc) => switch!(self.call_kw_op(f, argc as usize)),
            Op::CallEx(has_kw) => {
                let kw = if has_kw {
                    Some(f.stack.pop().unwrap())
                } else {
                    None
                };
                let args = f.stack.pop().unwrap();
                let callee = f.stack.pop().unwrap();
                let args = match args {
                    Value::Tuple(t) => t.to_vec(),
                    _ => Vec::new(),
                };
                let mut kwargs = Vec::new();
                if let Some(Value::Dict(d)) = kw {
                    for (k, v) in d.borrow().iter() {
                        match &k.value {
                            Value::Str(s) => kwargs.push((Rc::from(s.s.as_str()), v.clone())),
                            _ => flow!(Err(PyErr::type_err("keywords must be strings"))),
                        }
                    }
                }
                switch!(self.call_flow(f, callee, None, args, kwargs))
            }
            Op::Return => {
                let v = f.stack.pop().unwrap();
                switch!(Ok(Flow::Return(v)))
            }
            Op::Yield => {
                // A drained generator's value goes to its sink here (vm/drain.rs).
                if self.drain.is_some() && self.drain_yield(f) {
                    return true;
                }
                let v = f.stack.pop().unwrap();
                switch!(Ok(Flow::Yield(v)))
            }
            Op::YieldFrom => flow!(self.yield_from_op(f)),
            Op::GetAwaitable
            | Op::AsyncGenWrap
            | Op::GetAIter
            | Op::GetANext
            | Op::EndAsyncFor
            | Op::BeforeAsyncWith
            | Op::SetupAsyncWith(_)
            | Op::AsyncWithExit
            | Op::AsyncWithExcept
            | Op::AsyncWithExceptEnd => flow!(self.coro_op(f, *op)),
            Op::Pop | Op::PopJump(_) => {
                match f.stack.pop() {
                    Some(Value::Generator(g)) => {
                        // Dropping the last reference to a suspended generator closes it, as
                        // CPython's reference counting does (runs its `finally` blocks).
                        drop(g);
                        tri!(self.close_abandoned());
                    }
                    // A discarded result may be deep (`make_nested()` as a statement): freed
                    // without recursion (values/teardown.rs).
                    Some(v) => {
                        ops::drop_fast(v);
                        tri!(self.close_abandoned());
                    }
                    None => {}
                }
                // Fused with the `Jump` after it (a loop body's last statement): taken once
                // the value is gone (an error leaves `pc` at the `Jump`).
                if let Op::PopJump(t) = *op {
                    f.pc = t as usize;
                }
            }
            Op::Dup => {
                let v = f.stack.last().unwrap().clone();
                f.stack.push(v);
            }
            Op::Dup2 => {
                let n = f.stack.len();
                let a = f.stack[n - 2].clone();
                let b = f.stack[n - 1].clone();
                f.stack.push(a);
                f.stack.push(b);
            }
            Op::Rot2 => {
                let n = f.stack.len();
                f.stack.swap(n - 1, n - 2);
            }
            Op::Rot3 => {
                let v = f.stack.pop().unwrap();
                let n = f.stack.len();
                f.stack.insert(n - 2, v);
            }
            Op::SetupExcept(t) => {
                f.blocks.push(Block::Except {
                    handler: t,
                    depth: f.stack.len() as u32,
                });
            }
            Op::PopBlock => {
                f.blocks.pop();
            }
            // The cold families run out of line, in files by concern (vm/instr/).
            Op::DeleteFast(_)
            | Op::DeleteDeref(_)
            | Op::DeleteGlobal(_)
            | Op::StoreModuleGlobal(_)
            | Op::DeleteModuleGlobal(_)
            | Op::LoadName(_)
            | Op::StoreName(_)
            | Op::DeleteName(_)
            | Op::DeleteAttr(_)
            | Op::SetLastValue => tri!(self.name_op(f, *op)),
            Op::BuildSlice
            | Op::BuildSet(_)
            | Op::BuildMap(_)
            | Op::ListExtend(_)
            | Op::SetUpdate(_)
            | Op::DictUpdate(_)
            | Op::DictMerge(_)
            | Op::ListToTuple
            | Op::UnpackEx(_, _) => tri!(self.build_op(f, *op)),
            Op::BuildString(_) | Op::FormatValue(_, _) => tri!(self.fstring_op(f, *op)),
            Op::LoadClosure(_)
            | Op::MakeFunction(_, _)
            | Op::BuildClass(_)
            | Op::LoadOwnerClass => tri!(self.define_op(f, *op)),
            Op::ImportName(_) | Op::ImportFrom(_) | Op::ImportStar => tri!(self.import_op(f, *op)),
            Op::PopExcept
            | Op::Reraise
            | Op::Raise(_)
            | Op::ExcMatch
            | Op::SetupWith(_)
            | Op::WithExitNormal
            | Op::WithExcept
            | Op::LoadAssertionError => tri!(self.exception_op(f, *op)),
            Op::GetLen
            | Op::MatchSequence
            | Op::MatchMapping
            | Op::MatchKeys
            | Op::MatchClass(_)
            | Op::DictWithout => tri!(self.pattern_op(f, *op)),
        }
        true
    }

    /// The general path of a binary (or, with `inplace`, augmented) operator on two values
    /// the fast path declined: the result goes on the stack, or a user class's method runs
    /// as a frame ([`Vm::binary_instance`]).
    #[inline(never)]
    fn binary_values(
        &mut self,
        f: &mut Frame,
        op: crate::compile::code::BinOp,
        inplace: bool,
        a: Value,
        b: Value,
    ) -> PyResult<Flow> {
        let r = if inplace {
            if op == crate::compile::code::BinOp::Add
                && matches!((&a, &b), (Value::Str(_), Value::Str(_)))
            {
                let r = self.str_iadd(f, a, &b)?;
                f.stack.push(r);
                return Ok(Flow::Next);
            }
            self.inplace(op, &a, &b)?
        } else if matches!(a, Value::Instance(_)) {
            return self.binary_instance(f, op, a, b);
        } else {
            self.binary(op, &a, &b)?
        };
        f.stack.push(r);
        ops::drop_fast(a);
        ops::drop_fast(b);
        Ok(Flow::Next)
    }

    /// `CompareLocalConstJump`/`CompareLocalsJump` without a fused `CompareJump` after it,
    /// which `fuse` never makes.
    #[cold]
    fn not_fused(f: &Frame) -> PyErr {
        PyErr::msg(
            ExcKind::SystemError,
            format!(
                "bad superinstruction at {} in {}",
                f.pc - 1,
                f.code.qualname
            ),
        )
    }

    /// The general path of `CompareLocalConstJump`/`CompareLocalsJump` on their two operands
    /// (`f.pc` just past the fused instruction): the `CompareJump` two instructions on says
    /// how to compare and where to go.
    #[inline(never)]
    fn compare_jump_slow(&mut self, f: &mut Frame, a: Value, b: Value) -> PyResult<Flow> {
        let Op::CompareJump(op, jump_if, target) = f.code.ops[f.pc + 1] else {
            return Err(Self::not_fused(f));
        };
        // Past the `CompareJump` (its line is the comparison's in a traceback).
        f.pc += 2;
        let r = match self.compare(op, &a, &b)? {
            Value::Bool(r) => r.get(),
            v => self.truthy(&v)?,
        };
        ops::drop_fast(a);
        ops::drop_fast(b);
        if r == jump_if {
            f.pc = target as usize;
        } else {
            f.pc += 1;
        }
        Ok(Flow::Next)
    }

    /// `a op b` with a user object on the left: its method's frame runs in this loop when
    /// it is a Python function ([`Vm::binary_frame`]), the operands kept on the stack under
    /// it; otherwise the general path.
    #[inline(never)]
    fn binary_instance(
        &mut self,
        f: &mut Frame,
        op: crate::compile::code::BinOp,
        a: Value,
        b: Value,
    ) -> PyResult<Flow> {
        if let Some(frame) = self.binary_frame(op, &a, &b)? {
            f.stack.push(a);
            f.stack.push(b);
            return Ok(Flow::Push(frame));
        }
        let r = self.binary(op, &a, &b)?;
        f.stack.push(r);
        ops::drop_fast(a);
        ops::drop_fast(b);
        Ok(Flow::Next)
    }

    /// Push local slot `i`, or fail with CPython's UnboundLocalError.
    #[inline(always)]
    fn load_fast(&mut self, f: &mut Frame, i: u32) -> PyResult<()> {
        match &f.locals[i as usize] {
            Some(v) => {
                let v = ops::clone_fast(v);
                f.stack.push(v);
                Ok(())
            }
            None => Err(Self::unbound_local(f, i)),
        }
    }

    /// `SetAdd(d)`: the value on top into the set `d` deep (a set comprehension).
    #[inline(always)]
    fn set_add_op(&mut self, f: &mut Frame, d: usize) -> PyResult<()> {
        let v = f.stack.pop().unwrap();
        let k = self.key(v)?;
        let idx = f.stack.len() - d;
        if let Value::Set(s) = f.stack[idx].clone() {
            self.set_add(&s, k)?;
        }
        Ok(())
    }

    /// `MapAdd(d)`: the key and value on top into the dict `d` deep (a dict comprehension).
    #[inline(always)]
    fn map_add_op(&mut self, f: &mut Frame, d: usize) -> PyResult<()> {
        let v = f.stack.pop().unwrap();
        let k = f.stack.pop().unwrap();
        let k = self.key(k)?;
        let idx = f.stack.len() - d;
        if let Value::Dict(m) = f.stack[idx].clone() {
            self.dict_set(&m, k, v)?;
        }
        Ok(())
    }

    /// The next value of a `for` loop's iterator: pushed (`ForIter`), or stored into its
    /// local past the `StoreFast` fused with it (`ForIterStore`).
    #[inline(always)]
    fn iter_value(f: &mut Frame, op: &Op, v: Value) {
        if let Op::ForIterStore(a, _) = *op {
            if let Some(old) = f.locals[a as usize].replace(v) {
                ops::drop_fast(old);
            }
            f.pc += 1;
        } else {
            f.stack.push(v);
        }
    }

    /// `LoadDeref(i)`: push the content of cell `i`.
    #[inline(always)]
    fn load_deref(f: &mut Frame, i: u32) -> PyResult<()> {
        let v = f.cells[i as usize].borrow().clone();
        match v {
            Some(v) => {
                f.stack.push(v);
                Ok(())
            }
            None => Err(Self::unbound_cell(f, i)),
        }
    }

    #[cold]
    fn unbound_local(f: &Frame, i: u32) -> PyErr {
        PyErr::msg(
            ExcKind::UnboundLocalError,
            format!(
                "cannot access local variable '{}' where it is not associated with a value",
                f.code.local_names[i as usize]
            ),
        )
    }

    /// A NameError with CPython's "Did you mean" suggestion attached.
    fn name_error(&mut self, f: &Frame, name: &str) -> PyErr {
        let mut locals: Vec<&str> = f
            .code
            .local_names
            .iter()
            .map(|n| &**n)
            .chain(f.code.cell_names.iter().map(|n| &**n))
            .collect();
        locals.sort_unstable();
        let mut sugg = if f.code.name.as_ref() != "<module>" {
            suggest::suggest(name, locals)
        } else {
            None
        };
        if sugg.is_none() {
            let module = Self::frame_module(f).map(|g| g.borrow());
            let g = module.as_deref().unwrap_or(&self.globals);
            let mut globals: Vec<&str> = g.bound().map(|(n, _)| &**n).collect();
            globals.sort_unstable();
            sugg = suggest::suggest(name, globals);
        }
        if sugg.is_none() {
            let mut builtins: Vec<&str> = self.globals.builtins.keys().map(|k| &**k).collect();
            builtins.sort_unstable();
            sugg = suggest::suggest(name, builtins);
        }
        let e = PyErr::msg(ExcKind::NameError, format!("name '{name}' is not defined"));
        match (sugg, self.materialize(e)) {
            (Some(s), Ok(inst)) => {
                if let Some(d) = &inst.exc {
                    d.borrow_mut().suggestion = Some(s);
                }
                PyErr::Obj(inst)
            }
            (_, Ok(inst)) => PyErr::Obj(inst),
            (_, Err(e)) => e,
        }
    }

    /// The module namespace the code of `f` runs in (`None`: the session's `__main__`).
    #[inline]
    fn frame_module(f: &Frame) -> Option<&GlobalsRef> {
        f.func.as_ref().and_then(|func| func.globals.as_ref())
    }

    /// The module namespace of a frame running module code (compiled with the
    /// `*ModuleGlobal` instructions, so it always has one).
    fn module_globals(f: &Frame) -> PyResult<GlobalsRef> {
        Self::frame_module(f)
            .cloned()
            .ok_or_else(|| PyErr::msg(ExcKind::SystemError, "module code without its globals"))
    }

    /// A global of a module's namespace (builtins included) by slot.
    fn module_global(g: &GlobalsRef, s: usize) -> Option<Value> {
        let g = g.borrow();
        g.values[s].clone().or_else(|| g.fallback[s].clone())
    }

    /// Set owner class of functions found in a class namespace (for super()).
    pub fn set_owner(cls: &Rc<Class>) {
        let weak = Rc::downgrade(cls);
        for v in cls.dict.borrow().values() {
            let f = match v {
                Value::Function(f) => Some(f.clone()),
                Value::StaticMethod(i) | Value::ClassMethod(i) => match &**i {
                    Value::Function(f) => Some(f.clone()),
                    _ => None,
                },
                Value::Property(p) => {
                    for x in [&p.fget, &p.fset, &p.fdel] {
                        if let Value::Function(f) = x {
                            *f.owner.borrow_mut() = Some(weak.clone());
                        }
                    }
                    None
                }
                _ => None,
            };
            if let Some(f) = f {
                *f.owner.borrow_mut() = Some(weak.clone());
            }
        }
    }
}
