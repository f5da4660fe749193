// Executable graphs: instantiation, launch, destruction, parameter updates
// of an instantiated node, and hipGraphExecUpdate. Error codes are AMD's
// ROCm 5.2 runtime's: bad handles and null arguments are hipErrorInvalidValue.
#include <hip/hip_runtime_api.h>

#include <functional>

#include "hip/capture.h"
#include "hip/enum_value.h"
#include "hip/errors.h"
#include "hip/graph.h"
#include "hip/graph_params.h"
#include "hip/stream.h"

using gcnjit::hip::setLastError;
using gcnjit::hip::validGraphExec;

namespace {

hipError_t instantiate(hipGraphExec_t* out, hipGraph_t graph) {
  if (!out || !gcnjit::hip::validGraph(graph)) return setLastError(hipErrorInvalidValue);
  auto exec = std::make_unique<hipGraphExec>();
  exec->graph = graph->clone(&exec->copyOf, false);
  exec->order = exec->graph->topologicalOrder();
  if (exec->order.size() != exec->graph->nodes.size()) return setLastError(hipErrorInvalidValue);  // a cycle
  *out = exec.release();
  gcnjit::hip::registerGraphExec(*out);
  return hipSuccess;
}

// Applies `set` to the instance in `exec` of the template node `node`,
// which must have type `type`.
hipError_t setInstanceNode(hipGraphExec_t exec, hipGraphNode_t node, hipGraphNodeType type,
                           const std::function<hipError_t(hipGraphNode&)>& set) {
  if (!validGraphExec(exec) || !gcnjit::hip::validNode(node)) return setLastError(hipErrorInvalidValue);
  auto found = exec->copyOf.find(node);
  if (found == exec->copyOf.end() || found->second->type != type) return setLastError(hipErrorInvalidValue);
  return setLastError(set(*found->second));
}

}  // namespace

extern "C" {

hipError_t hipGraphInstantiate(hipGraphExec_t* pGraphExec, hipGraph_t graph, hipGraphNode_t*, char*, size_t) {
  return instantiate(pGraphExec, graph);
}

// AMD 5.2 takes 0 and hipGraphInstantiateFlagAutoFreeOnLaunch (graphs here
// allocate no memory, so it changes nothing).
hipError_t hipGraphInstantiateWithFlags(hipGraphExec_t* pGraphExec, hipGraph_t graph, unsigned long long flags) {
  if (flags != 0 && flags != hipGraphInstantiateFlagAutoFreeOnLaunch) return setLastError(hipErrorInvalidValue);
  return instantiate(pGraphExec, graph);
}

hipError_t hipGraphExecDestroy(hipGraphExec_t pGraphExec) {
  if (!validGraphExec(pGraphExec)) return setLastError(hipErrorInvalidValue);
  gcnjit::hip::unregisterGraphExec(pGraphExec);
  delete pGraphExec;  // launches already submitted hold copies of what they need
  return hipSuccess;
}

// Runs the graph in `stream`'s order; launched into a capturing stream, it
// becomes a child-graph node of the capture.
hipError_t hipGraphLaunch(hipGraphExec_t graphExec, hipStream_t stream) {
  if (!validGraphExec(graphExec) || !gcnjit::hip::validStream(stream)) return setLastError(hipErrorInvalidValue);
  if (gcnjit::hip::isCapturing(stream)) {
    auto node = std::make_unique<hipGraphNode>();
    node->type = hipGraphNodeTypeGraph;
    node->child = graphExec->graph->clone();
    return setLastError(gcnjit::hip::captureNode(stream, std::move(node)));
  }
  for (hipGraphNode* node : graphExec->order) gcnjit::hip::launchNode(*node, stream);
  return hipSuccess;
}

hipError_t hipGraphExecKernelNodeSetParams(hipGraphExec_t hGraphExec, hipGraphNode_t node,
                                           const hipKernelNodeParams* pNodeParams) {
  if (!pNodeParams) return setLastError(hipErrorInvalidValue);
  return setInstanceNode(hGraphExec, node, hipGraphNodeTypeKernel,
                         [&](hipGraphNode& n) { return gcnjit::hip::setKernelParams(n, *pNodeParams); });
}

hipError_t hipGraphExecMemcpyNodeSetParams(hipGraphExec_t hGraphExec, hipGraphNode_t node,
                                           hipMemcpy3DParms* pNodeParams) {
  if (!pNodeParams) return setLastError(hipErrorInvalidValue);
  return setInstanceNode(hGraphExec, node, hipGraphNodeTypeMemcpy,
                         [&](hipGraphNode& n) { return gcnjit::hip::setCopyParams(n, *pNodeParams); });
}

hipError_t hipGraphExecMemcpyNodeSetParams1D(hipGraphExec_t hGraphExec, hipGraphNode_t node, void* dst,
                                             const void* src, size_t count, hipMemcpyKind kind) {
  if (dst == src) return setLastError(hipErrorInvalidValue);  // AMD 5.2, as hipGraphMemcpyNodeSetParams1D
  return setInstanceNode(hGraphExec, node, hipGraphNodeTypeMemcpy1D, [&](hipGraphNode& n) {
    return gcnjit::hip::setCopy1DParams(n, dst, src, count, gcnjit::hip::enumValue(kind));
  });
}

hipError_t hipGraphExecMemcpyNodeSetParamsFromSymbol(hipGraphExec_t hGraphExec, hipGraphNode_t node, void* dst,
                                                     const void* symbol, size_t count, size_t offset,
                                                     hipMemcpyKind kind) {
  return setInstanceNode(hGraphExec, node, hipGraphNodeTypeMemcpyFromSymbol, [&](hipGraphNode& n) {
    return gcnjit::hip::setSymbolCopyParams(n, hipGraphNodeTypeMemcpyFromSymbol, dst, nullptr, symbol, count, offset,
                                            gcnjit::hip::enumValue(kind));
  });
}

hipError_t hipGraphExecMemcpyNodeSetParamsToSymbol(hipGraphExec_t hGraphExec, hipGraphNode_t node,
                                                   const void* symbol, const void* src, size_t count, size_t offset,
                                                   hipMemcpyKind kind) {
  return setInstanceNode(hGraphExec, node, hipGraphNodeTypeMemcpyToSymbol, [&](hipGraphNode& n) {
    return gcnjit::hip::setSymbolCopyParams(n, hipGraphNodeTypeMemcpyToSymbol, nullptr, src, symbol, count, offset,
                                            gcnjit::hip::enumValue(kind));
  });
}

hipError_t hipGraphExecMemsetNodeSetParams(hipGraphExec_t hGraphExec, hipGraphNode_t node,
                                           const hipMemsetParams* pNodeParams) {
  if (!pNodeParams) return setLastError(hipErrorInvalidValue);
  return setInstanceNode(hGraphExec, node, hipGraphNodeTypeMemset,
                         [&](hipGraphNode& n) { return gcnjit::hip::setMemsetParams(n, *pNodeParams); });
}

hipError_t hipGraphExecHostNodeSetParams(hipGraphExec_t hGraphExec, hipGraphNode_t node,
                                         const hipHostNodeParams* pNodeParams) {
  if (!pNodeParams) return setLastError(hipErrorInvalidValue);
  return setInstanceNode(hGraphExec, node, hipGraphNodeTypeHost,
                         [&](hipGraphNode& n) { return gcnjit::hip::setHostParams(n, *pNodeParams); });
}

hipError_t hipGraphExecChildGraphNodeSetParams(hipGraphExec_t hGraphExec, hipGraphNode_t node, hipGraph_t childGraph) {
  return setInstanceNode(hGraphExec, node, hipGraphNodeTypeGraph,
                         [&](hipGraphNode& n) { return gcnjit::hip::setChildGraph(n, childGraph); });
}

hipError_t hipGraphExecEventRecordNodeSetEvent(hipGraphExec_t hGraphExec, hipGraphNode_t hNode, hipEvent_t event) {
  return setInstanceNode(hGraphExec, hNode, hipGraphNodeTypeEventRecord,
                         [&](hipGraphNode& n) { return gcnjit::hip::setEvent(n, event); });
}

hipError_t hipGraphExecEventWaitNodeSetEvent(hipGraphExec_t hGraphExec, hipGraphNode_t hNode, hipEvent_t event) {
  return setInstanceNode(hGraphExec, hNode, hipGraphNodeTypeWaitEvent,
                         [&](hipGraphNode& n) { return gcnjit::hip::setEvent(n, event); });
}

// Takes the parameters of `hGraph`'s nodes into the instance when the two
// have the same nodes in the same topological order with the same types
// (AMD 5.2 compares them so); else hipErrorGraphExecUpdateFailure with the
// reason in *updateResult_out.
hipError_t hipGraphExecUpdate(hipGraphExec_t hGraphExec, hipGraph_t hGraph, hipGraphNode_t* hErrorNode_out,
                              hipGraphExecUpdateResult* updateResult_out) {
  if (!validGraphExec(hGraphExec) || !gcnjit::hip::validGraph(hGraph) || !hErrorNode_out || !updateResult_out)
    return setLastError(hipErrorInvalidValue);
  std::vector<hipGraphNode*> update = hGraph->topologicalOrder();
  *hErrorNode_out = nullptr;
  if (update.size() != hGraphExec->order.size()) {
    *updateResult_out = hipGraphExecUpdateErrorTopologyChanged;
    return setLastError(hipErrorGraphExecUpdateFailure);
  }
  for (std::size_t i = 0; i < update.size(); ++i) {
    if (update[i]->type != hGraphExec->order[i]->type) {
      *hErrorNode_out = update[i];
      *updateResult_out = hipGraphExecUpdateErrorNodeTypeChanged;
      return setLastError(hipErrorGraphExecUpdateFailure);
    }
  }
  for (std::size_t i = 0; i < update.size(); ++i) gcnjit::hip::copyParameters(*hGraphExec->order[i], *update[i], false);
  *updateResult_out = hipGraphExecUpdateSuccess;
  return hipSuccess;
}

}  // extern "C"
