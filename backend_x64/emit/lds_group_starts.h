// LDS loads that share an address root. A GEMM's k loop reads its MFMA
// operands as ds_read2_b32 at a handful of address registers plus constant
// offsets: some 60 loads of one block on 4 roots. Each root's lanes are
// classified once per block run (are each 16 lanes' offsets consecutive
// dwords, or one dword? where does each group start?) into the frame's JitFrame::ldsRoots;
// each load then compares its constant with the ranges the classification
// allows (consecutive or uniform groups) and adds it to the 4 group
// addresses (AVX-512, lds_avx512.cpp).
#pragma once

#include <unordered_set>

#include "backend_x64/emitter.h"

namespace gcnjit::backend_x64 {

// Plans the block about to be emitted (Emitter::ldsRoots): the roots
// (ir/constant_offset.h) that two or more of its 4-byte LDS loads read,
// up to JitFrame::kLdsRoots of them.
void planLdsRoots(Emitter& e, const ir::Block& block);

// Adds the block's loads on the roots planLdsRoots would plan to `loads`:
// they stay out of chunk regions (lds_in_region.h), where their root is
// classified once for all of them.
void addLoadsOnSharedRoots(const ir::Block& block, std::unordered_set<const ir::Inst*>& loads);
// How many of the block's 4-byte LDS loads read at `root` plus a constant.
unsigned ldsLoadsOnRoot(const ir::Block& block, const ir::Inst* root);

// For a 4-byte LDS load's `offsets` whose root is planned: emits the
// root's classification if this is its first load in the block (LDS loads
// are emitted at op level, never on another op's slow path, so the first
// one in the block runs before the rest), then code that leaves each group
// of 16 lanes' first host address in `groupAt[group]` and jumps to
// `notConsecutive` unless each group's offsets are consecutive dwords
// inside the LDS. False (and no code) for an unplanned root. Clobbers rax,
// rcx, rdx, zmm16, zmm17, zmm19 and k1-k3.
bool groupsFromRoot(Emitter& e, const ir::Inst* offsets, const x86::Gp (&groupAt)[4], Label notConsecutive);

// Where groupsFromRoot jumped to `notConsecutive` (`groupAt` as it left
// them): jumps to `otherwise` unless each group's 16 offsets are one dword
// inside the LDS (a tile's row element that 16 lanes multiply by).
void uniformGroupsFromRoot(Emitter& e, const ir::Inst* offsets, Label otherwise);

}  // namespace gcnjit::backend_x64
