// Finding the host range the frame vouches for around an address
// (JitFrame::rangeLo/Hi, refilled by gcnjitVouchRange on a miss).
#include "backend_x64/emit/vouched_range.h"

#include <cstddef>
#include <optional>

#include "backend_x64/frame.h"
#include "backend_x64/memory_helpers.h"

namespace gcnjit::backend_x64 {

namespace {

// Range `entry`'s bounds, indexed by a register holding the entry.
x86::Mem rangeLoAt(const x86::Gp& entry) { return x86::qword_ptr(x86::r13, entry, 3, offsetof(JitFrame, rangeLo)); }
x86::Mem rangeHiAt(const x86::Gp& entry) { return x86::qword_ptr(x86::r13, entry, 3, offsetof(JitFrame, rangeHi)); }

// Jumps to `found` with the bounds `lo` and `hi` of a range in r8 and r9 if
// it holds the dword at rax. Clobbers rcx (after reading both bounds).
void probeRange(Emitter& e, const x86::Mem& lo, const x86::Mem& hi, Label found) {
  auto& a = e.a;
  Label next = a.newLabel();
  a.mov(x86::r8, lo);
  a.cmp(x86::rax, x86::r8);
  a.jb(next);
  a.mov(x86::r9, hi);
  a.lea(x86::rcx, x86::ptr(x86::r9, -4));
  a.cmp(x86::rax, x86::rcx);
  a.jbe(found);
  a.bind(next);
}

// The same for range `entry`.
void probeRange(Emitter& e, int entry, Label found) {
  probeRange(e, Emitter::frame(std::int32_t(offsetof(JitFrame, rangeLo) + 8 * entry)),
             Emitter::frame(std::int32_t(offsetof(JitFrame, rangeHi) + 8 * entry)), found);
}

}  // namespace

void findRange(Emitter& e, Label slow) {
  auto& a = e.a;
  Label known = a.newLabel();
  x86::Mem memo = Emitter::frame(std::int32_t(offsetof(JitFrame, rangeSiteEntry) + 4 * e.newRangeSite()));
  memo.setSize(4);
  a.mov(x86::ecx, memo);
  probeRange(e, rangeLoAt(x86::rcx), rangeHiAt(x86::rcx), known);
  a.call(e.rangeProbe());
  a.jz(slow);
  a.mov(memo, x86::ecx);
  a.bind(known);
}

void emitRangeProbe(Emitter& e) {
  auto& a = e.a;
  Label found = a.newLabel(), missed = a.newLabel();
  Label foundEntry[JitFrame::kRanges];
  a.bind(e.rangeProbe());
  for (int entry = 0; entry < JitFrame::kRanges; ++entry) {
    foundEntry[entry] = a.newLabel();
    probeRange(e, entry, foundEntry[entry]);
  }
  // The call pushed 8 bytes: 8 more keep rsp 16-byte aligned for the
  // helper, in a slot that keeps rax.
  a.sub(x86::rsp, 8);
  a.mov(x86::qword_ptr(x86::rsp), x86::rax);
  a.mov(x86::rdi, x86::r13);
  a.mov(x86::rsi, x86::rax);
  e.moveHelperAddress(x86::rax, reinterpret_cast<const void*>(&gcnjitVouchRange));
  a.vzeroupper();  // as Emitter::callHelper
  a.call(x86::rax);
  a.test(x86::eax, x86::eax);
  a.jz(missed);
  a.lea(x86::ecx, x86::ptr(x86::rax, -1));  // the entry it filled
  a.mov(x86::r8, rangeLoAt(x86::rcx));
  a.mov(x86::r9, rangeHiAt(x86::rcx));
  a.mov(x86::rax, x86::qword_ptr(x86::rsp));
  a.add(x86::rsp, 8);
  a.jmp(found);
  for (int entry = 0; entry < JitFrame::kRanges; ++entry) {
    a.bind(foundEntry[entry]);
    a.mov(x86::ecx, entry);
    if (entry + 1 < JitFrame::kRanges) a.jmp(found);
  }
  a.bind(found);
  a.test(x86::r13, x86::r13);  // ZF = 0: the frame pointer is never null
  a.ret();
  a.bind(missed);
  a.mov(x86::rax, x86::qword_ptr(x86::rsp));
  a.add(x86::rsp, 8);
  a.xor_(x86::ecx, x86::ecx);  // ZF = 1
  a.ret();
}

x86::Mem laneAddress(Emitter& e, const ir::Inst* addresses, unsigned lane) {
  x86::Mem address = e.at(addresses, std::int32_t(8 * lane));
  address.setSize(8);
  return address;
}

void findRangeOfLane0(Emitter& e, const ir::Inst* addresses, Label slow) {
  e.a.mov(x86::rax, laneAddress(e, addresses, 0));
  findRange(e, slow);
}

void findRangeOfFirstLane(Emitter& e, const ir::Inst* addresses, const ir::Inst* mask, Label slow) {
  auto& a = e.a;
  e.loadScalar(x86::rdx, mask);
  a.test(x86::rdx, x86::rdx);
  a.jz(slow);
  a.tzcnt(x86::rcx, x86::rdx);
  x86::Mem lanes = e.at(addresses);
  a.mov(x86::rax, x86::ptr(lanes.baseReg().as<x86::Gp>(), x86::rcx, 3, std::int32_t(lanes.offset())));
  findRange(e, slow);
}

// Jumps to `slow` unless some lane is active and every active lane's
// `size` bytes lie in the vouched-for range holding the first active lane's
// dword (findRange). Clobbers every caller-saved register.
void lanesInOneRange(Emitter& e, const ir::Inst* addresses, const ir::Inst* mask, unsigned size, Label slow) {
  auto& a = e.a;
  findRangeOfFirstLane(e, addresses, mask, slow);
  a.sub(x86::r9, std::int32_t(size));
  // Biased bounds for signed 64-bit compares: lo and hi - size.
  const std::uint32_t signs[8] = {0, 0x80000000u, 0, 0x80000000u, 0, 0x80000000u, 0, 0x80000000u};
  x86::Mem sign = e.constant32x8(signs);
  a.vmovq(x86::xmm15, x86::r8);
  a.vpbroadcastq(x86::ymm15, x86::xmm15);
  a.vpxor(x86::ymm15, x86::ymm15, sign);
  a.vmovq(x86::xmm14, x86::r9);
  a.vpbroadcastq(x86::ymm14, x86::xmm14);
  a.vpxor(x86::ymm14, x86::ymm14, sign);
  a.vpxor(x86::ymm7, x86::ymm7, x86::ymm7);
  for (unsigned c = 0; c < kChunks; ++c) {
    e.loadMaskLanes64(x86::ymm3, x86::ymm4, mask, c);
    for (unsigned h = 0; h < 2; ++h) {
      a.vmovdqu(x86::ymm0, e.at(addresses, std::int32_t(c * 64 + h * 32)));
      a.vpxor(x86::ymm0, x86::ymm0, sign);
      a.vpcmpgtq(x86::ymm1, x86::ymm15, x86::ymm0);  // below the range
      a.vpcmpgtq(x86::ymm0, x86::ymm0, x86::ymm14);  // past its end
      a.vpor(x86::ymm0, x86::ymm0, x86::ymm1);
      a.vpand(x86::ymm0, x86::ymm0, x86::Ymm(3 + h));
      a.vpor(x86::ymm7, x86::ymm7, x86::ymm0);
    }
  }
  a.vptest(x86::ymm7, x86::ymm7);
  a.jnz(slow);
}

void consecutiveInOneRange(Emitter& e, const ir::Inst* addresses, unsigned size, Label otherwise) {
  auto& a = e.a;
  x86::Mem first = e.at(addresses);
  first.setSize(8);
  a.vpbroadcastq(x86::ymm3, first);
  a.vpcmpeqd(x86::ymm6, x86::ymm6, x86::ymm6);
  for (unsigned h = 0; h < 16; ++h) {  // lanes 4h..4h+3
    std::uint32_t steps[8] = {};
    for (unsigned l = 0; l < 4; ++l) steps[2 * l] = (4 * h + l) * size;
    a.vpaddq(x86::ymm4, x86::ymm3, e.constant32x8(steps));
    a.vpcmpeqq(x86::ymm4, x86::ymm4, e.at(addresses, std::int32_t(32 * h)));
    a.vpand(x86::ymm6, x86::ymm6, x86::ymm4);
  }
  a.vmovmskpd(x86::r8d, x86::ymm6);
  a.cmp(x86::r8d, 0xf);
  a.jne(otherwise);
  a.mov(x86::rax, first);
  findRange(e, otherwise);
  a.lea(x86::rcx, x86::ptr(x86::rax, std::int32_t(64 * size)));  // no wrap: rax is in a host range
  a.cmp(x86::rcx, x86::r9);
  a.ja(otherwise);
}

bool strideAhead(Emitter& e, const std::function<void(bool intoL2)>& prefetch) {
  std::optional<unsigned> site = e.newPrefetchSite();
  if (!site) return false;
  auto& a = e.a;
  a.mov(x86::rdx, Emitter::frame(offsetof(JitFrame, prefetchEntry)));  // the running wave's (JitFrame::setWave)
  auto field = [&](std::size_t offset) {
    return x86::qword_ptr(x86::r13, x86::rdx, 0,
                          std::int32_t(offsetof(JitFrame, prefetch) + offsetof(JitFrame::PrefetchHistory, sites) +
                                       sizeof(JitFrame::PrefetchSite) * *site + offset));
  };
  x86::Mem last = field(offsetof(JitFrame::PrefetchSite, address));
  x86::Mem lastTurn = field(offsetof(JitFrame::PrefetchSite, turn));
  a.mov(x86::rsi, x86::rax);
  a.sub(x86::rsi, last);  // the stride since this wave's last read at this site
  a.mov(last, x86::rax);
  Label earlierTurn = a.newLabel(), done = a.newLabel();
  x86::Mem turn = Emitter::frame(offsetof(JitFrame, turn));
  a.mov(x86::rcx, lastTurn);
  a.cmp(x86::rcx, turn);
  a.mov(x86::rcx, turn);
  a.mov(lastTurn, x86::rcx);  // keeps the flags
  a.jne(earlierTurn);
  a.shl(x86::rsi, 2);  // four strides
  prefetch(false);
  a.jmp(done);
  a.bind(earlierTurn);
  prefetch(true);
  a.bind(done);
  return true;
}

void prefetchLine(Emitter& e, const x86::Mem& line, bool intoL2) {
  if (intoL2) {
    e.a.prefetcht1(line);
  } else {
    e.a.prefetcht0(line);
  }
}

void prefetchAhead(Emitter& e, unsigned bytes) {
  strideAhead(e, [&](bool intoL2) {
    auto& a = e.a;
    a.lea(x86::rcx, x86::ptr(x86::rax, x86::rsi));
    // Only inside the range: past a buffer's end a prefetch walks page
    // tables for nothing (short loops would overshoot on every wave).
    Label skip = a.newLabel();
    a.cmp(x86::rcx, x86::r8);
    a.jb(skip);
    a.lea(x86::rdx, x86::ptr(x86::rcx, std::int32_t(bytes)));
    a.cmp(x86::rdx, x86::r9);
    a.ja(skip);
    for (unsigned line = 0; line < bytes / 64; ++line) {
      prefetchLine(e, x86::ptr(x86::rcx, std::int32_t(64 * line)), intoL2);
    }
    a.bind(skip);
  });
}

}  // namespace gcnjit::backend_x64
