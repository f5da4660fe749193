#!/bin/sh
# Every implemented export of the built library (export_status.sh reads
# them from it) has a row in the bad-argument tables: the programs named
# here print the exports their rows call (--list-calls, bad_arguments.h).
# The exports without arguments, or with only the ones hipcc's generated
# code passes, are listed in EXEMPT with the reason.
# Usage: check_bad_argument_rows.sh LIBRARY EXEMPT PROGRAM...
set -eu
# The sanitizer build preloads its runtime for the test programs; the shell
# tools here must not run under it (LeakSanitizer fails mktemp and sort).
preload=${LD_PRELOAD:-}
unset LD_PRELOAD
library=$1
exempt=$2
shift 2
here=$(dirname "$0")
implemented=$(mktemp)
covered=$(mktemp)
trap 'rm -f "$implemented" "$covered"' EXIT
# C++ exports are rows under their demangled names.
"$here/../../hip/export_status.sh" "$library" implemented | c++filt | sed 's/(.*//' | LC_ALL=C sort -u > "$implemented"
{
  for program in "$@"; do LD_PRELOAD=$preload "$program" --list-calls; done
  sed -n 's/^\([A-Za-z_][A-Za-z_0-9]*\):.*/\1/p' "$exempt"
} | LC_ALL=C sort -u > "$covered"
missing=$(LC_ALL=C comm -23 "$implemented" "$covered")
if [ -n "$missing" ]; then
  echo "implemented exports with no bad-argument row (add one to a tests/hip/invalid_arguments*.hip table):"
  echo "$missing"
  exit 1
fi
echo "$(wc -l < "$implemented") implemented exports, each with a bad-argument row or a reason in $(basename "$exempt")"
