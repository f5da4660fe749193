#include "program_check.h"

#include <cstddef>
#include <cstdio>
#include <cstring>
#include <exception>
#include <fstream>
#include <iterator>
#include <memory>
#include <set>

#include "backend_x64/compile.h"
#include "cfg/cfg.h"
#include "isa/hex.h"
#include "ir/interp/interpreter.h"
#include "ir/verifier.h"
#include "lift/lift.h"
#include "runtime/translate.h"
#include "sparse_memory.h"

namespace gcnjit::testing {

namespace {

// Translated as the runtime translates a kernel, but keeping the register
// writes at the end: the final state is compared.
runtime::TranslationInput translationInput(const cfg::KernelCfg& cfg, Target target, std::uint32_t initialMode) {
  return {.cfg = cfg, .target = target, .initialMode = initialMode, .dropDeadRegisterWrites = false};
}

using Kind = ir::ExitStatus::Kind;
using ir::WaveState;

// The WaveState field a 32-bit word of it belongs to.
std::string wordName(std::size_t word) {
  constexpr std::size_t lanes = ir::kWaveLanes;
  std::size_t offset = word * 4;
  if (offset < offsetof(WaveState, agpr))
    return "v" + std::to_string(word / lanes) + "[" + std::to_string(word % lanes) + "]";
  if (offset < offsetof(WaveState, sgpr)) {
    std::size_t a = word - offsetof(WaveState, agpr) / 4;
    return "a" + std::to_string(a / lanes) + "[" + std::to_string(a % lanes) + "]";
  }
  if (offset < offsetof(WaveState, scc)) return "s" + std::to_string(word - offsetof(WaveState, sgpr) / 4);
  static const std::pair<std::size_t, const char*> fields[] = {
      {offsetof(WaveState, scc), "scc"},           {offsetof(WaveState, mode), "mode"},
      {offsetof(WaveState, status), "status"},     {offsetof(WaveState, trapsts), "trapsts"},
      {offsetof(WaveState, hwId), "hwId"},         {offsetof(WaveState, gprAlloc), "gprAlloc"},
      {offsetof(WaveState, ldsAlloc), "ldsAlloc"}, {offsetof(WaveState, sharedBase), "sharedBase"},
      {offsetof(WaveState, sharedLimit), "sharedLimit"}, {offsetof(WaveState, privateBase), "privateBase"},
      {offsetof(WaveState, privateLimit), "privateLimit"}, {offsetof(WaveState, pc), "pc"},
      {offsetof(WaveState, pc) + 4, "pc.hi"}};
  for (auto [at, name] : fields)
    if (offset == at) return name;
  return "byte " + std::to_string(offset);
}

// The words where `got` differs from `want`, the first few named.
std::string stateDiff(const WaveState& got, const WaveState& want) {
  const auto* g = reinterpret_cast<const std::uint32_t*>(&got);
  const auto* w = reinterpret_cast<const std::uint32_t*>(&want);
  std::string text;
  unsigned count = 0;
  for (std::size_t i = 0; i < sizeof(WaveState) / 4; ++i) {
    if (g[i] == w[i] || ++count > 4) continue;
    text += " " + wordName(i) + "=" + hex(g[i]) + " (want " + hex(w[i]) + ")";
  }
  if (count > 4) text += " and " + std::to_string(count - 4) + " more words";
  return text;
}

// The bytes written differently, the first few named.
std::string memoryDiff(const SparseMemory& got, const SparseMemory& want) {
  static const char* const spaces[] = {"global", "flat", "lds", "private", "constant"};
  auto describe = [](const std::map<Location, std::uint8_t>& m, const Location& l) {
    auto it = m.find(l);
    return it == m.end() ? std::string("unwritten") : hex(it->second);
  };
  std::set<Location> locations;
  for (const auto* m : {&got.written(), &want.written()})
    for (const auto& [l, byte] : *m) locations.insert(l);
  std::string text;
  unsigned count = 0;
  for (const Location& l : locations) {
    std::string g = describe(got.written(), l), w = describe(want.written(), l);
    if (g == w || ++count > 4) continue;
    text += std::string(" ") + spaces[unsigned(l.space)] + " " + hex(l.address) +
            (l.space == ir::AddrSpace::Private ? " lane " + std::to_string(l.lane) : "") + "=" + g + " (want " +
            w + ")";
  }
  if (count > 4) text += " and " + std::to_string(count - 4) + " more bytes";
  return text;
}

std::string exitText(const ir::ExitStatus& s) {
  static const char* const kinds[] = {"end", "barrier", "trap", "fault", "step limit"};
  return std::string(kinds[unsigned(s.kind)]) + " at " + hex(s.pc) + (s.message.empty() ? "" : ": " + s.message);
}

bool readsClock(const ir::Function& function) {
  for (const auto& block : function.blocks())
    for (const auto& inst : block->insts())
      if (inst->op == ir::Op::ReadClock) return true;  // s_memtime: two runs read different times
  return false;
}

// Runs `function` on the interpreter; a problem for an exception, an
// undefined exit or a fault message on several lines.
std::optional<ir::ExitStatus> interpret(const ir::Function& function, WaveState& state, SparseMemory& memory,
                                        std::uint64_t maxBlocks, RunReport& report) {
  auto problem = [&](std::string what) {
    if (report.problem.empty()) report.problem = std::move(what);
  };
  std::optional<std::size_t> entry = function.blockAt(0);
  if (!entry) {
    problem("no entry block");
    return std::nullopt;
  }
  try {
    ir::ExitStatus s = ir::interpret(function, *entry, state, memory, maxBlocks);
    if (unsigned(s.kind) > unsigned(Kind::StepLimit)) problem("undefined exit kind");
    if (s.kind == Kind::Fault && !oneLine(s.message.c_str())) problem("fault message not one line: " + s.message);
    return s;
  } catch (const std::exception& e) {
    problem(std::string("interpreter threw: ") + e.what());
    return std::nullopt;
  }
}

// The first difference between the interpreter's run of `function` and its
// JIT code's, "" when none.
std::string compareWithJit(const LiftedProgram& program, const WaveState& initial, std::uint64_t memorySalt,
                           std::uint64_t maxBlocks, const ir::ExitStatus& want, const WaveState& wantState,
                           const SparseMemory& wantMemory, unsigned& compared) {
  for (auto isa : {backend_x64::HostIsa::Avx2, backend_x64::HostIsa::Avx512}) {
    if (!backend_x64::canRun(isa)) continue;
    std::string where = std::string(backend_x64::hostIsaName(isa)) + " code ";
    auto state = std::make_unique<WaveState>(initial);
    SparseMemory memory(memorySalt);
    ir::ExitStatus got;
    try {
      std::unique_ptr<ir::Executable>& compiled = program.translations[{isa, initial.mode}];
      if (!compiled) {
        compiled = runtime::translateToHost(program.optimised, translationInput(program.cfg, program.target, initial.mode), isa);
      }
      got = compiled->newRunner()->run(*program.optimised.blockAt(0), *state, memory, maxBlocks);
    } catch (const std::exception& e) {
      return where + "threw: " + e.what();
    }
    ++compared;
    if (got.kind != want.kind || got.pc != want.pc || got.message != want.message)
      return where + "stopped differently: " + exitText(got) + " (interpreter: " + exitText(want) + ")";
    if (std::memcmp(state.get(), &wantState, sizeof wantState) != 0)
      return where + "left another state:" + stateDiff(*state, wantState);
    if (!(memory == wantMemory)) return where + "wrote other memory:" + memoryDiff(memory, wantMemory);
  }
  return "";
}

}  // namespace

std::vector<std::uint8_t> withEndpgm(std::span<const std::uint8_t> code) {
  std::vector<std::uint8_t> out(code.begin(), code.end());
  for (int i = 0; i < 4; ++i) out.push_back(std::uint8_t(kEndpgm >> (8 * i)));
  return out;
}

std::string hexWords(std::span<const std::uint8_t> code) {
  std::string text;
  for (std::size_t i = 0; i + 4 <= code.size(); i += 4) {
    char word[12];
    std::uint32_t w;
    std::memcpy(&w, &code[i], 4);
    std::snprintf(word, sizeof word, " %08X", w);
    text += word;
  }
  return text;
}

bool oneLine(const char* message) { return *message && !std::strchr(message, '\n'); }

void randomizeState(std::mt19937_64& rng, WaveState& s) {
  auto* words = reinterpret_cast<std::uint32_t*>(&s);
  for (std::size_t i = 0; i < sizeof s / 4; ++i) words[i] = std::uint32_t(rng());
  switch (rng() % 6) {
    case 0: s.setExec(~0ull); break;
    case 1: s.setExec(0); break;
    default: break;
  }
  s.scc &= 1;
}

std::optional<LiftedProgram> liftProgram(Target target, std::span<const std::uint8_t> code, std::string& problem) {
  cfg::KernelCfg cfg = cfg::buildCfg(cfg::CodeView{target, 0, code, true, {}, {}}, 0, "random");
  runtime::TranslationInput input = translationInput(cfg, target, 0);
  LiftedProgram program{cfg, target, runtime::liftToIr(input), runtime::liftToIr(input), {}};
  if (std::vector<std::string> e = ir::verify(program.plain); !e.empty()) {
    problem = "verifier: " + e.front();
    return std::nullopt;
  }
  if (std::vector<std::string> e = runtime::optimiseIr(program.optimised, input, /*eachPass=*/true); !e.empty()) {
    problem = "passes: " + e.front();
    return std::nullopt;
  }
  return program;
}

std::optional<LiftedProgram> liftProgramFile(Target target, const std::string& path, std::string& problem) {
  std::ifstream file(path, std::ios::binary);
  if (!file) {
    problem = "cannot read " + path;
    return std::nullopt;
  }
  std::vector<std::uint8_t> code{std::istreambuf_iterator<char>(file), {}};
  return liftProgram(target, code, problem);
}

RunReport checkRuns(const LiftedProgram& program, const WaveState& initial, std::uint64_t memorySalt,
                    std::uint64_t maxBlocks) {
  RunReport report;
  auto a = std::make_unique<WaveState>(initial), b = std::make_unique<WaveState>(initial);
  SparseMemory memoryA(memorySalt), memoryB(memorySalt);
  // The optimised IR enters up to two blocks per lifted one (a full-EXEC
  // dispatcher and one of its versions, ir/passes/full_exec.h): it gets
  // twice the blocks, so a run the lifted IR ends it ends too.
  std::uint64_t optimisedBlocks = 2 * maxBlocks;
  std::optional<ir::ExitStatus> sa = interpret(program.plain, *a, memoryA, maxBlocks, report);
  std::optional<ir::ExitStatus> sb = interpret(program.optimised, *b, memoryB, optimisedBlocks, report);
  if (sb && !readsClock(program.optimised)) {
    std::string jit = compareWithJit(program, initial, memorySalt, optimisedBlocks, *sb, *b, memoryB,
                                     report.jitCompared);
    if (report.problem.empty()) report.problem = jit;
  }
  if (!sa || !sb || sa->kind == Kind::Fault || sa->kind == Kind::StepLimit || readsClock(program.plain))
    return report;
  report.compared = true;
  std::string passes;
  if (sa->kind != sb->kind)
    passes = "the passes changed how the wave stops: " + exitText(*sb) + " (lifted: " + exitText(*sa) + ")";
  else if (std::memcmp(a.get(), b.get(), sizeof *a) != 0)
    passes = "the passes changed the final state:" + stateDiff(*b, *a);
  else if (!(memoryA == memoryB))
    passes = "the passes changed the memory written:" + memoryDiff(memoryB, memoryA);
  if (report.problem.empty()) report.problem = passes;
  return report;
}

}  // namespace gcnjit::testing
