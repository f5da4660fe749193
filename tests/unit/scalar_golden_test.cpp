// Golden encodings of the scalar family (SOP2, SOPK, SOP1, SOPC, SOPP, SMEM)
// for the operands whose printing has its own rules. Bytes and text come from
// the reference tools: `llvm-mc-15 -arch=amdgcn -mcpu=gfx908 -show-encoding`
// for assemblable text, `llvm-objdump-15 -d` for encodings the assembler does
// not produce (unaligned tuples, reserved codes). The scalar instruction set
// is the same on gfx900, gfx906 and gfx908, so every case runs on all three.
#include <catch2/catch.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "isa_test_words.h"

using namespace gcnjit;

namespace {

struct Golden {
  std::vector<uint8_t> bytes;
  const char* text;
};

constexpr Target kTargets[] = {Target::Gfx900, Target::Gfx906, Target::Gfx908};

std::vector<uint8_t> wordBytes(std::initializer_list<uint32_t> words) { return testing::bytesOfWords(words); }

void checkGoldens(const std::vector<Golden>& goldens) {
  for (Target t : kTargets) {
    for (const Golden& g : goldens) {
      INFO(targetName(t) << ": " << g.text);
      uint8_t size = 0;
      std::string text = disassembleOne(t, g.bytes, 0, size);
      CHECK(text == g.text);
      CHECK(size == g.bytes.size());
    }
  }
}

}  // namespace

TEST_CASE("scalar: s_waitcnt counters", "[scalar][decode]") {
  checkGoldens({
      {{0x70, 0x00, 0x8c, 0xbf}, "s_waitcnt vmcnt(0) lgkmcnt(0)"},
      {{0x7f, 0xc1, 0x8c, 0xbf}, "s_waitcnt lgkmcnt(1)"},
      {{0x7f, 0xcf, 0x8c, 0xbf}, "s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15)"},
      {{0x28, 0x8f, 0x8c, 0xbf}, "s_waitcnt vmcnt(40) expcnt(2)"},
  });
}

TEST_CASE("scalar: s_sendmsg messages", "[scalar][decode]") {
  checkGoldens({
      {{0x03, 0x00, 0x90, 0xbf}, "s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)"},
      {{0x32, 0x02, 0x90, 0xbf}, "s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT_CUT, 2)"},
      {{0x2f, 0x00, 0x91, 0xbf}, "s_sendmsghalt sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)"},
      {{0x01, 0x00, 0x90, 0xbf}, "s_sendmsg sendmsg(MSG_INTERRUPT)"},
      {{0xff, 0x07, 0x90, 0xbf}, "s_sendmsg 2047"},
  });
}

TEST_CASE("scalar: hwreg operands", "[scalar][decode]") {
  checkGoldens({
      {{0x01, 0x18, 0x80, 0xb8}, "s_getreg_b32 s0, hwreg(HW_REG_MODE, 0, 4)"},
      {{0x04, 0xf8, 0x85, 0xb8}, "s_getreg_b32 s5, hwreg(HW_REG_HW_ID)"},
      {{0x03, 0x12, 0x03, 0xb9}, "s_setreg_b32 hwreg(HW_REG_TRAPSTS, 8, 3), s3"},
      {{0x01, 0x18, 0x00, 0xba, 0x00, 0x00, 0x00, 0x3f},
       "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 0.5"},
      {{0xff, 0x07, 0x00, 0xba, 0x34, 0x12, 0x00, 0x00},
       "s_setreg_imm32_b32 hwreg(63, 31, 1), 0x1234"},
  });
}

TEST_CASE("scalar: GPR indexing modes", "[scalar][decode]") {
  checkGoldens({
      {{0x00, 0x09, 0x11, 0xbf}, "s_set_gpr_idx_on s0, gpr_idx(SRC0,DST)"},
      {{0x06, 0x00, 0x9d, 0xbf}, "s_set_gpr_idx_mode gpr_idx(SRC1,SRC2)"},
      {{0x00, 0x00, 0x9c, 0xbf}, "s_set_gpr_idx_off"},
  });
}

TEST_CASE("scalar: literals, constants and special registers", "[scalar][decode]") {
  checkGoldens({
      {{0xff, 0x00, 0x80, 0xbe, 0x78, 0x56, 0x34, 0x12}, "s_mov_b32 s0, 0x12345678"},
      {{0xd0, 0x00, 0x80, 0xbe}, "s_mov_b32 s0, -16"},
      {{0xff, 0x01, 0x80, 0xbe, 0x78, 0x56, 0x34, 0x12}, "s_mov_b64 s[0:1], 0x12345678"},
      {{0x7e, 0x00, 0xfc, 0xbe}, "s_mov_b32 m0, exec_lo"},
      {{0x6a, 0x20, 0x80, 0xbe}, "s_and_saveexec_b64 s[0:1], vcc"},
      {{0xeb, 0x01, 0xfe, 0xbe}, "s_mov_b64 exec, src_shared_base"},
      {{0xff, 0x01, 0x00, 0x80, 0x44, 0x33, 0x22, 0x11}, "s_add_u32 s0, 0x11223344, s1"},
      {{0x66, 0x83, 0xee, 0x8e}, "s_lshl_b64 ttmp[2:3], flat_scratch, 3"},
      {{0xc1, 0x80, 0xea, 0x85}, "s_cselect_b64 vcc, -1, 0"},
      {wordBytes({0xBE80007D}), "s_mov_b32 s0, null"},
      {wordBytes({0xBE841D80}), "s_setpc_b64 /*invalid immediate*/"},
  });
}

TEST_CASE("scalar: SOPK and SOPP immediates", "[scalar][decode]") {
  checkGoldens({
      {{0x00, 0x80, 0x00, 0xb0}, "s_movk_i32 s0, 0x8000"},
      {{0xff, 0xff, 0x01, 0xb4}, "s_cmpk_eq_u32 s1, 0xffff"},
      {{0x04, 0x00, 0x81, 0xb1}, "s_cmpk_lg_i32 s1, 0x4"},
      {{0x0c, 0x00, 0x9e, 0xba}, "s_call_b64 s[30:31], 12"},
      {{0xfd, 0xff, 0x82, 0xbf}, "s_branch 65533"},
      {{0x03, 0x00, 0x88, 0xbf}, "s_cbranch_execz 3"},
      {{0x41, 0x00, 0x80, 0xbf}, "s_nop 0x41"},
      {{0x07, 0x00, 0x80, 0xbf}, "s_nop 7"},
      {{0x00, 0x00, 0x81, 0xbf}, "s_endpgm"},
      {{0x03, 0x00, 0x81, 0xbf}, "s_endpgm 3"},
      {{0x02, 0x00, 0x92, 0xbf}, "s_trap 2"},
  });
}

TEST_CASE("scalar: SMEM offsets and data", "[scalar][decode]") {
  checkGoldens({
      {{0x02, 0x00, 0x06, 0xc0, 0x10, 0x00, 0x00, 0x00}, "s_load_dwordx2 s[0:1], s[4:5], 0x10"},
      {{0x00, 0x00, 0x01, 0xc0, 0x02, 0x00, 0x00, 0x00}, "s_load_dword s0, s[0:1], s2 glc"},
      {{0x41, 0x40, 0x02, 0xc0, 0x10, 0x00, 0x00, 0x08}, "s_load_dword s1, s[2:3], s4 offset:0x10"},
      {{0x41, 0x00, 0x40, 0xc0, 0x7c, 0x00, 0x00, 0x00}, "s_store_dword s1, s[2:3], m0"},
      {{0x04, 0x01, 0x07, 0xc2, 0x10, 0x00, 0x00, 0x00}, "s_atomic_cmpswap s[4:5], s[8:9], 0x10 glc"},
      {{0x86, 0x00, 0x8a, 0xc1, 0xff, 0xff, 0x0f, 0x00},
       "s_buffer_atomic_add_x2 s[2:3], s[12:15], 0xfffff"},
      {{0x00, 0x00, 0x90, 0xc0, 0x00, 0x00, 0x00, 0x00}, "s_memtime s[0:1]"},
      {{0x00, 0x00, 0x80, 0xc0, 0x00, 0x00, 0x00, 0x00}, "s_dcache_inv"},
      {{0xc2, 0x01, 0x9a, 0xc0, 0x01, 0x00, 0x00, 0x00}, "s_atc_probe 7, s[4:5], 0x1"},
      {{0x01, 0x00, 0xa4, 0xc0, 0x04, 0x00, 0x00, 0x00}, "s_dcache_discard_x2 s[2:3], s4"},
      {{0x35, 0x1c, 0x0a, 0xc0, 0x00, 0x00, 0x00, 0x00}, "s_load_dwordx4 ttmp[4:7], vcc, 0x0"},
      // from llvm-objdump: negative offset, and the IMM=0 forms
      {wordBytes({0xC02A0104, 0x001FFFF0}), "s_buffer_load_dwordx4 s[4:7], s[8:11], -0x10"},
      {wordBytes({0xC0000104, 0x00000065}), "s_load_dword s4, s[8:9], s101"},
      {wordBytes({0xC0004104, 0x00000002}), "s_load_dword s4, s[8:9], s0"},
  });
}

// Vega ISA "SGPR Alignment": llvm-objdump ignores the low bits of an
// unaligned SGPR tuple and names wider tuples of special registers by pair.
TEST_CASE("scalar: unaligned and special register tuples", "[scalar][decode]") {
  checkGoldens({
      {wordBytes({0xC0060041, 0x00000000}), "s_load_dwordx2 s[0:1], s[2:3], 0x0"},
      {wordBytes({0x868D0301}), "s_and_b64 s[12:13], s[0:1], s[2:3]"},
      {wordBytes({0xC00A1A04, 0x00000000}), "s_load_dwordx4 xnack_mask, s[8:9], 0x0"},
  });
}

// Encodings llvm-objdump prints as .long: no register of the operand's width
// (exec_hi as a pair, s[100:115], reserved source 249), an immediate on an
// instruction without operands, an SMEM IMM bit without an address.
TEST_CASE("scalar: encodings LLVM rejects", "[scalar][decode]") {
  const uint32_t rejected[][2] = {
      {0xBE80017F, 0}, {0xC0121904, 0}, {0xBE8000F9, 0}, {0xBF830001, 0}, {0xC0820000, 0}};
  for (Target t : kTargets) {
    for (const auto& w : rejected) {
      INFO(targetName(t) << ": " << std::hex << w[0]);
      CHECK(decode(t, wordBytes({w[0], w[1]})).status == DecodeStatus::Invalid);
    }
  }
}
