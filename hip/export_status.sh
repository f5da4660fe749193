#!/bin/sh
# Which exports of the built library are implemented and which are the
# generated not-supported stubs, read from the library itself: the stubs
# are weak definitions (nm type W), the api_*.cpp functions strong ones (T).
# Usage:
#   export_status.sh LIBRARY implemented|not-supported   one name a line
#   export_status.sh LIBRARY readme README               README's lists, from the library
#   export_status.sh LIBRARY check README                fails if README's lists are out of date
# README holds each list between "<!-- KIND exports: generated -->" and
# "<!-- end -->" lines (KIND: implemented, not-supported).
set -eu
library=$1
names() {
  type=T
  [ "$1" = not-supported ] && type=W
  nm -D --defined-only "$library" | awk -v t="$type" '$2 == t { print $3 }' | sed 's/@.*//' | LC_ALL=C sort -u
}
# README's form of a list: its count, then the names, comma-separated, wrapped.
block() {
  list=$(names "$1")
  echo "$(echo "$list" | wc -l) exports:"
  echo
  echo "$list" | awk '
    { word = "`" $0 "`" (NR < total ? "," : ""); n = length(line) ? length(line) + 1 + length(word) : length(word) }
    n > 78 && length(line) { print line; line = "" }
    { line = length(line) ? line " " word : word }
    END { print line }' total="$(echo "$list" | wc -l)"
}
# README with both lists rewritten.
rewrite() {
  implemented=$(block implemented)
  unsupported=$(block not-supported)
  awk -v impl="$implemented" -v ns="$unsupported" '
    /^<!-- implemented exports: generated -->$/ { print; print impl; skip = 1; next }
    /^<!-- not-supported exports: generated -->$/ { print; print ns; skip = 1; next }
    /^<!-- end -->$/ { skip = 0 }
    !skip { print }' "$1"
}
case $2 in
  implemented|not-supported) names "$2" ;;
  readme) rewrite "$3" > "$3.tmp" && mv "$3.tmp" "$3" ;;
  check)
    if rewrite "$3" | cmp -s - "$3"; then
      echo "$3: export lists match the library"
    else
      rewrite "$3" | diff "$3" - || true
      echo "$3: export lists are out of date; run: hip/export_status.sh $library readme $3"
      exit 1
    fi ;;
  *) echo "usage: $0 LIBRARY implemented|not-supported|readme README|check README" >&2; exit 2 ;;
esac
