// Shared virtual memory and the memory AMD's HIP expects kernels to reach:
// hsa_amd_svm_attributes_set/get on the program's own mmap'd pages (a
// kernel writes pages made accessible in two attribute runs; the answers
// over uniform and mixed ranges; access taken away, and pages unmapped
// behind the runtime's back, fault through the queue's error callback
// instead of crashing), hsa_amd_svm_prefetch_async after a dependency, bad
// arguments; signals a kernel changes (their memory is device memory); the
// GPU's fine-grained pool; allocation alignment (4 KiB, 2 MiB from 2 MiB).
// Kernels: argv[2]/svm_kernels.TARGET.co, dispatch_kernels.TARGET.co.
#include <hsa/hsa.h>
#include <hsa/hsa_ext_amd.h>

#include <sys/mman.h>

#include <chrono>
#include <cstring>
#include <string>
#include <thread>

#include "aql.h"
#include "check.h"

namespace {

constexpr std::size_t kPage = 4096;

hsa_amd_svm_attribute_pair_t pair(std::uint64_t attribute, std::uint64_t value) { return {attribute, value}; }

// One attribute's value over [p, p + size).
std::uint64_t getOne(void* p, std::size_t size, std::uint64_t attribute, std::uint64_t value = 0) {
  hsa_amd_svm_attribute_pair_t query = pair(attribute, value);
  HSA_CHECK(hsa_amd_svm_attributes_get(p, size, &query, 1));
  return attribute == HSA_AMD_SVM_ATTRIB_ACCESS_QUERY ? query.attribute : query.value;
}

// Runs fill_ids over `count` uints at `p`; false if it did not complete.
bool fill(hsa_queue_t* queue, const Setup& setup, const KernelInfo& kernel, void* p, std::uint32_t count) {
  void* args = kernargs(setup, kernel, &p, sizeof p);
  hsa_signal_t done;
  HSA_CHECK(hsa_signal_create(1, 0, nullptr, &done));
  dispatch(queue, kernel, args, count, 64, done);
  bool completed = waitZero(done, 10'000'000'000ull);
  HSA_CHECK(hsa_signal_destroy(done));
  HSA_CHECK(hsa_memory_free(args));
  return completed;
}

// Runs store_at(p, 0) and waits for the queue's error callback: true if the
// store faulted as a memory aperture violation.
bool storeFaults(hsa_queue_t* queue, const Setup& setup, const KernelInfo& storeAt, void* p, QueueErrors& errors) {
  struct {
    void* p;
    std::uint64_t offset;
  } bytes{p, 0};
  void* args = kernargs(setup, storeAt, &bytes, sizeof bytes);
  int before = errors.count.load();
  hsa_signal_t done;
  HSA_CHECK(hsa_signal_create(1, 0, nullptr, &done));
  dispatch(queue, storeAt, args, 1, 1, done);
  bool reported = errors.waitFor(before + 1);
  HSA_CHECK(hsa_signal_destroy(done));
  return reported && errors.last.load() == hsa_status_t(HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION);
}

void checkAttributes(const Setup& setup, hsa_queue_t* queue, const KernelInfo& fillIds, const KernelInfo& storeAt,
                     QueueErrors& errors) {
  bool supported = false, byDefault = true;
  HSA_CHECK(hsa_system_get_info(hsa_system_info_t(HSA_AMD_SYSTEM_INFO_SVM_SUPPORTED), &supported));
  HSA_CHECK(hsa_system_get_info(hsa_system_info_t(HSA_AMD_SYSTEM_INFO_SVM_ACCESSIBLE_BY_DEFAULT), &byDefault));
  EXPECT(supported && !byDefault, "SVM supported %d, accessible by default %d", supported, byDefault);

  auto* pages = static_cast<std::uint32_t*>(
      mmap(nullptr, 4 * kPage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0));
  EXPECT(pages != MAP_FAILED, "mmap failed");
  // Nothing set: the driver's defaults.
  EXPECT(getOne(pages, 4 * kPage, HSA_AMD_SVM_ATTRIB_GLOBAL_FLAG) == HSA_AMD_SVM_GLOBAL_FLAG_FINE_GRAINED, "default model");
  EXPECT(getOne(pages, 4 * kPage, HSA_AMD_SVM_ATTRIB_MIGRATION_GRANULARITY) == 9, "default granularity");
  EXPECT(getOne(pages, 4 * kPage, HSA_AMD_SVM_ATTRIB_PREFERRED_LOCATION) == 0, "default preferred location");
  EXPECT(getOne(pages, 4 * kPage, HSA_AMD_SVM_ATTRIB_ACCESS_QUERY, setup.gpu.handle) ==
             HSA_AMD_SVM_ATTRIB_AGENT_NO_ACCESS, "GPU access by default");
  EXPECT(getOne(pages, 4 * kPage, HSA_AMD_SVM_ATTRIB_ACCESS_QUERY, setup.cpu.handle) ==
             HSA_AMD_SVM_ATTRIB_AGENT_ACCESSIBLE_IN_PLACE, "CPU access");
  EXPECT(storeFaults(queue, setup, storeAt, pages, errors), "a store to SVM pages the GPU may not access did not fault");

  // Two runs of different attributes, both GPU-accessible: one kernel
  // writes across the boundary between them.
  hsa_amd_svm_attribute_pair_t first[] = {pair(HSA_AMD_SVM_ATTRIB_GLOBAL_FLAG, HSA_AMD_SVM_GLOBAL_FLAG_COARSE_GRAINED),
                                          pair(HSA_AMD_SVM_ATTRIB_AGENT_ACCESSIBLE_IN_PLACE, setup.gpu.handle),
                                          pair(HSA_AMD_SVM_ATTRIB_PREFERRED_LOCATION, setup.gpu.handle)};
  HSA_CHECK(hsa_amd_svm_attributes_set(pages, 2 * kPage, first, 3));
  hsa_amd_svm_attribute_pair_t second[] = {pair(HSA_AMD_SVM_ATTRIB_AGENT_ACCESSIBLE, setup.gpu.handle),
                                           pair(HSA_AMD_SVM_ATTRIB_READ_MOSTLY, 1)};
  // An unaligned start and size cover whole pages 2 and 3.
  HSA_CHECK(hsa_amd_svm_attributes_set(reinterpret_cast<char*>(pages) + 2 * kPage + 100, 2 * kPage - 200, second, 2));
  EXPECT(fill(queue, setup, fillIds, pages, 4 * kPage / 4), "fill over SVM pages did not complete");
  int wrong = 0;
  for (std::uint32_t i = 0; i < 4 * kPage / 4; ++i) wrong += pages[i] != 3 * i;
  EXPECT(wrong == 0, "%d of %zu SVM words wrong", wrong, 4 * kPage / 4);

  EXPECT(getOne(pages, 4 * kPage, HSA_AMD_SVM_ATTRIB_GLOBAL_FLAG) == HSA_AMD_SVM_GLOBAL_FLAG_INDETERMINATE,
         "mixed model");
  EXPECT(getOne(pages + 10, 8, HSA_AMD_SVM_ATTRIB_GLOBAL_FLAG) == HSA_AMD_SVM_GLOBAL_FLAG_COARSE_GRAINED,
         "page 0's model");
  EXPECT(getOne(pages, 4 * kPage, HSA_AMD_SVM_ATTRIB_PREFERRED_LOCATION) == 0, "mixed preferred location");
  EXPECT(getOne(pages, 2 * kPage, HSA_AMD_SVM_ATTRIB_PREFERRED_LOCATION) == setup.gpu.handle, "preferred location");
  EXPECT(getOne(pages, 4 * kPage, HSA_AMD_SVM_ATTRIB_READ_MOSTLY) == 0, "read-mostly over all pages");
  EXPECT(getOne(pages + 2 * kPage / 4, 2 * kPage, HSA_AMD_SVM_ATTRIB_READ_MOSTLY) == 1, "read-mostly pages");
  EXPECT(getOne(pages, 4 * kPage, HSA_AMD_SVM_ATTRIB_ACCESS_QUERY, setup.gpu.handle) ==
             HSA_AMD_SVM_ATTRIB_AGENT_ACCESSIBLE, "weakest GPU access");
  EXPECT(getOne(pages, 2 * kPage, HSA_AMD_SVM_ATTRIB_ACCESS_QUERY, setup.gpu.handle) ==
             HSA_AMD_SVM_ATTRIB_AGENT_ACCESSIBLE_IN_PLACE, "in-place GPU access");

  // Access taken from page 1: a store there faults, page 0 still works.
  hsa_amd_svm_attribute_pair_t deny = pair(HSA_AMD_SVM_ATTRIB_AGENT_NO_ACCESS, setup.gpu.handle);
  HSA_CHECK(hsa_amd_svm_attributes_set(pages + kPage / 4, kPage, &deny, 1));
  EXPECT(storeFaults(queue, setup, storeAt, pages + kPage / 4, errors), "a store to a denied page did not fault");
  EXPECT(fill(queue, setup, fillIds, pages, kPage / 4), "fill of page 0 did not complete");

  // Pages 2 and 3 unmapped without a word to the runtime: a kernel's store
  // there is a fault report, and they take no attributes.
  munmap(pages + 2 * kPage / 4, 2 * kPage);
  EXPECT(storeFaults(queue, setup, storeAt, pages + 2 * kPage / 4, errors), "a store to unmapped SVM did not fault");
  hsa_amd_svm_attribute_pair_t allow = pair(HSA_AMD_SVM_ATTRIB_AGENT_ACCESSIBLE, setup.gpu.handle);
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_amd_svm_attributes_set(pages + 2 * kPage / 4, kPage, &allow, 1));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_amd_svm_attributes_get(pages, 4 * kPage, &allow, 0));

  // Bad arguments.
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_amd_svm_attributes_set(nullptr, kPage, &allow, 1));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_amd_svm_attributes_set(pages, 0, &allow, 1));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_amd_svm_attributes_set(pages, kPage, nullptr, 1));
  for (hsa_amd_svm_attribute_pair_t bad : {pair(77, 0), pair(HSA_AMD_SVM_ATTRIB_ACCESS_QUERY, setup.gpu.handle),
                                           pair(HSA_AMD_SVM_ATTRIB_PREFETCH_LOCATION, setup.gpu.handle),
                                           pair(HSA_AMD_SVM_ATTRIB_GLOBAL_FLAG, HSA_AMD_SVM_GLOBAL_FLAG_INDETERMINATE)}) {
    EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_amd_svm_attributes_set(pages, kPage, &bad, 1));
  }
  hsa_amd_svm_attribute_pair_t badAgent = pair(HSA_AMD_SVM_ATTRIB_AGENT_ACCESSIBLE, 99);
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_AGENT, hsa_amd_svm_attributes_set(pages, kPage, &badAgent, 1));
  hsa_amd_svm_attribute_pair_t setOnly = pair(HSA_AMD_SVM_ATTRIB_AGENT_ACCESSIBLE, setup.gpu.handle);
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_amd_svm_attributes_get(pages, kPage, &setOnly, 1));
  hsa_amd_svm_attribute_pair_t badQuery = pair(HSA_AMD_SVM_ATTRIB_ACCESS_QUERY, 99);
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_AGENT, hsa_amd_svm_attributes_get(pages, kPage, &badQuery, 1));
  // The runtime's own memory is no SVM.
  void* owned = deviceArray<std::uint32_t>(setup, 1024);
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_amd_svm_attributes_set(owned, kPage, &allow, 1));
  HSA_CHECK(hsa_memory_free(owned));

  // A prefetch waits for its dependency, then records its location.
  hsa_signal_t dependency, completion;
  HSA_CHECK(hsa_signal_create(1, 0, nullptr, &dependency));
  HSA_CHECK(hsa_signal_create(1, 0, nullptr, &completion));
  EXPECT(getOne(pages, kPage, HSA_AMD_SVM_ATTRIB_PREFETCH_LOCATION) == 0, "prefetch location before");
  HSA_CHECK(hsa_amd_svm_prefetch_async(pages, kPage, setup.gpu, 1, &dependency, completion));
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  EXPECT(hsa_signal_load_scacquire(completion) == 1, "the prefetch ran before its dependency");
  hsa_signal_store_screlease(dependency, 0);
  EXPECT(waitZero(completion), "the prefetch did not complete");
  EXPECT(getOne(pages, kPage, HSA_AMD_SVM_ATTRIB_PREFETCH_LOCATION) == setup.gpu.handle, "prefetch location");
  HSA_CHECK(hsa_amd_svm_prefetch_async(pages, kPage, setup.cpu, 0, nullptr, hsa_signal_t{0}));
  EXPECT(getOne(pages, kPage, HSA_AMD_SVM_ATTRIB_PREFETCH_LOCATION) == setup.cpu.handle, "prefetch to the CPU");
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_AGENT, hsa_amd_svm_prefetch_async(pages, kPage, hsa_agent_t{99}, 0, nullptr, completion));
  hsa_signal_t bogus{12345};
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_SIGNAL, hsa_amd_svm_prefetch_async(pages, kPage, setup.gpu, 1, &bogus, completion));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_SIGNAL, hsa_amd_svm_prefetch_async(pages, kPage, setup.gpu, 0, nullptr, bogus));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_amd_svm_prefetch_async(nullptr, kPage, setup.gpu, 0, nullptr, completion));
  HSA_CHECK(hsa_signal_destroy(dependency));
  HSA_CHECK(hsa_signal_destroy(completion));
  munmap(pages, 2 * kPage);
}

// A kernel adds to signals' values, as AMD's hostcall code rings its doorbell.
void checkSignalsFromKernels(const Setup& setup, hsa_queue_t* queue, const KernelInfo& signalAdd) {
  hsa_signal_t plain, amd;
  HSA_CHECK(hsa_signal_create(10, 0, nullptr, &plain));
  HSA_CHECK(hsa_amd_signal_create(0, 0, nullptr, 0, &amd));
  for (hsa_signal_t signal : {plain, amd}) {
    hsa_signal_value_t before = hsa_signal_load_relaxed(signal);
    struct {
      std::uint64_t signal;
      std::int64_t amount;
    } bytes{signal.handle, 5};
    void* args = kernargs(setup, signalAdd, &bytes, sizeof bytes);
    hsa_signal_t done;
    HSA_CHECK(hsa_signal_create(1, 0, nullptr, &done));
    dispatch(queue, signalAdd, args, 64, 64, done);
    EXPECT(waitZero(done), "signal_add did not complete");
    hsa_signal_value_t after =
        hsa_signal_wait_scacquire(signal, HSA_SIGNAL_CONDITION_EQ, before + 64 * 5, 5'000'000'000ull, HSA_WAIT_STATE_BLOCKED);
    EXPECT(after == before + 64 * 5, "signal %ld after 64 kernel adds of 5 to %ld", long(after), long(before));
    HSA_CHECK(hsa_signal_destroy(done));
    HSA_CHECK(hsa_memory_free(args));
  }
  HSA_CHECK(hsa_signal_destroy(plain));
  HSA_CHECK(hsa_signal_destroy(amd));
}

hsa_status_t findFinePool(hsa_amd_memory_pool_t pool, void* data) {
  std::uint32_t flags = 0;
  hsa_amd_segment_t segment;
  HSA_CHECK(hsa_amd_memory_pool_get_info(pool, HSA_AMD_MEMORY_POOL_INFO_SEGMENT, &segment));
  if (segment != HSA_AMD_SEGMENT_GLOBAL) return HSA_STATUS_SUCCESS;
  HSA_CHECK(hsa_amd_memory_pool_get_info(pool, HSA_AMD_MEMORY_POOL_INFO_GLOBAL_FLAGS, &flags));
  if (flags & HSA_AMD_MEMORY_POOL_GLOBAL_FLAG_FINE_GRAINED) *static_cast<hsa_amd_memory_pool_t*>(data) = pool;
  return HSA_STATUS_SUCCESS;
}

// The GPU's fine-grained pool (hipExtMallocWithFlags' hipDeviceMallocFinegrained)
// and where allocations start.
void checkPoolsAndAlignment(const Setup& setup, hsa_queue_t* queue, const KernelInfo& fillIds) {
  hsa_amd_memory_pool_t fine{0};
  HSA_CHECK(hsa_amd_agent_iterate_memory_pools(setup.gpu, findFinePool, &fine));
  EXPECT(fine.handle != 0, "the GPU has no fine-grained pool");
  if (fine.handle != 0) {
    void* p = nullptr;
    HSA_CHECK(hsa_amd_memory_pool_allocate(fine, 256 * 4, 0, &p));
    EXPECT(fill(queue, setup, fillIds, p, 256), "fill of fine-grained memory did not complete");
    EXPECT(static_cast<std::uint32_t*>(p)[255] == 765, "fine-grained word 255 is %u", static_cast<std::uint32_t*>(p)[255]);
    HSA_CHECK(hsa_amd_memory_pool_free(p));
  }
  std::size_t alignment = 0;
  HSA_CHECK(hsa_region_get_info(setup.device, HSA_REGION_INFO_RUNTIME_ALLOC_ALIGNMENT, &alignment));
  EXPECT(alignment == kPage, "allocation alignment %zu", alignment);
  for (std::size_t bytes : {std::size_t(8), std::size_t(5000), std::size_t(3) << 20}) {
    void* p = nullptr;
    HSA_CHECK(hsa_memory_allocate(setup.device, bytes, &p));
    std::size_t wanted = bytes >= (std::size_t(2) << 20) ? std::size_t(2) << 20 : kPage;
    EXPECT(reinterpret_cast<std::uintptr_t>(p) % wanted == 0, "%zu bytes at %p", bytes, p);
    HSA_CHECK(hsa_memory_free(p));
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::printf("usage: %s TARGET CODE_OBJECT_DIR\n", argv[0]);
    return 2;
  }
  std::string target = argv[1], dir = argv[2];
  hsa_amd_svm_attribute_pair_t unused = pair(HSA_AMD_SVM_ATTRIB_READ_ONLY, 0);
  EXPECT_STATUS(HSA_STATUS_ERROR_NOT_INITIALIZED, hsa_amd_svm_attributes_set(&unused, 8, &unused, 1));
  Setup setup = initialise();
  hsa_executable_t svmKernels = loadExecutable(setup.gpu, dir + "/svm_kernels." + target + ".co");
  hsa_executable_t dispatchKernels = loadExecutable(setup.gpu, dir + "/dispatch_kernels." + target + ".co");
  KernelInfo fillIds = kernelInfo(svmKernels, "fill_ids.kd", setup.gpu);
  KernelInfo signalAdd = kernelInfo(svmKernels, "signal_add.kd", setup.gpu);
  KernelInfo storeAt = kernelInfo(dispatchKernels, "store_at.kd", setup.gpu);
  QueueErrors errors;
  hsa_queue_t* queue = createQueue(setup, 64, &errors);

  checkAttributes(setup, queue, fillIds, storeAt, errors);
  checkSignalsFromKernels(setup, queue, signalAdd);
  checkPoolsAndAlignment(setup, queue, fillIds);

  HSA_CHECK(hsa_queue_destroy(queue));
  HSA_CHECK(hsa_executable_destroy(svmKernels));
  HSA_CHECK(hsa_executable_destroy(dispatchKernels));
  HSA_CHECK(hsa_shut_down());
  return finish("svm");
}
