//! [`CodeBlock`]: one piece of code and the language it is written in.

use serde::{Deserialize, Serialize};

/// One block of code to run, as extracted from an LLM message or given directly.
///
/// `language` is the tag as written (`"py"`, `"Python"`, `"bash"`, or `""` when the message
/// did not say); backends resolve it through [`crate::language::lookup`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CodeBlock {
    /// The language tag, normalised to the table's canonical name where it is known
    /// (extraction does this), otherwise as written.
    pub language: String,
    /// The source code, with line endings normalised to `\n`.
    pub code: String,
}

impl CodeBlock {
    /// A block of `code` in `language`.
    pub fn new(language: impl Into<String>, code: impl Into<String>) -> Self {
        CodeBlock {
            language: language.into(),
            code: code.into(),
        }
    }
}
