// The x64 backend's entry point: an IR Function compiled to host code that
// runs one 64-lane wavefront, as an ir::Executable the runtime dispatches
// like the interpreter (docs/ARCHITECTURE.md, "x64 backend").
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <optional>
#include <utility>
#include <vector>

#include "backend_x64/host_isa.h"
#include "ir/executable.h"

namespace gcnjit::backend_x64 {

struct CompileOptions {
  HostIsa isa = HostIsa::Avx2;
  std::string name;  // kernel name, for error messages and listings
  std::string target;  // its code object's target (gfx908), for perf's symbol map
  std::uint64_t entryPc = 0;  // GCN address of the kernel's entry: listings show offsets from it
  // The MODE register the kernel starts with (its descriptor's). If the
  // function never writes MODE, float ops are compiled for this mode;
  // otherwise they read MODE at run time.
  std::uint32_t initialMode = 0;
  bool keepListing = false;  // keep the annotated host assembly (JitExecutable::listing)
  // Check every instruction emitted inside a chunk region: it may write a
  // chunk cache register only for the op being emitted (its result, or an
  // operand the cache loads for it); otherwise the compile throws
  // (Emitter::checkVectorWrite). For tests: it costs translation time.
  bool checkChunkCacheWrites = false;
  // Checked mode (runtime::DispatchRequest::checkLds): an LDS access outside
  // the workgroup's allocation faults, instead of reading 0 and dropping the
  // write as the GPU does. Code for the GPU's rule may load from the LDS
  // inside chunk regions (emit/lds_in_region.h); checked code leaves every
  // out-of-range lane to the helper, which reports the fault.
  bool ldsOutOfRangeFaults = false;
  // The kernel's entry block, for the wave start block (wave_start.h,
  // Executable::waveStartBlock), and the WaveState byte ranges (offset,
  // bytes) it zeroes first: those of the registers the kernel may read
  // before writing them (runtime::ResetPlan). None: the runtime starts
  // every wave.
  std::optional<std::size_t> entryBlock;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> waveClearRanges;
};

// Statistics of one translation.
struct CompileStats {
  std::size_t irInsts = 0;
  std::size_t helperCalls = 0;   // IR ops run by the interpreter helper
  std::size_t regions = 0;       // chunk regions (schedule.h)
  std::map<std::string, std::size_t> helperOps;  // how many of each op
  // Ops with native code that call the helper only when some lane's
  // operands are rare (NaNs, the ends of the exponent range), by op.
  std::map<std::string, std::size_t> rareOperandHelperOps;
  std::size_t codeBytes = 0;
  double milliseconds = 0;  // compiling it, or placing it when it came from the translation cache
  bool fromCache = false;   // placed from a stored translation (backend_x64::place)
};

struct ProgramImage;  // program_image.h

class JitExecutable : public ir::Executable {
 public:
  // The program as data, to store and place again (program_image.h).
  virtual ProgramImage image() const = 0;
  virtual const CompileStats& stats() const = 0;
  // The host assembly, each block annotated with the IR it came from.
  virtual const std::string& listing() const = 0;
  // Where the generated code lives: [first, first + second).
  virtual std::pair<std::uintptr_t, std::size_t> code() const = 0;
};

// Throws std::runtime_error naming the op when the function cannot be compiled.
std::unique_ptr<JitExecutable> compile(const ir::Function& function, const CompileOptions& options);
// The program `image` describes (JitExecutable::image of a compile of the
// same function with the same options) placed in this process; throws
// std::runtime_error when the image does not fit `function` (a helper site
// naming an instruction it does not have, a relocation outside the code).
std::unique_ptr<JitExecutable> place(const ir::Function& function, const CompileOptions& options,
                                     const ProgramImage& image);

}  // namespace gcnjit::backend_x64
