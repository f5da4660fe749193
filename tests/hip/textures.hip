// Texture objects sampled by kernels (tex1Dfetch, tex1D, tex2D,
// tex2DLayered, tex3D), checked bit for bit against a host reference of
// gcnjit's sampling rules (frontend/lift/lift_image_sample.cpp, which the
// seed's S# fields name but whose arithmetic the seed does not give): point
// and linear filtering, each address mode (wrap, clamp, mirror, border),
// normalized and unnormalized coordinates, float, half, 8- and 16-bit
// normalized and 32-bit integer formats. The ctests run it on every
// execution mode (GCNJIT_ISA=interp, avx2, avx512): each mode matching the
// same reference bit for bit is the modes agreeing.
//
// What the kernel hands the sampler: ROCm 5.2's device library rounds a
// point-sampled coordinate down to a texel first (x' = floor(x * n) / n,
// n = 1 when unnormalized), which the reference does too; sizes of
// normalized textures are powers of two, so that division is exact.
#include <hip/hip_runtime.h>

#include <cmath>
#include <cstring>
#include <vector>

#include "check.h"
#include "sampling_reference.h"
#include "texture_test_helpers.h"

namespace {

// --- kernels ---------------------------------------------------------------------------

__global__ void sample2D(hipTextureObject_t t, const float2* at, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex2D<float>(t, at[i].x, at[i].y);
}

__global__ void sample2D4(hipTextureObject_t t, const float2* at, float4* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex2D<float4>(t, at[i].x, at[i].y);
}

__global__ void sample2DInt(hipTextureObject_t t, const float2* at, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex2D<int>(t, at[i].x, at[i].y);
}

__global__ void sample3D(hipTextureObject_t t, const float4* at, float4* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex3D<float4>(t, at[i].x, at[i].y, at[i].z);
}

__global__ void sample1D(hipTextureObject_t t, const float* at, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1D<float>(t, at[i]);
}

__global__ void sampleLayered(hipTextureObject_t t, const float2* at, int layer, float2* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex2DLayered<float2>(t, at[i].x, at[i].y, layer);
}

__global__ void fetch1D(hipTextureObject_t t, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1Dfetch<int>(t, i);
}

// --- tests ----------------------------------------------------------------------------

// A 16 x 8 float texture: every mode and filter, normalized coordinates,
// and clamp/border with unnormalized ones (CUDA and HIP define wrap and
// mirror for normalized coordinates only).
void testFloat2D() {
  HostTexture tex{16, 8, 1, 1, {}};
  for (int i = 0; i < 16 * 8; ++i) tex.texels.push_back(float((i * 37) % 101) * 0.25f - 7.0f);
  hipChannelFormatDesc desc = hipCreateChannelDesc<float>();
  hipArray_t array;
  HIP_CHECK(hipMallocArray(&array, &desc, 16, 8));
  HIP_CHECK(hipMemcpy2DToArray(array, 0, 0, tex.texels.data(), 16 * sizeof(float), 16 * sizeof(float), 8,
                               hipMemcpyHostToDevice));
  for (bool normalized : {true, false})
    for (hipTextureAddressMode mode : kModes)
      for (bool linear : {false, true}) {
        if (!normalized && (mode == hipAddressModeWrap || mode == hipAddressModeMirror)) continue;
        Sampling s{mode, linear, normalized};
        std::vector<float2> at = grid2D(16, 8, normalized);
        int n = int(at.size());
        float2* dAt = toDevice(at);
        float* dOut;
        HIP_CHECK(hipMalloc(&dOut, n * sizeof(float)));
        hipTextureObject_t t = makeTexture(array, s, hipReadModeElementType);
        sample2D<<<(n + 63) / 64, 64>>>(t, dAt, dOut, n);
        HIP_CHECK(hipGetLastError());
        std::vector<float> out = fromDevice(dOut, n);
        int bad = 0;
        for (int i = 0; i < n; ++i) {
          float want = sample(tex, at[i].x, at[i].y, 0, 0, s, 2);
          if (bitsOf(out[i]) != bitsOf(want) && ++bad <= 3)
            EXPECT(false, "float 2D %s %s %s at (%g, %g): got %.9g, want %.9g", modeName(mode),
                   linear ? "linear" : "point", normalized ? "normalized" : "texels", at[i].x, at[i].y, out[i],
                   want);
        }
        HIP_CHECK(hipDestroyTextureObject(t));
        HIP_CHECK(hipFree(dAt));
        HIP_CHECK(hipFree(dOut));
      }
  HIP_CHECK(hipFreeArray(array));
}

// uchar4 read as normalized floats (UNORM8: c / 255), 8 x 4 texels.
void testUnorm2D() {
  const int w = 8, h = 4;
  std::vector<uchar4> raw(w * h);
  HostTexture tex{w, h, 1, 4, {}};
  for (int i = 0; i < w * h; ++i) {
    raw[i] = make_uchar4((i * 53) & 255, (i * 91 + 7) & 255, (i * 13 + 200) & 255, (255 - i * 5) & 255);
    for (unsigned char c : {raw[i].x, raw[i].y, raw[i].z, raw[i].w}) tex.texels.push_back(float(c) / 255.0f);
  }
  // Spelled out: ROCm 5.2's hipCreateChannelDesc<uchar4>() says Signed.
  hipChannelFormatDesc desc = hipCreateChannelDesc(8, 8, 8, 8, hipChannelFormatKindUnsigned);
  hipArray_t array;
  HIP_CHECK(hipMallocArray(&array, &desc, w, h));
  HIP_CHECK(hipMemcpy2DToArray(array, 0, 0, raw.data(), w * sizeof(uchar4), w * sizeof(uchar4), h,
                               hipMemcpyHostToDevice));
  for (hipTextureAddressMode mode : kModes)
    for (bool linear : {false, true}) {
      Sampling s{mode, linear, true};
      std::vector<float2> at = grid2D(w, h, true);
      int n = int(at.size());
      float2* dAt = toDevice(at);
      float4* dOut;
      HIP_CHECK(hipMalloc(&dOut, n * sizeof(float4)));
      hipTextureObject_t t = makeTexture(array, s, hipReadModeNormalizedFloat);
      sample2D4<<<(n + 63) / 64, 64>>>(t, dAt, dOut, n);
      HIP_CHECK(hipGetLastError());
      std::vector<float4> out = fromDevice(dOut, n);
      int bad = 0;
      for (int i = 0; i < n; ++i) {
        float got[4] = {out[i].x, out[i].y, out[i].z, out[i].w};
        for (int k = 0; k < 4; ++k) {
          float want = sample(tex, at[i].x, at[i].y, 0, k, s, 2);
          if (bitsOf(got[k]) != bitsOf(want) && ++bad <= 3)
            EXPECT(false, "unorm8 2D %s %s at (%g, %g) channel %d: got %.9g, want %.9g", modeName(mode),
                   linear ? "linear" : "point", at[i].x, at[i].y, k, got[k], want);
        }
      }
      HIP_CHECK(hipDestroyTextureObject(t));
      HIP_CHECK(hipFree(dAt));
      HIP_CHECK(hipFree(dOut));
    }
  HIP_CHECK(hipFreeArray(array));
}

// 16-bit formats: short2 read as normalized floats (SNORM16: max(c / 32767,
// -1)) and half floats (widened exactly), bilinear and point, clamped.
void testFormats16() {
  const int w = 8, h = 4;
  std::vector<short2> snorm(w * h);
  std::vector<_Float16> halves(w * h);
  HostTexture snormTex{w, h, 1, 2, {}}, halfTex{w, h, 1, 1, {}};
  for (int i = 0; i < w * h; ++i) {
    snorm[i] = make_short2(short(i * 2111 - 32768), short(32767 - i * 997));
    for (short c : {snorm[i].x, snorm[i].y}) snormTex.texels.push_back(std::fmax(float(c) / 32767.0f, -1.0f));
    halves[i] = _Float16(float(i % 9) * 0.375f - 1.0f);
    halfTex.texels.push_back(float(halves[i]));
  }
  hipChannelFormatDesc snormDesc = hipCreateChannelDesc(16, 16, 0, 0, hipChannelFormatKindSigned);
  hipChannelFormatDesc halfDesc = hipCreateChannelDesc(16, 0, 0, 0, hipChannelFormatKindFloat);
  hipArray_t snormArray, halfArray;
  HIP_CHECK(hipMallocArray(&snormArray, &snormDesc, w, h));
  HIP_CHECK(hipMallocArray(&halfArray, &halfDesc, w, h));
  HIP_CHECK(hipMemcpyHtoA(snormArray, 0, snorm.data(), w * h * sizeof(short2)));
  HIP_CHECK(hipMemcpyHtoA(halfArray, 0, halves.data(), w * h * sizeof(_Float16)));
  std::vector<float2> at = grid2D(w, h, true);
  int n = int(at.size());
  float2* dAt = toDevice(at);
  float4* dOut4;
  float* dOut;
  HIP_CHECK(hipMalloc(&dOut4, n * sizeof(float4)));
  HIP_CHECK(hipMalloc(&dOut, n * sizeof(float)));
  for (bool linear : {false, true}) {
    Sampling s{hipAddressModeClamp, linear, true};
    hipTextureObject_t ts = makeTexture(snormArray, s, hipReadModeNormalizedFloat);
    hipTextureObject_t th = makeTexture(halfArray, s, hipReadModeElementType);
    sample2D4<<<(n + 63) / 64, 64>>>(ts, dAt, dOut4, n);
    sample2D<<<(n + 63) / 64, 64>>>(th, dAt, dOut, n);
    HIP_CHECK(hipGetLastError());
    std::vector<float4> out4 = fromDevice(dOut4, n);
    std::vector<float> out = fromDevice(dOut, n);
    int bad = 0;
    for (int i = 0; i < n; ++i) {
      float got[4] = {out4[i].x, out4[i].y, out4[i].z, out4[i].w};
      float want[4] = {sample(snormTex, at[i].x, at[i].y, 0, 0, s, 2), sample(snormTex, at[i].x, at[i].y, 0, 1, s, 2),
                       0.0f, 1.0f};  // missing channels: 0, alpha 1
      for (int k = 0; k < 4; ++k)
        if (bitsOf(got[k]) != bitsOf(want[k]) && ++bad <= 3)
          EXPECT(false, "snorm16 %s at (%g, %g) channel %d: got %.9g, want %.9g", linear ? "linear" : "point",
                 at[i].x, at[i].y, k, got[k], want[k]);
      float wantHalf = sample(halfTex, at[i].x, at[i].y, 0, 0, s, 2);
      if (bitsOf(out[i]) != bitsOf(wantHalf) && ++bad <= 3)
        EXPECT(false, "half %s at (%g, %g): got %.9g, want %.9g", linear ? "linear" : "point", at[i].x, at[i].y,
               out[i], wantHalf);
    }
    HIP_CHECK(hipDestroyTextureObject(ts));
    HIP_CHECK(hipDestroyTextureObject(th));
  }
  HIP_CHECK(hipFree(dAt));
  HIP_CHECK(hipFree(dOut));
  HIP_CHECK(hipFree(dOut4));
  HIP_CHECK(hipFreeArray(snormArray));
  HIP_CHECK(hipFreeArray(halfArray));
}

// 32-bit signed integers, point sampled (integer formats are not filtered),
// unnormalized, on pitch2D memory.
void testIntPitch2D() {
  const int w = 10, h = 6;
  size_t pitch;
  int* memory;
  HIP_CHECK(hipMallocPitch(reinterpret_cast<void**>(&memory), &pitch, w * sizeof(int), h));
  std::vector<int> values(w * h);
  HostTexture tex{w, h, 1, 1, {}};
  for (int i = 0; i < w * h; ++i) values[i] = i * 7919 - 200000;
  HIP_CHECK(hipMemcpy2D(memory, pitch, values.data(), w * sizeof(int), w * sizeof(int), h, hipMemcpyHostToDevice));
  for (hipTextureAddressMode mode : {hipAddressModeClamp, hipAddressModeBorder}) {
    Sampling s{mode, false, false};
    hipResourceDesc res{};
    res.resType = hipResourceTypePitch2D;
    res.res.pitch2D = {memory, hipCreateChannelDesc<int>(), size_t(w), size_t(h), pitch};
    hipTextureDesc desc{};
    desc.addressMode[0] = desc.addressMode[1] = mode;
    desc.filterMode = hipFilterModePoint;
    desc.readMode = hipReadModeElementType;
    hipTextureObject_t t;
    HIP_CHECK(hipCreateTextureObject(&t, &res, &desc, nullptr));
    std::vector<float2> at = grid2D(w, h, false);
    int n = int(at.size());
    float2* dAt = toDevice(at);
    int* dOut;
    HIP_CHECK(hipMalloc(&dOut, n * sizeof(int)));
    sample2DInt<<<(n + 63) / 64, 64>>>(t, dAt, dOut, n);
    HIP_CHECK(hipGetLastError());
    std::vector<int> out = fromDevice(dOut, n);
    int bad = 0;
    for (int i = 0; i < n; ++i) {
      Taps tx = taps(at[i].x, w, s), ty = taps(at[i].y, h, s);
      int want = tx.inside[0] && ty.inside[0] ? values[ty.i[0] * w + tx.i[0]] : 0;
      if (out[i] != want && ++bad <= 3)
        EXPECT(false, "int 2D %s at (%g, %g): got %d, want %d", modeName(mode), at[i].x, at[i].y, out[i], want);
    }
    HIP_CHECK(hipDestroyTextureObject(t));
    HIP_CHECK(hipFree(dAt));
    HIP_CHECK(hipFree(dOut));
  }
  HIP_CHECK(hipFree(memory));
}

// A 4 x 8 x 4 float4 volume from hipMalloc3DArray + hipMemcpy3D: trilinear
// and point, every mode, normalized coordinates.
void testFloat3D() {
  const int w = 4, h = 8, d = 4;
  HostTexture tex{w, h, d, 4, {}};
  for (int i = 0; i < w * h * d * 4; ++i) tex.texels.push_back(float((i * 29) % 67) * 0.125f - 3.0f);
  hipChannelFormatDesc desc = hipCreateChannelDesc<float4>();
  hipArray_t array;
  HIP_CHECK(hipMalloc3DArray(&array, &desc, make_hipExtent(w, h, d), 0));
  hipMemcpy3DParms copy{};
  copy.srcPtr = make_hipPitchedPtr(tex.texels.data(), w * sizeof(float4), w, h);
  copy.dstArray = array;
  copy.extent = make_hipExtent(w, h, d);
  copy.kind = hipMemcpyHostToDevice;
  HIP_CHECK(hipMemcpy3D(&copy));
  std::vector<float4> at;
  std::vector<float> xs = coordinates(w, true, 9), ys = coordinates(h, true, 7), zs = coordinates(d, true, 7);
  for (float z : zs)
    for (float y : ys)
      for (float x : xs) at.push_back(make_float4(x, y, z, 0));
  int n = int(at.size());
  float4* dAt = toDevice(at);
  float4* dOut;
  HIP_CHECK(hipMalloc(&dOut, n * sizeof(float4)));
  for (hipTextureAddressMode mode : kModes)
    for (bool linear : {false, true}) {
      Sampling s{mode, linear, true};
      hipTextureObject_t t = makeTexture(array, s, hipReadModeElementType);
      sample3D<<<(n + 63) / 64, 64>>>(t, dAt, dOut, n);
      HIP_CHECK(hipGetLastError());
      std::vector<float4> out = fromDevice(dOut, n);
      int bad = 0;
      for (int i = 0; i < n; ++i) {
        float got[4] = {out[i].x, out[i].y, out[i].z, out[i].w};
        for (int k = 0; k < 4; ++k) {
          float want = sample(tex, at[i].x, at[i].y, at[i].z, k, s, 3);
          if (bitsOf(got[k]) != bitsOf(want) && ++bad <= 3)
            EXPECT(false, "float4 3D %s %s at (%g, %g, %g) channel %d: got %.9g, want %.9g", modeName(mode),
                   linear ? "linear" : "point", at[i].x, at[i].y, at[i].z, k, got[k], want);
        }
      }
      HIP_CHECK(hipDestroyTextureObject(t));
    }
  HIP_CHECK(hipFree(dAt));
  HIP_CHECK(hipFree(dOut));
  HIP_CHECK(hipFreeArray(array));
}

// A 1D array of 16 floats (tex1D): x filtered, no row to blend.
void testFloat1D() {
  const int w = 16;
  HostTexture tex{w, 1, 1, 1, {}};
  for (int i = 0; i < w; ++i) tex.texels.push_back(float(i * i % 11) - 2.5f);
  hipChannelFormatDesc desc = hipCreateChannelDesc<float>();
  hipArray_t array;
  HIP_CHECK(hipMallocArray(&array, &desc, w));
  HIP_CHECK(hipMemcpyHtoA(array, 0, tex.texels.data(), w * sizeof(float)));
  std::vector<float> at = coordinates(w, true, 61);
  int n = int(at.size());
  float* dAt = toDevice(at);
  float* dOut;
  HIP_CHECK(hipMalloc(&dOut, n * sizeof(float)));
  for (hipTextureAddressMode mode : kModes)
    for (bool linear : {false, true}) {
      Sampling s{mode, linear, true};
      hipTextureObject_t t = makeTexture(array, s, hipReadModeElementType);
      sample1D<<<1, 64>>>(t, dAt, dOut, n);
      HIP_CHECK(hipGetLastError());
      std::vector<float> out = fromDevice(dOut, n);
      int bad = 0;
      for (int i = 0; i < n; ++i) {
        float want = sample(tex, at[i], 0, 0, 0, s, 1);
        if (bitsOf(out[i]) != bitsOf(want) && ++bad <= 3)
          EXPECT(false, "float 1D %s %s at %g: got %.9g, want %.9g", modeName(mode), linear ? "linear" : "point",
                 at[i], out[i], want);
      }
      HIP_CHECK(hipDestroyTextureObject(t));
    }
  HIP_CHECK(hipFree(dAt));
  HIP_CHECK(hipFree(dOut));
  HIP_CHECK(hipFreeArray(array));
}

// A layered 2D array of float2 (8 x 4, 3 layers; tex2DLayered): bilinear
// within the layer, layers never blended, layer indices clamped.
void testLayered2D() {
  const int w = 8, h = 4, layers = 3;
  HostTexture tex{w, h, layers, 2, {}};
  for (int i = 0; i < w * h * layers * 2; ++i) tex.texels.push_back(float((i * 7) % 23) * 0.5f);
  hipChannelFormatDesc desc = hipCreateChannelDesc<float2>();
  hipArray_t array;
  HIP_CHECK(hipMalloc3DArray(&array, &desc, make_hipExtent(w, h, layers), hipArrayLayered));
  EXPECT(array->textureType == hipTextureType2DLayered, "layered array type");
  hipMemcpy3DParms copy{};
  copy.srcPtr = make_hipPitchedPtr(tex.texels.data(), w * sizeof(float2), w, h);
  copy.dstArray = array;
  copy.extent = make_hipExtent(w, h, layers);
  copy.kind = hipMemcpyHostToDevice;
  HIP_CHECK(hipMemcpy3D(&copy));
  std::vector<float2> at = grid2D(w, h, true);
  int n = int(at.size());
  float2* dAt = toDevice(at);
  float2* dOut;
  HIP_CHECK(hipMalloc(&dOut, n * sizeof(float2)));
  Sampling s{hipAddressModeClamp, true, true};
  hipTextureObject_t t = makeTexture(array, s, hipReadModeElementType);
  for (int layer : {0, 1, 2, -1, 7}) {
    sampleLayered<<<(n + 63) / 64, 64>>>(t, dAt, layer, dOut, n);
    HIP_CHECK(hipGetLastError());
    std::vector<float2> out = fromDevice(dOut, n);
    int bad = 0;
    int slice = layer < 0 ? 0 : layer >= layers ? layers - 1 : layer;
    for (int i = 0; i < n; ++i) {
      float got[2] = {out[i].x, out[i].y};
      for (int k = 0; k < 2; ++k) {
        float want = sample(tex, at[i].x, at[i].y, 0, k, s, 2, slice);
        if (bitsOf(got[k]) != bitsOf(want) && ++bad <= 3)
          EXPECT(false, "layered 2D layer %d at (%g, %g) channel %d: got %.9g, want %.9g", layer, at[i].x, at[i].y,
                 k, got[k], want);
      }
    }
  }
  HIP_CHECK(hipDestroyTextureObject(t));
  HIP_CHECK(hipFree(dAt));
  HIP_CHECK(hipFree(dOut));
  HIP_CHECK(hipFreeArray(array));
}

// tex1Dfetch on linear memory reads elements through a buffer resource.
void testLinearFetch() {
  const int n = 100;
  std::vector<int> values(n);
  for (int i = 0; i < n; ++i) values[i] = i * i - 50;
  int* memory = toDevice(values);
  hipResourceDesc res{};
  res.resType = hipResourceTypeLinear;
  res.res.linear = {memory, hipCreateChannelDesc<int>(), n * sizeof(int)};
  hipTextureDesc desc{};
  desc.readMode = hipReadModeElementType;
  hipTextureObject_t t;
  HIP_CHECK(hipCreateTextureObject(&t, &res, &desc, nullptr));
  int* dOut;
  HIP_CHECK(hipMalloc(&dOut, (n + 28) * sizeof(int)));
  fetch1D<<<2, 64>>>(t, dOut, n + 28);
  HIP_CHECK(hipGetLastError());
  std::vector<int> out = fromDevice(dOut, n + 28);
  for (int i = 0; i < n + 28; ++i) {
    int want = i < n ? values[i] : 0;  // past the resource: the range check reads 0
    EXPECT(out[i] == want, "tex1Dfetch(%d) = %d, want %d", i, out[i], want);
  }
  hipResourceDesc back;
  HIP_CHECK(hipGetTextureObjectResourceDesc(&back, t));
  EXPECT(back.resType == hipResourceTypeLinear && back.res.linear.devPtr == memory, "resource description kept");
  HIP_CHECK(hipDestroyTextureObject(t));
  HIP_CHECK(hipFree(memory));
  HIP_CHECK(hipFree(dOut));
}

// The driver API (hipTexObject*) makes the same objects: a linear-filtered
// float texture on a hipArrayCreate array, sampled and described back.
void testDriverApi() {
  const int w = 8, h = 8;
  HostTexture tex{w, h, 1, 1, {}};
  for (int i = 0; i < w * h; ++i) tex.texels.push_back(float(i % 13) - 0.5f * float(i / 13));
  HIP_ARRAY_DESCRIPTOR ad{};
  ad.Width = w;
  ad.Height = h;
  ad.Format = HIP_AD_FORMAT_FLOAT;
  ad.NumChannels = 1;
  hipArray_t array;
  HIP_CHECK(hipArrayCreate(&array, &ad));
  HIP_CHECK(hipMemcpyHtoA(array, 0, tex.texels.data(), w * h * sizeof(float)));
  HIP_RESOURCE_DESC res{};
  res.resType = HIP_RESOURCE_TYPE_ARRAY;
  res.res.array.hArray = array;
  HIP_TEXTURE_DESC desc{};
  desc.addressMode[0] = desc.addressMode[1] = HIP_TR_ADDRESS_MODE_MIRROR;
  desc.filterMode = HIP_TR_FILTER_MODE_LINEAR;
  desc.flags = HIP_TRSF_NORMALIZED_COORDINATES;
  hipTextureObject_t t;
  HIP_CHECK(hipTexObjectCreate(&t, &res, &desc, nullptr));
  std::vector<float2> at = grid2D(w, h, true);
  int n = int(at.size());
  float2* dAt = toDevice(at);
  float* dOut;
  HIP_CHECK(hipMalloc(&dOut, n * sizeof(float)));
  sample2D<<<(n + 63) / 64, 64>>>(t, dAt, dOut, n);
  HIP_CHECK(hipGetLastError());
  std::vector<float> out = fromDevice(dOut, n);
  Sampling s{hipAddressModeMirror, true, true};
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    float want = sample(tex, at[i].x, at[i].y, 0, 0, s, 2);
    if (bitsOf(out[i]) != bitsOf(want) && ++bad <= 3)
      EXPECT(false, "driver API texture at (%g, %g): got %.9g, want %.9g", at[i].x, at[i].y, out[i], want);
  }
  HIP_TEXTURE_DESC back{};
  HIP_CHECK(hipTexObjectGetTextureDesc(&back, t));
  EXPECT(back.addressMode[1] == HIP_TR_ADDRESS_MODE_MIRROR && back.filterMode == HIP_TR_FILTER_MODE_LINEAR &&
             back.flags == HIP_TRSF_NORMALIZED_COORDINATES,
         "driver texture description kept (flags 0x%x)", back.flags);
  HIP_RESOURCE_DESC resBack{};
  HIP_CHECK(hipTexObjectGetResourceDesc(&resBack, t));
  EXPECT(resBack.resType == HIP_RESOURCE_TYPE_ARRAY && resBack.res.array.hArray == array, "driver resource kept");
  EXPECT(hipTexObjectCreate(&t, nullptr, &desc, nullptr) == hipErrorInvalidValue, "null driver resource");
  HIP_CHECK(hipTexObjectDestroy(t));
  HIP_CHECK(hipFree(dAt));
  HIP_CHECK(hipFree(dOut));
  HIP_CHECK(hipArrayDestroy(array));
}

void testDescriptions() {
  int image = 0;
  HIP_CHECK(hipDeviceGetAttribute(&image, hipDeviceAttributeImageSupport, 0));
  EXPECT(image == 1, "image support reported");
  hipChannelFormatDesc desc = hipCreateChannelDesc<float2>();
  hipArray_t array;
  HIP_CHECK(hipMallocArray(&array, &desc, 8, 8));
  hipTextureObject_t t = makeTexture(array, {hipAddressModeMirror, true, true}, hipReadModeElementType);
  hipTextureDesc tex;
  HIP_CHECK(hipGetTextureObjectTextureDesc(&tex, t));
  EXPECT(tex.addressMode[0] == hipAddressModeMirror && tex.filterMode == hipFilterModeLinear &&
             tex.normalizedCoords == 1,
         "texture description kept");
  hipResourceViewDesc view;
  HIP_CHECK(hipGetTextureObjectResourceViewDesc(&view, t));
  EXPECT(view.width == 8 && view.height == 8, "view is the whole array: %zu x %zu", view.width, view.height);
  // AMD 5.2's argument checks.
  hipResourceDesc res{};
  res.resType = hipResourceTypeArray;
  res.res.array.array = array;
  EXPECT(hipCreateTextureObject(nullptr, &res, &tex, nullptr) == hipErrorInvalidValue, "null object");
  EXPECT(hipCreateTextureObject(&t, nullptr, &tex, nullptr) == hipErrorInvalidValue, "null resource");
  EXPECT(hipCreateTextureObject(&t, &res, nullptr, nullptr) == hipErrorInvalidValue, "null texture description");
  EXPECT(hipGetTextureObjectTextureDesc(nullptr, t) == hipErrorInvalidValue, "null output");
  EXPECT(hipDestroyTextureObject(nullptr) == hipSuccess, "destroying the null object succeeds");
  HIP_CHECK(hipDestroyTextureObject(t));
  HIP_CHECK(hipFreeArray(array));
  (void)hipGetLastError();
}

}  // namespace

int main() {
  testDescriptions();
  testFloat2D();
  testUnorm2D();
  testFormats16();
  testIntPitch2D();
  testFloat3D();
  testFloat1D();
  testLayered2D();
  testLinearFetch();
  testDriverApi();
  return finish("textures");
}
