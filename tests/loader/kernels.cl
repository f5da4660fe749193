// Loader fixture: kernels whose descriptor and metadata facts are known from
// the source. LDS_WORDS (set by tests/loader/CMakeLists.txt) sizes the
// __local array of tile_reverse; tests/unit/loader_metadata_test.cpp checks it.

// A device function that stays a separate symbol (disassembled on its own).
__attribute__((noinline)) int triangle(int n) {
  int s = 0;
  for (int i = 0; i < n; ++i) s += i * n;
  return s;
}

__kernel void axpy(__global float* y, __global const float* x, float a) {
  size_t i = get_global_id(0);
  y[i] = a * x[i] + y[i];
}

__kernel void tile_reverse(__global int* out) {
  __local int tile[LDS_WORDS];
  size_t l = get_local_id(0);
  for (size_t i = l; i < LDS_WORDS; i += get_local_size(0)) tile[i] = (int)i;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tile[LDS_WORDS - 1 - l % LDS_WORDS];
}

// Loops and a call: conditional branches and s_swappc.
__kernel void loop_sum(__global int* data, int n) {
  int s = 0;
  for (int i = 0; i < n; ++i) s += data[i] * i;
  data[get_global_id(0)] = s + triangle(n);
}

// A dynamically indexed private array lands in scratch.
__kernel void with_private(__global int* out, int k) {
  int priv[64];
  for (int i = 0; i < 64; ++i) priv[i] = out[i] ^ i;
  out[get_global_id(0)] = priv[k & 63];
}

__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void fixed_size(__global int* out, __local int* scratch, char c, long l) {
  scratch[get_local_id(0)] = c + (int)l;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = scratch[63 - get_local_id(0)];
}

#if defined(__gfx908__)
// Matrix core instruction: accumulation registers (agpr_count > 0).
__kernel void mfma(__global float* out, float a, float b) {
  typedef float float16_t __attribute__((ext_vector_type(16)));
  float16_t acc = 0;
  acc = __builtin_amdgcn_mfma_f32_16x16x1f32(a, b, acc, 0, 0, 0);
  for (int i = 0; i < 16; ++i) out[get_global_id(0) * 16 + i] = acc[i];
}
#endif
