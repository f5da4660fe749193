// Kernels that fault on purpose (runtime_faults_test.cpp): a store far
// outside every allocation, and a trap (s_trap 2) when asked for one.
kernel void store_at(global int* base, long offset) { base[offset + get_global_id(0)] = 1; }

kernel void trap_if(global int* flag, global int* out) {
  if (flag[get_global_id(0)] == 7) __builtin_trap();
  out[get_global_id(0)] = flag[get_global_id(0)] + 1;
}
