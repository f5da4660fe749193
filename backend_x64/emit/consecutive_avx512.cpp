#include "backend_x64/emit/consecutive_avx512.h"

namespace gcnjit::backend_x64 {
namespace {

constexpr unsigned kGroups = 4;  // of 16 lanes

}  // namespace

void loadConsecutiveWave(Emitter& e, const ir::Inst& inst, const ir::Inst* mask, unsigned size) {
  for (unsigned q = 0; q < kGroups; ++q) {
    e.loadMask16(x86::k1, mask, q);
    loadGroup(e, size, x86::ptr(x86::rax, std::int32_t(16 * size * q)));
    storeLoadedGroup(e, inst, q, size);
  }
}

void loadGroup(Emitter& e, unsigned size, const x86::Mem& at) {
  auto& a = e.a;
  if (size == 4) return void(a.k(x86::k1).z().vmovdqu32(x86::zmm22, at));  // inactive lanes load 0
  x86::Mem upper = at;
  upper.addOffset(64);
  a.kshiftrw(x86::k4, x86::k1, 8);
  a.k(x86::k1).z().vmovdqu64(x86::zmm22, at);
  a.k(x86::k4).z().vmovdqu64(x86::zmm23, upper);
}

void broadcastGroup(Emitter& e, unsigned size, const x86::Gp& element) {
  auto& a = e.a;
  if (size == 4) return void(a.k(x86::k1).z().vpbroadcastd(x86::zmm22, x86::dword_ptr(element)));
  a.kshiftrw(x86::k4, x86::k1, 8);
  a.k(x86::k1).z().vpbroadcastq(x86::zmm22, x86::qword_ptr(element));
  a.k(x86::k4).z().vpbroadcastq(x86::zmm23, x86::qword_ptr(element));
}

void storeLoadedGroup(Emitter& e, const ir::Inst& inst, unsigned q, unsigned size) {
  auto& a = e.a;
  if (size == 4) return void(a.vmovdqu32(e.at(&inst, std::int32_t(64 * q)), x86::zmm22));
  a.vmovdqu64(e.at(&inst, std::int32_t(128 * q)), x86::zmm22);
  a.vmovdqu64(e.at(&inst, std::int32_t(128 * q + 64)), x86::zmm23);
}

void storeConsecutiveWave(Emitter& e, const ir::Inst* data, const ir::Inst* mask, unsigned size) {
  for (unsigned q = 0; q < kGroups; ++q) {
    e.loadMask16(x86::k1, mask, q);
    storeGroup(e, data, q, size, x86::ptr(x86::rax, std::int32_t(16 * size * q)));
  }
}

void storeGroup(Emitter& e, const ir::Inst* data, unsigned q, unsigned size, const x86::Mem& at) {
  auto& a = e.a;
  if (size == 4) {
    a.vmovdqu32(x86::zmm22, e.at(data, std::int32_t(64 * q)));
    a.k(x86::k1).vmovdqu32(at, x86::zmm22);
    return;
  }
  x86::Mem upper = at;
  upper.addOffset(64);
  a.kshiftrw(x86::k4, x86::k1, 8);
  a.vmovdqu64(x86::zmm22, e.at(data, std::int32_t(128 * q)));
  a.vmovdqu64(x86::zmm23, e.at(data, std::int32_t(128 * q + 64)));
  a.k(x86::k1).vmovdqu64(at, x86::zmm22);
  a.k(x86::k4).vmovdqu64(upper, x86::zmm23);
}

}  // namespace gcnjit::backend_x64
