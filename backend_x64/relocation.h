// The absolute addresses generated code holds, described symbolically so a
// translation can be stored and placed again in another process
// (runtime/translation_cache.h): each is a 64-bit field at a code offset
// whose value is a helper function of this build, a HelperSite record of the
// program, or an address inside the code itself (the block table). Emitter::
// moveAddress is the one place the emitters embed an address, the driver's
// block table the one other (program.cpp); both record a Relocation.
#pragma once

#include <cstdint>
#include <vector>

namespace gcnjit::backend_x64 {

enum class RelocationKind : std::uint8_t {
  Helper,  // target: a HelperId, the function's address
  Site,    // target: an index into the program's helper sites, the HelperSite's address
  Code,    // target: an offset into the code, the code's address plus it
};

struct Relocation {
  std::uint32_t offset;  // of the 8-byte field in the code
  RelocationKind kind;
  std::uint32_t target;
};

// The C++ functions generated code calls (helpers.h, memory_helpers.h).
#define GCNJIT_JIT_HELPERS(X) \
  X(RunInterpreterOp)         \
  X(ResolveIndirect)          \
  X(ArriveAtBarrier)          \
  X(EndWave)                  \
  X(Load)                     \
  X(Store)                    \
  X(ScalarLoad)               \
  X(VouchRange)               \
  X(LdsLaneLoads)

enum class HelperId : std::uint32_t {
#define GCNJIT_HELPER_ID(name) name,
  GCNJIT_JIT_HELPERS(GCNJIT_HELPER_ID)
#undef GCNJIT_HELPER_ID
  Count
};

// The address of helper `id` in this process.
const void* helperAddress(HelperId id);
// The id of the helper at `address`; throws std::logic_error for a function
// that is not in GCNJIT_JIT_HELPERS (a new helper must be listed there).
HelperId helperIdOf(const void* address);

// Writes the value each relocation stands for into `code` (writable, placed
// at `codeAddress`), `sites` being the address of each helper site. Throws
// std::runtime_error for a relocation outside the code or naming a helper or
// site that does not exist (a damaged description).
void applyRelocations(std::uint8_t* code, std::uint64_t codeSize, std::uint64_t codeAddress,
                      const std::vector<Relocation>& relocations, const std::vector<const void*>& sites);

}  // namespace gcnjit::backend_x64
