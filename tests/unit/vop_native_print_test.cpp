// Golden disassembly of VOP1/VOP2/VOPC encodings (32-bit, SDWA, DPP) where
// LLVM's text is subtle. Expected strings are llvm-objdump-15's output for
// the same words (checked with tests/scripts/diff_words.py).
#include <catch2/catch.hpp>

#include <vector>

#include "isa_test_words.h"

using namespace gcnjit;

namespace {

std::string disasm(Target t, const std::vector<uint32_t>& words) { return testing::disasmWords(t, words); }

}  // namespace

TEST_CASE("vop native: literals and constants print by operand type", "[isa][vop_native]") {
  // f16 reads the low half; a float name only when the whole dword matches
  CHECK(disasm(Target::Gfx900, {0x3e0004ff, 0x12343c00}) == "v_add_f16_e32 v0, 0x3c00, v2");
  CHECK(disasm(Target::Gfx900, {0x3e0004ff, 0x00003c00}) == "v_add_f16_e32 v0, 1.0, v2");
  // a float inline constant on a 16-bit integer operand is its f16 bits
  CHECK(disasm(Target::Gfx900, {0x4c0004f0}) == "v_add_u16_e32 v0, 0x3800, v2");
  // 64-bit operands: the literal is not a double; 1/(2*pi) at double precision
  CHECK(disasm(Target::Gfx900, {0x7e004aff, 0x3ff00000}) == "v_rcp_f64_e32 v[0:1], 0x3ff00000");
  CHECK(disasm(Target::Gfx900, {0x7e004af8}) == "v_rcp_f64_e32 v[0:1], 0.15915494309189532");
  CHECK(disasm(Target::Gfx900, {0x7e1402ff, 0x3e22f983}) == "v_mov_b32_e32 v10, 0.15915494");
  CHECK(disasm(Target::Gfx900, {0x7c9404ff, 0xfffffff0}) == "v_cmp_nlg_f32_e32 vcc, -16, v2");
  // packed f16 source: the low half decides, the high half is ignored
  CHECK(disasm(Target::Gfx908, {0x6e0004ff, 0x12343c00}) == "v_dot2c_f32_f16_e32 v0, 1.0, v2");
}

TEST_CASE("vop native: K forms print K in hex, a shared literal SRC0 per LLVM", "[isa][vop_native]") {
  CHECK(disasm(Target::Gfx900, {0x480004ff, 0x3e22f983}) ==
        "v_madmk_f16 v0, 0.15915494, 0x3e22f983, v2");
  CHECK(disasm(Target::Gfx900, {0x4a0004ff, 0x3e22f983}) == "v_madak_f16 v0, 0xf983, v2, 0x3e22f983");
}

TEST_CASE("vop native: implicit VCC operands and suffixes", "[isa][vop_native]") {
  CHECK(disasm(Target::Gfx900, {0x00000501}) == "v_cndmask_b32_e32 v0, v1, v2, vcc");
  CHECK(disasm(Target::Gfx900, {0x38000501}) == "v_addc_co_u32_e32 v0, vcc, v1, v2, vcc");
  CHECK(disasm(Target::Gfx900, {0x7e06a2f9}) == "v_swap_b32 v3, v249");
  CHECK(disasm(Target::Gfx900, {0x7f8404ff, 0x11223344}) ==
        "v_readfirstlane_b32 /*invalid immediate*/, /*invalid immediate*/");
}

TEST_CASE("vop native: SDWA modifiers, selects and destinations", "[isa][vop_native]") {
  CHECK(disasm(Target::Gfx900, {0x020004f9, 0x069606f0}) ==
        "v_add_f32_sdwa v0, neg(0.5), v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD "
        "src1_sel:DWORD");
  CHECK(disasm(Target::Gfx900, {0x020004f9, 0x06b606f0}) ==
        "v_add_f32_sdwa v0, -|0.5|, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD "
        "src1_sel:DWORD");
  CHECK(disasm(Target::Gfx900, {0x4c0004f9, 0x068e06c1}) ==
        "v_add_u16_sdwa v0, sext(-1), v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD "
        "src1_sel:DWORD");
  CHECK(disasm(Target::Gfx900, {0x020004f9, 0x0504e601}) ==
        "v_add_f32_sdwa v0, v1, v2 clamp div:2 dst_sel:DWORD dst_unused:UNUSED_PAD "
        "src0_sel:WORD_0 src1_sel:WORD_1");
  // SDWAB: an unaligned SGPR-pair destination is aligned down
  CHECK(disasm(Target::Gfx900, {0x7c8404f9, 0x06068301}) ==
        "v_cmp_eq_f32_sdwa s[2:3], v1, v2 src0_sel:DWORD src1_sel:DWORD");
  CHECK(disasm(Target::Gfx900, {0x7c2204f9, 0x06068201}) ==
        "v_cmpx_class_f32_sdwa s[2:3], v1, v2 src0_sel:DWORD src1_sel:DWORD");
}

TEST_CASE("vop native: DPP controls and modifiers", "[isa][vop_native]") {
  CHECK(disasm(Target::Gfx900, {0x020004fa, 0xff081b01}) ==
        "v_add_f32_dpp v0, v1, v2 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf bound_ctrl:1");
  CHECK(disasm(Target::Gfx900, {0x7e0002fa, 0x5a014301}) ==
        "v_mov_b32_dpp v0, v1 row_bcast:31 row_mask:0x5 bank_mask:0xa");
  CHECK(disasm(Target::Gfx900, {0x020004fa, 0xff015501}) ==
        "v_add_f32_dpp v0, v1, v2  /* row_newbcast/row_share is not supported on ASICs earlier "
        "than GFX90A/GFX10 */ row_mask:0xf bank_mask:0xf");
  // the integer source of a float row reads the neg bit as sext
  CHECK(disasm(Target::Gfx900, {0x660004fa, 0xff400001}) ==
        "v_ldexp_f16_dpp v0, v1, sext(v2) quad_perm:[0,0,0,0] row_mask:0xf bank_mask:0xf");
}

TEST_CASE("vop native: per-target rows", "[isa][vop_native]") {
  CHECK(disasm(Target::Gfx906, {0x7a000501}) == "v_xnor_b32_e32 v0, v1, v2");
  CHECK(disasm(Target::Gfx900, {0x7a000501}) == ".long 0x7a000501");
  CHECK(disasm(Target::Gfx900, {0x6e0004ff, 0x12343c00}) == ".long 0x6e0004ff");
}
