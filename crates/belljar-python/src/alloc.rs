//! Memory measurement: [`CountingAlloc`] wraps mimalloc and counts the bytes each
//! thread has live. Install it as the global allocator of a binary (the CLI, the tests) to make
//! the memory limit measure real allocations; without it only the pre-checks of huge
//! allocations apply. The thread's memory budget lives next to the count ([`set_budget`],
//! [`over_budget`]) so any builder can check it as it grows.
//!
//! The same thread-local also keeps the thread's mimalloc "theap" (its thread-local heap), so an
//! allocation looks up one thread-local, not two. In a binary that costs nothing either way; in
//! the Python package, a module CPython loads with `dlopen`, every thread-local lookup is a
//! `__tls_get_addr` call (mimalloc's own is local-dynamic there: docs/decisions.md); with one
//! lookup the package's agent-style programs run at the Rust-driven interpreter's ratio to
//! CPython (docs/benchmarks-python.md, same run).

use std::alloc::{GlobalAlloc, Layout};
use std::cell::Cell;

/// The allocator behind the counting. mimalloc rather than glibc's malloc: the interpreter
/// allocates and frees many small objects, and glibc's free-list consolidation cost up to a
/// sixth of a run (docs/decisions.md).
static BACKING: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// mimalloc's thread-local heap ("theap"): allocations through it skip mimalloc's own
/// thread-local lookup. mimalloc v3 offers this API for "runtimes that already have a
/// thread-local context and can store the theap there" (its `mimalloc.h`); the Rust binding
/// does not declare these functions, so they are declared here (they are in the library
/// `libmimalloc-sys` builds and links for the `mimalloc` crate).
#[repr(C)]
struct Theap {
    _opaque: [u8; 0],
}

unsafe extern "C" {
    fn mi_theap_get_default() -> *mut Theap;
    fn mi_theap_malloc(theap: *mut Theap, size: usize) -> *mut u8;
    fn mi_theap_zalloc(theap: *mut Theap, size: usize) -> *mut u8;
    fn mi_theap_realloc(theap: *mut Theap, p: *mut u8, newsize: usize) -> *mut u8;
}

/// The largest alignment every mimalloc block has (its smallest size class is one pointer);
/// layouts asking for more go through mimalloc's aligned entry points.
const THEAP_ALIGN: usize = std::mem::size_of::<usize>();

/// Where the thread stands with its cached theap.
const THEAP_UNSET: u8 = 0;
/// Being cached, or the thread is ending: allocate through mimalloc's default entry points.
const THEAP_OFF: u8 = 1;
/// `theap` holds the thread's theap.
const THEAP_ON: u8 = 2;

/// One thread's bookkeeping: bytes live, the count past which the thread is over its memory
/// budget (`isize::MAX`: no budget), and its mimalloc theap once cached.
struct Counter {
    allocated: Cell<isize>,
    budget_end: Cell<isize>,
    theap: Cell<*mut Theap>,
    theap_state: Cell<u8>,
}

thread_local! {
    static ALLOCATED: Counter = const {
        Counter {
            allocated: Cell::new(0),
            budget_end: Cell::new(isize::MAX),
            theap: Cell::new(std::ptr::null_mut()),
            theap_state: Cell::new(THEAP_UNSET),
        }
    };
    /// Dropped when the thread's thread-local destructors run, which glibc does before the
    /// `pthread_key` destructors, among them mimalloc's that frees the theap: from then on the
    /// thread allocates through mimalloc's default entry points.
    static THEAP_GUARD: TheapGuard = const { TheapGuard };
}

/// See [`THEAP_GUARD`].
struct TheapGuard;

impl Drop for TheapGuard {
    fn drop(&mut self) {
        let _ = ALLOCATED.try_with(|c| {
            c.theap_state.set(THEAP_OFF);
            c.theap.set(std::ptr::null_mut());
        });
    }
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

    /// Count `delta` bytes and return the thread's theap (null: use mimalloc's default entry
    /// points). The first call on a thread caches the theap; registering the guard's destructor
    /// may itself allocate, which meanwhile goes the default way.
    #[inline(always)]
    fn count(&self, delta: isize) -> *mut Theap {
        self.set(self.get() + delta);
        if self.theap_state.get() == THEAP_ON {
            return self.theap.get();
        }
        self.cache_theap()
    }

    #[cold]
    fn cache_theap(&self) -> *mut Theap {
        if self.theap_state.get() != THEAP_UNSET {
            return std::ptr::null_mut();
        }
        self.theap_state.set(THEAP_OFF);
        if THEAP_GUARD.try_with(|_| ()).is_err() {
            return std::ptr::null_mut();
        }
        // SAFETY: no arguments; initializes the thread's mimalloc state if needed.
        let theap = unsafe { mi_theap_get_default() };
        if theap.is_null() {
            return theap;
        }
        self.theap.set(theap);
        self.theap_state.set(THEAP_ON);
        theap
    }
}

/// A counting global allocator.
pub struct CountingAlloc;

/// Count `delta` bytes on this thread; the thread's theap, or null (use mimalloc's default
/// entry points) when the thread has none cached or its thread-locals are gone.
#[inline(always)]
fn count(delta: isize) -> *mut Theap {
    ALLOCATED
        .try_with(|c| c.count(delta))
        .unwrap_or(std::ptr::null_mut())
}

// SAFETY: delegates to mimalloc (through the thread's own theap when the layout's alignment is
// one every mimalloc block has); only adds bookkeeping in thread-local Cells.
unsafe impl GlobalAlloc for CountingAlloc {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let theap = count(layout.size() as isize);
        if !theap.is_null() && layout.align() <= THEAP_ALIGN {
            // SAFETY: the theap is this thread's and alive (see `TheapGuard`).
            return unsafe { mi_theap_malloc(theap, layout.size()) };
        }
        // SAFETY: forwarded with the caller's layout.
        unsafe { BACKING.alloc(layout) }
    }
    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        let _ = ALLOCATED.try_with(|c| c.set(c.get() - layout.size() as isize));
        // SAFETY: forwarded with the caller's pointer and layout.
        unsafe { BACKING.dealloc(ptr, layout) }
    }
    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let theap = count(layout.size() as isize);
        if !theap.is_null() && layout.align() <= THEAP_ALIGN {
            // SAFETY: the theap is this thread's and alive (see `TheapGuard`).
            return unsafe { mi_theap_zalloc(theap, layout.size()) };
        }
        // SAFETY: forwarded with the caller's layout.
        unsafe { BACKING.alloc_zeroed(layout) }
    }
    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let theap = count(new_size as isize - layout.size() as isize);
        if !theap.is_null() && layout.align() <= THEAP_ALIGN {
            // SAFETY: the theap is this thread's and alive; `ptr` is a mimalloc block (every
            // block of this allocator is), which mimalloc reallocates from any thread's theap.
            return unsafe { mi_theap_realloc(theap, ptr, new_size) };
        }
        // SAFETY: forwarded with the caller's arguments.
        unsafe { BACKING.realloc(ptr, layout, new_size) }
    }
}

/// mimalloc's `mi_option_allow_thp`: its position in mimalloc v3's `mi_option_t` (the
/// binding does not name it; a test checks the number against the option's environment
/// variable, `MIMALLOC_ALLOW_THP`).
const MI_OPTION_ALLOW_THP: std::ffi::c_int = 43;

unsafe extern "C" {
    fn mi_option_set_default(option: std::ffi::c_int, value: std::ffi::c_long);
    fn mi_option_get(option: std::ffi::c_int) -> std::ffi::c_long;
}

/// Whether mimalloc backs its arenas with transparent huge pages (`MADV_HUGEPAGE`), by
/// default (the environment variable `MIMALLOC_ALLOW_THP` still decides when set). Huge
/// pages suit the interpreter (fewer faults and TLB misses on large heaps; docs/decisions.md
/// has the numbers), but the first touch of each 2 MiB region clears all of it: a process
/// that allocates little pays about a millisecond per region it touches. The madvise is
/// done when an arena is reserved, and the first arena is reserved by the first allocation,
/// so this matters only when called before it — from a constructor (`.init_array`) that runs
/// before `main` — and only for mmaps made after. Unlike `MIMALLOC_ALLOW_THP=0` it does not
/// disable huge pages for the process (`PR_SET_THP_DISABLE`), which its children would
/// inherit.
pub fn set_huge_pages_default(allow: bool) {
    // SAFETY: plain stores into mimalloc's option table; no allocation.
    unsafe { mi_option_set_default(MI_OPTION_ALLOW_THP, allow as std::ffi::c_long) }
}

/// Whether mimalloc currently advises huge pages for new arenas (see
/// [`set_huge_pages_default`]).
pub fn huge_pages_allowed() -> bool {
    // SAFETY: reads mimalloc's option table (reading the environment the first time).
    unsafe { mi_option_get(MI_OPTION_ALLOW_THP) != 0 }
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

#[cfg(test)]
mod tests {
    //! Thread teardown: allocations from destructors that run after [`TheapGuard`]'s, both a
    //! thread-local's (glibc runs those last-registered first, so one registered before the
    //! guard runs after it) and a `pthread_key` destructor's (those run after every
    //! thread-local destructor, and a key made after mimalloc's runs after the one that frees
    //! the theap: an allocation there through a still-cached theap would be a use after free).
    //! The allocator is called directly (this test binary's global allocator is the system's),
    //! so nothing but this test counts on its thread and the guard is registered exactly when
    //! the test first allocates.

    use super::*;
    use std::sync::Mutex;

    /// What each late destructor saw: who it was, the thread's theap state when it ran, and
    /// whether its allocations worked and kept their contents.
    static SEEN: Mutex<Vec<(&'static str, u8, bool)>> = Mutex::new(Vec::new());

    /// Allocates, fills, grows, zero-allocates and frees through [`CountingAlloc`], with sizes
    /// over several size classes; true when every block was given and kept its contents.
    fn churn() -> bool {
        let mut ok = true;
        for round in 0..64usize {
            let size = 16 + round * 24;
            let layout = Layout::from_size_align(size, 8).unwrap();
            let grown = Layout::from_size_align(size * 2, 8).unwrap();
            // SAFETY: blocks of `layout` from this allocator, used within their sizes and
            // freed with the layout they have.
            unsafe {
                let p = CountingAlloc.alloc(layout);
                if p.is_null() {
                    return false;
                }
                std::ptr::write_bytes(p, round as u8, size);
                let q = CountingAlloc.realloc(p, layout, grown.size());
                if q.is_null() {
                    return false;
                }
                ok &= (0..size).all(|i| *q.add(i) == round as u8);
                let z = CountingAlloc.alloc_zeroed(layout);
                if z.is_null() {
                    return false;
                }
                ok &= (0..size).all(|i| *z.add(i) == 0);
                CountingAlloc.dealloc(z, layout);
                CountingAlloc.dealloc(q, grown);
            }
        }
        ok
    }

    fn theap_state() -> u8 {
        ALLOCATED.with(|c| c.theap_state.get())
    }

    /// A thread-local whose destructor allocates.
    struct Late;

    impl Drop for Late {
        fn drop(&mut self) {
            let state = theap_state();
            let ok = churn();
            SEEN.lock().unwrap().push(("thread-local", state, ok));
        }
    }

    thread_local! {
        static LATE: Late = const { Late };
    }

    /// A `pthread_key` destructor that allocates.
    unsafe extern "C" fn key_destructor(_value: *mut libc::c_void) {
        let state = theap_state();
        let ok = churn();
        SEEN.lock().unwrap().push(("pthread key", state, ok));
    }

    #[test]
    fn allocating_from_destructors_that_run_after_the_guard() {
        // mimalloc made its key (whose destructor frees the thread's theap) when it loaded;
        // this allocation makes sure it is initialized, so the key below comes after it.
        assert!(churn());
        let mut key: libc::pthread_key_t = 0;
        // SAFETY: a fresh key with a destructor that only allocates and records.
        assert_eq!(
            unsafe { libc::pthread_key_create(&mut key, Some(key_destructor)) },
            0
        );
        std::thread::spawn(move || {
            // Registered before the guard (nothing has counted on this thread yet), so its
            // destructor runs after the guard's.
            LATE.with(|_| ());
            assert_eq!(theap_state(), THEAP_UNSET);
            // SAFETY: a non-null value, so the key's destructor runs at thread exit.
            unsafe { libc::pthread_setspecific(key, std::ptr::dangling::<u8>() as *mut _) };
            assert!(churn());
            assert_eq!(theap_state(), THEAP_ON, "the theap is cached");
        })
        .join()
        .unwrap();
        // SAFETY: the key is no longer used.
        unsafe { libc::pthread_key_delete(key) };
        let seen = std::mem::take(&mut *SEEN.lock().unwrap());
        assert_eq!(
            seen,
            vec![
                ("thread-local", THEAP_OFF, true),
                ("pthread key", THEAP_OFF, true)
            ],
            "both ran after the guard, allocating through mimalloc's default entry points"
        );
    }

    /// Set in the child process of [`allow_thp_is_the_option_of_its_variable`].
    const CHILD: &str = "BELLJAR_TEST_THP_CHILD";

    /// `MI_OPTION_ALLOW_THP` names the option `MIMALLOC_ALLOW_THP` sets: a copy of this test
    /// binary started with the variable at 7 reads 7 through the number, and a default set
    /// in code does not override the variable.
    #[test]
    fn allow_thp_is_the_option_of_its_variable() {
        if std::env::var_os(CHILD).is_some() {
            super::set_huge_pages_default(false);
            // SAFETY: reads mimalloc's option table.
            let value = unsafe { super::mi_option_get(super::MI_OPTION_ALLOW_THP) };
            println!("allow_thp={value}");
            return;
        }
        let out = std::process::Command::new(std::env::current_exe().unwrap())
            .args([
                "alloc::tests::allow_thp_is_the_option_of_its_variable",
                "--exact",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(CHILD, "1")
            .env("MIMALLOC_ALLOW_THP", "7")
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(stdout.contains("allow_thp=7"), "{stdout}");
    }

    /// Without the variable, the default set in code is what mimalloc uses.
    #[test]
    fn the_default_set_in_code_applies() {
        if std::env::var_os("MIMALLOC_ALLOW_THP").is_some() {
            return;
        }
        let before = super::huge_pages_allowed();
        super::set_huge_pages_default(!before);
        assert_eq!(super::huge_pages_allowed(), !before);
        super::set_huge_pages_default(before);
        assert_eq!(super::huge_pages_allowed(), before);
    }
}
