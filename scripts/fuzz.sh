#!/usr/bin/env bash
# Builds the libFuzzer targets (tests/fuzz) with clang-15 (clang-14 lacks
# _Float16 on x86; clang-15 comes with its libFuzzer runtime), ASan and UBSan in
# build-fuzz and runs each for SECONDS (default 60), one after the other;
# with --merge, refreshes the checked-in corpus instead (tests/fuzz/README.md).
#
#   scripts/fuzz.sh [SECONDS] [fuzz_decoder|fuzz_loader|fuzz_lifter|fuzz_jit ...]
#   scripts/fuzz.sh --merge [TARGET ...]
#
# Inputs: the checked-in corpus tests/fuzz/corpus/NAME, plus seeds made at run
# time: tests/fuzz/seed_kernel.s assembled for every target (code objects, an
# offload bundle, their .text) and, if they have been built, the kernel
# corpus's code objects (KERNELS_DIR, default build/tests/kernels) and the
# instruction tests' code (ISA_DIR, default build/tests/isa). Corpora grow in
# build-fuzz/corpus/NAME; crashing inputs land in build-fuzz/artifacts/NAME/.
# Exit status 1 if any target found a crash.
set -euo pipefail
cd "$(dirname "$0")/.."
MERGE=0
[[ ${1:-} == --merge ]] && { MERGE=1; shift; }
SECONDS_EACH=60
[[ ${1:-} =~ ^[0-9]+$ ]] && { SECONDS_EACH=$1; shift; }
FUZZERS=("$@")
((${#FUZZERS[@]})) || FUZZERS=(fuzz_decoder fuzz_loader fuzz_lifter fuzz_jit)
BUILD=build-fuzz
KERNELS_DIR=${KERNELS_DIR:-build/tests/kernels}
ISA_DIR=${ISA_DIR:-build/tests/isa}
TARGETS=(gfx900 gfx906 gfx908)

cmake -S . -B "$BUILD" -G Ninja -DCMAKE_CXX_COMPILER=clang++-15 -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DGCNJIT_FUZZERS=ON -DGCNJIT_SANITIZE=ON -DGCNJIT_BUILD_BENCH=OFF >/dev/null
cmake --build "$BUILD" -j "$(nproc)" --target "${FUZZERS[@]}"

# Seeds: code objects for the loader, instruction bytes for the decoder, and
# for the lifter and the JIT instruction bytes behind program_input.h's header
# (the target's index, then for the JIT 8 bytes of state seed).
seeds="$BUILD/seeds"
rm -rf "$seeds"
mkdir -p "$seeds"/{fuzz_loader,fuzz_decoder,fuzz_lifter,fuzz_jit,text}
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
  llvm-objcopy-15 -O binary --only-section=.text "$co" "$seeds/text/$(basename "$co").text"
done
if [[ -d $ISA_DIR ]]; then
  find "$ISA_DIR" -name '*.bin' | while read -r bin; do
    cp "$bin" "$seeds/text/$(basename "$(dirname "$bin")").$(basename "$bin")"
  done
fi
cp "$seeds"/text/* "$seeds/fuzz_decoder/"
for code in "$seeds"/text/*; do
  for i in "${!TARGETS[@]}"; do
    [[ $(basename "$code") == *".${TARGETS[i]}."* ]] || continue
    target_byte=$(printf '\\x%02x' "$i")
    { printf "$target_byte"; cat "$code"; } >"$seeds/fuzz_lifter/$(basename "$code")"
    { printf "$target_byte"'\0\0\0\0\0\0\0\0'; cat "$code"; } >"$seeds/fuzz_jit/$(basename "$code")"
  done
done

# Instruction streams need no more than 1 KiB (longer inputs are cut); the
# loader takes whole code objects, as long as the largest seed.
max_len() { [[ $1 == fuzz_loader ]] || echo -max_len=1024; }

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}
failed=()
for f in "${FUZZERS[@]}"; do
  corpus=tests/fuzz/corpus/$f
  mkdir -p "$BUILD/corpus/$f" "$BUILD/artifacts/$f" "$corpus"
  if ((MERGE)); then
    # The smallest set of inputs that keeps the coverage of the checked-in
    # corpus and the seeds (what runs find stays in $BUILD/corpus: mutants of
    # whole code objects are large).
    rm -rf "$corpus.new" && mkdir "$corpus.new"
    "$BUILD/tests/fuzz/$f" $(max_len "$f") -merge=1 "$corpus.new" "$corpus" "$seeds/$f" \
      2>"$BUILD/$f.merge.log" || { failed+=("$f"); continue; }
    rm -rf "$corpus" && mv "$corpus.new" "$corpus"
    echo "fuzz.sh: $corpus: $(ls "$corpus" | wc -l) files, $(du -sh --apparent-size "$corpus" | cut -f1)"
    continue
  fi
  # A hang is an input that runs a minute: large programs take seconds under
  # the sanitizers and coverage on a busy 2-core host.
  echo "fuzz.sh: running $f for ${SECONDS_EACH}s ($(ls "$corpus" | wc -l) corpus files, $(ls "$seeds/$f" | wc -l) seeds)"
  if ! "$BUILD/tests/fuzz/$f" $(max_len "$f") -max_total_time="$SECONDS_EACH" -timeout=60 -rss_limit_mb=4096 \
      -print_final_stats=1 -artifact_prefix="$BUILD/artifacts/$f/" \
      "$BUILD/corpus/$f" "$corpus" "$seeds/$f" 2>"$BUILD/$f.log"; then
    failed+=("$f")
  fi
  grep -E 'DONE|stat::number_of_executed_units|stat::peak_rss_mb|ERROR|SUMMARY' \
    "$BUILD/$f.log" || true
done
if ((${#failed[@]})); then
  echo "fuzz.sh: failures in ${failed[*]}: see $BUILD/*.log and $BUILD/artifacts/"
  exit 1
fi
((MERGE)) || echo "fuzz.sh: no crash in ${FUZZERS[*]}"
