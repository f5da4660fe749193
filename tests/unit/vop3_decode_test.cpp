// Decoding of the 64-bit VALU encodings: fields land in Inst by source
// column, and words LLVM rejects (set bits of absent fields, operands that
// name nothing of their width) are invalid. Words and verdicts are from
// llvm-objdump-15 (tests/scripts/diff_words.py).
#include <catch2/catch.hpp>

#include <vector>

#include "isa_test_words.h"

using namespace gcnjit;
using testing::decodeWords;

namespace {


bool valid(Target t, std::vector<uint32_t> words) {
  return decodeWords(t, words).status == DecodeStatus::Ok;
}

}  // namespace

TEST_CASE("vop3 decode: modifiers and operands by column", "[isa][vop3]") {
  DecodeResult r = decodeWords(Target::Gfx900, {0xd1018200, 0x28020501});  // v_add_f32_e64
  REQUIRE(r.status == DecodeStatus::Ok);
  CHECK(r.size == 8);
  CHECK(r.inst.form == Form::E64);
  CHECK(r.inst.dst == opnd::vgpr(0));
  CHECK(r.inst.src[0] == opnd::vgpr(1));
  CHECK(r.inst.src[1] == opnd::vgpr(2));
  CHECK(r.inst.neg == 1);
  CHECK(r.inst.abs == 2);
  CHECK(r.inst.clamp);
  CHECK(r.inst.omod == 1);

  // interpolation: the value is in the src1 field, the attribute in src0
  r = decodeWords(Target::Gfx900, {0xd2758600, 0xcc1207c5});  // v_interp_p1lv_f16
  REQUIRE(r.status == DecodeStatus::Ok);
  CHECK(r.inst.src[0] == opnd::vgpr(3));
  CHECK(r.inst.src[2] == opnd::vgpr(4));
  CHECK(r.inst.interp.attr == 5);
  CHECK(r.inst.interp.chan == 3);
  CHECK(r.inst.interp.high);
  CHECK(r.inst.abs == 0b101);
}

TEST_CASE("vop3 decode: words LLVM rejects are invalid", "[isa][vop3]") {
  CHECK(valid(Target::Gfx900, {0xd1cb0000, 0x040e0501}));    // v_fma_f32 v0, v1, v2, v3
  CHECK_FALSE(valid(Target::Gfx900, {0xd1cb0000, 0x040e04ff}));  // literal: none in VOP3
  CHECK_FALSE(valid(Target::Gfx900, {0xd2800000, 0x040e0501}));  // src2 of a 2-source op
  CHECK_FALSE(valid(Target::Gfx900, {0xd1c80100, 0x040e0501}));  // abs on v_bfe_u32
  CHECK(valid(Target::Gfx900, {0xd1c80800, 0x040e0501}));        // op_sel bits ignored without op_sel
  CHECK_FALSE(valid(Target::Gfx900, {0xd1c88000, 0x040e0501}));  // clamp on v_bfe_u32
  CHECK_FALSE(valid(Target::Gfx900, {0xd29e2000, 0x00020501}));  // op_sel of absent src2
  CHECK_FALSE(valid(Target::Gfx900, {0xd1cc0000, 0x040e05ff}));  // v[255:256]
  CHECK_FALSE(valid(Target::Gfx900, {0xd1e06b00, 0x040e0501}));  // sdst vcc_hi as a pair
  CHECK_FALSE(valid(Target::Gfx900, {0xd0420067, 0x00020501}));  // compare result flat_scratch_hi
  CHECK_FALSE(valid(Target::Gfx900, {0xd2700000, 0x0003ffc5}));  // high on v_interp_p1_f32_e64
}

TEST_CASE("vop3p decode: packed, matrix and AccVGPR fields", "[isa][vop3p]") {
  DecodeResult r = decodeWords(Target::Gfx908, {0xd3c01100, 0x6c020300});  // v_mfma_f32_32x32x1f32
  REQUIRE(r.status == DecodeStatus::Ok);
  CHECK(r.inst.dst == opnd::agpr(0));
  CHECK(r.inst.src[0] == opnd::agpr(0));
  CHECK(r.inst.src[1] == opnd::vgpr(1));
  CHECK(r.inst.src[2] == opnd::agpr(0));
  CHECK(r.inst.mai.cbsz == 1);
  CHECK(r.inst.mai.abid == 2);
  CHECK(r.inst.mai.blgp == 3);

  r = decodeWords(Target::Gfx900, {0xd38f0000, 0x30020501});  // v_pk_add_f16
  REQUIRE(r.status == DecodeStatus::Ok);
  CHECK(r.inst.opSelHi == 0b10);
  CHECK(r.inst.neg == 0b01);

  CHECK_FALSE(valid(Target::Gfx900, {0xd38f4000, 0x1c0e0501}));  // src2 of v_pk_add_f16
  CHECK_FALSE(valid(Target::Gfx908, {0xd3a64200, 0x1c0e0501}));  // neg_hi of v_dot2_i32_i16 src1
  CHECK_FALSE(valid(Target::Gfx908, {0xd3c10000, 0x01720501}));  // s[92:107] does not exist
  CHECK_FALSE(valid(Target::Gfx906, {0xd3c00000, 0x04020501}));  // no matrix ops before gfx908
}
