#!/bin/sh
# Instruction counts (valgrind's callgrind) of the in-process benchmark, belljar against
# CPython: repeatable on a busy machine, where wall-clock times are not. Each program runs once
# under callgrind in belljar-python's `inprocess` example and in bench/inprocess.py; an empty
# program's count (the harness and interpreter start-up) is subtracted from each side, so the
# ratio compares parse + compile + run only. Counts ignore cache misses and memory stalls, so
# they complement the wall-clock table of bench/run-interpreter.sh rather than replace it.
#
# Usage: bench/callgrind.sh [PROGRAM.py ...]   (default: every bench/python/*.py)
# Needs valgrind and a release build:
#   cargo build --release -p belljar-python --example inprocess
set -eu
cd "$(dirname "$0")/.."
BIN=${INPROCESS:-target/release/examples/inprocess}
PY=$(python3 -c 'import sys; print(sys.executable)')
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
: >"$TMP/empty.py"
[ $# -gt 0 ] || set -- bench/python/*.py

count() { # the instructions callgrind collected for one command
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" >/dev/null 2>"$TMP/err"
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$TMP/err"
}

b0=$(count "$BIN" --runs 1 "$TMP/empty.py")
p0=$(count "$PY" bench/inprocess.py --runs 1 "$TMP/empty.py")
printf '| program | python3 (M instr) | belljar (M instr) | ratio |\n|---|---:|---:|---:|\n'
for p in "$@"; do
    b=$(count "$BIN" --runs 1 "$p")
    c=$(count "$PY" bench/inprocess.py --runs 1 "$p")
    awk -v n="$(basename "$p")" -v b="$b" -v c="$c" -v b0="$b0" -v p0="$p0" 'BEGIN {
        printf "| %s | %.0f | %.0f | %.2fx |\n", n, (c - p0) / 1e6, (b - b0) / 1e6, (b - b0) / (c - p0) }'
done
