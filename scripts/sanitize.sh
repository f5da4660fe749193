#!/usr/bin/env bash
# Builds the test suite with sanitizers (gcc's) and runs it:
#
#   scripts/sanitize.sh asan [CTEST ARGS...]   # ASan + UBSan in build-asan: the whole suite
#   scripts/sanitize.sh tsan [CTEST ARGS...]   # TSan in build-tsan: the runtime and HIP tests
#   scripts/sanitize.sh hsa-tsan [CTEST ARGS...]  # TSan in build-tsan: the HSA runtime's tests
#                                              # (its packet processor, signals, async handlers and
#                                              # copies; AMD's libamdhip64 on it: tests/hsa)
#
# CTEST ARGS replace the default selection (e.g. -R '^isa\.').
# The HIP programs, built by hipcc without sanitizers, preload the sanitizer
# runtime (tests/hip/CMakeLists.txt). Any report fails its test.
set -euo pipefail
cd "$(dirname "$0")/.."
case ${1:-} in
  asan) build=build-asan sanitize=ON targets=(all) selection=() ;;
  tsan) build=build-tsan sanitize=thread targets=(gcnjit_unit_tests hip_test_programs)
        selection=(-R 'runtime|corpus|pool|public API|^hip\.') ;;
  hsa-tsan) build=build-tsan sanitize=thread targets=(hsa_test_programs hip_test_programs gcnjit)
            selection=(-R '^hsa\.' -E '^hsa\.(exports|readme_lists)$') ;;
  *) echo "usage: scripts/sanitize.sh asan|tsan|hsa-tsan [ctest arguments]" >&2; exit 2 ;;
esac
shift
(($#)) && selection=("$@")

scripts/setup.sh
# -O1 -g1: a third of the build time of -O2 -g, and line numbers in reports.
cmake -S . -B "$build" -G Ninja -DCMAKE_CXX_COMPILER=g++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1" -DGCNJIT_SANITIZE="$sanitize" -DGCNJIT_BUILD_BENCH=OFF >/dev/null
cmake --build "$build" -j "$(nproc)" --target "${targets[@]}"
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}
export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1:second_deadlock_stack=1}
ctest --test-dir "$build" --output-on-failure -j "$(nproc)" "${selection[@]}"
