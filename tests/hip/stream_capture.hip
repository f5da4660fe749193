// Stream capture, checked against host results, with the behaviour of AMD's
// ROCm 5.2 runtime (hipamd src/hip_graph.cpp, hip_stream.cpp, hip_memory.cpp):
// - Between hipStreamBeginCapture and hipStreamEndCapture, copies, memsets
//   and launches in the stream run nothing: each becomes a node depending on
//   the one before; the graph runs them when launched.
// - hipStreamIsCapturing / hipStreamGetCaptureInfo(_v2): active with an id,
//   the graph and the current dependency set during capture, none after.
// - A second stream joins by waiting for an event recorded in the capturing
//   stream; its nodes depend on the event's; the origin joins it back by
//   waiting for an event recorded there. Ending before that join is
//   hipErrorStreamCaptureUnjoined.
// - Errors: capture of the null stream is hipErrorStreamCaptureUnsupported, a
//   second begin hipErrorIllegalState, an end on a stream not capturing
//   hipErrorIllegalState, on a stream that joined the capture but did not
//   begin it hipErrorStreamCaptureUnmatched, on a destroyed stream
//   hipErrorContextIsDestroyed (as AMD's hip-tests for 5.2 expect),
//   hipStreamSynchronize of a
//   capturing stream hipErrorStreamCaptureUnsupported, hipMalloc during a
//   global capture hipErrorStreamCaptureUnsupported (allowed in relaxed
//   mode and for a thread in relaxed mode, and during a thread-local capture
//   of another thread), a synchronous hipMemcpy during a global capture
//   hipErrorStreamCaptureImplicit, hipStreamGetCaptureInfo of the null
//   stream hipErrorUnknown.
// - A captured kernel node's parameters name the kernel's host stub and the
//   launch's dims. Destroying the origin stream ends the capture of the
//   streams that joined it (a choice of this implementation: without its
//   origin the capture could never end).
// - hipStreamPerThread is each thread's own stream: it can be captured
//   (another thread's is not capturing meanwhile); it cannot be destroyed
//   (hipErrorInvalidHandle).
// Where AMD 5.2 differs from CUDA: the errors above do not invalidate the
// capture (it ends normally afterwards).
#include <thread>
#include <vector>

#include "check.h"

__global__ void axpb(int* x, int a, int b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = a * x[i] + b;
}

__global__ void combine(const int* a, const int* b, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = a[i] - b[i];
}

static size_t countNodes(hipGraph_t g) {
  size_t n = 0;
  HIP_CHECK(hipGraphGetNodes(g, nullptr, &n));
  return n;
}

static void linear() {
  const int n = 4096;
  std::vector<int> in(n), out(n, -1);
  for (int i = 0; i < n; ++i) in[i] = i - 100;
  int *d, *scratch;
  HIP_CHECK(hipMalloc(&d, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&scratch, n * sizeof(int)));
  hipStream_t s, runner;
  HIP_CHECK(hipStreamCreate(&s));
  HIP_CHECK(hipStreamCreate(&runner));
  HIP_CHECK(hipStreamBeginCapture(s, hipStreamCaptureModeGlobal));
  hipStreamCaptureStatus status;
  unsigned long long id = 0;
  HIP_CHECK(hipStreamIsCapturing(s, &status));
  EXPECT(status == hipStreamCaptureStatusActive, "not capturing");
  HIP_CHECK(hipMemsetAsync(scratch, 0xff, n * sizeof(int), s));
  HIP_CHECK(hipMemcpyAsync(d, in.data(), n * sizeof(int), hipMemcpyHostToDevice, s));
  axpb<<<n / 256, 256, 0, s>>>(d, 3, 1, n);
  hipGraph_t during = nullptr;
  const hipGraphNode_t* deps = nullptr;
  size_t nDeps = 0;
  HIP_CHECK(hipStreamGetCaptureInfo_v2(s, &status, &id, &during, &deps, &nDeps));
  EXPECT(status == hipStreamCaptureStatusActive && id != 0 && during && nDeps == 1, "capture info v2");
  hipGraphNodeType type = hipGraphNodeTypeCount;
  hipKernelNodeParams captured{};
  if (nDeps == 1) HIP_CHECK(hipGraphNodeGetType(deps[0], &type));
  EXPECT(type == hipGraphNodeTypeKernel, "last captured node type %d", int(type));
  if (type == hipGraphNodeTypeKernel) HIP_CHECK(hipGraphKernelNodeGetParams(deps[0], &captured));
  EXPECT(captured.func == reinterpret_cast<void*>(axpb) && captured.gridDim.x == n / 256 &&
             captured.blockDim.x == 256,
         "captured kernel node parameters");
  unsigned long long sameId = 0;
  HIP_CHECK(hipStreamGetCaptureInfo(s, &status, &sameId));
  EXPECT(sameId == id, "capture ids %llu %llu", id, sameId);
  HIP_CHECK(hipMemcpyAsync(out.data(), d, n * sizeof(int), hipMemcpyDeviceToHost, s));
  hipGraph_t g;
  HIP_CHECK(hipStreamEndCapture(s, &g));
  EXPECT(g == during, "graph of the capture");
  HIP_CHECK(hipStreamIsCapturing(s, &status));
  EXPECT(status == hipStreamCaptureStatusNone, "still capturing");
  HIP_CHECK(hipDeviceSynchronize());
  EXPECT(out[0] == -1, "captured work ran during capture");
  EXPECT(countNodes(g) == 4, "%zu nodes", countNodes(g));
  size_t edges = 0, roots = 0;
  HIP_CHECK(hipGraphGetEdges(g, nullptr, nullptr, &edges));
  HIP_CHECK(hipGraphGetRootNodes(g, nullptr, &roots));
  EXPECT(edges == 3 && roots == 1, "a chain: %zu edges, %zu roots", edges, roots);
  hipGraphExec_t exec;
  HIP_CHECK(hipGraphInstantiate(&exec, g, nullptr, nullptr, 0));
  for (int round = 0; round < 2; ++round) {
    for (int i = 0; i < n; ++i) in[i] = i * (round + 1);
    HIP_CHECK(hipGraphLaunch(exec, runner));
    HIP_CHECK(hipStreamSynchronize(runner));
    int bad = 0;
    for (int i = 0; i < n; ++i) bad += out[i] != 3 * in[i] + 1;
    EXPECT(bad == 0, "round %d: %d wrong, out[7] = %d", round, bad, out[7]);
  }
  std::vector<int> check(n);
  HIP_CHECK(hipMemcpy(check.data(), scratch, n * sizeof(int), hipMemcpyDeviceToHost));
  EXPECT(check[n - 1] == -1, "captured memset: %d", check[n - 1]);
  HIP_CHECK(hipGraphExecDestroy(exec));
  HIP_CHECK(hipGraphDestroy(g));
  HIP_CHECK(hipStreamDestroy(s));
  HIP_CHECK(hipStreamDestroy(runner));
  HIP_CHECK(hipFree(d));
  HIP_CHECK(hipFree(scratch));
}

// s1: k1 ─┬─ k3 ─┬─ k4      k1: a = 2a + 1 on s1; k2 (s2): b = a copied, b = 5b;
// s2:     └─ k2 ─┘          k3: a = a + 10 on s1; k4: out = a - b.
static void forkJoin() {
  const int n = 1024;
  std::vector<int> host(n), out(n);
  for (int i = 0; i < n; ++i) host[i] = i;
  int *a, *b, *result;
  HIP_CHECK(hipMalloc(&a, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&b, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&result, n * sizeof(int)));
  hipStream_t s1, s2;
  HIP_CHECK(hipStreamCreate(&s1));
  HIP_CHECK(hipStreamCreate(&s2));
  hipEvent_t forked, joined;
  HIP_CHECK(hipEventCreate(&forked));
  HIP_CHECK(hipEventCreate(&joined));
  HIP_CHECK(hipStreamBeginCapture(s1, hipStreamCaptureModeGlobal));
  HIP_CHECK(hipMemcpyAsync(a, host.data(), n * sizeof(int), hipMemcpyHostToDevice, s1));
  axpb<<<n / 64, 64, 0, s1>>>(a, 2, 1, n);
  HIP_CHECK(hipEventRecord(forked, s1));
  HIP_CHECK(hipStreamWaitEvent(s2, forked, 0));
  hipStreamCaptureStatus status;
  HIP_CHECK(hipStreamIsCapturing(s2, &status));
  EXPECT(status == hipStreamCaptureStatusActive, "s2 did not join the capture");
  HIP_CHECK(hipMemcpyAsync(b, a, n * sizeof(int), hipMemcpyDeviceToDevice, s2));
  axpb<<<n / 64, 64, 0, s2>>>(b, 5, 0, n);
  axpb<<<n / 64, 64, 0, s1>>>(a, 1, 10, n);
  hipGraph_t g = nullptr;
  EXPECT(hipStreamEndCapture(s2, &g) == hipErrorStreamCaptureUnmatched, "end on the joined stream");
  EXPECT(hipStreamEndCapture(s1, &g) == hipErrorStreamCaptureUnjoined, "end before the join");
  HIP_CHECK(hipEventRecord(joined, s2));
  HIP_CHECK(hipStreamWaitEvent(s1, joined, 0));
  combine<<<n / 64, 64, 0, s1>>>(a, b, result, n);
  HIP_CHECK(hipMemcpyAsync(out.data(), result, n * sizeof(int), hipMemcpyDeviceToHost, s1));
  HIP_CHECK(hipStreamEndCapture(s1, &g));
  HIP_CHECK(hipStreamIsCapturing(s2, &status));
  EXPECT(status == hipStreamCaptureStatusNone, "s2 still capturing");
  EXPECT(countNodes(g) == 7, "%zu nodes", countNodes(g));
  size_t edges = 0;
  HIP_CHECK(hipGraphGetEdges(g, nullptr, nullptr, &edges));
  EXPECT(edges == 7, "%zu edges", edges);  // in→k1, k1→copy, k1→k3, copy→k2, k2→k4, k3→k4, k4→out
  hipGraphExec_t exec;
  HIP_CHECK(hipGraphInstantiate(&exec, g, nullptr, nullptr, 0));
  HIP_CHECK(hipGraphLaunch(exec, s2));
  HIP_CHECK(hipStreamSynchronize(s2));
  int bad = 0;
  for (int i = 0; i < n; ++i) bad += out[i] != (2 * i + 1 + 10) - 5 * (2 * i + 1);
  EXPECT(bad == 0, "fork/join: %d wrong, out[3] = %d", bad, out[3]);
  HIP_CHECK(hipGraphExecDestroy(exec));
  HIP_CHECK(hipGraphDestroy(g));
  HIP_CHECK(hipEventDestroy(forked));
  HIP_CHECK(hipEventDestroy(joined));
  HIP_CHECK(hipStreamDestroy(s1));
  HIP_CHECK(hipStreamDestroy(s2));
  HIP_CHECK(hipFree(a));
  HIP_CHECK(hipFree(b));
  HIP_CHECK(hipFree(result));
}

static void illegalCalls() {
  hipStream_t s, other;
  HIP_CHECK(hipStreamCreate(&s));
  HIP_CHECK(hipStreamCreate(&other));
  hipGraph_t g = nullptr;
  void* p = nullptr;
  int word = 0, copy = 0;
  hipStreamCaptureStatus status;
  EXPECT(hipStreamBeginCapture(nullptr, hipStreamCaptureModeGlobal) == hipErrorStreamCaptureUnsupported,
         "capture of the null stream");
  EXPECT(hipStreamBeginCapture(s, hipStreamCaptureMode(7)) == hipErrorInvalidValue, "bad mode");
  EXPECT(hipStreamEndCapture(s, &g) == hipErrorIllegalState, "end without begin");
  EXPECT(hipStreamEndCapture(nullptr, &g) == hipErrorIllegalState, "end on the null stream");
  EXPECT(hipStreamGetCaptureInfo(nullptr, &status, nullptr) == hipErrorUnknown, "info of the null stream");
  EXPECT(hipStreamIsCapturing(s, nullptr) == hipErrorInvalidValue, "null status");

  HIP_CHECK(hipStreamBeginCapture(s, hipStreamCaptureModeGlobal));
  EXPECT(hipStreamBeginCapture(s, hipStreamCaptureModeGlobal) == hipErrorIllegalState, "begin twice");
  EXPECT(hipStreamSynchronize(s) == hipErrorStreamCaptureUnsupported, "synchronize a capturing stream");
  EXPECT(hipMalloc(&p, 64) == hipErrorStreamCaptureUnsupported, "hipMalloc in global capture");
  EXPECT(hipMemcpy(&copy, &word, sizeof(int), hipMemcpyHostToHost) == hipErrorStreamCaptureImplicit,
         "synchronous copy in global capture");
  // Another thread in global mode may not allocate either; in relaxed mode it may.
  hipError_t fromThread = hipSuccess;
  std::thread([&] { fromThread = hipMalloc(&p, 64); }).join();
  EXPECT(fromThread == hipErrorStreamCaptureUnsupported, "hipMalloc of another thread: %s",
         hipGetErrorName(fromThread));
  std::thread([&] {
    hipStreamCaptureMode mode = hipStreamCaptureModeRelaxed;
    fromThread = hipThreadExchangeStreamCaptureMode(&mode);
    if (fromThread == hipSuccess && mode != hipStreamCaptureModeGlobal) fromThread = hipErrorUnknown;
    if (fromThread == hipSuccess) fromThread = hipMalloc(&p, 64);
    if (fromThread == hipSuccess) fromThread = hipFree(p);
  }).join();
  EXPECT(fromThread == hipSuccess, "relaxed thread: %s", hipGetErrorName(fromThread));
  HIP_CHECK(hipStreamEndCapture(s, &g));  // not invalidated by the errors
  HIP_CHECK(hipGraphDestroy(g));

  // A thread-local capture keeps only its own thread from allocating.
  HIP_CHECK(hipStreamBeginCapture(s, hipStreamCaptureModeThreadLocal));
  EXPECT(hipMalloc(&p, 64) == hipErrorStreamCaptureUnsupported, "hipMalloc in thread-local capture");
  std::thread([&] {
    fromThread = hipMalloc(&p, 64);
    if (fromThread == hipSuccess) fromThread = hipFree(p);
  }).join();
  EXPECT(fromThread == hipSuccess, "other thread during thread-local capture: %s", hipGetErrorName(fromThread));
  HIP_CHECK(hipStreamEndCapture(s, &g));
  HIP_CHECK(hipGraphDestroy(g));

  // A relaxed capture allows allocation.
  HIP_CHECK(hipStreamBeginCapture(s, hipStreamCaptureModeRelaxed));
  HIP_CHECK(hipMalloc(&p, 64));
  HIP_CHECK(hipFree(p));
  HIP_CHECK(hipStreamEndCapture(s, &g));
  EXPECT(countNodes(g) == 0, "empty capture");
  HIP_CHECK(hipGraphDestroy(g));

  // Destroying the origin stream ends the capture of the streams that joined it.
  hipStream_t origin;
  hipEvent_t fork;
  HIP_CHECK(hipStreamCreate(&origin));
  HIP_CHECK(hipEventCreate(&fork));
  HIP_CHECK(hipStreamBeginCapture(origin, hipStreamCaptureModeRelaxed));
  HIP_CHECK(hipEventRecord(fork, origin));
  HIP_CHECK(hipStreamWaitEvent(other, fork, 0));
  HIP_CHECK(hipStreamDestroy(origin));
  EXPECT(hipStreamEndCapture(origin, &g) == hipErrorContextIsDestroyed, "end on a destroyed stream");
  HIP_CHECK(hipStreamIsCapturing(other, &status));
  EXPECT(status == hipStreamCaptureStatusNone, "joined stream still capturing after its origin was destroyed");
  HIP_CHECK(hipEventDestroy(fork));

  hipStreamCaptureMode bad = hipStreamCaptureMode(9);
  EXPECT(hipThreadExchangeStreamCaptureMode(&bad) == hipErrorInvalidValue, "bad thread mode");
  HIP_CHECK(hipStreamDestroy(s));
  HIP_CHECK(hipStreamDestroy(other));
  (void)hipGetLastError();
}

// hipStreamPerThread is a stream of its own in each thread: it captures,
// and a graph launched into it runs in its order.
static void perThreadStream() {
  const int n = 256;
  std::vector<int> in(n), out(n, 0);
  for (int i = 0; i < n; ++i) in[i] = 2 * i;
  int* d;
  HIP_CHECK(hipMalloc(&d, n * sizeof(int)));
  HIP_CHECK(hipStreamBeginCapture(hipStreamPerThread, hipStreamCaptureModeGlobal));
  hipStreamCaptureStatus status;
  HIP_CHECK(hipStreamIsCapturing(hipStreamPerThread, &status));
  EXPECT(status == hipStreamCaptureStatusActive, "per-thread stream not capturing");
  hipStreamCaptureStatus other = hipStreamCaptureStatusActive;
  std::thread([&] { (void)hipStreamIsCapturing(hipStreamPerThread, &other); }).join();
  EXPECT(other == hipStreamCaptureStatusNone, "another thread's per-thread stream is capturing");
  HIP_CHECK(hipMemcpyAsync(d, in.data(), n * sizeof(int), hipMemcpyHostToDevice, hipStreamPerThread));
  axpb<<<n / 64, 64, 0, hipStreamPerThread>>>(d, -1, 7, n);
  HIP_CHECK(hipMemcpyAsync(out.data(), d, n * sizeof(int), hipMemcpyDeviceToHost, hipStreamPerThread));
  hipGraph_t g;
  HIP_CHECK(hipStreamEndCapture(hipStreamPerThread, &g));
  EXPECT(countNodes(g) == 3, "%zu nodes", countNodes(g));
  hipGraphExec_t exec;
  HIP_CHECK(hipGraphInstantiate(&exec, g, nullptr, nullptr, 0));
  HIP_CHECK(hipGraphLaunch(exec, hipStreamPerThread));
  HIP_CHECK(hipStreamSynchronize(hipStreamPerThread));
  int bad = 0;
  for (int i = 0; i < n; ++i) bad += out[i] != 7 - 2 * i;
  EXPECT(bad == 0, "per-thread stream graph: out[5] = %d", out[5]);
  EXPECT(hipStreamDestroy(hipStreamPerThread) == hipErrorInvalidHandle, "destroy hipStreamPerThread");
  (void)hipGetLastError();
  HIP_CHECK(hipGraphExecDestroy(exec));
  HIP_CHECK(hipGraphDestroy(g));
  HIP_CHECK(hipFree(d));
}

int main() {
  perThreadStream();
  linear();
  forkJoin();
  illegalCalls();
  return finish("stream_capture");
}
