// gcnjit's public C++ API: run AMD GCN kernels (gfx900, gfx906, gfx908 code
// objects, offload bundles or HIP executables) on the host CPU.
//
//   gcnjit::Device device;                         // all cores, JIT code
//   gcnjit::Module module = device.load("saxpy.gfx908.co");
//   gcnjit::Buffer x = device.allocate(n * sizeof(float));
//   x.write(host.data(), n * sizeof(float));
//   device.launch(module.kernel("saxpy"), {n}, {256}, gcnjit::Args().add(2.0f).add(x).add(y));
//   y.read(out.data(), n * sizeof(float));
//
// Launches run to completion before returning. Every failure — a file that
// is not a code object, an unknown kernel, wrong arguments, a kernel fault
// (with the workgroup, wave, GCN address and instruction), an unsupported
// instruction — throws gcnjit::Error with a one-line message; the device
// stays usable.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

namespace gcnjit {

namespace runtime {
class Device;
class LoadedImage;
}  // namespace runtime
struct Kernel;

class Error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

enum class Isa { Best, Avx512, Avx2, Interpreter };

struct DeviceOptions {
  unsigned threads = 0;    // host threads running workgroups (0: one per core)
  Isa isa = Isa::Best;     // how kernels run (Best: GCNJIT_ISA, else the best the host has)
  std::uint64_t timeLimitMs = 0;  // a launch running longer is stopped with an Error (0: none)
};

// Three sizes: x, y, z.
struct Dim3 {
  std::uint32_t x = 1, y = 1, z = 1;
  Dim3(std::uint32_t x_ = 1, std::uint32_t y_ = 1, std::uint32_t z_ = 1) : x(x_), y(y_), z(z_) {}
};

class Device;

// Device memory: host memory the device's kernels may access. Freed with
// the Buffer (move-only); the Device must outlive it.
class Buffer {
 public:
  Buffer() = default;
  Buffer(Buffer&& other) noexcept { *this = std::move(other); }
  Buffer& operator=(Buffer&& other) noexcept;
  Buffer(const Buffer&) = delete;
  Buffer& operator=(const Buffer&) = delete;
  ~Buffer();

  void* data() const { return data_; }
  std::size_t size() const { return size_; }
  // Copies host bytes in or out at `offset`; throws Error past the end.
  void write(const void* from, std::size_t bytes, std::size_t offset = 0);
  void read(void* to, std::size_t bytes, std::size_t offset = 0) const;

 private:
  friend class Device;
  Buffer(runtime::Device* device, void* data, std::size_t size) : device_(device), data_(data), size_(size) {}
  runtime::Device* device_ = nullptr;
  void* data_ = nullptr;
  std::size_t size_ = 0;
};

// A kernel of a loaded module (valid while its Device lives).
class KernelRef {
 public:
  const std::string& name() const;
  // Bytes of static LDS and of private memory per work-item the kernel's descriptor asks for.
  std::uint32_t staticLdsBytes() const;
  std::uint32_t privateBytes() const;

 private:
  friend class Device;
  friend class Module;
  KernelRef(runtime::LoadedImage* image, const Kernel* kernel) : image_(image), kernel_(kernel) {}
  runtime::LoadedImage* image_;
  const Kernel* kernel_;
};

// A code object loaded into a Device (valid while the Device lives).
class Module {
 public:
  // Throws Error naming the module if it has no such kernel.
  KernelRef kernel(const std::string& name) const;
  std::vector<std::string> kernelNames() const;
  std::string target() const;  // "gfx908", ...

 private:
  friend class Device;
  explicit Module(runtime::LoadedImage* image) : image_(image) {}
  runtime::LoadedImage* image_;
};

// A kernel's explicit arguments in declaration order: buffers (their device
// address), pointers and scalars. Sizes are checked against the kernel's
// metadata at launch.
class Args {
 public:
  Args& add(const Buffer& buffer) {
    void* address = buffer.data();
    return addBytes(&address, sizeof address);
  }
  template <class T>
  Args& add(const T& value) {
    static_assert(std::is_trivially_copyable_v<T>, "kernel arguments are plain values");
    return addBytes(&value, sizeof value);
  }
  Args& addBytes(const void* data, std::size_t size) {
    std::vector<std::uint8_t> bytes(size);
    std::memcpy(bytes.data(), data, size);
    values_.push_back(std::move(bytes));
    return *this;
  }
  const std::vector<std::vector<std::uint8_t>>& values() const { return values_; }

 private:
  std::vector<std::vector<std::uint8_t>> values_;
};

class Device {
 public:
  explicit Device(const DeviceOptions& options = {});
  ~Device();
  Device(const Device&) = delete;
  Device& operator=(const Device&) = delete;

  // Loads FILE (code object, offload bundle or HIP executable) for `target`
  // ("gfx900", "gfx906", "gfx908"; default: the best the file has).
  Module load(const std::string& path, const std::string& target = "");
  Module load(std::span<const std::uint8_t> bytes, const std::string& name, const std::string& target = "");
  Buffer allocate(std::size_t bytes);

  // Runs `kernel` over `globalSize` work-items (HSA/OpenCL style: the last
  // workgroup of a dimension may be partial) in workgroups of
  // `workgroupSize`, with `dynamicLds` bytes of LDS beyond the static size.
  void launch(const KernelRef& kernel, Dim3 globalSize, Dim3 workgroupSize, const Args& args,
              std::uint32_t dynamicLds = 0);

  unsigned threads() const;
  std::string isa() const;  // "avx2", "avx512" or "interp"

 private:
  std::unique_ptr<runtime::Device> device_;
};

}  // namespace gcnjit
