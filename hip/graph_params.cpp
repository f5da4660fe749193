#include "hip/graph_params.h"

#include "hip/event.h"
#include "hip/launch.h"

namespace gcnjit::hip {

hipError_t setKernelParams(hipGraphNode& node, const hipKernelNodeParams& params) {
  if (!params.func) return hipErrorInvalidValue;
  ihipModuleSymbol_t* function = Runtime::get().hostFunction(params.func);
  if (!function) return hipErrorInvalidDeviceFunction;
  runtime::LaunchDims dims;
  if (hipError_t e = blockDims(params.gridDim, params.blockDim, params.sharedMemBytes, dims)) return e;
  if (hipError_t e = validateLaunch(function, dims)) return e;
  if (!params.kernelParams == !params.extra) return hipErrorInvalidValue;
  std::vector<std::uint8_t> arguments;
  if (hipError_t e = argumentBytes(*function->kernel, params.kernelParams, params.extra, arguments)) return e;
  node.type = hipGraphNodeTypeKernel;
  node.kernel = params;
  node.function = function;
  node.dims = dims;
  node.arguments = std::move(arguments);
  return hipSuccess;
}

hipError_t setCopyParams(hipGraphNode& node, const hipMemcpy3DParms& p) {
  if (p.srcArray || p.dstArray) return hipErrorNotSupported;
  if (!p.srcPtr.ptr || !p.dstPtr.ptr) return hipErrorInvalidValue;
  if (p.srcPos.x + p.extent.width > p.srcPtr.pitch || p.dstPos.x + p.extent.width > p.dstPtr.pitch)
    return hipErrorInvalidPitchValue;
  node.type = hipGraphNodeTypeMemcpy;
  node.copy = p;
  return hipSuccess;
}

hipError_t setCopy1DParams(hipGraphNode& node, void* dst, const void* src, std::size_t count, int kind) {
  if (!dst || !src) return hipErrorInvalidValue;  // AMD 5.2 accepts an empty copy
  if (kind < hipMemcpyHostToHost || kind > hipMemcpyDefault) return hipErrorInvalidMemcpyDirection;
  node.type = hipGraphNodeTypeMemcpy1D;
  node.linear = {dst, src, nullptr, count, 0, hipMemcpyKind(kind)};
  return hipSuccess;
}

hipError_t setSymbolCopyParams(hipGraphNode& node, hipGraphNodeType type, void* dst, const void* src,
                               const void* symbol, std::size_t count, std::size_t offset, int kind) {
  auto variable = Runtime::get().variable(symbol);
  bool toSymbol = type == hipGraphNodeTypeMemcpyToSymbol;
  // AMD 5.2's codes for what is no symbol (measured on its library): a copy
  // node from it is hipErrorInvalidValue, to it hipErrorInvalidSymbol.
  if (!variable) return toSymbol ? hipErrorInvalidSymbol : hipErrorInvalidValue;
  if ((toSymbol ? !src : !dst) || !count || offset + count > variable->second) return hipErrorInvalidValue;
  if (kind < hipMemcpyHostToHost || kind > hipMemcpyDefault) return hipErrorInvalidMemcpyDirection;
  node.type = type;
  node.linear = {dst, src, symbol, count, offset, hipMemcpyKind(kind)};
  return hipSuccess;
}

hipError_t setMemsetParams(hipGraphNode& node, const hipMemsetParams& p) {
  if (!p.dst || !p.height || !p.width) return hipErrorInvalidValue;
  if (p.elementSize != 1 && p.elementSize != 2 && p.elementSize != 4) return hipErrorInvalidValue;
  std::size_t row, span;
  if (__builtin_mul_overflow(p.width, p.elementSize, &row) || (p.height > 1 && p.pitch < row)) return hipErrorInvalidValue;
  if (__builtin_mul_overflow(p.height - 1, p.pitch, &span) || __builtin_add_overflow(span, row, &span) ||
      !Runtime::get().deviceMemory(p.dst, span))
    return hipErrorInvalidValue;
  node.type = hipGraphNodeTypeMemset;
  node.memset = p;
  return hipSuccess;
}

hipError_t setHostParams(hipGraphNode& node, const hipHostNodeParams& params) {
  if (!params.fn) return hipErrorInvalidValue;
  node.type = hipGraphNodeTypeHost;
  node.host = params;
  return hipSuccess;
}

hipError_t setChildGraph(hipGraphNode& node, const ihipGraph* child) {
  if (!validGraph(child) || child == node.graph) return hipErrorInvalidValue;
  node.type = hipGraphNodeTypeGraph;
  node.child = child->clone(nullptr, node.graph->exposed);
  return hipSuccess;
}

hipError_t setEvent(hipGraphNode& node, hipEvent_t event) {
  if (!liveEvent(event)) return hipErrorInvalidValue;
  node.event = event;
  return hipSuccess;
}

}  // namespace gcnjit::hip
