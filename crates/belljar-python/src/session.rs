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

/// How an execution ended, before formatting.
enum End {
    Ok,
    Exc(Rc<Instance>),
    Limit(LimitKind, String),
    Final(Value),
    Syntax(crate::parse::SyntaxErrorInfo),
}

/// An interpreter session. Not `Send`: keep it on one thread (see [`crate::InterpreterExecutor`]).
pub struct Session {
    vm: Vm,
    counter: usize,
}

impl Session {
    /// A fresh session.
    pub fn new(limits: Limits) -> Session {
        Session {
            vm: Vm::new(limits),
            counter: 0,
        }
    }

    /// Change the limits for the next executions.
    pub fn set_limits(&mut self, limits: Limits) {
        self.vm.limits = limits;
    }

    /// Set the cancellation flag checked while running.
    pub fn set_cancel(&mut self, flag: Option<Arc<AtomicBool>>) {
        self.vm.cancel = flag;
    }

    fn run(&mut self, source: &str, filename: &str, record_last: bool) -> End {
        self.vm.begin_run();
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
        self.vm.sources.insert(Rc::from(filename), Rc::from(source));
        let frame = self.vm.new_frame(code, None);
        let vm = &mut self.vm;
        let outcome =
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| vm.run_frame(frame, None)));
        let outcome = match outcome {
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
        match outcome {
            Ok(_) => End::Ok,
            Err(PyErr::Limit(k, m)) => End::Limit(k, m),
            Err(PyErr::Final(v)) => End::Final(v),
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
        let end = self.run(source, filename, false);
        let mut stdout = std::mem::take(&mut self.vm.stdout);
        let mut stderr = std::mem::take(&mut self.vm.stderr);
        let code = match end {
            End::Ok => 0,
            End::Final(v) => {
                let r = self.vm.repr(&v).unwrap_or_default();
                stdout.push_str("");
                let _ = r;
                0
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
        ScriptOutput {
            stdout,
            stderr,
            exit_code: code,
        }
    }

    /// Execute one block, keeping globals; the last expression's value is reported.
    pub fn execute(&mut self, source: &str) -> ExecResult {
        let start = Instant::now();
        self.counter += 1;
        let filename = "<stdin>".to_string();
        let end = self.run(source, &filename, true);
        let mut r = ExecResult::new(Status::Ok, "python");
        r.stdout = std::mem::take(&mut self.vm.stdout);
        r.stderr = std::mem::take(&mut self.vm.stderr);
        match end {
            End::Ok => {
                r.exit_code = Some(exit_codes::OK);
                if let Some(v) = self.vm.last_value.take() {
                    if !matches!(v, Value::None) {
                        let repr = self
                            .vm
                            .repr(&v)
                            .unwrap_or_else(|_| "<unrepresentable>".into());
                        r.value = Some(ExprValue {
                            repr,
                            json: to_json(&v),
                        });
                    }
                }
            }
            End::Final(v) => {
                r.exit_code = Some(exit_codes::OK);
                r.is_final_answer = true;
                r.final_answer = Some(match to_json(&v) {
                    Some(j) => j,
                    None => serde_json::Value::String(self.vm.repr(&v).unwrap_or_default()),
                });
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
        r.duration_secs = start.elapsed().as_secs_f64();
        r
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

/// Plain data as JSON (None, bool, int, float, str, lists/tuples and str-keyed dicts of those).
pub fn to_json(v: &Value) -> Option<serde_json::Value> {
    use serde_json::Value as J;
    Some(match v {
        Value::None => J::Null,
        Value::Bool(b) => J::Bool(*b),
        Value::Int(i) => J::from(*i),
        Value::Float(f) => J::from(serde_json::Number::from_f64(*f)?),
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
