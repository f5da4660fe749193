// include/gcnjit/gcnjit.h: the README's example, errors as gcnjit::Error,
// and a device that keeps working after a kernel fault.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "gcnjit/gcnjit.h"

namespace {

std::string corpus(const std::string& name) { return GCNJIT_TEST_BINARY_DIR "/kernels/" + name; }

}  // namespace

TEST_CASE("public API: saxpy as in the README", "[api]") {
  const std::uint32_t n = 1000;  // not a multiple of the workgroup: a partial last workgroup
  std::vector<float> x(n), y(n, 1.0f), out(n);
  for (std::uint32_t i = 0; i < n; ++i) x[i] = float(i);

  gcnjit::Device device;
  gcnjit::Module module = device.load(corpus("saxpy.gfx908.co"));
  CHECK(module.target() == "gfx908");
  gcnjit::Buffer dx = device.allocate(n * sizeof(float)), dy = device.allocate(n * sizeof(float));
  dx.write(x.data(), n * sizeof(float));
  dy.write(y.data(), n * sizeof(float));
  device.launch(module.kernel("saxpy"), {n}, {256}, gcnjit::Args().add(2.0f).add(dx).add(dy));
  dy.read(out.data(), n * sizeof(float));
  for (std::uint32_t i = 0; i < n; ++i) REQUIRE(out[i] == 2.0f * float(i) + 1.0f);
}

TEST_CASE("public API: a fat bundle loads the newest target unless one is asked for", "[api]") {
  gcnjit::Device device;
  CHECK(device.load(corpus("crosslane.hipfb")).target() == "gfx908");
  CHECK(device.load(corpus("crosslane.hipfb"), "gfx900").target() == "gfx900");
  CHECK_THROWS_AS(device.load(corpus("crosslane.hipfb"), "gfx1030"), gcnjit::Error);
}

TEST_CASE("public API: errors are gcnjit::Error with one line naming the cause", "[api]") {
  gcnjit::Device device({.threads = 2});
  CHECK_THROWS_WITH(device.load("/nonexistent.co"), Catch::Contains("/nonexistent.co"));
  gcnjit::Module module = device.load(corpus("saxpy.gfx900.co"));
  CHECK_THROWS_WITH(module.kernel("nope"), Catch::Contains("no kernel 'nope'"));
  gcnjit::Buffer b = device.allocate(64 * sizeof(float));
  CHECK_THROWS_WITH(device.launch(module.kernel("saxpy"), {64}, {64}, gcnjit::Args().add(b)),
                    Catch::Contains("takes 3 arguments, 1 given"));
  CHECK_THROWS_AS(b.write(nullptr, 65 * sizeof(float)), gcnjit::Error);

  // Out of bounds: x points past every allocation. The fault names the
  // instruction; the next launch works.
  gcnjit::Args bad;
  bad.add(1.0f).add(std::uint64_t(0x10)).add(b);
  CHECK_THROWS_WITH(device.launch(module.kernel("saxpy"), {64}, {64}, bad), Catch::Contains("global_load_dword"));
  std::vector<float> ones(64, 1.0f), out(64);
  b.write(ones.data(), 64 * sizeof(float));
  device.launch(module.kernel("saxpy"), {64}, {64}, gcnjit::Args().add(3.0f).add(b).add(b));
  b.read(out.data(), 64 * sizeof(float));
  CHECK(out[63] == 4.0f);
}
