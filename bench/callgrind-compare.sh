#!/bin/sh
# Instruction counts (valgrind's callgrind) of two builds of belljar-python's `inprocess`
# example on the same programs: how a change moves the interpreter's cost, repeatable on a
# busy machine. An empty program's count is subtracted from each side, so the figures cover
# parse + compile + run only. Prints a Markdown table.
#
# Usage: bench/callgrind-compare.sh BEFORE_BIN AFTER_BIN [PROGRAM.py ...]
#   (default programs: bench/python/*.py)
# Build each side with, e.g.:
#   cargo build --profile bench-release -p belljar-python --example inprocess
#   cp target/bench-release/examples/inprocess /tmp/inprocess-before
# (Build the two sides in separate target directories, or `touch` the sources between the
# builds: worktrees sharing one target directory can reuse each other's artifacts.)
set -eu
cd "$(dirname "$0")/.."
[ $# -ge 2 ] || { echo "usage: $0 BEFORE_BIN AFTER_BIN [PROGRAM.py ...]" >&2; exit 2; }
A=$1 B=$2
shift 2
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
: >"$TMP/empty.py"
[ $# -gt 0 ] || set -- bench/python/*.py

count() { # the instructions callgrind collected for one command
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" >/dev/null 2>"$TMP/err"
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$TMP/err"
}

a0=$(count "$A" --runs 1 "$TMP/empty.py")
b0=$(count "$B" --runs 1 "$TMP/empty.py")
printf '| program | before (M instr) | after (M instr) | after / before |\n|---|---:|---:|---:|\n'
for p in "$@"; do
    a=$(($(count "$A" --runs 1 "$p") - a0))
    b=$(($(count "$B" --runs 1 "$p") - b0))
    awk -v n="$(basename "$p")" -v a="$a" -v b="$b" \
        'BEGIN { printf "| %s | %.1f | %.1f | %.4f |\n", n, a / 1e6, b / 1e6, b / a }'
done
