//! What a sandbox actually enforced ([`Enforcement`], per spawned program) and what this
//! machine supports ([`Report`], from [`crate::sandbox_check`]). Nothing is dropped silently:
//! a requested limit that could not be applied is listed with the reason.

use std::fmt;

/// How a limit is enforced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mechanism {
    /// A cgroup v2 controller file (whole sandbox).
    CgroupV2,
    /// A cgroup v1 controller file (whole sandbox).
    CgroupV1,
    /// A `setrlimit` resource limit (per process, or per sandbox user for `RLIMIT_NPROC`).
    Rlimit,
    /// A tmpfs `size=` mount option.
    TmpfsSize,
    /// A timer in the controlling process that kills the whole sandbox.
    Timer,
}

impl fmt::Display for Mechanism {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Mechanism::CgroupV2 => "cgroup v2",
            Mechanism::CgroupV1 => "cgroup v1",
            Mechanism::Rlimit => "rlimit",
            Mechanism::TmpfsSize => "tmpfs size",
            Mechanism::Timer => "timer",
        })
    }
}

/// The fate of one requested limit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LimitReport {
    /// The [`crate::Limits`] field name (`memory_bytes`, `max_processes`, ...).
    pub name: &'static str,
    /// The requested value, human readable.
    pub requested: String,
    /// Mechanisms that enforce it (empty when unenforced).
    pub enforced_by: Vec<Mechanism>,
    /// Why a mechanism could not be used (e.g. the cgroup was not writable), if any.
    pub note: Option<String>,
}

impl LimitReport {
    /// Whether at least one mechanism enforces the limit.
    pub fn is_enforced(&self) -> bool {
        !self.enforced_by.is_empty()
    }
}

/// The landlock state of the sandboxed program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LandlockState {
    /// The kernel has no landlock (or it is disabled); the mount namespace alone confines files.
    Unsupported,
    /// A ruleset is enforced at this kernel ABI level.
    Enforced {
        /// The kernel's landlock ABI version.
        abi: u32,
        /// Whether every requested right was enforceable (false: best-effort subset).
        fully: bool,
    },
    /// Landlock exists but the ruleset could not be applied (reason).
    Failed(String),
}

/// Which isolation features and limits were applied to one sandboxed program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Enforcement {
    /// New user namespace (always, the other namespaces depend on it).
    pub user_namespace: bool,
    /// New mount namespace with a minimal pivot_root'ed root.
    pub mount_namespace: bool,
    /// New PID namespace (the program cannot see host processes; killing PID 1 kills all).
    pub pid_namespace: bool,
    /// New IPC namespace.
    pub ipc_namespace: bool,
    /// New UTS namespace (own host name).
    pub uts_namespace: bool,
    /// New network namespace with loopback only (false when [`crate::Network::Host`]).
    pub network_namespace: bool,
    /// With [`crate::Network::Allow`]: the `host:port` pairs its proxy reaches (empty
    /// otherwise).
    pub allowed_hosts: Vec<crate::AllowedHost>,
    /// New cgroup namespace.
    pub cgroup_namespace: bool,
    /// Landlock file-system (and, when supported and the network is isolated, TCP) rules.
    pub landlock: LandlockState,
    /// The seccomp deny-list filter is installed.
    pub seccomp: bool,
    /// `PR_SET_NO_NEW_PRIVS` is set.
    pub no_new_privs: bool,
    /// All capabilities dropped: effective, permitted, inheritable, ambient and bounding sets.
    pub capabilities_dropped: bool,
    /// The program runs in a new session without a controlling terminal (no TIOCSTI).
    pub new_session: bool,
    /// Supplementary groups were cleared (only possible when Belljar runs as root).
    pub supplementary_groups_dropped: bool,
    /// Host uid the sandbox's processes run as.
    pub host_uid: u32,
    /// Host gid the sandbox's processes run as.
    pub host_gid: u32,
    /// One entry per requested limit.
    pub limits: Vec<LimitReport>,
}

impl Enforcement {
    /// The report for the named limit, if it was requested.
    pub fn limit(&self, name: &str) -> Option<&LimitReport> {
        self.limits.iter().find(|l| l.name == name)
    }
}

fn yes(b: bool) -> &'static str {
    if b { "yes" } else { "NO" }
}

impl fmt::Display for Enforcement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "user namespace:    {}", yes(self.user_namespace))?;
        writeln!(f, "mount namespace:   {}", yes(self.mount_namespace))?;
        writeln!(f, "pid namespace:     {}", yes(self.pid_namespace))?;
        writeln!(f, "ipc namespace:     {}", yes(self.ipc_namespace))?;
        writeln!(f, "uts namespace:     {}", yes(self.uts_namespace))?;
        writeln!(f, "network namespace: {}", yes(self.network_namespace))?;
        if !self.allowed_hosts.is_empty() {
            let list: Vec<String> = self.allowed_hosts.iter().map(|a| a.to_string()).collect();
            writeln!(f, "network allow-list: {} (HTTP proxy)", list.join(", "))?;
        }
        writeln!(f, "cgroup namespace:  {}", yes(self.cgroup_namespace))?;
        match &self.landlock {
            LandlockState::Unsupported => writeln!(f, "landlock:          unsupported by kernel")?,
            LandlockState::Enforced { abi, fully } => writeln!(
                f,
                "landlock:          ABI {abi} ({})",
                if *fully {
                    "fully enforced"
                } else {
                    "partially enforced"
                }
            )?,
            LandlockState::Failed(e) => writeln!(f, "landlock:          FAILED: {e}")?,
        }
        writeln!(f, "seccomp filter:    {}", yes(self.seccomp))?;
        writeln!(f, "no_new_privs:      {}", yes(self.no_new_privs))?;
        writeln!(
            f,
            "capabilities:      {}",
            if self.capabilities_dropped {
                "all dropped"
            } else {
                "NOT dropped"
            }
        )?;
        writeln!(f, "new session:       {}", yes(self.new_session))?;
        writeln!(
            f,
            "supp. groups:      {}",
            if self.supplementary_groups_dropped {
                "cleared"
            } else {
                "kept (unprivileged)"
            }
        )?;
        writeln!(f, "host identity:     {}:{}", self.host_uid, self.host_gid)?;
        for l in &self.limits {
            let by: Vec<String> = l.enforced_by.iter().map(|m| m.to_string()).collect();
            let how = if by.is_empty() {
                "NOT ENFORCED".to_string()
            } else {
                by.join(" + ")
            };
            write!(f, "limit {:<14} {:<12} {how}", l.name, l.requested)?;
            if let Some(n) = &l.note {
                write!(f, " ({n})")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

/// One machine capability probed by [`crate::sandbox_check`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Feature {
    /// Short name (`user namespaces`, `landlock`, `cgroup memory`, ...).
    pub name: &'static str,
    /// Whether the sandbox can use it here.
    pub available: bool,
    /// What was found (version, mechanism) or why it is unavailable.
    pub detail: String,
}

/// What this machine supports, as printed by `belljar sandbox-check`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// Kernel release (`uname -r`), or the OS name elsewhere.
    pub kernel: String,
    /// Whether the current process runs as root.
    pub root: bool,
    /// Whether a sandbox can be started at all (user + mount + pid namespaces work).
    pub sandbox_usable: bool,
    /// Every probed feature.
    pub features: Vec<Feature>,
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "kernel: {}", self.kernel)?;
        writeln!(
            f,
            "running as root: {}",
            if self.root { "yes" } else { "no" }
        )?;
        writeln!(
            f,
            "sandbox usable: {}",
            if self.sandbox_usable { "yes" } else { "NO" }
        )?;
        for feat in &self.features {
            let mark = if feat.available { "ok " } else { "-- " };
            writeln!(f, "{mark} {:<22} {}", feat.name, feat.detail)?;
        }
        Ok(())
    }
}
