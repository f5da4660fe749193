// How many bytes a code-object container starting at a pointer spans, for
// the API calls that pass only a pointer (__hipRegisterFatBinary,
// hipModuleLoadData): a clang offload bundle (from its entry table) or an
// ELF file (from its headers). 0 if `image` starts with neither.
#pragma once

#include <cstddef>
#include <cstdint>

namespace gcnjit::hip {

std::size_t imageSize(const std::uint8_t* image);

}  // namespace gcnjit::hip
