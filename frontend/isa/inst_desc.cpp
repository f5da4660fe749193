#include "isa/inst_desc.h"

namespace gcnjit {
namespace {

constexpr int16_t NA = -1;
using namespace iflag;
using enum Format;
using enum OpType;

constexpr InstDesc kTable[] = {
#define INST(name, fmt, o900, o906, o908, d, s0, s1, s2, fl) \
  InstDesc{#name, fmt, {o900, o906, o908}, d, s0, s1, s2, uint64_t(fl)},
#include "isa/inst_table.inc"
#undef INST
};
static_assert(std::size(kTable) == kNumInsts);

}  // namespace

const InstDesc& instDesc(InstId id) { return kTable[int(id)]; }
std::span<const InstDesc> allInstDescs() { return kTable; }

int dwordCount(OpType t) {
  switch (t) {
    case OpType::B16: case OpType::I16: case OpType::U16: case OpType::F16:
    case OpType::B32: case OpType::I32: case OpType::U32: case OpType::F32:
    case OpType::V2F16: case OpType::V2I16: case OpType::V2U16: case OpType::V2B16:
    case OpType::V2BF16: case OpType::V4I8:
      return 1;
    case OpType::B64: case OpType::I64: case OpType::U64: case OpType::F64:
    case OpType::V4F16:
      return 2;
    case OpType::B96: return 3;
    case OpType::B128: return 4;
    case OpType::B160: return 5;
    case OpType::B256: return 8;
    case OpType::B512: return 16;
    case OpType::B1024: return 32;
    default: return 0;
  }
}

bool isFloat(OpType t) {
  switch (t) {
    case OpType::F16: case OpType::F32: case OpType::F64: case OpType::V2F16:
    case OpType::V4F16: case OpType::V2BF16:
      return true;
    default: return false;
  }
}

int vop3OpcodeOf(Format base, int opcode) {
  switch (base) {
    case Format::VOPC: return opcode;
    case Format::VOP2: return 0x100 + opcode;
    case Format::VOP1: return 0x140 + opcode;
    case Format::VINTRP: return 0x270 + opcode;
    default: return opcode;
  }
}

}  // namespace gcnjit
