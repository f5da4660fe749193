#include "coverage.h"

#include <cstdio>
#include <exception>
#include <map>
#include <set>

#include "isa/decoder.h"
#include "lift/lift_table.h"
#include "lift/unlifted_rows.h"
#include "run_test.h"
#include "test_file.h"

namespace gcnjit::isatest {
namespace {

constexpr Target kTargets[] = {Target::Gfx900, Target::Gfx906, Target::Gfx908};

// Rows decoded from the test's bytes (the whole .text, instruction by instruction).
void addRows(const std::vector<std::uint8_t>& bytes, Target target, std::set<InstId>& rows) {
  for (std::size_t at = 0; at < bytes.size();) {
    DecodeResult r = decode(target, std::span(bytes).subspan(at));
    if (r.status == DecodeStatus::Ok) rows.insert(r.inst.id);
    at += r.size ? r.size : 4;
  }
}

}  // namespace

int checkCoverage(const std::vector<std::string>& files, const std::string& binDir) {
  std::set<InstId> tested;
  for (const std::string& path : files) {
    try {
      TestFile file = parseTestFile(path);
      for (Target t : file.targets) addRows(readAssembled(file, binDir, t), t, tested);
    } catch (const std::exception& e) {
      std::printf("%s\n", e.what());
      return 1;
    }
  }
  std::set<InstId> untested;
  bool allExplained = true;
  for (Target target : kTargets) {
    unsigned onTarget = 0, lifted = 0, unsupported = 0;
    std::vector<std::string> missing, explained;
    for (int i = 0; i < kNumInsts; ++i) {
      InstId id = InstId(i);
      const InstDesc& d = instDesc(id);
      if (!d.onTarget(target)) continue;
      ++onTarget;
      if (d.has(iflag::Unsupported)) {
        ++unsupported;
      } else if (lift::liftFunction(id)) {
        ++lifted;
        if (!tested.count(id)) untested.insert(id);
      } else if (auto reason = lift::whyNotLifted(id)) {
        explained.push_back(std::string(d.mnemonic) + " (" + std::string(*reason) + ")");
      } else {
        missing.emplace_back(d.mnemonic);
      }
    }
    std::printf("%s: %u of %u rows lift; %u graphics-only rows unsupported; %zu compute rows unsupported:",
                targetName(target).data(), lifted, onTarget, unsupported, explained.size());
    for (const std::string& e : explained) std::printf("\n  %s", e.c_str());
    std::printf("\n%zu rows with neither a lifting function nor a reason:", missing.size());
    for (const std::string& m : missing) std::printf(" %s", m.c_str());
    std::printf("\n");
    allExplained = allExplained && missing.empty();
  }
  std::printf("lifted rows without a test: %zu", untested.size());
  for (InstId id : untested) std::printf(" %s", std::string(instDesc(id).mnemonic).c_str());
  std::printf("\n");
  return untested.empty() && allExplained ? 0 : 1;
}

}  // namespace gcnjit::isatest
