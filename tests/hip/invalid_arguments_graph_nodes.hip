// Bad arguments to the graph calls that add, read and change nodes'
// parameters, in a graph and in an instantiated graph: each row's code is
// the one AMD's ROCm 5.2 runtime returns (bad_arguments.h says how to run
// the table against it). "stricter" marks a row where AMD's reads through
// the bad pointer or handle (and crashes).
#include "bad_arguments.h"

__device__ int symbol[4];

__global__ void kernel(int* x) {
  if (x) x[threadIdx.x] = 1;
}

int main(int argc, char** argv) {
  const TableMode mode = tableMode(argc, argv);
  hipGraph_t graph, child;
  HIP_CHECK(hipGraphCreate(&graph, 0));
  HIP_CHECK(hipGraphCreate(&child, 0));
  hipGraphNode_t hostNode, node;
  hipHostNodeParams hostParams{[](void*) {}, nullptr};
  HIP_CHECK(hipGraphAddHostNode(&hostNode, graph, nullptr, 0, &hostParams));
  hipGraphExec_t exec;
  HIP_CHECK(hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0));
  auto madeUpEvent = reinterpret_cast<hipEvent_t>(0x6000);
  const void* sym = reinterpret_cast<const void*>(&symbol);
  int host[4] = {};
  int* device;
  HIP_CHECK(hipMalloc(&device, 64));
  hipEvent_t event;
  hipMemcpy3DParms copyParams{};
  hipMemsetParams memsetParams{};
  hipKernelNodeParams kernelParams{};

  const std::vector<BadCall<hipError_t>> cases = {
      {"hipGraphAddHostNode(null params)", hipErrorInvalidValue,
       [&] { return hipGraphAddHostNode(&node, graph, nullptr, 0, nullptr); }},
      {"hipGraphAddEventRecordNode(null event)", hipErrorInvalidValue,
       [&] { return hipGraphAddEventRecordNode(&node, graph, nullptr, 0, nullptr); }},
      {"hipGraphAddEventRecordNode(made-up event)", hipErrorInvalidValue,  // stricter: AMD 5.2 takes it
       [&] { return hipGraphAddEventRecordNode(&node, graph, nullptr, 0, madeUpEvent); }},
      {"hipGraphAddMemcpyNodeFromSymbol(not a symbol)", hipErrorInvalidValue,
       [&] { return hipGraphAddMemcpyNodeFromSymbol(&node, graph, nullptr, 0, device, host, 4, 0, hipMemcpyDeviceToDevice); }},
      // A node of another type: stricter, AMD 5.2 uses the node as one of the
      // call's type without checking (it reads another node's fields).
      {"hipGraphEventRecordNodeSetEvent(host node)", hipErrorInvalidValue,
       [&] { return hipGraphEventRecordNodeSetEvent(hostNode, nullptr); }},
      {"hipGraphEventWaitNodeGetEvent(host node)", hipErrorInvalidValue,
       [&] { return hipGraphEventWaitNodeGetEvent(hostNode, &event); }},
      {"hipGraphEventWaitNodeSetEvent(host node)", hipErrorInvalidValue,
       [&] { return hipGraphEventWaitNodeSetEvent(hostNode, nullptr); }},
      {"hipGraphKernelNodeSetParams(null params)", hipErrorInvalidValue,
       [&] { return hipGraphKernelNodeSetParams(hostNode, nullptr); }},
      {"hipGraphKernelNodeSetParams(host node)", hipErrorInvalidValue,
       [&] {
         static int* arg = nullptr;
         static void* args[] = {&arg};
         kernelParams.func = reinterpret_cast<void*>(kernel);
         kernelParams.gridDim = dim3(1);
         kernelParams.blockDim = dim3(1);
         kernelParams.kernelParams = args;
         return hipGraphKernelNodeSetParams(hostNode, &kernelParams);
       }},
      {"hipGraphMemcpyNodeGetParams(host node)", hipErrorInvalidValue,
       [&] { return hipGraphMemcpyNodeGetParams(hostNode, &copyParams); }},
      {"hipGraphMemcpyNodeSetParams(null params)", hipErrorInvalidValue,
       [&] { return hipGraphMemcpyNodeSetParams(hostNode, nullptr); }},
      {"hipGraphMemcpyNodeSetParamsFromSymbol(host node)", hipErrorInvalidValue,
       [&] { return hipGraphMemcpyNodeSetParamsFromSymbol(hostNode, host, sym, 4, 0, hipMemcpyDeviceToHost); }},
      {"hipGraphMemcpyNodeSetParamsToSymbol(host node)", hipErrorInvalidValue,
       [&] { return hipGraphMemcpyNodeSetParamsToSymbol(hostNode, sym, host, 4, 0, hipMemcpyHostToDevice); }},
      {"hipGraphMemsetNodeGetParams(host node)", hipErrorInvalidValue,
       [&] { return hipGraphMemsetNodeGetParams(hostNode, &memsetParams); }},
      // In the instantiated graph.
      {"hipGraphExecChildGraphNodeSetParams(host node)", hipErrorInvalidValue,
       [&] { return hipGraphExecChildGraphNodeSetParams(exec, hostNode, child); }},
      {"hipGraphExecEventRecordNodeSetEvent(host node)", hipErrorInvalidValue,
       [&] { return hipGraphExecEventRecordNodeSetEvent(exec, hostNode, nullptr); }},
      {"hipGraphExecEventWaitNodeSetEvent(host node)", hipErrorInvalidValue,
       [&] { return hipGraphExecEventWaitNodeSetEvent(exec, hostNode, nullptr); }},
      {"hipGraphExecMemcpyNodeSetParams(null params)", hipErrorInvalidValue,
       [&] { return hipGraphExecMemcpyNodeSetParams(exec, hostNode, nullptr); }},
      {"hipGraphExecMemcpyNodeSetParams1D(host node)", hipErrorInvalidValue,
       [&] { return hipGraphExecMemcpyNodeSetParams1D(exec, hostNode, host, host + 2, 4, hipMemcpyHostToHost); }},
      {"hipGraphExecMemcpyNodeSetParamsFromSymbol(host node)", hipErrorInvalidValue,
       [&] { return hipGraphExecMemcpyNodeSetParamsFromSymbol(exec, hostNode, host, sym, 4, 0, hipMemcpyDeviceToHost); }},
      {"hipGraphExecMemcpyNodeSetParamsToSymbol(host node)", hipErrorInvalidValue,
       [&] { return hipGraphExecMemcpyNodeSetParamsToSymbol(exec, hostNode, sym, host, 4, 0, hipMemcpyHostToDevice); }},
      {"hipGraphExecMemsetNodeSetParams(null params)", hipErrorInvalidValue,
       [&] { return hipGraphExecMemsetNodeSetParams(exec, hostNode, nullptr); }},
  };
  runTable(cases, mode);

  HIP_CHECK(hipFree(device));
  HIP_CHECK(hipGraphExecDestroy(exec));
  HIP_CHECK(hipGraphDestroy(child));
  HIP_CHECK(hipGraphDestroy(graph));
  return finishTable("invalid_arguments_graph_nodes", mode);
}
