// The 4 x 4 dword transposes of dword quads (ir/dword_quad.h) for 16 lanes
// in zmm registers: "lane-major", four registers each holding 4 lanes' 16
// bytes (register i: lanes 4i..4i+3, the bytes as memory holds them), and
// "component-major", four registers each holding one dword of all 16
// lanes (register c: dword c of lanes 0..15, a slice of the quad's op c).
#pragma once

#include "backend_x64/emitter.h"

namespace gcnjit::backend_x64 {

// zmm0-zmm3 (lane-major) into zmm4-zmm7 (component-major). Clobbers
// zmm8-zmm11, chunk cache registers: only outside chunk regions (throws
// inside one).
void lanesToComponents(Emitter& e);
// zmm4-zmm7 (component-major) into zmm0-zmm3 (lane-major). Clobbers
// zmm8-zmm11, as lanesToComponents does.
void componentsToLanes(Emitter& e);

}  // namespace gcnjit::backend_x64
