#include "driver/embedded.h"

#include <cstddef>
#include <stdexcept>

namespace gcnjit::bench {

struct EmbeddedFile {
  const char* name;
  const unsigned char* begin;
  const unsigned char* end;
};
// Defined in the embedded_files.cpp that bench/CMakeLists.txt generates.
extern const EmbeddedFile kEmbeddedFiles[];
extern const std::size_t kEmbeddedFileCount;

namespace {

const EmbeddedFile* find(const std::string& name) {
  for (std::size_t i = 0; i < kEmbeddedFileCount; ++i) {
    if (name == kEmbeddedFiles[i].name) return &kEmbeddedFiles[i];
  }
  return nullptr;
}

}  // namespace

std::span<const std::uint8_t> embeddedFile(const std::string& name) {
  const EmbeddedFile* file = find(name);
  if (!file) throw std::runtime_error("gcnjit-bench has no built-in file " + name);
  return {file->begin, file->end};
}

bool hasEmbeddedFile(const std::string& name) { return find(name) != nullptr; }

}  // namespace gcnjit::bench
