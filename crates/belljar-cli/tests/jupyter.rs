//! `belljar run --backend jupyter`: a local IPython kernel from the test venv's kernelspec
//! (`python3`, found through `VIRTUAL_ENV`). Without the venv the test says so and passes,
//! except in CI (`BELLJAR_REQUIRE_JUPYTER=1`), where it fails.

mod common;

use std::path::PathBuf;

use common::belljar_in;

fn venv() -> Option<PathBuf> {
    let python = std::env::var_os("BELLJAR_TEST_PYTHON")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../.venv/bin/python")
        });
    let venv = python.parent()?.parent()?.to_path_buf();
    if venv
        .join("share/jupyter/kernels/python3/kernel.json")
        .is_file()
    {
        return Some(venv);
    }
    let why = format!(
        "no python3 kernelspec in {} (scripts/setup-venv)",
        venv.display()
    );
    assert!(
        std::env::var("BELLJAR_REQUIRE_JUPYTER").as_deref() != Ok("1"),
        "BELLJAR_REQUIRE_JUPYTER=1 but: {why}"
    );
    eprintln!("jupyter CLI test NOT RUN here: {why}");
    None
}

#[test]
fn run_with_the_jupyter_backend_and_a_named_kernel() {
    let Some(venv) = venv() else {
        return;
    };
    let out = belljar_in(
        &[
            "run",
            "--backend",
            "jupyter",
            "--kernel",
            "python3",
            "--json",
            "-",
        ],
        "x = 6\nprint(x * 7)\nx\n",
        &[("VIRTUAL_ENV", venv.as_os_str())],
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let result: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(result["stdout"], "42\n", "{result}");
    assert_eq!(result["value"]["repr"], "6");

    let out = belljar_in(
        &[
            "run",
            "--backend",
            "jupyter",
            "--kernel",
            "no-such-kernel",
            "-",
        ],
        "",
        &[("VIRTUAL_ENV", venv.as_os_str())],
    );
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stderr.contains("no-such-kernel") || stdout.contains("no-such-kernel"),
        "{stderr}{stdout}"
    );
}

#[test]
fn a_kernel_in_the_sandbox_cannot_read_host_files() {
    let Some(venv) = venv() else {
        return;
    };
    let secret = tempfile::tempdir().unwrap();
    let path = secret.path().join("secret.txt");
    std::fs::write(&path, "host secret").unwrap();
    let out = belljar_in(
        &[
            "run",
            "--backend",
            "jupyter",
            "--jupyter-sandbox",
            "--json",
            "-",
        ],
        &format!(
            "import os\nprint(os.getcwd())\nopen({:?}).read()\n",
            path.to_str().unwrap()
        ),
        &[("VIRTUAL_ENV", venv.as_os_str())],
    );
    let result: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(result["stdout"], "/work\n", "{result}");
    assert_eq!(result["error"]["type"], "FileNotFoundError", "{result}");
}
