// MIMG text: "image_sample v[0:3], v[4:5], s[8:15], s[12:15] dmask:0xf
// unorm glc slc a16 tfe lwe da d16".
#include "isa/memory_operands.h"
#include "isa/print_memory.h"

namespace gcnjit::detail {

void printImage(std::string& out, const Inst& inst) {
  const InstDesc& d = inst.desc();
  const auto& m = inst.mem;
  OperandList ops(out);
  ops.add(vgprs(m.vdata, mimgDataDwords(inst)));
  ops.add(vgprs(m.vaddr, dwordCount(d.src0)));
  ops.add(sgprs(m.srsrc, 8));
  if (d.has(iflag::Sampler)) ops.add(sgprs(m.ssamp, 4));
  if (m.dmask) out += " dmask:" + hex(m.dmask);
  appendFlag(out, m.unorm, "unorm");
  appendFlag(out, m.glc, "glc");
  appendFlag(out, m.slc, "slc");
  appendFlag(out, m.a16, "a16");
  appendFlag(out, m.tfe, "tfe");
  appendFlag(out, m.lwe, "lwe");
  appendFlag(out, m.da, "da");
  appendFlag(out, m.d16, "d16");
}

}  // namespace gcnjit::detail
