// The HSA structures kernel code may read (AMDGPUUsage "Initial Kernel
// Execution State"; HSA runtime spec "Kernel Dispatch Packet"), laid out
// exactly as the hardware's command processor provides them.
#pragma once

#include <cstdint>

namespace gcnjit::runtime {

struct HsaKernelDispatchPacket {
  std::uint16_t header = 0;
  std::uint16_t setup = 0;  // dimensions in bits 1:0
  std::uint16_t workgroupSize[3] = {};
  std::uint16_t reserved0 = 0;
  std::uint32_t gridSize[3] = {};  // in work-items
  std::uint32_t privateSegmentSize = 0;
  std::uint32_t groupSegmentSize = 0;
  std::uint64_t kernelObject = 0;
  std::uint64_t kernargAddress = 0;
  std::uint64_t reserved2 = 0;
  std::uint64_t completionSignal = 0;
};
static_assert(sizeof(HsaKernelDispatchPacket) == 64);

// The queue object the queue pointer SGPRs address (amd_queue_t). Code
// objects for gfx9 read the apertures from src_shared_base/src_private_base,
// so only its size matters here; it is zero-filled.
inline constexpr std::size_t kQueueObjectSize = 512;

}  // namespace gcnjit::runtime
