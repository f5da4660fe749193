// Kernels the HSA dispatch test runs through AQL packets.

// y = a * x + y over n elements (the grid may be larger than n).
kernel void scale_add(global float* y, global const float* x, float a, uint n) {
  size_t i = get_global_id(0);
  if (i < n) y[i] = a * x[i] + y[i];
}

// One sum per workgroup, reduced in dynamic group memory (`partial`: one
// element per work-item, sized by the dispatch).
kernel void group_sums(global const uint* in, global uint* out, local uint* partial) {
  uint l = get_local_id(0);
  partial[l] = in[get_global_id(0)];
  for (uint step = get_local_size(0) / 2; step > 0; step /= 2) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l < step) partial[l] += partial[l + step];
  }
  if (l == 0) out[get_group_id(0)] = partial[0];
}

// Stores 1 at p[offset + id]: with a huge offset, a memory fault.
kernel void store_at(global uint* p, ulong offset) { p[offset + get_global_id(0)] = 1; }

// A program-scope variable: its executable symbol's address is where the
// kernel counts.
global int counter = 5;

kernel void bump_counter(void) { atomic_inc(&counter); }
