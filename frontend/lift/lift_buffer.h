// The MTBUF typed buffer rows (lift_buffer_typed.cpp), listed in the buffer
// family's table (lift_buffer.cpp).
#pragma once

#include "lift/lift_context.h"

namespace gcnjit::lift {

// TBUFFER_LOAD_FORMAT_* / TBUFFER_STORE_FORMAT_* moving `components` (1..4)
// components, 16 bits per component and two per VGPR when `d16`.
void tbufferLoad(LiftContext& c, unsigned components, bool d16);
void tbufferStore(LiftContext& c, unsigned components, bool d16);

}  // namespace gcnjit::lift
