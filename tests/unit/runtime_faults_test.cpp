// The documented errors of a faulting launch, one per fault class — an
// out-of-bounds store, a trap, a misaligned atomic, a scratch overflow, a
// barrier deadlock, an invalid instruction word, an unsupported instruction
// (and, in runtime_kernels_test.cpp, an out-of-bounds load, a runaway wave
// and the time limit) — each a one-line LaunchError (with its cause) or
// LiftError/CfgError naming kernel, workgroup, wave and instruction; the next
// launch in the same process runs. Checked mode (GCNJIT_CHECK) turns overruns
// into a neighbouring allocation and LDS accesses outside the allocation
// into faults.
#include <catch2/catch.hpp>
#include <elf.h>

#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "lift/lift.h"
#include "loader/code_object.h"
#include "runtime/address_ranges.h"
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
                        std::uint32_t items, LaunchError::Cause cause = LaunchError::Cause::MemoryFault,
                        std::uint16_t group = 64) {
  try {
    device.launch(image, kernel, dims1d(items, group), args.bytes());
  } catch (const LaunchError& e) {
    CHECK(e.cause() == cause);
    return e.what();
  }
  return "";
}

const Kernel& kernelNamed(LoadedImage& image, const char* name) {
  const Kernel* kernel = image.object().findKernel(name);
  REQUIRE(kernel);
  return *kernel;
}

// The bytes of a code-object file with the instruction word at `kernel`'s
// entry replaced by `word` (through the PT_LOAD segment that holds it).
std::vector<std::uint8_t> withEntryWord(const std::string& file, const char* kernel, std::uint32_t word) {
  std::ifstream in(file, std::ios::binary);
  std::vector<std::uint8_t> bytes{std::istreambuf_iterator<char>(in), {}};
  std::uint64_t entry = loadCodeObjects(file).front().findKernel(kernel)->entryAddress;
  Elf64_Ehdr header;
  std::memcpy(&header, bytes.data(), sizeof header);
  for (unsigned i = 0; i < header.e_phnum; ++i) {
    Elf64_Phdr segment;
    std::memcpy(&segment, bytes.data() + header.e_phoff + i * sizeof segment, sizeof segment);
    if (segment.p_type == PT_LOAD && entry >= segment.p_vaddr && entry + 4 <= segment.p_vaddr + segment.p_filesz) {
      std::memcpy(bytes.data() + segment.p_offset + (entry - segment.p_vaddr), &word, 4);
      return bytes;
    }
  }
  FAIL("no segment holds the entry of " << kernel);
  return {};
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
    CHECK(text.find("not within 1 MiB of any device memory") != std::string::npos);
    CHECK(text.find('\n') == std::string::npos);
    // In bounds, the same kernel works, and so does another.
    KernelArgs fine(*store);
    fine.set(0, base).set(1, std::int64_t(0));
    device.launch(image, *store, dims1d(256, 64), fine.bytes());
    CHECK(base[255] == 1);
    expectTrapIfRunsClean(device, image, *trap);
  }
}

TEST_CASE("runtime faults: lanes whose 32-bit index wrapped past 2^32 read 16 GiB away and fault",
          "[runtime][faults]") {
  // Lane 0's index is 2^32 - 8, so lanes 0-7 read the buffer's first
  // elements and the next lanes' indices wrap to 0: their elements lie 16
  // GiB below. Consecutive indices modulo 2^32 are not consecutive
  // addresses there (backend_x64/emit/indexed_access.h); in bounds, the
  // same kernel reads the whole wave.
  constexpr std::uint32_t kStart = 0xfffffff8u;
  for (int byRow : {0, 1}) {
    CAPTURE(byRow);
    Device device(2);
    LoadedImage& image = loadKernelFile(device, "faults.gfx908.co");
    const Kernel& kernel = kernelNamed(image, "load_wrapping_index");
    auto* buffer = static_cast<std::int32_t*>(device.allocate(64 * 4));
    auto* out = static_cast<std::int32_t*>(device.allocate(64 * 4));
    for (int i = 0; i < 64; ++i) buffer[i] = 100 + i;
    auto in = reinterpret_cast<std::uint64_t>(buffer) - 4 * std::uint64_t(kStart);
    KernelArgs args(kernel);
    args.set(0, in).set(1, out).set(2, kStart).set(3, byRow);
    std::string text = launchError(device, image, kernel, args, 64);
    INFO(text);
    CHECK(text.find("global_load_dword") != std::string::npos);
    CHECK(text.find("lane 8") != std::string::npos);
    KernelArgs fine(kernel);
    fine.set(0, buffer).set(1, out).set(2, 0u).set(3, byRow);
    device.launch(image, kernel, dims1d(64, 64), fine.bytes());
    for (int i = 0; i < 64; ++i) REQUIRE(out[i] == 100 + (byRow ? i % 16 : i));
  }
}

// Each workgroup reads two dwords through tables[group % 3] (an s_load
// from a base that another s_load read). The x64 backend's scalar load
// sites remember their last base (backend_x64/emit/emit_scalar_load.cpp);
// here the base changes from one workgroup to the next on each worker, and
// a table pointer outside device memory faults at the s_load after bases
// that read fine.
TEST_CASE("runtime faults: scalar loads through a base that changes per workgroup read it, or fault",
          "[runtime][faults]") {
  constexpr std::uint32_t kGroups = 8;
  for (const char* target : {"gfx900", "gfx908"}) {
    INFO(target);
    Device device(2);
    LoadedImage& image = loadKernelFile(device, std::string("faults.") + target + ".co");
    const Kernel& kernel = kernelNamed(image, "table_read");
    auto* tables = static_cast<std::uint64_t*>(device.allocate(3 * 8));
    for (std::uint32_t k = 0; k < 3; ++k) {
      auto* table = static_cast<std::uint32_t*>(device.allocate(4 * 4));
      table[1] = 10 + k;
      table[2] = 100 + k;
      tables[k] = reinterpret_cast<std::uint64_t>(table);
    }
    auto* out = static_cast<std::uint32_t*>(device.allocate(kGroups * 64 * 4));
    KernelArgs args(kernel);
    args.set(0, tables).set(1, out).set(2, 3u);
    device.launch(image, kernel, dims1d(kGroups * 64, 64), args.bytes());
    for (std::uint32_t g = 0; g < kGroups; ++g) {
      for (std::uint32_t l = 0; l < 64; ++l) REQUIRE(out[g * 64 + l] == (10 + g % 3) + (100 + g % 3) * l);
    }
    tables[2] = std::uint64_t(1) << 40;
    std::string text = launchError(device, image, kernel, args, kGroups * 64);
    INFO(text);
    CHECK(text.find("s_load_dwordx2") != std::string::npos);
    CHECK(text.find("not within 1 MiB of any device memory") != std::string::npos);
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
  std::string text = launchError(device, image, *trap, args, 128, LaunchError::Cause::Trap);
  INFO(text);
  CHECK(text.find("trap_if") != std::string::npos);
  CHECK(text.find("s_trap 2") != std::string::npos);
  CHECK(text.find("workgroup (0,0,0)") != std::string::npos);
  expectTrapIfRunsClean(device, image, *trap);
}

TEST_CASE("runtime faults: an unsupported instruction is a one-line error before anything runs", "[runtime][faults]") {
  Device device(2);
  LoadedImage& images = loadKernelFile(device, "compare_sample.gfx900.co");
  const Kernel* compare = images.object().findKernel("compare_sample");
  REQUIRE(compare);
  KernelArgs args(*compare);
  args.set(0, std::uint64_t(0));
  try {
    device.launch(images, *compare, dims1d(64, 64), args.bytes());
    FAIL("the image kernel ran");
  } catch (const LiftError& e) {
    std::string text = e.what();
    INFO(text);
    CHECK(text.find("unsupported instruction image_sample_c_lz") != std::string::npos);
    CHECK(text.find("compare_sample+0x") != std::string::npos);
  }
  LoadedImage& faults = loadKernelFile(device, "faults.gfx900.co");
  expectTrapIfRunsClean(device, faults, *faults.object().findKernel("trap_if"));
}

TEST_CASE("runtime faults: a misaligned atomic is a memory fault", "[runtime][faults]") {
  Device device(1);
  LoadedImage& image = loadKernelFile(device, "faults.gfx900.co");
  const Kernel& atomic = kernelNamed(image, "atomic_at");
  auto* base = static_cast<std::uint8_t*>(device.allocate(64));
  KernelArgs args(atomic);
  args.set(0, base).set(1, std::int64_t(2));
  std::string text = launchError(device, image, atomic, args, 1);
  INFO(text);
  CHECK(text.find("atomic fault: 4-byte global") != std::string::npos);
  CHECK(text.find("(lane 0): misaligned atomic") != std::string::npos);
  CHECK(text.find("global_atomic_add") != std::string::npos);  // atomic_inc adds 1
  KernelArgs aligned(atomic);
  aligned.set(0, base).set(1, std::int64_t(4));
  device.launch(image, atomic, dims1d(1, 1), aligned.bytes());
  std::int32_t word;
  std::memcpy(&word, base + 4, 4);
  CHECK(word == 1);
}

TEST_CASE("runtime faults: a private access past the scratch area is a stack or scratch overflow",
          "[runtime][faults]") {
  Device device(1);
  LoadedImage& image = loadKernelFile(device, "faults.gfx908.co");
  const Kernel& kernel = kernelNamed(image, "private_at");
  auto* out = static_cast<std::int32_t*>(device.allocate(64 * 4));
  KernelArgs args(kernel);
  args.set(0, out).set(1, std::int32_t(1) << 20);
  std::string text = launchError(device, image, kernel, args, 64);
  INFO(text);
  CHECK(text.find("read fault") != std::string::npos);
  CHECK(text.find("(lane 0): private offset 0x400004 is past the wave's") != std::string::npos);  // values[] at 4
  CHECK(text.find("bytes of scratch per lane (stack or scratch overflow)") != std::string::npos);
  CHECK(text.find("private_at") != std::string::npos);
  KernelArgs fine(kernel);
  fine.set(0, out).set(1, std::int32_t(3));
  device.launch(image, kernel, dims1d(64, 64), fine.bytes());
  CHECK(out[10] == 30);
}

TEST_CASE("runtime faults: a wave that waits for another at a barrier it never reaches is reported",
          "[runtime][faults]") {
  Device device(1);
  device.setMaxBlocksPerWave(100000);
  LoadedImage& image = loadKernelFile(device, "faults.gfx906.co");
  const Kernel& kernel = kernelNamed(image, "barrier_deadlock");
  auto* flag = static_cast<std::int32_t*>(device.allocate(4));
  KernelArgs args(kernel);
  args.set(0, flag);
  std::string text = launchError(device, image, kernel, args, 128, LaunchError::Cause::Runaway, 128);
  INFO(text);
  CHECK(text.find("runaway wave (ran 100000 blocks without stopping) while wave(s) 0 wait at s_barrier") !=
        std::string::npos);
  CHECK(text.find("workgroup (0,0,0) wave 1") != std::string::npos);
  // With one wave per workgroup nothing waits: the flag is set.
  device.launch(image, kernel, dims1d(64, 64), args.bytes());
  CHECK(*flag == 1);
}

TEST_CASE("runtime faults: an invalid instruction word is a one-line error naming kernel and offset",
          "[runtime][faults]") {
  const std::string file = GCNJIT_TEST_BINARY_DIR "/kernels/faults.gfx900.co";
  std::vector<std::uint8_t> bytes = withEntryWord(file, "store_at", 0xffffffff);  // no gfx900 encoding
  Device device(1);
  LoadedImage& image = device.load(std::move(loadCodeObjectsFromMemory(bytes, "patched.co").front()));
  const Kernel& store = kernelNamed(image, "store_at");
  KernelArgs args(store);
  args.set(0, std::uint64_t(0)).set(1, std::int64_t(0));
  try {
    device.launch(image, store, dims1d(64, 64), args.bytes());
    FAIL("the kernel with an invalid word ran");
  } catch (const std::exception& e) {
    std::string text = e.what();
    INFO(text);
    CHECK(text.find("invalid instruction") != std::string::npos);
    CHECK(text.find("store_at+0x0") != std::string::npos);
    CHECK(text.find('\n') == std::string::npos);
  }
  expectTrapIfRunsClean(device, image, kernelNamed(image, "trap_if"));
}

TEST_CASE("runtime faults: checked mode reports an overrun into a neighbouring allocation", "[runtime][faults]") {
  Device device(1, true);
  LoadedImage& image = loadKernelFile(device, "faults.gfx908.co");
  const Kernel& store = kernelNamed(image, "store_at");
  auto* first = static_cast<std::int32_t*>(device.allocate(256 * 4));
  auto* second = static_cast<std::int32_t*>(device.allocate(256 * 4));
  KernelArgs args(store);
  args.set(0, first).set(1, std::int64_t(256));  // the 64 ints right after `first`
  std::string text = launchError(device, image, store, args, 64);
  INFO(text);
  CHECK(text.find("write fault: 4-byte global") != std::string::npos);
  CHECK(text.find("(lane 0): 0 bytes past the end of the 1024-byte allocation at 0x") != std::string::npos);
  for (int i = 0; i < 256; ++i) REQUIRE(second[i] == 0);
  args.set(1, std::int64_t(-64));  // the 64 ints right before it
  text = launchError(device, image, store, args, 64);
  CHECK(text.find("(lane 0): 256 bytes before the 1024-byte allocation at 0x") != std::string::npos);
  args.set(1, std::int64_t(192));
  device.launch(image, store, dims1d(64, 64), args.bytes());
  CHECK(first[255] == 1);
}

TEST_CASE("runtime faults: default mode maps allocations in whole pages, as a GPU does", "[runtime][faults]") {
  Device device(1);
  LoadedImage& image = loadKernelFile(device, "faults.gfx908.co");
  const Kernel& store = kernelNamed(image, "store_at");
  auto* small = static_cast<std::int32_t*>(device.allocate(8));
  KernelArgs args(store);
  args.set(0, small).set(1, std::int64_t(0));  // 64 ints into an 8-byte allocation: inside its page
  device.launch(image, store, dims1d(64, 64), args.bytes());
  for (int i = 0; i < 64; ++i) REQUIRE(small[i] == 1);
  CHECK(small[64] == 0);  // never written: zero, as fresh GPU memory reads there
  device.release(small);
}

// (Past the page a default-mode access may land in a neighbouring
// allocation, as on a GPU; where it lies in none, the report names both
// sizes.)
TEST_CASE("runtime faults: a miss past a page-rounded allocation names its requested and mapped size",
          "[runtime][faults]") {
  AddressRanges ranges;
  alignas(64) static std::uint8_t page[4096];
  ranges.add(page, sizeof page, "allocation", 8);
  std::string text = ranges.describeMiss(reinterpret_cast<std::uint64_t>(page) + sizeof page);
  CHECK(text.rfind("0 bytes past the end of the 8-byte allocation at 0x", 0) == 0);
  CHECK(text.find("(4096 bytes mapped)") != std::string::npos);
  CHECK(ranges.contains(reinterpret_cast<std::uint64_t>(page) + 4092, 4));
  CHECK(!ranges.contains(reinterpret_cast<std::uint64_t>(page) + 4093, 4));
}

// Inaccessible space (a HIP virtual memory reservation) is named by the
// report on a miss inside it, with the closest range when one is near, and
// allows no access.
TEST_CASE("runtime faults: a miss in described inaccessible space names it", "[runtime][faults]") {
  AddressRanges ranges;
  alignas(4096) static std::uint8_t space[4 * 4096];
  auto at = [&](std::size_t offset) { return reinterpret_cast<std::uint64_t>(space) + offset; };
  ranges.addInaccessible(space, sizeof space, "virtual memory reservation");
  CHECK(!ranges.contains(at(0), 4));
  std::string alone = ranges.describeMiss(at(100));
  CHECK(alone.rfind("in the 16384-byte virtual memory reservation at 0x", 0) == 0);
  CHECK(alone.find(", where kernels have no access") != std::string::npos);
  CHECK(alone.find("(") == std::string::npos);
  ranges.add(space, 4096, "virtual memory mapping");
  std::string near = ranges.describeMiss(at(4096 + 12));
  CHECK(near.find("in the 16384-byte virtual memory reservation") == 0);
  CHECK(near.find("(12 bytes past the end of the 4096-byte virtual memory mapping at 0x") != std::string::npos);
  ranges.removeInaccessible(space);
  CHECK(ranges.describeMiss(at(4096 + 12)).rfind("12 bytes past the end", 0) == 0);
}

TEST_CASE("runtime faults: LDS reads outside the allocation give 0, or a fault in checked mode",
          "[runtime][faults]") {
  // lds_at stores the dword it read; lds_plus_one_at adds 1 to it, so the
  // x64 backend reads it inside the add's chunk region (unless checked),
  // where lanes outside the window go through the memory.
  for (const char* name : {"lds_at", "lds_plus_one_at"}) {
    std::int32_t plus = std::string(name) == "lds_at" ? 0 : 1;
    for (bool checked : {false, true}) {
      INFO(name << (checked ? ", checked" : ""));
      Device device(1, checked);
      LoadedImage& image = loadKernelFile(device, "faults.gfx900.co");
      const Kernel& kernel = kernelNamed(image, name);
      auto* out = static_cast<std::int32_t*>(device.allocate(64 * 4));
      KernelArgs args(kernel);
      args.set(0, out).set(1, std::int32_t(1000));
      if (!checked) {
        out[5] = -1;
        device.launch(image, kernel, dims1d(64, 64), args.bytes());
        CHECK(out[5] == plus);  // Vega ISA "Memory Error Checking": reads outside the range return zero
        continue;
      }
      std::string text = launchError(device, image, kernel, args, 64);
      INFO(text);
      CHECK(text.find("read fault: 4-byte LDS at 0xfa0 (lane 0): outside the workgroup's 256-byte LDS allocation") !=
            std::string::npos);
      args.set(1, std::int32_t(9));
      device.launch(image, kernel, dims1d(64, 64), args.bytes());
      CHECK(out[0] == 9 + plus);
      CHECK(out[1] == 9 + 2 * plus);  // lds_plus_one_at: odd lanes read the next dword
    }
  }
}
