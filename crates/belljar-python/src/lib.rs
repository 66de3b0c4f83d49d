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

pub use executor::{ENFORCED_LIMITS, InterpreterExecutor, Placement};
pub use host::{
    HostError, ImportPolicy, PendingCall, Progress, RestoreError, ResumeHandle, SaveError,
};
pub use session::Session;

/// The limits of a session: the facade's one limits type ([`belljar::Limits`]). The
/// interpreter enforces every field (timeout, output cap, memory, instructions, recursion).
pub use belljar::Limits;

/// The recursion limit when [`Limits::max_recursion`] is unset: CPython's default.
pub const DEFAULT_MAX_RECURSION: usize = 1000;

/// [`Limits`] as the VM reads them on its hot paths: resolved (the recursion limit's default
/// applied) and in the VM's units.
#[derive(Debug, Clone, PartialEq)]
pub struct RunLimits {
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

impl From<&Limits> for RunLimits {
    fn from(limits: &Limits) -> Self {
        RunLimits {
            timeout: limits.timeout,
            max_memory: limits
                .memory_bytes
                .map(|m| usize::try_from(m).unwrap_or(usize::MAX)),
            max_instructions: limits.max_instructions,
            max_recursion: limits
                .max_recursion
                .map_or(DEFAULT_MAX_RECURSION, |r| r as usize),
            max_output: limits.max_output_bytes,
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
