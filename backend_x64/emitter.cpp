#include "backend_x64/emitter.h"

#include <algorithm>
#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "backend_x64/frame.h"
#include "backend_x64/helpers.h"
#include "ir/cfg.h"
#include "ir/memory.h"

namespace gcnjit::backend_x64 {

Emitter::Emitter(x86::Assembler& assembler, const ir::Function& fn, std::deque<HelperSite>& sites,
                 const CompileOptions& opts)
    : a(assembler), function(fn), options(opts), sites_(sites), blocksOnCycles_(ir::blocksOnCycles(fn)) {
  for (std::size_t b = 0; b < fn.blocks().size(); ++b) {
    for (const auto& inst : fn.blocks()[b]->insts()) {
      if (inst->op == ir::Op::SetMODE) staticMode_ = false;
      bool globalLoad = inst->op == ir::Op::Load && inst->type.isVector() &&
                        ir::MemAccess::decode(inst->imm).space == ir::AddrSpace::Global;
      if (globalLoad && blocksOnCycles_[b]) loopPrefetchSitesLeft_ += 2;  // at most: whole-wave and group paths
    }
  }
  laneBits_ = a.newLabel();
  laneIdTable_ = a.newLabel();
}

void Emitter::setScalarRegisterPlan(const ScalarRegisterPlan& plan) {
  scalarPlan_ = &plan;
  holder_.fill(nullptr);
}

void Emitter::beginItem(std::size_t item) {
  for (const ir::Inst* value : scalarPlan_->evictBefore[item]) {
    materialise(value);
    holder_[scalarPlan_->registerOf.at(value)] = nullptr;
  }
}

void Emitter::beginOp(const ir::Inst& inst) {
  currentOp_ = &inst;
  ++opSerial_;
  resultInRegister_ = false;
  resultSlotAsked_ = false;
  resultSlotReloaded_ = false;
}

void Emitter::endOp(const ir::Inst& inst) {
  if (resultInRegister_ && resultSlotAsked_ && !resultSlotReloaded_) {
    throw std::logic_error("x64 backend: emit_" + std::string(inst.info().name) +
                           " put its scalar result in a register (storeScalar) and also asked for its slot");
  }
  currentOp_ = nullptr;
}

std::optional<x86::Gp> Emitter::scalarRegister(const ir::Inst* value) const {
  if (!scalarPlan_) return std::nullopt;
  auto planned = scalarPlan_->registerOf.find(value);
  if (planned == scalarPlan_->registerOf.end() || holder_[planned->second] != value) return std::nullopt;
  return kScalarRegisters[planned->second];
}

void Emitter::materialise(const ir::Inst* value) const {
  if (value == currentOp_) {
    resultSlotAsked_ = true;
    return;
  }
  bool wide = value->type.isMask() || ir::elemBits(value->type.elem) == 64;
  const Place& p = slots_->place(value);
  x86::Mem slot = x86::ptr(p.base == Place::Base::Values ? x86::rbx : x86::r12, p.offset);
  if (std::optional<x86::Gp> reg = scalarRegister(value)) {
    slot.setSize(wide ? 8 : 4);
    a.mov(slot, wide ? x86::Gp(reg->r64()) : x86::Gp(reg->r32()));
    return;
  }
  if (value->op != ir::Op::Const) return;
  // Movs of immediates: no register, no flags.
  std::uint64_t bits = value->imm;
  if (std::int64_t(bits) == std::int32_t(bits)) {
    slot.setSize(8);
    a.mov(slot, std::int32_t(bits));
    return;
  }
  slot.setSize(4);
  a.mov(slot, std::uint32_t(bits));
  slot.addOffset(4);
  a.mov(slot, std::uint32_t(bits >> 32));
}

x86::Mem Emitter::at(const ir::Inst* value, std::int32_t byteOffset) const {
  materialise(value);
  const Place& p = slots_->place(value);
  return x86::ptr(p.base == Place::Base::Values ? x86::rbx : x86::r12, p.offset + byteOffset);
}

x86::Mem Emitter::state(std::int32_t offset) { return x86::ptr(x86::r12, offset); }

unsigned Emitter::lanesOf(const x86::Vec& reg) const {
  unsigned lanes = reg.size() / 4;
  if (inRegion() && lanes != chunkLanes_) throw std::logic_error("x64 backend: a chunk register of another width inside a chunk region");
  return lanes;
}

// The region loop's r10 is the chunk's offset in a row of 32-bit lanes
// (4 bytes per lane); 64-bit lanes take twice that.
x86::Mem Emitter::chunkAt(const ir::Inst* value, unsigned chunk, unsigned half, unsigned lanes) const {
  materialise(value);
  const Place& p = slots_->place(value);
  x86::Gp base = p.base == Place::Base::Values ? x86::rbx : x86::r12;
  bool wide = ir::elemBits(value->type.elem) == 64;
  std::int32_t within = std::int32_t(half * 4 * lanes);
  if (inRegion()) return x86::ptr(base, x86::r10, wide ? 1 : 0, p.offset + within);
  return x86::ptr(base, p.offset + std::int32_t(chunk * 4 * lanes * (wide ? 2 : 1)) + within);
}

x86::Mem Emitter::maskBitsAt(const ir::Inst* mask, unsigned chunk, unsigned lanes) const {
  materialise(mask);
  const Place& p = slots_->place(mask);
  x86::Gp base = p.base == Place::Base::Values ? x86::rbx : x86::r12;
  unsigned bytes = lanes / 8;
  if (inRegion()) return x86::ptr(base, x86::r11, bytes == 2 ? 1 : 0, p.offset, bytes);
  return x86::ptr(base, p.offset + std::int32_t(chunk * bytes), bytes);
}

x86::Mem Emitter::maskByteAt(const ir::Inst* mask, unsigned chunk) const {
  if (inRegion() && zmmChunks()) throw std::logic_error("x64 backend: a mask byte inside a 16-lane chunk region");
  materialise(mask);
  const Place& p = slots_->place(mask);
  x86::Gp base = p.base == Place::Base::Values ? x86::rbx : x86::r12;
  if (inRegion()) return x86::byte_ptr(base, x86::r11, 0, p.offset);
  return x86::byte_ptr(base, p.offset + std::int32_t(chunk));
}

x86::Mem Emitter::stateChunk(std::int32_t offset, unsigned chunk) const {
  if (inRegion()) return x86::ptr(x86::r12, x86::r10, 0, offset);
  return x86::ptr(x86::r12, offset + std::int32_t(chunk * 4 * chunkLanes_));
}

x86::Mem Emitter::laneIds(unsigned chunk) {
  std::uint32_t bytes = 4 * chunkLanes_;
  if (!inRegion()) return x86::ptr(laneIdTable_, std::int32_t(chunk * bytes), bytes);
  a.lea(x86::rax, x86::ptr(laneIdTable_));
  return x86::ptr(x86::rax, x86::r10, 0, 0, bytes);
}
x86::Mem Emitter::frame(std::int32_t offset) { return x86::ptr(x86::r13, offset); }

void Emitter::loadScalar(const x86::Gp& dst, const ir::Inst* value) {
  ir::Type t = value->type;
  bool wide = t.isMask() || ir::elemBits(t.elem) == 64;
  if (auto bits = constantOf(value)) {  // what its slot holds, without the round trip through memory
    if (wide) {
      a.mov(dst.r64(), *bits);
    } else {
      a.mov(dst.r32(), std::uint32_t(*bits));
    }
    return;
  }
  if (std::optional<x86::Gp> reg = scalarRegister(value)) {
    if (wide) {
      a.mov(dst.r64(), reg->r64());
    } else {
      a.mov(dst.r32(), reg->r32());
    }
    return;
  }
  if (wide) {
    x86::Mem m = at(value);
    m.setSize(8);
    a.mov(dst.r64(), m);
  } else {
    x86::Mem m = at(value);
    m.setSize(4);
    a.mov(dst.r32(), m);
  }
}

asmjit::Operand Emitter::scalarOperand(const ir::Inst* value, unsigned bits, const x86::Gp& scratch, bool immediate,
                                    bool memory) {
  bool wide = bits == 64;
  if (auto constant = constantOf(value)) {
    std::uint64_t b = *constant;
    if (immediate && !wide) return asmjit::Imm(std::uint32_t(b));
    if (immediate && std::int64_t(b) == std::int32_t(b)) return asmjit::Imm(std::int64_t(b));
  } else if (std::optional<x86::Gp> reg = scalarRegister(value)) {
    return wide ? x86::Gp(reg->r64()) : x86::Gp(reg->r32());
  } else if (memory) {
    x86::Mem m = at(value);
    m.setSize(wide ? 8 : 4);
    return m;
  }
  loadScalar(scratch, value);
  return wide ? x86::Gp(scratch.r64()) : x86::Gp(scratch.r32());
}

x86::Gp Emitter::scalarResult(const ir::Inst& inst, const x86::Gp& scratch) const {
  if (auto planned = scalarPlan_->registerOf.find(&inst); planned != scalarPlan_->registerOf.end()) {
    return kScalarRegisters[planned->second];
  }
  return scratch;
}

void Emitter::requireWholeWave(const char* what) const {
  if (inRegion()) throw std::logic_error(std::string("x64 backend: ") + what + " inside a chunk region");
}

void Emitter::storeScalar(const ir::Inst& inst, const x86::Gp& src) {
  requireWholeWave("a scalar result");
  bool wide = inst.type.isMask() || ir::elemBits(inst.type.elem) == 64;
  if (auto planned = scalarPlan_->registerOf.find(&inst); planned != scalarPlan_->registerOf.end()) {
    x86::Gp reg = kScalarRegisters[planned->second];
    bool computedThere = reg.id() == src.id();  // scalarResult
    if (!computedThere && wide) a.mov(reg.r64(), src.r64());
    if (!computedThere && !wide) a.mov(reg.r32(), src.r32());
    holder_[planned->second] = &inst;
    resultInRegister_ = true;
    return;
  }
  x86::Mem m = at(&inst);
  if (wide) {
    m.setSize(8);
    a.mov(m, src.r64());
  } else {
    m.setSize(4);
    a.mov(m, src.r32());
  }
}

void Emitter::resultWrittenToSlot(const ir::Inst& inst) {
  auto planned = scalarPlan_->registerOf.find(&inst);
  if (planned == scalarPlan_->registerOf.end()) return;
  bool wide = inst.type.isMask() || ir::elemBits(inst.type.elem) == 64;
  const Place& p = slots_->place(&inst);
  x86::Mem slot = x86::ptr(p.base == Place::Base::Values ? x86::rbx : x86::r12, p.offset, wide ? 8 : 4);
  x86::Gp reg = kScalarRegisters[planned->second];
  a.mov(wide ? x86::Gp(reg.r64()) : x86::Gp(reg.r32()), slot);
  holder_[planned->second] = &inst;
  resultSlotReloaded_ = true;
}

// EVEX spellings for zmm: vmovdqa and vmovdqu have no zmm form.
static void moveVec(x86::Assembler& a, const x86::Vec& dst, const x86::Vec& src) {
  if (dst.isZmm()) {
    a.vmovdqa32(dst, src);
  } else {
    a.vmovdqa(dst, src);
  }
}
static void loadVec(x86::Assembler& a, const x86::Vec& dst, const x86::Mem& src) {
  if (dst.isZmm()) {
    a.vmovdqu32(dst, src);
  } else {
    a.vmovdqu(dst, src);
  }
}
static void storeVec(x86::Assembler& a, const x86::Mem& dst, const x86::Vec& src) {
  if (src.isZmm()) {
    a.vmovdqu32(dst, src);
  } else {
    a.vmovdqu(dst, src);
  }
}

void Emitter::loadChunk32(const x86::Vec& dst, const ir::Inst* value, unsigned chunk) {
  if (isVirtualBroadcast(value)) value = value->operands[0];
  ir::Type t = value->type;
  if (t.isMask()) {
    loadMaskLanes32(dst, value, chunk);
    a.vpsrld(dst, dst, 31);
    return;
  }
  unsigned lanes = lanesOf(dst);
  if (inRegion()) {
    if (int i = cached(value, false); i >= 0) {
      moveVec(a, dst, cacheRegister(std::size_t(i)));
      return;
    }
  }
  loadUncachedChunk32(dst, value, chunk, lanes);
  if (inRegion()) remember(value, false, dst, false);
}

void Emitter::loadChunk64(const x86::Vec& lo, const x86::Vec& hi, const ir::Inst* value, unsigned chunk) {
  if (isVirtualBroadcast(value)) value = value->operands[0];
  ir::Type t = value->type;
  unsigned lanes = lanesOf(lo);
  if (t.isVector()) {
    for (unsigned half = 0; half < 2; ++half) {
      const x86::Vec& dst = half ? hi : lo;
      if (inRegion()) {
        if (int i = cached(value, false, half); i >= 0) {
          moveVec(a, dst, cacheRegister(std::size_t(i)));
          continue;
        }
      }
      loadVec(a, dst, chunkAt(value, chunk, half, lanes));
      if (inRegion()) remember(value, false, dst, false, half);
    }
  } else if (std::optional<x86::Gp> reg = scalarRegister(value)) {
    if (lo.isZmm()) {
      a.vpbroadcastq(lo, reg->r64());
    } else {
      a.vmovq(x86::xmm(lo.id()), reg->r64());
      a.vpbroadcastq(lo, x86::xmm(lo.id()));
    }
    if (hi != lo) moveVec(a, hi, lo);
  } else {
    x86::Mem m = at(value);
    m.setSize(8);
    a.vpbroadcastq(lo, m);
    if (hi != lo) moveVec(a, hi, lo);
  }
}

std::optional<std::uint64_t> Emitter::constantOf(const ir::Inst* value) {
  while (value->op == ir::Op::Bitcast || value->op == ir::Op::Broadcast) value = value->operands[0];
  if (value->op != ir::Op::Const) return std::nullopt;
  return value->imm;
}

void Emitter::loadMaskLanes32(const x86::Vec& dst, const ir::Inst* mask, unsigned chunk) {
  if (lanesOf(dst) == 16) {
    if (isAllLanes(mask)) {
      a.vpternlogd(dst, dst, dst, 0xff);
      return;
    }
    if (inRegion()) {
      if (int i = cached(mask, true); i >= 0) {
        moveVec(a, dst, cacheRegister(std::size_t(i)));
        return;
      }
    }
    a.kmovw(x86::k7, maskBitsAt(mask, chunk, 16));
    a.vpmovm2d(dst, x86::k7);
    if (inRegion()) remember(mask, true, dst, false);
    return;
  }
  if (isAllLanes(mask)) {
    a.vpcmpeqd(dst, dst, dst);
    return;
  }
  if (inRegion()) {
    if (int i = cached(mask, true); i >= 0) {
      moveVec(a, dst, cacheRegister(std::size_t(i)));
      return;
    }
  }
  // Broadcast byte `chunk` of the mask; lane k keeps bit k of it.
  a.vpbroadcastb(dst, maskByteAt(mask, chunk));
  a.vpand(dst, dst, x86::ymmword_ptr(laneBits_));
  a.vpcmpeqd(dst, dst, x86::ymmword_ptr(laneBits_));
  if (inRegion()) remember(mask, true, dst, false);
}

void Emitter::loadMaskLanes64(const x86::Ymm& lo, const x86::Ymm& hi, const ir::Inst* mask, unsigned chunk) {
  loadMaskLanes32(x86::ymm2, mask, chunk);
  a.vpmovsxdq(lo, x86::xmm2);
  a.vextracti128(x86::xmm2, x86::ymm2, 1);
  a.vpmovsxdq(hi, x86::xmm2);
}

void Emitter::loadMask16(const x86::KReg& dst, const ir::Inst* mask, unsigned group) {
  if (isAllLanes(mask)) {
    a.kxnorw(dst, dst, dst);
    return;
  }
  a.kmovw(dst, maskBitsAt(mask, group, 16));
}

void Emitter::loadMaskByte(const x86::Gp& dst, const ir::Inst* mask, unsigned chunk) {
  if (inRegion()) {
    if (int i = cached(mask, true); i >= 0) {
      a.vmovmskps(dst.r32(), cacheRegister(std::size_t(i)));
      return;
    }
  }
  a.movzx(dst.r32(), maskByteAt(mask, chunk));
}

void Emitter::loadMaskChunk(const x86::Gp& dst, const ir::Inst* mask, unsigned chunk) {
  if (!zmmChunks()) return loadMaskByte(dst, mask, chunk);
  if (inRegion()) {
    if (int i = cached(mask, true); i >= 0) {
      a.vpmovd2m(x86::k7, cacheRegister(std::size_t(i)));
      a.kmovw(dst.r32(), x86::k7);
      return;
    }
  }
  a.movzx(dst.r32(), maskChunkAt(mask, chunk));
}

void Emitter::loadMaskK(const x86::KReg& dst, const ir::Inst* mask, unsigned chunk) {
  if (isAllLanes(mask)) {
    a.kxnorw(dst, dst, dst);
    return;
  }
  if (inRegion()) {
    if (int i = cached(mask, true); i >= 0) {
      a.vpmovd2m(dst, cacheRegister(std::size_t(i)));
      return;
    }
  }
  a.kmovw(dst, maskChunkAt(mask, chunk));
  if (inRegion()) {
    if (int i = allocate(mask, true, false); i >= 0) a.vpmovm2d(cacheRegister(std::size_t(i)), dst);
  }
}

x86::Vec Emitter::operandChunk32(const x86::Vec& scratch, const ir::Inst* value, unsigned chunk) {
  if (isVirtualBroadcast(value)) value = value->operands[0];
  if (!inRegion() || value->type.isMask()) {
    loadChunk32(scratch, value, chunk);
    return scratch;
  }
  if (int i = cached(value, false); i >= 0) {
    cache_[std::size_t(i)].pinned = true;
    return cacheRegister(std::size_t(i));
  }
  int i = allocate(value, false, false);
  x86::Vec dst = i >= 0 ? cacheRegister(std::size_t(i)) : scratch;
  if (i >= 0) cache_[std::size_t(i)].pinned = true;
  loadUncachedChunk32(dst, value, chunk, chunkLanes_);
  return dst;
}

void Emitter::loadUncachedChunk32(const x86::Vec& dst, const ir::Inst* value, unsigned chunk, unsigned lanes) {
  if (std::optional<std::uint64_t> constant = constantOf(value)) {  // every lane the same: from the constants
    x86::Mem m = broadcastConstant32(std::uint32_t(*constant));
    m.setSize(4);
    a.vpbroadcastd(dst, m);
  } else if (value->type.isVector()) {
    loadVec(a, dst, chunkAt(value, chunk, 0, lanes));
  } else if (std::optional<x86::Gp> reg = scalarRegister(value)) {
    if (dst.isZmm()) {
      a.vpbroadcastd(dst, reg->r32());
    } else {
      a.vmovd(x86::xmm(dst.id()), reg->r32());
      a.vpbroadcastd(dst, x86::xmm(dst.id()));
    }
  } else {
    x86::Mem m = at(value);
    m.setSize(4);
    a.vpbroadcastd(dst, m);
  }
}

Emitter::ChunkPair Emitter::operandChunk64(const ChunkPair& scratch, const ir::Inst* value, unsigned chunk) {
  if (isVirtualBroadcast(value)) value = value->operands[0];
  if (!value->type.isVector()) {
    loadChunk64(scratch[0], scratch[0], value, chunk);
    return {scratch[0], scratch[0]};
  }
  if (!inRegion()) {
    loadChunk64(scratch[0], scratch[1], value, chunk);
    return scratch;
  }
  ChunkPair regs;
  for (unsigned half = 0; half < 2; ++half) {
    if (int i = cached(value, false, half); i >= 0) {
      cache_[std::size_t(i)].pinned = true;
      regs[half] = cacheRegister(std::size_t(i));
      continue;
    }
    int i = allocate(value, false, false, half);
    regs[half] = i >= 0 ? cacheRegister(std::size_t(i)) : scratch[half];
    if (i >= 0) cache_[std::size_t(i)].pinned = true;
    loadVec(a, regs[half], chunkAt(value, chunk, half, chunkLanes_));
  }
  return regs;
}

Emitter::ChunkPair Emitter::resultChunk64(const ir::Inst& inst, const ChunkPair& scratch) {
  if (!inRegion()) return scratch;
  ChunkPair regs;
  for (unsigned half = 0; half < 2; ++half) {
    int i = allocate(&inst, false, regionOnly(&inst), half);
    regs[half] = i >= 0 ? cacheRegister(std::size_t(i)) : scratch[half];
    if (i >= 0) cache_[std::size_t(i)].pinned = true;
  }
  return regs;
}

x86::Vec Emitter::resultChunk32(const ir::Inst& inst, const x86::Vec& scratch) {
  if (!inRegion()) return scratch;
  int i = allocate(&inst, false, regionOnly(&inst));
  if (i < 0) return scratch;
  cache_[std::size_t(i)].pinned = true;
  return cacheRegister(std::size_t(i));
}

void Emitter::storeChunk32(const ir::Inst& inst, unsigned chunk, const x86::Vec& src) {
  bool keepInRegister = inRegion() && regionOnly(&inst);
  if (!keepInRegister) storeVec(a, chunkAt(&inst, chunk, 0, lanesOf(src)), src);
  if (!inRegion()) return;
  // Already in its cache register (resultChunk32).
  if (int i = cached(&inst, false); i >= 0 && cacheRegister(std::size_t(i)) == src) return;
  remember(&inst, false, src, keepInRegister);
}

void Emitter::storeChunk64(const ir::Inst& inst, unsigned chunk, const x86::Vec& lo, const x86::Vec& hi) {
  unsigned lanes = lanesOf(lo);
  bool keepInRegister = inRegion() && regionOnly(&inst);
  for (unsigned half = 0; half < 2; ++half) {
    const x86::Vec& src = half ? hi : lo;
    if (!keepInRegister) storeVec(a, chunkAt(&inst, chunk, half, lanes), src);
    if (!inRegion()) continue;
    // Already in its cache register (resultChunk64).
    if (int i = cached(&inst, false, half); i >= 0 && cacheRegister(std::size_t(i)) == src) continue;
    remember(&inst, false, src, keepInRegister, half);
  }
}

void Emitter::storeMaskChunk32(const ir::Inst& inst, unsigned chunk, const x86::Vec& lanes) {
  if (lanes.isZmm()) {
    a.vpmovd2m(x86::k7, lanes);
    return storeMaskK(inst, chunk, x86::k7);
  }
  bool keepInRegister = inRegion() && regionOnly(&inst);
  if (!keepInRegister) {
    a.vmovmskps(x86::eax, lanes);
    a.mov(maskByteAt(&inst, chunk), x86::al);
  }
  if (inRegion()) {
    // Cached as all-ones lanes: make each lane all ones or zero from its sign.
    a.vpsrad(x86::ymm15, lanes, 31);
    remember(&inst, true, x86::ymm15, keepInRegister);
  }
}

void Emitter::storeMaskK(const ir::Inst& inst, unsigned chunk, const x86::KReg& bits) {
  bool keepInRegister = inRegion() && regionOnly(&inst);
  if (!keepInRegister) a.kmovw(maskChunkAt(&inst, chunk), bits);
  if (inRegion()) {
    if (int i = allocate(&inst, true, keepInRegister); i >= 0) a.vpmovm2d(cacheRegister(std::size_t(i)), bits);
  }
}

void Emitter::joinMaskChunks(const ir::Inst* mask) {
  x86::Mem whole = maskBitsAt(mask, 0, 8);
  whole.setSize(8);
  if (zmmChunks()) {
    a.kmovw(x86::k1, maskBitsAt(mask, 0, 16));
    a.kmovw(x86::k2, maskBitsAt(mask, 1, 16));
    a.kunpckwd(x86::k1, x86::k2, x86::k1);
    a.kmovw(x86::k2, maskBitsAt(mask, 2, 16));
    a.kmovw(x86::k3, maskBitsAt(mask, 3, 16));
    a.kunpckwd(x86::k2, x86::k3, x86::k2);
    a.kunpckdq(x86::k1, x86::k2, x86::k1);
    a.kmovq(whole, x86::k1);
    return;
  }
  a.movzx(x86::eax, maskBitsAt(mask, 0, 8));
  for (unsigned byte = 1; byte < 8; ++byte) {
    a.movzx(x86::ecx, maskBitsAt(mask, byte, 8));
    a.shl(x86::rcx, 8 * byte);
    a.or_(x86::rax, x86::rcx);
  }
  a.mov(whole, x86::rax);
}

void Emitter::enterRegion(const std::vector<const ir::Inst*>& insts) {
  std::unordered_map<const ir::Inst*, unsigned> uses;
  std::unordered_set<const ir::Inst*> defined(insts.begin(), insts.end());
  usePositions_.clear();
  for (unsigned i = 0; i < insts.size(); ++i) {
    for (const ir::Inst* op : insts[i]->operands) {
      if (defined.count(op)) ++uses[op];
      auto& positions = usePositions_[op];
      if (positions.empty() || positions.back() != i) positions.push_back(i);
    }
  }
  regionOnly_.clear();
  for (const auto& [value, count] : uses) {
    if (count == value->uses) regionOnly_.insert(value);
  }
}

void Emitter::enterLoop() {
  // Each iteration starts with an empty cache: dirty entries of the last
  // chunk were used up, as every op of the region has run on it.
  cache_ = {};
  position_ = 0;
  chunks_ = {0, 1, true};
}

void Emitter::leaveRegion() {
  cache_ = {};
  regionOnly_.clear();
  usePositions_.clear();
  chunks_ = {0, chunkCount(), false};
}

void Emitter::setRegionPosition(unsigned index) {
  position_ = index;
  for (CacheEntry& entry : cache_) entry.pinned = false;
}

std::optional<unsigned> Emitter::nextUse(const ir::Inst* value, bool fromCurrent) const {
  auto it = usePositions_.find(value);
  if (it == usePositions_.end()) return std::nullopt;
  auto next = fromCurrent ? std::lower_bound(it->second.begin(), it->second.end(), position_)
                          : std::upper_bound(it->second.begin(), it->second.end(), position_);
  if (next == it->second.end()) return std::nullopt;
  return *next;
}

void Emitter::checkVectorWrite(unsigned id) const {
  if (!inRegion() || !isChunkCacheVec(id, zmmChunks())) return;
  for (std::size_t i = 0; i < cacheSize(); ++i) {
    if (cacheRegister(i).id() != id) continue;
    const CacheEntry& entry = cache_[i];
    if (entry.value && (entry.value == currentOp_ || entry.allocatedIn == opSerial_)) return;
    std::string op = currentOp_ ? "emit_" + std::string(currentOp_->info().name) : std::string("region code");
    throw std::logic_error("x64 backend: " + op + " writes vector register " + std::to_string(id) + ", which holds " +
                           (entry.value ? "another op's value" : "nothing") + " in the chunk cache");
  }
}

int Emitter::cached(const ir::Inst* value, bool mask, unsigned half) {
  for (std::size_t i = 0; i < cacheSize(); ++i) {
    if (cache_[i].value == value && cache_[i].mask == mask && cache_[i].half == half) return int(i);
  }
  return -1;
}

void Emitter::writeBack(const CacheEntry& entry, const x86::Vec& reg) {
  unsigned chunk = chunks_.first;
  if (entry.mask && reg.isZmm()) {
    a.vpmovd2m(x86::k7, reg);
    a.kmovw(maskChunkAt(entry.value, chunk), x86::k7);
  } else if (entry.mask) {
    a.vmovmskps(x86::eax, reg);
    a.mov(maskByteAt(entry.value, chunk), x86::al);
  } else {
    storeVec(a, chunkAt(entry.value, chunk, entry.half), reg);
  }
}

void Emitter::remember(const ir::Inst* value, bool mask, const x86::Vec& src, bool dirty, unsigned half) {
  if (int i = allocate(value, mask, dirty, half); i >= 0) moveVec(a, cacheRegister(std::size_t(i)), src);
}

int Emitter::allocate(const ir::Inst* value, bool mask, bool dirty, unsigned half) {
  if (!nextUse(value, false)) return -1;  // no later op of the region reads it in this chunk
  // The victim: a free register, else the value read farthest ahead (or
  // never again).
  std::size_t victim = cacheSize();
  unsigned farthest = 0;
  for (std::size_t i = 0; i < cacheSize(); ++i) {
    if (!cache_[i].value) {
      victim = i;
      break;
    }
    if (cache_[i].pinned) continue;
    std::optional<unsigned> use = nextUse(cache_[i].value, true);
    unsigned distance = use ? *use : ~0u;
    if (victim == cacheSize() || distance > farthest) {
      victim = i;
      farthest = distance;
    }
  }
  if (victim == cacheSize()) throw std::logic_error("x64 backend: every chunk cache register is an operand");
  CacheEntry& entry = cache_[victim];
  if (entry.value && entry.dirty && nextUse(entry.value, true)) writeBack(entry, cacheRegister(victim));
  entry = {value, mask, half, dirty};
  entry.allocatedIn = opSerial_;
  return int(victim);
}

x86::Mem Emitter::constant32x8(const std::uint32_t (&lanes)[8]) {
  x86::Mem m = constantWords(std::vector<std::uint32_t>(lanes, lanes + 8));
  m.setSize(32);
  return m;
}

x86::Mem Emitter::constantWords(const std::vector<std::uint32_t>& words) {
  for (const Constant& c : constants_) {
    if (c.words == words) return x86::ptr(c.label);
  }
  constants_.push_back({a.newLabel(), words});
  return x86::ptr(constants_.back().label);
}

x86::Mem Emitter::broadcastConstant32(std::uint32_t value) {
  std::uint32_t lanes[8] = {value, value, value, value, value, value, value, value};
  return constant32x8(lanes);
}

x86::Mem Emitter::chunkConstant(const std::uint32_t (&lanes)[8]) {
  if (!zmmChunks()) return constant32x8(lanes);
  std::vector<std::uint32_t> words(lanes, lanes + 8);
  words.insert(words.end(), lanes, lanes + 8);
  x86::Mem m = constantWords(words);
  m.setSize(64);
  return m;
}

x86::Mem Emitter::chunkConstant32(std::uint32_t value) {
  std::uint32_t lanes[8] = {value, value, value, value, value, value, value, value};
  return chunkConstant(lanes);
}

void Emitter::emitConstants() {
  a.align(asmjit::AlignMode::kData, 32);
  a.bind(laneBits_);
  const std::uint32_t bits[8] = {1, 2, 4, 8, 16, 32, 64, 128};
  a.embed(bits, sizeof bits);
  a.align(asmjit::AlignMode::kData, 32);
  a.bind(laneIdTable_);
  std::uint32_t ids[64];
  for (unsigned l = 0; l < 64; ++l) ids[l] = l;
  a.embed(ids, sizeof ids);
  for (const Constant& c : constants_) {
    a.align(asmjit::AlignMode::kData, 64);
    a.bind(c.label);
    a.embed(c.words.data(), c.words.size() * 4);
  }
}

std::size_t Emitter::indexInBlock(const ir::Inst& inst) const {
  const auto& insts = function.blocks()[currentBlock]->insts();
  auto at = std::find_if(insts.begin(), insts.end(), [&](const auto& p) { return p.get() == &inst; });
  return std::size_t(at - insts.begin());
}

unsigned Emitter::newRangeSite() { return rangeSites_++ % JitFrame::kRangeSites; }
unsigned Emitter::newShapeSite() { return shapeSites_++ % JitFrame::kShapeSites; }
unsigned Emitter::newScalarLoadSite() { return scalarLoadSites_++ % JitFrame::kScalarLoadSites; }

std::optional<unsigned> Emitter::newPrefetchSite() {
  bool inLoop = blocksOnCycles_[currentBlock];
  unsigned reserved = inLoop ? 0 : loopPrefetchSitesLeft_;
  if (prefetchSites_ + reserved >= JitFrame::kPrefetchSites) return std::nullopt;
  if (inLoop && loopPrefetchSitesLeft_ > 0) --loopPrefetchSitesLeft_;
  return prefetchSites_++;
}

void Emitter::callHelper(const void* fn, std::uint64_t arg, bool mayExit) {
  callHelperWith(fn, mayExit, [&] { a.mov(x86::rsi, arg); });
}

void Emitter::callHelperWith(const void* fn, bool mayExit, const std::function<void()>& loadArgument) {
  requireWholeWave("a helper call");
  a.vzeroupper();  // C++ code may use legacy SSE: dirty upper halves would slow it down
  a.mov(x86::rdi, x86::r13);
  loadArgument();
  moveHelperAddress(x86::rax, fn);
  a.call(x86::rax);
  if (mayExit) {
    a.test(x86::eax, x86::eax);
    a.jnz(exit_);
  }
}

namespace {

// "FDivFmas f32<64> f32<64> f32<64> mask -> f32<64>": the op with its types.
std::string helperOpKey(const ir::Inst& inst) {
  std::string key(inst.info().name);
  for (const ir::Inst* op : inst.operands) key += " " + ir::toString(op->type);
  return key + " -> " + ir::toString(inst.type);
}

}  // namespace

namespace {

std::vector<std::string_view>& viaHelperOps() {
  static std::vector<std::string_view> ops;
  return ops;
}

}  // namespace

ViaHelperOp::ViaHelperOp(std::string_view name) { viaHelperOps().push_back(name); }

const std::vector<std::string_view>& opsAlwaysViaHelper() { return viaHelperOps(); }

void Emitter::callInterpreterHelper(const ir::Inst& inst) {
  ++helperCalls_;
  ++helperOps_[helperOpKey(inst)];
  callSiteHelper(inst, &gcnjitRunInterpreterOp);
}

void Emitter::callInterpreterHelperForRareOperands(const ir::Inst& inst) {
  ++rareOperandHelperOps_[helperOpKey(inst)];
  callSiteHelper(inst, &gcnjitRunInterpreterOp);
}

void Emitter::callSiteHelper(const ir::Inst& inst, int (*fn)(JitFrame*, const HelperSite*)) {
  HelperSite site{&inst, {}, {}};
  if (!inst.type.isVoid()) site.result = slots_->place(&inst);
  if (!inst.type.isVoid()) materialise(&inst);  // the helper writes the slot
  for (std::size_t i = 0; i < inst.operands.size(); ++i) {
    const ir::Inst* op = inst.operands[i];
    site.operands[i] = slots_->place(op);
    materialise(isVirtualBroadcast(op) ? op->operands[0] : op);
  }
  sites_.push_back(site);
  callHelperWith(reinterpret_cast<const void*>(fn), true, [&] {
    moveAddress(x86::rsi, RelocationKind::Site, std::uint32_t(sites_.size() - 1),
                reinterpret_cast<std::uint64_t>(&sites_.back()));
  });
}

void Emitter::moveHelperAddress(const x86::Gp& dst, const void* helper) {
  moveAddress(dst, RelocationKind::Helper, std::uint32_t(helperIdOf(helper)), reinterpret_cast<std::uint64_t>(helper));
}

void Emitter::moveAddress(const x86::Gp& dst, RelocationKind kind, std::uint32_t target, std::uint64_t value) {
  std::size_t start = a.offset();
  a.long_().mov(dst.r64(), value);
  if (a.offset() - start != 10) throw std::logic_error("x64 backend: an embedded address is not a 10-byte mov");
  relocations_.push_back({std::uint32_t(a.offset() - 8), kind, target});
}

void Emitter::jumpToBlock(const x86::Gp& index) {
  a.lea(x86::rcx, x86::ptr(table_));
  a.jmp(x86::ptr(x86::rcx, index, 3));
}

void Emitter::exitWith(std::uint64_t kind, std::uint64_t block, std::uint64_t resume,
                       std::optional<std::uint64_t> trapId, std::uint64_t pc) {
  requireWholeWave("an exit");
  auto put = [&](std::size_t offset, std::uint64_t value) {
    x86::Mem field = x86::qword_ptr(x86::r13, std::int32_t(offset));
    if (std::int64_t(value) == std::int32_t(value)) {  // fits the sign-extended immediate
      a.mov(field, std::int32_t(value));
    } else {
      a.mov(x86::rax, value);
      a.mov(field, x86::rax);
    }
  };
  put(offsetof(JitFrame, exitKind), kind);
  put(offsetof(JitFrame, exitBlock), block);
  put(offsetof(JitFrame, resumeBlock), resume);
  if (trapId) put(offsetof(JitFrame, trapId), *trapId);
  put(offsetof(JitFrame, exitPc), pc);
  a.jmp(exit_);
}

}  // namespace gcnjit::backend_x64
