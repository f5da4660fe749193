// MUBUF BUFFER_LOAD_FORMAT_* / BUFFER_STORE_FORMAT_* (Vega ISA "Buffer Data",
// Table: Buffer Instructions): data format, num format and dst_sel come from
// the V# (word 3: DST_SEL_X..W [11:0], NUM_FORMAT [14:12], DATA_FORMAT
// [18:15]) when the instruction runs, and are converted by the same rules as
// the MTBUF rows (lift_typed_format.h). A V# format those rules do not lift,
// or a dst_sel the seed leaves undefined, stops the wave with a fault.
#include "ir/fault_check.h"
#include "lift/lift_buffer.h"
#include "lift/lift_buffer_address.h"
#include "lift/lift_typed_format.h"

namespace gcnjit::lift {
namespace {

using ir::AddrSpace;
using ir::FaultCheck;
using ir::ICmpPred;
using ir::MemAccess;

constexpr unsigned kComponentBytes[] = {1, 2, 4};

struct ResourceFormat {
  typed::RuntimeFormat format;
  V dstSel;      // DST_SEL_X..W, 3 bits each
  V components;  // of the data format (0 when not lifted)
  V bytes;       // per component
  V unbound;     // DATA_FORMAT INVALID (Vega ISA "Buffer Data" note)
};

V isEq(LiftContext& c, V a, std::uint32_t b) { return c.icmp(ICmpPred::Eq, a, c.c32(b)); }

ResourceFormat readFormat(LiftContext& c) {
  V w3 = c.sreadDword(c.inst.mem.srsrc, 3);
  auto field = [&](unsigned offset, unsigned width) { return c.emit(Op::UBfe, {w3, c.c32(offset), c.c32(width)}); };
  typed::RuntimeFormat f{field(15, 4), field(12, 3)};
  return {f, field(0, 12), typed::componentCount(c, f.dfmt), typed::componentBytes(c, f.dfmt), isEq(c, f.dfmt, 0)};
}

// A check on the V# that only matters when some lane runs the instruction.
void faultIf(LiftContext& c, V bad, FaultCheck check, V detail) {
  V running = c.icmp(ICmpPred::Ne, c.maskToI64(c.exec()), c.c64(0));
  c.emitTyped(Op::FaultIf, ir::Type::voidType(), {c.emit(Op::And, {bad, running}), detail}, std::uint64_t(check));
}

void requireLiftedFormat(LiftContext& c, const ResourceFormat& r, V lifted) {
  V detail = c.emit(Op::Or, {r.format.dfmt, c.emit(Op::Shl, {r.format.nfmt, c.c32(8)})});
  V bad = c.emit(Op::And, {c.emit(Op::Xor, {lifted, c.c1(true)}), c.emit(Op::Xor, {r.unbound, c.c1(true)})});
  faultIf(c, bad, FaultCheck::BufferFormat, detail);
}

// The lanes that move component `k` when components are `bytes` wide: the
// range-checked lanes if the V# format has that layout, else none.
V componentLanes(LiftContext& c, const ResourceFormat& r, V lanes, unsigned k, unsigned bytes) {
  V present = c.emit(Op::And, {isEq(c, r.bytes, bytes), c.icmp(ICmpPred::UGt, r.components, c.c32(k))});
  return c.select(present, lanes, c.i64ToMask(c.c64(0)));
}

// Component k of the element (memory bits zero-extended), 0 past the format.
V loadComponent(LiftContext& c, BufferAddress& buffer, const ResourceFormat& r, V lanes, unsigned k) {
  V raw = c.vc32(0);
  for (unsigned bytes : kComponentBytes) {
    V loaded = c.load(MemAccess{AddrSpace::Global, std::uint8_t(bytes), false}, ir::Type::vector(Elem::I32),
                      buffer.address(k * bytes, bytes == 4), componentLanes(c, r, lanes, k, bytes));
    raw = c.emit(Op::Or, {raw, loaded});
  }
  return raw;
}

// Dst_sel (Vega ISA "Buffer Resource"): 0 = 0, 1 = 1 (1.0 for float-valued
// formats), 4..7 = R, G, B, A. The reserved codes 2 and 3 and a channel the
// data format lacks are not defined by the seed.
V dstSelValid(LiftContext& c, V sel, V components) {
  V constant = c.icmp(ICmpPred::ULt, sel, c.c32(2));
  V channel = c.emit(Op::Sub, {sel, c.c32(4)});
  V present = c.emit(Op::And, {c.icmp(ICmpPred::UGe, sel, c.c32(4)), c.icmp(ICmpPred::ULt, channel, components)});
  return c.emit(Op::Or, {constant, present});
}
V applyDstSel(LiftContext& c, V sel, const V channels[4], V one) {
  V value = c.select(c.vec(isEq(c, sel, 1)), one, c.vc32(0));
  for (unsigned k = 0; k < 4; ++k) value = c.select(c.vec(isEq(c, sel, 4 + k)), channels[k], value);
  return value;
}

}  // namespace

// Format loads are range-checked as a whole (Vega ISA "Range Checking",
// note 3); an unbound V# reads 0 in every component.
void bufferLoadFormat(LiftContext& c, unsigned components, bool d16, bool d16Hi) {
  ResourceFormat r = readFormat(c);
  V ok = typed::loadLifted(c, r.format, d16);
  V selOk = c.c1(true);
  V sels[4];
  for (unsigned j = 0; j < components; ++j) {
    sels[j] = c.emit(Op::UBfe, {r.dstSel, c.c32(3 * j), c.c32(3)});
    selOk = c.emit(Op::And, {selOk, dstSelValid(c, sels[j], r.components)});
  }
  requireLiftedFormat(c, r, ok);
  faultIf(c, c.emit(Op::And, {c.emit(Op::Xor, {selOk, c.c1(true)}), c.emit(Op::Xor, {r.unbound, c.c1(true)})}),
          FaultCheck::BufferDstSel, r.dstSel);
  BufferAddress buffer(c, false);
  V lanes = buffer.activeInRange(0);
  V channels[4];
  for (unsigned k = 0; k < 4; ++k) channels[k] = typed::decodeAny(c, loadComponent(c, buffer, r, lanes, k), r.format, d16);
  V one = c.select(c.vec(r.unbound), c.vc32(0), typed::oneAny(c, r.format.nfmt, d16));
  V values[4];
  for (unsigned j = 0; j < components; ++j) values[j] = applyDstSel(c, sels[j], channels, one);
  if (!d16Hi) return typed::writeComponents(c, c.inst.mem.vdata, values, components, d16);
  // BUFFER_LOAD_FORMAT_D16_HI_X: D0[31:16] = the component; D0[15:0] kept.
  V low = c.emit(Op::And, {c.vreg(c.inst.mem.vdata, 0), c.vc32(0xffff)});
  c.vregWrite(c.inst.mem.vdata, 0, c.emit(Op::Or, {low, c.emit(Op::Shl, {values[0], c.vc32(16)})}), c.exec());
}

// Stores write the data format's components from the VGPRs in order
// (dst_sel selects what loads return); an unbound V# drops the write.
void bufferStoreFormat(LiftContext& c, unsigned components, bool d16, bool d16Hi) {
  ResourceFormat r = readFormat(c);
  requireLiftedFormat(c, r, c.emit(Op::And, {typed::storeLifted(c, r.format),
                                               c.icmp(ICmpPred::ULe, r.components, c.c32(components))}));
  BufferAddress buffer(c, false);
  V lanes = buffer.activeInRange(0);
  for (unsigned k = 0; k < components; ++k) {
    V data = d16Hi ? c.emit(Op::LShr, {c.vreg(c.inst.mem.vdata, 0), c.vc32(16)})
                   : typed::readComponent(c, c.inst.mem.vdata, k, d16);
    V encoded = typed::encodeAny(c, data, r.format, d16);
    for (unsigned bytes : kComponentBytes) {
      c.store(MemAccess{AddrSpace::Global, std::uint8_t(bytes), false}, buffer.address(k * bytes, bytes == 4), encoded,
              componentLanes(c, r, lanes, k, bytes));
    }
  }
}

}  // namespace gcnjit::lift
