//! The interpreter stack: a large stack for running a session on the caller's own thread.
//!
//! The VM keeps Python frames on the heap, but the parser, the compiler and builtins that
//! recurse through user data (repr, comparison, hashing, JSON, iterator chains) use the Rust
//! stack, bounded by the depth guard ([`crate::vm::nest`]). Interpreter threads are spawned
//! with [`STACK_SIZE`] bytes of stack; a caller's thread (a CLI's main thread, a tokio worker,
//! a Python binding's thread) usually has 2–8 MiB. [`run`] switches the current thread onto a
//! stack of [`STACK_SIZE`] bytes for the duration of one call, with the depth guard's floor set
//! to that stack, and back: a few nanoseconds, against the several microseconds of handing the
//! work to another thread and waking the caller when it is done.
//!
//! Each thread reserves its stack on first use (address space only: pages are committed as
//! the code touches them) and keeps it until the thread ends. On targets where the stack
//! cannot be switched, [`run`] answers `None` and callers use an interpreter thread instead.

/// Size of the interpreter stack, the same as an interpreter thread's.
pub use crate::session::STACK_SIZE;

#[cfg(unix)]
psm::psm_stack_manipulation! {
    yes {
        use std::cell::{Cell, RefCell};

        use crate::vm::nest;

        /// One thread's interpreter stack: an anonymous mapping of `len` bytes at `base`, its
        /// lowest page made inaccessible (the guard page: running past the stack faults
        /// instead of writing into whatever lies below).
        struct Mapping {
            base: *mut u8,
            len: usize,
            page: usize,
        }

        impl Mapping {
            /// Reserve a stack of [`STACK_SIZE`] bytes plus the guard page.
            fn new() -> Option<Mapping> {
                // SAFETY: sysconf has no preconditions.
                let page = usize::try_from(unsafe { libc::sysconf(libc::_SC_PAGESIZE) })
                    .ok()
                    .filter(|p| p.is_power_of_two())?;
                let len = STACK_SIZE.checked_add(page)?;
                // SAFETY: a fresh anonymous private mapping chosen by the kernel (no address
                // given, so nothing existing is replaced); the result is checked.
                let base = unsafe {
                    libc::mmap(
                        std::ptr::null_mut(),
                        len,
                        libc::PROT_READ | libc::PROT_WRITE,
                        libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
                        -1,
                        0,
                    )
                };
                if base == libc::MAP_FAILED {
                    return None;
                }
                let m = Mapping {
                    base: base.cast(),
                    len,
                    page,
                };
                // SAFETY: the first page of the mapping made above, which nothing uses yet.
                if unsafe { libc::mprotect(base, page, libc::PROT_NONE) } != 0 {
                    return None; // `m` is unmapped by its drop.
                }
                Some(m)
            }

            /// The usable stack: its lowest address (just above the guard page) and size.
            fn area(&self) -> (*mut u8, usize) {
                // SAFETY: `page < len`, so the result is inside the mapping.
                (unsafe { self.base.add(self.page) }, self.len - self.page)
            }
        }

        impl Drop for Mapping {
            fn drop(&mut self) {
                // SAFETY: the mapping made in `new`, unmapped once. A thread's mapping is
                // dropped only with its thread-local slot, when the thread ends (nothing runs
                // on it then: `run` holds `IN_USE` while on it, and a thread's locals are
                // destroyed after its last function returned).
                unsafe {
                    libc::munmap(self.base.cast(), self.len);
                }
            }
        }

        thread_local! {
            /// This thread's interpreter stack, reserved on first use.
            static STACK: RefCell<Option<Mapping>> = const { RefCell::new(None) };
            /// Whether this thread is running on its interpreter stack now.
            static IN_USE: Cell<bool> = const { Cell::new(false) };
            /// While on the interpreter stack: the free part of the thread's own stack below
            /// the frame that switched (lowest and highest address), and the depth guard's
            /// floor there.
            static CALLER: Cell<Option<(usize, usize, usize)>> = const { Cell::new(None) };
        }

        /// Room left free between the frame that switched stacks and the part of the thread's
        /// own stack lent back by [`on_thread_stack`] (the switch's own frames live there), and
        /// above the thread stack's low end.
        const GAP: usize = 64 << 10;

        /// Least free thread stack worth switching back to: what the parser's own check
        /// (stacker's red zone, 100 KiB) wants, and some.
        const MIN_LENT: usize = 256 << 10;

        /// The free part of the current (thread's own) stack, page-aligned, as stacker sees
        /// it; `None` if stacker does not know the stack or too little is left.
        fn free_thread_stack() -> Option<(usize, usize)> {
            let sp = psm::stack_pointer() as usize;
            let low = sp.checked_sub(stacker::remaining_stack()?)?.checked_add(GAP)?;
            let low = low.checked_add(4095)? & !4095;
            let high = sp.checked_sub(GAP)? & !4095;
            (high > low && high - low >= MIN_LENT).then_some((low, high))
        }

        /// Run `f` on the thread's own stack, below the frame that switched to the interpreter
        /// stack (in place when not on the interpreter stack). For code that measures its
        /// stack against the thread's real one: the parser (through `stacker`) would otherwise
        /// find the interpreter stack outside the thread's stack and allocate a fresh stack
        /// for every parse (about 12 µs). Its recursion stays bounded by that check.
        pub fn on_thread_stack<R>(f: impl FnOnce() -> R) -> R {
            let Some((low, high, caller_floor)) = CALLER.with(Cell::get) else {
                return f();
            };
            // Lent once at a time: a nested call runs in place.
            CALLER.with(|c| c.set(None));
            let floor = nest::set_floor(caller_floor);
            let mut f = Some(f);
            let mut out = None;
            // SAFETY (psm's contract for `on_stack`, as in `run`): `low` and `high` are
            // page-aligned, so the base is aligned and the size a multiple of the alignment;
            // the region is the thread's own stack between its low end (as stacker reports it,
            // plus GAP) and GAP below the frame of `run` that switched away. Nothing uses it:
            // every live frame of the thread stack is above that frame, and `CALLER` is
            // cleared for the call, so nothing lends it twice. The callback does not unwind.
            let panic = unsafe {
                psm::on_stack(low as *mut u8, high - low, || {
                    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        if let Some(f) = f.take() {
                            out = Some(f());
                        }
                    }))
                    .err()
                })
            };
            nest::set_floor(floor);
            CALLER.with(|c| c.set(Some((low, high, caller_floor))));
            if let Some(p) = panic {
                std::panic::resume_unwind(p);
            }
            match out {
                Some(r) => r,
                None => unreachable!("the callback ran or panicked"),
            }
        }

        /// Run `f` on this thread's interpreter stack ([`STACK_SIZE`] bytes, reserved on the
        /// thread's first call) with the depth guard's floor set to that stack, then switch
        /// back. A panic in `f` comes out of `run` as it would from a plain call. Called while
        /// already on the interpreter stack, it runs `f` where it is. `None` (and `f` not run)
        /// if the stack cannot be reserved or switched to on this target.
        pub fn run<R>(f: impl FnOnce() -> R) -> Option<R> {
            if IN_USE.with(Cell::get) {
                return Some(f());
            }
            let (base, size) = STACK.with(|s| {
                let mut s = s.borrow_mut();
                if s.is_none() {
                    *s = Mapping::new();
                }
                s.as_ref().map(Mapping::area)
            })?;
            let lent = free_thread_stack();
            IN_USE.with(|u| u.set(true));
            let floor = nest::set_floor(base as usize + nest::STACK_MARGIN);
            CALLER.with(|c| c.set(lent.map(|(low, high)| (low, high, floor))));
            let mut f = Some(f);
            let mut out = None;
            // SAFETY (psm's contract for `on_stack`):
            // - `base` is page-aligned (mmap returns page-aligned addresses and the guard page
            //   is whole pages), which is more than any target's stack alignment, and `size`
            //   (the mapping less one page) is a multiple of the page size, below `isize::MAX`;
            // - the region is ours alone and lives until the thread ends: `IN_USE` is set for
            //   the whole call, so a nested `run` never switches onto the stack that the outer
            //   call's frames are on, and the mapping is dropped only at thread exit;
            // - the callback does not unwind: every panic is caught inside it and resumed
            //   after the switch back.
            // Overflow: the depth guard's floor is set STACK_MARGIN above the stack's low end,
            // so guarded recursion fails with RecursionError long before it; past that, the
            // guard page turns an overflow into a fault, never a write into other memory
            // (Rust probes every large frame, so a frame cannot skip the page).
            let panic = unsafe {
                psm::on_stack(base, size, || {
                    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        if let Some(f) = f.take() {
                            out = Some(f());
                        }
                    }))
                    .err()
                })
            };
            nest::set_floor(floor);
            CALLER.with(|c| c.set(None));
            IN_USE.with(|u| u.set(false));
            if let Some(p) = panic {
                std::panic::resume_unwind(p);
            }
            out
        }
    }
    no {
        pub use unsupported::{on_thread_stack, run};
    }
}

#[cfg(not(unix))]
pub use unsupported::{on_thread_stack, run};

/// Targets where the stack cannot be switched.
#[allow(dead_code)]
mod unsupported {
    /// The stack cannot be switched on this target: always `None` (`f` is not run); use an
    /// interpreter thread.
    pub fn run<R>(f: impl FnOnce() -> R) -> Option<R> {
        drop(f);
        None
    }

    /// Never on the interpreter stack here: runs `f` in place.
    pub fn on_thread_stack<R>(f: impl FnOnce() -> R) -> R {
        f()
    }
}

/// Whether [`run`] can switch stacks on this target.
pub fn available() -> bool {
    run(|| ()).is_some()
}
