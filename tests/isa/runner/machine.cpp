#include "machine.h"

#include <bit>
#include <cstdio>
#include <cstring>

#include "isa/hex.h"

namespace gcnjit::isatest {
namespace {

using ir::kWaveLanes;
using ir::WaveState;

constexpr unsigned kMaxLanesPerItem = 8;  // mismatching lanes reported per register
constexpr std::size_t kMaxReports = 64;   // lines per comparison

std::uint64_t widthMask(unsigned bits) { return bits >= 64 ? ~0ull : (1ull << bits) - 1; }

// Bits as written: hex, plus the float value for float-typed expectations.
std::string formatValue(std::uint64_t bits, ValueKind kind) {
  char buf[64];
  switch (kind) {
    case ValueKind::F16:
      std::snprintf(buf, sizeof buf, " (f16 %.6g)", double(std::bit_cast<_Float16>(std::uint16_t(bits))));
      break;
    case ValueKind::F32:
      std::snprintf(buf, sizeof buf, " (f32 %.9g)", double(std::bit_cast<float>(std::uint32_t(bits))));
      break;
    case ValueKind::F64:
      std::snprintf(buf, sizeof buf, " (f64 %.17g)", std::bit_cast<double>(bits));
      break;
    case ValueKind::Int:
      return hex(bits);
  }
  return hex(bits) + buf;
}

std::string mismatch(const std::string& where, std::uint64_t expected, std::uint64_t got, ValueKind kind) {
  return where + ": expected " + formatValue(expected, kind) + " got " + formatValue(got, kind);
}

std::string sgprName(unsigned code) {
  if (code < 102) return "s" + std::to_string(code);
  if (code >= 108 && code < 124) return "ttmp" + std::to_string(code - 108);
  switch (code) {
    case 102: return "flat_scratch_lo";
    case 103: return "flat_scratch_hi";
    case 104: return "xnack_mask_lo";
    case 105: return "xnack_mask_hi";
    case 106: return "vcc_lo";
    case 107: return "vcc_hi";
    case 124: return "m0";
    case 126: return "exec_lo";
    case 127: return "exec_hi";
    default: return "sgpr code " + std::to_string(code);
  }
}

std::uint32_t* scalarField(WaveState& w, LocKind k) {
  return k == LocKind::Scc ? &w.scc : k == LocKind::Mode ? &w.mode : &w.trapsts;
}

std::uint32_t& regDword(WaveState& w, const Location& l, unsigned dword, unsigned lane) {
  switch (l.kind) {
    case LocKind::Vgpr: return w.vgpr[l.index + dword][lane];
    case LocKind::Agpr: return w.agpr[l.index + dword][lane];
    case LocKind::Sgpr: return w.sgpr[l.index + dword];
    default: return *scalarField(w, l.kind);
  }
}

std::uint64_t readReg(const WaveState& w, const Location& l, unsigned lane) {
  WaveState& ws = const_cast<WaveState&>(w);
  std::uint64_t v = regDword(ws, l, 0, lane);
  if (l.dwords == 2) v |= std::uint64_t(regDword(ws, l, 1, lane)) << 32;
  return v;
}

void writeReg(WaveState& w, const Location& l, unsigned lane, std::uint64_t v) {
  regDword(w, l, 0, lane) = std::uint32_t(v);
  if (l.dwords == 2) regDword(w, l, 1, lane) = std::uint32_t(v >> 32);
}

// The bytes of a memory item's element `i`, or null outside the window.
std::uint8_t* memoryBytes(TestMemory& m, const Location& l, std::size_t i) {
  std::uint64_t address = l.address + i * l.elemBytes;
  if (l.kind == LocKind::Lds) {
    return address + l.elemBytes <= TestMemory::kLdsSize ? m.lds.data() + address : nullptr;
  }
  if (address < TestMemory::kGlobalBase || address - TestMemory::kGlobalBase + l.elemBytes > TestMemory::kGlobalSize) {
    return nullptr;
  }
  return m.global.data() + (address - TestMemory::kGlobalBase);
}

std::string memoryName(const Location& l, std::size_t i) {
  return (l.kind == LocKind::Lds ? "lds" : "mem") + std::to_string(l.elemBytes * 8) + "[" +
         hex(l.address + i * l.elemBytes) + "]";
}

// Which state the out: items cover; the rest must be unchanged from `in:`.
struct Coverage {
  std::vector<bool> sgpr = std::vector<bool>(ir::sreg::kCount);
  std::vector<bool> vgpr = std::vector<bool>(256 * kWaveLanes), agpr = std::vector<bool>(256 * kWaveLanes);
  bool scc = false, mode = false, trapsts = false;
  std::vector<bool> global = std::vector<bool>(TestMemory::kGlobalSize), lds = std::vector<bool>(TestMemory::kLdsSize);

  void cover(const Assignment& a) {
    const Location& l = a.where;
    switch (l.kind) {
      case LocKind::Sgpr: for (unsigned d = 0; d < l.dwords; ++d) sgpr[l.index + d] = true; break;
      case LocKind::Vgpr:
      case LocKind::Agpr:
        for (unsigned d = 0; d < l.dwords; ++d) {
          for (unsigned lane = 0; lane < kWaveLanes; ++lane) {
            (l.kind == LocKind::Vgpr ? vgpr : agpr)[(l.index + d) * kWaveLanes + lane] = true;
          }
        }
        break;
      case LocKind::Scc: scc = true; break;
      case LocKind::Mode: mode = true; break;
      case LocKind::Trapsts: trapsts = true; break;
      case LocKind::Global:
      case LocKind::Lds: {
        std::uint64_t base = l.kind == LocKind::Lds ? 0 : TestMemory::kGlobalBase;
        auto& bytes = l.kind == LocKind::Lds ? lds : global;
        for (std::size_t b = 0; b < a.values.size() * l.elemBytes; ++b) bytes[l.address - base + b] = true;
        break;
      }
    }
  }
};

class Reporter {
 public:
  void add(std::string line) {
    if (lines_.size() < kMaxReports) {
      lines_.push_back(std::move(line));
    } else {
      ++dropped_;
    }
  }
  std::vector<std::string> finish() {
    if (dropped_) lines_.push_back("... and " + std::to_string(dropped_) + " more mismatches");
    return std::move(lines_);
  }

 private:
  std::vector<std::string> lines_;
  std::size_t dropped_ = 0;
};

void compareOutput(const Machine& actual, const Machine& expected, const Assignment& a, Reporter& out) {
  const Location& l = a.where;
  if (l.isMemory()) {
    for (std::size_t i = 0; i < a.values.size(); ++i) {
      std::uint64_t want = 0, got = 0;
      std::memcpy(&want, memoryBytes(*expected.memory, l, i), l.elemBytes);
      std::memcpy(&got, memoryBytes(*actual.memory, l, i), l.elemBytes);
      if (want != got) out.add(mismatch(memoryName(l, i), want, got, a.values[i].kind));
    }
    return;
  }
  unsigned lanes = l.isVector() ? kWaveLanes : 1, reported = 0, more = 0;
  for (unsigned lane = 0; lane < lanes; ++lane) {
    std::uint64_t want = readReg(*expected.wave, l, lane), got = readReg(*actual.wave, l, lane);
    if (want == got) continue;
    if (reported == kMaxLanesPerItem) {
      ++more;
      continue;
    }
    ++reported;
    std::string where = l.isVector() ? l.text + " lane " + std::to_string(lane) : l.text;
    out.add(mismatch(where, want, got, a.values[lane % a.values.size()].kind));
  }
  if (more) out.add(l.text + ": " + std::to_string(more) + " more lanes differ");
}

void compareRegisterFile(const std::uint32_t (&actual)[256][kWaveLanes], const std::uint32_t (&expected)[256][kWaveLanes],
                         const std::vector<bool>& covered, char prefix, Reporter& out) {
  for (unsigned r = 0; r < 256; ++r) {
    if (std::memcmp(actual[r], expected[r], sizeof actual[r]) == 0) continue;
    for (unsigned lane = 0; lane < kWaveLanes; ++lane) {
      if (covered[r * kWaveLanes + lane] || actual[r][lane] == expected[r][lane]) continue;
      out.add(mismatch(prefix + std::to_string(r) + " lane " + std::to_string(lane), expected[r][lane],
                       actual[r][lane], ValueKind::Int));
    }
  }
}

// Dword by dword, ignoring covered bytes. Blocks that are equal as a whole
// (nearly all of a megabyte window) are skipped with one comparison.
void compareBytes(const ZeroedBytes& actualBytes, const ZeroedBytes& expectedBytes, const std::vector<bool>* covered,
                  const std::string& (*name)(std::size_t, std::string&), Reporter& out) {
  constexpr std::size_t kBlock = 4096;
  const std::uint8_t *actual = actualBytes.data(), *expected = expectedBytes.data();
  std::size_t size = actualBytes.size();
  std::string buffer;
  for (std::size_t at = 0; at + 4 <= size; at += 4) {
    if (at % kBlock == 0 && at + kBlock <= size && std::memcmp(actual + at, expected + at, kBlock) == 0) {
      at += kBlock - 4;
      continue;
    }
    if (std::memcmp(actual + at, expected + at, 4) == 0) continue;
    bool differs = false;
    for (std::size_t b = at; b < at + 4; ++b) differs |= actual[b] != expected[b] && !(covered && (*covered)[b]);
    if (!differs) continue;
    std::uint32_t want = 0, got = 0;
    std::memcpy(&want, expected + at, 4);
    std::memcpy(&got, actual + at, 4);
    out.add(mismatch(name(at, buffer), want, got, ValueKind::Int));
  }
}

const std::string& globalName(std::size_t at, std::string& buffer) {
  return buffer = "mem32[" + hex(TestMemory::kGlobalBase + at) + "]";
}
const std::string& ldsName(std::size_t at, std::string& buffer) { return buffer = "lds32[" + hex(at) + "]"; }
const std::string& scratchName(std::size_t at, std::string& buffer) {
  return buffer = "scratch lane " + std::to_string(at / TestMemory::kPrivateSize) + " [" +
                  hex(at % TestMemory::kPrivateSize) + "]";
}

void compareUncovered(const Machine& actual, const Machine& expected, const Coverage& c, Reporter& out) {
  const WaveState &a = *actual.wave, &e = *expected.wave;
  for (unsigned code = 0; code < ir::sreg::kCount; ++code) {
    if (!c.sgpr[code] && a.sgpr[code] != e.sgpr[code]) out.add(mismatch(sgprName(code), e.sgpr[code], a.sgpr[code], ValueKind::Int));
  }
  if (!c.scc && a.scc != e.scc) out.add(mismatch("scc", e.scc, a.scc, ValueKind::Int));
  if (!c.mode && a.mode != e.mode) out.add(mismatch("mode", e.mode, a.mode, ValueKind::Int));
  if (!c.trapsts && a.trapsts != e.trapsts) out.add(mismatch("trapsts", e.trapsts, a.trapsts, ValueKind::Int));
  compareRegisterFile(a.vgpr, e.vgpr, c.vgpr, 'v', out);
  compareRegisterFile(a.agpr, e.agpr, c.agpr, 'a', out);
  compareBytes(actual.memory->global, expected.memory->global, &c.global, globalName, out);
  compareBytes(actual.memory->lds, expected.memory->lds, &c.lds, ldsName, out);
  compareBytes(actual.memory->scratch, expected.memory->scratch, nullptr, scratchName, out);
}

}  // namespace

Machine Machine::initial() {
  Machine m;
  m.wave = std::make_unique<WaveState>();
  std::memset(m.wave.get(), 0, sizeof(WaveState));
  m.wave->setExec(~0ull);
  m.wave->mode = 0xf0;
  TestMemory::setApertures(*m.wave);
  m.memory = std::make_unique<TestMemory>();
  return m;
}

Machine Machine::initialWith(const std::vector<Assignment>& inputs, const std::vector<Assignment>& outputs) {
  Machine m = initial();
  for (const Assignment& a : inputs) applyAssignment(m, a);
  for (const Assignment& a : outputs) applyAssignment(m, a);
  return m;
}

void applyAssignment(Machine& m, const Assignment& a) {
  const Location& l = a.where;
  if (l.isMemory()) {
    for (std::size_t i = 0; i < a.values.size(); ++i) {
      std::uint8_t* bytes = memoryBytes(*m.memory, l, i);
      if (!bytes) {
        throw FormatError(std::to_string(a.line) + ": " + memoryName(l, i) + " is outside the test memory " +
                          (l.kind == LocKind::Lds ? "(LDS is 64 KiB)" : "(global window 0x1000..0x100fff)"));
      }
      std::uint64_t v = a.values[i].bits;
      std::memcpy(bytes, &v, l.elemBytes);
    }
    return;
  }
  unsigned lanes = l.isVector() ? kWaveLanes : 1;
  for (unsigned lane = 0; lane < lanes; ++lane) {
    writeReg(*m.wave, l, lane, a.values[lane % a.values.size()].at(lane) & widthMask(l.bits()));
  }
}

std::vector<std::string> compareMachines(const Machine& actual, const Machine& expected,
                                         const std::vector<Assignment>& outputs) {
  Reporter out;
  auto coverage = std::make_unique<Coverage>();
  for (const Assignment& a : outputs) {
    compareOutput(actual, expected, a, out);
    coverage->cover(a);
  }
  compareUncovered(actual, expected, *coverage, out);
  return out.finish();
}

}  // namespace gcnjit::isatest
