// Scalar ALU and program control: SOP1, SOP2, SOPK, SOPC, SOPP (Vega ISA
// "Scalar ALU Operations", "SOP2/SOPK/SOP1/SOPC/SOPP Instructions").
#include "lift/lift_context.h"
#include "lift/lift_scalar_state.h"
#include "lift/lift_table.h"

namespace gcnjit::lift {
namespace {

using ir::ICmpPred;

// --- operands ----------------------------------------------------------------

OpType srcType(const LiftContext& c, int i) { return i == 0 ? c.desc.src0 : c.desc.src1; }
bool isWide(OpType t) { return dwordCount(t) == 2; }

V src32(LiftContext& c, int i) { return c.sread32(c.inst.src[i], srcType(c, i)); }
// Source i at its column's width (32 or 64 bits).
V src(LiftContext& c, int i) {
  OpType t = srcType(c, i);
  return isWide(t) ? c.sread64(c.inst.src[i], t) : c.sread32(c.inst.src[i], t);
}
void dst32(LiftContext& c, V v) { c.swrite32(c.inst.dst, v); }
// The destination at the value's width.
void dst(LiftContext& c, V v) {
  if (ir::elemBits(v->type.elem) == 64) return c.swrite64(c.inst.dst, v);
  c.swrite32(c.inst.dst, v);
}
// The destination's current value, for read-modify-write rows.
V oldDst(LiftContext& c) {
  return isWide(c.desc.dst) ? c.sread64(c.inst.dst, c.desc.dst) : c.sread32(c.inst.dst, c.desc.dst);
}

// --- small IR helpers ----------------------------------------------------------

V isNonZero(LiftContext& c, V v) { return c.icmp(ICmpPred::Ne, v, c.constantLike(v, 0)); }
V isZero(LiftContext& c, V v) { return c.icmp(ICmpPred::Eq, v, c.constantLike(v, 0)); }
V op2(LiftContext& c, Op op, V a, V b) { return c.emit(op, {a, b}); }
V notOf(LiftContext& c, V v) { return c.emit(Op::Not, {v}); }
// A shift amount or bit index (an i32 source) at the width of `like`.
V widthOf(LiftContext& c, V amount, V like) { return c.zext(amount, like->type.elem); }
// 1 << (index mod width) at the width of `like`.
V bitAt(LiftContext& c, V index, V like) { return op2(c, Op::Shl, c.constantLike(like, 1), widthOf(c, index, like)); }

// D = value; SCC = (D != 0): the logical and bit operations.
void writeWithNonZeroScc(LiftContext& c, V value) {
  dst(c, value);
  c.setScc(isNonZero(c, value));
}

// --- SOP2 arithmetic (SCC = carry, borrow or signed overflow) ---------------

void sAddU32(LiftContext& c) {
  V a = src32(c, 0), b = src32(c, 1);
  dst32(c, op2(c, Op::Add, a, b));
  c.setScc(c.emit(Op::UAddCarry, {a, b, c.c1(false)}));
}
void sSubU32(LiftContext& c) {
  V a = src32(c, 0), b = src32(c, 1);
  dst32(c, op2(c, Op::Sub, a, b));
  c.setScc(c.emit(Op::USubBorrow, {a, b, c.c1(false)}));
}
void sAddI32(LiftContext& c) {
  V a = src32(c, 0), b = src32(c, 1);
  dst32(c, op2(c, Op::Add, a, b));
  c.setScc(op2(c, Op::SAddOverflow, a, b));
}
void sSubI32(LiftContext& c) {
  V a = src32(c, 0), b = src32(c, 1);
  dst32(c, op2(c, Op::Sub, a, b));
  c.setScc(op2(c, Op::SSubOverflow, a, b));
}
void sAddcU32(LiftContext& c) {
  V a = src32(c, 0), b = src32(c, 1), carry = c.scc();
  dst32(c, op2(c, Op::Add, op2(c, Op::Add, a, b), c.zext(carry, Elem::I32)));
  c.setScc(c.emit(Op::UAddCarry, {a, b, carry}));
}
void sSubbU32(LiftContext& c) {
  V a = src32(c, 0), b = src32(c, 1), borrow = c.scc();
  dst32(c, op2(c, Op::Sub, op2(c, Op::Sub, a, b), c.zext(borrow, Elem::I32)));
  c.setScc(c.emit(Op::USubBorrow, {a, b, borrow}));
}

// S_MIN/S_MAX: D = (S0 pred S1) ? S0 : S1; SCC = (S0 pred S1).
template <ICmpPred pred>
void minMax(LiftContext& c) {
  V a = src32(c, 0), b = src32(c, 1);
  V first = c.icmp(pred, a, b);
  dst32(c, c.select(first, a, b));
  c.setScc(first);
}

void sCselect(LiftContext& c) { dst(c, c.select(c.scc(), src(c, 0), src(c, 1))); }

// --- SOP2 bitwise ------------------------------------------------------------

V andOf(LiftContext& c, V a, V b) { return op2(c, Op::And, a, b); }
V orOf(LiftContext& c, V a, V b) { return op2(c, Op::Or, a, b); }
V xorOf(LiftContext& c, V a, V b) { return op2(c, Op::Xor, a, b); }
V andn2Of(LiftContext& c, V a, V b) { return andOf(c, a, notOf(c, b)); }
V orn2Of(LiftContext& c, V a, V b) { return orOf(c, a, notOf(c, b)); }
V nandOf(LiftContext& c, V a, V b) { return notOf(c, andOf(c, a, b)); }
V norOf(LiftContext& c, V a, V b) { return notOf(c, orOf(c, a, b)); }
V xnorOf(LiftContext& c, V a, V b) { return notOf(c, xorOf(c, a, b)); }
V andn1Of(LiftContext& c, V a, V b) { return andOf(c, notOf(c, a), b); }
V orn1Of(LiftContext& c, V a, V b) { return orOf(c, notOf(c, a), b); }

using Combine = V (*)(LiftContext&, V, V);

template <Combine f>
void bitwise(LiftContext& c) {
  V a = src(c, 0), b = src(c, 1);
  writeWithNonZeroScc(c, f(c, a, b));
}

// S_LSHL/S_LSHR/S_ASHR: the amount is S1[4:0] (S1[5:0] for 64 bits), which
// is the IR shift's "amount modulo the width".
template <Op op>
void shift(LiftContext& c) {
  V a = src(c, 0);
  writeWithNonZeroScc(c, op2(c, op, a, widthOf(c, src32(c, 1), a)));
}

// S_BFM: D = ((1 << S0[4:0]) - 1) << S1[4:0] ([5:0] for 64 bits).
void sBfm(LiftContext& c) {
  V size = src32(c, 0), offset = src32(c, 1);
  V one = isWide(c.desc.dst) ? c.c64(1) : c.c32(1);
  V ones = op2(c, Op::Sub, bitAt(c, size, one), one);
  dst(c, op2(c, Op::Shl, ones, widthOf(c, offset, one)));
}

template <Op op>
void binary32(LiftContext& c) { dst32(c, op2(c, op, src32(c, 0), src32(c, 1))); }

// S_BFE: S1[4:0] ([5:0] for 64 bits) is the offset and S1[22:16] the width;
// D = (S0 >> offset) & ((1 << width) - 1), the shift arithmetic and the
// field sign-extended for the signed rows (Vega ISA S_BFE_I32: "D.i =
// signext((S0.i >> S1.u[4:0]) & ((1 << S1.u[22:16]) - 1))"). A width of
// the element size or more keeps every shifted bit.
template <bool isSigned>
void sBfe(LiftContext& c) {
  V data = src(c, 0), field = src32(c, 1);
  V offset = widthOf(c, field, data);
  V width = widthOf(c, op2(c, Op::And, op2(c, Op::LShr, field, c.c32(16)), c.c32(0x7f)), data);
  V shifted = op2(c, isSigned ? Op::AShr : Op::LShr, data, offset);
  V zero = c.constantLike(data, 0);
  V narrow = c.emit(isSigned ? Op::SBfe : Op::UBfe, {shifted, zero, width});
  V fits = c.icmp(ICmpPred::ULt, width, c.constantLike(data, ir::elemBits(data->type.elem)));
  writeWithNonZeroScc(c, c.select(fits, narrow, shifted));
}

// S_ABSDIFF_I32: D = S0 - S1, negated when negative (0x80000000 stays).
void sAbsdiffI32(LiftContext& c) {
  V diff = op2(c, Op::Sub, src32(c, 0), src32(c, 1));
  V negative = c.icmp(ICmpPred::SLt, diff, c.c32(0));
  writeWithNonZeroScc(c, c.select(negative, op2(c, Op::Sub, c.c32(0), diff), diff));
}

// S_LSHLn_ADD_U32: D = (S0 << n) + S1; SCC = the 64-bit sum >= 2^32 (bits
// shifted out of S0 count as carry).
template <unsigned n>
void sLshlAdd(LiftContext& c) {
  V a = c.zext(src32(c, 0), Elem::I64), b = c.zext(src32(c, 1), Elem::I64);
  V sum = op2(c, Op::Add, op2(c, Op::Shl, a, c.c64(n)), b);
  dst32(c, c.lo32(sum));
  c.setScc(c.icmp(ICmpPred::UGe, sum, c.c64(0x100000000ull)));
}

// S_PACK_{LL,LH,HH}_B32_B16: D = { S1 half, S0 half }.
template <bool highOf0, bool highOf1>
void sPack(LiftContext& c) {
  V a = src32(c, 0), b = src32(c, 1);
  V low = highOf0 ? op2(c, Op::LShr, a, c.c32(16)) : op2(c, Op::And, a, c.c32(0xffff));
  V high = highOf1 ? op2(c, Op::And, b, c.c32(0xffff0000)) : op2(c, Op::Shl, b, c.c32(16));
  dst32(c, op2(c, Op::Or, low, high));
}

// --- SOPK --------------------------------------------------------------------

V simm16(LiftContext& c) { return c.c32(std::uint32_t(c.inst.imm)); }

void sMovkI32(LiftContext& c) { dst32(c, simm16(c)); }
void sCmovkI32(LiftContext& c) { dst32(c, c.select(c.scc(), simm16(c), oldDst(c))); }

// S_CMPK: SCC = S0 pred SIMM16 (sign- or zero-extended by the decoder).
template <ICmpPred pred>
void sCmpk(LiftContext& c) { c.setScc(c.icmp(pred, src32(c, 0), simm16(c))); }

void sAddkI32(LiftContext& c) {
  V d = oldDst(c), k = simm16(c);
  dst32(c, op2(c, Op::Add, d, k));
  c.setScc(op2(c, Op::SAddOverflow, d, k));
}
void sMulkI32(LiftContext& c) { dst32(c, op2(c, Op::Mul, oldDst(c), simm16(c))); }

void sGetreg(LiftContext& c) {
  HwRegField field = decodeHwRegField(std::uint32_t(c.inst.imm));
  dst32(c, extractHwRegField(c, readHwReg(c, field.id), field));
}
void sSetreg(LiftContext& c) {
  HwRegField field = decodeHwRegField(std::uint32_t(c.inst.imm));
  writeHwRegField(c, field, src32(c, 1));
}

// S_CALL_B64: D = PC + 4; PC = the label.
void sCallB64(LiftContext& c) {
  c.swrite64(c.inst.dst, c.c64(c.nextPc()));
  c.jumpTo(c.labelTarget());
}

// --- SOP1 --------------------------------------------------------------------

void sMov(LiftContext& c) { dst(c, src(c, 0)); }
void sCmov(LiftContext& c) { dst(c, c.select(c.scc(), src(c, 0), oldDst(c))); }
void sNot(LiftContext& c) { writeWithNonZeroScc(c, notOf(c, src(c, 0))); }

template <Op op>
void unaryWithScc(LiftContext& c) { writeWithNonZeroScc(c, c.emit(op, {src(c, 0)})); }
template <Op op>
void unary(LiftContext& c) { dst(c, c.emit(op, {src(c, 0)})); }

V countOnes(LiftContext& c, V v) { return c.trunc(c.emit(Op::CtPop, {v}), Elem::I32); }
void sBcnt1(LiftContext& c) { writeWithNonZeroScc(c, countOnes(c, src(c, 0))); }
void sBcnt0(LiftContext& c) { writeWithNonZeroScc(c, countOnes(c, notOf(c, src(c, 0)))); }

// S_FF1: position of the lowest one bit, -1 if none; S_FF0 the same on ~S0.
V firstOne(LiftContext& c, V v) { return c.minusOneIfZero(v, c.emit(Op::Cttz, {v})); }
void sFf1(LiftContext& c) { dst32(c, firstOne(c, src(c, 0))); }
void sFf0(LiftContext& c) { dst32(c, firstOne(c, notOf(c, src(c, 0)))); }
// S_FLBIT_I32_B32: zeros before the first one from the MSB, -1 if none.
void sFlbitB(LiftContext& c) {
  V v = src(c, 0);
  dst32(c, c.minusOneIfZero(v, c.emit(Op::Ctlz, {v})));
}
// S_FLBIT_I32 (signed): bits after the sign bit equal to it, -1 when all
// bits are equal: the leading zeros of S0 ^ (S0 >> width-1, arithmetic).
void sFlbitI(LiftContext& c) {
  V v = src(c, 0);
  V signs = op2(c, Op::AShr, v, c.constantLike(v, ir::elemBits(v->type.elem) - 1));
  V differing = op2(c, Op::Xor, v, signs);
  dst32(c, c.minusOneIfZero(differing, c.emit(Op::Ctlz, {differing})));
}

template <unsigned bits>
void sSextI32(LiftContext& c) { dst32(c, c.emit(Op::SBfe, {src32(c, 0), c.c32(0), c.c32(bits)})); }

// S_BITSET0/1: D[S0[4:0]] = 0/1 ([5:0] for 64 bits).
template <bool one>
void sBitset(LiftContext& c) {
  V d = oldDst(c);
  V bit = bitAt(c, src32(c, 0), d);
  dst(c, one ? orOf(c, d, bit) : andOf(c, d, notOf(c, bit)));
}

// S_GETPC_B64: D = the address of the next instruction.
void sGetpc(LiftContext& c) { c.swrite64(c.inst.dst, c.c64(c.nextPc())); }
void sSetpc(LiftContext& c) { c.jumpIndirect(src(c, 0)); }
// S_SWAPPC_B64: D = PC + 4; PC = S0 (read before D is written).
void sSwappc(LiftContext& c) {
  V target = src(c, 0);
  c.swrite64(c.inst.dst, c.c64(c.nextPc()));
  c.jumpIndirect(target);
}
// S_RFE_B64, S_RFE_RESTORE_B64: PRIV = 0; PC = S0.
void sRfe(LiftContext& c) {
  V target = src(c, 0);
  clearStatusBits(c, kStatusPriv);
  c.jumpIndirect(target);
}

// S_<op>_SAVEEXEC_B64: D = EXEC; EXEC = f(S0, EXEC); SCC = (EXEC != 0).
template <Combine f>
void saveexec(LiftContext& c) {
  V s0 = src(c, 0), exec = c.maskToI64(c.exec());
  V result = f(c, s0, exec);
  c.swrite64(c.inst.dst, exec);
  c.setExec(c.i64ToMask(result));
  c.setScc(isNonZero(c, result));
}
// S_ANDN{1,2}_WREXEC_B64: EXEC = f(S0, EXEC); D = EXEC; SCC = (EXEC != 0).
template <Combine f>
void wrexec(LiftContext& c) {
  V s0 = src(c, 0), exec = c.maskToI64(c.exec());
  V result = f(c, s0, exec);
  c.setExec(c.i64ToMask(result));
  c.swrite64(c.inst.dst, result);
  c.setScc(isNonZero(c, result));
}

// S_ABS_I32: D = |S0| (0x80000000 stays); SCC = (D != 0).
void sAbsI32(LiftContext& c) {
  V v = src32(c, 0);
  V negative = c.icmp(ICmpPred::SLt, v, c.c32(0));
  writeWithNonZeroScc(c, c.select(negative, op2(c, Op::Sub, c.c32(0), v), v));
}

// S_MOVRELS: D = SGPR[S0 + M0]; S_MOVRELD: SGPR[D + M0] = S0 (Vega ISA
// "SOP1 Instructions"; the index must be even for 64 bits). Past s101 a
// source reads s0 ("Out-of-Range behavior": "returns the value of SGPR0")
// and a destination is not written: the IR's indexed ops do both.
constexpr unsigned kSgprCount = 102;

std::uint16_t relativeBase(LiftContext& c, std::uint16_t code) {
  if (code >= kSgprCount) c.unsupported("relative addressing from a register other than s0..s101");
  return code;
}
V relativeRead(LiftContext& c, unsigned reg, V index) { return c.emit(Op::GetSGPRIndexed, {index}, reg); }
void sMovrels(LiftContext& c) {
  std::uint16_t base = relativeBase(c, c.inst.src[0]);
  V index = c.m0();
  V lo = relativeRead(c, base, index);
  if (!isWide(c.desc.dst)) return dst32(c, lo);
  c.swrite64(c.inst.dst, c.concat(lo, relativeRead(c, base + 1u, index)));
}
void sMovreld(LiftContext& c) {
  std::uint16_t base = relativeBase(c, c.inst.dst);
  V index = c.m0();
  V value = src(c, 0);
  if (!isWide(c.desc.dst)) {
    c.emit(Op::SetSGPRIndexed, {index, value}, base);
    return;
  }
  c.emit(Op::SetSGPRIndexed, {index, c.lo32(value)}, base);
  c.emit(Op::SetSGPRIndexed, {index, c.hi32(value)}, base + 1u);
}

// --- SOPC --------------------------------------------------------------------

template <ICmpPred pred>
void sCmp(LiftContext& c) { c.setScc(c.icmp(pred, src(c, 0), src(c, 1))); }

// S_BITCMP0/1: SCC = (S0[S1[4:0]] == 0/1) ([5:0] for 64 bits).
template <bool one>
void sBitcmp(LiftContext& c) {
  V v = src(c, 0);
  V bit = andOf(c, op2(c, Op::LShr, v, widthOf(c, src32(c, 1), v)), c.constantLike(v, 1));
  c.setScc(one ? isNonZero(c, bit) : isZero(c, bit));
}

// --- SOPP --------------------------------------------------------------------

void sNop(LiftContext&) {}
void sEndpgm(LiftContext& c) { c.endProgram(); }
void sBranch(LiftContext& c) { c.jumpTo(c.labelTarget()); }

template <bool ifSet>
void branchOn(LiftContext& c, V isSet) { c.branch(ifSet ? isSet : isZero(c, isSet), c.labelTarget()); }
template <bool ifSet>
void sCbranchScc(LiftContext& c) { branchOn<ifSet>(c, c.scc()); }
template <bool ifNonZero>
void sCbranchVcc(LiftContext& c) { branchOn<ifNonZero>(c, isNonZero(c, c.maskToI64(c.vcc()))); }
template <bool ifNonZero>
void sCbranchExec(LiftContext& c) { branchOn<ifNonZero>(c, isNonZero(c, c.maskToI64(c.exec()))); }

// S_CBRANCH_CDBG*: branch on STATUS.COND_DBG_SYS / COND_DBG_USER.
V statusBit(LiftContext& c, std::uint32_t bit) { return isNonZero(c, andOf(c, readStatus(c), c.c32(bit))); }
void sCbranchCdbgsys(LiftContext& c) { branchOn<true>(c, statusBit(c, kStatusCondDbgSys)); }
void sCbranchCdbguser(LiftContext& c) { branchOn<true>(c, statusBit(c, kStatusCondDbgUser)); }
void sCbranchCdbgsysOrUser(LiftContext& c) {
  branchOn<true>(c, statusBit(c, kStatusCondDbgSys | kStatusCondDbgUser));
}
void sCbranchCdbgsysAndUser(LiftContext& c) {
  std::uint32_t both = kStatusCondDbgSys | kStatusCondDbgUser;
  branchOn<true>(c, c.icmp(ICmpPred::Eq, andOf(c, readStatus(c), c.c32(both)), c.c32(both)));
}

void sBarrier(LiftContext& c) { c.barrier(); }
// S_TRAP: TrapID = SIMM16[7:0]; entering the handler is the runtime's.
void sTrap(LiftContext& c) { c.trap(std::uint32_t(c.inst.imm) & 0xff); }

// S_SETHALT: HALT = SIMM16[0]. Clearing it is all a running wave can see;
// halting the wave has no IR equivalent.
void sSethalt(LiftContext& c) {
  if (c.inst.imm & 1) c.unsupported("halting the wave (s_sethalt 1) is not modelled");
  clearStatusBits(c, kStatusHalt);
}
// S_SETKILL: KILL = SIMM16[0], the debug stand-in for a host kill-wave
// command. Clearing it changes nothing the wave sees; killing the wave has
// no IR equivalent.
void sSetkill(LiftContext& c) {
  if (c.inst.imm & 1) c.unsupported("killing the wave (s_setkill 1) is not modelled");
}
// S_SETPRIO: STATUS.WAVE_PRIO[4:3] = SIMM16[1:0].
void sSetprio(LiftContext& c) {
  std::uint32_t prio = (std::uint32_t(c.inst.imm) & 3) << kStatusWavePrioShift;
  V kept = andOf(c, c.emit(Op::GetHwReg, {}, kHwRegStatus), c.c32(~(3u << kStatusWavePrioShift)));
  c.emit(Op::SetHwReg, {orOf(c, kept, c.c32(prio))}, kHwRegStatus);
}

constexpr LiftEntry kEntries[] = {
    // SOP2
    {InstId::s_add_u32, sAddU32},
    {InstId::s_sub_u32, sSubU32},
    {InstId::s_add_i32, sAddI32},
    {InstId::s_sub_i32, sSubI32},
    {InstId::s_addc_u32, sAddcU32},
    {InstId::s_subb_u32, sSubbU32},
    {InstId::s_min_i32, minMax<ICmpPred::SLt>},
    {InstId::s_min_u32, minMax<ICmpPred::ULt>},
    {InstId::s_max_i32, minMax<ICmpPred::SGt>},
    {InstId::s_max_u32, minMax<ICmpPred::UGt>},
    {InstId::s_cselect_b32, sCselect},
    {InstId::s_cselect_b64, sCselect},
    {InstId::s_and_b32, bitwise<andOf>},
    {InstId::s_and_b64, bitwise<andOf>},
    {InstId::s_or_b32, bitwise<orOf>},
    {InstId::s_or_b64, bitwise<orOf>},
    {InstId::s_xor_b32, bitwise<xorOf>},
    {InstId::s_xor_b64, bitwise<xorOf>},
    {InstId::s_andn2_b32, bitwise<andn2Of>},
    {InstId::s_andn2_b64, bitwise<andn2Of>},
    {InstId::s_orn2_b32, bitwise<orn2Of>},
    {InstId::s_orn2_b64, bitwise<orn2Of>},
    {InstId::s_nand_b32, bitwise<nandOf>},
    {InstId::s_nand_b64, bitwise<nandOf>},
    {InstId::s_nor_b32, bitwise<norOf>},
    {InstId::s_nor_b64, bitwise<norOf>},
    {InstId::s_xnor_b32, bitwise<xnorOf>},
    {InstId::s_xnor_b64, bitwise<xnorOf>},
    {InstId::s_lshl_b32, shift<Op::Shl>},
    {InstId::s_lshl_b64, shift<Op::Shl>},
    {InstId::s_lshr_b32, shift<Op::LShr>},
    {InstId::s_lshr_b64, shift<Op::LShr>},
    {InstId::s_ashr_i32, shift<Op::AShr>},
    {InstId::s_ashr_i64, shift<Op::AShr>},
    {InstId::s_bfm_b32, sBfm},
    {InstId::s_bfm_b64, sBfm},
    {InstId::s_mul_i32, binary32<Op::Mul>},
    {InstId::s_bfe_u32, sBfe<false>},
    {InstId::s_bfe_i32, sBfe<true>},
    {InstId::s_bfe_u64, sBfe<false>},
    {InstId::s_bfe_i64, sBfe<true>},
    {InstId::s_absdiff_i32, sAbsdiffI32},
    {InstId::s_rfe_restore_b64, sRfe},
    {InstId::s_mul_hi_u32, binary32<Op::MulHiU>},
    {InstId::s_mul_hi_i32, binary32<Op::MulHiS>},
    {InstId::s_lshl1_add_u32, sLshlAdd<1>},
    {InstId::s_lshl2_add_u32, sLshlAdd<2>},
    {InstId::s_lshl3_add_u32, sLshlAdd<3>},
    {InstId::s_lshl4_add_u32, sLshlAdd<4>},
    {InstId::s_pack_ll_b32_b16, sPack<false, false>},
    {InstId::s_pack_lh_b32_b16, sPack<false, true>},
    {InstId::s_pack_hh_b32_b16, sPack<true, true>},
    // SOPK
    {InstId::s_movk_i32, sMovkI32},
    {InstId::s_cmovk_i32, sCmovkI32},
    {InstId::s_cmpk_eq_i32, sCmpk<ICmpPred::Eq>},
    {InstId::s_cmpk_lg_i32, sCmpk<ICmpPred::Ne>},
    {InstId::s_cmpk_gt_i32, sCmpk<ICmpPred::SGt>},
    {InstId::s_cmpk_ge_i32, sCmpk<ICmpPred::SGe>},
    {InstId::s_cmpk_lt_i32, sCmpk<ICmpPred::SLt>},
    {InstId::s_cmpk_le_i32, sCmpk<ICmpPred::SLe>},
    {InstId::s_cmpk_eq_u32, sCmpk<ICmpPred::Eq>},
    {InstId::s_cmpk_lg_u32, sCmpk<ICmpPred::Ne>},
    {InstId::s_cmpk_gt_u32, sCmpk<ICmpPred::UGt>},
    {InstId::s_cmpk_ge_u32, sCmpk<ICmpPred::UGe>},
    {InstId::s_cmpk_lt_u32, sCmpk<ICmpPred::ULt>},
    {InstId::s_cmpk_le_u32, sCmpk<ICmpPred::ULe>},
    {InstId::s_addk_i32, sAddkI32},
    {InstId::s_mulk_i32, sMulkI32},
    {InstId::s_getreg_b32, sGetreg},
    {InstId::s_setreg_b32, sSetreg},
    {InstId::s_setreg_imm32_b32, sSetreg},
    {InstId::s_call_b64, sCallB64},
    // SOP1
    {InstId::s_mov_b32, sMov},
    {InstId::s_mov_b64, sMov},
    {InstId::s_cmov_b32, sCmov},
    {InstId::s_cmov_b64, sCmov},
    {InstId::s_not_b32, sNot},
    {InstId::s_not_b64, sNot},
    {InstId::s_wqm_b32, unaryWithScc<Op::WholeQuad>},
    {InstId::s_wqm_b64, unaryWithScc<Op::WholeQuad>},
    {InstId::s_brev_b32, unary<Op::BitReverse>},
    {InstId::s_brev_b64, unary<Op::BitReverse>},
    {InstId::s_bcnt0_i32_b32, sBcnt0},
    {InstId::s_bcnt0_i32_b64, sBcnt0},
    {InstId::s_bcnt1_i32_b32, sBcnt1},
    {InstId::s_bcnt1_i32_b64, sBcnt1},
    {InstId::s_ff0_i32_b32, sFf0},
    {InstId::s_ff0_i32_b64, sFf0},
    {InstId::s_ff1_i32_b32, sFf1},
    {InstId::s_ff1_i32_b64, sFf1},
    {InstId::s_flbit_i32_b32, sFlbitB},
    {InstId::s_flbit_i32_b64, sFlbitB},
    {InstId::s_flbit_i32, sFlbitI},
    {InstId::s_flbit_i32_i64, sFlbitI},
    {InstId::s_sext_i32_i8, sSextI32<8>},
    {InstId::s_sext_i32_i16, sSextI32<16>},
    {InstId::s_bitset0_b32, sBitset<false>},
    {InstId::s_bitset0_b64, sBitset<false>},
    {InstId::s_bitset1_b32, sBitset<true>},
    {InstId::s_bitset1_b64, sBitset<true>},
    {InstId::s_getpc_b64, sGetpc},
    {InstId::s_setpc_b64, sSetpc},
    {InstId::s_swappc_b64, sSwappc},
    {InstId::s_rfe_b64, sRfe},
    {InstId::s_and_saveexec_b64, saveexec<andOf>},
    {InstId::s_or_saveexec_b64, saveexec<orOf>},
    {InstId::s_xor_saveexec_b64, saveexec<xorOf>},
    {InstId::s_andn2_saveexec_b64, saveexec<andn2Of>},
    {InstId::s_orn2_saveexec_b64, saveexec<orn2Of>},
    {InstId::s_nand_saveexec_b64, saveexec<nandOf>},
    {InstId::s_nor_saveexec_b64, saveexec<norOf>},
    {InstId::s_xnor_saveexec_b64, saveexec<xnorOf>},
    {InstId::s_andn1_saveexec_b64, saveexec<andn1Of>},
    {InstId::s_orn1_saveexec_b64, saveexec<orn1Of>},
    {InstId::s_andn1_wrexec_b64, wrexec<andn1Of>},
    {InstId::s_andn2_wrexec_b64, wrexec<andn2Of>},
    {InstId::s_quadmask_b32, unaryWithScc<Op::QuadMask>},
    {InstId::s_quadmask_b64, unaryWithScc<Op::QuadMask>},
    {InstId::s_movrels_b32, sMovrels},
    {InstId::s_movrels_b64, sMovrels},
    {InstId::s_movreld_b32, sMovreld},
    {InstId::s_movreld_b64, sMovreld},
    {InstId::s_abs_i32, sAbsI32},
    {InstId::s_set_gpr_idx_idx, sSetGprIdxIdx},
    {InstId::s_bitreplicate_b64_b32, unary<Op::BitReplicate>},
    // SOPC
    {InstId::s_cmp_eq_i32, sCmp<ICmpPred::Eq>},
    {InstId::s_cmp_lg_i32, sCmp<ICmpPred::Ne>},
    {InstId::s_cmp_gt_i32, sCmp<ICmpPred::SGt>},
    {InstId::s_cmp_ge_i32, sCmp<ICmpPred::SGe>},
    {InstId::s_cmp_lt_i32, sCmp<ICmpPred::SLt>},
    {InstId::s_cmp_le_i32, sCmp<ICmpPred::SLe>},
    {InstId::s_cmp_eq_u32, sCmp<ICmpPred::Eq>},
    {InstId::s_cmp_lg_u32, sCmp<ICmpPred::Ne>},
    {InstId::s_cmp_gt_u32, sCmp<ICmpPred::UGt>},
    {InstId::s_cmp_ge_u32, sCmp<ICmpPred::UGe>},
    {InstId::s_cmp_lt_u32, sCmp<ICmpPred::ULt>},
    {InstId::s_cmp_le_u32, sCmp<ICmpPred::ULe>},
    {InstId::s_bitcmp0_b32, sBitcmp<false>},
    {InstId::s_bitcmp1_b32, sBitcmp<true>},
    {InstId::s_bitcmp0_b64, sBitcmp<false>},
    {InstId::s_bitcmp1_b64, sBitcmp<true>},
    {InstId::s_set_gpr_idx_on, sSetGprIdxOn},
    {InstId::s_cmp_eq_u64, sCmp<ICmpPred::Eq>},
    {InstId::s_cmp_lg_u64, sCmp<ICmpPred::Ne>},
    // SOPP
    {InstId::s_nop, sNop},
    {InstId::s_endpgm, sEndpgm},
    {InstId::s_branch, sBranch},
    {InstId::s_wakeup, sNop},  // no wave of ours sleeps beyond its s_sleep
    {InstId::s_cbranch_scc0, sCbranchScc<false>},
    {InstId::s_cbranch_scc1, sCbranchScc<true>},
    {InstId::s_cbranch_vccz, sCbranchVcc<false>},
    {InstId::s_cbranch_vccnz, sCbranchVcc<true>},
    {InstId::s_cbranch_execz, sCbranchExec<false>},
    {InstId::s_cbranch_execnz, sCbranchExec<true>},
    {InstId::s_barrier, sBarrier},
    {InstId::s_setkill, sSetkill},
    {InstId::s_waitcnt, sNop},  // memory ops complete in order here
    {InstId::s_sethalt, sSethalt},
    {InstId::s_sleep, sNop},
    {InstId::s_setprio, sSetprio},
    {InstId::s_trap, sTrap},
    {InstId::s_icache_inv, sNop},
    {InstId::s_incperflevel, sNop},
    {InstId::s_decperflevel, sNop},
    {InstId::s_ttracedata, sNop},  // thread trace is not modelled
    {InstId::s_cbranch_cdbgsys, sCbranchCdbgsys},
    {InstId::s_cbranch_cdbguser, sCbranchCdbguser},
    {InstId::s_cbranch_cdbgsys_or_user, sCbranchCdbgsysOrUser},
    {InstId::s_cbranch_cdbgsys_and_user, sCbranchCdbgsysAndUser},
    {InstId::s_endpgm_saved, sEndpgm},
    {InstId::s_set_gpr_idx_off, sSetGprIdxOff},
    {InstId::s_set_gpr_idx_mode, sSetGprIdxMode},
    {InstId::s_endpgm_ordered_ps_done, sEndpgm},
};

}  // namespace

std::span<const LiftEntry> sopLifts() { return kEntries; }

}  // namespace gcnjit::lift
