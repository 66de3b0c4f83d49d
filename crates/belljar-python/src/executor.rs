//! [`InterpreterExecutor`]: the `interpreter` backend. A session lives on a long-lived
//! interpreter thread (the VM is single-threaded and wants a large stack); executions are sent
//! to that thread, and a cancellation token or timeout stops the running code at the VM's next
//! limit check.
//!
//! Interpreter threads are kept by the process and reused: `open` takes an idle one (or starts
//! one, which builds the per-thread builtins and runs a short warm-up program there before
//! `open` returns), `close` drops the session on that thread and puts the thread back on the
//! idle list. So thread creation, stack mapping and the per-thread set-up are paid once per
//! thread, not per executor or per execution, and what an execution costs beyond the
//! interpreter itself is one hand-off to the thread and back. Successive sessions on one
//! thread share only what every session on a thread shares: the immutable builtins and the
//! name interner.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::thread::ThreadId;
use std::time::{Duration, Instant};

use async_trait::async_trait;
use belljar::{
    CancellationToken, CodeBlock, ErrorInfo, ExecOptions, ExecResult, Executor, SessionError,
};
use tokio::sync::oneshot;

use crate::Limits;
use crate::session::{STACK_SIZE, Session};

/// Most idle interpreter threads the process keeps for later executors; past it a closed
/// executor's thread ends.
const MAX_IDLE: usize = 8;

/// How long an interpreter thread stays awake for its next job after running one, before it
/// sleeps. A job sent to a sleeping thread costs a wake-up (a system call for the sender and a
/// scheduling delay for the thread, each several microseconds, more in a virtual machine);
/// this catches the jobs that follow at once (`close` after `execute`, the blocks of one
/// message) for at most this much CPU time per job. A job after a longer pause (an agent's
/// next turn) always meets a sleeping thread.
const LINGER: Duration = Duration::from_micros(20);

/// How long `execute` polls for the result before it suspends. A short block's result then
/// arrives without the caller's thread going to sleep and being woken (which costs more than
/// the block itself); a longer block costs this much of the caller's CPU time, once.
const SPIN: Duration = Duration::from_micros(50);

/// Idle interpreter threads, most recently used last. Each has no session.
static IDLE: Mutex<Vec<Worker>> = Mutex::new(Vec::new());

/// The source run once on a new interpreter thread before it takes jobs: the common paths an
/// agent's snippet goes through (parse, compile, calls, comprehensions, formatting, methods,
/// exceptions, the last value), so that their one-time costs (first use of the code, the
/// per-thread builtins and name interner, stack pages) are paid by `open`.
const WARM_UP: &str = "\
def f(xs, k=2):
    return sorted(x * k for x in xs if x)
d = {'a': [1, 2.5, 'x'], 'b': (None, True)}
try:
    v = f([3, 1, 2])[0] / (len(d['a']) - 3)
except ZeroDivisionError as e:
    v = len(str(e))
print(f'{v:.2f}', repr(d), [k.upper() for k in d], 'a-b'.split('-'), max(1, 2), sum(range(4)))
d
";

/// What an interpreter thread is asked to do, in order.
enum Job {
    /// A new thread: make the session, then answer.
    Open {
        limits: Limits,
        ready: oneshot::Sender<()>,
    },
    /// Run one block in the session (made first if there is none).
    Exec {
        code: String,
        limits: Limits,
        cancel: Arc<AtomicBool>,
        reply: oneshot::Sender<(ExecResult, ThreadId)>,
    },
    /// Drop the session (on `close`, before the thread goes back to the idle list, and on
    /// `restart`).
    Release,
}

/// The sending end of one interpreter thread's job queue.
struct Worker {
    tx: mpsc::Sender<Job>,
}

impl Worker {
    /// Start a new interpreter thread.
    fn spawn() -> std::io::Result<Worker> {
        let (tx, rx) = mpsc::channel::<Job>();
        std::thread::Builder::new()
            .name("belljar-python-session".into())
            .stack_size(STACK_SIZE)
            .spawn(move || worker_main(rx))?;
        Ok(Worker { tx })
    }

    /// An idle thread from the process's list.
    fn idle() -> Option<Worker> {
        IDLE.lock().unwrap_or_else(|e| e.into_inner()).pop()
    }

    /// Drop this thread's session and put the thread on the idle list (or let it end when
    /// the list is full or the thread is gone).
    fn release(self) {
        if self.tx.send(Job::Release).is_err() {
            return;
        }
        let mut idle = IDLE.lock().unwrap_or_else(|e| e.into_inner());
        if idle.len() < MAX_IDLE {
            idle.push(self);
        }
    }
}

/// The next job: polled for [`LINGER`] after a job (`linger`), then waited for asleep.
fn next_job(rx: &mpsc::Receiver<Job>, linger: bool) -> Option<Job> {
    if linger {
        let until = Instant::now() + LINGER;
        loop {
            match rx.try_recv() {
                Ok(job) => return Some(job),
                Err(mpsc::TryRecvError::Disconnected) => return None,
                Err(mpsc::TryRecvError::Empty) if Instant::now() >= until => break,
                // Yield rather than burn: another thread that wants this CPU gets it.
                Err(mpsc::TryRecvError::Empty) => std::thread::yield_now(),
            }
        }
    }
    rx.recv().ok()
}

/// The body of an interpreter thread: one session at a time, jobs in order, until every
/// sender is gone.
fn worker_main(rx: mpsc::Receiver<Job>) {
    crate::vm::nest::thread_stack(STACK_SIZE);
    drop(Session::new(Limits::default()).execute(WARM_UP));
    let me = std::thread::current().id();
    let mut session: Option<Session> = None;
    let mut linger = false;
    while let Some(job) = next_job(&rx, linger) {
        linger = true;
        match job {
            Job::Open { limits, ready } => {
                drop(session.take());
                session = Some(Session::new(limits));
                let _ = ready.send(());
            }
            Job::Exec {
                code,
                limits,
                cancel,
                reply,
            } => {
                let result = exec_job(&mut session, &code, limits, cancel);
                let _ = reply.send((result, me));
            }
            Job::Release => {
                session = None;
                linger = false;
            }
        }
    }
}

/// Run `code` in the thread's session (made first if there is none).
fn exec_job(
    session: &mut Option<Session>,
    code: &str,
    limits: Limits,
    cancel: Arc<AtomicBool>,
) -> ExecResult {
    let s = session.get_or_insert_with(|| Session::new(limits.clone()));
    s.set_limits(limits);
    s.set_cancel(Some(cancel));
    let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let r = s.execute(code);
        s.set_cancel(None);
        r
    }));
    match run {
        Ok(r) => r,
        Err(_) => {
            // A bug outside the VM's own guard (parser, compiler, result building): the
            // session's state cannot be trusted any more, so it is dropped and the next
            // execution starts afresh; the thread lives on.
            let broken = session.take();
            let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| drop(broken)));
            ExecResult::failed(
                "python",
                ErrorInfo::new(
                    "InternalError",
                    "internal interpreter error; the session's state was lost",
                ),
            )
        }
    }
}

/// Poll `rx` for up to [`SPIN`]; `None` if nothing arrived in that time.
fn spin_for_reply<T>(rx: &mut oneshot::Receiver<T>) -> Option<Result<T, ()>> {
    let until = Instant::now() + SPIN;
    loop {
        match rx.try_recv() {
            Ok(v) => return Some(Ok(v)),
            Err(oneshot::error::TryRecvError::Closed) => return Some(Err(())),
            Err(oneshot::error::TryRecvError::Empty) if Instant::now() >= until => return None,
            // Yield rather than burn: if the interpreter thread shares this CPU, it runs.
            Err(oneshot::error::TryRecvError::Empty) => std::thread::yield_now(),
        }
    }
}

/// Sets an execution's cancellation flag when dropped while armed: an `execute` future dropped
/// before its result arrived stops the code it started instead of leaving it running.
struct CancelOnDrop(Option<Arc<AtomicBool>>);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        if let Some(flag) = self.0.take() {
            flag.store(true, Ordering::Relaxed);
        }
    }
}

/// The in-process Python backend.
pub struct InterpreterExecutor {
    limits: Limits,
    worker: Option<Worker>,
    ran_on: Option<ThreadId>,
}

impl InterpreterExecutor {
    /// A backend whose sessions run under `limits` (timeout and output cap are taken from each
    /// execution's options).
    pub fn new(limits: Limits) -> Self {
        InterpreterExecutor {
            limits,
            worker: None,
            ran_on: None,
        }
    }

    /// The thread the last execution ran on (`None` before the first). Every execution of one
    /// open executor runs on the same thread.
    pub fn session_thread(&self) -> Option<ThreadId> {
        self.ran_on
    }

    /// Make sure an interpreter thread is attached. A thread from the idle list is warm and
    /// makes the session at the first execution, in microseconds, so nothing is sent or
    /// waited for; a new thread is started and the returned receiver is told when it has done
    /// its one-time set-up (see [`WARM_UP`]) and made the session.
    fn start(&mut self) -> Result<Option<oneshot::Receiver<()>>, SessionError> {
        if self.worker.is_some() {
            return Ok(None);
        }
        if let Some(worker) = Worker::idle() {
            self.worker = Some(worker);
            return Ok(None);
        }
        let worker =
            Worker::spawn().map_err(|e| SessionError::io("starting the interpreter thread", e))?;
        let (ready, ready_rx) = oneshot::channel();
        let open = Job::Open {
            limits: self.limits.clone(),
            ready,
        };
        if worker.tx.send(open).is_err() {
            return Err(SessionError::Unavailable(
                "the interpreter thread stopped".into(),
            ));
        }
        self.worker = Some(worker);
        Ok(Some(ready_rx))
    }

    fn stop(&mut self) {
        if let Some(w) = self.worker.take() {
            w.release();
        }
    }

    /// Attach an interpreter thread; wait for a new one's set-up.
    async fn open_fresh(&mut self) -> Result<(), SessionError> {
        if let Some(ready) = self.start()? {
            if ready.await.is_err() {
                self.worker = None;
                return Err(SessionError::Unavailable(
                    "the interpreter thread stopped".into(),
                ));
            }
        }
        Ok(())
    }
}

#[async_trait]
impl Executor for InterpreterExecutor {
    fn backend(&self) -> &'static str {
        "interpreter"
    }

    async fn open(&mut self) -> Result<(), SessionError> {
        self.open_fresh().await
    }

    /// Runs the block on the session's thread (opening the executor first if `open` was not
    /// called). `duration_secs` is the wall-clock time of the execution as the caller sees
    /// it: the hand-off to the thread and back, parse, compile, run and the result; opening
    /// is not part of it.
    async fn execute(
        &mut self,
        block: &CodeBlock,
        options: &ExecOptions,
        cancel: &CancellationToken,
    ) -> ExecResult {
        if let Err(e) = self.open_fresh().await {
            return ExecResult::failed(
                "python",
                ErrorInfo::new("BackendUnavailable", e.to_string()),
            );
        }
        let started = Instant::now();
        let mut limits = self.limits.clone();
        limits.timeout = options.timeout;
        limits.max_output = options.max_output_bytes;
        let flag = Arc::new(AtomicBool::new(cancel.is_cancelled()));
        let (reply_tx, mut reply_rx) = oneshot::channel();
        let job = Job::Exec {
            code: block.code.clone(),
            limits,
            cancel: flag.clone(),
            reply: reply_tx,
        };
        let sent = self.worker.as_ref().is_some_and(|w| w.tx.send(job).is_ok());
        if !sent {
            self.worker = None;
            return ExecResult::failed(
                "python",
                ErrorInfo::new("BackendUnavailable", "the interpreter thread stopped"),
            );
        }
        let mut guard = CancelOnDrop(Some(flag.clone()));
        let result = match spin_for_reply(&mut reply_rx) {
            Some(r) => r,
            None => tokio::select! {
                biased;
                r = &mut reply_rx => r.map_err(|_| ()),
                _ = cancel.cancelled() => {
                    flag.store(true, Ordering::Relaxed);
                    reply_rx.await.map_err(|_| ())
                }
            },
        };
        guard.0 = None;
        match result {
            Ok((mut r, thread)) => {
                self.ran_on = Some(thread);
                r.duration_secs = started.elapsed().as_secs_f64();
                r
            }
            Err(_) => {
                self.worker = None;
                ExecResult::failed(
                    "python",
                    ErrorInfo::new("InternalError", "the interpreter thread stopped"),
                )
            }
        }
    }

    async fn restart(&mut self) -> Result<(), SessionError> {
        // The session is dropped on its thread; the next execution makes a fresh one.
        let alive = self
            .worker
            .as_ref()
            .is_some_and(|w| w.tx.send(Job::Release).is_ok());
        if !alive {
            self.worker = None;
            return self.open_fresh().await;
        }
        Ok(())
    }

    async fn close(&mut self) -> Result<(), SessionError> {
        self.stop();
        Ok(())
    }
}

impl Drop for InterpreterExecutor {
    fn drop(&mut self) {
        self.stop();
    }
}
