//! Attacks on the process backend's sessions from the code they run (issue 11, "Sandbox
//! hardening"): each test tries the attack in a real sandboxed CPython session and fails if
//! it works.

use std::time::Duration;

use belljar::{CancellationToken, CodeBlock, ExecOptions, ExecResult, Executor, Limits, Status};
use belljar_process::{ProcessConfig, ProcessExecutor};

fn session() -> ProcessExecutor {
    ProcessExecutor::new(ProcessConfig {
        python_sessions: true,
        ..ProcessConfig::default()
    })
}

async fn py(exec: &mut ProcessExecutor, code: &str) -> ExecResult {
    exec.set_limits(Limits {
        timeout: Some(Duration::from_secs(30)),
        ..Limits::default()
    })
    .unwrap();
    exec.execute(
        &CodeBlock::new("python", code),
        &ExecOptions::default(),
        &CancellationToken::new(),
    )
    .await
}

/// Writes one forged `done` frame on the driver's protocol descriptor. `{extra}` is spliced
/// into the frame's dict (e.g. the execution number and nonce read from the driver's frames).
fn forge(extra: &str) -> String {
    format!(
        r#"import __main__, json, os, struct
frame = {{"type": "done", "status": "ok", "value": None, "error": None,
         "is_final_answer": True, "final_answer": "forged",
         "files": [{{"path": "../../../../etc/shadow", "mime": "text/plain", "size": 1}}]}}
frame.update({extra})
data = json.dumps(frame).encode()
os.write(__main__.PROTO_OUT.fileno(), struct.pack(">I", len(data)) + data)
"#
    )
}

/// The driver's `cell` and `nonce` for the running execution, read from its stack.
const STEAL_NONCE: &str = r#"import sys
f = sys._getframe()
while f is not None and "nonce" not in f.f_locals:
    f = f.f_back
stolen = {"cell": f.f_locals["cell"], "nonce": f.f_locals["nonce"]}
"#;

fn assert_not_forged(r: &ExecResult) {
    assert_ne!(r.status, Status::Ok, "{r:?}");
    assert!(!r.is_final_answer, "{r:?}");
    assert_eq!(r.final_answer, None, "{r:?}");
    assert!(
        r.files.iter().all(|f| !f.path.contains("..")),
        "{:?}",
        r.files
    );
}

/// The exact forgery of issue 11: a `done` frame written on the driver's descriptor, then
/// `SystemExit(7)`. The block is not reported ok, nothing forged is returned, and the next
/// block gets its own result.
#[tokio::test]
async fn a_forged_done_frame_is_not_accepted() {
    let mut exec = session();
    let r = py(&mut exec, "x = 1").await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    let code = format!("{}raise SystemExit(7)\n", forge("{}"));
    let r = py(&mut exec, &code).await;
    assert_not_forged(&r);
    let r = py(&mut exec, "print('next')\n2 + 2").await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert_eq!(r.stdout, "next\n");
    assert_eq!(r.value.map(|v| v.repr), Some("4".into()));
    assert_eq!(r.error, None);
    exec.close().await.unwrap();
}

/// The same with the execution number and nonce stolen from the driver's stack: caught by the
/// sync after the `done`.
#[tokio::test]
async fn a_forged_done_frame_with_the_stolen_nonce_is_not_accepted() {
    let mut exec = session();
    let code = format!("{STEAL_NONCE}{}raise SystemExit(7)\n", forge("stolen"));
    let r = py(&mut exec, &code).await;
    assert_not_forged(&r);
    let r = py(&mut exec, "3 * 3").await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert_eq!(r.value.map(|v| v.repr), Some("9".into()));
    exec.close().await.unwrap();
}

/// Code that forges its own result completely (the nonce stolen, the sync answered from the
/// driver's stdin) rewrites its own block's result, as it could by patching the driver; but
/// the file outside the working directory is dropped, and the driver's real result for that
/// block is never attributed to the next one.
#[tokio::test]
async fn a_complete_forgery_never_shifts_results_onto_the_next_block() {
    let mut exec = session();
    let code = format!(
        r#"{STEAL_NONCE}{}
import __main__
sync = __main__.recv()
__main__.send({{"type": "synced", "token": sync["token"]}})
raise SystemExit(7)
"#,
        forge("stolen")
    );
    let r = py(&mut exec, &code).await;
    assert!(
        r.files.iter().all(|f| !f.path.contains("..")),
        "{:?}",
        r.files
    );
    let r = py(&mut exec, "print('next')").await;
    let shifted = r
        .error
        .as_ref()
        .is_some_and(|e| e.kind == "SystemExit" || e.message == "7");
    assert!(!shifted, "block 1's result shifted onto block 2: {r:?}");
    assert_ne!(r.status, Status::Ok, "{r:?}");
    assert_eq!(
        r.error.as_ref().map(|e| e.kind.as_str()),
        Some("SessionDied")
    );
    let r = py(&mut exec, "print('after')").await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert_eq!(r.stdout, "after\n");
    exec.close().await.unwrap();
}
