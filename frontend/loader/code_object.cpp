// CodeObject::parse: an ELF image -> target, symbols, metadata and kernels.
#include "loader/code_object.h"

#include <algorithm>
#include <cstdio>
#include <set>
#include <unordered_map>

#include "isa/hex.h"
#include "loader/byte_reader.h"

namespace gcnjit {

using loader::FormatError;

namespace {

constexpr uint32_t kNtAmdgpuMetadata = 32;  // AMDGPUUsage "Code Object V3+ Note Records"
constexpr std::string_view kDescriptorSuffix = ".kd";

bool inSection(const ElfSection& s, uint64_t address, uint64_t size) {
  return address >= s.address && loader::fitsIn(address - s.address, size, s.size);
}

// Code object version from e_ident (AMDGPUUsage "ELF Header"):
// ELFABIVERSION_AMDGPU_HSA_V3..V5 = 1..3. Non-HSA objects report 0.
int codeObjectVersionOf(const ElfFile& elf) {
  if (elf.osAbi() != elf::kOsAbiAmdgpuHsa) return 0;
  switch (elf.abiVersion()) {
    case 0: throw FormatError("code object v2 is not supported");
    case 1: return 3;
    case 2: return 4;
    case 3: return 5;
  }
  throw FormatError("unknown code object ABI version " + std::to_string(elf.abiVersion()));
}

std::string escapeControls(const std::string& s) {
  std::string out;
  for (char c : s) {
    unsigned char u = static_cast<unsigned char>(c);
    if (u >= 0x20 && u != 0x7f) {
      out += c;
    } else {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", u);
      out += buf;
    }
  }
  return out;
}

}  // namespace

LoadError::LoadError(const std::string& source, const std::string& cause)
    : std::runtime_error(escapeControls(source + ": " + cause)) {}

class CodeObjectParser {
 public:
  CodeObjectParser(CodeObject& co, const ElfFile& elf) : co_(co), elf_(elf) {}

  void run() {
    if (elf_.machine() != elf::kEmAmdgpu)
      throw FormatError("not an AMDGPU code object (e_machine " + std::to_string(elf_.machine()) + ")");
    co_.elfType_ = elf_.type();
    if (co_.elfType_ != elf::kEtRel && co_.elfType_ != elf::kEtExec && co_.elfType_ != elf::kEtDyn)
      throw FormatError("unsupported ELF type " + std::to_string(co_.elfType_));
    co_.version_ = codeObjectVersionOf(elf_);
    co_.target_ = targetFromElfFlags(elf_.flags(), co_.version_ >= 4);
    if (elf_.sections().empty()) throw FormatError("no section headers");
    co_.sections_ = elf_.sections();
    co_.segments_ = elf_.segments();
    co_.symbols_ = elf_.symbols();
    collectFunctions();
    readMetadata();
    collectKernels();
  }

 private:
  const ElfSection* sectionOf(const ElfSymbol& s) const {
    if (s.section == elf::kShnUndef || s.section >= elf::kShnLoReserve || s.section >= co_.sections_.size())
      return nullptr;
    return &co_.sections_[s.section];
  }

  void collectFunctions() {
    for (const ElfSymbol& s : co_.symbols_) {
      const ElfSection* sec = sectionOf(s);
      if (s.type == elf::kSttFunc && sec && (sec->flags & elf::kShfExecInstr)) co_.functions_.push_back(s);
    }
    std::stable_sort(co_.functions_.begin(), co_.functions_.end(),
                     [](const ElfSymbol& a, const ElfSymbol& b) { return a.value < b.value; });
    for (const ElfSymbol& f : co_.functions_) functionsByName_.emplace(f.name, &f);
  }

  // LLVM's linker writes one NT_AMDGPU_METADATA note; GCC's keeps one per
  // input object (libgomp's offload images have a note for each of
  // _init_array, _fini_array and every target region). Their kernels are
  // merged; version and target come from the first note, and the others
  // must agree on the version.
  void readMetadata() {
    bool found = false;
    for (const ElfNote& n : elf_.notes()) {
      if (n.name != "AMDGPU" || n.type != kNtAmdgpuMetadata) continue;
      CodeObjectMetadata note;
      try {
        note = parseMetadata(n.desc);
      } catch (const FormatError& e) {
        throw FormatError(std::string("NT_AMDGPU_METADATA: ") + e.what());
      }
      if (!found) {
        co_.metadata_ = std::move(note);
        found = true;
        continue;
      }
      if (note.version != co_.metadata_.version)
        throw FormatError("NT_AMDGPU_METADATA notes disagree on amdhsa.version");
      for (KernelMetadata& k : note.kernels) co_.metadata_.kernels.push_back(std::move(k));
      for (std::string& p : note.printf) co_.metadata_.printf.push_back(std::move(p));
    }
    if (!found && co_.version_ != 0 && !co_.isRelocatable()) throw FormatError("no NT_AMDGPU_METADATA note");
  }

  const ElfSymbol* findFunction(const std::string& name) const {
    auto it = functionsByName_.find(name);
    return it == functionsByName_.end() ? nullptr : it->second;
  }

  bool isExecutable(uint64_t address) const {
    for (const ElfSection& s : co_.sections_)
      if ((s.flags & elf::kShfExecInstr) && inSection(s, address, 1)) return true;
    return false;
  }

  Kernel readKernel(const ElfSymbol& kd) const {
    Kernel k;
    k.name = kd.name.substr(0, kd.name.size() - kDescriptorSuffix.size());
    k.descriptorAddress = kd.value;
    const ElfSection* sec = sectionOf(kd);
    std::span<const uint8_t> data = sec ? co_.contents(*sec) : std::span<const uint8_t>();
    if (!sec || kd.value < sec->address || !loader::fitsIn(kd.value - sec->address, kKernelDescriptorSize, data.size()))
      throw FormatError("kernel descriptor " + kd.name + " lies outside its section");
    k.descriptor = decodeKernelDescriptor(data.subspan(kd.value - sec->address).first<kKernelDescriptorSize>());
    const ElfSymbol* fn = findFunction(k.name);
    if (co_.isRelocatable()) {
      if (!fn) throw FormatError("kernel " + k.name + " has no function symbol");
      k.entryAddress = fn->value;
    } else {
      k.entryAddress = k.descriptorAddress + uint64_t(k.descriptor.kernelCodeEntryByteOffset);
      if (!isExecutable(k.entryAddress))
        throw FormatError("kernel " + k.name + ": entry " + hex(k.entryAddress) + " is not in executable code");
      if (fn && fn->value != k.entryAddress) fn = nullptr;
    }
    k.codeSize = fn ? fn->size : 0;
    return k;
  }

  void collectKernels() {
    std::unordered_map<std::string, const KernelMetadata*> metadataBySymbol;
    for (const KernelMetadata& m : co_.metadata_.kernels) metadataBySymbol.emplace(m.symbol, &m);
    std::set<std::string> seen;
    for (const ElfSymbol& s : co_.symbols_) {
      if (s.type != elf::kSttObject || !s.name.ends_with(kDescriptorSuffix)) continue;
      if (s.name.size() == kDescriptorSuffix.size() || !seen.insert(s.name).second) continue;
      Kernel k = readKernel(s);
      auto it = metadataBySymbol.find(s.name);
      if (it != metadataBySymbol.end()) {
        k.metadata = it->second;
        metadataBySymbol.erase(it);
      }
      co_.kernels_.push_back(std::move(k));
    }
    std::stable_sort(co_.kernels_.begin(), co_.kernels_.end(),
                     [](const Kernel& a, const Kernel& b) { return a.entryAddress < b.entryAddress; });
    for (const KernelMetadata& m : co_.metadata_.kernels)
      if (metadataBySymbol.count(m.symbol))
        throw FormatError("metadata kernel '" + m.name + "' has no descriptor symbol " + m.symbol);
  }

  CodeObject& co_;
  const ElfFile& elf_;
  std::unordered_map<std::string, const ElfSymbol*> functionsByName_;
};

CodeObject CodeObject::parse(std::vector<uint8_t> image, std::string source) {
  CodeObject co;
  co.source_ = std::move(source);
  co.image_ = std::move(image);
  try {
    ElfFile elf(co.image_);
    CodeObjectParser(co, elf).run();
  } catch (const FormatError& e) {
    throw LoadError(co.source_, e.what());
  }
  return co;
}

std::span<const uint8_t> CodeObject::contents(const ElfSection& s) const { return sectionContents(image_, s); }

const Kernel* CodeObject::findKernel(std::string_view name) const {
  for (const Kernel& k : kernels_)
    if (k.name == name) return &k;
  return nullptr;
}

std::span<const uint8_t> CodeObject::bytesAt(uint64_t address, uint64_t size) const {
  if (isRelocatable()) {
    for (const ElfSection& s : sections_) {
      std::span<const uint8_t> data = contents(s);
      if ((s.flags & elf::kShfExecInstr) && address >= s.address && loader::fitsIn(address - s.address, size, data.size()))
        return data.subspan(address - s.address, size);
    }
    return {};
  }
  for (const ElfSegment& p : segments_) {
    if (p.type != elf::kPtLoad || address < p.address) continue;
    if (loader::fitsIn(address - p.address, size, p.fileSize))
      return std::span<const uint8_t>(image_).subspan(p.offset + (address - p.address), size);
  }
  return {};
}

}  // namespace gcnjit
