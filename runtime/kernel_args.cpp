#include "runtime/kernel_args.h"

#include <algorithm>

namespace gcnjit::runtime {

KernelArgs::KernelArgs(const Kernel& kernel) : kernel_(kernel.name) {
  if (!kernel.metadata) throw LaunchError(kernel.name + ": no argument metadata in the code object");
  std::uint64_t end = 0;
  for (const KernelArgMetadata& arg : kernel.metadata->args) {
    if (arg.isHidden()) continue;
    offsets_.emplace_back(arg.offset, arg.size);
    end = std::max(end, arg.offset + arg.size);
  }
  bytes_.assign(end, 0);
}

void KernelArgs::setBytes(unsigned index, const void* data, std::size_t size) {
  if (index >= offsets_.size()) {
    throw LaunchError(kernel_ + ": argument " + std::to_string(index) + " does not exist (the kernel has " +
                      std::to_string(offsets_.size()) + ")");
  }
  auto [offset, expected] = offsets_[index];
  if (size != expected) {
    throw LaunchError(kernel_ + ": argument " + std::to_string(index) + " takes " + std::to_string(expected) +
                      " bytes, not " + std::to_string(size));
  }
  std::memcpy(bytes_.data() + offset, data, size);
}

}  // namespace gcnjit::runtime
