// The documented errors of a faulting launch — an out-of-bounds store, a
// trap, an unsupported instruction (and, in runtime_kernels_test.cpp, an
// out-of-bounds load, a runaway wave and the time limit) — each a one-line
// LaunchError or LiftError naming kernel, workgroup, wave and instruction;
// the next launch in the same process runs.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "lift/lift.h"
#include "loader/code_object.h"
#include "runtime/device.h"
#include "runtime/kernel_args.h"

using namespace gcnjit;
using namespace gcnjit::runtime;

namespace {

LoadedImage& loadKernelFile(Device& device, const std::string& file) {
  std::vector<CodeObject> objects = loadCodeObjects(GCNJIT_TEST_BINARY_DIR "/kernels/" + file);
  return device.load(std::move(objects.front()));
}

LaunchDims dims1d(std::uint32_t items, std::uint16_t group) {
  LaunchDims d;
  d.grid = {items, 1, 1};
  d.workgroup = {group, 1, 1};
  return d;
}

// trap_if over 64 lanes with flag[lane] = lane: no trap, out[lane] = lane + 1.
void expectTrapIfRunsClean(Device& device, LoadedImage& image, const Kernel& kernel) {
  auto* flag = static_cast<std::int32_t*>(device.allocate(64 * 4));
  auto* out = static_cast<std::int32_t*>(device.allocate(64 * 4));
  for (int i = 0; i < 64; ++i) flag[i] = i == 7 ? 8 : i;
  KernelArgs args(kernel);
  args.set(0, flag).set(1, out);
  device.launch(image, kernel, dims1d(64, 64), args.bytes());
  for (int i = 0; i < 64; ++i) REQUIRE(out[i] == flag[i] + 1);
}

std::string launchError(Device& device, LoadedImage& image, const Kernel& kernel, const KernelArgs& args,
                        std::uint32_t items) {
  try {
    device.launch(image, kernel, dims1d(items, 64), args.bytes());
  } catch (const LaunchError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("runtime faults: a store outside every allocation stops the launch", "[runtime][faults]") {
  for (const char* target : {"gfx900", "gfx908"}) {
    Device device(2);
    LoadedImage& image = loadKernelFile(device, std::string("faults.") + target + ".co");
    const Kernel* store = image.object().findKernel("store_at");
    const Kernel* trap = image.object().findKernel("trap_if");
    REQUIRE((store && trap));
    auto* base = static_cast<std::int32_t*>(device.allocate(256 * 4));
    KernelArgs args(*store);
    args.set(0, base).set(1, std::int64_t(1) << 40);
    std::string text = launchError(device, image, *store, args, 256);
    INFO(text);
    CHECK(text.find("store_at") != std::string::npos);
    CHECK(text.find("workgroup (") != std::string::npos);  // whichever of the 4 faulting workgroups came first
    CHECK(text.find(") wave 0") != std::string::npos);
    CHECK(text.find("global_store_dword") != std::string::npos);
    CHECK(text.find('\n') == std::string::npos);
    // In bounds, the same kernel works, and so does another.
    KernelArgs fine(*store);
    fine.set(0, base).set(1, std::int64_t(0));
    device.launch(image, *store, dims1d(256, 64), fine.bytes());
    CHECK(base[255] == 1);
    expectTrapIfRunsClean(device, image, *trap);
  }
}

TEST_CASE("runtime faults: s_trap stops the launch and names the trap", "[runtime][faults]") {
  Device device(2);
  LoadedImage& image = loadKernelFile(device, "faults.gfx906.co");
  const Kernel* trap = image.object().findKernel("trap_if");
  REQUIRE(trap);
  auto* flag = static_cast<std::int32_t*>(device.allocate(128 * 4));
  auto* out = static_cast<std::int32_t*>(device.allocate(128 * 4));
  for (int i = 0; i < 128; ++i) flag[i] = i;  // lane 7 of workgroup 0 traps
  KernelArgs args(*trap);
  args.set(0, flag).set(1, out);
  std::string text = launchError(device, image, *trap, args, 128);
  INFO(text);
  CHECK(text.find("trap_if") != std::string::npos);
  CHECK(text.find("s_trap 2") != std::string::npos);
  CHECK(text.find("workgroup (0,0,0)") != std::string::npos);
  expectTrapIfRunsClean(device, image, *trap);
}

TEST_CASE("runtime faults: an unsupported instruction is a one-line error before anything runs", "[runtime][faults]") {
  Device device(2);
  LoadedImage& images = loadKernelFile(device, "image_ops.gfx900.co");
  const Kernel* blur = images.object().findKernel("image_blur");
  REQUIRE(blur);
  KernelArgs args(*blur);
  args.set(0, std::uint64_t(0)).set(1, std::uint64_t(0));
  try {
    device.launch(images, *blur, dims1d(64, 64), args.bytes());
    FAIL("the image kernel ran");
  } catch (const LiftError& e) {
    std::string text = e.what();
    INFO(text);
    CHECK(text.find("unsupported instruction image_sample") != std::string::npos);
    CHECK(text.find("image_blur+0x") != std::string::npos);
  }
  LoadedImage& faults = loadKernelFile(device, "faults.gfx900.co");
  expectTrapIfRunsClean(device, faults, *faults.object().findKernel("trap_if"));
}
