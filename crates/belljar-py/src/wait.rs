//! Waiting for the executor with the GIL released, and Ctrl-C.
//!
//! [`block_on`] drives one of the executor's futures on the calling thread: on the caller's-
//! thread placement it completes in its first poll (the code runs right there); on the
//! interpreter-thread placement the thread parks until the reply, waking every
//! [`SIGNAL_EVERY`] to look for Ctrl-C.
//!
//! Ctrl-C: CPython's signal handler only sets a flag, which only the main thread, holding the
//! GIL, turns into `KeyboardInterrupt` (`PyErr_CheckSignals`). While the code runs the main
//! thread has released the GIL, so [`Interrupts`] asks Python at a bounded rate: from the
//! interpreter's own limit checks when the code runs on this thread
//! ([`belljar_python::vm::InterruptCheck`]), from the waiting loop otherwise. A signal whose
//! handler raises stops the execution (status `cancelled`) and the exception is raised to the
//! caller once the session is consistent again. A tool that raised a `BaseException` that is not
//! an `Exception` (`KeyboardInterrupt`, `SystemExit`) is handled the same way.

use std::future::Future;
use std::pin::pin;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::task::{Context, Poll, Wake, Waker};
use std::time::{Duration, Instant};

use belljar::CancellationToken;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;

/// How often a running execution asks Python whether a signal arrived. Each ask takes the GIL
/// for a moment (longer if another Python thread holds it), so it is rare enough to cost
/// nothing measurable and frequent enough that Ctrl-C feels immediate.
pub const SIGNAL_EVERY: Duration = Duration::from_millis(20);

/// The ident (`threading.get_ident()`) of Python's main thread, the only one that sees signals.
static MAIN_IDENT: OnceLock<u64> = OnceLock::new();

/// `threading.get_ident`, looked up once.
static GET_IDENT: PyOnceLock<Py<PyAny>> = PyOnceLock::new();

/// Remember Python's main thread (at module import).
pub fn init(py: Python<'_>) -> PyResult<()> {
    let threading = py.import("threading")?;
    let ident: u64 = threading
        .call_method0("main_thread")?
        .getattr("ident")?
        .extract()?;
    let _ = MAIN_IDENT.set(ident);
    Ok(())
}

/// Whether the calling thread is Python's main thread.
pub fn on_main_thread(py: Python<'_>) -> PyResult<bool> {
    let get_ident = GET_IDENT.get_or_try_init(py, || {
        py.import("threading")?
            .getattr("get_ident")
            .map(Bound::unbind)
    })?;
    let me: u64 = get_ident.bind(py).call0()?.extract()?;
    Ok(MAIN_IDENT.get() == Some(&me))
}

/// One session's interrupt state: an exception waiting to be raised to the caller, and when
/// signals were last asked for.
pub struct Interrupts {
    /// The exception to raise when the execution has stopped.
    pending: Mutex<Option<PyErr>>,
    /// Whether this execution may look for signals (it runs for Python's main thread).
    signals: AtomicBool,
    /// When signals were last asked for, in nanoseconds since `origin`.
    last: AtomicU64,
    origin: Instant,
}

impl Interrupts {
    /// A fresh state.
    pub fn new() -> Arc<Interrupts> {
        Arc::new(Interrupts {
            pending: Mutex::new(None),
            signals: AtomicBool::new(false),
            last: AtomicU64::new(0),
            origin: Instant::now(),
        })
    }

    fn now(&self) -> u64 {
        self.origin.elapsed().as_nanos() as u64
    }

    /// Before an execution: forget what a previous one left, and say whether this one may look
    /// for signals (`main`). The first look is [`SIGNAL_EVERY`] away, so a short execution never
    /// takes the GIL.
    pub fn begin(&self, main: bool) {
        self.pending
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take();
        self.signals.store(main, Ordering::Relaxed);
        self.last.store(self.now(), Ordering::Relaxed);
    }

    /// Keep `err` to raise when the execution has stopped (the first one wins).
    pub fn raise_later(&self, err: PyErr) {
        let mut slot = self.pending.lock().unwrap_or_else(|e| e.into_inner());
        if slot.is_none() {
            *slot = Some(err);
        }
    }

    /// The exception to raise, if any.
    pub fn take(&self) -> Option<PyErr> {
        self.pending
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take()
    }

    /// Whether the execution must stop: an exception is waiting, or (at most every
    /// [`SIGNAL_EVERY`], on the main thread) a signal handler raised one now.
    pub fn check(&self) -> bool {
        if self
            .pending
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .is_some()
        {
            return true;
        }
        if !self.signals.load(Ordering::Relaxed) {
            return false;
        }
        let now = self.now();
        if now.saturating_sub(self.last.load(Ordering::Relaxed)) < SIGNAL_EVERY.as_nanos() as u64 {
            return false;
        }
        self.last.store(now, Ordering::Relaxed);
        // (Signal handlers are Python code: they run on the thread's own stack, as tools do.)
        let signals =
            belljar_python::stack::on_thread_stack(|| Python::attach(|py| py.check_signals()));
        match signals {
            Ok(()) => false,
            Err(e) => {
                self.raise_later(e);
                true
            }
        }
    }

    /// The interpreter's hook: [`Interrupts::check`] of this state.
    pub fn hook(self: &Arc<Self>) -> belljar_python::vm::InterruptCheck {
        let me = self.clone();
        Arc::new(move || me.check())
    }
}

/// Wakes the thread that [`block_on`] parks.
struct ThreadWaker(std::thread::Thread);

impl Wake for ThreadWaker {
    fn wake(self: Arc<Self>) {
        self.0.unpark();
    }
}

/// Run `fut` to completion on this thread (call it with the GIL released). While it waits,
/// every [`SIGNAL_EVERY`] it asks `interrupts` and cancels `cancel` when the execution must
/// stop, then goes on waiting for the (cancelled) result.
pub fn block_on<F: Future>(
    fut: F,
    interrupts: &Interrupts,
    cancel: &CancellationToken,
) -> F::Output {
    let mut fut = pin!(fut);
    let waker = Waker::from(Arc::new(ThreadWaker(std::thread::current())));
    let mut cx = Context::from_waker(&waker);
    loop {
        if let Poll::Ready(v) = fut.as_mut().poll(&mut cx) {
            return v;
        }
        std::thread::park_timeout(SIGNAL_EVERY);
        if !cancel.is_cancelled() && interrupts.check() {
            cancel.cancel();
        }
    }
}
