#include "loader/relocations.h"

#include <cstring>
#include <span>
#include <string>

namespace gcnjit {
namespace {

uint64_t read64(std::span<const uint8_t> bytes, std::size_t at) {
  uint64_t v = 0;
  std::memcpy(&v, bytes.data() + at, 8);
  return v;
}

constexpr std::size_t kRelaBytes = 24, kSymbolBytes = 24;

}  // namespace

std::vector<DynamicRelocation> dynamicRelocations(const CodeObject& co) {
  std::vector<DynamicRelocation> relocations;
  const std::vector<ElfSection>& sections = co.sections();
  for (const ElfSection& rela : sections) {
    if (rela.type != elf::kShtRela || rela.entrySize != kRelaBytes) continue;
    std::span<const uint8_t> entries = co.contents(rela);
    std::span<const uint8_t> symbols;
    if (rela.link < sections.size()) symbols = co.contents(sections[rela.link]);
    for (std::size_t at = 0; at + kRelaBytes <= entries.size(); at += kRelaBytes) {
      DynamicRelocation r;
      r.offset = read64(entries, at);
      uint64_t info = read64(entries, at + 8);
      r.addend = int64_t(read64(entries, at + 16));
      r.type = uint32_t(info);
      uint32_t symbol = uint32_t(info >> 32);
      if (symbol != 0) {
        if ((symbol + 1ull) * kSymbolBytes > symbols.size()) throw LoadError(co.source(), "relocation names a missing symbol");
        r.symbolValue = read64(symbols, symbol * kSymbolBytes + 8);
      }
      switch (r.type) {
        case elf::kRAmdgpuRelative64: r.relative = true; break;
        case elf::kRAmdgpuAbs64: case elf::kRAmdgpuAbs32: case elf::kRAmdgpuAbs32Lo: case elf::kRAmdgpuAbs32Hi: break;
        default: throw LoadError(co.source(), "unsupported relocation type " + std::to_string(r.type));
      }
      relocations.push_back(r);
    }
  }
  return relocations;
}

}  // namespace gcnjit
