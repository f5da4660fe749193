#include "backend_x64/checked_assembler.h"

namespace gcnjit::backend_x64 {

asmjit::Error CheckedAssembler::_emit(asmjit::InstId instId, const asmjit::Operand_& o0, const asmjit::Operand_& o1,
                                      const asmjit::Operand_& o2, const asmjit::Operand_* opExt) {
  if (onVectorWrite) {
    const asmjit::Operand_ ops[6] = {o0, o1, o2, opExt[0], opExt[1], opExt[2]};
    std::size_t count = 6;
    while (count && ops[count - 1].isNone()) --count;
    asmjit::BaseInst inst(instId, instOptions() | forcedInstOptions(), extraReg());
    asmjit::InstRWInfo rw;
    if (asmjit::InstAPI::queryRWInfo(arch(), inst, ops, count, &rw) == asmjit::kErrorOk) {
      for (std::size_t i = 0; i < count; ++i) {
        if (ops[i].isReg() && ops[i].as<asmjit::BaseReg>().isVec() && rw.operand(i).isWrite()) {
          onVectorWrite(ops[i].as<asmjit::BaseReg>().id());
        }
      }
    }
  }
  return asmjit::x86::Assembler::_emit(instId, o0, o1, o2, opExt);
}

}  // namespace gcnjit::backend_x64
