//! Turns a [`SandboxConfig`] into a [`Plan`]: every path, C string, mount operation, rlimit
//! and exec candidate the forked processes need, computed before `fork` so the children only
//! make syscalls over prepared data.

use std::collections::BTreeSet;
use std::ffi::{CString, OsStr};
use std::os::unix::ffi::OsStrExt;
use std::path::{Component, Path, PathBuf};

use crate::{LimitReport, Mechanism, Network, SandboxConfig, SandboxError};

use super::cgroup::SandboxCgroups;

/// Where the new root tmpfs is assembled before `pivot_root` (a host directory that is
/// only overmounted inside the sandbox's private mount namespace).
pub(crate) const STAGE: &str = "/tmp";

/// One step of building the sandbox's root file system.
#[derive(Debug)]
pub(crate) enum Op {
    /// mkdir (EEXIST tolerated).
    Mkdir { path: CString, mode: u32 },
    /// Mount a tmpfs with the given options data.
    Tmpfs {
        path: CString,
        data: CString,
        flags: libc::c_ulong,
    },
    /// Create an empty file (mount point for a file bind).
    Touch { path: CString },
    /// Bind the source opened as `sources[src]` at `path`, then set mount attributes.
    Bind {
        src: usize,
        path: CString,
        read_only: bool,
        allow_dev: bool,
    },
    /// Create a symlink at `path` pointing to `target`.
    Symlink { target: CString, path: CString },
    /// Write a generated file (created with mode 0644).
    Write { path: CString, data: Vec<u8> },
    /// Mount a fresh procfs.
    Proc { path: CString },
    /// Make the mount at `path` read-only (not recursive).
    ReadOnly { path: CString },
}

/// What to execute: the candidate paths of the program (each `PATH` directory in turn, or
/// the one path given) and its argv.
#[derive(Debug)]
pub(crate) struct ExecSpec {
    pub exec_candidates: Vec<CString>,
    pub program_name: String,
    pub argv: Vec<CString>,
}

impl ExecSpec {
    /// The spec for `program args…`, looked up in the sandbox's `path` unless it has a `/`.
    pub(crate) fn new(program: &str, args: &[String], path: &str) -> Result<Self, SandboxError> {
        if program.is_empty() {
            return Err(SandboxError::InvalidConfig("program name is empty".into()));
        }
        let exec_candidates: Vec<CString> = if program.contains('/') {
            vec![cstr(program)?]
        } else {
            path.split(':')
                .filter(|d| !d.is_empty())
                .map(|d| cstr(Path::new(d).join(program)))
                .collect::<Result<_, _>>()?
        };
        let mut argv = vec![cstr(program)?];
        for a in args {
            argv.push(cstr(a)?);
        }
        Ok(ExecSpec {
            exec_candidates,
            program_name: program.to_string(),
            argv,
        })
    }

    /// The request a prepared sandbox's init reads: the program, then each argument, each
    /// followed by a NUL.
    pub(crate) fn encode(&self) -> Vec<u8> {
        let mut out = Vec::new();
        for a in &self.argv {
            out.extend_from_slice(a.as_bytes_with_nul());
        }
        out
    }

    /// The inverse of [`ExecSpec::encode`], in init (the sandbox's own `PATH` is `path`).
    pub(crate) fn decode(bytes: &[u8], path: &str) -> Option<Self> {
        let mut parts = bytes
            .strip_suffix(&[0])?
            .split(|b| *b == 0)
            .map(|p| std::str::from_utf8(p).ok().map(str::to_string));
        let program = parts.next()??;
        let args: Vec<String> = parts.collect::<Option<_>>()?;
        ExecSpec::new(&program, &args, path).ok()
    }
}

/// Everything the forked children need.
#[derive(Debug)]
pub(crate) struct Plan {
    pub ops: Vec<Op>,
    /// Host paths opened with O_PATH inside the new mount namespace, before any mount.
    pub sources: Vec<CString>,
    /// Human-readable names of `sources` for error messages.
    pub source_names: Vec<String>,
    pub stage: CString,
    pub workdir_guest: CString,
    pub hostname: Vec<u8>,
    pub unshare_flags: libc::c_int,
    /// Belljar's own command line and environment strings in memory (`[start, end)` of
    /// each, from `/proc/self/stat`): init, a fork of Belljar that never execs, overwrites
    /// its copy of them, so the sandbox's `/proc/1/cmdline` shows nothing of the host.
    pub host_strings: [(usize, usize); 2],
    pub net_isolated: bool,
    /// The outer process joins a pre-made network namespace instead of creating one.
    pub net_pooled: bool,
    /// [`Network::Allow`]: init makes the proxy's listening socket (see `netallow`).
    pub proxy: bool,
    /// Belljar runs as root: clear groups, and the parent writes the id maps.
    pub as_root: bool,
    pub inside_uid: u32,
    pub inside_gid: u32,
    pub host_uid: u32,
    pub host_gid: u32,
    /// For the unprivileged path: /proc/self/{uid_map,gid_map} contents.
    pub uid_map: Vec<u8>,
    pub gid_map: Vec<u8>,
    /// The program, or `None` for a prepared sandbox, whose init reads it from the go pipe.
    pub exec: Option<ExecSpec>,
    /// The sandbox's `PATH`, to look a program up in.
    pub path: String,
    pub envp: Vec<CString>,
    /// (resource, soft, hard)
    pub rlimits: Vec<(libc::__rlimit_resource_t, u64, u64)>,
    pub cgroup_procs: Vec<CString>,
    /// The sandbox's cgroup directories: the outer process removes them once init is reaped.
    pub cgroup_dirs: Vec<CString>,
    /// The files of Belljar's own cgroups the outer process writes "0" into to leave the
    /// sandbox's after forking init.
    pub cgroup_leave: Vec<CString>,
    /// Guest paths that landlock lets the program write (everything else is read/execute).
    pub landlock_rw: Vec<PathBuf>,
    pub proc_self_fd: CString,
}

fn cstr(p: impl AsRef<OsStr>) -> Result<CString, SandboxError> {
    CString::new(p.as_ref().as_bytes().to_vec()).map_err(|_| {
        SandboxError::InvalidConfig(format!("path contains a NUL byte: {:?}", p.as_ref()))
    })
}

/// Checks that a guest path is absolute and free of `..`, and that it is not the root.
fn check_guest(p: &Path) -> Result<(), SandboxError> {
    if !p.is_absolute()
        || p.components().any(|c| matches!(c, Component::ParentDir))
        || p == Path::new("/")
    {
        return Err(SandboxError::InvalidConfig(format!(
            "guest path must be absolute, not '/', and without '..': {}",
            p.display()
        )));
    }
    Ok(())
}

/// Where this process's command line and environment strings live (`arg_start`..`arg_end`
/// and `env_start`..`env_end`, fields 48 to 51 of `/proc/self/stat`); empty ranges when they
/// cannot be read. Read once: they never move.
fn host_strings() -> [(usize, usize); 2] {
    static AREAS: std::sync::OnceLock<[(usize, usize); 2]> = std::sync::OnceLock::new();
    *AREAS.get_or_init(|| {
        let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
        parse_host_strings(&stat).unwrap_or_default()
    })
}

/// The argument and environment areas from the text of `/proc/PID/stat`.
fn parse_host_strings(stat: &str) -> Option<[(usize, usize); 2]> {
    // The command name (field 2) is in parentheses and may hold spaces: count from after it.
    let rest = &stat[stat.rfind(')')? + 1..];
    let fields: Vec<usize> = rest
        .split_whitespace()
        .skip(45) // fields 3..=47
        .take(4)
        .map(|f| f.parse().ok())
        .collect::<Option<_>>()?;
    let [arg_start, arg_end, env_start, env_end] = fields[..] else {
        return None;
    };
    (arg_start <= arg_end && env_start <= env_end)
        .then_some([(arg_start, arg_end), (env_start, env_end)])
}

struct Builder {
    ops: Vec<Op>,
    sources: Vec<CString>,
    source_names: Vec<String>,
    made: BTreeSet<PathBuf>,
}

impl Builder {
    fn staged(&self, guest: &Path) -> Result<CString, SandboxError> {
        let rel = guest.strip_prefix("/").unwrap_or(guest);
        cstr(Path::new(STAGE).join(rel))
    }

    fn mkdir_p(&mut self, guest: &Path) -> Result<(), SandboxError> {
        let mut cur = PathBuf::from("/");
        for c in guest.components().skip(1) {
            cur.push(c);
            if self.made.insert(cur.clone()) {
                let path = self.staged(&cur)?;
                self.ops.push(Op::Mkdir { path, mode: 0o755 });
            }
        }
        Ok(())
    }

    fn bind(
        &mut self,
        host: &Path,
        guest: &Path,
        read_only: bool,
        allow_dev: bool,
    ) -> Result<(), SandboxError> {
        let meta = std::fs::metadata(host).map_err(|e| {
            SandboxError::InvalidConfig(format!("cannot mount {}: {e}", host.display()))
        })?;
        self.bind_known(host, guest, read_only, allow_dev, meta.is_dir())
    }

    /// [`Builder::bind`] when the caller already knows whether `host` is a directory (one
    /// `stat` per optional host path instead of two).
    fn bind_known(
        &mut self,
        host: &Path,
        guest: &Path,
        read_only: bool,
        allow_dev: bool,
        is_dir: bool,
    ) -> Result<(), SandboxError> {
        if is_dir {
            self.mkdir_p(guest)?;
        } else {
            if let Some(parent) = guest.parent() {
                self.mkdir_p(parent)?;
            }
            if self.made.insert(guest.to_path_buf()) {
                let path = self.staged(guest)?;
                self.ops.push(Op::Touch { path });
            }
        }
        self.sources.push(cstr(host)?);
        self.source_names.push(host.display().to_string());
        let path = self.staged(guest)?;
        self.ops.push(Op::Bind {
            src: self.sources.len() - 1,
            path,
            read_only,
            allow_dev,
        });
        Ok(())
    }

    fn symlink(&mut self, target: &Path, guest: &Path) -> Result<(), SandboxError> {
        self.made.insert(guest.to_path_buf());
        let path = self.staged(guest)?;
        self.ops.push(Op::Symlink {
            target: cstr(target)?,
            path,
        });
        Ok(())
    }

    fn write(&mut self, guest: &Path, data: impl Into<Vec<u8>>) -> Result<(), SandboxError> {
        self.made.insert(guest.to_path_buf());
        let path = self.staged(guest)?;
        self.ops.push(Op::Write {
            path,
            data: data.into(),
        });
        Ok(())
    }

    fn tmpfs(&mut self, guest: &Path, data: &str) -> Result<(), SandboxError> {
        self.mkdir_p(guest)?;
        let path = self.staged(guest)?;
        self.ops.push(Op::Tmpfs {
            path,
            data: cstr(data)?,
            flags: libc::MS_NOSUID | libc::MS_NODEV,
        });
        Ok(())
    }
}

/// `/etc` entries exposed read-only when present on the host: the dynamic loader cache,
/// time zone, name-service config, Debian's alternatives symlinks and the CA certificate
/// stores (Debian `ssl`, RHEL `pki`). Kept short: every bind costs CPU on each spawn; add
/// more with [`crate::Mount`] when a program needs them.
const ETC_FILES: &[&str] = &[
    "ld.so.cache",
    "localtime",
    "nsswitch.conf",
    "alternatives",
    "ssl",
    "pki",
];

/// Builds the plan. `cgroups` must already be created (their `cgroup.procs` are joined).
pub(crate) fn build(
    exec: Option<(&str, &[String])>,
    cfg: &SandboxConfig,
    cgroups: &SandboxCgroups,
    limits_out: &mut Vec<LimitReport>,
) -> Result<Plan, SandboxError> {
    let path = cfg.effective_path();
    let exec = match exec {
        Some((program, args)) => Some(ExecSpec::new(program, args, &path)?),
        None => None,
    };
    if !cfg.workdir.is_absolute() {
        return Err(SandboxError::InvalidConfig(format!(
            "workdir must be an absolute path: {}",
            cfg.workdir.display()
        )));
    }
    if !cfg.workdir.is_dir() {
        return Err(SandboxError::InvalidConfig(format!(
            "workdir is not a directory: {}",
            cfg.workdir.display()
        )));
    }
    check_guest(&cfg.workdir_guest)?;
    for m in &cfg.mounts {
        check_guest(&m.guest)?;
        if !m.host.is_absolute() {
            return Err(SandboxError::InvalidConfig(format!(
                "mount host path must be absolute: {}",
                m.host.display()
            )));
        }
    }

    // SAFETY: trivial getters.
    let (euid, egid) = unsafe { (libc::geteuid(), libc::getegid()) };
    let as_root = euid == 0;
    let id = &cfg.identity;
    let (host_uid, host_gid) = if as_root {
        (id.host_uid_when_root, id.host_gid_when_root)
    } else {
        (euid, egid)
    };

    let mut b = Builder {
        ops: Vec::new(),
        sources: Vec::new(),
        source_names: Vec::new(),
        made: BTreeSet::new(),
    };
    b.made.insert(PathBuf::from("/"));
    b.ops.push(Op::Tmpfs {
        path: cstr(STAGE)?,
        data: cstr("size=4m,mode=0755")?,
        flags: libc::MS_NOSUID | libc::MS_NODEV,
    });

    // The system runtime: /usr, and /bin, /sbin, /lib* as symlinks or read-only binds.
    b.bind(Path::new("/usr"), Path::new("/usr"), true, false)?;
    for name in ["bin", "sbin", "lib", "lib32", "lib64", "libx32"] {
        let host = Path::new("/").join(name);
        match std::fs::symlink_metadata(&host) {
            Ok(m) if m.file_type().is_symlink() => {
                let target = std::fs::read_link(&host)
                    .map_err(|e| SandboxError::io(format!("readlink {}", host.display()), e))?;
                b.symlink(&target, &host)?;
            }
            Ok(m) if m.is_dir() => b.bind_known(&host, &host, true, false, true)?,
            _ => {}
        }
    }

    // /etc: a few read-only host files plus generated passwd/group/hosts.
    b.mkdir_p(Path::new("/etc"))?;
    let mut etc: Vec<&str> = ETC_FILES.to_vec();
    if cfg.network == Network::Host {
        etc.extend(["resolv.conf", "hosts"]);
    }
    let python_etc: Vec<String> = std::fs::read_dir("/etc")
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.starts_with("python3"))
                .collect()
        })
        .unwrap_or_default();
    for name in etc
        .iter()
        .copied()
        .chain(python_etc.iter().map(|s| s.as_str()))
    {
        let host = Path::new("/etc").join(name);
        if let Ok(m) = std::fs::metadata(&host) {
            b.bind_known(&host, &host, true, false, m.is_dir())?;
        }
    }
    let passwd = format!(
        "root:x:0:0:root:/root:/bin/sh\nsandbox:x:{}:{}:sandbox:{}:/bin/sh\nnobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin\n",
        id.uid,
        id.gid,
        cfg.workdir_guest.display()
    );
    let group = format!("root:x:0:\nsandbox:x:{}:\nnogroup:x:65534:\n", id.gid);
    b.write(Path::new("/etc/passwd"), passwd)?;
    b.write(Path::new("/etc/group"), group)?;
    if cfg.network.isolated() {
        b.write(
            Path::new("/etc/hosts"),
            format!("127.0.0.1 localhost {0}\n::1 localhost {0}\n", cfg.hostname),
        )?;
    }
    b.write(Path::new("/etc/hostname"), format!("{}\n", cfg.hostname))?;

    // /dev: a tmpfs with a few device nodes bound from the host.
    b.tmpfs(Path::new("/dev"), "size=64k,mode=0755")?;
    for dev in ["null", "zero", "full", "random", "urandom"] {
        let host = Path::new("/dev").join(dev);
        if let Ok(m) = std::fs::metadata(&host) {
            b.bind_known(&host, &host, false, true, m.is_dir())?;
        }
    }
    for (name, target) in [
        ("fd", "/proc/self/fd"),
        ("stdin", "/proc/self/fd/0"),
        ("stdout", "/proc/self/fd/1"),
        ("stderr", "/proc/self/fd/2"),
    ] {
        b.symlink(Path::new(target), &Path::new("/dev").join(name))?;
    }
    let tmpfs_size = cfg.limits.tmpfs_size;
    let size_opt = tmpfs_size.map(|s| format!("size={s},")).unwrap_or_default();
    b.tmpfs(Path::new("/dev/shm"), &format!("{size_opt}mode=1777"))?;
    // /dev itself becomes read-only (the nodes and /dev/shm are separate mounts).
    b.ops.push(Op::ReadOnly {
        path: b.staged(Path::new("/dev"))?,
    });

    // /proc (fresh, for the new pid namespace) and /tmp.
    b.mkdir_p(Path::new("/proc"))?;
    b.ops.push(Op::Proc {
        path: b.staged(Path::new("/proc"))?,
    });
    b.tmpfs(Path::new("/tmp"), &format!("{size_opt}mode=1777"))?;

    // The working directory, then the caller's mounts, shallowest first.
    b.bind(&cfg.workdir, &cfg.workdir_guest, false, false)?;
    let mut mounts: Vec<_> = cfg.mounts.iter().collect();
    mounts.sort_by_key(|m| m.guest.components().count());
    for m in mounts {
        b.bind(&m.host, &m.guest, m.read_only, false)?;
    }
    b.ops.push(Op::ReadOnly { path: cstr(STAGE)? });

    // Landlock: read/execute everywhere in the (already minimal) view; write only here.
    let mut landlock_rw = vec![
        cfg.workdir_guest.clone(),
        PathBuf::from("/tmp"),
        PathBuf::from("/dev"),
    ];
    landlock_rw.extend(
        cfg.mounts
            .iter()
            .filter(|m| !m.read_only)
            .map(|m| m.guest.clone()),
    );

    let envp = cfg
        .effective_env()
        .iter()
        .map(|(k, v)| {
            if k.is_empty() || k.contains('=') {
                return Err(SandboxError::InvalidConfig(format!(
                    "invalid environment variable name {k:?}"
                )));
            }
            cstr(format!("{k}={v}"))
        })
        .collect::<Result<Vec<_>, _>>()?;

    // Limits.
    let l = &cfg.limits;
    let mut rlimits = vec![(libc::RLIMIT_CORE, 0, 0)];
    let mut push_rlimit =
        |res: libc::__rlimit_resource_t, value: u64, hard: u64| -> Option<String> {
            let mut cur = libc::rlimit {
                rlim_cur: 0,
                rlim_max: 0,
            };
            // SAFETY: valid pointer to an rlimit.
            unsafe { libc::getrlimit(res, &mut cur) };
            let max = cur.rlim_max;
            if max != libc::RLIM_INFINITY && hard > max {
                rlimits.push((res, value.min(max), max));
                Some(format!("capped at the hard limit {max}"))
            } else {
                rlimits.push((res, value, hard));
                None
            }
        };
    if let Some(w) = l.wall_timeout {
        limits_out.push(LimitReport {
            name: "wall_timeout",
            requested: format!("{:.3}s", w.as_secs_f64()),
            enforced_by: vec![Mechanism::Timer],
            note: None,
        });
    }
    if let Some(c) = l.cpu_time {
        let secs = c.as_secs().max(1);
        let note = push_rlimit(libc::RLIMIT_CPU, secs, secs + 1);
        limits_out.push(LimitReport {
            name: "cpu_time",
            requested: format!("{secs}s"),
            enforced_by: vec![Mechanism::Rlimit],
            note: Some(note.unwrap_or_else(|| "per process".into())),
        });
    }
    if let Some(m) = l.memory_bytes {
        let mut by = Vec::new();
        let mut note = cgroups.memory_note.clone();
        if let Some(mech) = &cgroups.memory {
            by.push(mech.clone());
            note = cgroups.memory_tcp_note.clone();
        } else {
            let n = push_rlimit(libc::RLIMIT_AS, m, m);
            by.push(Mechanism::Rlimit);
            let extra = n.unwrap_or_else(|| "RLIMIT_AS per process".into());
            note = Some(match note {
                Some(c) => format!("{c}; {extra}"),
                None => extra,
            });
        }
        limits_out.push(LimitReport {
            name: "memory_bytes",
            requested: m.to_string(),
            enforced_by: by,
            note,
        });
    }
    if let Some(p) = l.max_processes {
        let mut by = Vec::new();
        if let Some(mech) = &cgroups.pids {
            by.push(mech.clone());
        }
        let n = push_rlimit(libc::RLIMIT_NPROC, p, p);
        by.push(Mechanism::Rlimit);
        let note = match (&cgroups.pids_note, n) {
            (Some(a), Some(b)) => Some(format!("{a}; {b}")),
            (Some(a), None) => Some(a.clone()),
            (None, b) => b,
        };
        limits_out.push(LimitReport {
            name: "max_processes",
            requested: p.to_string(),
            enforced_by: by,
            note,
        });
    }
    if let Some(f) = l.file_size {
        let note = push_rlimit(libc::RLIMIT_FSIZE, f, f);
        limits_out.push(LimitReport {
            name: "file_size",
            requested: f.to_string(),
            enforced_by: vec![Mechanism::Rlimit],
            note,
        });
    }
    if let Some(t) = tmpfs_size {
        limits_out.push(LimitReport {
            name: "tmpfs_size",
            requested: t.to_string(),
            enforced_by: vec![Mechanism::TmpfsSize],
            note: Some("/tmp and /dev/shm, each".into()),
        });
    }
    if let Some(n) = l.open_files {
        let note = push_rlimit(libc::RLIMIT_NOFILE, n, n);
        limits_out.push(LimitReport {
            name: "open_files",
            requested: n.to_string(),
            enforced_by: vec![Mechanism::Rlimit],
            note,
        });
    }

    let mut unshare_flags = libc::CLONE_NEWUSER
        | libc::CLONE_NEWNS
        | libc::CLONE_NEWPID
        | libc::CLONE_NEWIPC
        | libc::CLONE_NEWUTS
        | libc::CLONE_NEWCGROUP;
    let net_isolated = cfg.network.isolated();
    if net_isolated {
        unshare_flags |= libc::CLONE_NEWNET;
    }

    Ok(Plan {
        ops: b.ops,
        sources: b.sources,
        source_names: b.source_names,
        stage: cstr(STAGE)?,
        workdir_guest: cstr(&cfg.workdir_guest)?,
        hostname: cfg.hostname.as_bytes().to_vec(),
        unshare_flags,
        host_strings: host_strings(),
        net_isolated,
        net_pooled: false,
        proxy: matches!(cfg.network, Network::Allow(_)),
        as_root,
        inside_uid: id.uid,
        inside_gid: id.gid,
        host_uid,
        host_gid,
        uid_map: format!("{} {} 1\n", id.uid, host_uid).into_bytes(),
        gid_map: format!("{} {} 1\n", id.gid, host_gid).into_bytes(),
        exec,
        path,
        envp,
        rlimits,
        cgroup_procs: cgroups.procs.clone(),
        cgroup_leave: cgroups.leave.clone(),
        cgroup_dirs: cgroups.dirs.iter().map(cstr).collect::<Result<_, _>>()?,
        landlock_rw,
        proc_self_fd: cstr("/proc/self/fd/")?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn host_string_areas_are_read_from_stat() {
        // A command name with spaces and parentheses, then fields 3..=52.
        let mut stat = String::from("42 (a (b) c) S");
        for n in 4..=52 {
            stat.push_str(&format!(" {n}"));
        }
        assert_eq!(parse_host_strings(&stat), Some([(48, 49), (50, 51)]));
        assert_eq!(parse_host_strings("42 (x) S 1 2"), None);
        let own = host_strings();
        assert!(own[0].1 > own[0].0, "{own:?}");
    }
}
