// The .hip_fatbin section of a HIP host executable, shared library or object:
// one clang offload bundle per translation unit, concatenated by the linker
// with alignment padding between them.
#pragma once
#include <cstdint>
#include <span>
#include <vector>

namespace gcnjit {

// The bundles of a .hip_fatbin section's contents, in order. Throws
// loader::FormatError if the section does not start with a bundle or a
// bundle is malformed.
std::vector<std::span<const uint8_t>> splitHipFatbin(std::span<const uint8_t> section);

}  // namespace gcnjit
