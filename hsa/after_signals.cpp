#include "hsa/after_signals.h"

#include <chrono>
#include <thread>

namespace gcnjit::hsa {
namespace {

bool dependenciesMet(const std::vector<SignalRef>& dependencies) {
  for (const SignalRef& s : dependencies) {
    if (s->value().load(std::memory_order_acquire) != 0) return false;
  }
  return true;
}

}  // namespace

hsa_status_t dependencySignals(std::uint32_t count, const hsa_signal_t* handles, std::vector<SignalRef>& out) {
  if (count > 0 && !handles) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  out.clear();
  for (std::uint32_t i = 0; i < count; ++i) {
    SignalRef s = signalFrom(handles[i]);
    if (!s) return HSA_STATUS_ERROR_INVALID_SIGNAL;
    out.push_back(std::move(s));
  }
  return HSA_STATUS_SUCCESS;
}

void runAfterSignals(std::vector<SignalRef> dependencies, std::function<void()> work) {
  if (dependenciesMet(dependencies)) {
    work();
    return;
  }
  std::thread([dependencies = std::move(dependencies), work = std::move(work)] {
    ChangeWatch watch;
    while (!dependenciesMet(dependencies)) watch.sleep(std::chrono::steady_clock::time_point::max());
    work();
  }).detach();
}

void completeSignal(Signal* completion) {
  if (!completion) return;
  completion->value().fetch_sub(1, std::memory_order_release);
  Signal::announceChange();
}

}  // namespace gcnjit::hsa
