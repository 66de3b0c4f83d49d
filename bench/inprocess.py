#!/usr/bin/env python3
"""CPython's in-process time for bench/run-interpreter.sh: compile() + exec() of a program's
source in a fresh namespace with stdout redirected to a buffer, repeated, without process
start-up. The counterpart of belljar-python's `inprocess` example.

Usage: python3 bench/inprocess.py [--runs N] PROGRAM.py ...
Prints one JSON object per program, one per line:
{"program", "runs", "median_ms", "min_ms", "exit_code", "stdout"} (stdout of the first run).
"""

import contextlib
import io
import json
import statistics
import sys
import time
import traceback


def once(source, path):
    """One compile + exec; returns (seconds, exit code, captured stdout)."""
    out = io.StringIO()
    namespace = {"__name__": "__main__", "__builtins__": __builtins__}
    code = 0
    start = time.perf_counter()
    with contextlib.redirect_stdout(out):
        try:
            exec(compile(source, path, "exec"), namespace)
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
        except BaseException:
            traceback.print_exc()
            code = 1
    elapsed = time.perf_counter() - start
    return elapsed, code, out.getvalue()


def main():
    args = sys.argv[1:]
    runs = 5
    if "--runs" in args:
        i = args.index("--runs")
        runs = max(1, int(args[i + 1]))
        del args[i:i + 2]
    for path in args:
        with open(path, encoding="utf-8") as f:
            source = f.read()
        times, first = [], None
        for _ in range(runs):
            elapsed, code, stdout = once(source, path)
            times.append(elapsed)
            if first is None:
                first = (code, stdout)
        print(json.dumps({
            "program": path,
            "runs": runs,
            "median_ms": statistics.median(times) * 1000,
            "min_ms": min(times) * 1000,
            "exit_code": first[0],
            "stdout": first[1],
        }), flush=True)


if __name__ == "__main__":
    main()
