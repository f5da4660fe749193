// Kernels the HSA queue test runs through AQL packets.

// Every work-item adds 1 to *total: a dispatch adds its grid size.
kernel void count(global uint* total) { atomic_inc(total); }

// Work-item `which` runs s_trap: the dispatch stops with an exception.
kernel void trap_at(global uint* total, uint which) {
  if (get_global_id(0) == which) __builtin_trap();
  atomic_inc(total);
}
