#include "backend_x64/wave_start.h"

#include <algorithm>
#include <cstddef>

#include "backend_x64/emitter.h"
#include "backend_x64/frame.h"

namespace gcnjit::backend_x64 {
namespace {

constexpr std::int32_t kSgprs = offsetof(ir::WaveState, sgpr);
constexpr std::int32_t kRowBytes = sizeof ir::WaveState::vgpr[0];
static_assert(offsetof(ir::WaveState, vgpr) == 0 && sizeof ir::WaveEntry::ids[0][0] == kRowBytes);

// Stores are as wide as the loads that read them next, so that those loads
// are forwarded from the stores in flight (a wider load than the stores it
// reads waits for them to reach the cache): VGPR rows in vector chunks
// (`chunk` bytes: the JIT's chunk width), SGPRs in 8-byte moves.

// Zeroes [r12 + offset, + bytes) (`zero` holds zero): long ranges of rows
// (a kernel that may read many VGPRs first) as a loop, the rest unrolled.
void clearState(x86::Assembler& a, const x86::Vec& zero, std::uint32_t chunk, std::uint32_t offset,
                std::uint32_t bytes) {
  bool rows = offset < offsetof(ir::WaveState, sgpr);  // VGPR or AccVGPR rows, whole ones
  if (rows && bytes >= 1024) {
    Label loop = a.newLabel();
    a.lea(x86::rdi, Emitter::state(std::int32_t(offset)));
    a.mov(x86::ecx, bytes / chunk);
    a.bind(loop);
    a.vmovdqu(x86::ptr(x86::rdi), zero);
    a.add(x86::rdi, chunk);
    a.dec(x86::ecx);
    a.jnz(loop);
    return;
  }
  if (rows) {
    for (; bytes > 0; offset += chunk, bytes -= chunk) a.vmovdqu(x86::ptr(x86::r12, offset), zero);
    return;
  }
  for (; bytes >= 8; offset += 8, bytes -= 8) a.mov(x86::qword_ptr(x86::r12, offset), 0);
  if (bytes == 4) a.mov(x86::dword_ptr(x86::r12, offset), 0);
}

using Ranges = std::vector<std::pair<std::uint32_t, std::uint32_t>>;
constexpr std::uint32_t kEntrySgprBytes = sizeof ir::WaveEntry::sgprs;
constexpr std::uint32_t kSpecials = offsetof(ir::WaveState, scc);

bool overlaps(std::uint32_t offset, std::uint32_t bytes, std::uint32_t from, std::uint32_t to) {
  return offset < to && offset + bytes > from;
}

// `ranges` without the bytes in [from, to).
Ranges without(const Ranges& ranges, std::uint32_t from, std::uint32_t to) {
  Ranges out;
  for (auto [offset, bytes] : ranges) {
    std::uint32_t end = offset + bytes;
    if (offset < from) out.emplace_back(offset, std::min(end, from) - offset);
    if (end > to) out.emplace_back(std::max(offset, to), end - std::max(offset, to));
  }
  return out;
}

}  // namespace

void emitWaveStart(x86::Assembler& a, bool zmmChunks,
                   const std::vector<std::pair<std::uint32_t, std::uint32_t>>& clearRanges, Label entryBlock) {
  x86::Vec zero = zmmChunks ? x86::Vec(x86::zmm0) : x86::Vec(x86::ymm0);
  x86::Vec row = zmmChunks ? x86::Vec(x86::zmm1) : x86::Vec(x86::ymm1);
  std::uint32_t chunk = zmmChunks ? 64 : 32;
  a.vpxor(x86::xmm0, x86::xmm0, x86::xmm0);
  // The entry's SGPRs (the initial ones, then zeros) and special registers
  // are copied where the kernel may read them first, and EXEC always: the
  // copy stands for their clearing.
  constexpr std::uint32_t kExec = kSgprs + 4 * ir::sreg::kExecLo;
  const std::pair<std::uint32_t, std::uint32_t> copied[] = {
      {kSgprs, kSgprs + kEntrySgprBytes}, {kSpecials, kSpecials + ir::WaveEntry::kSpecialBytes}, {kExec, kExec + 8}};
  Ranges cleared = clearRanges;
  for (auto [from, to] : copied) cleared = without(cleared, from, to);
  for (const auto& [offset, bytes] : cleared) clearState(a, zero, chunk, offset, bytes);
  a.mov(x86::rax, Emitter::frame(offsetof(JitFrame, waveEntry)));
  for (std::uint32_t i = 0; i < kEntrySgprBytes; i += 8) {
    bool read = false;
    for (auto [offset, bytes] : clearRanges) read |= overlaps(offset, bytes, kSgprs + i, kSgprs + i + 8);
    if (!read) continue;
    a.mov(x86::rdx, x86::qword_ptr(x86::rax, std::int32_t(offsetof(ir::WaveEntry, sgprs) + i)));
    a.mov(x86::qword_ptr(x86::r12, std::int32_t(kSgprs + i)), x86::rdx);
  }
  for (std::int32_t i = 0; i < std::int32_t(ir::WaveEntry::kSpecialBytes); i += 32) {
    a.vmovdqu(x86::ymm1, x86::ymmword_ptr(x86::rax, offsetof(ir::WaveEntry, specials) + i));
    a.vmovdqu(x86::ymmword_ptr(x86::r12, offsetof(ir::WaveState, scc) + i), x86::ymm1);
  }
  // EXEC and v0.. (idRows rows) of the running wave.
  a.mov(x86::rcx, Emitter::frame(offsetof(JitFrame, waveIndex)));
  a.mov(x86::rdx, x86::qword_ptr(x86::rax, x86::rcx, 3, offsetof(ir::WaveEntry, exec)));
  a.mov(x86::qword_ptr(x86::r12, kSgprs + 4 * ir::sreg::kExecLo), x86::rdx);
  a.imul(x86::rcx, x86::rcx, sizeof ir::WaveEntry::ids[0]);
  a.lea(x86::rcx, x86::ptr(x86::rax, x86::rcx, 0, offsetof(ir::WaveEntry, ids)));
  a.mov(x86::rdx, x86::qword_ptr(x86::rax, offsetof(ir::WaveEntry, idRows)));
  a.shl(x86::rdx, 8);  // rows * kRowBytes
  static_assert(kRowBytes == 1 << 8);
  a.xor_(x86::edi, x86::edi);
  Label copy = a.newLabel();
  a.bind(copy);
  a.vmovdqu(row, x86::ptr(x86::rcx, x86::rdi));
  a.vmovdqu(x86::ptr(x86::r12, x86::rdi), row);
  a.add(x86::rdi, chunk);
  a.cmp(x86::rdi, x86::rdx);
  a.jb(copy);
  a.jmp(entryBlock);
}

}  // namespace gcnjit::backend_x64
