// MTBUF typed buffer loads and stores (Vega ISA "MTBUF Instructions",
// "Buffer Data"): DFMT and NFMT come from the instruction, dst_sel is the
// identity (X000, XY00, XYZ0, XYZW: components the format lacks read 0).
// The lifted formats and conversions are those of lift_typed_format.h; any
// other is a LiftError naming the format.
#include <string>

#include "lift/lift_buffer.h"
#include "lift/lift_buffer_address.h"
#include "lift/lift_typed_format.h"

namespace gcnjit::lift {
namespace {

using ir::AddrSpace;
using ir::MemAccess;

[[noreturn]] void unsupportedFormat(LiftContext& c, const std::string& why) {
  c.unsupported(std::string("typed buffer format BUF_DATA_FORMAT_") + typed::dfmtName(c.inst.mem.dfmt) +
                ", BUF_NUM_FORMAT_" + typed::nfmtName(c.inst.mem.nfmt) + ": " + why);
}

typed::Layout checkedLayout(LiftContext& c) {
  typed::Layout layout = typed::layoutOf(c.inst.mem.dfmt);
  if (layout.components == 0) unsupportedFormat(c, "data format not lifted");
  return layout;
}

}  // namespace

// Format loads are range-checked as a whole (Vega ISA "Range Checking",
// note 3); out-of-range lanes read 0 before conversion (0 in every format).
void tbufferLoad(LiftContext& c, unsigned components, bool d16) {
  typed::Layout layout = checkedLayout(c);
  unsigned bits = 8 * layout.bytes, nfmt = c.inst.mem.nfmt;
  if (const char* why = typed::loadUnsupported(bits, nfmt, d16)) unsupportedFormat(c, why);
  BufferAddress buffer(c, false);
  V lanes = buffer.activeInRange(0);
  V values[4];
  for (unsigned k = 0; k < components; ++k) {
    if (k >= layout.components) {
      values[k] = c.vc32(0);
      continue;
    }
    MemAccess access{AddrSpace::Global, std::uint8_t(layout.bytes), false};
    V loaded = c.load(access, ir::Type::vector(Elem::I32), buffer.address(k * layout.bytes, layout.bytes == 4), lanes);
    values[k] = typed::decodeComponent(c, loaded, bits, nfmt, d16);
  }
  typed::writeComponents(c, c.inst.mem.vdata, values, components, d16);
}

void tbufferStore(LiftContext& c, unsigned components, bool d16) {
  typed::Layout layout = checkedLayout(c);
  unsigned bits = 8 * layout.bytes, nfmt = c.inst.mem.nfmt;
  if (const char* why = typed::storeUnsupported(bits, nfmt)) unsupportedFormat(c, why);
  if (components < layout.components) unsupportedFormat(c, "storing fewer components than the format has");
  BufferAddress buffer(c, false);
  V data[4];
  for (unsigned k = 0; k < layout.components; ++k) {
    data[k] = typed::encodeComponent(c, typed::readComponent(c, c.inst.mem.vdata, k, d16), bits, nfmt, d16);
  }
  V lanes = buffer.activeInRange(0);
  for (unsigned k = 0; k < layout.components; ++k) {
    c.store(MemAccess{AddrSpace::Global, std::uint8_t(layout.bytes), false},
            buffer.address(k * layout.bytes, layout.bytes == 4), data[k], lanes);
  }
}

}  // namespace gcnjit::lift
