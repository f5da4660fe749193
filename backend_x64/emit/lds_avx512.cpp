// 4-byte LDS loads and stores with AVX-512. Where all 64 lanes' offsets are
// consecutive dwords inside the LDS (the common tile and reduction accesses):
// four masked zmm accesses. Where each group of 16 lanes' are (MFMA operands:
// a row of a tile per 16 or 32 lanes): the same from each group's own start;
// loads that share an address root with others in the block test only their 4
// group starts (lds_group_starts.h), and read one broadcast dword per group
// where each group's lanes share one offset. Full-EXEC stores where the four
// groups write four adjacent columns of 16 rows (a tile stored transposed, as
// GEMM kernels put A k-major into LDS): a 4 x 4 dword transpose in registers
// and one 16-byte store per row instead of scatters. Otherwise a bounds check
// of every active lane (vpcmpud into k registers), then per 16 lanes one
// masked load or store where the lanes' offsets are consecutive, a broadcast
// load where they are all equal, else vpgatherdd / vpscatterdd. A scatter
// writes overlapping lanes in ascending lane order, so the highest lane wins
// as in the interpreter; groups go in ascending order too. Masked-off lanes
// neither load nor fault. Scratch registers: zmm16-zmm23, k1-k3, rcx, rdx,
// rsi, rdi and consecutive_avx512.h's.
#include "backend_x64/emit/lds_avx512.h"

#include <cstddef>
#include <vector>

#include "backend_x64/emit/consecutive_avx512.h"
#include "backend_x64/emit/lds_checks.h"
#include "backend_x64/emit/lds_group_starts.h"
#include "backend_x64/emit/quad_transpose.h"
#include "backend_x64/frame.h"

namespace gcnjit::backend_x64 {
namespace {

constexpr unsigned kGroups = 4;  // of 16 lanes

x86::Mem group(Emitter& e, const ir::Inst* value, unsigned q) { return e.at(value, std::int32_t(64 * q)); }

// Jumps to `slow` unless some lane is active and every active lane's
// offset is at most the LDS size - 4. Leaves the LDS base in rax.
void boundsCheck(Emitter& e, const ir::Inst* offsets, const ir::Inst* mask, Label slow) {
  auto& a = e.a;
  ldsLastOffset(e, mask, slow);
  a.vpbroadcastd(x86::zmm19, x86::eax);
  a.kxorw(x86::k3, x86::k3, x86::k3);
  for (unsigned q = 0; q < kGroups; ++q) {
    e.loadMask16(x86::k1, mask, q);
    a.k(x86::k1).vpcmpud(x86::k2, x86::zmm19, group(e, offsets, q), 1);  // last valid < offset
    a.korw(x86::k3, x86::k3, x86::k2);
  }
  a.kortestw(x86::k3, x86::k3);
  a.jnz(slow);
  a.mov(x86::rax, Emitter::frame(offsetof(JitFrame, ldsBase)));
}

// Offsets of group q into zmm16, the first in rcx; jumps to `scattered`
// unless they are consecutive dwords and lane 0's 16 lie in the LDS (lane 0
// may be inactive, its offset unchecked: below zero, its lanes wrap at 32
// bits onto offsets the bounds check let through, while [rax + rcx] would
// point 4 GiB past the LDS). Leaves the first broadcast in zmm17. Clobbers
// rdx.
void consecutive(Emitter& e, const ir::Inst* offsets, unsigned q, Label scattered) {
  auto& a = e.a;
  std::vector<std::uint32_t> steps(16);
  for (unsigned l = 0; l < 16; ++l) steps[l] = 4 * l;
  a.vmovdqu32(x86::zmm16, group(e, offsets, q));
  a.vpbroadcastd(x86::zmm17, x86::xmm16);
  a.vmovd(x86::ecx, x86::xmm16);
  a.vpaddd(x86::zmm19, x86::zmm17, e.constantWords(steps));
  a.vpcmpeqd(x86::k2, x86::zmm16, x86::zmm19);
  a.kortestw(x86::k2, x86::k2);
  a.jnc(scattered);  // CF: all 16 equal
  ldsLastOffsetFor(e, x86::rdx, 4 * 16);
  a.cmp(x86::rcx, x86::rdx);
  a.jg(scattered);
}

// Jumps to `otherwise` unless all 64 lanes' offsets, active or not, are
// consecutive elements of `size` bytes from lane 0's and all lie in the
// LDS; then leaves the address of lane 0's element in rax.
void wholeWaveConsecutive(Emitter& e, const ir::Inst* offsets, unsigned size, Label otherwise) {
  auto& a = e.a;
  x86::Mem first = group(e, offsets, 0);
  first.setSize(4);
  a.vpbroadcastd(x86::zmm17, first);
  for (unsigned q = 0; q < kGroups; ++q) {
    std::vector<std::uint32_t> steps(16);
    for (unsigned l = 0; l < 16; ++l) steps[l] = size * (16 * q + l);
    a.vpaddd(x86::zmm19, x86::zmm17, e.constantWords(steps));
    a.vpcmpeqd(q ? x86::k2 : x86::k3, x86::zmm19, group(e, offsets, q));
    if (q) a.kandw(x86::k3, x86::k3, x86::k2);
  }
  a.kortestw(x86::k3, x86::k3);
  a.jnc(otherwise);  // CF: all 64 consecutive
  a.mov(x86::ecx, first);  // zero-extended: lane 0's offset
  ldsLastOffsetFor(e, x86::rax, std::int32_t(size * 64));
  a.cmp(x86::rcx, x86::rax);
  a.jg(otherwise);
  a.add(x86::rcx, Emitter::frame(offsetof(JitFrame, ldsBase)));
  a.mov(x86::rax, x86::rcx);
}

// The registers that hold the groups' LDS addresses after groupsConsecutive.
const x86::Gp kGroupAt[kGroups] = {x86::rcx, x86::rdx, x86::rsi, x86::rdi};

// Jumps to `otherwise` unless each group of 16 lanes' offsets, active or
// not, are consecutive dwords and lie in the LDS (a wave's MFMA operand
// rows: 32 lanes to a row in the 32x32 shapes, 16 in the 16x16 ones); then
// leaves the address of each group's first dword in kGroupAt[group].
void groupsConsecutive(Emitter& e, const ir::Inst* offsets, Label otherwise) {
  auto& a = e.a;
  std::vector<std::uint32_t> steps(16);
  for (unsigned l = 0; l < 16; ++l) steps[l] = 4 * l;
  ldsLastOffsetFor(e, x86::rax, 4 * 16);
  for (unsigned q = 0; q < kGroups; ++q) {
    a.vmovdqu32(x86::zmm16, group(e, offsets, q));
    a.vpbroadcastd(x86::zmm17, x86::xmm16);
    a.vpaddd(x86::zmm19, x86::zmm17, e.constantWords(steps));
    a.vpcmpeqd(q ? x86::k2 : x86::k3, x86::zmm16, x86::zmm19);
    if (q) a.kandw(x86::k3, x86::k3, x86::k2);
    a.vmovd(kGroupAt[q].r32(), x86::xmm16);  // zero-extended
    a.cmp(kGroupAt[q], x86::rax);
    a.jg(otherwise);  // signed: a negative bound rejects every offset
  }
  a.kortestw(x86::k3, x86::k3);
  a.jnc(otherwise);  // CF: every group consecutive
  a.mov(x86::rax, Emitter::frame(offsetof(JitFrame, ldsBase)));
  for (unsigned q = 0; q < kGroups; ++q) a.add(kGroupAt[q], x86::rax);
}

// Each group of 16 lanes of `inst` from its address in kGroupAt: 16
// consecutive dwords, or one dword for all (`broadcast`); inactive lanes
// load 0.
void loadGroupsAt(Emitter& e, const ir::Inst& inst, const ir::Inst* mask, bool broadcast) {
  for (unsigned q = 0; q < kGroups; ++q) {
    e.loadMask16(x86::k1, mask, q);
    if (broadcast) {
      broadcastGroup(e, 4, kGroupAt[q]);
    } else {
      loadGroup(e, 4, x86::ptr(kGroupAt[q]));
    }
    storeLoadedGroup(e, inst, q, 4);
  }
}

// Jumps to `otherwise` unless group q's 16 offsets are base + 4q + l * S
// for one stride S of at least 16 bytes (so no two rows overlap) and all
// 16 rows of 16 bytes lie in the LDS; then leaves lane 0's address in rsi
// and S in rdx. Clobbers zmm16, zmm17, k2, k3, rax and rcx.
void columns(Emitter& e, const ir::Inst* offsets, Label otherwise) {
  auto& a = e.a;
  x86::Mem first = group(e, offsets, 0), second = group(e, offsets, 0);
  first.setSize(4);
  second.addOffset(4);
  second.setSize(4);
  a.mov(x86::ecx, first);   // zero-extended: lane 0's offset
  a.mov(x86::edx, second);
  a.sub(x86::rdx, x86::rcx);  // S, negative if lane 1's offset is lower
  a.cmp(x86::rdx, 16);
  a.jl(otherwise);
  a.cmp(x86::rdx, 1 << 16);  // more than the LDS: 15 * S below overflows nothing
  a.jg(otherwise);
  std::vector<std::uint32_t> rows(16);
  for (unsigned l = 0; l < 16; ++l) rows[l] = l;
  a.vpbroadcastd(x86::zmm16, x86::edx);
  a.vpmulld(x86::zmm16, x86::zmm16, e.constantWords(rows));  // l * S
  a.vpbroadcastd(x86::zmm17, x86::ecx);
  a.vpaddd(x86::zmm17, x86::zmm17, x86::zmm16);  // group 0's offsets
  for (unsigned q = 0; q < kGroups; ++q) {
    if (q) a.vpaddd(x86::zmm17, x86::zmm17, e.chunkConstant32(4));
    a.vpcmpeqd(q ? x86::k2 : x86::k3, x86::zmm17, group(e, offsets, q));
    if (q) a.kandw(x86::k3, x86::k3, x86::k2);
  }
  a.kortestw(x86::k3, x86::k3);
  a.jnc(otherwise);  // CF: all 64 as expected
  a.imul(x86::rax, x86::rdx, 15);
  a.add(x86::rax, x86::rcx);
  a.add(x86::rax, 16);  // the end of the last row
  a.cmp(x86::rax, Emitter::frame(offsetof(JitFrame, ldsBytes)));
  a.ja(otherwise);
  a.mov(x86::rsi, Emitter::frame(offsetof(JitFrame, ldsBase)));
  a.add(x86::rsi, x86::rcx);
}

// Stores `data` as columns found so: groups 0-3 of lane l form row l's four
// dwords. Within each 128-bit lane of the registers, the classic 4 x 4
// transpose by unpacks (through zmm20-zmm23) leaves rows 4j..4j+3 in lane j
// of zmm16..zmm19.
void storeColumns(Emitter& e, const ir::Inst* data) {
  auto& a = e.a;
  for (unsigned q = 0; q < kGroups; ++q) a.vmovdqu32(x86::zmm(16 + q), group(e, data, q));
  a.vpunpckldq(x86::zmm20, x86::zmm16, x86::zmm17);  // g0 g1 of rows 4j, 4j+1
  a.vpunpckhdq(x86::zmm21, x86::zmm16, x86::zmm17);  // rows 4j+2, 4j+3
  a.vpunpckldq(x86::zmm22, x86::zmm18, x86::zmm19);  // g2 g3 of rows 4j, 4j+1
  a.vpunpckhdq(x86::zmm23, x86::zmm18, x86::zmm19);
  a.vpunpcklqdq(x86::zmm16, x86::zmm20, x86::zmm22);  // rows 4j
  a.vpunpckhqdq(x86::zmm17, x86::zmm20, x86::zmm22);  // rows 4j + 1
  a.vpunpcklqdq(x86::zmm18, x86::zmm21, x86::zmm23);  // rows 4j + 2
  a.vpunpckhqdq(x86::zmm19, x86::zmm21, x86::zmm23);  // rows 4j + 3
  for (unsigned j = 0; j < 4; ++j) {
    for (unsigned m = 0; m < 4; ++m) {
      if (j == 0) {
        a.vmovdqu32(x86::xmmword_ptr(x86::rsi), x86::xmm(16 + m));
      } else {
        a.vextracti32x4(x86::xmmword_ptr(x86::rsi), x86::zmm(16 + m), j);
      }
      a.add(x86::rsi, x86::rdx);
    }
  }
}

}  // namespace

void ldsLoad512(Emitter& e, const ir::Inst& inst, Label slow) {
  auto& a = e.a;
  const ir::Inst* offsets = inst.operands[0];
  const ir::Inst* mask = inst.operands[1];
  Label groups = a.newLabel(), uniform = a.newLabel(), general = a.newLabel(), done = a.newLabel();
  bool rooted = groupsFromRoot(e, offsets, kGroupAt, uniform);
  if (!rooted) {
    wholeWaveConsecutive(e, offsets, 4, groups);
    loadConsecutiveWave(e, inst, mask, 4);
    a.jmp(done);
    a.bind(groups);
    groupsConsecutive(e, offsets, general);
  }
  loadGroupsAt(e, inst, mask, false);
  a.jmp(done);
  if (rooted) {
    a.bind(uniform);
    uniformGroupsFromRoot(e, offsets, general);
    loadGroupsAt(e, inst, mask, true);
    a.jmp(done);
  }
  a.bind(general);
  boundsCheck(e, offsets, mask, slow);
  for (unsigned q = 0; q < kGroups; ++q) {
    Label scattered = a.newLabel(), gather = a.newLabel(), loaded = a.newLabel();
    e.loadMask16(x86::k1, mask, q);
    consecutive(e, offsets, q, scattered);
    a.k(x86::k1).z().vmovdqu32(x86::zmm18, x86::ptr(x86::rax, x86::rcx));  // inactive lanes load 0
    a.jmp(loaded);
    // One offset for all 16 lanes (a row read by a whole tile, as tiled
    // GEMMs do): one dword broadcast. It was checked only if a lane is active.
    a.bind(scattered);
    a.vpcmpeqd(x86::k2, x86::zmm16, x86::zmm17);
    a.kortestw(x86::k2, x86::k2);
    a.jnc(gather);
    a.kortestw(x86::k1, x86::k1);
    a.jz(gather);
    a.k(x86::k1).z().vpbroadcastd(x86::zmm18, x86::dword_ptr(x86::rax, x86::rcx));
    a.jmp(loaded);
    a.bind(gather);
    a.vpxord(x86::zmm18, x86::zmm18, x86::zmm18);
    a.k(x86::k1).vpgatherdd(x86::zmm18, x86::ptr(x86::rax, x86::zmm16));
    a.bind(loaded);
    a.vmovdqu32(group(e, &inst, q), x86::zmm18);
  }
  a.bind(done);
}

void ldsStore512(Emitter& e, const ir::Inst& inst, Label slow) {
  auto& a = e.a;
  const ir::Inst* offsets = inst.operands[0];
  const ir::Inst* data = inst.operands[1];
  const ir::Inst* mask = inst.operands[2];
  Label wave = a.newLabel(), groups = a.newLabel(), general = a.newLabel(), done = a.newLabel();
  // Columns first: the test rejects consecutive lanes (the other fast
  // shapes) at its first compare, and a GEMM stores its transposed tile
  // this way every k step. No two lanes write one dword: any order.
  if (Emitter::isAllLanes(mask)) {
    columns(e, offsets, wave);
    storeColumns(e, data);
    a.jmp(done);
  }
  a.bind(wave);
  wholeWaveConsecutive(e, offsets, 4, groups);
  storeConsecutiveWave(e, data, mask, 4);
  a.jmp(done);
  a.bind(groups);
  groupsConsecutive(e, offsets, general);
  for (unsigned q = 0; q < kGroups; ++q) {  // in ascending order: the highest lane wins
    e.loadMask16(x86::k1, mask, q);
    storeGroup(e, data, q, 4, x86::ptr(kGroupAt[q]));
  }
  a.jmp(done);
  a.bind(general);
  boundsCheck(e, offsets, mask, slow);
  for (unsigned q = 0; q < kGroups; ++q) {
    Label scattered = a.newLabel(), stored = a.newLabel();
    e.loadMask16(x86::k1, mask, q);
    a.vmovdqu32(x86::zmm18, group(e, data, q));
    consecutive(e, offsets, q, scattered);
    a.k(x86::k1).vmovdqu32(x86::ptr(x86::rax, x86::rcx), x86::zmm18);
    a.jmp(stored);
    a.bind(scattered);
    a.k(x86::k1).vpscatterdd(x86::ptr(x86::rax, x86::zmm16), x86::zmm18);
    a.bind(stored);
  }
  a.bind(done);
}

namespace {

// vpermi2d indices over two zmm tables (a: 0-15, b: 16-31): the even and
// the odd dwords of a:b, and the first and second halves of their
// interleaving (a0 b0 a1 b1 ...).
x86::Mem pairIndices(Emitter& e, unsigned which) {
  std::vector<std::uint32_t> words(16);
  for (unsigned i = 0; i < 16; ++i) {
    switch (which) {
      case 0: words[i] = 2 * i; break;
      case 1: words[i] = 2 * i + 1; break;
      default: words[i] = (which - 2) * 8 + i / 2 + (i % 2) * 16; break;
    }
  }
  x86::Mem m = e.constantWords(words);
  m.setSize(64);
  return m;
}

}  // namespace

void ldsLoadPair512(Emitter& e, const ir::DwordPair& pair, Label slow) {
  auto& a = e.a;
  const ir::Inst* low = pair.byComponent[0];
  const ir::Inst* high = pair.byComponent[1];
  const ir::Inst* mask = low->operands[1];
  wholeWaveConsecutive(e, low->operands[0], 8, slow);
  for (unsigned q = 0; q < kGroups; ++q) {
    e.loadMask16(x86::k1, mask, q);
    a.vmovdqu32(x86::zmm16, x86::ptr(x86::rax, std::int32_t(128 * q)));
    a.vmovdqu32(x86::zmm17, x86::ptr(x86::rax, std::int32_t(128 * q + 64)));
    a.vmovdqu32(x86::zmm18, pairIndices(e, 0));
    a.vpermi2d(x86::zmm18, x86::zmm16, x86::zmm17);
    a.vmovdqu32(x86::zmm19, pairIndices(e, 1));
    a.vpermi2d(x86::zmm19, x86::zmm16, x86::zmm17);
    a.k(x86::k1).z().vmovdqa32(x86::zmm18, x86::zmm18);  // inactive lanes load 0
    a.k(x86::k1).z().vmovdqa32(x86::zmm19, x86::zmm19);
    a.vmovdqu32(group(e, low, q), x86::zmm18);
    a.vmovdqu32(group(e, high, q), x86::zmm19);
  }
}

bool ldsStorePair512(Emitter& e, const ir::DwordPair& pair, Label slow) {
  const ir::Inst* mask = pair.ops[0]->operands[2];
  if (!Emitter::isAllLanes(mask)) return false;
  auto& a = e.a;
  wholeWaveConsecutive(e, pair.byComponent[0]->operands[0], 8, slow);
  for (unsigned q = 0; q < kGroups; ++q) {
    a.vmovdqu32(x86::zmm16, group(e, pair.byComponent[0]->operands[1], q));
    a.vmovdqu32(x86::zmm17, group(e, pair.byComponent[1]->operands[1], q));
    for (unsigned h = 0; h < 2; ++h) {
      a.vmovdqu32(x86::zmm18, pairIndices(e, 2 + h));
      a.vpermi2d(x86::zmm18, x86::zmm16, x86::zmm17);
      a.vmovdqu32(x86::ptr(x86::rax, std::int32_t(128 * q + 64 * h)), x86::zmm18);
    }
  }
  return true;
}

bool ldsStoreQuad512(Emitter& e, const ir::DwordQuad& quad, Label slow) {
  const ir::Inst* mask = quad.ops[0]->operands[2];
  if (!Emitter::isAllLanes(mask)) return false;
  auto& a = e.a;
  wholeWaveConsecutive(e, quad.byComponent[0]->operands[0], 16, slow);
  for (unsigned q = 0; q < kGroups; ++q) {
    for (unsigned c = 0; c < 4; ++c) a.vmovdqu32(x86::zmm(4 + c), group(e, quad.byComponent[c]->operands[1], q));
    componentsToLanes(e);
    for (unsigned i = 0; i < 4; ++i) a.vmovdqu32(x86::ptr(x86::rax, std::int32_t(256 * q + 64 * i)), x86::zmm(i));
  }
  return true;
}

}  // namespace gcnjit::backend_x64
