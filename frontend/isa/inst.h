// A decoded instruction: the table row it matched plus the fields of its
// encoding, copied out of the words without reinterpretation. Per-format
// decoders (isa/decode_*.cpp) fill the groups their format has; the printer,
// the lifter and the fuzzer read them.
#pragma once
#include <cstdint>

#include "isa/inst_desc.h"

namespace gcnjit {

// Which concrete encoding an instruction came in. VOP1/VOP2/VOPC rows may also
// arrive as their VOP3 form (E64, also VINTRP rows), as SDWA or as DPP.
enum class Form : uint8_t { Native, E64, Sdwa, Dpp };

// Operand codes: one numbering for every register operand, so the printer and
// the lifter handle sources and destinations alike.
//   0..255    the 9-bit scalar source space of the ISA (SGPRs, VCC, EXEC, M0,
//             TTMPs, inline constants, 255 = literal)
//   256..511  VGPR0..255
//   512..767  AccVGPR0..255 (gfx908)
namespace opnd {
inline constexpr uint16_t kLiteral = 255;
inline constexpr uint16_t kVgpr0 = 256;
inline constexpr uint16_t kAgpr0 = 512;
inline constexpr uint16_t kNone = 0xffff;
inline constexpr uint16_t vgpr(unsigned n) { return uint16_t(kVgpr0 + n); }
inline constexpr uint16_t agpr(unsigned n) { return uint16_t(kAgpr0 + n); }
inline constexpr bool isVgpr(uint16_t c) { return c >= kVgpr0 && c < kAgpr0; }
inline constexpr bool isAgpr(uint16_t c) { return c >= kAgpr0 && c < kAgpr0 + 256; }
// Inline constants: integers 128-208 and floats 240-248 (Vega ISA "SSRC0").
inline constexpr bool isInlineConstant(unsigned c) {
  return (c >= 128 && c <= 208) || (c >= 240 && c <= 248);
}
// An inline constant or the literal: what a register-only operand rejects.
inline constexpr bool isConstant(unsigned c) { return isInlineConstant(c) || c == kLiteral; }
// SGPR and TTMP tuples start at a multiple of this (Vega ISA "SGPR
// Alignment"); the low bits of an unaligned code are ignored, as LLVM does.
inline constexpr unsigned sgprAlignment(int dwords) { return dwords >= 4 ? 4 : dwords == 2 ? 2 : 1; }
}  // namespace opnd

struct Inst {
  InstId id{};
  Form form = Form::Native;
  uint8_t size = 0;           // bytes, including a trailing literal
  uint32_t words[3] = {};     // raw encoding words (literal in the last one used)

  // Register/constant operands as operand codes (kNone when absent).
  uint16_t dst = opnd::kNone;
  uint16_t sdst = opnd::kNone;  // VOP3B / VOPC-e64 scalar destination
  uint16_t src[3] = {opnd::kNone, opnd::kNone, opnd::kNone};
  bool hasLiteral = false;
  uint32_t literal = 0;

  // VOP3 / VOP3P modifiers (bit i = source i)
  uint8_t neg = 0, abs = 0, negHi = 0;
  uint8_t opSel = 0, opSelHi = 0;  // bit 3 of opSel: destination
  bool clamp = false;
  uint8_t omod = 0;

  // SDWA (Vega ISA "SDWA"): selects and sign extension/modifiers per source
  struct {
    uint8_t dstSel = 0, dstUnused = 0, src0Sel = 0, src1Sel = 0;
    uint8_t src0Sext = 0, src1Sext = 0;
    bool sdstValid = false;  // VOPC SDWA: sdst field used instead of VCC
  } sdwa;

  // DPP (Vega ISA "DPP"): lane control and row/bank masks
  struct {
    uint16_t ctrl = 0;
    uint8_t rowMask = 0xf, bankMask = 0xf;
    bool boundCtrl = false;
  } dpp;

  // Scalar immediates: SOPK/SOPP simm16 (sign-extended for Simm16/Label
  // columns), the s_set_gpr_idx_on mode, the s_atc_probe mode (the SMEM
  // offset is mem.offset)
  int32_t imm = 0;

  // Memory fields (SMEM, DS, MUBUF, MTBUF, MIMG, FLAT/GLOBAL/SCRATCH, EXP)
  struct {
    int32_t offset = 0;           // byte offset (DS: offset0|offset1<<8 split below)
    uint8_t offset0 = 0, offset1 = 0;
    bool glc = false, slc = false, nv = false, tfe = false, lwe = false;
    bool gds = false, lds = false, offen = false, idxen = false, addr64 = false;
    bool immOffset = false;       // SMEM: offset is an immediate (IMM bit)
    bool unorm = false, da = false, r128 = false, d16 = false;
    bool a16 = false;             // MIMG bit 15 on gfx9 (R128 before Vega)
    uint8_t dmask = 0, dfmt = 0, nfmt = 0;
    uint16_t vaddr = opnd::kNone, vdata = opnd::kNone, vdata1 = opnd::kNone;
    uint16_t saddr = opnd::kNone, srsrc = opnd::kNone, ssamp = opnd::kNone;
    uint16_t soffset = opnd::kNone, sbase = opnd::kNone, sdata = opnd::kNone;
    // EXP
    uint8_t target = 0, en = 0;
    bool compr = false, done = false, vm = false;
    uint16_t vsrc[4] = {opnd::kNone, opnd::kNone, opnd::kNone, opnd::kNone};
  } mem;

  // VOP3P matrix instructions (MI100 ISA "MAI"): broadcast controls
  struct {
    uint8_t cbsz = 0, abid = 0, blgp = 0;
  } mai;

  // Interpolation (VINTRP and its VOP3 forms, V_INTERP_*_F16): the Attr operand
  struct {
    uint8_t attr = 0, chan = 0;
    bool high = false;  // VOP3 f16 forms: use the high half of the attribute
  } interp;

  const InstDesc& desc() const { return instDesc(id); }
};

}  // namespace gcnjit
