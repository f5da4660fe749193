// Instruction-count tests (FEX style): the number of host instructions the
// x64 backend emits for a few hot GCN patterns is pinned, so a change in
// code quality shows up in review. When codegen improves on purpose, lower
// the pinned numbers in the same commit.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <sstream>
#include <string>
#include <vector>

#include "backend_x64/compile.h"
#include "cfg/cfg.h"
#include "runtime/translate.h"

namespace gcnjit {
namespace {

// Encodings from llvm-mc-15 -mcpu=gfx900 -show-encoding.
const std::vector<std::uint32_t> kFma = {0xd1cb0000, 0x040e0501};          // v_fma_f32 v0, v1, v2, v3
const std::vector<std::uint32_t> kGlobalLoad = {0xdc508000, 0x007f0002};   // global_load_dword v0, v[2:3], off
const std::vector<std::uint32_t> kGlobalLoadLoop = {0xdc508000, 0x007f0002,  // the same load in a loop:
                                                    0xbf85fffd};             // s_cbranch_scc1 back to it
const std::vector<std::uint32_t> kScalarChain = {0x80000201, 0x92000300,   // s_add_u32 s0, s1, s2; s_mul_i32 s0, s0, s3
                                                 0x8e008200, 0x80000400};  // s_lshl_b32 s0, s0, 2; s_add_u32 s0, s0, s4
const std::vector<std::uint32_t> kCmpSaveExec = {0x7d980300, 0xbe80206a};  // v_cmp_gt_u32 vcc, v0, v1;
                                                                          // s_and_saveexec_b64 s[0:1], vcc
// A lane's 64-bit address as compilers form it, read by a load; the
// registers are overwritten after it, so only the load reads the pair.
const std::vector<std::uint32_t> kLaneAddress = {
    0xd28f0000, 0x00020082,  // v_lshlrev_b64 v[0:1], 2, v[0:1]
    0x7e060201,              // v_mov_b32 v3, s1
    0x32040000,              // v_add_co_u32 v2, vcc, s0, v0
    0x38060303,              // v_addc_co_u32 v3, vcc, v3, v1, vcc
    0xdc508000, 0x047f0002,  // global_load_dword v4, v[2:3], off
    0x7e000280, 0x7e020280, 0x7e040280, 0x7e060280,  // v_mov_b32 v0..v3, 0
    0xbeea0180};                                     // s_mov_b64 vcc, 0
constexpr std::uint64_t kLaneAddressLoad = 0x14;
// The same with a zero high half: a base plus a zero-extended index, one
// LaneAddress (ir/passes/lane_addresses.h).
const std::vector<std::uint32_t> kIndexedLoad = [] {
  std::vector<std::uint32_t> words{0x7e020280};  // v_mov_b32 v1, 0
  words.insert(words.end(), kLaneAddress.begin(), kLaneAddress.end());
  return words;
}();
constexpr std::uint64_t kIndexedLoadEnd = kLaneAddressLoad + 4 + 8;  // with the load
constexpr std::uint32_t kEndPgm = 0xbf810000;

// `bytes` (gfx900 code at address 0) translated as the runtime translates a
// kernel, but for the register writes at its end: a pattern's results are
// read by no later instruction, and the runtime's pipeline would drop them.
std::unique_ptr<backend_x64::JitExecutable> translatePattern(std::span<const std::uint8_t> bytes,
                                                             backend_x64::HostIsa isa, std::uint32_t initialMode,
                                                             bool keepListing) {
  cfg::KernelCfg cfg = cfg::buildCfg(cfg::CodeView{Target::Gfx900, 0, bytes, true, {}, {}}, 0, "pattern");
  runtime::TranslationInput input{
      .cfg = cfg, .target = Target::Gfx900, .initialMode = initialMode, .dropDeadRegisterWrites = false};
  ir::Function function = runtime::liftToIr(input);
  REQUIRE(runtime::optimiseIr(function, input, /*eachPass=*/true).empty());
  return runtime::translateToHost(function, input, isa, keepListing);
}

// The host instructions emitted for the GCN instructions of `words` below
// address `end` (default: all of them, not s_endpgm) in the first two
// blocks lifted from address 0 (the EXEC dispatcher and the full-EXEC
// version, ir/passes/full_exec.h).
std::vector<std::string> hostCode(std::vector<std::uint32_t> words,
                                  backend_x64::HostIsa isa = backend_x64::HostIsa::Avx2,
                                  std::uint64_t end = ~std::uint64_t(0)) {
  end = std::min<std::uint64_t>(end, words.size() * 4);
  words.push_back(kEndPgm);
  std::vector<std::uint8_t> bytes(words.size() * 4);
  for (std::size_t i = 0; i < words.size(); ++i) {
    for (unsigned b = 0; b < 4; ++b) bytes[i * 4 + b] = std::uint8_t(words[i] >> (8 * b));
  }
  auto compiled = translatePattern(bytes, isa, 0xf0, /*keepListing=*/true);  // MODE: round to nearest, denormals kept
  std::istringstream listing(compiled->listing());
  std::string line;
  std::vector<std::string> code;
  unsigned blocksAtZero = 0;
  bool counting = false;  // in one of those blocks, in a stretch of `words`
  const std::string gcn = ";   GCN 0x", block = "; block ";
  while (std::getline(listing, line)) {
    if (line.rfind(block, 0) == 0) {
      bool atZero = line.find("(GCN 0x0)") != std::string::npos;
      blocksAtZero += atZero;
      counting = atZero && blocksAtZero == 2;  // its runaway-limit check (the first block's precedes GCN 0x0)
    }
    if (line.rfind(gcn, 0) == 0 && blocksAtZero > 0 && blocksAtZero <= 2) {
      counting = std::stoull(line.substr(gcn.size()), nullptr, 16) < end;
    }
    bool comment = line.rfind(";", 0) == 0, label = !line.empty() && line.back() == ':';
    if (counting && !comment && !label && !line.empty()) code.push_back(line);
  }
  return code;
}

unsigned hostInstructions(std::vector<std::uint32_t> words,
                          backend_x64::HostIsa isa = backend_x64::HostIsa::Avx2,
                          std::uint64_t end = ~std::uint64_t(0)) {
  return unsigned(hostCode(std::move(words), isa, end).size());
}

TEST_CASE("host code for hot GCN patterns stays this small", "[jit][codegen]") {
  if (!backend_x64::canRun(backend_x64::HostIsa::Avx2)) return;
  // Counted: the block's EXEC dispatcher (a cmp of EXEC with -1 and a jump
  // to the general version; the full-EXEC one follows it) and its full-EXEC version (ir/passes/full_exec.h). Vector ops run in chunk regions, a loop over
  // the 8 chunks of a wave (docs/ARCHITECTURE.md, "x64 backend"): v_fma_f32
  // is one loop body with the fma and the VGPR write, its operands read from
  // the chunk cache in place (no copies through scratch registers).
  // Scalar values live in registers (backend_x64/scalar_registers.h),
  // computed there and read there by the instructions using them, and
  // constants are immediates, never stored.
  CHECK(hostInstructions(kFma) == 18);
  // First the whole wave: 16 compares that all 64 lanes are consecutive,
  // one range lookup for the span, a stride prefetch (in the running
  // wave's history, JitFrame::setWave; into L1 or L2 by the turn of the
  // last read, so emitted twice), 8 loads. Then, where each 8 lanes share
  // one address in the range (a matrix row's element per 8 lanes), per chunk
  // an address check, a compare and one broadcast. Otherwise
  // the range check (a lookup in the frame's 8 vouched-for ranges, every
  // lane's address against it), then per chunk of 8 lanes a
  // consecutive-lanes test and one load (plain in the full-EXEC version,
  // masked in the general one), else a shared-address test and one
  // broadcast, else 2 vpgatherqd; the slow path, a call of the
  // window-checked helper. Each range lookup tests inline the range that
  // held its address last time and calls the program's range probe for the
  // others and the miss (emitted once, emit/vouched_range.h).
  CHECK(hostInstructions(kGlobalLoad) == 746);
  // The same in a loop, and the branch back.
  CHECK(hostInstructions(kGlobalLoadLoop) == 748);
  // The compare's mask goes through memory a byte per chunk, its 8 bytes
  // then stored again as one qword from 8 byte loads (Emitter::
  // joinMaskChunks: the qword read that follows forwards from that store),
  // then s_and_saveexec is 64-bit scalar code (the EXEC pair it saves is
  // not split and rejoined, and in the full-EXEC version EXEC & vcc is vcc:
  // ir/passes/simplify.h). The full-EXEC version stores the saved EXEC, all
  // ones there, as one immediate qword (folded in the round after the
  // register constants pass; emit_state.cpp joins the pair's two stores).
  CHECK(hostInstructions(kCmpSaveExec) == 52);
  // The address the load reads is three 64-bit ops (zero-extend, shift,
  // add: ir/passes/wide_pairs.h) in one chunk loop, its operands and
  // results in the chunk cache (lanes64), instead of the halves' adds,
  // carries, shifts, ORs and a Concat.
  CHECK(hostInstructions(kLaneAddress, backend_x64::HostIsa::Avx2, kLaneAddressLoad) == 28);
  // A base plus a zero-extended index: no code computes the 64 addresses
  // (backend_x64/deferred_addresses.h). The load tests its shapes on the
  // indices, one dword compare per 8 lanes, computing lane 0's or each
  // chunk's address in scalar code; only its general path computes the
  // addresses, before the range check kGlobalLoad's general path starts with.
  CHECK(hostInstructions(kIndexedLoad, backend_x64::HostIsa::Avx2, kIndexedLoadEnd) == 801);
}

TEST_CASE("AVX-512 host code for hot GCN patterns stays this small", "[jit][codegen]") {
  if (!backend_x64::canRun(backend_x64::HostIsa::Avx512)) return;
  using backend_x64::HostIsa;
  // The same patterns in 16-lane zmm chunks, whose loops run 4 times
  // instead of 8: v_fma_f32's loop body takes its operands from the chunk
  // cache and computes into the result's cache register (lanes32).
  CHECK(hostInstructions(kFma, HostIsa::Avx512) == 18);
  // The site's shape memory first: two compares that jump to the shape
  // that took the last access, and one store where a shape takes this one.
  // Then the whole wave: lane 16's address in scalar code (rows per 16
  // lanes fail there), 8 compares that all 64 lanes are consecutive,
  // one range lookup for the span, a stride prefetch (as for AVX2), 4
  // masked loads. Then, where each 16 lanes are consecutive (a row per 16
  // lanes), 4 group tests and span checks, 4 masked loads and a stride
  // prefetch of each group's line (twice too). Then, where each 16 lanes
  // share one address (a matrix row's element per 16 lanes), 4 group tests
  // and address checks and 4 broadcasts. Otherwise the range check (masked min/max in zmm), then per 16 lanes
  // one masked load, a broadcast where the lanes share an address, or two
  // vpgatherqd (emit/global_avx512.cpp). All of it runs ahead of a chunk
  // region with the SetVGPR of the loaded value (emit/global_in_region.h):
  // the whole-wave shape leaves lane 0's address for the region instead of
  // loading, the others load into the slot and leave its address; the
  // region's loop loads each chunk from there once.
  CHECK(hostInstructions(kGlobalLoad, HostIsa::Avx512) == 528);
  CHECK(hostInstructions(kGlobalLoadLoop, HostIsa::Avx512) == 530);
  // The compare writes each chunk's mask word from a k register; the four
  // words are joined in k registers and stored again as one qword; the
  // saved EXEC is stored as for AVX2.
  CHECK(hostInstructions(kCmpSaveExec, HostIsa::Avx512) == 33);
  CHECK(hostInstructions(kLaneAddress, HostIsa::Avx512, kLaneAddressLoad) == 27);
  // As for AVX2, with one dword compare per 16 lanes and the 16-lane
  // group shapes, ahead of a region as kGlobalLoad's.
  CHECK(hostInstructions(kIndexedLoad, HostIsa::Avx512, kIndexedLoadEnd) == 582);
}

TEST_CASE("a chain of scalar ops keeps its values in registers", "[jit][codegen]") {
  if (!backend_x64::canRun(backend_x64::HostIsa::Avx2)) return;
  // Each op's result goes to a scalar register (backend_x64/scalar_registers.h)
  // and the next op reads it there: nothing is stored to a value slot
  // ([rbx...]), only the SGPRs and SCC the chain writes go to the WaveState.
  // Each op computes in its result's register, reading SGPRs in place
  // (`add ebp, dword ptr [r12+...]`) and constants as immediates.
  for (auto isa : {backend_x64::HostIsa::Avx2, backend_x64::HostIsa::Avx512}) {
    if (!backend_x64::canRun(isa)) continue;
    std::vector<std::string> code = hostCode(kScalarChain, isa);
    for (const std::string& line : code) {
      INFO(line);
      CHECK_FALSE((line.rfind("mov", 0) == 0 && line.find(" [rbx") != std::string::npos &&
                   line.find("[rbx") < line.find(',')));
    }
    CHECK(code.size() == 18);
  }
}

TEST_CASE("an EXEC dispatcher is one compare and one jump", "[jit][codegen]") {
  // The dispatcher's compare (ir/passes/full_exec.h) has no use but its
  // Branch: no i1 is set, the cmp reads EXEC's register with -1 as an
  // immediate, and the Branch falls through to the full-EXEC version,
  // which is the next block.
  for (auto isa : {backend_x64::HostIsa::Avx2, backend_x64::HostIsa::Avx512}) {
    if (!backend_x64::canRun(isa)) continue;
    std::vector<std::string> code = hostCode(kFma, isa);
    REQUIRE(code.size() > 3);
    CHECK(code[0].rfind("mov rbp, qword ptr [r12+", 0) == 0);
    CHECK(code[1] == "cmp rbp, -1");
    CHECK(code[2].rfind("jne L", 0) == 0);
    CHECK(code[3].rfind("sub qword ptr [r13+", 0) == 0);  // the next block's runaway-limit check
  }
}

TEST_CASE("stride prefetch sites go to loads in loops first", "[jit][codegen]") {
  if (!backend_x64::canRun(backend_x64::HostIsa::Avx2)) return;
  // A load before a loop of 64 loads (s_cbranch_scc1 back to the first of
  // them): the loop's loads may ask for all 128 prefetch sites
  // (JitFrame::kPrefetchSites), so the first load gets none, though it is
  // emitted first: its code is the 746 instructions above less the
  // prefetch's 31 (the loop is laid out right after it: no jump).
  std::vector<std::uint32_t> words = kGlobalLoad;
  for (unsigned i = 0; i < 64; ++i) words.insert(words.end(), kGlobalLoad.begin(), kGlobalLoad.end());
  words.push_back(0xbf850000u | (0x10000u - 129));  // s_cbranch_scc1 at 0x208 to 0x8: (8 - 0x20c) / 4
  CHECK(hostInstructions(words, backend_x64::HostIsa::Avx2, 8) == 715);
}

TEST_CASE("a host address in generated code maps back to its GCN instruction", "[jit][codegen]") {
  if (!backend_x64::canRun(backend_x64::HostIsa::Avx2)) return;
  // v_fma_f32 at 0x0, global_load_dword at 0x8, s_endpgm at 0x10.
  std::vector<std::uint8_t> bytes;
  for (std::uint32_t w : {kFma[0], kFma[1], kGlobalLoad[0], kGlobalLoad[1], kEndPgm}) {
    for (unsigned b = 0; b < 4; ++b) bytes.push_back(std::uint8_t(w >> (8 * b)));
  }
  auto compiled = translatePattern(bytes, backend_x64::HostIsa::Avx2, 0, /*keepListing=*/false);
  auto [start, size] = compiled->code();
  CHECK_FALSE(compiled->gcnPcAt(start + size).has_value());
  std::vector<std::uint64_t> seen;
  for (std::uintptr_t at = start; at < start + size; ++at) {
    std::optional<std::uint64_t> pc = compiled->gcnPcAt(at);
    if (pc && (seen.empty() || seen.back() != *pc)) seen.push_back(*pc);
  }
  // The code of each instruction in order: the EXEC dispatcher (at 0x0),
  // then the full-EXEC and the general version of the block, then the wave
  // start, which maps to the entry (the tail holds exit stubs and constants,
  // which map to it too).
  CHECK(seen == std::vector<std::uint64_t>{0x0, 0x8, 0x10, 0x0, 0x8, 0x10, 0x0});
}

}  // namespace
}  // namespace gcnjit
