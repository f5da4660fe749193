// Table-driven: implemented exports called with null outputs, made-up or
// destroyed handles, zero or oversized sizes and wrong kinds must return
// the error code AMD's ROCm 5.2 runtime returns, record it as the thread's
// last error (hipGetLastError returns it once), and never crash. Covers the
// graph, stream-capture, context, stream, memory, pointer-attribute, array,
// texture, texture-reference, peer, device, memory-pool and hiprtc calls. Where AMD 5.2 reads through a null pointer or a
// made-up handle (and crashes), the code here is the one its checks give
// for the closest case, noted "stricter".
#include <hip/hiprtc.h>

#include "bad_arguments.h"

extern "C" {  // the per-thread default stream variants
hipError_t hipMemcpy_spt(void*, const void*, size_t, hipMemcpyKind);
hipError_t hipMemset_spt(void*, int, size_t);
hipError_t hipStreamGetFlags_spt(hipStream_t, unsigned int*);
hipError_t hipStreamSynchronize_spt(hipStream_t);
}

__global__ void kernel(int* x) {
  if (x) x[threadIdx.x] = 1;
}

int main(int argc, char** argv) {
  const TableMode mode = tableMode(argc, argv);
  // Live objects to pass where an argument must be valid.
  hipStream_t stream, destroyed;
  HIP_CHECK(hipStreamCreate(&stream));
  HIP_CHECK(hipStreamCreate(&destroyed));
  HIP_CHECK(hipStreamDestroy(destroyed));
  hipEvent_t event;
  HIP_CHECK(hipEventCreate(&event));
  hipMemPool_t memPool;
  HIP_CHECK(hipDeviceGetDefaultMemPool(&memPool, 0));
  hipMemPoolProps poolProps{};
  poolProps.allocType = hipMemAllocationTypePinned;
  poolProps.location = {hipMemLocationTypeDevice, 0};
  hipGraph_t graph, deadGraph;
  HIP_CHECK(hipGraphCreate(&graph, 0));
  HIP_CHECK(hipGraphCreate(&deadGraph, 0));
  HIP_CHECK(hipGraphDestroy(deadGraph));
  hipGraphNode_t empty, hostNode;
  HIP_CHECK(hipGraphAddEmptyNode(&empty, graph, nullptr, 0));
  hipHostNodeParams hostParams{[](void*) {}, nullptr};
  HIP_CHECK(hipGraphAddHostNode(&hostNode, graph, nullptr, 0, &hostParams));
  hipGraphExec_t exec;
  HIP_CHECK(hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0));
  int* device;
  HIP_CHECK(hipMalloc(&device, 256));
  int* managed;
  HIP_CHECK(hipMallocManaged(&managed, 256));
  auto madeUpGraph = reinterpret_cast<hipGraph_t>(0x1000);
  auto madeUpNode = reinterpret_cast<hipGraphNode_t>(0x2000);
  auto madeUpExec = reinterpret_cast<hipGraphExec_t>(0x3000);
  auto madeUpStream = reinterpret_cast<hipStream_t>(0x4000);
  auto madeUpCtx = reinterpret_cast<hipCtx_t>(0x5000);
  hipGraphNode_t node;
  size_t count = 0;
  hipGraphNodeType type;
  hipKernelNodeParams kernelParams{};
  hipMemsetParams memsetParams{};
  hipMemcpy3DParms copyParams{};
  hipChannelFormatDesc channel = hipCreateChannelDesc<float>();
  hipArray_t array;
  hipArray* madeUpArray = reinterpret_cast<hipArray*>(&copyParams);
  hipTextureObject_t madeUpTexture = reinterpret_cast<hipTextureObject_t>(&copyParams);
  hipResourceDesc resourceDesc;
  hipTextureDesc textureDesc;
  hipResourceViewDesc viewDesc;
  HIP_RESOURCE_DESC driverResource;
  HIP_RESOURCE_VIEW_DESC driverView;
  hipStreamCaptureStatus status;
  hipCtx_t ctx;
  int value;
  unsigned flags;
  void* p;
  size_t pitch;
  hipPitchedPtr pitched{};
  textureReference texRef{};  // no registered texture<> variable

  const std::vector<BadCall<hipError_t>> cases = {
      // Graphs.
      {"hipGraphCreate(null)", hipErrorInvalidValue, [&] { return hipGraphCreate(nullptr, 0); }},
      {"hipGraphCreate(flags 1)", hipErrorInvalidValue, [&] { return hipGraphCreate(&deadGraph, 1); }},
      {"hipGraphDestroy(null)", hipErrorInvalidValue, [&] { return hipGraphDestroy(nullptr); }},
      {"hipGraphDestroy(destroyed)", hipErrorIllegalState, [&] { return hipGraphDestroy(deadGraph); }},
      {"hipGraphDestroy(made up)", hipErrorIllegalState, [&] { return hipGraphDestroy(madeUpGraph); }},
      {"hipGraphAddEmptyNode(made-up graph)", hipErrorInvalidValue,
       [&] { return hipGraphAddEmptyNode(&node, madeUpGraph, nullptr, 0); }},
      {"hipGraphAddEmptyNode(made-up dependency)", hipErrorInvalidValue,
       [&] { return hipGraphAddEmptyNode(&node, graph, &madeUpNode, 1); }},
      {"hipGraphAddKernelNode(null params)", hipErrorInvalidValue,
       [&] { return hipGraphAddKernelNode(&node, graph, nullptr, 0, nullptr); }},
      {"hipGraphAddKernelNode(block 0)", hipErrorInvalidValue,
       [&] {
         static int* arg = nullptr;
         static void* args[] = {&arg};
         kernelParams.func = reinterpret_cast<void*>(kernel);
         kernelParams.gridDim = dim3(1);
         kernelParams.blockDim = dim3(0);
         kernelParams.kernelParams = args;
         return hipGraphAddKernelNode(&node, graph, nullptr, 0, &kernelParams);
       }},
      {"hipGraphAddKernelNode(params and extra)", hipErrorInvalidValue,
       [&] {
         static void* extra[] = {HIP_LAUNCH_PARAM_END};
         kernelParams.blockDim = dim3(64);
         kernelParams.extra = extra;
         return hipGraphAddKernelNode(&node, graph, nullptr, 0, &kernelParams);
       }},
      {"hipGraphAddMemsetNode(height 0)", hipErrorInvalidValue,
       [&] {
         memsetParams = {device, 4, 0, 0, 0, 16};
         return hipGraphAddMemsetNode(&node, graph, nullptr, 0, &memsetParams);
       }},
      {"hipGraphAddMemsetNode(pitch < row)", hipErrorInvalidValue,
       [&] {
         memsetParams = {device, 4, 2, 8, 0, 16};
         return hipGraphAddMemsetNode(&node, graph, nullptr, 0, &memsetParams);
       }},
      {"hipGraphAddMemsetNode(host memory)", hipErrorInvalidValue,
       [&] {
         memsetParams = {&value, 4, 1, 0, 0, 1};
         return hipGraphAddMemsetNode(&node, graph, nullptr, 0, &memsetParams);
       }},
      {"hipGraphAddMemsetNode(past the allocation)", hipErrorInvalidValue,
       [&] {
         memsetParams = {device, 4, 1, 0, 0, 65};
         return hipGraphAddMemsetNode(&node, graph, nullptr, 0, &memsetParams);
       }},
      {"hipGraphAddMemcpyNode(null pointers)", hipErrorInvalidValue,
       [&] { return hipGraphAddMemcpyNode(&node, graph, nullptr, 0, &copyParams); }},
      {"hipGraphAddMemcpyNode1D(count 0)", hipSuccess,  // AMD 5.2 accepts an empty copy
      
       [&] { return hipGraphAddMemcpyNode1D(&node, graph, nullptr, 0, device, device + 8, 0, hipMemcpyDefault); }},
      {"hipGraphAddMemcpyNode1D(kind 9)", hipErrorInvalidMemcpyDirection,
       [&] {
         return hipGraphAddMemcpyNode1D(&node, graph, nullptr, 0, device, device + 8, 4, hipMemcpyKind(9));
       }},
      {"hipGraphMemcpyNodeSetParams1D(onto itself)", hipErrorInvalidValue,
       [&] {
         hipGraphNode_t copy;
         hipError_t e = hipGraphAddMemcpyNode1D(&copy, graph, nullptr, 0, device, device + 8, 4, hipMemcpyDefault);
         if (e != hipSuccess) return e;
         e = hipGraphMemcpyNodeSetParams1D(copy, device, device, 4, hipMemcpyDefault);
         (void)hipGraphDestroyNode(copy);
         return e;
       }},
      {"hipGraphAddMemcpyNodeToSymbol(no symbol)", hipErrorInvalidSymbol,
       [&] {
         return hipGraphAddMemcpyNodeToSymbol(&node, graph, nullptr, 0, &value, device, 4, 0, hipMemcpyDefault);
       }},
      {"hipGraphAddEventWaitNode(null event)", hipErrorInvalidValue,
       [&] { return hipGraphAddEventWaitNode(&node, graph, nullptr, 0, nullptr); }},
      {"hipGraphAddChildGraphNode(itself)", hipErrorInvalidValue,
       [&] { return hipGraphAddChildGraphNode(&node, graph, nullptr, 0, graph); }},
      {"hipGraphGetNodes(made-up graph)", hipErrorInvalidValue,
       [&] { return hipGraphGetNodes(madeUpGraph, nullptr, &count); }},
      {"hipGraphGetRootNodes(null count)", hipErrorInvalidValue,
       [&] { return hipGraphGetRootNodes(graph, nullptr, nullptr); }},
      {"hipGraphGetEdges(null count)", hipErrorInvalidValue,
       [&] { return hipGraphGetEdges(graph, nullptr, nullptr, nullptr); }},
      {"hipGraphAddDependencies(null graph)", hipErrorInvalidValue,
       [&] { return hipGraphAddDependencies(nullptr, &empty, &hostNode, 1); }},
      {"hipGraphAddDependencies(null from)", hipErrorInvalidValue,
       [&] { return hipGraphAddDependencies(graph, nullptr, &hostNode, 1); }},
      {"hipGraphAddDependencies(made-up node)", hipErrorInvalidValue,
       [&] { return hipGraphAddDependencies(graph, &madeUpNode, &hostNode, 1); }},
      {"hipGraphRemoveDependencies(no such edge)", hipErrorInvalidValue,
       [&] { return hipGraphRemoveDependencies(graph, &empty, &hostNode, 1); }},
      {"hipGraphNodeGetDependencies(null count)", hipErrorInvalidValue,
       [&] { return hipGraphNodeGetDependencies(empty, nullptr, nullptr); }},
      {"hipGraphNodeGetDependentNodes(made up)", hipErrorInvalidValue,
       [&] { return hipGraphNodeGetDependentNodes(madeUpNode, nullptr, &count); }},
      {"hipGraphNodeGetType(null type)", hipErrorInvalidValue, [&] { return hipGraphNodeGetType(empty, nullptr); }},
      {"hipGraphNodeGetType(made up)", hipErrorInvalidValue, [&] { return hipGraphNodeGetType(madeUpNode, &type); }},
      {"hipGraphKernelNodeGetParams(empty node)", hipErrorInvalidValue,
       [&] { return hipGraphKernelNodeGetParams(empty, &kernelParams); }},
      {"hipGraphHostNodeSetParams(null fn)", hipErrorInvalidValue,
       [&] {
         hipHostNodeParams none{};
         return hipGraphHostNodeSetParams(hostNode, &none);
       }},
      {"hipGraphHostNodeGetParams(null)", hipErrorInvalidValue,
       [&] { return hipGraphHostNodeGetParams(hostNode, nullptr); }},
      {"hipGraphMemsetNodeSetParams(host node)", hipErrorInvalidValue,
       [&] { return hipGraphMemsetNodeSetParams(hostNode, &memsetParams); }},
      {"hipGraphChildGraphNodeGetGraph(empty node)", hipErrorInvalidValue,
       [&] { return hipGraphChildGraphNodeGetGraph(empty, &deadGraph); }},
      {"hipGraphEventRecordNodeGetEvent(host node)", hipErrorInvalidValue,
       [&] { return hipGraphEventRecordNodeGetEvent(hostNode, &event); }},
      {"hipGraphDestroyNode(made up)", hipErrorInvalidValue, [&] { return hipGraphDestroyNode(madeUpNode); }},
      {"hipGraphClone(null output)", hipErrorInvalidValue, [&] { return hipGraphClone(nullptr, graph); }},
      {"hipGraphNodeFindInClone(not a clone)", hipErrorInvalidValue,
       [&] { return hipGraphNodeFindInClone(&node, empty, graph); }},
      {"hipGraphInstantiate(made-up graph)", hipErrorInvalidValue,
       [&] { return hipGraphInstantiate(&exec, madeUpGraph, nullptr, nullptr, 0); }},
      {"hipGraphInstantiateWithFlags(flags 4)", hipErrorInvalidValue,
       [&] { return hipGraphInstantiateWithFlags(&exec, graph, 4); }},
      {"hipGraphLaunch(made-up exec)", hipErrorInvalidValue, [&] { return hipGraphLaunch(madeUpExec, stream); }},
      {"hipGraphLaunch(made-up stream)", hipErrorInvalidValue, [&] { return hipGraphLaunch(exec, madeUpStream); }},
      {"hipGraphExecDestroy(made up)", hipErrorInvalidValue, [&] { return hipGraphExecDestroy(madeUpExec); }},
      {"hipGraphExecHostNodeSetParams(node of no graph)", hipErrorInvalidValue,
       [&] { return hipGraphExecHostNodeSetParams(exec, madeUpNode, &hostParams); }},
      {"hipGraphExecKernelNodeSetParams(host node)", hipErrorInvalidValue,
       [&] { return hipGraphExecKernelNodeSetParams(exec, hostNode, &kernelParams); }},
      {"hipGraphExecUpdate(null result)", hipErrorInvalidValue,
       [&] { return hipGraphExecUpdate(exec, graph, &node, nullptr); }},
      // Stream capture.
      {"hipStreamBeginCapture(null stream)", hipErrorStreamCaptureUnsupported,
       [&] { return hipStreamBeginCapture(nullptr, hipStreamCaptureModeGlobal); }},
      {"hipStreamBeginCapture(made-up stream)", hipErrorInvalidValue,
       [&] { return hipStreamBeginCapture(madeUpStream, hipStreamCaptureModeGlobal); }},
      {"hipStreamEndCapture(null graph)", hipErrorInvalidValue, [&] { return hipStreamEndCapture(stream, nullptr); }},
      // The two ends below follow hip-tests for 5.2 (stream_capture.hip): AMD's
      // 5.2 library answers hipErrorStreamCaptureUnmatched and hipErrorInvalidValue.
      {"hipStreamEndCapture(not capturing)", hipErrorIllegalState,
       [&] { return hipStreamEndCapture(stream, &deadGraph); }},
      {"hipStreamEndCapture(null stream)", hipErrorIllegalState,
       [&] { return hipStreamEndCapture(nullptr, &deadGraph); }},
      {"hipStreamEndCapture(destroyed stream)", hipErrorContextIsDestroyed,
       [&] { return hipStreamEndCapture(destroyed, &deadGraph); }},
      {"hipStreamIsCapturing(made-up stream)", hipErrorInvalidValue,
       [&] { return hipStreamIsCapturing(madeUpStream, &status); }},
      {"hipStreamGetCaptureInfo(null status)", hipErrorInvalidValue,
       [&] { return hipStreamGetCaptureInfo(stream, nullptr, nullptr); }},
      {"hipStreamGetCaptureInfo_v2(null stream)", hipErrorUnknown,
       [&] { return hipStreamGetCaptureInfo_v2(nullptr, &status, nullptr, nullptr, nullptr, nullptr); }},
      {"hipStreamUpdateCaptureDependencies(not capturing)", hipErrorIllegalState,
       [&] { return hipStreamUpdateCaptureDependencies(stream, &empty, 1, 0); }},
      {"hipThreadExchangeStreamCaptureMode(null)", hipErrorInvalidValue,
       [&] { return hipThreadExchangeStreamCaptureMode(nullptr); }},
      // Contexts (stricter: AMD reads through null outputs and made-up contexts).
      {"hipCtxCreate(null)", hipErrorInvalidValue, [&] { return hipCtxCreate(nullptr, 0, 0); }},
      {"hipCtxCreate(device 1)", hipErrorInvalidValue, [&] { return hipCtxCreate(&ctx, 0, 1); }},
      {"hipCtxDestroy(null)", hipErrorInvalidValue, [&] { return hipCtxDestroy(nullptr); }},
      {"hipCtxDestroy(made up)", hipErrorInvalidContext, [&] { return hipCtxDestroy(madeUpCtx); }},
      {"hipCtxPushCurrent(null)", hipErrorInvalidContext, [&] { return hipCtxPushCurrent(nullptr); }},
      {"hipCtxSetCurrent(made up)", hipErrorInvalidContext, [&] { return hipCtxSetCurrent(madeUpCtx); }},
      {"hipCtxPopCurrent(empty stack)", hipErrorInvalidContext, [&] { return hipCtxPopCurrent(&ctx); }},
      {"hipCtxGetCurrent(null)", hipErrorInvalidValue, [&] { return hipCtxGetCurrent(nullptr); }},
      {"hipCtxGetDevice(null)", hipErrorInvalidValue, [&] { return hipCtxGetDevice(nullptr); }},
      {"hipCtxGetFlags(null)", hipErrorInvalidValue, [&] { return hipCtxGetFlags(nullptr); }},
      {"hipCtxGetApiVersion(null)", hipErrorInvalidValue, [&] { return hipCtxGetApiVersion(nullptr, nullptr); }},
      {"hipDevicePrimaryCtxRetain(device 2)", hipErrorInvalidDevice,
       [&] { return hipDevicePrimaryCtxRetain(&ctx, 2); }},
      {"hipDevicePrimaryCtxSetFlags(0)", hipErrorContextAlreadyInUse,
       [&] { return hipDevicePrimaryCtxSetFlags(0, 0); }},
      // Streams.
      {"hipStreamCreate(null)", hipErrorInvalidValue, [&] { return hipStreamCreate(nullptr); }},
      {"hipStreamCreateWithFlags(flags 2)", hipErrorInvalidValue,
       [&] { return hipStreamCreateWithFlags(&destroyed, 2); }},
      {"hipStreamDestroy(null stream)", hipErrorInvalidHandle, [&] { return hipStreamDestroy(nullptr); }},
      {"hipStreamDestroy(made up)", hipErrorContextIsDestroyed, [&] { return hipStreamDestroy(madeUpStream); }},
      {"hipStreamSynchronize(destroyed)", hipErrorContextIsDestroyed,
       [&] { return hipStreamSynchronize(destroyed); }},
      {"hipStreamQuery(made up)", hipErrorContextIsDestroyed, [&] { return hipStreamQuery(madeUpStream); }},
      {"hipStreamGetFlags(null stream)", hipErrorInvalidValue, [&] { return hipStreamGetFlags(nullptr, &flags); }},
      {"hipStreamGetFlags(null output)", hipErrorInvalidValue, [&] { return hipStreamGetFlags(stream, nullptr); }},
      {"hipStreamGetPriority(made up)", hipErrorContextIsDestroyed,
       [&] { return hipStreamGetPriority(madeUpStream, &value); }},
      {"hipStreamWaitEvent(null event)", hipErrorInvalidHandle,
       [&] { return hipStreamWaitEvent(stream, nullptr, 0); }},
      {"hipStreamWaitEvent(destroyed stream)", hipErrorContextIsDestroyed,
       [&] { return hipStreamWaitEvent(destroyed, event, 0); }},
      {"hipStreamAddCallback(null callback)", hipErrorInvalidValue,
       [&] { return hipStreamAddCallback(stream, nullptr, nullptr, 0); }},
      {"hipExtStreamCreateWithCUMask(null mask)", hipErrorInvalidValue,
       [&] { return hipExtStreamCreateWithCUMask(&destroyed, 1, nullptr); }},
      {"hipExtStreamGetCUMask(null output)", hipErrorInvalidValue,
       [&] { return hipExtStreamGetCUMask(stream, 4, nullptr); }},
      // Memory.
      {"hipMalloc(null)", hipErrorInvalidValue, [&] { return hipMalloc(nullptr, 16); }},
      {"hipMalloc(SIZE_MAX)", hipErrorOutOfMemory, [&] { return hipMalloc(&p, SIZE_MAX); }},
      {"hipHostMalloc(SIZE_MAX)", hipErrorOutOfMemory, [&] { return hipHostMalloc(&p, SIZE_MAX, 0); }},
      {"hipMallocPitch(null pitch)", hipErrorInvalidValue, [&] { return hipMallocPitch(&p, nullptr, 16, 16); }},
      {"hipMallocPitch(SIZE_MAX)", hipErrorOutOfMemory,  // as hipMalloc; AMD 5.2's: hipErrorInvalidValue
       [&] { return hipMallocPitch(&p, &pitch, SIZE_MAX, 2); }},
      {"hipMalloc3D(null)", hipErrorInvalidValue, [&] { return hipMalloc3D(nullptr, make_hipExtent(1, 1, 1)); }},
      // Arrays and texture objects; a made-up handle is a registry miss.
      {"hipMallocArray(null array)", hipErrorInvalidValue, [&] { return hipMallocArray(nullptr, &channel, 4, 4, 0); }},
      {"hipMallocArray(zero width)", hipErrorInvalidValue, [&] { return hipMallocArray(&array, &channel, 0, 4, 0); }},
      {"hipMalloc3DArray(null desc)", hipErrorInvalidValue,
       [&] { return hipMalloc3DArray(&array, nullptr, make_hipExtent(4, 4, 4), 0); }},
      {"hipArrayCreate(null)", hipErrorInvalidValue, [&] { return hipArrayCreate(&array, nullptr); }},
      {"hipArray3DCreate(null)", hipErrorInvalidValue, [&] { return hipArray3DCreate(&array, nullptr); }},
      {"hipFreeArray(made-up)", hipErrorInvalidValue, [&] { return hipFreeArray(madeUpArray); }},
      {"hipArrayDestroy(null)", hipErrorInvalidValue, [&] { return hipArrayDestroy(nullptr); }},
      {"hipGetChannelDesc(null desc)", hipErrorInvalidValue, [&] { return hipGetChannelDesc(nullptr, madeUpArray); }},
      {"hipMemcpy2DToArray(null array)", hipErrorInvalidHandle,
       [&] { return hipMemcpy2DToArray(nullptr, 0, 0, &value, 4, 4, 1, hipMemcpyHostToDevice); }},
      {"hipMemcpy2DToArray(made-up)", hipErrorInvalidValue,
       [&] { return hipMemcpy2DToArray(madeUpArray, 0, 0, &value, 4, 4, 1, hipMemcpyHostToDevice); }},
      {"hipMemcpy2DToArrayAsync(null src)", hipErrorInvalidValue,
       [&] { return hipMemcpy2DToArrayAsync(madeUpArray, 0, 0, nullptr, 4, 4, 1, hipMemcpyHostToDevice, nullptr); }},
      {"hipMemcpy2DFromArray(made-up)", hipErrorInvalidValue,
       [&] { return hipMemcpy2DFromArray(&value, 4, madeUpArray, 0, 0, 4, 1, hipMemcpyDeviceToHost); }},
      {"hipMemcpy2DFromArrayAsync(kind 9)", hipErrorInvalidMemcpyDirection,
       [&] { return hipMemcpy2DFromArrayAsync(&value, 4, madeUpArray, 0, 0, 4, 1, hipMemcpyKind(9), nullptr); }},
      {"hipMemcpyToArray(made-up)", hipErrorInvalidValue,
       [&] { return hipMemcpyToArray(madeUpArray, 0, 0, &value, 4, hipMemcpyHostToDevice); }},
      {"hipMemcpyFromArray(made-up)", hipErrorInvalidValue,
       [&] { return hipMemcpyFromArray(&value, madeUpArray, 0, 0, 4, hipMemcpyDeviceToHost); }},
      {"hipMemcpyHtoA(null)", hipErrorInvalidValue, [&] { return hipMemcpyHtoA(nullptr, 0, &value, 4); }},
      {"hipMemcpyAtoH(made-up)", hipErrorInvalidValue, [&] { return hipMemcpyAtoH(&value, madeUpArray, 0, 4); }},
      {"hipMemcpyParam2D(null)", hipErrorInvalidValue, [&] { return hipMemcpyParam2D(nullptr); }},
      {"hipMemcpyParam2DAsync(null)", hipErrorInvalidValue, [&] { return hipMemcpyParam2DAsync(nullptr, nullptr); }},
      {"hipCreateTextureObject(null)", hipErrorInvalidValue,
       [&] { return hipCreateTextureObject(nullptr, nullptr, nullptr, nullptr); }},
      {"hipDestroyTextureObject(made-up)", hipErrorInvalidValue,
       [&] { return hipDestroyTextureObject(madeUpTexture); }},
      {"hipGetTextureObjectResourceDesc(made-up)", hipErrorInvalidValue,
       [&] { return hipGetTextureObjectResourceDesc(&resourceDesc, madeUpTexture); }},
      {"hipGetTextureObjectTextureDesc(made-up)", hipErrorInvalidValue,
       [&] { return hipGetTextureObjectTextureDesc(&textureDesc, madeUpTexture); }},
      {"hipGetTextureObjectResourceViewDesc(made-up)", hipErrorInvalidValue,
       [&] { return hipGetTextureObjectResourceViewDesc(&viewDesc, madeUpTexture); }},
      {"hipTexObjectCreate(null)", hipErrorInvalidValue,
       [&] { return hipTexObjectCreate(nullptr, nullptr, nullptr, nullptr); }},
      {"hipTexObjectDestroy(made-up)", hipErrorInvalidValue, [&] { return hipTexObjectDestroy(madeUpTexture); }},
      {"hipTexObjectGetResourceDesc(made-up)", hipErrorInvalidValue,
       [&] { return hipTexObjectGetResourceDesc(&driverResource, madeUpTexture); }},
      {"hipTexObjectGetTextureDesc(null)", hipErrorInvalidValue,
       [&] { return hipTexObjectGetTextureDesc(nullptr, madeUpTexture); }},
      {"hipTexObjectGetResourceViewDesc(made-up)", hipErrorInvalidValue,
       [&] { return hipTexObjectGetResourceViewDesc(&driverView, madeUpTexture); }},
      {"hipFree(stack pointer)", hipErrorInvalidValue, [&] { return hipFree(&value); }},
      {"hipHostFree(inside an allocation)", hipErrorInvalidValue, [&] { return hipHostFree(device + 1); }},
      {"hipMemcpy(kind 7)", hipErrorInvalidMemcpyDirection,
       [&] { return hipMemcpy(device, device + 8, 4, hipMemcpyKind(7)); }},
      {"hipMemcpy(null source)", hipErrorInvalidValue,
       [&] { return hipMemcpy(device, nullptr, 4, hipMemcpyDeviceToDevice); }},
      {"hipMemcpyAsync(made-up stream)", hipErrorInvalidHandle,
       [&] { return hipMemcpyAsync(device, device + 8, 4, hipMemcpyDeviceToDevice, madeUpStream); }},
      {"hipMemset(host memory)", hipErrorInvalidValue, [&] { return hipMemset(&value, 0, sizeof value); }},
      {"hipMemset(past the end)", hipErrorInvalidValue, [&] { return hipMemset(device, 0, 257); }},
      {"hipMemsetD32(past the end)", hipErrorInvalidValue, [&] { return hipMemsetD32(device, 0, 65); }},
      {"hipMemset2D(past the end)", hipErrorInvalidValue, [&] { return hipMemset2D(device, 64, 0, 64, 5); }},
      {"hipMemset2D(width > pitch)", hipErrorInvalidValue, [&] { return hipMemset2D(device, 16, 0, 32, 2); }},
      {"hipMemset3D(null pointer)", hipErrorInvalidValue,
       [&] { return hipMemset3D(pitched, 0, make_hipExtent(1, 1, 1)); }},
      {"hipMemset3D(SIZE_MAX depth)", hipErrorInvalidValue,
       [&] {
         pitched = make_hipPitchedPtr(device, 64, 64, 4);
         return hipMemset3D(pitched, 0, make_hipExtent(64, 4, SIZE_MAX));
       }},
      {"hipMemGetInfo(null)", hipErrorInvalidValue, [&] { return hipMemGetInfo(nullptr, &pitch); }},
      {"hipMemcpy_spt(kind 7)", hipErrorInvalidMemcpyDirection,
       [&] { return hipMemcpy_spt(device, device + 8, 4, hipMemcpyKind(7)); }},
      {"hipMemset_spt(host memory)", hipErrorInvalidValue, [&] { return hipMemset_spt(&value, 0, 4); }},
      {"hipStreamGetFlags_spt(null output)", hipErrorInvalidValue,
       [&] { return hipStreamGetFlags_spt(nullptr, nullptr); }},
      {"hipStreamSynchronize_spt(made up)", hipErrorContextIsDestroyed,
       [&] { return hipStreamSynchronize_spt(madeUpStream); }},
      // Texture references.
      {"hipBindTexture(unregistered reference)", hipErrorInvalidSymbol,
       [&] { return hipBindTexture(&pitch, &texRef, device, &channel, 64); }},
      {"hipBindTexture2D(null reference)", hipErrorInvalidSymbol,
       [&] { return hipBindTexture2D(&pitch, nullptr, device, &channel, 4, 4, 256); }},
      {"hipBindTextureToArray(unregistered reference)", hipErrorInvalidSymbol,
       [&] { return hipBindTextureToArray(&texRef, madeUpArray, &channel); }},
      {"hipUnbindTexture(null)", hipErrorInvalidValue, [&] { return hipUnbindTexture(nullptr); }},
      {"hipGetTextureReference(null output)", hipErrorInvalidValue,
       [&] { return hipGetTextureReference(nullptr, &texRef); }},
      {"hipGetTextureReference(no texture)", hipErrorInvalidSymbol,
       [&] {
         const textureReference* ref;
         return hipGetTextureReference(&ref, &texRef);
       }},
      {"hipGetTextureAlignmentOffset(null)", hipErrorInvalidValue,
       [&] { return hipGetTextureAlignmentOffset(nullptr, &texRef); }},
      {"hipTexRefSetAddressMode(null)", hipErrorInvalidValue,
       [&] { return hipTexRefSetAddressMode(nullptr, 0, hipAddressModeClamp); }},
      {"hipTexRefGetFlags(null output)", hipErrorInvalidValue, [&] { return hipTexRefGetFlags(nullptr, &texRef); }},
      {"hipTexRefSetArray(flags 2)", hipErrorInvalidValue,
       [&] { return hipTexRefSetArray(&texRef, madeUpArray, 2); }},
      {"hipTexRefSetArray(made-up array)", hipErrorInvalidValue,
       [&] { return hipTexRefSetArray(&texRef, madeUpArray, 0); }},
      {"hipTexRefSetAddress(null memory)", hipErrorInvalidValue,
       [&] { return hipTexRefSetAddress(&pitch, &texRef, nullptr, 64); }},
      {"hipTexRefGetAddress(unbound)", hipErrorInvalidValue,
       [&] {
         hipDeviceptr_t address;
         return hipTexRefGetAddress(&address, &texRef);
       }},
      // Pointer attributes and managed ranges.
      {"hipPointerGetAttribute(null data)", hipErrorInvalidValue,
       [&] { return hipPointerGetAttribute(nullptr, HIP_POINTER_ATTRIBUTE_MEMORY_TYPE, device); }},
      {"hipPointerGetAttribute(null pointer)", hipErrorInvalidValue,
       [&] { return hipPointerGetAttribute(&p, HIP_POINTER_ATTRIBUTE_DEVICE_POINTER, nullptr); }},
      {"hipPointerGetAttribute(attribute 99)", hipErrorInvalidValue,
       [&] { return hipPointerGetAttribute(&p, hipPointer_attribute(99), device); }},
      {"hipPointerGetAttribute(host pointer of device memory)", hipErrorInvalidValue,
       [&] { return hipPointerGetAttribute(&p, HIP_POINTER_ATTRIBUTE_HOST_POINTER, device); }},
      {"hipPointerGetAttribute(context)", hipErrorNotSupported,
       [&] { return hipPointerGetAttribute(&p, HIP_POINTER_ATTRIBUTE_CONTEXT, device); }},
      {"hipDrvPointerGetAttributes(0 attributes)", hipErrorInvalidValue,
       [&] {
         hipPointer_attribute which = HIP_POINTER_ATTRIBUTE_MEMORY_TYPE;
         void* data = &value;
         return hipDrvPointerGetAttributes(0, &which, &data, device);
       }},
      {"hipDrvPointerGetAttributes(null attributes)", hipErrorInvalidValue,
       [&] {
         void* data = &value;
         return hipDrvPointerGetAttributes(1, nullptr, &data, device);
       }},
      {"hipPointerGetAttributes(null output)", hipErrorInvalidValue,
       [&] { return hipPointerGetAttributes(nullptr, device); }},
      {"hipPointerGetAttributes(host pointer)", hipErrorInvalidValue,
       [&] {
         hipPointerAttribute_t attributes;
         return hipPointerGetAttributes(&attributes, &value);
       }},
      {"hipMemRangeGetAttribute(null data)", hipErrorInvalidValue,
       [&] { return hipMemRangeGetAttribute(nullptr, 4, hipMemRangeAttributeReadMostly, managed, 64); }},
      {"hipMemRangeGetAttribute(data_size 0)", hipErrorInvalidValue,
       [&] { return hipMemRangeGetAttribute(&value, 0, hipMemRangeAttributeReadMostly, managed, 64); }},
      {"hipMemRangeGetAttribute(count 0)", hipErrorInvalidValue,
       [&] { return hipMemRangeGetAttribute(&value, 4, hipMemRangeAttributeReadMostly, managed, 0); }},
      {"hipMemRangeGetAttribute(attribute 7)", hipErrorInvalidValue,
       [&] { return hipMemRangeGetAttribute(&value, 4, hipMemRangeAttribute(7), managed, 64); }},
      {"hipMemRangeGetAttribute(device memory)", hipErrorInvalidValue,
       [&] { return hipMemRangeGetAttribute(&value, 4, hipMemRangeAttributeReadMostly, device, 64); }},
      {"hipMemRangeGetAttributes(0 attributes)", hipErrorInvalidValue,
       [&] {
         void* data = &value;
         size_t size = 4;
         hipMemRangeAttribute which = hipMemRangeAttributeReadMostly;
         return hipMemRangeGetAttributes(&data, &size, &which, 0, managed, 64);
       }},
      {"hipMemAdvise(null)", hipErrorInvalidValue,
       [&] { return hipMemAdvise(nullptr, 64, hipMemAdviseSetReadMostly, 0); }},
      {"hipMemAdvise(device 9)", hipErrorInvalidValue,
       [&] { return hipMemAdvise(managed, 64, hipMemAdviseSetPreferredLocation, 9); }},
      {"hipMemAdvise(advice 50)", hipErrorInvalidValue,
       [&] { return hipMemAdvise(managed, 64, hipMemoryAdvise(50), 0); }},
      {"hipMemPrefetchAsync(count 0)", hipErrorInvalidValue,
       [&] { return hipMemPrefetchAsync(managed, 0, 0, nullptr); }},
      {"hipMemPrefetchAsync(device 9)", hipErrorInvalidDevice,
       [&] { return hipMemPrefetchAsync(managed, 64, 9, nullptr); }},
      {"hipMemPrefetchAsync(past the allocation)", hipErrorInvalidValue,
       [&] { return hipMemPrefetchAsync(managed, 257, 0, nullptr); }},
      // Device.
      {"hipSetDevice(9)", hipErrorInvalidDevice, [&] { return hipSetDevice(9); }},
      {"hipGetDevice(null)", hipErrorInvalidValue, [&] { return hipGetDevice(nullptr); }},
      {"hipDeviceGetByPCIBusId(unknown bus)", hipErrorInvalidValue,
       [&] { return hipDeviceGetByPCIBusId(&value, "0000:63:00.0"); }},
      {"hipDeviceCanAccessPeer(null)", hipErrorInvalidValue, [&] { return hipDeviceCanAccessPeer(nullptr, 0, 0); }},
      {"hipDeviceCanAccessPeer(peer 9)", hipErrorInvalidDevice, [&] { return hipDeviceCanAccessPeer(&value, 0, 9); }},
      {"hipDeviceEnablePeerAccess(itself)", hipErrorInvalidDevice, [&] { return hipDeviceEnablePeerAccess(0, 0); }},
      {"hipDeviceEnablePeerAccess(device 9)", hipErrorInvalidDevice,
       [&] { return hipDeviceEnablePeerAccess(9, 0); }},
      {"hipDeviceEnablePeerAccess(flags 1)", hipErrorInvalidValue, [&] { return hipDeviceEnablePeerAccess(0, 1); }},
      {"hipDeviceDisablePeerAccess(device 9)", hipErrorInvalidDevice, [&] { return hipDeviceDisablePeerAccess(9); }},
      {"hipCtxEnablePeerAccess(null)", hipErrorInvalidValue, [&] { return hipCtxEnablePeerAccess(nullptr, 0); }},
      {"hipCtxDisablePeerAccess(made up)", hipErrorInvalidContext,
       [&] { return hipCtxDisablePeerAccess(madeUpCtx); }},
      {"hipModuleGetTexRef(null output)", hipErrorInvalidValue,
       [&] { return hipModuleGetTexRef(nullptr, nullptr, "tex"); }},
      {"hipTexRefGetMipmapLevelClamp(null output)", hipErrorInvalidValue,
       [&] {
         float level;
         return hipTexRefGetMipmapLevelClamp(&level, nullptr, &texRef);
       }},
      {"hipMemcpyPeer(device 9)", hipErrorInvalidDevice,
       [&] { return hipMemcpyPeer(device, 9, device + 8, 0, 4); }},
      {"hipMemcpyPeerAsync(device -1)", hipErrorInvalidDevice,
       [&] { return hipMemcpyPeerAsync(device, 0, device + 8, -1, 4, stream); }},
      {"hipDeviceGetUuid(null)", hipErrorInvalidValue, [&] { return hipDeviceGetUuid(nullptr, 0); }},
      {"hipDeviceGetUuid(device 9)", hipErrorInvalidDevice,
       [&] {
         hipUUID uuid;
         return hipDeviceGetUuid(&uuid, 9);
       }},
      {"hipDeviceGetAttribute(null)", hipErrorInvalidValue,
       [&] { return hipDeviceGetAttribute(nullptr, hipDeviceAttributeCanUseStreamWaitValue, 0); }},
      {"hipModuleLaunchKernel(null function)", hipErrorInvalidImage,
       [&] { return hipModuleLaunchKernel(nullptr, 1, 1, 1, 1, 1, 1, 0, nullptr, nullptr, nullptr); }},
      {"hipLaunchCooperativeKernelMultiDevice(-1 devices)", hipErrorInvalidValue,  // stricter
       [&] {
         hipLaunchParams launch{};
         return hipLaunchCooperativeKernelMultiDevice(&launch, -1, 0);
       }},
      {"hipExtLaunchMultiKernelMultiDevice(null list)", hipErrorInvalidValue,
       [&] { return hipExtLaunchMultiKernelMultiDevice(nullptr, 1, 0); }},
      {"hipDeviceGetP2PAttribute(null)", hipErrorInvalidValue,
       [&] { return hipDeviceGetP2PAttribute(nullptr, hipDevP2PAttrAccessSupported, 0, 1); }},
      {"hipDeviceGetP2PAttribute(device to itself)", hipErrorInvalidDevice,
       [&] { return hipDeviceGetP2PAttribute(&value, hipDevP2PAttrAccessSupported, 0, 0); }},
      {"hipExtGetLinkTypeAndHopCount(null)", hipErrorInvalidValue,
       [&] {
         uint32_t hops;
         return hipExtGetLinkTypeAndHopCount(0, 1, nullptr, &hops);
       }},
      {"hipIpcGetMemHandle(null handle)", hipErrorInvalidValue, [&] { return hipIpcGetMemHandle(nullptr, device); }},
      {"hipIpcGetMemHandle(null pointer)", hipErrorInvalidValue,
       [&] {
         hipIpcMemHandle_t handle;
         return hipIpcGetMemHandle(&handle, nullptr);
       }},
      {"hipIpcOpenMemHandle(null output)", hipErrorInvalidValue,
       [&] {
         hipIpcMemHandle_t handle{};
         return hipIpcOpenMemHandle(nullptr, handle, 0);
       }},
      {"hipIpcCloseMemHandle(null)", hipErrorInvalidValue, [&] { return hipIpcCloseMemHandle(nullptr); }},
      {"hipIpcGetEventHandle(null event)", hipErrorInvalidValue,
       [&] {
         hipIpcEventHandle_t handle;
         return hipIpcGetEventHandle(&handle, nullptr);
       }},
      {"hipIpcOpenEventHandle(null output)", hipErrorInvalidValue,
       [&] {
         hipIpcEventHandle_t handle{};
         return hipIpcOpenEventHandle(nullptr, handle);
       }},
      // Stream-ordered allocation and memory pools: AMD 5.2 answers
      // hipErrorInvalidValue for a bad stream here, not hipErrorInvalidHandle.
      {"hipMallocAsync(null)", hipErrorInvalidValue, [&] { return hipMallocAsync(nullptr, 4, stream); }},
      {"hipMallocAsync(destroyed stream)", hipErrorInvalidValue,
       [&] {
         void* p;
         return hipMallocAsync(&p, 4, destroyed);
       }},
      {"hipFreeAsync(null)", hipErrorInvalidValue, [&] { return hipFreeAsync(nullptr, stream); }},
      {"hipFreeAsync(not an allocation)", hipErrorInvalidValue,  // stricter
       [&] { return hipFreeAsync(&value, stream); }},
      {"hipMallocFromPoolAsync(null pool)", hipErrorInvalidValue,
       [&] {
         void* p;
         return hipMallocFromPoolAsync(&p, 4, nullptr, stream);
       }},
      {"hipDeviceGetDefaultMemPool(null)", hipErrorInvalidValue, [&] { return hipDeviceGetDefaultMemPool(nullptr, 0); }},
      {"hipDeviceGetDefaultMemPool(device 9)", hipErrorInvalidValue,
       [&] { return hipDeviceGetDefaultMemPool(&memPool, 9); }},
      {"hipDeviceGetMemPool(device 9)", hipErrorInvalidValue, [&] { return hipDeviceGetMemPool(&memPool, 9); }},
      {"hipDeviceSetMemPool(null pool)", hipErrorInvalidValue, [&] { return hipDeviceSetMemPool(0, nullptr); }},
      {"hipMemPoolCreate(null)", hipErrorInvalidValue, [&] { return hipMemPoolCreate(nullptr, &poolProps); }},
      {"hipMemPoolCreate(null properties)", hipErrorInvalidValue,  // stricter
       [&] {
         hipMemPool_t p;
         return hipMemPoolCreate(&p, nullptr);
       }},
      {"hipMemPoolCreate(allocation type invalid)", hipErrorInvalidValue,
       [&] {
         hipMemPool_t p;
         hipMemPoolProps props = poolProps;
         props.allocType = hipMemAllocationTypeInvalid;
         return hipMemPoolCreate(&p, &props);
       }},
      {"hipMemPoolCreate(device 9)", hipErrorInvalidValue,
       [&] {
         hipMemPool_t p;
         hipMemPoolProps props = poolProps;
         props.location.id = 9;
         return hipMemPoolCreate(&p, &props);
       }},
      {"hipMemPoolDestroy(null)", hipErrorInvalidValue, [&] { return hipMemPoolDestroy(nullptr); }},
      {"hipMemPoolDestroy(default pool)", hipErrorInvalidValue,  // stricter
       [&] { return hipMemPoolDestroy(memPool); }},
      {"hipMemPoolTrimTo(null)", hipErrorInvalidValue, [&] { return hipMemPoolTrimTo(nullptr, 0); }},
      {"hipMemPoolSetAttribute(null value)", hipErrorInvalidValue,
       [&] { return hipMemPoolSetAttribute(memPool, hipMemPoolAttrReleaseThreshold, nullptr); }},
      {"hipMemPoolSetAttribute(used current)", hipErrorInvalidValue,
       [&] {
         std::uint64_t zero = 0;
         return hipMemPoolSetAttribute(memPool, hipMemPoolAttrUsedMemCurrent, &zero);
       }},
      {"hipMemPoolGetAttribute(attribute 99)", hipErrorInvalidValue,
       [&] {
         std::uint64_t v;
         return hipMemPoolGetAttribute(memPool, hipMemPoolAttr(99), &v);
       }},
      {"hipMemPoolSetAccess(null list)", hipErrorInvalidValue, [&] { return hipMemPoolSetAccess(memPool, nullptr, 1); }},
      {"hipMemPoolSetAccess(flags 7)", hipErrorInvalidValue,
       [&] {
         hipMemAccessDesc desc{{hipMemLocationTypeDevice, 0}, hipMemAccessFlags(7)};
         return hipMemPoolSetAccess(memPool, &desc, 1);
       }},
      {"hipMemPoolGetAccess(invalid location type)", hipErrorInvalidValue,
       [&] {
         hipMemAccessFlags flags;
         hipMemLocation location{hipMemLocationTypeInvalid, 0};
         return hipMemPoolGetAccess(&flags, memPool, &location);
       }},
  };

  runTable(cases, mode);

  // hiprtc returns hiprtcResult and keeps no last error. AMD's 5.2 checks
  // null outputs and inputs; a null or destroyed program (which it would
  // dereference) is HIPRTC_ERROR_INVALID_PROGRAM here, stricter.
  hiprtcProgram program, deadProgram;
  if (hiprtcCreateProgram(&program, "__global__ void k() {}", "k.hip", 0, nullptr, nullptr) != HIPRTC_SUCCESS ||
      hiprtcCreateProgram(&deadProgram, "", "dead.hip", 0, nullptr, nullptr) != HIPRTC_SUCCESS ||
      hiprtcDestroyProgram(&deadProgram) != HIPRTC_SUCCESS) {
    std::printf("hiprtcCreateProgram/DestroyProgram failed\n");
    return 1;
  }
  const char* lowered;
  size_t size;
  int minor;
  const std::vector<BadCall<hiprtcResult>> rtcCases = {
      {"hiprtcVersion(null major)", HIPRTC_ERROR_INVALID_INPUT, [&] { return hiprtcVersion(nullptr, &minor); }},
      {"hiprtcCreateProgram(null program)", HIPRTC_ERROR_INVALID_PROGRAM,
       [&] { return hiprtcCreateProgram(nullptr, "", "p", 0, nullptr, nullptr); }},
      {"hiprtcCreateProgram(-1 headers)", HIPRTC_ERROR_INVALID_INPUT,
       [&] {
         hiprtcProgram p;
         return hiprtcCreateProgram(&p, "", "p", -1, nullptr, nullptr);
       }},
      {"hiprtcCreateProgram(1 header, null headers)", HIPRTC_ERROR_INVALID_INPUT,
       [&] {
         hiprtcProgram p;
         return hiprtcCreateProgram(&p, "", "p", 1, nullptr, nullptr);
       }},
      {"hiprtcCreateProgram(null source)", HIPRTC_ERROR_INVALID_INPUT,  // stricter
       [&] {
         hiprtcProgram p;
         return hiprtcCreateProgram(&p, nullptr, "p", 0, nullptr, nullptr);
       }},
      {"hiprtcDestroyProgram(null)", HIPRTC_ERROR_INVALID_INPUT, [&] { return hiprtcDestroyProgram(nullptr); }},
      {"hiprtcDestroyProgram(destroyed)", HIPRTC_ERROR_INVALID_PROGRAM,
       [&] { return hiprtcDestroyProgram(&deadProgram); }},
      {"hiprtcAddNameExpression(null expression)", HIPRTC_ERROR_INVALID_INPUT,
       [&] { return hiprtcAddNameExpression(program, nullptr); }},
      {"hiprtcAddNameExpression(null program)", HIPRTC_ERROR_INVALID_PROGRAM,
       [&] { return hiprtcAddNameExpression(nullptr, "k"); }},
      {"hiprtcCompileProgram(destroyed)", HIPRTC_ERROR_INVALID_PROGRAM,
       [&] { return hiprtcCompileProgram(deadProgram, 0, nullptr); }},
      {"hiprtcCompileProgram(1 option, null options)", HIPRTC_ERROR_INVALID_OPTION,
       [&] { return hiprtcCompileProgram(program, 1, nullptr); }},
      {"hiprtcGetLoweredName(null output)", HIPRTC_ERROR_INVALID_INPUT,
       [&] { return hiprtcGetLoweredName(program, "k", nullptr); }},
      {"hiprtcGetLoweredName(null expression)", HIPRTC_ERROR_INVALID_INPUT,
       [&] { return hiprtcGetLoweredName(program, nullptr, &lowered); }},
      {"hiprtcGetLoweredName(not compiled)", HIPRTC_ERROR_NAME_EXPRESSION_NOT_VALID,
       [&] { return hiprtcGetLoweredName(program, "k", &lowered); }},
      {"hiprtcGetProgramLogSize(null)", HIPRTC_ERROR_INVALID_INPUT,
       [&] { return hiprtcGetProgramLogSize(program, nullptr); }},
      {"hiprtcGetProgramLog(null)", HIPRTC_ERROR_INVALID_INPUT, [&] { return hiprtcGetProgramLog(program, nullptr); }},
      {"hiprtcGetCodeSize(null)", HIPRTC_ERROR_INVALID_INPUT, [&] { return hiprtcGetCodeSize(program, nullptr); }},
      {"hiprtcGetCodeSize(null program)", HIPRTC_ERROR_INVALID_PROGRAM,
       [&] { return hiprtcGetCodeSize(nullptr, &size); }},
      {"hiprtcGetCode(null)", HIPRTC_ERROR_INVALID_INPUT, [&] { return hiprtcGetCode(program, nullptr); }},
  };
  runTable(rtcCases, mode, hiprtcGetErrorString, false);
  runTable(std::vector<ValueCall>{{"hiprtcGetErrorString(99) is null, as AMD's",
                                   [] { return hiprtcGetErrorString(hiprtcResult(99)) == nullptr; }}},
           mode);
  if (hiprtcDestroyProgram(&program) != HIPRTC_SUCCESS) EXPECT(false, "hiprtcDestroyProgram failed");

  HIP_CHECK(hipGraphExecDestroy(exec));
  HIP_CHECK(hipGraphDestroy(graph));
  HIP_CHECK(hipEventDestroy(event));
  HIP_CHECK(hipStreamDestroy(stream));
  HIP_CHECK(hipFree(device));
  HIP_CHECK(hipFree(managed));
  return finishTable("invalid_arguments", mode);
}
