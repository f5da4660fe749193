// FLAT/GLOBAL/SCRATCH text: "flat_atomic_add v0, v[1:2], v3 glc",
// "global_store_dword v0, v1, s[2:3] offset:-8", "scratch_load_dword v0,
// off, s2 offset:4". GLOBAL and SCRATCH always name their SADDR ("off" when
// unused); SCRATCH prints "off" for the VGPR address when SADDR is used.
#include "isa/memory_operands.h"
#include "isa/print_memory.h"

namespace gcnjit::detail {

void printFlat(std::string& out, const Inst& inst) {
  const InstDesc& d = inst.desc();
  MemOperandDwords n = memOperandDwords(inst);
  const auto& m = inst.mem;
  OperandList ops(out);
  if (n.dst) ops.add(vgprs(inst.dst, n.dst));
  ops.add(vgprs(inst.src[0], n.addr));
  if (n.data) ops.add(vgprs(inst.src[1], n.data));
  if (d.format == Format::GLOBAL) ops.add(sgprs(m.saddr, 2));
  if (d.format == Format::SCRATCH) ops.add(sgprs(m.saddr, 1));
  if (m.offset) out += " offset:" + std::to_string(m.offset);
  appendFlag(out, m.glc, "glc");
  appendFlag(out, m.slc, "slc");
  appendFlag(out, m.lds, "lds");
}

}  // namespace gcnjit::detail
