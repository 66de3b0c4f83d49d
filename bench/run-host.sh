#!/usr/bin/env bash
# Benchmark a callback tool call from the `interpreter` backend (in process) against a Python
# function call in Belljar and in CPython, and rewrite docs/benchmarks-host.md.
#
# Usage: bench/run-host.sh [--runs N] [--calls N] [--no-write]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
echo "building the tool_roundtrip harness (profile bench-release)..." >&2
cargo build --manifest-path "$root/Cargo.toml" --profile bench-release \
    -p belljar-python --example tool_roundtrip >&2
exec python3 "$root/bench/run_host.py" --example "$root/target/bench-release/examples/tool_roundtrip" "$@"
