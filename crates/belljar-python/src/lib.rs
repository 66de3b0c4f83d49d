//! `belljar-python`: an embedded Python interpreter for the code LLM agents write.
//!
//! Pipeline: parse (ruff's parser) → compile (bytecode, names resolved to slots) → vm (frames on
//! the heap, exact limits). The interpreter has no path to the host: no files, no imports
//! beyond its own builtin modules, no frames or code objects.
//!
//! Entry points: [`run_script`] (run a file like `python3 FILE`), [`Session`] (globals kept
//! across executions, results as [`belljar::ExecResult`]) and [`InterpreterExecutor`] (the
//! `interpreter` backend, implementing [`belljar::Executor`]). What a host gives the code —
//! variables, tools (callbacks or suspending), the import policy — is [`host`]
//! (`docs/host.md`).

#![allow(clippy::collapsible_if)]

pub mod alloc;
pub mod builtins;
pub mod compile;
pub mod executor;
pub mod host;
pub mod modules;
pub mod parse;
pub mod session;
pub mod stack;
pub mod text;
pub mod values;
pub mod vm;

use std::time::Duration;

pub use executor::{InterpreterExecutor, Placement};
pub use host::{
    HostError, ImportPolicy, PendingCall, Progress, RestoreError, ResumeHandle, SaveError,
};
pub use session::Session;

/// Limits for one run; `Default` gives sane defaults (timeout 30 s, memory 512 MiB,
/// recursion 1000, output 1 MiB, no instruction cap).
#[derive(Debug, Clone, PartialEq)]
pub struct Limits {
    /// Wall-clock limit.
    pub timeout: Option<Duration>,
    /// Memory limit in bytes (measured with [`alloc::CountingAlloc`] when installed; huge
    /// allocations are refused before they are made either way).
    pub max_memory: Option<usize>,
    /// Instruction budget.
    pub max_instructions: Option<u64>,
    /// Maximum Python call depth (RecursionError past it).
    pub max_recursion: usize,
    /// Maximum bytes of output (stdout + stderr written by the program).
    pub max_output: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            timeout: Some(Duration::from_secs(30)),
            max_memory: Some(512 << 20),
            max_instructions: None,
            max_recursion: 1000,
            max_output: 1 << 20,
        }
    }
}

/// Output of running a whole program as `python3 FILE` would.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScriptOutput {
    /// What the program printed.
    pub stdout: String,
    /// Tracebacks and stderr prints.
    pub stderr: String,
    /// 0 ok, 1 uncaught exception, 124 timeout, 137 other limit, or `SystemExit`'s code.
    pub exit_code: i32,
}

/// Run `source` as a script named `filename`, printing like python3 (uncaught error →
/// traceback on stderr, exit 1). Runs on a dedicated thread with a large stack.
pub fn run_script(source: &str, filename: &str, limits: &Limits) -> ScriptOutput {
    run_script_with(source, filename, limits, |_| {})
}

/// [`run_script`] in a session that `setup` prepares first (tools, variables, an import
/// policy: see [`Session::add_tool`], [`Session::set_variable`],
/// [`Session::set_import_policy`]).
pub fn run_script_with(
    source: &str,
    filename: &str,
    limits: &Limits,
    setup: impl FnOnce(&mut Session) + Send + 'static,
) -> ScriptOutput {
    let source = source.to_string();
    let filename = filename.to_string();
    let limits = limits.clone();
    let r = std::thread::Builder::new()
        .name("belljar-python".into())
        .stack_size(session::STACK_SIZE)
        .spawn(move || {
            vm::nest::thread_stack(session::STACK_SIZE);
            let mut s = Session::new(limits);
            setup(&mut s);
            s.run_script(&source, &filename)
        })
        .and_then(|h| {
            h.join()
                .map_err(|_| std::io::Error::other("interpreter thread panicked"))
        });
    match r {
        Ok(out) => out,
        Err(e) => ScriptOutput {
            stdout: String::new(),
            stderr: format!("belljar: internal error: {e}\n"),
            exit_code: 1,
        },
    }
}
