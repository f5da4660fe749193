// The immediate of the Mfma op (ir/ops/matrix.inc): one gfx908 matrix
// instruction's shape and modifiers, and which output register the op
// computes. Shapes and layouts follow the MI100 ISA (seed 001) "Matrix
// Arithmetic Instructions" and AMD's matrix instruction calculator for CDNA1.
#pragma once

#include <cstdint>
#include <vector>

namespace gcnjit::ir {

// Element type of the A and B matrices. C and D are f32 (i32 for I8).
enum class MfmaInput : std::uint8_t { F32, F16, BF16, I8 };

struct MfmaShape {
  std::uint8_t m = 0, n = 0, k = 0, blocks = 0;  // D[M][N] = A[M][K] * B[K][N] + C, per block
  MfmaInput input = MfmaInput::F32;
  std::uint8_t cbsz = 0, abid = 0, blgp = 0;     // A block broadcast, B lane pattern
  std::uint8_t reg = 0;                          // output register (dword) computed by the op

  // A (or B) elements one lane holds: K * M * blocks / 64 (1 for f32, 2 for
  // bf16, 4 for f16 and i8); that many elements of consecutive k share a lane.
  unsigned elementsPerLane() const { return unsigned(k) * m * blocks / 64; }
  // Output dwords per lane: blocks * M * N / 64.
  unsigned outputRegs() const { return unsigned(blocks) * m * n / 64; }
  // Source dwords per lane for A and B (2 for f16: four halves).
  unsigned sourceDwords() const { return input == MfmaInput::F16 ? 2 : 1; }
  bool integer() const { return input == MfmaInput::I8; }

  std::uint64_t encode() const {
    return std::uint64_t(m) | std::uint64_t(n) << 8 | std::uint64_t(k) << 16 | std::uint64_t(blocks) << 24 |
           std::uint64_t(input) << 32 | std::uint64_t(cbsz) << 36 | std::uint64_t(abid) << 40 |
           std::uint64_t(blgp) << 44 | std::uint64_t(reg) << 48;
  }
  // The same shape and modifiers for output register 0: the Mfma ops of one
  // instruction differ only in `reg`.
  std::uint64_t instructionKey() const {
    MfmaShape s = *this;
    s.reg = 0;
    return s.encode();
  }
  static MfmaShape decode(std::uint64_t imm) {
    MfmaShape s;
    s.m = std::uint8_t(imm);
    s.n = std::uint8_t(imm >> 8);
    s.k = std::uint8_t(imm >> 16);
    s.blocks = std::uint8_t(imm >> 24);
    s.input = MfmaInput((imm >> 32) & 0xf);
    s.cbsz = std::uint8_t((imm >> 36) & 0xf);
    s.abid = std::uint8_t((imm >> 40) & 0xf);
    s.blgp = std::uint8_t((imm >> 44) & 0xf);
    s.reg = std::uint8_t(imm >> 48);
    return s;
  }
};

// Where the matrix elements live in the wavefront's registers (the layouts
// of seed 001 "Matrix Arithmetic Instructions"). The interpreter
// (ir/interp/exec_matrix.cpp) and the x64 backend's lowering
// (backend_x64/emit/emit_matrix.cpp) both read them from here.

// An A or B element: the source lane (after CBSZ/ABID or BLGP) and the field
// of that lane's value (field f is bits [f*w, f*w+w) for w = inputBits()).
struct MfmaSource {
  unsigned lane, field;
};
// Element (row, k) of A in block `block`: CBSZ/ABID make each aligned group
// of 2^CBSZ blocks read block ABID of the group.
MfmaSource mfmaElementA(const MfmaShape& s, unsigned block, unsigned row, unsigned k);
// Element (k, col) of B in block `block`: BLGP moves the lane it is read from.
MfmaSource mfmaElementB(const MfmaShape& s, unsigned block, unsigned k, unsigned col);
// Width in bits of one A/B element in a lane's value (32, 16 or 8).
unsigned mfmaInputBits(MfmaInput input);

// Where D[block][i][j] (and the C element it adds) lives: output register
// and lane.
struct MfmaOutput {
  unsigned reg, lane;
};
MfmaOutput mfmaOutputAt(const MfmaShape& s, unsigned block, unsigned i, unsigned j);

// The inverse: which element each lane of each output register holds, at
// [reg * 64 + lane] (one pass over the elements for all registers); and
// for one register (without allocating: the interpreter asks per op).
struct MfmaElement {
  unsigned block, i, j;
};
std::vector<MfmaElement> mfmaElementsByRegister(const MfmaShape& s);
void mfmaElementsOf(const MfmaShape& s, unsigned reg, MfmaElement (&lanes)[64]);

}  // namespace gcnjit::ir
