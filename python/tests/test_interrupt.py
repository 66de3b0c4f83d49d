"""Ctrl-C: SIGINT during run stops the code and raises KeyboardInterrupt; the session lives on."""

import os
import signal
import subprocess
import sys
import time

import pytest

CHILD = """
import sys, time
import belljar

it = belljar.Interpreter(timeout=60, own_thread={own_thread},
                         tools={{"ready": lambda: print("ready", flush=True)}})
started = time.monotonic()
try:
    it.run("n = 0\\nready()\\nwhile True:\\n    n += 1")
    print("not interrupted", flush=True)
except KeyboardInterrupt:
    print("interrupted after", round(time.monotonic() - started, 3), flush=True)
print("after:", it.run("'still works'").value, it.get("n") > 0, flush=True)
"""


@pytest.mark.parametrize("own_thread", [False, True])
def test_sigint_cancels_run_and_raises_keyboard_interrupt(own_thread, tmp_path):
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD.format(own_thread=own_thread)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=tmp_path,  # (not python/, whose belljar/ has no native module)
    )
    try:
        assert child.stdout.readline() == "ready\n"
        time.sleep(0.1)  # well inside the endless loop
        os.kill(child.pid, signal.SIGINT)
        out, err = child.communicate(timeout=30)
    finally:
        if child.poll() is None:
            child.kill()
    lines = out.splitlines()
    assert lines[0].startswith("interrupted after"), (out, err)
    assert lines[1] == "after: still works True", (out, err)
    assert child.returncode == 0, err
