//! `belljar-runtimes`: the host-side language runtimes the backends that run real
//! interpreters share, so that neither backend depends on the other:
//!
//! - [`interpreters`]: finding the program that runs a language on the host's `PATH`, and
//!   Python's real installation behind a version manager's shim;
//! - [`runtime_cache`]: that discovery remembered in memory and on disk, so a short-lived
//!   process does not start Python twice before running the code;
//! - [`packages`]: requirements installed once, in the sandbox, into a virtual environment
//!   cached on disk and keyed by the list, then used read-only by sessions (the process
//!   backend mounts it; the Docker backend bind-mounts its `site-packages`).

pub mod interpreters;
pub mod packages;
pub mod runtime_cache;

pub use interpreters::{resolve, which};
