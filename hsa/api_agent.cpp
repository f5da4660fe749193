// Agents, their caches, ISAs and wavefronts.
#include <hsa/hsa.h>
#include <hsa/hsa_ext_amd.h>

#include <unistd.h>

#include <cstring>

#include "hsa/extensions.h"
#include "hsa/images.h"
#include "hsa/info.h"
#include "hsa/runtime.h"

using gcnjit::Target;
using gcnjit::hsa::Agent;
using gcnjit::hsa::Isa;
using gcnjit::hsa::put;
using gcnjit::hsa::putName;
using gcnjit::hsa::Runtime;

namespace {

// What the GPU agent presents (a gfx9 compute unit's limits, as ROCm reports them).
constexpr std::uint32_t kWavefrontSize = 64;
constexpr std::uint32_t kWorkgroupMaxSize = 1024;
constexpr std::uint32_t kGridMaxSize = UINT32_MAX;
constexpr std::uint32_t kWavesPerCu = 40;  // 4 SIMDs of 10 waves
constexpr std::uint32_t kQueueMinSize = 64, kQueueMaxSize = 1u << 17, kQueuesMax = 128;

// The host's data caches, which both agents use: levels 1 to 3.
struct Cache {
  std::uint8_t level;
  const char* name;
};
constexpr Cache kCaches[] = {{1, "L1"}, {2, "L2"}, {3, "L3"}};

std::uint32_t cacheBytes(std::uint8_t level) {
  long bytes = sysconf(level == 1 ? _SC_LEVEL1_DCACHE_SIZE : level == 2 ? _SC_LEVEL2_CACHE_SIZE : _SC_LEVEL3_CACHE_SIZE);
  return bytes > 0 ? std::uint32_t(bytes) : 0;
}

const Cache* cacheFrom(hsa_cache_t cache) {
  for (const Cache& c : kCaches) {
    if (cache.handle == reinterpret_cast<std::uint64_t>(&c)) return &c;
  }
  return nullptr;
}

// AMD's PCI device ids of the presented chips (Vega 10, Vega 20, MI100).
std::uint32_t chipId(Target target) {
  switch (target) {
    case Target::Gfx900: return 0x6860;
    case Target::Gfx906: return 0x66a1;
    case Target::Gfx908: return 0x738c;
  }
  return 0;
}

hsa_status_t isaLimit(hsa_isa_info_t attribute, void* value) {
  switch (attribute) {
    case HSA_ISA_INFO_WORKGROUP_MAX_DIM: {
      std::uint16_t dims[3] = {kWorkgroupMaxSize, kWorkgroupMaxSize, kWorkgroupMaxSize};
      std::memcpy(value, dims, sizeof dims);
      return HSA_STATUS_SUCCESS;
    }
    case HSA_ISA_INFO_WORKGROUP_MAX_SIZE: return put(value, kWorkgroupMaxSize);
    case HSA_ISA_INFO_GRID_MAX_DIM: return put(value, hsa_dim3_t{kGridMaxSize, kGridMaxSize, kGridMaxSize});
    case HSA_ISA_INFO_GRID_MAX_SIZE: return put(value, kGridMaxSize);
    case HSA_ISA_INFO_FBARRIER_MAX_SIZE: return put<std::uint32_t>(value, 32);
    default: return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  }
}

// The HDP (host data path) flush registers of a discrete GPU: writing them
// makes host writes through the PCIe BAR visible to the GPU. Host and
// "device" share memory here, so they are two device-memory words whose
// writes do nothing.
hsa_amd_hdp_flush_t hdpFlushRegisters() {
  static auto* registers = static_cast<std::uint32_t*>(Runtime::get().device().allocate(2 * sizeof(std::uint32_t)));
  return hsa_amd_hdp_flush_t{registers, registers + 1};
}

hsa_status_t gpuAgentInfo(const Agent& agent, int attribute, void* value) {
  Runtime& runtime = Runtime::get();
  switch (attribute) {
    case HSA_AMD_AGENT_INFO_HDP_FLUSH: return put(value, hdpFlushRegisters());
    case HSA_AGENT_INFO_FEATURE: return put(value, HSA_AGENT_FEATURE_KERNEL_DISPATCH);
    case HSA_AGENT_INFO_PROFILE: return put(value, HSA_PROFILE_BASE);
    case HSA_AGENT_INFO_WAVEFRONT_SIZE: return put(value, kWavefrontSize);
    case HSA_AGENT_INFO_WORKGROUP_MAX_DIM: return isaLimit(HSA_ISA_INFO_WORKGROUP_MAX_DIM, value);
    case HSA_AGENT_INFO_WORKGROUP_MAX_SIZE: return isaLimit(HSA_ISA_INFO_WORKGROUP_MAX_SIZE, value);
    case HSA_AGENT_INFO_GRID_MAX_DIM: return isaLimit(HSA_ISA_INFO_GRID_MAX_DIM, value);
    case HSA_AGENT_INFO_GRID_MAX_SIZE: return isaLimit(HSA_ISA_INFO_GRID_MAX_SIZE, value);
    case HSA_AGENT_INFO_FBARRIER_MAX_SIZE: return isaLimit(HSA_ISA_INFO_FBARRIER_MAX_SIZE, value);
    case HSA_AGENT_INFO_QUEUES_MAX: return put(value, kQueuesMax);
    case HSA_AGENT_INFO_QUEUE_MIN_SIZE: return put(value, kQueueMinSize);
    case HSA_AGENT_INFO_QUEUE_MAX_SIZE: return put(value, kQueueMaxSize);
    case HSA_AGENT_INFO_QUEUE_TYPE: return put(value, HSA_QUEUE_TYPE_MULTI);
    case HSA_AGENT_INFO_ISA: return put(value, gcnjit::hsa::toHandle<hsa_isa_t>(agent.isa));
    case HSA_AMD_AGENT_INFO_CHIP_ID: return put(value, chipId(runtime.target()));
    case HSA_AMD_AGENT_INFO_COMPUTE_UNIT_COUNT:
    case HSA_AMD_AGENT_INFO_COOPERATIVE_COMPUTE_UNIT_COUNT: return put<std::uint32_t>(value, runtime.device().threads());
    case HSA_AMD_AGENT_INFO_MAX_WAVES_PER_CU: return put(value, kWavesPerCu);
    case HSA_AMD_AGENT_INFO_NUM_SIMDS_PER_CU: return put<std::uint32_t>(value, 4);
    case HSA_AMD_AGENT_INFO_NUM_SHADER_ENGINES: return put<std::uint32_t>(value, 1);
    case HSA_AMD_AGENT_INFO_NUM_SHADER_ARRAYS_PER_SE: return put<std::uint32_t>(value, 1);
    // A cooperative queue's dispatches keep every workgroup resident (queue.h).
    case HSA_AMD_AGENT_INFO_COOPERATIVE_QUEUES: return put(value, true);
    case HSA_AMD_AGENT_INFO_UUID: return putName(value, "GPU-gcnjit");
    default: return gcnjit::hsa::imageAgentInfo(attribute, value);
  }
}

hsa_status_t cpuAgentInfo(int attribute, void* value) {
  switch (attribute) {
    case HSA_AGENT_INFO_FEATURE: return put(value, HSA_AGENT_FEATURE_AGENT_DISPATCH);
    case HSA_AGENT_INFO_PROFILE: return put(value, HSA_PROFILE_FULL);
    case HSA_AGENT_INFO_WAVEFRONT_SIZE:
    case HSA_AGENT_INFO_WORKGROUP_MAX_SIZE:
    case HSA_AGENT_INFO_GRID_MAX_SIZE:
    case HSA_AGENT_INFO_FBARRIER_MAX_SIZE:
    case HSA_AGENT_INFO_QUEUES_MAX:
    case HSA_AGENT_INFO_QUEUE_MIN_SIZE:
    case HSA_AGENT_INFO_QUEUE_MAX_SIZE:
    case HSA_AMD_AGENT_INFO_MAX_WAVES_PER_CU:
    case HSA_AMD_AGENT_INFO_NUM_SIMDS_PER_CU:
    case HSA_AMD_AGENT_INFO_NUM_SHADER_ENGINES:
    case HSA_AMD_AGENT_INFO_NUM_SHADER_ARRAYS_PER_SE:
    case HSA_AMD_AGENT_INFO_CHIP_ID:
    case HSA_AMD_AGENT_INFO_COOPERATIVE_COMPUTE_UNIT_COUNT: return put<std::uint32_t>(value, 0);
    case HSA_AGENT_INFO_WORKGROUP_MAX_DIM: std::memset(value, 0, 3 * sizeof(std::uint16_t)); return HSA_STATUS_SUCCESS;
    case HSA_AGENT_INFO_GRID_MAX_DIM: return put(value, hsa_dim3_t{0, 0, 0});
    case HSA_AGENT_INFO_QUEUE_TYPE: return put(value, HSA_QUEUE_TYPE_MULTI);
    case HSA_AGENT_INFO_ISA: return put(value, hsa_isa_t{0});
    case HSA_AMD_AGENT_INFO_COMPUTE_UNIT_COUNT: return put<std::uint32_t>(value, unsigned(sysconf(_SC_NPROCESSORS_ONLN)));
    case HSA_AMD_AGENT_INFO_COOPERATIVE_QUEUES: return put(value, false);
    case HSA_AMD_AGENT_INFO_UUID: return putName(value, "CPU-XX");
    default: return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  }
}

}  // namespace

extern "C" {

hsa_status_t hsa_iterate_agents(hsa_status_t (*callback)(hsa_agent_t agent, void* data), void* data) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!callback) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  for (const Agent* agent : Runtime::get().agents()) {
    hsa_status_t status = callback(gcnjit::hsa::toHandle<hsa_agent_t>(agent), data);
    if (status != HSA_STATUS_SUCCESS) return status;
  }
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_agent_get_info(hsa_agent_t handle, hsa_agent_info_t attribute, void* value) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  const Agent* agent = Runtime::get().agent(handle);
  if (!agent) return HSA_STATUS_ERROR_INVALID_AGENT;
  if (!value) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  bool gpu = agent->type == HSA_DEVICE_TYPE_GPU;
  switch (int(attribute)) {
    case HSA_AGENT_INFO_NAME: return putName(value, agent->name);
    case HSA_AGENT_INFO_VENDOR_NAME: return putName(value, gpu ? "AMD" : "CPU");
    case HSA_AMD_AGENT_INFO_PRODUCT_NAME: return putName(value, agent->productName);
    case HSA_AGENT_INFO_MACHINE_MODEL: return put(value, HSA_MACHINE_MODEL_LARGE);
    case HSA_AGENT_INFO_DEFAULT_FLOAT_ROUNDING_MODE: return put(value, HSA_DEFAULT_FLOAT_ROUNDING_MODE_NEAR);
    case HSA_AGENT_INFO_BASE_PROFILE_DEFAULT_FLOAT_ROUNDING_MODES:
      return put<std::uint32_t>(value, HSA_DEFAULT_FLOAT_ROUNDING_MODE_NEAR);
    case HSA_AGENT_INFO_FAST_F16_OPERATION: return put(value, gpu);
    case HSA_AGENT_INFO_NODE: return put(value, agent->node);
    case HSA_AGENT_INFO_DEVICE: return put(value, agent->type);
    case HSA_AGENT_INFO_CACHE_SIZE: {
      std::uint32_t sizes[4] = {cacheBytes(1), cacheBytes(2), cacheBytes(3), 0};
      std::memcpy(value, sizes, sizeof sizes);
      return HSA_STATUS_SUCCESS;
    }
    case HSA_AGENT_INFO_EXTENSIONS: return gcnjit::hsa::putExtensions(value, gpu);
    case HSA_AGENT_INFO_VERSION_MAJOR: return put<std::uint16_t>(value, 1);
    case HSA_AGENT_INFO_VERSION_MINOR: return put<std::uint16_t>(value, 1);
    case HSA_AMD_AGENT_INFO_CACHELINE_SIZE: return put<std::uint32_t>(value, 64);
    case HSA_AMD_AGENT_INFO_MAX_CLOCK_FREQUENCY: return put<std::uint32_t>(value, 0);  // MHz; not known
    case HSA_AMD_AGENT_INFO_DRIVER_NODE_ID: return put(value, agent->node);
    case HSA_AMD_AGENT_INFO_MAX_ADDRESS_WATCH_POINTS: return put<std::uint32_t>(value, 0);
    case HSA_AMD_AGENT_INFO_BDFID: return put<std::uint32_t>(value, 0);
    case HSA_AMD_AGENT_INFO_DOMAIN: return put<std::uint32_t>(value, 0);
    case HSA_AMD_AGENT_INFO_MEMORY_WIDTH: return put<std::uint32_t>(value, 0);
    case HSA_AMD_AGENT_INFO_MEMORY_MAX_FREQUENCY: return put<std::uint32_t>(value, 0);
    case HSA_AMD_AGENT_INFO_ASIC_REVISION: return put<std::uint32_t>(value, 0);
    case HSA_AMD_AGENT_INFO_SVM_DIRECT_HOST_ACCESS: return put(value, true);
    default: return gpu ? gpuAgentInfo(*agent, attribute, value) : cpuAgentInfo(attribute, value);
  }
}

hsa_status_t hsa_agent_get_exception_policies(hsa_agent_t agent, hsa_profile_t profile, std::uint16_t* mask) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!Runtime::get().agent(agent)) return HSA_STATUS_ERROR_INVALID_AGENT;
  if (!mask || (profile != HSA_PROFILE_BASE && profile != HSA_PROFILE_FULL)) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  *mask = 0;
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_agent_iterate_caches(hsa_agent_t agent, hsa_status_t (*callback)(hsa_cache_t cache, void* data),
                                      void* data) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!Runtime::get().agent(agent)) return HSA_STATUS_ERROR_INVALID_AGENT;
  if (!callback) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  for (const Cache& cache : kCaches) {
    if (cacheBytes(cache.level) == 0) continue;
    hsa_status_t status = callback(gcnjit::hsa::toHandle<hsa_cache_t>(&cache), data);
    if (status != HSA_STATUS_SUCCESS) return status;
  }
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_cache_get_info(hsa_cache_t handle, hsa_cache_info_t attribute, void* value) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  const Cache* cache = cacheFrom(handle);
  if (!cache) return HSA_STATUS_ERROR_INVALID_CACHE;
  if (!value) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  switch (attribute) {
    case HSA_CACHE_INFO_NAME_LENGTH: return put<std::uint32_t>(value, std::uint32_t(std::strlen(cache->name)));
    case HSA_CACHE_INFO_NAME: std::memcpy(value, cache->name, std::strlen(cache->name)); return HSA_STATUS_SUCCESS;
    case HSA_CACHE_INFO_LEVEL: return put(value, cache->level);
    case HSA_CACHE_INFO_SIZE: return put(value, cacheBytes(cache->level));
    default: return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  }
}

hsa_status_t hsa_agent_iterate_isas(hsa_agent_t handle, hsa_status_t (*callback)(hsa_isa_t isa, void* data),
                                    void* data) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  const Agent* agent = Runtime::get().agent(handle);
  if (!agent) return HSA_STATUS_ERROR_INVALID_AGENT;
  if (!callback) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  if (!agent->isa) return HSA_STATUS_SUCCESS;
  return callback(gcnjit::hsa::toHandle<hsa_isa_t>(agent->isa), data);
}

hsa_status_t hsa_isa_from_name(const char* name, hsa_isa_t* isa) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!name || !isa) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  const Isa* found = Runtime::get().isaByName(name);
  if (!found) return HSA_STATUS_ERROR_INVALID_ISA_NAME;
  *isa = gcnjit::hsa::toHandle<hsa_isa_t>(found);
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_isa_get_info_alt(hsa_isa_t handle, hsa_isa_info_t attribute, void* value) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  const Isa* isa = Runtime::get().isa(handle);
  if (!isa) return HSA_STATUS_ERROR_INVALID_ISA;
  if (!value) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  switch (attribute) {
    case HSA_ISA_INFO_NAME_LENGTH: return put<std::uint32_t>(value, std::uint32_t(isa->name.size() + 1));
    case HSA_ISA_INFO_NAME: std::memcpy(value, isa->name.c_str(), isa->name.size() + 1); return HSA_STATUS_SUCCESS;
    case HSA_ISA_INFO_CALL_CONVENTION_COUNT: return put<std::uint32_t>(value, 1);
    case HSA_ISA_INFO_CALL_CONVENTION_INFO_WAVEFRONT_SIZE: return put(value, kWavefrontSize);
    case HSA_ISA_INFO_CALL_CONVENTION_INFO_WAVEFRONTS_PER_COMPUTE_UNIT: return put(value, kWavesPerCu);
    case HSA_ISA_INFO_MACHINE_MODELS: {
      bool models[2] = {false, true};  // small, large
      std::memcpy(value, models, sizeof models);
      return HSA_STATUS_SUCCESS;
    }
    case HSA_ISA_INFO_PROFILES: {
      bool profiles[2] = {true, false};  // base, full
      std::memcpy(value, profiles, sizeof profiles);
      return HSA_STATUS_SUCCESS;
    }
    case HSA_ISA_INFO_DEFAULT_FLOAT_ROUNDING_MODES:
    case HSA_ISA_INFO_BASE_PROFILE_DEFAULT_FLOAT_ROUNDING_MODES: {
      bool modes[3] = {false, false, true};  // default, zero, near
      std::memcpy(value, modes, sizeof modes);
      return HSA_STATUS_SUCCESS;
    }
    case HSA_ISA_INFO_FAST_F16_OPERATION: return put(value, true);
    default: return isaLimit(attribute, value);
  }
}

// The deprecated form: per-call-convention attributes take an index (one
// call convention here).
hsa_status_t hsa_isa_get_info(hsa_isa_t isa, hsa_isa_info_t attribute, std::uint32_t index, void* value) {
  if (index != 0 && (attribute == HSA_ISA_INFO_CALL_CONVENTION_INFO_WAVEFRONT_SIZE ||
                     attribute == HSA_ISA_INFO_CALL_CONVENTION_INFO_WAVEFRONTS_PER_COMPUTE_UNIT)) {
    return HSA_STATUS_ERROR_INVALID_INDEX;
  }
  return hsa_isa_get_info_alt(isa, attribute, value);
}

hsa_status_t hsa_isa_compatible(hsa_isa_t code_object_isa, hsa_isa_t agent_isa, bool* result) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  Runtime& runtime = Runtime::get();
  if (!runtime.isa(code_object_isa) || !runtime.isa(agent_isa)) return HSA_STATUS_ERROR_INVALID_ISA;
  if (!result) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  *result = code_object_isa.handle == agent_isa.handle;
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_isa_get_exception_policies(hsa_isa_t isa, hsa_profile_t profile, std::uint16_t* mask) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!Runtime::get().isa(isa)) return HSA_STATUS_ERROR_INVALID_ISA;
  if (!mask || (profile != HSA_PROFILE_BASE && profile != HSA_PROFILE_FULL)) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  *mask = 0;
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_isa_get_round_method(hsa_isa_t isa, hsa_fp_type_t, hsa_flush_mode_t, hsa_round_method_t* round_method) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!Runtime::get().isa(isa)) return HSA_STATUS_ERROR_INVALID_ISA;
  if (!round_method) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  *round_method = HSA_ROUND_METHOD_SINGLE;
  return HSA_STATUS_SUCCESS;
}

// One wavefront size (64): the wavefront handle is the ISA's.
hsa_status_t hsa_isa_iterate_wavefronts(hsa_isa_t isa, hsa_status_t (*callback)(hsa_wavefront_t wavefront, void* data),
                                        void* data) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!Runtime::get().isa(isa)) return HSA_STATUS_ERROR_INVALID_ISA;
  if (!callback) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  return callback(hsa_wavefront_t{isa.handle}, data);
}

hsa_status_t hsa_wavefront_get_info(hsa_wavefront_t wavefront, hsa_wavefront_info_t attribute, void* value) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!Runtime::get().isa(hsa_isa_t{wavefront.handle})) return HSA_STATUS_ERROR_INVALID_WAVEFRONT;
  if (!value || attribute != HSA_WAVEFRONT_INFO_SIZE) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  return put(value, kWavefrontSize);
}

}  // extern "C"
