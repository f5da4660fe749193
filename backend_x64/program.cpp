#include "ir/mode.h"
#include "backend_x64/program.h"

#include <asmjit/x86.h>
#include <unistd.h>
#include <xmmintrin.h>

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <mutex>
#include <stdexcept>
#include <unordered_map>
#include <unordered_set>

#include "backend_x64/emit/lds_group_starts.h"
#include "backend_x64/emit/vouched_range.h"
#include "backend_x64/scalar_registers.h"
#include "backend_x64/schedule.h"
#include "backend_x64/slots.h"
#include "backend_x64/wave_start.h"
#include "ir/interp/value.h"

namespace gcnjit::backend_x64 {
namespace {

using EmitFn = void (*)(Emitter&, const ir::Inst&);
#define IR_OP(name, ...) &emit_##name,
constexpr EmitFn kEmitters[] = {
#include "ir/opcodes.inc"
};
#undef IR_OP

class ThrowingErrorHandler : public asmjit::ErrorHandler {
 public:
  void handleError(asmjit::Error, const char* message, asmjit::BaseEmitter*) override {
    throw std::runtime_error(std::string("x64 backend: ") + message);
  }
};

// MXCSR for the kernel's float code: the guest's f32 rounding mode and, when
// MODE flushes f32 input denormals, DAZ (Vega ISA "Denormalized and Rounding
// Modes"). Outputs are flushed by the emitters: x86's FTZ detects tininess
// before rounding, the interpreter after.
std::uint32_t guestMxcsr(std::uint32_t hostMxcsr, std::uint32_t mode) {
  static constexpr std::uint32_t kRoundBits[4] = {0x0000, 0x4000, 0x2000, 0x6000};  // RNE, +inf, -inf, zero
  std::uint32_t mxcsr = (hostMxcsr & ~0x6040u) | kRoundBits[ir::mode::f32Round(mode)];
  if (!ir::mode::keepsInputs(ir::mode::f32Denorm(mode))) mxcsr |= 0x40;  // DAZ
  return mxcsr;
}

const x86::Gp kSaved[] = {x86::rbx, x86::rbp, x86::r12, x86::r13, x86::r14, x86::r15};

class JitRunner final : public ir::WaveRunner {
 public:
  explicit JitRunner(const CompiledProgram& program)
      : program_(program), blockCount_(program.function().blocks().size()),
        values_(new std::uint8_t[program.valueBytes() + 64]()) {
    frame_.program = &program;
    frame_.buffers = buffers_;
    frame_.message = &message_;
    // 64-byte aligned: zmm chunks of vector slots then never cross a cache
    // line (slots.h).
    auto start = reinterpret_cast<std::uintptr_t>(values_.get());
    frame_.values = reinterpret_cast<std::uint8_t*>((start + 63) & ~std::uintptr_t(63));
    // Read once: stmxcsr right after the previous run's ldmxcsr stalls, and
    // runners live on one thread for one dispatch (the runtime's workers).
    frame_.hostMxcsr = _mm_getcsr();
    frame_.kernelMxcsr = program.kernelMxcsr() ? program.kernelMxcsr() : frame_.hostMxcsr;
  }

  ir::ExitStatus run(std::size_t startBlock, ir::WaveState& state, ir::Memory& memory,
                     std::uint64_t maxBlocks) override {
    frame_.schedule = nullptr;
    frame_.waveEntry = nullptr;
    return enter(startBlock, state, 0, memory, maxBlocks);
  }

  // The code switches waves itself: state and block of the wave whose turn
  // it is when it stops are the schedule's.
  ir::ExitStatus runWaves(ir::WaveSchedule& schedule, ir::Memory& memory, std::uint64_t maxBlocks) override {
    frame_.schedule = &schedule;
    frame_.waveEntry = schedule.entry();
    return enter(schedule.currentBlock(), schedule.currentState(), schedule.current(), memory, maxBlocks);
  }

 private:
  ir::ExitStatus enter(std::size_t startBlock, ir::WaveState& state, unsigned waveIndex, ir::Memory& memory,
                       std::uint64_t maxBlocks) {
    // The wave start block follows the function's blocks; it needs the
    // schedule's initial registers.
    bool waveStart = startBlock == blockCount_ && program_.waveStartBlock() && frame_.waveEntry;
    if (startBlock >= blockCount_ && !waveStart) {
      return {ir::ExitStatus::Kind::Fault, startBlock, 0, 0, 0,
              "control reached block " + std::to_string(startBlock) + ", which does not exist"};
    }
    frame_.setWave(&state, waveIndex);
    frame_.memory = &memory;
    frame_.blocksLeft = maxBlocks;
    // Vouched-for host ranges, and the LDS window, stay valid while the
    // memory's ranges do (the runtime's workgroups of one dispatch share
    // them; generation 0 promises nothing).
    std::uint64_t generation = memory.extentGeneration();
    if (generation == 0 || generation != frame_.extentGeneration || &memory != lastMemory_) {
      frame_.extentGeneration = generation;
      lastMemory_ = &memory;
      for (int i = 0; i < JitFrame::kRanges; ++i) {
        frame_.rangeLo[i] = ~0ull;
        frame_.rangeHi[i] = 4;
      }
      // Refilled from entry 0 on, so the ranges a kernel touches first (its
      // kernarg segment and dispatch packet, read by every wave's scalar
      // loads) are the first that findRange tries.
      frame_.rangeNext = 0;
      frame_.ldsBase = nullptr;
      frame_.ldsBytes = 0;
      if (auto lds = memory.extent(ir::AddrSpace::Lds, 0, 0); lds && lds->second >= 4) {
        frame_.ldsBase = memory.window(ir::AddrSpace::Lds, 0, lds->second);
        if (frame_.ldsBase) frame_.ldsBytes = lds->second;
      }
    }
    program_.entry()(&frame_, startBlock);
    ir::ExitStatus status;
    status.kind = ir::ExitStatus::Kind(frame_.exitKind);
    status.block = frame_.exitBlock;
    status.pc = frame_.exitPc;
    status.resumeBlock = frame_.resumeBlock;
    status.trapId = frame_.trapId;
    if (status.kind == ir::ExitStatus::Kind::Fault) status.message = message_;
    if (status.kind == ir::ExitStatus::Kind::StepLimit) {
      const auto& blocks = program_.function().blocks();
      status.pc = status.block < blocks.size() ? blocks[status.block]->pc() : 0;
      status.message = "ran " + std::to_string(maxBlocks) + " blocks without stopping";
    }
    return status;
  }

  const CompiledProgram& program_;
  std::size_t blockCount_;  // of program_'s function, kept here: run is called for every stretch
  std::unique_ptr<std::uint8_t[]> values_;
  JitFrame frame_;
  const ir::Memory* lastMemory_ = nullptr;  // the memory frame_'s ranges and LDS window came from
  ir::Value buffers_[5];
  std::string message_;
};

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

CompiledProgram::CompiledProgram(const ir::Function& function, const CompileOptions& options)
    : function_(function), options_(options) {
  auto started = std::chrono::steady_clock::now();

  asmjit::CodeHolder code;
  code.init(runtime_.environment());
  ThrowingErrorHandler errors;
  code.setErrorHandler(&errors);
  asmjit::StringLogger logger;
  if (options.keepListing) code.setLogger(&logger);
  x86::Assembler a(&code);
  Emitter e(a, function, sites_, options_);
  // 16-lane (zmm) chunks halve the chunk loops' trips.
  e.setChunkLanes(options.isa == HostIsa::Avx512 ? 16 : kChunkLanes);
  std::vector<BlockSchedule> schedules;
  for (const auto& block : function.blocks()) {
    schedules.push_back(scheduleBlock(*block, [&](const ir::Inst& inst) { return chunkwise(e, inst); }));
  }
  // Vector Broadcasts read only by chunkwise ops need no vector of their own.
  std::unordered_map<const ir::Inst*, bool> allUsersChunkwise;
  for (const auto& block : function.blocks()) {
    for (const auto& inst : block->insts()) {
      for (const ir::Inst* op : inst->operands) {
        auto [it, fresh] = allUsersChunkwise.try_emplace(op, true);
        it->second = it->second && chunkwise(e, *inst);
      }
    }
  }
  std::unordered_set<const ir::Inst*> virtualBroadcasts;
  for (const auto& [value, chunkwiseUsers] : allUsersChunkwise) {
    if (value->op == ir::Op::Broadcast && value->type.isVector() && chunkwiseUsers) virtualBroadcasts.insert(value);
  }
  e.setVirtualBroadcasts(virtualBroadcasts);
  // zmm chunks: slots and their base aligned to 64 bytes (the prologue
  // aligns the base, in the area's 64 spare bytes).
  SlotMap slots(function, schedules, virtualBroadcasts, e.zmmChunks() ? 64 : 1);
  valueBytes_ = slots.areaBytes();
  e.setSlots(slots);
  std::unordered_set<const ir::Inst*> fusedCompares;
  for (const BlockSchedule& schedule : schedules) fusedCompares.merge(comparesFusedWithBranches(schedule));
  e.setFusedCompares(fusedCompares);
  std::vector<ScalarRegisterPlan> scalarPlans;
  for (std::size_t b = 0; b < function.blocks().size(); ++b) {
    scalarPlans.push_back(planScalarRegisters(schedules[b], slots, virtualBroadcasts, fusedCompares));
  }
  kernelMxcsr_ = e.staticMode() ? guestMxcsr(_mm_getcsr(), options.initialMode) : 0;

  const auto& blocks = function.blocks();
  std::vector<Label> labels;
  for (std::size_t i = 0; i < blocks.size(); ++i) labels.push_back(a.newLabel());
  Label exit = a.newLabel(), stepLimit = a.newLabel(), table = a.newLabel();
  e.setBlockLabels(labels, table, exit);

  // Prologue: save callee-saved registers (keeping rsp 16-byte aligned for
  // helper calls), pin the frame, state and slots, switch MXCSR, and enter
  // the start block through the block table.
  for (const x86::Gp& r : kSaved) a.push(r);
  a.sub(x86::rsp, 8);
  a.mov(x86::r13, x86::rdi);
  a.mov(x86::r12, Emitter::frame(offsetof(JitFrame, state)));
  a.mov(x86::rbx, Emitter::frame(offsetof(JitFrame, values)));
  // ldmxcsr costs tens of cycles twice per run: skip it where the modes agree.
  Label sameMxcsr = a.newLabel();
  a.mov(x86::eax, Emitter::frame(offsetof(JitFrame, kernelMxcsr)));
  a.cmp(x86::eax, Emitter::frame(offsetof(JitFrame, hostMxcsr)));
  a.je(sameMxcsr);
  a.ldmxcsr(Emitter::frame(offsetof(JitFrame, kernelMxcsr)));
  a.bind(sameMxcsr);
  e.jumpToBlock(x86::rsi);

  if (options.entryBlock && *options.entryBlock >= blocks.size()) {
    throw std::invalid_argument("x64 backend: entry block " + std::to_string(*options.entryBlock) + " does not exist");
  }
  std::vector<Label> limitStubs(blocks.size());
  std::vector<std::pair<Label, std::uint64_t>> pcLabels;  // where each GCN instruction's code starts
  std::vector<std::size_t> layout = blockLayout(function);
  for (std::size_t placed = 0; placed < layout.size(); ++placed) {
    std::size_t i = layout[placed];
    const ir::Block& block = *blocks[i];
    a.bind(labels[i]);
    e.currentBlock = i;
    e.nextBlock = placed + 1 < layout.size() ? layout[placed + 1] : blocks.size();
    e.setScalarRegisterPlan(scalarPlans[i]);
    if (options.isa == HostIsa::Avx512) planLdsRoots(e, block);
    if (options.keepListing) logger.logf("; block %zu (GCN 0x%llx)\n", i, static_cast<unsigned long long>(block.pc()));
    // Runaway limit: a wave may enter `blocksLeft` more blocks.
    Label limit = a.newLabel();
    limitStubs[i] = limit;
    a.sub(x86::qword_ptr(x86::r13, offsetof(JitFrame, blocksLeft)), 1);
    a.jb(limit);
    std::uint64_t pc = ~0ull;
    auto markPc = [&](const ir::Inst& inst) {
      if (inst.pc == pc) return;
      pc = inst.pc;
      pcLabels.emplace_back(a.newLabel(), pc);
      a.bind(pcLabels.back().first);
      if (options.keepListing) logger.logf(";   GCN 0x%llx\n", static_cast<unsigned long long>(pc));
    };
    auto emit = [&](const ir::Inst& inst) {
      if (options.keepListing) logger.logf(";     %s\n", std::string(inst.info().name).c_str());
      e.beforeOp();
      e.beginOp(inst);
      kEmitters[static_cast<std::size_t>(inst.op)](e, inst);
      e.endOp(inst);
    };
    for (std::size_t k = 0; k < schedules[i].size(); ++k) {
      const ScheduleItem& item = schedules[i][k];
      stats_.irInsts += item.insts.size();
      e.beginItem(k);
      if (!item.region) {
        for (const ir::Inst* inst : item.insts) {
          markPc(*inst);
          emit(*inst);
        }
        continue;
      }
      // A chunk region: its code is attributed to its first instruction.
      markPc(*item.insts.front());
      ++stats_.regions;
      e.enterRegion(item.insts);
      // Emitted once, as the body of a loop over the chunks (r10 = chunk *
      // the chunk's bytes, r11 = chunk; emitters inside regions leave them
      // alone).
      if (options.keepListing) {
        logger.logf(";   region of %zu ops, a loop over the %u chunks\n", item.insts.size(), e.chunkCount());
      }
      Label loop = a.newLabel();
      a.xor_(x86::r10d, x86::r10d);
      a.xor_(x86::r11d, x86::r11d);
      a.bind(loop);
      e.enterLoop();
      for (unsigned position = 0; position < item.insts.size(); ++position) {
        e.setRegionPosition(position);
        emit(*item.insts[position]);
      }
      a.add(x86::r10d, 4 * e.chunkLanes());
      a.inc(x86::r11d);
      a.cmp(x86::r11d, e.chunkCount());
      a.jne(loop);
      e.leaveRegion();
    }
  }
  Label waveStart = a.newLabel();
  if (options.entryBlock) {
    if (options.keepListing) logger.logf("; wave start: initial registers from the frame's WaveEntry\n");
    pcLabels.emplace_back(a.newLabel(), options.entryPc);
    a.bind(pcLabels.back().first);
    a.bind(waveStart);
    emitWaveStart(a, e.zmmChunks(), options.waveClearRanges, labels[*options.entryBlock]);
  }
  for (std::size_t i = 0; i < blocks.size(); ++i) {
    a.bind(limitStubs[i]);
    a.mov(x86::qword_ptr(x86::r13, offsetof(JitFrame, exitBlock)), std::int32_t(i));
    a.jmp(stepLimit);
  }
  a.bind(stepLimit);
  a.mov(x86::qword_ptr(x86::r13, offsetof(JitFrame, exitKind)), std::int32_t(ir::ExitStatus::Kind::StepLimit));
  a.bind(exit);
  Label hostMxcsrKept = a.newLabel();
  if (e.staticMode()) {  // otherwise the code may have written MXCSR (SetMODE)
    a.mov(x86::eax, Emitter::frame(offsetof(JitFrame, kernelMxcsr)));
    a.cmp(x86::eax, Emitter::frame(offsetof(JitFrame, hostMxcsr)));
    a.je(hostMxcsrKept);
  }
  a.ldmxcsr(Emitter::frame(offsetof(JitFrame, hostMxcsr)));
  a.bind(hostMxcsrKept);
  a.vzeroupper();
  a.add(x86::rsp, 8);
  for (auto r = std::rbegin(kSaved); r != std::rend(kSaved); ++r) a.pop(*r);
  a.ret();

  if (e.usesRangeProbe()) emitRangeProbe(e);
  e.emitConstants();
  a.align(asmjit::AlignMode::kData, 8);
  a.bind(table);
  for (const Label& l : labels) a.embedLabel(l);
  if (options.entryBlock) a.embedLabel(waveStart);  // block index blocks.size()

  asmjit::Error err = runtime_.add(&entry_, &code);
  if (err) throw std::runtime_error(std::string("x64 backend: cannot place code: ") + asmjit::DebugUtils::errorAsString(err));
  relocations_ = e.relocations();
  // The block table's entries: addresses in the code.
  std::vector<Label> tableEntries = labels;
  if (options.entryBlock) tableEntries.push_back(waveStart);
  for (std::size_t i = 0; i < tableEntries.size(); ++i) {
    relocations_.push_back({std::uint32_t(code.labelOffset(table) + 8 * i), RelocationKind::Code,
                            std::uint32_t(code.labelOffset(tableEntries[i]))});
  }
  staticMode_ = e.staticMode();
  stats_.helperCalls = e.helperCalls();
  stats_.helperOps = e.helperOps();
  stats_.rareOperandHelperOps = e.rareOperandHelperOps();
  stats_.codeBytes = code.codeSize();
  codeSize_ = code.codeSize();
  for (const auto& [label, gcnPc] : pcLabels) gcnPcs_.emplace_back(code.labelOffset(label), gcnPc);
  if (const char* map = std::getenv("GCNJIT_PERF_MAP"); map && *map == '1') writePerfMap();
  stats_.milliseconds = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
  if (options.keepListing) listing_ = logger.data();
}

CompiledProgram::CompiledProgram(const ir::Function& function, const CompileOptions& options, const ProgramImage& image)
    : function_(function), options_(options), relocations_(image.relocations), staticMode_(image.staticMode),
      valueBytes_(image.valueBytes), stats_(image.stats), codeSize_(image.code.size()), gcnPcs_(image.gcnPcs) {
  auto started = std::chrono::steady_clock::now();
  const auto& blocks = function.blocks();
  std::vector<const void*> siteAddresses;
  for (const ProgramImage::Site& s : image.sites) {
    const ir::Inst* inst = s.block < blocks.size() && s.index < blocks[s.block]->insts().size()
                               ? blocks[s.block]->insts()[s.index].get()
                               : nullptr;
    if (!inst || std::uint32_t(inst->op) != s.op) {
      throw std::runtime_error("x64 backend: a stored helper site names an instruction the function does not have");
    }
    sites_.push_back({inst, s.result, {s.operands[0], s.operands[1], s.operands[2], s.operands[3]}});
    siteAddresses.push_back(&sites_.back());
  }
  if (image.code.empty()) throw std::runtime_error("x64 backend: a stored program without code");
  void* rx = nullptr;
  void* rw = nullptr;
  if (asmjit::Error err = runtime_.allocator()->alloc(&rx, &rw, image.code.size())) {
    throw std::runtime_error(std::string("x64 backend: cannot place code: ") + asmjit::DebugUtils::errorAsString(err));
  }
  entry_ = reinterpret_cast<JitEntry>(rx);
  std::memcpy(rw, image.code.data(), image.code.size());
  applyRelocations(static_cast<std::uint8_t*>(rw), image.code.size(), reinterpret_cast<std::uint64_t>(rx),
                   relocations_, siteAddresses);
  kernelMxcsr_ = staticMode_ ? guestMxcsr(_mm_getcsr(), options.initialMode) : 0;
  if (const char* map = std::getenv("GCNJIT_PERF_MAP"); map && *map == '1') writePerfMap();
  stats_.milliseconds = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
  stats_.fromCache = true;
}

ProgramImage CompiledProgram::image() const {
  ProgramImage image;
  const auto* code = reinterpret_cast<const std::uint8_t*>(entry_);
  image.code.assign(code, code + codeSize_);
  image.relocations = relocations_;
  std::unordered_map<const ir::Inst*, std::pair<std::uint32_t, std::uint32_t>> positions;
  const auto& blocks = function_.blocks();
  for (std::size_t b = 0; b < blocks.size(); ++b) {
    const auto& insts = blocks[b]->insts();
    for (std::size_t i = 0; i < insts.size(); ++i) positions[insts[i].get()] = {std::uint32_t(b), std::uint32_t(i)};
  }
  for (const HelperSite& site : sites_) {
    auto [block, index] = positions.at(site.inst);
    image.sites.push_back({block, index, std::uint32_t(site.inst->op), site.result,
                           {site.operands[0], site.operands[1], site.operands[2], site.operands[3]}});
  }
  image.valueBytes = valueBytes_;
  image.staticMode = staticMode_;
  image.gcnPcs = gcnPcs_;
  image.stats = stats_;
  return image;
}

CompiledProgram::~CompiledProgram() {
  if (entry_) runtime_.release(entry_);
}

// perf's JIT symbol map (/tmp/perf-PID.map): one symbol per stretch of code
// of one GCN instruction, "KERNEL.TARGET+0xPC", so `perf report` attributes
// samples to guest instructions (of the code object for TARGET).
void CompiledProgram::writePerfMap() const {
  static std::mutex mutex;
  std::lock_guard lock(mutex);
  std::string path = "/tmp/perf-" + std::to_string(::getpid()) + ".map";
  std::FILE* file = std::fopen(path.c_str(), "a");
  if (!file) return;
  auto start = reinterpret_cast<std::uintptr_t>(entry_);
  std::string symbol = options_.name.empty() ? "kernel" : options_.name;
  if (!options_.target.empty()) symbol += "." + options_.target;
  for (std::size_t i = 0; i < gcnPcs_.size(); ++i) {
    std::uint64_t from = gcnPcs_[i].first, to = i + 1 < gcnPcs_.size() ? gcnPcs_[i + 1].first : codeSize_;
    if (to <= from) continue;
    std::fprintf(file, "%llx %llx %s+0x%llx\n", static_cast<unsigned long long>(start + from),
                 static_cast<unsigned long long>(to - from), symbol.c_str(),
                 static_cast<unsigned long long>(gcnPcs_[i].second - options_.entryPc));
  }
  std::fclose(file);
}

std::optional<std::uint64_t> CompiledProgram::gcnPcAt(std::uintptr_t hostPc) const {
  auto start = reinterpret_cast<std::uintptr_t>(entry_);
  if (hostPc < start || hostPc >= start + codeSize_) return std::nullopt;
  auto it = std::upper_bound(gcnPcs_.begin(), gcnPcs_.end(), std::pair<std::uint64_t, std::uint64_t>{hostPc - start, ~std::uint64_t(0)});
  if (it == gcnPcs_.begin()) return std::nullopt;
  return std::prev(it)->second;
}

std::unique_ptr<ir::WaveRunner> CompiledProgram::newRunner() const { return std::make_unique<JitRunner>(*this); }

std::unique_ptr<JitExecutable> compile(const ir::Function& function, const CompileOptions& options) {
  return std::make_unique<CompiledProgram>(function, options);
}

std::unique_ptr<JitExecutable> place(const ir::Function& function, const CompileOptions& options,
                                     const ProgramImage& image) {
  return std::make_unique<CompiledProgram>(function, options, image);
}

}  // namespace gcnjit::backend_x64
