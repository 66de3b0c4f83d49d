"""belljar.Sandbox(backend="jupyter"): a real IPython kernel, from the venv that
scripts/setup-venv makes (ipykernel, matplotlib), whose Python is passed in
BELLJAR_TEST_PYTHON (scripts/test-python sets it). Without it these tests fail: they never
skip."""

import os
import pathlib

import pytest

import belljar

ROOT = pathlib.Path(__file__).resolve().parents[2]
KERNEL_PYTHON = os.environ.get("BELLJAR_TEST_PYTHON") or str(ROOT / ".venv" / "bin" / "python")


@pytest.fixture(scope="module")
def kernel():
    assert os.access(KERNEL_PYTHON, os.X_OK), (
        f"{KERNEL_PYTHON} is missing: run scripts/setup-venv (or set BELLJAR_TEST_PYTHON)"
    )
    with belljar.Sandbox("jupyter", timeout=30, memory=None, python=KERNEL_PYTHON) as sb:
        yield sb


def test_state_values_and_final_answer(kernel):
    assert kernel.backend == "jupyter"
    assert kernel.languages == ["python"]
    r = kernel.run("x = 41\nprint('hi')")
    assert r.status == "ok", r
    assert r.stdout == "hi\n"
    r = kernel.run("x += 1\nx")
    # A kernel gives text: the value is its text/plain.
    assert r.value == "42" and r.value_repr == "42", r
    r = kernel.run("final_answer({'x': x})")
    assert r.is_final_answer and r.final_answer == {"x": 42}


def test_errors_and_other_languages(kernel):
    r = kernel.run("y = 1\n1/0")
    assert r.status == "error"
    assert r.error.type == "ZeroDivisionError"
    assert r.error.line == 2
    assert "\x1b" not in r.error.traceback
    with pytest.raises(belljar.ExecutionError):
        r.raise_for_error()
    r = kernel.run("echo hi", language="bash")
    assert r.status == "error" and r.error.type == "Unsupported", r


def test_a_figure_is_a_file_read_back(kernel):
    r = kernel.run("import matplotlib.pyplot as plt\nplt.plot([1, 2, 3])\nNone")
    assert r.status == "ok", r
    png = [f for f in r.files if f.mime == "image/png"]
    assert len(png) == 1, r.files
    data = kernel.read_file(png[0].path)
    assert data.startswith(b"\x89PNG") and len(data) == png[0].size


def test_files_in_and_timeout_keeps_state(kernel):
    kernel.write_file("in.txt", "payload")
    assert kernel.run("open('in.txt').read()").value == "'payload'"
    with belljar.Sandbox("jupyter", timeout=1, memory=None, python=KERNEL_PYTHON) as sb:
        sb.run("kept = 7")
        r = sb.run("import time\ntime.sleep(30)")
        assert r.status == "timeout", r
        assert sb.run("kept").value == "7"


def test_a_memory_limit_is_refused():
    with pytest.raises(ValueError, match="memory"):
        belljar.Sandbox("jupyter", python=KERNEL_PYTHON)


def test_a_kernel_in_the_sandbox_sees_no_host_files(tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("host secret")
    # In the sandbox the memory limit is enforced, so the default one is accepted.
    with belljar.Sandbox("jupyter", timeout=30, python=KERNEL_PYTHON, sandbox=True) as sb:
        r = sb.run(f"open({str(secret)!r}).read()")
        assert r.status == "error" and r.error.type == "FileNotFoundError", r
        assert sb.run("import os\nos.getcwd()").value == "'/work'"
