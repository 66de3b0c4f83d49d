//! `belljar-spec`: one way to open any Belljar backend, for the CLI, the Python package and a
//! server alike.
//!
//! - [`BackendSpec`]: a backend name, that backend's options and the session's
//!   [`belljar::Limits`], as plain serializable data (`{"backend": "process", "options":
//!   {...}, "limits": {...}}`).
//! - [`open`]: a spec plus the host-side [`Host`] (tools, an approver) made into a
//!   `Box<dyn Executor>`, or an [`OpenError`] (a limit the backend cannot enforce is
//!   refused). [`open_interpreter`], [`open_process`], [`open_docker`] and [`open_jupyter`]
//!   return the concrete executors for hosts that need their own methods.
//! - [`AutoExecutor`] (the `auto` backend): Python blocks to the interpreter, other languages
//!   to the process backend, each opened at its first block.
//! - [`approval`]: an [`Approver`] asked before each block, and [`ApprovingExecutor`] applying
//!   it; a refused block's result is a `Refused` error.
//!
//! Dependencies point inward: this crate depends on the facade and the backends; no backend
//! depends on it or on another backend.

pub mod approval;
pub mod open;
pub mod router;
pub mod spec;

pub use approval::{Approval, Approver, ApprovingExecutor, FnApprover};
pub use open::{Host, OpenError, open, open_docker, open_interpreter, open_jupyter, open_process};
pub use router::AutoExecutor;
pub use spec::{
    AutoOptions, BACKEND_NAMES, BackendOptions, BackendSpec, DockerOptions, InterpreterOptions,
    JupyterOptions, NetworkSpec, ProcessOptions,
};
