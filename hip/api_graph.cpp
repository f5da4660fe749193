// Graph construction API: graphs, adding and destroying nodes, cloning.
// Error codes are AMD's ROCm 5.2 runtime's: bad handles, null outputs and
// dependencies of another graph are hipErrorInvalidValue; the parameter
// checks are graph_params.h's.
#include <hip/hip_runtime_api.h>

#include <functional>

#include "hip/enum_value.h"
#include "hip/errors.h"
#include "hip/graph.h"
#include "hip/graph_params.h"

using gcnjit::hip::setLastError;
using gcnjit::hip::validGraph;
using gcnjit::hip::validNode;

namespace {

// Adds a node to `graph` after `dependencies` once `set` has given it its
// parameters.
hipError_t addNode(hipGraphNode_t* out, hipGraph_t graph, const hipGraphNode_t* dependencies, std::size_t count,
                   const std::function<hipError_t(hipGraphNode&)>& set) {
  if (!out || !validGraph(graph) || (count && !dependencies)) return setLastError(hipErrorInvalidValue);
  for (std::size_t i = 0; i < count; ++i)
    if (!validNode(dependencies[i]) || dependencies[i]->graph != graph) return setLastError(hipErrorInvalidValue);
  auto node = std::make_unique<hipGraphNode>();
  node->graph = graph;  // for the parameter checks; add() sets it for good
  if (hipError_t e = set(*node)) return setLastError(e);
  *out = graph->add(std::move(node), dependencies, count);
  return hipSuccess;
}

}  // namespace

extern "C" {

hipError_t hipGraphCreate(hipGraph_t* pGraph, unsigned int flags) {
  if (!pGraph || flags) return setLastError(hipErrorInvalidValue);
  *pGraph = new ihipGraph();
  return hipSuccess;
}

// AMD 5.2: null is hipErrorInvalidValue, a graph already destroyed hipErrorIllegalState.
hipError_t hipGraphDestroy(hipGraph_t graph) {
  if (!graph) return setLastError(hipErrorInvalidValue);
  if (!validGraph(graph)) return setLastError(hipErrorIllegalState);
  delete graph;
  return hipSuccess;
}

hipError_t hipGraphAddKernelNode(hipGraphNode_t* pGraphNode, hipGraph_t graph, const hipGraphNode_t* pDependencies,
                                 size_t numDependencies, const hipKernelNodeParams* pNodeParams) {
  if (!pNodeParams) return setLastError(hipErrorInvalidValue);
  return addNode(pGraphNode, graph, pDependencies, numDependencies,
                 [&](hipGraphNode& n) { return gcnjit::hip::setKernelParams(n, *pNodeParams); });
}

hipError_t hipGraphAddMemcpyNode(hipGraphNode_t* pGraphNode, hipGraph_t graph, const hipGraphNode_t* pDependencies,
                                 size_t numDependencies, const hipMemcpy3DParms* pCopyParams) {
  if (!pCopyParams) return setLastError(hipErrorInvalidValue);
  return addNode(pGraphNode, graph, pDependencies, numDependencies,
                 [&](hipGraphNode& n) { return gcnjit::hip::setCopyParams(n, *pCopyParams); });
}

hipError_t hipGraphAddMemcpyNode1D(hipGraphNode_t* pGraphNode, hipGraph_t graph, const hipGraphNode_t* pDependencies,
                                   size_t numDependencies, void* dst, const void* src, size_t count,
                                   hipMemcpyKind kind) {
  return addNode(pGraphNode, graph, pDependencies, numDependencies, [&](hipGraphNode& n) {
    return gcnjit::hip::setCopy1DParams(n, dst, src, count, gcnjit::hip::enumValue(kind));
  });
}

hipError_t hipGraphAddMemcpyNodeFromSymbol(hipGraphNode_t* pGraphNode, hipGraph_t graph,
                                           const hipGraphNode_t* pDependencies, size_t numDependencies, void* dst,
                                           const void* symbol, size_t count, size_t offset, hipMemcpyKind kind) {
  return addNode(pGraphNode, graph, pDependencies, numDependencies, [&](hipGraphNode& n) {
    return gcnjit::hip::setSymbolCopyParams(n, hipGraphNodeTypeMemcpyFromSymbol, dst, nullptr, symbol, count, offset,
                                            gcnjit::hip::enumValue(kind));
  });
}

hipError_t hipGraphAddMemcpyNodeToSymbol(hipGraphNode_t* pGraphNode, hipGraph_t graph,
                                         const hipGraphNode_t* pDependencies, size_t numDependencies,
                                         const void* symbol, const void* src, size_t count, size_t offset,
                                         hipMemcpyKind kind) {
  return addNode(pGraphNode, graph, pDependencies, numDependencies, [&](hipGraphNode& n) {
    return gcnjit::hip::setSymbolCopyParams(n, hipGraphNodeTypeMemcpyToSymbol, nullptr, src, symbol, count, offset,
                                            gcnjit::hip::enumValue(kind));
  });
}

hipError_t hipGraphAddMemsetNode(hipGraphNode_t* pGraphNode, hipGraph_t graph, const hipGraphNode_t* pDependencies,
                                 size_t numDependencies, const hipMemsetParams* pMemsetParams) {
  if (!pMemsetParams) return setLastError(hipErrorInvalidValue);
  return addNode(pGraphNode, graph, pDependencies, numDependencies,
                 [&](hipGraphNode& n) { return gcnjit::hip::setMemsetParams(n, *pMemsetParams); });
}

hipError_t hipGraphAddHostNode(hipGraphNode_t* pGraphNode, hipGraph_t graph, const hipGraphNode_t* pDependencies,
                               size_t numDependencies, const hipHostNodeParams* pNodeParams) {
  if (!pNodeParams) return setLastError(hipErrorInvalidValue);
  return addNode(pGraphNode, graph, pDependencies, numDependencies,
                 [&](hipGraphNode& n) { return gcnjit::hip::setHostParams(n, *pNodeParams); });
}

hipError_t hipGraphAddEmptyNode(hipGraphNode_t* pGraphNode, hipGraph_t graph, const hipGraphNode_t* pDependencies,
                                size_t numDependencies) {
  return addNode(pGraphNode, graph, pDependencies, numDependencies, [](hipGraphNode&) { return hipSuccess; });
}

// The child graph is copied: changing it afterwards does not change the node.
hipError_t hipGraphAddChildGraphNode(hipGraphNode_t* pGraphNode, hipGraph_t graph,
                                     const hipGraphNode_t* pDependencies, size_t numDependencies,
                                     hipGraph_t childGraph) {
  return addNode(pGraphNode, graph, pDependencies, numDependencies,
                 [&](hipGraphNode& n) { return gcnjit::hip::setChildGraph(n, childGraph); });
}

hipError_t hipGraphAddEventRecordNode(hipGraphNode_t* pGraphNode, hipGraph_t graph,
                                      const hipGraphNode_t* pDependencies, size_t numDependencies, hipEvent_t event) {
  return addNode(pGraphNode, graph, pDependencies, numDependencies, [&](hipGraphNode& n) {
    n.type = hipGraphNodeTypeEventRecord;
    return gcnjit::hip::setEvent(n, event);
  });
}

hipError_t hipGraphAddEventWaitNode(hipGraphNode_t* pGraphNode, hipGraph_t graph,
                                    const hipGraphNode_t* pDependencies, size_t numDependencies, hipEvent_t event) {
  return addNode(pGraphNode, graph, pDependencies, numDependencies, [&](hipGraphNode& n) {
    n.type = hipGraphNodeTypeWaitEvent;
    return gcnjit::hip::setEvent(n, event);
  });
}

hipError_t hipGraphDestroyNode(hipGraphNode_t node) {
  if (!validNode(node)) return setLastError(hipErrorInvalidValue);
  node->graph->remove(node);
  return hipSuccess;
}

hipError_t hipGraphClone(hipGraph_t* pGraphClone, hipGraph_t originalGraph) {
  if (!pGraphClone || !validGraph(originalGraph)) return setLastError(hipErrorInvalidValue);
  *pGraphClone = originalGraph->clone().release();
  return hipSuccess;
}

// The node of a clone made from `originalNode` (same id); AMD 5.2 returns
// hipErrorInvalidValue when `clonedGraph` is no clone or has no such node.
hipError_t hipGraphNodeFindInClone(hipGraphNode_t* pNode, hipGraphNode_t originalNode, hipGraph_t clonedGraph) {
  if (!pNode || !validNode(originalNode) || !validGraph(clonedGraph) || !clonedGraph->original)
    return setLastError(hipErrorInvalidValue);
  for (const auto& node : clonedGraph->nodes)
    if (node->id == originalNode->id) {
      *pNode = node.get();
      return hipSuccess;
    }
  return setLastError(hipErrorInvalidValue);
}

}  // extern "C"
