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

// v0..v2 (`rows`) = the (x, y, z) of each of the wave's `lanes` lanes,
// whose flat ids start at `first`: the first lane's ids, then counted up
// lane by lane (no division per lane).
void setWorkItemIds(std::uint32_t (*rows)[ir::kWaveLanes], unsigned dimensions, unsigned first, unsigned lanes,
                    unsigned sx, unsigned sy) {
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
      for (unsigned lane = 0; lane < ir::kWaveLanes; ++lane) rows[0][lane] = x + kLaneIds[lane];
    } else {
      for (unsigned lane = 0; lane < lanes; ++lane) rows[0][lane] = x + lane;
    }
    if (dimensions >= 1) std::fill_n(rows[1], lanes, y);
    if (dimensions >= 2) std::fill_n(rows[2], lanes, z);
    return;
  }
  for (unsigned lane = 0; lane < lanes; ++lane) {
    rows[0][lane] = x;
    if (dimensions >= 1) rows[1][lane] = y;
    if (dimensions >= 2) rows[2][lane] = z;
    if (++x == sx) {
      x = 0;
      if (++y == sy) {
        y = 0;
        ++z;
      }
    }
  }
}

// The first flat work-item id of wave `wave` of a workgroup of `size`, and
// how many of its lanes are live.
struct WaveLanes {
  unsigned first, lanes;
};
WaveLanes waveLanes(const std::array<std::uint16_t, 3>& size, unsigned wave) {
  unsigned total = unsigned(size[0]) * size[1] * size[2];
  unsigned first = wave * ir::kWaveLanes;
  return {first, first < total ? std::min(total - first, ir::kWaveLanes) : 0};
}

std::uint64_t execOf(unsigned lanes) { return lanes == ir::kWaveLanes ? ~0ull : (1ull << lanes) - 1; }

// The registers after the SGPRs (from SCC on) at a wave's start, written
// into `fromScc` (laid out as ir::WaveState from SCC on, zeroed).
void writeInitialSpecials(std::uint8_t* fromScc, const KernelDescriptor& kd) {
  auto put = [&](std::size_t field, std::uint32_t value) {
    std::memcpy(fromScc + (field - offsetof(ir::WaveState, scc)), &value, sizeof value);
  };
  put(offsetof(ir::WaveState, mode), initialMode(kd));
  put(offsetof(ir::WaveState, sharedBase), kSharedApertureHi);
  put(offsetof(ir::WaveState, sharedLimit), kSharedApertureHi);
  put(offsetof(ir::WaveState, privateBase), kPrivateApertureHi);
  put(offsetof(ir::WaveState, privateLimit), kPrivateApertureHi);
}

// s0.. at a wave's start (at most `capacity` of them written): the user
// SGPRs the descriptor enables in their fixed order, then, after the user
// SGPRs it counts, the system SGPRs it enables.
void writeInitialSgprs(std::uint32_t* sgpr, unsigned capacity, const KernelDescriptor& kd, const WaveInit& init) {
  unsigned next = 0;
  auto put32 = [&](std::uint32_t v) {
    if (next < capacity) sgpr[next] = v;
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
  next = kd.rsrc2.userSgprCount;
  const auto& r2 = kd.rsrc2;
  if (r2.enableSgprWorkgroupIdX) put32(init.workgroupId[0]);
  if (r2.enableSgprWorkgroupIdY) put32(init.workgroupId[1]);
  if (r2.enableSgprWorkgroupIdZ) put32(init.workgroupId[2]);
  if (r2.enableSgprWorkgroupInfo) put32(0);
  if (r2.enablePrivateSegment) put32(0);  // scratch wave offset: each wave has its own area
}

// memset through a call: inlined with its constant size, the SGPR part
// became `rep stos`, whose start-up cost dominated clearing a wave.
[[gnu::noinline]] void clearBytes(void* p, std::size_t bytes) { std::memset(p, 0, bytes); }

}  // namespace

void resetWaveState(ir::WaveState& state, const ResetPlan& plan) {
  auto* bytes = reinterpret_cast<std::uint8_t*>(&state);
  for (const ir::StateRange& r : plan.ranges) clearBytes(bytes + r.offset, r.bytes);
}

std::uint32_t initialMode(const KernelDescriptor& kd) {
  const auto& r1 = kd.rsrc1;
  return ir::mode::make(r1.floatRoundMode32, r1.floatRoundMode1664, r1.floatDenormMode32, r1.floatDenormMode1664,
                        r1.enableDx10Clamp, r1.enableIeeeMode);
}

void initWaveState(ir::WaveState& state, const KernelDescriptor& kd, const WaveInit& init) {
  writeInitialSgprs(state.sgpr, 102, kd, init);
  auto [first, lanes] = waveLanes(init.workgroupSize, init.waveInGroup);
  setWorkItemIds(state.vgpr, kd.rsrc2.enableVgprWorkitemId, first, lanes, init.workgroupSize[0], init.workgroupSize[1]);
  state.setExec(execOf(lanes));
  writeInitialSpecials(reinterpret_cast<std::uint8_t*>(&state.scc), kd);
}

void setEntryRegisters(ir::WaveEntry& entry, const KernelDescriptor& kd, const WaveInit& init) {
  writeInitialSgprs(entry.sgprs, ir::WaveEntry::kSgprs, kd, init);
  writeInitialSpecials(entry.specials, kd);
}

void clearEntryRegisters(ir::WaveEntry& entry) {
  std::memset(entry.exec, 0, sizeof entry.exec);
  std::memset(entry.sgprs, 0, sizeof entry.sgprs);
  std::memset(entry.specials, 0, sizeof entry.specials);
  entry.idRows = 0;
}

void copyEntryRegisters(ir::WaveEntry& entry, const ir::WaveEntry& from) {
  std::memcpy(entry.exec, from.exec, sizeof entry.exec);
  std::memcpy(entry.sgprs, from.sgprs, sizeof entry.sgprs);
  std::memcpy(entry.specials, from.specials, sizeof entry.specials);
  entry.idRows = from.idRows;
}

void setEntryWorkgroupId(ir::WaveEntry& entry, const KernelDescriptor& kd, const ir::WaveEntry& initial,
                         const std::array<std::uint32_t, 3>& id) {
  std::uint32_t ids[3];
  unsigned count = 0;
  const auto& r2 = kd.rsrc2;
  if (r2.enableSgprWorkgroupIdX) ids[count++] = id[0];
  if (r2.enableSgprWorkgroupIdY) ids[count++] = id[1];
  if (r2.enableSgprWorkgroupIdZ) ids[count++] = id[2];
  unsigned first = r2.userSgprCount, end = first + count;
  auto sgpr = [&](unsigned s) { return s >= first && s < end ? ids[s - first] : initial.sgprs[s]; };
  // Whole aligned pairs of SGPRs, each made in a register: the wave start
  // copies them 8 bytes at a time, and an 8-byte load waits for narrower
  // stores in flight to reach the cache instead of being forwarded from
  // them (here and in a staging copy alike).
  for (unsigned pair = first & ~1u; pair < end && pair + 1 < ir::WaveEntry::kSgprs; pair += 2) {
    std::uint64_t bits = sgpr(pair) | std::uint64_t(sgpr(pair + 1)) << 32;
    std::memcpy(&entry.sgprs[pair], &bits, sizeof bits);
  }
}

void setEntryWorkItems(ir::WaveEntry& entry, const KernelDescriptor& kd, const std::array<std::uint16_t, 3>& size) {
  unsigned dimensions = kd.rsrc2.enableVgprWorkitemId;
  entry.idRows = dimensions + 1;
  unsigned waves = (unsigned(size[0]) * size[1] * size[2] + ir::kWaveLanes - 1) / ir::kWaveLanes;
  for (unsigned w = 0; w < waves; ++w) {
    auto [first, lanes] = waveLanes(size, w);
    std::memset(entry.ids[w], 0, sizeof entry.ids[w]);
    setWorkItemIds(entry.ids[w], dimensions, first, lanes, size[0], size[1]);
    entry.exec[w] = execOf(lanes);
  }
}

}  // namespace gcnjit::runtime
