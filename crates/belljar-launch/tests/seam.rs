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

/// Reads the `sync` that follows a `done` and answers it.
async fn answer_sync(p: &mut Program) {
    let sync = request(&mut p.stdin).await;
    assert_eq!(sync["op"], "sync");
    frame(
        &mut p.stdout,
        serde_json::json!({"type": "synced", "token": sync["token"]}),
    )
    .await;
}

/// A `done` frame for `request` claiming success and a final answer, with `files`.
fn done_ok(
    request: &serde_json::Value,
    answer: &str,
    files: serde_json::Value,
) -> serde_json::Value {
    serde_json::json!({"type": "done", "cell": request["cell"], "nonce": request["nonce"],
        "status": "ok", "value": null, "error": null, "is_final_answer": true,
        "final_answer": answer, "files": files})
}

/// A `done` frame for `request` reporting `SystemExit(7)`.
fn done_exit7(request: &serde_json::Value) -> serde_json::Value {
    serde_json::json!({"type": "done", "cell": request["cell"], "nonce": request["nonce"],
        "status": "error", "value": null, "is_final_answer": false, "final_answer": null,
        "files": [], "error": {"type": "SystemExit", "message": "7", "line": null, "traceback": null}})
}

async fn launch_fake(script: Script) -> PythonSession {
    let mut launcher = FakeLauncher::new(script);
    PythonSession::launch(&mut launcher, &command())
        .await
        .expect("the fake driver is ready")
}

async fn exec(session: &mut PythonSession, code: &str) -> (belljar::ExecResult, bool) {
    session
        .execute(
            code,
            Some(Duration::from_secs(5)),
            1 << 20,
            None,
            &CancellationToken::new(),
        )
        .await
}

/// The forgery of issue 11 as the code could write it on the driver's descriptor (a `done`
/// that claims success, a final answer and a file outside the working directory) followed by
/// the driver's real `done` for a block that raised `SystemExit(7)`: forged without the nonce,
/// it is a protocol violation at once; the block is not reported ok.
#[tokio::test]
async fn a_forged_done_without_the_nonce_is_a_protocol_violation() {
    let mut session = launch_fake(Box::new(|mut p: Program| {
        tokio::spawn(async move {
            frame(&mut p.stdout, serde_json::json!({"type": "ready"})).await;
            let req = request(&mut p.stdin).await;
            let mut forged = done_ok(
                &req,
                "forged",
                serde_json::json!([{"path": "../../../../etc/shadow", "mime": "text/plain", "size": 1}]),
            );
            forged.as_object_mut().unwrap().remove("nonce");
            forged.as_object_mut().unwrap().remove("cell");
            frame(&mut p.stdout, forged).await;
            frame(&mut p.stdout, done_exit7(&req)).await;
            let mut exit = p.exit.subscribe();
            let _ = exit.wait_for(Option::is_some).await;
        })
    }))
    .await;
    let (r, alive) = exec(&mut session, "forge()").await;
    assert!(!alive, "a session that broke the protocol is replaced");
    assert_eq!(r.status, Status::Error);
    assert!(!r.is_final_answer);
    assert_eq!(r.final_answer, None);
    assert!(r.files.is_empty());
    let error = r.error.expect("an error");
    assert_eq!(error.kind, "SessionDied");
    assert!(
        error.message.contains("broke its protocol"),
        "{}",
        error.message
    );
}

/// A forged `done` that carries the right nonce (the code can read it from the driver's
/// memory) is still caught: the driver's real `done` arrives where the `synced` echo must.
#[tokio::test]
async fn a_forged_done_with_the_nonce_is_caught_by_the_sync() {
    let mut session = launch_fake(Box::new(|mut p: Program| {
        tokio::spawn(async move {
            frame(&mut p.stdout, serde_json::json!({"type": "ready"})).await;
            let req = request(&mut p.stdin).await;
            frame(
                &mut p.stdout,
                done_ok(&req, "forged", serde_json::json!([])),
            )
            .await;
            frame(&mut p.stdout, done_exit7(&req)).await;
            let sync = request(&mut p.stdin).await;
            frame(
                &mut p.stdout,
                serde_json::json!({"type": "synced", "token": sync["token"]}),
            )
            .await;
            let mut exit = p.exit.subscribe();
            let _ = exit.wait_for(Option::is_some).await;
        })
    }))
    .await;
    let (r, alive) = exec(&mut session, "forge()").await;
    assert!(!alive);
    assert_eq!(r.status, Status::Error);
    assert_eq!(r.final_answer, None);
    assert_eq!(r.error.expect("an error").kind, "SessionDied");
}

/// Code that forges a `done` with the nonce and answers the `sync` itself rewrites its own
/// block's result (as it could by patching the driver); the driver's real `done` for that
/// block is then never attributed to the next block: the next block reports the violation.
/// Paths in any result stay inside the working directory.
#[tokio::test]
async fn a_late_real_done_is_never_attributed_to_the_next_block() {
    let mut session = launch_fake(Box::new(|mut p: Program| {
        tokio::spawn(async move {
            frame(&mut p.stdout, serde_json::json!({"type": "ready"})).await;
            let req = request(&mut p.stdin).await;
            let files = serde_json::json!([
                {"path": "../../../../etc/shadow", "mime": "text/plain", "size": 1},
                {"path": "/etc/passwd", "mime": "text/plain", "size": 1},
                {"path": "outputs/./a/../fig.png", "mime": "image/png", "size": 3}
            ]);
            frame(&mut p.stdout, done_ok(&req, "forged", files)).await;
            answer_sync(&mut p).await;
            frame(&mut p.stdout, done_exit7(&req)).await;
            let next = request(&mut p.stdin).await;
            assert_eq!(next["op"], "exec");
            assert_ne!(next["nonce"], req["nonce"]);
            let mut exit = p.exit.subscribe();
            let _ = exit.wait_for(Option::is_some).await;
        })
    }))
    .await;
    let (r, alive) = exec(&mut session, "forge()").await;
    assert!(alive);
    assert_eq!(r.final_answer, Some(serde_json::json!("forged")));
    let paths: Vec<&str> = r.files.iter().map(|f| f.path.as_str()).collect();
    assert_eq!(paths, ["outputs/fig.png"]);
    assert!(
        r.stderr.contains("dropped a result file outside"),
        "{}",
        r.stderr
    );
    let (r, alive) = exec(&mut session, "print('next')").await;
    assert!(!alive);
    assert_eq!(r.status, Status::Error);
    let error = r.error.expect("an error");
    assert_eq!(
        error.kind, "SessionDied",
        "not block 1's SystemExit: {error:?}"
    );
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
                serde_json::json!({"type": "done", "cell": first["cell"], "nonce": first["nonce"],
                    "status": "ok", "value": {"repr": "1", "json": 1}, "error": null}),
            )
            .await;
            answer_sync(&mut p).await;
            let second = request(&mut p.stdin).await;
            while !p.interrupted.load(Ordering::SeqCst) {
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
            frame(
                &mut p.stdout,
                serde_json::json!({"type": "done", "cell": second["cell"], "nonce": second["nonce"],
                    "status": "error", "value": null,
                    "error": {"type": "KeyboardInterrupt", "message": "", "line": 1, "traceback": null}}),
            )
            .await;
            answer_sync(&mut p).await;
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
