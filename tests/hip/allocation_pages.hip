// A kernel that writes past the end of a small allocation but inside its
// page. AMD's runtime maps every allocation in whole 4 KiB pages (ROCr
// rounds each one up), so on a GPU nothing traps: rocPRIM's merge writes an
// index for every launched thread past its small temporary buffer. gcnjit's
// default mode accepts the same, and bytes never written read zero. Checked
// mode (GCNJIT_CHECK=1) keeps the exact bounds: the same write is a fault
// naming the overrun (ctest matches the report).
#include <cstdlib>
#include <cstring>

#include "check.h"

__global__ void writeIndex(int* p) { p[threadIdx.x] = int(threadIdx.x) + 1; }

__global__ void copyOut(int* out, const int* p) { out[threadIdx.x] = p[threadIdx.x]; }

int main() {
  const char* check = std::getenv("GCNJIT_CHECK");
  bool checked = check && std::strcmp(check, "1") == 0;
  int* small;
  HIP_CHECK(hipMalloc(&small, 8));
  hipLaunchKernelGGL(writeIndex, dim3(1), dim3(64), 0, nullptr, small);
  hipError_t status = hipDeviceSynchronize();
  if (checked) {
    EXPECT(status == hipErrorIllegalAddress, "checked mode: %s", hipGetErrorName(status));
    return finish("allocation_pages (checked)");
  }
  EXPECT(status == hipSuccess, "default mode: %s", hipGetErrorName(status));
  int head[2] = {};
  HIP_CHECK(hipMemcpy(head, small, sizeof head, hipMemcpyDeviceToHost));
  EXPECT(head[0] == 1 && head[1] == 2, "head %d %d", head[0], head[1]);

  // A fresh allocation read past its end: what was written within the
  // allocation, zeros in the rest of its page.
  int* fresh;
  int* out;
  HIP_CHECK(hipMalloc(&fresh, 8));
  HIP_CHECK(hipMalloc(&out, 64 * sizeof(int)));
  int seven[2] = {7, 7};
  HIP_CHECK(hipMemcpy(fresh, seven, sizeof seven, hipMemcpyHostToDevice));
  hipLaunchKernelGGL(copyOut, dim3(1), dim3(64), 0, nullptr, out, fresh);
  HIP_CHECK(hipDeviceSynchronize());
  int got[64];
  HIP_CHECK(hipMemcpy(got, out, sizeof got, hipMemcpyDeviceToHost));
  for (int i = 0; i < 64; ++i) EXPECT(got[i] == (i < 2 ? 7 : 0), "fresh[%d] read %d", i, got[i]);
  HIP_CHECK(hipFree(small));
  HIP_CHECK(hipFree(fresh));
  HIP_CHECK(hipFree(out));
  return finish("allocation_pages");
}
