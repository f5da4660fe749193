// Lifting functions: see lift_table.h for the family.
#include "lift/lift_context.h"
#include "lift/lift_table.h"

namespace gcnjit::lift {
namespace {

constexpr LiftEntry kEntries[] = {
    {InstId::NumInsts, nullptr},
};

}  // namespace

std::span<const LiftEntry> vopFloatLifts() { return std::span(kEntries).first(0); }

}  // namespace gcnjit::lift
