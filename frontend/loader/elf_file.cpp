#include "loader/elf_file.h"

#include <cstring>

#include "loader/byte_reader.h"

namespace gcnjit {

using loader::FormatError;
using loader::readLE;

namespace {

constexpr uint64_t kEhdrSize = 64, kShdrSize = 64, kPhdrSize = 56, kSymSize = 24;
constexpr uint16_t kShnXindex = 0xffff;

// gABI "Note Section": namesz, descsz, type, then name and desc, each padded
// to the note alignment (4; 8 only when the section says so).
void readNotes(std::span<const uint8_t> data, uint64_t alignment, std::vector<ElfNote>& out) {
  const uint64_t align = alignment == 8 ? 8 : 4;
  auto padded = [align](uint64_t n) { return (n + align - 1) / align * align; };
  uint64_t off = 0;
  while (off < data.size()) {
    uint32_t nameSize = readLE<uint32_t>(data, off, "note header");
    uint32_t descSize = readLE<uint32_t>(data, off + 4, "note header");
    ElfNote note;
    note.type = readLE<uint32_t>(data, off + 8, "note header");
    off += 12;
    std::span<const uint8_t> name = loader::slice(data, off, nameSize, "note name");
    note.name.assign(reinterpret_cast<const char*>(name.data()), name.size());
    while (!note.name.empty() && note.name.back() == '\0') note.name.pop_back();
    off += padded(nameSize);
    note.desc = loader::slice(data, off, descSize, "note " + note.name + " description");
    off += padded(descSize);
    out.push_back(std::move(note));
  }
}

}  // namespace

bool hasElfMagic(std::span<const uint8_t> data) {
  return data.size() >= 4 && std::memcmp(data.data(), "\x7f" "ELF", 4) == 0;
}

ElfFile::ElfFile(std::span<const uint8_t> image) : image_(image) {
  if (!hasElfMagic(image)) throw FormatError("not an ELF file");
  if (image.size() < kEhdrSize) throw FormatError("truncated ELF header");
  if (image[4] != 2) throw FormatError("not a 64-bit ELF file");
  if (image[5] != 1) throw FormatError("not a little-endian ELF file");
  osAbi_ = image[7];
  abiVersion_ = image[8];
  type_ = readLE<uint16_t>(image, 16, "e_type");
  machine_ = readLE<uint16_t>(image, 18, "e_machine");
  flags_ = readLE<uint32_t>(image, 48, "e_flags");

  uint64_t phoff = readLE<uint64_t>(image, 32, "e_phoff");
  uint64_t shoff = readLE<uint64_t>(image, 40, "e_shoff");
  uint16_t phentsize = readLE<uint16_t>(image, 54, "e_phentsize");
  uint16_t phnum = readLE<uint16_t>(image, 56, "e_phnum");
  uint16_t shentsize = readLE<uint16_t>(image, 58, "e_shentsize");
  uint16_t shnum = readLE<uint16_t>(image, 60, "e_shnum");
  uint16_t shstrndx = readLE<uint16_t>(image, 62, "e_shstrndx");

  if (phnum) {
    if (phentsize != kPhdrSize) throw FormatError("bad e_phentsize " + std::to_string(phentsize));
    std::span<const uint8_t> table = loader::slice(image, phoff, uint64_t(phnum) * kPhdrSize, "program header table");
    for (uint16_t i = 0; i < phnum; ++i) {
      std::span<const uint8_t> ph = table.subspan(i * kPhdrSize, kPhdrSize);
      ElfSegment s;
      s.type = readLE<uint32_t>(ph, 0, "p_type");
      s.flags = readLE<uint32_t>(ph, 4, "p_flags");
      s.offset = readLE<uint64_t>(ph, 8, "p_offset");
      s.address = readLE<uint64_t>(ph, 16, "p_vaddr");
      s.fileSize = readLE<uint64_t>(ph, 32, "p_filesz");
      s.memorySize = readLE<uint64_t>(ph, 40, "p_memsz");
      bool mapped = s.type == elf::kPtLoad || s.type == elf::kPtNote;
      if (mapped && !loader::fitsIn(s.offset, s.fileSize, image.size()))
        throw FormatError("program header " + std::to_string(i) + " extends past the end of the file");
      if (s.type == elf::kPtLoad && s.fileSize > s.memorySize)
        throw FormatError("program header " + std::to_string(i) + " has p_filesz > p_memsz");
      segments_.push_back(s);
    }
  }

  if (shnum == 0) return;
  if (shentsize != kShdrSize) throw FormatError("bad e_shentsize " + std::to_string(shentsize));
  if (shstrndx == kShnXindex) throw FormatError("extended section numbering is not supported");
  if (shstrndx >= shnum) throw FormatError("e_shstrndx " + std::to_string(shstrndx) + " out of range");
  std::span<const uint8_t> table = loader::slice(image, shoff, uint64_t(shnum) * kShdrSize, "section header table");
  std::vector<uint32_t> nameOffsets;
  for (uint16_t i = 0; i < shnum; ++i) {
    std::span<const uint8_t> sh = table.subspan(i * kShdrSize, kShdrSize);
    ElfSection s;
    nameOffsets.push_back(readLE<uint32_t>(sh, 0, "sh_name"));
    s.type = readLE<uint32_t>(sh, 4, "sh_type");
    s.flags = readLE<uint64_t>(sh, 8, "sh_flags");
    s.address = readLE<uint64_t>(sh, 16, "sh_addr");
    s.offset = readLE<uint64_t>(sh, 24, "sh_offset");
    s.size = readLE<uint64_t>(sh, 32, "sh_size");
    s.link = readLE<uint32_t>(sh, 40, "sh_link");
    s.info = readLE<uint32_t>(sh, 44, "sh_info");
    s.alignment = readLE<uint64_t>(sh, 48, "sh_addralign");
    s.entrySize = readLE<uint64_t>(sh, 56, "sh_entsize");
    bool inFile = s.type != 0 && s.type != elf::kShtNobits;
    if (inFile && !loader::fitsIn(s.offset, s.size, image.size()))
      throw FormatError("section " + std::to_string(i) + " extends past the end of the file");
    sections_.push_back(s);
  }
  std::span<const uint8_t> names = contents(sections_[shstrndx]);
  for (size_t i = 1; i < sections_.size(); ++i)
    sections_[i].name = loader::readCString(names, nameOffsets[i], "name of section " + std::to_string(i));
}

const ElfSection* ElfFile::findSection(std::string_view name) const {
  for (const ElfSection& s : sections_)
    if (s.name == name) return &s;
  return nullptr;
}

std::span<const uint8_t> sectionContents(std::span<const uint8_t> image, const ElfSection& s) {
  if (s.type == elf::kShtNobits || s.type == 0 || !loader::fitsIn(s.offset, s.size, image.size())) return {};
  return image.subspan(s.offset, s.size);
}

std::vector<ElfSymbol> ElfFile::symbols() const {
  for (uint32_t wanted : {elf::kShtSymtab, elf::kShtDynsym})
    for (const ElfSection& s : sections_)
      if (s.type == wanted) return readSymbolTable(s);
  return {};
}

std::vector<ElfSymbol> ElfFile::readSymbolTable(const ElfSection& table) const {
  if (table.entrySize != kSymSize)
    throw FormatError(table.name + ": bad sh_entsize " + std::to_string(table.entrySize));
  if (table.link == 0 || table.link >= sections_.size())
    throw FormatError(table.name + ": sh_link " + std::to_string(table.link) + " is not a string table");
  std::span<const uint8_t> strings = contents(sections_[table.link]);
  std::span<const uint8_t> data = contents(table);
  std::vector<ElfSymbol> out;
  for (uint64_t off = kSymSize; off + kSymSize <= data.size(); off += kSymSize) {
    std::span<const uint8_t> e = data.subspan(off, kSymSize);
    ElfSymbol sym;
    uint32_t nameOffset = readLE<uint32_t>(e, 0, "st_name");
    uint8_t info = e[4];
    sym.type = info & 0xf;
    sym.binding = info >> 4;
    sym.section = readLE<uint16_t>(e, 6, "st_shndx");
    sym.value = readLE<uint64_t>(e, 8, "st_value");
    sym.size = readLE<uint64_t>(e, 16, "st_size");
    if (nameOffset) sym.name = loader::readCString(strings, nameOffset, table.name + " symbol name");
    out.push_back(std::move(sym));
  }
  return out;
}

std::vector<ElfNote> ElfFile::notes() const {
  std::vector<ElfNote> out;
  bool fromSections = false;
  for (const ElfSection& s : sections_) {
    if (s.type != elf::kShtNote) continue;
    fromSections = true;
    readNotes(contents(s), s.alignment, out);
  }
  if (!fromSections)
    for (const ElfSegment& p : segments_)
      if (p.type == elf::kPtNote) readNotes(image_.subspan(p.offset, p.fileSize), 4, out);
  return out;
}

}  // namespace gcnjit
