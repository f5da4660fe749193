// The image resource (T#) and texel addressing of the MIMG rows without a
// sampler (Vega ISA "Image Resource", "Image Opcodes with No Sampler").
// The T# is read from the eight SGPRs at SRSRC when the instruction runs
// (gfx9 has no R128 bit: the resource is always 256 bits), so everything it
// selects is computed at run time.
//
// Memory layout (gcnjit's runtime defines where texels live; the seed gives
// no formula): only linear images (tiling index / SW_MODE 0). Mip level L
// of the resource (level 0 = the T#'s width/height/depth) has
//   width_L = max(1, width >> L), height_L likewise (1 for 1D types),
//   depth_L = max(1, depth >> L) for 3D, the slice count (depth field + 1,
//   not reduced) for arrays, else 1, and pitch_L = max(1, pitch >> L),
// the T#'s pitch field being the level-0 pitch in texels (seed: "pitch: In
// texel units"). Levels are packed one after the other from the base address
// (field << 8: "256-byte aligned", the bits above 39:0 as for the metadata
// address, [47:8]), each pitch_L * height_L * depth_L texels. Texel
// (x, y, z or slice) of level L is at
//   base + offset_L + ((z * height_L + y) * pitch_L + x) * bytesPerTexel.
#pragma once

#include "ir/fault_check.h"
#include "lift/lift_context.h"
#include "lift/lift_typed_format.h"

namespace gcnjit::lift {

class ImageResource {
 public:
  explicit ImageResource(LiftContext& c);

  typed::RuntimeFormat format() const { return {dfmt_, nfmt_}; }
  V componentCount() const { return count_; }                    // i32, 0 for unlifted layouts
  V componentBytes() const { return bytes_; }                    // i32
  V dstSel(unsigned channel) const { return dstSel_[channel]; }  // i32, 0/1/4..7
  V is1D() const { return is1D_; }                               // i1: 1D or 1D-array
  V is3D() const { return is3D_; }
  V isArray() const { return isArray_; }
  V is2D() const { return is2D_; }  // i1: 2D or 2D-array

  // FaultIf `bad` (i1) when some EXEC lane runs the instruction.
  void faultIf(V bad, ir::FaultCheck check, V detail);
  // Types other than 1D, 2D, 3D, 1D-array, 2D-array fault.
  void requireLiftedType();
  // Tiled resources fault.
  void requireLinear();

  // The view's level of mip `mip` (base level + mip, v64i32, clamped to 15)
  // and whether it exists (mask: base + mip <= last level).
  V level(V mip);
  V levelExists(V mip);
  V viewLevels();  // i32: last level - base level + 1
  // Sizes of level `level` (v64i32): width, height, depth (slices for arrays).
  V levelWidth(V level);
  V levelHeight(V level);
  V levelDepth(V level);

  // The address VGPRs of a load, store or atomic (x, [y], [z], [slice if
  // DA], [mipid] by the resource type, Vega ISA "Image Opcodes with No
  // Sampler"), their texel's address (v64i64) and the EXEC lanes whose
  // texel exists (Vega ISA "Range Checking": out-of-range reads return 0,
  // writes and atomics are dropped).
  struct Texel {
    V address;
    V lanes;
  };
  Texel texel(bool mip);

  // The address VGPRs by the resource type (raw bits; 0 where the type has
  // none): x, y (2D, 3D, 2D-array), z (3D), the slice (DA: 1D- and
  // 2D-arrays), then the mip id (`mip`). Sample instructions read the same
  // layout as floats (Vega ISA "Image Opcodes with a Sampler").
  // Sampling forms put extra dwords before the body (Vega ISA "VGPR Usage":
  // { offset } { bias } { z-compare } { derivative } { body }): `leading`
  // dwords, then `perCoordinate` per coordinate of the type (derivatives:
  // 2 each, 1D 2, 2D 4, 3D 6).
  struct Address {
    V x, y, z, slice, mip;
  };
  static constexpr unsigned kMaxAddressDwords = 3 + 3 * 2 + 3 + 1 + 1;
  Address address(bool mip, unsigned leading = 0, unsigned perCoordinate = 0);
  // Texel (x, y, z or slice) of the view's level `mipId` (v64i32 each), for
  // the lanes of `lanes` where it exists.
  Texel texelAt(V x, V y, V z, V mipId, V lanes);
  // Component k of each lane's texel, zero-extended (0 where the format has
  // no component k or the lane is not among the texel's lanes).
  V loadComponent(const Texel& texel, unsigned k);

 private:
  V field(unsigned word, unsigned offset, unsigned width);
  V isType(unsigned type);
  V levelPitch(V level);
  V levelOffset(V level);
  V atLevel(V size, V level);
  V shaped(V scalar, V like) { return like->type.isVector() ? c_.vec(scalar) : scalar; }
  V levelIndex(V mip);  // base level + mip, v64i64

  LiftContext& c_;
  V words_[5];
  V base_;
  V dfmt_, nfmt_, count_, bytes_, dstSel_[4];
  V type_, is1D_, is2D_, is3D_, isArray_;
  V width_, height_, depth_, pitch_, baseLevel_, lastLevel_;
};

}  // namespace gcnjit::lift
