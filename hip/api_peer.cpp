// Peer access between devices and peer copies, with AMD 5.2's checks and
// codes. The devices share one address space (hip/runtime.h), so every
// device can reach every other's memory and a peer copy is an ordinary
// copy; enabling access is bookkeeping that the codes depend on.
#include <hip/hip_runtime_api.h>

#include "hip/errors.h"
#include "hip/runtime.h"

using gcnjit::hip::Runtime;
using gcnjit::hip::setLastError;

namespace {

// hipDeviceCanAccessPeer without recording the error: each pair of
// distinct devices can; a device is not its own peer.
hipError_t canAccessPeer(int* canAccess, int device, int peer) {
  if (!canAccess) return hipErrorInvalidValue;
  Runtime& rt = Runtime::get();
  if (!rt.validDevice(device) || !rt.validDevice(peer)) return hipErrorInvalidDevice;
  *canAccess = device != peer;
  return hipSuccess;
}

// The current device and `peer` as a pair that may have peer access:
// hipErrorInvalidDevice for an invalid peer or the current device itself.
hipError_t peerOfCurrent(int peer, int& device) {
  device = Runtime::currentDevice();
  int can = 0;
  if (canAccessPeer(&can, device, peer) != hipSuccess || !can) return hipErrorInvalidDevice;
  return hipSuccess;
}

bool validPair(int a, int b) { return Runtime::get().validDevice(a) && Runtime::get().validDevice(b); }

// The link AMD's runtime reads from HSA for a pair of devices: devices
// sharing one memory are presented as directly linked GPUs of one hive
// (HSA_AMD_LINK_INFO_TYPE_XGMI, one hop).
constexpr int kLinkTypeXgmi = 4;
constexpr int kLinkHops = 1;

}  // namespace

extern "C" {

hipError_t hipDeviceCanAccessPeer(int* canAccess, int device, int peer) {
  return setLastError(canAccessPeer(canAccess, device, peer));
}

// AMD 5.2: flags must be 0; enabling twice is
// hipErrorPeerAccessAlreadyEnabled, disabling what is not enabled
// hipErrorPeerAccessNotEnabled.
hipError_t hipDeviceEnablePeerAccess(int peer, unsigned int flags) {
  if (flags) return setLastError(hipErrorInvalidValue);
  int device;
  if (hipError_t e = peerOfCurrent(peer, device)) return setLastError(e);
  if (Runtime::get().peerAccess(device, peer)) return setLastError(hipErrorPeerAccessAlreadyEnabled);
  Runtime::get().setPeerAccess(device, peer, true);
  return hipSuccess;
}

hipError_t hipDeviceDisablePeerAccess(int peer) {
  int device;
  if (hipError_t e = peerOfCurrent(peer, device)) return setLastError(e);
  if (!Runtime::get().peerAccess(device, peer)) return setLastError(hipErrorPeerAccessNotEnabled);
  Runtime::get().setPeerAccess(device, peer, false);
  return hipSuccess;
}

// AMD 5.2 checks the two devices, then copies as hipMemcpy(Async) does.
hipError_t hipMemcpyPeer(void* dst, int dstDevice, const void* src, int srcDevice, size_t sizeBytes) {
  if (!validPair(dstDevice, srcDevice)) return setLastError(hipErrorInvalidDevice);
  return hipMemcpy(dst, src, sizeBytes, hipMemcpyDeviceToDevice);
}

hipError_t hipMemcpyPeerAsync(void* dst, int dstDevice, const void* src, int srcDevice, size_t sizeBytes,
                              hipStream_t stream) {
  if (!validPair(dstDevice, srcDevice)) return setLastError(hipErrorInvalidDevice);
  return hipMemcpyAsync(dst, src, sizeBytes, hipMemcpyDeviceToDevice, stream);
}

// As AMD 5.2's: hipDevP2PAttrPerformanceRank and
// hipDevP2PAttrNativeAtomicSupported both report the link type (nonzero:
// atomics are native, the devices share memory); the two access
// attributes report hipDeviceCanAccessPeer's answer.
hipError_t hipDeviceGetP2PAttribute(int* value, hipDeviceP2PAttr attr, int srcDevice, int dstDevice) {
  if (!value) return setLastError(hipErrorInvalidValue);
  if (srcDevice == dstDevice || !validPair(srcDevice, dstDevice)) return setLastError(hipErrorInvalidDevice);
  switch (attr) {
    case hipDevP2PAttrPerformanceRank:
    case hipDevP2PAttrNativeAtomicSupported: *value = kLinkTypeXgmi; return hipSuccess;
    case hipDevP2PAttrAccessSupported:
    case hipDevP2PAttrHipArrayAccessSupported: return setLastError(canAccessPeer(value, srcDevice, dstDevice));
  }
  return setLastError(hipErrorInvalidValue);
}

hipError_t hipExtGetLinkTypeAndHopCount(int device1, int device2, uint32_t* linktype, uint32_t* hopcount) {
  if (!linktype || !hopcount || device1 == device2 || device1 < 0 || device2 < 0)
    return setLastError(hipErrorInvalidValue);
  if (!validPair(device1, device2)) return setLastError(hipErrorInvalidDevice);
  *linktype = kLinkTypeXgmi;
  *hopcount = kLinkHops;
  return hipSuccess;
}

}  // extern "C"
