//! The host flags of the `interpreter` backend (`--tool`, `--var`, `--allow-import`,
//! `--deny-import`; docs/host.md): parsing them, and tools that run a shell command per call.

use std::io::{Read, Write};
use std::os::unix::process::CommandExt;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use belljar::{Data, Tool, ToolCall, ToolError};
use belljar_python::ImportPolicy;

use crate::args::CommonArgs;

/// What the host flags ask for.
#[derive(Default)]
pub struct HostFlags {
    /// `--tool` commands as tools.
    pub tools: Vec<Tool>,
    /// `--var` values, as the JSON they were given in.
    pub variables: Vec<(String, serde_json::Value)>,
    /// `--allow-import` / `--deny-import`.
    pub imports: ImportPolicy,
}

impl HostFlags {
    /// Whether any host flag was given.
    pub fn any(common: &CommonArgs) -> bool {
        !(common.tool.is_empty()
            && common.var.is_empty()
            && common.allow_import.is_empty()
            && common.deny_import.is_empty())
    }

    /// Parse the flags; a tool command may run for at most `timeout` per call.
    pub fn parse(common: &CommonArgs, timeout: Option<Duration>) -> Result<HostFlags, String> {
        let mut flags = HostFlags::default();
        for spec in &common.tool {
            let (name, command) = split_name(spec, "--tool", "NAME=COMMAND")?;
            if command.trim().is_empty() {
                return Err(format!("--tool {spec:?}: the command is empty"));
            }
            flags.tools.retain(|t| t.spec.name != name);
            flags.tools.push(command_tool(name, command, timeout));
        }
        for spec in &common.var {
            let (name, json) = split_name(spec, "--var", "NAME=JSON")?;
            let value: serde_json::Value = serde_json::from_str(json)
                .map_err(|e| format!("--var {spec:?}: the value is not JSON: {e}"))?;
            flags.variables.retain(|(n, _)| n != name);
            flags.variables.push((name.to_string(), value));
        }
        if !common.allow_import.is_empty() {
            flags.imports.allowed = Some(common.allow_import.clone());
        }
        flags.imports.denied = common.deny_import.clone();
        Ok(flags)
    }

    /// Prepare a session with these flags.
    pub fn apply(self, session: &mut belljar_python::Session) {
        for tool in self.tools {
            // Names were checked when parsed.
            let _ = session.add_tool(tool);
        }
        for (name, value) in &self.variables {
            let _ = session.set_variable(name, &Data::from_json(value));
        }
        session.set_import_policy(self.imports);
    }
}

/// `NAME=REST` with NAME a Python identifier.
fn split_name<'a>(spec: &'a str, flag: &str, shape: &str) -> Result<(&'a str, &'a str), String> {
    let Some((name, rest)) = spec.split_once('=') else {
        return Err(format!("{flag} {spec:?}: expected {shape}"));
    };
    if !belljar_python::host::is_identifier(name) {
        return Err(format!(
            "{flag} {spec:?}: {name:?} is not a valid Python name"
        ));
    }
    Ok((name, rest))
}

/// Set by Ctrl-C (`main.rs`): a tool command still running is killed, and the execution
/// is cancelled at its next limit check.
pub static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// A tool that answers each call by running `sh -c COMMAND`: the call as
/// `{"args": [...], "kwargs": {...}}` on its stdin, one JSON value on its stdout.
pub fn command_tool(name: &str, command: &str, timeout: Option<Duration>) -> Tool {
    let tool_name = name.to_string();
    let command = command.to_string();
    let description = format!("Runs the command `{command}` (a --tool of the belljar command).");
    Tool::new(name, description, serde_json::Value::Null, move |call| {
        run_command(&tool_name, &command, &call, timeout)
    })
}

/// One call of a command tool.
fn run_command(
    name: &str,
    command: &str,
    call: &ToolCall,
    timeout: Option<Duration>,
) -> Result<Data, ToolError> {
    let input = call
        .to_json()
        .map_err(|e| ToolError::new("TypeError", format!("tool '{name}' takes JSON values: {e}")))?
        .to_string();
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(command)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        // A group of its own, so that a kill reaches whatever the shell started too.
        .process_group(0)
        .spawn()
        .map_err(|e| ToolError::runtime(format!("tool '{name}': cannot run sh: {e}")))?;
    let kill_group = |child: &mut std::process::Child| {
        // SAFETY: kill(2) with the negated id of the group the child leads; no memory is
        // touched.
        unsafe {
            libc::kill(-(child.id() as libc::pid_t), libc::SIGKILL);
        }
        let _ = child.wait();
    };
    // Threads for the pipes, so that a command writing much before reading cannot block us.
    let mut stdin = child.stdin.take();
    let writer = std::thread::spawn(move || {
        if let Some(pipe) = stdin.as_mut() {
            let _ = pipe.write_all(input.as_bytes());
        }
    });
    let reader = |pipe: Option<Box<dyn Read + Send>>| {
        std::thread::spawn(move || {
            let mut out = Vec::new();
            if let Some(mut pipe) = pipe {
                let _ = pipe.read_to_end(&mut out);
            }
            out
        })
    };
    let stdout = reader(
        child
            .stdout
            .take()
            .map(|p| Box::new(p) as Box<dyn Read + Send>),
    );
    let stderr = reader(
        child
            .stderr
            .take()
            .map(|p| Box::new(p) as Box<dyn Read + Send>),
    );
    let deadline = timeout.and_then(|t| Instant::now().checked_add(t));
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if INTERRUPTED.load(Ordering::Relaxed) => {
                kill_group(&mut child);
                return Err(ToolError::new(
                    "KeyboardInterrupt",
                    format!("tool '{name}' was interrupted"),
                ));
            }
            Ok(None) if deadline.is_some_and(|d| Instant::now() >= d) => {
                kill_group(&mut child);
                return Err(ToolError::new(
                    "TimeoutError",
                    format!(
                        "tool '{name}' did not answer within {} s",
                        timeout.unwrap_or_default().as_secs_f64()
                    ),
                ));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(2)),
            Err(e) => return Err(ToolError::runtime(format!("tool '{name}': {e}"))),
        }
    };
    let _ = writer.join();
    let out = stdout.join().unwrap_or_default();
    let err = stderr.join().unwrap_or_default();
    if !status.success() {
        return Err(command_error(name, &String::from_utf8_lossy(&err), status));
    }
    let text = String::from_utf8_lossy(&out);
    let value: serde_json::Value = serde_json::from_str(text.trim()).map_err(|e| {
        ToolError::runtime(format!(
            "tool '{name}' answered something that is not JSON ({e}): {:?}",
            shorten(text.trim())
        ))
    })?;
    Ok(Data::from_json(&value))
}

/// The exception for a command that exited non-zero: its stderr as the message; when the
/// last line reads `SomeError: message` (a Python traceback's last line), that type and
/// message.
fn command_error(name: &str, stderr: &str, status: std::process::ExitStatus) -> ToolError {
    let stderr = stderr.trim();
    if let Some((kind, message)) = stderr.lines().last().and_then(|l| l.split_once(": ")) {
        let kind = kind.rsplit('.').next().unwrap_or(kind);
        let looks_like = ["Error", "Exception", "Interrupt", "Exit"]
            .iter()
            .any(|s| kind.ends_with(s))
            && belljar_python::host::is_identifier(kind);
        if looks_like {
            return ToolError::new(kind, message);
        }
    }
    if stderr.is_empty() {
        ToolError::runtime(format!("tool '{name}' failed ({status})"))
    } else {
        ToolError::runtime(shorten(stderr))
    }
}

/// At most 4,000 bytes of `s` (its end, where errors are), for messages.
fn shorten(s: &str) -> String {
    const MAX: usize = 4000;
    if s.len() <= MAX {
        return s.to_string();
    }
    let mut start = s.len() - MAX;
    while !s.is_char_boundary(start) {
        start += 1;
    }
    format!("...{}", &s[start..])
}
