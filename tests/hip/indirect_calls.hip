// Calls whose target the code loads from memory, not builds: a __device__
// table of function pointers (filled by relocations of the code object's
// data) and C++ virtual calls through vtables, on objects the kernel
// constructs and on objects another kernel constructed in device memory.
#include <new>
#include <vector>

#include "check.h"

__device__ __attribute__((noinline)) int addSeven(int v) { return v + 7; }
__device__ __attribute__((noinline)) int timesThree(int v) { return 3 * v; }
__device__ __attribute__((noinline)) int negate(int v) { return -v; }
typedef int (*UnaryOp)(int);
__device__ UnaryOp table[3] = {addSeven, timesThree, negate};

struct Shape {
  __device__ virtual ~Shape() {}
  __device__ virtual int area() const = 0;
  __device__ virtual int sides() const { return 0; }
};
struct Square : Shape {
  int a;
  __device__ explicit Square(int side) : a(side) {}
  __device__ int area() const override { return a * a; }
  __device__ int sides() const override { return 4; }
};
struct Triangle : Shape {
  int b, h;
  __device__ Triangle(int base, int height) : b(base), h(height) {}
  __device__ int area() const override { return b * h / 2; }
  __device__ int sides() const override { return 3; }
};
struct Circle : Shape {
  int r;
  __device__ explicit Circle(int radius) : r(radius) {}
  __device__ int area() const override { return 3 * r * r; }
};

// Room for one shape per thread, built by `build` and used by `measure`.
struct alignas(16) ShapeSlot {
  unsigned char bytes[32];
};
static_assert(sizeof(Square) <= sizeof(ShapeSlot) && sizeof(Triangle) <= sizeof(ShapeSlot) &&
              sizeof(Circle) <= sizeof(ShapeSlot));

__device__ Shape* place(ShapeSlot* slot, int i) {
  switch (i % 3) {
    case 0: return new (slot) Square(i % 11);
    case 1: return new (slot) Triangle(i % 13, i % 7);
    default: return new (slot) Circle(i % 5);
  }
}

__global__ void calls(int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  ShapeSlot local;
  const Shape* shape = place(&local, i);
  out[3 * i + 0] = table[i % 3](i);
  out[3 * i + 1] = shape->area();
  out[3 * i + 2] = shape->sides();
}

__global__ void build(ShapeSlot* slots, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) place(&slots[i], i);
}

__global__ void measure(const ShapeSlot* slots, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const Shape* shape = reinterpret_cast<const Shape*>(&slots[i]);
  out[i] = shape->area() + 100 * shape->sides();
}

int hostArea(int i) {
  switch (i % 3) {
    case 0: return (i % 11) * (i % 11);
    case 1: return (i % 13) * (i % 7) / 2;
    default: return 3 * (i % 5) * (i % 5);
  }
}
int hostSides(int i) { return i % 3 == 0 ? 4 : i % 3 == 1 ? 3 : 0; }
int hostOp(int i) { return i % 3 == 0 ? i + 7 : i % 3 == 1 ? 3 * i : -i; }

int main() {
  const int n = 1000;
  int *out, *out2;
  ShapeSlot* slots;
  HIP_CHECK(hipMalloc(&out, 3 * n * sizeof(int)));
  HIP_CHECK(hipMalloc(&out2, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&slots, n * sizeof(ShapeSlot)));
  calls<<<(n + 255) / 256, 256>>>(out, n);
  build<<<(n + 127) / 128, 128>>>(slots, n);
  measure<<<(n + 63) / 64, 64>>>(slots, out2, n);
  HIP_CHECK(hipGetLastError());
  std::vector<int> got(3 * n), got2(n);
  HIP_CHECK(hipMemcpy(got.data(), out, got.size() * sizeof(int), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(got2.data(), out2, got2.size() * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) {
    EXPECT(got[3 * i] == hostOp(i), "table[%d](%d) = %d, expected %d", i % 3, i, got[3 * i], hostOp(i));
    EXPECT(got[3 * i + 1] == hostArea(i), "shape %d: area %d, expected %d", i, got[3 * i + 1], hostArea(i));
    EXPECT(got[3 * i + 2] == hostSides(i), "shape %d: sides %d, expected %d", i, got[3 * i + 2], hostSides(i));
    int expected = hostArea(i) + 100 * hostSides(i);
    EXPECT(got2[i] == expected, "built shape %d: %d, expected %d", i, got2[i], expected);
  }
  HIP_CHECK(hipFree(out));
  HIP_CHECK(hipFree(out2));
  HIP_CHECK(hipFree(slots));
  return finish("indirect_calls");
}
