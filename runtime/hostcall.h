// ROCm's hostcall buffer (ROCm-Device-Libs ockl, __ockl_hostcall_internal;
// AMDGPUUsage "hidden_hostcall_buffer"): how device code asks the host for
// a service, device printf and malloc among them. A wave takes a packet from
// the free stack, writes per lane 8 words and, in the header, the service id
// and its EXEC mask with the control word's ready bit set, pushes the packet
// on the ready stack and rings the doorbell signal. The doorbell has an event
// mailbox, so ringing it sends MSG_INTERRUPT (s_sendmsg); the handler runs
// the ready packets on the wave's thread, writes the replies into the lanes'
// first two words and clears the ready bits the wave then polls.
#pragma once

#include <cstdint>

#include "runtime/device_malloc.h"

namespace gcnjit::runtime {

class Device;

class HostcallBuffer {
 public:
  // Room for `concurrentWaves` waves in a hostcall at once, and at least one
  // per host core (a wave finishes its call before its thread runs another).
  // Device malloc's blocks join `ranges`, the device's address ranges.
  HostcallBuffer(Device& device, AddressRanges& ranges, unsigned concurrentWaves);
  ~HostcallBuffer();
  HostcallBuffer(const HostcallBuffer&) = delete;
  HostcallBuffer& operator=(const HostcallBuffer&) = delete;

  // The value of the hidden_hostcall_buffer kernel argument.
  std::uint64_t address() const { return reinterpret_cast<std::uint64_t>(memory_); }
  // Runs every packet on the ready stack.
  void serve();

 private:
  Device& device_;
  DeviceMallocService malloc_;  // service 3: the device heap's memory
  std::uint8_t* memory_;
  std::uint64_t packets_;
};

}  // namespace gcnjit::runtime
