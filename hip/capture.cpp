#include "hip/capture.h"

#include <algorithm>
#include <atomic>
#include <map>
#include <mutex>
#include <set>
#include <thread>

#include "hip/enum_value.h"
#include "hip/stream.h"

namespace gcnjit::hip {
namespace {

// One capture sequence: the graph it builds and the streams taking part.
struct Capture {
  std::unique_ptr<ihipGraph> graph = std::make_unique<ihipGraph>();
  hipStreamCaptureMode mode = hipStreamCaptureModeGlobal;
  unsigned long long id = 0;
  hipStream_t origin = nullptr;
  std::thread::id thread;
};
using CaptureRef = std::shared_ptr<Capture>;

struct StreamState {
  CaptureRef capture;
  std::vector<hipGraphNode*> dependencies;
};
struct EventState {
  CaptureRef capture;
  std::vector<hipGraphNode*> nodes;
};

std::mutex mutex;
std::map<hipStream_t, StreamState> streams;  // the capturing streams
std::map<hipEvent_t, EventState> events;     // events recorded in a capture
std::atomic<unsigned long long> nextId{1};
thread_local hipStreamCaptureMode threadMode = hipStreamCaptureModeGlobal;

void addUnique(std::vector<hipGraphNode*>& set, const std::vector<hipGraphNode*>& more) {
  for (hipGraphNode* node : more)
    if (std::find(set.begin(), set.end(), node) == set.end()) set.push_back(node);
}

// `nodes` and every node they depend on, directly or not.
std::set<const hipGraphNode*> withAncestors(const std::vector<hipGraphNode*>& nodes) {
  std::set<const hipGraphNode*> seen;
  std::vector<const hipGraphNode*> work(nodes.begin(), nodes.end());
  while (!work.empty()) {
    const hipGraphNode* node = work.back();
    work.pop_back();
    if (!seen.insert(node).second) continue;
    work.insert(work.end(), node->dependencies.begin(), node->dependencies.end());
  }
  return seen;
}

// Captures begun in a mode other than relaxed on this thread, and global
// ones on any thread.
bool captureOnThisThread() {
  for (const auto& [stream, state] : streams)
    if (state.capture->origin == stream && state.capture->mode != hipStreamCaptureModeRelaxed &&
        state.capture->thread == std::this_thread::get_id())
      return true;
  return false;
}
bool globalCapture() {
  for (const auto& [stream, state] : streams)
    if (state.capture->mode == hipStreamCaptureModeGlobal) return true;
  return false;
}

}  // namespace

bool isCapturing(hipStream_t stream) {
  stream = resolve(stream);
  if (isNullStream(stream)) return false;
  std::lock_guard lock(mutex);
  return streams.count(stream) != 0;
}

hipError_t captureNode(hipStream_t stream, std::unique_ptr<hipGraphNode> node) {
  stream = resolve(stream);
  std::lock_guard lock(mutex);
  auto found = streams.find(stream);
  if (found == streams.end()) return hipErrorInvalidValue;
  StreamState& state = found->second;
  hipGraphNode* added = state.capture->graph->add(std::move(node), state.dependencies.data(), state.dependencies.size());
  state.dependencies = {added};
  return hipSuccess;
}

hipError_t captureKernel(hipStream_t stream, ihipModuleSymbol_t* function, const runtime::LaunchDims& dims,
                         std::vector<std::uint8_t> arguments) {
  auto node = std::make_unique<hipGraphNode>();
  node->type = hipGraphNodeTypeKernel;
  node->function = function;
  node->dims = dims;
  node->arguments = std::move(arguments);
  node->kernel.blockDim = dim3(dims.workgroup[0], dims.workgroup[1], dims.workgroup[2]);
  node->kernel.gridDim = dim3(dims.groups(0), dims.groups(1), dims.groups(2));
  node->kernel.sharedMemBytes = dims.dynamicLds;
  node->kernel.func = const_cast<void*>(Runtime::get().hostStubOf(function));
  return captureNode(stream, std::move(node));
}

hipError_t captureMemset(hipStream_t stream, void* dst, std::size_t pitch, unsigned value, unsigned elementSize,
                         std::size_t width, std::size_t height) {
  auto node = std::make_unique<hipGraphNode>();
  node->type = hipGraphNodeTypeMemset;
  node->memset = {dst, elementSize, height, pitch, value, width};
  return captureNode(stream, std::move(node));
}

hipError_t captureCopy1D(hipStream_t stream, void* dst, const void* src, std::size_t count, hipMemcpyKind kind) {
  auto node = std::make_unique<hipGraphNode>();
  node->type = hipGraphNodeTypeMemcpy1D;
  node->linear.dst = dst;
  node->linear.src = src;
  node->linear.count = count;
  node->linear.kind = kind;
  return captureNode(stream, std::move(node));
}

hipError_t captureCopy3D(hipStream_t stream, const hipMemcpy3DParms& parameters) {
  auto node = std::make_unique<hipGraphNode>();
  node->type = hipGraphNodeTypeMemcpy;
  node->copy = parameters;
  return captureNode(stream, std::move(node));
}

bool captureEventRecord(hipEvent_t event, hipStream_t stream) {
  stream = resolve(stream);
  std::lock_guard lock(mutex);
  auto found = isNullStream(stream) ? streams.end() : streams.find(stream);
  if (found == streams.end()) {
    events.erase(event);
    return false;
  }
  events[event] = {found->second.capture, found->second.dependencies};
  return true;
}

bool captureEventWait(hipStream_t stream, hipEvent_t event, hipError_t& result) {
  stream = resolve(stream);
  std::lock_guard lock(mutex);
  auto recorded = events.find(event);
  auto waiting = isNullStream(stream) ? streams.end() : streams.find(stream);
  result = hipSuccess;
  if (recorded == events.end()) {
    // A record made outside any capture adds no dependency to a captured
    // stream (AMD 5.2 adds the event's captured nodes, of which it has none).
    return waiting != streams.end();
  }
  if (isNullStream(stream)) {
    result = hipErrorStreamCaptureImplicit;
    return true;
  }
  const EventState& e = recorded->second;
  if (waiting == streams.end()) {
    streams[stream] = {e.capture, e.nodes};
  } else if (waiting->second.capture != e.capture) {
    result = hipErrorStreamCaptureIsolation;
  } else {
    addUnique(waiting->second.dependencies, e.nodes);
  }
  return true;
}

void forgetEvent(hipEvent_t event) {
  std::lock_guard lock(mutex);
  events.erase(event);
}

void forgetStream(hipStream_t stream) {
  std::lock_guard lock(mutex);
  auto found = streams.find(stream);
  if (found == streams.end()) return;
  CaptureRef capture = found->second.capture;
  if (capture->origin != stream) {
    streams.erase(found);
    return;
  }
  // Without its origin the capture can never end: it is dropped.
  std::erase_if(streams, [&](const auto& entry) { return entry.second.capture == capture; });
  std::erase_if(events, [&](const auto& entry) { return entry.second.capture == capture; });
}

hipError_t unsafeCallAllowed() {
  std::lock_guard lock(mutex);
  if (threadMode == hipStreamCaptureModeRelaxed) return hipSuccess;
  if (captureOnThisThread()) return hipErrorStreamCaptureUnsupported;
  if (threadMode == hipStreamCaptureModeGlobal && globalCapture()) return hipErrorStreamCaptureUnsupported;
  return hipSuccess;
}

hipError_t synchronousCallAllowed() {
  std::lock_guard lock(mutex);
  return globalCapture() ? hipErrorStreamCaptureImplicit : hipSuccess;
}

hipError_t beginCapture(hipStream_t stream, hipStreamCaptureMode mode) {
  stream = resolve(stream);
  if (!validStream(stream)) return hipErrorInvalidValue;
  if (isNullStream(stream)) return hipErrorStreamCaptureUnsupported;
  if (mode < hipStreamCaptureModeGlobal || mode > hipStreamCaptureModeRelaxed) return hipErrorInvalidValue;
  std::lock_guard lock(mutex);
  if (streams.count(stream)) return hipErrorIllegalState;
  auto capture = std::make_shared<Capture>();
  capture->mode = mode;
  capture->id = nextId++;
  capture->origin = stream;
  capture->thread = std::this_thread::get_id();
  streams[stream] = {capture, {}};
  return hipSuccess;
}

hipError_t endCapture(hipStream_t stream, hipGraph_t* graph) {
  stream = resolve(stream);
  if (!graph) return hipErrorInvalidValue;
  if (isNullStream(stream)) return hipErrorIllegalState;
  if (!validStream(stream)) return hipErrorContextIsDestroyed;
  std::lock_guard lock(mutex);
  auto found = streams.find(stream);
  if (found == streams.end()) return hipErrorIllegalState;
  if (found->second.capture->origin != stream) return hipErrorStreamCaptureUnmatched;
  CaptureRef capture = found->second.capture;
  if (capture->mode != hipStreamCaptureModeRelaxed && capture->thread != std::this_thread::get_id())
    return hipErrorStreamCaptureWrongThread;
  // Every joined stream's work must precede the origin's dependency set.
  std::set<const hipGraphNode*> joined = withAncestors(found->second.dependencies);
  for (const auto& [other, state] : streams)
    if (state.capture == capture)
      for (hipGraphNode* node : state.dependencies)
        if (!joined.count(node)) return hipErrorStreamCaptureUnjoined;
  std::erase_if(streams, [&](const auto& entry) { return entry.second.capture == capture; });
  std::erase_if(events, [&](const auto& entry) { return entry.second.capture == capture; });
  *graph = capture->graph.release();
  return hipSuccess;
}

hipError_t captureInfo(hipStream_t stream, hipStreamCaptureStatus* status, unsigned long long* id, hipGraph_t* graph,
                       const hipGraphNode_t** dependencies, std::size_t* count) {
  stream = resolve(stream);
  if (!status) return hipErrorInvalidValue;
  if (stream == nullptr) return hipErrorUnknown;  // AMD 5.2: the legacy stream has no capture information
  if (!validStream(stream)) return hipErrorInvalidValue;
  std::lock_guard lock(mutex);
  auto found = isNullStream(stream) ? streams.end() : streams.find(stream);
  if (found == streams.end()) {
    *status = hipStreamCaptureStatusNone;
    return hipSuccess;
  }
  *status = hipStreamCaptureStatusActive;
  if (id) *id = found->second.capture->id;
  if (graph) *graph = found->second.capture->graph.get();
  if (dependencies) *dependencies = found->second.dependencies.data();
  if (count) *count = found->second.dependencies.size();
  return hipSuccess;
}

hipError_t updateCaptureDependencies(hipStream_t stream, hipGraphNode_t* dependencies, std::size_t count,
                                     unsigned flags) {
  stream = resolve(stream);
  if (!validStream(stream)) return hipErrorInvalidValue;
  std::lock_guard lock(mutex);
  auto found = isNullStream(stream) ? streams.end() : streams.find(stream);
  if (found == streams.end()) return hipErrorIllegalState;
  if ((count && !dependencies) || flags > hipStreamSetCaptureDependencies) return hipErrorInvalidValue;
  std::vector<hipGraphNode*> given(dependencies, dependencies + count);
  for (hipGraphNode* node : given)
    if (!validNode(node) || node->graph != found->second.capture->graph.get()) return hipErrorInvalidValue;
  if (flags == hipStreamSetCaptureDependencies) found->second.dependencies.clear();
  addUnique(found->second.dependencies, given);
  return hipSuccess;
}

hipError_t exchangeCaptureMode(hipStreamCaptureMode* mode) {
  if (!mode || enumValue(*mode) < hipStreamCaptureModeGlobal || enumValue(*mode) > hipStreamCaptureModeRelaxed) {
    return hipErrorInvalidValue;
  }
  std::swap(threadMode, *mode);
  return hipSuccess;
}

}  // namespace gcnjit::hip
