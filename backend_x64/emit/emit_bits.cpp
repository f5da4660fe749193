// Bit counting, reversal and byte permutes on vectors of 32-bit lanes
// (lane_Ctlz, lane_Cttz, lane_BitReverse, lane_BytePerm in
// ir/eval/int.cpp; counts are 32 for a zero input), in the same code for
// ymm and zmm chunks. Other shapes run the lane function through the helper.
//
// Why the counts are exact: a power of two, or a number below 1.5 times the
// power of two of its top bit, converts to f32 with that power's exponent
// whatever MXCSR's rounding (the nearest representable values are within a
// factor 1 + 2^-23 of it, never the next power); int -> float conversions
// neither read DAZ nor produce denormals. The exponent field is then the
// bit position plus 127.
#include "backend_x64/emit/emit_common.h"

namespace gcnjit::backend_x64 {
namespace {

bool vector32Unary(const ir::Inst& inst) {
  return isVector32(inst.type) && inst.type.elem == ir::Elem::I32 && isLane32(inst.operands[0]->type);
}

}  // namespace

bool chunkwiseBits(const Emitter&, const ir::Inst& inst) {
  switch (inst.op) {
    case ir::Op::Ctlz: case ir::Op::Cttz: case ir::Op::BitReverse: return vector32Unary(inst);
    case ir::Op::BytePerm: return isVector32(inst.type) && allOperands(inst, isLane32);
    default: return false;
  }
}

// Leading zeros: x & ~(x >> 1) keeps the top bit and clears the bit below
// it (so the value is below 1.5 times the top bit's power); its signed
// conversion has exponent field 127 + p for top bit p < 31, giving
// 158 - field; 0 converts to 0.0 (field 0: min(158, 32) = 32). Lanes with
// bit 31 set (negative as signed, 0 leading zeros) are cleared at the end.
void emit_Ctlz(Emitter& e, const ir::Inst& inst) {
  if (!vector32Unary(inst)) return e.callInterpreterHelper(inst);
  lanes32(e, inst, [&](const x86::Vec& d, const ChunkOps& o) {
    x86::Vec t = e.vec(3), sign = e.vec(4);
    e.a.vpsrld(t, o[0], 1);
    vx::pandn(e, t, t, o[0]);                 // x & ~(x >> 1)
    e.a.vcvtdq2ps(t, t);
    e.a.vpsrld(t, t, 23);                     // exponent field (plus 256 for negative lanes)
    vx::mov(e, d, e.chunkConstant32(158));
    e.a.vpsubd(d, d, t);
    e.a.vpminud(d, d, e.chunkConstant32(32));
    e.a.vpsrad(sign, o[0], 31);
    vx::pandn(e, d, sign, d);                 // bit 31 set: 0
  });
}

// Trailing zeros: x & -x is the lowest set bit alone (2^31 converts to
// -2^31, whose field under the sign is 158 too); field - 127, and 0 (field 0)
// gives -127, which the unsigned min turns into 32.
void emit_Cttz(Emitter& e, const ir::Inst& inst) {
  if (!vector32Unary(inst)) return e.callInterpreterHelper(inst);
  lanes32(e, inst, [&](const x86::Vec& d, const ChunkOps& o) {
    x86::Vec t = e.vec(3);
    vx::pxor(e, t, t, t);
    e.a.vpsubd(t, t, o[0]);
    vx::pand(e, t, t, o[0]);                  // x & -x
    e.a.vcvtdq2ps(t, t);
    e.a.vpsrld(t, t, 23);
    vx::pand(e, t, t, e.chunkConstant32(0xff));
    e.a.vpsubd(t, t, e.chunkConstant32(127));
    e.a.vpminud(d, t, e.chunkConstant32(32));
  });
}

// Bit reversal: each byte's nibbles swapped and reversed through two
// 16-entry vpshufb tables (per 128-bit lane), then the bytes of each dword
// in reverse order.
void emit_BitReverse(Emitter& e, const ir::Inst& inst) {
  if (!vector32Unary(inst)) return e.callInterpreterHelper(inst);
  // rev4(n) for n = 0..15 as bytes, twice (one 16-byte table per 128-bit lane).
  const std::uint32_t reversedLow[8] = {0x0c040800, 0x0e060a02, 0x0d050901, 0x0f070b03,
                                        0x0c040800, 0x0e060a02, 0x0d050901, 0x0f070b03};
  const std::uint32_t reversedHigh[8] = {0xc0408000, 0xe060a020, 0xd0509010, 0xf070b030,
                                         0xc0408000, 0xe060a020, 0xd0509010, 0xf070b030};
  const std::uint32_t byteSwap[8] = {0x00010203, 0x04050607, 0x08090a0b, 0x0c0d0e0f,
                                     0x00010203, 0x04050607, 0x08090a0b, 0x0c0d0e0f};
  lanes32(e, inst, [&](const x86::Vec& d, const ChunkOps& o) {
    x86::Vec low = e.vec(3), high = e.vec(4), table = e.vec(5);
    x86::Mem nibble = e.chunkConstant32(0x0f0f0f0f);
    vx::pand(e, low, o[0], nibble);
    e.a.vpsrld(high, o[0], 4);
    vx::pand(e, high, high, nibble);
    vx::mov(e, table, e.chunkConstant(reversedHigh));
    e.a.vpshufb(low, table, low);             // low nibble reversed into the high one
    vx::mov(e, table, e.chunkConstant(reversedLow));
    e.a.vpshufb(high, table, high);
    vx::por(e, d, low, high);
    e.a.vpshufb(d, d, e.chunkConstant(byteSwap));
  });
}

namespace {

// Byte compares and blends as all-ones bytes, for either chunk width (zmm:
// through k7).
void cmpeqb(Emitter& e, const x86::Vec& d, const x86::Vec& a, const asmjit::Operand_& b) {
  if (!d.isZmm()) return void(e.a.emit(x86::Inst::kIdVpcmpeqb, d, a, b));
  e.a.emit(x86::Inst::kIdVpcmpeqb, x86::k7, a, b);
  e.a.vpmovm2b(d, x86::k7);
}
void cmpgtb(Emitter& e, const x86::Vec& d, const x86::Vec& a, const asmjit::Operand_& b) {
  if (!d.isZmm()) return void(e.a.emit(x86::Inst::kIdVpcmpgtb, d, a, b));
  e.a.emit(x86::Inst::kIdVpcmpgtb, x86::k7, a, b);
  e.a.vpmovm2b(d, x86::k7);
}
// d = the top bit of mask's byte ? b : a.
void blendb(Emitter& e, const x86::Vec& d, const x86::Vec& a, const x86::Vec& b, const x86::Vec& mask) {
  if (!d.isZmm()) return void(e.a.vpblendvb(d, a, b, mask));
  e.a.vpmovb2m(x86::k7, mask);
  e.a.k(x86::k7).vpblendmb(d, a, b);
}

}  // namespace

// V_PERM_B32 (lane_BytePerm(a, b, sel)): each result byte by its selector s
// from the bytes of {a, b} (b low): s < 8 byte s; 8..11 the sign of byte
// 2 (s - 8) + 1 spread; 12 zero; 13 and above 0xff. The source byte comes
// from vpshufb of b and of a, indexed within the lane's own dword
// (4 * dword + (s & 3)), picked by s & 4.
void emit_BytePerm(Emitter& e, const ir::Inst& inst) {
  if (!chunkwiseBits(e, inst)) return e.callInterpreterHelper(inst);
  const std::uint32_t dwordBase[8] = {0, 0x04040404, 0x08080808, 0x0c0c0c0c, 0, 0x04040404, 0x08080808, 0x0c0c0c0c};
  lanes32(e, inst, [&](const x86::Vec& d, const ChunkOps& o) {
    const x86::Vec &a = o[0], &b = o[1], &sel = o[2];
    x86::Vec src = e.vec(3), t4 = e.vec(4), t5 = e.vec(5), t7 = e.vec(7), t14 = e.vec(kSpareVec);
    // src = s < 8 ? s : 2 s - 15 (bytes 1, 3, 5, 7 for s = 8..11).
    e.a.vpaddb(src, sel, sel);
    e.a.vpsubb(src, src, e.chunkConstant32(0x0f0f0f0f));
    e.a.vpminub(t4, sel, e.chunkConstant32(0x07070707));
    cmpeqb(e, t4, t4, sel);                                  // s < 8
    blendb(e, src, src, sel, t4);
    // The byte: b's or a's at 4 * dword + (src & 3).
    vx::pand(e, t5, src, e.chunkConstant32(0x03030303));
    e.a.vpaddb(t5, t5, e.chunkConstant(dwordBase));
    e.a.vpshufb(t7, b, t5);
    e.a.vpshufb(t14, a, t5);
    e.a.vpsllw(src, src, 5);                                 // bit 2 of each byte to its top bit
    blendb(e, d, t7, t14, src);
    // 8..11: the byte's sign spread.
    vx::pxor(e, t5, t5, t5);
    cmpgtb(e, t5, t5, d);                                    // 0xff where negative
    e.a.vpminub(t7, sel, e.chunkConstant32(0x0b0b0b0b));
    cmpeqb(e, t7, t7, sel);                                  // s <= 11
    vx::pandn(e, t4, t4, t7);                                // 8 <= s <= 11
    blendb(e, d, d, t5, t4);
    // 12: zero; 13 and above: 0xff.
    cmpeqb(e, t4, sel, e.chunkConstant32(0x0c0c0c0c));
    vx::pandn(e, d, t4, d);
    e.a.vpminub(t7, sel, e.chunkConstant32(0x0c0c0c0c));
    cmpeqb(e, t7, t7, sel);                                  // s <= 12
    vx::pandn(e, t7, t7, e.chunkConstant32(~0u));            // s >= 13
    vx::por(e, d, d, t7);
  });
}

}  // namespace gcnjit::backend_x64
