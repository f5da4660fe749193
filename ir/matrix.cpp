// MFMA register layouts (ir/matrix.h): MI100 ISA (seed 001) "Matrix
// Arithmetic Instructions" and AMD's matrix instruction calculator for CDNA1
// (gfx9 input and output layouts, CBSZ/ABID block broadcast, BLGP lane
// patterns).
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

// Element (row, k) of an input matrix of `rows` rows in block `block`:
// lane row + rows * (block + blocks * (k / E)), field k % E of the lane's
// value (E = elementsPerLane()).
MfmaSource inputElement(const MfmaShape& s, unsigned rows, unsigned block, unsigned row, unsigned k) {
  unsigned perLane = s.elementsPerLane();
  return {row + rows * (block + s.blocks * (k / perLane)), k % perLane};
}

}  // namespace

unsigned mfmaInputBits(MfmaInput input) {
  return input == MfmaInput::F32 ? 32 : input == MfmaInput::I8 ? 8 : 16;
}

MfmaSource mfmaElementA(const MfmaShape& s, unsigned block, unsigned row, unsigned k) {
  unsigned sourceBlock = (block >> s.cbsz << s.cbsz) + s.abid;
  return inputElement(s, s.m, sourceBlock, row, k);
}

MfmaSource mfmaElementB(const MfmaShape& s, unsigned block, unsigned k, unsigned col) {
  MfmaSource e = inputElement(s, s.n, block, col, k);
  e.lane = blgpLane(e.lane, s.blgp);
  return e;
}

// Output layout (32-bit C/D): 4-row groups; a register holds 64 / N such
// groups side by side (or, for 4x4, one row of 16 blocks).
MfmaOutput mfmaOutputAt(const MfmaShape& s, unsigned block, unsigned i, unsigned j) {
  unsigned groupsPerReg = 64 / s.n;
  unsigned blocksPerReg = (64 * 4 + s.m * s.n - 1) / (s.m * s.n);
  unsigned reg = block * (s.m * s.n / 64) + i / (4 * groupsPerReg) * 4 + i % 4;
  unsigned lane = (block % blocksPerReg) * s.n + (i / 4 % groupsPerReg) * blocksPerReg * s.n + j;
  return {reg, lane};
}

namespace {

// Calls visit(element, where it lives) for every output element.
template <class Visit>
void forEachOutput(const MfmaShape& s, Visit visit) {
  for (unsigned block = 0; block < s.blocks; ++block) {
    for (unsigned i = 0; i < s.m; ++i) {
      for (unsigned j = 0; j < s.n; ++j) visit(MfmaElement{block, i, j}, mfmaOutputAt(s, block, i, j));
    }
  }
}

}  // namespace

std::vector<MfmaElement> mfmaElementsByRegister(const MfmaShape& s) {
  std::vector<MfmaElement> elements(std::size_t(s.outputRegs()) * 64);
  forEachOutput(s, [&](MfmaElement e, MfmaOutput at) { elements[std::size_t(at.reg) * 64 + at.lane] = e; });
  return elements;
}

void mfmaElementsOf(const MfmaShape& s, unsigned reg, MfmaElement (&lanes)[64]) {
  forEachOutput(s, [&](MfmaElement e, MfmaOutput at) {
    if (at.reg == reg) lanes[at.lane] = e;
  });
}

}  // namespace gcnjit::ir
