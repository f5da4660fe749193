// Robustness of the decoder and printer: millions of random instruction
// words on every target must decode and print without crashing, and decode()
// must keep its size contract (isa/decoder.h): 4, 8 or 12 bytes, never more
// than given, Truncated when the bytes end inside the instruction, and the
// same result whatever follows the instruction. Inputs sit at the very end of
// a heap buffer so that a sanitizer build catches any read past them.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <random>
#include <span>
#include <string>
#include <vector>

#include "isa/printer.h"
#include "isa_test_words.h"

using namespace gcnjit;

namespace {

// Source fields (word, lowest bit) and the source codes that select other
// decoding paths: SDWA, DPP, literal. Forced into a quarter of the words.
struct Field { int word, lo; };
constexpr Field kSourceFields[] = {{0, 0}, {0, 8}, {1, 0}, {1, 9}, {1, 18}};
constexpr uint32_t kSpecialSources[] = {0xF9, 0xFA, 0xFF};

void randomInstruction(std::mt19937_64& rng, uint32_t (&w)[3]) {
  for (uint32_t& x : w) x = uint32_t(rng());
  if (rng() % 4 == 0) {
    const Field& f = kSourceFields[rng() % std::size(kSourceFields)];
    w[f.word] = (w[f.word] & ~(0x1FFu << f.lo)) | kSpecialSources[rng() % 3] << f.lo;
  }
  const testing::FormatBits& fmt = testing::kFormatBits[rng() % std::size(testing::kFormatBits)];
  w[0] = (w[0] & ~fmt.mask) | fmt.value;
}

// Violations found, with the words of the first few for the report.
struct Findings {
  uint64_t count = 0;
  std::string first;
  void add(const uint32_t (&w)[3], size_t given, const char* what) {
    if (count++ < 5) {
      char buf[128];
      std::snprintf(buf, sizeof buf, "%08X %08X %08X (%zu bytes given): %s\n", w[0], w[1], w[2],
                    given, what);
      first += buf;
    }
  }
};

// The last `n` bytes of a 12-byte heap buffer hold the first `n` bytes of w.
std::span<const uint8_t> atEnd(std::vector<uint8_t>& buf, const uint32_t (&w)[3], size_t n) {
  std::memcpy(buf.data() + buf.size() - n, w, n);
  return std::span(buf).last(n);
}

void checkTarget(Target target, uint64_t seed, int count) {
  std::mt19937_64 rng(seed);
  std::vector<uint8_t> buf(12);
  Findings bad;
  uint64_t ok = 0;
  for (int i = 0; i < count; ++i) {
    uint32_t w[3];
    randomInstruction(rng, w);
    uint64_t pc = rng() & 0xFFFFFC;
    DecodeResult full = decode(target, atEnd(buf, w, 12));
    if (full.status == DecodeStatus::Truncated) bad.add(w, 12, "Truncated with 12 bytes");
    if (full.status == DecodeStatus::Invalid && full.size != 4) bad.add(w, 12, "Invalid, size not 4");
    if (full.status != DecodeStatus::Ok) continue;
    ++ok;
    int size = full.size;
    if (full.inst.size != size) bad.add(w, 12, "Inst::size differs from DecodeResult::size");
    if (size != 4 && size != 8 && size != 12) {
      bad.add(w, 12, "size not 4, 8 or 12");
      continue;
    }
    std::string text = printInst(full.inst, target, pc);
    if (text.empty()) bad.add(w, 12, "empty text");

    DecodeResult exact = decode(target, atEnd(buf, w, size));
    if (exact.status != DecodeStatus::Ok || exact.size != size ||
        printInst(exact.inst, target, pc) != text)
      bad.add(w, size, "exactly the instruction's bytes decode differently");
    // Cut short at each word boundary inside the instruction and at one
    // random length.
    int cuts[] = {4, 8, int(rng() % size)};
    for (int given : cuts) {
      if (given >= size) continue;
      DecodeResult cut = decode(target, atEnd(buf, w, given));
      if (cut.status != DecodeStatus::Truncated) bad.add(w, given, "cut short, not Truncated");
      if (cut.size != std::min(given, 4)) bad.add(w, given, "cut short, size not min(given, 4)");
    }
  }
  INFO(bad.first);
  CHECK(bad.count == 0);
  // How many words reached an instruction printer (the others are .long).
  WARN(targetName(target) << ": " << ok << " of " << count << " random instructions decoded");
}

constexpr int kWordsPerTarget = 3'400'000;  // 3 targets: > 10^7 instructions

}  // namespace

TEST_CASE("random words decode and print on gfx900 within the size contract", "[decoder][robustness]") {
  checkTarget(Target::Gfx900, 900, kWordsPerTarget);
}

TEST_CASE("random words decode and print on gfx906 within the size contract", "[decoder][robustness]") {
  checkTarget(Target::Gfx906, 906, kWordsPerTarget);
}

TEST_CASE("random words decode and print on gfx908 within the size contract", "[decoder][robustness]") {
  checkTarget(Target::Gfx908, 908, kWordsPerTarget);
}

TEST_CASE("inputs shorter than a word are Truncated and consume what is there", "[decoder][robustness]") {
  const uint8_t bytes[3] = {0x00, 0x00, 0x80};
  for (Target t : {Target::Gfx900, Target::Gfx906, Target::Gfx908}) {
    for (size_t n = 0; n <= 3; ++n) {
      std::vector<uint8_t> exact(bytes, bytes + n);
      DecodeResult r = decode(t, exact);
      CHECK(r.status == DecodeStatus::Truncated);
      CHECK(r.size == exact.size());
      uint8_t size = 0;
      disassembleOne(t, exact, 0, size);
      CHECK(size == exact.size());
    }
  }
}
