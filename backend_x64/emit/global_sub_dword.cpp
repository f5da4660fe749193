#include "backend_x64/emit/global_sub_dword.h"

#include "backend_x64/emit/emit_common.h"
#include "backend_x64/emit/vouched_range.h"
#include "ir/memory.h"

namespace gcnjit::backend_x64 {
namespace {

// `dst` = the byte or short at `at`, zero- or sign-extended.
void loadExtended(x86::Assembler& a, const x86::Gp& dst, x86::Mem at, const ir::MemAccess& access) {
  at.setSize(access.size);
  if (access.signExtend) {
    a.movsx(dst, at);
  } else {
    a.movzx(dst, at);
  }
}

}  // namespace

bool globalSubDwordShape(const ir::Inst& inst, const ir::Inst* data) {
  ir::MemAccess access = ir::MemAccess::decode(inst.imm);
  return access.space == ir::AddrSpace::Global && access.atomic == ir::AtomicOp::None &&
         (access.size == 1 || access.size == 2) && inst.operands[0]->type == ir::Type::vector(ir::Elem::I64) &&
         isVector32(data->type);
}

void globalSubDwordLoad(Emitter& e, const ir::Inst& inst, Label slow) {
  auto& a = e.a;
  const ir::Inst* addresses = inst.operands[0];
  const ir::Inst* mask = inst.operands[1];
  ir::MemAccess access = ir::MemAccess::decode(inst.imm);
  unsigned size = access.size;
  Label general = a.newLabel(), done = a.newLabel();
  consecutiveInOneRange(e, addresses, size, general);
  prefetchAhead(e, 64 * size);
  for (unsigned c = 0; c < kChunks; ++c) {
    x86::Mem at = x86::ptr(x86::rax, std::int32_t(c * kChunkLanes * size));
    if (size == 1) {
      at.setSize(8);
      access.signExtend ? a.vpmovsxbd(x86::ymm0, at) : a.vpmovzxbd(x86::ymm0, at);
    } else {
      at.setSize(16);
      access.signExtend ? a.vpmovsxwd(x86::ymm0, at) : a.vpmovzxwd(x86::ymm0, at);
    }
    if (!Emitter::isAllLanes(mask)) {
      e.loadMaskLanes32(x86::ymm1, mask, c);
      a.vpand(x86::ymm0, x86::ymm0, x86::ymm1);  // inactive lanes load 0
    }
    e.storeChunk32(inst, c, x86::ymm0);
  }
  a.jmp(done);
  a.bind(general);
  lanesInOneRange(e, addresses, mask, size, slow);
  a.vpxor(x86::ymm0, x86::ymm0, x86::ymm0);
  for (unsigned c = 0; c < kChunks; ++c) e.storeChunk32(inst, c, x86::ymm0);
  forEachActiveLaneOfWave(e, mask, [&] {
    a.mov(x86::rax, laneOf(e.at(addresses), 8));
    loadExtended(a, x86::r9d, x86::ptr(x86::rax), access);
    a.mov(laneOf(e.at(&inst), 4), x86::r9d);
  });
  a.bind(done);
}

void globalSubDwordStore(Emitter& e, const ir::Inst& inst, Label slow) {
  auto& a = e.a;
  const ir::Inst* addresses = inst.operands[0];
  const ir::Inst* data = inst.operands[1];
  const ir::Inst* mask = inst.operands[2];
  unsigned size = ir::MemAccess::decode(inst.imm).size;
  lanesInOneRange(e, addresses, mask, size, slow);
  forEachActiveLaneOfWave(e, mask, [&] {
    a.mov(x86::rax, laneOf(e.at(addresses), 8));
    a.mov(x86::r9d, laneOf(e.at(data), 4));
    a.mov(x86::ptr(x86::rax, 0, size), size == 1 ? x86::Gp(x86::r9b) : x86::Gp(x86::r9w));
  });
}

}  // namespace gcnjit::backend_x64
