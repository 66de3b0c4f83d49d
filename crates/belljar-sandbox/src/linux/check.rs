//! `sandbox_check`: probes this machine's support for each isolation feature, and finally
//! starts a real sandbox running `/bin/true` to prove the whole chain works.

use std::time::Duration;

use crate::{Feature, LandlockState, Limits, Report, SandboxConfig};

use super::{cgroup, seccomp, sys};

fn feature(name: &'static str, available: bool, detail: impl Into<String>) -> Feature {
    Feature {
        name,
        available,
        detail: detail.into(),
    }
}

/// Forks a child that tries `unshare` with every namespace the sandbox uses.
fn probe_namespaces() -> Result<(), String> {
    let flags = libc::CLONE_NEWUSER
        | libc::CLONE_NEWNS
        | libc::CLONE_NEWPID
        | libc::CLONE_NEWIPC
        | libc::CLONE_NEWUTS
        | libc::CLONE_NEWNET
        | libc::CLONE_NEWCGROUP;
    // SAFETY: the child only calls unshare and _exit.
    let pid = unsafe { libc::fork() };
    if pid < 0 {
        return Err(sys::errno_text(sys::errno()));
    }
    if pid == 0 {
        // SAFETY: async-signal-safe calls only.
        unsafe {
            let code = if libc::unshare(flags) == 0 {
                0
            } else {
                sys::errno()
            };
            libc::_exit(code.min(255));
        }
    }
    let mut ws = 0;
    // SAFETY: reaping our own child.
    unsafe { libc::waitpid(pid, &mut ws, 0) };
    match libc::WIFEXITED(ws).then(|| libc::WEXITSTATUS(ws)) {
        Some(0) => Ok(()),
        Some(e) => Err(sys::errno_text(e)),
        None => Err("probe process crashed".into()),
    }
}

pub(crate) fn sandbox_check() -> Report {
    // SAFETY: trivial getter.
    let root = unsafe { libc::geteuid() } == 0;
    let mut features = Vec::new();

    let ns = probe_namespaces();
    features.push(feature(
        "namespaces",
        ns.is_ok(),
        match &ns {
            Ok(()) => "user, mount, pid, ipc, uts, net, cgroup".to_string(),
            Err(e) => format!("unshare failed: {e}"),
        },
    ));
    let max_userns = std::fs::read_to_string("/proc/sys/user/max_user_namespaces")
        .map(|s| s.trim().to_string())
        .unwrap_or_else(|_| "unknown".into());
    features.push(feature(
        "user namespace limit",
        max_userns != "0",
        format!("max_user_namespaces = {max_userns}"),
    ));
    match sys::landlock_abi() {
        Some(abi) => features.push(feature("landlock", true, format!("ABI {abi}"))),
        None => features.push(feature(
            "landlock",
            false,
            "not supported or disabled by the kernel",
        )),
    }
    // SAFETY: PR_GET_SECCOMP takes no pointer arguments.
    let seccomp_mode = unsafe { libc::prctl(libc::PR_GET_SECCOMP, 0, 0, 0, 0) };
    match seccomp::filters() {
        Ok(_) if seccomp_mode >= 0 => features.push(feature(
            "seccomp",
            true,
            format!("filter mode, arch {}", std::env::consts::ARCH),
        )),
        Ok(_) => features.push(feature("seccomp", false, "kernel refuses seccomp")),
        Err(e) => features.push(feature("seccomp", false, e)),
    }
    let mut cg = cgroup::create(Some(1 << 40), Some(1 << 20));
    match &cg.memory {
        Some(m) => features.push(feature("cgroup memory", true, m.to_string())),
        None => features.push(feature(
            "cgroup memory",
            false,
            format!(
                "{}; memory falls back to RLIMIT_AS per process",
                cg.memory_note.clone().unwrap_or_default()
            ),
        )),
    }
    match &cg.pids {
        Some(m) => features.push(feature("cgroup pids", true, m.to_string())),
        None => features.push(feature(
            "cgroup pids",
            false,
            format!(
                "{}; processes limited by RLIMIT_NPROC only",
                cg.pids_note.clone().unwrap_or_default()
            ),
        )),
    }
    cg.remove();
    let ms = sys::mount_setattr(c"/nonexistent-belljar", 0, false);
    features.push(feature(
        "mount_setattr",
        ms != Err(libc::ENOSYS),
        if ms == Err(libc::ENOSYS) {
            "absent: remount fallback used"
        } else {
            "recursive read-only binds"
        },
    ));
    // SAFETY: trivial getter.
    let pidfd = sys::pidfd_open(unsafe { libc::getpid() }).is_some();
    features.push(feature(
        "pidfd",
        pidfd,
        if pidfd {
            "race-free kill/wait"
        } else {
            "absent: pid-based kill/wait"
        },
    ));

    let probe = run_probe();
    let usable = probe.is_ok();
    features.push(match probe {
        Ok(detail) => feature("probe sandbox", true, detail),
        Err(e) => feature("probe sandbox", false, e),
    });
    Report {
        kernel: sys::kernel_release(),
        root,
        sandbox_usable: usable,
        features,
    }
}

/// Starts a real sandbox running `/bin/true` and reports what it enforced.
fn run_probe() -> Result<String, String> {
    let dir = std::env::temp_dir().join(format!("belljar-sandbox-check-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("creating {}: {e}", dir.display()))?;
    let mut cfg = SandboxConfig::new(&dir);
    cfg.limits = Limits {
        wall_timeout: Some(Duration::from_secs(10)),
        ..Limits::default()
    };
    let result = super::start("true", &[], &cfg).map(|s| {
        let ws = s.shared.reap_blocking();
        let landlock = match &s.enforcement.landlock {
            LandlockState::Unsupported => "landlock unsupported".to_string(),
            LandlockState::Enforced { abi, fully } => {
                format!(
                    "landlock ABI {abi}{}",
                    if *fully { "" } else { " (partial)" }
                )
            }
            LandlockState::Failed(e) => format!("landlock failed: {e}"),
        };
        let ok = libc::WIFEXITED(ws) && libc::WEXITSTATUS(ws) == 0;
        (
            ok,
            format!(
                "ran /bin/true: {landlock}, seccomp {}",
                s.enforcement.seccomp
            ),
        )
    });
    let _ = std::fs::remove_dir_all(&dir);
    match result {
        Ok((true, d)) => Ok(d),
        Ok((false, d)) => Err(format!("/bin/true failed in the sandbox ({d})")),
        Err(e) => Err(e.to_string()),
    }
}
