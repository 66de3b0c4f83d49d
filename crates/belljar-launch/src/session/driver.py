# The Belljar CPython session driver: runs inside the session's interpreter, keeps one global
# namespace across executions, and talks to Belljar over its original stdin/stdout with frames
# (4-byte big-endian length, then UTF-8 JSON).
#
# Requests:  {"op": "exec", "code": str, "cell": int, "nonce": str}
#            {"op": "sync", "token": str}  (sent by Belljar right after each "done"; answered
#                            with {"type": "synced", "token": ...} at once)
#            {"op": "ping", "token": str}  (answered with {"type": "ready", "token": ..., ...}:
#                            used to check that a pre-warmed session is still alive before
#                            it is handed out)
# Replies:   {"type": "stdout"|"stderr", "data": str}   (any number, while the code runs)
#            {"type": "done", "cell": int, "nonce": str, "status": "ok"|"error",
#             "value": {...}|null, "error": {...}|null, "is_final_answer": bool,
#             "final_answer": any, "files": [...]}
# The code runs in this process and can write frames of its own; Belljar binds each "done" to
# its request (cell and nonce), confirms it with the sync round trip (a forged "done" followed
# by the real one is detected), kills the session on any violation and confines the file
# paths itself. See "Session results" in crates/belljar-sandbox/README.md.
# The code's own fds 1 and 2 are pipes read by two threads here, so output from C extensions
# and child processes is captured too. SIGINT raises KeyboardInterrupt in the code only while
# it runs; Belljar sends it on timeout.
import ast
import builtins
import codecs
import json
import linecache
import os
import signal
import struct
import sys
import threading
import traceback

PROTO_IN = os.fdopen(os.dup(0), "rb", buffering=0)
PROTO_OUT = os.fdopen(os.dup(1), "wb", buffering=0)
_devnull = os.open(os.devnull, os.O_RDONLY)
os.dup2(_devnull, 0)
os.close(_devnull)
_write_lock = threading.Lock()
_driver_files = (__file__ if "__file__" in globals() else "<string>",)


def send(obj):
    data = json.dumps(obj, ensure_ascii=False, default=repr).encode("utf-8", "replace")
    with _write_lock:
        PROTO_OUT.write(struct.pack(">I", len(data)) + data)


def recv():
    head = _read_exact(4)
    if head is None:
        return None
    (size,) = struct.unpack(">I", head)
    body = _read_exact(size)
    return None if body is None else json.loads(body.decode("utf-8"))


def _read_exact(n):
    chunks = []
    while n:
        chunk = PROTO_IN.read(n)
        if not chunk:
            return None
        chunks.append(chunk)
        n -= len(chunk)
    return b"".join(chunks)


class _Pump(threading.Thread):
    """Forwards everything written to one fd (1 or 2) as frames; `sync` waits until all bytes
    written before it have been forwarded."""

    def __init__(self, fd, name):
        super().__init__(daemon=True)
        self.name_ = name
        read_end, write_end = os.pipe()
        os.dup2(write_end, fd)
        os.close(write_end)
        self.read_end = read_end
        self.fd = fd
        self.marker = os.urandom(16).hex().encode()
        self.synced = threading.Event()
        self.decoder = codecs.getincrementaldecoder("utf-8")("replace")

    def run(self):
        pending = b""
        while True:
            chunk = os.read(self.read_end, 65536)
            if not chunk:
                return
            pending += chunk
            at = pending.find(self.marker)
            if at >= 0:
                self._emit(pending[:at])
                pending = pending[at + len(self.marker):]
                self._emit(b"", final=True)
                self.synced.set()
                continue
            # Hold back only what could be the start of a marker split between two reads,
            # so that output reaches Belljar as soon as it is written.
            keep = 0
            for k in range(min(len(pending), len(self.marker) - 1), 0, -1):
                if self.marker.startswith(pending[-k:]):
                    keep = k
                    break
            if len(pending) > keep:
                self._emit(pending[:len(pending) - keep])
                pending = pending[len(pending) - keep:]

    def _emit(self, data, final=False):
        text = self.decoder.decode(data, final=final)
        if text:
            send({"type": self.name_, "data": text})

    def sync(self):
        self.synced.clear()
        os.write(self.fd, self.marker)
        self.synced.wait()


class FinalAnswer(BaseException):
    """Raised by final_answer(); a BaseException so `except Exception` in the code cannot stop it."""

    def __init__(self, value):
        super().__init__()
        self.value = value


def final_answer(answer):
    """End this execution and hand `answer` to the agent as its final answer."""
    raise FinalAnswer(answer)


def to_json(value, depth=0):
    """`value` as plain JSON data, or raise TypeError when it is not plain data."""
    if depth > 50:
        raise TypeError("too deep")
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise TypeError("not finite")
        return value
    if isinstance(value, (list, tuple)):
        return [to_json(v, depth + 1) for v in value]
    if isinstance(value, dict) and all(isinstance(k, str) for k in value):
        return {k: to_json(v, depth + 1) for k, v in value.items()}
    raise TypeError(type(value).__name__)


def describe(value):
    try:
        text = repr(value)
    except BaseException as exc:  # a broken __repr__ must not kill the session
        text = "<repr failed: %s>" % type(exc).__name__
    try:
        data = to_json(value)
    except TypeError:
        return {"repr": text}
    return {"repr": text, "json": data}


OUTPUT_DIR = "outputs"


def save_rich_outputs(cell, value):
    files = []

    def write(name, mime, data):
        os.makedirs(OUTPUT_DIR, exist_ok=True)
        path = os.path.join(OUTPUT_DIR, name)
        mode = "wb" if isinstance(data, bytes) else "w"
        with open(path, mode) as fh:
            fh.write(data)
        files.append({"path": path, "mime": mime, "size": os.path.getsize(path)})

    plt = sys.modules.get("matplotlib.pyplot")
    if plt is not None:
        try:
            for number in plt.get_fignums():
                figure = plt.figure(number)
                name = "cell%d_figure%d.png" % (cell, number)
                os.makedirs(OUTPUT_DIR, exist_ok=True)
                path = os.path.join(OUTPUT_DIR, name)
                figure.savefig(path, format="png")
                files.append({"path": path, "mime": "image/png", "size": os.path.getsize(path)})
            plt.close("all")
        except Exception as exc:  # report, never crash the session
            sys.stderr.write("belljar: could not save matplotlib figures: %r\n" % (exc,))
    if value is not None:
        for method, mime, ext in (("_repr_png_", "image/png", "png"), ("_repr_svg_", "image/svg+xml", "svg"),
                                  ("_repr_html_", "text/html", "html")):
            fn = getattr(value, method, None)
            if callable(fn):
                try:
                    data = fn()
                except Exception:
                    continue
                if data:
                    write("cell%d_value.%s" % (cell, ext), mime, data)
    return files


def error_info(exc, cell_name):
    tb = exc.__traceback__
    # Drop the driver's own frames from the top of the traceback.
    while tb is not None and tb.tb_frame.f_code.co_filename != cell_name:
        tb = tb.tb_next
    exc.__traceback__ = tb
    text = "".join(traceback.format_exception(type(exc), exc, tb))
    line = None
    for frame in traceback.extract_tb(tb) if tb else ():
        if frame.filename == cell_name:
            line = frame.lineno
    if isinstance(exc, SyntaxError) and exc.filename == cell_name:
        line = exc.lineno
    name = type(exc).__qualname__
    module = type(exc).__module__
    if module not in ("builtins", "__main__"):
        name = module + "." + name
    return {"type": name, "message": str(exc), "line": line, "traceback": text}


def run_cell(namespace, code, cell):
    cell_name = "<cell-%d>" % cell
    linecache.cache[cell_name] = (len(code), None, code.splitlines(True), cell_name)
    reply = {"type": "done", "status": "ok", "value": None, "error": None,
             "is_final_answer": False, "final_answer": None, "files": []}
    value = None
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        tree = ast.parse(code, filename=cell_name, mode="exec")
        last = None
        if tree.body and isinstance(tree.body[-1], ast.Expr):
            last = ast.Expression(tree.body.pop().value)
        exec(compile(tree, cell_name, "exec"), namespace)
        if last is not None:
            value = eval(compile(last, cell_name, "eval"), namespace)
            if value is not None:
                namespace["_"] = value
                reply["value"] = describe(value)
    except FinalAnswer as answer:
        reply["is_final_answer"] = True
        try:
            reply["final_answer"] = to_json(answer.value)
        except TypeError:
            reply["final_answer"] = describe(answer.value)["repr"]
    except SystemExit as exc:
        reply["status"] = "error"
        reply["error"] = {"type": "SystemExit", "message": str(exc.code), "line": None, "traceback": None}
    except BaseException as exc:
        reply["status"] = "error"
        reply["error"] = error_info(exc, cell_name)
        sys.stderr.write(reply["error"]["traceback"])
    finally:
        signal.signal(signal.SIGINT, previous)
    try:
        reply["files"] = save_rich_outputs(cell, value)
    except BaseException as exc:
        sys.stderr.write("belljar: could not save outputs: %r\n" % (exc,))
    return reply


def main():
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    os.environ.setdefault("MPLBACKEND", "Agg")
    pumps = [_Pump(1, "stdout"), _Pump(2, "stderr")]
    sys.stdout = open(1, "w", buffering=1, encoding="utf-8", errors="replace", closefd=False)
    sys.stderr = open(2, "w", buffering=1, encoding="utf-8", errors="replace", closefd=False)
    for pump in pumps:
        pump.start()
    namespace = {"__name__": "__main__", "__builtins__": builtins, "final_answer": final_answer}
    ready = {"type": "ready", "python": sys.version.split()[0], "pid": os.getpid()}
    send(ready)
    while True:
        request = recv()
        if request is None:
            return
        if request.get("op") == "sync":
            send({"type": "synced", "token": request.get("token")})
            continue
        if request.get("op") == "ping":
            send(dict(ready, token=request.get("token")))
            continue
        if request.get("op") != "exec":
            send({"type": "done", "status": "error", "value": None, "files": [],
                  "is_final_answer": False, "final_answer": None,
                  "error": {"type": "ProtocolError", "message": "unknown op", "line": None, "traceback": None}})
            continue
        cell = int(request.get("cell", 0))
        nonce = request.get("nonce")
        reply = run_cell(namespace, request["code"], cell)
        reply["cell"] = cell
        reply["nonce"] = nonce
        sys.stdout.flush()
        sys.stderr.flush()
        for pump in pumps:
            pump.sync()
        send(reply)


main()
