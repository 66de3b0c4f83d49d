//! [`ErrorKind`]: the names of Belljar's own failures, the same on every backend.
//!
//! A result's `error.type` ([`crate::ErrorInfo::kind`]) is a string: the code's own exceptions
//! put their Python names there (`ZeroDivisionError`, `mymod.MyError`); everything Belljar
//! itself reports (a language it cannot run, a limit, a session that died, a backend that
//! cannot start) uses one of these names. `docs/json.md` lists them with the backends that
//! produce each.

use serde::{Deserialize, Serialize};

use crate::result::ErrorInfo;

/// A failure reported by Belljar rather than raised by the code. Serialized as
/// [`ErrorKind::as_str`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ErrorKind {
    /// The backend cannot start or reach its session (no working directory, an interpreter
    /// thread or session that could not be started, a session used from the wrong thread).
    BackendUnavailable,
    /// A live session's interpreter died; its state is lost and the next execution starts a
    /// fresh one.
    SessionDied,
    /// The block's language tag is not in the language table, or it has none.
    UnknownLanguage,
    /// The backend does not offer what was asked: a known language it does not run, or an
    /// option (an environment) it cannot honour.
    Unsupported,
    /// A data or markup block (JSON, HTML, …); its status is `skipped`.
    NotExecuted,
    /// The host's approval hook (a human at `--confirm`, an `approve=` callback) refused the
    /// block; it was not run, and a batch stops there.
    Refused,
    /// The program that runs the block's language is not installed.
    InterpreterNotFound,
    /// A `# filename:` hint leaves the working directory.
    FilenameOutsideWorkspace,
    /// A non-Python program exited non-zero; its own stderr says why.
    NonZeroExit,
    /// The program was killed by a signal.
    KilledBySignal,
    /// The execution exceeded its timeout (status `timeout`). Named as Python names it.
    Timeout,
    /// The execution was cancelled (status `cancelled`).
    Cancelled,
    /// The memory limit was exceeded (status `limit_exceeded`).
    MemoryLimitExceeded,
    /// The interpreter's instruction budget was exhausted (status `limit_exceeded`).
    InstructionLimitExceeded,
    /// The output cap was reached where the backend stops the code for it (status
    /// `limit_exceeded`).
    OutputLimitExceeded,
    /// Belljar could not write or start something (an I/O error of its own).
    OsError,
    /// A bug in Belljar; the session's state may have been lost.
    InternalError,
    /// A resume handle that does not match the suspended execution.
    InvalidResumeHandle,
}

impl ErrorKind {
    /// Every kind, in the order `docs/json.md` lists them.
    pub const ALL: &'static [ErrorKind] = &[
        ErrorKind::BackendUnavailable,
        ErrorKind::SessionDied,
        ErrorKind::UnknownLanguage,
        ErrorKind::Unsupported,
        ErrorKind::NotExecuted,
        ErrorKind::Refused,
        ErrorKind::InterpreterNotFound,
        ErrorKind::FilenameOutsideWorkspace,
        ErrorKind::NonZeroExit,
        ErrorKind::KilledBySignal,
        ErrorKind::Timeout,
        ErrorKind::Cancelled,
        ErrorKind::MemoryLimitExceeded,
        ErrorKind::InstructionLimitExceeded,
        ErrorKind::OutputLimitExceeded,
        ErrorKind::OsError,
        ErrorKind::InternalError,
        ErrorKind::InvalidResumeHandle,
    ];

    /// The name in a result's `error.type`.
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorKind::BackendUnavailable => "BackendUnavailable",
            ErrorKind::SessionDied => "SessionDied",
            ErrorKind::UnknownLanguage => "UnknownLanguage",
            ErrorKind::Unsupported => "Unsupported",
            ErrorKind::NotExecuted => "NotExecuted",
            ErrorKind::Refused => "Refused",
            ErrorKind::InterpreterNotFound => "InterpreterNotFound",
            ErrorKind::FilenameOutsideWorkspace => "FilenameOutsideWorkspace",
            ErrorKind::NonZeroExit => "NonZeroExit",
            ErrorKind::KilledBySignal => "KilledBySignal",
            ErrorKind::Timeout => "TimeoutError",
            ErrorKind::Cancelled => "Cancelled",
            ErrorKind::MemoryLimitExceeded => "MemoryLimitExceeded",
            ErrorKind::InstructionLimitExceeded => "InstructionLimitExceeded",
            ErrorKind::OutputLimitExceeded => "OutputLimitExceeded",
            ErrorKind::OsError => "OSError",
            ErrorKind::InternalError => "InternalError",
            ErrorKind::InvalidResumeHandle => "InvalidResumeHandle",
        }
    }

    /// The kind named `name`, if it is one of Belljar's (a Python exception's name is not).
    pub fn parse(name: &str) -> Option<ErrorKind> {
        ErrorKind::ALL.iter().copied().find(|k| k.as_str() == name)
    }

    /// An error of this kind with `message`.
    pub fn error(self, message: impl Into<String>) -> ErrorInfo {
        ErrorInfo::new(self.as_str(), message)
    }
}

impl std::fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_distinct_and_parse_back() {
        for (i, kind) in ErrorKind::ALL.iter().enumerate() {
            assert_eq!(ErrorKind::parse(kind.as_str()), Some(*kind));
            assert!(
                ErrorKind::ALL[..i]
                    .iter()
                    .all(|k| k.as_str() != kind.as_str())
            );
            assert_eq!(kind.error("m").kind, kind.as_str());
        }
        assert_eq!(ErrorKind::parse("ZeroDivisionError"), None);
        assert_eq!(ErrorKind::Timeout.to_string(), "TimeoutError");
    }
}
