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
  x86::Mem m =
      Emitter::frame(std::int32_t(offsetof(JitFrame, ldsRoots) + sizeof(JitFrame::LdsRoot) * entry + field));
  m.setSize(8);
  return m;
}
x86::Mem groupAddress(unsigned entry, unsigned q) {
  return rootField(entry, offsetof(JitFrame::LdsRoot, groupAddress) + 8 * q);
}
x86::Mem lowestConstant(unsigned entry) { return rootField(entry, offsetof(JitFrame::LdsRoot, lowestConstant)); }
x86::Mem highestConstant(unsigned entry) { return rootField(entry, offsetof(JitFrame::LdsRoot, highestConstant)); }

// JitFrame::ldsRoots[entry] for the root of the first load's `offsets`
// (root + `offset`): each group's start as a host address, and the
// constants a load may add while every group stays consecutive inside the
// LDS — none unless each group of the root is consecutive dwords (modulo
// 2^32, which adding a constant keeps). Taken from the load's offsets, not
// from the root: a value only chunkwise ops read may never reach memory
// (Emitter::regionOnly), a load's offsets do.
void classify(Emitter& e, const ir::Inst* offsets, std::int64_t offset, unsigned entry) {
  auto& a = e.a;
  std::vector<std::uint32_t> steps(16);
  for (unsigned l = 0; l < 16; ++l) steps[l] = 4 * l;
  a.mov(x86::rcx, -1);  // the lowest start so far (unsigned)
  a.xor_(x86::edx, x86::edx);  // the highest
  for (unsigned q = 0; q < kGroups; ++q) {
    a.vmovdqu32(x86::zmm16, e.at(offsets, std::int32_t(64 * q)));
    a.vpbroadcastd(x86::zmm17, x86::xmm16);
    a.vpaddd(x86::zmm19, x86::zmm17, e.constantWords(steps));
    a.vpcmpeqd(q ? x86::k2 : x86::k3, x86::zmm16, x86::zmm19);
    if (q) a.kandw(x86::k3, x86::k3, x86::k2);
    a.vmovd(x86::eax, x86::xmm16);
    if (offset) a.sub(x86::eax, std::int32_t(offset));  // the root's start, zero-extended
    a.cmp(x86::rax, x86::rcx);
    a.cmovb(x86::rcx, x86::rax);
    a.cmp(x86::rax, x86::rdx);
    a.cmova(x86::rdx, x86::rax);
    a.add(x86::rax, Emitter::frame(offsetof(JitFrame, ldsBase)));
    a.mov(groupAddress(entry, q), x86::rax);
  }
  // A constant c keeps every group in the LDS when lowest start + c >= 0
  // and highest start + c <= LDS size - 64 (64-bit sums: a group that
  // wraps at 2^32 goes the slow way).
  a.neg(x86::rcx);
  ldsLastOffsetFor(e, x86::rax, 4 * 16);
  a.sub(x86::rax, x86::rdx);
  a.mov(x86::edx, 1);  // no constant (lowest 1 > highest 0) unless consecutive
  a.kortestw(x86::k3, x86::k3);
  a.cmovnc(x86::rcx, x86::rdx);
  a.mov(x86::edx, 0);  // not xor: CF still holds
  a.cmovnc(x86::rax, x86::rdx);
  a.mov(lowestConstant(entry), x86::rcx);
  a.mov(highestConstant(entry), x86::rax);
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
  auto constant = std::int32_t(offset);  // the i32 the adds sign-extend
  a.cmp(lowestConstant(entry), constant);
  a.jg(otherwise);
  a.cmp(highestConstant(entry), constant);
  a.jl(otherwise);
  for (unsigned q = 0; q < kGroups; ++q) {
    a.mov(groupAt[q], groupAddress(entry, q));
    if (constant) a.add(groupAt[q], constant);
  }
  return true;
}

}  // namespace gcnjit::backend_x64
