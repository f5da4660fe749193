// Code object readers, executables and their symbols. An executable's code
// objects are loaded into the device (runtime::LoadedImage) when they are
// added; its symbols are the kernels (named "NAME.kd", as ROCm names them;
// "NAME" finds them too) and the variables the code objects define. The
// kernel-object registry maps a dispatch packet's kernel_object (the host
// address of a kernel descriptor) back to its kernel.
#pragma once

#include <hsa/hsa.h>

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "loader/code_object.h"
#include "runtime/loaded_image.h"

namespace gcnjit::hsa {

struct CodeObjectReader {
  std::vector<std::uint8_t> bytes;
  std::string source;  // "memory" or the file's path, for messages
};

struct Executable;

struct Symbol {
  Executable* executable = nullptr;
  hsa_symbol_kind_t kind = HSA_SYMBOL_KIND_VARIABLE;
  std::string name;  // as hsa_executable_symbol_get_info gives it
  runtime::LoadedImage* image = nullptr;
  const Kernel* kernel = nullptr;  // kernels
  std::uint64_t address = 0;       // variables: host address; kernels: the descriptor's
  std::uint64_t size = 0;          // variables
};

struct Executable {
  std::mutex mutex;
  bool frozen = false;
  std::vector<runtime::LoadedImage*> images;
  std::vector<std::unique_ptr<Symbol>> symbols;

  const Symbol* find(std::string_view name) const;
};

// Loads a code object into `executable` for the GPU agent. Returns
// HSA_STATUS_ERROR_INVALID_CODE_OBJECT (not a code object gcnjit reads) or
// HSA_STATUS_ERROR_INVALID_ISA (built for another processor than the one
// presented), with the reason on stderr.
hsa_status_t loadCodeObject(Executable& executable, std::span<const std::uint8_t> bytes, const std::string& source);

// The kernel whose descriptor is at host address `kernelObject`, or null.
const Symbol* kernelAt(std::uint64_t kernelObject);

// Live objects: null for a handle that names none.
Executable* executableFrom(hsa_executable_t handle);
CodeObjectReader* readerFrom(hsa_code_object_reader_t handle);
const Symbol* symbolFrom(hsa_executable_symbol_t handle);

hsa_executable_t addExecutable();
bool destroyExecutable(hsa_executable_t handle);
hsa_code_object_reader_t addReader(CodeObjectReader reader);
bool destroyReader(hsa_code_object_reader_t handle);

}  // namespace gcnjit::hsa
