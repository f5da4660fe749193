#include "hsa/async_handlers.h"

#include <thread>

#include "hsa/signal.h"

namespace gcnjit::hsa {

AsyncHandlers& AsyncHandlers::get() {
  static AsyncHandlers* handlers = new AsyncHandlers();  // its thread may outlive static destructors
  return *handlers;
}

void AsyncHandlers::add(hsa_signal_t signal, hsa_signal_condition_t condition, hsa_signal_value_t value,
                        hsa_amd_signal_handler handler, void* arg) {
  std::lock_guard lock(mutex_);
  entries_.push_back({signal, condition, value, handler, arg});
  if (!running_) {
    running_ = true;
    std::thread([this] { run(); }).detach();
  }
  Signal::announceChange();
}

void AsyncHandlers::run() {
  ChangeWatch watch;
  while (serveReady()) watch.sleep(std::chrono::steady_clock::time_point::max());
}

bool AsyncHandlers::serveReady() {
  std::vector<std::pair<Entry, std::int64_t>> ready;  // with the value that met the condition
  {
    std::lock_guard lock(mutex_);
    std::erase_if(entries_, [&](const Entry& entry) {
      SignalRef signal = signalFrom(entry.signal);
      if (!signal) return true;
      std::int64_t value = signal->value().load(std::memory_order_acquire);
      if (!conditionHolds(entry.condition, value, entry.value)) return false;
      ready.emplace_back(entry, value);
      return true;
    });
  }
  // Handlers run without the lock: they may register new handlers.
  for (const auto& [entry, value] : ready) {
    if (entry.handler(value, entry.arg)) {
      std::lock_guard lock(mutex_);
      entries_.push_back(entry);
    }
  }
  std::lock_guard lock(mutex_);
  if (entries_.empty()) running_ = false;
  return running_;
}

}  // namespace gcnjit::hsa
