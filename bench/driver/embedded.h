// The suite's files built into gcnjit-bench: each bench/opencl/NAME.cl as
// "NAME.cl" (PoCL builds it), its code objects as "NAME.gfxN.co", and the
// code objects hipcc built from bench/hip/NAME.hip as "NAME.hip.gfxN.co".
#pragma once

#include <cstdint>
#include <span>
#include <string>

namespace gcnjit::bench {

// Throws std::runtime_error if there is no such file.
std::span<const std::uint8_t> embeddedFile(const std::string& name);
bool hasEmbeddedFile(const std::string& name);

}  // namespace gcnjit::bench
