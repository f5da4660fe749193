// Lays out a kernel's explicit arguments at the offsets its metadata gives
// (AMDGPUUsage ".args": .offset, .size), in declaration order, skipping the
// hidden ones the runtime fills in.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "loader/code_object.h"
#include "runtime/launch.h"

namespace gcnjit::runtime {

class KernelArgs {
 public:
  // Throws LaunchError if the kernel has no argument metadata.
  explicit KernelArgs(const Kernel& kernel);

  // Sets explicit argument `index` (0-based, hidden arguments not counted);
  // the value's size must equal the argument's .size.
  template <class T>
  KernelArgs& set(unsigned index, const T& value) {
    setBytes(index, &value, sizeof value);
    return *this;
  }
  void setBytes(unsigned index, const void* data, std::size_t size);
  unsigned count() const { return unsigned(offsets_.size()); }
  // The .size of explicit argument `index` (< count()).
  std::size_t size(unsigned index) const { return offsets_.at(index).second; }
  const std::vector<std::uint8_t>& bytes() const { return bytes_; }

 private:
  std::string kernel_;
  std::vector<std::pair<std::uint64_t, std::uint64_t>> offsets_;  // (offset, size) of each explicit argument
  std::vector<std::uint8_t> bytes_;
};

}  // namespace gcnjit::runtime
