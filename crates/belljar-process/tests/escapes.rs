//! Attacks on the process backend's sessions from the code they run (issue 11, "Sandbox
//! hardening"): each test tries the attack in a real sandboxed CPython session and fails if
//! it works.

use std::time::Duration;

use belljar::{CancellationToken, CodeBlock, ExecOptions, ExecResult, Executor, Limits, Status};
use belljar_process::{ProcessConfig, ProcessExecutor, SandboxSettings, Sandboxing};

fn session() -> ProcessExecutor {
    ProcessExecutor::new(ProcessConfig {
        python_sessions: true,
        ..ProcessConfig::default()
    })
}

async fn py(exec: &mut ProcessExecutor, code: &str) -> ExecResult {
    run(exec, "python", code).await
}

async fn run(exec: &mut ProcessExecutor, language: &str, code: &str) -> ExecResult {
    exec.set_limits(Limits {
        timeout: Some(Duration::from_secs(30)),
        ..Limits::default()
    })
    .unwrap();
    exec.execute(
        &CodeBlock::new(language, code),
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

/// A Python session whose temporary working directory is limited to `bytes`.
fn disk_session(bytes: u64) -> ProcessExecutor {
    let settings = SandboxSettings {
        disk_bytes: Some(bytes),
        ..SandboxSettings::default()
    };
    ProcessExecutor::new(ProcessConfig {
        python_sessions: true,
        sandboxing: Sandboxing::Sandboxed(settings),
        ..ProcessConfig::default()
    })
}

/// The disk-filling attack of issue 11 (gigabytes and 200k files written to the working
/// directory on the host's disk): the working directory is a tmpfs of the asked size and
/// inodes, so the code gets ENOSPC past either — in a session and in a one-shot shell block —
/// and the session keeps working; the mount is gone after close.
#[tokio::test]
async fn the_working_directory_has_a_size_and_an_inode_limit() {
    let mut exec = disk_session(16 << 20);
    let code = r#"
import errno, os
try:
    with open("big", "wb") as f:
        for _ in range(32):
            f.write(b"x" * (1 << 20))
    print("wrote 32 MiB")
except OSError as e:
    print("bytes", errno.errorcode[e.errno])
os.remove("big")
n = 0
try:
    for n in range(5000):
        open("f%d" % n, "w").close()
    print("made 5000 files")
except OSError as e:
    print("inodes", errno.errorcode[e.errno], 1000 < n < 2100)
for name in os.listdir("."):
    os.remove(name)
"#;
    let r = py(&mut exec, code).await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert_eq!(
        r.stdout, "bytes ENOSPC\ninodes ENOSPC True\n",
        "{}",
        r.stderr
    );
    let disk = r
        .isolation
        .as_ref()
        .and_then(|i| i.limits.iter().find(|l| l.name == "disk_bytes"))
        .cloned()
        .expect("the disk limit is reported");
    assert_eq!(disk.requested, (16u64 << 20).to_string());
    assert_eq!(disk.enforced_by, ["tmpfs"], "{disk:?}");
    let r = run(
        &mut exec,
        "bash",
        "head -c 40000000 /dev/zero > big2 && echo wrote || echo refused",
    )
    .await;
    assert_eq!(r.stdout, "refused\n", "{r:?}");
    assert!(r.stderr.contains("No space left on device"), "{}", r.stderr);
    // Full of files, the directory cannot even take the next block's file: a clear error.
    let r = py(
        &mut exec,
        "for n in range(5000):\n    open('g%d' % n, 'w').close()",
    )
    .await;
    assert_eq!(r.status, Status::Error);
    let r = run(&mut exec, "bash", "echo hi").await;
    assert_eq!(r.status, Status::Error);
    let error = r.error.expect("an error");
    assert!(
        error.message.contains("No space left on device"),
        "{error:?}"
    );
    let r = py(
        &mut exec,
        "import os\nfor f in os.listdir('.'):\n    os.remove(f)\nopen('small', 'w').write('ok')\nprint(open('small').read())",
    )
    .await;
    assert_eq!(r.stdout, "ok\n", "{r:?}");
    let dir = exec.workdir().expect("open").to_path_buf();
    let mountinfo = std::fs::read_to_string("/proc/self/mountinfo").unwrap();
    assert!(
        mountinfo.contains(dir.to_str().unwrap()),
        "a tmpfs on {dir:?}"
    );
    exec.close().await.unwrap();
    assert!(!dir.exists(), "{dir:?} left behind");
    let mountinfo = std::fs::read_to_string("/proc/self/mountinfo").unwrap();
    assert!(
        !mountinfo.contains(dir.to_str().unwrap()),
        "{dir:?} still mounted"
    );
}

/// Without asking, a sandboxed session's temporary working directory has the default limit.
#[tokio::test]
async fn the_default_working_directory_is_limited() {
    let mut exec = session();
    let r = py(&mut exec, "1").await;
    let disk = r
        .isolation
        .as_ref()
        .and_then(|i| i.limits.iter().find(|l| l.name == "disk_bytes"))
        .cloned()
        .expect("the disk limit is reported");
    assert_eq!(
        disk.requested,
        belljar_process::DEFAULT_DISK_BYTES.to_string()
    );
    assert_eq!(disk.enforced_by, ["tmpfs"], "{disk:?}");
    exec.close().await.unwrap();
}
