//! [`AutoExecutor`], the `auto` backend: each block goes to the backend made for its
//! language — Python to the embedded interpreter, every other language to the process
//! backend (real interpreters, sandboxed by default) — so a message mixing Python and shell
//! runs without pretending it is all one language.
//!
//! Both parts are made when the router is (which starts nothing) and each opens its session
//! at its first block. State is per part: Python globals live in the interpreter, shell
//! blocks share the process backend's working directory, which is also where
//! `write_file`/`read_file` go (the interpreter has no files, so Python code does not see
//! them).

use async_trait::async_trait;
use belljar::language::LANGUAGES;
use belljar::{
    CancellationToken, Capabilities, CodeBlock, ExecOptions, ExecResult, Executor, Limits,
    SessionError, Tool,
};
use belljar_process::ProcessExecutor;
use belljar_python::InterpreterExecutor;

use crate::open::{OpenError, open_interpreter, open_process};
use crate::spec::AutoOptions;

/// The `auto` backend: Python blocks to an [`InterpreterExecutor`], others to a
/// [`ProcessExecutor`]. See the module docs.
pub struct AutoExecutor {
    interpreter: InterpreterExecutor,
    process: ProcessExecutor,
    /// Which parts have run something (and so have a session to restart).
    used: [bool; 2],
}

impl AutoExecutor {
    /// A router with `options` for each part. The interpreter runs under `limits`; the
    /// process part under `limits` too, except the fields only the interpreter can enforce
    /// (`max_instructions`, `max_recursion`), which govern Python blocks, and the memory limit
    /// when the process part is unsandboxed (nothing there could enforce it; it then governs
    /// Python blocks only). `tools` are the interpreter's.
    pub fn new(
        options: &AutoOptions,
        limits: &Limits,
        tools: Vec<Tool>,
    ) -> Result<Self, OpenError> {
        let interpreter = open_interpreter(&options.interpreter, limits, tools)?;
        let process_limits = Limits {
            max_instructions: None,
            max_recursion: None,
            memory_bytes: limits.memory_bytes.filter(|_| !options.process.unsandboxed),
            ..limits.clone()
        };
        let process = open_process(&options.process, &process_limits)?;
        Ok(AutoExecutor {
            interpreter,
            process,
            used: [false; 2],
        })
    }

    /// The part that runs Python blocks (for its variables, save and restore).
    pub fn interpreter(&mut self) -> &mut InterpreterExecutor {
        &mut self.interpreter
    }

    /// The part that runs every other language.
    pub fn process(&mut self) -> &mut ProcessExecutor {
        &mut self.process
    }
}

#[async_trait]
impl Executor for AutoExecutor {
    fn backend(&self) -> &'static str {
        "auto"
    }

    /// The union of the parts' languages, in the table's order; stateful (Python globals);
    /// files and their working directory from the process part; tools from the interpreter.
    /// No rich outputs: those come from the process backend's Python sessions, and Python
    /// goes to the interpreter here.
    fn capabilities(&self) -> Capabilities {
        let (i, p) = (self.interpreter.capabilities(), self.process.capabilities());
        Capabilities {
            languages: LANGUAGES
                .iter()
                .filter(|lang| i.runs(lang.name) || p.runs(lang.name))
                .map(|lang| lang.name.to_string())
                .collect(),
            stateful: i.stateful || p.stateful,
            files: p.files,
            rich_outputs: i.rich_outputs,
            tools: i.tools,
            live_output: i.live_output && p.live_output,
        }
    }

    /// Nothing to do: each part opens at its first block.
    async fn open(&mut self) -> Result<(), SessionError> {
        Ok(())
    }

    /// Runs Python blocks in the interpreter and every other executable language in the
    /// process backend; an unknown tag is `UnknownLanguage`, a data block `skipped`.
    async fn execute(
        &mut self,
        block: &CodeBlock,
        options: &ExecOptions,
        cancel: &CancellationToken,
    ) -> ExecResult {
        let lang = match belljar::executor::admit_language(&block.language) {
            Ok(lang) => lang,
            Err(result) => {
                options.emit_result(&result);
                return *result;
            }
        };
        if lang.name == "python" {
            self.used[0] = true;
            self.interpreter.execute(block, options, cancel).await
        } else {
            self.used[1] = true;
            self.process.execute(block, options, cancel).await
        }
    }

    /// Restarts the parts that have run something.
    async fn restart(&mut self) -> Result<(), SessionError> {
        if self.used[0] {
            self.interpreter.restart().await?;
        }
        if self.used[1] {
            self.process.restart().await?;
        }
        Ok(())
    }

    async fn close(&mut self) -> Result<(), SessionError> {
        let interpreter = self.interpreter.close().await;
        let process = self.process.close().await;
        self.used = [false; 2];
        interpreter.and(process)
    }

    /// Into the process part's working directory.
    async fn write_file(&mut self, path: &str, contents: &[u8]) -> Result<(), SessionError> {
        self.used[1] = true;
        self.process.write_file(path, contents).await
    }

    /// From the process part's working directory.
    async fn read_file(&mut self, path: &str) -> Result<Vec<u8>, SessionError> {
        self.used[1] = true;
        self.process.read_file(path).await
    }
}
