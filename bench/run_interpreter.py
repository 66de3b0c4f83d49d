#!/usr/bin/env python3
"""Time bench/python/*.py under Belljar's interpreter and under CPython, in process and as
whole processes, in one run.

Called by bench/run-interpreter.sh after it has built the CLI and belljar-python's `inprocess`
and `executor_path` examples. For every program:
- in process: belljar-python's `inprocess` example (parse + compile + run of the source in a
  fresh `Session`, N times, median) against bench/inprocess.py (CPython's `compile()` +
  `exec()` of the same source in one python3 process, stdout to a buffer, N times, median);
- whole process: `belljar run --backend interpreter PROGRAM` against `python3 PROGRAM` and
  `python3 -S PROGRAM` (N timed runs each, interleaved, median wall time; peak RSS of one run).
Every one of those must exit 0 and print exactly what `python3 PROGRAM` prints, or the whole
run fails with the reason and nothing is written. Then the executor path (`executor_path`:
what `InterpreterExecutor::execute` costs over `Session::execute`) and a fresh session's time
to first result (`inprocess --startup`). Prints the table and (unless --no-write) rewrites
docs/benchmarks.md with it, the machine, and the command to reproduce it.
"""

import argparse
import datetime
import json
import math
import os
import platform
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROGRAMS = os.path.join(ROOT, "bench", "python")
DOC = os.path.join(ROOT, "docs", "benchmarks.md")
# The headline paragraph of docs/interpreter.md's "Speed" section, between these markers.
INTERPRETER_DOC = os.path.join(ROOT, "docs", "interpreter.md")
HEADLINE_START = "<!-- bench:headline (rewritten by bench/run-interpreter.sh) -->"
HEADLINE_END = "<!-- /bench:headline -->"
INPROCESS_PY = os.path.join(ROOT, "bench", "inprocess.py")
# Goal from issue 8, on the in-process figure: geometric mean <= 1.0x CPython, none over 2x.
GEOMEAN_GOAL = 1.0
PROGRAM_GOAL = 2.0
# The executor path's goal (issue 8): at most this much over the interpreter itself.
EXECUTOR_GOAL_US = 20.0
STARTUP_SOURCE = "print(1 + 1)\n"


def run(cmd, timeout):
    """Run cmd; return (exit code, stdout, stderr, wall seconds)."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT)
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        raise SystemExit(f"error: {' '.join(cmd)} did not finish within {timeout} s")
    wall = time.perf_counter() - start
    return proc.returncode, out, err, wall


def peak_rss(cmd):
    """Peak resident set size (KiB) of one run of cmd, from wait4's rusage."""
    pid = os.fork()
    if pid == 0:
        try:
            devnull = os.open(os.devnull, os.O_RDWR)
            os.dup2(devnull, 1)
            os.dup2(devnull, 2)
            os.chdir(ROOT)
            os.execvp(cmd[0], cmd)
        finally:
            os._exit(127)
    _, status, usage = os.wait4(pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"error: {' '.join(cmd)} failed while measuring memory")
    return usage.ru_maxrss


def fail(msg):
    print(f"\nbenchmark FAILED: {msg}", file=sys.stderr)
    print("No ratios are reported and docs/benchmarks.md was not changed.", file=sys.stderr)
    sys.exit(1)


def check(name, py_cmd, bj_cmd, timeout):
    """Both interpreters must exit 0 and print the same stdout."""
    prc, pout, perr, _ = run(py_cmd, timeout)
    if prc != 0:
        fail(f"{name}: python3 exited {prc}:\n{perr.decode(errors='replace')}")
    brc, bout, berr, _ = run(bj_cmd, timeout)
    if brc != 0:
        fail(f"{name}: belljar exited {brc}:\n{berr.decode(errors='replace')[-2000:]}")
    if pout != bout:
        fail(f"{name}: stdout differs\n--- python3\n{pout.decode(errors='replace')[:2000]}"
             f"\n--- belljar\n{bout.decode(errors='replace')[:2000]}")
    return pout


def harness(name, cmd, expected, timeout):
    """Run an in-process harness on one program; its JSON line, checked against `expected`."""
    rc, out, err, _ = run(cmd, timeout)
    if rc != 0:
        fail(f"{name}: {' '.join(cmd[:2])} exited {rc}:\n{err.decode(errors='replace')[-2000:]}")
    try:
        row = json.loads(out.decode().strip().splitlines()[-1])
    except (ValueError, IndexError):
        fail(f"{name}: {' '.join(cmd[:2])} printed something that is not JSON:\n"
             f"{out.decode(errors='replace')[:2000]}")
    if row.get("exit_code") != 0:
        fail(f"{name}: in-process run exited {row.get('exit_code')}:\n{row.get('stderr', '')}"
             f"{row.get('stdout', '')[-2000:]}")
    if row["stdout"].encode() != expected:
        fail(f"{name}: in-process stdout differs from python3's\n--- python3\n"
             f"{expected.decode(errors='replace')[:2000]}\n--- in process ({cmd[0]})\n"
             f"{row['stdout'][:2000]}")
    return row


def machine():
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    pyver = subprocess.run(["python3", "--version"], capture_output=True, text=True).stdout.strip()
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                                text=True, cwd=ROOT).stdout.strip()
    except OSError:
        commit = "unknown"
    try:
        dirty = subprocess.run(["git", "status", "--porcelain", "--", "crates"], capture_output=True,
                               text=True, cwd=ROOT).stdout.strip()
    except OSError:
        dirty = ""
    if dirty:
        commit = f"{commit or 'unknown'} plus uncommitted changes under crates/"
    try:
        nproc = len(os.sched_getaffinity(0))
    except AttributeError:
        nproc = os.cpu_count()
    return {
        "cpu": cpu,
        "nproc": nproc,
        "load": " ".join(f"{x:.2f}" for x in os.getloadavg()),
        "os": f"{platform.system()} {platform.release()} {platform.machine()}",
        "python": pyver,
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "commit": commit or "unknown",
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--belljar", required=True, help="path to the built belljar binary")
    ap.add_argument("--inprocess", required=True,
                    help="path to belljar-python's built `inprocess` example")
    ap.add_argument("--executor-path", required=True,
                    help="path to belljar-python's built `executor_path` example")
    ap.add_argument("--executor-rounds", type=int, default=2000,
                    help="rounds of the executor-path measurement (default 2000)")
    ap.add_argument("--runs", type=int, default=5, help="timed runs per interpreter (default 5)")
    ap.add_argument("--timeout", type=float, default=120.0, help="seconds allowed per run")
    ap.add_argument("--no-write", action="store_true", help="do not rewrite docs/benchmarks.md")
    ap.add_argument("programs", nargs="*", help="programs to run (default: bench/python/*.py)")
    args = ap.parse_args()
    for exe in (args.belljar, args.inprocess, args.executor_path):
        if not os.access(exe, os.X_OK):
            fail(f"{exe} is not an executable; run bench/run-interpreter.sh to build it")
    progs = [os.path.abspath(p) for p in args.programs] or sorted(
        os.path.join(PROGRAMS, p) for p in os.listdir(PROGRAMS) if p.endswith(".py"))
    if not progs:
        fail("no programs found in bench/python")

    rows = []
    for path in progs:
        name = os.path.basename(path)
        py_cmd = ["python3", path]
        nosite_cmd = ["python3", "-S", path]
        bj_cmd = [args.belljar, "run", "--backend", "interpreter", path]
        expected = check(name, py_cmd, bj_cmd, args.timeout)
        check(name, nosite_cmd, bj_cmd, args.timeout)
        py_times, nosite_times, bj_times, in_py_times, in_bj_times = [], [], [], [], []
        for _ in range(args.runs):
            # In process: one run per harness process, interleaved with everything else, so
            # that load on the machine hits both interpreters alike.
            in_bj_times.append(harness(name, [args.inprocess, "--runs", "1", path], expected,
                                       args.timeout)["median_ms"])
            in_py_times.append(harness(name, ["python3", INPROCESS_PY, "--runs", "1", path],
                                       expected, args.timeout)["median_ms"])
            py_times.append(run(py_cmd, args.timeout)[3])
            nosite_times.append(run(nosite_cmd, args.timeout)[3])
            rc, _, err, wall = run(bj_cmd, args.timeout)
            if rc != 0:
                fail(f"{name}: belljar exited {rc} on a timed run:\n{err.decode(errors='replace')}")
            bj_times.append(wall)
        py_t, bj_t = statistics.median(py_times), statistics.median(bj_times)
        nosite_t = statistics.median(nosite_times)
        row = {"name": name, "py": py_t, "bj": bj_t, "ratio": bj_t / py_t,
               "nosite": nosite_t, "nosite_ratio": bj_t / nosite_t,
               "py_rss": peak_rss(py_cmd), "bj_rss": peak_rss(bj_cmd),
               "in_py": statistics.median(in_py_times), "in_bj": statistics.median(in_bj_times)}
        row["in_ratio"] = row["in_bj"] / row["in_py"]
        rows.append(row)
        print(f"{name:<22} in process: python3 {row['in_py']:8.1f} ms  belljar {row['in_bj']:8.1f} ms"
              f"  ratio {row['in_ratio']:5.2f}x | whole process: python3 {py_t * 1000:8.1f} ms"
              f"  belljar {bj_t * 1000:8.1f} ms  ratio {row['ratio']:5.2f}x"
              f"  (to -S {row['nosite_ratio']:5.2f}x)", flush=True)

    # Process start-up plus a trivial program, end to end, for both interpreters.
    startup_file = os.path.join(ROOT, "target", "bench-startup.py")
    os.makedirs(os.path.dirname(startup_file), exist_ok=True)
    with open(startup_file, "w") as f:
        f.write(STARTUP_SOURCE)
    check("print(1 + 1)", ["python3", startup_file],
          [args.belljar, "run", "--backend", "interpreter", startup_file], args.timeout)
    su_py = statistics.median(run(["python3", startup_file], args.timeout)[3] for _ in range(args.runs * 2))
    su_bj = statistics.median(
        run([args.belljar, "run", "--backend", "interpreter", startup_file], args.timeout)[3]
        for _ in range(args.runs * 2))

    def json_of(cmd):
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=args.timeout * 4)
        if r.returncode != 0:
            fail(f"{' '.join(cmd)} exited {r.returncode}:\n{r.stderr}{r.stdout}")
        try:
            return json.loads(r.stdout.strip().splitlines()[-1])
        except (ValueError, IndexError):
            fail(f"{' '.join(cmd)} printed something that is not JSON:\n{r.stdout}")

    inproc = json_of([args.inprocess, "--startup", "2000"])
    ex = json_of([args.executor_path, str(args.executor_rounds), "--json"])

    def gmean(key):
        return math.exp(sum(math.log(r[key]) for r in rows) / len(rows))

    in_geo, geomean, geomean_nosite = gmean("in_ratio"), gmean("ratio"), gmean("nosite_ratio")
    in_worst = max(rows, key=lambda r: r["in_ratio"])
    worst = max(rows, key=lambda r: r["ratio"])
    worst_nosite = max(rows, key=lambda r: r["nosite_ratio"])
    verdict_geo = "meets" if in_geo <= GEOMEAN_GOAL else "misses"
    verdict_max = "meets" if in_worst["in_ratio"] <= PROGRAM_GOAL else "misses"

    table = ["| program | in process: python3 (ms) | belljar (ms) | **ratio** "
             "| whole process: python3 (ms) | belljar (ms) | ratio "
             "| python3 -S (ms) | ratio to -S | python3 peak RSS (MiB) | belljar peak RSS (MiB) |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        table.append(f"| {r['name']} | {r['in_py']:.1f} | {r['in_bj']:.1f} | **{r['in_ratio']:.2f}x** "
                     f"| {r['py'] * 1000:.1f} | {r['bj'] * 1000:.1f} | {r['ratio']:.2f}x "
                     f"| {r['nosite'] * 1000:.1f} | {r['nosite_ratio']:.2f}x "
                     f"| {r['py_rss'] / 1024:.1f} | {r['bj_rss'] / 1024:.1f} |")
    table.append(f"| **geometric mean** | | | **{in_geo:.2f}x** | | | {geomean:.2f}x "
                 f"| | {geomean_nosite:.2f}x | | |")
    def verdict(key):
        """Whether one executor-path figure meets the goal, said next to that figure."""
        return "meets" if ex[key] <= EXECUTOR_GOAL_US else "misses"
    summary = [
        f"**In process** (parse + compile + run, against CPython's `compile()` + `exec()` in one "
        f"process; median of {args.runs}): geometric mean **{in_geo:.2f}x** CPython's time "
        f"({verdict_geo} the ≤ {GEOMEAN_GOAL}x goal); slowest {in_worst['name']} at "
        f"**{in_worst['in_ratio']:.2f}x** ({verdict_max} the none-over-{PROGRAM_GOAL:g}x goal). "
        "This is the headline: it compares execution, nothing else.",
        f"Whole process (start-up included; median of {args.runs}): geometric mean "
        f"{geomean:.2f}x `python3`, slowest {worst['name']} at {worst['ratio']:.2f}x; against "
        f"`python3 -S` (without the `site` import) {geomean_nosite:.2f}x, slowest "
        f"{worst_nosite['name']} at {worst_nosite['nosite_ratio']:.2f}x. CPython's start-up "
        "(about 30 ms of `site` work on this machine) flatters these ratios.",
        f"Process start-up plus `print(1 + 1)`, end to end (median of {args.runs * 2}): "
        f"python3 {su_py * 1000:.1f} ms, belljar {su_bj * 1000:.1f} ms.",
        f"Fresh session, in process ({inproc['runs']} runs): `Session::new` + `print(1 + 1)` to "
        f"its result takes median **{inproc['median_us']:.2f} µs** (min {inproc['min_us']:.2f} µs, "
        f"p90 {inproc['p90_us']:.2f} µs); a session holds **{inproc['session_bytes']:,} bytes** "
        "live after that first result.",
        f"Executor path (`executor_path`, {ex['rounds']} interleaved rounds, a three-line snippet "
        f"`xs = [3, 1, 2]` / `print(sorted(xs))` / `sum(xs) * 2`): `Session::execute` on an "
        f"existing session {ex['session_us']:.2f} µs, `InterpreterExecutor::execute` on an open "
        f"executor {ex['executor_us']:.2f} µs: **{ex['overhead_existing_us']:.2f} µs** over the "
        f"interpreter ({verdict('overhead_existing_us')} the ≤ {EXECUTOR_GOAL_US:g} µs goal); "
        f"a fresh executor's `open` + `execute` + `close` {ex['fresh_executor_us']:.2f} µs "
        f"against `Session::new` + `execute` {ex['fresh_session_us']:.2f} µs: "
        f"**{ex['overhead_fresh_us']:.2f} µs** over ({verdict('overhead_fresh_us')} it). "
        f"On the caller's thread (`InterpreterExecutor::on_caller_thread`, what the CLI uses): "
        f"open executor {ex['caller_executor_us']:.2f} µs, **{ex['overhead_caller_existing_us']:.2f} µs** "
        f"over ({verdict('overhead_caller_existing_us')} it); "
        f"fresh executor {ex['caller_fresh_executor_us']:.2f} µs, "
        f"**{ex['overhead_caller_fresh_us']:.2f} µs** over ({verdict('overhead_caller_fresh_us')} it). "
        f"For scale, the machine's own price for handing work to a sleeping thread and getting "
        f"the answer back (a bare thread and a channel, same run): {ex['handoff_floor_us']:.2f} µs. "
        f"The process's "
        f"first executor pays the interpreter thread's start and warm-up in `open` "
        f"({ex['first_open_us']:.0f} µs), then executes in {ex['first_execute_us']:.0f} µs.",
    ]
    print()
    print("\n".join(table))
    print()
    print("\n".join(summary))
    print(f"\nbench: {len(rows)} programs, in-process geometric mean {in_geo:.2f}x, "
          f"worst {in_worst['in_ratio']:.2f}x ({in_worst['name']}); whole-process {geomean:.2f}x")

    if args.no_write:
        return
    m = machine()
    busy = ""
    if os.getloadavg()[0] > (m["nproc"] or 1):
        busy = (f"\n**This run was taken on a busy machine** (load average {m['load']} on "
                f"{m['nproc']} CPUs): the times and ratios are rough; re-run on a quiet one.\n")
    doc = f"""# Benchmarks: the `interpreter` backend against CPython

This file is written by `bench/run-interpreter.sh`; do not edit the numbers by hand.

Each program in `bench/python/` is CPU-bound and prints a checksum. Every program is timed two
ways in the same run, and every timed form must print exactly what `python3 PROGRAM` prints
(and exit 0) or nothing is written:

- **In process** (the headline): belljar-python's `inprocess` example times the parse,
  compile and run of the source in a fresh `Session` (output captured), inside its process;
  `bench/inprocess.py` times CPython's `compile()` + `exec()` of the same source in a fresh
  namespace with stdout redirected to a buffer, inside one python3 process. Neither timing
  includes process start-up. {args.runs} such timings each, one per harness process,
  interleaved with each other and with the whole-process runs; the medians are compared.
- **Whole process**: `belljar run --backend interpreter PROGRAM` against `python3 PROGRAM`
  and `python3 -S PROGRAM` ({args.runs} runs each, interleaved, median wall-clock time of the
  whole process, and the peak resident set size of one run). CPython's start-up includes its
  `site` import (on the machine below, a `.pth` file in site-packages imports certifi at every
  start, about 30 ms), which flatters Belljar here; `-S` removes it.

The ratio is belljar's time divided by python3's: below 1.0 means Belljar is faster. Below
the table: a fresh session's time to first result, and the executor path (what
`InterpreterExecutor::execute`, the API behind `belljar run --json`, servers and bindings,
costs over the interpreter itself).

## Results

{chr(10).join(table)}

{chr(10).join('- ' + s for s in summary)}
{busy}
## Machine

- CPU: {m['cpu']} ({m['nproc']} logical CPUs as reported by nproc)
- OS: {m['os']}
- Reference: {m['python']}
- Belljar: commit {m['commit']}, built with `cargo build --profile bench-release -p belljar-cli
  -p belljar-python --bin belljar --example inprocess --example executor_path`
- Load average when the run finished (1, 5, 15 min): {m['load']} (other work on the machine
  slows both interpreters; runs are interleaved so the ratios are less affected than the times)
- Date: {m['date']}

## Reproduce

```sh
bench/run-interpreter.sh            # all programs, {args.runs} runs each, rewrites this file
bench/run-interpreter.sh --no-write # print the table only
bench/run-interpreter.sh --runs 11 bench/python/recursion_fib.py
cargo run --profile bench-release -p belljar-python --example executor_path   # the executor path alone
```
"""
    # The instruction-count section (bench/callgrind.sh, written by hand) is kept as it is.
    kept = ""
    if os.path.exists(DOC):
        with open(DOC, encoding="utf-8") as f:
            old = f.read()
        at = old.find("\n## Instruction counts")
        if at >= 0:
            kept = old[at:]
    with open(DOC, "w") as f:
        f.write(doc.rstrip("\n") + "\n" + kept if kept else doc)
    print(f"wrote {os.path.relpath(DOC, ROOT)}")
    headline = (
        f"Measured by `bench/run-interpreter.sh` ([benchmarks.md](benchmarks.md), {m['date']}, "
        f"load average {m['load']}): **in process** — parse + compile + run against CPython "
        f"3.11's `compile()` + `exec()` in one process — the geometric mean over "
        f"{len(rows)} programs is **{in_geo:.2f}x** CPython's time (slowest "
        f"{in_worst['name']} at {in_worst['in_ratio']:.2f}x). As whole processes it is "
        f"{geomean:.2f}x `python3` and {geomean_nosite:.2f}x `python3 -S`, ratios that CPython's "
        f"start-up flatters. A fresh session reaches the result of `print(1 + 1)` in "
        f"{inproc['median_us']:.1f} µs; `InterpreterExecutor::execute` costs "
        f"{ex['overhead_existing_us']:.1f} µs over `Session::execute` on an open executor and "
        f"{ex['overhead_fresh_us']:.1f} µs for a fresh executor's `open` + `execute` + `close` "
        f"over `Session::new` + `execute` (a bare hand-off to a sleeping thread and back costs "
        f"{ex['handoff_floor_us']:.1f} µs on that machine); on the caller's thread (the CLI's "
        f"placement) {ex['overhead_caller_existing_us']:.1f} µs and "
        f"{ex['overhead_caller_fresh_us']:.1f} µs."
        + (" That run was taken on a busy machine, so the figures are rough." if busy else ""))
    with open(INTERPRETER_DOC) as f:
        text = f.read()
    a, b = text.find(HEADLINE_START), text.find(HEADLINE_END)
    if a < 0 or b < a:
        print(f"note: {os.path.relpath(INTERPRETER_DOC, ROOT)} has no headline markers; not changed")
        return
    text = text[:a + len(HEADLINE_START)] + "\n" + headline + "\n" + text[b:]
    with open(INTERPRETER_DOC, "w") as f:
        f.write(text)
    print(f"wrote the headline of {os.path.relpath(INTERPRETER_DOC, ROOT)}")


if __name__ == "__main__":
    main()
