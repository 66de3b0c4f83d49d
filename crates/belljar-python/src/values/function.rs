//! Callables: compiled [`Code`], user [`Function`]s with defaults and closure cells, builtin
//! functions and bound builtin methods, and suspended [`Generator`] frames.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::{Rc, Weak};

pub use crate::builtins::args::Method;
pub use crate::compile::code::Code;
use crate::vm::{Frame, PyResult, Vm};

use super::{CellRef, Class, Value};

/// Keyword arguments as given to builtins.
pub type Kwargs<'a> = &'a [(Rc<str>, Value)];

/// A builtin implemented in Rust.
pub type BuiltinFn = fn(&mut Vm, &[Value], Kwargs) -> PyResult<Value>;

/// What a [`Builtin`] runs.
#[derive(Clone, Copy)]
pub enum Native {
    /// A function reading its raw arguments (module functions not yet given a signature).
    Raw(BuiltinFn),
    /// A method-table entry, called on `bound` (or with no receiver); the `&str` is the owning
    /// type's name for error messages (empty for plain functions).
    Table(&'static str, &'static Method),
    /// An instance method looked up on its class (`str.upper`): `bound` holds the class and the
    /// first argument of a call is the receiver.
    Unbound(&'static str, &'static Method),
}

/// A builtin function, or a builtin method bound to `bound`.
pub struct Builtin {
    /// Its Python name.
    pub name: Rc<str>,
    /// The implementation.
    pub func: Native,
    /// The receiver of a bound method, or the class of an unbound one.
    pub bound: Option<Value>,
}

/// A user-defined function.
pub struct Function {
    /// Its code.
    pub code: Rc<Code>,
    /// `__name__`.
    pub name: RefCell<Rc<str>>,
    /// `__qualname__`.
    pub qualname: Rc<str>,
    /// Defaults of the last positional parameters.
    pub defaults: Vec<Value>,
    /// Defaults of keyword-only parameters.
    pub kwdefaults: Vec<(Rc<str>, Value)>,
    /// Cells of free variables.
    pub closure: Vec<CellRef>,
    /// The class whose body defined it (for zero-argument `super()`).
    pub owner: RefCell<Option<Weak<Class>>>,
    /// Function attributes (`f.x = 1`), `__doc__` and `__wrapped__` included.
    pub attrs: RefCell<HashMap<Rc<str>, Value>>,
    /// The globals it runs with: `None` for the session's (`__main__`), a module's own
    /// namespace for functions defined by a module written in Python.
    pub globals: Option<super::GlobalsRef>,
}

/// What a suspendable frame is: CPython's three kinds share one object (`vm/coro.rs`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GenKind {
    /// A generator (`def` with `yield`, a generator expression).
    Generator,
    /// A coroutine (`async def` without `yield`, an async comprehension's function).
    Coroutine,
    /// An asynchronous generator (`async def` with `yield`, an async generator expression).
    AsyncGenerator,
}

impl GenKind {
    /// The type's name (`type(x).__name__`).
    pub fn name(self) -> &'static str {
        match self {
            GenKind::Generator => "generator",
            GenKind::Coroutine => "coroutine",
            GenKind::AsyncGenerator => "async_generator",
        }
    }
}

/// A generator, coroutine or asynchronous generator: a suspended frame.
pub struct Generator {
    /// Which of the three it is.
    pub kind: GenKind,
    /// The frame, `None` while running or after it finished.
    pub frame: Option<Box<Frame>>,
    /// Whether it is currently executing.
    pub running: bool,
    /// Whether it finished.
    pub finished: bool,
    /// `__name__`.
    pub name: Rc<str>,
    /// `__qualname__`.
    pub qualname: Rc<str>,
}

impl Drop for Generator {
    /// A generator or coroutine dropped while suspended inside a `try` or `with` (where a
    /// `finally`, `except` or `__exit__` could run) is handed to the VM, which closes it at
    /// its next defined point (`vm/coro.rs`, [`crate::vm::coro::abandon`]); one with no
    /// block active has nothing to run and just goes.
    fn drop(&mut self) {
        let Some(frame) = self.frame.take() else {
            return;
        };
        if self.running
            || self.finished
            || frame.pc == 0
            || frame.blocks.is_empty()
            || self.kind == GenKind::AsyncGenerator
        {
            return;
        }
        crate::vm::coro::abandon(Generator {
            kind: self.kind,
            frame: Some(frame),
            running: false,
            finished: false,
            name: self.name.clone(),
            qualname: self.qualname.clone(),
        });
    }
}

/// Wrap compiled code as a constant (what the compiler stores for a nested function).
pub fn code_value(code: Code) -> Value {
    Value::Builtin(Rc::new(Builtin {
        name: Rc::from("<code>"),
        func: Native::Raw(|_, _, _| {
            Err(crate::vm::PyErr::type_err("code objects are not callable"))
        }),
        bound: Some(Value::Function(Rc::new(Function {
            qualname: code.qualname.clone(),
            name: RefCell::new(code.name.clone()),
            code: Rc::new(code),
            defaults: Vec::new(),
            kwdefaults: Vec::new(),
            closure: Vec::new(),
            owner: RefCell::new(None),
            attrs: RefCell::new(HashMap::new()),
            globals: None,
        }))),
    }))
}
