// The assembler generated code goes through: x86::Assembler, which can show
// every vector register an instruction writes to a check
// (CompileOptions::checkChunkCacheWrites; Emitter::checkVectorWrite), so
// that the chunk cache's rule is tested on the code itself.
#pragma once

#include <asmjit/x86.h>

#include <functional>

namespace gcnjit::backend_x64 {

class CheckedAssembler : public asmjit::x86::Assembler {
 public:
  using asmjit::x86::Assembler::Assembler;

  // Called with the id of each vector register an instruction writes; empty:
  // no check (the default).
  std::function<void(unsigned)> onVectorWrite;

  asmjit::Error _emit(asmjit::InstId instId, const asmjit::Operand_& o0, const asmjit::Operand_& o1,
                      const asmjit::Operand_& o2, const asmjit::Operand_* opExt) override;
};

}  // namespace gcnjit::backend_x64
