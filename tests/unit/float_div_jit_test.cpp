// The f32 division steps, the fused division, ldexp and the unsigned conversions, which the JIT
// runs as vector code (backend_x64/emit/emit_float_div.cpp and
// emit_convert.cpp), against the interpreter's lane functions: the
// instruction tests' programs run from states whose VGPRs hold the values
// these rules single out (zeros, denormals, the exponents where
// V_DIV_SCALE scales, 2^126 and its neighbours, infinities, quiet and
// signalling NaNs, integers around 2^31 and 2^32) and random bits, in every
// rounding mode, with full and partial EXEC. JIT code must leave the same
// state as the interpreter (tests/common/program_check.h), on every host ISA
// the backend runs here.
#include <catch2/catch.hpp>

#include <cstdint>
#include <memory>
#include <random>
#include <string>

#include "jit_matches_interpreter.h"

using namespace gcnjit;

namespace {

std::uint32_t withSign(std::mt19937_64& rng, std::uint32_t magnitude) {
  return magnitude | (rng() & 1 ? 0x80000000u : 0u);
}

// An f32 whose exponent field lies in [low, high], random significand.
std::uint32_t withExponent(std::mt19937_64& rng, unsigned low, unsigned high) {
  std::uint32_t exponent = low + std::uint32_t(rng() % (high - low + 1));
  return withSign(rng, (exponent << 23) | std::uint32_t(rng() & 0x7fffff));
}

std::uint32_t interestingBits(std::mt19937_64& rng) {
  switch (rng() % 16) {
    case 0: return withSign(rng, 0);
    case 1: return withSign(rng, std::uint32_t(1 + rng() % 0x7fffff));  // denormal
    case 2: return withSign(rng, 0x7f800000);
    case 3: return withSign(rng, 0x7fc00000 | std::uint32_t(rng() & 0x3fffff));  // quiet NaN
    case 4: return withSign(rng, 0x7f800000 | std::uint32_t(1 + rng() % 0x3fffff));  // signalling NaN
    case 5: return withExponent(rng, 1, 30);    // V_DIV_SCALE's small numerators
    case 6: return withExponent(rng, 100, 154);  // ordinary magnitudes
    case 7: return withExponent(rng, 200, 254);  // huge: 1 / x denormal from 2^126 on
    case 8: return withSign(rng, std::uint32_t(rng() % 255) << 23);  // powers of two
    case 9: return withSign(rng, std::uint32_t(0x7e800000 + std::int32_t(rng() % 5) - 2));  // around 2^126
    case 10: return std::uint32_t(0x4f000000 + std::int32_t(rng() % 5) - 2);  // around 2^31
    case 11: return std::uint32_t(0x4f800000 + std::int32_t(rng() % 5) - 2);  // around 2^32
    case 12: return std::uint32_t(std::int32_t(rng() % 801) - 400);  // ldexp exponents
    case 13: return rng() & 1 ? 0x7fffffffu : 0x80000000u;           // integer extremes
    case 14: return std::uint32_t(rng() % 0x1000000);                // small integers
    default: return std::uint32_t(rng());
  }
}

// Mostly one class per register (so that the pairs V_DIV_SCALE tests are
// hit: S0 equal to S1 or S2 comes from the programs), with some lanes
// copying another register to get equal operands.
void fillOperands(std::mt19937_64& rng, ir::WaveState& state) {
  for (unsigned reg = 0; reg < 8; ++reg) {
    for (unsigned lane = 0; lane < 64; ++lane) {
      state.vgpr[reg][lane] = rng() % 8 == 0 && reg ? state.vgpr[rng() % reg][lane] : interestingBits(rng);
    }
  }
}

void checkProgram(const std::string& test, unsigned states) {
  testing::checkJitMatchesInterpreter("vop_float", test, states, [](std::mt19937_64& rng, ir::WaveState& state) {
    fillOperands(rng, state);
    // f32/f64 denormals kept (what the native paths need), each rounding
    // mode for both fields, IEEE and DX10_CLAMP as they come.
    unsigned round = unsigned(rng() % 4);
    state.mode = 0xf0 | round | (round << 2) | (std::uint32_t(rng() & 3) << 8);
  });
}

}  // namespace

TEST_CASE("JIT f32 division steps match the interpreter on special operands", "[jit][float]") {
  checkProgram("v_div_scale_f32", 400);
  checkProgram("v_div_fmas_f32", 300);
  checkProgram("v_div_fixup_f32", 300);
  checkProgram("v_div_f32_sequence", 400);
}

// The fused division (FDivSequence) divides once when every lane's operands
// and quotient are ordinary: whole waves of them, some with one lane that
// is not (the helper then runs the whole op).
TEST_CASE("JIT fused f32 division matches the interpreter on ordinary operands", "[jit][float]") {
  testing::checkJitMatchesInterpreter(
      "vop_float", "v_div_f32_sequence", 300, [](std::mt19937_64& rng, ir::WaveState& state) {
        for (unsigned reg = 0; reg < 2; ++reg) {
          for (unsigned lane = 0; lane < 64; ++lane) state.vgpr[reg][lane] = withExponent(rng, 40, 214);
        }
        if (rng() % 4 == 0) state.vgpr[rng() % 2][rng() % 64] = interestingBits(rng);
        unsigned round = rng() % 3 ? 0 : unsigned(rng() % 4);
        state.mode = 0xf0 | round | (round << 2) | (std::uint32_t(rng() & 3) << 8);
      });
}

TEST_CASE("JIT ldexp and unsigned conversions match the interpreter on special operands", "[jit][float]") {
  checkProgram("v_ldexp_frexp", 300);
  checkProgram("v_cvt_f32_i32", 200);
  checkProgram("v_cvt_i32_f32", 200);
}
