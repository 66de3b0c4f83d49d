//! The process backend's [`Launcher`]: the program for a block or a session runs inside the
//! Linux sandbox (the default), or as a plain subprocess when the caller explicitly opts out.
//! Both give the seam's [`Launched`]: three pipes and a [`ChildControl`], plus the isolation
//! report for the result.

use std::collections::BTreeMap;
use std::path::Path;
use std::time::Duration;

use async_trait::async_trait;
use belljar::{ErrorKind, Isolation, LimitEnforcement};
pub use belljar_launch::{ChildControl, ChildExit, Command, LaunchError, Launched, Launcher};
use belljar_sandbox::{
    Enforcement, LandlockState, Limits, Mount, Network, PreparedSandbox, SandboxConfig,
    SandboxError, SandboxedChild,
};

/// How the process backend confines the code it runs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Sandboxing {
    /// In the Linux sandbox (namespaces, minimal root, landlock, seccomp, limits).
    Sandboxed(SandboxSettings),
    /// As a plain subprocess with the user's full access. Only on explicit request.
    Unsandboxed,
}

impl Default for Sandboxing {
    fn default() -> Self {
        Sandboxing::Sandboxed(SandboxSettings::default())
    }
}

/// The sandbox knobs the process backend exposes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SandboxSettings {
    /// Network access: none (loopback only, not the host's) by default; `Network::Allow`
    /// for an allow-list of `host:port` pairs reached through a proxy.
    pub network: Network,
    /// Extra bind mounts (`HOST:GUEST[:ro|:rw]`, read-only unless `:rw`).
    pub mounts: Vec<Mount>,
    /// Resource limits for each sandbox: the sandbox's own knobs (CPU time, processes, file
    /// size, descriptors, tmpfs size), which are settings of this backend rather than
    /// limits a user sets per session. The wall-clock limit is each execution's timeout and
    /// the memory limit is [`crate::ProcessConfig::limits`]'s (both replaced here).
    pub limits: Limits,
    /// Size of a temporary working directory, in bytes: a tmpfs of this size (and
    /// [`crate::disk_inodes`] inodes) is mounted on it, so the code gets `ENOSPC`
    /// past either; `None` for no limit. Needs Belljar to run as root (otherwise reported
    /// as not enforced); a directory the caller names is never limited. Default
    /// [`crate::DEFAULT_DISK_BYTES`] (256 MiB).
    pub disk_bytes: Option<u64>,
}

impl Default for SandboxSettings {
    fn default() -> Self {
        SandboxSettings {
            network: Network::None,
            mounts: Vec::new(),
            limits: Limits {
                wall_timeout: None,
                ..Limits::default()
            },
            disk_bytes: Some(crate::workdir::DEFAULT_DISK_BYTES),
        }
    }
}

/// One sandbox prepared in the background for the next one-shot run with the same
/// configuration (`belljar_sandbox::prepare`): that run only forks and executes its program,
/// so the sandbox's setup is off its path. Used once; dropped (and so killed) when the
/// configuration changes or the pool is dropped.
#[derive(Debug, Default)]
pub struct PreparedPool {
    next: Option<(
        SandboxConfig,
        tokio::task::JoinHandle<Result<PreparedSandbox, SandboxError>>,
    )>,
}

impl PreparedPool {
    /// Starts preparing a sandbox for `config` in the background (replacing any other).
    pub fn prepare_next(&mut self, config: SandboxConfig) {
        self.clear();
        let c = config.clone();
        let task = tokio::spawn(async move { belljar_sandbox::prepare(&c).await });
        self.next = Some((config, task));
    }

    /// The prepared sandbox for `config` (waiting for it if it is still being set up, which
    /// is never slower than setting one up now), or `None`.
    async fn take(&mut self, config: &SandboxConfig) -> Option<PreparedSandbox> {
        let (prepared_for, task) = self.next.take()?;
        if &prepared_for != config {
            task.abort();
            return None;
        }
        task.await.ok()?.ok()
    }

    /// Drops the prepared sandbox (killing it), or stops its preparation.
    pub fn clear(&mut self) {
        if let Some((_, task)) = self.next.take() {
            task.abort();
        }
    }
}

impl Drop for PreparedPool {
    fn drop(&mut self) {
        self.clear();
    }
}

/// The process backend's launcher: a [`Command`] runs with cwd = its working directory and
/// exactly its environment (plus, in the sandbox, the sandbox's own `PATH`, `HOME` and
/// `LANG`); its `wall` is a backstop, the caller enforces timeouts itself.
pub struct ProcessLauncher<'a> {
    sandboxing: &'a Sandboxing,
    prepared: Option<&'a mut PreparedPool>,
    /// The sandbox configuration of the last sandboxed launch: what to prepare for the next
    /// run (see [`PreparedPool`]).
    pub recipe: Option<SandboxConfig>,
}

impl<'a> ProcessLauncher<'a> {
    /// A launcher with `sandboxing`; `prepared`, when given, supplies a sandbox prepared for
    /// the exact configuration of the launch.
    pub fn new(sandboxing: &'a Sandboxing, prepared: Option<&'a mut PreparedPool>) -> Self {
        ProcessLauncher {
            sandboxing,
            prepared,
            recipe: None,
        }
    }
}

#[async_trait]
impl Launcher for ProcessLauncher<'_> {
    async fn launch(&mut self, command: &Command) -> Result<Launched, LaunchError> {
        let program = Path::new(&command.program);
        let workdir = Path::new(&command.workdir);
        let launched = match self.sandboxing {
            Sandboxing::Unsandboxed => launch_local(program, &command.args, workdir, &command.env),
            Sandboxing::Sandboxed(settings) => {
                let prepared = self.prepared.as_deref_mut();
                launch_sandboxed(
                    program,
                    &command.args,
                    workdir,
                    &command.env,
                    settings,
                    command.wall,
                    prepared,
                )
                .await
                .map(|(launched, recipe)| {
                    self.recipe = Some(recipe);
                    launched
                })
            }
        };
        launched.map_err(|message| LaunchError::new(ErrorKind::OsError, message))
    }
}

fn launch_local(
    program: &Path,
    args: &[String],
    workdir: &Path,
    env: &BTreeMap<String, String>,
) -> Result<Launched, String> {
    let mut child = tokio::process::Command::new(program)
        .args(args)
        .current_dir(workdir)
        .env_clear()
        .envs(env)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .process_group(0)
        .kill_on_drop(true)
        .spawn()
        .map_err(|e| format!("could not start {}: {e}", program.display()))?;
    let missing = || "the child's pipes were not set up".to_string();
    Ok(Launched {
        stdin: Box::new(child.stdin.take().ok_or_else(missing)?),
        stdout: Box::new(child.stdout.take().ok_or_else(missing)?),
        stderr: Box::new(child.stderr.take().ok_or_else(missing)?),
        control: Box::new(LocalChild {
            pgid: child.id().map(|id| id as i32),
            child,
            exit: None,
        }),
        isolation: Isolation {
            sandboxed: false,
            features: Vec::new(),
            missing: vec![
                "everything: the code ran UNSANDBOXED, with the user's full access".into(),
            ],
            limits: Vec::new(),
        },
    })
}

/// A plain subprocess, leader of its own process group.
struct LocalChild {
    child: tokio::process::Child,
    /// Its pid, which is also its process group's id (kept: the pid is gone once reaped).
    pgid: Option<i32>,
    exit: Option<ChildExit>,
}

impl LocalChild {
    /// SIGKILL to the whole process group.
    fn kill_group(&self) {
        if let Some(pgid) = self.pgid {
            // SAFETY: kill(2) with a negative pid signals a process group; no memory is touched.
            unsafe {
                libc::kill(-pgid, libc::SIGKILL);
            }
        }
    }
}

#[async_trait]
impl ChildControl for LocalChild {
    fn interrupt(&mut self) {
        if let (Some(pid), None) = (self.pgid, self.exit) {
            // SAFETY: kill(2) sends a signal; no memory is touched.
            unsafe {
                libc::kill(pid, libc::SIGINT);
            }
        }
    }

    async fn kill(&mut self) {
        self.kill_group();
        let _ = self.child.kill().await;
        let _ = self.wait().await;
    }

    async fn wait(&mut self) -> Option<ChildExit> {
        use std::os::unix::process::ExitStatusExt;
        if self.exit.is_none() {
            let status = self.child.wait().await.ok()?;
            self.exit = Some(ChildExit {
                code: status.code(),
                signal: status.signal(),
                oom_killed: false,
            });
            // Whatever the program left running in its group dies with it.
            self.kill_group();
        }
        self.exit
    }
}

/// The sandbox as a session child.
struct SandboxChild {
    child: SandboxedChild,
}

#[async_trait]
impl ChildControl for SandboxChild {
    fn interrupt(&mut self) {
        let _ = self.child.signal(libc::SIGINT);
    }

    async fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait().await;
    }

    async fn wait(&mut self) -> Option<ChildExit> {
        let status = self.child.wait().await.ok()?;
        Some(ChildExit {
            code: status.code,
            signal: status.signal,
            oom_killed: status.oom_killed,
        })
    }
}

/// Directories every sandbox shows anyway.
fn always_visible(path: &Path) -> bool {
    ["/usr", "/bin", "/sbin", "/lib", "/lib64"]
        .iter()
        .any(|root| path.starts_with(root))
}

async fn launch_sandboxed(
    program: &Path,
    args: &[String],
    workdir: &Path,
    env: &BTreeMap<String, String>,
    settings: &SandboxSettings,
    wall: Option<Duration>,
    prepared: Option<&mut PreparedPool>,
) -> Result<(Launched, SandboxConfig), String> {
    // Resolve `..` and symlinks in the directory (not the file: a venv's `bin/python` is a
    // symlink that must stay a venv path), so the path exists inside the sandbox too.
    let program = match (
        program.parent().map(Path::canonicalize),
        program.file_name(),
    ) {
        (Some(Ok(dir)), Some(name)) => dir.join(name),
        _ => program.to_path_buf(),
    };
    let program = program.as_path();
    let mut config = SandboxConfig::new(workdir);
    config.network = settings.network.clone();
    config.limits = settings.limits.clone();
    config.limits.wall_timeout = wall;
    let is_python = program
        .file_name()
        .is_some_and(|n| n.to_string_lossy().starts_with("python"));
    if is_python {
        config.add_runtime(&belljar_runtimes::runtime_cache::python_runtime(program)?);
    } else if let Some(dir) = program.parent().filter(|d| !always_visible(d)) {
        config.mounts.push(Mount::read_only(dir, dir));
        config.path_prefix.push(dir.to_path_buf());
    }
    for mount in &settings.mounts {
        config.mounts.push(mount.clone());
    }
    let mut env = env.clone();
    env.remove("PATH");
    env.insert(
        "HOME".into(),
        config.workdir_guest.to_string_lossy().into_owned(),
    );
    config.env = env;
    let program_name = program.to_string_lossy();
    let ready = match prepared {
        Some(pool) => pool.take(&config).await,
        None => None,
    };
    let started = match ready {
        Some(sandbox) => match sandbox.start(&program_name, args).await {
            // The prepared sandbox died while it waited (its init was killed), or the command
            // line is longer than a prepared sandbox takes: set one up now instead. An error
            // that is real shows up again, from the cold spawn.
            Err(SandboxError::Setup(_) | SandboxError::InvalidConfig(_)) => {
                belljar_sandbox::spawn(&program_name, args, &config).await
            }
            other => other,
        },
        None => belljar_sandbox::spawn(&program_name, args, &config).await,
    };
    let mut child = started.map_err(|e| format!("could not start the sandbox: {e}"))?;
    let missing = || "the sandbox's pipes were not set up".to_string();
    let stdin = child.stdin.take().ok_or_else(missing)?;
    let stdout = child.stdout.take().ok_or_else(missing)?;
    let stderr = child.stderr.take().ok_or_else(missing)?;
    let isolation = isolation_of(child.enforcement());
    Ok((
        Launched {
            stdin: Box::new(stdin),
            stdout: Box::new(stdout),
            stderr: Box::new(stderr),
            control: Box::new(SandboxChild { child }),
            isolation,
        },
        config,
    ))
}

/// The sandbox's enforcement report in the facade's terms.
pub fn isolation_of(e: &Enforcement) -> Isolation {
    let mut features = Vec::new();
    let mut missing = Vec::new();
    let mut note = |on: bool, name: &str| {
        if on {
            features.push(name.to_string());
        } else {
            missing.push(name.to_string());
        }
    };
    note(e.user_namespace, "user namespace");
    note(e.mount_namespace, "mount namespace (minimal root)");
    note(e.pid_namespace, "pid namespace");
    note(e.ipc_namespace, "ipc namespace");
    note(e.uts_namespace, "uts namespace");
    if e.allowed_hosts.is_empty() {
        note(e.network_namespace, "network namespace (no network)");
    } else {
        let list: Vec<String> = e.allowed_hosts.iter().map(|a| a.to_string()).collect();
        note(
            e.network_namespace,
            &format!(
                "network namespace (only an HTTP proxy to {})",
                list.join(", ")
            ),
        );
    }
    note(e.cgroup_namespace, "cgroup namespace");
    note(e.seccomp, "seccomp filter");
    note(e.no_new_privs, "no_new_privs");
    note(e.capabilities_dropped, "all capabilities dropped");
    note(e.new_session, "new session (no controlling terminal)");
    match &e.landlock {
        LandlockState::Enforced { abi, fully } => features.push(format!(
            "landlock ABI {abi}{}",
            if *fully { "" } else { " (partial)" }
        )),
        LandlockState::Unsupported => missing.push("landlock: not supported by this kernel".into()),
        LandlockState::Failed(why) => missing.push(format!("landlock: {why}")),
    }
    Isolation {
        sandboxed: true,
        features,
        missing,
        limits: e
            .limits
            .iter()
            .map(|l| LimitEnforcement {
                name: l.name.to_string(),
                requested: l.requested.clone(),
                enforced_by: l.enforced_by.iter().map(ToString::to_string).collect(),
                note: l.note.clone(),
            })
            .collect(),
    }
}
