// VOPC compares (Vega ISA "VOPC Instructions"): integer and float compares
// of S0 with S1, native, VOP3 and SDWA forms. The result lane mask goes to
// VCC or sdst through compareResult, which also writes EXEC for V_CMPX_*.
// v_cmp_class_* / v_cmpx_class_* are the float family's.
#include "lift/lift_context.h"
#include "lift/lift_table.h"

namespace gcnjit::lift {
namespace {

using ir::FCmpPred;
using ir::ICmpPred;

template <ICmpPred pred>
void icmp(LiftContext& c) {
  V a = c.vsrc(0), b = c.vsrc(1);
  c.compareResult(c.icmp(pred, a, b));
}

// The float predicates, in opcode order, are exactly FCmpPred.
template <FCmpPred pred>
void fcmp(LiftContext& c) {
  V a = c.vsrc(0), b = c.vsrc(1);
  c.compareResult(c.emit(Op::FCmp, {a, b}, std::uint64_t(pred)));
}

// V_CMP_F_* / V_CMP_T_* of the integer types: D = 0 / 1 in every lane.
template <bool value>
void constantCompare(LiftContext& c) {
  c.compareResult(c.i64ToMask(c.c64(value ? ~0ull : 0)));
}

#define GCNJIT_INT_CMP(X, T, LT, LE, GT, GE)              \
  {InstId::v_##X##_f_##T, constantCompare<false>},        \
      {InstId::v_##X##_lt_##T, icmp<ICmpPred::LT>},       \
      {InstId::v_##X##_eq_##T, icmp<ICmpPred::Eq>},       \
      {InstId::v_##X##_le_##T, icmp<ICmpPred::LE>},       \
      {InstId::v_##X##_gt_##T, icmp<ICmpPred::GT>},       \
      {InstId::v_##X##_ne_##T, icmp<ICmpPred::Ne>},       \
      {InstId::v_##X##_ge_##T, icmp<ICmpPred::GE>},       \
      {InstId::v_##X##_t_##T, constantCompare<true>}
#define GCNJIT_SIGNED_CMP(X, T) GCNJIT_INT_CMP(X, T, SLt, SLe, SGt, SGe)
#define GCNJIT_UNSIGNED_CMP(X, T) GCNJIT_INT_CMP(X, T, ULt, ULe, UGt, UGe)

#define GCNJIT_FLOAT_CMP(X, T)                                                                           \
  {InstId::v_##X##_f_##T, fcmp<FCmpPred::False>}, {InstId::v_##X##_lt_##T, fcmp<FCmpPred::Lt>},          \
      {InstId::v_##X##_eq_##T, fcmp<FCmpPred::Eq>}, {InstId::v_##X##_le_##T, fcmp<FCmpPred::Le>},        \
      {InstId::v_##X##_gt_##T, fcmp<FCmpPred::Gt>}, {InstId::v_##X##_lg_##T, fcmp<FCmpPred::Lg>},        \
      {InstId::v_##X##_ge_##T, fcmp<FCmpPred::Ge>}, {InstId::v_##X##_o_##T, fcmp<FCmpPred::O>},          \
      {InstId::v_##X##_u_##T, fcmp<FCmpPred::U>}, {InstId::v_##X##_nge_##T, fcmp<FCmpPred::Nge>},        \
      {InstId::v_##X##_nlg_##T, fcmp<FCmpPred::Nlg>}, {InstId::v_##X##_ngt_##T, fcmp<FCmpPred::Ngt>},    \
      {InstId::v_##X##_nle_##T, fcmp<FCmpPred::Nle>}, {InstId::v_##X##_neq_##T, fcmp<FCmpPred::Neq>},    \
      {InstId::v_##X##_nlt_##T, fcmp<FCmpPred::Nlt>}, {InstId::v_##X##_tru_##T, fcmp<FCmpPred::True>}

constexpr LiftEntry kEntries[] = {
    GCNJIT_SIGNED_CMP(cmp, i16),  GCNJIT_SIGNED_CMP(cmpx, i16),  GCNJIT_UNSIGNED_CMP(cmp, u16),
    GCNJIT_UNSIGNED_CMP(cmpx, u16), GCNJIT_SIGNED_CMP(cmp, i32),  GCNJIT_SIGNED_CMP(cmpx, i32),
    GCNJIT_UNSIGNED_CMP(cmp, u32), GCNJIT_UNSIGNED_CMP(cmpx, u32), GCNJIT_SIGNED_CMP(cmp, i64),
    GCNJIT_SIGNED_CMP(cmpx, i64),  GCNJIT_UNSIGNED_CMP(cmp, u64), GCNJIT_UNSIGNED_CMP(cmpx, u64),
    GCNJIT_FLOAT_CMP(cmp, f16),    GCNJIT_FLOAT_CMP(cmpx, f16),    GCNJIT_FLOAT_CMP(cmp, f32),
    GCNJIT_FLOAT_CMP(cmpx, f32),   GCNJIT_FLOAT_CMP(cmp, f64),    GCNJIT_FLOAT_CMP(cmpx, f64),
};

#undef GCNJIT_FLOAT_CMP
#undef GCNJIT_UNSIGNED_CMP
#undef GCNJIT_SIGNED_CMP
#undef GCNJIT_INT_CMP

}  // namespace

std::span<const LiftEntry> vopcLifts() { return kEntries; }

}  // namespace gcnjit::lift
