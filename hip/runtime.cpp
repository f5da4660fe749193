#include "hip/runtime.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <new>
#include <thread>

#include <unistd.h>

#include "hip/errors.h"
#include "hip/managed_advice.h"

namespace gcnjit::hip {
namespace {

constexpr unsigned kMaxDevices = 16;

unsigned threadsFromEnvironment() {
  const char* text = std::getenv("GCNJIT_THREADS");
  unsigned threads = text ? unsigned(std::strtoul(text, nullptr, 10)) : 0;
  return threads ? threads : std::max(1u, std::thread::hardware_concurrency());
}

unsigned devicesFromEnvironment() {
  const char* text = std::getenv("GCNJIT_DEVICES");
  if (!text || !*text) return 1;
  char* end = nullptr;
  unsigned long devices = std::strtoul(text, &end, 10);
  if (*end || devices < 1 || devices > kMaxDevices) {
    std::fprintf(stderr, "gcnjit HIP: GCNJIT_DEVICES=%s is not 1 to %u; presenting one device\n", text, kMaxDevices);
    return 1;
  }
  return unsigned(devices);
}

thread_local int currentDeviceOfThread = 0;

Target targetFromEnvironment() {
  const char* text = std::getenv("GCNJIT_HIP_TARGET");
  if (!text || !*text) return Target::Gfx908;
  if (auto target = parseTarget(text)) return *target;
  std::fprintf(stderr, "gcnjit HIP: GCNJIT_HIP_TARGET=%s is not gfx900, gfx906 or gfx908; using gfx908\n", text);
  return Target::Gfx908;
}

// Preference order of the code objects of a container.
int rank(Target candidate, Target device) {
  if (candidate == device) return 0;
  return candidate == Target::Gfx908 ? 1 : candidate == Target::Gfx906 ? 2 : 3;
}

}  // namespace

Runtime& Runtime::get() {
  static Runtime* runtime = new Runtime();  // never destroyed, see runtime.h
  return *runtime;
}

// Each device gets an equal share of the host threads (at least one).
Runtime::Runtime() : target_(targetFromEnvironment()) {
  unsigned count = devicesFromEnvironment();
  unsigned threads = std::max(1u, threadsFromEnvironment() / count);
  auto ranges = std::make_shared<runtime::AddressRanges>();
  for (unsigned d = 0; d < count; ++d)
    devices_.push_back(
        std::make_unique<runtime::Device>(threads, runtime::Device::checkedModeFromEnvironment(), ranges));
  peerAccess_.assign(count, std::vector<bool>(count, false));
}

int Runtime::currentDevice() { return currentDeviceOfThread; }
void Runtime::setCurrentDevice(int device) { currentDeviceOfThread = device; }

bool Runtime::peerAccess(int device, int peer) {
  std::lock_guard lock(mutex_);
  return peerAccess_[std::size_t(device)][std::size_t(peer)];
}

void Runtime::setPeerAccess(int device, int peer, bool enabled) {
  std::lock_guard lock(mutex_);
  peerAccess_[std::size_t(device)][std::size_t(peer)] = enabled;
}

std::string Runtime::archName() const {
  switch (target_) {
    case Target::Gfx900: return "gfx900:xnack-";
    case Target::Gfx906: return "gfx906:sramecc+:xnack-";
    case Target::Gfx908: return "gfx908:sramecc+:xnack-";
  }
  return "";
}

ihipModule_t* Runtime::loadModule(std::span<const std::uint8_t> data, const std::string& source) {
  auto module = std::make_unique<ihipModule_t>();
  try {
    std::vector<CodeObject> objects = loadCodeObjectsFromMemory(data, source);
    auto best = std::min_element(objects.begin(), objects.end(), [&](const CodeObject& a, const CodeObject& b) {
      return rank(a.target().processor, target_) < rank(b.target().processor, target_);
    });
    module->image = &devices_[0]->load(std::move(*best));
    log("loaded %s", module->image->object().source().c_str());
  } catch (const std::exception& e) {
    module->error = e.what();
  }
  std::lock_guard lock(mutex_);
  modules_.push_back(std::move(module));
  return modules_.back().get();
}

void Runtime::unloadModule(ihipModule_t* module) {
  // Launches still queued hold the image themselves; it is freed after them.
  std::lock_guard lock(mutex_);
  runtime::LoadedImage* image = module->image;
  std::erase_if(hostFunctions_, [&](const auto& entry) { return entry.second->image == image; });
  std::erase_if(variables_, [&](const auto& entry) { return entry.second.module == module; });
  std::erase_if(modules_, [&](const auto& m) { return m.get() == module; });
  if (image) devices_[0]->unload(*image);
}

ihipModuleSymbol_t* Runtime::function(ihipModule_t* module, std::string_view name) {
  if (!module->image) return nullptr;
  std::lock_guard lock(module->mutex);
  if (auto found = module->functions.find(name); found != module->functions.end()) return found->second.get();
  const Kernel* kernel = module->image->object().findKernel(name);
  if (!kernel) return nullptr;
  auto function = std::make_unique<ihipModuleSymbol_t>();
  function->image = module->image;
  function->kernel = kernel;
  return module->functions.emplace(std::string(name), std::move(function)).first->second.get();
}

void Runtime::registerFunction(const void* hostFunction, ihipModuleSymbol_t* function) {
  std::lock_guard lock(mutex_);
  hostFunctions_[hostFunction] = function;
}

ihipModuleSymbol_t* Runtime::hostFunction(const void* hostFunction) {
  std::lock_guard lock(mutex_);
  auto found = hostFunctions_.find(hostFunction);
  return found == hostFunctions_.end() ? nullptr : found->second;
}

const void* Runtime::hostStubOf(const ihipModuleSymbol_t* function) {
  std::lock_guard lock(mutex_);
  for (const auto& [stub, registered] : hostFunctions_)
    if (registered == function) return stub;
  return nullptr;
}

void Runtime::registerVariable(const void* hostVariable, Variable variable) {
  std::lock_guard lock(mutex_);
  variables_[hostVariable] = std::move(variable);
}

std::optional<std::pair<void*, std::size_t>> Runtime::variable(const void* hostVariable) {
  std::lock_guard lock(mutex_);
  auto found = variables_.find(hostVariable);
  if (found == variables_.end() || !found->second.module->image) return std::nullopt;
  auto address = found->second.module->image->symbolAddress(found->second.name);
  if (!address) return std::nullopt;
  return std::pair{reinterpret_cast<void*>(*address), found->second.size};
}

namespace {
bool countsAsDeviceMemory(MemoryKind kind) { return kind == MemoryKind::Device || kind == MemoryKind::Managed; }
}  // namespace

std::size_t Runtime::totalMemory() const {
  return std::size_t(sysconf(_SC_PHYS_PAGES)) * std::size_t(sysconf(_SC_PAGESIZE));
}

std::size_t Runtime::deviceBytesInUse() {
  std::lock_guard lock(mutex_);
  return deviceBytes_;
}

void* Runtime::allocate(std::size_t size, MemoryKind kind, unsigned flags) {
  if (size > totalMemory()) throw std::bad_alloc();
  int owner = currentDevice();
  void* pointer = devices_[std::size_t(owner)]->allocate(size);
  std::lock_guard lock(mutex_);
  allocations_[reinterpret_cast<std::uintptr_t>(pointer)] = {size, kind, flags, ++lastAllocationId_, owner};
  if (countsAsDeviceMemory(kind)) deviceBytes_ += size;
  return pointer;
}

bool Runtime::release(void* pointer) {
  int owner;
  {
    std::lock_guard lock(mutex_);
    auto found = allocations_.find(reinterpret_cast<std::uintptr_t>(pointer));
    if (found == allocations_.end() || found->second.kind == MemoryKind::Registered) return false;
    if (countsAsDeviceMemory(found->second.kind)) deviceBytes_ -= found->second.size;
    owner = found->second.device;
    allocations_.erase(found);
  }
  forgetManagedAdvice(pointer);
  devices_[std::size_t(owner)]->release(pointer);
  return true;
}

void Runtime::addRegistered(void* pointer, std::size_t size, unsigned flags) {
  devices_[0]->registerHostMemory(pointer, size, "hipHostRegister memory");  // the devices share their ranges
  std::lock_guard lock(mutex_);
  allocations_[reinterpret_cast<std::uintptr_t>(pointer)] = {size, MemoryKind::Registered, flags,
                                                             ++lastAllocationId_, currentDevice()};
}

bool Runtime::removeRegistered(void* pointer) {
  {
    std::lock_guard lock(mutex_);
    auto found = allocations_.find(reinterpret_cast<std::uintptr_t>(pointer));
    if (found == allocations_.end() || found->second.kind != MemoryKind::Registered) return false;
    allocations_.erase(found);
  }
  devices_[0]->unregisterHostMemory(pointer);
  return true;
}

bool Runtime::deviceMemory(const void* pointer, std::size_t bytes) {
  // The API sees an allocation at its requested size, as AMD's runtime
  // checks against the memory object's size; only kernels may use the rest
  // of its last page (runtime::Device maps whole pages).
  auto address = reinterpret_cast<std::uintptr_t>(pointer);
  {
    std::lock_guard lock(mutex_);
    auto found = allocations_.upper_bound(address);
    if (found != allocations_.begin()) {
      --found;
      std::uintptr_t end = found->first + found->second.size;
      if (address >= found->first && address < found->first + devices_[0]->mappedBytes(found->second.size)) {
        return address <= end && bytes <= end - address;
      }
    }
  }
  return devices_[0]->accessible(address, bytes);
}

std::optional<std::pair<void*, Allocation>> Runtime::findAllocation(const void* pointer) {
  auto address = reinterpret_cast<std::uintptr_t>(pointer);
  std::lock_guard lock(mutex_);
  auto found = allocations_.upper_bound(address);
  if (found == allocations_.begin()) return std::nullopt;
  --found;
  if (address >= found->first + std::max<std::size_t>(found->second.size, 1)) return std::nullopt;
  return std::pair{reinterpret_cast<void*>(found->first), found->second};
}

}  // namespace gcnjit::hip
