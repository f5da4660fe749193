// Interprocess memory (hsa_amd_ipc_memory_create / _attach / _detach):
// within one process, a device allocation's handle attaches at addresses of
// its own that alias the allocation (host and kernels see each other's
// writes), each undone by one detach, and mappings outlive the freed
// allocation while new attaches of its handle fail; across processes (a
// child forked before hsa_init, the handle sent through a pipe) the child
// reads what the parent wrote, a kernel of the child's writes what the
// parent then reads, and once the parent frees the allocation the child's
// mapping still holds it. Bad handles, lengths, pointers and agents give
// their HSA error codes.
#include <hsa/hsa.h>
#include <hsa/hsa_ext_amd.h>

#include <sys/wait.h>
#include <unistd.h>

#include <cstring>
#include <string>

#include "aql.h"
#include "check.h"

namespace {

constexpr std::uint32_t kCount = 4096;  // floats: four pages
constexpr std::size_t kBytes = kCount * sizeof(float);

struct Program {
  Setup setup;
  hsa_queue_t* queue;
  KernelInfo scaleAdd;  // y = a * x + y
};

Program start(const std::string& target, const std::string& dir) {
  Program program;
  program.setup = initialise();
  program.queue = createQueue(program.setup, 64);
  hsa_executable_t executable = loadExecutable(program.setup.gpu, dir + "/dispatch_kernels." + target + ".co");
  program.scaleAdd = kernelInfo(executable, "scale_add", program.setup.gpu);
  return program;
}

// Runs scale_add over kCount elements; whether it completed.
bool scaleAdd(const Program& program, float* y, const float* x, float a) {
  struct {
    float* y;
    const float* x;
    float a;
    std::uint32_t n;
  } bytes{y, x, a, kCount};
  void* args = kernargs(program.setup, program.scaleAdd, &bytes, sizeof bytes);
  hsa_signal_t done;
  HSA_CHECK(hsa_signal_create(1, 0, nullptr, &done));
  dispatch(program.queue, program.scaleAdd, args, kCount, 256, done);
  bool completed = waitZero(done);
  HSA_CHECK(hsa_signal_destroy(done));
  HSA_CHECK(hsa_memory_free(args));
  return completed;
}

float* onesArray(const Program& program) {
  float* x = deviceArray<float>(program.setup, kCount);
  for (std::uint32_t i = 0; i < kCount; ++i) x[i] = 1.0f;
  return x;
}

int countWrong(const float* p, float (*expected)(std::uint32_t)) {
  int wrong = 0;
  for (std::uint32_t i = 0; i < kCount; ++i) wrong += p[i] != expected(i);
  return wrong;
}

float identity(std::uint32_t i) { return float(i); }
float plusTwo(std::uint32_t i) { return float(i) + 2.0f; }
float plusFive(std::uint32_t i) { return float(i) + 5.0f; }

void checkBadArguments(const Program& program, float* shared, const hsa_amd_ipc_memory_t& handle) {
  hsa_amd_ipc_memory_t out;
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_amd_ipc_memory_create(shared + 1024, kBytes - 4096, &out));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_amd_ipc_memory_create(shared, kBytes / 2, &out));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_amd_ipc_memory_create(shared, kBytes, nullptr));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_amd_ipc_memory_create(&out, sizeof out, &out));
  void* system = nullptr;  // host memory: ROCm shares device memory alone
  HSA_CHECK(hsa_memory_allocate(program.setup.kernarg, 4096, &system));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_amd_ipc_memory_create(system, 4096, &out));
  HSA_CHECK(hsa_memory_free(system));

  void* mapped = nullptr;
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_amd_ipc_memory_attach(&handle, kBytes + 4096, 0, nullptr, &mapped));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_amd_ipc_memory_attach(nullptr, kBytes, 0, nullptr, &mapped));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_amd_ipc_memory_attach(&handle, kBytes, 0, nullptr, nullptr));
  hsa_agent_t noAgent{0x1234};
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_AGENT, hsa_amd_ipc_memory_attach(&handle, kBytes, 1, &noAgent, &mapped));
  hsa_amd_ipc_memory_t forged = handle;
  std::memset(&forged, 0, sizeof forged);
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_amd_ipc_memory_attach(&forged, kBytes, 0, nullptr, &mapped));
  for (int word : {1, 2, 6}) {  // another process, another descriptor, another file
    forged = handle;
    forged.handle[word] ^= 0x5a;
    EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_amd_ipc_memory_attach(&forged, kBytes, 0, nullptr, &mapped));
  }
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_amd_ipc_memory_detach(shared));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_amd_ipc_memory_detach(nullptr));
}

void checkWithinProcess(const Program& program) {
  float* shared = deviceArray<float>(program.setup, kCount);
  for (std::uint32_t i = 0; i < kCount; ++i) shared[i] = float(i);
  hsa_amd_ipc_memory_t handle, again;
  HSA_CHECK(hsa_amd_ipc_memory_create(shared, kBytes, &handle));
  EXPECT(countWrong(shared, identity) == 0, "the allocation changed when its handle was made");
  HSA_CHECK(hsa_amd_ipc_memory_create(shared, kBytes, &again));
  EXPECT(std::memcmp(&handle, &again, sizeof handle) == 0, "a second handle of the allocation differs");
  checkBadArguments(program, shared, handle);

  float *first = nullptr, *second = nullptr;
  HSA_CHECK(hsa_amd_ipc_memory_attach(&handle, kBytes, 1, &program.setup.gpu, reinterpret_cast<void**>(&first)));
  HSA_CHECK(hsa_amd_ipc_memory_attach(&handle, kBytes, 0, nullptr, reinterpret_cast<void**>(&second)));
  EXPECT(first != shared && second != shared && first != second, "attaches at %p and %p of %p", static_cast<void*>(first),
         static_cast<void*>(second), static_cast<void*>(shared));
  EXPECT(countWrong(first, identity) == 0, "the attached memory does not hold the allocation's values");

  hsa_amd_pointer_info_t info{};
  info.size = sizeof info;
  HSA_CHECK(hsa_amd_pointer_info(first + 10, &info, nullptr, nullptr, nullptr));
  EXPECT(info.type == HSA_EXT_POINTER_TYPE_IPC && info.agentBaseAddress == first && info.sizeInBytes == kBytes,
         "pointer info of attached memory: type %d, base %p, %zu bytes", int(info.type), info.agentBaseAddress,
         info.sizeInBytes);

  // A kernel writing through one mapping and reading another.
  float* ones = onesArray(program);
  EXPECT(scaleAdd(program, first, ones, 2.0f), "scale_add through the attached memory did not complete");
  EXPECT(countWrong(shared, plusTwo) == 0, "the allocation does not hold the kernel's writes through an attach");
  second[7] = -1.0f;
  EXPECT(shared[7] == -1.0f && first[7] == -1.0f, "a host write through an attach is not seen elsewhere");
  second[7] = 9.0f;

  HSA_CHECK(hsa_amd_ipc_memory_detach(first));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_amd_ipc_memory_detach(first));
  HSA_CHECK(hsa_memory_free(shared));
  EXPECT(countWrong(second, plusTwo) == 0, "an attach lost the memory when the allocation was freed");
  void* late = nullptr;
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_amd_ipc_memory_attach(&handle, kBytes, 0, nullptr, &late));
  HSA_CHECK(hsa_amd_ipc_memory_detach(second));

  // The freed allocation's pages went back to the allocator private and zeroed.
  float* fresh = deviceArray<float>(program.setup, kCount);
  int nonzero = 0;
  for (std::uint32_t i = 0; i < kCount; ++i) nonzero += fresh[i] != 0.0f;
  EXPECT(nonzero == 0, "a new allocation holds %d non-zero values", nonzero);
  HSA_CHECK(hsa_memory_free(fresh));
  HSA_CHECK(hsa_memory_free(ones));
}

void send(int fd, const void* bytes, std::size_t size) {
  if (write(fd, bytes, size) != ssize_t(size)) std::exit(2);
}
void receive(int fd, void* bytes, std::size_t size) {
  if (read(fd, bytes, size) != ssize_t(size)) std::exit(2);
}

// The child: attaches the parent's handle, checks it, adds 3 with a kernel,
// then, once the parent has freed the allocation, checks its mapping and
// that the handle attaches no more.
int runChild(int fromParent, int toParent, const std::string& target, const std::string& dir) {
  hsa_amd_ipc_memory_t handle;
  receive(fromParent, &handle, sizeof handle);
  Program program = start(target, dir);
  float* mapped = nullptr;
  HSA_CHECK(hsa_amd_ipc_memory_attach(&handle, kBytes, 1, &program.setup.gpu, reinterpret_cast<void**>(&mapped)));
  EXPECT(countWrong(mapped, plusTwo) == 0, "the child does not see the parent's values");
  float* ones = onesArray(program);
  EXPECT(scaleAdd(program, mapped, ones, 3.0f), "the child's kernel on the attached memory did not complete");
  hsa_amd_ipc_memory_t forged = handle;
  forged.handle[6] ^= 1;  // another file
  void* other = nullptr;
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_amd_ipc_memory_attach(&forged, kBytes, 0, nullptr, &other));
  char step = 'k';
  send(toParent, &step, 1);
  receive(fromParent, &step, 1);  // the parent has freed the allocation
  EXPECT(countWrong(mapped, plusFive) == 0, "the child's mapping lost the memory when the parent freed it");
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_amd_ipc_memory_attach(&handle, kBytes, 0, nullptr, &other));
  HSA_CHECK(hsa_amd_ipc_memory_detach(mapped));
  hsa_amd_pointer_info_t info{};
  info.size = sizeof info;
  HSA_CHECK(hsa_amd_pointer_info(mapped, &info, nullptr, nullptr, nullptr));
  EXPECT(info.type == HSA_EXT_POINTER_TYPE_UNKNOWN, "detached memory is still known (type %d)", int(info.type));
  return finish("ipc_memory (child)");
}

void checkAcrossProcesses(const Program& program, pid_t child, int toChild, int fromChild) {
  float* shared = deviceArray<float>(program.setup, kCount);
  for (std::uint32_t i = 0; i < kCount; ++i) shared[i] = plusTwo(i);
  hsa_amd_ipc_memory_t handle;
  HSA_CHECK(hsa_amd_ipc_memory_create(shared, kBytes, &handle));
  send(toChild, &handle, sizeof handle);
  char step;
  receive(fromChild, &step, 1);
  EXPECT(countWrong(shared, plusFive) == 0, "the parent does not see the child's kernel's writes");
  HSA_CHECK(hsa_memory_free(shared));
  send(toChild, &step, 1);
  int status = 0;
  waitpid(child, &status, 0);
  EXPECT(WIFEXITED(status) && WEXITSTATUS(status) == 0, "the child failed (status 0x%x)", status);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::printf("usage: %s TARGET KERNEL_DIR\n", argv[0]);
    return 2;
  }
  // The child is forked before either process starts the runtime (its threads do not survive fork).
  int down[2], up[2];
  if (pipe(down) != 0 || pipe(up) != 0) return 2;
  pid_t child = fork();
  if (child < 0) return 2;
  if (child == 0) return runChild(down[0], up[1], argv[1], argv[2]);

  Program program = start(argv[1], argv[2]);
  checkWithinProcess(program);
  checkAcrossProcesses(program, child, down[1], up[0]);
  HSA_CHECK(hsa_queue_destroy(program.queue));
  return finish("ipc_memory");
}
