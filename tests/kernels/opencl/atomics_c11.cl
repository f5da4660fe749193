// OpenCL 2.0 C11-style atomics with explicit memory orders and scopes
// (changes cache-control bits and inserts cache invalidates).
kernel void atomics_c11(global atomic_int* flags, global atomic_float* fsum,
                        global atomic_long* lsum, global int* data) {
  size_t i = get_global_id(0);
  data[i] = (int)i * 3;
  atomic_store_explicit(&flags[i % 64], 1, memory_order_release, memory_scope_device);
  int seen = atomic_load_explicit(&flags[(i + 1) % 64], memory_order_acquire, memory_scope_device);
  atomic_fetch_add_explicit(&lsum[0], (long)seen, memory_order_relaxed, memory_scope_work_group);
  float f = atomic_load_explicit(fsum, memory_order_relaxed);
  int expected = 1;
  atomic_compare_exchange_strong_explicit(&flags[i % 64], &expected, 2, memory_order_acq_rel,
                                          memory_order_acquire, memory_scope_all_svm_devices);
  atomic_fetch_max(&flags[64], (int)i);
  atomic_store(fsum, f + 1.0f);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device);
}
