// Global and local atomics: 32-bit integer ops, float add through a
// compare-exchange loop, and 64-bit integer atomics.
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable

static void atomic_add_float(volatile global float* p, float v) {
  uint old = as_uint(*p), assumed;
  do {
    assumed = old;
    old = atomic_cmpxchg((volatile global uint*)p, assumed, as_uint(as_float(assumed) + v));
  } while (old != assumed);
}

kernel void atomics32(global int* ctr, global uint* bits, global float* fsum, global const int* v) {
  int x = v[get_global_id(0)];
  atomic_add(&ctr[0], x);
  atomic_sub(&ctr[1], x);
  atomic_min(&ctr[2], x);
  atomic_max(&ctr[3], x);
  int old = atomic_xchg(&ctr[4], x);
  atomic_and(&bits[0], (uint)old);
  atomic_or(&bits[1], 1u << (x & 31));
  atomic_xor(&bits[2], (uint)x);
  atomic_dec(&bits[3]);
  atomic_add_float(fsum, (float)x);
}

kernel void atomics64(global long* acc, global ulong* uacc, global const long* v) {
  long x = v[get_global_id(0)];
  long old = atom_add(&acc[0], x);
  atom_min(&acc[1], x);
  atom_max(&uacc[0], (ulong)old);
  atom_cmpxchg(&acc[2], old, x);
  atom_xchg(&uacc[1], (ulong)x);
  atom_or(&uacc[2], (ulong)x << 32);
}

kernel void atomics_local(global int* out) {
  local int counter, maxval;
  if (get_local_id(0) == 0) { counter = 0; maxval = 0; }
  barrier(CLK_LOCAL_MEM_FENCE);
  int slot = atomic_inc(&counter);
  atomic_max(&maxval, slot * 3);
  atomic_cmpxchg(&counter, 1000, 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0) out[get_group_id(0)] = counter + maxval;
}
