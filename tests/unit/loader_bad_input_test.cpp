// Bad files: every failure is a LoadError whose message is one line,
// "SOURCE: cause", never a crash.
#include <catch2/catch.hpp>

#include "loader/code_object.h"
#include "loader/elf_file.h"
#include "loader_test_support.h"

using namespace gcnjit;
using namespace gcnjit::loader_test;

namespace {

// Loads `data` expecting failure; returns the cause after "SOURCE: ".
std::string failureCause(const std::vector<uint8_t>& data, std::optional<Target> want = std::nullopt) {
  const std::string source = "bad.co";
  try {
    loadCodeObjectsFromMemory(data, source, want);
  } catch (const LoadError& e) {
    std::string msg = e.what();
    INFO(msg);
    CHECK(msg.starts_with(source));
    CHECK(msg.find(": ") != std::string::npos);
    CHECK(msg.find('\n') == std::string::npos);
    return msg.substr(msg.find(": ") + 2);
  }
  FAIL("loaded without error");
  return {};
}

void put16(std::vector<uint8_t>& d, size_t at, uint16_t v) {
  d[at] = uint8_t(v);
  d[at + 1] = uint8_t(v >> 8);
}

// Offset of the NT_AMDGPU_METADATA note header (namesz at +0, type at +8).
size_t metadataNoteOffset(const std::vector<uint8_t>& image) {
  ElfFile elf(image);
  for (const ElfNote& n : elf.notes())
    if (n.type == 32) return size_t(n.desc.data() - image.data()) - 12 - 8;  // header + "AMDGPU\0" padded
  FAIL("no metadata note");
  return 0;
}

}  // namespace

TEST_CASE("truncated files fail at every length", "[loader]") {
  for (const char* name : {"kernels-gfx908-v4.co", "app.bundle", "branches-gfx908.o"}) {
    INFO(name);
    std::vector<uint8_t> full = readBytes(fixture(name));
    REQUIRE(full.size() > 500);
    for (size_t length = 0; length < full.size(); ++length) {
      std::vector<uint8_t> cut(full.begin(), full.begin() + length);
      failureCause(cut);
    }
  }
  // A host executable: every 97th length (the file is large).
  std::vector<uint8_t> app = readBytes(fixture("app"));
  for (size_t length = 0; length < app.size(); length += 97)
    failureCause(std::vector<uint8_t>(app.begin(), app.begin() + length));
}

TEST_CASE("wrong or unsupported ELF headers are named", "[loader]") {
  const std::vector<uint8_t> good = readBytes(fixture("kernels-gfx906-v4.co"));
  std::vector<uint8_t> d = good;
  put16(d, 18, 62);  // e_machine EM_X86_64
  CHECK(failureCause(d) == "not an AMDGPU code object (e_machine 62) and no .hip_fatbin section");
  d = good;
  d[4] = 1;  // ELFCLASS32
  CHECK(failureCause(d) == "not a 64-bit ELF file");
  d = good;
  d[5] = 2;  // big endian
  CHECK(failureCause(d) == "not a little-endian ELF file");
  d = good;
  d[8] = 0;  // ELFABIVERSION_AMDGPU_HSA_V2
  CHECK(failureCause(d) == "code object v2 is not supported");
  d = good;
  d[8] = 9;
  CHECK(failureCause(d) == "unknown code object ABI version 9");
  d = good;
  d[48] = 0x36;  // EF_AMDGPU_MACH_AMDGCN_GFX1030
  CHECK(failureCause(d) == "unsupported processor (EF_AMDGPU_MACH 0x036)");
  d = good;
  put16(d, 58, 40);  // e_shentsize
  CHECK(failureCause(d) == "bad e_shentsize 40");
  CHECK(failureCause(std::vector<uint8_t>{}) == "not an ELF file or clang offload bundle");
  std::string text = readText(fixture("kernels-gfx906-v4.co.notes.txt"));
  CHECK(failureCause(std::vector<uint8_t>(text.begin(), text.end())) == "not an ELF file or clang offload bundle");
}

TEST_CASE("a missing or corrupt metadata note is named", "[loader]") {
  const std::vector<uint8_t> good = readBytes(fixture("kernels-gfx906-v4.co"));
  const size_t note = metadataNoteOffset(good);
  std::vector<uint8_t> d = good;
  d[note + 8] = 33;  // another note type
  CHECK(failureCause(d) == "no NT_AMDGPU_METADATA note");
  d = good;
  d[note + 20] = 0xc1;  // the one byte msgpack never uses
  CHECK_THAT(failureCause(d), Catch::StartsWith("NT_AMDGPU_METADATA: malformed msgpack"));
  d = good;
  d[note + 6] = 0xff;  // descsz beyond the section
  CHECK_THAT(failureCause(d), Catch::Contains("note AMDGPU description lies outside the data"));
}

TEST_CASE("containers without the wanted target say what they have", "[loader]") {
  CHECK(failureCause(readBytes(fixture("app.bundle")), Target::Gfx900) ==
        "no code object for gfx900 (has gfx906:xnack-, gfx908:sramecc+:xnack-)");
  std::vector<uint8_t> bundle = readBytes(fixture("app.bundle"));
  // Rename every GPU entry to a processor gcnjit does not support.
  for (size_t i = 0; i + 5 <= bundle.size() && i < 512; ++i)
    if (std::equal(bundle.begin() + i, bundle.begin() + i + 5, "gfx90")) bundle[i + 4] = '1';
  CHECK_THAT(failureCause(bundle), Catch::StartsWith("no code object for a supported processor (has hipv4-"));
  CHECK_THROWS_WITH(loadCodeObjects(fixture("no-such-file")), fixture("no-such-file") + ": cannot open file");
  CHECK_THROWS_WITH(loadCodeObjects(GCNJIT_LOADER_FIXTURES), std::string(GCNJIT_LOADER_FIXTURES) + ": is a directory");
}
