// Mutated fixtures (bit flips, truncation, header and table fields
// overwritten with boundary values) must load or fail with a one-line
// LoadError, and whatever loads must disassemble, never crash or hang.
#include <catch2/catch.hpp>

#include <random>

#include "loader/code_object.h"
#include "loader/disassembly_listing.h"
#include "loader/elf_file.h"
#include "loader_test_support.h"

using namespace gcnjit;
using namespace gcnjit::loader_test;

namespace {

struct Range {
  size_t begin, end;
};

// Where mutations hurt most: the headers and the tables parsers walk.
std::vector<Range> sensitiveRanges(const std::vector<uint8_t>& image) {
  std::vector<Range> ranges = {{0, std::min<size_t>(image.size(), 256)}};
  if (!hasElfMagic(image)) return ranges;
  ElfFile elf(image);
  auto read64 = [&image](size_t at) {
    uint64_t v = 0;
    for (int i = 0; i < 8; ++i) v |= uint64_t(image[at + i]) << (8 * i);
    return v;
  };
  uint64_t phoff = read64(32), shoff = read64(40);
  ranges.push_back({phoff, phoff + elf.segments().size() * 56});
  ranges.push_back({shoff, shoff + elf.sections().size() * 64});
  for (const ElfSection& s : elf.sections())
    if (s.type == 2 || s.type == 3 || s.type == 7 || s.type == 11 || s.name == ".rodata" || s.name == ".hip_fatbin")
      ranges.push_back({s.offset, s.offset + std::min<uint64_t>(s.size, 4096)});
  return ranges;
}

class Mutator {
 public:
  explicit Mutator(uint32_t seed) : rng_(seed) {}

  std::vector<uint8_t> mutate(const std::vector<uint8_t>& seed, const std::vector<Range>& hot) {
    std::vector<uint8_t> d = seed;
    switch (pick(4)) {
      case 0:  // bit flips anywhere
        for (size_t n = 1 + pick(8); n; --n) d[pick(d.size())] ^= uint8_t(1u << pick(8));
        break;
      case 1:  // random bytes in a sensitive range
        for (size_t n = 1 + pick(4); n; --n) d[at(hot, d.size())] = uint8_t(pick(256));
        break;
      case 2: {  // a boundary value over a field-sized, aligned spot
        static const uint64_t kValues[] = {0, 1, 0x7f, 0x80, 0xff, 0xffff, 0x7fffffff, 0x80000000,
                                           0xffffffff, 0x7fffffffffffffff, ~uint64_t(0)};
        uint64_t v = pick(3) ? kValues[pick(std::size(kValues))] : seed.size() - pick(64);
        size_t width = size_t(1) << pick(4);
        size_t pos = at(hot, d.size()) & ~(width - 1);
        for (size_t i = 0; i < width && pos + i < d.size(); ++i) d[pos + i] = uint8_t(v >> (8 * i));
        break;
      }
      default:  // truncation plus a flip
        d.resize(pick(d.size()));
        if (!d.empty()) d[pick(d.size())] ^= 0x10;
        break;
    }
    return d;
  }

 private:
  size_t pick(size_t n) { return std::uniform_int_distribution<size_t>(0, n - 1)(rng_); }
  size_t at(const std::vector<Range>& hot, size_t size) {
    const Range& r = hot[pick(hot.size())];
    size_t begin = std::min(r.begin, size - 1), end = std::min(std::max(r.end, begin + 1), size);
    return begin + pick(end - begin);
  }
  std::mt19937 rng_;
};

}  // namespace

TEST_CASE("mutated code objects load or fail cleanly, and disassemble", "[loader][robustness]") {
  const char* seeds[] = {"kernels-gfx908-v4.co", "kernels-gfx900-v3.co", "kernels-gfx906-v5.o",
                         "branches-gfx908.o",    "descriptors-gfx908.o", "branches_dyn-gfx906.so",
                         "app.bundle",           "app"};
  constexpr int kVariantsPerSeed = 2000;
  Mutator mutator(12345);
  int loaded = 0, rejected = 0;
  for (const char* name : seeds) {
    std::vector<uint8_t> seed = readBytes(fixture(name));
    REQUIRE(seed.size() > 64);
    std::vector<Range> hot = sensitiveRanges(seed);
    for (int i = 0; i < kVariantsPerSeed; ++i) {
      std::vector<uint8_t> variant = mutator.mutate(seed, hot);
      try {
        for (const CodeObject& co : loadCodeObjectsFromMemory(variant, "mutant")) {
          Listing listing = disassemblyListing(co, {"mutant", ""});
          CHECK_FALSE(listing.text.empty());
          for (const Kernel& k : co.kernels()) co.bytesAt(k.entryAddress, k.codeSize);
        }
        ++loaded;
      } catch (const LoadError& e) {
        std::string msg = e.what();
        if (!msg.starts_with("mutant") || msg.find('\n') != std::string::npos) FAIL("bad message: " << msg);
        ++rejected;
      }
    }
  }
  // Both outcomes occur: mutations are neither all fatal nor all harmless.
  CHECK(loaded > 0);
  CHECK(rejected > 0);
}
