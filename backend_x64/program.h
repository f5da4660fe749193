// A compiled kernel: the host code of a whole ir::Function, its helper call
// sites, and the per-thread runners that execute waves with it.
#pragma once

#include <asmjit/core.h>

#include <deque>
#include <string>
#include <utility>
#include <vector>

#include "backend_x64/compile.h"
#include "backend_x64/emitter.h"
#include "backend_x64/frame.h"
#include "backend_x64/program_image.h"
#include "backend_x64/relocation.h"

namespace gcnjit::backend_x64 {

class CompiledProgram final : public JitExecutable {
 public:
  CompiledProgram(const ir::Function& function, const CompileOptions& options);
  // Placed from a stored translation of `function` (compile.h, place()).
  CompiledProgram(const ir::Function& function, const CompileOptions& options, const ProgramImage& image);
  ~CompiledProgram() override;

  std::unique_ptr<ir::WaveRunner> newRunner() const override;
  ProgramImage image() const override;
  const CompileStats& stats() const override { return stats_; }
  const std::string& listing() const override { return listing_; }
  std::optional<std::uint64_t> gcnPcAt(std::uintptr_t hostPc) const override;
  // The block after the function's: wave_start.h (with options.entryBlock).
  std::optional<std::size_t> waveStartBlock() const override {
    return options_.entryBlock ? std::optional<std::size_t>(function_.blocks().size()) : std::nullopt;
  }
  std::pair<std::uintptr_t, std::size_t> code() const override {
    return {reinterpret_cast<std::uintptr_t>(entry_), codeSize_};
  }

  const ir::Function& function() const { return function_; }
  JitEntry entry() const { return entry_; }
  std::uint32_t valueBytes() const { return valueBytes_; }
  std::uint32_t kernelMxcsr() const { return kernelMxcsr_; }

 private:
  void writePerfMap() const;

  const ir::Function& function_;
  CompileOptions options_;
  asmjit::JitRuntime runtime_;
  std::deque<HelperSite> sites_;  // stable addresses, embedded in the code
  std::vector<Relocation> relocations_;
  bool staticMode_ = true;
  JitEntry entry_ = nullptr;
  std::uint32_t valueBytes_ = 0;
  std::uint32_t kernelMxcsr_ = 0;
  CompileStats stats_;
  std::string listing_;
  std::size_t codeSize_ = 0;
  std::vector<std::pair<std::uint64_t, std::uint64_t>> gcnPcs_;  // (code offset, GCN pc), ascending
};

}  // namespace gcnjit::backend_x64
