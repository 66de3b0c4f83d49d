//! Belljar: run code written by LLM agents, safely and fast, with results an agent can use.
//!
//! This facade crate holds what every backend shares:
//!
//! - [`CodeBlock`] and [`extract`]: turning an LLM message into the code blocks it contains;
//! - [`language`]: the table of languages, their aliases and how each one runs;
//! - [`ExecResult`] and friends: the result of running one block, the same shape on every backend;
//! - [`ErrorKind`]: the names of Belljar's own failures, the same on every backend;
//! - [`Executor`]: the one object-safe, async trait every backend implements, with sessions;
//! - [`Limits`]: the one set of limits a session runs under, on every backend;
//! - [`host`]: what a host gives the code: plain-data values, tools and their errors;
//! - [`output`]: capped capture of stdout/stderr with a visible truncation marker;
//! - [`events`]: live output of an execution, sent to a sink as the code prints.
//!
//! Backends live in their own crates (`belljar-process`, `belljar-python`, …) and depend only on
//! this one; the `belljar` CLI picks a backend at run time through `Box<dyn Executor>`.

pub mod block;
pub mod error_kind;
pub mod events;
pub mod executor;
pub mod extract;
pub mod host;
pub mod language;
pub mod limits;
pub mod output;
pub mod paths;
pub mod result;
pub mod traceback;

pub use block::CodeBlock;
pub use error_kind::ErrorKind;
pub use events::{Event, EventSink, Stream};
pub use executor::{CancellationToken, Capabilities, ExecOptions, Executor, SessionError};
pub use extract::extract;
pub use host::{Data, NotJson, Tool, ToolCall, ToolError, ToolFn, ToolSpec};
pub use language::{Language, Runner};
pub use limits::{Limit, Limits, UnenforceableLimit};
pub use result::{
    ErrorInfo, ExecResult, ExprValue, Isolation, LimitEnforcement, OutputFile, Status,
};
