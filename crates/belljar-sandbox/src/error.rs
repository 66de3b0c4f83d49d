//! The error type of the sandbox library.

use std::io;

/// Why a sandbox could not be started or controlled.
#[derive(Debug, thiserror::Error)]
pub enum SandboxError {
    /// The platform has no sandbox implementation (anything but Linux).
    #[error("UnsupportedOperation: the belljar sandbox only runs on Linux")]
    Unsupported,
    /// The configuration is invalid (relative paths, missing host paths, bad values).
    #[error("ValueError: {0}")]
    InvalidConfig(String),
    /// Setting up isolation failed inside the new process before the program started
    /// (a namespace, mount, landlock, seccomp or limit step), with the step and errno.
    #[error("OSError: sandbox setup failed: {0}")]
    Setup(String),
    /// The program could not be executed inside the sandbox (not found, not executable).
    #[error("FileNotFoundError: {0}")]
    Exec(String),
    /// An I/O error in the controlling process.
    #[error("OSError: {context}: {source}")]
    Io {
        /// What was being done.
        context: String,
        /// The underlying error.
        #[source]
        source: io::Error,
    },
}

impl SandboxError {
    /// Wraps an [`io::Error`] with what was being attempted.
    pub(crate) fn io(context: impl Into<String>, source: io::Error) -> Self {
        SandboxError::Io {
            context: context.into(),
            source,
        }
    }
}
