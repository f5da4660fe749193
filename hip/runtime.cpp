#include "hip/runtime.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>
#include <thread>

#include <dlfcn.h>
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

// What a registered fat binary is called in messages: the shared object
// (or program) holding it, which is what a user can act on.
std::string fatBinarySource(const void* data) {
  char address[32];
  std::snprintf(address, sizeof address, "%p", data);
  Dl_info info{};
  if (data && dladdr(data, &info) && info.dli_fname && *info.dli_fname)
    return std::string("the fat binary at ") + address + " in " + info.dli_fname;
  return std::string("the fat binary at ") + address;
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

void Runtime::load(ihipModule_t& module, std::span<const std::uint8_t> data, const std::string& source) {
  try {
    std::vector<CodeObject> objects = loadCodeObjectsFromMemory(data, source);
    auto best = std::min_element(objects.begin(), objects.end(), [&](const CodeObject& a, const CodeObject& b) {
      return rank(a.target().processor, target_) < rank(b.target().processor, target_);
    });
    module.image = &devices_[0]->load(std::move(*best));
    log("loaded %s", module.image->object().source().c_str());
  } catch (const std::exception& e) {
    module.error = e.what();
  }
}

ihipModule_t* Runtime::loadModule(std::span<const std::uint8_t> data, const std::string& source) {
  auto module = std::make_unique<ihipModule_t>();
  load(*module, data, source);
  std::lock_guard lock(mutex_);
  modules_.push_back(std::move(module));
  return modules_.back().get();
}

ihipModule_t* Runtime::deferModule(std::span<const std::uint8_t> data, std::string error) {
  auto module = std::make_unique<ihipModule_t>();
  module->deferred = data;
  module->error = std::move(error);
  std::lock_guard lock(mutex_);
  modules_.push_back(std::move(module));
  return modules_.back().get();
}

runtime::LoadedImage* Runtime::image(ihipModule_t* module) {
  std::lock_guard lock(module->mutex);
  if (!module->deferred) return module->image;
  std::span<const std::uint8_t> data = *module->deferred;
  module->deferred.reset();
  std::string source = fatBinarySource(data.empty() ? nullptr : data.data());
  // The loader's errors name `source` themselves.
  if (data.empty())
    module->error = source + ": " + module->error;
  else
    load(*module, data, source);
  if (!module->image) {
    std::fprintf(stderr, "gcnjit HIP: cannot load device code: %s\n", module->error.c_str());
    return nullptr;
  }
  for (const auto& [name, memory] : module->managedVariables) pointManagedVariable(*module->image, name, memory);
  return module->image;
}

runtime::LoadedImage* Runtime::image(ihipModule_t* module, int device) {
  runtime::LoadedImage* first = image(module);
  if (!first || device == 0) return first;
  std::lock_guard lock(module->mutex);
  if (auto found = module->deviceCopies.find(device); found != module->deviceCopies.end()) return found->second;
  std::span<const std::uint8_t> bytes = first->object().image();
  runtime::LoadedImage* copy = &devices_[std::size_t(device)]->load(
      CodeObject::parse(std::vector<std::uint8_t>(bytes.begin(), bytes.end()), first->object().source()));
  for (const auto& [name, memory] : module->managedVariables) pointManagedVariable(*copy, name, memory);
  log("loaded %s for device %d", copy->object().source().c_str(), device);
  module->deviceCopies.emplace(device, copy);
  return copy;
}

ihipModuleSymbol_t* Runtime::onDevice(ihipModuleSymbol_t* function, int device) {
  if (device == 0 || !function->module) return function;
  runtime::LoadedImage* copy = image(function->module, device);
  if (!copy) return function;
  ihipModule_t& module = *function->module;
  std::lock_guard lock(module.mutex);
  auto key = std::pair{device, function->kernel->name};
  if (auto found = module.deviceFunctions.find(key); found != module.deviceFunctions.end()) return found->second.get();
  auto onCopy = std::make_unique<ihipModuleSymbol_t>();
  onCopy->image = copy;
  onCopy->kernel = copy->object().findKernel(function->kernel->name);
  onCopy->module = &module;
  if (!onCopy->kernel) return function;
  {
    std::lock_guard runtimeLock(mutex_);
    liveFunctions_.insert(onCopy.get());
  }
  return module.deviceFunctions.emplace(key, std::move(onCopy)).first->second.get();
}

void Runtime::unloadModule(ihipModule_t* module) {
  // Launches still queued hold the image themselves; it is freed after them.
  std::lock_guard lock(mutex_);
  runtime::LoadedImage* image = module->image;
  for (const auto& [device, copy] : module->deviceCopies) devices_[std::size_t(device)]->unload(*copy);
  for (const auto& [name, function] : module->functions) liveFunctions_.erase(function.get());
  for (const auto& [key, function] : module->deviceFunctions) liveFunctions_.erase(function.get());
  std::erase_if(hostFunctions_, [&](const auto& entry) { return entry.second.module == module; });
  std::erase_if(variables_, [&](const auto& entry) { return entry.second.module == module; });
  std::erase_if(modules_, [&](const auto& m) { return m.get() == module; });
  if (image) devices_[0]->unload(*image);
}

bool Runtime::liveModule(const ihipModule_t* module) {
  std::lock_guard lock(mutex_);
  return std::any_of(modules_.begin(), modules_.end(), [&](const auto& m) { return m.get() == module; });
}

bool Runtime::liveFunction(const ihipModuleSymbol_t* function) {
  std::lock_guard lock(mutex_);
  return liveFunctions_.count(function) != 0;
}

ihipModuleSymbol_t* Runtime::function(ihipModule_t* module, std::string_view name) {
  runtime::LoadedImage* loaded = image(module);
  if (!loaded) return nullptr;
  std::lock_guard lock(module->mutex);
  if (auto found = module->functions.find(name); found != module->functions.end()) return found->second.get();
  const Kernel* kernel = loaded->object().findKernel(name);
  if (!kernel) return nullptr;
  auto function = std::make_unique<ihipModuleSymbol_t>();
  function->image = loaded;
  function->kernel = kernel;
  function->module = module;
  {
    std::lock_guard runtimeLock(mutex_);
    liveFunctions_.insert(function.get());
  }
  return module->functions.emplace(std::string(name), std::move(function)).first->second.get();
}

void Runtime::registerFunction(const void* hostFunction, ihipModule_t* module, std::string name) {
  std::lock_guard lock(mutex_);
  hostFunctions_[hostFunction] = {module, std::move(name)};
}

ihipModuleSymbol_t* Runtime::hostFunction(const void* hostFunction) {
  RegisteredFunction registered;
  {
    std::lock_guard lock(mutex_);
    auto found = hostFunctions_.find(hostFunction);
    if (found == hostFunctions_.end()) return nullptr;
    if (found->second.resolved) return found->second.function;
    registered = found->second;
  }
  // A first use loads the fat binary (parses and maps its code object;
  // kernels are translated at launch): done without the runtime's lock, so
  // other threads' calls go on meanwhile.
  ihipModuleSymbol_t* function = this->function(registered.module, registered.name);
  if (!function && registered.module->image)
    std::fprintf(stderr, "gcnjit HIP: %s has no kernel %s\n", registered.module->image->object().source().c_str(),
                 registered.name.c_str());
  std::lock_guard lock(mutex_);
  if (auto found = hostFunctions_.find(hostFunction); found != hostFunctions_.end()) {
    found->second.resolved = true;
    found->second.function = function;
  }
  return function;
}

hipError_t Runtime::missingFunctionError(const void* hostFunction) {
  ihipModule_t* module;
  {
    std::lock_guard lock(mutex_);
    auto found = hostFunctions_.find(hostFunction);
    if (found == hostFunctions_.end()) return hipErrorInvalidDeviceFunction;
    module = found->second.module;
  }
  return image(module) ? hipErrorInvalidDeviceFunction : hipErrorNoBinaryForGpu;
}

const void* Runtime::hostStubOf(const ihipModuleSymbol_t* function) {
  std::lock_guard lock(mutex_);
  for (const auto& [stub, registered] : hostFunctions_)
    if (registered.resolved && registered.function == function) return stub;
  return nullptr;
}

void Runtime::registerVariable(const void* hostVariable, Variable variable) {
  std::lock_guard lock(mutex_);
  variables_[hostVariable] = std::move(variable);
}

std::optional<std::pair<void*, std::size_t>> Runtime::variable(const void* hostVariable) {
  Variable registered;
  {
    std::lock_guard lock(mutex_);
    auto found = variables_.find(hostVariable);
    if (found == variables_.end()) return std::nullopt;
    registered = found->second;
  }
  runtime::LoadedImage* loaded = image(registered.module, currentDevice());
  if (!loaded) return std::nullopt;
  auto address = loaded->symbolAddress(registered.name);
  if (!address) return std::nullopt;
  return std::pair{reinterpret_cast<void*>(*address), registered.size};
}

void Runtime::registerManagedVariable(ihipModule_t* module, std::string name, void* memory) {
  std::lock_guard lock(module->mutex);
  if (!module->deferred && module->image) {
    pointManagedVariable(*module->image, name, memory);
    for (const auto& [device, copy] : module->deviceCopies) pointManagedVariable(*copy, name, memory);
  }
  module->managedVariables.emplace_back(std::move(name), memory);
}

void Runtime::pointManagedVariable(runtime::LoadedImage& image, const std::string& name, void* memory) {
  if (auto address = image.symbolAddress(name))
    std::memcpy(reinterpret_cast<void*>(*address), &memory, sizeof memory);
  else
    std::fprintf(stderr, "gcnjit HIP: managed variable %s is not in %s\n", name.c_str(),
                 image.object().source().c_str());
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

void* Runtime::allocate(std::size_t size, MemoryKind kind, unsigned flags, int device) {
  if (size > totalMemory()) throw std::bad_alloc();
  int owner = device < 0 ? currentDevice() : device;
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
