// Robustness of the lifter: random instruction sequences decoded from random
// words (biased towards rows that have a lifting function), each followed by
// s_endpgm, must either lift to IR the verifier accepts (also after the
// default passes) or fail with a one-line LiftError/CfgError; anything else
// (another exception, a crash) is a bug. A few thousand of the lifted ones
// then run on the interpreter from a random state, with a step limit, and
// must stop with one of the defined ExitStatus kinds.
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

#include "backend_x64/compile.h"
#include "cfg/cfg.h"
#include "ir/interp/interpreter.h"
#include "ir/passes/pass_manager.h"
#include "ir/verifier.h"
#include "isa/decoder.h"
#include "isa_test_words.h"
#include "lift/lift.h"
#include "lift/lift_table.h"

using namespace gcnjit;

namespace {

constexpr std::uint32_t kEndpgm = 0xBF810000;

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
  for (int i = 0; i < 4; ++i) code.push_back(std::uint8_t(kEndpgm >> (8 * i)));
  return code;
}

// Memory that never faults: unwritten bytes read as a hash of their address,
// so random programs run on past their loads.
class SparseMemory final : public ir::Memory {
 public:
  bool load(ir::AddrSpace space, std::uint64_t address, unsigned lane, void* out, unsigned size) override {
    auto* bytes = static_cast<std::uint8_t*>(out);
    for (unsigned i = 0; i < size; ++i) bytes[i] = byteAt(key(space, address + i, lane));
    return true;
  }
  bool store(ir::AddrSpace space, std::uint64_t address, unsigned lane, const void* data, unsigned size) override {
    const auto* bytes = static_cast<const std::uint8_t*>(data);
    for (unsigned i = 0; i < size; ++i) written_[key(space, address + i, lane)] = bytes[i];
    return true;
  }
  bool atomic(ir::AddrSpace space, std::uint64_t address, unsigned lane, ir::AtomicOp op, unsigned size,
              std::uint64_t data, std::uint64_t compare, std::uint64_t* old) override {
    *old = 0;
    load(space, address, lane, old, size);
    std::uint64_t result = ir::atomicNewValue(op, size, *old, data, compare);
    return store(space, address, lane, &result, size);
  }
  bool operator==(const SparseMemory& other) const { return written_ == other.written_; }

 private:
  static std::uint64_t key(ir::AddrSpace space, std::uint64_t address, unsigned lane) {
    bool perLane = space == ir::AddrSpace::Private;
    return address * 131 + (perLane ? lane : 0) * 7 + std::uint64_t(space);
  }
  std::uint8_t byteAt(std::uint64_t k) const {
    auto it = written_.find(k);
    return it != written_.end() ? it->second : std::uint8_t((k * 0x9E3779B97F4A7C15ull) >> 56);
  }
  std::unordered_map<std::uint64_t, std::uint8_t> written_;
};

void randomizeState(std::mt19937_64& rng, ir::WaveState& s) {
  auto* words = reinterpret_cast<std::uint32_t*>(&s);
  for (std::size_t i = 0; i < sizeof s / 4; ++i) words[i] = std::uint32_t(rng());
  // A third of the waves run with all lanes or none.
  switch (rng() % 6) {
    case 0: s.setExec(~0ull); break;
    case 1: s.setExec(0); break;
    default: break;
  }
  s.scc &= 1;
}

bool oneLine(const char* message) { return *message && !std::strchr(message, '\n'); }

struct Tally {
  unsigned lifted = 0, rejected = 0, interpreted = 0, compared = 0, jitCompared = 0;
  unsigned problems = 0;
  std::string first;  // the first few problems, for the report

  void problem(const std::vector<std::uint8_t>& code, const std::string& what) {
    if (problems++ >= 5) return;
    first += what + " (code:";
    for (std::size_t i = 0; i + 4 <= code.size(); i += 4) {
      char word[12];
      std::uint32_t w;
      std::memcpy(&w, &code[i], 4);
      std::snprintf(word, sizeof word, " %08X", w);
      first += word;
    }
    first += ")\n";
  }
};

using Kind = ir::ExitStatus::Kind;

bool definedExit(const ir::ExitStatus& s) {
  return s.kind == Kind::EndProgram || s.kind == Kind::Barrier || s.kind == Kind::Trap || s.kind == Kind::Fault ||
         s.kind == Kind::StepLimit;
}

// Runs `function` on `state`; records a problem for an exception or an
// undefined exit.
std::optional<ir::ExitStatus> run(const ir::Function& function, ir::WaveState& state, SparseMemory& memory,
                                  const std::vector<std::uint8_t>& code, Tally& tally) {
  std::optional<std::size_t> entry = function.blockAt(0);
  if (!entry) {
    tally.problem(code, "no entry block");
    return std::nullopt;
  }
  try {
    ir::ExitStatus s = ir::interpret(function, *entry, state, memory, 64);
    if (!definedExit(s)) tally.problem(code, "undefined exit kind");
    if (s.kind == Kind::Fault && !oneLine(s.message.c_str())) tally.problem(code, "fault message not one line: " + s.message);
    return s;
  } catch (const std::exception& e) {
    tally.problem(code, std::string("interpreter threw: ") + e.what());
    return std::nullopt;
  }
}

// s_memtime/s_memrealtime: two runs read different times.
bool readsClock(const ir::Function& function) {
  for (const auto& block : function.blocks()) {
    for (const auto& inst : block->insts()) {
      if (inst->op == ir::Op::ReadClock) return true;
    }
  }
  return false;
}

// Differential test of the x64 backend: the optimised function compiled for
// every host ISA the backend runs here must stop like the interpreter (kind,
// GCN pc, fault text) with the same state and memory.
void compareWithJit(const ir::Function& function, const ir::WaveState& initial, const ir::ExitStatus& want,
                    const ir::WaveState& wantState, const SparseMemory& wantMemory,
                    const std::vector<std::uint8_t>& code, Tally& tally) {
  for (auto isa : {backend_x64::HostIsa::Avx2, backend_x64::HostIsa::Avx512}) {
    if (!backend_x64::canRun(isa)) continue;
    std::string where = std::string(backend_x64::hostIsaName(isa)) + " code ";
    auto state = std::make_unique<ir::WaveState>(initial);
    SparseMemory memory;
    ir::ExitStatus got;
    try {
      backend_x64::CompileOptions options;
      options.isa = isa;
      options.initialMode = initial.mode;
      auto compiled = backend_x64::compile(function, options);
      got = compiled->newRunner()->run(*function.blockAt(0), *state, memory, 64);
    } catch (const std::exception& e) {
      return tally.problem(code, where + "threw: " + e.what());
    }
    ++tally.jitCompared;
    if (got.kind != want.kind || got.pc != want.pc || got.message != want.message) {
      return tally.problem(code, where + "stopped differently: " + got.message + " / " + want.message);
    }
    if (std::memcmp(state.get(), &wantState, sizeof wantState) != 0) return tally.problem(code, where + "left another state");
    if (!(memory == wantMemory)) return tally.problem(code, where + "wrote other memory");
  }
}

// Runs the lifted and the optimised function from one random state. When
// both stop cleanly (not at a fault or the step limit, where the passes may
// legitimately leave state unwritten) and read no clock, their states and
// memory must agree.
void interpretRandomly(std::mt19937_64& rng, const ir::Function& plain, const ir::Function& optimised,
                       const std::vector<std::uint8_t>& code, Tally& tally) {
  auto initial = std::make_unique<ir::WaveState>();
  randomizeState(rng, *initial);
  auto a = std::make_unique<ir::WaveState>(*initial), b = std::make_unique<ir::WaveState>(*initial);
  SparseMemory memoryA, memoryB;
  std::optional<ir::ExitStatus> sa = run(plain, *a, memoryA, code, tally);
  std::optional<ir::ExitStatus> sb = run(optimised, *b, memoryB, code, tally);
  ++tally.interpreted;
  if (sb && !readsClock(optimised)) compareWithJit(optimised, *initial, *sb, *b, memoryB, code, tally);
  if (!sa || !sb || sa->kind == Kind::Fault || sa->kind == Kind::StepLimit || readsClock(plain)) return;
  ++tally.compared;
  if (sa->kind != sb->kind) return tally.problem(code, "the passes changed how the wave stops");
  if (std::memcmp(a.get(), b.get(), sizeof *a) != 0) tally.problem(code, "the passes changed the final state");
  if (!(memoryA == memoryB)) tally.problem(code, "the passes changed the memory written");
}

void liftRandomly(Target target, std::uint64_t seed, unsigned sequences, unsigned toInterpret, Tally& tally) {
  std::mt19937_64 rng(seed);
  for (unsigned i = 0; i < sequences; ++i) {
    std::vector<std::uint8_t> code = randomSequence(rng, target);
    try {
      KernelCfg cfg = buildCfg(CodeView{target, 0, code, true, {}}, 0, "random");
      ir::Function plain = liftKernel(cfg, target);
      if (std::vector<std::string> e = ir::verify(plain); !e.empty()) {
        tally.problem(code, "verifier: " + e.front());
        continue;
      }
      ++tally.lifted;
      ir::Function optimised = liftKernel(cfg, target);
      if (std::vector<std::string> e = ir::defaultPipeline().run(optimised); !e.empty()) {
        tally.problem(code, "passes: " + e.front());
        continue;
      }
      if (tally.interpreted < toInterpret) interpretRandomly(rng, plain, optimised, code, tally);
    } catch (const LiftError& e) {
      ++tally.rejected;
      if (!oneLine(e.what())) tally.problem(code, std::string("LiftError not one line: ") + e.what());
    } catch (const CfgError& e) {
      ++tally.rejected;
      if (!oneLine(e.what())) tally.problem(code, std::string("CfgError not one line: ") + e.what());
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
  auto start = std::chrono::steady_clock::now();
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
  auto seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  CHECK(seconds < 30.0 * scale);
}
