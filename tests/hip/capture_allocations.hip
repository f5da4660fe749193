// Stream-ordered allocation in a capturing stream, as AMD's ROCm 5.2 runtime
// does it (measured with Debian's libamdhip64): 5.2 has no memory-allocation
// graph nodes (hipGraphNodeType ends at the symbol copies) and does not
// capture hipMallocAsync or hipFreeAsync. In a capturing stream
// hipMallocAsync allocates at once and succeeds, the capture going on; the
// captured work may use the memory; hipFreeAsync succeeds, adds no node and
// frees when the stream's own uncaptured work reaches it.
#include <vector>

#include "check.h"

__global__ void addIndex(int* data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] += i;
}

static std::uint64_t usedBytes(hipMemPool_t pool) {
  std::uint64_t used = 0;
  HIP_CHECK(hipMemPoolGetAttribute(pool, hipMemPoolAttrUsedMemCurrent, &used));
  return used;
}

int main() {
  constexpr int n = 256;
  hipStream_t stream;
  HIP_CHECK(hipStreamCreate(&stream));
  hipMemPool_t pool;
  HIP_CHECK(hipDeviceGetDefaultMemPool(&pool, 0));

  // Allocated during the capture, used by the captured work, freed after
  // the graph ran.
  HIP_CHECK(hipStreamBeginCapture(stream, hipStreamCaptureModeGlobal));
  int* data = nullptr;
  EXPECT(hipMallocAsync(reinterpret_cast<void**>(&data), n * sizeof(int), stream) == hipSuccess && data,
         "hipMallocAsync in a capture allocates");
  hipStreamCaptureStatus status;
  HIP_CHECK(hipStreamIsCapturing(stream, &status));
  EXPECT(status == hipStreamCaptureStatusActive, "the capture goes on after hipMallocAsync");
  HIP_CHECK(hipMemsetAsync(data, 0, n * sizeof(int), stream));
  addIndex<<<n / 64, 64, 0, stream>>>(data, n);
  hipGraph_t graph;
  HIP_CHECK(hipStreamEndCapture(stream, &graph));
  size_t count = 0;
  HIP_CHECK(hipGraphGetNodes(graph, nullptr, &count));
  std::vector<hipGraphNode_t> nodes(count);
  HIP_CHECK(hipGraphGetNodes(graph, nodes.data(), &count));
  EXPECT(count == 2, "%zu nodes, expected the memset and the kernel", count);
  for (hipGraphNode_t node : nodes) {
    hipGraphNodeType type;
    HIP_CHECK(hipGraphNodeGetType(node, &type));
    EXPECT(type == hipGraphNodeTypeMemset || type == hipGraphNodeTypeKernel, "a node of type %d", int(type));
  }
  hipGraphExec_t exec;
  HIP_CHECK(hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0));
  for (int launch = 0; launch < 2; ++launch) HIP_CHECK(hipGraphLaunch(exec, stream));
  HIP_CHECK(hipStreamSynchronize(stream));
  std::vector<int> back(n);
  HIP_CHECK(hipMemcpy(back.data(), data, n * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) EXPECT(back[i] == i, "data[%d] = %d, expected %d", i, back[i], i);
  HIP_CHECK(hipGraphExecDestroy(exec));
  HIP_CHECK(hipGraphDestroy(graph));
  HIP_CHECK(hipFreeAsync(data, stream));
  HIP_CHECK(hipStreamSynchronize(stream));

  // Freed during a capture: no node, the memory goes back to the pool in
  // the stream's own order.
  void* spare = nullptr;
  HIP_CHECK(hipMallocAsync(&spare, 4096, stream));
  HIP_CHECK(hipStreamSynchronize(stream));
  std::uint64_t before = usedBytes(pool);
  HIP_CHECK(hipStreamBeginCapture(stream, hipStreamCaptureModeGlobal));
  EXPECT(hipFreeAsync(spare, stream) == hipSuccess, "hipFreeAsync in a capture");
  HIP_CHECK(hipStreamEndCapture(stream, &graph));
  HIP_CHECK(hipGraphGetNodes(graph, nullptr, &count));
  EXPECT(count == 0, "hipFreeAsync made %zu nodes", count);
  HIP_CHECK(hipGraphDestroy(graph));
  HIP_CHECK(hipStreamSynchronize(stream));
  EXPECT(usedBytes(pool) < before, "the pool's used bytes did not drop (%llu, %llu before)",
         static_cast<unsigned long long>(usedBytes(pool)), static_cast<unsigned long long>(before));

  // Bad arguments keep their codes in a capture.
  HIP_CHECK(hipStreamBeginCapture(stream, hipStreamCaptureModeGlobal));
  EXPECT(hipMallocAsync(nullptr, 64, stream) == hipErrorInvalidValue, "null output in a capture");
  EXPECT(hipFreeAsync(nullptr, stream) == hipErrorInvalidValue, "null free in a capture");
  HIP_CHECK(hipStreamEndCapture(stream, &graph));
  HIP_CHECK(hipGraphDestroy(graph));
  (void)hipGetLastError();

  HIP_CHECK(hipStreamDestroy(stream));
  return finish("capture_allocations");
}
