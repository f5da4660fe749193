#include "backend_x64/emit/indexed_access.h"

#include <cstdint>
#include <vector>

#include "backend_x64/emit/vouched_range.h"
#include "ir/lane_address.h"

namespace gcnjit::backend_x64 {
namespace {

constexpr unsigned kGroups = 4;  // of 16 lanes

const ir::Inst* indexOf(const ir::Inst* address) { return address->operands[1]; }
const ir::Inst* baseOf(const ir::Inst* address) { return address->operands[0]->operands[0]; }  // Broadcast's scalar
ir::LaneAddressForm formOf(const ir::Inst* address) { return ir::LaneAddressForm::decode(address->imm); }

x86::Mem indexAt(Emitter& e, const ir::Inst* address, unsigned lane) {
  x86::Mem m = e.at(indexOf(address), std::int32_t(4 * lane));
  m.setSize(4);
  return m;
}

// Whether consecutive indices address consecutive elements of `size`
// bytes: the index is shifted by log2(size) (shifts go up to 63).
bool stepIsElement(const ir::Inst* address, unsigned size) {
  return (std::uint64_t(1) << formOf(address).shift) == size;
}

// Jumps to `otherwise` unless `count` consecutive indices from the one in
// `first` stay below 2^32 (unsigned index) or 2^31 (signed).
void noWrap(Emitter& e, const ir::Inst* address, const x86::Gp& first, unsigned count, Label otherwise) {
  if (formOf(address).signExtend) {
    e.a.cmp(first, std::int32_t(0x7fffffff - (count - 1)));
    e.a.jg(otherwise);
  } else {
    e.a.cmp(first, -std::int32_t(count));  // 2^32 - count
    e.a.ja(otherwise);
  }
}

// `match` gets the lanes of group q whose index is the group's first
// index plus the lane's place in the group (`consecutive`) or equal to it.
// Clobbers zmm18 and zmm19.
void matchGroup(Emitter& e, const ir::Inst* address, unsigned q, bool consecutive, const x86::KReg& match) {
  auto& a = e.a;
  a.vpbroadcastd(x86::zmm18, indexAt(e, address, 16 * q));
  x86::Mem indices = e.at(indexOf(address), std::int32_t(64 * q));
  if (!consecutive) return void(a.vpcmpeqd(match, x86::zmm18, indices));
  std::vector<std::uint32_t> steps(16);
  for (unsigned l = 0; l < 16; ++l) steps[l] = l;
  a.vpaddd(x86::zmm19, x86::zmm18, e.constantWords(steps));
  a.vpcmpeqd(match, x86::zmm19, indices);
}

// Jumps to `otherwise` unless every group matches (matchGroup); group 0
// alone first, where most other shapes fail.
void matchGroups(Emitter& e, const ir::Inst* address, bool consecutive, Label otherwise) {
  auto& a = e.a;
  for (unsigned q = 0; q < kGroups; ++q) {
    matchGroup(e, address, q, consecutive, q ? x86::k2 : x86::k3);
    if (q) a.kandw(x86::k3, x86::k3, x86::k2);
    if (q == 0 || q == kGroups - 1) {
      a.kortestw(x86::k3, x86::k3);
      a.jnc(otherwise);  // CF: all 16 (all 64) as required
    }
  }
}

// Leaves each group's address in kGroupStarts and the base in r10, jumping
// to `otherwise` unless each lies in the vouched-for range around lane 0's
// address and `span` bytes from it do too.
void groupStartsInRange(Emitter& e, const ir::Inst* address, unsigned span, Label otherwise) {
  auto& a = e.a;
  e.loadScalar(x86::r10, baseOf(address));
  indexedLaneAddress(e, address, 0, x86::rax, x86::r10);
  findRange(e, otherwise);
  e.loadScalar(x86::r10, baseOf(address));  // a range miss calls out
  a.sub(x86::r9, std::int32_t(span));       // the last start whose span fits (host ranges lie far above 0)
  for (unsigned q = 0; q < kGroups; ++q) {
    indexedLaneAddress(e, address, 16 * q, kGroupStarts[q], x86::r10);
    a.cmp(kGroupStarts[q], x86::r8);
    a.jb(otherwise);
    a.cmp(kGroupStarts[q], x86::r9);
    a.ja(otherwise);
  }
}

// Lane 0's index into eax; jumps to `otherwise` unless lane 16's is 16
// more (modulo 2^32). In scalar code first: a tile's row per 16 lanes (a
// shape tested later) fails here without vector compares.
void lane16Follows(Emitter& e, const ir::Inst* address, Label otherwise) {
  auto& a = e.a;
  a.mov(x86::eax, indexAt(e, address, 0));
  a.lea(x86::ecx, x86::ptr(x86::rax, 16));
  a.cmp(x86::ecx, indexAt(e, address, 16));
  a.jne(otherwise);
}

// With lane 0's index in eax and the 64 indices consecutive modulo 2^32:
// jumps to `otherwise` if they wrap or their span of `size`-byte elements
// leaves the vouched-for range; else leaves lane 0's address in rax and the
// range in r8 and r9.
void wholeWaveInRange(Emitter& e, const ir::Inst* address, unsigned size, Label otherwise) {
  auto& a = e.a;
  noWrap(e, address, x86::eax, 64, otherwise);
  e.loadScalar(x86::rcx, baseOf(address));
  indexedLaneAddress(e, address, 0, x86::rax, x86::rcx);
  findRange(e, otherwise);
  a.lea(x86::rcx, x86::ptr(x86::rax, std::int32_t(64 * size)));  // no wrap: rax is in a host range
  a.cmp(x86::rcx, x86::r9);
  a.ja(otherwise);
}

// materialiseLaneAddress in ymm chunks: 4 lanes' addresses per register.
void materialiseYmm(Emitter& e, const ir::Inst* address) {
  auto& a = e.a;
  ir::LaneAddressForm form = formOf(address);
  e.loadScalar(x86::rax, baseOf(address));
  a.vmovq(x86::xmm5, x86::rax);
  a.vpbroadcastq(x86::ymm5, x86::xmm5);
  for (unsigned q = 0; q < 16; ++q) {  // lanes 4q..4q+3
    x86::Mem indices = e.at(indexOf(address), std::int32_t(16 * q));
    indices.setSize(16);
    if (form.signExtend) {
      a.vpmovsxdq(x86::ymm3, indices);
    } else {
      a.vpmovzxdq(x86::ymm3, indices);
    }
    if (form.shift) a.vpsllq(x86::ymm3, x86::ymm3, form.shift);
    a.vpaddq(x86::ymm3, x86::ymm3, x86::ymm5);
    a.vmovdqu(e.at(address, std::int32_t(32 * q)), x86::ymm3);
  }
}

}  // namespace

void indexedLaneAddress(Emitter& e, const ir::Inst* address, unsigned lane, const x86::Gp& dst, const x86::Gp& base) {
  auto& a = e.a;
  ir::LaneAddressForm form = formOf(address);
  if (form.signExtend) {
    a.movsxd(dst, indexAt(e, address, lane));
  } else {
    a.mov(dst.r32(), indexAt(e, address, lane));
  }
  if (form.shift) a.shl(dst, form.shift);
  a.add(dst, base);
}

void indexedWholeWave(Emitter& e, const ir::Inst* address, unsigned size, Label otherwise) {
  auto& a = e.a;
  if (!stepIsElement(address, size)) return void(a.jmp(otherwise));
  lane16Follows(e, address, otherwise);
  a.vpbroadcastd(x86::zmm18, x86::eax);
  for (unsigned q = 0; q < kGroups; ++q) {
    std::vector<std::uint32_t> steps(16);
    for (unsigned l = 0; l < 16; ++l) steps[l] = 16 * q + l;
    a.vpaddd(x86::zmm19, x86::zmm18, e.constantWords(steps));
    a.vpcmpeqd(q ? x86::k2 : x86::k3, x86::zmm19, e.at(indexOf(address), std::int32_t(64 * q)));
    if (q) a.kandw(x86::k3, x86::k3, x86::k2);
  }
  a.kortestw(x86::k3, x86::k3);
  a.jnc(otherwise);  // CF: all 64 consecutive
  wholeWaveInRange(e, address, size, otherwise);
}

void indexedGroupsConsecutive(Emitter& e, const ir::Inst* address, unsigned size, Label otherwise) {
  auto& a = e.a;
  if (!stepIsElement(address, size)) return void(a.jmp(otherwise));
  matchGroups(e, address, true, otherwise);
  for (unsigned q = 0; q < kGroups; ++q) {
    a.mov(x86::eax, indexAt(e, address, 16 * q));
    noWrap(e, address, x86::eax, 16, otherwise);
  }
  groupStartsInRange(e, address, 16 * size, otherwise);
}

void indexedGroupsUniform(Emitter& e, const ir::Inst* address, unsigned size, Label otherwise) {
  matchGroups(e, address, false, otherwise);
  groupStartsInRange(e, address, size, otherwise);
}

void indexedWholeWaveYmm(Emitter& e, const ir::Inst* address, unsigned size, Label otherwise) {
  auto& a = e.a;
  if (!stepIsElement(address, size)) return void(a.jmp(otherwise));
  lane16Follows(e, address, otherwise);
  a.vmovd(x86::xmm3, x86::eax);
  a.vpbroadcastd(x86::ymm3, x86::xmm3);
  a.vpcmpeqd(x86::ymm5, x86::ymm5, x86::ymm5);
  for (unsigned c = 0; c < 8; ++c) {  // lanes 8c..8c+7
    std::uint32_t steps[8];
    for (unsigned l = 0; l < 8; ++l) steps[l] = 8 * c + l;
    a.vpaddd(x86::ymm4, x86::ymm3, e.constant32x8(steps));
    a.vpcmpeqd(x86::ymm4, x86::ymm4, e.at(indexOf(address), std::int32_t(32 * c)));
    a.vpand(x86::ymm5, x86::ymm5, x86::ymm4);
  }
  a.vmovmskps(x86::ecx, x86::ymm5);
  a.cmp(x86::ecx, 0xff);
  a.jne(otherwise);
  wholeWaveInRange(e, address, size, otherwise);
}

void indexedChunksUniformYmm(Emitter& e, const ir::Inst* address, unsigned size, Label otherwise) {
  auto& a = e.a;
  a.vpcmpeqd(x86::ymm5, x86::ymm5, x86::ymm5);
  for (unsigned c = 0; c < 8; ++c) {
    a.vpbroadcastd(x86::ymm3, indexAt(e, address, 8 * c));
    a.vpcmpeqd(x86::ymm4, x86::ymm3, e.at(indexOf(address), std::int32_t(32 * c)));
    a.vpand(x86::ymm5, x86::ymm5, x86::ymm4);
  }
  a.vmovmskps(x86::ecx, x86::ymm5);
  a.cmp(x86::ecx, 0xff);
  a.jne(otherwise);
  e.loadScalar(x86::r10, baseOf(address));
  indexedLaneAddress(e, address, 0, x86::rax, x86::r10);
  findRange(e, otherwise);
  e.loadScalar(x86::r10, baseOf(address));  // a range miss calls out
  a.sub(x86::r9, std::int32_t(size));       // the last element start that fits
  for (unsigned c = 0; c < 8; ++c) {
    indexedLaneAddress(e, address, 8 * c, x86::rcx, x86::r10);
    a.cmp(x86::rcx, x86::r8);
    a.jb(otherwise);
    a.cmp(x86::rcx, x86::r9);
    a.ja(otherwise);
  }
}

void materialiseLaneAddress(Emitter& e, const ir::Inst* address) {
  if (e.options.isa != HostIsa::Avx512) return materialiseYmm(e, address);
  auto& a = e.a;
  ir::LaneAddressForm form = formOf(address);
  e.loadScalar(x86::rax, baseOf(address));
  a.vpbroadcastq(x86::zmm18, x86::rax);
  for (unsigned q = 0; q < kGroups; ++q) {
    a.vmovdqu32(x86::zmm16, e.at(indexOf(address), std::int32_t(64 * q)));
    a.vextracti32x8(x86::ymm17, x86::zmm16, 1);
    for (unsigned h = 0; h < 2; ++h) {
      x86::Zmm half = x86::zmm(16 + h);
      if (form.signExtend) {
        a.vpmovsxdq(half, half.ymm());
      } else {
        a.vpmovzxdq(half, half.ymm());
      }
      if (form.shift) a.vpsllq(half, half, form.shift);
      a.vpaddq(half, half, x86::zmm18);
      a.vmovdqu64(e.at(address, std::int32_t(128 * q + 64 * h)), half);
    }
  }
}

}  // namespace gcnjit::backend_x64
