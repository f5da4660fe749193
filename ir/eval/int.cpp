// Integer lane functions (ops of ir/ops/int.inc and the integer conversions).
// Operands arrive as the low bits of their element width; results are
// truncated to the result width by the caller.
#include <bit>

#include "ir/eval/eval.h"
#include "ir/lane_address.h"

namespace gcnjit::ir {
namespace {

unsigned bitsOf(const LaneArgs& x) { return elemBits(x.elem); }
std::uint64_t ua(const LaneArgs& x) { return truncateTo(x.a, x.elem); }
std::uint64_t ub(const LaneArgs& x) { return truncateTo(x.b, x.elem); }
std::int64_t sa(const LaneArgs& x) { return signExtendFrom(x.a, x.elem); }
std::int64_t sb(const LaneArgs& x) { return signExtendFrom(x.b, x.elem); }
unsigned shiftOf(const LaneArgs& x) { return unsigned(x.b % bitsOf(x)); }
std::uint64_t maxU(const LaneArgs& x) { return truncateTo(~0ull, x.elem); }
std::int64_t maxS(const LaneArgs& x) { return std::int64_t(maxU(x) >> 1); }
std::int64_t minS(const LaneArgs& x) { return -maxS(x) - 1; }

// High half of the element-width product.
std::uint64_t mulHigh(const LaneArgs& x, bool isSigned) {
  unsigned bits = bitsOf(x);
  if (isSigned) return std::uint64_t((Int128(sa(x)) * Int128(sb(x))) >> bits);
  return std::uint64_t(((UInt128)ua(x) * ub(x)) >> bits);
}

// Sum of |a.field - b.field| over the unsigned fields of `width` bits, plus
// c; `skipZeroB` leaves out the fields where b is 0.
std::uint64_t sumAbsDiff(const LaneArgs& x, unsigned width, bool skipZeroB) {
  std::uint64_t sum = x.c, fieldMask = (1ull << width) - 1;
  for (unsigned shift = 0; shift < bitsOf(x); shift += width) {
    std::uint64_t a = (x.a >> shift) & fieldMask, b = (x.b >> shift) & fieldMask;
    if (skipZeroB && b == 0) continue;
    sum += a > b ? a - b : b - a;
  }
  return sum;
}

}  // namespace

std::uint64_t lane_Add(const LaneArgs& x) { return x.a + x.b; }
std::uint64_t lane_Sub(const LaneArgs& x) { return x.a - x.b; }
std::uint64_t lane_Mul(const LaneArgs& x) { return x.a * x.b; }
std::uint64_t lane_MulHiU(const LaneArgs& x) { return mulHigh(x, false); }
std::uint64_t lane_MulHiS(const LaneArgs& x) { return mulHigh(x, true); }
std::uint64_t lane_Shl(const LaneArgs& x) { return ua(x) << shiftOf(x); }
std::uint64_t lane_LShr(const LaneArgs& x) { return ua(x) >> shiftOf(x); }
std::uint64_t lane_AShr(const LaneArgs& x) { return std::uint64_t(sa(x) >> shiftOf(x)); }
std::uint64_t lane_SMin(const LaneArgs& x) { return std::uint64_t(sa(x) < sb(x) ? sa(x) : sb(x)); }
std::uint64_t lane_SMax(const LaneArgs& x) { return std::uint64_t(sa(x) > sb(x) ? sa(x) : sb(x)); }
std::uint64_t lane_UMin(const LaneArgs& x) { return ua(x) < ub(x) ? ua(x) : ub(x); }
std::uint64_t lane_UMax(const LaneArgs& x) { return ua(x) > ub(x) ? ua(x) : ub(x); }

std::uint64_t lane_UAddSat(const LaneArgs& x) {
  std::uint64_t sum = truncateTo(ua(x) + ub(x), x.elem);
  return sum < ua(x) ? maxU(x) : sum;
}
std::uint64_t lane_USubSat(const LaneArgs& x) { return ua(x) < ub(x) ? 0 : ua(x) - ub(x); }
std::uint64_t lane_SAddSat(const LaneArgs& x) {
  Int128 sum = Int128(sa(x)) + sb(x);
  if (sum > maxS(x)) return std::uint64_t(maxS(x));
  if (sum < minS(x)) return std::uint64_t(minS(x));
  return std::uint64_t(std::int64_t(sum));
}
std::uint64_t lane_SSubSat(const LaneArgs& x) {
  Int128 diff = Int128(sa(x)) - sb(x);
  if (diff > maxS(x)) return std::uint64_t(maxS(x));
  if (diff < minS(x)) return std::uint64_t(minS(x));
  return std::uint64_t(std::int64_t(diff));
}

std::uint64_t lane_UAddCarry(const LaneArgs& x) {
  UInt128 sum = (UInt128)ua(x) + ub(x) + (x.c & 1);
  return (sum >> bitsOf(x)) != 0;
}
std::uint64_t lane_USubBorrow(const LaneArgs& x) {
  return (UInt128)ua(x) < (UInt128)ub(x) + (x.c & 1);
}
std::uint64_t lane_SAddOverflow(const LaneArgs& x) {
  Int128 sum = Int128(sa(x)) + sb(x);
  return sum > maxS(x) || sum < minS(x);
}
std::uint64_t lane_SSubOverflow(const LaneArgs& x) {
  Int128 diff = Int128(sa(x)) - sb(x);
  return diff > maxS(x) || diff < minS(x);
}

// Vega ISA V_BFE_U32: D = (S0 >> S1[4:0]) & ((1 << S2[4:0]) - 1); same for
// the 64-bit scalar forms with 6-bit fields.
std::uint64_t lane_UBfe(const LaneArgs& x) {
  unsigned bits = bitsOf(x);
  unsigned offset = unsigned(x.b % bits), width = unsigned(x.c % bits);
  if (width == 0) return 0;
  return (ua(x) >> offset) & ((1ull << width) - 1);
}
// V_BFE_I32 shifts S0.i arithmetically: a field reaching past bit 31 is
// filled with the sign of S0 (as LLVM folds it), then sign-extended.
std::uint64_t lane_SBfe(const LaneArgs& x) {
  unsigned bits = bitsOf(x);
  unsigned offset = unsigned(x.b % bits), width = unsigned(x.c % bits);
  if (width == 0) return 0;
  std::uint64_t field = std::uint64_t(sa(x) >> offset) & ((1ull << width) - 1);
  std::uint64_t sign = 1ull << (width - 1);
  return (field ^ sign) - sign;
}

std::uint64_t lane_CtPop(const LaneArgs& x) { return unsigned(std::popcount(ua(x))); }
std::uint64_t lane_Ctlz(const LaneArgs& x) {
  return unsigned(std::countl_zero(ua(x))) - (64 - bitsOf(x));
}
std::uint64_t lane_Cttz(const LaneArgs& x) {
  std::uint64_t v = ua(x);
  return v == 0 ? bitsOf(x) : unsigned(std::countr_zero(v));
}
std::uint64_t lane_BitReverse(const LaneArgs& x) {
  std::uint64_t v = ua(x), r = 0;
  for (unsigned i = 0; i < bitsOf(x); ++i) r |= ((v >> i) & 1) << (bitsOf(x) - 1 - i);
  return r;
}

std::uint64_t lane_And(const LaneArgs& x) { return x.a & x.b; }
std::uint64_t lane_Or(const LaneArgs& x) { return x.a | x.b; }
std::uint64_t lane_Xor(const LaneArgs& x) { return x.a ^ x.b; }
std::uint64_t lane_Not(const LaneArgs& x) { return ~x.a; }

std::uint64_t lane_ICmp(const LaneArgs& x) {
  switch (ICmpPred(x.imm)) {
    case ICmpPred::Eq: return ua(x) == ub(x);
    case ICmpPred::Ne: return ua(x) != ub(x);
    case ICmpPred::SLt: return sa(x) < sb(x);
    case ICmpPred::SLe: return sa(x) <= sb(x);
    case ICmpPred::SGt: return sa(x) > sb(x);
    case ICmpPred::SGe: return sa(x) >= sb(x);
    case ICmpPred::ULt: return ua(x) < ub(x);
    case ICmpPred::ULe: return ua(x) <= ub(x);
    case ICmpPred::UGt: return ua(x) > ub(x);
    case ICmpPred::UGe: return ua(x) >= ub(x);
  }
  return 0;
}

// Vega ISA V_PERM_B32: byte_permute({S0, S1}, sel) per selector byte.
std::uint64_t lane_BytePerm(const LaneArgs& x) {
  std::uint64_t in = (ua(x) << 32) | truncateTo(x.b, Elem::I32);
  auto byteAt = [&](unsigned i) { return (in >> (8 * i)) & 0xff; };
  auto signFill = [&](unsigned i) { return (byteAt(i) >> 7) ? 0xffull : 0; };
  std::uint64_t result = 0;
  for (unsigned k = 0; k < 4; ++k) {
    unsigned sel = unsigned(x.c >> (8 * k)) & 0xff;
    std::uint64_t byte = sel >= 13 ? 0xff : sel == 12 ? 0 : sel >= 8 ? signFill(2 * (sel - 8) + 1) : byteAt(sel);
    result |= byte << (8 * k);
  }
  return result;
}

// Vega ISA V_LERP_U8: each byte is (a.byte + b.byte + r.byte[0]) >> 1.
std::uint64_t lane_ByteAvg(const LaneArgs& x) {
  std::uint64_t result = 0;
  for (unsigned shift = 0; shift < bitsOf(x); shift += 8) {
    std::uint64_t sum = ((x.a >> shift) & 0xff) + ((x.b >> shift) & 0xff) + ((x.c >> shift) & 1);
    result |= (sum >> 1) << shift;
  }
  return result;
}

// Vega ISA V_SAD_U8 / V_SAD_U16 (overflow into the upper bits wraps); seed
// 002 V_MSAD_U8 (only the bytes where S1 is not 0).
std::uint64_t lane_SadU8(const LaneArgs& x) { return sumAbsDiff(x, 8, false); }
std::uint64_t lane_SadU16(const LaneArgs& x) { return sumAbsDiff(x, 16, false); }
std::uint64_t lane_MsadU8(const LaneArgs& x) { return sumAbsDiff(x, 8, true); }

std::uint64_t lane_Concat(const LaneArgs& x) { return ua(x) | (ub(x) << bitsOf(x)); }

std::uint64_t lane_LaneAddress(const LaneArgs& x) {
  return x.a + LaneAddressForm::decode(x.imm).offset(std::uint32_t(x.b));
}

std::uint64_t lane_ZExt(const LaneArgs& x) { return ua(x); }
std::uint64_t lane_SExt(const LaneArgs& x) { return std::uint64_t(sa(x)); }
std::uint64_t lane_Trunc(const LaneArgs& x) { return x.a; }

}  // namespace gcnjit::ir
