// Float vector ALU: VOP1/VOP2/VOP3 rows with float semantics, conversions
// and v_cmp_class (Vega ISA "VOP2/VOP1/VOPC/VOP3A Instructions"). Operand
// modifiers, omod/clamp, SDWA/DPP and EXEC are applied by LiftContext (for
// the VOP3-only rows by source()/result() below); the meaning of each op is
// its lane function (ir/eval/float*.cpp).
#include <bit>

#include "ir/eval/float_imm.h"
#include "lift/lift_context.h"
#include "lift/lift_table.h"

namespace gcnjit::lift {
namespace {

namespace fpimm = ir::fpimm;

Elem dstElem(LiftContext& c) { return elemOf(c.desc.dst); }

// Rows with an integer destination: omod has no defined meaning there (the
// clamp bit only enables the INEXACT exception, seed V_CVT_I32_F32).
void requireNoOmod(LiftContext& c) {
  if (c.inst.omod) c.unsupported("omod on an integer result");
}
// The norm and packed conversions have integer destination columns, so vdst
// applies no omod/clamp: those encodings stay unlifted rather than guessed.
void requireNoOutputModifiers(LiftContext& c) {
  if (c.inst.omod || c.inst.clamp) c.unsupported("omod/clamp on a norm or packed conversion");
}

// --- arithmetic ---------------------------------------------------------------

template <Op op>
void binary(LiftContext& c) {
  c.vdst(c.emit(op, {c.vsrc(0), c.vsrc(1)}));
}
// The *rev rows: D = S1 op S0.
template <Op op>
void binaryReversed(LiftContext& c) {
  c.vdst(c.emit(op, {c.vsrc(1), c.vsrc(0)}));
}
template <Op op, std::uint64_t imm = 0>
void ternary(LiftContext& c) {
  c.vdst(c.emit(op, {c.vsrc(0), c.vsrc(1), c.vsrc(2)}, imm));
}
template <Op op, std::uint64_t imm = 0>
void unary(LiftContext& c) {
  c.vdst(c.emit(op, {c.vsrc(0)}, imm));
}

// V_MIN3_F32 = V_MIN_F32(V_MIN_F32(S0, S1), S2), likewise max3.
template <Op op>
void nested3(LiftContext& c) {
  c.vdst(c.emit(op, {c.emit(op, {c.vsrc(0), c.vsrc(1)}), c.vsrc(2)}));
}

// The accumulator of v_mac/v_fmac: the destination register's value (its
// low half for f16).
V accumulator(LiftContext& c) {
  V reg = c.vreg(c.inst.dst, 0, LiftContext::kDstSlot);
  Elem e = dstElem(c);
  if (ir::elemBits(e) == 16) reg = c.trunc(reg, Elem::I16);
  return c.bitcast(reg, e);
}

// V_MAC_F32: D = S0 * S1 + D (unfused); V_FMAC_F32: fused.
template <Op op>
void multiplyAccumulate(LiftContext& c) {
  c.vdst(c.emit(op, {c.vsrc(0), c.vsrc(1), accumulator(c)}));
}

// The K constant of v_madmk/v_madak: the literal (its low half for f16).
V literalK(LiftContext& c) {
  Elem e = dstElem(c);
  std::uint32_t bits = ir::elemBits(e) == 16 ? c.inst.literal & 0xffff : c.inst.literal;
  return c.vconst(e, bits);
}
// V_MADMK_F32: D = S0 * K + S1 (columns: S0, K, S1).
void madmk(LiftContext& c) { c.vdst(c.emit(Op::FMad, {c.vsrc(0), literalK(c), c.vsrc(2)})); }
// V_MADAK_F32: D = S0 * S1 + K.
void madak(LiftContext& c) { c.vdst(c.emit(Op::FMad, {c.vsrc(0), c.vsrc(1), literalK(c)})); }

// The VI-era f16 VOP3 rows (V_MAD_LEGACY_F16, ...) write the high half when
// op_sel[3] is set (seed), which vdst does only for OpSel rows.
template <void (*lift)(LiftContext&)>
void legacyF16(LiftContext& c) {
  if (c.inst.opSel) c.unsupported("op_sel on a legacy f16 row");
  lift(c);
}

// V_LDEXP_F16: D = S0.f16 * 2^S1.i16 (the exponent is S1's low half).
void ldexpF16(LiftContext& c) {
  V exponent = c.sext(c.trunc(c.vsrc(1), Elem::I16), Elem::I32);
  c.vdst(c.emit(Op::FLdexp, {c.vsrc(0), exponent}));
}

void frexpExp(LiftContext& c) {
  requireNoOmod(c);
  c.vdst(c.emitTyped(Op::FFrexpExp, Type::vector(dstElem(c)), {c.vsrc(0)}));
}

// V_DIV_SCALE (VOP3B): the scaled operand to vdst, the post-scale flag to
// sdst in the written lanes, 0 elsewhere.
void divScale(LiftContext& c) {
  V x = c.vsrc(0), den = c.vsrc(1), num = c.vsrc(2);
  c.vdst(c.emit(Op::FDivScale, {x, den, num}));
  c.carryOut(c.emit(Op::FDivScaleFlag, {x, den, num}));
}
void divFmas(LiftContext& c) { c.vdst(c.emit(Op::FDivFmas, {c.vsrc(0), c.vsrc(1), c.vsrc(2), c.vcc()})); }

void cmpClass(LiftContext& c) { c.compareResult(c.emit(Op::FClass, {c.vsrc(0), c.vsrc(1)})); }

// --- cubemap ---------------------------------------------------------------------
// V_CUBEID/SC/TC/MA_F32 on (x, y, z) = (S0, S1, S2): the major axis is z when
// |z| >= |x| and |z| >= |y|, else y when |y| >= |x|, else x.
struct CubeAxes {
  V x, y, z;
  V zMajor, yMajor;  // lane masks; yMajor only counts where zMajor is clear
};
V isNegative(LiftContext& c, V v) {
  return c.emit(Op::FCmp, {v, c.vconst(Elem::F32, 0)}, std::uint64_t(ir::FCmpPred::Lt));
}
V absGe(LiftContext& c, V a, V b) {
  return c.emit(Op::FCmp, {c.emit(Op::FAbs, {a}), c.emit(Op::FAbs, {b})}, std::uint64_t(ir::FCmpPred::Ge));
}
CubeAxes cubeAxes(LiftContext& c) {
  CubeAxes k{c.vsrc(0), c.vsrc(1), c.vsrc(2), nullptr, nullptr};
  k.zMajor = c.emit(Op::And, {absGe(c, k.z, k.x), absGe(c, k.z, k.y)});
  k.yMajor = absGe(c, k.y, k.x);
  return k;
}
V neg(LiftContext& c, V v) { return c.emit(Op::FNeg, {v}); }
V faceConstant(LiftContext& c, float v) { return c.vconst(Elem::F32, std::bit_cast<std::uint32_t>(v)); }

// Face ID: z -> 4/5, y -> 2/3, x -> 0/1 (the odd one for a negative axis).
void cubeId(LiftContext& c) {
  CubeAxes k = cubeAxes(c);
  auto face = [&](V axis, float positive) {
    return c.select(isNegative(c, axis), faceConstant(c, positive + 1), faceConstant(c, positive));
  };
  c.vdst(c.select(k.zMajor, face(k.z, 4), c.select(k.yMajor, face(k.y, 2), face(k.x, 0))));
}
// S coordinate: z major: z < 0 ? -x : x; y major: x; else x < 0 ? z : -z.
void cubeSc(LiftContext& c) {
  CubeAxes k = cubeAxes(c);
  V onZ = c.select(isNegative(c, k.z), neg(c, k.x), k.x);
  V onX = c.select(isNegative(c, k.x), k.z, neg(c, k.z));
  c.vdst(c.select(k.zMajor, onZ, c.select(k.yMajor, k.x, onX)));
}
// T coordinate: z major: -y; y major: y < 0 ? -z : z; else -y.
void cubeTc(LiftContext& c) {
  CubeAxes k = cubeAxes(c);
  V onY = c.select(isNegative(c, k.y), neg(c, k.z), k.z);
  c.vdst(c.select(k.zMajor, neg(c, k.y), c.select(k.yMajor, onY, neg(c, k.y))));
}
// 2.0 * the major axis coordinate.
void cubeMa(LiftContext& c) {
  CubeAxes k = cubeAxes(c);
  V axis = c.select(k.zMajor, k.z, c.select(k.yMajor, k.y, k.x));
  c.vdst(c.emit(Op::FMul, {axis, faceConstant(c, 2.0f)}));
}

// --- conversions -----------------------------------------------------------------

template <Op op, std::uint64_t imm = 0>
void convert(LiftContext& c) {
  if (!ir::Type::vector(dstElem(c)).isFloat()) requireNoOmod(c);
  c.vdst(c.emitTyped(op, Type::vector(dstElem(c)), {c.vsrc(0)}, imm));
}

V toI32(LiftContext& c, V f32) { return c.emitTyped(Op::FPToSI, Type::vector(Elem::I32), {f32}); }
// V_CVT_FLR_I32_F32: (int)floor(S0).
void cvtFloor(LiftContext& c) {
  requireNoOmod(c);
  c.vdst(toI32(c, c.emit(Op::FFloor, {c.vsrc(0)})));
}
// V_CVT_RPI_I32_F32: (int)floor(S0 + 0.5).
void cvtRoundHalfUp(LiftContext& c) {
  requireNoOmod(c);
  V plusHalf = c.emit(Op::FAdd, {c.vsrc(0), c.vconst(Elem::F32, 0x3f000000)});
  c.vdst(toI32(c, c.emit(Op::FFloor, {plusHalf})));
}
// V_CVT_OFF_F32_I4: the signed 4-bit S0[3:0] / 16 (exact).
void cvtOffsetI4(LiftContext& c) {
  V nibble = c.emit(Op::SBfe, {c.vsrc(0), c.vc32(0), c.vc32(4)});
  V value = c.emitTyped(Op::SIToFP, Type::vector(Elem::F32), {nibble});
  c.vdst(c.emit(Op::FMul, {value, c.vconst(Elem::F32, 0x3d800000)}));
}
// V_CVT_F32_UBYTEn: (float)S0[8n+7:8n].
template <unsigned n>
void cvtUbyte(LiftContext& c) {
  V byte = c.emit(Op::UBfe, {c.vsrc(0), c.vc32(8 * n), c.vc32(8)});
  c.vdst(c.emitTyped(Op::UIToFP, Type::vector(Elem::F32), {byte}));
}

// Two 16-bit values (i16 vectors) in one dword: {hi, lo}.
V packHalves(LiftContext& c, V lo, V hi) {
  V high = c.emit(Op::Shl, {c.zext(hi, Elem::I32), c.vc32(16)});
  return c.emit(Op::Or, {c.zext(lo, Elem::I32), high});
}

// V_CVT_PKRTZ_F16_F32: D = {f16(S1), f16(S0)}, rounded toward zero.
void cvtPkrtz(LiftContext& c) {
  requireNoOutputModifiers(c);
  auto half = [&](int i) {
    V h = c.emitTyped(Op::FPTrunc, Type::vector(Elem::F16), {c.vsrc(i)}, fpimm::fixedRounding(fpimm::kRoundTowardZero));
    return c.bitcast(h, Elem::I16);
  };
  c.vdst(packHalves(c, half(0), half(1)));
}

// V_CVT_PK_U16_U32 / V_CVT_PK_I16_I32: both sources saturated to 16 bits.
void cvtPkU16(LiftContext& c) {
  auto half = [&](int i) { return c.trunc(c.emit(Op::UMin, {c.vsrc(i), c.vc32(0xffff)}), Elem::I16); };
  c.vdst(packHalves(c, half(0), half(1)));
}
void cvtPkI16(LiftContext& c) {
  auto half = [&](int i) {
    V low = c.emit(Op::SMax, {c.vsrc(i), c.vc32(0xffff8000)});
    return c.trunc(c.emit(Op::SMin, {low, c.vc32(0x7fff)}), Elem::I16);
  };
  c.vdst(packHalves(c, half(0), half(1)));
}

// flt_to_snorm16 / flt_to_unorm16: the value times 32767 / 65535 rounded to
// nearest even, saturated to [-32767, 32767] / [0, 65535]; NaN gives 0.
// Computed in f64, where the product is exact.
V toNorm16(LiftContext& c, V value, bool isSigned) {
  V wide = c.emitTyped(Op::FPExt, Type::vector(Elem::F64), {value});
  double scale = isSigned ? 32767.0 : 65535.0;
  V product = c.emit(Op::FMul, {wide, c.vconst(Elem::F64, std::bit_cast<std::uint64_t>(scale))});
  V rounded = c.emitTyped(Op::FPToSI, Type::vector(Elem::I32), {c.emit(Op::FRndne, {product})});
  V low = c.emit(Op::SMax, {rounded, c.vc32(isSigned ? std::uint32_t(-32767) : 0)});
  return c.trunc(c.emit(Op::SMin, {low, c.vc32(isSigned ? 32767 : 65535)}), Elem::I16);
}
template <bool isSigned>
void cvtNorm(LiftContext& c) {
  requireNoOutputModifiers(c);
  c.vdst(toNorm16(c, c.vsrc(0), isSigned));
}
template <bool isSigned>
void cvtPknorm(LiftContext& c) {
  requireNoOutputModifiers(c);
  c.vdst(packHalves(c, toNorm16(c, c.vsrc(0), isSigned), toNorm16(c, c.vsrc(1), isSigned)));
}

// RNDINT of seed 002's V_CVT_PK_U8_F32: the f32 rounded to an integral value
// in MODE's f32 rounding mode (FP_ROUND[1:0]: nearest even, +inf, -inf, zero).
V roundPerMode(LiftContext& c, V f32) {
  V mode = c.emit(Op::And, {c.b().get(Op::GetMODE), c.c32(3)});
  auto modeIs = [&](unsigned r) { return c.vec(c.icmp(ir::ICmpPred::Eq, mode, c.c32(r))); };
  V towardZeroOrDown = c.select(modeIs(2), c.emit(Op::FFloor, {f32}), c.emit(Op::FTrunc, {f32}));
  V directed = c.select(modeIs(1), c.emit(Op::FCeil, {f32}), towardZeroOrDown);
  return c.select(modeIs(0), c.emit(Op::FRndne, {f32}), directed);
}
// Seed 002 V_CVT_PK_U8_F32 / V_CVT_PKACCUM_U8_F32 (seed 000:
// flt32_to_uint8): S0 rounded per MODE, clamped to [0, 255] (NaN gives 0),
// replaces byte S1[1:0] of `into` (S2, or D for pkaccum).
void cvtPkU8(LiftContext& c, V into) {
  requireNoOutputModifiers(c);
  V clamped = c.emitTyped(Op::FPToUI, Type::vector(Elem::I32), {roundPerMode(c, c.vsrc(0))});
  V byte = c.emit(Op::UMin, {clamped, c.vc32(255)});
  V shift = c.emit(Op::Shl, {c.emit(Op::And, {c.vsrc(1), c.vc32(3)}), c.vc32(3)});
  V kept = c.emit(Op::And, {into, c.emit(Op::Not, {c.emit(Op::Shl, {c.vc32(0xff), shift})})});
  c.vdst(c.emit(Op::Or, {kept, c.emit(Op::Shl, {byte, shift})}));
}
void cvtPkU8F32(LiftContext& c) { cvtPkU8(c, c.vsrc(2)); }
// "uses src_c to pass destination in as a source" (Vega ISA): D's old value.
void cvtPkaccumU8F32(LiftContext& c) { cvtPkU8(c, c.vreg(c.inst.dst, 0, LiftContext::kDstSlot)); }

// V_PACK_B32_F16: D = {S1.f16, S0.f16} (bits, after neg/abs and op_sel).
void packB32F16(LiftContext& c) {
  c.vdst(packHalves(c, c.bitcast(c.vsrc(0), Elem::I16), c.bitcast(c.vsrc(1), Elem::I16)));
}

constexpr std::uint64_t kFlush = fpimm::kFlushDenorms;

constexpr LiftEntry kEntries[] = {
    // VOP2
    {InstId::v_add_f32, binary<Op::FAdd>},
    {InstId::v_sub_f32, binary<Op::FSub>},
    {InstId::v_subrev_f32, binaryReversed<Op::FSub>},
    {InstId::v_mul_legacy_f32, binary<Op::FMulLegacy>},
    {InstId::v_mul_f32, binary<Op::FMul>},
    {InstId::v_min_f32, binary<Op::FMin>},
    {InstId::v_max_f32, binary<Op::FMax>},
    {InstId::v_mac_f32, multiplyAccumulate<Op::FMad>},
    {InstId::v_madmk_f32, madmk},
    {InstId::v_madak_f32, madak},
    {InstId::v_add_f16, binary<Op::FAdd>},
    {InstId::v_sub_f16, binary<Op::FSub>},
    {InstId::v_subrev_f16, binaryReversed<Op::FSub>},
    {InstId::v_mul_f16, binary<Op::FMul>},
    {InstId::v_mac_f16, multiplyAccumulate<Op::FMad>},
    {InstId::v_madmk_f16, madmk},
    {InstId::v_madak_f16, madak},
    {InstId::v_max_f16, binary<Op::FMax>},
    {InstId::v_min_f16, binary<Op::FMin>},
    {InstId::v_ldexp_f16, ldexpF16},
    {InstId::v_fmac_f32, multiplyAccumulate<Op::FFma>},
    // VOP1: conversions
    {InstId::v_cvt_i32_f64, convert<Op::FPToSI>},
    {InstId::v_cvt_f64_i32, convert<Op::SIToFP>},
    {InstId::v_cvt_f32_i32, convert<Op::SIToFP>},
    {InstId::v_cvt_f32_u32, convert<Op::UIToFP>},
    {InstId::v_cvt_u32_f32, convert<Op::FPToUI>},
    {InstId::v_cvt_i32_f32, convert<Op::FPToSI>},
    {InstId::v_cvt_f16_f32, convert<Op::FPTrunc>},
    {InstId::v_cvt_f32_f16, convert<Op::FPExt>},
    {InstId::v_cvt_rpi_i32_f32, cvtRoundHalfUp},
    {InstId::v_cvt_flr_i32_f32, cvtFloor},
    {InstId::v_cvt_off_f32_i4, cvtOffsetI4},
    {InstId::v_cvt_f32_f64, convert<Op::FPTrunc>},
    {InstId::v_cvt_f64_f32, convert<Op::FPExt>},
    {InstId::v_cvt_f32_ubyte0, cvtUbyte<0>},
    {InstId::v_cvt_f32_ubyte1, cvtUbyte<1>},
    {InstId::v_cvt_f32_ubyte2, cvtUbyte<2>},
    {InstId::v_cvt_f32_ubyte3, cvtUbyte<3>},
    {InstId::v_cvt_u32_f64, convert<Op::FPToUI>},
    {InstId::v_cvt_f64_u32, convert<Op::UIToFP>},
    {InstId::v_cvt_f16_u16, convert<Op::UIToFP>},
    {InstId::v_cvt_f16_i16, convert<Op::SIToFP>},
    {InstId::v_cvt_u16_f16, convert<Op::FPToUI>},
    {InstId::v_cvt_i16_f16, convert<Op::FPToSI>},
    {InstId::v_cvt_norm_i16_f16, cvtNorm<true>},
    {InstId::v_cvt_norm_u16_f16, cvtNorm<false>},
    // VOP1: rounding, transcendental, frexp
    {InstId::v_trunc_f64, unary<Op::FTrunc>},
    {InstId::v_ceil_f64, unary<Op::FCeil>},
    {InstId::v_rndne_f64, unary<Op::FRndne>},
    {InstId::v_floor_f64, unary<Op::FFloor>},
    {InstId::v_fract_f32, unary<Op::FFract>},
    {InstId::v_trunc_f32, unary<Op::FTrunc>},
    {InstId::v_ceil_f32, unary<Op::FCeil>},
    {InstId::v_rndne_f32, unary<Op::FRndne>},
    {InstId::v_floor_f32, unary<Op::FFloor>},
    {InstId::v_exp_f32, unary<Op::FExp2, kFlush>},
    {InstId::v_log_f32, unary<Op::FLog2, kFlush>},
    {InstId::v_rcp_f32, unary<Op::FRcp, kFlush>},
    {InstId::v_rcp_iflag_f32, unary<Op::FRcp, kFlush>},
    {InstId::v_rsq_f32, unary<Op::FRsq, kFlush>},
    {InstId::v_rcp_f64, unary<Op::FRcp>},
    {InstId::v_rsq_f64, unary<Op::FRsq>},
    {InstId::v_sqrt_f32, unary<Op::FSqrt, kFlush>},
    {InstId::v_sqrt_f64, unary<Op::FSqrt>},
    {InstId::v_sin_f32, unary<Op::FSinRev>},
    {InstId::v_cos_f32, unary<Op::FCosRev>},
    {InstId::v_frexp_exp_i32_f64, frexpExp},
    {InstId::v_frexp_mant_f64, unary<Op::FFrexpMant>},
    {InstId::v_fract_f64, unary<Op::FFract>},
    {InstId::v_frexp_exp_i32_f32, frexpExp},
    {InstId::v_frexp_mant_f32, unary<Op::FFrexpMant>},
    {InstId::v_rcp_f16, unary<Op::FRcp>},
    {InstId::v_sqrt_f16, unary<Op::FSqrt>},
    {InstId::v_rsq_f16, unary<Op::FRsq>},
    {InstId::v_log_f16, unary<Op::FLog2>},
    {InstId::v_exp_f16, unary<Op::FExp2>},
    {InstId::v_frexp_mant_f16, unary<Op::FFrexpMant>},
    {InstId::v_frexp_exp_i16_f16, frexpExp},
    {InstId::v_floor_f16, unary<Op::FFloor>},
    {InstId::v_ceil_f16, unary<Op::FCeil>},
    {InstId::v_trunc_f16, unary<Op::FTrunc>},
    {InstId::v_rndne_f16, unary<Op::FRndne>},
    {InstId::v_fract_f16, unary<Op::FFract>},
    {InstId::v_sin_f16, unary<Op::FSinRev>},
    {InstId::v_cos_f16, unary<Op::FCosRev>},
    // VOPC
    {InstId::v_cmp_class_f32, cmpClass},
    {InstId::v_cmpx_class_f32, cmpClass},
    {InstId::v_cmp_class_f64, cmpClass},
    {InstId::v_cmpx_class_f64, cmpClass},
    {InstId::v_cmp_class_f16, cmpClass},
    {InstId::v_cmpx_class_f16, cmpClass},
    // VOP3
    {InstId::v_mad_legacy_f32, ternary<Op::FMad, fpimm::kMadLegacy>},
    {InstId::v_mad_f32, ternary<Op::FMad>},
    {InstId::v_cubeid_f32, cubeId},
    {InstId::v_cubesc_f32, cubeSc},
    {InstId::v_cubetc_f32, cubeTc},
    {InstId::v_cubema_f32, cubeMa},
    {InstId::v_fma_f32, ternary<Op::FFma>},
    {InstId::v_fma_f64, ternary<Op::FFma>},
    {InstId::v_min3_f32, nested3<Op::FMin>},
    {InstId::v_max3_f32, nested3<Op::FMax>},
    {InstId::v_med3_f32, ternary<Op::FMed3>},
    {InstId::v_div_fixup_f32, ternary<Op::FDivFixup>},
    {InstId::v_div_fixup_f64, ternary<Op::FDivFixup>},
    {InstId::v_div_scale_f32, divScale},
    {InstId::v_div_scale_f64, divScale},
    {InstId::v_div_fmas_f32, divFmas},
    {InstId::v_div_fmas_f64, divFmas},
    {InstId::v_mad_legacy_f16, legacyF16<ternary<Op::FMad>>},
    {InstId::v_fma_legacy_f16, legacyF16<ternary<Op::FFma>>},
    {InstId::v_div_fixup_legacy_f16, legacyF16<ternary<Op::FDivFixup>>},
    {InstId::v_min3_f16, nested3<Op::FMin>},
    {InstId::v_max3_f16, nested3<Op::FMax>},
    {InstId::v_med3_f16, ternary<Op::FMed3>},
    {InstId::v_mad_f16, ternary<Op::FMad>},
    {InstId::v_fma_f16, ternary<Op::FFma>},
    {InstId::v_div_fixup_f16, ternary<Op::FDivFixup>},
    {InstId::v_add_f64, binary<Op::FAdd>},
    {InstId::v_mul_f64, binary<Op::FMul>},
    {InstId::v_min_f64, binary<Op::FMin>},
    {InstId::v_max_f64, binary<Op::FMax>},
    {InstId::v_ldexp_f64, binary<Op::FLdexp>},
    {InstId::v_ldexp_f32, binary<Op::FLdexp>},
    {InstId::v_trig_preop_f64, binary<Op::FTrigPreop>},
    {InstId::v_cvt_pknorm_i16_f32, cvtPknorm<true>},
    {InstId::v_cvt_pknorm_u16_f32, cvtPknorm<false>},
    {InstId::v_cvt_pkrtz_f16_f32, cvtPkrtz},
    {InstId::v_cvt_pk_u16_u32, cvtPkU16},
    {InstId::v_cvt_pk_u8_f32, cvtPkU8F32},
    {InstId::v_cvt_pkaccum_u8_f32, cvtPkaccumU8F32},
    {InstId::v_cvt_pk_i16_i32, cvtPkI16},
    {InstId::v_cvt_pknorm_i16_f16, cvtPknorm<true>},
    {InstId::v_cvt_pknorm_u16_f16, cvtPknorm<false>},
    {InstId::v_pack_b32_f16, packB32F16},
};

}  // namespace

std::span<const LiftEntry> vopFloatLifts() { return kEntries; }

}  // namespace gcnjit::lift
