//! [`Session`]: one interpreter state whose globals persist across executions, producing
//! [`belljar::ExecResult`]s (and script-style output for [`crate::run_script`]).

use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use belljar::result::exit_codes;
use belljar::{ErrorInfo, ExecResult, ExprValue, Status};

use crate::values::{Instance, Value};
use crate::vm::{LimitKind, PyErr, Vm};
use crate::{Limits, ScriptOutput};

/// Stack size of interpreter threads: deep enough for the bounded nesting of the parser,
/// the compiler and builtins calling back into Python.
pub const STACK_SIZE: usize = 256 << 20;

/// How an execution ended (or stopped), before formatting.
pub(crate) enum End {
    Ok,
    Exc(Rc<Instance>),
    Limit(LimitKind, String),
    Final(Value),
    Syntax(crate::parse::SyntaxErrorInfo),
    /// Stopped at a call of a suspending tool (`host/suspend.rs`).
    Suspended(Box<belljar::ToolCall>),
}

/// An interpreter session. Not `Send`: keep it on one thread (see [`crate::InterpreterExecutor`]).
pub struct Session {
    pub(crate) vm: Vm,
    counter: usize,
    /// The version of the executor's host set-up applied to this session (`executor.rs`).
    pub(crate) host_version: u64,
    /// The execution suspended at a tool call, if any (`host/suspend.rs`).
    pub(crate) suspended: Option<crate::host::suspend::Suspension>,
}

impl Session {
    /// A fresh session.
    pub fn new(limits: Limits) -> Session {
        Session {
            vm: Vm::new(crate::RunLimits::from(&limits)),
            counter: 0,
            host_version: 0,
            suspended: None,
        }
    }

    /// Change the limits for the next executions.
    pub fn set_limits(&mut self, limits: Limits) {
        self.vm.limits = crate::RunLimits::from(&limits);
    }

    /// Set the cancellation flag checked while running.
    pub fn set_cancel(&mut self, flag: Option<Arc<AtomicBool>>) {
        self.vm.cancel = flag.map(crate::vm::Cancel::Flag);
    }

    /// Check `token` while running (at the same points as the flag of [`Session::set_cancel`],
    /// which this replaces): a token cancelled from another thread stops the code at its next
    /// limit check.
    pub fn set_cancel_token(&mut self, token: Option<belljar::CancellationToken>) {
        self.set_cancel_signal(token.map(crate::vm::Cancel::Token));
    }

    /// Send the output of the next executions to `sink` as it is written (`None`: keep it in
    /// the results only). `print` output goes line by line, and at once on `flush=True` or
    /// `sys.stdout.flush()`; what is still pending when an execution ends (a last line without
    /// its newline, a traceback) is sent before it returns. The result holds all of it too.
    pub fn set_events(&mut self, sink: Option<belljar::EventSink>) {
        self.vm.events = sink;
    }

    /// Send what the code wrote and was not sent yet.
    pub(crate) fn send_pending_output(&mut self) {
        if self.vm.events.is_some() {
            self.vm.send_pending(false);
            self.vm.send_pending(true);
        }
    }

    /// Send `text`, which Belljar adds to stderr after the code ran (a traceback, a limit's
    /// message).
    fn send_stderr(&self, text: &str) {
        if let Some(sink) = &self.vm.events {
            if !text.is_empty() {
                sink.emit(belljar::Event::text(belljar::Stream::Stderr, text));
            }
        }
    }

    /// Ask `check` at every limit check of the next executions; `true` stops the code as
    /// cancelled ([`crate::vm::InterruptCheck`]).
    pub fn set_interrupt_check(&mut self, check: Option<crate::vm::InterruptCheck>) {
        self.vm.interrupt = check;
    }

    /// Set what cancels the next executions.
    pub(crate) fn set_cancel_signal(&mut self, cancel: Option<crate::vm::Cancel>) {
        self.vm.cancel = cancel;
    }

    pub(crate) fn run(&mut self, source: &str, filename: &str, record_last: bool) -> End {
        self.vm.begin_run();
        if let Err(PyErr::Limit(k, m)) = self.vm.check_source_cost(source.len()) {
            return End::Limit(k, m);
        }
        let body = match crate::parse::parse(source) {
            Ok(b) => b,
            Err(e) => return End::Syntax(e),
        };
        let code = match crate::compile::compile_module(
            &body,
            source,
            filename,
            &mut self.vm.globals,
            record_last,
        ) {
            Ok(c) => c,
            Err(e) => {
                let off = e.range.start().to_usize().min(source.len());
                let before = &source[..off];
                let line = before.matches('\n').count() as u32 + 1;
                let ls = before.rfind('\n').map(|i| i + 1).unwrap_or(0);
                let col = source[ls..off].chars().count() as u32 + 1;
                let text = source[ls..].lines().next().unwrap_or("").to_string();
                let (kind, msg) = match e.msg.strip_prefix("ImportError:") {
                    Some(m) => ("ImportError", m.to_string()),
                    None => ("SyntaxError", e.msg),
                };
                return End::Syntax(crate::parse::SyntaxErrorInfo {
                    kind,
                    msg,
                    line,
                    col,
                    text,
                });
            }
        };
        drop(body);
        self.vm
            .sources
            .insert(Rc::from(filename), code.origin.source.clone());
        let frame = self.vm.new_frame(code, None);
        self.drive(|vm| vm.run_frame(frame, None))
    }

    /// Run the VM (`go`: a new execution, or a resumed one) to its end or its suspension.
    pub(crate) fn drive(
        &mut self,
        go: impl FnOnce(&mut Vm) -> Result<crate::vm::Outcome, PyErr>,
    ) -> End {
        let vm = &mut self.vm;
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| go(vm)));
        let outcome = match outcome {
            // Generators dropped at the very end are closed within the run's limits.
            Ok(Ok(r)) => self.vm.close_abandoned().map(|()| r),
            Ok(r) => r,
            Err(_) => {
                // An interpreter bug must not take the host down: report it as SystemError.
                self.vm.frames.clear();
                Err(PyErr::msg(
                    crate::vm::ExcKind::SystemError,
                    "internal interpreter error",
                ))
            }
        };
        // Never left for another run (or another session on this thread) to close.
        crate::vm::coro::discard_abandoned();
        match outcome {
            Ok(_) => End::Ok,
            Err(PyErr::Limit(k, m)) => End::Limit(k, m),
            Err(PyErr::Final(v)) => End::Final(v),
            Err(PyErr::Suspend(call)) => End::Suspended(call),
            Err(e) => match self.vm.materialize(e) {
                Ok(exc) => End::Exc(exc),
                Err(PyErr::Limit(k, m)) => End::Limit(k, m),
                Err(PyErr::Final(v)) => End::Final(v),
                Err(_) => End::Ok,
            },
        }
    }

    /// Run a whole program like `python3 FILE`.
    pub fn run_script(&mut self, source: &str, filename: &str) -> ScriptOutput {
        // Exactly what python3 prints: a missing module's error is CPython's alone.
        self.vm.import_hint = false;
        let end = self.run(source, filename, false);
        self.send_pending_output();
        let stdout = std::mem::take(&mut self.vm.stdout);
        let mut stderr = std::mem::take(&mut self.vm.stderr);
        let written = stderr.len();
        let code = match end {
            End::Ok | End::Final(_) => 0,
            // (Scripts never run with `suspend_ready`.)
            End::Suspended(call) => {
                stderr.push_str(&format!(
                    "belljar: the script stopped at a call of tool '{}', which suspends\n",
                    call.name
                ));
                1
            }
            End::Syntax(e) => {
                stderr.push_str(&e.report(filename));
                1
            }
            End::Limit(k, m) => {
                stderr.push_str(&format!("belljar: {m}\n"));
                match k {
                    LimitKind::Time => exit_codes::TIMEOUT,
                    LimitKind::Cancelled => exit_codes::CANCELLED,
                    _ => exit_codes::LIMIT_EXCEEDED,
                }
            }
            End::Exc(exc) => {
                if exc
                    .class
                    .is_subclass(self.vm.types.exc(crate::vm::ExcKind::SystemExit))
                {
                    let args = exc
                        .exc
                        .as_ref()
                        .map(|d| d.borrow().args.clone())
                        .unwrap_or_default();
                    match args.first() {
                        None | Some(Value::None) => 0,
                        Some(Value::Int(i)) => *i as i32,
                        Some(other) => {
                            let s = self.vm.to_str(other).unwrap_or_default();
                            stderr.push_str(&s);
                            stderr.push('\n');
                            1
                        }
                    }
                } else {
                    stderr.push_str(&self.traceback(&exc));
                    1
                }
            }
        };
        self.send_stderr(&stderr[written..]);
        let cap = self.vm.limits.max_output;
        ScriptOutput {
            stdout: cap_text(stdout, cap).0,
            stderr: cap_text(stderr, cap).0,
            exit_code: code,
        }
    }

    /// `v` as typed plain data for [`ExprValue::data`] (`repr` is its repr): `None` when it is
    /// not plain data (an instance, a function, nesting past the depth guard, a cycle) or when
    /// its repr is longer than the output cap. Every item of a container adds at least a
    /// character to its repr, so the cap also bounds the conversion's work and memory (a
    /// value sharing one list many times over cannot make it blow up).
    fn typed_data(&self, v: &Value, repr: &str) -> Option<belljar::Data> {
        if repr.len() > self.vm.limits.max_output {
            return None;
        }
        crate::host::convert::to_data(v).ok()
    }

    /// Execute one block, keeping globals; the last expression's value is reported.
    pub fn execute(&mut self, source: &str) -> ExecResult {
        let start = Instant::now();
        self.counter += 1;
        let filename = "<stdin>".to_string();
        // An agent reads the error: a missing module's says which there are (host/imports.rs).
        self.vm.import_hint = true;
        self.vm.suspend_ready = false;
        self.drop_suspension();
        let end = self.run(source, &filename, true);
        self.conclude(end, start, 0.0)
    }

    /// The result of an execution that ended with `end` (`earlier_secs`: the time its earlier
    /// parts took, for an execution resumed after suspensions).
    pub(crate) fn conclude(
        &mut self,
        mut end: End,
        start: Instant,
        earlier_secs: f64,
    ) -> ExecResult {
        let filename = "<stdin>".to_string();
        // Showing the last value or the final answer may run user code (`__repr__`) under the
        // same limits: a limit hit there ends the execution exactly like one hit before.
        let mut value = None;
        let mut answer = None;
        let mut answer_repr = None;
        let mut answer_data = None;
        match &end {
            End::Ok => {
                if let Some(v) = self.vm.last_value.take() {
                    if !matches!(v, Value::None) {
                        match self.result_repr(&v) {
                            Ok(repr) => {
                                value = Some(ExprValue {
                                    json: to_json(&v),
                                    data: self.typed_data(&v, &repr),
                                    repr,
                                })
                            }
                            Err(limit) => end = limit,
                        }
                    }
                }
            }
            End::Final(v) => {
                let v = v.clone();
                match self.result_repr(&v) {
                    Ok(repr) => {
                        answer =
                            Some(to_json(&v).unwrap_or(serde_json::Value::String(repr.clone())));
                        answer_data = self.typed_data(&v, &repr);
                        answer_repr = Some(repr);
                    }
                    Err(limit) => end = limit,
                }
            }
            _ => {}
        }
        let mut r = ExecResult::new(Status::Ok, "python");
        self.send_pending_output();
        r.stdout = std::mem::take(&mut self.vm.stdout);
        r.stderr = std::mem::take(&mut self.vm.stderr);
        let written = r.stderr.len();
        match end {
            End::Ok => {
                r.exit_code = Some(exit_codes::OK);
                r.value = value;
            }
            End::Final(_) => {
                r.exit_code = Some(exit_codes::OK);
                r.is_final_answer = true;
                r.final_answer = answer;
                r.final_answer_repr = answer_repr;
                r.final_answer_data = answer_data;
            }
            End::Suspended(call) => {
                // (`start` and `resume` hand a suspension to the host instead.)
                r.status = Status::Error;
                r.exit_code = Some(exit_codes::ERROR);
                r.error = Some(ErrorInfo::new(
                    "RuntimeError",
                    format!(
                        "the execution stopped at a call of tool '{}', which suspends",
                        call.name
                    ),
                ));
            }
            End::Syntax(e) => {
                r.status = Status::Error;
                r.exit_code = Some(exit_codes::ERROR);
                let report = e.report(&filename);
                r.stderr.push_str(&report);
                r.error = Some(ErrorInfo {
                    kind: e.kind.to_string(),
                    message: e.msg.clone(),
                    line: Some(e.line),
                    traceback: Some(report),
                });
            }
            End::Limit(k, m) => {
                let (status, code, kind) = match k {
                    LimitKind::Time => (Status::Timeout, exit_codes::TIMEOUT, "TimeoutError"),
                    LimitKind::Cancelled => (Status::Cancelled, exit_codes::CANCELLED, "Cancelled"),
                    LimitKind::Memory => (
                        Status::LimitExceeded,
                        exit_codes::LIMIT_EXCEEDED,
                        "MemoryLimitExceeded",
                    ),
                    LimitKind::Instructions => (
                        Status::LimitExceeded,
                        exit_codes::LIMIT_EXCEEDED,
                        "InstructionLimitExceeded",
                    ),
                    LimitKind::Output => (
                        Status::LimitExceeded,
                        exit_codes::LIMIT_EXCEEDED,
                        "OutputLimitExceeded",
                    ),
                };
                r.status = status;
                r.exit_code = Some(code);
                r.stdout_truncated = k == LimitKind::Output;
                r.error = Some(ErrorInfo::new(kind, m));
            }
            End::Exc(exc) => {
                let tb = self.traceback(&exc);
                let line = exc
                    .exc
                    .as_ref()
                    .and_then(|d| d.borrow().traceback.first().map(|t| t.line));
                let kind = exc.class.name.to_string();
                let message = self
                    .vm
                    .to_str(&Value::Instance(exc.clone()))
                    .unwrap_or_default();
                r.stderr.push_str(&tb);
                r.status = Status::Error;
                r.exit_code = Some(exit_codes::ERROR);
                r.error = Some(ErrorInfo {
                    kind,
                    message,
                    line,
                    traceback: Some(tb),
                });
            }
        }
        self.send_stderr(&r.stderr[written..]);
        cap_result(&mut r, self.vm.limits.max_output);
        r.duration_secs = earlier_secs + start.elapsed().as_secs_f64();
        r
    }

    /// The repr of a value shown in a result. A limit hit in a user `__repr__` comes back as
    /// the end of the execution; an exception shows as `<repr failed: Kind>`, as on the process
    /// backend.
    fn result_repr(&mut self, v: &Value) -> Result<String, End> {
        match self.vm.repr(v) {
            Ok(s) => Ok(s),
            Err(PyErr::Limit(k, m)) => Err(End::Limit(k, m)),
            Err(e) => match self.vm.materialize(e) {
                Ok(exc) => Ok(format!("<repr failed: {}>", exc.class.name)),
                Err(PyErr::Limit(k, m)) => Err(End::Limit(k, m)),
                Err(_) => Ok("<repr failed: final_answer>".to_string()),
            },
        }
    }

    fn source_line(&self, file: &str, line: u32) -> Option<String> {
        let src = self.vm.sources.get(file)?;
        src.lines()
            .nth(line.saturating_sub(1) as usize)
            .map(|l| l.trim().to_string())
    }

    /// The traceback text CPython would print for `exc`, chained exceptions included.
    pub fn traceback(&mut self, exc: &Rc<Instance>) -> String {
        let mut out = String::new();
        self.traceback_into(exc, &mut out, 0);
        out
    }

    fn traceback_into(&mut self, exc: &Rc<Instance>, out: &mut String, depth: usize) {
        if let Some(d) = &exc.exc {
            let (cause, context, suppress) = {
                let d = d.borrow();
                (d.cause.clone(), d.context.clone(), d.suppress_context)
            };
            if depth < 20 {
                if let Some(Value::Instance(c)) = &cause {
                    self.traceback_into(c, out, depth + 1);
                    out.push_str("\nThe above exception was the direct cause of the following exception:\n\n");
                } else if let (false, Some(Value::Instance(c))) = (suppress, &context) {
                    self.traceback_into(c, out, depth + 1);
                    out.push_str(
                        "\nDuring handling of the above exception, another exception occurred:\n\n",
                    );
                }
            }
            let tb = d.borrow().traceback.clone();
            if !tb.is_empty() {
                out.push_str("Traceback (most recent call last):\n");
                let mut last: Option<(&str, u32, &str)> = None;
                let mut repeats = 0usize;
                let flush = |out: &mut String, repeats: usize| {
                    if repeats > 3 {
                        let n = repeats - 3;
                        out.push_str(&format!(
                            "  [Previous line repeated {} more time{}]\n",
                            n,
                            if n == 1 { "" } else { "s" }
                        ));
                    }
                };
                for e in tb.iter().rev() {
                    let key = (&*e.file, e.line, &*e.func);
                    if last == Some(key) {
                        repeats += 1;
                        if repeats > 3 {
                            continue;
                        }
                    } else {
                        flush(out, repeats);
                        repeats = 1;
                        last = Some(key);
                    }
                    out.push_str(&format!(
                        "  File \"{}\", line {}, in {}\n",
                        e.file, e.line, e.func
                    ));
                    if let Some(l) = self.source_line(&e.file, e.line) {
                        if !l.is_empty() {
                            out.push_str(&format!("    {l}\n"));
                        }
                    }
                }
                flush(out, repeats);
            }
        }
        let mut msg = self
            .vm
            .to_str(&Value::Instance(exc.clone()))
            .unwrap_or_default();
        if let Some(s) = exc.exc.as_ref().and_then(|d| d.borrow().suggestion.clone()) {
            msg.push_str(&format!(". Did you mean: '{s}'?"));
        }
        let name = match exc.class.dict.borrow().get("__module__") {
            Some(Value::Str(m)) if m.s != "builtins" && m.s != "__main__" => {
                format!("{}.{}", m.s, exc.class.qualname)
            }
            _ => exc.class.qualname.to_string(),
        };
        if msg.is_empty() {
            out.push_str(&format!("{name}\n"));
        } else {
            out.push_str(&format!("{name}: {msg}\n"));
        }
    }
}

/// The one cap on everything a result carries as text (docs/interpreter.md, "Limits"):
/// stdout and stderr (tracebacks and syntax-error reports included), the error's message and
/// traceback, the last value's repr and the final answer. Each keeps at most `cap` bytes, its
/// head and tail around the marker [`belljar::output::truncation_marker`]; a JSON value larger
/// than the cap is replaced by its capped text (the last value's `json` is dropped instead,
/// since its `repr` is there).
pub fn cap_result(r: &mut ExecResult, cap: usize) {
    let (s, cut) = cap_text(std::mem::take(&mut r.stdout), cap);
    r.stdout = s;
    r.stdout_truncated |= cut;
    let (s, cut) = cap_text(std::mem::take(&mut r.stderr), cap);
    r.stderr = s;
    r.stderr_truncated |= cut;
    if let Some(e) = &mut r.error {
        e.message = cap_text(std::mem::take(&mut e.message), cap).0;
        if let Some(tb) = e.traceback.take() {
            e.traceback = Some(cap_text(tb, cap).0);
        }
    }
    if let Some(v) = &mut r.value {
        let (repr, cut) = cap_text(std::mem::take(&mut v.repr), cap);
        v.repr = repr;
        if cut {
            // (Typed data is only kept for a value whose repr fits: see `typed_data`.)
            v.data = None;
        }
        if v.json.as_ref().is_some_and(|j| json_len(j) > cap) {
            v.json = None;
        }
    }
    if let Some(a) = r.final_answer.take() {
        r.final_answer = Some(match a {
            serde_json::Value::String(s) => serde_json::Value::String(cap_text(s, cap).0),
            j if json_len(&j) > cap => serde_json::Value::String(cap_text(j.to_string(), cap).0),
            j => j,
        });
    }
    if let Some(repr) = r.final_answer_repr.take() {
        let (repr, cut) = cap_text(repr, cap);
        r.final_answer_repr = Some(repr);
        if cut {
            r.final_answer_data = None;
        }
    }
}

/// `s` cut to at most `cap` bytes (plus the marker): head and tail kept, whether it was cut.
pub fn cap_text(s: String, cap: usize) -> (String, bool) {
    if s.len() <= cap {
        return (s, false);
    }
    let mut head = cap / 2 + cap % 2;
    while !s.is_char_boundary(head) {
        head -= 1;
    }
    let mut tail = s.len() - cap / 2;
    while !s.is_char_boundary(tail) {
        tail += 1;
    }
    let omitted = tail - head;
    let marker = belljar::output::truncation_marker(omitted, cap);
    (format!("{}{marker}{}", &s[..head], &s[tail..]), true)
}

/// The length of `j` as JSON text, counted without building the text.
fn json_len(j: &serde_json::Value) -> usize {
    struct Count(usize);
    impl std::io::Write for Count {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            self.0 += b.len();
            Ok(b.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let mut c = Count(0);
    let _ = serde_json::to_writer(&mut c, j);
    c.0
}

/// Plain data as JSON (None, bool, int, float, str, lists/tuples and str-keyed dicts of those).
/// Nesting deeper than the depth guard allows is not plain data (None): the repr shows it.
pub fn to_json(v: &Value) -> Option<serde_json::Value> {
    use serde_json::Value as J;
    let _level = crate::vm::nest::try_enter()?;
    Some(match v {
        Value::None => J::Null,
        Value::Bool(b) => J::Bool(b.get()),
        Value::Int(i) => J::from(*i),
        Value::Float(f) => J::from(serde_json::Number::from_f64(f.get())?),
        Value::Str(s) => J::String(s.s.clone()),
        Value::List(l) => J::Array(l.borrow().iter().map(to_json).collect::<Option<Vec<_>>>()?),
        Value::Tuple(t) => J::Array(t.iter().map(to_json).collect::<Option<Vec<_>>>()?),
        Value::Dict(d) => {
            let mut m = serde_json::Map::new();
            for (k, v) in d.borrow().iter() {
                let Value::Str(ks) = &k.value else {
                    return None;
                };
                m.insert(ks.s.clone(), to_json(v)?);
            }
            J::Object(m)
        }
        _ => return None,
    })
}
