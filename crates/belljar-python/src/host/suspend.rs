//! Suspending tools: an execution started with [`Session::start`] stops at a call of a tool
//! that has no function ([`belljar::Tool::suspending`]) and hands the call to the host as a
//! [`PendingCall`]; [`Session::resume`] goes on with the host's answer, which the call
//! evaluates to (or raises). The VM's Python-to-Python calls run on one explicit frame stack,
//! so the frames of every Python function the call is nested in stay as they are, and resuming
//! is pushing the answer and running the loop again (`Vm::resume_suspended`). A call made from
//! inside native code (a `sorted` key, `map`, a dunder method the interpreter calls, a
//! generator driven by a builtin, a coroutine) cannot leave and re-enter that native code, so
//! it raises a `RuntimeError` saying so instead.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use belljar::{Data, ErrorInfo, ExecResult, ToolCall, ToolError};

use crate::Session;
use crate::session::End;

/// What an execution that may suspend came to.
// (Made once per execution and matched at once: boxing the result would only add a step.)
#[allow(clippy::large_enum_variant)]
#[derive(Debug)]
pub enum Progress {
    /// It ended: the result, as [`Session::execute`] gives it.
    Done(ExecResult),
    /// It stopped at a call of a suspending tool; answer with [`Session::resume`].
    Pending(PendingCall),
}

/// A tool call the execution waits on.
#[derive(Debug, Clone, PartialEq)]
pub struct PendingCall {
    /// The tool and its arguments.
    pub call: ToolCall,
    /// What [`Session::resume`] takes to go on with this execution.
    pub handle: ResumeHandle,
}

/// Names one suspension of one session; good for one [`Session::resume`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ResumeHandle(u64);

/// A session's suspended execution.
pub(crate) struct Suspension {
    /// Its handle's number.
    pub(crate) id: u64,
    /// The tool it waits on.
    pub(crate) tool: String,
    /// Time the execution has run so far (its time limit counts only this, not the waits).
    pub(crate) active: Duration,
    /// The call it waits on (for [`Session::pending_call`] and saving).
    pub(crate) call: ToolCall,
}

/// A new handle number.
pub(crate) fn next_id() -> u64 {
    static IDS: AtomicU64 = AtomicU64::new(1);
    IDS.fetch_add(1, Ordering::Relaxed)
}

impl Session {
    /// Run `source` like [`Session::execute`], except that a call of a suspending tool stops
    /// the execution and returns the call ([`Progress::Pending`]). A suspension that was
    /// still pending is dropped.
    pub fn start(&mut self, source: &str) -> Progress {
        let started = Instant::now();
        self.drop_suspension();
        self.vm.import_hint = true;
        self.vm.suspend_ready = true;
        let end = self.run(source, "<stdin>", true);
        self.vm.suspend_ready = false;
        self.progress(end, started, Duration::ZERO)
    }

    /// Go on with the execution suspended at `handle`'s call: `Ok(value)` is what the call
    /// evaluates to (for a tool named `final_answer`, the final answer, which ends the
    /// execution), `Err(error)` the exception it raises ([`belljar::ToolError`]'s rules). A
    /// handle that is not the pending one gives an error result and leaves the pending one
    /// in place. The time limit counts the execution's running time, not the host's wait.
    pub fn resume(&mut self, handle: ResumeHandle, answer: Result<Data, ToolError>) -> Progress {
        let started = Instant::now();
        let Some(s) = self.suspended.take() else {
            return Progress::Done(bad_handle("no execution of this session is suspended"));
        };
        if s.id != handle.0 {
            self.suspended = Some(s);
            return Progress::Done(bad_handle(
                "this handle is not the one the suspended execution waits on",
            ));
        }
        self.vm.begin_resume(s.active);
        self.vm.suspend_ready = true;
        let answer = match answer {
            Ok(d) => crate::host::tool::answer_value(&mut self.vm, &s.tool, &d),
            Err(e) => Err(crate::host::tool::raise_tool_error(&mut self.vm, &e)),
        };
        let end = self.drive(|vm| vm.resume_suspended(answer));
        self.vm.suspend_ready = false;
        self.progress(end, started, s.active)
    }

    /// The tool call the suspended execution waits on, with the handle that resumes it
    /// (after [`Session::restore`] of a session saved while suspended, this is how the host
    /// learns what to answer).
    pub fn pending_call(&self) -> Option<PendingCall> {
        self.suspended.as_ref().map(|s| PendingCall {
            call: s.call.clone(),
            handle: ResumeHandle(s.id),
        })
    }

    /// Whether an execution of this session is suspended at a tool call.
    pub fn is_suspended(&self) -> bool {
        self.suspended.is_some()
    }

    /// Forget a suspended execution (before another one starts): its frames and the output
    /// it had written go.
    pub(crate) fn drop_suspension(&mut self) {
        if self.suspended.take().is_some() {
            self.vm.discard_frames();
            self.vm.stdout.clear();
            self.vm.stderr.clear();
        }
    }

    /// A suspension becomes a pending call; any other end, the result.
    fn progress(&mut self, end: End, started: Instant, earlier: Duration) -> Progress {
        let active = earlier + started.elapsed();
        self.send_pending_output();
        match end {
            End::Suspended(call) => {
                let id = next_id();
                self.suspended = Some(Suspension {
                    id,
                    tool: call.name.clone(),
                    active,
                    call: (*call).clone(),
                });
                Progress::Pending(PendingCall {
                    call: *call,
                    handle: ResumeHandle(id),
                })
            }
            end => Progress::Done(self.conclude(end, started, earlier.as_secs_f64())),
        }
    }
}

/// The result for a resume that names no pending execution.
fn bad_handle(message: &str) -> ExecResult {
    ExecResult::failed("python", ErrorInfo::new("InvalidResumeHandle", message))
}
