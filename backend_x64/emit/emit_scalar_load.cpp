// Scalar loads (SMEM dwords). Each site remembers the base address it read
// from last and how many bytes from that base lie in one host range the
// frame vouches for (JitFrame::scalarLoadSites): a load from the same base
// within those bytes — the kernarg segment and dispatch packet reads of
// every wave — is one compare of the base, one of the offset and the load.
// Another base finds its range (findRange) and becomes the site's; an
// address in no vouched-for range goes to the helper, which reads through
// the memory or reports the fault.
#include <cstddef>

#include "backend_x64/emit/emit_common.h"
#include "backend_x64/emit/vouched_range.h"
#include "backend_x64/frame.h"
#include "backend_x64/memory_helpers.h"
#include "ir/memory.h"

namespace gcnjit::backend_x64 {

namespace {

struct SiteFields {
  x86::Mem base, bytes;
};

SiteFields siteFields(Emitter& e) {
  auto offset = std::int32_t(offsetof(JitFrame, scalarLoadSites) + sizeof(JitFrame::ScalarLoadSite) * e.newScalarLoadSite());
  x86::Mem base = Emitter::frame(offset), bytes = Emitter::frame(offset + 8);
  base.setSize(8);
  bytes.setSize(8);
  return {base, bytes};
}

// With the site's range found for the aligned address in rax (bounds in r8
// and r9), makes the load's base the site's when the base is dword aligned
// and inside that range: the bytes from it to the range's end.
void rememberBase(Emitter& e, const ir::Inst& inst, const SiteFields& site) {
  auto& a = e.a;
  Label skip = a.newLabel();
  e.loadScalar(x86::rdx, inst.operands[0]);
  a.test(x86::dl, 3);
  a.jnz(skip);
  a.cmp(x86::rdx, x86::r8);
  a.jb(skip);
  a.mov(site.base, x86::rdx);
  a.mov(x86::rcx, x86::r9);
  a.sub(x86::rcx, x86::rdx);
  a.mov(site.bytes, x86::rcx);
  a.bind(skip);
}

}  // namespace

void emit_ScalarLoad(Emitter& e, const ir::Inst& inst) {
  ir::ScalarLoadImm load = ir::ScalarLoadImm::decode(inst.imm);
  if (load.access.size != 4 || load.access.space != ir::AddrSpace::Constant) {
    return e.callSiteHelper(inst, &gcnjitScalarLoad);
  }
  auto& a = e.a;
  Label general = a.newLabel(), helper = a.newLabel(), done = a.newLabel();
  // A dword-aligned non-negative offset reads [base + offset] when the base
  // is the site's; the base is then dword aligned too.
  bool sited = load.offset >= 0 && load.offset % 4 == 0;
  SiteFields site;
  // The base where it is (its scalar register) or in rax.
  x86::Gp base = e.scalarOperand(inst.operands[0], 64, x86::rax, false, false).as<x86::Gp>();
  if (sited) {
    site = siteFields(e);
    a.cmp(base, site.base);
    a.jne(general);
    a.cmp(site.bytes, load.offset + 4);
    a.jb(general);
    x86::Gp result = e.scalarResult(inst, x86::rax);
    a.mov(result.r32(), x86::dword_ptr(base, load.offset));
    e.storeScalar(inst, result);
    a.jmp(done);
  }
  a.bind(general);
  if (base.id() != x86::rax.id()) a.mov(x86::rax, base);
  if (load.offset) a.lea(x86::rax, x86::ptr(x86::rax, load.offset));
  a.and_(x86::rax, -4);
  findRange(e, helper);
  if (sited) rememberBase(e, inst, site);
  a.mov(x86::eax, x86::dword_ptr(x86::rax));
  e.storeScalar(inst, x86::rax);
  a.jmp(done);
  a.bind(helper);
  e.callSiteHelper(inst, &gcnjitScalarLoad);
  e.resultWrittenToSlot(inst);
  a.bind(done);
}

}  // namespace gcnjit::backend_x64
