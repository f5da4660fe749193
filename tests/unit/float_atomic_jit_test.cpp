// The float atomics' native code (backend_x64/emit/float_atomic.cpp, the lane
// loops of emit_atomic.cpp) against the interpreter: instruction-test
// programs of DS_ADD/MIN/MAX/CMPST_F32 and GLOBAL_ATOMIC_ADD_F32 /
// PK_ADD_F16 run from random states whose memory and data hold the values
// the f32 and f16 rules single out (zeros of both signs, denormals,
// infinities, quiet and signalling NaNs with payloads, values that cancel),
// several lanes on one address (the order of the lanes counts), in random
// MODEs (the atomics ignore MODE: the kernel's MXCSR must not leak into
// them). The memory has windows and extents, as the runtime's has, so the
// native paths run (SparseMemory has none); some states put one lane out of
// range or misaligned, where the code must fault as the interpreter does.
#include <catch2/catch.hpp>

#include <cstdint>
#include <cstring>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "backend_x64/compile.h"
#include "backend_x64/host_isa.h"
#include "ir/interp/interpreter.h"
#include "program_check.h"
#include "runtime/translate.h"

using namespace gcnjit;

namespace {

// Global memory at host addresses (one buffer, as device memory is) and a
// small LDS; anything else faults.
class WindowMemory final : public ir::Memory {
 public:
  std::vector<std::uint8_t> global = std::vector<std::uint8_t>(256), lds = std::vector<std::uint8_t>(512);

  std::uint64_t globalBase() const { return reinterpret_cast<std::uint64_t>(global.data()); }
  bool operator==(const WindowMemory& other) const { return global == other.global && lds == other.lds; }

  bool load(ir::AddrSpace space, std::uint64_t address, unsigned, void* out, unsigned size) override {
    std::uint8_t* p = at(space, address, size);
    if (p) std::memcpy(out, p, size);
    return p != nullptr;
  }
  bool store(ir::AddrSpace space, std::uint64_t address, unsigned, const void* data, unsigned size) override {
    std::uint8_t* p = at(space, address, size);
    if (p) std::memcpy(p, data, size);
    return p != nullptr;
  }
  bool atomic(ir::AddrSpace space, std::uint64_t address, unsigned, ir::AtomicOp op, unsigned size,
              std::uint64_t data, std::uint64_t compare, std::uint64_t* old) override {
    std::uint8_t* p = at(space, address, size);
    if (!p) return false;
    *old = 0;
    std::memcpy(old, p, size);
    std::uint64_t result = ir::atomicNewValue(op, size, *old, data, compare);
    std::memcpy(p, &result, size);
    return true;
  }
  std::uint8_t* window(ir::AddrSpace space, std::uint64_t address, std::uint64_t bytes) override {
    return at(space, address, bytes);
  }
  std::optional<std::pair<std::uint64_t, std::uint64_t>> extent(ir::AddrSpace space, std::uint64_t address,
                                                               std::uint64_t bytes) override {
    if (!at(space, address, bytes)) return std::nullopt;
    if (space == ir::AddrSpace::Lds) return std::pair<std::uint64_t, std::uint64_t>{0, lds.size()};
    return std::pair<std::uint64_t, std::uint64_t>{globalBase(), globalBase() + global.size()};
  }

 private:
  std::uint8_t* at(ir::AddrSpace space, std::uint64_t address, std::uint64_t bytes) {
    std::vector<std::uint8_t>* block = space == ir::AddrSpace::Lds      ? &lds
                                       : space == ir::AddrSpace::Global ? &global
                                                                        : nullptr;
    std::uint64_t base = space == ir::AddrSpace::Lds ? 0 : globalBase();
    if (!block || address < base || address - base > block->size() || bytes > block->size() - (address - base))
      return nullptr;
    return block->data() + (address - base);
  }
};

std::uint32_t specialHalf(std::mt19937_64& rng) {
  std::uint32_t sign = rng() & 1 ? 0x8000u : 0u;
  switch (rng() % 7) {
    case 0: return sign;
    case 1: return sign | std::uint32_t(1 + rng() % 0x3ff);              // denormal
    case 2: return sign | 0x7c00u;                                      // infinity
    case 3: return sign | 0x7e00u | std::uint32_t(rng() & 0x1ff);        // quiet NaN
    case 4: return sign | 0x7c00u | std::uint32_t(1 + rng() % 0x1ff);    // signalling NaN
    case 5: return sign | std::uint32_t(0x7bff - rng() % 4);            // near the largest
    default: return std::uint32_t(rng() & 0xffff);
  }
}

std::uint32_t special32(std::mt19937_64& rng) {
  std::uint32_t sign = rng() & 1 ? 0x80000000u : 0u;
  switch (rng() % 10) {
    case 0: return sign;
    case 1: return sign | std::uint32_t(1 + rng() % 0x7fffff);                 // denormal
    case 2: return sign | 0x7f800000u;                                         // infinity
    case 3: return sign | 0x7fc00000u | std::uint32_t(rng() & 0x3fffff);       // quiet NaN
    case 4: return sign | 0x7f800000u | std::uint32_t(1 + rng() % 0x3fffff);   // signalling NaN
    case 5: return sign | std::uint32_t(1 + rng() % 3) << 23 | std::uint32_t(rng() & 0x7fffff);  // tiny normal
    case 6: return sign | std::uint32_t(0x7f7fffff - rng() % 4);               // near the largest
    case 7: return specialHalf(rng) | specialHalf(rng) << 16;                  // two f16 halves
    case 8: return sign | std::uint32_t(120 + rng() % 16) << 23 | std::uint32_t(rng() & 0x7fffff);
    default: return std::uint32_t(rng());
  }
}

void fillSpecial(std::mt19937_64& rng, std::vector<std::uint8_t>& bytes) {
  for (std::size_t i = 0; i + 4 <= bytes.size(); i += 4) {
    std::uint32_t v = special32(rng);
    std::memcpy(&bytes[i], &v, 4);
  }
}

// Data in v2-v7: special values, some the negation or a copy of another lane's.
void fillData(std::mt19937_64& rng, ir::WaveState& s) {
  for (unsigned reg = 2; reg <= 7; ++reg) {
    for (unsigned lane = 0; lane < 64; ++lane) {
      std::uint32_t v = special32(rng);
      if (rng() % 6 == 0) v = s.vgpr[reg][rng() % 64] ^ (rng() & 1 ? 0x80000000u : 0x80008000u);
      s.vgpr[reg][lane] = v;
    }
  }
}

// One lane of `reg` out of its space or misaligned, in some states.
void maybeBadLane(std::mt19937_64& rng, ir::WaveState& s, unsigned reg, std::uint32_t outOfRange) {
  if (rng() % 8 != 0) return;
  unsigned lane = unsigned(rng() % 64);
  s.vgpr[reg][lane] = rng() % 2 ? outOfRange : s.vgpr[reg][lane] + 2;
}

// The program's state: LDS offsets (v1) within the first 64 bytes, 8-byte
// aligned for the 64-bit forms, several lanes to an address.
void ldsOperands(std::mt19937_64& rng, ir::WaveState& s, WindowMemory&) {
  for (unsigned lane = 0; lane < 64; ++lane) s.vgpr[1][lane] = std::uint32_t(rng() % 8) * 8;
  fillData(rng, s);
  maybeBadLane(rng, s, 1, 0x10000);
}

// Global addresses (v[1:2]) of dwords 8 bytes apart in the buffer's first
// 128 bytes (the program also adds at offset 4).
void globalOperands(std::mt19937_64& rng, ir::WaveState& s, WindowMemory& m) {
  for (unsigned lane = 0; lane < 64; ++lane) {
    std::uint64_t address = m.globalBase() + (rng() % 16) * 8;
    s.vgpr[1][lane] = std::uint32_t(address);
    s.vgpr[2][lane] = std::uint32_t(address >> 32);
  }
  for (unsigned reg = 3; reg <= 4; ++reg) {
    for (unsigned lane = 0; lane < 64; ++lane) s.vgpr[reg][lane] = special32(rng);
  }
  maybeBadLane(rng, s, 1, std::uint32_t(m.globalBase() + m.global.size()));
}

std::string exitText(const ir::ExitStatus& s) {
  return std::to_string(unsigned(s.kind)) + " at " + std::to_string(s.pc) + ": " + s.message;
}

using Operands = void (*)(std::mt19937_64&, ir::WaveState&, WindowMemory&);

// `states` runs of the instruction test's program (assembled for `target`)
// on the interpreter and as JIT code of each host ISA here, from the same
// state and memory: same exit, state and memory required.
void checkFloatAtomics(Target target, const std::string& family, const std::string& test, unsigned states,
                       Operands operands) {
  std::string problem;
  std::string path = std::string(GCNJIT_TEST_BINARY_DIR "/isa/") + family + "/" + test + "." +
                     std::string(targetName(target)) + ".bin";
  auto program = testing::liftProgramFile(target, path, problem);
  INFO(test << ": " << problem);
  REQUIRE(program);
  std::mt19937_64 rng(std::hash<std::string>{}(test));
  WindowMemory memory;
  unsigned compared = 0, faults = 0;
  for (unsigned i = 0; i < states; ++i) {
    auto initial = std::make_unique<ir::WaveState>();
    testing::randomizeState(rng, *initial);
    initial->mode = std::uint32_t(rng() & 0x3ff);
    fillSpecial(rng, memory.lds);
    fillSpecial(rng, memory.global);
    operands(rng, *initial, memory);
    const WindowMemory before = memory;
    auto want = std::make_unique<ir::WaveState>(*initial);
    ir::ExitStatus wantExit = ir::interpret(program->optimised, *program->optimised.blockAt(0), *want, memory, 1000);
    const WindowMemory wantMemory = memory;
    faults += wantExit.kind == ir::ExitStatus::Kind::Fault;
    for (auto isa : {backend_x64::HostIsa::Avx2, backend_x64::HostIsa::Avx512}) {
      if (!backend_x64::canRun(isa)) continue;
      INFO("state " << i << ", " << backend_x64::hostIsaName(isa) << ", MODE 0x" << std::hex << initial->mode);
      memory.global = before.global;
      memory.lds = before.lds;
      auto got = std::make_unique<ir::WaveState>(*initial);
      runtime::TranslationInput input{.cfg = program->cfg, .target = target, .initialMode = initial->mode,
                                      .dropDeadRegisterWrites = false};
      auto compiled = runtime::translateToHost(program->optimised, input, isa);
      ir::ExitStatus gotExit = compiled->newRunner()->run(*program->optimised.blockAt(0), *got, memory, 2000);
      REQUIRE(exitText(gotExit) == exitText(wantExit));
      REQUIRE(std::memcmp(got.get(), want.get(), sizeof *got) == 0);
      REQUIRE(memory == wantMemory);
      ++compared;
    }
  }
  CHECK(compared >= states);
  CHECK(faults > 0);
  CHECK(faults < states / 2);
}

}  // namespace

TEST_CASE("JIT float atomics on LDS match the interpreter on special values", "[jit][atomic]") {
  checkFloatAtomics(Target::Gfx906, "ds", "ds_float_atomic", 300, ldsOperands);  // FAdd, FMin, FMax
  checkFloatAtomics(Target::Gfx906, "ds", "ds_cmpst", 300, ldsOperands);         // FCmpSwap (and CmpSwap)
}

TEST_CASE("JIT float atomics on global memory match the interpreter on special values", "[jit][atomic]") {
  checkFloatAtomics(Target::Gfx908, "flat", "global_atomic_fadd", 300, globalOperands);  // FAddFtz, PkFAdd
}
