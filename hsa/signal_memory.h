// Where signals live: device memory kernels reach. A signal handle is the
// address of its amd_signal_t, and device code changes signals directly
// (AMD's hostcall buffer rings its doorbell signal with an atomic add on the
// value at offset 8), so every signal must be in a registered range. Slots
// come from blocks of device memory allocated once and kept, so creating
// and destroying signals does not change the device's address ranges.
#pragma once

#include <cstddef>

namespace gcnjit::hsa {

// One signal-sized (64-byte), 64-byte-aligned slot of device memory.
void* takeSignalSlot();
// Gives back a slot from takeSignalSlot for reuse.
void giveSignalSlot(void* slot);

constexpr std::size_t kSignalSlotBytes = 64;

}  // namespace gcnjit::hsa
