//! The sandbox configuration: what the sandboxed program sees (mounts, working directory,
//! environment, network), which identity it runs as, and which resource limits apply.
//! Every default is the secure choice; widening it is an explicit call.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::{AllowedHost, SandboxError};

/// Where the working directory appears inside the sandbox by default.
pub const DEFAULT_WORKDIR_GUEST: &str = "/work";

/// The `PATH` given to the sandboxed program when the caller does not set one.
pub const DEFAULT_PATH: &str = "/usr/local/bin:/usr/bin:/bin";

/// One extra bind mount from the host into the sandbox.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mount {
    /// Absolute host path (file or directory) to expose.
    pub host: PathBuf,
    /// Absolute path at which it appears inside the sandbox.
    pub guest: PathBuf,
    /// Whether the sandbox may only read it (the default for [`Mount::read_only`]).
    pub read_only: bool,
}

impl Mount {
    /// A read-only bind of `host` at `guest`.
    pub fn read_only(host: impl Into<PathBuf>, guest: impl Into<PathBuf>) -> Self {
        Mount {
            host: host.into(),
            guest: guest.into(),
            read_only: true,
        }
    }

    /// A writable bind of `host` at `guest`.
    pub fn read_write(host: impl Into<PathBuf>, guest: impl Into<PathBuf>) -> Self {
        Mount {
            host: host.into(),
            guest: guest.into(),
            read_only: false,
        }
    }

    /// Parses the CLI form `HOST:GUEST[:ro|:rw]`: read-only unless `:rw` is given.
    pub fn parse(spec: &str) -> Result<Self, SandboxError> {
        let parts: Vec<&str> = spec.split(':').collect();
        let (host, guest, read_only) = match parts.as_slice() {
            [h, g] => (*h, *g, true),
            [h, g, "ro"] => (*h, *g, true),
            [h, g, "rw"] => (*h, *g, false),
            _ => {
                return Err(SandboxError::InvalidConfig(format!(
                    "invalid mount {spec:?}: expected HOST:GUEST[:ro|:rw]"
                )));
            }
        };
        if host.is_empty() || guest.is_empty() {
            return Err(SandboxError::InvalidConfig(format!(
                "invalid mount {spec:?}: empty path"
            )));
        }
        Ok(Mount {
            host: host.into(),
            guest: guest.into(),
            read_only,
        })
    }
}

/// Network access of the sandbox.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Network {
    /// A fresh network namespace with only a loopback interface (not the host's).
    #[default]
    None,
    /// Share the host's network namespace (and expose `/etc/resolv.conf` and `/etc/hosts`).
    Host,
    /// A fresh network namespace with only a loopback interface, plus an HTTP proxy at
    /// [`PROXY_ADDR`] (`HTTP_PROXY`, `HTTPS_PROXY` and `ALL_PROXY` name it) that reaches
    /// only these `host:port` pairs, checked by Belljar on the host after resolving the name
    /// (see [`crate::AllowedHost`] and README.md, "Network allow-list").
    Allow(Vec<AllowedHost>),
}

impl Network {
    /// The sandbox has a network namespace of its own (everything but [`Network::Host`]).
    pub fn isolated(&self) -> bool {
        !matches!(self, Network::Host)
    }
}

/// Where the allow-list proxy listens inside the sandbox (its own loopback).
pub const PROXY_ADDR: &str = "127.0.0.1:3128";

/// The proxy URL the sandboxed program gets in `HTTP_PROXY`, `HTTPS_PROXY` and `ALL_PROXY`
/// (and their lower-case forms) with [`Network::Allow`].
pub const PROXY_URL: &str = "http://127.0.0.1:3128";

/// Resource limits. `None` means "no limit requested"; every requested limit is reported in
/// [`crate::Enforcement::limits`] with the mechanism that enforces it, or as unenforced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Wall-clock time, counted from the program's start, after which every process in the
    /// sandbox is killed (`ExitStatus::timed_out`). `None` for long-lived sessions.
    pub wall_timeout: Option<Duration>,
    /// CPU time per process (`RLIMIT_CPU`; SIGXCPU then SIGKILL).
    pub cpu_time: Option<Duration>,
    /// Memory of the whole sandbox (cgroup), or address space per process (rlimit fallback).
    pub memory_bytes: Option<u64>,
    /// Number of processes/threads in the sandbox (cgroup pids and `RLIMIT_NPROC`).
    pub max_processes: Option<u64>,
    /// Largest file the sandbox may write (`RLIMIT_FSIZE`).
    pub file_size: Option<u64>,
    /// Size of the `/tmp` and `/dev/shm` tmpfs mounts (each).
    pub tmpfs_size: Option<u64>,
    /// Number of open file descriptors per process (`RLIMIT_NOFILE`).
    pub open_files: Option<u64>,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            wall_timeout: Some(Duration::from_secs(60)),
            cpu_time: Some(Duration::from_secs(60)),
            memory_bytes: Some(1 << 30),
            max_processes: Some(256),
            file_size: Some(1 << 30),
            tmpfs_size: Some(256 << 20),
            open_files: Some(1024),
        }
    }
}

/// The user and group the sandboxed program runs as.
///
/// Inside the sandbox the program is `uid`/`gid` (by default 1000, user `sandbox`), mapped
/// through a user namespace. When Belljar itself runs as root, that identity is mapped to the
/// unprivileged host account `host_uid_when_root`/`host_gid_when_root` (by default
/// 65534, `nobody`), and the working directory is `chown`ed to it so the sandbox can write
/// there. When Belljar runs unprivileged it maps to Belljar's own uid/gid (the only choice
/// the kernel allows).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Identity {
    /// uid inside the sandbox.
    pub uid: u32,
    /// gid inside the sandbox.
    pub gid: u32,
    /// Host uid the sandbox runs as when Belljar runs as root.
    pub host_uid_when_root: u32,
    /// Host gid the sandbox runs as when Belljar runs as root.
    pub host_gid_when_root: u32,
}

impl Default for Identity {
    fn default() -> Self {
        Identity {
            uid: 1000,
            gid: 1000,
            host_uid_when_root: 65534,
            host_gid_when_root: 65534,
        }
    }
}

/// Everything needed to start a sandboxed program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SandboxConfig {
    /// Host directory bound read-write inside the sandbox and made its current directory.
    pub workdir: PathBuf,
    /// Where `workdir` appears inside the sandbox (default `/work`).
    pub workdir_guest: PathBuf,
    /// Extra bind mounts (runtimes, virtualenvs, data), applied in order of guest-path depth.
    pub mounts: Vec<Mount>,
    /// Network access (default: none).
    pub network: Network,
    /// Resource limits.
    pub limits: Limits,
    /// The program's whole environment, apart from `PATH`, `HOME` and `LANG`, which are set
    /// unless given here (the `PATH` below, `HOME` the working directory as the sandbox sees
    /// it — `/work` —, `LANG=C.UTF-8`), and, with [`Network::Allow`], the proxy variables
    /// (`HTTP_PROXY`, `HTTPS_PROXY`, `ALL_PROXY` and their lower-case forms, [`PROXY_URL`]).
    pub env: BTreeMap<String, String>,
    /// Extra directories put in front of the default `PATH` (ignored when `env` sets `PATH`).
    pub path_prefix: Vec<PathBuf>,
    /// uid/gid policy.
    pub identity: Identity,
    /// Host name inside the sandbox (UTS namespace).
    pub hostname: String,
}

impl SandboxConfig {
    /// A configuration with secure defaults around `workdir`.
    pub fn new(workdir: impl Into<PathBuf>) -> Self {
        SandboxConfig {
            workdir: workdir.into(),
            workdir_guest: PathBuf::from(DEFAULT_WORKDIR_GUEST),
            mounts: Vec::new(),
            network: Network::None,
            limits: Limits::default(),
            env: BTreeMap::new(),
            path_prefix: Vec::new(),
            identity: Identity::default(),
            hostname: "belljar".to_string(),
        }
    }

    /// Adds the mounts and `PATH` entries of an interpreter runtime found by
    /// [`PythonRuntime::discover`].
    pub fn add_runtime(&mut self, runtime: &PythonRuntime) -> &mut Self {
        for m in runtime.mounts() {
            if !self.mounts.contains(&m) {
                self.mounts.push(m);
            }
        }
        for dir in runtime.path_entries() {
            if !self.path_prefix.contains(&dir) {
                self.path_prefix.push(dir);
            }
        }
        self
    }

    /// The `PATH` the sandboxed program gets.
    pub fn effective_path(&self) -> String {
        if let Some(p) = self.env.get("PATH") {
            return p.clone();
        }
        let mut parts: Vec<String> = self
            .path_prefix
            .iter()
            .map(|p| p.to_string_lossy().into_owned())
            .collect();
        parts.push(DEFAULT_PATH.to_string());
        parts.join(":")
    }

    /// The complete environment of the sandboxed program.
    pub fn effective_env(&self) -> BTreeMap<String, String> {
        let mut env = self.env.clone();
        env.insert("PATH".into(), self.effective_path());
        env.entry("HOME".into())
            .or_insert_with(|| self.workdir_guest.to_string_lossy().into_owned());
        env.entry("LANG".into()).or_insert_with(|| "C.UTF-8".into());
        if matches!(self.network, Network::Allow(_)) {
            for name in [
                "HTTP_PROXY",
                "HTTPS_PROXY",
                "ALL_PROXY",
                "http_proxy",
                "https_proxy",
                "all_proxy",
            ] {
                env.entry(name.into())
                    .or_insert_with(|| PROXY_URL.to_string());
            }
        }
        env
    }
}

/// A Python installation that lives outside `/usr` (pyenv, conda, a virtualenv) and must be
/// bound into the sandbox at the same path to work.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PythonRuntime {
    /// `sys.prefix` (the virtualenv when one is active).
    pub prefix: PathBuf,
    /// `sys.base_prefix` (the installation the virtualenv was made from).
    pub base_prefix: PathBuf,
    /// The real interpreter binary (`sys.executable` with symlinks resolved).
    pub executable: PathBuf,
}

impl PythonRuntime {
    /// Runs `python` (a name looked up in the host `PATH`, or a path; pyenv shims work) once on
    /// the host to learn where its installation lives. Takes tens of milliseconds; cache it.
    pub fn discover(python: &str) -> Result<Self, SandboxError> {
        let out = std::process::Command::new(python)
            .args([
                "-c",
                "import sys,os;print(sys.prefix);print(sys.base_prefix);print(os.path.realpath(sys.executable))",
            ])
            .stdin(std::process::Stdio::null())
            .output()
            .map_err(|e| SandboxError::InvalidConfig(format!("cannot run {python:?}: {e}")))?;
        if !out.status.success() {
            return Err(SandboxError::InvalidConfig(format!(
                "{python:?} failed: {}",
                String::from_utf8_lossy(&out.stderr).trim()
            )));
        }
        let text = String::from_utf8_lossy(&out.stdout);
        let lines: Vec<&str> = text.lines().collect();
        if lines.len() < 3 {
            return Err(SandboxError::InvalidConfig(format!(
                "unexpected output from {python:?}: {text:?}"
            )));
        }
        Ok(PythonRuntime {
            prefix: PathBuf::from(lines[0]),
            base_prefix: PathBuf::from(lines[1]),
            executable: PathBuf::from(lines[2]),
        })
    }

    /// Read-only mounts needed for this runtime (none for prefixes under `/usr`, which the
    /// sandbox always exposes).
    pub fn mounts(&self) -> Vec<Mount> {
        let mut out = Vec::new();
        for p in [&self.base_prefix, &self.prefix] {
            if !under_usr(p) && !out.iter().any(|m: &Mount| m.host == *p) {
                out.push(Mount::read_only(p.clone(), p.clone()));
            }
        }
        if let Some(dir) = self.executable.parent() {
            let covered = under_usr(dir) || out.iter().any(|m| dir.starts_with(&m.host));
            if !covered {
                out.push(Mount::read_only(dir, dir));
            }
        }
        out
    }

    /// Directories to put in front of `PATH`: the virtualenv's `bin`, then the base one.
    pub fn path_entries(&self) -> Vec<PathBuf> {
        let mut out = vec![self.prefix.join("bin")];
        if self.base_prefix != self.prefix {
            out.push(self.base_prefix.join("bin"));
        }
        out
    }
}

/// `/usr` is always exposed read-only, so nothing below it needs its own mount.
fn under_usr(p: &Path) -> bool {
    p.starts_with("/usr")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mount_specs() {
        assert_eq!(Mount::parse("/a:/b").unwrap(), Mount::read_only("/a", "/b"));
        assert_eq!(
            Mount::parse("/a:/b:ro").unwrap(),
            Mount::read_only("/a", "/b")
        );
        assert_eq!(
            Mount::parse("/a:/b:rw").unwrap(),
            Mount::read_write("/a", "/b")
        );
        for bad in ["/a", "/a:/b:xx", ":/b", "/a:", "/a:/b:ro:x"] {
            assert!(Mount::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn runtime_mounts_skip_usr_and_cover_venvs() {
        let venv = PythonRuntime {
            prefix: "/srv/venv".into(),
            base_prefix: "/opt/py".into(),
            executable: "/opt/py/bin/python3.11".into(),
        };
        assert_eq!(
            venv.mounts(),
            [
                Mount::read_only("/opt/py", "/opt/py"),
                Mount::read_only("/srv/venv", "/srv/venv")
            ]
        );
        assert_eq!(
            venv.path_entries(),
            [PathBuf::from("/srv/venv/bin"), PathBuf::from("/opt/py/bin")]
        );
        let system = PythonRuntime {
            prefix: "/usr".into(),
            base_prefix: "/usr".into(),
            executable: "/usr/bin/python3.11".into(),
        };
        assert!(system.mounts().is_empty());
    }

    #[test]
    fn environment_is_minimal_and_overridable() {
        let mut cfg = SandboxConfig::new("/w");
        let env = cfg.effective_env();
        assert_eq!(env.keys().collect::<Vec<_>>(), ["HOME", "LANG", "PATH"]);
        assert_eq!(env["PATH"], DEFAULT_PATH);
        assert_eq!(env["HOME"], DEFAULT_WORKDIR_GUEST);
        cfg.path_prefix.push("/opt/py/bin".into());
        assert_eq!(cfg.effective_path(), format!("/opt/py/bin:{DEFAULT_PATH}"));
        cfg.env.insert("PATH".into(), "/x".into());
        cfg.env.insert("HOME".into(), "/tmp".into());
        let env = cfg.effective_env();
        assert_eq!(env["PATH"], "/x");
        assert_eq!(env["HOME"], "/tmp");
    }
}
