// The chunk cache registers (backend_x64/vector_registers.h) hold other
// ops' values inside a chunk region, so no emitter may write them but for
// its own result: every instruction test's program, compiled for each host
// ISA the backend runs here with CompileOptions::checkChunkCacheWrites,
// has every vector register write of its region code checked against the
// cache's state (Emitter::checkVectorWrite); a violation throws, naming
// the op.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

#include "backend_x64/compile.h"
#include "backend_x64/host_isa.h"
#include "isa/target.h"
#include "program_check.h"

using namespace gcnjit;

TEST_CASE("no region code writes another op's chunk cache register", "[jit][codegen]") {
  std::size_t programs = 0, regions = 0;
  for (const auto& family : std::filesystem::directory_iterator(GCNJIT_TEST_BINARY_DIR "/isa")) {
    if (!family.is_directory()) continue;
    for (const auto& file : std::filesystem::directory_iterator(family.path())) {
      std::string path = file.path().string();
      if (!path.ends_with(".gfx906.bin")) continue;
      std::string problem;
      std::optional<testing::LiftedProgram> program;
      try {
        program = testing::liftProgramFile(Target::Gfx906, path, problem);
      } catch (const std::exception&) {
        continue;  // a program that tests a lift error
      }
      if (!program) continue;
      for (backend_x64::HostIsa isa : {backend_x64::HostIsa::Avx2, backend_x64::HostIsa::Avx512}) {
        if (!backend_x64::canRun(isa)) continue;
        backend_x64::CompileOptions options;
        options.isa = isa;
        options.name = path;
        options.checkChunkCacheWrites = true;
        INFO(path << " (" << backend_x64::hostIsaName(isa) << ")");
        std::unique_ptr<backend_x64::JitExecutable> compiled;
        REQUIRE_NOTHROW(compiled = backend_x64::compile(program->optimised, options));
        regions += compiled->stats().regions;
      }
      ++programs;
    }
  }
  CHECK(programs > 300);
  CHECK(regions > 1000);
}
