#include "backend_x64/program.h"

#include <asmjit/x86.h>
#include <unistd.h>
#include <xmmintrin.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <mutex>
#include <stdexcept>
#include <unordered_map>

#include "backend_x64/jit_runner.h"
#include "backend_x64/program_emission.h"

namespace gcnjit::backend_x64 {

CompiledProgram::CompiledProgram(const ir::Function& function, const CompileOptions& options)
    : function_(function), options_(options) {
  auto started = std::chrono::steady_clock::now();
  ProgramEmission emission(runtime_.environment(), function, options_, sites_);
  emission.plan();
  emission.emitPrologue();
  emission.emitBlocks();
  emission.emitWaveStartBlock();
  emission.emitExits();
  emission.emitTrailer();
  asmjit::Error err = runtime_.add(&entry_, &emission.code());
  if (err) throw std::runtime_error(std::string("x64 backend: cannot place code: ") + asmjit::DebugUtils::errorAsString(err));
  valueBytes_ = emission.valueBytes();
  staticMode_ = emission.staticMode();
  kernelMxcsr_ = staticMode_ ? guestMxcsr(_mm_getcsr(), options.initialMode) : 0;
  relocations_ = emission.relocations();
  gcnPcs_ = emission.gcnPcs();
  stats_ = emission.stats();
  codeSize_ = stats_.codeBytes;
  if (const char* map = std::getenv("GCNJIT_PERF_MAP"); map && *map == '1') writePerfMap();
  stats_.milliseconds = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
  if (options.keepListing) listing_ = emission.listing();
}

CompiledProgram::CompiledProgram(const ir::Function& function, const CompileOptions& options, const ProgramImage& image)
    : function_(function), options_(options), relocations_(image.relocations), staticMode_(image.staticMode),
      valueBytes_(image.valueBytes), stats_(image.stats), codeSize_(image.code.size()), gcnPcs_(image.gcnPcs) {
  auto started = std::chrono::steady_clock::now();
  const auto& blocks = function.blocks();
  std::vector<const void*> siteAddresses;
  for (const ProgramImage::Site& s : image.sites) {
    const ir::Inst* inst = s.block < blocks.size() && s.index < blocks[s.block]->insts().size()
                               ? blocks[s.block]->insts()[s.index].get()
                               : nullptr;
    if (!inst || std::uint32_t(inst->op) != s.op) {
      throw std::runtime_error("x64 backend: a stored helper site names an instruction the function does not have");
    }
    sites_.push_back({inst, s.result, {s.operands[0], s.operands[1], s.operands[2], s.operands[3]}});
    siteAddresses.push_back(&sites_.back());
  }
  if (image.code.empty()) throw std::runtime_error("x64 backend: a stored program without code");
  void* rx = nullptr;
  void* rw = nullptr;
  if (asmjit::Error err = runtime_.allocator()->alloc(&rx, &rw, image.code.size())) {
    throw std::runtime_error(std::string("x64 backend: cannot place code: ") + asmjit::DebugUtils::errorAsString(err));
  }
  entry_ = reinterpret_cast<JitEntry>(rx);
  std::memcpy(rw, image.code.data(), image.code.size());
  applyRelocations(static_cast<std::uint8_t*>(rw), image.code.size(), reinterpret_cast<std::uint64_t>(rx),
                   relocations_, siteAddresses);
  kernelMxcsr_ = staticMode_ ? guestMxcsr(_mm_getcsr(), options.initialMode) : 0;
  if (const char* map = std::getenv("GCNJIT_PERF_MAP"); map && *map == '1') writePerfMap();
  stats_.milliseconds = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
  stats_.fromCache = true;
}

ProgramImage CompiledProgram::image() const {
  ProgramImage image;
  const auto* code = reinterpret_cast<const std::uint8_t*>(entry_);
  image.code.assign(code, code + codeSize_);
  image.relocations = relocations_;
  std::unordered_map<const ir::Inst*, std::pair<std::uint32_t, std::uint32_t>> positions;
  const auto& blocks = function_.blocks();
  for (std::size_t b = 0; b < blocks.size(); ++b) {
    const auto& insts = blocks[b]->insts();
    for (std::size_t i = 0; i < insts.size(); ++i) positions[insts[i].get()] = {std::uint32_t(b), std::uint32_t(i)};
  }
  for (const HelperSite& site : sites_) {
    auto [block, index] = positions.at(site.inst);
    image.sites.push_back({block, index, std::uint32_t(site.inst->op), site.result,
                           {site.operands[0], site.operands[1], site.operands[2], site.operands[3]}});
  }
  image.valueBytes = valueBytes_;
  image.staticMode = staticMode_;
  image.gcnPcs = gcnPcs_;
  image.stats = stats_;
  return image;
}

CompiledProgram::~CompiledProgram() {
  if (entry_) runtime_.release(entry_);
}

// perf's JIT symbol map (/tmp/perf-PID.map): one symbol per stretch of code
// of one GCN instruction, "KERNEL.TARGET+0xPC", so `perf report` attributes
// samples to guest instructions (of the code object for TARGET).
void CompiledProgram::writePerfMap() const {
  static std::mutex mutex;
  std::lock_guard lock(mutex);
  std::string path = "/tmp/perf-" + std::to_string(::getpid()) + ".map";
  std::FILE* file = std::fopen(path.c_str(), "a");
  if (!file) return;
  auto start = reinterpret_cast<std::uintptr_t>(entry_);
  std::string symbol = options_.name.empty() ? "kernel" : options_.name;
  if (!options_.target.empty()) symbol += "." + options_.target;
  for (std::size_t i = 0; i < gcnPcs_.size(); ++i) {
    std::uint64_t from = gcnPcs_[i].first, to = i + 1 < gcnPcs_.size() ? gcnPcs_[i + 1].first : codeSize_;
    if (to <= from) continue;
    std::fprintf(file, "%llx %llx %s+0x%llx\n", static_cast<unsigned long long>(start + from),
                 static_cast<unsigned long long>(to - from), symbol.c_str(),
                 static_cast<unsigned long long>(gcnPcs_[i].second - options_.entryPc));
  }
  std::fclose(file);
}

std::optional<std::uint64_t> CompiledProgram::gcnPcAt(std::uintptr_t hostPc) const {
  auto start = reinterpret_cast<std::uintptr_t>(entry_);
  if (hostPc < start || hostPc >= start + codeSize_) return std::nullopt;
  auto it = std::upper_bound(gcnPcs_.begin(), gcnPcs_.end(), std::pair<std::uint64_t, std::uint64_t>{hostPc - start, ~std::uint64_t(0)});
  if (it == gcnPcs_.begin()) return std::nullopt;
  return std::prev(it)->second;
}

std::unique_ptr<ir::WaveRunner> CompiledProgram::newRunner() const { return newJitRunner(*this); }

std::unique_ptr<JitExecutable> compile(const ir::Function& function, const CompileOptions& options) {
  return std::make_unique<CompiledProgram>(function, options);
}

std::unique_ptr<JitExecutable> place(const ir::Function& function, const CompileOptions& options,
                                     const ProgramImage& image) {
  return std::make_unique<CompiledProgram>(function, options, image);
}

}  // namespace gcnjit::backend_x64
