#include "ir/executable.h"

namespace gcnjit::ir {

std::unique_ptr<WaveRunner> Executable::takeRunner() const {
  {
    std::lock_guard lock(runnersMutex_);
    if (!keptRunners_.empty()) {
      std::unique_ptr<WaveRunner> runner = std::move(keptRunners_.back());
      keptRunners_.pop_back();
      runner->beginDispatch();
      return runner;
    }
  }
  return newRunner();
}

void Executable::keepRunner(std::unique_ptr<WaveRunner> runner) const {
  std::lock_guard lock(runnersMutex_);
  if (keptRunners_.size() < kKeptRunners) keptRunners_.push_back(std::move(runner));
}

}  // namespace gcnjit::ir
