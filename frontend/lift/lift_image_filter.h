// The sampler side of the MIMG sampling rows (Vega ISA "Image Sampler"):
// the S# fields, the texel taps of each axis and the converted texels they
// read, shared by IMAGE_SAMPLE* (lift_image_sample.cpp, which states the
// rules) and IMAGE_GATHER4* (lift_image_gather.cpp).
#pragma once

#include "lift/lift_image_resource.h"

namespace gcnjit::lift::filter {

// S# clamp modes and filters (SQ_TEX_CLAMP, SQ_TEX_XY_FILTER, SQ_TEX_Z_FILTER
// encodings).
constexpr unsigned kWrap = 0, kMirror = 1, kClampLastTexel = 2, kClampBorder = 6;
constexpr unsigned kXyBilinear = 1, kZLinear = 2;
constexpr unsigned kBorderTransparentBlack = 0, kBorderOpaqueBlack = 1, kBorderOpaqueWhite = 2;

// The S# fields the rules read, from the four SGPRs at SSAMP.
struct Sampler {
  explicit Sampler(LiftContext& c);
  V words[4];
  V clamp[3];
  V normalized;  // i1
  V xyMag, xyMin, zFilter, mipFilter, borderType;
};

// One axis: the texel indices (v64i32) of its one or two taps, the weights
// of linear filtering (v64f32) and whether each tap is inside the image
// (clear where CLAMP_BORDER reads the border color).
struct Axis {
  V index[2];
  V weight[2];
  V inside[2];
};

// Taps of one axis for the float coordinate bits `coord`, size `n` (v64i32),
// clamp mode `mode`, linear filtering `linear` (i1 scalar).
Axis filterAxis(LiftContext& c, const Sampler& s, V coord, V n, V mode, V linear);
// An axis that is not filtered: one tap at `index`, inside.
Axis fixedAxis(LiftContext& c, V index);
// A signed index clamped into 0..n-1.
V clampIndex(LiftContext& c, V i, V n);

// The x, y and z axes of the view's base level for `address`: y is one tap
// at 0 for 1D types; z is filtered for 3D, the slice (rint, clamped, never
// filtered) for arrays, else one tap at 0.
struct Axes {
  Axis x, y, z;
};
Axes baseLevelAxes(LiftContext& c, ImageResource& image, const Sampler& s, const ImageResource::Address& address,
                   V xLinear, V yLinear, V zLinear);

// The T# checks every sampling form makes: a lifted type, linear, a format
// whose loads are lifted.
void requireSampledImage(LiftContext& c, ImageResource& image);

// Faults for S# settings the rules do not cover (see lift_image_sample.cpp);
// `filtered` (i1): some axis is filtered, which integer formats refuse.
void checkSampler(LiftContext& c, ImageResource& image, const Sampler& s, V filtered);

// Converted RGBA texels (v64i32 bits of the format's decoded values).
struct Rgba {
  V channel[4];
};
// The border color of the S#'s border color type, in the format's terms.
Rgba borderColor(LiftContext& c, ImageResource& image, const Sampler& s);
// The RGBA of texel (x, y, z) of the base level converted by the format
// (missing components 0, alpha 1); `border` where `inside` is clear;
// nothing loaded for lanes outside `lanes`.
Rgba fetch(LiftContext& c, ImageResource& image, V x, V y, V z, V inside, V lanes, const Rgba& border);

// Channel `channel` of the result as the T#'s dst_sel picks it from `rgba`
// (0, 1, or one of the four channels).
V swizzled(LiftContext& c, ImageResource& image, const Rgba& rgba, unsigned channel);

}  // namespace gcnjit::lift::filter
