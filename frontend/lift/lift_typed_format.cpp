#include "lift/lift_typed_format.h"

#include <bit>

#include "ir/eval/float_imm.h"

namespace gcnjit::lift::typed {
namespace {

using ir::ICmpPred;

// The float bits of an integer whose magnitude fits the mantissa (exact):
// 0 for 0, else sign | (bias + e) << mantissaBits | the bits below the
// leading one at e, for a float of `mantissaBits` and exponent `bias`.
V integerToFloatBits(LiftContext& c, V value, bool isSigned, unsigned mantissaBits, unsigned bias,
                     unsigned signBit) {
  V zero = c.vc32(0);
  V negative = isSigned ? c.icmp(ICmpPred::SLt, value, zero) : nullptr;
  V magnitude = isSigned ? c.select(negative, c.emit(Op::Sub, {zero, value}), value) : value;
  V exponent = c.emit(Op::Sub, {c.vc32(31), c.emit(Op::Ctlz, {magnitude})});
  V aligned = c.emit(Op::Shl, {magnitude, c.emit(Op::Sub, {c.vc32(mantissaBits), exponent})});
  V mantissa = c.emit(Op::And, {aligned, c.vc32((1u << mantissaBits) - 1)});
  V biased = c.emit(Op::Shl, {c.emit(Op::Add, {exponent, c.vc32(bias)}), c.vc32(mantissaBits)});
  V bits = c.emit(Op::Or, {biased, mantissa});
  if (isSigned) bits = c.emit(Op::Or, {bits, c.select(negative, c.vc32(1u << signBit), zero)});
  return c.select(c.icmp(ICmpPred::Eq, magnitude, zero), zero, bits);
}

V signExtend(LiftContext& c, V value, unsigned bits) {
  return bits == 32 ? value : c.emit(Op::SBfe, {value, c.vc32(0), c.vc32(bits)});
}
V vf64(LiftContext& c, double v) { return c.vconst(Elem::F64, std::bit_cast<std::uint64_t>(v)); }

// f32 / f16 VGPR bits <-> float values.
V floatOf(LiftContext& c, V data, bool d16) {
  return d16 ? c.bitcast(c.trunc(data, Elem::I16), Elem::F16) : c.bitcast(data, Elem::F32);
}
V bitsOf(LiftContext& c, V value) {
  return c.zext(c.bitcast(value, value->type.elem == Elem::F16 ? Elem::I16 : Elem::I32), Elem::I32);
}
V roundNearestEven(LiftContext& c, V value, Elem to) {
  return c.emitTyped(Op::FPTrunc, Type::vector(to), {value}, ir::fpimm::fixedRounding(0));
}

// UNORM / SNORM to float: c / (2^n - 1), SNORM clamped to -1 (the most
// negative code and the next both read -1). Computed in f64 (error below
// 2^-52, far from any f32/f16 rounding midpoint of these quotients), then
// rounded once.
V normToFloat(LiftContext& c, V raw, unsigned bits, bool isSigned, bool d16) {
  double max = isSigned ? double((1u << (bits - 1)) - 1) : double((1u << bits) - 1);
  V value = raw;
  if (isSigned) value = c.emit(Op::SMax, {signExtend(c, raw, bits), c.vc32(std::uint32_t(-std::int32_t(max)))});
  V wide = c.emitTyped(isSigned ? Op::SIToFP : Op::UIToFP, Type::vector(Elem::F64), {value});
  V scaled = c.emit(Op::FMul, {wide, vf64(c, 1.0 / max)});
  return bitsOf(c, roundNearestEven(c, scaled, d16 ? Elem::F16 : Elem::F32));
}

}  // namespace

Layout layoutOf(unsigned dfmt) {
  switch (dfmt) {
    case 1: return {1, 1};   // 8
    case 2: return {1, 2};   // 16
    case 3: return {2, 1};   // 8_8
    case 4: return {1, 4};   // 32
    case 5: return {2, 2};   // 16_16
    case 10: return {4, 1};  // 8_8_8_8
    case 11: return {2, 4};  // 32_32
    case 12: return {4, 2};  // 16_16_16_16
    case 13: return {3, 4};  // 32_32_32
    case 14: return {4, 4};  // 32_32_32_32
    default: return {};
  }
}

const char* dfmtName(unsigned dfmt) {
  static const char* const kNames[16] = {"INVALID", "8", "16", "8_8", "32", "16_16", "10_11_11", "11_11_10",
                                         "10_10_10_2", "2_10_10_10", "8_8_8_8", "32_32", "16_16_16_16",
                                         "32_32_32", "32_32_32_32", "RESERVED"};
  return dfmt < 16 ? kNames[dfmt] : "RESERVED";
}

const char* nfmtName(unsigned nfmt) {
  static const char* const kNames[8] = {"UNORM", "SNORM", "USCALED", "SSCALED", "UINT", "SINT", "RESERVED", "FLOAT"};
  return nfmt < 8 ? kNames[nfmt] : "RESERVED";
}

const char* loadUnsupported(unsigned bits, unsigned nfmt, bool d16) {
  unsigned outBits = d16 ? 16 : 32;
  if (bits > outBits) return "narrowing to 16 bits is not specified";
  switch (nfmt) {
    case Uint: case Sint: return nullptr;
    case Float: return bits >= 16 ? nullptr : "8-bit float is not a format";
    case Uscaled: case Sscaled: return bits < outBits ? nullptr : "conversion not lifted";
    case Unorm: case Snorm: return bits <= 16 ? nullptr : "conversion not lifted";
    default: return "reserved number format";
  }
}

const char* storeUnsupported(unsigned bits, unsigned nfmt) {
  switch (nfmt) {
    case Uint: case Sint: return nullptr;
    case Float: return bits >= 16 ? nullptr : "8-bit float is not a format";
    case Unorm: case Snorm: return bits <= 16 ? nullptr : "conversion not lifted";
    case Uscaled: case Sscaled: return "store conversion not lifted (rounding not specified)";
    default: return "reserved number format";
  }
}

V decodeComponent(LiftContext& c, V raw, unsigned bits, unsigned nfmt, bool d16) {
  unsigned outBits = d16 ? 16 : 32;
  switch (nfmt) {
    case Uint: return raw;
    case Sint: {
      V value = signExtend(c, raw, bits);
      return d16 ? c.emit(Op::And, {value, c.vc32(0xffff)}) : value;
    }
    case Float:
      if (bits == outBits) return raw;
      return bitsOf(c, c.emitTyped(Op::FPExt, Type::vector(Elem::F32), {floatOf(c, raw, true)}));
    case Uscaled: case Sscaled: {
      bool isSigned = nfmt == Sscaled;
      V value = isSigned ? signExtend(c, raw, bits) : raw;
      return d16 ? integerToFloatBits(c, value, isSigned, 10, 15, 15)
                 : integerToFloatBits(c, value, isSigned, 23, 127, 31);
    }
    default: return normToFloat(c, raw, bits, nfmt == Snorm, d16);
  }
}

V encodeComponent(LiftContext& c, V data, unsigned bits, unsigned nfmt, bool d16) {
  unsigned inBits = d16 ? 16 : 32;
  switch (nfmt) {
    case Uint: {
      V value = d16 ? c.emit(Op::And, {data, c.vc32(0xffff)}) : data;
      return bits < inBits ? c.emit(Op::UMin, {value, c.vc32((1u << bits) - 1)}) : value;
    }
    case Sint: {
      V value = d16 ? signExtend(c, data, 16) : data;
      if (bits >= inBits) return value;
      V low = c.emit(Op::SMax, {value, c.vc32(std::uint32_t(-(1 << (bits - 1))))});
      return c.emit(Op::SMin, {low, c.vc32((1u << (bits - 1)) - 1)});
    }
    case Float: {
      if (bits == inBits) return data;
      V value = floatOf(c, data, d16);
      if (bits == 16) return bitsOf(c, roundNearestEven(c, value, Elem::F16));
      return bitsOf(c, c.emitTyped(Op::FPExt, Type::vector(Elem::F32), {value}));
    }
    default: {
      // V_CVT_PKNORM_*: flt_to_unorm / flt_to_snorm with n-bit codes.
      bool isSigned = nfmt == Snorm;
      std::int32_t max = isSigned ? (1 << (bits - 1)) - 1 : (1 << bits) - 1;
      V wide = c.emitTyped(Op::FPExt, Type::vector(Elem::F64), {floatOf(c, data, d16)});
      V product = c.emit(Op::FMul, {wide, vf64(c, double(max))});
      V rounded = c.emitTyped(Op::FPToSI, Type::vector(Elem::I32), {c.emit(Op::FRndne, {product})});
      V low = c.emit(Op::SMax, {rounded, c.vc32(isSigned ? std::uint32_t(-max) : 0)});
      return c.emit(Op::SMin, {low, c.vc32(std::uint32_t(max))});
    }
  }
}

std::uint32_t oneOf(unsigned nfmt, bool d16) {
  if (nfmt == Uint || nfmt == Sint) return 1;
  return d16 ? 0x3c00 : 0x3f800000;
}

V readComponent(LiftContext& c, std::uint16_t vdata, unsigned k, bool d16) {
  V word = c.vreg(vdata, d16 ? k / 2 : k);
  return d16 && k % 2 ? c.emit(Op::LShr, {word, c.vc32(16)}) : word;
}

void writeComponents(LiftContext& c, std::uint16_t vdata, const V* values, unsigned n, bool d16) {
  V exec = c.exec();
  if (!d16) {
    for (unsigned k = 0; k < n; ++k) c.vregWrite(vdata, k, values[k], exec);
    return;
  }
  for (unsigned k = 0; k < n; k += 2) {
    V high = k + 1 < n ? c.emit(Op::Shl, {values[k + 1], c.vc32(16)})
                       : c.emit(Op::And, {c.vreg(vdata, k / 2), c.vc32(0xffff0000)});
    c.vregWrite(vdata, k / 2, c.emit(Op::Or, {values[k], high}), exec);
  }
}

// --- run-time formats -----------------------------------------------------------
namespace {

// Entry `index` (i32 scalar) of a table of sixteen 4-bit values; 0 past it.
V lookup4(LiftContext& c, V index, std::uint64_t table) {
  V shift = c.emit(Op::Shl, {c.zext(index, Elem::I64), c.c64(2)});
  V entry = c.trunc(c.emit(Op::And, {c.emit(Op::LShr, {c.c64(table), shift}), c.c64(15)}), Elem::I32);
  return c.select(c.icmp(ICmpPred::ULt, index, c.c32(16)), entry, c.c32(0));
}

template <typename F>
std::uint64_t layoutTable(F field) {
  std::uint64_t table = 0;
  for (unsigned d = 0; d < 16; ++d) table |= std::uint64_t(field(layoutOf(d))) << (4 * d);
  return table;
}

constexpr unsigned kBytes[] = {1, 2, 4};

// Bit bytes * 8 + nfmt of the conversions `unsupported` accepts.
template <typename F>
std::uint64_t conversionBitmap(F unsupported) {
  std::uint64_t bitmap = 0;
  for (unsigned bytes : kBytes)
    for (unsigned nfmt = 0; nfmt < 8; ++nfmt)
      if (!unsupported(8 * bytes, nfmt)) bitmap |= std::uint64_t(1) << (bytes * 8 + nfmt);
  return bitmap;
}

V lifted(LiftContext& c, RuntimeFormat f, std::uint64_t bitmap) {
  V bytes = componentBytes(c, f.dfmt);
  V index = c.emit(Op::Add, {c.emit(Op::Shl, {bytes, c.c32(3)}), f.nfmt});
  V bit = c.emit(Op::And, {c.emit(Op::LShr, {c.c64(bitmap), c.zext(index, Elem::I64)}), c.c64(1)});
  V ok = c.icmp(ICmpPred::Ne, bit, c.c64(0));
  V known = c.emit(Op::And, {c.icmp(ICmpPred::Ne, bytes, c.c32(0)), c.icmp(ICmpPred::ULt, f.nfmt, c.c32(8))});
  return c.emit(Op::And, {ok, known});
}

// The conversion of the run-time (bytes, nfmt) among the lifted ones.
template <typename Unsupported, typename Convert>
V selectConversion(LiftContext& c, RuntimeFormat f, Unsupported unsupported, Convert convert) {
  V bytes = componentBytes(c, f.dfmt);
  V result = c.vc32(0);
  for (unsigned b : kBytes) {
    V sameBytes = c.icmp(ICmpPred::Eq, bytes, c.c32(b));
    for (unsigned nfmt = 0; nfmt < 8; ++nfmt) {
      if (unsupported(8 * b, nfmt)) continue;
      V match = c.emit(Op::And, {sameBytes, c.icmp(ICmpPred::Eq, f.nfmt, c.c32(nfmt))});
      result = c.select(c.vec(match), convert(8 * b, nfmt), result);
    }
  }
  return result;
}

}  // namespace

V componentCount(LiftContext& c, V dfmt) {
  return lookup4(c, dfmt, layoutTable([](Layout l) { return l.components; }));
}
V componentBytes(LiftContext& c, V dfmt) {
  return lookup4(c, dfmt, layoutTable([](Layout l) { return l.bytes; }));
}

V loadLifted(LiftContext& c, RuntimeFormat f, bool d16) {
  return lifted(c, f, conversionBitmap([&](unsigned bits, unsigned nfmt) { return loadUnsupported(bits, nfmt, d16); }));
}
V storeLifted(LiftContext& c, RuntimeFormat f) {
  return lifted(c, f, conversionBitmap([](unsigned bits, unsigned nfmt) { return storeUnsupported(bits, nfmt); }));
}

V decodeAny(LiftContext& c, V raw, RuntimeFormat f, bool d16) {
  return selectConversion(
      c, f, [&](unsigned bits, unsigned nfmt) { return loadUnsupported(bits, nfmt, d16); },
      [&](unsigned bits, unsigned nfmt) { return decodeComponent(c, raw, bits, nfmt, d16); });
}
V encodeAny(LiftContext& c, V data, RuntimeFormat f, bool d16) {
  return selectConversion(
      c, f, [](unsigned bits, unsigned nfmt) { return storeUnsupported(bits, nfmt); },
      [&](unsigned bits, unsigned nfmt) { return encodeComponent(c, data, bits, nfmt, d16); });
}

V oneAny(LiftContext& c, V nfmt, bool d16) {
  V integer = c.emit(Op::Or, {c.icmp(ICmpPred::Eq, nfmt, c.c32(Uint)), c.icmp(ICmpPred::Eq, nfmt, c.c32(Sint))});
  return c.vec(c.select(integer, c.c32(oneOf(Uint, d16)), c.c32(oneOf(Float, d16))));
}

}  // namespace gcnjit::lift::typed
