// A cooperative dispatch (hipLaunchCooperativeKernel): every workgroup of
// the grid is resident at once, as the hardware guarantees such a launch,
// so that a grid-wide barrier (grid.sync(): ds_gws_barrier) completes.
// Worker w owns workgroups w, w + workers, ...; each has its own LDS and
// wave states. A worker runs one of its workgroups until it ends or
// stalls (all its waves wait at the grid barrier, as waves wait at
// s_barrier inside a workgroup), then goes on with another; when none can
// run it waits for the grid's GWS unit to change (runtime/gws_unit.h). A
// grid that can never go on (every workgroup left waits) is reported as a
// deadlock instead of hanging.
#pragma once

#include <cstddef>

#include "runtime/dispatch.h"

namespace gcnjit::runtime {

// Throws LaunchError naming the first faulting wave, or a waiting one when
// the grid deadlocks.
void runCooperativeDispatch(const DispatchRequest& request, AddressRanges& ranges, std::size_t entryBlock);

}  // namespace gcnjit::runtime
