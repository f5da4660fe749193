// The instruction-test file format (tests/isa/README.md): a header of `;`
// comment lines holding the targets and the cases, each case a list of
// `in:` assignments and `out:` expectations, followed by the assembly.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "isa/target.h"

namespace gcnjit::isatest {

// A malformed test file; the message starts with "<file>:<line>: ".
class FormatError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// How a value was written, so mismatches can print it the same way.
enum class ValueKind : std::uint8_t { Int, F16, F32, F64 };

// One element of a value list: a constant or `lane*scale+offset`.
struct ValueTerm {
  ValueKind kind = ValueKind::Int;
  bool laneExpr = false;
  std::uint64_t bits = 0;  // constants
  std::int64_t scale = 1, offset = 0;

  std::uint64_t at(unsigned lane) const;
};

// What an assignment names.
enum class LocKind : std::uint8_t { Sgpr, Vgpr, Agpr, Scc, Mode, Trapsts, Global, Lds };

struct Location {
  LocKind kind = LocKind::Sgpr;
  unsigned index = 0;       // register: first register (SGPR: operand code)
  unsigned dwords = 1;      // register: 1 or 2 (64-bit values span a pair)
  unsigned elemBytes = 4;   // memory: bytes per list element (1, 2, 4, 8)
  std::uint64_t address = 0;
  std::string text;         // as written: "v[2:3]", "mem32[0x1000]"

  bool isVector() const { return kind == LocKind::Vgpr || kind == LocKind::Agpr; }
  bool isMemory() const { return kind == LocKind::Global || kind == LocKind::Lds; }
  unsigned bits() const { return isMemory() ? elemBytes * 8 : dwords * 32; }
};

struct Assignment {
  Location where;
  std::vector<ValueTerm> values;  // vectors: cyclic over lanes; memory: consecutive
  int line = 0;
};

enum class ExitKind : std::uint8_t { EndProgram, Fault, Trap, Barrier, Gws };

struct TestCase {
  std::string name;
  int line = 0;
  std::vector<Assignment> inputs, outputs;
  ExitKind exit = ExitKind::EndProgram;
  std::string faultText;    // `fault~text`: the fault message must contain it
  std::uint64_t trapId = 0;  // Trap: the id; Gws: the ir::GwsRequest's encoding
  // Harness self-tests only: substrings the reported failures must contain.
  std::vector<std::string> expectedReports;
};

struct TestFile {
  std::string path;
  std::string family;  // the directory holding the file
  std::string name;    // file name without ".s"
  std::vector<Target> targets;
  std::vector<TestCase> cases;
};

// Parses the header of the test file at `path`. Throws FormatError.
TestFile parseTestFile(const std::string& path);
// Same, from text (for self-tests).
TestFile parseTestText(const std::string& path, const std::string& text);
// One `name=value` item of an in:/out: line; exposed for self-tests.
Assignment parseAssignment(const std::string& item, int line);

const char* exitKindName(ExitKind k);

}  // namespace gcnjit::isatest
