// DPP lane movement (Vega ISA "DPP_CTRL" enumeration), shared by the
// interpreter's DppMove/DppValid and the x64 backend, which turns it into
// per-chunk gather tables at translation time.
#pragma once

namespace gcnjit::ir {

// The source lane of `lane` under DPP control `ctrl`, or -1 when there is none.
int dppSource(unsigned ctrl, int lane);

}  // namespace gcnjit::ir
