// Encoding sweep lines for DS, MUBUF, MTBUF, MIMG, EXP and FLAT/GLOBAL/
// SCRATCH rows. Operands follow the row's columns (returned data, address,
// data, data1) and widths; the lines walk through each format's fields:
// DS offsets (single, offset0/offset1, swizzle patterns) and GDS; buffer
// addressing (off, offen, idxen, both), resource/offset SGPRs and inline
// constants, glc/slc/tfe/lds and MTBUF formats; MIMG dmask/unorm/glc/slc/
// a16/tfe/lwe/da/d16 with the data width they imply; FLAT offsets (negative
// for GLOBAL/SCRATCH), SADDR against "off", returning atomics and LDS forms;
// EXP targets, enables, compr, done and vm.
//
// No AccVGPR data: gfx908 memory instructions take architectural VGPRs only
// (MI100 ISA "Matrix Arithmetic Instructions"; llvm-mc-15 rejects "agpr loads
// and stores" on gfx908).
#include <string>

#include "isa/inst_desc.h"
#include "synth.h"

namespace gcnjit::sweep {
namespace {

std::string vgprs(unsigned first, int dwords) {
  if (dwords <= 1) return "v" + std::to_string(first);
  return "v[" + std::to_string(first) + ":" + std::to_string(first + dwords - 1) + "]";
}

std::string vgprs(unsigned first, OpType t) { return vgprs(first, dwordCount(t)); }

// "name a, b, c" from the non-empty operands, then the modifiers.
std::string line(const InstDesc& d, std::initializer_list<std::string> operands,
                 const std::string& modifiers = "") {
  std::string out(d.mnemonic);
  bool first = true;
  for (const std::string& op : operands) {
    if (op.empty()) continue;
    out += first ? " " : ", ";
    out += op;
    first = false;
  }
  return out + modifiers;
}

bool returnsData(const InstDesc& d) { return d.dst != OpType::None; }

void synthDs(const InstDesc& d, std::vector<std::string>& out) {
  if (d.has(iflag::MemNoData)) return out.push_back(line(d, {}));
  std::string dst = returnsData(d) ? vgprs(10, d.dst) : "";
  std::string addr = d.src0 != OpType::None ? "v1" : "";
  std::string data = d.src1 != OpType::None ? vgprs(2, d.src1) : "";
  std::string data1 = d.src2 != OpType::None ? vgprs(6, d.src2) : "";
  auto add = [&](const std::string& modifiers) {
    out.push_back(line(d, {dst, addr, data, data1}, modifiers));
  };
  std::string gds = d.has(iflag::Gds) || d.has(iflag::Lds) || d.has(iflag::Swizzle) ? " gds" : "";
  if (d.has(iflag::DsOffsetPair)) {
    add(" offset0:4 offset1:255");
    add(" offset1:1" + gds);
  } else if (d.has(iflag::Swizzle)) {
    add(" offset:swizzle(QUAD_PERM,0,1,2,3)");
    add(" offset:swizzle(BITMASK_PERM,\"01pi0\")");
    add(" offset:swizzle(SWAP,16)");
    add(" offset:swizzle(REVERSE,8)");
    add(" offset:swizzle(BROADCAST,4,1)");
    add(" offset:65535" + gds);
  } else {
    add(" offset:65535" + gds);
    add(d.has(iflag::Gds) ? gds : "");
  }
}

void synthBuffer(const InstDesc& d, std::vector<std::string>& out) {
  if (d.has(iflag::MemNoData)) return out.push_back(line(d, {}));
  bool typed = d.format == Format::MTBUF;
  if (d.src0 == OpType::None) {  // buffer_store_lds_dword
    out.push_back(line(d, {"s[8:11]", "s3"}, " offset:8 lds"));
    out.push_back(line(d, {"ttmp[4:7]", "m0"}, " lds glc slc"));
    return;
  }
  std::string vdata = vgprs(5, d.src1 != OpType::None ? d.src1 : d.dst);
  bool atomic = d.has(iflag::Atomic);
  std::string glc = !atomic || returnsData(d) ? " glc" : "";
  std::string tfe = atomic ? "" : " tfe";
  std::string fmt = typed ? " format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]" : "";
  auto add = [&](const std::string& addr, const char* srsrc, const char* soffset,
                 const std::string& modifiers) {
    out.push_back(line(d, {vdata, addr, srsrc, soffset}, modifiers));
  };
  add("off", "s[8:11]", "s3", "");
  add("v1", "s[8:11]", "0", fmt + " offen offset:4095" + glc + " slc");
  add("v1", "s[12:15]", "-1", " idxen offset:16" + tfe);
  add("v[1:2]", "ttmp[4:7]", "m0", " idxen offen" + glc);
  add("off", "s[96:99]", "0.5", " offset:1");
  if (typed) {
    add("off", "s[4:7]", "s1", " format:[BUF_DATA_FORMAT_8_8_8_8]");
    add("v2", "s[4:7]", "s1", " format:[BUF_NUM_FORMAT_SINT] offen");
    add("off", "s[4:7]", "s1", " format:[BUF_DATA_FORMAT_INVALID,BUF_NUM_FORMAT_UNORM]");
  }
  if (d.has(iflag::Lds)) {  // LDS forms: no VGPR data
    out.push_back(line(d, {"off", "s[8:11]", "s3"}, " offset:8 lds"));
    out.push_back(line(d, {"v[1:2]", "s[8:11]", "s3"}, " idxen offen glc slc lds"));
  }
}

std::string dmask(unsigned mask) {
  static constexpr char kHex[] = "0123456789abcdef";
  return std::string(" dmask:0x") + kHex[mask & 0xf];
}

// MIMG lines: `channels` components (DMASK bits) give the data width, halved
// with d16 (rounding up), plus one with tfe; gather4 returns 4 components
// whatever the DMASK; atomics take 1 or 2 units of their data column.
void synthImage(const InstDesc& d, std::vector<std::string>& out) {
  std::string addr = vgprs(20, d.src0);
  std::string sampler = d.has(iflag::Sampler) ? "s[16:19]" : "";
  auto add = [&](int dwords, unsigned mask, const std::string& modifiers) {
    out.push_back(line(d, {vgprs(0, dwords), addr, "s[8:15]", sampler}, dmask(mask) + modifiers));
  };
  if (d.has(iflag::Atomic)) {
    int unit = dwordCount(d.src1);
    add(unit, (1u << unit) - 1, " unorm glc");
    add(2 * unit, (1u << 2 * unit) - 1, " slc da");
    return;
  }
  // Gather4 takes a one-bit DMASK (the component to gather) and has no
  // 3-dword form (d16 with tfe).
  bool gather4 = d.has(iflag::Gather4);
  auto add4 = [&](int channels, bool d16, bool tfe, const std::string& modifiers) {
    int n = gather4 ? 4 : channels;
    int dwords = (d16 ? (n + 1) / 2 : n) + int(tfe);
    unsigned mask = gather4 ? 1u << (channels - 1) : (1u << channels) - 1;
    add(dwords, mask, modifiers);
  };
  add4(4, false, false, " unorm");
  add4(1, false, false, " glc slc da");
  add4(3, false, true, " tfe lwe");
  add4(2, false, false, " a16");
  if (d.has(iflag::D16)) {
    add4(3, true, false, " d16");
    if (!gather4) add4(1, true, true, " unorm tfe d16");
  }
}

void synthExport(const InstDesc& d, std::vector<std::string>& out) {
  out.push_back(line(d, {"mrt0 v0", "v1", "v2", "v3"}, " done vm"));
  out.push_back(line(d, {"pos3 v0", "off", "v2", "off"}));
  out.push_back(line(d, {"param31 v4", "v4", "v5", "v5"}, " compr"));
  out.push_back(line(d, {"mrtz off", "off", "off", "off"}, " done"));
  out.push_back(line(d, {"null v255", "v1", "off", "v3"}));
}

void synthFlat(const InstDesc& d, std::vector<std::string>& out) {
  bool atomic = d.has(iflag::Atomic);
  std::string data = d.src1 != OpType::None ? vgprs(5, d.src1) : "";
  std::string dst = returnsData(d) ? vgprs(8, d.dst) : "";
  std::string plainDst = atomic ? "" : dst;  // atomics return data only with glc
  bool glcForm = !atomic || returnsData(d);
  auto add = [&](const std::string& vdst, const std::string& addr, const std::string& saddr,
                 const std::string& modifiers) {
    out.push_back(line(d, {vdst, addr, data, saddr}, modifiers));
  };
  bool global = d.format == Format::GLOBAL;
  switch (d.format) {
    case Format::FLAT:
      add(plainDst, "v[2:3]", "", "");
      add(plainDst, "v[254:255]", "", " offset:4095 slc");
      if (glcForm) add(dst, "v[2:3]", "", " offset:8 glc");
      return;
    case Format::GLOBAL:
      add(plainDst, "v[2:3]", "off", " offset:-8");
      add(plainDst, "v2", "s[2:3]", " offset:4095 slc");
      add(plainDst, "v2", "exec", " offset:-4096");
      if (glcForm) add(dst, "v2", "ttmp[4:5]", " glc");
      break;
    default:  // SCRATCH
      add(plainDst, "v2", "off", " offset:-4");
      add(plainDst, "off", "s2", " offset:4095 glc slc");
      add(plainDst, "off", "vcc_hi", " offset:-4096");
      break;
  }
  if (d.has(iflag::Lds)) {  // LDS forms: no VGPR destination
    out.push_back(line(d, {global ? "v[2:3]" : "v2", "off"}, " offset:-16 lds"));
    out.push_back(line(d, {global ? "v2" : "off", global ? "s[6:7]" : "s6"}, " glc slc lds"));
  }
}

}  // namespace

void synthMemory(const InstDesc& d, Target, std::vector<std::string>& out) {
  switch (d.format) {
    case Format::DS: return synthDs(d, out);
    case Format::MUBUF: case Format::MTBUF: return synthBuffer(d, out);
    case Format::MIMG: return synthImage(d, out);
    case Format::EXP: return synthExport(d, out);
    default: return synthFlat(d, out);
  }
}

}  // namespace gcnjit::sweep
