// The wave start block: code that gives the running wave (r12) its state
// at kernel entry from the frame's ir::WaveEntry, as the runtime's wave
// setup would (runtime/wave_setup.h), then enters the kernel's entry block.
// Waves the code switches to at s_barrier and s_endpgm start there, so a
// workgroup's waves are set up without leaving the generated code.
#pragma once

#include <asmjit/x86.h>

#include <cstdint>
#include <utility>
#include <vector>

namespace gcnjit::backend_x64 {

// `zmmChunks`: the code reads VGPRs in 64-byte chunks (else 32).
// `clearRanges`: WaveState byte ranges (offset, bytes; multiples of 4, whole
// rows for vector registers) of the registers the kernel may read before
// writing them: the entry's SGPRs among them are copied, the rest zeroed;
// the others start as they are (the kernel writes them first).
void emitWaveStart(asmjit::x86::Assembler& a, bool zmmChunks,
                   const std::vector<std::pair<std::uint32_t, std::uint32_t>>& clearRanges, asmjit::Label entryBlock);

}  // namespace gcnjit::backend_x64
