// The texture reads with a level, derivatives or a gather that HIP 5.2
// compiles to the other sampling forms: tex1D/2D/3D/2DLayeredGrad
// (image_sample_d: the derivatives come before the coordinates),
// tex1D/2D/3DLod (image_sample_l; a level of 0 folds to image_sample_lz) and tex2Dgather (image_gather4_lz). Checked bit for bit
// against the host reference of gcnjit's sampling rules
// (sampling_reference.h) for every address mode, point and linear
// filtering; the ctests run it on every execution mode (GCNJIT_ISA=interp,
// avx2, avx512), so the modes agree with each other too.
//
// What AMD's 5.2 implementation does and this test follows:
// - Textures of one level: the level, the derivatives and the LOD they
//   imply select nothing (AMD samples level 0 of a single-level view).
// - tex1D/2D/3DLod pass point-sampled coordinates as they are; the Grad
//   functions and tex2Dgather floor them to a texel first, as tex2D does
//   (Sampling::floorsPoint). tex1D/2DLayeredLod ignore the level: ROCm
//   5.2's header calls the plain __ockl_image_sample_1Da/2Da, which floors
//   too and compiles to image_sample_lz.
// - tex2Dgather's `comp` 1, 2, 3 gather red, green, blue, and 0 (the
//   default, documented as red) gathers alpha: ROCm 5.2's header maps
//   0 -> __ockl_image_gather4a_2D. Each result is the footprint's texels
//   (i0,j1), (i1,j1), (i1,j0), (i0,j0).
#include <hip/hip_runtime.h>

#include <vector>

#include "check.h"
#include "sampling_reference.h"
#include "texture_test_helpers.h"

namespace {

// Derivatives and levels that vary per thread (any values select the same
// single level).
__device__ float2 derivative(int i, float scale) { return make_float2(float(i % 7) * scale - 1.5f, 0.25f * scale); }
__device__ float level(int i) { return float(i % 5) * 0.75f - 1.0f; }

__global__ void grad1D(hipTextureObject_t t, const float4* at, float4* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1DGrad<float4>(t, at[i].x, derivative(i, 2).x, derivative(i, 3).y);
}
__global__ void grad2D(hipTextureObject_t t, const float4* at, float4* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex2DGrad<float4>(t, at[i].x, at[i].y, derivative(i, 2), derivative(i, -3));
}
__global__ void grad3D(hipTextureObject_t t, const float4* at, float4* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float2 d = derivative(i, 5);
  if (i < n) out[i] = tex3DGrad<float4>(t, at[i].x, at[i].y, at[i].z, make_float4(d.x, d.y, 9, 0),
                                        make_float4(-d.y, 4, d.x, 0));
}
__global__ void grad2DLayered(hipTextureObject_t t, const float4* at, float4* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex2DLayeredGrad<float4>(t, at[i].x, at[i].y, int(at[i].w), derivative(i, 1), derivative(i, 8));
}
__global__ void lod1D(hipTextureObject_t t, const float4* at, float4* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1DLod<float4>(t, at[i].x, level(i));
}
__global__ void lod2D(hipTextureObject_t t, const float4* at, float4* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex2DLod<float4>(t, at[i].x, at[i].y, level(i));
}
__global__ void lod3D(hipTextureObject_t t, const float4* at, float4* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex3DLod<float4>(t, at[i].x, at[i].y, at[i].z, level(i));
}
__global__ void lod2DLayered(hipTextureObject_t t, const float4* at, float4* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex2DLayeredLod<float4>(t, at[i].x, at[i].y, int(at[i].w), level(i));
}
__global__ void gather2D(hipTextureObject_t t, const float4* at, int comp, float4* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex2Dgather<float4>(t, at[i].x, at[i].y, comp);
}

using Kernel = void (*)(hipTextureObject_t, const float4*, float4*, int);

// A float4 texture of `dims` dimensions (3 with `layers`: a 2D layered
// one) and the host copy of its texels.
struct Texture {
  HostTexture host;
  int dims;
  bool layered;
  hipArray_t array;
};

Texture makeArray(int w, int h, int d, int dims, bool layered) {
  Texture t{{w, h, d, 4, {}}, dims, layered, nullptr};
  for (int i = 0; i < w * h * d * 4; ++i) t.host.texels.push_back(float((i * 29) % 67) * 0.125f - 3.0f);
  hipChannelFormatDesc desc = hipCreateChannelDesc<float4>();
  if (dims == 3 || layered) {
    HIP_CHECK(hipMalloc3DArray(&t.array, &desc, make_hipExtent(w, h, d), layered ? hipArrayLayered : 0));
    hipMemcpy3DParms copy{};
    copy.srcPtr = make_hipPitchedPtr(t.host.texels.data(), w * sizeof(float4), w, h);
    copy.dstArray = t.array;
    copy.extent = make_hipExtent(w, h, d);
    copy.kind = hipMemcpyHostToDevice;
    HIP_CHECK(hipMemcpy3D(&copy));
  } else {
    HIP_CHECK(hipMallocArray(&t.array, &desc, w, dims == 1 ? 0 : h));
    HIP_CHECK(hipMemcpyHtoA(t.array, 0, t.host.texels.data(), t.host.texels.size() * sizeof(float)));
  }
  return t;
}

// Sample points: x, y, z across and past the texture in the coordinate
// space of `normalized`, w the layer (-1 .. layers, clamped by the device).
std::vector<float4> points(const Texture& t, bool normalized) {
  std::vector<float> xs = coordinates(t.host.w, normalized, 11), ys = coordinates(t.host.h, normalized, 7);
  std::vector<float> zs = t.dims == 3 && !t.layered ? coordinates(t.host.d, normalized, 5) : std::vector<float>{0};
  std::vector<float4> at;
  int layers = t.layered ? t.host.d + 2 : 1;
  for (int layer = 0; layer < layers; ++layer)
    for (float z : zs)
      for (float y : (t.dims > 1 ? ys : std::vector<float>{0}))
        for (float x : xs) at.push_back(make_float4(x, y, z, float(t.layered ? layer - 1 : 0)));
  return at;
}

// Runs `kernel` (or the gather of `comp` when kernel is null) over the
// points and compares each channel with `want(point, channel)`.
template <class Want>
void check(const char* what, const Texture& tex, const Sampling& s, Kernel kernel, int comp, Want want) {
  std::vector<float4> at = points(tex, s.normalized);
  int n = int(at.size());
  float4* dAt = toDevice(at);
  float4* dOut;
  HIP_CHECK(hipMalloc(&dOut, n * sizeof(float4)));
  hipTextureObject_t t = makeTexture(tex.array, s, hipReadModeElementType);
  if (kernel) kernel<<<(n + 63) / 64, 64>>>(t, dAt, dOut, n);
  else gather2D<<<(n + 63) / 64, 64>>>(t, dAt, comp, dOut, n);
  HIP_CHECK(hipGetLastError());
  std::vector<float4> out = fromDevice(dOut, n);
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    float got[4] = {out[i].x, out[i].y, out[i].z, out[i].w};
    for (int k = 0; k < 4; ++k) {
      float expected = want(at[i], k);
      if (bitsOf(got[k]) != bitsOf(expected) && ++bad <= 3)
        EXPECT(false, "%s %s %s %s at (%g, %g, %g, layer %g) channel %d: got %.9g, want %.9g", what,
               modeName(s.mode), s.linear ? "linear" : "point", s.normalized ? "normalized" : "texels", at[i].x,
               at[i].y, at[i].z, at[i].w, k, got[k], expected);
    }
  }
  HIP_CHECK(hipDestroyTextureObject(t));
  HIP_CHECK(hipFree(dAt));
  HIP_CHECK(hipFree(dOut));
}

// The settings every form runs with: each mode, point and linear, with
// normalized coordinates, and clamp and border with unnormalized ones
// (HIP defines wrap and mirror for normalized coordinates only).
std::vector<Sampling> settings(bool floorsPoint) {
  std::vector<Sampling> all;
  for (bool normalized : {true, false})
    for (hipTextureAddressMode mode : kModes)
      for (bool linear : {false, true}) {
        if (!normalized && (mode == hipAddressModeWrap || mode == hipAddressModeMirror)) continue;
        all.push_back({mode, linear, normalized, floorsPoint});
      }
  return all;
}

void testSampling(const char* what, const Texture& tex, Kernel kernel, bool floorsPoint) {
  for (const Sampling& s : settings(floorsPoint)) {
    int layers = tex.layered ? tex.host.d : 1;
    check(what, tex, s, kernel, 0, [&](float4 p, int k) {
      int layer = clampIndex(int(p.w), layers);
      return tex.layered ? sample(tex.host, p.x, p.y, 0, k, s, 2, layer) : sample(tex.host, p.x, p.y, p.z, k, s, tex.dims);
    });
  }
}

void testGather(const Texture& tex) {
  // HIP 5.2's comp -> gathered channel (see the top).
  const int channelOf[4] = {3, 0, 1, 2};
  for (const Sampling& s : settings(true))
    for (int comp = 0; comp < 4; ++comp)
      check("tex2Dgather", tex, s, nullptr, comp,
            [&](float4 p, int slot) { return gather(tex.host, p.x, p.y, channelOf[comp], slot, s); });
}

}  // namespace

int main() {
  Texture t1 = makeArray(16, 1, 1, 1, false);
  Texture t2 = makeArray(16, 8, 1, 2, false);
  Texture t3 = makeArray(4, 8, 4, 3, false);
  Texture layered = makeArray(8, 4, 3, 2, true);
  testSampling("tex1DGrad", t1, grad1D, true);
  testSampling("tex2DGrad", t2, grad2D, true);
  testSampling("tex3DGrad", t3, grad3D, true);
  testSampling("tex2DLayeredGrad", layered, grad2DLayered, true);
  testSampling("tex1DLod", t1, lod1D, false);
  testSampling("tex2DLod", t2, lod2D, false);
  testSampling("tex3DLod", t3, lod3D, false);
  testSampling("tex2DLayeredLod", layered, lod2DLayered, true);
  testGather(t2);
  for (Texture* t : {&t1, &t2, &t3, &layered}) HIP_CHECK(hipFreeArray(t->array));
  return finish("texture_lod_gather");
}
