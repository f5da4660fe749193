// AMDGPU HSA code objects (ELF64, EM_AMDGPU, code object v3/v4/v5) and the
// containers they arrive in: clang offload bundles and host executables or
// shared libraries with a .hip_fatbin section. See LLVM AMDGPUUsage,
// "Code Object" and "Kernel Descriptor".
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "isa/target.h"
#include "loader/kernel_descriptor.h"
#include "loader/metadata.h"

namespace gcnjit {

// Every loading failure: the message is one line, "FILE: cause".
class LoadError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Target as e_flags state it: the processor plus feature settings.
enum class FeatureSetting : uint8_t { Unsupported, Any, Off, On };
struct TargetId {
  Target processor;
  FeatureSetting xnack = FeatureSetting::Any;
  FeatureSetting sramecc = FeatureSetting::Any;
  std::string str() const;  // "gfx908:sramecc+:xnack-" (LLVM target-id syntax)
};

struct ElfSymbol {
  std::string name;
  uint64_t value = 0;  // virtual address
  uint64_t size = 0;
  uint8_t type = 0;     // STT_*
  uint8_t binding = 0;  // STB_*
  uint16_t section = 0;
};

struct Kernel {
  std::string name;
  uint64_t descriptorAddress = 0;   // address of NAME.kd
  uint64_t entryAddress = 0;        // descriptorAddress + kernel_code_entry_byte_offset
  uint64_t codeSize = 0;            // st_size of the kernel's function symbol (0 if none)
  KernelDescriptor descriptor;
  const KernelMetadata* metadata = nullptr;  // from NT_AMDGPU_METADATA, if present
};

class CodeObject {
 public:
  // Parses an ELF image; `source` names it in errors ("k.co", "app:gfx908").
  static CodeObject parse(std::vector<uint8_t> image, std::string source);

  const std::string& source() const { return source_; }
  const TargetId& target() const { return target_; }
  int codeObjectVersion() const { return version_; }  // 3, 4 or 5 (from metadata/ABI version)

  // Function symbols in executable sections, sorted by address (kernels and
  // device functions alike).
  const std::vector<ElfSymbol>& functions() const { return functions_; }
  const std::vector<ElfSymbol>& symbols() const { return symbols_; }
  const std::vector<Kernel>& kernels() const { return kernels_; }
  const Kernel* findKernel(std::string_view name) const;
  const CodeObjectMetadata& metadata() const { return metadata_; }

  // Bytes of the loaded image at a virtual address (from PT_LOAD segments, or
  // section addresses for relocatable objects); empty span if out of range.
  std::span<const uint8_t> bytesAt(uint64_t address, uint64_t size) const;
  std::span<const uint8_t> image() const { return image_; }

 private:
  std::string source_;
  std::vector<uint8_t> image_;
  TargetId target_{};
  int version_ = 0;
  std::vector<ElfSymbol> symbols_, functions_;
  std::vector<Kernel> kernels_;
  CodeObjectMetadata metadata_;
  struct Segment { uint64_t vaddr, fileOffset, fileSize, memSize; };
  std::vector<Segment> segments_;
  friend class CodeObjectParser;
};

// Loads FILE (code object, offload bundle, or host ELF carrying .hip_fatbin)
// and returns every AMDGPU code object in it; with `want`, only those for
// that processor (LoadError if none).
std::vector<CodeObject> loadCodeObjects(const std::string& path,
                                        std::optional<Target> want = std::nullopt);
// Same, from memory; `source` names the data in errors.
std::vector<CodeObject> loadCodeObjectsFromMemory(std::span<const uint8_t> data,
                                                  const std::string& source,
                                                  std::optional<Target> want = std::nullopt);

}  // namespace gcnjit
