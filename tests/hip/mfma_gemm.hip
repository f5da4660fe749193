// MI100 matrix instructions (gfx908 only; registered for gfx908 alone):
// three rocBLAS-style tiled GEMMs, C = alpha * A * B + beta * C over
// row-major matrices, with LDS tiles and register blocking (each wave owns
// a 2 x 2 grid of MFMA output blocks and issues 4 MFMAs per k step):
//   gemm_32x32x2f32   128x128 tile, 4 waves of 64x64, v_mfma_f32_32x32x2f32
//   gemm_16x16x4f32   64x64 tile, 4 waves of 32x32, v_mfma_f32_16x16x4f32
//   gemm_32x32x4bf16  64x64 tile, 1 wave of 64x64, v_mfma_f32_32x32x4bf16
// checked against a double-precision host GEMM on the same (for bf16:
// host-rounded) inputs.
//
// Register layouts (MI100 ISA, seed 001, chapter 7 "Matrix Arithmetic
// Instructions", and AMD's matrix instruction calculator for CDNA1), for
// a wave's lane l and accumulator register r:
//   32x32x2f32:  A[l%32][l/32], B[l/32][l%32];
//                D[(r/4)*8 + (l/32)*4 + r%4][l%32]            (16 registers)
//   16x16x4f32:  A[l%16][l/16], B[l/16][l%16];
//                D[(l/16)*4 + r][l%16]                        (4 registers)
//   32x32x4bf16: A[l%32][2*(l/32) + {0,1}], B[2*(l/32) + {0,1}][l%32]:
//                two bf16 per lane, the lower k in the low half;
//                D as for 32x32x2f32
// The A and B operands are ArchVGPRs; C and D live in AccVGPRs (the
// compiler moves them with v_accvgpr_read/write).
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "check.h"

typedef float floatx4 __attribute__((ext_vector_type(4)));
typedef float floatx16 __attribute__((ext_vector_type(16)));
typedef short shortx2 __attribute__((ext_vector_type(2)));

// ---- v_mfma_f32_32x32x2f32: 128x128 tile, 8 deep, 256 threads ----------
__global__ __launch_bounds__(256) void gemm_32x32x2f32(const float* a, const float* b, float* c, int n, int k,
                                                       float alpha, float beta) {
  __shared__ float sa[8][128];  // sa[kk][row]: k-major, so a lane's A operand is one dword
  __shared__ float sb[8][128];  // sb[kk][col]
  int t = threadIdx.x, lane = t % 64, wave = t / 64;
  int row0 = blockIdx.y * 128, col0 = blockIdx.x * 128;
  int waveRow = wave / 2 * 64, waveCol = wave % 2 * 64;
  floatx16 acc[2][2] = {};
  for (int k0 = 0; k0 < k; k0 += 8) {
    for (int i = 0; i < 4; ++i) {  // 1024 elements of each tile, 4 per thread
      int e = t + 256 * i;
      sa[e % 8][e / 8] = a[(row0 + e / 8) * k + k0 + e % 8];
      sb[e / 128][e % 128] = b[(k0 + e / 128) * n + col0 + e % 128];
    }
    __syncthreads();
    for (int kk = 0; kk < 8; kk += 2) {
      float fa[2], fb[2];
      for (int i = 0; i < 2; ++i) fa[i] = sa[kk + lane / 32][waveRow + 32 * i + lane % 32];
      for (int j = 0; j < 2; ++j) fb[j] = sb[kk + lane / 32][waveCol + 32 * j + lane % 32];
      for (int i = 0; i < 2; ++i) {
        for (int j = 0; j < 2; ++j) acc[i][j] = __builtin_amdgcn_mfma_f32_32x32x2f32(fa[i], fb[j], acc[i][j], 0, 0, 0);
      }
    }
    __syncthreads();
  }
  for (int i = 0; i < 2; ++i) {
    for (int j = 0; j < 2; ++j) {
#pragma unroll
      for (int r = 0; r < 16; ++r) {
        int row = row0 + waveRow + 32 * i + r / 4 * 8 + lane / 32 * 4 + r % 4;
        int col = col0 + waveCol + 32 * j + lane % 32;
        c[row * n + col] = alpha * acc[i][j][r] + beta * c[row * n + col];
      }
    }
  }
}

// ---- v_mfma_f32_16x16x4f32: 64x64 tile, 16 deep, 256 threads -----------
__global__ __launch_bounds__(256) void gemm_16x16x4f32(const float* a, const float* b, float* c, int n, int k,
                                                       float alpha, float beta) {
  __shared__ float sa[16][64];
  __shared__ float sb[16][64];
  int t = threadIdx.x, lane = t % 64, wave = t / 64;
  int row0 = blockIdx.y * 64, col0 = blockIdx.x * 64;
  int waveRow = wave / 2 * 32, waveCol = wave % 2 * 32;
  floatx4 acc[2][2] = {};
  for (int k0 = 0; k0 < k; k0 += 16) {
    for (int i = 0; i < 4; ++i) {
      int e = t + 256 * i;
      sa[e % 16][e / 16] = a[(row0 + e / 16) * k + k0 + e % 16];
      sb[e / 64][e % 64] = b[(k0 + e / 64) * n + col0 + e % 64];
    }
    __syncthreads();
    for (int kk = 0; kk < 16; kk += 4) {
      float fa[2], fb[2];
      for (int i = 0; i < 2; ++i) fa[i] = sa[kk + lane / 16][waveRow + 16 * i + lane % 16];
      for (int j = 0; j < 2; ++j) fb[j] = sb[kk + lane / 16][waveCol + 16 * j + lane % 16];
      for (int i = 0; i < 2; ++i) {
        for (int j = 0; j < 2; ++j) acc[i][j] = __builtin_amdgcn_mfma_f32_16x16x4f32(fa[i], fb[j], acc[i][j], 0, 0, 0);
      }
    }
    __syncthreads();
  }
  for (int i = 0; i < 2; ++i) {
    for (int j = 0; j < 2; ++j) {
#pragma unroll
      for (int r = 0; r < 4; ++r) {
        int row = row0 + waveRow + 16 * i + lane / 16 * 4 + r;
        int col = col0 + waveCol + 16 * j + lane % 16;
        c[row * n + col] = alpha * acc[i][j][r] + beta * c[row * n + col];
      }
    }
  }
}

// ---- v_mfma_f32_32x32x4bf16: 64x64 tile, 8 deep, one wave --------------
// A and B hold bf16 bits. The LDS tiles hold k pairs packed into a dword
// (k even in the low half), the operand layout of the instruction.
__global__ __launch_bounds__(64) void gemm_32x32x4bf16(const std::uint16_t* a, const std::uint16_t* b, float* c,
                                                       int n, int k, float alpha, float beta) {
  __shared__ std::uint32_t sa[4][64];  // sa[kk/2][row]
  __shared__ std::uint32_t sb[4][64];  // sb[kk/2][col]
  const std::uint32_t* aPairs = reinterpret_cast<const std::uint32_t*>(a);  // row-major: k pairs are adjacent
  int lane = threadIdx.x;
  int row0 = blockIdx.y * 64, col0 = blockIdx.x * 64;
  floatx16 acc[2][2] = {};
  for (int k0 = 0; k0 < k; k0 += 8) {
    for (int i = 0; i < 4; ++i) {  // 256 pairs of each tile, 4 per lane
      int e = lane + 64 * i;
      sa[e % 4][e / 4] = aPairs[((row0 + e / 4) * k + k0) / 2 + e % 4];
      int kb = k0 + 2 * (e / 64), col = col0 + e % 64;
      sb[e / 64][e % 64] = b[kb * n + col] | std::uint32_t(b[(kb + 1) * n + col]) << 16;
    }
    __syncthreads();
    for (int kk = 0; kk < 8; kk += 4) {
      shortx2 fa[2], fb[2];
      for (int i = 0; i < 2; ++i) fa[i] = __builtin_bit_cast(shortx2, sa[kk / 2 + lane / 32][32 * i + lane % 32]);
      for (int j = 0; j < 2; ++j) fb[j] = __builtin_bit_cast(shortx2, sb[kk / 2 + lane / 32][32 * j + lane % 32]);
      for (int i = 0; i < 2; ++i) {
        for (int j = 0; j < 2; ++j) acc[i][j] = __builtin_amdgcn_mfma_f32_32x32x4bf16(fa[i], fb[j], acc[i][j], 0, 0, 0);
      }
    }
    __syncthreads();
  }
  for (int i = 0; i < 2; ++i) {
    for (int j = 0; j < 2; ++j) {
#pragma unroll
      for (int r = 0; r < 16; ++r) {
        int row = row0 + 32 * i + r / 4 * 8 + lane / 32 * 4 + r % 4;
        int col = col0 + 32 * j + lane % 32;
        c[row * n + col] = alpha * acc[i][j][r] + beta * c[row * n + col];
      }
    }
  }
}

// ---- host side -----------------------------------------------------------

std::vector<float> randomMatrix(int count, std::uint32_t seed) {
  std::vector<float> m(count);
  for (float& v : m) {
    seed = seed * 1664525u + 1013904223u;
    v = float(seed >> 8) / float(1 << 24) * 2.0f - 1.0f;  // [-1, 1)
  }
  return m;
}

// float -> bf16 bits, round to nearest even (no NaNs in these inputs).
std::uint16_t toBf16(float x) {
  std::uint32_t bits;
  std::memcpy(&bits, &x, 4);
  return std::uint16_t((bits + 0x7fff + ((bits >> 16) & 1)) >> 16);
}

float fromBf16(std::uint16_t h) {
  std::uint32_t bits = std::uint32_t(h) << 16;
  float x;
  std::memcpy(&x, &bits, 4);
  return x;
}

// Compares c with alpha * a * b + beta * c0 computed in double. An f32 sum
// of k products in any order is off by at most about (k + 3) * 2^-24 times
// the sum of the magnitudes of its terms (the +3: alpha, beta and the add).
void checkGemm(const char* name, const std::vector<float>& a, const std::vector<float>& b,
               const std::vector<float>& c0, const std::vector<float>& c, int m, int n, int k, float alpha,
               float beta) {
  double worst = 0;  // largest error as a share of its tolerance
  for (int i = 0; i < m; ++i) {
    for (int j = 0; j < n; ++j) {
      double sum = 0, magnitude = 0;
      for (int p = 0; p < k; ++p) {
        double term = double(a[i * k + p]) * b[p * n + j];
        sum += term;
        magnitude += std::fabs(term);
      }
      double want = alpha * sum + beta * c0[i * n + j];
      double tolerance = (k + 3) * std::ldexp(1.0, -24) * (std::fabs(alpha) * magnitude + std::fabs(beta * c0[i * n + j]));
      double error = std::fabs(c[i * n + j] - want);
      EXPECT(error <= tolerance, "%s: c[%d][%d] = %.9g, want %.9g (tolerance %.3g)", name, i, j, c[i * n + j], want,
             tolerance);
      worst = std::fmax(worst, error / tolerance);
    }
  }
  std::printf("%s: %dx%dx%d, largest error %.2f of the tolerance\n", name, m, n, k, worst);
}

template <class T>
T* toDevice(const std::vector<T>& host) {
  T* p;
  HIP_CHECK(hipMalloc(&p, host.size() * sizeof(T)));
  HIP_CHECK(hipMemcpy(p, host.data(), host.size() * sizeof(T), hipMemcpyHostToDevice));
  return p;
}

// Runs `launch(dA, dB, dC)` on inputs of type T (float or bf16 bits) and
// checks C against the float values aValues/bValues the inputs stand for.
template <class T, class Launch>
void runGemm(const char* name, const std::vector<T>& aIn, const std::vector<T>& bIn, const std::vector<float>& aValues,
             const std::vector<float>& bValues, int m, int n, int k, float alpha, float beta, Launch launch) {
  std::vector<float> c0 = randomMatrix(m * n, 99);
  T* da = toDevice(aIn);
  T* db = toDevice(bIn);
  float* dc = toDevice(c0);
  launch(da, db, dc);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());
  std::vector<float> c(m * n);
  HIP_CHECK(hipMemcpy(c.data(), dc, c.size() * sizeof(float), hipMemcpyDeviceToHost));
  checkGemm(name, aValues, bValues, c0, c, m, n, k, alpha, beta);
  HIP_CHECK(hipFree(da));
  HIP_CHECK(hipFree(db));
  HIP_CHECK(hipFree(dc));
}

int main() {
  hipDeviceProp_t props;
  HIP_CHECK(hipGetDeviceProperties(&props, 0));
  if (std::string(props.gcnArchName).rfind("gfx908", 0) != 0) {  // MFMA exists only on MI100
    std::printf("mfma_gemm: device is %s; the MFMA kernels need gfx908\n", props.gcnArchName);
    return 1;
  }
  {
    const int m = 256, n = 128, k = 64;
    std::vector<float> a = randomMatrix(m * k, 1), b = randomMatrix(k * n, 2);
    runGemm("gemm_32x32x2f32", a, b, a, b, m, n, k, 1.5f, -0.5f, [&](float* da, float* db, float* dc) {
      gemm_32x32x2f32<<<dim3(n / 128, m / 128), 256>>>(da, db, dc, n, k, 1.5f, -0.5f);
    });
  }
  {
    const int m = 128, n = 192, k = 48;
    std::vector<float> a = randomMatrix(m * k, 3), b = randomMatrix(k * n, 4);
    runGemm("gemm_16x16x4f32", a, b, a, b, m, n, k, 1.0f, 0.25f, [&](float* da, float* db, float* dc) {
      gemm_16x16x4f32<<<dim3(n / 64, m / 64), 256>>>(da, db, dc, n, k, 1.0f, 0.25f);
    });
  }
  {
    const int m = 128, n = 64, k = 96;
    std::vector<float> a = randomMatrix(m * k, 5), b = randomMatrix(k * n, 6);
    std::vector<std::uint16_t> a16(a.size()), b16(b.size());
    for (std::size_t i = 0; i < a.size(); ++i) a[i] = fromBf16(a16[i] = toBf16(a[i]));  // the values the device sees
    for (std::size_t i = 0; i < b.size(); ++i) b[i] = fromBf16(b16[i] = toBf16(b[i]));
    runGemm("gemm_32x32x4bf16", a16, b16, a, b, m, n, k, -1.0f, 1.0f,
            [&](std::uint16_t* da, std::uint16_t* db, float* dc) {
              gemm_32x32x4bf16<<<dim3(n / 64, m / 64), 64>>>(da, db, dc, n, k, -1.0f, 1.0f);
            });
  }
  return finish("mfma_gemm");
}
