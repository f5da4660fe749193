// 4-byte LDS loads inside chunk regions (Emitter::enterRegion): a tile's
// ds_read2_b32 and the FMAs that use them run as one loop over the chunks,
// their values in registers, instead of each load leaving the region with
// whole-wave shape tests and its result stored to memory.
//
// Per chunk: the active lanes whose dword lies in the LDS window
// (JitFrame::ldsDwordLimit) load it — one vector load where the chunk's
// offsets are consecutive dwords, one broadcast where they are one dword,
// else a gather; inactive lanes load 0, as the helper's loads do. Active
// lanes outside the window go through the memory lane by lane
// (gcnjitLdsLaneLoads, called through emitLdsLaneLoads' subroutine, which
// keeps the region's registers): out of range they read 0 as on the GPU,
// and a memory without an LDS window (tests' sparse memory) serves them all.
//
// Loads only: a region runs each op for one chunk before the next op, so a
// store in it would be seen by the next op's earlier chunks and not its
// later ones; LDS stores stay outside regions. Nor in checked mode
// (CompileOptions::ldsOutOfRangeFaults): a lane out of range faults there,
// and the fault must be the first op's in lane order, which the region's
// order of chunks does not keep.
#pragma once

#include "backend_x64/emitter.h"

namespace gcnjit::backend_x64 {

// Whether `inst` is such a load (it may join a chunk region).
bool ldsLoadInRegion(const Emitter& e, const ir::Inst& inst);
// The load's code for the region's chunk.
void emitLdsLoadInRegion(Emitter& e, const ir::Inst& inst);
// The subroutine the loads call for lanes outside the window, after the
// blocks (Emitter::ldsLaneLoads).
void emitLdsLaneLoads(Emitter& e);

// Reads frame->ldsLanes' lanes through frame->memory; non-zero (the frame's
// exit fields filled with a fault) if the memory refuses one.
extern "C" int gcnjitLdsLaneLoads(JitFrame* frame);

}  // namespace gcnjit::backend_x64
