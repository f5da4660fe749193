// rocPRIM's device merge (Debian's librocprim-dev, 5.3.3), keys alone and
// key-value pairs, at sizes whose partition step launches more threads than
// its temporary buffer has entries: its partition kernel writes an index for
// every launched thread, past the end of that small allocation but inside
// its page, which a GPU (and gcnjit's default mode) accepts. Results are
// compared with std::merge on the host.
#include <rocprim/rocprim.hpp>

#include <algorithm>
#include <random>
#include <vector>

#include "check.h"

namespace {

void mergeKeys(size_t size1, size_t size2, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> dist(-1000, 1000);
  std::vector<int> a(size1), b(size2);
  for (int& x : a) x = dist(rng);
  for (int& x : b) x = dist(rng);
  std::sort(a.begin(), a.end());
  std::sort(b.begin(), b.end());
  std::vector<int> expected(size1 + size2);
  std::merge(a.begin(), a.end(), b.begin(), b.end(), expected.begin());

  int *da, *db, *dout;
  HIP_CHECK(hipMalloc(&da, std::max<size_t>(size1, 1) * sizeof(int)));
  HIP_CHECK(hipMalloc(&db, std::max<size_t>(size2, 1) * sizeof(int)));
  HIP_CHECK(hipMalloc(&dout, std::max<size_t>(size1 + size2, 1) * sizeof(int)));
  HIP_CHECK(hipMemcpy(da, a.data(), size1 * sizeof(int), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(db, b.data(), size2 * sizeof(int), hipMemcpyHostToDevice));
  size_t storageBytes = 0;
  HIP_CHECK(rocprim::merge(nullptr, storageBytes, da, db, dout, size1, size2));
  void* storage;
  HIP_CHECK(hipMalloc(&storage, storageBytes));
  HIP_CHECK(rocprim::merge(storage, storageBytes, da, db, dout, size1, size2));
  HIP_CHECK(hipDeviceSynchronize());
  std::vector<int> got(size1 + size2);
  HIP_CHECK(hipMemcpy(got.data(), dout, got.size() * sizeof(int), hipMemcpyDeviceToHost));
  for (size_t i = 0; i < got.size(); ++i) {
    EXPECT(got[i] == expected[i], "merge %zu+%zu: [%zu] = %d, host %d", size1, size2, i, got[i], expected[i]);
  }
  HIP_CHECK(hipFree(storage));
  HIP_CHECK(hipFree(da));
  HIP_CHECK(hipFree(db));
  HIP_CHECK(hipFree(dout));
}

// Pairs: equal keys keep the first input's values first (std::merge's and
// rocPRIM's stability).
void mergePairs(size_t size1, size_t size2) {
  std::vector<int> ka(size1), kb(size2), va(size1), vb(size2);
  for (size_t i = 0; i < size1; ++i) ka[i] = int(i / 3), va[i] = int(i);
  for (size_t i = 0; i < size2; ++i) kb[i] = int(i / 2), vb[i] = -int(i) - 1;
  std::vector<std::pair<int, int>> a(size1), b(size2), expected(size1 + size2);
  for (size_t i = 0; i < size1; ++i) a[i] = {ka[i], va[i]};
  for (size_t i = 0; i < size2; ++i) b[i] = {kb[i], vb[i]};
  std::merge(a.begin(), a.end(), b.begin(), b.end(), expected.begin(),
             [](const auto& x, const auto& y) { return x.first < y.first; });

  int *dka, *dkb, *dva, *dvb, *dk, *dv;
  for (int** p : {&dka, &dva}) HIP_CHECK(hipMalloc(p, size1 * sizeof(int)));
  for (int** p : {&dkb, &dvb}) HIP_CHECK(hipMalloc(p, size2 * sizeof(int)));
  for (int** p : {&dk, &dv}) HIP_CHECK(hipMalloc(p, (size1 + size2) * sizeof(int)));
  HIP_CHECK(hipMemcpy(dka, ka.data(), size1 * sizeof(int), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(dva, va.data(), size1 * sizeof(int), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(dkb, kb.data(), size2 * sizeof(int), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(dvb, vb.data(), size2 * sizeof(int), hipMemcpyHostToDevice));
  size_t storageBytes = 0;
  HIP_CHECK(rocprim::merge(nullptr, storageBytes, dka, dkb, dk, dva, dvb, dv, size1, size2));
  void* storage;
  HIP_CHECK(hipMalloc(&storage, storageBytes));
  HIP_CHECK(rocprim::merge(storage, storageBytes, dka, dkb, dk, dva, dvb, dv, size1, size2));
  HIP_CHECK(hipDeviceSynchronize());
  std::vector<int> keys(size1 + size2), values(size1 + size2);
  HIP_CHECK(hipMemcpy(keys.data(), dk, keys.size() * sizeof(int), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(values.data(), dv, values.size() * sizeof(int), hipMemcpyDeviceToHost));
  for (size_t i = 0; i < keys.size(); ++i) {
    EXPECT(keys[i] == expected[i].first && values[i] == expected[i].second, "pairs [%zu] = (%d,%d), host (%d,%d)", i,
           keys[i], values[i], expected[i].first, expected[i].second);
  }
  HIP_CHECK(hipFree(storage));
  for (int* p : {dka, dkb, dva, dvb, dk, dv}) HIP_CHECK(hipFree(p));
}

}  // namespace

int main() {
  mergeKeys(1, 1, 1);
  mergeKeys(100, 37, 2);
  mergeKeys(5000, 7000, 3);
  mergeKeys(100000, 3, 4);
  mergeKeys(0, 1234, 5);
  mergePairs(3000, 4500);
  return finish("rocprim_merge");
}
