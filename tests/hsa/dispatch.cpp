// Code objects and dispatch through raw AQL packets: a clang-built code
// object (argv[2]/dispatch_kernels.TARGET.co) loaded by reader (file and
// memory) and by the old deserialize API, kernels dispatched with completion
// signals, dynamic group memory, a program-scope variable, barrier-AND/OR packets holding later
// packets back, batches, results checked on the host; then bad use: a code
// object for another ISA, a frozen executable, unknown symbols, bad queue
// sizes, a packet naming no kernel and a kernel fault, both reported through
// the queue's error callback while the queue goes on.
#include <hsa/hsa.h>
#include <hsa/hsa_ext_amd.h>

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
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

// scale_add's arguments: y, x, a, n at offsets 0, 8, 16, 20; the rest (hidden) zero.
void* scaleAddArgs(const Setup& setup, const KernelInfo& kernel, float* y, const float* x, float a, std::uint32_t n) {
  struct {
    float* y;
    const float* x;
    float a;
    std::uint32_t n;
  } bytes{y, x, a, n};
  return kernargs(setup, kernel, &bytes, sizeof bytes);
}

void checkScaleAdd(const Setup& setup, hsa_queue_t* queue, const KernelInfo& kernel) {
  constexpr std::uint32_t n = 10000;
  float* x = deviceArray<float>(setup, n);
  float* y = deviceArray<float>(setup, n);
  std::vector<float> expected(n);
  for (std::uint32_t i = 0; i < n; ++i) {
    x[i] = float(i) * 0.5f;
    y[i] = float(n - i);
    expected[i] = 3.0f * x[i] + y[i];
  }
  void* args = scaleAddArgs(setup, kernel, y, x, 3.0f, n);
  hsa_signal_t done;
  HSA_CHECK(hsa_signal_create(1, 0, nullptr, &done));
  dispatch(queue, kernel, args, (n + 255) / 256 * 256, 256, done);
  EXPECT(waitZero(done), "scale_add did not complete");
  int wrong = 0;
  for (std::uint32_t i = 0; i < n; ++i) wrong += y[i] != expected[i];
  EXPECT(wrong == 0, "scale_add: %d of %u elements wrong (y[1] = %g, expected %g)", wrong, n, y[1], expected[1]);
  EXPECT(hsa_queue_load_read_index_scacquire(queue) == hsa_queue_load_write_index_scacquire(queue),
         "read index %lu, write index %lu", (unsigned long)hsa_queue_load_read_index_scacquire(queue),
         (unsigned long)hsa_queue_load_write_index_scacquire(queue));

  // A batch of 100 dispatches (more than the 64-packet ring holds) on one
  // completion signal: y += x each time.
  constexpr int batch = 100;
  for (std::uint32_t i = 0; i < n; ++i) expected[i] = y[i] + batch * x[i];
  void* unitArgs = scaleAddArgs(setup, kernel, y, x, 1.0f, n);
  hsa_signal_store_relaxed(done, batch);
  for (int i = 0; i < batch; ++i) dispatch(queue, kernel, unitArgs, n, 64, done, 0, true);
  EXPECT(waitZero(done), "the batch did not complete");
  wrong = 0;
  for (std::uint32_t i = 0; i < n; ++i) wrong += y[i] != expected[i];
  EXPECT(wrong == 0, "batch: %d elements wrong", wrong);

  // A barrier-AND packet holds the next dispatch until its dependency is 0.
  hsa_signal_t gate, open;
  HSA_CHECK(hsa_signal_create(1, 0, nullptr, &gate));
  HSA_CHECK(hsa_signal_create(0, 0, nullptr, &open));
  for (std::uint32_t i = 0; i < n; ++i) expected[i] = y[i] + x[i];
  hsa_signal_store_relaxed(done, 1);
  barrierPacket(queue, HSA_PACKET_TYPE_BARRIER_AND, {gate, open}, hsa_signal_t{0});
  dispatch(queue, kernel, unitArgs, n, 64, done, 0, true);
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  EXPECT(hsa_signal_load_scacquire(done) == 1, "the dispatch ran before the barrier-AND's dependency was met");
  hsa_signal_store_screlease(gate, 0);
  EXPECT(waitZero(done), "the dispatch after the barrier did not complete");
  // A barrier-OR packet needs one of its dependencies at 0.
  hsa_signal_store_relaxed(gate, 1);
  hsa_signal_t orDone;
  HSA_CHECK(hsa_signal_create(1, 0, nullptr, &orDone));
  barrierPacket(queue, HSA_PACKET_TYPE_BARRIER_OR, {gate, open}, orDone);
  EXPECT(waitZero(orDone), "barrier-OR with one dependency at 0 did not complete");
  wrong = 0;
  for (std::uint32_t i = 0; i < n; ++i) wrong += y[i] != expected[i];
  EXPECT(wrong == 0, "after the barrier: %d elements wrong", wrong);

  for (hsa_signal_t s : {done, gate, open, orDone}) HSA_CHECK(hsa_signal_destroy(s));
  for (void* p : {args, unitArgs, static_cast<void*>(x), static_cast<void*>(y)}) HSA_CHECK(hsa_memory_free(p));
}

void checkGroupSums(const Setup& setup, hsa_queue_t* queue, const KernelInfo& kernel) {
  constexpr std::uint32_t groups = 64, size = 256;
  auto* in = deviceArray<std::uint32_t>(setup, groups * size);
  auto* out = deviceArray<std::uint32_t>(setup, groups);
  std::vector<std::uint32_t> expected(groups, 0);
  for (std::uint32_t i = 0; i < groups * size; ++i) {
    in[i] = i * 7 + 3;
    expected[i / size] += in[i];
  }
  // in, out, then the dynamic group pointer: an offset into group memory
  // past the kernel's static part.
  void* args = nullptr;
  HSA_CHECK(hsa_memory_allocate(setup.kernarg, kernel.kernargSize, &args));
  std::memset(args, 0, kernel.kernargSize);
  std::memcpy(static_cast<char*>(args) + 0, &in, 8);
  std::memcpy(static_cast<char*>(args) + 8, &out, 8);
  std::uint32_t partialOffset = kernel.groupSize;
  std::memcpy(static_cast<char*>(args) + 16, &partialOffset, 4);
  hsa_signal_t done;
  HSA_CHECK(hsa_signal_create(1, 0, nullptr, &done));
  dispatch(queue, kernel, args, groups * size, size, done, size * 4);
  EXPECT(waitZero(done), "group_sums did not complete");
  int wrong = 0;
  for (std::uint32_t g = 0; g < groups; ++g) wrong += out[g] != expected[g];
  EXPECT(wrong == 0, "group_sums: %d of %u sums wrong (out[0] = %u, expected %u)", wrong, groups, out[0], expected[0]);
  HSA_CHECK(hsa_signal_destroy(done));
  for (void* p : {args, static_cast<void*>(in), static_cast<void*>(out)}) HSA_CHECK(hsa_memory_free(p));
}

// A dispatch that faults, and one naming no kernel: each reported through
// the error callback with its status, the fault with gcnjit's report on
// stderr (what, where, which wave and instruction), its completion signal
// left alone; the queue goes on with the next packet.
void checkFaults(const Setup& setup, const KernelInfo& storeAt) {
  QueueErrors errors;
  CapturedStderr captured;
  hsa_queue_t* queue = createQueue(setup, 64, &errors);
  auto* target = deviceArray<std::uint32_t>(setup, 64);
  void* args = nullptr;
  HSA_CHECK(hsa_memory_allocate(setup.kernarg, storeAt.kernargSize, &args));
  std::memset(args, 0, storeAt.kernargSize);
  std::memcpy(args, &target, 8);
  std::uint64_t offset = 1ull << 40;
  std::memcpy(static_cast<char*>(args) + 8, &offset, 8);
  hsa_signal_t faulted;
  HSA_CHECK(hsa_signal_create(1, 0, nullptr, &faulted));
  dispatch(queue, storeAt, args, 64, 64, faulted);
  EXPECT(errors.waitFor(1) && errors.last.load() == hsa_status_t(HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION),
         "fault: %d errors, last 0x%x", errors.count.load(), unsigned(errors.last.load()));
  std::string report = captured.text();
  for (const char* part : {"store_at: write fault: 4-byte global at ", "not within", "wave", "global_store_dword"}) {
    EXPECT(report.find(part) != std::string::npos, "the fault report lacks \"%s\": %s", part, report.c_str());
  }

  KernelInfo bogus = storeAt;
  bogus.object = 0x1234;
  dispatch(queue, bogus, args, 64, 64, faulted);
  EXPECT(errors.waitFor(2) && errors.last.load() == HSA_STATUS_ERROR_INVALID_PACKET_FORMAT,
         "bad kernel object: %d errors, last 0x%x", errors.count.load(), unsigned(errors.last.load()));

  // The same queue runs the kernel in bounds next.
  hsa_signal_t done;
  HSA_CHECK(hsa_signal_create(1, 0, nullptr, &done));
  offset = 0;
  void* goodArgs = nullptr;
  HSA_CHECK(hsa_memory_allocate(setup.kernarg, storeAt.kernargSize, &goodArgs));
  std::memcpy(goodArgs, args, storeAt.kernargSize);
  std::memcpy(static_cast<char*>(goodArgs) + 8, &offset, 8);
  dispatch(queue, storeAt, goodArgs, 64, 64, done);
  EXPECT(waitZero(done), "the dispatch after a fault did not complete");
  EXPECT(target[63] == 1, "the dispatch after a fault did not store");
  EXPECT(hsa_signal_load_relaxed(faulted) == 1, "a failed packet's completion signal changed");
  HSA_CHECK(hsa_queue_destroy(queue));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_QUEUE, hsa_queue_destroy(queue));
  for (hsa_signal_t s : {faulted, done}) HSA_CHECK(hsa_signal_destroy(s));
  for (void* p : {args, goodArgs, static_cast<void*>(target)}) HSA_CHECK(hsa_memory_free(p));
}

// A program-scope variable: its symbol gives its address; a kernel
// counts there.
void checkVariable(const Setup& setup, hsa_executable_t executable, hsa_queue_t* queue, const KernelInfo& bump) {
  hsa_executable_symbol_t symbol;
  HSA_CHECK(hsa_executable_get_symbol_by_name(executable, "counter", &setup.gpu, &symbol));
  hsa_symbol_kind_t kind;
  std::uint64_t address = 0;
  std::uint32_t size = 0;
  HSA_CHECK(hsa_executable_symbol_get_info(symbol, HSA_EXECUTABLE_SYMBOL_INFO_TYPE, &kind));
  HSA_CHECK(hsa_executable_symbol_get_info(symbol, HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_ADDRESS, &address));
  HSA_CHECK(hsa_executable_symbol_get_info(symbol, HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_SIZE, &size));
  EXPECT(kind == HSA_SYMBOL_KIND_VARIABLE && address != 0 && size == 4, "counter: kind %d size %u", int(kind), size);
  if (!address) return;
  auto* counter = reinterpret_cast<int*>(address);
  EXPECT(*counter == 5, "counter starts at %d", *counter);
  void* args = nullptr;
  HSA_CHECK(hsa_memory_allocate(setup.kernarg, std::max<std::uint32_t>(bump.kernargSize, 8), &args));
  std::memset(args, 0, std::max<std::uint32_t>(bump.kernargSize, 8));
  hsa_signal_t done;
  HSA_CHECK(hsa_signal_create(1, 0, nullptr, &done));
  dispatch(queue, bump, args, 1000, 100, done);
  EXPECT(waitZero(done), "bump_counter did not complete");
  EXPECT(*counter == 1005, "counter after 1000 increments: %d", *counter);
  HSA_CHECK(hsa_signal_destroy(done));
  HSA_CHECK(hsa_memory_free(args));
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::printf("usage: %s TARGET CODE_OBJECT_DIR\n", argv[0]);
    return 2;
  }
  std::string target = argv[1], dir = argv[2];
  Setup setup = initialise();
  EXPECT(setup.kernarg.handle && setup.device.handle, "no kernarg or device region");

  // The code object through a file reader.
  std::string path = dir + "/dispatch_kernels." + target + ".co";
  int fd = open(path.c_str(), O_RDONLY);
  if (fd < 0) {
    std::printf("cannot open %s\n", path.c_str());
    return 1;
  }
  hsa_code_object_reader_t reader;
  HSA_CHECK(hsa_code_object_reader_create_from_file(fd, &reader));
  close(fd);
  hsa_executable_t executable;
  HSA_CHECK(hsa_executable_create_alt(HSA_PROFILE_FULL, HSA_DEFAULT_FLOAT_ROUNDING_MODE_DEFAULT, nullptr, &executable));
  HSA_CHECK(hsa_executable_load_agent_code_object(executable, setup.gpu, reader, nullptr, nullptr));
  HSA_CHECK(hsa_executable_freeze(executable, nullptr));
  EXPECT_STATUS(HSA_STATUS_ERROR_FROZEN_EXECUTABLE,
                hsa_executable_load_agent_code_object(executable, setup.gpu, reader, nullptr, nullptr));
  std::uint32_t valid = 1;
  HSA_CHECK(hsa_executable_validate(executable, &valid));
  EXPECT(valid == 0, "executable not valid");

  KernelInfo scaleAdd = kernelInfo(executable, "scale_add.kd", setup.gpu);
  KernelInfo groupSums = kernelInfo(executable, "group_sums.kd", setup.gpu);
  KernelInfo storeAt = kernelInfo(executable, "store_at.kd", setup.gpu);
  KernelInfo bumpCounter = kernelInfo(executable, "bump_counter.kd", setup.gpu);
  EXPECT(scaleAdd.kernargSize >= 24 && scaleAdd.object != 0, "scale_add: kernarg %u", scaleAdd.kernargSize);
  hsa_executable_symbol_t symbol;
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_SYMBOL_NAME,
                hsa_executable_get_symbol_by_name(executable, "no_such_kernel.kd", &setup.gpu, &symbol));
  int kernels = 0;
  HSA_CHECK(hsa_executable_iterate_symbols(
      executable,
      [](hsa_executable_t, hsa_executable_symbol_t s, void* data) {
        hsa_symbol_kind_t kind;
        hsa_executable_symbol_get_info(s, HSA_EXECUTABLE_SYMBOL_INFO_TYPE, &kind);
        *static_cast<int*>(data) += kind == HSA_SYMBOL_KIND_KERNEL;
        return HSA_STATUS_SUCCESS;
      },
      &kernels));
  EXPECT(kernels == 4, "%d kernel symbols", kernels);

  hsa_queue_t* queue = nullptr;
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT,
                hsa_queue_create(setup.gpu, 100, HSA_QUEUE_TYPE_MULTI, nullptr, nullptr, 0, 0, &queue));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_QUEUE_CREATION,
                hsa_queue_create(setup.cpu, 64, HSA_QUEUE_TYPE_MULTI, nullptr, nullptr, 0, 0, &queue));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_AGENT,
                hsa_queue_create(hsa_agent_t{99}, 64, HSA_QUEUE_TYPE_MULTI, nullptr, nullptr, 0, 0, &queue));
  QueueErrors errors;
  HSA_CHECK(hsa_queue_create(setup.gpu, 64, HSA_QUEUE_TYPE_MULTI, onQueueError, &errors, 0, 0, &queue));
  checkScaleAdd(setup, queue, scaleAdd);
  checkGroupSums(setup, queue, groupSums);
  checkVariable(setup, executable, queue, bumpCounter);
  EXPECT(errors.count.load() == 0, "%d queue errors", errors.count.load());
  HSA_CHECK(hsa_queue_destroy(queue));
  checkFaults(setup, storeAt);

  // The old API GCC's libgomp uses: deserialize, load_code_object.
  std::vector<char> bytes = readFile(path);
  hsa_code_object_t codeObject;
  HSA_CHECK(hsa_code_object_deserialize(bytes.data(), bytes.size(), nullptr, &codeObject));
  hsa_executable_t old;
  HSA_CHECK(hsa_executable_create(HSA_PROFILE_FULL, HSA_EXECUTABLE_STATE_UNFROZEN, nullptr, &old));
  HSA_CHECK(hsa_executable_load_code_object(old, setup.gpu, codeObject, nullptr));
  HSA_CHECK(hsa_executable_freeze(old, nullptr));
  HSA_CHECK(hsa_executable_get_symbol(old, nullptr, "scale_add", setup.gpu, 0, &symbol));
  HSA_CHECK(hsa_code_object_destroy(codeObject));
  HSA_CHECK(hsa_executable_destroy(old));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_EXECUTABLE, hsa_executable_destroy(old));

  // A code object for another processor than the agent's, from memory (and
  // any for the CPU agent): ROCm's loader refuses an ISA the agent does not
  // support with HSA_STATUS_ERROR_INCOMPATIBLE_ARGUMENTS.
  std::string other = target == "gfx906" ? "gfx900" : "gfx906";
  std::vector<char> otherBytes = readFile(dir + "/dispatch_kernels." + other + ".co");
  hsa_code_object_reader_t otherReader;
  HSA_CHECK(hsa_code_object_reader_create_from_memory(otherBytes.data(), otherBytes.size(), &otherReader));
  hsa_executable_t wrong;
  HSA_CHECK(hsa_executable_create_alt(HSA_PROFILE_FULL, HSA_DEFAULT_FLOAT_ROUNDING_MODE_DEFAULT, nullptr, &wrong));
  EXPECT_STATUS(HSA_STATUS_ERROR_INCOMPATIBLE_ARGUMENTS,
                hsa_executable_load_agent_code_object(wrong, setup.gpu, otherReader, nullptr, nullptr));
  EXPECT_STATUS(HSA_STATUS_ERROR_INCOMPATIBLE_ARGUMENTS,
                hsa_executable_load_agent_code_object(wrong, setup.cpu, reader, nullptr, nullptr));
  const char garbage[64] = "not an ELF file";
  hsa_code_object_reader_t garbageReader;
  HSA_CHECK(hsa_code_object_reader_create_from_memory(garbage, sizeof garbage, &garbageReader));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_CODE_OBJECT,
                hsa_executable_load_agent_code_object(wrong, setup.gpu, garbageReader, nullptr, nullptr));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_CODE_OBJECT_READER,
                hsa_executable_load_agent_code_object(wrong, setup.gpu, hsa_code_object_reader_t{5}, nullptr, nullptr));
  for (hsa_code_object_reader_t r : {reader, otherReader, garbageReader}) HSA_CHECK(hsa_code_object_reader_destroy(r));
  HSA_CHECK(hsa_executable_destroy(wrong));
  HSA_CHECK(hsa_executable_destroy(executable));
  HSA_CHECK(hsa_shut_down());
  return finish("dispatch");
}
