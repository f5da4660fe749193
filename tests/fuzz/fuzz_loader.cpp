// libFuzzer target: any bytes loaded as a code-object file (ELF, offload
// bundle, host ELF with .hip_fatbin), then every function of every code object
// disassembled. LoadError is the only failure the loader may report; any other
// exception escapes and counts as a crash.
#include <cstddef>
#include <cstdint>

#include "disassemble_all.h"
#include "loader/code_object.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gcnjit;
  std::vector<CodeObject> objects;
  try {
    objects = loadCodeObjectsFromMemory({data, size}, "fuzz-input");
  } catch (const LoadError&) {
    return 0;
  }
  for (const CodeObject& co : objects) {
    for (const ElfSymbol& f : co.functions())
      fuzz::disassembleAll(co.target().processor, co.bytesAt(f.value, f.size));
    for (const Kernel& k : co.kernels())
      fuzz::disassembleAll(co.target().processor, co.bytesAt(k.entryAddress, k.codeSize));
  }
  return 0;
}
