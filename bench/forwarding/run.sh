#!/bin/sh
# The code sites where loads read back, at a wider width, data just stored in parts: the
# processor cannot forward such a load from its pending stores and waits for them (about 15
# cycles each). valgrind's lackey traces every load and store of the in-process harness
# running PROGRAM; forwarding.c replays them through a window of recent stores and prints the
# sites of the loads that overlap the youngest overlapping store without fitting inside it,
# most frequent first, with their source lines (addr2line).
#
# Usage: bench/forwarding/run.sh INPROCESS_BIN PROGRAM.py [TOP]
#   INPROCESS_BIN: belljar-python's `inprocess` example, built with
#     cargo build --profile bench-release -p belljar-python --example inprocess
#   Use small programs (lackey runs ~100x slower than the program): a few million
#   instructions is plenty to rank the sites.
# Needs valgrind, cc and addr2line (binutils).
set -eu
[ $# -ge 2 ] || { echo "usage: $0 INPROCESS_BIN PROGRAM.py [TOP]" >&2; exit 2; }
BIN=$1 PROG=$2 TOP=${3:-15}
HERE=$(cd "$(dirname "$0")" && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cc -O2 -o "$TMP/forwarding" "$HERE/forwarding.c"
# valgrind loads a position-independent executable at 0x108000: the sites are printed as
# offsets in the binary, which addr2line takes.
valgrind --tool=lackey --trace-mem=yes --log-file=/dev/stdout "$BIN" --runs 1 "$PROG" 2>/dev/null \
    | "$TMP/forwarding" 60 108000 >"$TMP/sites"
tail -n 1 "$TMP/sites"
head -n "$TOP" "$TMP/sites" | while read -r addr count; do
    where=$(addr2line -f -C -i -e "$BIN" "0x$addr" | paste -sd' ' \
        | sed 's|/[^ ]*/crates/belljar-python/src/||g; s|/rustc/[0-9a-f]*/library/||g' | cut -c1-240)
    echo "$addr $count $where"
done
