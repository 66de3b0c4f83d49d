//! Calls: argument binding with CPython's error messages, the call fast paths used by the
//! loop (no Rust recursion for Python-to-Python calls), generators, and class creation.

use std::cell::RefCell;
use std::rc::Rc;

use super::{ExcKind, Flow, Frame, Outcome, PyErr, PyResult, Vm};
use crate::values::object::{ExcData, TypeKind};
use crate::values::{Class, Function, Generator, Instance, Value};

/// One step of a generator.
pub enum GenStep {
    /// It yielded a value.
    Yielded(Value),
    /// It returned a value (StopIteration).
    Returned(Value),
}

/// A generator whose frame ran in its caller's loop has returned or raised: it is finished.
/// Its kind, for [`Vm::gen_raised`].
pub(crate) fn gen_finished(g: &Rc<RefCell<Generator>>) -> crate::values::GenKind {
    let mut gb = g.borrow_mut();
    gb.running = false;
    gb.finished = true;
    gb.kind
}

/// How CPython names a callable in call errors (`_PyObject_FunctionStr`): user functions and
/// classes with their module (`__main__.f()`, `__main__.C.m()`), builtins without (`print()`,
/// `dict()`).
pub(crate) fn function_str(callee: &Value) -> String {
    match callee {
        Value::Function(func) => format!("__main__.{}()", func.qualname),
        Value::Method(m) => function_str(&m.1),
        Value::Builtin(b) => format!("{}()", b.name),
        Value::Class(c) if c.builtin => format!("{}()", c.name),
        Value::Class(c) => format!("__main__.{}()", c.qualname),
        other => format!("{} object", other.type_name()),
    }
}

impl Vm {
    /// `Op::Call`: Python functions (and user classes whose `__init__` is one) get a new frame
    /// without Rust recursion.
    pub(crate) fn call_op(&mut self, f: &mut Frame, argc: usize) -> PyResult<Flow> {
        let n = f.stack.len();
        let start = n - argc;
        // The plain Python function first, without cloning the callee: its `Rc<Function>`
        // moves out of the stack slot into the new frame (the slot, left `None`, goes with
        // the arguments in `frame_from_stack`).
        if matches!(&f.stack[start - 1], Value::Function(func) if !func.code.is_generator) {
            if let Value::Function(func) = std::mem::replace(&mut f.stack[start - 1], Value::None) {
                let frame = self.frame_from_stack(func, None, &mut f.stack, start)?;
                return Ok(Flow::Push(frame));
            }
        }
        if let (1, Value::Class(c), Value::Int(i)) = (argc, &f.stack[start - 1], &f.stack[n - 1]) {
            if c.builtin && c.kind == TypeKind::Str {
                // `str(i)` of a small int, the commonest conversion: no argument binding.
                let s = Value::string(i.to_string());
                f.stack.truncate(start - 1);
                f.stack.push(s);
                return Ok(Flow::Next);
            }
        }
        if let (2, Value::Class(c)) = (argc, &f.stack[start - 1]) {
            if Rc::ptr_eq(c, &self.types.super_) {
                // `super()` in a method (the compiler passes the owner class and the first
                // argument): made here, without the constructor's argument binding.
                if let Some(s) = Self::super_fast(&f.stack[start], &f.stack[start + 1]) {
                    f.stack.truncate(start - 1);
                    f.stack.push(s);
                    return Ok(Flow::Next);
                }
            }
        }
        if let Value::Builtin(b) = &f.stack[start - 1] {
            if let (crate::values::function::Native::Table(owner, m), None) = (&b.func, &b.bound) {
                if argc == 1 && owner.is_empty() && m.sig.name == "len" {
                    // `len(x)` (CPython specializes it too): no argument binding.
                    let n = self.len(&f.stack[start])?;
                    super::ops::drop_fast(f.stack.pop().unwrap());
                    f.stack.pop();
                    f.stack.push(Value::Int(n as i64));
                    self.close_abandoned()?;
                    return Ok(Flow::Next);
                }
                // A builtin function (`len(x)`, `abs(x)`) reads its arguments where they
                // lie on the stack: no argument vector, no trip through `Vm::call`.
                let (owner, m, b) = (*owner, *m, b.clone());
                let r = crate::builtins::call_table(
                    self,
                    owner,
                    m,
                    &b.name,
                    &Value::None,
                    &f.stack[start..],
                    &[],
                )?;
                f.stack.truncate(start - 1);
                f.stack.push(r);
                // A generator the call dropped (`next(gen())`) is closed as it returns.
                self.close_abandoned()?;
                return Ok(Flow::Next);
            }
        }
        let callee = f.stack[start - 1].clone();
        match &callee {
            Value::Method(m) => {
                if let Value::Function(func) = &m.1 {
                    if !func.code.is_generator {
                        let frame = self.frame_from_stack(
                            func.clone(),
                            Some(m.0.clone()),
                            &mut f.stack,
                            start,
                        )?;
                        return Ok(Flow::Push(frame));
                    }
                }
                self.call_from_stack(f, &callee, start)
            }
            Value::Class(c)
                if c.kind == TypeKind::User && !c.builtin && !c.is_exc && c.ext.meta.is_none() =>
            {
                if let Some(init) = c.plain_init() {
                    let obj = Value::Instance(Rc::new(Instance {
                        class: c.clone(),
                        dict: RefCell::new(crate::values::object::AttrMap::for_class(c)),
                        exc: None,
                        payload: None,
                    }));
                    let mut frame =
                        self.frame_from_stack(init, Some(obj.clone()), &mut f.stack, start)?;
                    frame.init_for = Some(obj);
                    return Ok(Flow::Push(frame));
                }
                self.call_from_stack(f, &callee, start)
            }
            _ => self.call_from_stack(f, &callee, start),
        }
    }

    /// `Op::CallKw`: the keyword names in a tuple on top, over the callee and the `argc`
    /// arguments (the keyword ones last). A Python function (or a bound method of one) whose
    /// parameters the keywords name, each once, gets its frame with the arguments moved into
    /// their slots; anything else (a keyword the function does not take, a name given twice,
    /// a missing argument: the errors) goes through the general binding.
    pub(crate) fn call_kw_op(&mut self, f: &mut Frame, argc: usize) -> PyResult<Flow> {
        let Some(Value::Tuple(names)) = f.stack.pop() else {
            unreachable!()
        };
        let n = f.stack.len();
        let nkw = names.len();
        let start = n - argc;
        let npos = argc - nkw;
        let plan = match &f.stack[start - 1] {
            Value::Function(func) => Self::kw_slots(func, npos, &names),
            Value::Method(m) => match &m.1 {
                Value::Function(func) => Self::kw_slots(func, npos + 1, &names),
                _ => None,
            },
            _ => None,
        };
        if let Some(slots) = plan {
            let (func, first) = match std::mem::replace(&mut f.stack[start - 1], Value::None) {
                Value::Function(func) => (func, None),
                Value::Method(m) => match &m.1 {
                    Value::Function(func) => (func.clone(), Some(m.0.clone())),
                    _ => unreachable!(),
                },
                _ => unreachable!(),
            };
            let code = &func.code;
            let (argcount, nparams) = (
                code.argcount as usize,
                (code.argcount + code.kwonly) as usize,
            );
            let nlocals = code.nlocals as usize;
            let with_cells = code.ncells > 0 || !func.closure.is_empty();
            let mut frame = self.new_frame_for(func);
            let Frame {
                func: Some(func),
                locals,
                cells,
                ..
            } = &mut *frame
            else {
                unreachable!()
            };
            locals.resize(nlocals, None);
            for (v, &slot) in f.stack.drain(start + npos..).zip(&slots) {
                locals[slot as usize] = Some(v);
            }
            let skip = first.is_some() as usize;
            if let Some(x) = first {
                locals[0] = Some(x);
            }
            for (i, v) in f.stack.drain(start..).enumerate() {
                locals[skip + i] = Some(v);
            }
            if let Some(v) = f.stack.pop() {
                super::ops::drop_fast(v);
            }
            // What the call did not give takes its default (`kw_slots` checked there is one).
            let ndef = func.defaults.len();
            for (i, slot) in locals[..argcount].iter_mut().enumerate() {
                if slot.is_none() {
                    *slot = Some(func.defaults[i + ndef - argcount].clone());
                }
            }
            let names = &func.code.local_names[argcount..nparams];
            for (slot, name) in locals[argcount..nparams].iter_mut().zip(names) {
                if slot.is_none() {
                    if let Some((_, v)) = func.kwdefaults.iter().find(|(k, _)| k == name) {
                        *slot = Some(v.clone());
                    }
                }
            }
            if with_cells {
                Self::fill_cells(func, locals, cells);
            }
            return Ok(Flow::Push(frame));
        }
        let mut kwargs = Vec::with_capacity(nkw);
        for (i, name) in names.iter().enumerate() {
            if let Value::Str(s) = name {
                kwargs.push((
                    Rc::from(s.s.as_str()),
                    f.stack[start + argc - nkw + i].clone(),
                ));
            }
        }
        let args: Vec<Value> = f.stack[start..start + argc - nkw].to_vec();
        f.stack.truncate(start);
        let callee = f.stack.pop().unwrap();
        self.call_flow(f, callee, None, args, kwargs)
    }

    /// For a call of `func` with `npos` positional arguments and the keywords `names`: the
    /// parameter slot of each keyword, when the call binds without an error and without
    /// `*args`/`**kwargs` (each keyword names a parameter that may be passed by keyword and
    /// that no other argument fills, every parameter left out has a default). `None`: the
    /// general binding decides (and raises CPython's errors).
    fn kw_slots(func: &Function, npos: usize, names: &[Value]) -> Option<[u16; 8]> {
        let code = &func.code;
        let (argcount, kwonly) = (code.argcount as usize, code.kwonly as usize);
        let nparams = argcount + kwonly;
        if code.is_generator
            || code.varargs
            || code.varkw
            || names.len() > 8
            || nparams >= 64
            || npos > argcount
        {
            return None;
        }
        let mut given: u64 = (1u64 << npos) - 1;
        let mut slots = [0u16; 8];
        for (slot, name) in slots.iter_mut().zip(names) {
            let Value::Str(s) = name else { return None };
            let i = (code.posonly as usize..nparams).find(|&i| *code.local_names[i] == *s.s)?;
            if given & (1 << i) != 0 {
                return None;
            }
            given |= 1 << i;
            *slot = i as u16;
        }
        let required = argcount.checked_sub(func.defaults.len())?;
        let need = (1u64 << required) - 1;
        if given & need != need {
            return None;
        }
        let kwonly_ok = (argcount..nparams).all(|i| {
            given & (1 << i) != 0
                || func
                    .kwdefaults
                    .iter()
                    .any(|(k, _)| *k == code.local_names[i])
        });
        kwonly_ok.then_some(slots)
    }

    /// Call `callee` (just under `stack[start..]`) with those arguments through [`Vm::call`];
    /// the result replaces callee and arguments on the stack.
    fn call_from_stack(&mut self, f: &mut Frame, callee: &Value, start: usize) -> PyResult<Flow> {
        let args: Vec<Value> = f.stack.drain(start..).collect();
        f.stack.pop();
        if let Some(tool) = crate::host::tool::suspending(callee) {
            // A direct call: the execution may stop here, the call's value to come.
            return Err(tool.suspend(self, &args, &[], true));
        }
        let r = self.call(callee, args, Vec::new())?;
        f.stack.push(r);
        // A generator the call dropped (`next(gen())`) is closed as it returns (vm/coro.rs).
        self.close_abandoned()?;
        Ok(Flow::Next)
    }

    /// A frame for `func` called with `first` (a bound receiver) and the arguments
    /// `stack[start..]`; the arguments and the callee under them leave the caller's stack.
    /// The common case (exact positional arguments, no cells) moves them without copying.
    #[inline(always)]
    pub(super) fn frame_from_stack(
        &mut self,
        func: Rc<Function>,
        first: Option<Value>,
        stack: &mut Vec<Value>,
        start: usize,
    ) -> PyResult<Box<Frame>> {
        let code = &func.code;
        let nargs = stack.len() - start + first.is_some() as usize;
        let argcount = code.argcount as usize;
        // Positional parameters only, given or defaulted (cells are set up after).
        let simple = code.positional_only_params
            && nargs <= argcount
            && nargs + func.defaults.len() >= argcount;
        if !simple {
            let frame = self.bind_frame(&func, first, &stack[start..], &[])?;
            stack.truncate(start - 1);
            return Ok(frame);
        }
        let nlocals = code.nlocals as usize;
        let with_cells = code.ncells > 0 || !func.closure.is_empty();
        let defaults = nargs < argcount;
        let mut frame = self.new_frame_for(func);
        let locals = &mut frame.locals;
        // A recycled frame's locals are empty: the arguments move in behind the receiver,
        // then the other locals start unbound.
        // Plain pushes and pops for the commonest counts (`pop` gives the `Some` a local
        // slot holds): a draining iterator or `resize` costs more than the moves for the few
        // arguments of a call.
        if let Some(x) = first {
            locals.push(Some(x));
        }
        match stack.len() - start {
            0 => {}
            1 => {
                let a = stack.pop();
                locals.push(a);
            }
            2 => {
                let b = stack.pop();
                let a = stack.pop();
                locals.push(a);
                locals.push(b);
            }
            _ => locals.extend(stack.drain(start..).map(Some)),
        }
        while locals.len() < nlocals {
            locals.push(None);
        }
        // The callee's slot (or the receiver's: often moved out already, leaving `None`).
        if let Some(v) = stack.pop() {
            super::ops::drop_fast(v);
        }
        if defaults || with_cells {
            Self::defaults_and_cells(&mut frame, nargs);
        }
        Ok(frame)
    }

    /// A frame for `func` called with the two positional arguments `a` and `b` (a binary
    /// operator's method): they move in, as in [`Vm::frame_from_stack`], when the function
    /// takes exactly two positional parameters and has no cells; otherwise they are bound as
    /// in any call (with its errors).
    pub(crate) fn frame_for_pair(
        &mut self,
        func: Rc<Function>,
        a: Value,
        b: Value,
    ) -> PyResult<Box<Frame>> {
        let code = &func.code;
        if !(code.positional_only_params
            && code.argcount == 2
            && code.ncells == 0
            && func.closure.is_empty())
        {
            return self.bind_frame(&func, Some(a), std::slice::from_ref(&b), &[]);
        }
        let nlocals = code.nlocals as usize;
        let mut frame = self.new_frame_for(func);
        frame.locals.push(Some(a));
        frame.locals.push(Some(b));
        while frame.locals.len() < nlocals {
            frame.locals.push(None);
        }
        Ok(frame)
    }

    /// `callee(x)` from native code (a `key=` function of `sorted`, `min`, `max`): a plain
    /// Python function of one positional parameter without cells gets its frame with `x`
    /// moved in (no argument vector, no general binding); anything else goes through
    /// [`Vm::call`].
    pub(crate) fn call1(&mut self, callee: &Value, x: Value) -> PyResult<Value> {
        if let Value::Function(func) = callee {
            let code = &func.code;
            if code.positional_only_params
                && code.argcount == 1
                && !code.is_generator
                && code.ncells == 0
                && func.closure.is_empty()
            {
                let nlocals = code.nlocals as usize;
                let mut frame = self.new_frame_empty(code.clone(), Some(func.clone()));
                frame.locals.push(Some(x));
                while frame.locals.len() < nlocals {
                    frame.locals.push(None);
                }
                return self.run_function_frame(func, frame);
            }
        }
        self.call(callee, vec![x], Vec::new())
    }

    /// The rest of a positional call's binding: parameters after the `given` arguments
    /// take their defaults, then the frame gets its cells (parameters that live in cells
    /// start with their values) and the closure's.
    fn defaults_and_cells(frame: &mut Frame, given: usize) {
        let Frame {
            func: Some(func),
            code,
            locals,
            cells,
            ..
        } = frame
        else {
            return;
        };
        let argcount = code.argcount as usize;
        let ndef = func.defaults.len();
        for (i, slot) in locals.iter_mut().enumerate().take(argcount).skip(given) {
            *slot = Some(func.defaults[i + ndef - argcount].clone());
        }
        if code.ncells > 0 || !func.closure.is_empty() {
            Self::fill_cells(func, locals, cells);
        }
    }

    /// A frame's cells for a call of `func` whose parameters are bound in `locals`, pushed
    /// onto `cells` (empty: a recycled frame's vector, whose room is reused).
    fn fill_cells(
        func: &Function,
        locals: &[Option<Value>],
        cells: &mut Vec<crate::values::CellRef>,
    ) {
        let code = &func.code;
        cells.reserve(code.cell_names.len());
        for _ in 0..code.ncells {
            cells.push(Rc::new(RefCell::new(None)));
        }
        for &(slot, cell) in &code.cell_params {
            *cells[cell as usize].borrow_mut() = locals[slot as usize].clone();
        }
        cells.extend(func.closure.iter().cloned());
    }

    /// A call with collected arguments from the loop.
    pub(crate) fn call_flow(
        &mut self,
        f: &mut Frame,
        callee: Value,
        first: Option<Value>,
        args: Vec<Value>,
        kwargs: Vec<(Rc<str>, Value)>,
    ) -> PyResult<Flow> {
        match &callee {
            Value::Function(func) if !func.code.is_generator => {
                let frame = self.bind_frame(func, first, &args, &kwargs)?;
                return Ok(Flow::Push(frame));
            }
            // A bound Python method (`super().m(x)`, `obj.m(x, k=1)`, a method stored in an
            // instance's dict): its frame runs in this loop too, not in a nested run.
            Value::Method(m) if first.is_none() => {
                if let Value::Function(func) = &m.1 {
                    if !func.code.is_generator {
                        let frame = self.bind_frame(func, Some(m.0.clone()), &args, &kwargs)?;
                        return Ok(Flow::Push(frame));
                    }
                }
            }
            _ => {}
        }
        let mut args = args;
        if let Some(x) = first {
            args.insert(0, x);
        }
        if let Some(tool) = crate::host::tool::suspending(&callee) {
            return Err(tool.suspend(self, &args, &kwargs, true));
        }
        let r = self.call(&callee, args, kwargs)?;
        f.stack.push(r);
        Ok(Flow::Next)
    }

    /// `Op::CallMethod`: `obj.name(args)`.
    pub(crate) fn call_method_op(&mut self, f: &mut Frame, ni: u32, argc: usize) -> PyResult<Flow> {
        let n = f.stack.len();
        let start = n - argc;
        if let (1, Value::List(l)) = (argc, &f.stack[start - 1]) {
            if &*f.code.names[ni as usize] == "append" {
                let l = l.clone();
                let v = f.stack.pop().unwrap();
                crate::builtins::list_methods::append(self, &l, v)?;
                f.stack.pop();
                f.stack.push(Value::None);
                return Ok(Flow::Next);
            }
        }
        if let (1, Value::Generator(g)) = (argc, &f.stack[start - 1]) {
            // (An asynchronous generator has no `send`: its `asend` returns an awaitable.)
            if &*f.code.names[ni as usize] == "send"
                && g.borrow().kind != crate::values::GenKind::AsyncGenerator
            {
                // `gen.send(x)`: straight to the resume, without the method table; a plain
                // generator's frame runs in this loop.
                let g = g.clone();
                let v = f.stack.pop().unwrap();
                f.stack.pop();
                let plain = g.borrow().kind == crate::values::GenKind::Generator;
                let v = if plain {
                    // (When it cannot resume here, running or finished, the value sent no
                    // longer matters: `gen_resume` raises or returns.)
                    match Self::gen_frame_for_loop(&g, v, super::GenResume::Send)? {
                        Some(frame) => return Ok(Flow::Push(frame)),
                        None => Value::None,
                    }
                } else {
                    v
                };
                let r = self.gen_resume(&g, v, None)?;
                f.stack.push(crate::builtins::misc_methods::gen_step(r)?);
                return Ok(Flow::Next);
            }
        }
        if let Value::Instance(inst) = &f.stack[start - 1] {
            // A plain method of the instance's class: the instance moves out of the stack slot
            // into the new frame as its first argument (no clone of the name or the receiver).
            let name = &f.code.names[ni as usize];
            let plain = !inst.class.ext.getattribute.get() && !super::meta::late_getattribute();
            let func = match Self::method_for_call(&f.code, ni as usize, inst) {
                Some(func) if plain && !inst.dict.borrow().contains_key(name) => Some(func),
                _ => None,
            };
            if let Some(func) = func {
                let obj = std::mem::replace(&mut f.stack[start - 1], Value::None);
                let frame = self.frame_from_stack(func, Some(obj), &mut f.stack, start)?;
                return Ok(Flow::Push(frame));
            }
        }
        if let Some(table) = crate::builtins::table_of(&f.stack[start - 1]) {
            if let Some(m) =
                f.code.builtin_sites[ni as usize].find(table, &f.code.names[ni as usize])
            {
                return self.call_builtin_method(f, table, m, start);
            }
        }
        if let Value::Super(s) = &f.stack[start - 1] {
            // `super().m(...)` where `m` is a plain Python function: the object moves into
            // `m`'s frame as its first argument (no bound method, no argument vector).
            if let Some(func) = Self::super_method_for_call(s, &f.code.names[ni as usize]) {
                let Value::Super(s) = std::mem::replace(&mut f.stack[start - 1], Value::None)
                else {
                    unreachable!()
                };
                let obj = Rc::try_unwrap(s).map_or_else(|s| s.1.clone(), |(_, obj)| obj);
                let frame = self.frame_from_stack(func, Some(obj), &mut f.stack, start)?;
                return Ok(Flow::Push(frame));
            }
        }
        let obj = f.stack[start - 1].clone();
        let name = f.code.names[ni as usize].clone();
        if let Value::Instance(_) = &obj {
            let m = self.get_attr(&obj, &name)?;
            let args: Vec<Value> = f.stack.drain(start..).collect();
            f.stack.pop();
            return self.call_flow(f, m, None, args, Vec::new());
        }
        match &obj {
            Value::Module(_)
            | Value::Class(_)
            | Value::Super(_)
            | Value::Function(_)
            | Value::Native(_) => {
                let m = self.get_attr(&obj, &name)?;
                let args: Vec<Value> = f.stack.drain(start..).collect();
                f.stack.pop();
                self.call_flow(f, m, None, args, Vec::new())
            }
            _ => match crate::builtins::find_method(&obj, &name) {
                Some((owner, m)) => {
                    let args: Vec<Value> = f.stack.drain(start..).collect();
                    f.stack.pop();
                    let r = crate::builtins::call_table(self, owner, m, &name, &obj, &args, &[])?;
                    f.stack.push(r);
                    Ok(Flow::Next)
                }
                None => {
                    // Not a builtin method: the attribute itself (or getattr's error, with
                    // CPython's suggestion).
                    let m = self.get_attr(&obj, &name)?;
                    let args: Vec<Value> = f.stack.drain(start..).collect();
                    f.stack.pop();
                    self.call_flow(f, m, None, args, Vec::new())
                }
            },
        }
    }

    /// `obj.name(args)` on a builtin value whose type's table has the method `m` (as the
    /// call site remembers it: no lookup by name): called with the receiver and the
    /// arguments where they lie on the stack (no argument vector); the result replaces them.
    /// Out of line, so the run loop's code around `CallMethod` stays as it was.
    #[inline(never)]
    fn call_builtin_method(
        &mut self,
        f: &mut Frame,
        table: &'static crate::builtins::args::Table,
        m: &'static crate::builtins::args::Method,
        start: usize,
    ) -> PyResult<Flow> {
        let r = crate::builtins::call_table(
            self,
            table.owner,
            m,
            m.sig.name,
            &f.stack[start - 1],
            &f.stack[start..],
            &[],
        )?;
        f.stack.truncate(start - 1);
        f.stack.push(r);
        Ok(Flow::Next)
    }

    /// Count one level of a call that nests on the Rust stack without a Python frame of its
    /// own (a class whose `__init__` is not a function, an instance's `__call__`, a
    /// `staticmethod`, a builtin): as CPython's `Py_EnterRecursiveCall`, it counts towards the
    /// recursion limit, so a chain such as `A.__init__ = A; A()` ends in `RecursionError`
    /// instead of recursing without ever reaching the loop's limit checks. Pair with
    /// [`Vm::leave_call`].
    pub(crate) fn enter_call(&mut self) -> PyResult<()> {
        if self.depth >= self.limits.max_recursion {
            return Err(PyErr::msg(
                ExcKind::RecursionError,
                "maximum recursion depth exceeded while calling a Python object",
            ));
        }
        self.depth += 1;
        Ok(())
    }

    /// Undo [`Vm::enter_call`].
    pub(crate) fn leave_call(&mut self) {
        self.depth -= 1;
    }

    /// Call any callable (nested run for Python code).
    pub fn call(
        &mut self,
        callee: &Value,
        args: Vec<Value>,
        kwargs: Vec<(Rc<str>, Value)>,
    ) -> PyResult<Value> {
        match callee {
            Value::Function(func) => {
                let frame = self.bind_frame(func, None, &args, &kwargs)?;
                self.run_function_frame(func, frame)
            }
            Value::Method(m) => match &m.1 {
                Value::Function(func) => {
                    let frame = self.bind_frame(func, Some(m.0.clone()), &args, &kwargs)?;
                    self.run_function_frame(func, frame)
                }
                _ => self.call_counted(callee, args, kwargs),
            },
            // Builtins nest no Python call of their own (one that calls back into Python runs
            // a frame, which is counted).
            Value::Builtin(b) => crate::builtins::call_builtin(self, b, &args, &kwargs),
            Value::Class(c) if c.builtin && !c.is_exc => {
                crate::builtins::construct(self, c, args, kwargs)
            }
            _ => self.call_counted(callee, args, kwargs),
        }
    }

    /// [`Vm::call_native`] inside [`Vm::enter_call`] / [`Vm::leave_call`].
    fn call_counted(
        &mut self,
        callee: &Value,
        args: Vec<Value>,
        kwargs: Vec<(Rc<str>, Value)>,
    ) -> PyResult<Value> {
        // Counted as a Python call (RecursionError at the recursion limit) and as a level of
        // Rust recursion (the depth guard checks the real stack too).
        let _level = super::nest::enter(super::nest::Ctx::Call)?;
        self.enter_call()?;
        let r = self.call_native(callee, args, kwargs);
        self.leave_call();
        r
    }

    /// [`Vm::call`] for user classes, callable instances, `staticmethod` objects and methods
    /// bound to something other than a Python function (counted by [`Vm::enter_call`]).
    fn call_native(
        &mut self,
        callee: &Value,
        args: Vec<Value>,
        kwargs: Vec<(Rc<str>, Value)>,
    ) -> PyResult<Value> {
        match callee {
            Value::Method(m) => {
                let mut a = Vec::with_capacity(args.len() + 1);
                a.push(m.0.clone());
                a.extend(args);
                let inner = m.1.clone();
                self.call(&inner, a, kwargs)
            }
            Value::Class(c) => self.instantiate(c, args, kwargs),
            // As in CPython, `__call__` is looked up on the type (not the instance dict, not
            // `__getattr__`).
            // `list[int]()` makes a list.
            Value::Instance(inst) if Rc::ptr_eq(&inst.class, &self.types.generic_alias) => {
                let origin = self.alias_parts(callee).map(|(o, _)| o);
                self.call(&origin.unwrap_or(Value::None), args, kwargs)
            }
            Value::Instance(inst) => match inst.class.lookup("__call__") {
                Some(Value::Property(p)) if !matches!(p.fget, Value::None) => {
                    let m = self.call(&p.fget, vec![callee.clone()], vec![])?;
                    self.call(&m, args, kwargs)
                }
                Some(m) if !matches!(m, Value::Property(_)) => {
                    let m = self.bind(callee, m);
                    self.call(&m, args, kwargs)
                }
                _ => Err(PyErr::type_err(format!(
                    "'{}' object is not callable",
                    callee.type_name()
                ))),
            },
            Value::Native(n) => {
                let n = n.clone();
                match n.call(self, callee, args, kwargs)? {
                    Some(r) => Ok(r),
                    None => Err(PyErr::type_err(format!(
                        "'{}' object is not callable",
                        callee.type_name()
                    ))),
                }
            }
            Value::StaticMethod(inner) => {
                let inner = (**inner).clone();
                let _level = super::nest::enter(super::nest::Ctx::Call)?;
                self.call(&inner, args, kwargs)
            }
            _ => Err(PyErr::type_err(format!(
                "'{}' object is not callable",
                callee.type_name()
            ))),
        }
    }

    pub(crate) fn run_function_frame(
        &mut self,
        func: &Rc<Function>,
        frame: Box<Frame>,
    ) -> PyResult<Value> {
        if func.code.is_generator {
            return Ok(Value::Generator(Rc::new(RefCell::new(Generator {
                kind: func.code.gen_kind,
                frame: Some(frame),
                running: false,
                finished: false,
                name: func.name.borrow().clone(),
                qualname: func.qualname.clone(),
            }))));
        }
        match self.run_frame(frame, None)? {
            Outcome::Return(v) => Ok(v),
            Outcome::Yield(..) => Err(PyErr::msg(ExcKind::SystemError, "unexpected yield")),
        }
    }

    /// Build a frame for `func` with the arguments bound like CPython does.
    pub fn bind_frame(
        &mut self,
        func: &Rc<Function>,
        first: Option<Value>,
        args: &[Value],
        kwargs: &[(Rc<str>, Value)],
    ) -> PyResult<Box<Frame>> {
        let code = func.code.clone();
        let mut frame = self.new_frame(code.clone(), Some(func.clone()));
        let argcount = code.argcount as usize;
        let nargs = args.len() + first.is_some() as usize;
        let fast = kwargs.is_empty()
            && nargs == argcount
            && !code.varargs
            && !code.varkw
            && code.kwonly == 0;
        if fast {
            let mut i = 0;
            if let Some(x) = first {
                frame.locals[0] = Some(x);
                i = 1;
            }
            for a in args {
                frame.locals[i] = Some(a.clone());
                i += 1;
            }
        } else {
            self.bind_slow(func, &mut frame, first, args, kwargs)?;
        }
        if code.ncells > 0 || !func.closure.is_empty() {
            let Frame { locals, cells, .. } = &mut *frame;
            Self::fill_cells(func, locals, cells);
        }
        Ok(frame)
    }

    fn bind_slow(
        &mut self,
        func: &Rc<Function>,
        frame: &mut Frame,
        first: Option<Value>,
        args: &[Value],
        kwargs: &[(Rc<str>, Value)],
    ) -> PyResult<()> {
        let code = &func.code;
        let qn = &func.qualname;
        let argcount = code.argcount as usize;
        let posonly = code.posonly as usize;
        let kwonly = code.kwonly as usize;
        // The positional arguments, receiver first (no vector of them is built).
        let n = args.len() + first.is_some() as usize;
        let mut it = first.into_iter().chain(args.iter().cloned());
        if n > argcount && !code.varargs {
            let ndef = func.defaults.len();
            let takes = if ndef > 0 {
                format!(
                    "from {} to {} positional argument{}",
                    argcount - ndef,
                    argcount,
                    if argcount == 1 { "" } else { "s" }
                )
            } else {
                format!(
                    "{} positional argument{}",
                    argcount,
                    if argcount == 1 { "" } else { "s" }
                )
            };
            // CPython also counts the keyword-only parameters the call did supply.
            // (No `*args` here, so the keyword-only names follow the positional ones.)
            let kwonly_given = code
                .local_names
                .iter()
                .skip(argcount)
                .take(kwonly)
                .filter(|name| kwargs.iter().any(|(k, _)| **k == ***name))
                .count();
            let kwonly_sig = if kwonly_given > 0 {
                format!(
                    " positional argument{} (and {kwonly_given} keyword-only argument{})",
                    if n == 1 { "" } else { "s" },
                    if kwonly_given == 1 { "" } else { "s" }
                )
            } else {
                String::new()
            };
            return Err(PyErr::type_err(format!(
                "{qn}() takes {takes} but {n}{kwonly_sig} {} given",
                if n == 1 && kwonly_given == 0 {
                    "was"
                } else {
                    "were"
                }
            )));
        }
        for i in 0..argcount.min(n) {
            frame.locals[i] = it.next();
        }
        let mut slot = argcount;
        if code.varargs {
            frame.locals[slot] = Some(Value::tuple(it.collect()));
            slot += 1;
        }
        let kwonly_start = slot;
        let varkw_slot = kwonly_start + kwonly;
        let mut extra = crate::values::Dict::default();
        let mut posonly_kw = Vec::new();
        for (k, v) in kwargs {
            let mut found = None;
            for i in posonly..argcount {
                if *code.local_names[i] == **k {
                    found = Some(i);
                }
            }
            for i in kwonly_start..kwonly_start + kwonly {
                if *code.local_names[i] == **k {
                    found = Some(i);
                }
            }
            match found {
                Some(i) => {
                    if frame.locals[i].is_some() {
                        return Err(PyErr::type_err(format!(
                            "{qn}() got multiple values for argument '{k}'"
                        )));
                    }
                    frame.locals[i] = Some(v.clone());
                }
                None => {
                    if code.varkw {
                        let key = self.key(Value::str(k))?;
                        extra.insert(key, v.clone());
                    } else if (0..posonly).any(|i| *code.local_names[i] == **k) {
                        posonly_kw.push(k.to_string());
                    } else {
                        return Err(PyErr::type_err(format!(
                            "{qn}() got an unexpected keyword argument '{k}'"
                        )));
                    }
                }
            }
        }
        if !posonly_kw.is_empty() {
            return Err(PyErr::type_err(format!(
                "{qn}() got some positional-only arguments passed as keyword arguments: '{}'",
                posonly_kw.join(", ")
            )));
        }
        if code.varkw {
            frame.locals[varkw_slot] = Some(Value::Dict(Rc::new(
                crate::values::teardown::DictCell::new(extra),
            )));
        }
        // Defaults and missing arguments.
        let ndef = func.defaults.len();
        let mut missing = Vec::new();
        for i in 0..argcount {
            if frame.locals[i].is_none() {
                if i + ndef >= argcount {
                    frame.locals[i] = Some(func.defaults[i + ndef - argcount].clone());
                } else {
                    missing.push(format!("'{}'", code.local_names[i]));
                }
            }
        }
        if !missing.is_empty() {
            return Err(PyErr::type_err(format!(
                "{qn}() missing {} required positional argument{}: {}",
                missing.len(),
                if missing.len() == 1 { "" } else { "s" },
                join_names(&missing)
            )));
        }
        for i in kwonly_start..kwonly_start + kwonly {
            if frame.locals[i].is_none() {
                let name = &code.local_names[i];
                match func.kwdefaults.iter().find(|(k, _)| k == name) {
                    Some((_, v)) => frame.locals[i] = Some(v.clone()),
                    None => missing.push(format!("'{name}'")),
                }
            }
        }
        if !missing.is_empty() {
            return Err(PyErr::type_err(format!(
                "{qn}() missing {} required keyword-only argument{}: {}",
                missing.len(),
                if missing.len() == 1 { "" } else { "s" },
                join_names(&missing)
            )));
        }
        Ok(())
    }

    /// Resume a generator with a sent value or a thrown exception.
    pub fn gen_resume(
        &mut self,
        g: &Rc<RefCell<Generator>>,
        sent: Value,
        throw: Option<PyErr>,
    ) -> PyResult<GenStep> {
        let frame = {
            let mut gb = g.borrow_mut();
            if gb.running {
                return Err(PyErr::value_err(format!(
                    "{} already executing",
                    gb.kind.name().replace('_', " ")
                )));
            }
            if gb.finished {
                let kind = gb.kind;
                drop(gb);
                if let Some(e) = throw {
                    return Err(e);
                }
                if kind == crate::values::GenKind::Coroutine {
                    return Err(PyErr::msg(
                        ExcKind::RuntimeError,
                        "cannot reuse already awaited coroutine",
                    ));
                }
                return Ok(GenStep::Returned(Value::None));
            }
            let Some(mut frame) = gb.frame.take() else {
                return Ok(GenStep::Returned(Value::None));
            };
            if frame.pc == 0 {
                if throw.is_none() && !matches!(sent, Value::None) {
                    gb.frame = Some(frame);
                    return Err(PyErr::type_err(
                        "can't send non-None value to a just-started generator",
                    ));
                }
            } else if throw.is_none() {
                frame.stack.push(sent);
            }
            gb.running = true;
            frame
        };
        let r = self.run_frame(frame, throw);
        let mut gb = g.borrow_mut();
        gb.running = false;
        match r {
            Ok(Outcome::Yield(v, frame)) => {
                gb.frame = Some(frame);
                Ok(GenStep::Yielded(v))
            }
            Ok(Outcome::Return(v)) => {
                gb.finished = true;
                Ok(GenStep::Returned(v))
            }
            Err(e) => {
                gb.finished = true;
                let kind = gb.kind;
                drop(gb);
                Err(self.gen_raised(kind, e))
            }
        }
    }

    /// The error a generator of `kind` raises to its caller when `e` leaves its frame: a
    /// StopIteration (StopAsyncIteration from an async generator) becomes a RuntimeError
    /// caused by it (PEP 479); anything else passes.
    pub(crate) fn gen_raised(&mut self, kind: crate::values::GenKind, e: PyErr) -> PyErr {
        let is = |k: ExcKind| match &e {
            PyErr::Obj(i) => i.class.is_subclass(self.types.exc(k)),
            PyErr::New(k2, _) => self.types.exc(*k2).is_subclass(self.types.exc(k)),
            _ => false,
        };
        let stop = if is(ExcKind::StopIteration) {
            Some("StopIteration")
        } else if kind == crate::values::GenKind::AsyncGenerator && is(ExcKind::StopAsyncIteration)
        {
            Some("StopAsyncIteration")
        } else {
            None
        };
        let Some(what) = stop else { return e };
        // PEP 479: a RuntimeError caused by (and with the context of) it.
        self.chain_error(
            e,
            format!("{} raised {what}", kind.name().replace('_', " ")),
        )
    }

    /// [`Vm::gen_frame_for_loop`] with `None` sent in (a `for` loop over the generator):
    /// nothing to refuse, so no error to return, and the sent `None` goes in through
    /// [`Vm::resume_with_none`] (a `yield` statement's pop done at once).
    #[inline(never)]
    pub(crate) fn gen_frame_next(
        &mut self,
        g: &Rc<RefCell<Generator>>,
        how: super::GenResume,
    ) -> Option<Box<Frame>> {
        let mut gb = g.borrow_mut();
        if gb.running || gb.finished || gb.kind != crate::values::GenKind::Generator {
            return None;
        }
        let mut frame = gb.frame.take()?;
        gb.running = true;
        drop(gb);
        self.resume_with_none(&mut frame);
        frame.gen_of = Some((g.clone(), how));
        Some(frame)
    }

    /// The frame of a plain generator (not a coroutine or an async generator) to resume
    /// inside the caller's run loop, marked running, with `sent` on its stack; `None` when
    /// it cannot resume that way (running, finished, or not a plain generator), for
    /// [`Vm::gen_resume`] to handle. Sending a value other than None to a just-started
    /// generator is its TypeError.
    pub(crate) fn gen_frame_for_loop(
        g: &Rc<RefCell<Generator>>,
        sent: Value,
        how: super::GenResume,
    ) -> PyResult<Option<Box<Frame>>> {
        let mut gb = g.borrow_mut();
        if gb.running || gb.finished || gb.kind != crate::values::GenKind::Generator {
            return Ok(None);
        }
        let Some(mut frame) = gb.frame.take() else {
            return Ok(None);
        };
        if frame.pc == 0 {
            if !matches!(sent, Value::None) {
                gb.frame = Some(frame);
                return Err(PyErr::type_err(
                    "can't send non-None value to a just-started generator",
                ));
            }
        } else {
            frame.stack.push(sent);
        }
        gb.running = true;
        drop(gb);
        frame.gen_of = Some((g.clone(), how));
        Ok(Some(frame))
    }

    /// Create an instance of a class (builtin types construct values); a class whose
    /// metaclass is a user class goes through the metaclass (see `vm/meta.rs`).
    pub fn instantiate(
        &mut self,
        c: &Rc<Class>,
        args: Vec<Value>,
        kwargs: Vec<(Rc<str>, Value)>,
    ) -> PyResult<Value> {
        if c.ext.meta.is_some() || (super::meta::is_metaclass(c) && !c.builtin) {
            return self.call_class_via_meta(c, args, kwargs);
        }
        self.instantiate_plain(c, args, kwargs)
    }

    /// `type.__call__` for a class that is not a metaclass: a new instance, initialised.
    pub(crate) fn instantiate_plain(
        &mut self,
        c: &Rc<Class>,
        args: Vec<Value>,
        kwargs: Vec<(Rc<str>, Value)>,
    ) -> PyResult<Value> {
        if c.builtin && !c.is_exc {
            return crate::builtins::construct(self, c, args, kwargs);
        }
        // `OSError(errno, strerror)` is the subclass for that errno, as in CPython.
        let c = &match (args.first(), args.len()) {
            (Some(Value::Int(errno)), 2..=5) if Rc::ptr_eq(c, self.types.exc(ExcKind::OSError)) => {
                match crate::vm::types::oserror_subclass(*errno) {
                    Some(kind) => self.types.exc(kind).clone(),
                    None => c.clone(),
                }
            }
            _ => c.clone(),
        };
        let user_new = c.lookup("__new__");
        let user_init = c
            .lookup("__init__")
            .filter(|i| !matches!(i, Value::Builtin(_)));
        let obj = match &user_new {
            Some(new) => {
                let f = match new {
                    Value::StaticMethod(f) => (**f).clone(),
                    other => other.clone(),
                };
                let mut a = Vec::with_capacity(args.len() + 1);
                a.push(Value::Class(c.clone()));
                a.extend(args.iter().cloned());
                let obj = self.call(&f, a, kwargs.clone())?;
                // An object of another type is returned as it is, without `__init__`.
                if !self.types.type_of(&obj).is_subclass(c) {
                    return Ok(obj);
                }
                obj
            }
            None => {
                if c.kind == TypeKind::User
                    && user_init.is_none()
                    && (!args.is_empty() || !kwargs.is_empty())
                {
                    return Err(PyErr::type_err(format!("{}() takes no arguments", c.name)));
                }
                self.builtin_new(c, &args, &kwargs)?
            }
        };
        match user_init {
            Some(init) => {
                let r = match &init {
                    Value::Function(func) => {
                        let frame = self.bind_frame(func, Some(obj.clone()), &args, &kwargs)?;
                        self.run_function_frame(func, frame)?
                    }
                    other => {
                        let mut a = vec![obj.clone()];
                        a.extend(args);
                        self.call(other, a, kwargs)?
                    }
                };
                if !matches!(r, Value::None) {
                    return Err(PyErr::type_err(format!(
                        "__init__() should return None, not '{}'",
                        r.type_name()
                    )));
                }
            }
            None => self.builtin_init(&obj, args, kwargs)?,
        }
        Ok(obj)
    }

    /// `__init__` of a class that defines none: a mutable builtin base (`list`, `dict`, `set`)
    /// fills the payload from the arguments; an exception keeps them as its `args`.
    fn builtin_init(
        &mut self,
        obj: &Value,
        args: Vec<Value>,
        kwargs: Vec<(Rc<str>, Value)>,
    ) -> PyResult<()> {
        let Value::Instance(inst) = obj else {
            return Ok(());
        };
        if let Some(e) = &inst.exc {
            e.borrow_mut().args = args;
            return Ok(());
        }
        if let Some(p @ (Value::List(_) | Value::Dict(_) | Value::Set(_))) = &inst.payload {
            let p = p.clone();
            crate::builtins::slots::init_payload(self, &p, &args, &kwargs)?;
        }
        Ok(())
    }

    /// The default `__new__` of class `c` (`object.__new__`, `int.__new__`,
    /// `BaseException.__new__`…, whichever builtin base it has): a new instance, carrying the
    /// value of its builtin base built from the arguments (immutable bases) or an empty one
    /// (mutable bases).
    pub fn builtin_new(
        &mut self,
        c: &Rc<Class>,
        args: &[Value],
        kwargs: &[(Rc<str>, Value)],
    ) -> PyResult<Value> {
        let exc = c.is_exc.then(|| {
            RefCell::new(ExcData {
                args: args.to_vec(),
                ..Default::default()
            })
        });
        let payload = match c.kind {
            TypeKind::User | TypeKind::Object | TypeKind::Exception => None,
            kind @ (TypeKind::Int
            | TypeKind::Float
            | TypeKind::Str
            | TypeKind::Bytes
            | TypeKind::Tuple
            | TypeKind::FrozenSet
            | TypeKind::List
            | TypeKind::Dict
            | TypeKind::Set) => {
                let base = std::iter::once(c)
                    .chain(c.mro.iter())
                    .find(|b| b.builtin && b.kind == kind)
                    .cloned()
                    .ok_or_else(|| PyErr::type_err("builtin base not found"))?;
                let mutable = matches!(kind, TypeKind::List | TypeKind::Dict | TypeKind::Set);
                let (a, k) = if mutable {
                    (Vec::new(), Vec::new())
                } else {
                    (args.to_vec(), kwargs.to_vec())
                };
                Some(crate::builtins::construct(self, &base, a, k)?)
            }
            _ => {
                return Err(PyErr::type_err(format!(
                    "cannot create '{}' instances: subclassing builtin type '{}' is not supported",
                    c.name,
                    c.mro
                        .iter()
                        .find(|b| b.builtin)
                        .map(|b| &*b.name)
                        .unwrap_or("?")
                )));
            }
        };
        Ok(Value::Instance(Rc::new(Instance {
            class: c.clone(),
            dict: RefCell::new(crate::values::object::AttrMap::for_class(c)),
            exc,
            payload,
        })))
    }
}

fn join_names(names: &[String]) -> String {
    match names.len() {
        0 => String::new(),
        1 => names[0].clone(),
        2 => format!("{} and {}", names[0], names[1]),
        n => format!("{}, and {}", names[..n - 1].join(", "), names[n - 1]),
    }
}
