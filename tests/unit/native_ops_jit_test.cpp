// The ops that moved from the interpreter helper to vector or scalar code
// (backend_x64/emit/emit_bits.cpp, emit_int.cpp, emit_convert_wide.cpp,
// emit_half.cpp, emit_float_bits.cpp, emit_ldexp64.cpp, emit_dot.cpp,
// emit_float.cpp's f64 rounding and f32 mad, rsq64.cpp, div_scale64.cpp)
// against the interpreter's lane
// functions: the instruction tests' programs run from states whose VGPRs
// and SGPRs hold the values the ops' rules single out (zeros of both signs,
// denormals, infinities, quiet and signalling NaNs with payloads, integer
// boundaries, values around the conversions' ranges, f16 values in one or
// both halves, f64 values in register pairs) and random bits, in random
// MODEs (every rounding mode, flushed and kept denormals, IEEE and
// DX10_CLAMP), with full and partial EXEC. JIT code must leave the same
// state as the interpreter (tests/common/program_check.h) on every host ISA
// the backend runs here; MODEs the native code does not handle take the
// helper, so both paths are compared.
#include <catch2/catch.hpp>

#include <cstdint>
#include <memory>
#include <random>
#include <string>

#include "jit_matches_interpreter.h"

using namespace gcnjit;

namespace {

std::uint64_t pick(std::mt19937_64& rng, std::initializer_list<std::uint64_t> values) {
  return values.begin()[rng() % values.size()];
}

std::uint32_t interesting32(std::mt19937_64& rng) {
  std::uint32_t sign = rng() & 1 ? 0x80000000u : 0u;
  switch (rng() % 14) {
    case 0: return sign;
    case 1: return sign | std::uint32_t(1 + rng() % 0x7fffff);                  // f32 denormal
    case 2: return sign | 0x7f800000u;                                          // infinity
    case 3: return sign | 0x7fc00000u | std::uint32_t(rng() & 0x3fffff);        // quiet NaN
    case 4: return sign | 0x7f800000u | std::uint32_t(1 + rng() % 0x3fffff);    // signalling NaN
    case 5: return sign | std::uint32_t((100 + rng() % 55) << 23) | std::uint32_t(rng() & 0x7fffff);
    case 6: return sign | std::uint32_t(rng() % 255) << 23;                     // powers of two
    case 7: return std::uint32_t(pick(rng, {0x4f000000, 0x4effffff, 0x4f800000, 0x4f7fffff, 0xcf000000,
                                            0xcf000001, 0x477fe000, 0x477ff000, 0x38800000, 0x387fc000,
                                            0x33800000, 0x33000000, 0x337fffff, 0x477fefff}));
    case 8: return std::uint32_t(pick(rng, {0, 1, 0x7fffffff, 0x80000000, 0xffffffff, 0x8000, 0xffff, 0x7fff,
                                            0x10000, 31, 32, 15, 16, 63, 64, 0x80008000, 0x7fff7fff, 0xffff8000,
                                            0x80808080, 0x7f7f7f7f, 0x88888888, 0x77777777}));
    case 9: return std::uint32_t(1u << (rng() % 32)) - std::uint32_t(rng() % 3);  // around powers of two
    case 10: return std::uint32_t(std::int32_t(rng() % 2201) - 1100);           // ldexp / shift amounts
    case 11: {                                                                  // two f16 halves
      auto half = [&] {
        std::uint32_t s = rng() & 1 ? 0x8000u : 0u;
        switch (rng() % 8) {
          case 0: return s;
          case 1: return s | std::uint32_t(1 + rng() % 0x3ff);                 // denormal
          case 2: return s | 0x7c00u;
          case 3: return s | 0x7e00u | std::uint32_t(rng() & 0x1ff);           // quiet NaN
          case 4: return s | 0x7c00u | std::uint32_t(1 + rng() % 0x1ff);       // signalling NaN
          case 5: return s | std::uint32_t(pick(rng, {0x7bff, 0x0400, 0x3c00, 0x3bff, 0x5bff}));
          default: return std::uint32_t(rng() & 0xffff);
        }
      };
      std::uint32_t low = half();
      return rng() & 1 ? low : low | half() << 16;
    }
    default: return std::uint32_t(rng());
  }
}

std::uint64_t interesting64(std::mt19937_64& rng) {
  std::uint64_t sign = rng() & 1 ? 1ull << 63 : 0;
  std::uint64_t mantissa = rng() & 0xfffffffffffffull;
  switch (rng() % 10) {
    case 0: return sign;
    case 1: return sign | (mantissa ? mantissa : 1);                             // denormal
    case 2: return sign | 0x7ff0000000000000ull;
    case 3: return sign | 0x7ff8000000000000ull | (mantissa >> 1);              // quiet NaN
    case 4: return sign | 0x7ff0000000000000ull | ((mantissa >> 1) | 1);        // signalling NaN
    case 5: return sign | std::uint64_t(900 + rng() % 250) << 52 | mantissa;   // f32's range and beyond
    case 6: return sign | std::uint64_t(1023 + rng() % 40) << 52 | mantissa;    // integers up to 2^40
    case 7:  // around the i32/u32 and f32 boundaries, halves for rounding
      return pick(rng, {0x41dfffffffc00000ull, 0x41dfffffffe00000ull, 0x41e0000000000000ull, 0xc1e0000000000000ull,
                        0xc1e0000000200000ull, 0x41efffffffe00000ull, 0x41f0000000000000ull, 0x47efffffe0000000ull,
                        0x47effffff0000000ull, 0x3810000000000000ull, 0x380fffffffffffffull, 0x36a0000000000000ull,
                        0x3fe0000000000000ull, 0xbfe0000000000000ull, 0x3ff8000000000000ull, 0x4004000000000000ull});
    case 8: return sign | std::uint64_t(1023 + rng() % 4) << 52 | (mantissa & ~0xfffffffull);  // few bits: ties
    default: return rng();
  }
}

void fillRegisters(std::mt19937_64& rng, ir::WaveState& state) {
  for (unsigned reg = 0; reg < 24; reg += 2) {
    for (unsigned lane = 0; lane < 64; ++lane) {
      if (rng() % 3 == 0) {
        std::uint64_t v = interesting64(rng);
        state.vgpr[reg][lane] = std::uint32_t(v);
        state.vgpr[reg + 1][lane] = std::uint32_t(v >> 32);
      } else {
        state.vgpr[reg][lane] = interesting32(rng);
        state.vgpr[reg + 1][lane] = interesting32(rng);
      }
    }
  }
  for (unsigned reg = 1; reg < 24; ++reg) {  // equal operands
    for (unsigned lane = 0; lane < 64; ++lane) {
      if (rng() % 8 == 0) state.vgpr[reg][lane] = state.vgpr[rng() % reg][lane];
    }
  }
  for (unsigned reg = 0; reg < 24; ++reg) state.sgpr[reg] = interesting32(rng);
}

// Rounding: both fields alike mostly; denormals kept mostly (the native
// paths' MODE); IEEE and DX10_CLAMP as they come.
std::uint32_t randomMode(std::mt19937_64& rng) {
  unsigned round = unsigned(rng() % 4);
  std::uint32_t rounding = rng() % 4 ? round | round << 2 : std::uint32_t(rng() & 0xf);
  std::uint32_t denorm = rng() % 2 ? 0xf0 : std::uint32_t(rng() & 0xf0);
  return rounding | denorm | std::uint32_t(rng() & 3) << 8;
}

// V_PERM_B32's selectors (v2): bytes 0..15 mostly, any byte sometimes.
void randomSelectors(std::mt19937_64& rng, ir::WaveState& state) {
  for (unsigned lane = 0; lane < 64; ++lane) {
    std::uint32_t sel = 0;
    for (unsigned k = 0; k < 4; ++k) sel |= std::uint32_t(rng() % 4 ? rng() % 16 : rng() % 256) << (8 * k);
    state.vgpr[2][lane] = sel;
  }
}

// Image programs: the descriptors in s[8:63] random but of an image type
// the lifter accepts, linear, with random sizes and levels; coordinates and
// mip levels small or special.
void fillImageOperands(std::mt19937_64& rng, ir::WaveState& state) {
  for (unsigned base = 8; base < 64; base += 8) {
    for (unsigned i = 0; i < 8; ++i) state.sgpr[base + i] = std::uint32_t(rng());
    std::uint32_t type = std::uint32_t(pick(rng, {8, 9, 10, 12, 13}));
    state.sgpr[base + 3] = (state.sgpr[base + 3] & 0x000fffffu & ~0xf000u) | type << 28 |
                           std::uint32_t(rng() % 3) << 12;  // base level 0..2, no tiling
    if (rng() % 2) state.sgpr[base + 2] &= 0x000f003fu;     // small width and height
  }
  for (unsigned reg = 20; reg < 100; ++reg) {
    for (unsigned lane = 0; lane < 64; ++lane) {
      state.vgpr[reg][lane] = rng() % 4 ? std::uint32_t(rng() % 20) : interesting32(rng);
    }
  }
}

// Ops whose native code hands a wave with any NaN result to the helper
// (f16 fma, the f16 dot product): in most states no f16 half (nor f32) of
// v0-v2 is infinite or NaN, so the native code's results are compared.
void finiteOperands(std::mt19937_64& rng, ir::WaveState& state) {
  if (rng() % 4 == 0) return;
  for (unsigned reg = 0; reg < 3; ++reg) {
    for (unsigned lane = 0; lane < 64; ++lane) {
      std::uint32_t& v = state.vgpr[reg][lane];
      for (unsigned shift : {0u, 16u}) {
        if (((v >> shift) & 0x7c00u) == 0x7c00u) v ^= std::uint32_t(0x4000u | (rng() & 0x3000u)) << shift;
      }
    }
  }
}

// f16 fma programs (a, b, c in v0-v2): some lanes hold a product just off
// an f16 tie beyond f32's precision (1 + 2^-11 + 2^-29 and its mirror
// images), some a c that cancels a * b exactly.
void fillFmaOperands(std::mt19937_64& rng, ir::WaveState& state) {
  finiteOperands(rng, state);
  for (unsigned lane = 0; lane < 64; ++lane) {
    std::uint32_t sign = rng() & 1 ? 0x8000u : 0u;
    switch (rng() % 4) {
      case 0:
        state.vgpr[0][lane] = 0x3b84u ^ sign;
        state.vgpr[1][lane] = rng() & 1 ? 0x1042u : 0x9042u;
        state.vgpr[2][lane] = 0x3c00u ^ sign;
        break;
      case 1:
        state.vgpr[0][lane] = 0x3c00u ^ sign;
        state.vgpr[2][lane] = (state.vgpr[1][lane] ^ 0x8000u ^ sign) & 0xffffu;
        break;
      default: break;
    }
  }
}

// V_DIV_FMAS programs: in most states VCC (the scale flag) clear and no f32
// or f64 operand infinite or NaN (the exponent's top bit flipped), where the
// native code's results are compared; some lanes cancel exactly (S0 * 1 +
// -S0, whose zero's sign depends on the rounding).
bool finiteFmasState(std::mt19937_64& rng, ir::WaveState& state) {
  if (rng() % 4 == 0) return false;
  state.setVcc(0);
  for (unsigned reg = 0; reg < 16; ++reg) {
    for (unsigned lane = 0; lane < 64; ++lane) {
      std::uint32_t& v = state.vgpr[reg][lane];
      if ((v & 0x7f800000u) == 0x7f800000u) v ^= 0x40000000u;
    }
  }
  return true;
}
void fillFmasF32Operands(std::mt19937_64& rng, ir::WaveState& state) {  // v3 = v0 * v1 + v2
  if (!finiteFmasState(rng, state)) return;
  for (unsigned lane = 0; lane < 64; ++lane) {
    if (rng() % 4) continue;
    state.vgpr[1][lane] = 0x3f800000u;
    state.vgpr[2][lane] = state.vgpr[0][lane] ^ 0x80000000u;
  }
}
void fillFmasOperands(std::mt19937_64& rng, ir::WaveState& state) {  // v[10:11] = v[4:5] * v[2:3] + v[0:1]
  if (!finiteFmasState(rng, state)) return;
  for (unsigned lane = 0; lane < 64; ++lane) {
    if (rng() % 4) continue;
    state.vgpr[2][lane] = 0;
    state.vgpr[3][lane] = 0x3ff00000u;
    state.vgpr[0][lane] = state.vgpr[4][lane];
    state.vgpr[1][lane] = state.vgpr[5][lane] ^ 0x80000000u;
  }
}

// V_DIV_SCALE_F64 programs (v_div_f64: num in v[0:1], den in v[2:3]): lanes
// at the lane function's boundaries: den just below, at and above 2^1022
// and the largest doubles, exponent gaps of 767 and 768, quotients one ULP
// either side of 2^-1022 and exactly it, denormal dens, numerator exponents
// 53 and 54.
void fillDivScale64Operands(std::mt19937_64& rng, ir::WaveState& state) {
  auto set = [&](unsigned reg, unsigned lane, std::uint64_t v) {
    state.vgpr[reg][lane] = std::uint32_t(v);
    state.vgpr[reg + 1][lane] = std::uint32_t(v >> 32);
  };
  constexpr std::uint64_t kMantissa = 0xfffffffffffffull;
  for (unsigned lane = 0; lane < 64; ++lane) {
    std::uint64_t sign = rng() & 1 ? 1ull << 63 : 0, mantissa = rng() & kMantissa;
    std::uint64_t e1 = 1 + rng() % 2046;
    switch (rng() % 6) {
      case 0:  // den around 2^1022 and the top
        set(2, lane, sign | std::uint64_t(pick(rng, {0x7fc, 0x7fd, 0x7fe})) << 52 |
                         (rng() & 1 ? mantissa : rng() % 2));
        break;
      case 1: {  // the gap: E2 - E1 of 767 or 768
        std::uint64_t e2 = 767 + rng() % 2 + e1 % 1279;
        set(2, lane, sign | (e1 % 1279) << 52 | mantissa);
        set(0, lane, (e2 > 2046 ? 2046 : e2) << 52 | (rng() & kMantissa));
        break;
      }
      case 2: {  // quotients at 2^-1022 and one ULP of num either side
        std::uint64_t e = 1023 + rng() % 1023;
        std::uint64_t den = e << 52 | mantissa, num = (e - 1022) << 52 | mantissa;
        num += std::uint64_t(std::int64_t(rng() % 3) - 1);
        set(2, lane, den | sign);
        set(0, lane, num);
        break;
      }
      case 3:  // a denormal den
        set(2, lane, sign | (1 + (mantissa >> (rng() % 52))));
        break;
      case 4:  // numerator exponents around 53
        set(0, lane, sign | std::uint64_t(52 + rng() % 3) << 52 | mantissa);
        break;
      default: break;
    }
  }
}

using Filler = void (*)(std::mt19937_64&, ir::WaveState&);

void checkProgram(const std::string& family, const std::string& test, unsigned states,
                  Filler fillExtra = nullptr) {
  testing::checkJitMatchesInterpreter(family, test, states, [&](std::mt19937_64& rng, ir::WaveState& state) {
    fillRegisters(rng, state);
    if (fillExtra) fillExtra(rng, state);
    state.mode = randomMode(rng);
  });
}

}  // namespace

TEST_CASE("JIT integer ops that left the helper match the interpreter on special operands", "[jit][int]") {
  checkProgram("vop_int", "v_ffbh_u32", 300);     // Ctlz, Cttz, BitReverse
  checkProgram("vop_int", "v_perm_b32", 300, randomSelectors);  // BytePerm
  checkProgram("vop_int", "v_add_u16", 200);      // i16 Add, Sub, Mul
  checkProgram("vop_int", "v_add_u32", 200);      // UAddSat, USubSat (clamp)
  checkProgram("vop_int", "v_add_i32", 300);      // SAddSat, SSubSat of i32 and i16 (clamp)
  checkProgram("vop3p", "v_pk_add_sub_i16", 300); // SAddSat, SSubSat of halves
  checkProgram("vop3p", "v_pk_add_sub_u16", 300); // USubSat of halves
  checkProgram("vop_int", "v_lshlrev_b32", 200);  // i16 Shl, i64 AShr
  checkProgram("sop", "s_mul", 200);              // scalar MulHiU, MulHiS
  checkProgram("sop", "s_bfe", 200);              // scalar SBfe
  checkProgram("sop", "s_bcnt", 200);             // scalar CtPop
  for (const char* dot : {"v_dot2_i32_i16", "v_dot2_u32_u16", "v_dot4_i32_i8", "v_dot4_u32_u8", "v_dot8_i32_i4",
                          "v_dot8_u32_u4"}) {
    checkProgram("vop3p", dot, 300);              // SDot, UDot, plain and saturating
  }
  // Image level sizes: scalar and vector UMax, UMin of i64 lanes.
  checkProgram("image", "image_get_resinfo", 200, fillImageOperands);
  checkProgram("image", "image_load_mip", 200, fillImageOperands);
  checkProgram("image", "image_load_dims", 200, fillImageOperands);
}

TEST_CASE("64-bit lane addresses read back from their halves match on random registers", "[jit][int]") {
  // ir/passes/wide_pairs.h: random bases and indexes carry across the
  // halves and wrap; every address reads the sparse memory, so a wrong one
  // shows in the loaded values. The lifted IR (without the pass), the
  // optimised IR and its JIT code must agree.
  checkProgram("flat", "global_lane_address", 300);
}

TEST_CASE("addresses as a base plus an index match on random registers", "[jit][int]") {
  // ir/passes/lane_addresses.h: random bases and indices, the index shifted
  // by 2 and by 3; the lifted IR, the optimised IR (one LaneAddress per
  // address) and its JIT code must agree on loaded values and stores.
  checkProgram("flat", "global_indexed_shapes", 300);
  checkProgram("flat", "global_indexed_offset", 300);  // a 64-bit offset inside the shift
}

TEST_CASE("JIT conversions to and from f64 and f16 match the interpreter on special operands", "[jit][float]") {
  checkProgram("vop_float", "v_cvt_f64", 400);       // f64 <-> i32/u32/f32
  checkProgram("vop_float", "v_cvt_f16_f32", 400);   // f32 <-> f16, fixed rounding too
}

TEST_CASE("JIT f16 ops through f32 match the interpreter on special operands", "[jit][float]") {
  checkProgram("vop_float", "v_add_f16", 300);             // FAdd, FSub, FMul
  checkProgram("vop_float", "v_min_max_f16", 300);         // FMin, FMax
  checkProgram("vop_float", "v_transcendental_f16", 300);  // FSqrt
  checkProgram("vop3p", "v_pk_add_f16", 200);              // packed: FAdd, FNeg, FAbs of halves
  checkProgram("vop3p", "v_pk_minmax_f16", 200);
  checkProgram("vopc", "v_cmp_f16", 300);                  // FCmp
  checkProgram("vop_float", "v_div_fixup_f16", 400);       // FDivFixup
  checkProgram("vop_float", "v_fma_f16", 600, fillFmaOperands);  // FFma
  checkProgram("vop3p", "v_pk_mul_fma_f16", 400, finiteOperands);
}

TEST_CASE("JIT f64 ops match the interpreter on special operands", "[jit][float]") {
  checkProgram("vop_float", "v_floor_f64", 300);       // FFloor, FCeil, FTrunc, FRndne
  checkProgram("vop_float", "v_rcp_f64", 300);         // FRcp, FSqrt, FRsq
  checkProgram("vop_float", "v_div_f64", 600);         // FDivFixup, FDivScale, FDivScaleFlag
  checkProgram("vop_float", "v_div_f64", 600, fillDivScale64Operands);
  checkProgram("vop_float", "v_div_fmas_f64", 600, fillFmasOperands);  // FDivFmas
  checkProgram("vop_float", "v_min_max_f64", 300);     // FMin, FMax
  checkProgram("vop_float", "v_frexp_f64_f16", 300);   // FFrexpMant, FFrexpExp
  checkProgram("vop_float", "v_cmp_class_f64_f16", 300);  // FClass
  checkProgram("vop_float", "v_add_f64", 400);         // FLdexp
  checkProgram("vop_float", "v_ldexp_frexp", 300);     // f32 FLdexp in flushing MODEs, f32 frexp
}

TEST_CASE("JIT f32 mad and fmas and the f16 dot product match the interpreter on special operands", "[jit][float]") {
  checkProgram("vop_float", "v_div_fmas_f32", 600, fillFmasF32Operands);  // exact zeros of FDivFmas
  checkProgram("vop_float", "v_fma_f32", 300);          // FMad
  checkProgram("vop_float", "v_mul_legacy_f32", 300);   // FMad, legacy
  checkProgram("vop3p", "v_dot2_f32_f16", 400, finiteOperands);  // FDot2F16
}
