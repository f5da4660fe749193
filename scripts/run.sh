#!/usr/bin/env bash
# The main command: install what is missing, build, run the main job.
# Until gcnjit-bench exists (issue "gcnjit-bench and speed"), the main job
# describes a code object of the built-in corpus and runs two of its kernels
# (as JIT code): saxpy and an LDS reduction with barriers.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh
BUILD_DIR=${BUILD_DIR:-build}
KERNELS="$BUILD_DIR"/tests/kernels
"$BUILD_DIR"/tools/gcnjit info "$KERNELS"/saxpy.gfx908.co
"$BUILD_DIR"/tools/gcnjit run "$KERNELS"/saxpy.gfx908.co --kernel saxpy --grid 4096 --block 256 \
  --arg f32:2 --arg buf:4096:f32:iota --arg buf:4096:f32:fill=1
"$BUILD_DIR"/tools/gcnjit run "$KERNELS"/reduce_lds.gfx900.co --kernel reduce_max_static --grid 2048 --block 256 \
  --arg buf:2048:i32:rand=7 --arg buf:8:i32
