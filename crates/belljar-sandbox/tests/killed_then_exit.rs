//! A sandbox killed just before Belljar exits leaves no cgroup behind: Belljar dropping a
//! running sandbox kills it and would reap it on a thread, which never runs when the process
//! exits at once — so the cgroups must be removed by something that outlives Belljar (the
//! sandbox's outer process), not left for the next Belljar to collect. Its own test binary,
//! and the test itself starts no sandbox: a Belljar that starts one collects stale cgroups,
//! which would hide what this checks.

mod common;

use std::io::BufRead;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use belljar_sandbox::spawn;
use common::{cgroups_of, config};

/// Not a test on its own: run by the test below as a child process. Starts a sandbox, says
/// how many cgroups it has, drops it while it runs and exits at once.
#[tokio::test]
async fn exit_helper() {
    if std::env::var("BELLJAR_SANDBOX_EXIT_HELPER").is_err() {
        return;
    }
    let (_dir, cfg) = config();
    let args: Vec<String> = vec!["-c".into(), "sleep 60".into()];
    let child = spawn("/bin/sh", &args, &cfg).await.expect("spawn");
    println!("CGROUPS {}", cgroups_of(std::process::id()).len());
    drop(child);
    // SAFETY: ends this process at once, as a Belljar that exits right after a kill does.
    unsafe { libc::_exit(0) };
}

#[test]
fn a_sandbox_killed_just_before_belljar_exits_leaves_no_cgroup() {
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "exit_helper", "--nocapture"])
        .env("BELLJAR_SANDBOX_EXIT_HELPER", "1")
        .stdout(Stdio::piped())
        .spawn()
        .expect("the helper starts");
    let pid = child.id();
    let stdout = std::io::BufReader::new(child.stdout.take().unwrap());
    let count = stdout
        .lines()
        .map_while(Result::ok)
        .find_map(|l| {
            l.strip_prefix("CGROUPS ")
                .map(|n| n.parse::<usize>().unwrap())
        })
        .expect("the helper says its cgroups");
    let status = child.wait().unwrap();
    assert!(status.success(), "{status:?}");
    if count == 0 {
        eprintln!("NOT RUN here: sandboxes get no cgroups (not root, or no usable hierarchy)");
        return;
    }
    let deadline = Instant::now() + Duration::from_secs(2);
    loop {
        let left = cgroups_of(pid);
        if left.is_empty() {
            break;
        }
        assert!(Instant::now() < deadline, "left behind: {left:?}");
        std::thread::sleep(Duration::from_millis(10));
    }
}
