#!/usr/bin/env bash
# The process backend's benchmark: one-shot runs and CPython sessions against bare python3
# and ipykernel, and the CLI's `belljar run --backend process` against bare `python3 FILE`,
# all in the same run; rewrites docs/benchmarks-process.md.
#
# Usage: bench/run-process.sh [N]   (default 200 runs)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
target="${CARGO_TARGET_DIR:-$root/target}"
echo "building the CLI and the benchmark (release)..." >&2
cargo build --manifest-path "$root/Cargo.toml" --release -p belljar-cli --bins >&2
# `belljar-run` linked statically (static-pie: no dynamic loader at start, still randomised),
# as docs/cli.md says to build it.
cargo rustc --manifest-path "$root/Cargo.toml" --release -p belljar-cli --bin belljar-run \
    -- -C target-feature=+crt-static >&2
cargo build --manifest-path "$root/Cargo.toml" --release \
    -p belljar-process --example bench >&2
exec "$target/release/examples/bench" "${1:-200}" --cli "$target/release/belljar" --write
