// Shared by fuzz_lifter and fuzz_jit: how an input becomes a program. Byte 0
// picks the target (modulo 3: gfx900, gfx906, gfx908), the next `seedBytes`
// bytes (little-endian) seed the initial wave state, and the rest, cut to
// whole dwords and followed by s_endpgm, is the code at address 0.
// scripts/fuzz.sh writes seeds in this layout.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "isa/target.h"

namespace gcnjit::fuzz {

struct ProgramInput {
  Target target;
  std::uint64_t seed = 0;
  std::vector<std::uint8_t> code;
};

// Empty when the input is too short for the header.
std::optional<ProgramInput> programInput(std::span<const std::uint8_t> data, std::size_t seedBytes);

// Prints the program and what went wrong, then aborts: a crash for libFuzzer.
[[noreturn]] void fail(const ProgramInput& input, const std::string& problem);

}  // namespace gcnjit::fuzz
