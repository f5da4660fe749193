// Operands of decoded vector-memory and export instructions (DS, MUBUF,
// MTBUF, MIMG, FLAT/GLOBAL/SCRATCH, EXP).
//
// The memory decoders fill an Inst in two views:
// - the table's column view: inst.dst = returned-data VGPR, inst.src[0] =
//   first address VGPR (kNone for "off"), inst.src[1] = data, inst.src[2] =
//   data1; each kNone when the instruction (as encoded) has no such operand;
// - inst.mem: the encoding's own fields (raw VGPR fields as operand codes,
//   SGPR tuples, offsets and modifier bits).
// EXP keeps its four sources in inst.mem.vsrc only.
#pragma once
#include "isa/inst.h"

namespace gcnjit {

// Register counts of the column-view operands as encoded. Several follow
// encoding bits rather than the row alone: MUBUF/MTBUF OFFEN+IDXEN select 0-2
// address VGPRs; GLOBAL/SCRATCH SADDR shrinks the VGPR address; LDS forms have
// no VGPR data; atomics return data only with GLC; MIMG data width follows
// DMASK, D16 and TFE (see mimgDataDwords).
struct MemOperandDwords {
  int dst = 0, addr = 0, data = 0, data1 = 0;
};
MemOperandDwords memOperandDwords(const Inst& inst);

// A row that always moves its data through LDS and has no VGPR data
// (buffer_store_lds_dword): the LDS bit is part of its encoding.
inline bool isLdsOnly(const InstDesc& d) {
  return d.has(iflag::Lds) && d.dst == OpType::None && d.src1 == OpType::None &&
         d.format != Format::DS;
}

// VGPRs of MIMG vdata as LLVM decodes them: one per DMASK bit (4 for gather4,
// at least 1), halved rounding up with D16, one more with TFE. LLVM decodes
// a base width first and widens it only to widths the instruction has a
// variant for: atomics have 1x and 2x their data column (base 1x), gather4
// has 2, 4 and 5 (base 4), the others 1 to 5 (base 1). The base width is
// also kept when the wider tuple would run past v255.
int mimgDataDwords(const Inst& inst);
// The base vdata width of a MIMG row (before DMASK, D16 and TFE).
int mimgBaseDataDwords(const InstDesc& d);

}  // namespace gcnjit
