// Run-time checks the lifter emits as FaultIf (ir/ops/control.inc) where a
// guest value it cannot see when lifting (a descriptor in SGPRs) selects
// behaviour the lifted code does not implement: the wave stops with a fault
// saying what, instead of computing wrong data.
#pragma once

#include <cstdint>
#include <string>

namespace gcnjit::ir {

enum class FaultCheck : std::uint8_t {
  ImageTiled,        // detail: the T# tiling index / SW_MODE
  ImageType,         // detail: the T# type
  ImageFormat,       // detail: data format | num format << 8
  ImageAtomicTexel,  // detail: the T#'s bytes per texel
  BufferFormat,      // detail: the V#'s data format | num format << 8
  BufferDstSel,      // detail: the V#'s DST_SEL_X..W (3 bits each)
  SamplerFilter,     // detail: the S#'s dword 2 (xy mag/min, z and mip filters)
  SamplerClamp,      // detail: the S#'s dword 0 (clamp x/y/z)
  SamplerBorder,     // detail: the S#'s border color type
  SamplerIntegerFilter,  // detail: the T#'s num format
  GatherImageType,       // detail: the T# type
};

std::string faultCheckMessage(FaultCheck check, std::uint32_t detail);

}  // namespace gcnjit::ir
