#include "hip/graph.h"

#include <algorithm>
#include <atomic>
#include <cstring>
#include <mutex>
#include <set>

#include "hip/errors.h"
#include "hip/event.h"
#include "hip/launch.h"
#include "hip/stream.h"

namespace gcnjit::hip {
namespace {

std::mutex handlesMutex;
std::set<const void*>& liveHandles() {
  static auto* live = new std::set<const void*>();  // never destroyed, like the Runtime
  return *live;
}
void track(const void* handle, bool live) {
  std::lock_guard lock(handlesMutex);
  if (live) liveHandles().insert(handle);
  else liveHandles().erase(handle);
}
bool isLive(const void* handle) {
  if (!handle) return false;
  std::lock_guard lock(handlesMutex);
  return liveHandles().count(handle) != 0;
}

std::atomic<std::uint64_t> nextNodeId{1};

template <class T>
void fillRows(char* dst, std::size_t pitch, T value, std::size_t width, std::size_t height) {
  for (std::size_t row = 0; row < height; ++row) std::fill_n(reinterpret_cast<T*>(dst + row * pitch), width, value);
}

void runMemset(const hipMemsetParams& p) {
  auto* dst = static_cast<char*>(p.dst);
  std::size_t height = std::max<std::size_t>(p.height, 1);
  switch (p.elementSize) {
    case 1: fillRows<std::uint8_t>(dst, p.pitch, std::uint8_t(p.value), p.width, height); break;
    case 2: fillRows<std::uint16_t>(dst, p.pitch, std::uint16_t(p.value), p.width, height); break;
    default: fillRows<std::uint32_t>(dst, p.pitch, p.value, p.width, height); break;
  }
}

char* at(const hipPitchedPtr& p, const hipPos& pos, std::size_t y, std::size_t z) {
  return static_cast<char*>(p.ptr) + ((pos.z + z) * p.ysize + pos.y + y) * p.pitch + pos.x;
}

void runCopy3D(const hipMemcpy3DParms& q) {
  for (std::size_t z = 0; z < q.extent.depth; ++z)
    for (std::size_t y = 0; y < q.extent.height; ++y)
      std::memmove(at(q.dstPtr, q.dstPos, y, z), at(q.srcPtr, q.srcPos, y, z), q.extent.width);
}

// The source and destination of a linear copy, a symbol resolved now.
void runLinear(const hipGraphNode::Linear& l, hipGraphNodeType type) {
  void* dst = l.dst;
  const void* src = l.src;
  if (type != hipGraphNodeTypeMemcpy1D) {
    auto variable = Runtime::get().variable(l.symbol);
    if (!variable) {
      raiseAsyncError(hipErrorInvalidSymbol, "gcnjit HIP: a graph's symbol copy names an unknown symbol");
      return;
    }
    char* address = static_cast<char*>(variable->first) + l.offset;
    if (type == hipGraphNodeTypeMemcpyToSymbol) dst = address;
    else src = address;
  }
  std::memmove(dst, src, l.count);
}

}  // namespace

bool validGraph(const ihipGraph* graph) { return isLive(graph); }
bool validNode(const hipGraphNode* node) { return isLive(node); }
bool validGraphExec(const hipGraphExec* exec) { return isLive(exec); }
void registerGraphExec(hipGraphExec* exec) { track(exec, true); }
void unregisterGraphExec(hipGraphExec* exec) { track(exec, false); }

void addEdge(hipGraphNode* from, hipGraphNode* to) {
  from->dependents.push_back(to);
  to->dependencies.push_back(from);
}

bool removeEdge(hipGraphNode* from, hipGraphNode* to) {
  auto out = std::find(from->dependents.begin(), from->dependents.end(), to);
  if (out == from->dependents.end()) return false;
  from->dependents.erase(out);
  std::erase(to->dependencies, from);
  return true;
}

void copyParameters(hipGraphNode& to, const hipGraphNode& from, bool exposed) {
  to.type = from.type;
  to.kernel = from.kernel;
  to.function = from.function;
  to.dims = from.dims;
  to.arguments = from.arguments;
  to.copy = from.copy;
  to.linear = from.linear;
  to.memset = from.memset;
  to.host = from.host;
  to.child = from.child ? from.child->clone(nullptr, exposed) : nullptr;
  to.event = from.event;
}

void launchNode(const hipGraphNode& node, hipStream_t stream) {
  switch (node.type) {
    case hipGraphNodeTypeKernel: submitLaunch(node.function, node.dims, stream, node.arguments); break;
    case hipGraphNodeTypeMemcpy: submit(stream, [p = node.copy] { runCopy3D(p); }); break;
    case hipGraphNodeTypeMemcpy1D:
    case hipGraphNodeTypeMemcpyFromSymbol:
    case hipGraphNodeTypeMemcpyToSymbol:
      submit(stream, [l = node.linear, type = node.type] { runLinear(l, type); });
      break;
    case hipGraphNodeTypeMemset: submit(stream, [p = node.memset] { runMemset(p); }); break;
    case hipGraphNodeTypeHost: submit(stream, [h = node.host] { h.fn(h.userData); }); break;
    case hipGraphNodeTypeGraph: launchGraph(*node.child, stream); break;
    case hipGraphNodeTypeEventRecord: node.event->record(stream); break;
    case hipGraphNodeTypeWaitEvent: node.event->makeWait(stream); break;
    default: break;  // empty: orders its dependents after its dependencies, which the order already does
  }
}

void launchGraph(const ihipGraph& graph, hipStream_t stream) {
  for (hipGraphNode* node : graph.topologicalOrder()) launchNode(*node, stream);
}

}  // namespace gcnjit::hip

using gcnjit::hip::track;

ihipGraph::ihipGraph(bool exposedHandle) : exposed(exposedHandle) {
  if (exposed) track(this, true);
}

ihipGraph::~ihipGraph() {
  if (!exposed) return;
  for (const auto& node : nodes) track(node.get(), false);
  track(this, false);
}

hipGraphNode* ihipGraph::add(std::unique_ptr<hipGraphNode> node, const hipGraphNode* const* dependencies,
                             std::size_t count) {
  node->graph = this;
  if (!node->id) node->id = gcnjit::hip::nextNodeId++;
  hipGraphNode* added = node.get();
  nodes.push_back(std::move(node));
  if (exposed) track(added, true);
  for (std::size_t i = 0; i < count; ++i) gcnjit::hip::addEdge(const_cast<hipGraphNode*>(dependencies[i]), added);
  return added;
}

void ihipGraph::remove(hipGraphNode* node) {
  for (hipGraphNode* from : std::vector(node->dependencies)) gcnjit::hip::removeEdge(from, node);
  for (hipGraphNode* to : std::vector(node->dependents)) gcnjit::hip::removeEdge(node, to);
  if (exposed) track(node, false);
  std::erase_if(nodes, [&](const auto& n) { return n.get() == node; });
}

std::unique_ptr<ihipGraph> ihipGraph::clone(std::map<const hipGraphNode*, hipGraphNode*>* map,
                                            bool exposedCopy) const {
  auto copy = std::make_unique<ihipGraph>(exposedCopy);
  copy->original = this;
  std::map<const hipGraphNode*, hipGraphNode*> local;
  if (!map) map = &local;
  for (const auto& node : nodes) {
    auto twin = std::make_unique<hipGraphNode>();
    gcnjit::hip::copyParameters(*twin, *node, exposedCopy);
    twin->id = node->id;
    (*map)[node.get()] = copy->add(std::move(twin), nullptr, 0);
  }
  for (const auto& node : nodes)
    for (hipGraphNode* to : node->dependents) gcnjit::hip::addEdge(map->at(node.get()), map->at(to));
  return copy;
}

std::vector<hipGraphNode*> ihipGraph::topologicalOrder() const {
  std::map<const hipGraphNode*, std::size_t> waiting;
  std::vector<hipGraphNode*> order;
  for (const auto& node : nodes) {
    waiting[node.get()] = node->dependencies.size();
    if (node->dependencies.empty()) order.push_back(node.get());
  }
  for (std::size_t next = 0; next < order.size(); ++next)
    for (hipGraphNode* to : order[next]->dependents)
      if (--waiting[to] == 0) order.push_back(to);
  return order;  // shorter than `nodes` only for a cycle, which the API cannot build
}

std::vector<hipGraphNode*> ihipGraph::roots() const {
  std::vector<hipGraphNode*> found;
  for (const auto& node : nodes)
    if (node->dependencies.empty()) found.push_back(node.get());
  return found;
}

std::vector<hipGraphNode*> ihipGraph::leaves() const {
  std::vector<hipGraphNode*> found;
  for (const auto& node : nodes)
    if (node->dependents.empty()) found.push_back(node.get());
  return found;
}

std::vector<std::pair<hipGraphNode*, hipGraphNode*>> ihipGraph::edges() const {
  std::vector<std::pair<hipGraphNode*, hipGraphNode*>> found;
  for (const auto& node : nodes)
    for (hipGraphNode* to : node->dependents) found.emplace_back(node.get(), to);
  return found;
}
