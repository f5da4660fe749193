#!/usr/bin/env bash
# Formats C++ sources with the tree's .clang-format.
#
#   scripts/format.sh FILE...            rewrites the files in place
#   scripts/format.sh --check [FILE...]  lists the files clang-format would
#                                        change (default: every tracked .cpp,
#                                        .h and .hpp) and exits 1 if any
#
# The tree predates the .clang-format, so --check on all of it lists many
# files: format the files you change, not the whole tree at once.
set -euo pipefail
cd "$(dirname "$0")/.."

CLANG_FORMAT=${CLANG_FORMAT:-clang-format}
command -v "$CLANG_FORMAT" >/dev/null || { echo "format.sh: $CLANG_FORMAT not found (scripts/setup.sh installs it)" >&2; exit 2; }

check=false
if [[ ${1:-} == --check ]]; then
  check=true
  shift
fi

if ! $check; then
  (($#)) || { echo "usage: scripts/format.sh FILE... | --check [FILE...]" >&2; exit 2; }
  exec "$CLANG_FORMAT" -i --style=file "$@"
fi

files=("$@")
if ((${#files[@]} == 0)); then
  mapfile -t files < <(git ls-files '*.cpp' '*.h' '*.hpp')
fi
differ=0
for file in "${files[@]}"; do
  if ! "$CLANG_FORMAT" --style=file "$file" | cmp -s "$file" -; then
    echo "$file"
    differ=$((differ + 1))
  fi
done
echo "format.sh: ${differ} of ${#files[@]} files differ from .clang-format" >&2
((differ == 0))
