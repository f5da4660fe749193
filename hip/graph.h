// HIP graphs: a graph (hipGraph_t) owns its nodes; a node holds the
// parameters of one operation of its type and its edges; an executable
// graph (hipGraphExec_t) owns a clone of the graph and the clone's nodes in
// an order that respects every edge. Launching one submits the nodes to a
// stream in that order, which runs them one after another: every
// dependency is met, and independent nodes simply do not overlap.
#pragma once

#include <hip/hip_runtime_api.h>

#include <cstdint>
#include <map>
#include <memory>
#include <vector>

#include "hip/runtime.h"

// One operation of a graph. The fields used depend on `type`.
struct hipGraphNode {
  hipGraphNodeType type = hipGraphNodeTypeEmpty;
  ihipGraph* graph = nullptr;  // the owner
  // Same in a node and its clones (hipGraphNodeFindInClone).
  std::uint64_t id = 0;
  std::vector<hipGraphNode*> dependencies;  // edges in, in the order added
  std::vector<hipGraphNode*> dependents;    // edges out

  // Kernel: the parameters as given (GetParams returns them) and what the
  // launch uses: the function, dims and argument bytes copied when set.
  hipKernelNodeParams kernel{};
  ihipModuleSymbol_t* function = nullptr;
  gcnjit::runtime::LaunchDims dims;
  std::vector<std::uint8_t> arguments;
  // Memcpy: a 3D copy between pitched pointers.
  hipMemcpy3DParms copy{};
  // Memcpy1D, MemcpyFromSymbol, MemcpyToSymbol: `symbol` is the host
  // handle of a device variable, resolved when the node runs.
  struct Linear {
    void* dst = nullptr;
    const void* src = nullptr;
    const void* symbol = nullptr;
    std::size_t count = 0, offset = 0;
    hipMemcpyKind kind = hipMemcpyDefault;
  } linear;
  hipMemsetParams memset{};
  hipHostNodeParams host{};
  std::unique_ptr<ihipGraph> child;  // Graph: a copy of the graph given
  hipEvent_t event = nullptr;        // EventRecord, WaitEvent
};

struct ihipGraph {
  // An exposed graph and its nodes are valid API handles (validGraph,
  // validNode). An executable graph's copy is not: its address may be a
  // destroyed graph's or node's that a caller still holds, and such a stale
  // handle must not reach it.
  explicit ihipGraph(bool exposed = true);
  ~ihipGraph();
  ihipGraph(const ihipGraph&) = delete;
  ihipGraph& operator=(const ihipGraph&) = delete;

  // Takes `node`, with edges from each of `dependencies` (nodes of this graph).
  hipGraphNode* add(std::unique_ptr<hipGraphNode> node, const hipGraphNode* const* dependencies,
                    std::size_t count);
  // Removes `node` and its edges.
  void remove(hipGraphNode* node);
  // A deep copy (child graphs too), exposed or not; `map` (optional)
  // receives original → copy for every node.
  std::unique_ptr<ihipGraph> clone(std::map<const hipGraphNode*, hipGraphNode*>* map = nullptr,
                                   bool exposed = true) const;
  // The nodes in an order where each follows all its dependencies (Kahn's
  // algorithm, ties in the order the nodes were added).
  std::vector<hipGraphNode*> topologicalOrder() const;
  std::vector<hipGraphNode*> roots() const;
  std::vector<hipGraphNode*> leaves() const;
  std::vector<std::pair<hipGraphNode*, hipGraphNode*>> edges() const;

  const bool exposed;
  std::vector<std::unique_ptr<hipGraphNode>> nodes;  // in the order added
  const ihipGraph* original = nullptr;  // the graph this one was cloned from
};

struct hipGraphExec {
  std::unique_ptr<ihipGraph> graph;                  // the instantiated copy
  std::vector<hipGraphNode*> order;                  // graph's nodes, topologically
  std::map<const hipGraphNode*, hipGraphNode*> copyOf;  // template node → its copy here
};

namespace gcnjit::hip {

// Live handles, so a destroyed or made-up handle is an error, not a crash.
bool validGraph(const ihipGraph* graph);
bool validNode(const hipGraphNode* node);
bool validGraphExec(const hipGraphExec* exec);
void registerGraphExec(hipGraphExec* exec);
void unregisterGraphExec(hipGraphExec* exec);

// Edges: adds or removes `from` → `to`.
void addEdge(hipGraphNode* from, hipGraphNode* to);
bool removeEdge(hipGraphNode* from, hipGraphNode* to);

// Submits the nodes of `graph` (recursively for child graphs) to `stream`
// in topological order.
void launchGraph(const ihipGraph& graph, hipStream_t stream);
void launchNode(const hipGraphNode& node, hipStream_t stream);

// Copies the parameters (not the edges) of `from` into `to`, same type; a
// child graph is copied exposed or not.
void copyParameters(hipGraphNode& to, const hipGraphNode& from, bool exposed);

}  // namespace gcnjit::hip
