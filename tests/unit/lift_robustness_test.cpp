// Robustness of the lifter: random instruction sequences decoded from random
// words (biased towards rows that have a lifting function), each followed by
// s_endpgm, must either lift to IR the verifier accepts (also after the
// default passes) or fail with a one-line LiftError/CfgError; anything else
// (another exception, a crash) is a bug. A few thousand of the lifted ones
// then run from a random state, with a step limit: they must stop with one of
// the defined ExitStatus kinds, alike as lifted and optimised IR, and alike
// on the interpreter and as JIT code (tests/common/program_check.h).
#include <catch2/catch.hpp>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "cfg/cfg.h"
#include "isa/decoder.h"
#include "isa_test_words.h"
#include "lift/lift.h"
#include "lift/lift_table.h"
#include "program_check.h"

using namespace gcnjit;

namespace {

// One random instruction: its bytes. Nine in ten have a lifting function
// (when one is found within a bounded number of tries); PC-relative branches
// get a small offset so that they often land inside the sequence.
std::vector<std::uint8_t> randomInstruction(std::mt19937_64& rng, Target target) {
  bool wantLiftable = rng() % 10 != 0;
  for (int attempt = 0;; ++attempt) {
    std::uint32_t w[3];
    for (std::uint32_t& x : w) x = std::uint32_t(rng());
    const testing::FormatBits& f = testing::kFormatBits[rng() % std::size(testing::kFormatBits)];
    if (!f.compute) continue;  // graphics-only formats do not lift
    w[0] = (w[0] & ~f.mask) | f.value;
    std::uint8_t bytes[12];
    std::memcpy(bytes, w, sizeof bytes);
    DecodeResult r = decode(target, bytes);
    if (r.status != DecodeStatus::Ok) continue;
    const InstDesc& d = r.inst.desc();
    if (wantLiftable && attempt < 400 && !lift::liftFunction(r.inst.id)) continue;
    if (d.has(iflag::Branch) || d.has(iflag::CondBranch)) {
      w[0] = (w[0] & 0xFFFF0000) | std::uint16_t(std::int16_t(rng() % 13) - 6);
      std::memcpy(bytes, w, sizeof bytes);
    }
    return {bytes, bytes + r.size};
  }
}

std::vector<std::uint8_t> randomSequence(std::mt19937_64& rng, Target target) {
  std::vector<std::uint8_t> code;
  unsigned count = 1 + unsigned(rng() % 8);
  for (unsigned i = 0; i < count; ++i) {
    std::vector<std::uint8_t> inst = randomInstruction(rng, target);
    code.insert(code.end(), inst.begin(), inst.end());
  }
  return testing::withEndpgm(code);
}

struct Tally {
  unsigned lifted = 0, rejected = 0, interpreted = 0, compared = 0, jitCompared = 0;
  unsigned problems = 0;
  std::string first;  // the first few problems, for the report

  void problem(const std::vector<std::uint8_t>& code, const std::string& what) {
    if (problems++ < 5) first += what + " (code:" + testing::hexWords(code) + ")\n";
  }
};

void liftRandomly(Target target, std::uint64_t seed, unsigned sequences, unsigned toInterpret, Tally& tally) {
  std::mt19937_64 rng(seed);
  for (unsigned i = 0; i < sequences; ++i) {
    std::vector<std::uint8_t> code = randomSequence(rng, target);
    try {
      std::string problem;
      std::optional<testing::LiftedProgram> program = testing::liftProgram(target, code, problem);
      if (!program) {
        tally.problem(code, problem);
        continue;
      }
      ++tally.lifted;
      if (tally.interpreted >= toInterpret) continue;
      auto initial = std::make_unique<ir::WaveState>();
      testing::randomizeState(rng, *initial);
      testing::RunReport report = testing::checkRuns(*program, *initial, 0, 64);
      ++tally.interpreted;
      tally.compared += report.compared;
      tally.jitCompared += report.jitCompared;
      if (!report.problem.empty()) tally.problem(code, report.problem);
    } catch (const LiftError& e) {
      ++tally.rejected;
      if (!testing::oneLine(e.what())) tally.problem(code, std::string("LiftError not one line: ") + e.what());
    } catch (const cfg::CfgError& e) {
      ++tally.rejected;
      if (!testing::oneLine(e.what())) tally.problem(code, std::string("CfgError not one line: ") + e.what());
    } catch (const std::exception& e) {
      tally.problem(code, std::string("unexpected exception: ") + e.what());
    }
  }
}

}  // namespace

// Longer runs by hand: GCNJIT_FUZZ_SCALE=N runs N times as many sequences,
// GCNJIT_FUZZ_SEED=S starts from another seed.
unsigned long envNumber(const char* name, unsigned long fallback) {
  const char* text = std::getenv(name);
  return text && *text ? std::strtoul(text, nullptr, 0) : fallback;
}

TEST_CASE("random instruction sequences lift to valid IR or a one-line error", "[lift][robustness]") {
  unsigned scale = unsigned(envNumber("GCNJIT_FUZZ_SCALE", 1));
  std::uint64_t seed = envNumber("GCNJIT_FUZZ_SEED", 0x11f7);
  for (Target target : {Target::Gfx900, Target::Gfx906, Target::Gfx908}) {
    Tally tally;
    liftRandomly(target, seed + unsigned(target), 4000 * scale, 1500 * scale, tally);
    INFO(std::string(targetName(target)) << ": " << tally.first);
    CHECK(tally.problems == 0);
    WARN(targetName(target) << ": " << tally.lifted << " lifted, " << tally.rejected << " rejected, "
                            << tally.interpreted << " interpreted, " << tally.compared
                            << " compared with the optimised IR, " << tally.jitCompared
                            << " run as JIT code and compared with the interpreter");
  }
}
