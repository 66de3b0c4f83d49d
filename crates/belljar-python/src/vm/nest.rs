//! The one depth guard for Rust recursion driven by user data: equality and ordering of
//! containers, hashing, repr/str, `in`, `next` through iterator chains, JSON conversion
//! (`json.dumps`, final answers, last values), dataclass walks, `isinstance` tuples, and
//! builtins calling back into Python (nested run loops).
//!
//! Every such recursion takes a [`Nest`] with [`enter`] before it goes one level deeper. Two
//! bounds apply, whichever comes first:
//! - a count, the run's recursion limit ([`crate::RunLimits::max_recursion`], 1000 by default),
//!   as CPython's C-level recursion check counts;
//! - the Rust stack itself: entering fails when less than [`STACK_MARGIN`] bytes of the
//!   thread's stack are left, so no frame size (debug builds have large ones) can overflow it.
//!
//! Past either bound the recursion fails with a catchable `RecursionError` carrying CPython's
//! message for what was being done ([`Ctx`]). The counter is thread-local (a session lives on
//! one thread), so free functions without a [`super::Vm`] (JSON conversion, the fast
//! comparison of builtin tuples) use the same guard.

use std::cell::Cell;

use super::{ExcKind, PyErr};

/// Stack kept free below the deepest guarded frame: room for the non-recursive work between
/// two guard checks (formatting, big-int arithmetic, the allocator, error construction).
pub const STACK_MARGIN: usize = 1 << 20;

/// Stack assumed usable on a thread that did not declare its size with [`thread_stack`]
/// (std's default for spawned threads is 2 MiB, part of which is already in use).
const DEFAULT_USABLE: usize = 1 << 20;

thread_local! {
    static DEPTH: Cell<usize> = const { Cell::new(0) };
    static LIMIT: Cell<usize> = const { Cell::new(1000) };
    /// Lowest stack address a guarded frame may use (0: not known yet).
    static FLOOR: Cell<usize> = const { Cell::new(0) };
}

/// What the recursion was doing: selects CPython's `RecursionError` message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ctx {
    /// `==`, `<`, `in` on nested containers.
    Compare,
    /// `repr()` (and `str()` of containers, which use their items' repr).
    Repr,
    /// `str()` of a value.
    Str,
    /// JSON encoding (`json.dumps`, final answers, last values).
    Json,
    /// Calling an object whose call goes through another object (`__call__`, methods).
    Call,
    /// `isinstance` with nested tuples of classes.
    InstanceCheck,
    /// `issubclass` with nested tuples of classes.
    SubclassCheck,
    /// Anything else (hashing, iterator chains, builtins calling back into Python).
    Plain,
}

impl Ctx {
    fn message(self) -> &'static str {
        match self {
            Ctx::Compare => "maximum recursion depth exceeded in comparison",
            Ctx::Repr => "maximum recursion depth exceeded while getting the repr of an object",
            Ctx::Str => "maximum recursion depth exceeded while getting the str of an object",
            Ctx::Json => "maximum recursion depth exceeded while encoding a JSON object",
            Ctx::Call => "maximum recursion depth exceeded while calling a Python object",
            Ctx::InstanceCheck => "maximum recursion depth exceeded in __instancecheck__",
            Ctx::SubclassCheck => "maximum recursion depth exceeded in __subclasscheck__",
            Ctx::Plain => "maximum recursion depth exceeded",
        }
    }
}

/// One level of guarded recursion; leaving the level (dropping it) gives it back.
#[must_use = "the level is given back when the guard is dropped"]
pub struct Nest(());

impl Drop for Nest {
    #[inline]
    fn drop(&mut self) {
        DEPTH.with(|d| d.set(d.get() - 1));
    }
}

/// The current stack address (approximate: the address of a local).
#[inline(always)]
fn stack_pointer() -> usize {
    let probe = 0u8;
    std::hint::black_box(&probe) as *const u8 as usize
}

/// Go one level deeper, or fail with `RecursionError` (message per `ctx`) past the count or
/// when the thread's stack is nearly used up.
#[inline]
pub fn enter(ctx: Ctx) -> Result<Nest, PyErr> {
    let depth = DEPTH.with(|d| d.get());
    if depth >= LIMIT.with(|l| l.get()) || stack_pointer() < FLOOR.with(|f| f.get()) {
        return Err(PyErr::msg(ExcKind::RecursionError, ctx.message()));
    }
    DEPTH.with(|d| d.set(depth + 1));
    Ok(Nest(()))
}

/// Whether one more level may be entered, for recursions that cannot fail and instead fall
/// back to a guarded path (the fast comparison of builtin tuples).
#[inline]
pub fn try_enter() -> Option<Nest> {
    enter(Ctx::Plain).ok()
}

/// Declare the current thread's stack: called first thing on a thread spawned with `size`
/// bytes of stack (the interpreter threads use [`crate::session::STACK_SIZE`]).
pub fn thread_stack(size: usize) {
    let floor = stack_pointer()
        .saturating_sub(size)
        .saturating_add(STACK_MARGIN);
    FLOOR.with(|f| f.set(floor));
}

/// Set the lowest stack address a guarded frame may use, returning the previous one: for code
/// that switches this thread onto another stack ([`crate::stack`]) and back.
pub fn set_floor(floor: usize) -> usize {
    FLOOR.with(|f| f.replace(floor))
}

/// Start a run: the count limit is `max_recursion`; on a thread that never declared its
/// stack, assume [`DEFAULT_USABLE`] bytes below the current frame.
pub fn begin_run(max_recursion: usize) {
    LIMIT.with(|l| l.set(max_recursion.max(1)));
    DEPTH.with(|d| d.set(0));
    FLOOR.with(|f| {
        if f.get() == 0 {
            f.set(stack_pointer().saturating_sub(DEFAULT_USABLE));
        }
    });
}

/// Levels currently entered (for tests and diagnostics).
pub fn depth() -> usize {
    DEPTH.with(|d| d.get())
}
