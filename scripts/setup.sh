#!/usr/bin/env bash
# Installs every Debian package gcnjit needs to build, test and benchmark.
# Idempotent: only packages that are missing are installed (needs root or sudo).
set -euo pipefail

PACKAGES=(
  build-essential cmake ninja-build pkg-config python3
  clang llvm lld                       # image's LLVM 14: llvm-mc for instruction tests
  clang-format                         # scripts/format.sh
  libclang-rt-14-dev                   # libFuzzer and sanitizer runtimes for clang-14 (scripts/fuzz.sh)
  libasmjit-dev catch2 libmimalloc-dev libmsgpack-cxx-dev libsleef-dev
  hipcc rocm-device-libs libamdhip64-dev   # ROCm 5.2 toolchain for HIP test kernels
  librocprim-dev                           # rocPRIM headers: tests/hip/rocprim_merge.hip
  librocsparse-dev                         # rocSPARSE: tests/hip/rocsparse_csr.hip, a program of many library kernels
  clang-15 llvm-15 lld-15 clang-tools-15   # what tests call directly: clang-15, llvm-objdump-15,
                                           # llvm-mc-15, ld.lld-15, clang-offload-bundler-15
  opencl-headers ocl-icd-libopencl1 pocl-opencl-icd   # gcnjit-bench's PoCL column (OpenCL on the CPU)
  libopenblas-dev                      # gcnjit-bench's blas column: OpenBLAS's sgemm next to the GEMM rows
  libhsa-runtime-dev rocminfo          # hsa/: the HSA headers it implements; rocminfo runs on it (tests/hsa)
  gcc-12-offload-amdgcn libgomp-plugin-amdgcn1   # GCC OpenMP offload to gfx900/gfx906 through libgomp's GCN plugin (tests/openmp)
)

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  SUDO=""; [[ $(id -u) -ne 0 ]] && SUDO="sudo"
  echo "setup: installing ${missing[*]}"
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
