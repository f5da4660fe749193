// malloc/free and new/delete in kernels, from every lane of every wave: small
// blocks from the device heap's slabs and blocks above its 3072-byte
// threshold, which it asks the host for one by one (hostcall service 3).
#include <vector>

#include "check.h"

struct Node {
  int value;
  Node* next;
};

__global__ void allocate(long long* out, int n, int bytes) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int count = bytes / int(sizeof(int));
  int* p = static_cast<int*>(malloc(bytes));
  if (!p) {
    out[i] = -1;
    return;
  }
  for (int j = 0; j < count; ++j) p[j] = i + j;
  long long sum = 0;
  for (int j = 0; j < count; ++j) sum += p[j];
  free(p);
  out[i] = sum;
}

// A list per thread, built with new and freed with delete.
__global__ void lists(int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Node* head = nullptr;
  for (int k = 0; k < 1 + i % 7; ++k) head = new Node{k * i, head};
  int sum = 0;
  while (head) {
    sum += head->value;
    Node* next = head->next;
    delete head;
    head = next;
  }
  out[i] = sum;
}

int main() {
  const int n = 2048;
  long long* sums;
  int* listSums;
  HIP_CHECK(hipMalloc(&sums, n * sizeof(long long)));
  HIP_CHECK(hipMalloc(&listSums, n * sizeof(int)));
  for (int bytes : {64, 1000, 8192}) {
    allocate<<<n / 128, 128>>>(sums, n, bytes);
    std::vector<long long> got(n);
    HIP_CHECK(hipMemcpy(got.data(), sums, n * sizeof(long long), hipMemcpyDeviceToHost));
    long long count = bytes / int(sizeof(int));
    for (int i = 0; i < n; ++i) {
      long long expected = count * i + count * (count - 1) / 2;
      EXPECT(got[i] == expected, "%d bytes, thread %d: %lld, expected %lld", bytes, i, got[i], expected);
    }
  }
  lists<<<n / 256, 256>>>(listSums, n);
  std::vector<int> got(n);
  HIP_CHECK(hipMemcpy(got.data(), listSums, n * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) {
    int expected = 0;
    for (int k = 0; k < 1 + i % 7; ++k) expected += k * i;
    EXPECT(got[i] == expected, "list of thread %d: %d, expected %d", i, got[i], expected);
  }
  HIP_CHECK(hipFree(sums));
  HIP_CHECK(hipFree(listSums));
  return finish("device_malloc");
}
