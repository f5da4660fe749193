#include "test_file.h"

#include <algorithm>
#include <bit>
#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <sstream>

#include "ir/gws.h"

namespace gcnjit::isatest {
namespace {

constexpr Target kDefaultTargets[] = {Target::Gfx900, Target::Gfx906, Target::Gfx908};

[[noreturn]] void fail(int line, const std::string& message) {
  throw FormatError(std::to_string(line) + ": " + message);
}

std::string trim(const std::string& s) {
  std::size_t b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return "";
  return s.substr(b, s.find_last_not_of(" \t\r") - b + 1);
}

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  for (;;) {
    std::size_t end = s.find(sep, start);
    parts.push_back(s.substr(start, end - start));
    if (end == std::string::npos) return parts;
    start = end + 1;
  }
}

std::vector<std::string> words(const std::string& s) {
  std::istringstream in(s);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

bool startsWith(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

// An unsigned number: decimal or 0x hex, the whole string.
bool parseUnsigned(const std::string& s, std::uint64_t& out) {
  if (s.empty() || s[0] == '-' || s[0] == '+') return false;
  bool hex = startsWith(s, "0x") || startsWith(s, "0X");
  const char* text = s.c_str() + (hex ? 2 : 0);
  if (!*text) return false;
  char* end = nullptr;
  errno = 0;
  out = std::strtoull(text, &end, hex ? 16 : 10);
  return errno == 0 && *end == 0;
}

// A signed number: optional '-' then parseUnsigned.
bool parseSigned(const std::string& s, std::int64_t& out) {
  bool negative = startsWith(s, "-");
  std::uint64_t magnitude = 0;
  if (!parseUnsigned(negative ? s.substr(1) : s, magnitude) || magnitude > (1ull << 63)) return false;
  out = negative ? std::int64_t(0 - magnitude) : std::int64_t(magnitude);
  return negative || magnitude < (1ull << 63);
}

// `lane`, `lane*K`, `lane+K`, `lane-K`, `lane*K+K2`, `lane*K-K2`.
bool parseLaneExpr(const std::string& s, ValueTerm& term) {
  if (!startsWith(s, "lane")) return false;
  std::string rest = s.substr(4);
  term.laneExpr = true;
  term.scale = 1;
  term.offset = 0;
  if (startsWith(rest, "*")) {
    std::size_t end = rest.find_first_of("+-", 1);
    if (!parseSigned(rest.substr(1, end == std::string::npos ? end : end - 1), term.scale)) return false;
    rest = end == std::string::npos ? "" : rest.substr(end);
  }
  if (rest.empty()) return true;
  if (rest[0] != '+' && rest[0] != '-') return false;
  std::int64_t magnitude = 0;
  if (!parseSigned(rest.substr(1), magnitude)) return false;
  term.offset = rest[0] == '-' ? -magnitude : magnitude;
  return true;
}

// `f16:`, `f32:`, `f64:` followed by anything strtod accepts (nan, inf,
// -0.0, C hex floats). f32 is parsed with strtof so it is rounded once.
bool parseFloat(const std::string& s, ValueTerm& term) {
  std::string prefix = s.substr(0, 4), text = s.substr(std::min<std::size_t>(4, s.size()));
  if (text.empty()) return false;
  char* end = nullptr;
  if (prefix == "f32:") {
    term.kind = ValueKind::F32;
    float v = std::strtof(text.c_str(), &end);
    term.bits = std::bit_cast<std::uint32_t>(v);
  } else if (prefix == "f64:") {
    term.kind = ValueKind::F64;
    term.bits = std::bit_cast<std::uint64_t>(std::strtod(text.c_str(), &end));
  } else if (prefix == "f16:") {
    term.kind = ValueKind::F16;
    term.bits = std::bit_cast<std::uint16_t>(_Float16(std::strtod(text.c_str(), &end)));
  } else {
    return false;
  }
  return *end == 0;
}

ValueTerm parseValueTerm(const std::string& s, int line) {
  ValueTerm term;
  if (parseLaneExpr(s, term) || parseFloat(s, term)) return term;
  std::int64_t v = 0;
  if (!parseSigned(s, v)) {
    std::uint64_t u = 0;
    if (!parseUnsigned(s, u)) fail(line, "bad value '" + s + "'");
    term.bits = u;
    return term;
  }
  term.bits = std::uint64_t(v);
  return term;
}

unsigned kindBits(ValueKind k) {
  switch (k) {
    case ValueKind::F16: return 16;
    case ValueKind::F32: return 32;
    case ValueKind::F64: return 64;
    case ValueKind::Int: break;
  }
  return 64;
}

// A value must fit its location: integers as signed or unsigned numbers of
// the location's width, floats no wider than it.
void checkFits(const ValueTerm& t, const Location& where, const std::string& item, int line) {
  unsigned bits = where.bits();
  if (t.laneExpr) {
    if (!where.isVector()) fail(line, "'" + item + "': lane expressions are for vector registers");
    return;
  }
  if (t.kind != ValueKind::Int) {
    if (kindBits(t.kind) > bits) fail(line, "'" + item + "': value wider than " + where.text);
    return;
  }
  if (bits >= 64) return;
  std::int64_t s = std::int64_t(t.bits);
  bool fitsUnsigned = t.bits < (1ull << bits);
  bool fitsSigned = s < 0 && s >= -(std::int64_t(1) << (bits - 1));
  if (!fitsUnsigned && !fitsSigned) fail(line, "'" + item + "': value does not fit " + where.text);
}

// `X[lo:hi]` or `Xn`: the register range after the prefix.
bool parseRegRange(const std::string& s, const std::string& prefix, unsigned& first, unsigned& count) {
  if (!startsWith(s, prefix)) return false;
  std::string rest = s.substr(prefix.size());
  std::uint64_t lo = 0, hi = 0;
  if (startsWith(rest, "[")) {
    std::size_t colon = rest.find(':');
    if (colon == std::string::npos || rest.back() != ']') return false;
    if (!parseUnsigned(rest.substr(1, colon - 1), lo) ||
        !parseUnsigned(rest.substr(colon + 1, rest.size() - colon - 2), hi) || hi < lo) {
      return false;
    }
  } else {
    if (rest.empty() || !std::isdigit(static_cast<unsigned char>(rest[0])) || !parseUnsigned(rest, lo)) return false;
    hi = lo;
  }
  if (hi >= 1024) return false;
  first = unsigned(lo);
  count = unsigned(hi - lo + 1);
  return true;
}

struct NamedSgpr {
  const char* name;
  unsigned code, dwords;
};
constexpr NamedSgpr kNamedSgprs[] = {
    {"vcc", 106, 2}, {"vcc_lo", 106, 1}, {"vcc_hi", 107, 1},
    {"exec", 126, 2}, {"exec_lo", 126, 1}, {"exec_hi", 127, 1},
    {"m0", 124, 1},
    {"flat_scratch", 102, 2}, {"flat_scratch_lo", 102, 1}, {"flat_scratch_hi", 103, 1},
    {"xnack_mask", 104, 2}, {"xnack_mask_lo", 104, 1}, {"xnack_mask_hi", 105, 1},
};

// `mem32[0x1000]`, `lds8[4]`...
bool parseMemory(const std::string& s, Location& where, int line) {
  std::string prefix;
  if (startsWith(s, "mem")) {
    where.kind = LocKind::Global;
    prefix = "mem";
  } else if (startsWith(s, "lds")) {
    where.kind = LocKind::Lds;
    prefix = "lds";
  } else {
    return false;
  }
  std::size_t open = s.find('[');
  if (open == std::string::npos || s.back() != ']') return false;
  std::uint64_t bits = 0;
  if (!parseUnsigned(s.substr(prefix.size(), open - prefix.size()), bits)) return false;
  if (bits != 8 && bits != 16 && bits != 32 && bits != 64) fail(line, "'" + s + "': element size must be 8, 16, 32 or 64");
  if (!parseUnsigned(s.substr(open + 1, s.size() - open - 2), where.address)) fail(line, "'" + s + "': bad address");
  where.elemBytes = unsigned(bits / 8);
  return true;
}

Location parseLocation(const std::string& s, int line) {
  Location where;
  where.text = s;
  if (s == "scc") { where.kind = LocKind::Scc; return where; }
  if (s == "mode") { where.kind = LocKind::Mode; return where; }
  if (s == "trapsts") { where.kind = LocKind::Trapsts; return where; }
  for (const NamedSgpr& n : kNamedSgprs) {
    if (s == n.name) {
      where.index = n.code;
      where.dwords = n.dwords;
      return where;
    }
  }
  if (parseMemory(s, where, line)) return where;
  struct RegFile { const char* prefix; LocKind kind; unsigned base, count; };
  constexpr RegFile kFiles[] = {{"ttmp", LocKind::Sgpr, 108, 16}, {"s", LocKind::Sgpr, 0, 102},
                                {"v", LocKind::Vgpr, 0, 256}, {"a", LocKind::Agpr, 0, 256}};
  for (const RegFile& f : kFiles) {
    unsigned first = 0, count = 0;
    if (!parseRegRange(s, f.prefix, first, count)) continue;
    if (count > 2) fail(line, "'" + s + "': a value spans one or two registers");
    if (first + count > f.count) fail(line, "'" + s + "': register out of range");
    where.kind = f.kind;
    where.index = f.base + first;
    where.dwords = count;
    return where;
  }
  fail(line, "unknown state name '" + s + "'");
}

// `OP:RESOURCE:VALUE` of `gws=`: the request a wave stopped at ds_gws_OP
// makes (ir/gws.h), as encoded in ExitStatus::trapId.
std::uint64_t parseGws(const std::string& text, int line) {
  std::size_t first = text.find(':'), second = text.find(':', first == std::string::npos ? first : first + 1);
  if (first == std::string::npos || second == std::string::npos) fail(line, "'gws=' needs OP:RESOURCE:VALUE");
  std::string name = "ds_gws_" + text.substr(0, first);
  ir::GwsRequest request{};
  bool known = false;
  for (ir::GwsOp op : ir::kGwsOps) {
    if (ir::gwsOpName(op) == name) {
      request.op = op;
      known = true;
    }
  }
  std::uint64_t resource = 0, value = 0;
  if (!known || !parseUnsigned(text.substr(first + 1, second - first - 1), resource) ||
      !parseUnsigned(text.substr(second + 1), value) || resource >= ir::kGwsResources || value > 0xffffffffu) {
    fail(line, "bad 'gws=" + text + "'");
  }
  request.resource = std::uint32_t(resource);
  request.value = std::uint32_t(value);
  return request.encode();
}

void parseInOut(const std::string& text, TestCase& c, bool out, int line) {
  std::vector<std::string> items = words(text);
  for (std::size_t i = 0; i < items.size(); ++i) {
    const std::string& item = items[i];
    if (out && (item == "fault" || startsWith(item, "fault~"))) {
      c.exit = ExitKind::Fault;
      // The substring runs to the end of the line (it may hold spaces).
      if (item != "fault") {
        std::size_t at = text.find("fault~");
        c.faultText = trim(text.substr(at + 6));
        if (c.faultText.empty()) fail(line, "'fault~' needs a substring");
        return;
      }
      continue;
    }
    if (out && item == "barrier") {
      c.exit = ExitKind::Barrier;
      continue;
    }
    if (out && startsWith(item, "gws=")) {
      c.trapId = parseGws(item.substr(4), line);
      c.exit = ExitKind::Gws;
      continue;
    }
    if (out && startsWith(item, "trap=")) {
      if (!parseUnsigned(item.substr(5), c.trapId)) fail(line, "bad trap id in '" + item + "'");
      c.exit = ExitKind::Trap;
      continue;
    }
    (out ? c.outputs : c.inputs).push_back(parseAssignment(item, line));
  }
}

// `key: rest` with key one word: the keyword, or "" for free text.
std::string keywordOf(const std::string& text, std::string& rest) {
  std::size_t colon = text.find(':');
  if (colon == std::string::npos || colon == 0) return "";
  std::string key = text.substr(0, colon);
  for (char ch : key) {
    if (!std::isalnum(static_cast<unsigned char>(ch)) && ch != '-' && ch != '_') return "";
  }
  rest = trim(text.substr(colon + 1));
  return key;
}

std::vector<Target> parseTargets(const std::string& text, int line) {
  std::vector<Target> targets;
  for (const std::string& w : words(text)) {
    std::optional<Target> t = parseTarget(w);
    if (!t) fail(line, "unknown target '" + w + "'");
    targets.push_back(*t);
  }
  if (targets.empty()) fail(line, "'targets:' names no target");
  return targets;
}

void parseHeaderLine(const std::string& text, int line, TestFile& file) {
  std::string rest;
  std::string key = keywordOf(text, rest);
  if (key == "targets") {
    if (!file.cases.empty()) fail(line, "'targets:' must come before the cases");
    file.targets = parseTargets(rest, line);
  } else if (key == "case") {
    if (rest.empty()) fail(line, "a case needs a name");
    file.cases.push_back({});
    file.cases.back().name = rest;
    file.cases.back().line = line;
  } else if (key == "in" || key == "out" || key == "expect-report") {
    if (file.cases.empty()) fail(line, "'" + key + ":' before the first 'case:'");
    TestCase& c = file.cases.back();
    if (key == "expect-report") {
      if (rest.empty()) fail(line, "'expect-report:' needs a substring");
      c.expectedReports.push_back(rest);
    } else {
      parseInOut(rest, c, key == "out", line);
    }
  } else if (!key.empty() && !file.cases.empty()) {
    // Free text is fine, but a misspelt keyword inside a case must not be
    // silently ignored.
    fail(line, "unknown keyword '" + key + ":' in a case (free comments go before the first case)");
  }
}

}  // namespace

std::uint64_t ValueTerm::at(unsigned lane) const {
  return laneExpr ? std::uint64_t(std::int64_t(lane) * scale + offset) : bits;
}

Assignment parseAssignment(const std::string& item, int line) {
  std::size_t eq = item.find('=');
  if (eq == std::string::npos) fail(line, "expected name=value, got '" + item + "'");
  Assignment a;
  a.line = line;
  a.where = parseLocation(item.substr(0, eq), line);
  std::string list = item.substr(eq + 1);
  if (list.empty()) fail(line, "'" + item + "': no value");
  for (const std::string& element : split(list, ',')) {
    ValueTerm t = parseValueTerm(element, line);
    checkFits(t, a.where, item, line);
    a.values.push_back(t);
  }
  if (a.values.size() > 1 && !a.where.isVector() && !a.where.isMemory()) {
    fail(line, "'" + item + "': a list of values needs a vector register or memory");
  }
  if (a.where.isMemory() && a.values.size() * a.where.elemBytes > (1u << 20)) fail(line, "'" + item + "': too long");
  return a;
}

TestFile parseTestText(const std::string& path, const std::string& text) {
  TestFile file;
  file.path = path;
  std::size_t slash = path.find_last_of('/');
  std::string base = slash == std::string::npos ? path : path.substr(slash + 1);
  file.name = base.size() > 2 && base.ends_with(".s") ? base.substr(0, base.size() - 2) : base;
  std::string dir = slash == std::string::npos ? "." : path.substr(0, slash);
  file.family = dir.substr(dir.find_last_of('/') + 1);
  std::istringstream in(text);
  int lineNo = 0;
  try {
    for (std::string raw; std::getline(in, raw);) {
      ++lineNo;
      std::string line = trim(raw);
      if (line.empty()) continue;
      if (line[0] != ';') break;  // the header ends at the first instruction
      parseHeaderLine(trim(line.substr(1)), lineNo, file);
    }
    if (file.cases.empty()) fail(lineNo, "no 'case:' in the header");
  } catch (const FormatError& e) {
    throw FormatError(path + ":" + e.what());
  }
  if (file.targets.empty()) file.targets.assign(std::begin(kDefaultTargets), std::end(kDefaultTargets));
  return file;
}

TestFile parseTestFile(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw FormatError(path + ": cannot read the file");
  std::stringstream text;
  text << in.rdbuf();
  return parseTestText(path, text.str());
}

const char* exitKindName(ExitKind k) {
  switch (k) {
    case ExitKind::EndProgram: return "end of program";
    case ExitKind::Fault: return "fault";
    case ExitKind::Trap: return "trap";
    case ExitKind::Barrier: return "barrier";
    case ExitKind::Gws: return "gws";
  }
  return "?";
}

}  // namespace gcnjit::isatest
