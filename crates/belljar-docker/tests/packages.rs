//! Third-party packages in the Docker backend: requirements installed once on the host (the
//! process backend's cached environment) and mounted read-only into a container that keeps
//! network none; a host virtual environment's `site-packages` likewise.

mod common;

use std::time::Duration;

use belljar::{Executor, Status};
use belljar_docker::DockerConfig;
use common::{open, run};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn requirements_are_importable_read_only_and_without_network() {
    let config = DockerConfig {
        requirements: vec!["six".into(), "tabulate".into()],
        ..DockerConfig::default()
    };
    let Some(mut ex) = open(config).await else {
        return;
    };
    let code = "import six, tabulate, socket\nprint(six.__file__.startswith('/opt/belljar/site-packages/'), tabulate.tabulate([[1]], tablefmt='plain'))\ntry:\n    open(six.__file__, 'a')\nexcept OSError:\n    print('read-only')\ntry:\n    socket.create_connection(('pypi.org', 443), timeout=3)\n    print('network')\nexcept OSError:\n    print('no network')";
    let r = run(&mut ex, "python", code, Duration::from_secs(30)).await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert_eq!(r.stdout, "True 1\nread-only\nno network\n", "{r:?}");
    // One-shot Python execs see them too.
    let mut oneshot = open(DockerConfig {
        requirements: vec!["six".into(), "tabulate".into()],
        python_sessions: false,
        ..DockerConfig::default()
    })
    .await
    .expect("the engine answered above");
    let r = run(
        &mut oneshot,
        "python",
        "import six\nprint(six.PY3)",
        Duration::from_secs(30),
    )
    .await;
    assert_eq!(r.stdout, "True\n", "{r:?}");
    ex.close().await.unwrap();
    oneshot.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_host_site_packages_directory_is_mounted_read_only() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("belljar_docker_probe.py"), "VALUE = 7\n").unwrap();
    // Readable by the container's non-root user.
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
    let config = DockerConfig {
        site_packages: Some(dir.path().to_path_buf()),
        ..DockerConfig::default()
    };
    let Some(mut ex) = open(config).await else {
        return;
    };
    let r = run(
        &mut ex,
        "python",
        "import belljar_docker_probe\nprint(belljar_docker_probe.VALUE)",
        Duration::from_secs(30),
    )
    .await;
    assert_eq!(r.stdout, "7\n", "{r:?}");
    ex.close().await.unwrap();
}
