// Integer ops: AVX2 or AVX-512 chunks for vectors of 32-bit (and some
// 64-bit and 16-bit) lanes, x86-64 integer code for scalars and whole
// masks; other shapes and rare ops run the interpreter's lane function
// through a helper.
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "backend_x64/emit/emit_common.h"
#include "ir/lane_address.h"
#include "ir/opcode.h"

namespace gcnjit::backend_x64 {
namespace {

bool vec32(const ir::Inst& inst) { return isVector32(inst.type) && allOperands(inst, isLane32); }
// 16-bit lanes live zero-extended in 32-bit lanes (emitter.h).
bool truncTo16(const ir::Inst& inst) {
  return inst.type == ir::Type::vector(ir::Elem::I16) && isVector32(inst.operands[0]->type);
}
bool extendFrom16(const ir::Inst& inst) {
  return isVector32(inst.type) && inst.operands[0]->type == ir::Type::vector(ir::Elem::I16);
}
bool vec64(const ir::Inst& inst) { return isVector64(inst.type) && allOperands(inst, isLane64); }
bool scalarInt(const ir::Inst& inst) { return isScalarInt(inst.type) && allOperands(inst, isScalarInt); }
// Vectors of 16-bit integer lanes (zero-extended in 32-bit lanes): computed
// in 32 bits, whose low 16 bits depend only on the operands' low 16 bits for
// +, -, * and left shifts, then truncated.
bool isVectorI16(ir::Type t) { return t == ir::Type::vector(ir::Elem::I16); }
bool vec16(const ir::Inst& inst) { return isVectorI16(inst.type) && allOperands(inst, isVectorI16); }
// i32 and i64 scalars, zero-extended in 64-bit registers by loadScalar.
bool scalar32or64(const ir::Inst& inst) {
  return scalarInt(inst) && (inst.type.elem == ir::Elem::I32 || inst.type.elem == ir::Elem::I64);
}
bool scalar32(const ir::Inst& inst) { return scalarInt(inst) && inst.type.elem == ir::Elem::I32; }
bool wholeMask(const ir::Inst& inst) { return inst.type.isMask() && inst.operands[0]->type.isMask(); }
// A vector shift by a constant amount (the immediate forms).
bool constantShiftShape(const ir::Inst& inst) {
  if (!Emitter::constantOf(inst.operands[1])) return false;
  return (isVector32(inst.type) && isLane32(inst.operands[0]->type)) ||
         (isVector64(inst.type) && isLane64(inst.operands[0]->type) && inst.op != ir::Op::AShr);
}

// A whole-mask op inside a chunk region works on the mask's bits for the
// chunk (a byte or a word): eax = operand 0's, ecx = operand 1's, `body`
// leaves the result in eax.
template <class B>
void maskBytes(Emitter& e, const ir::Inst& inst, B body) {
  for (unsigned c : e.chunks()) {
    e.loadMaskChunk(x86::eax, inst.operands[0], c);
    if (inst.operands.size() > 1) e.loadMaskChunk(x86::ecx, inst.operands[1], c);
    body();
    e.a.mov(e.maskChunkAt(&inst, c), e.zmmChunks() ? x86::Gp(x86::ax) : x86::Gp(x86::al));
  }
}

// A two-operand op with a vector form (32-bit lanes, lanes32's body), a
// scalar form on rax/rcx (also used for whole masks, 64 lanes at once), and
// per-chunk mask bytes inside a chunk region.
template <class V32, class S, class B>
void binary(Emitter& e, const ir::Inst& inst, V32 v32, S s, B maskByte) {
  if (vec32(inst)) return lanes32(e, inst, v32);
  if (wholeMask(inst) && e.inRegion()) return maskBytes(e, inst, maskByte);
  if (scalarInt(inst) || wholeMask(inst)) return scalar(e, inst, s);
  e.callInterpreterHelper(inst);
}

// Ops without a per-chunk mask form.
constexpr auto kNoMaskBytes = [] {};

// The width a two-operand scalar op runs at in place (scalarBinary): 32 for
// i32, 64 for i64 and whole masks (outside chunk regions), 0 for other shapes.
unsigned scalarBits(const Emitter& e, const ir::Inst& inst) {
  if (e.inRegion() || inst.operands.size() != 2 || inst.operands[0]->type != inst.type) return 0;
  if (inst.type == ir::Type::scalar(ir::Elem::I32)) return 32;
  if (inst.type == ir::Type::scalar(ir::Elem::I64) || (inst.type.isMask() && !inst.type.isVector())) return 64;
  return 0;
}

// `dst` <- `src` (a register, memory or immediate operand) unless it is there.
void moveInto(Emitter& e, const x86::Gp& dst, const asmjit::Operand& src) {
  if (src.isReg() && src.as<x86::Gp>().id() == dst.id()) return;
  e.a.emit(x86::Inst::kIdMov, dst, src);
}

enum class Kind { Plain, Commutes, Shift };

// A two-operand scalar op at `bits` (scalarBits) computed in the result's
// register (Emitter::scalarResult): `id dst, second` after the first
// operand is moved there, the second read where it is (register, slot or
// WaveState place, an imm32; a shift's amount an imm8 taken modulo the width
// as x86 takes cl). Add and subtract of an immediate or a register from a
// register are one lea; a multiply by an immediate is the three-operand imul.
void scalarBinary(Emitter& e, const ir::Inst& inst, unsigned bits, x86::Inst::Id id, Kind kind) {
  const ir::Inst* first = inst.operands[0];
  const ir::Inst* second = inst.operands[1];
  if (kind == Kind::Commutes && Emitter::constantOf(first) && !Emitter::constantOf(second)) std::swap(first, second);
  x86::Gp dst = e.scalarResult(inst, x86::rax);
  dst = bits == 64 ? x86::Gp(dst.r64()) : x86::Gp(dst.r32());
  if (kind == Kind::Shift) {
    moveInto(e, dst, e.scalarOperand(first, bits, dst, true, true));
    if (auto amount = Emitter::constantOf(second)) {
      e.a.emit(id, dst, asmjit::Imm(std::uint8_t(*amount & (bits - 1))));
    } else {
      e.loadScalar(x86::rcx, second);
      e.a.emit(id, dst, x86::cl);
    }
    return e.storeScalar(inst, dst);
  }
  asmjit::Operand b = e.scalarOperand(second, bits, x86::rcx, true, true);
  if (id == x86::Inst::kIdImul && b.isImm()) {
    e.a.emit(id, dst, e.scalarOperand(first, bits, dst, false, true), b);
    return e.storeScalar(inst, dst);
  }
  std::optional<x86::Gp> a = e.scalarRegister(first);
  if (a && a->id() != dst.id() && !Emitter::constantOf(first)) {
    // lea computes in 64 bits; a 32-bit result keeps the low half, which
    // only the operands' low halves decide.
    std::optional<std::int64_t> addend;
    if (b.isImm()) {
      std::int64_t imm = b.as<asmjit::Imm>().value();
      std::int64_t sum = id == x86::Inst::kIdSub ? -imm : imm;
      if (bits == 32) sum = std::int32_t(std::uint32_t(sum));
      if (sum == std::int32_t(sum)) addend = sum;
    }
    if (id == x86::Inst::kIdAdd && b.isReg()) {
      e.a.lea(dst, x86::ptr(a->r64(), b.as<x86::Gp>().r64()));
      return e.storeScalar(inst, dst);
    }
    if ((id == x86::Inst::kIdAdd || id == x86::Inst::kIdSub) && addend) {
      e.a.lea(dst, x86::ptr(a->r64(), std::int32_t(*addend)));
      return e.storeScalar(inst, dst);
    }
  }
  moveInto(e, dst, e.scalarOperand(first, bits, dst, true, true));
  e.a.emit(id, dst, b);
  e.storeScalar(inst, dst);
}

}  // namespace


bool chunkwiseInt(const Emitter& e, const ir::Inst& inst) {
  using ir::Op;
  bool maskResult = inst.type.isMask() && !inst.operands.empty();
  switch (inst.op) {
    case Op::Add: case Op::Sub: case Op::Mul:
      return vec32(inst) || vec64(inst) || vec16(inst);
    case Op::Shl:
      return vec32(inst) || vec64(inst) || constantShiftShape(inst) || vec16(inst);
    case Op::LShr:
      return vec32(inst) || vec64(inst) || constantShiftShape(inst);
    case Op::And: case Op::Or: case Op::Xor:
      return vec32(inst) || vec64(inst) || wholeMask(inst);
    case Op::Not:
      return vec32(inst) || wholeMask(inst);
    case Op::AShr:
      return vec32(inst) || constantShiftShape(inst) || vec64(inst);
    case Op::UMin: case Op::UMax:
      return vec32(inst) || vec64(inst);
    case Op::SMin: case Op::SMax: case Op::UBfe: case Op::SBfe:
      return vec32(inst);
    case Op::UAddSat:
      return vec32(inst);
    case Op::USubSat: case Op::SAddSat: case Op::SSubSat:
      return vec32(inst) || vec16(inst);
    case Op::UAddCarry: case Op::USubBorrow:
      return maskResult && isLane32(inst.operands[0]->type) && isLane32(inst.operands[1]->type);
    case Op::ICmp:
      return maskResult && ((isLane32(inst.operands[0]->type) && isLane32(inst.operands[1]->type)) ||
                            (isLane64(inst.operands[0]->type) && isLane64(inst.operands[1]->type)));
    case Op::Concat:
      return isVector64(inst.type) && allOperands(inst, isLane32);
    case Op::Trunc:
      return (isVector32(inst.type) && isVector64(inst.operands[0]->type)) || truncTo16(inst);
    case Op::ZExt: case Op::SExt:
      return (isVector64(inst.type) && isLane32(inst.operands[0]->type)) || extendFrom16(inst);
    case Op::LaneAddress:
      return isVector64(inst.type) && !e.isDeferredAddress(&inst);
    case Op::MulHiU: case Op::MulHiS: case Op::CtPop:
      return vec32(inst);
    default:
      return false;
  }
}

namespace {

// out <- (a < b) unsigned, as all-ones lanes, for 32-bit lanes (ymm).
void unsignedLess(Emitter& e, const x86::Ymm& a, const x86::Ymm& b, const x86::Ymm& out) {
  x86::Mem sign = e.broadcastConstant32(0x80000000u);
  e.a.vpxor(x86::ymm14, a, sign);
  e.a.vpxor(x86::ymm15, b, sign);
  e.a.vpcmpgtd(out, x86::ymm15, x86::ymm14);
}

}  // namespace

// 16-bit lanes: the 32-bit result's low half, zero-extended.
template <class Body>
void lanes16(Emitter& e, const ir::Inst& inst, Body body) {
  lanes32(e, inst, [&](const x86::Vec& d, const ChunkOps& o) {
    body(d, o);
    vx::pand(e, d, d, e.chunkConstant32(0xffff));
  });
}

void emit_Add(Emitter& e, const ir::Inst& inst) {
  if (vec16(inst)) return lanes16(e, inst, [&](auto d, auto& o) { e.a.vpaddd(d, o[0], o[1]); });
  if (vec64(inst)) return lanes64(e, inst, [&](auto d, auto& o, unsigned h) { e.a.vpaddq(d, o[0][h], o[1][h]); });
  if (unsigned bits = scalarBits(e, inst)) return scalarBinary(e, inst, bits, x86::Inst::kIdAdd, Kind::Commutes);
  binary(e, inst, [&](auto d, auto& o) { e.a.vpaddd(d, o[0], o[1]); }, [&] { e.a.add(x86::rax, x86::rcx); }, kNoMaskBytes);
}
void emit_Sub(Emitter& e, const ir::Inst& inst) {
  if (vec16(inst)) return lanes16(e, inst, [&](auto d, auto& o) { e.a.vpsubd(d, o[0], o[1]); });
  if (vec64(inst)) return lanes64(e, inst, [&](auto d, auto& o, unsigned h) { e.a.vpsubq(d, o[0][h], o[1][h]); });
  if (unsigned bits = scalarBits(e, inst)) return scalarBinary(e, inst, bits, x86::Inst::kIdSub, Kind::Plain);
  binary(e, inst, [&](auto d, auto& o) { e.a.vpsubd(d, o[0], o[1]); }, [&] { e.a.sub(x86::rax, x86::rcx); }, kNoMaskBytes);
}
// Whether every lane of a 64-bit value has a zero upper half: a zero
// extension from 32 bits, or a constant below 2^32.
static bool upperHalfZero(const ir::Inst* value) {
  if (value->op == ir::Op::ZExt) return ir::elemBits(value->operands[0]->type.elem) <= 32;
  std::optional<std::uint64_t> constant = Emitter::constantOf(value);
  return constant && *constant >> 32 == 0;
}

// 64-bit lanes: lo*lo + ((lo*hi + hi*lo) << 32), from 32x32->64 products;
// one vpmuludq where both upper halves are zero (v_mad_u64_u32).
void emit_Mul(Emitter& e, const ir::Inst& inst) {
  if (vec16(inst)) return lanes16(e, inst, [&](auto d, auto& o) { e.a.vpmulld(d, o[0], o[1]); });
  if (vec64(inst) && upperHalfZero(inst.operands[0]) && upperHalfZero(inst.operands[1])) {
    return lanes64(e, inst, [&](auto d, auto& o, unsigned h) { e.a.vpmuludq(d, o[0][h], o[1][h]); });
  }
  if (vec64(inst)) return lanes64(e, inst, [&](auto out, auto& o, unsigned h) {
    x86::Vec a = o[0][h], b = o[1][h], t = e.vec(4), u = e.vec(5);  // lanes64 leaves 4 and 5 free with two operands
    e.a.vpsrlq(t, a, 32);
    e.a.vpmuludq(t, t, b);   // hi(a) * lo(b)
    e.a.vpsrlq(u, b, 32);
    e.a.vpmuludq(u, u, a);   // lo(a) * hi(b)
    e.a.vpaddq(t, t, u);
    e.a.vpsllq(t, t, 32);
    e.a.vpmuludq(out, a, b);   // lo(a) * lo(b)
    e.a.vpaddq(out, out, t);
  });
  if (unsigned bits = scalarBits(e, inst)) return scalarBinary(e, inst, bits, x86::Inst::kIdImul, Kind::Commutes);
  binary(e, inst, [&](auto d, auto& o) { e.a.vpmulld(d, o[0], o[1]); }, [&] { e.a.imul(x86::rax, x86::rcx); }, kNoMaskBytes);
}
void emit_And(Emitter& e, const ir::Inst& inst) {
  if (vec64(inst)) return lanes64(e, inst, [&](auto d, auto& o, unsigned h) { vx::pand(e, d, o[0][h], o[1][h]); });
  if (unsigned bits = scalarBits(e, inst)) return scalarBinary(e, inst, bits, x86::Inst::kIdAnd, Kind::Commutes);
  binary(e, inst, [&](auto d, auto& o) { vx::pand(e, d, o[0], o[1]); }, [&] { e.a.and_(x86::rax, x86::rcx); },
         [&] { e.a.and_(x86::eax, x86::ecx); });
}
void emit_Or(Emitter& e, const ir::Inst& inst) {
  if (vec64(inst)) return lanes64(e, inst, [&](auto d, auto& o, unsigned h) { vx::por(e, d, o[0][h], o[1][h]); });
  if (unsigned bits = scalarBits(e, inst)) return scalarBinary(e, inst, bits, x86::Inst::kIdOr, Kind::Commutes);
  binary(e, inst, [&](auto d, auto& o) { vx::por(e, d, o[0], o[1]); }, [&] { e.a.or_(x86::rax, x86::rcx); },
         [&] { e.a.or_(x86::eax, x86::ecx); });
}
void emit_Xor(Emitter& e, const ir::Inst& inst) {
  if (vec64(inst)) return lanes64(e, inst, [&](auto d, auto& o, unsigned h) { vx::pxor(e, d, o[0][h], o[1][h]); });
  if (unsigned bits = scalarBits(e, inst)) return scalarBinary(e, inst, bits, x86::Inst::kIdXor, Kind::Commutes);
  binary(e, inst, [&](auto d, auto& o) { vx::pxor(e, d, o[0], o[1]); }, [&] { e.a.xor_(x86::rax, x86::rcx); },
         [&] { e.a.xor_(x86::eax, x86::ecx); });
}
void emit_Not(Emitter& e, const ir::Inst& inst) {
  if (inst.type == ir::Type::scalar(ir::Elem::I1)) return scalar(e, inst, [&] { e.a.xor_(x86::eax, 1); });
  binary(e, inst, [&](auto d, auto& o) {
    if (e.zmmChunks()) return void(e.a.vpternlogd(d, o[0], o[0], 0x55));  // ~a
    e.a.vpcmpeqd(e.vec(1), e.vec(1), e.vec(1));
    e.a.vpxor(d, o[0], e.vec(1));
  }, [&] { e.a.not_(x86::rax); }, [&] { e.a.not_(x86::eax); });
}

// Shift amounts are taken modulo the width (lane_Shl): x86 scalar shifts do
// that; vector shifts need the mask. 32-bit lanes: the amounts in `amounts`
// masked into register 5 (lanes32 operands are read only).
static x86::Vec shiftAmount(Emitter& e, const x86::Vec& amounts) {
  x86::Vec masked = e.vec(5);
  vx::pand(e, masked, amounts, e.chunkConstant32(31));
  return masked;
}
static x86::Mem shiftMask64(Emitter& e) {
  const std::uint32_t mask[8] = {63, 0, 63, 0, 63, 0, 63, 0};
  return e.chunkConstant(mask);
}

// A vector shift by a constant amount (taken modulo the lane width) is the
// immediate form; `imm32` / `imm64` emit it into a result from an operand
// register, per chunk (32-bit lanes) or per half chunk (64-bit lanes).
template <class Imm32, class Imm64>
bool constantShift(Emitter& e, const ir::Inst& inst, Imm32 imm32, Imm64 imm64) {
  if (!constantShiftShape(inst)) return false;
  std::uint64_t amount = *Emitter::constantOf(inst.operands[1]);
  if (isVector32(inst.type)) {
    std::uint32_t n = std::uint32_t(amount & 31);
    for (unsigned c : e.chunks()) {
      x86::Vec a = e.operandChunk32(e.vec(0), inst.operands[0], c);
      x86::Vec d = e.resultChunk32(inst, e.vec(0));
      imm32(d, a, n);
      e.storeChunk32(inst, c, d);
    }
    return true;
  }
  std::uint32_t n = std::uint32_t(amount & 63);
  for (unsigned c : e.chunks()) {
    Emitter::ChunkPair a = e.operandChunk64({e.vec(0), e.vec(1)}, inst.operands[0], c);
    Emitter::ChunkPair d = e.resultChunk64(inst, {e.vec(6), e.vec(7)});
    imm64(d[0], a[0], n);
    imm64(d[1], a[1], n);
    e.storeChunk64(inst, c, d[0], d[1]);
  }
  return true;
}

void emit_Shl(Emitter& e, const ir::Inst& inst) {
  if (unsigned bits = scalarBits(e, inst)) return scalarBinary(e, inst, bits, x86::Inst::kIdShl, Kind::Shift);
  if (constantShift(e, inst, [&](auto d, auto a, std::uint32_t n) { e.a.vpslld(d, a, n); },
                    [&](auto d, auto a, std::uint32_t n) { e.a.vpsllq(d, a, n); })) {
    return;
  }
  if (vec64(inst)) return vector64(e, inst, [&](unsigned h) {
    vx::pand(e, e.vec(2 + h), e.vec(2 + h), shiftMask64(e));
    e.a.vpsllvq(e.vec(kResultVec + h), e.vec(h), e.vec(2 + h));
  });
  if (vec16(inst)) return lanes16(e, inst, [&](auto d, auto& o) {  // amount modulo 16
    x86::Vec amount = e.vec(5);
    vx::pand(e, amount, o[1], e.chunkConstant32(15));
    e.a.vpsllvd(d, o[0], amount);
  });
  binary(e, inst, [&](auto d, auto& o) {
    x86::Vec amount = shiftAmount(e, o[1]);
    e.a.vpsllvd(d, o[0], amount);
  }, [&] { e.a.shl(x86::rax, x86::cl); }, kNoMaskBytes);
}
void emit_LShr(Emitter& e, const ir::Inst& inst) {
  if (constantShift(e, inst, [&](auto d, auto a, std::uint32_t n) { e.a.vpsrld(d, a, n); },
                    [&](auto d, auto a, std::uint32_t n) { e.a.vpsrlq(d, a, n); })) {
    return;
  }
  if (vec64(inst)) return vector64(e, inst, [&](unsigned h) {
    vx::pand(e, e.vec(2 + h), e.vec(2 + h), shiftMask64(e));
    e.a.vpsrlvq(e.vec(kResultVec + h), e.vec(h), e.vec(2 + h));
  });
  if (unsigned bits = scalarBits(e, inst)) return scalarBinary(e, inst, bits, x86::Inst::kIdShr, Kind::Shift);
  binary(e, inst, [&](auto d, auto& o) {
    x86::Vec amount = shiftAmount(e, o[1]);
    e.a.vpsrlvd(d, o[0], amount);
  }, [&] { e.a.shr(x86::rax, x86::cl); }, kNoMaskBytes);
}
void emit_AShr(Emitter& e, const ir::Inst& inst) {
  if (unsigned bits = scalarBits(e, inst); bits && !inst.type.isMask()) {
    return scalarBinary(e, inst, bits, x86::Inst::kIdSar, Kind::Shift);
  }
  if (constantShiftShape(inst)) {
    std::uint32_t n = std::uint32_t(*Emitter::constantOf(inst.operands[1]) & 31);
    for (unsigned c : e.chunks()) {
      x86::Vec a = e.operandChunk32(e.vec(0), inst.operands[0], c);
      x86::Vec d = e.resultChunk32(inst, e.vec(0));
      e.a.vpsrad(d, a, n);
      e.storeChunk32(inst, c, d);
    }
    return;
  }
  if (vec32(inst)) return lanes32(e, inst, [&](auto d, auto& o) {
    x86::Vec amount = shiftAmount(e, o[1]);
    e.a.vpsravd(d, o[0], amount);
  });
  // 64-bit lanes: AVX-512 has vpsravq; AVX2 shifts logically and ORs in
  // the sign's copies, ~(~0 >> n) for negative lanes.
  if (vec64(inst)) return vector64(e, inst, [&](unsigned h) {
    x86::Vec value = e.vec(h), amount = e.vec(2 + h), out = e.vec(kResultVec + h);
    vx::pand(e, amount, amount, shiftMask64(e));
    if (e.zmmChunks()) return void(e.a.vpsravq(out, value, amount));
    x86::Vec fill = e.vec(4), sign = e.vec(5);
    e.a.vpsrlvq(out, value, amount);
    e.a.vpcmpeqd(fill, fill, fill);
    e.a.vpsrlvq(fill, fill, amount);
    e.a.vpxor(sign, sign, sign);
    e.a.vpcmpgtq(sign, sign, value);       // all ones where negative
    e.a.vpandn(fill, fill, sign);          // ~(~0 >> n) there
    e.a.vpor(out, out, fill);
  });
  e.callInterpreterHelper(inst);
}

// High halves of 32x32-bit products: even lanes from one vpmul(u)dq, odd
// lanes from another on the operands shifted down a dword.
static void mulHigh(Emitter& e, const ir::Inst& inst, bool isSigned) {
  if (scalar32(inst)) {  // the 64-bit product's high dword
    return scalar(e, inst, [&] {
      if (isSigned) {
        e.a.movsxd(x86::rax, x86::eax);
        e.a.movsxd(x86::rcx, x86::ecx);
      }
      e.a.imul(x86::rax, x86::rcx);
      e.a.shr(x86::rax, 32);
    });
  }
  if (!vec32(inst)) return e.callInterpreterHelper(inst);
  vector32(e, inst, [&](unsigned) {
    auto mul = [&](const x86::Vec& d, const x86::Vec& a, const x86::Vec& b) {
      if (isSigned) {
        e.a.vpmuldq(d, a, b);
      } else {
        e.a.vpmuludq(d, a, b);
      }
    };
    x86::Vec a = e.vec(0), b = e.vec(1), even = e.vec(2), odd = e.vec(5);
    mul(even, a, b);                        // lanes 0,2,4,6,... as 64-bit products
    e.a.vpsrlq(e.vec(3), a, 32);
    e.a.vpsrlq(e.vec(4), b, 32);
    mul(odd, e.vec(3), e.vec(4));           // lanes 1,3,5,7,...
    e.a.vpsrlq(even, even, 32);             // even lanes' high halves into place
    if (e.zmmChunks()) {
      e.a.mov(x86::eax, 0xaaaa);
      e.a.kmovw(x86::k1, x86::eax);
      e.a.k(x86::k1).vpblendmd(a, even, odd);
    } else {
      e.a.vpblendd(a, even, odd, 0xaa);
    }
  });
}
void emit_MulHiU(Emitter& e, const ir::Inst& inst) { mulHigh(e, inst, false); }
void emit_MulHiS(Emitter& e, const ir::Inst& inst) { mulHigh(e, inst, true); }

// Population count: a nibble table (vpshufb, per 128-bit lane), then the
// four byte counts of each dword summed (vpmaddubsw, vpmaddwd).
void emit_CtPop(Emitter& e, const ir::Inst& inst) {
  if (scalar32or64(inst)) return scalar(e, inst, [&] { e.a.popcnt(x86::rax, x86::rax); });  // zero-extended
  if (!vec32(inst)) return e.callInterpreterHelper(inst);
  const std::uint32_t nibbles[8] = {0x02010100, 0x03020201, 0x03020201, 0x04030302,
                                    0x02010100, 0x03020201, 0x03020201, 0x04030302};
  vector32(e, inst, [&](unsigned) {
    x86::Vec v0 = e.vec(0), v1 = e.vec(1), v2 = e.vec(2), table = e.vec(3);
    x86::Mem low = e.chunkConstant32(0x0f0f0f0f);
    vx::mov(e, table, e.chunkConstant(nibbles));
    vx::pand(e, v1, v0, low);
    e.a.vpsrld(v2, v0, 4);
    vx::pand(e, v2, v2, low);
    e.a.vpshufb(v1, table, v1);
    e.a.vpshufb(v2, table, v2);
    e.a.vpaddb(v0, v1, v2);
    e.a.vpmaddubsw(v0, v0, e.chunkConstant32(0x01010101));
    e.a.vpmaddwd(v0, v0, e.chunkConstant32(0x00010001));
  });
}

// Bit-field extract (lane_UBfe / lane_SBfe): offset and width modulo 32; a
// zero width gives 0.
void emit_UBfe(Emitter& e, const ir::Inst& inst) {
  if (scalarInt(inst) && inst.type.elem == ir::Elem::I32) {
    return scalar(e, inst, [&] {
      e.a.and_(x86::ecx, 31);
      e.a.and_(x86::edx, 31);
      e.a.shrx(x86::eax, x86::eax, x86::ecx);
      e.a.bzhi(x86::eax, x86::eax, x86::edx);
    });
  }
  if (!vec32(inst)) return e.callInterpreterHelper(inst);
  vector32(e, inst, [&](unsigned) {
    x86::Vec v0 = e.vec(0), v1 = e.vec(1), v2 = e.vec(2), v3 = e.vec(3);
    x86::Mem five = e.chunkConstant32(31), one = e.chunkConstant32(1);
    vx::pand(e, v1, v1, five);
    vx::pand(e, v2, v2, five);
    e.a.vpsrlvd(v0, v0, v1);
    vx::mov(e, v3, one);
    e.a.vpsllvd(v3, v3, v2);  // 1 << width
    e.a.vpsubd(v3, v3, one);  // low `width` bits
    vx::pand(e, v0, v0, v3);
  });
}
void emit_SBfe(Emitter& e, const ir::Inst& inst) {
  if (scalar32(inst)) {  // the field's top bit moved to bit 31, then shifted back arithmetically
    return scalar(e, inst, [&] {
      Label zeroWidth = e.a.newLabel(), done = e.a.newLabel();
      e.a.and_(x86::ecx, 31);
      e.a.and_(x86::edx, 31);
      e.a.jz(zeroWidth);
      e.a.sar(x86::eax, x86::cl);
      e.a.mov(x86::ecx, 32);
      e.a.sub(x86::ecx, x86::edx);         // 32 - width, in 1..31
      e.a.shl(x86::eax, x86::cl);
      e.a.sar(x86::eax, x86::cl);
      e.a.jmp(done);
      e.a.bind(zeroWidth);
      e.a.xor_(x86::eax, x86::eax);
      e.a.bind(done);
    });
  }
  if (!vec32(inst)) return e.callInterpreterHelper(inst);
  vector32(e, inst, [&](unsigned) {
    x86::Vec v0 = e.vec(0), v1 = e.vec(1), v2 = e.vec(2), v3 = e.vec(3);
    x86::Mem five = e.chunkConstant32(31);
    vx::pand(e, v1, v1, five);
    vx::pand(e, v2, v2, five);
    e.a.vpsravd(v0, v0, v1);            // arithmetic: past bit 31 is the sign
    vx::mov(e, v3, e.chunkConstant32(32));
    e.a.vpsubd(v3, v3, v2);             // 32 - width (32 for width 0: the result is 0)
    e.a.vpsllvd(v0, v0, v3);
    e.a.vpsravd(v0, v0, v3);
    // width 0: the left shift by 32 left 0, and 0 >> 32 stays 0.
  });
}

void emit_SMin(Emitter& e, const ir::Inst& inst) {
  if (vec32(inst)) return lanes32(e, inst, [&](auto d, auto& o) { e.a.vpminsd(d, o[0], o[1]); });
  e.callInterpreterHelper(inst);
}
void emit_SMax(Emitter& e, const ir::Inst& inst) {
  if (vec32(inst)) return lanes32(e, inst, [&](auto d, auto& o) { e.a.vpmaxsd(d, o[0], o[1]); });
  e.callInterpreterHelper(inst);
}
// Unsigned min/max of 64-bit lanes: AVX-512 has vpminuq/vpmaxuq; AVX2
// compares with the sign bits flipped and blends.
static void unsignedMinMax64(Emitter& e, const ir::Inst& inst, bool isMax) {
  const std::uint32_t signs[8] = {0, 0x80000000u, 0, 0x80000000u, 0, 0x80000000u, 0, 0x80000000u};
  vector64(e, inst, [&](unsigned h) {
    x86::Vec a = e.vec(h), b = e.vec(2 + h), out = e.vec(kResultVec + h);
    if (e.zmmChunks()) return void(isMax ? e.a.vpmaxuq(out, a, b) : e.a.vpminuq(out, a, b));
    x86::Vec biasedA = e.vec(4), biasedB = e.vec(5);
    e.a.vpxor(biasedA, a, e.constant32x8(signs));
    e.a.vpxor(biasedB, b, e.constant32x8(signs));
    e.a.vpcmpgtq(biasedA, biasedA, biasedB);   // a > b unsigned
    if (isMax) {
      e.a.vblendvpd(out, b, a, biasedA);
    } else {
      e.a.vblendvpd(out, a, b, biasedA);
    }
  });
}
// Scalars: an unsigned compare and a conditional move on the zero-extended
// values (i32 or i64).
static void unsignedMinMaxScalar(Emitter& e, const ir::Inst& inst, bool isMax) {
  scalar(e, inst, [&] {
    e.a.cmp(x86::rax, x86::rcx);
    if (isMax) {
      e.a.cmovb(x86::rax, x86::rcx);
    } else {
      e.a.cmova(x86::rax, x86::rcx);
    }
  });
}
void emit_UMin(Emitter& e, const ir::Inst& inst) {
  if (vec32(inst)) return lanes32(e, inst, [&](auto d, auto& o) { e.a.vpminud(d, o[0], o[1]); });
  if (vec64(inst)) return unsignedMinMax64(e, inst, false);
  if (scalar32or64(inst)) return unsignedMinMaxScalar(e, inst, false);
  e.callInterpreterHelper(inst);
}
void emit_UMax(Emitter& e, const ir::Inst& inst) {
  if (vec32(inst)) return lanes32(e, inst, [&](auto d, auto& o) { e.a.vpmaxud(d, o[0], o[1]); });
  if (vec64(inst)) return unsignedMinMax64(e, inst, true);
  if (scalar32or64(inst)) return unsignedMinMaxScalar(e, inst, true);
  e.callInterpreterHelper(inst);
}
// Saturating unsigned add of 32-bit lanes (lane_UAddSat): the sum, or all
// ones where it wrapped (sum < a).
void emit_UAddSat(Emitter& e, const ir::Inst& inst) {
  if (!vec32(inst)) return e.callInterpreterHelper(inst);
  lanes32(e, inst, [&](auto d, auto& o) {
    e.a.vpaddd(d, o[0], o[1]);
    if (e.zmmChunks()) {
      e.a.vpcmpud(x86::k1, d, o[0], 1);              // sum < a (LT)
      e.a.k(x86::k1).vpternlogd(d, d, d, 0xff);     // all ones there
      return;
    }
    x86::Vec kept = e.vec(3), ones = e.vec(4);
    e.a.vpmaxud(kept, d, o[0]);
    e.a.vpcmpeqd(kept, kept, d);                    // sum >= a: no wrap
    e.a.vpcmpeqd(ones, ones, ones);
    e.a.vpxor(kept, kept, ones);
    e.a.vpor(d, d, kept);
  });
}

namespace {

// vpcmp(u)d / vpcmp(u)q predicates.
constexpr unsigned kCmpEq = 0, kCmpLt = 1, kCmpLe = 2, kCmpNe = 4, kCmpGe = 5, kCmpGt = 6;

// 16-lane chunks, 64-bit lanes: the two halves' compare bits into one
// 16-bit mask chunk (k1, lanes 0-7 from `lo`'s compare, 8-15 from `hi`'s).
template <class Compare>
void compareHalves64(Emitter& e, Compare compare) {
  compare(x86::k1, 0u);
  compare(x86::k2, 1u);
  e.a.kunpckbw(x86::k1, x86::k2, x86::k1);
}

}  // namespace

// Carry out of a + b + carry-in, per lane (lane_UAddCarry): the sum wraps
// below a, or adding the carry wraps it to 0.
void emit_UAddCarry(Emitter& e, const ir::Inst& inst) {
  if (inst.type.isScalar() && inst.operands[0]->type == ir::Type::scalar(ir::Elem::I32)) {
    return scalar(e, inst, [&] {  // 32-bit values zero-extended in 64-bit registers
      e.a.add(x86::rax, x86::rcx);
      e.a.and_(x86::edx, 1);
      e.a.add(x86::rax, x86::rdx);
      e.a.shr(x86::rax, 32);
    });
  }
  bool noCarryIn = Emitter::constantOf(inst.operands[2]) == 0u;  // v_add_co_u32, v_mad_u64_u32
  if (inst.type.isMask() && noCarryIn && isLane64(inst.operands[0]->type) && isLane64(inst.operands[1]->type)) {
    if (e.zmmChunks()) {
      for (unsigned c : e.chunks()) {
        e.loadChunk64(x86::zmm0, x86::zmm1, inst.operands[0], c);
        e.loadChunk64(x86::zmm2, x86::zmm3, inst.operands[1], c);
        compareHalves64(e, [&](const x86::KReg& k, unsigned h) {
          e.a.vpaddq(x86::zmm6, e.vec(h), e.vec(2 + h));
          e.a.vpcmpuq(k, x86::zmm6, e.vec(h), kCmpLt);  // the sum wrapped
        });
        e.storeMaskK(inst, c, x86::k1);
      }
      return;
    }
    // 64-bit lanes: the carry is sum < a, unsigned (biased signed compare).
    const std::uint32_t signs[8] = {0, 0x80000000u, 0, 0x80000000u, 0, 0x80000000u, 0, 0x80000000u};
    x86::Mem sign = e.constant32x8(signs);
    for (unsigned c : e.chunks()) {
      e.loadChunk64(x86::ymm0, x86::ymm1, inst.operands[0], c);
      e.loadChunk64(x86::ymm2, x86::ymm3, inst.operands[1], c);
      for (unsigned h = 0; h < 2; ++h) {
        x86::Ymm a(h), b(2 + h), out(4 + h);
        e.a.vpaddq(x86::ymm6, a, b);
        e.a.vpxor(x86::ymm6, x86::ymm6, sign);
        e.a.vpxor(x86::ymm7, a, sign);
        e.a.vpcmpgtq(out, x86::ymm7, x86::ymm6);
      }
      e.a.vmovmskpd(x86::eax, x86::ymm4);
      e.a.vmovmskpd(x86::ecx, x86::ymm5);
      e.a.shl(x86::ecx, 4);
      e.a.or_(x86::eax, x86::ecx);
      e.a.mov(e.maskByteAt(&inst, c), x86::al);
    }
    return;
  }
  if (!(inst.type.isMask() && isLane32(inst.operands[0]->type) && isLane32(inst.operands[1]->type))) {
    return e.callInterpreterHelper(inst);
  }
  if (e.zmmChunks()) {
    for (unsigned c : e.chunks()) {
      x86::Vec a = e.operandChunk32(x86::zmm0, inst.operands[0], c);
      x86::Vec b = e.operandChunk32(x86::zmm1, inst.operands[1], c);
      e.a.vpaddd(x86::zmm3, a, b);                              // a + b
      e.a.vpcmpud(x86::k1, x86::zmm3, a, kCmpLt);               // wrapped
      if (!noCarryIn) {
        x86::Vec carry = e.operandChunk32(x86::zmm2, inst.operands[2], c);  // 0 or 1
        e.a.vpaddd(x86::zmm5, x86::zmm3, carry);                // + carry in
        e.a.vpcmpud(x86::k2, x86::zmm5, x86::zmm3, kCmpLt);     // wrapped again
        e.a.korw(x86::k1, x86::k1, x86::k2);
      }
      e.storeMaskK(inst, c, x86::k1);
    }
    return;
  }
  for (unsigned c : e.chunks()) {
    e.loadChunk32(x86::ymm0, inst.operands[0], c);
    e.loadChunk32(x86::ymm1, inst.operands[1], c);
    e.a.vpaddd(x86::ymm3, x86::ymm0, x86::ymm1);               // a + b
    unsignedLess(e, x86::ymm3, x86::ymm0, x86::ymm4);          // wrapped
    if (!noCarryIn) {
      e.loadChunk32(x86::ymm2, inst.operands[2], c);          // carry in, 0 or 1
      e.a.vpaddd(x86::ymm5, x86::ymm3, x86::ymm2);            // + carry in
      unsignedLess(e, x86::ymm5, x86::ymm3, x86::ymm6);       // wrapped again
      e.a.vpor(x86::ymm4, x86::ymm4, x86::ymm6);
    }
    e.storeMaskChunk32(inst, c, x86::ymm4);
  }
}

// Borrow of a - b - borrow-in (lane_USubBorrow): a < b, or a - b < borrow-in.
void emit_USubBorrow(Emitter& e, const ir::Inst& inst) {
  if (inst.type.isScalar() && inst.operands[0]->type == ir::Type::scalar(ir::Elem::I32)) {
    return scalar(e, inst, [&] {  // a - b - borrow goes negative in 64 bits
      e.a.sub(x86::rax, x86::rcx);
      e.a.and_(x86::edx, 1);
      e.a.sub(x86::rax, x86::rdx);
      e.a.shr(x86::rax, 63);
    });
  }
  if (!(inst.type.isMask() && isLane32(inst.operands[0]->type) && isLane32(inst.operands[1]->type))) {
    return e.callInterpreterHelper(inst);
  }
  for (unsigned c : e.chunks()) {
    x86::Vec a = e.operandChunk32(e.vec(0), inst.operands[0], c);
    x86::Vec b = e.operandChunk32(e.vec(1), inst.operands[1], c);
    x86::Vec borrow = e.operandChunk32(e.vec(2), inst.operands[2], c);
    x86::Vec difference = e.vec(3);
    if (e.zmmChunks()) {
      e.a.vpcmpud(x86::k1, a, b, kCmpLt);
      e.a.vpsubd(difference, a, b);
      e.a.vpcmpud(x86::k2, difference, borrow, kCmpLt);
      e.a.korw(x86::k1, x86::k1, x86::k2);
      e.storeMaskK(inst, c, x86::k1);
      continue;
    }
    unsignedLess(e, a.as<x86::Ymm>(), b.as<x86::Ymm>(), x86::ymm4);
    e.a.vpsubd(x86::ymm3, a, b);
    unsignedLess(e, x86::ymm3, borrow.as<x86::Ymm>(), x86::ymm6);
    e.a.vpor(x86::ymm4, x86::ymm4, x86::ymm6);
    e.storeMaskChunk32(inst, c, x86::ymm4);
  }
}

// Scalar compares: cmp on the operands where they are (register, slot or
// WaveState place, imm32), the first a Const only if both are. A compare
// fused with its Branch (comparesFusedWithBranches) leaves only the flags;
// otherwise the i1 is set in the result's register.
static void compareScalars(Emitter& e, const ir::Inst& inst) {
  using P = ir::ICmpPred;
  auto pred = ir::ICmpPred(inst.imm);
  const ir::Inst* first = inst.operands[0];
  const ir::Inst* second = inst.operands[1];
  unsigned bits = ir::elemBits(first->type.elem) == 64 ? 64 : 32;  // i1 is a zero-extended dword
  bool swapped = Emitter::constantOf(first) && !Emitter::constantOf(second);
  if (swapped) std::swap(first, second);
  asmjit::Operand a = e.scalarOperand(first, bits, x86::rax, false, true);
  asmjit::Operand b = e.scalarOperand(second, bits, x86::rcx, true, !a.isMem());
  if (a.isReg() && b.isImm() && b.as<asmjit::Imm>().value() == 0) {
    e.a.test(a.as<x86::Gp>(), a.as<x86::Gp>());  // the same flags as cmp with 0
  } else {
    e.a.emit(x86::Inst::kIdCmp, a, b);
  }
  x86::CondCode holds = x86::CondCode::kE;
  switch (pred) {
    case P::Eq: holds = x86::CondCode::kE; break;
    case P::Ne: holds = x86::CondCode::kNE; break;
    case P::SLt: holds = x86::CondCode::kL; break;
    case P::SLe: holds = x86::CondCode::kLE; break;
    case P::SGt: holds = x86::CondCode::kG; break;
    case P::SGe: holds = x86::CondCode::kGE; break;
    case P::ULt: holds = x86::CondCode::kB; break;
    case P::ULe: holds = x86::CondCode::kBE; break;
    case P::UGt: holds = x86::CondCode::kA; break;
    case P::UGe: holds = x86::CondCode::kAE; break;
  }
  if (swapped) holds = x86::reverseCond(holds);
  if (!e.fusedWithBranch(&inst)) {
    x86::Gp result = e.scalarResult(inst, x86::rax);
    e.a.set(holds, result.r8());
    e.a.movzx(result.r32(), result.r8());
    e.storeScalar(inst, result);  // movzx and mov leave the flags alone
  }
  e.setFlagsOf(inst, holds);
}

namespace {

bool unsignedCompare(ir::ICmpPred pred) {
  using P = ir::ICmpPred;
  return pred == P::ULt || pred == P::ULe || pred == P::UGt || pred == P::UGe;
}

// The AVX-512 compare predicate (vpcmp[u]d/q take the signedness apart).
unsigned avx512Predicate(ir::ICmpPred pred) {
  using P = ir::ICmpPred;
  switch (pred) {
    case P::Eq: return kCmpEq;
    case P::Ne: return kCmpNe;
    case P::SGt: case P::UGt: return kCmpGt;
    case P::SLe: case P::ULe: return kCmpLe;
    case P::SLt: case P::ULt: return kCmpLt;
    case P::SGe: case P::UGe: return kCmpGe;
  }
  return 0;
}

// 32-bit lanes in zmm chunks: one vpcmp[u]d into k1 per chunk.
void compareLanes32Zmm(Emitter& e, const ir::Inst& inst, ir::ICmpPred pred) {
  unsigned predicate = avx512Predicate(pred);
  for (unsigned c : e.chunks()) {
    x86::Vec a = e.operandChunk32(x86::zmm0, inst.operands[0], c);
    x86::Vec b = e.operandChunk32(x86::zmm1, inst.operands[1], c);
    if (unsignedCompare(pred)) {
      e.a.vpcmpud(x86::k1, a, b, predicate);
    } else {
      e.a.vpcmpd(x86::k1, a, b, predicate);
    }
    e.storeMaskK(inst, c, x86::k1);
  }
}

// 64-bit lanes in zmm chunks: each half's vpcmp[u]q, the halves' masks joined.
void compareLanes64Zmm(Emitter& e, const ir::Inst& inst, ir::ICmpPred pred) {
  unsigned predicate = avx512Predicate(pred);
  for (unsigned c : e.chunks()) {
    e.loadChunk64(x86::zmm0, x86::zmm1, inst.operands[0], c);
    e.loadChunk64(x86::zmm2, x86::zmm3, inst.operands[1], c);
    compareHalves64(e, [&](const x86::KReg& k, unsigned h) {
      if (unsignedCompare(pred)) {
        e.a.vpcmpuq(k, e.vec(h), e.vec(2 + h), predicate);
      } else {
        e.a.vpcmpq(k, e.vec(h), e.vec(2 + h), predicate);
      }
    });
    e.storeMaskK(inst, c, x86::k1);
  }
}

// 32-bit lanes in ymm chunks: AVX2 has only signed "greater" and "equal",
// so unsigned operands get their sign bits flipped, operands swap for "less"
// and the result is inverted for the negated predicates.
void compareLanes32Ymm(Emitter& e, const ir::Inst& inst, ir::ICmpPred pred) {
  using P = ir::ICmpPred;
  using x86::ymm0;
  using x86::ymm1;
  using x86::ymm2;
  for (unsigned c : e.chunks()) {
    e.loadChunk32(ymm0, inst.operands[0], c);
    e.loadChunk32(ymm1, inst.operands[1], c);
    if (unsignedCompare(pred)) {
      x86::Mem sign = e.broadcastConstant32(0x80000000u);
      e.a.vpxor(ymm0, ymm0, sign);
      e.a.vpxor(ymm1, ymm1, sign);
    }
    bool invert = false;
    switch (pred) {
      case P::Eq: e.a.vpcmpeqd(ymm2, ymm0, ymm1); break;
      case P::Ne: e.a.vpcmpeqd(ymm2, ymm0, ymm1); invert = true; break;
      case P::SGt: case P::UGt: e.a.vpcmpgtd(ymm2, ymm0, ymm1); break;
      case P::SLe: case P::ULe: e.a.vpcmpgtd(ymm2, ymm0, ymm1); invert = true; break;
      case P::SLt: case P::ULt: e.a.vpcmpgtd(ymm2, ymm1, ymm0); break;
      case P::SGe: case P::UGe: e.a.vpcmpgtd(ymm2, ymm1, ymm0); invert = true; break;
    }
    if (invert) {
      e.a.vpcmpeqd(ymm1, ymm1, ymm1);
      e.a.vpxor(ymm2, ymm2, ymm1);
    }
    e.storeMaskChunk32(inst, c, ymm2);
  }
}

// 64-bit lanes in ymm chunks, as compareLanes32Ymm does with the q forms;
// the two halves' sign masks (vmovmskpd) make the chunk's mask byte.
void compareLanes64Ymm(Emitter& e, const ir::Inst& inst, ir::ICmpPred pred) {
  using P = ir::ICmpPred;
  for (unsigned c : e.chunks()) {
    e.loadChunk64(x86::ymm0, x86::ymm1, inst.operands[0], c);
    e.loadChunk64(x86::ymm2, x86::ymm3, inst.operands[1], c);
    if (unsignedCompare(pred)) {
      const std::uint32_t signs[8] = {0, 0x80000000u, 0, 0x80000000u, 0, 0x80000000u, 0, 0x80000000u};
      x86::Mem sign = e.constant32x8(signs);
      for (int r = 0; r < 4; ++r) e.a.vpxor(x86::Ymm(r), x86::Ymm(r), sign);
    }
    bool invert = false;
    for (unsigned h = 0; h < 2; ++h) {
      x86::Ymm a(h), b(2 + h), out(4 + h);
      switch (pred) {
        case P::Eq: e.a.vpcmpeqq(out, a, b); break;
        case P::Ne: e.a.vpcmpeqq(out, a, b); invert = true; break;
        case P::SGt: case P::UGt: e.a.vpcmpgtq(out, a, b); break;
        case P::SLe: case P::ULe: e.a.vpcmpgtq(out, a, b); invert = true; break;
        case P::SLt: case P::ULt: e.a.vpcmpgtq(out, b, a); break;
        case P::SGe: case P::UGe: e.a.vpcmpgtq(out, b, a); invert = true; break;
      }
    }
    e.a.vmovmskpd(x86::eax, x86::ymm4);
    e.a.vmovmskpd(x86::ecx, x86::ymm5);
    e.a.shl(x86::ecx, 4);
    e.a.or_(x86::eax, x86::ecx);
    if (invert) e.a.xor_(x86::eax, 0xff);
    e.a.mov(e.maskByteAt(&inst, c), x86::al);
  }
}

}  // namespace

void emit_ICmp(Emitter& e, const ir::Inst& inst) {
  auto pred = ir::ICmpPred(inst.imm);
  bool lanes32 = isLane32(inst.operands[0]->type) && isLane32(inst.operands[1]->type);
  bool lanes64 = isLane64(inst.operands[0]->type) && isLane64(inst.operands[1]->type);
  if (inst.type.isMask() && lanes32) {
    return e.zmmChunks() ? compareLanes32Zmm(e, inst, pred) : compareLanes32Ymm(e, inst, pred);
  }
  if (inst.type.isMask() && lanes64) {
    return e.zmmChunks() ? compareLanes64Zmm(e, inst, pred) : compareLanes64Ymm(e, inst, pred);
  }
  if (inst.type.isScalar() && allOperands(inst, isScalarInt)) return compareScalars(e, inst);
  e.callInterpreterHelper(inst);
}

// An i64 from two i32 halves, in the result's register: one qword load
// when both are adjacent SGPRs read in place (a register pair), else the
// low half moved there (zero-extending) and the high half ORed in above it.
static void concatScalars(Emitter& e, const ir::Inst& inst) {
  const ir::Inst* lo = inst.operands[0];
  const ir::Inst* hi = inst.operands[1];
  x86::Gp result = e.scalarResult(inst, x86::rax).r64();
  const Place& loPlace = e.placeOf(lo);
  const Place& hiPlace = e.placeOf(hi);
  bool pairInPlace = !Emitter::constantOf(lo) && !Emitter::constantOf(hi) && loPlace.base == Place::Base::State &&
                     hiPlace.base == Place::Base::State && hiPlace.offset == loPlace.offset + 4;
  if (pairInPlace) {
    e.a.mov(result, x86::qword_ptr(x86::r12, loPlace.offset));
    return e.storeScalar(inst, result);
  }
  moveInto(e, result.r32(), e.scalarOperand(lo, 32, result, true, true));
  std::optional<std::uint64_t> hiBits = Emitter::constantOf(hi);
  if (!hiBits || std::uint32_t(*hiBits) != 0) {  // a zero high half adds nothing
    e.loadScalar(x86::rcx, hi);
    e.a.shl(x86::rcx, 32);
    e.a.or_(result, x86::rcx);
  }
  e.storeScalar(inst, result);
}

// Concat(lo, hi): 32-bit halves into 64-bit lanes (or an i64 scalar).
void emit_Concat(Emitter& e, const ir::Inst& inst) {
  if (isVector64(inst.type) && allOperands(inst, isLane32)) {
    // zmm: lanes 0-7 and 8-15 interleaved by a two-table permute.
    std::vector<std::uint32_t> first(16), second(16);
    for (unsigned l = 0; l < 8; ++l) {
      first[2 * l] = l;
      first[2 * l + 1] = 16 + l;
      second[2 * l] = 8 + l;
      second[2 * l + 1] = 24 + l;
    }
    for (unsigned c : e.chunks()) {
      x86::Vec lo = e.operandChunk32(e.vec(0), inst.operands[0], c);
      x86::Vec hi = e.operandChunk32(e.vec(1), inst.operands[1], c);
      Emitter::ChunkPair d = e.resultChunk64(inst, {e.vec(4), e.vec(5)});
      if (e.zmmChunks()) {
        x86::Mem m = e.constantWords(first);
        m.setSize(64);
        e.a.vmovdqu32(d[0], m);
        e.a.vpermi2d(d[0], lo, hi);
        m = e.constantWords(second);
        m.setSize(64);
        e.a.vmovdqu32(d[1], m);
        e.a.vpermi2d(d[1], lo, hi);
      } else {
        e.a.vpunpckldq(x86::ymm2, lo, hi);                 // lanes 0,1 | 4,5
        e.a.vpunpckhdq(x86::ymm3, lo, hi);                 // lanes 2,3 | 6,7
        e.a.vperm2i128(d[0], x86::ymm2, x86::ymm3, 0x20);  // lanes 0-3
        e.a.vperm2i128(d[1], x86::ymm2, x86::ymm3, 0x31);  // lanes 4-7
      }
      e.storeChunk64(inst, c, d[0], d[1]);
    }
    return;
  }
  if (inst.type == ir::Type::scalar(ir::Elem::I64) && inst.operands[0]->type == ir::Type::scalar(ir::Elem::I32)) {
    return concatScalars(e, inst);
  }
  e.callInterpreterHelper(inst);
}

// Trunc of 64-bit lanes to 32: the low dwords.
void emit_Trunc(Emitter& e, const ir::Inst& inst) {
  if (truncTo16(inst)) {
    return lanes32(e, inst, [&](auto d, auto& o) { vx::pand(e, d, o[0], e.chunkConstant32(0xffff)); });
  }
  if (isVector32(inst.type) && isVector64(inst.operands[0]->type)) {
    const std::uint32_t evens[8] = {0, 2, 4, 6, 0, 0, 0, 0};
    for (unsigned c : e.chunks()) {
      if (e.zmmChunks()) {  // the halves' low dwords, from the chunk cache where they are
        Emitter::ChunkPair value = e.operandChunk64({x86::zmm0, x86::zmm1}, inst.operands[0], c);
        x86::Vec d = e.resultChunk32(inst, x86::zmm2);
        e.a.vpmovqd(x86::ymm3, value[1]);
        e.a.vpmovqd(d.ymm(), value[0]);
        e.a.vinserti64x4(d, d, x86::ymm3, 1);
        e.storeChunk32(inst, c, d);
        continue;
      }
      e.loadChunk64(e.vec(0), e.vec(1), inst.operands[0], c);
      e.a.vmovdqu(x86::ymm3, e.constant32x8(evens));
      e.a.vpermd(x86::ymm0, x86::ymm3, x86::ymm0);
      e.a.vpermd(x86::ymm1, x86::ymm3, x86::ymm1);
      e.a.vinserti128(x86::ymm0, x86::ymm0, x86::xmm1, 1);
      e.storeChunk32(inst, c, x86::ymm0);
    }
    return;
  }
  if (inst.type == ir::Type::scalar(ir::Elem::I32) && inst.operands[0]->type == ir::Type::scalar(ir::Elem::I64)) {
    x86::Gp result = e.scalarResult(inst, x86::rax).r32();  // the low dword, wherever it is
    moveInto(e, result, e.scalarOperand(inst.operands[0], 32, result, true, true));
    return e.storeScalar(inst, result);
  }
  if (inst.type == ir::Type::scalar(ir::Elem::I1)) return scalar(e, inst, [&] { e.a.and_(x86::eax, 1); });
  e.callInterpreterHelper(inst);
}

// 32-bit lanes widened to 64: each half of the chunk's lanes extended.
template <class Extend>
void widen(Emitter& e, const ir::Inst& inst, Extend extend) {
  for (unsigned c : e.chunks()) {
    x86::Vec source = e.operandChunk32(e.vec(0), inst.operands[0], c);
    Emitter::ChunkPair d = e.resultChunk64(inst, {e.vec(1), e.vec(2)});
    extend(d[0], vx::half(source));
    vx::extractHigh(e, d[1], source);
    extend(d[1], vx::half(d[1]));
    e.storeChunk64(inst, c, d[0], d[1]);
  }
}

void emit_ZExt(Emitter& e, const ir::Inst& inst) {
  if (extendFrom16(inst)) {
    return lanes32(e, inst, [&](auto d, auto& o) { vx::pand(e, d, o[0], e.chunkConstant32(0xffff)); });
  }
  if (isVector64(inst.type) && isLane32(inst.operands[0]->type)) {
    return widen(e, inst, [&](const x86::Vec& d, const x86::Vec& s) { e.a.vpmovzxdq(d, s); });
  }
  if (inst.type.isScalar() && isScalarInt(inst.operands[0]->type) && isScalarInt(inst.type)) {
    x86::Gp result = e.scalarResult(inst, x86::rax);
    e.loadScalar(result, inst.operands[0]);  // zero-extended
    return e.storeScalar(inst, result);
  }
  e.callInterpreterHelper(inst);
}

// Per chunk: the index's halves extended to 64 bits, shifted and added to
// the base. A deferred address (Emitter::isDeferredAddress) has no code
// here: its accesses read base and index, and compute the addresses only
// on their general path (materialiseLaneAddress).
void emit_LaneAddress(Emitter& e, const ir::Inst& inst) {
  if (e.isDeferredAddress(&inst)) return;
  if (!isVector64(inst.type)) return e.callInterpreterHelper(inst);
  ir::LaneAddressForm form = ir::LaneAddressForm::decode(inst.imm);
  for (unsigned c : e.chunks()) {
    Emitter::ChunkPair base = e.operandChunk64({e.vec(0), e.vec(1)}, inst.operands[0], c);
    x86::Vec index = e.operandChunk32(e.vec(2), inst.operands[1], c);
    Emitter::ChunkPair d = e.resultChunk64(inst, {e.vec(6), e.vec(7)});
    vx::extractHigh(e, d[1], index);
    for (unsigned h = 0; h < 2; ++h) {
      x86::Vec half = h ? vx::half(d[1]) : vx::half(index);
      if (form.signExtend) {
        e.a.vpmovsxdq(d[h], half);
      } else {
        e.a.vpmovzxdq(d[h], half);
      }
      if (form.shift) e.a.vpsllq(d[h], d[h], form.shift);
      e.a.vpaddq(d[h], d[h], base[h]);
    }
    e.storeChunk64(inst, c, d[0], d[1]);
  }
}

void emit_SExt(Emitter& e, const ir::Inst& inst) {
  if (extendFrom16(inst)) {
    return lanes32(e, inst, [&](auto d, auto& o) {
      e.a.vpslld(d, o[0], 16);
      e.a.vpsrad(d, d, 16);
    });
  }
  if (isVector64(inst.type) && isLane32(inst.operands[0]->type)) {
    return widen(e, inst, [&](const x86::Vec& d, const x86::Vec& s) { e.a.vpmovsxdq(d, s); });
  }
  if (inst.type == ir::Type::scalar(ir::Elem::I64) && inst.operands[0]->type == ir::Type::scalar(ir::Elem::I32)) {
    x86::Gp result = e.scalarResult(inst, x86::rax).r64();
    e.a.emit(x86::Inst::kIdMovsxd, result, e.scalarOperand(inst.operands[0], 32, result, false, true));
    return e.storeScalar(inst, result);
  }
  e.callInterpreterHelper(inst);
}

namespace {

// Signed saturating add or subtract of 32-bit lanes into `d`. x86 has no
// such instruction for dwords: the wrapped result overflowed exactly where
// its sign differs from both operands' (add), or the operands' signs differ
// and the result's differs from a's (subtract). There the exact result lies
// beyond the limit on a's side, which lane_SAddSat / lane_SSubSat clamp to:
// (a >> 31) ^ 0x7fffffff, INT32_MAX for a >= 0 and INT32_MIN below.
void signedSaturating32(Emitter& e, const x86::Vec& d, const ChunkOps& o, bool subtract) {
  x86::Vec overflow = e.vec(3), other = e.vec(4);
  if (subtract) {
    e.a.vpsubd(d, o[0], o[1]);
    vx::pxor(e, overflow, o[0], o[1]);
    vx::pxor(e, other, o[0], d);
  } else {
    e.a.vpaddd(d, o[0], o[1]);
    vx::pxor(e, overflow, d, o[0]);
    vx::pxor(e, other, d, o[1]);
  }
  vx::pand(e, overflow, overflow, other);  // sign bit: overflowed
  x86::Vec limit = other;
  e.a.vpsrad(limit, o[0], 31);
  vx::pxor(e, limit, limit, e.chunkConstant32(0x7fffffffu));
  vx::blendv(e, d, d, limit, overflow);
}

}  // namespace

// Saturating subtract of unsigned lanes (lane_USubSat): max(a, b) - b is
// a - b where a >= b and 0 elsewhere. 16-bit lanes, zero-extended in
// 32-bit lanes, are the same computation on values below 2^16.
void emit_USubSat(Emitter& e, const ir::Inst& inst) {
  if (!vec32(inst) && !vec16(inst)) return e.callInterpreterHelper(inst);
  lanes32(e, inst, [&](auto d, auto& o) {
    e.a.vpmaxud(d, o[0], o[1]);
    e.a.vpsubd(d, d, o[1]);
  });
}
// Saturating signed add and subtract (lane_SAddSat, lane_SSubSat). 16-bit
// lanes are the low words of zero-extended dwords: vpaddsw / vpsubsw
// saturate them as the lane function does and leave the high words 0
// (0 +- 0). 32-bit lanes: signedSaturating32.
void emit_SAddSat(Emitter& e, const ir::Inst& inst) {
  if (vec16(inst)) return lanes32(e, inst, [&](auto d, auto& o) { e.a.vpaddsw(d, o[0], o[1]); });
  if (vec32(inst)) return lanes32(e, inst, [&](auto d, auto& o) { signedSaturating32(e, d, o, false); });
  e.callInterpreterHelper(inst);
}
void emit_SSubSat(Emitter& e, const ir::Inst& inst) {
  if (vec16(inst)) return lanes32(e, inst, [&](auto d, auto& o) { e.a.vpsubsw(d, o[0], o[1]); });
  if (vec32(inst)) return lanes32(e, inst, [&](auto d, auto& o) { signedSaturating32(e, d, o, true); });
  e.callInterpreterHelper(inst);
}
// Scalar signed overflow (s_add_i32 / s_sub_i32 set SCC to it): x86's OF.
void emit_SAddOverflow(Emitter& e, const ir::Inst& inst) {
  if (inst.type.isScalar() && inst.operands[0]->type == ir::Type::scalar(ir::Elem::I32)) {
    return scalar(e, inst, [&] {
      e.a.add(x86::eax, x86::ecx);
      e.a.seto(x86::al);
      e.a.movzx(x86::eax, x86::al);
    });
  }
  e.callInterpreterHelper(inst);
}
void emit_SSubOverflow(Emitter& e, const ir::Inst& inst) {
  if (inst.type.isScalar() && inst.operands[0]->type == ir::Type::scalar(ir::Elem::I32)) {
    return scalar(e, inst, [&] {
      e.a.sub(x86::eax, x86::ecx);
      e.a.seto(x86::al);
      e.a.movzx(x86::eax, x86::al);
    });
  }
  e.callInterpreterHelper(inst);
}
GCNJIT_EMIT_VIA_HELPER(ByteAvg)
GCNJIT_EMIT_VIA_HELPER(SadU8)
GCNJIT_EMIT_VIA_HELPER(MsadU8)
GCNJIT_EMIT_VIA_HELPER(SadU16)

}  // namespace gcnjit::backend_x64
