//! The seam without any process: a fake [`Launcher`] whose "program" is a task writing to
//! in-memory pipes. Checks what every backend inherits — the ending mapped to a result,
//! partial output and the kill on a timeout, launch errors, and the session protocol's
//! interrupt that keeps the state.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use async_trait::async_trait;
use belljar::{CancellationToken, ErrorKind, Isolation, Status};
use belljar_launch::session::PythonSession;
use belljar_launch::{ChildControl, ChildExit, Command, LaunchError, Launched, Launcher, oneshot};
use tokio::io::{AsyncReadExt, AsyncWriteExt, DuplexStream};
use tokio::sync::watch;

/// A fake child: it exits when its script sends an exit, or when killed.
struct FakeChild {
    exit: watch::Receiver<Option<ChildExit>>,
    exit_tx: Arc<watch::Sender<Option<ChildExit>>>,
    interrupted: Arc<AtomicBool>,
    killed: Arc<AtomicBool>,
}

#[async_trait]
impl ChildControl for FakeChild {
    fn interrupt(&mut self) {
        self.interrupted.store(true, Ordering::SeqCst);
    }
    async fn kill(&mut self) {
        self.killed.store(true, Ordering::SeqCst);
        let _ = self.exit_tx.send(Some(ChildExit {
            code: None,
            signal: Some(9),
            oom_killed: false,
        }));
    }
    async fn wait(&mut self) -> Option<ChildExit> {
        let exit = self.exit.wait_for(Option::is_some).await.ok()?;
        *exit
    }
}

/// What the fake program gets: its stdin to read, stdout and stderr to write, a way to exit,
/// and whether it was interrupted.
struct Program {
    stdin: DuplexStream,
    stdout: DuplexStream,
    stderr: DuplexStream,
    exit: Arc<watch::Sender<Option<ChildExit>>>,
    interrupted: Arc<AtomicBool>,
}

type Script = Box<dyn FnOnce(Program) -> tokio::task::JoinHandle<()> + Send>;

struct FakeLauncher {
    script: Option<Script>,
    killed: Arc<AtomicBool>,
}

impl FakeLauncher {
    fn new(script: Script) -> Self {
        FakeLauncher {
            script: Some(script),
            killed: Arc::default(),
        }
    }
}

#[async_trait]
impl Launcher for FakeLauncher {
    async fn launch(&mut self, _command: &Command) -> Result<Launched, LaunchError> {
        let script = self
            .script
            .take()
            .ok_or_else(|| LaunchError::new(ErrorKind::OsError, "launched twice"))?;
        let (stdin_w, stdin_r) = tokio::io::duplex(1 << 16);
        let (stdout_w, stdout_r) = tokio::io::duplex(1 << 16);
        let (stderr_w, stderr_r) = tokio::io::duplex(1 << 16);
        let (exit_tx, exit) = watch::channel(None);
        let exit_tx = Arc::new(exit_tx);
        let interrupted = Arc::new(AtomicBool::new(false));
        script(Program {
            stdin: stdin_r,
            stdout: stdout_w,
            stderr: stderr_w,
            exit: exit_tx.clone(),
            interrupted: interrupted.clone(),
        });
        Ok(Launched {
            stdin: Box::new(stdin_w),
            stdout: Box::new(stdout_r),
            stderr: Box::new(stderr_r),
            control: Box::new(FakeChild {
                exit,
                exit_tx,
                interrupted,
                killed: self.killed.clone(),
            }),
            isolation: Isolation::default(),
        })
    }
}

fn command() -> Command {
    Command {
        program: "fake".into(),
        args: Vec::new(),
        workdir: "/".into(),
        env: Default::default(),
        wall: None,
    }
}

fn exited(code: i32) -> Option<ChildExit> {
    Some(ChildExit {
        code: Some(code),
        signal: None,
        oom_killed: false,
    })
}

async fn run(
    launcher: &mut dyn Launcher,
    language: &str,
    timeout: Duration,
) -> belljar::ExecResult {
    oneshot::run_program(
        launcher,
        &command(),
        language,
        "block_1.py",
        Some(timeout),
        1 << 20,
        None,
        &CancellationToken::new(),
    )
    .await
}

#[tokio::test]
async fn an_exit_becomes_a_result_with_its_output_and_traceback() {
    let mut launcher = FakeLauncher::new(Box::new(|mut p: Program| {
        tokio::spawn(async move {
            p.stdout.write_all(b"partial\n").await.unwrap();
            let traceback = "Traceback (most recent call last):\n  File \"block_1.py\", line 2, in <module>\nZeroDivisionError: division by zero\n";
            p.stderr.write_all(traceback.as_bytes()).await.unwrap();
            drop((p.stdout, p.stderr));
            let _ = p.exit.send(exited(1));
        })
    }));
    let r = run(&mut launcher, "python", Duration::from_secs(5)).await;
    assert_eq!(r.status, Status::Error);
    assert_eq!(r.exit_code, Some(1));
    assert_eq!(r.stdout, "partial\n");
    let error = r.error.expect("an error");
    assert_eq!(error.kind, "ZeroDivisionError");
    assert_eq!(error.line, Some(2));
    assert!(
        r.isolation.is_some(),
        "the launcher's isolation is reported"
    );
}

#[tokio::test]
async fn a_timeout_kills_and_keeps_the_partial_output() {
    let mut launcher = FakeLauncher::new(Box::new(|mut p: Program| {
        tokio::spawn(async move {
            p.stdout.write_all(b"before the timeout\n").await.unwrap();
            // Runs until killed; the pipes close with the "process".
            let mut exit = p.exit.subscribe();
            let _ = exit.wait_for(Option::is_some).await;
        })
    }));
    let killed = launcher.killed.clone();
    let r = run(&mut launcher, "bash", Duration::from_millis(200)).await;
    assert_eq!(r.status, Status::Timeout);
    assert_eq!(r.stdout, "before the timeout\n");
    assert_eq!(r.error.expect("an error").kind, ErrorKind::Timeout.as_str());
    assert!(killed.load(Ordering::SeqCst));
}

#[tokio::test]
async fn a_launch_error_keeps_its_kind() {
    struct Refusing;
    #[async_trait]
    impl Launcher for Refusing {
        async fn launch(&mut self, _: &Command) -> Result<Launched, LaunchError> {
            Err(LaunchError::new(ErrorKind::BackendUnavailable, "no engine"))
        }
    }
    let r = run(&mut Refusing, "sh", Duration::from_secs(1)).await;
    assert_eq!(r.status, Status::Error);
    let error = r.error.expect("an error");
    assert_eq!(error.kind, "BackendUnavailable");
    assert_eq!(error.message, "no engine");
}

/// Writes one protocol frame.
async fn frame(out: &mut DuplexStream, value: serde_json::Value) {
    let body = serde_json::to_vec(&value).unwrap();
    out.write_all(&(body.len() as u32).to_be_bytes())
        .await
        .unwrap();
    out.write_all(&body).await.unwrap();
}

/// Reads one protocol frame.
async fn request(input: &mut DuplexStream) -> serde_json::Value {
    let mut head = [0u8; 4];
    input.read_exact(&mut head).await.unwrap();
    let mut body = vec![0u8; u32::from_be_bytes(head) as usize];
    input.read_exact(&mut body).await.unwrap();
    serde_json::from_slice(&body).unwrap()
}

#[tokio::test]
async fn a_session_interrupted_on_timeout_keeps_its_state() {
    // A fake driver: ready; the first exec answers with output and a value; the second
    // runs until interrupted, then answers with KeyboardInterrupt.
    let mut launcher = FakeLauncher::new(Box::new(|mut p: Program| {
        tokio::spawn(async move {
            frame(&mut p.stdout, serde_json::json!({"type": "ready"})).await;
            let first = request(&mut p.stdin).await;
            assert_eq!(first["code"], "x = 1\nx");
            frame(
                &mut p.stdout,
                serde_json::json!({"type": "stdout", "data": "out\n"}),
            )
            .await;
            frame(
                &mut p.stdout,
                serde_json::json!({"type": "done", "status": "ok", "value": {"repr": "1", "json": 1}, "error": null}),
            )
            .await;
            request(&mut p.stdin).await;
            while !p.interrupted.load(Ordering::SeqCst) {
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
            frame(
                &mut p.stdout,
                serde_json::json!({"type": "done", "status": "error", "value": null,
                    "error": {"type": "KeyboardInterrupt", "message": "", "line": 1, "traceback": null}}),
            )
            .await;
            let mut exit = p.exit.subscribe();
            let _ = exit.wait_for(Option::is_some).await;
        })
    }));
    let mut session = PythonSession::launch(&mut launcher, &command())
        .await
        .expect("the fake driver is ready");
    let cancel = CancellationToken::new();
    let (r, alive) = session
        .execute(
            "x = 1\nx",
            Some(Duration::from_secs(5)),
            1 << 20,
            None,
            &cancel,
        )
        .await;
    assert!(alive);
    assert_eq!(r.status, Status::Ok);
    assert_eq!(r.stdout, "out\n");
    assert_eq!(r.value.map(|v| v.repr), Some("1".into()));
    let (r, alive) = session
        .execute(
            "while True: pass",
            Some(Duration::from_millis(100)),
            1 << 20,
            None,
            &cancel,
        )
        .await;
    assert!(alive, "interrupted, not killed");
    assert_eq!(r.status, Status::Timeout);
    let message = r.error.expect("an error").message;
    assert!(message.contains("state is kept"), "{message}");
    session.kill().await;
}
