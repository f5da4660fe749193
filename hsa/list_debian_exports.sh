#!/bin/sh
# Writes exports.txt: every symbol Debian's ROCm 5.2 libhsa-runtime64.so.1
# exports, one "SYMBOL VERSION KIND" a line (KIND: function or object),
# sorted. Run once (needs libhsa-runtime64-1); the build generates the version
# script and the not-implemented stubs from it.
set -eu
lib=${1:-/lib/x86_64-linux-gnu/libhsa-runtime64.so.1}
out=$(dirname "$0")/exports.txt
# objdump -T columns: ADDRESS FLAGS... SECTION SIZE VERSION NAME; skip the
# undefined imports and the version-node marker symbol (ROCR_1 itself).
objdump -T "$lib" | awk '$0 ~ / ROCR_[0-9]+ / && $0 !~ /\*UND\*/ && $0 !~ /\*ABS\*/ {
  print $NF, $(NF-1), ($0 ~ / DF / ? "function" : "object") }' | LC_ALL=C sort >"$out"
wc -l <"$out"
