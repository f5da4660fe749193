#include "lift/lift_context.h"

#include <cstdio>

#include "isa/printer.h"
#include "lift/lift.h"

namespace gcnjit::lift {
namespace {

bool isFloatElem(Elem e) { return e == Elem::F16 || e == Elem::F32 || e == Elem::F64; }
Elem intElemOfWidth(unsigned bits) { return bits == 16 ? Elem::I16 : bits == 64 ? Elem::I64 : Elem::I32; }

// Inline float constants 240..248 (Vega ISA "Scalar ALU Operands"): 0.5,
// -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0, 1/(2*pi), as f16, f32 and f64 bits.
constexpr std::uint16_t kInlineF16[] = {0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118};
constexpr std::uint32_t kInlineF32[] = {0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000,
                                        0xc0000000, 0x40800000, 0xc0800000, 0x3e22f983};
constexpr std::uint64_t kInlineF64[] = {0x3fe0000000000000, 0xbfe0000000000000, 0x3ff0000000000000,
                                        0xbff0000000000000, 0x4000000000000000, 0xc000000000000000,
                                        0x4010000000000000, 0xc010000000000000, 0x3fc45f306dc9c882};

bool is16(OpType t) { return ir::elemBits(elemOf(t)) == 16; }

// Lanes enabled by DPP row_mask/bank_mask (row = lane[5:4], bank = lane[3:2]).
std::uint64_t dppRowBankMask(unsigned rowMask, unsigned bankMask) {
  std::uint64_t mask = 0;
  for (unsigned lane = 0; lane < 64; ++lane) {
    if (((rowMask >> (lane / 16)) & 1) && ((bankMask >> ((lane / 4) & 3)) & 1)) mask |= 1ull << lane;
  }
  return mask;
}

}  // namespace

Elem elemOf(OpType t) {
  switch (t) {
    case OpType::B16: case OpType::I16: case OpType::U16: return Elem::I16;
    case OpType::F16: return Elem::F16;
    case OpType::F32: return Elem::F32;
    case OpType::B64: case OpType::I64: case OpType::U64: case OpType::V4F16: return Elem::I64;
    case OpType::F64: return Elem::F64;
    default: return Elem::I32;
  }
}

LiftContext::LiftContext(ir::Function& function, std::size_t block, const Location& where, Target t,
                         const cfg::CfgInst& cfgInst, GprIdxMode gprIdx)
    : inst(cfgInst.inst), desc(cfgInst.inst.desc()), target(t), function_(function), where_(where),
      cfgInst_(cfgInst), builder_(*function.blocks()[block]), block_(block), gprIdx_(gprIdx) {
  builder_.setPc(pc());
}

std::uint64_t LiftContext::pc() const { return cfgInst_.address + where_.pcBias; }
std::uint64_t LiftContext::nextPc() const { return pc() + inst.size; }

void LiftContext::unsupported(const std::string& why) {
  char offset[32];
  std::snprintf(offset, sizeof offset, "+0x%llx", static_cast<unsigned long long>(cfgInst_.address - where_.cfg->entry));
  throw LiftError("unsupported instruction " + printInst(inst, target, cfgInst_.address) + " at " + where_.kernel +
                  offset + ": " + why);
}

// --- values ---------------------------------------------------------------

V LiftContext::vec(V value) {
  if (value->type.isVector() || value->type.isMask()) return value;
  return emit(Op::Broadcast, {value});
}

V LiftContext::bitcast(V value, Elem to) {
  if (value->type.isMask()) return emitTyped(Op::Bitcast, Type::scalar(to), {value});
  if (value->type.elem == to) return value;
  return emitTyped(Op::Bitcast, Type{value->type.kind, to}, {value});
}

V LiftContext::zext(V value, Elem to) {
  if (value->type.elem == to) return value;
  return emitTyped(Op::ZExt, Type{value->type.kind, to}, {value});
}
V LiftContext::sext(V value, Elem to) {
  if (value->type.elem == to) return value;
  return emitTyped(Op::SExt, Type{value->type.kind, to}, {value});
}
V LiftContext::trunc(V value, Elem to) {
  if (value->type.elem == to) return value;
  return emitTyped(Op::Trunc, Type{value->type.kind, to}, {value});
}
V LiftContext::hi32(V v64) {
  V shift = v64->type.isVector() ? vec(c64(32)) : c64(32);
  return trunc(emit(Op::LShr, {v64, shift}), Elem::I32);
}
V LiftContext::i64ToMask(V v) { return emitTyped(Op::Bitcast, Type::mask(), {v}); }

// --- scalar operands ---------------------------------------------------------

V LiftContext::readScalarConstant(std::uint16_t code, OpType t, bool wide) {
  Elem e = wide ? Elem::I64 : Elem::I32;
  if (code >= 128 && code <= 208) {
    std::int64_t v = code <= 192 ? code - 128 : 192 - code;
    std::uint64_t bits = std::uint64_t(v);
    if (!wide) bits &= is16(t) ? 0xffff : 0xffffffff;
    return constant(e, bits);
  }
  if (code >= 240 && code <= 248) {
    unsigned k = code - 240;
    if (wide) return constant(e, kInlineF64[k]);
    return constant(e, is16(t) ? kInlineF16[k] : kInlineF32[k]);
  }
  if (code == opnd::kLiteral) {
    std::uint32_t lit = inst.literal;
    if (!wide) return constant(e, is16(t) ? lit & 0xffff : lit);
    // Vega ISA "Literal Expansion to 64 bits".
    if (t == OpType::F64) return constant(e, std::uint64_t(lit) << 32);
    if (t == OpType::I64) return constant(e, std::uint64_t(std::int64_t(std::int32_t(lit))));
    return constant(e, lit);
  }
  return nullptr;
}

V LiftContext::sread32(std::uint16_t code, OpType t) {
  if (V k = readScalarConstant(code, t, false)) return k;
  switch (code) {
    case 106: return lo32(maskToI64(vcc()));
    case 107: return hi32(maskToI64(vcc()));
    case 124: return m0();
    case 126: return lo32(maskToI64(exec()));
    case 127: return hi32(maskToI64(exec()));
    case 235: case 236: case 237: case 238: return emit(Op::GetAperture, {}, code);
    case 239: return c32(0);  // src_pops_exiting_wave_id: no POPS on compute
    case 251: return zext(icmp(ir::ICmpPred::Eq, maskToI64(vcc()), c64(0)), Elem::I32);
    case 252: return zext(icmp(ir::ICmpPred::Eq, maskToI64(exec()), c64(0)), Elem::I32);
    case 253: return zext(scc(), Elem::I32);
    default: break;
  }
  if (code < 124) return builder_.get(Op::GetSGPR, code);
  unsupported("scalar operand " + std::to_string(code) + " cannot be read");
}

V LiftContext::sread64(std::uint16_t code, OpType t) {
  if (V k = readScalarConstant(code, t, true)) return k;
  switch (code) {
    case 106: return maskToI64(vcc());
    case 126: return maskToI64(exec());
    case 235: case 236: case 237: case 238:
      return emit(Op::Shl, {zext(sread32(code, t), Elem::I64), c64(32)});
    case 239: case 251: case 252: case 253: return zext(sread32(code, t), Elem::I64);
    default: break;
  }
  return concat(sread32(code, t), sread32(std::uint16_t(code + 1), t));
}

V LiftContext::sreadDword(std::uint16_t code, unsigned k) {
  if (opnd::isConstant(code) || code >= 235) return k == 0 ? sread32(code) : c32(0);
  return sread32(std::uint16_t(code + k));
}

void LiftContext::swriteDword(std::uint16_t code, unsigned k, V value) { swrite32(std::uint16_t(code + k), value); }

void LiftContext::swrite32(std::uint16_t code, V value) {
  auto replaceHalf = [&](V whole64, bool high) {
    V keep = high ? lo32(whole64) : hi32(whole64);
    return i64ToMask(high ? concat(keep, value) : concat(value, keep));
  };
  switch (code) {
    case 106: setVcc(replaceHalf(maskToI64(vcc()), false)); return;
    case 107: setVcc(replaceHalf(maskToI64(vcc()), true)); return;
    case 124: builder_.set(Op::SetM0, value); return;
    case 126: setExec(replaceHalf(maskToI64(exec()), false)); return;
    case 127: setExec(replaceHalf(maskToI64(exec()), true)); return;
    default: break;
  }
  if (code < 124) {
    builder_.set(Op::SetSGPR, value, code);
    return;
  }
  unsupported("scalar operand " + std::to_string(code) + " cannot be written");
}

void LiftContext::swrite64(std::uint16_t code, V value) {
  if (code == 106) return setVcc(i64ToMask(value));
  if (code == 126) return setExec(i64ToMask(value));
  swrite32(code, lo32(value));
  swrite32(std::uint16_t(code + 1), hi32(value));
}

// --- vector operands ---------------------------------------------------------

// Vega ISA "VGPR Indexing": in index mode a VALU instruction adds M0[7:0]
// to the VGPR of operand `slot` (src0..src2, dst) when M0[12 + slot] is set.
// Null when nothing is added (no index mode, or not a VALU instruction).
V LiftContext::gprIndex(int slot) {
  bool valu = desc.format == Format::VOP1 || desc.format == Format::VOP2 || desc.format == Format::VOPC ||
              desc.format == Format::VOP3 || desc.format == Format::VOP3P;
  if (!valu || gprIdx_ == GprIdxMode::Off) return nullptr;
  if (gprIdx_ == GprIdxMode::Unknown) unsupported("VGPR index mode differs between the paths that reach here");
  if (slot == kNoSlot) unsupported("this instruction's VGPR operands are not lifted in VGPR index mode");
  V m0Value = m0();
  V enabled = icmp(ir::ICmpPred::Ne, emit(Op::And, {m0Value, c32(1u << (12 + slot))}), c32(0));
  return select(enabled, emit(Op::And, {m0Value, c32(0xff)}), c32(0));
}

V LiftContext::vreg(std::uint16_t code, unsigned k, int slot) {
  if (opnd::isVgpr(code)) {
    unsigned reg = code - opnd::kVgpr0 + k;
    if (V index = gprIndex(slot)) return emit(Op::GetVGPRIndexed, {index}, reg);
    return builder_.get(Op::GetVGPR, reg);
  }
  if (opnd::isAgpr(code)) return builder_.get(Op::GetAccVGPR, code - opnd::kAgpr0 + k);
  return vec(sreadDword(code, k));
}

void LiftContext::vregWrite(std::uint16_t code, unsigned k, V value, V mask, int slot) {
  bool acc = opnd::isAgpr(code);
  unsigned reg = code - (acc ? opnd::kAgpr0 : opnd::kVgpr0) + k;
  if (!acc && !opnd::isVgpr(code)) unsupported("destination is not a vector register");
  if (reg >= 256) unsupported("vector register tuple runs past v255");
  if (V index = acc ? nullptr : gprIndex(slot)) {
    V old = emit(Op::GetVGPRIndexed, {index}, reg);
    emit(Op::SetVGPRIndexed, {index, emit(Op::Select, {mask, value, old})}, reg);
    return;
  }
  V old = builder_.get(acc ? Op::GetAccVGPR : Op::GetVGPR, reg);
  builder_.set(acc ? Op::SetAccVGPR : Op::SetVGPR, emit(Op::Select, {mask, value, old}), reg);
}

// SDWA source select (Vega ISA "SDWA"): BYTE_0..3 = 0..3, WORD_0/1 = 4/5,
// DWORD = 6; the field is zero- or sign-extended to 32 bits.
V LiftContext::selectSdwa(V raw32, unsigned sel, bool sextend) {
  if (sel >= 6) return raw32;
  unsigned offset = sel < 4 ? sel * 8 : (sel - 4) * 16;
  unsigned width = sel < 4 ? 8 : 16;
  V off = vc32(offset), w = vc32(width);
  return emit(sextend ? Op::SBfe : Op::UBfe, {raw32, off, w});
}

V LiftContext::dppMove(V raw32) {
  V moved = emit(Op::DppMove, {raw32}, inst.dpp.ctrl);
  V valid = emit(Op::DppValid, {exec()}, inst.dpp.ctrl);
  return emit(Op::Select, {valid, moved, vc32(0)});
}

V LiftContext::vsrcRaw(int i) {
  std::uint16_t code = inst.src[i];
  OpType t = i == 0 ? desc.src0 : i == 1 ? desc.src1 : desc.src2;
  Elem e = elemOf(t);
  unsigned bits = ir::elemBits(e);
  if (code == opnd::kNone) unsupported("source " + std::to_string(i) + " is absent");
  V value;
  if (bits == 64) {
    if (opnd::isVgpr(code) || opnd::isAgpr(code)) {
      value = concat(vreg(code, 0, i), vreg(code, 1, i));
    } else {
      value = vec(sread64(code, t));
    }
    return bitcast(value, e);
  }
  V raw = opnd::isVgpr(code) || opnd::isAgpr(code) ? vreg(code, 0, i) : vec(sread32(code, t));
  if (inst.form == Form::Sdwa && i < 2) {
    raw = selectSdwa(raw, i == 0 ? inst.sdwa.src0Sel : inst.sdwa.src1Sel, i == 0 ? inst.sdwa.src0Sext : inst.sdwa.src1Sext);
  } else if (inst.form == Form::Dpp && i == 0) {
    raw = dppMove(raw);
  }
  // Vega ISA "VOP3A" OPSEL: a 16-bit source of an op_sel row may be the high
  // half of its register.
  bool high = isVop3() && desc.has(iflag::OpSel) && ((inst.opSel >> i) & 1);
  if (high && bits != 16) unsupported("op_sel on a 32-bit operand is not defined by the ISA");
  if (high && !opnd::isVgpr(code) && !opnd::isAgpr(code) && opnd::isConstant(code)) {
    unsupported("op_sel selects the high half of a constant");
  }
  if (bits == 16) {
    if (high) raw = emit(Op::LShr, {raw, vc32(16)});
    raw = trunc(raw, Elem::I16);
  }
  return bitcast(raw, e);
}

V LiftContext::vsrc(int i) {
  V value = vsrcRaw(i);
  bool negBit = (inst.neg >> i) & 1, absBit = (inst.abs >> i) & 1;
  if (!negBit && !absBit) return value;
  Elem e = value->type.elem;
  bool isFloat = isFloatElem(e);
  if (!isFloat && !desc.has(iflag::IntSrcMods)) return value;  // integer sources ignore them
  Elem fe = isFloat ? e : ir::elemBits(e) == 64 ? Elem::F64 : ir::elemBits(e) == 16 ? Elem::F16 : Elem::F32;
  V f = bitcast(value, fe);
  if (absBit) f = emit(Op::FAbs, {f});
  if (negBit) f = emit(Op::FNeg, {f});
  return bitcast(f, e);
}

V LiftContext::writeMask() {
  if (writeMask_) return writeMask_;
  V mask = exec();
  if (inst.form == Form::Dpp) {
    std::uint64_t rowBank = dppRowBankMask(inst.dpp.rowMask, inst.dpp.bankMask);
    if (rowBank != ~0ull) mask = emit(Op::And, {mask, i64ToMask(c64(rowBank))});
    // Without bound_ctrl a lane whose source is out of range or inactive is
    // not written; with it, that source reads as 0.
    if (!inst.dpp.boundCtrl) mask = emit(Op::And, {mask, emit(Op::DppValid, {exec()}, inst.dpp.ctrl)});
  }
  writeMask_ = mask;
  return mask;
}

void LiftContext::vdst(V value) {
  OpType t = desc.dst;
  Elem e = elemOf(t);
  unsigned bits = ir::elemBits(e);
  bool dstHigh = isVop3() && ((inst.opSel >> 3) & 1);
  if (dstHigh && (!desc.has(iflag::OpSel) || bits != 16)) unsupported("op_sel[3] on a row or result without op_sel");
  if (isFloatElem(e) && isVop3()) {
    // Vega ISA "VOP3A": OMOD multiplies the result by 2, 4 or 0.5, then CLAMP
    // clamps it to [0, 1].
    static const std::uint64_t kOmod[3][3] = {{0x4000, 0x4400, 0x3800},
                                              {0x40000000, 0x40800000, 0x3f000000},
                                              {0x4000000000000000, 0x4010000000000000, 0x3fe0000000000000}};
    int row = bits == 16 ? 0 : bits == 32 ? 1 : 2;
    if (inst.omod) value = emit(Op::FMul, {value, vconst(e, kOmod[row][inst.omod - 1])});
    if (inst.clamp) value = emit(Op::FClamp01, {value});
  } else if (isFloatElem(e) && inst.form == Form::Sdwa && inst.clamp) {
    value = emit(Op::FClamp01, {value});
  }
  std::uint16_t code = inst.dst;
  V mask = writeMask();
  V bitsValue = bitcast(value, intElemOfWidth(bits));
  if (bits == 64) {
    vregWrite(code, 0, lo32(bitsValue), mask, kDstSlot);
    vregWrite(code, 1, hi32(bitsValue), mask, kDstSlot);
    return;
  }
  V word = bits == 16 ? zext(bitsValue, Elem::I32) : bitsValue;
  if (inst.form == Form::Sdwa) {
    // dst_sel places the low bits of the result; dst_unused fills the rest
    // with zeros (PAD), the sign of the field (SEXT) or the old bits (PRESERVE).
    unsigned sel = inst.sdwa.dstSel;
    if (sel < 6) {
      unsigned offset = sel < 4 ? sel * 8 : (sel - 4) * 16, width = sel < 4 ? 8 : 16;
      std::uint32_t field = ((width == 32 ? 0u : (1u << width)) - 1) << offset;
      V placed = emit(Op::And, {emit(Op::Shl, {word, vc32(offset)}), vc32(field)});
      if (inst.sdwa.dstUnused == 2) {
        // The kept bits come from the register written (the seeds' "VGPR
        // Indexing Details" table puts SDWA preserve's "dst, s2" one column
        // right of v_mac's, where the dst enable indexes both; a merge with
        // a register other than the one written would have no use).
        V old = vreg(code, 0, kDstSlot);
        word = emit(Op::Or, {placed, emit(Op::And, {old, vc32(~field)})});
      } else if (inst.sdwa.dstUnused == 1) {
        V signExtended = emit(Op::SBfe, {word, vc32(0), vc32(width)});
        V above = emit(Op::Shl, {signExtended, vc32(offset)});
        std::uint32_t aboveMask = offset + width >= 32 ? 0u : ~0u << (offset + width);
        word = emit(Op::Or, {placed, emit(Op::And, {above, vc32(aboveMask)})});
      } else {
        word = placed;
      }
    }
  } else if (bits == 16 && desc.has(iflag::OpSel)) {
    // Vega ISA V_MAD_F16 and the other op_sel rows: the other half is kept.
    V old = vreg(code, 0, kDstSlot);
    word = dstHigh ? emit(Op::Or, {emit(Op::And, {old, vc32(0xffff)}), emit(Op::Shl, {word, vc32(16)})})
                : emit(Op::Or, {emit(Op::And, {old, vc32(0xffff0000)}), word});
  }
  vregWrite(code, 0, word, mask, kDstSlot);
}

V LiftContext::carryIn() {
  if (isVop3()) return i64ToMask(sread64(inst.src[2], OpType::B64));
  return vcc();
}

void LiftContext::carryOut(V mask) {
  V masked = emit(Op::And, {mask, writeMask()});
  if (isVop3()) return swrite64(inst.sdst, maskToI64(masked));
  setVcc(masked);
}

void LiftContext::compareResult(V mask) {
  V masked = emit(Op::And, {mask, exec()});
  std::uint16_t dst = inst.sdst != opnd::kNone ? inst.sdst : std::uint16_t(106);
  swrite64(dst, maskToI64(masked));
  if (desc.has(iflag::CmpX)) setExec(masked);
}

// --- control flow ------------------------------------------------------------

std::uint64_t LiftContext::labelTarget() const { return nextPc() + std::uint64_t(std::int64_t(inst.imm) * 4); }

std::size_t LiftContext::blockIndex(std::uint64_t biasedPc) {
  const cfg::KernelCfg& cfg = *where_.cfg;
  const cfg::BasicBlock* block = cfg.blockAt(biasedPc - where_.pcBias);
  if (!block) unsupported("control goes to an address that starts no block");
  return std::size_t(block - cfg.blocks.data());
}

void LiftContext::jumpTo(std::uint64_t targetPc) {
  emit(Op::Jump, {}, blockIndex(targetPc));
  terminated_ = true;
}

void LiftContext::branch(V takenI1, std::uint64_t takenPc) {
  std::uint64_t taken = blockIndex(takenPc), next = blockIndex(nextPc());
  emit(Op::Branch, {takenI1}, taken | (next << 32));
  terminated_ = true;
}

void LiftContext::jumpIndirect(V addressI64) {
  emit(Op::JumpIndirect, {addressI64});
  terminated_ = true;
}

void LiftContext::endProgram() {
  emit(Op::EndProgram, {});
  terminated_ = true;
}

void LiftContext::barrier() {
  std::size_t resume = function_.blocks().size();
  ir::Block& next = function_.addBlock(nextPc());
  emit(Op::Barrier, {}, resume);
  builder_.setBlock(next);
  block_ = resume;
}

void LiftContext::trap(std::uint32_t trapId) {
  std::size_t resume = function_.blocks().size();
  ir::Block& next = function_.addBlock(nextPc());
  emit(Op::Trap, {}, trapId | (std::uint64_t(resume) << 32));
  builder_.setBlock(next);
  block_ = resume;
}

void LiftContext::gws(ir::GwsOp op, V value) {
  std::size_t resume = function_.blocks().size();
  V m0Value = m0();
  ir::Block& next = function_.addBlock(nextPc());
  ir::GwsImmediate imm{op, std::uint32_t(inst.mem.offset0), std::uint32_t(resume)};
  emit(Op::Gws, {value, m0Value}, imm.encode());
  builder_.setBlock(next);
  block_ = resume;
}

}  // namespace gcnjit::lift
