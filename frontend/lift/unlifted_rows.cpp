#include "lift/unlifted_rows.h"

namespace gcnjit::lift {
namespace {

struct Unlifted {
  InstId id;
  std::string_view reason;
};

constexpr Unlifted kRows[] = {
    {InstId::v_exp_legacy_f32,
     "the Vega seed defines it only as 2^x \"with legacy semantics\" and never says how they differ from "
     "v_exp_f32"},
    {InstId::v_log_legacy_f32,
     "the Vega seed defines it only as log2(x) \"with legacy semantics\" and never says how they differ from "
     "v_log_f32"},
    {InstId::ds_condxchg32_rtn_b64, "the Vega seed gives only \"conditional write exchange\", no pseudo-code"},
    {InstId::s_setvskip,
     "MODE.VSKIP (skip every vector instruction while set) from a run-time bit is not modelled, as with "
     "s_setreg of MODE.VSKIP"},
    {InstId::s_sendmsghalt, "it halts the wave until a debugger resumes it, which gcnjit has no way to do"},
};

}  // namespace

std::optional<std::string_view> whyNotLifted(InstId id) {
  for (const Unlifted& row : kRows) {
    if (row.id == id) return row.reason;
  }
  return std::nullopt;
}

}  // namespace gcnjit::lift
