// Clang offload bundles (clang-offload-bundler "Binary Bundle File Layout"):
// the magic "__CLANG_OFFLOAD_BUNDLE__", a 64-bit entry count, then per entry
// a 64-bit offset (from the bundle start), size and id length followed by the
// id, e.g. "hipv4-amdgcn-amd-amdhsa--gfx908:sramecc+:xnack-".
#pragma once
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gcnjit {

struct OffloadBundleEntry {
  std::string id;
  std::span<const uint8_t> data;  // empty for the host entry of HIP bundles

  std::string_view offloadKind() const;  // "hipv4", "hip", "openmp", "host"
  // The target-id part, "gfx908:sramecc+:xnack-"; empty if the id names no GPU.
  std::string_view targetId() const;
};

bool hasOffloadBundleMagic(std::span<const uint8_t> data);

struct OffloadBundle {
  std::vector<OffloadBundleEntry> entries;
  uint64_t size = 0;  // bytes from the bundle start to the end of its furthest part
};

// Parses the bundle at the start of `data`; entries point into `data`.
// Throws loader::FormatError.
OffloadBundle parseOffloadBundle(std::span<const uint8_t> data);

}  // namespace gcnjit
