//! Running one launched program to its end: stdout and stderr captured separately up to a
//! cap, and a timeout or cancellation that kills everything it started while keeping the
//! output produced so far; then the ending as an [`ExecResult`], the same for every backend.

use std::time::{Duration, Instant};

use belljar::output::OutputBuffer;
use belljar::result::exit_codes;
use belljar::traceback::parse_python_traceback;
use belljar::{CancellationToken, ErrorKind, Event, EventSink, ExecResult, Status, Stream};
use tokio::io::{AsyncRead, AsyncReadExt};

use crate::{Command, LaunchError, Launched, Launcher};

/// How a program ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// It exited with this code.
    Exited(i32),
    /// It was killed by this signal (not by Belljar).
    Signaled(i32),
    /// The sandbox's memory limit killed it.
    OutOfMemory,
    /// Belljar killed it when the timeout passed.
    TimedOut,
    /// Belljar killed it because the caller cancelled.
    Cancelled,
}

/// What one run produced.
#[derive(Debug)]
pub struct Finished {
    /// How it ended.
    pub ending: Ending,
    /// Captured stdout, capped.
    pub stdout: OutputBuffer,
    /// Captured stderr, capped.
    pub stderr: OutputBuffer,
    /// Wall-clock time from launch to the end.
    pub elapsed: Duration,
}

/// How long to keep reading output after the program ended and everything it started was
/// killed: only a process that escaped (possible without the sandbox) could hold the pipes.
const DRAIN_GRACE: Duration = Duration::from_millis(200);

/// Run a launched program to its end, the timeout, or cancellation; its output also goes to
/// `events` as it arrives, when given.
pub async fn run(
    launched: Launched,
    timeout: Option<Duration>,
    max_output: usize,
    events: Option<&EventSink>,
    cancel: &CancellationToken,
) -> Finished {
    let started = Instant::now();
    let Launched {
        stdin,
        stdout,
        stderr,
        mut control,
        ..
    } = launched;
    drop(stdin);
    let stdout = pump(stdout, max_output, Stream::Stdout, events);
    let stderr = pump(stderr, max_output, Stream::Stderr, events);
    let timeout = async {
        match timeout {
            Some(limit) => tokio::time::sleep(limit).await,
            None => std::future::pending().await,
        }
    };
    let ending = tokio::select! {
        exit = control.wait() => match exit {
            Some(exit) if exit.oom_killed => Ending::OutOfMemory,
            Some(exit) => match (exit.code, exit.signal) {
                (Some(code), _) => Ending::Exited(code),
                (None, Some(signal)) => Ending::Signaled(signal),
                (None, None) => Ending::Exited(-1),
            },
            None => Ending::Exited(-1),
        },
        () = timeout => Ending::TimedOut,
        () = cancel.cancelled() => Ending::Cancelled,
    };
    // Whatever happened, nothing the block started outlives it.
    control.kill().await;
    let stdout = collect(stdout, max_output, Stream::Stdout, events).await;
    let stderr = collect(stderr, max_output, Stream::Stderr, events).await;
    Finished {
        ending,
        stdout,
        stderr,
        elapsed: started.elapsed(),
    }
}

type Pump = tokio::task::JoinHandle<OutputBuffer>;

/// Read a stream to its end into a capped buffer (sending it to `events` as it arrives), on
/// its own task so both streams drain at once.
fn pump(
    mut reader: Box<dyn AsyncRead + Unpin + Send>,
    cap: usize,
    stream: Stream,
    events: Option<&EventSink>,
) -> Pump {
    let mut buffer = OutputBuffer::live(cap, stream, events);
    tokio::spawn(async move {
        let mut chunk = vec![0u8; 64 * 1024];
        loop {
            match reader.read(&mut chunk).await {
                Ok(0) | Err(_) => break,
                Ok(n) => buffer.push(&chunk[..n]),
            }
        }
        buffer.end_events();
        buffer
    })
}

/// Wait for a pump to finish, but no longer than [`DRAIN_GRACE`].
async fn collect(
    mut pump: Pump,
    cap: usize,
    stream: Stream,
    events: Option<&EventSink>,
) -> OutputBuffer {
    match tokio::time::timeout(DRAIN_GRACE, &mut pump).await {
        Ok(Ok(buffer)) => buffer,
        _ => {
            pump.abort();
            let note = "\n[belljar: output stream still held open by a detached process; reading stopped]\n";
            if let Some(sink) = events {
                sink.emit(Event::text(stream, note));
            }
            let mut buffer = OutputBuffer::new(cap);
            buffer.push(note.as_bytes());
            buffer
        }
    }
}

/// Turn a finished program into an [`ExecResult`]: exit 0 is `ok`; another exit is an
/// error (a Python traceback on stderr read as the error, for Python blocks saved as
/// `file_name`); a signal, the memory limit, the timeout and a cancellation each have their
/// own status and kind.
pub fn to_result(
    language: &str,
    file_name: &str,
    finished: Finished,
    timeout: Option<Duration>,
) -> ExecResult {
    let (stdout, stdout_truncated) = finished.stdout.finish();
    let (stderr, stderr_truncated) = finished.stderr.finish();
    let mut result = ExecResult::new(Status::Ok, language);
    match finished.ending {
        Ending::Exited(0) => {
            result.exit_code = Some(exit_codes::OK);
        }
        Ending::Exited(code) => {
            result.status = Status::Error;
            result.exit_code = Some(code);
            let python_error = (language == "python")
                .then(|| parse_python_traceback(&stderr, Some(file_name)))
                .flatten();
            result.error = Some(python_error.unwrap_or_else(|| {
                ErrorKind::NonZeroExit.error(format!("the program exited with code {code}"))
            }));
        }
        Ending::OutOfMemory => {
            result.status = Status::LimitExceeded;
            result.exit_code = Some(exit_codes::LIMIT_EXCEEDED);
            result.error = Some(
                ErrorKind::MemoryLimitExceeded
                    .error("the program exceeded the memory limit and was killed"),
            );
        }
        Ending::Signaled(signal) => {
            result.status = Status::Error;
            result.exit_code = Some(128 + signal);
            result.error = Some(
                ErrorKind::KilledBySignal
                    .error(format!("the program was killed by signal {signal}")),
            );
        }
        Ending::TimedOut => {
            let secs = timeout.map(|t| t.as_secs_f64()).unwrap_or_default();
            result.status = Status::Timeout;
            result.exit_code = Some(exit_codes::TIMEOUT);
            result.error = Some(ErrorKind::Timeout.error(format!(
                "execution exceeded the timeout of {secs} s and was stopped"
            )));
        }
        Ending::Cancelled => {
            result.status = Status::Cancelled;
            result.exit_code = Some(exit_codes::CANCELLED);
            result.error = Some(ErrorKind::Cancelled.error("execution was cancelled"));
        }
    }
    result.stdout = stdout;
    result.stderr = stderr;
    result.stdout_truncated = stdout_truncated;
    result.stderr_truncated = stderr_truncated;
    result.duration_secs = finished.elapsed.as_secs_f64();
    result
}

/// Launch `command` with `launcher` and run it to its end ([`run`]), as the result of a block
/// of `language` saved as `file_name` ([`to_result`]), with the launcher's isolation report.
/// A launch that fails is an error result too (its kind says why).
#[allow(clippy::too_many_arguments)]
pub async fn run_program(
    launcher: &mut dyn Launcher,
    command: &Command,
    language: &str,
    file_name: &str,
    timeout: Option<Duration>,
    max_output: usize,
    events: Option<&EventSink>,
    cancel: &CancellationToken,
) -> ExecResult {
    let launched = match launcher.launch(command).await {
        Ok(launched) => launched,
        Err(error) => return LaunchError::into_result(error, language),
    };
    let isolation = launched.isolation.clone();
    let finished = run(launched, timeout, max_output, events, cancel).await;
    let mut result = to_result(language, file_name, finished, timeout);
    result.isolation = Some(isolation);
    result
}
