// gcnjit info: targets, kernels, kernel descriptors and arguments of the code
// objects in FILE, as text or JSON.
#include <cinttypes>
#include <cstdio>
#include <string>

#include "command_line.h"
#include "commands.h"
#include "isa/hex.h"
#include "json_writer.h"
#include "loader/code_object.h"

namespace gcnjit::cli {
namespace {

const char kHelp[] =
    "usage: gcnjit info FILE [--json] [--target gfxN]\n"
    "\n"
    "Describes the code objects in FILE (code object, clang offload bundle, or\n"
    "host ELF with .hip_fatbin): target and code object version, functions, and\n"
    "per kernel its kernel descriptor (every field of COMPUTE_PGM_RSRC1/2/3 and\n"
    "kernel_code_properties) and its NT_AMDGPU_METADATA record with arguments.\n"
    "\n"
    "  --json          machine-readable output\n"
    "  --target gfxN   only the code objects for this processor\n";

std::string elfTypeName(uint16_t type) {
  switch (type) {
    case elf::kEtRel: return "ET_REL";
    case elf::kEtExec: return "ET_EXEC";
    case elf::kEtDyn: return "ET_DYN";
  }
  return std::to_string(type);
}

std::string joined(const std::vector<uint64_t>& v, const char* sep) {
  std::string s;
  for (size_t i = 0; i < v.size(); ++i) s += (i ? sep : "") + std::to_string(v[i]);
  return s;
}

// ---- text ----

class TextReport {
 public:
  void codeObject(const CodeObject& co) {
    const TargetId& t = co.target();
    line(0, co.source() + ": code object v" + std::to_string(co.codeObjectVersion()) + ", " +
                elfTypeName(co.elfType()) + ", target " + t.str() + " (xnack " +
                std::string(featureSettingName(t.xnack)) + ", sramecc " +
                std::string(featureSettingName(t.sramecc)) + ")");
    const CodeObjectMetadata& md = co.metadata();
    if (!md.version.empty())
      line(1, "metadata: amdhsa.version " + joined(md.version, ".") +
                  (md.target.empty() ? "" : ", amdhsa.target " + md.target));
    for (const std::string& p : md.printf) line(1, "printf: " + p);
    line(1, "functions:");
    for (const ElfSymbol& f : co.functions())
      line(2, hex(f.value) + " " + f.name + " (" + std::to_string(f.size) + " bytes)");
    for (const Kernel& k : co.kernels()) kernel(k);
  }
  const std::string& str() const { return out_; }

 private:
  void kernel(const Kernel& k) {
    line(1, "kernel " + k.name + ": entry " + hex(k.entryAddress) + " (" + std::to_string(k.codeSize) +
                " bytes), descriptor " + hex(k.descriptorAddress));
    if (const KernelMetadata* m = k.metadata) metadata(*m);
    else line(2, "no metadata");
    line(2, "descriptor: allocated " + std::to_string(k.descriptor.allocatedSgprs()) + " sgprs, " +
                std::to_string(k.descriptor.allocatedVgprs()) + " vgprs" +
                (k.descriptor.reservedBytesZero ? "" : "; reserved bytes are not zero"));
    forEachDescriptorField(k.descriptor, [this, &k](std::string_view group, std::string_view name, int64_t v) {
      if (group != group_) {
        group_ = group;
        line(3, std::string(group) + " " + hex(rawOf(k.descriptor, group)));
      }
      line(group.empty() ? 3 : 4, std::string(name) + " " + std::to_string(v));
    });
    group_ = {};
  }

  static uint32_t rawOf(const KernelDescriptor& kd, std::string_view group) {
    if (group == "compute_pgm_rsrc1") return kd.rsrc1.raw;
    if (group == "compute_pgm_rsrc2") return kd.rsrc2.raw;
    if (group == "compute_pgm_rsrc3") return kd.rsrc3.raw;
    return kd.properties.raw;
  }

  void metadata(const KernelMetadata& m) {
    std::string lang = m.language.empty() ? "" : ", " + m.language + " " + joined(m.languageVersion, ".");
    line(2, "symbol " + m.symbol + lang);
    line(2, "kernarg segment " + std::to_string(m.kernargSegmentSize) + " bytes (align " +
                std::to_string(m.kernargSegmentAlign) + "), group segment " +
                std::to_string(m.groupSegmentFixedSize) + " bytes, private segment " +
                std::to_string(m.privateSegmentFixedSize) + " bytes");
    line(2, "registers: " + std::to_string(m.sgprCount) + " sgprs, " + std::to_string(m.vgprCount) +
                " vgprs, " + std::to_string(m.agprCount) + " agprs; spills " +
                std::to_string(m.sgprSpillCount) + " sgprs, " + std::to_string(m.vgprSpillCount) + " vgprs");
    line(2, "wavefront size " + std::to_string(m.wavefrontSize) + ", max flat workgroup size " +
                std::to_string(m.maxFlatWorkgroupSize) + (m.usesDynamicStack ? ", uses dynamic stack" : "") +
                (m.uniformWorkGroupSize ? ", uniform work-group size" : ""));
    if (m.reqdWorkgroupSize)
      line(2, "reqd_workgroup_size " + joined({m.reqdWorkgroupSize->begin(), m.reqdWorkgroupSize->end()}, " "));
    if (m.workgroupSizeHint)
      line(2, "workgroup_size_hint " + joined({m.workgroupSizeHint->begin(), m.workgroupSizeHint->end()}, " "));
    if (!m.vecTypeHint.empty()) line(2, "vec_type_hint " + m.vecTypeHint);
    if (!m.deviceEnqueueSymbol.empty()) line(2, "device_enqueue_symbol " + m.deviceEnqueueSymbol);
    line(2, "arguments (" + std::to_string(m.args.size()) + "):");
    for (const KernelArgMetadata& a : m.args) argument(a);
  }

  void argument(const KernelArgMetadata& a) {
    char head[64];
    std::snprintf(head, sizeof head, "offset %4" PRIu64 " size %3" PRIu64 " ", a.offset, a.size);
    std::string s = head + a.valueKind;
    auto add = [&s](const std::string& label, const std::string& v) {
      if (!v.empty()) s += " " + label + v;
    };
    add("", a.typeName);
    add("", a.name);
    add("address_space=", a.addressSpace);
    add("access=", a.access);
    add("actual_access=", a.actualAccess);
    add("value_type=", a.valueType);
    if (a.pointeeAlign) s += " pointee_align=" + std::to_string(*a.pointeeAlign);
    if (a.isConst) s += " const";
    if (a.isRestrict) s += " restrict";
    if (a.isVolatile) s += " volatile";
    if (a.isPipe) s += " pipe";
    line(3, s);
  }

  void line(int indent, const std::string& s) {
    out_.append(2 * indent, ' ');
    out_ += s;
    out_ += '\n';
  }

  std::string out_;
  std::string_view group_;
};

// ---- JSON ----

void writeDescriptor(JsonWriter& j, const KernelDescriptor& kd) {
  j.beginObject();
  std::string_view open;
  forEachDescriptorField(kd, [&j, &open](std::string_view group, std::string_view name, int64_t v) {
    if (group != open) {
      if (!open.empty()) j.endObject();
      open = group;
      j.key(group).beginObject();
    }
    j.key(name).value(v);
  });
  if (!open.empty()) j.endObject();
  j.key("raw_compute_pgm_rsrc1").value(kd.rsrc1.raw);
  j.key("raw_compute_pgm_rsrc2").value(kd.rsrc2.raw);
  j.key("raw_compute_pgm_rsrc3").value(kd.rsrc3.raw);
  j.key("raw_kernel_code_properties").value(kd.properties.raw);
  j.key("reserved_bytes_zero").value(kd.reservedBytesZero);
  j.key("allocated_sgprs").value(kd.allocatedSgprs());
  j.key("allocated_vgprs").value(kd.allocatedVgprs());
  j.endObject();
}

void writeUints(JsonWriter& j, const uint64_t* begin, const uint64_t* end) {
  j.beginArray();
  for (const uint64_t* p = begin; p != end; ++p) j.value(*p);
  j.endArray();
}

void writeArg(JsonWriter& j, const KernelArgMetadata& a) {
  j.beginObject();
  j.key("name").value(a.name);
  j.key("type_name").value(a.typeName);
  j.key("offset").value(a.offset);
  j.key("size").value(a.size);
  j.key("value_kind").value(a.valueKind);
  j.key("value_type").value(a.valueType);
  if (a.pointeeAlign) j.key("pointee_align").value(*a.pointeeAlign);
  j.key("address_space").value(a.addressSpace);
  j.key("access").value(a.access);
  j.key("actual_access").value(a.actualAccess);
  j.key("is_const").value(a.isConst);
  j.key("is_restrict").value(a.isRestrict);
  j.key("is_volatile").value(a.isVolatile);
  j.key("is_pipe").value(a.isPipe);
  j.key("hidden").value(a.isHidden());
  j.endObject();
}

void writeKernelMetadata(JsonWriter& j, const KernelMetadata& m) {
  j.beginObject();
  j.key("name").value(m.name);
  j.key("symbol").value(m.symbol);
  j.key("language").value(m.language);
  j.key("language_version");
  writeUints(j, m.languageVersion.data(), m.languageVersion.data() + m.languageVersion.size());
  j.key("kernarg_segment_size").value(m.kernargSegmentSize);
  j.key("kernarg_segment_align").value(m.kernargSegmentAlign);
  j.key("group_segment_fixed_size").value(m.groupSegmentFixedSize);
  j.key("private_segment_fixed_size").value(m.privateSegmentFixedSize);
  j.key("wavefront_size").value(m.wavefrontSize);
  j.key("sgpr_count").value(m.sgprCount);
  j.key("vgpr_count").value(m.vgprCount);
  j.key("agpr_count").value(m.agprCount);
  j.key("sgpr_spill_count").value(m.sgprSpillCount);
  j.key("vgpr_spill_count").value(m.vgprSpillCount);
  j.key("max_flat_workgroup_size").value(m.maxFlatWorkgroupSize);
  if (m.reqdWorkgroupSize) {
    j.key("reqd_workgroup_size");
    writeUints(j, m.reqdWorkgroupSize->data(), m.reqdWorkgroupSize->data() + 3);
  }
  if (m.workgroupSizeHint) {
    j.key("workgroup_size_hint");
    writeUints(j, m.workgroupSizeHint->data(), m.workgroupSizeHint->data() + 3);
  }
  j.key("vec_type_hint").value(m.vecTypeHint);
  j.key("device_enqueue_symbol").value(m.deviceEnqueueSymbol);
  j.key("uses_dynamic_stack").value(m.usesDynamicStack);
  j.key("uniform_work_group_size").value(m.uniformWorkGroupSize);
  j.key("args").beginArray();
  for (const KernelArgMetadata& a : m.args) writeArg(j, a);
  j.endArray();
  j.endObject();
}

void writeCodeObject(JsonWriter& j, const CodeObject& co) {
  const TargetId& t = co.target();
  j.beginObject();
  j.key("source").value(co.source());
  j.key("target_id").value(t.str());
  j.key("processor").value(targetName(t.processor));
  j.key("xnack").value(featureSettingName(t.xnack));
  j.key("sramecc").value(featureSettingName(t.sramecc));
  j.key("code_object_version").value(co.codeObjectVersion());
  j.key("elf_type").value(elfTypeName(co.elfType()));
  const CodeObjectMetadata& md = co.metadata();
  j.key("metadata_version");
  writeUints(j, md.version.data(), md.version.data() + md.version.size());
  j.key("metadata_target").value(md.target);
  j.key("printf").beginArray();
  for (const std::string& p : md.printf) j.value(p);
  j.endArray();
  j.key("functions").beginArray();
  for (const ElfSymbol& f : co.functions()) {
    j.beginObject();
    j.key("name").value(f.name);
    j.key("address").value(f.value);
    j.key("size").value(f.size);
    j.endObject();
  }
  j.endArray();
  j.key("kernels").beginArray();
  for (const Kernel& k : co.kernels()) {
    j.beginObject();
    j.key("name").value(k.name);
    j.key("descriptor_address").value(k.descriptorAddress);
    j.key("entry_address").value(k.entryAddress);
    j.key("code_size").value(k.codeSize);
    j.key("descriptor");
    writeDescriptor(j, k.descriptor);
    if (k.metadata) {
      j.key("metadata");
      writeKernelMetadata(j, *k.metadata);
    }
    j.endObject();
  }
  j.endArray();
  j.endObject();
}

}  // namespace

int runInfo(const Args& args) {
  int exitCode = 0;
  std::optional<CommandLine> cl =
      parseCommand({"info", kHelp, {"--target"}, {"--json"}, {}}, args, exitCode);
  if (!cl) return exitCode;
  std::vector<CodeObject> objects = loadCodeObjects(cl->file, cl->target());
  std::string out;
  if (cl->flag("--json")) {
    JsonWriter j;
    j.beginObject();
    j.key("file").value(cl->file);
    j.key("code_objects").beginArray();
    for (const CodeObject& co : objects) writeCodeObject(j, co);
    j.endArray();
    j.endObject();
    out = j.str();
  } else {
    TextReport report;
    for (const CodeObject& co : objects) report.codeObject(co);
    out = report.str();
  }
  std::fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}

}  // namespace gcnjit::cli
