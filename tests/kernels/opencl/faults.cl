// Kernels that fault on purpose (runtime_faults_test.cpp), one per fault
// class: a store at any offset from a buffer, a trap (s_trap 2) when asked
// for one, an atomic at any byte offset (misaligned when not a multiple of 4),
// a private array read at any index (scratch overflow), an LDS read at any
// index (dropped on the GPU, a fault in checked mode), a barrier that one
// wave never reaches because it waits for the other (a deadlock), loads
// at 32-bit indices that wrap past 2^32 between lanes, and uniform reads
// through a table pointer that may end past its allocation.
kernel void store_at(global int* base, long offset) { base[offset + get_global_id(0)] = 1; }

kernel void trap_if(global int* flag, global int* out) {
  if (flag[get_global_id(0)] == 7) __builtin_trap();
  out[get_global_id(0)] = flag[get_global_id(0)] + 1;
}

kernel void atomic_at(global char* base, long byte_offset) {
  atomic_inc((global int*)(base + byte_offset));
}

kernel void private_at(global int* out, int index) {
  int values[256];  // big enough to live in scratch, not in registers
  for (int i = 0; i < 256; ++i) values[i] = i * (int)get_global_id(0);
  out[get_global_id(0)] = values[index];
}

kernel void lds_at(global int* out, int index) {
  local int values[64];
  values[get_local_id(0) % 64] = (int)get_local_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = values[index];
}

// The same read, its value used by arithmetic: the x64 backend loads it
// inside the chunk region of the add (backend_x64/emit/lds_in_region.h).
kernel void lds_plus_one_at(global int* out, int index) {
  local int values[64];
  values[get_local_id(0) % 64] = (int)get_local_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = values[index + (int)get_local_id(0) % 2] + 1;
}

// Launched with two waves: wave 0 waits at the barrier for wave 1, which
// waits for a flag that wave 0 sets only after the barrier.
kernel void barrier_deadlock(global volatile int* flag) {
  if (get_local_id(0) < 64) {
    barrier(CLK_GLOBAL_MEM_FENCE);
    flag[0] = 1;
  } else {
    while (flag[0] == 0) {
    }
  }
}

// in[start + id] with 32-bit index arithmetic, id the global id (`by_row`:
// the local id's place in a row of 16): where the index wraps past 2^32,
// the lanes after the wrap read 16 GiB below the others.
kernel void load_wrapping_index(global const int* in, global int* out, uint start, int by_row) {
  uint id = by_row ? get_local_id(0) % 16 : get_global_id(0);
  out[get_global_id(0)] = in[start + id];
}

// A uniform read through a pointer that differs per workgroup (s_load from
// a base that another load read): the x64 backend remembers each scalar load
// site's last base (backend_x64/emit/emit_scalar_load.cpp) and must check
// every new one, reading through it or reporting the fault.
kernel void table_read(global const ulong* tables, global uint* out, uint table_count) {
  constant const uint* table = (constant const uint*)tables[get_group_id(0) % table_count];
  out[get_global_id(0)] = table[1] + table[2] * (uint)get_local_id(0);
}
