#!/bin/sh
# Which exports of the built library are implemented and which are the
# generated not-supported stubs, read from the library itself: the stubs
# are weak definitions (nm type W), the api_*.cpp functions strong ones (T).
# Usage:
#   export_status.sh LIBRARY implemented|not-supported   one name a line
#   export_status.sh LIBRARY readme README               README's lists, from the library
#   export_status.sh LIBRARY check README                fails if README's lists are out of date
# README holds each list between "<!-- KIND exports: generated -->" and
# "<!-- end -->" lines (KIND: implemented, not-supported). The not-supported
# list gives each stub its reason from not_supported_reasons.txt.
set -eu
library=$1
reasons=$(dirname "$0")/not_supported_reasons.txt
names() {
  type=T
  [ "$1" = not-supported ] && type=W
  nm -D --defined-only "$library" | awk -v t="$type" '$2 == t { print $3 }' | sed 's/@.*//' | LC_ALL=C sort -u
}
# The reasons file's "NAME REASON" lines, comments and blank lines dropped.
reason_lines() { grep -v -e '^#' -e '^$' "$reasons"; }
# Fails naming every stub without a reason and every reason for no stub.
check_reasons() {
  problems=$(names not-supported | awk -v file="$reasons" '
    BEGIN { while ((getline line < file) > 0) if (line !~ /^(#|$)/) { split(line, f, " "); given[f[1]] = 1 } }
    { stub[$0] = 1; if (!($0 in given)) print "no reason in " file " for the stub " $0 }
    END { for (n in given) if (!(n in stub)) print "a reason in " file " for " n ", which is no stub" }')
  [ -z "$problems" ] || { echo "$problems" >&2; exit 1; }
}
# README's form of the not-supported list: its count, then one stub a line
# with its reason.
reasoned_block() {
  list=$(names not-supported)
  echo "$(echo "$list" | wc -l) exports:"
  echo
  reason_lines | LC_ALL=C sort | awk '{ name = $1; sub(/^[^ ]+ /, ""); print "- `" name "`: " $0 }'
}
# README's form of the implemented list: its count, then the names,
# comma-separated, wrapped.
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
  unsupported=$(reasoned_block)
  awk -v impl="$implemented" -v ns="$unsupported" '
    /^<!-- implemented exports: generated -->$/ { print; print impl; skip = 1; next }
    /^<!-- not-supported exports: generated -->$/ { print; print ns; skip = 1; next }
    /^<!-- end -->$/ { skip = 0 }
    !skip { print }' "$1"
}
case $2 in
  implemented|not-supported) names "$2" ;;
  readme) check_reasons; rewrite "$3" > "$3.tmp" && mv "$3.tmp" "$3" ;;
  check)
    check_reasons
    if rewrite "$3" | cmp -s - "$3"; then
      echo "$3: export lists match the library"
    else
      rewrite "$3" | diff "$3" - || true
      echo "$3: export lists are out of date; run: hip/export_status.sh $library readme $3"
      exit 1
    fi ;;
  *) echo "usage: $0 LIBRARY implemented|not-supported|readme README|check README" >&2; exit 2 ;;
esac
