#include "backend_x64/emit/lds_in_region.h"

#include <cstdio>
#include <cstring>

#include "backend_x64/emit/emit_common.h"
#include "backend_x64/emit/lds_checks.h"
#include "backend_x64/frame.h"
#include "backend_x64/vector_registers.h"
#include "ir/memory.h"

namespace gcnjit::backend_x64 {
namespace {

x86::Mem frameField(std::size_t offset, std::uint32_t size) {
  x86::Mem m = Emitter::frame(std::int32_t(offset));
  m.setSize(size);
  return m;
}
x86::Mem lanesField(std::size_t offsetInLanes, std::uint32_t size) {
  return frameField(offsetof(JitFrame, ldsLanes) + offsetInLanes, size);
}

// A vector move of the register's width (AVX2 hosts have no vmovdqu32).
void moveVector(Emitter& e, const x86::Vec& dst, const x86::Mem& src) {
  if (dst.isZmm()) {
    e.a.vmovdqu32(dst, src);
  } else {
    e.a.vmovdqu(dst, src);
  }
}
void moveVector(Emitter& e, const x86::Mem& dst, const x86::Vec& src) {
  if (src.isZmm()) {
    e.a.vmovdqu32(dst, src);
  } else {
    e.a.vmovdqu(dst, src);
  }
}

// Hands the chunk's lanes in `outside` (bits in eax) to the subroutine, with
// the offsets and the values loaded so far; reloads the values into `result`.
void loadOutsideLanes(Emitter& e, const ir::Inst& inst, const x86::Vec& offsets, const x86::Vec& result) {
  auto& a = e.a;
  unsigned bytes = 4 * e.chunkLanes();
  a.mov(lanesField(offsetof(JitFrame::LdsLanes, lanes), 4), x86::eax);
  moveVector(e, lanesField(offsetof(JitFrame::LdsLanes, offsets), bytes), offsets);
  moveVector(e, lanesField(offsetof(JitFrame::LdsLanes, values), bytes), result);
  a.mov(x86::rax, inst.pc);
  a.mov(lanesField(offsetof(JitFrame::LdsLanes, pc), 8), x86::rax);
  a.call(e.ldsLaneLoads());
  moveVector(e, result, lanesField(offsetof(JitFrame::LdsLanes, values), bytes));
}

// The iota of dword offsets across a chunk: 0, 4, 8, ...
x86::Mem dwordSteps(Emitter& e) {
  std::vector<std::uint32_t> steps(e.chunkLanes());
  for (unsigned i = 0; i < steps.size(); ++i) steps[i] = 4 * i;
  x86::Mem m = e.constantWords(steps);
  m.setSize(4 * e.chunkLanes());
  return m;
}

// AVX-512: k1 = active lanes, k2 = those inside the window.
void loadChunk512(Emitter& e, const ir::Inst& inst, unsigned c) {
  auto& a = e.a;
  Label notConsecutive = a.newLabel(), gather = a.newLabel(), loaded = a.newLabel(), done = a.newLabel();
  x86::Vec offsets = e.operandChunk32(x86::zmm16, inst.operands[0], c);
  e.loadMaskK(x86::k1, inst.operands[1], c);
  x86::Vec result = e.resultChunk32(inst, x86::zmm18);
  a.vpbroadcastd(x86::zmm19, frameField(offsetof(JitFrame, ldsDwordLimit), 4));
  a.k(x86::k1).vpcmpud(x86::k2, offsets, x86::zmm19, 1);  // offset < limit
  a.mov(x86::rax, Emitter::frame(offsetof(JitFrame, ldsBase)));
  a.vmovd(x86::ecx, offsets.xmm());
  a.vpbroadcastd(x86::zmm17, offsets.xmm());
  a.vpaddd(x86::zmm19, x86::zmm17, dwordSteps(e));
  a.vpcmpeqd(x86::k3, x86::zmm19, offsets);
  a.kortestw(x86::k3, x86::k3);
  a.jnc(notConsecutive);
  a.cmp(x86::ecx, -64);  // lane 0's 16 dwords do not wrap at 32 bits
  a.ja(notConsecutive);
  a.k(x86::k2).z().vmovdqu32(result, x86::ptr(x86::rax, x86::rcx));
  a.jmp(loaded);
  a.bind(notConsecutive);
  a.vpcmpeqd(x86::k3, x86::zmm17, offsets);
  a.kortestw(x86::k3, x86::k3);
  a.jnc(gather);
  a.kortestw(x86::k2, x86::k2);  // a lane inside the window vouches for the one offset
  a.jz(gather);
  a.k(x86::k2).z().vpbroadcastd(result, x86::dword_ptr(x86::rax, x86::rcx));
  a.jmp(loaded);
  a.bind(gather);
  a.vpxord(result, result, result);
  a.kmovw(x86::k3, x86::k2);
  a.k(x86::k3).vpgatherdd(result, x86::ptr(x86::rax, offsets));
  a.bind(loaded);
  a.kandnw(x86::k3, x86::k2, x86::k1);  // active, outside the window
  a.kortestw(x86::k3, x86::k3);
  a.jz(done);
  a.kmovw(x86::eax, x86::k3);
  loadOutsideLanes(e, inst, offsets, result);
  a.bind(done);
  e.storeChunk32(inst, c, result);
}

// AVX2: ymm1 = active lanes, ymm2 = those inside the window (all-ones lanes).
void loadChunk256(Emitter& e, const ir::Inst& inst, unsigned c) {
  auto& a = e.a;
  Label notConsecutive = a.newLabel(), gather = a.newLabel(), loaded = a.newLabel(), done = a.newLabel();
  x86::Vec offsets = e.operandChunk32(x86::ymm0, inst.operands[0], c);
  e.loadMaskLanes32(x86::ymm1, inst.operands[1], c);
  x86::Vec result = e.resultChunk32(inst, x86::ymm5);
  x86::Mem sign = e.chunkConstant32(0x80000000u);
  a.vpbroadcastd(x86::ymm2, frameField(offsetof(JitFrame, ldsDwordLimit), 4));
  a.vpxor(x86::ymm2, x86::ymm2, sign);
  a.vpxor(x86::ymm3, offsets, sign);
  a.vpcmpgtd(x86::ymm2, x86::ymm2, x86::ymm3);  // offset < limit, unsigned
  a.vpand(x86::ymm2, x86::ymm2, x86::ymm1);
  a.mov(x86::rax, Emitter::frame(offsetof(JitFrame, ldsBase)));
  a.vmovd(x86::ecx, offsets.xmm());
  a.vpbroadcastd(x86::ymm3, offsets.xmm());
  a.vpaddd(x86::ymm4, x86::ymm3, dwordSteps(e));
  a.vpcmpeqd(x86::ymm4, x86::ymm4, offsets);
  a.vpmovmskb(x86::edx, x86::ymm4);
  a.cmp(x86::edx, -1);
  a.jne(notConsecutive);
  a.cmp(x86::ecx, -32);  // lane 0's 8 dwords do not wrap at 32 bits
  a.ja(notConsecutive);
  a.vpmaskmovd(result, x86::ymm2, x86::ptr(x86::rax, x86::rcx));
  a.jmp(loaded);
  a.bind(notConsecutive);
  a.vpcmpeqd(x86::ymm4, x86::ymm3, offsets);
  a.vpmovmskb(x86::edx, x86::ymm4);
  a.cmp(x86::edx, -1);
  a.jne(gather);
  a.vptest(x86::ymm2, x86::ymm2);  // a lane inside the window vouches for the one offset
  a.jz(gather);
  a.vpbroadcastd(result, x86::dword_ptr(x86::rax, x86::rcx));
  a.vpand(result, result, x86::ymm2);
  a.jmp(loaded);
  a.bind(gather);
  a.vpxor(result, result, result);
  a.vmovdqa(x86::ymm4, x86::ymm2);
  a.vpgatherdd(result, x86::ptr(x86::rax, offsets), x86::ymm4);
  a.bind(loaded);
  a.vpandn(x86::ymm4, x86::ymm2, x86::ymm1);  // active, outside the window
  a.vmovmskps(x86::eax, x86::ymm4);
  a.test(x86::eax, x86::eax);
  a.jz(done);
  loadOutsideLanes(e, inst, offsets, result);
  a.bind(done);
  e.storeChunk32(inst, c, result);
}

}  // namespace

bool ldsLoadInRegion(const Emitter& e, const ir::Inst& inst) {
  return inst.op == ir::Op::Load && !e.options.ldsOutOfRangeFaults && ldsGatherShape(inst, &inst) &&
         !ir::MemAccess::decode(inst.imm).signExtend && !e.loadsOnSharedRoots.count(&inst);
}

void emitLdsLoadInRegion(Emitter& e, const ir::Inst& inst) {
  for (unsigned c : e.chunks()) {
    if (e.zmmChunks()) {
      loadChunk512(e, inst, c);
    } else {
      loadChunk256(e, inst, c);
    }
  }
}

// Called with rsp 8 past a 16-byte boundary. Keeps what a region holds
// across ops: r10 and r11 (the chunk) and the chunk cache registers; the
// caller reloads the rest. On a refusal it leaves through the exit path
// with the stack as the blocks have it.
void emitLdsLaneLoads(Emitter& e) {
  auto& a = e.a;
  bool zmm = e.zmmChunks();
  std::vector<unsigned> kept;
  for (unsigned i = 0; i < kChunkCacheVecs; ++i) kept.push_back(kChunkCacheVec + i);
  if (zmm) {
    for (unsigned i = 0; i < kChunkCacheZmms; ++i) kept.push_back(kChunkCacheZmm + i);
  }
  std::int32_t vecBytes = zmm ? 64 : 32;
  std::int32_t area = 16 + vecBytes * std::int32_t(kept.size()) + 8;  // + 8: 16-byte aligned for the call
  Label refused = a.newLabel();
  a.bind(e.ldsLaneLoads());
  a.sub(x86::rsp, area);
  a.mov(x86::qword_ptr(x86::rsp), x86::r10);
  a.mov(x86::qword_ptr(x86::rsp, 8), x86::r11);
  for (std::size_t i = 0; i < kept.size(); ++i) {
    moveVector(e, x86::ptr(x86::rsp, 16 + vecBytes * std::int32_t(i)), e.vec(kept[i]));
  }
  a.vzeroupper();
  a.mov(x86::rdi, x86::r13);
  e.moveHelperAddress(x86::rax, reinterpret_cast<const void*>(&gcnjitLdsLaneLoads));
  a.call(x86::rax);
  a.test(x86::eax, x86::eax);
  a.jnz(refused);
  for (std::size_t i = 0; i < kept.size(); ++i) {
    moveVector(e, e.vec(kept[i]), x86::ptr(x86::rsp, 16 + vecBytes * std::int32_t(i)));
  }
  a.mov(x86::r10, x86::qword_ptr(x86::rsp));
  a.mov(x86::r11, x86::qword_ptr(x86::rsp, 8));
  a.add(x86::rsp, area);
  a.ret();
  a.bind(refused);
  a.add(x86::rsp, area + 8);  // and the return address
  a.jmp(e.exitLabel());
}

extern "C" int gcnjitLdsLaneLoads(JitFrame* frame) {
  JitFrame::LdsLanes& lanes = frame->ldsLanes;
  for (std::uint32_t m = lanes.lanes; m; m &= m - 1) {
    unsigned i = unsigned(__builtin_ctz(m));
    std::uint32_t value = 0;
    if (!frame->memory->load(ir::AddrSpace::Lds, lanes.offsets[i], i, &value, 4)) {
      char text[96];
      std::snprintf(text, sizeof text, "LDS offset 0x%x: the memory refused the load", lanes.offsets[i]);
      frame->exitKind = std::uint64_t(ir::ExitStatus::Kind::Fault);
      frame->exitPc = lanes.pc;
      *frame->message = text;
      return 1;
    }
    lanes.values[i] = value;
  }
  return 0;
}

}  // namespace gcnjit::backend_x64
