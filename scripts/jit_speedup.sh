#!/usr/bin/env bash
# Issue 5's first performance reading: saxpy, tiled sgemm and the reduction
# of the benchmark suite (bench/opencl) at one size each, run by
# `gcnjit run` on the reference interpreter and as JIT code (every host ISA
# the backend runs here), side by side in one run: per ISA the best of
# three rounds (the ISAs alternate, so a noisy neighbour hits them alike) of
# the median of the warm launches, and the JIT's speed-up over the
# interpreter. Native C++ figures for the same kernels come from gcnjit-bench.
#
#   scripts/jit_speedup.sh [BUILD_DIR]     # default build
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
gcnjit=$build/tools/gcnjit
isas=(interp avx2)
grep -q avx512f /proc/cpuinfo && isas+=(avx512)

median_ms() {  # co kernel isa args... -> median ms of 3 warm launches
  local co=$1 kernel=$2 isa=$3
  shift 3
  "$gcnjit" run "$build/bench/$co.gfx900.co" --kernel "$kernel" --isa "$isa" --repeat 3 --print 0 "$@" 2>&1 |
    sed -n 's/.*median of [0-9]* warm launches \([0-9.]*\) ms.*/\1/p'
}

run() {  # label co kernel args...
  local label=$1 co=$2 kernel=$3
  shift 3
  local -A best=()
  for round in 1 2 3; do
    for isa in "${isas[@]}"; do
      local ms
      ms=$(median_ms "$co" "$kernel" "$isa" "$@")
      [[ -n $ms ]] || { echo "$label $isa: failed"; return 1; }
      if [[ -z ${best[$isa]:-} ]] || (( $(echo "$ms < ${best[$isa]}" | bc -l) )); then best[$isa]=$ms; fi
    done
  done
  printf '%-28s' "$label"
  for isa in "${isas[@]}"; do
    if [[ $isa == interp ]]; then
      printf '  interp %10.3f ms' "${best[interp]}"
    else
      printf '  %s %8.3f ms (x%.0f)' "$isa" "${best[$isa]}" "$(echo "${best[interp]} / ${best[$isa]}" | bc -l)"
    fi
  done
  echo
}

n=$((1 << 20))
run "saxpy 2^20" saxpy saxpy --grid $n --block 256 --arg f32:2 --arg buf:$n:f32:rand --arg buf:$n:f32:rand
s=256
run "sgemm_tiled 256^2" sgemm_tiled sgemm_tiled --grid $s,$s --block 16,16 \
  --arg buf:$((s * s)):f32:rand --arg buf:$((s * s)):f32:rand --arg buf:$((s * s)):f32 --arg u32:$s
run "reduce_partial 2^20" reduce reduce_partial --grid $((1024 * 256)) --block 256 \
  --arg buf:$n:f32:rand --arg u32:$n --arg buf:1024:f32
