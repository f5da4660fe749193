// Golden disassembly of VOP3 (VOP3-only rows and _e64 forms), VOP3P and
// VINTRP encodings where LLVM's text is subtle. Expected strings are
// llvm-objdump-15's output for the same words (checked with
// tests/scripts/diff_words.py).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "isa_test_words.h"

using namespace gcnjit;

namespace {

std::string disasm(Target t, const std::vector<uint32_t>& words) { return testing::disasmWords(t, words); }

constexpr Target kVega = Target::Gfx900;
constexpr Target kMi100 = Target::Gfx908;

}  // namespace

TEST_CASE("vop3: _e64 suffix only on VOP3 forms of VOP1/VOP2/VOPC rows", "[isa][vop3]") {
  CHECK(disasm(kVega, {0xd1018200, 0x28020501}) == "v_add_f32_e64 v0, -v1, |v2| clamp mul:2");
  CHECK(disasm(kVega, {0xd28f0000, 0x00020682}) == "v_lshlrev_b64 v[0:1], 2, v[3:4]");
  CHECK(disasm(kVega, {0xd044006a, 0x00000301}) == "v_cmp_gt_f32_e64 vcc, v1, s1");
  CHECK(disasm(kVega, {0xd11c6a01, 0x01aa0480}) == "v_addc_co_u32_e64 v1, vcc, 0, v2, vcc");
  CHECK(disasm(kVega, {0xd1000300, 0x61aa0501}) == "v_cndmask_b32_e64 v0, -|v1|, -|v2|, vcc");
  // without operands there is no suffix
  CHECK(disasm(kVega, {0xd1400000, 0x00000000}) == "v_nop");
}

TEST_CASE("vop3: modifiers print by operand kind", "[isa][vop3]") {
  // a negated constant is neg(c) unless abs is set too
  CHECK(disasm(kVega, {0xd1cb0000, 0x240e04f2}) == "v_fma_f32 v0, neg(1.0), v2, v3");
  CHECK(disasm(kVega, {0xd1cb0100, 0x240e04f2}) == "v_fma_f32 v0, -|1.0|, v2, v3");
  // the integer source of a float op: neg is sext
  CHECK(disasm(kVega, {0xd2880000, 0x40020501}) == "v_ldexp_f32 v0, v1, sext(v2)");
  // op_sel lists the sources, then the destination
  CHECK(disasm(kVega, {0xd203c800, 0x040e0501}) == "v_mad_f16 v0, v1, v2, v3 op_sel:[1,0,0,1] clamp");
  CHECK(disasm(kVega, {0xd29e5000, 0x00020501}) == "v_add_i16 v0, v1, v2 op_sel:[0,1,1]");
  // a float constant on a 16-bit integer operand is its f16 bit pattern
  CHECK(disasm(kVega, {0xd1f50000, 0x040e04f0}) == "v_min3_i16 v0, 0x3800, v2, v3");
}

TEST_CASE("vop3: scalar destinations and register-only operands", "[isa][vop3]") {
  CHECK(disasm(kVega, {0xd1e86a07, 0x040e0501}) == "v_mad_u64_u32 v[7:8], vcc, v1, v2, v[3:4]");
  // an odd SGPR as a 64-bit operand names the aligned pair
  CHECK(disasm(kVega, {0xd1cc0000, 0x040e0401}) == "v_fma_f64 v[0:1], s[0:1], v[2:3], v[3:4]");
  CHECK(disasm(kVega, {0xd2890080, 0x00020480}) ==
        "v_readlane_b32 /*invalid immediate*/, /*invalid immediate*/, v2");
  CHECK(disasm(kVega, {0xd1e70000, 0x03c20702}) == "v_mqsad_u32_u8 v[0:3], v[2:3], v3, /*invalid immediate*/");
}

TEST_CASE("vop3: interpolation layouts", "[isa][vop3]") {
  CHECK(disasm(kVega, {0xd2758600, 0xcc1207c5}) ==
        "v_interp_p1lv_f16 v0, -|v3|, attr5.w, -|v4| high clamp mul:2");
  CHECK(disasm(kVega, {0xd2720000, 0x180006c5}) == "v_interp_mov_f32_e64 v0, invalid_param_3, attr5.w div:2");
  CHECK(disasm(kVega, {0xd40c0d05}) == "v_interp_p1_f32_e32 v3, v5, attr3.y");
  CHECK(disasm(kVega, {0xd7fe0003}) == "v_interp_mov_f32_e32 v255, invalid_param_3, attr0.x");
}

TEST_CASE("vop3p: packed and mixed-precision modifiers", "[isa][vop3p]") {
  // op_sel_hi defaults to all ones for packed math
  CHECK(disasm(kVega, {0xd38f0000, 0x30020501}) == "v_pk_add_f16 v0, v1, v2 op_sel_hi:[0,1] neg_lo:[1,0]");
  CHECK(disasm(kVega, {0xd3804000, 0x1c0e04f0}) == "v_pk_mad_i16 v0, 0x3800, v2, v3");
  // mix: neg_hi is abs, op_sel_hi defaults to zeros
  CHECK(disasm(kVega, {0xd3a08900, 0x5c0e0501}) ==
        "v_mad_mix_f32 v0, |v1|, -v2, v3 op_sel:[1,0,0] op_sel_hi:[1,1,0] clamp");
  CHECK(disasm(Target::Gfx906, {0xd3a08900, 0x5c0e0501}) ==
        "v_fma_mix_f32 v0, |v1|, -v2, v3 op_sel:[1,0,0] op_sel_hi:[1,1,0] clamp");
}

TEST_CASE("vop3p: gfx908 matrix ops and AccVGPR moves", "[isa][vop3p][mai]") {
  CHECK(disasm(kMi100, {0xd3c01100, 0x6c020300}) ==
        "v_mfma_f32_32x32x1f32 a[0:31], a0, v1, a[0:31] cbsz:1 abid:2 blgp:3");
  // a 1024-bit SGPR source prints as its first register
  CHECK(disasm(kMi100, {0xd3c00000, 0x001e0501}) == "v_mfma_f32_32x32x1f32 a[0:31], v1, v2, s7");
  CHECK(disasm(kMi100, {0xd3c20000, 0x01aa0480}) == "v_mfma_f32_4x4x1f32 a[0:3], /*invalid immediate*/, v2, vcc");
  CHECK(disasm(kMi100, {0xd3d80000, 0x000000c1}) == "v_accvgpr_read_b32 v0, a193");
  CHECK(disasm(kMi100, {0xd3d90003, 0x000000f0}) == "v_accvgpr_write_b32 a3, 0.5");
}
