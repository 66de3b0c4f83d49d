//! Prepared sandboxes (`prepare`, then `PreparedSandbox::start`): set up ahead of need, they
//! run one program with the same isolation as `spawn`, time it from the start, report a
//! missing program like `spawn`, and leave nothing behind when dropped unused.

mod common;

use std::time::{Duration, Instant};

use belljar_sandbox::{SandboxError, prepare};
use common::{collect, config};

/// The tests run one at a time: one of them counts this process's children.
static SERIAL: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// Live (or unreaped) children of this test process (every thread's).
fn children() -> Vec<String> {
    let mut out = Vec::new();
    for task in std::fs::read_dir("/proc/self/task").unwrap().flatten() {
        let list = std::fs::read_to_string(task.path().join("children")).unwrap_or_default();
        out.extend(list.split_whitespace().map(str::to_string));
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_prepared_sandbox_runs_one_program_isolated_like_spawn() {
    let _serial = SERIAL.lock().await;
    let (dir, cfg) = config();
    let prepared = prepare(&cfg).await.unwrap();
    let child = prepared
        .start(
            "/bin/sh",
            &[
                "-c".into(),
                "hostname; pwd; echo hi > out.txt; cat /etc/shadow || echo no-shadow; exit 4"
                    .into(),
            ],
        )
        .await
        .unwrap();
    assert!(child.enforcement().mount_namespace);
    let out = collect(child).await;
    assert_eq!(out.stdout, "belljar\n/work\nno-shadow\n", "{}", out.stderr);
    assert_eq!(out.status.code, Some(4));
    assert_eq!(
        std::fs::read_to_string(dir.path().join("out.txt")).unwrap(),
        "hi\n"
    );
    // Python through its runtime's PATH entries, as with spawn.
    let prepared = prepare(&cfg).await.unwrap();
    let child = prepared
        .start("python3", &["-c".into(), "print(6 * 7)".into()])
        .await
        .unwrap();
    assert_eq!(collect(child).await.stdout, "42\n");
}

#[tokio::test]
async fn the_wall_timeout_counts_from_the_start() {
    let _serial = SERIAL.lock().await;
    let (_dir, mut cfg) = config();
    cfg.limits.wall_timeout = Some(Duration::from_millis(1500));
    let prepared = prepare(&cfg).await.unwrap();
    tokio::time::sleep(Duration::from_millis(1700)).await;
    let child = prepared
        .start("/bin/sh", &["-c".into(), "sleep 0.3; echo ok".into()])
        .await
        .unwrap();
    let out = collect(child).await;
    assert_eq!(out.stdout, "ok\n");
    assert!(!out.status.timed_out);
    // And it still applies.
    let prepared = prepare(&cfg).await.unwrap();
    let started = Instant::now();
    let child = prepared.start("/bin/sleep", &["100".into()]).await.unwrap();
    let out = collect(child).await;
    assert!(out.status.timed_out, "{:?}", out.status);
    assert!(started.elapsed() < Duration::from_secs(10));
}

#[tokio::test]
async fn a_missing_program_is_reported_like_spawn() {
    let _serial = SERIAL.lock().await;
    let (_dir, cfg) = config();
    let prepared = prepare(&cfg).await.unwrap();
    let err = prepared
        .start("no-such-program-here", &[])
        .await
        .unwrap_err();
    assert!(matches!(err, SandboxError::Exec(_)), "{err:?}");
    assert!(err.to_string().contains("no-such-program-here"), "{err}");
    let prepared = prepare(&cfg).await.unwrap();
    let err = prepared.start("bad\0name", &[]).await.unwrap_err();
    assert!(matches!(err, SandboxError::InvalidConfig(_)), "{err:?}");
}

#[tokio::test]
async fn a_dropped_prepared_sandbox_leaves_nothing_running() {
    let _serial = SERIAL.lock().await;
    let (_dir, cfg) = config();
    // Compared as sets: the outer process of an earlier test's sandbox may still be
    // exiting (it removes that sandbox's cgroups first).
    let before = children();
    let prepared = prepare(&cfg).await.unwrap();
    let new: Vec<String> = children()
        .into_iter()
        .filter(|pid| !before.contains(pid))
        .collect();
    assert!(!new.is_empty(), "no sandbox process was started");
    drop(prepared);
    let deadline = Instant::now() + Duration::from_secs(10);
    while children().iter().any(|pid| new.contains(pid)) {
        assert!(
            Instant::now() < deadline,
            "a dropped prepared sandbox outlived its handle"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}
