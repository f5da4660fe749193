#include "backend_x64/emit/quad_transpose.h"

#include <stdexcept>
#include <vector>

namespace gcnjit::backend_x64 {
namespace {

using x86::zmm;

// The transposes' intermediate registers, zmm8-zmm11: chunk cache registers
// (vector_registers.h), free because quads are whole-wave memory code,
// never inside a chunk region (checked).
constexpr unsigned kStep = kChunkCacheVec;

void requireWholeWave(const Emitter& e) {
  if (e.inRegion()) throw std::logic_error("x64 backend: a dword quad transpose inside a chunk region");
}

// dst = the dwords `index` picks from the 32 of (a, b) (vpermi2d).
void pick32(Emitter& e, unsigned dst, const std::vector<std::uint32_t>& index, unsigned a, unsigned b) {
  e.a.vmovdqu32(zmm(dst), e.constantWords(index));
  e.a.vpermi2d(zmm(dst), zmm(a), zmm(b));
}

// The same for the 16 qwords of (a, b): `index` holds 8 qword indices.
void pick64(Emitter& e, unsigned dst, const std::vector<std::uint32_t>& index, unsigned a, unsigned b) {
  std::vector<std::uint32_t> words;
  for (std::uint32_t q : index) words.insert(words.end(), {q, 0});
  e.a.vmovdqu64(zmm(dst), e.constantWords(words));
  e.a.vpermi2q(zmm(dst), zmm(a), zmm(b));
}

}  // namespace

// Lane-major register pair (i, i+1) holds lanes 8h..8h+7 (h = i / 2) as 32
// dwords, lane l's dword c at 4l + c. One vpermi2d gathers dword c and c+1
// of those 8 lanes into the low and high halves; vshufi64x2 joins the
// halves of the two pairs into components c and c+1 of all 16 lanes.
void lanesToComponents(Emitter& e) {
  requireWholeWave(e);
  for (unsigned c = 0; c < 4; c += 2) {
    std::vector<std::uint32_t> index(16);
    for (unsigned j = 0; j < 8; ++j) {
      index[j] = 4 * j + c;
      index[8 + j] = 4 * j + c + 1;
    }
    pick32(e, kStep + c, index, 0, 1);      // lanes 0-7: component c | c+1
    pick32(e, kStep + 1 + c, index, 2, 3);  // lanes 8-15
    e.a.vshufi64x2(zmm(4 + c), zmm(kStep + c), zmm(kStep + 1 + c), 0x44);  // the low halves: component c
    e.a.vshufi64x2(zmm(5 + c), zmm(kStep + c), zmm(kStep + 1 + c), 0xee);  // the high halves: c + 1
  }
}

// Components (0, 1) and (2, 3) interleaved per lane for 8 lanes (vpermi2d:
// lane l's dword pair is qword l), then the qword pairs of 4 lanes in turn
// (vpermi2q) make a lane-major register.
void componentsToLanes(Emitter& e) {
  requireWholeWave(e);
  for (unsigned h = 0; h < 2; ++h) {  // lanes 8h..8h+7
    std::vector<std::uint32_t> pairs(16);
    for (unsigned j = 0; j < 16; ++j) pairs[j] = (j % 2 ? 16 : 0) + 8 * h + j / 2;
    pick32(e, kStep + 2 * h, pairs, 4, 5);      // components 0 and 1
    pick32(e, kStep + 1 + 2 * h, pairs, 6, 7);  // 2 and 3
  }
  for (unsigned i = 0; i < 4; ++i) {
    unsigned h = i / 2, first = 4 * (i % 2);  // lanes 4i..4i+3 are lanes first.. of half h
    pick64(e, i, {first, 8 + first, first + 1, 9 + first, first + 2, 10 + first, first + 3, 11 + first},
           kStep + 2 * h, kStep + 1 + 2 * h);
  }
}

}  // namespace gcnjit::backend_x64
