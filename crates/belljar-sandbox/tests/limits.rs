//! Resource limits contain abuse: a fork bomb (max_processes), a 10 GB file (file_size), a
//! memory bomb (memory_bytes), a tmpfs fill (tmpfs_size), a CPU hog (cpu_time), a descriptor
//! hog (open_files), and background processes outliving the wall timeout, kill(), or the
//! main program.

mod common;

use std::path::Path;
use std::time::{Duration, Instant};

use belljar_sandbox::{Mechanism, spawn};
use common::{config, py, sh};

/// Bytes of `path`, or 0.
fn size(path: &Path) -> u64 {
    std::fs::metadata(path).map(|m| m.len()).unwrap_or(0)
}

#[tokio::test]
async fn fork_bomb_is_contained() {
    let (_d, mut cfg) = config();
    cfg.limits.max_processes = Some(32);
    // A bounded bomb: even uncontained it would stop at 300 processes.
    let out = py(
        &cfg,
        "import os,time\nok=0\nfor i in range(300):\n try:\n  pid=os.fork()\n except OSError:\n  break\n if pid==0:\n  time.sleep(30); os._exit(0)\n ok+=1\nprint(ok)",
    )
    .await;
    let n: u32 = out
        .stdout
        .trim()
        .parse()
        .unwrap_or_else(|_| panic!("{} {}", out.stdout, out.stderr));
    assert!(n < 32, "forked {n} processes");
    assert!(n > 5, "forked only {n} processes");
}

#[tokio::test]
async fn ten_gigabyte_file_is_contained() {
    let (dir, mut cfg) = config();
    cfg.limits.file_size = Some(8 << 20);
    let out = py(
        &cfg,
        "import os\n\
         try:\n f=open('sparse','wb'); f.seek(10*2**30); f.write(b'x'); f.close(); print('SPARSE-OK')\nexcept OSError as e: print('sparse', e.errno)\n\
         f=open('dense','wb')\nchunk=b'x'*2**20\nn=0\n\
         try:\n for i in range(10*1024):\n  f.write(chunk); f.flush(); n+=1\nexcept OSError as e: print('dense', e.errno, n)",
    )
    .await;
    assert!(
        out.stdout.contains("sparse 27"),
        "{} {}",
        out.stdout,
        out.stderr
    );
    assert!(
        out.stdout.contains("dense 27"),
        "{} {}",
        out.stdout,
        out.stderr
    );
    assert!(size(&dir.path().join("sparse")) <= 8 << 20);
    assert!(size(&dir.path().join("dense")) <= 8 << 20);
}

#[tokio::test]
async fn memory_bomb_is_contained() {
    let (_d, mut cfg) = config();
    cfg.limits.memory_bytes = Some(64 << 20);
    let out = py(
        &cfg,
        "b=[]\nfor i in range(64):\n b.append(bytearray(16*2**20))\nprint('ALLOCATED', len(b)*16, 'MiB')",
    )
    .await;
    assert!(!out.stdout.contains("ALLOCATED"), "{}", out.stdout);
    assert!(!out.status.success());
    let child = spawn("true", &[], &cfg).await.unwrap();
    let mech = child
        .enforcement()
        .limit("memory_bytes")
        .unwrap()
        .enforced_by
        .clone();
    if mech.contains(&Mechanism::CgroupV1) || mech.contains(&Mechanism::CgroupV2) {
        assert!(out.status.oom_killed, "{:?} {}", out.status, out.stderr);
    } else {
        assert!(out.stderr.contains("MemoryError"), "{}", out.stderr);
    }
}

#[tokio::test]
async fn tmpfs_fill_is_contained() {
    let (_d, mut cfg) = config();
    cfg.limits.tmpfs_size = Some(4 << 20);
    cfg.limits.file_size = None;
    let out = py(
        &cfg,
        "n=0\ntry:\n with open('/tmp/fill','wb') as f:\n  for i in range(64):\n   f.write(b'x'*2**20); f.flush(); n+=1\nexcept OSError as e: print('full', e.errno, n)",
    )
    .await;
    assert!(
        out.stdout.contains("full 28"),
        "{} {}",
        out.stdout,
        out.stderr
    );
}

#[tokio::test]
async fn cpu_hog_is_killed() {
    let (_d, mut cfg) = config();
    cfg.limits.cpu_time = Some(Duration::from_secs(1));
    let start = Instant::now();
    let out = py(&cfg, "while True: pass").await;
    assert!(out.status.signal.is_some(), "{:?}", out.status);
    assert!(!out.status.timed_out);
    assert!(start.elapsed() < Duration::from_secs(20));
}

#[tokio::test]
async fn descriptor_hog_is_contained() {
    let (_d, mut cfg) = config();
    cfg.limits.open_files = Some(32);
    let out = py(
        &cfg,
        "fs=[]\ntry:\n for i in range(1000): fs.append(open('/dev/null'))\nexcept OSError as e: print('limit', e.errno, len(fs))",
    )
    .await;
    assert!(
        out.stdout.starts_with("limit 24"),
        "{} {}",
        out.stdout,
        out.stderr
    );
}

/// Starts a heartbeat in the background that appends to /work/beat every 50 ms.
const HEARTBEAT: &str = "(while true; do echo b >> /work/beat; sleep 0.05; done) &";

/// Waits (up to 20 s, the machine may be loaded) until the heartbeat has started.
async fn wait_for_heartbeat(dir: &Path) {
    let start = Instant::now();
    while size(&dir.join("beat")) == 0 && start.elapsed() < Duration::from_secs(20) {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

async fn assert_heartbeat_stopped(dir: &Path) {
    let beat = dir.join("beat");
    let before = size(&beat);
    assert!(before > 0, "the heartbeat never ran");
    tokio::time::sleep(Duration::from_millis(400)).await;
    assert_eq!(size(&beat), before, "a sandboxed process is still running");
}

#[tokio::test]
async fn wall_timeout_kills_background_processes() {
    let (dir, mut cfg) = config();
    cfg.limits.wall_timeout = Some(Duration::from_secs(2));
    let start = Instant::now();
    let out = sh(&cfg, &format!("{HEARTBEAT} exec sleep 1000")).await;
    assert!(out.status.timed_out, "{:?}", out.status);
    assert!(!out.status.success());
    assert!(start.elapsed() < Duration::from_secs(10));
    assert_heartbeat_stopped(dir.path()).await;
}

#[tokio::test]
async fn kill_kills_every_process() {
    let (dir, cfg) = config();
    let args: Vec<String> = vec!["-c".into(), format!("{HEARTBEAT} sleep 1000 & sleep 1000")];
    let mut child = spawn("/bin/sh", &args, &cfg).await.unwrap();
    wait_for_heartbeat(dir.path()).await;
    child.kill().unwrap();
    let st = child.wait().await.unwrap();
    assert!(st.killed);
    assert_eq!(st.signal, Some(9));
    assert_heartbeat_stopped(dir.path()).await;
}

#[tokio::test]
async fn background_processes_end_with_the_program() {
    let (dir, cfg) = config();
    let out = sh(
        &cfg,
        &format!("{HEARTBEAT} while [ ! -s /work/beat ]; do sleep 0.01; done; echo done"),
    )
    .await;
    assert_eq!(out.stdout, "done\n");
    assert!(out.status.success());
    assert_heartbeat_stopped(dir.path()).await;
}

#[tokio::test]
async fn dropping_the_handle_kills_the_sandbox() {
    let (dir, cfg) = config();
    let args: Vec<String> = vec!["-c".into(), format!("{HEARTBEAT} sleep 1000")];
    let child = spawn("/bin/sh", &args, &cfg).await.unwrap();
    wait_for_heartbeat(dir.path()).await;
    drop(child);
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert_heartbeat_stopped(dir.path()).await;
}

#[tokio::test]
async fn kill_without_cgroups_still_kills_every_process() {
    // No memory/pids limits: no cgroup, so only the PID-namespace kill is at work.
    let (dir, mut cfg) = config();
    cfg.limits.memory_bytes = None;
    cfg.limits.max_processes = None;
    let args: Vec<String> = vec!["-c".into(), format!("{HEARTBEAT} sleep 1000")];
    let mut child = spawn("/bin/sh", &args, &cfg).await.unwrap();
    wait_for_heartbeat(dir.path()).await;
    child.kill().unwrap();
    assert!(child.wait().await.unwrap().killed);
    assert_heartbeat_stopped(dir.path()).await;
}

/// Helper run in a separate process by `sandbox_dies_with_belljar`: starts a sandbox with a
/// heartbeat in the directory given by `BELLJAR_LIFELINE_DIR`, then waits to be killed.
#[tokio::test]
#[ignore = "helper process for sandbox_dies_with_belljar"]
async fn lifeline_helper() {
    let Ok(dir) = std::env::var("BELLJAR_LIFELINE_DIR") else {
        return;
    };
    let mut cfg = belljar_sandbox::SandboxConfig::new(&dir);
    cfg.limits.wall_timeout = None;
    let args: Vec<String> = vec!["-c".into(), format!("{HEARTBEAT} sleep 1000")];
    let _child = spawn("/bin/sh", &args, &cfg).await.unwrap();
    println!("started");
    tokio::time::sleep(Duration::from_secs(60)).await;
}

#[tokio::test]
async fn sandbox_dies_with_belljar() {
    let dir = tempfile::tempdir().unwrap();
    let mut helper = std::process::Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "lifeline_helper", "--ignored", "--nocapture"])
        .env("BELLJAR_LIFELINE_DIR", dir.path())
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    wait_for_heartbeat(dir.path()).await;
    // Belljar dies without any chance to clean up.
    helper.kill().unwrap();
    helper.wait().unwrap();
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_heartbeat_stopped(dir.path()).await;
}

#[tokio::test]
async fn controller_kills_while_waiting() {
    let (dir, cfg) = config();
    let args: Vec<String> = vec!["-c".into(), format!("{HEARTBEAT} sleep 1000")];
    let mut child = spawn("/bin/sh", &args, &cfg).await.unwrap();
    let ctl = child.controller();
    let beat_dir = dir.path().to_path_buf();
    let killer = tokio::spawn(async move {
        wait_for_heartbeat(&beat_dir).await;
        ctl.kill().unwrap();
        ctl
    });
    let st = child.wait().await.unwrap();
    assert!(st.killed && !st.timed_out, "{st:?}");
    let ctl = killer.await.unwrap();
    // After reaping, the controller is inert.
    ctl.kill().unwrap();
    ctl.signal(2).unwrap();
    assert!(ctl.signal(9).is_err());
    assert_heartbeat_stopped(dir.path()).await;
}
