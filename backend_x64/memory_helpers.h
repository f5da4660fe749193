// Memory ops for JIT code: one window check (ir::Memory::window) covers all
// active lanes of a Load/Store/ScalarLoad, then the lanes are served from
// host memory directly. When the window check fails (a fault, LDS out of
// range, scratch or flat addresses) the op runs lane by lane with the
// interpreter's code, so faults and out-of-range rules are the same.
#pragma once

#include "backend_x64/emitter.h"
#include "backend_x64/frame.h"

namespace gcnjit::backend_x64 {

extern "C" int gcnjitLoad(JitFrame* frame, const HelperSite* site);
extern "C" int gcnjitStore(JitFrame* frame, const HelperSite* site);
extern "C" int gcnjitScalarLoad(JitFrame* frame, const HelperSite* site);
// Refills entry JitFrame::globalNext of globalLo/Hi with the global range
// holding the dword at `address`, returning the entry + 1; 0 if there is none.
extern "C" int gcnjitGlobalExtent(JitFrame* frame, std::uint64_t address);
// ir::Memory::window for generated code (`space` is an ir::AddrSpace).
extern "C" std::uint8_t* gcnjitWindow(JitFrame* frame, unsigned space, std::uint64_t address, std::uint64_t bytes);

}  // namespace gcnjit::backend_x64
