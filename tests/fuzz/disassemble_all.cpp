#include "disassemble_all.h"

#include <cstdlib>

#include "isa/printer.h"

namespace gcnjit::fuzz {

void disassembleAll(Target target, std::span<const uint8_t> code) {
  for (size_t pc = 0; pc < code.size();) {
    uint8_t size = 0;
    std::string text = disassembleOne(target, code.subspan(pc), pc, size);
    if (size == 0 || size > code.size() - pc || text.empty()) std::abort();
    pc += size;
  }
}

}  // namespace gcnjit::fuzz
