// CFG discovery: hand-assembled snippets for each block end and error, every
// kernel of the corpus (tests/kernels, compiled at build time) with checked
// invariants, the loop and call kernels in detail, and mutated code.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>

#include "cfg/cfg.h"
#include "loader/code_object.h"

using namespace gcnjit;

namespace {

constexpr uint64_t kBase = 0x1000;

std::vector<uint8_t> bytesOf(std::initializer_list<uint32_t> words) {
  std::vector<uint8_t> bytes;
  for (uint32_t w : words)
    for (int i = 0; i < 4; ++i) bytes.push_back(uint8_t(w >> (8 * i)));
  return bytes;
}

cfg::KernelCfg cfgOf(const std::vector<uint8_t>& bytes) {
  return cfg::buildCfg(cfg::CodeView{Target::Gfx908, kBase, bytes, true, {}, {}}, kBase, "k");
}

std::string errorOf(const std::vector<uint8_t>& bytes) {
  try {
    cfgOf(bytes);
  } catch (const cfg::CfgError& e) {
    return e.what();
  }
  return "(no error)";
}

// SOPP words (Vega ISA "SOPP Instructions"): 0xBF80 | op, simm16.
uint32_t sopp(unsigned op, int16_t simm16) { return 0xBF800000u | op << 16 | uint16_t(simm16); }
const uint32_t kEndpgm = sopp(1, 0), kNop = sopp(0, 0);
uint32_t branch(int16_t d) { return sopp(2, d); }
uint32_t cbranchScc0(int16_t d) { return sopp(4, d); }
uint32_t cbranchExecz(int16_t d) { return sopp(8, d); }

std::vector<uint8_t> readFile(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

CodeObject corpusObject(const std::string& name) {
  std::string path = GCNJIT_TEST_BINARY_DIR "/kernels/" + name + ".gfx908.co";
  return CodeObject::parse(readFile(path), path);
}

uint64_t symbolAddress(const CodeObject& co, const std::string& name) {
  for (const ElfSymbol& s : co.functions())
    if (s.name == name) return s.value;
  FAIL("no function " << name);
  return 0;
}

// Invariants every CFG must satisfy.
void checkInvariants(const cfg::KernelCfg& cfg) {
  REQUIRE(cfg.blockAt(cfg.entry));
  for (uint64_t f : cfg.functions) REQUIRE(cfg.blockAt(f));
  for (size_t i = 0; i < cfg.blocks.size(); ++i) {
    const cfg::BasicBlock& b = cfg.blocks[i];
    INFO(cfg.kernel << " block 0x" << std::hex << b.start);
    if (i > 0) REQUIRE(cfg.blocks[i - 1].end <= b.start);
    REQUIRE(!b.insts.empty());
    uint64_t pc = b.start;
    for (const cfg::CfgInst& ci : b.insts) {
      REQUIRE(ci.address == pc);
      pc += ci.inst.size;
    }
    REQUIRE(pc == b.end);
    for (uint64_t s : b.successors) REQUIRE(cfg.blockAt(s));
    const Inst& last = b.insts.back().inst;
    uint64_t lastPc = b.insts.back().address;
    uint64_t target = lastPc + 4 + uint64_t(int64_t(last.imm) * 4);
    switch (b.exit) {
      case cfg::BlockExit::FallThrough:
        if (b.successors.empty()) {
          REQUIRE(last.id == InstId::s_trap);  // the code ends at a trap
        } else {
          REQUIRE(b.successors == std::vector<uint64_t>{b.end});
        }
        break;
      case cfg::BlockExit::Branch:
        REQUIRE(b.successors.size() == 1);
        if (last.id == InstId::s_branch) REQUIRE(b.successors[0] == target);
        break;
      case cfg::BlockExit::CondBranch:
        REQUIRE(last.desc().has(iflag::CondBranch));
        REQUIRE(b.successors == std::vector<uint64_t>{target, b.end});
        break;
      case cfg::BlockExit::Call:
        REQUIRE(last.desc().has(iflag::Call));
        REQUIRE(b.successors == std::vector<uint64_t>{b.end});
        if (b.callee) REQUIRE(cfg.blockAt(*b.callee));
        break;
      case cfg::BlockExit::Indirect:
      case cfg::BlockExit::EndProgram:
        REQUIRE(b.successors.empty());
        break;
    }
  }
}

}  // namespace

TEST_CASE("cfg: straight line, loop and branch snippets", "[cfg]") {
  cfg::KernelCfg one = cfgOf(bytesOf({kNop, kEndpgm}));
  REQUIRE(one.blocks.size() == 1);
  CHECK(one.blocks[0].exit == cfg::BlockExit::EndProgram);
  CHECK(one.blocks[0].end == kBase + 8);

  // 0: s_cbranch_scc0 -1 (to itself), 4: s_branch 1 (to 12), 8: s_nop (dead), 12: s_endpgm
  cfg::KernelCfg loop = cfgOf(bytesOf({cbranchScc0(-1), branch(1), kNop, kEndpgm}));
  checkInvariants(loop);
  REQUIRE(loop.blocks.size() == 3);
  CHECK(loop.blocks[0].successors == std::vector<uint64_t>{kBase, kBase + 4});
  CHECK(loop.blocks[1].successors == std::vector<uint64_t>{kBase + 12});
  CHECK(loop.blocks[2].start == kBase + 12);

  // A branch target splits a straight-line block: 0: s_cbranch_execz 1 (to 8)
  cfg::KernelCfg split = cfgOf(bytesOf({cbranchExecz(1), kNop, kNop, kEndpgm}));
  checkInvariants(split);
  REQUIRE(split.blocks.size() == 3);
  CHECK(split.blocks[1].exit == cfg::BlockExit::FallThrough);
  CHECK(split.blocks[1].successors == std::vector<uint64_t>{kBase + 8});
}

TEST_CASE("cfg: code may end at s_trap, which stops the wave", "[cfg]") {
  const uint32_t trap2 = sopp(0x12, 2);
  cfg::KernelCfg alone = cfgOf(bytesOf({trap2}));
  checkInvariants(alone);
  REQUIRE(alone.blocks.size() == 1);
  CHECK(alone.blocks[0].insts.size() == 1);
  CHECK(alone.blocks[0].exit == cfg::BlockExit::FallThrough);
  CHECK(alone.blocks[0].successors.empty());
  // A branch over the trap: the trap's block ends with the code.
  cfg::KernelCfg guarded = cfgOf(bytesOf({cbranchScc0(1), kEndpgm, kNop, trap2}));
  checkInvariants(guarded);
  REQUIRE(guarded.blocks.size() == 3);
  CHECK(guarded.blocks[2].insts.size() == 2);
  CHECK(guarded.blocks[2].successors.empty());
}

TEST_CASE("cfg: bad code fails with cause, location and disassembly", "[cfg]") {
  CHECK(errorOf(bytesOf({kNop})) == "execution falls off the end of the code at k+0x0: s_nop 0");
  CHECK(errorOf(bytesOf({branch(5), kEndpgm})) ==
        "branch target 0x1018 outside the code at k+0x0: s_branch 5");
  CHECK(errorOf(bytesOf({branch(-2), kEndpgm})) ==
        "branch target 0xffc outside the code at k+0x0: s_branch 65534");
  CHECK(errorOf(bytesOf({kNop, 0xffffffffu, kEndpgm})) ==
        "invalid instruction at k+0x4: .long 0xffffffff");
  // s_add_u32 s0, s0, literal: the branch lands on its literal.
  CHECK(errorOf(bytesOf({cbranchScc0(1), 0x8000ff00u, kEndpgm, kEndpgm})) ==
        "jump to 0x1008 inside this instruction at k+0x4: s_add_u32 s0, s0, 0xbf810000");
  CHECK(errorOf(bytesOf({kNop, 0x8000ff00u})) ==
        "truncated instruction at k+0x4: .long 0x8000ff00");
}

TEST_CASE("cfg: every corpus kernel has a consistent CFG", "[cfg][corpus]") {
  int kernels = 0;
  for (const auto& entry : std::filesystem::directory_iterator(GCNJIT_TEST_BINARY_DIR "/kernels")) {
    if (entry.path().extension() != ".co") continue;
    CodeObject co = CodeObject::parse(readFile(entry.path()), entry.path().string());
    for (const Kernel& k : co.kernels()) {
      INFO(co.source() << " " << k.name);
      cfg::KernelCfg cfg = cfg::buildCfg(co, k);
      checkInvariants(cfg);
      ++kernels;
    }
  }
  CHECK(kernels > 100);
}

TEST_CASE("cfg: a loop kernel has a back edge", "[cfg][corpus]") {
  CodeObject co = corpusObject("mandelbrot");
  cfg::KernelCfg cfg = cfg::buildCfg(co, *co.findKernel("mandelbrot"));
  bool backEdge = false;
  for (const cfg::BasicBlock& b : cfg.blocks)
    for (uint64_t s : b.successors) backEdge |= s <= b.start;
  CHECK(backEdge);
  CHECK(cfg.blocks.back().exit == cfg::BlockExit::EndProgram);
}

TEST_CASE("cfg: calls to device functions are followed", "[cfg][corpus]") {
  CodeObject co = corpusObject("device_calls");
  const Kernel* k = co.findKernel("_Z12device_callsPKfPKiPfPj");
  REQUIRE(k);
  cfg::KernelCfg cfg = cfg::buildCfg(co, *k);
  uint64_t fib = symbolAddress(co, "_Z3fibi");
  for (const char* callee : {"_Z4dot34Vec3S_", "_Z3fibi", "_Z3gcdjj"})
    CHECK(std::count(cfg.functions.begin(), cfg.functions.end(), symbolAddress(co, callee)) == 1);
  bool callsFib = false, unknownCallee = false, returns = false;
  for (const cfg::BasicBlock& b : cfg.blocks) {
    callsFib |= b.exit == cfg::BlockExit::Call && b.callee == fib && b.start > cfg.entry;
    // through a function pointer, or fib's recursive call, whose s_getpc_b64
    // is in the block before the waterfall loop of the s_swappc_b64
    unknownCallee |= b.exit == cfg::BlockExit::Call && !b.callee;
    returns |= b.exit == cfg::BlockExit::Indirect && b.insts.back().inst.id == InstId::s_setpc_b64;
  }
  CHECK(callsFib);
  CHECK(unknownCallee);
  CHECK(returns);
  // The call through a function pointer may reach any function: the ones
  // only reached that way (square, negate) are roots with blocks too.
  for (const char* target : {"_Z6squaref", "_Z6negatef"}) {
    INFO(target);
    CHECK(std::count(cfg.functions.begin(), cfg.functions.end(), symbolAddress(co, target)) == 1);
    CHECK(cfg.blockAt(symbolAddress(co, target)));
  }
}

TEST_CASE("cfg: mutated code never crashes", "[cfg][robustness]") {
  std::string path = GCNJIT_TEST_BINARY_DIR "/kernels/device_calls.gfx908.co";
  std::vector<uint8_t> image = readFile(path);
  const ElfSection* text = nullptr;
  CodeObject original = CodeObject::parse(image, path);
  for (const ElfSection& s : original.sections())
    if (s.name == ".text") text = &s;
  REQUIRE(text);
  std::mt19937 rng(7);
  int failures = 0;
  for (int round = 0; round < 300; ++round) {
    std::vector<uint8_t> mutated = image;
    int flips = 1 + int(rng() % 8);
    for (int i = 0; i < flips; ++i) {
      size_t at = text->offset + rng() % text->size;
      mutated[at] = rng() % 3 ? uint8_t(mutated[at] ^ (1u << (rng() % 8))) : uint8_t(rng());
    }
    CodeObject co = CodeObject::parse(std::move(mutated), path);
    for (const Kernel& k : co.kernels()) {
      try {
        checkInvariants(cfg::buildCfg(co, k));
      } catch (const cfg::CfgError& e) {
        ++failures;
        CHECK(std::string(e.what()).find(" at ") != std::string::npos);
      }
    }
  }
  CHECK(failures > 0);
}
