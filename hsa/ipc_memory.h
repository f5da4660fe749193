// Interprocess memory (hsa_amd_ipc_memory_create / _attach / _detach): an
// allocation's pages become a memfd mapped shared at the allocation's own
// address, and its handle names that file (the exporting process, its
// descriptor, the file's inode and size). An attach maps the file at an
// address of its own, registered with the device so kernels reach it, as
// ROCm's driver imports a buffer at a new address even in the process that
// exported it: another process opens the file through /proc/PID/fd, the
// exporting one maps its own descriptor. Each attach makes a mapping of its
// own (ROCm's may), which one detach undoes. The exporting process's handle
// is good while the allocation lives there (ROCm's, while any process maps
// the memory); mappings made before it is freed keep the memory.
#pragma once

#include <hsa/hsa.h>
#include <hsa/hsa_ext_amd.h>

#include <cstddef>
#include <optional>
#include <utility>

namespace gcnjit::hsa::ipc {

// A handle for the GPU-agent allocation starting at `base`, of `bytes` (its
// size, or that rounded up to whole granules as AMD's HIP passes it). The
// allocation's contents move to shared pages at the same address: nothing
// may write it while its first handle is made. Every handle of one
// allocation is the same. HSA_STATUS_ERROR_INVALID_ARGUMENT for anything
// but a device allocation's start and size.
hsa_status_t share(void* base, std::size_t bytes, hsa_amd_ipc_memory_t* handle);

// Maps the memory `handle` names (made by this process or another) and
// returns its address: HSA_STATUS_ERROR_INVALID_ARGUMENT for a handle that
// names no shared memory (any more), or `bytes` past its end.
hsa_status_t attach(const hsa_amd_ipc_memory_t& handle, std::size_t bytes, void** mapped);

// Unmaps what the attach that returned `mapped` mapped.
hsa_status_t detach(void* mapped);

// The runtime frees the allocation at `base`: if it was shared, its pages
// become private again before the allocator takes them back (attached
// mappings keep the memory).
void endSharing(void* base);

// The attached mapping that contains `pointer`: its start and size.
std::optional<std::pair<void*, std::size_t>> findImported(const void* pointer);

}  // namespace gcnjit::hsa::ipc
