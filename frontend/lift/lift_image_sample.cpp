// Image sampling (Vega ISA "Image Opcodes with a Sampler", "Image Sampler"):
// IMAGE_SAMPLE and its _CL, _D, _D_CL, _L, _B, _B_CL, _LZ, _CD and _CD_CL
// forms, with the T# of lift_image_resource.h and the S# read from the four
// SGPRs at SSAMP when the instruction runs (lift_image_filter.h). The
// address VGPRs are floats: the bias (_B) and the derivatives (_D, _CD: two
// per coordinate) come before the body (x, y, z or the slice by the resource
// type), the LOD (_L) or LOD clamp (_CL) after it (Vega ISA "VGPR Usage").
//
// The seed gives the S# fields but not the filter arithmetic; gcnjit's
// rules, which tests/hip/textures.hip's host reference restates:
// - Level: the view's base level. Only mip filter NONE is lifted, for which
//   every form reads the base level, so the LOD (user, derived from the
//   derivatives, biased or clamped) does not matter and is not computed.
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
#include "lift/lift_image_filter.h"
#include "lift/lift_table.h"
#include "lift/lift_typed_format.h"

namespace gcnjit::lift {
namespace {

using filter::Axis;
using filter::Rgba;

V asFloat(LiftContext& c, V bits) { return c.bitcast(bits, Elem::F32); }
V isEq(LiftContext& c, V a, unsigned b) { return c.icmp(ir::ICmpPred::Eq, a, c.c32(b)); }

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

// One IMAGE_SAMPLE form whose address has `Leading` dwords (the bias)
// and `PerCoordinate` dwords per coordinate (the derivatives) before the
// body.
template <unsigned Leading, unsigned PerCoordinate>
void sample(LiftContext& c) {
  const auto& m = c.inst.mem;
  if (m.tfe || m.lwe) c.unsupported("TFE/LWE (texel fail and LOD warning status) are not lifted");
  if (m.a16) c.unsupported("16-bit addresses (A16) are not lifted");
  if (m.d16) c.unsupported("D16 sampling is not lifted");
  if ((m.dmask & 0xf) == 0) c.unsupported("DMASK 0 is not lifted");
  ImageResource image(c);
  filter::Sampler s(c);
  filter::requireSampledImage(c, image);

  V xyLinear = isEq(c, s.xyMag, filter::kXyBilinear);
  V yLinear = c.emit(Op::And, {xyLinear, c.emit(Op::Xor, {image.is1D(), c.c1(true)})});
  V zLinear = c.emit(Op::And, {isEq(c, s.zFilter, filter::kZLinear), image.is3D()});
  filter::checkSampler(c, image, s, c.emit(Op::Or, {xyLinear, zLinear}));

  filter::Axes axes =
      filter::baseLevelAxes(c, image, s, image.address(false, Leading, PerCoordinate), xyLinear, yLinear, zLinear);
  Rgba border = filter::borderColor(c, image, s);

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
        V inside = c.emit(Op::And, {axes.x.inside[i], c.emit(Op::And, {axes.y.inside[j], axes.z.inside[l]})});
        taps[i] = filter::fetch(c, image, axes.x.index[i], axes.y.index[j], axes.z.index[l], inside,
                                lanesFor[l][j][i], border);
      }
      rows[j] = lerp(c, taps[0], taps[1], axes.x, xyLinear);
    }
    planes[l] = lerp(c, rows[0], rows[1], axes.y, yLinear);
  }
  Rgba result = lerp(c, planes[0], planes[1], axes.z, zLinear);

  V values[4];
  unsigned n = 0;
  for (unsigned channel = 0; channel < 4; ++channel)
    if (m.dmask >> channel & 1) values[n++] = filter::swizzled(c, image, result, channel);
  typed::writeComponents(c, m.vdata, values, n, false);
}

constexpr LiftEntry kEntries[] = {
    {InstId::image_sample, sample<0, 0>},
    {InstId::image_sample_cl, sample<0, 0>},
    {InstId::image_sample_d, sample<0, 2>},
    {InstId::image_sample_d_cl, sample<0, 2>},
    {InstId::image_sample_l, sample<0, 0>},
    {InstId::image_sample_b, sample<1, 0>},
    {InstId::image_sample_b_cl, sample<1, 0>},
    {InstId::image_sample_lz, sample<0, 0>},
    {InstId::image_sample_cd, sample<0, 2>},
    {InstId::image_sample_cd_cl, sample<0, 2>},
};

}  // namespace

std::span<const LiftEntry> imageSampleLifts() { return kEntries; }

}  // namespace gcnjit::lift
