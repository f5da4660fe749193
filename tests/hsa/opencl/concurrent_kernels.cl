// Kernels the HSA concurrent-queues test runs: one waits for memory that a
// dispatch on another queue writes.

// Every work-item waits until flag[0] is nonzero, then counts itself in
// flag[1] (as AMD's __amd_rocclr_streamOpsWait waits on host memory).
kernel void wait_for_flag(global volatile uint* flag) {
  while (atomic_load_explicit((volatile global atomic_uint*)flag, memory_order_acquire, memory_scope_all_svm_devices) == 0) {
  }
  atomic_inc(&flag[1]);
}

// flag[0] = 1 once the grid has written p[i] = 5 * i (the last workgroup
// to finish sets it).
kernel void fill_then_release(global uint* p, global volatile uint* flag, global uint* done) {
  p[get_global_id(0)] = 5 * (uint)get_global_id(0);
  barrier(CLK_GLOBAL_MEM_FENCE);
  if (get_local_id(0) == 0 && atomic_inc(done) == get_num_groups(0) - 1) {
    atomic_store_explicit((volatile global atomic_uint*)flag, 1u, memory_order_release, memory_scope_all_svm_devices);
  }
}
