#include "lift/lift_table.h"

#include <array>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace gcnjit::lift {
namespace {

using Table = std::array<LiftFn, kNumInsts>;

Table buildTable() {
  Table table{};
  for (auto family : {sopLifts, smemLifts, vopIntLifts, vopFloatLifts, vopcLifts, vop3pLifts,
                      dsLifts, bufferLifts, imageLifts, imageSampleLifts, imageGatherLifts, flatLifts, messageLifts, forkJoinLifts}) {
    for (const LiftEntry& entry : family()) {
      LiftFn& slot = table[static_cast<std::size_t>(entry.id)];
      if (slot) {
        // Two families claim a row: a programming error found by every test run.
        std::fprintf(stderr, "gcnjit: two lifting functions for %s\n",
                     std::string(instDesc(entry.id).mnemonic).c_str());
        std::abort();
      }
      slot = entry.fn;
    }
  }
  return table;
}

}  // namespace

LiftFn liftFunction(InstId id) {
  static const Table table = buildTable();
  return table[static_cast<std::size_t>(id)];
}

}  // namespace gcnjit::lift
