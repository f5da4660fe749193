// EXP text: "exp mrt0 v0, v1, v2, v3 done vm"; disabled sources print as
// "off". With COMPR each VSRC0/VSRC1 register holds two 16-bit channels and
// serves two enable bits (Vega ISA "EXP" field table).
#include "isa/print_memory.h"

namespace gcnjit::detail {
namespace {

std::string targetName(unsigned t) {
  if (t <= 7) return "mrt" + std::to_string(t);
  if (t == 8) return "mrtz";
  if (t == 9) return "null";
  if (t >= 12 && t <= 15) return "pos" + std::to_string(t - 12);
  if (t >= 32) return "param" + std::to_string(t - 32);
  return "invalid_target_" + std::to_string(t);
}

}  // namespace

void printExport(std::string& out, const Inst& inst) {
  const auto& m = inst.mem;
  out += ' ';
  out += targetName(m.target);
  for (int i = 0; i < 4; ++i) {
    out += i ? ", " : " ";
    uint16_t src = m.compr ? m.vsrc[i / 2] : m.vsrc[i];
    out += (m.en >> i & 1) ? vgprs(src, 1) : std::string(kOff);
  }
  appendFlag(out, m.done, "done");
  appendFlag(out, m.compr, "compr");
  appendFlag(out, m.vm, "vm");
}

}  // namespace gcnjit::detail
