// A validated view of an ELF64 little-endian file: header, sections, program
// headers, symbols and notes (System V gABI, "Object Files"). Used for AMDGPU
// code objects and for host executables carrying .hip_fatbin. Construction
// checks that every table and section lies inside the image; the image must
// outlive the ElfFile.
#pragma once
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gcnjit {

struct ElfSymbol {
  std::string name;
  uint64_t value = 0;  // virtual address (section offset in relocatable objects)
  uint64_t size = 0;
  uint8_t type = 0;     // STT_*
  uint8_t binding = 0;  // STB_*
  uint16_t section = 0; // st_shndx (SHN_UNDEF, SHN_ABS or a section index)
};

struct ElfSection {
  std::string name;
  uint32_t type = 0;  // SHT_*
  uint64_t flags = 0; // SHF_*
  uint64_t address = 0, offset = 0, size = 0, entrySize = 0, alignment = 0;
  uint32_t link = 0, info = 0;
};

struct ElfSegment {
  uint32_t type = 0, flags = 0;  // PT_*, PF_*
  uint64_t offset = 0, address = 0, fileSize = 0, memorySize = 0;
};

struct ElfNote {
  std::string name;  // owner, e.g. "AMDGPU"
  uint32_t type = 0;
  std::span<const uint8_t> desc;
};

namespace elf {
inline constexpr uint16_t kEtRel = 1, kEtExec = 2, kEtDyn = 3;
inline constexpr uint16_t kEmAmdgpu = 224;
inline constexpr uint8_t kOsAbiAmdgpuHsa = 64;
inline constexpr uint32_t kShtSymtab = 2, kShtNote = 7, kShtNobits = 8, kShtDynsym = 11;
inline constexpr uint64_t kShfAlloc = 0x2, kShfExecInstr = 0x4;
inline constexpr uint32_t kPtLoad = 1, kPtNote = 4;
inline constexpr uint8_t kSttNotype = 0, kSttObject = 1, kSttFunc = 2, kSttSection = 3;
inline constexpr uint16_t kShnUndef = 0, kShnLoReserve = 0xff00;
}  // namespace elf

bool hasElfMagic(std::span<const uint8_t> data);

// Contents of a section of `image`: empty for SHT_NULL and SHT_NOBITS, and
// for a section that does not lie inside the image.
std::span<const uint8_t> sectionContents(std::span<const uint8_t> image, const ElfSection& s);

class ElfFile {
 public:
  explicit ElfFile(std::span<const uint8_t> image);  // throws loader::FormatError

  uint16_t type() const { return type_; }
  uint16_t machine() const { return machine_; }
  uint32_t flags() const { return flags_; }
  uint8_t osAbi() const { return osAbi_; }
  uint8_t abiVersion() const { return abiVersion_; }
  bool isRelocatable() const { return type_ == elf::kEtRel; }

  const std::vector<ElfSection>& sections() const { return sections_; }
  const std::vector<ElfSegment>& segments() const { return segments_; }
  const ElfSection* findSection(std::string_view name) const;
  std::span<const uint8_t> contents(const ElfSection& s) const { return sectionContents(image_, s); }

  // Symbols of .symtab, or of .dynsym when there is no .symtab (stripped
  // file), without the null symbol.
  std::vector<ElfSymbol> symbols() const;
  // Notes of SHT_NOTE sections, or of PT_NOTE segments without sections.
  std::vector<ElfNote> notes() const;

 private:
  std::vector<ElfSymbol> readSymbolTable(const ElfSection& table) const;

  std::span<const uint8_t> image_;
  uint16_t type_ = 0, machine_ = 0;
  uint32_t flags_ = 0;
  uint8_t osAbi_ = 0, abiVersion_ = 0;
  std::vector<ElfSection> sections_;
  std::vector<ElfSegment> segments_;
};

}  // namespace gcnjit
