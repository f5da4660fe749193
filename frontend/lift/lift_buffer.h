// The typed buffer rows (MTBUF: lift_buffer_typed.cpp, MUBUF *_FORMAT:
// lift_buffer_format.cpp), listed in the buffer family's table
// (lift_buffer.cpp).
#pragma once

#include "lift/lift_context.h"

namespace gcnjit::lift {

// TBUFFER_LOAD_FORMAT_* / TBUFFER_STORE_FORMAT_* moving `components` (1..4)
// components, 16 bits per component and two per VGPR when `d16`.
void tbufferLoad(LiftContext& c, unsigned components, bool d16);
void tbufferStore(LiftContext& c, unsigned components, bool d16);

// BUFFER_LOAD_FORMAT_* / BUFFER_STORE_FORMAT_* (lift_buffer_format.cpp), the
// format from the V#; `d16Hi`: the *_D16_HI_X rows (one component in the
// high half of the VGPR).
void bufferLoadFormat(LiftContext& c, unsigned components, bool d16, bool d16Hi);
void bufferStoreFormat(LiftContext& c, unsigned components, bool d16, bool d16Hi);

}  // namespace gcnjit::lift
