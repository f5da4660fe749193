#include "lift/lift.h"

#include <cstdio>

#include "isa/printer.h"
#include "lift/gpr_index_mode.h"
#include "lift/lift_context.h"
#include "lift/lift_table.h"
#include "lift/unlifted_rows.h"

namespace gcnjit {
namespace {

[[noreturn]] void fail(const cfg::CfgInst& ci, const cfg::KernelCfg& cfg, Target target, const std::string& why) {
  char offset[32];
  std::snprintf(offset, sizeof offset, "+0x%llx", static_cast<unsigned long long>(ci.address - cfg.entry));
  throw LiftError("unsupported instruction " + printInst(ci.inst, target, ci.address) + " at " + cfg.kernel +
                  offset + ": " + why);
}

}  // namespace

ir::Function liftKernel(const cfg::KernelCfg& cfg, Target target, const LiftOptions& options) {
  ir::Function function;
  for (const cfg::BasicBlock& block : cfg.blocks) function.addBlock(block.start + options.pcBias);
  lift::LiftContext::Location where{&cfg, cfg.kernel, options.pcBias};
  const std::vector<lift::GprIdxMode> gprIdxAtEntry = lift::gprIdxModeAtEntry(cfg);
  for (std::size_t b = 0; b < cfg.blocks.size(); ++b) {
    const cfg::BasicBlock& block = cfg.blocks[b];
    std::size_t current = b;  // changes when s_barrier/s_trap start a resume block
    bool terminated = false;
    lift::GprIdxMode gprIdx = gprIdxAtEntry[b];
    for (const cfg::CfgInst& ci : block.insts) {
      if (terminated) fail(ci, cfg, target, "follows the end of its block");
      const InstDesc& desc = ci.inst.desc();
      if (desc.has(iflag::Unsupported)) fail(ci, cfg, target, "graphics-only instruction");
      lift::LiftFn fn = lift::liftFunction(ci.inst.id);
      if (!fn) fail(ci, cfg, target, std::string(lift::whyNotLifted(ci.inst.id).value_or("no lifting function")));
      lift::LiftContext cx(function, current, where, target, ci, gprIdx);
      fn(cx);
      gprIdx = lift::gprIdxModeAfter(ci.inst, gprIdx);
      terminated = cx.terminated();
      current = cx.currentBlock();
    }
    if (!terminated) {
      // Fall through into the block that starts where this one ends; the
      // jump belongs to the block's last instruction (fault reports and
      // perf's map name its address).
      ir::Builder tail(*function.blocks()[current]);
      if (!block.insts.empty()) tail.setPc(block.insts.back().address + options.pcBias);
      const cfg::BasicBlock* next = cfg.blockAt(block.end);
      if (next) {
        tail.emit(ir::Op::Jump, {}, std::size_t(next - cfg.blocks.data()));
      } else {
        // Code runs off the end of what the CFG found: a fault when reached.
        tail.emit(ir::Op::JumpIndirect, {tail.constant(ir::Type::scalar(ir::Elem::I64), block.end + options.pcBias)});
      }
    }
  }
  return function;
}

}  // namespace gcnjit
