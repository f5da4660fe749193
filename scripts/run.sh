#!/usr/bin/env bash
# The main command: install what is missing, build, run the main job —
# gcnjit-bench on its built-in suite (gcnjit next to native C++ and PoCL).
# Arguments are passed to gcnjit-bench (e.g. --filter sgemm, --json FILE).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh
BUILD_DIR=${BUILD_DIR:-build}
"$BUILD_DIR"/bench/gcnjit-bench "$@"
