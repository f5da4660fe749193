#include "hsa/executable.h"

#include <cstdio>
#include <map>
#include <unordered_map>

#include "hsa/runtime.h"
#include "loader/elf_file.h"

namespace gcnjit::hsa {
namespace {

struct Registry {
  std::mutex mutex;
  std::unordered_map<const Executable*, std::unique_ptr<Executable>> executables;
  std::unordered_map<const CodeObjectReader*, std::unique_ptr<CodeObjectReader>> readers;
  std::unordered_map<const Symbol*, const Executable*> symbols;
  std::unordered_map<std::uint64_t, const Symbol*> kernelObjects;
};

Registry& registry() {
  static Registry* r = new Registry();
  return *r;
}

constexpr std::uint8_t kSttObject = 1;

}  // namespace

const Symbol* Executable::find(std::string_view name) const {
  for (const auto& symbol : symbols) {
    if (symbol->name == name) return symbol.get();
  }
  // A kernel by its plain name, as well as by its descriptor's.
  for (const auto& symbol : symbols) {
    if (symbol->kind == HSA_SYMBOL_KIND_KERNEL && symbol->kernel->name == name) return symbol.get();
  }
  return nullptr;
}

hsa_status_t loadCodeObject(Executable& executable, std::span<const std::uint8_t> bytes, const std::string& source) {
  Runtime& runtime = Runtime::get();
  std::vector<CodeObject> objects;
  try {
    objects = loadCodeObjectsFromMemory(bytes, source);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "gcnjit HSA: cannot load the code object: %s\n", e.what());
    return HSA_STATUS_ERROR_INVALID_CODE_OBJECT;
  }
  if (objects.size() != 1) {
    std::fprintf(stderr, "gcnjit HSA: %s holds %zu code objects, not one\n", source.c_str(), objects.size());
    return HSA_STATUS_ERROR_INVALID_CODE_OBJECT;
  }
  if (objects.front().target().processor != runtime.target()) {
    std::fprintf(stderr, "gcnjit HSA: %s is built for %s, the agent is %s\n", source.c_str(),
                 objects.front().target().str().c_str(), std::string(targetName(runtime.target())).c_str());
    return HSA_STATUS_ERROR_INCOMPATIBLE_ARGUMENTS;  // ROCm's loader: an ISA the agent does not support
  }
  runtime::LoadedImage* image = nullptr;
  try {
    image = &runtime.device().load(std::move(objects.front()));
  } catch (const std::exception& e) {
    std::fprintf(stderr, "gcnjit HSA: cannot load %s: %s\n", source.c_str(), e.what());
    return HSA_STATUS_ERROR_INVALID_CODE_OBJECT;
  }
  std::vector<std::unique_ptr<Symbol>> added;
  for (const Kernel& kernel : image->object().kernels()) {
    auto symbol = std::make_unique<Symbol>();
    symbol->kind = HSA_SYMBOL_KIND_KERNEL;
    symbol->name = kernel.metadata ? kernel.metadata->symbol : kernel.name + ".kd";
    symbol->kernel = &kernel;
    symbol->address = image->hostAddress(kernel.descriptorAddress);
    added.push_back(std::move(symbol));
  }
  for (const ElfSymbol& elf : image->object().symbols()) {
    if (elf.type != kSttObject || elf.section == 0 || elf.name.ends_with(".kd")) continue;
    auto symbol = std::make_unique<Symbol>();
    symbol->kind = HSA_SYMBOL_KIND_VARIABLE;
    symbol->name = elf.name;
    symbol->address = image->hostAddress(elf.value);
    symbol->size = elf.size;
    added.push_back(std::move(symbol));
  }
  Registry& r = registry();
  std::scoped_lock lock(r.mutex, executable.mutex);
  executable.images.push_back(image);
  for (auto& symbol : added) {
    symbol->executable = &executable;
    symbol->image = image;
    r.symbols[symbol.get()] = &executable;
    if (symbol->kind == HSA_SYMBOL_KIND_KERNEL) r.kernelObjects[symbol->address] = symbol.get();
    executable.symbols.push_back(std::move(symbol));
  }
  return HSA_STATUS_SUCCESS;
}

const Symbol* kernelAt(std::uint64_t kernelObject) {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  auto found = r.kernelObjects.find(kernelObject);
  return found == r.kernelObjects.end() ? nullptr : found->second;
}

Executable* executableFrom(hsa_executable_t handle) {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  auto found = r.executables.find(fromHandle<Executable>(handle));
  return found == r.executables.end() ? nullptr : found->second.get();
}

CodeObjectReader* readerFrom(hsa_code_object_reader_t handle) {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  auto found = r.readers.find(fromHandle<CodeObjectReader>(handle));
  return found == r.readers.end() ? nullptr : found->second.get();
}

const Symbol* symbolFrom(hsa_executable_symbol_t handle) {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  auto* symbol = fromHandle<const Symbol>(handle);
  return r.symbols.count(symbol) ? symbol : nullptr;
}

hsa_executable_t addExecutable() {
  auto executable = std::make_unique<Executable>();
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  auto handle = toHandle<hsa_executable_t>(executable.get());
  r.executables[executable.get()] = std::move(executable);
  return handle;
}

// The device keeps the executable's loaded code objects (runtime::Device has
// no unload); its symbols stop being reachable.
bool destroyExecutable(hsa_executable_t handle) {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  auto found = r.executables.find(fromHandle<Executable>(handle));
  if (found == r.executables.end()) return false;
  for (const auto& symbol : found->second->symbols) {
    r.symbols.erase(symbol.get());
    if (symbol->kind == HSA_SYMBOL_KIND_KERNEL) r.kernelObjects.erase(symbol->address);
  }
  r.executables.erase(found);
  return true;
}

hsa_code_object_reader_t addReader(CodeObjectReader reader) {
  auto owned = std::make_unique<CodeObjectReader>(std::move(reader));
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  auto handle = toHandle<hsa_code_object_reader_t>(owned.get());
  r.readers[owned.get()] = std::move(owned);
  return handle;
}

bool destroyReader(hsa_code_object_reader_t handle) {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  return r.readers.erase(fromHandle<CodeObjectReader>(handle)) > 0;
}

}  // namespace gcnjit::hsa
