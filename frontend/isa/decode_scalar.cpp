// Scalar family decoder: SOP2, SOPK, SOP1, SOPC, SOPP and SMEM (field layouts
// in Vega ISA "Microcode Formats"). Fields are copied into Inst as they are;
// an encoding is rejected exactly where llvm-objdump-15 rejects it: operand
// codes that name no register of the operand's width, a SOPP immediate on an
// instruction that takes none, an SMEM IMM bit on an instruction without an
// address.
#include "isa/decode_detail.h"

namespace gcnjit::detail {
namespace {

bool isRegisterType(OpType t) { return dwordCount(t) > 0; }
bool isImmediateType(OpType t) { return t != OpType::None && !isRegisterType(t); }

// Operand codes 0..127 as a tuple of `dwords` registers (Vega ISA "SSRC0"
// table). SGPR and TTMP tuples are aligned down and must end within s103 /
// ttmp15 (LLVM's register classes); the special registers exist as single
// dwords, and vcc, exec, flat_scratch, xnack_mask and null also as pairs,
// which LLVM accepts for 4-dword operands too.
bool validScalarRegister(uint16_t code, int dwords) {
  unsigned align = opnd::sgprAlignment(dwords);
  if (code <= 101) return code / align * align + dwords <= 104;
  if (code >= 108 && code <= 123) return (code - 108u) / align * align + dwords <= 16;
  if (dwords == 1) return code <= 127;
  if (dwords > 4) return false;
  return code == 102 || code == 104 || code == 106 || code == 125 || code == 126;
}

// Any 8-bit scalar source: registers, inline constants (128-208, 240-248),
// aperture registers (235-239), src_vccz/execz/scc (251-253),
// src_lds_direct (254, 32-bit only) and the literal (255).
bool validScalarSource(uint16_t code, int dwords) {
  if (code < 128) return validScalarRegister(code, dwords);
  if (code <= 208 || code == 255) return true;
  if (code >= 235 && code <= 248) return true;
  if (code >= 251 && code <= 253) return true;
  return code == 254 && dwords == 1;
}

int32_t signExtend16(uint32_t v) { return int32_t(int16_t(uint16_t(v))); }

// A 16-bit immediate as the row's column type reads it: branch offsets and
// Simm16 are signed, the special encodings (waitcnt, hwreg...) raw.
int32_t immediateOf(OpType t, uint32_t simm16) {
  return t == OpType::Simm16 || t == OpType::Label ? signExtend16(simm16) : int32_t(simm16);
}

// Register destination from the SDST field; false if the code is invalid.
bool setDst(Inst& inst, uint16_t code) {
  if (!isRegisterType(inst.desc().dst)) return true;  // field unused
  inst.dst = code;
  return validScalarRegister(code, dwordCount(inst.desc().dst));
}

// Register source `i` from an SSRC field; false if the code is invalid.
bool setSrc(Inst& inst, int i, uint16_t code, OpType type) {
  inst.src[i] = code;
  return validScalarSource(code, dwordCount(type));
}

// A source code of 255 reads the dword after the instruction as a literal
// (shared by all sources of the instruction).
int sizeWithLiteral(const DecodeCtx& ctx, Inst& inst) {
  bool wantsLiteral = false;
  for (uint16_t s : inst.src) wantsLiteral |= s == opnd::kLiteral;
  if (!wantsLiteral) return 4;
  if (!ctx.has(2)) return -1;
  inst.hasLiteral = true;
  inst.literal = ctx.word(1);
  return 8;
}

// SOP2: SSRC0 [7:0], SSRC1 [15:8], SDST [22:16], OP [29:23].
int decodeSop2(const DecodeCtx& ctx, Inst& inst) {
  uint32_t w = ctx.word(0);
  if (!matchOpcode(ctx, Format::SOP2, int(bits(w, 29, 23)), inst)) return 0;
  const InstDesc& d = inst.desc();
  if (!setDst(inst, uint16_t(bits(w, 22, 16)))) return 0;
  if (!setSrc(inst, 0, uint16_t(bits(w, 7, 0)), d.src0)) return 0;
  if (!setSrc(inst, 1, uint16_t(bits(w, 15, 8)), d.src1)) return 0;
  return sizeWithLiteral(ctx, inst);
}

// SOPK: SIMM16 [15:0], SDST [22:16], OP [27:23]. The SDST field is the
// destination, or the register source of rows without one (s_cmpk_*,
// s_setreg_b32, s_cbranch_i_fork); SIMM16 fills the immediate column;
// s_setreg_imm32_b32 (Imm32 column) is followed by a literal.
int decodeSopk(const DecodeCtx& ctx, Inst& inst) {
  uint32_t w = ctx.word(0);
  if (!matchOpcode(ctx, Format::SOPK, int(bits(w, 27, 23)), inst)) return 0;
  const InstDesc& d = inst.desc();
  uint16_t sdst = uint16_t(bits(w, 22, 16));
  if (isRegisterType(d.dst)) {
    if (!setDst(inst, sdst)) return 0;
    sdst = opnd::kNone;
  }
  const OpType srcTypes[] = {d.src0, d.src1};
  for (int i = 0; i < 2; ++i) {
    OpType t = srcTypes[i];
    if (isRegisterType(t) && sdst != opnd::kNone) {
      inst.src[i] = sdst;
      if (!validScalarRegister(sdst, dwordCount(t))) return 0;
      sdst = opnd::kNone;
    } else if (t == OpType::Imm32) {
      inst.src[i] = opnd::kLiteral;
    } else if (isImmediateType(t)) {
      inst.imm = immediateOf(t, bits(w, 15, 0));
    }
  }
  return sizeWithLiteral(ctx, inst);
}

// SOP1: SSRC0 [7:0], OP [15:8], SDST [22:16].
int decodeSop1(const DecodeCtx& ctx, Inst& inst) {
  uint32_t w = ctx.word(0);
  if (!matchOpcode(ctx, Format::SOP1, int(bits(w, 15, 8)), inst)) return 0;
  const InstDesc& d = inst.desc();
  if (!setDst(inst, uint16_t(bits(w, 22, 16)))) return 0;
  if (isRegisterType(d.src0) && !setSrc(inst, 0, uint16_t(bits(w, 7, 0)), d.src0)) return 0;
  return sizeWithLiteral(ctx, inst);
}

// SOPC: SSRC0 [7:0], SSRC1 [15:8], OP [22:16]. s_set_gpr_idx_on reads the
// SSRC1 field as its mode bits (Vega ISA "SOPC Instructions").
int decodeSopc(const DecodeCtx& ctx, Inst& inst) {
  uint32_t w = ctx.word(0);
  if (!matchOpcode(ctx, Format::SOPC, int(bits(w, 22, 16)), inst)) return 0;
  const InstDesc& d = inst.desc();
  if (!setSrc(inst, 0, uint16_t(bits(w, 7, 0)), d.src0)) return 0;
  if (isImmediateType(d.src1))
    inst.imm = int32_t(bits(w, 15, 8));
  else if (!setSrc(inst, 1, uint16_t(bits(w, 15, 8)), d.src1))
    return 0;
  return sizeWithLiteral(ctx, inst);
}

// SOPP: SIMM16 [15:0], OP [22:16].
int decodeSopp(const DecodeCtx& ctx, Inst& inst) {
  uint32_t w = ctx.word(0);
  if (!matchOpcode(ctx, Format::SOPP, int(bits(w, 22, 16)), inst)) return 0;
  OpType t = inst.desc().src0;
  uint32_t simm16 = bits(w, 15, 0);
  if (t == OpType::None) return simm16 == 0 ? 4 : 0;
  inst.imm = immediateOf(t, simm16);
  return 4;
}

// SMEM, two dwords: SBASE [5:0] (SGPR pair number), SDATA [12:6], SOE [14],
// NV [15], GLC [16], IMM [17], OP [25:18]; OFFSET [52:32], SOFFSET [63:57].
// Address offset by IMM/SOE (MI100 ISA "Scalar Memory Addressing"):
//   IMM=1 SOE=0: OFFSET (signed 21 bits)   IMM=1 SOE=1: SOFFSET + OFFSET
//   IMM=0 SOE=0: SGPR in OFFSET[6:0]       IMM=0 SOE=1: SOFFSET
int decodeSmem(const DecodeCtx& ctx, Inst& inst) {
  if (!ctx.has(2)) return -1;
  uint32_t w0 = ctx.word(0), w1 = ctx.word(1);
  if (!matchOpcode(ctx, Format::SMEM, int(bits(w0, 25, 18)), inst)) return 0;
  const InstDesc& d = inst.desc();
  auto& m = inst.mem;
  m.glc = bits(w0, 16, 16);
  m.nv = bits(w0, 15, 15);
  m.immOffset = bits(w0, 17, 17);
  bool soe = bits(w0, 14, 14);

  // Data: stored/swapped data (src1), else returned data (dst); the
  // s_atc_probe mode is an immediate in the same field.
  OpType data = d.src1 != OpType::None ? d.src1 : d.dst;
  uint16_t sdata = uint16_t(bits(w0, 12, 6));
  if (isRegisterType(data)) {
    m.sdata = sdata;
    if (!validScalarRegister(sdata, dwordCount(data))) return 0;
  } else if (isImmediateType(data)) {
    inst.imm = sdata;
  }

  // Without an address (cache invalidates, clocks) LLVM requires IMM = 0.
  if (d.src0 == OpType::None) return m.immOffset ? 0 : 8;

  m.sbase = uint16_t(bits(w0, 5, 0) * 2);
  if (!validScalarRegister(m.sbase, dwordCount(d.src0))) return 0;

  if (m.immOffset) m.offset = int32_t(bits(w1, 20, 0) << 11) >> 11;
  if (soe)
    m.soffset = uint16_t(bits(w1, 31, 25));
  else if (!m.immOffset)
    m.soffset = uint16_t(bits(w1, 6, 0));
  return 8;
}

}  // namespace

int decodeScalar(Format f, const DecodeCtx& ctx, Inst& inst) {
  switch (f) {
    case Format::SOP2: return decodeSop2(ctx, inst);
    case Format::SOPK: return decodeSopk(ctx, inst);
    case Format::SOP1: return decodeSop1(ctx, inst);
    case Format::SOPC: return decodeSopc(ctx, inst);
    case Format::SOPP: return decodeSopp(ctx, inst);
    case Format::SMEM: return decodeSmem(ctx, inst);
    default: return 0;
  }
}

}  // namespace gcnjit::detail
