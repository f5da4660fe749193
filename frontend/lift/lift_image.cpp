// Image memory without a sampler (Vega ISA "Vector Memory (VM) Image
// Instructions", "MIMG Instructions"): loads, stores, atomics and
// get_resinfo on the T# and linear layout of lift_image_resource.h, with the
// format conversions of lift_typed_format.h. The sampling, gather and LOD
// rows are graphics-only (flagged Unsupported in the table).
//
// Not lifted (LiftError): TFE and LWE (PRT fail / LOD warning status), A16
// addresses, DMASK 0, atomic DMASKs other than 1 and 3 (cmpswap 3 and f).
// Faults at run time (ir/fault_check.h), when some EXEC lane runs the
// instruction: tiled T#s, types other than 1D, 2D, 3D, 1D-array and
// 2D-array, formats without a lifted conversion, atomics on texels whose
// size is not the atomic's.
#include <bit>

#include "lift/lift_image_resource.h"
#include "lift/lift_table.h"
#include "lift/lift_vmem.h"

namespace gcnjit::lift {
namespace {

using ir::AtomicOp;
using ir::FaultCheck;
using ir::ICmpPred;

constexpr unsigned kComponentBytes[] = {1, 2, 4};

void rejectUnsupportedBits(LiftContext& c) {
  const auto& m = c.inst.mem;
  if (m.tfe || m.lwe) c.unsupported("TFE/LWE (texel fail and LOD warning status) are not lifted");
  if (m.a16) c.unsupported("16-bit addresses (A16) are not lifted");
  if ((m.dmask & 0xf) == 0) c.unsupported("DMASK 0 is not lifted");
}

// The T# checks every access makes; `formatOk` (i1) says the format converts.
void requireAccessible(ImageResource& image, LiftContext& c, V formatOk) {
  image.requireLiftedType();
  image.requireLinear();
  typed::RuntimeFormat f = image.format();
  V detail = c.emit(Op::Or, {f.dfmt, c.emit(Op::Shl, {f.nfmt, c.c32(8)})});
  image.faultIf(c.emit(Op::Xor, {formatOk, c.c1(true)}), FaultCheck::ImageFormat, detail);
}
V layoutLifted(LiftContext& c, ImageResource& image) {
  return c.icmp(ICmpPred::Ne, image.componentCount(), c.c32(0));
}

// The lanes (of `lanes`) that move component k of bytes `bytes`: the format
// has component k and its components are that size.
V componentLanes(LiftContext& c, ImageResource& image, V lanes, unsigned k, unsigned bytes) {
  V present = c.icmp(ICmpPred::ULt, c.c32(k), image.componentCount());
  V sized = c.icmp(ICmpPred::Eq, image.componentBytes(), c.c32(bytes));
  return c.emit(Op::And, {lanes, c.vec(c.emit(Op::And, {present, sized}))});
}

void storeComponent(LiftContext& c, ImageResource& image, const ImageResource::Texel& texel, unsigned k, V data) {
  for (unsigned bytes : kComponentBytes) {
    V address = vmem::addBytes(c, texel.address, k * bytes);
    vmem::storeWord(c, ir::AddrSpace::Global, address, data, componentLanes(c, image, texel.lanes, k, bytes), bytes);
  }
}

// --- loads -------------------------------------------------------------------

enum class Conversion { Format, Packed, PackedSigned };

// IMAGE_LOAD[_MIP] convert per the T#'s format; the _PCK forms return the
// components unconverted, zero- or (_SGN) sign-extended (Vega ISA "MIMG
// Instructions"). The texel is expanded to RGBA, missing components reading
// 0 and a missing alpha 1; the T#'s dst_sel picks each channel (0, 1, R, G,
// B, A; the reserved codes 2 and 3 read 0), and DMASK the channels returned
// to consecutive VGPRs, with D16 two per VGPR (Vega ISA "VGPR Usage": Reads,
// D16 Instructions). Out-of-range lanes read a zero texel.
template <Conversion Conv, bool Mip>
void load(LiftContext& c) {
  rejectUnsupportedBits(c);
  bool d16 = c.inst.mem.d16;
  ImageResource image(c);
  typed::RuntimeFormat f = image.format();
  requireAccessible(image, c, Conv == Conversion::Format ? typed::loadLifted(c, f, d16) : layoutLifted(c, image));
  ImageResource::Texel texel = image.texel(Mip);
  V one = Conv == Conversion::Format ? typed::oneAny(c, f.nfmt, d16) : c.vc32(1);
  V rgba[4];
  for (unsigned k = 0; k < 4; ++k) {
    V raw = image.loadComponent(texel, k);
    V value = raw;
    if (Conv == Conversion::Format) value = typed::decodeAny(c, raw, f, d16);
    if (Conv == Conversion::PackedSigned) {
      V bits = c.emit(Op::Shl, {image.componentBytes(), c.c32(3)});
      V narrow = c.icmp(ICmpPred::ULt, bits, c.c32(32));
      value = c.select(c.vec(narrow), c.emit(Op::SBfe, {raw, c.vc32(0), c.vec(bits)}), raw);
    }
    V present = c.vec(c.icmp(ICmpPred::ULt, c.c32(k), image.componentCount()));
    rgba[k] = c.select(present, value, k == 3 ? one : c.vc32(0));
  }
  V values[4];
  unsigned n = 0;
  for (unsigned channel = 0; channel < 4; ++channel) {
    if (!(c.inst.mem.dmask >> channel & 1)) continue;
    V sel = image.dstSel(channel);
    V value = c.select(c.vec(c.icmp(ICmpPred::Eq, sel, c.c32(1))), one, c.vc32(0));
    for (unsigned k = 0; k < 4; ++k)
      value = c.select(c.vec(c.icmp(ICmpPred::Eq, sel, c.c32(4 + k))), rgba[k], value);
    values[n++] = d16 ? c.emit(Op::And, {value, c.vc32(0xffff)}) : value;
  }
  typed::writeComponents(c, c.inst.mem.vdata, values, n, d16);
}

// --- stores ------------------------------------------------------------------

// IMAGE_STORE[_MIP] write a whole texel: the DMASK channels come from
// consecutive VGPRs, the others are 0, components beyond the format are
// ignored (Vega ISA "VGPR Usage": Writes). With D16, DMASK is only a count
// of 16-bit values, packed from the low half of vdata on, for R, G, B, A in
// order ("bit position is ignored", MIMG field table). The _PCK forms store
// the components' low bits unconverted. dst_sel does not apply to writes.
template <bool Packed, bool Mip>
void store(LiftContext& c) {
  rejectUnsupportedBits(c);
  const auto& m = c.inst.mem;
  bool d16 = m.d16;
  ImageResource image(c);
  typed::RuntimeFormat f = image.format();
  requireAccessible(image, c, Packed ? layoutLifted(c, image) : typed::storeLifted(c, f));
  unsigned given = std::popcount(unsigned(m.dmask & 0xf));
  V data[4];
  for (unsigned k = 0, next = 0; k < 4; ++k) {
    bool enabled = d16 ? k < given : (m.dmask >> k & 1);
    V channel = enabled ? typed::readComponent(c, m.vdata, next++, d16) : c.vc32(0);
    data[k] = Packed ? channel : typed::encodeAny(c, channel, f, d16);
  }
  ImageResource::Texel texel = image.texel(Mip);
  for (unsigned k = 0; k < 4; ++k) storeComponent(c, image, texel, k, data[k]);
}

// --- atomics -----------------------------------------------------------------

// Vega ISA "MIMG Instructions" IMAGE_ATOMIC_*: tmp = MEM[ADDR]; MEM[ADDR] =
// op(tmp, DATA); RETURN_DATA = tmp, returned to VDATA with GLC. "VGPR
// Usage", Atomics: the texel is one 32- or 64-bit value, DMASK 1 (3 for
// cmpswap) is a 32-bit atomic, 3 (f) a 64-bit one; CMPSWAP's data is {src,
// cmp}. Out-of-range lanes are dropped and return 0.
template <AtomicOp Kind>
void atomic(LiftContext& c) {
  const auto& m = c.inst.mem;
  bool cmpswap = Kind == AtomicOp::CmpSwap;
  unsigned dmask = m.dmask & 0xf;
  if (dmask != (cmpswap ? 0x3u : 0x1u) && dmask != (cmpswap ? 0xfu : 0x3u))
    c.unsupported("image atomics take DMASK 1 or 3 (cmpswap: 3 or f)");
  rejectUnsupportedBits(c);
  unsigned dwords = std::popcount(dmask) / (cmpswap ? 2 : 1);
  ImageResource image(c);
  requireAccessible(image, c, layoutLifted(c, image));
  V bytesPerTexel = c.emit(Op::Mul, {image.componentCount(), image.componentBytes()});
  image.faultIf(c.icmp(ICmpPred::Ne, bytesPerTexel, c.c32(4 * dwords)), FaultCheck::ImageAtomicTexel, bytesPerTexel);
  ImageResource::Texel texel = image.texel(false);
  auto operand = [&](unsigned first) { return dwords == 1 ? c.vreg(m.vdata, first) : vmem::vreg64(c, m.vdata, first); };
  V data = operand(0);
  V compare = cmpswap ? operand(dwords) : c.vconst(data->type.elem, 0);
  V old = c.emitTyped(Op::Atomic, data->type, {texel.address, data, compare, texel.lanes},
                      vmem::access(ir::AddrSpace::Global, 4 * dwords, false, Kind).encode());
  if (m.glc) vmem::writeValue(c, m.vdata, 0, old, c.exec());
}

// --- resource info -------------------------------------------------------------

// IMAGE_GET_RESINFO: {width, height, depth, mip levels} of the view's level
// `mipid` (VADDR) by DMASK to consecutive VGPRs (Vega ISA "MIMG
// Instructions"; "Image Opcodes with No Sampler": get_resinfo). Depth is the
// slice count for arrays, height 1 for 1D types; a level past the view's
// last reads width, height and depth 0.
void getResinfo(LiftContext& c) {
  rejectUnsupportedBits(c);
  const auto& m = c.inst.mem;
  ImageResource image(c);
  image.requireLiftedType();
  V mip = c.vreg(m.vaddr, 0);
  V level = image.level(mip);
  V exists = image.levelExists(mip);
  V zero = c.vc32(0);
  V info[4] = {c.select(exists, image.levelWidth(level), zero), c.select(exists, image.levelHeight(level), zero),
               c.select(exists, image.levelDepth(level), zero), c.vec(image.viewLevels())};
  V values[4];
  unsigned n = 0;
  for (unsigned k = 0; k < 4; ++k)
    if (m.dmask >> k & 1) values[n++] = info[k];
  typed::writeComponents(c, m.vdata, values, n, false);
}

constexpr LiftEntry kEntries[] = {
    {InstId::image_load, load<Conversion::Format, false>},
    {InstId::image_load_mip, load<Conversion::Format, true>},
    {InstId::image_load_pck, load<Conversion::Packed, false>},
    {InstId::image_load_pck_sgn, load<Conversion::PackedSigned, false>},
    {InstId::image_load_mip_pck, load<Conversion::Packed, true>},
    {InstId::image_load_mip_pck_sgn, load<Conversion::PackedSigned, true>},
    {InstId::image_store, store<false, false>},
    {InstId::image_store_mip, store<false, true>},
    {InstId::image_store_pck, store<true, false>},
    {InstId::image_store_mip_pck, store<true, true>},
    {InstId::image_get_resinfo, getResinfo},
    {InstId::image_atomic_swap, atomic<AtomicOp::Swap>},
    {InstId::image_atomic_cmpswap, atomic<AtomicOp::CmpSwap>},
    {InstId::image_atomic_add, atomic<AtomicOp::Add>},
    {InstId::image_atomic_sub, atomic<AtomicOp::Sub>},
    {InstId::image_atomic_smin, atomic<AtomicOp::SMin>},
    {InstId::image_atomic_umin, atomic<AtomicOp::UMin>},
    {InstId::image_atomic_smax, atomic<AtomicOp::SMax>},
    {InstId::image_atomic_umax, atomic<AtomicOp::UMax>},
    {InstId::image_atomic_and, atomic<AtomicOp::And>},
    {InstId::image_atomic_or, atomic<AtomicOp::Or>},
    {InstId::image_atomic_xor, atomic<AtomicOp::Xor>},
    {InstId::image_atomic_inc, atomic<AtomicOp::Inc>},
    {InstId::image_atomic_dec, atomic<AtomicOp::Dec>},
};

}  // namespace

std::span<const LiftEntry> imageLifts() { return kEntries; }

}  // namespace gcnjit::lift
