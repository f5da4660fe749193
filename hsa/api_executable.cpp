// Code object readers, the old serialized code objects (GCC's libgomp uses
// them), executables and their symbols.
#include <hsa/hsa.h>

#include <unistd.h>

#include <cstring>
#include <functional>

#include "hsa/executable.h"
#include "hsa/info.h"
#include "hsa/runtime.h"

using gcnjit::hsa::CodeObjectReader;
using gcnjit::hsa::Executable;
using gcnjit::hsa::put;
using gcnjit::hsa::Runtime;
using gcnjit::hsa::Symbol;

namespace {

// Reads what is left of `fd` from its current offset.
bool readFile(int fd, std::vector<std::uint8_t>& bytes) {
  std::uint8_t buffer[1 << 16];
  for (;;) {
    ssize_t n = read(fd, buffer, sizeof buffer);
    if (n < 0) return false;
    if (n == 0) return true;
    bytes.insert(bytes.end(), buffer, buffer + n);
  }
}

bool isGpu(hsa_agent_t handle) {
  const gcnjit::hsa::Agent* agent = Runtime::get().agent(handle);
  return agent && agent->type == HSA_DEVICE_TYPE_GPU;
}

hsa_status_t loadInto(hsa_executable_t handle, const CodeObjectReader* reader) {
  Executable* executable = gcnjit::hsa::executableFrom(handle);
  if (!executable) return HSA_STATUS_ERROR_INVALID_EXECUTABLE;
  {
    std::lock_guard lock(executable->mutex);
    if (executable->frozen) return HSA_STATUS_ERROR_FROZEN_EXECUTABLE;
  }
  return gcnjit::hsa::loadCodeObject(*executable, reader->bytes, reader->source);
}

hsa_status_t createExecutable(hsa_profile_t profile, hsa_executable_t* executable) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!executable || (profile != HSA_PROFILE_BASE && profile != HSA_PROFILE_FULL)) {
    return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  }
  *executable = gcnjit::hsa::addExecutable();
  return HSA_STATUS_SUCCESS;
}

using SymbolVisitor = hsa_status_t (*)(hsa_executable_t, hsa_executable_symbol_t, void*);

hsa_status_t iterateSymbols(hsa_executable_t handle, const std::function<hsa_status_t(const Symbol&)>& visit) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  Executable* executable = gcnjit::hsa::executableFrom(handle);
  if (!executable) return HSA_STATUS_ERROR_INVALID_EXECUTABLE;
  std::vector<const Symbol*> symbols;
  {
    std::lock_guard lock(executable->mutex);
    for (const auto& symbol : executable->symbols) symbols.push_back(symbol.get());
  }
  for (const Symbol* symbol : symbols) {
    hsa_status_t status = visit(*symbol);
    if (status != HSA_STATUS_SUCCESS) return status;
  }
  return HSA_STATUS_SUCCESS;
}

hsa_status_t kernelInfo(const Symbol& symbol, int attribute, void* value) {
  const gcnjit::Kernel& kernel = *symbol.kernel;
  const gcnjit::KernelMetadata* metadata = kernel.metadata;
  switch (attribute) {
    case HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_OBJECT: return put(value, symbol.address);
    case HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_KERNARG_SEGMENT_SIZE:
      return put<std::uint32_t>(value, std::uint32_t(metadata ? metadata->kernargSegmentSize
                                                               : kernel.descriptor.kernargSize));
    case HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_KERNARG_SEGMENT_ALIGNMENT:
      return put<std::uint32_t>(value, std::uint32_t(metadata ? std::max<std::uint64_t>(metadata->kernargSegmentAlign, 16) : 16));
    case HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_GROUP_SEGMENT_SIZE:
      return put<std::uint32_t>(value, kernel.descriptor.groupSegmentFixedSize);
    case HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_PRIVATE_SEGMENT_SIZE:
      return put<std::uint32_t>(value, kernel.descriptor.privateSegmentFixedSize);
    case HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_DYNAMIC_CALLSTACK:
      return put(value, metadata ? metadata->usesDynamicStack : false);
    case HSA_EXECUTABLE_SYMBOL_INFO_KERNEL_CALL_CONVENTION: return put<std::uint32_t>(value, 0);
    default: return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  }
}

hsa_status_t variableInfo(const Symbol& symbol, int attribute, void* value) {
  switch (attribute) {
    case HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_ADDRESS: return put(value, symbol.address);
    case HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_ALLOCATION: return put(value, HSA_VARIABLE_ALLOCATION_AGENT);
    case HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_SEGMENT: return put(value, HSA_VARIABLE_SEGMENT_GLOBAL);
    case HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_ALIGNMENT: return put<std::uint32_t>(value, 8);
    case HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_SIZE: return put<std::uint32_t>(value, std::uint32_t(symbol.size));
    case HSA_EXECUTABLE_SYMBOL_INFO_VARIABLE_IS_CONST: return put(value, false);
    default: return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  }
}

}  // namespace

extern "C" {

hsa_status_t hsa_code_object_reader_create_from_memory(const void* code_object, std::size_t size,
                                                       hsa_code_object_reader_t* reader) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!code_object || size == 0 || !reader) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  auto* bytes = static_cast<const std::uint8_t*>(code_object);
  *reader = gcnjit::hsa::addReader({{bytes, bytes + size}, "code object in memory"});
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_code_object_reader_create_from_file(hsa_file_t file, hsa_code_object_reader_t* reader) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!reader) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  CodeObjectReader contents{{}, "code object file (fd " + std::to_string(file) + ")"};
  if (file < 0 || !readFile(file, contents.bytes)) return HSA_STATUS_ERROR_INVALID_FILE;
  if (contents.bytes.empty()) return HSA_STATUS_ERROR_INVALID_CODE_OBJECT;
  *reader = gcnjit::hsa::addReader(std::move(contents));
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_code_object_reader_destroy(hsa_code_object_reader_t reader) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  return gcnjit::hsa::destroyReader(reader) ? HSA_STATUS_SUCCESS : HSA_STATUS_ERROR_INVALID_CODE_OBJECT_READER;
}

// The old API: a "serialized code object" is the code object itself; the
// hsa_code_object_t holds a copy, as a reader does.
hsa_status_t hsa_code_object_deserialize(void* serialized, std::size_t size, const char*,
                                         hsa_code_object_t* code_object) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!serialized || size == 0 || !code_object) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  auto* bytes = static_cast<const std::uint8_t*>(serialized);
  code_object->handle = gcnjit::hsa::addReader({{bytes, bytes + size}, "deserialized code object"}).handle;
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_code_object_destroy(hsa_code_object_t code_object) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  return gcnjit::hsa::destroyReader(hsa_code_object_reader_t{code_object.handle}) ? HSA_STATUS_SUCCESS
                                                                                  : HSA_STATUS_ERROR_INVALID_CODE_OBJECT;
}

hsa_status_t hsa_executable_create(hsa_profile_t profile, hsa_executable_state_t state, const char*,
                                   hsa_executable_t* executable) {
  if (state != HSA_EXECUTABLE_STATE_UNFROZEN && state != HSA_EXECUTABLE_STATE_FROZEN) {
    return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  }
  return createExecutable(profile, executable);
}

hsa_status_t hsa_executable_create_alt(hsa_profile_t profile, hsa_default_float_rounding_mode_t, const char*,
                                       hsa_executable_t* executable) {
  return createExecutable(profile, executable);
}

hsa_status_t hsa_executable_destroy(hsa_executable_t executable) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  return gcnjit::hsa::destroyExecutable(executable) ? HSA_STATUS_SUCCESS : HSA_STATUS_ERROR_INVALID_EXECUTABLE;
}

hsa_status_t hsa_executable_load_agent_code_object(hsa_executable_t executable, hsa_agent_t agent,
                                                   hsa_code_object_reader_t handle, const char*,
                                                   hsa_loaded_code_object_t* loaded) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!Runtime::get().agent(agent)) return HSA_STATUS_ERROR_INVALID_AGENT;
  // The CPU agent supports no code object's ISA (ROCm's loader's answer).
  if (!isGpu(agent)) return HSA_STATUS_ERROR_INCOMPATIBLE_ARGUMENTS;
  const CodeObjectReader* reader = gcnjit::hsa::readerFrom(handle);
  if (!reader) return HSA_STATUS_ERROR_INVALID_CODE_OBJECT_READER;
  hsa_status_t status = loadInto(executable, reader);
  if (status == HSA_STATUS_SUCCESS && loaded) loaded->handle = handle.handle;
  return status;
}

hsa_status_t hsa_executable_load_program_code_object(hsa_executable_t executable, hsa_code_object_reader_t handle,
                                                     const char*, hsa_loaded_code_object_t* loaded) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  const CodeObjectReader* reader = gcnjit::hsa::readerFrom(handle);
  if (!reader) return HSA_STATUS_ERROR_INVALID_CODE_OBJECT_READER;
  hsa_status_t status = loadInto(executable, reader);
  if (status == HSA_STATUS_SUCCESS && loaded) loaded->handle = handle.handle;
  return status;
}

hsa_status_t hsa_executable_load_code_object(hsa_executable_t executable, hsa_agent_t agent,
                                             hsa_code_object_t code_object, const char*) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!Runtime::get().agent(agent)) return HSA_STATUS_ERROR_INVALID_AGENT;
  if (!isGpu(agent)) return HSA_STATUS_ERROR_INCOMPATIBLE_ARGUMENTS;
  const CodeObjectReader* reader = gcnjit::hsa::readerFrom(hsa_code_object_reader_t{code_object.handle});
  if (!reader) return HSA_STATUS_ERROR_INVALID_CODE_OBJECT;
  return loadInto(executable, reader);
}

hsa_status_t hsa_executable_freeze(hsa_executable_t handle, const char*) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  Executable* executable = gcnjit::hsa::executableFrom(handle);
  if (!executable) return HSA_STATUS_ERROR_INVALID_EXECUTABLE;
  std::lock_guard lock(executable->mutex);
  if (executable->frozen) return HSA_STATUS_ERROR_FROZEN_EXECUTABLE;
  executable->frozen = true;
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_executable_validate(hsa_executable_t handle, std::uint32_t* result) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!gcnjit::hsa::executableFrom(handle)) return HSA_STATUS_ERROR_INVALID_EXECUTABLE;
  if (!result) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  *result = 0;
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_executable_validate_alt(hsa_executable_t handle, const char*, std::uint32_t* result) {
  return hsa_executable_validate(handle, result);
}

hsa_status_t hsa_executable_get_info(hsa_executable_t handle, hsa_executable_info_t attribute, void* value) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  Executable* executable = gcnjit::hsa::executableFrom(handle);
  if (!executable) return HSA_STATUS_ERROR_INVALID_EXECUTABLE;
  if (!value) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  switch (attribute) {
    case HSA_EXECUTABLE_INFO_PROFILE: return put(value, HSA_PROFILE_BASE);
    case HSA_EXECUTABLE_INFO_STATE: {
      std::lock_guard lock(executable->mutex);
      return put(value, executable->frozen ? HSA_EXECUTABLE_STATE_FROZEN : HSA_EXECUTABLE_STATE_UNFROZEN);
    }
    case HSA_EXECUTABLE_INFO_DEFAULT_FLOAT_ROUNDING_MODE: return put(value, HSA_DEFAULT_FLOAT_ROUNDING_MODE_NEAR);
    default: return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  }
}

hsa_status_t hsa_executable_get_symbol_by_name(hsa_executable_t handle, const char* name, const hsa_agent_t* agent,
                                               hsa_executable_symbol_t* symbol) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  Executable* executable = gcnjit::hsa::executableFrom(handle);
  if (!executable) return HSA_STATUS_ERROR_INVALID_EXECUTABLE;
  if (!name || !symbol) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  if (agent && !Runtime::get().agent(*agent)) return HSA_STATUS_ERROR_INVALID_AGENT;
  std::lock_guard lock(executable->mutex);
  const Symbol* found = executable->find(name);
  if (!found) return HSA_STATUS_ERROR_INVALID_SYMBOL_NAME;
  *symbol = gcnjit::hsa::toHandle<hsa_executable_symbol_t>(found);
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_executable_get_symbol(hsa_executable_t handle, const char*, const char* name, hsa_agent_t agent,
                                       std::int32_t, hsa_executable_symbol_t* symbol) {
  return hsa_executable_get_symbol_by_name(handle, name, &agent, symbol);
}

hsa_status_t hsa_executable_iterate_symbols(hsa_executable_t handle, SymbolVisitor callback, void* data) {
  if (!callback) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  return iterateSymbols(handle, [&](const Symbol& symbol) {
    return callback(handle, gcnjit::hsa::toHandle<hsa_executable_symbol_t>(&symbol), data);
  });
}

hsa_status_t hsa_executable_iterate_agent_symbols(hsa_executable_t handle, hsa_agent_t agent,
                                                  hsa_status_t (*callback)(hsa_executable_t, hsa_agent_t,
                                                                           hsa_executable_symbol_t, void*),
                                                  void* data) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!callback) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  if (!Runtime::get().agent(agent)) return HSA_STATUS_ERROR_INVALID_AGENT;
  if (!isGpu(agent)) return HSA_STATUS_SUCCESS;  // every symbol is the GPU agent's
  return iterateSymbols(handle, [&](const Symbol& symbol) {
    return callback(handle, agent, gcnjit::hsa::toHandle<hsa_executable_symbol_t>(&symbol), data);
  });
}

// Program symbols (defined for all agents) do not exist here: every symbol
// comes from an agent's code object.
hsa_status_t hsa_executable_iterate_program_symbols(hsa_executable_t handle, SymbolVisitor callback, void*) {
  if (!callback) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  return iterateSymbols(handle, [](const Symbol&) { return HSA_STATUS_SUCCESS; });
}

hsa_status_t hsa_executable_symbol_get_info(hsa_executable_symbol_t handle, hsa_executable_symbol_info_t attribute,
                                            void* value) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  const Symbol* symbol = gcnjit::hsa::symbolFrom(handle);
  if (!symbol) return HSA_STATUS_ERROR_INVALID_EXECUTABLE_SYMBOL;
  if (!value) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  switch (attribute) {
    case HSA_EXECUTABLE_SYMBOL_INFO_TYPE: return put(value, symbol->kind);
    case HSA_EXECUTABLE_SYMBOL_INFO_NAME_LENGTH: return put<std::uint32_t>(value, std::uint32_t(symbol->name.size()));
    case HSA_EXECUTABLE_SYMBOL_INFO_NAME: std::memcpy(value, symbol->name.data(), symbol->name.size()); return HSA_STATUS_SUCCESS;
    case HSA_EXECUTABLE_SYMBOL_INFO_MODULE_NAME_LENGTH: return put<std::uint32_t>(value, 0);
    case HSA_EXECUTABLE_SYMBOL_INFO_MODULE_NAME: return HSA_STATUS_SUCCESS;
    case HSA_EXECUTABLE_SYMBOL_INFO_AGENT: return put(value, gcnjit::hsa::toHandle<hsa_agent_t>(&Runtime::get().gpu()));
    case HSA_EXECUTABLE_SYMBOL_INFO_LINKAGE: return put(value, HSA_SYMBOL_LINKAGE_PROGRAM);
    case HSA_EXECUTABLE_SYMBOL_INFO_IS_DEFINITION: return put(value, true);
    default:
      return symbol->kind == HSA_SYMBOL_KIND_KERNEL ? kernelInfo(*symbol, attribute, value)
                                                    : variableInfo(*symbol, attribute, value);
  }
}

}  // extern "C"
