// Internal interface of the vector-memory and export decoders
// (decode_memory.cpp dispatches to one file per format family). Each decoder
// returns 8 (all these formats are two words) or 0 if LLVM rejects the word.
#pragma once
#include "isa/decode_detail.h"

namespace gcnjit::detail {

int decodeDs(const DecodeCtx& ctx, Inst& inst);                 // decode_ds.cpp
int decodeBuffer(Format f, const DecodeCtx& ctx, Inst& inst);   // decode_buffer.cpp (MUBUF, MTBUF)
int decodeImage(const DecodeCtx& ctx, Inst& inst);              // decode_image.cpp
int decodeFlat(Format f, const DecodeCtx& ctx, Inst& inst);     // decode_flat.cpp (FLAT, GLOBAL, SCRATCH)
int decodeExport(const DecodeCtx& ctx, Inst& inst);             // decode_export.cpp

// SGPR tuple of `dwords` registers named by a scalar field holding an
// operand code (0-127; resource fields are stored divided by 4), as LLVM's
// disassembler decodes it; kNone if it rejects the value.
uint16_t sgprTuple(unsigned code, int dwords);
// SOFFSET of MUBUF/MTBUF: an SGPR, special register or inline constant
// (the 8-bit scalar source space without literals); kNone if rejected.
uint16_t scalarOffset(unsigned code);
// Does a tuple of `dwords` VGPRs starting at this operand code stay within
// v0-v255 (true when dwords is 0)?
bool vgprsFit(uint16_t code, int dwords);

// Fills the column view (inst.dst/src) from the raw fields, using the
// operand counts of memOperandDwords: kNone where a count is 0. Returns
// false if a tuple runs past v255. `dst`, `addr`, `data`, `data1` are the
// VGPR fields holding each column's register.
bool setColumns(Inst& inst, uint16_t dst, uint16_t addr, uint16_t data, uint16_t data1);

}  // namespace gcnjit::detail
