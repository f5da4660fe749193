#include "backend_x64/host_isa.h"

#include <cpuid.h>

namespace gcnjit::backend_x64 {
namespace {

// CPUID.1:ECX.F16C, which clang before 16 does not know in __builtin_cpu_supports.
bool hasF16c() {
  unsigned a, b, c, d;
  return __get_cpuid(1, &a, &b, &c, &d) && (c & bit_F16C);
}

}  // namespace

std::string_view hostIsaName(HostIsa isa) { return isa == HostIsa::Avx512 ? "avx512" : "avx2"; }

bool hostHas(HostIsa isa) {
  __builtin_cpu_init();
  bool avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") && __builtin_cpu_supports("bmi2") &&
              __builtin_cpu_supports("popcnt") && hasF16c();
  if (isa == HostIsa::Avx2) return avx2;
  return avx2 && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
         __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl");
}

// Avx512 code is the AVX2 code with AVX-512 (zmm) where an emitter has it
// (docs/ARCHITECTURE.md, "x64 backend"), so both need only the CPU.
bool canRun(HostIsa isa) { return hostHas(isa); }

}  // namespace gcnjit::backend_x64
