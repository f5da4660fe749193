// More kernels of the build-time corpus (tests/kernels) run by the runtime
// (as JIT code by default; ctest runs them again as "interp.*" on the
// reference interpreter), on every target they are built for, each checked
// against host C++ written here. Each test says which part of the chain it
// exercises and why its host reference is exact (or why it needs a tolerance).
#include <catch2/catch.hpp>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <numeric>
#include <random>
#include <stdexcept>
#include <string>
#include <utility>
#include <tuple>
#include <vector>

#include "loader/code_object.h"
#include "runtime/device.h"
#include "runtime/kernel_args.h"

using namespace gcnjit;
using namespace gcnjit::runtime;

namespace {

const std::vector<std::string> kAllTargets = {"gfx900", "gfx906", "gfx908"};

// One corpus file loaded for one target on its own device; device arrays
// are released with it.
struct Corpus {
  Device device{2};
  LoadedImage* image = nullptr;
  std::vector<void*> allocations;

  Corpus(const std::string& file, const std::string& target) {
    std::vector<CodeObject> objects =
        loadCodeObjects(GCNJIT_TEST_BINARY_DIR "/kernels/" + file + "." + target + ".co");
    image = &device.load(std::move(objects.front()));
  }
  ~Corpus() {
    for (void* p : allocations) device.release(p);
  }
  Corpus(const Corpus&) = delete;
  Corpus& operator=(const Corpus&) = delete;

  // OpenCL names are plain; HIP names are mangled as _Z<length><name>...
  // (template instances are asked for by their full mangled name).
  const Kernel& kernel(const std::string& name) const {
    if (const Kernel* exact = image->object().findKernel(name)) return *exact;
    const std::string mangled = "_Z" + std::to_string(name.size()) + name;
    for (const Kernel& k : image->object().kernels())
      if (k.name.starts_with(mangled)) return k;
    throw std::runtime_error(image->object().source() + ": no kernel " + name);
  }

  template <class T>
  T* array(std::size_t n) {
    T* p = static_cast<T*>(device.allocate(std::max<std::size_t>(n, 1) * sizeof(T)));
    allocations.push_back(p);
    std::memset(static_cast<void*>(p), 0, n * sizeof(T));
    return p;
  }

  template <class T>
  T* array(const std::vector<T>& values) {
    T* p = array<T>(values.size());
    std::copy(values.begin(), values.end(), p);
    return p;
  }

  void launch(const std::string& name, const LaunchDims& dims, const KernelArgs& args) {
    device.launch(*image, kernel(name), dims, args.bytes());
  }
  KernelArgs args(const std::string& name) const { return KernelArgs(kernel(name)); }
};

LaunchDims dims(std::array<std::uint32_t, 3> grid, std::array<std::uint16_t, 3> group) {
  LaunchDims d;
  d.grid = grid;
  d.workgroup = group;
  return d;
}

LaunchDims dims1d(std::uint32_t items, std::uint16_t group) { return dims({items, 1, 1}, {group, 1, 1}); }

template <class T>
std::vector<T> randomInts(std::size_t n, T lo, T hi, unsigned seed) {
  std::mt19937_64 rng(seed);
  std::uniform_int_distribution<std::int64_t> dist{std::int64_t{lo}, std::int64_t{hi}};
  std::vector<T> v(n);
  for (T& x : v) x = T(dist(rng));
  return v;
}

std::vector<float> randomFloats(std::size_t n, float lo, float hi, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dist(lo, hi);
  std::vector<float> v(n);
  for (float& x : v) x = dist(rng);
  return v;
}

// Exact comparison, bit for bit for floats (so -0.0 and NaN payloads count).
template <class T>
void requireEqual(const T* got, const std::vector<T>& expected) {
  for (std::size_t i = 0; i < expected.size(); ++i) {
    INFO("i = " << i);
    if constexpr (std::is_floating_point_v<T>) {
      INFO("got " << got[i] << " expected " << expected[i]);
      REQUIRE(std::memcmp(&got[i], &expected[i], sizeof(T)) == 0);
    } else {
      REQUIRE(got[i] == expected[i]);
    }
  }
}

template <class T>
void requireClose(const T* got, const std::vector<T>& expected, double relative, double absolute) {
  for (std::size_t i = 0; i < expected.size(); ++i) {
    INFO("i = " << i << " got " << got[i] << " expected " << expected[i]);
    REQUIRE(std::abs(double(got[i]) - double(expected[i])) <=
            absolute + relative * std::abs(double(expected[i])));
  }
}

}  // namespace

// matmul_naive: a 2D grid with partial workgroups in both dimensions.
// `acc += a * b` is contracted by clang (OpenCL C) into one fma per step, in
// k order, so std::fma in the same order is exact. In 16x16 workgroups each
// 16 lanes of a wave read one element of a (the JIT's uniform-groups load,
// emit/global_avx512.cpp) and 16 consecutive ones of b.
TEST_CASE("runtime corpus: matmul_naive on a 2D grid", "[runtime]") {
  const std::tuple<std::string, int, std::uint16_t> runs[] = {
      {"gfx900", 21, 8}, {"gfx906", 21, 8}, {"gfx908", 21, 8}, {"gfx908", 37, 16}};
  for (const auto& [target, n, side] : runs) {
    INFO(target << ", n " << n << ", workgroups " << side << "x" << side);
    Corpus c("matmul_naive", target);
    std::vector<float> a = randomFloats(n * n, -2, 2, 1), b = randomFloats(n * n, -2, 2, 2);
    std::vector<float> expected(n * n);
    for (int row = 0; row < n; ++row)
      for (int col = 0; col < n; ++col) {
        float acc = 0.0f;
        for (int k = 0; k < n; ++k) acc = std::fma(a[row * n + k], b[k * n + col], acc);
        expected[row * n + col] = acc;
      }
    float *da = c.array(a), *db = c.array(b), *dc = c.array<float>(n * n);
    KernelArgs args = c.args("matmul_naive");
    args.set(0, da).set(1, db).set(2, dc).set(3, n);
    c.launch("matmul_naive", dims({std::uint32_t(n), std::uint32_t(n), 1}, {side, side, 1}), args);
    requireEqual(dc, expected);
  }
}

// matmul_tiled: 16x16 tiles staged in LDS between two barriers per step. The
// kernel calls fma() explicitly; tiles are zero-padded past n, and
// fma(0, 0, acc) == acc, so the host loop over the padded tiles is exact.
TEST_CASE("runtime corpus: matmul_tiled with LDS tiles and barriers", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("matmul_tiled", target);
    const int n = 40, tile = 16, padded = 48;
    std::vector<float> a = randomFloats(n * n, -2, 2, 3), b = randomFloats(n * n, -2, 2, 4);
    auto at = [&](const std::vector<float>& m, int r, int col) {
      return r < n && col < n ? m[r * n + col] : 0.0f;
    };
    std::vector<float> expected(n * n);
    for (int row = 0; row < n; ++row)
      for (int col = 0; col < n; ++col) {
        float acc = 0.0f;
        for (int t = 0; t < n; t += tile)
          for (int k = 0; k < tile; ++k) acc = std::fma(at(a, row, t + k), at(b, t + k, col), acc);
        expected[row * n + col] = acc;
      }
    float *da = c.array(a), *db = c.array(b), *dc = c.array<float>(n * n);
    KernelArgs args = c.args("matmul_tiled");
    args.set(0, da).set(1, db).set(2, dc).set(3, n);
    // The kernel needs whole 16x16 groups (every lane loads a tile element).
    c.launch("matmul_tiled", dims({padded, padded, 1}, {16, 16, 1}), args);
    requireEqual(dc, expected);
  }
}

// transpose: a padded LDS tile, a loop over get_local_size(1), a barrier, and
// a non-square matrix whose edges cut through tiles. Pure data movement.
TEST_CASE("runtime corpus: transpose through an LDS tile", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("transpose", target);
    const int width = 40, height = 48;
    std::vector<float> in = randomFloats(width * height, -10, 10, 5);
    std::vector<float> expected(width * height);
    for (int y = 0; y < height; ++y)
      for (int x = 0; x < width; ++x) expected[x * height + y] = in[y * width + x];
    float *din = c.array(in), *dout = c.array<float>(width * height);
    KernelArgs args = c.args("transpose");
    args.set(0, din).set(1, dout).set(2, width).set(3, height);
    // Groups of 32x8 work-items, each covering a 32x32 tile.
    c.launch("transpose", dims({64, 16, 1}, {32, 8, 1}), args);
    requireEqual(dout, expected);
  }
}

// stencil2d (jacobi5): clamped neighbours, partial workgroups. The sum is
// left to right; `sum - 4.0f * c` and `c + alpha * lap` each contract into
// one fma (OpenCL C contracts within an expression), so the host is exact.
TEST_CASE("runtime corpus: stencil2d jacobi5 step", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("stencil2d", target);
    const int w = 30, h = 20;
    const float alpha = 0.125f;
    std::vector<float> in = randomFloats(w * h, -5, 5, 6);
    std::vector<float> expected(w * h);
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) {
        int xl = std::max(x - 1, 0), xr = std::min(x + 1, w - 1);
        int yu = std::max(y - 1, 0), yd = std::min(y + 1, h - 1);
        float center = in[y * w + x];
        float sum = in[y * w + xl] + in[y * w + xr] + in[yu * w + x] + in[yd * w + x];
        float lap = std::fma(-4.0f, center, sum);
        expected[y * w + x] = std::fma(alpha, lap, center);
      }
    float *din = c.array(in), *dout = c.array<float>(w * h);
    KernelArgs args = c.args("jacobi5");
    args.set(0, din).set(1, dout).set(2, w).set(3, h).set(4, alpha);
    c.launch("jacobi5", dims({w, h, 1}, {8, 8, 1}), args);
    requireEqual(dout, expected);
  }
}

// histogram256: LDS atomics (atomic_inc on local bins) then global atomic_add,
// with a grid-stride loop. Counts are order-independent.
TEST_CASE("runtime corpus: histogram with LDS and global atomics", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("histogram", target);
    const std::uint32_t n = 3000;
    std::vector<std::uint8_t> data = randomInts<std::uint8_t>(n, 0, 255, 7);
    for (std::uint32_t i = 0; i < n; i += 3) data[i] = 42;  // one crowded bin
    std::vector<std::uint32_t> expected(256, 0);
    for (std::uint8_t d : data) ++expected[d];
    std::uint8_t* ddata = c.array(data);
    std::uint32_t* hist = c.array<std::uint32_t>(256);
    KernelArgs args = c.args("histogram256");
    args.set(0, ddata).set(1, n).set(2, hist);
    c.launch("histogram256", dims1d(256, 64), args);
    requireEqual(hist, expected);
  }
}

// atomics32: every 32-bit global atomic. Results that depend on the order in
// which lanes win (xchg, and of the exchanged values) are checked only for
// what any order gives; the float sum adds small integers, exact in any order.
TEST_CASE("runtime corpus: 32-bit global atomics", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("atomics", target);
    const std::uint32_t n = 256;
    std::vector<int> v = randomInts<int>(n, -100, 100, 8);
    int* ctr = c.array<int>(5);
    ctr[1] = 1000;
    ctr[2] = INT32_MAX;
    ctr[3] = INT32_MIN;
    std::uint32_t* bits = c.array<std::uint32_t>(4);
    bits[0] = 0xffffffffu;
    bits[3] = 1000;
    float* fsum = c.array<float>(1);
    int* dv = c.array(v);
    KernelArgs args = c.args("atomics32");
    args.set(0, ctr).set(1, bits).set(2, fsum).set(3, dv);
    c.launch("atomics32", dims1d(n, 64), args);

    int sum = std::accumulate(v.begin(), v.end(), 0);
    std::uint32_t orBits = 0, xorBits = 0;
    for (int x : v) {
      orBits |= 1u << (x & 31);
      xorBits ^= std::uint32_t(x);
    }
    CHECK(ctr[0] == sum);
    CHECK(ctr[1] == 1000 - sum);
    CHECK(ctr[2] == *std::min_element(v.begin(), v.end()));
    CHECK(ctr[3] == *std::max_element(v.begin(), v.end()));
    CHECK(std::find(v.begin(), v.end(), ctr[4]) != v.end());  // some lane's value is last
    CHECK(bits[1] == orBits);
    CHECK(bits[2] == xorBits);
    CHECK(bits[3] == 1000 - n);  // atomic_dec: old - 1, no wrap from 1000
    CHECK(*fsum == float(sum));
  }
}

// atomics64: 64-bit add/min/or are order-independent; max of the old values
// of atom_add is the largest partial sum, which depends on the order, so only
// its bounds are checked.
TEST_CASE("runtime corpus: 64-bit global atomics", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("atomics", target);
    const std::uint32_t n = 128;
    std::vector<std::int64_t> v = randomInts<std::int64_t>(n, -(1ll << 40), 1ll << 40, 9);
    std::int64_t* acc = c.array<std::int64_t>(3);
    acc[1] = INT64_MAX;
    std::uint64_t* uacc = c.array<std::uint64_t>(3);
    std::int64_t* dv = c.array(v);
    KernelArgs args = c.args("atomics64");
    args.set(0, acc).set(1, uacc).set(2, dv);
    c.launch("atomics64", dims1d(n, 64), args);

    std::int64_t sum = 0;
    std::uint64_t orBits = 0;
    for (std::int64_t x : v) {
      sum += x;
      orBits |= std::uint64_t(x) << 32;
    }
    CHECK(acc[0] == sum);
    CHECK(acc[1] == *std::min_element(v.begin(), v.end()));
    CHECK(std::find(v.begin(), v.end(), std::int64_t(uacc[1])) != v.end());
    CHECK(uacc[2] == orBits);
  }
}

// atomics_local: LDS atomic inc/max/cmpxchg within each group; the counter
// ends at the group size and the max at 3 * (size - 1), in any order.
TEST_CASE("runtime corpus: LDS atomics per workgroup", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("atomics", target);
    const std::uint32_t groupSize = 128, groups = 3;
    int* out = c.array<int>(groups);
    KernelArgs args = c.args("atomics_local");
    args.set(0, out);
    c.launch("atomics_local", dims1d(groupSize * groups, groupSize), args);
    requireEqual(out, std::vector<int>(groups, int(groupSize + 3 * (groupSize - 1))));
  }
}

// private_array: a 64-float private array indexed at run time lives in
// scratch. Each step is a single rounded multiply or add, so the host is
// exact; inputs are small so (int) conversions stay in range.
TEST_CASE("runtime corpus: private arrays in scratch memory", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("private_array", target);
    const std::uint32_t n = 128;
    std::vector<int> idx = randomInts<int>(n, 0, 1 << 20, 10);
    std::vector<float> in = randomFloats(1024, -1.5f, 1.5f, 11);
    std::vector<float> expected(n);
    for (std::uint32_t gid = 0; gid < n; ++gid) {
      float table[64];
      for (int k = 0; k < 64; ++k) table[k] = in[(gid + k) & 1023] * float(k);
      int j = idx[gid];
      for (int k = 0; k < 8; ++k) {
        table[(j + 5 * k) & 63] += table[(j * k) & 63];
        j = int(table[j & 63]) & 63;
      }
      expected[gid] = table[idx[gid] & 63] + table[j];
    }
    int* didx = c.array(idx);
    float *din = c.array(in), *dout = c.array<float>(n);
    KernelArgs args = c.args("private_array");
    args.set(0, didx).set(1, din).set(2, dout);
    c.launch("private_array", dims1d(n, 64), args);
    requireEqual(dout, expected);
  }
}

// private_lookup: an initialised private table, one element modified at a
// run-time index.
TEST_CASE("runtime corpus: private lookup table", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("private_array", target);
    const std::uint32_t n = 192;
    std::vector<std::uint32_t> keys = randomInts<std::uint32_t>(n, 0, 0xffffffffu, 12);
    std::vector<std::uint32_t> expected(n);
    for (std::uint32_t i = 0; i < n; ++i) {
      std::uint32_t lut[17] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59};
      std::uint32_t k = keys[i];
      lut[k % 17] ^= k;
      expected[i] = lut[(k >> 5) % 17] + lut[(k >> 9) % 17];
    }
    std::uint32_t *dkeys = c.array(keys), *dout = c.array<std::uint32_t>(n);
    KernelArgs args = c.args("private_lookup");
    args.set(0, dkeys).set(1, dout);
    c.launch("private_lookup", dims1d(n, 64), args);
    requireEqual(dout, expected);
  }
}

// device_calls (HIP): real calls with a stack in scratch, recursion (fib,
// gcd), a struct by value and an indirect call. dot3 is three products
// summed; HIP contracts across statements, and the compiled dot3 is
// fma(z, z', fma(x, x', y * y')) (v_mul + two v_fma_f32), which the host copies.
TEST_CASE("runtime corpus: device_calls with recursion and indirect calls", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("device_calls", target);
    const std::uint32_t n = 64;
    std::vector<float> in = randomFloats(3 * n, -3, 3, 13);
    std::vector<int> nv = randomInts<int>(n, 0, 1000, 14);
    std::vector<float> expected(n);
    std::vector<std::uint32_t> expectedGcd(n);
    auto fib = [](int k) {
      int x = 0, y = 1;
      for (int i = 0; i < k; ++i) y = std::exchange(x, y) + y;
      return x;
    };
    for (std::uint32_t i = 0; i < n; ++i) {
      float ax = in[3 * i], ay = in[3 * i + 1], az = in[3 * i + 2];
      float dot = std::fma(az, ay, std::fma(ax, az, ay * ax));  // b = {az, ax, ay}
      float fn = (nv[i] & 1) ? ax * ax : -ax;
      expected[i] = dot + float(fib(nv[i] & 15)) + fn;
      expectedGcd[i] = std::gcd(std::uint32_t(nv[i]), 360u);
    }
    float* din = c.array(in);
    int* dn = c.array(nv);
    float* dout = c.array<float>(n);
    std::uint32_t* dg = c.array<std::uint32_t>(n);
    KernelArgs args = c.args("device_calls");
    args.set(0, din).set(1, dn).set(2, dout).set(3, dg);
    c.launch("device_calls", dims1d(n, 64), args);
    requireEqual(dout, expected);
    requireEqual(dg, expectedGcd);
  }
}

// upsample3d's value at one output element (the host copy of the kernel body).
float upsampleAt(const std::vector<float>& src, int nx, int ny, int nz, int x, int y, int z) {
  float fx = std::fmin(x * 0.5f, nx - 1.001f), fy = std::fmin(y * 0.5f, ny - 1.001f),
        fz = std::fmin(z * 0.5f, nz - 1.001f);
  int x0 = int(fx), y0 = int(fy), z0 = int(fz);
  float tx = fx - x0, ty = fy - y0, tz = fz - z0;
  auto at = [&](int dx, int dy, int dz) { return src[((z0 + dz) * ny + (y0 + dy)) * nx + x0 + dx]; };
  float c00 = at(0, 0, 0) * (1 - tx) + at(1, 0, 0) * tx;
  float c10 = at(0, 1, 0) * (1 - tx) + at(1, 1, 0) * tx;
  float c01 = at(0, 0, 1) * (1 - tx) + at(1, 0, 1) * tx;
  float c11 = at(0, 1, 1) * (1 - tx) + at(1, 1, 1) * tx;
  return (c00 * (1 - ty) + c10 * ty) * (1 - tz) + (c01 * (1 - ty) + c11 * ty) * tz;
}

// The output indices one dimension's grid-stride loop visits. HIP's blockDim
// is __ockl_get_local_size: the remainder in a partial last block, so that
// block starts at blockIdx * remainder. The compiled stride gridDim * blockDim
// is the dispatch packet's grid size (the kernel adds grid_size_x/y/z).
std::vector<bool> visited(std::uint32_t grid, std::uint32_t group, int extent) {
  std::vector<bool> seen(extent, false);
  const std::uint32_t full = grid / group, groups = (grid + group - 1) / group;
  for (std::uint32_t b = 0; b < groups; ++b) {
    const int dim = int(b < full ? group : grid - full * group);
    for (int t = 0; t < dim; ++t)
      for (int i = int(b) * dim + t; i < extent; i += int(grid)) seen[i] = true;
  }
  return seen;
}

// grid3d (HIP upsample3d): 3D blocks and grids, partial blocks in every
// dimension (blockDim then shrinks, so some outputs are never written) and
// grid-stride loops over all three. Tolerance: HIP contracts with
// -ffp-contract=fast and the backend picks which products fuse, so the
// host's rounding can differ in the last bits.
TEST_CASE("runtime corpus: grid3d upsampling on a 3D grid", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("grid3d", target);
    const int nx = 5, ny = 4, nz = 3, ox = 2 * nx, oy = 2 * ny, oz = 2 * nz;
    const std::array<std::uint32_t, 3> grid{7, 5, 3};
    const std::array<std::uint16_t, 3> group{4, 3, 2};
    std::vector<float> src = randomFloats(nx * ny * nz, 0, 1, 15);
    std::vector<bool> seenX = visited(grid[0], group[0], ox), seenY = visited(grid[1], group[1], oy),
                      seenZ = visited(grid[2], group[2], oz);
    std::vector<float> expected(ox * oy * oz, 0.0f);
    for (int z = 0; z < oz; ++z)
      for (int y = 0; y < oy; ++y)
        for (int x = 0; x < ox; ++x)
          if (seenX[x] && seenY[y] && seenZ[z])
            expected[(z * oy + y) * ox + x] = upsampleAt(src, nx, ny, nz, x, y, z);
    float *dsrc = c.array(src), *ddst = c.array<float>(ox * oy * oz);
    KernelArgs args = c.args("upsample3d");
    args.set(0, dsrc).set(1, ddst).set(2, nx).set(3, ny).set(4, nz);
    c.launch("upsample3d", dims(grid, group), args);
    requireClose(ddst, expected, 1e-5, 1e-6);
  }
}

// prefix_scan: Blelloch scan of 512 elements per group in LDS (many
// barriers), then the block sums scanned by the same kernel in one group,
// then scan_add_offsets. Unsigned integer sums are exact.
TEST_CASE("runtime corpus: prefix_scan in three launches", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("prefix_scan", target);
    const std::uint32_t block = 512, groups = 4, n = block * groups;
    std::vector<std::uint32_t> in = randomInts<std::uint32_t>(n, 0, 1000, 16);
    std::vector<std::uint32_t> expected(n);
    std::exclusive_scan(in.begin(), in.end(), expected.begin(), 0u);
    std::uint32_t *din = c.array(in), *dout = c.array<std::uint32_t>(n);
    std::uint32_t *sums = c.array<std::uint32_t>(block), *scannedSums = c.array<std::uint32_t>(block);
    std::uint32_t* unused = c.array<std::uint32_t>(1);

    KernelArgs scan = c.args("scan_block");
    scan.set(0, din).set(1, dout).set(2, sums);
    c.launch("scan_block", dims1d(groups * 256, 256), scan);
    KernelArgs scanSums = c.args("scan_block");
    scanSums.set(0, sums).set(1, scannedSums).set(2, unused);
    c.launch("scan_block", dims1d(256, 256), scanSums);
    KernelArgs add = c.args("scan_add_offsets");
    add.set(0, dout).set(1, scannedSums);
    c.launch("scan_add_offsets", dims1d(n, 256), add);
    requireEqual(dout, expected);
  }
}

// intdiv32/64: the compiler's long reciprocal sequences for run-time
// divisors (signed and unsigned). INT_MIN is kept out of the signed
// dividends so x / -1 is defined.
TEST_CASE("runtime corpus: intdiv 32 and 64 bit", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("intdiv", target);
    const std::uint32_t n = 128;
    {
      std::vector<int> a = randomInts<int>(n, INT32_MIN + 1, INT32_MAX, 17);
      std::vector<int> b = randomInts<int>(n, -70000, 70000, 18);
      b[0] = -1, b[1] = INT32_MAX, b[2] = INT32_MIN, a[3] = 7, b[3] = 0;
      std::vector<int> q(n), r(n);
      std::vector<std::uint32_t> uq(n), ur(n);
      for (std::uint32_t i = 0; i < n; ++i) {
        int x = a[i], y = b[i] | 1;
        q[i] = x / y, r[i] = x % y;
        uq[i] = std::uint32_t(x) / std::uint32_t(y), ur[i] = std::uint32_t(x) % std::uint32_t(y);
      }
      int *da = c.array(a), *db = c.array(b), *dq = c.array<int>(n), *dr = c.array<int>(n);
      std::uint32_t *duq = c.array<std::uint32_t>(n), *dur = c.array<std::uint32_t>(n);
      KernelArgs args = c.args("intdiv32");
      args.set(0, da).set(1, db).set(2, dq).set(3, dr).set(4, duq).set(5, dur);
      c.launch("intdiv32", dims1d(n, 64), args);
      requireEqual(dq, q);
      requireEqual(dr, r);
      requireEqual(duq, uq);
      requireEqual(dur, ur);
    }
    {
      std::vector<std::int64_t> a = randomInts<std::int64_t>(n, INT64_MIN + 1, INT64_MAX, 19);
      std::vector<std::int64_t> b = randomInts<std::int64_t>(n, -(1ll << 40), 1ll << 40, 20);
      for (std::uint32_t i = 0; i < n; i += 4) b[i] >>= 20;  // small divisors too
      b[1] = -1, b[2] = INT64_MAX, b[3] = INT64_MIN;
      std::vector<std::int64_t> q(n), r(n);
      std::vector<std::uint64_t> uq(n), ur(n);
      for (std::uint32_t i = 0; i < n; ++i) {
        std::int64_t x = a[i], y = b[i] | 1;
        q[i] = x / y, r[i] = x % y;
        uq[i] = std::uint64_t(x) / std::uint64_t(y), ur[i] = std::uint64_t(x) % std::uint64_t(y);
      }
      std::int64_t *da = c.array(a), *db = c.array(b), *dq = c.array<std::int64_t>(n),
                   *dr = c.array<std::int64_t>(n);
      std::uint64_t *duq = c.array<std::uint64_t>(n), *dur = c.array<std::uint64_t>(n);
      KernelArgs args = c.args("intdiv64");
      args.set(0, da).set(1, db).set(2, dq).set(3, dr).set(4, duq).set(5, dur);
      c.launch("intdiv64", dims1d(n, 64), args);
      requireEqual(dq, q);
      requireEqual(dr, r);
      requireEqual(duq, uq);
      requireEqual(dur, ur);
    }
  }
}

// intdiv_small: 16- and 8-bit operands promoted to int, a uniform divisor
// and a division by the constant 13.
TEST_CASE("runtime corpus: intdiv on narrow types", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("intdiv", target);
    const std::uint32_t n = 200;
    const int divisor = -9;
    std::vector<std::int16_t> a = randomInts<std::int16_t>(n, INT16_MIN, INT16_MAX, 21);
    std::vector<std::int8_t> b = randomInts<std::int8_t>(n, INT8_MIN, INT8_MAX, 22);
    std::vector<std::int16_t> expected(n);
    for (std::uint32_t i = 0; i < n; ++i)
      expected[i] = std::int16_t(a[i] / (b[i] | 1) + a[i] % 7 + std::int16_t(a[i] / divisor) +
                                 std::int16_t(i / 13u));
    std::int16_t *da = c.array(a), *dout = c.array<std::int16_t>(n);
    std::int8_t* db = c.array(b);
    KernelArgs args = c.args("intdiv_small");
    args.set(0, da).set(1, db).set(2, dout).set(3, divisor);
    c.launch("intdiv_small", dims1d(n, 64), args);
    requireEqual(dout, expected);
  }
}

// switch_case interpret: a dense switch on per-lane values (divergent
// branches). Exact: the compiled a / b is the correctly rounded
// v_div_scale/v_div_fmas/v_div_fixup sequence, and `a * a + b` is contracted
// into an fma.
TEST_CASE("runtime corpus: switch_case interpret with divergent lanes", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("switch_case", target);
    const std::uint32_t n = 256;
    std::vector<int> ops = randomInts<int>(n, -100, 100, 23);
    std::vector<float> a = randomFloats(n, -10, 10, 24), b = randomFloats(n, 0.5f, 10, 25);
    std::vector<float> expected(n);
    for (std::uint32_t i = 0; i < n; ++i) {
      float x = a[i], y = b[i];
      switch (ops[i] & 7) {
        case 0: expected[i] = x + y; break;
        case 1: expected[i] = x - y; break;
        case 2: expected[i] = x * y; break;
        case 3: expected[i] = x / y; break;
        case 4: expected[i] = std::fmax(x, y); break;
        case 5: expected[i] = std::fmin(x, y); break;
        case 6: expected[i] = std::fma(x, x, y); break;
        default: expected[i] = -x; break;
      }
    }
    int* dops = c.array(ops);
    float *da = c.array(a), *db = c.array(b), *dout = c.array<float>(n);
    KernelArgs args = c.args("interpret");
    args.set(0, dops).set(1, da).set(2, db).set(3, dout);
    c.launch("interpret", dims1d(n, 64), args);
    requireEqual(dout, expected);
  }
}

// switch_case classify: a sparse switch (compare chains / ranges).
TEST_CASE("runtime corpus: switch_case classify", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("switch_case", target);
    const std::uint32_t n = 128;
    std::vector<int> codes = randomInts<int>(n, -1 << 20, 1 << 20, 26);
    const int special[] = {-5, 3, 17, 18, 1000, 65536, 4, 16, 19, 65535};
    for (std::uint32_t i = 0; i < n; i += 2) codes[i] = special[(i / 2) % std::size(special)];
    std::vector<int> expected(n);
    for (std::uint32_t i = 0; i < n; ++i) {
      int x = codes[i];
      expected[i] = x == -5 ? 100 : x == 3 ? 7 : (x == 17 || x == 18) ? x * 2 : x == 1000 ? -1
                  : x == 65536 ? 12345 : x >> 3;
    }
    int *dcodes = c.array(codes), *dout = c.array<int>(n);
    KernelArgs args = c.args("classify");
    args.set(0, dcodes).set(1, dout);
    c.launch("classify", dims1d(n, 64), args);
    requireEqual(dout, expected);
  }
}

// bitonic_sort: bitonic_local sorts 512 keys per group in LDS (45 barrier
// phases); bitonic_merge_global alone sorts a whole array in 45 launches.
TEST_CASE("runtime corpus: bitonic sort, local and over many launches", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("bitonic_sort", target);
    const std::uint32_t n = 512;
    std::vector<std::uint32_t> keys = randomInts<std::uint32_t>(2 * n, 0, 0xffffffffu, 27);
    keys[5] = keys[6] = keys[700];  // duplicates
    std::vector<std::uint32_t> expected = keys;
    std::sort(expected.begin(), expected.begin() + n);
    std::sort(expected.begin() + n, expected.end());
    std::uint32_t* dkeys = c.array(keys);
    KernelArgs local = c.args("bitonic_local");
    local.set(0, dkeys);
    c.launch("bitonic_local", dims1d(n, 256), local);  // two groups of 256
    requireEqual(dkeys, expected);

    std::vector<std::uint32_t> single(keys.begin(), keys.begin() + n);
    std::uint32_t* dsingle = c.array(single);
    std::sort(single.begin(), single.end());
    for (std::uint32_t size = 2; size <= n; size <<= 1)
      for (std::uint32_t stride = size / 2; stride > 0; stride >>= 1) {
        KernelArgs merge = c.args("bitonic_merge_global");
        merge.set(0, dsingle).set(1, size).set(2, stride);
        c.launch("bitonic_merge_global", dims1d(n, 128), merge);
      }
    requireEqual(dsingle, single);
  }
}

// warp_reduce (HIP softmax_rows): __shfl_down / __shfl reductions (DPP or
// ds_bpermute) across 4 waves joined through LDS. Tolerance: expf is an
// approximation and the sum order is a tree, not the host's loop.
TEST_CASE("runtime corpus: warp_reduce softmax with wave shuffles", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("warp_reduce", target);
    const int rows = 3, cols = 300;
    std::vector<float> in = randomFloats(rows * cols, -4, 4, 28);
    std::vector<float> expected(rows * cols);
    for (int r = 0; r < rows; ++r) {
      const float* row = &in[r * cols];
      double m = *std::max_element(row, row + cols), s = 0;
      for (int k = 0; k < cols; ++k) s += std::exp(double(row[k]) - m);
      for (int k = 0; k < cols; ++k) expected[r * cols + k] = float(std::exp(double(row[k]) - m) / s);
    }
    float *din = c.array(in), *dout = c.array<float>(rows * cols);
    KernelArgs args = c.args("softmax_rows");
    args.set(0, din).set(1, dout).set(2, cols);
    c.launch("softmax_rows", dims1d(rows * 256, 256), args);
    requireClose(dout, expected, 1e-5, 0);
  }
}

// crosslane (HIP): DPP row_shr and row_bcast:15 with row masks, ds_swizzle in
// bit and quad-permute modes, readfirstlane/readlane, ds_bpermute through
// __shfl*, ballot/any/all. Integer results, emulated lane by lane.
TEST_CASE("runtime corpus: crosslane DPP, swizzle and permutes", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("crosslane", target);
    const std::uint32_t waves = 2, n = 64 * waves;
    std::vector<int> in = randomInts<int>(n, -50, 50, 29);
    in[70] = 42;  // __any true in the second wave only
    for (std::uint32_t l = 64; l < n; ++l)
      if (in[l] == 0) in[l] = 1;  // __all(v != 0) true in the second wave
    in[3] = 0;
    std::vector<int> expected(n);
    std::vector<std::uint64_t> masks(waves);
    for (std::uint32_t w = 0; w < waves; ++w) {
      const int* v = &in[64 * w];
      std::uint64_t ballot = 0;
      bool any42 = false, allNonzero = true;
      for (int l = 0; l < 64; ++l) {
        ballot |= std::uint64_t(v[l] > 0) << l;
        any42 |= v[l] == 42;
        allNonzero &= v[l] != 0;
      }
      masks[w] = ballot;
      for (int l = 0; l < 64; ++l) {
        int dpp = (l % 16 == 0) ? 0 : v[l - 1];                  // row_shr:1, bound_ctrl
        int bcast = (l / 16 == 1 || l / 16 == 3) ? v[(l & ~15) - 1] : 0;  // row_mask 0xa
        int swz = v[l ^ 1];
        int quad = v[(l & ~3) | (3 - (l & 3))];
        int shfl = v[(l + 3) & 63] + v[l ^ 16] + v[l == 0 ? 0 : l - 1];
        int perm = v[63 - l];
        expected[64 * w + l] = dpp + bcast + swz + quad + v[0] + v[5] + shfl + perm +
                               std::popcount(ballot) + int(any42) + int(allNonzero) + l;
      }
    }
    int *din = c.array(in), *dout = c.array<int>(n);
    std::uint64_t* dmasks = c.array<std::uint64_t>(waves);
    KernelArgs args = c.args("crosslane");
    args.set(0, din).set(1, dout).set(2, dmasks);
    c.launch("crosslane", dims1d(n, 64), args);
    requireEqual(dout, expected);
    requireEqual(dmasks, masks);
  }
}

// fp64_math: double division/sqrt/fma/rounding/fmod/ldexp and conversions.
// out_l (convert_long_rtz of a correctly rounded division) and out_f (one
// multiply, one conversion) are exact; out uses exp, log1p and rsqrt, which
// are library approximations, so it gets a tolerance.
TEST_CASE("runtime corpus: fp64_math", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("fp64_math", target);
    const std::uint32_t n = 64;
    std::vector<double> a(n), b(n);
    std::mt19937_64 rng(30);
    std::uniform_real_distribution<double> dist(-50, 50);
    for (std::uint32_t i = 0; i < n; ++i) a[i] = dist(rng), b[i] = dist(rng);
    std::vector<double> out(n);
    std::vector<std::int64_t> outL(n);
    std::vector<float> outF(n);
    for (std::uint32_t i = 0; i < n; ++i) {
      double x = a[i], y = b[i], q = x / y;
      double r = std::sqrt(std::fabs(x)) + std::fma(x, y, q) + std::exp(y * 0.01) - std::log1p(std::fabs(q));
      r += std::floor(x) * std::ceil(y) - std::trunc(q) + std::rint(r) + std::ldexp(y, 3) + std::fmod(x, y);
      out[i] = r + 1.0 / std::sqrt(std::fabs(y) + 1.0) + double(int(x));
      outL[i] = std::int64_t(q);
      outF[i] = float(x * y);
    }
    double *da = c.array(a), *db = c.array(b), *dout = c.array<double>(n);
    std::int64_t* dl = c.array<std::int64_t>(n);
    float* df = c.array<float>(n);
    KernelArgs args = c.args("fp64_math");
    args.set(0, da).set(1, db).set(2, dout).set(3, dl).set(4, df);
    c.launch("fp64_math", dims1d(n, 64), args);
    requireClose(dout, out, 1e-12, 1e-12);
    requireEqual(dl, outL);
    requireEqual(df, outF);
  }
}

// mandelbrot: an escape loop whose trip count diverges per lane (EXEC masks
// shrink until every lane leaves). Contraction: cr = fma(px, scale, x0),
// zr*zr + zi*zi = fma(zr, zr, zi*zi), t = fma(zr, zr, -(zi*zi)) + cr,
// zi = fma(2*zr, zi, ci); with those the iteration counts are exact.
TEST_CASE("runtime corpus: mandelbrot with divergent loops", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("mandelbrot", target);
    const int width = 40, height = 30, maxIter = 64;
    const float x0 = -2.0f, y0 = -1.125f, scale = 0.075f;
    std::vector<std::uint32_t> expected(width * height);
    for (int py = 0; py < height; ++py)
      for (int px = 0; px < width; ++px) {
        float cr = std::fma(float(px), scale, x0), ci = std::fma(float(py), scale, y0);
        float zr = 0.0f, zi = 0.0f;
        int it = 0;
        while (it < maxIter && std::fma(zr, zr, zi * zi) <= 4.0f) {
          float t = std::fma(zr, zr, -(zi * zi)) + cr;
          zi = std::fma(2.0f * zr, zi, ci);
          zr = t;
          ++it;
        }
        expected[py * width + px] = it == maxIter ? 0 : std::uint32_t(it) * 0x010203u;
      }
    std::uint32_t* dout = c.array<std::uint32_t>(width * height);
    KernelArgs args = c.args("mandelbrot");
    args.set(0, dout).set(1, width).set(2, height).set(3, x0).set(4, y0).set(5, scale).set(6, maxIter);
    c.launch("mandelbrot", dims({width, height, 1}, {16, 16, 1}), args);
    requireEqual(dout, expected);
  }
}

// mfma (gfx908 only) mfma_f32_32x32x1f32: AccVGPR accumulators over a k loop
// of rank-1 updates, two 32x32 blocks per instruction. Operand layout (AMD's
// matrix instruction calculator): lane l supplies A[block l/32][row l%32] and
// B[block l/32][col l%32]; result register r of lane l holds block r/16, row
// 8*((r%16)/4) + 4*(l/32) + r%4, column l%32. Small integers keep every sum
// exact in any order.
TEST_CASE("runtime corpus: mfma 32x32x1 f32 on gfx908", "[runtime]") {
  Corpus c("mfma", "gfx908");
  const int k = 4;
  std::vector<float> a(k * 64), b(k * 64);
  std::vector<int> ai = randomInts<int>(k * 64, -8, 8, 31), bi = randomInts<int>(k * 64, -8, 8, 32);
  std::transform(ai.begin(), ai.end(), a.begin(), [](int x) { return float(x); });
  std::transform(bi.begin(), bi.end(), b.begin(), [](int x) { return float(x); });
  std::vector<float> expected(32 * 64);
  for (int r = 0; r < 32; ++r)
    for (int lane = 0; lane < 64; ++lane) {
      const int block = r / 16, row = 8 * ((r % 16) / 4) + 4 * (lane / 32) + r % 4, col = lane % 32;
      float sum = 0.0f;
      for (int s = 0; s < k; ++s) sum += a[s * 64 + 32 * block + row] * b[s * 64 + 32 * block + col];
      expected[r * 64 + lane] = sum;
    }
  float *da = c.array(a), *db = c.array(b), *dc = c.array<float>(32 * 64);
  KernelArgs args = c.args("mfma_f32_32x32");
  args.set(0, da).set(1, db).set(2, dc).set(3, k);
  c.launch("mfma_f32_32x32", dims1d(64, 64), args);
  requireEqual(dc, expected);
}

// subgroup_ops: cl_khr_subgroups reductions, scans and broadcasts over each
// 64-lane wave (two waves per group). The float reduction adds halves of
// small integers, exact in any order.
TEST_CASE("runtime corpus: subgroup reductions, scans and broadcasts", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("subgroup_ops", target);
    const std::uint32_t waves = 4, n = 64 * waves;
    std::vector<int> in = randomInts<int>(n, -200, 200, 33);
    for (std::uint32_t l = 64; l < 128; ++l) in[l] = -1 - int(l);  // all negative, none > 100
    std::vector<int> out(n);
    std::vector<float> fout(n);
    for (std::uint32_t w = 0; w < waves; ++w) {
      const int* v = &in[64 * w];
      int sum = 0;
      float fsum = 0.0f;
      bool any = false, all = true;
      for (int l = 0; l < 64; ++l) {
        sum += v[l];
        fsum += float(v[l]) * 0.5f;
        any |= v[l] > 100;
        all &= v[l] < 0;
      }
      int incMax = INT32_MIN, excMin = INT32_MAX;
      for (int l = 0; l < 64; ++l) {
        incMax = std::max(incMax, v[l]);
        // The kernel's sum wraps at 32 bits: add as unsigned (no host UB).
        std::uint32_t total = std::uint32_t(sum) + std::uint32_t(incMax) + std::uint32_t(excMin) +
                              std::uint32_t(v[7]) + std::uint32_t(l + 64) + std::uint32_t(any) + std::uint32_t(all);
        out[64 * w + l] = int(total);
        excMin = std::min(excMin, v[l]);
        fout[64 * w + l] = fsum;
      }
    }
    int *din = c.array(in), *dout = c.array<int>(n);
    float* dfout = c.array<float>(n);
    KernelArgs args = c.args("subgroup_ops");
    args.set(0, din).set(1, dout).set(2, dfout);
    c.launch("subgroup_ops", dims1d(n, 128), args);
    requireEqual(dout, out);
    requireEqual(dfout, fout);
  }
}

// wg_collectives: OpenCL 2.0 work-group reduce/scan/broadcast across two
// waves, and generic pointers (flat loads and stores to LDS or global,
// to_global). scale() is a separate call, so `f[i] += r` is not contracted.
TEST_CASE("runtime corpus: work-group collectives and generic pointers", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("workgroup_collectives", target);
    const std::uint32_t group = 128, groups = 2, n = group * groups;
    std::vector<int> in = randomInts<int>(n, -1000, 1000, 34);
    std::vector<float> f = randomFloats(n, -10, 10, 35);
    std::vector<int> out(n);
    std::vector<float> fexp(n);
    for (std::uint32_t g = 0; g < groups; ++g) {
      const int* v = &in[g * group];
      int sum = std::accumulate(v, v + group, 0), scan = 0, incMax = INT32_MIN;
      for (std::uint32_t l = 0; l < group; ++l) {
        incMax = std::max(incMax, v[l]);
        out[g * group + l] = sum + scan + incMax + v[5];
        scan += v[l];
      }
    }
    for (std::uint32_t i = 0; i < n; ++i) fexp[i] = (i & 1) ? f[i] + f[i ^ 1] * 3.0f : f[i] * 3.0f;
    int *din = c.array(in), *dout = c.array<int>(n);
    float* df = c.array(f);
    KernelArgs args = c.args("wg_collectives");
    args.set(0, din).set(1, dout).set(2, df);
    c.launch("wg_collectives", dims1d(n, group), args);
    requireEqual(dout, out);
    requireEqual(df, fexp);
  }
}

// dynamic_shared_O0 (HIP, -O0): extern __shared__ sized at launch
// (LaunchDims::dynamicLds), a block_sum template that is a real call, and
// locals in scratch. The tree sum order is replicated on the host; the
// float and double instances add small integers, exact in any order anyway.
template <class T>
void checkDynamicSum(const std::string& target, const std::string& kernelName, unsigned seed) {
  INFO(target << " " << kernelName);
  Corpus c("dynamic_shared_O0", target);
  const std::uint32_t group = 128, groups = 3, n = group * groups;
  std::vector<int> values = randomInts<int>(n, -1000, 1000, seed);
  std::vector<T> in(values.begin(), values.end()), expected(groups, T(0));
  for (std::uint32_t i = 0; i < n; ++i) expected[i / group] += in[i];
  T *din = c.array(in), *dout = c.array<T>(groups);
  KernelArgs args = c.args(kernelName);
  args.set(0, din).set(1, dout);
  LaunchDims d = dims1d(n, group);
  d.dynamicLds = group * sizeof(T);
  c.launch(kernelName, d, args);
  requireEqual(dout, expected);
}

TEST_CASE("runtime corpus: dynamic shared memory at -O0", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    checkDynamicSum<int>(target, "_Z11dynamic_sumIiEvPKT_PS0_", 36);
    checkDynamicSum<float>(target, "_Z11dynamic_sumIfEvPKT_PS0_", 37);
    checkDynamicSum<double>(target, "_Z11dynamic_sumIdEvPKT_PS0_", 38);
  }
}

// A random CSR matrix: rows of 0..150 nonzeros (some longer than 64, so the
// vector kernel's lanes loop).
struct Csr {
  std::vector<int> rowPtr{0}, cols;
  std::vector<float> vals;
};

Csr randomCsr(int rows, int columns, unsigned seed) {
  Csr m;
  std::mt19937 rng(seed);
  for (int r = 0; r < rows; ++r) {
    int count = int(rng() % 151);
    for (int k = 0; k < count; ++k) {
      m.cols.push_back(int(rng() % unsigned(columns)));
      m.vals.push_back(float(int(rng() % 2001) - 1000) / 256.0f);
    }
    m.rowPtr.push_back(int(m.cols.size()));
  }
  return m;
}

// spmv_csr: data-dependent loop bounds per lane (scalar) and a strided lane
// loop plus an LDS tree reduction (vector). `acc += v * x` contracts into an
// fma; the host replays each lane's fma chain and the tree in kernel order.
TEST_CASE("runtime corpus: spmv_csr scalar and vector", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("spmv_csr", target);
    const int rows = 40, columns = 100;
    Csr m = randomCsr(rows, columns, 39);
    std::vector<float> x = randomFloats(columns, -4, 4, 40);
    std::vector<float> scalar(rows), vector(rows);
    for (int r = 0; r < rows; ++r) {
      float acc = 0.0f;
      for (int k = m.rowPtr[r]; k < m.rowPtr[r + 1]; ++k) acc = std::fma(m.vals[k], x[m.cols[k]], acc);
      scalar[r] = acc;
      float sums[64];
      for (int lane = 0; lane < 64; ++lane) {
        float lacc = 0.0f;
        for (int k = m.rowPtr[r] + lane; k < m.rowPtr[r + 1]; k += 64)
          lacc = std::fma(m.vals[k], x[m.cols[k]], lacc);
        sums[lane] = lacc;
      }
      for (int s = 32; s > 0; s >>= 1)
        for (int lane = 0; lane < s; ++lane) sums[lane] += sums[lane + s];
      vector[r] = sums[0];
    }
    int *drow = c.array(m.rowPtr), *dcols = c.array(m.cols);
    float *dvals = c.array(m.vals), *dx = c.array(x), *dy = c.array<float>(rows);
    for (const char* kernel : {"spmv_scalar", "spmv_vector"}) {
      INFO(kernel);
      const bool isScalar = std::string(kernel) == "spmv_scalar";
      std::fill(dy, dy + rows, -1.0f);
      KernelArgs args = c.args(kernel);
      args.set(0, rows).set(1, drow).set(2, dcols).set(3, dvals).set(4, dx).set(5, dy);
      c.launch(kernel, isScalar ? dims1d(rows, 16) : dims1d(rows * 64, 64), args);
      requireEqual(dy, isScalar ? scalar : vector);
    }
  }
}

// bit_ops (HIP, -O3): popcount, clz, ffs, bit reverse, byte permute,
// mul-hi, bit-field extract, alignbit, funnel shift and mul24 at 32 and 64
// bits, following HIP's definitions of the intrinsics. Integer, exact.
std::uint32_t bitOps32(std::uint32_t x) {
  auto clz = [](std::uint32_t v) { return std::uint32_t(std::countl_zero(v)); };
  auto ffs = [](std::uint32_t v) { return v ? std::uint32_t(std::countr_zero(v)) + 1 : 0u; };
  auto brev = [](std::uint32_t v) {
    std::uint32_t r = 0;
    for (int b = 0; b < 32; ++b) r |= ((v >> b) & 1u) << (31 - b);
    return r;
  };
  auto alignbit = [](std::uint32_t hi, std::uint32_t lo, unsigned s) {
    return std::uint32_t(((std::uint64_t(hi) << 32) | lo) >> (s & 31));
  };
  const std::uint32_t y = ~x;  // __byte_perm(x, ~x, 0x5140): bytes x0, y0, x1, y1
  std::uint32_t perm = (x & 0xff) | (y & 0xff) << 8 | ((x >> 8) & 0xff) << 16 | ((y >> 8) & 0xff) << 24;
  std::uint32_t r = std::uint32_t(std::popcount(x)) + clz(x) + ffs(x) + brev(x) + perm;
  r += std::uint32_t((std::uint64_t(x) * 0x9e3779b9u) >> 32) + ((x >> 5) & 0x7f) + alignbit(x, r, 13);
  std::int32_t low24 = std::int32_t(x << 8) >> 8;  // __mul24: signed 24-bit operands
  std::uint32_t funnel = alignbit(r, x, 32 - 9);  // __funnelshift_l(x, r, 9)
  r ^= ((x >> 3) | (x << 29)) + std::uint32_t(low24 * 77) + funnel;
  return r;
}

std::uint64_t bitOps64(std::uint64_t y, std::uint32_t x, std::uint32_t r) {
  std::uint64_t rev = 0;
  for (int b = 0; b < 64; ++b) rev |= ((y >> b) & 1u) << (63 - b);
  const std::uint64_t k = 0x9e3779b97f4a7c15ull;
  // High 64 bits of y * k from 32-bit halves (no __int128 in ISO C++).
  const std::uint64_t yl = y & 0xffffffffu, yh = y >> 32, kl = k & 0xffffffffu, kh = k >> 32;
  const std::uint64_t mid = (yl * kl >> 32) + (yh * kl & 0xffffffffu) + (yl * kh & 0xffffffffu);
  std::uint64_t mulhi = yh * kh + (yh * kl >> 32) + (yl * kh >> 32) + (mid >> 32);
  std::uint64_t ffs = y ? std::uint64_t(std::countr_zero(y)) + 1 : 0;
  return rev + std::uint64_t(std::popcount(y)) + std::uint64_t(std::countl_zero(y)) + ffs + mulhi +
         (y >> (x & 63)) + (y << (r & 63));
}

TEST_CASE("runtime corpus: bit_ops intrinsics", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("bit_ops", target);
    const std::uint32_t n = 128;
    std::vector<std::uint32_t> a = randomInts<std::uint32_t>(n, 0, 0xffffffffu, 41);
    std::vector<std::uint64_t> b(n);
    std::mt19937_64 rng(42);
    for (std::uint64_t& v : b) v = rng() >> (rng() % 64);
    a[0] = 0, b[0] = 0, a[1] = 0xffffffffu, b[1] = ~0ull, a[2] = 0x00800000u, b[2] = 1;
    std::vector<std::uint32_t> out(n);
    std::vector<std::uint64_t> out64(n);
    for (std::uint32_t i = 0; i < n; ++i) {
      out[i] = bitOps32(a[i]);
      out64[i] = bitOps64(b[i], a[i], out[i]);
    }
    std::uint32_t *da = c.array(a), *dout = c.array<std::uint32_t>(n);
    std::uint64_t *db = c.array(b), *dout64 = c.array<std::uint64_t>(n);
    KernelArgs args = c.args("bit_ops");
    args.set(0, da).set(1, db).set(2, dout).set(3, dout64);
    c.launch("bit_ops", dims1d(n, 64), args);
    requireEqual(dout, out);
    requireEqual(dout64, out64);
  }
}

// float_atomics (HIP, -munsafe-fp-atomics): float adds on LDS and global
// (hardware global_atomic_add_f32 on gfx908, CAS loops elsewhere), double add,
// a 64-bit CAS loop, min/max/inc/dec/exchange/or. The inputs are small
// integers, so every float and double sum is exact in any order; atomicDec
// applies the same wrapping step per lane, so its result is order-free too.
TEST_CASE("runtime corpus: HIP float and 64-bit atomics", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("float_atomics", target);
    const std::uint32_t n = 256;
    std::vector<int> vi = randomInts<int>(n, -50, 50, 43);
    std::vector<float> v(vi.begin(), vi.end());
    float* fsum = c.array<float>(1);
    double* dsum = c.array<double>(1);
    std::uint64_t* u64 = c.array<std::uint64_t>(3);
    int* i32 = c.array<int>(3);
    i32[0] = INT32_MIN, i32[1] = INT32_MAX, i32[2] = -1;
    std::uint32_t* wrap = c.array<std::uint32_t>(2);
    wrap[1] = 30;
    float* dv = c.array(v);
    KernelArgs args = c.args("float_atomics");
    args.set(0, fsum).set(1, dsum).set(2, u64).set(3, i32).set(4, wrap).set(5, dv);
    c.launch("float_atomics", dims1d(n, 64), args);

    const int sum = std::accumulate(vi.begin(), vi.end(), 0);
    std::uint32_t dec = 30;
    std::uint64_t ors = 0, threes = 0;
    for (std::uint32_t i = 0; i < n; ++i) {
      dec = (dec == 0 || dec > 100) ? 100 : dec - 1;
      ors |= 1ull << (i & 63);
      threes += 3ull * i;
    }
    CHECK(*fsum == float(sum));
    CHECK(*dsum == double(sum) * 0.5);
    CHECK(i32[0] == *std::max_element(vi.begin(), vi.end()));
    CHECK(i32[1] == -*std::max_element(vi.begin(), vi.end()));
    CHECK(i32[2] >= 0);  // some lane's index was exchanged in last
    CHECK(i32[2] < int(n));
    CHECK(wrap[0] <= 101);  // atomicInc wraps at a limit of 100 or 101
    CHECK(wrap[1] == dec);
    CHECK(u64[0] == threes);
    CHECK(u64[1] == n);
    CHECK(u64[2] == ors);
  }
}

// Two halves of a __half2 (x in the low 16 bits).
struct Half2 {
  _Float16 lo, hi;
};

// One lane-half of half2_math up to h2sqrt. Each f16 operation is computed
// wider and rounded once to f16: float is exact enough for +, -, * and sqrt
// (24 >= 2 * 11 + 2 bits, so the double rounding is harmless), and an f16
// fma is exact in double before its single rounding.
// (Both fmas are v_pk_fma_f16 in the compiled kernel.)
_Float16 half2MathRoot(_Float16 x, _Float16 y) {
  _Float16 sum = _Float16(float(x) + float(y));
  _Float16 r = _Float16(std::fma(double(x), double(y), double(sum)));
  // HIP contracts __hmul2 then __hadd2(.., __hneg2(y)) into one v_pk_fma_f16.
  r = _Float16(std::fma(double(r), double(_Float16(float(x) - 0.5f)), -double(y)));
  return _Float16(std::sqrt(std::fabs(float(r))));
}

// half2_math (HIP): packed f16 arithmetic (v_pk_* and f16 VOP3 with op_sel),
// sqrt, saturation, half<->float conversions and swapping halves.
// Tolerance: one f16 ulp (relative 2^-10) after the sqrt, since the ISA does
// not promise a correctly rounded v_sqrt_f16; everything before it is exact.
TEST_CASE("runtime corpus: half2_math packed f16", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("half2_math", target);
    const int n = 100;  // the kernel checks i < n: a partial last group
    std::vector<float> af = randomFloats(2 * n, -2, 2, 44), bf = randomFloats(2 * n, -2, 2, 45);
    std::vector<Half2> a(n), b(n);
    std::vector<float> out(2 * n), outH(n), outF(2 * n);
    for (int i = 0; i < n; ++i) {
      a[i] = {_Float16(af[2 * i]), _Float16(af[2 * i + 1])};
      b[i] = {_Float16(bf[2 * i]), _Float16(bf[2 * i + 1])};
      _Float16 lo = half2MathRoot(a[i].lo, b[i].lo), hi = half2MathRoot(a[i].hi, b[i].hi);
      out[2 * i] = std::clamp(float(_Float16(float(lo) * float(b[i].lo))), 0.0f, 1.0f);
      out[2 * i + 1] = std::clamp(float(_Float16(float(hi) * float(b[i].hi))), 0.0f, 1.0f);
      outH[i] = float(_Float16(float(_Float16(float(lo) + float(hi))) * 1.5f));
      outF[2 * i] = float(hi), outF[2 * i + 1] = float(lo);
    }
    Half2 *da = c.array(a), *db = c.array(b), *dout = c.array<Half2>(n);
    _Float16* dh = c.array<_Float16>(n);
    float* df = c.array<float>(2 * n);
    KernelArgs args = c.args("half2_math");
    args.set(0, da).set(1, db).set(2, dout).set(3, dh).set(4, df).set(5, n);
    c.launch("half2_math", dims1d(128, 64), args);
    std::vector<float> gotOut(2 * n), gotH(n);
    for (int i = 0; i < n; ++i) {
      gotOut[2 * i] = float(dout[i].lo), gotOut[2 * i + 1] = float(dout[i].hi);
      gotH[i] = float(dh[i]);
    }
    const double ulp = 0x1p-10, tiny = 0x1p-24;
    requireClose(df, outF, ulp, tiny);
    requireClose(gotOut.data(), out, 2 * ulp, tiny);  // one more f16 rounding after the sqrt
    requireClose(gotH.data(), outH, 3 * ulp, tiny);   // two more
  }
}

// reduce_sum: a `local float*` kernel argument (dynamic_shared_pointer: the
// caller passes its LDS offset, after the kernel's static LDS, and sizes it
// with LaunchDims::dynamicLds), a grid-stride loop and a tree in LDS. The
// inputs are small integers, so every float sum is exact in any order.
TEST_CASE("runtime corpus: reduce_sum with a dynamic local pointer argument", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("reduce_lds", target);
    const std::uint32_t group = 128, groups = 3, n = 1000;
    std::vector<int> vi = randomInts<int>(n, -1000, 1000, 46);
    std::vector<float> in(vi.begin(), vi.end()), expected(groups, 0.0f);
    for (std::uint32_t i = 0; i < n; ++i) expected[(i % (group * groups)) / group] += in[i];
    float *din = c.array(in), *partial = c.array<float>(groups);
    const Kernel& kernel = c.kernel("reduce_sum");
    KernelArgs args(kernel);
    args.set(0, din).set(1, partial).set(2, std::uint32_t(kernel.descriptor.groupSegmentFixedSize)).set(3, n);
    LaunchDims d = dims1d(group * groups, group);
    d.dynamicLds = group * sizeof(float);
    c.launch("reduce_sum", d, args);
    requireEqual(partial, expected);
  }
}

// rotate_after_early_end: half of each group's waves end before its first
// barrier; the others take turns through seven barriers (ir::WaveSchedule,
// switched inside JIT code) and see each other's LDS writes.
TEST_CASE("runtime corpus: barriers wait only for waves that have not ended", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("reduce_lds", target);
    const std::uint32_t group = 256, groups = 3;
    std::vector<int> expected(group * groups);
    for (std::uint32_t gid = 0; gid < expected.size(); ++gid) {
      std::uint32_t lid = gid % group, base = gid - lid;
      // Three rounds of "take the value 64 lanes on, plus one": an odd
      // number of 64-lane moves ends in the other wave.
      expected[gid] = lid >= 128 ? -1 : int(base + (lid + 64) % 128 + 3);
    }
    int* out = c.array<int>(expected.size());
    KernelArgs args = c.args("rotate_after_early_end");
    args.set(0, out);
    c.launch("rotate_after_early_end", dims1d(group * groups, group), args);
    requireEqual(out, expected);
  }
}

// conv2d_O0 (-O0): every variable in scratch, a 3x3 filter read through a
// constant pointer, clamp(), and a partial 2D grid whose extra lanes compute
// but do not store. `acc += in * filter` contracts into an fma (OpenCL C
// contracts even at -O0), in dy, dx order.
TEST_CASE("runtime corpus: conv2d built at -O0", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("conv2d_O0", target);
    const int w = 19, h = 13;
    std::vector<float> in = randomFloats(w * h, -1, 1, 47), filter = randomFloats(9, -1, 1, 48);
    std::vector<float> expected(w * h);
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) {
        float acc = 0.0f;
        for (int dy = -1; dy <= 1; ++dy)
          for (int dx = -1; dx <= 1; ++dx) {
            int sx = std::clamp(x + dx, 0, w - 1), sy = std::clamp(y + dy, 0, h - 1);
            acc = std::fma(in[sy * w + sx], filter[(dy + 1) * 3 + dx + 1], acc);
          }
        expected[y * w + x] = acc;
      }
    float *din = c.array(in), *dfilter = c.array(filter), *dout = c.array<float>(w * h);
    KernelArgs args = c.args("conv2d");
    args.set(0, din).set(1, dfilter).set(2, dout).set(3, w).set(4, h);
    c.launch("conv2d", dims({24, 16, 1}, {8, 8, 1}), args);  // whole groups past the edges
    requireEqual(dout, expected);
  }
}

// Sum of the products of N signed or unsigned bit fields of a and b.
template <int Bits, bool Signed>
std::int64_t dotFields(std::uint32_t a, std::uint32_t b) {
  std::int64_t sum = 0;
  for (int k = 0; k < 32 / Bits; ++k) {
    std::int64_t x = (a >> (k * Bits)) & ((1u << Bits) - 1), y = (b >> (k * Bits)) & ((1u << Bits) - 1);
    if (Signed) {
      x -= (x >> (Bits - 1)) << Bits;
      y -= (y >> (Bits - 1)) << Bits;
    }
    sum += x * y;
  }
  return sum;
}

// A dot result: the accumulator plus the products, saturated to 32 bits with
// clamp, else wrapped.
std::uint32_t dotResult(std::int64_t total, bool isSigned, bool clamp) {
  if (clamp) total = isSigned ? std::clamp<std::int64_t>(total, INT32_MIN, INT32_MAX)
                              : std::clamp<std::int64_t>(total, 0, UINT32_MAX);
  return std::uint32_t(total);
}

// dot_products (gfx906/gfx908 dot2-insts): v_dot2/4/8 signed and unsigned
// with and without clamp (some sums overflow, so saturation and wrapping
// both show), and v_dot2_f32_f16 on multiples of 1/8, whose products and
// sums are exact in float whatever the internal rounding.
TEST_CASE("runtime corpus: dot product instructions", "[runtime]") {
  for (const std::string target : {"gfx906", "gfx908"}) {
    INFO(target);
    Corpus c("dot_products", target);
    const std::uint32_t n = 128;
    std::vector<std::uint32_t> s = randomInts<std::uint32_t>(n + 1, 0, 0xffffffffu, 49);
    std::vector<std::uint32_t> us = randomInts<std::uint32_t>(n + 1, 0, 0xffffffffu, 50);
    std::vector<std::uint32_t> packed = randomInts<std::uint32_t>(n + 4, 0, 0xffffffffu, 51);
    std::vector<int> initI = randomInts<int>(n, INT32_MIN, INT32_MAX, 52);
    std::vector<std::uint32_t> initU = randomInts<std::uint32_t>(n, 0, 0xffffffffu, 53);
    std::vector<int> eighths = randomInts<int>(2 * (n + 1), -32, 32, 54);
    std::vector<Half2> h(n + 1);
    for (std::uint32_t i = 0; i <= n; ++i)
      h[i] = {_Float16(eighths[2 * i] / 8.0f), _Float16(eighths[2 * i + 1] / 8.0f)};
    std::vector<float> initF = randomFloats(n, -8, 8, 55);
    for (float& f : initF) f = std::round(f * 64.0f) / 64.0f;
    s[0] = us[0] = 0x80008000u, s[1] = 0x80008000u, us[1] = 0xffffffffu;  // wrap and saturate
    std::vector<int> outI(n);
    std::vector<std::uint32_t> outU(n);
    std::vector<float> outF(n);
    for (std::uint32_t i = 0; i < n; ++i) {
      outI[i] = int(dotResult(initI[i] + dotFields<16, true>(s[i], s[i + 1]), true, false) +
                    dotResult(1 + dotFields<8, true>(packed[i], packed[i + 1]), true, true) +
                    dotResult(2 + dotFields<4, true>(packed[i], packed[i + 2]), true, false));
      outU[i] = dotResult(initU[i] + dotFields<16, false>(us[i], us[i + 1]), false, true) +
                dotResult(3 + dotFields<8, false>(packed[i], packed[i + 3]), false, false) +
                dotResult(4 + dotFields<4, false>(packed[i], packed[i + 4]), false, true);
      outF[i] = initF[i] + float(h[i].lo) * float(h[i + 1].lo) + float(h[i].hi) * float(h[i + 1].hi);
    }
    std::uint32_t *ds = c.array(s), *dus = c.array(us), *dpacked = c.array(packed);
    Half2* dh = c.array(h);
    int* dI = c.array(initI);
    std::uint32_t* dU = c.array(initU);
    float* dF = c.array(initF);
    KernelArgs args = c.args("dot_products");
    args.set(0, ds).set(1, dus).set(2, dh).set(3, dpacked).set(4, dI).set(5, dU).set(6, dF);
    c.launch("dot_products", dims1d(n, 64), args);
    requireEqual(dI, outI);
    requireEqual(dU, outU);
    requireEqual(dF, outF);
  }
}

// gemm_tiled (HIP, -O1) for one element type: 2x2 outputs per thread from
// LDS tiles, C = alpha * A * B + beta * C. HIP's fast contraction leaves it
// to the backend which products fuse, so the inputs are small integers and
// alpha, beta integers: every product and sum is exact in any order.
template <class T>
void checkGemmTiled(const std::string& target, const std::string& kernelName, int tile, unsigned seed) {
  INFO(target << " " << kernelName);
  Corpus c("gemm_tiled", target);
  const int n = 4 * tile;  // 2x2 blocks of 2*tile x 2*tile outputs
  const T alpha = T(2), beta = T(-3);
  std::vector<int> ai = randomInts<int>(n * n, -4, 4, seed), bi = randomInts<int>(n * n, -4, 4, seed + 1),
                   ci = randomInts<int>(n * n, -100, 100, seed + 2);
  std::vector<T> a(ai.begin(), ai.end()), b(bi.begin(), bi.end()), cm(ci.begin(), ci.end());
  std::vector<T> expected(n * n);
  for (int row = 0; row < n; ++row)
    for (int col = 0; col < n; ++col) {
      T acc = T(0);
      for (int k = 0; k < n; ++k) acc += a[row * n + k] * b[k * n + col];
      expected[row * n + col] = alpha * acc + beta * cm[row * n + col];
    }
  T *da = c.array(a), *db = c.array(b), *dc = c.array(cm);
  KernelArgs args = c.args(kernelName);
  args.set(0, da).set(1, db).set(2, dc).set(3, n).set(4, alpha).set(5, beta);
  const auto side = std::uint32_t(n / 2);  // one thread per 2x2 block
  c.launch(kernelName, dims({side, side, 1}, {std::uint16_t(tile), std::uint16_t(tile), 1}), args);
  requireEqual(dc, expected);
}

TEST_CASE("runtime corpus: gemm_tiled float and double", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    checkGemmTiled<float>(target, "_Z10gemm_tiledIfLi16EEvPKT_S2_PS0_iS0_S0_", 16, 56);
    checkGemmTiled<double>(target, "_Z10gemm_tiledIdLi8EEvPKT_S2_PS0_iS0_S0_", 8, 59);
  }
}

// OpenCL convert_int_sat_rte: round half to even, saturate (NaN gives 0).
int convertIntSatRte(float v) {
  if (std::isnan(v)) return 0;
  double r = std::nearbyint(double(v));  // the host rounds to nearest even
  return int(std::clamp(r, double(INT32_MIN), double(INT32_MAX)));
}

// OpenCL convert_uchar_sat: toward zero, saturate (NaN gives 0).
std::uint8_t convertUcharSat(float v) {
  if (std::isnan(v)) return 0;
  return std::uint8_t(std::clamp(std::trunc(v), 0.0f, 255.0f));
}

// vector_ops (OpenCL C, -O1): float4/int4/uchar4 built-ins per component.
// Exact: `x * 2.0f - 1.0f` contracts into fma(x, 2, -1) and the rest are
// single roundings (sums left to right) or integer operations.
TEST_CASE("runtime corpus: vector_ops built-ins", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("vector_ops", target);
    const std::uint32_t n = 64;
    std::vector<float> a = randomFloats(4 * n, -3, 3, 62);
    std::vector<int> b = randomInts<int>(4 * n, INT32_MIN, INT32_MAX, 63);
    for (std::uint32_t i = 0; i < 4 * n; i += 5) b[i] = int(i) - 100;  // small, zero and negative
    std::vector<int> outI(4 * n);
    std::vector<float> outF(4 * n);
    std::vector<std::uint8_t> outC(4 * n);
    const int rot[4] = {3, 7, 11, 13};
    for (std::uint32_t i = 0; i < n; ++i)
      for (int e = 0; e < 4; ++e) {
        const float x = a[4 * i + e], xr = a[4 * i + 3 - e];
        const int k = b[4 * i + e], ky = b[4 * i + (e + 1) % 4];
        float y = std::clamp(std::fma(x, 2.0f, -1.0f), -1.0f, 1.0f);
        if (k > 0) y = std::fabs(x);
        outF[4 * i + e] = std::fmax(y, xr) + std::fmin(y, 0.5f) + std::copysign(x, y);
        const auto uk = std::uint32_t(k);
        std::uint32_t r = std::uint32_t(std::popcount(uk)) + std::uint32_t(std::countl_zero(uk)) +
                          std::rotl(uk, rot[e]);
        const std::int64_t k24 = std::int32_t(uk << 8) >> 8, ky24 = std::int32_t(std::uint32_t(ky) << 8) >> 8;
        r += std::uint32_t(k24 * ky24 + 1) + std::uint32_t((std::int64_t(k) * 0x12345678) >> 32);
        r += std::uint32_t(convertIntSatRte(x * 1e9f));
        outI[4 * i + e] = int((r ^ (uk << 2)) | std::uint32_t(k >> 1));
        outC[4 * i + e] = convertUcharSat(y * 255.0f);
      }
    float* da = c.array(a);
    int *db = c.array(b), *di = c.array<int>(4 * n);
    float* df = c.array<float>(4 * n);
    std::uint8_t* dc = c.array<std::uint8_t>(4 * n);
    KernelArgs args = c.args("vector_ops");
    args.set(0, da).set(1, db).set(2, di).set(3, df).set(4, dc);
    c.launch("vector_ops", dims1d(n, 64), args);
    requireEqual(di, outI);
    requireEqual(df, outF);
    requireEqual(dc, outC);
  }
}

// stencil3d (stencil7): a 3D NDRange with partial groups in all dimensions
// and 64-bit index arithmetic; border elements keep their old value. OpenCL C
// contracts `c0 * in + c1 * (sum)` into fma(c0, in, c1 * sum), sum left to
// right, so the host is exact.
TEST_CASE("runtime corpus: stencil3d on a 3D NDRange", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("stencil3d", target);
    const int nx = 10, ny = 9, nz = 7;
    const float c0 = 0.5f, c1 = 0.0833f;
    const std::size_t total = std::size_t(nx) * ny * nz;
    std::vector<float> in = randomFloats(total, -1, 1, 64), expected(total, -7.0f);
    const std::size_t sy = nx, sz = std::size_t(nx) * ny;
    for (int z = 1; z < nz - 1; ++z)
      for (int y = 1; y < ny - 1; ++y)
        for (int x = 1; x < nx - 1; ++x) {
          const std::size_t i = z * sz + y * sy + x;
          float sum = in[i - 1] + in[i + 1] + in[i - sy] + in[i + sy] + in[i - sz] + in[i + sz];
          expected[i] = std::fma(c0, in[i], c1 * sum);
        }
    float *din = c.array(in), *dout = c.array(std::vector<float>(total, -7.0f));
    KernelArgs args = c.args("stencil7");
    args.set(0, din).set(1, dout).set(2, nx).set(3, ny).set(4, nz).set(5, c0).set(6, c1);
    c.launch("stencil7", dims({nx, ny, nz}, {4, 4, 4}), args);
    requireEqual(dout, expected);
  }
}

// mfma_mixed (gfx908): every output, from seven MFMA shapes chained on the
// same accumulator registers. Layouts (AMD's matrix instruction calculator
// and the LLVM cbsz/abid/blgp definitions), lane l, result register r:
//   16x16x16i8: A[l%16][4*(l/16)+byte], B[4*(l/16)+byte][l%16];
//               D[4*(l/16)+r][l%16]
//   16x16x1f32 (4 blocks): A[block l/16][l%16], B[block l/16][l%16];
//               D[block r/4][4*(l/16)+r%4][l%16]
//   32x32x8f16: A[l%32][4*(l/32)+half], B[4*(l/32)+half][l%32];
//               D[8*(r/4)+4*(l/32)+r%4][l%32]
//   16x16x4f32: A[l%16][l/16], B[l/16][l%16]; 16x16x16f16: A[l%16][4*(l/16)+half],
//               B likewise; both D[4*(l/16)+r][l%16]
//   4x4x1f32 (16 blocks) cbsz=4 abid=1: every block takes block 1's A;
//               blgp=2: lanes 0-31 take B from lanes 32-63; D[block l/4][r][l%4]
//   4x4x2bf16 (16 blocks): A[block l/4][l%4][pair], B[block l/4][pair][l%4]
// Small integer inputs keep every sum exact in any order.
TEST_CASE("runtime corpus: mfma_mixed, seven MFMA shapes on gfx908", "[runtime]") {
  Corpus c("mfma", "gfx908");
  std::vector<int> i8 = randomInts<int>(128, INT32_MIN, INT32_MAX, 65);
  auto element = [&](int lane, int k) { return int(std::int8_t(std::uint32_t(i8[lane]) >> (8 * (k % 4)))); };
  std::vector<int> expectedI(4 * 64);
  for (int r = 0; r < 4; ++r)
    for (int lane = 0; lane < 64; ++lane) {
      const int row = 4 * (lane / 16) + r, col = lane % 16;
      int sum = 0;
      for (int k = 0; k < 16; ++k) sum += element(row + 16 * (k / 4), k) * element(64 + col + 16 * (k / 4), k);
      expectedI[r * 64 + lane] = sum;
    }
  std::vector<int> ai = randomInts<int>(130, -4, 4, 66), hi = randomInts<int>(4 * 130, -4, 4, 67);
  std::vector<float> a(ai.begin(), ai.end());
  std::vector<_Float16> h(hi.begin(), hi.end());  // half4 per lane
  auto half4 = [&](int lane, int k) { return float(h[4 * lane + k % 4]); };
  std::vector<float> expected(16 * 64);
  for (int r = 0; r < 16; ++r)
    for (int lane = 0; lane < 64; ++lane) {
      const int block = r / 4, i16 = 4 * (lane / 16) + r % 4, j16 = lane % 16;
      float acc = 0.0f + a[16 * block + i16] * a[64 + 16 * block + j16];  // C starts at +0
      const int i32 = 8 * (r / 4) + 4 * (lane / 32) + r % 4, j32 = lane % 32;
      for (int k = 0; k < 8; ++k) acc += half4(i32 + 32 * (k / 4), k) * half4(64 + j32 + 32 * (k / 4), k);
      expected[r * 64 + lane] = acc;
    }
  // acc4: rows 16..19 of out.
  std::vector<int> bfi = randomInts<int>(2 * 130, -4, 4, 68);
  std::vector<std::uint32_t> bf(130);
  auto bf16 = [](int v) { return std::bit_cast<std::uint32_t>(float(v)) >> 16; };  // exact for small ints
  for (int i = 0; i < 130; ++i) bf[i] = bf16(bfi[2 * i]) | bf16(bfi[2 * i + 1]) << 16;
  expected.resize(20 * 64);
  for (int r = 0; r < 4; ++r)
    for (int lane = 0; lane < 64; ++lane) {
      const int i = 4 * (lane / 16) + r, j = lane % 16;
      float acc = 0.0f;
      for (int k = 0; k < 4; ++k) acc += a[i + 16 * k] * a[j + 16 * k + 1];
      for (int k = 0; k < 16; ++k) acc += half4(i + 16 * (k / 4), k) * half4(j + 16 * (k / 4) + 1, k);
      const int bLane = lane < 32 ? lane + 32 : lane;
      acc += a[4 + r] * a[bLane + 1];
      const int block = lane / 4;
      for (int k = 0; k < 2; ++k) acc += float(bfi[2 * (4 * block + r) + k]) * float(bfi[2 * (lane + 1) + k]);
      expected[(16 + r) * 64 + lane] = acc;
    }
  float* da = c.array(a);
  _Float16* dh = c.array(h);
  std::uint32_t* dbf = c.array(bf);
  int *di8 = c.array(i8), *douti = c.array<int>(4 * 64);
  float* dout = c.array<float>(20 * 64);
  KernelArgs args = c.args("mfma_mixed");
  args.set(0, da).set(1, dh).set(2, dbf).set(3, di8).set(4, dout).set(5, douti);
  c.launch("mfma_mixed", dims1d(64, 64), args);
  requireEqual(douti, expectedI);
  requireEqual(dout, expected);
}

// atomics_c11 (OpenCL 2.0): C11 atomics with memory orders and scopes
// (cache-control bits, buffer_wbinvl1 invalidates, fences). Lanes race on
// purpose, so only what every interleaving gives is checked: the plain
// stores, the fetch_max, and the bounds of the racy flags, sums and float.
TEST_CASE("runtime corpus: OpenCL 2.0 C11 atomics", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("atomics_c11", target);
    const std::uint32_t n = 128;
    int* flags = c.array<int>(65);
    float* fsum = c.array<float>(1);
    std::int64_t* lsum = c.array<std::int64_t>(1);
    int* data = c.array<int>(n);
    KernelArgs args = c.args("atomics_c11");
    args.set(0, flags).set(1, fsum).set(2, lsum).set(3, data);
    c.launch("atomics_c11", dims1d(n, 64), args);
    std::vector<int> expected(n);
    for (std::uint32_t i = 0; i < n; ++i) expected[i] = int(i) * 3;
    requireEqual(data, expected);
    for (int f = 0; f < 64; ++f) {
      INFO("flag " << f);
      CHECK((flags[f] == 1 || flags[f] == 2));  // the last store (1) or exchange (2)
    }
    CHECK(flags[64] == int(n) - 1);
    CHECK(*lsum >= 0);
    CHECK(*lsum <= 2 * std::int64_t(n));
    CHECK(*fsum >= 1.0f);
    CHECK(*fsum <= float(n));
  }
}

// nbody_step: float4 bodies staged through a `local float4*` argument in
// tiles with two barriers per tile. Tolerance: rsqrt is an approximation
// (v_rsq_f32, about 1 ulp) and the compiler contracts freely.
TEST_CASE("runtime corpus: nbody step with LDS tiles", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("nbody", target);
    const int n = 128, group = 64;
    const float dt = 0.01f, eps2 = 0.05f;
    std::vector<float> pos = randomFloats(4 * n, -1, 1, 67), vel = randomFloats(4 * n, -0.1f, 0.1f, 68);
    for (int i = 0; i < n; ++i) pos[4 * i + 3] = 0.5f + std::fabs(pos[4 * i + 3]);  // masses
    std::vector<float> newVel = vel, newPos(4 * n);
    for (int i = 0; i < n; ++i) {
      double acc[3] = {0, 0, 0};
      for (int j = 0; j < n; ++j) {
        double d[3], dd = eps2;
        for (int e = 0; e < 3; ++e) d[e] = double(pos[4 * j + e]) - pos[4 * i + e], dd += d[e] * d[e];
        const double inv = 1.0 / std::sqrt(dd);
        for (int e = 0; e < 3; ++e) acc[e] += d[e] * (pos[4 * j + 3] * inv * inv * inv);
      }
      for (int e = 0; e < 3; ++e) {
        newVel[4 * i + e] = float(vel[4 * i + e] + acc[e] * dt);
        newPos[4 * i + e] = float(pos[4 * i + e] + double(newVel[4 * i + e]) * dt);
      }
      newPos[4 * i + 3] = pos[4 * i + 3];
    }
    float *dpos = c.array(pos), *dvel = c.array(vel), *dnew = c.array<float>(4 * n);
    const Kernel& kernel = c.kernel("nbody_step");
    KernelArgs args(kernel);
    args.set(0, dpos).set(1, dvel).set(2, dnew).set(3, n).set(4, dt).set(5, eps2);
    args.set(6, std::uint32_t(kernel.descriptor.groupSegmentFixedSize));
    LaunchDims d = dims1d(n, group);
    d.dynamicLds = group * 4 * sizeof(float);
    c.launch("nbody_step", d, args);
    requireClose(dvel, newVel, 1e-5, 1e-5);
    requireClose(dnew, newPos, 1e-5, 1e-6);
  }
}

// The kernel's polynomial cumulative normal distribution, in double.
double cndHost(double d) {
  const double a1 = 0.31938153, a2 = -0.356563782, a3 = 1.781477937, a4 = -1.821255978,
               a5 = 1.330274429, rsqrt2pi = 0.39894228040143267794;
  double k = 1.0 / (1.0 + 0.2316419 * std::fabs(d));
  double c = rsqrt2pi * std::exp(-0.5 * d * d) * (k * (a1 + k * (a2 + k * (a3 + k * (a4 + k * a5)))));
  return d > 0 ? 1.0 - c : c;
}

// black_scholes: exp, log, sqrt and float division from the OpenCL library.
// Tolerance: those are approximations (several ulp) and prices subtract
// nearly equal terms, so the host computes in double and allows an absolute
// error of 1e-5 of the spot price scale.
TEST_CASE("runtime corpus: black_scholes with library math", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("black_scholes", target);
    const std::uint32_t n = 128;
    const float rate = 0.02f, vol = 0.3f;
    std::vector<float> spot = randomFloats(n, 10, 100, 69), strike = randomFloats(n, 10, 100, 70),
                       years = randomFloats(n, 0.25f, 5, 71);
    std::vector<float> call(n), put(n);
    for (std::uint32_t i = 0; i < n; ++i) {
      double s = spot[i], x = strike[i], t = years[i], sqrtT = std::sqrt(t);
      double d1 = (std::log(s / x) + (rate + 0.5 * vol * vol) * t) / (vol * sqrtT), d2 = d1 - vol * sqrtT;
      double disc = std::exp(-double(rate) * t);
      call[i] = float(s * cndHost(d1) - x * disc * cndHost(d2));
      put[i] = float(x * disc * cndHost(-d2) - s * cndHost(-d1));
    }
    float *ds = c.array(spot), *dx = c.array(strike), *dt = c.array(years);
    float *dcall = c.array<float>(n), *dput = c.array<float>(n);
    KernelArgs args = c.args("black_scholes");
    args.set(0, ds).set(1, dx).set(2, dt).set(3, dcall).set(4, dput).set(5, rate).set(6, vol);
    c.launch("black_scholes", dims1d(n, 64), args);
    requireClose(dcall, call, 0, 1e-3);
    requireClose(dput, put, 0, 1e-3);
  }
}

// half_math half_mixed (-cl-denorms-are-zero): f16 inputs widened into f32
// multiply-adds (v_mad_mix_f32 on gfx900, v_fma_mix_f32 on gfx906/gfx908).
// Exact whichever is used: products of two halves fit a float exactly, and
// a[i + 1] * 0.5 is exact; inputs stay far from f32 denormals.
TEST_CASE("runtime corpus: half_mixed f16 to f32 mix instructions", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("half_math", target);
    const std::uint32_t n = 128;
    std::vector<float> af = randomFloats(n + 1, -4, 4, 72), bf = randomFloats(n, -4, 4, 73),
                       acc = randomFloats(n, -10, 10, 74);
    std::vector<_Float16> a(af.begin(), af.end()), b(bf.begin(), bf.end());
    std::vector<float> expected(n);
    for (std::uint32_t i = 0; i < n; ++i)
      expected[i] = std::fma(float(a[i]), float(b[i]), acc[i]) + float(a[i + 1]) * 0.5f;
    _Float16 *da = c.array(a), *db = c.array(b);
    float* dacc = c.array(acc);
    KernelArgs args = c.args("half_mixed");
    args.set(0, da).set(1, db).set(2, dacc);
    c.launch("half_mixed", dims1d(n, 64), args);
    requireEqual(dacc, expected);
  }
}

// One f16 operation's result: computed in double (exact for these
// operands) and rounded once to f16.
_Float16 f16(double exact) { return _Float16(exact); }

// half_math half_packed: half2 arithmetic (v_pk_* with swizzled halves).
// OpenCL C contracts x * y + x into an f16 fma; every step is one rounding
// of an exactly computed value, so the host is exact.
TEST_CASE("runtime corpus: half_packed f16 vector arithmetic", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("half_math", target);
    const std::uint32_t n = 128;
    std::vector<float> af = randomFloats(2 * n, -2, 2, 75), bf = randomFloats(2 * n, -2, 2, 76);
    std::vector<Half2> a(n), b(n), expected(n);
    for (std::uint32_t i = 0; i < n; ++i) {
      a[i] = {_Float16(af[2 * i]), _Float16(af[2 * i + 1])};
      b[i] = {_Float16(bf[2 * i]), _Float16(bf[2 * i + 1])};
      const _Float16 x[2] = {a[i].lo, a[i].hi}, y[2] = {b[i].lo, b[i].hi};
      const double addend[2] = {0.5, -0.5}, scale[2] = {2.0, 3.0};
      _Float16 out[2];
      for (int h = 0; h < 2; ++h) {
        _Float16 r = f16(std::fma(double(x[h]), double(y[h]), double(x[h])));
        r = f16(std::fma(double(r), double(y[h]), addend[h]));
        r = f16(double(std::fmax(float(r), float(x[1 - h]))) - double(std::fmin(float(y[h]), 1.0f)));
        out[h] = f16(double(r) * scale[h]);
      }
      expected[i] = {out[0], out[1]};
    }
    Half2 *da = c.array(a), *db = c.array(b), *dout = c.array<Half2>(n);
    KernelArgs args = c.args("half_packed");
    args.set(0, da).set(1, db).set(2, dout);
    c.launch("half_packed", dims1d(n, 64), args);
    for (std::uint32_t i = 0; i < n; ++i) {
      INFO("i = " << i << " got " << float(dout[i].lo) << "," << float(dout[i].hi) << " expected "
                  << float(expected[i].lo) << "," << float(expected[i].hi));
      REQUIRE(std::memcmp(&dout[i], &expected[i], sizeof(Half2)) == 0);
    }
  }
}

// math_lib: the device library's single-precision functions (range
// reduction, v_sin/v_exp/v_log/v_rcp/v_frexp paths). Tolerance: library
// functions are allowed several ulp, native_* and half_* far more (half_sqrt
// 8192 ulp, about 1e-3 here), so the host sums in double and allows 5e-3.
TEST_CASE("runtime corpus: math_lib single-precision library", "[runtime]") {
  for (const std::string& target : kAllTargets) {
    INFO(target);
    Corpus c("math_lib", target);
    const std::uint32_t n = 128;
    std::vector<float> a = randomFloats(n, 0.5f, 2, 77), b = randomFloats(n, -1.5f, 1.5f, 78);
    for (std::uint32_t i = 0; i < n; i += 2) a[i] = -a[i];
    std::vector<float> expected(n);
    for (std::uint32_t i = 0; i < n; ++i) {
      const double x = a[i], y = b[i];
      double r = std::sin(x) + std::cos(y) + std::tan(x * 0.5);
      r += std::exp(x) + std::exp2(y) + std::log(std::fabs(x) + 1) + std::log2(std::fabs(y) + 1);
      r += std::pow(std::fabs(x), y) + std::sqrt(std::fabs(y)) + 1 / std::sqrt(std::fabs(x) + 1) + (x * y + r);
      r += std::atan2(y, x) + std::asin(std::clamp(x, -1.0, 1.0)) + std::sinh(y * 0.1) + std::erf(x) + std::cbrt(y);
      expected[i] = float(r + std::sin(x) + std::exp(y) + 1 / (y + 2) + std::sqrt(std::fabs(x)));
    }
    float *da = c.array(a), *db = c.array(b), *dout = c.array<float>(n);
    KernelArgs args = c.args("math_lib");
    args.set(0, da).set(1, db).set(2, dout);
    c.launch("math_lib", dims1d(n, 64), args);
    requireClose(dout, expected, 0, 5e-3);
  }
}

// dot_accumulate (HIP, gfx906/gfx908): dot results fed back as accumulators
// in loops. Integer sums wrap or saturate as the clamp bit says; the f16
// inputs are multiples of 1/8 so every fdot2 sum is exact in float.
TEST_CASE("runtime corpus: dot_accumulate chains", "[runtime]") {
  for (const std::string target : {"gfx906", "gfx908"}) {
    INFO(target);
    Corpus c("dot_accumulate", target);
    const std::uint32_t n = 64;
    std::vector<std::uint32_t> s = randomInts<std::uint32_t>(n + 5, 0, 0xffffffffu, 79);
    std::vector<std::uint32_t> us = randomInts<std::uint32_t>(n + 1, 0, 0xffffffffu, 80);
    std::vector<std::uint32_t> packed = randomInts<std::uint32_t>(n + 4, 0, 0xffffffffu, 81);
    std::vector<int> initI = randomInts<int>(n, INT32_MIN, INT32_MAX, 82);
    std::vector<std::uint32_t> initU = randomInts<std::uint32_t>(n, 0, 0xffffffffu, 83);
    std::vector<int> eighths = randomInts<int>(2 * (n + 9), -32, 32, 84);
    std::vector<Half2> h(n + 9);
    for (std::uint32_t i = 0; i < n + 9; ++i)
      h[i] = {_Float16(eighths[2 * i] / 8.0f), _Float16(eighths[2 * i + 1] / 8.0f)};
    std::vector<int> outI(n);
    std::vector<std::uint32_t> outU(n);
    std::vector<float> outF(n);
    for (std::uint32_t i = 0; i < n; ++i) {
      auto acc = std::uint32_t(initI[i]);
      for (std::uint32_t k = 0; k < 4; ++k)
        acc = dotResult(std::int64_t(std::int32_t(acc)) + dotFields<16, true>(s[i + k], s[i + k + 1]), true, false);
      const std::int64_t accS = std::int32_t(acc);
      outI[i] = int(acc + dotResult(accS + dotFields<8, true>(packed[i], packed[i + 1]), true, false) +
                    dotResult(dotFields<4, true>(packed[i], packed[i + 2]), true, true));
      outU[i] = dotResult(7 + dotFields<16, false>(us[i], us[i + 1]), false, false) +
                dotResult(dotFields<8, false>(packed[i], packed[i + 3]), false, true) +
                dotResult(initU[i] + dotFields<4, false>(packed[i], 0x11111111u), false, false);
      float f = 0.0f;
      for (std::uint32_t k = 0; k < 8; ++k)
        f += float(h[i + k].lo) * float(h[i + 8].lo) + float(h[i + k].hi) * float(h[i + 8].hi);
      outF[i] = f;
    }
    std::uint32_t *ds = c.array(s), *dus = c.array(us), *dpacked = c.array(packed);
    Half2* dh = c.array(h);
    int* dI = c.array(initI);
    std::uint32_t* dU = c.array(initU);
    float* dF = c.array<float>(n);
    KernelArgs args = c.args("dot_accumulate");
    args.set(0, ds).set(1, dus).set(2, dh).set(3, dpacked).set(4, dI).set(5, dU).set(6, dF);
    c.launch("dot_accumulate", dims1d(n, 64), args);
    requireEqual(dI, outI);
    requireEqual(dU, outU);
    requireEqual(dF, outF);
  }
}
