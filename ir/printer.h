// Readable text for IR:
//   block 0:
//     %0:i32 = GetSGPR s4
//     %1:i32 = Add %0, %0
//     SetSGPR s5, %1
// Values are numbered in order over the whole function, skipping void ones.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <unordered_map>

#include "ir/ir.h"

namespace gcnjit::ir {

class ValueNumbering {
 public:
  explicit ValueNumbering(const Function& function);
  // "%N", or "%?" for a value that is not (or no longer) in the function.
  std::string name(const Inst* inst) const;

 private:
  std::unordered_map<const Inst*, unsigned> numbers_;
};

std::string printInst(const Inst& inst, const ValueNumbering& numbering);
// With `annotate`, each run of instructions lifted from one GCN address is
// preceded by "  ; <annotate(pc)>" (the lifter's source instruction).
std::string print(const Function& function,
                  const std::function<std::string(std::uint64_t pc)>& annotate = {});

}  // namespace gcnjit::ir
