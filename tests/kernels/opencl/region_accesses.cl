// A wave that loads elements and stores 16 elements further on, in place:
// all 64 lanes load before any lane stores. The x64 backend runs such a
// load and store in one chunk region, chunk after chunk
// (backend_x64/emit/global_in_region.h), and must see that the store's
// chunks overlap the load's later ones.
kernel void shift_up(global int* a, uint n) {
  uint i = get_global_id(0);
  if (i + 16 < n) a[i + 16] = a[i] + 1;
}
