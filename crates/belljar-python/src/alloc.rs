//! Memory measurement: [`CountingAlloc`] wraps mimalloc and counts the bytes each
//! thread has live. Install it as the global allocator of a binary (the CLI, the tests) to make
//! the memory limit measure real allocations; without it only the pre-checks of huge
//! allocations apply.

use std::alloc::{GlobalAlloc, Layout};
use std::cell::Cell;

/// The allocator behind the counting. mimalloc rather than glibc's malloc: the interpreter
/// allocates and frees many small objects, and glibc's free-list consolidation cost up to a
/// sixth of a run (docs/decisions.md).
static BACKING: mimalloc::MiMalloc = mimalloc::MiMalloc;

thread_local! {
    static ALLOCATED: Cell<isize> = const { Cell::new(0) };
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
