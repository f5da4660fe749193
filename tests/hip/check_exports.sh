#!/bin/sh
# Usage: check_exports.sh LIBRARY EXPORTS: LIBRARY's dynamic symbols with
# their version nodes must be exactly the "SYMBOL VERSION" lines of EXPORTS
# (hip/exports.txt, Debian's libamdhip64.so.5), no more and no fewer.
set -eu
actual=$(objdump -T "$1" | awk '$0 ~ / hip_[0-9.]+ / && $0 !~ /\*UND\*/ && $0 !~ /\*ABS\*/ { print $NF, $(NF-1) }' | LC_ALL=C sort)
if [ "$actual" = "$(cat "$2")" ]; then
  echo "$(echo "$actual" | wc -l) symbols match $2"
  exit 0
fi
echo "$actual" | diff "$2" - || true
echo "exported symbols differ from $2 (< missing, > extra)"
exit 1
