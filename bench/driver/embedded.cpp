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

std::span<const std::uint8_t> embeddedFile(const std::string& name) {
  for (std::size_t i = 0; i < kEmbeddedFileCount; ++i) {
    if (name == kEmbeddedFiles[i].name) return {kEmbeddedFiles[i].begin, kEmbeddedFiles[i].end};
  }
  throw std::runtime_error("gcnjit-bench has no built-in file " + name);
}

}  // namespace gcnjit::bench
