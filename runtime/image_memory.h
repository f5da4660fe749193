// Host memory for a loaded code object (LoadedImage), placed where the same
// code object was placed in earlier processes when that address is free:
// GCN addresses are host addresses (pc = base + ELF address), so the lifted
// IR, and the translation cache's keys with it (translation_key.h), are the
// same from one run to the next only if the base is.
#pragma once

#include <cstdint>
#include <string_view>

namespace gcnjit::runtime {

class ImageMemory {
 public:
  // `bytes` of zeroed read-write memory, preferably at an address chosen by
  // `identity` (the code object's bytes): the first free one of a few
  // 4 GiB-aligned slots in a range programs do not otherwise map, else
  // wherever the system puts it. Throws std::bad_alloc if there is none.
  ImageMemory(std::uint64_t bytes, std::string_view identity);
  ~ImageMemory();
  ImageMemory(const ImageMemory&) = delete;
  ImageMemory& operator=(const ImageMemory&) = delete;

  std::uint8_t* data() const { return data_; }

 private:
  std::uint8_t* data_ = nullptr;
  std::uint64_t bytes_ = 0;
};

}  // namespace gcnjit::runtime
