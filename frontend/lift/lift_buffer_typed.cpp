// MTBUF typed buffer loads and stores (Vega ISA "MTBUF Instructions",
// "Buffer Data"): DFMT and NFMT come from the instruction, dst_sel is the
// identity (X000, XY00, XYZ0, XYZW: components the format lacks read 0).
//
// Lifted formats (DFMT table of Vega ISA "Buffer Instructions", fields):
// the component layouts 8, 16, 8_8, 32, 16_16, 8_8_8_8, 32_32, 32_32_32,
// 32_32_32_32, 16_16_16_16 with the conversions that are exact and fully
// defined by the seed ("Read Data Format": integer formats return integers,
// 32-bit data is not converted):
// - loads: UINT/SINT (zero/sign extension), FLOAT with 32-bit components,
//   USCALED/SSCALED with 8/16-bit components (integer to float, exact);
//   D16 loads: UINT/SINT 8-bit (extended to 16 bits), UINT/SINT/FLOAT 16-bit,
//   USCALED/SSCALED 8-bit (to f16, exact);
// - stores: UINT/SINT/FLOAT with 32-bit components; D16 stores: 16-bit ones.
// Everything else (packed 10/11-bit formats, UNORM/SNORM, f16 <-> f32,
// narrowing stores, whose rounding or saturation the seed does not give) is a
// LiftError naming the format.
#include <string>

#include "lift/lift_buffer.h"
#include "lift/lift_buffer_address.h"

namespace gcnjit::lift {
namespace {

using ir::AddrSpace;
using ir::MemAccess;

enum Nfmt : unsigned { Unorm = 0, Snorm = 1, Uscaled = 2, Sscaled = 3, Uint = 4, Sint = 5, Float = 7 };

struct Layout {
  unsigned components = 0;  // 0: not a lifted layout
  unsigned bytes = 0;       // per component
};

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

std::string formatName(unsigned dfmt, unsigned nfmt) {
  static const char* const kDfmt[16] = {"INVALID", "8", "16", "8_8", "32", "16_16", "10_11_11", "11_11_10",
                                        "10_10_10_2", "2_10_10_10", "8_8_8_8", "32_32", "16_16_16_16",
                                        "32_32_32", "32_32_32_32", "RESERVED"};
  static const char* const kNfmt[8] = {"UNORM", "SNORM", "USCALED", "SSCALED", "UINT", "SINT", "RESERVED", "FLOAT"};
  return std::string("BUF_DATA_FORMAT_") + kDfmt[dfmt & 15] + ", BUF_NUM_FORMAT_" + kNfmt[nfmt & 7];
}

[[noreturn]] void unsupportedFormat(LiftContext& c, const std::string& why) {
  c.unsupported("typed buffer format " + formatName(c.inst.mem.dfmt, c.inst.mem.nfmt) + ": " + why);
}


// The float bits of an integer whose magnitude fits the mantissa (exact):
// 0 for 0, else sign | (bias + e) << mantissaBits | the bits below the
// leading one at e, for a float of `mantissaBits` and exponent `bias`.
V integerToFloatBits(LiftContext& c, V value, bool isSigned, unsigned mantissaBits, unsigned bias,
                     unsigned signBit) {
  V zero = c.vc32(0);
  V negative = isSigned ? c.icmp(ir::ICmpPred::SLt, value, zero) : nullptr;
  V magnitude = isSigned ? c.emit(Op::Select, {negative, c.emit(Op::Sub, {zero, value}), value}) : value;
  V exponent = c.emit(Op::Sub, {c.vc32(31), c.emit(Op::Ctlz, {magnitude})});
  V aligned = c.emit(Op::Shl, {magnitude, c.emit(Op::Sub, {c.vc32(mantissaBits), exponent})});
  V mantissa = c.emit(Op::And, {aligned, c.vc32((1u << mantissaBits) - 1)});
  V biased = c.emit(Op::Shl, {c.emit(Op::Add, {exponent, c.vc32(bias)}), c.vc32(mantissaBits)});
  V bits = c.emit(Op::Or, {biased, mantissa});
  if (isSigned) bits = c.emit(Op::Or, {bits, c.emit(Op::Select, {negative, c.vc32(1u << signBit), zero})});
  V isZero = c.icmp(ir::ICmpPred::Eq, magnitude, zero);
  return c.emit(Op::Select, {isZero, zero, bits});
}

// How one loaded component (zero- or sign-extended to 32 bits by the load)
// becomes the VGPR data; checked before any IR is emitted.
struct LoadConversion {
  bool signExtend = false;
  bool toFloat = false;  // USCALED/SSCALED
};

LoadConversion loadConversion(LiftContext& c, Layout layout, bool d16) {
  unsigned nfmt = c.inst.mem.nfmt;
  unsigned bits = 8 * layout.bytes;
  bool integer = nfmt == Uint || nfmt == Sint;
  bool scaled = nfmt == Uscaled || nfmt == Sscaled;
  bool isSigned = nfmt == Sint || nfmt == Sscaled;
  unsigned outBits = d16 ? 16 : 32;
  if (bits > outBits) unsupportedFormat(c, "narrowing to 16 bits is not specified");
  if (integer) return {isSigned, false};
  if (nfmt == Float && bits == outBits) return {false, false};
  // Scaled integers convert exactly when they fit the mantissa (f32: 24
  // bits, f16: 11 bits).
  if (scaled && bits < outBits) return {isSigned, true};
  unsupportedFormat(c, "conversion not lifted");
}

V convertLoaded(LiftContext& c, V value, LoadConversion conversion, bool d16) {
  if (!conversion.toFloat) {
    return d16 ? c.emit(Op::And, {value, c.vc32(0xffff)}) : value;
  }
  return d16 ? integerToFloatBits(c, value, conversion.signExtend, 10, 15, 15)
             : integerToFloatBits(c, value, conversion.signExtend, 23, 127, 31);
}

Layout checkedLayout(LiftContext& c) {
  Layout layout = layoutOf(c.inst.mem.dfmt);
  if (layout.components == 0) unsupportedFormat(c, "data format not lifted");
  return layout;
}

}  // namespace

// Format loads are range-checked as a whole (Vega ISA "Range Checking",
// note 3); out-of-range lanes read 0 before conversion (0 in every format).
void tbufferLoad(LiftContext& c, unsigned components, bool d16) {
  Layout layout = checkedLayout(c);
  LoadConversion conversion = loadConversion(c, layout, d16);
  BufferAddress buffer(c, false);
  V lanes = buffer.activeInRange(0);
  V values[4];
  for (unsigned k = 0; k < components; ++k) {
    if (k >= layout.components) {
      values[k] = c.vc32(0);
      continue;
    }
    MemAccess access{AddrSpace::Global, std::uint8_t(layout.bytes), conversion.signExtend};
    V loaded = c.load(access, ir::Type::vector(Elem::I32), buffer.address(k * layout.bytes, layout.bytes == 4), lanes);
    values[k] = convertLoaded(c, loaded, conversion, d16);
  }
  V exec = c.exec();
  if (!d16) {
    for (unsigned k = 0; k < components; ++k) c.vregWrite(c.inst.mem.vdata, k, values[k], exec);
    return;
  }
  // D16: two 16-bit components per VGPR, the first in the low half. An odd
  // last component writes only D[15:0] (Vega ISA BUFFER_LOAD_FORMAT_D16_X:
  // "D0[15:0] = ..."), keeping the high half as the *_D16 loads do.
  for (unsigned k = 0; k < components; k += 2) {
    std::uint16_t vdata = c.inst.mem.vdata;
    V high = k + 1 < components ? c.emit(Op::Shl, {values[k + 1], c.vc32(16)})
                                : c.emit(Op::And, {c.vreg(vdata, k / 2), c.vc32(0xffff0000)});
    c.vregWrite(vdata, k / 2, c.emit(Op::Or, {values[k], high}), exec);
  }
}

void tbufferStore(LiftContext& c, unsigned components, bool d16) {
  Layout layout = checkedLayout(c);
  unsigned nfmt = c.inst.mem.nfmt;
  bool raw = nfmt == Uint || nfmt == Sint || nfmt == Float;
  if (!raw || 8 * layout.bytes != (d16 ? 16u : 32u)) unsupportedFormat(c, "store conversion not lifted");
  if (components < layout.components) unsupportedFormat(c, "storing fewer components than the format has");
  BufferAddress buffer(c, false);
  V data[4];
  for (unsigned k = 0; k < layout.components; ++k) {
    V word = c.vreg(c.inst.mem.vdata, d16 ? k / 2 : k);
    data[k] = d16 && k % 2 ? c.emit(Op::LShr, {word, c.vc32(16)}) : word;
  }
  V lanes = buffer.activeInRange(0);
  for (unsigned k = 0; k < layout.components; ++k) {
    c.store(MemAccess{AddrSpace::Global, std::uint8_t(layout.bytes), false},
            buffer.address(k * layout.bytes, layout.bytes == 4), data[k], lanes);
  }
}

}  // namespace gcnjit::lift
