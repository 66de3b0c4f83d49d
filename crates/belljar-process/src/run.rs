//! Running one program as a subprocess: its own process group, a minimal environment,
//! stdout and stderr captured separately up to a cap, and a timeout or cancellation that kills
//! the whole group — grandchildren included — while keeping the output produced so far.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::{Duration, Instant};

use belljar::CancellationToken;
use belljar::output::OutputBuffer;
use tokio::io::{AsyncRead, AsyncReadExt};
use tokio::process::Command;

/// How a subprocess ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// It exited with this code.
    Exited(i32),
    /// It was killed by this signal (not by Belljar).
    Signaled(i32),
    /// Belljar killed it when the timeout passed.
    TimedOut,
    /// Belljar killed it because the caller cancelled.
    Cancelled,
}

/// What one subprocess run produced.
#[derive(Debug)]
pub struct Finished {
    /// How it ended.
    pub ending: Ending,
    /// Captured stdout, capped.
    pub stdout: OutputBuffer,
    /// Captured stderr, capped.
    pub stderr: OutputBuffer,
    /// Wall-clock time from spawn to the end.
    pub elapsed: Duration,
}

/// What to run and how.
#[derive(Debug)]
pub struct Spawn<'a> {
    /// The program (absolute path).
    pub program: &'a Path,
    /// Its arguments.
    pub args: Vec<std::ffi::OsString>,
    /// The working directory.
    pub cwd: &'a Path,
    /// The complete environment: nothing else is inherited.
    pub env: BTreeMap<String, String>,
    /// Wall-clock limit.
    pub timeout: Option<Duration>,
    /// Cap on each output stream.
    pub max_output: usize,
}

/// How long to keep reading output after the main process ended and its group was killed:
/// only a process that left the group (`setsid`) could still hold the pipes open.
const DRAIN_GRACE: Duration = Duration::from_millis(200);

/// Run the program to the end, the timeout, or cancellation.
pub async fn run(spec: Spawn<'_>, cancel: &CancellationToken) -> std::io::Result<Finished> {
    let started = Instant::now();
    let mut command = Command::new(spec.program);
    command
        .args(&spec.args)
        .current_dir(spec.cwd)
        .env_clear()
        .envs(&spec.env)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0)
        .kill_on_drop(true);
    let mut child = command.spawn()?;
    let pgid = child.id().map(|id| id as i32);
    let stdout = child.stdout.take().map(|s| pump(s, spec.max_output));
    let stderr = child.stderr.take().map(|s| pump(s, spec.max_output));

    let timeout = async {
        match spec.timeout {
            Some(limit) => tokio::time::sleep(limit).await,
            None => std::future::pending().await,
        }
    };
    let ending = tokio::select! {
        status = child.wait() => {
            let status = status?;
            use std::os::unix::process::ExitStatusExt;
            match (status.code(), status.signal()) {
                (Some(code), _) => Ending::Exited(code),
                (None, Some(signal)) => Ending::Signaled(signal),
                (None, None) => Ending::Exited(-1),
            }
        }
        () = timeout => Ending::TimedOut,
        () = cancel.cancelled() => Ending::Cancelled,
    };
    // Whatever happened, nothing the block started outlives it.
    if let Some(pgid) = pgid {
        kill_group(pgid);
    }
    let _ = child.kill().await;
    let stdout = collect(stdout, spec.max_output).await;
    let stderr = collect(stderr, spec.max_output).await;
    Ok(Finished {
        ending,
        stdout,
        stderr,
        elapsed: started.elapsed(),
    })
}

/// Send SIGKILL to every process in the group.
fn kill_group(pgid: i32) {
    // SAFETY: kill(2) with a negative pid signals a process group; it has no memory effects.
    unsafe {
        libc::kill(-pgid, libc::SIGKILL);
    }
}

type Pump = tokio::task::JoinHandle<OutputBuffer>;

/// Read a stream to its end into a capped buffer, on its own task so both streams drain at once.
fn pump<R: AsyncRead + Unpin + Send + 'static>(mut reader: R, cap: usize) -> Pump {
    tokio::spawn(async move {
        let mut buffer = OutputBuffer::new(cap);
        let mut chunk = vec![0u8; 64 * 1024];
        loop {
            match reader.read(&mut chunk).await {
                Ok(0) | Err(_) => break,
                Ok(n) => buffer.push(&chunk[..n]),
            }
        }
        buffer
    })
}

/// Wait for a pump to finish, but no longer than [`DRAIN_GRACE`].
async fn collect(pump: Option<Pump>, cap: usize) -> OutputBuffer {
    let Some(mut pump) = pump else {
        return OutputBuffer::new(cap);
    };
    match tokio::time::timeout(DRAIN_GRACE, &mut pump).await {
        Ok(Ok(buffer)) => buffer,
        _ => {
            pump.abort();
            let mut buffer = OutputBuffer::new(cap);
            buffer.push(b"\n[belljar: output stream still held open by a detached process; reading stopped]\n");
            buffer
        }
    }
}

/// The environment a block gets: a minimal `PATH` (the interpreter's directory first),
/// `HOME` set to the working directory, `LANG=C.UTF-8`, then the caller's variables.
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
