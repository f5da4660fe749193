// MUBUF/MTBUF text: "buffer_load_dword v1, v2, s[4:7], s1 offen offset:16
// glc slc", "tbuffer_load_format_x v1, off, s[4:7], 0
// format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]".
#include "isa/memory_operands.h"
#include "isa/print_memory.h"

namespace gcnjit::detail {
namespace {

// MTBUF DFMT/NFMT names (Vega ISA "MTBUF" field table; LLVM's spelling).
// LLVM leaves out the defaults, DFMT 1 (8) and NFMT 0 (UNORM).
constexpr unsigned kDefaultDfmt = 1, kDefaultNfmt = 0;
constexpr const char* kDfmtNames[16] = {
    "INVALID", "8", "16", "8_8", "32", "16_16", "10_11_11", "11_11_10", "10_10_10_2",
    "2_10_10_10", "8_8_8_8", "32_32", "16_16_16_16", "32_32_32", "32_32_32_32", "RESERVED_15"};
constexpr const char* kNfmtNames[8] = {"UNORM", "SNORM", "USCALED", "SSCALED",
                                       "UINT",  "SINT",  "RESERVED_6", "FLOAT"};

void appendFormat(std::string& out, unsigned dfmt, unsigned nfmt) {
  if (dfmt == kDefaultDfmt && nfmt == kDefaultNfmt) return;
  out += " format:[";
  if (dfmt != kDefaultDfmt) out += std::string("BUF_DATA_FORMAT_") + kDfmtNames[dfmt];
  if (dfmt != kDefaultDfmt && nfmt != kDefaultNfmt) out += ',';
  if (nfmt != kDefaultNfmt) out += std::string("BUF_NUM_FORMAT_") + kNfmtNames[nfmt];
  out += ']';
}

}  // namespace

void printBuffer(std::string& out, const Inst& inst) {
  const InstDesc& d = inst.desc();
  if (d.has(iflag::MemNoData)) return;
  MemOperandDwords n = memOperandDwords(inst);
  const auto& m = inst.mem;
  OperandList ops(out);
  // vdata is printed once, also for atomics that return into it.
  if (n.data) ops.add(vgprs(inst.src[1], n.data));
  else if (n.dst) ops.add(vgprs(inst.dst, n.dst));
  if (d.src0 != OpType::None) ops.add(vgprs(inst.src[0], n.addr));
  ops.add(sgprs(m.srsrc, 4));
  std::string soffset;
  printOperand(soffset, inst, m.soffset, OpType::B32);
  ops.add(soffset);

  if (d.format == Format::MTBUF) appendFormat(out, m.dfmt, m.nfmt);
  appendFlag(out, m.idxen, "idxen");
  appendFlag(out, m.offen, "offen");
  if (m.offset) out += " offset:" + std::to_string(m.offset);
  // An LDS-only row spells "lds" as part of its syntax, before the cache bits.
  appendFlag(out, isLdsOnly(d), "lds");
  appendFlag(out, m.glc, "glc");
  appendFlag(out, m.slc, "slc");
  appendFlag(out, m.lds && !isLdsOnly(d), "lds");
  appendFlag(out, m.tfe, "tfe");
}

}  // namespace gcnjit::detail
