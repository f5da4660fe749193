// How kernels run: the reference interpreter, or host code from the x64
// backend for AVX2 or AVX-512. GCNJIT_ISA=avx512|avx2|interp picks the
// default; otherwise the best the host CPU supports.
#pragma once

#include <optional>
#include <string_view>

namespace gcnjit::runtime {

enum class ExecutionMode : unsigned char { Interpreter, Avx2, Avx512 };

std::string_view executionModeName(ExecutionMode mode);  // "interp", "avx2", "avx512"
std::optional<ExecutionMode> parseExecutionMode(std::string_view text);
bool hostSupports(ExecutionMode mode);
// GCNJIT_ISA when set (throws LaunchError if the host cannot run it),
// otherwise the best mode the host supports.
ExecutionMode defaultExecutionMode();

}  // namespace gcnjit::runtime
