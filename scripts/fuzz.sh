#!/usr/bin/env bash
# Builds the libFuzzer targets (tests/fuzz) with clang, ASan and UBSan in
# build-fuzz and runs each for SECONDS (default 60), one after the other.
#
#   scripts/fuzz.sh [SECONDS] [fuzz_decoder|fuzz_loader ...]
#
# Seeds: tests/fuzz/seed_kernel.s assembled for every target (code objects,
# an offload bundle, their .text), plus the kernel corpus's code objects if it
# has been built (KERNELS_DIR, default build/tests/kernels). Corpora grow in
# build-fuzz/corpus/NAME; crashing inputs land in build-fuzz/artifacts/NAME/.
# Exit status 1 if any target found a crash.
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_EACH=${1:-60}
shift || true
FUZZERS=("$@")
((${#FUZZERS[@]})) || FUZZERS=(fuzz_decoder fuzz_loader)
BUILD=build-fuzz
KERNELS_DIR=${KERNELS_DIR:-build/tests/kernels}
TARGETS=(gfx900 gfx906 gfx908)

cmake -S . -B "$BUILD" -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DGCNJIT_FUZZERS=ON -DGCNJIT_SANITIZE=ON >/dev/null
cmake --build "$BUILD" -j "$(nproc)" --target "${FUZZERS[@]}"

# Seeds: code objects for the loader, instruction bytes for the decoder.
seeds="$BUILD/seeds"
rm -rf "$seeds"
mkdir -p "$seeds/fuzz_loader" "$seeds/fuzz_decoder"
bundle_targets=(host-x86_64-unknown-linux-gnu)
bundle_inputs=(/dev/null)
for t in "${TARGETS[@]}"; do
  co="$seeds/fuzz_loader/seed.$t.co"
  sed "s/TARGET/$t/" tests/fuzz/seed_kernel.s |
    llvm-mc-15 -triple=amdgcn-amd-amdhsa -mcpu="$t" -filetype=obj -o "$seeds/seed.$t.o"
  ld.lld-15 -shared "$seeds/seed.$t.o" -o "$co"
  bundle_targets+=("hipv4-amdgcn-amd-amdhsa--$t")
  bundle_inputs+=("$co")
done
clang-offload-bundler-15 -type=o "-targets=$(IFS=,; echo "${bundle_targets[*]}")" \
  "${bundle_inputs[@]/#/-input=}" "-output=$seeds/fuzz_loader/seed.hipfb"
if [[ -d $KERNELS_DIR ]]; then
  find "$KERNELS_DIR" -maxdepth 1 -type f \( -name '*.co' -o -name '*.hipfb' \) \
    -exec cp {} "$seeds/fuzz_loader/" \;
fi
for co in "$seeds"/fuzz_loader/*.co; do
  llvm-objcopy-15 -O binary --only-section=.text "$co" "$seeds/fuzz_decoder/$(basename "$co").text"
done

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}
failed=()
for f in "${FUZZERS[@]}"; do
  mkdir -p "$BUILD/corpus/$f" "$BUILD/artifacts/$f"
  # Instruction streams need no more than 1 KiB (longer seeds are cut);
  # the loader takes whole code objects, as long as the largest seed.
  max_len=()
  [[ $f == fuzz_decoder ]] && max_len=(-max_len=1024)
  echo "fuzz.sh: running $f for ${SECONDS_EACH}s ($(ls "$seeds/$f" | wc -l) seeds)"
  if ! "$BUILD/tests/fuzz/$f" "${max_len[@]}" -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=4096 \
      -print_final_stats=1 -artifact_prefix="$BUILD/artifacts/$f/" \
      "$BUILD/corpus/$f" "$seeds/$f" 2>"$BUILD/$f.log"; then
    failed+=("$f")
  fi
  grep -E 'DONE|stat::number_of_executed_units|stat::peak_rss_mb|ERROR|SUMMARY' \
    "$BUILD/$f.log" || true
done
if ((${#failed[@]})); then
  echo "fuzz.sh: crashes in ${failed[*]}: see $BUILD/*.log and $BUILD/artifacts/"
  exit 1
fi
echo "fuzz.sh: no crash in ${FUZZERS[*]}"
