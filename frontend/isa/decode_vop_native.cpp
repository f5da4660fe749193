// VOP1, VOP2 and VOPC in their 32-bit encodings (Vega ISA "Microcode
// Formats": VOP1, VOP2, VOPC), including the SDWA and DPP second words that
// SRC0 = 0xF9 / 0xFA select (sections "SDWA", "SDWAB", "DPP"). Fields are
// copied into Inst (columns as in isa/vop_native_columns.h); an encoding is
// rejected exactly where llvm-objdump-15 rejects it.
#include "isa/decode_detail.h"
#include "isa/vop_native_columns.h"

namespace gcnjit::detail {
namespace {

constexpr uint16_t kVcc = 106;           // VCC_LO in the scalar source space
constexpr uint16_t kSdwaSrc0 = 0xF9;     // SRC0 value selecting an SDWA word
constexpr uint16_t kDppSrc0 = 0xFA;      // SRC0 value selecting a DPP word
constexpr uint8_t kReservedSel = 7;      // SDWA select 7 is reserved (llvm-objdump aborts on it)

struct VopFields {
  unsigned opcode, vdst, vsrc1, src0;
};

VopFields fieldsOf(Format f, uint32_t w) {
  switch (f) {
    case Format::VOP1: return {bits(w, 16, 9), bits(w, 24, 17), 0, bits(w, 8, 0)};
    case Format::VOP2: return {bits(w, 30, 25), bits(w, 24, 17), bits(w, 16, 9), bits(w, 8, 0)};
    default: return {bits(w, 24, 17), 0, bits(w, 16, 9), bits(w, 8, 0)};  // VOPC
  }
}

// Scalar codes (below 256) of the 9-bit source field that name a value of
// `dwords` registers (Vega ISA "SSRC0"); the literal, 255, is the callers'
// business. 64-bit operands have no odd special register halves, no M0 and
// no LDS_DIRECT; 209-234 and 249/250 (SDWA/DPP) are reserved.
bool validScalarCode(unsigned code, int dwords) {
  if (code >= 209 && code <= 234) return false;
  if (code == 249 || code == 250 || code == 255) return false;
  if (dwords == 1) return true;
  switch (code) {
    case 103: case 105: case 107: case 124: case 127: case 254: return false;
  }
  return true;
}

bool fitsVgprs(unsigned first, int dwords) { return first + unsigned(dwords) <= 256; }

// A register operand code for the 9-bit SRC0 field (VGPRs at 256+).
bool validSource(unsigned code, int dwords) {
  if (code >= 256) return fitsVgprs(code - 256, dwords);
  return validScalarCode(code, dwords);
}

int width(const InstDesc& d, int column) { return dwordCount(columnType(d, column)); }

// The implicit VCC operands of the 32-bit, SDWA and DPP forms.
void setImplicitVcc(const InstDesc& d, const VopColumns& c, Inst& inst) {
  if (c.carryIn >= 0) inst.src[c.carryIn] = kVcc;
  if (d.format == Format::VOPC || d.has(iflag::CarryOut)) inst.sdst = kVcc;
}

// VDST of VOP1/VOP2: a VGPR, an SGPR code (v_readfirstlane_b32, decoded like
// a scalar source), or must be zero when the row has no destination.
bool decodeVdst(const InstDesc& d, unsigned vdst, Inst& inst) {
  if (d.dst == OpType::None) return vdst == 0;
  if (d.has(iflag::SgprDst)) {
    inst.dst = uint16_t(vdst);
    return vdst == opnd::kLiteral || validScalarCode(vdst, dwordCount(d.dst));
  }
  inst.dst = opnd::vgpr(vdst);
  return fitsVgprs(vdst, dwordCount(d.dst));
}

// --- SDWA (Vega ISA "SDWA", "SDWAB") --------------------------------------

// A source of the SDWA word: an 8-bit register number and the S bit choosing
// the scalar source space (there without the literal).
bool sdwaSource(unsigned reg, bool scalar, uint16_t& code) {
  code = scalar ? uint16_t(reg) : opnd::vgpr(reg);
  return !scalar || validScalarCode(reg, 1);
}

// Modifier bits of an SDWA source: float sources take neg/abs, integer ones
// sext; bits a source cannot take must be zero (LLVM's decoder tables).
bool sdwaModifiers(OpType t, unsigned sext, unsigned neg, unsigned abs, int i, Inst& inst) {
  if (isFloat(t)) {
    if (sext) return false;
    inst.neg |= uint8_t(neg << i);
    inst.abs |= uint8_t(abs << i);
  } else {
    if (neg || abs) return false;
    (i == 0 ? inst.sdwa.src0Sext : inst.sdwa.src1Sext) = uint8_t(sext);
  }
  return true;
}

int decodeSdwa(Format f, const InstDesc& d, const VopFields& v, const VopColumns& c,
               uint32_t w1, Inst& inst) {
  inst.form = Form::Sdwa;
  inst.sdwa.src0Sel = uint8_t(bits(w1, 18, 16));
  if (inst.sdwa.src0Sel == kReservedSel) return 0;
  if (!sdwaSource(bits(w1, 7, 0), bits(w1, 23, 23), inst.src[c.src0])) return 0;
  if (!sdwaModifiers(columnType(d, c.src0), bits(w1, 19, 19), bits(w1, 20, 20),
                     bits(w1, 21, 21), 0, inst))
    return 0;

  if (f == Format::VOPC) {  // SDWAB: SD selects SDST over VCC
    inst.sdwa.sdstValid = bits(w1, 15, 15);
    if (inst.sdwa.sdstValid) {
      unsigned sdst = bits(w1, 14, 8);
      if (!validScalarCode(sdst, 2)) return 0;
      inst.sdst = uint16_t(sdst);
    }
  } else {
    if (!decodeVdst(d, v.vdst, inst)) return 0;
    inst.sdwa.dstSel = uint8_t(bits(w1, 10, 8));
    inst.sdwa.dstUnused = uint8_t(bits(w1, 12, 11));
    inst.clamp = bits(w1, 13, 13);
    inst.omod = uint8_t(bits(w1, 15, 14));
    if (inst.sdwa.dstSel == kReservedSel) return 0;
    if (inst.omod && !isFloat(d.dst)) return 0;  // omod only on float results
  }

  if (c.vsrc1 < 0) {  // VOP1: the SRC1 half of the word must be zero (bit 62 is free)
    return bits(w1, 29, 24) == 0 && bits(w1, 31, 31) == 0 ? 8 : 0;
  }
  inst.sdwa.src1Sel = uint8_t(bits(w1, 26, 24));
  if (inst.sdwa.src1Sel == kReservedSel) return 0;
  if (!sdwaSource(v.vsrc1, bits(w1, 31, 31), inst.src[c.vsrc1])) return 0;
  if (!sdwaModifiers(columnType(d, c.vsrc1), bits(w1, 27, 27), bits(w1, 28, 28),
                     bits(w1, 29, 29), 1, inst))
    return 0;
  return 8;
}

// --- DPP (Vega ISA "DPP") --------------------------------------------------

bool rowHasFloatSource(const InstDesc& d) {
  return isFloat(d.src0) || isFloat(d.src1) || isFloat(d.src2);
}

// neg/abs bits of a DPP source. They exist when the row has a float source
// (integer sources of such rows read the neg bit as sext) or IntSrcMods;
// otherwise, and for an absent source, they must be zero.
bool dppModifiers(const InstDesc& d, int column, unsigned neg, unsigned abs, int i, Inst& inst) {
  bool hasMods = column >= 0 && (rowHasFloatSource(d) || d.has(iflag::IntSrcMods));
  if (!hasMods) return !neg && !abs;
  inst.neg |= uint8_t(neg << i);
  inst.abs |= uint8_t(abs << i);
  return true;
}

int decodeDpp(const InstDesc& d, const VopFields& v, const VopColumns& c, uint32_t w1, Inst& inst) {
  inst.form = Form::Dpp;
  if (!decodeVdst(d, v.vdst, inst)) return 0;
  inst.src[c.src0] = opnd::vgpr(bits(w1, 7, 0));
  inst.dpp.ctrl = uint16_t(bits(w1, 16, 8));
  inst.dpp.boundCtrl = bits(w1, 19, 19);
  inst.dpp.bankMask = uint8_t(bits(w1, 27, 24));
  inst.dpp.rowMask = uint8_t(bits(w1, 31, 28));
  if (!dppModifiers(d, c.src0, bits(w1, 20, 20), bits(w1, 21, 21), 0, inst)) return 0;
  if (!dppModifiers(d, c.vsrc1, bits(w1, 22, 22), bits(w1, 23, 23), 1, inst)) return 0;
  if (c.vsrc1 >= 0) inst.src[c.vsrc1] = opnd::vgpr(v.vsrc1);
  return 8;
}

// --- 32-bit encoding ---------------------------------------------------------

int decodeE32(const InstDesc& d, const VopFields& v, const VopColumns& c, const DecodeCtx& ctx,
              Inst& inst) {
  if (d.format != Format::VOPC && !decodeVdst(d, v.vdst, inst)) return 0;
  bool literal = c.literal >= 0 || inst.dst == opnd::kLiteral;
  if (c.src0 >= 0) {
    if (d.has(iflag::SwapSrc)) {
      inst.src[c.src0] = opnd::vgpr(v.src0 & 0xff);  // a VGPR whatever bit 8 says
    } else {
      inst.src[c.src0] = uint16_t(v.src0);
      if (v.src0 == opnd::kLiteral) literal = true;
      else if (!validSource(v.src0, width(d, c.src0))) return 0;
    }
  }
  if (c.vsrc1 >= 0) {
    inst.src[c.vsrc1] = opnd::vgpr(v.vsrc1);
    if (!fitsVgprs(v.vsrc1, width(d, c.vsrc1))) return 0;
  }
  if (c.literal >= 0) inst.src[c.literal] = opnd::kLiteral;
  if (!literal) return 4;
  if (!ctx.has(2)) return -1;
  inst.hasLiteral = true;
  inst.literal = ctx.word(1);
  return 8;
}

}  // namespace

int decodeVopNative(Format f, const DecodeCtx& ctx, Inst& inst) {
  VopFields v = fieldsOf(f, ctx.word(0));
  if (!matchOpcode(ctx, f, int(v.opcode), inst)) return 0;
  const InstDesc& d = inst.desc();
  VopColumns c = vopColumnsOf(d);
  setImplicitVcc(d, c, inst);
  // Rows without sources (v_nop, v_clrexcp) ignore SRC0; v_swap_b32 reads it
  // as a VGPR number, so neither has an SDWA or DPP form to select.
  bool selects = c.src0 >= 0 && !d.has(iflag::SwapSrc);
  if (selects && (v.src0 == kSdwaSrc0 || v.src0 == kDppSrc0)) {
    bool sdwa = v.src0 == kSdwaSrc0;
    if (d.has(sdwa ? iflag::NoSdwa : iflag::NoDpp)) return 0;
    if (!ctx.has(2)) return -1;
    return sdwa ? decodeSdwa(f, d, v, c, ctx.word(1), inst) : decodeDpp(d, v, c, ctx.word(1), inst);
  }
  return decodeE32(d, v, c, ctx, inst);
}

}  // namespace gcnjit::detail
