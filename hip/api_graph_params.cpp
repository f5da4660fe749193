// Graph node parameter API: hipGraph*NodeGetParams / SetParams and the event
// and child-graph accessors. A node of another type than the call's is
// hipErrorInvalidValue (AMD's ROCm 5.2 checks that for the event calls and
// reads the wrong node type for the others; here every call checks).
#include <hip/hip_runtime_api.h>

#include "hip/enum_value.h"
#include "hip/errors.h"
#include "hip/graph.h"
#include "hip/graph_params.h"

using gcnjit::hip::setLastError;
using gcnjit::hip::validNode;

namespace {

bool isNode(hipGraphNode_t node, hipGraphNodeType type) { return validNode(node) && node->type == type; }

}  // namespace

extern "C" {

hipError_t hipGraphKernelNodeGetParams(hipGraphNode_t node, hipKernelNodeParams* pNodeParams) {
  if (!isNode(node, hipGraphNodeTypeKernel) || !pNodeParams) return setLastError(hipErrorInvalidValue);
  *pNodeParams = node->kernel;
  return hipSuccess;
}
hipError_t hipGraphKernelNodeSetParams(hipGraphNode_t node, const hipKernelNodeParams* pNodeParams) {
  if (!isNode(node, hipGraphNodeTypeKernel) || !pNodeParams) return setLastError(hipErrorInvalidValue);
  return setLastError(gcnjit::hip::setKernelParams(*node, *pNodeParams));
}

hipError_t hipGraphMemcpyNodeGetParams(hipGraphNode_t node, hipMemcpy3DParms* pNodeParams) {
  if (!isNode(node, hipGraphNodeTypeMemcpy) || !pNodeParams) return setLastError(hipErrorInvalidValue);
  *pNodeParams = node->copy;
  return hipSuccess;
}
hipError_t hipGraphMemcpyNodeSetParams(hipGraphNode_t node, const hipMemcpy3DParms* pNodeParams) {
  if (!isNode(node, hipGraphNodeTypeMemcpy) || !pNodeParams) return setLastError(hipErrorInvalidValue);
  return setLastError(gcnjit::hip::setCopyParams(*node, *pNodeParams));
}
// AMD 5.2: a copy onto itself is hipErrorInvalidValue here (not when added).
hipError_t hipGraphMemcpyNodeSetParams1D(hipGraphNode_t node, void* dst, const void* src, size_t count,
                                         hipMemcpyKind kind) {
  if (!isNode(node, hipGraphNodeTypeMemcpy1D) || dst == src) return setLastError(hipErrorInvalidValue);
  return setLastError(gcnjit::hip::setCopy1DParams(*node, dst, src, count, gcnjit::hip::enumValue(kind)));
}
hipError_t hipGraphMemcpyNodeSetParamsFromSymbol(hipGraphNode_t node, void* dst, const void* symbol, size_t count,
                                                 size_t offset, hipMemcpyKind kind) {
  if (!isNode(node, hipGraphNodeTypeMemcpyFromSymbol)) return setLastError(hipErrorInvalidValue);
  return setLastError(gcnjit::hip::setSymbolCopyParams(*node, hipGraphNodeTypeMemcpyFromSymbol, dst, nullptr, symbol,
                                                       count, offset, gcnjit::hip::enumValue(kind)));
}
hipError_t hipGraphMemcpyNodeSetParamsToSymbol(hipGraphNode_t node, const void* symbol, const void* src,
                                               size_t count, size_t offset, hipMemcpyKind kind) {
  if (!isNode(node, hipGraphNodeTypeMemcpyToSymbol)) return setLastError(hipErrorInvalidValue);
  return setLastError(gcnjit::hip::setSymbolCopyParams(*node, hipGraphNodeTypeMemcpyToSymbol, nullptr, src, symbol,
                                                       count, offset, gcnjit::hip::enumValue(kind)));
}

hipError_t hipGraphMemsetNodeGetParams(hipGraphNode_t node, hipMemsetParams* pNodeParams) {
  if (!isNode(node, hipGraphNodeTypeMemset) || !pNodeParams) return setLastError(hipErrorInvalidValue);
  *pNodeParams = node->memset;
  return hipSuccess;
}
hipError_t hipGraphMemsetNodeSetParams(hipGraphNode_t node, const hipMemsetParams* pNodeParams) {
  if (!isNode(node, hipGraphNodeTypeMemset) || !pNodeParams) return setLastError(hipErrorInvalidValue);
  return setLastError(gcnjit::hip::setMemsetParams(*node, *pNodeParams));
}

hipError_t hipGraphHostNodeGetParams(hipGraphNode_t node, hipHostNodeParams* pNodeParams) {
  if (!isNode(node, hipGraphNodeTypeHost) || !pNodeParams) return setLastError(hipErrorInvalidValue);
  *pNodeParams = node->host;
  return hipSuccess;
}
hipError_t hipGraphHostNodeSetParams(hipGraphNode_t node, const hipHostNodeParams* pNodeParams) {
  if (!isNode(node, hipGraphNodeTypeHost) || !pNodeParams) return setLastError(hipErrorInvalidValue);
  return setLastError(gcnjit::hip::setHostParams(*node, *pNodeParams));
}

// The node's own copy of the graph it was given.
hipError_t hipGraphChildGraphNodeGetGraph(hipGraphNode_t node, hipGraph_t* pGraph) {
  if (!isNode(node, hipGraphNodeTypeGraph) || !pGraph) return setLastError(hipErrorInvalidValue);
  *pGraph = node->child.get();
  return hipSuccess;
}

hipError_t hipGraphEventRecordNodeGetEvent(hipGraphNode_t node, hipEvent_t* event_out) {
  if (!isNode(node, hipGraphNodeTypeEventRecord) || !event_out) return setLastError(hipErrorInvalidValue);
  *event_out = node->event;
  return hipSuccess;
}
hipError_t hipGraphEventRecordNodeSetEvent(hipGraphNode_t node, hipEvent_t event) {
  if (!isNode(node, hipGraphNodeTypeEventRecord)) return setLastError(hipErrorInvalidValue);
  return setLastError(gcnjit::hip::setEvent(*node, event));
}
hipError_t hipGraphEventWaitNodeGetEvent(hipGraphNode_t node, hipEvent_t* event_out) {
  if (!isNode(node, hipGraphNodeTypeWaitEvent) || !event_out) return setLastError(hipErrorInvalidValue);
  *event_out = node->event;
  return hipSuccess;
}
hipError_t hipGraphEventWaitNodeSetEvent(hipGraphNode_t node, hipEvent_t event) {
  if (!isNode(node, hipGraphNodeTypeWaitEvent)) return setLastError(hipErrorInvalidValue);
  return setLastError(gcnjit::hip::setEvent(*node, event));
}

}  // extern "C"
