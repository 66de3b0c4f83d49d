//! The Docker engine: connecting (`DOCKER_HOST` or the default socket, API version
//! negotiated), the labels every Belljar container and volume carries, and reaping what
//! earlier Belljar processes left behind when they died without closing their sessions.

use std::collections::HashMap;
use std::sync::OnceLock;

use belljar::ErrorKind;
use belljar_launch::LaunchError;
use bollard::Docker;
use bollard::query_parameters::{
    ListContainersOptions, ListVolumesOptions, RemoveContainerOptions, RemoveVolumeOptions,
};

/// The label every Belljar container and volume carries (value `"1"`).
pub const LABEL: &str = "org.belljar";

/// The label naming the process that owns a container or volume: `MACHINE:PID:START`, with
/// `START` the process's start time in clock ticks since boot (so a reused pid is not taken
/// for the owner).
pub const OWNER_LABEL: &str = "org.belljar.owner";

/// Connects to the engine named by `DOCKER_HOST`, else the default local socket, negotiates
/// the API version and checks that it answers. `BackendUnavailable` when no engine does.
pub async fn connect() -> Result<Docker, LaunchError> {
    let host =
        std::env::var("DOCKER_HOST").unwrap_or_else(|_| "unix:///var/run/docker.sock".into());
    let unavailable = |why: String| {
        LaunchError::new(
            ErrorKind::BackendUnavailable,
            format!(
                "no Docker engine answered at {host}: {why}; start the engine (dockerd) or set DOCKER_HOST"
            ),
        )
    };
    let docker = Docker::connect_with_defaults().map_err(|e| unavailable(e.to_string()))?;
    let docker = docker
        .negotiate_version()
        .await
        .map_err(|e| unavailable(e.to_string()))?;
    docker
        .ping()
        .await
        .map_err(|e| unavailable(e.to_string()))?;
    Ok(docker)
}

/// This process's owner label value.
pub fn owner() -> &'static str {
    static OWNER: OnceLock<String> = OnceLock::new();
    OWNER.get_or_init(|| {
        let pid = std::process::id();
        format!(
            "{}:{pid}:{}",
            machine(),
            start_time(pid).unwrap_or_default()
        )
    })
}

/// The labels of everything this process creates.
pub fn labels() -> HashMap<String, String> {
    HashMap::from([
        (LABEL.to_string(), "1".to_string()),
        (OWNER_LABEL.to_string(), owner().to_string()),
    ])
}

/// This machine's identity: `/etc/machine-id`, else the host name.
fn machine() -> String {
    std::fs::read_to_string("/etc/machine-id")
        .or_else(|_| std::fs::read_to_string("/proc/sys/kernel/hostname"))
        .map(|s| s.trim().to_string())
        .unwrap_or_default()
}

/// The start time of process `pid` (field 22 of `/proc/PID/stat`), if it exists.
fn start_time(pid: u32) -> Option<u64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The command name (field 2) is in parentheses and may hold spaces: split after it.
    let rest = &stat[stat.rfind(')')? + 2..];
    rest.split(' ').nth(19)?.parse().ok()
}

/// Whether the owner a label names is gone: a process of this machine that no longer runs
/// (or whose pid now belongs to another process). Owners on other machines (a shared remote
/// engine) are never judged gone.
fn owner_gone(label: &str) -> bool {
    let mut parts = label.rsplitn(3, ':');
    let (Some(start), Some(pid), Some(host)) = (parts.next(), parts.next(), parts.next()) else {
        return false;
    };
    if host != machine() {
        return false;
    }
    let Ok(pid) = pid.parse::<u32>() else {
        return false;
    };
    match start_time(pid) {
        None => true,
        Some(now) => now.to_string() != start,
    }
}

/// Removes the containers and volumes of Belljar processes of this machine that died
/// without closing their sessions (killed with SIGKILL, a crash, a power cut). Runs at most
/// once per process (the first time a session opens); returns how many containers it
/// removed.
pub async fn reap_once(docker: &Docker) -> usize {
    static REAPED: tokio::sync::OnceCell<usize> = tokio::sync::OnceCell::const_new();
    *REAPED.get_or_init(|| reap(docker)).await
}

/// Removes what dead Belljar processes left (see [`reap_once`]); returns how many containers
/// it removed.
pub async fn reap(docker: &Docker) -> usize {
    let filters = HashMap::from([("label".to_string(), vec![OWNER_LABEL.to_string()])]);
    let mut removed = 0;
    let containers = docker
        .list_containers(Some(ListContainersOptions {
            all: true,
            filters: Some(filters.clone()),
            ..Default::default()
        }))
        .await
        .unwrap_or_default();
    for container in containers {
        let gone = container
            .labels
            .as_ref()
            .and_then(|l| l.get(OWNER_LABEL))
            .is_some_and(|owner| owner_gone(owner));
        if let (true, Some(id)) = (gone, container.id) {
            let options = RemoveContainerOptions {
                force: true,
                v: true,
                ..Default::default()
            };
            if docker.remove_container(&id, Some(options)).await.is_ok() {
                removed += 1;
            }
        }
    }
    let volumes = docker
        .list_volumes(Some(ListVolumesOptions {
            filters: Some(filters),
        }))
        .await
        .ok()
        .and_then(|v| v.volumes)
        .unwrap_or_default();
    for volume in volumes {
        if volume
            .labels
            .get(OWNER_LABEL)
            .is_some_and(|o| owner_gone(o))
        {
            let _ = docker
                .remove_volume(&volume.name, Some(RemoveVolumeOptions { force: true }))
                .await;
        }
    }
    removed
}

/// Removes a container (and, when given, a volume) from a destructor: on a thread of its
/// own with its own runtime and connection, so that it works whether or not the dropping
/// thread is inside a runtime (and whether or not that runtime is shutting down).
pub fn remove_blocking(container: Option<String>, volume: Option<String>) {
    if container.is_none() && volume.is_none() {
        return;
    }
    let work = move || {
        let Ok(runtime) = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
        else {
            return;
        };
        runtime.block_on(async move {
            let Ok(docker) = Docker::connect_with_defaults() else {
                return;
            };
            if let Some(id) = container {
                let options = RemoveContainerOptions {
                    force: true,
                    v: true,
                    ..Default::default()
                };
                let _ = docker.remove_container(&id, Some(options)).await;
            }
            if let Some(name) = volume {
                let _ = docker
                    .remove_volume(&name, Some(RemoveVolumeOptions { force: true }))
                    .await;
            }
        });
    };
    let _ = std::thread::spawn(work).join();
}
