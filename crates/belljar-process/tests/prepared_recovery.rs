//! A one-shot run whose prepared sandbox died while it waited falls back to setting one up
//! on the spot. Its own test binary: it kills every child of this process.

use std::time::Duration;

use belljar::{CancellationToken, CodeBlock, ExecOptions, Executor, Status};
use belljar_process::{ProcessConfig, ProcessExecutor};

/// Live (or unreaped) children of this process, from every thread.
fn children() -> Vec<i32> {
    let mut out = Vec::new();
    for task in std::fs::read_dir("/proc/self/task").unwrap().flatten() {
        let list = std::fs::read_to_string(task.path().join("children")).unwrap_or_default();
        out.extend(
            list.split_whitespace()
                .filter_map(|p| p.parse::<i32>().ok()),
        );
    }
    out
}

#[tokio::test]
async fn a_dead_prepared_sandbox_is_replaced_by_a_fresh_one() {
    let mut exec = ProcessExecutor::new(ProcessConfig::default());
    let options = ExecOptions::default();
    let cancel = CancellationToken::new();
    let r = exec
        .execute(&CodeBlock::new("bash", "echo first"), &options, &cancel)
        .await;
    assert_eq!(r.stdout, "first\n", "{r:?}");
    // The next sandbox is being prepared in the background (the first run's own processes
    // are reaped meanwhile): give it time, then kill what is left, the prepared sandbox.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let prepared = children();
    assert_eq!(
        prepared.len(),
        1,
        "expected one prepared sandbox: {prepared:?}"
    );
    // SAFETY: kill(2) on a child of this test process.
    unsafe { libc::kill(prepared[0], libc::SIGKILL) };
    tokio::time::sleep(Duration::from_millis(100)).await;
    let r = exec
        .execute(&CodeBlock::new("bash", "echo second"), &options, &cancel)
        .await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert_eq!(r.stdout, "second\n");
    exec.close().await.unwrap();
}
