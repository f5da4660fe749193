// 8-byte loads per work-item (global_load_dwordx2, one 8-byte Load in the
// IR) in the address patterns the x64 backend tells apart
// (backend_x64/emit/global_avx512.cpp, emit_memory.cpp): a streaming copy (a
// wave's 64 lanes read 512 bytes in a row), tile rows (16 lanes read a
// row's 128 bytes; rows `pitch` elements apart), one element per row of 16
// lanes (a naive GEMM's A[row][k]), and indexed loads (any lane anywhere).
// Each guards its last partial wave.
kernel void copy2(global const ulong* in, global ulong* out, uint n) {
  uint i = get_global_id(0);
  if (i < n) out[i] = in[i];
}

kernel void rows2(global const ulong* in, global ulong* out, uint pitch, uint n) {
  uint i = get_global_id(0);
  if (i < n) out[i] = in[(i / 16) * pitch + i % 16];
}

kernel void row_element2(global const ulong* in, global ulong* out, uint pitch, uint n) {
  uint i = get_global_id(0);
  if (i < n) out[i] = in[(i / 16) * pitch];
}

kernel void indexed2(global const ulong* in, global const uint* index, global ulong* out, uint n) {
  uint i = get_global_id(0);
  if (i < n) out[i] = in[index[i]];
}
