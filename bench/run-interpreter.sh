#!/usr/bin/env bash
# Benchmark Belljar's `interpreter` backend against CPython on the programs in bench/python/.
#
# Builds the CLI with the `bench-release` profile, checks that every program prints exactly
# what `python3` prints, times both (median of 5 runs each, interleaved), prints a table of
# times and ratios with the geometric mean, measures a fresh session's in-process time to the
# result of `print(1 + 1)` and its memory (bench/startup), and rewrites docs/benchmarks.md.
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
echo "building bench/startup (in-process start-up and session memory)..." >&2
CARGO_TARGET_DIR="$root/target/bench-startup" \
    cargo build --release --manifest-path "$root/bench/startup/Cargo.toml" >&2
exec python3 "$root/bench/run_interpreter.py" --belljar "$root/target/bench-release/belljar" \
    --startup "$root/target/bench-startup/release/belljar-bench-startup" "$@"
