// FaultIf (ir/ops/control.inc): a failed run-time check stops the wave.
#include <cstdio>

#include "ir/fault_check.h"
#include "ir/interp/context.h"

namespace gcnjit::ir {

std::string faultCheckMessage(FaultCheck check, std::uint32_t detail) {
  char text[160] = "failed run-time check";
  switch (check) {
    case FaultCheck::ImageTiled:
      std::snprintf(text, sizeof text, "image resource with tiling index (SW_MODE) %u: only linear images (0) run",
                    detail);
      break;
    case FaultCheck::ImageType:
      std::snprintf(text, sizeof text,
                    "image resource of type %u: only 1D, 2D, 3D, 1D-array and 2D-array images (8, 9, 10, 12, 13) run",
                    detail);
      break;
    case FaultCheck::ImageFormat:
      std::snprintf(text, sizeof text, "image resource format (data format %u, num format %u) is not lifted",
                    detail & 0xff, detail >> 8);
      break;
    case FaultCheck::ImageAtomicTexel:
      std::snprintf(text, sizeof text, "image atomic on a texel of %u bytes, not the instruction's data size", detail);
      break;
    case FaultCheck::BufferFormat:
      std::snprintf(text, sizeof text,
                    "buffer resource format (data format %u, num format %u) is not lifted for this instruction",
                    detail & 0xff, detail >> 8);
      break;
    case FaultCheck::BufferDstSel:
      std::snprintf(text, sizeof text, "buffer resource dst_sel 0x%03x selects a reserved code or a missing channel",
                    detail);
      break;
    case FaultCheck::SamplerFilter:
      std::snprintf(text, sizeof text,
                    "sampler filters (S# dword 2 = 0x%08x) not lifted: xy min and mag filter must match and be point or "
                    "bilinear, z filter none/point/linear, mip filter none",
                    detail);
      break;
    case FaultCheck::SamplerClamp:
      std::snprintf(text, sizeof text,
                    "sampler clamp modes (S# dword 0 = 0x%08x) not lifted: only wrap, mirror, clamp to last texel and "
                    "clamp to border (0, 1, 2, 6) run",
                    detail);
      break;
    case FaultCheck::SamplerBorder:
      std::snprintf(text, sizeof text, "sampler border color type %u (border color table) is not lifted", detail);
      break;
    case FaultCheck::SamplerIntegerFilter:
      std::snprintf(text, sizeof text, "bilinear filtering of an integer image format (num format %u)", detail);
      break;
    case FaultCheck::GatherImageType:
      std::snprintf(text, sizeof text, "image_gather4 on an image of type %u: only 2D and 2D-array images (9, 13)",
                    detail);
      break;
  }
  return text;
}

void exec_FaultIf(ExecContext& cx, const Inst& inst, Value&) {
  if (cx.operand(inst, 0).lanes[0] & 1)
    throw WaveFault(faultCheckMessage(FaultCheck(inst.imm), std::uint32_t(cx.operand(inst, 1).lanes[0])));
}

}  // namespace gcnjit::ir
