// The cluster-dword-quads pass (ir/passes/dword_quads.h) on the instruction
// test tests/isa/ds/ds_write_quads.s: after the default passes, the four
// stores of its ds_write_b128 and those of its two ds_write2_b32 (bytes
// 8-15 first) are dword quads (ir/dword_quad.h) whose ops are contiguous,
// in every version of the block. The stored values are that test's job.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "ir/dword_quad.h"
#include "isa/target.h"
#include "program_check.h"

using namespace gcnjit;

TEST_CASE("dword quads are contiguous after the passes", "[passes][quads]") {
  std::string problem;
  auto program = testing::liftProgramFile(Target::Gfx908,
                                          GCNJIT_TEST_BINARY_DIR "/isa/ds/ds_write_quads.gfx908.bin", problem);
  INFO(problem);
  REQUIRE(program);
  unsigned stores = 0, quads = 0;
  for (const auto& block : program->optimised.blocks()) {
    const auto& insts = block->insts();
    for (const auto& inst : insts) stores += inst->op == ir::Op::Store;
    for (std::size_t i = 0; i < insts.size(); ++i) {
      if (insts[i]->op != ir::Op::Store) continue;
      std::optional<ir::DwordQuad> quad = ir::dwordQuadAt(*block, i);
      if (!quad) continue;
      CHECK(quad->last == i + 3);
      for (unsigned c = 0; c < 4; ++c) CHECK(quad->byComponent[c] != nullptr);
      ++quads;
      i = quad->last;
    }
  }
  CHECK(stores > 0);
  CHECK(stores == 4 * quads);  // every store is in a quad: two per version of the block
  CHECK(quads % 2 == 0);
  CHECK(quads >= 2);
}
