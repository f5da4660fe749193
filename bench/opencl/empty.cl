// Does nothing: back-to-back launches of it measure launch overhead.
kernel void empty(global uint* unused) {}
