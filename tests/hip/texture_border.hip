// Border addressing through a texture reference (texture<T, dim, readMode>)
// and hipTexRefSetBorderColor as AMD's ROCm 5.2 runtime has them: 5.2's
// textureReference has no border color field, so hipTexRefSetBorderColor
// checks its arguments (null: hipErrorInvalidValue) and keeps nothing; a
// reference in hipAddressModeBorder reads transparent black, (0, 0, 0, 0),
// outside the image. Texture objects take their border color from
// hipTextureDesc (textures.hip). Checked against host computations, point
// and linear filtering, on the array's both axes.
#include <vector>

#include "check.h"

texture<float, hipTextureType2D, hipReadModeElementType> borderTex;

constexpr int kW = 8, kH = 4;

// One sample per thread at (x, y) in texels.
__global__ void sample(float* out, const float* x, const float* y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex2D(borderTex, x[i], y[i]);
}

float texel(int x, int y) { return float(1 + y * 10 + x); }

// The host's reference: the texel, or the border's 0 outside the image.
float fetch(int x, int y) { return x < 0 || y < 0 || x >= kW || y >= kH ? 0.0f : texel(x, y); }

float point(float x, float y) { return fetch(int(std::floor(x)), int(std::floor(y))); }

float bilinear(float x, float y) {
  float fx = x - 0.5f, fy = y - 0.5f;
  int x0 = int(std::floor(fx)), y0 = int(std::floor(fy));
  float a = fx - float(x0), b = fy - float(y0);
  return (1 - a) * (1 - b) * fetch(x0, y0) + a * (1 - b) * fetch(x0 + 1, y0) + (1 - a) * b * fetch(x0, y0 + 1) +
         a * b * fetch(x0 + 1, y0 + 1);
}

int main() {
  std::vector<float> image(kW * kH);
  for (int y = 0; y < kH; ++y)
    for (int x = 0; x < kW; ++x) image[y * kW + x] = texel(x, y);
  hipChannelFormatDesc channel = hipCreateChannelDesc<float>();
  hipArray_t array;
  HIP_CHECK(hipMallocArray(&array, &channel, kW, kH));
  HIP_CHECK(hipMemcpy2DToArray(array, 0, 0, image.data(), kW * sizeof(float), kW * sizeof(float), kH,
                               hipMemcpyHostToDevice));

  float white[4] = {1, 1, 1, 1};
  EXPECT(hipTexRefSetBorderColor(nullptr, white) == hipErrorInvalidValue, "null reference");
  EXPECT(hipTexRefSetBorderColor(&borderTex, nullptr) == hipErrorInvalidValue, "null color");
  (void)hipGetLastError();
  HIP_CHECK(hipTexRefSetBorderColor(&borderTex, white));  // kept nowhere, as in AMD 5.2
  HIP_CHECK(hipTexRefSetAddressMode(&borderTex, 0, hipAddressModeBorder));
  HIP_CHECK(hipTexRefSetAddressMode(&borderTex, 1, hipAddressModeBorder));
  hipTextureAddressMode mode;
  HIP_CHECK(hipTexRefGetAddressMode(&mode, &borderTex, 1));
  EXPECT(mode == hipAddressModeBorder, "address mode %d", int(mode));

  // Samples inside, on the edges and beyond them on every side.
  std::vector<float> xs, ys;
  for (float y = -2.0f; y <= kH + 2.0f; y += 0.75f)
    for (float x = -2.0f; x <= kW + 2.0f; x += 0.625f) {
      xs.push_back(x);
      ys.push_back(y);
    }
  const int n = int(xs.size());
  float *x, *y, *out;
  HIP_CHECK(hipMalloc(&x, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&y, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&out, n * sizeof(float)));
  HIP_CHECK(hipMemcpy(x, xs.data(), n * sizeof(float), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(y, ys.data(), n * sizeof(float), hipMemcpyHostToDevice));
  std::vector<float> got(n);
  for (hipTextureFilterMode filter : {hipFilterModePoint, hipFilterModeLinear}) {
    HIP_CHECK(hipTexRefSetFilterMode(&borderTex, filter));
    HIP_CHECK(hipBindTextureToArray(&borderTex, array, &channel));
    hipLaunchKernelGGL(sample, dim3((n + 63) / 64), dim3(64), 0, 0, out, x, y, n);
    HIP_CHECK(hipMemcpy(got.data(), out, n * sizeof(float), hipMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i) {
      float expected = filter == hipFilterModePoint ? point(xs[i], ys[i]) : bilinear(xs[i], ys[i]);
      EXPECT(close_to(got[i], expected, 1e-2), "%s tex2D(%g, %g) = %g, expected %g",
             filter == hipFilterModePoint ? "point" : "linear", xs[i], ys[i], got[i], expected);
    }
    HIP_CHECK(hipUnbindTexture(&borderTex));
  }

  HIP_CHECK(hipFree(x));
  HIP_CHECK(hipFree(y));
  HIP_CHECK(hipFree(out));
  HIP_CHECK(hipFreeArray(array));
  return finish("texture_border");
}
