// What an op's emitter (emit_<Name>, backend_x64/emit/) works with: the
// assembler, where operands and the result live, and the building blocks
// shared by the emitters: chunk loops over a wavefront, lane-mask
// expansion, helper calls, exits.
//
// Register conventions of generated code: r13 = JitFrame*, r12 = WaveState*,
// rbx = value slots; rax, rcx, rdx, rsi, rdi, r8-r11 and all ymm registers
// are scratch within one IR op. A 64-lane vector is processed as 8 chunks of
// 8 lanes: one ymm for 32-bit lanes (16-bit values are kept zero-extended
// in 32-bit lanes), two ymm (lanes 0-3, 4-7) for 64-bit lanes.
#pragma once

#include <asmjit/x86.h>

#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "backend_x64/compile.h"
#include "backend_x64/slots.h"
#include "ir/ir.h"

namespace gcnjit::backend_x64 {

struct JitFrame;
namespace x86 = asmjit::x86;
using asmjit::Label;

constexpr unsigned kChunkLanes = 8;
constexpr unsigned kChunks = 64 / kChunkLanes;

// What a helper call needs to run one IR op with the interpreter's code:
// the instruction and where its operands and result are.
struct HelperSite {
  const ir::Inst* inst;
  Place result;
  Place operands[4];
};

class Emitter {
 public:
  Emitter(x86::Assembler& assembler, const ir::Function& function, const SlotMap& slots,
          std::deque<HelperSite>& sites, const CompileOptions& options);

  x86::Assembler& a;
  const ir::Function& function;
  const CompileOptions& options;

  // --- Where values are.
  // `value`'s storage, `byteOffset` bytes in.
  x86::Mem at(const ir::Inst* value, std::int32_t byteOffset = 0) const;
  // The WaveState at `offset`.
  static x86::Mem state(std::int32_t offset);
  static x86::Mem frame(std::int32_t offset);

  // --- Scalars (i1, i16, i32 as 32-bit, i64 and masks as 64-bit).
  // Loads a scalar (or mask) operand into `dst` zero-extended to 64 bits.
  void loadScalar(const x86::Gp& dst, const ir::Inst* value);
  // Stores `src` as the result of `inst`, truncated to its width.
  void storeScalar(const ir::Inst& inst, const x86::Gp& src);

  // --- Vector chunks.
  // Lanes [8c, 8c+8) of a 32-bit-lane operand (vector: its lanes; scalar:
  // broadcast; mask: each lane's bit as 0 or 1).
  void loadChunk32(const x86::Ymm& dst, const ir::Inst* value, unsigned chunk);
  // Same for 64-bit lanes: `lo` gets lanes 8c..8c+3, `hi` 8c+4..8c+7.
  void loadChunk64(const x86::Ymm& lo, const x86::Ymm& hi, const ir::Inst* value, unsigned chunk);
  // Lanes of chunk `chunk` of a mask as all-ones/zero 32-bit lanes.
  void loadMaskLanes32(const x86::Ymm& dst, const ir::Inst* mask, unsigned chunk);
  void storeChunk32(const ir::Inst& inst, unsigned chunk, const x86::Ymm& src);
  void storeChunk64(const ir::Inst& inst, unsigned chunk, const x86::Ymm& lo, const x86::Ymm& hi);
  // Stores the sign bits of the 32-bit lanes of `lanes` as bits 8c..8c+7 of
  // the mask result of `inst`.
  void storeMaskChunk32(const ir::Inst& inst, unsigned chunk, const x86::Ymm& lanes);

  // Constants in the code's data area, RIP-relative.
  x86::Mem constant32x8(const std::uint32_t (&lanes)[8]);
  x86::Mem broadcastConstant32(std::uint32_t value);  // a dword, for vpbroadcastd / {1to8}-style use

  // --- Runtime helpers.
  // Runs `inst` with the interpreter's code (ir::runLanewise or its exec_
  // function) through a helper call; a fault leaves through the exit path.
  void callInterpreterHelper(const ir::Inst& inst);
  // Calls `fn(frame, site)` for `inst` with a HelperSite like the one above
  // (`fn` has gcnjitRunInterpreterOp's contract).
  void callSiteHelper(const ir::Inst& inst, int (*fn)(JitFrame*, const HelperSite*));
  // Calls `fn(frame, arg)`; if it returns non-zero, the wave exits (the
  // helper has filled the frame's exit fields).
  void callHelper(const void* fn, std::uint64_t arg, bool mayExit);

  // --- Control.
  Label blockLabel(std::size_t block) const { return blockLabels_.at(block); }
  // Jumps to the block whose index is in `index` (through the block table).
  void jumpToBlock(const x86::Gp& index);
  std::size_t currentBlock = 0;  // the block being emitted
  Label exitLabel() const { return exit_; }
  // Sets the frame's exit fields and leaves.
  void exitWith(std::uint64_t kind, std::uint64_t block, std::uint64_t resume, std::uint64_t trapId, std::uint64_t pc);

  // The function never writes MODE: float ops may assume options.initialMode.
  bool staticMode() const { return staticMode_; }

  // Driver use.
  void setBlockLabels(std::vector<Label> labels, Label table, Label exit) {
    blockLabels_ = std::move(labels);
    table_ = table;
    exit_ = exit;
  }
  void emitConstants();
  std::size_t helperCalls() const { return helperCalls_; }
  const std::map<std::string, std::size_t>& helperOps() const { return helperOps_; }

 private:
  const SlotMap& slots_;
  std::deque<HelperSite>& sites_;
  std::vector<Label> blockLabels_;
  Label exit_;
  Label table_;
  bool staticMode_ = true;
  std::size_t helperCalls_ = 0;
  std::map<std::string, std::size_t> helperOps_;
  struct Constant { Label label; std::vector<std::uint32_t> words; };
  std::vector<Constant> constants_;
  Label laneBits_;  // 1, 2, 4, ... 128
};

// One emitter per IR op (ir/opcodes.inc): a missing one fails to link.
#define IR_OP(name, ...) void emit_##name(Emitter& e, const ir::Inst& inst);
#include "ir/opcodes.inc"
#undef IR_OP

// An op whose emitter is the interpreter helper (docs/ARCHITECTURE.md lists
// them): defines emit_<Name> as a call of Emitter::callInterpreterHelper.
#define GCNJIT_EMIT_VIA_HELPER(name) \
  void emit_##name(Emitter& e, const ir::Inst& inst) { e.callInterpreterHelper(inst); }

}  // namespace gcnjit::backend_x64
