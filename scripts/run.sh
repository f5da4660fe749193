#!/usr/bin/env bash
# The main command: install what is missing, build, run the main job.
# Until gcnjit-bench exists (issue "gcnjit-bench and speed"), the main job is
# the front end on the built-in kernel corpus: describe a kernel and
# disassemble it exactly as llvm-objdump would.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh
BUILD_DIR=${BUILD_DIR:-build}
KERNEL=${1:-$BUILD_DIR/tests/kernels/saxpy.gfx908.co}
"$BUILD_DIR"/tools/gcnjit info "$KERNEL"
"$BUILD_DIR"/tools/gcnjit disasm "$KERNEL"
