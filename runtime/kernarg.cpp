#include "runtime/kernarg.h"

#include <algorithm>
#include <cstring>
#include <string_view>

#include "runtime/wave_memory.h"

namespace gcnjit::runtime {
namespace {

void put(std::vector<std::uint8_t>& segment, const KernelArgMetadata& arg, std::uint64_t value) {
  std::size_t size = std::min<std::size_t>(arg.size, 8);
  if (arg.offset + size > segment.size()) return;
  std::memcpy(segment.data() + arg.offset, &value, size);
}

// The value of a hidden argument, by its .value_kind.
std::uint64_t hiddenValue(std::string_view kind, const LaunchDims& dims, const HiddenArgValues& hidden) {
  auto axis = [](std::string_view k) { return k.back() == 'x' ? 0 : k.back() == 'y' ? 1 : 2; };
  if (kind.starts_with("hidden_global_offset_")) return 0;
  if (kind.starts_with("hidden_block_count_")) return dims.groups(axis(kind));
  if (kind.starts_with("hidden_group_size_")) return dims.workgroup[axis(kind)];
  if (kind.starts_with("hidden_remainder_")) return dims.grid[axis(kind)] % dims.workgroup[axis(kind)];
  if (kind == "hidden_grid_dims") return dims.dimensions();
  if (kind == "hidden_queue_ptr" || kind == "hidden_default_queue") return hidden.queuePtr;
  if (kind == "hidden_printf_buffer") return hidden.printfBuffer;
  if (kind == "hidden_hostcall_buffer") return hidden.hostcallBuffer;
  if (kind == "hidden_heap_v1") return hidden.heap;
  if (kind == "hidden_private_base") return kPrivateApertureHi;
  if (kind == "hidden_shared_base") return kSharedApertureHi;
  if (kind == "hidden_dynamic_lds_size") return dims.dynamicLds;
  // ROCm 5.2's runtime writes 1 for a cooperative launch on one device and
  // the address of the multi-grid sync data for a multi-device one:
  // __ockl_grid_is_valid() tests it against 0, __ockl_multi_grid_is_valid()
  // against 1.
  if (kind == "hidden_multigrid_sync_arg") return hidden.multiGridSync ? hidden.multiGridSync : dims.cooperative ? 1 : 0;
  return 0;  // hidden_none, hidden_completion_action...
}

}  // namespace

std::vector<std::uint8_t> buildKernarg(const Kernel& kernel, const LaunchDims& dims,
                                       std::span<const std::uint8_t> explicitArgs, const HiddenArgValues& hidden) {
  std::uint64_t size = kernel.descriptor.kernargSize;
  if (kernel.metadata) size = std::max<std::uint64_t>(size, kernel.metadata->kernargSegmentSize);
  if (explicitArgs.size() > size) {
    throw LaunchError(kernel.name + ": " + std::to_string(explicitArgs.size()) + " bytes of arguments, but the kernarg segment has " +
                      std::to_string(size));
  }
  std::vector<std::uint8_t> segment(std::max<std::uint64_t>(size, 16), 0);
  std::copy(explicitArgs.begin(), explicitArgs.end(), segment.begin());
  if (kernel.metadata) {
    for (const KernelArgMetadata& arg : kernel.metadata->args) {
      if (arg.valueKind.starts_with("hidden_")) put(segment, arg, hiddenValue(arg.valueKind, dims, hidden));
    }
  }
  return segment;
}

}  // namespace gcnjit::runtime
