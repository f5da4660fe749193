#include "backend_x64/emit/lds_group_starts.h"

#include <cstddef>
#include <vector>

#include "backend_x64/emit/lds_checks.h"
#include "backend_x64/frame.h"
#include "ir/constant_offset.h"

namespace gcnjit::backend_x64 {
namespace {

constexpr unsigned kGroups = 4;  // of 16 lanes

x86::Mem rootField(unsigned entry, std::size_t field) {
  return Emitter::frame(std::int32_t(offsetof(JitFrame, ldsRoots) + sizeof(JitFrame::LdsRoot) * entry + field));
}
x86::Mem groupStart(unsigned entry, unsigned q) {
  x86::Mem m = rootField(entry, offsetof(JitFrame::LdsRoot, groupStart) + 4 * q);
  m.setSize(4);
  return m;
}

// JitFrame::ldsRoots[entry] = the group starts of the root and whether
// each group's offsets are consecutive dwords, from the first load's
// `offsets` (root + `offset`; adding a constant keeps lanes consecutive
// modulo 2^32). Not from the root itself: a value only chunkwise ops read
// may never reach memory (Emitter::regionOnly), a load's offsets do.
void classify(Emitter& e, const ir::Inst* offsets, std::int64_t offset, unsigned entry) {
  auto& a = e.a;
  std::vector<std::uint32_t> steps(16);
  for (unsigned l = 0; l < 16; ++l) steps[l] = 4 * l;
  for (unsigned q = 0; q < kGroups; ++q) {
    a.vmovdqu32(x86::zmm16, e.at(offsets, std::int32_t(64 * q)));
    a.vpbroadcastd(x86::zmm17, x86::xmm16);
    a.vpaddd(x86::zmm19, x86::zmm17, e.constantWords(steps));
    a.vpcmpeqd(q ? x86::k2 : x86::k3, x86::zmm16, x86::zmm19);
    if (q) a.kandw(x86::k3, x86::k3, x86::k2);
    a.vmovd(x86::eax, x86::xmm16);
    if (offset) a.sub(x86::eax, std::int32_t(offset));
    a.mov(groupStart(entry, q), x86::eax);
  }
  x86::Mem consecutive = rootField(entry, offsetof(JitFrame::LdsRoot, consecutive));
  consecutive.setSize(4);
  a.mov(consecutive, 0);
  consecutive.setSize(1);
  a.kortestw(x86::k3, x86::k3);
  a.setc(consecutive);  // CF: every group consecutive
}

}  // namespace

void planLdsRoots(Emitter& e, const ir::Block& block) {
  e.ldsRoots.clear();
  std::unordered_map<const ir::Inst*, unsigned> loads;
  for (const auto& inst : block.insts()) {
    if (inst->op != ir::Op::Load || !ldsGatherShape(*inst, inst.get())) continue;
    const ir::Inst* root = ir::splitConstantOffset(inst->operands[0]).first;
    if (++loads[root] == 2 && e.ldsRoots.size() < JitFrame::kLdsRoots) {
      e.ldsRoots.emplace(root, Emitter::LdsRootPlan{unsigned(e.ldsRoots.size()), false});
    }
  }
}

bool groupsFromRoot(Emitter& e, const ir::Inst* offsets, const x86::Gp (&groupAt)[4], Label otherwise) {
  auto [root, offset] = ir::splitConstantOffset(offsets);
  auto plan = e.ldsRoots.find(root);
  if (plan == e.ldsRoots.end()) return false;
  unsigned entry = plan->second.entry;
  if (!plan->second.classified) classify(e, offsets, offset, entry);
  plan->second.classified = true;
  auto& a = e.a;
  x86::Mem consecutive = rootField(entry, offsetof(JitFrame::LdsRoot, consecutive));
  consecutive.setSize(4);
  a.cmp(consecutive, 0);
  a.je(otherwise);
  a.mov(x86::rax, Emitter::frame(offsetof(JitFrame, ldsBytes)));
  a.sub(x86::rax, 4 * 16);  // the last offset 16 dwords fit at (negative: none)
  for (unsigned q = 0; q < kGroups; ++q) {
    // The lanes' offsets are the root's plus `offset` modulo 2^32 (the IR's
    // adds wrap), so still consecutive modulo 2^32; the bound makes sure
    // no group wraps.
    a.mov(groupAt[q].r32(), groupStart(entry, q));
    if (offset) a.add(groupAt[q].r32(), std::int32_t(offset));  // zero-extended
    a.cmp(groupAt[q], x86::rax);
    a.jg(otherwise);  // signed: a negative bound rejects every offset
  }
  a.mov(x86::rax, Emitter::frame(offsetof(JitFrame, ldsBase)));
  for (unsigned q = 0; q < kGroups; ++q) a.add(groupAt[q], x86::rax);
  return true;
}

}  // namespace gcnjit::backend_x64
