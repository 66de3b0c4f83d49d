//! The host surface of a session: variables the host puts in and reads back, tools the code
//! calls, and the import policy (`docs/host.md`).
//!
//! - [`convert`]: interpreter values ↔ [`belljar::Data`], the plain data that crosses.
//! - [`tool`]: a host [`belljar::Tool`] as a Python callable.
//! - [`imports`]: [`ImportPolicy`], which modules the code may import.
//! - [`suspend`]: executions that stop at a tool call for the host to answer later.
//! - [`save`]: a session's globals saved to bytes and restored.

pub mod convert;
pub mod imports;
pub mod save;
pub mod suspend;
pub mod tool;

use belljar::{Data, Tool};

pub use imports::ImportPolicy;
pub use save::{RestoreError, SaveError};
pub use suspend::{PendingCall, Progress, ResumeHandle};

use crate::Session;
use crate::values::Value;

/// A host request a session refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HostError {
    /// The name is not a Python identifier (or is a keyword).
    InvalidName(String),
    /// The name is a tool's: a variable cannot replace it (add a tool instead).
    ToolName(String),
    /// The variable holds something other than plain data (a function, a class, an
    /// instance...); the text names its type.
    NotData {
        /// The variable.
        name: String,
        /// What it holds.
        reason: String,
    },
    /// The value could not be made in the session (an unhashable dict key, a `BigInt` that
    /// is not an integer, nesting past the recursion limit); the text says why.
    Conversion(String),
    /// The session is not reachable (its interpreter thread stopped, or it belongs to
    /// another thread).
    Unavailable(String),
}

impl std::fmt::Display for HostError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            HostError::InvalidName(n) => write!(f, "{n:?} is not a valid Python name"),
            HostError::ToolName(n) => write!(f, "'{n}' is a tool; a variable cannot replace it"),
            HostError::NotData { name, reason } => {
                write!(
                    f,
                    "variable '{name}' is not plain data: it holds a {reason}"
                )
            }
            HostError::Conversion(m) => write!(f, "the value cannot be made in Python: {m}"),
            HostError::Unavailable(m) => write!(f, "the session is unavailable: {m}"),
        }
    }
}

impl std::error::Error for HostError {}

/// Whether `name` is a Python identifier that is not a keyword.
pub fn is_identifier(name: &str) -> bool {
    const KEYWORDS: &[&str] = &[
        "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class",
        "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global",
        "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return",
        "try", "while", "with", "yield",
    ];
    let mut chars = name.chars();
    let Some(first) = chars.next() else {
        return false;
    };
    (first == '_' || first.is_alphabetic())
        && chars.all(|c| c == '_' || c.is_alphanumeric())
        && !KEYWORDS.contains(&name)
}

impl Session {
    /// Bind the global `name` to `value` for the code of the next executions (as smolagents'
    /// `send_variables`). A tool's name is refused, as is a name that is not an identifier.
    pub fn set_variable(&mut self, name: &str, value: &Data) -> Result<(), HostError> {
        if !is_identifier(name) {
            return Err(HostError::InvalidName(name.to_string()));
        }
        if self.vm.globals.get(name).as_ref().and_then(tool::tool_name) == Some(name) {
            return Err(HostError::ToolName(name.to_string()));
        }
        let v = convert::from_data(&mut self.vm, value).map_err(|e| {
            let text = match self.vm.materialize(e) {
                Ok(exc) => self
                    .vm
                    .to_str(&Value::Instance(exc.clone()))
                    .map(|m| format!("{}: {m}", exc.class.name))
                    .unwrap_or_else(|_| exc.class.name.to_string()),
                Err(_) => "a limit was hit".to_string(),
            };
            HostError::Conversion(text)
        })?;
        let old = self.vm.globals.get(name);
        self.vm.globals.set(name, v);
        crate::values::teardown::teardown_all(old);
        Ok(())
    }

    /// The value of the global `name` as plain data; `None` when it is not bound (builtins
    /// do not count).
    pub fn get_variable(&mut self, name: &str) -> Result<Option<Data>, HostError> {
        let Some(v) = self.vm.globals.get(name) else {
            return Ok(None);
        };
        convert::to_data(&v)
            .map(Some)
            .map_err(|e| HostError::NotData {
                name: name.to_string(),
                reason: e.0.trim_matches('\'').replace("' object", " object"),
            })
    }

    /// The names of the session's globals the code can see (variables, functions, classes,
    /// imported modules, tools), in the order they were first bound; `__name__` is left out.
    pub fn variable_names(&self) -> Vec<String> {
        self.vm
            .globals
            .bound()
            .filter(|(n, _)| &***n != "__name__")
            .map(|(n, _)| n.to_string())
            .collect()
    }

    /// Make `tool` callable by the code under its name (replacing an earlier tool or
    /// variable of that name; a tool named `final_answer` replaces the builtin). The code
    /// cannot rebind or delete that name (`TypeError`).
    pub fn add_tool(&mut self, tool: Tool) -> Result<(), HostError> {
        let name = tool.spec.name.clone();
        if !is_identifier(&name) {
            return Err(HostError::InvalidName(name));
        }
        let v = crate::values::native::value(tool::ToolObject { tool });
        let old = self.vm.globals.get(&name);
        self.vm.globals.set(&name, v);
        crate::values::teardown::teardown_all(old);
        Ok(())
    }

    /// The names of the session's tools, in the order they were added.
    pub fn tool_names(&self) -> Vec<String> {
        self.vm
            .globals
            .bound()
            .filter(|(n, v)| tool::tool_name(v) == Some(&***n))
            .map(|(n, _)| n.to_string())
            .collect()
    }

    /// Which modules the code of the next executions may import.
    pub fn set_import_policy(&mut self, policy: ImportPolicy) {
        self.vm.import_policy = policy;
    }

    /// The session's import policy.
    pub fn import_policy(&self) -> &ImportPolicy {
        &self.vm.import_policy
    }
}
