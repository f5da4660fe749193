// Internal interface of the 64-bit VALU encodings (VOP3A/VOP3B, VOP3P) and
// VINTRP: the family decoders and printers called by decodeValu/printValu,
// and the source-operand rules they share.
#pragma once
#include <string>

#include "isa/decode_detail.h"
#include "isa/vop3_profile.h"

namespace gcnjit::detail {

int decodeVop3(const DecodeCtx& ctx, Inst& inst);    // decode_vop3.cpp
int decodeVop3p(const DecodeCtx& ctx, Inst& inst);   // decode_vop3p.cpp
int decodeVintrp(const DecodeCtx& ctx, Inst& inst);  // decode_vintrp.cpp

void printVop3(std::string& out, const Inst& inst);    // print_vop3.cpp (incl. _e64 forms)
void printVop3p(std::string& out, const Inst& inst);   // print_vop3p.cpp
void printVintrp(std::string& out, const Inst& inst);  // print_vintrp.cpp

// Whether LLVM's disassembler accepts the 9-bit source code `code` (Vega ISA
// "VOP3A" SRC fields: SGPRs, special registers, inline constants, VGPRs at
// 256+) for an operand of `dwords` registers. There is no literal on gfx9.
bool isValidVop3Source(unsigned code, int dwords);

// Appends source operand `code` of `type` with its modifiers as LLVM prints
// it: -x, |x|, -|x|, neg(constant), sext(x). `regOnly` operands print inline
// constants as "/*invalid immediate*/".
void printModifiedSource(std::string& out, const Inst& inst, uint16_t code, OpType type,
                         SrcMods mods, bool neg, bool abs, bool regOnly = false);

// Appends an Attr ("attr3.y") or InterpSlot ("p10") operand.
void printInterpOperand(std::string& out, const Inst& inst, OpType type, uint16_t code);

// Appends " name:[b0,b1,...]" with bit i of `bits` for i < count.
void printBitList(std::string& out, const char* name, unsigned bits, int count);

}  // namespace gcnjit::detail
