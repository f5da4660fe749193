// Vector-memory and export decoding: format dispatch and the operand rules
// shared by the formats.
//
// AccVGPRs: the MI100 ISA ("Matrix Arithmetic Instructions") says shader I/O
// uses only architectural VGPRs; gfx908 has no ACC bit in memory encodings
// (llvm-mc-15 rejects AccVGPR memory data there), so every VGPR field decodes
// to v0-v255 on all three targets.
#include "isa/decode_memory.h"

#include "isa/memory_operands.h"

namespace gcnjit::detail {
namespace {

constexpr unsigned kSgprMax = 105;  // LLVM models s0-s105: tuples may reach past s101
constexpr unsigned kTtmp0 = 108, kTtmpCount = 16;

// 64-bit special registers a scalar pair field may name.
bool isSpecialPair(unsigned code) {
  return code == 102 /*flat_scratch*/ || code == 104 /*xnack_mask*/ || code == 106 /*vcc*/ ||
         code == 125 /*null*/ || code == 126 /*exec*/;
}

}  // namespace

uint16_t sgprTuple(unsigned code, int dwords) {
  unsigned first = code & ~(opnd::sgprAlignment(dwords) - 1);
  if (code <= 101) return first + dwords - 1 <= kSgprMax ? uint16_t(first) : opnd::kNone;
  if (code >= kTtmp0 && code < kTtmp0 + kTtmpCount)
    return first - kTtmp0 + dwords <= kTtmpCount ? uint16_t(first) : opnd::kNone;
  switch (dwords) {
    case 1: return code <= 127 ? uint16_t(code) : opnd::kNone;
    case 2: return isSpecialPair(code) ? uint16_t(code) : opnd::kNone;
    // A 128-bit field may name xnack_mask (LLVM decodes it as the 64-bit
    // register).
    case 4: return code == 104 ? uint16_t(code) : opnd::kNone;
    default: return opnd::kNone;
  }
}

uint16_t scalarOffset(unsigned code) {
  bool constant = (code >= 128 && code <= 208) || (code >= 235 && code <= 248) ||
                  (code >= 251 && code <= 254);
  if (code <= 127) return sgprTuple(code, 1);
  return constant ? uint16_t(code) : opnd::kNone;
}

bool vgprsFit(uint16_t code, int dwords) {
  return dwords == 0 || (opnd::isVgpr(code) && code - opnd::kVgpr0 + dwords <= 256);
}

bool setColumns(Inst& inst, uint16_t dst, uint16_t addr, uint16_t data, uint16_t data1) {
  MemOperandDwords n = memOperandDwords(inst);
  inst.dst = n.dst ? dst : opnd::kNone;
  inst.src[0] = n.addr ? addr : opnd::kNone;
  inst.src[1] = n.data ? data : opnd::kNone;
  inst.src[2] = n.data1 ? data1 : opnd::kNone;
  return vgprsFit(dst, n.dst) && vgprsFit(addr, n.addr) && vgprsFit(data, n.data) &&
         vgprsFit(data1, n.data1);
}

int decodeMemory(Format f, const DecodeCtx& ctx, Inst& inst) {
  if (!ctx.has(2)) return -1;
  switch (f) {
    case Format::DS: return decodeDs(ctx, inst);
    case Format::MUBUF: case Format::MTBUF: return decodeBuffer(f, ctx, inst);
    case Format::MIMG: return decodeImage(ctx, inst);
    case Format::FLAT: case Format::GLOBAL: case Format::SCRATCH: return decodeFlat(f, ctx, inst);
    case Format::EXP: return decodeExport(ctx, inst);
    default: return 0;
  }
}

}  // namespace gcnjit::detail
