#!/usr/bin/env bash
# The Docker backend's benchmark: session round trip vs `docker exec`, session start vs
# `docker run --rm`, same run; rewrites docs/benchmarks-docker.md. Needs a running engine and
# the image (scripts/docker-image).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/docker-image
cargo run --release -p belljar-docker --example bench -- "${1:-200}" --write
