#include "hsa/ipc_memory.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdint>
#include <cstring>
#include <map>
#include <mutex>
#include <string>

#include "hsa/runtime.h"

namespace gcnjit::hsa::ipc {
namespace {

constexpr std::uint32_t kMagic = 0x43504967;  // "gIPC"
constexpr std::size_t kPage = 4096;

// What a hsa_amd_ipc_memory_t holds.
struct HandleFields {
  std::uint32_t magic;
  std::uint32_t pid;     // the exporting process
  std::int32_t fd;       // its descriptor of the memfd
  std::uint32_t unused;  // zero
  std::uint64_t bytes;   // the shared size (whole pages)
  std::uint64_t inode;   // the memfd's inode: tells a reused descriptor from the file
};
static_assert(sizeof(HandleFields) == sizeof(hsa_amd_ipc_memory_t));

struct Export {
  int fd;
  std::uint64_t inode;
  std::size_t bytes;
};

// A mapping of a shared memfd, made by an attach.
struct Attachment {
  std::size_t bytes;
};

class Registry {
 public:
  hsa_status_t share(void* base, std::size_t bytes, HandleFields& fields);
  hsa_status_t attach(const HandleFields& fields, std::size_t bytes, void** mapped);
  hsa_status_t detach(void* mapped);
  void endSharing(void* base);
  std::optional<std::pair<void*, std::size_t>> findImported(const void* pointer);

 private:
  // Maps the file `fields` names (from this process's exports or through
  // /proc from the process that made it), or null.
  void* import(const HandleFields& fields);

  std::mutex mutex_;
  std::map<std::uintptr_t, Export> exports_;          // by allocation start
  std::map<std::uintptr_t, Attachment> attachments_;  // by attached address
};

Registry& registry() {
  static auto* instance = new Registry;  // never destroyed: exit handlers still free memory
  return *instance;
}

std::uintptr_t address(const void* pointer) { return reinterpret_cast<std::uintptr_t>(pointer); }

// Writes all of [data, data + bytes) to `fd` from offset 0.
bool writeAll(int fd, const void* data, std::size_t bytes) {
  for (std::size_t done = 0; done < bytes;) {
    ssize_t written = pwrite(fd, static_cast<const char*>(data) + done, bytes - done, off_t(done));
    if (written <= 0) return false;
    done += std::size_t(written);
  }
  return true;
}

// Moves [base, base + bytes) onto a new memfd mapped shared in place: the
// export, or none (the memory left as it was).
std::optional<Export> moveToSharedPages(void* base, std::size_t bytes) {
  int fd = memfd_create("gcnjit-hsa-ipc", MFD_CLOEXEC);
  if (fd < 0) return std::nullopt;
  struct stat status;
  if (fstat(fd, &status) != 0 || ftruncate(fd, off_t(bytes)) != 0 || !writeAll(fd, base, bytes) ||
      mmap(base, bytes, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED, fd, 0) == MAP_FAILED) {
    close(fd);
    return std::nullopt;
  }
  return Export{fd, std::uint64_t(status.st_ino), bytes};
}

hsa_status_t Registry::share(void* base, std::size_t bytes, HandleFields& fields) {
  std::lock_guard lock(mutex_);
  auto found = exports_.find(address(base));
  if (found == exports_.end()) {
    std::optional<Export> moved = moveToSharedPages(base, bytes);
    if (!moved) return HSA_STATUS_ERROR_OUT_OF_RESOURCES;
    found = exports_.emplace(address(base), *moved).first;
  }
  fields = HandleFields{kMagic, std::uint32_t(getpid()), found->second.fd, 0, found->second.bytes, found->second.inode};
  return HSA_STATUS_SUCCESS;
}

void* Registry::import(const HandleFields& fields) {
  int fd = -1;
  if (fields.pid == std::uint32_t(getpid())) {
    // This process's own export, while its allocation lives.
    for (const auto& [start, shared] : exports_) {
      if (shared.inode == fields.inode && shared.fd == fields.fd) fd = dup(shared.fd);
    }
  } else {
    std::string path = "/proc/" + std::to_string(fields.pid) + "/fd/" + std::to_string(fields.fd);
    fd = open(path.c_str(), O_RDWR | O_CLOEXEC);
  }
  if (fd < 0) return nullptr;
  struct stat status;
  void* mapped = nullptr;
  if (fstat(fd, &status) == 0 && std::uint64_t(status.st_ino) == fields.inode &&
      std::uint64_t(status.st_size) == fields.bytes) {
    mapped = mmap(nullptr, fields.bytes, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (mapped == MAP_FAILED) mapped = nullptr;
  }
  close(fd);  // the mapping keeps the file
  return mapped;
}

hsa_status_t Registry::attach(const HandleFields& fields, std::size_t bytes, void** mapped) {
  if (fields.magic != kMagic || fields.unused != 0 || fields.bytes == 0 || bytes > fields.bytes) {
    return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  }
  std::lock_guard lock(mutex_);
  void* imported = import(fields);
  if (!imported) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  Runtime::get().device().registerHostMemory(imported, fields.bytes, "IPC memory of process " + std::to_string(fields.pid));
  attachments_[address(imported)] = Attachment{fields.bytes};
  *mapped = imported;
  return HSA_STATUS_SUCCESS;
}

hsa_status_t Registry::detach(void* mapped) {
  std::lock_guard lock(mutex_);
  auto found = attachments_.find(address(mapped));
  if (found == attachments_.end()) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  Runtime::get().device().unregisterHostMemory(mapped);
  munmap(mapped, found->second.bytes);
  attachments_.erase(found);
  return HSA_STATUS_SUCCESS;
}

void Registry::endSharing(void* base) {
  std::lock_guard lock(mutex_);
  auto found = exports_.find(address(base));
  if (found == exports_.end()) return;
  // Fresh private zero pages, as the allocator handed them out.
  mmap(base, found->second.bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
  close(found->second.fd);  // attached mappings keep the file
  exports_.erase(found);
}

std::optional<std::pair<void*, std::size_t>> Registry::findImported(const void* pointer) {
  std::lock_guard lock(mutex_);
  auto next = attachments_.upper_bound(address(pointer));
  if (next == attachments_.begin()) return std::nullopt;
  auto found = std::prev(next);
  if (address(pointer) >= found->first + found->second.bytes) return std::nullopt;
  return std::pair{reinterpret_cast<void*>(found->first), found->second.bytes};
}

}  // namespace

hsa_status_t share(void* base, std::size_t bytes, hsa_amd_ipc_memory_t* handle) {
  auto allocation = Runtime::get().findAllocation(base);
  // Device memory alone, as ROCm's driver shares only its own buffers.
  if (!allocation || allocation->first != base || address(base) % kPage != 0 ||
      allocation->second.region->owner != &Runtime::get().gpu()) {
    return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  }
  // ROCm wants the allocation's size; HIP passes it rounded up to the granule.
  std::size_t shared = (allocation->second.size + kPage - 1) / kPage * kPage;
  if (bytes == 0 || (bytes + kPage - 1) / kPage * kPage != shared) return HSA_STATUS_ERROR_INVALID_ARGUMENT;
  HandleFields fields;
  hsa_status_t status = registry().share(base, shared, fields);
  if (status == HSA_STATUS_SUCCESS) std::memcpy(handle, &fields, sizeof fields);
  return status;
}

hsa_status_t attach(const hsa_amd_ipc_memory_t& handle, std::size_t bytes, void** mapped) {
  HandleFields fields;
  std::memcpy(&fields, &handle, sizeof fields);
  return registry().attach(fields, bytes, mapped);
}

hsa_status_t detach(void* mapped) { return registry().detach(mapped); }

void endSharing(void* base) { registry().endSharing(base); }

std::optional<std::pair<void*, std::size_t>> findImported(const void* pointer) {
  return registry().findImported(pointer);
}

}  // namespace gcnjit::hsa::ipc
