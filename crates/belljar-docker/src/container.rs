//! A session's container: created locked down (see [`DockerConfig`]), its main process the
//! launched command over the attached stdio, and removed when that process is killed or its
//! control dropped.

use async_trait::async_trait;
use belljar::{ErrorKind, Isolation, LimitEnforcement};
use belljar_launch::{ChildControl, ChildExit, Command, LaunchError, Launched, Launcher};
use bollard::Docker;
use bollard::models::{ContainerCreateBody, HostConfig, Mount, MountType};
use bollard::query_parameters::{
    AttachContainerOptions, KillContainerOptions, RemoveContainerOptions, WaitContainerOptions,
};
use futures_util::StreamExt;

use crate::DockerConfig;
use crate::engine;
use crate::streams;

/// Starts a command as the main process of a new container, attached before it starts (so
/// nothing it writes is missed).
pub struct ContainerLauncher<'a> {
    /// The engine.
    pub docker: &'a Docker,
    /// The settings every container of the session gets.
    pub config: &'a DockerConfig,
    /// The session's volume, mounted at the working directory (else the configuration's
    /// host directory is).
    pub volume: Option<&'a str>,
    /// The id of the container the last launch created.
    pub started: Option<String>,
}

/// The container body for `command` under `config`: the secure defaults.
fn body(config: &DockerConfig, volume: Option<&str>, command: &Command) -> ContainerCreateBody {
    let workdir_mount = match (&config.host_dir, volume) {
        (Some(dir), _) => Mount {
            target: Some(config.workdir.clone()),
            source: Some(dir.to_string_lossy().into_owned()),
            typ: Some(MountType::BIND),
            read_only: Some(false),
            ..Default::default()
        },
        (None, volume) => Mount {
            target: Some(config.workdir.clone()),
            source: volume.map(str::to_string),
            typ: Some(MountType::VOLUME),
            read_only: Some(false),
            ..Default::default()
        },
    };
    let mut mounts = vec![workdir_mount];
    if let Some(site) = &config.site_packages {
        mounts.push(Mount {
            target: Some(crate::SITE_PACKAGES.to_string()),
            source: Some(site.to_string_lossy().into_owned()),
            typ: Some(MountType::BIND),
            read_only: Some(true),
            ..Default::default()
        });
    }
    let mut cmd = vec![command.program.clone()];
    cmd.extend(command.args.iter().cloned());
    let env = command
        .env
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect();
    let memory = config
        .limits
        .memory_bytes
        .map(|m| i64::try_from(m).unwrap_or(i64::MAX));
    ContainerCreateBody {
        image: Some(config.image.clone()),
        cmd: Some(cmd),
        entrypoint: Some(Vec::new()),
        env: Some(env),
        working_dir: Some(command.workdir.clone()),
        user: Some(config.user.clone()),
        labels: Some(engine::labels()),
        attach_stdin: Some(true),
        attach_stdout: Some(true),
        attach_stderr: Some(true),
        open_stdin: Some(true),
        // The driver's stdin closes when Belljar's attach connection does (Belljar killed):
        // the driver then exits and the container stops, to be reaped by the next start.
        stdin_once: Some(true),
        tty: Some(false),
        host_config: Some(HostConfig {
            network_mode: Some(config.network.clone()),
            memory,
            memory_swap: memory,
            nano_cpus: Some(config.nano_cpus),
            pids_limit: Some(config.pids_limit),
            readonly_rootfs: Some(true),
            tmpfs: Some(
                [(
                    "/tmp".to_string(),
                    format!("rw,nosuid,nodev,size={}", config.tmp_bytes),
                )]
                .into(),
            ),
            mounts: Some(mounts),
            cap_drop: Some(vec!["ALL".into()]),
            security_opt: Some(vec!["no-new-privileges".into()]),
            init: Some(true),
            privileged: Some(false),
            ..Default::default()
        }),
        ..Default::default()
    }
}

#[async_trait]
impl Launcher for ContainerLauncher<'_> {
    async fn launch(&mut self, command: &Command) -> Result<Launched, LaunchError> {
        let engine_error = |what: &str, e: bollard::errors::Error| {
            LaunchError::new(
                ErrorKind::BackendUnavailable,
                format!("could not {what} the session's container: {e}"),
            )
        };
        let created = self
            .docker
            .create_container(None, body(self.config, self.volume, command))
            .await
            .map_err(|e| {
                let mut error = engine_error("create", e);
                if error.message.contains("No such image") {
                    error.message.push_str(
                        " (build it with scripts/docker-image, or set another image; Belljar never pulls)",
                    );
                }
                error
            })?;
        let id = created.id;
        // From here on the container exists: the control removes it however this ends.
        let mut control = ContainerChild {
            docker: self.docker.clone(),
            id: id.clone(),
            exit: None,
            removed: false,
        };
        let options = AttachContainerOptions {
            stream: true,
            stdin: true,
            stdout: true,
            stderr: true,
            ..Default::default()
        };
        let attached = match self.docker.attach_container(&id, Some(options)).await {
            Ok(attached) => attached,
            Err(e) => {
                control.kill().await;
                return Err(engine_error("attach to", e));
            }
        };
        if let Err(e) = self.docker.start_container(&id, None).await {
            control.kill().await;
            return Err(engine_error("start", e));
        }
        let streams = streams::split(attached.output, attached.input);
        self.started = Some(id);
        Ok(Launched {
            stdin: streams.stdin,
            stdout: streams.stdout,
            stderr: streams.stderr,
            control: Box::new(control),
            isolation: isolation(self.config),
        })
    }
}

/// The isolation every result of a session reports.
pub fn isolation(config: &DockerConfig) -> Isolation {
    let mut features = vec![
        format!("docker container (image {})", config.image),
        if config.network == "none" {
            "network none".to_string()
        } else {
            format!("network {:?} (asked for)", config.network)
        },
        match &config.host_dir {
            Some(dir) => format!(
                "read-only root file system (tmpfs /tmp, host directory {} at the working directory)",
                dir.display()
            ),
            None => match config.disk_bytes {
                Some(bytes) => format!(
                    "read-only root file system (tmpfs /tmp, a tmpfs volume of {bytes} bytes at \
                     the working directory)"
                ),
                None => "read-only root file system (tmpfs /tmp, volume at the working directory)"
                    .into(),
            },
        },
        "all capabilities dropped".into(),
        "no-new-privileges".into(),
        format!("user {}", config.user),
        "the engine's default seccomp profile".into(),
        "tini as init (reaps orphans)".into(),
    ];
    let memory = match config.limits.memory_bytes {
        Some(bytes) => format!("memory {bytes} bytes (no swap)"),
        None => "no memory limit".to_string(),
    };
    features.push(format!(
        "limits: {memory}, {} CPUs, {} processes, /tmp {} bytes",
        config.nano_cpus as f64 / 1e9,
        config.pids_limit,
        config.tmp_bytes
    ));
    Isolation {
        sandboxed: true,
        features,
        missing: match (&config.host_dir, config.disk_bytes) {
            (None, Some(_)) => Vec::new(),
            _ => vec!["disk quota on the working directory".into()],
        },
        limits: limits(config),
    }
}

/// One entry per limit in force, and what enforces it.
fn limits(config: &DockerConfig) -> Vec<LimitEnforcement> {
    let entry = |name: &str, requested: String, by: &str| LimitEnforcement {
        name: name.into(),
        requested,
        enforced_by: vec![by.into()],
        note: None,
    };
    let mut limits = Vec::new();
    if let Some(timeout) = config.limits.timeout {
        limits.push(entry(
            "timeout",
            format!("{} s", timeout.as_secs_f64()),
            "belljar (interrupt, then the container or exec's process group killed)",
        ));
    }
    if let Some(bytes) = config.limits.memory_bytes {
        limits.push(entry(
            "memory_bytes",
            bytes.to_string(),
            "docker (cgroup memory limit, swap included)",
        ));
    }
    limits.push(entry(
        "cpus",
        format!("{}", config.nano_cpus as f64 / 1e9),
        "docker (cgroup CPU quota)",
    ));
    limits.push(entry(
        "pids",
        config.pids_limit.to_string(),
        "docker (cgroup pids limit)",
    ));
    limits.push(entry(
        "tmp_bytes",
        config.tmp_bytes.to_string(),
        "docker (tmpfs size)",
    ));
    if let (None, Some(bytes)) = (&config.host_dir, config.disk_bytes) {
        let inodes = belljar_launch::disk_inodes(bytes);
        limits.push(LimitEnforcement {
            note: Some(format!(
                "the working directory is a tmpfs volume of {bytes} bytes and {inodes} inodes \
                 (ENOSPC past either); what is written there counts against the memory limit \
                 of the container that writes it"
            )),
            ..entry(
                "disk_bytes",
                bytes.to_string(),
                "docker (tmpfs volume size)",
            )
        });
    }
    limits
}

/// A container whose main process Belljar launched. Killing it, or dropping it, removes the
/// container.
pub struct ContainerChild {
    docker: Docker,
    id: String,
    exit: Option<ChildExit>,
    removed: bool,
}

#[async_trait]
impl ChildControl for ContainerChild {
    fn interrupt(&mut self) {
        if self.exit.is_some() {
            return;
        }
        let docker = self.docker.clone();
        let id = self.id.clone();
        // tini, the container's init, passes the signal on to the driver.
        tokio::spawn(async move {
            let options = KillContainerOptions {
                signal: "SIGINT".into(),
            };
            let _ = docker.kill_container(&id, Some(options)).await;
        });
    }

    async fn kill(&mut self) {
        if self.removed {
            return;
        }
        let options = KillContainerOptions {
            signal: "SIGKILL".into(),
        };
        let _ = self.docker.kill_container(&self.id, Some(options)).await;
        let _ = self.wait().await;
        let options = RemoveContainerOptions {
            force: true,
            v: true,
            ..Default::default()
        };
        let _ = self.docker.remove_container(&self.id, Some(options)).await;
        self.removed = true;
    }

    async fn wait(&mut self) -> Option<ChildExit> {
        if self.exit.is_some() || self.removed {
            return self.exit;
        }
        let options = WaitContainerOptions {
            condition: "not-running".into(),
        };
        let code = match self
            .docker
            .wait_container(&self.id, Some(options))
            .next()
            .await
        {
            Some(Ok(response)) => response.status_code,
            Some(Err(bollard::errors::Error::DockerContainerWaitError { code, .. })) => code,
            _ => return None,
        };
        let oom_killed = self
            .docker
            .inspect_container(&self.id, None)
            .await
            .ok()
            .and_then(|c| c.state)
            .and_then(|s| s.oom_killed)
            .unwrap_or(false);
        let code = i32::try_from(code).unwrap_or(-1);
        self.exit = Some(ChildExit {
            code: Some(code),
            signal: None,
            oom_killed,
        });
        self.exit
    }
}

impl Drop for ContainerChild {
    fn drop(&mut self) {
        if !self.removed {
            engine::remove_blocking(Some(std::mem::take(&mut self.id)), None);
        }
    }
}
