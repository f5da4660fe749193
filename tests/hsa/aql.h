// Shared by the HSA test programs that run kernels: the GPU and CPU agents
// and the kernarg and coarse-grained regions, kernel symbols' information,
// and AQL packets written as a producer does (reserve a slot, write the
// body, publish the header last, ring the doorbell).
#pragma once
#include <hsa/hsa.h>

#include <atomic>
#include <chrono>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <thread>
#include <vector>

#include "check.h"

struct Setup {
  hsa_agent_t gpu{0}, cpu{0};
  hsa_region_t kernarg{0}, device{0};
};

inline hsa_status_t findAgents(hsa_agent_t agent, void* data) {
  auto* setup = static_cast<Setup*>(data);
  hsa_device_type_t type;
  HSA_CHECK(hsa_agent_get_info(agent, HSA_AGENT_INFO_DEVICE, &type));
  (type == HSA_DEVICE_TYPE_GPU ? setup->gpu : setup->cpu) = agent;
  return HSA_STATUS_SUCCESS;
}

inline hsa_status_t findRegions(hsa_region_t region, void* data) {
  auto* setup = static_cast<Setup*>(data);
  hsa_region_segment_t segment;
  HSA_CHECK(hsa_region_get_info(region, HSA_REGION_INFO_SEGMENT, &segment));
  if (segment != HSA_REGION_SEGMENT_GLOBAL) return HSA_STATUS_SUCCESS;
  std::uint32_t flags;
  HSA_CHECK(hsa_region_get_info(region, HSA_REGION_INFO_GLOBAL_FLAGS, &flags));
  if (flags & HSA_REGION_GLOBAL_FLAG_KERNARG) setup->kernarg = region;
  if (flags & HSA_REGION_GLOBAL_FLAG_COARSE_GRAINED) setup->device = region;
  return HSA_STATUS_SUCCESS;
}

// hsa_init, then the agents and the GPU agent's regions.
inline Setup initialise() {
  HSA_CHECK(hsa_init());
  Setup setup;
  HSA_CHECK(hsa_iterate_agents(findAgents, &setup));
  HSA_CHECK(hsa_agent_iterate_regions(setup.gpu, findRegions, &setup));
  return setup;
}

inline std::vector<char> readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::printf("cannot read %s\n", path.c_str());
    std::exit(1);
  }
  return {std::istreambuf_iterator<char>(in), {}};
}

struct KernelInfo {
  std::uint64_t object = 0;
  std::uint32_t kernargSize = 0, groupSize = 0, privateSize = 0;
};

// A frozen executable holding the code object at `path` for `agent`.
inline hsa_executable_t loadExecutable(hsa_agent_t agent, const std::string& path) {
  std::vector<char> bytes = readFile(path);
  hsa_code_object_reader_t reader;
  HSA_CHECK(hsa_code_object_reader_create_from_memory(bytes.data(), bytes.size(), &reader));
  hsa_executable_t executable;
  HSA_CHECK(hsa_executable_create_alt(HSA_PROFILE_FULL, HSA_DEFAULT_FLOAT_ROUNDING_MODE_DEFAULT, nullptr, &executable));
  HSA_CHECK(hsa_executable_load_agent_code_object(executable, agent, reader, nullptr, nullptr));
  HSA_CHECK(hsa_executable_freeze(executable, nullptr));
  HSA_CHECK(hsa_code_object_reader_destroy(reader));
  return executable;
}

inline KernelInfo kernelInfo(hsa_executable_t executable, const char* name, hsa_agent_t agent) {
  hsa_executable_symbol_t symbol;
  HSA_CHECK(hsa_executable_get_symbol_by_name(executable, name, &agent, &symbol));
  hsa_symbol_kind_t kind;
  HSA_CHECK(hsa_executable_symbol_get_info(symbol, HSA_EXECUTABLE_SYMBOL_INFO_TYPE, &kind));
  EXPECT(kind == HSA_SYMBOL_KIND_KERNEL, "%s is not a kernel", name);
  KernelInfo info;
  HSA_CHECK(hsa_executable_symbol_get_info(symbol, HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_OBJECT, &info.object));
  HSA_CHECK(hsa_executable_symbol_get_info(symbol, HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_KERNARG_SEGMENT_SIZE,
                                           &info.kernargSize));
  HSA_CHECK(hsa_executable_symbol_get_info(symbol, HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_GROUP_SEGMENT_SIZE,
                                           &info.groupSize));
  HSA_CHECK(hsa_executable_symbol_get_info(symbol, HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_PRIVATE_SEGMENT_SIZE,
                                           &info.privateSize));
  return info;
}

// What the queue's error callback saw.
struct QueueErrors {
  std::atomic<int> count{0};
  std::atomic<hsa_status_t> last{HSA_STATUS_SUCCESS};

  // Waits (up to 20 s) until the callback has run `total` times; whether it has.
  bool waitFor(int total) const {
    for (int i = 0; i < 20000 && count.load() < total; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    return count.load() == total;
  }
};

inline void onQueueError(hsa_status_t status, hsa_queue_t*, void* data) {
  auto* errors = static_cast<QueueErrors*>(data);
  errors->last.store(status);
  errors->count.fetch_add(1);
}

// A queue of `size` packets on the GPU agent, its errors reported to
// `errors` (if any).
inline hsa_queue_t* createQueue(const Setup& setup, std::uint32_t size, QueueErrors* errors = nullptr) {
  hsa_queue_t* queue = nullptr;
  HSA_CHECK(hsa_queue_create(setup.gpu, size, HSA_QUEUE_TYPE_MULTI, errors ? onQueueError : nullptr, errors,
                             UINT32_MAX, UINT32_MAX, &queue));
  return queue;
}

// The ring slot of packet `index`.
inline void* slotOf(hsa_queue_t* queue, std::uint64_t index) {
  return static_cast<char*>(queue->base_address) + (index % queue->size) * 64;
}

// Waits until packet `index` fits in the ring (the packet a lap before it was consumed).
inline void waitForRoom(hsa_queue_t* queue, std::uint64_t index) {
  while (index - hsa_queue_load_read_index_scacquire(queue) >= queue->size) std::this_thread::yield();
}

// Reserves a slot, waiting while the ring is full.
inline void* reserveSlot(hsa_queue_t* queue, std::uint64_t* index) {
  *index = hsa_queue_add_write_index_screlease(queue, 1);
  waitForRoom(queue, *index);
  return slotOf(queue, *index);
}

// Publishes a packet whose body is written: header (and setup) last, then the doorbell.
inline void publish(hsa_queue_t* queue, std::uint64_t index, void* slot, std::uint16_t header, std::uint16_t setup) {
  __atomic_store_n(static_cast<std::uint32_t*>(slot), header | (std::uint32_t(setup) << 16), __ATOMIC_RELEASE);
  hsa_signal_store_screlease(queue->doorbell_signal, hsa_signal_value_t(index));
}

inline std::uint16_t headerOf(hsa_packet_type_t type, bool barrier = false) {
  return std::uint16_t(type << HSA_PACKET_HEADER_TYPE | (barrier ? 1 : 0) << HSA_PACKET_HEADER_BARRIER |
                       HSA_FENCE_SCOPE_SYSTEM << HSA_PACKET_HEADER_SCACQUIRE_FENCE_SCOPE |
                       HSA_FENCE_SCOPE_SYSTEM << HSA_PACKET_HEADER_SCRELEASE_FENCE_SCOPE);
}

// A one-dimensional dispatch's body (all but the header and setup).
inline void fillDispatch(void* slot, const KernelInfo& kernel, void* kernarg, std::uint32_t grid,
                         std::uint16_t workgroup, hsa_signal_t completion, std::uint32_t dynamicGroup = 0) {
  auto* packet = static_cast<hsa_kernel_dispatch_packet_t*>(slot);
  std::memset(reinterpret_cast<char*>(packet) + 4, 0, 60);
  packet->workgroup_size_x = workgroup;
  packet->workgroup_size_y = packet->workgroup_size_z = 1;
  packet->grid_size_x = grid;
  packet->grid_size_y = packet->grid_size_z = 1;
  packet->kernel_object = kernel.object;
  packet->kernarg_address = kernarg;
  packet->group_segment_size = kernel.groupSize + dynamicGroup;
  packet->private_segment_size = kernel.privateSize;
  packet->completion_signal = completion;
}

constexpr std::uint16_t kOneDimension = 1 << HSA_KERNEL_DISPATCH_PACKET_SETUP_DIMENSIONS;

inline void dispatch(hsa_queue_t* queue, const KernelInfo& kernel, void* kernarg, std::uint32_t grid,
                     std::uint16_t workgroup, hsa_signal_t completion, std::uint32_t dynamicGroup = 0,
                     bool barrier = false) {
  std::uint64_t index;
  void* slot = reserveSlot(queue, &index);
  fillDispatch(slot, kernel, kernarg, grid, workgroup, completion, dynamicGroup);
  publish(queue, index, slot, headerOf(HSA_PACKET_TYPE_KERNEL_DISPATCH, barrier), kOneDimension);
}

// A three-dimensional dispatch of `grid` work-items in workgroups of `workgroup`.
inline void dispatch3D(hsa_queue_t* queue, const KernelInfo& kernel, void* kernarg, const hsa_dim3_t& grid,
                       const hsa_dim3_t& workgroup, hsa_signal_t completion) {
  std::uint64_t index;
  void* slot = reserveSlot(queue, &index);
  fillDispatch(slot, kernel, kernarg, grid.x, std::uint16_t(workgroup.x), completion);
  auto* packet = static_cast<hsa_kernel_dispatch_packet_t*>(slot);
  packet->workgroup_size_y = std::uint16_t(workgroup.y);
  packet->workgroup_size_z = std::uint16_t(workgroup.z);
  packet->grid_size_y = grid.y;
  packet->grid_size_z = grid.z;
  publish(queue, index, slot, headerOf(HSA_PACKET_TYPE_KERNEL_DISPATCH),
          std::uint16_t(3 << HSA_KERNEL_DISPATCH_PACKET_SETUP_DIMENSIONS));
}

inline void barrierPacket(hsa_queue_t* queue, hsa_packet_type_t type, std::vector<hsa_signal_t> dependencies,
                   hsa_signal_t completion) {
  std::uint64_t index;
  auto* packet = static_cast<hsa_barrier_and_packet_t*>(reserveSlot(queue, &index));
  std::memset(reinterpret_cast<char*>(packet) + 4, 0, 60);
  for (std::size_t i = 0; i < dependencies.size(); ++i) packet->dep_signal[i] = dependencies[i];
  packet->completion_signal = completion;
  publish(queue, index, packet, headerOf(type, true), 0);
}

inline bool waitZero(hsa_signal_t signal, std::uint64_t timeoutNs = 20'000'000'000ull) {
  return hsa_signal_wait_scacquire(signal, HSA_SIGNAL_CONDITION_EQ, 0, timeoutNs, HSA_WAIT_STATE_BLOCKED) == 0;
}

// A kernarg segment for `kernel` whose first `size` bytes are `bytes`, the rest 0.
inline void* kernargs(const Setup& setup, const KernelInfo& kernel, const void* bytes, std::size_t size) {
  void* args = nullptr;
  HSA_CHECK(hsa_memory_allocate(setup.kernarg, kernel.kernargSize, &args));
  std::memset(args, 0, kernel.kernargSize);
  std::memcpy(args, bytes, size);
  return args;
}

template <typename T>
inline T* deviceArray(const Setup& setup, std::size_t count) {
  void* p = nullptr;
  HSA_CHECK(hsa_memory_allocate(setup.device, count * sizeof(T), &p));
  return static_cast<T*>(p);
}
