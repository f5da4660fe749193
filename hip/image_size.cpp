#include "hip/image_size.h"

#include <algorithm>
#include <cstring>

namespace gcnjit::hip {
namespace {

constexpr char kBundleMagic[] = "__CLANG_OFFLOAD_BUNDLE__";
constexpr std::uint8_t kElfMagic[] = {0x7f, 'E', 'L', 'F'};
constexpr std::uint32_t kShtNobits = 8;

template <class T>
T read(const std::uint8_t* p) {
  T value;
  std::memcpy(&value, p, sizeof value);
  return value;
}

// Magic, entry count, then per entry offset, size, id length and id
// (clang-offload-bundler "Binary Bundle File Layout").
std::size_t bundleSize(const std::uint8_t* bundle) {
  std::size_t end = sizeof kBundleMagic - 1;
  std::uint64_t entries = read<std::uint64_t>(bundle + end);
  end += 8;
  std::size_t extent = end;
  for (std::uint64_t i = 0; i < entries && i < 4096; ++i) {
    std::uint64_t offset = read<std::uint64_t>(bundle + end), size = read<std::uint64_t>(bundle + end + 8);
    end += 24 + read<std::uint64_t>(bundle + end + 16);
    extent = std::max<std::size_t>({extent, end, offset + size});
  }
  return extent;
}

// ELF64: the furthest of the section header table, the sections' and the
// segments' file contents.
std::size_t elfSize(const std::uint8_t* elf) {
  auto phoff = read<std::uint64_t>(elf + 0x20), shoff = read<std::uint64_t>(elf + 0x28);
  auto phentsize = read<std::uint16_t>(elf + 0x36), phnum = read<std::uint16_t>(elf + 0x38);
  auto shentsize = read<std::uint16_t>(elf + 0x3a), shnum = read<std::uint16_t>(elf + 0x3c);
  std::size_t extent = std::max<std::size_t>({64, phoff + std::size_t(phentsize) * phnum, shoff + std::size_t(shentsize) * shnum});
  for (unsigned i = 0; i < shnum; ++i) {
    const std::uint8_t* sh = elf + shoff + std::size_t(i) * shentsize;
    if (read<std::uint32_t>(sh + 4) != kShtNobits)
      extent = std::max<std::size_t>(extent, read<std::uint64_t>(sh + 0x18) + read<std::uint64_t>(sh + 0x20));
  }
  for (unsigned i = 0; i < phnum; ++i) {
    const std::uint8_t* ph = elf + phoff + std::size_t(i) * phentsize;
    extent = std::max<std::size_t>(extent, read<std::uint64_t>(ph + 0x08) + read<std::uint64_t>(ph + 0x20));
  }
  return extent;
}

}  // namespace

std::size_t imageSize(const std::uint8_t* image) {
  if (!image) return 0;
  if (!std::memcmp(image, kBundleMagic, sizeof kBundleMagic - 1)) return bundleSize(image);
  if (!std::memcmp(image, kElfMagic, sizeof kElfMagic) && image[4] == 2) return elfSize(image);
  return 0;
}

}  // namespace gcnjit::hip
