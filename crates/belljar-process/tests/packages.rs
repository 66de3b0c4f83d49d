//! Third-party packages in the process backend: requirements installed once into a cached
//! environment (with network for the installer only) and used read-only by sessions whose
//! own network stays off; an existing virtual environment; two installs of the same list at
//! once; an install that died half-way. Uses small pure-Python packages from the registry pip
//! is configured with (`six`, `tabulate`, `attrs`).

use std::path::Path;

use belljar::{CancellationToken, CodeBlock, ExecOptions, ExecResult, Executor, Status};
use belljar_process::packages;
use belljar_process::{ProcessConfig, ProcessExecutor};

async fn run(exec: &mut ProcessExecutor, code: &str) -> ExecResult {
    exec.execute(
        &CodeBlock::new("python", code),
        &ExecOptions::default(),
        &CancellationToken::new(),
    )
    .await
}

fn python3() -> std::path::PathBuf {
    belljar_process::resolve_interpreter("python3", None).expect("python3 on PATH")
}

#[tokio::test(flavor = "multi_thread")]
async fn a_requirements_session_imports_its_packages_without_network() {
    for sessions in [true, false] {
        let mut exec = ProcessExecutor::new(ProcessConfig {
            python_sessions: sessions,
            requirements: vec!["tabulate".into(), "six  # a comment".into()],
            ..ProcessConfig::default()
        });
        let r = run(
            &mut exec,
            "import six, tabulate, sys\nprint(tabulate.tabulate([[1, 2]]).split()[0], six.PY3)\nprint(sys.prefix.endswith('/venv'))",
        )
        .await;
        assert_eq!(r.status, Status::Ok, "{r:?}");
        assert_eq!(r.stdout, "- True\nTrue\n", "{r:?}");
        let env = exec.packages().expect("installed").clone();
        // The environment is read-only to the code, and the session has no network.
        let code = format!(
            "import os, socket\ntry:\n    open({:?}, 'w')\n    print('wrote')\nexcept OSError as e:\n    print('read-only', e.errno)\ntry:\n    socket.create_connection(('pypi.org', 443), timeout=3)\n    print('network')\nexcept OSError:\n    print('no network')",
            env.root.join("planted.py").to_string_lossy()
        );
        let r = run(&mut exec, &code).await;
        assert_eq!(r.status, Status::Ok, "{r:?}");
        assert!(r.stdout.starts_with("read-only"), "{r:?}");
        assert!(r.stdout.ends_with("no network\n"), "{r:?}");
        assert!(!env.root.join("planted.py").exists());
        exec.close().await.unwrap();
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn the_same_list_twice_at_once_is_built_once() {
    let envs = tempfile::tempdir().unwrap();
    let python = python3();
    let list = |spelling: &str| vec![spelling.to_string()];
    let (first, second) = (list("attrs"), list("  Attrs "));
    let (a, b) = tokio::join!(
        packages::ensure(&python, &first, envs.path()),
        packages::ensure(&python, &second, envs.path()),
    );
    let (a, b) = (a.unwrap(), b.unwrap());
    assert_eq!(a, b);
    let dirs: Vec<_> = std::fs::read_dir(envs.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .collect();
    assert_eq!(dirs.len(), 1, "{dirs:?}");
    let imports = |env: &packages::Environment| {
        std::process::Command::new(env.python())
            .args(["-c", "import attrs; print('ok')"])
            .output()
            .unwrap()
            .stdout
    };
    assert_eq!(imports(&a), b"ok\n");
    // An install that died half-way (no ready marker, junk left) is redone, not used.
    let dir = a.root.parent().unwrap();
    std::fs::remove_file(dir.join(".belljar-ready")).unwrap();
    std::fs::write(dir.join("junk"), "left by a crash").unwrap();
    let again = packages::ensure(&python, &list("attrs"), envs.path())
        .await
        .unwrap();
    assert_eq!(again, a);
    assert!(!dir.join("junk").exists());
    assert_eq!(imports(&again), b"ok\n");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_package_that_does_not_exist_is_a_clear_error() {
    let envs = tempfile::tempdir().unwrap();
    let err = packages::ensure(
        &python3(),
        &["belljar-no-such-package-4f1c9e".to_string()],
        envs.path(),
    )
    .await
    .unwrap_err();
    assert!(err.contains("belljar-no-such-package-4f1c9e"), "{err}");
    assert!(err.contains("installing"), "{err}");
    // Nothing half-made is left to be taken for an environment.
    let leftovers: Vec<_> = std::fs::read_dir(envs.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

/// A virtual environment made here, without pip, with one module of its own.
fn small_venv(root: &Path) -> std::path::PathBuf {
    let venv = root.join("venv");
    let made = std::process::Command::new(python3())
        .args(["-m", "venv", "--without-pip"])
        .arg(&venv)
        .status()
        .unwrap();
    assert!(made.success());
    let site = packages::Environment { root: venv.clone() }
        .site_packages()
        .expect("site-packages");
    std::fs::write(site.join("belljar_probe.py"), "VALUE = 42\n").unwrap();
    venv
}

#[tokio::test(flavor = "multi_thread")]
async fn an_existing_venv_is_used_read_only() {
    let dir = tempfile::tempdir().unwrap();
    let venv = small_venv(dir.path());
    let mut exec = ProcessExecutor::new(ProcessConfig {
        python_sessions: true,
        programs: [("python".to_string(), venv.join("bin/python"))].into(),
        ..ProcessConfig::default()
    });
    let code = format!(
        "import belljar_probe, sys\nprint(belljar_probe.VALUE, sys.prefix == {:?})\ntry:\n    open(belljar_probe.__file__, 'a')\nexcept OSError:\n    print('read-only')",
        venv.to_string_lossy()
    );
    let r = run(&mut exec, &code).await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert_eq!(r.stdout, "42 True\nread-only\n", "{r:?}");
    exec.close().await.unwrap();
    // Requirements on top of an existing environment are refused, not mixed in.
    let mut both = ProcessExecutor::new(ProcessConfig {
        programs: [("python".to_string(), venv.join("bin/python"))].into(),
        requirements: vec!["six".into()],
        ..ProcessConfig::default()
    });
    let r = run(&mut both, "print(1)").await;
    assert_eq!(r.status, Status::Error, "{r:?}");
    let error = r.error.expect("an error");
    assert!(error.message.contains("virtual environment"), "{error:?}");
}
