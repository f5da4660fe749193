// What a kernel's host code depends on, as a translation cache key
// (translation_cache.h): this build of gcnjit (the linker's build id of the
// binary holding this code, so another build never reads its entries), the
// host CPU's feature words, the execution mode (ISA), the compile options
// (kernel name, target, entry PC, initial MODE, wave start) and the IR
// function itself, as a structural digest of every block and instruction
// (op, type, immediate, operands, PC). The IR carries the code object's
// bytes as lifted, the kernel and its load address (PCs are host addresses).
#pragma once

#include <optional>
#include <string>

#include "backend_x64/compile.h"
#include "ir/ir.h"

namespace gcnjit::runtime {

struct TranslationKey {
  std::string text;    // every input but the IR, readable, and the IR's digest (entries store it)
  std::string digest;  // 32 hex digits of `text`: the entry's file name
};

// This build's id (hex), if the binary holding gcnjit has a GNU build id
// note; without one the cache stays off (nothing would tell builds apart).
const std::optional<std::string>& buildId();

// The key of compiling `function` with `options`.
TranslationKey translationKey(const ir::Function& function, const backend_x64::CompileOptions& options);

}  // namespace gcnjit::runtime
