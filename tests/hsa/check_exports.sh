#!/bin/sh
# Compares the dynamic symbols (name, version, function or object) that the
# built library ($1) exports with the list taken from Debian's ($2).
set -eu
objdump -T "$1" | awk '$0 ~ / ROCR_[0-9]+ / && $0 !~ /\*UND\*/ && $0 !~ /\*ABS\*/ {
  print $NF, $(NF-1), ($0 ~ / DF / ? "function" : "object") }' | LC_ALL=C sort | diff -u "$2" -
echo "exports equal $(wc -l <"$2") symbols of Debian's library"
