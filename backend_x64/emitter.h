// What an op's emitter (emit_<Name>, backend_x64/emit/) works with: the
// assembler, where operands and the result live, and the building blocks
// shared by the emitters: chunk loops over a wavefront, lane-mask
// expansion, helper calls, exits.
//
// Register conventions of generated code: r13 = JitFrame*, r12 = WaveState*,
// rbx = value slots, rbp, r14 and r15 = scalar values (scalar_registers.h:
// no emitter touches them); rax, rcx, rdx, rsi, rdi, r8-r11, vector registers
// 0-15 (ymm or zmm) and, on AVX-512, zmm16-zmm31 and k1-k7 are scratch
// within one IR op, except inside a chunk region, where r10 and r11 count
// the chunks and vector registers 8-13 (and zmm24-zmm31) are the chunk
// cache (vector_registers.h names the vector registers' roles). Vector code works in chunks of chunkLanes() lanes: with AVX2 8
// (one ymm per chunk of 32-bit lanes, 8 chunks per 64-lane vector), with
// AVX-512 16 (one zmm, 4 chunks): every emitter that works on chunks has both forms. Whole-wave
// code that loops over ymm registers itself (the AVX2 memory paths, LDS
// atomics, DPP, MFMA operand widening) runs in either: the chunk loaders
// take the register's width as the chunk's.
// 16-bit values are kept zero-extended in 32-bit lanes; 64-bit lanes take
// two registers per chunk (its first and second half of lanes). A mask's
// chunk is a byte (8 lanes) or a 16-bit word (16 lanes) of it.
#pragma once

#include <asmjit/x86.h>

#include <array>
#include <cstdint>
#include <unordered_map>
#include <unordered_set>
#include <deque>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "backend_x64/compile.h"
#include "backend_x64/relocation.h"
#include "backend_x64/scalar_registers.h"
#include "backend_x64/vector_registers.h"
#include "backend_x64/slots.h"
#include "ir/ir.h"

namespace gcnjit::backend_x64 {

struct JitFrame;
namespace x86 = asmjit::x86;
using asmjit::Label;

// The ymm chunk: 8 lanes, 8 per wave. Whole-wave code that loops over ymm
// registers itself (AVX2 memory paths, DPP, MFMA operand conversion) counts
// in these whatever the function's chunk width (Emitter::chunkLanes()).
constexpr unsigned kChunkLanes = 8;
constexpr unsigned kChunks = 64 / kChunkLanes;

// What a helper call needs to run one IR op with the interpreter's code:
// the instruction and where its operands and result are.
struct HelperSite {
  const ir::Inst* inst;
  Place result;
  Place operands[4];
};

// The chunks an emitter processes: all of the function's width, or inside a
// chunk region (program.cpp) the one being emitted.
struct ChunkRange {
  unsigned first, last;  // [first, last)
  bool region;
  struct Iterator {
    unsigned c;
    unsigned operator*() const { return c; }
    Iterator& operator++() { ++c; return *this; }
    bool operator!=(const Iterator& o) const { return c != o.c; }
  };
  Iterator begin() const { return {first}; }
  Iterator end() const { return {last}; }
};

class Emitter {
 public:
  Emitter(x86::Assembler& assembler, const ir::Function& function, std::deque<HelperSite>& sites,
          const CompileOptions& options);
  // Where values live; set before any op is emitted (the slot map depends on
  // the schedule, which asks chunkwise() of this emitter).
  void setSlots(const SlotMap& slots) { slots_ = &slots; }
  // Vector Broadcasts whose users all load operands by chunk: they emit
  // nothing, and loading them broadcasts the scalar operand (program.cpp
  // chooses them).
  void setVirtualBroadcasts(const std::unordered_set<const ir::Inst*>& set) { virtualBroadcasts_ = &set; }
  bool isVirtualBroadcast(const ir::Inst* value) const {
    return virtualBroadcasts_ && virtualBroadcasts_->count(value) != 0;
  }
  // LaneAddress values computed only where an access needs them
  // (deferred_addresses.h); set before the schedule asks chunkwise().
  void setDeferredAddresses(const std::unordered_set<const ir::Inst*>& set) { deferredAddresses_ = &set; }
  bool isDeferredAddress(const ir::Inst* value) const {
    return deferredAddresses_ && deferredAddresses_->count(value) != 0;
  }

  x86::Assembler& a;
  const ir::Function& function;
  const CompileOptions& options;

  // --- Where values are.
  // `value`'s slot, `byteOffset` bytes in, valid from here on: a value in a
  // scalar register (or a scalar Const) is stored there first.
  x86::Mem at(const ir::Inst* value, std::int32_t byteOffset = 0) const;
  // Where the slot map put `value` (to ask, not to access: no store).
  const Place& placeOf(const ir::Inst* value) const { return slots_->place(value); }

  // --- Scalar registers (scalar_registers.h). The driver sets each block's
  // plan before its first item, calls beginItem before each schedule item
  // and beginOp / endOp around each op's emitter.
  void setScalarRegisterPlan(const ScalarRegisterPlan& plan);
  void beginItem(std::size_t item);
  void beginOp(const ir::Inst& inst);
  void endOp(const ir::Inst& inst);
  // The register holding `value` here, if one does.
  std::optional<x86::Gp> scalarRegister(const ir::Inst* value) const;
  // The WaveState at `offset`.
  static x86::Mem state(std::int32_t offset);
  static x86::Mem frame(std::int32_t offset);
  // --- The chunk width (set by the driver before any op is emitted): 16
  // lanes in zmm registers, or 8 in ymm.
  void setChunkLanes(unsigned lanes) { chunkLanes_ = lanes; chunks_ = {0, chunkCount(), false}; }
  unsigned chunkLanes() const { return chunkLanes_; }
  unsigned chunkCount() const { return 64 / chunkLanes_; }
  bool zmmChunks() const { return chunkLanes_ == 16; }
  // Vector register `id` of the chunk width.
  x86::Vec vec(unsigned id) const {
    return zmmChunks() ? x86::Vec(x86::zmm(id)) : x86::Vec(x86::ymm(id));
  }

  // Chunk `chunk` of a vector value (of its 64-bit lanes: half 0 = the
  // chunk's first half of lanes, half 1 = the second), the mask bits of
  // chunk `chunk` (a byte or a word), chunk `chunk` of the 256-byte
  // WaveState row at `offset`, all of the function's chunk width. Inside a
  // region loop (enterLoop) the chunk is the loop's: r10 = chunk * the
  // chunk's bytes (32 or 64), r11 = chunk.
  x86::Mem chunkAt(const ir::Inst* value, unsigned chunk, unsigned half = 0) const {
    return chunkAt(value, chunk, half, chunkLanes_);
  }
  x86::Mem maskChunkAt(const ir::Inst* mask, unsigned chunk) const { return maskBitsAt(mask, chunk, chunkLanes_); }
  // Byte `chunk` of a mask: the lanes 8c..8c+7 (whole-wave code with ymm
  // loops; inside a region only when chunks are 8 lanes).
  x86::Mem maskByteAt(const ir::Inst* mask, unsigned chunk) const;
  x86::Mem stateChunk(std::int32_t offset, unsigned chunk) const;
  // The lane ids of chunk `chunk` (clobbers rax inside a loop).
  x86::Mem laneIds(unsigned chunk);

  // --- Scalars (i1, i16, i32 as 32-bit, i64 and masks as 64-bit).
  // Loads a scalar (or mask) operand into `dst` zero-extended to 64 bits.
  void loadScalar(const x86::Gp& dst, const ir::Inst* value);
  // A scalar operand for an x86 instruction that reads it where it is, as
  // `bits` (32: its low dword, 64: all of it): its scalar register; if
  // `immediate`, a Const that fits an imm32 at that width (any dword for 32
  // bits; for 64 bits one that the sign-extended imm32 equals); if
  // `memory`, its slot or WaveState place; otherwise loaded into `scratch`.
  asmjit::Operand scalarOperand(const ir::Inst* value, unsigned bits, const x86::Gp& scratch, bool immediate,
                             bool memory);
  // The register to compute the scalar result of `inst` in (at its width):
  // its planned scalar register if it has one, else `scratch`. Passed to
  // storeScalar, it moves nothing.
  x86::Gp scalarResult(const ir::Inst& inst, const x86::Gp& scratch) const;
  // Stores `src` as the result of `inst`, truncated to its width: into its
  // planned scalar register if it has one, else its slot.
  void storeScalar(const ir::Inst& inst, const x86::Gp& src);
  // For a path that wrote the result of `inst` to its slot (a helper call)
  // where another path used storeScalar: loads it into its planned register.
  void resultWrittenToSlot(const ir::Inst& inst);

  // --- Vector chunks.
  // The chunks to emit: every vector emitter loops over these (all of the
  // function's width, or inside a chunk region the loop's one).
  ChunkRange chunks() const { return chunks_; }
  // Chunk regions (schedule.h): consecutive chunkwise ops emitted once, as
  // the body of a loop over the chunks of a wave; r10 and r11 address the
  // chunk (program.cpp emits the loop). Inside one, an op must not emit
  // whole-wave code (helper calls, scalar results): that throws. Chunk
  // values stay in registers: vector registers 8-13 cache the chunk's
  // values (and masks, expanded to all-ones lanes) that later ops of the
  // region read (zmm chunks: also zmm24-zmm31), evicting the one read
  // farthest ahead; a value whose uses are all in the region is never
  // stored unless it is evicted before its last use. Emitters may read
  // cached operands in place and compute into the result's cache register
  // (operandChunk32, resultChunk32). A 64-bit-lane value's chunk takes two
  // entries, one per half (loadChunk64 and storeChunk64 go through the
  // cache): inside a region every reader of a 64-bit-lane value must load
  // it with loadChunk64.
  void enterRegion(const std::vector<const ir::Inst*>& insts);
  void enterLoop();  // the start of the loop body: an empty cache
  // The rule of the chunk cache registers (vector_registers.h), for an
  // instruction that writes vector register `id`: inside a region it must
  // be the op's own cache register (its result, or an operand just loaded
  // for it); throws std::logic_error naming the op otherwise
  // (CompileOptions::checkChunkCacheWrites).
  void checkVectorWrite(unsigned id) const;
  void setRegionPosition(unsigned index);  // the region op being emitted
  void leaveRegion();
  bool inRegion() const { return chunks_.region; }
  // The chunk loaders and stores below work on chunks of their register's
  // width, n = 8 lanes for a ymm, 16 for a zmm (inside a region only the
  // function's width). Lanes [nc, nc+n) of a 32-bit-lane operand (vector:
  // its lanes; scalar: broadcast; mask: each lane's bit as 0 or 1).
  void loadChunk32(const x86::Vec& dst, const ir::Inst* value, unsigned chunk);
  // Inside a region: the register that holds a 32-bit-lane operand's
  // chunk, read only (a cache register, loaded now if later ops read it
  // too), or `scratch` loaded with it. Otherwise loadChunk32 into `scratch`.
  x86::Vec operandChunk32(const x86::Vec& scratch, const ir::Inst* value, unsigned chunk);
  // Inside a region: the register to compute a 32-bit-lane result in, its
  // cache register if later ops read it, else `scratch`; pass it to
  // storeChunk32. Otherwise `scratch`.
  x86::Vec resultChunk32(const ir::Inst& inst, const x86::Vec& scratch);
  // Same for 64-bit lanes: `lo` gets the chunk's first n/2 lanes, `hi` the others.
  void loadChunk64(const x86::Vec& lo, const x86::Vec& hi, const ir::Inst* value, unsigned chunk);
  // operandChunk32 and resultChunk32 for 64-bit lanes: the registers of the
  // chunk's two halves (a broadcast scalar's two halves are one register).
  using ChunkPair = std::array<x86::Vec, 2>;
  ChunkPair operandChunk64(const ChunkPair& scratch, const ir::Inst* value, unsigned chunk);
  ChunkPair resultChunk64(const ir::Inst& inst, const ChunkPair& scratch);
  // The bits of a constant operand — a Const, or a Bitcast or Broadcast of
  // one — if it is one.
  static std::optional<std::uint64_t> constantOf(const ir::Inst* value);
  // Whether `mask` is the constant with every lane set (full-EXEC block
  // versions pass such masks to memory ops).
  static bool isAllLanes(const ir::Inst* mask) { return constantOf(mask) == ~0ull; }
  // Lanes of chunk `chunk` of a mask as all-ones/zero 32-bit lanes.
  void loadMaskLanes32(const x86::Vec& dst, const ir::Inst* mask, unsigned chunk);
  // The same as 64-bit lanes, ymm chunks only: `lo` lanes 8c..8c+3, `hi`
  // 8c+4..8c+7 (clobbers ymm2; 16-lane code blends on k registers).
  void loadMaskLanes64(const x86::Ymm& lo, const x86::Ymm& hi, const ir::Inst* mask, unsigned chunk);
  // Byte `chunk` of a mask (its lanes 8c..8c+7 as bits), zero-extended.
  void loadMaskByte(const x86::Gp& dst, const ir::Inst* mask, unsigned chunk);
  // The bits of chunk `chunk` of a mask (of the function's width), zero-extended.
  void loadMaskChunk(const x86::Gp& dst, const ir::Inst* mask, unsigned chunk);
  // AVX-512: lanes 16g..16g+15 of a mask into a k register.
  void loadMask16(const x86::KReg& dst, const ir::Inst* mask, unsigned group);
  // 16-lane chunks: chunk `chunk` of a mask into a k register (the region's
  // cached lanes if there are some).
  void loadMaskK(const x86::KReg& dst, const ir::Inst* mask, unsigned chunk);
  void storeChunk32(const ir::Inst& inst, unsigned chunk, const x86::Vec& src);
  void storeChunk64(const ir::Inst& inst, unsigned chunk, const x86::Vec& lo, const x86::Vec& hi);
  // Stores the sign bits of the 32-bit lanes of `lanes` as the bits of
  // chunk `chunk` of the mask result of `inst` (clobbers vector register
  // 15, and k7 for zmm).
  void storeMaskChunk32(const ir::Inst& inst, unsigned chunk, const x86::Vec& lanes);
  // For a mask whose slot was just written chunk by chunk (16-bit or byte
  // stores, outside a region): its 8 bytes stored again as one qword, from
  // loads that each match one of those stores. A qword read of the slot
  // soon after then forwards from that store instead of waiting for every
  // store ahead of it to reach the cache (a failed store-to-load forward).
  // Clobbers k1-k3, or rax and rcx.
  void joinMaskChunks(const ir::Inst* mask);
  // Inside a region: `value` is read by no op outside it (it stays in the
  // chunk cache and never reaches its slot).
  bool regionOnly(const ir::Inst* value) const { return regionOnly_.count(value) != 0; }
  // 16-lane chunks: stores a k register as chunk `chunk` of the mask result.
  void storeMaskK(const ir::Inst& inst, unsigned chunk, const x86::KReg& bits);

  // Scalar compares fused with the Branch after them
  // (comparesFusedWithBranches): they set flags and produce no value.
  void setFusedCompares(const std::unordered_set<const ir::Inst*>& set) { fusedCompares_ = &set; }
  bool fusedWithBranch(const ir::Inst* compare) const {
    return fusedCompares_ && fusedCompares_->count(compare) != 0;
  }
  // Condition flags: a scalar compare (emit_ICmp) records the condition
  // that holds when its result is true; until another op is emitted
  // (beforeOp, called by the driver before each op) a Branch on that
  // result jumps on the flags instead of reloading and testing it.
  void setFlagsOf(const ir::Inst& compare, x86::CondCode holds) { pendingFlags_ = {&compare, holds}; }
  std::optional<x86::CondCode> flagsOf(const ir::Inst* value) const {
    if (flags_.compare != value || !value) return std::nullopt;
    return flags_.holds;
  }
  void beforeOp() {
    flags_ = pendingFlags_;
    pendingFlags_ = {};
  }
  // An op whose code leaves the flags alone (only movs) passes them on
  // (not inside a chunk region, whose loop code sets flags).
  void keepFlags() {
    if (!inRegion()) pendingFlags_ = flags_;
  }

  // A JitFrame::PrefetchHistory::sites entry of its own for a load site,
  // while they last; loads in loops (blocks on a cycle) come first.
  std::optional<unsigned> newPrefetchSite();

  // Ops whose code an earlier op's emitter produced together with its own
  // (the Mfma ops of one instruction, emit_matrix.cpp): they emit nothing.
  void markEmitted(const ir::Inst* inst) { emittedEarlier_.insert(inst); }
  bool emittedEarlier(const ir::Inst* inst) const { return emittedEarlier_.count(inst) != 0; }
  // Set by a float MFMA chain that another one follows (emit_matrix.cpp):
  // MXCSR still holds the chains' mode, the caller's is saved in the frame,
  // and the upper zmm state is dirty.
  bool mfmaModeKept = false;
  // The block's LDS address roots that several loads read at constant
  // offsets, each with its JitFrame::ldsRoots entry, and whether the code
  // classifying it is emitted yet (emit/lds_group_starts.h; planned anew
  // for each block).
  struct LdsRootPlan {
    unsigned entry;
    bool classified;
  };
  std::unordered_map<const ir::Inst*, LdsRootPlan> ldsRoots;
  // Every block's loads on such roots (addLoadsOnSharedRoots), planned
  // before the schedules: they stay out of chunk regions.
  std::unordered_set<const ir::Inst*> loadsOnSharedRoots;
  // The global loads and stores of the chunk region being emitted, each with its
  // JitFrame::regionAccessBase entry (emit/global_in_region.h).
  std::unordered_map<const ir::Inst*, unsigned> regionAccessBases;

  // Constants in the code's data area, RIP-relative (64-byte aligned).
  x86::Mem constant32x8(const std::uint32_t (&lanes)[8]);
  x86::Mem constantWords(const std::vector<std::uint32_t>& words);
  x86::Mem broadcastConstant32(std::uint32_t value);  // 8 lanes of `value`
  // A constant of the chunk width: `lanes` repeated, or every lane `value`.
  x86::Mem chunkConstant(const std::uint32_t (&lanes)[8]);
  x86::Mem chunkConstant32(std::uint32_t value);

  // --- Runtime helpers.
  // Runs `inst` with the interpreter's code (ir::runLanewise or its exec_
  // function) through a helper call; a fault leaves through the exit path.
  void callInterpreterHelper(const ir::Inst& inst);
  // The same from the rare-operand path of an op with native code: counted
  // apart (rareOperandHelperOps), since the common path calls nothing.
  void callInterpreterHelperForRareOperands(const ir::Inst& inst);
  // Calls `fn(frame, site)` for `inst` with a HelperSite like the one above
  // (`fn` has gcnjitRunInterpreterOp's contract).
  void callSiteHelper(const ir::Inst& inst, int (*fn)(JitFrame*, const HelperSite*));
  // Calls `fn(frame, arg)`; if it returns non-zero, the wave exits (the
  // helper has filled the frame's exit fields).
  void callHelper(const void* fn, std::uint64_t arg, bool mayExit);
  // Loads the address of `helper` (one of GCNJIT_JIT_HELPERS) into `dst`.
  void moveHelperAddress(const x86::Gp& dst, const void* helper);
  // The addresses embedded so far (relocation.h): every one the code holds
  // goes through moveAddress.
  const std::vector<Relocation>& relocations() const { return relocations_; }

  // --- Control.
  Label blockLabel(std::size_t block) const { return blockLabels_.at(block); }
  // Jumps to the block whose index is in `index` (through the block table).
  void jumpToBlock(const x86::Gp& index);
  std::size_t currentBlock = 0;  // the block being emitted
  std::size_t nextBlock = 0;     // the block emitted after it (a jump there falls through)
  // Where `inst` stands in the block being emitted (a linear search: for
  // emitters that look at the ops around their own, once per op).
  std::size_t indexInBlock(const ir::Inst& inst) const;
  Label exitLabel() const { return exit_; }
  // The range probe subroutine (emit/vouched_range.h), shared by the whole
  // program: its label, which makes the driver emit it after the blocks.
  Label rangeProbe() {
    if (!rangeProbe_.isValid()) rangeProbe_ = a.newLabel();
    return rangeProbe_;
  }
  bool usesRangeProbe() const { return rangeProbe_.isValid(); }
  // The same for the subroutine of LDS lanes outside the window
  // (emit/lds_in_region.h).
  Label ldsLaneLoads() {
    if (!ldsLaneLoads_.isValid()) ldsLaneLoads_ = a.newLabel();
    return ldsLaneLoads_;
  }
  bool usesLdsLaneLoads() const { return ldsLaneLoads_.isValid(); }
  // The next findRange site's JitFrame::rangeSiteEntry index.
  unsigned newRangeSite();
  // The next global access site's JitFrame::shapeSiteEntry index.
  unsigned newShapeSite();
  // The next scalar load site's JitFrame::scalarLoadSites index.
  unsigned newScalarLoadSite();
  // Sets the frame's exit fields and leaves (no `trapId`: the code before
  // stored it).
  void exitWith(std::uint64_t kind, std::uint64_t block, std::uint64_t resume, std::optional<std::uint64_t> trapId,
                std::uint64_t pc);

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
  const std::map<std::string, std::size_t>& rareOperandHelperOps() const { return rareOperandHelperOps_; }

 private:
  void requireWholeWave(const char* what) const;
  // `mov dst, imm64` of `value`, always the 10-byte form, recorded as a
  // relocation of `kind` and `target` so a stored translation can be placed
  // again (relocation.h).
  void moveAddress(const x86::Gp& dst, RelocationKind kind, std::uint32_t target, std::uint64_t value);
  // callHelper's call, its second argument loaded into rsi by `loadArgument`.
  void callHelperWith(const void* fn, bool mayExit, const std::function<void()>& loadArgument);
  // Lanes [nc, nc+n) of a 32-bit-lane operand, n = `lanes`, not from the
  // chunk cache: a vector's chunk, or a scalar (constant, register or
  // slot) broadcast.
  void loadUncachedChunk32(const x86::Vec& dst, const ir::Inst* value, unsigned chunk, unsigned lanes);
  // Makes `value`'s slot hold it here (scalar registers, Consts).
  void materialise(const ir::Inst* value) const;

  // The block's scalar register plan, which value each register holds now
  // (the planned one once storeScalar put it there, until evicted), and the
  // op being emitted: whether its result went to a register, whether its
  // slot was asked for.
  const ScalarRegisterPlan* scalarPlan_ = nullptr;
  mutable std::array<const ir::Inst*, kScalarRegisterCount> holder_{};
  const ir::Inst* currentOp_ = nullptr;
  unsigned opSerial_ = 0;  // counts beginOp calls
  bool resultInRegister_ = false;
  mutable bool resultSlotAsked_ = false;
  bool resultSlotReloaded_ = false;  // resultWrittenToSlot

  // The chunk cache. `mask` entries hold a mask's chunk as all-ones lanes.
  struct CacheEntry {
    const ir::Inst* value = nullptr;
    bool mask = false;
    unsigned half = 0;  // of a 64-bit-lane value's chunk: its first (0) or second (1) half of lanes
    bool dirty = false;  // not in memory (a region-only value)
    // Read in place or written by the op being emitted (operandChunk32,
    // resultChunk32): not evicted before it is done. (A virtual Broadcast's
    // scalar may be cached without this op among its uses, so the distance
    // alone would not keep it.)
    bool pinned = false;
    unsigned allocatedIn = 0;  // the op (opSerial_) that took the register for this value
  };
  // The position of the first region op after the current one (or from the
  // current one on: its operands may not be loaded yet) that reads `value`.
  std::optional<unsigned> nextUse(const ir::Inst* value, bool fromCurrent) const;
  // kChunkCacheVec.., and with zmm chunks also kChunkCacheZmm.. (vector_registers.h).
  x86::Vec cacheRegister(std::size_t i) const {
    unsigned id = unsigned(i < kChunkCacheVecs ? kChunkCacheVec + i : kChunkCacheZmm + (i - kChunkCacheVecs));
    return zmmChunks() ? x86::Vec(x86::zmm(id)) : x86::Vec(x86::ymm(id));
  }
  std::size_t cacheSize() const { return zmmChunks() ? cache_.size() : kChunkCacheVecs; }
  int cached(const ir::Inst* value, bool mask, unsigned half = 0);
  // A cache register for `value` (evicting as needed), or -1 when no later
  // op of the region reads it in this chunk.
  int allocate(const ir::Inst* value, bool mask, bool dirty, unsigned half = 0);
  // Copies `src` into a cache register for `value`.
  void remember(const ir::Inst* value, bool mask, const x86::Vec& src, bool dirty, unsigned half = 0);
  void writeBack(const CacheEntry& entry, const x86::Vec& reg);
  x86::Mem chunkAt(const ir::Inst* value, unsigned chunk, unsigned half, unsigned lanes) const;
  x86::Mem maskBitsAt(const ir::Inst* mask, unsigned chunk, unsigned lanes) const;
  // Lanes of a register of `reg`'s width (8 or 16); inside a region, it
  // must be the chunk width.
  unsigned lanesOf(const x86::Vec& reg) const;

  struct Flags {
    const ir::Inst* compare = nullptr;
    x86::CondCode holds = x86::CondCode::kE;
  };
  Flags flags_, pendingFlags_;  // valid for the op being emitted, set by it
  unsigned prefetchSites_ = 0;
  unsigned rangeSites_ = 0;
  unsigned shapeSites_ = 0;
  unsigned scalarLoadSites_ = 0;
  const SlotMap* slots_ = nullptr;
  const std::unordered_set<const ir::Inst*>* virtualBroadcasts_ = nullptr;
  const std::unordered_set<const ir::Inst*>* deferredAddresses_ = nullptr;
  const std::unordered_set<const ir::Inst*>* fusedCompares_ = nullptr;
  std::deque<HelperSite>& sites_;
  std::vector<Relocation> relocations_;
  // Prefetch sites are few: a load site outside every cycle of the CFG (a
  // GEMM's prologue; across workgroups a streaming kernel's loads have a
  // stride too) gets one only if as many as the loops' loads may still ask
  // for are left (2 per global Load, an upper bound).
  std::vector<bool> blocksOnCycles_;
  unsigned loopPrefetchSitesLeft_ = 0;
  unsigned chunkLanes_ = kChunkLanes;
  ChunkRange chunks_{0, kChunks, false};
  Label laneIdTable_;  // 0..63
  std::array<CacheEntry, kChunkCacheVecs + kChunkCacheZmms> cache_;
  std::unordered_set<const ir::Inst*> regionOnly_;  // values of the region used only there
  std::unordered_set<const ir::Inst*> emittedEarlier_;
  std::unordered_map<const ir::Inst*, std::vector<unsigned>> usePositions_;  // region ops reading each value
  unsigned position_ = 0;
  std::vector<Label> blockLabels_;
  Label exit_;
  Label table_;
  Label rangeProbe_;
  Label ldsLaneLoads_;
  bool staticMode_ = true;
  std::size_t helperCalls_ = 0;
  std::map<std::string, std::size_t> helperOps_, rareOperandHelperOps_;
  struct Constant { Label label; std::vector<std::uint32_t> words; };
  std::vector<Constant> constants_;
  Label laneBits_;  // 1, 2, 4, ... 128
};

// Whether an op, with its operand types, is emitted as per-chunk code only
// (so it may join a chunk region). Each emit file answers for its ops, next
// to their emitters (emit/chunkwise.cpp collects them).
bool chunkwise(const Emitter& e, const ir::Inst& inst);
bool chunkwiseInt(const Emitter& e, const ir::Inst& inst);
bool chunkwiseFloat(const Emitter& e, const ir::Inst& inst);
bool chunkwiseFloatDiv(const Emitter& e, const ir::Inst& inst);  // emit_float_div.cpp, asked by chunkwiseFloat
bool chunkwiseLane(const Emitter& e, const ir::Inst& inst);
bool chunkwiseState(const Emitter& e, const ir::Inst& inst);
bool chunkwiseConvert(const Emitter& e, const ir::Inst& inst);
bool chunkwiseBits(const Emitter& e, const ir::Inst& inst);  // emit_bits.cpp
bool chunkwiseDot(const Emitter& e, const ir::Inst& inst);   // emit_dot.cpp
bool chunkwiseMemory(const Emitter& e, const ir::Inst& inst);  // emit_memory.cpp

// The scalar compares of a block (ICmp of i1/i32/i64 operands) whose only
// use is the Branch emitted right after them (Consts between emit nothing):
// emit_ICmp only sets the flags, emit_Branch jumps on them, and no i1 is
// materialised, so they get no scalar register (emit/emit_control.cpp).
std::unordered_set<const ir::Inst*> comparesFusedWithBranches(const BlockSchedule& schedule);

// One emitter per IR op (ir/opcodes.inc): a missing one fails to link.
#define IR_OP(name, ...) void emit_##name(Emitter& e, const ir::Inst& inst);
#include "ir/opcodes.inc"
#undef IR_OP

// An op whose emitter is the interpreter helper: defines emit_<Name> as a
// call of Emitter::callInterpreterHelper and registers the op's name in
// opsAlwaysViaHelper() (`gcnjit helper-ops` prints them).
#define GCNJIT_EMIT_VIA_HELPER(name)                                                    \
  void emit_##name(Emitter& e, const ir::Inst& inst) { e.callInterpreterHelper(inst); } \
  static const ViaHelperOp kViaHelper##name{#name};

struct ViaHelperOp {
  explicit ViaHelperOp(std::string_view name);
};
// The ops defined by GCNJIT_EMIT_VIA_HELPER, in no particular order. (Other
// ops call the helper only for shapes their emitter has no code for: `gcnjit
// x86 --stats` and `gcnjit helper-ops FILE` show those per kernel.)
const std::vector<std::string_view>& opsAlwaysViaHelper();

}  // namespace gcnjit::backend_x64
