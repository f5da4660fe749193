// What an exported HSA function that gcnjit does not implement does: name
// itself once on stderr and return HSA_STATUS_ERROR.
#pragma once

namespace gcnjit::hsa {

// Returns HSA_STATUS_ERROR as an int, so the generated stubs need no HSA
// header (their C signatures are not the real ones). Every export whose
// return type is not hsa_status_t is implemented for real.
int notImplemented(const char* name);

}  // namespace gcnjit::hsa
