// The Gpu interface on gcnjit's runtime: a Device of its own per benchmark,
// the benchmark's code object loaded from the embedded files.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "runtime/device.h"
#include "suite/benchmark.h"

namespace gcnjit::bench {

class GcnjitGpu : public Gpu {
 public:
  GcnjitGpu(std::span<const std::uint8_t> codeObject, const std::string& name, runtime::ExecutionMode mode,
            unsigned threads);
  ~GcnjitGpu() override;

  // Lifts and compiles every kernel of the code object; returns the seconds it took.
  double translateAll();

  BufferId allocate(std::size_t bytes) override;
  void write(BufferId buffer, const void* data, std::size_t bytes) override;
  void read(BufferId buffer, void* data, std::size_t bytes) override;
  void launch(const std::string& name, Range3 global, Range3 local, const std::vector<Arg>& args) override;
  void finish() override {}  // launches are synchronous

 private:
  runtime::Device device_;
  runtime::LoadedImage* image_ = nullptr;
  std::vector<void*> buffers_;
};

}  // namespace gcnjit::bench
