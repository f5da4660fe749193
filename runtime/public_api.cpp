// include/gcnjit/gcnjit.h on top of runtime::Device: every internal error
// type becomes gcnjit::Error with the same one-line message.
#include "gcnjit/gcnjit.h"

#include <algorithm>
#include <utility>

#include "lift/lift.h"
#include "loader/code_object.h"
#include "runtime/device.h"
#include "runtime/kernel_args.h"

namespace gcnjit {
namespace {

// Runs `body`, turning the runtime's and loader's exceptions into Error.
template <class Body>
auto translated(Body body) -> decltype(body()) {
  try {
    return body();
  } catch (const Error&) {
    throw;
  } catch (const std::exception& e) {
    throw Error(e.what());
  }
}

// The code object to run: the newest processor's (the loader has kept only
// the asked-for target's, if one was asked for).
CodeObject pick(std::vector<CodeObject> objects, const std::string& source) {
  if (objects.empty()) throw Error(source + ": no code object for gfx900, gfx906 or gfx908");
  std::size_t best = 0;
  for (std::size_t i = 1; i < objects.size(); ++i) {
    if (objects[i].target().processor > objects[best].target().processor) best = i;
  }
  return std::move(objects[best]);
}

std::optional<Target> wantedTarget(const std::string& target) {
  if (target.empty()) return std::nullopt;
  std::optional<Target> t = parseTarget(target);
  if (!t) throw Error("unknown target '" + target + "' (gfx900, gfx906 or gfx908)");
  return t;
}

// Error unless [offset, offset + bytes) lies in a buffer of `size` bytes.
void checkSpan(const char* what, std::size_t bytes, std::size_t offset, std::size_t size) {
  if (offset > size || bytes > size - offset) {
    throw Error(std::string("Buffer::") + what + " of " + std::to_string(bytes) + " bytes at " +
                std::to_string(offset) + " past the end of a " + std::to_string(size) + "-byte buffer");
  }
}

}  // namespace

Buffer& Buffer::operator=(Buffer&& other) noexcept {
  if (this != &other) {
    if (device_ && data_) device_->release(data_);
    device_ = std::exchange(other.device_, nullptr);
    data_ = std::exchange(other.data_, nullptr);
    size_ = std::exchange(other.size_, 0);
  }
  return *this;
}

Buffer::~Buffer() {
  if (device_ && data_) device_->release(data_);
}

void Buffer::write(const void* from, std::size_t bytes, std::size_t offset) {
  checkSpan("write", bytes, offset, size_);
  std::memcpy(static_cast<std::uint8_t*>(data_) + offset, from, bytes);
}

void Buffer::read(void* to, std::size_t bytes, std::size_t offset) const {
  checkSpan("read", bytes, offset, size_);
  std::memcpy(to, static_cast<const std::uint8_t*>(data_) + offset, bytes);
}

const std::string& KernelRef::name() const { return kernel_->name; }
std::uint32_t KernelRef::staticLdsBytes() const { return kernel_->descriptor.groupSegmentFixedSize; }
std::uint32_t KernelRef::privateBytes() const { return kernel_->descriptor.privateSegmentFixedSize; }

KernelRef Module::kernel(const std::string& name) const {
  const Kernel* k = image_->object().findKernel(name);
  if (!k) throw Error(image_->object().source() + ": no kernel '" + name + "'");
  return KernelRef(image_, k);
}

std::vector<std::string> Module::kernelNames() const {
  std::vector<std::string> names;
  for (const Kernel& k : image_->object().kernels()) names.push_back(k.name);
  return names;
}

std::string Module::target() const { return std::string(targetName(image_->target())); }

Device::Device(const DeviceOptions& options)
    : device_(translated([&] { return std::make_unique<runtime::Device>(options.threads); })) {
  translated([&] {
    switch (options.isa) {
      case Isa::Best: break;
      case Isa::Avx512: device_->setExecutionMode(runtime::ExecutionMode::Avx512); break;
      case Isa::Avx2: device_->setExecutionMode(runtime::ExecutionMode::Avx2); break;
      case Isa::Interpreter: device_->setExecutionMode(runtime::ExecutionMode::Interpreter); break;
    }
    if (options.timeLimitMs) device_->setTimeLimit(options.timeLimitMs);
  });
}

Device::~Device() = default;

Module Device::load(const std::string& path, const std::string& target) {
  return translated([&] {
    return Module(&device_->load(pick(loadCodeObjects(path, wantedTarget(target)), path)));
  });
}

Module Device::load(std::span<const std::uint8_t> bytes, const std::string& name, const std::string& target) {
  return translated([&] {
    return Module(&device_->load(pick(loadCodeObjectsFromMemory(bytes, name, wantedTarget(target)), name)));
  });
}

Buffer Device::allocate(std::size_t bytes) {
  void* data = translated([&] { return device_->allocate(bytes); });
  return Buffer(device_.get(), data, bytes);
}

void Device::launch(const KernelRef& kernel, Dim3 globalSize, Dim3 workgroupSize, const Args& args,
                    std::uint32_t dynamicLds) {
  translated([&] {
    runtime::KernelArgs bytes(*kernel.kernel_);
    if (args.values().size() != bytes.count()) {
      throw Error(kernel.name() + " takes " + std::to_string(bytes.count()) + " arguments, " +
                  std::to_string(args.values().size()) + " given");
    }
    for (unsigned i = 0; i < args.values().size(); ++i) bytes.setBytes(i, args.values()[i].data(), args.values()[i].size());
    runtime::LaunchDims dims;
    dims.grid = {globalSize.x, globalSize.y, globalSize.z};
    for (std::uint32_t size : {workgroupSize.x, workgroupSize.y, workgroupSize.z}) {
      if (size == 0 || size > 1024) throw Error(kernel.name() + ": workgroup size " + std::to_string(size) + " out of 1..1024");
    }
    dims.workgroup = {std::uint16_t(workgroupSize.x), std::uint16_t(workgroupSize.y), std::uint16_t(workgroupSize.z)};
    dims.dynamicLds = dynamicLds;
    device_->launch(*kernel.image_, *kernel.kernel_, dims, bytes.bytes());
  });
}

unsigned Device::threads() const { return device_->threads(); }

std::string Device::isa() const { return std::string(runtime::executionModeName(device_->executionMode())); }

}  // namespace gcnjit
