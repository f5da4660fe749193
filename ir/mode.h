// The fields of the MODE register (Vega ISA "MODE"), by name: FP_ROUND
// [3:0] (f32 in [1:0], f64 and f16 in [3:2]; 0 nearest even, 1 +inf,
// 2 -inf, 3 zero), FP_DENORM [7:4] (f32 in [5:4], f64 and f16 in [7:6]; bit 0
// keeps denormal inputs, bit 1 denormal outputs), DX10_CLAMP [8], IEEE [9].
#pragma once

#include <cstdint>

namespace gcnjit::ir::mode {

constexpr unsigned f32Round(std::uint32_t mode) { return mode & 3; }
constexpr unsigned f64Round(std::uint32_t mode) { return (mode >> 2) & 3; }  // also f16
constexpr unsigned f32Denorm(std::uint32_t mode) { return (mode >> 4) & 3; }
constexpr unsigned f64Denorm(std::uint32_t mode) { return (mode >> 6) & 3; }  // also f16
constexpr bool dx10Clamp(std::uint32_t mode) { return (mode >> 8) & 1; }
constexpr bool ieee(std::uint32_t mode) { return (mode >> 9) & 1; }

// FP_ROUND values (per field).
constexpr unsigned kRoundNearestEven = 0;

// FP_DENORM values.
constexpr unsigned kFlushDenormals = 0;  // inputs and outputs flushed
constexpr unsigned kKeepDenormals = 3;   // neither flushed
constexpr bool keepsInputs(unsigned denorm) { return denorm & 1; }
constexpr bool keepsOutputs(unsigned denorm) { return denorm & 2; }

// MODE with one FP_DENORM field replaced.
constexpr std::uint32_t withF32Denorm(std::uint32_t mode, unsigned denorm) { return (mode & ~0x30u) | (denorm << 4); }
constexpr std::uint32_t withF64Denorm(std::uint32_t mode, unsigned denorm) { return (mode & ~0xc0u) | (denorm << 6); }

// MODE from its fields, as a kernel descriptor gives them.
constexpr std::uint32_t make(unsigned f32Round, unsigned f64Round, unsigned f32Denorm, unsigned f64Denorm,
                             bool dx10Clamp, bool ieee) {
  return f32Round | (f64Round << 2) | (f32Denorm << 4) | (f64Denorm << 6) | (unsigned(dx10Clamp) << 8) |
         (unsigned(ieee) << 9);
}

}  // namespace gcnjit::ir::mode
