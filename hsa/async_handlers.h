// hsa_amd_signal_async_handler: one thread, started with the first handler,
// calls each handler when its signal's condition holds; a handler that
// returns true stays registered for the next time, as in ROCm. Handlers of
// a destroyed signal are dropped.
#pragma once

#include <hsa/hsa.h>
#include <hsa/hsa_ext_amd.h>

#include <mutex>
#include <vector>

namespace gcnjit::hsa {

class AsyncHandlers {
 public:
  static AsyncHandlers& get();
  void add(hsa_signal_t signal, hsa_signal_condition_t condition, hsa_signal_value_t value,
           hsa_amd_signal_handler handler, void* arg);

 private:
  struct Entry {
    hsa_signal_t signal;
    hsa_signal_condition_t condition;
    hsa_signal_value_t value;
    hsa_amd_signal_handler handler;
    void* arg;
  };
  void run();
  // Calls the handlers whose condition holds; false when none is left.
  bool serveReady();

  std::mutex mutex_;
  std::vector<Entry> entries_;  // guarded by mutex_
  bool running_ = false;        // guarded by mutex_
};

}  // namespace gcnjit::hsa
