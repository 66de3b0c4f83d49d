#!/usr/bin/env bash
# Benchmark Belljar's `interpreter` backend against CPython on the standard-library programs in
# bench/stdlib/ (in process), and rewrite docs/benchmarks-stdlib.md.
#
# Usage: bench/run-stdlib.sh [--runs N] [--no-write] [PROGRAM.py ...]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
echo "building belljar-cli and the in-process harness (profile bench-release)..." >&2
cargo build --manifest-path "$root/Cargo.toml" --profile bench-release \
    -p belljar-cli -p belljar-python --bin belljar --example inprocess >&2
out="${CARGO_TARGET_DIR:-$root/target}/bench-release"
exec python3 "$root/bench/run_stdlib.py" --belljar "$out/belljar" --inprocess "$out/examples/inprocess" "$@"
