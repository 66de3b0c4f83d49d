//! Running one launched program to its end: stdout and stderr captured separately up to a
//! cap, and a timeout or cancellation that kills everything it started while keeping the
//! output produced so far.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use belljar::output::OutputBuffer;
use belljar::{CancellationToken, Event, EventSink, Stream};
use tokio::io::{AsyncRead, AsyncReadExt};

use crate::launch::Launched;

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

/// The environment a block gets: a minimal `PATH` (the interpreter's directory first),
/// `HOME` set to the working directory, `LANG=C.UTF-8`, then the caller's variables. (In the
/// sandbox, `PATH` and `HOME` are replaced by the sandbox's own.)
pub fn minimal_env(
    interpreter: &Path,
    workdir: &Path,
    extra: &BTreeMap<String, String>,
) -> BTreeMap<String, String> {
    let mut path_dirs: Vec<PathBuf> = Vec::new();
    if let Some(dir) = interpreter.parent() {
        path_dirs.push(dir.to_path_buf());
    }
    for dir in ["/usr/local/bin", "/usr/bin", "/bin"] {
        let dir = PathBuf::from(dir);
        if !path_dirs.contains(&dir) {
            path_dirs.push(dir);
        }
    }
    let path = std::env::join_paths(path_dirs)
        .map(|p| p.to_string_lossy().into_owned())
        .unwrap_or_else(|_| "/usr/local/bin:/usr/bin:/bin".to_string());
    let mut env = BTreeMap::new();
    env.insert("PATH".to_string(), path);
    env.insert("HOME".to_string(), workdir.to_string_lossy().into_owned());
    env.insert("LANG".to_string(), "C.UTF-8".to_string());
    env.insert("PYTHONUNBUFFERED".to_string(), "1".to_string());
    env.insert("PYTHONDONTWRITEBYTECODE".to_string(), "1".to_string());
    for (key, value) in extra {
        env.insert(key.clone(), value.clone());
    }
    env
}
