//! Per-sandbox cgroups for the memory and process-count limits: cgroup v2 when the unified
//! hierarchy delegates the controller to us, else the v1 `memory`/`pids` hierarchies. Each
//! sandbox gets a child of Belljar's own cgroup (so limits nest under whatever confines
//! Belljar), the sandbox joins it before creating its namespaces, and it is removed on exit.

use std::ffi::CString;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::Mechanism;

/// Where Belljar's own cgroup lives in each usable hierarchy.
#[derive(Debug, Default)]
pub(crate) struct Hierarchies {
    /// Our directory in the cgroup2 hierarchy, with the controllers it offers to children.
    pub v2: Option<(PathBuf, Vec<String>)>,
    /// Our directory in the v1 memory hierarchy.
    pub v1_memory: Option<PathBuf>,
    /// Our directory in the v1 pids hierarchy.
    pub v1_pids: Option<PathBuf>,
}

/// Discovers the hierarchies once per process.
pub(crate) fn hierarchies() -> &'static Hierarchies {
    static H: OnceLock<Hierarchies> = OnceLock::new();
    H.get_or_init(discover)
}

fn discover() -> Hierarchies {
    let cgroups = fs::read_to_string("/proc/self/cgroup").unwrap_or_default();
    let (v2, v1_memory, v1_pids) = locate(crate::mount_table(), &cgroups);
    let v2 = v2.map(|dir| {
        let ctl = fs::read_to_string(dir.join("cgroup.controllers")).unwrap_or_default();
        let ctl = ctl.split_whitespace().map(String::from).collect();
        (dir, ctl)
    });
    Hierarchies {
        v2,
        v1_memory,
        v1_pids,
    }
}

/// Our own directory in the cgroup2 hierarchy and in the v1 memory and pids hierarchies,
/// from the texts of `/proc/self/mountinfo` and `/proc/self/cgroup`.
fn locate(mountinfo: &str, cgroups: &str) -> (Option<PathBuf>, Option<PathBuf>, Option<PathBuf>) {
    let (mut v2, mut v1_memory, mut v1_pids) = (None, None, None);
    // (controllers, path) from /proc/self/cgroup
    let own: Vec<(&str, &str)> = cgroups
        .lines()
        .filter_map(|l| {
            let mut it = l.splitn(3, ':');
            let _id = it.next()?;
            Some((it.next()?, it.next()?))
        })
        .collect();
    for line in mountinfo.lines() {
        let Some((left, right)) = line.split_once(" - ") else {
            continue;
        };
        let lf: Vec<&str> = left.split(' ').collect();
        let rf: Vec<&str> = right.split(' ').collect();
        if lf.len() < 5 || rf.len() < 3 {
            continue;
        }
        let (root, mnt) = (Path::new(lf[3]), lf[4]);
        let fstype = rf[0];
        let superopts: Vec<&str> = rf[2].split(',').collect();
        // Our cgroup path is relative to the hierarchy root; the mount may show a subtree.
        let join = |path: &str| -> Option<PathBuf> {
            let rel = Path::new(path).strip_prefix(root).ok()?;
            Some(Path::new(mnt).join(rel))
        };
        if fstype == "cgroup2" && v2.is_none() {
            if let Some((_, p)) = own.iter().find(|(c, _)| c.is_empty()) {
                v2 = join(p);
            }
        } else if fstype == "cgroup" {
            for (want, slot) in [("memory", &mut v1_memory), ("pids", &mut v1_pids)] {
                if superopts.contains(&want)
                    && slot.is_none()
                    && let Some((_, p)) = own.iter().find(|(c, _)| c.split(',').any(|x| x == want))
                {
                    *slot = join(p);
                }
            }
        }
    }
    (v2, v1_memory, v1_pids)
}

/// The cgroups created for one sandbox.
#[derive(Debug, Default)]
pub(crate) struct SandboxCgroups {
    /// Directories to remove afterwards (deepest first is not needed: they are leaves).
    pub dirs: Vec<PathBuf>,
    /// Files the sandbox writes "0" into to join its cgroups (`tasks` on v1, `cgroup.procs` on v2).
    pub procs: Vec<CString>,
    /// The same files of the parent cgroups (Belljar's): written to leave the sandbox's.
    pub leave: Vec<CString>,
    /// How the memory limit is enforced (if by a cgroup).
    pub memory: Option<Mechanism>,
    /// How the process limit is enforced (if by a cgroup).
    pub pids: Option<Mechanism>,
    /// Why a cgroup could not be used for memory, if one was wanted.
    pub memory_note: Option<String>,
    /// Why a cgroup could not be used for pids, if one was wanted.
    pub pids_note: Option<String>,
    /// What the memory cgroup charges besides ordinary memory (TCP socket buffers), or why
    /// it could not.
    pub memory_tcp_note: Option<String>,
    /// File whose `oom_kill N` line counts OOM kills (v1 memory.oom_control / v2 memory.events).
    pub oom_file: Option<PathBuf>,
    /// v2 `cgroup.kill` file, when available.
    pub kill_file: Option<PathBuf>,
}

static COUNTER: AtomicU64 = AtomicU64::new(0);

fn unique_name() -> String {
    format!(
        "belljar-{}-{}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    )
}

/// Removes empty `belljar-<pid>-<n>` cgroups left by Belljar processes that died before
/// cleaning up (rmdir fails harmlessly on cgroups that still hold processes).
fn collect_stale(h: &Hierarchies) {
    let own = std::process::id();
    let parents = [
        h.v2.as_ref().map(|(d, _)| d),
        h.v1_memory.as_ref(),
        h.v1_pids.as_ref(),
    ];
    for parent in parents.into_iter().flatten() {
        let Ok(rd) = fs::read_dir(parent) else {
            continue;
        };
        for entry in rd.flatten() {
            let name = entry.file_name();
            let Some(rest) = name.to_str().and_then(|n| n.strip_prefix("belljar-")) else {
                continue;
            };
            let Some(pid) = rest.split('-').next().and_then(|p| p.parse::<u32>().ok()) else {
                continue;
            };
            if pid != own && !Path::new(&format!("/proc/{pid}")).exists() {
                let _ = fs::remove_dir(entry.path());
            }
        }
    }
}

fn v2_enable(dir: &Path, ctl: &str) -> bool {
    let sub = fs::read_to_string(dir.join("cgroup.subtree_control")).unwrap_or_default();
    if sub.split_whitespace().any(|c| c == ctl) {
        return true;
    }
    fs::write(dir.join("cgroup.subtree_control"), format!("+{ctl}")).is_ok()
}

/// Creates `parent/name` and records the file the sandbox writes "0" into to join it.
///
/// On cgroup v1 that is `tasks` (moves one thread: the outer process is single-threaded),
/// because writing `cgroup.procs` takes the global threadgroup lock, whose write side waits
/// for an RCU grace period (10-25 ms per sandbox measured here).
fn make_dir(parent: &Path, name: &str, v1: bool, out: &mut SandboxCgroups) -> io::Result<PathBuf> {
    let dir = parent.join(name);
    if !out.dirs.contains(&dir) {
        fs::create_dir(&dir)?;
        out.dirs.push(dir.clone());
        let join = if v1 { "tasks" } else { "cgroup.procs" };
        let file = |dir: &Path| {
            CString::new(dir.join(join).into_os_string().into_encoded_bytes())
                .map_err(|_| io::Error::other("NUL in cgroup path"))
        };
        out.procs.push(file(&dir)?);
        out.leave.push(file(parent)?);
    }
    Ok(dir)
}

/// What [`create`] does once per process before its first cgroups: find the hierarchies and
/// remove the stale cgroups of dead Belljar processes. Done ahead, off the first spawn's
/// path, by the thread `crate::expect_spawn` starts; whichever comes first does it, the
/// other waits for it.
pub(crate) fn warm_up() -> &'static Hierarchies {
    let h = hierarchies();
    static GC: std::sync::Once = std::sync::Once::new();
    GC.call_once(|| collect_stale(h));
    h
}

/// Creates the cgroups for the requested limits. Failures are not errors: they are recorded
/// as notes and the caller falls back to rlimits.
pub(crate) fn create(memory: Option<u64>, pids: Option<u64>) -> SandboxCgroups {
    let h = warm_up();
    let name = unique_name();
    let mut out = SandboxCgroups::default();
    if let Some(limit) = memory {
        let mut notes = Vec::new();
        let mut done = false;
        if let Some((dir, ctl)) = &h.v2 {
            if ctl.iter().any(|c| c == "memory") && v2_enable(dir, "memory") {
                match make_dir(dir, &name, false, &mut out).and_then(|d| {
                    fs::write(d.join("memory.max"), limit.to_string())?;
                    let _ = fs::write(d.join("memory.swap.max"), "0");
                    Ok(d)
                }) {
                    Ok(d) => {
                        out.memory = Some(Mechanism::CgroupV2);
                        out.memory_tcp_note =
                            Some("TCP socket buffers are charged to memory.max".into());
                        out.oom_file = Some(d.join("memory.events"));
                        if d.join("cgroup.kill").exists() {
                            out.kill_file = Some(d.join("cgroup.kill"));
                        }
                        done = true;
                    }
                    Err(e) => notes.push(format!("cgroup v2 memory: {e}")),
                }
            } else {
                notes.push("cgroup v2 has no memory controller for us".into());
            }
        }
        if !done {
            match &h.v1_memory {
                Some(parent) => match make_dir(parent, &name, true, &mut out).and_then(|d| {
                    fs::write(d.join("memory.limit_in_bytes"), limit.to_string())?;
                    let sw = d.join("memory.memsw.limit_in_bytes");
                    if sw.exists() {
                        let _ = fs::write(sw, limit.to_string());
                    }
                    Ok(d)
                }) {
                    Ok(d) => {
                        out.memory = Some(Mechanism::CgroupV1);
                        out.oom_file = Some(d.join("memory.oom_control"));
                        out.memory_tcp_note = Some(limit_v1_tcp(&d, limit));
                    }
                    Err(e) => notes.push(format!("cgroup v1 memory: {e}")),
                },
                None => notes.push("no cgroup v1 memory hierarchy".into()),
            }
        }
        if out.memory.is_none() {
            out.memory_note = Some(notes.join("; "));
        }
    }
    if let Some(limit) = pids {
        let mut notes = Vec::new();
        if let Some((dir, ctl)) = &h.v2 {
            if ctl.iter().any(|c| c == "pids") && v2_enable(dir, "pids") {
                match make_dir(dir, &name, false, &mut out)
                    .and_then(|d| fs::write(d.join("pids.max"), limit.to_string()).map(|_| d))
                {
                    Ok(d) => {
                        out.pids = Some(Mechanism::CgroupV2);
                        if d.join("cgroup.kill").exists() {
                            out.kill_file = Some(d.join("cgroup.kill"));
                        }
                    }
                    Err(e) => notes.push(format!("cgroup v2 pids: {e}")),
                }
            } else {
                notes.push("cgroup v2 has no pids controller for us".into());
            }
        }
        if out.pids.is_none() {
            match &h.v1_pids {
                Some(parent) => match make_dir(parent, &name, true, &mut out)
                    .and_then(|d| fs::write(d.join("pids.max"), limit.to_string()))
                {
                    Ok(()) => out.pids = Some(Mechanism::CgroupV1),
                    Err(e) => notes.push(format!("cgroup v1 pids: {e}")),
                },
                None => notes.push("no cgroup v1 pids hierarchy".into()),
            }
        }
        if out.pids.is_none() {
            out.pids_note = Some(notes.join("; "));
        }
    }
    out
}

/// On cgroup v1, socket buffers are charged to a memory cgroup only once its TCP limit is
/// set (`memory.kmem.tcp.limit_in_bytes`; writing it turns the accounting on): without it,
/// a sandbox under a 64 MiB limit queued over 1 GB in loopback TCP buffers (issue 11). The
/// TCP limit is set to the memory limit (a separate counter: together they may reach twice
/// it). Returns the note for the report.
fn limit_v1_tcp(dir: &Path, limit: u64) -> String {
    match fs::write(
        dir.join("memory.kmem.tcp.limit_in_bytes"),
        limit.to_string(),
    ) {
        Ok(()) => {
            "TCP socket buffers capped at the same size (v1 memory.kmem.tcp.limit_in_bytes)".into()
        }
        Err(e) => format!(
            "TCP socket buffers are NOT charged (v1 memory.kmem.tcp.limit_in_bytes: {e}); the limit does not cover them"
        ),
    }
}

impl SandboxCgroups {
    /// Number of OOM kills recorded in the memory cgroup.
    pub(crate) fn oom_kills(&self) -> u64 {
        let Some(f) = &self.oom_file else { return 0 };
        let text = fs::read_to_string(f).unwrap_or_default();
        text.lines()
            .find_map(|l| l.strip_prefix("oom_kill "))
            .and_then(|n| n.trim().parse().ok())
            .unwrap_or(0)
    }

    /// Kills every process in the cgroup: v2 `cgroup.kill` when the kernel offers it.
    /// Otherwise SIGKILLs every pid listed in the sandbox's cgroups (a second layer behind
    /// the PID-namespace kill). Whether anything was signalled (the kill file written, or at
    /// least one process killed).
    pub(crate) fn kill_all(&self) -> bool {
        if let Some(k) = &self.kill_file
            && fs::write(k, "1").is_ok()
        {
            return true;
        }
        let mut killed = false;
        for dir in &self.dirs {
            let procs = fs::read_to_string(dir.join("cgroup.procs")).unwrap_or_default();
            for pid in procs.lines().filter_map(|l| l.trim().parse::<i32>().ok()) {
                if pid > 1 {
                    // SAFETY: plain kill of a process that is in this sandbox's cgroup.
                    killed |= unsafe { libc::kill(pid, libc::SIGKILL) } == 0;
                }
            }
        }
        killed
    }

    /// Removes the cgroup directories (they must be empty; retried briefly).
    pub(crate) fn remove(&mut self) {
        for dir in std::mem::take(&mut self.dirs) {
            for _ in 0..100 {
                match fs::remove_dir(&dir) {
                    Ok(()) => break,
                    Err(e) if e.kind() == io::ErrorKind::NotFound => break,
                    Err(_) => std::thread::sleep(std::time::Duration::from_millis(2)),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locates_v1_and_v2_hierarchies() {
        let mountinfo = "\
25 30 0:22 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755
26 25 0:23 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory
27 25 0:24 / /sys/fs/cgroup/pids rw,relatime - cgroup cgroup rw,pids
28 25 0:25 / /sys/fs/cgroup/cpu,cpuacct rw,relatime - cgroup cgroup rw,cpu,cpuacct
29 25 0:26 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw
";
        let cgroups = "8:pids:/\n4:memory:/process_api/abc\n1:cpu,cpuacct:/\n0::/\n";
        let (v2, mem, pids) = locate(mountinfo, cgroups);
        assert_eq!(v2, Some(PathBuf::from("/sys/fs/cgroup/unified")));
        assert_eq!(
            mem,
            Some(PathBuf::from("/sys/fs/cgroup/memory/process_api/abc"))
        );
        assert_eq!(pids, Some(PathBuf::from("/sys/fs/cgroup/pids")));
    }

    #[test]
    fn container_mount_of_a_subtree() {
        // A container sees its own cgroup mounted as the root of /sys/fs/cgroup.
        let mountinfo = "40 30 0:30 /docker/xyz /sys/fs/cgroup rw - cgroup2 cgroup2 rw\n";
        let (v2, mem, _) = locate(mountinfo, "0::/docker/xyz/app\n");
        assert_eq!(v2, Some(PathBuf::from("/sys/fs/cgroup/app")));
        assert_eq!(mem, None);
        // A path outside the mounted subtree is not reachable.
        let (v2, _, _) = locate(mountinfo, "0::/other\n");
        assert_eq!(v2, None);
    }
}
