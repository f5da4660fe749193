// What an op's emitter (emit_<Name>, backend_x64/emit/) works with: the
// assembler, where operands and the result live, and the building blocks
// shared by the emitters: chunk loops over a wavefront, lane-mask
// expansion, helper calls, exits.
//
// Register conventions of generated code: r13 = JitFrame*, r12 = WaveState*,
// rbx = value slots; rax, rcx, rdx, rsi, rdi, r8-r11, r14 and ymm0-ymm15
// are scratch within one IR op, except inside a chunk region, where r10 and
// r11 count the chunks and ymm8-ymm13 are the chunk cache. A 64-lane vector
// is processed as 8 chunks of 8 lanes: one ymm for 32-bit lanes (16-bit
// values are kept zero-extended in 32-bit lanes), two ymm (lanes 0-3, 4-7)
// for 64-bit lanes.
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

// The chunks an emitter processes: all 8, or inside a chunk region
// (program.cpp) the one being emitted.
struct ChunkRange {
  unsigned first, last;  // [first, last)
  struct Iterator {
    unsigned c;
    unsigned operator*() const { return c; }
    Iterator& operator++() { ++c; return *this; }
    bool operator!=(const Iterator& o) const { return c != o.c; }
  };
  Iterator begin() const { return {first}; }
  Iterator end() const { return {last}; }
  bool all() const { return first == 0 && last == kChunks; }
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

  x86::Assembler& a;
  const ir::Function& function;
  const CompileOptions& options;

  // --- Where values are.
  // `value`'s storage, `byteOffset` bytes in.
  x86::Mem at(const ir::Inst* value, std::int32_t byteOffset = 0) const;
  // The WaveState at `offset`.
  static x86::Mem state(std::int32_t offset);
  static x86::Mem frame(std::int32_t offset);
  // Chunk `chunk` of a vector value (of its 64-bit lanes: half 0 = lanes
  // 0-3, half 1 = lanes 4-7), byte `chunk` of a mask, chunk `chunk` of the
  // 256-byte WaveState row at `offset`. Inside a region loop (enterLoop)
  // the chunk is the loop's: r10 = chunk * 32, r11 = chunk.
  x86::Mem chunkAt(const ir::Inst* value, unsigned chunk, unsigned half = 0) const;
  x86::Mem maskByteAt(const ir::Inst* mask, unsigned chunk) const;
  x86::Mem stateChunk(std::int32_t offset, unsigned chunk) const;
  // The lane ids 8c..8c+7 of chunk `chunk` (clobbers rax inside a loop).
  x86::Mem laneIds(unsigned chunk);

  // --- Scalars (i1, i16, i32 as 32-bit, i64 and masks as 64-bit).
  // Loads a scalar (or mask) operand into `dst` zero-extended to 64 bits.
  void loadScalar(const x86::Gp& dst, const ir::Inst* value);
  // Stores `src` as the result of `inst`, truncated to its width.
  void storeScalar(const ir::Inst& inst, const x86::Gp& src);

  // --- Vector chunks.
  // The chunks to emit: every vector emitter loops over these (all 8, or
  // inside a chunk region the loop's one).
  ChunkRange chunks() const { return chunks_; }
  // Chunk regions (schedule.h): consecutive chunkwise ops emitted once, as
  // the body of a loop over the 8 chunks of a wave; r10 = chunk * 32 and
  // r11 = chunk address the chunk (program.cpp emits the loop). Inside one,
  // an op must not emit whole-wave code (helper calls, scalar results): that
  // throws. Chunk values stay in registers: ymm8-ymm13 cache the chunk's
  // values (and expanded masks) that later ops of the region read, evicting
  // the one read farthest ahead; a value whose uses are all in the region is
  // never stored unless it is evicted before its last use.
  void enterRegion(const std::vector<const ir::Inst*>& insts);
  void enterLoop();  // the start of the loop body: an empty cache
  void setRegionPosition(unsigned index) { position_ = index; }  // the region op being emitted
  void leaveRegion();
  bool inRegion() const { return !chunks_.all(); }
  // Lanes [8c, 8c+8) of a 32-bit-lane operand (vector: its lanes; scalar:
  // broadcast; mask: each lane's bit as 0 or 1).
  void loadChunk32(const x86::Ymm& dst, const ir::Inst* value, unsigned chunk);
  // Same for 64-bit lanes: `lo` gets lanes 8c..8c+3, `hi` 8c+4..8c+7.
  void loadChunk64(const x86::Ymm& lo, const x86::Ymm& hi, const ir::Inst* value, unsigned chunk);
  // The bits of a constant operand — a Const, or a Bitcast or Broadcast of
  // one — if it is one.
  static std::optional<std::uint64_t> constantOf(const ir::Inst* value);
  // Whether `mask` is the constant with every lane set (full-EXEC block
  // versions pass such masks to memory ops).
  static bool isAllLanes(const ir::Inst* mask) { return constantOf(mask) == ~0ull; }
  // Lanes of chunk `chunk` of a mask as all-ones/zero 32-bit lanes.
  void loadMaskLanes32(const x86::Ymm& dst, const ir::Inst* mask, unsigned chunk);
  // The same as 64-bit lanes: `lo` lanes 8c..8c+3, `hi` 8c+4..8c+7
  // (clobbers ymm2).
  void loadMaskLanes64(const x86::Ymm& lo, const x86::Ymm& hi, const ir::Inst* mask, unsigned chunk);
  // Byte `chunk` of a mask (its lanes 8c..8c+7 as bits), zero-extended.
  void loadMaskByte(const x86::Gp& dst, const ir::Inst* mask, unsigned chunk);
  // AVX-512: lanes 16g..16g+15 of a mask into a k register.
  void loadMask16(const x86::KReg& dst, const ir::Inst* mask, unsigned group);
  void storeChunk32(const ir::Inst& inst, unsigned chunk, const x86::Ymm& src);
  void storeChunk64(const ir::Inst& inst, unsigned chunk, const x86::Ymm& lo, const x86::Ymm& hi);
  // Stores the sign bits of the 32-bit lanes of `lanes` as bits 8c..8c+7 of
  // the mask result of `inst`.
  void storeMaskChunk32(const ir::Inst& inst, unsigned chunk, const x86::Ymm& lanes);

  // Ops whose code an earlier op's emitter produced together with its own
  // (the Mfma ops of one instruction, emit_matrix.cpp): they emit nothing.
  void markEmitted(const ir::Inst* inst) { emittedEarlier_.insert(inst); }
  bool emittedEarlier(const ir::Inst* inst) const { return emittedEarlier_.count(inst) != 0; }

  // Constants in the code's data area, RIP-relative (64-byte aligned).
  x86::Mem constant32x8(const std::uint32_t (&lanes)[8]);
  x86::Mem constantWords(const std::vector<std::uint32_t>& words);
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
  void requireWholeWave(const char* what) const;

  // The chunk cache. `mask` entries hold a mask's chunk as all-ones lanes.
  struct CacheEntry {
    const ir::Inst* value = nullptr;
    bool mask = false;
    bool dirty = false;  // not in memory (a region-only value)
  };
  // The position of the first region op after the current one (or from the
  // current one on: its operands may not be loaded yet) that reads `value`.
  std::optional<unsigned> nextUse(const ir::Inst* value, bool fromCurrent) const;
  static x86::Ymm cacheRegister(std::size_t i) { return x86::Ymm(unsigned(8 + i)); }
  int cached(const ir::Inst* value, bool mask);
  // Copies `src` into a cache register for `value` (evicting as needed).
  void remember(const ir::Inst* value, bool mask, const x86::Ymm& src, bool dirty);
  void writeBack(const CacheEntry& entry, const x86::Ymm& reg);
  bool regionOnly(const ir::Inst* value) const { return regionOnly_.count(value) != 0; }

  const SlotMap* slots_ = nullptr;
  const std::unordered_set<const ir::Inst*>* virtualBroadcasts_ = nullptr;
  std::deque<HelperSite>& sites_;
  ChunkRange chunks_{0, kChunks};
  Label laneIdTable_;  // 0..63
  std::array<CacheEntry, 6> cache_;
  std::unordered_set<const ir::Inst*> regionOnly_;  // values of the region used only there
  std::unordered_set<const ir::Inst*> emittedEarlier_;
  std::unordered_map<const ir::Inst*, std::vector<unsigned>> usePositions_;  // region ops reading each value
  unsigned position_ = 0;
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

// Whether an op, with its operand types, is emitted as per-chunk code only
// (so it may join a chunk region). Each emit file answers for its ops, next
// to their emitters (emit/chunkwise.cpp collects them).
bool chunkwise(const Emitter& e, const ir::Inst& inst);
bool chunkwiseInt(const Emitter& e, const ir::Inst& inst);
bool chunkwiseFloat(const Emitter& e, const ir::Inst& inst);
bool chunkwiseLane(const Emitter& e, const ir::Inst& inst);
bool chunkwiseState(const Emitter& e, const ir::Inst& inst);
bool chunkwiseConvert(const Emitter& e, const ir::Inst& inst);

// One emitter per IR op (ir/opcodes.inc): a missing one fails to link.
#define IR_OP(name, ...) void emit_##name(Emitter& e, const ir::Inst& inst);
#include "ir/opcodes.inc"
#undef IR_OP

// An op whose emitter is the interpreter helper (docs/ARCHITECTURE.md lists
// them): defines emit_<Name> as a call of Emitter::callInterpreterHelper.
#define GCNJIT_EMIT_VIA_HELPER(name) \
  void emit_##name(Emitter& e, const ir::Inst& inst) { e.callInterpreterHelper(inst); }

}  // namespace gcnjit::backend_x64
