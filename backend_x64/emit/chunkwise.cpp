// Which ops may join a chunk region (schedule.h): each emit file answers for
// its own ops, next to their emitters, so the answer follows the emitter.
#include "backend_x64/emitter.h"

namespace gcnjit::backend_x64 {

bool chunkwise(const Emitter& e, const ir::Inst& inst) {
  return chunkwiseInt(e, inst) || chunkwiseFloat(e, inst) || chunkwiseLane(e, inst) || chunkwiseState(e, inst) ||
         chunkwiseConvert(e, inst) || chunkwiseBits(e, inst) ||
         chunkwiseDot(e, inst) || chunkwiseMemory(e, inst);
}

}  // namespace gcnjit::backend_x64
