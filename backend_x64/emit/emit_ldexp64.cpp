// ldexp of f64 lanes (lane_FLdexp on f64: std::ldexp rounded once in MODE's
// f64 rounding, inputs and outputs flushed per MODE's f64 field), native
// when MXCSR rounds as MODE's f64 field and its DAZ flushes exactly the
// inputs MODE flushes; flushed outputs are flushed here after rounding.
// - AVX-512: vscalefpd is x * 2^floor(n) rounded once (n converts to f64
//   exactly).
// - AVX2: musl's scalbn, lane by lane without branches: n clamped to
//   +-2200 (beyond, every f64 overflows or underflows alike); while n is
//   above 1023, x *= 2^1023 and n -= 1023; while below -1022, x *= 2^-969
//   (2^-1022 * 2^53) and n += 969 (twice each at most); then x *= 2^n. Each
//   step but the last is exact unless the result overflows (then so does
//   the rest) or goes subnormal with n still below -53 (then the result is
//   below half the smallest subnormal, rounded alike either way), so x is
//   rounded once. Not with DAZ, which would read such a subnormal step as a
//   zero (wrong when rounding away from zero): then the helper runs.
#include "backend_x64/emit/ldexp64.h"

#include "backend_x64/emit/float_lanes.h"

namespace gcnjit::backend_x64 {
namespace {

// AVX2: the three exponent fields (biased, 32-bit lanes) of the factors x is
// multiplied by, for the chunk's n in ymm2, into ymm3, ymm4, ymm5.
void scaleFactors(Emitter& e) {
  auto& a = e.a;
  a.vpmaxsd(x86::ymm2, x86::ymm2, e.broadcastConstant32(std::uint32_t(-2200)));
  a.vpminsd(x86::ymm2, x86::ymm2, e.broadcastConstant32(2200));
  for (x86::Ymm field : {x86::ymm3, x86::ymm4}) {
    a.vmovdqu(field, e.broadcastConstant32(1023));                           // 2^0
    a.vpcmpgtd(x86::ymm15, x86::ymm2, e.broadcastConstant32(1023));
    a.vblendvps(field, field, e.broadcastConstant32(2046), x86::ymm15);      // 2^1023
    a.vmovdqu(x86::ymm15, e.broadcastConstant32(std::uint32_t(-1022)));
    a.vpcmpgtd(x86::ymm15, x86::ymm15, x86::ymm2);
    a.vblendvps(field, field, e.broadcastConstant32(54), x86::ymm15);        // 2^-969
    a.vpsubd(x86::ymm2, x86::ymm2, field);
    a.vpaddd(x86::ymm2, x86::ymm2, e.broadcastConstant32(1023));
  }
  a.vpaddd(x86::ymm5, x86::ymm2, e.broadcastConstant32(1023));
}

}  // namespace

bool nativeLdexp64(const Emitter& e, const ir::Inst& inst) {
  return e.staticMode() && inst.type == ir::Type::vector(ir::Elem::F64) && inst.operands[0]->type == inst.type &&
         isLane32(inst.operands[1]->type) && roundingFieldsEqual(e) && dazOn(e) == flushesF64Inputs(e) &&
         (e.zmmChunks() || !dazOn(e));
}

void emitLdexp64(Emitter& e, const ir::Inst& inst) {
  auto& a = e.a;
  bool flush = flushesF64Outputs(e);
  for (unsigned c : e.chunks()) {
    e.loadChunk64(e.vec(0), e.vec(1), inst.operands[0], c);
    e.loadChunk32(e.vec(2), inst.operands[1], c);
    if (e.zmmChunks()) {
      a.vcvtdq2pd(x86::zmm3, x86::ymm2);
      a.vextracti64x4(x86::ymm4, x86::zmm2, 1);
      a.vcvtdq2pd(x86::zmm4, x86::ymm4);
      a.vscalefpd(x86::zmm6, x86::zmm0, x86::zmm3);
      a.vscalefpd(x86::zmm7, x86::zmm1, x86::zmm4);
    } else {
      scaleFactors(e);
      for (unsigned h = 0; h < 2; ++h) {
        x86::Ymm out(6 + h);
        a.vmovapd(out, x86::Ymm(h));
        for (x86::Ymm field : {x86::ymm3, x86::ymm4, x86::ymm5}) {
          if (h) {
            a.vextracti128(x86::xmm15, field, 1);
            a.vpmovzxdq(x86::ymm14, x86::xmm15);
          } else {
            a.vpmovzxdq(x86::ymm14, field.xmm());
          }
          a.vpsllq(x86::ymm14, x86::ymm14, 52);
          a.vmulpd(out, out, x86::ymm14);
        }
      }
    }
    if (flush) {
      flushDenormals64(e, e.vec(6), e.vec(3));
      flushDenormals64(e, e.vec(7), e.vec(3));
    }
    e.storeChunk64(inst, c, e.vec(6), e.vec(7));
  }
}

}  // namespace gcnjit::backend_x64
