// Memory ops for JIT code: generated code serves the common shapes from host
// memory inside ranges gcnjitVouchRange vouched for (ir::Memory::extent). When the window check fails (a fault, LDS out of
// range, scratch or flat addresses) the op runs lane by lane with the
// interpreter's code, so faults and out-of-range rules are the same.
#pragma once

#include "backend_x64/emitter.h"
#include "backend_x64/frame.h"

namespace gcnjit::backend_x64 {

extern "C" int gcnjitLoad(JitFrame* frame, const HelperSite* site);
extern "C" int gcnjitStore(JitFrame* frame, const HelperSite* site);
extern "C" int gcnjitScalarLoad(JitFrame* frame, const HelperSite* site);
// Refills entry JitFrame::rangeNext of rangeLo/Hi with the global range
// holding the dword at `address`, returning the entry + 1; 0 if there is none.
extern "C" int gcnjitVouchRange(JitFrame* frame, std::uint64_t address);

}  // namespace gcnjit::backend_x64
