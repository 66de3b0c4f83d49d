#!/usr/bin/env bash
# The Jupyter backend's benchmark: execute round trip (`x += 1`) and kernel start against
# jupyter_client's blocking client, same run; rewrites docs/benchmarks-jupyter.md. Uses the
# venv of scripts/setup-venv (ipykernel + jupyter_client).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup-venv
cargo run --release -p belljar-jupyter --example bench -- "${1:-200}" --write
