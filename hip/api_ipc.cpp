// Interprocess handles within one process. gcnjit's device memory is the
// process's own host memory, so a memory handle opens only in the process
// that made it (there it is the allocation itself, at its address; another
// process gets hipErrorInvalidDevicePointer and a message saying why). An
// event handle opened in the process that made it is
// hipErrorInvalidContext, as in AMD's 5.2 runtime (hip_event_ipc.cpp); one
// from another process cannot be opened either (hipErrorInvalidValue, as
// AMD's when it cannot map the event's shared memory). Codes follow AMD's
// 5.2 hip_memory.cpp and hip_event_ipc.cpp.
#include <hip/hip_runtime_api.h>

#include <cstdio>
#include <cstring>
#include <map>
#include <mutex>

#include <unistd.h>

#include "hip/errors.h"
#include "hip/event.h"
#include "hip/runtime.h"
#include "hip/stream.h"

using gcnjit::hip::Runtime;
using gcnjit::hip::setLastError;

namespace {

constexpr char kMemoryMagic[8] = "gcnjitM";
constexpr char kEventMagic[8] = "gcnjitE";

// What a handle's 64 bytes hold.
struct MemoryHandle {
  char magic[8];
  std::uint64_t process;
  std::uint64_t base;    // the allocation
  std::uint64_t size;    // its size: 0 is no handle (AMD's check)
  std::uint64_t offset;  // of the pointer the handle was made for
  std::uint32_t allocation;  // its buffer id, so a freed allocation's handle is refused
};
struct EventHandle {
  char magic[8];
  std::uint64_t process;
};
static_assert(sizeof(MemoryHandle) <= HIP_IPC_HANDLE_SIZE && sizeof(EventHandle) <= HIP_IPC_HANDLE_SIZE);

// How often each opened pointer is open, for hipIpcCloseMemHandle.
std::mutex openedMutex;
std::map<void*, int> opened;

}  // namespace

extern "C" {

hipError_t hipIpcGetMemHandle(hipIpcMemHandle_t* handle, void* devPtr) {
  if (!handle || !devPtr) return setLastError(hipErrorInvalidValue);
  auto found = Runtime::get().findAllocation(devPtr);
  if (!found || found->second.kind != gcnjit::hip::MemoryKind::Device)
    return setLastError(hipErrorInvalidDevicePointer);
  MemoryHandle contents{};
  std::memcpy(contents.magic, kMemoryMagic, sizeof contents.magic);
  contents.process = std::uint64_t(getpid());
  contents.base = reinterpret_cast<std::uintptr_t>(found->first);
  contents.size = found->second.size;
  contents.offset = reinterpret_cast<std::uintptr_t>(devPtr) - contents.base;
  contents.allocation = found->second.id;
  std::memset(handle, 0, sizeof *handle);
  std::memcpy(handle, &contents, sizeof contents);
  return hipSuccess;
}

// hipIpcMemLazyEnablePeerAccess (0) is the only flag.
hipError_t hipIpcOpenMemHandle(void** devPtr, hipIpcMemHandle_t handle, unsigned int flags) {
  if (!devPtr || flags != hipIpcMemLazyEnablePeerAccess) return setLastError(hipErrorInvalidValue);
  MemoryHandle contents;
  std::memcpy(&contents, &handle, sizeof contents);
  if (std::memcmp(contents.magic, kMemoryMagic, sizeof contents.magic) || !contents.size)
    return setLastError(hipErrorInvalidValue);
  if (contents.process != std::uint64_t(getpid())) {
    std::fprintf(stderr,
                 "gcnjit HIP: hipIpcOpenMemHandle: the handle comes from process %llu; gcnjit's device memory is "
                 "its process's own memory and opens only there\n",
                 static_cast<unsigned long long>(contents.process));
    return setLastError(hipErrorInvalidDevicePointer);
  }
  void* base = reinterpret_cast<void*>(contents.base);
  auto found = Runtime::get().findAllocation(base);
  if (!found || found->first != base || found->second.id != contents.allocation)
    return setLastError(hipErrorInvalidDevicePointer);  // freed since
  *devPtr = static_cast<char*>(base) + contents.offset;
  std::lock_guard lock(openedMutex);
  ++opened[*devPtr];
  return hipSuccess;
}

// A pointer hipIpcOpenMemHandle did not give (or closed as often as it
// gave it) is hipErrorInvalidHandle, AMD's answer when it cannot detach.
hipError_t hipIpcCloseMemHandle(void* devPtr) {
  gcnjit::hip::synchronizeAll();
  if (!devPtr) return setLastError(hipErrorInvalidValue);
  std::lock_guard lock(openedMutex);
  auto found = opened.find(devPtr);
  if (found == opened.end()) return setLastError(hipErrorInvalidHandle);
  if (--found->second == 0) opened.erase(found);
  return hipSuccess;
}

// Only an event made with hipEventInterprocess has a handle (AMD's:
// hipErrorInvalidConfiguration for the others).
hipError_t hipIpcGetEventHandle(hipIpcEventHandle_t* handle, hipEvent_t event) {
  if (!handle || !gcnjit::hip::liveEvent(event)) return setLastError(hipErrorInvalidValue);
  if (!(event->flags & hipEventInterprocess)) return setLastError(hipErrorInvalidConfiguration);
  EventHandle contents{};
  std::memcpy(contents.magic, kEventMagic, sizeof contents.magic);
  contents.process = std::uint64_t(getpid());
  std::memset(handle, 0, sizeof *handle);
  std::memcpy(handle, &contents, sizeof contents);
  return hipSuccess;
}

hipError_t hipIpcOpenEventHandle(hipEvent_t* event, hipIpcEventHandle_t handle) {
  if (!event) return setLastError(hipErrorInvalidValue);
  EventHandle contents;
  std::memcpy(&contents, &handle, sizeof contents);
  if (std::memcmp(contents.magic, kEventMagic, sizeof contents.magic)) return setLastError(hipErrorInvalidValue);
  if (contents.process == std::uint64_t(getpid())) return setLastError(hipErrorInvalidContext);
  std::fprintf(stderr,
               "gcnjit HIP: hipIpcOpenEventHandle: the handle comes from process %llu; gcnjit's events are not "
               "shared between processes\n",
               static_cast<unsigned long long>(contents.process));
  return setLastError(hipErrorInvalidValue);
}

}  // extern "C"
