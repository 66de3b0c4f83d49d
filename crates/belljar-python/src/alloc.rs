//! Memory measurement: [`CountingAlloc`] wraps mimalloc and counts the bytes each
//! thread has live. Install it as the global allocator of a binary (the CLI, the tests) to make
//! the memory limit measure real allocations; without it only the pre-checks of huge
//! allocations apply. The thread's memory budget lives next to the count ([`set_budget`],
//! [`over_budget`]) so any builder can check it as it grows.

use std::alloc::{GlobalAlloc, Layout};
use std::cell::Cell;

/// The allocator behind the counting. mimalloc rather than glibc's malloc: the interpreter
/// allocates and frees many small objects, and glibc's free-list consolidation cost up to a
/// sixth of a run (docs/decisions.md).
static BACKING: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// One thread's bookkeeping: bytes live, and the count past which the thread is over its
/// memory budget (`isize::MAX`: no budget).
struct Counter {
    allocated: Cell<isize>,
    budget_end: Cell<isize>,
}

thread_local! {
    static ALLOCATED: Counter = const {
        Counter {
            allocated: Cell::new(0),
            budget_end: Cell::new(isize::MAX),
        }
    };
}

impl Counter {
    #[inline(always)]
    fn get(&self) -> isize {
        self.allocated.get()
    }
    #[inline(always)]
    fn set(&self, n: isize) {
        self.allocated.set(n)
    }
}

/// A counting global allocator.
pub struct CountingAlloc;

// SAFETY: delegates to mimalloc; only adds bookkeeping in a thread-local Cell.
unsafe impl GlobalAlloc for CountingAlloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let _ = ALLOCATED.try_with(|c| c.set(c.get() + layout.size() as isize));
        // SAFETY: forwarded with the caller's layout.
        unsafe { BACKING.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        let _ = ALLOCATED.try_with(|c| c.set(c.get() - layout.size() as isize));
        // SAFETY: forwarded with the caller's pointer and layout.
        unsafe { BACKING.dealloc(ptr, layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let _ = ALLOCATED.try_with(|c| c.set(c.get() + layout.size() as isize));
        // SAFETY: forwarded with the caller's layout.
        unsafe { BACKING.alloc_zeroed(layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let _ = ALLOCATED.try_with(|c| c.set(c.get() + new_size as isize - layout.size() as isize));
        // SAFETY: forwarded with the caller's arguments.
        unsafe { BACKING.realloc(ptr, layout, new_size) }
    }
}

/// Bytes allocated and not freed by the current thread (0 without [`CountingAlloc`]).
pub fn thread_allocated() -> isize {
    ALLOCATED.try_with(|c| c.get()).unwrap_or(0)
}

/// Give the current thread a budget of `bytes` more than it has allocated now (`None`: no
/// budget). The allocator never fails an allocation (that would abort the process); builders
/// ask [`over_budget`] as they grow and stop with the memory limit.
pub fn set_budget(bytes: Option<usize>) {
    let _ = ALLOCATED.try_with(|c| {
        let end = match bytes {
            Some(b) => c.get().saturating_add(b.min(isize::MAX as usize) as isize),
            None => isize::MAX,
        };
        c.budget_end.set(end);
    });
}

/// Whether the current thread's live bytes plus `more` pass its budget (always false without
/// [`CountingAlloc`] or a budget). Two thread-local reads: cheap enough to ask per item.
#[inline]
pub fn over_budget(more: usize) -> bool {
    ALLOCATED
        .try_with(|c| {
            c.get()
                .saturating_add(more.min(isize::MAX as usize) as isize)
                > c.budget_end.get()
        })
        .unwrap_or(false)
}
