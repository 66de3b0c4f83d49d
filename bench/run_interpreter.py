#!/usr/bin/env python3
"""Time bench/python/*.py under `belljar run --backend interpreter` and under `python3`.

Called by bench/run-interpreter.sh after it has built the CLI. For every program: one check
run under each interpreter (exit status 0 and byte-identical stdout, or the whole run fails
with the reason and nothing is written), then N timed runs of each, interleaved, reporting
the median wall time and the peak RSS of the child process. Prints a table with the ratio
belljar/python3 for each program and the geometric mean, and (unless --no-write) rewrites
docs/benchmarks.md with the same table, the machine, and the command to reproduce it.
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
# Targets from issue 3: geometric mean <= 1.5x CPython, no program over 4x, goal <= 1.0x.
GEOMEAN_LIMIT = 1.5
PROGRAM_LIMIT = 4.0
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
    ap.add_argument("--startup", help="path to the built bench/startup binary (in-process "
                    "start-up time and per-session memory); omitted from the report if not given")
    ap.add_argument("--runs", type=int, default=5, help="timed runs per interpreter (default 5)")
    ap.add_argument("--timeout", type=float, default=120.0, help="seconds allowed per run")
    ap.add_argument("--no-write", action="store_true", help="do not rewrite docs/benchmarks.md")
    ap.add_argument("programs", nargs="*", help="programs to run (default: bench/python/*.py)")
    args = ap.parse_args()
    if not os.access(args.belljar, os.X_OK):
        fail(f"{args.belljar} is not an executable; build belljar-cli first")
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
        check(name, py_cmd, bj_cmd, args.timeout)
        check(name, nosite_cmd, bj_cmd, args.timeout)
        py_times, nosite_times, bj_times = [], [], []
        for _ in range(args.runs):
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
               "py_rss": peak_rss(py_cmd), "bj_rss": peak_rss(bj_cmd)}
        rows.append(row)
        print(f"{name:<22} python3 {py_t * 1000:8.1f} ms   belljar {bj_t * 1000:8.1f} ms   "
              f"ratio {row['ratio']:5.2f}x   (python3 -S {nosite_t * 1000:8.1f} ms, "
              f"ratio {row['nosite_ratio']:5.2f}x)", flush=True)

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

    inproc = None
    if args.startup:
        r = subprocess.run([args.startup], capture_output=True, text=True, timeout=args.timeout)
        if r.returncode != 0:
            fail(f"bench/startup exited {r.returncode}:\n{r.stderr}{r.stdout}")
        try:
            inproc = json.loads(r.stdout)
        except ValueError:
            fail(f"bench/startup printed something that is not JSON:\n{r.stdout}")

    geomean = math.exp(sum(math.log(r["ratio"]) for r in rows) / len(rows))
    geomean_nosite = math.exp(sum(math.log(r["nosite_ratio"]) for r in rows) / len(rows))
    worst_nosite = max(rows, key=lambda r: r["nosite_ratio"])
    worst = max(rows, key=lambda r: r["ratio"])
    verdict_geo = "meets" if geomean <= GEOMEAN_LIMIT else "MISSES"
    verdict_max = "meets" if worst["ratio"] <= PROGRAM_LIMIT else "MISSES"

    table = ["| program | python3 (ms) | belljar (ms) | ratio | python3 -S (ms) | ratio to -S "
             "| python3 peak RSS (MiB) | belljar peak RSS (MiB) |",
             "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        table.append(f"| {r['name']} | {r['py'] * 1000:.1f} | {r['bj'] * 1000:.1f} | {r['ratio']:.2f}x "
                     f"| {r['nosite'] * 1000:.1f} | {r['nosite_ratio']:.2f}x "
                     f"| {r['py_rss'] / 1024:.1f} | {r['bj_rss'] / 1024:.1f} |")
    table.append(f"| **geometric mean** | | | **{geomean:.2f}x** | | **{geomean_nosite:.2f}x** | | |")
    summary = [
        f"Geometric mean ratio (belljar / python3): **{geomean:.2f}x** "
        f"({verdict_geo} the ≤ {GEOMEAN_LIMIT}x target; goal ≤ 1.0x).",
        f"Slowest relative to CPython: {worst['name']} at **{worst['ratio']:.2f}x** "
        f"({verdict_max} the no-program-over-{PROGRAM_LIMIT:g}x target).",
        f"Against `python3 -S` (CPython without the `site` import, so without whatever this "
        f"machine's site-packages runs at every start): geometric mean **{geomean_nosite:.2f}x**, "
        f"slowest {worst_nosite['name']} at {worst_nosite['nosite_ratio']:.2f}x. The targets are "
        "stated against `python3` as installed; this column shows how much of the margin is "
        "CPython's start-up rather than its execution speed.",
        f"Process start-up plus `print(1 + 1)`, end to end (median of {args.runs * 2}): "
        f"python3 {su_py * 1000:.1f} ms, belljar {su_bj * 1000:.1f} ms. "
        "This is whole-process time, not the in-process time to first result.",
    ]
    if inproc is not None:
        summary.append(
            f"Fresh session, in process (bench/startup, {inproc['runs']} runs): "
            f"`Session::new` + `print(1 + 1)` to its result takes median **{inproc['median_us']:.2f} µs** "
            f"(min {inproc['min_us']:.2f} µs, p90 {inproc['p90_us']:.2f} µs; goal ≤ 20 µs); "
            f"a session holds **{inproc['session_bytes']:,} bytes** live after that first result.")
    print()
    print("\n".join(table))
    print()
    print("\n".join(summary))
    print(f"\nbench: {len(rows)} programs, geometric mean {geomean:.2f}x, "
          f"worst {worst['ratio']:.2f}x ({worst['name']})")

    if args.no_write:
        return
    m = machine()
    doc = f"""# Benchmarks: the `interpreter` backend against CPython

This file is written by `bench/run-interpreter.sh`; do not edit the numbers by hand.

Each program in `bench/python/` is CPU-bound and prints a checksum. The runner first checks
that `belljar run --backend interpreter PROGRAM` prints exactly what `python3 PROGRAM` prints
(and that both exit 0), then times {args.runs} runs of each, interleaved, and reports the
median wall-clock time of the whole process (start-up included) and the peak resident set
size of one run. The ratio is belljar's time divided by python3's: below 1.0 means Belljar
is faster. The `python3 -S` columns time CPython with its `site` import turned off, which
removes start-up work that is not interpretation (on the machine below, a `.pth` file in
site-packages imports certifi at every start, about 30 ms): the stricter comparison of
execution speed. `bench/startup` (a small Rust program linked against belljar-python) measures a
fresh session in process: the time from `Session::new` to the result of `print(1 + 1)`, and
the bytes the session holds live afterwards, counted by belljar-python's `CountingAlloc`.

## Results

{chr(10).join(table)}

{chr(10).join('- ' + s for s in summary)}

## Machine

- CPU: {m['cpu']} ({m['nproc']} logical CPUs as reported by nproc)
- OS: {m['os']}
- Reference: {m['python']}
- Belljar: commit {m['commit']}, built with `cargo build --profile bench-release -p belljar-cli`
- Load average when the run finished (1, 5, 15 min): {m['load']} (other work on the machine
  slows both interpreters; runs are interleaved so the ratios are less affected than the times)
- Date: {m['date']}

## Reproduce

```sh
bench/run-interpreter.sh            # all programs, {args.runs} runs each, rewrites this file
bench/run-interpreter.sh --no-write # print the table only
bench/run-interpreter.sh --runs 11 bench/python/recursion_fib.py
```
"""
    with open(DOC, "w") as f:
        f.write(doc)
    print(f"wrote {os.path.relpath(DOC, ROOT)}")


if __name__ == "__main__":
    main()
