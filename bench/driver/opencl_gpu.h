// The Gpu interface on an OpenCL CPU platform — PoCL, the alternative a user
// would pick to run OpenCL C on the CPU. libOpenCL is opened at run time, so
// gcnjit-bench runs (without this column) where no OpenCL is installed.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "suite/benchmark.h"

namespace gcnjit::bench {

struct OpenClApi;

class OpenClGpu : public Gpu {
 public:
  // The first CPU device of a platform whose name contains "Portable
  // Computing Language"; nothing (and why in `whyNot`) if there is none.
  static std::unique_ptr<OpenClGpu> openPocl(std::string& whyNot);
  ~OpenClGpu() override;

  // Builds the benchmark's OpenCL C source; returns the seconds it took.
  double build(const std::string& source);
  std::string deviceName() const { return deviceName_; }

  BufferId allocate(std::size_t bytes) override;
  void write(BufferId buffer, const void* data, std::size_t bytes) override;
  void read(BufferId buffer, void* data, std::size_t bytes) override;
  void launch(const std::string& name, Range3 global, Range3 local, const std::vector<Arg>& args) override;
  void finish() override;

 private:
  OpenClGpu(const OpenClApi& api, void* platform, void* device);
  void releaseProgram();

  const OpenClApi& api_;
  void* device_;
  void* context_ = nullptr;
  void* queue_ = nullptr;
  void* program_ = nullptr;
  std::string deviceName_;
  std::map<std::string, void*> kernels_;
  std::vector<void*> buffers_;
};

}  // namespace gcnjit::bench
