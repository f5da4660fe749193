// Shared by the fuzz targets: disassembles a byte range to its end and aborts
// if an instruction claims no bytes or more bytes than are left.
#pragma once
#include <cstdint>
#include <span>

#include "isa/target.h"

namespace gcnjit::fuzz {

void disassembleAll(Target target, std::span<const uint8_t> code);

}  // namespace gcnjit::fuzz
