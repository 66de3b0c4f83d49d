//! The engine's attached streams as the seam's byte streams: the multiplexed output of an
//! attach or exec (stdout and stderr frames on one connection) split into two readers, and
//! its input as a writer.

use std::pin::Pin;

use bollard::container::LogOutput;
use futures_util::{Stream, StreamExt};
use tokio::io::{AsyncRead, AsyncWrite, AsyncWriteExt};
use tokio::sync::watch;

/// What one attached connection gives the seam.
pub struct Attached {
    /// The program's stdin.
    pub stdin: Box<dyn AsyncWrite + Unpin + Send>,
    /// Its stdout.
    pub stdout: Box<dyn AsyncRead + Unpin + Send>,
    /// Its stderr.
    pub stderr: Box<dyn AsyncRead + Unpin + Send>,
    /// Becomes `true` when the engine closed the output (the program ended, or the
    /// connection broke).
    pub ended: watch::Receiver<bool>,
}

/// How much output may wait in each pipe before the engine's stream is no longer read (and
/// so, through the engine, the program is slowed down rather than buffered without bound).
const PIPE_BYTES: usize = 256 * 1024;

/// Splits the engine's output stream into stdout and stderr on a task of its own.
pub fn split<S, E>(output: Pin<Box<S>>, input: Pin<Box<dyn AsyncWrite + Send>>) -> Attached
where
    S: Stream<Item = Result<LogOutput, E>> + Send + ?Sized + 'static,
    E: Send + 'static,
{
    let (mut out_w, out_r) = tokio::io::duplex(PIPE_BYTES);
    let (mut err_w, err_r) = tokio::io::duplex(PIPE_BYTES);
    let (ended_tx, ended) = watch::channel(false);
    tokio::spawn(async move {
        let mut output = output;
        // A reader that went away (its side was dropped) no longer gets data; the other
        // stream is still read to its end.
        let (mut out_open, mut err_open) = (true, true);
        while let Some(Ok(frame)) = output.next().await {
            match frame {
                LogOutput::StdOut { message } | LogOutput::Console { message } => {
                    if out_open && out_w.write_all(&message).await.is_err() {
                        out_open = false;
                    }
                }
                LogOutput::StdErr { message } => {
                    if err_open && err_w.write_all(&message).await.is_err() {
                        err_open = false;
                    }
                }
                LogOutput::StdIn { .. } => {}
            }
        }
        drop(out_w);
        drop(err_w);
        let _ = ended_tx.send(true);
    });
    Attached {
        stdin: Box::new(input),
        stdout: Box::new(out_r),
        stderr: Box::new(err_r),
        ended,
    }
}

/// Waits until `ended` says the output closed.
pub async fn wait_ended(ended: &mut watch::Receiver<bool>) {
    let _ = ended.wait_for(|ended| *ended).await;
}
