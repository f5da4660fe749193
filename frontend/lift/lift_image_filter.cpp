#include "lift/lift_image_filter.h"

#include <bit>

#include "ir/fault_check.h"
#include "lift/lift_typed_format.h"

namespace gcnjit::lift::filter {
namespace {

using ir::FaultCheck;
using ir::FCmpPred;
using ir::ICmpPred;

V f32(LiftContext& c, float value) { return c.vconst(Elem::F32, std::bit_cast<std::uint32_t>(value)); }
V asFloat(LiftContext& c, V bits) { return c.bitcast(bits, Elem::F32); }
V isEq(LiftContext& c, V a, unsigned b) { return c.icmp(ICmpPred::Eq, a, c.c32(b)); }

// `cond` (i1 scalar) ? a : b for masks (Select takes no mask operands).
V selectMask(LiftContext& c, V cond, V a, V b) {
  V lanes = c.vec(cond);
  V notLanes = c.emit(Op::Xor, {lanes, c.vconst(Elem::I1, 1)});
  return c.emit(Op::Or, {c.emit(Op::And, {lanes, a}), c.emit(Op::And, {notLanes, b})});
}

// Texel index `i` of an axis of size `n` by its clamp mode (see
// lift_image_sample.cpp); `inside` is clear where CLAMP_BORDER reads the
// border color.
V resolveIndex(LiftContext& c, V i, V n, V mode, V normalized, V& inside) {
  V normalizedLanes = c.vec(normalized);
  V below = c.icmp(ICmpPred::SLt, i, c.vc32(0));
  V above = c.icmp(ICmpPred::SGe, i, n);
  V wrapped = c.select(below, c.emit(Op::Add, {i, n}), c.select(above, c.emit(Op::Sub, {i, n}), i));
  V twiceN = c.emit(Op::Shl, {n, c.vc32(1)});
  V reflectedBelow = c.emit(Op::Sub, {c.vc32(std::uint32_t(-1)), i});
  V reflectedAbove = c.emit(Op::Sub, {c.emit(Op::Sub, {twiceN, c.vc32(1)}), i});
  V mirrored = c.select(below, reflectedBelow, c.select(above, reflectedAbove, i));
  V result = c.select(c.emit(Op::And, {c.vec(isEq(c, mode, kWrap)), normalizedLanes}), wrapped, i);
  result = c.select(c.emit(Op::And, {c.vec(isEq(c, mode, kMirror)), normalizedLanes}), mirrored, result);
  V outside = c.emit(Op::Or, {below, above});
  inside = c.emit(Op::Xor, {c.emit(Op::And, {outside, c.vec(isEq(c, mode, kClampBorder))}), c.vconst(Elem::I1, 1)});
  return clampIndex(c, result, n);
}

}  // namespace

// Vega ISA "Image Sampler" (bits: dword): clamp x/y/z 8:0, force
// unnormalized 15, xy mag filter 85:84, xy min filter 87:86, z filter 89:88,
// mip filter 91:90, border color type 127:126.
Sampler::Sampler(LiftContext& c) {
  for (unsigned k = 0; k < 4; ++k) words[k] = c.sreadDword(c.inst.mem.ssamp, k);
  auto field = [&](unsigned word, unsigned offset, unsigned width) {
    return c.emit(Op::UBfe, {words[word], c.c32(offset), c.c32(width)});
  };
  for (unsigned axis = 0; axis < 3; ++axis) clamp[axis] = field(0, 3 * axis, 3);
  normalized = isEq(c, field(0, 15, 1), 0);
  xyMag = field(2, 20, 2);
  xyMin = field(2, 22, 2);
  zFilter = field(2, 24, 2);
  mipFilter = field(2, 26, 2);
  borderType = field(3, 30, 2);
}

V clampIndex(LiftContext& c, V i, V n) {
  V last = c.emit(Op::Sub, {n, c.vc32(1)});
  return c.emit(Op::SMin, {c.emit(Op::SMax, {i, c.vc32(0)}), last});
}

Axis filterAxis(LiftContext& c, const Sampler& s, V coord, V n, V mode, V linear) {
  V x = asFloat(c, coord);
  V normalizedLanes = c.vec(s.normalized);
  // Normalized WRAP and MIRROR act on the coordinate before it is scaled.
  V wrapped = c.emit(Op::FSub, {x, c.emit(Op::FFloor, {x})});
  V halfFloor = c.emit(Op::FFloor, {c.emit(Op::FMul, {x, f32(c, 0.5f)})});
  V period = c.emit(Op::FSub, {x, c.emit(Op::FMul, {halfFloor, f32(c, 2.0f)})});
  V reflected = c.emit(Op::FSub, {f32(c, 2.0f), period});
  V mirrored = c.select(c.emit(Op::FCmp, {period, f32(c, 1.0f)}, std::uint64_t(FCmpPred::Gt)), reflected, period);
  x = c.select(c.emit(Op::And, {c.vec(isEq(c, mode, kWrap)), normalizedLanes}), wrapped, x);
  x = c.select(c.emit(Op::And, {c.vec(isEq(c, mode, kMirror)), normalizedLanes}), mirrored, x);
  V size = c.emitTyped(Op::UIToFP, Type::vector(Elem::F32), {n});
  V u = c.select(normalizedLanes, c.emit(Op::FMul, {x, size}), x);
  u = c.emit(Op::FMin, {c.emit(Op::FMax, {u, f32(c, -1048576.0f)}), f32(c, 1048576.0f)});
  V fixed = c.emitTyped(Op::FPToSI, Type::vector(Elem::I32),
                        {c.emit(Op::FRndne, {c.emit(Op::FMul, {u, f32(c, 256.0f)})})});
  V g = c.emit(Op::Sub, {fixed, c.select(c.vec(linear), c.vc32(128), c.vc32(0))});
  V first = c.emit(Op::AShr, {g, c.vc32(8)});
  V fraction = c.emit(Op::And, {g, c.vc32(255)});
  Axis axis;
  V scale = f32(c, 1.0f / 256.0f);
  axis.weight[1] = c.emit(Op::FMul, {c.emitTyped(Op::UIToFP, Type::vector(Elem::F32), {fraction}), scale});
  axis.weight[0] = c.emit(Op::FMul, {c.emitTyped(Op::UIToFP, Type::vector(Elem::F32),
                                                 {c.emit(Op::Sub, {c.vc32(256), fraction})}),
                                     scale});
  axis.index[0] = resolveIndex(c, first, n, mode, s.normalized, axis.inside[0]);
  axis.index[1] = resolveIndex(c, c.emit(Op::Add, {first, c.vc32(1)}), n, mode, s.normalized, axis.inside[1]);
  return axis;
}

Axis fixedAxis(LiftContext& c, V index) {
  V yes = c.vconst(Elem::I1, 1);
  return {{index, index}, {f32(c, 1.0f), f32(c, 0.0f)}, {yes, yes}};
}

Axes baseLevelAxes(LiftContext& c, ImageResource& image, const Sampler& s, const ImageResource::Address& a,
                   V xLinear, V yLinear, V zLinear) {
  V level = image.level(c.vc32(0));
  V width = image.levelWidth(level), height = image.levelHeight(level), depth = image.levelDepth(level);
  Axes axes{filterAxis(c, s, a.x, width, s.clamp[0], xLinear), filterAxis(c, s, a.y, height, s.clamp[1], yLinear),
            filterAxis(c, s, a.z, depth, s.clamp[2], zLinear)};
  V sliceIndex = c.emitTyped(Op::FPToSI, Type::vector(Elem::I32), {c.emit(Op::FRndne, {asFloat(c, a.slice)})});
  Axis slice = fixedAxis(c, clampIndex(c, sliceIndex, depth));
  Axis zero = fixedAxis(c, c.vc32(0));
  for (unsigned t = 0; t < 2; ++t) {
    axes.y.index[t] = c.select(c.vec(image.is1D()), zero.index[t], axes.y.index[t]);
    axes.y.inside[t] = selectMask(c, image.is1D(), zero.inside[t], axes.y.inside[t]);
    V other = c.select(c.vec(image.isArray()), slice.index[t], zero.index[t]);
    axes.z.index[t] = c.select(c.vec(image.is3D()), axes.z.index[t], other);
    axes.z.inside[t] = selectMask(c, image.is3D(), axes.z.inside[t], zero.inside[t]);
  }
  return axes;
}

void requireSampledImage(LiftContext& c, ImageResource& image) {
  image.requireLiftedType();
  image.requireLinear();
  typed::RuntimeFormat f = image.format();
  V detail = c.emit(Op::Or, {f.dfmt, c.emit(Op::Shl, {f.nfmt, c.c32(8)})});
  image.faultIf(c.emit(Op::Xor, {typed::loadLifted(c, f, false), c.c1(true)}), FaultCheck::ImageFormat, detail);
}

void checkSampler(LiftContext& c, ImageResource& image, const Sampler& s, V filtered) {
  V filterBad = c.icmp(ICmpPred::Ne, s.xyMag, s.xyMin);
  filterBad = c.emit(Op::Or, {filterBad, c.icmp(ICmpPred::UGt, s.xyMag, c.c32(kXyBilinear))});
  filterBad = c.emit(Op::Or, {filterBad, c.icmp(ICmpPred::UGt, s.zFilter, c.c32(kZLinear))});
  filterBad = c.emit(Op::Or, {filterBad, c.icmp(ICmpPred::Ne, s.mipFilter, c.c32(0))});
  image.faultIf(filterBad, FaultCheck::SamplerFilter, s.words[2]);
  V clampBad = c.c1(false);
  for (V mode : s.clamp) {
    V known = c.emit(Op::Or, {c.icmp(ICmpPred::ULe, mode, c.c32(kClampLastTexel)), isEq(c, mode, kClampBorder)});
    clampBad = c.emit(Op::Or, {clampBad, c.emit(Op::Xor, {known, c.c1(true)})});
  }
  image.faultIf(clampBad, FaultCheck::SamplerClamp, s.words[0]);
  image.faultIf(c.icmp(ICmpPred::UGt, s.borderType, c.c32(kBorderOpaqueWhite)), FaultCheck::SamplerBorder,
                s.borderType);
  typed::RuntimeFormat f = image.format();
  V integer = c.emit(Op::Or, {isEq(c, f.nfmt, typed::Uint), isEq(c, f.nfmt, typed::Sint)});
  image.faultIf(c.emit(Op::And, {integer, filtered}), FaultCheck::SamplerIntegerFilter, f.nfmt);
}

Rgba borderColor(LiftContext& c, ImageResource& image, const Sampler& s) {
  V one = typed::oneAny(c, image.format().nfmt, false);
  V opaque = c.vec(c.icmp(ICmpPred::Ne, s.borderType, c.c32(kBorderTransparentBlack)));
  V white = c.vec(isEq(c, s.borderType, kBorderOpaqueWhite));
  Rgba border;
  for (unsigned k = 0; k < 3; ++k) border.channel[k] = c.select(white, one, c.vc32(0));
  border.channel[3] = c.select(opaque, one, c.vc32(0));
  return border;
}

Rgba fetch(LiftContext& c, ImageResource& image, V x, V y, V z, V inside, V lanes, const Rgba& border) {
  typed::RuntimeFormat f = image.format();
  V one = typed::oneAny(c, f.nfmt, false);
  ImageResource::Texel texel = image.texelAt(x, y, z, c.vc32(0), c.emit(Op::And, {lanes, inside}));
  Rgba rgba;
  for (unsigned k = 0; k < 4; ++k) {
    V value = typed::decodeAny(c, image.loadComponent(texel, k), f, false);
    V present = c.vec(c.icmp(ICmpPred::ULt, c.c32(k), image.componentCount()));
    value = c.select(present, value, k == 3 ? one : c.vc32(0));
    rgba.channel[k] = c.select(inside, value, border.channel[k]);
  }
  return rgba;
}

V swizzled(LiftContext& c, ImageResource& image, const Rgba& rgba, unsigned channel) {
  V sel = image.dstSel(channel);
  V one = typed::oneAny(c, image.format().nfmt, false);
  V value = c.select(c.vec(isEq(c, sel, 1)), one, c.vc32(0));
  for (unsigned k = 0; k < 4; ++k) value = c.select(c.vec(isEq(c, sel, 4 + k)), rgba.channel[k], value);
  return value;
}

}  // namespace gcnjit::lift::filter
