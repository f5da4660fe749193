// The vector registers of generated code by role, as numbers for
// Emitter::vec (the ymm or zmm of the chunk width). emitter.h says which
// general registers are whose.
#pragma once

namespace gcnjit::backend_x64 {

// The chunk loops (emit/emit_common.h) load operand i into register i
// (32-bit lanes) or registers 2i and 2i + 1 (the halves of a 64-bit-lane
// chunk), counting from kOperandVec.
constexpr unsigned kOperandVec = 0;
// Where lanes32 and lanes64 / vector64 leave a result outside a chunk
// region: kResultVec, and kResultVec + 1 for the second half of a
// 64-bit-lane chunk (then it is no scratch).
constexpr unsigned kResultVec = 6;
// Two scratch registers past the chunk cache, free in every emitter
// (Emitter::storeMaskChunk32 uses kSpareVec + 1 to cache a mask result).
constexpr unsigned kSpareVec = 14;
// The chunk cache (Emitter::enterRegion): inside a chunk region these hold
// other ops' values, and emitters never write them except as the register
// of their own result (Emitter::resultChunk32 / resultChunk64). With zmm
// chunks zmm24-zmm31 extend it.
constexpr unsigned kChunkCacheVec = 8, kChunkCacheVecs = 6;
constexpr unsigned kChunkCacheZmm = 24, kChunkCacheZmms = 8;

constexpr bool isChunkCacheVec(unsigned id, bool zmmChunks) {
  return (id >= kChunkCacheVec && id < kChunkCacheVec + kChunkCacheVecs) ||
         (zmmChunks && id >= kChunkCacheZmm && id < kChunkCacheZmm + kChunkCacheZmms);
}

}  // namespace gcnjit::backend_x64
