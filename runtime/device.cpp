#include "runtime/device.h"

#include <mimalloc.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <thread>

#include "runtime/dispatch.h"
#include "runtime/host_pages.h"
#include "runtime/hostcall.h"
#include "runtime/hsa_abi.h"
#include "runtime/kernarg.h"

namespace gcnjit::runtime {

namespace {

// A positive number from the environment, or `fallback`.
std::uint64_t environmentNumber(const char* name, std::uint64_t fallback) {
  if (const char* text = std::getenv(name)) {
    char* end = nullptr;
    unsigned long long value = std::strtoull(text, &end, 0);
    if (*text && !*end && value > 0) return value;
  }
  return fallback;
}

// Checked mode: unregistered bytes on each side of an allocation (a wave's
// 64 lanes striding a row past the end stay inside it).
constexpr std::size_t kGuardBytes = 64 * 1024;

// Default mode maps device memory as AMD's runtime does: ROCr rounds every
// allocation up to whole 4 KiB pages, so on a GPU an access past the
// requested size but inside the last page neither traps nor corrupts
// anything (rocPRIM's merge relies on it). Such bytes read zero until
// written.
constexpr std::size_t kPageBytes = 4096;

}  // namespace

bool Device::checkedModeFromEnvironment() {
  const char* text = std::getenv("GCNJIT_CHECK");
  return text && std::strcmp(text, "1") == 0;
}

Device::Device(unsigned threads, bool checked, std::shared_ptr<AddressRanges> sharedRanges)
    : threads_(threads ? threads : std::max(1u, std::thread::hardware_concurrency())),
      checked_(checked),
      rangesOwner_(sharedRanges ? std::move(sharedRanges) : std::make_shared<AddressRanges>()),
      ranges_(*rangesOwner_),
      maxBlocksPerWave_(environmentNumber("GCNJIT_MAX_WAVE_BLOCKS", 1ull << 28)),
      timeLimitMs_(environmentNumber("GCNJIT_TIMEOUT_MS", 0)),
      mode_(defaultExecutionMode()) {
  queue_ = allocate(kQueueObjectSize);
  hostcall_ = std::make_unique<HostcallBuffer>(*this, ranges_, threads_);
}

Device::~Device() { release(queue_); }

std::size_t Device::mappedBytes(std::size_t bytes) const {
  bytes = std::max<std::size_t>(bytes, 1);
  return checked_ ? bytes : (bytes + kPageBytes - 1) / kPageBytes * kPageBytes;
}

// Large allocations come from mapZeroedPages, 2 MiB aligned (as the ROCm
// thunk places allocations of 2 MiB or more: AMD's device heap finds a
// slab's header by rounding an address down to 2 MiB); their checked-mode
// guards are whole 2 MiB blocks, so the allocation itself stays aligned.
std::size_t Device::guardBytes(std::size_t mapped) const {
  if (!checked_) return 0;
  return mapped >= kLargeAllocationBytes ? kLargeAllocationAlignment : kGuardBytes;
}

void* Device::allocate(std::size_t bytes) {
  std::size_t mapped = mappedBytes(bytes);
  std::size_t guard = guardBytes(mapped);
  if (mapped < bytes || mapped > SIZE_MAX - 2 * guard) {
    throw LaunchError("out of host memory allocating " + std::to_string(bytes) + " bytes");
  }
  std::size_t blockBytes = mapped + 2 * guard;
  auto* block = static_cast<std::uint8_t*>(mapped >= kLargeAllocationBytes ? mapZeroedPages(blockBytes)
                                                                           : mi_zalloc_aligned(blockBytes, kPageBytes));
  if (!block) throw LaunchError("out of host memory allocating " + std::to_string(bytes) + " bytes");
  void* p = block + guard;
  ranges_.add(p, checked_ ? bytes : mapped, "allocation", bytes);
  return p;
}

void Device::release(void* pointer) {
  if (!pointer) return;
  auto range = ranges_.nearest(reinterpret_cast<std::uint64_t>(pointer));
  if (!range || range->first != reinterpret_cast<std::uint64_t>(pointer) || range->second.what != "allocation") {
    throw LaunchError("release of a pointer that is not a device allocation");
  }
  ranges_.remove(pointer);
  std::size_t mapped = mappedBytes(range->second.requested);
  std::size_t guard = guardBytes(mapped);
  auto* block = static_cast<std::uint8_t*>(pointer) - guard;
  std::size_t blockBytes = mapped + 2 * guard;
  if (mapped >= kLargeAllocationBytes) {
    unmapPages(block, blockBytes);
  } else {
    mi_free(block);
  }
}

void Device::setExecutionMode(ExecutionMode mode) {
  if (!hostSupports(mode)) {
    throw LaunchError("execution mode " + std::string(executionModeName(mode)) + " is not available on this host");
  }
  mode_ = mode;
}

LoadedImage& Device::load(CodeObject object) {
  auto image = std::make_shared<LoadedImage>(std::move(object), ranges_);
  std::lock_guard lock(mutex_);
  images_.push_back(std::move(image));
  return *images_.back();
}

void Device::unload(LoadedImage& image) {
  std::shared_ptr<LoadedImage> last;  // freed after the lock is released
  std::lock_guard lock(mutex_);
  auto found = std::find_if(images_.begin(), images_.end(), [&](const auto& held) { return held.get() == &image; });
  if (found == images_.end()) return;
  last = std::move(*found);
  images_.erase(found);
}

void Device::launch(LoadedImage& image, const Kernel& kernel, const LaunchDims& dims,
                    std::span<const std::uint8_t> explicitArgs) {
  HiddenArgValues hidden;
  hidden.queuePtr = reinterpret_cast<std::uint64_t>(queue_);
  hidden.hostcallBuffer = hostcall_->address();
  // A multi-grid launch's sync data (one grid), in device memory for the
  // dispatch: the info, then its counter.
  MultiGridSyncInfo* multiGrid = nullptr;
  if (dims.multiGrid) {
    multiGrid = static_cast<MultiGridSyncInfo*>(allocate(sizeof(MultiGridSyncInfo) + 8));
    auto* counter = reinterpret_cast<std::uint32_t*>(multiGrid + 1);
    *counter = 0;
    *multiGrid = {};
    multiGrid->sync = reinterpret_cast<std::uint64_t>(counter);
    multiGrid->allSum = std::uint64_t(dims.grid[0]) * dims.grid[1] * dims.grid[2];
    hidden.multiGridSync = reinterpret_cast<std::uint64_t>(multiGrid);
  }
  std::vector<std::uint8_t> kernargBytes;
  try {
    kernargBytes = buildKernarg(kernel, dims, explicitArgs, hidden);
  } catch (...) {
    release(multiGrid);
    throw;
  }
  // The kernarg segment and the packet live in device memory for the dispatch.
  // The segment gets 64 zero bytes of tail: the compiler merges kernarg loads
  // into wider s_load (gfx9 has no dwordx3, so x2 + x1 becomes dwordx4) that
  // may read past the last argument, which a real runtime's kernarg pool
  // allows; no scalar load starting inside the segment reads more than 64 bytes.
  constexpr std::size_t kKernargTail = 64;
  auto* kernarg = static_cast<std::uint8_t*>(allocate(kernargBytes.size() + kKernargTail));
  auto* packet = static_cast<HsaKernelDispatchPacket*>(allocate(sizeof(HsaKernelDispatchPacket)));
  std::memcpy(kernarg, kernargBytes.data(), kernargBytes.size());
  packet->setup = std::uint16_t(dims.dimensions());
  for (int k = 0; k < 3; ++k) {
    packet->workgroupSize[k] = dims.workgroup[k];
    packet->gridSize[k] = dims.grid[k];
  }
  packet->privateSegmentSize = kernel.descriptor.privateSegmentFixedSize;
  packet->groupSegmentSize = kernel.descriptor.groupSegmentFixedSize + dims.dynamicLds;
  packet->kernelObject = image.hostAddress(kernel.descriptorAddress);
  packet->kernargAddress = reinterpret_cast<std::uint64_t>(kernarg);

  try {
    launchPacket(image, kernel, dims, reinterpret_cast<std::uint64_t>(packet), reinterpret_cast<std::uint64_t>(kernarg),
                 reinterpret_cast<std::uint64_t>(queue_));
  } catch (...) {
    release(kernarg);
    release(packet);
    release(multiGrid);
    throw;
  }
  release(kernarg);
  release(packet);
  release(multiGrid);
}

void Device::launchPacket(LoadedImage& image, const Kernel& kernel, const LaunchDims& dims, std::uint64_t packet,
                          std::uint64_t kernarg, std::uint64_t queue) {
  DispatchRequest request;
  request.image = &image;
  request.kernel = &kernel;
  // The executable first: from the translation cache it brings the IR along.
  request.executable = &image.executable(kernel, mode_, checked_);
  request.program = &image.program(kernel);
  request.resetPlan = &image.resetPlan(kernel);
  request.dims = dims;
  request.dispatchPacket = packet;
  request.queue = queue;
  request.kernarg = kernarg;
  {
    std::lock_guard lock(mutex_);
    request.dispatchId = nextDispatchId_++;
  }
  request.threads = threads_;
  request.maxBlocksPerWave = maxBlocksPerWave_;
  request.timeLimitMs = timeLimitMs_;
  request.checkLds = checked_;
  std::vector<std::uint64_t> perThread;
  request.workgroupsPerWorker = &perThread;
  runDispatch(request, ranges_);
  std::lock_guard lock(mutex_);
  lastPerThread_ = std::move(perThread);
}

std::vector<std::uint64_t> Device::lastLaunchWorkgroupsPerThread() {
  std::lock_guard lock(mutex_);
  return lastPerThread_;
}

}  // namespace gcnjit::runtime
