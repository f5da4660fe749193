// VOP3P: packed 16-bit math and dot products (Vega ISA "VOP3P Instructions"
// and "Packed Math"; gfx906 dot products), the gfx908 matrix instructions
// and AccVGPR moves (MI100 ISA, seed 001, "Matrix Arithmetic Instructions").
//
// Packed operands: OP_SEL bit i picks the half of source i feeding the low
// result, OP_SEL_HI bit i the half feeding the high result; NEG / NEG_HI
// negate the low / high half of float sources (seed 000 "VOP3P" fields).
#include <vector>

#include "ir/matrix.h"
#include "lift/lift_context.h"
#include "lift/lift_table.h"

namespace gcnjit::lift {
namespace {

using ir::MfmaInput;
using ir::MfmaShape;

bool bit(unsigned bits, int i) { return ((bits >> i) & 1) != 0; }

// --- packed operands ---------------------------------------------------------

struct Halves {
  V lo, hi;  // v64i16 or v64f16
};

// The dword of packed source i. An inline constant is its 16-bit value in
// the low half; what its high half reads as is not documented, so selecting
// it is not lifted.
V packedWord(LiftContext& c, int i, bool isFloat) {
  std::uint16_t code = c.inst.src[i];
  if (!opnd::isInlineConstant(code)) return c.vreg(code, 0, i);
  if (bit(c.inst.opSel | c.inst.opSelHi, i)) c.unsupported("the high half of an inline constant is not documented");
  return c.vec(c.sread32(code, isFloat ? OpType::F16 : OpType::I16));
}

V halfOf(LiftContext& c, V word, bool high) {
  if (high) word = c.emit(Op::LShr, {word, c.vc32(16)});
  return c.trunc(word, Elem::I16);
}

Halves intHalves(LiftContext& c, int i) {
  if (bit(c.inst.neg | c.inst.negHi, i)) c.unsupported("neg_lo/neg_hi on an integer operand");
  V word = packedWord(c, i, false);
  return {halfOf(c, word, bit(c.inst.opSel, i)), halfOf(c, word, bit(c.inst.opSelHi, i))};
}

Halves floatHalves(LiftContext& c, int i) {
  V word = packedWord(c, i, true);
  V lo = c.bitcast(halfOf(c, word, bit(c.inst.opSel, i)), Elem::F16);
  V hi = c.bitcast(halfOf(c, word, bit(c.inst.opSelHi, i)), Elem::F16);
  if (bit(c.inst.neg, i)) lo = c.emit(Op::FNeg, {lo});
  if (bit(c.inst.negHi, i)) hi = c.emit(Op::FNeg, {hi});
  return {lo, hi};
}

// Two 16-bit halves as one dword (lo in bits 15:0).
V joinHalves(LiftContext& c, Halves h) {
  V lo = c.zext(c.bitcast(h.lo, Elem::I16), Elem::I32);
  V hi = c.zext(c.bitcast(h.hi, Elem::I16), Elem::I32);
  return c.emit(Op::Or, {lo, c.emit(Op::Shl, {hi, c.vc32(16)})});
}

void writeDword(LiftContext& c, V value) { c.vregWrite(c.inst.dst, 0, value, c.writeMask(), LiftContext::kDstSlot); }

// A plain 32-bit source of a VOP3P row (dot products): OP_SEL has no
// meaning for it (OP_SEL_HI is set by default and ignored).
V dwordSource(LiftContext& c, int i) {
  if (bit(c.inst.opSel, i)) c.unsupported("op_sel on a 32-bit operand");
  return c.vreg(c.inst.src[i], 0, i);
}

// --- packed math -----------------------------------------------------------

// One half's computation from the halves of sources 0..2 (unused ones null).
using HalfFn = V (*)(LiftContext&, V a, V b, V cc);

void packed(LiftContext& c, int numSources, bool isFloat, HalfFn fn) {
  Halves src[3] = {};
  for (int i = 0; i < numSources; ++i) src[i] = isFloat ? floatHalves(c, i) : intHalves(c, i);
  Halves result{fn(c, src[0].lo, src[1].lo, src[2].lo), fn(c, src[0].hi, src[1].hi, src[2].hi)};
  if (isFloat && c.clamp()) {
    result.lo = c.emit(Op::FClamp01, {result.lo});
    result.hi = c.emit(Op::FClamp01, {result.hi});
  }
  writeDword(c, joinHalves(c, result));
}

// Rows whose clamp bit has no documented meaning.
void requireNoClamp(LiftContext& c) {
  if (c.clamp()) c.unsupported("clamp has no documented meaning for this instruction");
}

template <Op kOp>
V binary(LiftContext& c, V a, V b, V) { return c.emit(kOp, {a, b}); }
// The *REV shifts: D = S1 shifted by S0 (the amount modulo 16, S0[3:0]).
template <Op kOp>
V reversed(LiftContext& c, V a, V b, V) { return c.emit(kOp, {b, a}); }
V fma16(LiftContext& c, V a, V b, V cc) { return c.emit(Op::FFma, {a, b, cc}); }
V mad16(LiftContext& c, V a, V b, V cc) { return c.emit(Op::Add, {c.emit(Op::Mul, {a, b}), cc}); }

// With clamp, the exact a * b + c saturates to 16 bits (it fits in 32 bits).
V madU16Sat(LiftContext& c, V a, V b, V cc) {
  V exact = c.emit(Op::Add, {c.emit(Op::Mul, {c.zext(a, Elem::I32), c.zext(b, Elem::I32)}), c.zext(cc, Elem::I32)});
  return c.trunc(c.emit(Op::UMin, {exact, c.vc32(0xffff)}), Elem::I16);
}
V madI16Sat(LiftContext& c, V a, V b, V cc) {
  V exact = c.emit(Op::Add, {c.emit(Op::Mul, {c.sext(a, Elem::I32), c.sext(b, Elem::I32)}), c.sext(cc, Elem::I32)});
  V low = c.emit(Op::SMax, {exact, c.vc32(0xffff8000)});
  return c.trunc(c.emit(Op::SMin, {low, c.vc32(0x7fff)}), Elem::I16);
}

// Add/sub: the clamp bit saturates (as the VOP3 16-bit integer ops).
template <Op kWrap, Op kSat>
void addSub(LiftContext& c) { packed(c, 2, false, c.clamp() ? binary<kSat> : binary<kWrap>); }

// Min/max results are in range, so clamp leaves them unchanged.
template <Op kOp>
void minMax(LiftContext& c) { packed(c, 2, false, binary<kOp>); }

template <Op kOp>
void shift(LiftContext& c) {
  requireNoClamp(c);
  packed(c, 2, false, reversed<kOp>);
}

void vPkMulLoU16(LiftContext& c) {
  requireNoClamp(c);
  packed(c, 2, false, binary<Op::Mul>);
}
void vPkMadU16(LiftContext& c) { packed(c, 3, false, c.clamp() ? madU16Sat : mad16); }
void vPkMadI16(LiftContext& c) { packed(c, 3, false, c.clamp() ? madI16Sat : mad16); }

template <Op kOp>
void floatBinary(LiftContext& c) { packed(c, 2, true, binary<kOp>); }
void vPkFmaF16(LiftContext& c) { packed(c, 3, true, fma16); }

// --- mixed precision (gfx906+) --------------------------------------------

// Source i of V_FMA_MIX_*: OP_SEL_HI[i] = 0 reads the f32 dword, 1 the f16
// half OP_SEL[i] picks, converted to f32 as V_CVT_F32_F16; NEG_HI is ABS
// (seed 000 "VOP3P Instructions", V_MAD_MIX_F32). Whether an inline constant
// read as f16 is an f16 or an f32 constant is not documented.
V mixSource(LiftContext& c, int i) {
  std::uint16_t code = c.inst.src[i];
  V value;
  if (bit(c.inst.opSelHi, i)) {
    if (opnd::isInlineConstant(code)) c.unsupported("an inline constant read as f16 is not documented");
    V half = c.bitcast(halfOf(c, c.vreg(code, 0, i), bit(c.inst.opSel, i)), Elem::F16);
    value = c.emitTyped(Op::FPExt, Type::vector(Elem::F32), {half});
  } else {
    if (bit(c.inst.opSel, i)) c.unsupported("op_sel on an f32 operand");
    value = c.bitcast(c.vreg(code, 0, i), Elem::F32);
  }
  if (bit(c.inst.abs, i)) value = c.emit(Op::FAbs, {value});
  if (bit(c.inst.neg, i)) value = c.emit(Op::FNeg, {value});
  return value;
}

// S0 * S1 + S2 in f32; CLAMP clamps to [0, 1]. V_FMA_MIX_* (gfx906+) are
// fused (MI100 ISA "Packed Math": "The Multiply-add is performed as an
// FMA"); gfx900's V_MAD_MIX_* are unfused with denormals flushed like every
// Vega V_MAD_* row (FMad), as LLVM selects them only for fmad with f32
// denormals off.
template <Op kOp = Op::FFma>
V mixFma(LiftContext& c) {
  V result = c.emit(kOp, {mixSource(c, 0), mixSource(c, 1), mixSource(c, 2)});
  return c.clamp() ? c.emit(Op::FClamp01, {result}) : result;
}

template <Op kOp>
void vMixF32(LiftContext& c) { writeDword(c, c.bitcast(mixFma<kOp>(c), Elem::I32)); }

// MIXLO / MIXHI: the f32 result rounded to f16 (MODE's f16 rounding) into
// one half of D; the other half keeps its bits.
template <Op kOp, bool kHigh>
void vMixF16(LiftContext& c) {
  V half = c.emitTyped(Op::FPTrunc, Type::vector(Elem::F16), {mixFma<kOp>(c)});
  V bits = c.zext(c.bitcast(half, Elem::I16), Elem::I32);
  V old = c.vreg(c.inst.dst, 0, LiftContext::kDstSlot);
  V word = kHigh ? c.emit(Op::Or, {c.emit(Op::And, {old, c.vc32(0xffff)}), c.emit(Op::Shl, {bits, c.vc32(16)})})
                 : c.emit(Op::Or, {c.emit(Op::And, {old, c.vc32(0xffff0000)}), bits});
  writeDword(c, word);
}

// --- dot products (gfx906) -------------------------------------------------

void requireNoNeg(LiftContext& c) {
  if (c.inst.neg || c.inst.negHi) c.unsupported("neg modifiers on integer dot product operands");
}

// D = S2 + sum of the products of the 32 / width packed fields of S0 and S1;
// clamp saturates the exact sum to 32 bits.
void intDot(LiftContext& c, V a, V b, bool isSigned, unsigned width) {
  V acc = dwordSource(c, 2);
  std::uint64_t imm = width | (std::uint64_t(c.clamp()) << 8);
  writeDword(c, c.emit(isSigned ? Op::SDot : Op::UDot, {a, b, acc}, imm));
}

template <bool kSigned>
void dot2x16(LiftContext& c) {
  requireNoNeg(c);
  intDot(c, joinHalves(c, intHalves(c, 0)), joinHalves(c, intHalves(c, 1)), kSigned, 16);
}

template <bool kSigned, unsigned kWidth>
void dotPacked32(LiftContext& c) {
  requireNoNeg(c);
  intDot(c, dwordSource(c, 0), dwordSource(c, 1), kSigned, kWidth);
}

// V_DOT2_F32_F16: the f16 pairs take op_sel/neg per half; S2 is a plain f32
// (NEG[2] negates it).
void vDot2F32F16(LiftContext& c) {
  if (bit(c.inst.negHi, 2)) c.unsupported("neg_hi on the f32 operand");
  V a = joinHalves(c, floatHalves(c, 0));
  V b = joinHalves(c, floatHalves(c, 1));
  V acc = c.bitcast(dwordSource(c, 2), Elem::F32);
  if (bit(c.inst.neg, 2)) acc = c.emit(Op::FNeg, {acc});
  V result = c.emit(Op::FDot2F16, {acc, a, b});
  if (c.clamp()) result = c.emit(Op::FClamp01, {result});
  writeDword(c, c.bitcast(result, Elem::I32));
}

// --- VOP2 accumulating forms (gfx908) ---------------------------------------
// V_DOT2C_F32_F16, V_DOT2C_I32_I16, V_DOT4C_I32_I8, V_DOT8C_I32_I4 and
// V_PK_FMAC_F16 (MI100 ISA "VOP2 Instructions") are the VOP2 forms that
// accumulate into D. Their packed sources come as whole dwords (vsrcRaw:
// DPP applies to src0); what an inline constant means in a packed operand is
// not documented, so only registers and (for the integer dots) 32-bit
// patterns are lifted, and no source modifiers.

V accumulatingSource(LiftContext& c, int i, bool allowConstants) {
  if (c.inst.neg || c.inst.abs) c.unsupported("source modifiers on a packed operand");
  std::uint16_t code = c.inst.src[i];
  bool isFloatConstant = code >= 240 && code <= 248;
  if (opnd::isConstant(code) && (!allowConstants || isFloatConstant)) {
    c.unsupported("a constant in a packed operand is not documented");
  }
  return c.vsrcRaw(i);
}

template <bool kSigned, unsigned kWidth>
void dotAccumulate(LiftContext& c) {
  V a = accumulatingSource(c, 0, true), b = accumulatingSource(c, 1, true);
  c.vdst(c.emit(kSigned ? Op::SDot : Op::UDot, {a, b, c.vreg(c.inst.dst, 0, LiftContext::kDstSlot)}, kWidth));
}

void vDot2cF32F16(LiftContext& c) {
  V a = accumulatingSource(c, 0, false), b = accumulatingSource(c, 1, false);
  c.vdst(c.emit(Op::FDot2F16, {c.bitcast(c.vreg(c.inst.dst, 0, LiftContext::kDstSlot), Elem::F32), a, b}));
}

// D.f16[k] = S0.f16[k] * S1.f16[k] + D.f16[k], fused, for both halves.
void vPkFmacF16(LiftContext& c) {
  V a = accumulatingSource(c, 0, false), b = accumulatingSource(c, 1, false), d = c.vreg(c.inst.dst, 0, LiftContext::kDstSlot);
  auto half = [&](V word, bool high) { return c.bitcast(halfOf(c, word, high), Elem::F16); };
  Halves sum{c.emit(Op::FFma, {half(a, false), half(b, false), half(d, false)}),
             c.emit(Op::FFma, {half(a, true), half(b, true), half(d, true)})};
  writeDword(c, joinHalves(c, sum));
}

// --- AccVGPR moves (gfx908) ------------------------------------------------

void vAccvgprRead(LiftContext& c) { writeDword(c, c.vreg(c.inst.src[0], 0)); }

// The source is a VGPR or an inline constant (float constants are f32).
void vAccvgprWrite(LiftContext& c) {
  std::uint16_t code = c.inst.src[0];
  if (!opnd::isVgpr(code) && !opnd::isInlineConstant(code)) c.unsupported("source is neither a VGPR nor an inline constant");
  writeDword(c, c.vreg(code, 0, LiftContext::kSrc0Slot));
}

// --- matrix multiply-add (gfx908) --------------------------------------------

// The register tuple of `code` must fit in its file.
void requireTupleFits(LiftContext& c, std::uint16_t code, unsigned dwords) {
  unsigned first = opnd::isAgpr(code) ? code - opnd::kAgpr0 : code - opnd::kVgpr0;
  if (first + dwords > 256) c.unsupported("register tuple runs past the end of its file");
}

// A or B: VGPRs or AccVGPRs; inline constants only where one dword holds one
// f32 element ("inline constants are always interpreted as FP32").
V mfmaSource(LiftContext& c, int i, const MfmaShape& s) {
  std::uint16_t code = c.inst.src[i];
  if (opnd::isVgpr(code) || opnd::isAgpr(code)) {
    requireTupleFits(c, code, s.sourceDwords());
    if (s.sourceDwords() == 1) return c.vreg(code, 0);
    return c.concat(c.vreg(code, 0), c.vreg(code, 1));
  }
  if (opnd::isInlineConstant(code) && s.input == MfmaInput::F32) return c.vreg(code, 0);
  c.unsupported("matrix source must be a vector register");
}

// C: AccVGPRs, or an inline constant for every element.
V mfmaAccumulator(LiftContext& c, unsigned reg) {
  std::uint16_t code = c.inst.src[2];
  if (opnd::isAgpr(code) || opnd::isVgpr(code)) return c.vreg(code, reg);
  if (opnd::isInlineConstant(code)) return c.vreg(code, 0);
  c.unsupported("matrix accumulator must be AccVGPRs or an inline constant");
}

// CBSZ/ABID broadcast one A block of each aligned group of 2^CBSZ blocks;
// only defined for multi-block shapes with CBSZ <= log2(blocks) and
// ABID < 2^CBSZ (AMD matrix instruction calculator).
void checkBroadcast(LiftContext& c, const MfmaShape& s) {
  if (s.cbsz == 0 && s.abid == 0) return;
  if ((1u << s.cbsz) > s.blocks || s.abid >= (1u << s.cbsz)) c.unsupported("CBSZ/ABID outside the defined range");
}

// D = A * B + C. All sources are read before D is written (D may overlap
// them). EXEC: the MI100 ISA's hazard table has V_MFMA read EXEC (no EXEC
// forwarding to the matrix pipeline), so lanes outside EXEC keep their D;
// every lane's A and B still feed the products.
void mfma(LiftContext& c, MfmaShape s) {
  s.cbsz = c.inst.mai.cbsz;
  s.abid = c.inst.mai.abid;
  s.blgp = c.inst.mai.blgp;
  checkBroadcast(c, s);
  requireTupleFits(c, c.inst.dst, s.outputRegs());
  if (opnd::isAgpr(c.inst.src[2]) || opnd::isVgpr(c.inst.src[2])) requireTupleFits(c, c.inst.src[2], s.outputRegs());
  V a = mfmaSource(c, 0, s);
  V b = mfmaSource(c, 1, s);
  std::vector<V> acc;
  for (unsigned r = 0; r < s.outputRegs(); ++r) acc.push_back(mfmaAccumulator(c, r));
  std::vector<V> result;
  for (unsigned r = 0; r < s.outputRegs(); ++r) {
    s.reg = std::uint8_t(r);
    result.push_back(c.emit(Op::Mfma, {a, b, acc[r]}, s.encode()));
  }
  V mask = c.writeMask();
  for (unsigned r = 0; r < s.outputRegs(); ++r) c.vregWrite(c.inst.dst, r, result[r], mask);
}

template <unsigned kM, unsigned kK, unsigned kBlocks, MfmaInput kInput>
void mfmaRow(LiftContext& c) {
  MfmaShape s;
  s.m = s.n = std::uint8_t(kM);
  s.k = std::uint8_t(kK);
  s.blocks = std::uint8_t(kBlocks);
  s.input = kInput;
  mfma(c, s);
}

constexpr MfmaInput kF32 = MfmaInput::F32, kF16 = MfmaInput::F16, kBF16 = MfmaInput::BF16, kI8 = MfmaInput::I8;

constexpr LiftEntry kEntries[] = {
    // packed integer math
    {InstId::v_pk_mad_i16, vPkMadI16},
    {InstId::v_pk_mul_lo_u16, vPkMulLoU16},
    {InstId::v_pk_add_i16, addSub<Op::Add, Op::SAddSat>},
    {InstId::v_pk_sub_i16, addSub<Op::Sub, Op::SSubSat>},
    {InstId::v_pk_lshlrev_b16, shift<Op::Shl>},
    {InstId::v_pk_lshrrev_b16, shift<Op::LShr>},
    {InstId::v_pk_ashrrev_i16, shift<Op::AShr>},
    {InstId::v_pk_max_i16, minMax<Op::SMax>},
    {InstId::v_pk_min_i16, minMax<Op::SMin>},
    {InstId::v_pk_mad_u16, vPkMadU16},
    {InstId::v_pk_add_u16, addSub<Op::Add, Op::UAddSat>},
    {InstId::v_pk_sub_u16, addSub<Op::Sub, Op::USubSat>},
    {InstId::v_pk_max_u16, minMax<Op::UMax>},
    {InstId::v_pk_min_u16, minMax<Op::UMin>},
    // packed f16 math
    {InstId::v_pk_fma_f16, vPkFmaF16},
    {InstId::v_pk_fmac_f16, vPkFmacF16},
    {InstId::v_dot2c_f32_f16, vDot2cF32F16},
    {InstId::v_dot2c_i32_i16, dotAccumulate<true, 16>},
    {InstId::v_dot4c_i32_i8, dotAccumulate<true, 8>},
    {InstId::v_dot8c_i32_i4, dotAccumulate<true, 4>},
    {InstId::v_pk_add_f16, floatBinary<Op::FAdd>},
    {InstId::v_pk_mul_f16, floatBinary<Op::FMul>},
    {InstId::v_pk_min_f16, floatBinary<Op::FMin>},
    {InstId::v_pk_max_f16, floatBinary<Op::FMax>},
    // mixed precision (the fused gfx906+ forms)
    {InstId::v_fma_mix_f32, vMixF32<Op::FFma>},
    {InstId::v_fma_mixlo_f16, vMixF16<Op::FFma, false>},
    {InstId::v_fma_mixhi_f16, vMixF16<Op::FFma, true>},
    {InstId::v_mad_mix_f32, vMixF32<Op::FMad>},
    {InstId::v_mad_mixlo_f16, vMixF16<Op::FMad, false>},
    {InstId::v_mad_mixhi_f16, vMixF16<Op::FMad, true>},
    // dot products
    {InstId::v_dot2_f32_f16, vDot2F32F16},
    {InstId::v_dot2_i32_i16, dot2x16<true>},
    {InstId::v_dot2_u32_u16, dot2x16<false>},
    {InstId::v_dot4_i32_i8, dotPacked32<true, 8>},
    {InstId::v_dot4_u32_u8, dotPacked32<false, 8>},
    {InstId::v_dot8_i32_i4, dotPacked32<true, 4>},
    {InstId::v_dot8_u32_u4, dotPacked32<false, 4>},
    // AccVGPR moves
    {InstId::v_accvgpr_read_b32, vAccvgprRead},
    {InstId::v_accvgpr_write_b32, vAccvgprWrite},
    // matrix multiply-add: M(=N), K, blocks, A/B type
    {InstId::v_mfma_f32_32x32x1f32, mfmaRow<32, 1, 2, kF32>},
    {InstId::v_mfma_f32_16x16x1f32, mfmaRow<16, 1, 4, kF32>},
    {InstId::v_mfma_f32_4x4x1f32, mfmaRow<4, 1, 16, kF32>},
    {InstId::v_mfma_f32_32x32x2f32, mfmaRow<32, 2, 1, kF32>},
    {InstId::v_mfma_f32_16x16x4f32, mfmaRow<16, 4, 1, kF32>},
    {InstId::v_mfma_f32_32x32x4f16, mfmaRow<32, 4, 2, kF16>},
    {InstId::v_mfma_f32_16x16x4f16, mfmaRow<16, 4, 4, kF16>},
    {InstId::v_mfma_f32_4x4x4f16, mfmaRow<4, 4, 16, kF16>},
    {InstId::v_mfma_f32_32x32x8f16, mfmaRow<32, 8, 1, kF16>},
    {InstId::v_mfma_f32_16x16x16f16, mfmaRow<16, 16, 1, kF16>},
    {InstId::v_mfma_i32_32x32x4i8, mfmaRow<32, 4, 2, kI8>},
    {InstId::v_mfma_i32_16x16x4i8, mfmaRow<16, 4, 4, kI8>},
    {InstId::v_mfma_i32_4x4x4i8, mfmaRow<4, 4, 16, kI8>},
    {InstId::v_mfma_i32_32x32x8i8, mfmaRow<32, 8, 1, kI8>},
    {InstId::v_mfma_i32_16x16x16i8, mfmaRow<16, 16, 1, kI8>},
    {InstId::v_mfma_f32_32x32x2bf16, mfmaRow<32, 2, 2, kBF16>},
    {InstId::v_mfma_f32_16x16x2bf16, mfmaRow<16, 2, 4, kBF16>},
    {InstId::v_mfma_f32_4x4x2bf16, mfmaRow<4, 2, 16, kBF16>},
    {InstId::v_mfma_f32_32x32x4bf16, mfmaRow<32, 4, 1, kBF16>},
    {InstId::v_mfma_f32_16x16x8bf16, mfmaRow<16, 8, 1, kBF16>},
};

}  // namespace

std::span<const LiftEntry> vop3pLifts() { return kEntries; }

}  // namespace gcnjit::lift
