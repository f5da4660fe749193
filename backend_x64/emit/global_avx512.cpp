// Global accesses with AVX-512. Where all 64 lanes address consecutive
// elements inside one vouched-for range (streaming kernels): four masked
// zmm accesses. Where each 16 lanes do, inside the range around lane 0's
// (tiles read a row per 16 lanes): the same from each group's start.
// Otherwise every active lane's address is checked against
// the vouched-for range around the first active lane's, then per 16 lanes:
// one masked load or store where the lanes address consecutive elements, a
// broadcast load where they all address one dword, else vpgatherqd /
// vpscatterqd (vpscatterqq for 8 bytes), two of 8 lanes each. A scatter
// writes overlapping lanes in ascending lane order, so the highest lane
// wins as in the interpreter. Masked-off lanes neither touch memory nor
// fault. Dword quads of loads (16 bytes per lane) have paths of their own
// (globalLoadQuad512). Each access site starts with the shape that took
// its last access (ShapeMemory). Scratch registers: zmm0-zmm23, k1-k5,
// rcx, rdx, rsi and rdi.
#include "backend_x64/emit/global_avx512.h"

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <vector>

#include "backend_x64/emit/consecutive_avx512.h"
#include "backend_x64/emit/indexed_access.h"
#include "backend_x64/emit/quad_transpose.h"
#include "backend_x64/emit/vouched_range.h"
#include "backend_x64/frame.h"
#include "ir/memory.h"

namespace gcnjit::backend_x64 {
namespace {

constexpr unsigned kGroups = 4;  // of 16 lanes

// A site's shapes are tested in turn, each test jumping to the next on
// failure, the last shape (checked lane by lane) taking any access. The
// site remembers the shape that took its last access (a byte of
// JitFrame::shapeSiteEntry) and starts there: a tiled or gathering access
// skips the tests that fail every time. The first and the last shapes
// record 0, so a site whose shape changed starts over from the first.
class ShapeMemory {
 public:
  explicit ShapeMemory(Emitter& e)
      : e_(e), memo_(Emitter::frame(std::int32_t(offsetof(JitFrame, shapeSiteEntry) + e.newShapeSite()))) {
    memo_.setSize(1);
  }
  // At the site's start: to shapes[i - 1] when the memory says shape i.
  void startAtRemembered(std::initializer_list<Label> laterShapes) {
    std::uint8_t shape = 1;
    for (const Label& start : laterShapes) {
      e_.a.cmp(memo_, shape++);
      e_.a.je(start);
    }
  }
  // Where shape `shape` took the access.
  void took(std::uint8_t shape) { e_.a.mov(memo_, shape); }

 private:
  Emitter& e_;
  x86::Mem memo_;
};

// Lanes 8c..8c+7 of the 64-bit addresses.
x86::Mem addressesAt(Emitter& e, const ir::Inst* addresses, unsigned c) {
  return e.at(addresses, std::int32_t(64 * c));
}

// Jumps to `slow` unless some lane is active and every active lane's
// `size` bytes lie in the vouched-for range around the first active lane's:
// the active lanes' lowest and highest addresses (masked vpminuq/vpmaxuq
// over the wave, lane-wise) against the range's bounds.
void rangeCheck(Emitter& e, const ir::Inst* addresses, const ir::Inst* mask, unsigned size, Label slow) {
  auto& a = e.a;
  findRangeOfFirstLane(e, addresses, mask, slow);
  a.sub(x86::r9, std::int32_t(size));
  a.vpternlogq(x86::zmm20, x86::zmm20, x86::zmm20, 0xff);  // lowest so far: all ones
  a.vpxorq(x86::zmm21, x86::zmm21, x86::zmm21);             // highest so far: 0
  for (unsigned q = 0; q < kGroups; ++q) {
    e.loadMask16(x86::k1, mask, q);
    a.kshiftrw(x86::k4, x86::k1, 8);
    for (unsigned h = 0; h < 2; ++h) {
      x86::KReg active = h ? x86::k4 : x86::k1;
      a.k(active).vpminuq(x86::zmm20, x86::zmm20, addressesAt(e, addresses, 2 * q + h));
      a.k(active).vpmaxuq(x86::zmm21, x86::zmm21, addressesAt(e, addresses, 2 * q + h));
    }
  }
  a.vpbroadcastq(x86::zmm18, x86::r8);  // lowest address
  a.vpbroadcastq(x86::zmm19, x86::r9);  // highest address
  a.vpcmpuq(x86::k2, x86::zmm20, x86::zmm18, 1);  // below the lowest
  a.vpcmpuq(x86::k3, x86::zmm21, x86::zmm19, 6);  // above the highest
  a.kortestb(x86::k2, x86::k3);
  a.jnz(slow);
  a.xor_(x86::r9d, x86::r9d);  // the gathers' and scatters' base: addresses are host addresses
}

// Group q's addresses into zmm16 (lanes 0-7) and zmm17 (8-15), the first
// broadcast in zmm18; `match` gets the lanes whose address is the first's
// plus `size` bytes per lane. Clobbers zmm19, k2 and k5.
void matchConsecutiveGroup(Emitter& e, const ir::Inst* addresses, unsigned q, unsigned size, const x86::KReg& match) {
  auto& a = e.a;
  std::vector<std::uint32_t> low(16), high(16);  // qword offsets of lanes 0-7 and 8-15
  for (unsigned l = 0; l < 8; ++l) {
    low[2 * l] = l * size;
    high[2 * l] = (l + 8) * size;
  }
  a.vmovdqu64(x86::zmm16, addressesAt(e, addresses, 2 * q));
  a.vmovdqu64(x86::zmm17, addressesAt(e, addresses, 2 * q + 1));
  a.vpbroadcastq(x86::zmm18, x86::xmm16);
  a.vpaddq(x86::zmm19, x86::zmm18, e.constantWords(low));
  a.vpcmpeqq(x86::k2, x86::zmm16, x86::zmm19);
  a.vpaddq(x86::zmm19, x86::zmm18, e.constantWords(high));
  a.vpcmpeqq(x86::k5, x86::zmm17, x86::zmm19);
  a.kunpckbw(match, x86::k5, x86::k2);
}

// Group q's addresses as matchConsecutiveGroup leaves them, its mask into
// k1 (and k4: lanes 8-15 in the low bits), the first address in rcx; jumps
// to `scattered` unless they are consecutive elements of `size` bytes.
void groupAddresses(Emitter& e, const ir::Inst* addresses, const ir::Inst* mask, unsigned q, unsigned size,
                    Label scattered) {
  auto& a = e.a;
  e.loadMask16(x86::k1, mask, q);
  a.kshiftrw(x86::k4, x86::k1, 8);
  matchConsecutiveGroup(e, addresses, q, size, x86::k2);
  a.vmovq(x86::rcx, x86::xmm16);
  a.kortestw(x86::k2, x86::k2);
  a.jnc(scattered);  // CF: all 16 consecutive
}

// The common case first: all 64 lanes, active or not, address consecutive
// elements of `size` bytes from lane 0's, and that span lies in one
// vouched-for range; then no lane needs a check of its own. Jumps to
// `otherwise` unless so; leaves lane 0's address in rax.
void wholeWaveConsecutive(Emitter& e, const ir::Inst* addresses, unsigned size, Label otherwise) {
  auto& a = e.a;
  x86::Mem first = addressesAt(e, addresses, 0);
  first.setSize(8);
  // Lane 16 first, in scalar code: a tile's row per 16 lanes (the shape
  // tested next) fails here without the vector compares.
  x86::Mem lane16 = addressesAt(e, addresses, 2);
  lane16.setSize(8);
  a.mov(x86::rax, first);
  a.add(x86::rax, std::int32_t(16 * size));
  a.cmp(x86::rax, lane16);
  a.jne(otherwise);
  a.vpbroadcastq(x86::zmm18, first);
  for (unsigned h = 0; h < 8; ++h) {  // lanes 8h..8h+7
    std::vector<std::uint32_t> steps(16);
    for (unsigned l = 0; l < 8; ++l) steps[2 * l] = (8 * h + l) * size;
    a.vpaddq(x86::zmm19, x86::zmm18, e.constantWords(steps));
    a.vpcmpeqq(h ? x86::k2 : x86::k3, x86::zmm19, addressesAt(e, addresses, h));
    if (h) a.kandb(x86::k3, x86::k3, x86::k2);
  }
  a.kortestb(x86::k3, x86::k3);
  a.jnc(otherwise);  // CF: all 64 consecutive
  a.mov(x86::rax, first);
  findRange(e, otherwise);
  a.lea(x86::rcx, x86::ptr(x86::rax, std::int32_t(64 * size)));  // no wrap: rax is in a host range
  a.cmp(x86::rcx, x86::r9);
  a.ja(otherwise);
}

// Jumps to `otherwise` unless each group of 16 lanes' addresses, active or
// not, are consecutive elements of `size` bytes and every group's span lies
// in the vouched-for range around lane 0's (a tile read a row per 16
// lanes); then leaves each group's first address in kGroupStarts[group].
void groupsConsecutive(Emitter& e, const ir::Inst* addresses, unsigned size, Label otherwise) {
  auto& a = e.a;
  findRangeOfLane0(e, addresses, otherwise);
  a.sub(x86::r9, std::int32_t(16 * size));  // the last group start whose span fits (host ranges lie far above 0)
  for (unsigned q = 0; q < kGroups; ++q) {
    matchConsecutiveGroup(e, addresses, q, size, q ? x86::k2 : x86::k3);
    if (q) a.kandw(x86::k3, x86::k3, x86::k2);
    if (q == 0) {  // most other shapes already fail in the first group
      a.kortestw(x86::k3, x86::k3);
      a.jnc(otherwise);
    }
    a.vmovq(kGroupStarts[q], x86::xmm16);
    a.cmp(kGroupStarts[q], x86::r8);
    a.jb(otherwise);
    a.cmp(kGroupStarts[q], x86::r9);
    a.ja(otherwise);
  }
  a.kortestw(x86::k3, x86::k3);
  a.jnc(otherwise);  // CF: every group consecutive
}

// Jumps to `otherwise` unless in each group of 16 lanes every lane, active
// or not, has the group's first lane's address (a matrix row's element read
// by a tile's row of lanes) and that element lies in the vouched-for range
// around lane 0's; then leaves each group's address in kGroupStarts[group].
void groupsUniform(Emitter& e, const ir::Inst* addresses, unsigned size, Label otherwise) {
  auto& a = e.a;
  findRangeOfLane0(e, addresses, otherwise);
  a.sub(x86::r9, std::int32_t(size));  // the last element start that fits
  for (unsigned q = 0; q < kGroups; ++q) {
    a.vmovdqu64(x86::zmm16, addressesAt(e, addresses, 2 * q));
    a.vmovdqu64(x86::zmm17, addressesAt(e, addresses, 2 * q + 1));
    a.vpbroadcastq(x86::zmm18, x86::xmm16);
    a.vpcmpeqq(x86::k2, x86::zmm16, x86::zmm18);
    a.vpcmpeqq(x86::k5, x86::zmm17, x86::zmm18);
    a.kunpckbw(x86::k2, x86::k5, x86::k2);
    a.kortestw(x86::k2, x86::k2);
    a.jnc(otherwise);  // CF: all 16 the same
    a.vmovq(kGroupStarts[q], x86::xmm16);
    a.cmp(kGroupStarts[q], x86::r8);
    a.jb(otherwise);
    a.cmp(kGroupStarts[q], x86::r9);
    a.ja(otherwise);
  }
}

// After groupsConsecutive (4-byte elements): prefetches each group's line
// strideAhead's distance (from lane 0's address, rax) ahead, where a
// group's span there still lies in the vouched-for range (r8 to r9 are the
// group starts groupsConsecutive allows). A tile loop's 16-lane groups read
// rows of a matrix far apart, a stream per row: too many for the hardware
// prefetcher. Clobbers rcx, rdx and rsi (and r10 for a deferred address).
void prefetchGroupsAhead(Emitter& e, const ir::Inst* addresses) {
  bool deferred = e.isDeferredAddress(addresses);
  strideAhead(e, [&](bool intoL2) {
    auto& a = e.a;
    if (deferred) e.loadScalar(x86::r10, addresses->operands[0]->operands[0]);  // the base
    for (unsigned q = 0; q < kGroups; ++q) {
      Label skip = a.newLabel();
      if (deferred) {
        indexedLaneAddress(e, addresses, 16 * q, x86::rcx, x86::r10);
      } else {
        a.mov(x86::rcx, laneAddress(e, addresses, 16 * q));
      }
      a.add(x86::rcx, x86::rsi);
      a.cmp(x86::rcx, x86::r8);
      a.jb(skip);
      a.cmp(x86::rcx, x86::r9);
      a.ja(skip);
      prefetchLine(e, x86::ptr(x86::rcx), intoL2);
      a.bind(skip);
    }
  });
}

// Jumps to `otherwise` unless every aligned 4 lanes' elements of 16 bytes,
// active or not, are consecutive (a row's 64 bytes per 4 lanes, as tiles
// read 16 bytes per lane) and lie in the vouched-for range around lane 0's.
void laneQuadsConsecutive(Emitter& e, const ir::Inst* addresses, Label otherwise) {
  auto& a = e.a;
  findRangeOfLane0(e, addresses, otherwise);
  a.sub(x86::r9, 64);  // the last start whose 64 bytes fit
  a.vpbroadcastq(x86::zmm20, x86::r8);
  a.vpbroadcastq(x86::zmm21, x86::r9);
  a.kxnorb(x86::k3, x86::k3, x86::k3);
  a.vmovdqu64(x86::zmm22, e.constantWords({0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 4, 0, 4, 0, 4, 0}));
  for (unsigned h = 0; h < 8; ++h) {  // lanes 8h..8h+7: two quads
    a.vmovdqu64(x86::zmm16, addressesAt(e, addresses, h));
    a.vpermq(x86::zmm17, x86::zmm22, x86::zmm16);  // each quad's first address
    a.vpaddq(x86::zmm18, x86::zmm17, e.constantWords({0, 0, 16, 0, 32, 0, 48, 0, 0, 0, 16, 0, 32, 0, 48, 0}));
    a.vpcmpeqq(x86::k2, x86::zmm16, x86::zmm18);
    a.kandb(x86::k3, x86::k3, x86::k2);
    a.vpcmpuq(x86::k2, x86::zmm17, x86::zmm20, 5);  // not below the range
    a.kandb(x86::k3, x86::k3, x86::k2);
    a.vpcmpuq(x86::k2, x86::zmm17, x86::zmm21, 2);  // and its 64 bytes inside
    a.kandb(x86::k3, x86::k3, x86::k2);
  }
  a.kortestb(x86::k3, x86::k3);
  a.jnc(otherwise);  // CF: all as required
}

// Components of lanes 16q..16q+15 from zmm0-zmm3 (lane-major) into the
// quad's results; inactive lanes get 0.
void storeComponents(Emitter& e, const ir::DwordQuad& quad, const ir::Inst* mask, unsigned q) {
  auto& a = e.a;
  lanesToComponents(e);
  e.loadMask16(x86::k1, mask, q);
  for (unsigned c = 0; c < 4; ++c) {
    a.k(x86::k1).z().vmovdqa32(x86::zmm(4 + c), x86::zmm(4 + c));
    a.vmovdqu32(e.at(quad.byComponent[c], std::int32_t(64 * q)), x86::zmm(4 + c));
  }
}

// Lanes 16q..16q+15 gathered from the addresses in zmm16 (lanes 0-7) and
// zmm17 (8-15) as groupAddresses leaves them, under k1 and k4, into zmm22
// (8-byte elements: lanes 8-15 into zmm23) as loadGroup leaves them.
void gatherGroup(Emitter& e, unsigned size) {
  auto& a = e.a;
  if (size == 4) {
    a.vpxord(x86::ymm22, x86::ymm22, x86::ymm22);
    a.vpxord(x86::ymm23, x86::ymm23, x86::ymm23);
    a.k(x86::k1).vpgatherqd(x86::ymm22, x86::ptr(x86::r9, x86::zmm16));
    a.k(x86::k4).vpgatherqd(x86::ymm23, x86::ptr(x86::r9, x86::zmm17));
    a.vinserti32x8(x86::zmm22, x86::zmm22, x86::ymm23, 1);
    return;
  }
  a.vpxorq(x86::zmm22, x86::zmm22, x86::zmm22);
  a.vpxorq(x86::zmm23, x86::zmm23, x86::zmm23);
  a.k(x86::k1).vpgatherqq(x86::zmm22, x86::ptr(x86::r9, x86::zmm16));
  a.k(x86::k4).vpgatherqq(x86::zmm23, x86::ptr(x86::r9, x86::zmm17));
}

}  // namespace

void globalLoad512(Emitter& e, const ir::Inst& inst, Label slow) {
  unsigned size = ir::MemAccess::decode(inst.imm).size;
  globalLoad512Shapes(e, inst, slow, [&] {
    prefetchAhead(e, 64 * size);
    loadConsecutiveWave(e, inst, inst.operands[1], size);
  });
}

void globalLoad512Shapes(Emitter& e, const ir::Inst& inst, Label slow, const std::function<void()>& wholeWave) {
  auto& a = e.a;
  const ir::Inst* addresses = inst.operands[0];
  const ir::Inst* mask = inst.operands[1];
  unsigned size = ir::MemAccess::decode(inst.imm).size;
  bool deferred = e.isDeferredAddress(addresses);
  Label groups = a.newLabel(), uniform = a.newLabel(), general = a.newLabel(), done = a.newLabel();
  ShapeMemory memory(e);
  memory.startAtRemembered({groups, uniform});
  globalWholeWave512(e, addresses, size, groups);
  memory.took(0);
  wholeWave();
  a.jmp(done);
  a.bind(groups);
  (deferred ? indexedGroupsConsecutive : groupsConsecutive)(e, addresses, size, uniform);
  memory.took(1);
  for (unsigned q = 0; q < kGroups; ++q) {
    e.loadMask16(x86::k1, mask, q);
    loadGroup(e, size, x86::ptr(kGroupStarts[q]));
    storeLoadedGroup(e, inst, q, size);
  }
  if (size == 4) prefetchGroupsAhead(e, addresses);
  a.jmp(done);
  a.bind(uniform);
  (deferred ? indexedGroupsUniform : groupsUniform)(e, addresses, size, general);
  memory.took(2);
  for (unsigned q = 0; q < kGroups; ++q) {
    e.loadMask16(x86::k1, mask, q);
    broadcastGroup(e, size, kGroupStarts[q]);
    storeLoadedGroup(e, inst, q, size);
  }
  a.jmp(done);
  a.bind(general);
  memory.took(0);
  if (deferred) materialiseLaneAddress(e, addresses);
  rangeCheck(e, addresses, mask, size, slow);
  for (unsigned q = 0; q < kGroups; ++q) {
    Label scattered = a.newLabel(), gather = a.newLabel(), loaded = a.newLabel();
    groupAddresses(e, addresses, mask, q, size, scattered);
    loadGroup(e, size, x86::ptr(x86::rcx));
    a.jmp(loaded);
    // One address for all 16 lanes: one element broadcast. It was checked
    // only if a lane is active.
    a.bind(scattered);
    a.vpcmpeqq(x86::k2, x86::zmm16, x86::zmm18);
    a.vpcmpeqq(x86::k5, x86::zmm17, x86::zmm18);
    a.kunpckbw(x86::k2, x86::k5, x86::k2);
    a.kortestw(x86::k2, x86::k2);
    a.jnc(gather);
    a.kortestw(x86::k1, x86::k1);
    a.jz(gather);
    broadcastGroup(e, size, x86::rcx);
    a.jmp(loaded);
    a.bind(gather);
    gatherGroup(e, size);
    a.bind(loaded);
    storeLoadedGroup(e, inst, q, size);
  }
  a.bind(done);
}

void globalLoadQuad512(Emitter& e, const ir::DwordQuad& quad, Label slow) {
  auto& a = e.a;
  const ir::Inst* addresses = quad.byComponent[0]->operands[0];
  const ir::Inst* mask = quad.ops[0]->operands[1];
  Label quads = a.newLabel(), general = a.newLabel(), done = a.newLabel();
  ShapeMemory memory(e);
  memory.startAtRemembered({quads});
  wholeWaveConsecutive(e, addresses, 16, quads);
  memory.took(0);
  prefetchAhead(e, 1024);
  for (unsigned q = 0; q < kGroups; ++q) {
    for (unsigned i = 0; i < 4; ++i) a.vmovdqu32(x86::zmm(i), x86::ptr(x86::rax, std::int32_t(256 * q + 64 * i)));
    storeComponents(e, quad, mask, q);
  }
  a.jmp(done);
  a.bind(quads);
  laneQuadsConsecutive(e, addresses, general);
  memory.took(1);
  for (unsigned q = 0; q < kGroups; ++q) {
    for (unsigned i = 0; i < 4; ++i) {
      x86::Mem start = addressesAt(e, addresses, 2 * q);
      start.addOffset(std::int32_t(32 * i));
      start.setSize(8);
      a.mov(x86::rcx, start);
      a.vmovdqu32(x86::zmm(i), x86::ptr(x86::rcx));
    }
    storeComponents(e, quad, mask, q);
  }
  a.jmp(done);
  // Each active lane's 16 bytes: dwords 0-1 and 2-3 as two qword gathers
  // per 8 lanes, split into components (vpmovqd keeps the low dwords).
  a.bind(general);
  memory.took(0);
  rangeCheck(e, addresses, mask, 16, slow);
  for (unsigned q = 0; q < kGroups; ++q) {
    e.loadMask16(x86::k1, mask, q);
    a.kshiftrw(x86::k4, x86::k1, 8);
    for (unsigned h = 0; h < 2; ++h) {
      a.vmovdqu64(x86::zmm16, addressesAt(e, addresses, 2 * q + h));
      for (unsigned pair = 0; pair < 2; ++pair) {
        x86::Zmm dwords = x86::zmm(18 + pair);
        a.vpxorq(dwords, dwords, dwords);
        a.kmovw(x86::k2, h ? x86::k4 : x86::k1);
        a.k(x86::k2).vpgatherqq(dwords, x86::ptr(x86::r9, x86::zmm16, 0, std::int32_t(8 * pair)));
        a.vpmovqd(x86::ymm(8 + 2 * pair + h), dwords);  // component 2 * pair, lanes 8h..8h+7
        a.vpsrlq(dwords, dwords, 32);
        a.vpmovqd(x86::ymm(12 + 2 * pair + h), dwords);  // component 2 * pair + 1
      }
    }
    for (unsigned c = 0; c < 4; ++c) {
      unsigned low = (c % 2 ? 12 : 8) + 2 * (c / 2);  // lanes 0-7 of component c; lanes 8-15 in the next
      a.vinserti64x4(x86::zmm(low), x86::zmm(low), x86::ymm(low + 1), 1);
      a.vmovdqu32(e.at(quad.byComponent[c], std::int32_t(64 * q)), x86::zmm(low));
    }
  }
  a.bind(done);
}

void globalWholeWave512(Emitter& e, const ir::Inst* addresses, unsigned size, Label otherwise) {
  (e.isDeferredAddress(addresses) ? indexedWholeWave : wholeWaveConsecutive)(e, addresses, size, otherwise);
}

void globalStore512(Emitter& e, const ir::Inst& inst, Label slow) {
  auto& a = e.a;
  const ir::Inst* addresses = inst.operands[0];
  const ir::Inst* data = inst.operands[1];
  const ir::Inst* mask = inst.operands[2];
  unsigned size = ir::MemAccess::decode(inst.imm).size;
  bool deferred = e.isDeferredAddress(addresses);
  Label groups = a.newLabel(), general = a.newLabel(), done = a.newLabel();
  ShapeMemory memory(e);
  memory.startAtRemembered({groups});
  globalWholeWave512(e, addresses, size, groups);
  memory.took(0);
  storeConsecutiveWave(e, data, mask, size);
  a.jmp(done);
  a.bind(groups);
  (deferred ? indexedGroupsConsecutive : groupsConsecutive)(e, addresses, size, general);
  memory.took(1);
  for (unsigned q = 0; q < kGroups; ++q) {  // in ascending order: the highest lane wins
    e.loadMask16(x86::k1, mask, q);
    storeGroup(e, data, q, size, x86::ptr(kGroupStarts[q]));
  }
  a.jmp(done);
  a.bind(general);
  memory.took(0);
  if (deferred) materialiseLaneAddress(e, addresses);
  rangeCheck(e, addresses, mask, size, slow);
  for (unsigned q = 0; q < kGroups; ++q) {
    Label scattered = a.newLabel(), stored = a.newLabel();
    groupAddresses(e, addresses, mask, q, size, scattered);
    storeGroup(e, data, q, size, x86::ptr(x86::rcx));
    a.jmp(stored);
    a.bind(scattered);
    if (size == 4) {
      a.vmovdqu32(x86::zmm22, e.at(data, std::int32_t(64 * q)));
      a.vextracti32x8(x86::ymm23, x86::zmm22, 1);
      a.k(x86::k1).vpscatterqd(x86::ptr(x86::r9, x86::zmm16), x86::ymm22);
      a.k(x86::k4).vpscatterqd(x86::ptr(x86::r9, x86::zmm17), x86::ymm23);
    } else {
      a.vmovdqu64(x86::zmm22, e.at(data, std::int32_t(128 * q)));
      a.vmovdqu64(x86::zmm23, e.at(data, std::int32_t(128 * q + 64)));
      a.k(x86::k1).vpscatterqq(x86::ptr(x86::r9, x86::zmm16), x86::zmm22);
      a.k(x86::k4).vpscatterqq(x86::ptr(x86::r9, x86::zmm17), x86::zmm23);
    }
    a.bind(stored);
  }
  a.bind(done);
}

}  // namespace gcnjit::backend_x64
