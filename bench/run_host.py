"""Runner for bench/run-host.sh: time a callback tool call in Belljar's interpreter (the
`tool_roundtrip` example) and a Python function call in CPython (in process, the same loops),
and write docs/benchmarks-host.md."""

import argparse
import datetime
import json
import os
import platform
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOC = os.path.join(ROOT, "docs", "benchmarks-host.md")


def cpython_ns(calls, runs):
    """CPython: median per-iteration time of the `pass` loop and the `f(i)` loop, each in a
    function (as the Belljar side), in this process."""
    def empty():
        for i in range(calls):
            pass

    def f(x):
        return x

    def call():
        for i in range(calls):
            f(i)

    out = {}
    for name, fn in (("loop_ns", empty), ("pyfunc_ns", call)):
        times = []
        for _ in range(runs):
            t = time.perf_counter()
            fn()
            times.append(time.perf_counter() - t)
        out[name] = statistics.median(times) * 1e9 / calls
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--example", required=True)
    ap.add_argument("--runs", type=int, default=11)
    ap.add_argument("--calls", type=int, default=200_000)
    ap.add_argument("--no-write", action="store_true")
    a = ap.parse_args()
    res = subprocess.run([a.example, "--runs", str(a.runs), "--calls", str(a.calls)],
                         check=True, capture_output=True, text=True)
    bj = json.loads(res.stdout)
    cp = cpython_ns(a.calls, a.runs)
    tool = bj["tool_ns"] - bj["loop_ns"]
    tool_over_work = tool - bj["tool_work_ns"]
    bj_call = bj["pyfunc_ns"] - bj["loop_ns"]
    cp_call = cp["pyfunc_ns"] - cp["loop_ns"]
    load = os.getloadavg()
    commit = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"],
                            capture_output=True, text=True).stdout.strip()
    goal = "meets" if tool_over_work <= 1000 else "misses"
    lines = [
        "# Benchmarks: a host tool call from the `interpreter` backend",
        "",
        "This file is written by `bench/run-host.sh`; do not edit the numbers by hand.",
        "",
        "One call of a **callback tool** from Python code (`echo(i)`, a Rust function that",
        "returns its argument), against one call of a Python function (`f(i)`, `def f(x):",
        "return x`) in Belljar and in CPython. Each loop of N calls runs inside a function in a",
        "fresh session (Belljar) or in one process (CPython), already compiled; the time of the",
        "same loop with `pass` is subtracted, so the figures are per call. The tool's own work",
        "(its function alone, run on calls built beforehand) is timed apart and subtracted for",
        "the round trip, which keeps everything Belljar does: converting the arguments to",
        "`Data`, building the `ToolCall`, calling through the `Arc`, converting the answer",
        "back. Medians over runs.",
        "",
        "## Results",
        "",
        f"N = {a.calls} calls, {a.runs} runs.",
        "",
        "| per call | ns |",
        "|---|---:|",
        f"| Belljar: tool call, round trip over the tool's own work | {tool_over_work:.0f} |",
        f"| Belljar: the tool's own work (its function alone) | {bj['tool_work_ns']:.0f} |",
        f"| Belljar: Python function call | {bj_call:.0f} |",
        f"| CPython: Python function call | {cp_call:.0f} |",
        "",
        f"A tool call's round trip is **{tool_over_work:.0f} ns** over the tool's work "
        f"({goal} the ≤ 1 µs goal); it is **{tool / cp_call:.2f}x** a Python function call "
        f"in CPython, and {tool / bj_call:.2f}x one in Belljar.",
        "",
    ]
    if load[0] > 1.5:
        lines += [f"**This run was taken on a busy machine** (load average {load[0]:.2f} "
                  f"{load[1]:.2f} {load[2]:.2f} on {os.cpu_count()} CPUs): the times are rough.",
                  ""]
    lines += [
        "## Machine",
        "",
        f"- OS: {platform.system()} {platform.release()} {platform.machine()}",
        f"- Reference: Python {platform.python_version()}",
        f"- Belljar: commit {commit}, profile `bench-release`",
        f"- Load average when the run finished (1, 5, 15 min): "
        f"{load[0]:.2f} {load[1]:.2f} {load[2]:.2f}",
        f"- Date: {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC",
        "",
        "## Reproduce",
        "",
        "```sh",
        "bench/run-host.sh             # rewrites this file",
        "bench/run-host.sh --no-write  # prints only",
        "```",
        "",
    ]
    text = "\n".join(lines)
    print(text)
    if not a.no_write:
        with open(DOC, "w") as f:
            f.write(text)


if __name__ == "__main__":
    sys.exit(main())
