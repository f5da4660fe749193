#include "self_test.h"

#include <bit>
#include <cstdio>

#include "isa/hex.h"
#include "machine.h"
#include "test_file.h"

namespace gcnjit::isatest {
namespace {

struct ValueCheck {
  const char* item;
  unsigned lane;
  std::uint64_t bits;  // the value at `lane` of the first list element used
};

// Accepted items and the bits they give (lane 5 of cyclic lists picks
// element 5 % size).
constexpr ValueCheck kValues[] = {
    {"s0=5", 0, 5},
    {"s0=-5", 0, 0xfffffffb},
    {"s[4:5]=-1", 0, ~0ull},
    {"s1=0xffffffff", 0, 0xffffffff},
    {"ttmp3=7", 0, 7},
    {"vcc=0x100000000", 0, 0x100000000},
    {"exec_lo=3", 0, 3},
    {"m0=-1", 0, 0xffffffff},
    {"scc=1", 0, 1},
    {"mode=0xf0", 0, 0xf0},
    {"v3=lane", 5, 5},
    {"v3=lane*4", 5, 20},
    {"v3=lane+8", 5, 13},
    {"v3=lane*4+8", 5, 28},
    {"v3=lane-1", 0, 0xffffffff},
    {"v[2:3]=lane*8+0x1000", 3, 0x1018},
    {"v3=1,2,3,4", 5, 2},
    {"v3=f32:1.5,lane", 1, 1},
    {"v3=f32:1.5", 9, 0x3fc00000},
    {"v3=f32:-0.0", 0, 0x80000000},
    {"v3=f32:nan", 0, 0x7fc00000},
    {"v3=f32:-inf", 0, 0xff800000},
    {"v3=f32:0x1p-130", 0, 0x00080000},
    {"v3=f16:0.5", 0, 0x3800},
    {"v[0:1]=f64:-0.0", 0, 0x8000000000000000},
    {"v[0:1]=f64:1", 0, 0x3ff0000000000000},
    {"a7=9", 63, 9},
    {"mem32[0x1000]=1,2,3", 0, 1},
    {"mem8[0x1000]=-1", 0, 0xff},
    {"lds64[0x40]=0x123456789", 0, 0x123456789},
};

// Rejected items.
constexpr const char* kBadItems[] = {
    "s0",             // no value
    "s0=",            // empty value
    "s0=1,2",         // list on a scalar
    "s0=lane",        // lane expression on a scalar
    "s0=0x100000000", // does not fit 32 bits
    "s0=-0x80000001",
    "s0=f64:1.0",     // wider than the register
    "s[0:3]=1",       // more than two registers
    "s102=1",         // not an SGPR
    "v256=1",
    "v3=lane*",
    "v3=f32:",
    "v3=f32:1.5x",
    "v3=12abc",
    "w3=1",
    "mem24[0x1000]=1",
    "mem32[zz]=1",
    "ttmp16=1",
};

// Header texts that must be rejected, and the message they must give.
struct BadHeader {
  const char* text;
  const char* message;
};
constexpr BadHeader kBadHeaders[] = {
    {"; title\ns_endpgm\n", "no 'case:'"},
    {"; in: s0=1\n; case: x\ns_endpgm\n", "before the first 'case:'"},
    {"; case: x\n; ot: s0=1\ns_endpgm\n", "unknown keyword 'ot:'"},
    {"; targets: gfx1030\n; case: x\ns_endpgm\n", "unknown target"},
    {"; case: x\n; targets: gfx900\ns_endpgm\n", "must come before the cases"},
    {"; case:\ns_endpgm\n", "needs a name"},
    {"; case: x\n;   in: s0=zz\ns_endpgm\n", "3.s:2: bad value"},
};

void checkValues(std::vector<std::string>& problems) {
  for (const ValueCheck& v : kValues) {
    try {
      Assignment a = parseAssignment(v.item, 1);
      std::uint64_t got = a.values[v.lane % a.values.size()].at(v.lane);
      std::uint64_t mask = a.where.bits() >= 64 ? ~0ull : (1ull << a.where.bits()) - 1;
      if ((got & mask) != v.bits) problems.push_back(std::string(v.item) + ": got " + hex(got) + ", want " + hex(v.bits));
    } catch (const FormatError& e) {
      problems.push_back(std::string(v.item) + ": rejected: " + e.what());
    }
  }
  for (const char* item : kBadItems) {
    try {
      parseAssignment(item, 1);
      problems.push_back(std::string(item) + ": accepted, should be rejected");
    } catch (const FormatError&) {
    }
  }
}

void checkHeaders(std::vector<std::string>& problems) {
  for (const BadHeader& h : kBadHeaders) {
    try {
      parseTestText("harness/3.s", h.text);
      problems.push_back(std::string("header accepted: ") + h.text);
    } catch (const FormatError& e) {
      if (std::string(e.what()).find(h.message) == std::string::npos) {
        problems.push_back(std::string("header error '") + e.what() + "' lacks '" + h.message + "'");
      }
    }
  }
  TestFile f = parseTestText("x/y.s",
                             "; cite\n; targets: gfx908\n; case: one\n;   in: s0=1\n;   out: s1=2 fault~bad read\n"
                             "; case: two\n;   out: trap=3\ns_endpgm\n; case: ignored\n");
  bool ok = f.family == "x" && f.name == "y" && f.targets.size() == 1 && f.cases.size() == 2 &&
            f.cases[0].outputs.size() == 1 && f.cases[0].exit == ExitKind::Fault && f.cases[0].faultText == "bad read" &&
            f.cases[1].exit == ExitKind::Trap && f.cases[1].trapId == 3;
  if (!ok) problems.push_back("a well-formed header parsed wrongly");
}

// The comparison must report a wrong out: value by name and float value,
// and a stray write outside the out: items.
void checkComparison(std::vector<std::string>& problems) {
  std::vector<Assignment> inputs = {parseAssignment("v3=f32:1.5", 1)};
  Machine expected = Machine::initialWith(inputs), actual = Machine::initialWith(inputs);
  actual.wave->vgpr[3][5] = 0x40000000;
  actual.wave->sgpr[7] = 1;
  actual.memory->global[8] = 1;
  std::vector<std::string> r = compareMachines(actual, expected, {parseAssignment("v3=f32:1.5", 1)});
  const char* want[] = {"v3 lane 5: expected 0x3fc00000 (f32 1.5) got 0x40000000 (f32 2)",
                        "s7: expected 0x0 got 0x1", "mem32[0x1008]: expected 0x0 got 0x1"};
  if (r.size() != std::size(want)) problems.push_back("comparison gave " + std::to_string(r.size()) + " reports");
  for (std::size_t i = 0; i < std::size(want) && i < r.size(); ++i) {
    if (r[i] != want[i]) problems.push_back("comparison report '" + r[i] + "', want '" + want[i] + "'");
  }
}

// The test memory's spaces, apertures and out-of-range rules.
void checkMemory(std::vector<std::string>& problems) {
  using ir::AddrSpace;
  TestMemory m;
  std::uint64_t shared = std::uint64_t(TestMemory::kSharedAperture) << 32;
  std::uint64_t priv = std::uint64_t(TestMemory::kPrivateAperture) << 32;
  std::uint32_t v = 0x11223344, got = 0;
  auto expect = [&](bool ok, const char* what) {
    if (!ok) problems.push_back(std::string("test memory: ") + what);
  };
  expect(m.store(AddrSpace::Flat, shared | 0x40, 0, &v, 4) && m.lds[0x40] == 0x44, "flat store into the shared aperture");
  expect(m.load(AddrSpace::Lds, 0x40, 0, &got, 4) && got == v, "LDS load");
  expect(m.store(AddrSpace::Flat, priv | 0x10, 3, &v, 4) && m.scratch[3 * TestMemory::kPrivateSize + 0x10] == 0x44,
         "flat store into the private aperture of lane 3");
  expect(m.load(AddrSpace::Private, 0x10, 2, &got, 4) && got == 0, "scratch is per lane");
  expect(m.store(AddrSpace::Lds, 0xfffe, 0, &v, 4) && m.lds[0xfffe] == 0, "LDS write past the end is dropped");
  got = 1;
  expect(m.load(AddrSpace::Lds, 0x10000, 0, &got, 4) && got == 0, "LDS read past the end returns 0");
  expect(!m.load(AddrSpace::Global, 0xffc, 0, &got, 4), "global read below the window faults");
  expect(!m.store(AddrSpace::Flat, 0x100ffe, 0, &v, 4), "flat write across the end of the window faults");
  expect(m.store(AddrSpace::Global, 0x100ffc, 0, &v, 4), "global write at the end of the window");
  std::uint64_t old = 0;
  m.global[0x1000] = 5;
  expect(m.atomic(AddrSpace::Global, 0x2000, 0, ir::AtomicOp::Inc, 4, 5, 0, &old) && old == 5 && m.global[0x1000] == 0,
         "atomic inc wraps to 0 at DATA");
}

}  // namespace

std::vector<std::string> runHarnessSelfTest() {
  std::vector<std::string> problems;
  checkValues(problems);
  checkHeaders(problems);
  checkComparison(problems);
  checkMemory(problems);
  return problems;
}

}  // namespace gcnjit::isatest
