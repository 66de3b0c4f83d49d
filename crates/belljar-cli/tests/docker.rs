//! `belljar run --backend docker` with the Docker flags (`--image`, `--cpus`, `--pids`,
//! `--workdir` as a host directory) against a real engine and the image
//! `scripts/docker-image` builds. Without an engine the tests say so and pass, except in CI
//! (`BELLJAR_REQUIRE_DOCKER=1`), where they fail.

mod common;

use std::process::{Command, Stdio};

use common::{belljar, json};

const IMAGE: &str = "belljar/python:bookworm";

/// Whether the engine and the image answer (through the `docker` CLI). Panics when they do
/// not and `BELLJAR_REQUIRE_DOCKER=1`.
fn engine_ready() -> bool {
    let why = match Command::new("docker")
        .args(["image", "inspect", IMAGE])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
    {
        Ok(out) if out.status.success() => return true,
        Ok(out) => String::from_utf8_lossy(&out.stderr).trim().to_string(),
        Err(e) => format!("no docker CLI: {e}"),
    };
    assert!(
        std::env::var("BELLJAR_REQUIRE_DOCKER").as_deref() != Ok("1"),
        "BELLJAR_REQUIRE_DOCKER=1 but: {why}"
    );
    eprintln!("docker CLI tests NOT RUN here: {why}");
    false
}

#[test]
fn run_with_image_cpus_and_pids() {
    if !engine_ready() {
        return;
    }
    let out = belljar(
        &[
            "run",
            "--backend",
            "docker",
            "--image",
            IMAGE,
            "--cpus",
            "0.5",
            "--pids",
            "40",
            "--json",
            "-l",
            "sh",
            "-",
        ],
        "cat /sys/fs/cgroup/pids.max 2>/dev/null || cat /sys/fs/cgroup/pids/pids.max\n",
    );
    let result = json(&out);
    assert_eq!(result["status"], "ok", "{result}");
    assert_eq!(result["stdout"], "40\n", "{result}");
    let features = result["isolation"]["features"].to_string();
    assert!(features.contains("0.5 CPUs, 40 processes"), "{features}");
}

/// `--disk SIZE` on the docker backend: the working directory is a tmpfs volume of SIZE,
/// and the code gets ENOSPC past it.
#[test]
fn disk_limits_the_working_directory() {
    if !engine_ready() {
        return;
    }
    let out = belljar(
        &[
            "run",
            "--backend",
            "docker",
            "--disk",
            "8MiB",
            "--json",
            "-",
        ],
        "import os\nprint(os.statvfs('.').f_blocks * os.statvfs('.').f_frsize)\n\
         open('big', 'wb').write(b'x' * (10 << 20))\n",
    );
    let result = json(&out);
    assert_eq!(result["status"], "error", "{result}");
    assert_eq!(result["stdout"], format!("{}\n", 8 << 20), "{result}");
    assert!(
        result["error"]
            .to_string()
            .contains("No space left on device"),
        "{result}"
    );
    let limits = result["isolation"]["limits"].to_string();
    assert!(limits.contains("disk_bytes"), "{limits}");
}

#[test]
fn a_host_directory_as_the_working_directory() {
    if !engine_ready() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    // The container's user (uid 1000) must be able to write there.
    std::fs::set_permissions(
        dir.path(),
        <std::fs::Permissions as std::os::unix::fs::PermissionsExt>::from_mode(0o777),
    )
    .unwrap();
    std::fs::write(dir.path().join("in.txt"), "from the host").unwrap();
    let out = belljar(
        &[
            "run",
            "--backend",
            "docker",
            "--workdir",
            dir.path().to_str().unwrap(),
            "--json",
            "-",
        ],
        "print(open('in.txt').read())\nopen('out.txt', 'w').write('from the container')\n",
    );
    let result = json(&out);
    assert_eq!(result["status"], "ok", "{result}");
    assert_eq!(result["stdout"], "from the host\n", "{result}");
    assert_eq!(
        std::fs::read_to_string(dir.path().join("out.txt")).unwrap(),
        "from the container"
    );
}

#[test]
fn a_missing_image_is_a_clear_error() {
    if !engine_ready() {
        return;
    }
    let out = belljar(
        &[
            "run",
            "--backend",
            "docker",
            "--image",
            "belljar/no-such-image:none",
            "-",
        ],
        "print(1)\n",
    );
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("belljar/no-such-image:none"), "{stderr}");
}

#[test]
fn docker_flags_are_checked_before_anything_runs() {
    // No engine needed: these fail while the arguments are read.
    for (args, expected) in [
        (
            &["--backend", "process", "--image", IMAGE][..],
            "docker backend options",
        ),
        (&["--cpus", "2"][..], "docker backend options"),
        (
            &["--backend", "docker", "--cpus", "0"][..],
            "cpus must be a number of CPUs",
        ),
        (
            &["--backend", "docker", "--cpus", "NaN"][..],
            "cpus must be a number of CPUs",
        ),
        (
            &["--backend", "docker", "--pids", "0"][..],
            "pids must be at least 1",
        ),
        (
            &["--backend", "docker", "--workdir", "/no/such/dir"][..],
            "not a directory",
        ),
        (
            &["--backend", "docker", "--disk", "8MiB", "--workdir", "/tmp"][..],
            "cannot limit a --workdir",
        ),
        (
            &["--backend", "docker", "--disk", "1KiB"][..],
            "--disk \"1KiB\": at least",
        ),
    ] {
        let mut all = vec!["run"];
        all.extend_from_slice(args);
        all.push("-");
        let out = belljar(&all, "print(1)\n");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{all:?} succeeded");
        assert!(stderr.contains(expected), "{all:?}: {stderr}");
    }
}
