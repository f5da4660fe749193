// Accesses the GPU makes single-copy atomic stay one access when lifted:
// workgroups run on different host threads, so a DWORDX2 store lifted as two
// dword stores could leave halves of two workgroups' values (clang makes
// atom_xchg with an unused result such a store: runtime corpus, "64-bit
// global atomics").
#include <catch2/catch.hpp>

#include <string>

#include "ir/memory.h"
#include "isa/target.h"
#include "program_check.h"

using namespace gcnjit;

TEST_CASE("global_store_dwordx2 lifts to one 8-byte store", "[lift]") {
  // global_store_dwordx2 v4, v[0:1], s[2:3] offset:8
  const std::uint32_t words[] = {0xDC748008, 0x00020004, testing::kEndpgm};
  for (Target target : {Target::Gfx900, Target::Gfx906, Target::Gfx908}) {
    INFO(targetName(target));
    std::string problem;
    auto program = testing::liftProgram(target, {reinterpret_cast<const std::uint8_t*>(words), sizeof words}, problem);
    REQUIRE(program);
    unsigned stores = 0;
    for (const auto& block : program->plain.blocks()) {
      for (const auto& inst : block->insts()) {
        if (inst->op != ir::Op::Store) continue;
        ++stores;
        CHECK(ir::MemAccess::decode(inst->imm).size == 8);
      }
    }
    CHECK(stores == 1);
  }
}
