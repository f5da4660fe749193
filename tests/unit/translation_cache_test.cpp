// The persistent translation cache (runtime/translation_cache.h): a corpus
// kernel run cold and then from the cache gives the same bits; damaged
// entries are ignored, rebuilt and the kernel still runs right; and placed
// code differs from compiled code only in the fields its relocations name.
// A code object's kernel is keyed by its source and stored with its IR: the
// key changes with every input, and the IR survives the round trip.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "backend_x64/compile.h"
#include "backend_x64/program_image.h"
#include "ir/function_codec.h"
#include "ir/printer.h"
#include "loader/code_object.h"
#include "runtime/device.h"
#include "runtime/kernel_args.h"
#include "runtime/translate.h"
#include "runtime/translation_cache.h"

using namespace gcnjit;
using namespace gcnjit::runtime;
namespace fs = std::filesystem;

namespace {

// A directory of the test's own for the process's cache, removed afterwards.
struct CacheDirectory {
  explicit CacheDirectory(const std::string& name)
      : path(fs::path(GCNJIT_TEST_BINARY_DIR) / ("translation-cache-test-" + name + "-" + std::to_string(::getpid()))) {
    fs::remove_all(path);
    TranslationCache::process().configure({.enabled = true, .directory = path});
  }
  ~CacheDirectory() {
    TranslationCache::process().configure(TranslationCache::settingsFromEnvironment());
    fs::remove_all(path);
  }
  std::vector<fs::path> entries() const {
    std::vector<fs::path> out;
    for (const auto& e : fs::directory_iterator(path)) {
      if (e.path().extension() == ".gcnjit") out.push_back(e.path());
    }
    return out;
  }
  fs::path path;
};

// The stencil2d code object (tests/kernels/opencl/stencil2d.cl) loaded on `device`.
LoadedImage& loadStencil(Device& device) {
  std::vector<CodeObject> objects = loadCodeObjects(GCNJIT_TEST_BINARY_DIR "/kernels/stencil2d.gfx908.co");
  return device.load(std::move(objects.front()));
}

const Kernel& jacobi5(const LoadedImage& image) {
  const Kernel* kernel = image.object().findKernel("jacobi5");
  REQUIRE(kernel);
  return *kernel;
}

constexpr std::uint32_t kWidth = 96, kHeight = 40;
constexpr float kAlpha = 0.2f;

std::vector<float> stencilInput() {
  std::mt19937 rng(11);
  std::uniform_real_distribution<float> dist(-10.0f, 10.0f);
  std::vector<float> in(kWidth * kHeight);
  for (float& v : in) v = dist(rng);
  return in;
}

// stencil2d's jacobi5 (tests/kernels/opencl/stencil2d.cl) on a fresh device
// (its own load of the code object): the output's bits, checked against the
// host's stencil.
std::vector<std::uint32_t> runStencil() {
  Device device(2);
  LoadedImage& image = loadStencil(device);
  const Kernel* kernel = &jacobi5(image);
  const std::vector<float> host = stencilInput();
  auto* in = static_cast<float*>(device.allocate(kWidth * kHeight * 4));
  auto* out = static_cast<float*>(device.allocate(kWidth * kHeight * 4));
  std::copy(host.begin(), host.end(), in);
  std::fill(out, out + kWidth * kHeight, 0.0f);
  KernelArgs args(*kernel);
  args.set(0, in).set(1, out).set(2, std::int32_t(kWidth)).set(3, std::int32_t(kHeight)).set(4, kAlpha);
  LaunchDims dims;
  dims.grid = {kWidth, kHeight, 1};
  dims.workgroup = {16, 4, 1};
  device.launch(image, *kernel, dims, args.bytes());
  for (std::uint32_t y = 0; y < kHeight; ++y) {
    for (std::uint32_t x = 0; x < kWidth; ++x) {
      auto at = [&](std::uint32_t cx, std::uint32_t cy) { return host[cy * kWidth + cx]; };
      float c = at(x, y);
      float lap = at(x ? x - 1 : 0, y) + at(std::min(x + 1, kWidth - 1), y) + at(x, y ? y - 1 : 0) +
                  at(x, std::min(y + 1, kHeight - 1)) - 4.0f * c;
      INFO("x " << x << " y " << y);
      REQUIRE(out[y * kWidth + x] == Approx(c + kAlpha * lap).margin(1e-4));
    }
  }
  std::vector<std::uint32_t> bits(kWidth * kHeight);
  std::memcpy(bits.data(), out, bits.size() * 4);
  device.release(in);
  device.release(out);
  device.unload(image);
  return bits;
}

std::vector<char> readAll(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

void writeAll(const fs::path& path, const std::vector<char>& bytes) {
  std::ofstream(path, std::ios::binary | std::ios::trunc).write(bytes.data(), std::streamsize(bytes.size()));
}

}  // namespace

TEST_CASE("translation cache: a kernel run cold and from the cache gives the same bits", "[cache]") {
  CacheDirectory dir("warm");
  TranslationCache& cache = TranslationCache::process();
  std::vector<std::uint32_t> cold = runStencil();
  CHECK(cache.counts().misses == 1);
  CHECK(cache.counts().stored == 1);
  REQUIRE(dir.entries().size() == 1);
  std::vector<std::uint32_t> warm = runStencil();
  CHECK(cache.counts().hits == 1);
  CHECK(cache.counts().stored == 1);
  CHECK(warm == cold);
}

TEST_CASE("translation cache: damaged entries are ignored and rebuilt", "[cache]") {
  CacheDirectory dir("damaged");
  TranslationCache& cache = TranslationCache::process();
  const std::vector<std::uint32_t> expected = runStencil();
  REQUIRE(dir.entries().size() == 1);
  const fs::path entry = dir.entries().front();
  const std::vector<char> good = readAll(entry);
  // Offsets: magic 0-7, format version 8-11, key size 12-19, key text from 20.
  const std::vector<std::pair<std::string, std::function<void(std::vector<char>&)>>> damages = {
      {"bad magic", [](std::vector<char>& b) { b[0] ^= 0x20; }},
      {"another format version", [](std::vector<char>& b) { b[8] += 1; }},
      {"another key", [](std::vector<char>& b) { b[30] ^= 1; }},
      {"a flipped code byte", [](std::vector<char>& b) { b[b.size() / 2] ^= 0x5a; }},
      {"a flipped last byte", [](std::vector<char>& b) { b.back() ^= 1; }},
      {"truncated", [](std::vector<char>& b) { b.resize(b.size() / 3); }},
      {"empty", [](std::vector<char>& b) { b.clear(); }},
  };
  for (const auto& [what, damage] : damages) {
    INFO(what);
    std::vector<char> bytes = good;
    damage(bytes);
    writeAll(entry, bytes);
    TranslationCache::Counts before = cache.counts();
    CHECK(runStencil() == expected);
    CHECK(cache.counts().rejected == before.rejected + 1);
    CHECK(cache.counts().hits == before.hits);
    CHECK(cache.counts().stored == before.stored + 1);
    // Rebuilt: the next run places it.
    CHECK(runStencil() == expected);
    CHECK(cache.counts().hits == before.hits + 1);
    CHECK(dir.entries().size() == 1);
  }
}

TEST_CASE("translation cache: placed code is the compiled code but for the relocated fields", "[cache]") {
  CacheDirectory dir("placed");
  Device device(1);
  LoadedImage& image = loadStencil(device);
  const Kernel* kernel = &jacobi5(image);
  const ir::Function& function = image.program(*kernel);
  cfg::KernelCfg cfg = cfg::buildCfg(image.object(), *kernel);
  TranslationInput input = image.translationInput(*kernel, cfg);
  for (backend_x64::HostIsa isa : {backend_x64::HostIsa::Avx2, backend_x64::HostIsa::Avx512}) {
    if (!backend_x64::canRun(isa)) continue;
    INFO(backend_x64::hostIsaName(isa));
    // Two compiles (code and helper sites at other addresses; the first one
    // stored, the second one with a listing, which is never cached) and a
    // placement of the first one's image from the cache.
    auto first = translateToHost(function, input, isa);
    auto second = translateToHost(function, input, isa, /*keepListing=*/true);
    auto placed = translateToHost(function, input, isa);
    REQUIRE(!first->stats().fromCache);
    REQUIRE(placed->stats().fromCache);
    backend_x64::ProgramImage firstImage = first->image();
    backend_x64::ProgramImage secondImage = second->image(), placedImage = placed->image();
    CHECK(!firstImage.sites.empty());
    CHECK(!firstImage.relocations.empty());
    REQUIRE(firstImage.code.size() == secondImage.code.size());
    REQUIRE(firstImage.code.size() == placedImage.code.size());
    // Every byte that differs lies in a relocated field, and the fields do
    // not overlap.
    std::vector<bool> relocated(firstImage.code.size(), false);
    for (const backend_x64::Relocation& r : firstImage.relocations) {
      REQUIRE(r.offset + 8 <= relocated.size());
      for (unsigned k = 0; k < 8; ++k) {
        CHECK(!relocated[r.offset + k]);
        relocated[r.offset + k] = true;
      }
    }
    std::size_t differing = 0;
    for (std::size_t i = 0; i < firstImage.code.size(); ++i) {
      bool same = firstImage.code[i] == secondImage.code[i] && firstImage.code[i] == placedImage.code[i];
      if (!same) {
        INFO("code offset " << i);
        CHECK(relocated[i]);
        ++differing;
      }
    }
    CHECK(differing > 0);  // the sites and the block table moved
    CHECK(placedImage.relocations.size() == firstImage.relocations.size());
    CHECK(placedImage.gcnPcs == firstImage.gcnPcs);
  }
  device.unload(image);
}

TEST_CASE("translation cache: a code object's kernel is keyed by every input of its translation", "[cache]") {
  const KernelSource base{.codeObjectDigest = std::string(32, 'a'), .kernel = "k", .entry = 0x1000, .target = "gfx908",
                          .pcBias = 0x200000000000, .initialMode = 0xf0, .dropDeadRegisterWrites = true};
  const std::vector<std::pair<std::string, std::function<void(KernelSource&)>>> changes = {
      {"another code object", [](KernelSource& s) { s.codeObjectDigest[31] = 'b'; }},
      {"another kernel", [](KernelSource& s) { s.kernel = "k2"; }},
      {"another entry", [](KernelSource& s) { s.entry += 0x100; }},
      {"another target", [](KernelSource& s) { s.target = "gfx906"; }},
      {"loaded elsewhere", [](KernelSource& s) { s.pcBias += 1ull << 32; }},
      {"another initial MODE", [](KernelSource& s) { s.initialMode ^= 1; }},
      {"dead register writes kept", [](KernelSource& s) { s.dropDeadRegisterWrites = false; }},
  };
  const TranslationKey baseKey = translationKey(base, backend_x64::HostIsa::Avx2);
  CHECK(baseKey.digest == translationKey(base, backend_x64::HostIsa::Avx2).digest);
  CHECK(baseKey.digest != translationKey(base, backend_x64::HostIsa::Avx512).digest);
  std::vector<std::string> digests{baseKey.digest};
  for (const auto& [what, change] : changes) {
    INFO(what);
    KernelSource changed = base;
    change(changed);
    TranslationKey key = translationKey(changed, backend_x64::HostIsa::Avx2);
    CHECK(std::find(digests.begin(), digests.end(), key.digest) == digests.end());
    digests.push_back(key.digest);
  }
}

TEST_CASE("translation cache: a code object's entry holds its IR, which decodes to the same function", "[cache]") {
  CacheDirectory dir("ir");
  Device device(1);
  LoadedImage& image = loadStencil(device);
  const ir::Function& function = image.program(jacobi5(image));
  const std::vector<std::uint8_t> bytes = ir::encodeFunction(function);
  std::string error;
  std::optional<ir::Function> decoded = ir::decodeFunction(bytes.data(), bytes.size(), error);
  REQUIRE(decoded);
  auto pcs = [](std::uint64_t pc) { return std::to_string(pc); };
  CHECK(ir::print(*decoded, pcs) == ir::print(function, pcs));
  CHECK(ir::encodeFunction(*decoded) == bytes);
  // Damaged IR is refused, never trusted: cut anywhere, or an op, type or
  // operand out of range (the checksum guards entries; this guards the codec).
  for (std::size_t cut : {std::size_t(0), std::size_t(3), bytes.size() / 2, bytes.size() - 1}) {
    INFO("cut at " << cut);
    CHECK(!ir::decodeFunction(bytes.data(), cut, error));
  }
  std::mt19937 rng(5);
  std::size_t refused = 0;
  for (int trial = 0; trial < 200; ++trial) {
    std::vector<std::uint8_t> damaged = bytes;
    damaged[rng() % damaged.size()] ^= std::uint8_t(1u << (rng() % 8));
    std::optional<ir::Function> result = ir::decodeFunction(damaged.data(), damaged.size(), error);
    if (!result) ++refused;  // else a flip the verifier accepts (an immediate, a PC): decoded, not crashed
  }
  CHECK(refused > 0);
  device.unload(image);

  // Run from the cache: the second device places the kernel with the IR
  // stored beside it.
  std::vector<std::uint32_t> cold = runStencil();
  TranslationCache::Counts before = TranslationCache::process().counts();
  std::vector<std::uint32_t> warm = runStencil();
  CHECK(TranslationCache::process().counts().hits == before.hits + 1);
  CHECK(warm == cold);
}
