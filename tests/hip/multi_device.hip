// Several devices (run with GCNJIT_DEVICES=2 and 3): each host thread has
// its own current device (hipSetDevice); allocations, streams and events
// belong to the device current when they were made; kernels run on their
// stream's device; peer access and peer copies follow AMD ROCm 5.2's codes
// (a device is not its own peer: hipErrorInvalidDevice; enabling twice:
// hipErrorPeerAccessAlreadyEnabled; disabling what is not enabled:
// hipErrorPeerAccessNotEnabled), P2P attributes and the link type as AMD
// 5.2 reports them; an event records only on its own device's
// streams (hipErrorInvalidHandle otherwise); each device has its primary
// context; hipLaunchCooperativeKernelMultiDevice runs one cooperative grid
// per device and hipExtLaunchMultiKernelMultiDevice one ordinary launch per
// device. Every kernel's results are checked
// against host computations.
#include "check.h"  // hip_runtime.h first: the cooperative groups header needs it

#include <hip/hip_cooperative_groups.h>

#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

namespace cg = cooperative_groups;

constexpr int kN = 4096;

__global__ void fill(int* out, int n, int device) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = i * (device + 2) + device;
}

// Device `reader` adds a peer device's buffer into its own.
__global__ void addPeer(int* mine, const int* peer, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) mine[i] += 3 * peer[i];
}

// A cooperative grid per device: each element becomes the sum of its two
// neighbours' phase-one values, which other workgroups wrote before grid.sync().
__global__ void neighbours(int* values, int* out, int device) {
  cg::grid_group grid = cg::this_grid();
  unsigned n = grid.size(), i = grid.thread_rank();
  values[i] = int(i) * (device + 1);
  grid.sync();
  out[i] = values[(i + 1) % n] + values[(i + n - 1) % n] + device;
}

int expectedFill(int i, int device) { return i * (device + 2) + device; }

void checkFill(const std::vector<int>& got, int device, const char* what) {
  for (int i = 0; i < kN; ++i)
    EXPECT(got[i] == expectedFill(i, device), "%s device %d [%d] = %d", what, device, i, got[i]);
}

int main() {
  int count = 0;
  HIP_CHECK(hipGetDeviceCount(&count));
  const char* asked = std::getenv("GCNJIT_DEVICES");
  EXPECT(asked && count == std::atoi(asked), "%d devices for GCNJIT_DEVICES=%s", count, asked ? asked : "(unset)");
  if (count < 2) return finish("multi_device");

  // Each device: its properties and PCI bus id.
  std::vector<std::string> busIds;
  for (int d = 0; d < count; ++d) {
    hipDeviceProp_t props;
    HIP_CHECK(hipGetDeviceProperties(&props, d));
    EXPECT(props.multiProcessorCount >= 1, "device %d compute units %d", d, props.multiProcessorCount);
    char bus[32];
    HIP_CHECK(hipDeviceGetPCIBusId(bus, sizeof bus, d));
    int back = -1;
    HIP_CHECK(hipDeviceGetByPCIBusId(&back, bus));
    EXPECT(back == d, "bus id %s names device %d, not %d", bus, back, d);
    for (const std::string& other : busIds) EXPECT(other != bus, "bus id %s twice", bus);
    busIds.push_back(bus);
  }
  EXPECT(hipSetDevice(count) == hipErrorInvalidDevice, "hipSetDevice(%d)", count);
  (void)hipGetLastError();

  // Per device: a buffer, a stream, an event and a kernel.
  std::vector<int*> buffers(count);
  std::vector<hipStream_t> streams(count);
  std::vector<hipEvent_t> events(count);
  for (int d = 0; d < count; ++d) {
    HIP_CHECK(hipSetDevice(d));
    int current = -1;
    HIP_CHECK(hipGetDevice(&current));
    EXPECT(current == d, "current device %d after hipSetDevice(%d)", current, d);
    HIP_CHECK(hipMalloc(&buffers[d], kN * sizeof(int)));
    HIP_CHECK(hipStreamCreate(&streams[d]));
    HIP_CHECK(hipEventCreate(&events[d]));
    EXPECT(hipGetStreamDeviceId(streams[d]) == d, "stream of device %d", d);
    hipPointerAttribute_t attributes;
    HIP_CHECK(hipPointerGetAttributes(&attributes, buffers[d]));
    EXPECT(attributes.device == d, "buffer of device %d reports device %d", d, attributes.device);
    fill<<<kN / 256, 256, 0, streams[d]>>>(buffers[d], kN, d);
    HIP_CHECK(hipEventRecord(events[d], streams[d]));
  }
  for (int d = 0; d < count; ++d) {
    HIP_CHECK(hipEventSynchronize(events[d]));
    std::vector<int> got(kN);
    HIP_CHECK(hipMemcpy(got.data(), buffers[d], kN * sizeof(int), hipMemcpyDeviceToHost));
    checkFill(got, d, "stream launch");
  }

  // An event records on its own device's streams only; streams of other
  // devices may wait for it.
  HIP_CHECK(hipSetDevice(1));
  EXPECT(hipEventRecord(events[0], streams[1]) == hipErrorInvalidHandle, "event of device 0 on device 1's stream");
  EXPECT(hipEventRecord(events[0], nullptr) == hipErrorInvalidHandle, "event of device 0 on device 1's null stream");
  (void)hipGetLastError();
  HIP_CHECK(hipStreamWaitEvent(streams[1], events[0], 0));

  // The null stream is the current device's; each host thread has its own
  // current device.
  std::vector<std::thread> threads;
  std::vector<int> seen(count, -1);
  for (int d = 0; d < count; ++d) {
    threads.emplace_back([&, d] {
      HIP_CHECK(hipSetDevice(d));
      fill<<<kN / 256, 256>>>(buffers[d], kN, d + 1);
      HIP_CHECK(hipDeviceSynchronize());
      HIP_CHECK(hipGetDevice(&seen[d]));
    });
  }
  for (std::thread& t : threads) t.join();
  int current = -1;
  HIP_CHECK(hipGetDevice(&current));
  EXPECT(current == 1, "the main thread's device changed to %d", current);
  for (int d = 0; d < count; ++d) {
    EXPECT(seen[d] == d, "thread %d saw device %d", d, seen[d]);
    std::vector<int> got(kN);
    HIP_CHECK(hipMemcpy(got.data(), buffers[d], kN * sizeof(int), hipMemcpyDeviceToHost));
    checkFill(got, d + 1, "null-stream launch from a thread");
  }

  // Peer access.
  HIP_CHECK(hipSetDevice(0));
  int can = -1;
  HIP_CHECK(hipDeviceCanAccessPeer(&can, 0, 0));
  EXPECT(can == 0, "device 0 is its own peer");
  HIP_CHECK(hipDeviceCanAccessPeer(&can, 0, 1));
  EXPECT(can == 1, "device 0 cannot reach device 1");
  EXPECT(hipDeviceCanAccessPeer(&can, 0, count) == hipErrorInvalidDevice, "peer %d", count);
  // P2P attributes as AMD 5.2 reports them: the rank and native atomics
  // both give the link type (XGMI, 4: the devices share memory).
  for (hipDeviceP2PAttr attr : {hipDevP2PAttrPerformanceRank, hipDevP2PAttrAccessSupported,
                                hipDevP2PAttrNativeAtomicSupported, hipDevP2PAttrHipArrayAccessSupported}) {
    int value = -1;
    HIP_CHECK(hipDeviceGetP2PAttribute(&value, attr, 0, 1));
    int expected = attr == hipDevP2PAttrPerformanceRank || attr == hipDevP2PAttrNativeAtomicSupported ? 4 : 1;
    EXPECT(value == expected, "P2P attribute %d is %d, expected %d", int(attr), value, expected);
  }
  uint32_t linkType = 0, hops = 0;
  HIP_CHECK(hipExtGetLinkTypeAndHopCount(0, 1, &linkType, &hops));
  EXPECT(linkType == 4 && hops == 1, "link type %u, %u hops", linkType, hops);
  EXPECT(hipDeviceGetP2PAttribute(&can, hipDevP2PAttrAccessSupported, 0, 0) == hipErrorInvalidDevice, "P2P to itself");
  EXPECT(hipDeviceGetP2PAttribute(&can, hipDevP2PAttrAccessSupported, 0, count) == hipErrorInvalidDevice,
         "P2P to device %d", count);
  EXPECT(hipDeviceGetP2PAttribute(&can, hipDeviceP2PAttr(9), 0, 1) == hipErrorInvalidValue, "P2P attribute 9");
  EXPECT(hipExtGetLinkTypeAndHopCount(0, count, &linkType, &hops) == hipErrorInvalidDevice, "link to device %d",
         count);
  (void)hipGetLastError();
  EXPECT(hipDeviceEnablePeerAccess(0, 0) == hipErrorInvalidDevice, "enable self");
  EXPECT(hipDeviceEnablePeerAccess(count, 0) == hipErrorInvalidDevice, "enable a device that does not exist");
  EXPECT(hipDeviceEnablePeerAccess(1, 1) == hipErrorInvalidValue, "flags 1");
  EXPECT(hipDeviceDisablePeerAccess(1) == hipErrorPeerAccessNotEnabled, "disable before enabling");
  HIP_CHECK(hipDeviceEnablePeerAccess(1, 0));
  EXPECT(hipDeviceEnablePeerAccess(1, 0) == hipErrorPeerAccessAlreadyEnabled, "enable twice");
  (void)hipGetLastError();
  // Device 0's kernel reads device 1's memory.
  addPeer<<<kN / 256, 256>>>(buffers[0], buffers[1], kN);
  std::vector<int> got(kN);
  HIP_CHECK(hipMemcpy(got.data(), buffers[0], kN * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < kN; ++i)
    EXPECT(got[i] == expectedFill(i, 1) + 3 * expectedFill(i, 2), "peer read [%d] = %d", i, got[i]);
  HIP_CHECK(hipDeviceDisablePeerAccess(1));
  EXPECT(hipDeviceDisablePeerAccess(1) == hipErrorPeerAccessNotEnabled, "disable twice");
  (void)hipGetLastError();

  // Peer copies: synchronous, on a stream, and hipMemcpyDefault.
  int last = count - 1;
  HIP_CHECK(hipMemcpyPeer(buffers[0], 0, buffers[last], last, kN * sizeof(int)));
  HIP_CHECK(hipMemcpy(got.data(), buffers[0], kN * sizeof(int), hipMemcpyDeviceToHost));
  checkFill(got, last + 1, "hipMemcpyPeer");
  HIP_CHECK(hipSetDevice(1));
  fill<<<kN / 256, 256, 0, streams[1]>>>(buffers[1], kN, 7);
  HIP_CHECK(hipMemcpyPeerAsync(buffers[0], 0, buffers[1], 1, kN * sizeof(int), streams[1]));
  HIP_CHECK(hipStreamSynchronize(streams[1]));
  HIP_CHECK(hipMemcpy(got.data(), buffers[0], kN * sizeof(int), hipMemcpyDeviceToHost));
  checkFill(got, 7, "hipMemcpyPeerAsync after a kernel in the same stream");
  HIP_CHECK(hipMemcpy(buffers[last], buffers[0], kN * sizeof(int), hipMemcpyDefault));
  HIP_CHECK(hipMemcpy(got.data(), buffers[last], kN * sizeof(int), hipMemcpyDeviceToHost));
  checkFill(got, 7, "hipMemcpyDefault across devices");
  EXPECT(hipMemcpyPeer(buffers[0], count, buffers[1], 1, 4) == hipErrorInvalidDevice, "peer copy to device %d",
         count);
  EXPECT(hipMemcpyPeer(buffers[0], 0, buffers[1], -1, 4) == hipErrorInvalidDevice, "peer copy from device -1");
  (void)hipGetLastError();

  // Contexts: each device's primary context; making one current makes its
  // device current.
  HIP_CHECK(hipSetDevice(0));
  hipCtx_t first, lastCtx, popped;
  HIP_CHECK(hipDevicePrimaryCtxRetain(&first, 0));
  HIP_CHECK(hipDevicePrimaryCtxRetain(&lastCtx, last));
  EXPECT(first != lastCtx, "devices 0 and %d share a context", last);
  HIP_CHECK(hipCtxPushCurrent(lastCtx));
  int ctxDevice = -1;
  HIP_CHECK(hipCtxGetDevice(&ctxDevice));
  HIP_CHECK(hipGetDevice(&current));
  EXPECT(ctxDevice == last && current == last, "after pushing device %d's context: %d, %d", last, ctxDevice, current);
  HIP_CHECK(hipCtxPushCurrent(first));
  HIP_CHECK(hipCtxPopCurrent(&popped));
  HIP_CHECK(hipGetDevice(&current));
  EXPECT(popped == first && current == last, "popping returns to device %d: %d", last, current);
  HIP_CHECK(hipCtxPopCurrent(&popped));
  // Peer access through the peer's context.
  HIP_CHECK(hipSetDevice(0));
  HIP_CHECK(hipCtxEnablePeerAccess(lastCtx, 0));
  EXPECT(hipDeviceEnablePeerAccess(last, 0) == hipErrorPeerAccessAlreadyEnabled, "enabled through the context");
  HIP_CHECK(hipCtxDisablePeerAccess(lastCtx));
  EXPECT(hipCtxDisablePeerAccess(lastCtx) == hipErrorPeerAccessNotEnabled, "disabled through the context");
  EXPECT(hipCtxEnablePeerAccess(first, 0) == hipErrorInvalidDevice, "device 0's own context");
  (void)hipGetLastError();

  // One cooperative grid per device.
  const int blocks = 4, threadsPerBlock = 64, n = blocks * threadsPerBlock;
  std::vector<int*> values(count), outs(count);
  std::vector<void*> argBlocks(count * 3);
  std::vector<int> deviceArgs(count);
  std::vector<hipLaunchParams> launches(count);
  for (int d = 0; d < count; ++d) {
    HIP_CHECK(hipSetDevice(d));
    HIP_CHECK(hipMalloc(&values[d], n * sizeof(int)));
    HIP_CHECK(hipMalloc(&outs[d], n * sizeof(int)));
    deviceArgs[d] = d;
    argBlocks[3 * d] = &values[d];
    argBlocks[3 * d + 1] = &outs[d];
    argBlocks[3 * d + 2] = &deviceArgs[d];
    launches[d] = {reinterpret_cast<void*>(neighbours), dim3(blocks), dim3(threadsPerBlock), &argBlocks[3 * d], 0,
                   streams[d]};
  }
  HIP_CHECK(hipSetDevice(0));
  HIP_CHECK(hipLaunchCooperativeKernelMultiDevice(launches.data(), count, 0));
  for (int d = 0; d < count; ++d) {
    HIP_CHECK(hipStreamSynchronize(streams[d]));
    std::vector<int> out(n);
    HIP_CHECK(hipMemcpy(out.data(), outs[d], n * sizeof(int), hipMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i) {
      int expected = ((i + 1) % n) * (d + 1) + ((i + n - 1) % n) * (d + 1) + d;
      EXPECT(out[i] == expected, "cooperative device %d [%d] = %d, expected %d", d, i, out[i], expected);
    }
  }
  // Ordinary launches, one per device: each device's `fill` of its buffer.
  std::vector<void*> fillArgs(count * 3);
  std::vector<int> sizes(count, kN);
  std::vector<hipLaunchParams> fills(count);
  for (int d = 0; d < count; ++d) {
    deviceArgs[d] = 10 + d;
    fillArgs[3 * d] = &buffers[d];
    fillArgs[3 * d + 1] = &sizes[d];
    fillArgs[3 * d + 2] = &deviceArgs[d];
    fills[d] = {reinterpret_cast<void*>(fill), dim3(kN / 256), dim3(256), &fillArgs[3 * d], 0, streams[d]};
  }
  HIP_CHECK(hipExtLaunchMultiKernelMultiDevice(fills.data(), count, 0));
  for (int d = 0; d < count; ++d) {
    HIP_CHECK(hipStreamSynchronize(streams[d]));
    HIP_CHECK(hipMemcpy(got.data(), buffers[d], kN * sizeof(int), hipMemcpyDeviceToHost));
    checkFill(got, 10 + d, "hipExtLaunchMultiKernelMultiDevice");
  }

  // Two launches on one device.
  fills[1].stream = streams[0];
  EXPECT(hipExtLaunchMultiKernelMultiDevice(fills.data(), 2, 0) == hipErrorInvalidDevice, "same device twice");
  launches[1].stream = streams[0];
  EXPECT(hipLaunchCooperativeKernelMultiDevice(launches.data(), 2, 0) == hipErrorInvalidDevice, "same device twice");
  (void)hipGetLastError();

  for (int d = 0; d < count; ++d) {
    HIP_CHECK(hipSetDevice(d));
    HIP_CHECK(hipDeviceSynchronize());
    HIP_CHECK(hipFree(buffers[d]));
    HIP_CHECK(hipFree(values[d]));
    HIP_CHECK(hipFree(outs[d]));
    HIP_CHECK(hipStreamDestroy(streams[d]));
    HIP_CHECK(hipEventDestroy(events[d]));
  }
  return finish("multi_device");
}
