#!/usr/bin/env bash
# Benchmark Belljar's `interpreter` backend against CPython on the programs in bench/python/.
#
# Builds the CLI with the `bench-release` profile, checks that every program prints exactly
# what `python3` prints, times both (median of 5 runs each, interleaved), prints a table of
# times and ratios with the geometric mean, and rewrites docs/benchmarks.md with that table.
#
# Usage: bench/run-interpreter.sh [--runs N] [--no-write] [PROGRAM.py ...]
# Exits non-zero (and writes nothing) if the build fails, if a program errors under either
# interpreter, or if the outputs differ.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if ! command -v python3 >/dev/null 2>&1; then
    echo "run-interpreter.sh: python3 is required (it is the reference and runs the harness)" >&2
    exit 2
fi
echo "building belljar-cli (profile bench-release)..." >&2
cargo build --manifest-path "$root/Cargo.toml" --profile bench-release -p belljar-cli >&2
exec python3 "$root/bench/run_interpreter.py" --belljar "$root/target/bench-release/belljar" "$@"
