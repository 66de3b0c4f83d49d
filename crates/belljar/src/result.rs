//! [`ExecResult`]: what running one block produced, the same shape on every backend.
//!
//! The JSON form (serde) is documented in `docs/json.md` and is stable: fields are only added.

use crate::host::Data;
use serde::{Deserialize, Serialize};

/// How an execution ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// The code ran to the end (exit code 0, no uncaught exception).
    Ok,
    /// The code failed: an uncaught exception, a non-zero exit, a syntax error, an unknown
    /// language. [`ExecResult::error`] says what.
    Error,
    /// The wall-clock timeout passed; the code was stopped. Output up to that point is kept.
    Timeout,
    /// The caller cancelled the execution through its token.
    Cancelled,
    /// A resource limit other than time was hit (memory, instructions, output, processes…);
    /// [`ExecResult::error`] names it.
    LimitExceeded,
    /// The block was not run because its language is data or markup (JSON, HTML, CSS…), or is
    /// not allowed to run by default.
    Skipped,
}

impl Status {
    /// The lower-case name used in JSON and in messages.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Ok => "ok",
            Status::Error => "error",
            Status::Timeout => "timeout",
            Status::Cancelled => "cancelled",
            Status::LimitExceeded => "limit_exceeded",
            Status::Skipped => "skipped",
        }
    }

    /// Whether a batch of blocks continues after a block that ended this way.
    pub fn continues_batch(self) -> bool {
        matches!(self, Status::Ok | Status::Skipped)
    }
}

/// A failure, in the words Python would use.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct ErrorInfo {
    /// The exception type or error kind, e.g. `"ZeroDivisionError"`, `"SyntaxError"`,
    /// `"TimeoutError"`, `"UnknownLanguage"`, `"NonZeroExit"`.
    #[serde(rename = "type")]
    pub kind: String,
    /// The message, e.g. `"division by zero"`.
    pub message: String,
    /// The 1-based line in the block where it happened, when known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<u32>,
    /// The full traceback text as CPython would print it, when there is one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub traceback: Option<String>,
}

impl ErrorInfo {
    /// An error with a kind and a message and nothing else.
    pub fn new(kind: impl Into<String>, message: impl Into<String>) -> Self {
        ErrorInfo {
            kind: kind.into(),
            message: message.into(),
            line: None,
            traceback: None,
        }
    }

    /// `Type: message`, the last line of a Python traceback.
    pub fn summary(&self) -> String {
        if self.message.is_empty() {
            self.kind.clone()
        } else {
            format!("{}: {}", self.kind, self.message)
        }
    }
}

/// The value of the block's last expression, for backends that have one.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct ExprValue {
    /// `repr()` of the value.
    pub repr: String,
    /// The value as JSON, when it is plain data (None, bool, int, float, str, and lists,
    /// tuples and str-keyed dicts of those).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub json: Option<serde_json::Value>,
    /// The value as typed plain data ([`Data`]: tuples, bytes, sets, big ints, non-finite
    /// floats, non-str keys kept), for an in-process host that can hold them (the Python
    /// package); backends that only have JSON leave it `None`. Never serialized: the JSON
    /// form of a result (the CLI's output) is `repr` and `json` alone.
    #[serde(skip)]
    pub data: Option<Data>,
}

/// A file the code produced (a saved figure, an HTML rendering…).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OutputFile {
    /// Where it is, relative to the session's working directory.
    pub path: String,
    /// Its MIME type, e.g. `"image/png"`.
    pub mime: String,
    /// Its size in bytes.
    pub size: u64,
}

/// What isolated an execution, as the backend reports it: the features actually in force and,
/// for each requested limit, what enforced it. Nothing requested is left out: a limit that
/// could not be enforced is listed with an empty `enforced_by` and a note.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Isolation {
    /// Whether the code ran in a sandbox at all.
    pub sandboxed: bool,
    /// Isolation features in force, e.g. `"pid namespace"`, `"landlock ABI 4"`, `"seccomp"`.
    pub features: Vec<String>,
    /// Features that were wanted but are not in force on this machine, with the reason.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub missing: Vec<String>,
    /// One entry per requested limit.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub limits: Vec<LimitEnforcement>,
}

/// How one requested limit was enforced.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct LimitEnforcement {
    /// The limit, e.g. `"memory_bytes"`.
    pub name: String,
    /// The requested value, human readable.
    pub requested: String,
    /// Mechanisms enforcing it (`"cgroup v2"`, `"rlimit"`, …); empty when nothing could.
    pub enforced_by: Vec<String>,
    /// Why a mechanism could not be used, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// The result of running one block.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ExecResult {
    /// How it ended.
    pub status: Status,
    /// The process exit code where there is a process (0 ok, 1 uncaught error, 124 timeout,
    /// 125 cancelled, or the program's own code); the same convention on in-process backends.
    pub exit_code: Option<i32>,
    /// Everything written to stdout, up to the cap; truncation leaves a visible marker.
    pub stdout: String,
    /// Everything written to stderr, up to the cap; truncation leaves a visible marker.
    pub stderr: String,
    /// Whether stdout was cut to fit the cap.
    #[serde(default)]
    pub stdout_truncated: bool,
    /// Whether stderr was cut to fit the cap.
    #[serde(default)]
    pub stderr_truncated: bool,
    /// What went wrong, when status is not `ok`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<ErrorInfo>,
    /// The last expression's value, for backends that evaluate one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<ExprValue>,
    /// Whether the code called `final_answer(...)`.
    #[serde(default)]
    pub is_final_answer: bool,
    /// The argument given to `final_answer(...)`, as JSON (its repr as a string when it is not
    /// plain data).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub final_answer: Option<serde_json::Value>,
    /// `repr()` of the argument given to `final_answer(...)`, on backends that evaluate Python
    /// themselves (the `interpreter`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub final_answer_repr: Option<String>,
    /// The argument given to `final_answer(...)` as typed plain data, when it is plain data
    /// and the backend has it (as [`ExprValue::data`]). Never serialized.
    #[serde(skip)]
    pub final_answer_data: Option<Data>,
    /// Files the code produced.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub files: Vec<OutputFile>,
    /// What isolated the execution and which limits were enforced, on backends that report it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub isolation: Option<Isolation>,
    /// The canonical language the block ran as.
    pub language: String,
    /// Wall-clock time of the execution, in seconds.
    pub duration_secs: f64,
}

impl ExecResult {
    /// An empty result with the given status, for `language`.
    pub fn new(status: Status, language: impl Into<String>) -> Self {
        ExecResult {
            status,
            exit_code: None,
            stdout: String::new(),
            stderr: String::new(),
            stdout_truncated: false,
            stderr_truncated: false,
            error: None,
            value: None,
            is_final_answer: false,
            final_answer: None,
            final_answer_repr: None,
            final_answer_data: None,
            files: Vec::new(),
            isolation: None,
            language: language.into(),
            duration_secs: 0.0,
        }
    }

    /// A failed result carrying `error`, with exit code 1.
    pub fn failed(language: impl Into<String>, error: ErrorInfo) -> Self {
        let mut result = ExecResult::new(Status::Error, language);
        result.exit_code = Some(1);
        result.error = Some(error);
        result
    }

    /// Whether the execution succeeded (status `ok`).
    pub fn is_ok(&self) -> bool {
        self.status == Status::Ok
    }
}

/// Exit codes used by the CLI and by backends, one per way an execution can end.
pub mod exit_codes {
    /// The code ran to the end.
    pub const OK: i32 = 0;
    /// An uncaught error (Python's own convention).
    pub const ERROR: i32 = 1;
    /// The wall-clock timeout passed (the convention of coreutils' `timeout`).
    pub const TIMEOUT: i32 = 124;
    /// The execution was cancelled.
    pub const CANCELLED: i32 = 125;
    /// A resource limit other than time (memory, instructions, output, processes) was hit.
    pub const LIMIT_EXCEEDED: i32 = 137;
    /// Belljar itself could not run the code (bad arguments, unknown language, backend
    /// unavailable).
    pub const USAGE: i32 = 2;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_shape_is_stable() {
        let mut result = ExecResult::failed(
            "python",
            ErrorInfo {
                kind: "ZeroDivisionError".into(),
                message: "division by zero".into(),
                line: Some(3),
                traceback: None,
            },
        );
        result.stdout = "hi\n".into();
        let json = serde_json::to_value(&result).unwrap();
        assert_eq!(json["status"], "error");
        assert_eq!(json["exit_code"], 1);
        assert_eq!(json["error"]["type"], "ZeroDivisionError");
        assert_eq!(json["error"]["line"], 3);
        assert_eq!(json["is_final_answer"], false);
        assert!(json.get("value").is_none());
        let back: ExecResult = serde_json::from_value(json).unwrap();
        assert_eq!(back, result);
    }

    #[test]
    fn statuses_serialise_in_snake_case() {
        let s = serde_json::to_string(&Status::LimitExceeded).unwrap();
        assert_eq!(s, "\"limit_exceeded\"");
        assert_eq!(Status::LimitExceeded.as_str(), "limit_exceeded");
    }
}
