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

static_assert(std::size(JitFrame{}.regionLoadBase) == kMaxRegionPreludes, "one base per prelude of a region");

namespace {

x86::Mem baseField(unsigned index) {
  x86::Mem m = Emitter::frame(std::int32_t(offsetof(JitFrame, regionLoadBase) + 8 * index));
  m.setSize(8);
  return m;
}

}  // namespace

bool globalLoadInRegion(const Emitter& e, const ir::Inst& inst) {
  return e.options.isa == HostIsa::Avx512 && inst.op == ir::Op::Load && globalShape(inst, &inst) &&
         ir::MemAccess::decode(inst.imm).size == 4;
}

std::vector<const ir::Inst*> globalLoadPreludeReads(const Emitter& e, const ir::Inst& inst) {
  if (!globalLoadInRegion(e, inst)) return {};
  const ir::Inst* addresses = inst.operands[0];
  const ir::Inst* mask = inst.operands[1];
  if (!e.isDeferredAddress(addresses)) return {addresses, mask};
  // A deferred address's accesses read its base's scalar where the base
  // is a Broadcast of one (deferred_addresses.h).
  const ir::Inst* base = addresses->operands[0];
  if (base->op == ir::Op::Broadcast && base->operands[0]->type.isScalar()) base = base->operands[0];
  return {base, addresses->operands[1], mask};
}

void emitGlobalLoadPrelude(Emitter& e, const ir::Inst& inst, unsigned index) {
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

void emitGlobalLoadInRegion(Emitter& e, const ir::Inst& inst) {
  auto& a = e.a;
  for (unsigned c : e.chunks()) {
    a.mov(x86::rax, baseField(e.regionLoadBases.at(&inst)));
    e.loadMaskK(x86::k1, inst.operands[1], c);
    x86::Vec result = e.resultChunk32(inst, x86::zmm16);
    a.k(x86::k1).z().vmovdqu32(result, x86::ptr(x86::rax, x86::r10));
    e.storeChunk32(inst, c, result);
  }
}

}  // namespace gcnjit::backend_x64
