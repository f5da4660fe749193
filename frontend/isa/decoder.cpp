// Format dispatch (Vega ISA "Microcode Formats": the fixed ENCODING bits of
// each format) and the opcode lookup tables built from the instruction table.
#include "isa/decoder.h"

#include <array>
#include <cstring>
#include <vector>

#include "isa/decode_detail.h"

namespace gcnjit {
namespace {

constexpr int kMaxOpcode = 1024;  // VOP3 has the widest opcode field (10 bits)

// opcode -> row index + 1 (0 = absent), per target and format.
struct OpcodeMaps {
  std::vector<uint16_t> map[kNumTargets][kNumFormats];

  OpcodeMaps() {
    for (auto& perTarget : map)
      for (auto& m : perTarget) m.assign(kMaxOpcode, 0);
    auto descs = allInstDescs();
    for (size_t i = 0; i < descs.size(); ++i) {
      const InstDesc& d = descs[i];
      for (int t = 0; t < kNumTargets; ++t) {
        int op = d.opcode[t];
        if (op < 0) continue;
        map[t][int(d.format)][op] = uint16_t(i + 1);
        bool hasVop3Form = (d.format == Format::VOP1 || d.format == Format::VOP2 ||
                            d.format == Format::VOPC || d.format == Format::VINTRP) &&
                           !d.has(iflag::NoVop3);
        if (hasVop3Form) map[t][int(Format::VOP3)][vop3OpcodeOf(d.format, op)] = uint16_t(i + 1);
      }
    }
    for (const Alias& a : kAliases)
      for (int t = 0; t < kNumTargets; ++t)
        if (a.opcode[t] >= 0) map[t][int(a.format)][a.opcode[t]] = uint16_t(int(a.id) + 1);
  }

  // Further encodings of rows (INST_ALIAS in the table).
  struct Alias {
    InstId id;
    Format format;
    int16_t opcode[kNumTargets];
  };
  [[maybe_unused]] static constexpr int16_t NA = -1;  // for aliases absent on a target
  static constexpr Alias kAliases[] = {
#define INST(...)
#define INST_ALIAS(name, fmt, o900, o906, o908) {InstId::name, Format::fmt, {o900, o906, o908}},
#include "isa/inst_table.inc"
#undef INST_ALIAS
#undef INST
  };
};

const OpcodeMaps& opcodeMaps() {
  static const OpcodeMaps maps;
  return maps;
}

// Which format a first word belongs to, or nullopt.
bool identifyFormat(uint32_t w, Format& f) {
  using detail::bits;
  if (bits(w, 31, 31) == 0) {
    uint32_t op = bits(w, 30, 25);
    f = op == 0x3f ? Format::VOP1 : op == 0x3e ? Format::VOPC : Format::VOP2;
    return true;
  }
  if (bits(w, 31, 30) == 0b10) {
    switch (bits(w, 31, 23)) {
      case 0x17d: f = Format::SOP1; return true;
      case 0x17e: f = Format::SOPC; return true;
      case 0x17f: f = Format::SOPP; return true;
    }
    f = bits(w, 31, 28) == 0xb ? Format::SOPK : Format::SOP2;
    return true;
  }
  if (bits(w, 31, 23) == 0x1a7) { f = Format::VOP3P; return true; }
  switch (bits(w, 31, 26)) {
    case 0x30: f = Format::SMEM; return true;
    case 0x31: f = Format::EXP; return true;
    case 0x34: f = Format::VOP3; return true;
    case 0x35: f = Format::VINTRP; return true;
    case 0x36: f = Format::DS; return true;
    case 0x37: {  // FLAT, SCRATCH or GLOBAL by SEG bits [15:14]
      static constexpr Format kSeg[] = {Format::FLAT, Format::SCRATCH, Format::GLOBAL, Format::FLAT};
      f = kSeg[bits(w, 15, 14)];
      return bits(w, 15, 14) != 3;
    }
    case 0x38: f = Format::MUBUF; return true;
    case 0x3a: f = Format::MTBUF; return true;
    case 0x3c: f = Format::MIMG; return true;
  }
  return false;
}

}  // namespace

const InstDesc* lookupOpcode(Target target, Format format, int opcode) {
  if (opcode < 0 || opcode >= kMaxOpcode) return nullptr;
  uint16_t idx = opcodeMaps().map[int(target)][int(format)][opcode];
  return idx ? &allInstDescs()[idx - 1] : nullptr;
}

namespace detail {
bool matchOpcode(const DecodeCtx& ctx, Format f, int opcode, Inst& inst) {
  const InstDesc* d = lookupOpcode(ctx.target, f, opcode);
  if (!d) return false;
  inst.id = instIdOf(*d);
  return true;
}
}  // namespace detail

DecodeResult decode(Target target, std::span<const uint8_t> bytes) {
  DecodeResult r;
  if (bytes.size() < 4) {
    r.status = DecodeStatus::Truncated;
    r.size = uint8_t(bytes.size());
    return r;
  }
  uint32_t words[3] = {};
  size_t nwords = std::min<size_t>(3, bytes.size() / 4);
  std::memcpy(words, bytes.data(), nwords * 4);

  Format f;
  if (!identifyFormat(words[0], f)) return r;
  detail::DecodeCtx ctx{target, std::span<const uint32_t>(words, nwords)};
  Inst inst;
  int size;
  switch (f) {
    case Format::SOP2: case Format::SOPK: case Format::SOP1: case Format::SOPC:
    case Format::SOPP: case Format::SMEM:
      size = detail::decodeScalar(f, ctx, inst);
      break;
    case Format::VOP1: case Format::VOP2: case Format::VOPC: case Format::VOP3:
    case Format::VOP3P: case Format::VINTRP:
      size = detail::decodeValu(f, ctx, inst);
      break;
    default:
      size = detail::decodeMemory(f, ctx, inst);
      break;
  }
  if (size < 0) {
    // The format needs more words than remain: llvm-objdump then prints the
    // first word as .long, and so do we.
    r.status = DecodeStatus::Truncated;
    return r;
  }
  if (size == 0) return r;
  inst.size = uint8_t(size);
  std::memcpy(inst.words, words, std::min<size_t>(size, 12));
  r.status = DecodeStatus::Ok;
  r.inst = inst;
  r.size = uint8_t(size);
  return r;
}

}  // namespace gcnjit
