//! [`InterpreterExecutor`]: the `interpreter` backend. The VM is single-threaded and wants a
//! large stack; where a session runs is the executor's [`Placement`]:
//! - [`Placement::Thread`] (the default, [`InterpreterExecutor::new`]): on a long-lived
//!   interpreter thread. Executions are sent to that thread; the caller's future waits without
//!   blocking its runtime, and a cancellation token, a timeout or dropping the `execute` future
//!   stops the running code at the VM's next limit check.
//! - [`Placement::CallerThread`] ([`InterpreterExecutor::on_caller_thread`]): on the thread
//!   that calls `execute`, switched onto the interpreter stack ([`crate::stack`]) for the call.
//!   No hand-off, so an execution costs what the interpreter costs; but `execute` runs to its
//!   end inside one poll: the timeout and the memory, instruction and output limits still hold,
//!   and so does a token cancelled from another thread, but the runtime thread is busy
//!   meanwhile, so a task on the same thread cannot cancel it and the future cannot be dropped
//!   half-way. The session belongs to the thread that made it (see [`Placement`]).
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
    CancellationToken, Capabilities, CodeBlock, Data, ErrorKind, EventSink, ExecOptions,
    ExecResult, Executor, SessionError, Tool, ToolError,
};
use tokio::sync::oneshot;

use crate::Limits;
use crate::host::{
    HostError, ImportPolicy, PendingCall, Progress, RestoreError, ResumeHandle, SaveError,
};
use crate::session::{STACK_SIZE, Session};
use crate::vm::{Cancel, InterruptCheck};

/// The fields of [`Limits`] the interpreter enforces: all of them. Time, memory, instructions
/// and recursion are checked by the VM itself (docs/interpreter.md, "Limits"); output past
/// four times the cap stops the code.
pub const ENFORCED_LIMITS: &[belljar::Limit] = belljar::Limit::ALL;

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

/// What the host gives each session of an executor: tools, the import policy and the
/// variables a new session starts with. Shared with the interpreter thread as an `Arc`; any
/// change makes a new one with a new `version`.
#[derive(Clone, Default)]
struct HostSetup {
    tools: Vec<Tool>,
    imports: ImportPolicy,
    variables: Vec<(String, Data)>,
    version: u64,
}

impl HostSetup {
    /// A copy changed by `change`, with a version no set-up had before.
    fn changed(&self, change: impl FnOnce(&mut HostSetup)) -> Arc<HostSetup> {
        static VERSIONS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
        let mut next = self.clone();
        change(&mut next);
        next.version = VERSIONS.fetch_add(1, Ordering::Relaxed);
        Arc::new(next)
    }

    /// Bring `session` up to this set-up: a new session gets the variables, tools and import
    /// policy; an older one the tools and policy (its variables are the code's by now).
    fn apply(&self, session: &mut Session) {
        if session.host_version == self.version {
            return;
        }
        // (Versions of changed set-ups start at 1: a session at 0 has had none.)
        let fresh = session.host_version == 0;
        if fresh {
            for (name, value) in &self.variables {
                // Checked when the variable was given to the executor.
                let _ = session.set_variable(name, value);
            }
        }
        for tool in &self.tools {
            let _ = session.add_tool(tool.clone());
        }
        session.set_import_policy(self.imports.clone());
        session.host_version = self.version;
    }
}

/// The session in `slot` (made first if there is none), brought up to `host`.
fn session_in<'a>(
    slot: &'a mut Option<Session>,
    limits: &Limits,
    host: &HostSetup,
) -> &'a mut Session {
    let s = slot.get_or_insert_with(|| Session::new(limits.clone()));
    host.apply(s);
    s
}

/// What an execution job runs.
enum Work {
    /// A block: with `suspend`, one that may stop at a suspending tool's call.
    Run { code: String, suspend: bool },
    /// The answer to the pending call of a suspended execution.
    Resume {
        handle: ResumeHandle,
        answer: Result<Data, ToolError>,
    },
}

/// A variable request from the host.
enum VarOp {
    /// Bind a variable.
    Set(String, Data),
    /// Read one.
    Get(String),
}

/// Run a variable request on `session`'s thread.
fn var_job(
    session: &mut Option<Session>,
    limits: &Limits,
    host: &HostSetup,
    op: VarOp,
) -> Result<Option<Data>, HostError> {
    let s = session_in(session, limits, host);
    match op {
        VarOp::Set(name, value) => s.set_variable(&name, &value).map(|()| None),
        VarOp::Get(name) => s.get_variable(&name),
    }
}

/// Save `session` (made first if there is none) to bytes, on its thread.
fn save_job(
    session: &mut Option<Session>,
    limits: &Limits,
    host: &HostSetup,
) -> Result<Vec<u8>, SaveError> {
    session_in(session, limits, host).save()
}

/// Replace `session` with the one `bytes` holds, on its thread; the tool call its execution
/// is suspended at, if it was saved suspended.
fn restore_job(
    session: &mut Option<Session>,
    bytes: &[u8],
    limits: &Limits,
) -> Result<Option<PendingCall>, RestoreError> {
    let mut restored = Session::restore(bytes, limits.clone())?;
    // Not fresh (the executor's initial variables are not applied over the saved ones), and
    // not up to date (its tools and import policy are applied before the next execution).
    restored.host_version = u64::MAX;
    let pending = restored.pending_call();
    *session = Some(restored);
    Ok(pending)
}

/// What an interpreter thread is asked to do, in order.
enum Job {
    /// A new thread: make the session, then answer.
    Open {
        limits: Limits,
        ready: oneshot::Sender<()>,
    },
    /// Run one block in the session (made first if there is none).
    Exec {
        work: Work,
        limits: Limits,
        events: Option<EventSink>,
        host: Arc<HostSetup>,
        cancel: Arc<AtomicBool>,
        interrupt: Option<InterruptCheck>,
        reply: oneshot::Sender<(Progress, ThreadId)>,
    },
    /// Set or read a variable of the session (made first if there is none).
    Var {
        op: VarOp,
        limits: Limits,
        host: Arc<HostSetup>,
        reply: oneshot::Sender<Result<Option<Data>, HostError>>,
    },
    /// Save the session to bytes (made first if there is none).
    Save {
        limits: Limits,
        host: Arc<HostSetup>,
        reply: oneshot::Sender<Result<Vec<u8>, SaveError>>,
    },
    /// Replace the session with a saved one.
    Restore {
        bytes: Vec<u8>,
        limits: Limits,
        reply: oneshot::Sender<Result<Option<PendingCall>, RestoreError>>,
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
                work,
                limits,
                events,
                host,
                cancel,
                interrupt,
                reply,
            } => {
                let result = exec_job(
                    &mut session,
                    work,
                    limits,
                    events,
                    &host,
                    (Cancel::Flag(cancel), interrupt),
                );
                let _ = reply.send((result, me));
            }
            Job::Var {
                op,
                limits,
                host,
                reply,
            } => {
                let _ = reply.send(var_job(&mut session, &limits, &host, op));
            }
            Job::Save {
                limits,
                host,
                reply,
            } => {
                let _ = reply.send(save_job(&mut session, &limits, &host));
            }
            Job::Restore {
                bytes,
                limits,
                reply,
            } => {
                let _ = reply.send(restore_job(&mut session, &bytes, &limits));
            }
            Job::Release => {
                session = None;
                linger = false;
            }
        }
    }
}

/// Do `work` in `session` (made first if there is none), on the current thread.
fn exec_job(
    session: &mut Option<Session>,
    work: Work,
    limits: Limits,
    events: Option<EventSink>,
    host: &HostSetup,
    (cancel, interrupt): (Cancel, Option<InterruptCheck>),
) -> Progress {
    let s = session_in(session, &limits, host);
    s.set_limits(limits);
    s.set_events(events);
    s.set_cancel_signal(Some(cancel));
    s.set_interrupt_check(interrupt);
    let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let r = match work {
            Work::Run {
                code,
                suspend: false,
            } => Progress::Done(s.execute(&code)),
            Work::Run {
                code,
                suspend: true,
            } => s.start(&code),
            Work::Resume { handle, answer } => s.resume(handle, answer),
        };
        s.set_cancel_signal(None);
        s.set_interrupt_check(None);
        s.set_events(None);
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
            Progress::Done(ExecResult::failed(
                "python",
                ErrorKind::InternalError
                    .error("internal interpreter error; the session's state was lost"),
            ))
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

/// Where an [`InterpreterExecutor`]'s session runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Placement {
    /// On an interpreter thread of the executor's own (the default). `execute` hands the block
    /// to that thread and waits without blocking the caller's runtime; dropping the future or
    /// cancelling the token from any task stops the code. Costs one hand-off to the thread and
    /// back per execution (several microseconds; more on a loaded machine, where waking a
    /// sleeping thread waits for a CPU).
    #[default]
    Thread,
    /// On the thread that calls `execute`, switched onto the interpreter stack for the call:
    /// no hand-off. `execute` completes inside one poll, so it blocks the runtime thread while
    /// the code runs; the time, memory, instruction and output limits hold, and so does a
    /// token cancelled from another thread, but a task on the same thread cannot cancel it
    /// and dropping the future cannot interrupt it. The session belongs to the thread of its
    /// first execution: called from another thread, `execute` fails with
    /// `BackendUnavailable` and the session is kept for its own thread; dropped on another
    /// thread, its memory is left allocated (it cannot be freed safely elsewhere). For callers
    /// that keep the executor on one thread and do not need to interrupt it from that thread:
    /// the CLI (`runtime.block_on` on the main thread, Ctrl-C cancels from a runtime worker), a
    /// binding whose objects stay on one thread. On targets where the stack cannot be
    /// switched, the executor uses [`Placement::Thread`].
    CallerThread,
}

/// A session kept on the thread that made it ([`Placement::CallerThread`]).
struct Local {
    owner: ThreadId,
    session: Option<Session>,
}

// SAFETY: `Session` is not `Send` because its values are `Rc`s, some of them shared with its
// thread's per-thread state (the builtins, the name interner) and other sessions on that
// thread; moving one between threads would race on those reference counts. A `Local` may
// move with its executor, but its session is only ever touched on `owner`: `execute`,
// `restart` and `close` check the current thread before using or dropping it (`session_mut`,
// `Local::drop`), and on any other thread the session is refused, or forgotten without being
// touched. So no reference count inside is changed off its thread.
unsafe impl Send for Local {}

impl Local {
    /// The session slot, if the current thread is the owner.
    fn session_mut(&mut self) -> Option<&mut Option<Session>> {
        (std::thread::current().id() == self.owner).then_some(&mut self.session)
    }
}

impl Drop for Local {
    fn drop(&mut self) {
        let Some(session) = self.session.take() else {
            return;
        };
        if std::thread::current().id() == self.owner {
            // On the interpreter stack like every other use (the teardown is iterative; this
            // is for the destructors it may run).
            let mut session = Some(session);
            let _ = crate::stack::run(|| drop(session.take()));
        } else {
            // Not this thread's to touch: see the SAFETY note on `Send`.
            std::mem::forget(session);
        }
    }
}

/// The in-process Python backend.
pub struct InterpreterExecutor {
    limits: Limits,
    host: Arc<HostSetup>,
    placement: Placement,
    worker: Option<Worker>,
    local: Option<Local>,
    ran_on: Option<ThreadId>,
    interrupt: Option<InterruptCheck>,
}

impl InterpreterExecutor {
    /// A backend whose sessions run under `limits` (every field is enforced:
    /// [`ENFORCED_LIMITS`]), each on an interpreter thread ([`Placement::Thread`]).
    pub fn new(limits: Limits) -> Self {
        Self::with_placement(limits, Placement::Thread)
    }

    /// A backend whose session runs on the caller's thread ([`Placement::CallerThread`]).
    pub fn on_caller_thread(limits: Limits) -> Self {
        Self::with_placement(limits, Placement::CallerThread)
    }

    /// A backend with the given placement (a target that cannot switch stacks gets
    /// [`Placement::Thread`]).
    pub fn with_placement(limits: Limits, placement: Placement) -> Self {
        let placement = match placement {
            Placement::CallerThread if !crate::stack::available() => Placement::Thread,
            p => p,
        };
        InterpreterExecutor {
            limits,
            host: Arc::new(HostSetup::default()),
            placement,
            worker: None,
            local: None,
            ran_on: None,
            interrupt: None,
        }
    }

    /// Ask `check` at every limit check of the next executions, on the thread that runs them
    /// ([`Placement`]); `true` stops the code as cancelled. A binding uses it to see signals
    /// only the running thread can notice (the Python package's Ctrl-C).
    pub fn set_interrupt_check(&mut self, check: Option<InterruptCheck>) {
        self.interrupt = check;
    }

    /// This executor with `tool` added (see [`InterpreterExecutor::add_tool`]).
    pub fn with_tool(mut self, tool: Tool) -> Self {
        self.add_tool(tool);
        self
    }

    /// Make `tool` callable by the code of this executor's sessions, from the next execution
    /// on (replacing a tool of the same name; a tool named `final_answer` replaces the
    /// builtin). Tools stay across `restart`.
    pub fn add_tool(&mut self, tool: Tool) {
        self.host = self.host.changed(|h| {
            h.tools.retain(|t| t.spec.name != tool.spec.name);
            h.tools.push(tool);
        });
    }

    /// This executor with `policy` as its import policy.
    pub fn with_import_policy(mut self, policy: ImportPolicy) -> Self {
        self.set_import_policy(policy);
        self
    }

    /// Which modules the code of this executor's sessions may import, from the next
    /// execution on (kept across `restart`).
    pub fn set_import_policy(&mut self, policy: ImportPolicy) {
        self.host = self.host.changed(|h| h.imports = policy);
    }

    /// This executor with the variable `name` bound to `value` in every new session (the
    /// first, and each after `restart`), or the reason it cannot be.
    pub fn with_variable(mut self, name: &str, value: Data) -> Result<Self, HostError> {
        if !crate::host::is_identifier(name) {
            return Err(HostError::InvalidName(name.to_string()));
        }
        let name = name.to_string();
        self.host = self.host.changed(|h| {
            h.variables.retain(|(n, _)| *n != name);
            h.variables.push((name, value));
        });
        Ok(self)
    }

    /// Bind the global `name` to `value` in the current session (made first if needed).
    pub async fn set_variable(&mut self, name: &str, value: Data) -> Result<(), HostError> {
        self.var(VarOp::Set(name.to_string(), value))
            .await
            .map(|_| ())
    }

    /// The global `name` of the current session as plain data (`None` when unbound).
    pub async fn get_variable(&mut self, name: &str) -> Result<Option<Data>, HostError> {
        self.var(VarOp::Get(name.to_string())).await
    }

    /// Run a variable request where the session lives.
    async fn var(&mut self, op: VarOp) -> Result<Option<Data>, HostError> {
        let limits = self.limits.clone();
        let host = self.host.clone();
        if self.placement == Placement::CallerThread {
            return self
                .on_caller(|slot| var_job(slot, &limits, &host, op))
                .unwrap_or_else(|m| Err(HostError::Unavailable(m)));
        }
        self.on_worker(|reply| Job::Var {
            op,
            limits,
            host,
            reply,
        })
        .await
        .unwrap_or_else(|m| Err(HostError::Unavailable(m)))
    }

    /// The current session (made first if needed) saved to bytes ([`Session::save`]; the
    /// executor's tools are not saved).
    pub async fn save(&mut self) -> Result<Vec<u8>, SaveError> {
        let limits = self.limits.clone();
        let host = self.host.clone();
        if self.placement == Placement::CallerThread {
            return self
                .on_caller(|slot| save_job(slot, &limits, &host))
                .unwrap_or_else(|m| Err(SaveError::Unavailable(m)));
        }
        self.on_worker(|reply| Job::Save {
            limits,
            host,
            reply,
        })
        .await
        .unwrap_or_else(|m| Err(SaveError::Unavailable(m)))
    }

    /// Replace the current session with the one `bytes` holds ([`Session::restore`]); the
    /// executor's tools and import policy apply to it from the next execution (or resume)
    /// on, its initial variables do not (the saved globals are the session's). A session
    /// saved while suspended at a tool call comes back suspended: the call it waits on is
    /// returned, and [`InterpreterExecutor::resume`] with its handle goes on.
    pub async fn restore(&mut self, bytes: &[u8]) -> Result<Option<PendingCall>, RestoreError> {
        let limits = self.limits.clone();
        if self.placement == Placement::CallerThread {
            return self
                .on_caller(|slot| restore_job(slot, bytes, &limits))
                .unwrap_or_else(|m| Err(RestoreError::Unavailable(m)));
        }
        let bytes = bytes.to_vec();
        self.on_worker(|reply| Job::Restore {
            bytes,
            limits,
            reply,
        })
        .await
        .unwrap_or_else(|m| Err(RestoreError::Unavailable(m)))
    }

    /// Run `f` on the caller-thread session slot, on the interpreter stack (why not, when it
    /// cannot be).
    fn on_caller<T>(&mut self, f: impl FnOnce(&mut Option<Session>) -> T) -> Result<T, String> {
        let slot = self.caller_slot()?;
        crate::stack::run(|| f(slot))
            .ok_or_else(|| "the interpreter stack could not be reserved on this thread".into())
    }

    /// Send the job `make` builds to the interpreter thread (attached first if needed) and
    /// wait for its reply.
    async fn on_worker<T>(
        &mut self,
        make: impl FnOnce(oneshot::Sender<T>) -> Job,
    ) -> Result<T, String> {
        let stopped = || "the interpreter thread stopped".to_string();
        self.open_fresh().await.map_err(|_| stopped())?;
        let (reply, rx) = oneshot::channel();
        if self
            .worker
            .as_ref()
            .is_none_or(|w| w.tx.send(make(reply)).is_err())
        {
            self.worker = None;
            return Err(stopped());
        }
        rx.await.map_err(|_| stopped())
    }

    /// The caller-thread session slot, if this is its thread.
    fn caller_slot(&mut self) -> Result<&mut Option<Session>, String> {
        let me = std::thread::current().id();
        let local = self.local.get_or_insert_with(|| Local {
            owner: me,
            session: None,
        });
        local
            .session_mut()
            .ok_or_else(|| "the session belongs to another thread".to_string())
    }

    /// Where this executor's session runs.
    pub fn placement(&self) -> Placement {
        self.placement
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
    fn attach(&mut self) -> Result<Option<oneshot::Receiver<()>>, SessionError> {
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
        self.local = None;
    }

    /// The limits its sessions run under.
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// Run the next executions (and variable, save and restore requests) under `limits`; the
    /// session and its state are kept. Every field is enforced ([`ENFORCED_LIMITS`]).
    pub fn set_limits(&mut self, limits: Limits) {
        self.limits = limits;
    }

    /// [`Placement::CallerThread`]: do the work here, on the interpreter stack.
    fn work_here(
        &mut self,
        work: Work,
        limits: Limits,
        events: Option<EventSink>,
        cancel: &CancellationToken,
    ) -> Progress {
        let me = std::thread::current().id();
        let local = self.local.get_or_insert_with(|| Local {
            owner: me,
            session: None,
        });
        let Some(session) = local.session_mut() else {
            return Progress::Done(ExecResult::failed(
                "python",
                ErrorKind::BackendUnavailable.error(
                    "this executor's session runs on the caller's thread and belongs to \
                     another thread; call it from the thread of its first execution",
                ),
            ));
        };
        let host = self.host.clone();
        let interrupt = self.interrupt.clone();
        let ran = crate::stack::run(|| {
            exec_job(
                session,
                work,
                limits,
                events,
                &host,
                (Cancel::Token(cancel.clone()), interrupt),
            )
        });
        let Some(r) = ran else {
            return Progress::Done(ExecResult::failed(
                "python",
                ErrorKind::BackendUnavailable
                    .error("the interpreter stack could not be reserved on this thread"),
            ));
        };
        self.ran_on = Some(me);
        r
    }

    /// Do `work` in the session, wherever it runs ([`Placement`]).
    async fn work(
        &mut self,
        work: Work,
        options: &ExecOptions,
        cancel: &CancellationToken,
    ) -> Progress {
        let limits = self.limits.clone();
        if self.placement == Placement::CallerThread {
            return self.work_here(work, limits, options.events.clone(), cancel);
        }
        let failed = |kind: ErrorKind, message: String| {
            Progress::Done(ExecResult::failed("python", kind.error(message)))
        };
        if let Err(e) = self.open_fresh().await {
            return failed(ErrorKind::BackendUnavailable, e.to_string());
        }
        let flag = Arc::new(AtomicBool::new(cancel.is_cancelled()));
        let (reply_tx, mut reply_rx) = oneshot::channel();
        let job = Job::Exec {
            work,
            limits,
            events: options.events.clone(),
            host: self.host.clone(),
            cancel: flag.clone(),
            interrupt: self.interrupt.clone(),
            reply: reply_tx,
        };
        let sent = self.worker.as_ref().is_some_and(|w| w.tx.send(job).is_ok());
        if !sent {
            self.worker = None;
            return failed(
                ErrorKind::BackendUnavailable,
                "the interpreter thread stopped".into(),
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
            Ok((r, thread)) => {
                self.ran_on = Some(thread);
                r
            }
            Err(_) => {
                self.worker = None;
                failed(
                    ErrorKind::SessionDied,
                    "the interpreter thread stopped during the execution; the session's state \
                     is lost and the next execution starts a fresh session"
                        .into(),
                )
            }
        }
    }

    /// Run `block` like [`Executor::execute`], except that a call of a suspending tool
    /// ([`belljar::Tool::suspending`]) stops the execution and returns the call
    /// ([`Progress::Pending`]); answer it with [`InterpreterExecutor::resume`]. A suspension
    /// still pending is dropped. `duration_secs` of the final result is the time the
    /// execution ran, not the waits.
    pub async fn start(
        &mut self,
        block: &CodeBlock,
        options: &ExecOptions,
        cancel: &CancellationToken,
    ) -> Progress {
        if let Some(refused) = refusal(block, options) {
            options.emit_result(&refused);
            return Progress::Done(refused);
        }
        let work = Work::Run {
            code: block.code.clone(),
            suspend: true,
        };
        let progress = self.work(work, options, cancel).await;
        if let Progress::Done(r) = &progress {
            options.emit_result(r);
        }
        progress
    }

    /// Go on with the execution suspended at `handle`'s call, with the call's value or the
    /// exception it raises (see [`Session::resume`]); `options` and `cancel` govern the rest
    /// of the execution.
    pub async fn resume(
        &mut self,
        handle: ResumeHandle,
        answer: Result<Data, ToolError>,
        options: &ExecOptions,
        cancel: &CancellationToken,
    ) -> Progress {
        let progress = self
            .work(Work::Resume { handle, answer }, options, cancel)
            .await;
        if let Progress::Done(r) = &progress {
            options.emit_result(r);
        }
        progress
    }

    /// Attach an interpreter thread; wait for a new one's set-up.
    async fn open_fresh(&mut self) -> Result<(), SessionError> {
        if let Some(ready) = self.attach()? {
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

/// Why this backend will not run `block` with `options`, as its result: a tag that is not
/// Python (unknown, data, or another language: see [`belljar::executor::admit_language`]),
/// or an environment, which the interpreter does not have.
fn refusal(block: &CodeBlock, options: &ExecOptions) -> Option<ExecResult> {
    let lang = match belljar::executor::admit_language(&block.language) {
        Ok(lang) => lang,
        Err(result) => return Some(*result),
    };
    if lang.name != "python" {
        return Some(belljar::executor::unsupported_language(
            "interpreter",
            lang.name,
        ));
    }
    if !options.env.is_empty() {
        let names: Vec<&str> = options.env.keys().map(String::as_str).collect();
        return Some(ExecResult::failed(
            "python",
            ErrorKind::Unsupported.error(format!(
                "the interpreter backend has no environment, so it cannot set {}; use \
                     the process backend for code that reads environment variables",
                names.join(", ")
            )),
        ));
    }
    None
}

#[async_trait]
impl Executor for InterpreterExecutor {
    fn backend(&self) -> &'static str {
        "interpreter"
    }

    /// Python only, stateful, tools; no working directory (so no files) and no rich outputs.
    fn capabilities(&self) -> Capabilities {
        Capabilities {
            languages: vec!["python".to_string()],
            stateful: true,
            files: false,
            rich_outputs: false,
            tools: true,
            live_output: true,
        }
    }

    /// Attaches an interpreter thread ([`Placement::Thread`]; a new thread's set-up is paid
    /// here). On the caller's thread there is nothing to prepare: the first execution makes
    /// the session.
    async fn open(&mut self) -> Result<(), SessionError> {
        if self.placement == Placement::CallerThread {
            return Ok(());
        }
        self.open_fresh().await
    }

    /// Runs the block in the session (opening the executor first if `open` was not called),
    /// if it is Python and no environment is asked for (else a result says why not: see
    /// [`belljar::executor::admit_language`]; a data block is `skipped`),
    /// on its interpreter thread or here ([`Placement`]). `duration_secs` is the wall-clock
    /// time of the execution as the caller sees it: any hand-off to the thread and back,
    /// parse, compile, run and the result; opening is not part of it.
    async fn execute(
        &mut self,
        block: &CodeBlock,
        options: &ExecOptions,
        cancel: &CancellationToken,
    ) -> ExecResult {
        if let Some(refused) = refusal(block, options) {
            options.emit_result(&refused);
            return refused;
        }
        let started = Instant::now();
        let work = Work::Run {
            code: block.code.clone(),
            suspend: false,
        };
        let result = match self.work(work, options, cancel).await {
            Progress::Done(mut r) => {
                r.duration_secs = started.elapsed().as_secs_f64();
                r
            }
            // (`execute` never suspends: a suspending tool raises instead.)
            Progress::Pending(p) => ExecResult::failed(
                "python",
                ErrorKind::InternalError
                    .error(format!("the execution suspended at tool '{}'", p.call.name)),
            ),
        };
        options.emit_result(&result);
        result
    }

    async fn restart(&mut self) -> Result<(), SessionError> {
        if self.placement == Placement::CallerThread {
            // Dropped here if this is its thread (else left allocated, see `Placement`); the
            // next execution makes a fresh one.
            self.local = None;
            return Ok(());
        }
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
