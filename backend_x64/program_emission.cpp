#include "backend_x64/program_emission.h"

#include <cstdarg>
#include <cstdio>
#include <stdexcept>
#include <unordered_map>

#include "backend_x64/deferred_addresses.h"
#include "backend_x64/emit/global_in_region.h"
#include "backend_x64/emit/lds_group_starts.h"
#include "backend_x64/emit/lds_in_region.h"
#include "backend_x64/emit/vouched_range.h"
#include "backend_x64/frame.h"
#include "backend_x64/wave_start.h"
#include "ir/mode.h"

namespace gcnjit::backend_x64 {
namespace {

using EmitFn = void (*)(Emitter&, const ir::Inst&);
#define IR_OP(name, ...) &emit_##name,
constexpr EmitFn kEmitters[] = {
#include "ir/opcodes.inc"
};
#undef IR_OP

const x86::Gp kSaved[] = {x86::rbx, x86::rbp, x86::r12, x86::r13, x86::r14, x86::r15};

// The order the blocks are emitted in: from each block not placed yet, a
// chain through the blocks its terminator prefers (a Jump's target, a
// Branch's taken one), so that those are fall-throughs: a full-EXEC
// dispatcher is followed by its full copy, a full copy by the next one.
std::vector<std::size_t> blockLayout(const ir::Function& function) {
  const auto& blocks = function.blocks();
  std::vector<bool> placed(blocks.size(), false);
  std::vector<std::size_t> order;
  for (std::size_t start = 0; start < blocks.size(); ++start) {
    for (std::size_t b = start; b < blocks.size() && !placed[b];) {
      placed[b] = true;
      order.push_back(b);
      const ir::Inst* last = blocks[b]->terminator();
      if (!last || (last->op != ir::Op::Jump && last->op != ir::Op::Branch)) break;
      b = std::size_t(last->imm & 0xffffffff);
    }
  }
  return order;
}

}  // namespace

// The guest's f32 rounding mode and, when MODE flushes f32 input denormals,
// DAZ (Vega ISA "Denormalized and Rounding Modes"). Outputs are flushed by
// the emitters: x86's FTZ detects tininess before rounding, the
// interpreter after.
std::uint32_t guestMxcsr(std::uint32_t hostMxcsr, std::uint32_t mode) {
  static constexpr std::uint32_t kRoundBits[4] = {0x0000, 0x4000, 0x2000, 0x6000};  // RNE, +inf, -inf, zero
  std::uint32_t mxcsr = (hostMxcsr & ~0x6040u) | kRoundBits[ir::mode::f32Round(mode)];
  if (!ir::mode::keepsInputs(ir::mode::f32Denorm(mode))) mxcsr |= 0x40;  // DAZ
  return mxcsr;
}

void ProgramEmission::ThrowingErrorHandler::handleError(asmjit::Error, const char* message, asmjit::BaseEmitter*) {
  throw std::runtime_error(std::string("x64 backend: ") + message);
}

ProgramEmission::Code::Code(const asmjit::Environment& environment, ThrowingErrorHandler& errors,
                            asmjit::StringLogger* logger) {
  holder.init(environment);
  holder.setErrorHandler(&errors);
  if (logger) holder.setLogger(logger);
}

ProgramEmission::ProgramEmission(const asmjit::Environment& environment, const ir::Function& function,
                                 const CompileOptions& options, std::deque<HelperSite>& sites)
    : function_(function), options_(options), code_(environment, errors_, options.keepListing ? &logger_ : nullptr),
      a_(&code_.holder), e_(a_, function, sites, options) {
  // 16-lane (zmm) chunks halve the chunk loops' trips.
  e_.setChunkLanes(options.isa == HostIsa::Avx512 ? 16 : kChunkLanes);
  if (options.checkChunkCacheWrites) a_.onVectorWrite = [this](unsigned id) { e_.checkVectorWrite(id); };
}

void ProgramEmission::log(const char* format, ...) {
  if (!options_.keepListing) return;
  char line[256];
  va_list args;
  va_start(args, format);
  std::vsnprintf(line, sizeof line, format, args);
  va_end(args);
  logger_.log(line);
}

void ProgramEmission::plan() {
  const auto& blocks = function_.blocks();
  deferredAddresses_ = deferredAddresses(function_);
  e_.setDeferredAddresses(deferredAddresses_);
  auto deferred = [&](const ir::Inst& inst) { return e_.isDeferredAddress(&inst); };
  if (options_.isa == HostIsa::Avx512) {
    for (const auto& block : blocks) addLoadsOnSharedRoots(*block, e_.loadsOnSharedRoots);
  }
  for (const auto& block : blocks) {
    schedules_.push_back(scheduleBlock(
        *block, [&](const ir::Inst& inst) { return chunkwise(e_, inst); }, deferred, options_.isa == HostIsa::Avx512,
        [&](const ir::Inst& inst) { return globalAccessPrelude(e_, inst); }));
  }
  // Vector Broadcasts read only by chunkwise ops, or as the base of a
  // deferred address, need no vector of their own. (A chunkwise op with a
  // prelude reads its operands whole, ahead of the region.)
  std::unordered_map<const ir::Inst*, bool> allUsersChunkwise;
  for (const auto& block : blocks) {
    for (const auto& inst : block->insts()) {
      bool readsByChunk = chunkwise(e_, *inst) && globalAccessPrelude(e_, *inst).reads.empty();
      for (std::size_t i = 0; i < inst->operands.size(); ++i) {
        auto [it, fresh] = allUsersChunkwise.try_emplace(inst->operands[i], true);
        it->second = it->second && (readsByChunk || (i == 0 && deferred(*inst)));
      }
    }
  }
  for (const auto& [value, chunkwiseUsers] : allUsersChunkwise) {
    if (value->op == ir::Op::Broadcast && value->type.isVector() && chunkwiseUsers) virtualBroadcasts_.insert(value);
  }
  e_.setVirtualBroadcasts(virtualBroadcasts_);
  // zmm chunks: slots and their base aligned to 64 bytes (the prologue
  // aligns the base, in the area's 64 spare bytes).
  slots_ = std::make_unique<SlotMap>(function_, schedules_, inPlace_, e_.zmmChunks() ? 64 : 1);
  valueBytes_ = slots_->areaBytes();
  e_.setSlots(*slots_);
  for (const BlockSchedule& schedule : schedules_) fusedCompares_.merge(comparesFusedWithBranches(schedule));
  e_.setFusedCompares(fusedCompares_);
  for (std::size_t b = 0; b < blocks.size(); ++b) {
    scalarPlans_.push_back(planScalarRegisters(schedules_[b], *slots_, inPlace_, fusedCompares_));
  }
  for (std::size_t i = 0; i < blocks.size(); ++i) blockLabels_.push_back(a_.newLabel());
  exit_ = a_.newLabel();
  stepLimit_ = a_.newLabel();
  table_ = a_.newLabel();
  e_.setBlockLabels(blockLabels_, table_, exit_);
  if (options_.entryBlock && *options_.entryBlock >= blocks.size()) {
    throw std::invalid_argument("x64 backend: entry block " + std::to_string(*options_.entryBlock) + " does not exist");
  }
}

// Saves callee-saved registers (keeping rsp 16-byte aligned for helper
// calls), pins the frame, state and slots, switches MXCSR, and enters the
// start block through the block table.
void ProgramEmission::emitPrologue() {
  for (const x86::Gp& r : kSaved) a_.push(r);
  a_.sub(x86::rsp, 8);
  a_.mov(x86::r13, x86::rdi);
  a_.mov(x86::r12, Emitter::frame(offsetof(JitFrame, state)));
  a_.mov(x86::rbx, Emitter::frame(offsetof(JitFrame, values)));
  // ldmxcsr costs tens of cycles twice per run: skip it where the modes agree.
  Label sameMxcsr = a_.newLabel();
  a_.mov(x86::eax, Emitter::frame(offsetof(JitFrame, kernelMxcsr)));
  a_.cmp(x86::eax, Emitter::frame(offsetof(JitFrame, hostMxcsr)));
  a_.je(sameMxcsr);
  a_.ldmxcsr(Emitter::frame(offsetof(JitFrame, kernelMxcsr)));
  a_.bind(sameMxcsr);
  e_.jumpToBlock(x86::rsi);
}

void ProgramEmission::emitBlocks() {
  limitStubs_.resize(function_.blocks().size());
  std::vector<std::size_t> layout = blockLayout(function_);
  for (std::size_t placed = 0; placed < layout.size(); ++placed) emitBlock(layout[placed], placed, layout);
}

void ProgramEmission::markPc(std::uint64_t pc) {
  if (pc == markedPc_) return;
  markedPc_ = pc;
  pcLabels_.emplace_back(a_.newLabel(), pc);
  a_.bind(pcLabels_.back().first);
  log(";   GCN 0x%llx\n", static_cast<unsigned long long>(pc));
}

// Ops whose mask result the emitters write chunk by chunk: masks computed
// from vector lanes (compares, class tests, carries). Masks from masks or
// scalars are written as one qword.
static bool writesMaskByChunks(const ir::Inst& inst) {
  if (!inst.type.isMask()) return false;
  for (const ir::Inst* operand : inst.operands) {
    if (operand->type.isVector()) return true;
  }
  return false;
}

void ProgramEmission::emitOp(const ir::Inst& inst) {
  log(";     %s\n", std::string(inst.info().name).c_str());
  e_.beforeOp();
  e_.beginOp(inst);
  kEmitters[static_cast<std::size_t>(inst.op)](e_, inst);
  e_.endOp(inst);
}

void ProgramEmission::emitBlock(std::size_t index, std::size_t placed, const std::vector<std::size_t>& layout) {
  const ir::Block& block = *function_.blocks()[index];
  a_.bind(blockLabels_[index]);
  e_.currentBlock = index;
  e_.nextBlock = placed + 1 < layout.size() ? layout[placed + 1] : function_.blocks().size();
  e_.setScalarRegisterPlan(scalarPlans_[index]);
  if (options_.isa == HostIsa::Avx512) planLdsRoots(e_, block);
  log("; block %zu (GCN 0x%llx)\n", index, static_cast<unsigned long long>(block.pc()));
  // Runaway limit: a wave may enter `blocksLeft` more blocks.
  limitStubs_[index] = a_.newLabel();
  a_.sub(x86::qword_ptr(x86::r13, offsetof(JitFrame, blocksLeft)), 1);
  a_.jb(limitStubs_[index]);
  markedPc_ = ~0ull;
  const BlockSchedule& schedule = schedules_[index];
  for (std::size_t k = 0; k < schedule.size(); ++k) {
    const ScheduleItem& item = schedule[k];
    irInsts_ += item.insts.size();
    e_.beginItem(k);
    if (item.region) {
      emitRegion(item);
      continue;
    }
    for (const ir::Inst* inst : item.insts) {
      markPc(inst->pc);
      emitOp(*inst);
      if (writesMaskByChunks(*inst)) e_.joinMaskChunks(inst);
    }
  }
}

// A chunk region, emitted once as the body of a loop over the chunks
// (r10 = chunk * the chunk's bytes, r11 = chunk; emitters inside regions
// leave them alone). Its code is attributed to its first instruction.
void ProgramEmission::emitRegion(const ScheduleItem& item) {
  markPc(item.insts.front()->pc);
  ++regions_;
  e_.enterRegion(item.insts);
  e_.regionAccessBases.clear();
  std::vector<unsigned> loads;
  for (const ir::Inst* inst : item.insts) {
    if (!globalAccessInRegion(e_, *inst)) continue;
    auto index = unsigned(e_.regionAccessBases.size());
    log(";   prelude of the global access at GCN 0x%llx\n", static_cast<unsigned long long>(inst->pc));
    e_.beforeOp();
    e_.beginOp(*inst);
    emitGlobalAccessPrelude(e_, *inst, index, loads);
    e_.endOp(*inst);
    e_.regionAccessBases.emplace(inst, index);
    if (inst->op == ir::Op::Load) loads.push_back(index);
  }
  log(";   region of %zu ops, a loop over the %u chunks\n", item.insts.size(), e_.chunkCount());
  Label loop = a_.newLabel();
  a_.xor_(x86::r10d, x86::r10d);
  a_.xor_(x86::r11d, x86::r11d);
  a_.bind(loop);
  e_.enterLoop();
  for (unsigned position = 0; position < item.insts.size(); ++position) {
    e_.setRegionPosition(position);
    emitOp(*item.insts[position]);
  }
  a_.add(x86::r10d, 4 * e_.chunkLanes());
  a_.inc(x86::r11d);
  a_.cmp(x86::r11d, e_.chunkCount());
  a_.jne(loop);
  std::vector<const ir::Inst*> stored;
  for (const ir::Inst* inst : item.insts) {
    if (writesMaskByChunks(*inst) && !e_.regionOnly(inst)) stored.push_back(inst);
  }
  e_.leaveRegion();
  for (const ir::Inst* mask : stored) e_.joinMaskChunks(mask);
  for (const ir::Inst* inst : item.insts) {
    if (inst->op != ir::Op::Store || !e_.regionAccessBases.count(inst)) continue;
    unsigned index = e_.regionAccessBases.at(inst);
    log(";   the global store at GCN 0x%llx where its prelude chose the slot\n", static_cast<unsigned long long>(inst->pc));
    e_.beforeOp();
    e_.beginOp(*inst);
    emitGlobalAccessPostlude(e_, *inst, index);
    e_.endOp(*inst);
  }
}

// The block after the function's (wave_start.h): a wave's initial
// registers, then its entry block.
void ProgramEmission::emitWaveStartBlock() {
  waveStart_ = a_.newLabel();
  if (!options_.entryBlock) return;
  log("; wave start: initial registers from the frame's WaveEntry\n");
  pcLabels_.emplace_back(a_.newLabel(), options_.entryPc);
  a_.bind(pcLabels_.back().first);
  a_.bind(waveStart_);
  emitWaveStart(a_, e_.zmmChunks(), options_.waveClearRanges, blockLabels_[*options_.entryBlock]);
}

// The step-limit stubs, then the common exit: the host's MXCSR back, the
// saved registers restored.
void ProgramEmission::emitExits() {
  for (std::size_t i = 0; i < limitStubs_.size(); ++i) {
    a_.bind(limitStubs_[i]);
    a_.mov(x86::qword_ptr(x86::r13, offsetof(JitFrame, exitBlock)), std::int32_t(i));
    a_.jmp(stepLimit_);
  }
  a_.bind(stepLimit_);
  a_.mov(x86::qword_ptr(x86::r13, offsetof(JitFrame, exitKind)), std::int32_t(ir::ExitStatus::Kind::StepLimit));
  a_.bind(exit_);
  Label hostMxcsrKept = a_.newLabel();
  if (e_.staticMode()) {  // otherwise the code may have written MXCSR (SetMODE)
    a_.mov(x86::eax, Emitter::frame(offsetof(JitFrame, kernelMxcsr)));
    a_.cmp(x86::eax, Emitter::frame(offsetof(JitFrame, hostMxcsr)));
    a_.je(hostMxcsrKept);
  }
  a_.ldmxcsr(Emitter::frame(offsetof(JitFrame, hostMxcsr)));
  a_.bind(hostMxcsrKept);
  a_.vzeroupper();
  a_.add(x86::rsp, 8);
  for (auto r = std::rbegin(kSaved); r != std::rend(kSaved); ++r) a_.pop(*r);
  a_.ret();
}

void ProgramEmission::emitTrailer() {
  if (e_.usesRangeProbe()) emitRangeProbe(e_);
  if (e_.usesLdsLaneLoads()) emitLdsLaneLoads(e_);
  e_.emitConstants();
  a_.align(asmjit::AlignMode::kData, 8);
  a_.bind(table_);
  for (const Label& l : blockLabels_) a_.embedLabel(l);
  if (options_.entryBlock) a_.embedLabel(waveStart_);  // block index blocks.size()
}

std::vector<Relocation> ProgramEmission::relocations() const {
  std::vector<Relocation> relocations = e_.relocations();
  // The block table's entries: addresses in the code.
  std::vector<Label> tableEntries = blockLabels_;
  if (options_.entryBlock) tableEntries.push_back(waveStart_);
  for (std::size_t i = 0; i < tableEntries.size(); ++i) {
    relocations.push_back({std::uint32_t(code_.holder.labelOffset(table_) + 8 * i), RelocationKind::Code,
                           std::uint32_t(code_.holder.labelOffset(tableEntries[i]))});
  }
  return relocations;
}

std::vector<std::pair<std::uint64_t, std::uint64_t>> ProgramEmission::gcnPcs() const {
  std::vector<std::pair<std::uint64_t, std::uint64_t>> pcs;
  for (const auto& [label, gcnPc] : pcLabels_) pcs.emplace_back(code_.holder.labelOffset(label), gcnPc);
  return pcs;
}

CompileStats ProgramEmission::stats() const {
  CompileStats stats;
  stats.irInsts = irInsts_;
  stats.regions = regions_;
  stats.helperCalls = e_.helperCalls();
  stats.helperOps = e_.helperOps();
  stats.rareOperandHelperOps = e_.rareOperandHelperOps();
  stats.codeBytes = code_.holder.codeSize();
  return stats;
}

}  // namespace gcnjit::backend_x64
