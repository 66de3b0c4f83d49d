//! Stateful CPython sessions: one long-lived `python3` running the driver (`driver.py`, shipped
//! inside the binary) that keeps a global namespace across executions.
//!
//! Belljar and the driver exchange frames over the driver's stdin/stdout: a 4-byte big-endian
//! length, then UTF-8 JSON (the format is described at the top of `driver.py`). The code's own
//! stdout/stderr reach Belljar as frames too, so they cannot be confused with the protocol.
//!
//! The code runs in the driver's own process, so it can reach the driver's descriptors and
//! memory and write frames of its own. Belljar therefore trusts a session's frames only as far
//! as that allows (the reasoning is in `crates/belljar-sandbox/README.md`, "Session results"):
//!
//! - every `exec` request carries the execution's number and a fresh random nonce, and its
//!   `done` must echo both: a frame forged without them, or a late `done` of an earlier
//!   execution, is a protocol violation;
//! - after a `done`, Belljar sends a `sync` with a fresh random token and accepts the result
//!   only if the next frame (output aside) is the `synced` echo of that token: a forged `done`
//!   followed by the driver's real one is detected before the result is returned;
//! - a protocol violation (also a frame that does not parse, or an unexpected frame type)
//!   kills the session and reports `SessionDied`: nothing of it is attributed to any block;
//! - file paths in a result are confined to the working directory here, whatever the driver
//!   says (absolute paths and `..` that leave it are dropped).
//!
//! On timeout or cancellation the driver is first interrupted (SIGINT → `KeyboardInterrupt`
//! in the code, state kept). If it does not answer within [`INTERRUPT_GRACE`], it is killed,
//! the result says the state was lost, and the next execution starts a fresh session.

use std::time::{Duration, Instant};

use async_trait::async_trait;
use belljar::Isolation;
use belljar::output::OutputBuffer;
use belljar::result::exit_codes;
use belljar::{
    CancellationToken, ErrorInfo, ErrorKind, EventSink, ExecResult, ExprValue, OutputFile, Status,
    Stream,
};
use serde::Deserialize;
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};

use crate::{ChildControl, ChildExit, Command, LaunchError, Launched, Launcher};

/// The arguments that start the driver: `python3 -u -c DRIVER`.
pub fn driver_args() -> Vec<String> {
    vec!["-u".into(), "-c".into(), DRIVER.into()]
}

/// The driver's source, run with `python3 -c`.
pub const DRIVER: &str = include_str!("driver.py");

/// How long an interrupted execution may take to stop before the session is killed.
pub const INTERRUPT_GRACE: Duration = Duration::from_secs(2);

/// How long an idle session may take to answer a ping before it is considered dead.
const PING_TIMEOUT: Duration = Duration::from_secs(2);

/// How long a new session may take to say it is ready.
const START_TIMEOUT: Duration = Duration::from_secs(30);

/// The largest frame the driver may send; a larger length means the stream is corrupt.
const MAX_FRAME: usize = 64 << 20;

/// How long the driver may take to answer the `sync` that follows a `done` (it answers at
/// once: it is waiting for requests by then).
const SYNC_TIMEOUT: Duration = Duration::from_secs(10);

/// A frame from the driver.
#[derive(Debug, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum Frame {
    Ready {
        #[serde(default)]
        token: Option<String>,
    },
    Stdout {
        data: String,
    },
    Stderr {
        data: String,
    },
    Done(Box<Done>),
    Synced {
        token: String,
    },
}

/// Why a frame could not be read.
#[derive(Debug)]
enum FrameError {
    /// The stream ended or failed: the driver is gone.
    Closed(std::io::Error),
    /// The bytes are not a frame of the protocol (too long, not JSON, an unknown type).
    Invalid(String),
}

impl std::fmt::Display for FrameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FrameError::Closed(e) => write!(f, "{e}"),
            FrameError::Invalid(why) => f.write_str(why),
        }
    }
}

/// The end of one execution, as the driver reports it.
#[derive(Debug, Deserialize)]
struct Done {
    /// The execution's number, echoed from the request.
    #[serde(default)]
    cell: Option<u64>,
    /// The request's nonce, echoed.
    #[serde(default)]
    nonce: Option<String>,
    status: String,
    value: Option<ExprValue>,
    error: Option<ErrorInfo>,
    #[serde(default)]
    is_final_answer: bool,
    final_answer: Option<serde_json::Value>,
    #[serde(default)]
    files: Vec<OutputFile>,
}

/// One live CPython session.
pub struct PythonSession {
    stdin: Box<dyn AsyncWrite + Unpin + Send>,
    stdout: Box<dyn AsyncRead + Unpin + Send>,
    stderr_task: tokio::task::JoinHandle<Vec<u8>>,
    control: Box<dyn ChildControl>,
    cells: u64,
    isolation: Isolation,
}

impl std::fmt::Debug for PythonSession {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PythonSession")
            .field("cells", &self.cells)
            .finish()
    }
}

impl PythonSession {
    /// Launch the driver with `launcher` (`command` runs `python3` with [`driver_args`]) and
    /// wait for it to say it is ready. A launch that fails keeps its own error kind; a driver
    /// that does not come up is `BackendUnavailable`.
    pub async fn launch(
        launcher: &mut dyn Launcher,
        command: &Command,
    ) -> Result<PythonSession, LaunchError> {
        let launched = launcher.launch(command).await?;
        Self::start(launched).await
    }

    /// Wait for a launched driver to say it is ready (`BackendUnavailable` when it does not).
    pub async fn start(launched: Launched) -> Result<PythonSession, LaunchError> {
        let Launched {
            stdin,
            stdout,
            mut stderr,
            mut control,
            isolation,
            ..
        } = launched;
        let stderr_task = tokio::spawn(async move {
            let mut buffer = Vec::new();
            let mut chunk = [0u8; 8192];
            while let Ok(n) = stderr.read(&mut chunk).await {
                if n == 0 {
                    break;
                }
                if buffer.len() < 64 * 1024 {
                    buffer.extend_from_slice(&chunk[..n]);
                }
            }
            buffer
        });
        let mut session = PythonSession {
            stdin,
            stdout,
            stderr_task,
            control: Box::new(NoChild),
            cells: 0,
            isolation,
        };
        match tokio::time::timeout(START_TIMEOUT, read_frame(&mut session.stdout)).await {
            Ok(Ok(Frame::Ready { .. })) => {
                session.control = control;
                Ok(session)
            }
            outcome => {
                control.kill().await;
                let stderr = (&mut session.stderr_task).await.unwrap_or_default();
                let why = match outcome {
                    Err(_) => "it did not start within 30 s".to_string(),
                    Ok(Ok(_)) => "it sent an unexpected first frame".to_string(),
                    Ok(Err(err)) => err.to_string(),
                };
                Err(LaunchError::new(
                    ErrorKind::BackendUnavailable,
                    format!(
                        "the Python session could not start: {why}\n{}",
                        String::from_utf8_lossy(&stderr)
                    ),
                ))
            }
        }
    }

    /// Run `code` in the session. The second value is `false` when the session died or was
    /// killed and must be replaced.
    pub async fn execute(
        &mut self,
        code: &str,
        timeout: Option<Duration>,
        max_output: usize,
        events: Option<&EventSink>,
        cancel: &CancellationToken,
    ) -> (ExecResult, bool) {
        let (mut result, alive) = self
            .execute_inner(code, timeout, max_output, events, cancel)
            .await;
        result.isolation = Some(self.isolation.clone());
        (result, alive)
    }

    async fn execute_inner(
        &mut self,
        code: &str,
        timeout: Option<Duration>,
        max_output: usize,
        events: Option<&EventSink>,
        cancel: &CancellationToken,
    ) -> (ExecResult, bool) {
        let started = Instant::now();
        self.cells += 1;
        let mut out = OutputBuffer::live(max_output, Stream::Stdout, events);
        let mut err = OutputBuffer::live(max_output, Stream::Stderr, events);
        let nonce = random_token();
        let request =
            serde_json::json!({"op": "exec", "code": code, "cell": self.cells, "nonce": nonce});
        if let Err(e) = write_frame(&mut self.stdin, &request).await {
            return (
                self.died(&format!("could not send the code: {e}"), out, err, started)
                    .await,
                false,
            );
        }
        // A timeout too long for the clock is no deadline at all.
        let deadline = timeout.and_then(|t| tokio::time::Instant::now().checked_add(t));
        let mut stopping: Option<(Status, tokio::time::Instant)> = None;
        loop {
            let wake_at = match stopping {
                Some((_, grace_end)) => Some(grace_end),
                None => deadline,
            };
            let sleep = async {
                match wake_at {
                    Some(at) => tokio::time::sleep_until(at).await,
                    None => std::future::pending().await,
                }
            };
            let cancelled = async {
                if stopping.is_some() {
                    std::future::pending::<()>().await
                } else {
                    cancel.cancelled().await
                }
            };
            tokio::select! {
                frame = read_frame(&mut self.stdout) => match frame {
                    Ok(Frame::Stdout { data }) => out.push(data.as_bytes()),
                    Ok(Frame::Stderr { data }) => err.push(data.as_bytes()),
                    Ok(Frame::Done(done)) => {
                        if done.cell != Some(self.cells) || done.nonce.as_deref() != Some(&nonce) {
                            let why = "a result that does not belong to this execution (no or a wrong execution number or nonce: forged by the code, or left over from an earlier execution)";
                            return (self.violation(why, out, err, started).await, false);
                        }
                        if let Err(why) = self.sync(&mut out, &mut err).await {
                            return (self.violation(&why, out, err, started).await, false);
                        }
                        let mut result = finish(*done, out, err, started);
                        if let Some((status, _)) = stopping {
                            interrupted(&mut result, status, timeout);
                        }
                        return (result, true);
                    }
                    Ok(other) => {
                        let why = format!("an unexpected frame while the code ran: {}", frame_name(&other));
                        return (self.violation(&why, out, err, started).await, false);
                    }
                    Err(FrameError::Invalid(why)) => {
                        return (self.violation(&why, out, err, started).await, false);
                    }
                    Err(FrameError::Closed(e)) => {
                        let mut result = self.died(&e.to_string(), out, err, started).await;
                        if let Some((status, _)) = stopping {
                            killed(&mut result, status, timeout);
                        }
                        return (result, false);
                    }
                },
                () = sleep => match stopping {
                    None => {
                        self.control.interrupt();
                        stopping = Some((Status::Timeout, tokio::time::Instant::now() + INTERRUPT_GRACE));
                    }
                    Some((status, _)) => {
                        self.control.kill().await;
                        let mut result = base_result(Status::Error, out, err, started);
                        killed(&mut result, status, timeout);
                        return (result, false);
                    }
                },
                () = cancelled => {
                    self.control.interrupt();
                    stopping = Some((Status::Cancelled, tokio::time::Instant::now() + INTERRUPT_GRACE));
                }
            }
        }
    }

    /// The barrier after a `done`: send a `sync` with a fresh token and read frames until its
    /// `synced` echo. Output frames in between belong to this execution (the code's own
    /// threads may still print); any other frame means the `done` just read was not the
    /// driver's last word for this execution — a forged one, with the real one behind it.
    async fn sync(&mut self, out: &mut OutputBuffer, err: &mut OutputBuffer) -> Result<(), String> {
        let token = random_token();
        let request = serde_json::json!({"op": "sync", "token": token});
        write_frame(&mut self.stdin, &request)
            .await
            .map_err(|e| format!("could not confirm the result: {e}"))?;
        let wait = async {
            loop {
                match read_frame(&mut self.stdout).await {
                    Ok(Frame::Stdout { data }) => out.push(data.as_bytes()),
                    Ok(Frame::Stderr { data }) => err.push(data.as_bytes()),
                    Ok(Frame::Synced { token: echoed }) if echoed == token => return Ok(()),
                    Ok(other) => {
                        return Err(format!(
                            "a second frame after the result ({}): the first result was forged by the code or the stream is corrupt",
                            frame_name(&other)
                        ));
                    }
                    Err(e) => return Err(format!("the result could not be confirmed: {e}")),
                }
            }
        };
        match tokio::time::timeout(SYNC_TIMEOUT, wait).await {
            Ok(outcome) => outcome,
            Err(_) => Err("the driver did not confirm its result".to_string()),
        }
    }

    /// A result for a session that broke the protocol: it is killed (its state is lost) and
    /// nothing it claimed about this execution is kept but the output read so far.
    async fn violation(
        &mut self,
        why: &str,
        out: OutputBuffer,
        err: OutputBuffer,
        started: Instant,
    ) -> ExecResult {
        self.control.kill().await;
        let mut result = base_result(Status::Error, out, err, started);
        result.exit_code = Some(exit_codes::ERROR);
        result.error = Some(ErrorKind::SessionDied.error(format!(
            "the Python session broke its protocol ({why}), so its result cannot be trusted; the session was killed: its state is lost and the next execution starts a fresh session"
        )));
        result
    }

    /// A result for a session that died under the code.
    async fn died(
        &mut self,
        why: &str,
        out: OutputBuffer,
        err: OutputBuffer,
        started: Instant,
    ) -> ExecResult {
        // The driver's stream ended: it is exiting or has exited. Give it a moment to report
        // its own exit status before making sure it is gone.
        let natural = tokio::time::timeout(Duration::from_millis(500), self.control.wait()).await;
        let exit = match natural {
            Ok(Some(exit)) => Some(exit),
            _ => {
                self.control.kill().await;
                self.control.wait().await
            }
        };
        self.control.kill().await;
        let code = exit.and_then(|e: ChildExit| e.code.or(e.signal.map(|s| 128 + s)));
        let oom = exit.is_some_and(|e| e.oom_killed);
        let stderr = tokio::time::timeout(Duration::from_millis(500), &mut self.stderr_task)
            .await
            .ok()
            .and_then(Result::ok)
            .unwrap_or_default();
        let status = if oom {
            Status::LimitExceeded
        } else {
            Status::Error
        };
        let mut result = base_result(status, out, err, started);
        result.exit_code = if oom {
            Some(exit_codes::LIMIT_EXCEEDED)
        } else {
            code.or(Some(exit_codes::ERROR))
        };
        if oom {
            result.error = Some(ErrorKind::MemoryLimitExceeded.error(
                "the memory limit was exceeded and the Python session was killed; its state is lost and the next execution starts a fresh session",
            ));
            return result;
        }
        let mut message = format!(
            "the Python session died ({why}{}); its state is lost and the next execution starts a fresh session",
            code.map(|c| format!(", exit code {c}")).unwrap_or_default()
        );
        let tail = String::from_utf8_lossy(&stderr);
        if !tail.trim().is_empty() {
            message.push_str(": ");
            message.push_str(tail.trim());
        }
        result.error = Some(ErrorKind::SessionDied.error(message));
        result
    }

    /// Check that the session is alive and idle: a `ping` frame answered by `ready` within
    /// [`PING_TIMEOUT`]. Used before a pre-warmed session is handed out, so that one that
    /// died while it waited in the pool is discarded instead.
    pub async fn ping(&mut self) -> bool {
        let token = random_token();
        let request = serde_json::json!({"op": "ping", "token": token});
        if write_frame(&mut self.stdin, &request).await.is_err() {
            return false;
        }
        matches!(
            tokio::time::timeout(PING_TIMEOUT, read_frame(&mut self.stdout)).await,
            Ok(Ok(Frame::Ready { token: Some(echoed) })) if echoed == token
        )
    }

    /// Kill the session.
    pub async fn kill(&mut self) {
        self.control.kill().await;
    }
}

/// A stand-in control while a session is starting; never signalled.
struct NoChild;

#[async_trait]
impl ChildControl for NoChild {
    fn interrupt(&mut self) {}
    async fn kill(&mut self) {}
    async fn wait(&mut self) -> Option<ChildExit> {
        None
    }
}

fn base_result(
    status: Status,
    mut out: OutputBuffer,
    mut err: OutputBuffer,
    started: Instant,
) -> ExecResult {
    out.end_events();
    err.end_events();
    let mut result = ExecResult::new(status, "python");
    let (stdout, stdout_truncated) = out.finish();
    let (stderr, stderr_truncated) = err.finish();
    result.stdout = stdout;
    result.stderr = stderr;
    result.stdout_truncated = stdout_truncated;
    result.stderr_truncated = stderr_truncated;
    result.duration_secs = started.elapsed().as_secs_f64();
    result
}

fn finish(done: Done, out: OutputBuffer, err: OutputBuffer, started: Instant) -> ExecResult {
    let ok = done.status == "ok";
    let mut result = base_result(
        if ok { Status::Ok } else { Status::Error },
        out,
        err,
        started,
    );
    result.exit_code = Some(if ok {
        exit_codes::OK
    } else {
        exit_codes::ERROR
    });
    result.value = done.value;
    result.error = done.error;
    result.is_final_answer = done.is_final_answer;
    result.final_answer = done.final_answer;
    result.files = confine_files(done.files, &mut result.stderr);
    result
}

/// The files of a result with their paths confined to the working directory: each path is
/// normalised (`a/./b` → `a/b`); one that is absolute or climbs out with `..` is dropped,
/// with a note on stderr. The driver runs in the code's process, so its paths are claims of
/// the code's; Belljar itself reads files only beneath the directory (`openat2`), and a
/// caller given a result may join these paths to it.
fn confine_files(files: Vec<OutputFile>, stderr: &mut String) -> Vec<OutputFile> {
    files
        .into_iter()
        .filter_map(
            |mut file| match belljar::paths::workspace_relative(&file.path) {
                Ok(rel) => match rel.to_str() {
                    Some(path) => {
                        file.path = path.to_string();
                        Some(file)
                    }
                    None => None,
                },
                Err(_) => {
                    stderr.push_str(&format!(
                        "belljar: dropped a result file outside the working directory: {:?}\n",
                        file.path
                    ));
                    None
                }
            },
        )
        .collect()
}

/// A fresh random token (128 bits, hex) binding a reply to one request.
fn random_token() -> String {
    use std::io::Read;
    let mut bytes = [0u8; 16];
    let filled = std::fs::File::open("/dev/urandom").and_then(|mut f| f.read_exact(&mut bytes));
    if filled.is_err() {
        // No /dev/urandom: std's per-process random hash keys, mixed with the time.
        use std::hash::{BuildHasher, Hasher};
        for chunk in bytes.chunks_mut(8) {
            let mut h = std::collections::hash_map::RandomState::new().build_hasher();
            h.write_u128(
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map(|d| d.as_nanos())
                    .unwrap_or_default(),
            );
            chunk.copy_from_slice(&h.finish().to_le_bytes());
        }
    }
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A frame's type, for messages.
fn frame_name(frame: &Frame) -> &'static str {
    match frame {
        Frame::Ready { .. } => "ready",
        Frame::Stdout { .. } => "stdout",
        Frame::Stderr { .. } => "stderr",
        Frame::Done(_) => "done",
        Frame::Synced { .. } => "synced",
    }
}

/// The code stopped when interrupted: status timeout/cancelled, state kept.
fn interrupted(result: &mut ExecResult, status: Status, timeout: Option<Duration>) {
    let what = stop_reason(status, timeout);
    result.status = status;
    result.exit_code = Some(stop_code(status));
    result.error = Some(ErrorInfo {
        kind: stop_kind(status).as_str().into(),
        message: format!(
            "{what}; the code was interrupted (KeyboardInterrupt) and the session's state is kept"
        ),
        line: result.error.as_ref().and_then(|e| e.line),
        traceback: result.error.as_ref().and_then(|e| e.traceback.clone()),
    });
}

/// The code did not stop when interrupted: the session was killed, state lost.
fn killed(result: &mut ExecResult, status: Status, timeout: Option<Duration>) {
    let what = stop_reason(status, timeout);
    result.status = status;
    result.exit_code = Some(stop_code(status));
    result.error = Some(stop_kind(status).error(
        format!(
            "{what}; the code did not stop when interrupted, so the session was killed: its state is lost and the next execution starts a fresh session"
        ),
    ));
}

/// The kind of a stop: a timeout, else a cancellation.
fn stop_kind(status: Status) -> ErrorKind {
    if status == Status::Timeout {
        ErrorKind::Timeout
    } else {
        ErrorKind::Cancelled
    }
}

fn stop_reason(status: Status, timeout: Option<Duration>) -> String {
    match status {
        Status::Timeout => format!(
            "execution exceeded the timeout of {} s",
            timeout.map(|t| t.as_secs_f64()).unwrap_or_default()
        ),
        _ => "execution was cancelled".to_string(),
    }
}

fn stop_code(status: Status) -> i32 {
    if status == Status::Timeout {
        exit_codes::TIMEOUT
    } else {
        exit_codes::CANCELLED
    }
}

async fn read_frame(reader: &mut (dyn AsyncRead + Unpin + Send)) -> Result<Frame, FrameError> {
    let mut head = [0u8; 4];
    reader
        .read_exact(&mut head)
        .await
        .map_err(FrameError::Closed)?;
    let size = u32::from_be_bytes(head) as usize;
    if size > MAX_FRAME {
        return Err(FrameError::Invalid(format!(
            "a frame of {size} bytes, larger than any the driver sends"
        )));
    }
    let mut body = vec![0u8; size];
    reader
        .read_exact(&mut body)
        .await
        .map_err(FrameError::Closed)?;
    serde_json::from_slice(&body).map_err(|e| FrameError::Invalid(format!("a bad frame: {e}")))
}

async fn write_frame(
    writer: &mut (dyn AsyncWrite + Unpin + Send),
    value: &serde_json::Value,
) -> std::io::Result<()> {
    let body = serde_json::to_vec(value).map_err(std::io::Error::other)?;
    let size = u32::try_from(body.len()).map_err(|_| std::io::Error::other("code too large"))?;
    writer.write_all(&size.to_be_bytes()).await?;
    writer.write_all(&body).await?;
    writer.flush().await
}
