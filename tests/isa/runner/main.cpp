// gcnjit-isa-test: runs instruction tests (tests/isa/README.md) on the
// reference interpreter and as x64 JIT code.
//
//   gcnjit-isa-test [--self-test] FILE.s... BINDIR
//   gcnjit-isa-test --list-rows FILE.s... BINDIR
//   gcnjit-isa-test --coverage FILE.s... BINDIR
#include <cstdio>
#include <cstring>
#include <exception>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "coverage.h"
#include "isa/decoder.h"
#include "run_test.h"
#include "self_test.h"
#include "test_file.h"

namespace {

using namespace gcnjit;
using namespace gcnjit::isatest;

const char kUsage[] =
    "usage: gcnjit-isa-test [--self-test | --list-rows | --coverage] FILE.s... BINDIR\n"
    "\n"
    "Runs the cases in the header of each FILE.s on the code assembled into\n"
    "BINDIR/<name>.<target>.bin (or BINDIR/<family>/<name>.<target>.bin).\n"
    "  --self-test  also check the harness itself; cases with 'expect-report:'\n"
    "               lines must fail with exactly those reports\n"
    "  --list-rows  print 'mnemonic family/name' for every instruction-table\n"
    "               row the assembled code contains, instead of running\n"
    "  --coverage   per target, the rows that lift and those that do not;\n"
    "               fails if a lifted row is in no FILE\n";

struct Options {
  bool selfTest = false, listRows = false, coverage = false;
  std::vector<std::string> files;
  std::string binDir;
};

bool parseOptions(int argc, char** argv, Options& o) {
  std::vector<std::string> others;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--self-test") {
      o.selfTest = true;
    } else if (a == "--list-rows") {
      o.listRows = true;
    } else if (a == "--coverage") {
      o.coverage = true;
    } else if (a.size() > 2 && a.ends_with(".s")) {
      o.files.push_back(a);
    } else if (a.starts_with("-")) {
      return false;
    } else {
      others.push_back(a);
    }
  }
  if (others.size() != 1 || (o.files.empty() && !o.selfTest)) return false;
  o.binDir = others[0];
  return true;
}

// Rows of every instruction decoded from the start of the bytes on.
std::set<std::string> rowsIn(const std::vector<std::uint8_t>& bytes, Target target) {
  std::set<std::string> rows;
  for (std::size_t at = 0; at < bytes.size();) {
    DecodeResult r = decode(target, std::span(bytes).subspan(at));
    if (r.status == DecodeStatus::Ok) rows.insert(std::string(r.inst.desc().mnemonic));
    at += r.size;
  }
  return rows;
}

int listRows(const Options& o) {
  int status = 0;
  for (const std::string& path : o.files) {
    try {
      TestFile file = parseTestFile(path);
      std::set<std::string> rows;
      for (Target t : file.targets) rows.merge(rowsIn(readAssembled(file, o.binDir, t), t));
      for (const std::string& row : rows) std::printf("%s %s/%s\n", row.c_str(), file.family.c_str(), file.name.c_str());
    } catch (const std::exception& e) {
      std::fprintf(stderr, "%s\n", e.what());
      status = 1;
    }
  }
  return status;
}

int runAll(const Options& o) {
  unsigned runs = 0, failures = 0, badFiles = 0;
  unsigned harnessProblems = 0;
  if (o.selfTest) {
    std::vector<std::string> problems = runHarnessSelfTest();
    for (const std::string& p : problems) std::printf("harness self-test: %s\n", p.c_str());
    harnessProblems = unsigned(problems.size());
  }
  for (const std::string& path : o.files) {
    try {
      RunResult r = runTestFile(parseTestFile(path), o.binDir, o.selfTest);
      for (const std::string& line : r.reports) std::printf("%s\n", line.c_str());
      runs += r.runs;
      failures += r.failures;
    } catch (const FormatError& e) {
      std::printf("%s\n", e.what());
      ++badFiles;
    }
  }
  std::printf("isa-test: %zu file(s), %u case run(s), %u failed, %u unusable file(s)%s\n", o.files.size(), runs,
              failures, badFiles, harnessProblems ? ", harness self-test FAILED" : "");
  return failures || badFiles || harnessProblems ? 1 : 0;
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  if (argc >= 2 && (!std::strcmp(argv[1], "--help") || !std::strcmp(argv[1], "-h"))) {
    std::fputs(kUsage, stdout);
    return 0;
  }
  if (!parseOptions(argc, argv, o)) {
    std::fputs(kUsage, stderr);
    return 2;
  }
  if (o.coverage) return checkCoverage(o.files, o.binDir);
  return o.listRows ? listRows(o) : runAll(o);
}
