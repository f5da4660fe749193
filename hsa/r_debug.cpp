// _amdgpu_r_debug: ROCm's loader exports an r_debug list of the loaded code
// objects for debuggers (rocgdb). gcnjit's loaded code objects are not
// debuggable that way; the list stays empty (r_version 0: not set up).
#include <link.h>

extern "C" {
__attribute__((visibility("default"))) r_debug _amdgpu_r_debug = {};
}
