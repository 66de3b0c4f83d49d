"""belljar.Sandbox over the process backend (real CPython in Belljar's sandbox)."""

import pytest

import belljar


@pytest.fixture(scope="module")
def sandbox():
    with belljar.Sandbox("process", timeout=30) as sb:
        yield sb


def test_python_session_keeps_state(sandbox):
    r = sandbox.run("import sys\nx = 40\nprint(sys.version_info[0])")
    assert r.status == "ok", r
    assert r.stdout == "3\n"
    r = sandbox.run("x + 2")
    assert r.value == 42
    r = sandbox.run("final_answer({'x': x})")
    assert r.is_final_answer and r.final_answer == {"x": 40}


def test_errors_come_back_as_results(sandbox):
    r = sandbox.run("a = 1\n{}['missing']")
    assert r.status == "error"
    assert r.error.type == "KeyError"
    assert r.error.line == 2
    with pytest.raises(belljar.ExecutionError):
        r.raise_for_error()


def test_shell_and_files(sandbox):
    sandbox.write_file("data.txt", "hello\nworld\n")
    r = sandbox.run("wc -l < data.txt && echo made > out.txt", language="bash")
    assert r.status == "ok", r
    assert r.stdout.strip() == "2"
    assert sandbox.read_file("out.txt") == b"made\n"
    assert sandbox.run("open('data.txt').read().split()").value == ["hello", "world"]
    with pytest.raises(OSError):
        sandbox.read_file("no-such-file")


def test_unknown_language_is_a_result(sandbox):
    r = sandbox.run("whatever", language="klingon")
    assert r.status == "error"
    assert r.error.type == "UnknownLanguage"


def test_timeout_keeps_the_session():
    with belljar.Sandbox("process", timeout=1) as sb:
        sb.run("y = 7")
        r = sb.run("while True:\n    pass")
        assert r.status == "timeout"
        assert sb.run("y").value == 7


def test_restart_and_close():
    sb = belljar.Sandbox("process")
    sb.run("z = 1")
    sb.restart()
    assert sb.run("z").error.type == "NameError"
    sb.close()
    assert sb.closed
    with pytest.raises(belljar.SessionError):
        sb.run("1")


def test_approval_on_the_sandbox():
    seen = []

    def approve(language, code):
        seen.append(language)
        return language == "python" or "shell blocks are not allowed"

    with belljar.Sandbox("process", approve=approve) as sb:
        assert sb.run("1 + 1").value == 2
        r = sb.run("rm -rf /", language="bash")
        assert r.error.type == "Refused"
        assert r.error.message == "shell blocks are not allowed"
    assert seen == ["python", "bash"]


def test_unreachable_backend_is_backend_unavailable(monkeypatch):
    # No engine answers at this socket: opening the session says so, nothing hangs.
    monkeypatch.setenv("DOCKER_HOST", "unix:///nonexistent/belljar-test/docker.sock")
    sb = belljar.Sandbox("docker", timeout=10)
    with pytest.raises(belljar.BackendUnavailable):
        sb.open()
    sb.close()


def _docker_ready():
    """Whether a Docker engine with Belljar's image answers; in CI
    (``BELLJAR_REQUIRE_DOCKER=1``) it must."""
    import os
    import shutil
    import subprocess

    image = "belljar/python:bookworm"
    ready = (
        shutil.which("docker") is not None
        and subprocess.run(
            ["docker", "image", "inspect", image], capture_output=True
        ).returncode
        == 0
    )
    if not ready and os.environ.get("BELLJAR_REQUIRE_DOCKER") == "1":
        pytest.fail(f"BELLJAR_REQUIRE_DOCKER=1 but no engine with the image {image}")
    return ready


def test_docker_disk_bytes_limits_the_working_directory():
    with pytest.raises(ValueError, match="at least 1 MiB"):
        belljar.Sandbox("docker", disk_bytes=0)
    if not _docker_ready():
        print("docker test NOT RUN here: no engine or image")
        return
    with belljar.Sandbox("docker", timeout=30, disk_bytes=8 << 20) as sb:
        r = sb.run("with open('big', 'wb') as f:\n    f.write(b'x' * (10 << 20))")
        assert r.status == "error", r
        assert r.error.type == "OSError", r
        assert "[Errno 28] No space left on device" in r.error.message, r
        # The session goes on once the space is given back; files in and out work.
        assert sb.run("import os\nos.remove('big')").status == "ok"
        sb.write_file("in.txt", "uploaded")
        assert sb.run("open('in.txt').read()").value == "uploaded"
        assert sb.read_file("in.txt") == b"uploaded"


def test_bad_backend_and_options():
    with pytest.raises(ValueError):
        belljar.Sandbox("process", no_such_option=1)
    with pytest.raises(ValueError):
        belljar.Sandbox("teleport")


def _http_server():
    """An HTTP server on the host's loopback answering ``saw <path>``; (server, port)."""
    import http.server
    import threading

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            body = ("saw " + self.path).encode()
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, server.server_address[1]


def test_allow_net_reaches_only_the_listed_server():
    allowed, allowed_port = _http_server()
    other, other_port = _http_server()
    try:
        with belljar.Sandbox(
            "process", timeout=30, allow_net=[f"127.0.0.1:{allowed_port}"]
        ) as sb:
            code = (
                "import urllib.request, urllib.error\n"
                f"for port in ({allowed_port}, {other_port}):\n"
                "    try:\n"
                "        print(urllib.request.urlopen(f'http://127.0.0.1:{port}/x', timeout=10).read().decode())\n"
                "    except urllib.error.HTTPError as e:\n"
                "        print(e.code)\n"
            )
            r = sb.run(code)
            assert r.stdout == "saw /x\n403\n", r
    finally:
        allowed.shutdown()
        other.shutdown()
    with pytest.raises(ValueError, match="no-port.example.*no port"):
        belljar.Sandbox("process", allow_net=["no-port.example"])


def _cancel_until_done(sandbox, done):
    # Cancel again and again from another thread until the run returns: a cancel that comes
    # before the run has begun does nothing, the next one stops it.
    while not done.is_set():
        sandbox.cancel()
        done.wait(0.05)


@pytest.mark.parametrize(
    "language, code",
    [("python", "print('spinning', flush=True)\nwhile True:\n    pass"), ("bash", "echo spinning; sleep 60")],
)
def test_cancel_from_another_thread_stops_the_run(language, code):
    import threading
    import time

    with belljar.Sandbox("process", timeout=60) as sb:
        sb.cancel()  # nothing runs: does nothing
        done = threading.Event()
        canceller = threading.Thread(target=_cancel_until_done, args=(sb, done))
        canceller.start()
        started = time.monotonic()
        try:
            r = sb.run(code, language=language)
        finally:
            done.set()
            canceller.join()
        assert r.status == "cancelled", r
        assert time.monotonic() - started < 30
        after = sb.run("print('after')")
        assert (after.status, after.stdout) == ("ok", "after\n"), after
