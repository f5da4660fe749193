// Helpers the texture test programs share: device copies, the coordinate
// grids they sample at, texture objects of one sampling setting.
#pragma once

#include <hip/hip_runtime.h>

#include <cstdint>
#include <cstring>
#include <vector>

#include "check.h"
#include "sampling_reference.h"

inline std::uint32_t bitsOf(float f) {
  std::uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}

inline const hipTextureAddressMode kModes[] = {hipAddressModeWrap, hipAddressModeClamp, hipAddressModeMirror,
                                               hipAddressModeBorder};
inline const char* modeName(hipTextureAddressMode m) {
  const char* names[] = {"wrap", "clamp", "mirror", "border"};
  return names[m];
}

// Coordinates from below the texture to past its end, in the space the
// sampling uses (normalized: about -1.3 .. 2.3; texels: -3 .. n + 3), with
// steps that are not multiples of a texel.
inline std::vector<float> coordinates(int n, bool normalized, int count) {
  std::vector<float> c(count);
  for (int i = 0; i < count; ++i) {
    float t = -0.4f + 1.8f * float(i) / float(count - 1) + 0.0137f;
    c[i] = normalized ? t * 2.0f - 0.5f : t * float(n + 6) / 1.8f - 3.0f + 0.4f * float(n + 6) / 1.8f;
  }
  return c;
}

inline hipTextureObject_t makeTexture(hipArray_t array, const Sampling& s, hipTextureReadMode read) {
  hipResourceDesc res{};
  res.resType = hipResourceTypeArray;
  res.res.array.array = array;
  hipTextureDesc desc{};
  desc.addressMode[0] = desc.addressMode[1] = desc.addressMode[2] = s.mode;
  desc.filterMode = s.linear ? hipFilterModeLinear : hipFilterModePoint;
  desc.readMode = read;
  desc.normalizedCoords = s.normalized;
  hipTextureObject_t t;
  HIP_CHECK(hipCreateTextureObject(&t, &res, &desc, nullptr));
  return t;
}

template <class T>
inline T* toDevice(const std::vector<T>& v) {
  T* d;
  HIP_CHECK(hipMalloc(&d, v.size() * sizeof(T)));
  HIP_CHECK(hipMemcpy(d, v.data(), v.size() * sizeof(T), hipMemcpyHostToDevice));
  return d;
}

template <class T>
inline std::vector<T> fromDevice(const T* d, size_t n) {
  std::vector<T> v(n);
  HIP_CHECK(hipMemcpy(v.data(), d, n * sizeof(T), hipMemcpyDeviceToHost));
  return v;
}

inline std::vector<float2> grid2D(int w, int h, bool normalized) {
  std::vector<float> xs = coordinates(w, normalized, 29), ys = coordinates(h, normalized, 13);
  std::vector<float2> at;
  for (float y : ys)
    for (float x : xs) at.push_back(make_float2(x, y));
  return at;
}

