// Encoding sweep: assembly text synthesised from the instruction table. For
// a row on a target, each family synthesiser appends one or more complete
// assembly lines (operands and modifiers chosen so that, across rows, every
// field and modifier of the format is exercised: neg/abs/clamp/omod, SDWA
// selects, DPP controls, literals, offsets, glc/slc ...). The sweep test
// assembles them with llvm-mc-15 -show-encoding and checks that our decoder
// prints llvm-mc's canonical text back from the bytes.
#pragma once
#include <string>
#include <vector>

#include "isa/inst_desc.h"

namespace gcnjit::sweep {

void synthScalar(const InstDesc& d, Target t, std::vector<std::string>& out);  // SOP*, SMEM
void synthVopNative(const InstDesc& d, Target t, std::vector<std::string>& out);  // VOP1/2/C incl. SDWA, DPP
void synthVop3(const InstDesc& d, Target t, std::vector<std::string>& out);  // VOP3, E64 forms, VOP3P, MAI, VINTRP
void synthMemory(const InstDesc& d, Target t, std::vector<std::string>& out);  // DS, MUBUF, MTBUF, MIMG, EXP, FLAT*

}  // namespace gcnjit::sweep
