// Initialisation, system information, status strings, extensions.
#include <hsa/hsa.h>
#include <hsa/hsa_ext_amd.h>
#include <hsa/hsa_ext_finalize.h>
#include <hsa/hsa_ext_image.h>

#include "hsa/extensions.h"
#include "hsa/info.h"
#include "hsa/runtime.h"

using gcnjit::hsa::Runtime;

namespace {

struct StatusText {
  hsa_status_t status;
  const char* text;
};

constexpr StatusText kStatusTexts[] = {
    {HSA_STATUS_SUCCESS, "HSA_STATUS_SUCCESS: The function has been executed successfully."},
    {HSA_STATUS_INFO_BREAK, "HSA_STATUS_INFO_BREAK: A traversal over a list of elements has been interrupted by the application before completing."},
    {HSA_STATUS_ERROR, "HSA_STATUS_ERROR: A generic error has occurred."},
    {HSA_STATUS_ERROR_INVALID_ARGUMENT, "HSA_STATUS_ERROR_INVALID_ARGUMENT: One of the actual arguments does not meet a precondition stated in the documentation of the corresponding formal argument."},
    {HSA_STATUS_ERROR_INVALID_QUEUE_CREATION, "HSA_STATUS_ERROR_INVALID_QUEUE_CREATION: The requested queue creation is not valid."},
    {HSA_STATUS_ERROR_INVALID_ALLOCATION, "HSA_STATUS_ERROR_INVALID_ALLOCATION: The requested allocation is not valid."},
    {HSA_STATUS_ERROR_INVALID_AGENT, "HSA_STATUS_ERROR_INVALID_AGENT: The agent is invalid."},
    {HSA_STATUS_ERROR_INVALID_REGION, "HSA_STATUS_ERROR_INVALID_REGION: The memory region is invalid."},
    {HSA_STATUS_ERROR_INVALID_SIGNAL, "HSA_STATUS_ERROR_INVALID_SIGNAL: The signal is invalid."},
    {HSA_STATUS_ERROR_INVALID_QUEUE, "HSA_STATUS_ERROR_INVALID_QUEUE: The queue is invalid."},
    {HSA_STATUS_ERROR_OUT_OF_RESOURCES, "HSA_STATUS_ERROR_OUT_OF_RESOURCES: The runtime failed to allocate the necessary resources."},
    {HSA_STATUS_ERROR_INVALID_PACKET_FORMAT, "HSA_STATUS_ERROR_INVALID_PACKET_FORMAT: The AQL packet is malformed."},
    {HSA_STATUS_ERROR_RESOURCE_FREE, "HSA_STATUS_ERROR_RESOURCE_FREE: An error has been detected while releasing a resource."},
    {HSA_STATUS_ERROR_NOT_INITIALIZED, "HSA_STATUS_ERROR_NOT_INITIALIZED: An API other than hsa_init has been invoked while the reference count of the HSA runtime is zero."},
    {HSA_STATUS_ERROR_REFCOUNT_OVERFLOW, "HSA_STATUS_ERROR_REFCOUNT_OVERFLOW: The maximum reference count for the object has been reached."},
    {HSA_STATUS_ERROR_INCOMPATIBLE_ARGUMENTS, "HSA_STATUS_ERROR_INCOMPATIBLE_ARGUMENTS: The arguments passed to a functions are not compatible."},
    {HSA_STATUS_ERROR_INVALID_INDEX, "HSA_STATUS_ERROR_INVALID_INDEX: The index is invalid."},
    {HSA_STATUS_ERROR_INVALID_ISA, "HSA_STATUS_ERROR_INVALID_ISA: The instruction set architecture is invalid."},
    {HSA_STATUS_ERROR_INVALID_ISA_NAME, "HSA_STATUS_ERROR_INVALID_ISA_NAME: The instruction set architecture name is invalid."},
    {HSA_STATUS_ERROR_INVALID_CODE_OBJECT, "HSA_STATUS_ERROR_INVALID_CODE_OBJECT: The code object is invalid."},
    {HSA_STATUS_ERROR_INVALID_EXECUTABLE, "HSA_STATUS_ERROR_INVALID_EXECUTABLE: The executable is invalid."},
    {HSA_STATUS_ERROR_FROZEN_EXECUTABLE, "HSA_STATUS_ERROR_FROZEN_EXECUTABLE: The executable is frozen."},
    {HSA_STATUS_ERROR_INVALID_SYMBOL_NAME, "HSA_STATUS_ERROR_INVALID_SYMBOL_NAME: There is no symbol with the given name."},
    {HSA_STATUS_ERROR_VARIABLE_ALREADY_DEFINED, "HSA_STATUS_ERROR_VARIABLE_ALREADY_DEFINED: The variable is already defined."},
    {HSA_STATUS_ERROR_VARIABLE_UNDEFINED, "HSA_STATUS_ERROR_VARIABLE_UNDEFINED: The variable is undefined."},
    {HSA_STATUS_ERROR_EXCEPTION, "HSA_STATUS_ERROR_EXCEPTION: An HSAIL operation resulted in a hardware exception."},
    {HSA_STATUS_ERROR_INVALID_CODE_SYMBOL, "HSA_STATUS_ERROR_INVALID_CODE_SYMBOL: The code object symbol is invalid."},
    {HSA_STATUS_ERROR_INVALID_EXECUTABLE_SYMBOL, "HSA_STATUS_ERROR_INVALID_EXECUTABLE_SYMBOL: The executable symbol is invalid."},
    {HSA_STATUS_ERROR_INVALID_FILE, "HSA_STATUS_ERROR_INVALID_FILE: The file descriptor is invalid."},
    {HSA_STATUS_ERROR_INVALID_CODE_OBJECT_READER, "HSA_STATUS_ERROR_INVALID_CODE_OBJECT_READER: The code object reader is invalid."},
    {HSA_STATUS_ERROR_INVALID_CACHE, "HSA_STATUS_ERROR_INVALID_CACHE: The cache is invalid."},
    {HSA_STATUS_ERROR_INVALID_WAVEFRONT, "HSA_STATUS_ERROR_INVALID_WAVEFRONT: The wavefront is invalid."},
    {HSA_STATUS_ERROR_INVALID_SIGNAL_GROUP, "HSA_STATUS_ERROR_INVALID_SIGNAL_GROUP: The signal group is invalid."},
    {HSA_STATUS_ERROR_INVALID_RUNTIME_STATE, "HSA_STATUS_ERROR_INVALID_RUNTIME_STATE: The HSA runtime is not in the configuration state."},
    {HSA_STATUS_ERROR_FATAL, "HSA_STATUS_ERROR_FATAL: The queue received an error that may require process termination."},
    {hsa_status_t(HSA_STATUS_ERROR_INVALID_MEMORY_POOL), "HSA_STATUS_ERROR_INVALID_MEMORY_POOL: The memory pool is invalid."},
    {hsa_status_t(HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION), "HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION: The agent attempted to access memory beyond the largest legal address."},
    {hsa_status_t(HSA_STATUS_ERROR_ILLEGAL_INSTRUCTION), "HSA_STATUS_ERROR_ILLEGAL_INSTRUCTION: The agent executed an illegal shader instruction."},
    {hsa_status_t(HSA_STATUS_ERROR_MEMORY_FAULT), "HSA_STATUS_ERROR_MEMORY_FAULT: The agent attempted to access an inaccessible address."},
    {hsa_status_t(HSA_STATUS_CU_MASK_REDUCED), "HSA_STATUS_CU_MASK_REDUCED: The CU mask was successfully set but the mask attempted to enable a CU which was disabled for the process."},
    {hsa_status_t(HSA_EXT_STATUS_ERROR_IMAGE_FORMAT_UNSUPPORTED), "HSA_EXT_STATUS_ERROR_IMAGE_FORMAT_UNSUPPORTED: Image format is not supported."},
    {hsa_status_t(HSA_EXT_STATUS_ERROR_IMAGE_SIZE_UNSUPPORTED), "HSA_EXT_STATUS_ERROR_IMAGE_SIZE_UNSUPPORTED: Image size is not supported."},
    {hsa_status_t(HSA_EXT_STATUS_ERROR_IMAGE_PITCH_UNSUPPORTED), "HSA_EXT_STATUS_ERROR_IMAGE_PITCH_UNSUPPORTED: Image pitch is not supported or invalid."},
    {hsa_status_t(HSA_EXT_STATUS_ERROR_SAMPLER_DESCRIPTOR_UNSUPPORTED), "HSA_EXT_STATUS_ERROR_SAMPLER_DESCRIPTOR_UNSUPPORTED: Sampler descriptor is not supported or invalid."},
    {hsa_status_t(HSA_EXT_STATUS_ERROR_INVALID_PROGRAM), "HSA_EXT_STATUS_ERROR_INVALID_PROGRAM: Invalid program."},
    {hsa_status_t(HSA_EXT_STATUS_ERROR_INVALID_MODULE), "HSA_EXT_STATUS_ERROR_INVALID_MODULE: Invalid module."},
    {hsa_status_t(HSA_EXT_STATUS_ERROR_INCOMPATIBLE_MODULE), "HSA_EXT_STATUS_ERROR_INCOMPATIBLE_MODULE: Incompatible module."},
    {hsa_status_t(HSA_EXT_STATUS_ERROR_MODULE_ALREADY_INCLUDED), "HSA_EXT_STATUS_ERROR_MODULE_ALREADY_INCLUDED: Module already included."},
    {hsa_status_t(HSA_EXT_STATUS_ERROR_SYMBOL_MISMATCH), "HSA_EXT_STATUS_ERROR_SYMBOL_MISMATCH: Symbol mismatch."},
    {hsa_status_t(HSA_EXT_STATUS_ERROR_FINALIZATION_FAILED), "HSA_EXT_STATUS_ERROR_FINALIZATION_FAILED: Finalization failed."},
    {hsa_status_t(HSA_EXT_STATUS_ERROR_DIRECTIVE_MISMATCH), "HSA_EXT_STATUS_ERROR_DIRECTIVE_MISMATCH: Directive mismatch."},
};

}  // namespace

extern "C" {

hsa_status_t hsa_init() {
  Runtime::get().addReference();
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_shut_down() {
  return Runtime::get().dropReference() ? HSA_STATUS_SUCCESS : HSA_STATUS_ERROR_NOT_INITIALIZED;
}

hsa_status_t hsa_status_string(hsa_status_t status, const char** status_string) {
  if (!status_string) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  for (const StatusText& entry : kStatusTexts) {
    if (entry.status == status) {
      *status_string = entry.text;
      return HSA_STATUS_SUCCESS;
    }
  }
  return HSA_STATUS_ERROR_INVALID_ARGUMENT;
}

hsa_status_t hsa_system_get_info(hsa_system_info_t attribute, void* value) {
  using gcnjit::hsa::put;
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!value) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  switch (attribute) {
    case HSA_SYSTEM_INFO_VERSION_MAJOR: return put<std::uint16_t>(value, 1);
    case HSA_SYSTEM_INFO_VERSION_MINOR: return put<std::uint16_t>(value, 1);
    case HSA_SYSTEM_INFO_TIMESTAMP: return put<std::uint64_t>(value, gcnjit::hsa::timestampNow());
    case HSA_SYSTEM_INFO_TIMESTAMP_FREQUENCY: return put<std::uint64_t>(value, 1000000000);
    case HSA_SYSTEM_INFO_SIGNAL_MAX_WAIT: return put<std::uint64_t>(value, UINT64_MAX);
    case HSA_SYSTEM_INFO_ENDIANNESS: return put(value, HSA_ENDIANNESS_LITTLE);
    case HSA_SYSTEM_INFO_MACHINE_MODEL: return put(value, HSA_MACHINE_MODEL_LARGE);
    case HSA_SYSTEM_INFO_EXTENSIONS: return gcnjit::hsa::putExtensions(value, true);
    case HSA_AMD_SYSTEM_INFO_BUILD_VERSION: return put<const char*>(value, "gcnjit");
    case HSA_AMD_SYSTEM_INFO_SVM_SUPPORTED: return put(value, true);
    case HSA_AMD_SYSTEM_INFO_SVM_ACCESSIBLE_BY_DEFAULT: return put(value, false);
    default: return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  }
}

// Of the optional extensions (finalizer, images, profiling, AMD loader) the
// GPU agent offers images (extensions.h).
hsa_status_t hsa_system_extension_supported(std::uint16_t extension, std::uint16_t version_major,
                                            std::uint16_t version_minor, bool* result) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!result || extension > HSA_EXTENSION_AMD_AQLPROFILE) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  *result = gcnjit::hsa::extensionSupported(extension, version_major, version_minor);
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_system_major_extension_supported(std::uint16_t extension, std::uint16_t version_major,
                                                  std::uint16_t* version_minor, bool* result) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!result || !version_minor || extension > HSA_EXTENSION_AMD_AQLPROFILE) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  *result = gcnjit::hsa::majorExtensionSupported(extension, version_major, *version_minor);
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_system_get_extension_table(std::uint16_t extension, std::uint16_t version_major,
                                            std::uint16_t version_minor, void* table) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!table || !gcnjit::hsa::extensionSupported(extension, version_major, version_minor))
    return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  gcnjit::hsa::copyExtensionTable(extension, version_major, sizeof(hsa_ext_images_1_00_pfn_t), table);
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_system_get_major_extension_table(std::uint16_t extension, std::uint16_t version_major,
                                                  std::size_t table_length, void* table) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!table || !table_length || !gcnjit::hsa::copyExtensionTable(extension, version_major, table_length, table))
    return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_agent_extension_supported(std::uint16_t extension, hsa_agent_t agent, std::uint16_t version_major,
                                           std::uint16_t version_minor, bool* result) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  const gcnjit::hsa::Agent* a = Runtime::get().agent(agent);
  if (!a) return HSA_STATUS_ERROR_INVALID_AGENT;
  if (!result || extension > HSA_EXTENSION_AMD_AQLPROFILE) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  *result = a->type == HSA_DEVICE_TYPE_GPU && gcnjit::hsa::extensionSupported(extension, version_major, version_minor);
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_agent_major_extension_supported(std::uint16_t extension, hsa_agent_t agent,
                                                 std::uint16_t version_major, std::uint16_t* version_minor,
                                                 bool* result) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  const gcnjit::hsa::Agent* a = Runtime::get().agent(agent);
  if (!a) return HSA_STATUS_ERROR_INVALID_AGENT;
  if (!result || !version_minor || extension > HSA_EXTENSION_AMD_AQLPROFILE) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  *result = a->type == HSA_DEVICE_TYPE_GPU &&
            gcnjit::hsa::majorExtensionSupported(extension, version_major, *version_minor);
  return HSA_STATUS_SUCCESS;
}

hsa_status_t hsa_extension_get_name(std::uint16_t extension, const char** name) {
  if (!gcnjit::hsa::initialized()) return HSA_STATUS_ERROR_NOT_INITIALIZED;
  if (!name) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  switch (extension) {
    case HSA_EXTENSION_FINALIZER: *name = "HSA_EXTENSION_FINALIZER"; break;
    case HSA_EXTENSION_IMAGES: *name = "HSA_EXTENSION_IMAGES"; break;
    case HSA_EXTENSION_PERFORMANCE_COUNTERS: *name = "HSA_EXTENSION_PERFORMANCE_COUNTERS"; break;
    case HSA_EXTENSION_PROFILING_EVENTS: *name = "HSA_EXTENSION_PROFILING_EVENTS"; break;
    case HSA_EXTENSION_AMD_PROFILER: *name = "HSA_EXTENSION_AMD_PROFILER"; break;
    case HSA_EXTENSION_AMD_LOADER: *name = "HSA_EXTENSION_AMD_LOADER"; break;
    case HSA_EXTENSION_AMD_AQLPROFILE: *name = "HSA_EXTENSION_AMD_AQLPROFILE"; break;
    default: return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  }
  return HSA_STATUS_SUCCESS;
}

}  // extern "C"
