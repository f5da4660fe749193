#include "runtime/translation_key.h"

#include <cpuid.h>
#include <elf.h>
#include <link.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <unordered_map>

#include "runtime/digest.h"

namespace gcnjit::runtime {
namespace {

struct BuildIdSearch {
  std::uintptr_t address;  // of code in the binary wanted
  std::optional<std::string> id;
};

// The NT_GNU_BUILD_ID note of the loaded object that holds search->address.
int findBuildId(dl_phdr_info* info, std::size_t, void* data) {
  auto* search = static_cast<BuildIdSearch*>(data);
  bool holds = false;
  for (int i = 0; i < info->dlpi_phnum; ++i) {
    const ElfW(Phdr)& ph = info->dlpi_phdr[i];
    std::uintptr_t start = info->dlpi_addr + ph.p_vaddr;
    if (ph.p_type == PT_LOAD && search->address >= start && search->address < start + ph.p_memsz) holds = true;
  }
  if (!holds) return 0;
  for (int i = 0; i < info->dlpi_phnum; ++i) {
    const ElfW(Phdr)& ph = info->dlpi_phdr[i];
    if (ph.p_type != PT_NOTE) continue;
    const auto* at = reinterpret_cast<const std::uint8_t*>(info->dlpi_addr + ph.p_vaddr);
    const auto* end = at + ph.p_memsz;
    while (at + sizeof(ElfW(Nhdr)) <= end) {
      const auto* note = reinterpret_cast<const ElfW(Nhdr)*>(at);
      const std::uint8_t* name = at + sizeof(ElfW(Nhdr));
      const std::uint8_t* desc = name + ((note->n_namesz + 3) & ~3u);
      if (desc + note->n_descsz > end) break;
      if (note->n_type == NT_GNU_BUILD_ID && note->n_namesz == 4 && std::equal(name, name + 4, "GNU") &&
          note->n_descsz > 0) {
        static const char kDigits[] = "0123456789abcdef";
        std::string hex;
        for (std::uint32_t k = 0; k < note->n_descsz; ++k) {
          hex += kDigits[desc[k] >> 4];
          hex += kDigits[desc[k] & 15];
        }
        search->id = hex;
        return 1;
      }
      at = desc + ((note->n_descsz + 3) & ~3u);
    }
  }
  return 1;  // the binary has no build id
}

// The feature words code generation may depend on: CPUID leaves 1 and 7
// (ECX, EDX; EBX, ECX, EDX) and 0x80000001 (ECX, EDX).
std::string cpuFeatures() {
  unsigned a = 0, b = 0, c = 0, d = 0;
  char text[128];
  std::string out;
  if (__get_cpuid(1, &a, &b, &c, &d)) {
    std::snprintf(text, sizeof text, "1:%08x.%08x", c, d);
    out += text;
  }
  if (__get_cpuid_count(7, 0, &a, &b, &c, &d)) {
    std::snprintf(text, sizeof text, " 7:%08x.%08x.%08x", b, c, d);
    out += text;
  }
  if (__get_cpuid(0x80000001, &a, &b, &c, &d)) {
    std::snprintf(text, sizeof text, " 80000001:%08x.%08x", c, d);
    out += text;
  }
  return out;
}

// Every block and instruction of `function`: op, type, immediate, PC and
// operands (as their position in the function).
std::string irDigest(const ir::Function& function) {
  Digest digest;
  std::unordered_map<const ir::Inst*, std::uint64_t> positions;
  std::uint64_t position = 0;
  for (const auto& block : function.blocks()) {
    digest.add(block->pc());
    digest.add(block->insts().size());
    for (const auto& inst : block->insts()) {
      positions[inst.get()] = position++;
      digest.add(std::uint64_t(inst->op) | std::uint64_t(inst->type.kind) << 32 | std::uint64_t(inst->type.elem) << 40);
      digest.add(inst->imm);
      digest.add(inst->pc);
      digest.add(inst->operands.size());
      for (const ir::Inst* op : inst->operands) {
        auto it = positions.find(op);
        digest.add(it == positions.end() ? ~0ull : it->second);
      }
    }
  }
  return digest.hex();
}

}  // namespace

const std::optional<std::string>& buildId() {
  static const std::optional<std::string> id = [] {
    BuildIdSearch search{reinterpret_cast<std::uintptr_t>(&findBuildId), std::nullopt};
    dl_iterate_phdr(&findBuildId, &search);
    return search.id;
  }();
  return id;
}

namespace {

// The build, CPU and ISA lines every key starts with.
std::string hostText(backend_x64::HostIsa isa) {
  static const std::string cpu = cpuFeatures();
  return "gcnjit build " + buildId().value_or("none") + "\ncpu " + cpu + "\nisa " +
         std::string(backend_x64::hostIsaName(isa));
}

TranslationKey keyOf(std::string text) {
  Digest digest;
  digest.add(text);
  return {std::move(text), digest.hex()};
}

}  // namespace

TranslationKey translationKey(const ir::Function& function, const backend_x64::CompileOptions& options) {
  std::string text = hostText(options.isa) + "\nkernel " + options.name + "\ntarget " + options.target +
                     "\nentry pc " + std::to_string(options.entryPc) + "\ninitial mode " +
                     std::to_string(options.initialMode) + "\nentry block " +
                     (options.entryBlock ? std::to_string(*options.entryBlock) : "none") + "\nlds out of range " +
                     (options.ldsOutOfRangeFaults ? "faults" : "reads 0") + "\nwave clear";
  for (const auto& [offset, bytes] : options.waveClearRanges) {
    text += " " + std::to_string(offset) + "+" + std::to_string(bytes);
  }
  text += "\nir " + irDigest(function) + "\n";
  return keyOf(std::move(text));
}

TranslationKey translationKey(const KernelSource& source, backend_x64::HostIsa isa) {
  return keyOf(hostText(isa) + "\ncode object " + source.codeObjectDigest + "\nkernel " + source.kernel +
               "\nentry " + std::to_string(source.entry) + "\ntarget " + source.target + "\nloaded at +" +
               std::to_string(source.pcBias) + "\ninitial mode " + std::to_string(source.initialMode) +
               "\ndead register writes " + (source.dropDeadRegisterWrites ? "dropped" : "kept") +
               "\nlds out of range " + (source.ldsOutOfRangeFaults ? "faults" : "reads 0") + "\n");
}

}  // namespace gcnjit::runtime
