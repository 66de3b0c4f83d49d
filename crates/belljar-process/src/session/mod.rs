//! The process backend's CPython sessions: the session itself (the driver protocol,
//! `driver.py`) is the launcher seam's ([`belljar_launch::session`]); what is the process
//! backend's own is which Python runs it and the pool of pre-warmed sessions.

use std::path::{Path, PathBuf};

pub use belljar_launch::session::{DRIVER, INTERRUPT_GRACE, PythonSession, driver_args};

pub(crate) mod pool;

/// Where the session's Python comes from.
pub fn python_for_sessions(override_path: Option<&Path>) -> Option<PathBuf> {
    belljar_runtimes::interpreters::resolve("python3", override_path)
}
