// Which ops may join a chunk region (schedule.h), and which have only 8-lane
// chunk code: each emit file answers for its own ops, next to their
// emitters, so the answer follows the emitter. The other emit files' ops
// use none of the function's chunks (memory, MFMA and DPP code addresses
// lanes itself, in ymm chunks or zmm groups of 16 lanes).
#include "backend_x64/emitter.h"

namespace gcnjit::backend_x64 {

bool chunkwise(const Emitter& e, const ir::Inst& inst) {
  return chunkwiseInt(e, inst) || chunkwiseFloat(e, inst) || chunkwiseLane(e, inst) || chunkwiseState(e, inst) ||
         chunkwiseConvert(e, inst);
}

bool ymmOnly(const Emitter& e, const ir::Inst& inst) {
  return ymmOnlyInt(e, inst) || ymmOnlyFloat(e, inst) || ymmOnlyLane(e, inst) || ymmOnlyState(e, inst) ||
         ymmOnlyConvert(e, inst);
}

}  // namespace gcnjit::backend_x64
