"""Runner for bench/run-python-package.sh: time the Python package from Python, against
smolagents' LocalPythonExecutor, pydantic-monty and CPython's own exec on the same snippets in
the same run, and write docs/benchmarks-python.md.

Snippets (each run many times on one open session, interleaved round by round):
- three-line: ``xs = [3, 1, 2]`` / ``print(sorted(xs))`` / ``sum(xs) * 2``
- tool-calling: two calls of a host function ``lookup(key)`` (a Python dict lookup) and a sum.

Programs: two agent-style CPU programs of bench/python/, each in a fresh session, against
CPython's compile() + exec() of the same source in this process.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import io
import os
import platform
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOC = os.path.join(ROOT, "docs", "benchmarks-python.md")

THREE_LINE = "xs = [3, 1, 2]\nprint(sorted(xs))\nsum(xs) * 2\n"
TOOL_CALLING = "a = lookup('paris')\nb = lookup('lyon')\na + b\n"
TABLE = {"paris": 2102, "lyon": 522}
PROGRAMS = ["agent_mixed.py", "dict_work.py"]
# The in-process ratios of those programs in docs/benchmarks.md (the interpreter driven from
# Rust against CPython's compile() + exec()), read from that file at run time.


def lookup(key):
    """The host tool every contender calls."""
    return TABLE[key]


# -- contenders ------------------------------------------------------------------------------


class Contender:
    """One way to run a snippet: ``prepare(code)`` returns a callable running it once, which
    returns the interpreter's own time for that run in seconds when it reports one."""

    name = ""
    note = ""

    def close(self):
        """Release what the contender holds (sessions, worker processes)."""


class BelljarInterpreter(Contender):
    name = "belljar `Interpreter.run`"
    note = "an open session, on this thread (the default placement)"

    def __init__(self):
        import belljar

        self.interp = belljar.Interpreter(tools={"lookup": lookup})

    def prepare(self, code):
        run = self.interp.run

        def once():
            r = run(code)
            if r.status != "ok":
                raise RuntimeError(f"belljar failed: {r.error}")
            return r.duration

        return once

    def check(self, code):
        r = self.interp.run(code)
        return r.stdout, r.value

    def close(self):
        self.interp.close()


class SmolagentsStyle(Contender):
    """A smolagents ``PythonExecutor`` (``self.ex``), called with the code, tools sent."""

    ex = None

    def prepare(self, code):
        ex = self.ex

        def once():
            ex(code)

        return once

    def check(self, code):
        out = self.ex(code)
        return out.logs, out.output


class BelljarSmolagents(SmolagentsStyle):
    name = "belljar.smolagents `BelljarExecutor`"
    note = "the smolagents drop-in on the same interpreter (adds the CodeOutput and the log cap)"

    def __init__(self):
        from belljar.smolagents import BelljarExecutor

        self.ex = BelljarExecutor()
        self.ex.send_tools({"lookup": lookup})


class SmolagentsLocal(SmolagentsStyle):
    name = "smolagents `LocalPythonExecutor`"
    note = "as CodeAgent makes it (its 30 s timeout runs each call on a worker thread)"

    def __init__(self, timeout_seconds=30):
        from smolagents.local_python_executor import LocalPythonExecutor

        self.ex = LocalPythonExecutor([], timeout_seconds=timeout_seconds)
        self.ex.send_tools({"lookup": lookup})


class SmolagentsLocalNoTimeout(SmolagentsLocal):
    name = "smolagents `LocalPythonExecutor`, `timeout_seconds=None`"
    note = "the same without its timeout (no worker thread)"

    def __init__(self):
        super().__init__(timeout_seconds=None)


class Monty(Contender):
    name = "pydantic-monty `MontySession.feed_run`"
    note = "Monty's pool of `monty` worker subprocesses (its only sync API in this version)"

    def __init__(self):
        import pydantic_monty

        self.pm = pydantic_monty
        self.pool = pydantic_monty.Monty()
        self.pool.__enter__()
        # Its default budget is 1000 host calls per checkout; the benchmark makes more.
        self.session = self.pool.checkout(limits={"max_suspensions": 10**9})
        self.session.__enter__()

    def prepare(self, code):
        session, collect = self.session, self.pm.CollectString
        external = {"lookup": lookup}

        def once():
            session.feed_run(code, print_callback=collect(), external_lookup=external)

        return once

    def check(self, code):
        out = self.pm.CollectString()
        value = self.session.feed_run(code, print_callback=out, external_lookup={"lookup": lookup})
        return out.output, value

    def close(self):
        self.session.__exit__(None, None, None)
        self.pool.__exit__(None, None, None)


class CPythonExec(Contender):
    name = "CPython `exec`"
    note = "`compile()` + `exec()` in a kept namespace, stdout redirected to a buffer"

    def __init__(self):
        self.ns = {"__name__": "__main__", "lookup": lookup}

    def prepare(self, code):
        ns = self.ns

        def once():
            buf = io.StringIO()
            with contextlib.redirect_stdout(buf):
                exec(compile(code, "<snippet>", "exec"), ns)

        return once

    def check(self, code):
        buf = io.StringIO()
        *body, last = code.strip().splitlines()
        with contextlib.redirect_stdout(buf):
            exec(compile("\n".join(body), "<snippet>", "exec"), self.ns)
            value = eval(last, self.ns)
        return buf.getvalue(), value


def time_snippets(contenders, snippets, rounds, per_round):
    """Median seconds per call of each contender on each snippet, and for Belljar the median
    of (wall time - the interpreter's own reported duration). Rounds interleave contenders."""
    calls = {(c.name, s): [] for c in contenders for s in snippets}
    overhead = {s: [] for s in snippets}
    own = {s: [] for s in snippets}
    prepared = {(c.name, s): c.prepare(code) for c in contenders for s, code in snippets.items()}
    clock = time.perf_counter
    for _ in range(rounds):
        for s in snippets:
            for c in contenders:
                once = prepared[(c.name, s)]
                for _ in range(per_round):
                    t = clock()
                    duration = once()
                    wall = clock() - t
                    calls[(c.name, s)].append(wall)
                    if isinstance(c, BelljarInterpreter):
                        overhead[s].append(wall - duration)
                        own[s].append(duration)
    med = {k: statistics.median(v) for k, v in calls.items()}
    return med, {s: statistics.median(v) for s, v in overhead.items()}, {s: statistics.median(v) for s, v in own.items()}


def time_programs(runs):
    """Median seconds of each program: a fresh belljar Interpreter's run, and CPython's
    compile() + exec() in a fresh namespace; interleaved. Both outputs must match python3's."""
    import belljar

    out = {}
    for prog in PROGRAMS:
        path = os.path.join(ROOT, "bench", "python", prog)
        source = open(path).read()
        expected = subprocess.run([sys.executable, path], capture_output=True, text=True, check=True).stdout
        bj, cp = [], []
        for _ in range(runs):
            with belljar.Interpreter(timeout=None, max_output=16 << 20) as it:
                t = time.perf_counter()
                r = it.run(source)
                bj.append(time.perf_counter() - t)
            if r.status != "ok" or r.stdout != expected:
                raise SystemExit(f"{prog}: belljar's output differs from python3's ({r.status}, {r.error})")
            buf = io.StringIO()
            t = time.perf_counter()
            with contextlib.redirect_stdout(buf):
                exec(compile(source, prog, "exec"), {"__name__": "__main__"})
            cp.append(time.perf_counter() - t)
            if buf.getvalue() != expected:
                raise SystemExit(f"{prog}: CPython exec's output differs from python3's")
        out[prog] = (statistics.median(cp), statistics.median(bj))
    return out


def inprocess_ratios():
    """The programs' in-process ratios from docs/benchmarks.md, if that file lists them."""
    ratios = {}
    try:
        text = open(os.path.join(ROOT, "docs", "benchmarks.md")).read()
    except OSError:
        return ratios
    for line in text.splitlines():
        for prog in PROGRAMS:
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            # The first table: program, python3 (ms), belljar (ms), **ratio**, ...
            if cells[0] == prog and len(cells) > 3 and prog not in ratios:
                ratios[prog] = cells[3].strip("*")
    return ratios


def us(seconds):
    return f"{seconds * 1e6:.1f}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=21)
    ap.add_argument("--per-round", type=int, default=100)
    ap.add_argument("--program-runs", type=int, default=5)
    ap.add_argument("--no-write", action="store_true")
    a = ap.parse_args()

    import belljar  # noqa: F401  (fail early when the package is missing)
    import pydantic_monty
    import smolagents

    snippets = {"three-line": THREE_LINE, "tool-calling": TOOL_CALLING}
    contenders = [BelljarInterpreter(), BelljarSmolagents(), SmolagentsLocal(), SmolagentsLocalNoTimeout(), Monty(), CPythonExec()]
    # Every contender must agree on the snippets' output and value before anything is timed.
    for s, code in snippets.items():
        for c in contenders:
            logs, value = c.check(code)
            want = ("[1, 2, 3]\n", 12) if s == "three-line" else ("", 2624)
            if (logs, value) != want:
                raise SystemExit(f"{c.name} on the {s} snippet gave {(logs, value)!r}, not {want!r}")
    med, overhead, own = time_snippets(contenders, snippets, a.rounds, a.per_round)
    for c in contenders:
        c.close()
    programs = time_programs(a.program_runs)
    ratios = inprocess_ratios()

    load = os.getloadavg()
    commit = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    n = a.rounds * a.per_round
    worst = max(overhead.values())
    lines = [
        "# Benchmarks: the Python package against smolagents, Monty and CPython",
        "",
        "This file is written by `bench/run-python-package.sh`; do not edit the numbers by hand.",
        "",
        "Everything is timed from Python, in one process, in the same run. Each snippet runs",
        f"{n} times on one open session per contender ({a.rounds} rounds of {a.per_round} calls,",
        "the contenders interleaved round by round); the tables give median times per call.",
        "Before timing, every contender must give the same output and value on each snippet.",
        "",
        "- three-line: `xs = [3, 1, 2]` / `print(sorted(xs))` / `sum(xs) * 2`",
        "- tool-calling: `a = lookup('paris')` / `b = lookup('lyon')` / `a + b`, where `lookup`",
        "  is a host Python function (a dict lookup) given to each as a tool",
        "",
        "## Snippets",
        "",
        "| contender | three-line (µs) | tool-calling (µs) | what is timed |",
        "|---|---:|---:|---|",
    ]
    for c in contenders:
        lines.append(f"| {c.name} | {us(med[(c.name, 'three-line')])} | {us(med[(c.name, 'tool-calling')])} | {c.note} |")
    lines += [
        "",
        "**Round trip over the interpreter's own time** (goal ≤ 10 µs): for each",
        "`Interpreter.run`, its wall time from Python minus the `duration` the result reports",
        "(the interpreter's parse, compile, run and result building, measured in Rust): what the",
        "package adds by crossing from Python and back (the call, the lock, the result object).",
        "",
        "| snippet | interpreter's own time (µs) | round trip over it (µs) | goal |",
        "|---|---:|---:|---|",
    ]
    for s in snippets:
        lines.append(f"| {s} | {us(own[s])} | {us(overhead[s])} | {'meets' if overhead[s] <= 10e-6 else 'misses'} ≤ 10 µs |")
    lines += [
        "",
        f"Worst round trip over the interpreter: **{us(worst)} µs** ({'meets' if worst <= 10e-6 else 'misses'} the ≤ 10 µs goal).",
        "",
        "## Agent-style programs",
        "",
        f"Two CPU-bound programs of `bench/python/`, each run {a.program_runs} times (interleaved):",
        "`Interpreter.run(source)` in a fresh `Interpreter` against CPython's `compile()` +",
        "`exec()` of the same source in a fresh namespace, stdout redirected, in this process. Both",
        "must print exactly what `python3 PROGRAM` prints. The last column is the program's",
        "in-process ratio in [benchmarks.md](benchmarks.md) (the interpreter driven from Rust):",
        "the goal is that going through Python adds nothing measurable to it. Those figures come",
        "from another run, at another load, built with the `bench-release` profile (fat LTO, one",
        "codegen unit); the package is built with `release` (thin LTO), as `pip install` builds",
        "it. A run's fixed cost from Python is the round trip above (microseconds), so the",
        "crossing cannot explain a gap of this size; how much of it is the build profile and how",
        "much the load was not measured.",
        "",
        "| program | CPython exec (ms) | belljar `Interpreter.run` (ms) | ratio | in-process ratio from Rust ([benchmarks.md](benchmarks.md)) |",
        "|---|---:|---:|---:|---:|",
    ]
    for prog, (cp, bj) in programs.items():
        lines.append(f"| {prog} | {cp * 1e3:.1f} | {bj * 1e3:.1f} | **{bj / cp:.2f}x** | {ratios.get(prog, 'not listed')} |")
    lines += [
        "",
        "## Machine",
        "",
        f"- CPU: {platform.processor() or platform.machine()} ({os.cpu_count()} logical CPUs)",
        f"- OS: {platform.system()} {platform.release()}",
        f"- Python: {platform.python_version()}; smolagents {smolagents.__version__}, pydantic-monty {pydantic_monty.__version__}",
        f"- Belljar: commit {commit}, the package built by `pip install ./python` (release profile)",
        f"- Load average when the run finished (1, 5, 15 min): {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}",
        "  (other work on the machine slows every contender; rounds are interleaved so the",
        "  comparisons are less affected than the times)",
        f"- Date: {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC",
        "",
        "## Reproduce",
        "",
        "```sh",
        "bench/run-python-package.sh            # builds the package into .venv-py, runs, rewrites this file",
        "bench/run-python-package.sh --no-write # print only",
        "```",
        "",
    ]
    text = "\n".join(lines)
    print(text)
    if not a.no_write:
        with open(DOC, "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
