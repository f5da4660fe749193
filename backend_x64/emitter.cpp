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

namespace gcnjit::backend_x64 {

Emitter::Emitter(x86::Assembler& assembler, const ir::Function& fn, std::deque<HelperSite>& sites,
                 const CompileOptions& opts)
    : a(assembler), function(fn), options(opts), sites_(sites) {
  for (const auto& block : fn.blocks()) {
    for (const auto& inst : block->insts()) {
      if (inst->op == ir::Op::SetMODE) staticMode_ = false;
    }
  }
  laneBits_ = a.newLabel();
  laneIdTable_ = a.newLabel();
}

x86::Mem Emitter::at(const ir::Inst* value, std::int32_t byteOffset) const {
  const Place& p = slots_->place(value);
  return x86::ptr(p.base == Place::Base::Values ? x86::rbx : x86::r12, p.offset + byteOffset);
}

x86::Mem Emitter::state(std::int32_t offset) { return x86::ptr(x86::r12, offset); }

x86::Mem Emitter::chunkAt(const ir::Inst* value, unsigned chunk, unsigned half) const {
  const Place& p = slots_->place(value);
  x86::Gp base = p.base == Place::Base::Values ? x86::rbx : x86::r12;
  bool wide = ir::elemBits(value->type.elem) == 64;
  std::int32_t within = std::int32_t(half * 32);
  if (inRegion()) return x86::ptr(base, x86::r10, wide ? 1 : 0, p.offset + within);
  return x86::ptr(base, p.offset + std::int32_t(chunk * (wide ? 64 : 32)) + within);
}

x86::Mem Emitter::maskByteAt(const ir::Inst* mask, unsigned chunk) const {
  const Place& p = slots_->place(mask);
  x86::Gp base = p.base == Place::Base::Values ? x86::rbx : x86::r12;
  if (inRegion()) return x86::byte_ptr(base, x86::r11, 0, p.offset);
  return x86::byte_ptr(base, p.offset + std::int32_t(chunk));
}

x86::Mem Emitter::stateChunk(std::int32_t offset, unsigned chunk) const {
  if (inRegion()) return x86::ptr(x86::r12, x86::r10, 0, offset);
  return x86::ptr(x86::r12, offset + std::int32_t(chunk * 32));
}

x86::Mem Emitter::laneIds(unsigned chunk) {
  if (!inRegion()) return x86::ymmword_ptr(laneIdTable_, std::int32_t(chunk * 32));
  a.lea(x86::rax, x86::ptr(laneIdTable_));
  return x86::ymmword_ptr(x86::rax, x86::r10);
}
x86::Mem Emitter::frame(std::int32_t offset) { return x86::ptr(x86::r13, offset); }

void Emitter::loadScalar(const x86::Gp& dst, const ir::Inst* value) {
  ir::Type t = value->type;
  if (t.isMask() || ir::elemBits(t.elem) == 64) {
    x86::Mem m = at(value);
    m.setSize(8);
    a.mov(dst.r64(), m);
  } else {
    x86::Mem m = at(value);
    m.setSize(4);
    a.mov(dst.r32(), m);
  }
}

void Emitter::requireWholeWave(const char* what) const {
  if (inRegion()) throw std::logic_error(std::string("x64 backend: ") + what + " inside a chunk region");
}

void Emitter::storeScalar(const ir::Inst& inst, const x86::Gp& src) {
  requireWholeWave("a scalar result");
  x86::Mem m = at(&inst);
  if (inst.type.isMask() || ir::elemBits(inst.type.elem) == 64) {
    m.setSize(8);
    a.mov(m, src.r64());
  } else {
    m.setSize(4);
    a.mov(m, src.r32());
  }
}

void Emitter::loadChunk32(const x86::Ymm& dst, const ir::Inst* value, unsigned chunk) {
  if (isVirtualBroadcast(value)) value = value->operands[0];
  ir::Type t = value->type;
  if (t.isMask()) {
    loadMaskLanes32(dst, value, chunk);
    a.vpsrld(dst, dst, 31);
    return;
  }
  if (inRegion()) {
    if (int i = cached(value, false); i >= 0) {
      a.vmovdqa(dst, cacheRegister(std::size_t(i)));
      return;
    }
  }
  if (t.isVector()) {
    a.vmovdqu(dst, chunkAt(value, chunk));
  } else {
    x86::Mem m = at(value);
    m.setSize(4);
    a.vpbroadcastd(dst, m);
  }
  if (inRegion()) remember(value, false, dst, false);
}

void Emitter::loadChunk64(const x86::Ymm& lo, const x86::Ymm& hi, const ir::Inst* value, unsigned chunk) {
  if (isVirtualBroadcast(value)) value = value->operands[0];
  ir::Type t = value->type;
  if (t.isVector()) {
    a.vmovdqu(lo, chunkAt(value, chunk, 0));
    a.vmovdqu(hi, chunkAt(value, chunk, 1));
  } else {
    x86::Mem m = at(value);
    m.setSize(8);
    a.vpbroadcastq(lo, m);
    a.vmovdqa(hi, lo);
  }
}

std::optional<std::uint64_t> Emitter::constantOf(const ir::Inst* value) {
  while (value->op == ir::Op::Bitcast || value->op == ir::Op::Broadcast) value = value->operands[0];
  if (value->op != ir::Op::Const) return std::nullopt;
  return value->imm;
}

void Emitter::loadMaskLanes32(const x86::Ymm& dst, const ir::Inst* mask, unsigned chunk) {
  if (isAllLanes(mask)) {
    a.vpcmpeqd(dst, dst, dst);
    return;
  }
  if (inRegion()) {
    if (int i = cached(mask, true); i >= 0) {
      a.vmovdqa(dst, cacheRegister(std::size_t(i)));
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
  x86::Mem bits = maskByteAt(mask, 2 * group);
  bits.setSize(2);
  a.kmovw(dst, bits);
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

void Emitter::storeChunk32(const ir::Inst& inst, unsigned chunk, const x86::Ymm& src) {
  bool keepInRegister = inRegion() && regionOnly(&inst);
  if (!keepInRegister) a.vmovdqu(chunkAt(&inst, chunk), src);
  if (inRegion()) remember(&inst, false, src, keepInRegister);
}

void Emitter::storeChunk64(const ir::Inst& inst, unsigned chunk, const x86::Ymm& lo, const x86::Ymm& hi) {
  a.vmovdqu(chunkAt(&inst, chunk, 0), lo);
  a.vmovdqu(chunkAt(&inst, chunk, 1), hi);
}

void Emitter::storeMaskChunk32(const ir::Inst& inst, unsigned chunk, const x86::Ymm& lanes) {
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
  chunks_ = {0, 1};
}

void Emitter::leaveRegion() {
  cache_ = {};
  regionOnly_.clear();
  usePositions_.clear();
  chunks_ = {0, kChunks};
}

std::optional<unsigned> Emitter::nextUse(const ir::Inst* value, bool fromCurrent) const {
  auto it = usePositions_.find(value);
  if (it == usePositions_.end()) return std::nullopt;
  auto next = fromCurrent ? std::lower_bound(it->second.begin(), it->second.end(), position_)
                          : std::upper_bound(it->second.begin(), it->second.end(), position_);
  if (next == it->second.end()) return std::nullopt;
  return *next;
}

int Emitter::cached(const ir::Inst* value, bool mask) {
  for (std::size_t i = 0; i < cache_.size(); ++i) {
    if (cache_[i].value == value && cache_[i].mask == mask) return int(i);
  }
  return -1;
}

void Emitter::writeBack(const CacheEntry& entry, const x86::Ymm& reg) {
  unsigned chunk = chunks_.first;
  if (entry.mask) {
    a.vmovmskps(x86::eax, reg);
    a.mov(maskByteAt(entry.value, chunk), x86::al);
  } else {
    a.vmovdqu(chunkAt(entry.value, chunk), reg);
  }
}

void Emitter::remember(const ir::Inst* value, bool mask, const x86::Ymm& src, bool dirty) {
  if (!nextUse(value, false)) return;  // no later op of the region reads it in this chunk
  // The victim: a free register, else the value read farthest ahead (or
  // never again).
  std::size_t victim = cache_.size();
  unsigned farthest = 0;
  for (std::size_t i = 0; i < cache_.size(); ++i) {
    if (!cache_[i].value) {
      victim = i;
      break;
    }
    std::optional<unsigned> use = nextUse(cache_[i].value, true);
    unsigned distance = use ? *use : ~0u;
    if (victim == cache_.size() || distance > farthest) {
      victim = i;
      farthest = distance;
    }
  }
  CacheEntry& entry = cache_[victim];
  if (entry.value && entry.dirty && nextUse(entry.value, true)) writeBack(entry, cacheRegister(victim));
  a.vmovdqa(cacheRegister(victim), src);
  entry = {value, mask, dirty};
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

void Emitter::callHelper(const void* fn, std::uint64_t arg, bool mayExit) {
  requireWholeWave("a helper call");
  a.mov(x86::rdi, x86::r13);
  a.mov(x86::rsi, arg);
  a.mov(x86::rax, reinterpret_cast<std::uint64_t>(fn));
  a.call(x86::rax);
  if (mayExit) {
    a.test(x86::eax, x86::eax);
    a.jnz(exit_);
  }
}

void Emitter::callInterpreterHelper(const ir::Inst& inst) {
  ++helperCalls_;
  std::string key(inst.info().name);
  for (const ir::Inst* op : inst.operands) key += " " + ir::toString(op->type);
  ++helperOps_[key + " -> " + ir::toString(inst.type)];
  callSiteHelper(inst, &gcnjitRunInterpreterOp);
}

void Emitter::callSiteHelper(const ir::Inst& inst, int (*fn)(JitFrame*, const HelperSite*)) {
  HelperSite site{&inst, {}, {}};
  if (!inst.type.isVoid()) site.result = slots_->place(&inst);
  for (std::size_t i = 0; i < inst.operands.size(); ++i) site.operands[i] = slots_->place(inst.operands[i]);
  sites_.push_back(site);
  callHelper(reinterpret_cast<const void*>(fn), reinterpret_cast<std::uint64_t>(&sites_.back()), true);
}

void Emitter::jumpToBlock(const x86::Gp& index) {
  a.lea(x86::rcx, x86::ptr(table_));
  a.jmp(x86::ptr(x86::rcx, index, 3));
}

void Emitter::exitWith(std::uint64_t kind, std::uint64_t block, std::uint64_t resume, std::uint64_t trapId,
                       std::uint64_t pc) {
  requireWholeWave("an exit");
  auto put = [&](std::size_t offset, std::uint64_t value) {
    a.mov(x86::rax, value);
    a.mov(x86::qword_ptr(x86::r13, std::int32_t(offset)), x86::rax);
  };
  put(offsetof(JitFrame, exitKind), kind);
  put(offsetof(JitFrame, exitBlock), block);
  put(offsetof(JitFrame, resumeBlock), resume);
  put(offsetof(JitFrame, trapId), trapId);
  put(offsetof(JitFrame, exitPc), pc);
  a.jmp(exit_);
}

}  // namespace gcnjit::backend_x64
