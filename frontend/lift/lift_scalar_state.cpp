#include "lift/lift_scalar_state.h"

#include <string>

namespace gcnjit::lift {
namespace {

// Hardware register ids (Vega ISA "Hardware Register Values").
enum HwRegId : unsigned {
  TrapSts = 3, HwId = 4, GprAlloc = 5, LdsAlloc = 6, IbSts = 7,
  ShMemBases = 15,  // gfx9 (LLVM HW_REG_SH_MEM_BASES); reserved in the seed's table
  TbaLo = 16, TbaHi = 17, TmaLo = 18, TmaHi = 19,
};

constexpr unsigned kApertureSharedBase = 235;
constexpr unsigned kAperturePrivateBase = 237;

std::uint32_t lowMask(unsigned size) { return size >= 32 ? ~0u : (1u << size) - 1; }

V and32(LiftContext& c, V v, std::uint32_t mask) { return c.emit(Op::And, {v, c.c32(mask)}); }
V or32(LiftContext& c, V a, V b) { return c.emit(Op::Or, {a, b}); }
V shl32(LiftContext& c, V v, unsigned n) { return c.emit(Op::Shl, {v, c.c32(n)}); }
V lshr32(LiftContext& c, V v, unsigned n) { return c.emit(Op::LShr, {v, c.c32(n)}); }
V bitOf(LiftContext& c, V i1, unsigned position) { return shl32(c, c.zext(i1, Elem::I32), position); }
V isZero64(LiftContext& c, V mask) {
  return c.icmp(ir::ICmpPred::Eq, c.maskToI64(mask), c.c64(0));
}

// SH_MEM_BASES: [31:16] = shared aperture [63:48], [15:0] = private aperture
// [63:48], the apertures src_shared_base/src_private_base give.
V shMemBases(LiftContext& c) {
  V shared = c.emit(Op::GetAperture, {}, kApertureSharedBase);
  V priv = c.emit(Op::GetAperture, {}, kAperturePrivateBase);
  return or32(c, and32(c, shared, 0xffff0000), lshr32(c, priv, 16));
}

// `old` with the field's bits replaced by the low bits of `value`.
V mergeField(LiftContext& c, V old, const HwRegField& field, V value) {
  std::uint32_t mask = std::uint32_t(std::uint64_t(lowMask(field.size)) << field.offset);
  return or32(c, and32(c, old, ~mask), and32(c, shl32(c, value, field.offset), mask));
}

V m0Merged(LiftContext& c, std::uint32_t keepMask, V bits) { return or32(c, and32(c, c.m0(), keepMask), bits); }
void setM0(LiftContext& c, V value) { c.b().set(Op::SetM0, value); }
void setModeBits(LiftContext& c, std::uint32_t clear, V set) {
  V mode = and32(c, c.b().get(Op::GetMODE), ~clear);
  c.b().set(Op::SetMODE, set ? or32(c, mode, set) : mode);
}

}  // namespace

HwRegField decodeHwRegField(std::uint32_t simm16) {
  return {simm16 & 0x3f, (simm16 >> 6) & 0x1f, ((simm16 >> 11) & 0x1f) + 1};
}

// STATUS.SCC is bit 0 (the seed's table says 1, overlapping SPI_PRIO [2:1]).
V readStatus(LiftContext& c) {
  std::uint32_t live = kStatusScc | kStatusExecz | kStatusVccz;
  V stored = and32(c, c.emit(Op::GetHwReg, {}, kHwRegStatus), ~live);
  V scc = c.zext(c.scc(), Elem::I32);
  V execz = bitOf(c, isZero64(c, c.exec()), 9);
  V vccz = bitOf(c, isZero64(c, c.vcc()), 10);
  return or32(c, or32(c, stored, scc), or32(c, execz, vccz));
}

V readHwReg(LiftContext& c, unsigned id) {
  switch (id) {
    case kHwRegMode: return c.b().get(Op::GetMODE);
    case kHwRegStatus: return readStatus(c);
    case ShMemBases: return shMemBases(c);
    case TrapSts: case HwId: case GprAlloc: case LdsAlloc: case IbSts:
    case TbaLo: case TbaHi: case TmaLo: case TmaHi:
      return c.emit(Op::GetHwReg, {}, id);
    default: break;
  }
  c.unsupported("hardware register " + std::to_string(id) + " is reserved");
}

V extractHwRegField(LiftContext& c, V whole, const HwRegField& field) {
  return and32(c, lshr32(c, whole, field.offset), lowMask(field.size));
}

void writeHwRegField(LiftContext& c, const HwRegField& field, V value) {
  switch (field.id) {
    case kHwRegMode: {
      // MODE.GPR_IDX_EN and MODE.VSKIP change how vector instructions run:
      // the lifter tracks index mode from s_set_gpr_idx_on/off only
      // (gpr_index_mode.h) and does not model VSKIP. A constant that
      // leaves both bits clear is fine.
      std::uint64_t risky = (std::uint64_t(lowMask(field.size)) << field.offset) &
                            (std::uint64_t(kModeGprIdxEn) | (1ull << kModeVskipBit));
      bool constantClear = value->op == Op::Const && ((value->imm << field.offset) & risky) == 0;
      if (risky && !constantClear) c.unsupported("setting MODE.GPR_IDX_EN or MODE.VSKIP is not supported");
      c.b().set(Op::SetMODE, mergeField(c, c.b().get(Op::GetMODE), field, value));
      return;
    }
    case TrapSts:
      c.emit(Op::SetHwReg, {mergeField(c, c.emit(Op::GetHwReg, {}, TrapSts), field, value)}, TrapSts);
      return;
    case kHwRegStatus: case HwId: case GprAlloc: case LdsAlloc: case IbSts: case ShMemBases:
    case TbaLo: case TbaHi: case TmaLo: case TmaHi:
      return;  // read-only
    default: break;
  }
  c.unsupported("hardware register " + std::to_string(field.id) + " is reserved");
}

void clearStatusBits(LiftContext& c, std::uint32_t bits) {
  c.emit(Op::SetHwReg, {and32(c, c.emit(Op::GetHwReg, {}, kHwRegStatus), ~bits)}, kHwRegStatus);
}

// S_SET_GPR_IDX_ON: MODE.gpr_idx_en = 1; M0[7:0] = S0.u[7:0]; M0[15:12] =
// SIMM4 (the S1 field); other bits of M0 kept.
void sSetGprIdxOn(LiftContext& c) {
  V index = and32(c, c.sread32(c.inst.src[0], c.desc.src0), 0xff);
  std::uint32_t enables = (std::uint32_t(c.inst.imm) & 0xf) << 12;
  setM0(c, m0Merged(c, ~0xf0ffu, or32(c, index, c.c32(enables))));
  setModeBits(c, 0, c.c32(kModeGprIdxEn));
}
// S_SET_GPR_IDX_OFF: MODE.gpr_idx_en = 0; M0 unchanged.
void sSetGprIdxOff(LiftContext& c) { setModeBits(c, kModeGprIdxEn, nullptr); }
// S_SET_GPR_IDX_IDX: M0[7:0] = S0[7:0].
void sSetGprIdxIdx(LiftContext& c) {
  V index = and32(c, c.sread32(c.inst.src[0], c.desc.src0), 0xff);
  setM0(c, m0Merged(c, ~0xffu, index));
}
// S_SET_GPR_IDX_MODE: M0[15:12] = SIMM16[3:0].
void sSetGprIdxMode(LiftContext& c) {
  setM0(c, m0Merged(c, ~0xf000u, c.c32((std::uint32_t(c.inst.imm) & 0xf) << 12)));
}

}  // namespace gcnjit::lift
