// Graph topology API: edges and the node lists. The list queries follow
// AMD's ROCm 5.2 runtime: with a null array they report the count; with an
// array of *count entries they fill at most that many, set the rest to
// null, and report the real count when it is smaller.
#include <hip/hip_runtime_api.h>

#include <algorithm>

#include "hip/errors.h"
#include "hip/graph.h"

using gcnjit::hip::setLastError;
using gcnjit::hip::validGraph;
using gcnjit::hip::validNode;

namespace {

template <class T>
void report(const std::vector<T>& found, T* out, std::size_t* count) {
  if (!out) {
    *count = found.size();
    return;
  }
  for (std::size_t i = 0; i < *count; ++i) out[i] = i < found.size() ? found[i] : nullptr;
  *count = std::min(*count, found.size());
}

hipError_t listNodes(const std::vector<hipGraphNode*>& found, hipGraphNode_t* out, std::size_t* count) {
  report(found, out, count);
  return hipSuccess;
}

// Both nodes of `graph` and distinct.
bool validEdge(hipGraph_t graph, hipGraphNode_t from, hipGraphNode_t to) {
  return validNode(from) && validNode(to) && from != to && from->graph == graph && to->graph == graph;
}

}  // namespace

extern "C" {

// AMD 5.2: an edge already present is hipErrorInvalidValue.
hipError_t hipGraphAddDependencies(hipGraph_t graph, const hipGraphNode_t* from, const hipGraphNode_t* to,
                                   size_t numDependencies) {
  if (!validGraph(graph)) return setLastError(hipErrorInvalidValue);
  if (!numDependencies) return hipSuccess;
  if (!from || !to) return setLastError(hipErrorInvalidValue);
  for (std::size_t i = 0; i < numDependencies; ++i) {
    if (!validEdge(graph, from[i], to[i])) return setLastError(hipErrorInvalidValue);
    const auto& out = from[i]->dependents;
    if (std::find(out.begin(), out.end(), to[i]) != out.end()) return setLastError(hipErrorInvalidValue);
  }
  for (std::size_t i = 0; i < numDependencies; ++i) gcnjit::hip::addEdge(from[i], to[i]);
  return hipSuccess;
}

hipError_t hipGraphRemoveDependencies(hipGraph_t graph, const hipGraphNode_t* from, const hipGraphNode_t* to,
                                      size_t numDependencies) {
  if (!validGraph(graph) || (numDependencies && (!from || !to))) return setLastError(hipErrorInvalidValue);
  for (std::size_t i = 0; i < numDependencies; ++i)
    if (!validEdge(graph, from[i], to[i]) || !gcnjit::hip::removeEdge(from[i], to[i]))
      return setLastError(hipErrorInvalidValue);
  return hipSuccess;
}

hipError_t hipGraphGetNodes(hipGraph_t graph, hipGraphNode_t* nodes, size_t* numNodes) {
  if (!validGraph(graph) || !numNodes) return setLastError(hipErrorInvalidValue);
  std::vector<hipGraphNode*> all;
  for (const auto& node : graph->nodes) all.push_back(node.get());
  return listNodes(all, nodes, numNodes);
}

hipError_t hipGraphGetRootNodes(hipGraph_t graph, hipGraphNode_t* pRootNodes, size_t* pNumRootNodes) {
  if (!validGraph(graph) || !pNumRootNodes) return setLastError(hipErrorInvalidValue);
  return listNodes(graph->roots(), pRootNodes, pNumRootNodes);
}

// from and to are both null (count only) or both arrays.
hipError_t hipGraphGetEdges(hipGraph_t graph, hipGraphNode_t* from, hipGraphNode_t* to, size_t* numEdges) {
  if (!validGraph(graph) || !numEdges || !from != !to) return setLastError(hipErrorInvalidValue);
  std::vector<hipGraphNode*> sources, targets;
  for (auto [a, b] : graph->edges()) {
    sources.push_back(a);
    targets.push_back(b);
  }
  std::size_t count = *numEdges;
  report(sources, from, numEdges);
  report(targets, to, &count);
  return hipSuccess;
}

hipError_t hipGraphNodeGetDependencies(hipGraphNode_t node, hipGraphNode_t* pDependencies, size_t* pNumDependencies) {
  if (!validNode(node) || !pNumDependencies) return setLastError(hipErrorInvalidValue);
  return listNodes(node->dependencies, pDependencies, pNumDependencies);
}

hipError_t hipGraphNodeGetDependentNodes(hipGraphNode_t node, hipGraphNode_t* pDependentNodes,
                                         size_t* pNumDependentNodes) {
  if (!validNode(node) || !pNumDependentNodes) return setLastError(hipErrorInvalidValue);
  return listNodes(node->dependents, pDependentNodes, pNumDependentNodes);
}

hipError_t hipGraphNodeGetType(hipGraphNode_t node, hipGraphNodeType* pType) {
  if (!validNode(node) || !pType) return setLastError(hipErrorInvalidValue);
  *pType = node->type;
  return hipSuccess;
}

}  // extern "C"
