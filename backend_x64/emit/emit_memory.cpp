// Loads and stores. 4-byte LDS loads and stores are 8 plain accesses where
// all 64 lanes' offsets are consecutive inside the LDS; else a bounds check,
// then per chunk one access where the lanes' offsets are consecutive, else
// vpgatherdd or lane-by-lane stores (AVX-512: lds_avx512.cpp).
// The common global shapes — 4-byte loads and 4- or 8-byte stores of
// vector lanes — are AVX2 code: a vector check that every active lane's
// address lies in one host range the frame vouches for (JitFrame::rangeLo/
// Hi, refilled by a helper call on a miss), then chunk by chunk of 8
// lanes: a chunk whose lanes address consecutive elements is one plain or
// masked load or store (vpmaskmov never touches inactive lanes), a chunk
// whose lanes share one address is one broadcast load, another is gathered
// (loads) or stored lane by lane (stores). 1- and 2-byte global accesses
// are global_sub_dword.cpp's. Anything else, and
// any failed check, calls the window-checked helpers of memory_helpers.h,
// which fall back to the interpreter's lane-by-lane code.
#include <cstddef>
#include <optional>

#include "backend_x64/emit/emit_common.h"
#include "backend_x64/emit/global_avx512.h"
#include "backend_x64/emit/global_in_region.h"
#include "backend_x64/emit/global_shape.h"
#include "backend_x64/emit/indexed_access.h"
#include "backend_x64/emit/global_sub_dword.h"
#include "backend_x64/emit/lds_avx512.h"
#include "backend_x64/emit/lds_checks.h"
#include "backend_x64/emit/lds_group_starts.h"
#include "backend_x64/emit/lds_in_region.h"
#include "backend_x64/emit/vouched_range.h"
#include "backend_x64/frame.h"
#include "backend_x64/memory_helpers.h"
#include "ir/constant_offset.h"
#include "ir/dword_quad.h"
#include "ir/memory.h"

namespace gcnjit::backend_x64 {

bool globalShape(const ir::Inst& inst, const ir::Inst* data) {
  ir::MemAccess access = ir::MemAccess::decode(inst.imm);
  if (access.space != ir::AddrSpace::Global || access.atomic != ir::AtomicOp::None ||
      inst.operands[0]->type != ir::Type::vector(ir::Elem::I64)) {
    return false;
  }
  return (access.size == 4 && isVector32(data->type)) || (access.size == 8 && isVector64(data->type));
}

namespace {

using x86::ymm0;
using x86::ymm1;
using x86::ymm2;

// Jumps to `scattered` unless lanes 8c..8c+7 of `addresses` address
// consecutive elements of `size` bytes. Leaves the first address broadcast
// in ymm3; clobbers ymm4, ymm5 and r8.
void chunkConsecutive(Emitter& e, const ir::Inst* addresses, unsigned c, unsigned size, Label scattered) {
  auto& a = e.a;
  std::uint32_t low[8] = {}, high[8] = {};  // qword offsets of lanes 0-3 and 4-7
  for (unsigned l = 0; l < 4; ++l) {
    low[2 * l] = l * size;
    high[2 * l] = (l + 4) * size;
  }
  x86::Mem first = e.at(addresses, std::int32_t(c * 64));
  first.setSize(8);
  a.vpbroadcastq(x86::ymm3, first);
  a.vpaddq(x86::ymm4, x86::ymm3, e.constant32x8(low));
  a.vpcmpeqq(x86::ymm4, x86::ymm4, e.at(addresses, std::int32_t(c * 64)));
  a.vpaddq(x86::ymm5, x86::ymm3, e.constant32x8(high));
  a.vpcmpeqq(x86::ymm5, x86::ymm5, e.at(addresses, std::int32_t(c * 64 + 32)));
  a.vpand(x86::ymm4, x86::ymm4, x86::ymm5);
  a.vmovmskpd(x86::r8d, x86::ymm4);
  a.cmp(x86::r8d, 0xf);
  a.jne(scattered);
}

// Jumps to `otherwise` unless in each chunk of 8 lanes every lane, active
// or not, has the chunk's first lane's address (a matrix row's element read
// by a tile's row of lanes) and that element of `size` bytes lies in the
// vouched-for range around lane 0's. Clobbers ymm3-ymm5, rcx, r8 and r9.
void chunksUniformInOneRange(Emitter& e, const ir::Inst* addresses, unsigned size, Label otherwise) {
  auto& a = e.a;
  findRangeOfLane0(e, addresses, otherwise);
  a.sub(x86::r9, std::int32_t(size));  // the last element start that fits
  for (unsigned c = 0; c < kChunks; ++c) {
    x86::Mem first = laneAddress(e, addresses, 8 * c);
    a.mov(x86::rcx, first);
    a.cmp(x86::rcx, x86::r8);
    a.jb(otherwise);
    a.cmp(x86::rcx, x86::r9);
    a.ja(otherwise);
    a.vpbroadcastq(x86::ymm3, first);
    a.vpcmpeqq(x86::ymm4, x86::ymm3, e.at(addresses, std::int32_t(c * 64)));
    a.vpcmpeqq(x86::ymm5, x86::ymm3, e.at(addresses, std::int32_t(c * 64 + 32)));
    a.vpand(x86::ymm4, x86::ymm4, x86::ymm5);
    a.vmovmskpd(x86::ecx, x86::ymm4);
    a.cmp(x86::ecx, 0xf);
    a.jne(otherwise);
  }
}

// Emits `body` once per active lane of chunk `c` of `mask`, in ascending
// order, with the lane's index within the chunk in rcx; then falls through
// (to `done` when no lane is active). Clobbers rdx.
template <class Body>
void forEachActiveLane(Emitter& e, const ir::Inst* mask, unsigned c, Label done, Body body) {
  auto& a = e.a;
  Label lane = a.newLabel();
  e.loadMaskByte(x86::rdx, mask, c);
  a.test(x86::rdx, x86::rdx);
  a.jz(done);
  a.bind(lane);
  a.tzcnt(x86::rcx, x86::rdx);
  body();
  a.blsr(x86::rdx, x86::rdx);
  a.jnz(lane);
}

// Under a mask that is not the constant all-lanes: jumps to `full` when
// every lane of chunk c is active and to `none` when none is, so that only
// the mixed chunks take vpmaskmov (microcoded and slow on AMD hosts).
// Clobbers r11.
void branchOnChunkLanes(Emitter& e, const ir::Inst* mask, unsigned c, Label full, Label none) {
  e.loadMaskByte(x86::r11, mask, c);
  e.a.cmp(x86::r11d, 0xff);
  e.a.je(full);
  e.a.test(x86::r11d, x86::r11d);
  e.a.jz(none);
}

// Chunk c of a `size`-byte load from `at` into ymm0 (8 bytes: lanes
// 8c..8c+3 in ymm0, 8c+4..8c+7 in ymm1); inactive lanes load 0 (vpmaskmov
// never touches them). Clobbers ymm1 (4 bytes) or ymm2, ymm6 and ymm7 (8).
void loadChunkAt(Emitter& e, const ir::Inst* mask, unsigned c, unsigned size, const x86::Mem& at) {
  auto& a = e.a;
  x86::Mem upper = at;
  upper.addOffset(32);
  auto plain = [&] {
    a.vmovdqu(ymm0, at);
    if (size == 8) a.vmovdqu(ymm1, upper);
  };
  if (Emitter::isAllLanes(mask)) return plain();
  Label full = a.newLabel(), none = a.newLabel(), done = a.newLabel();
  branchOnChunkLanes(e, mask, c, full, none);
  if (size == 4) {
    e.loadMaskLanes32(ymm1, mask, c);
    a.vpmaskmovd(ymm0, ymm1, at);
  } else {
    e.loadMaskLanes64(x86::ymm6, x86::ymm7, mask, c);
    a.vpmaskmovq(ymm0, x86::ymm6, at);
    a.vpmaskmovq(ymm1, x86::ymm7, upper);
  }
  a.jmp(done);
  a.bind(none);
  a.vpxor(ymm0, ymm0, ymm0);
  if (size == 8) a.vpxor(ymm1, ymm1, ymm1);
  a.jmp(done);
  a.bind(full);
  plain();
  a.bind(done);
}

// Chunk c of `inst` from ymm0 (and ymm1 for 8-byte lanes), as loadChunkAt
// leaves them.
void storeLoadedChunk(Emitter& e, const ir::Inst& inst, unsigned c, unsigned size) {
  if (size == 4) return e.storeChunk32(inst, c, ymm0);
  e.storeChunk64(inst, c, ymm0, ymm1);
}

// Chunk c of a `size`-byte load, every lane from the element at `element`,
// into ymm0 (and ymm1) as loadChunkAt leaves them. Clobbers ymm2, ymm4, ymm5.
void broadcastChunk(Emitter& e, const ir::Inst* mask, unsigned c, unsigned size, const x86::Gp& element) {
  auto& a = e.a;
  bool allLanes = Emitter::isAllLanes(mask);
  if (size == 4) {
    a.vpbroadcastd(ymm0, x86::dword_ptr(element));
    if (allLanes) return;
    e.loadMaskLanes32(ymm1, mask, c);
    a.vpand(ymm0, ymm0, ymm1);  // inactive lanes load 0
    return;
  }
  a.vpbroadcastq(ymm0, x86::qword_ptr(element));
  if (allLanes) return void(a.vmovdqa(ymm1, ymm0));
  e.loadMaskLanes64(x86::ymm4, x86::ymm5, mask, c);
  a.vpand(ymm1, ymm0, x86::ymm5);  // inactive lanes load 0
  a.vpand(ymm0, ymm0, x86::ymm4);
}

// Chunk c of a `size`-byte load gathered from its lanes' host addresses
// (r9 holds 0), into ymm0 (and ymm1) as loadChunkAt leaves them; inactive
// lanes load 0. Clobbers ymm2-ymm7.
void gatherChunk(Emitter& e, const ir::Inst* addresses, const ir::Inst* mask, unsigned c, unsigned size) {
  auto& a = e.a;
  a.vmovdqu(x86::ymm3, e.at(addresses, std::int32_t(c * 64)));
  a.vmovdqu(x86::ymm4, e.at(addresses, std::int32_t(c * 64 + 32)));
  a.vpxor(ymm0, ymm0, ymm0);
  a.vpxor(ymm1, ymm1, ymm1);
  if (size == 8) {
    e.loadMaskLanes64(x86::ymm6, x86::ymm7, mask, c);
    a.vpgatherqq(ymm0, x86::ptr(x86::r9, x86::ymm3), x86::ymm6);
    a.vpgatherqq(ymm1, x86::ptr(x86::r9, x86::ymm4), x86::ymm7);
    return;
  }
  e.loadMaskLanes32(ymm2, mask, c);
  a.vextracti128(x86::xmm5, ymm2, 1);
  a.vpgatherqd(x86::xmm0, x86::ptr(x86::r9, x86::ymm3), x86::xmm2);
  a.vpgatherqd(x86::xmm1, x86::ptr(x86::r9, x86::ymm4), x86::xmm5);
  a.vinserti128(ymm0, ymm0, x86::xmm1, 1);
}

// Chunk c of `data` as `size`-byte elements stored at `at` (two ymm for 8
// bytes), its active lanes only.
void storeChunkAt(Emitter& e, const ir::Inst* data, const ir::Inst* mask, unsigned c, unsigned size,
                  const x86::Mem& at) {
  auto& a = e.a;
  x86::Mem upper = at;
  upper.addOffset(32);
  auto plain = [&] {
    a.vmovdqu(at, ymm0);
    if (size == 8) a.vmovdqu(upper, ymm1);
  };
  if (size == 4) {
    e.loadChunk32(ymm0, data, c);
  } else {
    e.loadChunk64(ymm0, ymm1, data, c);
  }
  if (Emitter::isAllLanes(mask)) return plain();
  Label full = a.newLabel(), done = a.newLabel();
  branchOnChunkLanes(e, mask, c, full, done);
  if (size == 4) {
    e.loadMaskLanes32(x86::ymm6, mask, c);
    a.vpmaskmovd(at, x86::ymm6, ymm0);
  } else {
    e.loadMaskLanes64(x86::ymm6, x86::ymm7, mask, c);
    a.vpmaskmovq(at, x86::ymm6, ymm0);
    a.vpmaskmovq(upper, x86::ymm7, ymm1);
  }
  a.jmp(done);
  a.bind(full);
  plain();
  a.bind(done);
}

// The common case first, as for global accesses: all 64 lanes, active or
// not, at consecutive dwords from lane 0's offset, and the span inside the
// LDS; then no lane needs a check of its own. Jumps to `otherwise` unless
// so; leaves the host address of lane 0's dword in rax. Clobbers ymm3-ymm6,
// rcx and r10.
void ldsWholeWaveConsecutive(Emitter& e, const ir::Inst* offsets, Label otherwise) {
  auto& a = e.a;
  x86::Mem first = e.at(offsets), last = e.at(offsets, 63 * 4);
  first.setSize(4);
  last.setSize(4);
  // Lane 63 first: it rules out most other patterns at once.
  a.mov(x86::ecx, first);
  a.add(x86::ecx, 63 * 4);
  a.cmp(x86::ecx, last);
  a.jne(otherwise);
  a.vpbroadcastd(x86::ymm3, first);
  for (unsigned c = 0; c < kChunks; ++c) {
    std::uint32_t steps[8];
    for (unsigned l = 0; l < 8; ++l) steps[l] = 4 * (8 * c + l);
    a.vpaddd(x86::ymm4, x86::ymm3, e.constant32x8(steps));
    e.loadChunk32(x86::ymm5, offsets, c);
    if (c == 0) {
      a.vpcmpeqd(x86::ymm6, x86::ymm4, x86::ymm5);
    } else {
      a.vpcmpeqd(x86::ymm4, x86::ymm4, x86::ymm5);
      a.vpand(x86::ymm6, x86::ymm6, x86::ymm4);
    }
  }
  a.vmovmskps(x86::ecx, x86::ymm6);
  a.cmp(x86::ecx, 0xff);
  a.jne(otherwise);
  a.mov(x86::ecx, first);
  ldsLastOffsetFor(e, x86::r10, 64 * 4);
  a.cmp(x86::rcx, x86::r10);
  a.jg(otherwise);
  a.mov(x86::rax, Emitter::frame(offsetof(JitFrame, ldsBase)));
  a.add(x86::rax, x86::rcx);
}

// LDS loads: whole-wave consecutive; else chunk by chunk from the LDS
// base, where the common patterns take one plain load without a check per
// lane: all 8 lanes (active or not) at one offset inside the LDS (a
// broadcast), or at 8 consecutive dwords inside it; others gather once
// their active lanes are checked. A lane out of range takes the whole load
// to the helper (which reads 0 there, as the ISA says).
void ldsGather(Emitter& e, const ir::Inst& inst, Label slow) {
  auto& a = e.a;
  const ir::Inst* offsets = inst.operands[0];
  const ir::Inst* mask = inst.operands[1];
  Label general = a.newLabel(), done = a.newLabel();
  ldsWholeWaveConsecutive(e, offsets, general);
  for (unsigned c = 0; c < kChunks; ++c) {
    loadChunkAt(e, mask, c, 4, x86::ptr(x86::rax, std::int32_t(32 * c)));
    e.storeChunk32(inst, c, ymm0);
  }
  a.jmp(done);
  a.bind(general);
  bool allLanes = Emitter::isAllLanes(mask);
  std::uint32_t steps[8];
  for (unsigned l = 0; l < 8; ++l) steps[l] = 4 * l;
  x86::Mem step = e.constant32x8(steps);
  x86::Mem sign = e.broadcastConstant32(0x80000000u);
  a.mov(x86::rax, Emitter::frame(offsetof(JitFrame, ldsBase)));
  a.mov(x86::r10, Emitter::frame(offsetof(JitFrame, ldsBytes)));
  a.sub(x86::r10, 4);  // the last offset a dword fits at
  a.jb(slow);          // no LDS window
  // ymm15: that offset, biased for the signed compares of the gather check.
  a.vmovd(x86::xmm15, x86::r10d);
  a.vpbroadcastd(x86::ymm15, x86::xmm15);
  a.vpxor(x86::ymm15, x86::ymm15, sign);
  for (unsigned c = 0; c < kChunks; ++c) {
    Label gather = a.newLabel(), consecutive = a.newLabel(), stored = a.newLabel(), none = a.newLabel();
    e.loadChunk32(ymm2, offsets, c);
    if (allLanes) {
      a.vpcmpeqd(ymm1, ymm1, ymm1);
    } else {
      e.loadMaskLanes32(ymm1, mask, c);
      a.vmovmskps(x86::r9d, ymm1);
      a.test(x86::r9d, x86::r9d);
      a.jz(none);
    }
    a.vmovd(x86::ecx, x86::xmm2);
    a.vpbroadcastd(x86::ymm3, x86::xmm2);
    a.vpcmpeqd(x86::ymm4, ymm2, x86::ymm3);
    a.vmovmskps(x86::r8d, x86::ymm4);
    a.cmp(x86::r8d, 0xff);
    a.jne(consecutive);
    a.cmp(x86::rcx, x86::r10);
    a.jg(gather);
    a.vpbroadcastd(ymm0, x86::dword_ptr(x86::rax, x86::rcx));
    if (!allLanes) a.vpand(ymm0, ymm0, ymm1);  // inactive lanes load 0
    a.jmp(stored);
    a.bind(consecutive);
    a.vpaddd(x86::ymm3, x86::ymm3, step);
    a.vpcmpeqd(x86::ymm4, ymm2, x86::ymm3);
    a.vmovmskps(x86::r8d, x86::ymm4);
    a.cmp(x86::r8d, 0xff);
    a.jne(gather);
    a.lea(x86::r8, x86::ptr(x86::rcx, 28));  // the chunk's last dword
    a.cmp(x86::r8, x86::r10);
    a.jg(gather);
    loadChunkAt(e, mask, c, 4, x86::ptr(x86::rax, x86::rcx));
    a.jmp(stored);
    if (!allLanes) {
      a.bind(none);
      a.vpxor(ymm0, ymm0, ymm0);
      a.jmp(stored);
    }
    a.bind(gather);
    a.vpxor(x86::ymm4, ymm2, sign);
    a.vpcmpgtd(x86::ymm4, x86::ymm4, x86::ymm15);  // past the end
    a.vptest(x86::ymm4, ymm1);                     // ... and active
    a.jnz(slow);
    a.vpxor(ymm0, ymm0, ymm0);  // inactive lanes load 0
    a.vpgatherdd(ymm0, x86::ptr(x86::rax, ymm2), ymm1);
    a.bind(stored);
    e.storeChunk32(inst, c, ymm0);
  }
  a.bind(done);
}

// 4- or 8-byte global loads with every active lane in one vouched-for
// range: per chunk one load where the lanes are consecutive, a broadcast
// where they share an address, else vpgatherqd / vpgatherqq, four lanes at
// a time (inactive lanes load 0); otherwise `slow`.
void globalLoad(Emitter& e, const ir::Inst& inst, Label slow) {
  auto& a = e.a;
  const ir::Inst* addresses = inst.operands[0];
  const ir::Inst* mask = inst.operands[1];
  unsigned size = ir::MemAccess::decode(inst.imm).size;
  bool deferred = e.isDeferredAddress(addresses);
  Label uniform = a.newLabel(), general = a.newLabel(), done = a.newLabel();
  (deferred ? indexedWholeWaveYmm : consecutiveInOneRange)(e, addresses, size, uniform);
  prefetchAhead(e, 64 * size);
  for (unsigned c = 0; c < kChunks; ++c) {
    loadChunkAt(e, mask, c, size, x86::ptr(x86::rax, std::int32_t(8 * size * c)));
    storeLoadedChunk(e, inst, c, size);
  }
  a.jmp(done);
  a.bind(uniform);
  (deferred ? indexedChunksUniformYmm : chunksUniformInOneRange)(e, addresses, size, general);
  for (unsigned c = 0; c < kChunks; ++c) {
    if (deferred) {
      indexedLaneAddress(e, addresses, 8 * c, x86::rcx, x86::r10);
    } else {
      a.mov(x86::rcx, laneAddress(e, addresses, 8 * c));
    }
    broadcastChunk(e, mask, c, size, x86::rcx);
    storeLoadedChunk(e, inst, c, size);
  }
  a.jmp(done);
  a.bind(general);
  if (deferred) materialiseLaneAddress(e, addresses);
  lanesInOneRange(e, addresses, mask, size, slow);
  a.xor_(x86::r9d, x86::r9d);
  for (unsigned c = 0; c < kChunks; ++c) {
    Label scattered = a.newLabel(), gather = a.newLabel(), loaded = a.newLabel();
    chunkConsecutive(e, addresses, c, size, scattered);
    a.mov(x86::rcx, e.at(addresses, std::int32_t(c * 64)));
    loadChunkAt(e, mask, c, size, x86::ptr(x86::rcx));
    a.jmp(loaded);
    // One address for the chunk: one element broadcast. It was checked
    // only if a lane is active.
    a.bind(scattered);
    a.vpcmpeqq(x86::ymm4, x86::ymm3, e.at(addresses, std::int32_t(c * 64)));
    a.vpcmpeqq(x86::ymm5, x86::ymm3, e.at(addresses, std::int32_t(c * 64 + 32)));
    a.vpand(x86::ymm4, x86::ymm4, x86::ymm5);
    a.vmovmskpd(x86::r8d, x86::ymm4);
    a.cmp(x86::r8d, 0xf);
    a.jne(gather);
    e.loadMaskByte(x86::r8, mask, c);
    a.test(x86::r8d, x86::r8d);
    a.jz(gather);
    a.vmovq(x86::rcx, x86::xmm3);
    broadcastChunk(e, mask, c, size, x86::rcx);
    a.jmp(loaded);
    a.bind(gather);
    gatherChunk(e, addresses, mask, c, size);
    a.bind(loaded);
    storeLoadedChunk(e, inst, c, size);
  }
  a.bind(done);
}

// 4- or 8-byte global stores with every active lane in one vouched-for
// range: per chunk one store where the lanes are consecutive, else one
// store per active lane in ascending order (the highest lane wins where
// addresses collide, as in the interpreter; chunks go in ascending order
// too); otherwise `slow`.
void globalStore(Emitter& e, const ir::Inst& inst, Label slow) {
  auto& a = e.a;
  const ir::Inst* addresses = inst.operands[0];
  const ir::Inst* data = inst.operands[1];
  const ir::Inst* mask = inst.operands[2];
  unsigned size = ir::MemAccess::decode(inst.imm).size;
  bool deferred = e.isDeferredAddress(addresses);
  Label general = a.newLabel(), done = a.newLabel();
  (deferred ? indexedWholeWaveYmm : consecutiveInOneRange)(e, addresses, size, general);
  for (unsigned c = 0; c < kChunks; ++c) {
    storeChunkAt(e, data, mask, c, size, x86::ptr(x86::rax, std::int32_t(8 * size * c)));
  }
  a.jmp(done);
  a.bind(general);
  if (deferred) materialiseLaneAddress(e, addresses);
  lanesInOneRange(e, addresses, mask, size, slow);
  x86::Mem addressLanes = e.at(addresses), dataLanes = e.at(data);
  x86::Gp value = size == 8 ? x86::Gp(x86::r9) : x86::Gp(x86::r9d);
  for (unsigned c = 0; c < kChunks; ++c) {
    Label scattered = a.newLabel(), next = a.newLabel();
    chunkConsecutive(e, addresses, c, size, scattered);
    a.mov(x86::rcx, e.at(addresses, std::int32_t(c * 64)));
    storeChunkAt(e, data, mask, c, size, x86::ptr(x86::rcx));
    a.jmp(next);
    a.bind(scattered);
    forEachActiveLane(e, mask, c, next, [&] {
      a.mov(x86::rax, x86::ptr(addressLanes.baseReg().as<x86::Gp>(), x86::rcx, 3,
                               std::int32_t(addressLanes.offset()) + std::int32_t(c * 64)));
      a.mov(value, x86::ptr(dataLanes.baseReg().as<x86::Gp>(), x86::rcx, size == 8 ? 3 : 2,
                            std::int32_t(dataLanes.offset()) + std::int32_t(c * 8 * size), size));
      a.mov(x86::ptr(x86::rax, 0, size), value);
    });
    a.bind(next);
  }
  a.bind(done);
}

// In-range LDS stores: whole-wave consecutive, else per chunk of 8 lanes
// one store where the lanes' offsets are consecutive and lane 0's span lies
// in the LDS (an inactive lane 0's offset is unchecked: below zero, the
// active lanes' wrap at 32 bits onto offsets the bounds check let through),
// else the active lanes one by one in ascending order (the highest lane
// wins when offsets collide, as in the interpreter; chunks go in ascending
// order too).
void ldsScatter(Emitter& e, const ir::Inst& inst, Label slow) {
  auto& a = e.a;
  const ir::Inst* offsets = inst.operands[0];
  const ir::Inst* data = inst.operands[1];
  const ir::Inst* mask = inst.operands[2];
  Label general = a.newLabel(), done = a.newLabel();
  ldsWholeWaveConsecutive(e, offsets, general);
  for (unsigned c = 0; c < kChunks; ++c) storeChunkAt(e, data, mask, c, 4, x86::ptr(x86::rax, std::int32_t(32 * c)));
  a.jmp(done);
  a.bind(general);
  ldsBoundsCheck(e, offsets, mask, slow);
  a.mov(x86::rax, Emitter::frame(offsetof(JitFrame, ldsBase)));
  ldsLastOffsetFor(e, x86::r10, 4);  // the bounds check passed: not negative
  std::uint32_t steps[8];
  for (unsigned l = 0; l < 8; ++l) steps[l] = 4 * l;
  x86::Mem step = e.constant32x8(steps);
  x86::Mem offsetLanes = e.at(offsets), dataLanes = e.at(data);
  for (unsigned c = 0; c < kChunks; ++c) {
    Label scattered = a.newLabel(), next = a.newLabel();
    e.loadChunk32(ymm2, offsets, c);
    a.vmovd(x86::ecx, x86::xmm2);
    a.vpbroadcastd(x86::ymm3, x86::xmm2);
    a.vpaddd(x86::ymm3, x86::ymm3, step);
    a.vpcmpeqd(x86::ymm4, ymm2, x86::ymm3);
    a.vmovmskps(x86::r8d, x86::ymm4);
    a.cmp(x86::r8d, 0xff);
    a.jne(scattered);
    a.lea(x86::r8, x86::ptr(x86::rcx, 28));  // the chunk's last dword
    a.cmp(x86::r8, x86::r10);
    a.jg(scattered);
    storeChunkAt(e, data, mask, c, 4, x86::ptr(x86::rax, x86::rcx));
    a.jmp(next);
    a.bind(scattered);
    forEachActiveLane(e, mask, c, next, [&] {
      a.mov(x86::r8d, x86::dword_ptr(offsetLanes.baseReg().as<x86::Gp>(), x86::rcx, 2,
                                     std::int32_t(offsetLanes.offset()) + std::int32_t(c * 32)));
      a.mov(x86::r9d, x86::dword_ptr(dataLanes.baseReg().as<x86::Gp>(), x86::rcx, 2,
                                     std::int32_t(dataLanes.offset()) + std::int32_t(c * 32)));
      a.mov(x86::dword_ptr(x86::rax, x86::r8), x86::r9d);
    });
    a.bind(next);
  }
  a.bind(done);
}

}  // namespace

bool ldsGatherShape(const ir::Inst& inst, const ir::Inst* data) {
  ir::MemAccess access = ir::MemAccess::decode(inst.imm);
  return access.space == ir::AddrSpace::Lds && access.size == 4 && access.atomic == ir::AtomicOp::None &&
         isVector32(inst.operands[0]->type) && isVector32(data->type);
}

void ldsLastOffset(Emitter& e, const ir::Inst* mask, Label slow) {
  auto& a = e.a;
  e.loadScalar(x86::rdx, mask);
  a.test(x86::rdx, x86::rdx);
  a.jz(slow);
  a.mov(x86::rax, Emitter::frame(offsetof(JitFrame, ldsBytes)));
  a.cmp(x86::rax, 4);
  a.jb(slow);
  a.sub(x86::eax, 4);
}

void ldsLastOffsetFor(Emitter& e, const x86::Gp& last, std::int32_t bytes) {
  e.a.mov(last, Emitter::frame(offsetof(JitFrame, ldsBytes)));
  e.a.sub(last, bytes);
}

void ldsBoundsCheck(Emitter& e, const ir::Inst* offsets, const ir::Inst* mask, Label slow) {
  auto& a = e.a;
  x86::Mem sign = e.broadcastConstant32(0x80000000u);
  ldsLastOffset(e, mask, slow);
  a.vmovd(x86::xmm15, x86::eax);
  a.vpbroadcastd(x86::ymm15, x86::xmm15);
  a.vpxor(x86::ymm15, x86::ymm15, sign);  // biased for a signed compare
  a.vpxor(x86::ymm14, x86::ymm14, x86::ymm14);
  for (unsigned c = 0; c < kChunks; ++c) {
    e.loadChunk32(ymm0, offsets, c);
    a.vpxor(ymm0, ymm0, sign);
    a.vpcmpgtd(ymm0, ymm0, x86::ymm15);  // past the end
    e.loadMaskLanes32(ymm1, mask, c);
    a.vpand(ymm0, ymm0, ymm1);
    a.vpor(x86::ymm14, x86::ymm14, ymm0);
  }
  a.vptest(x86::ymm14, x86::ymm14);
  a.jnz(slow);
}

namespace {

// The dword quad (ir/dword_quad.h) that `inst` starts, if its four ops
// are contiguous in the block (the schedule then made them one item).
std::optional<ir::DwordQuad> contiguousQuadAt(const Emitter& e, const ir::Inst& inst) {
  std::size_t index = e.indexInBlock(inst);
  std::optional<ir::DwordQuad> quad = ir::dwordQuadAt(*e.function.blocks()[e.currentBlock], index);
  if (!quad || quad->last != index + 3) return std::nullopt;
  return quad;
}

// The ops of a quad or pair whose first op's emitter emits them all.
template <class Run>
void markRunEmitted(Emitter& e, const Run& run) {
  for (const ir::Inst* op : run.ops) e.markEmitted(op);
}

// The same for a dword pair of the LDS (AVX-512 only: the schedule makes
// it one item there). Not loads whose root other loads of the block read
// too: the root's classification serves them all (lds_group_starts.h).
std::optional<ir::DwordPair> contiguousPairAt(const Emitter& e, const ir::Inst& inst) {
  if (e.options.isa != HostIsa::Avx512 || !ldsGatherShape(inst, inst.op == ir::Op::Load ? &inst : inst.operands[1])) {
    return std::nullopt;
  }
  const ir::Block& block = *e.function.blocks()[e.currentBlock];
  std::size_t index = e.indexInBlock(inst);
  std::optional<ir::DwordPair> pair = ir::dwordPairAt(block, index);
  if (!pair || pair->last != index + 1) return std::nullopt;
  if (inst.op == ir::Op::Load && ldsLoadsOnRoot(block, ir::splitConstantOffset(inst.operands[0]).first) > 2) {
    return std::nullopt;
  }
  return pair;
}

// The native code of each shape of access, and the helper.
struct AccessPaths {
  void (*lds512)(Emitter&, const ir::Inst&, Label);
  void (*lds)(Emitter&, const ir::Inst&, Label);
  void (*global512)(Emitter&, const ir::Inst&, Label);
  void (*global)(Emitter&, const ir::Inst&, Label);
  void (*globalSubDword)(Emitter&, const ir::Inst&, Label);  // either ISA
  int (*helper)(JitFrame*, const HelperSite*);
};
const AccessPaths kLoadPaths{ldsLoad512, ldsGather, globalLoad512, globalLoad, globalSubDwordLoad, &gcnjitLoad};
const AccessPaths kStorePaths{ldsStore512,  ldsScatter,          globalStore512,
                              globalStore,  globalSubDwordStore, &gcnjitStore};

// One Load or Store (`data`: the value loaded or stored): native code for
// the shapes above, the helper for the rest and for whatever a check sends
// to `slow`.
void emitAccessOp(Emitter& e, const ir::Inst& inst, const ir::Inst* data, const AccessPaths& paths) {
  bool wide = e.options.isa == HostIsa::Avx512;
  void (*native)(Emitter&, const ir::Inst&, Label) = nullptr;
  if (ldsGatherShape(inst, data)) {
    native = wide ? paths.lds512 : paths.lds;
  } else if (globalShape(inst, data)) {
    native = wide ? paths.global512 : paths.global;
  } else if (globalSubDwordShape(inst, data)) {
    native = paths.globalSubDword;
  }
  if (!native) return e.callSiteHelper(inst, paths.helper);
  Label slow = e.a.newLabel(), done = e.a.newLabel();
  native(e, inst, slow);
  e.a.jmp(done);
  e.a.bind(slow);
  e.callSiteHelper(inst, paths.helper);
  e.a.bind(done);
}

// The stores of a quad or pair that `inst` starts: `whole`'s code for all
// of them, the stores one by one where it jumps to `slow`; where it emits
// nothing (false), `inst` alone, the others as they come.
template <class Run>
void emitStoreRun(Emitter& e, const ir::Inst& inst, const Run& run, bool (*whole)(Emitter&, const Run&, Label)) {
  Label slow = e.a.newLabel(), done = e.a.newLabel();
  if (!whole(e, run, slow)) return emitAccessOp(e, inst, inst.operands[1], kStorePaths);
  markRunEmitted(e, run);
  e.a.jmp(done);
  e.a.bind(slow);
  for (const ir::Inst* op : run.ops) emitAccessOp(e, *op, op->operands[1], kStorePaths);
  e.a.bind(done);
}

}  // namespace

// With AVX-512 the first load of a global dword quad loads all four (16
// bytes per lane); where a lane is out of range the four run as helper
// calls.
void emit_Load(Emitter& e, const ir::Inst& inst) {
  if (e.emittedEarlier(&inst)) return;
  if (e.inRegion()) return globalAccessInRegion(e, inst) ? emitGlobalAccessInRegion(e, inst) : emitLdsLoadInRegion(e, inst);
  bool quadShape = e.options.isa == HostIsa::Avx512 && globalShape(inst, &inst);
  if (std::optional<ir::DwordQuad> quad = quadShape ? contiguousQuadAt(e, inst) : std::nullopt) {
    markRunEmitted(e, *quad);
    Label slow = e.a.newLabel(), done = e.a.newLabel();
    globalLoadQuad512(e, *quad, slow);
    e.a.jmp(done);
    e.a.bind(slow);
    for (const ir::Inst* op : quad->ops) e.callSiteHelper(*op, &gcnjitLoad);
    e.a.bind(done);
    return;
  }
  if (std::optional<ir::DwordPair> pair = contiguousPairAt(e, inst)) {
    markRunEmitted(e, *pair);
    Label slow = e.a.newLabel(), done = e.a.newLabel();
    ldsLoadPair512(e, *pair, slow);
    e.a.jmp(done);
    e.a.bind(slow);
    for (const ir::Inst* op : pair->ops) emitAccessOp(e, *op, op, kLoadPaths);
    e.a.bind(done);
    return;
  }
  emitAccessOp(e, inst, &inst, kLoadPaths);
}

// With AVX-512 the first store of a full-EXEC LDS quad (or pair) stores
// all four (two) where the lanes' 16 (8) bytes are consecutive; otherwise
// they go one by one as they would alone.
void emit_Store(Emitter& e, const ir::Inst& inst) {
  if (e.emittedEarlier(&inst)) return;
  if (e.inRegion()) return emitGlobalAccessInRegion(e, inst);
  bool quadShape = e.options.isa == HostIsa::Avx512 && ldsGatherShape(inst, inst.operands[1]);
  if (std::optional<ir::DwordQuad> quad = quadShape ? contiguousQuadAt(e, inst) : std::nullopt) {
    return emitStoreRun(e, inst, *quad, ldsStoreQuad512);
  }
  if (std::optional<ir::DwordPair> pair = contiguousPairAt(e, inst)) return emitStoreRun(e, inst, *pair, ldsStorePair512);
  emitAccessOp(e, inst, inst.operands[1], kStorePaths);
}

// LDS loads (lds_in_region.h) and, with AVX-512, 4-byte global loads and
// stores (global_in_region.h) may join chunk regions; other memory ops not.
bool chunkwiseMemory(const Emitter& e, const ir::Inst& inst) {
  return ldsLoadInRegion(e, inst) || globalAccessInRegion(e, inst);
}

}  // namespace gcnjit::backend_x64
