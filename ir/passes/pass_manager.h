// Runs passes over a function and the verifier before the first pass and
// after every pass, stopping at the first pass that breaks the IR.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "ir/ir.h"

namespace gcnjit::ir {

class PassManager {
 public:
  using PassFn = std::function<void(Function&)>;

  // When the verifier runs: before the first pass and after every pass
  // (tests, tools: names the pass that broke the IR), or only before the
  // first and after the last (the runtime: translation time).
  enum class Verify { EachPass, Ends };

  void add(std::string name, PassFn pass);
  // Empty on success; otherwise the verifier errors, each prefixed with
  // "before passes: " or "after <pass>: " ("after passes: " with Ends).
  std::vector<std::string> run(Function& function, Verify when = Verify::EachPass) const;

 private:
  struct Pass {
    std::string name;
    PassFn fn;
  };
  std::vector<Pass> passes_;
};

struct PipelineOptions {
  // Register writes no later instruction reads are dropped (the runtime;
  // not for tests that check the state after s_endpgm):
  // get_set_forwarding.h.
  bool dropDeadRegisterWrites = false;
  // The GCN address of the kernel's entry block: registers that hold a
  // constant on every path into a block become that constant there
  // (register_constants.h). Unset: the pass does not run.
  std::optional<std::uint64_t> entryPc{};
};

// Get/set forwarding, constant folding, simplification, common-subexpression
// elimination, dead-code elimination; then full-EXEC block versions
// (full_exec.h), folded, cleaned up and (with dropDeadRegisterWrites) rid
// of the register writes the versions made dead; register constants across
// blocks (with entryPc); 64-bit lane pairs; lane addresses; MFMA chains and
// dword quads.
PassManager defaultPipeline(const PipelineOptions& options = {});

}  // namespace gcnjit::ir
