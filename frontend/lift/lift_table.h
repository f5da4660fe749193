// The lifting function of each instruction-table row. Family files
// (lift_<family>.cpp) each give a span of entries; lift_table.cpp indexes
// them by InstId. Rows flagged Unsupported have none and lift to a LiftError.
#pragma once

#include <span>

#include "isa/inst_desc.h"

namespace gcnjit::lift {

class LiftContext;
using LiftFn = void (*)(LiftContext&);

struct LiftEntry {
  InstId id;
  LiftFn fn;
};

// Null when the row has no lifting function.
LiftFn liftFunction(InstId id);

// Families, one per file.
std::span<const LiftEntry> sopLifts();       // SOP1/SOP2/SOPK/SOPC/SOPP
std::span<const LiftEntry> smemLifts();      // SMEM
std::span<const LiftEntry> vopIntLifts();    // integer VOP1/VOP2/VOP3 and v_cndmask, lane ops
std::span<const LiftEntry> vopFloatLifts();  // float VOP1/VOP2/VOP3 and conversions
std::span<const LiftEntry> vopcLifts();      // VOPC compares and v_cmp_class
std::span<const LiftEntry> vop3pLifts();     // packed math, dot products, MFMA, AccVGPR moves
std::span<const LiftEntry> dsLifts();        // DS
std::span<const LiftEntry> bufferLifts();    // MUBUF, MTBUF
std::span<const LiftEntry> imageLifts();     // MIMG without a sampler
std::span<const LiftEntry> imageSampleLifts();  // MIMG sampling
std::span<const LiftEntry> imageGatherLifts();  // MIMG gather4
std::span<const LiftEntry> flatLifts();      // FLAT, GLOBAL, SCRATCH
std::span<const LiftEntry> messageLifts();   // s_sendmsg
std::span<const LiftEntry> forkJoinLifts();  // s_cbranch_i_fork, s_cbranch_g_fork, s_cbranch_join

}  // namespace gcnjit::lift
