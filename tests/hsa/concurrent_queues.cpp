// Queues are served together, as a GPU's are: a dispatch that spins until
// memory changes (two workgroups, so it holds every worker of the device's
// pool with GCNJIT_THREADS=2) does not hold back a dispatch on another
// queue that writes that memory; that dispatch's 40 workgroups still all
// run and write their results; a barrier-AND packet on the second queue
// waits for the first queue's completion signal, and the completion
// signals are decremented only when their packets end. Kernels:
// argv[2]/concurrent_kernels.TARGET.co.
#include <hsa/hsa.h>

#include <cstdlib>
#include <cstring>
#include <string>

#include "aql.h"
#include "check.h"

int main(int argc, char** argv) {
  if (argc < 3) {
    std::printf("usage: %s TARGET CODE_OBJECT_DIR\n", argv[0]);
    return 2;
  }
  setenv("GCNJIT_THREADS", "2", 0);
  std::string target = argv[1], dir = argv[2];
  Setup setup = initialise();
  hsa_executable_t executable = loadExecutable(setup.gpu, dir + "/concurrent_kernels." + target + ".co");
  KernelInfo waitForFlag = kernelInfo(executable, "wait_for_flag.kd", setup.gpu);
  KernelInfo fillThenRelease = kernelInfo(executable, "fill_then_release.kd", setup.gpu);
  QueueErrors errors;
  hsa_queue_t* waiter = createQueue(setup, 64, &errors);
  hsa_queue_t* writer = createQueue(setup, 64, &errors);

  constexpr std::uint32_t n = 40 * 64;
  auto* flag = deviceArray<std::uint32_t>(setup, 2);
  auto* values = deviceArray<std::uint32_t>(setup, n);
  auto* finished = deviceArray<std::uint32_t>(setup, 1);
  flag[0] = flag[1] = 0;
  *finished = 0;
  hsa_signal_t waited, written, after;
  HSA_CHECK(hsa_signal_create(1, 0, nullptr, &waited));
  HSA_CHECK(hsa_signal_create(1, 0, nullptr, &written));
  HSA_CHECK(hsa_signal_create(1, 0, nullptr, &after));

  void* waitArgs = kernargs(setup, waitForFlag, &flag, sizeof flag);
  dispatch(waiter, waitForFlag, waitArgs, 128, 64, waited);
  EXPECT(!waitZero(waited, 50'000'000ull), "the waiting dispatch ended before its flag was set");

  struct {
    std::uint32_t* p;
    std::uint32_t* flag;
    std::uint32_t* done;
  } fillBytes{values, flag, finished};
  void* fillArgs = kernargs(setup, fillThenRelease, &fillBytes, sizeof fillBytes);
  dispatch(writer, fillThenRelease, fillArgs, n, 64, written);
  // On the writer's queue, after a barrier on the waiter's completion.
  barrierPacket(writer, HSA_PACKET_TYPE_BARRIER_AND, {waited}, hsa_signal_t{0});
  dispatch(writer, fillThenRelease, fillArgs, 64, 64, after);

  EXPECT(waitZero(written), "the writing dispatch did not run beside the waiting one");
  EXPECT(waitZero(waited), "the waiting dispatch did not see its flag");
  EXPECT(waitZero(after), "the dispatch behind the barrier did not run");
  EXPECT(flag[1] == 128, "%u of 128 waiting work-items saw the flag", flag[1]);
  int wrong = 0;
  for (std::uint32_t i = 0; i < n; ++i) wrong += values[i] != 5 * i;
  EXPECT(wrong == 0, "%d of %u values wrong", wrong, n);
  EXPECT(*finished == 41, "%u workgroups finished, expected 41", *finished);
  EXPECT(errors.count.load() == 0, "%d queue errors", errors.count.load());

  HSA_CHECK(hsa_queue_destroy(waiter));
  HSA_CHECK(hsa_queue_destroy(writer));
  for (hsa_signal_t s : {waited, written, after}) HSA_CHECK(hsa_signal_destroy(s));
  for (void* p : {waitArgs, fillArgs, static_cast<void*>(flag), static_cast<void*>(values), static_cast<void*>(finished)}) {
    HSA_CHECK(hsa_memory_free(p));
  }
  HSA_CHECK(hsa_executable_destroy(executable));
  HSA_CHECK(hsa_shut_down());
  return finish("concurrent_queues");
}
