#include "backend_x64/host_isa.h"

namespace gcnjit::backend_x64 {

std::string_view hostIsaName(HostIsa isa) { return isa == HostIsa::Avx512 ? "avx512" : "avx2"; }

bool hostHas(HostIsa isa) {
  __builtin_cpu_init();
  bool avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") && __builtin_cpu_supports("bmi2");
  if (isa == HostIsa::Avx2) return avx2;
  return avx2 && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
         __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl");
}

// The AVX-512 code generator is not written yet (issue 5): on an AVX-512
// host the AVX2 code runs.
bool canRun(HostIsa isa) { return isa == HostIsa::Avx2 && hostHas(isa); }

}  // namespace gcnjit::backend_x64
