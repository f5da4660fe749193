// Setting a graph node's parameters, checked as AMD's ROCm 5.2 runtime
// checks them (hipErrorInvalidValue unless said otherwise). The same
// functions serve hipGraphAdd*Node, hipGraph*NodeSetParams and
// hipGraphExec*NodeSetParams; on error the node is unchanged.
#pragma once

#include <hip/hip_runtime_api.h>

#include "hip/graph.h"

namespace gcnjit::hip {

// `func` is a kernel's host stub (hipErrorInvalidDeviceFunction if not);
// exactly one of kernelParams and extra; the argument values are copied now.
hipError_t setKernelParams(hipGraphNode& node, const hipKernelNodeParams& params);
// Pointers (arrays are not supported: hipErrorNotSupported), pitches.
hipError_t setCopyParams(hipGraphNode& node, const hipMemcpy3DParms& params);
// `kind`: the caller's hipMemcpyKind as an int (enum_value.h), checked here.
hipError_t setCopy1DParams(hipGraphNode& node, void* dst, const void* src, std::size_t count, int kind);
// A registered device variable (hipErrorInvalidSymbol), `count` bytes from `offset` inside it.
hipError_t setSymbolCopyParams(hipGraphNode& node, hipGraphNodeType type, void* dst, const void* src,
                               const void* symbol, std::size_t count, std::size_t offset, int kind);
// elementSize 1, 2 or 4, height at least 1, rows of width elements within
// the pitch, all of it in device memory (AMD's memset checks).
hipError_t setMemsetParams(hipGraphNode& node, const hipMemsetParams& params);
hipError_t setHostParams(hipGraphNode& node, const hipHostNodeParams& params);
hipError_t setChildGraph(hipGraphNode& node, const ihipGraph* child);
hipError_t setEvent(hipGraphNode& node, hipEvent_t event);

}  // namespace gcnjit::hip
