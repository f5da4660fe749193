// Choosing how kernels run (runtime/execution_mode.h): names, what this
// host supports, and the same kernel giving the same bits on the
// interpreter and as JIT code in one process.
#include <catch2/catch.hpp>

#include <cstring>
#include <random>
#include <vector>

#include "loader/code_object.h"
#include "runtime/device.h"
#include "runtime/execution_mode.h"
#include "runtime/kernel_args.h"

using namespace gcnjit;
using namespace gcnjit::runtime;

TEST_CASE("execution modes parse by name and the host's are usable", "[runtime][jit]") {
  for (ExecutionMode m : {ExecutionMode::Interpreter, ExecutionMode::Avx2, ExecutionMode::Avx512}) {
    CHECK(parseExecutionMode(executionModeName(m)) == m);
  }
  CHECK_FALSE(parseExecutionMode("sse2").has_value());
  CHECK(hostSupports(ExecutionMode::Interpreter));
  Device device(1);
  for (ExecutionMode m : {ExecutionMode::Interpreter, ExecutionMode::Avx2, ExecutionMode::Avx512}) {
    if (hostSupports(m)) {
      device.setExecutionMode(m);
      CHECK(device.executionMode() == m);
    } else {
      CHECK_THROWS_AS(device.setExecutionMode(m), LaunchError);
    }
  }
}

TEST_CASE("a kernel gives the same bits on the interpreter and as JIT code", "[runtime][jit]") {
  // saxpy over values that include NaNs, infinities, zeros of both signs and
  // denormals, with a partial last workgroup and a partial wave.
  std::vector<ExecutionMode> modes;
  for (ExecutionMode m : {ExecutionMode::Interpreter, ExecutionMode::Avx2, ExecutionMode::Avx512}) {
    if (hostSupports(m)) modes.push_back(m);
  }
  const std::uint32_t n = 1000;
  std::mt19937 rng(11);
  std::vector<std::uint32_t> xBits(n), yBits(n);
  const std::uint32_t specials[] = {0x7fc00000, 0x7f800001, 0xff800000, 0x80000000, 0x00000001, 0x807fffff, 0};
  for (std::uint32_t i = 0; i < n; ++i) {
    xBits[i] = i % 5 == 0 ? specials[rng() % 7] : std::uint32_t(rng());
    yBits[i] = i % 7 == 0 ? specials[rng() % 7] : std::uint32_t(rng());
  }
  for (const char* target : {"gfx900", "gfx908"}) {
    INFO(target);
    std::vector<std::vector<std::uint32_t>> results;
    for (ExecutionMode mode : modes) {
      Device device(2);
      device.setExecutionMode(mode);
      std::vector<CodeObject> objects = loadCodeObjects(std::string(GCNJIT_TEST_BINARY_DIR "/kernels/saxpy.") + target + ".co");
      LoadedImage& image = device.load(std::move(objects.front()));
      const Kernel* kernel = image.object().findKernel("saxpy");
      REQUIRE(kernel);
      auto* x = static_cast<std::uint32_t*>(device.allocate(n * 4));
      auto* y = static_cast<std::uint32_t*>(device.allocate(n * 4));
      std::memcpy(x, xBits.data(), n * 4);
      std::memcpy(y, yBits.data(), n * 4);
      KernelArgs args(*kernel);
      args.set(0, 1.5f).set(1, x).set(2, y);
      LaunchDims d;
      d.grid = {n, 1, 1};
      d.workgroup = {96, 1, 1};
      device.launch(image, *kernel, d, args.bytes());
      results.emplace_back(y, y + n);
    }
    for (std::size_t m = 1; m < results.size(); ++m) CHECK(results[m] == results[0]);
  }
}
