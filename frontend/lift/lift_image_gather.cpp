// IMAGE_GATHER4 and its _CL, _L, _B, _B_CL and _LZ forms (Vega ISA "MIMG
// Instructions": "gather 4 single component elements (2x2)"), for 2D and
// 2D-array images, with the T# and S# of lift_image_filter.h. The address
// is that of the matching IMAGE_SAMPLE form (the bias before x, y [slice],
// the LOD or LOD clamp after).
//
// The rules (the seed names the instruction and its DMASK but not the
// footprint; gcnjit follows the 2x2 footprint of bilinear filtering and the
// texel order of OpenGL's textureGather, ARB_texture_gather):
// - Level: the base level (mip filter NONE, as for sampling).
// - The footprint is the four texels bilinear filtering at (x, y) would
//   read, whatever the S#'s xy filter: taps i0, i1 along x and j0, j1 along
//   y by lift_image_sample.cpp's linear rule, each resolved by the clamp
//   mode (a CLAMP_BORDER tap outside the image reads the border color). A
//   2D-array's slice is rint(slice) clamped, as for sampling.
// - DMASK has exactly one bit: the component gathered, taken from each
//   texel after the format conversion and the T#'s dst_sel, as IMAGE_SAMPLE
//   would return it. The four VGPRs receive texels (i0, j1), (i1, j1),
//   (i1, j0), (i0, j0) in that order.
// - Nothing is interpolated, so integer formats gather too.
// Not lifted (LiftError): D16, A16, TFE/LWE, DMASK without exactly one bit.
// Faults at run time: the T# and S# checks of sampling, and image types
// other than 2D and 2D-array.
#include <bit>

#include "ir/fault_check.h"
#include "lift/lift_image_filter.h"
#include "lift/lift_table.h"
#include "lift/lift_typed_format.h"

namespace gcnjit::lift {
namespace {

using filter::Rgba;

template <unsigned Leading>
void gather4(LiftContext& c) {
  const auto& m = c.inst.mem;
  if (m.tfe || m.lwe) c.unsupported("TFE/LWE (texel fail and LOD warning status) are not lifted");
  if (m.a16) c.unsupported("16-bit addresses (A16) are not lifted");
  if (m.d16) c.unsupported("D16 gather is not lifted");
  if (std::popcount(unsigned(m.dmask & 0xf)) != 1)
    c.unsupported("gather4 DMASK must select exactly one component (0x1, 0x2, 0x4 or 0x8)");
  unsigned component = unsigned(std::countr_zero(unsigned(m.dmask & 0xf)));
  ImageResource image(c);
  filter::Sampler s(c);
  filter::requireSampledImage(c, image);
  image.faultIf(c.emit(Op::Xor, {image.is2D(), c.c1(true)}), ir::FaultCheck::GatherImageType,
                c.emit(Op::UBfe, {c.sreadDword(m.srsrc, 3), c.c32(28), c.c32(4)}));
  filter::checkSampler(c, image, s, c.c1(false));

  V linear = c.c1(true);
  filter::Axes axes = filter::baseLevelAxes(c, image, s, image.address(false, Leading, 0), linear, linear, c.c1(false));
  Rgba border = filter::borderColor(c, image, s);
  V exec = c.exec();
  // (i, j) of result VGPR k.
  constexpr unsigned kTap[4][2] = {{0, 1}, {1, 1}, {1, 0}, {0, 0}};
  V values[4];
  for (unsigned k = 0; k < 4; ++k) {
    unsigned i = kTap[k][0], j = kTap[k][1];
    V inside = c.emit(Op::And, {axes.x.inside[i], c.emit(Op::And, {axes.y.inside[j], axes.z.inside[0]})});
    Rgba texel = filter::fetch(c, image, axes.x.index[i], axes.y.index[j], axes.z.index[0], inside, exec, border);
    values[k] = filter::swizzled(c, image, texel, component);
  }
  typed::writeComponents(c, m.vdata, values, 4, false);
}

constexpr LiftEntry kEntries[] = {
    {InstId::image_gather4, gather4<0>},
    {InstId::image_gather4_cl, gather4<0>},
    {InstId::image_gather4_l, gather4<0>},
    {InstId::image_gather4_b, gather4<1>},
    {InstId::image_gather4_b_cl, gather4<1>},
    {InstId::image_gather4_lz, gather4<0>},
};

}  // namespace

std::span<const LiftEntry> imageGatherLifts() { return kEntries; }

}  // namespace gcnjit::lift
