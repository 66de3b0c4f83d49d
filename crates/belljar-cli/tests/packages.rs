//! The CLI's package options: `--pip` and `--requirements` (one cached environment per
//! normalised list), `--venv` and `--python`, and their refusals.

mod common;

use std::process::Command;

use common::belljar;

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn pip_and_requirements_files_share_one_cached_environment() {
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("t.py");
    std::fs::write(
        &script,
        "import sys, tabulate, six\nprint(tabulate.tabulate([['a', 1]], tablefmt='plain'))\nprint(sys.prefix)\n",
    )
    .unwrap();
    let script = script.to_str().unwrap();
    let first = belljar(
        &[
            "run",
            "--backend",
            "process",
            "--pip",
            "tabulate",
            "--pip",
            "six",
            script,
        ],
        "",
    );
    assert_eq!(first.status.code(), Some(0), "{first:?}");
    let stdout = text(&first.stdout);
    let mut lines = stdout.lines();
    assert_eq!(lines.next(), Some("a  1"));
    let prefix = lines.next().unwrap().to_string();
    assert!(prefix.ends_with("/venv"), "{prefix}");

    let requirements = dir.path().join("requirements.txt");
    std::fs::write(&requirements, "# tables\nSix\n\ntabulate   # and this\n").unwrap();
    let second = belljar(
        &[
            "run",
            "--backend",
            "process",
            "--mode",
            "session",
            "--requirements",
            requirements.to_str().unwrap(),
            script,
        ],
        "",
    );
    assert_eq!(second.status.code(), Some(0), "{second:?}");
    assert_eq!(text(&second.stdout), stdout);
}

#[test]
fn a_venv_is_used_and_package_options_need_a_backend_that_takes_them() {
    let dir = tempfile::tempdir().unwrap();
    let venv = dir.path().join("venv");
    let python = belljar_process::resolve_interpreter("python3", None).unwrap();
    let made = Command::new(&python)
        .args(["-m", "venv", "--without-pip"])
        .arg(&venv)
        .status()
        .unwrap();
    assert!(made.success());
    let site = belljar_process::packages::Environment { root: venv.clone() }
        .site_packages()
        .unwrap();
    std::fs::write(site.join("belljar_cli_probe.py"), "NAME = 'probe'\n").unwrap();
    let script = dir.path().join("t.py");
    std::fs::write(
        &script,
        "import belljar_cli_probe\nprint(belljar_cli_probe.NAME)\n",
    )
    .unwrap();
    let (venv, script) = (venv.to_str().unwrap(), script.to_str().unwrap());
    let out = belljar(&["run", "--backend", "process", "--venv", venv, script], "");
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(text(&out.stdout), "probe\n");
    let bin_python = format!("{venv}/bin/python");
    let out = belljar(
        &[
            "run",
            "--backend",
            "process",
            "--python",
            &bin_python,
            script,
        ],
        "",
    );
    assert_eq!(text(&out.stdout), "probe\n", "{out:?}");

    for (args, expected) in [
        (
            vec!["run", "--backend", "interpreter", "--pip", "six", script],
            "need the process or docker backend",
        ),
        (
            vec![
                "run",
                "--backend",
                "process",
                "--venv",
                dir.path().to_str().unwrap(),
                script,
            ],
            "is not a virtual environment",
        ),
        (
            vec!["run", "--backend", "process", "--pip=-r x.txt", script],
            "pip options are not supported",
        ),
        (
            vec![
                "run",
                "--backend",
                "process",
                "--requirements",
                "/dev/zero",
                script,
            ],
            "not a regular file",
        ),
        (
            vec![
                "run",
                "--backend",
                "process",
                "--unsandboxed",
                "--pip",
                "six",
                script,
            ],
            "sandbox",
        ),
    ] {
        let out = belljar(&args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}: {out:?}");
        assert!(text(&out.stderr).contains(expected), "{args:?}: {out:?}");
    }
}
