// Whole kernels of the corpus (tests/kernels, compiled at build time) run by
// the runtime (as JIT code by default, again on the interpreter as the
// "interp.*" ctest tests), checked against host C++.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <random>
#include <string>

#include "loader/code_object.h"
#include "runtime/device.h"
#include "runtime/kernel_args.h"

using namespace gcnjit;
using namespace gcnjit::runtime;

namespace {

const char* const kTargets[] = {"gfx900", "gfx906", "gfx908"};

LoadedImage& loadKernelFile(Device& device, const std::string& name, const std::string& target) {
  std::vector<CodeObject> objects = loadCodeObjects(GCNJIT_TEST_BINARY_DIR "/kernels/" + name + "." + target + ".co");
  return device.load(std::move(objects.front()));
}

template <class T>
T* deviceArray(Device& device, std::size_t n) {
  return static_cast<T*>(device.allocate(n * sizeof(T)));
}

LaunchDims dims1d(std::uint32_t items, std::uint16_t group) {
  LaunchDims d;
  d.grid = {items, 1, 1};
  d.workgroup = {group, 1, 1};
  return d;
}

}  // namespace

TEST_CASE("runtime: saxpy equals host fma, with a partial last workgroup", "[runtime]") {
  for (const char* target : kTargets) {
    INFO(target);
    Device device(2);
    LoadedImage& image = loadKernelFile(device, "saxpy", target);
    const Kernel* kernel = image.object().findKernel("saxpy");
    REQUIRE(kernel);
    const std::uint32_t n = 1000;  // 15 full workgroups of 64 and one of 40
    float* x = deviceArray<float>(device, n);
    float* y = deviceArray<float>(device, n);
    std::vector<float> expected(n);
    std::mt19937 rng(7);
    std::uniform_real_distribution<float> dist(-100.0f, 100.0f);
    const float a = 1.75f;
    for (std::uint32_t i = 0; i < n; ++i) {
      x[i] = dist(rng);
      y[i] = dist(rng);
      expected[i] = std::fma(a, x[i], y[i]);  // clang contracts a * x + y in OpenCL C
    }
    KernelArgs args(*kernel);
    args.set(0, a).set(1, x).set(2, y);
    device.launch(image, *kernel, dims1d(n, 64), args.bytes());
    for (std::uint32_t i = 0; i < n; ++i) {
      INFO("i = " << i);
      REQUIRE(y[i] == expected[i]);
    }
    device.release(x);
    device.release(y);
  }
}

TEST_CASE("runtime: waves start with the ids of partial 3D workgroups and meet at a barrier", "[runtime]") {
  // 3 x 2 x 2 workgroups of 5 x 7 x 3 (two waves, the second one partial,
  // rows split across waves); the last workgroup in every dimension is
  // partial, so its waves have fewer lanes and other ids.
  const std::array<std::uint32_t, 3> grid{13, 11, 5};
  const std::array<std::uint16_t, 3> group{5, 7, 3};
  for (const char* target : kTargets) {
    INFO(target);
    Device device(2);
    LoadedImage& image = loadKernelFile(device, "work_item_ids", target);
    const Kernel* kernel = image.object().findKernel("work_item_ids");
    REQUIRE(kernel);
    const std::size_t items = std::size_t(grid[0]) * grid[1] * grid[2];
    std::uint32_t* out = deviceArray<std::uint32_t>(device, 8 * items);
    KernelArgs args(*kernel);
    args.set(0, out);
    LaunchDims d;
    d.grid = grid;
    d.workgroup = group;
    device.launch(image, *kernel, d, args.bytes());
    for (std::uint32_t z = 0; z < grid[2]; ++z) {
      for (std::uint32_t y = 0; y < grid[1]; ++y) {
        for (std::uint32_t x = 0; x < grid[0]; ++x) {
          INFO("work-item (" << x << "," << y << "," << z << ")");
          std::array<std::uint32_t, 3> at{x, y, z}, local{}, groupId{}, size{};
          for (int k = 0; k < 3; ++k) {
            local[k] = at[k] % group[k];
            groupId[k] = at[k] / group[k];
            size[k] = std::min<std::uint32_t>(group[k], grid[k] - groupId[k] * group[k]);
          }
          std::uint32_t count = size[0] * size[1] * size[2];
          std::uint32_t flat = (local[2] * size[1] + local[1]) * size[0] + local[0];
          const std::uint32_t* o = out + 8 * ((std::size_t(z) * grid[1] + y) * grid[0] + x);
          std::array<std::uint32_t, 8> expected{local[0], local[1], local[2], groupId[0], groupId[1], groupId[2],
                                               count, count - 1 - flat};
          REQUIRE(std::vector<std::uint32_t>(o, o + 8) == std::vector<std::uint32_t>(expected.begin(), expected.end()));
        }
      }
    }
    device.release(out);
  }
}

TEST_CASE("runtime: LDS tree reduction with barriers (reduce_max_static)", "[runtime]") {
  for (const char* target : kTargets) {
    INFO(target);
    Device device(2);
    LoadedImage& image = loadKernelFile(device, "reduce_lds", target);
    const Kernel* kernel = image.object().findKernel("reduce_max_static");
    REQUIRE(kernel);
    const std::uint32_t groups = 8, n = 256 * groups;
    int* in = deviceArray<int>(device, n);
    int* partial = deviceArray<int>(device, groups);
    std::mt19937 rng(11);
    std::vector<int> expected(groups, INT32_MIN);
    for (std::uint32_t i = 0; i < n; ++i) {
      in[i] = int(rng());
      expected[i / 256] = std::max(expected[i / 256], in[i]);
    }
    KernelArgs args(*kernel);
    args.set(0, in).set(1, partial);
    device.launch(image, *kernel, dims1d(n, 256), args.bytes());
    for (std::uint32_t g = 0; g < groups; ++g) {
      INFO("group " << g);
      REQUIRE(partial[g] == expected[g]);
    }
    device.release(in);
    device.release(partial);
  }
}

// An executable keeps its runners for the next dispatches
// (ir::Executable::takeRunner): each launch must see its own LDS, here one
// that grows (and moves) and shrinks again, with another executable's
// launches in between.
TEST_CASE("runtime: a kept runner sees each dispatch's own LDS", "[runtime]") {
  Device device(1);
  LoadedImage& image = loadKernelFile(device, "reduce_lds", "gfx908");
  const Kernel* sum = image.object().findKernel("reduce_sum");
  const Kernel* max = image.object().findKernel("reduce_max_static");
  REQUIRE(sum);
  REQUIRE(max);
  const std::uint32_t n = 4096;
  float* in = deviceArray<float>(device, n);
  int* ints = deviceArray<int>(device, n);
  float* partial = deviceArray<float>(device, n / 64);
  int* maxima = deviceArray<int>(device, n / 256);
  for (std::uint32_t i = 0; i < n; ++i) {
    in[i] = float(i % 7);  // small integers: every order of sums is exact
    ints[i] = int(i * 2654435761u % 1000);
  }
  for (std::uint16_t group : {64, 1024, 64, 256}) {
    INFO("groups of " << group);
    KernelArgs args(*sum);
    args.set(0, in).set(1, partial).set(3, n);
    LaunchDims d = dims1d(n, group);
    d.dynamicLds = group * 4u;
    device.launch(image, *sum, d, args.bytes());
    for (std::uint32_t g = 0; g < n / group; ++g) {
      float expected = 0;
      for (std::uint32_t i = g * group; i < (g + 1) * group; ++i) expected += in[i];
      INFO("group " << g);
      REQUIRE(partial[g] == expected);
    }
    KernelArgs maxArgs(*max);
    maxArgs.set(0, ints).set(1, maxima);
    device.launch(image, *max, dims1d(n, 256), maxArgs.bytes());
    for (std::uint32_t g = 0; g < n / 256; ++g) REQUIRE(maxima[g] == *std::max_element(ints + g * 256, ints + (g + 1) * 256));
  }
  device.release(in);
  device.release(ints);
  device.release(partial);
  device.release(maxima);
}

TEST_CASE("runtime: a kernel reading out of bounds stops with a report", "[runtime]") {
  Device device(1);
  LoadedImage& image = loadKernelFile(device, "saxpy", "gfx908");
  const Kernel* kernel = image.object().findKernel("saxpy");
  REQUIRE(kernel);
  float* y = deviceArray<float>(device, 64);
  KernelArgs args(*kernel);
  float* wild = reinterpret_cast<float*>(std::uintptr_t(0x1000));  // nothing is mapped there
  args.set(0, 1.0f).set(1, wild).set(2, y);
  try {
    device.launch(image, *kernel, dims1d(64, 64), args.bytes());
    FAIL("the launch should fault");
  } catch (const LaunchError& e) {
    std::string text = e.what();
    INFO(text);
    CHECK(text.find("saxpy") != std::string::npos);
    CHECK(text.find("read fault") != std::string::npos);
    CHECK(text.find("global_load_dword") != std::string::npos);
    CHECK(text.find("workgroup (0,0,0) wave 0") != std::string::npos);
  }
  // The device stays usable.
  float* x = deviceArray<float>(device, 64);
  KernelArgs good(*kernel);
  good.set(0, 2.0f).set(1, x).set(2, y);
  device.launch(image, *kernel, dims1d(64, 64), good.bytes());
  device.release(x);
  device.release(y);
}

TEST_CASE("runtime: a dispatch over its time limit is stopped and the next one runs", "[runtime]") {
  Device device(2);
  device.setTimeLimit(100);
  LoadedImage& image = loadKernelFile(device, "mandelbrot", "gfx908");
  const Kernel* kernel = image.object().findKernel("mandelbrot");
  REQUIRE(kernel);
  const int width = 16, height = 16;
  std::uint32_t* out = deviceArray<std::uint32_t>(device, width * height);
  LaunchDims dims;
  dims.grid = {width, height, 1};
  dims.workgroup = {8, 8, 1};
  // (0, 0) never escapes: 2^31 iterations per lane is an infinite loop here.
  KernelArgs endless(*kernel);
  endless.set(0, out).set(1, width).set(2, height).set(3, 0.0f).set(4, 0.0f).set(5, 0.0f).set(6, 0x7fffffff);
  auto started = std::chrono::steady_clock::now();
  try {
    device.launch(image, *kernel, dims, endless.bytes());
    FAIL("the launch should stop at its time limit");
  } catch (const LaunchError& e) {
    std::string text = e.what();
    INFO(text);
    CHECK(text.find("time limit of 100 ms exceeded") != std::string::npos);
    CHECK(text.find("mandelbrot") != std::string::npos);
    CHECK(text.find("wave") != std::string::npos);
  }
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  CHECK(seconds < 10.0);  // stopped near the limit, not after the loop
  // Next: (2, 2) escapes after one iteration (|z|^2 = 8 > 4): n = 1.
  KernelArgs quick(*kernel);
  quick.set(0, out).set(1, width).set(2, height).set(3, 2.0f).set(4, 2.0f).set(5, 0.0f).set(6, 10);
  device.launch(image, *kernel, dims, quick.bytes());
  CHECK(out[0] == 0x010203u);
  device.release(out);
}

TEST_CASE("runtime: a wave that runs too long is stopped as a runaway", "[runtime]") {
  Device device(1);
  device.setMaxBlocksPerWave(200);  // far fewer than the escape-time loop needs
  LoadedImage& image = loadKernelFile(device, "mandelbrot", "gfx908");
  const Kernel* kernel = image.object().findKernel("mandelbrot");
  REQUIRE(kernel);
  const int width = 8, height = 8, maxIter = 100000;
  std::uint32_t* out = deviceArray<std::uint32_t>(device, width * height);
  KernelArgs args(*kernel);
  // A point inside the set (0, 0) never escapes: every lane loops maxIter times.
  args.set(0, out).set(1, width).set(2, height).set(3, 0.0f).set(4, 0.0f).set(5, 0.0f).set(6, maxIter);
  LaunchDims dims;
  dims.grid = {width, height, 1};
  dims.workgroup = {8, 8, 1};
  try {
    device.launch(image, *kernel, dims, args.bytes());
    FAIL("the launch should stop as a runaway");
  } catch (const LaunchError& e) {
    std::string text = e.what();
    INFO(text);
    CHECK(text.find("runaway wave (ran 200 blocks without stopping)") != std::string::npos);
    CHECK(text.find("mandelbrot") != std::string::npos);
  }
  device.release(out);
}

TEST_CASE("runtime: every host thread runs workgroups, and the results equal one thread's", "[runtime]") {
  constexpr std::uint32_t n = 1 << 16, groups = 64;
  std::mt19937 rng(5);
  std::vector<std::uint32_t> expected(256, 0);
  std::vector<std::uint8_t> data(n);
  for (auto& v : data) {
    v = std::uint8_t(rng() % 7 == 0 ? 3 : rng());  // skewed: many same-bin atomics
    ++expected[v];
  }
  auto histogram = [&](unsigned threads, std::vector<std::uint64_t>& perThread) {
    Device device(threads);
    LoadedImage& image = loadKernelFile(device, "histogram", "gfx906");
    const Kernel* kernel = image.object().findKernel("histogram256");
    REQUIRE(kernel);
    auto* in = deviceArray<std::uint8_t>(device, n);
    auto* hist = deviceArray<std::uint32_t>(device, 256);
    std::copy(data.begin(), data.end(), in);
    KernelArgs args(*kernel);
    args.set(0, in).set(1, n).set(2, hist);
    device.launch(image, *kernel, dims1d(groups * 128, 128), args.bytes());
    perThread = device.lastLaunchWorkgroupsPerThread();
    return std::vector<std::uint32_t>(hist, hist + 256);
  };
  std::vector<std::uint64_t> one, four;
  std::vector<std::uint32_t> byOne = histogram(1, one), byFour = histogram(4, four);
  CHECK(byOne == expected);
  CHECK(byFour == byOne);
  REQUIRE(one.size() == 1);
  CHECK(one[0] == groups);
  REQUIRE(four.size() == 4);
  std::uint64_t total = 0;
  for (std::uint64_t count : four) {
    CHECK(count >= 1);
    total += count;
  }
  CHECK(total == groups);
}

// wide_loads: 16 bytes per lane in each address pattern, the last wave
// partial (1000 = 15 * 64 + 40); the input is sized for 1024 work-items so
// that the inactive lanes' addresses lie in it too (the backend's fast
// paths then read them, and must still load 0 into them), and elements past
// n must stay as they were.
TEST_CASE("runtime: 16-byte loads per lane equal host copies, with a partial last wave", "[runtime]") {
  constexpr std::uint32_t n = 1000, items = 1024, pitch = 7;  // pitch in uint4: rows 112 bytes apart
  constexpr std::uint32_t sentinel = 0xdeadbeef;
  std::mt19937 rng(11);
  for (const char* target : kTargets) {
    INFO(target);
    Device device(2);
    LoadedImage& image = loadKernelFile(device, "wide_loads", target);
    const std::uint32_t elements = items / 4 * pitch;
    auto* in = deviceArray<std::uint32_t>(device, 4 * elements);
    auto* index = deviceArray<std::uint32_t>(device, items);
    auto* out = deviceArray<std::uint32_t>(device, 4 * items);
    for (std::uint32_t i = 0; i < 4 * elements; ++i) in[i] = std::uint32_t(rng());
    for (std::uint32_t i = 0; i < items; ++i) index[i] = std::uint32_t(rng() % elements);
    auto source = [&](const std::string& name, std::uint32_t i) -> std::uint32_t {
      if (name == "copy4") return i;
      if (name == "rows4") return i / 4 * pitch + i % 4;
      return index[i];
    };
    for (const std::string name : {"copy4", "rows4", "indexed4"}) {
      INFO(name);
      const Kernel* kernel = image.object().findKernel(name);
      REQUIRE(kernel);
      std::fill(out, out + 4 * items, sentinel);
      KernelArgs args(*kernel);
      if (name == "copy4") args.set(0, in).set(1, out).set(2, n);
      if (name == "rows4") args.set(0, in).set(1, out).set(2, pitch).set(3, n);
      if (name == "indexed4") args.set(0, in).set(1, index).set(2, out).set(3, n);
      device.launch(image, *kernel, dims1d(items, 64), args.bytes());
      for (std::uint32_t i = 0; i < items; ++i) {
        INFO("work-item " << i);
        for (std::uint32_t c = 0; c < 4; ++c) {
          REQUIRE(out[4 * i + c] == (i < n ? in[4 * source(name, i) + c] : sentinel));
        }
      }
    }
    device.release(in);
    device.release(index);
    device.release(out);
  }
}

// pair_loads: 8 bytes per lane (one 8-byte load) in each address pattern,
// the last wave partial, as wide_loads above.
TEST_CASE("runtime: 8-byte loads per lane equal host copies, with a partial last wave", "[runtime]") {
  constexpr std::uint32_t n = 1000, items = 1024, pitch = 19;  // pitch in ulongs: rows 152 bytes apart
  constexpr std::uint64_t sentinel = 0xdeadbeefcafef00dull;
  std::mt19937_64 rng(12);
  for (const char* target : kTargets) {
    INFO(target);
    Device device(2);
    LoadedImage& image = loadKernelFile(device, "pair_loads", target);
    const std::uint32_t elements = items / 16 * pitch;
    auto* in = deviceArray<std::uint64_t>(device, elements);
    auto* index = deviceArray<std::uint32_t>(device, items);
    auto* out = deviceArray<std::uint64_t>(device, items);
    for (std::uint32_t i = 0; i < elements; ++i) in[i] = rng();
    for (std::uint32_t i = 0; i < items; ++i) index[i] = std::uint32_t(rng() % elements);
    auto source = [&](const std::string& name, std::uint32_t i) -> std::uint32_t {
      if (name == "copy2") return i;
      if (name == "rows2") return i / 16 * pitch + i % 16;
      if (name == "row_element2") return i / 16 * pitch;
      return index[i];
    };
    for (const std::string name : {"copy2", "rows2", "row_element2", "indexed2"}) {
      INFO(name);
      const Kernel* kernel = image.object().findKernel(name);
      REQUIRE(kernel);
      std::fill(out, out + items, sentinel);
      KernelArgs args(*kernel);
      if (name == "copy2") args.set(0, in).set(1, out).set(2, n);
      if (name == "rows2" || name == "row_element2") args.set(0, in).set(1, out).set(2, pitch).set(3, n);
      if (name == "indexed2") args.set(0, in).set(1, index).set(2, out).set(3, n);
      device.launch(image, *kernel, dims1d(items, 64), args.bytes());
      for (std::uint32_t i = 0; i < items; ++i) {
        INFO("work-item " << i);
        REQUIRE(out[i] == (i < n ? in[source(name, i)] : sentinel));
      }
    }
    device.release(in);
    device.release(index);
    device.release(out);
  }
}

// One wave loads a[i] and stores a[i + 16] (emit/global_in_region.h: a
// load and a store in one chunk region, run chunk after chunk, whose
// store would otherwise overwrite what the load's later chunks read).
TEST_CASE("runtime: a wave's store that overlaps its own earlier load sees the loaded values", "[runtime]") {
  for (const char* target : kTargets) {
    INFO(target);
    Device device(1);
    LoadedImage& image = loadKernelFile(device, "region_accesses", target);
    const Kernel* kernel = image.object().findKernel("shift_up");
    REQUIRE(kernel);
    auto* a = deviceArray<std::int32_t>(device, 64);
    for (int i = 0; i < 64; ++i) a[i] = 1000 + i;
    KernelArgs args(*kernel);
    args.set(0, a).set(1, 64u);
    device.launch(image, *kernel, dims1d(64, 64), args.bytes());
    for (int i = 0; i < 64; ++i) {
      INFO("element " << i);
      REQUIRE(a[i] == (i < 16 ? 1000 + i : 1000 + (i - 16) + 1));
    }
    device.release(a);
  }
}

// An indexed load whose address shape changes from wave to wave (one wave
// per workgroup, so a thread's waves run one after another at the same
// site): each access site of the x64 backend starts with the shape that
// took its last access (global_avx512.cpp, ShapeMemory), and must fall back
// to the others whenever the shape changes. Wave w reads, by w % 5,
// consecutive elements, rows of 16, one element per 16 lanes, random
// elements, or one element for all.
TEST_CASE("runtime: an indexed load site whose address shape changes every wave", "[runtime]") {
  constexpr std::uint32_t items = 2048, pitch = 40, elements = 4096;
  std::mt19937 rng(13);
  auto shapedIndex = [&](std::uint32_t i) -> std::uint32_t {
    std::uint32_t wave = i / 64, lane = i % 64, base = (wave * 97) % 1024;
    switch (wave % 5) {
      case 0: return base + lane;
      case 1: return base + lane / 16 * pitch + lane % 16;
      case 2: return base + lane / 16 * pitch;
      case 3: return std::uint32_t(rng() % elements);
      default: return base;
    }
  };
  for (const char* target : kTargets) {
    INFO(target);
    Device device(2);
    auto* index = deviceArray<std::uint32_t>(device, items);
    for (std::uint32_t i = 0; i < items; ++i) index[i] = shapedIndex(i);
    struct IndexedLoad {
      const char* file;
      const char* kernel;
      std::uint32_t dwords;  // per element
    };
    const IndexedLoad loads[] = {{"pair_loads", "indexed2", 2}, {"wide_loads", "indexed4", 4}};
    for (const IndexedLoad& load : loads) {
      INFO(load.kernel);
      LoadedImage& image = loadKernelFile(device, load.file, target);
      auto* in = deviceArray<std::uint32_t>(device, load.dwords * elements);
      auto* out = deviceArray<std::uint32_t>(device, load.dwords * items);
      for (std::uint32_t i = 0; i < load.dwords * elements; ++i) in[i] = std::uint32_t(rng());
      const Kernel* kernel = image.object().findKernel(load.kernel);
      REQUIRE(kernel);
      KernelArgs args(*kernel);
      args.set(0, in).set(1, index).set(2, out).set(3, items);
      device.launch(image, *kernel, dims1d(items, 64), args.bytes());
      for (std::uint32_t i = 0; i < items; ++i) {
        INFO("work-item " << i);
        for (std::uint32_t c = 0; c < load.dwords; ++c) {
          REQUIRE(out[load.dwords * i + c] == in[load.dwords * index[i] + c]);
        }
      }
      device.release(in);
      device.release(out);
    }
    device.release(index);
  }
}
