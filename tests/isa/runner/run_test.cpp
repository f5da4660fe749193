#include "run_test.h"

#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <memory>
#include <optional>

#include "backend_x64/compile.h"
#include "cfg/cfg.h"
#include "ir/interp/interpreter.h"
#include "ir/verifier.h"
#include "lift/lift.h"
#include "machine.h"
#include "runtime/translate.h"

namespace gcnjit::isatest {
namespace {

// Blocks a case may run before it counts as a runaway loop.
constexpr std::uint64_t kMaxBlocks = 1u << 20;

// The lifted kernel as is and after the passes, or the reason there is none.
struct Lifted {
  std::optional<cfg::KernelCfg> cfg;
  Target target = Target::Gfx900;
  std::optional<ir::Function> plain, optimised;
  std::vector<std::string> errors;
  // The optimised function compiled by the x64 backend, per host ISA and
  // initial MODE (float code is compiled for the MODE a case starts with).
  std::map<std::pair<backend_x64::HostIsa, std::uint32_t>, std::unique_ptr<backend_x64::JitExecutable>> jit;
};

// The host ISAs the x64 backend can run here.
std::vector<backend_x64::HostIsa> jitIsas() {
  std::vector<backend_x64::HostIsa> isas;
  for (auto isa : {backend_x64::HostIsa::Avx2, backend_x64::HostIsa::Avx512}) {
    if (backend_x64::canRun(isa)) isas.push_back(isa);
  }
  return isas;
}

// Translated as the runtime translates a kernel, but keeping the register
// writes at the end: the expected state is checked after s_endpgm.
runtime::TranslationInput translationInput(const Lifted& lifted, std::uint32_t initialMode) {
  return {.cfg = *lifted.cfg, .target = lifted.target, .initialMode = initialMode, .dropDeadRegisterWrites = false};
}

Lifted liftBytes(const TestFile& file, Target target, const std::vector<std::uint8_t>& bytes) {
  Lifted out;
  try {
    out.cfg = cfg::buildCfg(cfg::CodeView{target, 0, bytes, true, {}, {}}, 0, file.name);
    out.target = target;
    runtime::TranslationInput input = translationInput(out, 0);
    out.plain = runtime::liftToIr(input);
    for (const std::string& e : ir::verify(*out.plain)) out.errors.push_back("verifier: " + e);
    out.optimised = runtime::liftToIr(input);
    for (const std::string& e : runtime::optimiseIr(*out.optimised, input, /*eachPass=*/true)) {
      out.errors.push_back("passes: " + e);
    }
  } catch (const cfg::CfgError& e) {
    out.errors.push_back(std::string("CFG error: ") + e.what());
  } catch (const LiftError& e) {
    out.errors.push_back(std::string("lift error: ") + e.what());
  } catch (const std::exception& e) {
    out.errors.push_back(std::string("lifting threw: ") + e.what());
  }
  return out;
}

std::string exitText(const ir::ExitStatus& s) {
  switch (s.kind) {
    case ir::ExitStatus::Kind::EndProgram: return "end of program";
    case ir::ExitStatus::Kind::Barrier: return "barrier";
    case ir::ExitStatus::Kind::Trap: return "trap " + std::to_string(s.trapId);
    case ir::ExitStatus::Kind::Fault: return "fault: " + s.message;
    case ir::ExitStatus::Kind::StepLimit: return "step limit: " + s.message;
    case ir::ExitStatus::Kind::Gws: return "gws " + std::to_string(s.trapId);
  }
  return "?";
}

std::string expectedExitText(const TestCase& c) {
  switch (c.exit) {
    case ExitKind::Trap: return "trap " + std::to_string(c.trapId);
    case ExitKind::Gws: return "gws " + std::to_string(c.trapId);
    case ExitKind::Fault: return c.faultText.empty() ? "fault" : "fault containing '" + c.faultText + "'";
    default: return exitKindName(c.exit);
  }
}

bool exitMatches(const TestCase& c, const ir::ExitStatus& s) {
  using K = ir::ExitStatus::Kind;
  switch (c.exit) {
    case ExitKind::EndProgram: return s.kind == K::EndProgram;
    case ExitKind::Barrier: return s.kind == K::Barrier;
    case ExitKind::Trap: return s.kind == K::Trap && s.trapId == c.trapId;
    case ExitKind::Gws: return s.kind == K::Gws && s.trapId == c.trapId;
    case ExitKind::Fault: return s.kind == K::Fault && s.message.find(c.faultText) != std::string::npos;
  }
  return false;
}

// Runs `function` from the case's inputs and checks the exit and, unless
// the case expects a fault (the state at a fault depends on where the passes
// left the stores), the final state.
std::vector<std::string> runCase(const ir::Function& function, const ir::Executable& executable, const TestCase& c,
                                 const Machine& expected) {
  std::optional<std::size_t> entry = function.blockAt(0);
  if (!entry) return {"the lifted function has no block at address 0"};
  Machine actual = Machine::initialWith(c.inputs);
  ir::ExitStatus status;
  try {
    status = executable.newRunner()->run(*entry, *actual.wave, *actual.memory, kMaxBlocks);
  } catch (const std::exception& e) {
    return {std::string("run error: ") + e.what()};
  }
  if (!exitMatches(c, status)) return {"exit: expected " + expectedExitText(c) + ", got " + exitText(status)};
  if (c.exit == ExitKind::Fault) return {};
  return compareMachines(actual, expected, c.outputs);
}

// The reports of one case on one target (both runs), prefixed.
std::vector<std::string> checkCase(const TestFile& file, Target target, Lifted& lifted, const TestCase& c) {
  std::string prefix = file.path + ": " + std::string(targetName(target)) + ": case \"" + c.name + "\"";
  Machine expected;
  std::uint32_t initialMode = 0;
  try {
    initialMode = Machine::initialWith(c.inputs).wave->mode;
    expected = Machine::initialWith(c.inputs, c.outputs);
  } catch (const FormatError& e) {
    return {file.path + ":" + e.what()};
  }
  std::vector<std::string> reports;
  ir::InterpretedExecutable plain(*lifted.plain), optimised(*lifted.optimised);
  for (const std::string& r : runCase(*lifted.plain, plain, c, expected)) reports.push_back(prefix + ": " + r);
  for (const std::string& r : runCase(*lifted.optimised, optimised, c, expected)) {
    reports.push_back(prefix + " after passes: " + r);
  }
  for (backend_x64::HostIsa isa : jitIsas()) {
    std::string where = prefix + " after passes: ";
    std::string code = " (" + std::string(backend_x64::hostIsaName(isa)) + " code)";
    auto& compiled = lifted.jit[{isa, initialMode}];
    try {
      if (!compiled) compiled = runtime::translateToHost(*lifted.optimised, translationInput(lifted, initialMode), isa);
    } catch (const std::exception& e) {
      reports.push_back(where + "compile error: " + e.what() + code);
      continue;
    }
    for (const std::string& r : runCase(*lifted.optimised, *compiled, c, expected)) {
      reports.push_back(where + r + code);
    }
  }
  return reports;
}

// Self-test cases pass when they fail with exactly the expected reports:
// each expected substring is in some report and each report has one.
std::vector<std::string> checkExpectedReports(const TestCase& c, const std::vector<std::string>& reports,
                                              const std::string& prefix) {
  std::vector<std::string> problems;
  auto contains = [](const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; };
  for (const std::string& want : c.expectedReports) {
    bool found = false;
    for (const std::string& r : reports) found |= contains(r, want);
    if (!found) problems.push_back(prefix + ": self-test: no report contains '" + want + "'");
  }
  for (const std::string& r : reports) {
    bool expected = false;
    for (const std::string& want : c.expectedReports) expected |= contains(r, want);
    if (!expected) problems.push_back(prefix + ": self-test: unexpected report: " + r);
  }
  return problems;
}

}  // namespace

std::vector<std::uint8_t> readAssembled(const TestFile& file, const std::string& binDir, Target target) {
  std::string leaf = file.name + "." + std::string(targetName(target)) + ".bin";
  std::filesystem::path path = std::filesystem::path(binDir) / leaf;
  if (!std::filesystem::exists(path)) path = std::filesystem::path(binDir) / file.family / leaf;
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path.string() + " (assembled by the build)");
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

RunResult runTestFile(const TestFile& file, const std::string& binDir, bool selfTest) {
  RunResult result;
  for (const TestCase& c : file.cases) {
    if (!selfTest && !c.expectedReports.empty()) {
      result.reports.push_back(file.path + ":" + std::to_string(c.line) +
                               ": 'expect-report:' is only for harness self-tests (--self-test)");
      ++result.failures;
      return result;
    }
  }
  for (Target target : file.targets) {
    std::string where = file.path + ": " + std::string(targetName(target));
    Lifted lifted;
    try {
      lifted = liftBytes(file, target, readAssembled(file, binDir, target));
    } catch (const std::runtime_error& e) {
      lifted.errors.push_back(e.what());
    }
    if (!lifted.errors.empty()) {
      for (const std::string& e : lifted.errors) result.reports.push_back(where + ": " + e);
      result.runs += unsigned(file.cases.size());
      result.failures += unsigned(file.cases.size());
      continue;
    }
    for (const TestCase& c : file.cases) {
      ++result.runs;
      std::vector<std::string> reports = checkCase(file, target, lifted, c);
      if (selfTest && !c.expectedReports.empty()) {
        reports = checkExpectedReports(c, reports, where + ": case \"" + c.name + "\"");
      }
      if (reports.empty()) continue;
      ++result.failures;
      result.reports.insert(result.reports.end(), reports.begin(), reports.end());
    }
  }
  return result;
}

}  // namespace gcnjit::isatest
