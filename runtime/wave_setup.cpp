#include "ir/mode.h"
#include "runtime/wave_setup.h"

#include <algorithm>
#include <array>
#include <bitset>
#include <cstddef>
#include <cstring>
#include <vector>

#include "runtime/wave_memory.h"

namespace gcnjit::runtime {
namespace {

// The private segment buffer V# (Vega ISA "Buffer Resource Descriptor"):
// base = the wave's scratch, stride 0, swizzle enabled, index stride 64,
// add thread id: each lane's dwords interleave as swizzledScratchOffset says.
std::array<std::uint32_t, 4> privateSegmentBuffer(const WaveInit& init) {
  std::uint64_t base = init.scratchBase;
  std::uint32_t word1 = std::uint32_t(base >> 32) & 0xffff;
  word1 |= 1u << 31;  // swizzle enable
  std::uint32_t numRecords = init.scratchPerLane * 64;
  std::uint32_t word3 = 4u | (5u << 3) | (6u << 6) | (7u << 9);  // dst_sel x,y,z,w = R,G,B,A
  word3 |= 4u << 12;   // num_format UINT
  word3 |= 4u << 15;   // data_format 32
  word3 |= 3u << 21;   // index stride 64
  word3 |= 1u << 23;   // add tid enable
  return {std::uint32_t(base), word1, numRecords, word3};
}

// v0..v2 = the (x, y, z) of each of the wave's `lanes` lanes, whose flat
// ids start at `first`: the first lane's ids, then counted up lane by lane
// (no division per lane: this runs for every wave).
void setWorkItemIds(ir::WaveState& state, unsigned dimensions, unsigned first, unsigned lanes, unsigned sx,
                    unsigned sy) {
  unsigned x = first, y = 0, z = 0;
  if (first >= sx) {  // not in the first row (never for 1D groups): divide
    x = first % sx;
    y = (first / sx) % sy;
    z = first / (sx * sy);
  }
  if (x + lanes <= sx) {  // the whole wave in one row (always for 1D groups)
    if (lanes == ir::kWaveLanes) {  // a constant trip count and independent steps: vectorised
      static constexpr auto kLaneIds = [] {
        std::array<std::uint32_t, ir::kWaveLanes> ids{};
        for (unsigned lane = 0; lane < ir::kWaveLanes; ++lane) ids[lane] = lane;
        return ids;
      }();
      for (unsigned lane = 0; lane < ir::kWaveLanes; ++lane) state.vgpr[0][lane] = x + kLaneIds[lane];
    } else {
      for (unsigned lane = 0; lane < lanes; ++lane) state.vgpr[0][lane] = x + lane;
    }
    if (dimensions >= 1) std::fill_n(state.vgpr[1], lanes, y);
    if (dimensions >= 2) std::fill_n(state.vgpr[2], lanes, z);
    return;
  }
  for (unsigned lane = 0; lane < lanes; ++lane) {
    state.vgpr[0][lane] = x;
    if (dimensions >= 1) state.vgpr[1][lane] = y;
    if (dimensions >= 2) state.vgpr[2][lane] = z;
    if (++x == sx) {
      x = 0;
      if (++y == sy) {
        y = 0;
        ++z;
      }
    }
  }
}

// memset through a call: inlined with its constant size, the SGPR part
// became `rep stos`, whose start-up cost dominated clearing a wave.
[[gnu::noinline]] void clearBytes(void* p, std::size_t bytes) { std::memset(p, 0, bytes); }

// Appends entry i (of `size` bytes, `base` bytes into the WaveState) for
// every set bit i of `rows`, one range per run of consecutive set bits.
template <std::size_t N>
void addRows(std::vector<ResetRange>& ranges, std::size_t base, std::size_t size, const std::bitset<N>& rows) {
  for (std::size_t i = 0; i < N;) {
    if (!rows[i]) {
      ++i;
      continue;
    }
    std::size_t first = i;
    while (i < N && rows[i]) ++i;
    ranges.push_back({std::uint32_t(base + first * size), std::uint32_t((i - first) * size)});
  }
}

}  // namespace

ResetPlan resetPlan(const ir::RegisterUse& use) {
  ResetPlan plan;
  addRows(plan.ranges, offsetof(ir::WaveState, vgpr), sizeof ir::WaveState::vgpr[0], use.vgprs);
  addRows(plan.ranges, offsetof(ir::WaveState, agpr), sizeof ir::WaveState::agpr[0], use.agprs);
  addRows(plan.ranges, offsetof(ir::WaveState, sgpr), sizeof ir::WaveState::sgpr[0], use.sgprs);
  std::uint32_t special = offsetof(ir::WaveState, scc);
  std::uint32_t specialBytes = std::uint32_t(sizeof(ir::WaveState) - special);
  if (!plan.ranges.empty() && plan.ranges.back().offset + plan.ranges.back().bytes == special) {
    plan.ranges.back().bytes += specialBytes;  // the SGPR run reaches the special registers
  } else {
    plan.ranges.push_back({special, specialBytes});
  }
  return plan;
}

void resetWaveState(ir::WaveState& state, const ResetPlan& plan) {
  auto* bytes = reinterpret_cast<std::uint8_t*>(&state);
  for (const ResetRange& r : plan.ranges) clearBytes(bytes + r.offset, r.bytes);
}

std::uint32_t initialMode(const KernelDescriptor& kd) {
  const auto& r1 = kd.rsrc1;
  return ir::mode::make(r1.floatRoundMode32, r1.floatRoundMode1664, r1.floatDenormMode32, r1.floatDenormMode1664,
                        r1.enableDx10Clamp, r1.enableIeeeMode);
}

void initWaveState(ir::WaveState& state, const KernelDescriptor& kd, const WaveInit& init) {
  unsigned next = 0;
  auto put32 = [&](std::uint32_t v) {
    if (next < 102) state.sgpr[next] = v;
    ++next;
  };
  auto put64 = [&](std::uint64_t v) {
    put32(std::uint32_t(v));
    put32(std::uint32_t(v >> 32));
  };
  const auto& p = kd.properties;
  if (p.enableSgprPrivateSegmentBuffer) {
    for (std::uint32_t w : privateSegmentBuffer(init)) put32(w);
  }
  if (p.enableSgprDispatchPtr) put64(init.dispatchPacket);
  if (p.enableSgprQueuePtr) put64(init.queue);
  if (p.enableSgprKernargSegmentPtr) put64(init.kernarg);
  if (p.enableSgprDispatchId) put64(init.dispatchId);
  if (p.enableSgprFlatScratchInit) put64(init.scratchBase);  // GFX9: the wave's scratch base address
  if (p.enableSgprPrivateSegmentSize) put32(init.scratchPerLane);
  // System SGPRs follow the user SGPRs the descriptor counts.
  next = kd.rsrc2.userSgprCount;
  const auto& r2 = kd.rsrc2;
  if (r2.enableSgprWorkgroupIdX) put32(init.workgroupId[0]);
  if (r2.enableSgprWorkgroupIdY) put32(init.workgroupId[1]);
  if (r2.enableSgprWorkgroupIdZ) put32(init.workgroupId[2]);
  if (r2.enableSgprWorkgroupInfo) put32(0);
  if (r2.enablePrivateSegment) put32(0);  // scratch wave offset: each wave has its own area

  // Work-item ids: the wave's lanes are consecutive flat ids x + y*X + z*X*Y.
  unsigned sx = init.workgroupSize[0], sy = init.workgroupSize[1], sz = init.workgroupSize[2];
  unsigned total = sx * sy * sz;
  unsigned first = init.waveInGroup * ir::kWaveLanes;
  unsigned lanes = first < total ? std::min(total - first, ir::kWaveLanes) : 0;
  setWorkItemIds(state, kd.rsrc2.enableVgprWorkitemId, first, lanes, sx, sy);
  std::uint64_t exec = lanes == ir::kWaveLanes ? ~0ull : (1ull << lanes) - 1;
  state.setExec(exec);

  state.mode = initialMode(kd);
  state.sharedBase = kSharedApertureHi;
  state.sharedLimit = kSharedApertureHi;
  state.privateBase = kPrivateApertureHi;
  state.privateLimit = kPrivateApertureHi;
}

}  // namespace gcnjit::runtime
