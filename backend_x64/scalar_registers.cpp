#include "backend_x64/scalar_registers.h"

#include <algorithm>
#include <optional>

namespace gcnjit::backend_x64 {
namespace {

struct Interval {
  const ir::Inst* value;
  std::size_t end;  // the schedule item of its last use
  unsigned reg;
};

bool candidate(const ir::Inst& inst, const SlotMap& slots) {
  if (inst.type.isVoid() || inst.type.isVector() || inst.op == ir::Op::Const) return false;
  return slots.place(&inst).base == Place::Base::Values;
}

}  // namespace

ScalarRegisterPlan planScalarRegisters(const BlockSchedule& schedule, const SlotMap& slots, const InPlaceReads& inPlace,
                                       const std::unordered_set<const ir::Inst*>& fusedCompares) {
  ScalarRegisterPlan plan;
  plan.evictBefore.resize(schedule.size());
  // The item of each value's last use (including reads in place of
  // another value: in_place_reads.h).
  std::unordered_map<const ir::Inst*, std::size_t> lastUse;
  for (std::size_t k = 0; k < schedule.size(); ++k) {
    for (const ir::Inst* inst : schedule[k].insts) {
      for (const ir::Inst* op : inst->operands) {
        lastUse[op] = k;
        inPlace.forEach(op, [&](const ir::Inst* value) { lastUse[value] = std::max(lastUse[value], k); });
      }
    }
  }
  std::vector<Interval> active;
  std::vector<bool> taken(kScalarRegisterCount, false);
  for (std::size_t k = 0; k < schedule.size(); ++k) {
    // Registers of values dead before this item are free (not those read
    // by it: its op may read an operand after writing its result).
    for (auto it = active.begin(); it != active.end();) {
      if (it->end < k) {
        taken[it->reg] = false;
        it = active.erase(it);
      } else {
        ++it;
      }
    }
    if (schedule[k].region) continue;
    for (const ir::Inst* inst : schedule[k].insts) {
      auto last = lastUse.find(inst);
      if (!candidate(*inst, slots) || fusedCompares.count(inst) || last == lastUse.end() || last->second <= k) {
        continue;
      }
      std::optional<unsigned> reg;
      for (unsigned r = 0; r < kScalarRegisterCount && !reg; ++r) {
        if (!taken[r]) reg = r;
      }
      if (!reg) {
        auto farthest = std::max_element(active.begin(), active.end(),
                                         [](const Interval& x, const Interval& y) { return x.end < y.end; });
        if (farthest->end <= last->second) continue;  // this one ends later: it stays in its slot
        reg = farthest->reg;
        plan.evictBefore[k].push_back(farthest->value);
        active.erase(farthest);
      }
      taken[*reg] = true;
      active.push_back({inst, last->second, *reg});
      plan.registerOf[inst] = *reg;
    }
  }
  return plan;
}

}  // namespace gcnjit::backend_x64
