// What a lifting function sees: the decoded instruction and helpers that turn
// its operands into IR values and its results into guest-state writes, with
// the encoding's modifiers applied (Vega ISA "Instruction Inputs"/"Outputs",
// "SDWA", "DPP", VOP3 neg/abs/clamp/omod/op_sel). Lifting functions only
// compute; reading and writing operands happens here, once for all rows.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>

#include "cfg/cfg.h"
#include "ir/builder.h"
#include "ir/gws.h"
#include "lift/gpr_index_mode.h"
#include "ir/memory.h"
#include "ir/opcode.h"
#include "isa/inst.h"

namespace gcnjit::lift {

using V = ir::Inst*;  // an IR value
using ir::Elem;
using ir::Op;
using ir::Type;

// The IR element an operand column holds (packed and wide types: i32 per dword).
Elem elemOf(OpType t);

class LiftContext {
 public:
  struct Location {
    const cfg::KernelCfg* cfg;
    std::string kernel;
    std::uint64_t pcBias;
  };
  LiftContext(ir::Function& function, std::size_t block, const Location& where, Target target,
              const cfg::CfgInst& inst, GprIdxMode gprIdx = GprIdxMode::Off);

  const Inst& inst;
  const InstDesc& desc;
  const Target target;
  std::uint64_t pc() const;      // this instruction's GCN address (biased)
  std::uint64_t nextPc() const;  // the next instruction's

  // --- building -------------------------------------------------------
  ir::Builder& b() { return builder_; }
  V emit(Op op, std::initializer_list<V> operands, std::uint64_t imm = 0) { return builder_.emit(op, operands, imm); }
  V emitTyped(Op op, Type type, std::initializer_list<V> operands, std::uint64_t imm = 0) {
    return builder_.emitTyped(op, type, operands, imm);
  }
  V constant(Elem e, std::uint64_t bits) { return builder_.constant(Type::scalar(e), bits); }
  V c32(std::uint32_t v) { return constant(Elem::I32, v); }
  V c64(std::uint64_t v) { return constant(Elem::I64, v); }
  V c1(bool v) { return constant(Elem::I1, v); }
  // Wave-vector constants (every lane the same).
  V vconst(Elem e, std::uint64_t bits) { return vec(constant(e, bits)); }
  V vc32(std::uint32_t v) { return vconst(Elem::I32, v); }
  // A constant of `like`'s element type and shape (scalar or wave vector).
  V constantLike(V like, std::uint64_t bits) {
    V k = constant(like->type.elem, bits);
    return like->type.isVector() ? vec(k) : k;
  }
  V icmp(ir::ICmpPred pred, V a, V b) { return emit(Op::ICmp, {a, b}, std::uint64_t(pred)); }
  V select(V cond, V a, V b) { return emit(Op::Select, {cond, a, b}); }
  // The bit-search rule of S_FF1/S_FLBIT and V_FFBH/V_FFBL: `count` as i32,
  // or -1 where `value` is 0 (no bit found).
  V minusOneIfZero(V value, V count) {
    V count32 = trunc(count, Elem::I32);
    return select(icmp(ir::ICmpPred::Eq, value, constantLike(value, 0)), constantLike(count32, 0xffffffff), count32);
  }
  // Broadcasts a scalar to a vector (masks from i1); vectors pass through.
  V vec(V value);
  // Integer <-> float views of the same bits, and width changes (same shape).
  V bitcast(V value, Elem to);
  V zext(V value, Elem to);
  V sext(V value, Elem to);
  V trunc(V value, Elem to);
  V lo32(V v64) { return trunc(v64, Elem::I32); }
  V hi32(V v64);
  V concat(V lo, V hi) { return emit(Op::Concat, {lo, hi}); }

  // --- scalar operand space (SALU, SMEM, and VALU scalar sources) ------
  // Operand `code` of column type `t` (scalar operand codes 0..255): SGPRs,
  // VCC/EXEC halves, M0, SCC/VCCZ/EXECZ, apertures, inline constants and the
  // literal, expanded to 64 bits per "Literal Expansion to 64 bits".
  V sread32(std::uint16_t code, OpType t = OpType::B32);
  V sread64(std::uint16_t code, OpType t = OpType::B64);
  void swrite32(std::uint16_t code, V value);  // i32
  void swrite64(std::uint16_t code, V value);  // i64
  // Reads/writes a scalar operand of the row's column type (1, 2, ... dwords);
  // wider tuples are read dword by dword with sreadDword(code, k).
  V sreadDword(std::uint16_t code, unsigned k);
  void swriteDword(std::uint16_t code, unsigned k, V value);
  V scc() { return builder_.get(Op::GetSCC); }
  void setScc(V i1) { builder_.set(Op::SetSCC, i1); }
  V exec() { return builder_.get(Op::GetEXEC); }
  void setExec(V mask) { builder_.set(Op::SetEXEC, mask); }
  V vcc() { return builder_.get(Op::GetVCC); }
  void setVcc(V mask) { builder_.set(Op::SetVCC, mask); }
  V m0() { return builder_.get(Op::GetM0); }
  V maskToI64(V mask) { return bitcast(mask, Elem::I64); }
  V i64ToMask(V v);

  // --- vector operands ---------------------------------------------------
  // Source `i` (0..2) of a VALU instruction as a wave vector of the column's
  // element type, with the form's selection applied (SDWA select and sign
  // extension, DPP lane movement, VOP3 op_sel for 16-bit operands) and, for
  // float columns (or IntSrcMods rows), neg/abs.
  V vsrc(int i);
  // The same without neg/abs (raw bits of the selected operand).
  V vsrcRaw(int i);
  // Vector register `code` (VGPR or AccVGPR) dword k as v64i32, or a scalar
  // operand broadcast (vector memory data, MFMA operands). `slot` is the
  // VALU operand the register is for VGPR indexing (kSrc0Slot.. kDstSlot);
  // a VALU VGPR access without one is not lifted while index mode is on.
  static constexpr int kNoSlot = -1, kSrc0Slot = 0, kDstSlot = 3;
  V vreg(std::uint16_t code, unsigned k = 0, int slot = kNoSlot);
  void vregWrite(std::uint16_t code, unsigned k, V value, V writeMask, int slot = kNoSlot);

  // Writes the VALU result `value` (a vector of the dst column's element
  // type) to dst: float omod and clamp, SDWA dst_sel/dst_unused, 16-bit
  // half selection (op_sel[3] for OpSel rows, else the high half is zeroed),
  // 64-bit pairs, and only in the lanes of writeMask() (EXEC, and DPP's
  // row/bank masks and source validity).
  void vdst(V value);
  // Lanes a VALU instruction writes: EXEC and the DPP masks.
  V writeMask();
  // Clamp bit of the VOP3 form (integer rows pick saturating ops with it).
  bool clamp() const { return inst.clamp; }
  // Whether the instruction is VOP3-encoded: the _e64 form of a VOP1/VOP2/VOPC
  // row, or a VOP3-only row (those decode as Form::Native). Only these have
  // op_sel, omod, clamp and an sdst/src2 carry.
  bool isVop3() const { return inst.form == Form::E64 || desc.format == Format::VOP3; }

  // Carry lanes: read from VCC (VOP2) or the src2 SGPR pair (VOP3); written
  // to VCC (VOP2) or sdst (VOP3B), only in the lanes of writeMask() (others 0).
  V carryIn();
  void carryOut(V mask);
  // VOPC result: VCC or sdst (VOP3, SDWA sdst), inactive lanes 0; the CMPX
  // rows also write EXEC.
  void compareResult(V mask);

  // --- memory --------------------------------------------------------------
  V load(ir::MemAccess access, Type result, V address, V mask) {
    return emitTyped(Op::Load, result, {address, mask}, access.encode());
  }
  void store(ir::MemAccess access, V address, V data, V mask) {
    emitTyped(Op::Store, Type::voidType(), {address, data, mask}, access.encode());
  }

  // --- control flow ----------------------------------------------------------
  // Branch target of a SOPP/SOPK label operand (biased address).
  std::uint64_t labelTarget() const;
  // Ends the block: to the block at `pc`, or the fall-through block.
  void jumpTo(std::uint64_t targetPc);
  void branch(V takenI1, std::uint64_t takenPc);  // else falls through
  void jumpIndirect(V addressI64);
  void endProgram();
  // Stops the wave here; it resumes with the next instruction (a new block).
  void barrier();
  void trap(std::uint32_t trapId);
  // ds_gws_*: ends the block at Op::Gws (ir/gws.h) with the data value and
  // M0; the wave resumes at the next instruction.
  void gws(ir::GwsOp op, V value);
  bool terminated() const { return terminated_; }
  // Index of the block now being built (s_barrier, s_trap and GWS start a resume block).
  std::size_t currentBlock() const { return block_; }

  // The instruction cannot be lifted: throws LiftError with the disassembly.
  [[noreturn]] void unsupported(const std::string& why);

 private:
  V readScalarConstant(std::uint16_t code, OpType t, bool wide);
  V selectSdwa(V raw32, unsigned sel, bool sext);
  V dppMove(V raw32);
  V gprIndex(int slot);
  std::size_t blockIndex(std::uint64_t biasedPc);

  ir::Function& function_;
  const Location& where_;
  const cfg::CfgInst& cfgInst_;
  ir::Builder builder_;
  std::size_t block_;
  GprIdxMode gprIdx_;
  bool terminated_ = false;
  V writeMask_ = nullptr;
};

}  // namespace gcnjit::lift
