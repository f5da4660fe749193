// Clusters dword quads (ir/dword_quad.h): the first three ops of a quad
// sink to just before its fourth, keeping their order, so the four are
// contiguous and the x64 backend accesses 16 bytes per lane at once. Only
// pure ops lie between them and none reads a loaded value, so the block
// computes the same.
#pragma once

#include "ir/ir.h"

namespace gcnjit::ir {

void clusterDwordQuads(Function& function);

}  // namespace gcnjit::ir
