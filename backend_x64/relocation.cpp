#include "backend_x64/relocation.h"

#include <cstring>
#include <stdexcept>
#include <string>

#include "backend_x64/helpers.h"
#include "backend_x64/emit/lds_in_region.h"
#include "backend_x64/memory_helpers.h"

namespace gcnjit::backend_x64 {
namespace {

const void* const kHelperAddresses[] = {
#define GCNJIT_HELPER_ADDRESS(name) reinterpret_cast<const void*>(&gcnjit##name),
    GCNJIT_JIT_HELPERS(GCNJIT_HELPER_ADDRESS)
#undef GCNJIT_HELPER_ADDRESS
};
static_assert(std::size(kHelperAddresses) == std::size_t(HelperId::Count));

}  // namespace

const void* helperAddress(HelperId id) { return kHelperAddresses[std::size_t(id)]; }

HelperId helperIdOf(const void* address) {
  for (std::size_t i = 0; i < std::size(kHelperAddresses); ++i) {
    if (kHelperAddresses[i] == address) return HelperId(i);
  }
  throw std::logic_error("x64 backend: generated code calls a helper missing from GCNJIT_JIT_HELPERS");
}

void applyRelocations(std::uint8_t* code, std::uint64_t codeSize, std::uint64_t codeAddress,
                      const std::vector<Relocation>& relocations, const std::vector<const void*>& sites) {
  for (const Relocation& r : relocations) {
    if (std::uint64_t(r.offset) + 8 > codeSize) throw std::runtime_error("relocation outside the code");
    std::uint64_t value = 0;
    switch (r.kind) {
      case RelocationKind::Helper:
        if (r.target >= std::uint32_t(HelperId::Count)) throw std::runtime_error("relocation names an unknown helper");
        value = reinterpret_cast<std::uint64_t>(helperAddress(HelperId(r.target)));
        break;
      case RelocationKind::Site:
        if (r.target >= sites.size()) throw std::runtime_error("relocation names an unknown helper site");
        value = reinterpret_cast<std::uint64_t>(sites[r.target]);
        break;
      case RelocationKind::Code:
        if (r.target >= codeSize) throw std::runtime_error("relocation points outside the code");
        value = codeAddress + r.target;
        break;
      default:
        throw std::runtime_error("relocation of unknown kind " + std::to_string(unsigned(r.kind)));
    }
    std::memcpy(code + r.offset, &value, 8);
  }
}

}  // namespace gcnjit::backend_x64
