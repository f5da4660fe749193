// Runs a CompiledProgram's code for the runtime: one JitRunner per worker
// thread, holding the frame (frame.h) and the value slots the code works in,
// enters the code at a block (or at the wave start with a schedule) and
// turns the frame's exit fields into an ir::ExitStatus.
#pragma once

#include <memory>

#include "backend_x64/program.h"
#include "ir/executable.h"

namespace gcnjit::backend_x64 {

std::unique_ptr<ir::WaveRunner> newJitRunner(const CompiledProgram& program);

}  // namespace gcnjit::backend_x64
