// Dense and sparse switch statements on per-lane values (branch chains and
// divergent control flow).
static float apply(int op, float a, float b) {
  switch (op) {
    case 0: return a + b;
    case 1: return a - b;
    case 2: return a * b;
    case 3: return a / b;
    case 4: return fmax(a, b);
    case 5: return fmin(a, b);
    case 6: return a * a + b;
    case 7: return -a;
    default: return 0.0f;
  }
}

kernel void interpret(global const int* ops, global const float* a, global const float* b,
                      global float* out) {
  size_t i = get_global_id(0);
  out[i] = apply(ops[i] & 7, a[i], b[i]);
}

kernel void classify(global const int* codes, global int* out) {
  size_t i = get_global_id(0);
  int r;
  switch (codes[i]) {
    case -5: r = 100; break;
    case 3: r = 7; break;
    case 17:
    case 18: r = codes[i] * 2; break;
    case 1000: r = -1; break;
    case 65536: r = 12345; break;
    default: r = codes[i] >> 3;
  }
  out[i] = r;
}
