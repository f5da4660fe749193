// Host reference of gcnjit's texture sampling rules
// (frontend/lift/lift_image_sample.cpp and lift_image_gather.cpp, which the
// seed's S# fields name but whose arithmetic the seed does not give), for
// the texture test programs to compare the device's results with bit for
// bit.
#pragma once

#include <hip/hip_runtime.h>

#include <cmath>
#include <cstddef>
#include <vector>

#pragma clang fp contract(off)

struct Sampling {
  hipTextureAddressMode mode;
  bool linear;
  bool normalized;
  // Whether the device function floors point-sampled coordinates to a
  // texel first (tex1D/2D/3D, the Grad forms and tex2Dgather do; the Lod
  // forms do not).
  bool floorsPoint = true;
};

// One axis: texel indices i[0..1], weights w[0..1], inside[0..1] (border).
struct Taps {
  int i[2];
  float w[2];
  bool inside[2];
};

inline int clampIndex(int i, int n) { return i < 0 ? 0 : i >= n ? n - 1 : i; }

inline int resolve(int i, int n, const Sampling& s, bool& inside) {
  inside = true;
  bool outside = i < 0 || i >= n;
  if (s.mode == hipAddressModeWrap && s.normalized) i = i < 0 ? i + n : i >= n ? i - n : i;
  if (s.mode == hipAddressModeMirror && s.normalized) i = i < 0 ? -1 - i : i >= n ? 2 * n - 1 - i : i;
  if (s.mode == hipAddressModeBorder && outside) inside = false;
  return clampIndex(i, n);
}

// The coordinate ROCm's tex2D/tex3D pass to the sampler (see the top).
inline float deviceCoordinate(float x, int n, const Sampling& s) {
  if (s.linear || !s.floorsPoint) return x;
  float scale = s.normalized ? float(n) : 1.0f;
  return std::floor(x * scale) / scale;
}

// The taps of one axis; `linear`: the two-tap footprint of linear
// filtering (gather4 takes it whatever the filter).
inline Taps taps(float x, int n, const Sampling& s, bool linear) {
  x = deviceCoordinate(x, n, s);
  if (s.normalized && s.mode == hipAddressModeWrap) x = x - std::floor(x);
  if (s.normalized && s.mode == hipAddressModeMirror) {
    float t = x - std::floor(x * 0.5f) * 2.0f;
    x = t > 1.0f ? 2.0f - t : t;
  }
  float u = s.normalized ? x * float(n) : x;
  u = std::fmin(std::fmax(u, -1048576.0f), 1048576.0f);
  int fixed = int(std::nearbyint(u * 256.0f));
  int g = fixed - (linear ? 128 : 0);
  int first = g >> 8, fraction = g & 255;
  Taps t;
  t.w[0] = float(256 - fraction) * (1.0f / 256.0f);
  t.w[1] = float(fraction) * (1.0f / 256.0f);
  t.i[0] = resolve(first, n, s, t.inside[0]);
  t.i[1] = resolve(first + 1, n, s, t.inside[1]);
  return t;
}
inline Taps taps(float x, int n, const Sampling& s) { return taps(x, n, s, s.linear); }

inline float lerp(float a, float b, const Taps& t, bool linear) { return linear ? a * t.w[0] + b * t.w[1] : a; }

// A texture of `channels` float channels (already converted from memory),
// border color transparent black.
struct HostTexture {
  int w, h, d, channels;
  std::vector<float> texels;
  float at(int x, int y, int z, int k) const { return texels[((size_t(z) * h + y) * w + x) * channels + k]; }
};

// Channel k of the filtered sample at (x, y, z) of a texture of `dims`
// dimensions: y is not filtered for 1D textures, z only for 3D ones; the
// others read row 0 and slice `layer` (layered textures: rint of the layer
// coordinate, clamped).
inline float sample(const HostTexture& tex, float x, float y, float z, int k, const Sampling& s, int dims,
             int layer = 0) {
  Taps fixedRow{{0, 0}, {1, 0}, {true, true}}, fixedSlice{{layer, layer}, {1, 0}, {true, true}};
  Taps tx = taps(x, tex.w, s), ty = dims > 1 ? taps(y, tex.h, s) : fixedRow;
  Taps tz = dims > 2 ? taps(z, tex.d, s) : fixedSlice;
  bool yLinear = dims > 1 && s.linear, zLinear = dims > 2 && s.linear;
  float planes[2];
  for (int l = 0; l < 2; ++l) {
    float rows[2];
    for (int j = 0; j < 2; ++j) {
      float v[2];
      for (int i = 0; i < 2; ++i) {
        bool inside = tx.inside[i] && ty.inside[j] && tz.inside[l];
        v[i] = inside ? tex.at(tx.i[i], ty.i[j], tz.i[l], k) : 0.0f;
      }
      rows[j] = lerp(v[0], v[1], tx, s.linear);
    }
    planes[l] = lerp(rows[0], rows[1], ty, yLinear);
  }
  return lerp(planes[0], planes[1], tz, zLinear);
}

// Channel k of texel `slot` of the gather4 footprint at (x, y) of a 2D
// texture: slots 0..3 are texels (i0,j1), (i1,j1), (i1,j0), (i0,j0) of the
// two-tap footprints of x and y (frontend/lift/lift_image_gather.cpp);
// border taps read transparent black.
inline float gather(const HostTexture& tex, float x, float y, int k, int slot, const Sampling& s) {
  static const int kTap[4][2] = {{0, 1}, {1, 1}, {1, 0}, {0, 0}};
  Taps tx = taps(x, tex.w, s, true), ty = taps(y, tex.h, s, true);
  int i = kTap[slot][0], j = kTap[slot][1];
  return tx.inside[i] && ty.inside[j] ? tex.at(tx.i[i], ty.i[j], 0, k) : 0.0f;
}

#pragma clang fp contract(on)
