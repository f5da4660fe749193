// Integer and bitwise vector ALU rows of VOP1, VOP2 and VOP3, v_cndmask_b32
// and the lane ops (Vega ISA "VOP1/VOP2 Instructions", "VOP3A & VOP3B
// Instructions"). Operand reading and writing (SDWA, DPP, EXEC) is
// LiftContext's, apart from the op_sel halves of VOP3-only rows (src/dst
// below); the functions here compute. An integer CLAMP bit means saturation
// in the row's integer domain ("Supports saturation").
#include "lift/lift_context.h"
#include "lift/lift_table.h"

namespace gcnjit::lift {
namespace {

using ir::ICmpPred;

// --- helpers -------------------------------------------------------------

// A vector of `bits` in every lane, of the element type of `like`.
V allLanes(LiftContext& c) { return c.i64ToMask(c.c64(~0ull)); }
V noLanes(LiftContext& c) { return c.i64ToMask(c.c64(0)); }
// 1 in the lanes of `mask`, else 0, as v64i32.
V laneBits(LiftContext& c, V mask) { return c.emit(Op::Select, {mask, c.vc32(1), c.vc32(0)}); }
// The low 24 bits of a 32-bit vector, zero- or sign-extended (the *_U24/*_I24 rows).
V low24(LiftContext& c, V v, bool isSigned) {
  return c.emit(isSigned ? Op::SBfe : Op::UBfe, {v, c.vc32(0), c.vc32(24)});
}
// Rows whose CLAMP bit the seed gives no meaning for.
void rejectClamp(LiftContext& c) {
  if (c.clamp()) c.unsupported("integer clamp of this instruction is not defined by the ISA");
}
Op pick(LiftContext& c, Op plain, Op saturating) { return c.clamp() ? saturating : plain; }

// --- moves and lane ops ----------------------------------------------------

void vNop(LiftContext&) {}
void vMov(LiftContext& c) { c.vdst(c.vsrc(0)); }

// Vega ISA V_CNDMASK_B32: D = VCC[lane] ? S1 : S0 (VOP3: the mask is src2).
void vCndmask(LiftContext& c) {
  V a = c.vsrc(0), b = c.vsrc(1);
  c.vdst(c.emit(Op::Select, {c.carryIn(), b, a}));
}

// The lane-select operand of v_readlane/v_writelane: an SGPR, M0 or a constant.
V laneSelect(LiftContext& c) {
  if (opnd::isVgpr(c.inst.src[1]) || opnd::isAgpr(c.inst.src[1])) c.unsupported("lane select is a vector register");
  return c.sread32(c.inst.src[1], c.desc.src1);
}

void vReadfirstlane(LiftContext& c) { c.swrite32(c.inst.dst, c.emit(Op::ReadFirstLane, {c.vreg(c.inst.src[0], 0, LiftContext::kSrc0Slot)})); }

// Vega ISA V_READLANE_B32: ignores EXEC.
void vReadlane(LiftContext& c) {
  V lane = laneSelect(c);
  c.swrite32(c.inst.dst, c.emit(Op::ReadLane, {c.vreg(c.inst.src[0], 0, LiftContext::kSrc0Slot), lane}));
}

// Vega ISA V_WRITELANE_B32: ignores EXEC; S0 is a scalar operand.
void vWritelane(LiftContext& c) {
  if (opnd::isVgpr(c.inst.src[0]) || opnd::isAgpr(c.inst.src[0])) c.unsupported("data is a vector register");
  V value = c.sread32(c.inst.src[0], c.desc.src0);
  V lane = laneSelect(c);
  V written = c.emit(Op::WriteLane, {c.vreg(c.inst.dst, 0, LiftContext::kDstSlot), value, lane});
  c.vregWrite(c.inst.dst, 0, written, allLanes(c), LiftContext::kDstSlot);
}

// Vega ISA V_SWAP_B32: tmp = D; D = S0; S0 = tmp (active lanes).
void vSwap(LiftContext& c) {
  V d = c.vreg(c.inst.dst, 0, LiftContext::kDstSlot), s = c.vreg(c.inst.src[0], 0, LiftContext::kSrc0Slot);
  V mask = c.writeMask();
  c.vregWrite(c.inst.dst, 0, s, mask, LiftContext::kDstSlot);
  c.vregWrite(c.inst.src[0], 0, d, mask, LiftContext::kSrc0Slot);
}

// --- two-operand arithmetic -------------------------------------------------

template <Op op>
void binary(LiftContext& c) {
  V a = c.vsrc(0), b = c.vsrc(1);
  c.vdst(c.emit(op, {a, b}));
}

// D = S0 op S1, saturating with CLAMP.
template <Op op, Op saturating>
void binarySat(LiftContext& c) {
  V a = c.vsrc(0), b = c.vsrc(1);
  c.vdst(c.emit(pick(c, op, saturating), {a, b}));
}
// D = S1 op S0 (the *REV rows), saturating with CLAMP.
template <Op op, Op saturating>
void binarySatRev(LiftContext& c) {
  V a = c.vsrc(0), b = c.vsrc(1);
  c.vdst(c.emit(pick(c, op, saturating), {b, a}));
}

// D = S1 shifted by S0 (modulo the width of S1: S0[3:0], [4:0] or [5:0]).
template <Op op>
void shiftRev(LiftContext& c) {
  V amount = c.vsrc(0), data = c.vsrc(1);
  c.vdst(c.emit(op, {data, c.zext(amount, data->type.elem)}));
}

void vXnor(LiftContext& c) {
  V a = c.vsrc(0), b = c.vsrc(1);
  c.vdst(c.emit(Op::Not, {c.emit(Op::Xor, {a, b})}));
}

// Vega ISA V_MUL_U32_U24 / V_MUL_I32_I24 and their high halves.
template <bool isSigned, bool high>
void mul24(LiftContext& c) {
  if (!high) rejectClamp(c);
  V a = low24(c, c.vsrc(0), isSigned), b = low24(c, c.vsrc(1), isSigned);
  c.vdst(c.emit(high ? (isSigned ? Op::MulHiS : Op::MulHiU) : Op::Mul, {a, b}));
}

// --- carry rows (Vega ISA "VOP2 Instructions" V_ADD_CO_U32 ... V_SUBBREV_CO_U32)

// D = a + b (+ carryIn), unsigned carry out (the callers swap a and b for
// *REV); a null carryIn is none.
void addWithCarry(LiftContext& c, V a, V b, V carryIn) {
  Op add = pick(c, Op::Add, Op::UAddSat);
  V sum = c.emit(add, {a, b});
  if (carryIn) sum = c.emit(add, {sum, laneBits(c, carryIn)});
  V carry = c.emit(Op::UAddCarry, {a, b, carryIn ? carryIn : noLanes(c)});
  c.vdst(sum);
  c.carryOut(carry);
}
// D = a - b (- borrowIn), borrow out (b + borrow > a); a null borrowIn is none.
void subWithBorrow(LiftContext& c, V a, V b, V borrowIn) {
  Op sub = pick(c, Op::Sub, Op::USubSat);
  V diff = c.emit(sub, {a, b});
  if (borrowIn) diff = c.emit(sub, {diff, laneBits(c, borrowIn)});
  V borrow = c.emit(Op::USubBorrow, {a, b, borrowIn ? borrowIn : noLanes(c)});
  c.vdst(diff);
  c.carryOut(borrow);
}

void vAddCo(LiftContext& c) {
  V a = c.vsrc(0), b = c.vsrc(1);
  addWithCarry(c, a, b, nullptr);
}
void vSubCo(LiftContext& c) {
  V a = c.vsrc(0), b = c.vsrc(1);
  subWithBorrow(c, a, b, nullptr);
}
void vSubrevCo(LiftContext& c) {
  V a = c.vsrc(0), b = c.vsrc(1);
  subWithBorrow(c, b, a, nullptr);
}
void vAddcCo(LiftContext& c) {
  V a = c.vsrc(0), b = c.vsrc(1);
  addWithCarry(c, a, b, c.carryIn());
}
void vSubbCo(LiftContext& c) {
  V a = c.vsrc(0), b = c.vsrc(1);
  subWithBorrow(c, a, b, c.carryIn());
}
// D = S1 - S0 - VCC. The seed's carry text for this row repeats V_SUBB's
// (S1 + VCC > S0); the borrow of S1 - S0 - VCC is S0 + VCC > S1, as for
// V_SUBREV_CO_U32.
void vSubbrevCo(LiftContext& c) {
  V a = c.vsrc(0), b = c.vsrc(1);
  subWithBorrow(c, b, a, c.carryIn());
}

// --- three-operand arithmetic -------------------------------------------------

// D = (S0 op1 S1) op2 S2 (v_add3, v_or3, v_xad, v_lshl_add, v_add_lshl, ...).
template <Op op1, Op op2>
void chain3(LiftContext& c) {
  V a = c.vsrc(0), b = c.vsrc(1), s2 = c.vsrc(2);
  c.vdst(c.emit(op2, {c.emit(op1, {a, b}), s2}));
}

// Vega ISA V_MED3_I32: the median of S0, S1, S2 = max(min(a, b), min(max(a, b), c)).
template <Op min, Op max>
void med3(LiftContext& c) {
  V a = c.vsrc(0), b = c.vsrc(1), s2 = c.vsrc(2);
  V upper = c.emit(min, {c.emit(max, {a, b}), s2});
  c.vdst(c.emit(max, {c.emit(min, {a, b}), upper}));
}

// Vega ISA V_MAD_U32_U24 / V_MAD_I32_I24: D = S0[23:0] * S1[23:0] + S2.
template <bool isSigned>
void mad24(LiftContext& c) {
  rejectClamp(c);
  V a = low24(c, c.vsrc(0), isSigned), b = low24(c, c.vsrc(1), isSigned), s2 = c.vsrc(2);
  c.vdst(c.emit(Op::Add, {c.emit(Op::Mul, {a, b}), s2}));
}

// Vega ISA V_MAD_U64_U32: {vcc_out, D.u64} = S0.u32 * S1.u32 + S2.u64.
void vMadU64U32(LiftContext& c) {
  rejectClamp(c);
  V a = c.zext(c.vsrc(0), Elem::I64), b = c.zext(c.vsrc(1), Elem::I64), s2 = c.vsrc(2);
  V product = c.emit(Op::Mul, {a, b});
  V carry = c.emit(Op::UAddCarry, {product, s2, noLanes(c)});
  c.vdst(c.emit(Op::Add, {product, s2}));
  c.carryOut(carry);
}

// Vega ISA V_MAD_I64_I32: {vcc_out, D.i64} = S0.i32 * S1.i32 + S2.i64. The
// seeds do not define vcc_out (seed 002: "unknown behavior"); gcnjit defines
// it as bit 64 of the sum computed in 65 signed bits, the signed counterpart
// of V_MAD_U64_U32's carry: sign(product) ^ sign(S2) ^ the 64-bit carry.
// Compiled code never reads it (LLVM gives it a dead SGPR pair).
void vMadI64I32(LiftContext& c) {
  rejectClamp(c);
  V a = c.sext(c.vsrc(0), Elem::I64), b = c.sext(c.vsrc(1), Elem::I64), s2 = c.vsrc(2);
  V product = c.emit(Op::Mul, {a, b});
  V zero = c.vec(c.c64(0));
  V productSign = c.icmp(ir::ICmpPred::SLt, product, zero);
  V addendSign = c.icmp(ir::ICmpPred::SLt, s2, zero);
  V carry = c.emit(Op::UAddCarry, {product, s2, noLanes(c)});
  c.vdst(c.emit(Op::Add, {product, s2}));
  c.carryOut(c.emit(Op::Xor, {c.emit(Op::Xor, {productSign, addendSign}), carry}));
}

// Vega ISA V_MAD_U32_U16 / V_MAD_I32_I16: D.32 = S0.16 * S1.16 + S2.32
// (the product fits 32 bits; CLAMP saturates the sum).
template <bool isSigned>
void madWide16(LiftContext& c) {
  auto widen = [&](V v) { return isSigned ? c.sext(v, Elem::I32) : c.zext(v, Elem::I32); };
  V a = widen(c.vsrc(0)), b = widen(c.vsrc(1)), s2 = c.vsrc(2);
  Op add = pick(c, Op::Add, isSigned ? Op::SAddSat : Op::UAddSat);
  c.vdst(c.emit(add, {c.emit(Op::Mul, {a, b}), s2}));
}

// Vega ISA V_MAD_U16 / V_MAD_I16 and the legacy rows: D.16 = S0 * S1 + S2,
// computed exactly in 32 bits, saturated to the 16-bit domain with CLAMP.
template <bool isSigned>
void mad16(LiftContext& c) {
  if (!c.desc.has(iflag::OpSel) && c.inst.opSel) c.unsupported("op_sel of a legacy 16-bit row");
  auto widen = [&](V v) { return isSigned ? c.sext(v, Elem::I32) : c.zext(v, Elem::I32); };
  V a = widen(c.vsrc(0)), b = widen(c.vsrc(1)), s2 = widen(c.vsrc(2));
  V sum = c.emit(Op::Add, {c.emit(Op::Mul, {a, b}), s2});
  if (c.clamp() && isSigned) {
    sum = c.emit(Op::SMax, {c.emit(Op::SMin, {sum, c.vc32(0x7fff)}), c.vc32(0xffff8000)});
  } else if (c.clamp()) {
    sum = c.emit(Op::UMin, {sum, c.vc32(0xffff)});
  }
  c.vdst(c.trunc(sum, Elem::I16));
}

// --- bit operations -------------------------------------------------------------

void vNot(LiftContext& c) { c.vdst(c.emit(Op::Not, {c.vsrc(0)})); }
void vBfrev(LiftContext& c) { c.vdst(c.emit(Op::BitReverse, {c.vsrc(0)})); }

// Vega ISA V_FFBH_U32 / V_FFBL_B32: first one from the MSB / LSB, -1 for 0.
void vFfbhU32(LiftContext& c) {
  V v = c.vsrc(0);
  c.vdst(c.minusOneIfZero(v, c.emit(Op::Ctlz, {v})));
}
void vFfblB32(LiftContext& c) {
  V v = c.vsrc(0);
  c.vdst(c.minusOneIfZero(v, c.emit(Op::Cttz, {v})));
}
// Vega ISA V_FFBH_I32: first bit from the MSB that differs from the sign
// bit, -1 if all bits are equal: the leading zeros of S0 ^ sign-fill.
void vFfbhI32(LiftContext& c) {
  V v = c.vsrc(0);
  V differs = c.emit(Op::Xor, {v, c.emit(Op::AShr, {v, c.vc32(31)})});
  c.vdst(c.minusOneIfZero(differs, c.emit(Op::Ctlz, {differs})));
}

void vBfeU32(LiftContext& c) {
  V a = c.vsrc(0), b = c.vsrc(1), s2 = c.vsrc(2);
  c.vdst(c.emit(Op::UBfe, {a, b, s2}));
}
void vBfeI32(LiftContext& c) {
  V a = c.vsrc(0), b = c.vsrc(1), s2 = c.vsrc(2);
  c.vdst(c.emit(Op::SBfe, {a, b, s2}));
}

// Vega ISA V_BFI_B32: D = (S0 & S1) | (~S0 & S2).
void vBfi(LiftContext& c) {
  V a = c.vsrc(0), b = c.vsrc(1), s2 = c.vsrc(2);
  V fromB = c.emit(Op::And, {a, b}), fromC = c.emit(Op::And, {c.emit(Op::Not, {a}), s2});
  c.vdst(c.emit(Op::Or, {fromB, fromC}));
}

// Vega ISA V_BFM_B32: D = ((1 << S0[4:0]) - 1) << S1[4:0].
void vBfm(LiftContext& c) {
  V a = c.vsrc(0), b = c.vsrc(1);
  V one = c.vc32(1);
  V ones = c.emit(Op::Sub, {c.emit(Op::Shl, {one, a}), one});
  c.vdst(c.emit(Op::Shl, {ones, b}));
}

// Vega ISA V_BCNT_U32_B32: D = popcount(S0) + S1.
void vBcnt(LiftContext& c) {
  V a = c.vsrc(0), b = c.vsrc(1);
  c.vdst(c.emit(Op::Add, {c.emit(Op::CtPop, {a}), b}));
}

// Vega ISA V_MBCNT_LO/HI_U32_B32: D = S1 + popcount(S0 & ThreadMask[half]),
// ThreadMask = (1 << lane) - 1.
template <bool high>
void vMbcnt(LiftContext& c) {
  V a = c.vsrc(0), b = c.vsrc(1);
  V lane = c.zext(c.emit(Op::LaneId, {}), Elem::I64);
  V one = c.vec(c.c64(1));
  V below = c.emit(Op::Sub, {c.emit(Op::Shl, {one, lane}), one});
  V half = high ? c.hi32(below) : c.lo32(below);
  c.vdst(c.emit(Op::Add, {c.emit(Op::CtPop, {c.emit(Op::And, {a, half})}), b}));
}

// D = ({S0, S1} >> ((S2 & fieldMask) << unitShift))[31:0].
void alignRight(LiftContext& c, std::uint32_t fieldMask, std::uint32_t unitShift) {
  V a = c.vsrc(0), b = c.vsrc(1), s2 = c.vsrc(2);
  V amount = c.emit(Op::And, {s2, c.vc32(fieldMask)});
  if (unitShift) amount = c.emit(Op::Shl, {amount, c.vc32(unitShift)});
  c.vdst(c.lo32(c.emit(Op::LShr, {c.concat(b, a), c.zext(amount, Elem::I64)})));
}
// Vega ISA V_ALIGNBIT_B32: D = ({S0, S1} >> S2[4:0])[31:0].
void vAlignbit(LiftContext& c) { alignRight(c, 31, 0); }
// V_ALIGNBYTE_B32: D = ({S0, S1} >> 8 * S2[1:0])[31:0] as seed 002 gives it
// (and LLVM's llvm.amdgcn.alignbyte); seed 000 writes S2[4:0], which would
// shift by up to 248 bits.
void vAlignbyte(LiftContext& c) { alignRight(c, 3, 3); }

template <Op op>
void ternary(LiftContext& c) {
  V a = c.vsrc(0), b = c.vsrc(1), s2 = c.vsrc(2);
  c.vdst(c.emit(op, {a, b, s2}));
}

// Vega ISA V_SAD_*: sums of absolute differences plus S2.
void vSadU8(LiftContext& c) {
  rejectClamp(c);
  ternary<Op::SadU8>(c);
}
// Seed 002 V_MSAD_U8: V_SAD_U8 over the bytes where S1 is not 0.
void vMsadU8(LiftContext& c) {
  rejectClamp(c);
  ternary<Op::MsadU8>(c);
}
// Seed 002 V_QSAD_PK_U16_U8 / V_MQSAD_PK_U16_U8: for n = 0..3, the (masked)
// byte SAD of S0[8n+31:8n] and S1 plus S2[16n+15:16n], a 32-bit sum, ORed
// into the 64-bit D at bit 16n (a sum past 16 bits reaches the next field,
// as the seed's pseudo-code writes it).
template <Op kSad>
void quadSadPacked(LiftContext& c) {
  rejectClamp(c);
  V s0 = c.vsrc(0), s1 = c.vsrc(1), s2 = c.vsrc(2);
  V result = nullptr;
  for (unsigned n = 0; n < 4; ++n) {
    V window = c.lo32(c.emit(Op::LShr, {s0, c.vec(c.c64(8 * n))}));
    V accumulator = c.emit(Op::And, {c.lo32(c.emit(Op::LShr, {s2, c.vec(c.c64(16 * n))})), c.vc32(0xffff)});
    V sum = c.zext(c.emit(kSad, {window, s1, accumulator}), Elem::I64);
    V part = c.emit(Op::Shl, {sum, c.vec(c.c64(16 * n))});
    result = result ? c.emit(Op::Or, {result, part}) : part;
  }
  c.vdst(result);
}
// Seed 002 V_MQSAD_U32_U8: dword n of the 128-bit D = min(S2 dword n + the
// masked byte SAD of S0[8n+31:8n] and S1, 0xffffffff).
void vMqsadU32U8(LiftContext& c) {
  rejectClamp(c);
  V s0 = c.vsrc(0), s1 = c.vsrc(1);
  V dwords[4];
  for (unsigned n = 0; n < 4; ++n) {
    V window = c.lo32(c.emit(Op::LShr, {s0, c.vec(c.c64(8 * n))}));
    V sad = c.emit(Op::MsadU8, {window, s1, c.vc32(0)});
    dwords[n] = c.emit(Op::UAddSat, {c.vreg(c.inst.src[2], n, 2), sad});
  }
  V mask = c.writeMask();
  for (unsigned n = 0; n < 4; ++n) c.vregWrite(c.inst.dst, n, dwords[n], mask, LiftContext::kDstSlot);
}
void vSadU16(LiftContext& c) {
  rejectClamp(c);
  ternary<Op::SadU16>(c);
}
// D = (SAD_U8(S0, S1, 0) << 16) + S2.
void vSadHiU8(LiftContext& c) {
  rejectClamp(c);
  V a = c.vsrc(0), b = c.vsrc(1), s2 = c.vsrc(2);
  V sad = c.emit(Op::SadU8, {a, b, c.vc32(0)});
  c.vdst(c.emit(Op::Add, {c.emit(Op::Shl, {sad, c.vc32(16)}), s2}));
}
// D = |S0 - S1| + S2 on unsigned dwords.
void vSadU32(LiftContext& c) {
  rejectClamp(c);
  V a = c.vsrc(0), b = c.vsrc(1), s2 = c.vsrc(2);
  V diff = c.emit(Op::Sub, {c.emit(Op::UMax, {a, b}), c.emit(Op::UMin, {a, b})});
  c.vdst(c.emit(Op::Add, {diff, s2}));
}

// Vega ISA V_SAT_PK_U8_I16: D = {16'b0, sat8(S0[31:16]), sat8(S0[15:0])},
// each signed half clamped to [0, 255].
void vSatPkU8I16(LiftContext& c) {
  V v = c.vsrc(0);
  auto sat8 = [&](V half) {
    return c.emit(Op::SMin, {c.emit(Op::SMax, {half, c.vc32(0)}), c.vc32(255)});
  };
  V lo = sat8(c.emit(Op::SBfe, {v, c.vc32(0), c.vc32(16)}));
  V hi = sat8(c.emit(Op::AShr, {v, c.vc32(16)}));
  c.vdst(c.trunc(c.emit(Op::Or, {lo, c.emit(Op::Shl, {hi, c.vc32(8)})}), Elem::I16));
}

// --- table ----------------------------------------------------------------------

constexpr LiftEntry kEntries[] = {
    // moves and lane ops
    {InstId::v_nop, vNop},
    // Vega ISA V_CLREXCP clears the SIMD's float exception state, which no
    // lifted instruction records (TRAPSTS.EXCP is only written by s_setreg).
    {InstId::v_clrexcp, vNop},
    {InstId::v_mov_b32, vMov},
    {InstId::v_cndmask_b32, vCndmask},
    {InstId::v_readfirstlane_b32, vReadfirstlane},
    {InstId::v_readlane_b32, vReadlane},
    {InstId::v_writelane_b32, vWritelane},
    {InstId::v_swap_b32, vSwap},
    // add / sub
    {InstId::v_add_u32, binarySat<Op::Add, Op::UAddSat>},
    {InstId::v_sub_u32, binarySat<Op::Sub, Op::USubSat>},
    {InstId::v_subrev_u32, binarySatRev<Op::Sub, Op::USubSat>},
    {InstId::v_add_co_u32, vAddCo},
    {InstId::v_sub_co_u32, vSubCo},
    {InstId::v_subrev_co_u32, vSubrevCo},
    {InstId::v_addc_co_u32, vAddcCo},
    {InstId::v_subb_co_u32, vSubbCo},
    {InstId::v_subbrev_co_u32, vSubbrevCo},
    {InstId::v_add_u16, binarySat<Op::Add, Op::UAddSat>},
    {InstId::v_sub_u16, binarySat<Op::Sub, Op::USubSat>},
    {InstId::v_subrev_u16, binarySatRev<Op::Sub, Op::USubSat>},
    {InstId::v_add_i32, binarySat<Op::Add, Op::SAddSat>},
    {InstId::v_sub_i32, binarySat<Op::Sub, Op::SSubSat>},
    {InstId::v_add_i16, binarySat<Op::Add, Op::SAddSat>},
    {InstId::v_sub_i16, binarySat<Op::Sub, Op::SSubSat>},
    {InstId::v_add3_u32, chain3<Op::Add, Op::Add>},
    {InstId::v_xad_u32, chain3<Op::Xor, Op::Add>},
    {InstId::v_lshl_add_u32, chain3<Op::Shl, Op::Add>},
    {InstId::v_add_lshl_u32, chain3<Op::Add, Op::Shl>},
    // multiply
    {InstId::v_mul_lo_u32, binary<Op::Mul>},
    {InstId::v_mul_hi_u32, binary<Op::MulHiU>},
    {InstId::v_mul_hi_i32, binary<Op::MulHiS>},
    {InstId::v_mul_lo_u16, binary<Op::Mul>},
    {InstId::v_mul_u32_u24, mul24<false, false>},
    {InstId::v_mul_hi_u32_u24, mul24<false, true>},
    {InstId::v_mul_i32_i24, mul24<true, false>},
    {InstId::v_mul_hi_i32_i24, mul24<true, true>},
    {InstId::v_mad_u32_u24, mad24<false>},
    {InstId::v_mad_i32_i24, mad24<true>},
    {InstId::v_mad_u64_u32, vMadU64U32},
    {InstId::v_mad_i64_i32, vMadI64I32},
    {InstId::v_mad_u32_u16, madWide16<false>},
    {InstId::v_mad_i32_i16, madWide16<true>},
    {InstId::v_mad_u16, mad16<false>},
    {InstId::v_mad_i16, mad16<true>},
    {InstId::v_mad_legacy_u16, mad16<false>},
    {InstId::v_mad_legacy_i16, mad16<true>},
    // min / max / median
    {InstId::v_min_i32, binary<Op::SMin>},
    {InstId::v_max_i32, binary<Op::SMax>},
    {InstId::v_min_u32, binary<Op::UMin>},
    {InstId::v_max_u32, binary<Op::UMax>},
    {InstId::v_min_i16, binary<Op::SMin>},
    {InstId::v_max_i16, binary<Op::SMax>},
    {InstId::v_min_u16, binary<Op::UMin>},
    {InstId::v_max_u16, binary<Op::UMax>},
    {InstId::v_min3_i32, chain3<Op::SMin, Op::SMin>},
    {InstId::v_min3_u32, chain3<Op::UMin, Op::UMin>},
    {InstId::v_max3_i32, chain3<Op::SMax, Op::SMax>},
    {InstId::v_max3_u32, chain3<Op::UMax, Op::UMax>},
    {InstId::v_min3_i16, chain3<Op::SMin, Op::SMin>},
    {InstId::v_min3_u16, chain3<Op::UMin, Op::UMin>},
    {InstId::v_max3_i16, chain3<Op::SMax, Op::SMax>},
    {InstId::v_max3_u16, chain3<Op::UMax, Op::UMax>},
    {InstId::v_med3_i32, med3<Op::SMin, Op::SMax>},
    {InstId::v_med3_u32, med3<Op::UMin, Op::UMax>},
    {InstId::v_med3_i16, med3<Op::SMin, Op::SMax>},
    {InstId::v_med3_u16, med3<Op::UMin, Op::UMax>},
    // shifts
    {InstId::v_lshlrev_b32, shiftRev<Op::Shl>},
    {InstId::v_lshrrev_b32, shiftRev<Op::LShr>},
    {InstId::v_ashrrev_i32, shiftRev<Op::AShr>},
    {InstId::v_lshlrev_b16, shiftRev<Op::Shl>},
    {InstId::v_lshrrev_b16, shiftRev<Op::LShr>},
    {InstId::v_ashrrev_i16, shiftRev<Op::AShr>},
    {InstId::v_lshlrev_b64, shiftRev<Op::Shl>},
    {InstId::v_lshrrev_b64, shiftRev<Op::LShr>},
    {InstId::v_ashrrev_i64, shiftRev<Op::AShr>},
    // bitwise
    {InstId::v_and_b32, binary<Op::And>},
    {InstId::v_or_b32, binary<Op::Or>},
    {InstId::v_xor_b32, binary<Op::Xor>},
    {InstId::v_xnor_b32, vXnor},
    {InstId::v_not_b32, vNot},
    {InstId::v_or3_b32, chain3<Op::Or, Op::Or>},
    {InstId::v_and_or_b32, chain3<Op::And, Op::Or>},
    {InstId::v_lshl_or_b32, chain3<Op::Shl, Op::Or>},
    {InstId::v_bfe_u32, vBfeU32},
    {InstId::v_bfe_i32, vBfeI32},
    {InstId::v_bfi_b32, vBfi},
    {InstId::v_bfm_b32, vBfm},
    {InstId::v_bfrev_b32, vBfrev},
    {InstId::v_bcnt_u32_b32, vBcnt},
    {InstId::v_ffbh_u32, vFfbhU32},
    {InstId::v_ffbl_b32, vFfblB32},
    {InstId::v_ffbh_i32, vFfbhI32},
    {InstId::v_mbcnt_lo_u32_b32, vMbcnt<false>},
    {InstId::v_mbcnt_hi_u32_b32, vMbcnt<true>},
    {InstId::v_alignbit_b32, vAlignbit},
    {InstId::v_alignbyte_b32, vAlignbyte},
    {InstId::v_perm_b32, ternary<Op::BytePerm>},
    // packed bytes
    {InstId::v_lerp_u8, ternary<Op::ByteAvg>},
    {InstId::v_sad_u8, vSadU8},
    {InstId::v_sad_hi_u8, vSadHiU8},
    {InstId::v_msad_u8, vMsadU8},
    {InstId::v_qsad_pk_u16_u8, quadSadPacked<Op::SadU8>},
    {InstId::v_mqsad_pk_u16_u8, quadSadPacked<Op::MsadU8>},
    {InstId::v_mqsad_u32_u8, vMqsadU32U8},
    {InstId::v_sad_u16, vSadU16},
    {InstId::v_sad_u32, vSadU32},
    {InstId::v_sat_pk_u8_i16, vSatPkU8I16},
};

}  // namespace

std::span<const LiftEntry> vopIntLifts() { return kEntries; }

}  // namespace gcnjit::lift
