#include "loader/offload_bundle.h"

#include <algorithm>
#include <cstring>

#include "loader/byte_reader.h"

namespace gcnjit {
namespace {

constexpr std::string_view kMagic = "__CLANG_OFFLOAD_BUNDLE__";
constexpr uint64_t kEntryHeaderSize = 24;  // offset, size, id length

}  // namespace

std::string_view OffloadBundleEntry::offloadKind() const {
  std::string_view s = id;
  return s.substr(0, s.find('-'));
}

// As clang-offload-bundler splits ids: the GPU name is the last '-'-separated
// component before the first ':' (feature signs may contain '-').
std::string_view OffloadBundleEntry::targetId() const {
  std::string_view s = id;
  std::string_view head = s.substr(0, s.find(':'));
  size_t dash = head.rfind('-');
  if (dash == std::string_view::npos) return {};
  std::string_view target = s.substr(dash + 1);
  return target.starts_with("gfx") ? target : std::string_view{};
}

bool hasOffloadBundleMagic(std::span<const uint8_t> data) {
  return data.size() >= kMagic.size() && std::memcmp(data.data(), kMagic.data(), kMagic.size()) == 0;
}

OffloadBundle parseOffloadBundle(std::span<const uint8_t> data) {
  using loader::readLE;
  if (!hasOffloadBundleMagic(data)) throw loader::FormatError("not a clang offload bundle");
  uint64_t count = readLE<uint64_t>(data, kMagic.size(), "offload bundle entry count");
  uint64_t pos = kMagic.size() + 8;
  if (count > (data.size() - pos) / kEntryHeaderSize)
    throw loader::FormatError("offload bundle claims " + std::to_string(count) + " entries, more than fit");
  OffloadBundle bundle;
  for (uint64_t i = 0; i < count; ++i) {
    std::string what = "offload bundle entry " + std::to_string(i);
    uint64_t offset = readLE<uint64_t>(data, pos, what);
    uint64_t size = readLE<uint64_t>(data, pos + 8, what);
    uint64_t idLength = readLE<uint64_t>(data, pos + 16, what);
    std::span<const uint8_t> id = loader::slice(data, pos + kEntryHeaderSize, idLength, what + " id");
    pos += kEntryHeaderSize + idLength;
    OffloadBundleEntry e;
    e.id.assign(reinterpret_cast<const char*>(id.data()), id.size());
    e.data = loader::slice(data, offset, size, what + " (" + e.id + ")");
    bundle.size = std::max(bundle.size, offset + size);
    bundle.entries.push_back(std::move(e));
  }
  bundle.size = std::max(bundle.size, pos);
  return bundle;
}

}  // namespace gcnjit
