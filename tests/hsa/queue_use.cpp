// AQL queues under load and misuse (argv[2]/queue_kernels.TARGET.co):
// - a producer that reserves more packets than the ring holds at once (the
//   write index runs ahead of the read index by more than the ring's size,
//   as ROCm allows) and writes each packet once its slot is free: the
//   processor never runs past the last published packet;
// - packets published out of order: the processor waits at the first slot
//   whose header is still INVALID;
// - overflow: a producer writing two rings of packets without waiting for
//   room overwrites the ones a lap before, as on ROCm (which checks
//   nothing): the processor runs what the ring holds, stops at the first
//   lost packet's slot, reports nothing, and goes on once it is rewritten;
// - several producer threads on one queue, and several queues at once,
//   each with its own producer, results checked on the host;
// - async handlers and an async copy that wait on the queue's completion
//   signals;
// - an inactivated queue takes no more packets;
// - the cooperative queue (one per agent, shared by reference): its
//   dispatches keep every workgroup resident, so a grid-wide GWS barrier
//   completes; on an ordinary queue the same kernel faults;
// - a trap (with gcnjit's report on stderr), an agent-dispatch packet and a
//   barrier on no signal, each reported through the queue's error callback
//   while the queue goes on;
// - a signal destroyed while its async handler is pending, or while
//   another thread changes it: the handler thread never reads freed memory;
// - bad agents, queues, signals and executables give HSA error codes.
// The packet processor, signals and handlers run on their own threads:
// scripts/sanitize.sh hsa-tsan runs this under ThreadSanitizer.
#include <hsa/hsa.h>
#include <hsa/hsa_ext_amd.h>

#include <atomic>
#include <chrono>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "aql.h"
#include "check.h"
#include "stderr_capture.h"

namespace {

struct Kernels {
  KernelInfo count, trap, gridNeighbours;
};

// count's kernarg segment: the counter's address.
void* countArgs(const Setup& setup, const KernelInfo& count, std::uint32_t* total) {
  return kernargs(setup, count, &total, sizeof total);
}

// Reserves 3 rings and 5 packets at once and writes each packet when the
// one a lap before it is consumed. After k packets are published, the
// read index is at most k.
void checkRunAhead(const Setup& setup, const Kernels& kernels) {
  constexpr std::uint32_t ringSize = 64, packets = 3 * ringSize + 5, grid = 64;
  hsa_queue_t* queue = createQueue(setup, ringSize);
  auto* total = deviceArray<std::uint32_t>(setup, 1);
  *total = 0;
  void* args = countArgs(setup, kernels.count, total);
  hsa_signal_t done;
  HSA_CHECK(hsa_signal_create(packets, 0, nullptr, &done));

  std::uint64_t first = hsa_queue_add_write_index_scacq_screl(queue, packets);
  EXPECT(hsa_queue_load_write_index_scacquire(queue) - first == packets, "the write index did not run ahead");
  hsa_signal_store_screlease(queue->doorbell_signal, hsa_signal_value_t(first + packets - 1));
  int overrun = 0;
  for (std::uint64_t index = first; index < first + packets; ++index) {
    waitForRoom(queue, index);
    overrun += hsa_queue_load_read_index_scacquire(queue) > index;
    void* slot = slotOf(queue, index);
    fillDispatch(slot, kernels.count, args, grid, 64, done);
    publish(queue, index, slot, headerOf(HSA_PACKET_TYPE_KERNEL_DISPATCH), kOneDimension);
  }
  EXPECT(overrun == 0, "the processor ran past an unpublished packet %d times", overrun);
  EXPECT(waitZero(done), "the run-ahead packets did not complete (signal %ld)", long(hsa_signal_load_relaxed(done)));
  EXPECT(*total == packets * grid, "run-ahead: counted %u, expected %u", *total, packets * grid);
  EXPECT(hsa_queue_load_read_index_scacquire(queue) == first + packets, "read index %lu, expected %lu",
         (unsigned long)hsa_queue_load_read_index_scacquire(queue), (unsigned long)(first + packets));

  // Out of order: packets 1..7 of 8 published first; nothing runs until packet 0 is.
  *total = 0;
  hsa_signal_store_relaxed(done, 8);
  std::uint64_t start = hsa_queue_add_write_index_scacq_screl(queue, 8);
  for (std::uint64_t index = start + 7; index > start; --index) {
    void* slot = slotOf(queue, index);
    fillDispatch(slot, kernels.count, args, grid, 64, done);
    publish(queue, index, slot, headerOf(HSA_PACKET_TYPE_KERNEL_DISPATCH), kOneDimension);
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  EXPECT(hsa_queue_load_read_index_scacquire(queue) == start && hsa_signal_load_scacquire(done) == 8,
         "the processor ran packets behind an unpublished one (read index %lu of %lu)",
         (unsigned long)hsa_queue_load_read_index_scacquire(queue), (unsigned long)start);
  void* slot = slotOf(queue, start);
  fillDispatch(slot, kernels.count, args, grid, 64, done);
  publish(queue, start, slot, headerOf(HSA_PACKET_TYPE_KERNEL_DISPATCH), kOneDimension);
  EXPECT(waitZero(done), "the out-of-order packets did not complete");
  EXPECT(*total == 8 * grid, "out of order: counted %u, expected %u", *total, 8 * grid);

  HSA_CHECK(hsa_queue_destroy(queue));
  HSA_CHECK(hsa_signal_destroy(done));
  for (void* p : {args, static_cast<void*>(total)}) HSA_CHECK(hsa_memory_free(p));
}

// Two rings of packets written without waiting for room, the first slot
// last (so the processor, waiting at packet 0, starts once the ring holds
// the second lap): packets 1..ring-1 are lost under ring+1..2 ring-1, the
// processor runs the ring's contents as packets 0..ring-1 and waits at
// packet `ring`, whose slot it consumed. Rewriting the second lap, now that
// there is room, completes the queue.
void checkOverflow(const Setup& setup, const Kernels& kernels) {
  constexpr std::uint32_t ring = 64, grid = 64;
  QueueErrors errors;
  hsa_queue_t* queue = createQueue(setup, ring, &errors);
  auto* total = deviceArray<std::uint32_t>(setup, 1);
  *total = 0;
  void* args = countArgs(setup, kernels.count, total);
  hsa_signal_t done;
  HSA_CHECK(hsa_signal_create(2 * ring, 0, nullptr, &done));
  std::uint64_t first = hsa_queue_add_write_index_scacq_screl(queue, 2 * ring);
  auto write = [&](std::uint64_t index) {
    void* slot = slotOf(queue, index);
    fillDispatch(slot, kernels.count, args, grid, 64, done);
    publish(queue, index, slot, headerOf(HSA_PACKET_TYPE_KERNEL_DISPATCH), kOneDimension);
  };
  for (std::uint64_t index = first + 1; index < first + 2 * ring; ++index) {
    if (index != first + ring) write(index);
  }
  write(first + ring);  // into packet 0's slot
  EXPECT(hsa_signal_wait_scacquire(done, HSA_SIGNAL_CONDITION_EQ, ring, 20'000'000'000ull, HSA_WAIT_STATE_BLOCKED) ==
             ring,
         "the ring's contents did not run (signal %ld)", long(hsa_signal_load_relaxed(done)));
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  EXPECT(hsa_queue_load_read_index_scacquire(queue) == first + ring && *total == ring * grid,
         "after the overflow: read index %lu (expected %lu), counted %u (expected %u)",
         (unsigned long)(hsa_queue_load_read_index_scacquire(queue) - first), (unsigned long)ring, *total, ring * grid);
  EXPECT(errors.count.load() == 0, "the overflow was reported (%d errors)", errors.count.load());

  for (std::uint64_t index = first + ring; index < first + 2 * ring; ++index) {
    waitForRoom(queue, index);
    write(index);
  }
  EXPECT(waitZero(done), "the rewritten lap did not complete (signal %ld)", long(hsa_signal_load_relaxed(done)));
  EXPECT(*total == 2 * ring * grid && hsa_queue_load_read_index_scacquire(queue) == first + 2 * ring,
         "after the rewrite: counted %u, expected %u", *total, 2 * ring * grid);
  HSA_CHECK(hsa_queue_destroy(queue));
  HSA_CHECK(hsa_signal_destroy(done));
  for (void* p : {args, static_cast<void*>(total)}) HSA_CHECK(hsa_memory_free(p));
}

// Producer threads share one small queue (it wraps many times, the
// producers wait for room); each sends dispatches and barrier-AND packets.
void checkProducers(const Setup& setup, const Kernels& kernels) {
  constexpr int producers = 4, perProducer = 60;
  constexpr std::uint32_t grid = 128;
  hsa_queue_t* queue = createQueue(setup, 64);
  auto* total = deviceArray<std::uint32_t>(setup, 1);
  *total = 0;
  void* args = countArgs(setup, kernels.count, total);
  hsa_signal_t done;
  HSA_CHECK(hsa_signal_create(producers * perProducer, 0, nullptr, &done));
  std::vector<std::thread> threads;
  for (int p = 0; p < producers; ++p) {
    threads.emplace_back([&, p] {
      for (int i = 0; i < perProducer; ++i) {
        if ((i + p) % 3 == 0) barrierPacket(queue, HSA_PACKET_TYPE_BARRIER_AND, {}, done);
        else dispatch(queue, kernels.count, args, grid, 64, done);
      }
    });
  }
  for (std::thread& t : threads) t.join();
  EXPECT(waitZero(done), "the producers' packets did not complete (signal %ld)", long(hsa_signal_load_relaxed(done)));
  int dispatches = 0;
  for (int p = 0; p < producers; ++p) {
    for (int i = 0; i < perProducer; ++i) dispatches += (i + p) % 3 != 0;
  }
  EXPECT(*total == dispatches * grid, "producers: counted %u, expected %u", *total, dispatches * grid);
  HSA_CHECK(hsa_queue_destroy(queue));
  HSA_CHECK(hsa_signal_destroy(done));
  for (void* p : {args, static_cast<void*>(total)}) HSA_CHECK(hsa_memory_free(p));
}

// Several queues run at once, each fed by its own thread; each queue's last
// completion also fires an async handler and starts an async copy of its
// counter that waits for it.
void checkQueuesAtOnce(const Setup& setup, const Kernels& kernels) {
  constexpr int queues = 3, perQueue = 40;
  constexpr std::uint32_t grid = 256;
  struct Lane {
    hsa_queue_t* queue;
    std::uint32_t* total;
    void* args;
    hsa_signal_t done, copied;
    std::uint32_t copy = 0;
  };
  std::vector<Lane> lanes(queues);
  std::atomic<int> handled{0};
  for (Lane& lane : lanes) {
    lane.queue = createQueue(setup, 64);
    lane.total = deviceArray<std::uint32_t>(setup, 1);
    *lane.total = 0;
    lane.args = countArgs(setup, kernels.count, lane.total);
    HSA_CHECK(hsa_signal_create(perQueue, 0, nullptr, &lane.done));
    HSA_CHECK(hsa_signal_create(1, 0, nullptr, &lane.copied));
    HSA_CHECK(hsa_amd_signal_async_handler(
        lane.done, HSA_SIGNAL_CONDITION_EQ, 0,
        [](hsa_signal_value_t, void* counter) {
          static_cast<std::atomic<int>*>(counter)->fetch_add(1);
          return false;
        },
        &handled));
    HSA_CHECK(hsa_amd_memory_async_copy(&lane.copy, setup.cpu, lane.total, setup.gpu, sizeof lane.copy, 1,
                                        &lane.done, lane.copied));
  }
  std::vector<std::thread> threads;
  for (Lane& lane : lanes) {
    threads.emplace_back([&] {
      for (int i = 0; i < perQueue; ++i) dispatch(lane.queue, kernels.count, lane.args, grid, 64, lane.done);
    });
  }
  for (std::thread& t : threads) t.join();
  for (std::size_t q = 0; q < lanes.size(); ++q) {
    Lane& lane = lanes[q];
    EXPECT(waitZero(lane.copied), "queue %zu: the async copy after its packets did not complete", q);
    EXPECT(lane.copy == perQueue * grid && *lane.total == perQueue * grid,
           "queue %zu: counted %u, copied %u, expected %u", q, *lane.total, lane.copy, perQueue * grid);
  }
  for (int i = 0; i < 20000 && handled.load() < queues; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  EXPECT(handled.load() == queues, "%d of %d async handlers ran", handled.load(), queues);
  for (Lane& lane : lanes) {
    HSA_CHECK(hsa_queue_destroy(lane.queue));
    for (hsa_signal_t s : {lane.done, lane.copied}) HSA_CHECK(hsa_signal_destroy(s));
    for (void* p : {lane.args, static_cast<void*>(lane.total)}) HSA_CHECK(hsa_memory_free(p));
  }
}

// An inactivated queue takes no more packets; it can still be destroyed.
void checkInactivated(const Setup& setup) {
  hsa_queue_t* queue = createQueue(setup, 64);
  HSA_CHECK(hsa_queue_inactivate(queue));
  hsa_signal_t done;
  HSA_CHECK(hsa_signal_create(1, 0, nullptr, &done));
  barrierPacket(queue, HSA_PACKET_TYPE_BARRIER_AND, {}, done);
  EXPECT(!waitZero(done, 50'000'000), "an inactivated queue ran a packet");
  EXPECT(hsa_queue_load_read_index_scacquire(queue) == 0, "an inactivated queue moved its read index");
  HSA_CHECK(hsa_queue_destroy(queue));
  HSA_CHECK(hsa_signal_destroy(done));
}

// grid_neighbours' kernarg segment: slots, out.
void* neighboursArgs(const Setup& setup, const KernelInfo& kernel, std::uint32_t* slots, std::uint32_t* out) {
  std::uint32_t* pointers[2] = {slots, out};
  return kernargs(setup, kernel, pointers, sizeof pointers);
}

void checkCooperative(const Setup& setup, const Kernels& kernels) {
  bool supported = false;
  HSA_CHECK(hsa_agent_get_info(setup.gpu, hsa_agent_info_t(HSA_AMD_AGENT_INFO_COOPERATIVE_QUEUES), &supported));
  EXPECT(supported, "the GPU agent has no cooperative queues");
  QueueErrors errors;
  hsa_queue_t *first = nullptr, *second = nullptr;
  HSA_CHECK(hsa_queue_create(setup.gpu, 64, HSA_QUEUE_TYPE_COOPERATIVE, onQueueError, &errors, 0, 0, &first));
  HSA_CHECK(hsa_queue_create(setup.gpu, 128, HSA_QUEUE_TYPE_COOPERATIVE, onQueueError, &errors, 0, 0, &second));
  EXPECT(first == second, "two cooperative queues");

  // More workgroups than host threads: each must be resident to pass the barrier.
  constexpr std::uint32_t groups = 48;
  auto* slots = deviceArray<std::uint32_t>(setup, groups);
  auto* out = deviceArray<std::uint32_t>(setup, groups);
  void* args = neighboursArgs(setup, kernels.gridNeighbours, slots, out);
  auto run = [&](hsa_queue_t* queue) {
    std::memset(out, 0, groups * sizeof *out);
    hsa_signal_t done;
    HSA_CHECK(hsa_signal_create(1, 0, nullptr, &done));
    dispatch(queue, kernels.gridNeighbours, args, groups * 64, 64, done);
    bool completed = waitZero(done, 2'000'000'000ull);
    HSA_CHECK(hsa_signal_destroy(done));
    int wrong = 0;
    for (std::uint32_t g = 0; g < groups; ++g) wrong += out[g] != (g + 1) % groups * 3 + 1;
    return completed && wrong == 0;
  };
  EXPECT(run(first), "the grid barrier on the cooperative queue");
  HSA_CHECK(hsa_queue_destroy(first));
  EXPECT(run(second), "the cooperative queue after one of its two references is dropped");
  HSA_CHECK(hsa_queue_destroy(second));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_QUEUE, hsa_queue_destroy(second));
  EXPECT(errors.count.load() == 0, "%d errors on the cooperative queue", errors.count.load());

  hsa_queue_t* ordinary = createQueue(setup, 64, &errors);
  EXPECT(!run(ordinary), "a GWS barrier ran on an ordinary queue");
  EXPECT(errors.waitFor(1) && errors.last.load() == hsa_status_t(HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION),
         "GWS on an ordinary queue: %d errors, last 0x%x", errors.count.load(), unsigned(errors.last.load()));
  HSA_CHECK(hsa_queue_destroy(ordinary));
  for (void* p : {args, static_cast<void*>(slots), static_cast<void*>(out)}) HSA_CHECK(hsa_memory_free(p));
}

// Failures reported through the error callback, each with its status, the
// failed packet's completion signal left alone; the queue goes on.
void checkReportedFailures(const Setup& setup, const Kernels& kernels) {
  QueueErrors errors;
  hsa_queue_t* queue = createQueue(setup, 64, &errors);
  hsa_signal_t failed;
  HSA_CHECK(hsa_signal_create(1, 0, nullptr, &failed));
  auto* total = deviceArray<std::uint32_t>(setup, 1);
  *total = 0;
  void* args = countArgs(setup, kernels.count, total);
  void* trapArgs = nullptr;
  HSA_CHECK(hsa_memory_allocate(setup.kernarg, kernels.trap.kernargSize, &trapArgs));
  std::memset(trapArgs, 0, kernels.trap.kernargSize);
  std::memcpy(trapArgs, &total, 8);
  std::uint32_t which = 70;
  std::memcpy(static_cast<char*>(trapArgs) + 8, &which, 4);

  {
    CapturedStderr captured;
    dispatch(queue, kernels.trap, trapArgs, 128, 64, failed);
    EXPECT(errors.waitFor(1) && errors.last.load() == HSA_STATUS_ERROR_EXCEPTION, "trap: %d errors, last 0x%x",
           errors.count.load(), unsigned(errors.last.load()));
    std::string report = captured.text();
    EXPECT(report.find("trap_at: s_trap 2 at workgroup (1,0,0)") != std::string::npos, "the trap's report: %s",
           report.c_str());
  }

  std::uint64_t index;
  void* slot = reserveSlot(queue, &index);
  std::memset(static_cast<char*>(slot) + 4, 0, 60);
  static_cast<hsa_agent_dispatch_packet_t*>(slot)->completion_signal = failed;
  publish(queue, index, slot, headerOf(HSA_PACKET_TYPE_AGENT_DISPATCH), 0);
  EXPECT(errors.waitFor(2) && errors.last.load() == HSA_STATUS_ERROR_INVALID_PACKET_FORMAT,
         "agent dispatch: %d errors, last 0x%x", errors.count.load(), unsigned(errors.last.load()));

  barrierPacket(queue, HSA_PACKET_TYPE_BARRIER_AND, {hsa_signal_t{0x5151}}, failed);
  EXPECT(errors.waitFor(3) && errors.last.load() == HSA_STATUS_ERROR_INVALID_SIGNAL,
         "barrier on no signal: %d errors, last 0x%x", errors.count.load(), unsigned(errors.last.load()));
  EXPECT(hsa_signal_load_scacquire(failed) == 1, "a failed packet's completion signal changed");

  *total = 0;
  hsa_signal_t done;
  HSA_CHECK(hsa_signal_create(1, 0, nullptr, &done));
  dispatch(queue, kernels.count, args, 64, 64, done);
  EXPECT(waitZero(done) && *total == 64, "the dispatch after the failures: counted %u", *total);
  HSA_CHECK(hsa_queue_destroy(queue));
  for (hsa_signal_t s : {failed, done}) HSA_CHECK(hsa_signal_destroy(s));
  for (void* p : {trapArgs, args, static_cast<void*>(total)}) HSA_CHECK(hsa_memory_free(p));
}

// Signals destroyed while the handler thread looks at them (their handler
// pending) and while another thread stores to them: whichever comes first,
// nothing touches a freed signal (under TSan, a use after free would be
// reported).
void checkDestroyedWhileWatched() {
  std::atomic<int> handled{0};
  for (int i = 0; i < 200; ++i) {
    hsa_signal_t signal;
    HSA_CHECK(hsa_signal_create(1, 0, nullptr, &signal));
    HSA_CHECK(hsa_amd_signal_async_handler(
        signal, HSA_SIGNAL_CONDITION_EQ, 0,
        [](hsa_signal_value_t, void* counter) {
          static_cast<std::atomic<int>*>(counter)->fetch_add(1);
          return false;
        },
        &handled));
    std::thread storer([signal] { hsa_signal_store_screlease(signal, 0); });
    HSA_CHECK(hsa_signal_destroy(signal));
    storer.join();
  }
  EXPECT(handled.load() <= 200, "%d handler calls for 200 signals", handled.load());
}

// Handles that name nothing: error codes, never a crash.
void checkBadHandles(const Setup& setup) {
  hsa_agent_t noAgent{0x5151};
  hsa_queue_t* queue = nullptr;
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_AGENT,
                hsa_queue_create(noAgent, 64, HSA_QUEUE_TYPE_MULTI, nullptr, nullptr, 0, 0, &queue));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT,
                hsa_queue_create(setup.gpu, 64, HSA_QUEUE_TYPE_MULTI, nullptr, nullptr, 0, 0, nullptr));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_AGENT, hsa_agent_iterate_regions(noAgent, findRegions, nullptr));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_AGENT,
                hsa_amd_agent_iterate_memory_pools(
                    noAgent, [](hsa_amd_memory_pool_t, void*) { return HSA_STATUS_SUCCESS; }, nullptr));

  hsa_queue_t notAQueue{};
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_QUEUE, hsa_queue_destroy(&notAQueue));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_QUEUE, hsa_queue_inactivate(&notAQueue));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_queue_destroy(nullptr));
  EXPECT(hsa_queue_load_write_index_relaxed(&notAQueue) == 0 && hsa_queue_add_write_index_relaxed(&notAQueue, 1) == 0,
         "index operations on no queue");

  hsa_signal_t noSignal{0x5151};
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_SIGNAL, hsa_signal_destroy(noSignal));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_SIGNAL,
                hsa_amd_signal_async_handler(
                    noSignal, HSA_SIGNAL_CONDITION_EQ, 0, [](hsa_signal_value_t, void*) { return false; }, nullptr));
  hsa_signal_store_screlease(noSignal, 5);
  EXPECT(hsa_signal_load_scacquire(noSignal) == 0, "a value operation on no signal");
  EXPECT(hsa_signal_wait_scacquire(noSignal, HSA_SIGNAL_CONDITION_EQ, 1, 1000, HSA_WAIT_STATE_BLOCKED) == 0,
         "a wait on no signal");
  std::uint32_t word = 0, copy = 0;
  hsa_signal_t done;
  HSA_CHECK(hsa_signal_create(1, 0, nullptr, &done));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_SIGNAL,
                hsa_amd_memory_async_copy(&copy, setup.cpu, &word, setup.cpu, 4, 1, &noSignal, done));
  HSA_CHECK(hsa_signal_destroy(done));

  hsa_executable_t noExecutable{0x5151};
  hsa_executable_symbol_t symbol{0x5151};
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_EXECUTABLE, hsa_executable_freeze(noExecutable, nullptr));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_EXECUTABLE, hsa_executable_destroy(noExecutable));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_EXECUTABLE,
                hsa_executable_get_symbol_by_name(noExecutable, "count.kd", &setup.gpu, &symbol));
  std::uint64_t object = 0;
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_EXECUTABLE_SYMBOL,
                hsa_executable_symbol_get_info(symbol, HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_OBJECT, &object));
  hsa_executable_t executable;
  HSA_CHECK(hsa_executable_create_alt(HSA_PROFILE_FULL, HSA_DEFAULT_FLOAT_ROUNDING_MODE_DEFAULT, nullptr, &executable));
  hsa_code_object_reader_t noReader{0x5151};
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_AGENT,
                hsa_executable_load_agent_code_object(executable, noAgent, noReader, nullptr, nullptr));
  HSA_CHECK(hsa_executable_destroy(executable));
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::printf("usage: %s TARGET CODE_OBJECT_DIR\n", argv[0]);
    return 2;
  }
  std::string target = argv[1], dir = argv[2];
  Setup setup = initialise();
  hsa_executable_t executable = loadExecutable(setup.gpu, dir + "/queue_kernels." + target + ".co");
  Kernels kernels{kernelInfo(executable, "count.kd", setup.gpu), kernelInfo(executable, "trap_at.kd", setup.gpu),
                  kernelInfo(executable, "grid_neighbours.kd", setup.gpu)};

  checkRunAhead(setup, kernels);
  checkOverflow(setup, kernels);
  checkProducers(setup, kernels);
  checkQueuesAtOnce(setup, kernels);
  checkInactivated(setup);
  checkCooperative(setup, kernels);
  checkReportedFailures(setup, kernels);
  checkDestroyedWhileWatched();
  checkBadHandles(setup);

  HSA_CHECK(hsa_executable_destroy(executable));
  HSA_CHECK(hsa_shut_down());
  return finish("queue_use");
}
