//! [`run`]: start a sandboxed program, feed it stdin, collect capped stdout/stderr and wait —
//! the one-shot path of a process backend in a single call.

use tokio::io::{AsyncRead, AsyncReadExt, AsyncWriteExt};

use crate::{Enforcement, ExitStatus, SandboxConfig, SandboxError, spawn};

/// Everything a finished one-shot run produced.
#[derive(Clone, Debug)]
pub struct Output {
    /// Standard output, at most `max_output_bytes`.
    pub stdout: Vec<u8>,
    /// Standard error, at most `max_output_bytes`.
    pub stderr: Vec<u8>,
    /// Whether stdout had more bytes than were kept.
    pub stdout_truncated: bool,
    /// Whether stderr had more bytes than were kept.
    pub stderr_truncated: bool,
    /// How the program ended.
    pub status: ExitStatus,
    /// What the sandbox enforced.
    pub enforcement: Enforcement,
}

/// Reads `r` to the end, keeping the first `max` bytes and draining (discarding) the rest so
/// the program never blocks on a full pipe.
async fn read_capped<R: AsyncRead + Unpin + ?Sized>(r: &mut R, max: usize) -> (Vec<u8>, bool) {
    let mut kept = Vec::new();
    let mut truncated = false;
    let mut buf = vec![0u8; 64 * 1024];
    loop {
        match r.read(&mut buf).await {
            Ok(0) | Err(_) => break,
            Ok(n) => {
                let room = max.saturating_sub(kept.len());
                if n > room {
                    truncated = true;
                }
                kept.extend_from_slice(&buf[..n.min(room)]);
            }
        }
    }
    (kept, truncated)
}

/// Runs `program` in a sandbox to completion: writes `stdin` then closes it, keeps at most
/// `max_output_bytes` of each output stream (reporting truncation), and waits; the wall
/// timeout of `config.limits` applies.
pub async fn run(
    program: &str,
    args: &[String],
    config: &SandboxConfig,
    stdin: &[u8],
    max_output_bytes: usize,
) -> Result<Output, SandboxError> {
    let mut child = spawn(program, args, config).await?;
    let mut input = child.stdin.take();
    let mut out = child.stdout.take();
    let mut err = child.stderr.take();
    let feed = async {
        if let Some(w) = input.as_mut() {
            // The program may exit without reading: a broken pipe is not an error here.
            let _ = w.write_all(stdin).await;
            let _ = w.shutdown().await;
        }
        drop(input);
    };
    let read_out = async {
        match out.as_mut() {
            Some(r) => read_capped(r, max_output_bytes).await,
            None => (Vec::new(), false),
        }
    };
    let read_err = async {
        match err.as_mut() {
            Some(r) => read_capped(r, max_output_bytes).await,
            None => (Vec::new(), false),
        }
    };
    let ((), (stdout, stdout_truncated), (stderr, stderr_truncated)) =
        tokio::join!(feed, read_out, read_err);
    let status = child.wait().await?;
    Ok(Output {
        stdout,
        stderr,
        stdout_truncated,
        stderr_truncated,
        status,
        enforcement: child.enforcement().clone(),
    })
}
