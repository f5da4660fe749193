// The gfx908 matrix multiply-add (Mfma, ir/ops/matrix.inc). Register layouts:
// MI100 ISA (seed 001) "Matrix Arithmetic Instructions" and AMD's matrix
// instruction calculator for CDNA1 (gfx9 input and output layouts, CBSZ/ABID
// block broadcast, BLGP lane patterns).
#include <bit>
#include <cmath>

#include "ir/interp/context.h"
#include "ir/matrix.h"

namespace gcnjit::ir {
namespace {

// BLGP: the lane of B a lane's element comes from. 0 as is, 1/2 broadcast
// the lower/upper 32 lanes, 3 rotates down by 16, 4..7 broadcast lanes
// 0-15 / 16-31 / 32-47 / 48-63.
unsigned blgpLane(unsigned lane, unsigned blgp) {
  switch (blgp) {
    case 1: return lane % 32;
    case 2: return lane % 32 + 32;
    case 3: return (lane + 16) % 64;
    case 4: case 5: case 6: case 7: return (blgp - 4) * 16 + lane % 16;
    default: return lane;
  }
}

// CBSZ/ABID: block `block` takes its A from block ABID of its aligned group
// of 2^CBSZ blocks.
unsigned aBlock(const MfmaShape& s, unsigned block) { return (block >> s.cbsz << s.cbsz) + s.abid; }

// Element (row, k) of an input matrix of `rows` rows in block `block`:
// lane row + rows * (block + blocks * (k / E)), field k % E of the lane's
// value (E = elementsPerLane()).
std::uint64_t inputBits(const MfmaShape& s, const Value& v, unsigned rows, unsigned block, unsigned row,
                        unsigned k, unsigned blgp) {
  unsigned perLane = s.elementsPerLane();
  unsigned lane = blgpLane(row + rows * (block + s.blocks * (k / perLane)), blgp);
  unsigned width = s.input == MfmaInput::F32 ? 32 : s.input == MfmaInput::I8 ? 8 : 16;
  return (v.lanes[lane] >> (width * (k % perLane))) & ((1ull << width) - 1);
}

float inputFloat(MfmaInput input, std::uint64_t bits) {
  switch (input) {
    case MfmaInput::F16: return float(std::bit_cast<_Float16>(std::uint16_t(bits)));
    case MfmaInput::BF16: return std::bit_cast<float>(std::uint32_t(bits << 16));
    default: return std::bit_cast<float>(std::uint32_t(bits));
  }
}

// Output layout (32-bit C/D): 4-row groups; a register holds 64 / N such
// groups side by side (or, for 4x4, one row of 16 blocks).
struct OutputPos {
  unsigned reg, lane;
};
OutputPos outputPos(const MfmaShape& s, unsigned block, unsigned i, unsigned j) {
  unsigned groupsPerReg = 64 / s.n;
  unsigned blocksPerReg = (64 * 4 + s.m * s.n - 1) / (s.m * s.n);
  unsigned reg = block * (s.m * s.n / 64) + i / (4 * groupsPerReg) * 4 + i % 4;
  unsigned lane = (block % blocksPerReg) * s.n + (i / 4 % groupsPerReg) * blocksPerReg * s.n + j;
  return {reg, lane};
}

std::uint32_t dotElement(const MfmaShape& s, const Value& a, const Value& b, std::uint32_t c, unsigned block,
                         unsigned i, unsigned j) {
  unsigned blockOfA = aBlock(s, block);
  if (s.integer()) {
    std::uint32_t acc = c;
    for (unsigned k = 0; k < s.k; ++k) {
      auto ai = std::int8_t(inputBits(s, a, s.m, blockOfA, i, k, 0));
      auto bi = std::int8_t(inputBits(s, b, s.n, block, j, k, s.blgp));
      acc += std::uint32_t(std::int32_t(ai) * std::int32_t(bi));
    }
    return acc;
  }
  float acc = std::bit_cast<float>(c);
  for (unsigned k = 0; k < s.k; ++k) {
    float av = inputFloat(s.input, inputBits(s, a, s.m, blockOfA, i, k, 0));
    float bv = inputFloat(s.input, inputBits(s, b, s.n, block, j, k, s.blgp));
    acc = std::fma(av, bv, acc);
  }
  return std::bit_cast<std::uint32_t>(acc);
}

}  // namespace

void exec_Mfma(ExecContext& cx, const Inst& inst, Value& out) {
  MfmaShape s = MfmaShape::decode(inst.imm);
  const Value& a = cx.operand(inst, 0);
  const Value& b = cx.operand(inst, 1);
  const Value& c = cx.operand(inst, 2);
  for (unsigned block = 0; block < s.blocks; ++block) {
    for (unsigned i = 0; i < s.m; ++i) {
      for (unsigned j = 0; j < s.n; ++j) {
        OutputPos pos = outputPos(s, block, i, j);
        if (pos.reg != s.reg) continue;
        out.lanes[pos.lane] = dotElement(s, a, b, std::uint32_t(c.lanes[pos.lane]), block, i, j);
      }
    }
  }
}

}  // namespace gcnjit::ir
