// Private arrays indexed by run-time values: placed in scratch memory.
kernel void private_array(global const int* idx, global const float* in, global float* out) {
  float table[64];
  size_t gid = get_global_id(0);
  for (int k = 0; k < 64; ++k) table[k] = in[(gid + k) & 1023] * (float)k;
  int j = idx[gid];
  for (int k = 0; k < 8; ++k) {
    table[(j + 5 * k) & 63] += table[(j * k) & 63];
    j = (int)table[j & 63] & 63;
  }
  out[gid] = table[idx[gid] & 63] + table[j];
}

kernel void private_lookup(global const uint* keys, global uint* out) {
  uint lut[17] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59};
  uint k = keys[get_global_id(0)];
  lut[k % 17] ^= k;
  out[get_global_id(0)] = lut[(k >> 5) % 17] + lut[(k >> 9) % 17];
}
