// Mirrors llvm-objdump-15's disassembleObject for ELF AMDGPU: symbol
// selection and order, zero-run elision, data symbols as hex dumps, the
// AMDGPU pretty printer's columns,
// the AMDGPU symbolizer (branch operands naming an untyped label) and the
// " <sym+0xoff>" branch target annotation.
#include "loader/disassembly_listing.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <tuple>

#include "isa/decoder.h"
#include "isa/printer.h"

namespace gcnjit {
namespace {

struct ListedSymbol {
  uint64_t address;
  std::string name;
  uint8_t type;
  friend bool operator<(const ListedSymbol& a, const ListedSymbol& b) {
    return std::tie(a.address, a.name, a.type) < std::tie(b.address, b.name, b.type);
  }
};
using SymbolList = std::vector<ListedSymbol>;

constexpr size_t kCommentColumn = 60;  // AMDGCNPrettyPrinter left-justifies to 60
constexpr size_t kMinZeroRun = 8;      // shorter zero runs are disassembled

std::string format(const char* fmt, unsigned long long v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, fmt, v);
  return buf;
}

// Last symbol at or below `address` in an address-sorted list.
const ListedSymbol* lastAtOrBelow(const SymbolList& list, uint64_t address) {
  auto it = std::partition_point(list.begin(), list.end(),
                                 [address](const ListedSymbol& s) { return s.address <= address; });
  return it == list.begin() ? nullptr : &*(it - 1);
}

bool hasLabelOperand(const InstDesc& d) {
  return d.dst == OpType::Label || d.src0 == OpType::Label || d.src1 == OpType::Label ||
         d.src2 == OpType::Label;
}

class Lister {
 public:
  Lister(const CodeObject& co, const ListingOptions& options) : co_(co), options_(options) {}

  Listing run() {
    collectSymbols();
    out_.text = "\n" + options_.fileName + ":\tfile format elf64-amdgpu\n";
    out_.foundSymbol = options_.onlySymbol.empty();
    const auto& sections = co_.sections();
    for (size_t i = 0; i < sections.size(); ++i)
      if (isDisassembled(sections[i])) listSection(i);
    return std::move(out_);
  }

 private:
  static bool isDisassembled(const ElfSection& s) {
    return (s.flags & elf::kShfExecInstr) && s.type != elf::kShtNobits && s.type != 0;
  }

  void collectSymbols() {
    const auto& sections = co_.sections();
    for (const ElfSymbol& s : co_.symbols()) {
      if (s.name.empty() || s.type == elf::kSttSection) continue;
      bool inSection = s.section != elf::kShnUndef && s.section < elf::kShnLoReserve && s.section < sections.size();
      (inSection ? bySection_[s.section] : absolute_).push_back({s.value, s.name, s.type});
    }
    for (auto& [index, list] : bySection_) std::stable_sort(list.begin(), list.end());
    std::stable_sort(absolute_.begin(), absolute_.end());
    // A section without a symbol at its start gets one named after it.
    for (size_t i = 0; i < sections.size(); ++i) {
      if (!isDisassembled(sections[i])) continue;
      SymbolList& list = bySection_[i];
      if (list.empty() || list.front().address != sections[i].address)
        list.insert(list.begin(), {sections[i].address, sections[i].name, elf::kSttFunc});
    }
    for (size_t i = 0; i < sections.size(); ++i) sectionAddresses_.push_back({sections[i].address, i});
    std::stable_sort(sectionAddresses_.begin(), sectionAddresses_.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
  }

  void listSection(size_t index) {
    const ElfSection& sec = co_.sections()[index];
    std::span<const uint8_t> bytes = co_.contents(sec);
    const SymbolList& symbols = bySection_[index];
    const uint64_t sectionEnd = sec.address + std::min<uint64_t>(bytes.size(), ~sec.address);
    bool printedHeader = false;
    for (size_t si = 0; si < symbols.size(); ++si) {
      const ListedSymbol& sym = symbols[si];
      if (!options_.onlySymbol.empty() && sym.name != options_.onlySymbol) continue;
      uint64_t start = sym.address, end = sectionEnd;
      if (start < sec.address) continue;
      if (si + 1 < symbols.size()) end = std::min(end, symbols[si + 1].address);
      if (start >= end) continue;
      out_.foundSymbol = true;
      if (!printedHeader) out_.text += "\nDisassembly of section " + sec.name + ":\n";
      printedHeader = true;
      out_.text += "\n" + format("%016llx", start) + " <" + sym.name + ">:\n";
      if (sym.type == elf::kSttObject)
        dumpData(bytes, sec.address, start - sec.address, end - sec.address);
      else
        listRange(index, bytes, start - sec.address, end - sec.address);
    }
  }

  // Data symbols in code are hex-dumped, 8 bytes a line with their ASCII.
  void dumpData(std::span<const uint8_t> bytes, uint64_t base, uint64_t index, uint64_t end) {
    constexpr uint64_t kPerLine = 8;
    for (; index < end; index += kPerLine) {
      uint64_t n = std::min(kPerLine, end - index);
      std::string ascii;
      out_.text += format("%8llx:", base + index);
      for (uint64_t i = 0; i < n; ++i) {
        uint8_t b = bytes[index + i];
        out_.text += format(" %02llx", b);
        ascii += (b >= 0x20 && b < 0x7f) ? char(b) : '.';
      }
      out_.text += std::string(3 * (kPerLine - n) + 9, ' ') + ascii + "\n";
    }
  }

  // Instructions of one symbol; an instruction may extend past `end` into
  // the next symbol, as in llvm-objdump.
  void listRange(size_t section, std::span<const uint8_t> bytes, uint64_t index, uint64_t end) {
    const uint64_t base = co_.sections()[section].address;
    while (index < end) {
      uint64_t zeros = 0;
      while (index + zeros < end && bytes[index + zeros] == 0) ++zeros;
      if (zeros >= kMinZeroRun) {
        out_.text += "\t\t...\n";
        index += zeros & ~uint64_t(3);
        continue;
      }
      index += listInstruction(section, bytes.subspan(index), base + index);
    }
  }

  uint64_t listInstruction(size_t section, std::span<const uint8_t> bytes, uint64_t pc) {
    const Target target = co_.target().processor;
    DecodeResult r = decode(target, bytes);
    std::string text, suffix;
    uint8_t size = r.size;
    if (r.status == DecodeStatus::Ok) {
      text = printInst(r.inst, target, pc);
      annotateBranch(section, r.inst, pc, text, suffix);
    } else {
      text = disassembleOne(target, bytes, pc, size);
    }
    if (size == 0) size = 1;
    size = uint8_t(std::min<size_t>(size, bytes.size()));

    std::string line = "\t" + text;
    if (line.size() < kCommentColumn) line.append(kCommentColumn - line.size(), ' ');
    line += format("// %012llX:", pc);
    if (size >= 4) {
      for (size_t i = 0; i + 4 <= size; i += 4) {
        uint32_t w = uint32_t(bytes[i]) | uint32_t(bytes[i + 1]) << 8 | uint32_t(bytes[i + 2]) << 16 |
                     uint32_t(bytes[i + 3]) << 24;
        line += format(" %08llX", w);
      }
    } else {
      for (size_t i = 0; i < size; ++i) line += format(" %02llX", bytes[i]);
    }
    out_.text += line + suffix + "\n";
    return size;
  }

  // PC-relative targets (simm16 dwords from the next instruction). The AMDGPU
  // symbolizer prints an untyped symbol at the target instead of the number;
  // otherwise SOPP branches (label as operand 0) get " <sym+0xoff>".
  void annotateBranch(size_t section, const Inst& inst, uint64_t pc, std::string& text, std::string& suffix) {
    const InstDesc& d = inst.desc();
    bool sopp = d.format == Format::SOPP;
    if (!hasLabelOperand(d) && !(sopp && (d.flags & (iflag::Branch | iflag::CondBranch)))) return;
    uint64_t target = pc + 4 + uint64_t(int64_t(int16_t(uint16_t(inst.imm))) * 4);
    const SymbolList& symbols = bySection_[section];
    auto it = std::partition_point(symbols.begin(), symbols.end(),
                                   [target](const ListedSymbol& s) { return s.address < target; });
    for (; it != symbols.end() && it->address == target; ++it) {
      if (it->type == elf::kSttNotype) {
        text = text.substr(0, text.rfind(' ') + 1) + it->name;
        return;
      }
    }
    if (!sopp) return;
    if (const ListedSymbol* s = branchTargetSymbol(section, target)) {
      uint64_t disp = target - s->address;
      suffix = " <" + s->name + (disp ? format("+0x%llx", disp) : "") + ">";
    }
  }

  // Relocatable objects look in the branch's own section; others in the
  // section(s) with the highest address not above the target. Symbols
  // without a section are the last resort.
  const ListedSymbol* branchTargetSymbol(size_t section, uint64_t target) {
    std::vector<const SymbolList*> candidates;
    if (co_.isRelocatable()) {
      candidates.push_back(&bySection_[section]);
    } else {
      auto it = std::partition_point(sectionAddresses_.begin(), sectionAddresses_.end(),
                                     [target](const auto& p) { return p.first <= target; });
      if (it != sectionAddresses_.begin()) {
        uint64_t address = (it - 1)->first;
        while (it != sectionAddresses_.begin() && (it - 1)->first == address)
          candidates.push_back(&bySection_[(--it)->second]);
      }
    }
    candidates.push_back(&absolute_);
    for (const SymbolList* list : candidates)
      if (const ListedSymbol* s = lastAtOrBelow(*list, target)) return s;
    return nullptr;
  }

  const CodeObject& co_;
  const ListingOptions& options_;
  Listing out_;
  std::map<size_t, SymbolList> bySection_;
  SymbolList absolute_;
  std::vector<std::pair<uint64_t, size_t>> sectionAddresses_;
};

}  // namespace

Listing disassemblyListing(const CodeObject& co, const ListingOptions& options) {
  return Lister(co, options).run();
}

}  // namespace gcnjit
