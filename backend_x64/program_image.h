// A compiled program as data: its code bytes, the relocations that make them
// placeable anywhere (relocation.h) and every side table CompiledProgram
// keeps, with helper sites naming their IR instruction by position instead
// of by pointer. The translation cache (runtime/translation_cache.h) stores
// it; CompiledProgram is built again from it and the same IR function.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "backend_x64/compile.h"
#include "backend_x64/relocation.h"
#include "backend_x64/slots.h"

namespace gcnjit::backend_x64 {

struct ProgramImage {
  // A HelperSite with its instruction as (block index, index in the block)
  // of the function, and that instruction's op to check it against.
  struct Site {
    std::uint32_t block = 0;
    std::uint32_t index = 0;
    std::uint32_t op = 0;
    Place result;
    Place operands[4];
  };
  std::vector<std::uint8_t> code;  // relocation fields hold whatever they held when read
  std::vector<Relocation> relocations;
  std::vector<Site> sites;
  std::uint32_t valueBytes = 0;
  bool staticMode = true;  // the kernel's MXCSR follows from the initial MODE (else 0: MODE at run time)
  std::vector<std::pair<std::uint64_t, std::uint64_t>> gcnPcs;  // (code offset, GCN pc), ascending
  CompileStats stats;  // its milliseconds are the original translation's
};

// The image as bytes (a versioned layout; the caller frames and checks them).
std::vector<std::uint8_t> encodeProgramImage(const ProgramImage& image);
// Its inverse; nullopt with `error` set when the bytes are not an image this
// build wrote (truncated, an unknown layout version, counts beyond the data).
std::optional<ProgramImage> decodeProgramImage(const std::uint8_t* bytes, std::size_t size, std::string& error);

}  // namespace gcnjit::backend_x64
