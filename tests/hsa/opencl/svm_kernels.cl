// Kernels the HSA shared-virtual-memory test runs.

// p[i] = 3 * i over the grid.
kernel void fill_ids(global uint* p) { p[get_global_id(0)] = 3 * (uint)get_global_id(0); }

// Adds `amount` to an HSA signal's value from the device, as AMD's hostcall
// code rings its doorbell: the handle is the address of an amd_signal_t,
// whose value is at offset 8.
kernel void signal_add(ulong signal, long amount) {
  atomic_fetch_add_explicit((volatile global atomic_long*)(signal + 8), amount, memory_order_relaxed,
                            memory_scope_all_svm_devices);
}
