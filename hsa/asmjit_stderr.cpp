// The stream asmjit's debug output uses inside this library: see the asmjit
// copy in CMakeLists.txt (its `stderr` reference is renamed to this).
#include <cstdio>

extern "C" {
std::FILE* gcnjit_hsa_asmjit_stderr = stderr;
}
