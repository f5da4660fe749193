// The host vector ISAs the backend generates code for, and what this CPU has.
#pragma once

#include <string_view>

namespace gcnjit::backend_x64 {

enum class HostIsa : unsigned char { Avx2, Avx512 };

std::string_view hostIsaName(HostIsa isa);
// The CPU has the instructions (AVX2+FMA+BMI2+POPCNT+F16C; AVX-512 F/BW/DQ/VL).
bool hostHas(HostIsa isa);
// The backend generates code for `isa` and the CPU has it (AVX-512 code
// also uses AVX2, FMA and F16C).
bool canRun(HostIsa isa);

}  // namespace gcnjit::backend_x64
