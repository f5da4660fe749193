// 16-byte loads per work-item (global_load_dwordx4) in the address patterns
// the x64 backend tells apart (backend_x64/emit/global_avx512.cpp): a
// streaming copy (a wave's 64 lanes read 1 KiB in a row), tile rows (4
// lanes read a row's 64 bytes; rows `pitch` uint4 apart), and indexed
// loads (any lane anywhere). Each guards its last partial wave.
kernel void copy4(global const uint4* in, global uint4* out, uint n) {
  uint i = get_global_id(0);
  if (i < n) out[i] = in[i];
}

kernel void rows4(global const uint4* in, global uint4* out, uint pitch, uint n) {
  uint i = get_global_id(0);
  if (i < n) out[i] = in[(i / 4) * pitch + i % 4];
}

kernel void indexed4(global const uint4* in, global const uint* index, global uint4* out, uint n) {
  uint i = get_global_id(0);
  if (i < n) out[i] = in[index[i]];
}
