// The per-thread frame JIT code runs on. Generated code keeps its address in
// r13, the wave's WaveState in r12 and the value slots in rbx; everything a
// helper needs (memory, exit status) is reached from here.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "ir/executable.h"
#include "ir/wave_entry.h"

namespace gcnjit::ir {
struct Value;
}

namespace gcnjit::backend_x64 {

class CompiledProgram;

struct JitFrame {
  ir::WaveState* state = nullptr;  // the running wave's (set by setWave)
  std::uint8_t* values = nullptr;   // value slots (SlotMap offsets)
  ir::Memory* memory = nullptr;
  std::uint64_t blocksLeft = 0;     // runaway limit: blocks the wave may still enter
  // Why the code returned (ir::ExitStatus::Kind) and where.
  std::uint64_t exitKind = 0;
  std::uint64_t exitBlock = 0;
  std::uint64_t resumeBlock = 0;
  std::uint64_t trapId = 0;
  std::uint64_t exitPc = 0;
  std::uint32_t kernelMxcsr = 0;    // MXCSR while JIT code runs
  std::uint32_t hostMxcsr = 0;      // MXCSR of the caller, restored for helpers
  // The ir::Memory::extentGeneration the ranges below came under: they are
  // kept across runs while it stays the same (and is not 0).
  std::uint64_t extentGeneration = 0;
  // Host ranges that scalar loads and contiguous or gathered global accesses
  // may touch directly, [rangeLo[i], rangeHi[i]): kernels use a few at a
  // time (kernarg, dispatch packet, several buffers; a round-robin cache
  // thrashes when a wave cycles through more ranges than it has, so it has
  // room for kernarg, packet and six buffers). Refilled by gcnjitVouchRange
  // into entry rangeNext (round robin), empty (lo > hi - 4) when forgotten.
  static constexpr int kRanges = 8;
  std::uint64_t rangeLo[kRanges] = {~0ull, ~0ull, ~0ull, ~0ull, ~0ull, ~0ull, ~0ull, ~0ull};
  std::uint64_t rangeHi[kRanges] = {4, 4, 4, 4, 4, 4, 4, 4};
  std::uint64_t rangeNext = 0;
  // Per findRange site (Emitter::newRangeSite; sites past kRangeSites share
  // entries), the entry of rangeLo/Hi that held its address last time:
  // tried first, inline (emit/vouched_range.h). A hint only: any value
  // below kRanges is valid.
  static constexpr unsigned kRangeSites = 1024;
  std::uint32_t rangeSiteEntry[kRangeSites] = {};
  // Per scalar load site (Emitter::newScalarLoadSite; sites past
  // kScalarLoadSites share entries), the base address it read from last and
  // how many bytes from it lie in one vouched-for range, 0 when none
  // (emit/emit_scalar_load.cpp). Cleared with the ranges.
  static constexpr unsigned kScalarLoadSites = 128;
  struct ScalarLoadSite {
    std::uint64_t base = 0;
    std::uint64_t bytes = 0;
  };
  ScalarLoadSite scalarLoadSites[kScalarLoadSites] = {};
  // Where each global load or store of the running chunk region accesses
  // its chunks (emit/global_in_region.h): lane 0's address when the 64
  // lanes are consecutive in one vouched-for range, else a load's value
  // slot, filled ahead of the region, or a store's data slot, stored from
  // after it. Written by the region's preludes.
  std::uint64_t regionAccessBase[8] = {};
  // Per global access site that tries several address shapes in turn
  // (emit/global_avx512.cpp; Emitter::newShapeSite, sites past kShapeSites
  // share entries), the shape that took its last access: tried first. A
  // hint only: any value is valid.
  static constexpr unsigned kShapeSites = 1024;
  std::uint8_t shapeSiteEntry[kShapeSites] = {};
  // Stride prefetch for streaming loads (emit/vouched_range.cpp): per wave,
  // the last address each of kPrefetchSites load sites read (a site: a
  // load's whole-wave or 16-lane-group path; a GEMM's loop has some 40;
  // loads in loops get theirs first, Emitter::newPrefetchSite), and in
  // which turn. The waves of a workgroup take turns on the thread, so the
  // stride of a site is measured between reads of one wave (the WaveState
  // address names it); a wave without an entry takes over entry
  // prefetchNext (round robin). setWave picks the running wave's entry,
  // prefetchEntry (bytes into prefetch), once per turn, and counts the
  // turns.
  static constexpr unsigned kPrefetchSites = 128;
  static constexpr unsigned kPrefetchWaves = 8;
  struct PrefetchSite {
    std::uint64_t address = 0;
    std::uint64_t turn = 0;
  };
  struct PrefetchHistory {
    const void* wave = nullptr;
    PrefetchSite sites[kPrefetchSites] = {};
  };
  PrefetchHistory prefetch[kPrefetchWaves];
  std::uint64_t prefetchNext = 0;
  std::uint64_t prefetchEntry = 0;
  std::uint64_t turn = 0;  // setWave calls so far
  // The workgroup's LDS, for LDS accesses in generated code: its host base
  // and size (0 when the memory offers no LDS window).
  std::uint8_t* ldsBase = nullptr;
  std::uint64_t ldsBytes = 0;
  // The offsets below which a dword lies in that window (ldsBytes - 3, or 0),
  // for LDS loads inside chunk regions (emit/lds_in_region.h), and the lanes
  // of such a load outside the window, which gcnjitLdsLaneLoads reads
  // through the memory: one chunk's offsets, the lanes to read (bits), the
  // values (those lanes filled in) and the load's GCN address.
  std::uint32_t ldsDwordLimit = 0;
  struct LdsLanes {
    std::uint32_t offsets[16];
    std::uint32_t values[16];
    std::uint32_t lanes;
    std::uint64_t pc;
  };
  LdsLanes ldsLanes = {};
  // LDS address roots of the running block (emit/lds_group_starts.h): the
  // host addresses of lanes 0, 16, 32 and 48, and for each shape the
  // constants a load may add to the root while each 16 lanes read
  // consecutive dwords (or all one dword) inside the LDS (lowest > highest:
  // none).
  static constexpr unsigned kLdsRoots = 16;
  struct ConstantRange {
    std::int64_t lowest;
    std::int64_t highest;
  };
  struct LdsRoot {
    std::uint8_t* groupAddress[4];
    ConstantRange consecutive;
    ConstantRange uniform;
  };
  LdsRoot ldsRoots[kLdsRoots] = {};
  // MFMA inputs converted to f32 (or i32) lanes: for each instruction of a
  // chain, A's and B's planes, one 64-lane plane per element field
  // (emit/emit_matrix.cpp); where each instruction's A and B planes are
  // (those, or f32 operands' own slots), for the loop over a chain; and the
  // MXCSR around it.
  static constexpr unsigned kMfmaChainInstructions = 8;
  alignas(64) std::uint32_t mfmaPlanes[kMfmaChainInstructions][2][256] = {};
  const void* mfmaPlaneAt[kMfmaChainInstructions][2] = {};
  std::uint32_t mfmaSavedMxcsr = 0;
  const CompiledProgram* program = nullptr;
  // The workgroup's turns while the runtime lets the code switch waves at
  // s_barrier and s_endpgm (ir::WaveRunner::runWaves); none: such stops
  // leave the code.
  ir::WaveSchedule* schedule = nullptr;
  // With a schedule whose waves the code starts itself (the wave start
  // block, CompiledProgram::waveStartBlock): their initial registers, and
  // the running wave's index in the workgroup.
  const ir::WaveEntry* waveEntry = nullptr;
  std::uint64_t waveIndex = 0;
  ir::Value* buffers = nullptr;     // 5 whole-wave values for helpers (4 operands, result)
  std::string* message = nullptr;   // fault text

  // Makes `wave` (the workgroup's wave `index`) the running wave: its
  // state, and its prefetch entry (the one naming it, or the next one round
  // robin, taken over).
  void setWave(ir::WaveState* wave, unsigned index) {
    state = wave;
    waveIndex = index;
    ++turn;
    for (unsigned i = 0; i < kPrefetchWaves; ++i) {
      if (prefetch[i].wave == wave) {
        prefetchEntry = i * sizeof(PrefetchHistory);
        return;
      }
    }
    prefetch[prefetchNext].wave = wave;
    prefetchEntry = prefetchNext * sizeof(PrefetchHistory);
    prefetchNext = (prefetchNext + 1) % kPrefetchWaves;
  }
};

// The generated function: runs from block `startBlock` until an exit.
using JitEntry = void (*)(JitFrame* frame, std::uint64_t startBlock);

}  // namespace gcnjit::backend_x64
