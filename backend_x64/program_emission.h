// The steps that turn an optimised ir::Function into x64 code in an AsmJit
// CodeHolder, in the order CompiledProgram (program.h) runs them:
// plan() decides what the emitters rely on (each block's schedule of ops
// and chunk regions, the deferred lane addresses, the Broadcasts that need
// no vector of their own, value slots, compares fused with their branches,
// scalar registers); then the
// prologue, the blocks in layout order (chunk regions as loops over the
// chunks), the wave start block, the exits and the trailer (the shared
// range probe, constants and the block table). After the code is placed,
// its relocations, GCN pcs and statistics are read from here.
#pragma once

#include "backend_x64/checked_assembler.h"

#include <asmjit/x86.h>

#include <cstdint>
#include <deque>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "backend_x64/compile.h"
#include "backend_x64/emitter.h"
#include "backend_x64/relocation.h"
#include "backend_x64/scalar_registers.h"
#include "backend_x64/schedule.h"
#include "backend_x64/slots.h"

namespace gcnjit::backend_x64 {

// MXCSR for the kernel's float code under guest MODE `mode`.
std::uint32_t guestMxcsr(std::uint32_t hostMxcsr, std::uint32_t mode);

class ProgramEmission {
 public:
  ProgramEmission(const asmjit::Environment& environment, const ir::Function& function, const CompileOptions& options,
                  std::deque<HelperSite>& sites);
  ProgramEmission(const ProgramEmission&) = delete;
  ProgramEmission& operator=(const ProgramEmission&) = delete;

  void plan();
  void emitPrologue();
  void emitBlocks();
  void emitWaveStartBlock();
  void emitExits();
  void emitTrailer();

  asmjit::CodeHolder& code() { return code_.holder; }
  std::uint32_t valueBytes() const { return valueBytes_; }
  bool staticMode() const { return e_.staticMode(); }
  // Once the code is placed (its label offsets final):
  std::vector<Relocation> relocations() const;
  std::vector<std::pair<std::uint64_t, std::uint64_t>> gcnPcs() const;  // (code offset, GCN pc), ascending
  CompileStats stats() const;
  std::string listing() { return logger_.data(); }

 private:
  void emitBlock(std::size_t index, std::size_t placed, const std::vector<std::size_t>& layout);
  void emitRegion(const ScheduleItem& item);
  void emitOp(const ir::Inst& inst);
  // Binds a label for the code of the GCN instruction at `pc`, if it
  // starts there.
  void markPc(std::uint64_t pc);
  void log(const char* format, ...);

  class ThrowingErrorHandler : public asmjit::ErrorHandler {
   public:
    void handleError(asmjit::Error, const char* message, asmjit::BaseEmitter*) override;
  };

  // A CodeHolder ready for an assembler: initialised for the host, with
  // the error handler and (for listings) the logger.
  struct Code {
    Code(const asmjit::Environment& environment, ThrowingErrorHandler& errors, asmjit::StringLogger* logger);
    asmjit::CodeHolder holder;
  };

  const ir::Function& function_;
  const CompileOptions& options_;
  ThrowingErrorHandler errors_;
  asmjit::StringLogger logger_;
  Code code_;
  CheckedAssembler a_;
  Emitter e_;

  std::vector<BlockSchedule> schedules_;
  std::unordered_set<const ir::Inst*> virtualBroadcasts_;
  std::unordered_set<const ir::Inst*> deferredAddresses_;
  InPlaceReads inPlace_{virtualBroadcasts_, deferredAddresses_};
  std::unique_ptr<SlotMap> slots_;
  std::unordered_set<const ir::Inst*> fusedCompares_;
  std::vector<ScalarRegisterPlan> scalarPlans_;
  std::uint32_t valueBytes_ = 0;

  std::vector<Label> blockLabels_;
  Label exit_, stepLimit_, table_, waveStart_;
  std::vector<Label> limitStubs_;
  std::vector<std::pair<Label, std::uint64_t>> pcLabels_;  // where each GCN instruction's code starts
  std::uint64_t markedPc_ = ~0ull;
  std::size_t irInsts_ = 0, regions_ = 0;
};

}  // namespace gcnjit::backend_x64
