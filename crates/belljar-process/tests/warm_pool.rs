//! Tests of the pool of pre-warmed Python sessions (`ProcessConfig::warm_sessions`): a warm
//! session is handed out fresh and at most once, one that died while it waited is discarded,
//! one prepared for another environment is not used, restart empties the temporary directory
//! and still works, and closing the executor kills the pooled sessions.

use std::collections::BTreeMap;
use std::path::Path;
use std::time::{Duration, Instant};

use belljar::{CancellationToken, CodeBlock, ExecOptions, ExecResult, Executor, Limits, Status};
use belljar_process::{ProcessConfig, ProcessExecutor, Sandboxing};

fn pooled(warm: usize, sandboxing: Sandboxing, workdir: Option<&Path>) -> ProcessExecutor {
    let memory = match sandboxing {
        Sandboxing::Sandboxed(_) => Limits::default().memory_bytes,
        Sandboxing::Unsandboxed => None,
    };
    ProcessExecutor::new(ProcessConfig {
        python_sessions: true,
        warm_sessions: warm,
        sandboxing,
        workdir: workdir.map(Path::to_path_buf),
        // Unsandboxed, nothing could enforce a memory limit.
        limits: Limits {
            memory_bytes: memory,
            ..Limits::default()
        },
        ..ProcessConfig::default()
    })
}

async fn py_env(
    exec: &mut ProcessExecutor,
    code: &str,
    env: BTreeMap<String, String>,
) -> ExecResult {
    let options = ExecOptions {
        env,
        ..ExecOptions::default()
    };
    exec.execute(
        &CodeBlock::new("python", code),
        &options,
        &CancellationToken::new(),
    )
    .await
}

async fn py(exec: &mut ProcessExecutor, code: &str) -> ExecResult {
    py_env(exec, code, BTreeMap::new()).await
}

/// Host pids of the (unsandboxed) processes whose current directory is `dir`.
fn pids_in(dir: &Path) -> Vec<i32> {
    let dir = dir.canonicalize().unwrap();
    std::fs::read_dir("/proc")
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().to_str()?.parse::<i32>().ok())
        .filter(|pid| {
            std::fs::read_link(format!("/proc/{pid}/cwd")).is_ok_and(|cwd| cwd == dir)
                && !is_zombie_or_gone(*pid)
        })
        .collect()
}

fn is_zombie_or_gone(pid: i32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        // The state follows the parenthesised command name.
        Ok(stat) => stat
            .rsplit_once(')')
            .is_some_and(|(_, rest)| rest.trim_start().starts_with('Z')),
        Err(_) => true,
    }
}

#[tokio::test]
async fn a_warm_session_is_ready_before_the_first_execution_and_is_fresh() {
    let mut exec = pooled(1, Sandboxing::default(), None);
    assert_eq!(exec.wait_warm().await.unwrap(), 1);
    let r = py(&mut exec, "'secret' in globals(), 1 + 1").await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert_eq!(r.value.unwrap().repr, "(False, 2)");
    assert!(r.isolation.unwrap().sandboxed);
    // State is kept in the session that was handed out.
    py(&mut exec, "secret = 41").await;
    let r = py(&mut exec, "secret + 1").await;
    assert_eq!(r.value.unwrap().repr, "42");
    // After a restart the next session (a warm one) knows nothing of it.
    exec.restart().await.unwrap();
    let r = py(&mut exec, "secret").await;
    assert_eq!(r.error.unwrap().kind, "NameError");
    exec.close().await.unwrap();
}

#[tokio::test]
async fn a_pool_of_zero_starts_nothing_in_the_background() {
    let dir = tempfile::tempdir().unwrap();
    let mut exec = pooled(0, Sandboxing::Unsandboxed, Some(dir.path()));
    assert_eq!(exec.wait_warm().await.unwrap(), 0);
    assert!(pids_in(dir.path()).is_empty());
    let r = py(&mut exec, "6 * 7").await;
    assert_eq!(r.value.unwrap().repr, "42");
}

#[tokio::test]
async fn a_warm_session_that_died_is_discarded_not_handed_out() {
    let dir = tempfile::tempdir().unwrap();
    let mut exec = pooled(1, Sandboxing::Unsandboxed, Some(dir.path()));
    assert_eq!(exec.wait_warm().await.unwrap(), 1);
    let warm = pids_in(dir.path());
    assert_eq!(warm.len(), 1, "{warm:?}");
    // SAFETY: kill(2) on a pid this test's executor started.
    unsafe { libc::kill(warm[0], libc::SIGKILL) };
    let r = py(&mut exec, "import os\nos.getpid()").await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    let pid: i32 = r.value.unwrap().repr.parse().unwrap();
    assert_ne!(pid, warm[0], "the dead warm session was handed out");
}

#[tokio::test]
async fn a_warm_session_is_only_used_for_the_environment_it_was_made_with() {
    let mut exec = pooled(1, Sandboxing::default(), None);
    assert_eq!(exec.wait_warm().await.unwrap(), 1);
    let env = BTreeMap::from([("BELLJAR_POOL_TEST".to_string(), "yes".to_string())]);
    let r = py_env(
        &mut exec,
        "import os\nos.environ.get('BELLJAR_POOL_TEST')",
        env,
    )
    .await;
    assert_eq!(r.value.unwrap().repr, "'yes'");
}

#[tokio::test]
async fn restart_empties_the_temporary_directory() {
    let mut exec = pooled(1, Sandboxing::default(), None);
    exec.write_file("notes.txt", b"old").await.unwrap();
    py(&mut exec, "import os\nos.makedirs('sub/deeper')\nopen('sub/deeper/f', 'w').write('x')\nos.symlink('/etc/passwd', 'link')").await;
    let before = exec.workdir().unwrap().to_path_buf();
    exec.restart().await.unwrap();
    assert_eq!(exec.workdir().unwrap(), before);
    assert_eq!(std::fs::read_dir(&before).unwrap().count(), 0);
    let r = py(&mut exec, "import os\nsorted(os.listdir('.'))").await;
    assert_eq!(r.value.unwrap().repr, "[]");
    assert!(exec.read_file("notes.txt").await.is_err());
}

#[tokio::test]
async fn closing_the_executor_kills_its_warm_sessions() {
    let dir = tempfile::tempdir().unwrap();
    let mut exec = pooled(2, Sandboxing::Unsandboxed, Some(dir.path()));
    assert_eq!(exec.wait_warm().await.unwrap(), 2);
    let warm = pids_in(dir.path());
    assert_eq!(warm.len(), 2, "{warm:?}");
    exec.close().await.unwrap();
    assert_all_end(&warm, "close").await;
}

/// Waits (up to 10 s) until every pid in `pids` is gone; fails naming `after` otherwise.
async fn assert_all_end(pids: &[i32], after: &str) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while !pids.iter().all(|pid| is_zombie_or_gone(*pid)) {
        assert!(Instant::now() < deadline, "warm sessions outlived {after}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn dropping_the_executor_kills_its_warm_sessions() {
    let dir = tempfile::tempdir().unwrap();
    let mut exec = pooled(1, Sandboxing::Unsandboxed, Some(dir.path()));
    assert_eq!(exec.wait_warm().await.unwrap(), 1);
    let warm = pids_in(dir.path());
    assert_eq!(warm.len(), 1, "{warm:?}");
    drop(exec);
    assert_all_end(&warm, "the executor").await;
}

#[tokio::test]
async fn a_live_session_keeps_no_spare_and_a_dead_one_is_replaced_in_the_background() {
    let dir = tempfile::tempdir().unwrap();
    let mut exec = pooled(1, Sandboxing::Unsandboxed, Some(dir.path()));
    assert_eq!(exec.wait_warm().await.unwrap(), 1);
    let r = py(&mut exec, "import os\nos.getpid()").await;
    let first: i32 = r.value.unwrap().repr.parse().unwrap();
    // Only the live session runs: no spare is started while it lives.
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(pids_in(dir.path()), vec![first]);
    // The session exits: a replacement starts in the background at once.
    let r = py(&mut exec, "import os\nos._exit(0)").await;
    assert_ne!(r.status, Status::Ok, "{r:?}");
    assert_eq!(exec.wait_warm().await.unwrap(), 1);
    let spare = pids_in(dir.path());
    assert_eq!(spare.len(), 1, "{spare:?}");
    let r = py(&mut exec, "import os\nos.getpid()").await;
    let second: i32 = r.value.unwrap().repr.parse().unwrap();
    assert_eq!(
        second, spare[0],
        "the replacement was not the one handed out"
    );
}
