// The global wave sync (GWS) instructions as the IR and the runtime see
// them. ds_gws_* lift to one terminator, Op::Gws: the wave stops and the
// runtime, which owns the dispatch's GWS resources, performs the operation
// and decides when the wave goes on (Vega ISA "DS_GWS_*": a barrier or a
// semaphore per resource, 64 resources, resource id = M0[21:16] + OFFSET0,
// the data from the first active lane).
#pragma once

#include <cstdint>
#include <string_view>

namespace gcnjit::ir {

enum class GwsOp : std::uint8_t { Init, Barrier, SemaV, SemaBr, SemaP, SemaReleaseAll };
inline constexpr GwsOp kGwsOps[] = {GwsOp::Init,  GwsOp::Barrier, GwsOp::SemaV,
                                    GwsOp::SemaBr, GwsOp::SemaP,   GwsOp::SemaReleaseAll};

inline constexpr unsigned kGwsResources = 64;

inline std::string_view gwsOpName(GwsOp op) {
  switch (op) {
    case GwsOp::Init: return "ds_gws_init";
    case GwsOp::Barrier: return "ds_gws_barrier";
    case GwsOp::SemaV: return "ds_gws_sema_v";
    case GwsOp::SemaBr: return "ds_gws_sema_br";
    case GwsOp::SemaP: return "ds_gws_sema_p";
    case GwsOp::SemaReleaseAll: return "ds_gws_sema_release_all";
  }
  return "ds_gws_?";
}

// Op::Gws's immediate: the operation, the instruction's OFFSET0[5:0] and
// the block where the wave resumes.
struct GwsImmediate {
  GwsOp op;
  std::uint32_t offset;
  std::uint32_t resumeBlock;

  std::uint64_t encode() const {
    return std::uint64_t(op) | (std::uint64_t(offset & 63) << 8) | (std::uint64_t(resumeBlock) << 32);
  }
  static GwsImmediate decode(std::uint64_t imm) {
    return {GwsOp(imm & 0xff), std::uint32_t((imm >> 8) & 63), std::uint32_t(imm >> 32)};
  }
};

// What a wave asks of the GWS unit when it stops at Op::Gws (carried in
// ExitStatus::trapId): the operation, the resource and the data value.
struct GwsRequest {
  GwsOp op;
  std::uint32_t resource;
  std::uint32_t value;

  // From the immediate and the operands' values (the data of the first
  // active lane, M0).
  static GwsRequest make(std::uint64_t imm, std::uint32_t value, std::uint32_t m0) {
    GwsImmediate i = GwsImmediate::decode(imm);
    return {i.op, (((m0 >> 16) & 63) + i.offset) & 63, value};
  }
  std::uint64_t encode() const { return value | (std::uint64_t(resource) << 32) | (std::uint64_t(op) << 40); }
  static GwsRequest decode(std::uint64_t bits) {
    return {GwsOp((bits >> 40) & 0xff), std::uint32_t((bits >> 32) & 63), std::uint32_t(bits)};
  }
};

}  // namespace gcnjit::ir
