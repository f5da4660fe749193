// Internal interface between the printer dispatcher and the per-family
// printers, plus the shared operand printer.
#pragma once
#include <string>

#include "isa/hex.h"  // the printers write immediates with it
#include "isa/inst.h"

namespace gcnjit::detail {

// Appends an operand (register, register tuple of `type`'s width, inline
// constant or the instruction's literal) in LLVM syntax.
void printOperand(std::string& out, const Inst& inst, uint16_t code, OpType type);
// An operand with source modifiers as LLVM prints them: float -x, |x|, -|x|
// (a negated constant without abs as neg(c)); integer sext(x).
void printFloatModOperand(std::string& out, const Inst& inst, uint16_t code, OpType type,
                          bool neg, bool abs);
void printIntModOperand(std::string& out, const Inst& inst, uint16_t code, OpType type, bool sext);
// Register tuple: s[4:5], v[0:3], a[0:31], ttmp[4:7], vcc, exec, flat_scratch...
void printRegister(std::string& out, uint16_t code, int dwords);
// Appends ", " unless out is empty or ends in a space.
void appendSeparator(std::string& out);
void printScalar(std::string& out, const Inst& inst, Target target, uint64_t pc);  // print_scalar.cpp
void printValu(std::string& out, const Inst& inst, Target target, uint64_t pc);    // print_valu.cpp
// VOP1/VOP2/VOPC rows in Native, Sdwa and Dpp forms; called by printValu.
void printVopNative(std::string& out, const Inst& inst, Target target);            // print_vop_native.cpp
void printMemory(std::string& out, const Inst& inst, Target target, uint64_t pc);  // print_memory.cpp

}  // namespace gcnjit::detail
