//! Shared helpers for the sandbox integration tests: a sandbox config around a fresh
//! temporary working directory (with the host's python3 runtime bound in) and a runner that
//! captures stdout, stderr and the exit status.

#![allow(dead_code)]

use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::Duration;

use belljar_sandbox::{ExitStatus, PythonRuntime, SandboxConfig, SandboxedChild, spawn};
use tokio::io::AsyncReadExt;

/// Output of one sandboxed run.
pub struct Out {
    pub stdout: String,
    pub stderr: String,
    pub status: ExitStatus,
}

pub fn python() -> &'static PythonRuntime {
    static RT: OnceLock<PythonRuntime> = OnceLock::new();
    RT.get_or_init(|| PythonRuntime::discover("python3").expect("python3 on the host"))
}

/// A config with default limits (shorter wall timeout) around a new temporary workdir.
pub fn config() -> (tempfile::TempDir, SandboxConfig) {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut cfg = SandboxConfig::new(dir.path());
    cfg.add_runtime(python());
    cfg.limits.wall_timeout = Some(Duration::from_secs(30));
    (dir, cfg)
}

pub async fn run(cfg: &SandboxConfig, program: &str, args: &[&str]) -> Out {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let child = spawn(program, &args, cfg).await.expect("spawn");
    collect(child).await
}

/// Closes the child's stdin, reads its stdout and stderr to the end and waits for it.
pub async fn collect(mut child: SandboxedChild) -> Out {
    drop(child.stdin.take());
    let mut out = child.stdout.take().expect("stdout");
    let mut err = child.stderr.take().expect("stderr");
    let (mut o, mut e) = (Vec::new(), Vec::new());
    let (r1, r2) = tokio::join!(out.read_to_end(&mut o), err.read_to_end(&mut e));
    r1.expect("read stdout");
    r2.expect("read stderr");
    let status = child.wait().await.expect("wait");
    Out {
        stdout: String::from_utf8_lossy(&o).into_owned(),
        stderr: String::from_utf8_lossy(&e).into_owned(),
        status,
    }
}

pub async fn py(cfg: &SandboxConfig, code: &str) -> Out {
    run(cfg, "python3", &["-c", code]).await
}

pub async fn sh(cfg: &SandboxConfig, script: &str) -> Out {
    run(cfg, "/bin/sh", &["-c", script]).await
}

/// Directories named `belljar-<pid>-*` under /sys/fs/cgroup (four levels deep: the
/// hierarchies, then nested parents such as `memory/<service>/<id>`): the cgroups of the
/// sandboxes of process `pid`.
pub fn cgroups_of(pid: u32) -> Vec<PathBuf> {
    let prefix = format!("belljar-{pid}-");
    let mut found = Vec::new();
    let mut dirs = vec![(PathBuf::from("/sys/fs/cgroup"), 0)];
    while let Some((dir, depth)) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            if !entry.file_type().is_ok_and(|t| t.is_dir()) {
                continue;
            }
            if entry.file_name().to_string_lossy().starts_with(&prefix) {
                found.push(entry.path());
            } else if depth < 4 {
                dirs.push((entry.path(), depth + 1));
            }
        }
    }
    found
}
