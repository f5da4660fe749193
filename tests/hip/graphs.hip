// HIP graphs built node by node, checked against host results, with the
// behaviour of AMD's ROCm 5.2 runtime (hipamd src/hip_graph.cpp):
// - A graph of copy, memset, kernel, host, empty, event-record and
//   event-wait nodes runs in dependency order when launched into a stream,
//   as often as launched; its copies read the host memory at run time.
// - Kernel arguments are copied when the node is made (changing the
//   variables afterwards changes nothing).
// - Node lists (hipGraphGetNodes, GetRootNodes, GetEdges,
//   NodeGetDependencies/DependentNodes): a null array gives the count; a
//   larger array is filled with null past the real entries and the count
//   becomes the real one.
// - hipGraphAddDependencies of an edge already present, of a node to
//   itself, or of a node of another graph: hipErrorInvalidValue; removing an
//   edge that does not exist: hipErrorInvalidValue.
// - A child graph node runs a copy of the child graph made when added.
// - hipGraphClone copies nodes and edges; hipGraphNodeFindInClone finds a
//   node's copy.
// - Get/SetParams of each node type; hipGraphExec*NodeSetParams changes
//   the instance only, not the graph; hipGraphExecUpdate takes a graph of
//   the same shape and refuses another one (hipErrorGraphExecUpdateFailure,
//   hipGraphExecUpdateErrorTopologyChanged).
// - Errors: null outputs, flags, bad handles are hipErrorInvalidValue;
//   hipGraphDestroy of a destroyed graph is hipErrorIllegalState; a kernel
//   node with neither or both of kernelParams and extra is
//   hipErrorInvalidValue, with a pointer that is no kernel
//   hipErrorInvalidDeviceFunction; a memset element size other than 1, 2,
//   4 is hipErrorInvalidValue.
// Where this implementation is stricter than AMD's: Get/SetParams of a node
// of another type are hipErrorInvalidValue (AMD reads the node as the
// wrong type).
#include <atomic>
#include <vector>

#include "check.h"

__global__ void add(const int* a, const int* b, int* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] += a[i] + b[i];
}

__global__ void scale(int* x, int factor, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= factor;
}

__device__ int table[64];

static std::atomic<int> hostCalls{0};
static void countCall(void* step) { hostCalls += *static_cast<int*>(step); }

static size_t countNodes(hipGraph_t g) {
  size_t n = 0;
  HIP_CHECK(hipGraphGetNodes(g, nullptr, &n));
  return n;
}

static hipGraphNode_t addScale(hipGraph_t g, const hipGraphNode_t* deps, size_t nDeps, int* x, int factor, int n) {
  void* args[] = {&x, &factor, &n};
  hipKernelNodeParams p{};
  p.func = reinterpret_cast<void*>(scale);
  p.gridDim = dim3((n + 63) / 64);
  p.blockDim = dim3(64);
  p.kernelParams = args;
  hipGraphNode_t node;
  HIP_CHECK(hipGraphAddKernelNode(&node, g, deps, nDeps, &p));
  return node;
}

// copy in a, b; clear c; c += a + b; c *= 3; copy c out; count on the host.
static void pipeline(hipStream_t stream) {
  const int n = 1000;
  std::vector<int> a(n), b(n), c(n, -1);
  int *da, *db, *dc;
  HIP_CHECK(hipMalloc(&da, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&db, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&dc, n * sizeof(int)));
  hipGraph_t g;
  HIP_CHECK(hipGraphCreate(&g, 0));
  hipGraphNode_t inA, inB, clear, sum, times3, out, host, empty, record;
  HIP_CHECK(hipGraphAddMemcpyNode1D(&inA, g, nullptr, 0, da, a.data(), n * sizeof(int), hipMemcpyHostToDevice));
  HIP_CHECK(hipGraphAddMemcpyNode1D(&inB, g, nullptr, 0, db, b.data(), n * sizeof(int), hipMemcpyHostToDevice));
  hipMemsetParams ms{};
  ms.dst = dc;
  ms.elementSize = 4;
  ms.width = n;
  ms.height = 1;
  ms.value = 0;
  HIP_CHECK(hipGraphAddMemsetNode(&clear, g, nullptr, 0, &ms));
  int count = n;
  void* args[] = {&da, &db, &dc, &count};
  hipKernelNodeParams kp{};
  kp.func = reinterpret_cast<void*>(add);
  kp.gridDim = dim3((n + 127) / 128);
  kp.blockDim = dim3(128);
  kp.kernelParams = args;
  hipGraphNode_t sumDeps[] = {inA, inB, clear};
  HIP_CHECK(hipGraphAddKernelNode(&sum, g, sumDeps, 3, &kp));
  count = 0;  // the node copied the arguments already
  times3 = addScale(g, &sum, 1, dc, 3, n);
  HIP_CHECK(hipGraphAddMemcpyNode1D(&out, g, &times3, 1, c.data(), dc, n * sizeof(int), hipMemcpyDeviceToHost));
  int step = 1;
  hipHostNodeParams hp{countCall, &step};
  HIP_CHECK(hipGraphAddHostNode(&host, g, &out, 1, &hp));
  HIP_CHECK(hipGraphAddEmptyNode(&empty, g, &host, 1));
  hipEvent_t done;
  HIP_CHECK(hipEventCreate(&done));
  HIP_CHECK(hipGraphAddEventRecordNode(&record, g, &empty, 1, done));

  // Topology.
  EXPECT(countNodes(g) == 9, "%zu nodes", countNodes(g));
  size_t roots = 0, edges = 0;
  HIP_CHECK(hipGraphGetRootNodes(g, nullptr, &roots));
  EXPECT(roots == 3, "%zu roots", roots);
  HIP_CHECK(hipGraphGetEdges(g, nullptr, nullptr, &edges));
  EXPECT(edges == 8, "%zu edges", edges);
  hipGraphNode_t listed[5];
  size_t asked = 5;
  HIP_CHECK(hipGraphNodeGetDependencies(sum, listed, &asked));
  EXPECT(asked == 3 && listed[0] == inA && listed[1] == inB && listed[2] == clear && listed[3] == nullptr &&
             listed[4] == nullptr,
         "dependencies of sum: %zu", asked);
  asked = 2;
  HIP_CHECK(hipGraphNodeGetDependentNodes(inA, listed, &asked));
  EXPECT(asked == 1 && listed[0] == sum && listed[1] == nullptr, "dependents of inA: %zu", asked);
  hipGraphNode_t from[8], to[8];
  edges = 8;
  HIP_CHECK(hipGraphGetEdges(g, from, to, &edges));
  int intoSum = 0;
  for (size_t i = 0; i < edges; ++i) intoSum += to[i] == sum;
  EXPECT(intoSum == 3, "%d edges into sum", intoSum);
  struct {
    hipGraphNode_t node;
    hipGraphNodeType type;
  } types[] = {{inA, hipGraphNodeTypeMemcpy1D}, {clear, hipGraphNodeTypeMemset}, {sum, hipGraphNodeTypeKernel},
               {host, hipGraphNodeTypeHost},    {empty, hipGraphNodeTypeEmpty},  {record, hipGraphNodeTypeEventRecord}};
  for (auto& t : types) {
    hipGraphNodeType type;
    HIP_CHECK(hipGraphNodeGetType(t.node, &type));
    EXPECT(type == t.type, "type %d, expected %d", int(type), int(t.type));
  }
  EXPECT(hipGraphAddDependencies(g, &inA, &sum, 1) == hipErrorInvalidValue, "edge added twice");
  EXPECT(hipGraphAddDependencies(g, &sum, &sum, 1) == hipErrorInvalidValue, "edge to itself");
  EXPECT(hipGraphRemoveDependencies(g, &inA, &out, 1) == hipErrorInvalidValue, "removed a missing edge");

  // Run twice, with new inputs the second time.
  hipGraphExec_t exec;
  HIP_CHECK(hipGraphInstantiate(&exec, g, nullptr, nullptr, 0));
  hostCalls = 0;
  for (int round = 1; round <= 2; ++round) {
    for (int i = 0; i < n; ++i) {
      a[i] = i * round;
      b[i] = 7 - i;
    }
    HIP_CHECK(hipGraphLaunch(exec, stream));
    HIP_CHECK(hipStreamSynchronize(stream));
    EXPECT(hipEventQuery(done) == hipSuccess, "event record node did not complete");
    int bad = 0;
    for (int i = 0; i < n; ++i) bad += c[i] != 3 * (a[i] + b[i]);
    EXPECT(bad == 0, "round %d: %d wrong, c[5] = %d", round, bad, c[5]);
  }
  EXPECT(hostCalls == 2, "host node ran %d times", hostCalls.load());

  // Kernel node parameters: the graph's node, then only the instance's.
  hipKernelNodeParams got{};
  HIP_CHECK(hipGraphKernelNodeGetParams(times3, &got));
  EXPECT(got.func == reinterpret_cast<void*>(scale) && got.gridDim.x == (n + 63) / 64 && got.blockDim.x == 64,
         "kernel node params");
  int factor = 5, nn = n;
  void* args5[] = {&dc, &factor, &nn};
  got.kernelParams = args5;
  HIP_CHECK(hipGraphExecKernelNodeSetParams(exec, times3, &got));
  HIP_CHECK(hipGraphLaunch(exec, stream));
  HIP_CHECK(hipStreamSynchronize(stream));
  EXPECT(c[10] == 5 * (a[10] + b[10]), "exec kernel params: %d", c[10]);
  hipGraphExec_t second;
  HIP_CHECK(hipGraphInstantiateWithFlags(&second, g, 0));
  HIP_CHECK(hipGraphLaunch(second, stream));
  HIP_CHECK(hipStreamSynchronize(stream));
  EXPECT(c[10] == 3 * (a[10] + b[10]), "graph changed by the instance: %d", c[10]);
  factor = 7;
  HIP_CHECK(hipGraphKernelNodeSetParams(times3, &got));
  // hipGraphExecUpdate takes the graph's new factor into `second`.
  hipGraphNode_t errorNode;
  hipGraphExecUpdateResult result;
  HIP_CHECK(hipGraphExecUpdate(second, g, &errorNode, &result));
  EXPECT(result == hipGraphExecUpdateSuccess, "update result %d", int(result));
  HIP_CHECK(hipGraphLaunch(second, stream));
  HIP_CHECK(hipStreamSynchronize(stream));
  EXPECT(c[10] == 7 * (a[10] + b[10]), "exec update: %d", c[10]);

  // Memset and host node parameters.
  hipMemsetParams gotMs{};
  HIP_CHECK(hipGraphMemsetNodeGetParams(clear, &gotMs));
  EXPECT(gotMs.dst == dc && gotMs.width == size_t(n) && gotMs.elementSize == 4, "memset params");
  hipHostNodeParams gotHp{};
  HIP_CHECK(hipGraphHostNodeGetParams(host, &gotHp));
  EXPECT(gotHp.fn == countCall && gotHp.userData == &step, "host params");
  hipEvent_t gotEvent = nullptr;
  HIP_CHECK(hipGraphEventRecordNodeGetEvent(record, &gotEvent));
  EXPECT(gotEvent == done, "event of the record node");
  EXPECT(hipGraphMemsetNodeGetParams(sum, &gotMs) == hipErrorInvalidValue, "memset params of a kernel node");

  // A graph of another shape is refused.
  hipGraphNode_t extra;
  HIP_CHECK(hipGraphAddEmptyNode(&extra, g, nullptr, 0));
  EXPECT(hipGraphExecUpdate(second, g, &errorNode, &result) == hipErrorGraphExecUpdateFailure &&
             result == hipGraphExecUpdateErrorTopologyChanged,
         "update with another topology: %d", int(result));
  HIP_CHECK(hipGraphDestroyNode(extra));
  EXPECT(countNodes(g) == 9, "destroy node");

  HIP_CHECK(hipGraphExecDestroy(second));
  HIP_CHECK(hipGraphExecDestroy(exec));
  HIP_CHECK(hipGraphDestroy(g));
  HIP_CHECK(hipEventDestroy(done));
  HIP_CHECK(hipFree(da));
  HIP_CHECK(hipFree(db));
  HIP_CHECK(hipFree(dc));
}

// A child graph run twice by its parent; a clone; 3D copies and symbols.
static void childAndClone(hipStream_t stream) {
  const int n = 64;
  int* x;
  HIP_CHECK(hipMalloc(&x, n * sizeof(int)));
  std::vector<int> host(n), back(n, 0);
  for (int i = 0; i < n; ++i) host[i] = i + 1;
  hipGraph_t child, parent;
  HIP_CHECK(hipGraphCreate(&child, 0));
  addScale(child, nullptr, 0, x, 2, n);
  HIP_CHECK(hipGraphCreate(&parent, 0));
  hipGraphNode_t in, first, second, toTable, fromTable;
  // A 3D copy node: n ints as one row.
  hipMemcpy3DParms p{};
  p.srcPtr = make_hipPitchedPtr(host.data(), n * sizeof(int), n, 1);
  p.dstPtr = make_hipPitchedPtr(x, n * sizeof(int), n, 1);
  p.extent = make_hipExtent(n * sizeof(int), 1, 1);
  p.kind = hipMemcpyHostToDevice;
  HIP_CHECK(hipGraphAddMemcpyNode(&in, parent, nullptr, 0, &p));
  HIP_CHECK(hipGraphAddChildGraphNode(&first, parent, &in, 1, child));
  HIP_CHECK(hipGraphAddChildGraphNode(&second, parent, &first, 1, child));
  HIP_CHECK(hipGraphAddMemcpyNodeToSymbol(&toTable, parent, &second, 1, HIP_SYMBOL(table), x, n * sizeof(int), 0,
                                          hipMemcpyDeviceToDevice));
  HIP_CHECK(hipGraphAddMemcpyNodeFromSymbol(&fromTable, parent, &toTable, 1, back.data(), HIP_SYMBOL(table),
                                            n * sizeof(int), 0, hipMemcpyDeviceToHost));
  hipGraph_t inner;
  HIP_CHECK(hipGraphChildGraphNodeGetGraph(first, &inner));
  EXPECT(countNodes(inner) == 1, "child graph of the node");
  hipMemcpy3DParms gotP{};
  HIP_CHECK(hipGraphMemcpyNodeGetParams(in, &gotP));
  EXPECT(gotP.dstPtr.ptr == x && gotP.extent.width == n * sizeof(int), "memcpy node params");

  hipGraph_t copy;
  HIP_CHECK(hipGraphClone(&copy, parent));
  hipGraphNode_t secondInCopy;
  HIP_CHECK(hipGraphNodeFindInClone(&secondInCopy, second, copy));
  EXPECT(secondInCopy != second, "clone shares a node");
  // Without its second child node the clone scales by 2 only.
  HIP_CHECK(hipGraphDestroyNode(secondInCopy));
  hipGraphNode_t firstInCopy, toTableInCopy;
  HIP_CHECK(hipGraphNodeFindInClone(&firstInCopy, first, copy));
  HIP_CHECK(hipGraphNodeFindInClone(&toTableInCopy, toTable, copy));
  HIP_CHECK(hipGraphAddDependencies(copy, &firstInCopy, &toTableInCopy, 1));
  EXPECT(countNodes(parent) == 5 && countNodes(copy) == 4, "clone independent of the original");

  hipGraphExec_t exec, execCopy;
  HIP_CHECK(hipGraphInstantiate(&exec, parent, nullptr, nullptr, 0));
  HIP_CHECK(hipGraphInstantiate(&execCopy, copy, nullptr, nullptr, 0));
  HIP_CHECK(hipGraphLaunch(exec, stream));
  HIP_CHECK(hipStreamSynchronize(stream));
  int bad = 0;
  for (int i = 0; i < n; ++i) bad += back[i] != 4 * (i + 1);
  EXPECT(bad == 0, "parent with child graphs: back[3] = %d", back[3]);
  HIP_CHECK(hipGraphLaunch(execCopy, stream));
  HIP_CHECK(hipStreamSynchronize(stream));
  bad = 0;
  for (int i = 0; i < n; ++i) bad += back[i] != 2 * (i + 1);
  EXPECT(bad == 0, "clone: back[3] = %d", back[3]);
  HIP_CHECK(hipGraphExecDestroy(exec));
  HIP_CHECK(hipGraphExecDestroy(execCopy));
  HIP_CHECK(hipGraphDestroy(copy));
  HIP_CHECK(hipGraphDestroy(parent));
  HIP_CHECK(hipGraphDestroy(child));
  HIP_CHECK(hipFree(x));
}

// An event wait node holds the graph until another stream records the event.
static void eventWait(hipStream_t stream) {
  int *flag, *value;
  HIP_CHECK(hipHostMalloc(&flag, sizeof(int), 0));
  HIP_CHECK(hipMalloc(&value, sizeof(int)));
  *flag = 0;
  int result = 0, ready = 42;
  hipStream_t other;
  HIP_CHECK(hipStreamCreateWithFlags(&other, hipStreamNonBlocking));
  hipEvent_t written;
  HIP_CHECK(hipEventCreate(&written));
  HIP_CHECK(hipStreamWaitValue32(other, flag, 1, hipStreamWaitValueEq, 0xffffffff));
  HIP_CHECK(hipMemcpyAsync(value, &ready, sizeof(int), hipMemcpyHostToDevice, other));
  HIP_CHECK(hipEventRecord(written, other));
  hipGraph_t g;
  HIP_CHECK(hipGraphCreate(&g, 0));
  hipGraphNode_t wait, copy;
  HIP_CHECK(hipGraphAddEventWaitNode(&wait, g, nullptr, 0, written));
  HIP_CHECK(hipGraphAddMemcpyNode1D(&copy, g, &wait, 1, &result, value, sizeof(int), hipMemcpyDeviceToHost));
  hipGraphExec_t exec;
  HIP_CHECK(hipGraphInstantiate(&exec, g, nullptr, nullptr, 0));
  HIP_CHECK(hipGraphLaunch(exec, stream));
  EXPECT(hipStreamQuery(stream) == hipErrorNotReady, "graph did not wait for the event");
  __atomic_store_n(flag, 1, __ATOMIC_RELEASE);
  HIP_CHECK(hipStreamSynchronize(stream));
  EXPECT(result == 42, "value after the wait: %d", result);
  hipEvent_t gotEvent;
  HIP_CHECK(hipGraphEventWaitNodeGetEvent(wait, &gotEvent));
  EXPECT(gotEvent == written, "event of the wait node");
  HIP_CHECK(hipGraphExecDestroy(exec));
  HIP_CHECK(hipGraphDestroy(g));
  HIP_CHECK(hipEventDestroy(written));
  HIP_CHECK(hipStreamDestroy(other));
  HIP_CHECK(hipHostFree(flag));
  HIP_CHECK(hipFree(value));
}

static void errors() {
  hipGraph_t g, other;
  EXPECT(hipGraphCreate(nullptr, 0) == hipErrorInvalidValue, "null graph output");
  EXPECT(hipGraphCreate(&g, 1) == hipErrorInvalidValue, "flags");
  HIP_CHECK(hipGraphCreate(&g, 0));
  HIP_CHECK(hipGraphCreate(&other, 0));
  hipGraphNode_t node, foreign;
  EXPECT(hipGraphAddEmptyNode(nullptr, g, nullptr, 0) == hipErrorInvalidValue, "null node output");
  EXPECT(hipGraphAddEmptyNode(&node, nullptr, nullptr, 0) == hipErrorInvalidValue, "null graph");
  EXPECT(hipGraphAddEmptyNode(&node, g, nullptr, 1) == hipErrorInvalidValue, "null dependencies");
  HIP_CHECK(hipGraphAddEmptyNode(&foreign, other, nullptr, 0));
  EXPECT(hipGraphAddEmptyNode(&node, g, &foreign, 1) == hipErrorInvalidValue, "dependency in another graph");
  HIP_CHECK(hipGraphAddEmptyNode(&node, g, nullptr, 0));
  EXPECT(hipGraphAddDependencies(g, &foreign, &node, 1) == hipErrorInvalidValue, "edge from another graph");
  hipKernelNodeParams kp{};
  kp.gridDim = kp.blockDim = dim3(1);
  EXPECT(hipGraphAddKernelNode(&node, g, nullptr, 0, &kp) == hipErrorInvalidValue, "null kernel");
  int n = 1;
  int* x = nullptr;
  void* args[] = {&x, &n, &n};
  kp.func = reinterpret_cast<void*>(errors);
  kp.kernelParams = args;
  EXPECT(hipGraphAddKernelNode(&node, g, nullptr, 0, &kp) == hipErrorInvalidDeviceFunction, "not a kernel");
  kp.func = reinterpret_cast<void*>(scale);
  kp.kernelParams = nullptr;
  EXPECT(hipGraphAddKernelNode(&node, g, nullptr, 0, &kp) == hipErrorInvalidValue, "no arguments");
  hipMemsetParams ms{};
  int word;
  ms.dst = &word;
  ms.elementSize = 3;
  ms.width = ms.height = 1;
  EXPECT(hipGraphAddMemsetNode(&node, g, nullptr, 0, &ms) == hipErrorInvalidValue, "element size 3");
  EXPECT(hipGraphAddMemcpyNode1D(&node, g, nullptr, 0, nullptr, &word, 4, hipMemcpyHostToHost) ==
             hipErrorInvalidValue,
         "null copy destination");
  hipHostNodeParams hp{};
  EXPECT(hipGraphAddHostNode(&node, g, nullptr, 0, &hp) == hipErrorInvalidValue, "null host function");
  EXPECT(hipGraphAddEventRecordNode(&node, g, nullptr, 0, nullptr) == hipErrorInvalidValue, "null event");
  EXPECT(hipGraphAddChildGraphNode(&node, g, nullptr, 0, nullptr) == hipErrorInvalidValue, "null child graph");
  size_t count;
  EXPECT(hipGraphGetNodes(g, nullptr, nullptr) == hipErrorInvalidValue, "null count");
  hipGraphNode_t one;
  EXPECT(hipGraphGetEdges(g, &one, nullptr, &count) == hipErrorInvalidValue, "from without to");
  hipGraphNodeType type;
  EXPECT(hipGraphNodeGetType(nullptr, &type) == hipErrorInvalidValue, "type of null");
  hipGraphExec_t exec;
  EXPECT(hipGraphInstantiate(nullptr, g, nullptr, nullptr, 0) == hipErrorInvalidValue, "null exec output");
  EXPECT(hipGraphInstantiateWithFlags(&exec, g, 2) == hipErrorInvalidValue, "instantiate flags");
  EXPECT(hipGraphLaunch(nullptr, nullptr) == hipErrorInvalidValue, "launch null");
  EXPECT(hipGraphExecDestroy(nullptr) == hipErrorInvalidValue, "destroy null exec");
  EXPECT(hipGraphDestroyNode(nullptr) == hipErrorInvalidValue, "destroy null node");
  HIP_CHECK(hipGraphDestroy(other));
  EXPECT(hipGraphDestroy(other) == hipErrorIllegalState, "destroyed twice");
  EXPECT(hipGraphDestroy(nullptr) == hipErrorInvalidValue, "destroy null");
  EXPECT(hipGraphDestroyNode(foreign) == hipErrorInvalidValue, "node of a destroyed graph");
  HIP_CHECK(hipGraphDestroy(g));
  (void)hipGetLastError();
}

int main() {
  hipStream_t stream;
  HIP_CHECK(hipStreamCreate(&stream));
  pipeline(stream);
  childAndClone(stream);
  eventWait(stream);
  errors();
  HIP_CHECK(hipStreamDestroy(stream));
  return finish("graphs");
}
