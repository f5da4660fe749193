#!/usr/bin/env bash
# The main command: install what is missing, build, run the main job —
# gcnjit-bench on its built-in suite (gcnjit next to native C++ and PoCL).
# Arguments are passed to gcnjit-bench (e.g. --filter sgemm, --json FILE).
# Builds only what the main job runs: the bench, the gcnjit tool and the
# drop-in libamdhip64.so.5 (target gcnjit_hip), not the test suite
# (scripts/test.sh builds everything).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh gcnjit gcnjit-bench gcnjit_hip
BUILD_DIR=${BUILD_DIR:-build}
"$BUILD_DIR"/bench/gcnjit-bench "$@"
