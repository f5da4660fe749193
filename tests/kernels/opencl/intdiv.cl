// Integer division and remainder by run-time divisors at every width: the
// compiler expands these into long reciprocal/correction sequences.
kernel void intdiv32(global const int* a, global const int* b, global int* q, global int* r,
                     global uint* uq, global uint* ur) {
  size_t i = get_global_id(0);
  int x = a[i], y = b[i] | 1;
  q[i] = x / y;
  r[i] = x % y;
  uq[i] = (uint)x / (uint)y;
  ur[i] = (uint)x % (uint)y;
}

kernel void intdiv64(global const long* a, global const long* b, global long* q, global long* r,
                     global ulong* uq, global ulong* ur) {
  size_t i = get_global_id(0);
  long x = a[i], y = b[i] | 1;
  q[i] = x / y;
  r[i] = x % y;
  uq[i] = (ulong)x / (ulong)y;
  ur[i] = (ulong)x % (ulong)y;
}

kernel void intdiv_small(global const short* a, global const char* b, global short* out,
                         int divisor) {
  size_t i = get_global_id(0);
  out[i] = a[i] / (b[i] | 1) + a[i] % 7 + (short)(a[i] / divisor) + (short)((uint)i / 13u);
}
