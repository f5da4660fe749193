// Decoding of VOP1/VOP2/VOPC encodings into Inst fields, and the encodings
// llvm-objdump-15 rejects (which must be invalid here too).
#include <catch2/catch.hpp>

#include <vector>

#include "isa_test_words.h"

using namespace gcnjit;
using testing::decodeWords;

namespace {


const InstDesc& descOf(const DecodeResult& r) { return instDesc(r.inst.id); }

}  // namespace

TEST_CASE("vop native: 32-bit fields and literal", "[isa][vop_native]") {
  auto r = decodeWords(Target::Gfx900, {0x3e0004ff, 0x12343c00});  // v_add_f16_e32 v0, lit, v2
  REQUIRE(r.status == DecodeStatus::Ok);
  CHECK(descOf(r).mnemonic == "v_add_f16");
  CHECK(r.size == 8);
  CHECK(r.inst.form == Form::Native);
  CHECK(r.inst.dst == opnd::vgpr(0));
  CHECK(r.inst.src[0] == opnd::kLiteral);
  CHECK(r.inst.src[1] == opnd::vgpr(2));
  CHECK(r.inst.hasLiteral);
  CHECK(r.inst.literal == 0x12343c00);
}

TEST_CASE("vop native: implicit VCC and the K column", "[isa][vop_native]") {
  auto addc = decodeWords(Target::Gfx900, {0x38000501});  // v_addc_co_u32_e32 v0, vcc, v1, v2, vcc
  REQUIRE(addc.status == DecodeStatus::Ok);
  CHECK(addc.inst.sdst == 106);  // VCC
  CHECK(addc.inst.src[2] == 106);
  auto madmk = decodeWords(Target::Gfx900, {0x2e000501, 0x41200000});  // v_madmk_f32 v0, v1, K, v2
  REQUIRE(madmk.status == DecodeStatus::Ok);
  CHECK(madmk.inst.src[0] == opnd::vgpr(1));
  CHECK(madmk.inst.src[1] == opnd::kLiteral);
  CHECK(madmk.inst.src[2] == opnd::vgpr(2));
  CHECK(madmk.inst.literal == 0x41200000);
}

TEST_CASE("vop native: SDWA and DPP words", "[isa][vop_native]") {
  // v_add_f32_sdwa v0, v1, v2 clamp div:2 ... src0_sel:WORD_0 src1_sel:WORD_1
  auto s = decodeWords(Target::Gfx900, {0x020004f9, 0x0504e601});
  REQUIRE(s.status == DecodeStatus::Ok);
  CHECK(s.inst.form == Form::Sdwa);
  CHECK(s.size == 8);
  CHECK(s.inst.clamp);
  CHECK(s.inst.omod == 3);
  CHECK(s.inst.sdwa.src0Sel == 4);
  CHECK(s.inst.sdwa.src1Sel == 5);
  CHECK(s.inst.src[0] == opnd::vgpr(1));
  // SDWAB with SD set: the scalar destination replaces VCC
  auto c = decodeWords(Target::Gfx900, {0x7c8404f9, 0x06068401});
  REQUIRE(c.status == DecodeStatus::Ok);
  CHECK(c.inst.sdwa.sdstValid);
  CHECK(c.inst.sdst == 4);
  // v_add_f32_dpp v0, -v1, v2 row_shl:1 row_mask:0x5 bank_mask:0xa bound_ctrl
  auto d = decodeWords(Target::Gfx900, {0x020004fa, 0x5a190101});
  REQUIRE(d.status == DecodeStatus::Ok);
  CHECK(d.inst.form == Form::Dpp);
  CHECK(d.inst.dpp.ctrl == 0x101);
  CHECK(d.inst.dpp.rowMask == 5);
  CHECK(d.inst.dpp.bankMask == 0xa);
  CHECK(d.inst.dpp.boundCtrl);
  CHECK(d.inst.neg == 1);
}

TEST_CASE("vop native: encodings LLVM rejects are invalid", "[isa][vop_native]") {
  std::vector<std::pair<Target, std::vector<uint32_t>>> invalid = {
      {Target::Gfx900, {0x7e020000}},              // v_nop with a destination
      {Target::Gfx900, {0x7e0006f9, 0x00060601}},  // SDWA on a 64-bit VOP1
      {Target::Gfx900, {0x7c8404fa, 0xff000001}},  // DPP on VOPC (LLVM 15 has none)
      {Target::Gfx900, {0x7e004a67}},              // vcc_hi as a 64-bit source
      {Target::Gfx900, {0x7e004bff}},              // v[255:256]
      {Target::Gfx900, {0x0c0004f9, 0x06064601}},  // SDWA omod on an integer result
      {Target::Gfx900, {0x7e0002f9, 0x80060601}},  // VOP1 SDWA with the S1 bit
      {Target::Gfx900, {0x7e0002fa, 0xff400001}},  // VOP1 DPP with src1 neg
      {Target::Gfx900, {0x680004fa, 0xff100001}},  // DPP neg on an integer row (v_add_u32)
      {Target::Gfx900, {0x7a000501}},              // v_xnor_b32 before gfx906
  };
  for (auto& [t, words] : invalid) {
    INFO(std::hex << words[0]);
    CHECK(decodeWords(t, words).status == DecodeStatus::Invalid);
  }
}

TEST_CASE("vop native: a missing literal or SDWA word is truncation", "[isa][vop_native]") {
  CHECK(decodeWords(Target::Gfx900, {0x3e0004ff}).status == DecodeStatus::Truncated);
  CHECK(decodeWords(Target::Gfx900, {0x020004f9}).status == DecodeStatus::Truncated);
}
