// Scalar ALU and program control: SOP1, SOP2, SOPK, SOPC, SOPP (Vega ISA
// "Scalar ALU Operations", "SOP2/SOPK/SOP1/SOPC/SOPP Instructions").
#include "lift/lift_context.h"
#include "lift/lift_table.h"

namespace gcnjit::lift {
namespace {

using ir::ICmpPred;

V src32(LiftContext& c, int i) { return c.sread32(c.inst.src[i], i == 0 ? c.desc.src0 : c.desc.src1); }
void dst32(LiftContext& c, V v) { c.swrite32(c.inst.dst, v); }

void sAddU32(LiftContext& c) {
  V a = src32(c, 0), b = src32(c, 1);
  dst32(c, c.emit(Op::Add, {a, b}));
  c.setScc(c.emit(Op::UAddCarry, {a, b, c.c1(false)}));
}
void sMovB32(LiftContext& c) { dst32(c, src32(c, 0)); }
void sMovB64(LiftContext& c) { c.swrite64(c.inst.dst, c.sread64(c.inst.src[0], c.desc.src0)); }
void sNop(LiftContext&) {}
void sEndpgm(LiftContext& c) { c.endProgram(); }
void sBranch(LiftContext& c) { c.jumpTo(c.labelTarget()); }
void sCbranchScc0(LiftContext& c) { c.branch(c.emit(Op::ICmp, {c.scc(), c.c1(false)}, std::uint64_t(ICmpPred::Eq)), c.labelTarget()); }
void sCbranchScc1(LiftContext& c) { c.branch(c.scc(), c.labelTarget()); }

constexpr LiftEntry kEntries[] = {
    {InstId::s_add_u32, sAddU32},
    {InstId::s_mov_b32, sMovB32},
    {InstId::s_mov_b64, sMovB64},
    {InstId::s_nop, sNop},
    {InstId::s_waitcnt, sNop},
    {InstId::s_endpgm, sEndpgm},
    {InstId::s_branch, sBranch},
    {InstId::s_cbranch_scc0, sCbranchScc0},
    {InstId::s_cbranch_scc1, sCbranchScc1},
};

}  // namespace

std::span<const LiftEntry> sopLifts() { return kEntries; }

}  // namespace gcnjit::lift
