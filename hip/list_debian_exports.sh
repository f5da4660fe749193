#!/bin/sh
# Writes exports.txt: every symbol Debian's ROCm 5.2 libamdhip64.so.5 exports,
# one "SYMBOL VERSION" a line, sorted. Run once (needs libamdhip64-dev); the
# build generates the version script and the not-supported stubs from it.
set -eu
lib=${1:-/lib/x86_64-linux-gnu/libamdhip64.so.5}
out=$(dirname "$0")/exports.txt
# objdump -T columns: ADDRESS FLAGS... SECTION SIZE VERSION NAME; skip the
# undefined imports and the version-node marker symbols (hip_X.Y itself).
objdump -T "$lib" | awk '$0 ~ / hip_[0-9.]+ / && $0 !~ /\*UND\*/ && $0 !~ /\*ABS\*/ { print $NF, $(NF-1) }' | LC_ALL=C sort >"$out"
wc -l <"$out"
