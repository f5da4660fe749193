#include "gcnjit_gpu.h"

#include <chrono>
#include <cstring>
#include <stdexcept>

#include "runtime/kernel_args.h"

namespace gcnjit::bench {

GcnjitGpu::GcnjitGpu(std::span<const std::uint8_t> codeObject, const std::string& name, runtime::ExecutionMode mode,
                     unsigned threads)
    : device_(threads) {
  device_.setExecutionMode(mode);
  std::vector<CodeObject> objects = loadCodeObjectsFromMemory(codeObject, name);
  image_ = &device_.load(std::move(objects.front()));
}

GcnjitGpu::~GcnjitGpu() {
  for (void* buffer : buffers_) device_.release(buffer);
}

double GcnjitGpu::translateAll() {
  auto start = std::chrono::steady_clock::now();
  for (const Kernel& kernel : image_->object().kernels()) image_->executable(kernel, device_.executionMode(), device_.checked());
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

BufferId GcnjitGpu::allocate(std::size_t bytes) {
  buffers_.push_back(device_.allocate(bytes));
  return BufferId(buffers_.size() - 1);
}

void GcnjitGpu::write(BufferId buffer, const void* data, std::size_t bytes) {
  std::memcpy(buffers_.at(buffer), data, bytes);
}

void GcnjitGpu::read(BufferId buffer, void* data, std::size_t bytes) { std::memcpy(data, buffers_.at(buffer), bytes); }

void GcnjitGpu::launch(const std::string& name, Range3 global, Range3 local, const std::vector<Arg>& args) {
  const Kernel* kernel = image_->object().findKernel(name);
  if (!kernel) throw std::runtime_error("no kernel " + name + " in " + image_->object().source());
  runtime::KernelArgs kernelArgs(*kernel);
  for (unsigned i = 0; i < args.size(); ++i) {
    if (args[i].buffer >= 0) {
      kernelArgs.set(i, buffers_.at(args[i].buffer));
    } else {
      kernelArgs.setBytes(i, args[i].bytes.data(), args[i].bytes.size());
    }
  }
  runtime::LaunchDims dims;
  dims.grid = {std::uint32_t(global.x), std::uint32_t(global.y), std::uint32_t(global.z)};
  dims.workgroup = {std::uint16_t(local.x), std::uint16_t(local.y), std::uint16_t(local.z)};
  device_.launch(*image_, *kernel, dims, kernelArgs.bytes());
}

}  // namespace gcnjit::bench
