#include "backend_x64/emit/global_in_region.h"

#include <cstddef>
#include <iterator>

#include "backend_x64/emit/global_avx512.h"
#include "backend_x64/emit/global_shape.h"
#include "backend_x64/emit/vouched_range.h"
#include "backend_x64/frame.h"
#include "backend_x64/memory_helpers.h"
#include "backend_x64/schedule.h"
#include "ir/memory.h"

namespace gcnjit::backend_x64 {

static_assert(std::size(JitFrame{}.regionAccessBase) == kMaxRegionPreludes, "one base per prelude of a region");

namespace {

x86::Mem baseField(unsigned index) {
  x86::Mem m = Emitter::frame(std::int32_t(offsetof(JitFrame, regionAccessBase) + 8 * index));
  m.setSize(8);
  return m;
}

const ir::Inst* maskOf(const ir::Inst& inst) { return inst.operands[inst.op == ir::Op::Store ? 2 : 1]; }

void loadPrelude(Emitter& e, const ir::Inst& inst, unsigned index) {
  auto& a = e.a;
  Label slow = a.newLabel(), inSlot = a.newLabel(), done = a.newLabel();
  globalLoad512Shapes(e, inst, slow, [&] {
    a.mov(baseField(index), x86::rax);
    prefetchAhead(e, 256);
    a.jmp(done);
  });
  a.jmp(inSlot);
  a.bind(slow);
  e.callSiteHelper(inst, &gcnjitLoad);
  a.bind(inSlot);
  a.lea(x86::rax, e.chunkAt(&inst, 0));
  a.mov(baseField(index), x86::rax);
  a.bind(done);
}

void storePrelude(Emitter& e, const ir::Inst& inst, unsigned index, const std::vector<unsigned>& earlierLoads) {
  auto& a = e.a;
  Label general = a.newLabel(), done = a.newLabel();
  globalWholeWave512(e, inst.operands[0], 4, general);
  for (unsigned load : earlierLoads) {  // within 256 bytes either way of a load's base: general
    a.mov(x86::rcx, x86::rax);
    a.sub(x86::rcx, baseField(load));
    a.add(x86::rcx, 255);
    a.cmp(x86::rcx, 510);
    a.jbe(general);
  }
  a.mov(baseField(index), x86::rax);
  a.jmp(done);
  a.bind(general);
  a.lea(x86::rax, e.chunkAt(inst.operands[1], 0));
  a.mov(baseField(index), x86::rax);
  a.bind(done);
}

}  // namespace

bool globalAccessInRegion(const Emitter& e, const ir::Inst& inst) {
  if (e.options.isa != HostIsa::Avx512 || ir::MemAccess::decode(inst.imm).size != 4) return false;
  if (inst.op == ir::Op::Load) return globalShape(inst, &inst);
  return inst.op == ir::Op::Store && globalShape(inst, inst.operands[1]);
}

Prelude globalAccessPrelude(const Emitter& e, const ir::Inst& inst) {
  if (!globalAccessInRegion(e, inst)) return {};
  const ir::Inst* data = inst.op == ir::Op::Store ? inst.operands[1] : nullptr;
  const ir::Inst* addresses = inst.operands[0];
  if (!e.isDeferredAddress(addresses)) return {{addresses, maskOf(inst)}, data};
  // A deferred address's accesses read its base's scalar where the base
  // is a Broadcast of one (deferred_addresses.h).
  const ir::Inst* base = addresses->operands[0];
  if (base->op == ir::Op::Broadcast && base->operands[0]->type.isScalar()) base = base->operands[0];
  return {{base, addresses->operands[1], maskOf(inst)}, data};
}

void emitGlobalAccessPrelude(Emitter& e, const ir::Inst& inst, unsigned index, const std::vector<unsigned>& earlierLoads) {
  if (inst.op == ir::Op::Store) return storePrelude(e, inst, index, earlierLoads);
  loadPrelude(e, inst, index);
}

void emitGlobalAccessInRegion(Emitter& e, const ir::Inst& inst) {
  auto& a = e.a;
  for (unsigned c : e.chunks()) {
    a.mov(x86::rax, baseField(e.regionAccessBases.at(&inst)));
    e.loadMaskK(x86::k1, maskOf(inst), c);
    if (inst.op == ir::Op::Store) {
      x86::Vec data = e.operandChunk32(x86::zmm16, inst.operands[1], c);
      a.k(x86::k1).vmovdqu32(x86::ptr(x86::rax, x86::r10), data);
      continue;
    }
    x86::Vec result = e.resultChunk32(inst, x86::zmm16);
    a.k(x86::k1).z().vmovdqu32(result, x86::ptr(x86::rax, x86::r10));
    e.storeChunk32(inst, c, result);
  }
}

void emitGlobalAccessPostlude(Emitter& e, const ir::Inst& inst, unsigned index) {
  if (inst.op != ir::Op::Store) return;
  auto& a = e.a;
  Label slow = a.newLabel(), done = a.newLabel();
  a.lea(x86::rax, e.chunkAt(inst.operands[1], 0));
  a.cmp(baseField(index), x86::rax);
  a.jne(done);
  globalStore512(e, inst, slow);
  a.jmp(done);
  a.bind(slow);
  e.callSiteHelper(inst, &gcnjitStore);
  a.bind(done);
}

}  // namespace gcnjit::backend_x64
