// One compare-exchange step (size, stride) of a bitonic sorting network over
// n keys (n a power of two); the host launches log2(n)*(log2(n)+1)/2 steps.
kernel void bitonic_step(global uint* keys, uint size, uint stride) {
  uint i = get_global_id(0);
  uint partner = i ^ stride;
  if (partner > i) {
    uint a = keys[i], b = keys[partner];
    bool ascending = (i & size) == 0;
    if ((a > b) == ascending) {
      keys[i] = b;
      keys[partner] = a;
    }
  }
}
