#!/usr/bin/env bash
# Benchmark Belljar's `interpreter` backend against CPython on the programs in bench/python/.
#
# Builds, with the `bench-release` profile and in one cargo invocation, the CLI and
# belljar-python's `inprocess` and `executor_path` examples. Then, for every program: checks
# that each timed form prints exactly what `python3` prints, times it in process (belljar's
# parse + compile + run in a `Session` against CPython's compile() + exec() in one python3
# process; median of N each) and as whole processes (median of N runs each, interleaved), and
# prints a table of times and ratios with geometric means. Also measures a fresh session's
# in-process time to the result of `print(1 + 1)` and its memory, and the executor path
# (InterpreterExecutor::execute over Session::execute), and rewrites docs/benchmarks.md.
#
# Usage: bench/run-interpreter.sh [--runs N] [--no-write] [PROGRAM.py ...]
# Exits non-zero (and writes nothing) if the build fails, if a program errors under either
# interpreter, or if any output differs.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if ! command -v python3 >/dev/null 2>&1; then
    echo "run-interpreter.sh: python3 is required (it is the reference and runs the harness)" >&2
    exit 2
fi
echo "building belljar-cli and the in-process harnesses (profile bench-release)..." >&2
cargo build --manifest-path "$root/Cargo.toml" --profile bench-release \
    -p belljar-cli -p belljar-python \
    --bin belljar --example inprocess --example executor_path >&2
out="$root/target/bench-release"
exec python3 "$root/bench/run_interpreter.py" --belljar "$out/belljar" \
    --inprocess "$out/examples/inprocess" --executor-path "$out/examples/executor_path" "$@"
