// Memory for malloc/free in kernels. ockl's device heap (ROCm-Device-Libs
// dm.cl) grows by asking the host through hostcall service 3
// (__ockl_devmem_request): per lane an address and a size; a size allocates
// and the reply is the new memory's address (0 when there is none), size 0
// frees the address. The heap carves 2 MiB slabs into blocks and finds a
// block's slab by clearing the low 21 bits, and tells larger allocations
// apart by their zero low 12 bits: every allocation here is 2 MiB aligned.
#pragma once

#include <cstddef>
#include <cstdint>
#include <mutex>
#include <unordered_map>

namespace gcnjit::runtime {

class AddressRanges;

class DeviceMallocService {
 public:
  static constexpr std::uint32_t kHostcallService = 3;

  explicit DeviceMallocService(AddressRanges& ranges) : ranges_(ranges) {}
  ~DeviceMallocService();  // returns what kernels did not free
  DeviceMallocService(const DeviceMallocService&) = delete;
  DeviceMallocService& operator=(const DeviceMallocService&) = delete;

  // One lane's request: (0 or an address, size) -> the new allocation or 0;
  // (address, 0) -> frees it (an address this service did not hand out is
  // ignored), 0.
  std::uint64_t handle(std::uint64_t address, std::uint64_t size);

 private:
  AddressRanges& ranges_;
  std::mutex mutex_;
  std::unordered_map<std::uint64_t, std::size_t> mapped_;  // address -> bytes mapped there
};

}  // namespace gcnjit::runtime
