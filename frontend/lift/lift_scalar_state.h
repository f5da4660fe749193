// Hardware registers, STATUS/MODE bits and the GPR-indexing state as the
// scalar instructions read and write them (Vega ISA "Hardware Registers",
// "Status Register Fields", "Mode Register Fields", "VGPR Indexing").
#pragma once

#include <cstdint>

#include "lift/lift_context.h"

namespace gcnjit::lift {

// s_getreg/s_setreg ids.
constexpr unsigned kHwRegMode = 1;
constexpr unsigned kHwRegStatus = 2;

// STATUS bits.
constexpr std::uint32_t kStatusScc = 1u << 0;
constexpr unsigned kStatusWavePrioShift = 3;  // WAVE_PRIO [4:3]
constexpr std::uint32_t kStatusPriv = 1u << 5;
constexpr std::uint32_t kStatusExecz = 1u << 9;
constexpr std::uint32_t kStatusVccz = 1u << 10;
constexpr std::uint32_t kStatusHalt = 1u << 13;
constexpr std::uint32_t kStatusCondDbgUser = 1u << 20;
constexpr std::uint32_t kStatusCondDbgSys = 1u << 21;

// MODE bits.
constexpr std::uint32_t kModeGprIdxEn = 1u << 27;
constexpr unsigned kModeVskipBit = 28;

// SIMM16 of s_getreg/s_setreg: {size - 1 [15:11], offset [10:6], id [5:0]}.
struct HwRegField {
  unsigned id, offset, size;
};
HwRegField decodeHwRegField(std::uint32_t simm16);

// The whole register `id` (i32); STATUS with its live SCC, EXECZ and VCCZ.
V readHwReg(LiftContext& c, unsigned id);
V readStatus(LiftContext& c);
// (register >> offset) & ((1 << size) - 1).
V extractHwRegField(LiftContext& c, V whole, const HwRegField& field);
// The field's bits of a writable register (MODE, TRAPSTS) become the low
// bits of `value`; writes to read-only registers are ignored.
void writeHwRegField(LiftContext& c, const HwRegField& field, V value);
void clearStatusBits(LiftContext& c, std::uint32_t bits);

// GPR indexing state (M0[7:0] index, M0[15:12] enables, MODE.GPR_IDX_EN).
// The VALU instructions that follow see index mode through LiftContext
// (gpr_index_mode.h).
void sSetGprIdxOn(LiftContext& c);
void sSetGprIdxOff(LiftContext& c);
void sSetGprIdxIdx(LiftContext& c);
void sSetGprIdxMode(LiftContext& c);

}  // namespace gcnjit::lift
