// Matrix fused multiply-add on MI100 (gfx908 only): fp32, fp16, bf16 and
// int8 MFMA shapes, accumulators in AccVGPRs.
#include <hip/hip_runtime.h>

typedef float float4_t __attribute__((ext_vector_type(4)));
typedef float float16_t __attribute__((ext_vector_type(16)));
typedef float float32_t __attribute__((ext_vector_type(32)));
typedef int int4_t __attribute__((ext_vector_type(4)));
typedef _Float16 half4_t __attribute__((ext_vector_type(4)));
typedef short short2_t __attribute__((ext_vector_type(2)));

// 32x32 fp32 tile, k loop over rank-1 updates.
__global__ void mfma_f32_32x32(const float* a, const float* b, float* c, int k) {
  float32_t acc = {};
  int lane = threadIdx.x;
  for (int i = 0; i < k; ++i)
    acc = __builtin_amdgcn_mfma_f32_32x32x1f32(a[i * 64 + lane], b[i * 64 + lane], acc, 0, 0, 0);
  for (int r = 0; r < 32; ++r) c[r * 64 + lane] = acc[r];
}

__global__ void mfma_mixed(const float* a, const half4_t* h, const short2_t* bf, const int* i8,
                           float* out, int* out_i) {
  int lane = threadIdx.x;
  float16_t acc16 = {};
  acc16 = __builtin_amdgcn_mfma_f32_16x16x1f32(a[lane], a[lane + 64], acc16, 0, 0, 0);
  acc16 = __builtin_amdgcn_mfma_f32_32x32x8f16(h[lane], h[lane + 64], acc16, 0, 0, 0);
  float4_t acc4 = {};
  acc4 = __builtin_amdgcn_mfma_f32_16x16x4f32(a[lane], a[lane + 1], acc4, 0, 0, 0);
  acc4 = __builtin_amdgcn_mfma_f32_16x16x16f16(h[lane], h[lane + 1], acc4, 0, 0, 0);
  acc4 = __builtin_amdgcn_mfma_f32_4x4x1f32(a[lane], a[lane + 1], acc4, 4, 1, 2);
  acc4 = __builtin_amdgcn_mfma_f32_4x4x2bf16(bf[lane], bf[lane + 1], acc4, 0, 0, 0);
  int4_t iacc = {};
  iacc = __builtin_amdgcn_mfma_i32_16x16x16i8(i8[lane], i8[lane + 64], iacc, 0, 0, 0);
  for (int r = 0; r < 16; ++r) out[r * 64 + lane] = acc16[r];
  for (int r = 0; r < 4; ++r) {
    out[(16 + r) * 64 + lane] = acc4[r];
    out_i[r * 64 + lane] = iacc[r];
  }
}
