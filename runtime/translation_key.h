// What a kernel's host code depends on, as a translation cache key
// (translation_cache.h). Both kinds of key hold this build of gcnjit (the
// linker's build id of the binary holding this code, so another build never
// reads its entries), the host CPU's feature words and the execution mode
// (ISA). A kernel of a loaded code object is keyed by its source, known
// before lifting: a digest of the code object's bytes, the kernel, its
// entry, target, load address (IR PCs are host addresses), initial MODE and
// pipeline options; its entry keeps the IR with the code, so a warm start
// skips lifting. Code that is not loaded from a code object (instruction
// tests, generated programs) is keyed by the compile options and the IR
// itself, as a structural digest of every block and instruction (op, type,
// immediate, operands, PC).
#pragma once

#include <cstdint>
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

// Everything lifting, the passes and compiling a kernel of a loaded code
// object take, known before lifting (LoadedImage::kernelSource).
struct KernelSource {
  std::string codeObjectDigest;  // Digest::hex of the code object's bytes as read
  std::string kernel;
  std::uint64_t entry = 0;  // ELF address of its first instruction
  std::string target;
  std::uint64_t pcBias = 0;  // host address minus ELF address of the loaded code
  std::uint32_t initialMode = 0;
  bool dropDeadRegisterWrites = true;
  bool ldsOutOfRangeFaults = false;  // checked mode's LDS rule (backend_x64::CompileOptions)
};

// The key of translating `source` for `isa`.
TranslationKey translationKey(const KernelSource& source, backend_x64::HostIsa isa);

}  // namespace gcnjit::runtime
