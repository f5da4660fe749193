#!/usr/bin/env bash
# Installs what is missing and builds into $BUILD_DIR (default build/).
# Shared first half of scripts/run.sh and scripts/test.sh. With target names
# as arguments only those targets and what they depend on are built;
# without, every target (the test suite, its kernel corpus and programs too).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
BUILD_DIR=${BUILD_DIR:-build}
cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=${BUILD_TYPE:-RelWithDebInfo}
targets=()
for t in "$@"; do targets+=(--target "$t"); done
cmake --build "$BUILD_DIR" -j "$(nproc)" "${targets[@]}"
