#include "loader/hip_fatbin.h"

#include <algorithm>
#include <string_view>

#include "loader/format_error.h"
#include "loader/offload_bundle.h"

namespace gcnjit {

std::vector<std::span<const uint8_t>> splitHipFatbin(std::span<const uint8_t> section) {
  if (!hasOffloadBundleMagic(section))
    throw loader::FormatError(".hip_fatbin does not start with a clang offload bundle");
  std::vector<std::span<const uint8_t>> bundles;
  constexpr std::string_view kMagic = "__CLANG_OFFLOAD_BUNDLE__";
  size_t pos = 0;
  while (pos < section.size()) {
    std::span<const uint8_t> rest = section.subspan(pos);
    uint64_t size = parseOffloadBundle(rest).size;
    bundles.push_back(rest.first(size));
    // The next bundle starts after the padding that aligns it.
    auto next = std::search(rest.begin() + size, rest.end(), kMagic.begin(), kMagic.end());
    pos += size_t(next - rest.begin());
  }
  return bundles;
}

}  // namespace gcnjit
