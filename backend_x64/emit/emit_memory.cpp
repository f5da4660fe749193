// Loads and stores: a call of the window-checked helpers of
// memory_helpers.h, which serve a whole wave with one range check.
#include "backend_x64/emitter.h"
#include "backend_x64/memory_helpers.h"

namespace gcnjit::backend_x64 {

void emit_Load(Emitter& e, const ir::Inst& inst) { e.callSiteHelper(inst, &gcnjitLoad); }
void emit_Store(Emitter& e, const ir::Inst& inst) { e.callSiteHelper(inst, &gcnjitStore); }
void emit_ScalarLoad(Emitter& e, const ir::Inst& inst) { e.callSiteHelper(inst, &gcnjitScalarLoad); }

}  // namespace gcnjit::backend_x64
