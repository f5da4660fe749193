#include "hsa/runtime.h"

#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>

#include "hsa/ipc_memory.h"
#include "loader/target_id.h"

namespace gcnjit::hsa {
namespace {

unsigned threadsFromEnvironment() {
  const char* text = std::getenv("GCNJIT_THREADS");
  return text ? unsigned(std::strtoul(text, nullptr, 10)) : 0;  // 0: one per host core
}

// GCNJIT_HSA_TARGET, else GCNJIT_HIP_TARGET (one setting for gcnjit's HSA
// with a HIP runtime on top), else gfx908.
Target targetFromEnvironment() {
  for (const char* variable : {"GCNJIT_HSA_TARGET", "GCNJIT_HIP_TARGET"}) {
    const char* text = std::getenv(variable);
    if (!text || !*text) continue;
    if (auto target = parseTarget(text)) return *target;
    std::fprintf(stderr, "gcnjit HSA: %s=%s is not gfx900, gfx906 or gfx908; using gfx908\n", variable, text);
    return Target::Gfx908;
  }
  return Target::Gfx908;
}

// The names ROCm gives the ISAs (the target-id features gcnjit presents).
std::string isaName(Target target) {
  std::string prefix = "amdgcn-amd-amdhsa--";
  switch (target) {
    case Target::Gfx900: return prefix + "gfx900:xnack-";
    case Target::Gfx906: return prefix + "gfx906:sramecc+:xnack-";
    case Target::Gfx908: return prefix + "gfx908:sramecc+:xnack-";
  }
  return prefix;
}

std::string hostCpuName() {
  std::ifstream cpuinfo("/proc/cpuinfo");
  std::string line;
  while (std::getline(cpuinfo, line)) {
    if (line.rfind("model name", 0) != 0) continue;
    auto colon = line.find(':');
    if (colon != std::string::npos) return line.substr(line.find_first_not_of(' ', colon + 1));
  }
  return "x86-64 host CPU";
}

std::size_t physicalMemory() {
  return std::size_t(sysconf(_SC_PHYS_PAGES)) * std::size_t(sysconf(_SC_PAGESIZE));
}

}  // namespace

std::uint64_t timestampNow() {
  return std::uint64_t(
      std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch()).count());
}

Runtime& Runtime::get() {
  static Runtime* runtime = new Runtime();  // never destroyed, see runtime.h
  return *runtime;
}

Runtime::Runtime() : device_(threadsFromEnvironment()) {
  for (Target t : {Target::Gfx900, Target::Gfx906, Target::Gfx908}) isas_.push_back({t, isaName(t)});
  Target presented = targetFromEnvironment();
  gpuIsa_ = &isas_[int(presented)];

  // Every region is host memory; the device's is "coarse-grained" as a
  // discrete GPU's would be, so programs make the copies they would make.
  std::size_t memory = physicalMemory();
  regionStorage_.reserve(5);
  const Region& system = regionStorage_.emplace_back(Region{"fine-grained system memory", HSA_REGION_SEGMENT_GLOBAL,
                                                            HSA_REGION_GLOBAL_FLAG_FINE_GRAINED, memory, true, &cpu_});
  const Region& kernarg = regionStorage_.emplace_back(
      Region{"kernel argument memory", HSA_REGION_SEGMENT_GLOBAL,
             HSA_REGION_GLOBAL_FLAG_KERNARG | HSA_REGION_GLOBAL_FLAG_FINE_GRAINED, memory, true, &cpu_});
  const Region& coarse = regionStorage_.emplace_back(Region{"coarse-grained device memory", HSA_REGION_SEGMENT_GLOBAL,
                                                            HSA_REGION_GLOBAL_FLAG_COARSE_GRAINED, memory, true, &gpu_});
  const Region& group = regionStorage_.emplace_back(
      Region{"group memory (LDS)", HSA_REGION_SEGMENT_GROUP, 0, 64 * 1024, false, &gpu_});
  // What hipExtMallocWithFlags(hipDeviceMallocFinegrained) allocates from.
  const Region& fine = regionStorage_.emplace_back(Region{"fine-grained device memory", HSA_REGION_SEGMENT_GLOBAL,
                                                          HSA_REGION_GLOBAL_FLAG_FINE_GRAINED, memory, true, &gpu_});

  cpu_.type = HSA_DEVICE_TYPE_CPU;
  cpu_.name = hostCpuName();
  cpu_.productName = cpu_.name;
  cpu_.node = 0;
  cpu_.regions = {&system, &kernarg};
  cpu_.pools = {&system, &kernarg};

  gpu_.type = HSA_DEVICE_TYPE_GPU;
  gpu_.name = std::string(targetName(presented));
  gpu_.productName = "gcnjit " + gpu_.name + " on the host CPU";
  gpu_.node = 1;
  gpu_.isa = gpuIsa_;
  // As in ROCm, a GPU's regions include the system regions it can reach
  // (libgomp finds its kernarg region that way); its pools are its own.
  gpu_.regions = {&coarse, &group, &fine, &system, &kernarg};
  gpu_.pools = {&coarse, &group, &fine};
}

void Runtime::addReference() {
  std::lock_guard lock(mutex_);
  ++references_;
}

bool Runtime::dropReference() {
  std::lock_guard lock(mutex_);
  if (references_ == 0) return false;
  --references_;
  return true;
}

bool Runtime::initialized() const {
  std::lock_guard lock(mutex_);
  return references_ > 0;
}

const Agent* Runtime::agent(hsa_agent_t handle) const {
  for (const Agent* a : agents()) {
    if (handle.handle == reinterpret_cast<std::uint64_t>(a)) return a;
  }
  return nullptr;
}

const Region* Runtime::region(std::uint64_t handle) const {
  for (const Region& r : regionStorage_) {
    if (handle == reinterpret_cast<std::uint64_t>(&r)) return &r;
  }
  return nullptr;
}

const Isa* Runtime::isa(hsa_isa_t handle) const {
  for (const Isa& i : isas_) {
    if (handle.handle == reinterpret_cast<std::uint64_t>(&i)) return &i;
  }
  return nullptr;
}

const Isa* Runtime::isaByName(std::string_view name) const {
  constexpr std::string_view prefix = "amdgcn-amd-amdhsa--";
  if (name.substr(0, prefix.size()) != prefix) return nullptr;
  auto id = parseTargetId(name.substr(prefix.size()));
  return id ? &isas_[int(id->processor)] : nullptr;
}

void* Runtime::allocate(std::size_t size, const Region& region) {
  // Whole granules, as ROCm allocates: compilers merge kernarg loads into
  // wider ones that may read past the last argument.
  void* pointer = device_.allocate((size + kAllocationGranule - 1) / kAllocationGranule * kAllocationGranule);
  std::lock_guard lock(mutex_);
  allocations_[reinterpret_cast<std::uintptr_t>(pointer)] = Allocation{size, &region};
  return pointer;
}

bool Runtime::release(void* pointer) {
  {
    std::lock_guard lock(mutex_);
    if (allocations_.erase(reinterpret_cast<std::uintptr_t>(pointer)) == 0) return false;
  }
  ipc::endSharing(pointer);  // shared pages go back to the allocator private
  device_.release(pointer);
  return true;
}

std::optional<std::pair<void*, Allocation>> Runtime::findAllocation(const void* pointer) {
  auto address = reinterpret_cast<std::uintptr_t>(pointer);
  std::lock_guard lock(mutex_);
  auto next = allocations_.upper_bound(address);
  if (next == allocations_.begin()) return std::nullopt;
  auto found = std::prev(next);
  if (address >= found->first + std::max<std::size_t>(found->second.size, 1)) return std::nullopt;
  return std::pair{reinterpret_cast<void*>(found->first), found->second};
}

bool Runtime::lockHostMemory(void* pointer, std::size_t size) {
  auto start = reinterpret_cast<std::uintptr_t>(pointer);
  std::lock_guard lock(mutex_);
  if (auto same = locked_.find(start); same != locked_.end()) {
    if (same->second.size != size) return false;
    ++same->second.count;
    return true;
  }
  auto next = locked_.lower_bound(start);
  if (next != locked_.end() && next->first < start + size) return false;
  if (next != locked_.begin() && std::prev(next)->first + std::prev(next)->second.size > start) return false;
  device_.registerHostMemory(pointer, size, "locked host memory");
  locked_[start] = Locked{size, 1};
  return true;
}

bool Runtime::ownsAnyOf(std::uintptr_t start, std::uintptr_t end) {
  std::lock_guard lock(mutex_);
  auto overlaps = [&](const auto& ranges, auto sizeOf) {
    auto next = ranges.lower_bound(start);
    if (next != ranges.end() && next->first < end) return true;
    return next != ranges.begin() && std::prev(next)->first + std::max<std::size_t>(sizeOf(std::prev(next)->second), 1) > start;
  };
  return overlaps(allocations_, [](const Allocation& a) { return a.size; }) ||
         overlaps(locked_, [](const Locked& l) { return l.size; });
}

bool Runtime::unlockHostMemory(void* pointer) {
  std::lock_guard lock(mutex_);
  auto found = locked_.find(reinterpret_cast<std::uintptr_t>(pointer));
  if (found == locked_.end()) return false;
  if (--found->second.count == 0) {
    device_.unregisterHostMemory(pointer);
    locked_.erase(found);
  }
  return true;
}

}  // namespace gcnjit::hsa
