#include "ir/passes/pass_manager.h"

#include "ir/passes/const_fold.h"
#include "ir/passes/cse.h"
#include "ir/passes/dce.h"
#include "ir/passes/dword_quads.h"
#include "ir/passes/fdiv_sequences.h"
#include "ir/passes/full_exec.h"
#include "ir/passes/get_set_forwarding.h"
#include "ir/passes/inactive_lanes.h"
#include "ir/passes/lane_addresses.h"
#include "ir/passes/mfma_chains.h"
#include "ir/passes/register_constants.h"
#include "ir/passes/simplify.h"
#include "ir/passes/wide_pairs.h"
#include "ir/verifier.h"

namespace gcnjit::ir {
namespace {

std::vector<std::string> verifyWithPrefix(const Function& function, const std::string& prefix) {
  std::vector<std::string> errors = verify(function);
  for (std::string& e : errors) e = prefix + e;
  return errors;
}

}  // namespace

void PassManager::add(std::string name, PassFn pass) {
  passes_.push_back({std::move(name), std::move(pass)});
}

std::vector<std::string> PassManager::run(Function& function, Verify when) const {
  if (auto errors = verifyWithPrefix(function, "before passes: "); !errors.empty()) return errors;
  for (const Pass& pass : passes_) {
    pass.fn(function);
    if (when != Verify::EachPass) continue;
    if (auto errors = verifyWithPrefix(function, "after " + pass.name + ": "); !errors.empty()) {
      return errors;
    }
  }
  if (when == Verify::Ends) return verifyWithPrefix(function, "after passes: ");
  return {};
}

PassManager defaultPipeline(const PipelineOptions& options) {
  PassManager manager;
  manager.add("get-set-forwarding", options.dropDeadRegisterWrites ? forwardGetSetDroppingDeadState : forwardGetSet);
  manager.add("const-fold", foldConstants);
  manager.add("simplify", simplify);
  manager.add("cse", eliminateCommonSubexpressions);
  manager.add("dce", eliminateDeadCode);
  manager.add("full-exec", specializeFullExec);
  manager.add("const-fold", foldConstants);
  manager.add("simplify", simplify);  // identities the constant EXEC of full-EXEC versions exposes
  manager.add("dce", eliminateDeadCode);
  bool stateDeadAtEnd = options.dropDeadRegisterWrites;
  manager.add("inactive-lanes", [stateDeadAtEnd](Function& f) { dropInactiveLaneBlends(f, stateDeadAtEnd); });
  manager.add("dce", eliminateDeadCode);
  if (options.dropDeadRegisterWrites) {
    // Full copies no longer read the registers they overwrite (for the
    // inactive lanes), so more writes are dead at their blocks' ends.
    manager.add("dead-register-writes", forwardGetSetDroppingDeadState);
    manager.add("dce", eliminateDeadCode);
  }
  if (options.entryPc) {
    std::uint64_t entryPc = *options.entryPc;
    manager.add("register-constants", [entryPc](Function& f) { propagateRegisterConstants(f, entryPc); });
    manager.add("const-fold", foldConstants);
    manager.add("simplify", simplify);
    manager.add("dce", eliminateDeadCode);
  }
  manager.add("fuse-division-sequences", fuseDivisionSequences);
  manager.add("dce", eliminateDeadCode);
  manager.add("widen-register-pairs", widenRegisterPairs);
  manager.add("dce", eliminateDeadCode);
  manager.add("lane-addresses", formLaneAddresses);
  manager.add("dce", eliminateDeadCode);
  manager.add("cluster-mfma-chains", clusterMfmaChains);
  manager.add("cluster-dword-quads", clusterDwordQuads);
  return manager;
}

}  // namespace gcnjit::ir
