//! What a finished sandbox leaves behind: nothing. The result is reported once init has
//! killed and reaped every process of the sandbox (the namespaces' teardown and the outer
//! process's exit happen after it, off the caller's path), and the sandbox's cgroups are
//! removed shortly after. Its own test binary, so that no other test's sandboxes are counted.

mod common;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use belljar_sandbox::{Mechanism, spawn};
use common::config;

/// This process's sandboxes' cgroups.
fn our_cgroups() -> Vec<PathBuf> {
    common::cgroups_of(std::process::id())
}

fn size(path: &Path) -> u64 {
    std::fs::metadata(path).map(|m| m.len()).unwrap_or(0)
}

#[tokio::test]
async fn nothing_runs_once_the_result_is_in_and_cgroups_are_removed() {
    let (dir, cfg) = config();
    let mut used_cgroups = false;
    for round in 0..5 {
        // A background writer that never stops on its own, started before the program exits.
        let script = format!(
            "(while true; do echo b >> /work/beat{round}; done) & \
             while [ ! -s /work/beat{round} ]; do :; done; exit 3"
        );
        let args: Vec<String> = vec!["-c".into(), script];
        let mut child = spawn("/bin/sh", &args, &cfg).await.unwrap();
        used_cgroups |= child.enforcement().limits.iter().any(|l| {
            l.enforced_by
                .iter()
                .any(|m| matches!(m, Mechanism::CgroupV1 | Mechanism::CgroupV2))
        });
        let status = child.wait().await.unwrap();
        assert_eq!(status.code, Some(3), "{status:?}");
        // Measured at once: no process of the sandbox may write after the result is known.
        let beat = dir.path().join(format!("beat{round}"));
        let before = size(&beat);
        assert!(before > 0, "the writer never ran");
        tokio::time::sleep(Duration::from_millis(200)).await;
        assert_eq!(
            size(&beat),
            before,
            "a sandboxed process outlived the result"
        );
    }
    if used_cgroups {
        let start = Instant::now();
        while !our_cgroups().is_empty() && start.elapsed() < Duration::from_secs(10) {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        assert_eq!(our_cgroups(), Vec::<PathBuf>::new(), "cgroups left behind");
    }
}
