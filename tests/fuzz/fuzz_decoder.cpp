// libFuzzer target: any bytes, disassembled as an instruction stream for every
// target.
#include <cstddef>
#include <cstdint>

#include "disassemble_all.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using gcnjit::Target;
  for (Target t : {Target::Gfx900, Target::Gfx906, Target::Gfx908})
    gcnjit::fuzz::disassembleAll(t, {data, size});
  return 0;
}
