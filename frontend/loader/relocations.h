// The dynamic relocations of a code object (AMDGPUUsage "Relocation
// Records"): what loading it at a base writes into its data. The runtime
// applies them; the CFG builder reads which code addresses they take
// (function pointers in __device__ tables and C++ vtables).
#pragma once

#include <cstdint>
#include <vector>

#include "loader/code_object.h"

namespace gcnjit {

namespace elf {
inline constexpr uint32_t kShtRela = 4;
// AMDGPUUsage "Relocation Records".
inline constexpr uint32_t kRAmdgpuAbs32Lo = 1, kRAmdgpuAbs32Hi = 2, kRAmdgpuAbs64 = 3, kRAmdgpuAbs32 = 6,
                          kRAmdgpuRelative64 = 13;
}  // namespace elf

struct DynamicRelocation {
  uint64_t offset = 0;  // ELF address of the field written
  uint32_t type = 0;    // elf::kRAmdgpu*
  bool relative = false;  // its value is base + addend (else symbol + addend)
  uint64_t symbolValue = 0;  // ELF address of its symbol (0 when it has none)
  int64_t addend = 0;
  // The ELF address its value points at: symbol + addend, or base + addend
  // at base 0.
  uint64_t target() const { return (relative ? 0 : symbolValue) + uint64_t(addend); }
};

// Every entry of the object's SHT_RELA sections; LoadError for a type the
// loader does not apply or a symbol index outside the symbol table.
std::vector<DynamicRelocation> dynamicRelocations(const CodeObject& co);

}  // namespace gcnjit
