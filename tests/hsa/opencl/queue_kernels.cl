// Kernels the HSA queue test runs through AQL packets.

// Every work-item adds 1 to *total: a dispatch adds its grid size.
kernel void count(global uint* total) { atomic_inc(total); }

// Work-item `which` runs s_trap: the dispatch stops with an exception.
kernel void trap_at(global uint* total, uint which) {
  if (get_global_id(0) == which) __builtin_trap();
  atomic_inc(total);
}

// Each workgroup (one wave) stores a value, waits at a grid-wide GWS
// barrier (resource 0, which a cooperative queue's dispatch starts at
// workgroups - 1), then reads its right neighbour's value: right only when
// every workgroup is resident at once. Outside a cooperative queue the
// dispatch has no GWS resources and faults.
kernel void grid_neighbours(global uint* slots, global uint* out) {
  uint g = get_group_id(0), n = get_num_groups(0);
  if (get_local_id(0) == 0) slots[g] = g * 3 + 1;
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device);
  __builtin_amdgcn_ds_gws_barrier(n - 1, 0);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire, memory_scope_device);
  if (get_local_id(0) == 0) out[g] = slots[(g + 1) % n];
}
