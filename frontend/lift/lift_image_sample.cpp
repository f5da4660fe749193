// Image sampling (Vega ISA "Image Opcodes with a Sampler", "Image Sampler"):
// IMAGE_SAMPLE, IMAGE_SAMPLE_L and IMAGE_SAMPLE_LZ with the T# of
// lift_image_resource.h and the S# read from the four SGPRs at SSAMP when
// the instruction runs. The address VGPRs are floats (x, y, z or the slice
// by the resource type; IMAGE_SAMPLE_L's LOD follows and is unused).
//
// The seed gives the S# fields but not the filter arithmetic; gcnjit's
// rules, which tests/hip/textures.hip's host reference restates:
// - Level: the view's base level. Only mip filter NONE is lifted, for which
//   every variant reads the base level, so the LOD does not matter.
// - Per filtered axis (x; y unless 1D; z for 3D) of size n: a normalized
//   coordinate (S# force_unnormalized clear) is first wrapped (WRAP:
//   c - floor(c)) or mirrored (MIRROR: t = c - 2 floor(c / 2), 2 - t when
//   t > 1), then scaled, u = c * n; unnormalized coordinates are not wrapped
//   or mirrored (those modes clamp, as CUDA defines them for unnormalized
//   coordinates). u becomes fixed point with 8 fraction bits, the texture
//   unit's sub-texel precision: f = int(rint(u * 256)) (u clamped to
//   +-2^20). Point: texel f >> 8. Linear: g = f - 128, texels g >> 8 and
//   (g >> 8) + 1 with weights (256 - (g & 255)) / 256 and (g & 255) / 256.
// - A texel index i outside 0..n-1: WRAP adds or subtracts n, MIRROR
//   reflects (-1 - i, 2n - 1 - i), CLAMP_LAST_TEXEL and the unnormalized
//   wrap/mirror clamp, CLAMP_BORDER reads the border color (transparent
//   black, opaque black or opaque white by the S# border color type); every
//   index is then clamped into range.
// - Array slices: rint(coordinate) clamped to 0..slices-1, never filtered.
// - Texels are converted by the T#'s format (lift_typed_format.h), missing
//   components 0 and alpha 1, then interpolated per channel, x first, then
//   y, then z: lerp(t0, t1) = t0 * w0 + t1 * w1 (f32, two products and a
//   sum, no fused multiply-add), in the wave's MODE like every float op
//   (HIP kernels: round to nearest even). dst_sel and DMASK then pick the
//   channels as for IMAGE_LOAD.
// All of it is ordinary IR (texel loads, integer and float lane ops), so the
// interpreter and the AVX2 and AVX-512 code compute the same bits, as they
// do for every op; no new op or helper is needed.
// Not lifted (LiftError): D16, A16, TFE/LWE, DMASK 0. Faults at run time:
// the T# checks of image loads, mip filters other than NONE, xy min and mag
// filters that differ or are anisotropic, clamp modes other than the four
// above, border colors from the border color table, bilinear filtering of
// integer formats (UINT/SINT: the hardware does not filter them).
#include <bit>

#include "ir/fault_check.h"
#include "lift/lift_image_resource.h"
#include "lift/lift_table.h"
#include "lift/lift_typed_format.h"

namespace gcnjit::lift {
namespace {

using ir::FaultCheck;
using ir::FCmpPred;
using ir::ICmpPred;

// S# clamp modes and filters (SQ_TEX_CLAMP, SQ_TEX_XY_FILTER, SQ_TEX_Z_FILTER,
// SQ_TEX_MIP_FILTER encodings).
constexpr unsigned kWrap = 0, kMirror = 1, kClampLastTexel = 2, kClampBorder = 6;
constexpr unsigned kXyBilinear = 1, kZLinear = 2;
constexpr unsigned kBorderTransparentBlack = 0, kBorderOpaqueBlack = 1, kBorderOpaqueWhite = 2;

V f32(LiftContext& c, float value) { return c.vconst(Elem::F32, std::bit_cast<std::uint32_t>(value)); }
V asFloat(LiftContext& c, V bits) { return c.bitcast(bits, Elem::F32); }
V isEq(LiftContext& c, V a, unsigned b) { return c.icmp(ICmpPred::Eq, a, c.c32(b)); }

// The S# fields the rules read (Vega ISA "Image Sampler", bits: dword).
struct Sampler {
  explicit Sampler(LiftContext& c) {
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
  V words[4];
  V clamp[3];
  V normalized;  // i1
  V xyMag, xyMin, zFilter, mipFilter, borderType;
};

// One filtered axis: the texel indices (v64i32) of its one or two taps, the
// weights of linear filtering (v64f32) and whether each tap is inside the
// image (border mode).
struct Axis {
  V index[2];
  V weight[2];
  V inside[2];
};

// `cond` (i1 scalar) ? a : b for masks (Select takes no mask operands).
V selectMask(LiftContext& c, V cond, V a, V b) {
  V lanes = c.vec(cond);
  V notLanes = c.emit(Op::Xor, {lanes, c.vconst(Elem::I1, 1)});
  return c.emit(Op::Or, {c.emit(Op::And, {lanes, a}), c.emit(Op::And, {notLanes, b})});
}

// A signed index clamped into 0..n-1.
V clampIndex(LiftContext& c, V i, V n) {
  V last = c.emit(Op::Sub, {n, c.vc32(1)});
  return c.emit(Op::SMin, {c.emit(Op::SMax, {i, c.vc32(0)}), last});
}

// Texel index `i` of an axis of size `n` by its clamp mode (see the top);
// `inside` is clear where CLAMP_BORDER reads the border color.
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

// Taps of one axis for the float coordinate bits `coord`, size `n` (v64i32),
// clamp mode `mode`, linear filtering `linear` (i1 scalar).
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

// An axis that is not filtered: one tap at `index`, inside.
Axis fixedAxis(LiftContext& c, V index) {
  V yes = c.vconst(Elem::I1, 1);
  return {{index, index}, {f32(c, 1.0f), f32(c, 0.0f)}, {yes, yes}};
}

void checkSampler(LiftContext& c, ImageResource& image, const Sampler& s, V xyLinear, V zLinear) {
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
  V filtered = c.emit(Op::Or, {xyLinear, zLinear});
  image.faultIf(c.emit(Op::And, {integer, filtered}), FaultCheck::SamplerIntegerFilter, f.nfmt);
}

// The RGBA of texel (x, y, z) converted by the format; the border color
// where `inside` is clear; nothing loaded for lanes outside `lanes`.
struct Rgba {
  V channel[4];
};
Rgba fetch(LiftContext& c, ImageResource& image, V x, V y, V z, V inside, V lanes, V border[4]) {
  typed::RuntimeFormat f = image.format();
  V one = typed::oneAny(c, f.nfmt, false);
  ImageResource::Texel texel = image.texelAt(x, y, z, c.vc32(0), c.emit(Op::And, {lanes, inside}));
  Rgba rgba;
  for (unsigned k = 0; k < 4; ++k) {
    V value = typed::decodeAny(c, image.loadComponent(texel, k), f, false);
    V present = c.vec(c.icmp(ICmpPred::ULt, c.c32(k), image.componentCount()));
    value = c.select(present, value, k == 3 ? one : c.vc32(0));
    rgba.channel[k] = c.select(inside, value, border[k]);
  }
  return rgba;
}

// t0 * w0 + t1 * w1 per channel where `linear` (i1 scalar), else t0.
Rgba lerp(LiftContext& c, const Rgba& t0, const Rgba& t1, const Axis& axis, V linear) {
  Rgba r;
  for (unsigned k = 0; k < 4; ++k) {
    V a = c.emit(Op::FMul, {asFloat(c, t0.channel[k]), axis.weight[0]});
    V b = c.emit(Op::FMul, {asFloat(c, t1.channel[k]), axis.weight[1]});
    V sum = c.bitcast(c.emit(Op::FAdd, {a, b}), Elem::I32);
    r.channel[k] = c.select(c.vec(linear), sum, t0.channel[k]);
  }
  return r;
}

void sample(LiftContext& c) {
  const auto& m = c.inst.mem;
  if (m.tfe || m.lwe) c.unsupported("TFE/LWE (texel fail and LOD warning status) are not lifted");
  if (m.a16) c.unsupported("16-bit addresses (A16) are not lifted");
  if (m.d16) c.unsupported("D16 sampling is not lifted");
  if ((m.dmask & 0xf) == 0) c.unsupported("DMASK 0 is not lifted");
  ImageResource image(c);
  Sampler s(c);
  image.requireLiftedType();
  image.requireLinear();
  typed::RuntimeFormat f = image.format();
  V detail = c.emit(Op::Or, {f.dfmt, c.emit(Op::Shl, {f.nfmt, c.c32(8)})});
  image.faultIf(c.emit(Op::Xor, {typed::loadLifted(c, f, false), c.c1(true)}), FaultCheck::ImageFormat, detail);

  V xyLinear = isEq(c, s.xyMag, kXyBilinear);
  V yLinear = c.emit(Op::And, {xyLinear, c.emit(Op::Xor, {image.is1D(), c.c1(true)})});
  V zLinear = c.emit(Op::And, {isEq(c, s.zFilter, kZLinear), image.is3D()});
  checkSampler(c, image, s, xyLinear, zLinear);

  ImageResource::Address a = image.address(false);
  V level = image.level(c.vc32(0));
  V width = image.levelWidth(level), height = image.levelHeight(level), depth = image.levelDepth(level);
  Axis ax = filterAxis(c, s, a.x, width, s.clamp[0], xyLinear);
  Axis ay = filterAxis(c, s, a.y, height, s.clamp[1], yLinear);
  Axis az = filterAxis(c, s, a.z, depth, s.clamp[2], zLinear);
  V sliceIndex = c.emitTyped(Op::FPToSI, Type::vector(Elem::I32), {c.emit(Op::FRndne, {asFloat(c, a.slice)})});
  Axis slice = fixedAxis(c, clampIndex(c, sliceIndex, depth));
  Axis zero = fixedAxis(c, c.vc32(0));
  // y: the filtered axis unless 1D (then index 0); z: filtered for 3D, the
  // slice for arrays, else 0.
  for (unsigned t = 0; t < 2; ++t) {
    ay.index[t] = c.select(c.vec(image.is1D()), zero.index[t], ay.index[t]);
    ay.inside[t] = selectMask(c, image.is1D(), zero.inside[t], ay.inside[t]);
    V other = c.select(c.vec(image.isArray()), slice.index[t], zero.index[t]);
    az.index[t] = c.select(c.vec(image.is3D()), az.index[t], other);
    az.inside[t] = selectMask(c, image.is3D(), az.inside[t], zero.inside[t]);
  }

  V one = typed::oneAny(c, f.nfmt, false);
  V opaque = c.vec(c.icmp(ICmpPred::Ne, s.borderType, c.c32(kBorderTransparentBlack)));
  V white = c.vec(isEq(c, s.borderType, kBorderOpaqueWhite));
  V border[4];
  for (unsigned k = 0; k < 3; ++k) border[k] = c.select(white, one, c.vc32(0));
  border[3] = c.select(opaque, one, c.vc32(0));

  // Taps (i, j, l) along x, y, z; a second tap along an axis is only loaded
  // where that axis is filtered.
  V exec = c.exec();
  V lanesFor[2][2][2];
  for (unsigned l = 0; l < 2; ++l)
    for (unsigned j = 0; j < 2; ++j)
      for (unsigned i = 0; i < 2; ++i) {
        V lanes = exec;
        if (i) lanes = c.emit(Op::And, {lanes, c.vec(xyLinear)});
        if (j) lanes = c.emit(Op::And, {lanes, c.vec(yLinear)});
        if (l) lanes = c.emit(Op::And, {lanes, c.vec(zLinear)});
        lanesFor[l][j][i] = lanes;
      }
  Rgba planes[2];
  for (unsigned l = 0; l < 2; ++l) {
    Rgba rows[2];
    for (unsigned j = 0; j < 2; ++j) {
      Rgba taps[2];
      for (unsigned i = 0; i < 2; ++i) {
        V inside = c.emit(Op::And, {ax.inside[i], c.emit(Op::And, {ay.inside[j], az.inside[l]})});
        taps[i] = fetch(c, image, ax.index[i], ay.index[j], az.index[l], inside, lanesFor[l][j][i], border);
      }
      rows[j] = lerp(c, taps[0], taps[1], ax, xyLinear);
    }
    planes[l] = lerp(c, rows[0], rows[1], ay, yLinear);
  }
  Rgba result = lerp(c, planes[0], planes[1], az, zLinear);

  V values[4];
  unsigned n = 0;
  for (unsigned channel = 0; channel < 4; ++channel) {
    if (!(m.dmask >> channel & 1)) continue;
    V sel = image.dstSel(channel);
    V value = c.select(c.vec(isEq(c, sel, 1)), one, c.vc32(0));
    for (unsigned k = 0; k < 4; ++k) value = c.select(c.vec(isEq(c, sel, 4 + k)), result.channel[k], value);
    values[n++] = value;
  }
  typed::writeComponents(c, m.vdata, values, n, false);
}

constexpr LiftEntry kEntries[] = {
    {InstId::image_sample, sample},
    {InstId::image_sample_l, sample},
    {InstId::image_sample_lz, sample},
};

}  // namespace

std::span<const LiftEntry> imageSampleLifts() { return kEntries; }

}  // namespace gcnjit::lift
