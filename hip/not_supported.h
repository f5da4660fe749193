// What an exported HIP function that gcnjit does not implement does: log its
// name on stderr once, return hipErrorNotSupported.
#pragma once

namespace gcnjit::hip {

// Returns hipErrorNotSupported (801) as an int, so the generated stubs need
// no HIP header (their C signatures are not the real ones).
int notSupported(const char* name);

}  // namespace gcnjit::hip
