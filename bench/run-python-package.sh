#!/usr/bin/env bash
# Benchmark the Python package from Python: `Interpreter.run` of a three-line snippet and of a
# tool-calling snippet against smolagents' LocalPythonExecutor, pydantic-monty and CPython's
# exec (same run), plus two agent-style CPU programs against CPython's exec and against the
# interpreter driven from Rust (belljar-python's `inprocess` example, same run); rewrite
# docs/benchmarks-python.md.
#
# Builds the package (release profile) into .venv-py, the venv scripts/test-python uses, with
# the smolagents extra and pydantic-monty from PyPI.
#
# Usage: bench/run-python-package.sh [--rounds N] [--per-round N] [--program-runs N] [--no-write]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="$root/.venv-py"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
echo "building the package into $venv (release profile)..." >&2
"$venv/bin/python" -m pip install -q --disable-pip-version-check "$root/python[smolagents]" pydantic-monty >&2
# The interpreter driven from Rust, timed in the same run: built with the package's profile.
echo "building belljar-python's inprocess example (release profile)..." >&2
cargo build --manifest-path "$root/Cargo.toml" --release -p belljar-python --example inprocess >&2
inprocess="${CARGO_TARGET_DIR:-$root/target}/release/examples/inprocess"
exec "$venv/bin/python" "$root/bench/run_python_package.py" --inprocess "$inprocess" "$@"
