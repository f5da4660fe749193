#include "lift/lift_image_resource.h"

#include "lift/lift_vmem.h"

namespace gcnjit::lift {
namespace {

using ir::FaultCheck;
using ir::ICmpPred;

// T# types (Vega ISA "Image Resource Definition", type 127:124).
constexpr unsigned k1D = 8, k2D = 9, k3D = 10, k1DArray = 12, k2DArray = 13;
constexpr unsigned kMaxLevel = 15;  // 4-bit level fields

}  // namespace

// Vega ISA "Image Resource Definition" (bits: dword, offset): base address
// 39:0 (w0, w1[7:0]), data format 57:52 (w1[25:20]), num format 61:58
// (w1[29:26]), width-1 77:64 (w2[13:0]), height-1 91:78 (w2[27:14]),
// dst_sel_x..w 107:96 (w3[11:0]), base level 111:108 (w3[15:12]), last
// level 115:112 (w3[19:16]), tiling index 120:116 (w3[24:20]), type 127:124
// (w3[31:28]), depth-1 140:128 (w4[12:0]), pitch 156:141 (w4[28:13]). For
// arrays the depth field holds the slice count - 1 (the seed names it only
// for 3D maps; gfx9 descriptors use it so).
ImageResource::ImageResource(LiftContext& c) : c_(c) {
  for (unsigned k = 0; k < 5; ++k) words_[k] = c.sreadDword(c.inst.mem.srsrc, k);
  base_ = c.emit(Op::Shl, {c.concat(words_[0], field(1, 0, 8)), c.c64(8)});
  dfmt_ = field(1, 20, 6);
  nfmt_ = field(1, 26, 4);
  count_ = typed::componentCount(c, dfmt_);
  bytes_ = typed::componentBytes(c, dfmt_);
  for (unsigned j = 0; j < 4; ++j) dstSel_[j] = field(3, 3 * j, 3);
  baseLevel_ = field(3, 12, 4);
  lastLevel_ = field(3, 16, 4);
  type_ = field(3, 28, 4);
  is1D_ = c.emit(Op::Or, {isType(k1D), isType(k1DArray)});
  is2D_ = c.emit(Op::Or, {isType(k2D), isType(k2DArray)});
  is3D_ = isType(k3D);
  isArray_ = c.emit(Op::Or, {isType(k1DArray), isType(k2DArray)});
  V one = c.c32(1);
  width_ = c.emit(Op::Add, {field(2, 0, 14), one});
  height_ = c.emit(Op::Add, {field(2, 14, 14), one});
  depth_ = c.emit(Op::Add, {field(4, 0, 13), one});
  pitch_ = field(4, 13, 16);
}

V ImageResource::field(unsigned word, unsigned offset, unsigned width) {
  return c_.emit(Op::UBfe, {words_[word], c_.c32(offset), c_.c32(width)});
}
V ImageResource::isType(unsigned type) { return c_.icmp(ICmpPred::Eq, type_, c_.c32(type)); }

void ImageResource::faultIf(V bad, FaultCheck check, V detail) {
  V running = c_.icmp(ICmpPred::Ne, c_.maskToI64(c_.exec()), c_.c64(0));
  c_.emitTyped(Op::FaultIf, Type::voidType(), {c_.emit(Op::And, {bad, running}), detail}, std::uint64_t(check));
}

void ImageResource::requireLiftedType() {
  V bad = c_.c1(true);
  for (unsigned type : {k1D, k2D, k3D, k1DArray, k2DArray})
    bad = c_.emit(Op::And, {bad, c_.icmp(ICmpPred::Ne, type_, c_.c32(type))});
  faultIf(bad, FaultCheck::ImageType, type_);
}

void ImageResource::requireLinear() {
  V tiling = field(3, 20, 5);
  faultIf(c_.icmp(ICmpPred::Ne, tiling, c_.c32(0)), FaultCheck::ImageTiled, tiling);
}

V ImageResource::levelIndex(V mip) {
  return c_.emit(Op::Add, {c_.vec(c_.zext(baseLevel_, Elem::I64)), c_.zext(mip, Elem::I64)});
}
V ImageResource::level(V mip) {
  return c_.trunc(c_.emit(Op::UMin, {levelIndex(mip), c_.vconst(Elem::I64, kMaxLevel)}), Elem::I32);
}
V ImageResource::levelExists(V mip) {
  return c_.icmp(ICmpPred::ULe, levelIndex(mip), c_.vec(c_.zext(lastLevel_, Elem::I64)));
}
V ImageResource::viewLevels() {
  return c_.emit(Op::Add, {c_.emit(Op::Sub, {lastLevel_, baseLevel_}), c_.c32(1)});
}

// max(1, size >> level), in the shape of `level`.
V ImageResource::atLevel(V size, V level) {
  return c_.emit(Op::UMax, {c_.emit(Op::LShr, {shaped(size, level), level}), c_.constantLike(level, 1)});
}
V ImageResource::levelWidth(V level) { return atLevel(width_, level); }
V ImageResource::levelHeight(V level) {
  return c_.select(shaped(is1D_, level), c_.constantLike(level, 1), atLevel(height_, level));
}
V ImageResource::levelDepth(V level) {
  V notReduced = c_.select(shaped(isArray_, level), shaped(depth_, level), c_.constantLike(level, 1));
  return c_.select(shaped(is3D_, level), atLevel(depth_, level), notReduced);
}
V ImageResource::levelPitch(V level) { return atLevel(pitch_, level); }

// Bytes before level `level` (v64i64): the levels below it, packed.
V ImageResource::levelOffset(V level) {
  V bytesPerTexel = c_.zext(c_.emit(Op::Mul, {count_, bytes_}), Elem::I64);
  V offset = c_.vconst(Elem::I64, 0);
  for (unsigned i = 0; i < kMaxLevel; ++i) {
    V l = c_.c32(i);
    V texels = c_.emit(Op::Mul, {c_.zext(levelPitch(l), Elem::I64), c_.zext(levelHeight(l), Elem::I64)});
    V size = c_.emit(Op::Mul, {c_.emit(Op::Mul, {texels, c_.zext(levelDepth(l), Elem::I64)}), bytesPerTexel});
    V below = c_.icmp(ICmpPred::ULt, c_.vc32(i), level);
    offset = c_.emit(Op::Add, {offset, c_.select(below, c_.vec(size), c_.vconst(Elem::I64, 0))});
  }
  return offset;
}

ImageResource::Address ImageResource::address(bool mip, unsigned leading, unsigned perCoordinate) {
  const auto& m = c_.inst.mem;
  bool da = m.da;
  // An array read without DA uses slice 0 (Vega ISA "Image Resource":
  // DeclareArray); other types ignore a slice VGPR.
  unsigned count = leading + 3 * perCoordinate + 3 + (da ? 1 : 0) + (mip ? 1 : 0);
  V addr[kMaxAddressDwords];
  for (unsigned k = 0; k < count; ++k)
    addr[k] = m.vaddr - opnd::kVgpr0 + k < 256u ? c_.vreg(m.vaddr, k) : c_.vc32(0);
  V coords = c_.select(is3D_, c_.c32(3), c_.select(is1D_, c_.c32(1), c_.c32(2)));
  // The VGPR at `index(n)` for the type's coordinate count n (1, 2 or 3).
  auto pick = [&](auto index) {
    V value = addr[index(3u)];
    for (unsigned n = 1; n < 3; ++n)
      value = c_.select(c_.vec(c_.icmp(ICmpPred::Eq, coords, c_.c32(n))), addr[index(n)], value);
    return value;
  };
  // Body dword p: after the leading dwords and perCoordinate per coordinate.
  auto body = [&](unsigned p) { return pick([&](unsigned n) { return leading + perCoordinate * n + p; }); };
  // The dword `extra` places after the coordinates (the slice, then the mip id).
  auto after = [&](unsigned extra) { return pick([&](unsigned n) { return leading + perCoordinate * n + n + extra; }); };
  V zero = c_.vc32(0);
  Address a;
  a.x = body(0);
  a.y = c_.select(c_.vec(is1D_), zero, body(1));
  a.z = c_.select(c_.vec(is3D_), body(2), zero);
  a.slice = da ? c_.select(c_.vec(isArray_), after(0), zero) : zero;
  a.mip = mip ? after(da ? 1 : 0) : zero;
  return a;
}

ImageResource::Texel ImageResource::texel(bool mip) {
  Address a = address(mip);
  return texelAt(a.x, a.y, c_.select(c_.vec(is3D_), a.z, a.slice), a.mip, c_.exec());
}

ImageResource::Texel ImageResource::texelAt(V x, V y, V z, V mipId, V lanes) {
  V lvl = level(mipId);
  V height = levelHeight(lvl);
  V inRange = c_.emit(Op::And, {levelExists(mipId), c_.icmp(ICmpPred::ULt, x, levelWidth(lvl))});
  inRange = c_.emit(Op::And, {inRange, c_.icmp(ICmpPred::ULt, y, height)});
  inRange = c_.emit(Op::And, {inRange, c_.icmp(ICmpPred::ULt, z, levelDepth(lvl))});

  auto wide = [&](V v) { return c_.zext(v, Elem::I64); };
  V row = c_.emit(Op::Add, {c_.emit(Op::Mul, {wide(z), wide(height)}), wide(y)});
  V index = c_.emit(Op::Add, {c_.emit(Op::Mul, {row, wide(levelPitch(lvl))}), wide(x)});
  V bytesPerTexel = c_.vec(c_.zext(c_.emit(Op::Mul, {count_, bytes_}), Elem::I64));
  V address = c_.emit(Op::Add, {c_.vec(base_), levelOffset(lvl)});
  address = c_.emit(Op::Add, {address, c_.emit(Op::Mul, {index, bytesPerTexel})});
  return {address, c_.emit(Op::And, {lanes, inRange})};
}

V ImageResource::loadComponent(const Texel& texel, unsigned k) {
  V raw = c_.vc32(0);
  for (unsigned bytes : {1u, 2u, 4u}) {
    V address = vmem::addBytes(c_, texel.address, k * bytes);
    V present = c_.icmp(ICmpPred::ULt, c_.c32(k), count_);
    V sized = c_.icmp(ICmpPred::Eq, bytes_, c_.c32(bytes));
    V lanes = c_.emit(Op::And, {texel.lanes, c_.vec(c_.emit(Op::And, {present, sized}))});
    raw = c_.emit(Op::Or, {raw, vmem::loadWord(c_, ir::AddrSpace::Global, address, lanes, bytes)});
  }
  return raw;
}

}  // namespace gcnjit::lift
