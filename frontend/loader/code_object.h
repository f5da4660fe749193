// AMDGPU HSA code objects (ELF64, EM_AMDGPU, code object v3/v4/v5) and the
// containers they arrive in: clang offload bundles and host executables or
// shared libraries with a .hip_fatbin section. See LLVM AMDGPUUsage,
// "Code Object" and "Kernel Descriptor".
#pragma once
#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "isa/target.h"
#include "loader/elf_file.h"
#include "loader/kernel_descriptor.h"
#include "loader/metadata.h"
#include "loader/target_id.h"

namespace gcnjit {

// Every loading failure: the message is one line, "FILE: cause". Control
// characters (say, from names in a damaged file) are escaped as \xNN.
class LoadError : public std::runtime_error {
 public:
  LoadError(const std::string& source, const std::string& cause);
};

struct Kernel {
  std::string name;
  uint64_t descriptorAddress = 0;   // address of NAME.kd
  // descriptorAddress + kernel_code_entry_byte_offset; in a relocatable
  // object (where a relocation fills that field) the address of symbol NAME.
  uint64_t entryAddress = 0;
  uint64_t codeSize = 0;            // st_size of the kernel's function symbol (0 if none)
  KernelDescriptor descriptor;
  const KernelMetadata* metadata = nullptr;  // from NT_AMDGPU_METADATA, if present
};

// Move-only: kernels point into the object's own metadata.
class CodeObject {
 public:
  // Parses an ELF image; `source` names it in errors ("k.co", "app:gfx908").
  static CodeObject parse(std::vector<uint8_t> image, std::string source);

  CodeObject(CodeObject&&) = default;
  CodeObject& operator=(CodeObject&&) = default;
  CodeObject(const CodeObject&) = delete;
  CodeObject& operator=(const CodeObject&) = delete;

  const std::string& source() const { return source_; }
  const TargetId& target() const { return target_; }
  // 3, 4 or 5 (from the ELF ABI version); 0 for an ELF whose OS/ABI is not
  // AMDHSA, such as llvm-mc output without an amdhsa triple.
  int codeObjectVersion() const { return version_; }
  uint16_t elfType() const { return elfType_; }  // ET_REL, ET_EXEC or ET_DYN
  bool isRelocatable() const { return elfType_ == elf::kEtRel; }

  const std::vector<ElfSection>& sections() const { return sections_; }
  std::span<const uint8_t> contents(const ElfSection& s) const;
  // Symbols of .symtab (of .dynsym if stripped), in table order.
  const std::vector<ElfSymbol>& symbols() const { return symbols_; }
  // Function symbols in executable sections, sorted by address (kernels and
  // device functions alike).
  const std::vector<ElfSymbol>& functions() const { return functions_; }
  // Kernels in entry address order.
  const std::vector<Kernel>& kernels() const { return kernels_; }
  const Kernel* findKernel(std::string_view name) const;
  // Empty (version {}) when the object has no metadata note (relocatable or
  // non-HSA objects only; HSA executables must have one). GCC's code objects
  // have several notes (one per input object): their kernels are merged.
  const CodeObjectMetadata& metadata() const { return metadata_; }

  // Bytes of the loaded image at a virtual address: from PT_LOAD segments, or
  // for relocatable objects from the executable sections (addresses are then
  // section offsets, as llvm-objdump shows them). Empty if the range is not
  // entirely backed by file bytes.
  std::span<const uint8_t> bytesAt(uint64_t address, uint64_t size) const;
  std::span<const uint8_t> image() const { return image_; }

 private:
  CodeObject() = default;
  friend class CodeObjectParser;

  std::string source_;
  std::vector<uint8_t> image_;
  TargetId target_{};
  int version_ = 0;
  uint16_t elfType_ = 0;
  std::vector<ElfSection> sections_;
  std::vector<ElfSegment> segments_;
  std::vector<ElfSymbol> symbols_, functions_;
  std::vector<Kernel> kernels_;
  CodeObjectMetadata metadata_;
};

// Loads FILE (code object, offload bundle, or host ELF carrying .hip_fatbin)
// and returns every code object for a processor gcnjit supports; with
// `want`, only those for that processor (LoadError if none). Code objects
// taken from containers are named "FILE:TARGET-ID" ("app:gfx908:xnack-"),
// with "#N" after FILE for the N-th bundle of a multi-bundle .hip_fatbin.
std::vector<CodeObject> loadCodeObjects(const std::string& path,
                                        std::optional<Target> want = std::nullopt);
// Same, from memory; `source` names the data in errors.
std::vector<CodeObject> loadCodeObjectsFromMemory(std::span<const uint8_t> data,
                                                  const std::string& source,
                                                  std::optional<Target> want = std::nullopt);

}  // namespace gcnjit
