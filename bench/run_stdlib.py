#!/usr/bin/env python3
"""Time bench/stdlib/*.py (agent programs that lean on the standard library) under Belljar's
interpreter and under CPython, in process, in one run.

Called by bench/run-stdlib.sh after it has built belljar-python's `inprocess` example and the
CLI. For every program: the CLI and the in-process harness must print exactly what
`python3 PROGRAM` prints; then belljar-python's `inprocess` (parse + compile + run in a fresh
`Session`) is timed against bench/inprocess.py (CPython's `compile()` + `exec()` in one
process), N runs each, interleaved, medians compared. CPython's modules here are mostly C
(`_sre`, `_json`, `_datetime`, `_random`, `_collections`); Belljar's are Rust or Python run by
the interpreter. Import time is inside both timings (each run is a fresh namespace in a fresh
process on both sides; CPython's import of a C module is cheap). Prints the table and (unless
--no-write) rewrites docs/benchmarks-stdlib.md.
"""

import argparse
import math
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from run_interpreter import ROOT, INPROCESS_PY, check, harness, machine  # noqa: E402

PROGRAMS = os.path.join(ROOT, "bench", "stdlib")
DOC = os.path.join(ROOT, "docs", "benchmarks-stdlib.md")
# Goal from issue 9: geometric mean <= 1.2x CPython in process, none over 2x.
GEOMEAN_GOAL = 1.2
PROGRAM_GOAL = 2.0


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--belljar", required=True, help="path to the built belljar binary")
    ap.add_argument("--inprocess", required=True, help="path to the built `inprocess` example")
    ap.add_argument("--runs", type=int, default=5, help="timed runs per interpreter (default 5)")
    ap.add_argument("--timeout", type=float, default=120.0, help="seconds allowed per run")
    ap.add_argument("--no-write", action="store_true", help="do not rewrite the doc")
    ap.add_argument("programs", nargs="*", help="programs (default: bench/stdlib/*.py)")
    args = ap.parse_args()
    progs = [os.path.abspath(p) for p in args.programs] or sorted(
        os.path.join(PROGRAMS, p) for p in os.listdir(PROGRAMS) if p.endswith(".py"))
    rows = []
    for path in progs:
        name = os.path.basename(path)
        expected = check(name, ["python3", path],
                         [args.belljar, "run", "--backend", "interpreter", path], args.timeout)
        bj, py = [], []
        for _ in range(args.runs):
            bj.append(harness(name, [args.inprocess, "--runs", "1", path], expected,
                              args.timeout)["median_ms"])
            py.append(harness(name, ["python3", INPROCESS_PY, "--runs", "1", path], expected,
                              args.timeout)["median_ms"])
        row = {"name": name, "py": statistics.median(py), "bj": statistics.median(bj)}
        row["ratio"] = row["bj"] / row["py"]
        rows.append(row)
        print(f"{name:<26} python3 {row['py']:8.1f} ms  belljar {row['bj']:8.1f} ms  "
              f"ratio {row['ratio']:5.2f}x", flush=True)
    geo = math.exp(sum(math.log(r["ratio"]) for r in rows) / len(rows))
    worst = max(rows, key=lambda r: r["ratio"])
    table = ["| program | python3 (ms) | belljar (ms) | ratio |", "|---|---:|---:|---:|"]
    table += [f"| {r['name']} | {r['py']:.1f} | {r['bj']:.1f} | {r['ratio']:.2f}x |" for r in rows]
    table.append(f"| **geometric mean** | | | **{geo:.2f}x** |")
    verdict = (f"Geometric mean **{geo:.2f}x** "
               f"({'meets' if geo <= GEOMEAN_GOAL else 'misses'} the ≤ {GEOMEAN_GOAL}x goal); "
               f"slowest {worst['name']} at **{worst['ratio']:.2f}x** "
               f"({'meets' if worst['ratio'] <= PROGRAM_GOAL else 'misses'} the "
               f"none-over-{PROGRAM_GOAL:g}x goal).")
    print("\n".join(table))
    print(verdict)
    if args.no_write:
        return
    m = machine()
    busy = ""
    if os.getloadavg()[0] > (m["nproc"] or 1):
        busy = (f"\n**This run was taken on a busy machine** (load average {m['load']} on "
                f"{m['nproc']} CPUs): the times and ratios are rough; re-run on a quiet one.\n")
    doc = f"""# Benchmarks: standard-library programs, the `interpreter` backend against CPython

This file is written by `bench/run-stdlib.sh`; do not edit the numbers by hand.

Each program in `bench/stdlib/` is an agent-style task that leans on one part of the standard
library (regex extraction, JSON round trips, datetime arithmetic and formatting, seeded
`random` simulations, `collections.Counter` word counts, `statistics` and `fractions`,
`decimal` money sums) and
prints its results; every timed form must print exactly what `python3 PROGRAM` prints. Timed
**in process** only: belljar-python's `inprocess` example (parse + compile + run in a fresh
`Session`, imports included) against `bench/inprocess.py` (CPython's `compile()` + `exec()` in
one python3 process, imports included). {args.runs} runs each, interleaved; medians compared.
CPython's versions of these modules are mostly written in C. The ratio is belljar's time
divided by python3's.

## Results

{chr(10).join(table)}

{verdict}
{busy}
## Machine

- CPU: {m['cpu']} ({m['nproc']} logical CPUs)
- OS: {m['os']}
- Reference: {m['python']}
- Belljar: commit {m['commit']}, profile `bench-release`
- Load average when the run finished (1, 5, 15 min): {m['load']}
- Date: {m['date']}

## Reproduce

```sh
bench/run-stdlib.sh             # all programs, rewrites this file
bench/run-stdlib.sh --no-write bench/stdlib/regex_extract.py
```
"""
    with open(DOC, "w") as f:
        f.write(doc)
    print(f"wrote {os.path.relpath(DOC, ROOT)}")


if __name__ == "__main__":
    main()
