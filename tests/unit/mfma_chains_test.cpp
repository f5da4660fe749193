// The cluster-mfma-chains pass (ir/passes/mfma_chains.h) on the instruction
// test tests/isa/vop3p/v_mfma_chains.s: after the default passes, every
// matrix instruction that continues another (ir/matrix_chain.h) follows it
// directly, and one whose C has another reader stays where it was. The
// results themselves are that test's job.
#include <catch2/catch.hpp>

#include <string>
#include <unordered_map>
#include <vector>

#include "ir/matrix.h"
#include "isa/target.h"
#include "program_check.h"

using namespace gcnjit;

TEST_CASE("chains of MFMAs are contiguous after the passes", "[passes][mfma]") {
  std::string problem;
  auto program = testing::liftProgramFile(Target::Gfx908,
                                          GCNJIT_TEST_BINARY_DIR "/isa/vop3p/v_mfma_chains.gfx908.bin", problem);
  INFO(problem);
  REQUIRE(program);
  unsigned continued = 0, broken = 0;
  for (const auto& block : program->optimised.blocks()) {
    std::unordered_map<const ir::Inst*, std::size_t> position;
    for (std::size_t i = 0; i < block->insts().size(); ++i) position[block->insts()[i].get()] = i;
    for (const auto& inst : block->insts()) {
      if (inst->op != ir::Op::Mfma || inst->operands[2]->op != ir::Op::Mfma) continue;
      const ir::Inst* c = inst->operands[2];
      // C's instruction: the ops with its sources.
      bool readElsewhere = false;
      for (const auto& other : block->insts()) {
        if (other->op == ir::Op::Mfma && other->operands[0] == c->operands[0] && other->operands[1] == c->operands[1])
          readElsewhere = readElsewhere || other->uses != 1;
      }
      if (readElsewhere) {
        ++broken;  // the instruction v_accvgpr_read reads from: not moved
        continue;
      }
      // The same register of the previous instruction, one group earlier.
      CHECK(position.at(inst.get()) - position.at(c) == ir::MfmaShape::decode(inst->imm).outputRegs());
      ++continued;
    }
  }
  // 9 links of 16 registers (32x32x2 f32), 2 of 4 (4x4x4 f16), 2 of 16
  // (16x16x4 i8), 8 of 16 (16x16x2 bf16), 2 of 4 (16x16x4 f32, the same A
  // and B each time), 1 of 4 (the broken chain's end).
  CHECK(continued == 9 * 16 + 2 * 4 + 2 * 16 + 8 * 16 + 2 * 4 + 4);
  CHECK(broken == 4);
}
