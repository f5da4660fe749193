// The HSA runtime without kernels: init/shut-down reference counting, agents
// and their information, regions and memory pools, allocation and copies,
// signals (values, waits with conditions and timeouts, across threads, async
// handlers), locked host memory and async copies, bad handles and arguments,
// and a not-implemented export.
// argv[1]: the target the GPU agent must present (gfx900, gfx906, gfx908).
#include <hsa/hsa.h>
#include <hsa/hsa_ext_amd.h>

#include <atomic>
#include <chrono>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "check.h"

namespace {

struct Agents {
  hsa_agent_t gpu{0}, cpu{0};
  int count = 0;
};

hsa_status_t collectAgent(hsa_agent_t agent, void* data) {
  auto* agents = static_cast<Agents*>(data);
  hsa_device_type_t type;
  HSA_CHECK(hsa_agent_get_info(agent, HSA_AGENT_INFO_DEVICE, &type));
  (type == HSA_DEVICE_TYPE_GPU ? agents->gpu : agents->cpu) = agent;
  ++agents->count;
  return HSA_STATUS_SUCCESS;
}

struct Regions {
  hsa_region_t kernarg{0}, coarse{0}, group{0};
  int count = 0;
};

hsa_status_t collectRegion(hsa_region_t region, void* data) {
  auto* regions = static_cast<Regions*>(data);
  hsa_region_segment_t segment;
  HSA_CHECK(hsa_region_get_info(region, HSA_REGION_INFO_SEGMENT, &segment));
  std::uint32_t flags = 0;
  if (segment == HSA_REGION_SEGMENT_GLOBAL) HSA_CHECK(hsa_region_get_info(region, HSA_REGION_INFO_GLOBAL_FLAGS, &flags));
  if (segment == HSA_REGION_SEGMENT_GROUP) regions->group = region;
  if (flags & HSA_REGION_GLOBAL_FLAG_KERNARG) regions->kernarg = region;
  if (flags & HSA_REGION_GLOBAL_FLAG_COARSE_GRAINED) regions->coarse = region;
  ++regions->count;
  return HSA_STATUS_SUCCESS;
}

hsa_status_t collectPool(hsa_amd_memory_pool_t pool, void* data) {
  static_cast<std::vector<hsa_amd_memory_pool_t>*>(data)->push_back(pool);
  return HSA_STATUS_SUCCESS;
}

hsa_status_t stopAtFirst(hsa_agent_t, void* data) {
  ++*static_cast<int*>(data);
  return HSA_STATUS_INFO_BREAK;
}

void checkAgents(const Agents& agents, const std::string& target) {
  EXPECT(agents.count == 2 && agents.gpu.handle && agents.cpu.handle, "%d agents", agents.count);
  char name[64];
  HSA_CHECK(hsa_agent_get_info(agents.gpu, HSA_AGENT_INFO_NAME, name));
  EXPECT(target == name, "GPU agent name %s", name);
  std::uint32_t wavefront = 0, workgroupMax = 0, queueMax = 0;
  HSA_CHECK(hsa_agent_get_info(agents.gpu, HSA_AGENT_INFO_WAVEFRONT_SIZE, &wavefront));
  HSA_CHECK(hsa_agent_get_info(agents.gpu, HSA_AGENT_INFO_WORKGROUP_MAX_SIZE, &workgroupMax));
  HSA_CHECK(hsa_agent_get_info(agents.gpu, HSA_AGENT_INFO_QUEUE_MAX_SIZE, &queueMax));
  EXPECT(wavefront == 64 && workgroupMax == 1024 && queueMax >= 64, "%u %u %u", wavefront, workgroupMax, queueMax);
  hsa_agent_feature_t feature;
  HSA_CHECK(hsa_agent_get_info(agents.gpu, HSA_AGENT_INFO_FEATURE, &feature));
  EXPECT(feature & HSA_AGENT_FEATURE_KERNEL_DISPATCH, "feature %d", int(feature));

  hsa_isa_t isa;
  HSA_CHECK(hsa_agent_get_info(agents.gpu, HSA_AGENT_INFO_ISA, &isa));
  std::uint32_t length = 0;
  HSA_CHECK(hsa_isa_get_info_alt(isa, HSA_ISA_INFO_NAME_LENGTH, &length));
  std::string isaName(length, '\0');
  HSA_CHECK(hsa_isa_get_info_alt(isa, HSA_ISA_INFO_NAME, isaName.data()));
  EXPECT(isaName.rfind("amdgcn-amd-amdhsa--" + target, 0) == 0, "ISA %s", isaName.c_str());
  hsa_isa_t byName;
  HSA_CHECK(hsa_isa_from_name(isaName.c_str(), &byName));
  EXPECT(byName.handle == isa.handle, "hsa_isa_from_name gives another ISA");
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ISA_NAME, hsa_isa_from_name("amdgcn-amd-amdhsa--gfx1030", &byName));

  int visited = 0;
  EXPECT_STATUS(HSA_STATUS_INFO_BREAK, hsa_iterate_agents(stopAtFirst, &visited));
  EXPECT(visited == 1, "iteration went on after INFO_BREAK: %d", visited);
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_AGENT, hsa_agent_get_info(hsa_agent_t{12345}, HSA_AGENT_INFO_NAME, name));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_agent_get_info(agents.gpu, HSA_AGENT_INFO_NAME, nullptr));
}

void checkMemory(const Agents& agents) {
  Regions regions;
  HSA_CHECK(hsa_agent_iterate_regions(agents.gpu, collectRegion, &regions));
  EXPECT(regions.kernarg.handle && regions.coarse.handle && regions.group.handle, "GPU regions missing");

  void* device = nullptr;
  void* kernarg = nullptr;
  HSA_CHECK(hsa_memory_allocate(regions.coarse, 4096, &device));
  HSA_CHECK(hsa_memory_allocate(regions.kernarg, 256, &kernarg));
  std::vector<std::uint32_t> host(1024), back(1024);
  for (std::uint32_t i = 0; i < host.size(); ++i) host[i] = i * 2654435761u;
  HSA_CHECK(hsa_memory_copy(device, host.data(), 4096));
  HSA_CHECK(hsa_memory_copy(back.data(), device, 4096));
  EXPECT(back == host, "copy round trip differs");
  HSA_CHECK(hsa_amd_memory_fill(device, 0xdeadbeef, 1024));
  EXPECT(static_cast<std::uint32_t*>(device)[1023] == 0xdeadbeef, "fill");

  hsa_amd_pointer_info_t info{};
  info.size = sizeof info;
  HSA_CHECK(hsa_amd_pointer_info(static_cast<char*>(device) + 100, &info, nullptr, nullptr, nullptr));
  EXPECT(info.type == HSA_EXT_POINTER_TYPE_HSA && info.agentBaseAddress == device && info.sizeInBytes == 4096,
         "pointer info type %d size %zu", int(info.type), info.sizeInBytes);

  HSA_CHECK(hsa_memory_free(device));
  HSA_CHECK(hsa_memory_free(kernarg));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_memory_free(host.data()));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ALLOCATION, hsa_memory_allocate(regions.group, 64, &device));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_REGION, hsa_memory_allocate(hsa_region_t{42}, 64, &device));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_memory_allocate(regions.coarse, 0, &device));

  std::vector<hsa_amd_memory_pool_t> pools;
  HSA_CHECK(hsa_amd_agent_iterate_memory_pools(agents.gpu, collectPool, &pools));
  EXPECT(!pools.empty(), "no GPU pools");
  bool allocatable = false;
  HSA_CHECK(hsa_amd_memory_pool_get_info(pools[0], HSA_AMD_MEMORY_POOL_INFO_RUNTIME_ALLOC_ALLOWED, &allocatable));
  EXPECT(allocatable, "the first GPU pool is not allocatable");
  void* pooled = nullptr;
  HSA_CHECK(hsa_amd_memory_pool_allocate(pools[0], 1 << 20, 0, &pooled));
  HSA_CHECK(hsa_amd_agents_allow_access(1, &agents.cpu, nullptr, pooled));
  std::memset(pooled, 1, 1 << 20);
  HSA_CHECK(hsa_amd_memory_pool_free(pooled));
  hsa_amd_memory_pool_access_t access;
  HSA_CHECK(hsa_amd_agent_memory_pool_get_info(agents.cpu, pools[0], HSA_AMD_AGENT_MEMORY_POOL_INFO_ACCESS, &access));
  EXPECT(access != HSA_AMD_MEMORY_POOL_ACCESS_NEVER_ALLOWED, "CPU cannot reach GPU memory");
  EXPECT_STATUS(hsa_status_t(HSA_STATUS_ERROR_INVALID_MEMORY_POOL),
                hsa_amd_memory_pool_allocate(hsa_amd_memory_pool_t{7}, 64, 0, &pooled));
  hsa_agent_t bogus{3};
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_AGENT, hsa_amd_agents_allow_access(1, &bogus, nullptr, &access));
}

bool countingHandler(hsa_signal_value_t value, void* arg) {
  auto* seen = static_cast<std::atomic<std::int64_t>*>(arg);
  seen->store(value);
  return false;  // once
}

void checkSignals() {
  hsa_signal_t signal;
  HSA_CHECK(hsa_signal_create(5, 0, nullptr, &signal));
  EXPECT(hsa_signal_load_scacquire(signal) == 5, "initial value");
  hsa_signal_store_screlease(signal, 7);
  hsa_signal_add_relaxed(signal, 3);
  hsa_signal_subtract_acq_rel(signal, 1);
  EXPECT(hsa_signal_load_relaxed(signal) == 9, "after add/subtract: %ld", long(hsa_signal_load_relaxed(signal)));
  EXPECT(hsa_signal_exchange_scacq_screl(signal, 16) == 9, "exchange");
  EXPECT(hsa_signal_cas_screlease(signal, 16, 4) == 16 && hsa_signal_load_relaxed(signal) == 4, "cas hit");
  EXPECT(hsa_signal_cas_relaxed(signal, 99, 1) == 4 && hsa_signal_load_relaxed(signal) == 4, "cas miss");
  hsa_signal_or_relaxed(signal, 3);
  hsa_signal_and_relaxed(signal, 6);
  hsa_signal_xor_relaxed(signal, 1);
  EXPECT(hsa_signal_load_relaxed(signal) == 7, "bit operations: %ld", long(hsa_signal_load_relaxed(signal)));

  // A wait whose condition already holds; one that times out (1 ms).
  EXPECT(hsa_signal_wait_scacquire(signal, HSA_SIGNAL_CONDITION_GTE, 7, UINT64_MAX, HSA_WAIT_STATE_ACTIVE) == 7, "satisfied wait");
  auto start = std::chrono::steady_clock::now();
  hsa_signal_value_t seen = hsa_signal_wait_scacquire(signal, HSA_SIGNAL_CONDITION_EQ, 0, 1000000, HSA_WAIT_STATE_BLOCKED);
  EXPECT(seen == 7 && std::chrono::steady_clock::now() - start >= std::chrono::milliseconds(1), "timed-out wait");

  // Another thread counts the signal down; the wait sees 0.
  std::thread producer([&] {
    for (int i = 0; i < 7; ++i) {
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
      hsa_signal_subtract_screlease(signal, 1);
    }
  });
  seen = hsa_signal_wait_scacquire(signal, HSA_SIGNAL_CONDITION_LT, 1, UINT64_MAX, HSA_WAIT_STATE_BLOCKED);
  producer.join();
  EXPECT(seen == 0, "wait across threads saw %ld", long(seen));

  // AMD: wait for any of two signals; an async handler.
  hsa_signal_t other;
  HSA_CHECK(hsa_amd_signal_create(1, 0, nullptr, 0, &other));
  hsa_signal_t both[2] = {other, signal};
  hsa_signal_condition_t conditions[2] = {HSA_SIGNAL_CONDITION_EQ, HSA_SIGNAL_CONDITION_EQ};
  hsa_signal_value_t values[2] = {0, 0};
  hsa_signal_value_t satisfying = -1;
  EXPECT(hsa_amd_signal_wait_any(2, both, conditions, values, UINT64_MAX, HSA_WAIT_STATE_BLOCKED, &satisfying) == 1 &&
             satisfying == 0, "wait_any");
  std::atomic<std::int64_t> handled{-1};
  HSA_CHECK(hsa_amd_signal_async_handler(other, HSA_SIGNAL_CONDITION_EQ, 42, countingHandler, &handled));
  hsa_signal_store_relaxed(other, 42);
  for (int i = 0; i < 1000 && handled.load() != 42; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  EXPECT(handled.load() == 42, "async handler saw %ld", long(handled.load()));

  volatile hsa_signal_value_t* valuePointer = nullptr;
  HSA_CHECK(hsa_amd_signal_value_pointer(other, &valuePointer));
  EXPECT(*valuePointer == 42, "value pointer");

  HSA_CHECK(hsa_signal_destroy(other));
  HSA_CHECK(hsa_signal_destroy(signal));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_SIGNAL, hsa_signal_destroy(signal));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_signal_destroy(hsa_signal_t{0}));
  EXPECT(hsa_signal_load_relaxed(signal) == 0, "a destroyed signal reads 0");
}

// AMD's memory extras: host memory locked for the agents, async copies
// waiting for a dependency, their profiling times, the HDP flush registers.
void checkAmdMemory(const Agents& agents) {
  std::vector<std::uint32_t> host(4096, 7), target(4096, 0);
  void* agentPointer = nullptr;
  HSA_CHECK(hsa_amd_memory_lock(host.data(), host.size() * 4, nullptr, 0, &agentPointer));
  EXPECT(agentPointer == host.data(), "locked memory moved");
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_amd_memory_lock(host.data() + 1, 64, nullptr, 0, &agentPointer));
  hsa_signal_t dependency, done;
  HSA_CHECK(hsa_signal_create(1, 0, nullptr, &dependency));
  HSA_CHECK(hsa_signal_create(1, 0, nullptr, &done));
  HSA_CHECK(hsa_amd_memory_async_copy(target.data(), agents.cpu, agentPointer, agents.gpu, host.size() * 4, 1,
                                      &dependency, done));
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  EXPECT(hsa_signal_load_scacquire(done) == 1 && target[0] == 0, "the copy ran before its dependency was met");
  hsa_signal_store_screlease(dependency, 0);
  EXPECT(hsa_signal_wait_scacquire(done, HSA_SIGNAL_CONDITION_EQ, 0, 10'000'000'000ull, HSA_WAIT_STATE_BLOCKED) == 0,
         "the async copy did not complete");
  EXPECT(target == host, "async copy result differs");
  hsa_amd_profiling_async_copy_time_t time{};
  HSA_CHECK(hsa_amd_profiling_get_async_copy_time(done, &time));
  EXPECT(time.start != 0 && time.end >= time.start, "copy times %lu..%lu", (unsigned long)time.start,
         (unsigned long)time.end);
  hsa_signal_t bogus{77};
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_SIGNAL, hsa_amd_memory_async_copy(target.data(), agents.cpu, host.data(),
                                                                           agents.cpu, 4, 0, nullptr, bogus));
  HSA_CHECK(hsa_amd_memory_unlock(host.data()));
  EXPECT_STATUS(HSA_STATUS_ERROR_INVALID_ARGUMENT, hsa_amd_memory_unlock(host.data()));
  HSA_CHECK(hsa_signal_destroy(dependency));
  HSA_CHECK(hsa_signal_destroy(done));

  hsa_amd_hdp_flush_t hdp{};
  HSA_CHECK(hsa_agent_get_info(agents.gpu, hsa_agent_info_t(HSA_AMD_AGENT_INFO_HDP_FLUSH), &hdp));
  EXPECT(hdp.HDP_MEM_FLUSH_CNTL && hdp.HDP_REG_FLUSH_CNTL, "no HDP flush registers");
  if (hdp.HDP_MEM_FLUSH_CNTL) *hdp.HDP_MEM_FLUSH_CNTL = 1;
}

}  // namespace

int main(int argc, char** argv) {
  std::string target = argc > 1 ? argv[1] : "gfx908";

  // Before hsa_init, and after the last shut-down, calls fail NOT_INITIALIZED.
  Agents agents;
  EXPECT_STATUS(HSA_STATUS_ERROR_NOT_INITIALIZED, hsa_iterate_agents(collectAgent, &agents));
  EXPECT_STATUS(HSA_STATUS_ERROR_NOT_INITIALIZED, hsa_shut_down());
  HSA_CHECK(hsa_init());
  HSA_CHECK(hsa_init());
  HSA_CHECK(hsa_shut_down());
  HSA_CHECK(hsa_iterate_agents(collectAgent, &agents));

  const char* text = nullptr;
  HSA_CHECK(hsa_status_string(HSA_STATUS_ERROR_INVALID_AGENT, &text));
  EXPECT(std::strstr(text, "agent"), "status string %s", text);

  checkAgents(agents, target);
  checkMemory(agents);
  checkSignals();
  checkAmdMemory(agents);

  // A not-implemented export fails with HSA_STATUS_ERROR (and names itself on stderr).
  hsa_signal_group_t group;
  EXPECT_STATUS(HSA_STATUS_ERROR, hsa_signal_group_create(0, nullptr, 0, nullptr, &group));

  HSA_CHECK(hsa_shut_down());
  EXPECT_STATUS(HSA_STATUS_ERROR_NOT_INITIALIZED, hsa_iterate_agents(collectAgent, &agents));
  return finish("runtime_basics");
}
