// An ir::Function as bytes and back: the translation cache
// (runtime/translation_cache.h) keeps a kernel's optimised IR with its host
// code, so a warm start neither lifts nor runs the passes. Every field an
// instruction has is kept (op, type, immediate, PC, operands as positions in
// their block); use counts are rebuilt.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ir/ir.h"

namespace gcnjit::ir {

std::vector<std::uint8_t> encodeFunction(const Function& function);
// Its inverse. Bytes that are not a function this layout wrote (truncated,
// an unknown op or type, an operand not defined earlier in its block) or
// that decode to a function the verifier rejects give nullopt and `error`.
std::optional<Function> decodeFunction(const std::uint8_t* bytes, std::size_t size, std::string& error);

}  // namespace gcnjit::ir
