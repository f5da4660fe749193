#!/usr/bin/env bash
# run_cold_then_warm.sh CACHE_DIR COMMAND [ARGS...]
# Runs COMMAND twice against an empty translation cache in CACHE_DIR
# (runtime/translation_cache.h): the first run must store its translations,
# the second must place every one from the cache (no misses, no rejected
# entries); both must succeed. So whatever COMMAND checks also holds for
# code placed from the cache. The cache may grow to 2 GiB here: an eviction
# would turn warm translations into misses.
set -euo pipefail
dir=$1
shift
rm -rf "$dir"
export GCNJIT_CACHE_DIR=$dir GCNJIT_CACHE_STATS=1 GCNJIT_CACHE_MAX_MB=2048
unset GCNJIT_CACHE
log=$(mktemp)
trap 'rm -f "$log"; rm -rf "$dir"' EXIT
stats() { grep -o 'translation cache .*: [0-9]* hits, [0-9]* misses, [0-9]* rejected, [0-9]* stored' "$log" | tail -1; }
count() { stats | grep -o "[0-9]* $1" | cut -d' ' -f1; }

for run in cold warm; do
  if ! "$@" >"$log" 2>&1; then
    cat "$log"
    echo "run_cold_then_warm: the $run run failed" >&2
    exit 1
  fi
  tail -n 3 "$log"
  if [ -z "$(stats)" ]; then
    echo "run_cold_then_warm: the $run run printed no translation cache statistics" >&2
    exit 1
  fi
  if [ "$run" = cold ] && [ "$(count stored)" -eq 0 ]; then
    echo "run_cold_then_warm: the cold run stored nothing" >&2
    exit 1
  fi
  if [ "$run" = warm ] && { [ "$(count misses)" -ne 0 ] || [ "$(count rejected)" -ne 0 ] || [ "$(count hits)" -eq 0 ]; }; then
    echo "run_cold_then_warm: the warm run did not place everything from the cache: $(stats)" >&2
    exit 1
  fi
done
